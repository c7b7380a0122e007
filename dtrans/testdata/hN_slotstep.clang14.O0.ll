; ModuleID = 'hN_slotstep.c'
source_filename = "hN_slotstep.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Slot = type { %struct.Slot* }
%struct.Set = type { %struct.Chunk*, %struct.Entry*, i32 }
%struct.Chunk = type { %struct.Chunk*, [8 x %struct.Entry] }
%struct.Entry = type { i64, %struct.Entry*, %struct.Entry* }
%struct.Other = type { i32, i32, i8* }

@freeList = internal global %struct.Slot* null, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %set = alloca %struct.Set, align 8
  %t = alloca i64, align 8
  %i = alloca i32, align 4
  %e = alloca %struct.Entry*, align 8
  %o = alloca %struct.Other*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  %1 = bitcast %struct.Set* %set to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %1, i8 0, i64 24, i1 false)
  store i64 0, i64* %t, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %2 = load i32, i32* %i, align 4
  %3 = load i32, i32* %argc.addr, align 4
  %mul = mul nsw i32 %3, 10
  %cmp = icmp slt i32 %2, %mul
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %call = call %struct.Entry* @entryAlloc(%struct.Set* noundef %set)
  store %struct.Entry* %call, %struct.Entry** %e, align 8
  %4 = load %struct.Entry*, %struct.Entry** %e, align 8
  %tobool = icmp ne %struct.Entry* %4, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %for.body
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %for.body
  %5 = load i32, i32* %i, align 4
  %conv = sext i32 %5 to i64
  %6 = load %struct.Entry*, %struct.Entry** %e, align 8
  %v = getelementptr inbounds %struct.Entry, %struct.Entry* %6, i32 0, i32 0
  store i64 %conv, i64* %v, align 8
  %7 = load %struct.Entry*, %struct.Entry** %e, align 8
  %r = getelementptr inbounds %struct.Entry, %struct.Entry* %7, i32 0, i32 1
  store %struct.Entry* null, %struct.Entry** %r, align 8
  %8 = load %struct.Entry*, %struct.Entry** %e, align 8
  %9 = load %struct.Entry*, %struct.Entry** %e, align 8
  %l = getelementptr inbounds %struct.Entry, %struct.Entry* %9, i32 0, i32 2
  store %struct.Entry* %8, %struct.Entry** %l, align 8
  %10 = load %struct.Entry*, %struct.Entry** %e, align 8
  %l1 = getelementptr inbounds %struct.Entry, %struct.Entry* %10, i32 0, i32 2
  %11 = load %struct.Entry*, %struct.Entry** %l1, align 8
  %v2 = getelementptr inbounds %struct.Entry, %struct.Entry* %11, i32 0, i32 0
  %12 = load i64, i64* %v2, align 8
  %13 = load i64, i64* %t, align 8
  %add = add nsw i64 %13, %12
  store i64 %add, i64* %t, align 8
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %14 = load i32, i32* %i, align 4
  %inc = add nsw i32 %14, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %15 = load i32, i32* %argc.addr, align 4
  %call3 = call %struct.Other* @otherNew(i32 noundef %15)
  store %struct.Other* %call3, %struct.Other** %o, align 8
  %16 = load %struct.Other*, %struct.Other** %o, align 8
  %tobool4 = icmp ne %struct.Other* %16, null
  br i1 %tobool4, label %if.then5, label %if.end8

if.then5:                                         ; preds = %for.end
  %17 = load %struct.Other*, %struct.Other** %o, align 8
  %y = getelementptr inbounds %struct.Other, %struct.Other* %17, i32 0, i32 1
  %18 = load i32, i32* %y, align 4
  %conv6 = sext i32 %18 to i64
  %19 = load i64, i64* %t, align 8
  %add7 = add nsw i64 %19, %conv6
  store i64 %add7, i64* %t, align 8
  %20 = load %struct.Other*, %struct.Other** %o, align 8
  %21 = bitcast %struct.Other* %20 to i8*
  call void @poolFree(i8* noundef %21)
  br label %if.end8

if.end8:                                          ; preds = %if.then5, %for.end
  call void @setClear(%struct.Set* noundef %set)
  %22 = load i64, i64* %t, align 8
  %conv9 = trunc i64 %22 to i32
  store i32 %conv9, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end8, %if.then
  %23 = load i32, i32* %retval, align 4
  ret i32 %23
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.Entry* @entryAlloc(%struct.Set* noundef %p) #0 {
entry:
  %retval = alloca %struct.Entry*, align 8
  %p.addr = alloca %struct.Set*, align 8
  %c = alloca %struct.Chunk*, align 8
  store %struct.Set* %p, %struct.Set** %p.addr, align 8
  %0 = load %struct.Set*, %struct.Set** %p.addr, align 8
  %nFresh = getelementptr inbounds %struct.Set, %struct.Set* %0, i32 0, i32 2
  %1 = load i32, i32* %nFresh, align 8
  %cmp = icmp eq i32 %1, 0
  br i1 %cmp, label %if.then, label %if.end4

