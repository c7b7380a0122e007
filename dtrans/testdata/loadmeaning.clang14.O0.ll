; ModuleID = 'loadmeaning.c'
source_filename = "loadmeaning.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.list = type { i32, %struct.node* }
%struct.node = type { i64, i64, %struct.node* }
%struct.journal = type { i64, %struct.node* }
%struct.tab = type { i32, %union.anon, %struct.node* }
%union.anon = type { [2 x i64] }
%struct.chunk = type { i64, i64 }
%struct.cursor = type { i32, %struct.node* }
%struct.other = type { i64, i64, i64, double }

@any = dso_local global i8* null, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @first_key(%struct.list* noundef %l) #0 {
entry:
  %l.addr = alloca %struct.list*, align 8
  store %struct.list* %l, %struct.list** %l.addr, align 8
  %0 = load %struct.list*, %struct.list** %l.addr, align 8
  %head = getelementptr inbounds %struct.list, %struct.list* %0, i32 0, i32 1
  %1 = load %struct.node*, %struct.node** %head, align 8
  %key = getelementptr inbounds %struct.node, %struct.node* %1, i32 0, i32 0
  %2 = load i64, i64* %key, align 8
  ret i64 %2
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @first_u(%struct.list* noundef %l) #0 {
entry:
  %l.addr = alloca %struct.list*, align 8
  %n = alloca %struct.node*, align 8
  store %struct.list* %l, %struct.list** %l.addr, align 8
  %0 = load %struct.list*, %struct.list** %l.addr, align 8
  %head = getelementptr inbounds %struct.list, %struct.list* %0, i32 0, i32 1
  %1 = load %struct.node*, %struct.node** %head, align 8
  store %struct.node* %1, %struct.node** %n, align 8
  %2 = load %struct.node*, %struct.node** %n, align 8
  %val = getelementptr inbounds %struct.node, %struct.node* %2, i32 0, i32 1
  %call = call i64 @rd(i64* noundef %val)
  ret i64 %call
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rd(i64* noundef %x) #0 {
entry:
  %x.addr = alloca i64*, align 8
  store i64* %x, i64** %x.addr, align 8
  %0 = load i64*, i64** %x.addr, align 8
  %1 = load i64, i64* %0, align 8
  ret i64 %1
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @sum_u(%struct.list* noundef %l) #0 {
entry:
  %l.addr = alloca %struct.list*, align 8
  %s = alloca i64, align 8
  %p = alloca %struct.node*, align 8
  store %struct.list* %l, %struct.list** %l.addr, align 8
  store i64 0, i64* %s, align 8
  %0 = load %struct.list*, %struct.list** %l.addr, align 8
  %head = getelementptr inbounds %struct.list, %struct.list* %0, i32 0, i32 1
  %1 = load %struct.node*, %struct.node** %head, align 8
  store %struct.node* %1, %struct.node** %p, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %2 = load %struct.node*, %struct.node** %p, align 8
  %tobool = icmp ne %struct.node* %2, null
  br i1 %tobool, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %3 = load %struct.node*, %struct.node** %p, align 8
  %val = getelementptr inbounds %struct.node, %struct.node* %3, i32 0, i32 1
  %call = call i64 @rd(i64* noundef %val)
  %4 = load i64, i64* %s, align 8
  %add = add nsw i64 %4, %call
  store i64 %add, i64* %s, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %5 = load %struct.node*, %struct.node** %p, align 8
  %next = getelementptr inbounds %struct.node, %struct.node* %5, i32 0, i32 2
  %6 = load %struct.node*, %struct.node** %next, align 8
  store %struct.node* %6, %struct.node** %p, align 8
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %7 = load i64, i64* %s, align 8
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @val_of(%struct.node* noundef %n) #0 {
entry:
  %n.addr = alloca %struct.node*, align 8
  store %struct.node* %n, %struct.node** %n.addr, align 8
  %0 = load %struct.node*, %struct.node** %n.addr, align 8
  %val = getelementptr inbounds %struct.node, %struct.node* %0, i32 0, i32 1
  %call = call i64 @rd(i64* noundef %val)
  ret i64 %call
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.node* @head_of(%struct.list* noundef %l) #0 {
entry:
  %l.addr = alloca %struct.list*, align 8
  store %struct.list* %l, %struct.list** %l.addr, align 8
  %0 = load %struct.list*, %struct.list** %l.addr, align 8
  %head = getelementptr inbounds %struct.list, %struct.list* %0, i32 0, i32 1
  %1 = load %struct.node*, %struct.node** %head, align 8
  ret %struct.node* %1
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @use(%struct.list* noundef %l) #0 {
entry:
  %l.addr = alloca %struct.list*, align 8
  store %struct.list* %l, %struct.list** %l.addr, align 8
  %0 = load %struct.list*, %struct.list** %l.addr, align 8
  %head = getelementptr inbounds %struct.list, %struct.list* %0, i32 0, i32 1
  %1 = load %struct.node*, %struct.node** %head, align 8
  %call = call i64 @val_of(%struct.node* noundef %1)
  %2 = load %struct.list*, %struct.list** %l.addr, align 8
  %call1 = call %struct.node* @head_of(%struct.list* noundef %2)
  %val = getelementptr inbounds %struct.node, %struct.node* %call1, i32 0, i32 1
  %call2 = call i64 @rd(i64* noundef %val)
  %add = add nsw i64 %call, %call2
  ret i64 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @drop(%struct.journal* noundef %j) #0 {
