; ModuleID = 'aos.c'
source_filename = "aos.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.particle = type { %struct.vec3, %struct.vec3, float, i32 }
%struct.vec3 = type { double, double, double }
%struct.system = type { i32, [64 x %struct.particle], double }
%struct.body = type { double, %struct.vec3, %struct.vec3, i64 }

@particles = internal global [128 x %struct.particle] zeroinitializer, align 16
@world = internal global %struct.system zeroinitializer, align 8
@.str = private unnamed_addr constant [20 x i8] c"%.3f %.3f %.3f %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %n = alloca i32, align 4
  %t = alloca i32, align 4
  %bodies = alloca ptr, align 8
  %i = alloca i32, align 4
  %.compoundliteral = alloca %struct.vec3, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load i32, ptr %argc.addr, align 4
  %cmp = icmp sgt i32 %0, 1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load ptr, ptr %argv.addr, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %1, i64 1
  %2 = load ptr, ptr %arrayidx, align 8
  %call = call i32 @atoi(ptr noundef %2) #8
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %call, %cond.true ], [ 16, %cond.false ]
  store i32 %cond, ptr %n, align 4
  %3 = load i32, ptr %n, align 4
  %cmp1 = icmp slt i32 %3, 2
  br i1 %cmp1, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %cond.end
  %4 = load i32, ptr %n, align 4
  %cmp2 = icmp sgt i32 %4, 4096
  br i1 %cmp2, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %cond.end
  store i32 16, ptr %n, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %lor.lhs.false
  call void @init_particles(ptr noundef @particles, i32 noundef 128, double noundef 1.000000e-01)
  store i32 64, ptr @world, align 8
  %5 = load i32, ptr @world, align 8
  call void @init_particles(ptr noundef getelementptr inbounds (%struct.system, ptr @world, i32 0, i32 1), i32 noundef %5, double noundef 2.000000e-01)
  store i32 0, ptr %t, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.end
  %6 = load i32, ptr %t, align 4
  %cmp3 = icmp slt i32 %6, 10
  br i1 %cmp3, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  call void @step(ptr noundef @particles, i32 noundef 128, double noundef 1.000000e-02)
  %7 = load i32, ptr @world, align 8
  call void @step(ptr noundef getelementptr inbounds (%struct.system, ptr @world, i32 0, i32 1), i32 noundef %7, double noundef 1.000000e-02)
  %8 = load double, ptr getelementptr inbounds (%struct.system, ptr @world, i32 0, i32 2), align 8
  %add = fadd double %8, 1.000000e-02
  store double %add, ptr getelementptr inbounds (%struct.system, ptr @world, i32 0, i32 2), align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %9 = load i32, ptr %t, align 4
  %inc = add nsw i32 %9, 1
  store i32 %inc, ptr %t, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %10 = load i32, ptr %n, align 4
  %conv = sext i32 %10 to i64
  %mul = mul i64 %conv, 64
  %call4 = call noalias ptr @malloc(i64 noundef %mul) #9
  store ptr %call4, ptr %bodies, align 8
  %11 = load ptr, ptr %bodies, align 8
  %tobool = icmp ne ptr %11, null
  br i1 %tobool, label %if.end6, label %if.then5

if.then5:                                         ; preds = %for.end
  store i32 1, ptr %retval, align 4
  br label %return

if.end6:                                          ; preds = %for.end
  store i32 0, ptr %i, align 4
  br label %for.cond7

for.cond7:                                        ; preds = %for.inc24, %if.end6
  %12 = load i32, ptr %i, align 4
  %13 = load i32, ptr %n, align 4
  %cmp8 = icmp slt i32 %12, %13
  br i1 %cmp8, label %for.body10, label %for.end26

