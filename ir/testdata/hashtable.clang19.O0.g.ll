; ModuleID = 'hashtable.c'
source_filename = "hashtable.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.table = type { ptr, i64, i64 }
%struct.entry = type { ptr, i32, i32, ptr }

@main.words = internal global [12 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str, ptr @.str.3, ptr @.str.2, ptr @.str, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.1, ptr @.str.7], align 16, !dbg !0
@.str = private unnamed_addr constant [6 x i8] c"apple\00", align 1, !dbg !14
@.str.1 = private unnamed_addr constant [5 x i8] c"pear\00", align 1, !dbg !19
@.str.2 = private unnamed_addr constant [4 x i8] c"fig\00", align 1, !dbg !24
@.str.3 = private unnamed_addr constant [5 x i8] c"kiwi\00", align 1, !dbg !29
@.str.4 = private unnamed_addr constant [5 x i8] c"plum\00", align 1, !dbg !31
@.str.5 = private unnamed_addr constant [5 x i8] c"lime\00", align 1, !dbg !33
@.str.6 = private unnamed_addr constant [5 x i8] c"date\00", align 1, !dbg !35
@.str.7 = private unnamed_addr constant [5 x i8] c"yuzu\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [12 x i8] c"%zu %zu %d\0A\00", align 1, !dbg !39

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !2 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %t = alloca %struct.table, align 8
  %i = alloca i64, align 8
  %v = alloca ptr, align 8
  %i6 = alloca i32, align 4
  %e = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
    #dbg_declare(ptr %argc.addr, !56, !DIExpression(), !57)
  store ptr %argv, ptr %argv.addr, align 8
    #dbg_declare(ptr %argv.addr, !58, !DIExpression(), !59)
    #dbg_declare(ptr %t, !60, !DIExpression(), !82)
  %call = call i32 @table_init(ptr noundef %t, i64 noundef 4), !dbg !83
  %cmp = icmp slt i32 %call, 0, !dbg !85
  br i1 %cmp, label %if.then, label %if.end, !dbg !86

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4, !dbg !87
  br label %return, !dbg !87

if.end:                                           ; preds = %entry
    #dbg_declare(ptr %i, !88, !DIExpression(), !90)
  store i64 0, ptr %i, align 8, !dbg !90
  br label %for.cond, !dbg !91

for.cond:                                         ; preds = %for.inc, %if.end
  %0 = load i64, ptr %i, align 8, !dbg !92
  %cmp1 = icmp ult i64 %0, 12, !dbg !94
  br i1 %cmp1, label %for.body, label %for.end, !dbg !95

for.body:                                         ; preds = %for.cond
    #dbg_declare(ptr %v, !96, !DIExpression(), !99)
  %1 = load i64, ptr %i, align 8, !dbg !100
  %arrayidx = getelementptr inbounds [12 x ptr], ptr @main.words, i64 0, i64 %1, !dbg !101
  %2 = load ptr, ptr %arrayidx, align 8, !dbg !101
  %call2 = call ptr @table_put(ptr noundef %t, ptr noundef %2), !dbg !102
  store ptr %call2, ptr %v, align 8, !dbg !99
  %3 = load ptr, ptr %v, align 8, !dbg !103
  %tobool = icmp ne ptr %3, null, !dbg !103
  br i1 %tobool, label %if.then3, label %if.end4, !dbg !105

if.then3:                                         ; preds = %for.body
  %4 = load ptr, ptr %v, align 8, !dbg !106
  %5 = load i32, ptr %4, align 4, !dbg !107
  %inc = add nsw i32 %5, 1, !dbg !107
  store i32 %inc, ptr %4, align 4, !dbg !107
  br label %if.end4, !dbg !107

if.end4:                                          ; preds = %if.then3, %for.body
  br label %for.inc, !dbg !108

for.inc:                                          ; preds = %if.end4
  %6 = load i64, ptr %i, align 8, !dbg !109
  %inc5 = add i64 %6, 1, !dbg !109
  store i64 %inc5, ptr %i, align 8, !dbg !109
  br label %for.cond, !dbg !110, !llvm.loop !111

for.end:                                          ; preds = %for.cond
    #dbg_declare(ptr %i6, !114, !DIExpression(), !116)
  store i32 1, ptr %i6, align 4, !dbg !116
  br label %for.cond7, !dbg !117

for.cond7:                                        ; preds = %for.inc12, %for.end
  %7 = load i32, ptr %i6, align 4, !dbg !118
  %8 = load i32, ptr %argc.addr, align 4, !dbg !120
  %cmp8 = icmp slt i32 %7, %8, !dbg !121
  br i1 %cmp8, label %for.body9, label %for.end14, !dbg !122

for.body9:                                        ; preds = %for.cond7
  %9 = load ptr, ptr %argv.addr, align 8, !dbg !123
  %10 = load i32, ptr %i6, align 4, !dbg !124
  %idxprom = sext i32 %10 to i64, !dbg !123
  %arrayidx10 = getelementptr inbounds ptr, ptr %9, i64 %idxprom, !dbg !123
  %11 = load ptr, ptr %arrayidx10, align 8, !dbg !123
  %call11 = call i32 @table_delete(ptr noundef %t, ptr noundef %11), !dbg !125
  br label %for.inc12, !dbg !125

for.inc12:                                        ; preds = %for.body9
  %12 = load i32, ptr %i6, align 4, !dbg !126
  %inc13 = add nsw i32 %12, 1, !dbg !126
  store i32 %inc13, ptr %i6, align 4, !dbg !126
  br label %for.cond7, !dbg !127, !llvm.loop !128

for.end14:                                        ; preds = %for.cond7
    #dbg_declare(ptr %e, !130, !DIExpression(), !131)
  %call15 = call ptr @table_find(ptr noundef %t, ptr noundef @.str), !dbg !132
  store ptr %call15, ptr %e, align 8, !dbg !131
  %count = getelementptr inbounds %struct.table, ptr %t, i32 0, i32 2, !dbg !133
  %13 = load i64, ptr %count, align 8, !dbg !133
  %nbuckets = getelementptr inbounds %struct.table, ptr %t, i32 0, i32 1, !dbg !134
  %14 = load i64, ptr %nbuckets, align 8, !dbg !134
  %15 = load ptr, ptr %e, align 8, !dbg !135
  %tobool16 = icmp ne ptr %15, null, !dbg !135
  br i1 %tobool16, label %cond.true, label %cond.false, !dbg !135

cond.true:                                        ; preds = %for.end14
  %16 = load ptr, ptr %e, align 8, !dbg !136
  %value = getelementptr inbounds %struct.entry, ptr %16, i32 0, i32 1, !dbg !137
  %17 = load i32, ptr %value, align 8, !dbg !137
  br label %cond.end, !dbg !135

cond.false:                                       ; preds = %for.end14
  br label %cond.end, !dbg !135

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %17, %cond.true ], [ 0, %cond.false ], !dbg !135
  %call17 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %13, i64 noundef %14, i32 noundef %cond), !dbg !138
  call void @table_free(ptr noundef %t), !dbg !139
  store i32 0, ptr %retval, align 4, !dbg !140
  br label %return, !dbg !140

return:                                           ; preds = %cond.end, %if.then
  %18 = load i32, ptr %retval, align 4, !dbg !141
  ret i32 %18, !dbg !141
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @table_init(ptr noundef %t, i64 noundef %n) #0 !dbg !142 {
entry:
  %t.addr = alloca ptr, align 8
  %n.addr = alloca i64, align 8
  store ptr %t, ptr %t.addr, align 8
    #dbg_declare(ptr %t.addr, !146, !DIExpression(), !147)
  store i64 %n, ptr %n.addr, align 8
    #dbg_declare(ptr %n.addr, !148, !DIExpression(), !149)
  %0 = load i64, ptr %n.addr, align 8, !dbg !150
  %call = call noalias ptr @calloc(i64 noundef %0, i64 noundef 8) #6, !dbg !151
  %1 = load ptr, ptr %t.addr, align 8, !dbg !152
  %buckets = getelementptr inbounds %struct.table, ptr %1, i32 0, i32 0, !dbg !153
  store ptr %call, ptr %buckets, align 8, !dbg !154
  %2 = load ptr, ptr %t.addr, align 8, !dbg !155
  %buckets1 = getelementptr inbounds %struct.table, ptr %2, i32 0, i32 0, !dbg !156
  %3 = load ptr, ptr %buckets1, align 8, !dbg !156
  %tobool = icmp ne ptr %3, null, !dbg !155
  br i1 %tobool, label %cond.true, label %cond.false, !dbg !155

cond.true:                                        ; preds = %entry
  %4 = load i64, ptr %n.addr, align 8, !dbg !157
  br label %cond.end, !dbg !155