if.then:                                          ; preds = %entry
  %call = call i8* @poolAlloc(i64 noundef 200)
  %2 = bitcast i8* %call to %struct.Chunk*
  store %struct.Chunk* %2, %struct.Chunk** %c, align 8
  %3 = load %struct.Chunk*, %struct.Chunk** %c, align 8
  %tobool = icmp ne %struct.Chunk* %3, null
  br i1 %tobool, label %if.end, label %if.then1

if.then1:                                         ; preds = %if.then
  store %struct.Entry* null, %struct.Entry** %retval, align 8
  br label %return

if.end:                                           ; preds = %if.then
  %4 = load %struct.Set*, %struct.Set** %p.addr, align 8
  %chunk = getelementptr inbounds %struct.Set, %struct.Set* %4, i32 0, i32 0
  %5 = load %struct.Chunk*, %struct.Chunk** %chunk, align 8
  %6 = load %struct.Chunk*, %struct.Chunk** %c, align 8
  %next = getelementptr inbounds %struct.Chunk, %struct.Chunk* %6, i32 0, i32 0
  store %struct.Chunk* %5, %struct.Chunk** %next, align 8
  %7 = load %struct.Chunk*, %struct.Chunk** %c, align 8
  %8 = load %struct.Set*, %struct.Set** %p.addr, align 8
  %chunk2 = getelementptr inbounds %struct.Set, %struct.Set* %8, i32 0, i32 0
  store %struct.Chunk* %7, %struct.Chunk** %chunk2, align 8
  %9 = load %struct.Chunk*, %struct.Chunk** %c, align 8
  %a = getelementptr inbounds %struct.Chunk, %struct.Chunk* %9, i32 0, i32 1
  %arraydecay = getelementptr inbounds [8 x %struct.Entry], [8 x %struct.Entry]* %a, i64 0, i64 0
  %10 = load %struct.Set*, %struct.Set** %p.addr, align 8
  %fresh = getelementptr inbounds %struct.Set, %struct.Set* %10, i32 0, i32 1
  store %struct.Entry* %arraydecay, %struct.Entry** %fresh, align 8
  %11 = load %struct.Set*, %struct.Set** %p.addr, align 8
  %nFresh3 = getelementptr inbounds %struct.Set, %struct.Set* %11, i32 0, i32 2
  store i32 8, i32* %nFresh3, align 8
  br label %if.end4

if.end4:                                          ; preds = %if.end, %entry
  %12 = load %struct.Set*, %struct.Set** %p.addr, align 8
  %nFresh5 = getelementptr inbounds %struct.Set, %struct.Set* %12, i32 0, i32 2
  %13 = load i32, i32* %nFresh5, align 8
  %dec = add nsw i32 %13, -1
  store i32 %dec, i32* %nFresh5, align 8
  %14 = load %struct.Set*, %struct.Set** %p.addr, align 8
  %fresh6 = getelementptr inbounds %struct.Set, %struct.Set* %14, i32 0, i32 1
  %15 = load %struct.Entry*, %struct.Entry** %fresh6, align 8
  %incdec.ptr = getelementptr inbounds %struct.Entry, %struct.Entry* %15, i32 1
  store %struct.Entry* %incdec.ptr, %struct.Entry** %fresh6, align 8
  store %struct.Entry* %15, %struct.Entry** %retval, align 8
  br label %return

return:                                           ; preds = %if.end4, %if.then1
  %16 = load %struct.Entry*, %struct.Entry** %retval, align 8
  ret %struct.Entry* %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.Other* @otherNew(i32 noundef %x) #0 {
entry:
  %retval = alloca %struct.Other*, align 8
  %x.addr = alloca i32, align 4
  %o = alloca %struct.Other*, align 8
  store i32 %x, i32* %x.addr, align 4
  %call = call i8* @poolAlloc(i64 noundef 16)
  %0 = bitcast i8* %call to %struct.Other*
  store %struct.Other* %0, %struct.Other** %o, align 8
  %1 = load %struct.Other*, %struct.Other** %o, align 8
  %tobool = icmp ne %struct.Other* %1, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store %struct.Other* null, %struct.Other** %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %2 = load i32, i32* %x.addr, align 4
  %3 = load %struct.Other*, %struct.Other** %o, align 8
  %x1 = getelementptr inbounds %struct.Other, %struct.Other* %3, i32 0, i32 0
  store i32 %2, i32* %x1, align 8
  %4 = load i32, i32* %x.addr, align 4
  %add = add nsw i32 %4, 1
  %5 = load %struct.Other*, %struct.Other** %o, align 8
  %y = getelementptr inbounds %struct.Other, %struct.Other* %5, i32 0, i32 1
  store i32 %add, i32* %y, align 4
  %6 = load %struct.Other*, %struct.Other** %o, align 8
  %name = getelementptr inbounds %struct.Other, %struct.Other* %6, i32 0, i32 2
  store i8* null, i8** %name, align 8
  %7 = load %struct.Other*, %struct.Other** %o, align 8
  store %struct.Other* %7, %struct.Other** %retval, align 8
  br label %return

