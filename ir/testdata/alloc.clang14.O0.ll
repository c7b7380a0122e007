; ModuleID = 'alloc.c'
source_filename = "alloc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.vec = type { i32*, i64, i64 }
%struct.blob = type { i64, i32, [0 x i8] }

@.str = private unnamed_addr constant [6 x i8] c"%.1f\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"%zu %s %zu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %v = alloca %struct.vec, align 8
  %i = alloca i32, align 4
  %m = alloca double**, align 8
  %name = alloca i8*, align 8
  %b = alloca %struct.blob*, align 8
  %c = alloca %struct.blob*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = bitcast %struct.vec* %v to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %0, i8 0, i64 24, i1 false)
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, i32* %i, align 4
  %cmp = icmp slt i32 %1, 20
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load i32, i32* %i, align 4
  %3 = load i32, i32* %argc.addr, align 4
  %mul = mul nsw i32 %2, %3
  %call = call i32 @vec_push(%struct.vec* noundef %v, i32 noundef %mul)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %4 = load i32, i32* %i, align 4
  %inc = add nsw i32 %4, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  call void @vec_insert(%struct.vec* noundef %v, i64 noundef 3, i32 noundef -1)
  %call1 = call double** @matrix_new(i32 noundef 3, i32 noundef 3)
  store double** %call1, double*** %m, align 8
  %5 = load double**, double*** %m, align 8
  %tobool = icmp ne double** %5, null
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %for.end
  %data = getelementptr inbounds %struct.vec, %struct.vec* %v, i32 0, i32 0
  %6 = load i32*, i32** %data, align 8
  %arrayidx = getelementptr inbounds i32, i32* %6, i64 3
  %7 = load i32, i32* %arrayidx, align 4
  %conv = sitofp i32 %7 to double
  %8 = load double**, double*** %m, align 8
  %arrayidx2 = getelementptr inbounds double*, double** %8, i64 1
  %9 = load double*, double** %arrayidx2, align 8
  %arrayidx3 = getelementptr inbounds double, double* %9, i64 1
  store double %conv, double* %arrayidx3, align 8
  %10 = load double**, double*** %m, align 8
  %arrayidx4 = getelementptr inbounds double*, double** %10, i64 1
  %11 = load double*, double** %arrayidx4, align 8
  %arrayidx5 = getelementptr inbounds double, double* %11, i64 1
  %12 = load double, double* %arrayidx5, align 8
  %call6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), double noundef %12)
  %13 = load double**, double*** %m, align 8
  call void @matrix_free(double** noundef %13, i32 noundef 3)
  br label %if.end

if.end:                                           ; preds = %if.then, %for.end
  %14 = load i8**, i8*** %argv.addr, align 8
  %arrayidx7 = getelementptr inbounds i8*, i8** %14, i64 0
  %15 = load i8*, i8** %arrayidx7, align 8
  %call8 = call noalias i8* @strdup(i8* noundef %15) #6
  store i8* %call8, i8** %name, align 8
  %16 = load i8*, i8** %name, align 8
  %17 = load i8*, i8** %name, align 8
  %call9 = call i64 @strlen(i8* noundef %17) #7
  %add = add i64 %call9, 1
  %call10 = call %struct.blob* @blob_new(i8* noundef %16, i64 noundef %add)
  store %struct.blob* %call10, %struct.blob** %b, align 8
  %18 = load %struct.blob*, %struct.blob** %b, align 8
  %tobool11 = icmp ne %struct.blob* %18, null
  br i1 %tobool11, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.end
  %19 = load %struct.blob*, %struct.blob** %b, align 8
  %call12 = call %struct.blob* @blob_dup(%struct.blob* noundef %19)
  br label %cond.end

cond.false:                                       ; preds = %if.end
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi %struct.blob* [ %call12, %cond.true ], [ null, %cond.false ]
  store %struct.blob* %cond, %struct.blob** %c, align 8
  %20 = load %struct.blob*, %struct.blob** %c, align 8
  %tobool13 = icmp ne %struct.blob* %20, null
  br i1 %tobool13, label %if.then14, label %if.end16

