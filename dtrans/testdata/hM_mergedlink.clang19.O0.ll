; ModuleID = 'hM_mergedlink.c'
source_filename = "hM_mergedlink.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Chunk = type { ptr, [8 x i8] }
%struct.J = type { i32, ptr }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @newchunk(ptr noundef %next) #0 {
entry:
  %next.addr = alloca ptr, align 8
  %c = alloca ptr, align 8
  store ptr %next, ptr %next.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 16) #3
  store ptr %call, ptr %c, align 8
  %0 = load ptr, ptr %next.addr, align 8
  %1 = load ptr, ptr %c, align 8
  %next1 = getelementptr inbounds %struct.Chunk, ptr %1, i32 0, i32 0
  store ptr %0, ptr %next1, align 8
  %2 = load ptr, ptr %c, align 8
  %data = getelementptr inbounds %struct.Chunk, ptr %2, i32 0, i32 1
  %arrayidx = getelementptr inbounds [8 x i8], ptr %data, i64 0, i64 0
  store i8 0, ptr %arrayidx, align 8
  %3 = load ptr, ptr %c, align 8
  ret ptr %3
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @freeall(ptr noundef %c) #0 {
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
  call void @free(ptr noundef %3) #4
  %4 = load ptr, ptr %n, align 8
  store ptr %4, ptr %c.addr, align 8
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %while.cond
  ret void
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @truncate(ptr noundef %p, i32 noundef %size) #0 {
entry:
  %p.addr = alloca ptr, align 8
  %size.addr = alloca i32, align 4
  %it = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  store i32 %size, ptr %size.addr, align 4
  %0 = load i32, ptr %size.addr, align 4
  %cmp = icmp eq i32 %0, 0
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %1 = load ptr, ptr %p.addr, align 8
  %first = getelementptr inbounds %struct.J, ptr %1, i32 0, i32 1
  %2 = load ptr, ptr %first, align 8
  call void @freeall(ptr noundef %2)
  %3 = load ptr, ptr %p.addr, align 8
  %first1 = getelementptr inbounds %struct.J, ptr %3, i32 0, i32 1
  store ptr null, ptr %first1, align 8
  br label %if.end8

if.else:                                          ; preds = %entry
  %4 = load ptr, ptr %p.addr, align 8
  %first2 = getelementptr inbounds %struct.J, ptr %4, i32 0, i32 1
  %5 = load ptr, ptr %first2, align 8
  store ptr %5, ptr %it, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.else
  %6 = load ptr, ptr %it, align 8
  %tobool = icmp ne ptr %6, null
  br i1 %tobool, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %for.cond
  %7 = load i32, ptr %size.addr, align 4
  %cmp3 = icmp sgt i32 %7, 1
  br label %land.end

land.end:                                         ; preds = %land.rhs, %for.cond
  %8 = phi i1 [ false, %for.cond ], [ %cmp3, %land.rhs ]
  br i1 %8, label %for.body, label %for.end

for.body:                                         ; preds = %land.end
  %9 = load i32, ptr %size.addr, align 4
  %dec = add nsw i32 %9, -1
  store i32 %dec, ptr %size.addr, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %10 = load ptr, ptr %it, align 8
  %next = getelementptr inbounds %struct.Chunk, ptr %10, i32 0, i32 0
  %11 = load ptr, ptr %next, align 8
  store ptr %11, ptr %it, align 8
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %land.end
  %12 = load ptr, ptr %it, align 8
  %tobool4 = icmp ne ptr %12, null
  br i1 %tobool4, label %if.then5, label %if.end

if.then5:                                         ; preds = %for.end
  %13 = load ptr, ptr %it, align 8
  %next6 = getelementptr inbounds %struct.Chunk, ptr %13, i32 0, i32 0
  %14 = load ptr, ptr %next6, align 8
  call void @freeall(ptr noundef %14)
  %15 = load ptr, ptr %it, align 8
  %next7 = getelementptr inbounds %struct.Chunk, ptr %15, i32 0, i32 0
  store ptr null, ptr %next7, align 8
  br label %if.end

if.end:                                           ; preds = %if.then5, %for.end
  br label %if.end8

if.end8:                                          ; preds = %if.end, %if.then
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %j = alloca ptr, align 8
  %i = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 16) #3
  store ptr %call, ptr %j, align 8
  %0 = load i32, ptr %argc.addr, align 4
  %1 = load ptr, ptr %j, align 8
  %n = getelementptr inbounds %struct.J, ptr %1, i32 0, i32 0
  store i32 %0, ptr %n, align 8
  %2 = load ptr, ptr %j, align 8
  %first = getelementptr inbounds %struct.J, ptr %2, i32 0, i32 1
  store ptr null, ptr %first, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %3 = load i32, ptr %i, align 4
  %4 = load i32, ptr %argc.addr, align 4
  %cmp = icmp slt i32 %3, %4
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %5 = load ptr, ptr %j, align 8
  %first1 = getelementptr inbounds %struct.J, ptr %5, i32 0, i32 1
  %6 = load ptr, ptr %first1, align 8
  %call2 = call ptr @newchunk(ptr noundef %6)
  %7 = load ptr, ptr %j, align 8
  %first3 = getelementptr inbounds %struct.J, ptr %7, i32 0, i32 1
  store ptr %call2, ptr %first3, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %8 = load i32, ptr %i, align 4
  %inc = add nsw i32 %8, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !9

for.end:                                          ; preds = %for.cond
  %9 = load ptr, ptr %j, align 8
  %10 = load i32, ptr %argc.addr, align 4
  %div = sdiv i32 %10, 2
  call void @truncate(ptr noundef %9, i32 noundef %div)
  %11 = load ptr, ptr %j, align 8
  %first4 = getelementptr inbounds %struct.J, ptr %11, i32 0, i32 1
  %12 = load ptr, ptr %first4, align 8
  %cmp5 = icmp ne ptr %12, null
  %conv = zext i1 %cmp5 to i32
  ret i32 %conv
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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
