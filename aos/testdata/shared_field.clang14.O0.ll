; ModuleID = 'shared_field.c'
source_filename = "shared_field.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.state = type { %struct.vec, %struct.vec, %struct.vec, %struct.vec }
%struct.vec = type { i8*, i32, i32 }
%struct.label = type { i8*, i32, i32, i8, i8 }
%struct.var = type { double, i8, i16, i8* }
%struct.absline = type { i32, i32 }
%struct.upval = type { i8*, i8, i8, i8 }

@.str = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !47 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %s = alloca %struct.state, align 8
  %i = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !53, metadata !DIExpression()), !dbg !54
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !55, metadata !DIExpression()), !dbg !56
  call void @llvm.dbg.declare(metadata %struct.state* %s, metadata !57, metadata !DIExpression()), !dbg !70
  %0 = bitcast %struct.state* %s to i8*, !dbg !70
  call void @llvm.memset.p0i8.i64(i8* align 8 %0, i8 0, i64 64, i1 false), !dbg !70
  call void @llvm.dbg.declare(metadata i32* %i, metadata !71, metadata !DIExpression()), !dbg !73
  store i32 0, i32* %i, align 4, !dbg !73
  br label %for.cond, !dbg !74

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, i32* %i, align 4, !dbg !75
  %2 = load i32, i32* %argc.addr, align 4, !dbg !77
  %cmp = icmp slt i32 %1, %2, !dbg !78
  br i1 %cmp, label %for.body, label %for.end, !dbg !79

for.body:                                         ; preds = %for.cond
  %labels = getelementptr inbounds %struct.state, %struct.state* %s, i32 0, i32 0, !dbg !80
  %3 = load i8**, i8*** %argv.addr, align 8, !dbg !82
  %4 = load i32, i32* %i, align 4, !dbg !83
  %idxprom = sext i32 %4 to i64, !dbg !82
  %arrayidx = getelementptr inbounds i8*, i8** %3, i64 %idxprom, !dbg !82
  %5 = load i8*, i8** %arrayidx, align 8, !dbg !82
  %6 = load i32, i32* %i, align 4, !dbg !84
  %7 = load i32, i32* %i, align 4, !dbg !85
  %add = add nsw i32 %7, 1, !dbg !86
  %call = call i32 @newlabel(%struct.vec* noundef %labels, i8* noundef %5, i32 noundef %6, i32 noundef %add), !dbg !87
  %vars = getelementptr inbounds %struct.state, %struct.state* %s, i32 0, i32 1, !dbg !88
  %8 = load i8**, i8*** %argv.addr, align 8, !dbg !89
  %9 = load i32, i32* %i, align 4, !dbg !90
  %idxprom1 = sext i32 %9 to i64, !dbg !89
  %arrayidx2 = getelementptr inbounds i8*, i8** %8, i64 %idxprom1, !dbg !89
  %10 = load i8*, i8** %arrayidx2, align 8, !dbg !89
  %11 = load i32, i32* %i, align 4, !dbg !91
  %conv = sitofp i32 %11 to double, !dbg !91
  %mul = fmul double %conv, 5.000000e-01, !dbg !92
  %call3 = call i32 @newvar(%struct.vec* noundef %vars, i8* noundef %10, double noundef %mul), !dbg !93
  %lines = getelementptr inbounds %struct.state, %struct.state* %s, i32 0, i32 2, !dbg !94
  %12 = load i32, i32* %i, align 4, !dbg !95
  %13 = load i32, i32* %i, align 4, !dbg !96
  %mul4 = mul nsw i32 %13, 2, !dbg !97
  call void @addline(%struct.vec* noundef %lines, i32 noundef %12, i32 noundef %mul4), !dbg !98
  %upvals = getelementptr inbounds %struct.state, %struct.state* %s, i32 0, i32 3, !dbg !99
  %14 = load i8**, i8*** %argv.addr, align 8, !dbg !100
  %15 = load i32, i32* %i, align 4, !dbg !101
  %idxprom5 = sext i32 %15 to i64, !dbg !100
  %arrayidx6 = getelementptr inbounds i8*, i8** %14, i64 %idxprom5, !dbg !100
  %16 = load i8*, i8** %arrayidx6, align 8, !dbg !100
  %17 = load i32, i32* %i, align 4, !dbg !102
  %call7 = call i32 @newupval(%struct.vec* noundef %upvals, i8* noundef %16, i32 noundef %17), !dbg !103
  br label %for.inc, !dbg !104

for.inc:                                          ; preds = %for.body
  %18 = load i32, i32* %i, align 4, !dbg !105
  %inc = add nsw i32 %18, 1, !dbg !105
  store i32 %inc, i32* %i, align 4, !dbg !105
  br label %for.cond, !dbg !106, !llvm.loop !107

