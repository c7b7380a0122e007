; ModuleID = 'funcptr.c'
source_filename = "funcptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.shape_ops = type { ptr, ptr, ptr }
%struct.shape = type { ptr, double, double }

@rect_ops = internal constant %struct.shape_ops { ptr @rect_area, ptr @both_scale, ptr @.str.3 }, align 8
@tri_ops = internal constant %struct.shape_ops { ptr @tri_area, ptr @both_scale, ptr @.str.4 }, align 8
@__const.main.shapes = private unnamed_addr constant [3 x %struct.shape] [%struct.shape { ptr @rect_ops, double 2.000000e+00, double 3.000000e+00 }, %struct.shape { ptr @tri_ops, double 4.000000e+00, double 4.000000e+00 }, %struct.shape { ptr @rect_ops, double 1.000000e+00, double 1.000000e+00 }], align 16
@.str = private unnamed_addr constant [9 x i8] c"%s %.1f\0A\00", align 1
@optable = internal global [4 x ptr] [ptr @op_add, ptr @op_sub, ptr @op_mul, ptr @op_div], align 16
@.str.1 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"%ld %ld %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"triangle\00", align 1
@pick.names = internal global [4 x ptr] [ptr @.str.5, ptr @.str.6, ptr @.str.1, ptr @.str.7], align 16
@.str.5 = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"div\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %shapes = alloca [3 x %struct.shape], align 16
  %i = alloca i32, align 4
  %v = alloca [5 x i64], align 16
  %acc = alloca i64, align 8
  %r = alloca i64, align 8
  %i16 = alloca i32, align 4
  %f = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %shapes, ptr align 16 @__const.main.shapes, i64 72, i1 false)
  %0 = load i32, ptr %argc.addr, align 4
  %rem = srem i32 %0, 3
  %idxprom = sext i32 %rem to i64
  %arrayidx = getelementptr inbounds [3 x %struct.shape], ptr %shapes, i64 0, i64 %idxprom
  %ops = getelementptr inbounds %struct.shape, ptr %arrayidx, i32 0, i32 0
  %1 = load ptr, ptr %ops, align 8
  %scale = getelementptr inbounds %struct.shape_ops, ptr %1, i32 0, i32 1
  %2 = load ptr, ptr %scale, align 8
  %3 = load i32, ptr %argc.addr, align 4
  %rem1 = srem i32 %3, 3
  %idxprom2 = sext i32 %rem1 to i64
  %arrayidx3 = getelementptr inbounds [3 x %struct.shape], ptr %shapes, i64 0, i64 %idxprom2
  call void %2(ptr noundef %arrayidx3, double noundef 2.000000e+00)
  %arraydecay = getelementptr inbounds [3 x %struct.shape], ptr %shapes, i64 0, i64 0
  call void @qsort(ptr noundef %arraydecay, i64 noundef 3, i64 noundef 24, ptr noundef @cmp_shape_area)
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %4 = load i32, ptr %i, align 4
  %cmp = icmp slt i32 %4, 3
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %5 = load i32, ptr %i, align 4
  %idxprom4 = sext i32 %5 to i64
  %arrayidx5 = getelementptr inbounds [3 x %struct.shape], ptr %shapes, i64 0, i64 %idxprom4
  %ops6 = getelementptr inbounds %struct.shape, ptr %arrayidx5, i32 0, i32 0
  %6 = load ptr, ptr %ops6, align 8
  %name = getelementptr inbounds %struct.shape_ops, ptr %6, i32 0, i32 2
  %7 = load ptr, ptr %name, align 8
  %8 = load i32, ptr %i, align 4
  %idxprom7 = sext i32 %8 to i64
  %arrayidx8 = getelementptr inbounds [3 x %struct.shape], ptr %shapes, i64 0, i64 %idxprom7
  %ops9 = getelementptr inbounds %struct.shape, ptr %arrayidx8, i32 0, i32 0
  %9 = load ptr, ptr %ops9, align 8
  %area = getelementptr inbounds %struct.shape_ops, ptr %9, i32 0, i32 0
  %10 = load ptr, ptr %area, align 8
  %11 = load i32, ptr %i, align 4
  %idxprom10 = sext i32 %11 to i64
  %arrayidx11 = getelementptr inbounds [3 x %struct.shape], ptr %shapes, i64 0, i64 %idxprom10
  %call = call double %10(ptr noundef %arrayidx11)
  %call12 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %7, double noundef %call)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %12 = load i32, ptr %i, align 4
  %inc = add nsw i32 %12, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  call void @llvm.memset.p0.i64(ptr align 16 %v, i8 0, i64 40, i1 false)
  %13 = getelementptr inbounds [5 x i64], ptr %v, i32 0, i32 0
  store i64 5, ptr %13, align 16
  %14 = getelementptr inbounds [5 x i64], ptr %v, i32 0, i32 1
  store i64 3, ptr %14, align 8
  %15 = getelementptr inbounds [5 x i64], ptr %v, i32 0, i32 2
  store i64 9, ptr %15, align 16
  %16 = getelementptr inbounds [5 x i64], ptr %v, i32 0, i32 3
  store i64 1, ptr %16, align 8
  %17 = getelementptr inbounds [5 x i64], ptr %v, i32 0, i32 4
  store i64 7, ptr %17, align 16
  %arraydecay13 = getelementptr inbounds [5 x i64], ptr %v, i64 0, i64 0
  call void @qsort(ptr noundef %arraydecay13, i64 noundef 5, i64 noundef 8, ptr noundef @cmp_long)
  store i64 0, ptr %acc, align 8
  %arraydecay14 = getelementptr inbounds [5 x i64], ptr %v, i64 0, i64 0
  call void @for_each(ptr noundef %arraydecay14, i32 noundef 5, ptr noundef @accumulate, ptr noundef %acc)
  %arrayidx15 = getelementptr inbounds [5 x i64], ptr %v, i64 0, i64 0
  %18 = load i64, ptr %arrayidx15, align 16
  store i64 %18, ptr %r, align 8
  store i32 1, ptr %i16, align 4
  br label %for.cond17

