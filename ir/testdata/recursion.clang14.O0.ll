; ModuleID = 'recursion.c'
source_filename = "recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.tree = type { i32, i8*, %struct.tree*, %struct.tree* }

@main.names = internal global [6 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0)], align 16
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
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %root = alloca %struct.tree*, align 8
  %i = alloca i32, align 4
  %t = alloca %struct.tree*, align 8
  %src = alloca i8*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  store %struct.tree* null, %struct.tree** %root, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4
  %cmp = icmp slt i32 %0, 6
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load %struct.tree*, %struct.tree** %root, align 8
  %2 = load i32, i32* %i, align 4
  %idxprom = sext i32 %2 to i64
  %arrayidx = getelementptr inbounds [6 x i32], [6 x i32]* @main.keys, i64 0, i64 %idxprom
  %3 = load i32, i32* %arrayidx, align 4
  %4 = load i32, i32* %i, align 4
  %idxprom1 = sext i32 %4 to i64
  %arrayidx2 = getelementptr inbounds [6 x i8*], [6 x i8*]* @main.names, i64 0, i64 %idxprom1
  %5 = load i8*, i8** %arrayidx2, align 8
  %call = call %struct.tree* @insert(%struct.tree* noundef %1, i32 noundef %3, i8* noundef %5)
  store %struct.tree* %call, %struct.tree** %root, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %6 = load i32, i32* %i, align 4
  %inc = add nsw i32 %6, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %7 = load %struct.tree*, %struct.tree** %root, align 8
  call void @walk(%struct.tree* noundef %7, void (%struct.tree*)* noundef @print_node)
  %8 = load %struct.tree*, %struct.tree** %root, align 8
  %call3 = call %struct.tree* @lookup(%struct.tree* noundef %8, i32 noundef 4)
  store %struct.tree* %call3, %struct.tree** %t, align 8
  %9 = load i32, i32* %argc.addr, align 4
  %cmp4 = icmp sgt i32 %9, 1
  br i1 %cmp4, label %cond.true, label %cond.false

cond.true:                                        ; preds = %for.end
  %10 = load i8**, i8*** %argv.addr, align 8
  %arrayidx5 = getelementptr inbounds i8*, i8** %10, i64 1
  %11 = load i8*, i8** %arrayidx5, align 8
  br label %cond.end

cond.false:                                       ; preds = %for.end
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i8* [ %11, %cond.true ], [ getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i64 0, i64 0), %cond.false ]
  store i8* %cond, i8** %src, align 8
  %12 = load %struct.tree*, %struct.tree** %root, align 8
  %call6 = call i32 @height(%struct.tree* noundef %12)
  %13 = load %struct.tree*, %struct.tree** %t, align 8
  %tobool = icmp ne %struct.tree* %13, null
  br i1 %tobool, label %cond.true7, label %cond.false8

cond.true7:                                       ; preds = %cond.end
  %14 = load %struct.tree*, %struct.tree** %t, align 8
  %label = getelementptr inbounds %struct.tree, %struct.tree* %14, i32 0, i32 1
  %15 = load i8*, i8** %label, align 8
  br label %cond.end9

cond.false8:                                      ; preds = %cond.end
  br label %cond.end9

cond.end9:                                        ; preds = %cond.false8, %cond.true7
  %cond10 = phi i8* [ %15, %cond.true7 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0), %cond.false8 ]
  %16 = load i32, i32* %argc.addr, align 4
  %add = add i32 %16, 10
  %call11 = call i32 @is_even(i32 noundef %add)
  %call12 = call i64 @ackermann(i64 noundef 2, i64 noundef 3)
  %call13 = call i64 @expr(i8** noundef %src)
  %call14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.7, i64 0, i64 0), i32 noundef %call6, i8* noundef %cond10, i32 noundef %call11, i64 noundef %call12, i64 noundef %call13)
  %17 = load %struct.tree*, %struct.tree** %root, align 8
  call void @destroy(%struct.tree* noundef %17)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.tree* @insert(%struct.tree* noundef %t, i32 noundef %key, i8* noundef %label) #0 {
