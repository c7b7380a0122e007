; ModuleID = 'strings.c'
source_filename = "strings.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
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
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %table = alloca [16 x %struct.word_count], align 16
  %text = alloca ptr, align 8
  %n = alloca i32, align 4
  %i = alloca i32, align 4
  %line = alloca [18 x i8], align 16
  %key = alloca [16 x i8], align 16
  %val = alloca i64, align 8
  %t = alloca ptr, align 8
  %compact = alloca [32 x i8], align 16
  %j = alloca i64, align 8
  %i9 = alloca i64, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load i32, ptr %argc.addr, align 4
  %cmp = icmp sgt i32 %0, 1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load ptr, ptr %argv.addr, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %1, i64 1
  %2 = load ptr, ptr %arrayidx, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %2, %cond.true ], [ @.str, %cond.false ]
  store ptr %cond, ptr %text, align 8
  %3 = load ptr, ptr %text, align 8
  %arraydecay = getelementptr inbounds [16 x %struct.word_count], ptr %table, i64 0, i64 0
  %call = call i32 @count_words(ptr noundef %3, ptr noundef %arraydecay, i32 noundef 16)
  store i32 %call, ptr %n, align 4
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %cond.end
  %4 = load i32, ptr %i, align 4
  %5 = load i32, ptr %n, align 4
  %cmp1 = icmp slt i32 %4, %5
  br i1 %cmp1, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %6 = load i32, ptr %i, align 4
  %idxprom = sext i32 %6 to i64
  %arrayidx2 = getelementptr inbounds [16 x %struct.word_count], ptr %table, i64 0, i64 %idxprom
  %word = getelementptr inbounds %struct.word_count, ptr %arrayidx2, i32 0, i32 0
  %arraydecay3 = getelementptr inbounds [24 x i8], ptr %word, i64 0, i64 0
  %7 = load i32, ptr %i, align 4
  %idxprom4 = sext i32 %7 to i64
  %arrayidx5 = getelementptr inbounds [16 x %struct.word_count], ptr %table, i64 0, i64 %idxprom4
  %count = getelementptr inbounds %struct.word_count, ptr %arrayidx5, i32 0, i32 1
  %8 = load i32, ptr %count, align 4
  %call6 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %arraydecay3, i32 noundef %8)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %9 = load i32, ptr %i, align 4
  %inc = add nsw i32 %9, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %line, ptr align 16 @__const.main.line, i64 18, i1 false)
  %arraydecay7 = getelementptr inbounds [18 x i8], ptr %line, i64 0, i64 0
  %call8 = call ptr @trim(ptr noundef %arraydecay7)
  store ptr %call8, ptr %t, align 8
  store i64 0, ptr %j, align 8
  store i64 0, ptr %i9, align 8
  br label %for.cond10

for.cond10:                                       ; preds = %for.inc22, %for.end
  %10 = load ptr, ptr %t, align 8
  %11 = load i64, ptr %i9, align 8
  %arrayidx11 = getelementptr inbounds i8, ptr %10, i64 %11
  %12 = load i8, ptr %arrayidx11, align 1
  %conv = sext i8 %12 to i32
  %tobool = icmp ne i32 %conv, 0
  br i1 %tobool, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %for.cond10
  %13 = load i64, ptr %j, align 8
  %add = add i64 %13, 1
  %cmp12 = icmp ult i64 %add, 32
  br label %land.end

land.end:                                         ; preds = %land.rhs, %for.cond10
  %14 = phi i1 [ false, %for.cond10 ], [ %cmp12, %land.rhs ]
  br i1 %14, label %for.body14, label %for.end24

for.body14:                                       ; preds = %land.end
  %15 = load ptr, ptr %t, align 8
  %16 = load i64, ptr %i9, align 8
  %arrayidx15 = getelementptr inbounds i8, ptr %15, i64 %16
  %17 = load i8, ptr %arrayidx15, align 1
  %conv16 = sext i8 %17 to i32
  %cmp17 = icmp ne i32 %conv16, 32
  br i1 %cmp17, label %if.then, label %if.end