for.cond17:                                       ; preds = %for.inc26, %for.end
  %19 = load i32, ptr %i16, align 4
  %cmp18 = icmp slt i32 %19, 5
  br i1 %cmp18, label %for.body19, label %for.end28

for.body19:                                       ; preds = %for.cond17
  %20 = load i32, ptr %i16, align 4
  %rem20 = srem i32 %20, 4
  %idxprom21 = sext i32 %rem20 to i64
  %arrayidx22 = getelementptr inbounds [4 x ptr], ptr @optable, i64 0, i64 %idxprom21
  %21 = load ptr, ptr %arrayidx22, align 8
  %22 = load i64, ptr %r, align 8
  %23 = load i32, ptr %i16, align 4
  %idxprom23 = sext i32 %23 to i64
  %arrayidx24 = getelementptr inbounds [5 x i64], ptr %v, i64 0, i64 %idxprom23
  %24 = load i64, ptr %arrayidx24, align 8
  %call25 = call i64 %21(i64 noundef %22, i64 noundef %24)
  store i64 %call25, ptr %r, align 8
  br label %for.inc26

for.inc26:                                        ; preds = %for.body19
  %25 = load i32, ptr %i16, align 4
  %inc27 = add nsw i32 %25, 1
  store i32 %inc27, ptr %i16, align 4
  br label %for.cond17, !llvm.loop !8

for.end28:                                        ; preds = %for.cond17
  %26 = load i32, ptr %argc.addr, align 4
  %cmp29 = icmp sgt i32 %26, 1
  br i1 %cmp29, label %cond.true, label %cond.false