entry:
  %t.addr = alloca %struct.tree*, align 8
  %key.addr = alloca i32, align 4
  %label.addr = alloca i8*, align 8
  store %struct.tree* %t, %struct.tree** %t.addr, align 8
  store i32 %key, i32* %key.addr, align 4
  store i8* %label, i8** %label.addr, align 8
  %0 = load %struct.tree*, %struct.tree** %t.addr, align 8
  %tobool = icmp ne %struct.tree* %0, null
  br i1 %tobool, label %if.else, label %if.then

if.then:                                          ; preds = %entry
  %call = call noalias i8* @malloc(i64 noundef 32) #4
  %1 = bitcast i8* %call to %struct.tree*
  store %struct.tree* %1, %struct.tree** %t.addr, align 8
  %2 = load %struct.tree*, %struct.tree** %t.addr, align 8
  %tobool1 = icmp ne %struct.tree* %2, null
  br i1 %tobool1, label %if.end, label %if.then2

if.then2:                                         ; preds = %if.then
  call void @exit(i32 noundef 1) #5
  unreachable

if.end:                                           ; preds = %if.then
  %3 = load i32, i32* %key.addr, align 4
  %4 = load %struct.tree*, %struct.tree** %t.addr, align 8
  %key3 = getelementptr inbounds %struct.tree, %struct.tree* %4, i32 0, i32 0
  store i32 %3, i32* %key3, align 8
  %5 = load i8*, i8** %label.addr, align 8
  %6 = load %struct.tree*, %struct.tree** %t.addr, align 8
  %label4 = getelementptr inbounds %struct.tree, %struct.tree* %6, i32 0, i32 1
  store i8* %5, i8** %label4, align 8
  %7 = load %struct.tree*, %struct.tree** %t.addr, align 8
  %right = getelementptr inbounds %struct.tree, %struct.tree* %7, i32 0, i32 3
  store %struct.tree* null, %struct.tree** %right, align 8
  %8 = load %struct.tree*, %struct.tree** %t.addr, align 8
  %left = getelementptr inbounds %struct.tree, %struct.tree* %8, i32 0, i32 2
  store %struct.tree* null, %struct.tree** %left, align 8
  br label %if.end19

if.else:                                          ; preds = %entry
  %9 = load i32, i32* %key.addr, align 4
  %10 = load %struct.tree*, %struct.tree** %t.addr, align 8
  %key5 = getelementptr inbounds %struct.tree, %struct.tree* %10, i32 0, i32 0
  %11 = load i32, i32* %key5, align 8
  %cmp = icmp slt i32 %9, %11
  br i1 %cmp, label %if.then6, label %if.else10

if.then6:                                         ; preds = %if.else
  %12 = load %struct.tree*, %struct.tree** %t.addr, align 8
  %left7 = getelementptr inbounds %struct.tree, %struct.tree* %12, i32 0, i32 2
  %13 = load %struct.tree*, %struct.tree** %left7, align 8
  %14 = load i32, i32* %key.addr, align 4
  %15 = load i8*, i8** %label.addr, align 8
  %call8 = call %struct.tree* @insert(%struct.tree* noundef %13, i32 noundef %14, i8* noundef %15)
  %16 = load %struct.tree*, %struct.tree** %t.addr, align 8
  %left9 = getelementptr inbounds %struct.tree, %struct.tree* %16, i32 0, i32 2
  store %struct.tree* %call8, %struct.tree** %left9, align 8
  br label %if.end18

if.else10:                                        ; preds = %if.else
  %17 = load i32, i32* %key.addr, align 4
  %18 = load %struct.tree*, %struct.tree** %t.addr, align 8
  %key11 = getelementptr inbounds %struct.tree, %struct.tree* %18, i32 0, i32 0
  %19 = load i32, i32* %key11, align 8
  %cmp12 = icmp sgt i32 %17, %19
  br i1 %cmp12, label %if.then13, label %if.end17

if.then13:                                        ; preds = %if.else10
  %20 = load %struct.tree*, %struct.tree** %t.addr, align 8
  %right14 = getelementptr inbounds %struct.tree, %struct.tree* %20, i32 0, i32 3
  %21 = load %struct.tree*, %struct.tree** %right14, align 8
  %22 = load i32, i32* %key.addr, align 4
  %23 = load i8*, i8** %label.addr, align 8
  %call15 = call %struct.tree* @insert(%struct.tree* noundef %21, i32 noundef %22, i8* noundef %23)
  %24 = load %struct.tree*, %struct.tree** %t.addr, align 8
  %right16 = getelementptr inbounds %struct.tree, %struct.tree* %24, i32 0, i32 3
  store %struct.tree* %call15, %struct.tree** %right16, align 8
  br label %if.end17

