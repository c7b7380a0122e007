; ModuleID = 'loops.c'
source_filename = "loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.sample = type { float, float, i32 }

@__const.main.v = private unnamed_addr constant [10 x i32] [i32 9, i32 2, i32 7, i32 4, i32 5, i32 6, i32 3, i32 8, i32 1, i32 0], align 16
@.str = private unnamed_addr constant [22 x i8] c"%.1f %d %d %08x %.2f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %a = alloca [8 x [8 x double]], align 16
  %b = alloca [8 x [8 x double]], align 16
  %c = alloca [8 x [8 x double]], align 16
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %comp = alloca [100 x i8], align 16
  %v = alloca [10 x i32], align 16
  %samples = alloca [6 x %struct.sample], align 16
  %i20 = alloca i32, align 4
  %.compoundliteral = alloca %struct.sample, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc13, %entry
  %0 = load i32, ptr %i, align 4
  %cmp = icmp slt i32 %0, 8
  br i1 %cmp, label %for.body, label %for.end15

for.body:                                         ; preds = %for.cond
  store i32 0, ptr %j, align 4
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc, %for.body
  %1 = load i32, ptr %j, align 4
  %cmp2 = icmp slt i32 %1, 8
  br i1 %cmp2, label %for.body3, label %for.end

for.body3:                                        ; preds = %for.cond1
  %2 = load i32, ptr %i, align 4
  %3 = load i32, ptr %j, align 4
  %add = add nsw i32 %2, %3
  %conv = sitofp i32 %add to double
  %4 = load i32, ptr %i, align 4
  %idxprom = sext i32 %4 to i64
  %arrayidx = getelementptr inbounds [8 x [8 x double]], ptr %a, i64 0, i64 %idxprom
  %5 = load i32, ptr %j, align 4
  %idxprom4 = sext i32 %5 to i64
  %arrayidx5 = getelementptr inbounds [8 x double], ptr %arrayidx, i64 0, i64 %idxprom4
  store double %conv, ptr %arrayidx5, align 8
  %6 = load i32, ptr %i, align 4
  %7 = load i32, ptr %j, align 4
  %cmp6 = icmp eq i32 %6, %7
  br i1 %cmp6, label %cond.true, label %cond.false

cond.true:                                        ; preds = %for.body3
  %8 = load i32, ptr %argc.addr, align 4
  br label %cond.end

cond.false:                                       ; preds = %for.body3
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %8, %cond.true ], [ 0, %cond.false ]
  %conv8 = sitofp i32 %cond to double
  %9 = load i32, ptr %i, align 4
  %idxprom9 = sext i32 %9 to i64
  %arrayidx10 = getelementptr inbounds [8 x [8 x double]], ptr %b, i64 0, i64 %idxprom9
  %10 = load i32, ptr %j, align 4
  %idxprom11 = sext i32 %10 to i64
  %arrayidx12 = getelementptr inbounds [8 x double], ptr %arrayidx10, i64 0, i64 %idxprom11
  store double %conv8, ptr %arrayidx12, align 8
  br label %for.inc

for.inc:                                          ; preds = %cond.end
  %11 = load i32, ptr %j, align 4
  %inc = add nsw i32 %11, 1
  store i32 %inc, ptr %j, align 4
  br label %for.cond1, !llvm.loop !6

for.end:                                          ; preds = %for.cond1
  br label %for.inc13

for.inc13:                                        ; preds = %for.end
  %12 = load i32, ptr %i, align 4
  %inc14 = add nsw i32 %12, 1
  store i32 %inc14, ptr %i, align 4
  br label %for.cond, !llvm.loop !8