cond.false:                                       ; preds = %entry
  br label %cond.end, !dbg !155

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i64 [ %4, %cond.true ], [ 0, %cond.false ], !dbg !155
  %5 = load ptr, ptr %t.addr, align 8, !dbg !158
  %nbuckets = getelementptr inbounds %struct.table, ptr %5, i32 0, i32 1, !dbg !159
  store i64 %cond, ptr %nbuckets, align 8, !dbg !160
  %6 = load ptr, ptr %t.addr, align 8, !dbg !161
  %count = getelementptr inbounds %struct.table, ptr %6, i32 0, i32 2, !dbg !162
  store i64 0, ptr %count, align 8, !dbg !163
  %7 = load ptr, ptr %t.addr, align 8, !dbg !164
  %buckets2 = getelementptr inbounds %struct.table, ptr %7, i32 0, i32 0, !dbg !165
  %8 = load ptr, ptr %buckets2, align 8, !dbg !165
  %tobool3 = icmp ne ptr %8, null, !dbg !164
  %9 = zext i1 %tobool3 to i64, !dbg !164
  %cond4 = select i1 %tobool3, i32 0, i32 -1, !dbg !164
  ret i32 %cond4, !dbg !166
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @table_put(ptr noundef %t, ptr noundef %key) #0 !dbg !167 {
entry:
  %retval = alloca ptr, align 8
  %t.addr = alloca ptr, align 8
  %key.addr = alloca ptr, align 8
  %e = alloca ptr, align 8
  store ptr %t, ptr %t.addr, align 8
    #dbg_declare(ptr %t.addr, !170, !DIExpression(), !171)
  store ptr %key, ptr %key.addr, align 8
    #dbg_declare(ptr %key.addr, !172, !DIExpression(), !173)
    #dbg_declare(ptr %e, !174, !DIExpression(), !175)
  %0 = load ptr, ptr %t.addr, align 8, !dbg !176
  %1 = load ptr, ptr %key.addr, align 8, !dbg !177
  %call = call ptr @table_find(ptr noundef %0, ptr noundef %1), !dbg !178
  store ptr %call, ptr %e, align 8, !dbg !175
  %2 = load ptr, ptr %e, align 8, !dbg !179
  %tobool = icmp ne ptr %2, null, !dbg !179
  br i1 %tobool, label %if.then, label %if.end, !dbg !181

if.then:                                          ; preds = %entry
  %3 = load ptr, ptr %e, align 8, !dbg !182
  %value = getelementptr inbounds %struct.entry, ptr %3, i32 0, i32 1, !dbg !183
  store ptr %value, ptr %retval, align 8, !dbg !184
  br label %return, !dbg !184

if.end:                                           ; preds = %entry
  %4 = load ptr, ptr %t.addr, align 8, !dbg !185
  %count = getelementptr inbounds %struct.table, ptr %4, i32 0, i32 2, !dbg !187
  %5 = load i64, ptr %count, align 8, !dbg !187
  %add = add i64 %5, 1, !dbg !188
  %6 = load ptr, ptr %t.addr, align 8, !dbg !189
  %nbuckets = getelementptr inbounds %struct.table, ptr %6, i32 0, i32 1, !dbg !190
  %7 = load i64, ptr %nbuckets, align 8, !dbg !190
  %mul = mul i64 %7, 3, !dbg !191
  %div = udiv i64 %mul, 4, !dbg !192
  %cmp = icmp ugt i64 %add, %div, !dbg !193
  br i1 %cmp, label %if.then1, label %if.end2, !dbg !194

if.then1:                                         ; preds = %if.end
  %8 = load ptr, ptr %t.addr, align 8, !dbg !195
  call void @table_grow(ptr noundef %8), !dbg !196
  br label %if.end2, !dbg !196

if.end2:                                          ; preds = %if.then1, %if.end
  %call3 = call noalias ptr @malloc(i64 noundef 24) #7, !dbg !197
  store ptr %call3, ptr %e, align 8, !dbg !198
  %9 = load ptr, ptr %e, align 8, !dbg !199
  %tobool4 = icmp ne ptr %9, null, !dbg !199
  br i1 %tobool4, label %if.end6, label %if.then5, !dbg !201

if.then5:                                         ; preds = %if.end2
  store ptr null, ptr %retval, align 8, !dbg !202
  br label %return, !dbg !202

if.end6:                                          ; preds = %if.end2
  %10 = load ptr, ptr %key.addr, align 8, !dbg !203
  %call7 = call noalias ptr @strdup(ptr noundef %10) #8, !dbg !204
  %11 = load ptr, ptr %e, align 8, !dbg !205
  %key8 = getelementptr inbounds %struct.entry, ptr %11, i32 0, i32 0, !dbg !206
  store ptr %call7, ptr %key8, align 8, !dbg !207
  %12 = load ptr, ptr %e, align 8, !dbg !208
  %value9 = getelementptr inbounds %struct.entry, ptr %12, i32 0, i32 1, !dbg !209
  store i32 0, ptr %value9, align 8, !dbg !210
  %13 = load ptr, ptr %key.addr, align 8, !dbg !211
  %call10 = call i32 @fnv1a(ptr noundef %13), !dbg !212
  %14 = load ptr, ptr %e, align 8, !dbg !213
  %hash = getelementptr inbounds %struct.entry, ptr %14, i32 0, i32 2, !dbg !214
  store i32 %call10, ptr %hash, align 4, !dbg !215
  %15 = load ptr, ptr %t.addr, align 8, !dbg !216
  %buckets = getelementptr inbounds %struct.table, ptr %15, i32 0, i32 0, !dbg !217
  %16 = load ptr, ptr %buckets, align 8, !dbg !217
  %17 = load ptr, ptr %e, align 8, !dbg !218
  %hash11 = getelementptr inbounds %struct.entry, ptr %17, i32 0, i32 2, !dbg !219
  %18 = load i32, ptr %hash11, align 4, !dbg !219
  %conv = zext i32 %18 to i64, !dbg !218
  %19 = load ptr, ptr %t.addr, align 8, !dbg !220
  %nbuckets12 = getelementptr inbounds %struct.table, ptr %19, i32 0, i32 1, !dbg !221
  %20 = load i64, ptr %nbuckets12, align 8, !dbg !221
  %rem = urem i64 %conv, %20, !dbg !222
  %arrayidx = getelementptr inbounds ptr, ptr %16, i64 %rem, !dbg !216
  %21 = load ptr, ptr %arrayidx, align 8, !dbg !216
  %22 = load ptr, ptr %e, align 8, !dbg !223
  %next = getelementptr inbounds %struct.entry, ptr %22, i32 0, i32 3, !dbg !224
  store ptr %21, ptr %next, align 8, !dbg !225
  %23 = load ptr, ptr %e, align 8, !dbg !226
  %24 = load ptr, ptr %t.addr, align 8, !dbg !227
  %buckets13 = getelementptr inbounds %struct.table, ptr %24, i32 0, i32 0, !dbg !228
  %25 = load ptr, ptr %buckets13, align 8, !dbg !228
  %26 = load ptr, ptr %e, align 8, !dbg !229
  %hash14 = getelementptr inbounds %struct.entry, ptr %26, i32 0, i32 2, !dbg !230
  %27 = load i32, ptr %hash14, align 4, !dbg !230
  %conv15 = zext i32 %27 to i64, !dbg !229
  %28 = load ptr, ptr %t.addr, align 8, !dbg !231
  %nbuckets16 = getelementptr inbounds %struct.table, ptr %28, i32 0, i32 1, !dbg !232
  %29 = load i64, ptr %nbuckets16, align 8, !dbg !232
  %rem17 = urem i64 %conv15, %29, !dbg !233
  %arrayidx18 = getelementptr inbounds ptr, ptr %25, i64 %rem17, !dbg !227
  store ptr %23, ptr %arrayidx18, align 8, !dbg !234
  %30 = load ptr, ptr %t.addr, align 8, !dbg !235
  %count19 = getelementptr inbounds %struct.table, ptr %30, i32 0, i32 2, !dbg !236
  %31 = load i64, ptr %count19, align 8, !dbg !237
  %inc = add i64 %31, 1, !dbg !237
  store i64 %inc, ptr %count19, align 8, !dbg !237
  %32 = load ptr, ptr %e, align 8, !dbg !238
  %value20 = getelementptr inbounds %struct.entry, ptr %32, i32 0, i32 1, !dbg !239
  store ptr %value20, ptr %retval, align 8, !dbg !240
  br label %return, !dbg !240

return:                                           ; preds = %if.end6, %if.then5, %if.then
  %33 = load ptr, ptr %retval, align 8, !dbg !241
  ret ptr %33, !dbg !241
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @table_delete(ptr noundef %t, ptr noundef %key) #0 !dbg !242 {
entry:
  %retval = alloca i32, align 4
  %t.addr = alloca ptr, align 8
  %key.addr = alloca ptr, align 8
  %h = alloca i32, align 4
  %pp = alloca ptr, align 8
  %e = alloca ptr, align 8
  store ptr %t, ptr %t.addr, align 8
    #dbg_declare(ptr %t.addr, !245, !DIExpression(), !246)
  store ptr %key, ptr %key.addr, align 8
    #dbg_declare(ptr %key.addr, !247, !DIExpression(), !248)
    #dbg_declare(ptr %h, !249, !DIExpression(), !250)
  %0 = load ptr, ptr %key.addr, align 8, !dbg !251
  %call = call i32 @fnv1a(ptr noundef %0), !dbg !252
  store i32 %call, ptr %h, align 4, !dbg !250
    #dbg_declare(ptr %pp, !253, !DIExpression(), !255)
  %1 = load ptr, ptr %t.addr, align 8, !dbg !256
  %buckets = getelementptr inbounds %struct.table, ptr %1, i32 0, i32 0, !dbg !257
  %2 = load ptr, ptr %buckets, align 8, !dbg !257
  %3 = load i32, ptr %h, align 4, !dbg !258
  %conv = zext i32 %3 to i64, !dbg !258
  %4 = load ptr, ptr %t.addr, align 8, !dbg !259
  %nbuckets = getelementptr inbounds %struct.table, ptr %4, i32 0, i32 1, !dbg !260
  %5 = load i64, ptr %nbuckets, align 8, !dbg !260
  %rem = urem i64 %conv, %5, !dbg !261
  %arrayidx = getelementptr inbounds ptr, ptr %2, i64 %rem, !dbg !256
  store ptr %arrayidx, ptr %pp, align 8, !dbg !255
  br label %for.cond, !dbg !262

