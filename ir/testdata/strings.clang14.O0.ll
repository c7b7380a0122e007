; ModuleID = 'strings.c'
source_filename = "strings.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.word_count = type { [24 x i8], i32 }

@.str = private unnamed_addr constant [40 x i8] c"The cat and the hat. The end, and again\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"%-8s %d\0A\00", align 1
@__const.main.line = private unnamed_addr constant [18 x i8] c"   width = 0x40  \00", align 16
@.str.2 = private unnamed_addr constant [16 x i8] c"%s -> %ld (%s)\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"has end\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"no end\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c" \09\0A,.\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %table = alloca [16 x %struct.word_count], align 16
  %text = alloca i8*, align 8
  %n = alloca i32, align 4
  %i = alloca i32, align 4
  %line = alloca [18 x i8], align 16
  %key = alloca [16 x i8], align 16
  %val = alloca i64, align 8
  %t = alloca i8*, align 8
  %compact = alloca [32 x i8], align 16
  %j = alloca i64, align 8
  %i9 = alloca i64, align 8
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
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i8* [ %2, %cond.true ], [ getelementptr inbounds ([40 x i8], [40 x i8]* @.str, i64 0, i64 0), %cond.false ]
  store i8* %cond, i8** %text, align 8
  %3 = load i8*, i8** %text, align 8
  %arraydecay = getelementptr inbounds [16 x %struct.word_count], [16 x %struct.word_count]* %table, i64 0, i64 0
  %call = call i32 @count_words(i8* noundef %3, %struct.word_count* noundef %arraydecay, i32 noundef 16)
  store i32 %call, i32* %n, align 4
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %cond.end
  %4 = load i32, i32* %i, align 4
  %5 = load i32, i32* %n, align 4
  %cmp1 = icmp slt i32 %4, %5
  br i1 %cmp1, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %6 = load i32, i32* %i, align 4
  %idxprom = sext i32 %6 to i64
  %arrayidx2 = getelementptr inbounds [16 x %struct.word_count], [16 x %struct.word_count]* %table, i64 0, i64 %idxprom
  %word = getelementptr inbounds %struct.word_count, %struct.word_count* %arrayidx2, i32 0, i32 0
  %arraydecay3 = getelementptr inbounds [24 x i8], [24 x i8]* %word, i64 0, i64 0
  %7 = load i32, i32* %i, align 4
  %idxprom4 = sext i32 %7 to i64
  %arrayidx5 = getelementptr inbounds [16 x %struct.word_count], [16 x %struct.word_count]* %table, i64 0, i64 %idxprom4
  %count = getelementptr inbounds %struct.word_count, %struct.word_count* %arrayidx5, i32 0, i32 1
  %8 = load i32, i32* %count, align 4
  %call6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0), i8* noundef %arraydecay3, i32 noundef %8)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %9 = load i32, i32* %i, align 4
  %inc = add nsw i32 %9, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %10 = bitcast [18 x i8]* %line to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %10, i8* align 16 getelementptr inbounds ([18 x i8], [18 x i8]* @__const.main.line, i32 0, i32 0), i64 18, i1 false)
  %arraydecay7 = getelementptr inbounds [18 x i8], [18 x i8]* %line, i64 0, i64 0
  %call8 = call i8* @trim(i8* noundef %arraydecay7)
  store i8* %call8, i8** %t, align 8
  store i64 0, i64* %j, align 8
  store i64 0, i64* %i9, align 8
  br label %for.cond10

for.cond10:                                       ; preds = %for.inc22, %for.end
  %11 = load i8*, i8** %t, align 8
  %12 = load i64, i64* %i9, align 8
  %arrayidx11 = getelementptr inbounds i8, i8* %11, i64 %12
  %13 = load i8, i8* %arrayidx11, align 1
  %conv = sext i8 %13 to i32
  %tobool = icmp ne i32 %conv, 0
  br i1 %tobool, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %for.cond10
  %14 = load i64, i64* %j, align 8
  %add = add i64 %14, 1
  %cmp12 = icmp ult i64 %add, 32
  br label %land.end