for.end15:                                        ; preds = %for.cond
  %arraydecay = getelementptr inbounds [8 x [8 x double]], ptr %a, i64 0, i64 0
  %arraydecay16 = getelementptr inbounds [8 x [8 x double]], ptr %b, i64 0, i64 0
  %arraydecay17 = getelementptr inbounds [8 x [8 x double]], ptr %c, i64 0, i64 0
  call void @matmul(ptr noundef %arraydecay, ptr noundef %arraydecay16, ptr noundef %arraydecay17)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %v, ptr align 16 @__const.main.v, i64 40, i1 false)
  %arraydecay18 = getelementptr inbounds [10 x i32], ptr %v, i64 0, i64 0
  call void @insertion_sort(ptr noundef %arraydecay18, i32 noundef 10)
  %arraydecay19 = getelementptr inbounds [10 x i32], ptr %v, i64 0, i64 0
  call void @prefix_sum(ptr noundef %arraydecay19, i32 noundef 10)
  store i32 0, ptr %i20, align 4
  br label %for.cond21

for.cond21:                                       ; preds = %for.inc29, %for.end15
  %13 = load i32, ptr %i20, align 4
  %cmp22 = icmp slt i32 %13, 6
  br i1 %cmp22, label %for.body24, label %for.end31

for.body24:                                       ; preds = %for.cond21
  %14 = load i32, ptr %i20, align 4
  %idxprom25 = sext i32 %14 to i64
  %arrayidx26 = getelementptr inbounds [6 x %struct.sample], ptr %samples, i64 0, i64 %idxprom25
  %t = getelementptr inbounds %struct.sample, ptr %.compoundliteral, i32 0, i32 0
  %15 = load i32, ptr %i20, align 4
  %conv27 = sitofp i32 %15 to float
  store float %conv27, ptr %t, align 4
  %value = getelementptr inbounds %struct.sample, ptr %.compoundliteral, i32 0, i32 1
  %16 = load i32, ptr %i20, align 4
  %17 = load i32, ptr %i20, align 4
  %mul = mul nsw i32 %16, %17
  %conv28 = sitofp i32 %mul to float
  store float %conv28, ptr %value, align 4
  %valid = getelementptr inbounds %struct.sample, ptr %.compoundliteral, i32 0, i32 2
  %18 = load i32, ptr %i20, align 4
  %rem = srem i32 %18, 2
  store i32 %rem, ptr %valid, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %arrayidx26, ptr align 4 %.compoundliteral, i64 12, i1 false)
  br label %for.inc29

for.inc29:                                        ; preds = %for.body24
  %19 = load i32, ptr %i20, align 4
  %inc30 = add nsw i32 %19, 1
  store i32 %inc30, ptr %i20, align 4
  br label %for.cond21, !llvm.loop !9

for.end31:                                        ; preds = %for.cond21
  %arrayidx32 = getelementptr inbounds [8 x [8 x double]], ptr %c, i64 0, i64 3
  %arrayidx33 = getelementptr inbounds [8 x double], ptr %arrayidx32, i64 0, i64 4
  %20 = load double, ptr %arrayidx33, align 16
  %arraydecay34 = getelementptr inbounds [100 x i8], ptr %comp, i64 0, i64 0
  %call = call i32 @sieve(ptr noundef %arraydecay34, i32 noundef 100)
  %arrayidx35 = getelementptr inbounds [10 x i32], ptr %v, i64 0, i64 9
  %21 = load i32, ptr %arrayidx35, align 4
  %22 = load ptr, ptr %argv.addr, align 8
  %arrayidx36 = getelementptr inbounds ptr, ptr %22, i64 0
  %23 = load ptr, ptr %arrayidx36, align 8
  %24 = load ptr, ptr %argv.addr, align 8
  %arrayidx37 = getelementptr inbounds ptr, ptr %24, i64 0
  %25 = load ptr, ptr %arrayidx37, align 8
  %call38 = call i64 @strlen(ptr noundef %25) #6
  %call39 = call i32 @checksum(ptr noundef %23, i64 noundef %call38)
  %arraydecay40 = getelementptr inbounds [6 x %struct.sample], ptr %samples, i64 0, i64 0
  %call41 = call float @average_valid(ptr noundef %arraydecay40, i32 noundef 6, float noundef 4.500000e+00)
  %conv42 = fpext float %call41 to double
  %call43 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %20, i32 noundef %call, i32 noundef %21, i32 noundef %call39, double noundef %conv42)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @matmul(ptr noundef %a, ptr noundef %b, ptr noundef %c) #0 {
