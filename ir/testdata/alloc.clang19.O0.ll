; ModuleID = 'alloc.c'
source_filename = "alloc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.vec = type { ptr, i64, i64 }
%struct.blob = type { i64, i32, [0 x i8] }

@.str = private unnamed_addr constant [6 x i8] c"%.1f\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"%zu %s %zu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %v = alloca %struct.vec, align 8
  %i = alloca i32, align 4
  %m = alloca ptr, align 8
  %name = alloca ptr, align 8
  %b = alloca ptr, align 8
  %c = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %v, i8 0, i64 24, i1 false)
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %cmp = icmp slt i32 %0, 20
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load i32, ptr %i, align 4
  %2 = load i32, ptr %argc.addr, align 4
  %mul = mul nsw i32 %1, %2
  %call = call i32 @vec_push(ptr noundef %v, i32 noundef %mul)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %3 = load i32, ptr %i, align 4
  %inc = add nsw i32 %3, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  call void @vec_insert(ptr noundef %v, i64 noundef 3, i32 noundef -1)
  %call1 = call ptr @matrix_new(i32 noundef 3, i32 noundef 3)
  store ptr %call1, ptr %m, align 8
  %4 = load ptr, ptr %m, align 8
  %tobool = icmp ne ptr %4, null
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %for.end
  %data = getelementptr inbounds %struct.vec, ptr %v, i32 0, i32 0
  %5 = load ptr, ptr %data, align 8
  %arrayidx = getelementptr inbounds i32, ptr %5, i64 3
  %6 = load i32, ptr %arrayidx, align 4
  %conv = sitofp i32 %6 to double
  %7 = load ptr, ptr %m, align 8
  %arrayidx2 = getelementptr inbounds ptr, ptr %7, i64 1
  %8 = load ptr, ptr %arrayidx2, align 8
  %arrayidx3 = getelementptr inbounds double, ptr %8, i64 1
  store double %conv, ptr %arrayidx3, align 8
  %9 = load ptr, ptr %m, align 8
  %arrayidx4 = getelementptr inbounds ptr, ptr %9, i64 1
  %10 = load ptr, ptr %arrayidx4, align 8
  %arrayidx5 = getelementptr inbounds double, ptr %10, i64 1
  %11 = load double, ptr %arrayidx5, align 8
  %call6 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %11)
  %12 = load ptr, ptr %m, align 8
  call void @matrix_free(ptr noundef %12, i32 noundef 3)
  br label %if.end

if.end:                                           ; preds = %if.then, %for.end
  %13 = load ptr, ptr %argv.addr, align 8
  %arrayidx7 = getelementptr inbounds ptr, ptr %13, i64 0
  %14 = load ptr, ptr %arrayidx7, align 8
  %call8 = call noalias ptr @strdup(ptr noundef %14) #9
  store ptr %call8, ptr %name, align 8
  %15 = load ptr, ptr %name, align 8
  %16 = load ptr, ptr %name, align 8
  %call9 = call i64 @strlen(ptr noundef %16) #10
  %add = add i64 %call9, 1
  %call10 = call ptr @blob_new(ptr noundef %15, i64 noundef %add)
  store ptr %call10, ptr %b, align 8
  %17 = load ptr, ptr %b, align 8
  %tobool11 = icmp ne ptr %17, null
  br i1 %tobool11, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.end
  %18 = load ptr, ptr %b, align 8
  %call12 = call ptr @blob_dup(ptr noundef %18)
  br label %cond.end

cond.false:                                       ; preds = %if.end
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %call12, %cond.true ], [ null, %cond.false ]
  store ptr %cond, ptr %c, align 8
  %19 = load ptr, ptr %c, align 8
  %tobool13 = icmp ne ptr %19, null
  br i1 %tobool13, label %if.then14, label %if.end16

if.then14:                                        ; preds = %cond.end
  %len = getelementptr inbounds %struct.vec, ptr %v, i32 0, i32 1
  %20 = load i64, ptr %len, align 8
  %21 = load ptr, ptr %c, align 8
  %bytes = getelementptr inbounds %struct.blob, ptr %21, i32 0, i32 2
  %arraydecay = getelementptr inbounds [0 x i8], ptr %bytes, i64 0, i64 0
  %22 = load ptr, ptr %c, align 8
  %size = getelementptr inbounds %struct.blob, ptr %22, i32 0, i32 0
  %23 = load i64, ptr %size, align 8
  %call15 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %20, ptr noundef %arraydecay, i64 noundef %23)
  br label %if.end16