if.end17:                                         ; preds = %if.then13, %if.else10
  br label %if.end18

if.end18:                                         ; preds = %if.end17, %if.then6
  br label %if.end19

if.end19:                                         ; preds = %if.end18, %if.end
  %25 = load %struct.tree*, %struct.tree** %t.addr, align 8
  ret %struct.tree* %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @walk(%struct.tree* noundef %t, void (%struct.tree*)* noundef %visit) #0 {
entry:
  %t.addr = alloca %struct.tree*, align 8
  %visit.addr = alloca void (%struct.tree*)*, align 8
  store %struct.tree* %t, %struct.tree** %t.addr, align 8
  store void (%struct.tree*)* %visit, void (%struct.tree*)** %visit.addr, align 8
  %0 = load %struct.tree*, %struct.tree** %t.addr, align 8
  %tobool = icmp ne %struct.tree* %0, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  br label %return

if.end:                                           ; preds = %entry
  %1 = load %struct.tree*, %struct.tree** %t.addr, align 8
  %left = getelementptr inbounds %struct.tree, %struct.tree* %1, i32 0, i32 2
  %2 = load %struct.tree*, %struct.tree** %left, align 8
  %3 = load void (%struct.tree*)*, void (%struct.tree*)** %visit.addr, align 8
  call void @walk(%struct.tree* noundef %2, void (%struct.tree*)* noundef %3)
  %4 = load void (%struct.tree*)*, void (%struct.tree*)** %visit.addr, align 8
  %5 = load %struct.tree*, %struct.tree** %t.addr, align 8
  call void %4(%struct.tree* noundef %5)
  %6 = load %struct.tree*, %struct.tree** %t.addr, align 8
  %right = getelementptr inbounds %struct.tree, %struct.tree* %6, i32 0, i32 3
  %7 = load %struct.tree*, %struct.tree** %right, align 8
  %8 = load void (%struct.tree*)*, void (%struct.tree*)** %visit.addr, align 8
  call void @walk(%struct.tree* noundef %7, void (%struct.tree*)* noundef %8)
  br label %return

return:                                           ; preds = %if.end, %if.then
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_node(%struct.tree* noundef %t) #0 {
entry:
  %t.addr = alloca %struct.tree*, align 8
  store %struct.tree* %t, %struct.tree** %t.addr, align 8
  %0 = load %struct.tree*, %struct.tree** %t.addr, align 8
  %key = getelementptr inbounds %struct.tree, %struct.tree* %0, i32 0, i32 0
  %1 = load i32, i32* %key, align 8
  %2 = load %struct.tree*, %struct.tree** %t.addr, align 8
  %label = getelementptr inbounds %struct.tree, %struct.tree* %2, i32 0, i32 1
  %3 = load i8*, i8** %label, align 8
  %call = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i64 0, i64 0), i32 noundef %1, i8* noundef %3)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.tree* @lookup(%struct.tree* noundef %t, i32 noundef %key) #0 {
entry:
  %retval = alloca %struct.tree*, align 8
  %t.addr = alloca %struct.tree*, align 8
  %key.addr = alloca i32, align 4
  store %struct.tree* %t, %struct.tree** %t.addr, align 8
  store i32 %key, i32* %key.addr, align 4
  %0 = load %struct.tree*, %struct.tree** %t.addr, align 8
  %tobool = icmp ne %struct.tree* %0, null
  br i1 %tobool, label %lor.lhs.false, label %if.then