cond.true:                                        ; preds = %for.end28
  %27 = load ptr, ptr %argv.addr, align 8
  %arrayidx30 = getelementptr inbounds ptr, ptr %27, i64 1
  %28 = load ptr, ptr %arrayidx30, align 8
  br label %cond.end

cond.false:                                       ; preds = %for.end28
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %28, %cond.true ], [ @.str.1, %cond.false ]
  %call31 = call ptr @pick(ptr noundef %cond)
  store ptr %call31, ptr %f, align 8
  %29 = load i64, ptr %acc, align 8
  %30 = load i64, ptr %r, align 8
  %31 = load ptr, ptr %f, align 8
  %tobool = icmp ne ptr %31, null
  br i1 %tobool, label %cond.true32, label %cond.false34

cond.true32:                                      ; preds = %cond.end
  %32 = load ptr, ptr %f, align 8
  %call33 = call i64 %32(i64 noundef 6, i64 noundef 7)
  br label %cond.end35

cond.false34:                                     ; preds = %cond.end
  br label %cond.end35

cond.end35:                                       ; preds = %cond.false34, %cond.true32
  %cond36 = phi i64 [ %call33, %cond.true32 ], [ -1, %cond.false34 ]
  %call37 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %29, i64 noundef %30, i64 noundef %cond36)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_shape_area(ptr noundef %a, ptr noundef %b) #0 {
entry:
  %a.addr = alloca ptr, align 8
  %b.addr = alloca ptr, align 8
  %x = alloca ptr, align 8
  %y = alloca ptr, align 8
  %ax = alloca double, align 8
  %ay = alloca double, align 8
  store ptr %a, ptr %a.addr, align 8
  store ptr %b, ptr %b.addr, align 8
  %0 = load ptr, ptr %a.addr, align 8
  store ptr %0, ptr %x, align 8
  %1 = load ptr, ptr %b.addr, align 8
  store ptr %1, ptr %y, align 8
  %2 = load ptr, ptr %x, align 8
  %ops = getelementptr inbounds %struct.shape, ptr %2, i32 0, i32 0
  %3 = load ptr, ptr %ops, align 8
  %area = getelementptr inbounds %struct.shape_ops, ptr %3, i32 0, i32 0
  %4 = load ptr, ptr %area, align 8
  %5 = load ptr, ptr %x, align 8
  %call = call double %4(ptr noundef %5)
  store double %call, ptr %ax, align 8
  %6 = load ptr, ptr %y, align 8
  %ops1 = getelementptr inbounds %struct.shape, ptr %6, i32 0, i32 0
  %7 = load ptr, ptr %ops1, align 8
  %area2 = getelementptr inbounds %struct.shape_ops, ptr %7, i32 0, i32 0
  %8 = load ptr, ptr %area2, align 8
  %9 = load ptr, ptr %y, align 8
  %call3 = call double %8(ptr noundef %9)
  store double %call3, ptr %ay, align 8
  %10 = load double, ptr %ax, align 8
  %11 = load double, ptr %ay, align 8
  %cmp = fcmp ogt double %10, %11
  %conv = zext i1 %cmp to i32
  %12 = load double, ptr %ax, align 8
  %13 = load double, ptr %ay, align 8
  %cmp4 = fcmp olt double %12, %13
  %conv5 = zext i1 %cmp4 to i32
  %sub = sub nsw i32 %conv, %conv5
  ret i32 %sub
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_long(ptr noundef %a, ptr noundef %b) #0 {
entry:
  %a.addr = alloca ptr, align 8
  %b.addr = alloca ptr, align 8
  %x = alloca i64, align 8
  %y = alloca i64, align 8
  store ptr %a, ptr %a.addr, align 8
  store ptr %b, ptr %b.addr, align 8
  %0 = load ptr, ptr %a.addr, align 8
  %1 = load i64, ptr %0, align 8
  store i64 %1, ptr %x, align 8
  %2 = load ptr, ptr %b.addr, align 8
  %3 = load i64, ptr %2, align 8
  store i64 %3, ptr %y, align 8
  %4 = load i64, ptr %x, align 8
  %5 = load i64, ptr %y, align 8
  %cmp = icmp sgt i64 %4, %5
  %conv = zext i1 %cmp to i32
  %6 = load i64, ptr %x, align 8
  %7 = load i64, ptr %y, align 8
  %cmp1 = icmp slt i64 %6, %7
  %conv2 = zext i1 %cmp1 to i32
  %sub = sub nsw i32 %conv, %conv2
  ret i32 %sub
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @for_each(ptr noundef %v, i32 noundef %n, ptr noundef %fn, ptr noundef %ctx) #0 {
entry:
  %v.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %fn.addr = alloca ptr, align 8
  %ctx.addr = alloca ptr, align 8
  %i = alloca i32, align 4
  store ptr %v, ptr %v.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  store ptr %fn, ptr %fn.addr, align 8
  store ptr %ctx, ptr %ctx.addr, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %1 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %fn.addr, align 8
  %3 = load ptr, ptr %v.addr, align 8
  %4 = load i32, ptr %i, align 4
  %idxprom = sext i32 %4 to i64
  %arrayidx = getelementptr inbounds i64, ptr %3, i64 %idxprom
  %5 = load ptr, ptr %ctx.addr, align 8
  call void %2(ptr noundef %arrayidx, ptr noundef %5)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %6 = load i32, ptr %i, align 4
  %inc = add nsw i32 %6, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !9

