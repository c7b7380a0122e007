; ModuleID = 'aos.c'
source_filename = "aos.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.particle = type { %struct.vec3, %struct.vec3, float, i32 }
%struct.vec3 = type { double, double, double }
%struct.system = type { i32, [64 x %struct.particle], double }
%struct.body = type { double, %struct.vec3, %struct.vec3, i64 }

@particles = internal global [128 x %struct.particle] zeroinitializer, align 16, !dbg !0
@world = internal global %struct.system zeroinitializer, align 8, !dbg !16
@.str = private unnamed_addr constant [20 x i8] c"%.3f %.3f %.3f %ld\0A\00", align 1, !dbg !10

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !50 {
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
    #dbg_declare(ptr %argc.addr, !56, !DIExpression(), !57)
  store ptr %argv, ptr %argv.addr, align 8
    #dbg_declare(ptr %argv.addr, !58, !DIExpression(), !59)
    #dbg_declare(ptr %n, !60, !DIExpression(), !61)
  %0 = load i32, ptr %argc.addr, align 4, !dbg !62
  %cmp = icmp sgt i32 %0, 1, !dbg !63
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !62

cond.true:                                        ; preds = %entry
  %1 = load ptr, ptr %argv.addr, align 8, !dbg !64
  %arrayidx = getelementptr inbounds ptr, ptr %1, i64 1, !dbg !64
  %2 = load ptr, ptr %arrayidx, align 8, !dbg !64
  %call = call i32 @atoi(ptr noundef %2) #8, !dbg !65
  br label %cond.end, !dbg !62

cond.false:                                       ; preds = %entry
  br label %cond.end, !dbg !62

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %call, %cond.true ], [ 16, %cond.false ], !dbg !62
  store i32 %cond, ptr %n, align 4, !dbg !61
  %3 = load i32, ptr %n, align 4, !dbg !66
  %cmp1 = icmp slt i32 %3, 2, !dbg !68
  br i1 %cmp1, label %if.then, label %lor.lhs.false, !dbg !69

lor.lhs.false:                                    ; preds = %cond.end
  %4 = load i32, ptr %n, align 4, !dbg !70
  %cmp2 = icmp sgt i32 %4, 4096, !dbg !71
  br i1 %cmp2, label %if.then, label %if.end, !dbg !72

if.then:                                          ; preds = %lor.lhs.false, %cond.end
  store i32 16, ptr %n, align 4, !dbg !73
  br label %if.end, !dbg !74

if.end:                                           ; preds = %if.then, %lor.lhs.false
  call void @init_particles(ptr noundef @particles, i32 noundef 128, double noundef 1.000000e-01), !dbg !75
  store i32 64, ptr @world, align 8, !dbg !76
  %5 = load i32, ptr @world, align 8, !dbg !77
  call void @init_particles(ptr noundef getelementptr inbounds (%struct.system, ptr @world, i32 0, i32 1), i32 noundef %5, double noundef 2.000000e-01), !dbg !78
    #dbg_declare(ptr %t, !79, !DIExpression(), !81)
  store i32 0, ptr %t, align 4, !dbg !81
  br label %for.cond, !dbg !82

for.cond:                                         ; preds = %for.inc, %if.end
  %6 = load i32, ptr %t, align 4, !dbg !83
  %cmp3 = icmp slt i32 %6, 10, !dbg !85
  br i1 %cmp3, label %for.body, label %for.end, !dbg !86

for.body:                                         ; preds = %for.cond
  call void @step(ptr noundef @particles, i32 noundef 128, double noundef 1.000000e-02), !dbg !87
  %7 = load i32, ptr @world, align 8, !dbg !89
  call void @step(ptr noundef getelementptr inbounds (%struct.system, ptr @world, i32 0, i32 1), i32 noundef %7, double noundef 1.000000e-02), !dbg !90
  %8 = load double, ptr getelementptr inbounds (%struct.system, ptr @world, i32 0, i32 2), align 8, !dbg !91
  %add = fadd double %8, 1.000000e-02, !dbg !91
  store double %add, ptr getelementptr inbounds (%struct.system, ptr @world, i32 0, i32 2), align 8, !dbg !91
  br label %for.inc, !dbg !92

for.inc:                                          ; preds = %for.body
  %9 = load i32, ptr %t, align 4, !dbg !93
  %inc = add nsw i32 %9, 1, !dbg !93
  store i32 %inc, ptr %t, align 4, !dbg !93
  br label %for.cond, !dbg !94, !llvm.loop !95

for.end:                                          ; preds = %for.cond
    #dbg_declare(ptr %bodies, !98, !DIExpression(), !107)
  %10 = load i32, ptr %n, align 4, !dbg !108
  %conv = sext i32 %10 to i64, !dbg !109
  %mul = mul i64 %conv, 64, !dbg !110
  %call4 = call noalias ptr @malloc(i64 noundef %mul) #9, !dbg !111
  store ptr %call4, ptr %bodies, align 8, !dbg !107
  %11 = load ptr, ptr %bodies, align 8, !dbg !112
  %tobool = icmp ne ptr %11, null, !dbg !112
  br i1 %tobool, label %if.end6, label %if.then5, !dbg !114

if.then5:                                         ; preds = %for.end
  store i32 1, ptr %retval, align 4, !dbg !115
  br label %return, !dbg !115

if.end6:                                          ; preds = %for.end
    #dbg_declare(ptr %i, !116, !DIExpression(), !118)
  store i32 0, ptr %i, align 4, !dbg !118
  br label %for.cond7, !dbg !119

for.cond7:                                        ; preds = %for.inc24, %if.end6
  %12 = load i32, ptr %i, align 4, !dbg !120
  %13 = load i32, ptr %n, align 4, !dbg !122
  %cmp8 = icmp slt i32 %12, %13, !dbg !123
  br i1 %cmp8, label %for.body10, label %for.end26, !dbg !124

for.body10:                                       ; preds = %for.cond7
  %14 = load i32, ptr %i, align 4, !dbg !125
  %add11 = add nsw i32 1, %14, !dbg !127
  %conv12 = sitofp i32 %add11 to double, !dbg !128
  %15 = load ptr, ptr %bodies, align 8, !dbg !129
  %16 = load i32, ptr %i, align 4, !dbg !130
  %idxprom = sext i32 %16 to i64, !dbg !129
  %arrayidx13 = getelementptr inbounds %struct.body, ptr %15, i64 %idxprom, !dbg !129
  %mass = getelementptr inbounds %struct.body, ptr %arrayidx13, i32 0, i32 0, !dbg !131
  store double %conv12, ptr %mass, align 8, !dbg !132
  %17 = load ptr, ptr %bodies, align 8, !dbg !133
  %18 = load i32, ptr %i, align 4, !dbg !134
  %idxprom14 = sext i32 %18 to i64, !dbg !133
  %arrayidx15 = getelementptr inbounds %struct.body, ptr %17, i64 %idxprom14, !dbg !133
  %pos = getelementptr inbounds %struct.body, ptr %arrayidx15, i32 0, i32 1, !dbg !135
  %x = getelementptr inbounds %struct.vec3, ptr %.compoundliteral, i32 0, i32 0, !dbg !136
  %19 = load i32, ptr %i, align 4, !dbg !137
  %conv16 = sitofp i32 %19 to double, !dbg !137
  store double %conv16, ptr %x, align 8, !dbg !136
  %y = getelementptr inbounds %struct.vec3, ptr %.compoundliteral, i32 0, i32 1, !dbg !136
  %20 = load i32, ptr %i, align 4, !dbg !138
  %conv17 = sitofp i32 %20 to double, !dbg !138
  %mul18 = fmul double 2.000000e+00, %conv17, !dbg !139
  store double %mul18, ptr %y, align 8, !dbg !136
  %z = getelementptr inbounds %struct.vec3, ptr %.compoundliteral, i32 0, i32 2, !dbg !136
  %21 = load i32, ptr %i, align 4, !dbg !140
  %sub = sub nsw i32 0, %21, !dbg !141
  %conv19 = sitofp i32 %sub to double, !dbg !141
  store double %conv19, ptr %z, align 8, !dbg !136
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %pos, ptr align 8 %.compoundliteral, i64 24, i1 false), !dbg !142
  %22 = load i32, ptr %i, align 4, !dbg !143
  %add20 = add nsw i32 1000, %22, !dbg !144
  %conv21 = sext i32 %add20 to i64, !dbg !145
  %23 = load ptr, ptr %bodies, align 8, !dbg !146
  %24 = load i32, ptr %i, align 4, !dbg !147
  %idxprom22 = sext i32 %24 to i64, !dbg !146
  %arrayidx23 = getelementptr inbounds %struct.body, ptr %23, i64 %idxprom22, !dbg !146
  %id = getelementptr inbounds %struct.body, ptr %arrayidx23, i32 0, i32 3, !dbg !148
  store i64 %conv21, ptr %id, align 8, !dbg !149
  br label %for.inc24, !dbg !150

for.inc24:                                        ; preds = %for.body10
  %25 = load i32, ptr %i, align 4, !dbg !151
  %inc25 = add nsw i32 %25, 1, !dbg !151
  store i32 %inc25, ptr %i, align 4, !dbg !151
  br label %for.cond7, !dbg !152, !llvm.loop !153

