; ModuleID = 'setjmp.c'
source_filename = "setjmp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.parser = type { [1 x %struct.__jmp_buf_tag], i8*, i32, [64 x i8], i32*, i32, i32 }
%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@.str = private unnamed_addr constant [10 x i8] c"3 4 + 2 *\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"1 +\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"8 0 /\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"9 3 / 2 -\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"%s = %d\0A\00", align 1
@stderr = external global %struct._IO_FILE*, align 8
@.str.5 = private unnamed_addr constant [11 x i8] c"error: %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"division by zero\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"bad character\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"unbalanced expression\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"out of memory\00", align 1
@.str.10 = private unnamed_addr constant [16 x i8] c"stack underflow\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"%s at %d\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %progs = alloca [4 x i8*], align 16
  %i = alloca i32, align 4
  %r = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %arrayinit.begin = getelementptr inbounds [4 x i8*], [4 x i8*]* %progs, i64 0, i64 0
  store i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i8** %arrayinit.begin, align 8
  %arrayinit.element = getelementptr inbounds i8*, i8** %arrayinit.begin, i64 1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i8** %arrayinit.element, align 8
  %arrayinit.element1 = getelementptr inbounds i8*, i8** %arrayinit.element, i64 1
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i64 0, i64 0), i8** %arrayinit.element1, align 8
  %arrayinit.element2 = getelementptr inbounds i8*, i8** %arrayinit.element1, i64 1
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
  %cond = phi i8* [ %2, %cond.true ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), %cond.false ]
  store i8* %cond, i8** %arrayinit.element2, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %cond.end
  %3 = load i32, i32* %i, align 4
  %cmp3 = icmp slt i32 %3, 4
  br i1 %cmp3, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %4 = load i32, i32* %i, align 4
  %idxprom = sext i32 %4 to i64
  %arrayidx4 = getelementptr inbounds [4 x i8*], [4 x i8*]* %progs, i64 0, i64 %idxprom
  %5 = load i8*, i8** %arrayidx4, align 8
  %call = call i32 @run(i8* noundef %5, i32* noundef %r)
  %tobool = icmp ne i32 %call, 0
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %6 = load i32, i32* %i, align 4
  %idxprom5 = sext i32 %6 to i64
  %arrayidx6 = getelementptr inbounds [4 x i8*], [4 x i8*]* %progs, i64 0, i64 %idxprom5
  %7 = load i8*, i8** %arrayidx6, align 8
  %8 = load i32, i32* %r, align 4
  %call7 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.4, i64 0, i64 0), i8* noundef %7, i32 noundef %8)
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %9 = load i32, i32* %i, align 4
  %inc = add nsw i32 %9, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @run(i8* noundef %src, i32* noundef %result) #0 {
entry:
  %retval = alloca i32, align 4
  %src.addr = alloca i8*, align 8
  %result.addr = alloca i32*, align 8
  %p = alloca %struct.parser*, align 8
  %ok = alloca i32, align 4
  store i8* %src, i8** %src.addr, align 8
  store i32* %result, i32** %result.addr, align 8
  %call = call noalias i8* @calloc(i64 noundef 1, i64 noundef 296) #5
  %0 = bitcast i8* %call to %struct.parser*
  store %struct.parser* %0, %struct.parser** %p, align 8
  store volatile i32 0, i32* %ok, align 4
  %1 = load %struct.parser*, %struct.parser** %p, align 8
  %tobool = icmp ne %struct.parser* %1, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 0, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %2 = load i8*, i8** %src.addr, align 8
  %3 = load %struct.parser*, %struct.parser** %p, align 8
  %src1 = getelementptr inbounds %struct.parser, %struct.parser* %3, i32 0, i32 1
  store i8* %2, i8** %src1, align 8
  %4 = load %struct.parser*, %struct.parser** %p, align 8
  %on_error = getelementptr inbounds %struct.parser, %struct.parser* %4, i32 0, i32 0
  %arraydecay = getelementptr inbounds [1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* %on_error, i64 0, i64 0
  %call2 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef %arraydecay) #6
  %cmp = icmp eq i32 %call2, 0
  br i1 %cmp, label %if.then3, label %if.else