for.cond:                                         ; preds = %for.inc, %entry
  %6 = load ptr, ptr %pp, align 8, !dbg !263
  %7 = load ptr, ptr %6, align 8, !dbg !265
  %tobool = icmp ne ptr %7, null, !dbg !266
  br i1 %tobool, label %for.body, label %for.end, !dbg !266

for.body:                                         ; preds = %for.cond
    #dbg_declare(ptr %e, !267, !DIExpression(), !269)
  %8 = load ptr, ptr %pp, align 8, !dbg !270
  %9 = load ptr, ptr %8, align 8, !dbg !271
  store ptr %9, ptr %e, align 8, !dbg !269
  %10 = load ptr, ptr %e, align 8, !dbg !272
  %hash = getelementptr inbounds %struct.entry, ptr %10, i32 0, i32 2, !dbg !274
  %11 = load i32, ptr %hash, align 4, !dbg !274
  %12 = load i32, ptr %h, align 4, !dbg !275
  %cmp = icmp eq i32 %11, %12, !dbg !276
  br i1 %cmp, label %land.lhs.true, label %if.end, !dbg !277

land.lhs.true:                                    ; preds = %for.body
  %13 = load ptr, ptr %e, align 8, !dbg !278
  %key2 = getelementptr inbounds %struct.entry, ptr %13, i32 0, i32 0, !dbg !279
  %14 = load ptr, ptr %key2, align 8, !dbg !279
  %15 = load ptr, ptr %key.addr, align 8, !dbg !280
  %call3 = call i32 @strcmp(ptr noundef %14, ptr noundef %15) #9, !dbg !281
  %cmp4 = icmp eq i32 %call3, 0, !dbg !282
  br i1 %cmp4, label %if.then, label %if.end, !dbg !283

if.then:                                          ; preds = %land.lhs.true
  %16 = load ptr, ptr %e, align 8, !dbg !284
  %next = getelementptr inbounds %struct.entry, ptr %16, i32 0, i32 3, !dbg !286
  %17 = load ptr, ptr %next, align 8, !dbg !286
  %18 = load ptr, ptr %pp, align 8, !dbg !287
  store ptr %17, ptr %18, align 8, !dbg !288
  %19 = load ptr, ptr %e, align 8, !dbg !289
  %key6 = getelementptr inbounds %struct.entry, ptr %19, i32 0, i32 0, !dbg !290
  %20 = load ptr, ptr %key6, align 8, !dbg !290
  call void @free(ptr noundef %20) #8, !dbg !291
  %21 = load ptr, ptr %e, align 8, !dbg !292
  call void @free(ptr noundef %21) #8, !dbg !293
  %22 = load ptr, ptr %t.addr, align 8, !dbg !294
  %count = getelementptr inbounds %struct.table, ptr %22, i32 0, i32 2, !dbg !295
  %23 = load i64, ptr %count, align 8, !dbg !296
  %dec = add i64 %23, -1, !dbg !296
  store i64 %dec, ptr %count, align 8, !dbg !296
  store i32 1, ptr %retval, align 4, !dbg !297
  br label %return, !dbg !297

if.end:                                           ; preds = %land.lhs.true, %for.body
  br label %for.inc, !dbg !298

for.inc:                                          ; preds = %if.end
  %24 = load ptr, ptr %pp, align 8, !dbg !299
  %25 = load ptr, ptr %24, align 8, !dbg !300
  %next7 = getelementptr inbounds %struct.entry, ptr %25, i32 0, i32 3, !dbg !301
  store ptr %next7, ptr %pp, align 8, !dbg !302
  br label %for.cond, !dbg !303, !llvm.loop !304

for.end:                                          ; preds = %for.cond
  store i32 0, ptr %retval, align 4, !dbg !306
  br label %return, !dbg !306

return:                                           ; preds = %for.end, %if.then
  %26 = load i32, ptr %retval, align 4, !dbg !307
  ret i32 %26, !dbg !307
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @table_find(ptr noundef %t, ptr noundef %key) #0 !dbg !308 {
entry:
  %retval = alloca ptr, align 8
  %t.addr = alloca ptr, align 8
  %key.addr = alloca ptr, align 8
  %h = alloca i32, align 4
  %e = alloca ptr, align 8
  store ptr %t, ptr %t.addr, align 8
    #dbg_declare(ptr %t.addr, !313, !DIExpression(), !314)
  store ptr %key, ptr %key.addr, align 8
    #dbg_declare(ptr %key.addr, !315, !DIExpression(), !316)
    #dbg_declare(ptr %h, !317, !DIExpression(), !318)
  %0 = load ptr, ptr %key.addr, align 8, !dbg !319
  %call = call i32 @fnv1a(ptr noundef %0), !dbg !320
  store i32 %call, ptr %h, align 4, !dbg !318
    #dbg_declare(ptr %e, !321, !DIExpression(), !323)
  %1 = load ptr, ptr %t.addr, align 8, !dbg !324
  %buckets = getelementptr inbounds %struct.table, ptr %1, i32 0, i32 0, !dbg !325
  %2 = load ptr, ptr %buckets, align 8, !dbg !325
  %3 = load i32, ptr %h, align 4, !dbg !326
  %conv = zext i32 %3 to i64, !dbg !326
  %4 = load ptr, ptr %t.addr, align 8, !dbg !327
  %nbuckets = getelementptr inbounds %struct.table, ptr %4, i32 0, i32 1, !dbg !328
  %5 = load i64, ptr %nbuckets, align 8, !dbg !328
  %rem = urem i64 %conv, %5, !dbg !329
  %arrayidx = getelementptr inbounds ptr, ptr %2, i64 %rem, !dbg !324
  %6 = load ptr, ptr %arrayidx, align 8, !dbg !324
  store ptr %6, ptr %e, align 8, !dbg !323
  br label %for.cond, !dbg !330

for.cond:                                         ; preds = %for.inc, %entry
  %7 = load ptr, ptr %e, align 8, !dbg !331
  %tobool = icmp ne ptr %7, null, !dbg !333
  br i1 %tobool, label %for.body, label %for.end, !dbg !333

for.body:                                         ; preds = %for.cond
  %8 = load ptr, ptr %e, align 8, !dbg !334
  %hash = getelementptr inbounds %struct.entry, ptr %8, i32 0, i32 2, !dbg !336
  %9 = load i32, ptr %hash, align 4, !dbg !336
  %10 = load i32, ptr %h, align 4, !dbg !337
  %cmp = icmp eq i32 %9, %10, !dbg !338
  br i1 %cmp, label %land.lhs.true, label %if.end, !dbg !339

land.lhs.true:                                    ; preds = %for.body
  %11 = load ptr, ptr %e, align 8, !dbg !340
  %key2 = getelementptr inbounds %struct.entry, ptr %11, i32 0, i32 0, !dbg !341
  %12 = load ptr, ptr %key2, align 8, !dbg !341
  %13 = load ptr, ptr %key.addr, align 8, !dbg !342
  %call3 = call i32 @strcmp(ptr noundef %12, ptr noundef %13) #9, !dbg !343
  %cmp4 = icmp eq i32 %call3, 0, !dbg !344
  br i1 %cmp4, label %if.then, label %if.end, !dbg !345

if.then:                                          ; preds = %land.lhs.true
  %14 = load ptr, ptr %e, align 8, !dbg !346
  store ptr %14, ptr %retval, align 8, !dbg !347
  br label %return, !dbg !347

if.end:                                           ; preds = %land.lhs.true, %for.body
  br label %for.inc, !dbg !348

for.inc:                                          ; preds = %if.end
  %15 = load ptr, ptr %e, align 8, !dbg !349
  %next = getelementptr inbounds %struct.entry, ptr %15, i32 0, i32 3, !dbg !350
  %16 = load ptr, ptr %next, align 8, !dbg !350
  store ptr %16, ptr %e, align 8, !dbg !351
  br label %for.cond, !dbg !352, !llvm.loop !353

for.end:                                          ; preds = %for.cond
  store ptr null, ptr %retval, align 8, !dbg !355
  br label %return, !dbg !355