for.end26:                                        ; preds = %for.cond7
  %26 = load ptr, ptr %bodies, align 8, !dbg !155
  %27 = load i32, ptr %n, align 4, !dbg !156
  call void @forces(ptr noundef %26, i32 noundef %27), !dbg !157
  %call27 = call double @kinetic(ptr noundef @particles, i32 noundef 128), !dbg !158
  %call28 = call double @kinetic(ptr noundef getelementptr inbounds (%struct.system, ptr @world, i32 0, i32 1), i32 noundef 64), !dbg !159
  %28 = load ptr, ptr %bodies, align 8, !dbg !160
  %arrayidx29 = getelementptr inbounds %struct.body, ptr %28, i64 0, !dbg !160
  %force = getelementptr inbounds %struct.body, ptr %arrayidx29, i32 0, i32 2, !dbg !161
  %x30 = getelementptr inbounds %struct.vec3, ptr %force, i32 0, i32 0, !dbg !162
  %29 = load double, ptr %x30, align 8, !dbg !162
  %30 = load ptr, ptr %bodies, align 8, !dbg !163
  %31 = load i32, ptr %n, align 4, !dbg !164
  %sub31 = sub nsw i32 %31, 1, !dbg !165
  %idxprom32 = sext i32 %sub31 to i64, !dbg !163
  %arrayidx33 = getelementptr inbounds %struct.body, ptr %30, i64 %idxprom32, !dbg !163
  %id34 = getelementptr inbounds %struct.body, ptr %arrayidx33, i32 0, i32 3, !dbg !166
  %32 = load i64, ptr %id34, align 8, !dbg !166
  %call35 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %call27, double noundef %call28, double noundef %29, i64 noundef %32), !dbg !167
  %33 = load ptr, ptr %bodies, align 8, !dbg !168
  call void @free(ptr noundef %33) #10, !dbg !169
  store i32 0, ptr %retval, align 4, !dbg !170
  br label %return, !dbg !170

return:                                           ; preds = %for.end26, %if.then5
  %34 = load i32, ptr %retval, align 4, !dbg !171
  ret i32 %34, !dbg !171
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @atoi(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init_particles(ptr noundef %p, i32 noundef %n, double noundef %seed) #0 !dbg !172 {
entry:
  %p.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %seed.addr = alloca double, align 8
  %i = alloca i32, align 4
  %.compoundliteral = alloca %struct.vec3, align 8
  %.compoundliteral5 = alloca %struct.vec3, align 8
  store ptr %p, ptr %p.addr, align 8
    #dbg_declare(ptr %p.addr, !176, !DIExpression(), !177)
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !178, !DIExpression(), !179)
  store double %seed, ptr %seed.addr, align 8
    #dbg_declare(ptr %seed.addr, !180, !DIExpression(), !181)
    #dbg_declare(ptr %i, !182, !DIExpression(), !184)
  store i32 0, ptr %i, align 4, !dbg !184
  br label %for.cond, !dbg !185

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !dbg !186
  %1 = load i32, ptr %n.addr, align 4, !dbg !188
  %cmp = icmp slt i32 %0, %1, !dbg !189
  br i1 %cmp, label %for.body, label %for.end, !dbg !190

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %p.addr, align 8, !dbg !191
  %3 = load i32, ptr %i, align 4, !dbg !193
  %idxprom = sext i32 %3 to i64, !dbg !191
  %arrayidx = getelementptr inbounds %struct.particle, ptr %2, i64 %idxprom, !dbg !191
  %pos = getelementptr inbounds %struct.particle, ptr %arrayidx, i32 0, i32 0, !dbg !194
  %x = getelementptr inbounds %struct.vec3, ptr %.compoundliteral, i32 0, i32 0, !dbg !195
  %4 = load i32, ptr %i, align 4, !dbg !196
  %conv = sitofp i32 %4 to double, !dbg !196
  %5 = load double, ptr %seed.addr, align 8, !dbg !197
  %mul = fmul double %conv, %5, !dbg !198
  store double %mul, ptr %x, align 8, !dbg !195
  %y = getelementptr inbounds %struct.vec3, ptr %.compoundliteral, i32 0, i32 1, !dbg !195
  %6 = load i32, ptr %i, align 4, !dbg !199
  %conv1 = sitofp i32 %6 to double, !dbg !199
  %mul2 = fmul double %conv1, 5.000000e-01, !dbg !200
  store double %mul2, ptr %y, align 8, !dbg !195
  %z = getelementptr inbounds %struct.vec3, ptr %.compoundliteral, i32 0, i32 2, !dbg !195
  store double 0.000000e+00, ptr %z, align 8, !dbg !195
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %pos, ptr align 8 %.compoundliteral, i64 24, i1 false), !dbg !201
  %7 = load ptr, ptr %p.addr, align 8, !dbg !202
  %8 = load i32, ptr %i, align 4, !dbg !203
  %idxprom3 = sext i32 %8 to i64, !dbg !202
  %arrayidx4 = getelementptr inbounds %struct.particle, ptr %7, i64 %idxprom3, !dbg !202
  %vel = getelementptr inbounds %struct.particle, ptr %arrayidx4, i32 0, i32 1, !dbg !204
  %x6 = getelementptr inbounds %struct.vec3, ptr %.compoundliteral5, i32 0, i32 0, !dbg !205
  store double 1.000000e+00, ptr %x6, align 8, !dbg !205
  %y7 = getelementptr inbounds %struct.vec3, ptr %.compoundliteral5, i32 0, i32 1, !dbg !205
  %9 = load double, ptr %seed.addr, align 8, !dbg !206
  %fneg = fneg double %9, !dbg !207
  store double %fneg, ptr %y7, align 8, !dbg !205
  %z8 = getelementptr inbounds %struct.vec3, ptr %.compoundliteral5, i32 0, i32 2, !dbg !205
  store double 2.500000e-01, ptr %z8, align 8, !dbg !205
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %vel, ptr align 8 %.compoundliteral5, i64 24, i1 false), !dbg !208
  %10 = load i32, ptr %i, align 4, !dbg !209
  %rem = srem i32 %10, 3, !dbg !210
  %conv9 = sitofp i32 %rem to float, !dbg !211
  %add = fadd float 1.000000e+00, %conv9, !dbg !212
  %11 = load ptr, ptr %p.addr, align 8, !dbg !213
  %12 = load i32, ptr %i, align 4, !dbg !214
  %idxprom10 = sext i32 %12 to i64, !dbg !213
  %arrayidx11 = getelementptr inbounds %struct.particle, ptr %11, i64 %idxprom10, !dbg !213
  %mass = getelementptr inbounds %struct.particle, ptr %arrayidx11, i32 0, i32 2, !dbg !215
  store float %add, ptr %mass, align 8, !dbg !216
  %13 = load ptr, ptr %p.addr, align 8, !dbg !217
  %14 = load i32, ptr %i, align 4, !dbg !218
  %idxprom12 = sext i32 %14 to i64, !dbg !217
  %arrayidx13 = getelementptr inbounds %struct.particle, ptr %13, i64 %idxprom12, !dbg !217
  %alive = getelementptr inbounds %struct.particle, ptr %arrayidx13, i32 0, i32 3, !dbg !219
  store i32 1, ptr %alive, align 4, !dbg !220
  br label %for.inc, !dbg !221

for.inc:                                          ; preds = %for.body
  %15 = load i32, ptr %i, align 4, !dbg !222
  %inc = add nsw i32 %15, 1, !dbg !222
  store i32 %inc, ptr %i, align 4, !dbg !222
  br label %for.cond, !dbg !223, !llvm.loop !224

for.end:                                          ; preds = %for.cond
  ret void, !dbg !226
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @step(ptr noundef %p, i32 noundef %n, double noundef %dt) #0 !dbg !227 {
entry:
  %p.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %dt.addr = alloca double, align 8
  %q = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
    #dbg_declare(ptr %p.addr, !228, !DIExpression(), !229)
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !230, !DIExpression(), !231)
  store double %dt, ptr %dt.addr, align 8
    #dbg_declare(ptr %dt.addr, !232, !DIExpression(), !233)
    #dbg_declare(ptr %q, !234, !DIExpression(), !236)
  %0 = load ptr, ptr %p.addr, align 8, !dbg !237
  store ptr %0, ptr %q, align 8, !dbg !236
  br label %for.cond, !dbg !238

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load ptr, ptr %q, align 8, !dbg !239
  %2 = load ptr, ptr %p.addr, align 8, !dbg !241
  %3 = load i32, ptr %n.addr, align 4, !dbg !242
  %idx.ext = sext i32 %3 to i64, !dbg !243
  %add.ptr = getelementptr inbounds %struct.particle, ptr %2, i64 %idx.ext, !dbg !243
  %cmp = icmp ult ptr %1, %add.ptr, !dbg !244
  br i1 %cmp, label %for.body, label %for.end, !dbg !245

for.body:                                         ; preds = %for.cond
  %4 = load ptr, ptr %q, align 8, !dbg !246
  %alive = getelementptr inbounds %struct.particle, ptr %4, i32 0, i32 3, !dbg !249
  %5 = load i32, ptr %alive, align 4, !dbg !249
  %tobool = icmp ne i32 %5, 0, !dbg !246
  br i1 %tobool, label %if.end, label %if.then, !dbg !250

if.then:                                          ; preds = %for.body
  br label %for.inc, !dbg !251