if.then3:                                         ; preds = %if.end
  %5 = load %struct.parser*, %struct.parser** %p, align 8
  %call4 = call i32 @eval_rpn(%struct.parser* noundef %5)
  %6 = load i32*, i32** %result.addr, align 8
  store i32 %call4, i32* %6, align 4
  store volatile i32 1, i32* %ok, align 4
  br label %if.end7

if.else:                                          ; preds = %if.end
  %7 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8
  %8 = load %struct.parser*, %struct.parser** %p, align 8
  %message = getelementptr inbounds %struct.parser, %struct.parser* %8, i32 0, i32 3
  %arraydecay5 = getelementptr inbounds [64 x i8], [64 x i8]* %message, i64 0, i64 0
  %call6 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %7, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i64 0, i64 0), i8* noundef %arraydecay5)
  br label %if.end7

if.end7:                                          ; preds = %if.else, %if.then3
  %9 = load %struct.parser*, %struct.parser** %p, align 8
  %stack = getelementptr inbounds %struct.parser, %struct.parser* %9, i32 0, i32 4
  %10 = load i32*, i32** %stack, align 8
  %11 = bitcast i32* %10 to i8*
  call void @free(i8* noundef %11) #5
  %12 = load %struct.parser*, %struct.parser** %p, align 8
  %13 = bitcast %struct.parser* %12 to i8*
  call void @free(i8* noundef %13) #5
  %14 = load volatile i32, i32* %ok, align 4
  store i32 %14, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end7, %if.then
  %15 = load i32, i32* %retval, align 4
  ret i32 %15
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #2

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(%struct.__jmp_buf_tag* noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @eval_rpn(%struct.parser* noundef %p) #0 {
entry:
  %p.addr = alloca %struct.parser*, align 8
  %c = alloca i8, align 1
  %b = alloca i32, align 4
  %a = alloca i32, align 4
  store %struct.parser* %p, %struct.parser** %p.addr, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load %struct.parser*, %struct.parser** %p.addr, align 8
  %src = getelementptr inbounds %struct.parser, %struct.parser* %0, i32 0, i32 1
  %1 = load i8*, i8** %src, align 8
  %2 = load %struct.parser*, %struct.parser** %p.addr, align 8
  %pos = getelementptr inbounds %struct.parser, %struct.parser* %2, i32 0, i32 2
  %3 = load i32, i32* %pos, align 8
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds i8, i8* %1, i64 %idxprom
  %4 = load i8, i8* %arrayidx, align 1
  store i8 %4, i8* %c, align 1
  %conv = sext i8 %4 to i32
  %cmp = icmp ne i32 %conv, 0
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %5 = load i8, i8* %c, align 1
  %conv2 = sext i8 %5 to i32
  %cmp3 = icmp sge i32 %conv2, 48
  br i1 %cmp3, label %land.lhs.true, label %if.else

land.lhs.true:                                    ; preds = %for.body
  %6 = load i8, i8* %c, align 1
  %conv5 = sext i8 %6 to i32
  %cmp6 = icmp sle i32 %conv5, 57
  br i1 %cmp6, label %if.then, label %if.else

if.then:                                          ; preds = %land.lhs.true
  %7 = load %struct.parser*, %struct.parser** %p.addr, align 8
  %8 = load i8, i8* %c, align 1
  %conv8 = sext i8 %8 to i32
  %sub = sub nsw i32 %conv8, 48
  call void @push(%struct.parser* noundef %7, i32 noundef %sub)
  br label %if.end24

if.else:                                          ; preds = %land.lhs.true, %for.body
  %9 = load i8, i8* %c, align 1
  %conv9 = sext i8 %9 to i32
  %cmp10 = icmp eq i32 %conv9, 32
  br i1 %cmp10, label %if.then12, label %if.else13

if.then12:                                        ; preds = %if.else
  br label %for.inc

if.else13:                                        ; preds = %if.else
  %10 = load %struct.parser*, %struct.parser** %p.addr, align 8
  %call = call i32 @pop(%struct.parser* noundef %10)
  store i32 %call, i32* %b, align 4
  %11 = load %struct.parser*, %struct.parser** %p.addr, align 8
  %call14 = call i32 @pop(%struct.parser* noundef %11)
  store i32 %call14, i32* %a, align 4
  %12 = load i8, i8* %c, align 1
  %conv15 = sext i8 %12 to i32
  switch i32 %conv15, label %sw.default [
    i32 43, label %sw.bb
    i32 45, label %sw.bb16
    i32 42, label %sw.bb18
    i32 47, label %sw.bb19
  ]

sw.bb:                                            ; preds = %if.else13
  %13 = load %struct.parser*, %struct.parser** %p.addr, align 8
  %14 = load i32, i32* %a, align 4
  %15 = load i32, i32* %b, align 4
  %add = add nsw i32 %14, %15
  call void @push(%struct.parser* noundef %13, i32 noundef %add)
  br label %sw.epilog

sw.bb16:                                          ; preds = %if.else13
  %16 = load %struct.parser*, %struct.parser** %p.addr, align 8
  %17 = load i32, i32* %a, align 4
  %18 = load i32, i32* %b, align 4
  %sub17 = sub nsw i32 %17, %18
  call void @push(%struct.parser* noundef %16, i32 noundef %sub17)
  br label %sw.epilog

sw.bb18:                                          ; preds = %if.else13
  %19 = load %struct.parser*, %struct.parser** %p.addr, align 8
  %20 = load i32, i32* %a, align 4
  %21 = load i32, i32* %b, align 4
  %mul = mul nsw i32 %20, %21
  call void @push(%struct.parser* noundef %19, i32 noundef %mul)
  br label %sw.epilog

sw.bb19:                                          ; preds = %if.else13
  %22 = load i32, i32* %b, align 4
  %cmp20 = icmp eq i32 %22, 0
  br i1 %cmp20, label %if.then22, label %if.end

if.then22:                                        ; preds = %sw.bb19
  %23 = load %struct.parser*, %struct.parser** %p.addr, align 8
  call void @fail(%struct.parser* noundef %23, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.6, i64 0, i64 0))
  br label %if.end

