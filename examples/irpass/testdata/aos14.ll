; ModuleID = 'aos.c'
source_filename = "aos.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.particle = type { %struct.vec3, %struct.vec3, float, i32 }
%struct.vec3 = type { double, double, double }
%struct.system = type { i32, [64 x %struct.particle], double }
%struct.body = type { double, %struct.vec3, %struct.vec3, i64 }

@particles = internal global [128 x %struct.particle] zeroinitializer, align 16, !dbg !0
@world = internal global %struct.system zeroinitializer, align 8, !dbg !10
@.str = private unnamed_addr constant [20 x i8] c"%.3f %.3f %.3f %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !44 {
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
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !51, metadata !DIExpression()), !dbg !52
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !53, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.declare(metadata i32* %n, metadata !55, metadata !DIExpression()), !dbg !56
  %0 = load i32, i32* %argc.addr, align 4, !dbg !57
  %cmp = icmp sgt i32 %0, 1, !dbg !58
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !57

cond.true:                                        ; preds = %entry
  %1 = load i8**, i8*** %argv.addr, align 8, !dbg !59
  %arrayidx = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !59
  %2 = load i8*, i8** %arrayidx, align 8, !dbg !59
  %call = call i32 @atoi(i8* noundef %2) #7, !dbg !60
  br label %cond.end, !dbg !57

cond.false:                                       ; preds = %entry
  br label %cond.end, !dbg !57

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %call, %cond.true ], [ 16, %cond.false ], !dbg !57
  store i32 %cond, i32* %n, align 4, !dbg !56
  %3 = load i32, i32* %n, align 4, !dbg !61
  %cmp1 = icmp slt i32 %3, 2, !dbg !63
  br i1 %cmp1, label %if.then, label %lor.lhs.false, !dbg !64

lor.lhs.false:                                    ; preds = %cond.end
  %4 = load i32, i32* %n, align 4, !dbg !65
  %cmp2 = icmp sgt i32 %4, 4096, !dbg !66
  br i1 %cmp2, label %if.then, label %if.end, !dbg !67

if.then:                                          ; preds = %lor.lhs.false, %cond.end
  store i32 16, i32* %n, align 4, !dbg !68
  br label %if.end, !dbg !69

if.end:                                           ; preds = %if.then, %lor.lhs.false
  call void @init_particles(%struct.particle* noundef getelementptr inbounds ([128 x %struct.particle], [128 x %struct.particle]* @particles, i64 0, i64 0), i32 noundef 128, double noundef 1.000000e-01), !dbg !70
  store i32 64, i32* getelementptr inbounds (%struct.system, %struct.system* @world, i32 0, i32 0), align 8, !dbg !71
  %5 = load i32, i32* getelementptr inbounds (%struct.system, %struct.system* @world, i32 0, i32 0), align 8, !dbg !72
  call void @init_particles(%struct.particle* noundef getelementptr inbounds (%struct.system, %struct.system* @world, i32 0, i32 1, i64 0), i32 noundef %5, double noundef 2.000000e-01), !dbg !73
  call void @llvm.dbg.declare(metadata i32* %t, metadata !74, metadata !DIExpression()), !dbg !76
  store i32 0, i32* %t, align 4, !dbg !76
  br label %for.cond, !dbg !77

for.cond:                                         ; preds = %for.inc, %if.end
  %6 = load i32, i32* %t, align 4, !dbg !78
  %cmp3 = icmp slt i32 %6, 10, !dbg !80
  br i1 %cmp3, label %for.body, label %for.end, !dbg !81

for.body:                                         ; preds = %for.cond
  call void @step(%struct.particle* noundef getelementptr inbounds ([128 x %struct.particle], [128 x %struct.particle]* @particles, i64 0, i64 0), i32 noundef 128, double noundef 1.000000e-02), !dbg !82
  %7 = load i32, i32* getelementptr inbounds (%struct.system, %struct.system* @world, i32 0, i32 0), align 8, !dbg !84
  call void @step(%struct.particle* noundef getelementptr inbounds (%struct.system, %struct.system* @world, i32 0, i32 1, i64 0), i32 noundef %7, double noundef 1.000000e-02), !dbg !85
  %8 = load double, double* getelementptr inbounds (%struct.system, %struct.system* @world, i32 0, i32 2), align 8, !dbg !86
  %add = fadd double %8, 1.000000e-02, !dbg !86
  store double %add, double* getelementptr inbounds (%struct.system, %struct.system* @world, i32 0, i32 2), align 8, !dbg !86
  br label %for.inc, !dbg !87

for.inc:                                          ; preds = %for.body
  %9 = load i32, i32* %t, align 4, !dbg !88
  %inc = add nsw i32 %9, 1, !dbg !88
  store i32 %inc, i32* %t, align 4, !dbg !88
  br label %for.cond, !dbg !89, !llvm.loop !90

for.end:                                          ; preds = %for.cond
  call void @llvm.dbg.declare(metadata %struct.body** %bodies, metadata !93, metadata !DIExpression()), !dbg !102
  %10 = load i32, i32* %n, align 4, !dbg !103
  %conv = sext i32 %10 to i64, !dbg !104
  %mul = mul i64 %conv, 64, !dbg !105
  %call4 = call noalias i8* @malloc(i64 noundef %mul) #8, !dbg !106
  %11 = bitcast i8* %call4 to %struct.body*, !dbg !106
  store %struct.body* %11, %struct.body** %bodies, align 8, !dbg !102
  %12 = load %struct.body*, %struct.body** %bodies, align 8, !dbg !107
  %tobool = icmp ne %struct.body* %12, null, !dbg !107
  br i1 %tobool, label %if.end6, label %if.then5, !dbg !109

if.then5:                                         ; preds = %for.end
  store i32 1, i32* %retval, align 4, !dbg !110
  br label %return, !dbg !110

if.end6:                                          ; preds = %for.end
  call void @llvm.dbg.declare(metadata i32* %i, metadata !111, metadata !DIExpression()), !dbg !113
  store i32 0, i32* %i, align 4, !dbg !113
  br label %for.cond7, !dbg !114

for.cond7:                                        ; preds = %for.inc24, %if.end6
  %13 = load i32, i32* %i, align 4, !dbg !115
  %14 = load i32, i32* %n, align 4, !dbg !117
  %cmp8 = icmp slt i32 %13, %14, !dbg !118
  br i1 %cmp8, label %for.body10, label %for.end26, !dbg !119

for.body10:                                       ; preds = %for.cond7
  %15 = load i32, i32* %i, align 4, !dbg !120
  %add11 = add nsw i32 1, %15, !dbg !122
  %conv12 = sitofp i32 %add11 to double, !dbg !123
  %16 = load %struct.body*, %struct.body** %bodies, align 8, !dbg !124
  %17 = load i32, i32* %i, align 4, !dbg !125
  %idxprom = sext i32 %17 to i64, !dbg !124
  %arrayidx13 = getelementptr inbounds %struct.body, %struct.body* %16, i64 %idxprom, !dbg !124
  %mass = getelementptr inbounds %struct.body, %struct.body* %arrayidx13, i32 0, i32 0, !dbg !126
  store double %conv12, double* %mass, align 8, !dbg !127
  %18 = load %struct.body*, %struct.body** %bodies, align 8, !dbg !128
  %19 = load i32, i32* %i, align 4, !dbg !129
  %idxprom14 = sext i32 %19 to i64, !dbg !128
  %arrayidx15 = getelementptr inbounds %struct.body, %struct.body* %18, i64 %idxprom14, !dbg !128
  %pos = getelementptr inbounds %struct.body, %struct.body* %arrayidx15, i32 0, i32 1, !dbg !130
  %x = getelementptr inbounds %struct.vec3, %struct.vec3* %.compoundliteral, i32 0, i32 0, !dbg !131
  %20 = load i32, i32* %i, align 4, !dbg !132
  %conv16 = sitofp i32 %20 to double, !dbg !132
  store double %conv16, double* %x, align 8, !dbg !131
  %y = getelementptr inbounds %struct.vec3, %struct.vec3* %.compoundliteral, i32 0, i32 1, !dbg !131
  %21 = load i32, i32* %i, align 4, !dbg !133
  %conv17 = sitofp i32 %21 to double, !dbg !133
  %mul18 = fmul double 2.000000e+00, %conv17, !dbg !134
  store double %mul18, double* %y, align 8, !dbg !131
  %z = getelementptr inbounds %struct.vec3, %struct.vec3* %.compoundliteral, i32 0, i32 2, !dbg !131
  %22 = load i32, i32* %i, align 4, !dbg !135
  %sub = sub nsw i32 0, %22, !dbg !136
  %conv19 = sitofp i32 %sub to double, !dbg !136
  store double %conv19, double* %z, align 8, !dbg !131
  %23 = bitcast %struct.vec3* %pos to i8*, !dbg !137
  %24 = bitcast %struct.vec3* %.compoundliteral to i8*, !dbg !137
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %23, i8* align 8 %24, i64 24, i1 false), !dbg !137
  %25 = load i32, i32* %i, align 4, !dbg !138
  %add20 = add nsw i32 1000, %25, !dbg !139
  %conv21 = sext i32 %add20 to i64, !dbg !140
  %26 = load %struct.body*, %struct.body** %bodies, align 8, !dbg !141
  %27 = load i32, i32* %i, align 4, !dbg !142
  %idxprom22 = sext i32 %27 to i64, !dbg !141
  %arrayidx23 = getelementptr inbounds %struct.body, %struct.body* %26, i64 %idxprom22, !dbg !141
  %id = getelementptr inbounds %struct.body, %struct.body* %arrayidx23, i32 0, i32 3, !dbg !143
  store i64 %conv21, i64* %id, align 8, !dbg !144
  br label %for.inc24, !dbg !145

for.inc24:                                        ; preds = %for.body10
  %28 = load i32, i32* %i, align 4, !dbg !146
  %inc25 = add nsw i32 %28, 1, !dbg !146
  store i32 %inc25, i32* %i, align 4, !dbg !146
  br label %for.cond7, !dbg !147, !llvm.loop !148

