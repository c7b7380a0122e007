; ModuleID = 'recursion.c'
source_filename = "recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.tree = type { i32, ptr, ptr, ptr }

@main.names = internal global [6 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5], align 16
@.str = private unnamed_addr constant [5 x i8] c"five\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"eight\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"four\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"nine\00", align 1
@main.keys = internal constant [6 x i32] [i32 5, i32 3, i32 8, i32 1, i32 4, i32 9], align 16
@.str.6 = private unnamed_addr constant [13 x i8] c"2*(3+4)-10/5\00", align 1
@.str.7 = private unnamed_addr constant [19 x i8] c"\0A%d %s %d %lu %ld\0A\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"-\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"%d:%s \00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %root = alloca ptr, align 8
  %i = alloca i32, align 4
  %t = alloca ptr, align 8
  %src = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  store ptr null, ptr %root, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %cmp = icmp slt i32 %0, 6
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load ptr, ptr %root, align 8
  %2 = load i32, ptr %i, align 4
  %idxprom = sext i32 %2 to i64
  %arrayidx = getelementptr inbounds [6 x i32], ptr @main.keys, i64 0, i64 %idxprom
  %3 = load i32, ptr %arrayidx, align 4
  %4 = load i32, ptr %i, align 4
  %idxprom1 = sext i32 %4 to i64
  %arrayidx2 = getelementptr inbounds [6 x ptr], ptr @main.names, i64 0, i64 %idxprom1
  %5 = load ptr, ptr %arrayidx2, align 8
  %call = call ptr @insert(ptr noundef %1, i32 noundef %3, ptr noundef %5)
  store ptr %call, ptr %root, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %6 = load i32, ptr %i, align 4
  %inc = add nsw i32 %6, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %7 = load ptr, ptr %root, align 8
  call void @walk(ptr noundef %7, ptr noundef @print_node)
  %8 = load ptr, ptr %root, align 8
  %call3 = call ptr @lookup(ptr noundef %8, i32 noundef 4)
  store ptr %call3, ptr %t, align 8
  %9 = load i32, ptr %argc.addr, align 4
  %cmp4 = icmp sgt i32 %9, 1
  br i1 %cmp4, label %cond.true, label %cond.false

cond.true:                                        ; preds = %for.end
  %10 = load ptr, ptr %argv.addr, align 8
  %arrayidx5 = getelementptr inbounds ptr, ptr %10, i64 1
  %11 = load ptr, ptr %arrayidx5, align 8
  br label %cond.end

cond.false:                                       ; preds = %for.end
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %11, %cond.true ], [ @.str.6, %cond.false ]
  store ptr %cond, ptr %src, align 8
  %12 = load ptr, ptr %root, align 8
  %call6 = call i32 @height(ptr noundef %12)
  %13 = load ptr, ptr %t, align 8
  %tobool = icmp ne ptr %13, null
  br i1 %tobool, label %cond.true7, label %cond.false8

cond.true7:                                       ; preds = %cond.end
  %14 = load ptr, ptr %t, align 8
  %label = getelementptr inbounds %struct.tree, ptr %14, i32 0, i32 1
  %15 = load ptr, ptr %label, align 8
  br label %cond.end9

cond.false8:                                      ; preds = %cond.end
  br label %cond.end9

cond.end9:                                        ; preds = %cond.false8, %cond.true7
  %cond10 = phi ptr [ %15, %cond.true7 ], [ @.str.8, %cond.false8 ]
  %16 = load i32, ptr %argc.addr, align 4
  %add = add i32 %16, 10
  %call11 = call i32 @is_even(i32 noundef %add)
  %call12 = call i64 @ackermann(i64 noundef 2, i64 noundef 3)
  %call13 = call i64 @expr(ptr noundef %src)
  %call14 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %call6, ptr noundef %cond10, i32 noundef %call11, i64 noundef %call12, i64 noundef %call13)
  %17 = load ptr, ptr %root, align 8
  call void @destroy(ptr noundef %17)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @insert(ptr noundef %t, i32 noundef %key, ptr noundef %label) #0 {