if.end:                                           ; preds = %if.then22, %sw.bb19
  %24 = load %struct.parser*, %struct.parser** %p.addr, align 8
  %25 = load i32, i32* %a, align 4
  %26 = load i32, i32* %b, align 4
  %div = sdiv i32 %25, %26
  call void @push(%struct.parser* noundef %24, i32 noundef %div)
  br label %sw.epilog

sw.default:                                       ; preds = %if.else13
  %27 = load %struct.parser*, %struct.parser** %p.addr, align 8
  call void @fail(%struct.parser* noundef %27, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i64 0, i64 0))
  br label %sw.epilog

sw.epilog:                                        ; preds = %sw.default, %if.end, %sw.bb18, %sw.bb16, %sw.bb
  br label %if.end23

if.end23:                                         ; preds = %sw.epilog
  br label %if.end24

if.end24:                                         ; preds = %if.end23, %if.then
  br label %for.inc

for.inc:                                          ; preds = %if.end24, %if.then12
  %28 = load %struct.parser*, %struct.parser** %p.addr, align 8
  %pos25 = getelementptr inbounds %struct.parser, %struct.parser* %28, i32 0, i32 2
  %29 = load i32, i32* %pos25, align 8
  %inc = add nsw i32 %29, 1
  store i32 %inc, i32* %pos25, align 8
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %for.cond
  %30 = load %struct.parser*, %struct.parser** %p.addr, align 8
  %depth = getelementptr inbounds %struct.parser, %struct.parser* %30, i32 0, i32 5
  %31 = load i32, i32* %depth, align 8
  %cmp26 = icmp ne i32 %31, 1
  br i1 %cmp26, label %if.then28, label %if.end29

if.then28:                                        ; preds = %for.end
  %32 = load %struct.parser*, %struct.parser** %p.addr, align 8
  call void @fail(%struct.parser* noundef %32, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.8, i64 0, i64 0))
  br label %if.end29

