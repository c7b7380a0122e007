; ModuleID = 'fieldparam.c'
source_filename = "fieldparam.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.ctx = type { i32, i32 }
%struct.reader = type { %struct.ctx*, i32, i32 }
%struct.options = type { i32, i32 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @ctx_create(%struct.ctx** noundef %out, i32 noundef %level) #0 {
entry:
  %retval = alloca i32, align 4
  %out.addr = alloca %struct.ctx**, align 8
  %level.addr = alloca i32, align 4
  %c = alloca %struct.ctx*, align 8
  store %struct.ctx** %out, %struct.ctx*** %out.addr, align 8
  store i32 %level, i32* %level.addr, align 4
  %call = call noalias i8* @malloc(i64 noundef 8) #2
  %0 = bitcast i8* %call to %struct.ctx*
  store %struct.ctx* %0, %struct.ctx** %c, align 8
  %1 = load %struct.ctx*, %struct.ctx** %c, align 8
  %cmp = icmp eq %struct.ctx* %1, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 -1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %2 = load i32, i32* %level.addr, align 4
  %3 = load %struct.ctx*, %struct.ctx** %c, align 8
  %level1 = getelementptr inbounds %struct.ctx, %struct.ctx* %3, i32 0, i32 0
  store i32 %2, i32* %level1, align 4
  %4 = load %struct.ctx*, %struct.ctx** %c, align 8
  %window = getelementptr inbounds %struct.ctx, %struct.ctx* %4, i32 0, i32 1
  store i32 0, i32* %window, align 4
  %5 = load %struct.ctx*, %struct.ctx** %c, align 8
  %6 = load %struct.ctx**, %struct.ctx*** %out.addr, align 8
  store %struct.ctx* %5, %struct.ctx** %6, align 8
  store i32 0, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %7 = load i32, i32* %retval, align 4
  ret i32 %7
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @parse_int(i8* noundef %s, i32* noundef %result) #0 {
entry:
  %s.addr = alloca i8*, align 8
  %result.addr = alloca i32*, align 8
  %v = alloca i32, align 4
  store i8* %s, i8** %s.addr, align 8
  store i32* %result, i32** %result.addr, align 8
  store i32 0, i32* %v, align 4
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %0 = load i8*, i8** %s.addr, align 8
  %1 = load i8, i8* %0, align 1
  %conv = sext i8 %1 to i32
  %cmp = icmp sge i32 %conv, 48
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %while.cond
  %2 = load i8*, i8** %s.addr, align 8
  %3 = load i8, i8* %2, align 1
  %conv2 = sext i8 %3 to i32
  %cmp3 = icmp sle i32 %conv2, 57
  br label %land.end

land.end:                                         ; preds = %land.rhs, %while.cond
  %4 = phi i1 [ false, %while.cond ], [ %cmp3, %land.rhs ]
  br i1 %4, label %while.body, label %while.end

while.body:                                       ; preds = %land.end
  %5 = load i32, i32* %v, align 4
  %mul = mul nsw i32 %5, 10
  %6 = load i8*, i8** %s.addr, align 8
  %incdec.ptr = getelementptr inbounds i8, i8* %6, i32 1
  store i8* %incdec.ptr, i8** %s.addr, align 8
  %7 = load i8, i8* %6, align 1
  %conv5 = sext i8 %7 to i32
  %sub = sub nsw i32 %conv5, 48
  %add = add nsw i32 %mul, %sub
  store i32 %add, i32* %v, align 4
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %land.end
  %8 = load i32, i32* %v, align 4
  %9 = load i32*, i32** %result.addr, align 8
  store i32 %8, i32* %9, align 4
  %10 = load i32, i32* %v, align 4
  %cmp6 = icmp sge i32 %10, 0
  %conv7 = zext i1 %cmp6 to i32
  ret i32 %conv7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.reader* @reader_open(i32 noundef %level) #0 {
entry:
  %retval = alloca %struct.reader*, align 8
  %level.addr = alloca i32, align 4
  %r = alloca %struct.reader*, align 8
  store i32 %level, i32* %level.addr, align 4
  %call = call noalias i8* @malloc(i64 noundef 16) #2
  %0 = bitcast i8* %call to %struct.reader*
  store %struct.reader* %0, %struct.reader** %r, align 8
  %1 = load %struct.reader*, %struct.reader** %r, align 8
  %cmp = icmp eq %struct.reader* %1, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store %struct.reader* null, %struct.reader** %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %2 = load %struct.reader*, %struct.reader** %r, align 8
  %ctx = getelementptr inbounds %struct.reader, %struct.reader* %2, i32 0, i32 0
  %3 = load i32, i32* %level.addr, align 4
  %call1 = call i32 @ctx_create(%struct.ctx** noundef %ctx, i32 noundef %3)
  %cmp2 = icmp ne i32 %call1, 0
  br i1 %cmp2, label %if.then3, label %if.end4

if.then3:                                         ; preds = %if.end
  store %struct.reader* null, %struct.reader** %retval, align 8
  br label %return

if.end4:                                          ; preds = %if.end
  %4 = load %struct.reader*, %struct.reader** %r, align 8
  %pos = getelementptr inbounds %struct.reader, %struct.reader* %4, i32 0, i32 1
  store i32 0, i32* %pos, align 8
  %5 = load i32, i32* %level.addr, align 4
  %6 = load %struct.reader*, %struct.reader** %r, align 8
  %len = getelementptr inbounds %struct.reader, %struct.reader* %6, i32 0, i32 2
  store i32 %5, i32* %len, align 4
  %7 = load %struct.reader*, %struct.reader** %r, align 8
  store %struct.reader* %7, %struct.reader** %retval, align 8
  br label %return

return:                                           ; preds = %if.end4, %if.then3, %if.then
  %8 = load %struct.reader*, %struct.reader** %retval, align 8
  ret %struct.reader* %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @probe(i8* noundef %s) #0 {
entry:
  %retval = alloca i32, align 4
  %s.addr = alloca i8*, align 8
  %c = alloca %struct.ctx*, align 8
  %n = alloca i32, align 4
  store i8* %s, i8** %s.addr, align 8
  %0 = load i8*, i8** %s.addr, align 8
  %call = call i32 @parse_int(i8* noundef %0, i32* noundef %n)
  %tobool = icmp ne i32 %call, 0
  br i1 %tobool, label %lor.lhs.false, label %if.then

lor.lhs.false:                                    ; preds = %entry
  %1 = load i32, i32* %n, align 4
  %call1 = call i32 @ctx_create(%struct.ctx** noundef %c, i32 noundef %1)
  %cmp = icmp ne i32 %call1, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 -1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %2 = load %struct.ctx*, %struct.ctx** %c, align 8
  %window = getelementptr inbounds %struct.ctx, %struct.ctx* %2, i32 0, i32 1
  %3 = load i32, i32* %window, align 4
  store i32 %3, i32* %n, align 4
  %4 = load %struct.ctx*, %struct.ctx** %c, align 8
  %5 = bitcast %struct.ctx* %4 to i8*
  call void @free(i8* noundef %5) #2
  %6 = load i32, i32* %n, align 4
  store i32 %6, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %7 = load i32, i32* %retval, align 4
  ret i32 %7
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %o = alloca %struct.options*, align 8
  %r = alloca %struct.reader*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 8) #2
  %0 = bitcast i8* %call to %struct.options*
  store %struct.options* %0, %struct.options** %o, align 8
  %1 = load %struct.options*, %struct.options** %o, align 8
  %cmp = icmp eq %struct.options* %1, null
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %2 = load i32, i32* %argc.addr, align 4
  %cmp1 = icmp slt i32 %2, 2
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %3 = load i8**, i8*** %argv.addr, align 8
  %arrayidx = getelementptr inbounds i8*, i8** %3, i64 0
  %4 = load i8*, i8** %arrayidx, align 8
  %call2 = call i32 @probe(i8* noundef %4)
  %5 = load %struct.options*, %struct.options** %o, align 8
  %lgwin = getelementptr inbounds %struct.options, %struct.options* %5, i32 0, i32 1
  store i32 %call2, i32* %lgwin, align 4
  %6 = load i8**, i8*** %argv.addr, align 8
  %arrayidx3 = getelementptr inbounds i8*, i8** %6, i64 1
  %7 = load i8*, i8** %arrayidx3, align 8
  %8 = load %struct.options*, %struct.options** %o, align 8
  %quality = getelementptr inbounds %struct.options, %struct.options* %8, i32 0, i32 0
  %call4 = call i32 @parse_int(i8* noundef %7, i32* noundef %quality)
  %tobool = icmp ne i32 %call4, 0
  br i1 %tobool, label %if.end6, label %if.then5