for.body10:                                       ; preds = %for.cond7
  %14 = load i32, ptr %i, align 4
  %add11 = add nsw i32 1, %14
  %conv12 = sitofp i32 %add11 to double
  %15 = load ptr, ptr %bodies, align 8
  %16 = load i32, ptr %i, align 4
  %idxprom = sext i32 %16 to i64
  %arrayidx13 = getelementptr inbounds %struct.body, ptr %15, i64 %idxprom
  %mass = getelementptr inbounds %struct.body, ptr %arrayidx13, i32 0, i32 0
  store double %conv12, ptr %mass, align 8
  %17 = load ptr, ptr %bodies, align 8
  %18 = load i32, ptr %i, align 4
  %idxprom14 = sext i32 %18 to i64
  %arrayidx15 = getelementptr inbounds %struct.body, ptr %17, i64 %idxprom14
  %pos = getelementptr inbounds %struct.body, ptr %arrayidx15, i32 0, i32 1
  %x = getelementptr inbounds %struct.vec3, ptr %.compoundliteral, i32 0, i32 0
  %19 = load i32, ptr %i, align 4
  %conv16 = sitofp i32 %19 to double
  store double %conv16, ptr %x, align 8
  %y = getelementptr inbounds %struct.vec3, ptr %.compoundliteral, i32 0, i32 1
  %20 = load i32, ptr %i, align 4
  %conv17 = sitofp i32 %20 to double
  %mul18 = fmul double 2.000000e+00, %conv17
  store double %mul18, ptr %y, align 8
  %z = getelementptr inbounds %struct.vec3, ptr %.compoundliteral, i32 0, i32 2
  %21 = load i32, ptr %i, align 4
  %sub = sub nsw i32 0, %21
  %conv19 = sitofp i32 %sub to double
  store double %conv19, ptr %z, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %pos, ptr align 8 %.compoundliteral, i64 24, i1 false)
  %22 = load i32, ptr %i, align 4
  %add20 = add nsw i32 1000, %22
  %conv21 = sext i32 %add20 to i64
  %23 = load ptr, ptr %bodies, align 8
  %24 = load i32, ptr %i, align 4
  %idxprom22 = sext i32 %24 to i64
  %arrayidx23 = getelementptr inbounds %struct.body, ptr %23, i64 %idxprom22
  %id = getelementptr inbounds %struct.body, ptr %arrayidx23, i32 0, i32 3
  store i64 %conv21, ptr %id, align 8
  br label %for.inc24

for.inc24:                                        ; preds = %for.body10
  %25 = load i32, ptr %i, align 4
  %inc25 = add nsw i32 %25, 1
  store i32 %inc25, ptr %i, align 4
  br label %for.cond7, !llvm.loop !8

for.end26:                                        ; preds = %for.cond7
  %26 = load ptr, ptr %bodies, align 8
  %27 = load i32, ptr %n, align 4
  call void @forces(ptr noundef %26, i32 noundef %27)
  %call27 = call double @kinetic(ptr noundef @particles, i32 noundef 128)
  %call28 = call double @kinetic(ptr noundef getelementptr inbounds (%struct.system, ptr @world, i32 0, i32 1), i32 noundef 64)
  %28 = load ptr, ptr %bodies, align 8
  %arrayidx29 = getelementptr inbounds %struct.body, ptr %28, i64 0
  %force = getelementptr inbounds %struct.body, ptr %arrayidx29, i32 0, i32 2
  %x30 = getelementptr inbounds %struct.vec3, ptr %force, i32 0, i32 0
  %29 = load double, ptr %x30, align 8
  %30 = load ptr, ptr %bodies, align 8
  %31 = load i32, ptr %n, align 4
  %sub31 = sub nsw i32 %31, 1
  %idxprom32 = sext i32 %sub31 to i64
  %arrayidx33 = getelementptr inbounds %struct.body, ptr %30, i64 %idxprom32
  %id34 = getelementptr inbounds %struct.body, ptr %arrayidx33, i32 0, i32 3
  %32 = load i64, ptr %id34, align 8
  %call35 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %call27, double noundef %call28, double noundef %29, i64 noundef %32)
  %33 = load ptr, ptr %bodies, align 8
  call void @free(ptr noundef %33) #10
  store i32 0, ptr %retval, align 4
  br label %return