if.end:                                           ; preds = %for.body
  %6 = load ptr, ptr %q, align 8, !dbg !252
  %vel = getelementptr inbounds %struct.particle, ptr %6, i32 0, i32 1, !dbg !253
  %x = getelementptr inbounds %struct.vec3, ptr %vel, i32 0, i32 0, !dbg !254
  %7 = load double, ptr %x, align 8, !dbg !254
  %8 = load double, ptr %dt.addr, align 8, !dbg !255
  %9 = load ptr, ptr %q, align 8, !dbg !256
  %pos = getelementptr inbounds %struct.particle, ptr %9, i32 0, i32 0, !dbg !257
  %x1 = getelementptr inbounds %struct.vec3, ptr %pos, i32 0, i32 0, !dbg !258
  %10 = load double, ptr %x1, align 8, !dbg !259
  %11 = call double @llvm.fmuladd.f64(double %7, double %8, double %10), !dbg !259
  store double %11, ptr %x1, align 8, !dbg !259
  %12 = load ptr, ptr %q, align 8, !dbg !260
  %vel2 = getelementptr inbounds %struct.particle, ptr %12, i32 0, i32 1, !dbg !261
  %y = getelementptr inbounds %struct.vec3, ptr %vel2, i32 0, i32 1, !dbg !262
  %13 = load double, ptr %y, align 8, !dbg !262
  %14 = load double, ptr %dt.addr, align 8, !dbg !263
  %15 = load ptr, ptr %q, align 8, !dbg !264
  %pos3 = getelementptr inbounds %struct.particle, ptr %15, i32 0, i32 0, !dbg !265
  %y4 = getelementptr inbounds %struct.vec3, ptr %pos3, i32 0, i32 1, !dbg !266
  %16 = load double, ptr %y4, align 8, !dbg !267
  %17 = call double @llvm.fmuladd.f64(double %13, double %14, double %16), !dbg !267
  store double %17, ptr %y4, align 8, !dbg !267
  %18 = load ptr, ptr %q, align 8, !dbg !268
  %vel5 = getelementptr inbounds %struct.particle, ptr %18, i32 0, i32 1, !dbg !269
  %z = getelementptr inbounds %struct.vec3, ptr %vel5, i32 0, i32 2, !dbg !270
  %19 = load double, ptr %z, align 8, !dbg !270
  %20 = load double, ptr %dt.addr, align 8, !dbg !271
  %21 = load ptr, ptr %q, align 8, !dbg !272
  %pos6 = getelementptr inbounds %struct.particle, ptr %21, i32 0, i32 0, !dbg !273
  %z7 = getelementptr inbounds %struct.vec3, ptr %pos6, i32 0, i32 2, !dbg !274
  %22 = load double, ptr %z7, align 8, !dbg !275
  %23 = call double @llvm.fmuladd.f64(double %19, double %20, double %22), !dbg !275
  store double %23, ptr %z7, align 8, !dbg !275
  %24 = load ptr, ptr %q, align 8, !dbg !276
  %pos8 = getelementptr inbounds %struct.particle, ptr %24, i32 0, i32 0, !dbg !278
  %y9 = getelementptr inbounds %struct.vec3, ptr %pos8, i32 0, i32 1, !dbg !279
  %25 = load double, ptr %y9, align 8, !dbg !279
  %cmp10 = fcmp olt double %25, -1.000000e+02, !dbg !280
  br i1 %cmp10, label %if.then11, label %if.end13, !dbg !281

if.then11:                                        ; preds = %if.end
  %26 = load ptr, ptr %q, align 8, !dbg !282
  %alive12 = getelementptr inbounds %struct.particle, ptr %26, i32 0, i32 3, !dbg !283
  store i32 0, ptr %alive12, align 4, !dbg !284
  br label %if.end13, !dbg !282

if.end13:                                         ; preds = %if.then11, %if.end
  br label %for.inc, !dbg !285

for.inc:                                          ; preds = %if.end13, %if.then
  %27 = load ptr, ptr %q, align 8, !dbg !286
  %incdec.ptr = getelementptr inbounds %struct.particle, ptr %27, i32 1, !dbg !286
  store ptr %incdec.ptr, ptr %q, align 8, !dbg !286
  br label %for.cond, !dbg !287, !llvm.loop !288

for.end:                                          ; preds = %for.cond
  ret void, !dbg !290
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @forces(ptr noundef %b, i32 noundef %n) #0 !dbg !291 {
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
    #dbg_declare(ptr %b.addr, !294, !DIExpression(), !295)
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !296, !DIExpression(), !297)
    #dbg_declare(ptr %i, !298, !DIExpression(), !300)
  store i32 0, ptr %i, align 4, !dbg !300
  br label %for.cond, !dbg !301

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !dbg !302
  %1 = load i32, ptr %n.addr, align 4, !dbg !304
  %cmp = icmp slt i32 %0, %1, !dbg !305
  br i1 %cmp, label %for.body, label %for.end, !dbg !306

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %b.addr, align 8, !dbg !307
  %3 = load i32, ptr %i, align 4, !dbg !308
  %idxprom = sext i32 %3 to i64, !dbg !307
  %arrayidx = getelementptr inbounds %struct.body, ptr %2, i64 %idxprom, !dbg !307
  %force = getelementptr inbounds %struct.body, ptr %arrayidx, i32 0, i32 2, !dbg !309
  call void @llvm.memset.p0.i64(ptr align 8 %.compoundliteral, i8 0, i64 24, i1 false), !dbg !310
  %x = getelementptr inbounds %struct.vec3, ptr %.compoundliteral, i32 0, i32 0, !dbg !311
  %y = getelementptr inbounds %struct.vec3, ptr %.compoundliteral, i32 0, i32 1, !dbg !311
  %z = getelementptr inbounds %struct.vec3, ptr %.compoundliteral, i32 0, i32 2, !dbg !311
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %force, ptr align 8 %.compoundliteral, i64 24, i1 false), !dbg !310
  br label %for.inc, !dbg !307

for.inc:                                          ; preds = %for.body
  %4 = load i32, ptr %i, align 4, !dbg !312
  %inc = add nsw i32 %4, 1, !dbg !312
  store i32 %inc, ptr %i, align 4, !dbg !312
  br label %for.cond, !dbg !313, !llvm.loop !314

for.end:                                          ; preds = %for.cond
    #dbg_declare(ptr %i1, !316, !DIExpression(), !318)
  store i32 0, ptr %i1, align 4, !dbg !318
  br label %for.cond2, !dbg !319

for.cond2:                                        ; preds = %for.inc76, %for.end
  %5 = load i32, ptr %i1, align 4, !dbg !320
  %6 = load i32, ptr %n.addr, align 4, !dbg !322
  %cmp3 = icmp slt i32 %5, %6, !dbg !323
  br i1 %cmp3, label %for.body4, label %for.end78, !dbg !324

for.body4:                                        ; preds = %for.cond2
    #dbg_declare(ptr %j, !325, !DIExpression(), !327)
  %7 = load i32, ptr %i1, align 4, !dbg !328
  %add = add nsw i32 %7, 1, !dbg !329
  store i32 %add, ptr %j, align 4, !dbg !327
  br label %for.cond5, !dbg !330

for.cond5:                                        ; preds = %for.inc73, %for.body4
  %8 = load i32, ptr %j, align 4, !dbg !331
  %9 = load i32, ptr %n.addr, align 4, !dbg !333
  %cmp6 = icmp slt i32 %8, %9, !dbg !334
  br i1 %cmp6, label %for.body7, label %for.end75, !dbg !335

