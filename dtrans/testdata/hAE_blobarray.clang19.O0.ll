; ModuleID = 'hAE_blobarray.c'
source_filename = "hAE_blobarray.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.State = type { i32, ptr, [8 x %struct.Code], [6 x %struct.Code], i32 }
%struct.Code = type { %union.anon, %union.anon.0 }
%union.anon = type { i16 }
%union.anon.0 = type { i16 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %s = alloca ptr, align 8
  %r = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 80) #3
  store ptr %call, ptr %s, align 8
  %0 = load ptr, ptr %s, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %1 = load i32, ptr %argc.addr, align 4
  %2 = load ptr, ptr %s, align 8
  %level = getelementptr inbounds %struct.State, ptr %2, i32 0, i32 0
  store i32 %1, ptr %level, align 8
  %3 = load ptr, ptr %argv.addr, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %3, i64 0
  %4 = load ptr, ptr %arrayidx, align 8
  %5 = load ptr, ptr %s, align 8
  %buf = getelementptr inbounds %struct.State, ptr %5, i32 0, i32 1
  store ptr %4, ptr %buf, align 8
  %6 = load ptr, ptr %s, align 8
  call void @init(ptr noundef %6)
  %7 = load ptr, ptr %s, align 8
  %8 = load i32, ptr %argc.addr, align 4
  %and = and i32 %8, 7
  %9 = load i32, ptr %argc.addr, align 4
  %rem = srem i32 %9, 6
  call void @tally(ptr noundef %7, i32 noundef %and, i32 noundef %rem)
  %10 = load ptr, ptr %s, align 8
  %last = getelementptr inbounds %struct.State, ptr %10, i32 0, i32 4
  %11 = load i32, ptr %last, align 8
  %12 = load ptr, ptr %s, align 8
  %level1 = getelementptr inbounds %struct.State, ptr %12, i32 0, i32 0
  %13 = load i32, ptr %level1, align 8
  %add = add nsw i32 %11, %13
  %14 = load ptr, ptr %s, align 8
  %buf2 = getelementptr inbounds %struct.State, ptr %14, i32 0, i32 1
  %15 = load ptr, ptr %buf2, align 8
  %cmp = icmp ne ptr %15, null
  %conv = zext i1 %cmp to i32
  %add3 = add nsw i32 %add, %conv
  store i32 %add3, ptr %r, align 4
  %16 = load ptr, ptr %s, align 8
  call void @free(ptr noundef %16) #4
  %17 = load i32, ptr %r, align 4
  store i32 %17, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %18 = load i32, ptr %retval, align 4
  ret i32 %18
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init(ptr noundef %s) #0 {
entry:
  %s.addr = alloca ptr, align 8
  %n = alloca i32, align 4
  %n1 = alloca i32, align 4
  store ptr %s, ptr %s.addr, align 8
  store i32 0, ptr %n, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %n, align 4
  %cmp = icmp slt i32 %0, 8
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load ptr, ptr %s.addr, align 8
  %lit = getelementptr inbounds %struct.State, ptr %1, i32 0, i32 2
  %2 = load i32, ptr %n, align 4
  %idxprom = sext i32 %2 to i64
  %arrayidx = getelementptr inbounds [8 x %struct.Code], ptr %lit, i64 0, i64 %idxprom
  %fc = getelementptr inbounds %struct.Code, ptr %arrayidx, i32 0, i32 0
  store i16 0, ptr %fc, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %3 = load i32, ptr %n, align 4
  %inc = add nsw i32 %3, 1
  store i32 %inc, ptr %n, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  store i32 0, ptr %n1, align 4
  br label %for.cond2

for.cond2:                                        ; preds = %for.inc8, %for.end
  %4 = load i32, ptr %n1, align 4
  %cmp3 = icmp slt i32 %4, 6
  br i1 %cmp3, label %for.body4, label %for.end10

for.body4:                                        ; preds = %for.cond2
  %5 = load ptr, ptr %s.addr, align 8
  %dist = getelementptr inbounds %struct.State, ptr %5, i32 0, i32 3
  %6 = load i32, ptr %n1, align 4
  %idxprom5 = sext i32 %6 to i64
  %arrayidx6 = getelementptr inbounds [6 x %struct.Code], ptr %dist, i64 0, i64 %idxprom5
  %fc7 = getelementptr inbounds %struct.Code, ptr %arrayidx6, i32 0, i32 0
  store i16 0, ptr %fc7, align 4
  br label %for.inc8

for.inc8:                                         ; preds = %for.body4
  %7 = load i32, ptr %n1, align 4
  %inc9 = add nsw i32 %7, 1
  store i32 %inc9, ptr %n1, align 4
  br label %for.cond2, !llvm.loop !8

for.end10:                                        ; preds = %for.cond2
  %8 = load ptr, ptr %s.addr, align 8
  %dist11 = getelementptr inbounds %struct.State, ptr %8, i32 0, i32 3
  %arrayidx12 = getelementptr inbounds [6 x %struct.Code], ptr %dist11, i64 0, i64 5
  %dl = getelementptr inbounds %struct.Code, ptr %arrayidx12, i32 0, i32 1
  store i16 1, ptr %dl, align 2
  %9 = load ptr, ptr %s.addr, align 8
  %last = getelementptr inbounds %struct.State, ptr %9, i32 0, i32 4
  store i32 0, ptr %last, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @tally(ptr noundef %s, i32 noundef %i, i32 noundef %j) #0 {
entry:
  %s.addr = alloca ptr, align 8
  %i.addr = alloca i32, align 4
  %j.addr = alloca i32, align 4
  store ptr %s, ptr %s.addr, align 8
  store i32 %i, ptr %i.addr, align 4
  store i32 %j, ptr %j.addr, align 4
  %0 = load ptr, ptr %s.addr, align 8
  %lit = getelementptr inbounds %struct.State, ptr %0, i32 0, i32 2
  %1 = load i32, ptr %i.addr, align 4
  %idxprom = sext i32 %1 to i64
  %arrayidx = getelementptr inbounds [8 x %struct.Code], ptr %lit, i64 0, i64 %idxprom
  %fc = getelementptr inbounds %struct.Code, ptr %arrayidx, i32 0, i32 0
  %2 = load i16, ptr %fc, align 4
  %inc = add i16 %2, 1
  store i16 %inc, ptr %fc, align 4
  %3 = load ptr, ptr %s.addr, align 8
  %dist = getelementptr inbounds %struct.State, ptr %3, i32 0, i32 3
  %4 = load i32, ptr %j.addr, align 4
  %idxprom1 = sext i32 %4 to i64
  %arrayidx2 = getelementptr inbounds [6 x %struct.Code], ptr %dist, i64 0, i64 %idxprom1
  %dl = getelementptr inbounds %struct.Code, ptr %arrayidx2, i32 0, i32 1
  %5 = load i16, ptr %dl, align 2
  %inc3 = add i16 %5, 1
  store i16 %inc3, ptr %dl, align 2
  %6 = load ptr, ptr %s.addr, align 8
  %last = getelementptr inbounds %struct.State, ptr %6, i32 0, i32 4
  %7 = load i32, ptr %last, align 8
  %inc4 = add nsw i32 %7, 1
  store i32 %inc4, ptr %last, align 8
  ret void
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