if.end29:                                         ; preds = %if.then28, %for.end
  %33 = load %struct.parser*, %struct.parser** %p.addr, align 8
  %stack = getelementptr inbounds %struct.parser, %struct.parser* %33, i32 0, i32 4
  %34 = load i32*, i32** %stack, align 8
  %arrayidx30 = getelementptr inbounds i32, i32* %34, i64 0
  %35 = load i32, i32* %arrayidx30, align 4
  ret i32 %35
}

declare i32 @fprintf(%struct._IO_FILE* noundef, i8* noundef, ...) #1

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @push(%struct.parser* noundef %p, i32 noundef %v) #0 {
entry:
  %p.addr = alloca %struct.parser*, align 8
  %v.addr = alloca i32, align 4
  %cap1 = alloca i32, align 4
  %s = alloca i32*, align 8
  store %struct.parser* %p, %struct.parser** %p.addr, align 8
  store i32 %v, i32* %v.addr, align 4
  %0 = load %struct.parser*, %struct.parser** %p.addr, align 8
  %depth = getelementptr inbounds %struct.parser, %struct.parser* %0, i32 0, i32 5
  %1 = load i32, i32* %depth, align 8
  %2 = load %struct.parser*, %struct.parser** %p.addr, align 8
  %cap = getelementptr inbounds %struct.parser, %struct.parser* %2, i32 0, i32 6
  %3 = load i32, i32* %cap, align 4
  %cmp = icmp eq i32 %1, %3
  br i1 %cmp, label %if.then, label %if.end9

if.then:                                          ; preds = %entry
  %4 = load %struct.parser*, %struct.parser** %p.addr, align 8
  %cap2 = getelementptr inbounds %struct.parser, %struct.parser* %4, i32 0, i32 6
  %5 = load i32, i32* %cap2, align 4
  %tobool = icmp ne i32 %5, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.then
  %6 = load %struct.parser*, %struct.parser** %p.addr, align 8
  %cap3 = getelementptr inbounds %struct.parser, %struct.parser* %6, i32 0, i32 6
  %7 = load i32, i32* %cap3, align 4
  %mul = mul nsw i32 %7, 2
  br label %cond.end

cond.false:                                       ; preds = %if.then
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %mul, %cond.true ], [ 4, %cond.false ]
  store i32 %cond, i32* %cap1, align 4
  %8 = load %struct.parser*, %struct.parser** %p.addr, align 8
  %stack = getelementptr inbounds %struct.parser, %struct.parser* %8, i32 0, i32 4
  %9 = load i32*, i32** %stack, align 8
  %10 = bitcast i32* %9 to i8*
  %11 = load i32, i32* %cap1, align 4
  %conv = sext i32 %11 to i64
  %mul4 = mul i64 %conv, 4
  %call = call i8* @realloc(i8* noundef %10, i64 noundef %mul4) #5
  %12 = bitcast i8* %call to i32*
  store i32* %12, i32** %s, align 8
  %13 = load i32*, i32** %s, align 8
  %tobool5 = icmp ne i32* %13, null
  br i1 %tobool5, label %if.end, label %if.then6

if.then6:                                         ; preds = %cond.end
  %14 = load %struct.parser*, %struct.parser** %p.addr, align 8
  call void @fail(%struct.parser* noundef %14, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0))
  br label %if.end

if.end:                                           ; preds = %if.then6, %cond.end
  %15 = load i32*, i32** %s, align 8
  %16 = load %struct.parser*, %struct.parser** %p.addr, align 8
  %stack7 = getelementptr inbounds %struct.parser, %struct.parser* %16, i32 0, i32 4
  store i32* %15, i32** %stack7, align 8
  %17 = load i32, i32* %cap1, align 4
  %18 = load %struct.parser*, %struct.parser** %p.addr, align 8
  %cap8 = getelementptr inbounds %struct.parser, %struct.parser* %18, i32 0, i32 6
  store i32 %17, i32* %cap8, align 4
  br label %if.end9

