; ModuleID = 'global_escape.c'
source_filename = "global_escape.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.op = type { i32, i8*, i32 (i32, i32)* }
%struct.entry = type { %struct.entry*, i8*, i32 }
%struct.var = type { i64, i8* }

@.str = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"neg\00", align 1
@ops = dso_local global [3 x %struct.op] [%struct.op { i32 2, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i32 (i32, i32)* @add }, %struct.op { i32 2, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i32 (i32, i32)* @sub }, %struct.op { i32 1, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i32 (i32, i32)* null }], align 16, !dbg !0
@.str.3 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"%s %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@__const.main.local = private unnamed_addr constant %struct.op { i32 2, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i32 0, i32 0), i32 (i32, i32)* null }, align 8
@registry = internal global %struct.entry* null, align 8, !dbg !25
@.str.6 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @add(i32 noundef %a, i32 noundef %b) #0 !dbg !45 {
entry:
  %a.addr = alloca i32, align 4
  %b.addr = alloca i32, align 4
  store i32 %a, i32* %a.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %a.addr, metadata !47, metadata !DIExpression()), !dbg !48
  store i32 %b, i32* %b.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %b.addr, metadata !49, metadata !DIExpression()), !dbg !50
  %0 = load i32, i32* %a.addr, align 4, !dbg !51
  %1 = load i32, i32* %b.addr, align 4, !dbg !52
  %add = add nsw i32 %0, %1, !dbg !53
  ret i32 %add, !dbg !54
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sub(i32 noundef %a, i32 noundef %b) #0 !dbg !55 {
entry:
  %a.addr = alloca i32, align 4
  %b.addr = alloca i32, align 4
  store i32 %a, i32* %a.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %a.addr, metadata !56, metadata !DIExpression()), !dbg !57
  store i32 %b, i32* %b.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %b.addr, metadata !58, metadata !DIExpression()), !dbg !59
  %0 = load i32, i32* %a.addr, align 4, !dbg !60
  %1 = load i32, i32* %b.addr, align 4, !dbg !61
  %sub = sub nsw i32 %0, %1, !dbg !62
  ret i32 %sub, !dbg !63
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !64 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %i = alloca i32, align 4
  %v = alloca %struct.var*, align 8
  %o = alloca %struct.op*, align 8
  %x = alloca %struct.var*, align 8
  %local = alloca %struct.op, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !69, metadata !DIExpression()), !dbg !70
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !71, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.declare(metadata i32* %i, metadata !73, metadata !DIExpression()), !dbg !75
  store i32 0, i32* %i, align 4, !dbg !75
  br label %for.cond, !dbg !76

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !77
  %cmp = icmp slt i32 %0, 3, !dbg !79
  br i1 %cmp, label %for.body, label %for.end, !dbg !80

for.body:                                         ; preds = %for.cond
  %1 = load i32, i32* %i, align 4, !dbg !81
  %idxprom = sext i32 %1 to i64, !dbg !82
  %arrayidx = getelementptr inbounds [3 x %struct.op], [3 x %struct.op]* @ops, i64 0, i64 %idxprom, !dbg !82
  %2 = bitcast %struct.op* %arrayidx to i8*, !dbg !83
  call void @reg(i8* noundef %2, i32 noundef 0), !dbg !84
  br label %for.inc, !dbg !84

for.inc:                                          ; preds = %for.body
  %3 = load i32, i32* %i, align 4, !dbg !85
  %inc = add nsw i32 %3, 1, !dbg !85
  store i32 %inc, i32* %i, align 4, !dbg !85
  br label %for.cond, !dbg !86, !llvm.loop !87