lor.lhs.false:                                    ; preds = %entry
  %1 = load %struct.tree*, %struct.tree** %t.addr, align 8
  %key1 = getelementptr inbounds %struct.tree, %struct.tree* %1, i32 0, i32 0
  %2 = load i32, i32* %key1, align 8
  %3 = load i32, i32* %key.addr, align 4
  %cmp = icmp eq i32 %2, %3
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %entry
  %4 = load %struct.tree*, %struct.tree** %t.addr, align 8
  store %struct.tree* %4, %struct.tree** %retval, align 8
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %5 = load i32, i32* %key.addr, align 4
  %6 = load %struct.tree*, %struct.tree** %t.addr, align 8
  %key2 = getelementptr inbounds %struct.tree, %struct.tree* %6, i32 0, i32 0
  %7 = load i32, i32* %key2, align 8
  %cmp3 = icmp slt i32 %5, %7
  br i1 %cmp3, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.end
  %8 = load %struct.tree*, %struct.tree** %t.addr, align 8
  %left = getelementptr inbounds %struct.tree, %struct.tree* %8, i32 0, i32 2
  %9 = load %struct.tree*, %struct.tree** %left, align 8
  br label %cond.end

cond.false:                                       ; preds = %if.end
  %10 = load %struct.tree*, %struct.tree** %t.addr, align 8
  %right = getelementptr inbounds %struct.tree, %struct.tree* %10, i32 0, i32 3
  %11 = load %struct.tree*, %struct.tree** %right, align 8
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi %struct.tree* [ %9, %cond.true ], [ %11, %cond.false ]
  %12 = load i32, i32* %key.addr, align 4
  %call = call %struct.tree* @lookup(%struct.tree* noundef %cond, i32 noundef %12)
  store %struct.tree* %call, %struct.tree** %retval, align 8
  br label %return

return:                                           ; preds = %cond.end, %if.then
  %13 = load %struct.tree*, %struct.tree** %retval, align 8
  ret %struct.tree* %13
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @height(%struct.tree* noundef %t) #0 {
entry:
  %retval = alloca i32, align 4
  %t.addr = alloca %struct.tree*, align 8
  %l = alloca i32, align 4
  %r = alloca i32, align 4
  store %struct.tree* %t, %struct.tree** %t.addr, align 8
  %0 = load %struct.tree*, %struct.tree** %t.addr, align 8
  %tobool = icmp ne %struct.tree* %0, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 0, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %1 = load %struct.tree*, %struct.tree** %t.addr, align 8
  %left = getelementptr inbounds %struct.tree, %struct.tree* %1, i32 0, i32 2
  %2 = load %struct.tree*, %struct.tree** %left, align 8
  %call = call i32 @height(%struct.tree* noundef %2)
  store i32 %call, i32* %l, align 4
  %3 = load %struct.tree*, %struct.tree** %t.addr, align 8
  %right = getelementptr inbounds %struct.tree, %struct.tree* %3, i32 0, i32 3
  %4 = load %struct.tree*, %struct.tree** %right, align 8
  %call1 = call i32 @height(%struct.tree* noundef %4)
  store i32 %call1, i32* %r, align 4
  %5 = load i32, i32* %l, align 4
  %6 = load i32, i32* %r, align 4
  %cmp = icmp sgt i32 %5, %6
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.end
  %7 = load i32, i32* %l, align 4
  br label %cond.end

cond.false:                                       ; preds = %if.end
  %8 = load i32, i32* %r, align 4
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %7, %cond.true ], [ %8, %cond.false ]
  %add = add nsw i32 1, %cond
  store i32 %add, i32* %retval, align 4
  br label %return

return:                                           ; preds = %cond.end, %if.then
  %9 = load i32, i32* %retval, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_even(i32 noundef %n) #0 {
entry:
  %n.addr = alloca i32, align 4
  store i32 %n, i32* %n.addr, align 4
  %0 = load i32, i32* %n.addr, align 4
  %cmp = icmp eq i32 %0, 0
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  br label %cond.end

cond.false:                                       ; preds = %entry
  %1 = load i32, i32* %n.addr, align 4
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
  store i64 %m, i64* %m.addr, align 8
  store i64 %n, i64* %n.addr, align 8
  %0 = load i64, i64* %m.addr, align 8
  %cmp = icmp eq i64 %0, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %1 = load i64, i64* %n.addr, align 8
  %add = add i64 %1, 1
  store i64 %add, i64* %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %2 = load i64, i64* %n.addr, align 8
  %cmp1 = icmp eq i64 %2, 0
  br i1 %cmp1, label %if.then2, label %if.end3

