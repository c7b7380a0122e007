; ModuleID = 'testdata/globalstr.c'
source_filename = "testdata/globalstr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.G = type { %struct.G*, i32 }
%struct.L = type { %struct.L*, i32 }

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@groot = dso_local global %struct.G* null, align 8
@gtab = dso_local global [4 x %struct.G*] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @walk(i32 noundef %c, %struct.L* noundef %l) #0 {
entry:
  %c.addr = alloca i32, align 4
  %l.addr = alloca %struct.L*, align 8
  %p = alloca i8*, align 8
  %q = alloca %struct.L*, align 8
  %n = alloca i32, align 4
  store i32 %c, i32* %c.addr, align 4
  store %struct.L* %l, %struct.L** %l.addr, align 8
  %0 = load i32, i32* %c.addr, align 4
  %tobool = icmp ne i32 %0, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load %struct.L*, %struct.L** %l.addr, align 8
  %2 = bitcast %struct.L* %1 to i8*
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i8* [ %2, %cond.true ], [ getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i64 0, i64 0), %cond.false ]
  store i8* %cond, i8** %p, align 8
  %3 = load i8*, i8** %p, align 8
  %4 = bitcast i8* %3 to %struct.L*
  store %struct.L* %4, %struct.L** %q, align 8
  store i32 0, i32* %n, align 4
  br label %while.cond

while.cond:                                       ; preds = %while.body, %cond.end
  %5 = load %struct.L*, %struct.L** %q, align 8
  %tobool1 = icmp ne %struct.L* %5, null
  br i1 %tobool1, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %6 = load %struct.L*, %struct.L** %q, align 8
  %v = getelementptr inbounds %struct.L, %struct.L* %6, i32 0, i32 1
  %7 = load i32, i32* %v, align 8
  %8 = load i32, i32* %n, align 4
  %add = add nsw i32 %8, %7
  store i32 %add, i32* %n, align 4
  %9 = load %struct.L*, %struct.L** %q, align 8
  %next = getelementptr inbounds %struct.L, %struct.L* %9, i32 0, i32 0
  %10 = load %struct.L*, %struct.L** %next, align 8
  store %struct.L* %10, %struct.L** %q, align 8
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %while.cond
  %11 = load i32, i32* %n, align 4
  %12 = load %struct.G*, %struct.G** @groot, align 8
  %w = getelementptr inbounds %struct.G, %struct.G* %12, i32 0, i32 1
  %13 = load i32, i32* %w, align 8
  %add2 = add nsw i32 %11, %13
  %14 = load i32, i32* %c.addr, align 4
  %and = and i32 %14, 3
  %idxprom = sext i32 %and to i64
  %arrayidx = getelementptr inbounds [4 x %struct.G*], [4 x %struct.G*]* @gtab, i64 0, i64 %idxprom
  %15 = load %struct.G*, %struct.G** %arrayidx, align 8
  %up = getelementptr inbounds %struct.G, %struct.G* %15, i32 0, i32 0
  %16 = load %struct.G*, %struct.G** %up, align 8
  %w3 = getelementptr inbounds %struct.G, %struct.G* %16, i32 0, i32 1
  %17 = load i32, i32* %w3, align 8
  %add4 = add nsw i32 %add2, %17
  ret i32 %add4
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
