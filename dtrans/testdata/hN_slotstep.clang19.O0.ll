; ModuleID = 'hN_slotstep.c'
source_filename = "hN_slotstep.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Set = type { ptr, ptr, i32 }
%struct.Entry = type { i64, ptr, ptr }
%struct.Other = type { i32, i32, ptr }
%struct.Chunk = type { ptr, [8 x %struct.Entry] }
%struct.Slot = type { ptr }

@freeList = internal global ptr null, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %set = alloca %struct.Set, align 8
  %t = alloca i64, align 8
  %i = alloca i32, align 4
  %e = alloca ptr, align 8
  %o = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %set, i8 0, i64 24, i1 false)
  store i64 0, ptr %t, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, ptr %i, align 4
  %2 = load i32, ptr %argc.addr, align 4
  %mul = mul nsw i32 %2, 10
  %cmp = icmp slt i32 %1, %mul
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %call = call ptr @entryAlloc(ptr noundef %set)
  store ptr %call, ptr %e, align 8
  %3 = load ptr, ptr %e, align 8
  %tobool = icmp ne ptr %3, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %for.body
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %for.body
  %4 = load i32, ptr %i, align 4
  %conv = sext i32 %4 to i64
  %5 = load ptr, ptr %e, align 8
  %v = getelementptr inbounds %struct.Entry, ptr %5, i32 0, i32 0
  store i64 %conv, ptr %v, align 8
  %6 = load ptr, ptr %e, align 8
  %r = getelementptr inbounds %struct.Entry, ptr %6, i32 0, i32 1
  store ptr null, ptr %r, align 8
  %7 = load ptr, ptr %e, align 8
  %8 = load ptr, ptr %e, align 8
  %l = getelementptr inbounds %struct.Entry, ptr %8, i32 0, i32 2
  store ptr %7, ptr %l, align 8
  %9 = load ptr, ptr %e, align 8
  %l1 = getelementptr inbounds %struct.Entry, ptr %9, i32 0, i32 2
  %10 = load ptr, ptr %l1, align 8
  %v2 = getelementptr inbounds %struct.Entry, ptr %10, i32 0, i32 0
  %11 = load i64, ptr %v2, align 8
  %12 = load i64, ptr %t, align 8
  %add = add nsw i64 %12, %11
  store i64 %add, ptr %t, align 8
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %13 = load i32, ptr %i, align 4
  %inc = add nsw i32 %13, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %14 = load i32, ptr %argc.addr, align 4
  %call3 = call ptr @otherNew(i32 noundef %14)
  store ptr %call3, ptr %o, align 8
  %15 = load ptr, ptr %o, align 8
  %tobool4 = icmp ne ptr %15, null
  br i1 %tobool4, label %if.then5, label %if.end8

if.then5:                                         ; preds = %for.end
  %16 = load ptr, ptr %o, align 8
  %y = getelementptr inbounds %struct.Other, ptr %16, i32 0, i32 1
  %17 = load i32, ptr %y, align 4
  %conv6 = sext i32 %17 to i64
  %18 = load i64, ptr %t, align 8
  %add7 = add nsw i64 %18, %conv6
  store i64 %add7, ptr %t, align 8
  %19 = load ptr, ptr %o, align 8
  call void @poolFree(ptr noundef %19)
  br label %if.end8

if.end8:                                          ; preds = %if.then5, %for.end
  call void @setClear(ptr noundef %set)
  %20 = load i64, ptr %t, align 8
  %conv9 = trunc i64 %20 to i32
  store i32 %conv9, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end8, %if.then
  %21 = load i32, ptr %retval, align 4
  ret i32 %21
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @entryAlloc(ptr noundef %p) #0 {
entry:
  %retval = alloca ptr, align 8
  %p.addr = alloca ptr, align 8
  %c = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %nFresh = getelementptr inbounds %struct.Set, ptr %0, i32 0, i32 2
  %1 = load i32, ptr %nFresh, align 8
  %cmp = icmp eq i32 %1, 0
  br i1 %cmp, label %if.then, label %if.end4

if.then:                                          ; preds = %entry
  %call = call ptr @poolAlloc(i64 noundef 200)
  store ptr %call, ptr %c, align 8
  %2 = load ptr, ptr %c, align 8
  %tobool = icmp ne ptr %2, null
  br i1 %tobool, label %if.end, label %if.then1

if.then1:                                         ; preds = %if.then
  store ptr null, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %if.then
  %3 = load ptr, ptr %p.addr, align 8
  %chunk = getelementptr inbounds %struct.Set, ptr %3, i32 0, i32 0
  %4 = load ptr, ptr %chunk, align 8
  %5 = load ptr, ptr %c, align 8
  %next = getelementptr inbounds %struct.Chunk, ptr %5, i32 0, i32 0
  store ptr %4, ptr %next, align 8
  %6 = load ptr, ptr %c, align 8
  %7 = load ptr, ptr %p.addr, align 8
  %chunk2 = getelementptr inbounds %struct.Set, ptr %7, i32 0, i32 0
  store ptr %6, ptr %chunk2, align 8
  %8 = load ptr, ptr %c, align 8
  %a = getelementptr inbounds %struct.Chunk, ptr %8, i32 0, i32 1
  %arraydecay = getelementptr inbounds [8 x %struct.Entry], ptr %a, i64 0, i64 0
  %9 = load ptr, ptr %p.addr, align 8
  %fresh = getelementptr inbounds %struct.Set, ptr %9, i32 0, i32 1
  store ptr %arraydecay, ptr %fresh, align 8
  %10 = load ptr, ptr %p.addr, align 8
  %nFresh3 = getelementptr inbounds %struct.Set, ptr %10, i32 0, i32 2
  store i32 8, ptr %nFresh3, align 8
  br label %if.end4

