; ModuleID = 'linkedlist.c'
source_filename = "linkedlist.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { i32, %struct.node* }
%struct.dlist = type { %struct.dnode*, %struct.dnode*, i64 }
%struct.dnode = type { %struct.dnode*, %struct.dnode*, i8*, i64 }

@.str = private unnamed_addr constant [8 x i8] c"len %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !10 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %list = alloca %struct.node*, align 8
  %i = alloca i32, align 4
  %words = alloca %struct.dlist, align 8
  %i5 = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata %struct.node** %list, metadata !22, metadata !DIExpression()), !dbg !28
  store %struct.node* null, %struct.node** %list, align 8, !dbg !28
  call void @llvm.dbg.declare(metadata i32* %i, metadata !29, metadata !DIExpression()), !dbg !31
  store i32 0, i32* %i, align 4, !dbg !31
  br label %for.cond, !dbg !32

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !33
  %cmp = icmp slt i32 %0, 10, !dbg !35
  br i1 %cmp, label %for.body, label %for.end, !dbg !36

for.body:                                         ; preds = %for.cond
  %1 = load %struct.node*, %struct.node** %list, align 8, !dbg !37
  %2 = load i32, i32* %i, align 4, !dbg !38
  %rem = srem i32 %2, 4, !dbg !39
  %call = call %struct.node* @push(%struct.node* noundef %1, i32 noundef %rem), !dbg !40
  store %struct.node* %call, %struct.node** %list, align 8, !dbg !41
  br label %for.inc, !dbg !42

for.inc:                                          ; preds = %for.body
  %3 = load i32, i32* %i, align 4, !dbg !43
  %inc = add nsw i32 %3, 1, !dbg !43
  store i32 %inc, i32* %i, align 4, !dbg !43
  br label %for.cond, !dbg !44, !llvm.loop !45

for.end:                                          ; preds = %for.cond
  %4 = load %struct.node*, %struct.node** %list, align 8, !dbg !48
  %call1 = call %struct.node* @reverse(%struct.node* noundef %4), !dbg !49
  store %struct.node* %call1, %struct.node** %list, align 8, !dbg !50
  %5 = load %struct.node*, %struct.node** %list, align 8, !dbg !51
  %6 = load i32, i32* %argc.addr, align 4, !dbg !52
  %call2 = call %struct.node* @remove_value(%struct.node* noundef %5, i32 noundef %6), !dbg !53
  store %struct.node* %call2, %struct.node** %list, align 8, !dbg !54
  %7 = load %struct.node*, %struct.node** %list, align 8, !dbg !55
  %call3 = call i32 @length(%struct.node* noundef %7), !dbg !56
  %call4 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i32 noundef %call3), !dbg !57
  %8 = load %struct.node*, %struct.node** %list, align 8, !dbg !58
  call void @free_list(%struct.node* noundef %8), !dbg !59
  call void @llvm.dbg.declare(metadata %struct.dlist* %words, metadata !60, metadata !DIExpression()), !dbg !79
  %9 = bitcast %struct.dlist* %words to i8*, !dbg !79
  call void @llvm.memset.p0i8.i64(i8* align 8 %9, i8 0, i64 24, i1 false), !dbg !79
  call void @llvm.dbg.declare(metadata i32* %i5, metadata !80, metadata !DIExpression()), !dbg !82
  store i32 0, i32* %i5, align 4, !dbg !82
  br label %for.cond6, !dbg !83

for.cond6:                                        ; preds = %for.inc10, %for.end
  %10 = load i32, i32* %i5, align 4, !dbg !84
  %11 = load i32, i32* %argc.addr, align 4, !dbg !86
  %cmp7 = icmp slt i32 %10, %11, !dbg !87
  br i1 %cmp7, label %for.body8, label %for.end12, !dbg !88

for.body8:                                        ; preds = %for.cond6
  %12 = load i8**, i8*** %argv.addr, align 8, !dbg !89
  %13 = load i32, i32* %i5, align 4, !dbg !90
  %idxprom = sext i32 %13 to i64, !dbg !89
  %arrayidx = getelementptr inbounds i8*, i8** %12, i64 %idxprom, !dbg !89
  %14 = load i8*, i8** %arrayidx, align 8, !dbg !89
  %call9 = call %struct.dnode* @dlist_append(%struct.dlist* noundef %words, i8* noundef %14), !dbg !91
  br label %for.inc10, !dbg !91

for.inc10:                                        ; preds = %for.body8
  %15 = load i32, i32* %i5, align 4, !dbg !92
  %inc11 = add nsw i32 %15, 1, !dbg !92
  store i32 %inc11, i32* %i5, align 4, !dbg !92
  br label %for.cond6, !dbg !93, !llvm.loop !94

for.end12:                                        ; preds = %for.cond6
  br label %while.cond, !dbg !96

while.cond:                                       ; preds = %while.body, %for.end12
  %head = getelementptr inbounds %struct.dlist, %struct.dlist* %words, i32 0, i32 0, !dbg !97
  %16 = load %struct.dnode*, %struct.dnode** %head, align 8, !dbg !97
  %tobool = icmp ne %struct.dnode* %16, null, !dbg !96
  br i1 %tobool, label %while.body, label %while.end, !dbg !96

while.body:                                       ; preds = %while.cond
  %head13 = getelementptr inbounds %struct.dlist, %struct.dlist* %words, i32 0, i32 0, !dbg !98
  %17 = load %struct.dnode*, %struct.dnode** %head13, align 8, !dbg !98
  %key = getelementptr inbounds %struct.dnode, %struct.dnode* %17, i32 0, i32 2, !dbg !100
  %18 = load i8*, i8** %key, align 8, !dbg !100
  %call14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i8* noundef %18), !dbg !101
  %head15 = getelementptr inbounds %struct.dlist, %struct.dlist* %words, i32 0, i32 0, !dbg !102
  %19 = load %struct.dnode*, %struct.dnode** %head15, align 8, !dbg !102
  call void @dlist_unlink(%struct.dlist* noundef %words, %struct.dnode* noundef %19), !dbg !103
  br label %while.cond, !dbg !96, !llvm.loop !104

