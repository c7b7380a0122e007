; ModuleID = 'loadmeaning.c'
source_filename = "loadmeaning.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.list = type { i32, ptr }
%struct.node = type { i64, i64, ptr }
%struct.journal = type { i64, ptr }
%struct.tab = type { i32, %union.anon, ptr }
%union.anon = type { [2 x i64] }
%struct.chunk = type { i64, i64 }
%struct.cursor = type { i32, ptr }
%struct.other = type { i64, i64, i64, double }

@any = dso_local global ptr null, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @first_key(ptr noundef %l) #0 {
entry:
  %l.addr = alloca ptr, align 8
  store ptr %l, ptr %l.addr, align 8
  %0 = load ptr, ptr %l.addr, align 8
  %head = getelementptr inbounds %struct.list, ptr %0, i32 0, i32 1
  %1 = load ptr, ptr %head, align 8
  %key = getelementptr inbounds %struct.node, ptr %1, i32 0, i32 0
  %2 = load i64, ptr %key, align 8
  ret i64 %2
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @first_u(ptr noundef %l) #0 {
entry:
  %l.addr = alloca ptr, align 8
  %n = alloca ptr, align 8
  store ptr %l, ptr %l.addr, align 8
  %0 = load ptr, ptr %l.addr, align 8
  %head = getelementptr inbounds %struct.list, ptr %0, i32 0, i32 1
  %1 = load ptr, ptr %head, align 8
  store ptr %1, ptr %n, align 8
  %2 = load ptr, ptr %n, align 8
  %val = getelementptr inbounds %struct.node, ptr %2, i32 0, i32 1
  %call = call i64 @rd(ptr noundef %val)
  ret i64 %call
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rd(ptr noundef %x) #0 {
entry:
  %x.addr = alloca ptr, align 8
  store ptr %x, ptr %x.addr, align 8
  %0 = load ptr, ptr %x.addr, align 8
  %1 = load i64, ptr %0, align 8
  ret i64 %1
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @sum_u(ptr noundef %l) #0 {
entry:
  %l.addr = alloca ptr, align 8
  %s = alloca i64, align 8
  %p = alloca ptr, align 8
  store ptr %l, ptr %l.addr, align 8
  store i64 0, ptr %s, align 8
  %0 = load ptr, ptr %l.addr, align 8
  %head = getelementptr inbounds %struct.list, ptr %0, i32 0, i32 1
  %1 = load ptr, ptr %head, align 8
  store ptr %1, ptr %p, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %2 = load ptr, ptr %p, align 8
  %tobool = icmp ne ptr %2, null
  br i1 %tobool, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %3 = load ptr, ptr %p, align 8
  %val = getelementptr inbounds %struct.node, ptr %3, i32 0, i32 1
  %call = call i64 @rd(ptr noundef %val)
  %4 = load i64, ptr %s, align 8
  %add = add nsw i64 %4, %call
  store i64 %add, ptr %s, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %5 = load ptr, ptr %p, align 8
  %next = getelementptr inbounds %struct.node, ptr %5, i32 0, i32 2
  %6 = load ptr, ptr %next, align 8
  store ptr %6, ptr %p, align 8
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %7 = load i64, ptr %s, align 8
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @val_of(ptr noundef %n) #0 {
entry:
  %n.addr = alloca ptr, align 8
  store ptr %n, ptr %n.addr, align 8
  %0 = load ptr, ptr %n.addr, align 8
  %val = getelementptr inbounds %struct.node, ptr %0, i32 0, i32 1
  %call = call i64 @rd(ptr noundef %val)
  ret i64 %call
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @head_of(ptr noundef %l) #0 {
entry:
  %l.addr = alloca ptr, align 8
  store ptr %l, ptr %l.addr, align 8
  %0 = load ptr, ptr %l.addr, align 8
  %head = getelementptr inbounds %struct.list, ptr %0, i32 0, i32 1
  %1 = load ptr, ptr %head, align 8
  ret ptr %1
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @use(ptr noundef %l) #0 {
entry:
  %l.addr = alloca ptr, align 8
  store ptr %l, ptr %l.addr, align 8
  %0 = load ptr, ptr %l.addr, align 8
  %head = getelementptr inbounds %struct.list, ptr %0, i32 0, i32 1
  %1 = load ptr, ptr %head, align 8
  %call = call i64 @val_of(ptr noundef %1)
  %2 = load ptr, ptr %l.addr, align 8
  %call1 = call ptr @head_of(ptr noundef %2)
  %val = getelementptr inbounds %struct.node, ptr %call1, i32 0, i32 1
  %call2 = call i64 @rd(ptr noundef %val)
  %add = add nsw i64 %call, %call2
  ret i64 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @drop(ptr noundef %j) #0 {