return:                                           ; preds = %for.end, %if.then
  %17 = load ptr, ptr %retval, align 8, !dbg !356
  ret ptr %17, !dbg !356
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @table_free(ptr noundef %t) #0 !dbg !357 {
entry:
  %t.addr = alloca ptr, align 8
  %i = alloca i64, align 8
  %e = alloca ptr, align 8
  %next = alloca ptr, align 8
  store ptr %t, ptr %t.addr, align 8
    #dbg_declare(ptr %t.addr, !360, !DIExpression(), !361)
    #dbg_declare(ptr %i, !362, !DIExpression(), !364)
  store i64 0, ptr %i, align 8, !dbg !364
  br label %for.cond, !dbg !365

for.cond:                                         ; preds = %for.inc4, %entry
  %0 = load i64, ptr %i, align 8, !dbg !366
  %1 = load ptr, ptr %t.addr, align 8, !dbg !368
  %nbuckets = getelementptr inbounds %struct.table, ptr %1, i32 0, i32 1, !dbg !369
  %2 = load i64, ptr %nbuckets, align 8, !dbg !369
  %cmp = icmp ult i64 %0, %2, !dbg !370
  br i1 %cmp, label %for.body, label %for.end5, !dbg !371

for.body:                                         ; preds = %for.cond
    #dbg_declare(ptr %e, !372, !DIExpression(), !374)
  %3 = load ptr, ptr %t.addr, align 8, !dbg !375
  %buckets = getelementptr inbounds %struct.table, ptr %3, i32 0, i32 0, !dbg !376
  %4 = load ptr, ptr %buckets, align 8, !dbg !376
  %5 = load i64, ptr %i, align 8, !dbg !377
  %arrayidx = getelementptr inbounds ptr, ptr %4, i64 %5, !dbg !375
  %6 = load ptr, ptr %arrayidx, align 8, !dbg !375
  store ptr %6, ptr %e, align 8, !dbg !374
    #dbg_declare(ptr %next, !378, !DIExpression(), !379)
  br label %for.cond1, !dbg !380

for.cond1:                                        ; preds = %for.inc, %for.body
  %7 = load ptr, ptr %e, align 8, !dbg !381
  %tobool = icmp ne ptr %7, null, !dbg !383
  br i1 %tobool, label %for.body2, label %for.end, !dbg !383

for.body2:                                        ; preds = %for.cond1
  %8 = load ptr, ptr %e, align 8, !dbg !384
  %next3 = getelementptr inbounds %struct.entry, ptr %8, i32 0, i32 3, !dbg !386
  %9 = load ptr, ptr %next3, align 8, !dbg !386
  store ptr %9, ptr %next, align 8, !dbg !387
  %10 = load ptr, ptr %e, align 8, !dbg !388
  %key = getelementptr inbounds %struct.entry, ptr %10, i32 0, i32 0, !dbg !389
  %11 = load ptr, ptr %key, align 8, !dbg !389
  call void @free(ptr noundef %11) #8, !dbg !390
  %12 = load ptr, ptr %e, align 8, !dbg !391
  call void @free(ptr noundef %12) #8, !dbg !392
  br label %for.inc, !dbg !393

for.inc:                                          ; preds = %for.body2
  %13 = load ptr, ptr %next, align 8, !dbg !394
  store ptr %13, ptr %e, align 8, !dbg !395
  br label %for.cond1, !dbg !396, !llvm.loop !397

for.end:                                          ; preds = %for.cond1
  br label %for.inc4, !dbg !398

for.inc4:                                         ; preds = %for.end
  %14 = load i64, ptr %i, align 8, !dbg !399
  %inc = add i64 %14, 1, !dbg !399
  store i64 %inc, ptr %i, align 8, !dbg !399
  br label %for.cond, !dbg !400, !llvm.loop !401

for.end5:                                         ; preds = %for.cond
  %15 = load ptr, ptr %t.addr, align 8, !dbg !403
  %buckets6 = getelementptr inbounds %struct.table, ptr %15, i32 0, i32 0, !dbg !404
  %16 = load ptr, ptr %buckets6, align 8, !dbg !404
  call void @free(ptr noundef %16) #8, !dbg !405
  ret void, !dbg !406
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @table_grow(ptr noundef %t) #0 !dbg !407 {
entry:
  %t.addr = alloca ptr, align 8
  %n = alloca i64, align 8
  %b = alloca ptr, align 8
  %i = alloca i64, align 8
  %e = alloca ptr, align 8
  %next = alloca ptr, align 8
  store ptr %t, ptr %t.addr, align 8
    #dbg_declare(ptr %t.addr, !408, !DIExpression(), !409)
    #dbg_declare(ptr %n, !410, !DIExpression(), !411)
  %0 = load ptr, ptr %t.addr, align 8, !dbg !412
  %nbuckets = getelementptr inbounds %struct.table, ptr %0, i32 0, i32 1, !dbg !413
  %1 = load i64, ptr %nbuckets, align 8, !dbg !413
  %mul = mul i64 %1, 2, !dbg !414
  store i64 %mul, ptr %n, align 8, !dbg !411
    #dbg_declare(ptr %b, !415, !DIExpression(), !416)
  %2 = load i64, ptr %n, align 8, !dbg !417
  %call = call noalias ptr @calloc(i64 noundef %2, i64 noundef 8) #6, !dbg !418
  store ptr %call, ptr %b, align 8, !dbg !416
  %3 = load ptr, ptr %b, align 8, !dbg !419
  %tobool = icmp ne ptr %3, null, !dbg !419
  br i1 %tobool, label %if.end, label %if.then, !dbg !421

if.then:                                          ; preds = %entry
  br label %return, !dbg !422

if.end:                                           ; preds = %entry
    #dbg_declare(ptr %i, !423, !DIExpression(), !425)
  store i64 0, ptr %i, align 8, !dbg !425
  br label %for.cond, !dbg !426

for.cond:                                         ; preds = %for.inc, %if.end
  %4 = load i64, ptr %i, align 8, !dbg !427
  %5 = load ptr, ptr %t.addr, align 8, !dbg !429
  %nbuckets1 = getelementptr inbounds %struct.table, ptr %5, i32 0, i32 1, !dbg !430
  %6 = load i64, ptr %nbuckets1, align 8, !dbg !430
  %cmp = icmp ult i64 %4, %6, !dbg !431
  br i1 %cmp, label %for.body, label %for.end, !dbg !432

for.body:                                         ; preds = %for.cond
    #dbg_declare(ptr %e, !433, !DIExpression(), !435)
  %7 = load ptr, ptr %t.addr, align 8, !dbg !436
  %buckets = getelementptr inbounds %struct.table, ptr %7, i32 0, i32 0, !dbg !437
  %8 = load ptr, ptr %buckets, align 8, !dbg !437
  %9 = load i64, ptr %i, align 8, !dbg !438
  %arrayidx = getelementptr inbounds ptr, ptr %8, i64 %9, !dbg !436
  %10 = load ptr, ptr %arrayidx, align 8, !dbg !436
  store ptr %10, ptr %e, align 8, !dbg !435
  br label %while.cond, !dbg !439

while.cond:                                       ; preds = %while.body, %for.body
  %11 = load ptr, ptr %e, align 8, !dbg !440
  %tobool2 = icmp ne ptr %11, null, !dbg !439
  br i1 %tobool2, label %while.body, label %while.end, !dbg !439

while.body:                                       ; preds = %while.cond
    #dbg_declare(ptr %next, !441, !DIExpression(), !443)
  %12 = load ptr, ptr %e, align 8, !dbg !444
  %next3 = getelementptr inbounds %struct.entry, ptr %12, i32 0, i32 3, !dbg !445
  %13 = load ptr, ptr %next3, align 8, !dbg !445
  store ptr %13, ptr %next, align 8, !dbg !443
  %14 = load ptr, ptr %b, align 8, !dbg !446
  %15 = load ptr, ptr %e, align 8, !dbg !447
  %hash = getelementptr inbounds %struct.entry, ptr %15, i32 0, i32 2, !dbg !448
  %16 = load i32, ptr %hash, align 4, !dbg !448
  %conv = zext i32 %16 to i64, !dbg !447
  %17 = load i64, ptr %n, align 8, !dbg !449
  %rem = urem i64 %conv, %17, !dbg !450
  %arrayidx4 = getelementptr inbounds ptr, ptr %14, i64 %rem, !dbg !446
  %18 = load ptr, ptr %arrayidx4, align 8, !dbg !446
  %19 = load ptr, ptr %e, align 8, !dbg !451
  %next5 = getelementptr inbounds %struct.entry, ptr %19, i32 0, i32 3, !dbg !452
  store ptr %18, ptr %next5, align 8, !dbg !453
  %20 = load ptr, ptr %e, align 8, !dbg !454
  %21 = load ptr, ptr %b, align 8, !dbg !455
  %22 = load ptr, ptr %e, align 8, !dbg !456
  %hash6 = getelementptr inbounds %struct.entry, ptr %22, i32 0, i32 2, !dbg !457
  %23 = load i32, ptr %hash6, align 4, !dbg !457
  %conv7 = zext i32 %23 to i64, !dbg !456
  %24 = load i64, ptr %n, align 8, !dbg !458
  %rem8 = urem i64 %conv7, %24, !dbg !459
  %arrayidx9 = getelementptr inbounds ptr, ptr %21, i64 %rem8, !dbg !455
  store ptr %20, ptr %arrayidx9, align 8, !dbg !460
  %25 = load ptr, ptr %next, align 8, !dbg !461
  store ptr %25, ptr %e, align 8, !dbg !462
  br label %while.cond, !dbg !439, !llvm.loop !463