while.end:                                        ; preds = %while.cond
  ret i32 0, !dbg !106
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.node* @push(%struct.node* noundef %head, i32 noundef %value) #0 !dbg !107 {
entry:
  %head.addr = alloca %struct.node*, align 8
  %value.addr = alloca i32, align 4
  %n = alloca %struct.node*, align 8
  store %struct.node* %head, %struct.node** %head.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.node** %head.addr, metadata !110, metadata !DIExpression()), !dbg !111
  store i32 %value, i32* %value.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %value.addr, metadata !112, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.declare(metadata %struct.node** %n, metadata !114, metadata !DIExpression()), !dbg !115
  %call = call noalias i8* @malloc(i64 noundef 16) #6, !dbg !116
  %0 = bitcast i8* %call to %struct.node*, !dbg !116
  store %struct.node* %0, %struct.node** %n, align 8, !dbg !115
  %1 = load %struct.node*, %struct.node** %n, align 8, !dbg !117
  %tobool = icmp ne %struct.node* %1, null, !dbg !117
  br i1 %tobool, label %if.end, label %if.then, !dbg !119

if.then:                                          ; preds = %entry
  call void @abort() #7, !dbg !120
  unreachable, !dbg !120

if.end:                                           ; preds = %entry
  %2 = load i32, i32* %value.addr, align 4, !dbg !121
  %3 = load %struct.node*, %struct.node** %n, align 8, !dbg !122
  %value1 = getelementptr inbounds %struct.node, %struct.node* %3, i32 0, i32 0, !dbg !123
  store i32 %2, i32* %value1, align 8, !dbg !124
  %4 = load %struct.node*, %struct.node** %head.addr, align 8, !dbg !125
  %5 = load %struct.node*, %struct.node** %n, align 8, !dbg !126
  %next = getelementptr inbounds %struct.node, %struct.node* %5, i32 0, i32 1, !dbg !127
  store %struct.node* %4, %struct.node** %next, align 8, !dbg !128
  %6 = load %struct.node*, %struct.node** %n, align 8, !dbg !129
  ret %struct.node* %6, !dbg !130
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.node* @reverse(%struct.node* noundef %head) #0 !dbg !131 {
entry:
  %head.addr = alloca %struct.node*, align 8
  %prev = alloca %struct.node*, align 8
  %next = alloca %struct.node*, align 8
  store %struct.node* %head, %struct.node** %head.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.node** %head.addr, metadata !134, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.declare(metadata %struct.node** %prev, metadata !136, metadata !DIExpression()), !dbg !137
  store %struct.node* null, %struct.node** %prev, align 8, !dbg !137
  br label %while.cond, !dbg !138

while.cond:                                       ; preds = %while.body, %entry
  %0 = load %struct.node*, %struct.node** %head.addr, align 8, !dbg !139
  %tobool = icmp ne %struct.node* %0, null, !dbg !138
  br i1 %tobool, label %while.body, label %while.end, !dbg !138

while.body:                                       ; preds = %while.cond
  call void @llvm.dbg.declare(metadata %struct.node** %next, metadata !140, metadata !DIExpression()), !dbg !142
  %1 = load %struct.node*, %struct.node** %head.addr, align 8, !dbg !143
  %next1 = getelementptr inbounds %struct.node, %struct.node* %1, i32 0, i32 1, !dbg !144
  %2 = load %struct.node*, %struct.node** %next1, align 8, !dbg !144
  store %struct.node* %2, %struct.node** %next, align 8, !dbg !142
  %3 = load %struct.node*, %struct.node** %prev, align 8, !dbg !145
  %4 = load %struct.node*, %struct.node** %head.addr, align 8, !dbg !146
  %next2 = getelementptr inbounds %struct.node, %struct.node* %4, i32 0, i32 1, !dbg !147
  store %struct.node* %3, %struct.node** %next2, align 8, !dbg !148
  %5 = load %struct.node*, %struct.node** %head.addr, align 8, !dbg !149
  store %struct.node* %5, %struct.node** %prev, align 8, !dbg !150
  %6 = load %struct.node*, %struct.node** %next, align 8, !dbg !151
  store %struct.node* %6, %struct.node** %head.addr, align 8, !dbg !152
  br label %while.cond, !dbg !138, !llvm.loop !153

while.end:                                        ; preds = %while.cond
  %7 = load %struct.node*, %struct.node** %prev, align 8, !dbg !155
  ret %struct.node* %7, !dbg !156
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.node* @remove_value(%struct.node* noundef %head, i32 noundef %value) #0 !dbg !157 {
entry:
  %head.addr = alloca %struct.node*, align 8
  %value.addr = alloca i32, align 4
  %pp = alloca %struct.node**, align 8
  %dead = alloca %struct.node*, align 8
  store %struct.node* %head, %struct.node** %head.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.node** %head.addr, metadata !158, metadata !DIExpression()), !dbg !159
  store i32 %value, i32* %value.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %value.addr, metadata !160, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.declare(metadata %struct.node*** %pp, metadata !162, metadata !DIExpression()), !dbg !164
  store %struct.node** %head.addr, %struct.node*** %pp, align 8, !dbg !164
  br label %while.cond, !dbg !165

while.cond:                                       ; preds = %if.end, %entry
  %0 = load %struct.node**, %struct.node*** %pp, align 8, !dbg !166
  %1 = load %struct.node*, %struct.node** %0, align 8, !dbg !167
  %tobool = icmp ne %struct.node* %1, null, !dbg !165
  br i1 %tobool, label %while.body, label %while.end, !dbg !165

while.body:                                       ; preds = %while.cond
  %2 = load %struct.node**, %struct.node*** %pp, align 8, !dbg !168
  %3 = load %struct.node*, %struct.node** %2, align 8, !dbg !171
  %value1 = getelementptr inbounds %struct.node, %struct.node* %3, i32 0, i32 0, !dbg !172
  %4 = load i32, i32* %value1, align 8, !dbg !172
  %5 = load i32, i32* %value.addr, align 4, !dbg !173
  %cmp = icmp eq i32 %4, %5, !dbg !174
  br i1 %cmp, label %if.then, label %if.else, !dbg !175

