; ModuleID = 'hashtable.c'
source_filename = "hashtable.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.table = type { %struct.entry**, i64, i64 }
%struct.entry = type { i8*, i32, i32, %struct.entry* }

@main.words = internal global [12 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i32 0, i32 0)], align 16
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
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %t = alloca %struct.table, align 8
  %i = alloca i64, align 8
  %v = alloca i32*, align 8
  %i6 = alloca i32, align 4
  %e = alloca %struct.entry*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call i32 @table_init(%struct.table* noundef %t, i64 noundef 4)
  %cmp = icmp slt i32 %call, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  store i64 0, i64* %i, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.end
  %0 = load i64, i64* %i, align 8
  %cmp1 = icmp ult i64 %0, 12
  br i1 %cmp1, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load i64, i64* %i, align 8
  %arrayidx = getelementptr inbounds [12 x i8*], [12 x i8*]* @main.words, i64 0, i64 %1
  %2 = load i8*, i8** %arrayidx, align 8
  %call2 = call i32* @table_put(%struct.table* noundef %t, i8* noundef %2)
  store i32* %call2, i32** %v, align 8
  %3 = load i32*, i32** %v, align 8
  %tobool = icmp ne i32* %3, null
  br i1 %tobool, label %if.then3, label %if.end4

if.then3:                                         ; preds = %for.body
  %4 = load i32*, i32** %v, align 8
  %5 = load i32, i32* %4, align 4
  %inc = add nsw i32 %5, 1
  store i32 %inc, i32* %4, align 4
  br label %if.end4

if.end4:                                          ; preds = %if.then3, %for.body
  br label %for.inc

for.inc:                                          ; preds = %if.end4
  %6 = load i64, i64* %i, align 8
  %inc5 = add i64 %6, 1
  store i64 %inc5, i64* %i, align 8
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  store i32 1, i32* %i6, align 4
  br label %for.cond7

for.cond7:                                        ; preds = %for.inc12, %for.end
  %7 = load i32, i32* %i6, align 4
  %8 = load i32, i32* %argc.addr, align 4
  %cmp8 = icmp slt i32 %7, %8
  br i1 %cmp8, label %for.body9, label %for.end14

for.body9:                                        ; preds = %for.cond7
  %9 = load i8**, i8*** %argv.addr, align 8
  %10 = load i32, i32* %i6, align 4
  %idxprom = sext i32 %10 to i64
  %arrayidx10 = getelementptr inbounds i8*, i8** %9, i64 %idxprom
  %11 = load i8*, i8** %arrayidx10, align 8
  %call11 = call i32 @table_delete(%struct.table* noundef %t, i8* noundef %11)
  br label %for.inc12

for.inc12:                                        ; preds = %for.body9
  %12 = load i32, i32* %i6, align 4
  %inc13 = add nsw i32 %12, 1
  store i32 %inc13, i32* %i6, align 4
  br label %for.cond7, !llvm.loop !8

for.end14:                                        ; preds = %for.cond7
  %call15 = call %struct.entry* @table_find(%struct.table* noundef %t, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0))
  store %struct.entry* %call15, %struct.entry** %e, align 8
  %count = getelementptr inbounds %struct.table, %struct.table* %t, i32 0, i32 2
  %13 = load i64, i64* %count, align 8
  %nbuckets = getelementptr inbounds %struct.table, %struct.table* %t, i32 0, i32 1
  %14 = load i64, i64* %nbuckets, align 8
  %15 = load %struct.entry*, %struct.entry** %e, align 8
  %tobool16 = icmp ne %struct.entry* %15, null
  br i1 %tobool16, label %cond.true, label %cond.false

cond.true:                                        ; preds = %for.end14
  %16 = load %struct.entry*, %struct.entry** %e, align 8
  %value = getelementptr inbounds %struct.entry, %struct.entry* %16, i32 0, i32 1
  %17 = load i32, i32* %value, align 8
  br label %cond.end