entry:
  %j.addr = alloca ptr, align 8
  %p = alloca ptr, align 8
  %s = alloca i64, align 8
  %n = alloca ptr, align 8
  store ptr %j, ptr %j.addr, align 8
  %0 = load ptr, ptr %j.addr, align 8
  %first = getelementptr inbounds %struct.journal, ptr %0, i32 0, i32 1
  %1 = load ptr, ptr %first, align 8
  store ptr %1, ptr %p, align 8
  store i64 0, ptr %s, align 8
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %2 = load ptr, ptr %p, align 8
  %tobool = icmp ne ptr %2, null
  br i1 %tobool, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %3 = load ptr, ptr %p, align 8
  %next = getelementptr inbounds %struct.node, ptr %3, i32 0, i32 2
  %4 = load ptr, ptr %next, align 8
  store ptr %4, ptr %n, align 8
  %5 = load ptr, ptr %p, align 8
  %key = getelementptr inbounds %struct.node, ptr %5, i32 0, i32 0
  %6 = load i64, ptr %key, align 8
  %7 = load i64, ptr %s, align 8
  %add = add nsw i64 %7, %6
  store i64 %add, ptr %s, align 8
  %8 = load ptr, ptr %p, align 8
  call void @free(ptr noundef %8) #3
  %9 = load ptr, ptr %n, align 8
  store ptr %9, ptr %p, align 8
  br label %while.cond, !llvm.loop !8

while.end:                                        ; preds = %while.cond
  %10 = load i64, ptr %s, align 8
  ret i64 %10
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @attach(ptr noundef %j) #0 {
entry:
  %j.addr = alloca ptr, align 8
  store ptr %j, ptr %j.addr, align 8
  %0 = load ptr, ptr @any, align 8
  %1 = load ptr, ptr %j.addr, align 8
  %first = getelementptr inbounds %struct.journal, ptr %1, i32 0, i32 1
  store ptr %0, ptr %first, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @total_val(ptr noundef %j) #0 {
entry:
  %j.addr = alloca ptr, align 8
  %s = alloca i64, align 8
  %p = alloca ptr, align 8
  store ptr %j, ptr %j.addr, align 8
  store i64 0, ptr %s, align 8
  %0 = load ptr, ptr %j.addr, align 8
  %first = getelementptr inbounds %struct.journal, ptr %0, i32 0, i32 1
  %1 = load ptr, ptr %first, align 8
  store ptr %1, ptr %p, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %2 = load ptr, ptr %p, align 8
  %tobool = icmp ne ptr %2, null
  br i1 %tobool, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %3 = load ptr, ptr %p, align 8
  %val = getelementptr inbounds %struct.node, ptr %3, i32 0, i32 1
  %call = call i64 @rd(ptr noundef %val)
  %4 = load i64, ptr %s, align 8
  %add = add nsw i64 %4, %call
  store i64 %add, ptr %s, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %5 = load ptr, ptr %p, align 8
  %next = getelementptr inbounds %struct.node, ptr %5, i32 0, i32 2
  %6 = load ptr, ptr %next, align 8
  store ptr %6, ptr %p, align 8
  br label %for.cond, !llvm.loop !9

for.end:                                          ; preds = %for.cond
  %7 = load i64, ptr %s, align 8
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @tab_first_key(ptr noundef %t) #0 {
entry:
  %t.addr = alloca ptr, align 8
  store ptr %t, ptr %t.addr, align 8
  %0 = load ptr, ptr %t.addr, align 8
  %first = getelementptr inbounds %struct.tab, ptr %0, i32 0, i32 2
  %1 = load ptr, ptr %first, align 8
  %key = getelementptr inbounds %struct.node, ptr %1, i32 0, i32 0
  %2 = load i64, ptr %key, align 8
  %3 = load ptr, ptr %t.addr, align 8
  %n = getelementptr inbounds %struct.tab, ptr %3, i32 0, i32 0
  %4 = load i32, ptr %n, align 8
  %conv = sext i32 %4 to i64
  %add = add nsw i64 %2, %conv
  ret i64 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @tab_sum(ptr noundef %t) #0 {