for.end:                                          ; preds = %for.cond
  %labels8 = getelementptr inbounds %struct.state, %struct.state* %s, i32 0, i32 0, !dbg !110
  %n = getelementptr inbounds %struct.vec, %struct.vec* %labels8, i32 0, i32 1, !dbg !111
  %19 = load i32, i32* %n, align 8, !dbg !111
  %vars9 = getelementptr inbounds %struct.state, %struct.state* %s, i32 0, i32 1, !dbg !112
  %n10 = getelementptr inbounds %struct.vec, %struct.vec* %vars9, i32 0, i32 1, !dbg !113
  %20 = load i32, i32* %n10, align 8, !dbg !113
  %lines11 = getelementptr inbounds %struct.state, %struct.state* %s, i32 0, i32 2, !dbg !114
  %n12 = getelementptr inbounds %struct.vec, %struct.vec* %lines11, i32 0, i32 1, !dbg !115
  %21 = load i32, i32* %n12, align 8, !dbg !115
  %upvals13 = getelementptr inbounds %struct.state, %struct.state* %s, i32 0, i32 3, !dbg !116
  %n14 = getelementptr inbounds %struct.vec, %struct.vec* %upvals13, i32 0, i32 1, !dbg !117
  %22 = load i32, i32* %n14, align 8, !dbg !117
  %call15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i32 noundef %19, i32 noundef %20, i32 noundef %21, i32 noundef %22), !dbg !118
  %labels16 = getelementptr inbounds %struct.state, %struct.state* %s, i32 0, i32 0, !dbg !119
  %arr = getelementptr inbounds %struct.vec, %struct.vec* %labels16, i32 0, i32 0, !dbg !120
  %23 = load i8*, i8** %arr, align 8, !dbg !120
  call void @free(i8* noundef %23) #6, !dbg !121
  %vars17 = getelementptr inbounds %struct.state, %struct.state* %s, i32 0, i32 1, !dbg !122
  %arr18 = getelementptr inbounds %struct.vec, %struct.vec* %vars17, i32 0, i32 0, !dbg !123
  %24 = load i8*, i8** %arr18, align 8, !dbg !123
  call void @free(i8* noundef %24) #6, !dbg !124
  %lines19 = getelementptr inbounds %struct.state, %struct.state* %s, i32 0, i32 2, !dbg !125
  %arr20 = getelementptr inbounds %struct.vec, %struct.vec* %lines19, i32 0, i32 0, !dbg !126
  %25 = load i8*, i8** %arr20, align 8, !dbg !126
  call void @free(i8* noundef %25) #6, !dbg !127
  %upvals21 = getelementptr inbounds %struct.state, %struct.state* %s, i32 0, i32 3, !dbg !128
  %arr22 = getelementptr inbounds %struct.vec, %struct.vec* %upvals21, i32 0, i32 0, !dbg !129
  %26 = load i8*, i8** %arr22, align 8, !dbg !129
  call void @free(i8* noundef %26) #6, !dbg !130
  ret i32 0, !dbg !131
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @newlabel(%struct.vec* noundef %l, i8* noundef %name, i32 noundef %pc, i32 noundef %line) #0 !dbg !132 {
entry:
  %l.addr = alloca %struct.vec*, align 8
  %name.addr = alloca i8*, align 8
  %pc.addr = alloca i32, align 4
  %line.addr = alloca i32, align 4
  %n = alloca i32, align 4
  store %struct.vec* %l, %struct.vec** %l.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.vec** %l.addr, metadata !136, metadata !DIExpression()), !dbg !137
  store i8* %name, i8** %name.addr, align 8
  call void @llvm.dbg.declare(metadata i8** %name.addr, metadata !138, metadata !DIExpression()), !dbg !139
  store i32 %pc, i32* %pc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %pc.addr, metadata !140, metadata !DIExpression()), !dbg !141
  store i32 %line, i32* %line.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %line.addr, metadata !142, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.declare(metadata i32* %n, metadata !144, metadata !DIExpression()), !dbg !145
  %0 = load %struct.vec*, %struct.vec** %l.addr, align 8, !dbg !146
  %n1 = getelementptr inbounds %struct.vec, %struct.vec* %0, i32 0, i32 1, !dbg !147
  %1 = load i32, i32* %n1, align 8, !dbg !147
  store i32 %1, i32* %n, align 4, !dbg !145
  %2 = load %struct.vec*, %struct.vec** %l.addr, align 8, !dbg !148
  %arr = getelementptr inbounds %struct.vec, %struct.vec* %2, i32 0, i32 0, !dbg !149
  %3 = load i8*, i8** %arr, align 8, !dbg !149
  %4 = load i32, i32* %n, align 4, !dbg !150
  %5 = load %struct.vec*, %struct.vec** %l.addr, align 8, !dbg !151
  %size = getelementptr inbounds %struct.vec, %struct.vec* %5, i32 0, i32 2, !dbg !152
  %call = call i8* @grow(i8* noundef %3, i32 noundef %4, i32* noundef %size, i64 noundef 24), !dbg !153
  %6 = load %struct.vec*, %struct.vec** %l.addr, align 8, !dbg !154
  %arr2 = getelementptr inbounds %struct.vec, %struct.vec* %6, i32 0, i32 0, !dbg !155
  store i8* %call, i8** %arr2, align 8, !dbg !156
  %7 = load i8*, i8** %name.addr, align 8, !dbg !157
  %8 = load %struct.vec*, %struct.vec** %l.addr, align 8, !dbg !158
  %arr3 = getelementptr inbounds %struct.vec, %struct.vec* %8, i32 0, i32 0, !dbg !159
  %9 = load i8*, i8** %arr3, align 8, !dbg !159
  %10 = bitcast i8* %9 to %struct.label*, !dbg !160
  %11 = load i32, i32* %n, align 4, !dbg !161
  %idxprom = sext i32 %11 to i64, !dbg !162
  %arrayidx = getelementptr inbounds %struct.label, %struct.label* %10, i64 %idxprom, !dbg !162
  %name4 = getelementptr inbounds %struct.label, %struct.label* %arrayidx, i32 0, i32 0, !dbg !163
  store i8* %7, i8** %name4, align 8, !dbg !164
  %12 = load i32, i32* %pc.addr, align 4, !dbg !165
  %13 = load %struct.vec*, %struct.vec** %l.addr, align 8, !dbg !166
  %arr5 = getelementptr inbounds %struct.vec, %struct.vec* %13, i32 0, i32 0, !dbg !167
  %14 = load i8*, i8** %arr5, align 8, !dbg !167
  %15 = bitcast i8* %14 to %struct.label*, !dbg !168
  %16 = load i32, i32* %n, align 4, !dbg !169
  %idxprom6 = sext i32 %16 to i64, !dbg !170
  %arrayidx7 = getelementptr inbounds %struct.label, %struct.label* %15, i64 %idxprom6, !dbg !170
  %pc8 = getelementptr inbounds %struct.label, %struct.label* %arrayidx7, i32 0, i32 1, !dbg !171
  store i32 %12, i32* %pc8, align 8, !dbg !172
  %17 = load i32, i32* %line.addr, align 4, !dbg !173
  %18 = load %struct.vec*, %struct.vec** %l.addr, align 8, !dbg !174
  %arr9 = getelementptr inbounds %struct.vec, %struct.vec* %18, i32 0, i32 0, !dbg !175
  %19 = load i8*, i8** %arr9, align 8, !dbg !175
  %20 = bitcast i8* %19 to %struct.label*, !dbg !176
  %21 = load i32, i32* %n, align 4, !dbg !177
  %idxprom10 = sext i32 %21 to i64, !dbg !178
  %arrayidx11 = getelementptr inbounds %struct.label, %struct.label* %20, i64 %idxprom10, !dbg !178
  %line12 = getelementptr inbounds %struct.label, %struct.label* %arrayidx11, i32 0, i32 2, !dbg !179
  store i32 %17, i32* %line12, align 4, !dbg !180
  %22 = load %struct.vec*, %struct.vec** %l.addr, align 8, !dbg !181
  %arr13 = getelementptr inbounds %struct.vec, %struct.vec* %22, i32 0, i32 0, !dbg !182
  %23 = load i8*, i8** %arr13, align 8, !dbg !182
  %24 = bitcast i8* %23 to %struct.label*, !dbg !183
  %25 = load i32, i32* %n, align 4, !dbg !184
  %idxprom14 = sext i32 %25 to i64, !dbg !185
  %arrayidx15 = getelementptr inbounds %struct.label, %struct.label* %24, i64 %idxprom14, !dbg !185
  %close = getelementptr inbounds %struct.label, %struct.label* %arrayidx15, i32 0, i32 4, !dbg !186
  store i8 0, i8* %close, align 1, !dbg !187
  %26 = load %struct.vec*, %struct.vec** %l.addr, align 8, !dbg !188
  %n16 = getelementptr inbounds %struct.vec, %struct.vec* %26, i32 0, i32 1, !dbg !189
  %27 = load i32, i32* %n16, align 8, !dbg !190
  %inc = add nsw i32 %27, 1, !dbg !190
  store i32 %inc, i32* %n16, align 8, !dbg !190
  ret i32 %27, !dbg !191
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @newvar(%struct.vec* noundef %v, i8* noundef %name, double noundef %x) #0 !dbg !192 {
entry:
  %v.addr = alloca %struct.vec*, align 8
  %name.addr = alloca i8*, align 8
  %x.addr = alloca double, align 8
  %n = alloca i32, align 4
  %p = alloca %struct.var*, align 8
  store %struct.vec* %v, %struct.vec** %v.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.vec** %v.addr, metadata !195, metadata !DIExpression()), !dbg !196
  store i8* %name, i8** %name.addr, align 8
  call void @llvm.dbg.declare(metadata i8** %name.addr, metadata !197, metadata !DIExpression()), !dbg !198
  store double %x, double* %x.addr, align 8
  call void @llvm.dbg.declare(metadata double* %x.addr, metadata !199, metadata !DIExpression()), !dbg !200
  call void @llvm.dbg.declare(metadata i32* %n, metadata !201, metadata !DIExpression()), !dbg !202
  %0 = load %struct.vec*, %struct.vec** %v.addr, align 8, !dbg !203
  %n1 = getelementptr inbounds %struct.vec, %struct.vec* %0, i32 0, i32 1, !dbg !204
  %1 = load i32, i32* %n1, align 8, !dbg !204
  store i32 %1, i32* %n, align 4, !dbg !202
  %2 = load %struct.vec*, %struct.vec** %v.addr, align 8, !dbg !205
  %arr = getelementptr inbounds %struct.vec, %struct.vec* %2, i32 0, i32 0, !dbg !206
  %3 = load i8*, i8** %arr, align 8, !dbg !206
  %4 = load i32, i32* %n, align 4, !dbg !207
  %5 = load %struct.vec*, %struct.vec** %v.addr, align 8, !dbg !208
  %size = getelementptr inbounds %struct.vec, %struct.vec* %5, i32 0, i32 2, !dbg !209
  %call = call i8* @grow(i8* noundef %3, i32 noundef %4, i32* noundef %size, i64 noundef 24), !dbg !210
  %6 = load %struct.vec*, %struct.vec** %v.addr, align 8, !dbg !211
  %arr2 = getelementptr inbounds %struct.vec, %struct.vec* %6, i32 0, i32 0, !dbg !212
  store i8* %call, i8** %arr2, align 8, !dbg !213
  call void @llvm.dbg.declare(metadata %struct.var** %p, metadata !214, metadata !DIExpression()), !dbg !215
  %7 = load %struct.vec*, %struct.vec** %v.addr, align 8, !dbg !216
  %arr3 = getelementptr inbounds %struct.vec, %struct.vec* %7, i32 0, i32 0, !dbg !217
  %8 = load i8*, i8** %arr3, align 8, !dbg !217
  %9 = bitcast i8* %8 to %struct.var*, !dbg !218
  %10 = load i32, i32* %n, align 4, !dbg !219
  %idxprom = sext i32 %10 to i64, !dbg !220
  %arrayidx = getelementptr inbounds %struct.var, %struct.var* %9, i64 %idxprom, !dbg !220
  store %struct.var* %arrayidx, %struct.var** %p, align 8, !dbg !215
  %11 = load double, double* %x.addr, align 8, !dbg !221
  %12 = load %struct.var*, %struct.var** %p, align 8, !dbg !222
  %v4 = getelementptr inbounds %struct.var, %struct.var* %12, i32 0, i32 0, !dbg !223
  store double %11, double* %v4, align 8, !dbg !224
  %13 = load %struct.var*, %struct.var** %p, align 8, !dbg !225
  %kind = getelementptr inbounds %struct.var, %struct.var* %13, i32 0, i32 1, !dbg !226
  store i8 1, i8* %kind, align 8, !dbg !227
  %14 = load i32, i32* %n, align 4, !dbg !228
  %conv = trunc i32 %14 to i16, !dbg !229
  %15 = load %struct.var*, %struct.var** %p, align 8, !dbg !230
  %idx = getelementptr inbounds %struct.var, %struct.var* %15, i32 0, i32 2, !dbg !231
  store i16 %conv, i16* %idx, align 2, !dbg !232
  %16 = load i8*, i8** %name.addr, align 8, !dbg !233
  %17 = load %struct.var*, %struct.var** %p, align 8, !dbg !234
  %name5 = getelementptr inbounds %struct.var, %struct.var* %17, i32 0, i32 3, !dbg !235
  store i8* %16, i8** %name5, align 8, !dbg !236
  %18 = load %struct.vec*, %struct.vec** %v.addr, align 8, !dbg !237
  %n6 = getelementptr inbounds %struct.vec, %struct.vec* %18, i32 0, i32 1, !dbg !238
  %19 = load i32, i32* %n6, align 8, !dbg !239
  %inc = add nsw i32 %19, 1, !dbg !239
  store i32 %inc, i32* %n6, align 8, !dbg !239
  ret i32 %19, !dbg !240
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @addline(%struct.vec* noundef %a, i32 noundef %pc, i32 noundef %line) #0 !dbg !241 {
entry:
  %a.addr = alloca %struct.vec*, align 8
  %pc.addr = alloca i32, align 4
  %line.addr = alloca i32, align 4
  %n = alloca i32, align 4
  store %struct.vec* %a, %struct.vec** %a.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.vec** %a.addr, metadata !244, metadata !DIExpression()), !dbg !245
  store i32 %pc, i32* %pc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %pc.addr, metadata !246, metadata !DIExpression()), !dbg !247
  store i32 %line, i32* %line.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %line.addr, metadata !248, metadata !DIExpression()), !dbg !249
  call void @llvm.dbg.declare(metadata i32* %n, metadata !250, metadata !DIExpression()), !dbg !251
  %0 = load %struct.vec*, %struct.vec** %a.addr, align 8, !dbg !252
  %n1 = getelementptr inbounds %struct.vec, %struct.vec* %0, i32 0, i32 1, !dbg !253
  %1 = load i32, i32* %n1, align 8, !dbg !253
  store i32 %1, i32* %n, align 4, !dbg !251
  %2 = load %struct.vec*, %struct.vec** %a.addr, align 8, !dbg !254
  %arr = getelementptr inbounds %struct.vec, %struct.vec* %2, i32 0, i32 0, !dbg !255
  %3 = load i8*, i8** %arr, align 8, !dbg !255
  %4 = load i32, i32* %n, align 4, !dbg !256
  %5 = load %struct.vec*, %struct.vec** %a.addr, align 8, !dbg !257
  %size = getelementptr inbounds %struct.vec, %struct.vec* %5, i32 0, i32 2, !dbg !258
  %call = call i8* @grow(i8* noundef %3, i32 noundef %4, i32* noundef %size, i64 noundef 8), !dbg !259
  %6 = load %struct.vec*, %struct.vec** %a.addr, align 8, !dbg !260
  %arr2 = getelementptr inbounds %struct.vec, %struct.vec* %6, i32 0, i32 0, !dbg !261
  store i8* %call, i8** %arr2, align 8, !dbg !262
  %7 = load i32, i32* %pc.addr, align 4, !dbg !263
  %8 = load %struct.vec*, %struct.vec** %a.addr, align 8, !dbg !264
  %arr3 = getelementptr inbounds %struct.vec, %struct.vec* %8, i32 0, i32 0, !dbg !265
  %9 = load i8*, i8** %arr3, align 8, !dbg !265
  %10 = bitcast i8* %9 to %struct.absline*, !dbg !266
  %11 = load i32, i32* %n, align 4, !dbg !267
  %idxprom = sext i32 %11 to i64, !dbg !268
  %arrayidx = getelementptr inbounds %struct.absline, %struct.absline* %10, i64 %idxprom, !dbg !268
  %pc4 = getelementptr inbounds %struct.absline, %struct.absline* %arrayidx, i32 0, i32 0, !dbg !269
  store i32 %7, i32* %pc4, align 4, !dbg !270
  %12 = load i32, i32* %line.addr, align 4, !dbg !271
  %13 = load %struct.vec*, %struct.vec** %a.addr, align 8, !dbg !272
  %arr5 = getelementptr inbounds %struct.vec, %struct.vec* %13, i32 0, i32 0, !dbg !273
  %14 = load i8*, i8** %arr5, align 8, !dbg !273
  %15 = bitcast i8* %14 to %struct.absline*, !dbg !274
  %16 = load i32, i32* %n, align 4, !dbg !275
  %idxprom6 = sext i32 %16 to i64, !dbg !276
  %arrayidx7 = getelementptr inbounds %struct.absline, %struct.absline* %15, i64 %idxprom6, !dbg !276
  %line8 = getelementptr inbounds %struct.absline, %struct.absline* %arrayidx7, i32 0, i32 1, !dbg !277
  store i32 %12, i32* %line8, align 4, !dbg !278
  %17 = load %struct.vec*, %struct.vec** %a.addr, align 8, !dbg !279
  %n9 = getelementptr inbounds %struct.vec, %struct.vec* %17, i32 0, i32 1, !dbg !280
  %18 = load i32, i32* %n9, align 8, !dbg !281
  %inc = add nsw i32 %18, 1, !dbg !281
  store i32 %inc, i32* %n9, align 8, !dbg !281
  ret void, !dbg !282
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @newupval(%struct.vec* noundef %u, i8* noundef %name, i32 noundef %idx) #0 !dbg !283 {
entry:
  %u.addr = alloca %struct.vec*, align 8
  %name.addr = alloca i8*, align 8
  %idx.addr = alloca i32, align 4
  %n = alloca i32, align 4
  store %struct.vec* %u, %struct.vec** %u.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.vec** %u.addr, metadata !286, metadata !DIExpression()), !dbg !287
  store i8* %name, i8** %name.addr, align 8
  call void @llvm.dbg.declare(metadata i8** %name.addr, metadata !288, metadata !DIExpression()), !dbg !289
  store i32 %idx, i32* %idx.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %idx.addr, metadata !290, metadata !DIExpression()), !dbg !291
  call void @llvm.dbg.declare(metadata i32* %n, metadata !292, metadata !DIExpression()), !dbg !293
  %0 = load %struct.vec*, %struct.vec** %u.addr, align 8, !dbg !294
  %n1 = getelementptr inbounds %struct.vec, %struct.vec* %0, i32 0, i32 1, !dbg !295
  %1 = load i32, i32* %n1, align 8, !dbg !295
  store i32 %1, i32* %n, align 4, !dbg !293
  %2 = load %struct.vec*, %struct.vec** %u.addr, align 8, !dbg !296
  %arr = getelementptr inbounds %struct.vec, %struct.vec* %2, i32 0, i32 0, !dbg !297
  %3 = load i8*, i8** %arr, align 8, !dbg !297
  %4 = load i32, i32* %n, align 4, !dbg !298
  %5 = load %struct.vec*, %struct.vec** %u.addr, align 8, !dbg !299
  %size = getelementptr inbounds %struct.vec, %struct.vec* %5, i32 0, i32 2, !dbg !300
  %call = call i8* @grow(i8* noundef %3, i32 noundef %4, i32* noundef %size, i64 noundef 16), !dbg !301
  %6 = load %struct.vec*, %struct.vec** %u.addr, align 8, !dbg !302
  %arr2 = getelementptr inbounds %struct.vec, %struct.vec* %6, i32 0, i32 0, !dbg !303
  store i8* %call, i8** %arr2, align 8, !dbg !304
  %7 = load i8*, i8** %name.addr, align 8, !dbg !305
  %8 = load %struct.vec*, %struct.vec** %u.addr, align 8, !dbg !306
  %arr3 = getelementptr inbounds %struct.vec, %struct.vec* %8, i32 0, i32 0, !dbg !307
  %9 = load i8*, i8** %arr3, align 8, !dbg !307
  %10 = bitcast i8* %9 to %struct.upval*, !dbg !308
  %11 = load i32, i32* %n, align 4, !dbg !309
  %idxprom = sext i32 %11 to i64, !dbg !310
  %arrayidx = getelementptr inbounds %struct.upval, %struct.upval* %10, i64 %idxprom, !dbg !310
  %name4 = getelementptr inbounds %struct.upval, %struct.upval* %arrayidx, i32 0, i32 0, !dbg !311
  store i8* %7, i8** %name4, align 8, !dbg !312
  %12 = load %struct.vec*, %struct.vec** %u.addr, align 8, !dbg !313
  %arr5 = getelementptr inbounds %struct.vec, %struct.vec* %12, i32 0, i32 0, !dbg !314
  %13 = load i8*, i8** %arr5, align 8, !dbg !314
  %14 = bitcast i8* %13 to %struct.upval*, !dbg !315
  %15 = load i32, i32* %n, align 4, !dbg !316
  %idxprom6 = sext i32 %15 to i64, !dbg !317
  %arrayidx7 = getelementptr inbounds %struct.upval, %struct.upval* %14, i64 %idxprom6, !dbg !317
  %instack = getelementptr inbounds %struct.upval, %struct.upval* %arrayidx7, i32 0, i32 1, !dbg !318
  store i8 1, i8* %instack, align 8, !dbg !319
  %16 = load i32, i32* %idx.addr, align 4, !dbg !320
  %conv = trunc i32 %16 to i8, !dbg !321
  %17 = load %struct.vec*, %struct.vec** %u.addr, align 8, !dbg !322
  %arr8 = getelementptr inbounds %struct.vec, %struct.vec* %17, i32 0, i32 0, !dbg !323
  %18 = load i8*, i8** %arr8, align 8, !dbg !323
  %19 = bitcast i8* %18 to %struct.upval*, !dbg !324
  %20 = load i32, i32* %n, align 4, !dbg !325
  %idxprom9 = sext i32 %20 to i64, !dbg !326
  %arrayidx10 = getelementptr inbounds %struct.upval, %struct.upval* %19, i64 %idxprom9, !dbg !326
  %idx11 = getelementptr inbounds %struct.upval, %struct.upval* %arrayidx10, i32 0, i32 2, !dbg !327
  store i8 %conv, i8* %idx11, align 1, !dbg !328
  %21 = load %struct.vec*, %struct.vec** %u.addr, align 8, !dbg !329
  %arr12 = getelementptr inbounds %struct.vec, %struct.vec* %21, i32 0, i32 0, !dbg !330
  %22 = load i8*, i8** %arr12, align 8, !dbg !330
  %23 = bitcast i8* %22 to %struct.upval*, !dbg !331
  %24 = load i32, i32* %n, align 4, !dbg !332
  %idxprom13 = sext i32 %24 to i64, !dbg !333
  %arrayidx14 = getelementptr inbounds %struct.upval, %struct.upval* %23, i64 %idxprom13, !dbg !333
  %kind = getelementptr inbounds %struct.upval, %struct.upval* %arrayidx14, i32 0, i32 3, !dbg !334
  store i8 0, i8* %kind, align 2, !dbg !335
  %25 = load %struct.vec*, %struct.vec** %u.addr, align 8, !dbg !336
  %n15 = getelementptr inbounds %struct.vec, %struct.vec* %25, i32 0, i32 1, !dbg !337
  %26 = load i32, i32* %n15, align 8, !dbg !338
  %inc = add nsw i32 %26, 1, !dbg !338
  store i32 %inc, i32* %n15, align 8, !dbg !338
  ret i32 %26, !dbg !339
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind
declare void @free(i8* noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @grow(i8* noundef %block, i32 noundef %n, i32* noundef %size, i64 noundef %elem) #0 !dbg !340 {
entry:
  %retval = alloca i8*, align 8
  %block.addr = alloca i8*, align 8
  %n.addr = alloca i32, align 4
  %size.addr = alloca i32*, align 8
  %elem.addr = alloca i64, align 8
  %ns = alloca i32, align 4
  %nb = alloca i8*, align 8
  store i8* %block, i8** %block.addr, align 8
  call void @llvm.dbg.declare(metadata i8** %block.addr, metadata !344, metadata !DIExpression()), !dbg !345
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !346, metadata !DIExpression()), !dbg !347
  store i32* %size, i32** %size.addr, align 8
  call void @llvm.dbg.declare(metadata i32** %size.addr, metadata !348, metadata !DIExpression()), !dbg !349
  store i64 %elem, i64* %elem.addr, align 8
  call void @llvm.dbg.declare(metadata i64* %elem.addr, metadata !350, metadata !DIExpression()), !dbg !351
  %0 = load i32, i32* %n.addr, align 4, !dbg !352
  %1 = load i32*, i32** %size.addr, align 8, !dbg !354
  %2 = load i32, i32* %1, align 4, !dbg !355
  %cmp = icmp slt i32 %0, %2, !dbg !356
  br i1 %cmp, label %if.then, label %if.end, !dbg !357