if.then:                                          ; preds = %for.body14
  %18 = load ptr, ptr %t, align 8
  %19 = load i64, ptr %i9, align 8
  %arrayidx19 = getelementptr inbounds i8, ptr %18, i64 %19
  %20 = load i8, ptr %arrayidx19, align 1
  %21 = load i64, ptr %j, align 8
  %inc20 = add i64 %21, 1
  store i64 %inc20, ptr %j, align 8
  %arrayidx21 = getelementptr inbounds [32 x i8], ptr %compact, i64 0, i64 %21
  store i8 %20, ptr %arrayidx21, align 1
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body14
  br label %for.inc22

for.inc22:                                        ; preds = %if.end
  %22 = load i64, ptr %i9, align 8
  %inc23 = add i64 %22, 1
  store i64 %inc23, ptr %i9, align 8
  br label %for.cond10, !llvm.loop !8

for.end24:                                        ; preds = %land.end
  %23 = load i64, ptr %j, align 8
  %arrayidx25 = getelementptr inbounds [32 x i8], ptr %compact, i64 0, i64 %23
  store i8 0, ptr %arrayidx25, align 1
  %arraydecay26 = getelementptr inbounds [32 x i8], ptr %compact, i64 0, i64 0
  %arraydecay27 = getelementptr inbounds [16 x i8], ptr %key, i64 0, i64 0
  %call28 = call i32 @parse_kv(ptr noundef %arraydecay26, ptr noundef %arraydecay27, i64 noundef 16, ptr noundef %val)
  %cmp29 = icmp eq i32 %call28, 0
  br i1 %cmp29, label %if.then31, label %if.end37

if.then31:                                        ; preds = %for.end24
  %arraydecay32 = getelementptr inbounds [16 x i8], ptr %key, i64 0, i64 0
  %24 = load i64, ptr %val, align 8
  %25 = load ptr, ptr %text, align 8
  %call33 = call ptr @strstr(ptr noundef %25, ptr noundef @.str.3) #6
  %tobool34 = icmp ne ptr %call33, null
  %26 = zext i1 %tobool34 to i64
  %cond35 = select i1 %tobool34, ptr @.str.4, ptr @.str.5
  %call36 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %arraydecay32, i64 noundef %24, ptr noundef %cond35)
  br label %if.end37

if.end37:                                         ; preds = %if.then31, %for.end24
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count_words(ptr noundef %text, ptr noundef %table, i32 noundef %max) #0 {
entry:
  %retval = alloca i32, align 4
  %text.addr = alloca ptr, align 8
  %table.addr = alloca ptr, align 8
  %max.addr = alloca i32, align 4
  %copy = alloca ptr, align 8
  %save = alloca ptr, align 8
  %n = alloca i32, align 4
  %tok = alloca ptr, align 8
  %p = alloca ptr, align 8
  %i = alloca i32, align 4
  store ptr %text, ptr %text.addr, align 8
  store ptr %table, ptr %table.addr, align 8
  store i32 %max, ptr %max.addr, align 4
  %0 = load ptr, ptr %text.addr, align 8
  %call = call noalias ptr @strdup(ptr noundef %0) #7
  store ptr %call, ptr %copy, align 8
  store ptr null, ptr %save, align 8
  store i32 0, ptr %n, align 4
  %1 = load ptr, ptr %copy, align 8
  %tobool = icmp ne ptr %1, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 0, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %2 = load ptr, ptr %copy, align 8
  %call1 = call ptr @strtok_r(ptr noundef %2, ptr noundef @.str.6, ptr noundef %save) #7
  store ptr %call1, ptr %tok, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc42, %if.end
  %3 = load ptr, ptr %tok, align 8
  %tobool2 = icmp ne ptr %3, null
  br i1 %tobool2, label %for.body, label %for.end44

for.body:                                         ; preds = %for.cond
  %4 = load ptr, ptr %tok, align 8
  store ptr %4, ptr %p, align 8
  br label %for.cond3

for.cond3:                                        ; preds = %for.inc, %for.body
  %5 = load ptr, ptr %p, align 8
  %6 = load i8, ptr %5, align 1
  %tobool4 = icmp ne i8 %6, 0
  br i1 %tobool4, label %for.body5, label %for.end

for.body5:                                        ; preds = %for.cond3
  %7 = load ptr, ptr %p, align 8
  %8 = load i8, ptr %7, align 1
  %conv = zext i8 %8 to i32
  %call6 = call i32 @tolower(i32 noundef %conv) #6
  %conv7 = trunc i32 %call6 to i8
  %9 = load ptr, ptr %p, align 8
  store i8 %conv7, ptr %9, align 1
  br label %for.inc