for.end:                                          ; preds = %for.cond
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @accumulate(ptr noundef %x, ptr noundef %ctx) #0 {
entry:
  %x.addr = alloca ptr, align 8
  %ctx.addr = alloca ptr, align 8
  store ptr %x, ptr %x.addr, align 8
  store ptr %ctx, ptr %ctx.addr, align 8
  %0 = load ptr, ptr %x.addr, align 8
  %1 = load i64, ptr %0, align 8
  %2 = load ptr, ptr %ctx.addr, align 8
  %3 = load i64, ptr %2, align 8
  %add = add nsw i64 %3, %1
  store i64 %add, ptr %2, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @pick(ptr noundef %name) #0 {
entry:
  %retval = alloca ptr, align 8
  %name.addr = alloca ptr, align 8
  %i = alloca i32, align 4
  store ptr %name, ptr %name.addr, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %conv = zext i32 %0 to i64
  %cmp = icmp ult i64 %conv, 4
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load i32, ptr %i, align 4
  %idxprom = zext i32 %1 to i64
  %arrayidx = getelementptr inbounds [4 x ptr], ptr @pick.names, i64 0, i64 %idxprom
  %2 = load ptr, ptr %arrayidx, align 8
  %3 = load ptr, ptr %name.addr, align 8
  %call = call i32 @strcmp(ptr noundef %2, ptr noundef %3) #5
  %cmp2 = icmp eq i32 %call, 0
  br i1 %cmp2, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %4 = load i32, ptr %i, align 4
  %idxprom4 = zext i32 %4 to i64
  %arrayidx5 = getelementptr inbounds [4 x ptr], ptr @optable, i64 0, i64 %idxprom4
  %5 = load ptr, ptr %arrayidx5, align 8
  store ptr %5, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %for.body
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %6 = load i32, ptr %i, align 4
  %inc = add i32 %6, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !10

for.end:                                          ; preds = %for.cond
  store ptr null, ptr %retval, align 8
  br label %return

return:                                           ; preds = %for.end, %if.then
  %7 = load ptr, ptr %retval, align 8
  ret ptr %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @rect_area(ptr noundef %s) #0 {