for.body7:                                        ; preds = %for.cond5
    #dbg_declare(ptr %dx, !336, !DIExpression(), !338)
  %10 = load ptr, ptr %b.addr, align 8, !dbg !339
  %11 = load i32, ptr %j, align 4, !dbg !340
  %idxprom8 = sext i32 %11 to i64, !dbg !339
  %arrayidx9 = getelementptr inbounds %struct.body, ptr %10, i64 %idxprom8, !dbg !339
  %pos = getelementptr inbounds %struct.body, ptr %arrayidx9, i32 0, i32 1, !dbg !341
  %x10 = getelementptr inbounds %struct.vec3, ptr %pos, i32 0, i32 0, !dbg !342
  %12 = load double, ptr %x10, align 8, !dbg !342
  %13 = load ptr, ptr %b.addr, align 8, !dbg !343
  %14 = load i32, ptr %i1, align 4, !dbg !344
  %idxprom11 = sext i32 %14 to i64, !dbg !343
  %arrayidx12 = getelementptr inbounds %struct.body, ptr %13, i64 %idxprom11, !dbg !343
  %pos13 = getelementptr inbounds %struct.body, ptr %arrayidx12, i32 0, i32 1, !dbg !345
  %x14 = getelementptr inbounds %struct.vec3, ptr %pos13, i32 0, i32 0, !dbg !346
  %15 = load double, ptr %x14, align 8, !dbg !346
  %sub = fsub double %12, %15, !dbg !347
  store double %sub, ptr %dx, align 8, !dbg !338
    #dbg_declare(ptr %dy, !348, !DIExpression(), !349)
  %16 = load ptr, ptr %b.addr, align 8, !dbg !350
  %17 = load i32, ptr %j, align 4, !dbg !351
  %idxprom15 = sext i32 %17 to i64, !dbg !350
  %arrayidx16 = getelementptr inbounds %struct.body, ptr %16, i64 %idxprom15, !dbg !350
  %pos17 = getelementptr inbounds %struct.body, ptr %arrayidx16, i32 0, i32 1, !dbg !352
  %y18 = getelementptr inbounds %struct.vec3, ptr %pos17, i32 0, i32 1, !dbg !353
  %18 = load double, ptr %y18, align 8, !dbg !353
  %19 = load ptr, ptr %b.addr, align 8, !dbg !354
  %20 = load i32, ptr %i1, align 4, !dbg !355
  %idxprom19 = sext i32 %20 to i64, !dbg !354
  %arrayidx20 = getelementptr inbounds %struct.body, ptr %19, i64 %idxprom19, !dbg !354
  %pos21 = getelementptr inbounds %struct.body, ptr %arrayidx20, i32 0, i32 1, !dbg !356
  %y22 = getelementptr inbounds %struct.vec3, ptr %pos21, i32 0, i32 1, !dbg !357
  %21 = load double, ptr %y22, align 8, !dbg !357
  %sub23 = fsub double %18, %21, !dbg !358
  store double %sub23, ptr %dy, align 8, !dbg !349
    #dbg_declare(ptr %dz, !359, !DIExpression(), !360)
  %22 = load ptr, ptr %b.addr, align 8, !dbg !361
  %23 = load i32, ptr %j, align 4, !dbg !362
  %idxprom24 = sext i32 %23 to i64, !dbg !361
  %arrayidx25 = getelementptr inbounds %struct.body, ptr %22, i64 %idxprom24, !dbg !361
  %pos26 = getelementptr inbounds %struct.body, ptr %arrayidx25, i32 0, i32 1, !dbg !363
  %z27 = getelementptr inbounds %struct.vec3, ptr %pos26, i32 0, i32 2, !dbg !364
  %24 = load double, ptr %z27, align 8, !dbg !364
  %25 = load ptr, ptr %b.addr, align 8, !dbg !365
  %26 = load i32, ptr %i1, align 4, !dbg !366
  %idxprom28 = sext i32 %26 to i64, !dbg !365
  %arrayidx29 = getelementptr inbounds %struct.body, ptr %25, i64 %idxprom28, !dbg !365
  %pos30 = getelementptr inbounds %struct.body, ptr %arrayidx29, i32 0, i32 1, !dbg !367
  %z31 = getelementptr inbounds %struct.vec3, ptr %pos30, i32 0, i32 2, !dbg !368
  %27 = load double, ptr %z31, align 8, !dbg !368
  %sub32 = fsub double %24, %27, !dbg !369
  store double %sub32, ptr %dz, align 8, !dbg !360
    #dbg_declare(ptr %d2, !370, !DIExpression(), !371)
  %28 = load double, ptr %dx, align 8, !dbg !372
  %29 = load double, ptr %dx, align 8, !dbg !373
  %30 = load double, ptr %dy, align 8, !dbg !374
  %31 = load double, ptr %dy, align 8, !dbg !375
  %mul33 = fmul double %30, %31, !dbg !376
  %32 = call double @llvm.fmuladd.f64(double %28, double %29, double %mul33), !dbg !377
  %33 = load double, ptr %dz, align 8, !dbg !378
  %34 = load double, ptr %dz, align 8, !dbg !379
  %35 = call double @llvm.fmuladd.f64(double %33, double %34, double %32), !dbg !380
  %add34 = fadd double %35, 1.000000e-09, !dbg !381
  store double %add34, ptr %d2, align 8, !dbg !371
    #dbg_declare(ptr %f, !382, !DIExpression(), !383)
  %36 = load ptr, ptr %b.addr, align 8, !dbg !384
  %37 = load i32, ptr %i1, align 4, !dbg !385
  %idxprom35 = sext i32 %37 to i64, !dbg !384
  %arrayidx36 = getelementptr inbounds %struct.body, ptr %36, i64 %idxprom35, !dbg !384
  %mass = getelementptr inbounds %struct.body, ptr %arrayidx36, i32 0, i32 0, !dbg !386
  %38 = load double, ptr %mass, align 8, !dbg !386
  %39 = load ptr, ptr %b.addr, align 8, !dbg !387
  %40 = load i32, ptr %j, align 4, !dbg !388
  %idxprom37 = sext i32 %40 to i64, !dbg !387
  %arrayidx38 = getelementptr inbounds %struct.body, ptr %39, i64 %idxprom37, !dbg !387
  %mass39 = getelementptr inbounds %struct.body, ptr %arrayidx38, i32 0, i32 0, !dbg !389
  %41 = load double, ptr %mass39, align 8, !dbg !389
  %mul = fmul double %38, %41, !dbg !390
  %42 = load double, ptr %d2, align 8, !dbg !391
  %43 = load double, ptr %d2, align 8, !dbg !392
  %call = call double @sqrt(double noundef %43) #10, !dbg !393
  %mul40 = fmul double %42, %call, !dbg !394
  %div = fdiv double %mul, %mul40, !dbg !395
  store double %div, ptr %f, align 8, !dbg !383
  %44 = load double, ptr %f, align 8, !dbg !396
  %45 = load double, ptr %dx, align 8, !dbg !397
  %46 = load ptr, ptr %b.addr, align 8, !dbg !398
  %47 = load i32, ptr %i1, align 4, !dbg !399
  %idxprom42 = sext i32 %47 to i64, !dbg !398
  %arrayidx43 = getelementptr inbounds %struct.body, ptr %46, i64 %idxprom42, !dbg !398
  %force44 = getelementptr inbounds %struct.body, ptr %arrayidx43, i32 0, i32 2, !dbg !400
  %x45 = getelementptr inbounds %struct.vec3, ptr %force44, i32 0, i32 0, !dbg !401
  %48 = load double, ptr %x45, align 8, !dbg !402
  %49 = call double @llvm.fmuladd.f64(double %44, double %45, double %48), !dbg !402
  store double %49, ptr %x45, align 8, !dbg !402
  %50 = load double, ptr %f, align 8, !dbg !403
  %51 = load double, ptr %dy, align 8, !dbg !404
  %52 = load ptr, ptr %b.addr, align 8, !dbg !405
  %53 = load i32, ptr %i1, align 4, !dbg !406
  %idxprom47 = sext i32 %53 to i64, !dbg !405
  %arrayidx48 = getelementptr inbounds %struct.body, ptr %52, i64 %idxprom47, !dbg !405
  %force49 = getelementptr inbounds %struct.body, ptr %arrayidx48, i32 0, i32 2, !dbg !407
  %y50 = getelementptr inbounds %struct.vec3, ptr %force49, i32 0, i32 1, !dbg !408
  %54 = load double, ptr %y50, align 8, !dbg !409
  %55 = call double @llvm.fmuladd.f64(double %50, double %51, double %54), !dbg !409
  store double %55, ptr %y50, align 8, !dbg !409
  %56 = load double, ptr %f, align 8, !dbg !410
  %57 = load double, ptr %dz, align 8, !dbg !411
  %58 = load ptr, ptr %b.addr, align 8, !dbg !412
  %59 = load i32, ptr %i1, align 4, !dbg !413
  %idxprom52 = sext i32 %59 to i64, !dbg !412
  %arrayidx53 = getelementptr inbounds %struct.body, ptr %58, i64 %idxprom52, !dbg !412
  %force54 = getelementptr inbounds %struct.body, ptr %arrayidx53, i32 0, i32 2, !dbg !414
  %z55 = getelementptr inbounds %struct.vec3, ptr %force54, i32 0, i32 2, !dbg !415
  %60 = load double, ptr %z55, align 8, !dbg !416
  %61 = call double @llvm.fmuladd.f64(double %56, double %57, double %60), !dbg !416
  store double %61, ptr %z55, align 8, !dbg !416
  %62 = load double, ptr %f, align 8, !dbg !417
  %63 = load double, ptr %dx, align 8, !dbg !418
  %64 = load ptr, ptr %b.addr, align 8, !dbg !419
  %65 = load i32, ptr %j, align 4, !dbg !420
  %idxprom57 = sext i32 %65 to i64, !dbg !419
  %arrayidx58 = getelementptr inbounds %struct.body, ptr %64, i64 %idxprom57, !dbg !419
  %force59 = getelementptr inbounds %struct.body, ptr %arrayidx58, i32 0, i32 2, !dbg !421
  %x60 = getelementptr inbounds %struct.vec3, ptr %force59, i32 0, i32 0, !dbg !422
  %66 = load double, ptr %x60, align 8, !dbg !423
  %neg = fneg double %62, !dbg !423
  %67 = call double @llvm.fmuladd.f64(double %neg, double %63, double %66), !dbg !423
  store double %67, ptr %x60, align 8, !dbg !423
  %68 = load double, ptr %f, align 8, !dbg !424
  %69 = load double, ptr %dy, align 8, !dbg !425
  %70 = load ptr, ptr %b.addr, align 8, !dbg !426
  %71 = load i32, ptr %j, align 4, !dbg !427
  %idxprom62 = sext i32 %71 to i64, !dbg !426
  %arrayidx63 = getelementptr inbounds %struct.body, ptr %70, i64 %idxprom62, !dbg !426
  %force64 = getelementptr inbounds %struct.body, ptr %arrayidx63, i32 0, i32 2, !dbg !428
  %y65 = getelementptr inbounds %struct.vec3, ptr %force64, i32 0, i32 1, !dbg !429
  %72 = load double, ptr %y65, align 8, !dbg !430
  %neg66 = fneg double %68, !dbg !430
  %73 = call double @llvm.fmuladd.f64(double %neg66, double %69, double %72), !dbg !430
  store double %73, ptr %y65, align 8, !dbg !430
  %74 = load double, ptr %f, align 8, !dbg !431
  %75 = load double, ptr %dz, align 8, !dbg !432
  %76 = load ptr, ptr %b.addr, align 8, !dbg !433
  %77 = load i32, ptr %j, align 4, !dbg !434
  %idxprom68 = sext i32 %77 to i64, !dbg !433
  %arrayidx69 = getelementptr inbounds %struct.body, ptr %76, i64 %idxprom68, !dbg !433
  %force70 = getelementptr inbounds %struct.body, ptr %arrayidx69, i32 0, i32 2, !dbg !435
  %z71 = getelementptr inbounds %struct.vec3, ptr %force70, i32 0, i32 2, !dbg !436
  %78 = load double, ptr %z71, align 8, !dbg !437
  %neg72 = fneg double %74, !dbg !437
  %79 = call double @llvm.fmuladd.f64(double %neg72, double %75, double %78), !dbg !437
  store double %79, ptr %z71, align 8, !dbg !437
  br label %for.inc73, !dbg !438

for.inc73:                                        ; preds = %for.body7
  %80 = load i32, ptr %j, align 4, !dbg !439
  %inc74 = add nsw i32 %80, 1, !dbg !439
  store i32 %inc74, ptr %j, align 4, !dbg !439
  br label %for.cond5, !dbg !440, !llvm.loop !441

for.end75:                                        ; preds = %for.cond5
  br label %for.inc76, !dbg !442

for.inc76:                                        ; preds = %for.end75
  %81 = load i32, ptr %i1, align 4, !dbg !443
  %inc77 = add nsw i32 %81, 1, !dbg !443
  store i32 %inc77, ptr %i1, align 4, !dbg !443
  br label %for.cond2, !dbg !444, !llvm.loop !445