return:                                           ; preds = %for.end26, %if.then5
  %34 = load i32, ptr %retval, align 4
  ret i32 %34
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @atoi(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init_particles(ptr noundef %p, i32 noundef %n, double noundef %seed) #0 {
entry:
  %p.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %seed.addr = alloca double, align 8
  %i = alloca i32, align 4
  %.compoundliteral = alloca %struct.vec3, align 8
  %.compoundliteral5 = alloca %struct.vec3, align 8
  store ptr %p, ptr %p.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  store double %seed, ptr %seed.addr, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %1 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %p.addr, align 8
  %3 = load i32, ptr %i, align 4
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds %struct.particle, ptr %2, i64 %idxprom
  %pos = getelementptr inbounds %struct.particle, ptr %arrayidx, i32 0, i32 0
  %x = getelementptr inbounds %struct.vec3, ptr %.compoundliteral, i32 0, i32 0
  %4 = load i32, ptr %i, align 4
  %conv = sitofp i32 %4 to double
  %5 = load double, ptr %seed.addr, align 8
  %mul = fmul double %conv, %5
  store double %mul, ptr %x, align 8
  %y = getelementptr inbounds %struct.vec3, ptr %.compoundliteral, i32 0, i32 1
  %6 = load i32, ptr %i, align 4
  %conv1 = sitofp i32 %6 to double
  %mul2 = fmul double %conv1, 5.000000e-01
  store double %mul2, ptr %y, align 8
  %z = getelementptr inbounds %struct.vec3, ptr %.compoundliteral, i32 0, i32 2
  store double 0.000000e+00, ptr %z, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %pos, ptr align 8 %.compoundliteral, i64 24, i1 false)
  %7 = load ptr, ptr %p.addr, align 8
  %8 = load i32, ptr %i, align 4
  %idxprom3 = sext i32 %8 to i64
  %arrayidx4 = getelementptr inbounds %struct.particle, ptr %7, i64 %idxprom3
  %vel = getelementptr inbounds %struct.particle, ptr %arrayidx4, i32 0, i32 1
  %x6 = getelementptr inbounds %struct.vec3, ptr %.compoundliteral5, i32 0, i32 0
  store double 1.000000e+00, ptr %x6, align 8
  %y7 = getelementptr inbounds %struct.vec3, ptr %.compoundliteral5, i32 0, i32 1
  %9 = load double, ptr %seed.addr, align 8
  %fneg = fneg double %9
  store double %fneg, ptr %y7, align 8
  %z8 = getelementptr inbounds %struct.vec3, ptr %.compoundliteral5, i32 0, i32 2
  store double 2.500000e-01, ptr %z8, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %vel, ptr align 8 %.compoundliteral5, i64 24, i1 false)
  %10 = load i32, ptr %i, align 4
  %rem = srem i32 %10, 3
  %conv9 = sitofp i32 %rem to float
  %add = fadd float 1.000000e+00, %conv9
  %11 = load ptr, ptr %p.addr, align 8
  %12 = load i32, ptr %i, align 4
  %idxprom10 = sext i32 %12 to i64
  %arrayidx11 = getelementptr inbounds %struct.particle, ptr %11, i64 %idxprom10
  %mass = getelementptr inbounds %struct.particle, ptr %arrayidx11, i32 0, i32 2
  store float %add, ptr %mass, align 8
  %13 = load ptr, ptr %p.addr, align 8
  %14 = load i32, ptr %i, align 4
  %idxprom12 = sext i32 %14 to i64
  %arrayidx13 = getelementptr inbounds %struct.particle, ptr %13, i64 %idxprom12
  %alive = getelementptr inbounds %struct.particle, ptr %arrayidx13, i32 0, i32 3
  store i32 1, ptr %alive, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %15 = load i32, ptr %i, align 4
  %inc = add nsw i32 %15, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !9

for.end:                                          ; preds = %for.cond
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @step(ptr noundef %p, i32 noundef %n, double noundef %dt) #0 {
entry:
  %p.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %dt.addr = alloca double, align 8
  %q = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  store double %dt, ptr %dt.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  store ptr %0, ptr %q, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load ptr, ptr %q, align 8
  %2 = load ptr, ptr %p.addr, align 8
  %3 = load i32, ptr %n.addr, align 4
  %idx.ext = sext i32 %3 to i64
  %add.ptr = getelementptr inbounds %struct.particle, ptr %2, i64 %idx.ext
  %cmp = icmp ult ptr %1, %add.ptr
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %4 = load ptr, ptr %q, align 8
  %alive = getelementptr inbounds %struct.particle, ptr %4, i32 0, i32 3
  %5 = load i32, ptr %alive, align 4
  %tobool = icmp ne i32 %5, 0
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %for.body
  br label %for.inc