if.end16:                                         ; preds = %if.then14, %cond.end
  %24 = load ptr, ptr %c, align 8
  call void @free(ptr noundef %24) #9
  %25 = load ptr, ptr %b, align 8
  call void @free(ptr noundef %25) #9
  %26 = load ptr, ptr %name, align 8
  call void @free(ptr noundef %26) #9
  %data17 = getelementptr inbounds %struct.vec, ptr %v, i32 0, i32 0
  %27 = load ptr, ptr %data17, align 8
  call void @free(ptr noundef %27) #9
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vec_push(ptr noundef %v, i32 noundef %x) #0 {
entry:
  %retval = alloca i32, align 4
  %v.addr = alloca ptr, align 8
  %x.addr = alloca i32, align 4
  %cap1 = alloca i64, align 8
  %d = alloca ptr, align 8
  store ptr %v, ptr %v.addr, align 8
  store i32 %x, ptr %x.addr, align 4
  %0 = load ptr, ptr %v.addr, align 8
  %len = getelementptr inbounds %struct.vec, ptr %0, i32 0, i32 1
  %1 = load i64, ptr %len, align 8
  %2 = load ptr, ptr %v.addr, align 8
  %cap = getelementptr inbounds %struct.vec, ptr %2, i32 0, i32 2
  %3 = load i64, ptr %cap, align 8
  %cmp = icmp eq i64 %1, %3
  br i1 %cmp, label %if.then, label %if.end9

if.then:                                          ; preds = %entry
  %4 = load ptr, ptr %v.addr, align 8
  %cap2 = getelementptr inbounds %struct.vec, ptr %4, i32 0, i32 2
  %5 = load i64, ptr %cap2, align 8
  %tobool = icmp ne i64 %5, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.then
  %6 = load ptr, ptr %v.addr, align 8
  %cap3 = getelementptr inbounds %struct.vec, ptr %6, i32 0, i32 2
  %7 = load i64, ptr %cap3, align 8
  %mul = mul i64 2, %7
  br label %cond.end

cond.false:                                       ; preds = %if.then
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i64 [ %mul, %cond.true ], [ 4, %cond.false ]
  store i64 %cond, ptr %cap1, align 8
  %8 = load ptr, ptr %v.addr, align 8
  %data = getelementptr inbounds %struct.vec, ptr %8, i32 0, i32 0
  %9 = load ptr, ptr %data, align 8
  %10 = load i64, ptr %cap1, align 8
  %mul4 = mul i64 %10, 4
  %call = call ptr @realloc(ptr noundef %9, i64 noundef %mul4) #11
  store ptr %call, ptr %d, align 8
  %11 = load ptr, ptr %d, align 8
  %tobool5 = icmp ne ptr %11, null
  br i1 %tobool5, label %if.end, label %if.then6

if.then6:                                         ; preds = %cond.end
  store i32 -1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %cond.end
  %12 = load ptr, ptr %d, align 8
  %13 = load ptr, ptr %v.addr, align 8
  %data7 = getelementptr inbounds %struct.vec, ptr %13, i32 0, i32 0
  store ptr %12, ptr %data7, align 8
  %14 = load i64, ptr %cap1, align 8
  %15 = load ptr, ptr %v.addr, align 8
  %cap8 = getelementptr inbounds %struct.vec, ptr %15, i32 0, i32 2
  store i64 %14, ptr %cap8, align 8
  br label %if.end9

if.end9:                                          ; preds = %if.end, %entry
  %16 = load i32, ptr %x.addr, align 4
  %17 = load ptr, ptr %v.addr, align 8
  %data10 = getelementptr inbounds %struct.vec, ptr %17, i32 0, i32 0
  %18 = load ptr, ptr %data10, align 8
  %19 = load ptr, ptr %v.addr, align 8
  %len11 = getelementptr inbounds %struct.vec, ptr %19, i32 0, i32 1
  %20 = load i64, ptr %len11, align 8
  %inc = add i64 %20, 1
  store i64 %inc, ptr %len11, align 8
  %arrayidx = getelementptr inbounds i32, ptr %18, i64 %20
  store i32 %16, ptr %arrayidx, align 4
  store i32 0, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end9, %if.then6
  %21 = load i32, ptr %retval, align 4
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @vec_insert(ptr noundef %v, i64 noundef %at, i32 noundef %x) #0 {
entry:
  %v.addr = alloca ptr, align 8
  %at.addr = alloca i64, align 8
  %x.addr = alloca i32, align 4
  store ptr %v, ptr %v.addr, align 8
  store i64 %at, ptr %at.addr, align 8
  store i32 %x, ptr %x.addr, align 4
  %0 = load ptr, ptr %v.addr, align 8
  %call = call i32 @vec_push(ptr noundef %0, i32 noundef 0)
  %cmp = icmp slt i32 %call, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  br label %return