for.inc:                                          ; preds = %for.body5
  %10 = load ptr, ptr %p, align 8
  %incdec.ptr = getelementptr inbounds i8, ptr %10, i32 1
  store ptr %incdec.ptr, ptr %p, align 8
  br label %for.cond3, !llvm.loop !9

for.end:                                          ; preds = %for.cond3
  store i32 0, ptr %i, align 4
  br label %for.cond8

for.cond8:                                        ; preds = %for.inc16, %for.end
  %11 = load i32, ptr %i, align 4
  %12 = load i32, ptr %n, align 4
  %cmp = icmp slt i32 %11, %12
  br i1 %cmp, label %for.body10, label %for.end17

for.body10:                                       ; preds = %for.cond8
  %13 = load ptr, ptr %table.addr, align 8
  %14 = load i32, ptr %i, align 4
  %idxprom = sext i32 %14 to i64
  %arrayidx = getelementptr inbounds %struct.word_count, ptr %13, i64 %idxprom
  %word = getelementptr inbounds %struct.word_count, ptr %arrayidx, i32 0, i32 0
  %arraydecay = getelementptr inbounds [24 x i8], ptr %word, i64 0, i64 0
  %15 = load ptr, ptr %tok, align 8
  %call11 = call i32 @strcmp(ptr noundef %arraydecay, ptr noundef %15) #6
  %cmp12 = icmp eq i32 %call11, 0
  br i1 %cmp12, label %if.then14, label %if.end15

if.then14:                                        ; preds = %for.body10
  br label %for.end17

if.end15:                                         ; preds = %for.body10
  br label %for.inc16

for.inc16:                                        ; preds = %if.end15
  %16 = load i32, ptr %i, align 4
  %inc = add nsw i32 %16, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond8, !llvm.loop !10

for.end17:                                        ; preds = %if.then14, %for.cond8
  %17 = load i32, ptr %i, align 4
  %18 = load i32, ptr %n, align 4
  %cmp18 = icmp eq i32 %17, %18
  br i1 %cmp18, label %if.then20, label %if.end37

if.then20:                                        ; preds = %for.end17
  %19 = load i32, ptr %n, align 4
  %20 = load i32, ptr %max.addr, align 4
  %cmp21 = icmp eq i32 %19, %20
  br i1 %cmp21, label %if.then23, label %if.end24

if.then23:                                        ; preds = %if.then20
  br label %for.inc42

if.end24:                                         ; preds = %if.then20
  %21 = load ptr, ptr %table.addr, align 8
  %22 = load i32, ptr %n, align 4
  %idxprom25 = sext i32 %22 to i64
  %arrayidx26 = getelementptr inbounds %struct.word_count, ptr %21, i64 %idxprom25
  %word27 = getelementptr inbounds %struct.word_count, ptr %arrayidx26, i32 0, i32 0
  %arraydecay28 = getelementptr inbounds [24 x i8], ptr %word27, i64 0, i64 0
  %23 = load ptr, ptr %tok, align 8
  %call29 = call ptr @strncpy(ptr noundef %arraydecay28, ptr noundef %23, i64 noundef 23) #7
  %24 = load ptr, ptr %table.addr, align 8
  %25 = load i32, ptr %n, align 4
  %idxprom30 = sext i32 %25 to i64
  %arrayidx31 = getelementptr inbounds %struct.word_count, ptr %24, i64 %idxprom30
  %word32 = getelementptr inbounds %struct.word_count, ptr %arrayidx31, i32 0, i32 0
  %arrayidx33 = getelementptr inbounds [24 x i8], ptr %word32, i64 0, i64 23
  store i8 0, ptr %arrayidx33, align 1
  %26 = load ptr, ptr %table.addr, align 8
  %27 = load i32, ptr %n, align 4
  %idxprom34 = sext i32 %27 to i64
  %arrayidx35 = getelementptr inbounds %struct.word_count, ptr %26, i64 %idxprom34
  %count = getelementptr inbounds %struct.word_count, ptr %arrayidx35, i32 0, i32 1
  store i32 0, ptr %count, align 4
  %28 = load i32, ptr %n, align 4
  %inc36 = add nsw i32 %28, 1
  store i32 %inc36, ptr %n, align 4
  br label %if.end37