cond.false:                                       ; preds = %for.end14
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %17, %cond.true ], [ 0, %cond.false ]
  %call17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.8, i64 0, i64 0), i64 noundef %13, i64 noundef %14, i32 noundef %cond)
  call void @table_free(%struct.table* noundef %t)
  store i32 0, i32* %retval, align 4
  br label %return

return:                                           ; preds = %cond.end, %if.then
  %18 = load i32, i32* %retval, align 4
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @table_init(%struct.table* noundef %t, i64 noundef %n) #0 {
entry:
  %t.addr = alloca %struct.table*, align 8
  %n.addr = alloca i64, align 8
  store %struct.table* %t, %struct.table** %t.addr, align 8
  store i64 %n, i64* %n.addr, align 8
  %0 = load i64, i64* %n.addr, align 8
  %call = call noalias i8* @calloc(i64 noundef %0, i64 noundef 8) #4
  %1 = bitcast i8* %call to %struct.entry**
  %2 = load %struct.table*, %struct.table** %t.addr, align 8
  %buckets = getelementptr inbounds %struct.table, %struct.table* %2, i32 0, i32 0
  store %struct.entry** %1, %struct.entry*** %buckets, align 8
  %3 = load %struct.table*, %struct.table** %t.addr, align 8
  %buckets1 = getelementptr inbounds %struct.table, %struct.table* %3, i32 0, i32 0
  %4 = load %struct.entry**, %struct.entry*** %buckets1, align 8
  %tobool = icmp ne %struct.entry** %4, null
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %5 = load i64, i64* %n.addr, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i64 [ %5, %cond.true ], [ 0, %cond.false ]
  %6 = load %struct.table*, %struct.table** %t.addr, align 8
  %nbuckets = getelementptr inbounds %struct.table, %struct.table* %6, i32 0, i32 1
  store i64 %cond, i64* %nbuckets, align 8
  %7 = load %struct.table*, %struct.table** %t.addr, align 8
  %count = getelementptr inbounds %struct.table, %struct.table* %7, i32 0, i32 2
  store i64 0, i64* %count, align 8
  %8 = load %struct.table*, %struct.table** %t.addr, align 8
  %buckets2 = getelementptr inbounds %struct.table, %struct.table* %8, i32 0, i32 0
  %9 = load %struct.entry**, %struct.entry*** %buckets2, align 8
  %tobool3 = icmp ne %struct.entry** %9, null
  %10 = zext i1 %tobool3 to i64
  %cond4 = select i1 %tobool3, i32 0, i32 -1
  ret i32 %cond4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32* @table_put(%struct.table* noundef %t, i8* noundef %key) #0 {
entry:
  %retval = alloca i32*, align 8
  %t.addr = alloca %struct.table*, align 8
  %key.addr = alloca i8*, align 8
  %e = alloca %struct.entry*, align 8
  store %struct.table* %t, %struct.table** %t.addr, align 8
  store i8* %key, i8** %key.addr, align 8
  %0 = load %struct.table*, %struct.table** %t.addr, align 8
  %1 = load i8*, i8** %key.addr, align 8
  %call = call %struct.entry* @table_find(%struct.table* noundef %0, i8* noundef %1)
  store %struct.entry* %call, %struct.entry** %e, align 8
  %2 = load %struct.entry*, %struct.entry** %e, align 8
  %tobool = icmp ne %struct.entry* %2, null
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %3 = load %struct.entry*, %struct.entry** %e, align 8
  %value = getelementptr inbounds %struct.entry, %struct.entry* %3, i32 0, i32 1
  store i32* %value, i32** %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %4 = load %struct.table*, %struct.table** %t.addr, align 8
  %count = getelementptr inbounds %struct.table, %struct.table* %4, i32 0, i32 2
  %5 = load i64, i64* %count, align 8
  %add = add i64 %5, 1
  %6 = load %struct.table*, %struct.table** %t.addr, align 8
  %nbuckets = getelementptr inbounds %struct.table, %struct.table* %6, i32 0, i32 1
  %7 = load i64, i64* %nbuckets, align 8
  %mul = mul i64 %7, 3
  %div = udiv i64 %mul, 4
  %cmp = icmp ugt i64 %add, %div
  br i1 %cmp, label %if.then1, label %if.end2