for.end26:                                        ; preds = %for.cond7
  %29 = load %struct.body*, %struct.body** %bodies, align 8, !dbg !150
  %30 = load i32, i32* %n, align 4, !dbg !151
  call void @forces(%struct.body* noundef %29, i32 noundef %30), !dbg !152
  %call27 = call double @kinetic(%struct.particle* noundef getelementptr inbounds ([128 x %struct.particle], [128 x %struct.particle]* @particles, i64 0, i64 0), i32 noundef 128), !dbg !153
  %call28 = call double @kinetic(%struct.particle* noundef getelementptr inbounds (%struct.system, %struct.system* @world, i32 0, i32 1, i64 0), i32 noundef 64), !dbg !154
  %31 = load %struct.body*, %struct.body** %bodies, align 8, !dbg !155
  %arrayidx29 = getelementptr inbounds %struct.body, %struct.body* %31, i64 0, !dbg !155
  %force = getelementptr inbounds %struct.body, %struct.body* %arrayidx29, i32 0, i32 2, !dbg !156
  %x30 = getelementptr inbounds %struct.vec3, %struct.vec3* %force, i32 0, i32 0, !dbg !157
  %32 = load double, double* %x30, align 8, !dbg !157
  %33 = load %struct.body*, %struct.body** %bodies, align 8, !dbg !158
  %34 = load i32, i32* %n, align 4, !dbg !159
  %sub31 = sub nsw i32 %34, 1, !dbg !160
  %idxprom32 = sext i32 %sub31 to i64, !dbg !158
  %arrayidx33 = getelementptr inbounds %struct.body, %struct.body* %33, i64 %idxprom32, !dbg !158
  %id34 = getelementptr inbounds %struct.body, %struct.body* %arrayidx33, i32 0, i32 3, !dbg !161
  %35 = load i64, i64* %id34, align 8, !dbg !161
  %call35 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i64 0, i64 0), double noundef %call27, double noundef %call28, double noundef %32, i64 noundef %35), !dbg !162
  %36 = load %struct.body*, %struct.body** %bodies, align 8, !dbg !163
  %37 = bitcast %struct.body* %36 to i8*, !dbg !163
  call void @free(i8* noundef %37) #8, !dbg !164
  store i32 0, i32* %retval, align 4, !dbg !165
  br label %return, !dbg !165

return:                                           ; preds = %for.end26, %if.then5
  %38 = load i32, i32* %retval, align 4, !dbg !166
  ret i32 %38, !dbg !166
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init_particles(%struct.particle* noundef %p, i32 noundef %n, double noundef %seed) #0 !dbg !167 {
entry:
  %p.addr = alloca %struct.particle*, align 8
  %n.addr = alloca i32, align 4
  %seed.addr = alloca double, align 8
  %i = alloca i32, align 4
  %.compoundliteral = alloca %struct.vec3, align 8
  %.compoundliteral5 = alloca %struct.vec3, align 8
  store %struct.particle* %p, %struct.particle** %p.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.particle** %p.addr, metadata !171, metadata !DIExpression()), !dbg !172
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !173, metadata !DIExpression()), !dbg !174
  store double %seed, double* %seed.addr, align 8
  call void @llvm.dbg.declare(metadata double* %seed.addr, metadata !175, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.declare(metadata i32* %i, metadata !177, metadata !DIExpression()), !dbg !179
  store i32 0, i32* %i, align 4, !dbg !179
  br label %for.cond, !dbg !180

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !181
  %1 = load i32, i32* %n.addr, align 4, !dbg !183
  %cmp = icmp slt i32 %0, %1, !dbg !184
  br i1 %cmp, label %for.body, label %for.end, !dbg !185

for.body:                                         ; preds = %for.cond
  %2 = load %struct.particle*, %struct.particle** %p.addr, align 8, !dbg !186
  %3 = load i32, i32* %i, align 4, !dbg !188
  %idxprom = sext i32 %3 to i64, !dbg !186
  %arrayidx = getelementptr inbounds %struct.particle, %struct.particle* %2, i64 %idxprom, !dbg !186
  %pos = getelementptr inbounds %struct.particle, %struct.particle* %arrayidx, i32 0, i32 0, !dbg !189
  %x = getelementptr inbounds %struct.vec3, %struct.vec3* %.compoundliteral, i32 0, i32 0, !dbg !190
  %4 = load i32, i32* %i, align 4, !dbg !191
  %conv = sitofp i32 %4 to double, !dbg !191
  %5 = load double, double* %seed.addr, align 8, !dbg !192
  %mul = fmul double %conv, %5, !dbg !193
  store double %mul, double* %x, align 8, !dbg !190
  %y = getelementptr inbounds %struct.vec3, %struct.vec3* %.compoundliteral, i32 0, i32 1, !dbg !190
  %6 = load i32, i32* %i, align 4, !dbg !194
  %conv1 = sitofp i32 %6 to double, !dbg !194
  %mul2 = fmul double %conv1, 5.000000e-01, !dbg !195
  store double %mul2, double* %y, align 8, !dbg !190
  %z = getelementptr inbounds %struct.vec3, %struct.vec3* %.compoundliteral, i32 0, i32 2, !dbg !190
  store double 0.000000e+00, double* %z, align 8, !dbg !190
  %7 = bitcast %struct.vec3* %pos to i8*, !dbg !196
  %8 = bitcast %struct.vec3* %.compoundliteral to i8*, !dbg !196
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %7, i8* align 8 %8, i64 24, i1 false), !dbg !196
  %9 = load %struct.particle*, %struct.particle** %p.addr, align 8, !dbg !197
  %10 = load i32, i32* %i, align 4, !dbg !198
  %idxprom3 = sext i32 %10 to i64, !dbg !197
  %arrayidx4 = getelementptr inbounds %struct.particle, %struct.particle* %9, i64 %idxprom3, !dbg !197
  %vel = getelementptr inbounds %struct.particle, %struct.particle* %arrayidx4, i32 0, i32 1, !dbg !199
  %x6 = getelementptr inbounds %struct.vec3, %struct.vec3* %.compoundliteral5, i32 0, i32 0, !dbg !200
  store double 1.000000e+00, double* %x6, align 8, !dbg !200
  %y7 = getelementptr inbounds %struct.vec3, %struct.vec3* %.compoundliteral5, i32 0, i32 1, !dbg !200
  %11 = load double, double* %seed.addr, align 8, !dbg !201
  %fneg = fneg double %11, !dbg !202
  store double %fneg, double* %y7, align 8, !dbg !200
  %z8 = getelementptr inbounds %struct.vec3, %struct.vec3* %.compoundliteral5, i32 0, i32 2, !dbg !200
  store double 2.500000e-01, double* %z8, align 8, !dbg !200
  %12 = bitcast %struct.vec3* %vel to i8*, !dbg !203
  %13 = bitcast %struct.vec3* %.compoundliteral5 to i8*, !dbg !203
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %12, i8* align 8 %13, i64 24, i1 false), !dbg !203
  %14 = load i32, i32* %i, align 4, !dbg !204
  %rem = srem i32 %14, 3, !dbg !205
  %conv9 = sitofp i32 %rem to float, !dbg !206
  %add = fadd float 1.000000e+00, %conv9, !dbg !207
  %15 = load %struct.particle*, %struct.particle** %p.addr, align 8, !dbg !208
  %16 = load i32, i32* %i, align 4, !dbg !209
  %idxprom10 = sext i32 %16 to i64, !dbg !208
  %arrayidx11 = getelementptr inbounds %struct.particle, %struct.particle* %15, i64 %idxprom10, !dbg !208
  %mass = getelementptr inbounds %struct.particle, %struct.particle* %arrayidx11, i32 0, i32 2, !dbg !210
  store float %add, float* %mass, align 8, !dbg !211
  %17 = load %struct.particle*, %struct.particle** %p.addr, align 8, !dbg !212
  %18 = load i32, i32* %i, align 4, !dbg !213
  %idxprom12 = sext i32 %18 to i64, !dbg !212
  %arrayidx13 = getelementptr inbounds %struct.particle, %struct.particle* %17, i64 %idxprom12, !dbg !212
  %alive = getelementptr inbounds %struct.particle, %struct.particle* %arrayidx13, i32 0, i32 3, !dbg !214
  store i32 1, i32* %alive, align 4, !dbg !215
  br label %for.inc, !dbg !216

for.inc:                                          ; preds = %for.body
  %19 = load i32, i32* %i, align 4, !dbg !217
  %inc = add nsw i32 %19, 1, !dbg !217
  store i32 %inc, i32* %i, align 4, !dbg !217
  br label %for.cond, !dbg !218, !llvm.loop !219

