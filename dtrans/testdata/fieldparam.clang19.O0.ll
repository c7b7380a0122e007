; ModuleID = 'fieldparam.c'
source_filename = "fieldparam.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.ctx = type { i32, i32 }
%struct.reader = type { ptr, i32, i32 }
%struct.options = type { i32, i32 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @ctx_create(ptr noundef %out, i32 noundef %level) #0 {
entry:
  %retval = alloca i32, align 4
  %out.addr = alloca ptr, align 8
  %level.addr = alloca i32, align 4
  %c = alloca ptr, align 8
  store ptr %out, ptr %out.addr, align 8
  store i32 %level, ptr %level.addr, align 4
  %call = call noalias ptr @malloc(i64 noundef 8) #3
  store ptr %call, ptr %c, align 8
  %0 = load ptr, ptr %c, align 8
  %cmp = icmp eq ptr %0, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 -1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %1 = load i32, ptr %level.addr, align 4
  %2 = load ptr, ptr %c, align 8
  %level1 = getelementptr inbounds %struct.ctx, ptr %2, i32 0, i32 0
  store i32 %1, ptr %level1, align 4
  %3 = load ptr, ptr %c, align 8
  %window = getelementptr inbounds %struct.ctx, ptr %3, i32 0, i32 1
  store i32 0, ptr %window, align 4
  %4 = load ptr, ptr %c, align 8
  %5 = load ptr, ptr %out.addr, align 8
  store ptr %4, ptr %5, align 8
  store i32 0, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %6 = load i32, ptr %retval, align 4
  ret i32 %6
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @parse_int(ptr noundef %s, ptr noundef %result) #0 {
entry:
  %s.addr = alloca ptr, align 8
  %result.addr = alloca ptr, align 8
  %v = alloca i32, align 4
  store ptr %s, ptr %s.addr, align 8
  store ptr %result, ptr %result.addr, align 8
  store i32 0, ptr %v, align 4
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %0 = load ptr, ptr %s.addr, align 8
  %1 = load i8, ptr %0, align 1
  %conv = sext i8 %1 to i32
  %cmp = icmp sge i32 %conv, 48
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %while.cond
  %2 = load ptr, ptr %s.addr, align 8
  %3 = load i8, ptr %2, align 1
  %conv2 = sext i8 %3 to i32
  %cmp3 = icmp sle i32 %conv2, 57
  br label %land.end

land.end:                                         ; preds = %land.rhs, %while.cond
  %4 = phi i1 [ false, %while.cond ], [ %cmp3, %land.rhs ]
  br i1 %4, label %while.body, label %while.end

while.body:                                       ; preds = %land.end
  %5 = load i32, ptr %v, align 4
  %mul = mul nsw i32 %5, 10
  %6 = load ptr, ptr %s.addr, align 8
  %incdec.ptr = getelementptr inbounds i8, ptr %6, i32 1
  store ptr %incdec.ptr, ptr %s.addr, align 8
  %7 = load i8, ptr %6, align 1
  %conv5 = sext i8 %7 to i32
  %sub = sub nsw i32 %conv5, 48
  %add = add nsw i32 %mul, %sub
  store i32 %add, ptr %v, align 4
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %land.end
  %8 = load i32, ptr %v, align 4
  %9 = load ptr, ptr %result.addr, align 8
  store i32 %8, ptr %9, align 4
  %10 = load i32, ptr %v, align 4
  %cmp6 = icmp sge i32 %10, 0
  %conv7 = zext i1 %cmp6 to i32
  ret i32 %conv7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @reader_open(i32 noundef %level) #0 {
entry:
  %retval = alloca ptr, align 8
  %level.addr = alloca i32, align 4
  %r = alloca ptr, align 8
  store i32 %level, ptr %level.addr, align 4
  %call = call noalias ptr @malloc(i64 noundef 16) #3
  store ptr %call, ptr %r, align 8
  %0 = load ptr, ptr %r, align 8
  %cmp = icmp eq ptr %0, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store ptr null, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %1 = load ptr, ptr %r, align 8
  %ctx = getelementptr inbounds %struct.reader, ptr %1, i32 0, i32 0
  %2 = load i32, ptr %level.addr, align 4
  %call1 = call i32 @ctx_create(ptr noundef %ctx, i32 noundef %2)
  %cmp2 = icmp ne i32 %call1, 0
  br i1 %cmp2, label %if.then3, label %if.end4

if.then3:                                         ; preds = %if.end
  store ptr null, ptr %retval, align 8
  br label %return

if.end4:                                          ; preds = %if.end
  %3 = load ptr, ptr %r, align 8
  %pos = getelementptr inbounds %struct.reader, ptr %3, i32 0, i32 1
  store i32 0, ptr %pos, align 8
  %4 = load i32, ptr %level.addr, align 4
  %5 = load ptr, ptr %r, align 8
  %len = getelementptr inbounds %struct.reader, ptr %5, i32 0, i32 2
  store i32 %4, ptr %len, align 4
  %6 = load ptr, ptr %r, align 8
  store ptr %6, ptr %retval, align 8
  br label %return

return:                                           ; preds = %if.end4, %if.then3, %if.then
  %7 = load ptr, ptr %retval, align 8
  ret ptr %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @probe(ptr noundef %s) #0 {
entry:
  %retval = alloca i32, align 4
  %s.addr = alloca ptr, align 8
  %c = alloca ptr, align 8
  %n = alloca i32, align 4
  store ptr %s, ptr %s.addr, align 8
  %0 = load ptr, ptr %s.addr, align 8
  %call = call i32 @parse_int(ptr noundef %0, ptr noundef %n)
  %tobool = icmp ne i32 %call, 0
  br i1 %tobool, label %lor.lhs.false, label %if.then

lor.lhs.false:                                    ; preds = %entry
  %1 = load i32, ptr %n, align 4
  %call1 = call i32 @ctx_create(ptr noundef %c, i32 noundef %1)
  %cmp = icmp ne i32 %call1, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 -1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %2 = load ptr, ptr %c, align 8
  %window = getelementptr inbounds %struct.ctx, ptr %2, i32 0, i32 1
  %3 = load i32, ptr %window, align 4
  store i32 %3, ptr %n, align 4
  %4 = load ptr, ptr %c, align 8
  call void @free(ptr noundef %4) #4
  %5 = load i32, ptr %n, align 4
  store i32 %5, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %6 = load i32, ptr %retval, align 4
  ret i32 %6
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %o = alloca ptr, align 8
  %r = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 8) #3
  store ptr %call, ptr %o, align 8
  %0 = load ptr, ptr %o, align 8
  %cmp = icmp eq ptr %0, null
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %1 = load i32, ptr %argc.addr, align 4
  %cmp1 = icmp slt i32 %1, 2
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %2 = load ptr, ptr %argv.addr, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %2, i64 0
  %3 = load ptr, ptr %arrayidx, align 8
  %call2 = call i32 @probe(ptr noundef %3)
  %4 = load ptr, ptr %o, align 8
  %lgwin = getelementptr inbounds %struct.options, ptr %4, i32 0, i32 1
  store i32 %call2, ptr %lgwin, align 4
  %5 = load ptr, ptr %argv.addr, align 8
  %arrayidx3 = getelementptr inbounds ptr, ptr %5, i64 1
  %6 = load ptr, ptr %arrayidx3, align 8
  %7 = load ptr, ptr %o, align 8
  %quality = getelementptr inbounds %struct.options, ptr %7, i32 0, i32 0
  %call4 = call i32 @parse_int(ptr noundef %6, ptr noundef %quality)
  %tobool = icmp ne i32 %call4, 0
  br i1 %tobool, label %if.end6, label %if.then5