if.then:                                          ; preds = %entry
  %3 = load i8*, i8** %block.addr, align 8, !dbg !358
  store i8* %3, i8** %retval, align 8, !dbg !359
  br label %return, !dbg !359

if.end:                                           ; preds = %entry
  call void @llvm.dbg.declare(metadata i32* %ns, metadata !360, metadata !DIExpression()), !dbg !361
  %4 = load i32*, i32** %size.addr, align 8, !dbg !362
  %5 = load i32, i32* %4, align 4, !dbg !363
  %tobool = icmp ne i32 %5, 0, !dbg !363
  br i1 %tobool, label %cond.true, label %cond.false, !dbg !363

cond.true:                                        ; preds = %if.end
  %6 = load i32*, i32** %size.addr, align 8, !dbg !364
  %7 = load i32, i32* %6, align 4, !dbg !365
  %mul = mul nsw i32 %7, 2, !dbg !366
  br label %cond.end, !dbg !363

cond.false:                                       ; preds = %if.end
  br label %cond.end, !dbg !363

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %mul, %cond.true ], [ 4, %cond.false ], !dbg !363
  store i32 %cond, i32* %ns, align 4, !dbg !361
  call void @llvm.dbg.declare(metadata i8** %nb, metadata !367, metadata !DIExpression()), !dbg !368
  %8 = load i8*, i8** %block.addr, align 8, !dbg !369
  %9 = load i32, i32* %ns, align 4, !dbg !370
  %conv = sext i32 %9 to i64, !dbg !371
  %10 = load i64, i64* %elem.addr, align 8, !dbg !372
  %mul1 = mul i64 %conv, %10, !dbg !373
  %call = call i8* @realloc(i8* noundef %8, i64 noundef %mul1) #6, !dbg !374
  store i8* %call, i8** %nb, align 8, !dbg !368
  %11 = load i8*, i8** %nb, align 8, !dbg !375
  %tobool2 = icmp ne i8* %11, null, !dbg !375
  br i1 %tobool2, label %if.end4, label %if.then3, !dbg !377