for.end:                                          ; preds = %for.cond
  ret void, !dbg !221
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @step(%struct.particle* noundef %p, i32 noundef %n, double noundef %dt) #0 !dbg !222 {
entry:
  %p.addr = alloca %struct.particle*, align 8
  %n.addr = alloca i32, align 4
  %dt.addr = alloca double, align 8
  %q = alloca %struct.particle*, align 8
  store %struct.particle* %p, %struct.particle** %p.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.particle** %p.addr, metadata !223, metadata !DIExpression()), !dbg !224
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !225, metadata !DIExpression()), !dbg !226
  store double %dt, double* %dt.addr, align 8
  call void @llvm.dbg.declare(metadata double* %dt.addr, metadata !227, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.declare(metadata %struct.particle** %q, metadata !229, metadata !DIExpression()), !dbg !231
  %0 = load %struct.particle*, %struct.particle** %p.addr, align 8, !dbg !232
  store %struct.particle* %0, %struct.particle** %q, align 8, !dbg !231
  br label %for.cond, !dbg !233

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load %struct.particle*, %struct.particle** %q, align 8, !dbg !234
  %2 = load %struct.particle*, %struct.particle** %p.addr, align 8, !dbg !236
  %3 = load i32, i32* %n.addr, align 4, !dbg !237
  %idx.ext = sext i32 %3 to i64, !dbg !238
  %add.ptr = getelementptr inbounds %struct.particle, %struct.particle* %2, i64 %idx.ext, !dbg !238
  %cmp = icmp ult %struct.particle* %1, %add.ptr, !dbg !239
  br i1 %cmp, label %for.body, label %for.end, !dbg !240

for.body:                                         ; preds = %for.cond
  %4 = load %struct.particle*, %struct.particle** %q, align 8, !dbg !241
  %alive = getelementptr inbounds %struct.particle, %struct.particle* %4, i32 0, i32 3, !dbg !244
  %5 = load i32, i32* %alive, align 4, !dbg !244
  %tobool = icmp ne i32 %5, 0, !dbg !241
  br i1 %tobool, label %if.end, label %if.then, !dbg !245

if.then:                                          ; preds = %for.body
  br label %for.inc, !dbg !246

if.end:                                           ; preds = %for.body
  %6 = load %struct.particle*, %struct.particle** %q, align 8, !dbg !247
  %vel = getelementptr inbounds %struct.particle, %struct.particle* %6, i32 0, i32 1, !dbg !248
  %x = getelementptr inbounds %struct.vec3, %struct.vec3* %vel, i32 0, i32 0, !dbg !249
  %7 = load double, double* %x, align 8, !dbg !249
  %8 = load double, double* %dt.addr, align 8, !dbg !250
  %9 = load %struct.particle*, %struct.particle** %q, align 8, !dbg !251
  %pos = getelementptr inbounds %struct.particle, %struct.particle* %9, i32 0, i32 0, !dbg !252
  %x1 = getelementptr inbounds %struct.vec3, %struct.vec3* %pos, i32 0, i32 0, !dbg !253
  %10 = load double, double* %x1, align 8, !dbg !254
  %11 = call double @llvm.fmuladd.f64(double %7, double %8, double %10), !dbg !254
  store double %11, double* %x1, align 8, !dbg !254
  %12 = load %struct.particle*, %struct.particle** %q, align 8, !dbg !255
  %vel2 = getelementptr inbounds %struct.particle, %struct.particle* %12, i32 0, i32 1, !dbg !256
  %y = getelementptr inbounds %struct.vec3, %struct.vec3* %vel2, i32 0, i32 1, !dbg !257
  %13 = load double, double* %y, align 8, !dbg !257
  %14 = load double, double* %dt.addr, align 8, !dbg !258
  %15 = load %struct.particle*, %struct.particle** %q, align 8, !dbg !259
  %pos3 = getelementptr inbounds %struct.particle, %struct.particle* %15, i32 0, i32 0, !dbg !260
  %y4 = getelementptr inbounds %struct.vec3, %struct.vec3* %pos3, i32 0, i32 1, !dbg !261
  %16 = load double, double* %y4, align 8, !dbg !262
  %17 = call double @llvm.fmuladd.f64(double %13, double %14, double %16), !dbg !262
  store double %17, double* %y4, align 8, !dbg !262
  %18 = load %struct.particle*, %struct.particle** %q, align 8, !dbg !263
  %vel5 = getelementptr inbounds %struct.particle, %struct.particle* %18, i32 0, i32 1, !dbg !264
  %z = getelementptr inbounds %struct.vec3, %struct.vec3* %vel5, i32 0, i32 2, !dbg !265
  %19 = load double, double* %z, align 8, !dbg !265
  %20 = load double, double* %dt.addr, align 8, !dbg !266
  %21 = load %struct.particle*, %struct.particle** %q, align 8, !dbg !267
  %pos6 = getelementptr inbounds %struct.particle, %struct.particle* %21, i32 0, i32 0, !dbg !268
  %z7 = getelementptr inbounds %struct.vec3, %struct.vec3* %pos6, i32 0, i32 2, !dbg !269
  %22 = load double, double* %z7, align 8, !dbg !270
  %23 = call double @llvm.fmuladd.f64(double %19, double %20, double %22), !dbg !270
  store double %23, double* %z7, align 8, !dbg !270
  %24 = load %struct.particle*, %struct.particle** %q, align 8, !dbg !271
  %pos8 = getelementptr inbounds %struct.particle, %struct.particle* %24, i32 0, i32 0, !dbg !273
  %y9 = getelementptr inbounds %struct.vec3, %struct.vec3* %pos8, i32 0, i32 1, !dbg !274
  %25 = load double, double* %y9, align 8, !dbg !274
  %cmp10 = fcmp olt double %25, -1.000000e+02, !dbg !275
  br i1 %cmp10, label %if.then11, label %if.end13, !dbg !276

if.then11:                                        ; preds = %if.end
  %26 = load %struct.particle*, %struct.particle** %q, align 8, !dbg !277
  %alive12 = getelementptr inbounds %struct.particle, %struct.particle* %26, i32 0, i32 3, !dbg !278
  store i32 0, i32* %alive12, align 4, !dbg !279
  br label %if.end13, !dbg !277

if.end13:                                         ; preds = %if.then11, %if.end
  br label %for.inc, !dbg !280

for.inc:                                          ; preds = %if.end13, %if.then
  %27 = load %struct.particle*, %struct.particle** %q, align 8, !dbg !281
  %incdec.ptr = getelementptr inbounds %struct.particle, %struct.particle* %27, i32 1, !dbg !281
  store %struct.particle* %incdec.ptr, %struct.particle** %q, align 8, !dbg !281
  br label %for.cond, !dbg !282, !llvm.loop !283

for.end:                                          ; preds = %for.cond
  ret void, !dbg !285
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @forces(%struct.body* noundef %b, i32 noundef %n) #0 !dbg !286 {
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
  call void @llvm.dbg.declare(metadata %struct.body** %b.addr, metadata !289, metadata !DIExpression()), !dbg !290
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !291, metadata !DIExpression()), !dbg !292
  call void @llvm.dbg.declare(metadata i32* %i, metadata !293, metadata !DIExpression()), !dbg !295
  store i32 0, i32* %i, align 4, !dbg !295
  br label %for.cond, !dbg !296

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !297
  %1 = load i32, i32* %n.addr, align 4, !dbg !299
  %cmp = icmp slt i32 %0, %1, !dbg !300
  br i1 %cmp, label %for.body, label %for.end, !dbg !301

for.body:                                         ; preds = %for.cond
  %2 = load %struct.body*, %struct.body** %b.addr, align 8, !dbg !302
  %3 = load i32, i32* %i, align 4, !dbg !303
  %idxprom = sext i32 %3 to i64, !dbg !302
  %arrayidx = getelementptr inbounds %struct.body, %struct.body* %2, i64 %idxprom, !dbg !302
  %force = getelementptr inbounds %struct.body, %struct.body* %arrayidx, i32 0, i32 2, !dbg !304
  %4 = bitcast %struct.vec3* %.compoundliteral to i8*, !dbg !305
  call void @llvm.memset.p0i8.i64(i8* align 8 %4, i8 0, i64 24, i1 false), !dbg !305
  %5 = bitcast %struct.vec3* %force to i8*, !dbg !305
  %6 = bitcast %struct.vec3* %.compoundliteral to i8*, !dbg !305
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %5, i8* align 8 %6, i64 24, i1 false), !dbg !305
  br label %for.inc, !dbg !302

for.inc:                                          ; preds = %for.body
  %7 = load i32, i32* %i, align 4, !dbg !306
  %inc = add nsw i32 %7, 1, !dbg !306
  store i32 %inc, i32* %i, align 4, !dbg !306
  br label %for.cond, !dbg !307, !llvm.loop !308

for.end:                                          ; preds = %for.cond
  call void @llvm.dbg.declare(metadata i32* %i1, metadata !310, metadata !DIExpression()), !dbg !312
  store i32 0, i32* %i1, align 4, !dbg !312
  br label %for.cond2, !dbg !313

for.cond2:                                        ; preds = %for.inc73, %for.end
  %8 = load i32, i32* %i1, align 4, !dbg !314
  %9 = load i32, i32* %n.addr, align 4, !dbg !316
  %cmp3 = icmp slt i32 %8, %9, !dbg !317
  br i1 %cmp3, label %for.body4, label %for.end75, !dbg !318

for.body4:                                        ; preds = %for.cond2
  call void @llvm.dbg.declare(metadata i32* %j, metadata !319, metadata !DIExpression()), !dbg !321
  %10 = load i32, i32* %i1, align 4, !dbg !322
  %add = add nsw i32 %10, 1, !dbg !323
  store i32 %add, i32* %j, align 4, !dbg !321
  br label %for.cond5, !dbg !324

for.cond5:                                        ; preds = %for.inc70, %for.body4
  %11 = load i32, i32* %j, align 4, !dbg !325
  %12 = load i32, i32* %n.addr, align 4, !dbg !327
  %cmp6 = icmp slt i32 %11, %12, !dbg !328
  br i1 %cmp6, label %for.body7, label %for.end72, !dbg !329

