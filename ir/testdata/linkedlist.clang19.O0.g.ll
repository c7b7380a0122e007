; ModuleID = 'linkedlist.c'
source_filename = "linkedlist.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dlist = type { ptr, ptr, i64 }
%struct.dnode = type { ptr, ptr, ptr, i64 }
%struct.node = type { i32, ptr }

@.str = private unnamed_addr constant [8 x i8] c"len %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1, !dbg !7

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !22 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %list = alloca ptr, align 8
  %i = alloca i32, align 4
  %words = alloca %struct.dlist, align 8
  %i5 = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
    #dbg_declare(ptr %argc.addr, !29, !DIExpression(), !30)
  store ptr %argv, ptr %argv.addr, align 8
    #dbg_declare(ptr %argv.addr, !31, !DIExpression(), !32)
    #dbg_declare(ptr %list, !33, !DIExpression(), !39)
  store ptr null, ptr %list, align 8, !dbg !39
    #dbg_declare(ptr %i, !40, !DIExpression(), !42)
  store i32 0, ptr %i, align 4, !dbg !42
  br label %for.cond, !dbg !43

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !dbg !44
  %cmp = icmp slt i32 %0, 10, !dbg !46
  br i1 %cmp, label %for.body, label %for.end, !dbg !47

for.body:                                         ; preds = %for.cond
  %1 = load ptr, ptr %list, align 8, !dbg !48
  %2 = load i32, ptr %i, align 4, !dbg !49
  %rem = srem i32 %2, 4, !dbg !50
  %call = call ptr @push(ptr noundef %1, i32 noundef %rem), !dbg !51
  store ptr %call, ptr %list, align 8, !dbg !52
  br label %for.inc, !dbg !53

for.inc:                                          ; preds = %for.body
  %3 = load i32, ptr %i, align 4, !dbg !54
  %inc = add nsw i32 %3, 1, !dbg !54
  store i32 %inc, ptr %i, align 4, !dbg !54
  br label %for.cond, !dbg !55, !llvm.loop !56

for.end:                                          ; preds = %for.cond
  %4 = load ptr, ptr %list, align 8, !dbg !59
  %call1 = call ptr @reverse(ptr noundef %4), !dbg !60
  store ptr %call1, ptr %list, align 8, !dbg !61
  %5 = load ptr, ptr %list, align 8, !dbg !62
  %6 = load i32, ptr %argc.addr, align 4, !dbg !63
  %call2 = call ptr @remove_value(ptr noundef %5, i32 noundef %6), !dbg !64
  store ptr %call2, ptr %list, align 8, !dbg !65
  %7 = load ptr, ptr %list, align 8, !dbg !66
  %call3 = call i32 @length(ptr noundef %7), !dbg !67
  %call4 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %call3), !dbg !68
  %8 = load ptr, ptr %list, align 8, !dbg !69
  call void @free_list(ptr noundef %8), !dbg !70
    #dbg_declare(ptr %words, !71, !DIExpression(), !90)
  call void @llvm.memset.p0.i64(ptr align 8 %words, i8 0, i64 24, i1 false), !dbg !90
    #dbg_declare(ptr %i5, !91, !DIExpression(), !93)
  store i32 0, ptr %i5, align 4, !dbg !93
  br label %for.cond6, !dbg !94

for.cond6:                                        ; preds = %for.inc10, %for.end
  %9 = load i32, ptr %i5, align 4, !dbg !95
  %10 = load i32, ptr %argc.addr, align 4, !dbg !97
  %cmp7 = icmp slt i32 %9, %10, !dbg !98
  br i1 %cmp7, label %for.body8, label %for.end12, !dbg !99

for.body8:                                        ; preds = %for.cond6
  %11 = load ptr, ptr %argv.addr, align 8, !dbg !100
  %12 = load i32, ptr %i5, align 4, !dbg !101
  %idxprom = sext i32 %12 to i64, !dbg !100
  %arrayidx = getelementptr inbounds ptr, ptr %11, i64 %idxprom, !dbg !100
  %13 = load ptr, ptr %arrayidx, align 8, !dbg !100
  %call9 = call ptr @dlist_append(ptr noundef %words, ptr noundef %13), !dbg !102
  br label %for.inc10, !dbg !102

for.inc10:                                        ; preds = %for.body8
  %14 = load i32, ptr %i5, align 4, !dbg !103
  %inc11 = add nsw i32 %14, 1, !dbg !103
  store i32 %inc11, ptr %i5, align 4, !dbg !103
  br label %for.cond6, !dbg !104, !llvm.loop !105

for.end12:                                        ; preds = %for.cond6
  br label %while.cond, !dbg !107

while.cond:                                       ; preds = %while.body, %for.end12
  %head = getelementptr inbounds %struct.dlist, ptr %words, i32 0, i32 0, !dbg !108
  %15 = load ptr, ptr %head, align 8, !dbg !108
  %tobool = icmp ne ptr %15, null, !dbg !107
  br i1 %tobool, label %while.body, label %while.end, !dbg !107

while.body:                                       ; preds = %while.cond
  %head13 = getelementptr inbounds %struct.dlist, ptr %words, i32 0, i32 0, !dbg !109
  %16 = load ptr, ptr %head13, align 8, !dbg !109
  %key = getelementptr inbounds %struct.dnode, ptr %16, i32 0, i32 2, !dbg !111
  %17 = load ptr, ptr %key, align 8, !dbg !111
  %call14 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %17), !dbg !112
  %head15 = getelementptr inbounds %struct.dlist, ptr %words, i32 0, i32 0, !dbg !113
  %18 = load ptr, ptr %head15, align 8, !dbg !113
  call void @dlist_unlink(ptr noundef %words, ptr noundef %18), !dbg !114
  br label %while.cond, !dbg !107, !llvm.loop !115

