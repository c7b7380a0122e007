; ModuleID = 'shared_field.c'
source_filename = "shared_field.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.state = type { %struct.vec, %struct.vec, %struct.vec, %struct.vec }
%struct.vec = type { ptr, i32, i32 }
%struct.label = type { ptr, i32, i32, i8, i8 }
%struct.var = type { double, i8, i16, ptr }
%struct.absline = type { i32, i32 }
%struct.upval = type { ptr, i8, i8, i8 }

@.str = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !53 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %s = alloca %struct.state, align 8
  %i = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
    #dbg_declare(ptr %argc.addr, !59, !DIExpression(), !60)
  store ptr %argv, ptr %argv.addr, align 8
    #dbg_declare(ptr %argv.addr, !61, !DIExpression(), !62)
    #dbg_declare(ptr %s, !63, !DIExpression(), !76)
  call void @llvm.memset.p0.i64(ptr align 8 %s, i8 0, i64 64, i1 false), !dbg !76
    #dbg_declare(ptr %i, !77, !DIExpression(), !79)
  store i32 0, ptr %i, align 4, !dbg !79
  br label %for.cond, !dbg !80

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !dbg !81
  %1 = load i32, ptr %argc.addr, align 4, !dbg !83
  %cmp = icmp slt i32 %0, %1, !dbg !84
  br i1 %cmp, label %for.body, label %for.end, !dbg !85

for.body:                                         ; preds = %for.cond
  %labels = getelementptr inbounds %struct.state, ptr %s, i32 0, i32 0, !dbg !86
  %2 = load ptr, ptr %argv.addr, align 8, !dbg !88
  %3 = load i32, ptr %i, align 4, !dbg !89
  %idxprom = sext i32 %3 to i64, !dbg !88
  %arrayidx = getelementptr inbounds ptr, ptr %2, i64 %idxprom, !dbg !88
  %4 = load ptr, ptr %arrayidx, align 8, !dbg !88
  %5 = load i32, ptr %i, align 4, !dbg !90
  %6 = load i32, ptr %i, align 4, !dbg !91
  %add = add nsw i32 %6, 1, !dbg !92
  %call = call i32 @newlabel(ptr noundef %labels, ptr noundef %4, i32 noundef %5, i32 noundef %add), !dbg !93
  %vars = getelementptr inbounds %struct.state, ptr %s, i32 0, i32 1, !dbg !94
  %7 = load ptr, ptr %argv.addr, align 8, !dbg !95
  %8 = load i32, ptr %i, align 4, !dbg !96
  %idxprom1 = sext i32 %8 to i64, !dbg !95
  %arrayidx2 = getelementptr inbounds ptr, ptr %7, i64 %idxprom1, !dbg !95
  %9 = load ptr, ptr %arrayidx2, align 8, !dbg !95
  %10 = load i32, ptr %i, align 4, !dbg !97
  %conv = sitofp i32 %10 to double, !dbg !97
  %mul = fmul double %conv, 5.000000e-01, !dbg !98
  %call3 = call i32 @newvar(ptr noundef %vars, ptr noundef %9, double noundef %mul), !dbg !99
  %lines = getelementptr inbounds %struct.state, ptr %s, i32 0, i32 2, !dbg !100
  %11 = load i32, ptr %i, align 4, !dbg !101
  %12 = load i32, ptr %i, align 4, !dbg !102
  %mul4 = mul nsw i32 %12, 2, !dbg !103
  call void @addline(ptr noundef %lines, i32 noundef %11, i32 noundef %mul4), !dbg !104
  %upvals = getelementptr inbounds %struct.state, ptr %s, i32 0, i32 3, !dbg !105
  %13 = load ptr, ptr %argv.addr, align 8, !dbg !106
  %14 = load i32, ptr %i, align 4, !dbg !107
  %idxprom5 = sext i32 %14 to i64, !dbg !106
  %arrayidx6 = getelementptr inbounds ptr, ptr %13, i64 %idxprom5, !dbg !106
  %15 = load ptr, ptr %arrayidx6, align 8, !dbg !106
  %16 = load i32, ptr %i, align 4, !dbg !108
  %call7 = call i32 @newupval(ptr noundef %upvals, ptr noundef %15, i32 noundef %16), !dbg !109
  br label %for.inc, !dbg !110

for.inc:                                          ; preds = %for.body
  %17 = load i32, ptr %i, align 4, !dbg !111
  %inc = add nsw i32 %17, 1, !dbg !111
  store i32 %inc, ptr %i, align 4, !dbg !111
  br label %for.cond, !dbg !112, !llvm.loop !113