for.end78:                                        ; preds = %for.cond2
  ret void, !dbg !447
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @kinetic(ptr noundef %p, i32 noundef %n) #0 !dbg !448 {
entry:
  %p.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %e = alloca double, align 8
  %i = alloca i32, align 4
  store ptr %p, ptr %p.addr, align 8
    #dbg_declare(ptr %p.addr, !453, !DIExpression(), !454)
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !455, !DIExpression(), !456)
    #dbg_declare(ptr %e, !457, !DIExpression(), !458)
  store double 0.000000e+00, ptr %e, align 8, !dbg !458
    #dbg_declare(ptr %i, !459, !DIExpression(), !461)
  store i32 0, ptr %i, align 4, !dbg !461
  br label %for.cond, !dbg !462

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !dbg !463
  %1 = load i32, ptr %n.addr, align 4, !dbg !465
  %cmp = icmp slt i32 %0, %1, !dbg !466
  br i1 %cmp, label %for.body, label %for.end, !dbg !467

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %p.addr, align 8, !dbg !468
  %3 = load i32, ptr %i, align 4, !dbg !469
  %idxprom = sext i32 %3 to i64, !dbg !468
  %arrayidx = getelementptr inbounds %struct.particle, ptr %2, i64 %idxprom, !dbg !468
  %mass = getelementptr inbounds %struct.particle, ptr %arrayidx, i32 0, i32 2, !dbg !470
  %4 = load float, ptr %mass, align 8, !dbg !470
  %conv = fpext float %4 to double, !dbg !468
  %mul = fmul double 5.000000e-01, %conv, !dbg !471
  %5 = load ptr, ptr %p.addr, align 8, !dbg !472
  %6 = load i32, ptr %i, align 4, !dbg !473
  %idxprom1 = sext i32 %6 to i64, !dbg !472
  %arrayidx2 = getelementptr inbounds %struct.particle, ptr %5, i64 %idxprom1, !dbg !472
  %vel = getelementptr inbounds %struct.particle, ptr %arrayidx2, i32 0, i32 1, !dbg !474
  %x = getelementptr inbounds %struct.vec3, ptr %vel, i32 0, i32 0, !dbg !475
  %7 = load double, ptr %x, align 8, !dbg !475
  %8 = load ptr, ptr %p.addr, align 8, !dbg !476
  %9 = load i32, ptr %i, align 4, !dbg !477
  %idxprom3 = sext i32 %9 to i64, !dbg !476
  %arrayidx4 = getelementptr inbounds %struct.particle, ptr %8, i64 %idxprom3, !dbg !476
  %vel5 = getelementptr inbounds %struct.particle, ptr %arrayidx4, i32 0, i32 1, !dbg !478
  %x6 = getelementptr inbounds %struct.vec3, ptr %vel5, i32 0, i32 0, !dbg !479
  %10 = load double, ptr %x6, align 8, !dbg !479
  %11 = load ptr, ptr %p.addr, align 8, !dbg !480
  %12 = load i32, ptr %i, align 4, !dbg !481
  %idxprom8 = sext i32 %12 to i64, !dbg !480
  %arrayidx9 = getelementptr inbounds %struct.particle, ptr %11, i64 %idxprom8, !dbg !480
  %vel10 = getelementptr inbounds %struct.particle, ptr %arrayidx9, i32 0, i32 1, !dbg !482
  %y = getelementptr inbounds %struct.vec3, ptr %vel10, i32 0, i32 1, !dbg !483
  %13 = load double, ptr %y, align 8, !dbg !483
  %14 = load ptr, ptr %p.addr, align 8, !dbg !484
  %15 = load i32, ptr %i, align 4, !dbg !485
  %idxprom11 = sext i32 %15 to i64, !dbg !484
  %arrayidx12 = getelementptr inbounds %struct.particle, ptr %14, i64 %idxprom11, !dbg !484
  %vel13 = getelementptr inbounds %struct.particle, ptr %arrayidx12, i32 0, i32 1, !dbg !486
  %y14 = getelementptr inbounds %struct.vec3, ptr %vel13, i32 0, i32 1, !dbg !487
  %16 = load double, ptr %y14, align 8, !dbg !487
  %mul15 = fmul double %13, %16, !dbg !488
  %17 = call double @llvm.fmuladd.f64(double %7, double %10, double %mul15), !dbg !489
  %18 = load ptr, ptr %p.addr, align 8, !dbg !490
  %19 = load i32, ptr %i, align 4, !dbg !491
  %idxprom16 = sext i32 %19 to i64, !dbg !490
  %arrayidx17 = getelementptr inbounds %struct.particle, ptr %18, i64 %idxprom16, !dbg !490
  %vel18 = getelementptr inbounds %struct.particle, ptr %arrayidx17, i32 0, i32 1, !dbg !492
  %z = getelementptr inbounds %struct.vec3, ptr %vel18, i32 0, i32 2, !dbg !493
  %20 = load double, ptr %z, align 8, !dbg !493
  %21 = load ptr, ptr %p.addr, align 8, !dbg !494
  %22 = load i32, ptr %i, align 4, !dbg !495
  %idxprom19 = sext i32 %22 to i64, !dbg !494
  %arrayidx20 = getelementptr inbounds %struct.particle, ptr %21, i64 %idxprom19, !dbg !494
  %vel21 = getelementptr inbounds %struct.particle, ptr %arrayidx20, i32 0, i32 1, !dbg !496
  %z22 = getelementptr inbounds %struct.vec3, ptr %vel21, i32 0, i32 2, !dbg !497
  %23 = load double, ptr %z22, align 8, !dbg !497
  %24 = call double @llvm.fmuladd.f64(double %20, double %23, double %17), !dbg !498
  %25 = load double, ptr %e, align 8, !dbg !499
  %26 = call double @llvm.fmuladd.f64(double %mul, double %24, double %25), !dbg !499
  store double %26, ptr %e, align 8, !dbg !499
  br label %for.inc, !dbg !500

for.inc:                                          ; preds = %for.body
  %27 = load i32, ptr %i, align 4, !dbg !501
  %inc = add nsw i32 %27, 1, !dbg !501
  store i32 %inc, ptr %i, align 4, !dbg !501
  br label %for.cond, !dbg !502, !llvm.loop !503