entry:
  %t.addr = alloca ptr, align 8
  %key.addr = alloca i32, align 4
  %label.addr = alloca ptr, align 8
  store ptr %t, ptr %t.addr, align 8
  store i32 %key, ptr %key.addr, align 4
  store ptr %label, ptr %label.addr, align 8
  %0 = load ptr, ptr %t.addr, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %if.else, label %if.then

if.then:                                          ; preds = %entry
  %call = call noalias ptr @malloc(i64 noundef 32) #5
  store ptr %call, ptr %t.addr, align 8
  %1 = load ptr, ptr %t.addr, align 8
  %tobool1 = icmp ne ptr %1, null
  br i1 %tobool1, label %if.end, label %if.then2

if.then2:                                         ; preds = %if.then
  call void @exit(i32 noundef 1) #6
  unreachable

if.end:                                           ; preds = %if.then
  %2 = load i32, ptr %key.addr, align 4
  %3 = load ptr, ptr %t.addr, align 8
  %key3 = getelementptr inbounds %struct.tree, ptr %3, i32 0, i32 0
  store i32 %2, ptr %key3, align 8
  %4 = load ptr, ptr %label.addr, align 8
  %5 = load ptr, ptr %t.addr, align 8
  %label4 = getelementptr inbounds %struct.tree, ptr %5, i32 0, i32 1
  store ptr %4, ptr %label4, align 8
  %6 = load ptr, ptr %t.addr, align 8
  %right = getelementptr inbounds %struct.tree, ptr %6, i32 0, i32 3
  store ptr null, ptr %right, align 8
  %7 = load ptr, ptr %t.addr, align 8
  %left = getelementptr inbounds %struct.tree, ptr %7, i32 0, i32 2
  store ptr null, ptr %left, align 8
  br label %if.end19

if.else:                                          ; preds = %entry
  %8 = load i32, ptr %key.addr, align 4
  %9 = load ptr, ptr %t.addr, align 8
  %key5 = getelementptr inbounds %struct.tree, ptr %9, i32 0, i32 0
  %10 = load i32, ptr %key5, align 8
  %cmp = icmp slt i32 %8, %10
  br i1 %cmp, label %if.then6, label %if.else10

if.then6:                                         ; preds = %if.else
  %11 = load ptr, ptr %t.addr, align 8
  %left7 = getelementptr inbounds %struct.tree, ptr %11, i32 0, i32 2
  %12 = load ptr, ptr %left7, align 8
  %13 = load i32, ptr %key.addr, align 4
  %14 = load ptr, ptr %label.addr, align 8
  %call8 = call ptr @insert(ptr noundef %12, i32 noundef %13, ptr noundef %14)
  %15 = load ptr, ptr %t.addr, align 8
  %left9 = getelementptr inbounds %struct.tree, ptr %15, i32 0, i32 2
  store ptr %call8, ptr %left9, align 8
  br label %if.end18

if.else10:                                        ; preds = %if.else
  %16 = load i32, ptr %key.addr, align 4
  %17 = load ptr, ptr %t.addr, align 8
  %key11 = getelementptr inbounds %struct.tree, ptr %17, i32 0, i32 0
  %18 = load i32, ptr %key11, align 8
  %cmp12 = icmp sgt i32 %16, %18
  br i1 %cmp12, label %if.then13, label %if.end17

if.then13:                                        ; preds = %if.else10
  %19 = load ptr, ptr %t.addr, align 8
  %right14 = getelementptr inbounds %struct.tree, ptr %19, i32 0, i32 3
  %20 = load ptr, ptr %right14, align 8
  %21 = load i32, ptr %key.addr, align 4
  %22 = load ptr, ptr %label.addr, align 8
  %call15 = call ptr @insert(ptr noundef %20, i32 noundef %21, ptr noundef %22)
  %23 = load ptr, ptr %t.addr, align 8
  %right16 = getelementptr inbounds %struct.tree, ptr %23, i32 0, i32 3
  store ptr %call15, ptr %right16, align 8
  br label %if.end17

