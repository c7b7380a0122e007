; ModuleID = 'aos.c'
source_filename = "aos.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.particle = type { %struct.vec3, %struct.vec3, float, i32 }
%struct.vec3 = type { double, double, double }
%struct.system = type { i32, [64 x %struct.particle], double }
%struct.body = type { double, %struct.vec3, %struct.vec3, i64 }

@particles = internal global [128 x %struct.particle] zeroinitializer, align 16
@world = internal global %struct.system zeroinitializer, align 8
@.str = private unnamed_addr constant [20 x i8] c"%.3f %.3f %.3f %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %n = alloca i32, align 4
  %t = alloca i32, align 4
  %bodies = alloca %struct.body*, align 8
  %i = alloca i32, align 4
  %.compoundliteral = alloca %struct.vec3, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i32, i32* %argc.addr, align 4
  %cmp = icmp sgt i32 %0, 1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load i8**, i8*** %argv.addr, align 8
  %arrayidx = getelementptr inbounds i8*, i8** %1, i64 1
  %2 = load i8*, i8** %arrayidx, align 8
  %call = call i32 @atoi(i8* noundef %2) #7
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %call, %cond.true ], [ 16, %cond.false ]
  store i32 %cond, i32* %n, align 4
  %3 = load i32, i32* %n, align 4
  %cmp1 = icmp slt i32 %3, 2
  br i1 %cmp1, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %cond.end
  %4 = load i32, i32* %n, align 4
  %cmp2 = icmp sgt i32 %4, 4096
  br i1 %cmp2, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %cond.end
  store i32 16, i32* %n, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %lor.lhs.false
  call void @init_particles(%struct.particle* noundef getelementptr inbounds ([128 x %struct.particle], [128 x %struct.particle]* @particles, i64 0, i64 0), i32 noundef 128, double noundef 1.000000e-01)
  store i32 64, i32* getelementptr inbounds (%struct.system, %struct.system* @world, i32 0, i32 0), align 8
  %5 = load i32, i32* getelementptr inbounds (%struct.system, %struct.system* @world, i32 0, i32 0), align 8
  call void @init_particles(%struct.particle* noundef getelementptr inbounds (%struct.system, %struct.system* @world, i32 0, i32 1, i64 0), i32 noundef %5, double noundef 2.000000e-01)
  store i32 0, i32* %t, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.end
  %6 = load i32, i32* %t, align 4
  %cmp3 = icmp slt i32 %6, 10
  br i1 %cmp3, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  call void @step(%struct.particle* noundef getelementptr inbounds ([128 x %struct.particle], [128 x %struct.particle]* @particles, i64 0, i64 0), i32 noundef 128, double noundef 1.000000e-02)
  %7 = load i32, i32* getelementptr inbounds (%struct.system, %struct.system* @world, i32 0, i32 0), align 8
  call void @step(%struct.particle* noundef getelementptr inbounds (%struct.system, %struct.system* @world, i32 0, i32 1, i64 0), i32 noundef %7, double noundef 1.000000e-02)
  %8 = load double, double* getelementptr inbounds (%struct.system, %struct.system* @world, i32 0, i32 2), align 8
  %add = fadd double %8, 1.000000e-02
  store double %add, double* getelementptr inbounds (%struct.system, %struct.system* @world, i32 0, i32 2), align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %9 = load i32, i32* %t, align 4
  %inc = add nsw i32 %9, 1
  store i32 %inc, i32* %t, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %10 = load i32, i32* %n, align 4
  %conv = sext i32 %10 to i64
  %mul = mul i64 %conv, 64
  %call4 = call noalias i8* @malloc(i64 noundef %mul) #8
  %11 = bitcast i8* %call4 to %struct.body*
  store %struct.body* %11, %struct.body** %bodies, align 8
  %12 = load %struct.body*, %struct.body** %bodies, align 8
  %tobool = icmp ne %struct.body* %12, null
  br i1 %tobool, label %if.end6, label %if.then5

if.then5:                                         ; preds = %for.end
  store i32 1, i32* %retval, align 4
  br label %return

if.end6:                                          ; preds = %for.end
  store i32 0, i32* %i, align 4
  br label %for.cond7

for.cond7:                                        ; preds = %for.inc24, %if.end6
  %13 = load i32, i32* %i, align 4
  %14 = load i32, i32* %n, align 4
  %cmp8 = icmp slt i32 %13, %14
  br i1 %cmp8, label %for.body10, label %for.end26