if.then2:                                         ; preds = %if.end
  %3 = load i64, i64* %m.addr, align 8
  %sub = sub i64 %3, 1
  %call = call i64 @ackermann(i64 noundef %sub, i64 noundef 1)
  store i64 %call, i64* %retval, align 8
  br label %return

if.end3:                                          ; preds = %if.end
  %4 = load i64, i64* %m.addr, align 8
  %sub4 = sub i64 %4, 1
  %5 = load i64, i64* %m.addr, align 8
  %6 = load i64, i64* %n.addr, align 8
  %sub5 = sub i64 %6, 1
  %call6 = call i64 @ackermann(i64 noundef %5, i64 noundef %sub5)
  %call7 = call i64 @ackermann(i64 noundef %sub4, i64 noundef %call6)
  store i64 %call7, i64* %retval, align 8
  br label %return

return:                                           ; preds = %if.end3, %if.then2, %if.then
  %7 = load i64, i64* %retval, align 8
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @expr(i8** noundef %s) #0 {
entry:
  %s.addr = alloca i8**, align 8
  %v = alloca i64, align 8
  %op = alloca i8, align 1
  %r = alloca i64, align 8
  store i8** %s, i8*** %s.addr, align 8
  %0 = load i8**, i8*** %s.addr, align 8
  %call = call i64 @term(i8** noundef %0)
  store i64 %call, i64* %v, align 8
  br label %while.cond

while.cond:                                       ; preds = %cond.end, %entry
  %1 = load i8**, i8*** %s.addr, align 8
  %2 = load i8*, i8** %1, align 8
  %3 = load i8, i8* %2, align 1
  %conv = sext i8 %3 to i32
  %cmp = icmp eq i32 %conv, 43
  br i1 %cmp, label %lor.end, label %lor.rhs

lor.rhs:                                          ; preds = %while.cond
  %4 = load i8**, i8*** %s.addr, align 8
  %5 = load i8*, i8** %4, align 8
  %6 = load i8, i8* %5, align 1
  %conv2 = sext i8 %6 to i32
  %cmp3 = icmp eq i32 %conv2, 45
  br label %lor.end

lor.end:                                          ; preds = %lor.rhs, %while.cond
  %7 = phi i1 [ true, %while.cond ], [ %cmp3, %lor.rhs ]
  br i1 %7, label %while.body, label %while.end

while.body:                                       ; preds = %lor.end
  %8 = load i8**, i8*** %s.addr, align 8
  %9 = load i8*, i8** %8, align 8
  %incdec.ptr = getelementptr inbounds i8, i8* %9, i32 1
  store i8* %incdec.ptr, i8** %8, align 8
  %10 = load i8, i8* %9, align 1
  store i8 %10, i8* %op, align 1
  %11 = load i8**, i8*** %s.addr, align 8
  %call5 = call i64 @term(i8** noundef %11)
  store i64 %call5, i64* %r, align 8
  %12 = load i8, i8* %op, align 1
  %conv6 = sext i8 %12 to i32
  %cmp7 = icmp eq i32 %conv6, 43
  br i1 %cmp7, label %cond.true, label %cond.false

cond.true:                                        ; preds = %while.body
  %13 = load i64, i64* %v, align 8
  %14 = load i64, i64* %r, align 8
  %add = add nsw i64 %13, %14
  br label %cond.end

cond.false:                                       ; preds = %while.body
  %15 = load i64, i64* %v, align 8
  %16 = load i64, i64* %r, align 8
  %sub = sub nsw i64 %15, %16
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i64 [ %add, %cond.true ], [ %sub, %cond.false ]
  store i64 %cond, i64* %v, align 8
  br label %while.cond, !llvm.loop !8

while.end:                                        ; preds = %lor.end
  %17 = load i64, i64* %v, align 8
  ret i64 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @destroy(%struct.tree* noundef %t) #0 {