for.end:                                          ; preds = %for.cond
  call void @llvm.dbg.declare(metadata %struct.var** %v, metadata !90, metadata !DIExpression()), !dbg !91
  %call = call noalias i8* @malloc(i64 noundef 16) #6, !dbg !92
  %4 = bitcast i8* %call to %struct.var*, !dbg !92
  store %struct.var* %4, %struct.var** %v, align 8, !dbg !91
  %5 = load %struct.var*, %struct.var** %v, align 8, !dbg !93
  %name = getelementptr inbounds %struct.var, %struct.var* %5, i32 0, i32 1, !dbg !94
  store i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0), i8** %name, align 8, !dbg !95
  %6 = load i32, i32* %argc.addr, align 4, !dbg !96
  %conv = sext i32 %6 to i64, !dbg !96
  %7 = load %struct.var*, %struct.var** %v, align 8, !dbg !97
  %value = getelementptr inbounds %struct.var, %struct.var* %7, i32 0, i32 0, !dbg !98
  store i64 %conv, i64* %value, align 8, !dbg !99
  %8 = load %struct.var*, %struct.var** %v, align 8, !dbg !100
  %9 = bitcast %struct.var* %8 to i8*, !dbg !100
  call void @reg(i8* noundef %9, i32 noundef 1), !dbg !101
  call void @llvm.dbg.declare(metadata %struct.op** %o, metadata !102, metadata !DIExpression()), !dbg !103
  %10 = load i32, i32* %argc.addr, align 4, !dbg !104
  %cmp1 = icmp sgt i32 %10, 1, !dbg !105
  br i1 %cmp1, label %cond.true, label %cond.false, !dbg !104

cond.true:                                        ; preds = %for.end
  %11 = load i8**, i8*** %argv.addr, align 8, !dbg !106
  %arrayidx3 = getelementptr inbounds i8*, i8** %11, i64 1, !dbg !106
  %12 = load i8*, i8** %arrayidx3, align 8, !dbg !106
  br label %cond.end, !dbg !104

cond.false:                                       ; preds = %for.end
  br label %cond.end, !dbg !104

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i8* [ %12, %cond.true ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), %cond.false ], !dbg !104
  %call4 = call i8* @find(i32 noundef 0, i8* noundef %cond), !dbg !107
  %13 = bitcast i8* %call4 to %struct.op*, !dbg !107
  store %struct.op* %13, %struct.op** %o, align 8, !dbg !103
  call void @llvm.dbg.declare(metadata %struct.var** %x, metadata !108, metadata !DIExpression()), !dbg !109
  %call5 = call i8* @find(i32 noundef 1, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0)), !dbg !110
  %14 = bitcast i8* %call5 to %struct.var*, !dbg !110
  store %struct.var* %14, %struct.var** %x, align 8, !dbg !109
  %15 = load %struct.op*, %struct.op** %o, align 8, !dbg !111
  %tobool = icmp ne %struct.op* %15, null, !dbg !111
  br i1 %tobool, label %land.lhs.true, label %if.end, !dbg !113

land.lhs.true:                                    ; preds = %cond.end
  %16 = load %struct.var*, %struct.var** %x, align 8, !dbg !114
  %tobool6 = icmp ne %struct.var* %16, null, !dbg !114
  br i1 %tobool6, label %if.then, label %if.end, !dbg !115

if.then:                                          ; preds = %land.lhs.true
  %17 = load %struct.op*, %struct.op** %o, align 8, !dbg !116
  %name7 = getelementptr inbounds %struct.op, %struct.op* %17, i32 0, i32 1, !dbg !117
  %18 = load i8*, i8** %name7, align 8, !dbg !117
  %19 = load %struct.op*, %struct.op** %o, align 8, !dbg !118
  %20 = load %struct.var*, %struct.var** %x, align 8, !dbg !119
  %value8 = getelementptr inbounds %struct.var, %struct.var* %20, i32 0, i32 0, !dbg !120
  %21 = load i64, i64* %value8, align 8, !dbg !120
  %conv9 = trunc i64 %21 to i32, !dbg !121
  %call10 = call i32 @apply(%struct.op* noundef %19, i32 noundef %conv9, i32 noundef 1), !dbg !122
  %call11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.4, i64 0, i64 0), i8* noundef %18, i32 noundef %call10), !dbg !123
  br label %if.end, !dbg !123