while.end:                                        ; preds = %while.cond
  ret i32 0, !dbg !117
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @push(ptr noundef %head, i32 noundef %value) #0 !dbg !118 {
entry:
  %head.addr = alloca ptr, align 8
  %value.addr = alloca i32, align 4
  %n = alloca ptr, align 8
  store ptr %head, ptr %head.addr, align 8
    #dbg_declare(ptr %head.addr, !121, !DIExpression(), !122)
  store i32 %value, ptr %value.addr, align 4
    #dbg_declare(ptr %value.addr, !123, !DIExpression(), !124)
    #dbg_declare(ptr %n, !125, !DIExpression(), !126)
  %call = call noalias ptr @malloc(i64 noundef 16) #7, !dbg !127
  store ptr %call, ptr %n, align 8, !dbg !126
  %0 = load ptr, ptr %n, align 8, !dbg !128
  %tobool = icmp ne ptr %0, null, !dbg !128
  br i1 %tobool, label %if.end, label %if.then, !dbg !130

if.then:                                          ; preds = %entry
  call void @abort() #8, !dbg !131
  unreachable, !dbg !131

if.end:                                           ; preds = %entry
  %1 = load i32, ptr %value.addr, align 4, !dbg !132
  %2 = load ptr, ptr %n, align 8, !dbg !133
  %value1 = getelementptr inbounds %struct.node, ptr %2, i32 0, i32 0, !dbg !134
  store i32 %1, ptr %value1, align 8, !dbg !135
  %3 = load ptr, ptr %head.addr, align 8, !dbg !136
  %4 = load ptr, ptr %n, align 8, !dbg !137
  %next = getelementptr inbounds %struct.node, ptr %4, i32 0, i32 1, !dbg !138
  store ptr %3, ptr %next, align 8, !dbg !139
  %5 = load ptr, ptr %n, align 8, !dbg !140
  ret ptr %5, !dbg !141
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @reverse(ptr noundef %head) #0 !dbg !142 {
entry:
  %head.addr = alloca ptr, align 8
  %prev = alloca ptr, align 8
  %next = alloca ptr, align 8
  store ptr %head, ptr %head.addr, align 8
    #dbg_declare(ptr %head.addr, !145, !DIExpression(), !146)
    #dbg_declare(ptr %prev, !147, !DIExpression(), !148)
  store ptr null, ptr %prev, align 8, !dbg !148
  br label %while.cond, !dbg !149

while.cond:                                       ; preds = %while.body, %entry
  %0 = load ptr, ptr %head.addr, align 8, !dbg !150
  %tobool = icmp ne ptr %0, null, !dbg !149
  br i1 %tobool, label %while.body, label %while.end, !dbg !149

while.body:                                       ; preds = %while.cond
    #dbg_declare(ptr %next, !151, !DIExpression(), !153)
  %1 = load ptr, ptr %head.addr, align 8, !dbg !154
  %next1 = getelementptr inbounds %struct.node, ptr %1, i32 0, i32 1, !dbg !155
  %2 = load ptr, ptr %next1, align 8, !dbg !155
  store ptr %2, ptr %next, align 8, !dbg !153
  %3 = load ptr, ptr %prev, align 8, !dbg !156
  %4 = load ptr, ptr %head.addr, align 8, !dbg !157
  %next2 = getelementptr inbounds %struct.node, ptr %4, i32 0, i32 1, !dbg !158
  store ptr %3, ptr %next2, align 8, !dbg !159
  %5 = load ptr, ptr %head.addr, align 8, !dbg !160
  store ptr %5, ptr %prev, align 8, !dbg !161
  %6 = load ptr, ptr %next, align 8, !dbg !162
  store ptr %6, ptr %head.addr, align 8, !dbg !163
  br label %while.cond, !dbg !149, !llvm.loop !164

while.end:                                        ; preds = %while.cond
  %7 = load ptr, ptr %prev, align 8, !dbg !166
  ret ptr %7, !dbg !167
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @remove_value(ptr noundef %head, i32 noundef %value) #0 !dbg !168 {
entry:
  %head.addr = alloca ptr, align 8
  %value.addr = alloca i32, align 4
  %pp = alloca ptr, align 8
  %dead = alloca ptr, align 8
  store ptr %head, ptr %head.addr, align 8
    #dbg_declare(ptr %head.addr, !169, !DIExpression(), !170)
  store i32 %value, ptr %value.addr, align 4
    #dbg_declare(ptr %value.addr, !171, !DIExpression(), !172)
    #dbg_declare(ptr %pp, !173, !DIExpression(), !175)
  store ptr %head.addr, ptr %pp, align 8, !dbg !175
  br label %while.cond, !dbg !176

while.cond:                                       ; preds = %if.end, %entry
  %0 = load ptr, ptr %pp, align 8, !dbg !177
  %1 = load ptr, ptr %0, align 8, !dbg !178
  %tobool = icmp ne ptr %1, null, !dbg !176
  br i1 %tobool, label %while.body, label %while.end, !dbg !176

while.body:                                       ; preds = %while.cond
  %2 = load ptr, ptr %pp, align 8, !dbg !179
  %3 = load ptr, ptr %2, align 8, !dbg !182
  %value1 = getelementptr inbounds %struct.node, ptr %3, i32 0, i32 0, !dbg !183
  %4 = load i32, ptr %value1, align 8, !dbg !183
  %5 = load i32, ptr %value.addr, align 4, !dbg !184
  %cmp = icmp eq i32 %4, %5, !dbg !185
  br i1 %cmp, label %if.then, label %if.else, !dbg !186

