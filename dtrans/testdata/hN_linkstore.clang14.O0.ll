; ModuleID = 'hN_linkstore.c'
source_filename = "hN_linkstore.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Journal = type { i32, i32, %struct.Chunk*, i64 }
%struct.Chunk = type { %struct.Chunk*, [8 x i8] }

@__const.main.j = private unnamed_addr constant %struct.Journal { i32 8, i32 0, %struct.Chunk* null, i64 0 }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %j = alloca %struct.Journal, align 8
  %i = alloca i32, align 4
  %c = alloca %struct.Chunk*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  %1 = bitcast %struct.Journal* %j to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %1, i8* align 8 bitcast (%struct.Journal* @__const.main.j to i8*), i64 24, i1 false)
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %2 = load i32, i32* %i, align 4
  %3 = load i32, i32* %argc.addr, align 4
  %add = add nsw i32 %3, 3
  %cmp = icmp slt i32 %2, %add
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %call = call noalias i8* @malloc(i64 noundef 16) #3
  %4 = bitcast i8* %call to %struct.Chunk*
  store %struct.Chunk* %4, %struct.Chunk** %c, align 8
  %5 = load %struct.Chunk*, %struct.Chunk** %c, align 8
  %tobool = icmp ne %struct.Chunk* %5, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %for.body
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %for.body
  %first = getelementptr inbounds %struct.Journal, %struct.Journal* %j, i32 0, i32 2
  %6 = load %struct.Chunk*, %struct.Chunk** %first, align 8
  %7 = load %struct.Chunk*, %struct.Chunk** %c, align 8
  %next = getelementptr inbounds %struct.Chunk, %struct.Chunk* %7, i32 0, i32 0
  store %struct.Chunk* %6, %struct.Chunk** %next, align 8
  %8 = load %struct.Chunk*, %struct.Chunk** %c, align 8
  %first1 = getelementptr inbounds %struct.Journal, %struct.Journal* %j, i32 0, i32 2
  store %struct.Chunk* %8, %struct.Chunk** %first1, align 8
  %size = getelementptr inbounds %struct.Journal, %struct.Journal* %j, i32 0, i32 3
  %9 = load i64, i64* %size, align 8
  %add2 = add nsw i64 %9, 8
  store i64 %add2, i64* %size, align 8
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %10 = load i32, i32* %i, align 4
  %inc = add nsw i32 %10, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %11 = load i32, i32* %argc.addr, align 4
  %mul = mul nsw i32 %11, 8
  %conv = sext i32 %mul to i64
  call void @truncateTo(%struct.Journal* noundef %j, i64 noundef %conv)
  call void @truncateTo(%struct.Journal* noundef %j, i64 noundef 0)
  %size3 = getelementptr inbounds %struct.Journal, %struct.Journal* %j, i32 0, i32 3
  %12 = load i64, i64* %size3, align 8
  %conv4 = trunc i64 %12 to i32
  store i32 %conv4, i32* %retval, align 4
  br label %return

return:                                           ; preds = %for.end, %if.then
  %13 = load i32, i32* %retval, align 4
  ret i32 %13
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @truncateTo(%struct.Journal* noundef %p, i64 noundef %n) #0 {
entry:
  %p.addr = alloca %struct.Journal*, align 8
  %n.addr = alloca i64, align 8
  %it = alloca %struct.Chunk*, align 8
  %k = alloca i64, align 8
  store %struct.Journal* %p, %struct.Journal** %p.addr, align 8
  store i64 %n, i64* %n.addr, align 8
  %0 = load i64, i64* %n.addr, align 8
  %1 = load %struct.Journal*, %struct.Journal** %p.addr, align 8
  %size = getelementptr inbounds %struct.Journal, %struct.Journal* %1, i32 0, i32 3
  %2 = load i64, i64* %size, align 8
  %cmp = icmp slt i64 %0, %2
  br i1 %cmp, label %if.then, label %if.end15

if.then:                                          ; preds = %entry
  store %struct.Chunk* null, %struct.Chunk** %it, align 8
  %3 = load i64, i64* %n.addr, align 8
  %cmp1 = icmp eq i64 %3, 0
  br i1 %cmp1, label %if.then2, label %if.else

if.then2:                                         ; preds = %if.then
  %4 = load %struct.Journal*, %struct.Journal** %p.addr, align 8
  %first = getelementptr inbounds %struct.Journal, %struct.Journal* %4, i32 0, i32 2
  %5 = load %struct.Chunk*, %struct.Chunk** %first, align 8
  call void @freeChunks(%struct.Chunk* noundef %5)
  %6 = load %struct.Journal*, %struct.Journal** %p.addr, align 8
  %first3 = getelementptr inbounds %struct.Journal, %struct.Journal* %6, i32 0, i32 2
  store %struct.Chunk* null, %struct.Chunk** %first3, align 8
  br label %if.end13