if.then1:                                         ; preds = %if.end
  %8 = load %struct.table*, %struct.table** %t.addr, align 8
  call void @table_grow(%struct.table* noundef %8)
  br label %if.end2

if.end2:                                          ; preds = %if.then1, %if.end
  %call3 = call noalias i8* @malloc(i64 noundef 24) #4
  %9 = bitcast i8* %call3 to %struct.entry*
  store %struct.entry* %9, %struct.entry** %e, align 8
  %10 = load %struct.entry*, %struct.entry** %e, align 8
  %tobool4 = icmp ne %struct.entry* %10, null
  br i1 %tobool4, label %if.end6, label %if.then5

if.then5:                                         ; preds = %if.end2
  store i32* null, i32** %retval, align 8
  br label %return

if.end6:                                          ; preds = %if.end2
  %11 = load i8*, i8** %key.addr, align 8
  %call7 = call noalias i8* @strdup(i8* noundef %11) #4
  %12 = load %struct.entry*, %struct.entry** %e, align 8
  %key8 = getelementptr inbounds %struct.entry, %struct.entry* %12, i32 0, i32 0
  store i8* %call7, i8** %key8, align 8
  %13 = load %struct.entry*, %struct.entry** %e, align 8
  %value9 = getelementptr inbounds %struct.entry, %struct.entry* %13, i32 0, i32 1
  store i32 0, i32* %value9, align 8
  %14 = load i8*, i8** %key.addr, align 8
  %call10 = call i32 @fnv1a(i8* noundef %14)
  %15 = load %struct.entry*, %struct.entry** %e, align 8
  %hash = getelementptr inbounds %struct.entry, %struct.entry* %15, i32 0, i32 2
  store i32 %call10, i32* %hash, align 4
  %16 = load %struct.table*, %struct.table** %t.addr, align 8
  %buckets = getelementptr inbounds %struct.table, %struct.table* %16, i32 0, i32 0
  %17 = load %struct.entry**, %struct.entry*** %buckets, align 8
  %18 = load %struct.entry*, %struct.entry** %e, align 8
  %hash11 = getelementptr inbounds %struct.entry, %struct.entry* %18, i32 0, i32 2
  %19 = load i32, i32* %hash11, align 4
  %conv = zext i32 %19 to i64
  %20 = load %struct.table*, %struct.table** %t.addr, align 8
  %nbuckets12 = getelementptr inbounds %struct.table, %struct.table* %20, i32 0, i32 1
  %21 = load i64, i64* %nbuckets12, align 8
  %rem = urem i64 %conv, %21
  %arrayidx = getelementptr inbounds %struct.entry*, %struct.entry** %17, i64 %rem
  %22 = load %struct.entry*, %struct.entry** %arrayidx, align 8
  %23 = load %struct.entry*, %struct.entry** %e, align 8
  %next = getelementptr inbounds %struct.entry, %struct.entry* %23, i32 0, i32 3
  store %struct.entry* %22, %struct.entry** %next, align 8
  %24 = load %struct.entry*, %struct.entry** %e, align 8
  %25 = load %struct.table*, %struct.table** %t.addr, align 8
  %buckets13 = getelementptr inbounds %struct.table, %struct.table* %25, i32 0, i32 0
  %26 = load %struct.entry**, %struct.entry*** %buckets13, align 8
  %27 = load %struct.entry*, %struct.entry** %e, align 8
  %hash14 = getelementptr inbounds %struct.entry, %struct.entry* %27, i32 0, i32 2
  %28 = load i32, i32* %hash14, align 4
  %conv15 = zext i32 %28 to i64
  %29 = load %struct.table*, %struct.table** %t.addr, align 8
  %nbuckets16 = getelementptr inbounds %struct.table, %struct.table* %29, i32 0, i32 1
  %30 = load i64, i64* %nbuckets16, align 8
  %rem17 = urem i64 %conv15, %30
  %arrayidx18 = getelementptr inbounds %struct.entry*, %struct.entry** %26, i64 %rem17
  store %struct.entry* %24, %struct.entry** %arrayidx18, align 8
  %31 = load %struct.table*, %struct.table** %t.addr, align 8
  %count19 = getelementptr inbounds %struct.table, %struct.table* %31, i32 0, i32 2
  %32 = load i64, i64* %count19, align 8
  %inc = add i64 %32, 1
  store i64 %inc, i64* %count19, align 8
  %33 = load %struct.entry*, %struct.entry** %e, align 8
  %value20 = getelementptr inbounds %struct.entry, %struct.entry* %33, i32 0, i32 1
  store i32* %value20, i32** %retval, align 8
  br label %return

