; ModuleID = 'hashtable.c'
source_filename = "hashtable.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.table = type { ptr, i64, i64 }
%struct.entry = type { ptr, i32, i32, ptr }

@main.words = internal global [12 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str, ptr @.str.3, ptr @.str.2, ptr @.str, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.1, ptr @.str.7], align 16
@.str = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"pear\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"fig\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"kiwi\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"plum\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"lime\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"date\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"yuzu\00", align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"%zu %zu %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %t = alloca %struct.table, align 8
  %i = alloca i64, align 8
  %v = alloca ptr, align 8
  %i6 = alloca i32, align 4
  %e = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call i32 @table_init(ptr noundef %t, i64 noundef 4)
  %cmp = icmp slt i32 %call, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  store i64 0, ptr %i, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.end
  %0 = load i64, ptr %i, align 8
  %cmp1 = icmp ult i64 %0, 12
  br i1 %cmp1, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load i64, ptr %i, align 8
  %arrayidx = getelementptr inbounds [12 x ptr], ptr @main.words, i64 0, i64 %1
  %2 = load ptr, ptr %arrayidx, align 8
  %call2 = call ptr @table_put(ptr noundef %t, ptr noundef %2)
  store ptr %call2, ptr %v, align 8
  %3 = load ptr, ptr %v, align 8
  %tobool = icmp ne ptr %3, null
  br i1 %tobool, label %if.then3, label %if.end4

if.then3:                                         ; preds = %for.body
  %4 = load ptr, ptr %v, align 8
  %5 = load i32, ptr %4, align 4
  %inc = add nsw i32 %5, 1
  store i32 %inc, ptr %4, align 4
  br label %if.end4

if.end4:                                          ; preds = %if.then3, %for.body
  br label %for.inc

for.inc:                                          ; preds = %if.end4
  %6 = load i64, ptr %i, align 8
  %inc5 = add i64 %6, 1
  store i64 %inc5, ptr %i, align 8
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  store i32 1, ptr %i6, align 4
  br label %for.cond7

for.cond7:                                        ; preds = %for.inc12, %for.end
  %7 = load i32, ptr %i6, align 4
  %8 = load i32, ptr %argc.addr, align 4
  %cmp8 = icmp slt i32 %7, %8
  br i1 %cmp8, label %for.body9, label %for.end14

for.body9:                                        ; preds = %for.cond7
  %9 = load ptr, ptr %argv.addr, align 8
  %10 = load i32, ptr %i6, align 4
  %idxprom = sext i32 %10 to i64
  %arrayidx10 = getelementptr inbounds ptr, ptr %9, i64 %idxprom
  %11 = load ptr, ptr %arrayidx10, align 8
  %call11 = call i32 @table_delete(ptr noundef %t, ptr noundef %11)
  br label %for.inc12

for.inc12:                                        ; preds = %for.body9
  %12 = load i32, ptr %i6, align 4
  %inc13 = add nsw i32 %12, 1
  store i32 %inc13, ptr %i6, align 4
  br label %for.cond7, !llvm.loop !8

for.end14:                                        ; preds = %for.cond7
  %call15 = call ptr @table_find(ptr noundef %t, ptr noundef @.str)
  store ptr %call15, ptr %e, align 8
  %count = getelementptr inbounds %struct.table, ptr %t, i32 0, i32 2
  %13 = load i64, ptr %count, align 8
  %nbuckets = getelementptr inbounds %struct.table, ptr %t, i32 0, i32 1
  %14 = load i64, ptr %nbuckets, align 8
  %15 = load ptr, ptr %e, align 8
  %tobool16 = icmp ne ptr %15, null
  br i1 %tobool16, label %cond.true, label %cond.false

cond.true:                                        ; preds = %for.end14
  %16 = load ptr, ptr %e, align 8
  %value = getelementptr inbounds %struct.entry, ptr %16, i32 0, i32 1
  %17 = load i32, ptr %value, align 8
  br label %cond.end