if.end17:                                         ; preds = %if.then13, %if.else10
  br label %if.end18

if.end18:                                         ; preds = %if.end17, %if.then6
  br label %if.end19

if.end19:                                         ; preds = %if.end18, %if.end
  %24 = load ptr, ptr %t.addr, align 8
  ret ptr %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @walk(ptr noundef %t, ptr noundef %visit) #0 {
entry:
  %t.addr = alloca ptr, align 8
  %visit.addr = alloca ptr, align 8
  store ptr %t, ptr %t.addr, align 8
  store ptr %visit, ptr %visit.addr, align 8
  %0 = load ptr, ptr %t.addr, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  br label %return

if.end:                                           ; preds = %entry
  %1 = load ptr, ptr %t.addr, align 8
  %left = getelementptr inbounds %struct.tree, ptr %1, i32 0, i32 2
  %2 = load ptr, ptr %left, align 8
  %3 = load ptr, ptr %visit.addr, align 8
  call void @walk(ptr noundef %2, ptr noundef %3)
  %4 = load ptr, ptr %visit.addr, align 8
  %5 = load ptr, ptr %t.addr, align 8
  call void %4(ptr noundef %5)
  %6 = load ptr, ptr %t.addr, align 8
  %right = getelementptr inbounds %struct.tree, ptr %6, i32 0, i32 3
  %7 = load ptr, ptr %right, align 8
  %8 = load ptr, ptr %visit.addr, align 8
  call void @walk(ptr noundef %7, ptr noundef %8)
  br label %return

return:                                           ; preds = %if.end, %if.then
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_node(ptr noundef %t) #0 {
entry:
  %t.addr = alloca ptr, align 8
  store ptr %t, ptr %t.addr, align 8
  %0 = load ptr, ptr %t.addr, align 8
  %key = getelementptr inbounds %struct.tree, ptr %0, i32 0, i32 0
  %1 = load i32, ptr %key, align 8
  %2 = load ptr, ptr %t.addr, align 8
  %label = getelementptr inbounds %struct.tree, ptr %2, i32 0, i32 1
  %3 = load ptr, ptr %label, align 8
  %call = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %1, ptr noundef %3)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @lookup(ptr noundef %t, i32 noundef %key) #0 {
entry:
  %retval = alloca ptr, align 8
  %t.addr = alloca ptr, align 8
  %key.addr = alloca i32, align 4
  store ptr %t, ptr %t.addr, align 8
  store i32 %key, ptr %key.addr, align 4
  %0 = load ptr, ptr %t.addr, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %lor.lhs.false, label %if.then

lor.lhs.false:                                    ; preds = %entry
  %1 = load ptr, ptr %t.addr, align 8
  %key1 = getelementptr inbounds %struct.tree, ptr %1, i32 0, i32 0
  %2 = load i32, ptr %key1, align 8
  %3 = load i32, ptr %key.addr, align 4
  %cmp = icmp eq i32 %2, %3
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %entry
  %4 = load ptr, ptr %t.addr, align 8
  store ptr %4, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %5 = load i32, ptr %key.addr, align 4
  %6 = load ptr, ptr %t.addr, align 8
  %key2 = getelementptr inbounds %struct.tree, ptr %6, i32 0, i32 0
  %7 = load i32, ptr %key2, align 8
  %cmp3 = icmp slt i32 %5, %7
  br i1 %cmp3, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.end
  %8 = load ptr, ptr %t.addr, align 8
  %left = getelementptr inbounds %struct.tree, ptr %8, i32 0, i32 2
  %9 = load ptr, ptr %left, align 8
  br label %cond.end