return:                                           ; preds = %if.end6, %if.then5, %if.then
  %34 = load i32*, i32** %retval, align 8
  ret i32* %34
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @table_delete(%struct.table* noundef %t, i8* noundef %key) #0 {
entry:
  %retval = alloca i32, align 4
  %t.addr = alloca %struct.table*, align 8
  %key.addr = alloca i8*, align 8
  %h = alloca i32, align 4
  %pp = alloca %struct.entry**, align 8
  %e = alloca %struct.entry*, align 8
  store %struct.table* %t, %struct.table** %t.addr, align 8
  store i8* %key, i8** %key.addr, align 8
  %0 = load i8*, i8** %key.addr, align 8
  %call = call i32 @fnv1a(i8* noundef %0)
  store i32 %call, i32* %h, align 4
  %1 = load %struct.table*, %struct.table** %t.addr, align 8
  %buckets = getelementptr inbounds %struct.table, %struct.table* %1, i32 0, i32 0
  %2 = load %struct.entry**, %struct.entry*** %buckets, align 8
  %3 = load i32, i32* %h, align 4
  %conv = zext i32 %3 to i64
  %4 = load %struct.table*, %struct.table** %t.addr, align 8
  %nbuckets = getelementptr inbounds %struct.table, %struct.table* %4, i32 0, i32 1
  %5 = load i64, i64* %nbuckets, align 8
  %rem = urem i64 %conv, %5
  %arrayidx = getelementptr inbounds %struct.entry*, %struct.entry** %2, i64 %rem
  store %struct.entry** %arrayidx, %struct.entry*** %pp, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %6 = load %struct.entry**, %struct.entry*** %pp, align 8
  %7 = load %struct.entry*, %struct.entry** %6, align 8
  %tobool = icmp ne %struct.entry* %7, null
  br i1 %tobool, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %8 = load %struct.entry**, %struct.entry*** %pp, align 8
  %9 = load %struct.entry*, %struct.entry** %8, align 8
  store %struct.entry* %9, %struct.entry** %e, align 8
  %10 = load %struct.entry*, %struct.entry** %e, align 8
  %hash = getelementptr inbounds %struct.entry, %struct.entry* %10, i32 0, i32 2
  %11 = load i32, i32* %hash, align 4
  %12 = load i32, i32* %h, align 4
  %cmp = icmp eq i32 %11, %12
  br i1 %cmp, label %land.lhs.true, label %if.end

land.lhs.true:                                    ; preds = %for.body
  %13 = load %struct.entry*, %struct.entry** %e, align 8
  %key2 = getelementptr inbounds %struct.entry, %struct.entry* %13, i32 0, i32 0
  %14 = load i8*, i8** %key2, align 8
  %15 = load i8*, i8** %key.addr, align 8
  %call3 = call i32 @strcmp(i8* noundef %14, i8* noundef %15) #5
  %cmp4 = icmp eq i32 %call3, 0
  br i1 %cmp4, label %if.then, label %if.end