entry:
  %j.addr = alloca %struct.journal*, align 8
  %p = alloca %struct.node*, align 8
  %s = alloca i64, align 8
  %n = alloca %struct.node*, align 8
  store %struct.journal* %j, %struct.journal** %j.addr, align 8
  %0 = load %struct.journal*, %struct.journal** %j.addr, align 8
  %first = getelementptr inbounds %struct.journal, %struct.journal* %0, i32 0, i32 1
  %1 = load %struct.node*, %struct.node** %first, align 8
  store %struct.node* %1, %struct.node** %p, align 8
  store i64 0, i64* %s, align 8
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %2 = load %struct.node*, %struct.node** %p, align 8
  %tobool = icmp ne %struct.node* %2, null
  br i1 %tobool, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %3 = load %struct.node*, %struct.node** %p, align 8
  %next = getelementptr inbounds %struct.node, %struct.node* %3, i32 0, i32 2
  %4 = load %struct.node*, %struct.node** %next, align 8
  store %struct.node* %4, %struct.node** %n, align 8
  %5 = load %struct.node*, %struct.node** %p, align 8
  %key = getelementptr inbounds %struct.node, %struct.node* %5, i32 0, i32 0
  %6 = load i64, i64* %key, align 8
  %7 = load i64, i64* %s, align 8
  %add = add nsw i64 %7, %6
  store i64 %add, i64* %s, align 8
  %8 = load %struct.node*, %struct.node** %p, align 8
  %9 = bitcast %struct.node* %8 to i8*
  call void @free(i8* noundef %9) #2
  %10 = load %struct.node*, %struct.node** %n, align 8
  store %struct.node* %10, %struct.node** %p, align 8
  br label %while.cond, !llvm.loop !8

while.end:                                        ; preds = %while.cond
  %11 = load i64, i64* %s, align 8
  ret i64 %11
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @attach(%struct.journal* noundef %j) #0 {
entry:
  %j.addr = alloca %struct.journal*, align 8
  store %struct.journal* %j, %struct.journal** %j.addr, align 8
  %0 = load i8*, i8** @any, align 8
  %1 = bitcast i8* %0 to %struct.node*
  %2 = load %struct.journal*, %struct.journal** %j.addr, align 8
  %first = getelementptr inbounds %struct.journal, %struct.journal* %2, i32 0, i32 1
  store %struct.node* %1, %struct.node** %first, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @total_val(%struct.journal* noundef %j) #0 {