for.body7:                                        ; preds = %for.cond5
  call void @llvm.dbg.declare(metadata double* %dx, metadata !330, metadata !DIExpression()), !dbg !332
  %13 = load %struct.body*, %struct.body** %b.addr, align 8, !dbg !333
  %14 = load i32, i32* %j, align 4, !dbg !334
  %idxprom8 = sext i32 %14 to i64, !dbg !333
  %arrayidx9 = getelementptr inbounds %struct.body, %struct.body* %13, i64 %idxprom8, !dbg !333
  %pos = getelementptr inbounds %struct.body, %struct.body* %arrayidx9, i32 0, i32 1, !dbg !335
  %x = getelementptr inbounds %struct.vec3, %struct.vec3* %pos, i32 0, i32 0, !dbg !336
  %15 = load double, double* %x, align 8, !dbg !336
  %16 = load %struct.body*, %struct.body** %b.addr, align 8, !dbg !337
  %17 = load i32, i32* %i1, align 4, !dbg !338
  %idxprom10 = sext i32 %17 to i64, !dbg !337
  %arrayidx11 = getelementptr inbounds %struct.body, %struct.body* %16, i64 %idxprom10, !dbg !337
  %pos12 = getelementptr inbounds %struct.body, %struct.body* %arrayidx11, i32 0, i32 1, !dbg !339
  %x13 = getelementptr inbounds %struct.vec3, %struct.vec3* %pos12, i32 0, i32 0, !dbg !340
  %18 = load double, double* %x13, align 8, !dbg !340
  %sub = fsub double %15, %18, !dbg !341
  store double %sub, double* %dx, align 8, !dbg !332
  call void @llvm.dbg.declare(metadata double* %dy, metadata !342, metadata !DIExpression()), !dbg !343
  %19 = load %struct.body*, %struct.body** %b.addr, align 8, !dbg !344
  %20 = load i32, i32* %j, align 4, !dbg !345
  %idxprom14 = sext i32 %20 to i64, !dbg !344
  %arrayidx15 = getelementptr inbounds %struct.body, %struct.body* %19, i64 %idxprom14, !dbg !344
  %pos16 = getelementptr inbounds %struct.body, %struct.body* %arrayidx15, i32 0, i32 1, !dbg !346
  %y = getelementptr inbounds %struct.vec3, %struct.vec3* %pos16, i32 0, i32 1, !dbg !347
  %21 = load double, double* %y, align 8, !dbg !347
  %22 = load %struct.body*, %struct.body** %b.addr, align 8, !dbg !348
  %23 = load i32, i32* %i1, align 4, !dbg !349
  %idxprom17 = sext i32 %23 to i64, !dbg !348
  %arrayidx18 = getelementptr inbounds %struct.body, %struct.body* %22, i64 %idxprom17, !dbg !348
  %pos19 = getelementptr inbounds %struct.body, %struct.body* %arrayidx18, i32 0, i32 1, !dbg !350
  %y20 = getelementptr inbounds %struct.vec3, %struct.vec3* %pos19, i32 0, i32 1, !dbg !351
  %24 = load double, double* %y20, align 8, !dbg !351
  %sub21 = fsub double %21, %24, !dbg !352
  store double %sub21, double* %dy, align 8, !dbg !343
  call void @llvm.dbg.declare(metadata double* %dz, metadata !353, metadata !DIExpression()), !dbg !354
  %25 = load %struct.body*, %struct.body** %b.addr, align 8, !dbg !355
  %26 = load i32, i32* %j, align 4, !dbg !356
  %idxprom22 = sext i32 %26 to i64, !dbg !355
  %arrayidx23 = getelementptr inbounds %struct.body, %struct.body* %25, i64 %idxprom22, !dbg !355
  %pos24 = getelementptr inbounds %struct.body, %struct.body* %arrayidx23, i32 0, i32 1, !dbg !357
  %z = getelementptr inbounds %struct.vec3, %struct.vec3* %pos24, i32 0, i32 2, !dbg !358
  %27 = load double, double* %z, align 8, !dbg !358
  %28 = load %struct.body*, %struct.body** %b.addr, align 8, !dbg !359
  %29 = load i32, i32* %i1, align 4, !dbg !360
  %idxprom25 = sext i32 %29 to i64, !dbg !359
  %arrayidx26 = getelementptr inbounds %struct.body, %struct.body* %28, i64 %idxprom25, !dbg !359
  %pos27 = getelementptr inbounds %struct.body, %struct.body* %arrayidx26, i32 0, i32 1, !dbg !361
  %z28 = getelementptr inbounds %struct.vec3, %struct.vec3* %pos27, i32 0, i32 2, !dbg !362
  %30 = load double, double* %z28, align 8, !dbg !362
  %sub29 = fsub double %27, %30, !dbg !363
  store double %sub29, double* %dz, align 8, !dbg !354
  call void @llvm.dbg.declare(metadata double* %d2, metadata !364, metadata !DIExpression()), !dbg !365
  %31 = load double, double* %dx, align 8, !dbg !366
  %32 = load double, double* %dx, align 8, !dbg !367
  %33 = load double, double* %dy, align 8, !dbg !368
  %34 = load double, double* %dy, align 8, !dbg !369
  %mul30 = fmul double %33, %34, !dbg !370
  %35 = call double @llvm.fmuladd.f64(double %31, double %32, double %mul30), !dbg !371
  %36 = load double, double* %dz, align 8, !dbg !372
  %37 = load double, double* %dz, align 8, !dbg !373
  %38 = call double @llvm.fmuladd.f64(double %36, double %37, double %35), !dbg !374
  %add31 = fadd double %38, 1.000000e-09, !dbg !375
  store double %add31, double* %d2, align 8, !dbg !365
  call void @llvm.dbg.declare(metadata double* %f, metadata !376, metadata !DIExpression()), !dbg !377
  %39 = load %struct.body*, %struct.body** %b.addr, align 8, !dbg !378
  %40 = load i32, i32* %i1, align 4, !dbg !379
  %idxprom32 = sext i32 %40 to i64, !dbg !378
  %arrayidx33 = getelementptr inbounds %struct.body, %struct.body* %39, i64 %idxprom32, !dbg !378
  %mass = getelementptr inbounds %struct.body, %struct.body* %arrayidx33, i32 0, i32 0, !dbg !380
  %41 = load double, double* %mass, align 8, !dbg !380
  %42 = load %struct.body*, %struct.body** %b.addr, align 8, !dbg !381
  %43 = load i32, i32* %j, align 4, !dbg !382
  %idxprom34 = sext i32 %43 to i64, !dbg !381
  %arrayidx35 = getelementptr inbounds %struct.body, %struct.body* %42, i64 %idxprom34, !dbg !381
  %mass36 = getelementptr inbounds %struct.body, %struct.body* %arrayidx35, i32 0, i32 0, !dbg !383
  %44 = load double, double* %mass36, align 8, !dbg !383
  %mul = fmul double %41, %44, !dbg !384
  %45 = load double, double* %d2, align 8, !dbg !385
  %46 = load double, double* %d2, align 8, !dbg !386
  %call = call double @sqrt(double noundef %46) #8, !dbg !387
  %mul37 = fmul double %45, %call, !dbg !388
  %div = fdiv double %mul, %mul37, !dbg !389
  store double %div, double* %f, align 8, !dbg !377
  %47 = load double, double* %f, align 8, !dbg !390
  %48 = load double, double* %dx, align 8, !dbg !391
  %49 = load %struct.body*, %struct.body** %b.addr, align 8, !dbg !392
  %50 = load i32, i32* %i1, align 4, !dbg !393
  %idxprom39 = sext i32 %50 to i64, !dbg !392
  %arrayidx40 = getelementptr inbounds %struct.body, %struct.body* %49, i64 %idxprom39, !dbg !392
  %force41 = getelementptr inbounds %struct.body, %struct.body* %arrayidx40, i32 0, i32 2, !dbg !394
  %x42 = getelementptr inbounds %struct.vec3, %struct.vec3* %force41, i32 0, i32 0, !dbg !395
  %51 = load double, double* %x42, align 8, !dbg !396
  %52 = call double @llvm.fmuladd.f64(double %47, double %48, double %51), !dbg !396
  store double %52, double* %x42, align 8, !dbg !396
  %53 = load double, double* %f, align 8, !dbg !397
  %54 = load double, double* %dy, align 8, !dbg !398
  %55 = load %struct.body*, %struct.body** %b.addr, align 8, !dbg !399
  %56 = load i32, i32* %i1, align 4, !dbg !400
  %idxprom44 = sext i32 %56 to i64, !dbg !399
  %arrayidx45 = getelementptr inbounds %struct.body, %struct.body* %55, i64 %idxprom44, !dbg !399
  %force46 = getelementptr inbounds %struct.body, %struct.body* %arrayidx45, i32 0, i32 2, !dbg !401
  %y47 = getelementptr inbounds %struct.vec3, %struct.vec3* %force46, i32 0, i32 1, !dbg !402
  %57 = load double, double* %y47, align 8, !dbg !403
  %58 = call double @llvm.fmuladd.f64(double %53, double %54, double %57), !dbg !403
  store double %58, double* %y47, align 8, !dbg !403
  %59 = load double, double* %f, align 8, !dbg !404
  %60 = load double, double* %dz, align 8, !dbg !405
  %61 = load %struct.body*, %struct.body** %b.addr, align 8, !dbg !406
  %62 = load i32, i32* %i1, align 4, !dbg !407
  %idxprom49 = sext i32 %62 to i64, !dbg !406
  %arrayidx50 = getelementptr inbounds %struct.body, %struct.body* %61, i64 %idxprom49, !dbg !406
  %force51 = getelementptr inbounds %struct.body, %struct.body* %arrayidx50, i32 0, i32 2, !dbg !408
  %z52 = getelementptr inbounds %struct.vec3, %struct.vec3* %force51, i32 0, i32 2, !dbg !409
  %63 = load double, double* %z52, align 8, !dbg !410
  %64 = call double @llvm.fmuladd.f64(double %59, double %60, double %63), !dbg !410
  store double %64, double* %z52, align 8, !dbg !410
  %65 = load double, double* %f, align 8, !dbg !411
  %66 = load double, double* %dx, align 8, !dbg !412
  %67 = load %struct.body*, %struct.body** %b.addr, align 8, !dbg !413
  %68 = load i32, i32* %j, align 4, !dbg !414
  %idxprom54 = sext i32 %68 to i64, !dbg !413
  %arrayidx55 = getelementptr inbounds %struct.body, %struct.body* %67, i64 %idxprom54, !dbg !413
  %force56 = getelementptr inbounds %struct.body, %struct.body* %arrayidx55, i32 0, i32 2, !dbg !415
  %x57 = getelementptr inbounds %struct.vec3, %struct.vec3* %force56, i32 0, i32 0, !dbg !416
  %69 = load double, double* %x57, align 8, !dbg !417
  %neg = fneg double %65, !dbg !417
  %70 = call double @llvm.fmuladd.f64(double %neg, double %66, double %69), !dbg !417
  store double %70, double* %x57, align 8, !dbg !417
  %71 = load double, double* %f, align 8, !dbg !418
  %72 = load double, double* %dy, align 8, !dbg !419
  %73 = load %struct.body*, %struct.body** %b.addr, align 8, !dbg !420
  %74 = load i32, i32* %j, align 4, !dbg !421
  %idxprom59 = sext i32 %74 to i64, !dbg !420
  %arrayidx60 = getelementptr inbounds %struct.body, %struct.body* %73, i64 %idxprom59, !dbg !420
  %force61 = getelementptr inbounds %struct.body, %struct.body* %arrayidx60, i32 0, i32 2, !dbg !422
  %y62 = getelementptr inbounds %struct.vec3, %struct.vec3* %force61, i32 0, i32 1, !dbg !423
  %75 = load double, double* %y62, align 8, !dbg !424
  %neg63 = fneg double %71, !dbg !424
  %76 = call double @llvm.fmuladd.f64(double %neg63, double %72, double %75), !dbg !424
  store double %76, double* %y62, align 8, !dbg !424
  %77 = load double, double* %f, align 8, !dbg !425
  %78 = load double, double* %dz, align 8, !dbg !426
  %79 = load %struct.body*, %struct.body** %b.addr, align 8, !dbg !427
  %80 = load i32, i32* %j, align 4, !dbg !428
  %idxprom65 = sext i32 %80 to i64, !dbg !427
  %arrayidx66 = getelementptr inbounds %struct.body, %struct.body* %79, i64 %idxprom65, !dbg !427
  %force67 = getelementptr inbounds %struct.body, %struct.body* %arrayidx66, i32 0, i32 2, !dbg !429
  %z68 = getelementptr inbounds %struct.vec3, %struct.vec3* %force67, i32 0, i32 2, !dbg !430
  %81 = load double, double* %z68, align 8, !dbg !431
  %neg69 = fneg double %77, !dbg !431
  %82 = call double @llvm.fmuladd.f64(double %neg69, double %78, double %81), !dbg !431
  store double %82, double* %z68, align 8, !dbg !431
  br label %for.inc70, !dbg !432