entry:
  %a.addr = alloca ptr, align 8
  %b.addr = alloca ptr, align 8
  %c.addr = alloca ptr, align 8
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %s = alloca double, align 8
  %k = alloca i32, align 4
  store ptr %a, ptr %a.addr, align 8
  store ptr %b, ptr %b.addr, align 8
  store ptr %c, ptr %c.addr, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc20, %entry
  %0 = load i32, ptr %i, align 4
  %cmp = icmp slt i32 %0, 8
  br i1 %cmp, label %for.body, label %for.end22

for.body:                                         ; preds = %for.cond
  store i32 0, ptr %j, align 4
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc17, %for.body
  %1 = load i32, ptr %j, align 4
  %cmp2 = icmp slt i32 %1, 8
  br i1 %cmp2, label %for.body3, label %for.end19

for.body3:                                        ; preds = %for.cond1
  store double 0.000000e+00, ptr %s, align 8
  store i32 0, ptr %k, align 4
  br label %for.cond4

for.cond4:                                        ; preds = %for.inc, %for.body3
  %2 = load i32, ptr %k, align 4
  %cmp5 = icmp slt i32 %2, 8
  br i1 %cmp5, label %for.body6, label %for.end

for.body6:                                        ; preds = %for.cond4
  %3 = load ptr, ptr %a.addr, align 8
  %4 = load i32, ptr %i, align 4
  %idxprom = sext i32 %4 to i64
  %arrayidx = getelementptr inbounds [8 x double], ptr %3, i64 %idxprom
  %5 = load i32, ptr %k, align 4
  %idxprom7 = sext i32 %5 to i64
  %arrayidx8 = getelementptr inbounds [8 x double], ptr %arrayidx, i64 0, i64 %idxprom7
  %6 = load double, ptr %arrayidx8, align 8
  %7 = load ptr, ptr %b.addr, align 8
  %8 = load i32, ptr %k, align 4
  %idxprom9 = sext i32 %8 to i64
  %arrayidx10 = getelementptr inbounds [8 x double], ptr %7, i64 %idxprom9
  %9 = load i32, ptr %j, align 4
  %idxprom11 = sext i32 %9 to i64
  %arrayidx12 = getelementptr inbounds [8 x double], ptr %arrayidx10, i64 0, i64 %idxprom11
  %10 = load double, ptr %arrayidx12, align 8
  %11 = load double, ptr %s, align 8
  %12 = call double @llvm.fmuladd.f64(double %6, double %10, double %11)
  store double %12, ptr %s, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body6
  %13 = load i32, ptr %k, align 4
  %inc = add nsw i32 %13, 1
  store i32 %inc, ptr %k, align 4
  br label %for.cond4, !llvm.loop !10

for.end:                                          ; preds = %for.cond4
  %14 = load double, ptr %s, align 8
  %15 = load ptr, ptr %c.addr, align 8
  %16 = load i32, ptr %i, align 4
  %idxprom13 = sext i32 %16 to i64
  %arrayidx14 = getelementptr inbounds [8 x double], ptr %15, i64 %idxprom13
  %17 = load i32, ptr %j, align 4
  %idxprom15 = sext i32 %17 to i64
  %arrayidx16 = getelementptr inbounds [8 x double], ptr %arrayidx14, i64 0, i64 %idxprom15
  store double %14, ptr %arrayidx16, align 8
  br label %for.inc17

for.inc17:                                        ; preds = %for.end
  %18 = load i32, ptr %j, align 4
  %inc18 = add nsw i32 %18, 1
  store i32 %inc18, ptr %j, align 4
  br label %for.cond1, !llvm.loop !11

for.end19:                                        ; preds = %for.cond1
  br label %for.inc20

for.inc20:                                        ; preds = %for.end19
  %19 = load i32, ptr %i, align 4
  %inc21 = add nsw i32 %19, 1
  store i32 %inc21, ptr %i, align 4
  br label %for.cond, !llvm.loop !12

