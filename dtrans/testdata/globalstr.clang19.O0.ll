; ModuleID = 'testdata/globalstr.c'
source_filename = "testdata/globalstr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.L = type { ptr, i32 }
%struct.G = type { ptr, i32 }

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@groot = dso_local global ptr null, align 8
@gtab = dso_local global [4 x ptr] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @walk(i32 noundef %c, ptr noundef %l) #0 {
entry:
  %c.addr = alloca i32, align 4
  %l.addr = alloca ptr, align 8
  %p = alloca ptr, align 8
  %q = alloca ptr, align 8
  %n = alloca i32, align 4
  store i32 %c, ptr %c.addr, align 4
  store ptr %l, ptr %l.addr, align 8
  %0 = load i32, ptr %c.addr, align 4
  %tobool = icmp ne i32 %0, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load ptr, ptr %l.addr, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %1, %cond.true ], [ @.str, %cond.false ]
  store ptr %cond, ptr %p, align 8
  %2 = load ptr, ptr %p, align 8
  store ptr %2, ptr %q, align 8
  store i32 0, ptr %n, align 4
  br label %while.cond

while.cond:                                       ; preds = %while.body, %cond.end
  %3 = load ptr, ptr %q, align 8
  %tobool1 = icmp ne ptr %3, null
  br i1 %tobool1, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %4 = load ptr, ptr %q, align 8
  %v = getelementptr inbounds %struct.L, ptr %4, i32 0, i32 1
  %5 = load i32, ptr %v, align 8
  %6 = load i32, ptr %n, align 4
  %add = add nsw i32 %6, %5
  store i32 %add, ptr %n, align 4
  %7 = load ptr, ptr %q, align 8
  %next = getelementptr inbounds %struct.L, ptr %7, i32 0, i32 0
  %8 = load ptr, ptr %next, align 8
  store ptr %8, ptr %q, align 8
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %while.cond
  %9 = load i32, ptr %n, align 4
  %10 = load ptr, ptr @groot, align 8
  %w = getelementptr inbounds %struct.G, ptr %10, i32 0, i32 1
  %11 = load i32, ptr %w, align 8
  %add2 = add nsw i32 %9, %11
  %12 = load i32, ptr %c.addr, align 4
  %and = and i32 %12, 3
  %idxprom = sext i32 %and to i64
  %arrayidx = getelementptr inbounds [4 x ptr], ptr @gtab, i64 0, i64 %idxprom
  %13 = load ptr, ptr %arrayidx, align 8
  %up = getelementptr inbounds %struct.G, ptr %13, i32 0, i32 0
  %14 = load ptr, ptr %up, align 8
  %w3 = getelementptr inbounds %struct.G, ptr %14, i32 0, i32 1
  %15 = load i32, ptr %w3, align 8
  %add4 = add nsw i32 %add2, %15
  ret i32 %add4
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