entry:
  %j.addr = alloca %struct.journal*, align 8
  %s = alloca i64, align 8
  %p = alloca %struct.node*, align 8
  store %struct.journal* %j, %struct.journal** %j.addr, align 8
  store i64 0, i64* %s, align 8
  %0 = load %struct.journal*, %struct.journal** %j.addr, align 8
  %first = getelementptr inbounds %struct.journal, %struct.journal* %0, i32 0, i32 1
  %1 = load %struct.node*, %struct.node** %first, align 8
  store %struct.node* %1, %struct.node** %p, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %2 = load %struct.node*, %struct.node** %p, align 8
  %tobool = icmp ne %struct.node* %2, null
  br i1 %tobool, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %3 = load %struct.node*, %struct.node** %p, align 8
  %val = getelementptr inbounds %struct.node, %struct.node* %3, i32 0, i32 1
  %call = call i64 @rd(i64* noundef %val)
  %4 = load i64, i64* %s, align 8
  %add = add nsw i64 %4, %call
  store i64 %add, i64* %s, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %5 = load %struct.node*, %struct.node** %p, align 8
  %next = getelementptr inbounds %struct.node, %struct.node* %5, i32 0, i32 2
  %6 = load %struct.node*, %struct.node** %next, align 8
  store %struct.node* %6, %struct.node** %p, align 8
  br label %for.cond, !llvm.loop !9

for.end:                                          ; preds = %for.cond
  %7 = load i64, i64* %s, align 8
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @tab_first_key(%struct.tab* noundef %t) #0 {
entry:
  %t.addr = alloca %struct.tab*, align 8
  store %struct.tab* %t, %struct.tab** %t.addr, align 8
  %0 = load %struct.tab*, %struct.tab** %t.addr, align 8
  %first = getelementptr inbounds %struct.tab, %struct.tab* %0, i32 0, i32 2
  %1 = load %struct.node*, %struct.node** %first, align 8
  %key = getelementptr inbounds %struct.node, %struct.node* %1, i32 0, i32 0
  %2 = load i64, i64* %key, align 8
  %3 = load %struct.tab*, %struct.tab** %t.addr, align 8
  %n = getelementptr inbounds %struct.tab, %struct.tab* %3, i32 0, i32 0
  %4 = load i32, i32* %n, align 8
  %conv = sext i32 %4 to i64
  %add = add nsw i64 %2, %conv
  ret i64 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @tab_sum(%struct.tab* noundef %t) #0 {
entry:
  %t.addr = alloca %struct.tab*, align 8
  %s = alloca i64, align 8
  %p = alloca %struct.node*, align 8
  store %struct.tab* %t, %struct.tab** %t.addr, align 8
  %0 = load %struct.tab*, %struct.tab** %t.addr, align 8
  %n = getelementptr inbounds %struct.tab, %struct.tab* %0, i32 0, i32 0
  %1 = load i32, i32* %n, align 8
  %conv = sext i32 %1 to i64
  store i64 %conv, i64* %s, align 8
  %2 = load %struct.tab*, %struct.tab** %t.addr, align 8
  %first = getelementptr inbounds %struct.tab, %struct.tab* %2, i32 0, i32 2
  %3 = load %struct.node*, %struct.node** %first, align 8
  store %struct.node* %3, %struct.node** %p, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %4 = load %struct.node*, %struct.node** %p, align 8
  %tobool = icmp ne %struct.node* %4, null
  br i1 %tobool, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %5 = load %struct.node*, %struct.node** %p, align 8
  %val = getelementptr inbounds %struct.node, %struct.node* %5, i32 0, i32 1
  %call = call i64 @rd(i64* noundef %val)
  %6 = load i64, i64* %s, align 8
  %add = add nsw i64 %6, %call
  store i64 %add, i64* %s, align 8
  %7 = load %struct.node*, %struct.node** %p, align 8
  %8 = bitcast %struct.node* %7 to i8*
  store i8* %8, i8** @any, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %9 = load %struct.node*, %struct.node** %p, align 8
  %next = getelementptr inbounds %struct.node, %struct.node* %9, i32 0, i32 2
  %10 = load %struct.node*, %struct.node** %next, align 8
  store %struct.node* %10, %struct.node** %p, align 8
  br label %for.cond, !llvm.loop !10

