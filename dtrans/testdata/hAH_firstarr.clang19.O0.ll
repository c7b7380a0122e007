; ModuleID = 'hAH_firstarr.c'
source_filename = "hAH_firstarr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Splitter = type { i64, ptr }
%struct.HistA = type { [64 x i32], i64 }
%struct.HistB = type { [32 x i32], i64 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @run(i64 noundef %n, i64 noundef %i) #0 {
entry:
  %n.addr = alloca i64, align 8
  %i.addr = alloca i64, align 8
  %a = alloca %struct.Splitter, align 8
  %b = alloca %struct.Splitter, align 8
  %ha = alloca ptr, align 8
  %hb = alloca ptr, align 8
  %r = alloca i64, align 8
  store i64 %n, ptr %n.addr, align 8
  store i64 %i, ptr %i.addr, align 8
  %0 = load i64, ptr %n.addr, align 8
  %call = call noalias ptr @calloc(i64 noundef %0, i64 noundef 264) #3
  store ptr %call, ptr %ha, align 8
  %1 = load i64, ptr %n.addr, align 8
  %call1 = call noalias ptr @calloc(i64 noundef %1, i64 noundef 136) #3
  store ptr %call1, ptr %hb, align 8
  %2 = load ptr, ptr %ha, align 8
  %3 = load i64, ptr %i.addr, align 8
  %arrayidx = getelementptr inbounds %struct.HistA, ptr %2, i64 %3
  %total = getelementptr inbounds %struct.HistA, ptr %arrayidx, i32 0, i32 1
  store i64 4, ptr %total, align 8
  %4 = load ptr, ptr %hb, align 8
  %5 = load i64, ptr %i.addr, align 8
  %arrayidx2 = getelementptr inbounds %struct.HistB, ptr %4, i64 %5
  %total3 = getelementptr inbounds %struct.HistB, ptr %arrayidx2, i32 0, i32 1
  store i64 3, ptr %total3, align 8
  %6 = load i64, ptr %n.addr, align 8
  %n4 = getelementptr inbounds %struct.Splitter, ptr %a, i32 0, i32 0
  store i64 %6, ptr %n4, align 8
  %7 = load ptr, ptr %ha, align 8
  %8 = load i64, ptr %i.addr, align 8
  %arrayidx5 = getelementptr inbounds %struct.HistA, ptr %7, i64 %8
  %hist = getelementptr inbounds %struct.Splitter, ptr %a, i32 0, i32 1
  store ptr %arrayidx5, ptr %hist, align 8
  %9 = load i64, ptr %n.addr, align 8
  %n6 = getelementptr inbounds %struct.Splitter, ptr %b, i32 0, i32 0
  store i64 %9, ptr %n6, align 8
  %10 = load ptr, ptr %hb, align 8
  %11 = load i64, ptr %i.addr, align 8
  %arrayidx7 = getelementptr inbounds %struct.HistB, ptr %10, i64 %11
  %hist8 = getelementptr inbounds %struct.Splitter, ptr %b, i32 0, i32 1
  store ptr %arrayidx7, ptr %hist8, align 8
  %call9 = call i64 @sum(ptr noundef %a)
  %call10 = call i64 @sum(ptr noundef %b)
  %add = add nsw i64 %call9, %call10
  store i64 %add, ptr %r, align 8
  %12 = load ptr, ptr %ha, align 8
  call void @free(ptr noundef %12) #4
  %13 = load ptr, ptr %hb, align 8
  call void @free(ptr noundef %13) #4
  %14 = load i64, ptr %r, align 8
  ret i64 %14
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum(ptr noundef %s) #0 {
entry:
  %s.addr = alloca ptr, align 8
  %h = alloca ptr, align 8
  %r = alloca i64, align 8
  %p = alloca ptr, align 8
  store ptr %s, ptr %s.addr, align 8
  %0 = load ptr, ptr %s.addr, align 8
  %hist = getelementptr inbounds %struct.Splitter, ptr %0, i32 0, i32 1
  %1 = load ptr, ptr %hist, align 8
  store ptr %1, ptr %h, align 8
  store i64 0, ptr %r, align 8
  %2 = load ptr, ptr %h, align 8
  %data = getelementptr inbounds %struct.HistA, ptr %2, i32 0, i32 0
  %arraydecay = getelementptr inbounds [64 x i32], ptr %data, i64 0, i64 0
  store ptr %arraydecay, ptr %p, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %3 = load ptr, ptr %p, align 8
  %4 = load ptr, ptr %h, align 8
  %data1 = getelementptr inbounds %struct.HistA, ptr %4, i32 0, i32 0
  %arraydecay2 = getelementptr inbounds [64 x i32], ptr %data1, i64 0, i64 0
  %5 = load ptr, ptr %s.addr, align 8
  %n = getelementptr inbounds %struct.Splitter, ptr %5, i32 0, i32 0
  %6 = load i64, ptr %n, align 8
  %add.ptr = getelementptr inbounds i32, ptr %arraydecay2, i64 %6
  %cmp = icmp ult ptr %3, %add.ptr
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %7 = load ptr, ptr %p, align 8
  %8 = load i32, ptr %7, align 4
  %conv = sext i32 %8 to i64
  %9 = load i64, ptr %r, align 8
  %add = add nsw i64 %9, %conv
  store i64 %add, ptr %r, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %10 = load ptr, ptr %p, align 8
  %incdec.ptr = getelementptr inbounds i32, ptr %10, i32 1
  store ptr %incdec.ptr, ptr %p, align 8
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %11 = load i64, ptr %r, align 8
  ret i64 %11
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0,1) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7, !8, !9}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"llvm.loop.unroll.disable"}
!9 = !{!"llvm.loop.vectorize.width", i32 1}