for.body10:                                       ; preds = %for.cond7
  %15 = load i32, i32* %i, align 4
  %add11 = add nsw i32 1, %15
  %conv12 = sitofp i32 %add11 to double
  %16 = load %struct.body*, %struct.body** %bodies, align 8
  %17 = load i32, i32* %i, align 4
  %idxprom = sext i32 %17 to i64
  %arrayidx13 = getelementptr inbounds %struct.body, %struct.body* %16, i64 %idxprom
  %mass = getelementptr inbounds %struct.body, %struct.body* %arrayidx13, i32 0, i32 0
  store double %conv12, double* %mass, align 8
  %18 = load %struct.body*, %struct.body** %bodies, align 8
  %19 = load i32, i32* %i, align 4
  %idxprom14 = sext i32 %19 to i64
  %arrayidx15 = getelementptr inbounds %struct.body, %struct.body* %18, i64 %idxprom14
  %pos = getelementptr inbounds %struct.body, %struct.body* %arrayidx15, i32 0, i32 1
  %x = getelementptr inbounds %struct.vec3, %struct.vec3* %.compoundliteral, i32 0, i32 0
  %20 = load i32, i32* %i, align 4
  %conv16 = sitofp i32 %20 to double
  store double %conv16, double* %x, align 8
  %y = getelementptr inbounds %struct.vec3, %struct.vec3* %.compoundliteral, i32 0, i32 1
  %21 = load i32, i32* %i, align 4
  %conv17 = sitofp i32 %21 to double
  %mul18 = fmul double 2.000000e+00, %conv17
  store double %mul18, double* %y, align 8
  %z = getelementptr inbounds %struct.vec3, %struct.vec3* %.compoundliteral, i32 0, i32 2
  %22 = load i32, i32* %i, align 4
  %sub = sub nsw i32 0, %22
  %conv19 = sitofp i32 %sub to double
  store double %conv19, double* %z, align 8
  %23 = bitcast %struct.vec3* %pos to i8*
  %24 = bitcast %struct.vec3* %.compoundliteral to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %23, i8* align 8 %24, i64 24, i1 false)
  %25 = load i32, i32* %i, align 4
  %add20 = add nsw i32 1000, %25
  %conv21 = sext i32 %add20 to i64
  %26 = load %struct.body*, %struct.body** %bodies, align 8
  %27 = load i32, i32* %i, align 4
  %idxprom22 = sext i32 %27 to i64
  %arrayidx23 = getelementptr inbounds %struct.body, %struct.body* %26, i64 %idxprom22
  %id = getelementptr inbounds %struct.body, %struct.body* %arrayidx23, i32 0, i32 3
  store i64 %conv21, i64* %id, align 8
  br label %for.inc24

for.inc24:                                        ; preds = %for.body10
  %28 = load i32, i32* %i, align 4
  %inc25 = add nsw i32 %28, 1
  store i32 %inc25, i32* %i, align 4
  br label %for.cond7, !llvm.loop !8

for.end26:                                        ; preds = %for.cond7
  %29 = load %struct.body*, %struct.body** %bodies, align 8
  %30 = load i32, i32* %n, align 4
  call void @forces(%struct.body* noundef %29, i32 noundef %30)
  %call27 = call double @kinetic(%struct.particle* noundef getelementptr inbounds ([128 x %struct.particle], [128 x %struct.particle]* @particles, i64 0, i64 0), i32 noundef 128)
  %call28 = call double @kinetic(%struct.particle* noundef getelementptr inbounds (%struct.system, %struct.system* @world, i32 0, i32 1, i64 0), i32 noundef 64)
  %31 = load %struct.body*, %struct.body** %bodies, align 8
  %arrayidx29 = getelementptr inbounds %struct.body, %struct.body* %31, i64 0
  %force = getelementptr inbounds %struct.body, %struct.body* %arrayidx29, i32 0, i32 2
  %x30 = getelementptr inbounds %struct.vec3, %struct.vec3* %force, i32 0, i32 0
  %32 = load double, double* %x30, align 8
  %33 = load %struct.body*, %struct.body** %bodies, align 8
  %34 = load i32, i32* %n, align 4
  %sub31 = sub nsw i32 %34, 1
  %idxprom32 = sext i32 %sub31 to i64
  %arrayidx33 = getelementptr inbounds %struct.body, %struct.body* %33, i64 %idxprom32
  %id34 = getelementptr inbounds %struct.body, %struct.body* %arrayidx33, i32 0, i32 3
  %35 = load i64, i64* %id34, align 8
  %call35 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i64 0, i64 0), double noundef %call27, double noundef %call28, double noundef %32, i64 noundef %35)
  %36 = load %struct.body*, %struct.body** %bodies, align 8
  %37 = bitcast %struct.body* %36 to i8*
  call void @free(i8* noundef %37) #8
  store i32 0, i32* %retval, align 4
  br label %return