land.end:                                         ; preds = %land.rhs, %for.cond10
  %15 = phi i1 [ false, %for.cond10 ], [ %cmp12, %land.rhs ]
  br i1 %15, label %for.body14, label %for.end24

for.body14:                                       ; preds = %land.end
  %16 = load i8*, i8** %t, align 8
  %17 = load i64, i64* %i9, align 8
  %arrayidx15 = getelementptr inbounds i8, i8* %16, i64 %17
  %18 = load i8, i8* %arrayidx15, align 1
  %conv16 = sext i8 %18 to i32
  %cmp17 = icmp ne i32 %conv16, 32
  br i1 %cmp17, label %if.then, label %if.end

if.then:                                          ; preds = %for.body14
  %19 = load i8*, i8** %t, align 8
  %20 = load i64, i64* %i9, align 8
  %arrayidx19 = getelementptr inbounds i8, i8* %19, i64 %20
  %21 = load i8, i8* %arrayidx19, align 1
  %22 = load i64, i64* %j, align 8
  %inc20 = add i64 %22, 1
  store i64 %inc20, i64* %j, align 8
  %arrayidx21 = getelementptr inbounds [32 x i8], [32 x i8]* %compact, i64 0, i64 %22
  store i8 %21, i8* %arrayidx21, align 1
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body14
  br label %for.inc22

for.inc22:                                        ; preds = %if.end
  %23 = load i64, i64* %i9, align 8
  %inc23 = add i64 %23, 1
  store i64 %inc23, i64* %i9, align 8
  br label %for.cond10, !llvm.loop !8

for.end24:                                        ; preds = %land.end
  %24 = load i64, i64* %j, align 8
  %arrayidx25 = getelementptr inbounds [32 x i8], [32 x i8]* %compact, i64 0, i64 %24
  store i8 0, i8* %arrayidx25, align 1
  %arraydecay26 = getelementptr inbounds [32 x i8], [32 x i8]* %compact, i64 0, i64 0
  %arraydecay27 = getelementptr inbounds [16 x i8], [16 x i8]* %key, i64 0, i64 0
  %call28 = call i32 @parse_kv(i8* noundef %arraydecay26, i8* noundef %arraydecay27, i64 noundef 16, i64* noundef %val)
  %cmp29 = icmp eq i32 %call28, 0
  br i1 %cmp29, label %if.then31, label %if.end37

if.then31:                                        ; preds = %for.end24
  %arraydecay32 = getelementptr inbounds [16 x i8], [16 x i8]* %key, i64 0, i64 0
  %25 = load i64, i64* %val, align 8
  %26 = load i8*, i8** %text, align 8
  %call33 = call i8* @strstr(i8* noundef %26, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0)) #6
  %tobool34 = icmp ne i8* %call33, null
  %27 = zext i1 %tobool34 to i64
  %cond35 = select i1 %tobool34, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i64 0, i64 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0)
  %call36 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i8* noundef %arraydecay32, i64 noundef %25, i8* noundef %cond35)
  br label %if.end37