if.end:                                           ; preds = %for.body
  %6 = load ptr, ptr %q, align 8
  %vel = getelementptr inbounds %struct.particle, ptr %6, i32 0, i32 1
  %x = getelementptr inbounds %struct.vec3, ptr %vel, i32 0, i32 0
  %7 = load double, ptr %x, align 8
  %8 = load double, ptr %dt.addr, align 8
  %9 = load ptr, ptr %q, align 8
  %pos = getelementptr inbounds %struct.particle, ptr %9, i32 0, i32 0
  %x1 = getelementptr inbounds %struct.vec3, ptr %pos, i32 0, i32 0
  %10 = load double, ptr %x1, align 8
  %11 = call double @llvm.fmuladd.f64(double %7, double %8, double %10)
  store double %11, ptr %x1, align 8
  %12 = load ptr, ptr %q, align 8
  %vel2 = getelementptr inbounds %struct.particle, ptr %12, i32 0, i32 1
  %y = getelementptr inbounds %struct.vec3, ptr %vel2, i32 0, i32 1
  %13 = load double, ptr %y, align 8
  %14 = load double, ptr %dt.addr, align 8
  %15 = load ptr, ptr %q, align 8
  %pos3 = getelementptr inbounds %struct.particle, ptr %15, i32 0, i32 0
  %y4 = getelementptr inbounds %struct.vec3, ptr %pos3, i32 0, i32 1
  %16 = load double, ptr %y4, align 8
  %17 = call double @llvm.fmuladd.f64(double %13, double %14, double %16)
  store double %17, ptr %y4, align 8
  %18 = load ptr, ptr %q, align 8
  %vel5 = getelementptr inbounds %struct.particle, ptr %18, i32 0, i32 1
  %z = getelementptr inbounds %struct.vec3, ptr %vel5, i32 0, i32 2
  %19 = load double, ptr %z, align 8
  %20 = load double, ptr %dt.addr, align 8
  %21 = load ptr, ptr %q, align 8
  %pos6 = getelementptr inbounds %struct.particle, ptr %21, i32 0, i32 0
  %z7 = getelementptr inbounds %struct.vec3, ptr %pos6, i32 0, i32 2
  %22 = load double, ptr %z7, align 8
  %23 = call double @llvm.fmuladd.f64(double %19, double %20, double %22)
  store double %23, ptr %z7, align 8
  %24 = load ptr, ptr %q, align 8
  %pos8 = getelementptr inbounds %struct.particle, ptr %24, i32 0, i32 0
  %y9 = getelementptr inbounds %struct.vec3, ptr %pos8, i32 0, i32 1
  %25 = load double, ptr %y9, align 8
  %cmp10 = fcmp olt double %25, -1.000000e+02
  br i1 %cmp10, label %if.then11, label %if.end13

if.then11:                                        ; preds = %if.end
  %26 = load ptr, ptr %q, align 8
  %alive12 = getelementptr inbounds %struct.particle, ptr %26, i32 0, i32 3
  store i32 0, ptr %alive12, align 4
  br label %if.end13

if.end13:                                         ; preds = %if.then11, %if.end
  br label %for.inc

for.inc:                                          ; preds = %if.end13, %if.then
  %27 = load ptr, ptr %q, align 8
  %incdec.ptr = getelementptr inbounds %struct.particle, ptr %27, i32 1
  store ptr %incdec.ptr, ptr %q, align 8
  br label %for.cond, !llvm.loop !10