if.then:                                          ; preds = %land.lhs.true
  %16 = load %struct.entry*, %struct.entry** %e, align 8
  %next = getelementptr inbounds %struct.entry, %struct.entry* %16, i32 0, i32 3
  %17 = load %struct.entry*, %struct.entry** %next, align 8
  %18 = load %struct.entry**, %struct.entry*** %pp, align 8
  store %struct.entry* %17, %struct.entry** %18, align 8
  %19 = load %struct.entry*, %struct.entry** %e, align 8
  %key6 = getelementptr inbounds %struct.entry, %struct.entry* %19, i32 0, i32 0
  %20 = load i8*, i8** %key6, align 8
  call void @free(i8* noundef %20) #4
  %21 = load %struct.entry*, %struct.entry** %e, align 8
  %22 = bitcast %struct.entry* %21 to i8*
  call void @free(i8* noundef %22) #4
  %23 = load %struct.table*, %struct.table** %t.addr, align 8
  %count = getelementptr inbounds %struct.table, %struct.table* %23, i32 0, i32 2
  %24 = load i64, i64* %count, align 8
  %dec = add i64 %24, -1
  store i64 %dec, i64* %count, align 8
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %land.lhs.true, %for.body
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %25 = load %struct.entry**, %struct.entry*** %pp, align 8
  %26 = load %struct.entry*, %struct.entry** %25, align 8
  %next7 = getelementptr inbounds %struct.entry, %struct.entry* %26, i32 0, i32 3
  store %struct.entry** %next7, %struct.entry*** %pp, align 8
  br label %for.cond, !llvm.loop !9

for.end:                                          ; preds = %for.cond
  store i32 0, i32* %retval, align 4
  br label %return

return:                                           ; preds = %for.end, %if.then
  %27 = load i32, i32* %retval, align 4
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.entry* @table_find(%struct.table* noundef %t, i8* noundef %key) #0 {
entry:
  %retval = alloca %struct.entry*, align 8
  %t.addr = alloca %struct.table*, align 8
  %key.addr = alloca i8*, align 8
  %h = alloca i32, align 4
  %e = alloca %struct.entry*, align 8
  store %struct.table* %t, %struct.table** %t.addr, align 8
  store i8* %key, i8** %key.addr, align 8
  %0 = load i8*, i8** %key.addr, align 8
  %call = call i32 @fnv1a(i8* noundef %0)
  store i32 %call, i32* %h, align 4
  %1 = load %struct.table*, %struct.table** %t.addr, align 8
  %buckets = getelementptr inbounds %struct.table, %struct.table* %1, i32 0, i32 0
  %2 = load %struct.entry**, %struct.entry*** %buckets, align 8
  %3 = load i32, i32* %h, align 4
  %conv = zext i32 %3 to i64
  %4 = load %struct.table*, %struct.table** %t.addr, align 8
  %nbuckets = getelementptr inbounds %struct.table, %struct.table* %4, i32 0, i32 1
  %5 = load i64, i64* %nbuckets, align 8
  %rem = urem i64 %conv, %5
  %arrayidx = getelementptr inbounds %struct.entry*, %struct.entry** %2, i64 %rem
  %6 = load %struct.entry*, %struct.entry** %arrayidx, align 8
  store %struct.entry* %6, %struct.entry** %e, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %7 = load %struct.entry*, %struct.entry** %e, align 8
  %tobool = icmp ne %struct.entry* %7, null
  br i1 %tobool, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %8 = load %struct.entry*, %struct.entry** %e, align 8
  %hash = getelementptr inbounds %struct.entry, %struct.entry* %8, i32 0, i32 2
  %9 = load i32, i32* %hash, align 4
  %10 = load i32, i32* %h, align 4
  %cmp = icmp eq i32 %9, %10
  br i1 %cmp, label %land.lhs.true, label %if.end