if.then:                                          ; preds = %while.body
    #dbg_declare(ptr %dead, !187, !DIExpression(), !189)
  %6 = load ptr, ptr %pp, align 8, !dbg !190
  %7 = load ptr, ptr %6, align 8, !dbg !191
  store ptr %7, ptr %dead, align 8, !dbg !189
  %8 = load ptr, ptr %dead, align 8, !dbg !192
  %next = getelementptr inbounds %struct.node, ptr %8, i32 0, i32 1, !dbg !193
  %9 = load ptr, ptr %next, align 8, !dbg !193
  %10 = load ptr, ptr %pp, align 8, !dbg !194
  store ptr %9, ptr %10, align 8, !dbg !195
  %11 = load ptr, ptr %dead, align 8, !dbg !196
  call void @free(ptr noundef %11) #9, !dbg !197
  br label %if.end, !dbg !198

if.else:                                          ; preds = %while.body
  %12 = load ptr, ptr %pp, align 8, !dbg !199
  %13 = load ptr, ptr %12, align 8, !dbg !201
  %next2 = getelementptr inbounds %struct.node, ptr %13, i32 0, i32 1, !dbg !202
  store ptr %next2, ptr %pp, align 8, !dbg !203
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  br label %while.cond, !dbg !176, !llvm.loop !204

while.end:                                        ; preds = %while.cond
  %14 = load ptr, ptr %head.addr, align 8, !dbg !206
  ret ptr %14, !dbg !207
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @length(ptr noundef %n) #0 !dbg !208 {
entry:
  %n.addr = alloca ptr, align 8
  store ptr %n, ptr %n.addr, align 8
    #dbg_declare(ptr %n.addr, !213, !DIExpression(), !214)
  %0 = load ptr, ptr %n.addr, align 8, !dbg !215
  %tobool = icmp ne ptr %0, null, !dbg !215
  br i1 %tobool, label %cond.true, label %cond.false, !dbg !215

cond.true:                                        ; preds = %entry
  %1 = load ptr, ptr %n.addr, align 8, !dbg !216
  %next = getelementptr inbounds %struct.node, ptr %1, i32 0, i32 1, !dbg !217
  %2 = load ptr, ptr %next, align 8, !dbg !217
  %call = call i32 @length(ptr noundef %2), !dbg !218
  %add = add nsw i32 1, %call, !dbg !219
  br label %cond.end, !dbg !215

cond.false:                                       ; preds = %entry
  br label %cond.end, !dbg !215

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %add, %cond.true ], [ 0, %cond.false ], !dbg !215
  ret i32 %cond, !dbg !220
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @free_list(ptr noundef %n) #0 !dbg !221 {
entry:
  %n.addr = alloca ptr, align 8
  store ptr %n, ptr %n.addr, align 8
    #dbg_declare(ptr %n.addr, !224, !DIExpression(), !225)
  %0 = load ptr, ptr %n.addr, align 8, !dbg !226
  %tobool = icmp ne ptr %0, null, !dbg !226
  br i1 %tobool, label %if.end, label %if.then, !dbg !228

if.then:                                          ; preds = %entry
  br label %return, !dbg !229

if.end:                                           ; preds = %entry
  %1 = load ptr, ptr %n.addr, align 8, !dbg !230
  %next = getelementptr inbounds %struct.node, ptr %1, i32 0, i32 1, !dbg !231
  %2 = load ptr, ptr %next, align 8, !dbg !231
  call void @free_list(ptr noundef %2), !dbg !232
  %3 = load ptr, ptr %n.addr, align 8, !dbg !233
  call void @free(ptr noundef %3) #9, !dbg !234
  br label %return, !dbg !235

return:                                           ; preds = %if.end, %if.then
  ret void, !dbg !235
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @dlist_append(ptr noundef %l, ptr noundef %key) #0 !dbg !236 {
entry:
  %retval = alloca ptr, align 8
  %l.addr = alloca ptr, align 8
  %key.addr = alloca ptr, align 8
  %n = alloca ptr, align 8
  store ptr %l, ptr %l.addr, align 8
    #dbg_declare(ptr %l.addr, !240, !DIExpression(), !241)
  store ptr %key, ptr %key.addr, align 8
    #dbg_declare(ptr %key.addr, !242, !DIExpression(), !243)
    #dbg_declare(ptr %n, !244, !DIExpression(), !245)
  %call = call noalias ptr @calloc(i64 noundef 1, i64 noundef 32) #10, !dbg !246
  store ptr %call, ptr %n, align 8, !dbg !245
  %0 = load ptr, ptr %n, align 8, !dbg !247
  %tobool = icmp ne ptr %0, null, !dbg !247
  br i1 %tobool, label %if.end, label %if.then, !dbg !249

if.then:                                          ; preds = %entry
  store ptr null, ptr %retval, align 8, !dbg !250
  br label %return, !dbg !250

if.end:                                           ; preds = %entry
  %1 = load ptr, ptr %key.addr, align 8, !dbg !251
  %2 = load ptr, ptr %n, align 8, !dbg !252
  %key1 = getelementptr inbounds %struct.dnode, ptr %2, i32 0, i32 2, !dbg !253
  store ptr %1, ptr %key1, align 8, !dbg !254
  %3 = load ptr, ptr %l.addr, align 8, !dbg !255
  %tail = getelementptr inbounds %struct.dlist, ptr %3, i32 0, i32 1, !dbg !256
  %4 = load ptr, ptr %tail, align 8, !dbg !256
  %5 = load ptr, ptr %n, align 8, !dbg !257
  %prev = getelementptr inbounds %struct.dnode, ptr %5, i32 0, i32 0, !dbg !258
  store ptr %4, ptr %prev, align 8, !dbg !259
  %6 = load ptr, ptr %l.addr, align 8, !dbg !260
  %tail2 = getelementptr inbounds %struct.dlist, ptr %6, i32 0, i32 1, !dbg !262
  %7 = load ptr, ptr %tail2, align 8, !dbg !262
  %tobool3 = icmp ne ptr %7, null, !dbg !260
  br i1 %tobool3, label %if.then4, label %if.else, !dbg !263