return:                                           ; preds = %if.end, %if.then
  %8 = load %struct.Other*, %struct.Other** %retval, align 8
  ret %struct.Other* %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @poolFree(i8* noundef %p) #0 {
entry:
  %p.addr = alloca i8*, align 8
  %s = alloca %struct.Slot*, align 8
  store i8* %p, i8** %p.addr, align 8
  %0 = load i8*, i8** %p.addr, align 8
  %1 = bitcast i8* %0 to %struct.Slot*
  store %struct.Slot* %1, %struct.Slot** %s, align 8
  %2 = load %struct.Slot*, %struct.Slot** @freeList, align 8
  %3 = load %struct.Slot*, %struct.Slot** %s, align 8
  %next = getelementptr inbounds %struct.Slot, %struct.Slot* %3, i32 0, i32 0
  store %struct.Slot* %2, %struct.Slot** %next, align 8
  %4 = load %struct.Slot*, %struct.Slot** %s, align 8
  store %struct.Slot* %4, %struct.Slot** @freeList, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @setClear(%struct.Set* noundef %p) #0 {
entry:
  %p.addr = alloca %struct.Set*, align 8
  %c = alloca %struct.Chunk*, align 8
  %n = alloca %struct.Chunk*, align 8
  store %struct.Set* %p, %struct.Set** %p.addr, align 8
  %0 = load %struct.Set*, %struct.Set** %p.addr, align 8
  %chunk = getelementptr inbounds %struct.Set, %struct.Set* %0, i32 0, i32 0
  %1 = load %struct.Chunk*, %struct.Chunk** %chunk, align 8
  store %struct.Chunk* %1, %struct.Chunk** %c, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %2 = load %struct.Chunk*, %struct.Chunk** %c, align 8
  %tobool = icmp ne %struct.Chunk* %2, null
  br i1 %tobool, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %3 = load %struct.Chunk*, %struct.Chunk** %c, align 8
  %next = getelementptr inbounds %struct.Chunk, %struct.Chunk* %3, i32 0, i32 0
  %4 = load %struct.Chunk*, %struct.Chunk** %next, align 8
  store %struct.Chunk* %4, %struct.Chunk** %n, align 8
  %5 = load %struct.Chunk*, %struct.Chunk** %c, align 8
  %6 = bitcast %struct.Chunk* %5 to i8*
  call void @poolFree(i8* noundef %6)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %7 = load %struct.Chunk*, %struct.Chunk** %n, align 8
  store %struct.Chunk* %7, %struct.Chunk** %c, align 8
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %for.cond
  %8 = load %struct.Set*, %struct.Set** %p.addr, align 8
  %chunk1 = getelementptr inbounds %struct.Set, %struct.Set* %8, i32 0, i32 0
  store %struct.Chunk* null, %struct.Chunk** %chunk1, align 8
  %9 = load %struct.Set*, %struct.Set** %p.addr, align 8
  %nFresh = getelementptr inbounds %struct.Set, %struct.Set* %9, i32 0, i32 2
  store i32 0, i32* %nFresh, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @poolAlloc(i64 noundef %n) #0 {
entry:
  %retval = alloca i8*, align 8
  %n.addr = alloca i64, align 8
  %s = alloca %struct.Slot*, align 8
  store i64 %n, i64* %n.addr, align 8
  %0 = load %struct.Slot*, %struct.Slot** @freeList, align 8
  %tobool = icmp ne %struct.Slot* %0, null
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %1 = load %struct.Slot*, %struct.Slot** @freeList, align 8
  store %struct.Slot* %1, %struct.Slot** %s, align 8
  %2 = load %struct.Slot*, %struct.Slot** %s, align 8
  %next = getelementptr inbounds %struct.Slot, %struct.Slot* %2, i32 0, i32 0
  %3 = load %struct.Slot*, %struct.Slot** %next, align 8
  store %struct.Slot* %3, %struct.Slot** @freeList, align 8
  %4 = load %struct.Slot*, %struct.Slot** %s, align 8
  %5 = bitcast %struct.Slot* %4 to i8*
  store i8* %5, i8** %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %6 = load i64, i64* %n.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef %6) #3
  store i8* %call, i8** %retval, align 8
  br label %return

return:                                           ; preds = %if.end, %if.then
  %7 = load i8*, i8** %retval, align 8
  ret i8* %7
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

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
