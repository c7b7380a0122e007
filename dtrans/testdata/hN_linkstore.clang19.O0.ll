; ModuleID = 'hN_linkstore.c'
source_filename = "hN_linkstore.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Journal = type { i32, i32, ptr, i64 }
%struct.Chunk = type { ptr, [8 x i8] }

@__const.main.j = private unnamed_addr constant %struct.Journal { i32 8, i32 0, ptr null, i64 0 }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %j = alloca %struct.Journal, align 8
  %i = alloca i32, align 4
  %c = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %j, ptr align 8 @__const.main.j, i64 24, i1 false)
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, ptr %i, align 4
  %2 = load i32, ptr %argc.addr, align 4
  %add = add nsw i32 %2, 3
  %cmp = icmp slt i32 %1, %add
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %call = call noalias ptr @malloc(i64 noundef 16) #4
  store ptr %call, ptr %c, align 8
  %3 = load ptr, ptr %c, align 8
  %tobool = icmp ne ptr %3, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %for.body
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %for.body
  %first = getelementptr inbounds %struct.Journal, ptr %j, i32 0, i32 2
  %4 = load ptr, ptr %first, align 8
  %5 = load ptr, ptr %c, align 8
  %next = getelementptr inbounds %struct.Chunk, ptr %5, i32 0, i32 0
  store ptr %4, ptr %next, align 8
  %6 = load ptr, ptr %c, align 8
  %first1 = getelementptr inbounds %struct.Journal, ptr %j, i32 0, i32 2
  store ptr %6, ptr %first1, align 8
  %size = getelementptr inbounds %struct.Journal, ptr %j, i32 0, i32 3
  %7 = load i64, ptr %size, align 8
  %add2 = add nsw i64 %7, 8
  store i64 %add2, ptr %size, align 8
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %8 = load i32, ptr %i, align 4
  %inc = add nsw i32 %8, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %9 = load i32, ptr %argc.addr, align 4
  %mul = mul nsw i32 %9, 8
  %conv = sext i32 %mul to i64
  call void @truncateTo(ptr noundef %j, i64 noundef %conv)
  call void @truncateTo(ptr noundef %j, i64 noundef 0)
  %size3 = getelementptr inbounds %struct.Journal, ptr %j, i32 0, i32 3
  %10 = load i64, ptr %size3, align 8
  %conv4 = trunc i64 %10 to i32
  store i32 %conv4, ptr %retval, align 4
  br label %return

return:                                           ; preds = %for.end, %if.then
  %11 = load i32, ptr %retval, align 4
  ret i32 %11
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @truncateTo(ptr noundef %p, i64 noundef %n) #0 {
entry:
  %p.addr = alloca ptr, align 8
  %n.addr = alloca i64, align 8
  %it = alloca ptr, align 8
  %k = alloca i64, align 8
  store ptr %p, ptr %p.addr, align 8
  store i64 %n, ptr %n.addr, align 8
  %0 = load i64, ptr %n.addr, align 8
  %1 = load ptr, ptr %p.addr, align 8
  %size = getelementptr inbounds %struct.Journal, ptr %1, i32 0, i32 3
  %2 = load i64, ptr %size, align 8
  %cmp = icmp slt i64 %0, %2
  br i1 %cmp, label %if.then, label %if.end15

if.then:                                          ; preds = %entry
  store ptr null, ptr %it, align 8
  %3 = load i64, ptr %n.addr, align 8
  %cmp1 = icmp eq i64 %3, 0
  br i1 %cmp1, label %if.then2, label %if.else

if.then2:                                         ; preds = %if.then
  %4 = load ptr, ptr %p.addr, align 8
  %first = getelementptr inbounds %struct.Journal, ptr %4, i32 0, i32 2
  %5 = load ptr, ptr %first, align 8
  call void @freeChunks(ptr noundef %5)
  %6 = load ptr, ptr %p.addr, align 8
  %first3 = getelementptr inbounds %struct.Journal, ptr %6, i32 0, i32 2
  store ptr null, ptr %first3, align 8
  br label %if.end13