cond.false:                                       ; preds = %for.end14
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %17, %cond.true ], [ 0, %cond.false ]
  %call17 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %13, i64 noundef %14, i32 noundef %cond)
  call void @table_free(ptr noundef %t)
  store i32 0, ptr %retval, align 4
  br label %return

return:                                           ; preds = %cond.end, %if.then
  %18 = load i32, ptr %retval, align 4
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @table_init(ptr noundef %t, i64 noundef %n) #0 {
entry:
  %t.addr = alloca ptr, align 8
  %n.addr = alloca i64, align 8
  store ptr %t, ptr %t.addr, align 8
  store i64 %n, ptr %n.addr, align 8
  %0 = load i64, ptr %n.addr, align 8
  %call = call noalias ptr @calloc(i64 noundef %0, i64 noundef 8) #6
  %1 = load ptr, ptr %t.addr, align 8
  %buckets = getelementptr inbounds %struct.table, ptr %1, i32 0, i32 0
  store ptr %call, ptr %buckets, align 8
  %2 = load ptr, ptr %t.addr, align 8
  %buckets1 = getelementptr inbounds %struct.table, ptr %2, i32 0, i32 0
  %3 = load ptr, ptr %buckets1, align 8
  %tobool = icmp ne ptr %3, null
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %4 = load i64, ptr %n.addr, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i64 [ %4, %cond.true ], [ 0, %cond.false ]
  %5 = load ptr, ptr %t.addr, align 8
  %nbuckets = getelementptr inbounds %struct.table, ptr %5, i32 0, i32 1
  store i64 %cond, ptr %nbuckets, align 8
  %6 = load ptr, ptr %t.addr, align 8
  %count = getelementptr inbounds %struct.table, ptr %6, i32 0, i32 2
  store i64 0, ptr %count, align 8
  %7 = load ptr, ptr %t.addr, align 8
  %buckets2 = getelementptr inbounds %struct.table, ptr %7, i32 0, i32 0
  %8 = load ptr, ptr %buckets2, align 8
  %tobool3 = icmp ne ptr %8, null
  %9 = zext i1 %tobool3 to i64
  %cond4 = select i1 %tobool3, i32 0, i32 -1
  ret i32 %cond4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @table_put(ptr noundef %t, ptr noundef %key) #0 {
entry:
  %retval = alloca ptr, align 8
  %t.addr = alloca ptr, align 8
  %key.addr = alloca ptr, align 8
  %e = alloca ptr, align 8
  store ptr %t, ptr %t.addr, align 8
  store ptr %key, ptr %key.addr, align 8
  %0 = load ptr, ptr %t.addr, align 8
  %1 = load ptr, ptr %key.addr, align 8
  %call = call ptr @table_find(ptr noundef %0, ptr noundef %1)
  store ptr %call, ptr %e, align 8
  %2 = load ptr, ptr %e, align 8
  %tobool = icmp ne ptr %2, null
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %3 = load ptr, ptr %e, align 8
  %value = getelementptr inbounds %struct.entry, ptr %3, i32 0, i32 1
  store ptr %value, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %4 = load ptr, ptr %t.addr, align 8
  %count = getelementptr inbounds %struct.table, ptr %4, i32 0, i32 2
  %5 = load i64, ptr %count, align 8
  %add = add i64 %5, 1
  %6 = load ptr, ptr %t.addr, align 8
  %nbuckets = getelementptr inbounds %struct.table, ptr %6, i32 0, i32 1
  %7 = load i64, ptr %nbuckets, align 8
  %mul = mul i64 %7, 3
  %div = udiv i64 %mul, 4
  %cmp = icmp ugt i64 %add, %div
  br i1 %cmp, label %if.then1, label %if.end2

if.then1:                                         ; preds = %if.end
  %8 = load ptr, ptr %t.addr, align 8
  call void @table_grow(ptr noundef %8)
  br label %if.end2

