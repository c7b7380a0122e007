; ModuleID = 'hashtable.c'
source_filename = "hashtable.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.table = type { %struct.entry**, i64, i64 }
%struct.entry = type { i8*, i32, i32, %struct.entry* }

@main.words = internal global [12 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i32 0, i32 0)], align 16, !dbg !0
@.str = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"pear\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"fig\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"kiwi\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"plum\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"lime\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"date\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"yuzu\00", align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"%zu %zu %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !2 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %t = alloca %struct.table, align 8
  %i = alloca i64, align 8
  %v = alloca i32*, align 8
  %i6 = alloca i32, align 4
  %e = alloca %struct.entry*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !28, metadata !DIExpression()), !dbg !29
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.declare(metadata %struct.table* %t, metadata !32, metadata !DIExpression()), !dbg !54
  %call = call i32 @table_init(%struct.table* noundef %t, i64 noundef 4), !dbg !55
  %cmp = icmp slt i32 %call, 0, !dbg !57
  br i1 %cmp, label %if.then, label %if.end, !dbg !58

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4, !dbg !59
  br label %return, !dbg !59

if.end:                                           ; preds = %entry
  call void @llvm.dbg.declare(metadata i64* %i, metadata !60, metadata !DIExpression()), !dbg !62
  store i64 0, i64* %i, align 8, !dbg !62
  br label %for.cond, !dbg !63

for.cond:                                         ; preds = %for.inc, %if.end
  %0 = load i64, i64* %i, align 8, !dbg !64
  %cmp1 = icmp ult i64 %0, 12, !dbg !66
  br i1 %cmp1, label %for.body, label %for.end, !dbg !67

for.body:                                         ; preds = %for.cond
  call void @llvm.dbg.declare(metadata i32** %v, metadata !68, metadata !DIExpression()), !dbg !71
  %1 = load i64, i64* %i, align 8, !dbg !72
  %arrayidx = getelementptr inbounds [12 x i8*], [12 x i8*]* @main.words, i64 0, i64 %1, !dbg !73
  %2 = load i8*, i8** %arrayidx, align 8, !dbg !73
  %call2 = call i32* @table_put(%struct.table* noundef %t, i8* noundef %2), !dbg !74
  store i32* %call2, i32** %v, align 8, !dbg !71
  %3 = load i32*, i32** %v, align 8, !dbg !75
  %tobool = icmp ne i32* %3, null, !dbg !75
  br i1 %tobool, label %if.then3, label %if.end4, !dbg !77

if.then3:                                         ; preds = %for.body
  %4 = load i32*, i32** %v, align 8, !dbg !78
  %5 = load i32, i32* %4, align 4, !dbg !79
  %inc = add nsw i32 %5, 1, !dbg !79
  store i32 %inc, i32* %4, align 4, !dbg !79
  br label %if.end4, !dbg !79

if.end4:                                          ; preds = %if.then3, %for.body
  br label %for.inc, !dbg !80

for.inc:                                          ; preds = %if.end4
  %6 = load i64, i64* %i, align 8, !dbg !81
  %inc5 = add i64 %6, 1, !dbg !81
  store i64 %inc5, i64* %i, align 8, !dbg !81
  br label %for.cond, !dbg !82, !llvm.loop !83

for.end:                                          ; preds = %for.cond
  call void @llvm.dbg.declare(metadata i32* %i6, metadata !86, metadata !DIExpression()), !dbg !88
  store i32 1, i32* %i6, align 4, !dbg !88
  br label %for.cond7, !dbg !89

for.cond7:                                        ; preds = %for.inc12, %for.end
  %7 = load i32, i32* %i6, align 4, !dbg !90
  %8 = load i32, i32* %argc.addr, align 4, !dbg !92
  %cmp8 = icmp slt i32 %7, %8, !dbg !93
  br i1 %cmp8, label %for.body9, label %for.end14, !dbg !94

for.body9:                                        ; preds = %for.cond7
  %9 = load i8**, i8*** %argv.addr, align 8, !dbg !95
  %10 = load i32, i32* %i6, align 4, !dbg !96
  %idxprom = sext i32 %10 to i64, !dbg !95
  %arrayidx10 = getelementptr inbounds i8*, i8** %9, i64 %idxprom, !dbg !95
  %11 = load i8*, i8** %arrayidx10, align 8, !dbg !95
  %call11 = call i32 @table_delete(%struct.table* noundef %t, i8* noundef %11), !dbg !97
  br label %for.inc12, !dbg !97

for.inc12:                                        ; preds = %for.body9
  %12 = load i32, i32* %i6, align 4, !dbg !98
  %inc13 = add nsw i32 %12, 1, !dbg !98
  store i32 %inc13, i32* %i6, align 4, !dbg !98
  br label %for.cond7, !dbg !99, !llvm.loop !100

for.end14:                                        ; preds = %for.cond7
  call void @llvm.dbg.declare(metadata %struct.entry** %e, metadata !102, metadata !DIExpression()), !dbg !103
  %call15 = call %struct.entry* @table_find(%struct.table* noundef %t, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0)), !dbg !104
  store %struct.entry* %call15, %struct.entry** %e, align 8, !dbg !103
  %count = getelementptr inbounds %struct.table, %struct.table* %t, i32 0, i32 2, !dbg !105
  %13 = load i64, i64* %count, align 8, !dbg !105
  %nbuckets = getelementptr inbounds %struct.table, %struct.table* %t, i32 0, i32 1, !dbg !106
  %14 = load i64, i64* %nbuckets, align 8, !dbg !106
  %15 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !107
  %tobool16 = icmp ne %struct.entry* %15, null, !dbg !107
  br i1 %tobool16, label %cond.true, label %cond.false, !dbg !107

cond.true:                                        ; preds = %for.end14
  %16 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !108
  %value = getelementptr inbounds %struct.entry, %struct.entry* %16, i32 0, i32 1, !dbg !109
  %17 = load i32, i32* %value, align 8, !dbg !109
  br label %cond.end, !dbg !107

cond.false:                                       ; preds = %for.end14
  br label %cond.end, !dbg !107

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %17, %cond.true ], [ 0, %cond.false ], !dbg !107
  %call17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.8, i64 0, i64 0), i64 noundef %13, i64 noundef %14, i32 noundef %cond), !dbg !110
  call void @table_free(%struct.table* noundef %t), !dbg !111
  store i32 0, i32* %retval, align 4, !dbg !112
  br label %return, !dbg !112

return:                                           ; preds = %cond.end, %if.then
  %18 = load i32, i32* %retval, align 4, !dbg !113
  ret i32 %18, !dbg !113
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @table_init(%struct.table* noundef %t, i64 noundef %n) #0 !dbg !114 {
entry:
  %t.addr = alloca %struct.table*, align 8
  %n.addr = alloca i64, align 8
  store %struct.table* %t, %struct.table** %t.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.table** %t.addr, metadata !118, metadata !DIExpression()), !dbg !119
  store i64 %n, i64* %n.addr, align 8
  call void @llvm.dbg.declare(metadata i64* %n.addr, metadata !120, metadata !DIExpression()), !dbg !121
  %0 = load i64, i64* %n.addr, align 8, !dbg !122
  %call = call noalias i8* @calloc(i64 noundef %0, i64 noundef 8) #5, !dbg !123
  %1 = bitcast i8* %call to %struct.entry**, !dbg !123
  %2 = load %struct.table*, %struct.table** %t.addr, align 8, !dbg !124
  %buckets = getelementptr inbounds %struct.table, %struct.table* %2, i32 0, i32 0, !dbg !125
  store %struct.entry** %1, %struct.entry*** %buckets, align 8, !dbg !126
  %3 = load %struct.table*, %struct.table** %t.addr, align 8, !dbg !127
  %buckets1 = getelementptr inbounds %struct.table, %struct.table* %3, i32 0, i32 0, !dbg !128
  %4 = load %struct.entry**, %struct.entry*** %buckets1, align 8, !dbg !128
  %tobool = icmp ne %struct.entry** %4, null, !dbg !127
  br i1 %tobool, label %cond.true, label %cond.false, !dbg !127

cond.true:                                        ; preds = %entry
  %5 = load i64, i64* %n.addr, align 8, !dbg !129
  br label %cond.end, !dbg !127