land.lhs.true:                                    ; preds = %for.body
  %11 = load %struct.entry*, %struct.entry** %e, align 8
  %key2 = getelementptr inbounds %struct.entry, %struct.entry* %11, i32 0, i32 0
  %12 = load i8*, i8** %key2, align 8
  %13 = load i8*, i8** %key.addr, align 8
  %call3 = call i32 @strcmp(i8* noundef %12, i8* noundef %13) #5
  %cmp4 = icmp eq i32 %call3, 0
  br i1 %cmp4, label %if.then, label %if.end

if.then:                                          ; preds = %land.lhs.true
  %14 = load %struct.entry*, %struct.entry** %e, align 8
  store %struct.entry* %14, %struct.entry** %retval, align 8
  br label %return

if.end:                                           ; preds = %land.lhs.true, %for.body
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %15 = load %struct.entry*, %struct.entry** %e, align 8
  %next = getelementptr inbounds %struct.entry, %struct.entry* %15, i32 0, i32 3
  %16 = load %struct.entry*, %struct.entry** %next, align 8
  store %struct.entry* %16, %struct.entry** %e, align 8
  br label %for.cond, !llvm.loop !10

for.end:                                          ; preds = %for.cond
  store %struct.entry* null, %struct.entry** %retval, align 8
  br label %return

return:                                           ; preds = %for.end, %if.then
  %17 = load %struct.entry*, %struct.entry** %retval, align 8
  ret %struct.entry* %17
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @table_free(%struct.table* noundef %t) #0 {
entry:
  %t.addr = alloca %struct.table*, align 8
  %i = alloca i64, align 8
  %e = alloca %struct.entry*, align 8
  %next = alloca %struct.entry*, align 8
  store %struct.table* %t, %struct.table** %t.addr, align 8
  store i64 0, i64* %i, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc4, %entry
  %0 = load i64, i64* %i, align 8
  %1 = load %struct.table*, %struct.table** %t.addr, align 8
  %nbuckets = getelementptr inbounds %struct.table, %struct.table* %1, i32 0, i32 1
  %2 = load i64, i64* %nbuckets, align 8
  %cmp = icmp ult i64 %0, %2
  br i1 %cmp, label %for.body, label %for.end5

for.body:                                         ; preds = %for.cond
  %3 = load %struct.table*, %struct.table** %t.addr, align 8
  %buckets = getelementptr inbounds %struct.table, %struct.table* %3, i32 0, i32 0
  %4 = load %struct.entry**, %struct.entry*** %buckets, align 8
  %5 = load i64, i64* %i, align 8
  %arrayidx = getelementptr inbounds %struct.entry*, %struct.entry** %4, i64 %5
  %6 = load %struct.entry*, %struct.entry** %arrayidx, align 8
  store %struct.entry* %6, %struct.entry** %e, align 8
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc, %for.body
  %7 = load %struct.entry*, %struct.entry** %e, align 8
  %tobool = icmp ne %struct.entry* %7, null
  br i1 %tobool, label %for.body2, label %for.end

for.body2:                                        ; preds = %for.cond1
  %8 = load %struct.entry*, %struct.entry** %e, align 8
  %next3 = getelementptr inbounds %struct.entry, %struct.entry* %8, i32 0, i32 3
  %9 = load %struct.entry*, %struct.entry** %next3, align 8
  store %struct.entry* %9, %struct.entry** %next, align 8
  %10 = load %struct.entry*, %struct.entry** %e, align 8
  %key = getelementptr inbounds %struct.entry, %struct.entry* %10, i32 0, i32 0
  %11 = load i8*, i8** %key, align 8
  call void @free(i8* noundef %11) #4
  %12 = load %struct.entry*, %struct.entry** %e, align 8
  %13 = bitcast %struct.entry* %12 to i8*
  call void @free(i8* noundef %13) #4
  br label %for.inc

for.inc:                                          ; preds = %for.body2
  %14 = load %struct.entry*, %struct.entry** %next, align 8
  store %struct.entry* %14, %struct.entry** %e, align 8
  br label %for.cond1, !llvm.loop !11