cond.false:                                       ; preds = %if.end
  %10 = load ptr, ptr %t.addr, align 8
  %right = getelementptr inbounds %struct.tree, ptr %10, i32 0, i32 3
  %11 = load ptr, ptr %right, align 8
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %9, %cond.true ], [ %11, %cond.false ]
  %12 = load i32, ptr %key.addr, align 4
  %call = call ptr @lookup(ptr noundef %cond, i32 noundef %12)
  store ptr %call, ptr %retval, align 8
  br label %return

return:                                           ; preds = %cond.end, %if.then
  %13 = load ptr, ptr %retval, align 8
  ret ptr %13
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @height(ptr noundef %t) #0 {
entry:
  %retval = alloca i32, align 4
  %t.addr = alloca ptr, align 8
  %l = alloca i32, align 4
  %r = alloca i32, align 4
  store ptr %t, ptr %t.addr, align 8
  %0 = load ptr, ptr %t.addr, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 0, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %1 = load ptr, ptr %t.addr, align 8
  %left = getelementptr inbounds %struct.tree, ptr %1, i32 0, i32 2
  %2 = load ptr, ptr %left, align 8
  %call = call i32 @height(ptr noundef %2)
  store i32 %call, ptr %l, align 4
  %3 = load ptr, ptr %t.addr, align 8
  %right = getelementptr inbounds %struct.tree, ptr %3, i32 0, i32 3
  %4 = load ptr, ptr %right, align 8
  %call1 = call i32 @height(ptr noundef %4)
  store i32 %call1, ptr %r, align 4
  %5 = load i32, ptr %l, align 4
  %6 = load i32, ptr %r, align 4
  %cmp = icmp sgt i32 %5, %6
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.end
  %7 = load i32, ptr %l, align 4
  br label %cond.end

cond.false:                                       ; preds = %if.end
  %8 = load i32, ptr %r, align 4
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %7, %cond.true ], [ %8, %cond.false ]
  %add = add nsw i32 1, %cond
  store i32 %add, ptr %retval, align 4
  br label %return

return:                                           ; preds = %cond.end, %if.then
  %9 = load i32, ptr %retval, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_even(i32 noundef %n) #0 {
entry:
  %n.addr = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
  %0 = load i32, ptr %n.addr, align 4
  %cmp = icmp eq i32 %0, 0
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  br label %cond.end

cond.false:                                       ; preds = %entry
  %1 = load i32, ptr %n.addr, align 4
  %sub = sub i32 %1, 1
  %call = call i32 @is_odd(i32 noundef %sub)
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ 1, %cond.true ], [ %call, %cond.false ]
  ret i32 %cond
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ackermann(i64 noundef %m, i64 noundef %n) #0 {
entry:
  %retval = alloca i64, align 8
  %m.addr = alloca i64, align 8
  %n.addr = alloca i64, align 8
  store i64 %m, ptr %m.addr, align 8
  store i64 %n, ptr %n.addr, align 8
  %0 = load i64, ptr %m.addr, align 8
  %cmp = icmp eq i64 %0, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %1 = load i64, ptr %n.addr, align 8
  %add = add i64 %1, 1
  store i64 %add, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %2 = load i64, ptr %n.addr, align 8
  %cmp1 = icmp eq i64 %2, 0
  br i1 %cmp1, label %if.then2, label %if.end3

if.then2:                                         ; preds = %if.end
  %3 = load i64, ptr %m.addr, align 8
  %sub = sub i64 %3, 1
  %call = call i64 @ackermann(i64 noundef %sub, i64 noundef 1)
  store i64 %call, ptr %retval, align 8
  br label %return

if.end3:                                          ; preds = %if.end
  %4 = load i64, ptr %m.addr, align 8
  %sub4 = sub i64 %4, 1
  %5 = load i64, ptr %m.addr, align 8
  %6 = load i64, ptr %n.addr, align 8
  %sub5 = sub i64 %6, 1
  %call6 = call i64 @ackermann(i64 noundef %5, i64 noundef %sub5)
  %call7 = call i64 @ackermann(i64 noundef %sub4, i64 noundef %call6)
  store i64 %call7, ptr %retval, align 8
  br label %return