while.end:                                        ; preds = %while.cond
  br label %for.inc, !dbg !465

for.inc:                                          ; preds = %while.end
  %26 = load i64, ptr %i, align 8, !dbg !466
  %inc = add i64 %26, 1, !dbg !466
  store i64 %inc, ptr %i, align 8, !dbg !466
  br label %for.cond, !dbg !467, !llvm.loop !468

for.end:                                          ; preds = %for.cond
  %27 = load ptr, ptr %t.addr, align 8, !dbg !470
  %buckets10 = getelementptr inbounds %struct.table, ptr %27, i32 0, i32 0, !dbg !471
  %28 = load ptr, ptr %buckets10, align 8, !dbg !471
  call void @free(ptr noundef %28) #8, !dbg !472
  %29 = load ptr, ptr %b, align 8, !dbg !473
  %30 = load ptr, ptr %t.addr, align 8, !dbg !474
  %buckets11 = getelementptr inbounds %struct.table, ptr %30, i32 0, i32 0, !dbg !475
  store ptr %29, ptr %buckets11, align 8, !dbg !476
  %31 = load i64, ptr %n, align 8, !dbg !477
  %32 = load ptr, ptr %t.addr, align 8, !dbg !478
  %nbuckets12 = getelementptr inbounds %struct.table, ptr %32, i32 0, i32 1, !dbg !479
  store i64 %31, ptr %nbuckets12, align 8, !dbg !480
  br label %return, !dbg !481

return:                                           ; preds = %for.end, %if.then
  ret void, !dbg !481
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