if.then4:                                         ; preds = %if.end
  %8 = load ptr, ptr %n, align 8, !dbg !264
  %9 = load ptr, ptr %l.addr, align 8, !dbg !265
  %tail5 = getelementptr inbounds %struct.dlist, ptr %9, i32 0, i32 1, !dbg !266
  %10 = load ptr, ptr %tail5, align 8, !dbg !266
  %next = getelementptr inbounds %struct.dnode, ptr %10, i32 0, i32 1, !dbg !267
  store ptr %8, ptr %next, align 8, !dbg !268
  br label %if.end6, !dbg !265

if.else:                                          ; preds = %if.end
  %11 = load ptr, ptr %n, align 8, !dbg !269
  %12 = load ptr, ptr %l.addr, align 8, !dbg !270
  %head = getelementptr inbounds %struct.dlist, ptr %12, i32 0, i32 0, !dbg !271
  store ptr %11, ptr %head, align 8, !dbg !272
  br label %if.end6

if.end6:                                          ; preds = %if.else, %if.then4
  %13 = load ptr, ptr %n, align 8, !dbg !273
  %14 = load ptr, ptr %l.addr, align 8, !dbg !274
  %tail7 = getelementptr inbounds %struct.dlist, ptr %14, i32 0, i32 1, !dbg !275
  store ptr %13, ptr %tail7, align 8, !dbg !276
  %15 = load ptr, ptr %l.addr, align 8, !dbg !277
  %len = getelementptr inbounds %struct.dlist, ptr %15, i32 0, i32 2, !dbg !278
  %16 = load i64, ptr %len, align 8, !dbg !279
  %inc = add i64 %16, 1, !dbg !279
  store i64 %inc, ptr %len, align 8, !dbg !279
  %17 = load ptr, ptr %n, align 8, !dbg !280
  store ptr %17, ptr %retval, align 8, !dbg !281
  br label %return, !dbg !281

return:                                           ; preds = %if.end6, %if.then
  %18 = load ptr, ptr %retval, align 8, !dbg !282
  ret ptr %18, !dbg !282
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dlist_unlink(ptr noundef %l, ptr noundef %n) #0 !dbg !283 {
entry:
  %l.addr = alloca ptr, align 8
  %n.addr = alloca ptr, align 8
  store ptr %l, ptr %l.addr, align 8
    #dbg_declare(ptr %l.addr, !286, !DIExpression(), !287)
  store ptr %n, ptr %n.addr, align 8
    #dbg_declare(ptr %n.addr, !288, !DIExpression(), !289)
  %0 = load ptr, ptr %n.addr, align 8, !dbg !290
  %prev = getelementptr inbounds %struct.dnode, ptr %0, i32 0, i32 0, !dbg !292
  %1 = load ptr, ptr %prev, align 8, !dbg !292
  %tobool = icmp ne ptr %1, null, !dbg !290
  br i1 %tobool, label %if.then, label %if.else, !dbg !293

if.then:                                          ; preds = %entry
  %2 = load ptr, ptr %n.addr, align 8, !dbg !294
  %next = getelementptr inbounds %struct.dnode, ptr %2, i32 0, i32 1, !dbg !295
  %3 = load ptr, ptr %next, align 8, !dbg !295
  %4 = load ptr, ptr %n.addr, align 8, !dbg !296
  %prev1 = getelementptr inbounds %struct.dnode, ptr %4, i32 0, i32 0, !dbg !297
  %5 = load ptr, ptr %prev1, align 8, !dbg !297
  %next2 = getelementptr inbounds %struct.dnode, ptr %5, i32 0, i32 1, !dbg !298
  store ptr %3, ptr %next2, align 8, !dbg !299
  br label %if.end, !dbg !296

if.else:                                          ; preds = %entry
  %6 = load ptr, ptr %n.addr, align 8, !dbg !300
  %next3 = getelementptr inbounds %struct.dnode, ptr %6, i32 0, i32 1, !dbg !301
  %7 = load ptr, ptr %next3, align 8, !dbg !301
  %8 = load ptr, ptr %l.addr, align 8, !dbg !302
  %head = getelementptr inbounds %struct.dlist, ptr %8, i32 0, i32 0, !dbg !303
  store ptr %7, ptr %head, align 8, !dbg !304
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %9 = load ptr, ptr %n.addr, align 8, !dbg !305
  %next4 = getelementptr inbounds %struct.dnode, ptr %9, i32 0, i32 1, !dbg !307
  %10 = load ptr, ptr %next4, align 8, !dbg !307
  %tobool5 = icmp ne ptr %10, null, !dbg !305
  br i1 %tobool5, label %if.then6, label %if.else10, !dbg !308

if.then6:                                         ; preds = %if.end
  %11 = load ptr, ptr %n.addr, align 8, !dbg !309
  %prev7 = getelementptr inbounds %struct.dnode, ptr %11, i32 0, i32 0, !dbg !310
  %12 = load ptr, ptr %prev7, align 8, !dbg !310
  %13 = load ptr, ptr %n.addr, align 8, !dbg !311
  %next8 = getelementptr inbounds %struct.dnode, ptr %13, i32 0, i32 1, !dbg !312
  %14 = load ptr, ptr %next8, align 8, !dbg !312
  %prev9 = getelementptr inbounds %struct.dnode, ptr %14, i32 0, i32 0, !dbg !313
  store ptr %12, ptr %prev9, align 8, !dbg !314
  br label %if.end12, !dbg !311