return:                                           ; preds = %if.end3, %if.then2, %if.then
  %7 = load i64, ptr %retval, align 8
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @expr(ptr noundef %s) #0 {
entry:
  %s.addr = alloca ptr, align 8
  %v = alloca i64, align 8
  %op = alloca i8, align 1
  %r = alloca i64, align 8
  store ptr %s, ptr %s.addr, align 8
  %0 = load ptr, ptr %s.addr, align 8
  %call = call i64 @term(ptr noundef %0)
  store i64 %call, ptr %v, align 8
  br label %while.cond

while.cond:                                       ; preds = %cond.end, %entry
  %1 = load ptr, ptr %s.addr, align 8
  %2 = load ptr, ptr %1, align 8
  %3 = load i8, ptr %2, align 1
  %conv = sext i8 %3 to i32
  %cmp = icmp eq i32 %conv, 43
  br i1 %cmp, label %lor.end, label %lor.rhs

lor.rhs:                                          ; preds = %while.cond
  %4 = load ptr, ptr %s.addr, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load i8, ptr %5, align 1
  %conv2 = sext i8 %6 to i32
  %cmp3 = icmp eq i32 %conv2, 45
  br label %lor.end

lor.end:                                          ; preds = %lor.rhs, %while.cond
  %7 = phi i1 [ true, %while.cond ], [ %cmp3, %lor.rhs ]
  br i1 %7, label %while.body, label %while.end

while.body:                                       ; preds = %lor.end
  %8 = load ptr, ptr %s.addr, align 8
  %9 = load ptr, ptr %8, align 8
  %incdec.ptr = getelementptr inbounds i8, ptr %9, i32 1
  store ptr %incdec.ptr, ptr %8, align 8
  %10 = load i8, ptr %9, align 1
  store i8 %10, ptr %op, align 1
  %11 = load ptr, ptr %s.addr, align 8
  %call5 = call i64 @term(ptr noundef %11)
  store i64 %call5, ptr %r, align 8
  %12 = load i8, ptr %op, align 1
  %conv6 = sext i8 %12 to i32
  %cmp7 = icmp eq i32 %conv6, 43
  br i1 %cmp7, label %cond.true, label %cond.false

cond.true:                                        ; preds = %while.body
  %13 = load i64, ptr %v, align 8
  %14 = load i64, ptr %r, align 8
  %add = add nsw i64 %13, %14
  br label %cond.end

cond.false:                                       ; preds = %while.body
  %15 = load i64, ptr %v, align 8
  %16 = load i64, ptr %r, align 8
  %sub = sub nsw i64 %15, %16
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i64 [ %add, %cond.true ], [ %sub, %cond.false ]
  store i64 %cond, ptr %v, align 8
  br label %while.cond, !llvm.loop !8

while.end:                                        ; preds = %lor.end
  %17 = load i64, ptr %v, align 8
  ret i64 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @destroy(ptr noundef %t) #0 {
entry:
  %t.addr = alloca ptr, align 8
  store ptr %t, ptr %t.addr, align 8
  %0 = load ptr, ptr %t.addr, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %1 = load ptr, ptr %t.addr, align 8
  %left = getelementptr inbounds %struct.tree, ptr %1, i32 0, i32 2
  %2 = load ptr, ptr %left, align 8
  call void @destroy(ptr noundef %2)
  %3 = load ptr, ptr %t.addr, align 8
  %right = getelementptr inbounds %struct.tree, ptr %3, i32 0, i32 3
  %4 = load ptr, ptr %right, align 8
  call void @destroy(ptr noundef %4)
  %5 = load ptr, ptr %t.addr, align 8
  call void @free(ptr noundef %5) #7
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_odd(i32 noundef %n) #0 {
entry:
  %n.addr = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
  %0 = load i32, ptr %n.addr, align 4
  %cmp = icmp eq i32 %0, 0
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  br label %cond.end