entry:
  %t.addr = alloca ptr, align 8
  %s = alloca i64, align 8
  %p = alloca ptr, align 8
  store ptr %t, ptr %t.addr, align 8
  %0 = load ptr, ptr %t.addr, align 8
  %n = getelementptr inbounds %struct.tab, ptr %0, i32 0, i32 0
  %1 = load i32, ptr %n, align 8
  %conv = sext i32 %1 to i64
  store i64 %conv, ptr %s, align 8
  %2 = load ptr, ptr %t.addr, align 8
  %first = getelementptr inbounds %struct.tab, ptr %2, i32 0, i32 2
  %3 = load ptr, ptr %first, align 8
  store ptr %3, ptr %p, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %4 = load ptr, ptr %p, align 8
  %tobool = icmp ne ptr %4, null
  br i1 %tobool, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %5 = load ptr, ptr %p, align 8
  %val = getelementptr inbounds %struct.node, ptr %5, i32 0, i32 1
  %call = call i64 @rd(ptr noundef %val)
  %6 = load i64, ptr %s, align 8
  %add = add nsw i64 %6, %call
  store i64 %add, ptr %s, align 8
  %7 = load ptr, ptr %p, align 8
  store ptr %7, ptr @any, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %8 = load ptr, ptr %p, align 8
  %next = getelementptr inbounds %struct.node, ptr %8, i32 0, i32 2
  %9 = load ptr, ptr %next, align 8
  store ptr %9, ptr %p, align 8
  br label %for.cond, !llvm.loop !10

for.end:                                          ; preds = %for.cond
  %10 = load i64, ptr %s, align 8
  ret i64 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @has_id(ptr noundef %x) #0 {
entry:
  %x.addr = alloca ptr, align 8
  store ptr %x, ptr %x.addr, align 8
  %0 = load ptr, ptr %x.addr, align 8
  %1 = load i64, ptr %0, align 8
  %cmp = icmp eq i64 %1, 7
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @check(ptr noundef %c) #0 {
entry:
  %c.addr = alloca ptr, align 8
  store ptr %c, ptr %c.addr, align 8
  %0 = load ptr, ptr %c.addr, align 8
  %size = getelementptr inbounds %struct.chunk, ptr %0, i32 0, i32 1
  store i64 1, ptr %size, align 8
  %1 = load ptr, ptr %c.addr, align 8
  %id = getelementptr inbounds %struct.chunk, ptr %1, i32 0, i32 0
  %call = call i32 @has_id(ptr noundef %id)
  %conv = sext i32 %call to i64
  ret i64 %conv
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @park(ptr noundef %c) #0 {
entry:
  %c.addr = alloca ptr, align 8
  %p = alloca ptr, align 8
  store ptr %c, ptr %c.addr, align 8
  %0 = load ptr, ptr @any, align 8
  store ptr %0, ptr %p, align 8
  %1 = load ptr, ptr %p, align 8
  %2 = load ptr, ptr %c.addr, align 8
  %cur = getelementptr inbounds %struct.cursor, ptr %2, i32 0, i32 1
  store ptr %1, ptr %cur, align 8
  %3 = load ptr, ptr %p, align 8
  %key = getelementptr inbounds %struct.node, ptr %3, i32 0, i32 0
  %4 = load i64, ptr %key, align 8
  %conv = trunc i64 %4 to i32
  %5 = load ptr, ptr %c.addr, align 8
  %pos = getelementptr inbounds %struct.cursor, ptr %5, i32 0, i32 0
  store i32 %conv, ptr %pos, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @cur_val(ptr noundef %c) #0 {