return:                                           ; preds = %for.end26, %if.then5
  %38 = load i32, i32* %retval, align 4
  ret i32 %38
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init_particles(%struct.particle* noundef %p, i32 noundef %n, double noundef %seed) #0 {
entry:
  %p.addr = alloca %struct.particle*, align 8
  %n.addr = alloca i32, align 4
  %seed.addr = alloca double, align 8
  %i = alloca i32, align 4
  %.compoundliteral = alloca %struct.vec3, align 8
  %.compoundliteral5 = alloca %struct.vec3, align 8
  store %struct.particle* %p, %struct.particle** %p.addr, align 8
  store i32 %n, i32* %n.addr, align 4
  store double %seed, double* %seed.addr, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4
  %1 = load i32, i32* %n.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load %struct.particle*, %struct.particle** %p.addr, align 8
  %3 = load i32, i32* %i, align 4
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds %struct.particle, %struct.particle* %2, i64 %idxprom
  %pos = getelementptr inbounds %struct.particle, %struct.particle* %arrayidx, i32 0, i32 0
  %x = getelementptr inbounds %struct.vec3, %struct.vec3* %.compoundliteral, i32 0, i32 0
  %4 = load i32, i32* %i, align 4
  %conv = sitofp i32 %4 to double
  %5 = load double, double* %seed.addr, align 8
  %mul = fmul double %conv, %5
  store double %mul, double* %x, align 8
  %y = getelementptr inbounds %struct.vec3, %struct.vec3* %.compoundliteral, i32 0, i32 1
  %6 = load i32, i32* %i, align 4
  %conv1 = sitofp i32 %6 to double
  %mul2 = fmul double %conv1, 5.000000e-01
  store double %mul2, double* %y, align 8
  %z = getelementptr inbounds %struct.vec3, %struct.vec3* %.compoundliteral, i32 0, i32 2
  store double 0.000000e+00, double* %z, align 8
  %7 = bitcast %struct.vec3* %pos to i8*
  %8 = bitcast %struct.vec3* %.compoundliteral to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %7, i8* align 8 %8, i64 24, i1 false)
  %9 = load %struct.particle*, %struct.particle** %p.addr, align 8
  %10 = load i32, i32* %i, align 4
  %idxprom3 = sext i32 %10 to i64
  %arrayidx4 = getelementptr inbounds %struct.particle, %struct.particle* %9, i64 %idxprom3
  %vel = getelementptr inbounds %struct.particle, %struct.particle* %arrayidx4, i32 0, i32 1
  %x6 = getelementptr inbounds %struct.vec3, %struct.vec3* %.compoundliteral5, i32 0, i32 0
  store double 1.000000e+00, double* %x6, align 8
  %y7 = getelementptr inbounds %struct.vec3, %struct.vec3* %.compoundliteral5, i32 0, i32 1
  %11 = load double, double* %seed.addr, align 8
  %fneg = fneg double %11
  store double %fneg, double* %y7, align 8
  %z8 = getelementptr inbounds %struct.vec3, %struct.vec3* %.compoundliteral5, i32 0, i32 2
  store double 2.500000e-01, double* %z8, align 8
  %12 = bitcast %struct.vec3* %vel to i8*
  %13 = bitcast %struct.vec3* %.compoundliteral5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %12, i8* align 8 %13, i64 24, i1 false)
  %14 = load i32, i32* %i, align 4
  %rem = srem i32 %14, 3
  %conv9 = sitofp i32 %rem to float
  %add = fadd float 1.000000e+00, %conv9
  %15 = load %struct.particle*, %struct.particle** %p.addr, align 8
  %16 = load i32, i32* %i, align 4
  %idxprom10 = sext i32 %16 to i64
  %arrayidx11 = getelementptr inbounds %struct.particle, %struct.particle* %15, i64 %idxprom10
  %mass = getelementptr inbounds %struct.particle, %struct.particle* %arrayidx11, i32 0, i32 2
  store float %add, float* %mass, align 8
  %17 = load %struct.particle*, %struct.particle** %p.addr, align 8
  %18 = load i32, i32* %i, align 4
  %idxprom12 = sext i32 %18 to i64
  %arrayidx13 = getelementptr inbounds %struct.particle, %struct.particle* %17, i64 %idxprom12
  %alive = getelementptr inbounds %struct.particle, %struct.particle* %arrayidx13, i32 0, i32 3
  store i32 1, i32* %alive, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %19 = load i32, i32* %i, align 4
  %inc = add nsw i32 %19, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !9