if.else:                                          ; preds = %if.then
  %7 = load ptr, ptr %p.addr, align 8
  %nChunk = getelementptr inbounds %struct.Journal, ptr %7, i32 0, i32 0
  %8 = load i32, ptr %nChunk, align 8
  %conv = sext i32 %8 to i64
  store i64 %conv, ptr %k, align 8
  %9 = load ptr, ptr %p.addr, align 8
  %first4 = getelementptr inbounds %struct.Journal, ptr %9, i32 0, i32 2
  %10 = load ptr, ptr %first4, align 8
  store ptr %10, ptr %it, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.else
  %11 = load ptr, ptr %it, align 8
  %tobool = icmp ne ptr %11, null
  br i1 %tobool, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %for.cond
  %12 = load i64, ptr %k, align 8
  %13 = load i64, ptr %n.addr, align 8
  %cmp5 = icmp slt i64 %12, %13
  br label %land.end

land.end:                                         ; preds = %land.rhs, %for.cond
  %14 = phi i1 [ false, %for.cond ], [ %cmp5, %land.rhs ]
  br i1 %14, label %for.body, label %for.end

for.body:                                         ; preds = %land.end
  %15 = load ptr, ptr %p.addr, align 8
  %nChunk7 = getelementptr inbounds %struct.Journal, ptr %15, i32 0, i32 0
  %16 = load i32, ptr %nChunk7, align 8
  %conv8 = sext i32 %16 to i64
  %17 = load i64, ptr %k, align 8
  %add = add nsw i64 %17, %conv8
  store i64 %add, ptr %k, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %18 = load ptr, ptr %it, align 8
  %next = getelementptr inbounds %struct.Chunk, ptr %18, i32 0, i32 0
  %19 = load ptr, ptr %next, align 8
  store ptr %19, ptr %it, align 8
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %land.end
  %20 = load ptr, ptr %it, align 8
  %tobool9 = icmp ne ptr %20, null
  br i1 %tobool9, label %if.then10, label %if.end

if.then10:                                        ; preds = %for.end
  %21 = load ptr, ptr %it, align 8
  %next11 = getelementptr inbounds %struct.Chunk, ptr %21, i32 0, i32 0
  %22 = load ptr, ptr %next11, align 8
  call void @freeChunks(ptr noundef %22)
  %23 = load ptr, ptr %it, align 8
  %next12 = getelementptr inbounds %struct.Chunk, ptr %23, i32 0, i32 0
  store ptr null, ptr %next12, align 8
  br label %if.end

if.end:                                           ; preds = %if.then10, %for.end
  br label %if.end13

if.end13:                                         ; preds = %if.end, %if.then2
  %24 = load i64, ptr %n.addr, align 8
  %25 = load ptr, ptr %p.addr, align 8
  %size14 = getelementptr inbounds %struct.Journal, ptr %25, i32 0, i32 3
  store i64 %24, ptr %size14, align 8
  br label %if.end15

if.end15:                                         ; preds = %if.end13, %entry
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @freeChunks(ptr noundef %c) #0 {
entry:
  %c.addr = alloca ptr, align 8
  %n = alloca ptr, align 8
  store ptr %c, ptr %c.addr, align 8
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %0 = load ptr, ptr %c.addr, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %1 = load ptr, ptr %c.addr, align 8
  %next = getelementptr inbounds %struct.Chunk, ptr %1, i32 0, i32 0
  %2 = load ptr, ptr %next, align 8
  store ptr %2, ptr %n, align 8
  %3 = load ptr, ptr %c.addr, align 8
  call void @free(ptr noundef %3) #5
  %4 = load ptr, ptr %n, align 8
  store ptr %4, ptr %c.addr, align 8
  br label %while.cond, !llvm.loop !9

while.end:                                        ; preds = %while.cond
  ret void
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

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