entry:
  %s.addr = alloca ptr, align 8
  store ptr %s, ptr %s.addr, align 8
  %0 = load ptr, ptr %s.addr, align 8
  %a = getelementptr inbounds %struct.shape, ptr %0, i32 0, i32 1
  %1 = load double, ptr %a, align 8
  %2 = load ptr, ptr %s.addr, align 8
  %b = getelementptr inbounds %struct.shape, ptr %2, i32 0, i32 2
  %3 = load double, ptr %b, align 8
  %mul = fmul double %1, %3
  ret double %mul
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @both_scale(ptr noundef %s, double noundef %k) #0 {
entry:
  %s.addr = alloca ptr, align 8
  %k.addr = alloca double, align 8
  store ptr %s, ptr %s.addr, align 8
  store double %k, ptr %k.addr, align 8
  %0 = load double, ptr %k.addr, align 8
  %1 = load ptr, ptr %s.addr, align 8
  %a = getelementptr inbounds %struct.shape, ptr %1, i32 0, i32 1
  %2 = load double, ptr %a, align 8
  %mul = fmul double %2, %0
  store double %mul, ptr %a, align 8
  %3 = load double, ptr %k.addr, align 8
  %4 = load ptr, ptr %s.addr, align 8
  %b = getelementptr inbounds %struct.shape, ptr %4, i32 0, i32 2
  %5 = load double, ptr %b, align 8
  %mul1 = fmul double %5, %3
  store double %mul1, ptr %b, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @tri_area(ptr noundef %s) #0 {
entry:
  %s.addr = alloca ptr, align 8
  store ptr %s, ptr %s.addr, align 8
  %0 = load ptr, ptr %s.addr, align 8
  %a = getelementptr inbounds %struct.shape, ptr %0, i32 0, i32 1
  %1 = load double, ptr %a, align 8
  %2 = load ptr, ptr %s.addr, align 8
  %b = getelementptr inbounds %struct.shape, ptr %2, i32 0, i32 2
  %3 = load double, ptr %b, align 8
  %mul = fmul double %1, %3
  %div = fdiv double %mul, 2.000000e+00
  ret double %div
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_add(i64 noundef %a, i64 noundef %b) #0 {
entry:
  %a.addr = alloca i64, align 8
  %b.addr = alloca i64, align 8
  store i64 %a, ptr %a.addr, align 8
  store i64 %b, ptr %b.addr, align 8
  %0 = load i64, ptr %a.addr, align 8
  %1 = load i64, ptr %b.addr, align 8
  %add = add nsw i64 %0, %1
  ret i64 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_sub(i64 noundef %a, i64 noundef %b) #0 {
entry:
  %a.addr = alloca i64, align 8
  %b.addr = alloca i64, align 8
  store i64 %a, ptr %a.addr, align 8
  store i64 %b, ptr %b.addr, align 8
  %0 = load i64, ptr %a.addr, align 8
  %1 = load i64, ptr %b.addr, align 8
  %sub = sub nsw i64 %0, %1
  ret i64 %sub
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_mul(i64 noundef %a, i64 noundef %b) #0 {
entry:
  %a.addr = alloca i64, align 8
  %b.addr = alloca i64, align 8
  store i64 %a, ptr %a.addr, align 8
  store i64 %b, ptr %b.addr, align 8
  %0 = load i64, ptr %a.addr, align 8
  %1 = load i64, ptr %b.addr, align 8
  %mul = mul nsw i64 %0, %1
  ret i64 %mul
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_div(i64 noundef %a, i64 noundef %b) #0 {
entry:
  %a.addr = alloca i64, align 8
  %b.addr = alloca i64, align 8
  store i64 %a, ptr %a.addr, align 8
  store i64 %b, ptr %b.addr, align 8
  %0 = load i64, ptr %b.addr, align 8
  %tobool = icmp ne i64 %0, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load i64, ptr %a.addr, align 8
  %2 = load i64, ptr %b.addr, align 8
  %div = sdiv i64 %1, %2
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i64 [ %div, %cond.true ], [ 0, %cond.false ]
  ret i64 %cond
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(read) }

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
