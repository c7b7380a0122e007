; ModuleID = 'hM_mergedlink.c'
source_filename = "hM_mergedlink.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Chunk = type { %struct.Chunk*, [8 x i8] }
%struct.J = type { i32, %struct.Chunk* }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.Chunk* @newchunk(%struct.Chunk* noundef %next) #0 {
entry:
  %next.addr = alloca %struct.Chunk*, align 8
  %c = alloca %struct.Chunk*, align 8
  store %struct.Chunk* %next, %struct.Chunk** %next.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 16) #2
  %0 = bitcast i8* %call to %struct.Chunk*
  store %struct.Chunk* %0, %struct.Chunk** %c, align 8
  %1 = load %struct.Chunk*, %struct.Chunk** %next.addr, align 8
  %2 = load %struct.Chunk*, %struct.Chunk** %c, align 8
  %next1 = getelementptr inbounds %struct.Chunk, %struct.Chunk* %2, i32 0, i32 0
  store %struct.Chunk* %1, %struct.Chunk** %next1, align 8
  %3 = load %struct.Chunk*, %struct.Chunk** %c, align 8
  %data = getelementptr inbounds %struct.Chunk, %struct.Chunk* %3, i32 0, i32 1
  %arrayidx = getelementptr inbounds [8 x i8], [8 x i8]* %data, i64 0, i64 0
  store i8 0, i8* %arrayidx, align 8
  %4 = load %struct.Chunk*, %struct.Chunk** %c, align 8
  ret %struct.Chunk* %4
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @freeall(%struct.Chunk* noundef %c) #0 {
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
  call void @free(i8* noundef %4) #2
  %5 = load %struct.Chunk*, %struct.Chunk** %n, align 8
  store %struct.Chunk* %5, %struct.Chunk** %c.addr, align 8
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %while.cond
  ret void
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @truncate(%struct.J* noundef %p, i32 noundef %size) #0 {
entry:
  %p.addr = alloca %struct.J*, align 8
  %size.addr = alloca i32, align 4
  %it = alloca %struct.Chunk*, align 8
  store %struct.J* %p, %struct.J** %p.addr, align 8
  store i32 %size, i32* %size.addr, align 4
  %0 = load i32, i32* %size.addr, align 4
  %cmp = icmp eq i32 %0, 0
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %1 = load %struct.J*, %struct.J** %p.addr, align 8
  %first = getelementptr inbounds %struct.J, %struct.J* %1, i32 0, i32 1
  %2 = load %struct.Chunk*, %struct.Chunk** %first, align 8
  call void @freeall(%struct.Chunk* noundef %2)
  %3 = load %struct.J*, %struct.J** %p.addr, align 8
  %first1 = getelementptr inbounds %struct.J, %struct.J* %3, i32 0, i32 1
  store %struct.Chunk* null, %struct.Chunk** %first1, align 8
  br label %if.end8

if.else:                                          ; preds = %entry
  %4 = load %struct.J*, %struct.J** %p.addr, align 8
  %first2 = getelementptr inbounds %struct.J, %struct.J* %4, i32 0, i32 1
  %5 = load %struct.Chunk*, %struct.Chunk** %first2, align 8
  store %struct.Chunk* %5, %struct.Chunk** %it, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.else
  %6 = load %struct.Chunk*, %struct.Chunk** %it, align 8
  %tobool = icmp ne %struct.Chunk* %6, null
  br i1 %tobool, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %for.cond
  %7 = load i32, i32* %size.addr, align 4
  %cmp3 = icmp sgt i32 %7, 1
  br label %land.end

land.end:                                         ; preds = %land.rhs, %for.cond
  %8 = phi i1 [ false, %for.cond ], [ %cmp3, %land.rhs ]
  br i1 %8, label %for.body, label %for.end

for.body:                                         ; preds = %land.end
  %9 = load i32, i32* %size.addr, align 4
  %dec = add nsw i32 %9, -1
  store i32 %dec, i32* %size.addr, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %10 = load %struct.Chunk*, %struct.Chunk** %it, align 8
  %next = getelementptr inbounds %struct.Chunk, %struct.Chunk* %10, i32 0, i32 0
  %11 = load %struct.Chunk*, %struct.Chunk** %next, align 8
  store %struct.Chunk* %11, %struct.Chunk** %it, align 8
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %land.end
  %12 = load %struct.Chunk*, %struct.Chunk** %it, align 8
  %tobool4 = icmp ne %struct.Chunk* %12, null
  br i1 %tobool4, label %if.then5, label %if.end

if.then5:                                         ; preds = %for.end
  %13 = load %struct.Chunk*, %struct.Chunk** %it, align 8
  %next6 = getelementptr inbounds %struct.Chunk, %struct.Chunk* %13, i32 0, i32 0
  %14 = load %struct.Chunk*, %struct.Chunk** %next6, align 8
  call void @freeall(%struct.Chunk* noundef %14)
  %15 = load %struct.Chunk*, %struct.Chunk** %it, align 8
  %next7 = getelementptr inbounds %struct.Chunk, %struct.Chunk* %15, i32 0, i32 0
  store %struct.Chunk* null, %struct.Chunk** %next7, align 8
  br label %if.end

if.end:                                           ; preds = %if.then5, %for.end
  br label %if.end8

if.end8:                                          ; preds = %if.end, %if.then
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %j = alloca %struct.J*, align 8
  %i = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 16) #2
  %0 = bitcast i8* %call to %struct.J*
  store %struct.J* %0, %struct.J** %j, align 8
  %1 = load i32, i32* %argc.addr, align 4
  %2 = load %struct.J*, %struct.J** %j, align 8
  %n = getelementptr inbounds %struct.J, %struct.J* %2, i32 0, i32 0
  store i32 %1, i32* %n, align 8
  %3 = load %struct.J*, %struct.J** %j, align 8
  %first = getelementptr inbounds %struct.J, %struct.J* %3, i32 0, i32 1
  store %struct.Chunk* null, %struct.Chunk** %first, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %4 = load i32, i32* %i, align 4
  %5 = load i32, i32* %argc.addr, align 4
  %cmp = icmp slt i32 %4, %5
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %6 = load %struct.J*, %struct.J** %j, align 8
  %first1 = getelementptr inbounds %struct.J, %struct.J* %6, i32 0, i32 1
  %7 = load %struct.Chunk*, %struct.Chunk** %first1, align 8
  %call2 = call %struct.Chunk* @newchunk(%struct.Chunk* noundef %7)
  %8 = load %struct.J*, %struct.J** %j, align 8
  %first3 = getelementptr inbounds %struct.J, %struct.J* %8, i32 0, i32 1
  store %struct.Chunk* %call2, %struct.Chunk** %first3, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %9 = load i32, i32* %i, align 4
  %inc = add nsw i32 %9, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !9

for.end:                                          ; preds = %for.cond
  %10 = load %struct.J*, %struct.J** %j, align 8
  %11 = load i32, i32* %argc.addr, align 4
  %div = sdiv i32 %11, 2
  call void @truncate(%struct.J* noundef %10, i32 noundef %div)
  %12 = load %struct.J*, %struct.J** %j, align 8
  %first4 = getelementptr inbounds %struct.J, %struct.J* %12, i32 0, i32 1
  %13 = load %struct.Chunk*, %struct.Chunk** %first4, align 8
  %cmp5 = icmp ne %struct.Chunk* %13, null
  %conv = zext i1 %cmp5 to i32
  ret i32 %conv
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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