if.then3:                                         ; preds = %cond.end
  call void @abort() #7, !dbg !378
  unreachable, !dbg !378

if.end4:                                          ; preds = %cond.end
  %12 = load i32, i32* %ns, align 4, !dbg !379
  %13 = load i32*, i32** %size.addr, align 8, !dbg !380
  store i32 %12, i32* %13, align 4, !dbg !381
  %14 = load i8*, i8** %nb, align 8, !dbg !382
  store i8* %14, i8** %retval, align 8, !dbg !383
  br label %return, !dbg !383

return:                                           ; preds = %if.end4, %if.then
  %15 = load i8*, i8** %retval, align 8, !dbg !384
  ret i8* %15, !dbg !384
}

; Function Attrs: nounwind
declare i8* @realloc(i8* noundef, i64 noundef) #4

; Function Attrs: noreturn nounwind
declare void @abort() #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!39, !40, !41, !42, !43, !44, !45}
!llvm.ident = !{!46}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "shared_field.c", directory: ".", checksumkind: CSK_MD5, checksum: "5010129f57b2b391fd06b3b9a0d90458")
!2 = !{!3, !15, !18, !25, !27, !32, !9}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!4 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "label", file: !1, line: 16, size: 192, elements: !5)
!5 = !{!6, !10, !12, !13, !14}
!6 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !4, file: !1, line: 17, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DIDerivedType(tag: DW_TAG_member, name: "pc", scope: !4, file: !1, line: 18, baseType: !11, size: 32, offset: 64)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !4, file: !1, line: 18, baseType: !11, size: 32, offset: 96)
!13 = !DIDerivedType(tag: DW_TAG_member, name: "nactvar", scope: !4, file: !1, line: 19, baseType: !9, size: 8, offset: 128)
!14 = !DIDerivedType(tag: DW_TAG_member, name: "close", scope: !4, file: !1, line: 19, baseType: !9, size: 8, offset: 136)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !16, line: 46, baseType: !17)
!16 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!17 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "var", file: !1, line: 22, size: 192, elements: !20)
!20 = !{!21, !23, !24, !26}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !19, file: !1, line: 23, baseType: !22, size: 64)
!22 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !19, file: !1, line: 24, baseType: !9, size: 8, offset: 64)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "idx", scope: !19, file: !1, line: 25, baseType: !25, size: 16, offset: 80)
!25 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !19, file: !1, line: 26, baseType: !7, size: 64, offset: 128)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "absline", file: !1, line: 29, size: 64, elements: !29)
!29 = !{!30, !31}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "pc", scope: !28, file: !1, line: 30, baseType: !11, size: 32)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !28, file: !1, line: 30, baseType: !11, size: 32, offset: 32)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!33 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "upval", file: !1, line: 33, size: 128, elements: !34)
!34 = !{!35, !36, !37, !38}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !33, file: !1, line: 34, baseType: !7, size: 64)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "instack", scope: !33, file: !1, line: 35, baseType: !9, size: 8, offset: 64)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "idx", scope: !33, file: !1, line: 35, baseType: !9, size: 8, offset: 72)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !33, file: !1, line: 35, baseType: !9, size: 8, offset: 80)
!39 = !{i32 7, !"Dwarf Version", i32 5}
!40 = !{i32 2, !"Debug Info Version", i32 3}
!41 = !{i32 1, !"wchar_size", i32 4}
!42 = !{i32 7, !"PIC Level", i32 2}
!43 = !{i32 7, !"PIE Level", i32 2}
!44 = !{i32 7, !"uwtable", i32 1}
!45 = !{i32 7, !"frame-pointer", i32 2}
!46 = !{!"Debian clang version 14.0.6"}
!47 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 102, type: !48, scopeLine: 103, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !52)
!48 = !DISubroutineType(types: !49)
!49 = !{!11, !11, !50}
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!52 = !{}
!53 = !DILocalVariable(name: "argc", arg: 1, scope: !47, file: !1, line: 102, type: !11)
!54 = !DILocation(line: 102, column: 14, scope: !47)
!55 = !DILocalVariable(name: "argv", arg: 2, scope: !47, file: !1, line: 102, type: !50)
!56 = !DILocation(line: 102, column: 27, scope: !47)
!57 = !DILocalVariable(name: "s", scope: !47, file: !1, line: 104, type: !58)
!58 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "state", file: !1, line: 38, size: 512, elements: !59)
!59 = !{!60, !67, !68, !69}
!60 = !DIDerivedType(tag: DW_TAG_member, name: "labels", scope: !58, file: !1, line: 39, baseType: !61, size: 128)
!61 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vec", file: !1, line: 11, size: 128, elements: !62)
!62 = !{!63, !65, !66}
!63 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !61, file: !1, line: 12, baseType: !64, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !61, file: !1, line: 13, baseType: !11, size: 32, offset: 64)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !61, file: !1, line: 13, baseType: !11, size: 32, offset: 96)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "vars", scope: !58, file: !1, line: 39, baseType: !61, size: 128, offset: 128)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "lines", scope: !58, file: !1, line: 39, baseType: !61, size: 128, offset: 256)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "upvals", scope: !58, file: !1, line: 39, baseType: !61, size: 128, offset: 384)
!70 = !DILocation(line: 104, column: 15, scope: !47)
!71 = !DILocalVariable(name: "i", scope: !72, file: !1, line: 105, type: !11)
!72 = distinct !DILexicalBlock(scope: !47, file: !1, line: 105, column: 2)
!73 = !DILocation(line: 105, column: 11, scope: !72)
!74 = !DILocation(line: 105, column: 7, scope: !72)
!75 = !DILocation(line: 105, column: 18, scope: !76)
!76 = distinct !DILexicalBlock(scope: !72, file: !1, line: 105, column: 2)
!77 = !DILocation(line: 105, column: 22, scope: !76)
!78 = !DILocation(line: 105, column: 20, scope: !76)
!79 = !DILocation(line: 105, column: 2, scope: !72)
!80 = !DILocation(line: 106, column: 15, scope: !81)
!81 = distinct !DILexicalBlock(scope: !76, file: !1, line: 105, column: 33)
!82 = !DILocation(line: 106, column: 23, scope: !81)
!83 = !DILocation(line: 106, column: 28, scope: !81)
!84 = !DILocation(line: 106, column: 32, scope: !81)
!85 = !DILocation(line: 106, column: 35, scope: !81)
!86 = !DILocation(line: 106, column: 37, scope: !81)
!87 = !DILocation(line: 106, column: 3, scope: !81)
!88 = !DILocation(line: 107, column: 13, scope: !81)
!89 = !DILocation(line: 107, column: 19, scope: !81)
!90 = !DILocation(line: 107, column: 24, scope: !81)
!91 = !DILocation(line: 107, column: 28, scope: !81)
!92 = !DILocation(line: 107, column: 30, scope: !81)
!93 = !DILocation(line: 107, column: 3, scope: !81)
!94 = !DILocation(line: 108, column: 14, scope: !81)
!95 = !DILocation(line: 108, column: 21, scope: !81)
!96 = !DILocation(line: 108, column: 24, scope: !81)
!97 = !DILocation(line: 108, column: 26, scope: !81)
!98 = !DILocation(line: 108, column: 3, scope: !81)
!99 = !DILocation(line: 109, column: 15, scope: !81)
!100 = !DILocation(line: 109, column: 23, scope: !81)
!101 = !DILocation(line: 109, column: 28, scope: !81)
!102 = !DILocation(line: 109, column: 32, scope: !81)
!103 = !DILocation(line: 109, column: 3, scope: !81)
!104 = !DILocation(line: 110, column: 2, scope: !81)
!105 = !DILocation(line: 105, column: 29, scope: !76)
!106 = !DILocation(line: 105, column: 2, scope: !76)
!107 = distinct !{!107, !79, !108, !109}
!108 = !DILocation(line: 110, column: 2, scope: !72)
!109 = !{!"llvm.loop.mustprogress"}
!110 = !DILocation(line: 111, column: 28, scope: !47)
!111 = !DILocation(line: 111, column: 35, scope: !47)
!112 = !DILocation(line: 111, column: 40, scope: !47)
!113 = !DILocation(line: 111, column: 45, scope: !47)
!114 = !DILocation(line: 111, column: 50, scope: !47)
!115 = !DILocation(line: 111, column: 56, scope: !47)
!116 = !DILocation(line: 111, column: 61, scope: !47)
!117 = !DILocation(line: 111, column: 68, scope: !47)
!118 = !DILocation(line: 111, column: 2, scope: !47)
!119 = !DILocation(line: 112, column: 9, scope: !47)
!120 = !DILocation(line: 112, column: 16, scope: !47)
!121 = !DILocation(line: 112, column: 2, scope: !47)
!122 = !DILocation(line: 113, column: 9, scope: !47)
!123 = !DILocation(line: 113, column: 14, scope: !47)
!124 = !DILocation(line: 113, column: 2, scope: !47)
!125 = !DILocation(line: 114, column: 9, scope: !47)
!126 = !DILocation(line: 114, column: 15, scope: !47)
!127 = !DILocation(line: 114, column: 2, scope: !47)
!128 = !DILocation(line: 115, column: 9, scope: !47)
!129 = !DILocation(line: 115, column: 16, scope: !47)
!130 = !DILocation(line: 115, column: 2, scope: !47)
!131 = !DILocation(line: 116, column: 2, scope: !47)
!132 = distinct !DISubprogram(name: "newlabel", scope: !1, file: !1, line: 59, type: !133, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !52)
!133 = !DISubroutineType(types: !134)
!134 = !{!11, !135, !7, !11, !11}
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!136 = !DILocalVariable(name: "l", arg: 1, scope: !132, file: !1, line: 59, type: !135)
!137 = !DILocation(line: 59, column: 59, scope: !132)
!138 = !DILocalVariable(name: "name", arg: 2, scope: !132, file: !1, line: 59, type: !7)
!139 = !DILocation(line: 59, column: 74, scope: !132)
!140 = !DILocalVariable(name: "pc", arg: 3, scope: !132, file: !1, line: 59, type: !11)
!141 = !DILocation(line: 59, column: 84, scope: !132)
!142 = !DILocalVariable(name: "line", arg: 4, scope: !132, file: !1, line: 59, type: !11)
!143 = !DILocation(line: 59, column: 92, scope: !132)
!144 = !DILocalVariable(name: "n", scope: !132, file: !1, line: 61, type: !11)
!145 = !DILocation(line: 61, column: 6, scope: !132)
!146 = !DILocation(line: 61, column: 10, scope: !132)
!147 = !DILocation(line: 61, column: 13, scope: !132)
!148 = !DILocation(line: 62, column: 16, scope: !132)
!149 = !DILocation(line: 62, column: 19, scope: !132)
!150 = !DILocation(line: 62, column: 24, scope: !132)
!151 = !DILocation(line: 62, column: 28, scope: !132)
!152 = !DILocation(line: 62, column: 31, scope: !132)
!153 = !DILocation(line: 62, column: 11, scope: !132)
!154 = !DILocation(line: 62, column: 2, scope: !132)
!155 = !DILocation(line: 62, column: 5, scope: !132)
!156 = !DILocation(line: 62, column: 9, scope: !132)
!157 = !DILocation(line: 63, column: 37, scope: !132)
!158 = !DILocation(line: 63, column: 19, scope: !132)
!159 = !DILocation(line: 63, column: 22, scope: !132)
!160 = !DILocation(line: 63, column: 3, scope: !132)
!161 = !DILocation(line: 63, column: 27, scope: !132)
!162 = !DILocation(line: 63, column: 2, scope: !132)
!163 = !DILocation(line: 63, column: 30, scope: !132)
!164 = !DILocation(line: 63, column: 35, scope: !132)
!165 = !DILocation(line: 64, column: 35, scope: !132)
!166 = !DILocation(line: 64, column: 19, scope: !132)
!167 = !DILocation(line: 64, column: 22, scope: !132)
!168 = !DILocation(line: 64, column: 3, scope: !132)
!169 = !DILocation(line: 64, column: 27, scope: !132)
!170 = !DILocation(line: 64, column: 2, scope: !132)
!171 = !DILocation(line: 64, column: 30, scope: !132)
!172 = !DILocation(line: 64, column: 33, scope: !132)
!173 = !DILocation(line: 65, column: 37, scope: !132)
!174 = !DILocation(line: 65, column: 19, scope: !132)
!175 = !DILocation(line: 65, column: 22, scope: !132)
!176 = !DILocation(line: 65, column: 3, scope: !132)
!177 = !DILocation(line: 65, column: 27, scope: !132)
!178 = !DILocation(line: 65, column: 2, scope: !132)
!179 = !DILocation(line: 65, column: 30, scope: !132)
!180 = !DILocation(line: 65, column: 35, scope: !132)
!181 = !DILocation(line: 66, column: 19, scope: !132)
!182 = !DILocation(line: 66, column: 22, scope: !132)
!183 = !DILocation(line: 66, column: 3, scope: !132)
!184 = !DILocation(line: 66, column: 27, scope: !132)
!185 = !DILocation(line: 66, column: 2, scope: !132)
!186 = !DILocation(line: 66, column: 30, scope: !132)
!187 = !DILocation(line: 66, column: 36, scope: !132)
!188 = !DILocation(line: 67, column: 9, scope: !132)
!189 = !DILocation(line: 67, column: 12, scope: !132)
!190 = !DILocation(line: 67, column: 13, scope: !132)
!191 = !DILocation(line: 67, column: 2, scope: !132)
!192 = distinct !DISubprogram(name: "newvar", scope: !1, file: !1, line: 70, type: !193, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !52)
!193 = !DISubroutineType(types: !194)
!194 = !{!11, !135, !7, !22}
!195 = !DILocalVariable(name: "v", arg: 1, scope: !192, file: !1, line: 70, type: !135)
!196 = !DILocation(line: 70, column: 57, scope: !192)
!197 = !DILocalVariable(name: "name", arg: 2, scope: !192, file: !1, line: 70, type: !7)
!198 = !DILocation(line: 70, column: 72, scope: !192)
!199 = !DILocalVariable(name: "x", arg: 3, scope: !192, file: !1, line: 70, type: !22)
!200 = !DILocation(line: 70, column: 85, scope: !192)
!201 = !DILocalVariable(name: "n", scope: !192, file: !1, line: 72, type: !11)
!202 = !DILocation(line: 72, column: 6, scope: !192)
!203 = !DILocation(line: 72, column: 10, scope: !192)
!204 = !DILocation(line: 72, column: 13, scope: !192)
!205 = !DILocation(line: 73, column: 16, scope: !192)
!206 = !DILocation(line: 73, column: 19, scope: !192)
!207 = !DILocation(line: 73, column: 24, scope: !192)
!208 = !DILocation(line: 73, column: 28, scope: !192)
!209 = !DILocation(line: 73, column: 31, scope: !192)
!210 = !DILocation(line: 73, column: 11, scope: !192)
!211 = !DILocation(line: 73, column: 2, scope: !192)
!212 = !DILocation(line: 73, column: 5, scope: !192)
!213 = !DILocation(line: 73, column: 9, scope: !192)
!214 = !DILocalVariable(name: "p", scope: !192, file: !1, line: 74, type: !18)
!215 = !DILocation(line: 74, column: 14, scope: !192)
!216 = !DILocation(line: 74, column: 34, scope: !192)
!217 = !DILocation(line: 74, column: 37, scope: !192)
!218 = !DILocation(line: 74, column: 20, scope: !192)
!219 = !DILocation(line: 74, column: 42, scope: !192)
!220 = !DILocation(line: 74, column: 19, scope: !192)
!221 = !DILocation(line: 75, column: 9, scope: !192)
!222 = !DILocation(line: 75, column: 2, scope: !192)
!223 = !DILocation(line: 75, column: 5, scope: !192)
!224 = !DILocation(line: 75, column: 7, scope: !192)
!225 = !DILocation(line: 76, column: 2, scope: !192)
!226 = !DILocation(line: 76, column: 5, scope: !192)
!227 = !DILocation(line: 76, column: 10, scope: !192)
!228 = !DILocation(line: 77, column: 18, scope: !192)
!229 = !DILocation(line: 77, column: 11, scope: !192)
!230 = !DILocation(line: 77, column: 2, scope: !192)
!231 = !DILocation(line: 77, column: 5, scope: !192)
!232 = !DILocation(line: 77, column: 9, scope: !192)
!233 = !DILocation(line: 78, column: 12, scope: !192)
!234 = !DILocation(line: 78, column: 2, scope: !192)
!235 = !DILocation(line: 78, column: 5, scope: !192)
!236 = !DILocation(line: 78, column: 10, scope: !192)
!237 = !DILocation(line: 79, column: 9, scope: !192)
!238 = !DILocation(line: 79, column: 12, scope: !192)
!239 = !DILocation(line: 79, column: 13, scope: !192)
!240 = !DILocation(line: 79, column: 2, scope: !192)
!241 = distinct !DISubprogram(name: "addline", scope: !1, file: !1, line: 82, type: !242, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !52)
!242 = !DISubroutineType(types: !243)
!243 = !{null, !135, !11, !11}
!244 = !DILocalVariable(name: "a", arg: 1, scope: !241, file: !1, line: 82, type: !135)
!245 = !DILocation(line: 82, column: 59, scope: !241)
!246 = !DILocalVariable(name: "pc", arg: 2, scope: !241, file: !1, line: 82, type: !11)
!247 = !DILocation(line: 82, column: 66, scope: !241)
!248 = !DILocalVariable(name: "line", arg: 3, scope: !241, file: !1, line: 82, type: !11)
!249 = !DILocation(line: 82, column: 74, scope: !241)
!250 = !DILocalVariable(name: "n", scope: !241, file: !1, line: 84, type: !11)
!251 = !DILocation(line: 84, column: 6, scope: !241)
!252 = !DILocation(line: 84, column: 10, scope: !241)
!253 = !DILocation(line: 84, column: 13, scope: !241)
!254 = !DILocation(line: 85, column: 16, scope: !241)
!255 = !DILocation(line: 85, column: 19, scope: !241)
!256 = !DILocation(line: 85, column: 24, scope: !241)
!257 = !DILocation(line: 85, column: 28, scope: !241)
!258 = !DILocation(line: 85, column: 31, scope: !241)
!259 = !DILocation(line: 85, column: 11, scope: !241)
!260 = !DILocation(line: 85, column: 2, scope: !241)
!261 = !DILocation(line: 85, column: 5, scope: !241)
!262 = !DILocation(line: 85, column: 9, scope: !241)
!263 = !DILocation(line: 86, column: 37, scope: !241)
!264 = !DILocation(line: 86, column: 21, scope: !241)
!265 = !DILocation(line: 86, column: 24, scope: !241)
!266 = !DILocation(line: 86, column: 3, scope: !241)
!267 = !DILocation(line: 86, column: 29, scope: !241)
!268 = !DILocation(line: 86, column: 2, scope: !241)
!269 = !DILocation(line: 86, column: 32, scope: !241)
!270 = !DILocation(line: 86, column: 35, scope: !241)
!271 = !DILocation(line: 87, column: 39, scope: !241)
!272 = !DILocation(line: 87, column: 21, scope: !241)
!273 = !DILocation(line: 87, column: 24, scope: !241)
!274 = !DILocation(line: 87, column: 3, scope: !241)
!275 = !DILocation(line: 87, column: 29, scope: !241)
!276 = !DILocation(line: 87, column: 2, scope: !241)
!277 = !DILocation(line: 87, column: 32, scope: !241)
!278 = !DILocation(line: 87, column: 37, scope: !241)
!279 = !DILocation(line: 88, column: 2, scope: !241)
!280 = !DILocation(line: 88, column: 5, scope: !241)
!281 = !DILocation(line: 88, column: 6, scope: !241)
!282 = !DILocation(line: 89, column: 1, scope: !241)
!283 = distinct !DISubprogram(name: "newupval", scope: !1, file: !1, line: 91, type: !284, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !52)
!284 = !DISubroutineType(types: !285)
!285 = !{!11, !135, !7, !11}
!286 = !DILocalVariable(name: "u", arg: 1, scope: !283, file: !1, line: 91, type: !135)
!287 = !DILocation(line: 91, column: 59, scope: !283)
!288 = !DILocalVariable(name: "name", arg: 2, scope: !283, file: !1, line: 91, type: !7)
!289 = !DILocation(line: 91, column: 74, scope: !283)
!290 = !DILocalVariable(name: "idx", arg: 3, scope: !283, file: !1, line: 91, type: !11)
!291 = !DILocation(line: 91, column: 84, scope: !283)
!292 = !DILocalVariable(name: "n", scope: !283, file: !1, line: 93, type: !11)
!293 = !DILocation(line: 93, column: 6, scope: !283)
!294 = !DILocation(line: 93, column: 10, scope: !283)
!295 = !DILocation(line: 93, column: 13, scope: !283)
!296 = !DILocation(line: 94, column: 16, scope: !283)
!297 = !DILocation(line: 94, column: 19, scope: !283)
!298 = !DILocation(line: 94, column: 24, scope: !283)
!299 = !DILocation(line: 94, column: 28, scope: !283)
!300 = !DILocation(line: 94, column: 31, scope: !283)
!301 = !DILocation(line: 94, column: 11, scope: !283)
!302 = !DILocation(line: 94, column: 2, scope: !283)
!303 = !DILocation(line: 94, column: 5, scope: !283)
!304 = !DILocation(line: 94, column: 9, scope: !283)
!305 = !DILocation(line: 95, column: 37, scope: !283)
!306 = !DILocation(line: 95, column: 19, scope: !283)
!307 = !DILocation(line: 95, column: 22, scope: !283)
!308 = !DILocation(line: 95, column: 3, scope: !283)
!309 = !DILocation(line: 95, column: 27, scope: !283)
!310 = !DILocation(line: 95, column: 2, scope: !283)
!311 = !DILocation(line: 95, column: 30, scope: !283)
!312 = !DILocation(line: 95, column: 35, scope: !283)
!313 = !DILocation(line: 96, column: 19, scope: !283)
!314 = !DILocation(line: 96, column: 22, scope: !283)
!315 = !DILocation(line: 96, column: 3, scope: !283)
!316 = !DILocation(line: 96, column: 27, scope: !283)
!317 = !DILocation(line: 96, column: 2, scope: !283)
!318 = !DILocation(line: 96, column: 30, scope: !283)
!319 = !DILocation(line: 96, column: 38, scope: !283)
!320 = !DILocation(line: 97, column: 42, scope: !283)
!321 = !DILocation(line: 97, column: 36, scope: !283)
!322 = !DILocation(line: 97, column: 19, scope: !283)
!323 = !DILocation(line: 97, column: 22, scope: !283)
!324 = !DILocation(line: 97, column: 3, scope: !283)
!325 = !DILocation(line: 97, column: 27, scope: !283)
!326 = !DILocation(line: 97, column: 2, scope: !283)
!327 = !DILocation(line: 97, column: 30, scope: !283)
!328 = !DILocation(line: 97, column: 34, scope: !283)
!329 = !DILocation(line: 98, column: 19, scope: !283)
!330 = !DILocation(line: 98, column: 22, scope: !283)
!331 = !DILocation(line: 98, column: 3, scope: !283)
!332 = !DILocation(line: 98, column: 27, scope: !283)
!333 = !DILocation(line: 98, column: 2, scope: !283)
!334 = !DILocation(line: 98, column: 30, scope: !283)
!335 = !DILocation(line: 98, column: 35, scope: !283)
!336 = !DILocation(line: 99, column: 9, scope: !283)
!337 = !DILocation(line: 99, column: 12, scope: !283)
!338 = !DILocation(line: 99, column: 13, scope: !283)
!339 = !DILocation(line: 99, column: 2, scope: !283)
!340 = distinct !DISubprogram(name: "grow", scope: !1, file: !1, line: 47, type: !341, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !52)
!341 = !DISubroutineType(types: !342)
!342 = !{!64, !64, !11, !343, !15}
!343 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!344 = !DILocalVariable(name: "block", arg: 1, scope: !340, file: !1, line: 47, type: !64)
!345 = !DILocation(line: 47, column: 51, scope: !340)
!346 = !DILocalVariable(name: "n", arg: 2, scope: !340, file: !1, line: 47, type: !11)
!347 = !DILocation(line: 47, column: 62, scope: !340)
!348 = !DILocalVariable(name: "size", arg: 3, scope: !340, file: !1, line: 47, type: !343)
!349 = !DILocation(line: 47, column: 70, scope: !340)
!350 = !DILocalVariable(name: "elem", arg: 4, scope: !340, file: !1, line: 47, type: !15)
!351 = !DILocation(line: 47, column: 83, scope: !340)
!352 = !DILocation(line: 49, column: 6, scope: !353)
!353 = distinct !DILexicalBlock(scope: !340, file: !1, line: 49, column: 6)
!354 = !DILocation(line: 49, column: 11, scope: !353)
!355 = !DILocation(line: 49, column: 10, scope: !353)
!356 = !DILocation(line: 49, column: 8, scope: !353)
!357 = !DILocation(line: 49, column: 6, scope: !340)
!358 = !DILocation(line: 50, column: 10, scope: !353)
!359 = !DILocation(line: 50, column: 3, scope: !353)
!360 = !DILocalVariable(name: "ns", scope: !340, file: !1, line: 51, type: !11)
!361 = !DILocation(line: 51, column: 6, scope: !340)
!362 = !DILocation(line: 51, column: 12, scope: !340)
!363 = !DILocation(line: 51, column: 11, scope: !340)
!364 = !DILocation(line: 51, column: 20, scope: !340)
!365 = !DILocation(line: 51, column: 19, scope: !340)
!366 = !DILocation(line: 51, column: 25, scope: !340)
!367 = !DILocalVariable(name: "nb", scope: !340, file: !1, line: 52, type: !64)
!368 = !DILocation(line: 52, column: 8, scope: !340)
!369 = !DILocation(line: 52, column: 21, scope: !340)
!370 = !DILocation(line: 52, column: 36, scope: !340)
!371 = !DILocation(line: 52, column: 28, scope: !340)
!372 = !DILocation(line: 52, column: 41, scope: !340)
!373 = !DILocation(line: 52, column: 39, scope: !340)
!374 = !DILocation(line: 52, column: 13, scope: !340)
!375 = !DILocation(line: 53, column: 7, scope: !376)
!376 = distinct !DILexicalBlock(scope: !340, file: !1, line: 53, column: 6)
!377 = !DILocation(line: 53, column: 6, scope: !340)
!378 = !DILocation(line: 54, column: 3, scope: !376)
!379 = !DILocation(line: 55, column: 10, scope: !340)
!380 = !DILocation(line: 55, column: 3, scope: !340)
!381 = !DILocation(line: 55, column: 8, scope: !340)
!382 = !DILocation(line: 56, column: 9, scope: !340)
!383 = !DILocation(line: 56, column: 2, scope: !340)
!384 = !DILocation(line: 57, column: 1, scope: !340)