for.inc70:                                        ; preds = %for.body7
  %83 = load i32, i32* %j, align 4, !dbg !433
  %inc71 = add nsw i32 %83, 1, !dbg !433
  store i32 %inc71, i32* %j, align 4, !dbg !433
  br label %for.cond5, !dbg !434, !llvm.loop !435

for.end72:                                        ; preds = %for.cond5
  br label %for.inc73, !dbg !436

for.inc73:                                        ; preds = %for.end72
  %84 = load i32, i32* %i1, align 4, !dbg !437
  %inc74 = add nsw i32 %84, 1, !dbg !437
  store i32 %inc74, i32* %i1, align 4, !dbg !437
  br label %for.cond2, !dbg !438, !llvm.loop !439

for.end75:                                        ; preds = %for.cond2
  ret void, !dbg !441
}

declare i32 @printf(i8* noundef, ...) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal double @kinetic(%struct.particle* noundef %p, i32 noundef %n) #0 !dbg !442 {
entry:
  %p.addr = alloca %struct.particle*, align 8
  %n.addr = alloca i32, align 4
  %e = alloca double, align 8
  %i = alloca i32, align 4
  store %struct.particle* %p, %struct.particle** %p.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.particle** %p.addr, metadata !447, metadata !DIExpression()), !dbg !448
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !449, metadata !DIExpression()), !dbg !450
  call void @llvm.dbg.declare(metadata double* %e, metadata !451, metadata !DIExpression()), !dbg !452
  store double 0.000000e+00, double* %e, align 8, !dbg !452
  call void @llvm.dbg.declare(metadata i32* %i, metadata !453, metadata !DIExpression()), !dbg !455
  store i32 0, i32* %i, align 4, !dbg !455
  br label %for.cond, !dbg !456

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !457
  %1 = load i32, i32* %n.addr, align 4, !dbg !459
  %cmp = icmp slt i32 %0, %1, !dbg !460
  br i1 %cmp, label %for.body, label %for.end, !dbg !461

for.body:                                         ; preds = %for.cond
  %2 = load %struct.particle*, %struct.particle** %p.addr, align 8, !dbg !462
  %3 = load i32, i32* %i, align 4, !dbg !463
  %idxprom = sext i32 %3 to i64, !dbg !462
  %arrayidx = getelementptr inbounds %struct.particle, %struct.particle* %2, i64 %idxprom, !dbg !462
  %mass = getelementptr inbounds %struct.particle, %struct.particle* %arrayidx, i32 0, i32 2, !dbg !464
  %4 = load float, float* %mass, align 8, !dbg !464
  %conv = fpext float %4 to double, !dbg !462
  %mul = fmul double 5.000000e-01, %conv, !dbg !465
  %5 = load %struct.particle*, %struct.particle** %p.addr, align 8, !dbg !466
  %6 = load i32, i32* %i, align 4, !dbg !467
  %idxprom1 = sext i32 %6 to i64, !dbg !466
  %arrayidx2 = getelementptr inbounds %struct.particle, %struct.particle* %5, i64 %idxprom1, !dbg !466
  %vel = getelementptr inbounds %struct.particle, %struct.particle* %arrayidx2, i32 0, i32 1, !dbg !468
  %x = getelementptr inbounds %struct.vec3, %struct.vec3* %vel, i32 0, i32 0, !dbg !469
  %7 = load double, double* %x, align 8, !dbg !469
  %8 = load %struct.particle*, %struct.particle** %p.addr, align 8, !dbg !470
  %9 = load i32, i32* %i, align 4, !dbg !471
  %idxprom3 = sext i32 %9 to i64, !dbg !470
  %arrayidx4 = getelementptr inbounds %struct.particle, %struct.particle* %8, i64 %idxprom3, !dbg !470
  %vel5 = getelementptr inbounds %struct.particle, %struct.particle* %arrayidx4, i32 0, i32 1, !dbg !472
  %x6 = getelementptr inbounds %struct.vec3, %struct.vec3* %vel5, i32 0, i32 0, !dbg !473
  %10 = load double, double* %x6, align 8, !dbg !473
  %11 = load %struct.particle*, %struct.particle** %p.addr, align 8, !dbg !474
  %12 = load i32, i32* %i, align 4, !dbg !475
  %idxprom8 = sext i32 %12 to i64, !dbg !474
  %arrayidx9 = getelementptr inbounds %struct.particle, %struct.particle* %11, i64 %idxprom8, !dbg !474
  %vel10 = getelementptr inbounds %struct.particle, %struct.particle* %arrayidx9, i32 0, i32 1, !dbg !476
  %y = getelementptr inbounds %struct.vec3, %struct.vec3* %vel10, i32 0, i32 1, !dbg !477
  %13 = load double, double* %y, align 8, !dbg !477
  %14 = load %struct.particle*, %struct.particle** %p.addr, align 8, !dbg !478
  %15 = load i32, i32* %i, align 4, !dbg !479
  %idxprom11 = sext i32 %15 to i64, !dbg !478
  %arrayidx12 = getelementptr inbounds %struct.particle, %struct.particle* %14, i64 %idxprom11, !dbg !478
  %vel13 = getelementptr inbounds %struct.particle, %struct.particle* %arrayidx12, i32 0, i32 1, !dbg !480
  %y14 = getelementptr inbounds %struct.vec3, %struct.vec3* %vel13, i32 0, i32 1, !dbg !481
  %16 = load double, double* %y14, align 8, !dbg !481
  %mul15 = fmul double %13, %16, !dbg !482
  %17 = call double @llvm.fmuladd.f64(double %7, double %10, double %mul15), !dbg !483
  %18 = load %struct.particle*, %struct.particle** %p.addr, align 8, !dbg !484
  %19 = load i32, i32* %i, align 4, !dbg !485
  %idxprom16 = sext i32 %19 to i64, !dbg !484
  %arrayidx17 = getelementptr inbounds %struct.particle, %struct.particle* %18, i64 %idxprom16, !dbg !484
  %vel18 = getelementptr inbounds %struct.particle, %struct.particle* %arrayidx17, i32 0, i32 1, !dbg !486
  %z = getelementptr inbounds %struct.vec3, %struct.vec3* %vel18, i32 0, i32 2, !dbg !487
  %20 = load double, double* %z, align 8, !dbg !487
  %21 = load %struct.particle*, %struct.particle** %p.addr, align 8, !dbg !488
  %22 = load i32, i32* %i, align 4, !dbg !489
  %idxprom19 = sext i32 %22 to i64, !dbg !488
  %arrayidx20 = getelementptr inbounds %struct.particle, %struct.particle* %21, i64 %idxprom19, !dbg !488
  %vel21 = getelementptr inbounds %struct.particle, %struct.particle* %arrayidx20, i32 0, i32 1, !dbg !490
  %z22 = getelementptr inbounds %struct.vec3, %struct.vec3* %vel21, i32 0, i32 2, !dbg !491
  %23 = load double, double* %z22, align 8, !dbg !491
  %24 = call double @llvm.fmuladd.f64(double %20, double %23, double %17), !dbg !492
  %25 = load double, double* %e, align 8, !dbg !493
  %26 = call double @llvm.fmuladd.f64(double %mul, double %24, double %25), !dbg !493
  store double %26, double* %e, align 8, !dbg !493
  br label %for.inc, !dbg !494

for.inc:                                          ; preds = %for.body
  %27 = load i32, i32* %i, align 4, !dbg !495
  %inc = add nsw i32 %27, 1, !dbg !495
  store i32 %inc, i32* %i, align 4, !dbg !495
  br label %for.cond, !dbg !496, !llvm.loop !497

