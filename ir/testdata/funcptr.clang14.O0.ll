; ModuleID = 'funcptr.c'
source_filename = "funcptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.shape_ops = type { double (%struct.shape*)*, void (%struct.shape*, double)*, i8* }
%struct.shape = type { %struct.shape_ops*, double, double }

@rect_ops = internal constant %struct.shape_ops { double (%struct.shape*)* @rect_area, void (%struct.shape*, double)* @both_scale, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0) }, align 8
@tri_ops = internal constant %struct.shape_ops { double (%struct.shape*)* @tri_area, void (%struct.shape*, double)* @both_scale, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.4, i32 0, i32 0) }, align 8
@__const.main.shapes = private unnamed_addr constant [3 x %struct.shape] [%struct.shape { %struct.shape_ops* @rect_ops, double 2.000000e+00, double 3.000000e+00 }, %struct.shape { %struct.shape_ops* @tri_ops, double 4.000000e+00, double 4.000000e+00 }, %struct.shape { %struct.shape_ops* @rect_ops, double 1.000000e+00, double 1.000000e+00 }], align 16
@.str = private unnamed_addr constant [9 x i8] c"%s %.1f\0A\00", align 1
@optable = internal global [4 x i64 (i64, i64)*] [i64 (i64, i64)* @op_add, i64 (i64, i64)* @op_sub, i64 (i64, i64)* @op_mul, i64 (i64, i64)* @op_div], align 16
@.str.1 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"%ld %ld %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"triangle\00", align 1
@pick.names = internal global [4 x i8*] [i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.7, i32 0, i32 0)], align 16
@.str.5 = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"div\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %shapes = alloca [3 x %struct.shape], align 16
  %i = alloca i32, align 4
  %v = alloca [5 x i64], align 16
  %acc = alloca i64, align 8
  %r = alloca i64, align 8
  %i16 = alloca i32, align 4
  %f = alloca i64 (i64, i64)*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = bitcast [3 x %struct.shape]* %shapes to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %0, i8* align 16 bitcast ([3 x %struct.shape]* @__const.main.shapes to i8*), i64 72, i1 false)
  %1 = load i32, i32* %argc.addr, align 4
  %rem = srem i32 %1, 3
  %idxprom = sext i32 %rem to i64
  %arrayidx = getelementptr inbounds [3 x %struct.shape], [3 x %struct.shape]* %shapes, i64 0, i64 %idxprom
  %ops = getelementptr inbounds %struct.shape, %struct.shape* %arrayidx, i32 0, i32 0
  %2 = load %struct.shape_ops*, %struct.shape_ops** %ops, align 8
  %scale = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %2, i32 0, i32 1
  %3 = load void (%struct.shape*, double)*, void (%struct.shape*, double)** %scale, align 8
  %4 = load i32, i32* %argc.addr, align 4
  %rem1 = srem i32 %4, 3
  %idxprom2 = sext i32 %rem1 to i64
  %arrayidx3 = getelementptr inbounds [3 x %struct.shape], [3 x %struct.shape]* %shapes, i64 0, i64 %idxprom2
  call void %3(%struct.shape* noundef %arrayidx3, double noundef 2.000000e+00)
  %arraydecay = getelementptr inbounds [3 x %struct.shape], [3 x %struct.shape]* %shapes, i64 0, i64 0
  %5 = bitcast %struct.shape* %arraydecay to i8*
  call void @qsort(i8* noundef %5, i64 noundef 3, i64 noundef 24, i32 (i8*, i8*)* noundef @cmp_shape_area)
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %6 = load i32, i32* %i, align 4
  %cmp = icmp slt i32 %6, 3
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %7 = load i32, i32* %i, align 4
  %idxprom4 = sext i32 %7 to i64
  %arrayidx5 = getelementptr inbounds [3 x %struct.shape], [3 x %struct.shape]* %shapes, i64 0, i64 %idxprom4
  %ops6 = getelementptr inbounds %struct.shape, %struct.shape* %arrayidx5, i32 0, i32 0
  %8 = load %struct.shape_ops*, %struct.shape_ops** %ops6, align 8
  %name = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %8, i32 0, i32 2
  %9 = load i8*, i8** %name, align 8
  %10 = load i32, i32* %i, align 4
  %idxprom7 = sext i32 %10 to i64
  %arrayidx8 = getelementptr inbounds [3 x %struct.shape], [3 x %struct.shape]* %shapes, i64 0, i64 %idxprom7
  %ops9 = getelementptr inbounds %struct.shape, %struct.shape* %arrayidx8, i32 0, i32 0
  %11 = load %struct.shape_ops*, %struct.shape_ops** %ops9, align 8
  %area = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %11, i32 0, i32 0
  %12 = load double (%struct.shape*)*, double (%struct.shape*)** %area, align 8
  %13 = load i32, i32* %i, align 4
  %idxprom10 = sext i32 %13 to i64
  %arrayidx11 = getelementptr inbounds [3 x %struct.shape], [3 x %struct.shape]* %shapes, i64 0, i64 %idxprom10
  %call = call double %12(%struct.shape* noundef %arrayidx11)
  %call12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i8* noundef %9, double noundef %call)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %14 = load i32, i32* %i, align 4
  %inc = add nsw i32 %14, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %15 = bitcast [5 x i64]* %v to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %15, i8 0, i64 40, i1 false)
  %16 = bitcast i8* %15 to [5 x i64]*
  %17 = getelementptr inbounds [5 x i64], [5 x i64]* %16, i32 0, i32 0
  store i64 5, i64* %17, align 16
  %18 = getelementptr inbounds [5 x i64], [5 x i64]* %16, i32 0, i32 1
  store i64 3, i64* %18, align 8
  %19 = getelementptr inbounds [5 x i64], [5 x i64]* %16, i32 0, i32 2
  store i64 9, i64* %19, align 16
  %20 = getelementptr inbounds [5 x i64], [5 x i64]* %16, i32 0, i32 3
  store i64 1, i64* %20, align 8
  %21 = getelementptr inbounds [5 x i64], [5 x i64]* %16, i32 0, i32 4
  store i64 7, i64* %21, align 16
  %arraydecay13 = getelementptr inbounds [5 x i64], [5 x i64]* %v, i64 0, i64 0
  %22 = bitcast i64* %arraydecay13 to i8*
  call void @qsort(i8* noundef %22, i64 noundef 5, i64 noundef 8, i32 (i8*, i8*)* noundef @cmp_long)
  store i64 0, i64* %acc, align 8
  %arraydecay14 = getelementptr inbounds [5 x i64], [5 x i64]* %v, i64 0, i64 0
  %23 = bitcast i64* %acc to i8*
  call void @for_each(i64* noundef %arraydecay14, i32 noundef 5, void (i64*, i8*)* noundef @accumulate, i8* noundef %23)
  %arrayidx15 = getelementptr inbounds [5 x i64], [5 x i64]* %v, i64 0, i64 0
  %24 = load i64, i64* %arrayidx15, align 16
  store i64 %24, i64* %r, align 8
  store i32 1, i32* %i16, align 4
  br label %for.cond17