if.then:                                          ; preds = %while.body
  call void @llvm.dbg.declare(metadata %struct.node** %dead, metadata !176, metadata !DIExpression()), !dbg !178
  %6 = load %struct.node**, %struct.node*** %pp, align 8, !dbg !179
  %7 = load %struct.node*, %struct.node** %6, align 8, !dbg !180
  store %struct.node* %7, %struct.node** %dead, align 8, !dbg !178
  %8 = load %struct.node*, %struct.node** %dead, align 8, !dbg !181
  %next = getelementptr inbounds %struct.node, %struct.node* %8, i32 0, i32 1, !dbg !182
  %9 = load %struct.node*, %struct.node** %next, align 8, !dbg !182
  %10 = load %struct.node**, %struct.node*** %pp, align 8, !dbg !183
  store %struct.node* %9, %struct.node** %10, align 8, !dbg !184
  %11 = load %struct.node*, %struct.node** %dead, align 8, !dbg !185
  %12 = bitcast %struct.node* %11 to i8*, !dbg !185
  call void @free(i8* noundef %12) #6, !dbg !186
  br label %if.end, !dbg !187

if.else:                                          ; preds = %while.body
  %13 = load %struct.node**, %struct.node*** %pp, align 8, !dbg !188
  %14 = load %struct.node*, %struct.node** %13, align 8, !dbg !190
  %next2 = getelementptr inbounds %struct.node, %struct.node* %14, i32 0, i32 1, !dbg !191
  store %struct.node** %next2, %struct.node*** %pp, align 8, !dbg !192
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  br label %while.cond, !dbg !165, !llvm.loop !193

while.end:                                        ; preds = %while.cond
  %15 = load %struct.node*, %struct.node** %head.addr, align 8, !dbg !195
  ret %struct.node* %15, !dbg !196
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @length(%struct.node* noundef %n) #0 !dbg !197 {
entry:
  %n.addr = alloca %struct.node*, align 8
  store %struct.node* %n, %struct.node** %n.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.node** %n.addr, metadata !202, metadata !DIExpression()), !dbg !203
  %0 = load %struct.node*, %struct.node** %n.addr, align 8, !dbg !204
  %tobool = icmp ne %struct.node* %0, null, !dbg !204
  br i1 %tobool, label %cond.true, label %cond.false, !dbg !204

cond.true:                                        ; preds = %entry
  %1 = load %struct.node*, %struct.node** %n.addr, align 8, !dbg !205
  %next = getelementptr inbounds %struct.node, %struct.node* %1, i32 0, i32 1, !dbg !206
  %2 = load %struct.node*, %struct.node** %next, align 8, !dbg !206
  %call = call i32 @length(%struct.node* noundef %2), !dbg !207
  %add = add nsw i32 1, %call, !dbg !208
  br label %cond.end, !dbg !204

cond.false:                                       ; preds = %entry
  br label %cond.end, !dbg !204

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %add, %cond.true ], [ 0, %cond.false ], !dbg !204
  ret i32 %cond, !dbg !209
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @free_list(%struct.node* noundef %n) #0 !dbg !210 {
entry:
  %n.addr = alloca %struct.node*, align 8
  store %struct.node* %n, %struct.node** %n.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.node** %n.addr, metadata !213, metadata !DIExpression()), !dbg !214
  %0 = load %struct.node*, %struct.node** %n.addr, align 8, !dbg !215
  %tobool = icmp ne %struct.node* %0, null, !dbg !215
  br i1 %tobool, label %if.end, label %if.then, !dbg !217

if.then:                                          ; preds = %entry
  br label %return, !dbg !218

if.end:                                           ; preds = %entry
  %1 = load %struct.node*, %struct.node** %n.addr, align 8, !dbg !219
  %next = getelementptr inbounds %struct.node, %struct.node* %1, i32 0, i32 1, !dbg !220
  %2 = load %struct.node*, %struct.node** %next, align 8, !dbg !220
  call void @free_list(%struct.node* noundef %2), !dbg !221
  %3 = load %struct.node*, %struct.node** %n.addr, align 8, !dbg !222
  %4 = bitcast %struct.node* %3 to i8*, !dbg !222
  call void @free(i8* noundef %4) #6, !dbg !223
  br label %return, !dbg !224

return:                                           ; preds = %if.end, %if.then
  ret void, !dbg !224
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.dnode* @dlist_append(%struct.dlist* noundef %l, i8* noundef %key) #0 !dbg !225 {
entry:
  %retval = alloca %struct.dnode*, align 8
  %l.addr = alloca %struct.dlist*, align 8
  %key.addr = alloca i8*, align 8
  %n = alloca %struct.dnode*, align 8
  store %struct.dlist* %l, %struct.dlist** %l.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.dlist** %l.addr, metadata !229, metadata !DIExpression()), !dbg !230
  store i8* %key, i8** %key.addr, align 8
  call void @llvm.dbg.declare(metadata i8** %key.addr, metadata !231, metadata !DIExpression()), !dbg !232
  call void @llvm.dbg.declare(metadata %struct.dnode** %n, metadata !233, metadata !DIExpression()), !dbg !234
  %call = call noalias i8* @calloc(i64 noundef 1, i64 noundef 32) #6, !dbg !235
  %0 = bitcast i8* %call to %struct.dnode*, !dbg !235
  store %struct.dnode* %0, %struct.dnode** %n, align 8, !dbg !234
  %1 = load %struct.dnode*, %struct.dnode** %n, align 8, !dbg !236
  %tobool = icmp ne %struct.dnode* %1, null, !dbg !236
  br i1 %tobool, label %if.end, label %if.then, !dbg !238

if.then:                                          ; preds = %entry
  store %struct.dnode* null, %struct.dnode** %retval, align 8, !dbg !239
  br label %return, !dbg !239