for.end22:                                        ; preds = %for.cond
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @insertion_sort(ptr noundef %v, i32 noundef %n) #0 {
entry:
  %v.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %i = alloca i32, align 4
  %x = alloca i32, align 4
  %j = alloca i32, align 4
  store ptr %v, ptr %v.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  store i32 1, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %1 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %v.addr, align 8
  %3 = load i32, ptr %i, align 4
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds i32, ptr %2, i64 %idxprom
  %4 = load i32, ptr %arrayidx, align 4
  store i32 %4, ptr %x, align 4
  %5 = load i32, ptr %i, align 4
  %sub = sub nsw i32 %5, 1
  store i32 %sub, ptr %j, align 4
  br label %while.cond

while.cond:                                       ; preds = %while.body, %for.body
  %6 = load i32, ptr %j, align 4
  %cmp1 = icmp sge i32 %6, 0
  br i1 %cmp1, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %while.cond
  %7 = load ptr, ptr %v.addr, align 8
  %8 = load i32, ptr %j, align 4
  %idxprom2 = sext i32 %8 to i64
  %arrayidx3 = getelementptr inbounds i32, ptr %7, i64 %idxprom2
  %9 = load i32, ptr %arrayidx3, align 4
  %10 = load i32, ptr %x, align 4
  %cmp4 = icmp sgt i32 %9, %10
  br label %land.end

land.end:                                         ; preds = %land.rhs, %while.cond
  %11 = phi i1 [ false, %while.cond ], [ %cmp4, %land.rhs ]
  br i1 %11, label %while.body, label %while.end

while.body:                                       ; preds = %land.end
  %12 = load ptr, ptr %v.addr, align 8
  %13 = load i32, ptr %j, align 4
  %idxprom5 = sext i32 %13 to i64
  %arrayidx6 = getelementptr inbounds i32, ptr %12, i64 %idxprom5
  %14 = load i32, ptr %arrayidx6, align 4
  %15 = load ptr, ptr %v.addr, align 8
  %16 = load i32, ptr %j, align 4
  %add = add nsw i32 %16, 1
  %idxprom7 = sext i32 %add to i64
  %arrayidx8 = getelementptr inbounds i32, ptr %15, i64 %idxprom7
  store i32 %14, ptr %arrayidx8, align 4
  %17 = load i32, ptr %j, align 4
  %dec = add nsw i32 %17, -1
  store i32 %dec, ptr %j, align 4
  br label %while.cond, !llvm.loop !13

while.end:                                        ; preds = %land.end
  %18 = load i32, ptr %x, align 4
  %19 = load ptr, ptr %v.addr, align 8
  %20 = load i32, ptr %j, align 4
  %add9 = add nsw i32 %20, 1
  %idxprom10 = sext i32 %add9 to i64
  %arrayidx11 = getelementptr inbounds i32, ptr %19, i64 %idxprom10
  store i32 %18, ptr %arrayidx11, align 4
  br label %for.inc

for.inc:                                          ; preds = %while.end
  %21 = load i32, ptr %i, align 4
  %inc = add nsw i32 %21, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !14

for.end:                                          ; preds = %for.cond
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @prefix_sum(ptr noundef %v, i32 noundef %n) #0 {
entry:
  %v.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %i = alloca i32, align 4
  store ptr %v, ptr %v.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  store i32 1, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %1 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %v.addr, align 8
  %3 = load i32, ptr %i, align 4
  %sub = sub nsw i32 %3, 1
  %idxprom = sext i32 %sub to i64
  %arrayidx = getelementptr inbounds i32, ptr %2, i64 %idxprom
  %4 = load i32, ptr %arrayidx, align 4
  %5 = load ptr, ptr %v.addr, align 8
  %6 = load i32, ptr %i, align 4
  %idxprom1 = sext i32 %6 to i64
  %arrayidx2 = getelementptr inbounds i32, ptr %5, i64 %idxprom1
  %7 = load i32, ptr %arrayidx2, align 4
  %add = add nsw i32 %7, %4
  store i32 %add, ptr %arrayidx2, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %8 = load i32, ptr %i, align 4
  %inc = add nsw i32 %8, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !15