if.end:                                           ; preds = %if.then, %land.lhs.true, %cond.end
  call void @llvm.dbg.declare(metadata %struct.op* %local, metadata !124, metadata !DIExpression()), !dbg !125
  %22 = bitcast %struct.op* %local to i8*, !dbg !125
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %22, i8* align 8 bitcast (%struct.op* @__const.main.local to i8*), i64 24, i1 false), !dbg !125
  call void @show(%struct.op* noundef %local), !dbg !126
  ret i32 0, !dbg !127
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @reg(i8* noundef %item, i32 noundef %kind) #0 !dbg !128 {
entry:
  %item.addr = alloca i8*, align 8
  %kind.addr = alloca i32, align 4
  %e = alloca %struct.entry*, align 8
  store i8* %item, i8** %item.addr, align 8
  call void @llvm.dbg.declare(metadata i8** %item.addr, metadata !131, metadata !DIExpression()), !dbg !132
  store i32 %kind, i32* %kind.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %kind.addr, metadata !133, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.declare(metadata %struct.entry** %e, metadata !135, metadata !DIExpression()), !dbg !136
  %call = call noalias i8* @malloc(i64 noundef 24) #6, !dbg !137
  %0 = bitcast i8* %call to %struct.entry*, !dbg !137
  store %struct.entry* %0, %struct.entry** %e, align 8, !dbg !136
  %1 = load i8*, i8** %item.addr, align 8, !dbg !138
  %2 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !139
  %item1 = getelementptr inbounds %struct.entry, %struct.entry* %2, i32 0, i32 1, !dbg !140
  store i8* %1, i8** %item1, align 8, !dbg !141
  %3 = load i32, i32* %kind.addr, align 4, !dbg !142
  %4 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !143
  %kind2 = getelementptr inbounds %struct.entry, %struct.entry* %4, i32 0, i32 2, !dbg !144
  store i32 %3, i32* %kind2, align 8, !dbg !145
  %5 = load %struct.entry*, %struct.entry** @registry, align 8, !dbg !146
  %6 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !147
  %next = getelementptr inbounds %struct.entry, %struct.entry* %6, i32 0, i32 0, !dbg !148
  store %struct.entry* %5, %struct.entry** %next, align 8, !dbg !149
  %7 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !150
  store %struct.entry* %7, %struct.entry** @registry, align 8, !dbg !151
  ret void, !dbg !152
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @find(i32 noundef %kind, i8* noundef %name) #0 !dbg !153 {
entry:
  %retval = alloca i8*, align 8
  %kind.addr = alloca i32, align 4
  %name.addr = alloca i8*, align 8
  %e = alloca %struct.entry*, align 8
  store i32 %kind, i32* %kind.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %kind.addr, metadata !156, metadata !DIExpression()), !dbg !157
  store i8* %name, i8** %name.addr, align 8
  call void @llvm.dbg.declare(metadata i8** %name.addr, metadata !158, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.declare(metadata %struct.entry** %e, metadata !160, metadata !DIExpression()), !dbg !162
  %0 = load %struct.entry*, %struct.entry** @registry, align 8, !dbg !163
  store %struct.entry* %0, %struct.entry** %e, align 8, !dbg !162
  br label %for.cond, !dbg !164

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !165
  %tobool = icmp ne %struct.entry* %1, null, !dbg !167
  br i1 %tobool, label %for.body, label %for.end, !dbg !167

for.body:                                         ; preds = %for.cond
  %2 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !168
  %kind1 = getelementptr inbounds %struct.entry, %struct.entry* %2, i32 0, i32 2, !dbg !171
  %3 = load i32, i32* %kind1, align 8, !dbg !171
  %cmp = icmp eq i32 %3, 0, !dbg !172
  br i1 %cmp, label %land.lhs.true, label %if.end, !dbg !173

land.lhs.true:                                    ; preds = %for.body
  %4 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !174
  %item = getelementptr inbounds %struct.entry, %struct.entry* %4, i32 0, i32 1, !dbg !175
  %5 = load i8*, i8** %item, align 8, !dbg !175
  %6 = bitcast i8* %5 to %struct.op*, !dbg !176
  %name2 = getelementptr inbounds %struct.op, %struct.op* %6, i32 0, i32 1, !dbg !177
  %7 = load i8*, i8** %name2, align 8, !dbg !177
  %8 = load i8*, i8** %name.addr, align 8, !dbg !178
  %call = call i32 @strcmp(i8* noundef %7, i8* noundef %8) #7, !dbg !179
  %cmp3 = icmp eq i32 %call, 0, !dbg !180
  br i1 %cmp3, label %if.then, label %if.end, !dbg !181

if.then:                                          ; preds = %land.lhs.true
  %9 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !182
  %item4 = getelementptr inbounds %struct.entry, %struct.entry* %9, i32 0, i32 1, !dbg !183
  %10 = load i8*, i8** %item4, align 8, !dbg !183
  store i8* %10, i8** %retval, align 8, !dbg !184
  br label %return, !dbg !184

if.end:                                           ; preds = %land.lhs.true, %for.body
  %11 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !185
  %kind5 = getelementptr inbounds %struct.entry, %struct.entry* %11, i32 0, i32 2, !dbg !187
  %12 = load i32, i32* %kind5, align 8, !dbg !187
  %cmp6 = icmp eq i32 %12, 1, !dbg !188
  br i1 %cmp6, label %land.lhs.true7, label %if.end14, !dbg !189

land.lhs.true7:                                   ; preds = %if.end
  %13 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !190
  %item8 = getelementptr inbounds %struct.entry, %struct.entry* %13, i32 0, i32 1, !dbg !191
  %14 = load i8*, i8** %item8, align 8, !dbg !191
  %15 = bitcast i8* %14 to %struct.var*, !dbg !192
  %name9 = getelementptr inbounds %struct.var, %struct.var* %15, i32 0, i32 1, !dbg !193
  %16 = load i8*, i8** %name9, align 8, !dbg !193
  %17 = load i8*, i8** %name.addr, align 8, !dbg !194
  %call10 = call i32 @strcmp(i8* noundef %16, i8* noundef %17) #7, !dbg !195
  %cmp11 = icmp eq i32 %call10, 0, !dbg !196
  br i1 %cmp11, label %if.then12, label %if.end14, !dbg !197

if.then12:                                        ; preds = %land.lhs.true7
  %18 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !198
  %item13 = getelementptr inbounds %struct.entry, %struct.entry* %18, i32 0, i32 1, !dbg !199
  %19 = load i8*, i8** %item13, align 8, !dbg !199
  store i8* %19, i8** %retval, align 8, !dbg !200
  br label %return, !dbg !200

if.end14:                                         ; preds = %land.lhs.true7, %if.end
  br label %for.inc, !dbg !201

for.inc:                                          ; preds = %if.end14
  %20 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !202
  %next = getelementptr inbounds %struct.entry, %struct.entry* %20, i32 0, i32 0, !dbg !203
  %21 = load %struct.entry*, %struct.entry** %next, align 8, !dbg !203
  store %struct.entry* %21, %struct.entry** %e, align 8, !dbg !204
  br label %for.cond, !dbg !205, !llvm.loop !206

for.end:                                          ; preds = %for.cond
  store i8* null, i8** %retval, align 8, !dbg !208
  br label %return, !dbg !208

return:                                           ; preds = %for.end, %if.then12, %if.then
  %22 = load i8*, i8** %retval, align 8, !dbg !209
  ret i8* %22, !dbg !209
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @apply(%struct.op* noundef %o, i32 noundef %a, i32 noundef %b) #0 !dbg !210 {
entry:
  %retval = alloca i32, align 4
  %o.addr = alloca %struct.op*, align 8
  %a.addr = alloca i32, align 4
  %b.addr = alloca i32, align 4
  store %struct.op* %o, %struct.op** %o.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.op** %o.addr, metadata !213, metadata !DIExpression()), !dbg !214
  store i32 %a, i32* %a.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %a.addr, metadata !215, metadata !DIExpression()), !dbg !216
  store i32 %b, i32* %b.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %b.addr, metadata !217, metadata !DIExpression()), !dbg !218
  %0 = load %struct.op*, %struct.op** %o.addr, align 8, !dbg !219
  %arity = getelementptr inbounds %struct.op, %struct.op* %0, i32 0, i32 0, !dbg !221
  %1 = load i32, i32* %arity, align 8, !dbg !221
  %cmp = icmp eq i32 %1, 1, !dbg !222
  br i1 %cmp, label %if.then, label %if.end, !dbg !223