if.then5:                                         ; preds = %if.end
  store i32 2, i32* %retval, align 4
  br label %return

if.end6:                                          ; preds = %if.end
  %9 = load %struct.options*, %struct.options** %o, align 8
  %quality7 = getelementptr inbounds %struct.options, %struct.options* %9, i32 0, i32 0
  %10 = load i32, i32* %quality7, align 4
  %call8 = call %struct.reader* @reader_open(i32 noundef %10)
  store %struct.reader* %call8, %struct.reader** %r, align 8
  %11 = load %struct.reader*, %struct.reader** %r, align 8
  %cmp9 = icmp ne %struct.reader* %11, null
  br i1 %cmp9, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.end6
  %12 = load %struct.reader*, %struct.reader** %r, align 8
  %ctx = getelementptr inbounds %struct.reader, %struct.reader* %12, i32 0, i32 0
  %13 = load %struct.ctx*, %struct.ctx** %ctx, align 8
  %level = getelementptr inbounds %struct.ctx, %struct.ctx* %13, i32 0, i32 0
  %14 = load i32, i32* %level, align 4
  %15 = load %struct.reader*, %struct.reader** %r, align 8
  %len = getelementptr inbounds %struct.reader, %struct.reader* %15, i32 0, i32 2
  %16 = load i32, i32* %len, align 4
  %add = add nsw i32 %14, %16
  %17 = load %struct.options*, %struct.options** %o, align 8
  %lgwin10 = getelementptr inbounds %struct.options, %struct.options* %17, i32 0, i32 1
  %18 = load i32, i32* %lgwin10, align 4
  %add11 = add nsw i32 %add, %18
  br label %cond.end

cond.false:                                       ; preds = %if.end6
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %add11, %cond.true ], [ 0, %cond.false ]
  store i32 %cond, i32* %retval, align 4
  br label %return

return:                                           ; preds = %cond.end, %if.then5, %if.then
  %19 = load i32, i32* %retval, align 4
  ret i32 %19
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

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