cond.false:                                       ; preds = %entry
  br label %cond.end, !dbg !127

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i64 [ %5, %cond.true ], [ 0, %cond.false ], !dbg !127
  %6 = load %struct.table*, %struct.table** %t.addr, align 8, !dbg !130
  %nbuckets = getelementptr inbounds %struct.table, %struct.table* %6, i32 0, i32 1, !dbg !131
  store i64 %cond, i64* %nbuckets, align 8, !dbg !132
  %7 = load %struct.table*, %struct.table** %t.addr, align 8, !dbg !133
  %count = getelementptr inbounds %struct.table, %struct.table* %7, i32 0, i32 2, !dbg !134
  store i64 0, i64* %count, align 8, !dbg !135
  %8 = load %struct.table*, %struct.table** %t.addr, align 8, !dbg !136
  %buckets2 = getelementptr inbounds %struct.table, %struct.table* %8, i32 0, i32 0, !dbg !137
  %9 = load %struct.entry**, %struct.entry*** %buckets2, align 8, !dbg !137
  %tobool3 = icmp ne %struct.entry** %9, null, !dbg !136
  %10 = zext i1 %tobool3 to i64, !dbg !136
  %cond4 = select i1 %tobool3, i32 0, i32 -1, !dbg !136
  ret i32 %cond4, !dbg !138
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32* @table_put(%struct.table* noundef %t, i8* noundef %key) #0 !dbg !139 {
entry:
  %retval = alloca i32*, align 8
  %t.addr = alloca %struct.table*, align 8
  %key.addr = alloca i8*, align 8
  %e = alloca %struct.entry*, align 8
  store %struct.table* %t, %struct.table** %t.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.table** %t.addr, metadata !142, metadata !DIExpression()), !dbg !143
  store i8* %key, i8** %key.addr, align 8
  call void @llvm.dbg.declare(metadata i8** %key.addr, metadata !144, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.declare(metadata %struct.entry** %e, metadata !146, metadata !DIExpression()), !dbg !147
  %0 = load %struct.table*, %struct.table** %t.addr, align 8, !dbg !148
  %1 = load i8*, i8** %key.addr, align 8, !dbg !149
  %call = call %struct.entry* @table_find(%struct.table* noundef %0, i8* noundef %1), !dbg !150
  store %struct.entry* %call, %struct.entry** %e, align 8, !dbg !147
  %2 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !151
  %tobool = icmp ne %struct.entry* %2, null, !dbg !151
  br i1 %tobool, label %if.then, label %if.end, !dbg !153

if.then:                                          ; preds = %entry
  %3 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !154
  %value = getelementptr inbounds %struct.entry, %struct.entry* %3, i32 0, i32 1, !dbg !155
  store i32* %value, i32** %retval, align 8, !dbg !156
  br label %return, !dbg !156

if.end:                                           ; preds = %entry
  %4 = load %struct.table*, %struct.table** %t.addr, align 8, !dbg !157
  %count = getelementptr inbounds %struct.table, %struct.table* %4, i32 0, i32 2, !dbg !159
  %5 = load i64, i64* %count, align 8, !dbg !159
  %add = add i64 %5, 1, !dbg !160
  %6 = load %struct.table*, %struct.table** %t.addr, align 8, !dbg !161
  %nbuckets = getelementptr inbounds %struct.table, %struct.table* %6, i32 0, i32 1, !dbg !162
  %7 = load i64, i64* %nbuckets, align 8, !dbg !162
  %mul = mul i64 %7, 3, !dbg !163
  %div = udiv i64 %mul, 4, !dbg !164
  %cmp = icmp ugt i64 %add, %div, !dbg !165
  br i1 %cmp, label %if.then1, label %if.end2, !dbg !166

if.then1:                                         ; preds = %if.end
  %8 = load %struct.table*, %struct.table** %t.addr, align 8, !dbg !167
  call void @table_grow(%struct.table* noundef %8), !dbg !168
  br label %if.end2, !dbg !168

if.end2:                                          ; preds = %if.then1, %if.end
  %call3 = call noalias i8* @malloc(i64 noundef 24) #5, !dbg !169
  %9 = bitcast i8* %call3 to %struct.entry*, !dbg !169
  store %struct.entry* %9, %struct.entry** %e, align 8, !dbg !170
  %10 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !171
  %tobool4 = icmp ne %struct.entry* %10, null, !dbg !171
  br i1 %tobool4, label %if.end6, label %if.then5, !dbg !173

if.then5:                                         ; preds = %if.end2
  store i32* null, i32** %retval, align 8, !dbg !174
  br label %return, !dbg !174

if.end6:                                          ; preds = %if.end2
  %11 = load i8*, i8** %key.addr, align 8, !dbg !175
  %call7 = call noalias i8* @strdup(i8* noundef %11) #5, !dbg !176
  %12 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !177
  %key8 = getelementptr inbounds %struct.entry, %struct.entry* %12, i32 0, i32 0, !dbg !178
  store i8* %call7, i8** %key8, align 8, !dbg !179
  %13 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !180
  %value9 = getelementptr inbounds %struct.entry, %struct.entry* %13, i32 0, i32 1, !dbg !181
  store i32 0, i32* %value9, align 8, !dbg !182
  %14 = load i8*, i8** %key.addr, align 8, !dbg !183
  %call10 = call i32 @fnv1a(i8* noundef %14), !dbg !184
  %15 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !185
  %hash = getelementptr inbounds %struct.entry, %struct.entry* %15, i32 0, i32 2, !dbg !186
  store i32 %call10, i32* %hash, align 4, !dbg !187
  %16 = load %struct.table*, %struct.table** %t.addr, align 8, !dbg !188
  %buckets = getelementptr inbounds %struct.table, %struct.table* %16, i32 0, i32 0, !dbg !189
  %17 = load %struct.entry**, %struct.entry*** %buckets, align 8, !dbg !189
  %18 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !190
  %hash11 = getelementptr inbounds %struct.entry, %struct.entry* %18, i32 0, i32 2, !dbg !191
  %19 = load i32, i32* %hash11, align 4, !dbg !191
  %conv = zext i32 %19 to i64, !dbg !190
  %20 = load %struct.table*, %struct.table** %t.addr, align 8, !dbg !192
  %nbuckets12 = getelementptr inbounds %struct.table, %struct.table* %20, i32 0, i32 1, !dbg !193
  %21 = load i64, i64* %nbuckets12, align 8, !dbg !193
  %rem = urem i64 %conv, %21, !dbg !194
  %arrayidx = getelementptr inbounds %struct.entry*, %struct.entry** %17, i64 %rem, !dbg !188
  %22 = load %struct.entry*, %struct.entry** %arrayidx, align 8, !dbg !188
  %23 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !195
  %next = getelementptr inbounds %struct.entry, %struct.entry* %23, i32 0, i32 3, !dbg !196
  store %struct.entry* %22, %struct.entry** %next, align 8, !dbg !197
  %24 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !198
  %25 = load %struct.table*, %struct.table** %t.addr, align 8, !dbg !199
  %buckets13 = getelementptr inbounds %struct.table, %struct.table* %25, i32 0, i32 0, !dbg !200
  %26 = load %struct.entry**, %struct.entry*** %buckets13, align 8, !dbg !200
  %27 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !201
  %hash14 = getelementptr inbounds %struct.entry, %struct.entry* %27, i32 0, i32 2, !dbg !202
  %28 = load i32, i32* %hash14, align 4, !dbg !202
  %conv15 = zext i32 %28 to i64, !dbg !201
  %29 = load %struct.table*, %struct.table** %t.addr, align 8, !dbg !203
  %nbuckets16 = getelementptr inbounds %struct.table, %struct.table* %29, i32 0, i32 1, !dbg !204
  %30 = load i64, i64* %nbuckets16, align 8, !dbg !204
  %rem17 = urem i64 %conv15, %30, !dbg !205
  %arrayidx18 = getelementptr inbounds %struct.entry*, %struct.entry** %26, i64 %rem17, !dbg !199
  store %struct.entry* %24, %struct.entry** %arrayidx18, align 8, !dbg !206
  %31 = load %struct.table*, %struct.table** %t.addr, align 8, !dbg !207
  %count19 = getelementptr inbounds %struct.table, %struct.table* %31, i32 0, i32 2, !dbg !208
  %32 = load i64, i64* %count19, align 8, !dbg !209
  %inc = add i64 %32, 1, !dbg !209
  store i64 %inc, i64* %count19, align 8, !dbg !209
  %33 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !210
  %value20 = getelementptr inbounds %struct.entry, %struct.entry* %33, i32 0, i32 1, !dbg !211
  store i32* %value20, i32** %retval, align 8, !dbg !212
  br label %return, !dbg !212

return:                                           ; preds = %if.end6, %if.then5, %if.then
  %34 = load i32*, i32** %retval, align 8, !dbg !213
  ret i32* %34, !dbg !213
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @table_delete(%struct.table* noundef %t, i8* noundef %key) #0 !dbg !214 {
entry:
  %retval = alloca i32, align 4
  %t.addr = alloca %struct.table*, align 8
  %key.addr = alloca i8*, align 8
  %h = alloca i32, align 4
  %pp = alloca %struct.entry**, align 8
  %e = alloca %struct.entry*, align 8
  store %struct.table* %t, %struct.table** %t.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.table** %t.addr, metadata !217, metadata !DIExpression()), !dbg !218
  store i8* %key, i8** %key.addr, align 8
  call void @llvm.dbg.declare(metadata i8** %key.addr, metadata !219, metadata !DIExpression()), !dbg !220
  call void @llvm.dbg.declare(metadata i32* %h, metadata !221, metadata !DIExpression()), !dbg !222
  %0 = load i8*, i8** %key.addr, align 8, !dbg !223
  %call = call i32 @fnv1a(i8* noundef %0), !dbg !224
  store i32 %call, i32* %h, align 4, !dbg !222
  call void @llvm.dbg.declare(metadata %struct.entry*** %pp, metadata !225, metadata !DIExpression()), !dbg !227
  %1 = load %struct.table*, %struct.table** %t.addr, align 8, !dbg !228
  %buckets = getelementptr inbounds %struct.table, %struct.table* %1, i32 0, i32 0, !dbg !229
  %2 = load %struct.entry**, %struct.entry*** %buckets, align 8, !dbg !229
  %3 = load i32, i32* %h, align 4, !dbg !230
  %conv = zext i32 %3 to i64, !dbg !230
  %4 = load %struct.table*, %struct.table** %t.addr, align 8, !dbg !231
  %nbuckets = getelementptr inbounds %struct.table, %struct.table* %4, i32 0, i32 1, !dbg !232
  %5 = load i64, i64* %nbuckets, align 8, !dbg !232
  %rem = urem i64 %conv, %5, !dbg !233
  %arrayidx = getelementptr inbounds %struct.entry*, %struct.entry** %2, i64 %rem, !dbg !228
  store %struct.entry** %arrayidx, %struct.entry*** %pp, align 8, !dbg !227
  br label %for.cond, !dbg !234