for.end:                                          ; preds = %for.cond
  %11 = load i64, i64* %s, align 8
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @has_id(i64* noundef %x) #0 {
entry:
  %x.addr = alloca i64*, align 8
  store i64* %x, i64** %x.addr, align 8
  %0 = load i64*, i64** %x.addr, align 8
  %1 = load i64, i64* %0, align 8
  %cmp = icmp eq i64 %1, 7
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @check(%struct.chunk* noundef %c) #0 {
entry:
  %c.addr = alloca %struct.chunk*, align 8
  store %struct.chunk* %c, %struct.chunk** %c.addr, align 8
  %0 = load %struct.chunk*, %struct.chunk** %c.addr, align 8
  %size = getelementptr inbounds %struct.chunk, %struct.chunk* %0, i32 0, i32 1
  store i64 1, i64* %size, align 8
  %1 = load %struct.chunk*, %struct.chunk** %c.addr, align 8
  %id = getelementptr inbounds %struct.chunk, %struct.chunk* %1, i32 0, i32 0
  %call = call i32 @has_id(i64* noundef %id)
  %conv = sext i32 %call to i64
  ret i64 %conv
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @park(%struct.cursor* noundef %c) #0 {
entry:
  %c.addr = alloca %struct.cursor*, align 8
  %p = alloca %struct.node*, align 8
  store %struct.cursor* %c, %struct.cursor** %c.addr, align 8
  %0 = load i8*, i8** @any, align 8
  %1 = bitcast i8* %0 to %struct.node*
  store %struct.node* %1, %struct.node** %p, align 8
  %2 = load %struct.node*, %struct.node** %p, align 8
  %3 = load %struct.cursor*, %struct.cursor** %c.addr, align 8
  %cur = getelementptr inbounds %struct.cursor, %struct.cursor* %3, i32 0, i32 1
  store %struct.node* %2, %struct.node** %cur, align 8
  %4 = load %struct.node*, %struct.node** %p, align 8
  %key = getelementptr inbounds %struct.node, %struct.node* %4, i32 0, i32 0
  %5 = load i64, i64* %key, align 8
  %conv = trunc i64 %5 to i32
  %6 = load %struct.cursor*, %struct.cursor** %c.addr, align 8
  %pos = getelementptr inbounds %struct.cursor, %struct.cursor* %6, i32 0, i32 0
  store i32 %conv, i32* %pos, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @cur_val(%struct.cursor* noundef %c) #0 {
entry:
  %c.addr = alloca %struct.cursor*, align 8
  store %struct.cursor* %c, %struct.cursor** %c.addr, align 8
  %0 = load %struct.cursor*, %struct.cursor** %c.addr, align 8
  %cur = getelementptr inbounds %struct.cursor, %struct.cursor* %0, i32 0, i32 1
  %1 = load %struct.node*, %struct.node** %cur, align 8
  %val = getelementptr inbounds %struct.node, %struct.node* %1, i32 0, i32 1
  %call = call i64 @rd(i64* noundef %val)
  ret i64 %call
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @probe(i32 noundef %kind) #0 {
entry:
  %kind.addr = alloca i32, align 4
  store i32 %kind, i32* %kind.addr, align 4
  %0 = load i32, i32* %kind.addr, align 4
  %tobool = icmp ne i32 %0, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load i8*, i8** @any, align 8
  %2 = bitcast i8* %1 to %struct.node*
  %key = getelementptr inbounds %struct.node, %struct.node* %2, i32 0, i32 0
  %3 = load i64, i64* %key, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  %4 = load i8*, i8** @any, align 8
  %5 = bitcast i8* %4 to %struct.other*
  %d = getelementptr inbounds %struct.other, %struct.other* %5, i32 0, i32 3
  %6 = load double, double* %d, align 8
  %conv = fptosi double %6 to i64
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i64 [ %3, %cond.true ], [ %conv, %cond.false ]
  ret i64 %cond
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %l = alloca %struct.list*, align 8
  %n = alloca %struct.node*, align 8
  %o = alloca %struct.other*, align 8
  %c = alloca %struct.cursor*, align 8
  %jn = alloca %struct.journal*, align 8
  %tb = alloca %struct.tab*, align 8
  %f = alloca i64, align 8
  %ch = alloca %struct.chunk*, align 8
  %h = alloca i64, align 8
  %z = alloca i64, align 8
  %t = alloca i64, align 8
  %k = alloca i64, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @calloc(i64 noundef 1, i64 noundef 16) #2
  %0 = bitcast i8* %call to %struct.list*
  store %struct.list* %0, %struct.list** %l, align 8
  %call1 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 24) #2
  %1 = bitcast i8* %call1 to %struct.node*
  store %struct.node* %1, %struct.node** %n, align 8
  %call2 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 32) #2
  %2 = bitcast i8* %call2 to %struct.other*
  store %struct.other* %2, %struct.other** %o, align 8
  %3 = load i8**, i8*** %argv.addr, align 8
  %4 = load %struct.list*, %struct.list** %l, align 8
  %cmp = icmp eq %struct.list* %4, null
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %5 = load %struct.node*, %struct.node** %n, align 8
  %cmp3 = icmp eq %struct.node* %5, null
  br i1 %cmp3, label %if.then, label %lor.lhs.false4