for.end:                                          ; preds = %for.cond
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @step(%struct.particle* noundef %p, i32 noundef %n, double noundef %dt) #0 {
entry:
  %p.addr = alloca %struct.particle*, align 8
  %n.addr = alloca i32, align 4
  %dt.addr = alloca double, align 8
  %q = alloca %struct.particle*, align 8
  store %struct.particle* %p, %struct.particle** %p.addr, align 8
  store i32 %n, i32* %n.addr, align 4
  store double %dt, double* %dt.addr, align 8
  %0 = load %struct.particle*, %struct.particle** %p.addr, align 8
  store %struct.particle* %0, %struct.particle** %q, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load %struct.particle*, %struct.particle** %q, align 8
  %2 = load %struct.particle*, %struct.particle** %p.addr, align 8
  %3 = load i32, i32* %n.addr, align 4
  %idx.ext = sext i32 %3 to i64
  %add.ptr = getelementptr inbounds %struct.particle, %struct.particle* %2, i64 %idx.ext
  %cmp = icmp ult %struct.particle* %1, %add.ptr
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %4 = load %struct.particle*, %struct.particle** %q, align 8
  %alive = getelementptr inbounds %struct.particle, %struct.particle* %4, i32 0, i32 3
  %5 = load i32, i32* %alive, align 4
  %tobool = icmp ne i32 %5, 0
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %for.body
  br label %for.inc

if.end:                                           ; preds = %for.body
  %6 = load %struct.particle*, %struct.particle** %q, align 8
  %vel = getelementptr inbounds %struct.particle, %struct.particle* %6, i32 0, i32 1
  %x = getelementptr inbounds %struct.vec3, %struct.vec3* %vel, i32 0, i32 0
  %7 = load double, double* %x, align 8
  %8 = load double, double* %dt.addr, align 8
  %9 = load %struct.particle*, %struct.particle** %q, align 8
  %pos = getelementptr inbounds %struct.particle, %struct.particle* %9, i32 0, i32 0
  %x1 = getelementptr inbounds %struct.vec3, %struct.vec3* %pos, i32 0, i32 0
  %10 = load double, double* %x1, align 8
  %11 = call double @llvm.fmuladd.f64(double %7, double %8, double %10)
  store double %11, double* %x1, align 8
  %12 = load %struct.particle*, %struct.particle** %q, align 8
  %vel2 = getelementptr inbounds %struct.particle, %struct.particle* %12, i32 0, i32 1
  %y = getelementptr inbounds %struct.vec3, %struct.vec3* %vel2, i32 0, i32 1
  %13 = load double, double* %y, align 8
  %14 = load double, double* %dt.addr, align 8
  %15 = load %struct.particle*, %struct.particle** %q, align 8
  %pos3 = getelementptr inbounds %struct.particle, %struct.particle* %15, i32 0, i32 0
  %y4 = getelementptr inbounds %struct.vec3, %struct.vec3* %pos3, i32 0, i32 1
  %16 = load double, double* %y4, align 8
  %17 = call double @llvm.fmuladd.f64(double %13, double %14, double %16)
  store double %17, double* %y4, align 8
  %18 = load %struct.particle*, %struct.particle** %q, align 8
  %vel5 = getelementptr inbounds %struct.particle, %struct.particle* %18, i32 0, i32 1
  %z = getelementptr inbounds %struct.vec3, %struct.vec3* %vel5, i32 0, i32 2
  %19 = load double, double* %z, align 8
  %20 = load double, double* %dt.addr, align 8
  %21 = load %struct.particle*, %struct.particle** %q, align 8
  %pos6 = getelementptr inbounds %struct.particle, %struct.particle* %21, i32 0, i32 0
  %z7 = getelementptr inbounds %struct.vec3, %struct.vec3* %pos6, i32 0, i32 2
  %22 = load double, double* %z7, align 8
  %23 = call double @llvm.fmuladd.f64(double %19, double %20, double %22)
  store double %23, double* %z7, align 8
  %24 = load %struct.particle*, %struct.particle** %q, align 8
  %pos8 = getelementptr inbounds %struct.particle, %struct.particle* %24, i32 0, i32 0
  %y9 = getelementptr inbounds %struct.vec3, %struct.vec3* %pos8, i32 0, i32 1
  %25 = load double, double* %y9, align 8
  %cmp10 = fcmp olt double %25, -1.000000e+02
  br i1 %cmp10, label %if.then11, label %if.end13

if.then11:                                        ; preds = %if.end
  %26 = load %struct.particle*, %struct.particle** %q, align 8
  %alive12 = getelementptr inbounds %struct.particle, %struct.particle* %26, i32 0, i32 3
  store i32 0, i32* %alive12, align 4
  br label %if.end13