if.else10:                                        ; preds = %if.end
  %15 = load ptr, ptr %n.addr, align 8, !dbg !315
  %prev11 = getelementptr inbounds %struct.dnode, ptr %15, i32 0, i32 0, !dbg !316
  %16 = load ptr, ptr %prev11, align 8, !dbg !316
  %17 = load ptr, ptr %l.addr, align 8, !dbg !317
  %tail = getelementptr inbounds %struct.dlist, ptr %17, i32 0, i32 1, !dbg !318
  store ptr %16, ptr %tail, align 8, !dbg !319
  br label %if.end12

if.end12:                                         ; preds = %if.else10, %if.then6
  %18 = load ptr, ptr %l.addr, align 8, !dbg !320
  %len = getelementptr inbounds %struct.dlist, ptr %18, i32 0, i32 2, !dbg !321
  %19 = load i64, ptr %len, align 8, !dbg !322
  %dec = add i64 %19, -1, !dbg !322
  store i64 %dec, ptr %len, align 8, !dbg !322
  %20 = load ptr, ptr %n.addr, align 8, !dbg !323
  call void @free(ptr noundef %20) #9, !dbg !324
  ret void, !dbg !325
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

; Function Attrs: noreturn nounwind
declare void @abort() #4

; Function Attrs: nounwind
declare void @free(ptr noundef) #5

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { noreturn nounwind }
attributes #9 = { nounwind }
attributes #10 = { nounwind allocsize(0,1) }