for.end:                                          ; preds = %for.cond
  %labels8 = getelementptr inbounds %struct.state, ptr %s, i32 0, i32 0, !dbg !116
  %n = getelementptr inbounds %struct.vec, ptr %labels8, i32 0, i32 1, !dbg !117
  %18 = load i32, ptr %n, align 8, !dbg !117
  %vars9 = getelementptr inbounds %struct.state, ptr %s, i32 0, i32 1, !dbg !118
  %n10 = getelementptr inbounds %struct.vec, ptr %vars9, i32 0, i32 1, !dbg !119
  %19 = load i32, ptr %n10, align 8, !dbg !119
  %lines11 = getelementptr inbounds %struct.state, ptr %s, i32 0, i32 2, !dbg !120
  %n12 = getelementptr inbounds %struct.vec, ptr %lines11, i32 0, i32 1, !dbg !121
  %20 = load i32, ptr %n12, align 8, !dbg !121
  %upvals13 = getelementptr inbounds %struct.state, ptr %s, i32 0, i32 3, !dbg !122
  %n14 = getelementptr inbounds %struct.vec, ptr %upvals13, i32 0, i32 1, !dbg !123
  %21 = load i32, ptr %n14, align 8, !dbg !123
  %call15 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %18, i32 noundef %19, i32 noundef %20, i32 noundef %21), !dbg !124
  %labels16 = getelementptr inbounds %struct.state, ptr %s, i32 0, i32 0, !dbg !125
  %arr = getelementptr inbounds %struct.vec, ptr %labels16, i32 0, i32 0, !dbg !126
  %22 = load ptr, ptr %arr, align 8, !dbg !126
  call void @free(ptr noundef %22) #6, !dbg !127
  %vars17 = getelementptr inbounds %struct.state, ptr %s, i32 0, i32 1, !dbg !128
  %arr18 = getelementptr inbounds %struct.vec, ptr %vars17, i32 0, i32 0, !dbg !129
  %23 = load ptr, ptr %arr18, align 8, !dbg !129
  call void @free(ptr noundef %23) #6, !dbg !130
  %lines19 = getelementptr inbounds %struct.state, ptr %s, i32 0, i32 2, !dbg !131
  %arr20 = getelementptr inbounds %struct.vec, ptr %lines19, i32 0, i32 0, !dbg !132
  %24 = load ptr, ptr %arr20, align 8, !dbg !132
  call void @free(ptr noundef %24) #6, !dbg !133
  %upvals21 = getelementptr inbounds %struct.state, ptr %s, i32 0, i32 3, !dbg !134
  %arr22 = getelementptr inbounds %struct.vec, ptr %upvals21, i32 0, i32 0, !dbg !135
  %25 = load ptr, ptr %arr22, align 8, !dbg !135
  call void @free(ptr noundef %25) #6, !dbg !136
  ret i32 0, !dbg !137
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @newlabel(ptr noundef %l, ptr noundef %name, i32 noundef %pc, i32 noundef %line) #0 !dbg !138 {
entry:
  %l.addr = alloca ptr, align 8
  %name.addr = alloca ptr, align 8
  %pc.addr = alloca i32, align 4
  %line.addr = alloca i32, align 4
  %n = alloca i32, align 4
  store ptr %l, ptr %l.addr, align 8
    #dbg_declare(ptr %l.addr, !142, !DIExpression(), !143)
  store ptr %name, ptr %name.addr, align 8
    #dbg_declare(ptr %name.addr, !144, !DIExpression(), !145)
  store i32 %pc, ptr %pc.addr, align 4
    #dbg_declare(ptr %pc.addr, !146, !DIExpression(), !147)
  store i32 %line, ptr %line.addr, align 4
    #dbg_declare(ptr %line.addr, !148, !DIExpression(), !149)
    #dbg_declare(ptr %n, !150, !DIExpression(), !151)
  %0 = load ptr, ptr %l.addr, align 8, !dbg !152
  %n1 = getelementptr inbounds %struct.vec, ptr %0, i32 0, i32 1, !dbg !153
  %1 = load i32, ptr %n1, align 8, !dbg !153
  store i32 %1, ptr %n, align 4, !dbg !151
  %2 = load ptr, ptr %l.addr, align 8, !dbg !154
  %arr = getelementptr inbounds %struct.vec, ptr %2, i32 0, i32 0, !dbg !155
  %3 = load ptr, ptr %arr, align 8, !dbg !155
  %4 = load i32, ptr %n, align 4, !dbg !156
  %5 = load ptr, ptr %l.addr, align 8, !dbg !157
  %size = getelementptr inbounds %struct.vec, ptr %5, i32 0, i32 2, !dbg !158
  %call = call ptr @grow(ptr noundef %3, i32 noundef %4, ptr noundef %size, i64 noundef 24), !dbg !159
  %6 = load ptr, ptr %l.addr, align 8, !dbg !160
  %arr2 = getelementptr inbounds %struct.vec, ptr %6, i32 0, i32 0, !dbg !161
  store ptr %call, ptr %arr2, align 8, !dbg !162
  %7 = load ptr, ptr %name.addr, align 8, !dbg !163
  %8 = load ptr, ptr %l.addr, align 8, !dbg !164
  %arr3 = getelementptr inbounds %struct.vec, ptr %8, i32 0, i32 0, !dbg !165
  %9 = load ptr, ptr %arr3, align 8, !dbg !165
  %10 = load i32, ptr %n, align 4, !dbg !166
  %idxprom = sext i32 %10 to i64, !dbg !167
  %arrayidx = getelementptr inbounds %struct.label, ptr %9, i64 %idxprom, !dbg !167
  %name4 = getelementptr inbounds %struct.label, ptr %arrayidx, i32 0, i32 0, !dbg !168
  store ptr %7, ptr %name4, align 8, !dbg !169
  %11 = load i32, ptr %pc.addr, align 4, !dbg !170
  %12 = load ptr, ptr %l.addr, align 8, !dbg !171
  %arr5 = getelementptr inbounds %struct.vec, ptr %12, i32 0, i32 0, !dbg !172
  %13 = load ptr, ptr %arr5, align 8, !dbg !172
  %14 = load i32, ptr %n, align 4, !dbg !173
  %idxprom6 = sext i32 %14 to i64, !dbg !174
  %arrayidx7 = getelementptr inbounds %struct.label, ptr %13, i64 %idxprom6, !dbg !174
  %pc8 = getelementptr inbounds %struct.label, ptr %arrayidx7, i32 0, i32 1, !dbg !175
  store i32 %11, ptr %pc8, align 8, !dbg !176
  %15 = load i32, ptr %line.addr, align 4, !dbg !177
  %16 = load ptr, ptr %l.addr, align 8, !dbg !178
  %arr9 = getelementptr inbounds %struct.vec, ptr %16, i32 0, i32 0, !dbg !179
  %17 = load ptr, ptr %arr9, align 8, !dbg !179
  %18 = load i32, ptr %n, align 4, !dbg !180
  %idxprom10 = sext i32 %18 to i64, !dbg !181
  %arrayidx11 = getelementptr inbounds %struct.label, ptr %17, i64 %idxprom10, !dbg !181
  %line12 = getelementptr inbounds %struct.label, ptr %arrayidx11, i32 0, i32 2, !dbg !182
  store i32 %15, ptr %line12, align 4, !dbg !183
  %19 = load ptr, ptr %l.addr, align 8, !dbg !184
  %arr13 = getelementptr inbounds %struct.vec, ptr %19, i32 0, i32 0, !dbg !185
  %20 = load ptr, ptr %arr13, align 8, !dbg !185
  %21 = load i32, ptr %n, align 4, !dbg !186
  %idxprom14 = sext i32 %21 to i64, !dbg !187
  %arrayidx15 = getelementptr inbounds %struct.label, ptr %20, i64 %idxprom14, !dbg !187
  %close = getelementptr inbounds %struct.label, ptr %arrayidx15, i32 0, i32 4, !dbg !188
  store i8 0, ptr %close, align 1, !dbg !189
  %22 = load ptr, ptr %l.addr, align 8, !dbg !190
  %n16 = getelementptr inbounds %struct.vec, ptr %22, i32 0, i32 1, !dbg !191
  %23 = load i32, ptr %n16, align 8, !dbg !192
  %inc = add nsw i32 %23, 1, !dbg !192
  store i32 %inc, ptr %n16, align 8, !dbg !192
  ret i32 %23, !dbg !193
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @newvar(ptr noundef %v, ptr noundef %name, double noundef %x) #0 !dbg !194 {
entry:
  %v.addr = alloca ptr, align 8
  %name.addr = alloca ptr, align 8
  %x.addr = alloca double, align 8
  %n = alloca i32, align 4
  %p = alloca ptr, align 8
  store ptr %v, ptr %v.addr, align 8
    #dbg_declare(ptr %v.addr, !197, !DIExpression(), !198)
  store ptr %name, ptr %name.addr, align 8
    #dbg_declare(ptr %name.addr, !199, !DIExpression(), !200)
  store double %x, ptr %x.addr, align 8
    #dbg_declare(ptr %x.addr, !201, !DIExpression(), !202)
    #dbg_declare(ptr %n, !203, !DIExpression(), !204)
  %0 = load ptr, ptr %v.addr, align 8, !dbg !205
  %n1 = getelementptr inbounds %struct.vec, ptr %0, i32 0, i32 1, !dbg !206
  %1 = load i32, ptr %n1, align 8, !dbg !206
  store i32 %1, ptr %n, align 4, !dbg !204
  %2 = load ptr, ptr %v.addr, align 8, !dbg !207
  %arr = getelementptr inbounds %struct.vec, ptr %2, i32 0, i32 0, !dbg !208
  %3 = load ptr, ptr %arr, align 8, !dbg !208
  %4 = load i32, ptr %n, align 4, !dbg !209
  %5 = load ptr, ptr %v.addr, align 8, !dbg !210
  %size = getelementptr inbounds %struct.vec, ptr %5, i32 0, i32 2, !dbg !211
  %call = call ptr @grow(ptr noundef %3, i32 noundef %4, ptr noundef %size, i64 noundef 24), !dbg !212
  %6 = load ptr, ptr %v.addr, align 8, !dbg !213
  %arr2 = getelementptr inbounds %struct.vec, ptr %6, i32 0, i32 0, !dbg !214
  store ptr %call, ptr %arr2, align 8, !dbg !215
    #dbg_declare(ptr %p, !216, !DIExpression(), !217)
  %7 = load ptr, ptr %v.addr, align 8, !dbg !218
  %arr3 = getelementptr inbounds %struct.vec, ptr %7, i32 0, i32 0, !dbg !219
  %8 = load ptr, ptr %arr3, align 8, !dbg !219
  %9 = load i32, ptr %n, align 4, !dbg !220
  %idxprom = sext i32 %9 to i64, !dbg !221
  %arrayidx = getelementptr inbounds %struct.var, ptr %8, i64 %idxprom, !dbg !221
  store ptr %arrayidx, ptr %p, align 8, !dbg !217
  %10 = load double, ptr %x.addr, align 8, !dbg !222
  %11 = load ptr, ptr %p, align 8, !dbg !223
  %v4 = getelementptr inbounds %struct.var, ptr %11, i32 0, i32 0, !dbg !224
  store double %10, ptr %v4, align 8, !dbg !225
  %12 = load ptr, ptr %p, align 8, !dbg !226
  %kind = getelementptr inbounds %struct.var, ptr %12, i32 0, i32 1, !dbg !227
  store i8 1, ptr %kind, align 8, !dbg !228
  %13 = load i32, ptr %n, align 4, !dbg !229
  %conv = trunc i32 %13 to i16, !dbg !230
  %14 = load ptr, ptr %p, align 8, !dbg !231
  %idx = getelementptr inbounds %struct.var, ptr %14, i32 0, i32 2, !dbg !232
  store i16 %conv, ptr %idx, align 2, !dbg !233
  %15 = load ptr, ptr %name.addr, align 8, !dbg !234
  %16 = load ptr, ptr %p, align 8, !dbg !235
  %name5 = getelementptr inbounds %struct.var, ptr %16, i32 0, i32 3, !dbg !236
  store ptr %15, ptr %name5, align 8, !dbg !237
  %17 = load ptr, ptr %v.addr, align 8, !dbg !238
  %n6 = getelementptr inbounds %struct.vec, ptr %17, i32 0, i32 1, !dbg !239
  %18 = load i32, ptr %n6, align 8, !dbg !240
  %inc = add nsw i32 %18, 1, !dbg !240
  store i32 %inc, ptr %n6, align 8, !dbg !240
  ret i32 %18, !dbg !241
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @addline(ptr noundef %a, i32 noundef %pc, i32 noundef %line) #0 !dbg !242 {
entry:
  %a.addr = alloca ptr, align 8
  %pc.addr = alloca i32, align 4
  %line.addr = alloca i32, align 4
  %n = alloca i32, align 4
  store ptr %a, ptr %a.addr, align 8
    #dbg_declare(ptr %a.addr, !245, !DIExpression(), !246)
  store i32 %pc, ptr %pc.addr, align 4
    #dbg_declare(ptr %pc.addr, !247, !DIExpression(), !248)
  store i32 %line, ptr %line.addr, align 4
    #dbg_declare(ptr %line.addr, !249, !DIExpression(), !250)
    #dbg_declare(ptr %n, !251, !DIExpression(), !252)
  %0 = load ptr, ptr %a.addr, align 8, !dbg !253
  %n1 = getelementptr inbounds %struct.vec, ptr %0, i32 0, i32 1, !dbg !254
  %1 = load i32, ptr %n1, align 8, !dbg !254
  store i32 %1, ptr %n, align 4, !dbg !252
  %2 = load ptr, ptr %a.addr, align 8, !dbg !255
  %arr = getelementptr inbounds %struct.vec, ptr %2, i32 0, i32 0, !dbg !256
  %3 = load ptr, ptr %arr, align 8, !dbg !256
  %4 = load i32, ptr %n, align 4, !dbg !257
  %5 = load ptr, ptr %a.addr, align 8, !dbg !258
  %size = getelementptr inbounds %struct.vec, ptr %5, i32 0, i32 2, !dbg !259
  %call = call ptr @grow(ptr noundef %3, i32 noundef %4, ptr noundef %size, i64 noundef 8), !dbg !260
  %6 = load ptr, ptr %a.addr, align 8, !dbg !261
  %arr2 = getelementptr inbounds %struct.vec, ptr %6, i32 0, i32 0, !dbg !262
  store ptr %call, ptr %arr2, align 8, !dbg !263
  %7 = load i32, ptr %pc.addr, align 4, !dbg !264
  %8 = load ptr, ptr %a.addr, align 8, !dbg !265
  %arr3 = getelementptr inbounds %struct.vec, ptr %8, i32 0, i32 0, !dbg !266
  %9 = load ptr, ptr %arr3, align 8, !dbg !266
  %10 = load i32, ptr %n, align 4, !dbg !267
  %idxprom = sext i32 %10 to i64, !dbg !268
  %arrayidx = getelementptr inbounds %struct.absline, ptr %9, i64 %idxprom, !dbg !268
  %pc4 = getelementptr inbounds %struct.absline, ptr %arrayidx, i32 0, i32 0, !dbg !269
  store i32 %7, ptr %pc4, align 4, !dbg !270
  %11 = load i32, ptr %line.addr, align 4, !dbg !271
  %12 = load ptr, ptr %a.addr, align 8, !dbg !272
  %arr5 = getelementptr inbounds %struct.vec, ptr %12, i32 0, i32 0, !dbg !273
  %13 = load ptr, ptr %arr5, align 8, !dbg !273
  %14 = load i32, ptr %n, align 4, !dbg !274
  %idxprom6 = sext i32 %14 to i64, !dbg !275
  %arrayidx7 = getelementptr inbounds %struct.absline, ptr %13, i64 %idxprom6, !dbg !275
  %line8 = getelementptr inbounds %struct.absline, ptr %arrayidx7, i32 0, i32 1, !dbg !276
  store i32 %11, ptr %line8, align 4, !dbg !277
  %15 = load ptr, ptr %a.addr, align 8, !dbg !278
  %n9 = getelementptr inbounds %struct.vec, ptr %15, i32 0, i32 1, !dbg !279
  %16 = load i32, ptr %n9, align 8, !dbg !280
  %inc = add nsw i32 %16, 1, !dbg !280
  store i32 %inc, ptr %n9, align 8, !dbg !280
  ret void, !dbg !281
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @newupval(ptr noundef %u, ptr noundef %name, i32 noundef %idx) #0 !dbg !282 {
entry:
  %u.addr = alloca ptr, align 8
  %name.addr = alloca ptr, align 8
  %idx.addr = alloca i32, align 4
  %n = alloca i32, align 4
  store ptr %u, ptr %u.addr, align 8
    #dbg_declare(ptr %u.addr, !285, !DIExpression(), !286)
  store ptr %name, ptr %name.addr, align 8
    #dbg_declare(ptr %name.addr, !287, !DIExpression(), !288)
  store i32 %idx, ptr %idx.addr, align 4
    #dbg_declare(ptr %idx.addr, !289, !DIExpression(), !290)
    #dbg_declare(ptr %n, !291, !DIExpression(), !292)
  %0 = load ptr, ptr %u.addr, align 8, !dbg !293
  %n1 = getelementptr inbounds %struct.vec, ptr %0, i32 0, i32 1, !dbg !294
  %1 = load i32, ptr %n1, align 8, !dbg !294
  store i32 %1, ptr %n, align 4, !dbg !292
  %2 = load ptr, ptr %u.addr, align 8, !dbg !295
  %arr = getelementptr inbounds %struct.vec, ptr %2, i32 0, i32 0, !dbg !296
  %3 = load ptr, ptr %arr, align 8, !dbg !296
  %4 = load i32, ptr %n, align 4, !dbg !297
  %5 = load ptr, ptr %u.addr, align 8, !dbg !298
  %size = getelementptr inbounds %struct.vec, ptr %5, i32 0, i32 2, !dbg !299
  %call = call ptr @grow(ptr noundef %3, i32 noundef %4, ptr noundef %size, i64 noundef 16), !dbg !300
  %6 = load ptr, ptr %u.addr, align 8, !dbg !301
  %arr2 = getelementptr inbounds %struct.vec, ptr %6, i32 0, i32 0, !dbg !302
  store ptr %call, ptr %arr2, align 8, !dbg !303
  %7 = load ptr, ptr %name.addr, align 8, !dbg !304
  %8 = load ptr, ptr %u.addr, align 8, !dbg !305
  %arr3 = getelementptr inbounds %struct.vec, ptr %8, i32 0, i32 0, !dbg !306
  %9 = load ptr, ptr %arr3, align 8, !dbg !306
  %10 = load i32, ptr %n, align 4, !dbg !307
  %idxprom = sext i32 %10 to i64, !dbg !308
  %arrayidx = getelementptr inbounds %struct.upval, ptr %9, i64 %idxprom, !dbg !308
  %name4 = getelementptr inbounds %struct.upval, ptr %arrayidx, i32 0, i32 0, !dbg !309
  store ptr %7, ptr %name4, align 8, !dbg !310
  %11 = load ptr, ptr %u.addr, align 8, !dbg !311
  %arr5 = getelementptr inbounds %struct.vec, ptr %11, i32 0, i32 0, !dbg !312
  %12 = load ptr, ptr %arr5, align 8, !dbg !312
  %13 = load i32, ptr %n, align 4, !dbg !313
  %idxprom6 = sext i32 %13 to i64, !dbg !314
  %arrayidx7 = getelementptr inbounds %struct.upval, ptr %12, i64 %idxprom6, !dbg !314
  %instack = getelementptr inbounds %struct.upval, ptr %arrayidx7, i32 0, i32 1, !dbg !315
  store i8 1, ptr %instack, align 8, !dbg !316
  %14 = load i32, ptr %idx.addr, align 4, !dbg !317
  %conv = trunc i32 %14 to i8, !dbg !318
  %15 = load ptr, ptr %u.addr, align 8, !dbg !319
  %arr8 = getelementptr inbounds %struct.vec, ptr %15, i32 0, i32 0, !dbg !320
  %16 = load ptr, ptr %arr8, align 8, !dbg !320
  %17 = load i32, ptr %n, align 4, !dbg !321
  %idxprom9 = sext i32 %17 to i64, !dbg !322
  %arrayidx10 = getelementptr inbounds %struct.upval, ptr %16, i64 %idxprom9, !dbg !322
  %idx11 = getelementptr inbounds %struct.upval, ptr %arrayidx10, i32 0, i32 2, !dbg !323
  store i8 %conv, ptr %idx11, align 1, !dbg !324
  %18 = load ptr, ptr %u.addr, align 8, !dbg !325
  %arr12 = getelementptr inbounds %struct.vec, ptr %18, i32 0, i32 0, !dbg !326
  %19 = load ptr, ptr %arr12, align 8, !dbg !326
  %20 = load i32, ptr %n, align 4, !dbg !327
  %idxprom13 = sext i32 %20 to i64, !dbg !328
  %arrayidx14 = getelementptr inbounds %struct.upval, ptr %19, i64 %idxprom13, !dbg !328
  %kind = getelementptr inbounds %struct.upval, ptr %arrayidx14, i32 0, i32 3, !dbg !329
  store i8 0, ptr %kind, align 2, !dbg !330
  %21 = load ptr, ptr %u.addr, align 8, !dbg !331
  %n15 = getelementptr inbounds %struct.vec, ptr %21, i32 0, i32 1, !dbg !332
  %22 = load i32, ptr %n15, align 8, !dbg !333
  %inc = add nsw i32 %22, 1, !dbg !333
  store i32 %inc, ptr %n15, align 8, !dbg !333
  ret i32 %22, !dbg !334
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @grow(ptr noundef %block, i32 noundef %n, ptr noundef %size, i64 noundef %elem) #0 !dbg !335 {
entry:
  %retval = alloca ptr, align 8
  %block.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %size.addr = alloca ptr, align 8
  %elem.addr = alloca i64, align 8
  %ns = alloca i32, align 4
  %nb = alloca ptr, align 8
  store ptr %block, ptr %block.addr, align 8
    #dbg_declare(ptr %block.addr, !339, !DIExpression(), !340)
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !341, !DIExpression(), !342)
  store ptr %size, ptr %size.addr, align 8
    #dbg_declare(ptr %size.addr, !343, !DIExpression(), !344)
  store i64 %elem, ptr %elem.addr, align 8
    #dbg_declare(ptr %elem.addr, !345, !DIExpression(), !346)
  %0 = load i32, ptr %n.addr, align 4, !dbg !347
  %1 = load ptr, ptr %size.addr, align 8, !dbg !349
  %2 = load i32, ptr %1, align 4, !dbg !350
  %cmp = icmp slt i32 %0, %2, !dbg !351
  br i1 %cmp, label %if.then, label %if.end, !dbg !352