lor.lhs.false4:                                   ; preds = %lor.lhs.false
  %6 = load %struct.other*, %struct.other** %o, align 8
  %cmp5 = icmp eq %struct.other* %6, null
  br i1 %cmp5, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false4, %lor.lhs.false, %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false4
  %7 = load i32, i32* %argc.addr, align 4
  %conv = sext i32 %7 to i64
  %8 = load %struct.node*, %struct.node** %n, align 8
  %val = getelementptr inbounds %struct.node, %struct.node* %8, i32 0, i32 1
  store i64 %conv, i64* %val, align 8
  %9 = load %struct.node*, %struct.node** %n, align 8
  %10 = load %struct.list*, %struct.list** %l, align 8
  %head = getelementptr inbounds %struct.list, %struct.list* %10, i32 0, i32 1
  store %struct.node* %9, %struct.node** %head, align 8
  %11 = load i32, i32* %argc.addr, align 4
  %conv6 = sitofp i32 %11 to double
  %12 = load %struct.other*, %struct.other** %o, align 8
  %d = getelementptr inbounds %struct.other, %struct.other* %12, i32 0, i32 3
  store double %conv6, double* %d, align 8
  %call7 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 16) #2
  %13 = bitcast i8* %call7 to %struct.cursor*
  store %struct.cursor* %13, %struct.cursor** %c, align 8
  %14 = load %struct.cursor*, %struct.cursor** %c, align 8
  %cmp8 = icmp eq %struct.cursor* %14, null
  br i1 %cmp8, label %if.then10, label %if.end11

if.then10:                                        ; preds = %if.end
  store i32 1, i32* %retval, align 4
  br label %return

if.end11:                                         ; preds = %if.end
  %call12 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 16) #2
  %15 = bitcast i8* %call12 to %struct.journal*
  store %struct.journal* %15, %struct.journal** %jn, align 8
  %16 = load %struct.journal*, %struct.journal** %jn, align 8
  %cmp13 = icmp eq %struct.journal* %16, null
  br i1 %cmp13, label %if.then15, label %if.end16

if.then15:                                        ; preds = %if.end11
  store i32 1, i32* %retval, align 4
  br label %return

if.end16:                                         ; preds = %if.end11
  %call17 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 32) #2
  %17 = bitcast i8* %call17 to %struct.tab*
  store %struct.tab* %17, %struct.tab** %tb, align 8
  %18 = load %struct.tab*, %struct.tab** %tb, align 8
  %cmp18 = icmp eq %struct.tab* %18, null
  br i1 %cmp18, label %if.then20, label %if.end21

if.then20:                                        ; preds = %if.end16
  store i32 1, i32* %retval, align 4
  br label %return

if.end21:                                         ; preds = %if.end16
  %19 = load i8*, i8** @any, align 8
  %20 = bitcast i8* %19 to %struct.node*
  %21 = load %struct.tab*, %struct.tab** %tb, align 8
  %first = getelementptr inbounds %struct.tab, %struct.tab* %21, i32 0, i32 2
  store %struct.node* %20, %struct.node** %first, align 8
  %22 = load i32, i32* %argc.addr, align 4
  %23 = load %struct.tab*, %struct.tab** %tb, align 8
  %n22 = getelementptr inbounds %struct.tab, %struct.tab* %23, i32 0, i32 0
  store i32 %22, i32* %n22, align 8
  %24 = load %struct.tab*, %struct.tab** %tb, align 8
  %call23 = call i64 @tab_first_key(%struct.tab* noundef %24)
  %25 = load %struct.tab*, %struct.tab** %tb, align 8
  %call24 = call i64 @tab_sum(%struct.tab* noundef %25)
  %add = add nsw i64 %call23, %call24
  store i64 %add, i64* %f, align 8
  %call25 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 16) #2
  %26 = bitcast i8* %call25 to %struct.chunk*
  store %struct.chunk* %26, %struct.chunk** %ch, align 8
  %27 = load %struct.chunk*, %struct.chunk** %ch, align 8
  %cmp26 = icmp eq %struct.chunk* %27, null
  br i1 %cmp26, label %if.then28, label %if.end29