if.end2:                                          ; preds = %if.then1, %if.end
  %call3 = call noalias ptr @malloc(i64 noundef 24) #7
  store ptr %call3, ptr %e, align 8
  %9 = load ptr, ptr %e, align 8
  %tobool4 = icmp ne ptr %9, null
  br i1 %tobool4, label %if.end6, label %if.then5

if.then5:                                         ; preds = %if.end2
  store ptr null, ptr %retval, align 8
  br label %return

if.end6:                                          ; preds = %if.end2
  %10 = load ptr, ptr %key.addr, align 8
  %call7 = call noalias ptr @strdup(ptr noundef %10) #8
  %11 = load ptr, ptr %e, align 8
  %key8 = getelementptr inbounds %struct.entry, ptr %11, i32 0, i32 0
  store ptr %call7, ptr %key8, align 8
  %12 = load ptr, ptr %e, align 8
  %value9 = getelementptr inbounds %struct.entry, ptr %12, i32 0, i32 1
  store i32 0, ptr %value9, align 8
  %13 = load ptr, ptr %key.addr, align 8
  %call10 = call i32 @fnv1a(ptr noundef %13)
  %14 = load ptr, ptr %e, align 8
  %hash = getelementptr inbounds %struct.entry, ptr %14, i32 0, i32 2
  store i32 %call10, ptr %hash, align 4
  %15 = load ptr, ptr %t.addr, align 8
  %buckets = getelementptr inbounds %struct.table, ptr %15, i32 0, i32 0
  %16 = load ptr, ptr %buckets, align 8
  %17 = load ptr, ptr %e, align 8
  %hash11 = getelementptr inbounds %struct.entry, ptr %17, i32 0, i32 2
  %18 = load i32, ptr %hash11, align 4
  %conv = zext i32 %18 to i64
  %19 = load ptr, ptr %t.addr, align 8
  %nbuckets12 = getelementptr inbounds %struct.table, ptr %19, i32 0, i32 1
  %20 = load i64, ptr %nbuckets12, align 8
  %rem = urem i64 %conv, %20
  %arrayidx = getelementptr inbounds ptr, ptr %16, i64 %rem
  %21 = load ptr, ptr %arrayidx, align 8
  %22 = load ptr, ptr %e, align 8
  %next = getelementptr inbounds %struct.entry, ptr %22, i32 0, i32 3
  store ptr %21, ptr %next, align 8
  %23 = load ptr, ptr %e, align 8
  %24 = load ptr, ptr %t.addr, align 8
  %buckets13 = getelementptr inbounds %struct.table, ptr %24, i32 0, i32 0
  %25 = load ptr, ptr %buckets13, align 8
  %26 = load ptr, ptr %e, align 8
  %hash14 = getelementptr inbounds %struct.entry, ptr %26, i32 0, i32 2
  %27 = load i32, ptr %hash14, align 4
  %conv15 = zext i32 %27 to i64
  %28 = load ptr, ptr %t.addr, align 8
  %nbuckets16 = getelementptr inbounds %struct.table, ptr %28, i32 0, i32 1
  %29 = load i64, ptr %nbuckets16, align 8
  %rem17 = urem i64 %conv15, %29
  %arrayidx18 = getelementptr inbounds ptr, ptr %25, i64 %rem17
  store ptr %23, ptr %arrayidx18, align 8
  %30 = load ptr, ptr %t.addr, align 8
  %count19 = getelementptr inbounds %struct.table, ptr %30, i32 0, i32 2
  %31 = load i64, ptr %count19, align 8
  %inc = add i64 %31, 1
  store i64 %inc, ptr %count19, align 8
  %32 = load ptr, ptr %e, align 8
  %value20 = getelementptr inbounds %struct.entry, ptr %32, i32 0, i32 1
  store ptr %value20, ptr %retval, align 8
  br label %return

return:                                           ; preds = %if.end6, %if.then5, %if.then
  %33 = load ptr, ptr %retval, align 8
  ret ptr %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @table_delete(ptr noundef %t, ptr noundef %key) #0 {