if.then14:                                        ; preds = %cond.end
  %len = getelementptr inbounds %struct.vec, %struct.vec* %v, i32 0, i32 1
  %21 = load i64, i64* %len, align 8
  %22 = load %struct.blob*, %struct.blob** %c, align 8
  %bytes = getelementptr inbounds %struct.blob, %struct.blob* %22, i32 0, i32 2
  %arraydecay = getelementptr inbounds [0 x i8], [0 x i8]* %bytes, i64 0, i64 0
  %23 = load %struct.blob*, %struct.blob** %c, align 8
  %size = getelementptr inbounds %struct.blob, %struct.blob* %23, i32 0, i32 0
  %24 = load i64, i64* %size, align 8
  %call15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), i64 noundef %21, i8* noundef %arraydecay, i64 noundef %24)
  br label %if.end16

if.end16:                                         ; preds = %if.then14, %cond.end
  %25 = load %struct.blob*, %struct.blob** %c, align 8
  %26 = bitcast %struct.blob* %25 to i8*
  call void @free(i8* noundef %26) #6
  %27 = load %struct.blob*, %struct.blob** %b, align 8
  %28 = bitcast %struct.blob* %27 to i8*
  call void @free(i8* noundef %28) #6
  %29 = load i8*, i8** %name, align 8
  call void @free(i8* noundef %29) #6
  %data17 = getelementptr inbounds %struct.vec, %struct.vec* %v, i32 0, i32 0
  %30 = load i32*, i32** %data17, align 8
  %31 = bitcast i32* %30 to i8*
  call void @free(i8* noundef %31) #6
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vec_push(%struct.vec* noundef %v, i32 noundef %x) #0 {
entry:
  %retval = alloca i32, align 4
  %v.addr = alloca %struct.vec*, align 8
  %x.addr = alloca i32, align 4
  %cap1 = alloca i64, align 8
  %d = alloca i32*, align 8
  store %struct.vec* %v, %struct.vec** %v.addr, align 8
  store i32 %x, i32* %x.addr, align 4
  %0 = load %struct.vec*, %struct.vec** %v.addr, align 8
  %len = getelementptr inbounds %struct.vec, %struct.vec* %0, i32 0, i32 1
  %1 = load i64, i64* %len, align 8
  %2 = load %struct.vec*, %struct.vec** %v.addr, align 8
  %cap = getelementptr inbounds %struct.vec, %struct.vec* %2, i32 0, i32 2
  %3 = load i64, i64* %cap, align 8
  %cmp = icmp eq i64 %1, %3
  br i1 %cmp, label %if.then, label %if.end9

if.then:                                          ; preds = %entry
  %4 = load %struct.vec*, %struct.vec** %v.addr, align 8
  %cap2 = getelementptr inbounds %struct.vec, %struct.vec* %4, i32 0, i32 2
  %5 = load i64, i64* %cap2, align 8
  %tobool = icmp ne i64 %5, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.then
  %6 = load %struct.vec*, %struct.vec** %v.addr, align 8
  %cap3 = getelementptr inbounds %struct.vec, %struct.vec* %6, i32 0, i32 2
  %7 = load i64, i64* %cap3, align 8
  %mul = mul i64 2, %7
  br label %cond.end

cond.false:                                       ; preds = %if.then
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i64 [ %mul, %cond.true ], [ 4, %cond.false ]
  store i64 %cond, i64* %cap1, align 8
  %8 = load %struct.vec*, %struct.vec** %v.addr, align 8
  %data = getelementptr inbounds %struct.vec, %struct.vec* %8, i32 0, i32 0
  %9 = load i32*, i32** %data, align 8
  %10 = bitcast i32* %9 to i8*
  %11 = load i64, i64* %cap1, align 8
  %mul4 = mul i64 %11, 4
  %call = call i8* @realloc(i8* noundef %10, i64 noundef %mul4) #6
  %12 = bitcast i8* %call to i32*
  store i32* %12, i32** %d, align 8
  %13 = load i32*, i32** %d, align 8
  %tobool5 = icmp ne i32* %13, null
  br i1 %tobool5, label %if.end, label %if.then6