if.then:                                          ; preds = %entry
  %2 = load i32, i32* %a.addr, align 4, !dbg !224
  %sub = sub nsw i32 0, %2, !dbg !225
  store i32 %sub, i32* %retval, align 4, !dbg !226
  br label %return, !dbg !226

if.end:                                           ; preds = %entry
  %3 = load %struct.op*, %struct.op** %o.addr, align 8, !dbg !227
  %fn = getelementptr inbounds %struct.op, %struct.op* %3, i32 0, i32 2, !dbg !228
  %4 = load i32 (i32, i32)*, i32 (i32, i32)** %fn, align 8, !dbg !228
  %5 = load i32, i32* %a.addr, align 4, !dbg !229
  %6 = load i32, i32* %b.addr, align 4, !dbg !230
  %call = call i32 %4(i32 noundef %5, i32 noundef %6), !dbg !227
  store i32 %call, i32* %retval, align 4, !dbg !231
  br label %return, !dbg !231

return:                                           ; preds = %if.end, %if.then
  %7 = load i32, i32* %retval, align 4, !dbg !232
  ret i32 %7, !dbg !232
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(%struct.op* noundef %p) #0 !dbg !233 {
entry:
  %p.addr = alloca %struct.op*, align 8
  store %struct.op* %p, %struct.op** %p.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.op** %p.addr, metadata !236, metadata !DIExpression()), !dbg !237
  %0 = load %struct.op*, %struct.op** %p.addr, align 8, !dbg !238
  %name = getelementptr inbounds %struct.op, %struct.op* %0, i32 0, i32 1, !dbg !239
  %1 = load i8*, i8** %name, align 8, !dbg !239
  %call = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef %1), !dbg !240
  ret void, !dbg !241
}

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn }
attributes #5 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!37, !38, !39, !40, !41, !42, !43}
!llvm.ident = !{!44}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ops", scope: !2, file: !3, line: 34, type: !34, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !24, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "global_escape.c", directory: ".", checksumkind: CSK_MD5, checksum: "47d7a16d1845de2ecd4d411ad503b604")
!4 = !{!5, !6, !18}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "op", file: !3, line: 13, size: 192, elements: !8)
!8 = !{!9, !10, !14}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "arity", scope: !7, file: !3, line: 14, baseType: !5, size: 32)
!10 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !7, file: !3, line: 15, baseType: !11, size: 64, offset: 64)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!14 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !7, file: !3, line: 16, baseType: !15, size: 64, offset: 128)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DISubroutineType(types: !17)
!17 = !{!5, !5, !5}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "var", file: !3, line: 19, size: 128, elements: !20)
!20 = !{!21, !23}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !19, file: !3, line: 20, baseType: !22, size: 64)
!22 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !19, file: !3, line: 21, baseType: !11, size: 64, offset: 64)
!24 = !{!0, !25}
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "registry", scope: !2, file: !3, line: 37, type: !27, isLocal: true, isDefinition: true)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "entry", file: !3, line: 24, size: 192, elements: !29)
!29 = !{!30, !31, !33}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !28, file: !3, line: 25, baseType: !27, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "item", scope: !28, file: !3, line: 26, baseType: !32, size: 64, offset: 64)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !28, file: !3, line: 27, baseType: !5, size: 32, offset: 128)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 576, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 3)
!37 = !{i32 7, !"Dwarf Version", i32 5}
!38 = !{i32 2, !"Debug Info Version", i32 3}
!39 = !{i32 1, !"wchar_size", i32 4}
!40 = !{i32 7, !"PIC Level", i32 2}
!41 = !{i32 7, !"PIE Level", i32 2}
!42 = !{i32 7, !"uwtable", i32 1}
!43 = !{i32 7, !"frame-pointer", i32 2}
!44 = !{!"Debian clang version 14.0.6"}
!45 = distinct !DISubprogram(name: "add", scope: !3, file: !3, line: 30, type: !16, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !46)
!46 = !{}
!47 = !DILocalVariable(name: "a", arg: 1, scope: !45, file: !3, line: 30, type: !5)
!48 = !DILocation(line: 30, column: 20, scope: !45)
!49 = !DILocalVariable(name: "b", arg: 2, scope: !45, file: !3, line: 30, type: !5)
!50 = !DILocation(line: 30, column: 27, scope: !45)
!51 = !DILocation(line: 30, column: 39, scope: !45)
!52 = !DILocation(line: 30, column: 43, scope: !45)
!53 = !DILocation(line: 30, column: 41, scope: !45)
!54 = !DILocation(line: 30, column: 32, scope: !45)
!55 = distinct !DISubprogram(name: "sub", scope: !3, file: !3, line: 31, type: !16, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !46)
!56 = !DILocalVariable(name: "a", arg: 1, scope: !55, file: !3, line: 31, type: !5)
!57 = !DILocation(line: 31, column: 20, scope: !55)
!58 = !DILocalVariable(name: "b", arg: 2, scope: !55, file: !3, line: 31, type: !5)
!59 = !DILocation(line: 31, column: 27, scope: !55)
!60 = !DILocation(line: 31, column: 39, scope: !55)
!61 = !DILocation(line: 31, column: 43, scope: !55)
!62 = !DILocation(line: 31, column: 41, scope: !55)
!63 = !DILocation(line: 31, column: 32, scope: !55)
!64 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 71, type: !65, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !46)
!65 = !DISubroutineType(types: !66)
!66 = !{!5, !5, !67}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!69 = !DILocalVariable(name: "argc", arg: 1, scope: !64, file: !3, line: 71, type: !5)
!70 = !DILocation(line: 71, column: 14, scope: !64)
!71 = !DILocalVariable(name: "argv", arg: 2, scope: !64, file: !3, line: 71, type: !67)
!72 = !DILocation(line: 71, column: 27, scope: !64)
!73 = !DILocalVariable(name: "i", scope: !74, file: !3, line: 73, type: !5)
!74 = distinct !DILexicalBlock(scope: !64, file: !3, line: 73, column: 2)
!75 = !DILocation(line: 73, column: 11, scope: !74)
!76 = !DILocation(line: 73, column: 7, scope: !74)
!77 = !DILocation(line: 73, column: 18, scope: !78)
!78 = distinct !DILexicalBlock(scope: !74, file: !3, line: 73, column: 2)
!79 = !DILocation(line: 73, column: 20, scope: !78)
!80 = !DILocation(line: 73, column: 2, scope: !74)
!81 = !DILocation(line: 74, column: 12, scope: !78)
!82 = !DILocation(line: 74, column: 8, scope: !78)
!83 = !DILocation(line: 74, column: 7, scope: !78)
!84 = !DILocation(line: 74, column: 3, scope: !78)
!85 = !DILocation(line: 73, column: 26, scope: !78)
!86 = !DILocation(line: 73, column: 2, scope: !78)
!87 = distinct !{!87, !80, !88, !89}
!88 = !DILocation(line: 74, column: 17, scope: !74)
!89 = !{!"llvm.loop.mustprogress"}
!90 = !DILocalVariable(name: "v", scope: !64, file: !3, line: 75, type: !18)
!91 = !DILocation(line: 75, column: 14, scope: !64)
!92 = !DILocation(line: 75, column: 18, scope: !64)
!93 = !DILocation(line: 76, column: 2, scope: !64)
!94 = !DILocation(line: 76, column: 5, scope: !64)
!95 = !DILocation(line: 76, column: 10, scope: !64)
!96 = !DILocation(line: 77, column: 13, scope: !64)
!97 = !DILocation(line: 77, column: 2, scope: !64)
!98 = !DILocation(line: 77, column: 5, scope: !64)
!99 = !DILocation(line: 77, column: 11, scope: !64)
!100 = !DILocation(line: 78, column: 6, scope: !64)
!101 = !DILocation(line: 78, column: 2, scope: !64)
!102 = !DILocalVariable(name: "o", scope: !64, file: !3, line: 79, type: !6)
!103 = !DILocation(line: 79, column: 13, scope: !64)
!104 = !DILocation(line: 79, column: 25, scope: !64)
!105 = !DILocation(line: 79, column: 30, scope: !64)
!106 = !DILocation(line: 79, column: 36, scope: !64)
!107 = !DILocation(line: 79, column: 17, scope: !64)
!108 = !DILocalVariable(name: "x", scope: !64, file: !3, line: 80, type: !18)
!109 = !DILocation(line: 80, column: 14, scope: !64)
!110 = !DILocation(line: 80, column: 18, scope: !64)
!111 = !DILocation(line: 81, column: 6, scope: !112)
!112 = distinct !DILexicalBlock(scope: !64, file: !3, line: 81, column: 6)
!113 = !DILocation(line: 81, column: 8, scope: !112)
!114 = !DILocation(line: 81, column: 11, scope: !112)
!115 = !DILocation(line: 81, column: 6, scope: !64)
!116 = !DILocation(line: 82, column: 21, scope: !112)
!117 = !DILocation(line: 82, column: 24, scope: !112)
!118 = !DILocation(line: 82, column: 36, scope: !112)
!119 = !DILocation(line: 82, column: 44, scope: !112)
!120 = !DILocation(line: 82, column: 47, scope: !112)
!121 = !DILocation(line: 82, column: 39, scope: !112)
!122 = !DILocation(line: 82, column: 30, scope: !112)
!123 = !DILocation(line: 82, column: 3, scope: !112)
!124 = !DILocalVariable(name: "local", scope: !64, file: !3, line: 83, type: !7)
!125 = !DILocation(line: 83, column: 12, scope: !64)
!126 = !DILocation(line: 84, column: 2, scope: !64)
!127 = !DILocation(line: 85, column: 2, scope: !64)
!128 = distinct !DISubprogram(name: "reg", scope: !3, file: !3, line: 39, type: !129, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !46)
!129 = !DISubroutineType(types: !130)
!130 = !{null, !32, !5}
!131 = !DILocalVariable(name: "item", arg: 1, scope: !128, file: !3, line: 39, type: !32)
!132 = !DILocation(line: 39, column: 49, scope: !128)
!133 = !DILocalVariable(name: "kind", arg: 2, scope: !128, file: !3, line: 39, type: !5)
!134 = !DILocation(line: 39, column: 59, scope: !128)
!135 = !DILocalVariable(name: "e", scope: !128, file: !3, line: 41, type: !27)
!136 = !DILocation(line: 41, column: 16, scope: !128)
!137 = !DILocation(line: 41, column: 20, scope: !128)
!138 = !DILocation(line: 42, column: 12, scope: !128)
!139 = !DILocation(line: 42, column: 2, scope: !128)
!140 = !DILocation(line: 42, column: 5, scope: !128)
!141 = !DILocation(line: 42, column: 10, scope: !128)
!142 = !DILocation(line: 43, column: 12, scope: !128)
!143 = !DILocation(line: 43, column: 2, scope: !128)
!144 = !DILocation(line: 43, column: 5, scope: !128)
!145 = !DILocation(line: 43, column: 10, scope: !128)
!146 = !DILocation(line: 44, column: 12, scope: !128)
!147 = !DILocation(line: 44, column: 2, scope: !128)
!148 = !DILocation(line: 44, column: 5, scope: !128)
!149 = !DILocation(line: 44, column: 10, scope: !128)
!150 = !DILocation(line: 45, column: 13, scope: !128)
!151 = !DILocation(line: 45, column: 11, scope: !128)
!152 = !DILocation(line: 46, column: 1, scope: !128)
!153 = distinct !DISubprogram(name: "find", scope: !3, file: !3, line: 48, type: !154, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !46)
!154 = !DISubroutineType(types: !155)
!155 = !{!32, !5, !11}
!156 = !DILocalVariable(name: "kind", arg: 1, scope: !153, file: !3, line: 48, type: !5)
!157 = !DILocation(line: 48, column: 49, scope: !153)
!158 = !DILocalVariable(name: "name", arg: 2, scope: !153, file: !3, line: 48, type: !11)
!159 = !DILocation(line: 48, column: 67, scope: !153)
!160 = !DILocalVariable(name: "e", scope: !161, file: !3, line: 50, type: !27)
!161 = distinct !DILexicalBlock(scope: !153, file: !3, line: 50, column: 2)
!162 = !DILocation(line: 50, column: 21, scope: !161)
!163 = !DILocation(line: 50, column: 25, scope: !161)
!164 = !DILocation(line: 50, column: 7, scope: !161)
!165 = !DILocation(line: 50, column: 35, scope: !166)
!166 = distinct !DILexicalBlock(scope: !161, file: !3, line: 50, column: 2)
!167 = !DILocation(line: 50, column: 2, scope: !161)
!168 = !DILocation(line: 51, column: 7, scope: !169)
!169 = distinct !DILexicalBlock(scope: !170, file: !3, line: 51, column: 7)
!170 = distinct !DILexicalBlock(scope: !166, file: !3, line: 50, column: 51)
!171 = !DILocation(line: 51, column: 10, scope: !169)
!172 = !DILocation(line: 51, column: 15, scope: !169)
!173 = !DILocation(line: 51, column: 20, scope: !169)
!174 = !DILocation(line: 51, column: 44, scope: !169)
!175 = !DILocation(line: 51, column: 47, scope: !169)
!176 = !DILocation(line: 51, column: 31, scope: !169)
!177 = !DILocation(line: 51, column: 54, scope: !169)
!178 = !DILocation(line: 51, column: 60, scope: !169)
!179 = !DILocation(line: 51, column: 23, scope: !169)
!180 = !DILocation(line: 51, column: 66, scope: !169)
!181 = !DILocation(line: 51, column: 7, scope: !170)
!182 = !DILocation(line: 52, column: 11, scope: !169)
!183 = !DILocation(line: 52, column: 14, scope: !169)
!184 = !DILocation(line: 52, column: 4, scope: !169)
!185 = !DILocation(line: 53, column: 7, scope: !186)
!186 = distinct !DILexicalBlock(scope: !170, file: !3, line: 53, column: 7)
!187 = !DILocation(line: 53, column: 10, scope: !186)
!188 = !DILocation(line: 53, column: 15, scope: !186)
!189 = !DILocation(line: 53, column: 20, scope: !186)
!190 = !DILocation(line: 53, column: 45, scope: !186)
!191 = !DILocation(line: 53, column: 48, scope: !186)
!192 = !DILocation(line: 53, column: 31, scope: !186)
!193 = !DILocation(line: 53, column: 55, scope: !186)
!194 = !DILocation(line: 53, column: 61, scope: !186)
!195 = !DILocation(line: 53, column: 23, scope: !186)
!196 = !DILocation(line: 53, column: 67, scope: !186)
!197 = !DILocation(line: 53, column: 7, scope: !170)
!198 = !DILocation(line: 54, column: 11, scope: !186)
!199 = !DILocation(line: 54, column: 14, scope: !186)
!200 = !DILocation(line: 54, column: 4, scope: !186)
!201 = !DILocation(line: 55, column: 2, scope: !170)
!202 = !DILocation(line: 50, column: 42, scope: !166)
!203 = !DILocation(line: 50, column: 45, scope: !166)
!204 = !DILocation(line: 50, column: 40, scope: !166)
!205 = !DILocation(line: 50, column: 2, scope: !166)
!206 = distinct !{!206, !167, !207, !89}
!207 = !DILocation(line: 55, column: 2, scope: !161)
!208 = !DILocation(line: 56, column: 2, scope: !153)
!209 = !DILocation(line: 57, column: 1, scope: !153)
!210 = distinct !DISubprogram(name: "apply", scope: !3, file: !3, line: 59, type: !211, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !46)
!211 = !DISubroutineType(types: !212)
!212 = !{!5, !6, !5, !5}
!213 = !DILocalVariable(name: "o", arg: 1, scope: !210, file: !3, line: 59, type: !6)
!214 = !DILocation(line: 59, column: 55, scope: !210)
!215 = !DILocalVariable(name: "a", arg: 2, scope: !210, file: !3, line: 59, type: !5)
!216 = !DILocation(line: 59, column: 62, scope: !210)
!217 = !DILocalVariable(name: "b", arg: 3, scope: !210, file: !3, line: 59, type: !5)
!218 = !DILocation(line: 59, column: 69, scope: !210)
!219 = !DILocation(line: 61, column: 6, scope: !220)
!220 = distinct !DILexicalBlock(scope: !210, file: !3, line: 61, column: 6)
!221 = !DILocation(line: 61, column: 9, scope: !220)
!222 = !DILocation(line: 61, column: 15, scope: !220)
!223 = !DILocation(line: 61, column: 6, scope: !210)
!224 = !DILocation(line: 62, column: 11, scope: !220)
!225 = !DILocation(line: 62, column: 10, scope: !220)
!226 = !DILocation(line: 62, column: 3, scope: !220)
!227 = !DILocation(line: 63, column: 9, scope: !210)
!228 = !DILocation(line: 63, column: 12, scope: !210)
!229 = !DILocation(line: 63, column: 15, scope: !210)
!230 = !DILocation(line: 63, column: 18, scope: !210)
!231 = !DILocation(line: 63, column: 2, scope: !210)
!232 = !DILocation(line: 64, column: 1, scope: !210)
!233 = distinct !DISubprogram(name: "show", scope: !3, file: !3, line: 66, type: !234, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !46)
!234 = !DISubroutineType(types: !235)
!235 = !{null, !6}
!236 = !DILocalVariable(name: "p", arg: 1, scope: !233, file: !3, line: 66, type: !6)
!237 = !DILocation(line: 66, column: 55, scope: !233)
!238 = !DILocation(line: 68, column: 17, scope: !233)
!239 = !DILocation(line: 68, column: 20, scope: !233)
!240 = !DILocation(line: 68, column: 2, scope: !233)
!241 = !DILocation(line: 69, column: 1, scope: !233)