if.end:                                           ; preds = %entry
  %2 = load i8*, i8** %key.addr, align 8, !dbg !240
  %3 = load %struct.dnode*, %struct.dnode** %n, align 8, !dbg !241
  %key1 = getelementptr inbounds %struct.dnode, %struct.dnode* %3, i32 0, i32 2, !dbg !242
  store i8* %2, i8** %key1, align 8, !dbg !243
  %4 = load %struct.dlist*, %struct.dlist** %l.addr, align 8, !dbg !244
  %tail = getelementptr inbounds %struct.dlist, %struct.dlist* %4, i32 0, i32 1, !dbg !245
  %5 = load %struct.dnode*, %struct.dnode** %tail, align 8, !dbg !245
  %6 = load %struct.dnode*, %struct.dnode** %n, align 8, !dbg !246
  %prev = getelementptr inbounds %struct.dnode, %struct.dnode* %6, i32 0, i32 0, !dbg !247
  store %struct.dnode* %5, %struct.dnode** %prev, align 8, !dbg !248
  %7 = load %struct.dlist*, %struct.dlist** %l.addr, align 8, !dbg !249
  %tail2 = getelementptr inbounds %struct.dlist, %struct.dlist* %7, i32 0, i32 1, !dbg !251
  %8 = load %struct.dnode*, %struct.dnode** %tail2, align 8, !dbg !251
  %tobool3 = icmp ne %struct.dnode* %8, null, !dbg !249
  br i1 %tobool3, label %if.then4, label %if.else, !dbg !252

if.then4:                                         ; preds = %if.end
  %9 = load %struct.dnode*, %struct.dnode** %n, align 8, !dbg !253
  %10 = load %struct.dlist*, %struct.dlist** %l.addr, align 8, !dbg !254
  %tail5 = getelementptr inbounds %struct.dlist, %struct.dlist* %10, i32 0, i32 1, !dbg !255
  %11 = load %struct.dnode*, %struct.dnode** %tail5, align 8, !dbg !255
  %next = getelementptr inbounds %struct.dnode, %struct.dnode* %11, i32 0, i32 1, !dbg !256
  store %struct.dnode* %9, %struct.dnode** %next, align 8, !dbg !257
  br label %if.end6, !dbg !254

if.else:                                          ; preds = %if.end
  %12 = load %struct.dnode*, %struct.dnode** %n, align 8, !dbg !258
  %13 = load %struct.dlist*, %struct.dlist** %l.addr, align 8, !dbg !259
  %head = getelementptr inbounds %struct.dlist, %struct.dlist* %13, i32 0, i32 0, !dbg !260
  store %struct.dnode* %12, %struct.dnode** %head, align 8, !dbg !261
  br label %if.end6

if.end6:                                          ; preds = %if.else, %if.then4
  %14 = load %struct.dnode*, %struct.dnode** %n, align 8, !dbg !262
  %15 = load %struct.dlist*, %struct.dlist** %l.addr, align 8, !dbg !263
  %tail7 = getelementptr inbounds %struct.dlist, %struct.dlist* %15, i32 0, i32 1, !dbg !264
  store %struct.dnode* %14, %struct.dnode** %tail7, align 8, !dbg !265
  %16 = load %struct.dlist*, %struct.dlist** %l.addr, align 8, !dbg !266
  %len = getelementptr inbounds %struct.dlist, %struct.dlist* %16, i32 0, i32 2, !dbg !267
  %17 = load i64, i64* %len, align 8, !dbg !268
  %inc = add i64 %17, 1, !dbg !268
  store i64 %inc, i64* %len, align 8, !dbg !268
  %18 = load %struct.dnode*, %struct.dnode** %n, align 8, !dbg !269
  store %struct.dnode* %18, %struct.dnode** %retval, align 8, !dbg !270
  br label %return, !dbg !270

return:                                           ; preds = %if.end6, %if.then
  %19 = load %struct.dnode*, %struct.dnode** %retval, align 8, !dbg !271
  ret %struct.dnode* %19, !dbg !271
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dlist_unlink(%struct.dlist* noundef %l, %struct.dnode* noundef %n) #0 !dbg !272 {
entry:
  %l.addr = alloca %struct.dlist*, align 8
  %n.addr = alloca %struct.dnode*, align 8
  store %struct.dlist* %l, %struct.dlist** %l.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.dlist** %l.addr, metadata !275, metadata !DIExpression()), !dbg !276
  store %struct.dnode* %n, %struct.dnode** %n.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.dnode** %n.addr, metadata !277, metadata !DIExpression()), !dbg !278
  %0 = load %struct.dnode*, %struct.dnode** %n.addr, align 8, !dbg !279
  %prev = getelementptr inbounds %struct.dnode, %struct.dnode* %0, i32 0, i32 0, !dbg !281
  %1 = load %struct.dnode*, %struct.dnode** %prev, align 8, !dbg !281
  %tobool = icmp ne %struct.dnode* %1, null, !dbg !279
  br i1 %tobool, label %if.then, label %if.else, !dbg !282

if.then:                                          ; preds = %entry
  %2 = load %struct.dnode*, %struct.dnode** %n.addr, align 8, !dbg !283
  %next = getelementptr inbounds %struct.dnode, %struct.dnode* %2, i32 0, i32 1, !dbg !284
  %3 = load %struct.dnode*, %struct.dnode** %next, align 8, !dbg !284
  %4 = load %struct.dnode*, %struct.dnode** %n.addr, align 8, !dbg !285
  %prev1 = getelementptr inbounds %struct.dnode, %struct.dnode* %4, i32 0, i32 0, !dbg !286
  %5 = load %struct.dnode*, %struct.dnode** %prev1, align 8, !dbg !286
  %next2 = getelementptr inbounds %struct.dnode, %struct.dnode* %5, i32 0, i32 1, !dbg !287
  store %struct.dnode* %3, %struct.dnode** %next2, align 8, !dbg !288
  br label %if.end, !dbg !285