for.cond17:                                       ; preds = %for.inc26, %for.end
  %25 = load i32, i32* %i16, align 4
  %cmp18 = icmp slt i32 %25, 5
  br i1 %cmp18, label %for.body19, label %for.end28

for.body19:                                       ; preds = %for.cond17
  %26 = load i32, i32* %i16, align 4
  %rem20 = srem i32 %26, 4
  %idxprom21 = sext i32 %rem20 to i64
  %arrayidx22 = getelementptr inbounds [4 x i64 (i64, i64)*], [4 x i64 (i64, i64)*]* @optable, i64 0, i64 %idxprom21
  %27 = load i64 (i64, i64)*, i64 (i64, i64)** %arrayidx22, align 8
  %28 = load i64, i64* %r, align 8
  %29 = load i32, i32* %i16, align 4
  %idxprom23 = sext i32 %29 to i64
  %arrayidx24 = getelementptr inbounds [5 x i64], [5 x i64]* %v, i64 0, i64 %idxprom23
  %30 = load i64, i64* %arrayidx24, align 8
  %call25 = call i64 %27(i64 noundef %28, i64 noundef %30)
  store i64 %call25, i64* %r, align 8
  br label %for.inc26

for.inc26:                                        ; preds = %for.body19
  %31 = load i32, i32* %i16, align 4
  %inc27 = add nsw i32 %31, 1
  store i32 %inc27, i32* %i16, align 4
  br label %for.cond17, !llvm.loop !8

for.end28:                                        ; preds = %for.cond17
  %32 = load i32, i32* %argc.addr, align 4
  %cmp29 = icmp sgt i32 %32, 1
  br i1 %cmp29, label %cond.true, label %cond.false