if.end37:                                         ; preds = %if.end24, %for.end17
  %29 = load ptr, ptr %table.addr, align 8
  %30 = load i32, ptr %i, align 4
  %idxprom38 = sext i32 %30 to i64
  %arrayidx39 = getelementptr inbounds %struct.word_count, ptr %29, i64 %idxprom38
  %count40 = getelementptr inbounds %struct.word_count, ptr %arrayidx39, i32 0, i32 1
  %31 = load i32, ptr %count40, align 4
  %inc41 = add nsw i32 %31, 1
  store i32 %inc41, ptr %count40, align 4
  br label %for.inc42

for.inc42:                                        ; preds = %if.end37, %if.then23
  %call43 = call ptr @strtok_r(ptr noundef null, ptr noundef @.str.6, ptr noundef %save) #7
  store ptr %call43, ptr %tok, align 8
  br label %for.cond, !llvm.loop !11

for.end44:                                        ; preds = %for.cond
  %32 = load ptr, ptr %copy, align 8
  call void @free(ptr noundef %32) #7
  %33 = load i32, ptr %n, align 4
  store i32 %33, ptr %retval, align 4
  br label %return

return:                                           ; preds = %for.end44, %if.then
  %34 = load i32, ptr %retval, align 4
  ret i32 %34
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @trim(ptr noundef %s) #0 {
entry:
  %s.addr = alloca ptr, align 8
  %end = alloca ptr, align 8
  store ptr %s, ptr %s.addr, align 8
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %call = call ptr @__ctype_b_loc() #8
  %0 = load ptr, ptr %call, align 8
  %1 = load ptr, ptr %s.addr, align 8
  %2 = load i8, ptr %1, align 1
  %conv = zext i8 %2 to i32
  %idxprom = sext i32 %conv to i64
  %arrayidx = getelementptr inbounds i16, ptr %0, i64 %idxprom
  %3 = load i16, ptr %arrayidx, align 2
  %conv1 = zext i16 %3 to i32
  %and = and i32 %conv1, 8192
  %tobool = icmp ne i32 %and, 0
  br i1 %tobool, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %4 = load ptr, ptr %s.addr, align 8
  %incdec.ptr = getelementptr inbounds i8, ptr %4, i32 1
  store ptr %incdec.ptr, ptr %s.addr, align 8
  br label %while.cond, !llvm.loop !12

while.end:                                        ; preds = %while.cond
  %5 = load ptr, ptr %s.addr, align 8
  %6 = load ptr, ptr %s.addr, align 8
  %call2 = call i64 @strlen(ptr noundef %6) #6
  %add.ptr = getelementptr inbounds i8, ptr %5, i64 %call2
  store ptr %add.ptr, ptr %end, align 8
  br label %while.cond3

while.cond3:                                      ; preds = %while.body13, %while.end
  %7 = load ptr, ptr %end, align 8
  %8 = load ptr, ptr %s.addr, align 8
  %cmp = icmp ugt ptr %7, %8
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %while.cond3
  %call5 = call ptr @__ctype_b_loc() #8
  %9 = load ptr, ptr %call5, align 8
  %10 = load ptr, ptr %end, align 8
  %arrayidx6 = getelementptr inbounds i8, ptr %10, i64 -1
  %11 = load i8, ptr %arrayidx6, align 1
  %conv7 = zext i8 %11 to i32
  %idxprom8 = sext i32 %conv7 to i64
  %arrayidx9 = getelementptr inbounds i16, ptr %9, i64 %idxprom8
  %12 = load i16, ptr %arrayidx9, align 2
  %conv10 = zext i16 %12 to i32
  %and11 = and i32 %conv10, 8192
  %tobool12 = icmp ne i32 %and11, 0
  br label %land.end

land.end:                                         ; preds = %land.rhs, %while.cond3
  %13 = phi i1 [ false, %while.cond3 ], [ %tobool12, %land.rhs ]
  br i1 %13, label %while.body13, label %while.end15

while.body13:                                     ; preds = %land.end
  %14 = load ptr, ptr %end, align 8
  %incdec.ptr14 = getelementptr inbounds i8, ptr %14, i32 -1
  store ptr %incdec.ptr14, ptr %end, align 8
  store i8 0, ptr %incdec.ptr14, align 1
  br label %while.cond3, !llvm.loop !13