if.else:                                          ; preds = %entry
  %6 = load %struct.dnode*, %struct.dnode** %n.addr, align 8, !dbg !289
  %next3 = getelementptr inbounds %struct.dnode, %struct.dnode* %6, i32 0, i32 1, !dbg !290
  %7 = load %struct.dnode*, %struct.dnode** %next3, align 8, !dbg !290
  %8 = load %struct.dlist*, %struct.dlist** %l.addr, align 8, !dbg !291
  %head = getelementptr inbounds %struct.dlist, %struct.dlist* %8, i32 0, i32 0, !dbg !292
  store %struct.dnode* %7, %struct.dnode** %head, align 8, !dbg !293
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %9 = load %struct.dnode*, %struct.dnode** %n.addr, align 8, !dbg !294
  %next4 = getelementptr inbounds %struct.dnode, %struct.dnode* %9, i32 0, i32 1, !dbg !296
  %10 = load %struct.dnode*, %struct.dnode** %next4, align 8, !dbg !296
  %tobool5 = icmp ne %struct.dnode* %10, null, !dbg !294
  br i1 %tobool5, label %if.then6, label %if.else10, !dbg !297

if.then6:                                         ; preds = %if.end
  %11 = load %struct.dnode*, %struct.dnode** %n.addr, align 8, !dbg !298
  %prev7 = getelementptr inbounds %struct.dnode, %struct.dnode* %11, i32 0, i32 0, !dbg !299
  %12 = load %struct.dnode*, %struct.dnode** %prev7, align 8, !dbg !299
  %13 = load %struct.dnode*, %struct.dnode** %n.addr, align 8, !dbg !300
  %next8 = getelementptr inbounds %struct.dnode, %struct.dnode* %13, i32 0, i32 1, !dbg !301
  %14 = load %struct.dnode*, %struct.dnode** %next8, align 8, !dbg !301
  %prev9 = getelementptr inbounds %struct.dnode, %struct.dnode* %14, i32 0, i32 0, !dbg !302
  store %struct.dnode* %12, %struct.dnode** %prev9, align 8, !dbg !303
  br label %if.end12, !dbg !300

if.else10:                                        ; preds = %if.end
  %15 = load %struct.dnode*, %struct.dnode** %n.addr, align 8, !dbg !304
  %prev11 = getelementptr inbounds %struct.dnode, %struct.dnode* %15, i32 0, i32 0, !dbg !305
  %16 = load %struct.dnode*, %struct.dnode** %prev11, align 8, !dbg !305
  %17 = load %struct.dlist*, %struct.dlist** %l.addr, align 8, !dbg !306
  %tail = getelementptr inbounds %struct.dlist, %struct.dlist* %17, i32 0, i32 1, !dbg !307
  store %struct.dnode* %16, %struct.dnode** %tail, align 8, !dbg !308
  br label %if.end12

if.end12:                                         ; preds = %if.else10, %if.then6
  %18 = load %struct.dlist*, %struct.dlist** %l.addr, align 8, !dbg !309
  %len = getelementptr inbounds %struct.dlist, %struct.dlist* %18, i32 0, i32 2, !dbg !310
  %19 = load i64, i64* %len, align 8, !dbg !311
  %dec = add i64 %19, -1, !dbg !311
  store i64 %dec, i64* %len, align 8, !dbg !311
  %20 = load %struct.dnode*, %struct.dnode** %n.addr, align 8, !dbg !312
  %21 = bitcast %struct.dnode* %20 to i8*, !dbg !312
  call void @free(i8* noundef %21) #6, !dbg !313
  ret void, !dbg !314
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #4

; Function Attrs: noreturn nounwind
declare void @abort() #5