if.then:                                          ; preds = %entry
  %3 = load ptr, ptr %block.addr, align 8, !dbg !353
  store ptr %3, ptr %retval, align 8, !dbg !354
  br label %return, !dbg !354

if.end:                                           ; preds = %entry
    #dbg_declare(ptr %ns, !355, !DIExpression(), !356)
  %4 = load ptr, ptr %size.addr, align 8, !dbg !357
  %5 = load i32, ptr %4, align 4, !dbg !358
  %tobool = icmp ne i32 %5, 0, !dbg !358
  br i1 %tobool, label %cond.true, label %cond.false, !dbg !358

cond.true:                                        ; preds = %if.end
  %6 = load ptr, ptr %size.addr, align 8, !dbg !359
  %7 = load i32, ptr %6, align 4, !dbg !360
  %mul = mul nsw i32 %7, 2, !dbg !361
  br label %cond.end, !dbg !358

cond.false:                                       ; preds = %if.end
  br label %cond.end, !dbg !358

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %mul, %cond.true ], [ 4, %cond.false ], !dbg !358
  store i32 %cond, ptr %ns, align 4, !dbg !356
    #dbg_declare(ptr %nb, !362, !DIExpression(), !363)
  %8 = load ptr, ptr %block.addr, align 8, !dbg !364
  %9 = load i32, ptr %ns, align 4, !dbg !365
  %conv = sext i32 %9 to i64, !dbg !366
  %10 = load i64, ptr %elem.addr, align 8, !dbg !367
  %mul1 = mul i64 %conv, %10, !dbg !368
  %call = call ptr @realloc(ptr noundef %8, i64 noundef %mul1) #7, !dbg !369
  store ptr %call, ptr %nb, align 8, !dbg !363
  %11 = load ptr, ptr %nb, align 8, !dbg !370
  %tobool2 = icmp ne ptr %11, null, !dbg !370
  br i1 %tobool2, label %if.end4, label %if.then3, !dbg !372