for.end:                                          ; preds = %for.cond
  %28 = load double, ptr %e, align 8, !dbg !505
  ret double %28, !dbg !506
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

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47, !48}
!llvm.ident = !{!49}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "particles", scope: !2, file: !3, line: 32, type: !39, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !9, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "aos.c", directory: ".", checksumkind: CSK_MD5, checksum: "59270ce57d2a537e862e26efaddbdb02")
!4 = !{!5, !8}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !6, line: 18, baseType: !7)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!7 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !{!10, !0, !16}
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(scope: null, file: !3, line: 108, type: !12, isLocal: true, isDefinition: true)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 160, elements: !14)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!14 = !{!15}
!15 = !DISubrange(count: 20)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "world", scope: !2, file: !3, line: 33, type: !18, isLocal: true, isDefinition: true)
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "system", file: !3, line: 25, size: 28800, elements: !19)
!19 = !{!20, !22, !38}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "nparticles", scope: !18, file: !3, line: 26, baseType: !21, size: 32)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "parts", scope: !18, file: !3, line: 27, baseType: !23, size: 28672, offset: 64)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 28672, elements: !36)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "particle", file: !3, line: 12, size: 448, elements: !25)
!25 = !{!26, !33, !34, !35}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !24, file: !3, line: 13, baseType: !27, size: 192)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vec3", file: !3, line: 8, size: 192, elements: !28)
!28 = !{!29, !31, !32}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !27, file: !3, line: 9, baseType: !30, size: 64)
!30 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !27, file: !3, line: 9, baseType: !30, size: 64, offset: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !27, file: !3, line: 9, baseType: !30, size: 64, offset: 128)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "vel", scope: !24, file: !3, line: 13, baseType: !27, size: 192, offset: 192)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "mass", scope: !24, file: !3, line: 14, baseType: !8, size: 32, offset: 384)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "alive", scope: !24, file: !3, line: 15, baseType: !21, size: 32, offset: 416)
!36 = !{!37}
!37 = !DISubrange(count: 64)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "time", scope: !18, file: !3, line: 28, baseType: !30, size: 64, offset: 28736)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 57344, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 128)
!42 = !{i32 7, !"Dwarf Version", i32 5}
!43 = !{i32 2, !"Debug Info Version", i32 3}
!44 = !{i32 1, !"wchar_size", i32 4}
!45 = !{i32 8, !"PIC Level", i32 2}
!46 = !{i32 7, !"PIE Level", i32 2}
!47 = !{i32 7, !"uwtable", i32 2}
!48 = !{i32 7, !"frame-pointer", i32 2}
!49 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!50 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 86, type: !51, scopeLine: 87, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !55)
!51 = !DISubroutineType(types: !52)
!52 = !{!21, !21, !53}
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!55 = !{}
!56 = !DILocalVariable(name: "argc", arg: 1, scope: !50, file: !3, line: 86, type: !21)
!57 = !DILocation(line: 86, column: 14, scope: !50)
!58 = !DILocalVariable(name: "argv", arg: 2, scope: !50, file: !3, line: 86, type: !53)
!59 = !DILocation(line: 86, column: 27, scope: !50)
!60 = !DILocalVariable(name: "n", scope: !50, file: !3, line: 88, type: !21)
!61 = !DILocation(line: 88, column: 6, scope: !50)
!62 = !DILocation(line: 88, column: 10, scope: !50)
!63 = !DILocation(line: 88, column: 15, scope: !50)
!64 = !DILocation(line: 88, column: 26, scope: !50)
!65 = !DILocation(line: 88, column: 21, scope: !50)
!66 = !DILocation(line: 89, column: 6, scope: !67)
!67 = distinct !DILexicalBlock(scope: !50, file: !3, line: 89, column: 6)
!68 = !DILocation(line: 89, column: 8, scope: !67)
!69 = !DILocation(line: 89, column: 12, scope: !67)
!70 = !DILocation(line: 89, column: 15, scope: !67)
!71 = !DILocation(line: 89, column: 17, scope: !67)
!72 = !DILocation(line: 89, column: 6, scope: !50)
!73 = !DILocation(line: 90, column: 5, scope: !67)
!74 = !DILocation(line: 90, column: 3, scope: !67)
!75 = !DILocation(line: 91, column: 2, scope: !50)
!76 = !DILocation(line: 92, column: 19, scope: !50)
!77 = !DILocation(line: 93, column: 36, scope: !50)
!78 = !DILocation(line: 93, column: 2, scope: !50)
!79 = !DILocalVariable(name: "t", scope: !80, file: !3, line: 94, type: !21)
!80 = distinct !DILexicalBlock(scope: !50, file: !3, line: 94, column: 2)
!81 = !DILocation(line: 94, column: 11, scope: !80)
!82 = !DILocation(line: 94, column: 7, scope: !80)
!83 = !DILocation(line: 94, column: 18, scope: !84)
!84 = distinct !DILexicalBlock(scope: !80, file: !3, line: 94, column: 2)
!85 = !DILocation(line: 94, column: 20, scope: !84)
!86 = !DILocation(line: 94, column: 2, scope: !80)
!87 = !DILocation(line: 95, column: 3, scope: !88)
!88 = distinct !DILexicalBlock(scope: !84, file: !3, line: 94, column: 31)
!89 = !DILocation(line: 96, column: 27, scope: !88)
!90 = !DILocation(line: 96, column: 3, scope: !88)
!91 = !DILocation(line: 97, column: 14, scope: !88)
!92 = !DILocation(line: 98, column: 2, scope: !88)
!93 = !DILocation(line: 94, column: 27, scope: !84)
!94 = !DILocation(line: 94, column: 2, scope: !84)
!95 = distinct !{!95, !86, !96, !97}
!96 = !DILocation(line: 98, column: 2, scope: !80)
!97 = !{!"llvm.loop.mustprogress"}
!98 = !DILocalVariable(name: "bodies", scope: !50, file: !3, line: 99, type: !99)
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!100 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "body", file: !3, line: 18, size: 512, elements: !101)
!101 = !{!102, !103, !104, !105}
!102 = !DIDerivedType(tag: DW_TAG_member, name: "mass", scope: !100, file: !3, line: 19, baseType: !30, size: 64)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !100, file: !3, line: 20, baseType: !27, size: 192, offset: 64)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "force", scope: !100, file: !3, line: 21, baseType: !27, size: 192, offset: 256)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !100, file: !3, line: 22, baseType: !106, size: 64, offset: 448)
!106 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!107 = !DILocation(line: 99, column: 15, scope: !50)
!108 = !DILocation(line: 99, column: 39, scope: !50)
!109 = !DILocation(line: 99, column: 31, scope: !50)
!110 = !DILocation(line: 99, column: 41, scope: !50)
!111 = !DILocation(line: 99, column: 24, scope: !50)
!112 = !DILocation(line: 100, column: 7, scope: !113)
!113 = distinct !DILexicalBlock(scope: !50, file: !3, line: 100, column: 6)
!114 = !DILocation(line: 100, column: 6, scope: !50)
!115 = !DILocation(line: 101, column: 3, scope: !113)
!116 = !DILocalVariable(name: "i", scope: !117, file: !3, line: 102, type: !21)
!117 = distinct !DILexicalBlock(scope: !50, file: !3, line: 102, column: 2)
!118 = !DILocation(line: 102, column: 11, scope: !117)
!119 = !DILocation(line: 102, column: 7, scope: !117)
!120 = !DILocation(line: 102, column: 18, scope: !121)
!121 = distinct !DILexicalBlock(scope: !117, file: !3, line: 102, column: 2)
!122 = !DILocation(line: 102, column: 22, scope: !121)
!123 = !DILocation(line: 102, column: 20, scope: !121)
!124 = !DILocation(line: 102, column: 2, scope: !117)
!125 = !DILocation(line: 103, column: 24, scope: !126)
!126 = distinct !DILexicalBlock(scope: !121, file: !3, line: 102, column: 30)
!127 = !DILocation(line: 103, column: 22, scope: !126)
!128 = !DILocation(line: 103, column: 20, scope: !126)
!129 = !DILocation(line: 103, column: 3, scope: !126)
!130 = !DILocation(line: 103, column: 10, scope: !126)
!131 = !DILocation(line: 103, column: 13, scope: !126)
!132 = !DILocation(line: 103, column: 18, scope: !126)
!133 = !DILocation(line: 104, column: 3, scope: !126)
!134 = !DILocation(line: 104, column: 10, scope: !126)
!135 = !DILocation(line: 104, column: 13, scope: !126)
!136 = !DILocation(line: 104, column: 32, scope: !126)
!137 = !DILocation(line: 104, column: 34, scope: !126)
!138 = !DILocation(line: 104, column: 43, scope: !126)
!139 = !DILocation(line: 104, column: 41, scope: !126)
!140 = !DILocation(line: 104, column: 47, scope: !126)
!141 = !DILocation(line: 104, column: 46, scope: !126)
!142 = !DILocation(line: 104, column: 19, scope: !126)
!143 = !DILocation(line: 105, column: 25, scope: !126)
!144 = !DILocation(line: 105, column: 23, scope: !126)
!145 = !DILocation(line: 105, column: 18, scope: !126)
!146 = !DILocation(line: 105, column: 3, scope: !126)
!147 = !DILocation(line: 105, column: 10, scope: !126)
!148 = !DILocation(line: 105, column: 13, scope: !126)
!149 = !DILocation(line: 105, column: 16, scope: !126)
!150 = !DILocation(line: 106, column: 2, scope: !126)
!151 = !DILocation(line: 102, column: 26, scope: !121)
!152 = !DILocation(line: 102, column: 2, scope: !121)
!153 = distinct !{!153, !124, !154, !97}
!154 = !DILocation(line: 106, column: 2, scope: !117)
!155 = !DILocation(line: 107, column: 9, scope: !50)
!156 = !DILocation(line: 107, column: 17, scope: !50)
!157 = !DILocation(line: 107, column: 2, scope: !50)
!158 = !DILocation(line: 108, column: 33, scope: !50)
!159 = !DILocation(line: 108, column: 62, scope: !50)
!160 = !DILocation(line: 109, column: 9, scope: !50)
!161 = !DILocation(line: 109, column: 19, scope: !50)
!162 = !DILocation(line: 109, column: 25, scope: !50)
!163 = !DILocation(line: 109, column: 28, scope: !50)
!164 = !DILocation(line: 109, column: 35, scope: !50)
!165 = !DILocation(line: 109, column: 37, scope: !50)
!166 = !DILocation(line: 109, column: 42, scope: !50)
!167 = !DILocation(line: 108, column: 2, scope: !50)
!168 = !DILocation(line: 110, column: 7, scope: !50)
!169 = !DILocation(line: 110, column: 2, scope: !50)
!170 = !DILocation(line: 111, column: 2, scope: !50)
!171 = !DILocation(line: 112, column: 1, scope: !50)
!172 = distinct !DISubprogram(name: "init_particles", scope: !3, file: !3, line: 35, type: !173, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !55)
!173 = !DISubroutineType(types: !174)
!174 = !{null, !175, !21, !30}
!175 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!176 = !DILocalVariable(name: "p", arg: 1, scope: !172, file: !3, line: 35, type: !175)
!177 = !DILocation(line: 35, column: 45, scope: !172)
!178 = !DILocalVariable(name: "n", arg: 2, scope: !172, file: !3, line: 35, type: !21)
!179 = !DILocation(line: 35, column: 52, scope: !172)
!180 = !DILocalVariable(name: "seed", arg: 3, scope: !172, file: !3, line: 35, type: !30)
!181 = !DILocation(line: 35, column: 62, scope: !172)
!182 = !DILocalVariable(name: "i", scope: !183, file: !3, line: 37, type: !21)
!183 = distinct !DILexicalBlock(scope: !172, file: !3, line: 37, column: 2)
!184 = !DILocation(line: 37, column: 11, scope: !183)
!185 = !DILocation(line: 37, column: 7, scope: !183)
!186 = !DILocation(line: 37, column: 18, scope: !187)
!187 = distinct !DILexicalBlock(scope: !183, file: !3, line: 37, column: 2)
!188 = !DILocation(line: 37, column: 22, scope: !187)
!189 = !DILocation(line: 37, column: 20, scope: !187)
!190 = !DILocation(line: 37, column: 2, scope: !183)
!191 = !DILocation(line: 38, column: 3, scope: !192)
!192 = distinct !DILexicalBlock(scope: !187, file: !3, line: 37, column: 30)
!193 = !DILocation(line: 38, column: 5, scope: !192)
!194 = !DILocation(line: 38, column: 8, scope: !192)
!195 = !DILocation(line: 38, column: 27, scope: !192)
!196 = !DILocation(line: 38, column: 29, scope: !192)
!197 = !DILocation(line: 38, column: 33, scope: !192)
!198 = !DILocation(line: 38, column: 31, scope: !192)
!199 = !DILocation(line: 38, column: 39, scope: !192)
!200 = !DILocation(line: 38, column: 41, scope: !192)
!201 = !DILocation(line: 38, column: 14, scope: !192)
!202 = !DILocation(line: 39, column: 3, scope: !192)
!203 = !DILocation(line: 39, column: 5, scope: !192)
!204 = !DILocation(line: 39, column: 8, scope: !192)
!205 = !DILocation(line: 39, column: 27, scope: !192)
!206 = !DILocation(line: 39, column: 33, scope: !192)
!207 = !DILocation(line: 39, column: 32, scope: !192)
!208 = !DILocation(line: 39, column: 14, scope: !192)
!209 = !DILocation(line: 40, column: 30, scope: !192)
!210 = !DILocation(line: 40, column: 32, scope: !192)
!211 = !DILocation(line: 40, column: 22, scope: !192)
!212 = !DILocation(line: 40, column: 20, scope: !192)
!213 = !DILocation(line: 40, column: 3, scope: !192)
!214 = !DILocation(line: 40, column: 5, scope: !192)
!215 = !DILocation(line: 40, column: 8, scope: !192)
!216 = !DILocation(line: 40, column: 13, scope: !192)
!217 = !DILocation(line: 41, column: 3, scope: !192)
!218 = !DILocation(line: 41, column: 5, scope: !192)
!219 = !DILocation(line: 41, column: 8, scope: !192)
!220 = !DILocation(line: 41, column: 14, scope: !192)
!221 = !DILocation(line: 42, column: 2, scope: !192)
!222 = !DILocation(line: 37, column: 26, scope: !187)
!223 = !DILocation(line: 37, column: 2, scope: !187)
!224 = distinct !{!224, !190, !225, !97}
!225 = !DILocation(line: 42, column: 2, scope: !183)
!226 = !DILocation(line: 43, column: 1, scope: !172)
!227 = distinct !DISubprogram(name: "step", scope: !3, file: !3, line: 45, type: !173, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !55)
!228 = !DILocalVariable(name: "p", arg: 1, scope: !227, file: !3, line: 45, type: !175)
!229 = !DILocation(line: 45, column: 35, scope: !227)
!230 = !DILocalVariable(name: "n", arg: 2, scope: !227, file: !3, line: 45, type: !21)
!231 = !DILocation(line: 45, column: 42, scope: !227)
!232 = !DILocalVariable(name: "dt", arg: 3, scope: !227, file: !3, line: 45, type: !30)
!233 = !DILocation(line: 45, column: 52, scope: !227)
!234 = !DILocalVariable(name: "q", scope: !235, file: !3, line: 47, type: !175)
!235 = distinct !DILexicalBlock(scope: !227, file: !3, line: 47, column: 2)
!236 = !DILocation(line: 47, column: 24, scope: !235)
!237 = !DILocation(line: 47, column: 28, scope: !235)
!238 = !DILocation(line: 47, column: 7, scope: !235)
!239 = !DILocation(line: 47, column: 31, scope: !240)
!240 = distinct !DILexicalBlock(scope: !235, file: !3, line: 47, column: 2)
!241 = !DILocation(line: 47, column: 35, scope: !240)
!242 = !DILocation(line: 47, column: 39, scope: !240)
!243 = !DILocation(line: 47, column: 37, scope: !240)
!244 = !DILocation(line: 47, column: 33, scope: !240)
!245 = !DILocation(line: 47, column: 2, scope: !235)
!246 = !DILocation(line: 48, column: 8, scope: !247)
!247 = distinct !DILexicalBlock(scope: !248, file: !3, line: 48, column: 7)
!248 = distinct !DILexicalBlock(scope: !240, file: !3, line: 47, column: 47)
!249 = !DILocation(line: 48, column: 11, scope: !247)
!250 = !DILocation(line: 48, column: 7, scope: !248)
!251 = !DILocation(line: 49, column: 4, scope: !247)
!252 = !DILocation(line: 50, column: 15, scope: !248)
!253 = !DILocation(line: 50, column: 18, scope: !248)
!254 = !DILocation(line: 50, column: 22, scope: !248)
!255 = !DILocation(line: 50, column: 26, scope: !248)
!256 = !DILocation(line: 50, column: 3, scope: !248)
!257 = !DILocation(line: 50, column: 6, scope: !248)
!258 = !DILocation(line: 50, column: 10, scope: !248)
!259 = !DILocation(line: 50, column: 12, scope: !248)
!260 = !DILocation(line: 51, column: 15, scope: !248)
!261 = !DILocation(line: 51, column: 18, scope: !248)
!262 = !DILocation(line: 51, column: 22, scope: !248)
!263 = !DILocation(line: 51, column: 26, scope: !248)
!264 = !DILocation(line: 51, column: 3, scope: !248)
!265 = !DILocation(line: 51, column: 6, scope: !248)
!266 = !DILocation(line: 51, column: 10, scope: !248)
!267 = !DILocation(line: 51, column: 12, scope: !248)
!268 = !DILocation(line: 52, column: 15, scope: !248)
!269 = !DILocation(line: 52, column: 18, scope: !248)
!270 = !DILocation(line: 52, column: 22, scope: !248)
!271 = !DILocation(line: 52, column: 26, scope: !248)
!272 = !DILocation(line: 52, column: 3, scope: !248)
!273 = !DILocation(line: 52, column: 6, scope: !248)
!274 = !DILocation(line: 52, column: 10, scope: !248)
!275 = !DILocation(line: 52, column: 12, scope: !248)
!276 = !DILocation(line: 53, column: 7, scope: !277)
!277 = distinct !DILexicalBlock(scope: !248, file: !3, line: 53, column: 7)
!278 = !DILocation(line: 53, column: 10, scope: !277)
!279 = !DILocation(line: 53, column: 14, scope: !277)
!280 = !DILocation(line: 53, column: 16, scope: !277)
!281 = !DILocation(line: 53, column: 7, scope: !248)
!282 = !DILocation(line: 54, column: 4, scope: !277)
!283 = !DILocation(line: 54, column: 7, scope: !277)
!284 = !DILocation(line: 54, column: 13, scope: !277)
!285 = !DILocation(line: 55, column: 2, scope: !248)
!286 = !DILocation(line: 47, column: 43, scope: !240)
!287 = !DILocation(line: 47, column: 2, scope: !240)
!288 = distinct !{!288, !245, !289, !97}
!289 = !DILocation(line: 55, column: 2, scope: !235)
!290 = !DILocation(line: 56, column: 1, scope: !227)
!291 = distinct !DISubprogram(name: "forces", scope: !3, file: !3, line: 67, type: !292, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !55)
!292 = !DISubroutineType(types: !293)
!293 = !{null, !99, !21}
!294 = !DILocalVariable(name: "b", arg: 1, scope: !291, file: !3, line: 67, type: !99)
!295 = !DILocation(line: 67, column: 33, scope: !291)
!296 = !DILocalVariable(name: "n", arg: 2, scope: !291, file: !3, line: 67, type: !21)
!297 = !DILocation(line: 67, column: 40, scope: !291)
!298 = !DILocalVariable(name: "i", scope: !299, file: !3, line: 69, type: !21)
!299 = distinct !DILexicalBlock(scope: !291, file: !3, line: 69, column: 2)
!300 = !DILocation(line: 69, column: 11, scope: !299)
!301 = !DILocation(line: 69, column: 7, scope: !299)
!302 = !DILocation(line: 69, column: 18, scope: !303)
!303 = distinct !DILexicalBlock(scope: !299, file: !3, line: 69, column: 2)
!304 = !DILocation(line: 69, column: 22, scope: !303)
!305 = !DILocation(line: 69, column: 20, scope: !303)
!306 = !DILocation(line: 69, column: 2, scope: !299)
!307 = !DILocation(line: 70, column: 3, scope: !303)
!308 = !DILocation(line: 70, column: 5, scope: !303)
!309 = !DILocation(line: 70, column: 8, scope: !303)
!310 = !DILocation(line: 70, column: 16, scope: !303)
!311 = !DILocation(line: 70, column: 29, scope: !303)
!312 = !DILocation(line: 69, column: 26, scope: !303)
!313 = !DILocation(line: 69, column: 2, scope: !303)
!314 = distinct !{!314, !306, !315, !97}
!315 = !DILocation(line: 70, column: 39, scope: !299)
!316 = !DILocalVariable(name: "i", scope: !317, file: !3, line: 71, type: !21)
!317 = distinct !DILexicalBlock(scope: !291, file: !3, line: 71, column: 2)
!318 = !DILocation(line: 71, column: 11, scope: !317)
!319 = !DILocation(line: 71, column: 7, scope: !317)
!320 = !DILocation(line: 71, column: 18, scope: !321)
!321 = distinct !DILexicalBlock(scope: !317, file: !3, line: 71, column: 2)
!322 = !DILocation(line: 71, column: 22, scope: !321)
!323 = !DILocation(line: 71, column: 20, scope: !321)
!324 = !DILocation(line: 71, column: 2, scope: !317)
!325 = !DILocalVariable(name: "j", scope: !326, file: !3, line: 72, type: !21)
!326 = distinct !DILexicalBlock(scope: !321, file: !3, line: 72, column: 3)
!327 = !DILocation(line: 72, column: 12, scope: !326)
!328 = !DILocation(line: 72, column: 16, scope: !326)
!329 = !DILocation(line: 72, column: 18, scope: !326)
!330 = !DILocation(line: 72, column: 8, scope: !326)
!331 = !DILocation(line: 72, column: 23, scope: !332)
!332 = distinct !DILexicalBlock(scope: !326, file: !3, line: 72, column: 3)
!333 = !DILocation(line: 72, column: 27, scope: !332)
!334 = !DILocation(line: 72, column: 25, scope: !332)
!335 = !DILocation(line: 72, column: 3, scope: !326)
!336 = !DILocalVariable(name: "dx", scope: !337, file: !3, line: 73, type: !30)
!337 = distinct !DILexicalBlock(scope: !332, file: !3, line: 72, column: 35)
!338 = !DILocation(line: 73, column: 11, scope: !337)
!339 = !DILocation(line: 73, column: 16, scope: !337)
!340 = !DILocation(line: 73, column: 18, scope: !337)
!341 = !DILocation(line: 73, column: 21, scope: !337)
!342 = !DILocation(line: 73, column: 25, scope: !337)
!343 = !DILocation(line: 73, column: 29, scope: !337)
!344 = !DILocation(line: 73, column: 31, scope: !337)
!345 = !DILocation(line: 73, column: 34, scope: !337)
!346 = !DILocation(line: 73, column: 38, scope: !337)
!347 = !DILocation(line: 73, column: 27, scope: !337)
!348 = !DILocalVariable(name: "dy", scope: !337, file: !3, line: 73, type: !30)
!349 = !DILocation(line: 73, column: 41, scope: !337)
!350 = !DILocation(line: 73, column: 46, scope: !337)
!351 = !DILocation(line: 73, column: 48, scope: !337)
!352 = !DILocation(line: 73, column: 51, scope: !337)
!353 = !DILocation(line: 73, column: 55, scope: !337)
!354 = !DILocation(line: 73, column: 59, scope: !337)
!355 = !DILocation(line: 73, column: 61, scope: !337)
!356 = !DILocation(line: 73, column: 64, scope: !337)
!357 = !DILocation(line: 73, column: 68, scope: !337)
!358 = !DILocation(line: 73, column: 57, scope: !337)
!359 = !DILocalVariable(name: "dz", scope: !337, file: !3, line: 74, type: !30)
!360 = !DILocation(line: 74, column: 11, scope: !337)
!361 = !DILocation(line: 74, column: 16, scope: !337)
!362 = !DILocation(line: 74, column: 18, scope: !337)
!363 = !DILocation(line: 74, column: 21, scope: !337)
!364 = !DILocation(line: 74, column: 25, scope: !337)
!365 = !DILocation(line: 74, column: 29, scope: !337)
!366 = !DILocation(line: 74, column: 31, scope: !337)
!367 = !DILocation(line: 74, column: 34, scope: !337)
!368 = !DILocation(line: 74, column: 38, scope: !337)
!369 = !DILocation(line: 74, column: 27, scope: !337)
!370 = !DILocalVariable(name: "d2", scope: !337, file: !3, line: 75, type: !30)
!371 = !DILocation(line: 75, column: 11, scope: !337)
!372 = !DILocation(line: 75, column: 16, scope: !337)
!373 = !DILocation(line: 75, column: 21, scope: !337)
!374 = !DILocation(line: 75, column: 26, scope: !337)
!375 = !DILocation(line: 75, column: 31, scope: !337)
!376 = !DILocation(line: 75, column: 29, scope: !337)
!377 = !DILocation(line: 75, column: 24, scope: !337)
!378 = !DILocation(line: 75, column: 36, scope: !337)
!379 = !DILocation(line: 75, column: 41, scope: !337)
!380 = !DILocation(line: 75, column: 34, scope: !337)
!381 = !DILocation(line: 75, column: 44, scope: !337)
!382 = !DILocalVariable(name: "f", scope: !337, file: !3, line: 76, type: !30)
!383 = !DILocation(line: 76, column: 11, scope: !337)
!384 = !DILocation(line: 76, column: 15, scope: !337)
!385 = !DILocation(line: 76, column: 17, scope: !337)
!386 = !DILocation(line: 76, column: 20, scope: !337)
!387 = !DILocation(line: 76, column: 27, scope: !337)
!388 = !DILocation(line: 76, column: 29, scope: !337)
!389 = !DILocation(line: 76, column: 32, scope: !337)
!390 = !DILocation(line: 76, column: 25, scope: !337)
!391 = !DILocation(line: 76, column: 40, scope: !337)
!392 = !DILocation(line: 76, column: 50, scope: !337)
!393 = !DILocation(line: 76, column: 45, scope: !337)
!394 = !DILocation(line: 76, column: 43, scope: !337)
!395 = !DILocation(line: 76, column: 37, scope: !337)
!396 = !DILocation(line: 77, column: 20, scope: !337)
!397 = !DILocation(line: 77, column: 24, scope: !337)
!398 = !DILocation(line: 77, column: 4, scope: !337)
!399 = !DILocation(line: 77, column: 6, scope: !337)
!400 = !DILocation(line: 77, column: 9, scope: !337)
!401 = !DILocation(line: 77, column: 15, scope: !337)
!402 = !DILocation(line: 77, column: 17, scope: !337)
!403 = !DILocation(line: 78, column: 20, scope: !337)
!404 = !DILocation(line: 78, column: 24, scope: !337)
!405 = !DILocation(line: 78, column: 4, scope: !337)
!406 = !DILocation(line: 78, column: 6, scope: !337)
!407 = !DILocation(line: 78, column: 9, scope: !337)
!408 = !DILocation(line: 78, column: 15, scope: !337)
!409 = !DILocation(line: 78, column: 17, scope: !337)
!410 = !DILocation(line: 79, column: 20, scope: !337)
!411 = !DILocation(line: 79, column: 24, scope: !337)
!412 = !DILocation(line: 79, column: 4, scope: !337)
!413 = !DILocation(line: 79, column: 6, scope: !337)
!414 = !DILocation(line: 79, column: 9, scope: !337)
!415 = !DILocation(line: 79, column: 15, scope: !337)
!416 = !DILocation(line: 79, column: 17, scope: !337)
!417 = !DILocation(line: 80, column: 20, scope: !337)
!418 = !DILocation(line: 80, column: 24, scope: !337)
!419 = !DILocation(line: 80, column: 4, scope: !337)
!420 = !DILocation(line: 80, column: 6, scope: !337)
!421 = !DILocation(line: 80, column: 9, scope: !337)
!422 = !DILocation(line: 80, column: 15, scope: !337)
!423 = !DILocation(line: 80, column: 17, scope: !337)
!424 = !DILocation(line: 81, column: 20, scope: !337)
!425 = !DILocation(line: 81, column: 24, scope: !337)
!426 = !DILocation(line: 81, column: 4, scope: !337)
!427 = !DILocation(line: 81, column: 6, scope: !337)
!428 = !DILocation(line: 81, column: 9, scope: !337)
!429 = !DILocation(line: 81, column: 15, scope: !337)
!430 = !DILocation(line: 81, column: 17, scope: !337)
!431 = !DILocation(line: 82, column: 20, scope: !337)
!432 = !DILocation(line: 82, column: 24, scope: !337)
!433 = !DILocation(line: 82, column: 4, scope: !337)
!434 = !DILocation(line: 82, column: 6, scope: !337)
!435 = !DILocation(line: 82, column: 9, scope: !337)
!436 = !DILocation(line: 82, column: 15, scope: !337)
!437 = !DILocation(line: 82, column: 17, scope: !337)
!438 = !DILocation(line: 83, column: 3, scope: !337)
!439 = !DILocation(line: 72, column: 31, scope: !332)
!440 = !DILocation(line: 72, column: 3, scope: !332)
!441 = distinct !{!441, !335, !442, !97}
!442 = !DILocation(line: 83, column: 3, scope: !326)
!443 = !DILocation(line: 71, column: 26, scope: !321)
!444 = !DILocation(line: 71, column: 2, scope: !321)
!445 = distinct !{!445, !324, !446, !97}
!446 = !DILocation(line: 83, column: 3, scope: !317)
!447 = !DILocation(line: 84, column: 1, scope: !291)
!448 = distinct !DISubprogram(name: "kinetic", scope: !3, file: !3, line: 58, type: !449, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !55)
!449 = !DISubroutineType(types: !450)
!450 = !{!30, !451, !21}
!451 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !452, size: 64)
!452 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!453 = !DILocalVariable(name: "p", arg: 1, scope: !448, file: !3, line: 58, type: !451)
!454 = !DILocation(line: 58, column: 46, scope: !448)
!455 = !DILocalVariable(name: "n", arg: 2, scope: !448, file: !3, line: 58, type: !21)
!456 = !DILocation(line: 58, column: 53, scope: !448)
!457 = !DILocalVariable(name: "e", scope: !448, file: !3, line: 60, type: !30)
!458 = !DILocation(line: 60, column: 9, scope: !448)
!459 = !DILocalVariable(name: "i", scope: !460, file: !3, line: 61, type: !21)
!460 = distinct !DILexicalBlock(scope: !448, file: !3, line: 61, column: 2)
!461 = !DILocation(line: 61, column: 11, scope: !460)
!462 = !DILocation(line: 61, column: 7, scope: !460)
!463 = !DILocation(line: 61, column: 18, scope: !464)
!464 = distinct !DILexicalBlock(scope: !460, file: !3, line: 61, column: 2)
!465 = !DILocation(line: 61, column: 22, scope: !464)
!466 = !DILocation(line: 61, column: 20, scope: !464)
!467 = !DILocation(line: 61, column: 2, scope: !460)
!468 = !DILocation(line: 62, column: 14, scope: !464)
!469 = !DILocation(line: 62, column: 16, scope: !464)
!470 = !DILocation(line: 62, column: 19, scope: !464)
!471 = !DILocation(line: 62, column: 12, scope: !464)
!472 = !DILocation(line: 63, column: 9, scope: !464)
!473 = !DILocation(line: 63, column: 11, scope: !464)
!474 = !DILocation(line: 63, column: 14, scope: !464)
!475 = !DILocation(line: 63, column: 18, scope: !464)
!476 = !DILocation(line: 63, column: 22, scope: !464)
!477 = !DILocation(line: 63, column: 24, scope: !464)
!478 = !DILocation(line: 63, column: 27, scope: !464)
!479 = !DILocation(line: 63, column: 31, scope: !464)
!480 = !DILocation(line: 63, column: 35, scope: !464)
!481 = !DILocation(line: 63, column: 37, scope: !464)
!482 = !DILocation(line: 63, column: 40, scope: !464)
!483 = !DILocation(line: 63, column: 44, scope: !464)
!484 = !DILocation(line: 63, column: 48, scope: !464)
!485 = !DILocation(line: 63, column: 50, scope: !464)
!486 = !DILocation(line: 63, column: 53, scope: !464)
!487 = !DILocation(line: 63, column: 57, scope: !464)
!488 = !DILocation(line: 63, column: 46, scope: !464)
!489 = !DILocation(line: 63, column: 33, scope: !464)
!490 = !DILocation(line: 63, column: 61, scope: !464)
!491 = !DILocation(line: 63, column: 63, scope: !464)
!492 = !DILocation(line: 63, column: 66, scope: !464)
!493 = !DILocation(line: 63, column: 70, scope: !464)
!494 = !DILocation(line: 63, column: 74, scope: !464)
!495 = !DILocation(line: 63, column: 76, scope: !464)
!496 = !DILocation(line: 63, column: 79, scope: !464)
!497 = !DILocation(line: 63, column: 83, scope: !464)
!498 = !DILocation(line: 63, column: 59, scope: !464)
!499 = !DILocation(line: 62, column: 5, scope: !464)
!500 = !DILocation(line: 62, column: 3, scope: !464)
!501 = !DILocation(line: 61, column: 26, scope: !464)
!502 = !DILocation(line: 61, column: 2, scope: !464)
!503 = distinct !{!503, !467, !504, !97}
!504 = !DILocation(line: 63, column: 84, scope: !460)
!505 = !DILocation(line: 64, column: 9, scope: !448)
!506 = !DILocation(line: 64, column: 2, scope: !448)