cond.true:                                        ; preds = %for.end28
  %33 = load i8**, i8*** %argv.addr, align 8
  %arrayidx30 = getelementptr inbounds i8*, i8** %33, i64 1
  %34 = load i8*, i8** %arrayidx30, align 8
  br label %cond.end

cond.false:                                       ; preds = %for.end28
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i8* [ %34, %cond.true ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), %cond.false ]
  %call31 = call i64 (i64, i64)* @pick(i8* noundef %cond)
  store i64 (i64, i64)* %call31, i64 (i64, i64)** %f, align 8
  %35 = load i64, i64* %acc, align 8
  %36 = load i64, i64* %r, align 8
  %37 = load i64 (i64, i64)*, i64 (i64, i64)** %f, align 8
  %tobool = icmp ne i64 (i64, i64)* %37, null
  br i1 %tobool, label %cond.true32, label %cond.false34

cond.true32:                                      ; preds = %cond.end
  %38 = load i64 (i64, i64)*, i64 (i64, i64)** %f, align 8
  %call33 = call i64 %38(i64 noundef 6, i64 noundef 7)
  br label %cond.end35

cond.false34:                                     ; preds = %cond.end
  br label %cond.end35

cond.end35:                                       ; preds = %cond.false34, %cond.true32
  %cond36 = phi i64 [ %call33, %cond.true32 ], [ -1, %cond.false34 ]
  %call37 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0), i64 noundef %35, i64 noundef %36, i64 noundef %cond36)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