for.end:                                          ; preds = %for.cond1
  br label %for.inc4

for.inc4:                                         ; preds = %for.end
  %15 = load i64, i64* %i, align 8
  %inc = add i64 %15, 1
  store i64 %inc, i64* %i, align 8
  br label %for.cond, !llvm.loop !12

for.end5:                                         ; preds = %for.cond
  %16 = load %struct.table*, %struct.table** %t.addr, align 8
  %buckets6 = getelementptr inbounds %struct.table, %struct.table* %16, i32 0, i32 0
  %17 = load %struct.entry**, %struct.entry*** %buckets6, align 8
  %18 = bitcast %struct.entry** %17 to i8*
  call void @free(i8* noundef %18) #4
  ret void
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @table_grow(%struct.table* noundef %t) #0 {
entry:
  %t.addr = alloca %struct.table*, align 8
  %n = alloca i64, align 8
  %b = alloca %struct.entry**, align 8
  %i = alloca i64, align 8
  %e = alloca %struct.entry*, align 8
  %next = alloca %struct.entry*, align 8
  store %struct.table* %t, %struct.table** %t.addr, align 8
  %0 = load %struct.table*, %struct.table** %t.addr, align 8
  %nbuckets = getelementptr inbounds %struct.table, %struct.table* %0, i32 0, i32 1
  %1 = load i64, i64* %nbuckets, align 8
  %mul = mul i64 %1, 2
  store i64 %mul, i64* %n, align 8
  %2 = load i64, i64* %n, align 8
  %call = call noalias i8* @calloc(i64 noundef %2, i64 noundef 8) #4
  %3 = bitcast i8* %call to %struct.entry**
  store %struct.entry** %3, %struct.entry*** %b, align 8
  %4 = load %struct.entry**, %struct.entry*** %b, align 8
  %tobool = icmp ne %struct.entry** %4, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  br label %return

if.end:                                           ; preds = %entry
  store i64 0, i64* %i, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.end
  %5 = load i64, i64* %i, align 8
  %6 = load %struct.table*, %struct.table** %t.addr, align 8
  %nbuckets1 = getelementptr inbounds %struct.table, %struct.table* %6, i32 0, i32 1
  %7 = load i64, i64* %nbuckets1, align 8
  %cmp = icmp ult i64 %5, %7
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %8 = load %struct.table*, %struct.table** %t.addr, align 8
  %buckets = getelementptr inbounds %struct.table, %struct.table* %8, i32 0, i32 0
  %9 = load %struct.entry**, %struct.entry*** %buckets, align 8
  %10 = load i64, i64* %i, align 8
  %arrayidx = getelementptr inbounds %struct.entry*, %struct.entry** %9, i64 %10
  %11 = load %struct.entry*, %struct.entry** %arrayidx, align 8
  store %struct.entry* %11, %struct.entry** %e, align 8
  br label %while.cond

