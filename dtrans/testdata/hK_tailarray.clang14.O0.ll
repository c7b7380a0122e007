; ModuleID = 'hK_tailarray.c'
source_filename = "hK_tailarray.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Iter = type { i32, i32, [2 x %struct.Seg] }
%struct.Seg = type { i32, i16*, i32*, i32, i32 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %it = alloca %struct.Iter*, align 8
  %r = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 72) #2
  %1 = bitcast i8* %call to %struct.Iter*
  store %struct.Iter* %1, %struct.Iter** %it, align 8
  %2 = load %struct.Iter*, %struct.Iter** %it, align 8
  %tobool = icmp ne %struct.Iter* %2, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %3 = load i32, i32* %argc.addr, align 4
  %4 = load %struct.Iter*, %struct.Iter** %it, align 8
  %prior = getelementptr inbounds %struct.Iter, %struct.Iter* %4, i32 0, i32 0
  store i32 %3, i32* %prior, align 8
  %5 = load %struct.Iter*, %struct.Iter** %it, align 8
  %nSeg = getelementptr inbounds %struct.Iter, %struct.Iter* %5, i32 0, i32 1
  store i32 4, i32* %nSeg, align 4
  %6 = load %struct.Iter*, %struct.Iter** %it, align 8
  %7 = load i32, i32* %argc.addr, align 4
  call void @fill(%struct.Iter* noundef %6, i32 noundef %7)
  %8 = load %struct.Iter*, %struct.Iter** %it, align 8
  %9 = load i32, i32* %argc.addr, align 4
  %call1 = call i32 @sum(%struct.Iter* noundef %8, i32 noundef %9)
  store i32 %call1, i32* %r, align 4
  %10 = load %struct.Iter*, %struct.Iter** %it, align 8
  %11 = bitcast %struct.Iter* %10 to i8*
  call void @free(i8* noundef %11) #2
  %12 = load i32, i32* %r, align 4
  store i32 %12, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %13 = load i32, i32* %retval, align 4
  ret i32 %13
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fill(%struct.Iter* noundef %it, i32 noundef %k) #0 {
entry:
  %it.addr = alloca %struct.Iter*, align 8
  %k.addr = alloca i32, align 4
  %i = alloca i32, align 4
  %s = alloca %struct.Seg*, align 8
  store %struct.Iter* %it, %struct.Iter** %it.addr, align 8
  store i32 %k, i32* %k.addr, align 4
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4
  %1 = load i32, i32* %k.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load %struct.Iter*, %struct.Iter** %it.addr, align 8
  %aSeg = getelementptr inbounds %struct.Iter, %struct.Iter* %2, i32 0, i32 2
  %3 = load i32, i32* %i, align 4
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds [2 x %struct.Seg], [2 x %struct.Seg]* %aSeg, i64 0, i64 %idxprom
  store %struct.Seg* %arrayidx, %struct.Seg** %s, align 8
  %4 = load i32, i32* %i, align 4
  %5 = load %struct.Seg*, %struct.Seg** %s, align 8
  %a = getelementptr inbounds %struct.Seg, %struct.Seg* %5, i32 0, i32 0
  store i32 %4, i32* %a, align 8
  %6 = load %struct.Iter*, %struct.Iter** %it.addr, align 8
  %nSeg = getelementptr inbounds %struct.Iter, %struct.Iter* %6, i32 0, i32 1
  %7 = load i32, i32* %nSeg, align 4
  %8 = load %struct.Seg*, %struct.Seg** %s, align 8
  %n = getelementptr inbounds %struct.Seg, %struct.Seg* %8, i32 0, i32 3
  store i32 %7, i32* %n, align 8
  %9 = load %struct.Iter*, %struct.Iter** %it.addr, align 8
  %prior = getelementptr inbounds %struct.Iter, %struct.Iter* %9, i32 0, i32 0
  %10 = load i32, i32* %prior, align 8
  %11 = load %struct.Seg*, %struct.Seg** %s, align 8
  %m = getelementptr inbounds %struct.Seg, %struct.Seg* %11, i32 0, i32 4
  store i32 %10, i32* %m, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %12 = load i32, i32* %i, align 4
  %inc = add nsw i32 %12, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum(%struct.Iter* noundef %it, i32 noundef %k) #0 {
entry:
  %it.addr = alloca %struct.Iter*, align 8
  %k.addr = alloca i32, align 4
  %t = alloca i32, align 4
  %i = alloca i32, align 4
  store %struct.Iter* %it, %struct.Iter** %it.addr, align 8
  store i32 %k, i32* %k.addr, align 4
  store i32 0, i32* %t, align 4
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4
  %1 = load i32, i32* %k.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load %struct.Iter*, %struct.Iter** %it.addr, align 8
  %aSeg = getelementptr inbounds %struct.Iter, %struct.Iter* %2, i32 0, i32 2
  %3 = load i32, i32* %i, align 4
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds [2 x %struct.Seg], [2 x %struct.Seg]* %aSeg, i64 0, i64 %idxprom
  %a = getelementptr inbounds %struct.Seg, %struct.Seg* %arrayidx, i32 0, i32 0
  %4 = load i32, i32* %a, align 8
  %5 = load %struct.Iter*, %struct.Iter** %it.addr, align 8
  %aSeg1 = getelementptr inbounds %struct.Iter, %struct.Iter* %5, i32 0, i32 2
  %6 = load i32, i32* %i, align 4
  %idxprom2 = sext i32 %6 to i64
  %arrayidx3 = getelementptr inbounds [2 x %struct.Seg], [2 x %struct.Seg]* %aSeg1, i64 0, i64 %idxprom2
  %m = getelementptr inbounds %struct.Seg, %struct.Seg* %arrayidx3, i32 0, i32 4
  %7 = load i32, i32* %m, align 4
  %add = add nsw i32 %4, %7
  %8 = load i32, i32* %t, align 4
  %add4 = add nsw i32 %8, %add
  store i32 %add4, i32* %t, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %9 = load i32, i32* %i, align 4
  %inc = add nsw i32 %9, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %for.cond
  %10 = load i32, i32* %t, align 4
  ret i32 %10
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

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