for.cond:                                         ; preds = %for.inc, %entry
  %6 = load %struct.entry**, %struct.entry*** %pp, align 8, !dbg !235
  %7 = load %struct.entry*, %struct.entry** %6, align 8, !dbg !237
  %tobool = icmp ne %struct.entry* %7, null, !dbg !238
  br i1 %tobool, label %for.body, label %for.end, !dbg !238

for.body:                                         ; preds = %for.cond
  call void @llvm.dbg.declare(metadata %struct.entry** %e, metadata !239, metadata !DIExpression()), !dbg !241
  %8 = load %struct.entry**, %struct.entry*** %pp, align 8, !dbg !242
  %9 = load %struct.entry*, %struct.entry** %8, align 8, !dbg !243
  store %struct.entry* %9, %struct.entry** %e, align 8, !dbg !241
  %10 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !244
  %hash = getelementptr inbounds %struct.entry, %struct.entry* %10, i32 0, i32 2, !dbg !246
  %11 = load i32, i32* %hash, align 4, !dbg !246
  %12 = load i32, i32* %h, align 4, !dbg !247
  %cmp = icmp eq i32 %11, %12, !dbg !248
  br i1 %cmp, label %land.lhs.true, label %if.end, !dbg !249

land.lhs.true:                                    ; preds = %for.body
  %13 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !250
  %key2 = getelementptr inbounds %struct.entry, %struct.entry* %13, i32 0, i32 0, !dbg !251
  %14 = load i8*, i8** %key2, align 8, !dbg !251
  %15 = load i8*, i8** %key.addr, align 8, !dbg !252
  %call3 = call i32 @strcmp(i8* noundef %14, i8* noundef %15) #6, !dbg !253
  %cmp4 = icmp eq i32 %call3, 0, !dbg !254
  br i1 %cmp4, label %if.then, label %if.end, !dbg !255

if.then:                                          ; preds = %land.lhs.true
  %16 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !256
  %next = getelementptr inbounds %struct.entry, %struct.entry* %16, i32 0, i32 3, !dbg !258
  %17 = load %struct.entry*, %struct.entry** %next, align 8, !dbg !258
  %18 = load %struct.entry**, %struct.entry*** %pp, align 8, !dbg !259
  store %struct.entry* %17, %struct.entry** %18, align 8, !dbg !260
  %19 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !261
  %key6 = getelementptr inbounds %struct.entry, %struct.entry* %19, i32 0, i32 0, !dbg !262
  %20 = load i8*, i8** %key6, align 8, !dbg !262
  call void @free(i8* noundef %20) #5, !dbg !263
  %21 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !264
  %22 = bitcast %struct.entry* %21 to i8*, !dbg !264
  call void @free(i8* noundef %22) #5, !dbg !265
  %23 = load %struct.table*, %struct.table** %t.addr, align 8, !dbg !266
  %count = getelementptr inbounds %struct.table, %struct.table* %23, i32 0, i32 2, !dbg !267
  %24 = load i64, i64* %count, align 8, !dbg !268
  %dec = add i64 %24, -1, !dbg !268
  store i64 %dec, i64* %count, align 8, !dbg !268
  store i32 1, i32* %retval, align 4, !dbg !269
  br label %return, !dbg !269

if.end:                                           ; preds = %land.lhs.true, %for.body
  br label %for.inc, !dbg !270

for.inc:                                          ; preds = %if.end
  %25 = load %struct.entry**, %struct.entry*** %pp, align 8, !dbg !271
  %26 = load %struct.entry*, %struct.entry** %25, align 8, !dbg !272
  %next7 = getelementptr inbounds %struct.entry, %struct.entry* %26, i32 0, i32 3, !dbg !273
  store %struct.entry** %next7, %struct.entry*** %pp, align 8, !dbg !274
  br label %for.cond, !dbg !275, !llvm.loop !276

for.end:                                          ; preds = %for.cond
  store i32 0, i32* %retval, align 4, !dbg !278
  br label %return, !dbg !278

return:                                           ; preds = %for.end, %if.then
  %27 = load i32, i32* %retval, align 4, !dbg !279
  ret i32 %27, !dbg !279
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.entry* @table_find(%struct.table* noundef %t, i8* noundef %key) #0 !dbg !280 {
entry:
  %retval = alloca %struct.entry*, align 8
  %t.addr = alloca %struct.table*, align 8
  %key.addr = alloca i8*, align 8
  %h = alloca i32, align 4
  %e = alloca %struct.entry*, align 8
  store %struct.table* %t, %struct.table** %t.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.table** %t.addr, metadata !285, metadata !DIExpression()), !dbg !286
  store i8* %key, i8** %key.addr, align 8
  call void @llvm.dbg.declare(metadata i8** %key.addr, metadata !287, metadata !DIExpression()), !dbg !288
  call void @llvm.dbg.declare(metadata i32* %h, metadata !289, metadata !DIExpression()), !dbg !290
  %0 = load i8*, i8** %key.addr, align 8, !dbg !291
  %call = call i32 @fnv1a(i8* noundef %0), !dbg !292
  store i32 %call, i32* %h, align 4, !dbg !290
  call void @llvm.dbg.declare(metadata %struct.entry** %e, metadata !293, metadata !DIExpression()), !dbg !295
  %1 = load %struct.table*, %struct.table** %t.addr, align 8, !dbg !296
  %buckets = getelementptr inbounds %struct.table, %struct.table* %1, i32 0, i32 0, !dbg !297
  %2 = load %struct.entry**, %struct.entry*** %buckets, align 8, !dbg !297
  %3 = load i32, i32* %h, align 4, !dbg !298
  %conv = zext i32 %3 to i64, !dbg !298
  %4 = load %struct.table*, %struct.table** %t.addr, align 8, !dbg !299
  %nbuckets = getelementptr inbounds %struct.table, %struct.table* %4, i32 0, i32 1, !dbg !300
  %5 = load i64, i64* %nbuckets, align 8, !dbg !300
  %rem = urem i64 %conv, %5, !dbg !301
  %arrayidx = getelementptr inbounds %struct.entry*, %struct.entry** %2, i64 %rem, !dbg !296
  %6 = load %struct.entry*, %struct.entry** %arrayidx, align 8, !dbg !296
  store %struct.entry* %6, %struct.entry** %e, align 8, !dbg !295
  br label %for.cond, !dbg !302

for.cond:                                         ; preds = %for.inc, %entry
  %7 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !303
  %tobool = icmp ne %struct.entry* %7, null, !dbg !305
  br i1 %tobool, label %for.body, label %for.end, !dbg !305

for.body:                                         ; preds = %for.cond
  %8 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !306
  %hash = getelementptr inbounds %struct.entry, %struct.entry* %8, i32 0, i32 2, !dbg !308
  %9 = load i32, i32* %hash, align 4, !dbg !308
  %10 = load i32, i32* %h, align 4, !dbg !309
  %cmp = icmp eq i32 %9, %10, !dbg !310
  br i1 %cmp, label %land.lhs.true, label %if.end, !dbg !311

land.lhs.true:                                    ; preds = %for.body
  %11 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !312
  %key2 = getelementptr inbounds %struct.entry, %struct.entry* %11, i32 0, i32 0, !dbg !313
  %12 = load i8*, i8** %key2, align 8, !dbg !313
  %13 = load i8*, i8** %key.addr, align 8, !dbg !314
  %call3 = call i32 @strcmp(i8* noundef %12, i8* noundef %13) #6, !dbg !315
  %cmp4 = icmp eq i32 %call3, 0, !dbg !316
  br i1 %cmp4, label %if.then, label %if.end, !dbg !317

if.then:                                          ; preds = %land.lhs.true
  %14 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !318
  store %struct.entry* %14, %struct.entry** %retval, align 8, !dbg !319
  br label %return, !dbg !319

if.end:                                           ; preds = %land.lhs.true, %for.body
  br label %for.inc, !dbg !320

for.inc:                                          ; preds = %if.end
  %15 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !321
  %next = getelementptr inbounds %struct.entry, %struct.entry* %15, i32 0, i32 3, !dbg !322
  %16 = load %struct.entry*, %struct.entry** %next, align 8, !dbg !322
  store %struct.entry* %16, %struct.entry** %e, align 8, !dbg !323
  br label %for.cond, !dbg !324, !llvm.loop !325

for.end:                                          ; preds = %for.cond
  store %struct.entry* null, %struct.entry** %retval, align 8, !dbg !327
  br label %return, !dbg !327