if.then6:                                         ; preds = %cond.end
  store i32 -1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %cond.end
  %14 = load i32*, i32** %d, align 8
  %15 = load %struct.vec*, %struct.vec** %v.addr, align 8
  %data7 = getelementptr inbounds %struct.vec, %struct.vec* %15, i32 0, i32 0
  store i32* %14, i32** %data7, align 8
  %16 = load i64, i64* %cap1, align 8
  %17 = load %struct.vec*, %struct.vec** %v.addr, align 8
  %cap8 = getelementptr inbounds %struct.vec, %struct.vec* %17, i32 0, i32 2
  store i64 %16, i64* %cap8, align 8
  br label %if.end9

if.end9:                                          ; preds = %if.end, %entry
  %18 = load i32, i32* %x.addr, align 4
  %19 = load %struct.vec*, %struct.vec** %v.addr, align 8
  %data10 = getelementptr inbounds %struct.vec, %struct.vec* %19, i32 0, i32 0
  %20 = load i32*, i32** %data10, align 8
  %21 = load %struct.vec*, %struct.vec** %v.addr, align 8
  %len11 = getelementptr inbounds %struct.vec, %struct.vec* %21, i32 0, i32 1
  %22 = load i64, i64* %len11, align 8
  %inc = add i64 %22, 1
  store i64 %inc, i64* %len11, align 8
  %arrayidx = getelementptr inbounds i32, i32* %20, i64 %22
  store i32 %18, i32* %arrayidx, align 4
  store i32 0, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end9, %if.then6
  %23 = load i32, i32* %retval, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @vec_insert(%struct.vec* noundef %v, i64 noundef %at, i32 noundef %x) #0 {
entry:
  %v.addr = alloca %struct.vec*, align 8
  %at.addr = alloca i64, align 8
  %x.addr = alloca i32, align 4
  store %struct.vec* %v, %struct.vec** %v.addr, align 8
  store i64 %at, i64* %at.addr, align 8
  store i32 %x, i32* %x.addr, align 4
  %0 = load %struct.vec*, %struct.vec** %v.addr, align 8
  %call = call i32 @vec_push(%struct.vec* noundef %0, i32 noundef 0)
  %cmp = icmp slt i32 %call, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  br label %return

if.end:                                           ; preds = %entry
  %1 = load %struct.vec*, %struct.vec** %v.addr, align 8
  %data = getelementptr inbounds %struct.vec, %struct.vec* %1, i32 0, i32 0
  %2 = load i32*, i32** %data, align 8
  %3 = load i64, i64* %at.addr, align 8
  %add = add i64 %3, 1
  %arrayidx = getelementptr inbounds i32, i32* %2, i64 %add
  %4 = bitcast i32* %arrayidx to i8*
  %5 = load %struct.vec*, %struct.vec** %v.addr, align 8
  %data1 = getelementptr inbounds %struct.vec, %struct.vec* %5, i32 0, i32 0
  %6 = load i32*, i32** %data1, align 8
  %7 = load i64, i64* %at.addr, align 8
  %arrayidx2 = getelementptr inbounds i32, i32* %6, i64 %7
  %8 = bitcast i32* %arrayidx2 to i8*
  %9 = load %struct.vec*, %struct.vec** %v.addr, align 8
  %len = getelementptr inbounds %struct.vec, %struct.vec* %9, i32 0, i32 1
  %10 = load i64, i64* %len, align 8
  %sub = sub i64 %10, 1
  %11 = load i64, i64* %at.addr, align 8
  %sub3 = sub i64 %sub, %11
  %mul = mul i64 %sub3, 4
  call void @llvm.memmove.p0i8.p0i8.i64(i8* align 4 %4, i8* align 4 %8, i64 %mul, i1 false)
  %12 = load i32, i32* %x.addr, align 4
  %13 = load %struct.vec*, %struct.vec** %v.addr, align 8
  %data4 = getelementptr inbounds %struct.vec, %struct.vec* %13, i32 0, i32 0
  %14 = load i32*, i32** %data4, align 8
  %15 = load i64, i64* %at.addr, align 8
  %arrayidx5 = getelementptr inbounds i32, i32* %14, i64 %15
  store i32 %12, i32* %arrayidx5, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double** @matrix_new(i32 noundef %rows, i32 noundef %cols) #0 {