for.end:                                          ; preds = %for.cond
  ret void
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @forces(ptr noundef %b, i32 noundef %n) #0 {
entry:
  %b.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %i = alloca i32, align 4
  %.compoundliteral = alloca %struct.vec3, align 8
  %i1 = alloca i32, align 4
  %j = alloca i32, align 4
  %dx = alloca double, align 8
  %dy = alloca double, align 8
  %dz = alloca double, align 8
  %d2 = alloca double, align 8
  %f = alloca double, align 8
  store ptr %b, ptr %b.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %1 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %b.addr, align 8
  %3 = load i32, ptr %i, align 4
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds %struct.body, ptr %2, i64 %idxprom
  %force = getelementptr inbounds %struct.body, ptr %arrayidx, i32 0, i32 2
  call void @llvm.memset.p0.i64(ptr align 8 %.compoundliteral, i8 0, i64 24, i1 false)
  %x = getelementptr inbounds %struct.vec3, ptr %.compoundliteral, i32 0, i32 0
  %y = getelementptr inbounds %struct.vec3, ptr %.compoundliteral, i32 0, i32 1
  %z = getelementptr inbounds %struct.vec3, ptr %.compoundliteral, i32 0, i32 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %force, ptr align 8 %.compoundliteral, i64 24, i1 false)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %4 = load i32, ptr %i, align 4
  %inc = add nsw i32 %4, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !11

for.end:                                          ; preds = %for.cond
  store i32 0, ptr %i1, align 4
  br label %for.cond2

for.cond2:                                        ; preds = %for.inc76, %for.end
  %5 = load i32, ptr %i1, align 4
  %6 = load i32, ptr %n.addr, align 4
  %cmp3 = icmp slt i32 %5, %6
  br i1 %cmp3, label %for.body4, label %for.end78

for.body4:                                        ; preds = %for.cond2
  %7 = load i32, ptr %i1, align 4
  %add = add nsw i32 %7, 1
  store i32 %add, ptr %j, align 4
  br label %for.cond5

for.cond5:                                        ; preds = %for.inc73, %for.body4
  %8 = load i32, ptr %j, align 4
  %9 = load i32, ptr %n.addr, align 4
  %cmp6 = icmp slt i32 %8, %9
  br i1 %cmp6, label %for.body7, label %for.end75

