; ModuleID = 'hK_tailarray.c'
source_filename = "hK_tailarray.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Iter = type { i32, i32, [2 x %struct.Seg] }
%struct.Seg = type { i32, ptr, ptr, i32, i32 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %it = alloca ptr, align 8
  %r = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 72) #3
  store ptr %call, ptr %it, align 8
  %1 = load ptr, ptr %it, align 8
  %tobool = icmp ne ptr %1, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %2 = load i32, ptr %argc.addr, align 4
  %3 = load ptr, ptr %it, align 8
  %prior = getelementptr inbounds %struct.Iter, ptr %3, i32 0, i32 0
  store i32 %2, ptr %prior, align 8
  %4 = load ptr, ptr %it, align 8
  %nSeg = getelementptr inbounds %struct.Iter, ptr %4, i32 0, i32 1
  store i32 4, ptr %nSeg, align 4
  %5 = load ptr, ptr %it, align 8
  %6 = load i32, ptr %argc.addr, align 4
  call void @fill(ptr noundef %5, i32 noundef %6)
  %7 = load ptr, ptr %it, align 8
  %8 = load i32, ptr %argc.addr, align 4
  %call1 = call i32 @sum(ptr noundef %7, i32 noundef %8)
  store i32 %call1, ptr %r, align 4
  %9 = load ptr, ptr %it, align 8
  call void @free(ptr noundef %9) #4
  %10 = load i32, ptr %r, align 4
  store i32 %10, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %11 = load i32, ptr %retval, align 4
  ret i32 %11
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fill(ptr noundef %it, i32 noundef %k) #0 {
entry:
  %it.addr = alloca ptr, align 8
  %k.addr = alloca i32, align 4
  %i = alloca i32, align 4
  %s = alloca ptr, align 8
  store ptr %it, ptr %it.addr, align 8
  store i32 %k, ptr %k.addr, align 4
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %1 = load i32, ptr %k.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %it.addr, align 8
  %aSeg = getelementptr inbounds %struct.Iter, ptr %2, i32 0, i32 2
  %3 = load i32, ptr %i, align 4
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds [2 x %struct.Seg], ptr %aSeg, i64 0, i64 %idxprom
  store ptr %arrayidx, ptr %s, align 8
  %4 = load i32, ptr %i, align 4
  %5 = load ptr, ptr %s, align 8
  %a = getelementptr inbounds %struct.Seg, ptr %5, i32 0, i32 0
  store i32 %4, ptr %a, align 8
  %6 = load ptr, ptr %it.addr, align 8
  %nSeg = getelementptr inbounds %struct.Iter, ptr %6, i32 0, i32 1
  %7 = load i32, ptr %nSeg, align 4
  %8 = load ptr, ptr %s, align 8
  %n = getelementptr inbounds %struct.Seg, ptr %8, i32 0, i32 3
  store i32 %7, ptr %n, align 8
  %9 = load ptr, ptr %it.addr, align 8
  %prior = getelementptr inbounds %struct.Iter, ptr %9, i32 0, i32 0
  %10 = load i32, ptr %prior, align 8
  %11 = load ptr, ptr %s, align 8
  %m = getelementptr inbounds %struct.Seg, ptr %11, i32 0, i32 4
  store i32 %10, ptr %m, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %12 = load i32, ptr %i, align 4
  %inc = add nsw i32 %12, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum(ptr noundef %it, i32 noundef %k) #0 {
entry:
  %it.addr = alloca ptr, align 8
  %k.addr = alloca i32, align 4
  %t = alloca i32, align 4
  %i = alloca i32, align 4
  store ptr %it, ptr %it.addr, align 8
  store i32 %k, ptr %k.addr, align 4
  store i32 0, ptr %t, align 4
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %1 = load i32, ptr %k.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %it.addr, align 8
  %aSeg = getelementptr inbounds %struct.Iter, ptr %2, i32 0, i32 2
  %3 = load i32, ptr %i, align 4
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds [2 x %struct.Seg], ptr %aSeg, i64 0, i64 %idxprom
  %a = getelementptr inbounds %struct.Seg, ptr %arrayidx, i32 0, i32 0
  %4 = load i32, ptr %a, align 8
  %5 = load ptr, ptr %it.addr, align 8
  %aSeg1 = getelementptr inbounds %struct.Iter, ptr %5, i32 0, i32 2
  %6 = load i32, ptr %i, align 4
  %idxprom2 = sext i32 %6 to i64
  %arrayidx3 = getelementptr inbounds [2 x %struct.Seg], ptr %aSeg1, i64 0, i64 %idxprom2
  %m = getelementptr inbounds %struct.Seg, ptr %arrayidx3, i32 0, i32 4
  %7 = load i32, ptr %m, align 4
  %add = add nsw i32 %4, %7
  %8 = load i32, ptr %t, align 4
  %add4 = add nsw i32 %8, %add
  store i32 %add4, ptr %t, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %9 = load i32, ptr %i, align 4
  %inc = add nsw i32 %9, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %for.cond
  %10 = load i32, ptr %t, align 4
  ret i32 %10
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

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