while.end15:                                      ; preds = %land.end
  %15 = load ptr, ptr %s.addr, align 8
  ret ptr %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @parse_kv(ptr noundef %line, ptr noundef %key, i64 noundef %keysz, ptr noundef %val) #0 {
entry:
  %retval = alloca i32, align 4
  %line.addr = alloca ptr, align 8
  %key.addr = alloca ptr, align 8
  %keysz.addr = alloca i64, align 8
  %val.addr = alloca ptr, align 8
  %eq = alloca ptr, align 8
  %end = alloca ptr, align 8
  store ptr %line, ptr %line.addr, align 8
  store ptr %key, ptr %key.addr, align 8
  store i64 %keysz, ptr %keysz.addr, align 8
  store ptr %val, ptr %val.addr, align 8
  %0 = load ptr, ptr %line.addr, align 8
  %call = call ptr @strchr(ptr noundef %0, i32 noundef 61) #6
  store ptr %call, ptr %eq, align 8
  %1 = load ptr, ptr %eq, align 8
  %tobool = icmp ne ptr %1, null
  br i1 %tobool, label %lor.lhs.false, label %if.then

lor.lhs.false:                                    ; preds = %entry
  %2 = load ptr, ptr %eq, align 8
  %3 = load ptr, ptr %line.addr, align 8
  %sub.ptr.lhs.cast = ptrtoint ptr %2 to i64
  %sub.ptr.rhs.cast = ptrtoint ptr %3 to i64
  %sub.ptr.sub = sub i64 %sub.ptr.lhs.cast, %sub.ptr.rhs.cast
  %4 = load i64, ptr %keysz.addr, align 8
  %cmp = icmp uge i64 %sub.ptr.sub, %4
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 -1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %5 = load ptr, ptr %key.addr, align 8
  %6 = load ptr, ptr %line.addr, align 8
  %7 = load ptr, ptr %eq, align 8
  %8 = load ptr, ptr %line.addr, align 8
  %sub.ptr.lhs.cast1 = ptrtoint ptr %7 to i64
  %sub.ptr.rhs.cast2 = ptrtoint ptr %8 to i64
  %sub.ptr.sub3 = sub i64 %sub.ptr.lhs.cast1, %sub.ptr.rhs.cast2
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 1 %6, i64 %sub.ptr.sub3, i1 false)
  %9 = load ptr, ptr %key.addr, align 8
  %10 = load ptr, ptr %eq, align 8
  %11 = load ptr, ptr %line.addr, align 8
  %sub.ptr.lhs.cast4 = ptrtoint ptr %10 to i64
  %sub.ptr.rhs.cast5 = ptrtoint ptr %11 to i64
  %sub.ptr.sub6 = sub i64 %sub.ptr.lhs.cast4, %sub.ptr.rhs.cast5
  %arrayidx = getelementptr inbounds i8, ptr %9, i64 %sub.ptr.sub6
  store i8 0, ptr %arrayidx, align 1
  %12 = load ptr, ptr %eq, align 8
  %add.ptr = getelementptr inbounds i8, ptr %12, i64 1
  %call7 = call i64 @strtol(ptr noundef %add.ptr, ptr noundef %end, i32 noundef 0) #7
  %13 = load ptr, ptr %val.addr, align 8
  store i64 %call7, ptr %13, align 8
  %14 = load ptr, ptr %end, align 8
  %15 = load i8, ptr %14, align 1
  %conv = sext i8 %15 to i32
  %cmp8 = icmp eq i32 %conv, 0
  %16 = zext i1 %cmp8 to i64
  %cond = select i1 %cmp8, i32 0, i32 -1
  store i32 %cond, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %17 = load i32, ptr %retval, align 4
  ret i32 %17
}

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strstr(ptr noundef, ptr noundef) #3

; Function Attrs: nounwind
declare noalias ptr @strdup(ptr noundef) #4

; Function Attrs: nounwind
declare ptr @strtok_r(ptr noundef, ptr noundef, ptr noundef) #4

; Function Attrs: nounwind willreturn memory(read)
declare i32 @tolower(i32 noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #3

; Function Attrs: nounwind
declare ptr @strncpy(ptr noundef, ptr noundef, i64 noundef) #4

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() #5

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strchr(ptr noundef, i32 noundef) #3

; Function Attrs: nounwind
declare i64 @strtol(ptr noundef, ptr noundef, i32 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind willreturn memory(read) }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