entry:
  %retval = alloca i32, align 4
  %t.addr = alloca ptr, align 8
  %key.addr = alloca ptr, align 8
  %h = alloca i32, align 4
  %pp = alloca ptr, align 8
  %e = alloca ptr, align 8
  store ptr %t, ptr %t.addr, align 8
  store ptr %key, ptr %key.addr, align 8
  %0 = load ptr, ptr %key.addr, align 8
  %call = call i32 @fnv1a(ptr noundef %0)
  store i32 %call, ptr %h, align 4
  %1 = load ptr, ptr %t.addr, align 8
  %buckets = getelementptr inbounds %struct.table, ptr %1, i32 0, i32 0
  %2 = load ptr, ptr %buckets, align 8
  %3 = load i32, ptr %h, align 4
  %conv = zext i32 %3 to i64
  %4 = load ptr, ptr %t.addr, align 8
  %nbuckets = getelementptr inbounds %struct.table, ptr %4, i32 0, i32 1
  %5 = load i64, ptr %nbuckets, align 8
  %rem = urem i64 %conv, %5
  %arrayidx = getelementptr inbounds ptr, ptr %2, i64 %rem
  store ptr %arrayidx, ptr %pp, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %6 = load ptr, ptr %pp, align 8
  %7 = load ptr, ptr %6, align 8
  %tobool = icmp ne ptr %7, null
  br i1 %tobool, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %8 = load ptr, ptr %pp, align 8
  %9 = load ptr, ptr %8, align 8
  store ptr %9, ptr %e, align 8
  %10 = load ptr, ptr %e, align 8
  %hash = getelementptr inbounds %struct.entry, ptr %10, i32 0, i32 2
  %11 = load i32, ptr %hash, align 4
  %12 = load i32, ptr %h, align 4
  %cmp = icmp eq i32 %11, %12
  br i1 %cmp, label %land.lhs.true, label %if.end

land.lhs.true:                                    ; preds = %for.body
  %13 = load ptr, ptr %e, align 8
  %key2 = getelementptr inbounds %struct.entry, ptr %13, i32 0, i32 0
  %14 = load ptr, ptr %key2, align 8
  %15 = load ptr, ptr %key.addr, align 8
  %call3 = call i32 @strcmp(ptr noundef %14, ptr noundef %15) #9
  %cmp4 = icmp eq i32 %call3, 0
  br i1 %cmp4, label %if.then, label %if.end

if.then:                                          ; preds = %land.lhs.true
  %16 = load ptr, ptr %e, align 8
  %next = getelementptr inbounds %struct.entry, ptr %16, i32 0, i32 3
  %17 = load ptr, ptr %next, align 8
  %18 = load ptr, ptr %pp, align 8
  store ptr %17, ptr %18, align 8
  %19 = load ptr, ptr %e, align 8
  %key6 = getelementptr inbounds %struct.entry, ptr %19, i32 0, i32 0
  %20 = load ptr, ptr %key6, align 8
  call void @free(ptr noundef %20) #8
  %21 = load ptr, ptr %e, align 8
  call void @free(ptr noundef %21) #8
  %22 = load ptr, ptr %t.addr, align 8
  %count = getelementptr inbounds %struct.table, ptr %22, i32 0, i32 2
  %23 = load i64, ptr %count, align 8
  %dec = add i64 %23, -1
  store i64 %dec, ptr %count, align 8
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %land.lhs.true, %for.body
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %24 = load ptr, ptr %pp, align 8
  %25 = load ptr, ptr %24, align 8
  %next7 = getelementptr inbounds %struct.entry, ptr %25, i32 0, i32 3
  store ptr %next7, ptr %pp, align 8
  br label %for.cond, !llvm.loop !9

for.end:                                          ; preds = %for.cond
  store i32 0, ptr %retval, align 4
  br label %return