if.end:                                           ; preds = %entry
  %1 = load ptr, ptr %v.addr, align 8
  %data = getelementptr inbounds %struct.vec, ptr %1, i32 0, i32 0
  %2 = load ptr, ptr %data, align 8
  %3 = load i64, ptr %at.addr, align 8
  %add = add i64 %3, 1
  %arrayidx = getelementptr inbounds i32, ptr %2, i64 %add
  %4 = load ptr, ptr %v.addr, align 8
  %data1 = getelementptr inbounds %struct.vec, ptr %4, i32 0, i32 0
  %5 = load ptr, ptr %data1, align 8
  %6 = load i64, ptr %at.addr, align 8
  %arrayidx2 = getelementptr inbounds i32, ptr %5, i64 %6
  %7 = load ptr, ptr %v.addr, align 8
  %len = getelementptr inbounds %struct.vec, ptr %7, i32 0, i32 1
  %8 = load i64, ptr %len, align 8
  %sub = sub i64 %8, 1
  %9 = load i64, ptr %at.addr, align 8
  %sub3 = sub i64 %sub, %9
  %mul = mul i64 %sub3, 4
  call void @llvm.memmove.p0.p0.i64(ptr align 4 %arrayidx, ptr align 4 %arrayidx2, i64 %mul, i1 false)
  %10 = load i32, ptr %x.addr, align 4
  %11 = load ptr, ptr %v.addr, align 8
  %data4 = getelementptr inbounds %struct.vec, ptr %11, i32 0, i32 0
  %12 = load ptr, ptr %data4, align 8
  %13 = load i64, ptr %at.addr, align 8
  %arrayidx5 = getelementptr inbounds i32, ptr %12, i64 %13
  store i32 %10, ptr %arrayidx5, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @matrix_new(i32 noundef %rows, i32 noundef %cols) #0 {
entry:
  %retval = alloca ptr, align 8
  %rows.addr = alloca i32, align 4
  %cols.addr = alloca i32, align 4
  %m = alloca ptr, align 8
  %i = alloca i32, align 4
  store i32 %rows, ptr %rows.addr, align 4
  store i32 %cols, ptr %cols.addr, align 4
  %0 = load i32, ptr %rows.addr, align 4
  %conv = sext i32 %0 to i64
  %call = call noalias ptr @calloc(i64 noundef %conv, i64 noundef 8) #12
  store ptr %call, ptr %m, align 8
  %1 = load ptr, ptr %m, align 8
  %tobool = icmp ne ptr %1, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store ptr null, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.end
  %2 = load i32, ptr %i, align 4
  %3 = load i32, ptr %rows.addr, align 4
  %cmp = icmp slt i32 %2, %3
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %4 = load i32, ptr %cols.addr, align 4
  %conv2 = sext i32 %4 to i64
  %call3 = call noalias ptr @calloc(i64 noundef %conv2, i64 noundef 8) #12
  %5 = load ptr, ptr %m, align 8
  %6 = load i32, ptr %i, align 4
  %idxprom = sext i32 %6 to i64
  %arrayidx = getelementptr inbounds ptr, ptr %5, i64 %idxprom
  store ptr %call3, ptr %arrayidx, align 8
  %7 = load ptr, ptr %m, align 8
  %8 = load i32, ptr %i, align 4
  %idxprom4 = sext i32 %8 to i64
  %arrayidx5 = getelementptr inbounds ptr, ptr %7, i64 %idxprom4
  %9 = load ptr, ptr %arrayidx5, align 8
  %tobool6 = icmp ne ptr %9, null
  br i1 %tobool6, label %if.end11, label %if.then7

if.then7:                                         ; preds = %for.body
  br label %while.cond

while.cond:                                       ; preds = %while.body, %if.then7
  %10 = load i32, ptr %i, align 4
  %dec = add nsw i32 %10, -1
  store i32 %dec, ptr %i, align 4
  %tobool8 = icmp ne i32 %10, 0
  br i1 %tobool8, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %11 = load ptr, ptr %m, align 8
  %12 = load i32, ptr %i, align 4
  %idxprom9 = sext i32 %12 to i64
  %arrayidx10 = getelementptr inbounds ptr, ptr %11, i64 %idxprom9
  %13 = load ptr, ptr %arrayidx10, align 8
  call void @free(ptr noundef %13) #9
  br label %while.cond, !llvm.loop !8

while.end:                                        ; preds = %while.cond
  %14 = load ptr, ptr %m, align 8
  call void @free(ptr noundef %14) #9
  store ptr null, ptr %retval, align 8
  br label %return

if.end11:                                         ; preds = %for.body
  br label %for.inc