if.end9:                                          ; preds = %if.end, %entry
  %19 = load i32, i32* %v.addr, align 4
  %20 = load %struct.parser*, %struct.parser** %p.addr, align 8
  %stack10 = getelementptr inbounds %struct.parser, %struct.parser* %20, i32 0, i32 4
  %21 = load i32*, i32** %stack10, align 8
  %22 = load %struct.parser*, %struct.parser** %p.addr, align 8
  %depth11 = getelementptr inbounds %struct.parser, %struct.parser* %22, i32 0, i32 5
  %23 = load i32, i32* %depth11, align 8
  %inc = add nsw i32 %23, 1
  store i32 %inc, i32* %depth11, align 8
  %idxprom = sext i32 %23 to i64
  %arrayidx = getelementptr inbounds i32, i32* %21, i64 %idxprom
  store i32 %19, i32* %arrayidx, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pop(%struct.parser* noundef %p) #0 {
entry:
  %p.addr = alloca %struct.parser*, align 8
  store %struct.parser* %p, %struct.parser** %p.addr, align 8
  %0 = load %struct.parser*, %struct.parser** %p.addr, align 8
  %depth = getelementptr inbounds %struct.parser, %struct.parser* %0, i32 0, i32 5
  %1 = load i32, i32* %depth, align 8
  %cmp = icmp eq i32 %1, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %2 = load %struct.parser*, %struct.parser** %p.addr, align 8
  call void @fail(%struct.parser* noundef %2, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.10, i64 0, i64 0))
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %3 = load %struct.parser*, %struct.parser** %p.addr, align 8
  %stack = getelementptr inbounds %struct.parser, %struct.parser* %3, i32 0, i32 4
  %4 = load i32*, i32** %stack, align 8
  %5 = load %struct.parser*, %struct.parser** %p.addr, align 8
  %depth1 = getelementptr inbounds %struct.parser, %struct.parser* %5, i32 0, i32 5
  %6 = load i32, i32* %depth1, align 8
  %dec = add nsw i32 %6, -1
  store i32 %dec, i32* %depth1, align 8
  %idxprom = sext i32 %dec to i64
  %arrayidx = getelementptr inbounds i32, i32* %4, i64 %idxprom
  %7 = load i32, i32* %arrayidx, align 4
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fail(%struct.parser* noundef %p, i8* noundef %what) #0 {
entry:
  %p.addr = alloca %struct.parser*, align 8
  %what.addr = alloca i8*, align 8
  store %struct.parser* %p, %struct.parser** %p.addr, align 8
  store i8* %what, i8** %what.addr, align 8
  %0 = load %struct.parser*, %struct.parser** %p.addr, align 8
  %message = getelementptr inbounds %struct.parser, %struct.parser* %0, i32 0, i32 3
  %arraydecay = getelementptr inbounds [64 x i8], [64 x i8]* %message, i64 0, i64 0
  %1 = load i8*, i8** %what.addr, align 8
  %2 = load %struct.parser*, %struct.parser** %p.addr, align 8
  %pos = getelementptr inbounds %struct.parser, %struct.parser* %2, i32 0, i32 2
  %3 = load i32, i32* %pos, align 8
  %call = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef %arraydecay, i64 noundef 64, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i64 0, i64 0), i8* noundef %1, i32 noundef %3) #5
  %4 = load %struct.parser*, %struct.parser** %p.addr, align 8
  %on_error = getelementptr inbounds %struct.parser, %struct.parser* %4, i32 0, i32 0
  %arraydecay1 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* %on_error, i64 0, i64 0
  call void @longjmp(%struct.__jmp_buf_tag* noundef %arraydecay1, i32 noundef 1) #7
  unreachable
}

; Function Attrs: nounwind
declare i8* @realloc(i8* noundef, i64 noundef) #2

; Function Attrs: nounwind
declare i32 @snprintf(i8* noundef, i64 noundef, i8* noundef, ...) #2

; Function Attrs: noreturn nounwind
declare void @longjmp(%struct.__jmp_buf_tag* noundef, i32 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind returns_twice "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind returns_twice }
attributes #7 = { noreturn nounwind }

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