for.end:                                          ; preds = %for.cond
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sieve(ptr noundef %composite, i32 noundef %n) #0 {
entry:
  %composite.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %count = alloca i32, align 4
  %i = alloca i32, align 4
  %j = alloca i64, align 8
  store ptr %composite, ptr %composite.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  store i32 0, ptr %count, align 4
  %0 = load ptr, ptr %composite.addr, align 8
  %1 = load i32, ptr %n.addr, align 4
  %conv = sext i32 %1 to i64
  call void @llvm.memset.p0.i64(ptr align 1 %0, i8 0, i64 %conv, i1 false)
  store i32 2, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc11, %entry
  %2 = load i32, ptr %i, align 4
  %3 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %2, %3
  br i1 %cmp, label %for.body, label %for.end13

for.body:                                         ; preds = %for.cond
  %4 = load ptr, ptr %composite.addr, align 8
  %5 = load i32, ptr %i, align 4
  %idxprom = sext i32 %5 to i64
  %arrayidx = getelementptr inbounds i8, ptr %4, i64 %idxprom
  %6 = load i8, ptr %arrayidx, align 1
  %tobool = icmp ne i8 %6, 0
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  br label %for.inc11

if.end:                                           ; preds = %for.body
  %7 = load i32, ptr %count, align 4
  %inc = add nsw i32 %7, 1
  store i32 %inc, ptr %count, align 4
  %8 = load i32, ptr %i, align 4
  %conv2 = sext i32 %8 to i64
  %9 = load i32, ptr %i, align 4
  %conv3 = sext i32 %9 to i64
  %mul = mul nsw i64 %conv2, %conv3
  store i64 %mul, ptr %j, align 8
  br label %for.cond4

for.cond4:                                        ; preds = %for.inc, %if.end
  %10 = load i64, ptr %j, align 8
  %11 = load i32, ptr %n.addr, align 4
  %conv5 = sext i32 %11 to i64
  %cmp6 = icmp slt i64 %10, %conv5
  br i1 %cmp6, label %for.body8, label %for.end

for.body8:                                        ; preds = %for.cond4
  %12 = load ptr, ptr %composite.addr, align 8
  %13 = load i64, ptr %j, align 8
  %arrayidx9 = getelementptr inbounds i8, ptr %12, i64 %13
  store i8 1, ptr %arrayidx9, align 1
  br label %for.inc

for.inc:                                          ; preds = %for.body8
  %14 = load i32, ptr %i, align 4
  %conv10 = sext i32 %14 to i64
  %15 = load i64, ptr %j, align 8
  %add = add nsw i64 %15, %conv10
  store i64 %add, ptr %j, align 8
  br label %for.cond4, !llvm.loop !16

for.end:                                          ; preds = %for.cond4
  br label %for.inc11

for.inc11:                                        ; preds = %for.end, %if.then
  %16 = load i32, ptr %i, align 4
  %inc12 = add nsw i32 %16, 1
  store i32 %inc12, ptr %i, align 4
  br label %for.cond, !llvm.loop !17

for.end13:                                        ; preds = %for.cond
  %17 = load i32, ptr %count, align 4
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @checksum(ptr noundef %p, i64 noundef %n) #0 {
entry:
  %retval = alloca i32, align 4
  %p.addr = alloca ptr, align 8
  %n.addr = alloca i64, align 8
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  store ptr %p, ptr %p.addr, align 8
  store i64 %n, ptr %n.addr, align 8
  store i32 1, ptr %a, align 4
  store i32 0, ptr %b, align 4
  %0 = load i64, ptr %n.addr, align 8
  %tobool = icmp ne i64 %0, 0
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  br label %do.body

do.body:                                          ; preds = %do.cond, %if.end
  %1 = load i32, ptr %a, align 4
  %2 = load ptr, ptr %p.addr, align 8
  %incdec.ptr = getelementptr inbounds i8, ptr %2, i32 1
  store ptr %incdec.ptr, ptr %p.addr, align 8
  %3 = load i8, ptr %2, align 1
  %conv = zext i8 %3 to i32
  %add = add i32 %1, %conv
  %rem = urem i32 %add, 65521
  store i32 %rem, ptr %a, align 4
  %4 = load i32, ptr %b, align 4
  %5 = load i32, ptr %a, align 4
  %add1 = add i32 %4, %5
  %rem2 = urem i32 %add1, 65521
  store i32 %rem2, ptr %b, align 4
  br label %do.cond