for.inc:                                          ; preds = %if.end11
  %15 = load i32, ptr %i, align 4
  %inc = add nsw i32 %15, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !9

for.end:                                          ; preds = %for.cond
  %16 = load ptr, ptr %m, align 8
  store ptr %16, ptr %retval, align 8
  br label %return

return:                                           ; preds = %for.end, %while.end, %if.then
  %17 = load ptr, ptr %retval, align 8
  ret ptr %17
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @matrix_free(ptr noundef %m, i32 noundef %rows) #0 {
entry:
  %m.addr = alloca ptr, align 8
  %rows.addr = alloca i32, align 4
  %i = alloca i32, align 4
  store ptr %m, ptr %m.addr, align 8
  store i32 %rows, ptr %rows.addr, align 4
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %1 = load i32, ptr %rows.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %m.addr, align 8
  %3 = load i32, ptr %i, align 4
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds ptr, ptr %2, i64 %idxprom
  %4 = load ptr, ptr %arrayidx, align 8
  call void @free(ptr noundef %4) #9
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %5 = load i32, ptr %i, align 4
  %inc = add nsw i32 %5, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !10

for.end:                                          ; preds = %for.cond
  %6 = load ptr, ptr %m.addr, align 8
  call void @free(ptr noundef %6) #9
  ret void
}

; Function Attrs: nounwind
declare noalias ptr @strdup(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @blob_new(ptr noundef %src, i64 noundef %n) #0 {
entry:
  %retval = alloca ptr, align 8
  %src.addr = alloca ptr, align 8
  %n.addr = alloca i64, align 8
  %b = alloca ptr, align 8
  store ptr %src, ptr %src.addr, align 8
  store i64 %n, ptr %n.addr, align 8
  %0 = load i64, ptr %n.addr, align 8
  %add = add i64 16, %0
  %call = call noalias ptr @malloc(i64 noundef %add) #13
  store ptr %call, ptr %b, align 8
  %1 = load ptr, ptr %b, align 8
  %tobool = icmp ne ptr %1, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store ptr null, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %2 = load i64, ptr %n.addr, align 8
  %3 = load ptr, ptr %b, align 8
  %size = getelementptr inbounds %struct.blob, ptr %3, i32 0, i32 0
  store i64 %2, ptr %size, align 8
  %4 = load ptr, ptr %b, align 8
  %refs = getelementptr inbounds %struct.blob, ptr %4, i32 0, i32 1
  store i32 1, ptr %refs, align 8
  %5 = load ptr, ptr %b, align 8
  %bytes = getelementptr inbounds %struct.blob, ptr %5, i32 0, i32 2
  %arraydecay = getelementptr inbounds [0 x i8], ptr %bytes, i64 0, i64 0
  %6 = load ptr, ptr %src.addr, align 8
  %7 = load i64, ptr %n.addr, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %arraydecay, ptr align 1 %6, i64 %7, i1 false)
  %8 = load ptr, ptr %b, align 8
  store ptr %8, ptr %retval, align 8
  br label %return

return:                                           ; preds = %if.end, %if.then
  %9 = load ptr, ptr %retval, align 8
  ret ptr %9
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @blob_dup(ptr noundef %b) #0 {
entry:
  %b.addr = alloca ptr, align 8
  %c = alloca ptr, align 8
  store ptr %b, ptr %b.addr, align 8
  %0 = load ptr, ptr %b.addr, align 8
  %size = getelementptr inbounds %struct.blob, ptr %0, i32 0, i32 0
  %1 = load i64, ptr %size, align 8
  %add = add i64 16, %1
  %call = call noalias ptr @malloc(i64 noundef %add) #13
  store ptr %call, ptr %c, align 8
  %2 = load ptr, ptr %c, align 8
  %tobool = icmp ne ptr %2, null
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %3 = load ptr, ptr %c, align 8
  %4 = load ptr, ptr %b.addr, align 8
  %5 = load ptr, ptr %b.addr, align 8
  %size1 = getelementptr inbounds %struct.blob, ptr %5, i32 0, i32 0
  %6 = load i64, ptr %size1, align 8
  %add2 = add i64 16, %6
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %4, i64 %add2, i1 false)
  %7 = load ptr, ptr %c, align 8
  %refs = getelementptr inbounds %struct.blob, ptr %7, i32 0, i32 1
  store i32 1, ptr %refs, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %8 = load ptr, ptr %c, align 8
  ret ptr %8
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

; Function Attrs: nounwind allocsize(1)
declare ptr @realloc(ptr noundef, i64 noundef) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #7

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(read) }
attributes #11 = { nounwind allocsize(1) }
attributes #12 = { nounwind allocsize(0,1) }
attributes #13 = { nounwind allocsize(0) }

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