for.body7:                                        ; preds = %for.cond5
  %10 = load ptr, ptr %b.addr, align 8
  %11 = load i32, ptr %j, align 4
  %idxprom8 = sext i32 %11 to i64
  %arrayidx9 = getelementptr inbounds %struct.body, ptr %10, i64 %idxprom8
  %pos = getelementptr inbounds %struct.body, ptr %arrayidx9, i32 0, i32 1
  %x10 = getelementptr inbounds %struct.vec3, ptr %pos, i32 0, i32 0
  %12 = load double, ptr %x10, align 8
  %13 = load ptr, ptr %b.addr, align 8
  %14 = load i32, ptr %i1, align 4
  %idxprom11 = sext i32 %14 to i64
  %arrayidx12 = getelementptr inbounds %struct.body, ptr %13, i64 %idxprom11
  %pos13 = getelementptr inbounds %struct.body, ptr %arrayidx12, i32 0, i32 1
  %x14 = getelementptr inbounds %struct.vec3, ptr %pos13, i32 0, i32 0
  %15 = load double, ptr %x14, align 8
  %sub = fsub double %12, %15
  store double %sub, ptr %dx, align 8
  %16 = load ptr, ptr %b.addr, align 8
  %17 = load i32, ptr %j, align 4
  %idxprom15 = sext i32 %17 to i64
  %arrayidx16 = getelementptr inbounds %struct.body, ptr %16, i64 %idxprom15
  %pos17 = getelementptr inbounds %struct.body, ptr %arrayidx16, i32 0, i32 1
  %y18 = getelementptr inbounds %struct.vec3, ptr %pos17, i32 0, i32 1
  %18 = load double, ptr %y18, align 8
  %19 = load ptr, ptr %b.addr, align 8
  %20 = load i32, ptr %i1, align 4
  %idxprom19 = sext i32 %20 to i64
  %arrayidx20 = getelementptr inbounds %struct.body, ptr %19, i64 %idxprom19
  %pos21 = getelementptr inbounds %struct.body, ptr %arrayidx20, i32 0, i32 1
  %y22 = getelementptr inbounds %struct.vec3, ptr %pos21, i32 0, i32 1
  %21 = load double, ptr %y22, align 8
  %sub23 = fsub double %18, %21
  store double %sub23, ptr %dy, align 8
  %22 = load ptr, ptr %b.addr, align 8
  %23 = load i32, ptr %j, align 4
  %idxprom24 = sext i32 %23 to i64
  %arrayidx25 = getelementptr inbounds %struct.body, ptr %22, i64 %idxprom24
  %pos26 = getelementptr inbounds %struct.body, ptr %arrayidx25, i32 0, i32 1
  %z27 = getelementptr inbounds %struct.vec3, ptr %pos26, i32 0, i32 2
  %24 = load double, ptr %z27, align 8
  %25 = load ptr, ptr %b.addr, align 8
  %26 = load i32, ptr %i1, align 4
  %idxprom28 = sext i32 %26 to i64
  %arrayidx29 = getelementptr inbounds %struct.body, ptr %25, i64 %idxprom28
  %pos30 = getelementptr inbounds %struct.body, ptr %arrayidx29, i32 0, i32 1
  %z31 = getelementptr inbounds %struct.vec3, ptr %pos30, i32 0, i32 2
  %27 = load double, ptr %z31, align 8
  %sub32 = fsub double %24, %27
  store double %sub32, ptr %dz, align 8
  %28 = load double, ptr %dx, align 8
  %29 = load double, ptr %dx, align 8
  %30 = load double, ptr %dy, align 8
  %31 = load double, ptr %dy, align 8
  %mul33 = fmul double %30, %31
  %32 = call double @llvm.fmuladd.f64(double %28, double %29, double %mul33)
  %33 = load double, ptr %dz, align 8
  %34 = load double, ptr %dz, align 8
  %35 = call double @llvm.fmuladd.f64(double %33, double %34, double %32)
  %add34 = fadd double %35, 1.000000e-09
  store double %add34, ptr %d2, align 8
  %36 = load ptr, ptr %b.addr, align 8
  %37 = load i32, ptr %i1, align 4
  %idxprom35 = sext i32 %37 to i64
  %arrayidx36 = getelementptr inbounds %struct.body, ptr %36, i64 %idxprom35
  %mass = getelementptr inbounds %struct.body, ptr %arrayidx36, i32 0, i32 0
  %38 = load double, ptr %mass, align 8
  %39 = load ptr, ptr %b.addr, align 8
  %40 = load i32, ptr %j, align 4
  %idxprom37 = sext i32 %40 to i64
  %arrayidx38 = getelementptr inbounds %struct.body, ptr %39, i64 %idxprom37
  %mass39 = getelementptr inbounds %struct.body, ptr %arrayidx38, i32 0, i32 0
  %41 = load double, ptr %mass39, align 8
  %mul = fmul double %38, %41
  %42 = load double, ptr %d2, align 8
  %43 = load double, ptr %d2, align 8
  %call = call double @sqrt(double noundef %43) #10
  %mul40 = fmul double %42, %call
  %div = fdiv double %mul, %mul40
  store double %div, ptr %f, align 8
  %44 = load double, ptr %f, align 8
  %45 = load double, ptr %dx, align 8
  %46 = load ptr, ptr %b.addr, align 8
  %47 = load i32, ptr %i1, align 4
  %idxprom42 = sext i32 %47 to i64
  %arrayidx43 = getelementptr inbounds %struct.body, ptr %46, i64 %idxprom42
  %force44 = getelementptr inbounds %struct.body, ptr %arrayidx43, i32 0, i32 2
  %x45 = getelementptr inbounds %struct.vec3, ptr %force44, i32 0, i32 0
  %48 = load double, ptr %x45, align 8
  %49 = call double @llvm.fmuladd.f64(double %44, double %45, double %48)
  store double %49, ptr %x45, align 8
  %50 = load double, ptr %f, align 8
  %51 = load double, ptr %dy, align 8
  %52 = load ptr, ptr %b.addr, align 8
  %53 = load i32, ptr %i1, align 4
  %idxprom47 = sext i32 %53 to i64
  %arrayidx48 = getelementptr inbounds %struct.body, ptr %52, i64 %idxprom47
  %force49 = getelementptr inbounds %struct.body, ptr %arrayidx48, i32 0, i32 2
  %y50 = getelementptr inbounds %struct.vec3, ptr %force49, i32 0, i32 1
  %54 = load double, ptr %y50, align 8
  %55 = call double @llvm.fmuladd.f64(double %50, double %51, double %54)
  store double %55, ptr %y50, align 8
  %56 = load double, ptr %f, align 8
  %57 = load double, ptr %dz, align 8
  %58 = load ptr, ptr %b.addr, align 8
  %59 = load i32, ptr %i1, align 4
  %idxprom52 = sext i32 %59 to i64
  %arrayidx53 = getelementptr inbounds %struct.body, ptr %58, i64 %idxprom52
  %force54 = getelementptr inbounds %struct.body, ptr %arrayidx53, i32 0, i32 2
  %z55 = getelementptr inbounds %struct.vec3, ptr %force54, i32 0, i32 2
  %60 = load double, ptr %z55, align 8
  %61 = call double @llvm.fmuladd.f64(double %56, double %57, double %60)
  store double %61, ptr %z55, align 8
  %62 = load double, ptr %f, align 8
  %63 = load double, ptr %dx, align 8
  %64 = load ptr, ptr %b.addr, align 8
  %65 = load i32, ptr %j, align 4
  %idxprom57 = sext i32 %65 to i64
  %arrayidx58 = getelementptr inbounds %struct.body, ptr %64, i64 %idxprom57
  %force59 = getelementptr inbounds %struct.body, ptr %arrayidx58, i32 0, i32 2
  %x60 = getelementptr inbounds %struct.vec3, ptr %force59, i32 0, i32 0
  %66 = load double, ptr %x60, align 8
  %neg = fneg double %62
  %67 = call double @llvm.fmuladd.f64(double %neg, double %63, double %66)
  store double %67, ptr %x60, align 8
  %68 = load double, ptr %f, align 8
  %69 = load double, ptr %dy, align 8
  %70 = load ptr, ptr %b.addr, align 8
  %71 = load i32, ptr %j, align 4
  %idxprom62 = sext i32 %71 to i64
  %arrayidx63 = getelementptr inbounds %struct.body, ptr %70, i64 %idxprom62
  %force64 = getelementptr inbounds %struct.body, ptr %arrayidx63, i32 0, i32 2
  %y65 = getelementptr inbounds %struct.vec3, ptr %force64, i32 0, i32 1
  %72 = load double, ptr %y65, align 8
  %neg66 = fneg double %68
  %73 = call double @llvm.fmuladd.f64(double %neg66, double %69, double %72)
  store double %73, ptr %y65, align 8
  %74 = load double, ptr %f, align 8
  %75 = load double, ptr %dz, align 8
  %76 = load ptr, ptr %b.addr, align 8
  %77 = load i32, ptr %j, align 4
  %idxprom68 = sext i32 %77 to i64
  %arrayidx69 = getelementptr inbounds %struct.body, ptr %76, i64 %idxprom68
  %force70 = getelementptr inbounds %struct.body, ptr %arrayidx69, i32 0, i32 2
  %z71 = getelementptr inbounds %struct.vec3, ptr %force70, i32 0, i32 2
  %78 = load double, ptr %z71, align 8
  %neg72 = fneg double %74
  %79 = call double @llvm.fmuladd.f64(double %neg72, double %75, double %78)
  store double %79, ptr %z71, align 8
  br label %for.inc73