entry:
  %c.addr = alloca ptr, align 8
  store ptr %c, ptr %c.addr, align 8
  %0 = load ptr, ptr %c.addr, align 8
  %cur = getelementptr inbounds %struct.cursor, ptr %0, i32 0, i32 1
  %1 = load ptr, ptr %cur, align 8
  %val = getelementptr inbounds %struct.node, ptr %1, i32 0, i32 1
  %call = call i64 @rd(ptr noundef %val)
  ret i64 %call
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @probe(i32 noundef %kind) #0 {
entry:
  %kind.addr = alloca i32, align 4
  store i32 %kind, ptr %kind.addr, align 4
  %0 = load i32, ptr %kind.addr, align 4
  %tobool = icmp ne i32 %0, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load ptr, ptr @any, align 8
  %key = getelementptr inbounds %struct.node, ptr %1, i32 0, i32 0
  %2 = load i64, ptr %key, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  %3 = load ptr, ptr @any, align 8
  %d = getelementptr inbounds %struct.other, ptr %3, i32 0, i32 3
  %4 = load double, ptr %d, align 8
  %conv = fptosi double %4 to i64
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i64 [ %2, %cond.true ], [ %conv, %cond.false ]
  ret i64 %cond
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %l = alloca ptr, align 8
  %n = alloca ptr, align 8
  %o = alloca ptr, align 8
  %c = alloca ptr, align 8
  %jn = alloca ptr, align 8
  %tb = alloca ptr, align 8
  %f = alloca i64, align 8
  %ch = alloca ptr, align 8
  %h = alloca i64, align 8
  %z = alloca i64, align 8
  %t = alloca i64, align 8
  %k = alloca i64, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @calloc(i64 noundef 1, i64 noundef 16) #4
  store ptr %call, ptr %l, align 8
  %call1 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 24) #4
  store ptr %call1, ptr %n, align 8
  %call2 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 32) #4
  store ptr %call2, ptr %o, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %1 = load ptr, ptr %l, align 8
  %cmp = icmp eq ptr %1, null
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %2 = load ptr, ptr %n, align 8
  %cmp3 = icmp eq ptr %2, null
  br i1 %cmp3, label %if.then, label %lor.lhs.false4

lor.lhs.false4:                                   ; preds = %lor.lhs.false
  %3 = load ptr, ptr %o, align 8
  %cmp5 = icmp eq ptr %3, null
  br i1 %cmp5, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false4, %lor.lhs.false, %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false4
  %4 = load i32, ptr %argc.addr, align 4
  %conv = sext i32 %4 to i64
  %5 = load ptr, ptr %n, align 8
  %val = getelementptr inbounds %struct.node, ptr %5, i32 0, i32 1
  store i64 %conv, ptr %val, align 8
  %6 = load ptr, ptr %n, align 8
  %7 = load ptr, ptr %l, align 8
  %head = getelementptr inbounds %struct.list, ptr %7, i32 0, i32 1
  store ptr %6, ptr %head, align 8
  %8 = load i32, ptr %argc.addr, align 4
  %conv6 = sitofp i32 %8 to double
  %9 = load ptr, ptr %o, align 8
  %d = getelementptr inbounds %struct.other, ptr %9, i32 0, i32 3
  store double %conv6, ptr %d, align 8
  %call7 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 16) #4
  store ptr %call7, ptr %c, align 8
  %10 = load ptr, ptr %c, align 8
  %cmp8 = icmp eq ptr %10, null
  br i1 %cmp8, label %if.then10, label %if.end11

if.then10:                                        ; preds = %if.end
  store i32 1, ptr %retval, align 4
  br label %return

if.end11:                                         ; preds = %if.end
  %call12 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 16) #4
  store ptr %call12, ptr %jn, align 8
  %11 = load ptr, ptr %jn, align 8
  %cmp13 = icmp eq ptr %11, null
  br i1 %cmp13, label %if.then15, label %if.end16

if.then15:                                        ; preds = %if.end11
  store i32 1, ptr %retval, align 4
  br label %return

if.end16:                                         ; preds = %if.end11
  %call17 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 32) #4
  store ptr %call17, ptr %tb, align 8
  %12 = load ptr, ptr %tb, align 8
  %cmp18 = icmp eq ptr %12, null
  br i1 %cmp18, label %if.then20, label %if.end21

if.then20:                                        ; preds = %if.end16
  store i32 1, ptr %retval, align 4
  br label %return