for.end:                                          ; preds = %for.cond
  %28 = load double, double* %e, align 8, !dbg !499
  ret double %28, !dbg !500
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nounwind
declare double @sqrt(double noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly nofree nounwind willreturn writeonly }
attributes #7 = { nounwind readonly willreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!36, !37, !38, !39, !40, !41, !42}
!llvm.ident = !{!43}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "particles", scope: !2, file: !3, line: 32, type: !33, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !9, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "aos.c", directory: ".", checksumkind: CSK_MD5, checksum: "59270ce57d2a537e862e26efaddbdb02")
!4 = !{!5, !8}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !6, line: 46, baseType: !7)
!6 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!7 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !{!0, !10}
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "world", scope: !2, file: !3, line: 33, type: !12, isLocal: true, isDefinition: true)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "system", file: !3, line: 25, size: 28800, elements: !13)
!13 = !{!14, !16, !32}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "nparticles", scope: !12, file: !3, line: 26, baseType: !15, size: 32)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_member, name: "parts", scope: !12, file: !3, line: 27, baseType: !17, size: 28672, offset: 64)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 28672, elements: !30)
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "particle", file: !3, line: 12, size: 448, elements: !19)
!19 = !{!20, !27, !28, !29}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !18, file: !3, line: 13, baseType: !21, size: 192)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vec3", file: !3, line: 8, size: 192, elements: !22)
!22 = !{!23, !25, !26}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !21, file: !3, line: 9, baseType: !24, size: 64)
!24 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !21, file: !3, line: 9, baseType: !24, size: 64, offset: 64)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !21, file: !3, line: 9, baseType: !24, size: 64, offset: 128)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "vel", scope: !18, file: !3, line: 13, baseType: !21, size: 192, offset: 192)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "mass", scope: !18, file: !3, line: 14, baseType: !8, size: 32, offset: 384)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "alive", scope: !18, file: !3, line: 15, baseType: !15, size: 32, offset: 416)
!30 = !{!31}
!31 = !DISubrange(count: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "time", scope: !12, file: !3, line: 28, baseType: !24, size: 64, offset: 28736)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 57344, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 128)
!36 = !{i32 7, !"Dwarf Version", i32 5}
!37 = !{i32 2, !"Debug Info Version", i32 3}
!38 = !{i32 1, !"wchar_size", i32 4}
!39 = !{i32 7, !"PIC Level", i32 2}
!40 = !{i32 7, !"PIE Level", i32 2}
!41 = !{i32 7, !"uwtable", i32 1}
!42 = !{i32 7, !"frame-pointer", i32 2}
!43 = !{!"Debian clang version 14.0.6"}
!44 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 86, type: !45, scopeLine: 87, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !50)
!45 = !DISubroutineType(types: !46)
!46 = !{!15, !15, !47}
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!49 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!50 = !{}
!51 = !DILocalVariable(name: "argc", arg: 1, scope: !44, file: !3, line: 86, type: !15)
!52 = !DILocation(line: 86, column: 14, scope: !44)
!53 = !DILocalVariable(name: "argv", arg: 2, scope: !44, file: !3, line: 86, type: !47)
!54 = !DILocation(line: 86, column: 27, scope: !44)
!55 = !DILocalVariable(name: "n", scope: !44, file: !3, line: 88, type: !15)
!56 = !DILocation(line: 88, column: 6, scope: !44)
!57 = !DILocation(line: 88, column: 10, scope: !44)
!58 = !DILocation(line: 88, column: 15, scope: !44)
!59 = !DILocation(line: 88, column: 26, scope: !44)
!60 = !DILocation(line: 88, column: 21, scope: !44)
!61 = !DILocation(line: 89, column: 6, scope: !62)
!62 = distinct !DILexicalBlock(scope: !44, file: !3, line: 89, column: 6)
!63 = !DILocation(line: 89, column: 8, scope: !62)
!64 = !DILocation(line: 89, column: 12, scope: !62)
!65 = !DILocation(line: 89, column: 15, scope: !62)
!66 = !DILocation(line: 89, column: 17, scope: !62)
!67 = !DILocation(line: 89, column: 6, scope: !44)
!68 = !DILocation(line: 90, column: 5, scope: !62)
!69 = !DILocation(line: 90, column: 3, scope: !62)
!70 = !DILocation(line: 91, column: 2, scope: !44)
!71 = !DILocation(line: 92, column: 19, scope: !44)
!72 = !DILocation(line: 93, column: 36, scope: !44)
!73 = !DILocation(line: 93, column: 2, scope: !44)
!74 = !DILocalVariable(name: "t", scope: !75, file: !3, line: 94, type: !15)
!75 = distinct !DILexicalBlock(scope: !44, file: !3, line: 94, column: 2)
!76 = !DILocation(line: 94, column: 11, scope: !75)
!77 = !DILocation(line: 94, column: 7, scope: !75)
!78 = !DILocation(line: 94, column: 18, scope: !79)
!79 = distinct !DILexicalBlock(scope: !75, file: !3, line: 94, column: 2)
!80 = !DILocation(line: 94, column: 20, scope: !79)
!81 = !DILocation(line: 94, column: 2, scope: !75)
!82 = !DILocation(line: 95, column: 3, scope: !83)
!83 = distinct !DILexicalBlock(scope: !79, file: !3, line: 94, column: 31)
!84 = !DILocation(line: 96, column: 27, scope: !83)
!85 = !DILocation(line: 96, column: 3, scope: !83)
!86 = !DILocation(line: 97, column: 14, scope: !83)
!87 = !DILocation(line: 98, column: 2, scope: !83)
!88 = !DILocation(line: 94, column: 27, scope: !79)
!89 = !DILocation(line: 94, column: 2, scope: !79)
!90 = distinct !{!90, !81, !91, !92}
!91 = !DILocation(line: 98, column: 2, scope: !75)
!92 = !{!"llvm.loop.mustprogress"}
!93 = !DILocalVariable(name: "bodies", scope: !44, file: !3, line: 99, type: !94)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!95 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "body", file: !3, line: 18, size: 512, elements: !96)
!96 = !{!97, !98, !99, !100}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "mass", scope: !95, file: !3, line: 19, baseType: !24, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !95, file: !3, line: 20, baseType: !21, size: 192, offset: 64)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "force", scope: !95, file: !3, line: 21, baseType: !21, size: 192, offset: 256)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !95, file: !3, line: 22, baseType: !101, size: 64, offset: 448)
!101 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!102 = !DILocation(line: 99, column: 15, scope: !44)
!103 = !DILocation(line: 99, column: 39, scope: !44)
!104 = !DILocation(line: 99, column: 31, scope: !44)
!105 = !DILocation(line: 99, column: 41, scope: !44)
!106 = !DILocation(line: 99, column: 24, scope: !44)
!107 = !DILocation(line: 100, column: 7, scope: !108)
!108 = distinct !DILexicalBlock(scope: !44, file: !3, line: 100, column: 6)
!109 = !DILocation(line: 100, column: 6, scope: !44)
!110 = !DILocation(line: 101, column: 3, scope: !108)
!111 = !DILocalVariable(name: "i", scope: !112, file: !3, line: 102, type: !15)
!112 = distinct !DILexicalBlock(scope: !44, file: !3, line: 102, column: 2)
!113 = !DILocation(line: 102, column: 11, scope: !112)
!114 = !DILocation(line: 102, column: 7, scope: !112)
!115 = !DILocation(line: 102, column: 18, scope: !116)
!116 = distinct !DILexicalBlock(scope: !112, file: !3, line: 102, column: 2)
!117 = !DILocation(line: 102, column: 22, scope: !116)
!118 = !DILocation(line: 102, column: 20, scope: !116)
!119 = !DILocation(line: 102, column: 2, scope: !112)
!120 = !DILocation(line: 103, column: 24, scope: !121)
!121 = distinct !DILexicalBlock(scope: !116, file: !3, line: 102, column: 30)
!122 = !DILocation(line: 103, column: 22, scope: !121)
!123 = !DILocation(line: 103, column: 20, scope: !121)
!124 = !DILocation(line: 103, column: 3, scope: !121)
!125 = !DILocation(line: 103, column: 10, scope: !121)
!126 = !DILocation(line: 103, column: 13, scope: !121)
!127 = !DILocation(line: 103, column: 18, scope: !121)
!128 = !DILocation(line: 104, column: 3, scope: !121)
!129 = !DILocation(line: 104, column: 10, scope: !121)
!130 = !DILocation(line: 104, column: 13, scope: !121)
!131 = !DILocation(line: 104, column: 32, scope: !121)
!132 = !DILocation(line: 104, column: 34, scope: !121)
!133 = !DILocation(line: 104, column: 43, scope: !121)
!134 = !DILocation(line: 104, column: 41, scope: !121)
!135 = !DILocation(line: 104, column: 47, scope: !121)
!136 = !DILocation(line: 104, column: 46, scope: !121)
!137 = !DILocation(line: 104, column: 19, scope: !121)
!138 = !DILocation(line: 105, column: 25, scope: !121)
!139 = !DILocation(line: 105, column: 23, scope: !121)
!140 = !DILocation(line: 105, column: 18, scope: !121)
!141 = !DILocation(line: 105, column: 3, scope: !121)
!142 = !DILocation(line: 105, column: 10, scope: !121)
!143 = !DILocation(line: 105, column: 13, scope: !121)
!144 = !DILocation(line: 105, column: 16, scope: !121)
!145 = !DILocation(line: 106, column: 2, scope: !121)
!146 = !DILocation(line: 102, column: 26, scope: !116)
!147 = !DILocation(line: 102, column: 2, scope: !116)
!148 = distinct !{!148, !119, !149, !92}
!149 = !DILocation(line: 106, column: 2, scope: !112)
!150 = !DILocation(line: 107, column: 9, scope: !44)
!151 = !DILocation(line: 107, column: 17, scope: !44)
!152 = !DILocation(line: 107, column: 2, scope: !44)
!153 = !DILocation(line: 108, column: 33, scope: !44)
!154 = !DILocation(line: 108, column: 62, scope: !44)
!155 = !DILocation(line: 109, column: 9, scope: !44)
!156 = !DILocation(line: 109, column: 19, scope: !44)
!157 = !DILocation(line: 109, column: 25, scope: !44)
!158 = !DILocation(line: 109, column: 28, scope: !44)
!159 = !DILocation(line: 109, column: 35, scope: !44)
!160 = !DILocation(line: 109, column: 37, scope: !44)
!161 = !DILocation(line: 109, column: 42, scope: !44)
!162 = !DILocation(line: 108, column: 2, scope: !44)
!163 = !DILocation(line: 110, column: 7, scope: !44)
!164 = !DILocation(line: 110, column: 2, scope: !44)
!165 = !DILocation(line: 111, column: 2, scope: !44)
!166 = !DILocation(line: 112, column: 1, scope: !44)
!167 = distinct !DISubprogram(name: "init_particles", scope: !3, file: !3, line: 35, type: !168, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !50)
!168 = !DISubroutineType(types: !169)
!169 = !{null, !170, !15, !24}
!170 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!171 = !DILocalVariable(name: "p", arg: 1, scope: !167, file: !3, line: 35, type: !170)
!172 = !DILocation(line: 35, column: 45, scope: !167)
!173 = !DILocalVariable(name: "n", arg: 2, scope: !167, file: !3, line: 35, type: !15)
!174 = !DILocation(line: 35, column: 52, scope: !167)
!175 = !DILocalVariable(name: "seed", arg: 3, scope: !167, file: !3, line: 35, type: !24)
!176 = !DILocation(line: 35, column: 62, scope: !167)
!177 = !DILocalVariable(name: "i", scope: !178, file: !3, line: 37, type: !15)
!178 = distinct !DILexicalBlock(scope: !167, file: !3, line: 37, column: 2)
!179 = !DILocation(line: 37, column: 11, scope: !178)
!180 = !DILocation(line: 37, column: 7, scope: !178)
!181 = !DILocation(line: 37, column: 18, scope: !182)
!182 = distinct !DILexicalBlock(scope: !178, file: !3, line: 37, column: 2)
!183 = !DILocation(line: 37, column: 22, scope: !182)
!184 = !DILocation(line: 37, column: 20, scope: !182)
!185 = !DILocation(line: 37, column: 2, scope: !178)
!186 = !DILocation(line: 38, column: 3, scope: !187)
!187 = distinct !DILexicalBlock(scope: !182, file: !3, line: 37, column: 30)
!188 = !DILocation(line: 38, column: 5, scope: !187)
!189 = !DILocation(line: 38, column: 8, scope: !187)
!190 = !DILocation(line: 38, column: 27, scope: !187)
!191 = !DILocation(line: 38, column: 29, scope: !187)
!192 = !DILocation(line: 38, column: 33, scope: !187)
!193 = !DILocation(line: 38, column: 31, scope: !187)
!194 = !DILocation(line: 38, column: 39, scope: !187)
!195 = !DILocation(line: 38, column: 41, scope: !187)
!196 = !DILocation(line: 38, column: 14, scope: !187)
!197 = !DILocation(line: 39, column: 3, scope: !187)
!198 = !DILocation(line: 39, column: 5, scope: !187)
!199 = !DILocation(line: 39, column: 8, scope: !187)
!200 = !DILocation(line: 39, column: 27, scope: !187)
!201 = !DILocation(line: 39, column: 33, scope: !187)
!202 = !DILocation(line: 39, column: 32, scope: !187)
!203 = !DILocation(line: 39, column: 14, scope: !187)
!204 = !DILocation(line: 40, column: 30, scope: !187)
!205 = !DILocation(line: 40, column: 32, scope: !187)
!206 = !DILocation(line: 40, column: 22, scope: !187)
!207 = !DILocation(line: 40, column: 20, scope: !187)
!208 = !DILocation(line: 40, column: 3, scope: !187)
!209 = !DILocation(line: 40, column: 5, scope: !187)
!210 = !DILocation(line: 40, column: 8, scope: !187)
!211 = !DILocation(line: 40, column: 13, scope: !187)
!212 = !DILocation(line: 41, column: 3, scope: !187)
!213 = !DILocation(line: 41, column: 5, scope: !187)
!214 = !DILocation(line: 41, column: 8, scope: !187)
!215 = !DILocation(line: 41, column: 14, scope: !187)
!216 = !DILocation(line: 42, column: 2, scope: !187)
!217 = !DILocation(line: 37, column: 26, scope: !182)
!218 = !DILocation(line: 37, column: 2, scope: !182)
!219 = distinct !{!219, !185, !220, !92}
!220 = !DILocation(line: 42, column: 2, scope: !178)
!221 = !DILocation(line: 43, column: 1, scope: !167)
!222 = distinct !DISubprogram(name: "step", scope: !3, file: !3, line: 45, type: !168, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !50)
!223 = !DILocalVariable(name: "p", arg: 1, scope: !222, file: !3, line: 45, type: !170)
!224 = !DILocation(line: 45, column: 35, scope: !222)
!225 = !DILocalVariable(name: "n", arg: 2, scope: !222, file: !3, line: 45, type: !15)
!226 = !DILocation(line: 45, column: 42, scope: !222)
!227 = !DILocalVariable(name: "dt", arg: 3, scope: !222, file: !3, line: 45, type: !24)
!228 = !DILocation(line: 45, column: 52, scope: !222)
!229 = !DILocalVariable(name: "q", scope: !230, file: !3, line: 47, type: !170)
!230 = distinct !DILexicalBlock(scope: !222, file: !3, line: 47, column: 2)
!231 = !DILocation(line: 47, column: 24, scope: !230)
!232 = !DILocation(line: 47, column: 28, scope: !230)
!233 = !DILocation(line: 47, column: 7, scope: !230)
!234 = !DILocation(line: 47, column: 31, scope: !235)
!235 = distinct !DILexicalBlock(scope: !230, file: !3, line: 47, column: 2)
!236 = !DILocation(line: 47, column: 35, scope: !235)
!237 = !DILocation(line: 47, column: 39, scope: !235)
!238 = !DILocation(line: 47, column: 37, scope: !235)
!239 = !DILocation(line: 47, column: 33, scope: !235)
!240 = !DILocation(line: 47, column: 2, scope: !230)
!241 = !DILocation(line: 48, column: 8, scope: !242)
!242 = distinct !DILexicalBlock(scope: !243, file: !3, line: 48, column: 7)
!243 = distinct !DILexicalBlock(scope: !235, file: !3, line: 47, column: 47)
!244 = !DILocation(line: 48, column: 11, scope: !242)
!245 = !DILocation(line: 48, column: 7, scope: !243)
!246 = !DILocation(line: 49, column: 4, scope: !242)
!247 = !DILocation(line: 50, column: 15, scope: !243)
!248 = !DILocation(line: 50, column: 18, scope: !243)
!249 = !DILocation(line: 50, column: 22, scope: !243)
!250 = !DILocation(line: 50, column: 26, scope: !243)
!251 = !DILocation(line: 50, column: 3, scope: !243)
!252 = !DILocation(line: 50, column: 6, scope: !243)
!253 = !DILocation(line: 50, column: 10, scope: !243)
!254 = !DILocation(line: 50, column: 12, scope: !243)
!255 = !DILocation(line: 51, column: 15, scope: !243)
!256 = !DILocation(line: 51, column: 18, scope: !243)
!257 = !DILocation(line: 51, column: 22, scope: !243)
!258 = !DILocation(line: 51, column: 26, scope: !243)
!259 = !DILocation(line: 51, column: 3, scope: !243)
!260 = !DILocation(line: 51, column: 6, scope: !243)
!261 = !DILocation(line: 51, column: 10, scope: !243)
!262 = !DILocation(line: 51, column: 12, scope: !243)
!263 = !DILocation(line: 52, column: 15, scope: !243)
!264 = !DILocation(line: 52, column: 18, scope: !243)
!265 = !DILocation(line: 52, column: 22, scope: !243)
!266 = !DILocation(line: 52, column: 26, scope: !243)
!267 = !DILocation(line: 52, column: 3, scope: !243)
!268 = !DILocation(line: 52, column: 6, scope: !243)
!269 = !DILocation(line: 52, column: 10, scope: !243)
!270 = !DILocation(line: 52, column: 12, scope: !243)
!271 = !DILocation(line: 53, column: 7, scope: !272)
!272 = distinct !DILexicalBlock(scope: !243, file: !3, line: 53, column: 7)
!273 = !DILocation(line: 53, column: 10, scope: !272)
!274 = !DILocation(line: 53, column: 14, scope: !272)
!275 = !DILocation(line: 53, column: 16, scope: !272)
!276 = !DILocation(line: 53, column: 7, scope: !243)
!277 = !DILocation(line: 54, column: 4, scope: !272)
!278 = !DILocation(line: 54, column: 7, scope: !272)
!279 = !DILocation(line: 54, column: 13, scope: !272)
!280 = !DILocation(line: 55, column: 2, scope: !243)
!281 = !DILocation(line: 47, column: 43, scope: !235)
!282 = !DILocation(line: 47, column: 2, scope: !235)
!283 = distinct !{!283, !240, !284, !92}
!284 = !DILocation(line: 55, column: 2, scope: !230)
!285 = !DILocation(line: 56, column: 1, scope: !222)
!286 = distinct !DISubprogram(name: "forces", scope: !3, file: !3, line: 67, type: !287, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !50)
!287 = !DISubroutineType(types: !288)
!288 = !{null, !94, !15}
!289 = !DILocalVariable(name: "b", arg: 1, scope: !286, file: !3, line: 67, type: !94)
!290 = !DILocation(line: 67, column: 33, scope: !286)
!291 = !DILocalVariable(name: "n", arg: 2, scope: !286, file: !3, line: 67, type: !15)
!292 = !DILocation(line: 67, column: 40, scope: !286)
!293 = !DILocalVariable(name: "i", scope: !294, file: !3, line: 69, type: !15)
!294 = distinct !DILexicalBlock(scope: !286, file: !3, line: 69, column: 2)
!295 = !DILocation(line: 69, column: 11, scope: !294)
!296 = !DILocation(line: 69, column: 7, scope: !294)
!297 = !DILocation(line: 69, column: 18, scope: !298)
!298 = distinct !DILexicalBlock(scope: !294, file: !3, line: 69, column: 2)
!299 = !DILocation(line: 69, column: 22, scope: !298)
!300 = !DILocation(line: 69, column: 20, scope: !298)
!301 = !DILocation(line: 69, column: 2, scope: !294)
!302 = !DILocation(line: 70, column: 3, scope: !298)
!303 = !DILocation(line: 70, column: 5, scope: !298)
!304 = !DILocation(line: 70, column: 8, scope: !298)
!305 = !DILocation(line: 70, column: 16, scope: !298)
!306 = !DILocation(line: 69, column: 26, scope: !298)
!307 = !DILocation(line: 69, column: 2, scope: !298)
!308 = distinct !{!308, !301, !309, !92}
!309 = !DILocation(line: 70, column: 39, scope: !294)
!310 = !DILocalVariable(name: "i", scope: !311, file: !3, line: 71, type: !15)
!311 = distinct !DILexicalBlock(scope: !286, file: !3, line: 71, column: 2)
!312 = !DILocation(line: 71, column: 11, scope: !311)
!313 = !DILocation(line: 71, column: 7, scope: !311)
!314 = !DILocation(line: 71, column: 18, scope: !315)
!315 = distinct !DILexicalBlock(scope: !311, file: !3, line: 71, column: 2)
!316 = !DILocation(line: 71, column: 22, scope: !315)
!317 = !DILocation(line: 71, column: 20, scope: !315)
!318 = !DILocation(line: 71, column: 2, scope: !311)
!319 = !DILocalVariable(name: "j", scope: !320, file: !3, line: 72, type: !15)
!320 = distinct !DILexicalBlock(scope: !315, file: !3, line: 72, column: 3)
!321 = !DILocation(line: 72, column: 12, scope: !320)
!322 = !DILocation(line: 72, column: 16, scope: !320)
!323 = !DILocation(line: 72, column: 18, scope: !320)
!324 = !DILocation(line: 72, column: 8, scope: !320)
!325 = !DILocation(line: 72, column: 23, scope: !326)
!326 = distinct !DILexicalBlock(scope: !320, file: !3, line: 72, column: 3)
!327 = !DILocation(line: 72, column: 27, scope: !326)
!328 = !DILocation(line: 72, column: 25, scope: !326)
!329 = !DILocation(line: 72, column: 3, scope: !320)
!330 = !DILocalVariable(name: "dx", scope: !331, file: !3, line: 73, type: !24)
!331 = distinct !DILexicalBlock(scope: !326, file: !3, line: 72, column: 35)
!332 = !DILocation(line: 73, column: 11, scope: !331)
!333 = !DILocation(line: 73, column: 16, scope: !331)
!334 = !DILocation(line: 73, column: 18, scope: !331)
!335 = !DILocation(line: 73, column: 21, scope: !331)
!336 = !DILocation(line: 73, column: 25, scope: !331)
!337 = !DILocation(line: 73, column: 29, scope: !331)
!338 = !DILocation(line: 73, column: 31, scope: !331)
!339 = !DILocation(line: 73, column: 34, scope: !331)
!340 = !DILocation(line: 73, column: 38, scope: !331)
!341 = !DILocation(line: 73, column: 27, scope: !331)
!342 = !DILocalVariable(name: "dy", scope: !331, file: !3, line: 73, type: !24)
!343 = !DILocation(line: 73, column: 41, scope: !331)
!344 = !DILocation(line: 73, column: 46, scope: !331)
!345 = !DILocation(line: 73, column: 48, scope: !331)
!346 = !DILocation(line: 73, column: 51, scope: !331)
!347 = !DILocation(line: 73, column: 55, scope: !331)
!348 = !DILocation(line: 73, column: 59, scope: !331)
!349 = !DILocation(line: 73, column: 61, scope: !331)
!350 = !DILocation(line: 73, column: 64, scope: !331)
!351 = !DILocation(line: 73, column: 68, scope: !331)
!352 = !DILocation(line: 73, column: 57, scope: !331)
!353 = !DILocalVariable(name: "dz", scope: !331, file: !3, line: 74, type: !24)
!354 = !DILocation(line: 74, column: 11, scope: !331)
!355 = !DILocation(line: 74, column: 16, scope: !331)
!356 = !DILocation(line: 74, column: 18, scope: !331)
!357 = !DILocation(line: 74, column: 21, scope: !331)
!358 = !DILocation(line: 74, column: 25, scope: !331)
!359 = !DILocation(line: 74, column: 29, scope: !331)
!360 = !DILocation(line: 74, column: 31, scope: !331)
!361 = !DILocation(line: 74, column: 34, scope: !331)
!362 = !DILocation(line: 74, column: 38, scope: !331)
!363 = !DILocation(line: 74, column: 27, scope: !331)
!364 = !DILocalVariable(name: "d2", scope: !331, file: !3, line: 75, type: !24)
!365 = !DILocation(line: 75, column: 11, scope: !331)
!366 = !DILocation(line: 75, column: 16, scope: !331)
!367 = !DILocation(line: 75, column: 21, scope: !331)
!368 = !DILocation(line: 75, column: 26, scope: !331)
!369 = !DILocation(line: 75, column: 31, scope: !331)
!370 = !DILocation(line: 75, column: 29, scope: !331)
!371 = !DILocation(line: 75, column: 24, scope: !331)
!372 = !DILocation(line: 75, column: 36, scope: !331)
!373 = !DILocation(line: 75, column: 41, scope: !331)
!374 = !DILocation(line: 75, column: 34, scope: !331)
!375 = !DILocation(line: 75, column: 44, scope: !331)
!376 = !DILocalVariable(name: "f", scope: !331, file: !3, line: 76, type: !24)
!377 = !DILocation(line: 76, column: 11, scope: !331)
!378 = !DILocation(line: 76, column: 15, scope: !331)
!379 = !DILocation(line: 76, column: 17, scope: !331)
!380 = !DILocation(line: 76, column: 20, scope: !331)
!381 = !DILocation(line: 76, column: 27, scope: !331)
!382 = !DILocation(line: 76, column: 29, scope: !331)
!383 = !DILocation(line: 76, column: 32, scope: !331)
!384 = !DILocation(line: 76, column: 25, scope: !331)
!385 = !DILocation(line: 76, column: 40, scope: !331)
!386 = !DILocation(line: 76, column: 50, scope: !331)
!387 = !DILocation(line: 76, column: 45, scope: !331)
!388 = !DILocation(line: 76, column: 43, scope: !331)
!389 = !DILocation(line: 76, column: 37, scope: !331)
!390 = !DILocation(line: 77, column: 20, scope: !331)
!391 = !DILocation(line: 77, column: 24, scope: !331)
!392 = !DILocation(line: 77, column: 4, scope: !331)
!393 = !DILocation(line: 77, column: 6, scope: !331)
!394 = !DILocation(line: 77, column: 9, scope: !331)
!395 = !DILocation(line: 77, column: 15, scope: !331)
!396 = !DILocation(line: 77, column: 17, scope: !331)
!397 = !DILocation(line: 78, column: 20, scope: !331)
!398 = !DILocation(line: 78, column: 24, scope: !331)
!399 = !DILocation(line: 78, column: 4, scope: !331)
!400 = !DILocation(line: 78, column: 6, scope: !331)
!401 = !DILocation(line: 78, column: 9, scope: !331)
!402 = !DILocation(line: 78, column: 15, scope: !331)
!403 = !DILocation(line: 78, column: 17, scope: !331)
!404 = !DILocation(line: 79, column: 20, scope: !331)
!405 = !DILocation(line: 79, column: 24, scope: !331)
!406 = !DILocation(line: 79, column: 4, scope: !331)
!407 = !DILocation(line: 79, column: 6, scope: !331)
!408 = !DILocation(line: 79, column: 9, scope: !331)
!409 = !DILocation(line: 79, column: 15, scope: !331)
!410 = !DILocation(line: 79, column: 17, scope: !331)
!411 = !DILocation(line: 80, column: 20, scope: !331)
!412 = !DILocation(line: 80, column: 24, scope: !331)
!413 = !DILocation(line: 80, column: 4, scope: !331)
!414 = !DILocation(line: 80, column: 6, scope: !331)
!415 = !DILocation(line: 80, column: 9, scope: !331)
!416 = !DILocation(line: 80, column: 15, scope: !331)
!417 = !DILocation(line: 80, column: 17, scope: !331)
!418 = !DILocation(line: 81, column: 20, scope: !331)
!419 = !DILocation(line: 81, column: 24, scope: !331)
!420 = !DILocation(line: 81, column: 4, scope: !331)
!421 = !DILocation(line: 81, column: 6, scope: !331)
!422 = !DILocation(line: 81, column: 9, scope: !331)
!423 = !DILocation(line: 81, column: 15, scope: !331)
!424 = !DILocation(line: 81, column: 17, scope: !331)
!425 = !DILocation(line: 82, column: 20, scope: !331)
!426 = !DILocation(line: 82, column: 24, scope: !331)
!427 = !DILocation(line: 82, column: 4, scope: !331)
!428 = !DILocation(line: 82, column: 6, scope: !331)
!429 = !DILocation(line: 82, column: 9, scope: !331)
!430 = !DILocation(line: 82, column: 15, scope: !331)
!431 = !DILocation(line: 82, column: 17, scope: !331)
!432 = !DILocation(line: 83, column: 3, scope: !331)
!433 = !DILocation(line: 72, column: 31, scope: !326)
!434 = !DILocation(line: 72, column: 3, scope: !326)
!435 = distinct !{!435, !329, !436, !92}
!436 = !DILocation(line: 83, column: 3, scope: !320)
!437 = !DILocation(line: 71, column: 26, scope: !315)
!438 = !DILocation(line: 71, column: 2, scope: !315)
!439 = distinct !{!439, !318, !440, !92}
!440 = !DILocation(line: 83, column: 3, scope: !311)
!441 = !DILocation(line: 84, column: 1, scope: !286)
!442 = distinct !DISubprogram(name: "kinetic", scope: !3, file: !3, line: 58, type: !443, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !50)
!443 = !DISubroutineType(types: !444)
!444 = !{!24, !445, !15}
!445 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !446, size: 64)
!446 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!447 = !DILocalVariable(name: "p", arg: 1, scope: !442, file: !3, line: 58, type: !445)
!448 = !DILocation(line: 58, column: 46, scope: !442)
!449 = !DILocalVariable(name: "n", arg: 2, scope: !442, file: !3, line: 58, type: !15)
!450 = !DILocation(line: 58, column: 53, scope: !442)
!451 = !DILocalVariable(name: "e", scope: !442, file: !3, line: 60, type: !24)
!452 = !DILocation(line: 60, column: 9, scope: !442)
!453 = !DILocalVariable(name: "i", scope: !454, file: !3, line: 61, type: !15)
!454 = distinct !DILexicalBlock(scope: !442, file: !3, line: 61, column: 2)
!455 = !DILocation(line: 61, column: 11, scope: !454)
!456 = !DILocation(line: 61, column: 7, scope: !454)
!457 = !DILocation(line: 61, column: 18, scope: !458)
!458 = distinct !DILexicalBlock(scope: !454, file: !3, line: 61, column: 2)
!459 = !DILocation(line: 61, column: 22, scope: !458)
!460 = !DILocation(line: 61, column: 20, scope: !458)
!461 = !DILocation(line: 61, column: 2, scope: !454)
!462 = !DILocation(line: 62, column: 14, scope: !458)
!463 = !DILocation(line: 62, column: 16, scope: !458)
!464 = !DILocation(line: 62, column: 19, scope: !458)
!465 = !DILocation(line: 62, column: 12, scope: !458)
!466 = !DILocation(line: 63, column: 9, scope: !458)
!467 = !DILocation(line: 63, column: 11, scope: !458)
!468 = !DILocation(line: 63, column: 14, scope: !458)
!469 = !DILocation(line: 63, column: 18, scope: !458)
!470 = !DILocation(line: 63, column: 22, scope: !458)
!471 = !DILocation(line: 63, column: 24, scope: !458)
!472 = !DILocation(line: 63, column: 27, scope: !458)
!473 = !DILocation(line: 63, column: 31, scope: !458)
!474 = !DILocation(line: 63, column: 35, scope: !458)
!475 = !DILocation(line: 63, column: 37, scope: !458)
!476 = !DILocation(line: 63, column: 40, scope: !458)
!477 = !DILocation(line: 63, column: 44, scope: !458)
!478 = !DILocation(line: 63, column: 48, scope: !458)
!479 = !DILocation(line: 63, column: 50, scope: !458)
!480 = !DILocation(line: 63, column: 53, scope: !458)
!481 = !DILocation(line: 63, column: 57, scope: !458)
!482 = !DILocation(line: 63, column: 46, scope: !458)
!483 = !DILocation(line: 63, column: 33, scope: !458)
!484 = !DILocation(line: 63, column: 61, scope: !458)
!485 = !DILocation(line: 63, column: 63, scope: !458)
!486 = !DILocation(line: 63, column: 66, scope: !458)
!487 = !DILocation(line: 63, column: 70, scope: !458)
!488 = !DILocation(line: 63, column: 74, scope: !458)
!489 = !DILocation(line: 63, column: 76, scope: !458)
!490 = !DILocation(line: 63, column: 79, scope: !458)
!491 = !DILocation(line: 63, column: 83, scope: !458)
!492 = !DILocation(line: 63, column: 59, scope: !458)
!493 = !DILocation(line: 62, column: 5, scope: !458)
!494 = !DILocation(line: 62, column: 3, scope: !458)
!495 = !DILocation(line: 61, column: 26, scope: !458)
!496 = !DILocation(line: 61, column: 2, scope: !458)
!497 = distinct !{!497, !461, !498, !92}
!498 = !DILocation(line: 63, column: 84, scope: !454)
!499 = !DILocation(line: 64, column: 9, scope: !442)
!500 = !DILocation(line: 64, column: 2, scope: !442)