; Function Attrs: nounwind
declare void @free(i8* noundef) #4

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "linkedlist.c", directory: ".", checksumkind: CSK_MD5, checksum: "217e882da88e9d356b5beab1eb055f06")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 102, type: !11, scopeLine: 103, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 102, type: !13)
!19 = !DILocation(line: 102, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 102, type: !14)
!21 = !DILocation(line: 102, column: 27, scope: !10)
!22 = !DILocalVariable(name: "list", scope: !10, file: !1, line: 104, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !1, line: 6, size: 128, elements: !25)
!25 = !{!26, !27}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !24, file: !1, line: 7, baseType: !13, size: 32)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !24, file: !1, line: 8, baseType: !23, size: 64, offset: 64)
!28 = !DILocation(line: 104, column: 15, scope: !10)
!29 = !DILocalVariable(name: "i", scope: !30, file: !1, line: 105, type: !13)
!30 = distinct !DILexicalBlock(scope: !10, file: !1, line: 105, column: 2)
!31 = !DILocation(line: 105, column: 11, scope: !30)
!32 = !DILocation(line: 105, column: 7, scope: !30)
!33 = !DILocation(line: 105, column: 18, scope: !34)
!34 = distinct !DILexicalBlock(scope: !30, file: !1, line: 105, column: 2)
!35 = !DILocation(line: 105, column: 20, scope: !34)
!36 = !DILocation(line: 105, column: 2, scope: !30)
!37 = !DILocation(line: 106, column: 15, scope: !34)
!38 = !DILocation(line: 106, column: 21, scope: !34)
!39 = !DILocation(line: 106, column: 23, scope: !34)
!40 = !DILocation(line: 106, column: 10, scope: !34)
!41 = !DILocation(line: 106, column: 8, scope: !34)
!42 = !DILocation(line: 106, column: 3, scope: !34)
!43 = !DILocation(line: 105, column: 27, scope: !34)
!44 = !DILocation(line: 105, column: 2, scope: !34)
!45 = distinct !{!45, !36, !46, !47}
!46 = !DILocation(line: 106, column: 26, scope: !30)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !DILocation(line: 107, column: 17, scope: !10)
!49 = !DILocation(line: 107, column: 9, scope: !10)
!50 = !DILocation(line: 107, column: 7, scope: !10)
!51 = !DILocation(line: 108, column: 22, scope: !10)
!52 = !DILocation(line: 108, column: 28, scope: !10)
!53 = !DILocation(line: 108, column: 9, scope: !10)
!54 = !DILocation(line: 108, column: 7, scope: !10)
!55 = !DILocation(line: 109, column: 28, scope: !10)
!56 = !DILocation(line: 109, column: 21, scope: !10)
!57 = !DILocation(line: 109, column: 2, scope: !10)
!58 = !DILocation(line: 110, column: 12, scope: !10)
!59 = !DILocation(line: 110, column: 2, scope: !10)
!60 = !DILocalVariable(name: "words", scope: !10, file: !1, line: 112, type: !61)
!61 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "dlist", file: !1, line: 17, size: 192, elements: !62)
!62 = !{!63, !74, !75}
!63 = !DIDerivedType(tag: DW_TAG_member, name: "head", scope: !61, file: !1, line: 18, baseType: !64, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!65 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "dnode", file: !1, line: 11, size: 256, elements: !66)
!66 = !{!67, !68, !69, !72}
!67 = !DIDerivedType(tag: DW_TAG_member, name: "prev", scope: !65, file: !1, line: 12, baseType: !64, size: 64)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !65, file: !1, line: 12, baseType: !64, size: 64, offset: 64)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !65, file: !1, line: 13, baseType: !70, size: 64, offset: 128)
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!71 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !65, file: !1, line: 14, baseType: !73, size: 64, offset: 192)
!73 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "tail", scope: !61, file: !1, line: 18, baseType: !64, size: 64, offset: 64)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !61, file: !1, line: 19, baseType: !76, size: 64, offset: 128)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !77, line: 46, baseType: !78)
!77 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!78 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!79 = !DILocation(line: 112, column: 15, scope: !10)
!80 = !DILocalVariable(name: "i", scope: !81, file: !1, line: 113, type: !13)
!81 = distinct !DILexicalBlock(scope: !10, file: !1, line: 113, column: 2)
!82 = !DILocation(line: 113, column: 11, scope: !81)
!83 = !DILocation(line: 113, column: 7, scope: !81)
!84 = !DILocation(line: 113, column: 18, scope: !85)
!85 = distinct !DILexicalBlock(scope: !81, file: !1, line: 113, column: 2)
!86 = !DILocation(line: 113, column: 22, scope: !85)
!87 = !DILocation(line: 113, column: 20, scope: !85)
!88 = !DILocation(line: 113, column: 2, scope: !81)
!89 = !DILocation(line: 114, column: 24, scope: !85)
!90 = !DILocation(line: 114, column: 29, scope: !85)
!91 = !DILocation(line: 114, column: 3, scope: !85)
!92 = !DILocation(line: 113, column: 29, scope: !85)
!93 = !DILocation(line: 113, column: 2, scope: !85)
!94 = distinct !{!94, !88, !95, !47}
!95 = !DILocation(line: 114, column: 31, scope: !81)
!96 = !DILocation(line: 115, column: 2, scope: !10)
!97 = !DILocation(line: 115, column: 15, scope: !10)
!98 = !DILocation(line: 116, column: 24, scope: !99)
!99 = distinct !DILexicalBlock(scope: !10, file: !1, line: 115, column: 21)
!100 = !DILocation(line: 116, column: 30, scope: !99)
!101 = !DILocation(line: 116, column: 3, scope: !99)
!102 = !DILocation(line: 117, column: 30, scope: !99)
!103 = !DILocation(line: 117, column: 3, scope: !99)
!104 = distinct !{!104, !96, !105, !47}
!105 = !DILocation(line: 118, column: 2, scope: !10)
!106 = !DILocation(line: 119, column: 2, scope: !10)
!107 = distinct !DISubprogram(name: "push", scope: !1, file: !1, line: 22, type: !108, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!108 = !DISubroutineType(types: !109)
!109 = !{!23, !23, !13}
!110 = !DILocalVariable(name: "head", arg: 1, scope: !107, file: !1, line: 22, type: !23)
!111 = !DILocation(line: 22, column: 39, scope: !107)
!112 = !DILocalVariable(name: "value", arg: 2, scope: !107, file: !1, line: 22, type: !13)
!113 = !DILocation(line: 22, column: 49, scope: !107)
!114 = !DILocalVariable(name: "n", scope: !107, file: !1, line: 24, type: !23)
!115 = !DILocation(line: 24, column: 15, scope: !107)
!116 = !DILocation(line: 24, column: 19, scope: !107)
!117 = !DILocation(line: 25, column: 7, scope: !118)
!118 = distinct !DILexicalBlock(scope: !107, file: !1, line: 25, column: 6)
!119 = !DILocation(line: 25, column: 6, scope: !107)
!120 = !DILocation(line: 26, column: 3, scope: !118)
!121 = !DILocation(line: 27, column: 13, scope: !107)
!122 = !DILocation(line: 27, column: 2, scope: !107)
!123 = !DILocation(line: 27, column: 5, scope: !107)
!124 = !DILocation(line: 27, column: 11, scope: !107)
!125 = !DILocation(line: 28, column: 12, scope: !107)
!126 = !DILocation(line: 28, column: 2, scope: !107)
!127 = !DILocation(line: 28, column: 5, scope: !107)
!128 = !DILocation(line: 28, column: 10, scope: !107)
!129 = !DILocation(line: 29, column: 9, scope: !107)
!130 = !DILocation(line: 29, column: 2, scope: !107)
!131 = distinct !DISubprogram(name: "reverse", scope: !1, file: !1, line: 32, type: !132, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!132 = !DISubroutineType(types: !133)
!133 = !{!23, !23}
!134 = !DILocalVariable(name: "head", arg: 1, scope: !131, file: !1, line: 32, type: !23)
!135 = !DILocation(line: 32, column: 42, scope: !131)
!136 = !DILocalVariable(name: "prev", scope: !131, file: !1, line: 34, type: !23)
!137 = !DILocation(line: 34, column: 15, scope: !131)
!138 = !DILocation(line: 35, column: 2, scope: !131)
!139 = !DILocation(line: 35, column: 9, scope: !131)
!140 = !DILocalVariable(name: "next", scope: !141, file: !1, line: 36, type: !23)
!141 = distinct !DILexicalBlock(scope: !131, file: !1, line: 35, column: 15)
!142 = !DILocation(line: 36, column: 16, scope: !141)
!143 = !DILocation(line: 36, column: 23, scope: !141)
!144 = !DILocation(line: 36, column: 29, scope: !141)
!145 = !DILocation(line: 37, column: 16, scope: !141)
!146 = !DILocation(line: 37, column: 3, scope: !141)
!147 = !DILocation(line: 37, column: 9, scope: !141)
!148 = !DILocation(line: 37, column: 14, scope: !141)
!149 = !DILocation(line: 38, column: 10, scope: !141)
!150 = !DILocation(line: 38, column: 8, scope: !141)
!151 = !DILocation(line: 39, column: 10, scope: !141)
!152 = !DILocation(line: 39, column: 8, scope: !141)
!153 = distinct !{!153, !138, !154, !47}
!154 = !DILocation(line: 40, column: 2, scope: !131)
!155 = !DILocation(line: 41, column: 9, scope: !131)
!156 = !DILocation(line: 41, column: 2, scope: !131)
!157 = distinct !DISubprogram(name: "remove_value", scope: !1, file: !1, line: 49, type: !108, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!158 = !DILocalVariable(name: "head", arg: 1, scope: !157, file: !1, line: 49, type: !23)
!159 = !DILocation(line: 49, column: 47, scope: !157)
!160 = !DILocalVariable(name: "value", arg: 2, scope: !157, file: !1, line: 49, type: !13)
!161 = !DILocation(line: 49, column: 57, scope: !157)
!162 = !DILocalVariable(name: "pp", scope: !157, file: !1, line: 51, type: !163)
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!164 = !DILocation(line: 51, column: 16, scope: !157)
!165 = !DILocation(line: 52, column: 2, scope: !157)
!166 = !DILocation(line: 52, column: 10, scope: !157)
!167 = !DILocation(line: 52, column: 9, scope: !157)
!168 = !DILocation(line: 53, column: 9, scope: !169)
!169 = distinct !DILexicalBlock(scope: !170, file: !1, line: 53, column: 7)
!170 = distinct !DILexicalBlock(scope: !157, file: !1, line: 52, column: 14)
!171 = !DILocation(line: 53, column: 8, scope: !169)
!172 = !DILocation(line: 53, column: 14, scope: !169)
!173 = !DILocation(line: 53, column: 23, scope: !169)
!174 = !DILocation(line: 53, column: 20, scope: !169)
!175 = !DILocation(line: 53, column: 7, scope: !170)
!176 = !DILocalVariable(name: "dead", scope: !177, file: !1, line: 54, type: !23)
!177 = distinct !DILexicalBlock(scope: !169, file: !1, line: 53, column: 30)
!178 = !DILocation(line: 54, column: 17, scope: !177)
!179 = !DILocation(line: 54, column: 25, scope: !177)
!180 = !DILocation(line: 54, column: 24, scope: !177)
!181 = !DILocation(line: 55, column: 10, scope: !177)
!182 = !DILocation(line: 55, column: 16, scope: !177)
!183 = !DILocation(line: 55, column: 5, scope: !177)
!184 = !DILocation(line: 55, column: 8, scope: !177)
!185 = !DILocation(line: 56, column: 9, scope: !177)
!186 = !DILocation(line: 56, column: 4, scope: !177)
!187 = !DILocation(line: 57, column: 3, scope: !177)
!188 = !DILocation(line: 58, column: 12, scope: !189)
!189 = distinct !DILexicalBlock(scope: !169, file: !1, line: 57, column: 10)
!190 = !DILocation(line: 58, column: 11, scope: !189)
!191 = !DILocation(line: 58, column: 17, scope: !189)
!192 = !DILocation(line: 58, column: 7, scope: !189)
!193 = distinct !{!193, !165, !194, !47}
!194 = !DILocation(line: 60, column: 2, scope: !157)
!195 = !DILocation(line: 61, column: 9, scope: !157)
!196 = !DILocation(line: 61, column: 2, scope: !157)
!197 = distinct !DISubprogram(name: "length", scope: !1, file: !1, line: 44, type: !198, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!198 = !DISubroutineType(types: !199)
!199 = !{!13, !200}
!200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !201, size: 64)
!201 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!202 = !DILocalVariable(name: "n", arg: 1, scope: !197, file: !1, line: 44, type: !200)
!203 = !DILocation(line: 44, column: 38, scope: !197)
!204 = !DILocation(line: 46, column: 9, scope: !197)
!205 = !DILocation(line: 46, column: 24, scope: !197)
!206 = !DILocation(line: 46, column: 27, scope: !197)
!207 = !DILocation(line: 46, column: 17, scope: !197)
!208 = !DILocation(line: 46, column: 15, scope: !197)
!209 = !DILocation(line: 46, column: 2, scope: !197)
!210 = distinct !DISubprogram(name: "free_list", scope: !1, file: !1, line: 64, type: !211, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!211 = !DISubroutineType(types: !212)
!212 = !{null, !23}
!213 = !DILocalVariable(name: "n", arg: 1, scope: !210, file: !1, line: 64, type: !23)
!214 = !DILocation(line: 64, column: 36, scope: !210)
!215 = !DILocation(line: 66, column: 7, scope: !216)
!216 = distinct !DILexicalBlock(scope: !210, file: !1, line: 66, column: 6)
!217 = !DILocation(line: 66, column: 6, scope: !210)
!218 = !DILocation(line: 67, column: 3, scope: !216)
!219 = !DILocation(line: 68, column: 12, scope: !210)
!220 = !DILocation(line: 68, column: 15, scope: !210)
!221 = !DILocation(line: 68, column: 2, scope: !210)
!222 = !DILocation(line: 69, column: 7, scope: !210)
!223 = !DILocation(line: 69, column: 2, scope: !210)
!224 = !DILocation(line: 70, column: 1, scope: !210)
!225 = distinct !DISubprogram(name: "dlist_append", scope: !1, file: !1, line: 72, type: !226, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!226 = !DISubroutineType(types: !227)
!227 = !{!64, !228, !70}
!228 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!229 = !DILocalVariable(name: "l", arg: 1, scope: !225, file: !1, line: 72, type: !228)
!230 = !DILocation(line: 72, column: 49, scope: !225)
!231 = !DILocalVariable(name: "key", arg: 2, scope: !225, file: !1, line: 72, type: !70)
!232 = !DILocation(line: 72, column: 64, scope: !225)
!233 = !DILocalVariable(name: "n", scope: !225, file: !1, line: 74, type: !64)
!234 = !DILocation(line: 74, column: 16, scope: !225)
!235 = !DILocation(line: 74, column: 20, scope: !225)
!236 = !DILocation(line: 75, column: 7, scope: !237)
!237 = distinct !DILexicalBlock(scope: !225, file: !1, line: 75, column: 6)
!238 = !DILocation(line: 75, column: 6, scope: !225)
!239 = !DILocation(line: 76, column: 3, scope: !237)
!240 = !DILocation(line: 77, column: 11, scope: !225)
!241 = !DILocation(line: 77, column: 2, scope: !225)
!242 = !DILocation(line: 77, column: 5, scope: !225)
!243 = !DILocation(line: 77, column: 9, scope: !225)
!244 = !DILocation(line: 78, column: 12, scope: !225)
!245 = !DILocation(line: 78, column: 15, scope: !225)
!246 = !DILocation(line: 78, column: 2, scope: !225)
!247 = !DILocation(line: 78, column: 5, scope: !225)
!248 = !DILocation(line: 78, column: 10, scope: !225)
!249 = !DILocation(line: 79, column: 6, scope: !250)
!250 = distinct !DILexicalBlock(scope: !225, file: !1, line: 79, column: 6)
!251 = !DILocation(line: 79, column: 9, scope: !250)
!252 = !DILocation(line: 79, column: 6, scope: !225)
!253 = !DILocation(line: 80, column: 19, scope: !250)
!254 = !DILocation(line: 80, column: 3, scope: !250)
!255 = !DILocation(line: 80, column: 6, scope: !250)
!256 = !DILocation(line: 80, column: 12, scope: !250)
!257 = !DILocation(line: 80, column: 17, scope: !250)
!258 = !DILocation(line: 82, column: 13, scope: !250)
!259 = !DILocation(line: 82, column: 3, scope: !250)
!260 = !DILocation(line: 82, column: 6, scope: !250)
!261 = !DILocation(line: 82, column: 11, scope: !250)
!262 = !DILocation(line: 83, column: 12, scope: !225)
!263 = !DILocation(line: 83, column: 2, scope: !225)
!264 = !DILocation(line: 83, column: 5, scope: !225)
!265 = !DILocation(line: 83, column: 10, scope: !225)
!266 = !DILocation(line: 84, column: 2, scope: !225)
!267 = !DILocation(line: 84, column: 5, scope: !225)
!268 = !DILocation(line: 84, column: 8, scope: !225)
!269 = !DILocation(line: 85, column: 9, scope: !225)
!270 = !DILocation(line: 85, column: 2, scope: !225)
!271 = !DILocation(line: 86, column: 1, scope: !225)
!272 = distinct !DISubprogram(name: "dlist_unlink", scope: !1, file: !1, line: 88, type: !273, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!273 = !DISubroutineType(types: !274)
!274 = !{null, !228, !64}
!275 = !DILocalVariable(name: "l", arg: 1, scope: !272, file: !1, line: 88, type: !228)
!276 = !DILocation(line: 88, column: 40, scope: !272)
!277 = !DILocalVariable(name: "n", arg: 2, scope: !272, file: !1, line: 88, type: !64)
!278 = !DILocation(line: 88, column: 57, scope: !272)
!279 = !DILocation(line: 90, column: 6, scope: !280)
!280 = distinct !DILexicalBlock(scope: !272, file: !1, line: 90, column: 6)
!281 = !DILocation(line: 90, column: 9, scope: !280)
!282 = !DILocation(line: 90, column: 6, scope: !272)
!283 = !DILocation(line: 91, column: 19, scope: !280)
!284 = !DILocation(line: 91, column: 22, scope: !280)
!285 = !DILocation(line: 91, column: 3, scope: !280)
!286 = !DILocation(line: 91, column: 6, scope: !280)
!287 = !DILocation(line: 91, column: 12, scope: !280)
!288 = !DILocation(line: 91, column: 17, scope: !280)
!289 = !DILocation(line: 93, column: 13, scope: !280)
!290 = !DILocation(line: 93, column: 16, scope: !280)
!291 = !DILocation(line: 93, column: 3, scope: !280)
!292 = !DILocation(line: 93, column: 6, scope: !280)
!293 = !DILocation(line: 93, column: 11, scope: !280)
!294 = !DILocation(line: 94, column: 6, scope: !295)
!295 = distinct !DILexicalBlock(scope: !272, file: !1, line: 94, column: 6)
!296 = !DILocation(line: 94, column: 9, scope: !295)
!297 = !DILocation(line: 94, column: 6, scope: !272)
!298 = !DILocation(line: 95, column: 19, scope: !295)
!299 = !DILocation(line: 95, column: 22, scope: !295)
!300 = !DILocation(line: 95, column: 3, scope: !295)
!301 = !DILocation(line: 95, column: 6, scope: !295)
!302 = !DILocation(line: 95, column: 12, scope: !295)
!303 = !DILocation(line: 95, column: 17, scope: !295)
!304 = !DILocation(line: 97, column: 13, scope: !295)
!305 = !DILocation(line: 97, column: 16, scope: !295)
!306 = !DILocation(line: 97, column: 3, scope: !295)
!307 = !DILocation(line: 97, column: 6, scope: !295)
!308 = !DILocation(line: 97, column: 11, scope: !295)
!309 = !DILocation(line: 98, column: 2, scope: !272)
!310 = !DILocation(line: 98, column: 5, scope: !272)
!311 = !DILocation(line: 98, column: 8, scope: !272)
!312 = !DILocation(line: 99, column: 7, scope: !272)
!313 = !DILocation(line: 99, column: 2, scope: !272)
!314 = !DILocation(line: 100, column: 1, scope: !272)