do.cond:                                          ; preds = %do.body
  %6 = load i64, ptr %n.addr, align 8
  %dec = add i64 %6, -1
  store i64 %dec, ptr %n.addr, align 8
  %tobool3 = icmp ne i64 %dec, 0
  br i1 %tobool3, label %do.body, label %do.end, !llvm.loop !18

do.end:                                           ; preds = %do.cond
  %7 = load i32, ptr %b, align 4
  %shl = shl i32 %7, 16
  %8 = load i32, ptr %a, align 4
  %or = or i32 %shl, %8
  store i32 %or, ptr %retval, align 4
  br label %return

return:                                           ; preds = %do.end, %if.then
  %9 = load i32, ptr %retval, align 4
  ret i32 %9
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal float @average_valid(ptr noundef %s, i32 noundef %n, float noundef %limit) #0 {
entry:
  %s.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %limit.addr = alloca float, align 4
  %sum = alloca float, align 4
  %count = alloca i32, align 4
  %i = alloca i32, align 4
  store ptr %s, ptr %s.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  store float %limit, ptr %limit.addr, align 4
  store float 0.000000e+00, ptr %sum, align 4
  store i32 0, ptr %count, align 4
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %1 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %s.addr, align 8
  %3 = load i32, ptr %i, align 4
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds %struct.sample, ptr %2, i64 %idxprom
  %valid = getelementptr inbounds %struct.sample, ptr %arrayidx, i32 0, i32 2
  %4 = load i32, ptr %valid, align 4
  %tobool = icmp ne i32 %4, 0
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %for.body
  br label %for.inc

if.end:                                           ; preds = %for.body
  %5 = load ptr, ptr %s.addr, align 8
  %6 = load i32, ptr %i, align 4
  %idxprom1 = sext i32 %6 to i64
  %arrayidx2 = getelementptr inbounds %struct.sample, ptr %5, i64 %idxprom1
  %t = getelementptr inbounds %struct.sample, ptr %arrayidx2, i32 0, i32 0
  %7 = load float, ptr %t, align 4
  %8 = load float, ptr %limit.addr, align 4
  %cmp3 = fcmp ogt float %7, %8
  br i1 %cmp3, label %if.then4, label %if.end5

if.then4:                                         ; preds = %if.end
  br label %for.end

if.end5:                                          ; preds = %if.end
  %9 = load ptr, ptr %s.addr, align 8
  %10 = load i32, ptr %i, align 4
  %idxprom6 = sext i32 %10 to i64
  %arrayidx7 = getelementptr inbounds %struct.sample, ptr %9, i64 %idxprom6
  %value = getelementptr inbounds %struct.sample, ptr %arrayidx7, i32 0, i32 1
  %11 = load float, ptr %value, align 4
  %12 = load float, ptr %sum, align 4
  %add = fadd float %12, %11
  store float %add, ptr %sum, align 4
  %13 = load i32, ptr %count, align 4
  %inc = add nsw i32 %13, 1
  store i32 %inc, ptr %count, align 4
  br label %for.inc

for.inc:                                          ; preds = %if.end5, %if.then
  %14 = load i32, ptr %i, align 4
  %inc8 = add nsw i32 %14, 1
  store i32 %inc8, ptr %i, align 4
  br label %for.cond, !llvm.loop !19

for.end:                                          ; preds = %if.then4, %for.cond
  %15 = load i32, ptr %count, align 4
  %tobool9 = icmp ne i32 %15, 0
  br i1 %tobool9, label %cond.true, label %cond.false

cond.true:                                        ; preds = %for.end
  %16 = load float, ptr %sum, align 4
  %17 = load i32, ptr %count, align 4
  %conv = sitofp i32 %17 to float
  %div = fdiv float %16, %conv
  br label %cond.end

cond.false:                                       ; preds = %for.end
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi float [ %div, %cond.true ], [ 0.000000e+00, %cond.false ]
  ret float %cond
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind willreturn memory(read) }

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
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