if.else:                                          ; preds = %if.then
  %7 = load %struct.Journal*, %struct.Journal** %p.addr, align 8
  %nChunk = getelementptr inbounds %struct.Journal, %struct.Journal* %7, i32 0, i32 0
  %8 = load i32, i32* %nChunk, align 8
  %conv = sext i32 %8 to i64
  store i64 %conv, i64* %k, align 8
  %9 = load %struct.Journal*, %struct.Journal** %p.addr, align 8
  %first4 = getelementptr inbounds %struct.Journal, %struct.Journal* %9, i32 0, i32 2
  %10 = load %struct.Chunk*, %struct.Chunk** %first4, align 8
  store %struct.Chunk* %10, %struct.Chunk** %it, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.else
  %11 = load %struct.Chunk*, %struct.Chunk** %it, align 8
  %tobool = icmp ne %struct.Chunk* %11, null
  br i1 %tobool, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %for.cond
  %12 = load i64, i64* %k, align 8
  %13 = load i64, i64* %n.addr, align 8
  %cmp5 = icmp slt i64 %12, %13
  br label %land.end

land.end:                                         ; preds = %land.rhs, %for.cond
  %14 = phi i1 [ false, %for.cond ], [ %cmp5, %land.rhs ]
  br i1 %14, label %for.body, label %for.end

for.body:                                         ; preds = %land.end
  %15 = load %struct.Journal*, %struct.Journal** %p.addr, align 8
  %nChunk7 = getelementptr inbounds %struct.Journal, %struct.Journal* %15, i32 0, i32 0
  %16 = load i32, i32* %nChunk7, align 8
  %conv8 = sext i32 %16 to i64
  %17 = load i64, i64* %k, align 8
  %add = add nsw i64 %17, %conv8
  store i64 %add, i64* %k, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %18 = load %struct.Chunk*, %struct.Chunk** %it, align 8
  %next = getelementptr inbounds %struct.Chunk, %struct.Chunk* %18, i32 0, i32 0
  %19 = load %struct.Chunk*, %struct.Chunk** %next, align 8
  store %struct.Chunk* %19, %struct.Chunk** %it, align 8
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %land.end
  %20 = load %struct.Chunk*, %struct.Chunk** %it, align 8
  %tobool9 = icmp ne %struct.Chunk* %20, null
  br i1 %tobool9, label %if.then10, label %if.end

if.then10:                                        ; preds = %for.end
  %21 = load %struct.Chunk*, %struct.Chunk** %it, align 8
  %next11 = getelementptr inbounds %struct.Chunk, %struct.Chunk* %21, i32 0, i32 0
  %22 = load %struct.Chunk*, %struct.Chunk** %next11, align 8
  call void @freeChunks(%struct.Chunk* noundef %22)
  %23 = load %struct.Chunk*, %struct.Chunk** %it, align 8
  %next12 = getelementptr inbounds %struct.Chunk, %struct.Chunk* %23, i32 0, i32 0
  store %struct.Chunk* null, %struct.Chunk** %next12, align 8
  br label %if.end

if.end:                                           ; preds = %if.then10, %for.end
  br label %if.end13

if.end13:                                         ; preds = %if.end, %if.then2
  %24 = load i64, i64* %n.addr, align 8
  %25 = load %struct.Journal*, %struct.Journal** %p.addr, align 8
  %size14 = getelementptr inbounds %struct.Journal, %struct.Journal* %25, i32 0, i32 3
  store i64 %24, i64* %size14, align 8
  br label %if.end15

if.end15:                                         ; preds = %if.end13, %entry
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @freeChunks(%struct.Chunk* noundef %c) #0 {
entry:
  %c.addr = alloca %struct.Chunk*, align 8
  %n = alloca %struct.Chunk*, align 8
  store %struct.Chunk* %c, %struct.Chunk** %c.addr, align 8
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %0 = load %struct.Chunk*, %struct.Chunk** %c.addr, align 8
  %tobool = icmp ne %struct.Chunk* %0, null
  br i1 %tobool, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %1 = load %struct.Chunk*, %struct.Chunk** %c.addr, align 8
  %next = getelementptr inbounds %struct.Chunk, %struct.Chunk* %1, i32 0, i32 0
  %2 = load %struct.Chunk*, %struct.Chunk** %next, align 8
  store %struct.Chunk* %2, %struct.Chunk** %n, align 8
  %3 = load %struct.Chunk*, %struct.Chunk** %c.addr, align 8
  %4 = bitcast %struct.Chunk* %3 to i8*
  call void @free(i8* noundef %4) #3
  %5 = load %struct.Chunk*, %struct.Chunk** %n, align 8
  store %struct.Chunk* %5, %struct.Chunk** %c.addr, align 8
  br label %while.cond, !llvm.loop !9

while.end:                                        ; preds = %while.cond
  ret void
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
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
!9 = distinct !{!9, !7}