cond.false:                                       ; preds = %entry
  %1 = load i32, ptr %n.addr, align 4
  %sub = sub i32 %1, 1
  %call = call i32 @is_even(i32 noundef %sub)
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ 0, %cond.true ], [ %call, %cond.false ]
  ret i32 %cond
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @term(ptr noundef %s) #0 {
entry:
  %s.addr = alloca ptr, align 8
  %v = alloca i64, align 8
  %op = alloca i8, align 1
  %r = alloca i64, align 8
  store ptr %s, ptr %s.addr, align 8
  %0 = load ptr, ptr %s.addr, align 8
  %call = call i64 @factor(ptr noundef %0)
  store i64 %call, ptr %v, align 8
  br label %while.cond

while.cond:                                       ; preds = %cond.end11, %entry
  %1 = load ptr, ptr %s.addr, align 8
  %2 = load ptr, ptr %1, align 8
  %3 = load i8, ptr %2, align 1
  %conv = sext i8 %3 to i32
  %cmp = icmp eq i32 %conv, 42
  br i1 %cmp, label %lor.end, label %lor.rhs

lor.rhs:                                          ; preds = %while.cond
  %4 = load ptr, ptr %s.addr, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load i8, ptr %5, align 1
  %conv2 = sext i8 %6 to i32
  %cmp3 = icmp eq i32 %conv2, 47
  br label %lor.end

lor.end:                                          ; preds = %lor.rhs, %while.cond
  %7 = phi i1 [ true, %while.cond ], [ %cmp3, %lor.rhs ]
  br i1 %7, label %while.body, label %while.end

while.body:                                       ; preds = %lor.end
  %8 = load ptr, ptr %s.addr, align 8
  %9 = load ptr, ptr %8, align 8
  %incdec.ptr = getelementptr inbounds i8, ptr %9, i32 1
  store ptr %incdec.ptr, ptr %8, align 8
  %10 = load i8, ptr %9, align 1
  store i8 %10, ptr %op, align 1
  %11 = load ptr, ptr %s.addr, align 8
  %call5 = call i64 @factor(ptr noundef %11)
  store i64 %call5, ptr %r, align 8
  %12 = load i8, ptr %op, align 1
  %conv6 = sext i8 %12 to i32
  %cmp7 = icmp eq i32 %conv6, 42
  br i1 %cmp7, label %cond.true, label %cond.false

cond.true:                                        ; preds = %while.body
  %13 = load i64, ptr %v, align 8
  %14 = load i64, ptr %r, align 8
  %mul = mul nsw i64 %13, %14
  br label %cond.end11

cond.false:                                       ; preds = %while.body
  %15 = load i64, ptr %r, align 8
  %tobool = icmp ne i64 %15, 0
  br i1 %tobool, label %cond.true9, label %cond.false10

cond.true9:                                       ; preds = %cond.false
  %16 = load i64, ptr %v, align 8
  %17 = load i64, ptr %r, align 8
  %div = sdiv i64 %16, %17
  br label %cond.end

cond.false10:                                     ; preds = %cond.false
  br label %cond.end

cond.end:                                         ; preds = %cond.false10, %cond.true9
  %cond = phi i64 [ %div, %cond.true9 ], [ 0, %cond.false10 ]
  br label %cond.end11

cond.end11:                                       ; preds = %cond.end, %cond.true
  %cond12 = phi i64 [ %mul, %cond.true ], [ %cond, %cond.end ]
  store i64 %cond12, ptr %v, align 8
  br label %while.cond, !llvm.loop !9

while.end:                                        ; preds = %lor.end
  %18 = load i64, ptr %v, align 8
  ret i64 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @factor(ptr noundef %s) #0 {