while.cond:                                       ; preds = %while.body, %for.body
  %12 = load %struct.entry*, %struct.entry** %e, align 8
  %tobool2 = icmp ne %struct.entry* %12, null
  br i1 %tobool2, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %13 = load %struct.entry*, %struct.entry** %e, align 8
  %next3 = getelementptr inbounds %struct.entry, %struct.entry* %13, i32 0, i32 3
  %14 = load %struct.entry*, %struct.entry** %next3, align 8
  store %struct.entry* %14, %struct.entry** %next, align 8
  %15 = load %struct.entry**, %struct.entry*** %b, align 8
  %16 = load %struct.entry*, %struct.entry** %e, align 8
  %hash = getelementptr inbounds %struct.entry, %struct.entry* %16, i32 0, i32 2
  %17 = load i32, i32* %hash, align 4
  %conv = zext i32 %17 to i64
  %18 = load i64, i64* %n, align 8
  %rem = urem i64 %conv, %18
  %arrayidx4 = getelementptr inbounds %struct.entry*, %struct.entry** %15, i64 %rem
  %19 = load %struct.entry*, %struct.entry** %arrayidx4, align 8
  %20 = load %struct.entry*, %struct.entry** %e, align 8
  %next5 = getelementptr inbounds %struct.entry, %struct.entry* %20, i32 0, i32 3
  store %struct.entry* %19, %struct.entry** %next5, align 8
  %21 = load %struct.entry*, %struct.entry** %e, align 8
  %22 = load %struct.entry**, %struct.entry*** %b, align 8
  %23 = load %struct.entry*, %struct.entry** %e, align 8
  %hash6 = getelementptr inbounds %struct.entry, %struct.entry* %23, i32 0, i32 2
  %24 = load i32, i32* %hash6, align 4
  %conv7 = zext i32 %24 to i64
  %25 = load i64, i64* %n, align 8
  %rem8 = urem i64 %conv7, %25
  %arrayidx9 = getelementptr inbounds %struct.entry*, %struct.entry** %22, i64 %rem8
  store %struct.entry* %21, %struct.entry** %arrayidx9, align 8
  %26 = load %struct.entry*, %struct.entry** %next, align 8
  store %struct.entry* %26, %struct.entry** %e, align 8
  br label %while.cond, !llvm.loop !13

while.end:                                        ; preds = %while.cond
  br label %for.inc

for.inc:                                          ; preds = %while.end
  %27 = load i64, i64* %i, align 8
  %inc = add i64 %27, 1
  store i64 %inc, i64* %i, align 8
  br label %for.cond, !llvm.loop !14

for.end:                                          ; preds = %for.cond
  %28 = load %struct.table*, %struct.table** %t.addr, align 8
  %buckets10 = getelementptr inbounds %struct.table, %struct.table* %28, i32 0, i32 0
  %29 = load %struct.entry**, %struct.entry*** %buckets10, align 8
  %30 = bitcast %struct.entry** %29 to i8*
  call void @free(i8* noundef %30) #4
  %31 = load %struct.entry**, %struct.entry*** %b, align 8
  %32 = load %struct.table*, %struct.table** %t.addr, align 8
  %buckets11 = getelementptr inbounds %struct.table, %struct.table* %32, i32 0, i32 0
  store %struct.entry** %31, %struct.entry*** %buckets11, align 8
  %33 = load i64, i64* %n, align 8
  %34 = load %struct.table*, %struct.table** %t.addr, align 8
  %nbuckets12 = getelementptr inbounds %struct.table, %struct.table* %34, i32 0, i32 1
  store i64 %33, i64* %nbuckets12, align 8
  br label %return

return:                                           ; preds = %for.end, %if.then
  ret void
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

; Function Attrs: nounwind
declare noalias i8* @strdup(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fnv1a(i8* noundef %s) #0 {
entry:
  %s.addr = alloca i8*, align 8
  %h = alloca i32, align 4
  store i8* %s, i8** %s.addr, align 8
  store i32 -2128831035, i32* %h, align 4
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %0 = load i8*, i8** %s.addr, align 8
  %1 = load i8, i8* %0, align 1
  %tobool = icmp ne i8 %1, 0
  br i1 %tobool, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %2 = load i32, i32* %h, align 4
  %3 = load i8*, i8** %s.addr, align 8
  %incdec.ptr = getelementptr inbounds i8, i8* %3, i32 1
  store i8* %incdec.ptr, i8** %s.addr, align 8
  %4 = load i8, i8* %3, align 1
  %conv = zext i8 %4 to i32
  %xor = xor i32 %2, %conv
  %mul = mul i32 %xor, 16777619
  store i32 %mul, i32* %h, align 4
  br label %while.cond, !llvm.loop !15

while.end:                                        ; preds = %while.cond
  %5 = load i32, i32* %h, align 4
  ret i32 %5
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { nounwind readonly willreturn }

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
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
