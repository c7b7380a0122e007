; ModuleID = 'loadmeaning.c'
source_filename = "loadmeaning.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.list = type { i32, %struct.node* }
%struct.node = type { i64, i64, %struct.node* }
%struct.journal = type { i64, %struct.node* }
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
  %call17 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 16) #2
  %17 = bitcast i8* %call17 to %struct.chunk*
  store %struct.chunk* %17, %struct.chunk** %ch, align 8
  %18 = load %struct.chunk*, %struct.chunk** %ch, align 8
  %cmp18 = icmp eq %struct.chunk* %18, null
  br i1 %cmp18, label %if.then20, label %if.end21

if.then20:                                        ; preds = %if.end16
  store i32 1, i32* %retval, align 4
  br label %return

if.end21:                                         ; preds = %if.end16
  %19 = load %struct.chunk*, %struct.chunk** %ch, align 8
  %20 = bitcast %struct.chunk* %19 to i8*
  store i8* %20, i8** @any, align 8
  %21 = load %struct.chunk*, %struct.chunk** %ch, align 8
  %call22 = call i64 @check(%struct.chunk* noundef %21)
  %call23 = call i64 @probe(i32 noundef 2)
  %add = add nsw i64 %call22, %call23
  store i64 %add, i64* %h, align 8
  %22 = load i32, i32* %argc.addr, align 4
  %conv24 = sext i32 %22 to i64
  store i64 %conv24, i64* %z, align 8
  %call25 = call i32 @has_id(i64* noundef %z)
  %conv26 = sext i32 %call25 to i64
  %23 = load i64, i64* %h, align 8
  %add27 = add nsw i64 %23, %conv26
  store i64 %add27, i64* %h, align 8
  %24 = load %struct.node*, %struct.node** %n, align 8
  %25 = bitcast %struct.node* %24 to i8*
  store i8* %25, i8** @any, align 8
  %26 = load %struct.journal*, %struct.journal** %jn, align 8
  call void @attach(%struct.journal* noundef %26)
  %27 = load %struct.journal*, %struct.journal** %jn, align 8
  %call28 = call i64 @total_val(%struct.journal* noundef %27)
  store i64 %call28, i64* %t, align 8
  %28 = load %struct.journal*, %struct.journal** %jn, align 8
  %call29 = call i64 @drop(%struct.journal* noundef %28)
  %29 = load i64, i64* %t, align 8
  %add30 = add nsw i64 %29, %call29
  store i64 %add30, i64* %t, align 8
  %30 = load %struct.cursor*, %struct.cursor** %c, align 8
  call void @park(%struct.cursor* noundef %30)
  %call31 = call i64 @probe(i32 noundef 1)
  %31 = load %struct.cursor*, %struct.cursor** %c, align 8
  %call32 = call i64 @cur_val(%struct.cursor* noundef %31)
  %add33 = add nsw i64 %call31, %call32
  %32 = load i64, i64* %t, align 8
  %add34 = add nsw i64 %add33, %32
  %33 = load i64, i64* %h, align 8
  %add35 = add nsw i64 %add34, %33
  store i64 %add35, i64* %k, align 8
  %34 = load %struct.other*, %struct.other** %o, align 8
  %35 = bitcast %struct.other* %34 to i8*
  store i8* %35, i8** @any, align 8
  %36 = load %struct.list*, %struct.list** %l, align 8
  %call36 = call i64 @first_key(%struct.list* noundef %36)
  %37 = load %struct.list*, %struct.list** %l, align 8
  %call37 = call i64 @first_u(%struct.list* noundef %37)
  %add38 = add nsw i64 %call36, %call37
  %38 = load %struct.list*, %struct.list** %l, align 8
  %call39 = call i64 @sum_u(%struct.list* noundef %38)
  %add40 = add nsw i64 %add38, %call39
  %39 = load %struct.list*, %struct.list** %l, align 8
  %call41 = call i64 @use(%struct.list* noundef %39)
  %add42 = add nsw i64 %add40, %call41
  %40 = load i64, i64* %k, align 8
  %add43 = add nsw i64 %add42, %40
  %call44 = call i64 @probe(i32 noundef 0)
  %add45 = add nsw i64 %add43, %call44
  %conv46 = trunc i64 %add45 to i32
  store i32 %conv46, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end21, %if.then20, %if.then15, %if.then10, %if.then
  %41 = load i32, i32* %retval, align 4
  ret i32 %41
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