if.end13:                                         ; preds = %if.then11, %if.end
  br label %for.inc

for.inc:                                          ; preds = %if.end13, %if.then
  %27 = load %struct.particle*, %struct.particle** %q, align 8
  %incdec.ptr = getelementptr inbounds %struct.particle, %struct.particle* %27, i32 1
  store %struct.particle* %incdec.ptr, %struct.particle** %q, align 8
  br label %for.cond, !llvm.loop !10

for.end:                                          ; preds = %for.cond
  ret void
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @forces(%struct.body* noundef %b, i32 noundef %n) #0 {
entry:
  %b.addr = alloca %struct.body*, align 8
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
  store %struct.body* %b, %struct.body** %b.addr, align 8
  store i32 %n, i32* %n.addr, align 4
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4
  %1 = load i32, i32* %n.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load %struct.body*, %struct.body** %b.addr, align 8
  %3 = load i32, i32* %i, align 4
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds %struct.body, %struct.body* %2, i64 %idxprom
  %force = getelementptr inbounds %struct.body, %struct.body* %arrayidx, i32 0, i32 2
  %4 = bitcast %struct.vec3* %.compoundliteral to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %4, i8 0, i64 24, i1 false)
  %5 = bitcast %struct.vec3* %force to i8*
  %6 = bitcast %struct.vec3* %.compoundliteral to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %5, i8* align 8 %6, i64 24, i1 false)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %7 = load i32, i32* %i, align 4
  %inc = add nsw i32 %7, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !11

for.end:                                          ; preds = %for.cond
  store i32 0, i32* %i1, align 4
  br label %for.cond2

for.cond2:                                        ; preds = %for.inc73, %for.end
  %8 = load i32, i32* %i1, align 4
  %9 = load i32, i32* %n.addr, align 4
  %cmp3 = icmp slt i32 %8, %9
  br i1 %cmp3, label %for.body4, label %for.end75

for.body4:                                        ; preds = %for.cond2
  %10 = load i32, i32* %i1, align 4
  %add = add nsw i32 %10, 1
  store i32 %add, i32* %j, align 4
  br label %for.cond5

for.cond5:                                        ; preds = %for.inc70, %for.body4
  %11 = load i32, i32* %j, align 4
  %12 = load i32, i32* %n.addr, align 4
  %cmp6 = icmp slt i32 %11, %12
  br i1 %cmp6, label %for.body7, label %for.end72