return:                                           ; preds = %for.end, %if.then
  %17 = load %struct.entry*, %struct.entry** %retval, align 8, !dbg !328
  ret %struct.entry* %17, !dbg !328
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @table_free(%struct.table* noundef %t) #0 !dbg !329 {
entry:
  %t.addr = alloca %struct.table*, align 8
  %i = alloca i64, align 8
  %e = alloca %struct.entry*, align 8
  %next = alloca %struct.entry*, align 8
  store %struct.table* %t, %struct.table** %t.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.table** %t.addr, metadata !332, metadata !DIExpression()), !dbg !333
  call void @llvm.dbg.declare(metadata i64* %i, metadata !334, metadata !DIExpression()), !dbg !336
  store i64 0, i64* %i, align 8, !dbg !336
  br label %for.cond, !dbg !337

for.cond:                                         ; preds = %for.inc4, %entry
  %0 = load i64, i64* %i, align 8, !dbg !338
  %1 = load %struct.table*, %struct.table** %t.addr, align 8, !dbg !340
  %nbuckets = getelementptr inbounds %struct.table, %struct.table* %1, i32 0, i32 1, !dbg !341
  %2 = load i64, i64* %nbuckets, align 8, !dbg !341
  %cmp = icmp ult i64 %0, %2, !dbg !342
  br i1 %cmp, label %for.body, label %for.end5, !dbg !343

for.body:                                         ; preds = %for.cond
  call void @llvm.dbg.declare(metadata %struct.entry** %e, metadata !344, metadata !DIExpression()), !dbg !346
  %3 = load %struct.table*, %struct.table** %t.addr, align 8, !dbg !347
  %buckets = getelementptr inbounds %struct.table, %struct.table* %3, i32 0, i32 0, !dbg !348
  %4 = load %struct.entry**, %struct.entry*** %buckets, align 8, !dbg !348
  %5 = load i64, i64* %i, align 8, !dbg !349
  %arrayidx = getelementptr inbounds %struct.entry*, %struct.entry** %4, i64 %5, !dbg !347
  %6 = load %struct.entry*, %struct.entry** %arrayidx, align 8, !dbg !347
  store %struct.entry* %6, %struct.entry** %e, align 8, !dbg !346
  call void @llvm.dbg.declare(metadata %struct.entry** %next, metadata !350, metadata !DIExpression()), !dbg !351
  br label %for.cond1, !dbg !352

for.cond1:                                        ; preds = %for.inc, %for.body
  %7 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !353
  %tobool = icmp ne %struct.entry* %7, null, !dbg !355
  br i1 %tobool, label %for.body2, label %for.end, !dbg !355

for.body2:                                        ; preds = %for.cond1
  %8 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !356
  %next3 = getelementptr inbounds %struct.entry, %struct.entry* %8, i32 0, i32 3, !dbg !358
  %9 = load %struct.entry*, %struct.entry** %next3, align 8, !dbg !358
  store %struct.entry* %9, %struct.entry** %next, align 8, !dbg !359
  %10 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !360
  %key = getelementptr inbounds %struct.entry, %struct.entry* %10, i32 0, i32 0, !dbg !361
  %11 = load i8*, i8** %key, align 8, !dbg !361
  call void @free(i8* noundef %11) #5, !dbg !362
  %12 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !363
  %13 = bitcast %struct.entry* %12 to i8*, !dbg !363
  call void @free(i8* noundef %13) #5, !dbg !364
  br label %for.inc, !dbg !365

for.inc:                                          ; preds = %for.body2
  %14 = load %struct.entry*, %struct.entry** %next, align 8, !dbg !366
  store %struct.entry* %14, %struct.entry** %e, align 8, !dbg !367
  br label %for.cond1, !dbg !368, !llvm.loop !369

for.end:                                          ; preds = %for.cond1
  br label %for.inc4, !dbg !370

for.inc4:                                         ; preds = %for.end
  %15 = load i64, i64* %i, align 8, !dbg !371
  %inc = add i64 %15, 1, !dbg !371
  store i64 %inc, i64* %i, align 8, !dbg !371
  br label %for.cond, !dbg !372, !llvm.loop !373

for.end5:                                         ; preds = %for.cond
  %16 = load %struct.table*, %struct.table** %t.addr, align 8, !dbg !375
  %buckets6 = getelementptr inbounds %struct.table, %struct.table* %16, i32 0, i32 0, !dbg !376
  %17 = load %struct.entry**, %struct.entry*** %buckets6, align 8, !dbg !376
  %18 = bitcast %struct.entry** %17 to i8*, !dbg !375
  call void @free(i8* noundef %18) #5, !dbg !377
  ret void, !dbg !378
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @table_grow(%struct.table* noundef %t) #0 !dbg !379 {
entry:
  %t.addr = alloca %struct.table*, align 8
  %n = alloca i64, align 8
  %b = alloca %struct.entry**, align 8
  %i = alloca i64, align 8
  %e = alloca %struct.entry*, align 8
  %next = alloca %struct.entry*, align 8
  store %struct.table* %t, %struct.table** %t.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.table** %t.addr, metadata !380, metadata !DIExpression()), !dbg !381
  call void @llvm.dbg.declare(metadata i64* %n, metadata !382, metadata !DIExpression()), !dbg !383
  %0 = load %struct.table*, %struct.table** %t.addr, align 8, !dbg !384
  %nbuckets = getelementptr inbounds %struct.table, %struct.table* %0, i32 0, i32 1, !dbg !385
  %1 = load i64, i64* %nbuckets, align 8, !dbg !385
  %mul = mul i64 %1, 2, !dbg !386
  store i64 %mul, i64* %n, align 8, !dbg !383
  call void @llvm.dbg.declare(metadata %struct.entry*** %b, metadata !387, metadata !DIExpression()), !dbg !388
  %2 = load i64, i64* %n, align 8, !dbg !389
  %call = call noalias i8* @calloc(i64 noundef %2, i64 noundef 8) #5, !dbg !390
  %3 = bitcast i8* %call to %struct.entry**, !dbg !390
  store %struct.entry** %3, %struct.entry*** %b, align 8, !dbg !388
  %4 = load %struct.entry**, %struct.entry*** %b, align 8, !dbg !391
  %tobool = icmp ne %struct.entry** %4, null, !dbg !391
  br i1 %tobool, label %if.end, label %if.then, !dbg !393

if.then:                                          ; preds = %entry
  br label %return, !dbg !394

if.end:                                           ; preds = %entry
  call void @llvm.dbg.declare(metadata i64* %i, metadata !395, metadata !DIExpression()), !dbg !397
  store i64 0, i64* %i, align 8, !dbg !397
  br label %for.cond, !dbg !398

for.cond:                                         ; preds = %for.inc, %if.end
  %5 = load i64, i64* %i, align 8, !dbg !399
  %6 = load %struct.table*, %struct.table** %t.addr, align 8, !dbg !401
  %nbuckets1 = getelementptr inbounds %struct.table, %struct.table* %6, i32 0, i32 1, !dbg !402
  %7 = load i64, i64* %nbuckets1, align 8, !dbg !402
  %cmp = icmp ult i64 %5, %7, !dbg !403
  br i1 %cmp, label %for.body, label %for.end, !dbg !404

for.body:                                         ; preds = %for.cond
  call void @llvm.dbg.declare(metadata %struct.entry** %e, metadata !405, metadata !DIExpression()), !dbg !407
  %8 = load %struct.table*, %struct.table** %t.addr, align 8, !dbg !408
  %buckets = getelementptr inbounds %struct.table, %struct.table* %8, i32 0, i32 0, !dbg !409
  %9 = load %struct.entry**, %struct.entry*** %buckets, align 8, !dbg !409
  %10 = load i64, i64* %i, align 8, !dbg !410
  %arrayidx = getelementptr inbounds %struct.entry*, %struct.entry** %9, i64 %10, !dbg !408
  %11 = load %struct.entry*, %struct.entry** %arrayidx, align 8, !dbg !408
  store %struct.entry* %11, %struct.entry** %e, align 8, !dbg !407
  br label %while.cond, !dbg !411

while.cond:                                       ; preds = %while.body, %for.body
  %12 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !412
  %tobool2 = icmp ne %struct.entry* %12, null, !dbg !411
  br i1 %tobool2, label %while.body, label %while.end, !dbg !411