if.end21:                                         ; preds = %if.end16
  %13 = load ptr, ptr @any, align 8
  %14 = load ptr, ptr %tb, align 8
  %first = getelementptr inbounds %struct.tab, ptr %14, i32 0, i32 2
  store ptr %13, ptr %first, align 8
  %15 = load i32, ptr %argc.addr, align 4
  %16 = load ptr, ptr %tb, align 8
  %n22 = getelementptr inbounds %struct.tab, ptr %16, i32 0, i32 0
  store i32 %15, ptr %n22, align 8
  %17 = load ptr, ptr %tb, align 8
  %call23 = call i64 @tab_first_key(ptr noundef %17)
  %18 = load ptr, ptr %tb, align 8
  %call24 = call i64 @tab_sum(ptr noundef %18)
  %add = add nsw i64 %call23, %call24
  store i64 %add, ptr %f, align 8
  %call25 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 16) #4
  store ptr %call25, ptr %ch, align 8
  %19 = load ptr, ptr %ch, align 8
  %cmp26 = icmp eq ptr %19, null
  br i1 %cmp26, label %if.then28, label %if.end29

if.then28:                                        ; preds = %if.end21
  store i32 1, ptr %retval, align 4
  br label %return

if.end29:                                         ; preds = %if.end21
  %20 = load ptr, ptr %ch, align 8
  store ptr %20, ptr @any, align 8
  %21 = load ptr, ptr %ch, align 8
  %call30 = call i64 @check(ptr noundef %21)
  %call31 = call i64 @probe(i32 noundef 2)
  %add32 = add nsw i64 %call30, %call31
  store i64 %add32, ptr %h, align 8
  %22 = load i32, ptr %argc.addr, align 4
  %conv33 = sext i32 %22 to i64
  store i64 %conv33, ptr %z, align 8
  %call34 = call i32 @has_id(ptr noundef %z)
  %conv35 = sext i32 %call34 to i64
  %23 = load i64, ptr %h, align 8
  %add36 = add nsw i64 %23, %conv35
  store i64 %add36, ptr %h, align 8
  %24 = load ptr, ptr %n, align 8
  store ptr %24, ptr @any, align 8
  %25 = load ptr, ptr %jn, align 8
  call void @attach(ptr noundef %25)
  %26 = load ptr, ptr %jn, align 8
  %call37 = call i64 @total_val(ptr noundef %26)
  store i64 %call37, ptr %t, align 8
  %27 = load ptr, ptr %jn, align 8
  %call38 = call i64 @drop(ptr noundef %27)
  %28 = load i64, ptr %t, align 8
  %add39 = add nsw i64 %28, %call38
  store i64 %add39, ptr %t, align 8
  %29 = load ptr, ptr %c, align 8
  call void @park(ptr noundef %29)
  %call40 = call i64 @probe(i32 noundef 1)
  %30 = load ptr, ptr %c, align 8
  %call41 = call i64 @cur_val(ptr noundef %30)
  %add42 = add nsw i64 %call40, %call41
  %31 = load i64, ptr %t, align 8
  %add43 = add nsw i64 %add42, %31
  %32 = load i64, ptr %h, align 8
  %add44 = add nsw i64 %add43, %32
  %33 = load i64, ptr %f, align 8
  %add45 = add nsw i64 %add44, %33
  store i64 %add45, ptr %k, align 8
  %34 = load ptr, ptr %o, align 8
  store ptr %34, ptr @any, align 8
  %35 = load ptr, ptr %l, align 8
  %call46 = call i64 @first_key(ptr noundef %35)
  %36 = load ptr, ptr %l, align 8
  %call47 = call i64 @first_u(ptr noundef %36)
  %add48 = add nsw i64 %call46, %call47
  %37 = load ptr, ptr %l, align 8
  %call49 = call i64 @sum_u(ptr noundef %37)
  %add50 = add nsw i64 %add48, %call49
  %38 = load ptr, ptr %l, align 8
  %call51 = call i64 @use(ptr noundef %38)
  %add52 = add nsw i64 %add50, %call51
  %39 = load i64, ptr %k, align 8
  %add53 = add nsw i64 %add52, %39
  %call54 = call i64 @probe(i32 noundef 0)
  %add55 = add nsw i64 %add53, %call54
  %conv56 = trunc i64 %add55 to i32
  store i32 %conv56, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end29, %if.then28, %if.then20, %if.then15, %if.then10, %if.then
  %40 = load i32, ptr %retval, align 4
  ret i32 %40
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