if.then3:                                         ; preds = %cond.end
  call void @abort() #8, !dbg !373
  unreachable, !dbg !373

if.end4:                                          ; preds = %cond.end
  %12 = load i32, ptr %ns, align 4, !dbg !374
  %13 = load ptr, ptr %size.addr, align 8, !dbg !375
  store i32 %12, ptr %13, align 4, !dbg !376
  %14 = load ptr, ptr %nb, align 8, !dbg !377
  store ptr %14, ptr %retval, align 8, !dbg !378
  br label %return, !dbg !378

return:                                           ; preds = %if.end4, %if.then
  %15 = load ptr, ptr %retval, align 8, !dbg !379
  ret ptr %15, !dbg !379
}

; Function Attrs: nounwind allocsize(1)
declare ptr @realloc(ptr noundef, i64 noundef) #4

; Function Attrs: noreturn nounwind
declare void @abort() #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(1) }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!45, !46, !47, !48, !49, !50, !51}
!llvm.ident = !{!52}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 111, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "shared_field.c", directory: ".", checksumkind: CSK_MD5, checksum: "5010129f57b2b391fd06b3b9a0d90458")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 13)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !44, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !20, !23, !30, !32, !37, !4}
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "label", file: !2, line: 16, size: 192, elements: !11)
!11 = !{!12, !15, !17, !18, !19}
!12 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !10, file: !2, line: 17, baseType: !13, size: 64)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!15 = !DIDerivedType(tag: DW_TAG_member, name: "pc", scope: !10, file: !2, line: 18, baseType: !16, size: 32, offset: 64)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !10, file: !2, line: 18, baseType: !16, size: 32, offset: 96)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "nactvar", scope: !10, file: !2, line: 19, baseType: !4, size: 8, offset: 128)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "close", scope: !10, file: !2, line: 19, baseType: !4, size: 8, offset: 136)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !21, line: 18, baseType: !22)
!21 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!22 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "var", file: !2, line: 22, size: 192, elements: !25)
!25 = !{!26, !28, !29, !31}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !24, file: !2, line: 23, baseType: !27, size: 64)
!27 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !24, file: !2, line: 24, baseType: !4, size: 8, offset: 64)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "idx", scope: !24, file: !2, line: 25, baseType: !30, size: 16, offset: 80)
!30 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !24, file: !2, line: 26, baseType: !13, size: 64, offset: 128)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!33 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "absline", file: !2, line: 29, size: 64, elements: !34)
!34 = !{!35, !36}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "pc", scope: !33, file: !2, line: 30, baseType: !16, size: 32)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !33, file: !2, line: 30, baseType: !16, size: 32, offset: 32)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!38 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "upval", file: !2, line: 33, size: 128, elements: !39)
!39 = !{!40, !41, !42, !43}
!40 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !38, file: !2, line: 34, baseType: !13, size: 64)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "instack", scope: !38, file: !2, line: 35, baseType: !4, size: 8, offset: 64)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "idx", scope: !38, file: !2, line: 35, baseType: !4, size: 8, offset: 72)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !38, file: !2, line: 35, baseType: !4, size: 8, offset: 80)
!44 = !{!0}
!45 = !{i32 7, !"Dwarf Version", i32 5}
!46 = !{i32 2, !"Debug Info Version", i32 3}
!47 = !{i32 1, !"wchar_size", i32 4}
!48 = !{i32 8, !"PIC Level", i32 2}
!49 = !{i32 7, !"PIE Level", i32 2}
!50 = !{i32 7, !"uwtable", i32 2}
!51 = !{i32 7, !"frame-pointer", i32 2}
!52 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!53 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 102, type: !54, scopeLine: 103, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !58)
!54 = !DISubroutineType(types: !55)
!55 = !{!16, !16, !56}
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!58 = !{}
!59 = !DILocalVariable(name: "argc", arg: 1, scope: !53, file: !2, line: 102, type: !16)
!60 = !DILocation(line: 102, column: 14, scope: !53)
!61 = !DILocalVariable(name: "argv", arg: 2, scope: !53, file: !2, line: 102, type: !56)
!62 = !DILocation(line: 102, column: 27, scope: !53)
!63 = !DILocalVariable(name: "s", scope: !53, file: !2, line: 104, type: !64)
!64 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "state", file: !2, line: 38, size: 512, elements: !65)
!65 = !{!66, !73, !74, !75}
!66 = !DIDerivedType(tag: DW_TAG_member, name: "labels", scope: !64, file: !2, line: 39, baseType: !67, size: 128)
!67 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vec", file: !2, line: 11, size: 128, elements: !68)
!68 = !{!69, !71, !72}
!69 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !67, file: !2, line: 12, baseType: !70, size: 64)
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !67, file: !2, line: 13, baseType: !16, size: 32, offset: 64)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !67, file: !2, line: 13, baseType: !16, size: 32, offset: 96)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "vars", scope: !64, file: !2, line: 39, baseType: !67, size: 128, offset: 128)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "lines", scope: !64, file: !2, line: 39, baseType: !67, size: 128, offset: 256)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "upvals", scope: !64, file: !2, line: 39, baseType: !67, size: 128, offset: 384)
!76 = !DILocation(line: 104, column: 15, scope: !53)
!77 = !DILocalVariable(name: "i", scope: !78, file: !2, line: 105, type: !16)
!78 = distinct !DILexicalBlock(scope: !53, file: !2, line: 105, column: 2)
!79 = !DILocation(line: 105, column: 11, scope: !78)
!80 = !DILocation(line: 105, column: 7, scope: !78)
!81 = !DILocation(line: 105, column: 18, scope: !82)
!82 = distinct !DILexicalBlock(scope: !78, file: !2, line: 105, column: 2)
!83 = !DILocation(line: 105, column: 22, scope: !82)
!84 = !DILocation(line: 105, column: 20, scope: !82)
!85 = !DILocation(line: 105, column: 2, scope: !78)
!86 = !DILocation(line: 106, column: 15, scope: !87)
!87 = distinct !DILexicalBlock(scope: !82, file: !2, line: 105, column: 33)
!88 = !DILocation(line: 106, column: 23, scope: !87)
!89 = !DILocation(line: 106, column: 28, scope: !87)
!90 = !DILocation(line: 106, column: 32, scope: !87)
!91 = !DILocation(line: 106, column: 35, scope: !87)
!92 = !DILocation(line: 106, column: 37, scope: !87)
!93 = !DILocation(line: 106, column: 3, scope: !87)
!94 = !DILocation(line: 107, column: 13, scope: !87)
!95 = !DILocation(line: 107, column: 19, scope: !87)
!96 = !DILocation(line: 107, column: 24, scope: !87)
!97 = !DILocation(line: 107, column: 28, scope: !87)
!98 = !DILocation(line: 107, column: 30, scope: !87)
!99 = !DILocation(line: 107, column: 3, scope: !87)
!100 = !DILocation(line: 108, column: 14, scope: !87)
!101 = !DILocation(line: 108, column: 21, scope: !87)
!102 = !DILocation(line: 108, column: 24, scope: !87)
!103 = !DILocation(line: 108, column: 26, scope: !87)
!104 = !DILocation(line: 108, column: 3, scope: !87)
!105 = !DILocation(line: 109, column: 15, scope: !87)
!106 = !DILocation(line: 109, column: 23, scope: !87)
!107 = !DILocation(line: 109, column: 28, scope: !87)
!108 = !DILocation(line: 109, column: 32, scope: !87)
!109 = !DILocation(line: 109, column: 3, scope: !87)
!110 = !DILocation(line: 110, column: 2, scope: !87)
!111 = !DILocation(line: 105, column: 29, scope: !82)
!112 = !DILocation(line: 105, column: 2, scope: !82)
!113 = distinct !{!113, !85, !114, !115}
!114 = !DILocation(line: 110, column: 2, scope: !78)
!115 = !{!"llvm.loop.mustprogress"}
!116 = !DILocation(line: 111, column: 28, scope: !53)
!117 = !DILocation(line: 111, column: 35, scope: !53)
!118 = !DILocation(line: 111, column: 40, scope: !53)
!119 = !DILocation(line: 111, column: 45, scope: !53)
!120 = !DILocation(line: 111, column: 50, scope: !53)
!121 = !DILocation(line: 111, column: 56, scope: !53)
!122 = !DILocation(line: 111, column: 61, scope: !53)
!123 = !DILocation(line: 111, column: 68, scope: !53)
!124 = !DILocation(line: 111, column: 2, scope: !53)
!125 = !DILocation(line: 112, column: 9, scope: !53)
!126 = !DILocation(line: 112, column: 16, scope: !53)
!127 = !DILocation(line: 112, column: 2, scope: !53)
!128 = !DILocation(line: 113, column: 9, scope: !53)
!129 = !DILocation(line: 113, column: 14, scope: !53)
!130 = !DILocation(line: 113, column: 2, scope: !53)
!131 = !DILocation(line: 114, column: 9, scope: !53)
!132 = !DILocation(line: 114, column: 15, scope: !53)
!133 = !DILocation(line: 114, column: 2, scope: !53)
!134 = !DILocation(line: 115, column: 9, scope: !53)
!135 = !DILocation(line: 115, column: 16, scope: !53)
!136 = !DILocation(line: 115, column: 2, scope: !53)
!137 = !DILocation(line: 116, column: 2, scope: !53)
!138 = distinct !DISubprogram(name: "newlabel", scope: !2, file: !2, line: 59, type: !139, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !58)
!139 = !DISubroutineType(types: !140)
!140 = !{!16, !141, !13, !16, !16}
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!142 = !DILocalVariable(name: "l", arg: 1, scope: !138, file: !2, line: 59, type: !141)
!143 = !DILocation(line: 59, column: 59, scope: !138)
!144 = !DILocalVariable(name: "name", arg: 2, scope: !138, file: !2, line: 59, type: !13)
!145 = !DILocation(line: 59, column: 74, scope: !138)
!146 = !DILocalVariable(name: "pc", arg: 3, scope: !138, file: !2, line: 59, type: !16)
!147 = !DILocation(line: 59, column: 84, scope: !138)
!148 = !DILocalVariable(name: "line", arg: 4, scope: !138, file: !2, line: 59, type: !16)
!149 = !DILocation(line: 59, column: 92, scope: !138)
!150 = !DILocalVariable(name: "n", scope: !138, file: !2, line: 61, type: !16)
!151 = !DILocation(line: 61, column: 6, scope: !138)
!152 = !DILocation(line: 61, column: 10, scope: !138)
!153 = !DILocation(line: 61, column: 13, scope: !138)
!154 = !DILocation(line: 62, column: 16, scope: !138)
!155 = !DILocation(line: 62, column: 19, scope: !138)
!156 = !DILocation(line: 62, column: 24, scope: !138)
!157 = !DILocation(line: 62, column: 28, scope: !138)
!158 = !DILocation(line: 62, column: 31, scope: !138)
!159 = !DILocation(line: 62, column: 11, scope: !138)
!160 = !DILocation(line: 62, column: 2, scope: !138)
!161 = !DILocation(line: 62, column: 5, scope: !138)
!162 = !DILocation(line: 62, column: 9, scope: !138)
!163 = !DILocation(line: 63, column: 37, scope: !138)
!164 = !DILocation(line: 63, column: 19, scope: !138)
!165 = !DILocation(line: 63, column: 22, scope: !138)
!166 = !DILocation(line: 63, column: 27, scope: !138)
!167 = !DILocation(line: 63, column: 2, scope: !138)
!168 = !DILocation(line: 63, column: 30, scope: !138)
!169 = !DILocation(line: 63, column: 35, scope: !138)
!170 = !DILocation(line: 64, column: 35, scope: !138)
!171 = !DILocation(line: 64, column: 19, scope: !138)
!172 = !DILocation(line: 64, column: 22, scope: !138)
!173 = !DILocation(line: 64, column: 27, scope: !138)
!174 = !DILocation(line: 64, column: 2, scope: !138)
!175 = !DILocation(line: 64, column: 30, scope: !138)
!176 = !DILocation(line: 64, column: 33, scope: !138)
!177 = !DILocation(line: 65, column: 37, scope: !138)
!178 = !DILocation(line: 65, column: 19, scope: !138)
!179 = !DILocation(line: 65, column: 22, scope: !138)
!180 = !DILocation(line: 65, column: 27, scope: !138)
!181 = !DILocation(line: 65, column: 2, scope: !138)
!182 = !DILocation(line: 65, column: 30, scope: !138)
!183 = !DILocation(line: 65, column: 35, scope: !138)
!184 = !DILocation(line: 66, column: 19, scope: !138)
!185 = !DILocation(line: 66, column: 22, scope: !138)
!186 = !DILocation(line: 66, column: 27, scope: !138)
!187 = !DILocation(line: 66, column: 2, scope: !138)
!188 = !DILocation(line: 66, column: 30, scope: !138)
!189 = !DILocation(line: 66, column: 36, scope: !138)
!190 = !DILocation(line: 67, column: 9, scope: !138)
!191 = !DILocation(line: 67, column: 12, scope: !138)
!192 = !DILocation(line: 67, column: 13, scope: !138)
!193 = !DILocation(line: 67, column: 2, scope: !138)
!194 = distinct !DISubprogram(name: "newvar", scope: !2, file: !2, line: 70, type: !195, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !58)
!195 = !DISubroutineType(types: !196)
!196 = !{!16, !141, !13, !27}
!197 = !DILocalVariable(name: "v", arg: 1, scope: !194, file: !2, line: 70, type: !141)
!198 = !DILocation(line: 70, column: 57, scope: !194)
!199 = !DILocalVariable(name: "name", arg: 2, scope: !194, file: !2, line: 70, type: !13)
!200 = !DILocation(line: 70, column: 72, scope: !194)
!201 = !DILocalVariable(name: "x", arg: 3, scope: !194, file: !2, line: 70, type: !27)
!202 = !DILocation(line: 70, column: 85, scope: !194)
!203 = !DILocalVariable(name: "n", scope: !194, file: !2, line: 72, type: !16)
!204 = !DILocation(line: 72, column: 6, scope: !194)
!205 = !DILocation(line: 72, column: 10, scope: !194)
!206 = !DILocation(line: 72, column: 13, scope: !194)
!207 = !DILocation(line: 73, column: 16, scope: !194)
!208 = !DILocation(line: 73, column: 19, scope: !194)
!209 = !DILocation(line: 73, column: 24, scope: !194)
!210 = !DILocation(line: 73, column: 28, scope: !194)
!211 = !DILocation(line: 73, column: 31, scope: !194)
!212 = !DILocation(line: 73, column: 11, scope: !194)
!213 = !DILocation(line: 73, column: 2, scope: !194)
!214 = !DILocation(line: 73, column: 5, scope: !194)
!215 = !DILocation(line: 73, column: 9, scope: !194)
!216 = !DILocalVariable(name: "p", scope: !194, file: !2, line: 74, type: !23)
!217 = !DILocation(line: 74, column: 14, scope: !194)
!218 = !DILocation(line: 74, column: 34, scope: !194)
!219 = !DILocation(line: 74, column: 37, scope: !194)
!220 = !DILocation(line: 74, column: 42, scope: !194)
!221 = !DILocation(line: 74, column: 19, scope: !194)
!222 = !DILocation(line: 75, column: 9, scope: !194)
!223 = !DILocation(line: 75, column: 2, scope: !194)
!224 = !DILocation(line: 75, column: 5, scope: !194)
!225 = !DILocation(line: 75, column: 7, scope: !194)
!226 = !DILocation(line: 76, column: 2, scope: !194)
!227 = !DILocation(line: 76, column: 5, scope: !194)
!228 = !DILocation(line: 76, column: 10, scope: !194)
!229 = !DILocation(line: 77, column: 18, scope: !194)
!230 = !DILocation(line: 77, column: 11, scope: !194)
!231 = !DILocation(line: 77, column: 2, scope: !194)
!232 = !DILocation(line: 77, column: 5, scope: !194)
!233 = !DILocation(line: 77, column: 9, scope: !194)
!234 = !DILocation(line: 78, column: 12, scope: !194)
!235 = !DILocation(line: 78, column: 2, scope: !194)
!236 = !DILocation(line: 78, column: 5, scope: !194)
!237 = !DILocation(line: 78, column: 10, scope: !194)
!238 = !DILocation(line: 79, column: 9, scope: !194)
!239 = !DILocation(line: 79, column: 12, scope: !194)
!240 = !DILocation(line: 79, column: 13, scope: !194)
!241 = !DILocation(line: 79, column: 2, scope: !194)
!242 = distinct !DISubprogram(name: "addline", scope: !2, file: !2, line: 82, type: !243, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !58)
!243 = !DISubroutineType(types: !244)
!244 = !{null, !141, !16, !16}
!245 = !DILocalVariable(name: "a", arg: 1, scope: !242, file: !2, line: 82, type: !141)
!246 = !DILocation(line: 82, column: 59, scope: !242)
!247 = !DILocalVariable(name: "pc", arg: 2, scope: !242, file: !2, line: 82, type: !16)
!248 = !DILocation(line: 82, column: 66, scope: !242)
!249 = !DILocalVariable(name: "line", arg: 3, scope: !242, file: !2, line: 82, type: !16)
!250 = !DILocation(line: 82, column: 74, scope: !242)
!251 = !DILocalVariable(name: "n", scope: !242, file: !2, line: 84, type: !16)
!252 = !DILocation(line: 84, column: 6, scope: !242)
!253 = !DILocation(line: 84, column: 10, scope: !242)
!254 = !DILocation(line: 84, column: 13, scope: !242)
!255 = !DILocation(line: 85, column: 16, scope: !242)
!256 = !DILocation(line: 85, column: 19, scope: !242)
!257 = !DILocation(line: 85, column: 24, scope: !242)
!258 = !DILocation(line: 85, column: 28, scope: !242)
!259 = !DILocation(line: 85, column: 31, scope: !242)
!260 = !DILocation(line: 85, column: 11, scope: !242)
!261 = !DILocation(line: 85, column: 2, scope: !242)
!262 = !DILocation(line: 85, column: 5, scope: !242)
!263 = !DILocation(line: 85, column: 9, scope: !242)
!264 = !DILocation(line: 86, column: 37, scope: !242)
!265 = !DILocation(line: 86, column: 21, scope: !242)
!266 = !DILocation(line: 86, column: 24, scope: !242)
!267 = !DILocation(line: 86, column: 29, scope: !242)
!268 = !DILocation(line: 86, column: 2, scope: !242)
!269 = !DILocation(line: 86, column: 32, scope: !242)
!270 = !DILocation(line: 86, column: 35, scope: !242)
!271 = !DILocation(line: 87, column: 39, scope: !242)
!272 = !DILocation(line: 87, column: 21, scope: !242)
!273 = !DILocation(line: 87, column: 24, scope: !242)
!274 = !DILocation(line: 87, column: 29, scope: !242)
!275 = !DILocation(line: 87, column: 2, scope: !242)
!276 = !DILocation(line: 87, column: 32, scope: !242)
!277 = !DILocation(line: 87, column: 37, scope: !242)
!278 = !DILocation(line: 88, column: 2, scope: !242)
!279 = !DILocation(line: 88, column: 5, scope: !242)
!280 = !DILocation(line: 88, column: 6, scope: !242)
!281 = !DILocation(line: 89, column: 1, scope: !242)
!282 = distinct !DISubprogram(name: "newupval", scope: !2, file: !2, line: 91, type: !283, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !58)
!283 = !DISubroutineType(types: !284)
!284 = !{!16, !141, !13, !16}
!285 = !DILocalVariable(name: "u", arg: 1, scope: !282, file: !2, line: 91, type: !141)
!286 = !DILocation(line: 91, column: 59, scope: !282)
!287 = !DILocalVariable(name: "name", arg: 2, scope: !282, file: !2, line: 91, type: !13)
!288 = !DILocation(line: 91, column: 74, scope: !282)
!289 = !DILocalVariable(name: "idx", arg: 3, scope: !282, file: !2, line: 91, type: !16)
!290 = !DILocation(line: 91, column: 84, scope: !282)
!291 = !DILocalVariable(name: "n", scope: !282, file: !2, line: 93, type: !16)
!292 = !DILocation(line: 93, column: 6, scope: !282)
!293 = !DILocation(line: 93, column: 10, scope: !282)
!294 = !DILocation(line: 93, column: 13, scope: !282)
!295 = !DILocation(line: 94, column: 16, scope: !282)
!296 = !DILocation(line: 94, column: 19, scope: !282)
!297 = !DILocation(line: 94, column: 24, scope: !282)
!298 = !DILocation(line: 94, column: 28, scope: !282)
!299 = !DILocation(line: 94, column: 31, scope: !282)
!300 = !DILocation(line: 94, column: 11, scope: !282)
!301 = !DILocation(line: 94, column: 2, scope: !282)
!302 = !DILocation(line: 94, column: 5, scope: !282)
!303 = !DILocation(line: 94, column: 9, scope: !282)
!304 = !DILocation(line: 95, column: 37, scope: !282)
!305 = !DILocation(line: 95, column: 19, scope: !282)
!306 = !DILocation(line: 95, column: 22, scope: !282)
!307 = !DILocation(line: 95, column: 27, scope: !282)
!308 = !DILocation(line: 95, column: 2, scope: !282)
!309 = !DILocation(line: 95, column: 30, scope: !282)
!310 = !DILocation(line: 95, column: 35, scope: !282)
!311 = !DILocation(line: 96, column: 19, scope: !282)
!312 = !DILocation(line: 96, column: 22, scope: !282)
!313 = !DILocation(line: 96, column: 27, scope: !282)
!314 = !DILocation(line: 96, column: 2, scope: !282)
!315 = !DILocation(line: 96, column: 30, scope: !282)
!316 = !DILocation(line: 96, column: 38, scope: !282)
!317 = !DILocation(line: 97, column: 42, scope: !282)
!318 = !DILocation(line: 97, column: 36, scope: !282)
!319 = !DILocation(line: 97, column: 19, scope: !282)
!320 = !DILocation(line: 97, column: 22, scope: !282)
!321 = !DILocation(line: 97, column: 27, scope: !282)
!322 = !DILocation(line: 97, column: 2, scope: !282)
!323 = !DILocation(line: 97, column: 30, scope: !282)
!324 = !DILocation(line: 97, column: 34, scope: !282)
!325 = !DILocation(line: 98, column: 19, scope: !282)
!326 = !DILocation(line: 98, column: 22, scope: !282)
!327 = !DILocation(line: 98, column: 27, scope: !282)
!328 = !DILocation(line: 98, column: 2, scope: !282)
!329 = !DILocation(line: 98, column: 30, scope: !282)
!330 = !DILocation(line: 98, column: 35, scope: !282)
!331 = !DILocation(line: 99, column: 9, scope: !282)
!332 = !DILocation(line: 99, column: 12, scope: !282)
!333 = !DILocation(line: 99, column: 13, scope: !282)
!334 = !DILocation(line: 99, column: 2, scope: !282)
!335 = distinct !DISubprogram(name: "grow", scope: !2, file: !2, line: 47, type: !336, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !58)
!336 = !DISubroutineType(types: !337)
!337 = !{!70, !70, !16, !338, !20}
!338 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!339 = !DILocalVariable(name: "block", arg: 1, scope: !335, file: !2, line: 47, type: !70)
!340 = !DILocation(line: 47, column: 51, scope: !335)
!341 = !DILocalVariable(name: "n", arg: 2, scope: !335, file: !2, line: 47, type: !16)
!342 = !DILocation(line: 47, column: 62, scope: !335)
!343 = !DILocalVariable(name: "size", arg: 3, scope: !335, file: !2, line: 47, type: !338)
!344 = !DILocation(line: 47, column: 70, scope: !335)
!345 = !DILocalVariable(name: "elem", arg: 4, scope: !335, file: !2, line: 47, type: !20)
!346 = !DILocation(line: 47, column: 83, scope: !335)
!347 = !DILocation(line: 49, column: 6, scope: !348)
!348 = distinct !DILexicalBlock(scope: !335, file: !2, line: 49, column: 6)
!349 = !DILocation(line: 49, column: 11, scope: !348)
!350 = !DILocation(line: 49, column: 10, scope: !348)
!351 = !DILocation(line: 49, column: 8, scope: !348)
!352 = !DILocation(line: 49, column: 6, scope: !335)
!353 = !DILocation(line: 50, column: 10, scope: !348)
!354 = !DILocation(line: 50, column: 3, scope: !348)
!355 = !DILocalVariable(name: "ns", scope: !335, file: !2, line: 51, type: !16)
!356 = !DILocation(line: 51, column: 6, scope: !335)
!357 = !DILocation(line: 51, column: 12, scope: !335)
!358 = !DILocation(line: 51, column: 11, scope: !335)
!359 = !DILocation(line: 51, column: 20, scope: !335)
!360 = !DILocation(line: 51, column: 19, scope: !335)
!361 = !DILocation(line: 51, column: 25, scope: !335)
!362 = !DILocalVariable(name: "nb", scope: !335, file: !2, line: 52, type: !70)
!363 = !DILocation(line: 52, column: 8, scope: !335)
!364 = !DILocation(line: 52, column: 21, scope: !335)
!365 = !DILocation(line: 52, column: 36, scope: !335)
!366 = !DILocation(line: 52, column: 28, scope: !335)
!367 = !DILocation(line: 52, column: 41, scope: !335)
!368 = !DILocation(line: 52, column: 39, scope: !335)
!369 = !DILocation(line: 52, column: 13, scope: !335)
!370 = !DILocation(line: 53, column: 7, scope: !371)
!371 = distinct !DILexicalBlock(scope: !335, file: !2, line: 53, column: 6)
!372 = !DILocation(line: 53, column: 6, scope: !335)
!373 = !DILocation(line: 54, column: 3, scope: !371)
!374 = !DILocation(line: 55, column: 10, scope: !335)
!375 = !DILocation(line: 55, column: 3, scope: !335)
!376 = !DILocation(line: 55, column: 8, scope: !335)
!377 = !DILocation(line: 56, column: 9, scope: !335)
!378 = !DILocation(line: 56, column: 2, scope: !335)
!379 = !DILocation(line: 57, column: 1, scope: !335)