if.end37:                                         ; preds = %if.then31, %for.end24
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count_words(i8* noundef %text, %struct.word_count* noundef %table, i32 noundef %max) #0 {
entry:
  %retval = alloca i32, align 4
  %text.addr = alloca i8*, align 8
  %table.addr = alloca %struct.word_count*, align 8
  %max.addr = alloca i32, align 4
  %copy = alloca i8*, align 8
  %save = alloca i8*, align 8
  %n = alloca i32, align 4
  %tok = alloca i8*, align 8
  %p = alloca i8*, align 8
  %i = alloca i32, align 4
  store i8* %text, i8** %text.addr, align 8
  store %struct.word_count* %table, %struct.word_count** %table.addr, align 8
  store i32 %max, i32* %max.addr, align 4
  %0 = load i8*, i8** %text.addr, align 8
  %call = call noalias i8* @strdup(i8* noundef %0) #7
  store i8* %call, i8** %copy, align 8
  store i8* null, i8** %save, align 8
  store i32 0, i32* %n, align 4
  %1 = load i8*, i8** %copy, align 8
  %tobool = icmp ne i8* %1, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 0, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %2 = load i8*, i8** %copy, align 8
  %call1 = call i8* @strtok_r(i8* noundef %2, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.6, i64 0, i64 0), i8** noundef %save) #7
  store i8* %call1, i8** %tok, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc42, %if.end
  %3 = load i8*, i8** %tok, align 8
  %tobool2 = icmp ne i8* %3, null
  br i1 %tobool2, label %for.body, label %for.end44

for.body:                                         ; preds = %for.cond
  %4 = load i8*, i8** %tok, align 8
  store i8* %4, i8** %p, align 8
  br label %for.cond3

for.cond3:                                        ; preds = %for.inc, %for.body
  %5 = load i8*, i8** %p, align 8
  %6 = load i8, i8* %5, align 1
  %tobool4 = icmp ne i8 %6, 0
  br i1 %tobool4, label %for.body5, label %for.end

for.body5:                                        ; preds = %for.cond3
  %7 = load i8*, i8** %p, align 8
  %8 = load i8, i8* %7, align 1
  %conv = zext i8 %8 to i32
  %call6 = call i32 @tolower(i32 noundef %conv) #6
  %conv7 = trunc i32 %call6 to i8
  %9 = load i8*, i8** %p, align 8
  store i8 %conv7, i8* %9, align 1
  br label %for.inc

for.inc:                                          ; preds = %for.body5
  %10 = load i8*, i8** %p, align 8
  %incdec.ptr = getelementptr inbounds i8, i8* %10, i32 1
  store i8* %incdec.ptr, i8** %p, align 8
  br label %for.cond3, !llvm.loop !9

for.end:                                          ; preds = %for.cond3
  store i32 0, i32* %i, align 4
  br label %for.cond8

for.cond8:                                        ; preds = %for.inc16, %for.end
  %11 = load i32, i32* %i, align 4
  %12 = load i32, i32* %n, align 4
  %cmp = icmp slt i32 %11, %12
  br i1 %cmp, label %for.body10, label %for.end17

for.body10:                                       ; preds = %for.cond8
  %13 = load %struct.word_count*, %struct.word_count** %table.addr, align 8
  %14 = load i32, i32* %i, align 4
  %idxprom = sext i32 %14 to i64
  %arrayidx = getelementptr inbounds %struct.word_count, %struct.word_count* %13, i64 %idxprom
  %word = getelementptr inbounds %struct.word_count, %struct.word_count* %arrayidx, i32 0, i32 0
  %arraydecay = getelementptr inbounds [24 x i8], [24 x i8]* %word, i64 0, i64 0
  %15 = load i8*, i8** %tok, align 8
  %call11 = call i32 @strcmp(i8* noundef %arraydecay, i8* noundef %15) #6
  %cmp12 = icmp eq i32 %call11, 0
  br i1 %cmp12, label %if.then14, label %if.end15

if.then14:                                        ; preds = %for.body10
  br label %for.end17

if.end15:                                         ; preds = %for.body10
  br label %for.inc16

for.inc16:                                        ; preds = %if.end15
  %16 = load i32, i32* %i, align 4
  %inc = add nsw i32 %16, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond8, !llvm.loop !10

for.end17:                                        ; preds = %if.then14, %for.cond8
  %17 = load i32, i32* %i, align 4
  %18 = load i32, i32* %n, align 4
  %cmp18 = icmp eq i32 %17, %18
  br i1 %cmp18, label %if.then20, label %if.end37