entry:
  %retval = alloca double**, align 8
  %rows.addr = alloca i32, align 4
  %cols.addr = alloca i32, align 4
  %m = alloca double**, align 8
  %i = alloca i32, align 4
  store i32 %rows, i32* %rows.addr, align 4
  store i32 %cols, i32* %cols.addr, align 4
  %0 = load i32, i32* %rows.addr, align 4
  %conv = sext i32 %0 to i64
  %call = call noalias i8* @calloc(i64 noundef %conv, i64 noundef 8) #6
  %1 = bitcast i8* %call to double**
  store double** %1, double*** %m, align 8
  %2 = load double**, double*** %m, align 8
  %tobool = icmp ne double** %2, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store double** null, double*** %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.end
  %3 = load i32, i32* %i, align 4
  %4 = load i32, i32* %rows.addr, align 4
  %cmp = icmp slt i32 %3, %4
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %5 = load i32, i32* %cols.addr, align 4
  %conv2 = sext i32 %5 to i64
  %call3 = call noalias i8* @calloc(i64 noundef %conv2, i64 noundef 8) #6
  %6 = bitcast i8* %call3 to double*
  %7 = load double**, double*** %m, align 8
  %8 = load i32, i32* %i, align 4
  %idxprom = sext i32 %8 to i64
  %arrayidx = getelementptr inbounds double*, double** %7, i64 %idxprom
  store double* %6, double** %arrayidx, align 8
  %9 = load double**, double*** %m, align 8
  %10 = load i32, i32* %i, align 4
  %idxprom4 = sext i32 %10 to i64
  %arrayidx5 = getelementptr inbounds double*, double** %9, i64 %idxprom4
  %11 = load double*, double** %arrayidx5, align 8
  %tobool6 = icmp ne double* %11, null
  br i1 %tobool6, label %if.end11, label %if.then7

if.then7:                                         ; preds = %for.body
  br label %while.cond

while.cond:                                       ; preds = %while.body, %if.then7
  %12 = load i32, i32* %i, align 4
  %dec = add nsw i32 %12, -1
  store i32 %dec, i32* %i, align 4
  %tobool8 = icmp ne i32 %12, 0
  br i1 %tobool8, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %13 = load double**, double*** %m, align 8
  %14 = load i32, i32* %i, align 4
  %idxprom9 = sext i32 %14 to i64
  %arrayidx10 = getelementptr inbounds double*, double** %13, i64 %idxprom9
  %15 = load double*, double** %arrayidx10, align 8
  %16 = bitcast double* %15 to i8*
  call void @free(i8* noundef %16) #6
  br label %while.cond, !llvm.loop !8

while.end:                                        ; preds = %while.cond
  %17 = load double**, double*** %m, align 8
  %18 = bitcast double** %17 to i8*
  call void @free(i8* noundef %18) #6
  store double** null, double*** %retval, align 8
  br label %return

if.end11:                                         ; preds = %for.body
  br label %for.inc

for.inc:                                          ; preds = %if.end11
  %19 = load i32, i32* %i, align 4
  %inc = add nsw i32 %19, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !9

for.end:                                          ; preds = %for.cond
  %20 = load double**, double*** %m, align 8
  store double** %20, double*** %retval, align 8
  br label %return

return:                                           ; preds = %for.end, %while.end, %if.then
  %21 = load double**, double*** %retval, align 8
  ret double** %21
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @matrix_free(double** noundef %m, i32 noundef %rows) #0 {
entry:
  %m.addr = alloca double**, align 8
  %rows.addr = alloca i32, align 4
  %i = alloca i32, align 4
  store double** %m, double*** %m.addr, align 8
  store i32 %rows, i32* %rows.addr, align 4
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4
  %1 = load i32, i32* %rows.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load double**, double*** %m.addr, align 8
  %3 = load i32, i32* %i, align 4
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds double*, double** %2, i64 %idxprom
  %4 = load double*, double** %arrayidx, align 8
  %5 = bitcast double* %4 to i8*
  call void @free(i8* noundef %5) #6
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %6 = load i32, i32* %i, align 4
  %inc = add nsw i32 %6, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !10

for.end:                                          ; preds = %for.cond
  %7 = load double**, double*** %m.addr, align 8
  %8 = bitcast double** %7 to i8*
  call void @free(i8* noundef %8) #6
  ret void
}