if.end4:                                          ; preds = %if.end, %entry
  %11 = load ptr, ptr %p.addr, align 8
  %nFresh5 = getelementptr inbounds %struct.Set, ptr %11, i32 0, i32 2
  %12 = load i32, ptr %nFresh5, align 8
  %dec = add nsw i32 %12, -1
  store i32 %dec, ptr %nFresh5, align 8
  %13 = load ptr, ptr %p.addr, align 8
  %fresh6 = getelementptr inbounds %struct.Set, ptr %13, i32 0, i32 1
  %14 = load ptr, ptr %fresh6, align 8
  %incdec.ptr = getelementptr inbounds %struct.Entry, ptr %14, i32 1
  store ptr %incdec.ptr, ptr %fresh6, align 8
  store ptr %14, ptr %retval, align 8
  br label %return

return:                                           ; preds = %if.end4, %if.then1
  %15 = load ptr, ptr %retval, align 8
  ret ptr %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @otherNew(i32 noundef %x) #0 {
entry:
  %retval = alloca ptr, align 8
  %x.addr = alloca i32, align 4
  %o = alloca ptr, align 8
  store i32 %x, ptr %x.addr, align 4
  %call = call ptr @poolAlloc(i64 noundef 16)
  store ptr %call, ptr %o, align 8
  %0 = load ptr, ptr %o, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store ptr null, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %1 = load i32, ptr %x.addr, align 4
  %2 = load ptr, ptr %o, align 8
  %x1 = getelementptr inbounds %struct.Other, ptr %2, i32 0, i32 0
  store i32 %1, ptr %x1, align 8
  %3 = load i32, ptr %x.addr, align 4
  %add = add nsw i32 %3, 1
  %4 = load ptr, ptr %o, align 8
  %y = getelementptr inbounds %struct.Other, ptr %4, i32 0, i32 1
  store i32 %add, ptr %y, align 4
  %5 = load ptr, ptr %o, align 8
  %name = getelementptr inbounds %struct.Other, ptr %5, i32 0, i32 2
  store ptr null, ptr %name, align 8
  %6 = load ptr, ptr %o, align 8
  store ptr %6, ptr %retval, align 8
  br label %return

return:                                           ; preds = %if.end, %if.then
  %7 = load ptr, ptr %retval, align 8
  ret ptr %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @poolFree(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  %s = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  store ptr %0, ptr %s, align 8
  %1 = load ptr, ptr @freeList, align 8
  %2 = load ptr, ptr %s, align 8
  %next = getelementptr inbounds %struct.Slot, ptr %2, i32 0, i32 0
  store ptr %1, ptr %next, align 8
  %3 = load ptr, ptr %s, align 8
  store ptr %3, ptr @freeList, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @setClear(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  %c = alloca ptr, align 8
  %n = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %chunk = getelementptr inbounds %struct.Set, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %chunk, align 8
  store ptr %1, ptr %c, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %2 = load ptr, ptr %c, align 8
  %tobool = icmp ne ptr %2, null
  br i1 %tobool, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %3 = load ptr, ptr %c, align 8
  %next = getelementptr inbounds %struct.Chunk, ptr %3, i32 0, i32 0
  %4 = load ptr, ptr %next, align 8
  store ptr %4, ptr %n, align 8
  %5 = load ptr, ptr %c, align 8
  call void @poolFree(ptr noundef %5)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %6 = load ptr, ptr %n, align 8
  store ptr %6, ptr %c, align 8
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %for.cond
  %7 = load ptr, ptr %p.addr, align 8
  %chunk1 = getelementptr inbounds %struct.Set, ptr %7, i32 0, i32 0
  store ptr null, ptr %chunk1, align 8
  %8 = load ptr, ptr %p.addr, align 8
  %nFresh = getelementptr inbounds %struct.Set, ptr %8, i32 0, i32 2
  store i32 0, ptr %nFresh, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @poolAlloc(i64 noundef %n) #0 {
entry:
  %retval = alloca ptr, align 8
  %n.addr = alloca i64, align 8
  %s = alloca ptr, align 8
  store i64 %n, ptr %n.addr, align 8
  %0 = load ptr, ptr @freeList, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %1 = load ptr, ptr @freeList, align 8
  store ptr %1, ptr %s, align 8
  %2 = load ptr, ptr %s, align 8
  %next = getelementptr inbounds %struct.Slot, ptr %2, i32 0, i32 0
  %3 = load ptr, ptr %next, align 8
  store ptr %3, ptr @freeList, align 8
  %4 = load ptr, ptr %s, align 8
  store ptr %4, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %5 = load i64, ptr %n.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef %5) #3
  store ptr %call, ptr %retval, align 8
  br label %return

return:                                           ; preds = %if.end, %if.then
  %6 = load ptr, ptr %retval, align 8
  ret ptr %6
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) }

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