if.then5:                                         ; preds = %if.end
  store i32 2, ptr %retval, align 4
  br label %return

if.end6:                                          ; preds = %if.end
  %8 = load ptr, ptr %o, align 8
  %quality7 = getelementptr inbounds %struct.options, ptr %8, i32 0, i32 0
  %9 = load i32, ptr %quality7, align 4
  %call8 = call ptr @reader_open(i32 noundef %9)
  store ptr %call8, ptr %r, align 8
  %10 = load ptr, ptr %r, align 8
  %cmp9 = icmp ne ptr %10, null
  br i1 %cmp9, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.end6
  %11 = load ptr, ptr %r, align 8
  %ctx = getelementptr inbounds %struct.reader, ptr %11, i32 0, i32 0
  %12 = load ptr, ptr %ctx, align 8
  %level = getelementptr inbounds %struct.ctx, ptr %12, i32 0, i32 0
  %13 = load i32, ptr %level, align 4
  %14 = load ptr, ptr %r, align 8
  %len = getelementptr inbounds %struct.reader, ptr %14, i32 0, i32 2
  %15 = load i32, ptr %len, align 4
  %add = add nsw i32 %13, %15
  %16 = load ptr, ptr %o, align 8
  %lgwin10 = getelementptr inbounds %struct.options, ptr %16, i32 0, i32 1
  %17 = load i32, ptr %lgwin10, align 4
  %add11 = add nsw i32 %add, %17
  br label %cond.end

cond.false:                                       ; preds = %if.end6
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %add11, %cond.true ], [ 0, %cond.false ]
  store i32 %cond, ptr %retval, align 4
  br label %return

return:                                           ; preds = %cond.end, %if.then5, %if.then
  %18 = load i32, ptr %retval, align 4
  ret i32 %18
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) }
attributes #4 = { nounwind }

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