while.body:                                       ; preds = %while.cond
  call void @llvm.dbg.declare(metadata %struct.entry** %next, metadata !413, metadata !DIExpression()), !dbg !415
  %13 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !416
  %next3 = getelementptr inbounds %struct.entry, %struct.entry* %13, i32 0, i32 3, !dbg !417
  %14 = load %struct.entry*, %struct.entry** %next3, align 8, !dbg !417
  store %struct.entry* %14, %struct.entry** %next, align 8, !dbg !415
  %15 = load %struct.entry**, %struct.entry*** %b, align 8, !dbg !418
  %16 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !419
  %hash = getelementptr inbounds %struct.entry, %struct.entry* %16, i32 0, i32 2, !dbg !420
  %17 = load i32, i32* %hash, align 4, !dbg !420
  %conv = zext i32 %17 to i64, !dbg !419
  %18 = load i64, i64* %n, align 8, !dbg !421
  %rem = urem i64 %conv, %18, !dbg !422
  %arrayidx4 = getelementptr inbounds %struct.entry*, %struct.entry** %15, i64 %rem, !dbg !418
  %19 = load %struct.entry*, %struct.entry** %arrayidx4, align 8, !dbg !418
  %20 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !423
  %next5 = getelementptr inbounds %struct.entry, %struct.entry* %20, i32 0, i32 3, !dbg !424
  store %struct.entry* %19, %struct.entry** %next5, align 8, !dbg !425
  %21 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !426
  %22 = load %struct.entry**, %struct.entry*** %b, align 8, !dbg !427
  %23 = load %struct.entry*, %struct.entry** %e, align 8, !dbg !428
  %hash6 = getelementptr inbounds %struct.entry, %struct.entry* %23, i32 0, i32 2, !dbg !429
  %24 = load i32, i32* %hash6, align 4, !dbg !429
  %conv7 = zext i32 %24 to i64, !dbg !428
  %25 = load i64, i64* %n, align 8, !dbg !430
  %rem8 = urem i64 %conv7, %25, !dbg !431
  %arrayidx9 = getelementptr inbounds %struct.entry*, %struct.entry** %22, i64 %rem8, !dbg !427
  store %struct.entry* %21, %struct.entry** %arrayidx9, align 8, !dbg !432
  %26 = load %struct.entry*, %struct.entry** %next, align 8, !dbg !433
  store %struct.entry* %26, %struct.entry** %e, align 8, !dbg !434
  br label %while.cond, !dbg !411, !llvm.loop !435

while.end:                                        ; preds = %while.cond
  br label %for.inc, !dbg !437

for.inc:                                          ; preds = %while.end
  %27 = load i64, i64* %i, align 8, !dbg !438
  %inc = add i64 %27, 1, !dbg !438
  store i64 %inc, i64* %i, align 8, !dbg !438
  br label %for.cond, !dbg !439, !llvm.loop !440

for.end:                                          ; preds = %for.cond
  %28 = load %struct.table*, %struct.table** %t.addr, align 8, !dbg !442
  %buckets10 = getelementptr inbounds %struct.table, %struct.table* %28, i32 0, i32 0, !dbg !443
  %29 = load %struct.entry**, %struct.entry*** %buckets10, align 8, !dbg !443
  %30 = bitcast %struct.entry** %29 to i8*, !dbg !442
  call void @free(i8* noundef %30) #5, !dbg !444
  %31 = load %struct.entry**, %struct.entry*** %b, align 8, !dbg !445
  %32 = load %struct.table*, %struct.table** %t.addr, align 8, !dbg !446
  %buckets11 = getelementptr inbounds %struct.table, %struct.table* %32, i32 0, i32 0, !dbg !447
  store %struct.entry** %31, %struct.entry*** %buckets11, align 8, !dbg !448
  %33 = load i64, i64* %n, align 8, !dbg !449
  %34 = load %struct.table*, %struct.table** %t.addr, align 8, !dbg !450
  %nbuckets12 = getelementptr inbounds %struct.table, %struct.table* %34, i32 0, i32 1, !dbg !451
  store i64 %33, i64* %nbuckets12, align 8, !dbg !452
  br label %return, !dbg !453