for.body7:                                        ; preds = %for.cond5
  %13 = load %struct.body*, %struct.body** %b.addr, align 8
  %14 = load i32, i32* %j, align 4
  %idxprom8 = sext i32 %14 to i64
  %arrayidx9 = getelementptr inbounds %struct.body, %struct.body* %13, i64 %idxprom8
  %pos = getelementptr inbounds %struct.body, %struct.body* %arrayidx9, i32 0, i32 1
  %x = getelementptr inbounds %struct.vec3, %struct.vec3* %pos, i32 0, i32 0
  %15 = load double, double* %x, align 8
  %16 = load %struct.body*, %struct.body** %b.addr, align 8
  %17 = load i32, i32* %i1, align 4
  %idxprom10 = sext i32 %17 to i64
  %arrayidx11 = getelementptr inbounds %struct.body, %struct.body* %16, i64 %idxprom10
  %pos12 = getelementptr inbounds %struct.body, %struct.body* %arrayidx11, i32 0, i32 1
  %x13 = getelementptr inbounds %struct.vec3, %struct.vec3* %pos12, i32 0, i32 0
  %18 = load double, double* %x13, align 8
  %sub = fsub double %15, %18
  store double %sub, double* %dx, align 8
  %19 = load %struct.body*, %struct.body** %b.addr, align 8
  %20 = load i32, i32* %j, align 4
  %idxprom14 = sext i32 %20 to i64
  %arrayidx15 = getelementptr inbounds %struct.body, %struct.body* %19, i64 %idxprom14
  %pos16 = getelementptr inbounds %struct.body, %struct.body* %arrayidx15, i32 0, i32 1
  %y = getelementptr inbounds %struct.vec3, %struct.vec3* %pos16, i32 0, i32 1
  %21 = load double, double* %y, align 8
  %22 = load %struct.body*, %struct.body** %b.addr, align 8
  %23 = load i32, i32* %i1, align 4
  %idxprom17 = sext i32 %23 to i64
  %arrayidx18 = getelementptr inbounds %struct.body, %struct.body* %22, i64 %idxprom17
  %pos19 = getelementptr inbounds %struct.body, %struct.body* %arrayidx18, i32 0, i32 1
  %y20 = getelementptr inbounds %struct.vec3, %struct.vec3* %pos19, i32 0, i32 1
  %24 = load double, double* %y20, align 8
  %sub21 = fsub double %21, %24
  store double %sub21, double* %dy, align 8
  %25 = load %struct.body*, %struct.body** %b.addr, align 8
  %26 = load i32, i32* %j, align 4
  %idxprom22 = sext i32 %26 to i64
  %arrayidx23 = getelementptr inbounds %struct.body, %struct.body* %25, i64 %idxprom22
  %pos24 = getelementptr inbounds %struct.body, %struct.body* %arrayidx23, i32 0, i32 1
  %z = getelementptr inbounds %struct.vec3, %struct.vec3* %pos24, i32 0, i32 2
  %27 = load double, double* %z, align 8
  %28 = load %struct.body*, %struct.body** %b.addr, align 8
  %29 = load i32, i32* %i1, align 4
  %idxprom25 = sext i32 %29 to i64
  %arrayidx26 = getelementptr inbounds %struct.body, %struct.body* %28, i64 %idxprom25
  %pos27 = getelementptr inbounds %struct.body, %struct.body* %arrayidx26, i32 0, i32 1
  %z28 = getelementptr inbounds %struct.vec3, %struct.vec3* %pos27, i32 0, i32 2
  %30 = load double, double* %z28, align 8
  %sub29 = fsub double %27, %30
  store double %sub29, double* %dz, align 8
  %31 = load double, double* %dx, align 8
  %32 = load double, double* %dx, align 8
  %33 = load double, double* %dy, align 8
  %34 = load double, double* %dy, align 8
  %mul30 = fmul double %33, %34
  %35 = call double @llvm.fmuladd.f64(double %31, double %32, double %mul30)
  %36 = load double, double* %dz, align 8
  %37 = load double, double* %dz, align 8
  %38 = call double @llvm.fmuladd.f64(double %36, double %37, double %35)
  %add31 = fadd double %38, 1.000000e-09
  store double %add31, double* %d2, align 8
  %39 = load %struct.body*, %struct.body** %b.addr, align 8
  %40 = load i32, i32* %i1, align 4
  %idxprom32 = sext i32 %40 to i64
  %arrayidx33 = getelementptr inbounds %struct.body, %struct.body* %39, i64 %idxprom32
  %mass = getelementptr inbounds %struct.body, %struct.body* %arrayidx33, i32 0, i32 0
  %41 = load double, double* %mass, align 8
  %42 = load %struct.body*, %struct.body** %b.addr, align 8
  %43 = load i32, i32* %j, align 4
  %idxprom34 = sext i32 %43 to i64
  %arrayidx35 = getelementptr inbounds %struct.body, %struct.body* %42, i64 %idxprom34
  %mass36 = getelementptr inbounds %struct.body, %struct.body* %arrayidx35, i32 0, i32 0
  %44 = load double, double* %mass36, align 8
  %mul = fmul double %41, %44
  %45 = load double, double* %d2, align 8
  %46 = load double, double* %d2, align 8
  %call = call double @sqrt(double noundef %46) #8
  %mul37 = fmul double %45, %call
  %div = fdiv double %mul, %mul37
  store double %div, double* %f, align 8
  %47 = load double, double* %f, align 8
  %48 = load double, double* %dx, align 8
  %49 = load %struct.body*, %struct.body** %b.addr, align 8
  %50 = load i32, i32* %i1, align 4
  %idxprom39 = sext i32 %50 to i64
  %arrayidx40 = getelementptr inbounds %struct.body, %struct.body* %49, i64 %idxprom39
  %force41 = getelementptr inbounds %struct.body, %struct.body* %arrayidx40, i32 0, i32 2
  %x42 = getelementptr inbounds %struct.vec3, %struct.vec3* %force41, i32 0, i32 0
  %51 = load double, double* %x42, align 8
  %52 = call double @llvm.fmuladd.f64(double %47, double %48, double %51)
  store double %52, double* %x42, align 8
  %53 = load double, double* %f, align 8
  %54 = load double, double* %dy, align 8
  %55 = load %struct.body*, %struct.body** %b.addr, align 8
  %56 = load i32, i32* %i1, align 4
  %idxprom44 = sext i32 %56 to i64
  %arrayidx45 = getelementptr inbounds %struct.body, %struct.body* %55, i64 %idxprom44
  %force46 = getelementptr inbounds %struct.body, %struct.body* %arrayidx45, i32 0, i32 2
  %y47 = getelementptr inbounds %struct.vec3, %struct.vec3* %force46, i32 0, i32 1
  %57 = load double, double* %y47, align 8
  %58 = call double @llvm.fmuladd.f64(double %53, double %54, double %57)
  store double %58, double* %y47, align 8
  %59 = load double, double* %f, align 8
  %60 = load double, double* %dz, align 8
  %61 = load %struct.body*, %struct.body** %b.addr, align 8
  %62 = load i32, i32* %i1, align 4
  %idxprom49 = sext i32 %62 to i64
  %arrayidx50 = getelementptr inbounds %struct.body, %struct.body* %61, i64 %idxprom49
  %force51 = getelementptr inbounds %struct.body, %struct.body* %arrayidx50, i32 0, i32 2
  %z52 = getelementptr inbounds %struct.vec3, %struct.vec3* %force51, i32 0, i32 2
  %63 = load double, double* %z52, align 8
  %64 = call double @llvm.fmuladd.f64(double %59, double %60, double %63)
  store double %64, double* %z52, align 8
  %65 = load double, double* %f, align 8
  %66 = load double, double* %dx, align 8
  %67 = load %struct.body*, %struct.body** %b.addr, align 8
  %68 = load i32, i32* %j, align 4
  %idxprom54 = sext i32 %68 to i64
  %arrayidx55 = getelementptr inbounds %struct.body, %struct.body* %67, i64 %idxprom54
  %force56 = getelementptr inbounds %struct.body, %struct.body* %arrayidx55, i32 0, i32 2
  %x57 = getelementptr inbounds %struct.vec3, %struct.vec3* %force56, i32 0, i32 0
  %69 = load double, double* %x57, align 8
  %neg = fneg double %65
  %70 = call double @llvm.fmuladd.f64(double %neg, double %66, double %69)
  store double %70, double* %x57, align 8
  %71 = load double, double* %f, align 8
  %72 = load double, double* %dy, align 8
  %73 = load %struct.body*, %struct.body** %b.addr, align 8
  %74 = load i32, i32* %j, align 4
  %idxprom59 = sext i32 %74 to i64
  %arrayidx60 = getelementptr inbounds %struct.body, %struct.body* %73, i64 %idxprom59
  %force61 = getelementptr inbounds %struct.body, %struct.body* %arrayidx60, i32 0, i32 2
  %y62 = getelementptr inbounds %struct.vec3, %struct.vec3* %force61, i32 0, i32 1
  %75 = load double, double* %y62, align 8
  %neg63 = fneg double %71
  %76 = call double @llvm.fmuladd.f64(double %neg63, double %72, double %75)
  store double %76, double* %y62, align 8
  %77 = load double, double* %f, align 8
  %78 = load double, double* %dz, align 8
  %79 = load %struct.body*, %struct.body** %b.addr, align 8
  %80 = load i32, i32* %j, align 4
  %idxprom65 = sext i32 %80 to i64
  %arrayidx66 = getelementptr inbounds %struct.body, %struct.body* %79, i64 %idxprom65
  %force67 = getelementptr inbounds %struct.body, %struct.body* %arrayidx66, i32 0, i32 2
  %z68 = getelementptr inbounds %struct.vec3, %struct.vec3* %force67, i32 0, i32 2
  %81 = load double, double* %z68, align 8
  %neg69 = fneg double %77
  %82 = call double @llvm.fmuladd.f64(double %neg69, double %78, double %81)
  store double %82, double* %z68, align 8
  br label %for.inc70