if.then20:                                        ; preds = %for.end17
  %19 = load i32, i32* %n, align 4
  %20 = load i32, i32* %max.addr, align 4
  %cmp21 = icmp eq i32 %19, %20
  br i1 %cmp21, label %if.then23, label %if.end24

if.then23:                                        ; preds = %if.then20
  br label %for.inc42

if.end24:                                         ; preds = %if.then20
  %21 = load %struct.word_count*, %struct.word_count** %table.addr, align 8
  %22 = load i32, i32* %n, align 4
  %idxprom25 = sext i32 %22 to i64
  %arrayidx26 = getelementptr inbounds %struct.word_count, %struct.word_count* %21, i64 %idxprom25
  %word27 = getelementptr inbounds %struct.word_count, %struct.word_count* %arrayidx26, i32 0, i32 0
  %arraydecay28 = getelementptr inbounds [24 x i8], [24 x i8]* %word27, i64 0, i64 0
  %23 = load i8*, i8** %tok, align 8
  %call29 = call i8* @strncpy(i8* noundef %arraydecay28, i8* noundef %23, i64 noundef 23) #7
  %24 = load %struct.word_count*, %struct.word_count** %table.addr, align 8
  %25 = load i32, i32* %n, align 4
  %idxprom30 = sext i32 %25 to i64
  %arrayidx31 = getelementptr inbounds %struct.word_count, %struct.word_count* %24, i64 %idxprom30
  %word32 = getelementptr inbounds %struct.word_count, %struct.word_count* %arrayidx31, i32 0, i32 0
  %arrayidx33 = getelementptr inbounds [24 x i8], [24 x i8]* %word32, i64 0, i64 23
  store i8 0, i8* %arrayidx33, align 1
  %26 = load %struct.word_count*, %struct.word_count** %table.addr, align 8
  %27 = load i32, i32* %n, align 4
  %idxprom34 = sext i32 %27 to i64
  %arrayidx35 = getelementptr inbounds %struct.word_count, %struct.word_count* %26, i64 %idxprom34
  %count = getelementptr inbounds %struct.word_count, %struct.word_count* %arrayidx35, i32 0, i32 1
  store i32 0, i32* %count, align 4
  %28 = load i32, i32* %n, align 4
  %inc36 = add nsw i32 %28, 1
  store i32 %inc36, i32* %n, align 4
  br label %if.end37

if.end37:                                         ; preds = %if.end24, %for.end17
  %29 = load %struct.word_count*, %struct.word_count** %table.addr, align 8
  %30 = load i32, i32* %i, align 4
  %idxprom38 = sext i32 %30 to i64
  %arrayidx39 = getelementptr inbounds %struct.word_count, %struct.word_count* %29, i64 %idxprom38
  %count40 = getelementptr inbounds %struct.word_count, %struct.word_count* %arrayidx39, i32 0, i32 1
  %31 = load i32, i32* %count40, align 4
  %inc41 = add nsw i32 %31, 1
  store i32 %inc41, i32* %count40, align 4
  br label %for.inc42

for.inc42:                                        ; preds = %if.end37, %if.then23
  %call43 = call i8* @strtok_r(i8* noundef null, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.6, i64 0, i64 0), i8** noundef %save) #7
  store i8* %call43, i8** %tok, align 8
  br label %for.cond, !llvm.loop !11

for.end44:                                        ; preds = %for.cond
  %32 = load i8*, i8** %copy, align 8
  call void @free(i8* noundef %32) #7
  %33 = load i32, i32* %n, align 4
  store i32 %33, i32* %retval, align 4
  br label %return