; Function Attrs: nounwind
declare noalias ptr @strdup(ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fnv1a(ptr noundef %s) #0 !dbg !482 {
entry:
  %s.addr = alloca ptr, align 8
  %h = alloca i32, align 4
  store ptr %s, ptr %s.addr, align 8
    #dbg_declare(ptr %s.addr, !485, !DIExpression(), !486)
    #dbg_declare(ptr %h, !487, !DIExpression(), !488)
  store i32 -2128831035, ptr %h, align 4, !dbg !488
  br label %while.cond, !dbg !489

while.cond:                                       ; preds = %while.body, %entry
  %0 = load ptr, ptr %s.addr, align 8, !dbg !490
  %1 = load i8, ptr %0, align 1, !dbg !491
  %tobool = icmp ne i8 %1, 0, !dbg !489
  br i1 %tobool, label %while.body, label %while.end, !dbg !489

while.body:                                       ; preds = %while.cond
  %2 = load i32, ptr %h, align 4, !dbg !492
  %3 = load ptr, ptr %s.addr, align 8, !dbg !493
  %incdec.ptr = getelementptr inbounds i8, ptr %3, i32 1, !dbg !493
  store ptr %incdec.ptr, ptr %s.addr, align 8, !dbg !493
  %4 = load i8, ptr %3, align 1, !dbg !494
  %conv = zext i8 %4 to i32, !dbg !495
  %xor = xor i32 %2, %conv, !dbg !496
  %mul = mul i32 %xor, 16777619, !dbg !497
  store i32 %mul, ptr %h, align 4, !dbg !498
  br label %while.cond, !dbg !489, !llvm.loop !499

while.end:                                        ; preds = %while.cond
  %5 = load i32, ptr %h, align 4, !dbg !501
  ret i32 %5, !dbg !502
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0,1) }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!48, !49, !50, !51, !52, !53, !54}
!llvm.ident = !{!55}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "words", scope: !2, file: !3, line: 114, type: !45, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 112, type: !4, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, retainedNodes: !44)
!3 = !DIFile(filename: "hashtable.c", directory: ".", checksumkind: CSK_MD5, checksum: "81b3a0cf6ba352eb11cda3dd1ad7ff76")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !6, !7}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !11, globals: !13, splitDebugInlining: false, nameTableKind: None)
!11 = !{!12}
!12 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!13 = !{!14, !19, !24, !29, !31, !33, !35, !37, !0, !39}
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !3, line: 114, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 48, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 6)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 114, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 40, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 5)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 114, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 32, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 4)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 114, type: !21, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 115, type: !21, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 115, type: !21, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 115, type: !21, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 115, type: !21, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 127, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 96, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 12)
!44 = !{}
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 768, elements: !42)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!48 = !{i32 7, !"Dwarf Version", i32 5}
!49 = !{i32 2, !"Debug Info Version", i32 3}
!50 = !{i32 1, !"wchar_size", i32 4}
!51 = !{i32 8, !"PIC Level", i32 2}
!52 = !{i32 7, !"PIE Level", i32 2}
!53 = !{i32 7, !"uwtable", i32 2}
!54 = !{i32 7, !"frame-pointer", i32 2}
!55 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!56 = !DILocalVariable(name: "argc", arg: 1, scope: !2, file: !3, line: 112, type: !6)
!57 = !DILocation(line: 112, column: 14, scope: !2)
!58 = !DILocalVariable(name: "argv", arg: 2, scope: !2, file: !3, line: 112, type: !7)
!59 = !DILocation(line: 112, column: 27, scope: !2)
!60 = !DILocalVariable(name: "t", scope: !2, file: !3, line: 116, type: !61)
!61 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "table", file: !3, line: 16, size: 192, elements: !62)
!62 = !{!63, !77, !81}
!63 = !DIDerivedType(tag: DW_TAG_member, name: "buckets", scope: !61, file: !3, line: 17, baseType: !64, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!66 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "entry", file: !3, line: 9, size: 192, elements: !67)
!67 = !{!68, !69, !70, !76}
!68 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !66, file: !3, line: 10, baseType: !8, size: 64)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !66, file: !3, line: 11, baseType: !6, size: 32, offset: 64)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !66, file: !3, line: 12, baseType: !71, size: 32, offset: 96)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !72, line: 26, baseType: !73)
!72 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !74, line: 42, baseType: !75)
!74 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!75 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !66, file: !3, line: 13, baseType: !65, size: 64, offset: 128)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "nbuckets", scope: !61, file: !3, line: 18, baseType: !78, size: 64, offset: 64)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !79, line: 18, baseType: !80)
!79 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!80 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !61, file: !3, line: 18, baseType: !78, size: 64, offset: 128)
!82 = !DILocation(line: 116, column: 15, scope: !2)
!83 = !DILocation(line: 117, column: 6, scope: !84)
!84 = distinct !DILexicalBlock(scope: !2, file: !3, line: 117, column: 6)
!85 = !DILocation(line: 117, column: 24, scope: !84)
!86 = !DILocation(line: 117, column: 6, scope: !2)
!87 = !DILocation(line: 118, column: 3, scope: !84)
!88 = !DILocalVariable(name: "i", scope: !89, file: !3, line: 119, type: !78)
!89 = distinct !DILexicalBlock(scope: !2, file: !3, line: 119, column: 2)
!90 = !DILocation(line: 119, column: 14, scope: !89)
!91 = !DILocation(line: 119, column: 7, scope: !89)
!92 = !DILocation(line: 119, column: 21, scope: !93)
!93 = distinct !DILexicalBlock(scope: !89, file: !3, line: 119, column: 2)
!94 = !DILocation(line: 119, column: 23, scope: !93)
!95 = !DILocation(line: 119, column: 2, scope: !89)
!96 = !DILocalVariable(name: "v", scope: !97, file: !3, line: 120, type: !98)
!97 = distinct !DILexicalBlock(scope: !93, file: !3, line: 119, column: 60)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!99 = !DILocation(line: 120, column: 8, scope: !97)
!100 = !DILocation(line: 120, column: 32, scope: !97)
!101 = !DILocation(line: 120, column: 26, scope: !97)
!102 = !DILocation(line: 120, column: 12, scope: !97)
!103 = !DILocation(line: 121, column: 7, scope: !104)
!104 = distinct !DILexicalBlock(scope: !97, file: !3, line: 121, column: 7)
!105 = !DILocation(line: 121, column: 7, scope: !97)
!106 = !DILocation(line: 122, column: 7, scope: !104)
!107 = !DILocation(line: 122, column: 4, scope: !104)
!108 = !DILocation(line: 123, column: 2, scope: !97)
!109 = !DILocation(line: 119, column: 56, scope: !93)
!110 = !DILocation(line: 119, column: 2, scope: !93)
!111 = distinct !{!111, !95, !112, !113}
!112 = !DILocation(line: 123, column: 2, scope: !89)
!113 = !{!"llvm.loop.mustprogress"}
!114 = !DILocalVariable(name: "i", scope: !115, file: !3, line: 124, type: !6)
!115 = distinct !DILexicalBlock(scope: !2, file: !3, line: 124, column: 2)
!116 = !DILocation(line: 124, column: 11, scope: !115)
!117 = !DILocation(line: 124, column: 7, scope: !115)
!118 = !DILocation(line: 124, column: 18, scope: !119)
!119 = distinct !DILexicalBlock(scope: !115, file: !3, line: 124, column: 2)
!120 = !DILocation(line: 124, column: 22, scope: !119)
!121 = !DILocation(line: 124, column: 20, scope: !119)
!122 = !DILocation(line: 124, column: 2, scope: !115)
!123 = !DILocation(line: 125, column: 20, scope: !119)
!124 = !DILocation(line: 125, column: 25, scope: !119)
!125 = !DILocation(line: 125, column: 3, scope: !119)
!126 = !DILocation(line: 124, column: 29, scope: !119)
!127 = !DILocation(line: 124, column: 2, scope: !119)
!128 = distinct !{!128, !122, !129, !113}
!129 = !DILocation(line: 125, column: 27, scope: !115)
!130 = !DILocalVariable(name: "e", scope: !2, file: !3, line: 126, type: !65)
!131 = !DILocation(line: 126, column: 16, scope: !2)
!132 = !DILocation(line: 126, column: 20, scope: !2)
!133 = !DILocation(line: 127, column: 27, scope: !2)
!134 = !DILocation(line: 127, column: 36, scope: !2)
!135 = !DILocation(line: 127, column: 46, scope: !2)
!136 = !DILocation(line: 127, column: 50, scope: !2)
!137 = !DILocation(line: 127, column: 53, scope: !2)
!138 = !DILocation(line: 127, column: 2, scope: !2)
!139 = !DILocation(line: 128, column: 2, scope: !2)
!140 = !DILocation(line: 129, column: 2, scope: !2)
!141 = !DILocation(line: 130, column: 1, scope: !2)
!142 = distinct !DISubprogram(name: "table_init", scope: !3, file: !3, line: 29, type: !143, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !44)
!143 = !DISubroutineType(types: !144)
!144 = !{!6, !145, !78}
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!146 = !DILocalVariable(name: "t", arg: 1, scope: !142, file: !3, line: 29, type: !145)
!147 = !DILocation(line: 29, column: 37, scope: !142)
!148 = !DILocalVariable(name: "n", arg: 2, scope: !142, file: !3, line: 29, type: !78)
!149 = !DILocation(line: 29, column: 47, scope: !142)
!150 = !DILocation(line: 31, column: 22, scope: !142)
!151 = !DILocation(line: 31, column: 15, scope: !142)
!152 = !DILocation(line: 31, column: 2, scope: !142)
!153 = !DILocation(line: 31, column: 5, scope: !142)
!154 = !DILocation(line: 31, column: 13, scope: !142)
!155 = !DILocation(line: 32, column: 16, scope: !142)
!156 = !DILocation(line: 32, column: 19, scope: !142)
!157 = !DILocation(line: 32, column: 29, scope: !142)
!158 = !DILocation(line: 32, column: 2, scope: !142)
!159 = !DILocation(line: 32, column: 5, scope: !142)
!160 = !DILocation(line: 32, column: 14, scope: !142)
!161 = !DILocation(line: 33, column: 2, scope: !142)
!162 = !DILocation(line: 33, column: 5, scope: !142)
!163 = !DILocation(line: 33, column: 11, scope: !142)
!164 = !DILocation(line: 34, column: 9, scope: !142)
!165 = !DILocation(line: 34, column: 12, scope: !142)
!166 = !DILocation(line: 34, column: 2, scope: !142)
!167 = distinct !DISubprogram(name: "table_put", scope: !3, file: !3, line: 66, type: !168, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !44)
!168 = !DISubroutineType(types: !169)
!169 = !{!98, !145, !46}
!170 = !DILocalVariable(name: "t", arg: 1, scope: !167, file: !3, line: 66, type: !145)
!171 = !DILocation(line: 66, column: 37, scope: !167)
!172 = !DILocalVariable(name: "key", arg: 2, scope: !167, file: !3, line: 66, type: !46)
!173 = !DILocation(line: 66, column: 52, scope: !167)
!174 = !DILocalVariable(name: "e", scope: !167, file: !3, line: 68, type: !65)
!175 = !DILocation(line: 68, column: 16, scope: !167)
!176 = !DILocation(line: 68, column: 31, scope: !167)
!177 = !DILocation(line: 68, column: 34, scope: !167)
!178 = !DILocation(line: 68, column: 20, scope: !167)
!179 = !DILocation(line: 69, column: 6, scope: !180)
!180 = distinct !DILexicalBlock(scope: !167, file: !3, line: 69, column: 6)
!181 = !DILocation(line: 69, column: 6, scope: !167)
!182 = !DILocation(line: 70, column: 11, scope: !180)
!183 = !DILocation(line: 70, column: 14, scope: !180)
!184 = !DILocation(line: 70, column: 3, scope: !180)
!185 = !DILocation(line: 71, column: 6, scope: !186)
!186 = distinct !DILexicalBlock(scope: !167, file: !3, line: 71, column: 6)
!187 = !DILocation(line: 71, column: 9, scope: !186)
!188 = !DILocation(line: 71, column: 15, scope: !186)
!189 = !DILocation(line: 71, column: 21, scope: !186)
!190 = !DILocation(line: 71, column: 24, scope: !186)
!191 = !DILocation(line: 71, column: 33, scope: !186)
!192 = !DILocation(line: 71, column: 37, scope: !186)
!193 = !DILocation(line: 71, column: 19, scope: !186)
!194 = !DILocation(line: 71, column: 6, scope: !167)
!195 = !DILocation(line: 72, column: 14, scope: !186)
!196 = !DILocation(line: 72, column: 3, scope: !186)
!197 = !DILocation(line: 73, column: 6, scope: !167)
!198 = !DILocation(line: 73, column: 4, scope: !167)
!199 = !DILocation(line: 74, column: 7, scope: !200)
!200 = distinct !DILexicalBlock(scope: !167, file: !3, line: 74, column: 6)
!201 = !DILocation(line: 74, column: 6, scope: !167)
!202 = !DILocation(line: 75, column: 3, scope: !200)
!203 = !DILocation(line: 76, column: 18, scope: !167)
!204 = !DILocation(line: 76, column: 11, scope: !167)
!205 = !DILocation(line: 76, column: 2, scope: !167)
!206 = !DILocation(line: 76, column: 5, scope: !167)
!207 = !DILocation(line: 76, column: 9, scope: !167)
!208 = !DILocation(line: 77, column: 2, scope: !167)
!209 = !DILocation(line: 77, column: 5, scope: !167)
!210 = !DILocation(line: 77, column: 11, scope: !167)
!211 = !DILocation(line: 78, column: 18, scope: !167)
!212 = !DILocation(line: 78, column: 12, scope: !167)
!213 = !DILocation(line: 78, column: 2, scope: !167)
!214 = !DILocation(line: 78, column: 5, scope: !167)
!215 = !DILocation(line: 78, column: 10, scope: !167)
!216 = !DILocation(line: 79, column: 12, scope: !167)
!217 = !DILocation(line: 79, column: 15, scope: !167)
!218 = !DILocation(line: 79, column: 23, scope: !167)
!219 = !DILocation(line: 79, column: 26, scope: !167)
!220 = !DILocation(line: 79, column: 33, scope: !167)
!221 = !DILocation(line: 79, column: 36, scope: !167)
!222 = !DILocation(line: 79, column: 31, scope: !167)
!223 = !DILocation(line: 79, column: 2, scope: !167)
!224 = !DILocation(line: 79, column: 5, scope: !167)
!225 = !DILocation(line: 79, column: 10, scope: !167)
!226 = !DILocation(line: 80, column: 38, scope: !167)
!227 = !DILocation(line: 80, column: 2, scope: !167)
!228 = !DILocation(line: 80, column: 5, scope: !167)
!229 = !DILocation(line: 80, column: 13, scope: !167)
!230 = !DILocation(line: 80, column: 16, scope: !167)
!231 = !DILocation(line: 80, column: 23, scope: !167)
!232 = !DILocation(line: 80, column: 26, scope: !167)
!233 = !DILocation(line: 80, column: 21, scope: !167)
!234 = !DILocation(line: 80, column: 36, scope: !167)
!235 = !DILocation(line: 81, column: 2, scope: !167)
!236 = !DILocation(line: 81, column: 5, scope: !167)
!237 = !DILocation(line: 81, column: 10, scope: !167)
!238 = !DILocation(line: 82, column: 10, scope: !167)
!239 = !DILocation(line: 82, column: 13, scope: !167)
!240 = !DILocation(line: 82, column: 2, scope: !167)
!241 = !DILocation(line: 83, column: 1, scope: !167)
!242 = distinct !DISubprogram(name: "table_delete", scope: !3, file: !3, line: 85, type: !243, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !44)
!243 = !DISubroutineType(types: !244)
!244 = !{!6, !145, !46}
!245 = !DILocalVariable(name: "t", arg: 1, scope: !242, file: !3, line: 85, type: !145)
!246 = !DILocation(line: 85, column: 39, scope: !242)
!247 = !DILocalVariable(name: "key", arg: 2, scope: !242, file: !3, line: 85, type: !46)
!248 = !DILocation(line: 85, column: 54, scope: !242)
!249 = !DILocalVariable(name: "h", scope: !242, file: !3, line: 87, type: !71)
!250 = !DILocation(line: 87, column: 11, scope: !242)
!251 = !DILocation(line: 87, column: 21, scope: !242)
!252 = !DILocation(line: 87, column: 15, scope: !242)
!253 = !DILocalVariable(name: "pp", scope: !254, file: !3, line: 88, type: !64)
!254 = distinct !DILexicalBlock(scope: !242, file: !3, line: 88, column: 2)
!255 = !DILocation(line: 88, column: 22, scope: !254)
!256 = !DILocation(line: 88, column: 28, scope: !254)
!257 = !DILocation(line: 88, column: 31, scope: !254)
!258 = !DILocation(line: 88, column: 39, scope: !254)
!259 = !DILocation(line: 88, column: 43, scope: !254)
!260 = !DILocation(line: 88, column: 46, scope: !254)
!261 = !DILocation(line: 88, column: 41, scope: !254)
!262 = !DILocation(line: 88, column: 7, scope: !254)
!263 = !DILocation(line: 88, column: 58, scope: !264)
!264 = distinct !DILexicalBlock(scope: !254, file: !3, line: 88, column: 2)
!265 = !DILocation(line: 88, column: 57, scope: !264)
!266 = !DILocation(line: 88, column: 2, scope: !254)
!267 = !DILocalVariable(name: "e", scope: !268, file: !3, line: 89, type: !65)
!268 = distinct !DILexicalBlock(scope: !264, file: !3, line: 88, column: 81)
!269 = !DILocation(line: 89, column: 17, scope: !268)
!270 = !DILocation(line: 89, column: 22, scope: !268)
!271 = !DILocation(line: 89, column: 21, scope: !268)
!272 = !DILocation(line: 90, column: 7, scope: !273)
!273 = distinct !DILexicalBlock(scope: !268, file: !3, line: 90, column: 7)
!274 = !DILocation(line: 90, column: 10, scope: !273)
!275 = !DILocation(line: 90, column: 18, scope: !273)
!276 = !DILocation(line: 90, column: 15, scope: !273)
!277 = !DILocation(line: 90, column: 20, scope: !273)
!278 = !DILocation(line: 90, column: 30, scope: !273)
!279 = !DILocation(line: 90, column: 33, scope: !273)
!280 = !DILocation(line: 90, column: 38, scope: !273)
!281 = !DILocation(line: 90, column: 23, scope: !273)
!282 = !DILocation(line: 90, column: 43, scope: !273)
!283 = !DILocation(line: 90, column: 7, scope: !268)
!284 = !DILocation(line: 91, column: 10, scope: !285)
!285 = distinct !DILexicalBlock(scope: !273, file: !3, line: 90, column: 49)
!286 = !DILocation(line: 91, column: 13, scope: !285)
!287 = !DILocation(line: 91, column: 5, scope: !285)
!288 = !DILocation(line: 91, column: 8, scope: !285)
!289 = !DILocation(line: 92, column: 9, scope: !285)
!290 = !DILocation(line: 92, column: 12, scope: !285)
!291 = !DILocation(line: 92, column: 4, scope: !285)
!292 = !DILocation(line: 93, column: 9, scope: !285)
!293 = !DILocation(line: 93, column: 4, scope: !285)
!294 = !DILocation(line: 94, column: 4, scope: !285)
!295 = !DILocation(line: 94, column: 7, scope: !285)
!296 = !DILocation(line: 94, column: 12, scope: !285)
!297 = !DILocation(line: 95, column: 4, scope: !285)
!298 = !DILocation(line: 97, column: 2, scope: !268)
!299 = !DILocation(line: 88, column: 70, scope: !264)
!300 = !DILocation(line: 88, column: 69, scope: !264)
!301 = !DILocation(line: 88, column: 75, scope: !264)
!302 = !DILocation(line: 88, column: 65, scope: !264)
!303 = !DILocation(line: 88, column: 2, scope: !264)
!304 = distinct !{!304, !266, !305, !113}
!305 = !DILocation(line: 97, column: 2, scope: !254)
!306 = !DILocation(line: 98, column: 2, scope: !242)
!307 = !DILocation(line: 99, column: 1, scope: !242)
!308 = distinct !DISubprogram(name: "table_find", scope: !3, file: !3, line: 57, type: !309, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !44)
!309 = !DISubroutineType(types: !310)
!310 = !{!65, !311, !46}
!311 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !312, size: 64)
!312 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !61)
!313 = !DILocalVariable(name: "t", arg: 1, scope: !308, file: !3, line: 57, type: !311)
!314 = !DILocation(line: 57, column: 53, scope: !308)
!315 = !DILocalVariable(name: "key", arg: 2, scope: !308, file: !3, line: 57, type: !46)
!316 = !DILocation(line: 57, column: 68, scope: !308)
!317 = !DILocalVariable(name: "h", scope: !308, file: !3, line: 59, type: !71)
!318 = !DILocation(line: 59, column: 11, scope: !308)
!319 = !DILocation(line: 59, column: 21, scope: !308)
!320 = !DILocation(line: 59, column: 15, scope: !308)
!321 = !DILocalVariable(name: "e", scope: !322, file: !3, line: 60, type: !65)
!322 = distinct !DILexicalBlock(scope: !308, file: !3, line: 60, column: 2)
!323 = !DILocation(line: 60, column: 21, scope: !322)
!324 = !DILocation(line: 60, column: 25, scope: !322)
!325 = !DILocation(line: 60, column: 28, scope: !322)
!326 = !DILocation(line: 60, column: 36, scope: !322)
!327 = !DILocation(line: 60, column: 40, scope: !322)
!328 = !DILocation(line: 60, column: 43, scope: !322)
!329 = !DILocation(line: 60, column: 38, scope: !322)
!330 = !DILocation(line: 60, column: 7, scope: !322)
!331 = !DILocation(line: 60, column: 54, scope: !332)
!332 = distinct !DILexicalBlock(scope: !322, file: !3, line: 60, column: 2)
!333 = !DILocation(line: 60, column: 2, scope: !322)
!334 = !DILocation(line: 61, column: 7, scope: !335)
!335 = distinct !DILexicalBlock(scope: !332, file: !3, line: 61, column: 7)
!336 = !DILocation(line: 61, column: 10, scope: !335)
!337 = !DILocation(line: 61, column: 18, scope: !335)
!338 = !DILocation(line: 61, column: 15, scope: !335)
!339 = !DILocation(line: 61, column: 20, scope: !335)
!340 = !DILocation(line: 61, column: 30, scope: !335)
!341 = !DILocation(line: 61, column: 33, scope: !335)
!342 = !DILocation(line: 61, column: 38, scope: !335)
!343 = !DILocation(line: 61, column: 23, scope: !335)
!344 = !DILocation(line: 61, column: 43, scope: !335)
!345 = !DILocation(line: 61, column: 7, scope: !332)
!346 = !DILocation(line: 62, column: 11, scope: !335)
!347 = !DILocation(line: 62, column: 4, scope: !335)
!348 = !DILocation(line: 61, column: 46, scope: !335)
!349 = !DILocation(line: 60, column: 61, scope: !332)
!350 = !DILocation(line: 60, column: 64, scope: !332)
!351 = !DILocation(line: 60, column: 59, scope: !332)
!352 = !DILocation(line: 60, column: 2, scope: !332)
!353 = distinct !{!353, !333, !354, !113}
!354 = !DILocation(line: 62, column: 11, scope: !322)
!355 = !DILocation(line: 63, column: 2, scope: !308)
!356 = !DILocation(line: 64, column: 1, scope: !308)
!357 = distinct !DISubprogram(name: "table_free", scope: !3, file: !3, line: 101, type: !358, scopeLine: 102, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !44)
!358 = !DISubroutineType(types: !359)
!359 = !{null, !145}
!360 = !DILocalVariable(name: "t", arg: 1, scope: !357, file: !3, line: 101, type: !145)
!361 = !DILocation(line: 101, column: 38, scope: !357)
!362 = !DILocalVariable(name: "i", scope: !363, file: !3, line: 103, type: !78)
!363 = distinct !DILexicalBlock(scope: !357, file: !3, line: 103, column: 2)
!364 = !DILocation(line: 103, column: 14, scope: !363)
!365 = !DILocation(line: 103, column: 7, scope: !363)
!366 = !DILocation(line: 103, column: 21, scope: !367)
!367 = distinct !DILexicalBlock(scope: !363, file: !3, line: 103, column: 2)
!368 = !DILocation(line: 103, column: 25, scope: !367)
!369 = !DILocation(line: 103, column: 28, scope: !367)
!370 = !DILocation(line: 103, column: 23, scope: !367)
!371 = !DILocation(line: 103, column: 2, scope: !363)
!372 = !DILocalVariable(name: "e", scope: !373, file: !3, line: 104, type: !65)
!373 = distinct !DILexicalBlock(scope: !367, file: !3, line: 104, column: 3)
!374 = !DILocation(line: 104, column: 22, scope: !373)
!375 = !DILocation(line: 104, column: 26, scope: !373)
!376 = !DILocation(line: 104, column: 29, scope: !373)
!377 = !DILocation(line: 104, column: 37, scope: !373)
!378 = !DILocalVariable(name: "next", scope: !373, file: !3, line: 104, type: !65)
!379 = !DILocation(line: 104, column: 42, scope: !373)
!380 = !DILocation(line: 104, column: 8, scope: !373)
!381 = !DILocation(line: 104, column: 48, scope: !382)
!382 = distinct !DILexicalBlock(scope: !373, file: !3, line: 104, column: 3)
!383 = !DILocation(line: 104, column: 3, scope: !373)
!384 = !DILocation(line: 105, column: 11, scope: !385)
!385 = distinct !DILexicalBlock(scope: !382, file: !3, line: 104, column: 61)
!386 = !DILocation(line: 105, column: 14, scope: !385)
!387 = !DILocation(line: 105, column: 9, scope: !385)
!388 = !DILocation(line: 106, column: 9, scope: !385)
!389 = !DILocation(line: 106, column: 12, scope: !385)
!390 = !DILocation(line: 106, column: 4, scope: !385)
!391 = !DILocation(line: 107, column: 9, scope: !385)
!392 = !DILocation(line: 107, column: 4, scope: !385)
!393 = !DILocation(line: 108, column: 3, scope: !385)
!394 = !DILocation(line: 104, column: 55, scope: !382)
!395 = !DILocation(line: 104, column: 53, scope: !382)
!396 = !DILocation(line: 104, column: 3, scope: !382)
!397 = distinct !{!397, !383, !398, !113}
!398 = !DILocation(line: 108, column: 3, scope: !373)
!399 = !DILocation(line: 103, column: 39, scope: !367)
!400 = !DILocation(line: 103, column: 2, scope: !367)
!401 = distinct !{!401, !371, !402, !113}
!402 = !DILocation(line: 108, column: 3, scope: !363)
!403 = !DILocation(line: 109, column: 7, scope: !357)
!404 = !DILocation(line: 109, column: 10, scope: !357)
!405 = !DILocation(line: 109, column: 2, scope: !357)
!406 = !DILocation(line: 110, column: 1, scope: !357)
!407 = distinct !DISubprogram(name: "table_grow", scope: !3, file: !3, line: 37, type: !358, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !44)
!408 = !DILocalVariable(name: "t", arg: 1, scope: !407, file: !3, line: 37, type: !145)
!409 = !DILocation(line: 37, column: 38, scope: !407)
!410 = !DILocalVariable(name: "n", scope: !407, file: !3, line: 39, type: !78)
!411 = !DILocation(line: 39, column: 9, scope: !407)
!412 = !DILocation(line: 39, column: 13, scope: !407)
!413 = !DILocation(line: 39, column: 16, scope: !407)
!414 = !DILocation(line: 39, column: 25, scope: !407)
!415 = !DILocalVariable(name: "b", scope: !407, file: !3, line: 40, type: !64)
!416 = !DILocation(line: 40, column: 17, scope: !407)
!417 = !DILocation(line: 40, column: 28, scope: !407)
!418 = !DILocation(line: 40, column: 21, scope: !407)
!419 = !DILocation(line: 41, column: 7, scope: !420)
!420 = distinct !DILexicalBlock(scope: !407, file: !3, line: 41, column: 6)
!421 = !DILocation(line: 41, column: 6, scope: !407)
!422 = !DILocation(line: 42, column: 3, scope: !420)
!423 = !DILocalVariable(name: "i", scope: !424, file: !3, line: 43, type: !78)
!424 = distinct !DILexicalBlock(scope: !407, file: !3, line: 43, column: 2)
!425 = !DILocation(line: 43, column: 14, scope: !424)
!426 = !DILocation(line: 43, column: 7, scope: !424)
!427 = !DILocation(line: 43, column: 21, scope: !428)
!428 = distinct !DILexicalBlock(scope: !424, file: !3, line: 43, column: 2)
!429 = !DILocation(line: 43, column: 25, scope: !428)
!430 = !DILocation(line: 43, column: 28, scope: !428)
!431 = !DILocation(line: 43, column: 23, scope: !428)
!432 = !DILocation(line: 43, column: 2, scope: !424)
!433 = !DILocalVariable(name: "e", scope: !434, file: !3, line: 44, type: !65)
!434 = distinct !DILexicalBlock(scope: !428, file: !3, line: 43, column: 43)
!435 = !DILocation(line: 44, column: 17, scope: !434)
!436 = !DILocation(line: 44, column: 21, scope: !434)
!437 = !DILocation(line: 44, column: 24, scope: !434)
!438 = !DILocation(line: 44, column: 32, scope: !434)
!439 = !DILocation(line: 45, column: 3, scope: !434)
!440 = !DILocation(line: 45, column: 10, scope: !434)
!441 = !DILocalVariable(name: "next", scope: !442, file: !3, line: 46, type: !65)
!442 = distinct !DILexicalBlock(scope: !434, file: !3, line: 45, column: 13)
!443 = !DILocation(line: 46, column: 18, scope: !442)
!444 = !DILocation(line: 46, column: 25, scope: !442)
!445 = !DILocation(line: 46, column: 28, scope: !442)
!446 = !DILocation(line: 47, column: 14, scope: !442)
!447 = !DILocation(line: 47, column: 16, scope: !442)
!448 = !DILocation(line: 47, column: 19, scope: !442)
!449 = !DILocation(line: 47, column: 26, scope: !442)
!450 = !DILocation(line: 47, column: 24, scope: !442)
!451 = !DILocation(line: 47, column: 4, scope: !442)
!452 = !DILocation(line: 47, column: 7, scope: !442)
!453 = !DILocation(line: 47, column: 12, scope: !442)
!454 = !DILocation(line: 48, column: 21, scope: !442)
!455 = !DILocation(line: 48, column: 4, scope: !442)
!456 = !DILocation(line: 48, column: 6, scope: !442)
!457 = !DILocation(line: 48, column: 9, scope: !442)
!458 = !DILocation(line: 48, column: 16, scope: !442)
!459 = !DILocation(line: 48, column: 14, scope: !442)
!460 = !DILocation(line: 48, column: 19, scope: !442)
!461 = !DILocation(line: 49, column: 8, scope: !442)
!462 = !DILocation(line: 49, column: 6, scope: !442)
!463 = distinct !{!463, !439, !464, !113}
!464 = !DILocation(line: 50, column: 3, scope: !434)
!465 = !DILocation(line: 51, column: 2, scope: !434)
!466 = !DILocation(line: 43, column: 39, scope: !428)
!467 = !DILocation(line: 43, column: 2, scope: !428)
!468 = distinct !{!468, !432, !469, !113}
!469 = !DILocation(line: 51, column: 2, scope: !424)
!470 = !DILocation(line: 52, column: 7, scope: !407)
!471 = !DILocation(line: 52, column: 10, scope: !407)
!472 = !DILocation(line: 52, column: 2, scope: !407)
!473 = !DILocation(line: 53, column: 15, scope: !407)
!474 = !DILocation(line: 53, column: 2, scope: !407)
!475 = !DILocation(line: 53, column: 5, scope: !407)
!476 = !DILocation(line: 53, column: 13, scope: !407)
!477 = !DILocation(line: 54, column: 16, scope: !407)
!478 = !DILocation(line: 54, column: 2, scope: !407)
!479 = !DILocation(line: 54, column: 5, scope: !407)
!480 = !DILocation(line: 54, column: 14, scope: !407)
!481 = !DILocation(line: 55, column: 1, scope: !407)
!482 = distinct !DISubprogram(name: "fnv1a", scope: !3, file: !3, line: 21, type: !483, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !44)
!483 = !DISubroutineType(types: !484)
!484 = !{!71, !46}
!485 = !DILocalVariable(name: "s", arg: 1, scope: !482, file: !3, line: 21, type: !46)
!486 = !DILocation(line: 21, column: 35, scope: !482)
!487 = !DILocalVariable(name: "h", scope: !482, file: !3, line: 23, type: !71)
!488 = !DILocation(line: 23, column: 11, scope: !482)
!489 = !DILocation(line: 24, column: 2, scope: !482)
!490 = !DILocation(line: 24, column: 10, scope: !482)
!491 = !DILocation(line: 24, column: 9, scope: !482)
!492 = !DILocation(line: 25, column: 8, scope: !482)
!493 = !DILocation(line: 25, column: 29, scope: !482)
!494 = !DILocation(line: 25, column: 27, scope: !482)
!495 = !DILocation(line: 25, column: 12, scope: !482)
!496 = !DILocation(line: 25, column: 10, scope: !482)
!497 = !DILocation(line: 25, column: 33, scope: !482)
!498 = !DILocation(line: 25, column: 5, scope: !482)
!499 = distinct !{!499, !489, !500, !113}
!500 = !DILocation(line: 25, column: 35, scope: !482)
!501 = !DILocation(line: 26, column: 9, scope: !482)
!502 = !DILocation(line: 26, column: 2, scope: !482)