entry:
  %t.addr = alloca %struct.tree*, align 8
  store %struct.tree* %t, %struct.tree** %t.addr, align 8
  %0 = load %struct.tree*, %struct.tree** %t.addr, align 8
  %tobool = icmp ne %struct.tree* %0, null
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %1 = load %struct.tree*, %struct.tree** %t.addr, align 8
  %left = getelementptr inbounds %struct.tree, %struct.tree* %1, i32 0, i32 2
  %2 = load %struct.tree*, %struct.tree** %left, align 8
  call void @destroy(%struct.tree* noundef %2)
  %3 = load %struct.tree*, %struct.tree** %t.addr, align 8
  %right = getelementptr inbounds %struct.tree, %struct.tree* %3, i32 0, i32 3
  %4 = load %struct.tree*, %struct.tree** %right, align 8
  call void @destroy(%struct.tree* noundef %4)
  %5 = load %struct.tree*, %struct.tree** %t.addr, align 8
  %6 = bitcast %struct.tree* %5 to i8*
  call void @free(i8* noundef %6) #4
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_odd(i32 noundef %n) #0 {
entry:
  %n.addr = alloca i32, align 4
  store i32 %n, i32* %n.addr, align 4
  %0 = load i32, i32* %n.addr, align 4
  %cmp = icmp eq i32 %0, 0
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  br label %cond.end

cond.false:                                       ; preds = %entry
  %1 = load i32, i32* %n.addr, align 4
  %sub = sub i32 %1, 1
  %call = call i32 @is_even(i32 noundef %sub)
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ 0, %cond.true ], [ %call, %cond.false ]
  ret i32 %cond
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @term(i8** noundef %s) #0 {
entry:
  %s.addr = alloca i8**, align 8
  %v = alloca i64, align 8
  %op = alloca i8, align 1
  %r = alloca i64, align 8
  store i8** %s, i8*** %s.addr, align 8
  %0 = load i8**, i8*** %s.addr, align 8
  %call = call i64 @factor(i8** noundef %0)
  store i64 %call, i64* %v, align 8
  br label %while.cond

while.cond:                                       ; preds = %cond.end11, %entry
  %1 = load i8**, i8*** %s.addr, align 8
  %2 = load i8*, i8** %1, align 8
  %3 = load i8, i8* %2, align 1
  %conv = sext i8 %3 to i32
  %cmp = icmp eq i32 %conv, 42
  br i1 %cmp, label %lor.end, label %lor.rhs

lor.rhs:                                          ; preds = %while.cond
  %4 = load i8**, i8*** %s.addr, align 8
  %5 = load i8*, i8** %4, align 8
  %6 = load i8, i8* %5, align 1
  %conv2 = sext i8 %6 to i32
  %cmp3 = icmp eq i32 %conv2, 47
  br label %lor.end

lor.end:                                          ; preds = %lor.rhs, %while.cond
  %7 = phi i1 [ true, %while.cond ], [ %cmp3, %lor.rhs ]
  br i1 %7, label %while.body, label %while.end

while.body:                                       ; preds = %lor.end
  %8 = load i8**, i8*** %s.addr, align 8
  %9 = load i8*, i8** %8, align 8
  %incdec.ptr = getelementptr inbounds i8, i8* %9, i32 1
  store i8* %incdec.ptr, i8** %8, align 8
  %10 = load i8, i8* %9, align 1
  store i8 %10, i8* %op, align 1
  %11 = load i8**, i8*** %s.addr, align 8
  %call5 = call i64 @factor(i8** noundef %11)
  store i64 %call5, i64* %r, align 8
  %12 = load i8, i8* %op, align 1
  %conv6 = sext i8 %12 to i32
  %cmp7 = icmp eq i32 %conv6, 42
  br i1 %cmp7, label %cond.true, label %cond.false

cond.true:                                        ; preds = %while.body
  %13 = load i64, i64* %v, align 8
  %14 = load i64, i64* %r, align 8
  %mul = mul nsw i64 %13, %14
  br label %cond.end11

cond.false:                                       ; preds = %while.body
  %15 = load i64, i64* %r, align 8
  %tobool = icmp ne i64 %15, 0
  br i1 %tobool, label %cond.true9, label %cond.false10

cond.true9:                                       ; preds = %cond.false
  %16 = load i64, i64* %v, align 8
  %17 = load i64, i64* %r, align 8
  %div = sdiv i64 %16, %17
  br label %cond.end

cond.false10:                                     ; preds = %cond.false
  br label %cond.end

cond.end:                                         ; preds = %cond.false10, %cond.true9
  %cond = phi i64 [ %div, %cond.true9 ], [ 0, %cond.false10 ]
  br label %cond.end11