return:                                           ; preds = %for.end44, %if.then
  %34 = load i32, i32* %retval, align 4
  ret i32 %34
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @trim(i8* noundef %s) #0 {
entry:
  %s.addr = alloca i8*, align 8
  %end = alloca i8*, align 8
  store i8* %s, i8** %s.addr, align 8
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %call = call i16** @__ctype_b_loc() #8
  %0 = load i16*, i16** %call, align 8
  %1 = load i8*, i8** %s.addr, align 8
  %2 = load i8, i8* %1, align 1
  %conv = zext i8 %2 to i32
  %idxprom = sext i32 %conv to i64
  %arrayidx = getelementptr inbounds i16, i16* %0, i64 %idxprom
  %3 = load i16, i16* %arrayidx, align 2
  %conv1 = zext i16 %3 to i32
  %and = and i32 %conv1, 8192
  %tobool = icmp ne i32 %and, 0
  br i1 %tobool, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %4 = load i8*, i8** %s.addr, align 8
  %incdec.ptr = getelementptr inbounds i8, i8* %4, i32 1
  store i8* %incdec.ptr, i8** %s.addr, align 8
  br label %while.cond, !llvm.loop !12

while.end:                                        ; preds = %while.cond
  %5 = load i8*, i8** %s.addr, align 8
  %6 = load i8*, i8** %s.addr, align 8
  %call2 = call i64 @strlen(i8* noundef %6) #6
  %add.ptr = getelementptr inbounds i8, i8* %5, i64 %call2
  store i8* %add.ptr, i8** %end, align 8
  br label %while.cond3

while.cond3:                                      ; preds = %while.body13, %while.end
  %7 = load i8*, i8** %end, align 8
  %8 = load i8*, i8** %s.addr, align 8
  %cmp = icmp ugt i8* %7, %8
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %while.cond3
  %call5 = call i16** @__ctype_b_loc() #8
  %9 = load i16*, i16** %call5, align 8
  %10 = load i8*, i8** %end, align 8
  %arrayidx6 = getelementptr inbounds i8, i8* %10, i64 -1
  %11 = load i8, i8* %arrayidx6, align 1
  %conv7 = zext i8 %11 to i32
  %idxprom8 = sext i32 %conv7 to i64
  %arrayidx9 = getelementptr inbounds i16, i16* %9, i64 %idxprom8
  %12 = load i16, i16* %arrayidx9, align 2
  %conv10 = zext i16 %12 to i32
  %and11 = and i32 %conv10, 8192
  %tobool12 = icmp ne i32 %and11, 0
  br label %land.end

land.end:                                         ; preds = %land.rhs, %while.cond3
  %13 = phi i1 [ false, %while.cond3 ], [ %tobool12, %land.rhs ]
  br i1 %13, label %while.body13, label %while.end15

while.body13:                                     ; preds = %land.end
  %14 = load i8*, i8** %end, align 8
  %incdec.ptr14 = getelementptr inbounds i8, i8* %14, i32 -1
  store i8* %incdec.ptr14, i8** %end, align 8
  store i8 0, i8* %incdec.ptr14, align 1
  br label %while.cond3, !llvm.loop !13

while.end15:                                      ; preds = %land.end
  %15 = load i8*, i8** %s.addr, align 8
  ret i8* %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @parse_kv(i8* noundef %line, i8* noundef %key, i64 noundef %keysz, i64* noundef %val) #0 {
entry:
  %retval = alloca i32, align 4
  %line.addr = alloca i8*, align 8
  %key.addr = alloca i8*, align 8
  %keysz.addr = alloca i64, align 8
  %val.addr = alloca i64*, align 8
  %eq = alloca i8*, align 8
  %end = alloca i8*, align 8
  store i8* %line, i8** %line.addr, align 8
  store i8* %key, i8** %key.addr, align 8
  store i64 %keysz, i64* %keysz.addr, align 8
  store i64* %val, i64** %val.addr, align 8
  %0 = load i8*, i8** %line.addr, align 8
  %call = call i8* @strchr(i8* noundef %0, i32 noundef 61) #6
  store i8* %call, i8** %eq, align 8
  %1 = load i8*, i8** %eq, align 8
  %tobool = icmp ne i8* %1, null
  br i1 %tobool, label %lor.lhs.false, label %if.then