return:                                           ; preds = %for.end, %if.then
  %26 = load i32, ptr %retval, align 4
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @table_find(ptr noundef %t, ptr noundef %key) #0 {
entry:
  %retval = alloca ptr, align 8
  %t.addr = alloca ptr, align 8
  %key.addr = alloca ptr, align 8
  %h = alloca i32, align 4
  %e = alloca ptr, align 8
  store ptr %t, ptr %t.addr, align 8
  store ptr %key, ptr %key.addr, align 8
  %0 = load ptr, ptr %key.addr, align 8
  %call = call i32 @fnv1a(ptr noundef %0)
  store i32 %call, ptr %h, align 4
  %1 = load ptr, ptr %t.addr, align 8
  %buckets = getelementptr inbounds %struct.table, ptr %1, i32 0, i32 0
  %2 = load ptr, ptr %buckets, align 8
  %3 = load i32, ptr %h, align 4
  %conv = zext i32 %3 to i64
  %4 = load ptr, ptr %t.addr, align 8
  %nbuckets = getelementptr inbounds %struct.table, ptr %4, i32 0, i32 1
  %5 = load i64, ptr %nbuckets, align 8
  %rem = urem i64 %conv, %5
  %arrayidx = getelementptr inbounds ptr, ptr %2, i64 %rem
  %6 = load ptr, ptr %arrayidx, align 8
  store ptr %6, ptr %e, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %7 = load ptr, ptr %e, align 8
  %tobool = icmp ne ptr %7, null
  br i1 %tobool, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %8 = load ptr, ptr %e, align 8
  %hash = getelementptr inbounds %struct.entry, ptr %8, i32 0, i32 2
  %9 = load i32, ptr %hash, align 4
  %10 = load i32, ptr %h, align 4
  %cmp = icmp eq i32 %9, %10
  br i1 %cmp, label %land.lhs.true, label %if.end

land.lhs.true:                                    ; preds = %for.body
  %11 = load ptr, ptr %e, align 8
  %key2 = getelementptr inbounds %struct.entry, ptr %11, i32 0, i32 0
  %12 = load ptr, ptr %key2, align 8
  %13 = load ptr, ptr %key.addr, align 8
  %call3 = call i32 @strcmp(ptr noundef %12, ptr noundef %13) #9
  %cmp4 = icmp eq i32 %call3, 0
  br i1 %cmp4, label %if.then, label %if.end

if.then:                                          ; preds = %land.lhs.true
  %14 = load ptr, ptr %e, align 8
  store ptr %14, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %land.lhs.true, %for.body
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %15 = load ptr, ptr %e, align 8
  %next = getelementptr inbounds %struct.entry, ptr %15, i32 0, i32 3
  %16 = load ptr, ptr %next, align 8
  store ptr %16, ptr %e, align 8
  br label %for.cond, !llvm.loop !10

for.end:                                          ; preds = %for.cond
  store ptr null, ptr %retval, align 8
  br label %return

return:                                           ; preds = %for.end, %if.then
  %17 = load ptr, ptr %retval, align 8
  ret ptr %17
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @table_free(ptr noundef %t) #0 {
entry:
  %t.addr = alloca ptr, align 8
  %i = alloca i64, align 8
  %e = alloca ptr, align 8
  %next = alloca ptr, align 8
  store ptr %t, ptr %t.addr, align 8
  store i64 0, ptr %i, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc4, %entry
  %0 = load i64, ptr %i, align 8
  %1 = load ptr, ptr %t.addr, align 8
  %nbuckets = getelementptr inbounds %struct.table, ptr %1, i32 0, i32 1
  %2 = load i64, ptr %nbuckets, align 8
  %cmp = icmp ult i64 %0, %2
  br i1 %cmp, label %for.body, label %for.end5