declare void @qsort(i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_shape_area(i8* noundef %a, i8* noundef %b) #0 {
entry:
  %a.addr = alloca i8*, align 8
  %b.addr = alloca i8*, align 8
  %x = alloca %struct.shape*, align 8
  %y = alloca %struct.shape*, align 8
  %ax = alloca double, align 8
  %ay = alloca double, align 8
  store i8* %a, i8** %a.addr, align 8
  store i8* %b, i8** %b.addr, align 8
  %0 = load i8*, i8** %a.addr, align 8
  %1 = bitcast i8* %0 to %struct.shape*
  store %struct.shape* %1, %struct.shape** %x, align 8
  %2 = load i8*, i8** %b.addr, align 8
  %3 = bitcast i8* %2 to %struct.shape*
  store %struct.shape* %3, %struct.shape** %y, align 8
  %4 = load %struct.shape*, %struct.shape** %x, align 8
  %ops = getelementptr inbounds %struct.shape, %struct.shape* %4, i32 0, i32 0
  %5 = load %struct.shape_ops*, %struct.shape_ops** %ops, align 8
  %area = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %5, i32 0, i32 0
  %6 = load double (%struct.shape*)*, double (%struct.shape*)** %area, align 8
  %7 = load %struct.shape*, %struct.shape** %x, align 8
  %call = call double %6(%struct.shape* noundef %7)
  store double %call, double* %ax, align 8
  %8 = load %struct.shape*, %struct.shape** %y, align 8
  %ops1 = getelementptr inbounds %struct.shape, %struct.shape* %8, i32 0, i32 0
  %9 = load %struct.shape_ops*, %struct.shape_ops** %ops1, align 8
  %area2 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %9, i32 0, i32 0
  %10 = load double (%struct.shape*)*, double (%struct.shape*)** %area2, align 8
  %11 = load %struct.shape*, %struct.shape** %y, align 8
  %call3 = call double %10(%struct.shape* noundef %11)
  store double %call3, double* %ay, align 8
  %12 = load double, double* %ax, align 8
  %13 = load double, double* %ay, align 8
  %cmp = fcmp ogt double %12, %13
  %conv = zext i1 %cmp to i32
  %14 = load double, double* %ax, align 8
  %15 = load double, double* %ay, align 8
  %cmp4 = fcmp olt double %14, %15
  %conv5 = zext i1 %cmp4 to i32
  %sub = sub nsw i32 %conv, %conv5
  ret i32 %sub
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_long(i8* noundef %a, i8* noundef %b) #0 {
entry:
  %a.addr = alloca i8*, align 8
  %b.addr = alloca i8*, align 8
  %x = alloca i64, align 8
  %y = alloca i64, align 8
  store i8* %a, i8** %a.addr, align 8
  store i8* %b, i8** %b.addr, align 8
  %0 = load i8*, i8** %a.addr, align 8
  %1 = bitcast i8* %0 to i64*
  %2 = load i64, i64* %1, align 8
  store i64 %2, i64* %x, align 8
  %3 = load i8*, i8** %b.addr, align 8
  %4 = bitcast i8* %3 to i64*
  %5 = load i64, i64* %4, align 8
  store i64 %5, i64* %y, align 8
  %6 = load i64, i64* %x, align 8
  %7 = load i64, i64* %y, align 8
  %cmp = icmp sgt i64 %6, %7
  %conv = zext i1 %cmp to i32
  %8 = load i64, i64* %x, align 8
  %9 = load i64, i64* %y, align 8
  %cmp1 = icmp slt i64 %8, %9
  %conv2 = zext i1 %cmp1 to i32
  %sub = sub nsw i32 %conv, %conv2
  ret i32 %sub
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @for_each(i64* noundef %v, i32 noundef %n, void (i64*, i8*)* noundef %fn, i8* noundef %ctx) #0 {
entry:
  %v.addr = alloca i64*, align 8
  %n.addr = alloca i32, align 4
  %fn.addr = alloca void (i64*, i8*)*, align 8
  %ctx.addr = alloca i8*, align 8
  %i = alloca i32, align 4
  store i64* %v, i64** %v.addr, align 8
  store i32 %n, i32* %n.addr, align 4
  store void (i64*, i8*)* %fn, void (i64*, i8*)** %fn.addr, align 8
  store i8* %ctx, i8** %ctx.addr, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4
  %1 = load i32, i32* %n.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load void (i64*, i8*)*, void (i64*, i8*)** %fn.addr, align 8
  %3 = load i64*, i64** %v.addr, align 8
  %4 = load i32, i32* %i, align 4
  %idxprom = sext i32 %4 to i64
  %arrayidx = getelementptr inbounds i64, i64* %3, i64 %idxprom
  %5 = load i8*, i8** %ctx.addr, align 8
  call void %2(i64* noundef %arrayidx, i8* noundef %5)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %6 = load i32, i32* %i, align 4
  %inc = add nsw i32 %6, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !9

for.end:                                          ; preds = %for.cond
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @accumulate(i64* noundef %x, i8* noundef %ctx) #0 {
entry:
  %x.addr = alloca i64*, align 8
  %ctx.addr = alloca i8*, align 8
  store i64* %x, i64** %x.addr, align 8
  store i8* %ctx, i8** %ctx.addr, align 8
  %0 = load i64*, i64** %x.addr, align 8
  %1 = load i64, i64* %0, align 8
  %2 = load i8*, i8** %ctx.addr, align 8
  %3 = bitcast i8* %2 to i64*
  %4 = load i64, i64* %3, align 8
  %add = add nsw i64 %4, %1
  store i64 %add, i64* %3, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 (i64, i64)* @pick(i8* noundef %name) #0 {
entry:
  %retval = alloca i64 (i64, i64)*, align 8
  %name.addr = alloca i8*, align 8
  %i = alloca i32, align 4
  store i8* %name, i8** %name.addr, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4
  %conv = zext i32 %0 to i64
  %cmp = icmp ult i64 %conv, 4
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load i32, i32* %i, align 4
  %idxprom = zext i32 %1 to i64
  %arrayidx = getelementptr inbounds [4 x i8*], [4 x i8*]* @pick.names, i64 0, i64 %idxprom
  %2 = load i8*, i8** %arrayidx, align 8
  %3 = load i8*, i8** %name.addr, align 8
  %call = call i32 @strcmp(i8* noundef %2, i8* noundef %3) #5
  %cmp2 = icmp eq i32 %call, 0
  br i1 %cmp2, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %4 = load i32, i32* %i, align 4
  %idxprom4 = zext i32 %4 to i64
  %arrayidx5 = getelementptr inbounds [4 x i64 (i64, i64)*], [4 x i64 (i64, i64)*]* @optable, i64 0, i64 %idxprom4
  %5 = load i64 (i64, i64)*, i64 (i64, i64)** %arrayidx5, align 8
  store i64 (i64, i64)* %5, i64 (i64, i64)** %retval, align 8
  br label %return

if.end:                                           ; preds = %for.body
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %6 = load i32, i32* %i, align 4
  %inc = add i32 %6, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !10

for.end:                                          ; preds = %for.cond
  store i64 (i64, i64)* null, i64 (i64, i64)** %retval, align 8
  br label %return

return:                                           ; preds = %for.end, %if.then
  %7 = load i64 (i64, i64)*, i64 (i64, i64)** %retval, align 8
  ret i64 (i64, i64)* %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @rect_area(%struct.shape* noundef %s) #0 {
entry:
  %s.addr = alloca %struct.shape*, align 8
  store %struct.shape* %s, %struct.shape** %s.addr, align 8
  %0 = load %struct.shape*, %struct.shape** %s.addr, align 8
  %a = getelementptr inbounds %struct.shape, %struct.shape* %0, i32 0, i32 1
  %1 = load double, double* %a, align 8
  %2 = load %struct.shape*, %struct.shape** %s.addr, align 8
  %b = getelementptr inbounds %struct.shape, %struct.shape* %2, i32 0, i32 2
  %3 = load double, double* %b, align 8
  %mul = fmul double %1, %3
  ret double %mul
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @both_scale(%struct.shape* noundef %s, double noundef %k) #0 {
entry:
  %s.addr = alloca %struct.shape*, align 8
  %k.addr = alloca double, align 8
  store %struct.shape* %s, %struct.shape** %s.addr, align 8
  store double %k, double* %k.addr, align 8
  %0 = load double, double* %k.addr, align 8
  %1 = load %struct.shape*, %struct.shape** %s.addr, align 8
  %a = getelementptr inbounds %struct.shape, %struct.shape* %1, i32 0, i32 1
  %2 = load double, double* %a, align 8
  %mul = fmul double %2, %0
  store double %mul, double* %a, align 8
  %3 = load double, double* %k.addr, align 8
  %4 = load %struct.shape*, %struct.shape** %s.addr, align 8
  %b = getelementptr inbounds %struct.shape, %struct.shape* %4, i32 0, i32 2
  %5 = load double, double* %b, align 8
  %mul1 = fmul double %5, %3
  store double %mul1, double* %b, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @tri_area(%struct.shape* noundef %s) #0 {
entry:
  %s.addr = alloca %struct.shape*, align 8
  store %struct.shape* %s, %struct.shape** %s.addr, align 8
  %0 = load %struct.shape*, %struct.shape** %s.addr, align 8
  %a = getelementptr inbounds %struct.shape, %struct.shape* %0, i32 0, i32 1
  %1 = load double, double* %a, align 8
  %2 = load %struct.shape*, %struct.shape** %s.addr, align 8
  %b = getelementptr inbounds %struct.shape, %struct.shape* %2, i32 0, i32 2
  %3 = load double, double* %b, align 8
  %mul = fmul double %1, %3
  %div = fdiv double %mul, 2.000000e+00
  ret double %div
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_add(i64 noundef %a, i64 noundef %b) #0 {
entry:
  %a.addr = alloca i64, align 8
  %b.addr = alloca i64, align 8
  store i64 %a, i64* %a.addr, align 8
  store i64 %b, i64* %b.addr, align 8
  %0 = load i64, i64* %a.addr, align 8
  %1 = load i64, i64* %b.addr, align 8
  %add = add nsw i64 %0, %1
  ret i64 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_sub(i64 noundef %a, i64 noundef %b) #0 {
entry:
  %a.addr = alloca i64, align 8
  %b.addr = alloca i64, align 8
  store i64 %a, i64* %a.addr, align 8
  store i64 %b, i64* %b.addr, align 8
  %0 = load i64, i64* %a.addr, align 8
  %1 = load i64, i64* %b.addr, align 8
  %sub = sub nsw i64 %0, %1
  ret i64 %sub
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_mul(i64 noundef %a, i64 noundef %b) #0 {
entry:
  %a.addr = alloca i64, align 8
  %b.addr = alloca i64, align 8
  store i64 %a, i64* %a.addr, align 8
  store i64 %b, i64* %b.addr, align 8
  %0 = load i64, i64* %a.addr, align 8
  %1 = load i64, i64* %b.addr, align 8
  %mul = mul nsw i64 %0, %1
  ret i64 %mul
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_div(i64 noundef %a, i64 noundef %b) #0 {
entry:
  %a.addr = alloca i64, align 8
  %b.addr = alloca i64, align 8
  store i64 %a, i64* %a.addr, align 8
  store i64 %b, i64* %b.addr, align 8
  %0 = load i64, i64* %b.addr, align 8
  %tobool = icmp ne i64 %0, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load i64, i64* %a.addr, align 8
  %2 = load i64, i64* %b.addr, align 8
  %div = sdiv i64 %1, %2
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i64 [ %div, %cond.true ], [ 0, %cond.false ]
  ret i64 %cond
}

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