lor.lhs.false:                                    ; preds = %entry
  %2 = load i8*, i8** %eq, align 8
  %3 = load i8*, i8** %line.addr, align 8
  %sub.ptr.lhs.cast = ptrtoint i8* %2 to i64
  %sub.ptr.rhs.cast = ptrtoint i8* %3 to i64
  %sub.ptr.sub = sub i64 %sub.ptr.lhs.cast, %sub.ptr.rhs.cast
  %4 = load i64, i64* %keysz.addr, align 8
  %cmp = icmp uge i64 %sub.ptr.sub, %4
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 -1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %5 = load i8*, i8** %key.addr, align 8
  %6 = load i8*, i8** %line.addr, align 8
  %7 = load i8*, i8** %eq, align 8
  %8 = load i8*, i8** %line.addr, align 8
  %sub.ptr.lhs.cast1 = ptrtoint i8* %7 to i64
  %sub.ptr.rhs.cast2 = ptrtoint i8* %8 to i64
  %sub.ptr.sub3 = sub i64 %sub.ptr.lhs.cast1, %sub.ptr.rhs.cast2
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %5, i8* align 1 %6, i64 %sub.ptr.sub3, i1 false)
  %9 = load i8*, i8** %key.addr, align 8
  %10 = load i8*, i8** %eq, align 8
  %11 = load i8*, i8** %line.addr, align 8
  %sub.ptr.lhs.cast4 = ptrtoint i8* %10 to i64
  %sub.ptr.rhs.cast5 = ptrtoint i8* %11 to i64
  %sub.ptr.sub6 = sub i64 %sub.ptr.lhs.cast4, %sub.ptr.rhs.cast5
  %arrayidx = getelementptr inbounds i8, i8* %9, i64 %sub.ptr.sub6
  store i8 0, i8* %arrayidx, align 1
  %12 = load i8*, i8** %eq, align 8
  %add.ptr = getelementptr inbounds i8, i8* %12, i64 1
  %call7 = call i64 @strtol(i8* noundef %add.ptr, i8** noundef %end, i32 noundef 0) #7
  %13 = load i64*, i64** %val.addr, align 8
  store i64 %call7, i64* %13, align 8
  %14 = load i8*, i8** %end, align 8
  %15 = load i8, i8* %14, align 1
  %conv = sext i8 %15 to i32
  %cmp8 = icmp eq i32 %conv, 0
  %16 = zext i1 %cmp8 to i64
  %cond = select i1 %cmp8, i32 0, i32 -1
  store i32 %cond, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %17 = load i32, i32* %retval, align 4
  ret i32 %17
}

; Function Attrs: nounwind readonly willreturn
declare i8* @strstr(i8* noundef, i8* noundef) #3

; Function Attrs: nounwind
declare noalias i8* @strdup(i8* noundef) #4

; Function Attrs: nounwind
declare i8* @strtok_r(i8* noundef, i8* noundef, i8** noundef) #4

; Function Attrs: nounwind readonly willreturn
declare i32 @tolower(i32 noundef) #3

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #3

; Function Attrs: nounwind
declare i8* @strncpy(i8* noundef, i8* noundef, i64 noundef) #4

; Function Attrs: nounwind
declare void @free(i8* noundef) #4

; Function Attrs: nounwind readnone willreturn
declare i16** @__ctype_b_loc() #5

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #3

; Function Attrs: nounwind readonly willreturn
declare i8* @strchr(i8* noundef, i32 noundef) #3

; Function Attrs: nounwind
declare i64 @strtol(i8* noundef, i8** noundef, i32 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind readonly willreturn }
attributes #7 = { nounwind }
attributes #8 = { nounwind readnone willreturn }

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