for.inc70:                                        ; preds = %for.body7
  %83 = load i32, i32* %j, align 4
  %inc71 = add nsw i32 %83, 1
  store i32 %inc71, i32* %j, align 4
  br label %for.cond5, !llvm.loop !12

for.end72:                                        ; preds = %for.cond5
  br label %for.inc73

for.inc73:                                        ; preds = %for.end72
  %84 = load i32, i32* %i1, align 4
  %inc74 = add nsw i32 %84, 1
  store i32 %inc74, i32* %i1, align 4
  br label %for.cond2, !llvm.loop !13

for.end75:                                        ; preds = %for.cond2
  ret void
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @kinetic(%struct.particle* noundef %p, i32 noundef %n) #0 {
entry:
  %p.addr = alloca %struct.particle*, align 8
  %n.addr = alloca i32, align 4
  %e = alloca double, align 8
  %i = alloca i32, align 4
  store %struct.particle* %p, %struct.particle** %p.addr, align 8
  store i32 %n, i32* %n.addr, align 4
  store double 0.000000e+00, double* %e, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4
  %1 = load i32, i32* %n.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load %struct.particle*, %struct.particle** %p.addr, align 8
  %3 = load i32, i32* %i, align 4
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds %struct.particle, %struct.particle* %2, i64 %idxprom
  %mass = getelementptr inbounds %struct.particle, %struct.particle* %arrayidx, i32 0, i32 2
  %4 = load float, float* %mass, align 8
  %conv = fpext float %4 to double
  %mul = fmul double 5.000000e-01, %conv
  %5 = load %struct.particle*, %struct.particle** %p.addr, align 8
  %6 = load i32, i32* %i, align 4
  %idxprom1 = sext i32 %6 to i64
  %arrayidx2 = getelementptr inbounds %struct.particle, %struct.particle* %5, i64 %idxprom1
  %vel = getelementptr inbounds %struct.particle, %struct.particle* %arrayidx2, i32 0, i32 1
  %x = getelementptr inbounds %struct.vec3, %struct.vec3* %vel, i32 0, i32 0
  %7 = load double, double* %x, align 8
  %8 = load %struct.particle*, %struct.particle** %p.addr, align 8
  %9 = load i32, i32* %i, align 4
  %idxprom3 = sext i32 %9 to i64
  %arrayidx4 = getelementptr inbounds %struct.particle, %struct.particle* %8, i64 %idxprom3
  %vel5 = getelementptr inbounds %struct.particle, %struct.particle* %arrayidx4, i32 0, i32 1
  %x6 = getelementptr inbounds %struct.vec3, %struct.vec3* %vel5, i32 0, i32 0
  %10 = load double, double* %x6, align 8
  %11 = load %struct.particle*, %struct.particle** %p.addr, align 8
  %12 = load i32, i32* %i, align 4
  %idxprom8 = sext i32 %12 to i64
  %arrayidx9 = getelementptr inbounds %struct.particle, %struct.particle* %11, i64 %idxprom8
  %vel10 = getelementptr inbounds %struct.particle, %struct.particle* %arrayidx9, i32 0, i32 1
  %y = getelementptr inbounds %struct.vec3, %struct.vec3* %vel10, i32 0, i32 1
  %13 = load double, double* %y, align 8
  %14 = load %struct.particle*, %struct.particle** %p.addr, align 8
  %15 = load i32, i32* %i, align 4
  %idxprom11 = sext i32 %15 to i64
  %arrayidx12 = getelementptr inbounds %struct.particle, %struct.particle* %14, i64 %idxprom11
  %vel13 = getelementptr inbounds %struct.particle, %struct.particle* %arrayidx12, i32 0, i32 1
  %y14 = getelementptr inbounds %struct.vec3, %struct.vec3* %vel13, i32 0, i32 1
  %16 = load double, double* %y14, align 8
  %mul15 = fmul double %13, %16
  %17 = call double @llvm.fmuladd.f64(double %7, double %10, double %mul15)
  %18 = load %struct.particle*, %struct.particle** %p.addr, align 8
  %19 = load i32, i32* %i, align 4
  %idxprom16 = sext i32 %19 to i64
  %arrayidx17 = getelementptr inbounds %struct.particle, %struct.particle* %18, i64 %idxprom16
  %vel18 = getelementptr inbounds %struct.particle, %struct.particle* %arrayidx17, i32 0, i32 1
  %z = getelementptr inbounds %struct.vec3, %struct.vec3* %vel18, i32 0, i32 2
  %20 = load double, double* %z, align 8
  %21 = load %struct.particle*, %struct.particle** %p.addr, align 8
  %22 = load i32, i32* %i, align 4
  %idxprom19 = sext i32 %22 to i64
  %arrayidx20 = getelementptr inbounds %struct.particle, %struct.particle* %21, i64 %idxprom19
  %vel21 = getelementptr inbounds %struct.particle, %struct.particle* %arrayidx20, i32 0, i32 1
  %z22 = getelementptr inbounds %struct.vec3, %struct.vec3* %vel21, i32 0, i32 2
  %23 = load double, double* %z22, align 8
  %24 = call double @llvm.fmuladd.f64(double %20, double %23, double %17)
  %25 = load double, double* %e, align 8
  %26 = call double @llvm.fmuladd.f64(double %mul, double %24, double %25)
  store double %26, double* %e, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %27 = load i32, i32* %i, align 4
  %inc = add nsw i32 %27, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !14

for.end:                                          ; preds = %for.cond
  %28 = load double, double* %e, align 8
  ret double %28
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nounwind
declare double @sqrt(double noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { argmemonly nofree nounwind willreturn writeonly }
attributes #7 = { nounwind readonly willreturn }
attributes #8 = { nounwind }

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