for.body:                                         ; preds = %for.cond
  %3 = load ptr, ptr %t.addr, align 8
  %buckets = getelementptr inbounds %struct.table, ptr %3, i32 0, i32 0
  %4 = load ptr, ptr %buckets, align 8
  %5 = load i64, ptr %i, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %4, i64 %5
  %6 = load ptr, ptr %arrayidx, align 8
  store ptr %6, ptr %e, align 8
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc, %for.body
  %7 = load ptr, ptr %e, align 8
  %tobool = icmp ne ptr %7, null
  br i1 %tobool, label %for.body2, label %for.end

for.body2:                                        ; preds = %for.cond1
  %8 = load ptr, ptr %e, align 8
  %next3 = getelementptr inbounds %struct.entry, ptr %8, i32 0, i32 3
  %9 = load ptr, ptr %next3, align 8
  store ptr %9, ptr %next, align 8
  %10 = load ptr, ptr %e, align 8
  %key = getelementptr inbounds %struct.entry, ptr %10, i32 0, i32 0
  %11 = load ptr, ptr %key, align 8
  call void @free(ptr noundef %11) #8
  %12 = load ptr, ptr %e, align 8
  call void @free(ptr noundef %12) #8
  br label %for.inc

for.inc:                                          ; preds = %for.body2
  %13 = load ptr, ptr %next, align 8
  store ptr %13, ptr %e, align 8
  br label %for.cond1, !llvm.loop !11

for.end:                                          ; preds = %for.cond1
  br label %for.inc4

for.inc4:                                         ; preds = %for.end
  %14 = load i64, ptr %i, align 8
  %inc = add i64 %14, 1
  store i64 %inc, ptr %i, align 8
  br label %for.cond, !llvm.loop !12

for.end5:                                         ; preds = %for.cond
  %15 = load ptr, ptr %t.addr, align 8
  %buckets6 = getelementptr inbounds %struct.table, ptr %15, i32 0, i32 0
  %16 = load ptr, ptr %buckets6, align 8
  call void @free(ptr noundef %16) #8
  ret void
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @table_grow(ptr noundef %t) #0 {
entry:
  %t.addr = alloca ptr, align 8
  %n = alloca i64, align 8
  %b = alloca ptr, align 8
  %i = alloca i64, align 8
  %e = alloca ptr, align 8
  %next = alloca ptr, align 8
  store ptr %t, ptr %t.addr, align 8
  %0 = load ptr, ptr %t.addr, align 8
  %nbuckets = getelementptr inbounds %struct.table, ptr %0, i32 0, i32 1
  %1 = load i64, ptr %nbuckets, align 8
  %mul = mul i64 %1, 2
  store i64 %mul, ptr %n, align 8
  %2 = load i64, ptr %n, align 8
  %call = call noalias ptr @calloc(i64 noundef %2, i64 noundef 8) #6
  store ptr %call, ptr %b, align 8
  %3 = load ptr, ptr %b, align 8
  %tobool = icmp ne ptr %3, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  br label %return

if.end:                                           ; preds = %entry
  store i64 0, ptr %i, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.end
  %4 = load i64, ptr %i, align 8
  %5 = load ptr, ptr %t.addr, align 8
  %nbuckets1 = getelementptr inbounds %struct.table, ptr %5, i32 0, i32 1
  %6 = load i64, ptr %nbuckets1, align 8
  %cmp = icmp ult i64 %4, %6
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %7 = load ptr, ptr %t.addr, align 8
  %buckets = getelementptr inbounds %struct.table, ptr %7, i32 0, i32 0
  %8 = load ptr, ptr %buckets, align 8
  %9 = load i64, ptr %i, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %8, i64 %9
  %10 = load ptr, ptr %arrayidx, align 8
  store ptr %10, ptr %e, align 8
  br label %while.cond

