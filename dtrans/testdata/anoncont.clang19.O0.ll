; ModuleID = 'anoncont.c'
source_filename = "anoncont.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.gz_state = type { %struct.gzfile, i32, i32, ptr, i32 }
%struct.gzfile = type { i32, ptr, i64 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @gzgetc(ptr noundef %file) #0 {
entry:
  %retval = alloca i32, align 4
  %file.addr = alloca ptr, align 8
  %state = alloca ptr, align 8
  store ptr %file, ptr %file.addr, align 8
  %0 = load ptr, ptr %file.addr, align 8
  store ptr %0, ptr %state, align 8
  %1 = load ptr, ptr %state, align 8
  %mode = getelementptr inbounds %struct.gz_state, ptr %1, i32 0, i32 1
  %2 = load i32, ptr %mode, align 8
  %cmp = icmp ne i32 %2, 7247
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 -1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %3 = load ptr, ptr %state, align 8
  %x = getelementptr inbounds %struct.gz_state, ptr %3, i32 0, i32 0
  %have = getelementptr inbounds %struct.gzfile, ptr %x, i32 0, i32 0
  %4 = load i32, ptr %have, align 8
  %cmp1 = icmp eq i32 %4, 0
  br i1 %cmp1, label %land.lhs.true, label %if.end4

land.lhs.true:                                    ; preds = %if.end
  %5 = load ptr, ptr %state, align 8
  %call = call i32 @gz_fetch(ptr noundef %5)
  %cmp2 = icmp ne i32 %call, 0
  br i1 %cmp2, label %if.then3, label %if.end4

if.then3:                                         ; preds = %land.lhs.true
  store i32 -1, ptr %retval, align 4
  br label %return

if.end4:                                          ; preds = %land.lhs.true, %if.end
  %6 = load ptr, ptr %state, align 8
  %x5 = getelementptr inbounds %struct.gz_state, ptr %6, i32 0, i32 0
  %have6 = getelementptr inbounds %struct.gzfile, ptr %x5, i32 0, i32 0
  %7 = load i32, ptr %have6, align 8
  %dec = add i32 %7, -1
  store i32 %dec, ptr %have6, align 8
  %8 = load ptr, ptr %state, align 8
  %x7 = getelementptr inbounds %struct.gz_state, ptr %8, i32 0, i32 0
  %pos = getelementptr inbounds %struct.gzfile, ptr %x7, i32 0, i32 2
  %9 = load i64, ptr %pos, align 8
  %inc = add nsw i64 %9, 1
  store i64 %inc, ptr %pos, align 8
  %10 = load ptr, ptr %state, align 8
  %x8 = getelementptr inbounds %struct.gz_state, ptr %10, i32 0, i32 0
  %next = getelementptr inbounds %struct.gzfile, ptr %x8, i32 0, i32 1
  %11 = load ptr, ptr %next, align 8
  %incdec.ptr = getelementptr inbounds i8, ptr %11, i32 1
  store ptr %incdec.ptr, ptr %next, align 8
  %12 = load i8, ptr %11, align 1
  %conv = zext i8 %12 to i32
  store i32 %conv, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end4, %if.then3, %if.then
  %13 = load i32, ptr %retval, align 4
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @gz_fetch(ptr noundef %state) #0 {
entry:
  %retval = alloca i32, align 4
  %state.addr = alloca ptr, align 8
  store ptr %state, ptr %state.addr, align 8
  %0 = load ptr, ptr %state.addr, align 8
  %1 = load ptr, ptr %state.addr, align 8
  %in = getelementptr inbounds %struct.gz_state, ptr %1, i32 0, i32 3
  %2 = load ptr, ptr %in, align 8
  %3 = load ptr, ptr %state.addr, align 8
  %size = getelementptr inbounds %struct.gz_state, ptr %3, i32 0, i32 4
  %4 = load i32, ptr %size, align 8
  %5 = load ptr, ptr %state.addr, align 8
  %x = getelementptr inbounds %struct.gz_state, ptr %5, i32 0, i32 0
  %have = getelementptr inbounds %struct.gzfile, ptr %x, i32 0, i32 0
  %call = call i32 @gz_load(ptr noundef %0, ptr noundef %2, i32 noundef %4, ptr noundef %have)
  %cmp = icmp ne i32 %call, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 -1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %6 = load ptr, ptr %state.addr, align 8
  %in1 = getelementptr inbounds %struct.gz_state, ptr %6, i32 0, i32 3
  %7 = load ptr, ptr %in1, align 8
  %8 = load ptr, ptr %state.addr, align 8
  %x2 = getelementptr inbounds %struct.gz_state, ptr %8, i32 0, i32 0
  %next = getelementptr inbounds %struct.gzfile, ptr %x2, i32 0, i32 1
  store ptr %7, ptr %next, align 8
  store i32 0, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %9 = load i32, ptr %retval, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @gzopen(i32 noundef %fd) #0 {
entry:
  %retval = alloca ptr, align 8
  %fd.addr = alloca i32, align 4
  %state = alloca ptr, align 8
  store i32 %fd, ptr %fd.addr, align 4
  %call = call noalias ptr @malloc(i64 noundef 48) #2
  store ptr %call, ptr %state, align 8
  %0 = load ptr, ptr %state, align 8
  %cmp = icmp eq ptr %0, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store ptr null, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %1 = load ptr, ptr %state, align 8
  %mode = getelementptr inbounds %struct.gz_state, ptr %1, i32 0, i32 1
  store i32 7247, ptr %mode, align 8
  %2 = load i32, ptr %fd.addr, align 4
  %3 = load ptr, ptr %state, align 8
  %fd1 = getelementptr inbounds %struct.gz_state, ptr %3, i32 0, i32 2
  store i32 %2, ptr %fd1, align 4
  %4 = load ptr, ptr %state, align 8
  %size = getelementptr inbounds %struct.gz_state, ptr %4, i32 0, i32 4
  store i32 64, ptr %size, align 8
  %5 = load ptr, ptr %state, align 8
  %size2 = getelementptr inbounds %struct.gz_state, ptr %5, i32 0, i32 4
  %6 = load i32, ptr %size2, align 8
  %conv = zext i32 %6 to i64
  %call3 = call noalias ptr @malloc(i64 noundef %conv) #2
  %7 = load ptr, ptr %state, align 8
  %in = getelementptr inbounds %struct.gz_state, ptr %7, i32 0, i32 3
  store ptr %call3, ptr %in, align 8
  %8 = load ptr, ptr %state, align 8
  %x = getelementptr inbounds %struct.gz_state, ptr %8, i32 0, i32 0
  %have = getelementptr inbounds %struct.gzfile, ptr %x, i32 0, i32 0
  store i32 0, ptr %have, align 8
  %9 = load ptr, ptr %state, align 8
  %x4 = getelementptr inbounds %struct.gz_state, ptr %9, i32 0, i32 0
  %pos = getelementptr inbounds %struct.gzfile, ptr %x4, i32 0, i32 2
  store i64 0, ptr %pos, align 8
  %10 = load ptr, ptr %state, align 8
  store ptr %10, ptr %retval, align 8
  br label %return

return:                                           ; preds = %if.end, %if.then
  %11 = load ptr, ptr %retval, align 8
  ret ptr %11
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %f = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %1 = load i32, ptr %argc.addr, align 4
  %call = call ptr @gzopen(i32 noundef %1)
  store ptr %call, ptr %f, align 8
  %2 = load ptr, ptr %f, align 8
  %cmp = icmp eq ptr %2, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %3 = load ptr, ptr %f, align 8
  %call1 = call i32 @gzgetc(ptr noundef %3)
  %4 = load ptr, ptr %f, align 8
  %call2 = call i32 @gzgetc(ptr noundef %4)
  %add = add nsw i32 %call1, %call2
  store i32 %add, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %5 = load i32, ptr %retval, align 4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @gz_load(ptr noundef %state, ptr noundef %buf, i32 noundef %len, ptr noundef %have) #0 {
entry:
  %state.addr = alloca ptr, align 8
  %buf.addr = alloca ptr, align 8
  %len.addr = alloca i32, align 4
  %have.addr = alloca ptr, align 8
  store ptr %state, ptr %state.addr, align 8
  store ptr %buf, ptr %buf.addr, align 8
  store i32 %len, ptr %len.addr, align 4
  store ptr %have, ptr %have.addr, align 8
  %0 = load ptr, ptr %have.addr, align 8
  store i32 0, ptr %0, align 4
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %1 = load ptr, ptr %have.addr, align 8
  %2 = load i32, ptr %1, align 4
  %3 = load i32, ptr %len.addr, align 4
  %cmp = icmp ult i32 %2, %3
  br i1 %cmp, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %4 = load ptr, ptr %state.addr, align 8
  %fd = getelementptr inbounds %struct.gz_state, ptr %4, i32 0, i32 2
  %5 = load i32, ptr %fd, align 4
  %6 = load ptr, ptr %have.addr, align 8
  %7 = load i32, ptr %6, align 4
  %add = add i32 %5, %7
  %conv = trunc i32 %add to i8
  %8 = load ptr, ptr %buf.addr, align 8
  %9 = load ptr, ptr %have.addr, align 8
  %10 = load i32, ptr %9, align 4
  %idxprom = zext i32 %10 to i64
  %arrayidx = getelementptr inbounds i8, ptr %8, i64 %idxprom
  store i8 %conv, ptr %arrayidx, align 1
  %11 = load ptr, ptr %have.addr, align 8
  %12 = load i32, ptr %11, align 4
  %add1 = add i32 %12, 1
  store i32 %add1, ptr %11, align 4
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %while.cond
  ret i32 0
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) }

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