!llvm.dbg.cu = !{!12}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 109, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "linkedlist.c", directory: ".", checksumkind: CSK_MD5, checksum: "217e882da88e9d356b5beab1eb055f06")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 8)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 116, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !13, splitDebugInlining: false, nameTableKind: None)
!13 = !{!0, !7}
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 102, type: !23, scopeLine: 103, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !12, retainedNodes: !28)
!23 = !DISubroutineType(types: !24)
!24 = !{!25, !25, !26}
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!28 = !{}
!29 = !DILocalVariable(name: "argc", arg: 1, scope: !22, file: !2, line: 102, type: !25)
!30 = !DILocation(line: 102, column: 14, scope: !22)
!31 = !DILocalVariable(name: "argv", arg: 2, scope: !22, file: !2, line: 102, type: !26)
!32 = !DILocation(line: 102, column: 27, scope: !22)
!33 = !DILocalVariable(name: "list", scope: !22, file: !2, line: 104, type: !34)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!35 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !2, line: 6, size: 128, elements: !36)
!36 = !{!37, !38}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !35, file: !2, line: 7, baseType: !25, size: 32)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !35, file: !2, line: 8, baseType: !34, size: 64, offset: 64)
!39 = !DILocation(line: 104, column: 15, scope: !22)
!40 = !DILocalVariable(name: "i", scope: !41, file: !2, line: 105, type: !25)
!41 = distinct !DILexicalBlock(scope: !22, file: !2, line: 105, column: 2)
!42 = !DILocation(line: 105, column: 11, scope: !41)
!43 = !DILocation(line: 105, column: 7, scope: !41)
!44 = !DILocation(line: 105, column: 18, scope: !45)
!45 = distinct !DILexicalBlock(scope: !41, file: !2, line: 105, column: 2)
!46 = !DILocation(line: 105, column: 20, scope: !45)
!47 = !DILocation(line: 105, column: 2, scope: !41)
!48 = !DILocation(line: 106, column: 15, scope: !45)
!49 = !DILocation(line: 106, column: 21, scope: !45)
!50 = !DILocation(line: 106, column: 23, scope: !45)
!51 = !DILocation(line: 106, column: 10, scope: !45)
!52 = !DILocation(line: 106, column: 8, scope: !45)
!53 = !DILocation(line: 106, column: 3, scope: !45)
!54 = !DILocation(line: 105, column: 27, scope: !45)
!55 = !DILocation(line: 105, column: 2, scope: !45)
!56 = distinct !{!56, !47, !57, !58}
!57 = !DILocation(line: 106, column: 26, scope: !41)
!58 = !{!"llvm.loop.mustprogress"}
!59 = !DILocation(line: 107, column: 17, scope: !22)
!60 = !DILocation(line: 107, column: 9, scope: !22)
!61 = !DILocation(line: 107, column: 7, scope: !22)
!62 = !DILocation(line: 108, column: 22, scope: !22)
!63 = !DILocation(line: 108, column: 28, scope: !22)
!64 = !DILocation(line: 108, column: 9, scope: !22)
!65 = !DILocation(line: 108, column: 7, scope: !22)
!66 = !DILocation(line: 109, column: 28, scope: !22)
!67 = !DILocation(line: 109, column: 21, scope: !22)
!68 = !DILocation(line: 109, column: 2, scope: !22)
!69 = !DILocation(line: 110, column: 12, scope: !22)
!70 = !DILocation(line: 110, column: 2, scope: !22)
!71 = !DILocalVariable(name: "words", scope: !22, file: !2, line: 112, type: !72)
!72 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "dlist", file: !2, line: 17, size: 192, elements: !73)
!73 = !{!74, !85, !86}
!74 = !DIDerivedType(tag: DW_TAG_member, name: "head", scope: !72, file: !2, line: 18, baseType: !75, size: 64)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!76 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "dnode", file: !2, line: 11, size: 256, elements: !77)
!77 = !{!78, !79, !80, !83}
!78 = !DIDerivedType(tag: DW_TAG_member, name: "prev", scope: !76, file: !2, line: 12, baseType: !75, size: 64)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !76, file: !2, line: 12, baseType: !75, size: 64, offset: 64)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !76, file: !2, line: 13, baseType: !81, size: 64, offset: 128)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !76, file: !2, line: 14, baseType: !84, size: 64, offset: 192)
!84 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "tail", scope: !72, file: !2, line: 18, baseType: !75, size: 64, offset: 64)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !72, file: !2, line: 19, baseType: !87, size: 64, offset: 128)
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !88, line: 18, baseType: !89)
!88 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!89 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!90 = !DILocation(line: 112, column: 15, scope: !22)
!91 = !DILocalVariable(name: "i", scope: !92, file: !2, line: 113, type: !25)
!92 = distinct !DILexicalBlock(scope: !22, file: !2, line: 113, column: 2)
!93 = !DILocation(line: 113, column: 11, scope: !92)
!94 = !DILocation(line: 113, column: 7, scope: !92)
!95 = !DILocation(line: 113, column: 18, scope: !96)
!96 = distinct !DILexicalBlock(scope: !92, file: !2, line: 113, column: 2)
!97 = !DILocation(line: 113, column: 22, scope: !96)
!98 = !DILocation(line: 113, column: 20, scope: !96)
!99 = !DILocation(line: 113, column: 2, scope: !92)
!100 = !DILocation(line: 114, column: 24, scope: !96)
!101 = !DILocation(line: 114, column: 29, scope: !96)
!102 = !DILocation(line: 114, column: 3, scope: !96)
!103 = !DILocation(line: 113, column: 29, scope: !96)
!104 = !DILocation(line: 113, column: 2, scope: !96)
!105 = distinct !{!105, !99, !106, !58}
!106 = !DILocation(line: 114, column: 31, scope: !92)
!107 = !DILocation(line: 115, column: 2, scope: !22)
!108 = !DILocation(line: 115, column: 15, scope: !22)
!109 = !DILocation(line: 116, column: 24, scope: !110)
!110 = distinct !DILexicalBlock(scope: !22, file: !2, line: 115, column: 21)
!111 = !DILocation(line: 116, column: 30, scope: !110)
!112 = !DILocation(line: 116, column: 3, scope: !110)
!113 = !DILocation(line: 117, column: 30, scope: !110)
!114 = !DILocation(line: 117, column: 3, scope: !110)
!115 = distinct !{!115, !107, !116, !58}
!116 = !DILocation(line: 118, column: 2, scope: !22)
!117 = !DILocation(line: 119, column: 2, scope: !22)
!118 = distinct !DISubprogram(name: "push", scope: !2, file: !2, line: 22, type: !119, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !12, retainedNodes: !28)
!119 = !DISubroutineType(types: !120)
!120 = !{!34, !34, !25}
!121 = !DILocalVariable(name: "head", arg: 1, scope: !118, file: !2, line: 22, type: !34)
!122 = !DILocation(line: 22, column: 39, scope: !118)
!123 = !DILocalVariable(name: "value", arg: 2, scope: !118, file: !2, line: 22, type: !25)
!124 = !DILocation(line: 22, column: 49, scope: !118)
!125 = !DILocalVariable(name: "n", scope: !118, file: !2, line: 24, type: !34)
!126 = !DILocation(line: 24, column: 15, scope: !118)
!127 = !DILocation(line: 24, column: 19, scope: !118)
!128 = !DILocation(line: 25, column: 7, scope: !129)
!129 = distinct !DILexicalBlock(scope: !118, file: !2, line: 25, column: 6)
!130 = !DILocation(line: 25, column: 6, scope: !118)
!131 = !DILocation(line: 26, column: 3, scope: !129)
!132 = !DILocation(line: 27, column: 13, scope: !118)
!133 = !DILocation(line: 27, column: 2, scope: !118)
!134 = !DILocation(line: 27, column: 5, scope: !118)
!135 = !DILocation(line: 27, column: 11, scope: !118)
!136 = !DILocation(line: 28, column: 12, scope: !118)
!137 = !DILocation(line: 28, column: 2, scope: !118)
!138 = !DILocation(line: 28, column: 5, scope: !118)
!139 = !DILocation(line: 28, column: 10, scope: !118)
!140 = !DILocation(line: 29, column: 9, scope: !118)
!141 = !DILocation(line: 29, column: 2, scope: !118)
!142 = distinct !DISubprogram(name: "reverse", scope: !2, file: !2, line: 32, type: !143, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !12, retainedNodes: !28)
!143 = !DISubroutineType(types: !144)
!144 = !{!34, !34}
!145 = !DILocalVariable(name: "head", arg: 1, scope: !142, file: !2, line: 32, type: !34)
!146 = !DILocation(line: 32, column: 42, scope: !142)
!147 = !DILocalVariable(name: "prev", scope: !142, file: !2, line: 34, type: !34)
!148 = !DILocation(line: 34, column: 15, scope: !142)
!149 = !DILocation(line: 35, column: 2, scope: !142)
!150 = !DILocation(line: 35, column: 9, scope: !142)
!151 = !DILocalVariable(name: "next", scope: !152, file: !2, line: 36, type: !34)
!152 = distinct !DILexicalBlock(scope: !142, file: !2, line: 35, column: 15)
!153 = !DILocation(line: 36, column: 16, scope: !152)
!154 = !DILocation(line: 36, column: 23, scope: !152)
!155 = !DILocation(line: 36, column: 29, scope: !152)
!156 = !DILocation(line: 37, column: 16, scope: !152)
!157 = !DILocation(line: 37, column: 3, scope: !152)
!158 = !DILocation(line: 37, column: 9, scope: !152)
!159 = !DILocation(line: 37, column: 14, scope: !152)
!160 = !DILocation(line: 38, column: 10, scope: !152)
!161 = !DILocation(line: 38, column: 8, scope: !152)
!162 = !DILocation(line: 39, column: 10, scope: !152)
!163 = !DILocation(line: 39, column: 8, scope: !152)
!164 = distinct !{!164, !149, !165, !58}
!165 = !DILocation(line: 40, column: 2, scope: !142)
!166 = !DILocation(line: 41, column: 9, scope: !142)
!167 = !DILocation(line: 41, column: 2, scope: !142)
!168 = distinct !DISubprogram(name: "remove_value", scope: !2, file: !2, line: 49, type: !119, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !12, retainedNodes: !28)
!169 = !DILocalVariable(name: "head", arg: 1, scope: !168, file: !2, line: 49, type: !34)
!170 = !DILocation(line: 49, column: 47, scope: !168)
!171 = !DILocalVariable(name: "value", arg: 2, scope: !168, file: !2, line: 49, type: !25)
!172 = !DILocation(line: 49, column: 57, scope: !168)
!173 = !DILocalVariable(name: "pp", scope: !168, file: !2, line: 51, type: !174)
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!175 = !DILocation(line: 51, column: 16, scope: !168)
!176 = !DILocation(line: 52, column: 2, scope: !168)
!177 = !DILocation(line: 52, column: 10, scope: !168)
!178 = !DILocation(line: 52, column: 9, scope: !168)
!179 = !DILocation(line: 53, column: 9, scope: !180)
!180 = distinct !DILexicalBlock(scope: !181, file: !2, line: 53, column: 7)
!181 = distinct !DILexicalBlock(scope: !168, file: !2, line: 52, column: 14)
!182 = !DILocation(line: 53, column: 8, scope: !180)
!183 = !DILocation(line: 53, column: 14, scope: !180)
!184 = !DILocation(line: 53, column: 23, scope: !180)
!185 = !DILocation(line: 53, column: 20, scope: !180)
!186 = !DILocation(line: 53, column: 7, scope: !181)
!187 = !DILocalVariable(name: "dead", scope: !188, file: !2, line: 54, type: !34)
!188 = distinct !DILexicalBlock(scope: !180, file: !2, line: 53, column: 30)
!189 = !DILocation(line: 54, column: 17, scope: !188)
!190 = !DILocation(line: 54, column: 25, scope: !188)
!191 = !DILocation(line: 54, column: 24, scope: !188)
!192 = !DILocation(line: 55, column: 10, scope: !188)
!193 = !DILocation(line: 55, column: 16, scope: !188)
!194 = !DILocation(line: 55, column: 5, scope: !188)
!195 = !DILocation(line: 55, column: 8, scope: !188)
!196 = !DILocation(line: 56, column: 9, scope: !188)
!197 = !DILocation(line: 56, column: 4, scope: !188)
!198 = !DILocation(line: 57, column: 3, scope: !188)
!199 = !DILocation(line: 58, column: 12, scope: !200)
!200 = distinct !DILexicalBlock(scope: !180, file: !2, line: 57, column: 10)
!201 = !DILocation(line: 58, column: 11, scope: !200)
!202 = !DILocation(line: 58, column: 17, scope: !200)
!203 = !DILocation(line: 58, column: 7, scope: !200)
!204 = distinct !{!204, !176, !205, !58}
!205 = !DILocation(line: 60, column: 2, scope: !168)
!206 = !DILocation(line: 61, column: 9, scope: !168)
!207 = !DILocation(line: 61, column: 2, scope: !168)
!208 = distinct !DISubprogram(name: "length", scope: !2, file: !2, line: 44, type: !209, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !12, retainedNodes: !28)
!209 = !DISubroutineType(types: !210)
!210 = !{!25, !211}
!211 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !212, size: 64)
!212 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!213 = !DILocalVariable(name: "n", arg: 1, scope: !208, file: !2, line: 44, type: !211)
!214 = !DILocation(line: 44, column: 38, scope: !208)
!215 = !DILocation(line: 46, column: 9, scope: !208)
!216 = !DILocation(line: 46, column: 24, scope: !208)
!217 = !DILocation(line: 46, column: 27, scope: !208)
!218 = !DILocation(line: 46, column: 17, scope: !208)
!219 = !DILocation(line: 46, column: 15, scope: !208)
!220 = !DILocation(line: 46, column: 2, scope: !208)
!221 = distinct !DISubprogram(name: "free_list", scope: !2, file: !2, line: 64, type: !222, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !12, retainedNodes: !28)
!222 = !DISubroutineType(types: !223)
!223 = !{null, !34}
!224 = !DILocalVariable(name: "n", arg: 1, scope: !221, file: !2, line: 64, type: !34)
!225 = !DILocation(line: 64, column: 36, scope: !221)
!226 = !DILocation(line: 66, column: 7, scope: !227)
!227 = distinct !DILexicalBlock(scope: !221, file: !2, line: 66, column: 6)
!228 = !DILocation(line: 66, column: 6, scope: !221)
!229 = !DILocation(line: 67, column: 3, scope: !227)
!230 = !DILocation(line: 68, column: 12, scope: !221)
!231 = !DILocation(line: 68, column: 15, scope: !221)
!232 = !DILocation(line: 68, column: 2, scope: !221)
!233 = !DILocation(line: 69, column: 7, scope: !221)
!234 = !DILocation(line: 69, column: 2, scope: !221)
!235 = !DILocation(line: 70, column: 1, scope: !221)
!236 = distinct !DISubprogram(name: "dlist_append", scope: !2, file: !2, line: 72, type: !237, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !12, retainedNodes: !28)
!237 = !DISubroutineType(types: !238)
!238 = !{!75, !239, !81}
!239 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!240 = !DILocalVariable(name: "l", arg: 1, scope: !236, file: !2, line: 72, type: !239)
!241 = !DILocation(line: 72, column: 49, scope: !236)
!242 = !DILocalVariable(name: "key", arg: 2, scope: !236, file: !2, line: 72, type: !81)
!243 = !DILocation(line: 72, column: 64, scope: !236)
!244 = !DILocalVariable(name: "n", scope: !236, file: !2, line: 74, type: !75)
!245 = !DILocation(line: 74, column: 16, scope: !236)
!246 = !DILocation(line: 74, column: 20, scope: !236)
!247 = !DILocation(line: 75, column: 7, scope: !248)
!248 = distinct !DILexicalBlock(scope: !236, file: !2, line: 75, column: 6)
!249 = !DILocation(line: 75, column: 6, scope: !236)
!250 = !DILocation(line: 76, column: 3, scope: !248)
!251 = !DILocation(line: 77, column: 11, scope: !236)
!252 = !DILocation(line: 77, column: 2, scope: !236)
!253 = !DILocation(line: 77, column: 5, scope: !236)
!254 = !DILocation(line: 77, column: 9, scope: !236)
!255 = !DILocation(line: 78, column: 12, scope: !236)
!256 = !DILocation(line: 78, column: 15, scope: !236)
!257 = !DILocation(line: 78, column: 2, scope: !236)
!258 = !DILocation(line: 78, column: 5, scope: !236)
!259 = !DILocation(line: 78, column: 10, scope: !236)
!260 = !DILocation(line: 79, column: 6, scope: !261)
!261 = distinct !DILexicalBlock(scope: !236, file: !2, line: 79, column: 6)
!262 = !DILocation(line: 79, column: 9, scope: !261)
!263 = !DILocation(line: 79, column: 6, scope: !236)
!264 = !DILocation(line: 80, column: 19, scope: !261)
!265 = !DILocation(line: 80, column: 3, scope: !261)
!266 = !DILocation(line: 80, column: 6, scope: !261)
!267 = !DILocation(line: 80, column: 12, scope: !261)
!268 = !DILocation(line: 80, column: 17, scope: !261)
!269 = !DILocation(line: 82, column: 13, scope: !261)
!270 = !DILocation(line: 82, column: 3, scope: !261)
!271 = !DILocation(line: 82, column: 6, scope: !261)
!272 = !DILocation(line: 82, column: 11, scope: !261)
!273 = !DILocation(line: 83, column: 12, scope: !236)
!274 = !DILocation(line: 83, column: 2, scope: !236)
!275 = !DILocation(line: 83, column: 5, scope: !236)
!276 = !DILocation(line: 83, column: 10, scope: !236)
!277 = !DILocation(line: 84, column: 2, scope: !236)
!278 = !DILocation(line: 84, column: 5, scope: !236)
!279 = !DILocation(line: 84, column: 8, scope: !236)
!280 = !DILocation(line: 85, column: 9, scope: !236)
!281 = !DILocation(line: 85, column: 2, scope: !236)
!282 = !DILocation(line: 86, column: 1, scope: !236)
!283 = distinct !DISubprogram(name: "dlist_unlink", scope: !2, file: !2, line: 88, type: !284, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !12, retainedNodes: !28)
!284 = !DISubroutineType(types: !285)
!285 = !{null, !239, !75}
!286 = !DILocalVariable(name: "l", arg: 1, scope: !283, file: !2, line: 88, type: !239)
!287 = !DILocation(line: 88, column: 40, scope: !283)
!288 = !DILocalVariable(name: "n", arg: 2, scope: !283, file: !2, line: 88, type: !75)
!289 = !DILocation(line: 88, column: 57, scope: !283)
!290 = !DILocation(line: 90, column: 6, scope: !291)
!291 = distinct !DILexicalBlock(scope: !283, file: !2, line: 90, column: 6)
!292 = !DILocation(line: 90, column: 9, scope: !291)
!293 = !DILocation(line: 90, column: 6, scope: !283)
!294 = !DILocation(line: 91, column: 19, scope: !291)
!295 = !DILocation(line: 91, column: 22, scope: !291)
!296 = !DILocation(line: 91, column: 3, scope: !291)
!297 = !DILocation(line: 91, column: 6, scope: !291)
!298 = !DILocation(line: 91, column: 12, scope: !291)
!299 = !DILocation(line: 91, column: 17, scope: !291)
!300 = !DILocation(line: 93, column: 13, scope: !291)
!301 = !DILocation(line: 93, column: 16, scope: !291)
!302 = !DILocation(line: 93, column: 3, scope: !291)
!303 = !DILocation(line: 93, column: 6, scope: !291)
!304 = !DILocation(line: 93, column: 11, scope: !291)
!305 = !DILocation(line: 94, column: 6, scope: !306)
!306 = distinct !DILexicalBlock(scope: !283, file: !2, line: 94, column: 6)
!307 = !DILocation(line: 94, column: 9, scope: !306)
!308 = !DILocation(line: 94, column: 6, scope: !283)
!309 = !DILocation(line: 95, column: 19, scope: !306)
!310 = !DILocation(line: 95, column: 22, scope: !306)
!311 = !DILocation(line: 95, column: 3, scope: !306)
!312 = !DILocation(line: 95, column: 6, scope: !306)
!313 = !DILocation(line: 95, column: 12, scope: !306)
!314 = !DILocation(line: 95, column: 17, scope: !306)
!315 = !DILocation(line: 97, column: 13, scope: !306)
!316 = !DILocation(line: 97, column: 16, scope: !306)
!317 = !DILocation(line: 97, column: 3, scope: !306)
!318 = !DILocation(line: 97, column: 6, scope: !306)
!319 = !DILocation(line: 97, column: 11, scope: !306)
!320 = !DILocation(line: 98, column: 2, scope: !283)
!321 = !DILocation(line: 98, column: 5, scope: !283)
!322 = !DILocation(line: 98, column: 8, scope: !283)
!323 = !DILocation(line: 99, column: 7, scope: !283)
!324 = !DILocation(line: 99, column: 2, scope: !283)
!325 = !DILocation(line: 100, column: 1, scope: !283)