return:                                           ; preds = %for.end, %if.then
  ret void, !dbg !453
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: nounwind
declare noalias i8* @strdup(i8* noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fnv1a(i8* noundef %s) #0 !dbg !454 {
entry:
  %s.addr = alloca i8*, align 8
  %h = alloca i32, align 4
  store i8* %s, i8** %s.addr, align 8
  call void @llvm.dbg.declare(metadata i8** %s.addr, metadata !457, metadata !DIExpression()), !dbg !458
  call void @llvm.dbg.declare(metadata i32* %h, metadata !459, metadata !DIExpression()), !dbg !460
  store i32 -2128831035, i32* %h, align 4, !dbg !460
  br label %while.cond, !dbg !461

while.cond:                                       ; preds = %while.body, %entry
  %0 = load i8*, i8** %s.addr, align 8, !dbg !462
  %1 = load i8, i8* %0, align 1, !dbg !463
  %tobool = icmp ne i8 %1, 0, !dbg !461
  br i1 %tobool, label %while.body, label %while.end, !dbg !461

while.body:                                       ; preds = %while.cond
  %2 = load i32, i32* %h, align 4, !dbg !464
  %3 = load i8*, i8** %s.addr, align 8, !dbg !465
  %incdec.ptr = getelementptr inbounds i8, i8* %3, i32 1, !dbg !465
  store i8* %incdec.ptr, i8** %s.addr, align 8, !dbg !465
  %4 = load i8, i8* %3, align 1, !dbg !466
  %conv = zext i8 %4 to i32, !dbg !467
  %xor = xor i32 %2, %conv, !dbg !468
  %mul = mul i32 %xor, 16777619, !dbg !469
  store i32 %mul, i32* %h, align 4, !dbg !470
  br label %while.cond, !dbg !461, !llvm.loop !471

while.end:                                        ; preds = %while.cond
  %5 = load i32, i32* %h, align 4, !dbg !473
  ret i32 %5, !dbg !474
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "words", scope: !2, file: !3, line: 114, type: !15, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 112, type: !4, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, retainedNodes: !14)
!3 = !DIFile(filename: "hashtable.c", directory: ".", checksumkind: CSK_MD5, checksum: "81b3a0cf6ba352eb11cda3dd1ad7ff76")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !6, !7}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !11, globals: !13, splitDebugInlining: false, nameTableKind: None)
!11 = !{!12}
!12 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!13 = !{!0}
!14 = !{}
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 768, elements: !18)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!18 = !{!19}
!19 = !DISubrange(count: 12)
!20 = !{i32 7, !"Dwarf Version", i32 5}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 7, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 1}
!26 = !{i32 7, !"frame-pointer", i32 2}
!27 = !{!"Debian clang version 14.0.6"}
!28 = !DILocalVariable(name: "argc", arg: 1, scope: !2, file: !3, line: 112, type: !6)
!29 = !DILocation(line: 112, column: 14, scope: !2)
!30 = !DILocalVariable(name: "argv", arg: 2, scope: !2, file: !3, line: 112, type: !7)
!31 = !DILocation(line: 112, column: 27, scope: !2)
!32 = !DILocalVariable(name: "t", scope: !2, file: !3, line: 116, type: !33)
!33 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "table", file: !3, line: 16, size: 192, elements: !34)
!34 = !{!35, !49, !53}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "buckets", scope: !33, file: !3, line: 17, baseType: !36, size: 64)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!38 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "entry", file: !3, line: 9, size: 192, elements: !39)
!39 = !{!40, !41, !42, !48}
!40 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !38, file: !3, line: 10, baseType: !8, size: 64)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !38, file: !3, line: 11, baseType: !6, size: 32, offset: 64)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !38, file: !3, line: 12, baseType: !43, size: 32, offset: 96)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !44, line: 26, baseType: !45)
!44 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !46, line: 42, baseType: !47)
!46 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!47 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !38, file: !3, line: 13, baseType: !37, size: 64, offset: 128)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "nbuckets", scope: !33, file: !3, line: 18, baseType: !50, size: 64, offset: 64)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !51, line: 46, baseType: !52)
!51 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!52 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !33, file: !3, line: 18, baseType: !50, size: 64, offset: 128)
!54 = !DILocation(line: 116, column: 15, scope: !2)
!55 = !DILocation(line: 117, column: 6, scope: !56)
!56 = distinct !DILexicalBlock(scope: !2, file: !3, line: 117, column: 6)
!57 = !DILocation(line: 117, column: 24, scope: !56)
!58 = !DILocation(line: 117, column: 6, scope: !2)
!59 = !DILocation(line: 118, column: 3, scope: !56)
!60 = !DILocalVariable(name: "i", scope: !61, file: !3, line: 119, type: !50)
!61 = distinct !DILexicalBlock(scope: !2, file: !3, line: 119, column: 2)
!62 = !DILocation(line: 119, column: 14, scope: !61)
!63 = !DILocation(line: 119, column: 7, scope: !61)
!64 = !DILocation(line: 119, column: 21, scope: !65)
!65 = distinct !DILexicalBlock(scope: !61, file: !3, line: 119, column: 2)
!66 = !DILocation(line: 119, column: 23, scope: !65)
!67 = !DILocation(line: 119, column: 2, scope: !61)
!68 = !DILocalVariable(name: "v", scope: !69, file: !3, line: 120, type: !70)
!69 = distinct !DILexicalBlock(scope: !65, file: !3, line: 119, column: 60)
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!71 = !DILocation(line: 120, column: 8, scope: !69)
!72 = !DILocation(line: 120, column: 32, scope: !69)
!73 = !DILocation(line: 120, column: 26, scope: !69)
!74 = !DILocation(line: 120, column: 12, scope: !69)
!75 = !DILocation(line: 121, column: 7, scope: !76)
!76 = distinct !DILexicalBlock(scope: !69, file: !3, line: 121, column: 7)
!77 = !DILocation(line: 121, column: 7, scope: !69)
!78 = !DILocation(line: 122, column: 7, scope: !76)
!79 = !DILocation(line: 122, column: 4, scope: !76)
!80 = !DILocation(line: 123, column: 2, scope: !69)
!81 = !DILocation(line: 119, column: 56, scope: !65)
!82 = !DILocation(line: 119, column: 2, scope: !65)
!83 = distinct !{!83, !67, !84, !85}
!84 = !DILocation(line: 123, column: 2, scope: !61)
!85 = !{!"llvm.loop.mustprogress"}
!86 = !DILocalVariable(name: "i", scope: !87, file: !3, line: 124, type: !6)
!87 = distinct !DILexicalBlock(scope: !2, file: !3, line: 124, column: 2)
!88 = !DILocation(line: 124, column: 11, scope: !87)
!89 = !DILocation(line: 124, column: 7, scope: !87)
!90 = !DILocation(line: 124, column: 18, scope: !91)
!91 = distinct !DILexicalBlock(scope: !87, file: !3, line: 124, column: 2)
!92 = !DILocation(line: 124, column: 22, scope: !91)
!93 = !DILocation(line: 124, column: 20, scope: !91)
!94 = !DILocation(line: 124, column: 2, scope: !87)
!95 = !DILocation(line: 125, column: 20, scope: !91)
!96 = !DILocation(line: 125, column: 25, scope: !91)
!97 = !DILocation(line: 125, column: 3, scope: !91)
!98 = !DILocation(line: 124, column: 29, scope: !91)
!99 = !DILocation(line: 124, column: 2, scope: !91)
!100 = distinct !{!100, !94, !101, !85}
!101 = !DILocation(line: 125, column: 27, scope: !87)
!102 = !DILocalVariable(name: "e", scope: !2, file: !3, line: 126, type: !37)
!103 = !DILocation(line: 126, column: 16, scope: !2)
!104 = !DILocation(line: 126, column: 20, scope: !2)
!105 = !DILocation(line: 127, column: 27, scope: !2)
!106 = !DILocation(line: 127, column: 36, scope: !2)
!107 = !DILocation(line: 127, column: 46, scope: !2)
!108 = !DILocation(line: 127, column: 50, scope: !2)
!109 = !DILocation(line: 127, column: 53, scope: !2)
!110 = !DILocation(line: 127, column: 2, scope: !2)
!111 = !DILocation(line: 128, column: 2, scope: !2)
!112 = !DILocation(line: 129, column: 2, scope: !2)
!113 = !DILocation(line: 130, column: 1, scope: !2)
!114 = distinct !DISubprogram(name: "table_init", scope: !3, file: !3, line: 29, type: !115, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !14)
!115 = !DISubroutineType(types: !116)
!116 = !{!6, !117, !50}
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!118 = !DILocalVariable(name: "t", arg: 1, scope: !114, file: !3, line: 29, type: !117)
!119 = !DILocation(line: 29, column: 37, scope: !114)
!120 = !DILocalVariable(name: "n", arg: 2, scope: !114, file: !3, line: 29, type: !50)
!121 = !DILocation(line: 29, column: 47, scope: !114)
!122 = !DILocation(line: 31, column: 22, scope: !114)
!123 = !DILocation(line: 31, column: 15, scope: !114)
!124 = !DILocation(line: 31, column: 2, scope: !114)
!125 = !DILocation(line: 31, column: 5, scope: !114)
!126 = !DILocation(line: 31, column: 13, scope: !114)
!127 = !DILocation(line: 32, column: 16, scope: !114)
!128 = !DILocation(line: 32, column: 19, scope: !114)
!129 = !DILocation(line: 32, column: 29, scope: !114)
!130 = !DILocation(line: 32, column: 2, scope: !114)
!131 = !DILocation(line: 32, column: 5, scope: !114)
!132 = !DILocation(line: 32, column: 14, scope: !114)
!133 = !DILocation(line: 33, column: 2, scope: !114)
!134 = !DILocation(line: 33, column: 5, scope: !114)
!135 = !DILocation(line: 33, column: 11, scope: !114)
!136 = !DILocation(line: 34, column: 9, scope: !114)
!137 = !DILocation(line: 34, column: 12, scope: !114)
!138 = !DILocation(line: 34, column: 2, scope: !114)
!139 = distinct !DISubprogram(name: "table_put", scope: !3, file: !3, line: 66, type: !140, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !14)
!140 = !DISubroutineType(types: !141)
!141 = !{!70, !117, !16}
!142 = !DILocalVariable(name: "t", arg: 1, scope: !139, file: !3, line: 66, type: !117)
!143 = !DILocation(line: 66, column: 37, scope: !139)
!144 = !DILocalVariable(name: "key", arg: 2, scope: !139, file: !3, line: 66, type: !16)
!145 = !DILocation(line: 66, column: 52, scope: !139)
!146 = !DILocalVariable(name: "e", scope: !139, file: !3, line: 68, type: !37)
!147 = !DILocation(line: 68, column: 16, scope: !139)
!148 = !DILocation(line: 68, column: 31, scope: !139)
!149 = !DILocation(line: 68, column: 34, scope: !139)
!150 = !DILocation(line: 68, column: 20, scope: !139)
!151 = !DILocation(line: 69, column: 6, scope: !152)
!152 = distinct !DILexicalBlock(scope: !139, file: !3, line: 69, column: 6)
!153 = !DILocation(line: 69, column: 6, scope: !139)
!154 = !DILocation(line: 70, column: 11, scope: !152)
!155 = !DILocation(line: 70, column: 14, scope: !152)
!156 = !DILocation(line: 70, column: 3, scope: !152)
!157 = !DILocation(line: 71, column: 6, scope: !158)
!158 = distinct !DILexicalBlock(scope: !139, file: !3, line: 71, column: 6)
!159 = !DILocation(line: 71, column: 9, scope: !158)
!160 = !DILocation(line: 71, column: 15, scope: !158)
!161 = !DILocation(line: 71, column: 21, scope: !158)
!162 = !DILocation(line: 71, column: 24, scope: !158)
!163 = !DILocation(line: 71, column: 33, scope: !158)
!164 = !DILocation(line: 71, column: 37, scope: !158)
!165 = !DILocation(line: 71, column: 19, scope: !158)
!166 = !DILocation(line: 71, column: 6, scope: !139)
!167 = !DILocation(line: 72, column: 14, scope: !158)
!168 = !DILocation(line: 72, column: 3, scope: !158)
!169 = !DILocation(line: 73, column: 6, scope: !139)
!170 = !DILocation(line: 73, column: 4, scope: !139)
!171 = !DILocation(line: 74, column: 7, scope: !172)
!172 = distinct !DILexicalBlock(scope: !139, file: !3, line: 74, column: 6)
!173 = !DILocation(line: 74, column: 6, scope: !139)
!174 = !DILocation(line: 75, column: 3, scope: !172)
!175 = !DILocation(line: 76, column: 18, scope: !139)
!176 = !DILocation(line: 76, column: 11, scope: !139)
!177 = !DILocation(line: 76, column: 2, scope: !139)
!178 = !DILocation(line: 76, column: 5, scope: !139)
!179 = !DILocation(line: 76, column: 9, scope: !139)
!180 = !DILocation(line: 77, column: 2, scope: !139)
!181 = !DILocation(line: 77, column: 5, scope: !139)
!182 = !DILocation(line: 77, column: 11, scope: !139)
!183 = !DILocation(line: 78, column: 18, scope: !139)
!184 = !DILocation(line: 78, column: 12, scope: !139)
!185 = !DILocation(line: 78, column: 2, scope: !139)
!186 = !DILocation(line: 78, column: 5, scope: !139)
!187 = !DILocation(line: 78, column: 10, scope: !139)
!188 = !DILocation(line: 79, column: 12, scope: !139)
!189 = !DILocation(line: 79, column: 15, scope: !139)
!190 = !DILocation(line: 79, column: 23, scope: !139)
!191 = !DILocation(line: 79, column: 26, scope: !139)
!192 = !DILocation(line: 79, column: 33, scope: !139)
!193 = !DILocation(line: 79, column: 36, scope: !139)
!194 = !DILocation(line: 79, column: 31, scope: !139)
!195 = !DILocation(line: 79, column: 2, scope: !139)
!196 = !DILocation(line: 79, column: 5, scope: !139)
!197 = !DILocation(line: 79, column: 10, scope: !139)
!198 = !DILocation(line: 80, column: 38, scope: !139)
!199 = !DILocation(line: 80, column: 2, scope: !139)
!200 = !DILocation(line: 80, column: 5, scope: !139)
!201 = !DILocation(line: 80, column: 13, scope: !139)
!202 = !DILocation(line: 80, column: 16, scope: !139)
!203 = !DILocation(line: 80, column: 23, scope: !139)
!204 = !DILocation(line: 80, column: 26, scope: !139)
!205 = !DILocation(line: 80, column: 21, scope: !139)
!206 = !DILocation(line: 80, column: 36, scope: !139)
!207 = !DILocation(line: 81, column: 2, scope: !139)
!208 = !DILocation(line: 81, column: 5, scope: !139)
!209 = !DILocation(line: 81, column: 10, scope: !139)
!210 = !DILocation(line: 82, column: 10, scope: !139)
!211 = !DILocation(line: 82, column: 13, scope: !139)
!212 = !DILocation(line: 82, column: 2, scope: !139)
!213 = !DILocation(line: 83, column: 1, scope: !139)
!214 = distinct !DISubprogram(name: "table_delete", scope: !3, file: !3, line: 85, type: !215, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !14)
!215 = !DISubroutineType(types: !216)
!216 = !{!6, !117, !16}
!217 = !DILocalVariable(name: "t", arg: 1, scope: !214, file: !3, line: 85, type: !117)
!218 = !DILocation(line: 85, column: 39, scope: !214)
!219 = !DILocalVariable(name: "key", arg: 2, scope: !214, file: !3, line: 85, type: !16)
!220 = !DILocation(line: 85, column: 54, scope: !214)
!221 = !DILocalVariable(name: "h", scope: !214, file: !3, line: 87, type: !43)
!222 = !DILocation(line: 87, column: 11, scope: !214)
!223 = !DILocation(line: 87, column: 21, scope: !214)
!224 = !DILocation(line: 87, column: 15, scope: !214)
!225 = !DILocalVariable(name: "pp", scope: !226, file: !3, line: 88, type: !36)
!226 = distinct !DILexicalBlock(scope: !214, file: !3, line: 88, column: 2)
!227 = !DILocation(line: 88, column: 22, scope: !226)
!228 = !DILocation(line: 88, column: 28, scope: !226)
!229 = !DILocation(line: 88, column: 31, scope: !226)
!230 = !DILocation(line: 88, column: 39, scope: !226)
!231 = !DILocation(line: 88, column: 43, scope: !226)
!232 = !DILocation(line: 88, column: 46, scope: !226)
!233 = !DILocation(line: 88, column: 41, scope: !226)
!234 = !DILocation(line: 88, column: 7, scope: !226)
!235 = !DILocation(line: 88, column: 58, scope: !236)
!236 = distinct !DILexicalBlock(scope: !226, file: !3, line: 88, column: 2)
!237 = !DILocation(line: 88, column: 57, scope: !236)
!238 = !DILocation(line: 88, column: 2, scope: !226)
!239 = !DILocalVariable(name: "e", scope: !240, file: !3, line: 89, type: !37)
!240 = distinct !DILexicalBlock(scope: !236, file: !3, line: 88, column: 81)
!241 = !DILocation(line: 89, column: 17, scope: !240)
!242 = !DILocation(line: 89, column: 22, scope: !240)
!243 = !DILocation(line: 89, column: 21, scope: !240)
!244 = !DILocation(line: 90, column: 7, scope: !245)
!245 = distinct !DILexicalBlock(scope: !240, file: !3, line: 90, column: 7)
!246 = !DILocation(line: 90, column: 10, scope: !245)
!247 = !DILocation(line: 90, column: 18, scope: !245)
!248 = !DILocation(line: 90, column: 15, scope: !245)
!249 = !DILocation(line: 90, column: 20, scope: !245)
!250 = !DILocation(line: 90, column: 30, scope: !245)
!251 = !DILocation(line: 90, column: 33, scope: !245)
!252 = !DILocation(line: 90, column: 38, scope: !245)
!253 = !DILocation(line: 90, column: 23, scope: !245)
!254 = !DILocation(line: 90, column: 43, scope: !245)
!255 = !DILocation(line: 90, column: 7, scope: !240)
!256 = !DILocation(line: 91, column: 10, scope: !257)
!257 = distinct !DILexicalBlock(scope: !245, file: !3, line: 90, column: 49)
!258 = !DILocation(line: 91, column: 13, scope: !257)
!259 = !DILocation(line: 91, column: 5, scope: !257)
!260 = !DILocation(line: 91, column: 8, scope: !257)
!261 = !DILocation(line: 92, column: 9, scope: !257)
!262 = !DILocation(line: 92, column: 12, scope: !257)
!263 = !DILocation(line: 92, column: 4, scope: !257)
!264 = !DILocation(line: 93, column: 9, scope: !257)
!265 = !DILocation(line: 93, column: 4, scope: !257)
!266 = !DILocation(line: 94, column: 4, scope: !257)
!267 = !DILocation(line: 94, column: 7, scope: !257)
!268 = !DILocation(line: 94, column: 12, scope: !257)
!269 = !DILocation(line: 95, column: 4, scope: !257)
!270 = !DILocation(line: 97, column: 2, scope: !240)
!271 = !DILocation(line: 88, column: 70, scope: !236)
!272 = !DILocation(line: 88, column: 69, scope: !236)
!273 = !DILocation(line: 88, column: 75, scope: !236)
!274 = !DILocation(line: 88, column: 65, scope: !236)
!275 = !DILocation(line: 88, column: 2, scope: !236)
!276 = distinct !{!276, !238, !277, !85}
!277 = !DILocation(line: 97, column: 2, scope: !226)
!278 = !DILocation(line: 98, column: 2, scope: !214)
!279 = !DILocation(line: 99, column: 1, scope: !214)
!280 = distinct !DISubprogram(name: "table_find", scope: !3, file: !3, line: 57, type: !281, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !14)
!281 = !DISubroutineType(types: !282)
!282 = !{!37, !283, !16}
!283 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !284, size: 64)
!284 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !33)
!285 = !DILocalVariable(name: "t", arg: 1, scope: !280, file: !3, line: 57, type: !283)
!286 = !DILocation(line: 57, column: 53, scope: !280)
!287 = !DILocalVariable(name: "key", arg: 2, scope: !280, file: !3, line: 57, type: !16)
!288 = !DILocation(line: 57, column: 68, scope: !280)
!289 = !DILocalVariable(name: "h", scope: !280, file: !3, line: 59, type: !43)
!290 = !DILocation(line: 59, column: 11, scope: !280)
!291 = !DILocation(line: 59, column: 21, scope: !280)
!292 = !DILocation(line: 59, column: 15, scope: !280)
!293 = !DILocalVariable(name: "e", scope: !294, file: !3, line: 60, type: !37)
!294 = distinct !DILexicalBlock(scope: !280, file: !3, line: 60, column: 2)
!295 = !DILocation(line: 60, column: 21, scope: !294)
!296 = !DILocation(line: 60, column: 25, scope: !294)
!297 = !DILocation(line: 60, column: 28, scope: !294)
!298 = !DILocation(line: 60, column: 36, scope: !294)
!299 = !DILocation(line: 60, column: 40, scope: !294)
!300 = !DILocation(line: 60, column: 43, scope: !294)
!301 = !DILocation(line: 60, column: 38, scope: !294)
!302 = !DILocation(line: 60, column: 7, scope: !294)
!303 = !DILocation(line: 60, column: 54, scope: !304)
!304 = distinct !DILexicalBlock(scope: !294, file: !3, line: 60, column: 2)
!305 = !DILocation(line: 60, column: 2, scope: !294)
!306 = !DILocation(line: 61, column: 7, scope: !307)
!307 = distinct !DILexicalBlock(scope: !304, file: !3, line: 61, column: 7)
!308 = !DILocation(line: 61, column: 10, scope: !307)
!309 = !DILocation(line: 61, column: 18, scope: !307)
!310 = !DILocation(line: 61, column: 15, scope: !307)
!311 = !DILocation(line: 61, column: 20, scope: !307)
!312 = !DILocation(line: 61, column: 30, scope: !307)
!313 = !DILocation(line: 61, column: 33, scope: !307)
!314 = !DILocation(line: 61, column: 38, scope: !307)
!315 = !DILocation(line: 61, column: 23, scope: !307)
!316 = !DILocation(line: 61, column: 43, scope: !307)
!317 = !DILocation(line: 61, column: 7, scope: !304)
!318 = !DILocation(line: 62, column: 11, scope: !307)
!319 = !DILocation(line: 62, column: 4, scope: !307)
!320 = !DILocation(line: 61, column: 46, scope: !307)
!321 = !DILocation(line: 60, column: 61, scope: !304)
!322 = !DILocation(line: 60, column: 64, scope: !304)
!323 = !DILocation(line: 60, column: 59, scope: !304)
!324 = !DILocation(line: 60, column: 2, scope: !304)
!325 = distinct !{!325, !305, !326, !85}
!326 = !DILocation(line: 62, column: 11, scope: !294)
!327 = !DILocation(line: 63, column: 2, scope: !280)
!328 = !DILocation(line: 64, column: 1, scope: !280)
!329 = distinct !DISubprogram(name: "table_free", scope: !3, file: !3, line: 101, type: !330, scopeLine: 102, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !14)
!330 = !DISubroutineType(types: !331)
!331 = !{null, !117}
!332 = !DILocalVariable(name: "t", arg: 1, scope: !329, file: !3, line: 101, type: !117)
!333 = !DILocation(line: 101, column: 38, scope: !329)
!334 = !DILocalVariable(name: "i", scope: !335, file: !3, line: 103, type: !50)
!335 = distinct !DILexicalBlock(scope: !329, file: !3, line: 103, column: 2)
!336 = !DILocation(line: 103, column: 14, scope: !335)
!337 = !DILocation(line: 103, column: 7, scope: !335)
!338 = !DILocation(line: 103, column: 21, scope: !339)
!339 = distinct !DILexicalBlock(scope: !335, file: !3, line: 103, column: 2)
!340 = !DILocation(line: 103, column: 25, scope: !339)
!341 = !DILocation(line: 103, column: 28, scope: !339)
!342 = !DILocation(line: 103, column: 23, scope: !339)
!343 = !DILocation(line: 103, column: 2, scope: !335)
!344 = !DILocalVariable(name: "e", scope: !345, file: !3, line: 104, type: !37)
!345 = distinct !DILexicalBlock(scope: !339, file: !3, line: 104, column: 3)
!346 = !DILocation(line: 104, column: 22, scope: !345)
!347 = !DILocation(line: 104, column: 26, scope: !345)
!348 = !DILocation(line: 104, column: 29, scope: !345)
!349 = !DILocation(line: 104, column: 37, scope: !345)
!350 = !DILocalVariable(name: "next", scope: !345, file: !3, line: 104, type: !37)
!351 = !DILocation(line: 104, column: 42, scope: !345)
!352 = !DILocation(line: 104, column: 8, scope: !345)
!353 = !DILocation(line: 104, column: 48, scope: !354)
!354 = distinct !DILexicalBlock(scope: !345, file: !3, line: 104, column: 3)
!355 = !DILocation(line: 104, column: 3, scope: !345)
!356 = !DILocation(line: 105, column: 11, scope: !357)
!357 = distinct !DILexicalBlock(scope: !354, file: !3, line: 104, column: 61)
!358 = !DILocation(line: 105, column: 14, scope: !357)
!359 = !DILocation(line: 105, column: 9, scope: !357)
!360 = !DILocation(line: 106, column: 9, scope: !357)
!361 = !DILocation(line: 106, column: 12, scope: !357)
!362 = !DILocation(line: 106, column: 4, scope: !357)
!363 = !DILocation(line: 107, column: 9, scope: !357)
!364 = !DILocation(line: 107, column: 4, scope: !357)
!365 = !DILocation(line: 108, column: 3, scope: !357)
!366 = !DILocation(line: 104, column: 55, scope: !354)
!367 = !DILocation(line: 104, column: 53, scope: !354)
!368 = !DILocation(line: 104, column: 3, scope: !354)
!369 = distinct !{!369, !355, !370, !85}
!370 = !DILocation(line: 108, column: 3, scope: !345)
!371 = !DILocation(line: 103, column: 39, scope: !339)
!372 = !DILocation(line: 103, column: 2, scope: !339)
!373 = distinct !{!373, !343, !374, !85}
!374 = !DILocation(line: 108, column: 3, scope: !335)
!375 = !DILocation(line: 109, column: 7, scope: !329)
!376 = !DILocation(line: 109, column: 10, scope: !329)
!377 = !DILocation(line: 109, column: 2, scope: !329)
!378 = !DILocation(line: 110, column: 1, scope: !329)
!379 = distinct !DISubprogram(name: "table_grow", scope: !3, file: !3, line: 37, type: !330, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !14)
!380 = !DILocalVariable(name: "t", arg: 1, scope: !379, file: !3, line: 37, type: !117)
!381 = !DILocation(line: 37, column: 38, scope: !379)
!382 = !DILocalVariable(name: "n", scope: !379, file: !3, line: 39, type: !50)
!383 = !DILocation(line: 39, column: 9, scope: !379)
!384 = !DILocation(line: 39, column: 13, scope: !379)
!385 = !DILocation(line: 39, column: 16, scope: !379)
!386 = !DILocation(line: 39, column: 25, scope: !379)
!387 = !DILocalVariable(name: "b", scope: !379, file: !3, line: 40, type: !36)
!388 = !DILocation(line: 40, column: 17, scope: !379)
!389 = !DILocation(line: 40, column: 28, scope: !379)
!390 = !DILocation(line: 40, column: 21, scope: !379)
!391 = !DILocation(line: 41, column: 7, scope: !392)
!392 = distinct !DILexicalBlock(scope: !379, file: !3, line: 41, column: 6)
!393 = !DILocation(line: 41, column: 6, scope: !379)
!394 = !DILocation(line: 42, column: 3, scope: !392)
!395 = !DILocalVariable(name: "i", scope: !396, file: !3, line: 43, type: !50)
!396 = distinct !DILexicalBlock(scope: !379, file: !3, line: 43, column: 2)
!397 = !DILocation(line: 43, column: 14, scope: !396)
!398 = !DILocation(line: 43, column: 7, scope: !396)
!399 = !DILocation(line: 43, column: 21, scope: !400)
!400 = distinct !DILexicalBlock(scope: !396, file: !3, line: 43, column: 2)
!401 = !DILocation(line: 43, column: 25, scope: !400)
!402 = !DILocation(line: 43, column: 28, scope: !400)
!403 = !DILocation(line: 43, column: 23, scope: !400)
!404 = !DILocation(line: 43, column: 2, scope: !396)
!405 = !DILocalVariable(name: "e", scope: !406, file: !3, line: 44, type: !37)
!406 = distinct !DILexicalBlock(scope: !400, file: !3, line: 43, column: 43)
!407 = !DILocation(line: 44, column: 17, scope: !406)
!408 = !DILocation(line: 44, column: 21, scope: !406)
!409 = !DILocation(line: 44, column: 24, scope: !406)
!410 = !DILocation(line: 44, column: 32, scope: !406)
!411 = !DILocation(line: 45, column: 3, scope: !406)
!412 = !DILocation(line: 45, column: 10, scope: !406)
!413 = !DILocalVariable(name: "next", scope: !414, file: !3, line: 46, type: !37)
!414 = distinct !DILexicalBlock(scope: !406, file: !3, line: 45, column: 13)
!415 = !DILocation(line: 46, column: 18, scope: !414)
!416 = !DILocation(line: 46, column: 25, scope: !414)
!417 = !DILocation(line: 46, column: 28, scope: !414)
!418 = !DILocation(line: 47, column: 14, scope: !414)
!419 = !DILocation(line: 47, column: 16, scope: !414)
!420 = !DILocation(line: 47, column: 19, scope: !414)
!421 = !DILocation(line: 47, column: 26, scope: !414)
!422 = !DILocation(line: 47, column: 24, scope: !414)
!423 = !DILocation(line: 47, column: 4, scope: !414)
!424 = !DILocation(line: 47, column: 7, scope: !414)
!425 = !DILocation(line: 47, column: 12, scope: !414)
!426 = !DILocation(line: 48, column: 21, scope: !414)
!427 = !DILocation(line: 48, column: 4, scope: !414)
!428 = !DILocation(line: 48, column: 6, scope: !414)
!429 = !DILocation(line: 48, column: 9, scope: !414)
!430 = !DILocation(line: 48, column: 16, scope: !414)
!431 = !DILocation(line: 48, column: 14, scope: !414)
!432 = !DILocation(line: 48, column: 19, scope: !414)
!433 = !DILocation(line: 49, column: 8, scope: !414)
!434 = !DILocation(line: 49, column: 6, scope: !414)
!435 = distinct !{!435, !411, !436, !85}
!436 = !DILocation(line: 50, column: 3, scope: !406)
!437 = !DILocation(line: 51, column: 2, scope: !406)
!438 = !DILocation(line: 43, column: 39, scope: !400)
!439 = !DILocation(line: 43, column: 2, scope: !400)
!440 = distinct !{!440, !404, !441, !85}
!441 = !DILocation(line: 51, column: 2, scope: !396)
!442 = !DILocation(line: 52, column: 7, scope: !379)
!443 = !DILocation(line: 52, column: 10, scope: !379)
!444 = !DILocation(line: 52, column: 2, scope: !379)
!445 = !DILocation(line: 53, column: 15, scope: !379)
!446 = !DILocation(line: 53, column: 2, scope: !379)
!447 = !DILocation(line: 53, column: 5, scope: !379)
!448 = !DILocation(line: 53, column: 13, scope: !379)
!449 = !DILocation(line: 54, column: 16, scope: !379)
!450 = !DILocation(line: 54, column: 2, scope: !379)
!451 = !DILocation(line: 54, column: 5, scope: !379)
!452 = !DILocation(line: 54, column: 14, scope: !379)
!453 = !DILocation(line: 55, column: 1, scope: !379)
!454 = distinct !DISubprogram(name: "fnv1a", scope: !3, file: !3, line: 21, type: !455, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !14)
!455 = !DISubroutineType(types: !456)
!456 = !{!43, !16}
!457 = !DILocalVariable(name: "s", arg: 1, scope: !454, file: !3, line: 21, type: !16)
!458 = !DILocation(line: 21, column: 35, scope: !454)
!459 = !DILocalVariable(name: "h", scope: !454, file: !3, line: 23, type: !43)
!460 = !DILocation(line: 23, column: 11, scope: !454)
!461 = !DILocation(line: 24, column: 2, scope: !454)
!462 = !DILocation(line: 24, column: 10, scope: !454)
!463 = !DILocation(line: 24, column: 9, scope: !454)
!464 = !DILocation(line: 25, column: 8, scope: !454)
!465 = !DILocation(line: 25, column: 29, scope: !454)
!466 = !DILocation(line: 25, column: 27, scope: !454)
!467 = !DILocation(line: 25, column: 12, scope: !454)
!468 = !DILocation(line: 25, column: 10, scope: !454)
!469 = !DILocation(line: 25, column: 33, scope: !454)
!470 = !DILocation(line: 25, column: 5, scope: !454)
!471 = distinct !{!471, !461, !472, !85}
!472 = !DILocation(line: 25, column: 35, scope: !454)
!473 = !DILocation(line: 26, column: 9, scope: !454)
!474 = !DILocation(line: 26, column: 2, scope: !454)