entry:
  %retval = alloca i64, align 8
  %s.addr = alloca ptr, align 8
  %v = alloca i64, align 8
  %v8 = alloca i64, align 8
  store ptr %s, ptr %s.addr, align 8
  %0 = load ptr, ptr %s.addr, align 8
  %1 = load ptr, ptr %0, align 8
  %2 = load i8, ptr %1, align 1
  %conv = sext i8 %2 to i32
  %cmp = icmp eq i32 %conv, 40
  br i1 %cmp, label %if.then, label %if.end7

if.then:                                          ; preds = %entry
  %3 = load ptr, ptr %s.addr, align 8
  %4 = load ptr, ptr %3, align 8
  %incdec.ptr = getelementptr inbounds i8, ptr %4, i32 1
  store ptr %incdec.ptr, ptr %3, align 8
  %5 = load ptr, ptr %s.addr, align 8
  %call = call i64 @expr(ptr noundef %5)
  store i64 %call, ptr %v, align 8
  %6 = load ptr, ptr %s.addr, align 8
  %7 = load ptr, ptr %6, align 8
  %8 = load i8, ptr %7, align 1
  %conv2 = sext i8 %8 to i32
  %cmp3 = icmp eq i32 %conv2, 41
  br i1 %cmp3, label %if.then5, label %if.end

if.then5:                                         ; preds = %if.then
  %9 = load ptr, ptr %s.addr, align 8
  %10 = load ptr, ptr %9, align 8
  %incdec.ptr6 = getelementptr inbounds i8, ptr %10, i32 1
  store ptr %incdec.ptr6, ptr %9, align 8
  br label %if.end

if.end:                                           ; preds = %if.then5, %if.then
  %11 = load i64, ptr %v, align 8
  store i64 %11, ptr %retval, align 8
  br label %return

if.end7:                                          ; preds = %entry
  store i64 0, ptr %v8, align 8
  br label %while.cond

while.cond:                                       ; preds = %while.body, %if.end7
  %12 = load ptr, ptr %s.addr, align 8
  %13 = load ptr, ptr %12, align 8
  %14 = load i8, ptr %13, align 1
  %conv9 = sext i8 %14 to i32
  %cmp10 = icmp sge i32 %conv9, 48
  br i1 %cmp10, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %while.cond
  %15 = load ptr, ptr %s.addr, align 8
  %16 = load ptr, ptr %15, align 8
  %17 = load i8, ptr %16, align 1
  %conv12 = sext i8 %17 to i32
  %cmp13 = icmp sle i32 %conv12, 57
  br label %land.end

land.end:                                         ; preds = %land.rhs, %while.cond
  %18 = phi i1 [ false, %while.cond ], [ %cmp13, %land.rhs ]
  br i1 %18, label %while.body, label %while.end

while.body:                                       ; preds = %land.end
  %19 = load i64, ptr %v8, align 8
  %mul = mul nsw i64 %19, 10
  %20 = load ptr, ptr %s.addr, align 8
  %21 = load ptr, ptr %20, align 8
  %incdec.ptr15 = getelementptr inbounds i8, ptr %21, i32 1
  store ptr %incdec.ptr15, ptr %20, align 8
  %22 = load i8, ptr %21, align 1
  %conv16 = sext i8 %22 to i32
  %sub = sub nsw i32 %conv16, 48
  %conv17 = sext i32 %sub to i64
  %add = add nsw i64 %mul, %conv17
  store i64 %add, ptr %v8, align 8
  br label %while.cond, !llvm.loop !10

while.end:                                        ; preds = %land.end
  %23 = load i64, ptr %v8, align 8
  store i64 %23, ptr %retval, align 8
  br label %return

return:                                           ; preds = %while.end, %if.end
  %24 = load i64, ptr %retval, align 8
  ret i64 %24
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { noreturn nounwind }
attributes #7 = { nounwind }

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
