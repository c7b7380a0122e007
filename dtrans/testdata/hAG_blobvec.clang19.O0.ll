; ModuleID = 'hAG_blobvec.c'
source_filename = "hAG_blobvec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Code = type { ptr, i32, [32 x i8], i64 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %c = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 56) #2
  store ptr %call, ptr %c, align 8
  %0 = load ptr, ptr %c, align 8
  %next = getelementptr inbounds %struct.Code, ptr %0, i32 0, i32 0
  store ptr null, ptr %next, align 8
  %1 = load i32, ptr %argc.addr, align 4
  %2 = load ptr, ptr %c, align 8
  %flags = getelementptr inbounds %struct.Code, ptr %2, i32 0, i32 1
  store i32 %1, ptr %flags, align 8
  %3 = load ptr, ptr %c, align 8
  %top = getelementptr inbounds %struct.Code, ptr %3, i32 0, i32 3
  store i64 2, ptr %top, align 8
  %4 = load ptr, ptr %c, align 8
  %5 = load ptr, ptr %argv.addr, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %5, i64 0
  %6 = load ptr, ptr %arrayidx, align 8
  call void @merge(ptr noundef %4, ptr noundef %6)
  %7 = load ptr, ptr %c, align 8
  %flags1 = getelementptr inbounds %struct.Code, ptr %7, i32 0, i32 1
  %8 = load i32, ptr %flags1, align 8
  %9 = load ptr, ptr %c, align 8
  %top2 = getelementptr inbounds %struct.Code, ptr %9, i32 0, i32 3
  %10 = load i64, ptr %top2, align 8
  %conv = trunc i64 %10 to i32
  %add = add nsw i32 %8, %conv
  %11 = load ptr, ptr %c, align 8
  %map = getelementptr inbounds %struct.Code, ptr %11, i32 0, i32 2
  %arrayidx3 = getelementptr inbounds [32 x i8], ptr %map, i64 0, i64 3
  %12 = load i8, ptr %arrayidx3, align 1
  %conv4 = zext i8 %12 to i32
  %add5 = add nsw i32 %add, %conv4
  ret i32 %add5
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @merge(ptr noundef %c, ptr noundef %t) #0 {
entry:
  %c.addr = alloca ptr, align 8
  %t.addr = alloca ptr, align 8
  %i = alloca i32, align 4
  store ptr %c, ptr %c.addr, align 8
  store ptr %t, ptr %t.addr, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %cmp = icmp slt i32 %0, 32
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load ptr, ptr %t.addr, align 8
  %2 = load i32, ptr %i, align 4
  %idxprom = sext i32 %2 to i64
  %arrayidx = getelementptr inbounds i8, ptr %1, i64 %idxprom
  %3 = load i8, ptr %arrayidx, align 1
  %conv = zext i8 %3 to i32
  %4 = load ptr, ptr %c.addr, align 8
  %map = getelementptr inbounds %struct.Code, ptr %4, i32 0, i32 2
  %5 = load i32, ptr %i, align 4
  %idxprom1 = sext i32 %5 to i64
  %arrayidx2 = getelementptr inbounds [32 x i8], ptr %map, i64 0, i64 %idxprom1
  %6 = load i8, ptr %arrayidx2, align 1
  %conv3 = zext i8 %6 to i32
  %or = or i32 %conv3, %conv
  %conv4 = trunc i32 %or to i8
  store i8 %conv4, ptr %arrayidx2, align 1
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %7 = load i32, ptr %i, align 4
  %inc = add nsw i32 %7, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) }

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