if.then28:                                        ; preds = %if.end21
  store i32 1, i32* %retval, align 4
  br label %return

if.end29:                                         ; preds = %if.end21
  %28 = load %struct.chunk*, %struct.chunk** %ch, align 8
  %29 = bitcast %struct.chunk* %28 to i8*
  store i8* %29, i8** @any, align 8
  %30 = load %struct.chunk*, %struct.chunk** %ch, align 8
  %call30 = call i64 @check(%struct.chunk* noundef %30)
  %call31 = call i64 @probe(i32 noundef 2)
  %add32 = add nsw i64 %call30, %call31
  store i64 %add32, i64* %h, align 8
  %31 = load i32, i32* %argc.addr, align 4
  %conv33 = sext i32 %31 to i64
  store i64 %conv33, i64* %z, align 8
  %call34 = call i32 @has_id(i64* noundef %z)
  %conv35 = sext i32 %call34 to i64
  %32 = load i64, i64* %h, align 8
  %add36 = add nsw i64 %32, %conv35
  store i64 %add36, i64* %h, align 8
  %33 = load %struct.node*, %struct.node** %n, align 8
  %34 = bitcast %struct.node* %33 to i8*
  store i8* %34, i8** @any, align 8
  %35 = load %struct.journal*, %struct.journal** %jn, align 8
  call void @attach(%struct.journal* noundef %35)
  %36 = load %struct.journal*, %struct.journal** %jn, align 8
  %call37 = call i64 @total_val(%struct.journal* noundef %36)
  store i64 %call37, i64* %t, align 8
  %37 = load %struct.journal*, %struct.journal** %jn, align 8
  %call38 = call i64 @drop(%struct.journal* noundef %37)
  %38 = load i64, i64* %t, align 8
  %add39 = add nsw i64 %38, %call38
  store i64 %add39, i64* %t, align 8
  %39 = load %struct.cursor*, %struct.cursor** %c, align 8
  call void @park(%struct.cursor* noundef %39)
  %call40 = call i64 @probe(i32 noundef 1)
  %40 = load %struct.cursor*, %struct.cursor** %c, align 8
  %call41 = call i64 @cur_val(%struct.cursor* noundef %40)
  %add42 = add nsw i64 %call40, %call41
  %41 = load i64, i64* %t, align 8
  %add43 = add nsw i64 %add42, %41
  %42 = load i64, i64* %h, align 8
  %add44 = add nsw i64 %add43, %42
  %43 = load i64, i64* %f, align 8
  %add45 = add nsw i64 %add44, %43
  store i64 %add45, i64* %k, align 8
  %44 = load %struct.other*, %struct.other** %o, align 8
  %45 = bitcast %struct.other* %44 to i8*
  store i8* %45, i8** @any, align 8
  %46 = load %struct.list*, %struct.list** %l, align 8
  %call46 = call i64 @first_key(%struct.list* noundef %46)
  %47 = load %struct.list*, %struct.list** %l, align 8
  %call47 = call i64 @first_u(%struct.list* noundef %47)
  %add48 = add nsw i64 %call46, %call47
  %48 = load %struct.list*, %struct.list** %l, align 8
  %call49 = call i64 @sum_u(%struct.list* noundef %48)
  %add50 = add nsw i64 %add48, %call49
  %49 = load %struct.list*, %struct.list** %l, align 8
  %call51 = call i64 @use(%struct.list* noundef %49)
  %add52 = add nsw i64 %add50, %call51
  %50 = load i64, i64* %k, align 8
  %add53 = add nsw i64 %add52, %50
  %call54 = call i64 @probe(i32 noundef 0)
  %add55 = add nsw i64 %add53, %call54
  %conv56 = trunc i64 %add55 to i32
  store i32 %conv56, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end29, %if.then28, %if.then20, %if.then15, %if.then10, %if.then
  %51 = load i32, i32* %retval, align 4
  ret i32 %51
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