for.inc73:                                        ; preds = %for.body7
  %80 = load i32, ptr %j, align 4
  %inc74 = add nsw i32 %80, 1
  store i32 %inc74, ptr %j, align 4
  br label %for.cond5, !llvm.loop !12

for.end75:                                        ; preds = %for.cond5
  br label %for.inc76

for.inc76:                                        ; preds = %for.end75
  %81 = load i32, ptr %i1, align 4
  %inc77 = add nsw i32 %81, 1
  store i32 %inc77, ptr %i1, align 4
  br label %for.cond2, !llvm.loop !13

for.end78:                                        ; preds = %for.cond2
  ret void
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @kinetic(ptr noundef %p, i32 noundef %n) #0 {
entry:
  %p.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %e = alloca double, align 8
  %i = alloca i32, align 4
  store ptr %p, ptr %p.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  store double 0.000000e+00, ptr %e, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %1 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %p.addr, align 8
  %3 = load i32, ptr %i, align 4
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds %struct.particle, ptr %2, i64 %idxprom
  %mass = getelementptr inbounds %struct.particle, ptr %arrayidx, i32 0, i32 2
  %4 = load float, ptr %mass, align 8
  %conv = fpext float %4 to double
  %mul = fmul double 5.000000e-01, %conv
  %5 = load ptr, ptr %p.addr, align 8
  %6 = load i32, ptr %i, align 4
  %idxprom1 = sext i32 %6 to i64
  %arrayidx2 = getelementptr inbounds %struct.particle, ptr %5, i64 %idxprom1
  %vel = getelementptr inbounds %struct.particle, ptr %arrayidx2, i32 0, i32 1
  %x = getelementptr inbounds %struct.vec3, ptr %vel, i32 0, i32 0
  %7 = load double, ptr %x, align 8
  %8 = load ptr, ptr %p.addr, align 8
  %9 = load i32, ptr %i, align 4
  %idxprom3 = sext i32 %9 to i64
  %arrayidx4 = getelementptr inbounds %struct.particle, ptr %8, i64 %idxprom3
  %vel5 = getelementptr inbounds %struct.particle, ptr %arrayidx4, i32 0, i32 1
  %x6 = getelementptr inbounds %struct.vec3, ptr %vel5, i32 0, i32 0
  %10 = load double, ptr %x6, align 8
  %11 = load ptr, ptr %p.addr, align 8
  %12 = load i32, ptr %i, align 4
  %idxprom8 = sext i32 %12 to i64
  %arrayidx9 = getelementptr inbounds %struct.particle, ptr %11, i64 %idxprom8
  %vel10 = getelementptr inbounds %struct.particle, ptr %arrayidx9, i32 0, i32 1
  %y = getelementptr inbounds %struct.vec3, ptr %vel10, i32 0, i32 1
  %13 = load double, ptr %y, align 8
  %14 = load ptr, ptr %p.addr, align 8
  %15 = load i32, ptr %i, align 4
  %idxprom11 = sext i32 %15 to i64
  %arrayidx12 = getelementptr inbounds %struct.particle, ptr %14, i64 %idxprom11
  %vel13 = getelementptr inbounds %struct.particle, ptr %arrayidx12, i32 0, i32 1
  %y14 = getelementptr inbounds %struct.vec3, ptr %vel13, i32 0, i32 1
  %16 = load double, ptr %y14, align 8
  %mul15 = fmul double %13, %16
  %17 = call double @llvm.fmuladd.f64(double %7, double %10, double %mul15)
  %18 = load ptr, ptr %p.addr, align 8
  %19 = load i32, ptr %i, align 4
  %idxprom16 = sext i32 %19 to i64
  %arrayidx17 = getelementptr inbounds %struct.particle, ptr %18, i64 %idxprom16
  %vel18 = getelementptr inbounds %struct.particle, ptr %arrayidx17, i32 0, i32 1
  %z = getelementptr inbounds %struct.vec3, ptr %vel18, i32 0, i32 2
  %20 = load double, ptr %z, align 8
  %21 = load ptr, ptr %p.addr, align 8
  %22 = load i32, ptr %i, align 4
  %idxprom19 = sext i32 %22 to i64
  %arrayidx20 = getelementptr inbounds %struct.particle, ptr %21, i64 %idxprom19
  %vel21 = getelementptr inbounds %struct.particle, ptr %arrayidx20, i32 0, i32 1
  %z22 = getelementptr inbounds %struct.vec3, ptr %vel21, i32 0, i32 2
  %23 = load double, ptr %z22, align 8
  %24 = call double @llvm.fmuladd.f64(double %20, double %23, double %17)
  %25 = load double, ptr %e, align 8
  %26 = call double @llvm.fmuladd.f64(double %mul, double %24, double %25)
  store double %26, ptr %e, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %27 = load i32, ptr %i, align 4
  %inc = add nsw i32 %27, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !14

for.end:                                          ; preds = %for.cond
  %28 = load double, ptr %e, align 8
  ret double %28
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nounwind
declare double @sqrt(double noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nounwind willreturn memory(read) }
attributes #9 = { nounwind allocsize(0) }
attributes #10 = { nounwind }

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