while.cond:                                       ; preds = %while.body, %for.body
  %11 = load ptr, ptr %e, align 8
  %tobool2 = icmp ne ptr %11, null
  br i1 %tobool2, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %12 = load ptr, ptr %e, align 8
  %next3 = getelementptr inbounds %struct.entry, ptr %12, i32 0, i32 3
  %13 = load ptr, ptr %next3, align 8
  store ptr %13, ptr %next, align 8
  %14 = load ptr, ptr %b, align 8
  %15 = load ptr, ptr %e, align 8
  %hash = getelementptr inbounds %struct.entry, ptr %15, i32 0, i32 2
  %16 = load i32, ptr %hash, align 4
  %conv = zext i32 %16 to i64
  %17 = load i64, ptr %n, align 8
  %rem = urem i64 %conv, %17
  %arrayidx4 = getelementptr inbounds ptr, ptr %14, i64 %rem
  %18 = load ptr, ptr %arrayidx4, align 8
  %19 = load ptr, ptr %e, align 8
  %next5 = getelementptr inbounds %struct.entry, ptr %19, i32 0, i32 3
  store ptr %18, ptr %next5, align 8
  %20 = load ptr, ptr %e, align 8
  %21 = load ptr, ptr %b, align 8
  %22 = load ptr, ptr %e, align 8
  %hash6 = getelementptr inbounds %struct.entry, ptr %22, i32 0, i32 2
  %23 = load i32, ptr %hash6, align 4
  %conv7 = zext i32 %23 to i64
  %24 = load i64, ptr %n, align 8
  %rem8 = urem i64 %conv7, %24
  %arrayidx9 = getelementptr inbounds ptr, ptr %21, i64 %rem8
  store ptr %20, ptr %arrayidx9, align 8
  %25 = load ptr, ptr %next, align 8
  store ptr %25, ptr %e, align 8
  br label %while.cond, !llvm.loop !13

while.end:                                        ; preds = %while.cond
  br label %for.inc

for.inc:                                          ; preds = %while.end
  %26 = load i64, ptr %i, align 8
  %inc = add i64 %26, 1
  store i64 %inc, ptr %i, align 8
  br label %for.cond, !llvm.loop !14

for.end:                                          ; preds = %for.cond
  %27 = load ptr, ptr %t.addr, align 8
  %buckets10 = getelementptr inbounds %struct.table, ptr %27, i32 0, i32 0
  %28 = load ptr, ptr %buckets10, align 8
  call void @free(ptr noundef %28) #8
  %29 = load ptr, ptr %b, align 8
  %30 = load ptr, ptr %t.addr, align 8
  %buckets11 = getelementptr inbounds %struct.table, ptr %30, i32 0, i32 0
  store ptr %29, ptr %buckets11, align 8
  %31 = load i64, ptr %n, align 8
  %32 = load ptr, ptr %t.addr, align 8
  %nbuckets12 = getelementptr inbounds %struct.table, ptr %32, i32 0, i32 1
  store i64 %31, ptr %nbuckets12, align 8
  br label %return

return:                                           ; preds = %for.end, %if.then
  ret void
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

; Function Attrs: nounwind
declare noalias ptr @strdup(ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fnv1a(ptr noundef %s) #0 {
entry:
  %s.addr = alloca ptr, align 8
  %h = alloca i32, align 4
  store ptr %s, ptr %s.addr, align 8
  store i32 -2128831035, ptr %h, align 4
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %0 = load ptr, ptr %s.addr, align 8
  %1 = load i8, ptr %0, align 1
  %tobool = icmp ne i8 %1, 0
  br i1 %tobool, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %2 = load i32, ptr %h, align 4
  %3 = load ptr, ptr %s.addr, align 8
  %incdec.ptr = getelementptr inbounds i8, ptr %3, i32 1
  store ptr %incdec.ptr, ptr %s.addr, align 8
  %4 = load i8, ptr %3, align 1
  %conv = zext i8 %4 to i32
  %xor = xor i32 %2, %conv
  %mul = mul i32 %xor, 16777619
  store i32 %mul, ptr %h, align 4
  br label %while.cond, !llvm.loop !15

while.end:                                        ; preds = %while.cond
  %5 = load i32, ptr %h, align 4
  ret i32 %5
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0,1) }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }

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
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