; Function Attrs: nounwind
declare noalias i8* @strdup(i8* noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.blob* @blob_new(i8* noundef %src, i64 noundef %n) #0 {
entry:
  %retval = alloca %struct.blob*, align 8
  %src.addr = alloca i8*, align 8
  %n.addr = alloca i64, align 8
  %b = alloca %struct.blob*, align 8
  store i8* %src, i8** %src.addr, align 8
  store i64 %n, i64* %n.addr, align 8
  %0 = load i64, i64* %n.addr, align 8
  %add = add i64 16, %0
  %call = call noalias i8* @malloc(i64 noundef %add) #6
  %1 = bitcast i8* %call to %struct.blob*
  store %struct.blob* %1, %struct.blob** %b, align 8
  %2 = load %struct.blob*, %struct.blob** %b, align 8
  %tobool = icmp ne %struct.blob* %2, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store %struct.blob* null, %struct.blob** %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %3 = load i64, i64* %n.addr, align 8
  %4 = load %struct.blob*, %struct.blob** %b, align 8
  %size = getelementptr inbounds %struct.blob, %struct.blob* %4, i32 0, i32 0
  store i64 %3, i64* %size, align 8
  %5 = load %struct.blob*, %struct.blob** %b, align 8
  %refs = getelementptr inbounds %struct.blob, %struct.blob* %5, i32 0, i32 1
  store i32 1, i32* %refs, align 8
  %6 = load %struct.blob*, %struct.blob** %b, align 8
  %bytes = getelementptr inbounds %struct.blob, %struct.blob* %6, i32 0, i32 2
  %arraydecay = getelementptr inbounds [0 x i8], [0 x i8]* %bytes, i64 0, i64 0
  %7 = load i8*, i8** %src.addr, align 8
  %8 = load i64, i64* %n.addr, align 8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %arraydecay, i8* align 1 %7, i64 %8, i1 false)
  %9 = load %struct.blob*, %struct.blob** %b, align 8
  store %struct.blob* %9, %struct.blob** %retval, align 8
  br label %return

return:                                           ; preds = %if.end, %if.then
  %10 = load %struct.blob*, %struct.blob** %retval, align 8
  ret %struct.blob* %10
}

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.blob* @blob_dup(%struct.blob* noundef %b) #0 {
entry:
  %b.addr = alloca %struct.blob*, align 8
  %c = alloca %struct.blob*, align 8
  store %struct.blob* %b, %struct.blob** %b.addr, align 8
  %0 = load %struct.blob*, %struct.blob** %b.addr, align 8
  %size = getelementptr inbounds %struct.blob, %struct.blob* %0, i32 0, i32 0
  %1 = load i64, i64* %size, align 8
  %add = add i64 16, %1
  %call = call noalias i8* @malloc(i64 noundef %add) #6
  %2 = bitcast i8* %call to %struct.blob*
  store %struct.blob* %2, %struct.blob** %c, align 8
  %3 = load %struct.blob*, %struct.blob** %c, align 8
  %tobool = icmp ne %struct.blob* %3, null
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %4 = load %struct.blob*, %struct.blob** %c, align 8
  %5 = bitcast %struct.blob* %4 to i8*
  %6 = load %struct.blob*, %struct.blob** %b.addr, align 8
  %7 = bitcast %struct.blob* %6 to i8*
  %8 = load %struct.blob*, %struct.blob** %b.addr, align 8
  %size1 = getelementptr inbounds %struct.blob, %struct.blob* %8, i32 0, i32 0
  %9 = load i64, i64* %size1, align 8
  %add2 = add i64 16, %9
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %5, i8* align 8 %7, i64 %add2, i1 false)
  %10 = load %struct.blob*, %struct.blob** %c, align 8
  %refs = getelementptr inbounds %struct.blob, %struct.blob* %10, i32 0, i32 1
  store i32 1, i32* %refs, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %11 = load %struct.blob*, %struct.blob** %c, align 8
  ret %struct.blob* %11
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: nounwind
declare i8* @realloc(i8* noundef, i64 noundef) #3

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly nofree nounwind willreturn }
attributes #6 = { nounwind }
attributes #7 = { nounwind readonly willreturn }

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