cond.end11:                                       ; preds = %cond.end, %cond.true
  %cond12 = phi i64 [ %mul, %cond.true ], [ %cond, %cond.end ]
  store i64 %cond12, i64* %v, align 8
  br label %while.cond, !llvm.loop !9

while.end:                                        ; preds = %lor.end
  %18 = load i64, i64* %v, align 8
  ret i64 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @factor(i8** noundef %s) #0 {
entry:
  %retval = alloca i64, align 8
  %s.addr = alloca i8**, align 8
  %v = alloca i64, align 8
  %v8 = alloca i64, align 8
  store i8** %s, i8*** %s.addr, align 8
  %0 = load i8**, i8*** %s.addr, align 8
  %1 = load i8*, i8** %0, align 8
  %2 = load i8, i8* %1, align 1
  %conv = sext i8 %2 to i32
  %cmp = icmp eq i32 %conv, 40
  br i1 %cmp, label %if.then, label %if.end7

if.then:                                          ; preds = %entry
  %3 = load i8**, i8*** %s.addr, align 8
  %4 = load i8*, i8** %3, align 8
  %incdec.ptr = getelementptr inbounds i8, i8* %4, i32 1
  store i8* %incdec.ptr, i8** %3, align 8
  %5 = load i8**, i8*** %s.addr, align 8
  %call = call i64 @expr(i8** noundef %5)
  store i64 %call, i64* %v, align 8
  %6 = load i8**, i8*** %s.addr, align 8
  %7 = load i8*, i8** %6, align 8
  %8 = load i8, i8* %7, align 1
  %conv2 = sext i8 %8 to i32
  %cmp3 = icmp eq i32 %conv2, 41
  br i1 %cmp3, label %if.then5, label %if.end

if.then5:                                         ; preds = %if.then
  %9 = load i8**, i8*** %s.addr, align 8
  %10 = load i8*, i8** %9, align 8
  %incdec.ptr6 = getelementptr inbounds i8, i8* %10, i32 1
  store i8* %incdec.ptr6, i8** %9, align 8
  br label %if.end

if.end:                                           ; preds = %if.then5, %if.then
  %11 = load i64, i64* %v, align 8
  store i64 %11, i64* %retval, align 8
  br label %return

if.end7:                                          ; preds = %entry
  store i64 0, i64* %v8, align 8
  br label %while.cond

while.cond:                                       ; preds = %while.body, %if.end7
  %12 = load i8**, i8*** %s.addr, align 8
  %13 = load i8*, i8** %12, align 8
  %14 = load i8, i8* %13, align 1
  %conv9 = sext i8 %14 to i32
  %cmp10 = icmp sge i32 %conv9, 48
  br i1 %cmp10, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %while.cond
  %15 = load i8**, i8*** %s.addr, align 8
  %16 = load i8*, i8** %15, align 8
  %17 = load i8, i8* %16, align 1
  %conv12 = sext i8 %17 to i32
  %cmp13 = icmp sle i32 %conv12, 57
  br label %land.end

land.end:                                         ; preds = %land.rhs, %while.cond
  %18 = phi i1 [ false, %while.cond ], [ %cmp13, %land.rhs ]
  br i1 %18, label %while.body, label %while.end

while.body:                                       ; preds = %land.end
  %19 = load i64, i64* %v8, align 8
  %mul = mul nsw i64 %19, 10
  %20 = load i8**, i8*** %s.addr, align 8
  %21 = load i8*, i8** %20, align 8
  %incdec.ptr15 = getelementptr inbounds i8, i8* %21, i32 1
  store i8* %incdec.ptr15, i8** %20, align 8
  %22 = load i8, i8* %21, align 1
  %conv16 = sext i8 %22 to i32
  %sub = sub nsw i32 %conv16, 48
  %conv17 = sext i32 %sub to i64
  %add = add nsw i64 %mul, %conv17
  store i64 %add, i64* %v8, align 8
  br label %while.cond, !llvm.loop !10

while.end:                                        ; preds = %land.end
  %23 = load i64, i64* %v8, align 8
  store i64 %23, i64* %retval, align 8
  br label %return

return:                                           ; preds = %while.end, %if.end
  %24 = load i64, i64* %retval, align 8
  ret i64 %24
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

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
