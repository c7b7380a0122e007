; ModuleID = 'hL_backstride.c'
source_filename = "hL_backstride.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.pair = type { i16, i16 }

@costs = dso_local global [256 x i32] zeroinitializer, align 16
@cache = dso_local global [4096 x %struct.pair] zeroinitializer, align 16
@out = dso_local global [4096 x i32] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @walk(ptr noundef %end, ptr noundef %o) #0 {
entry:
  %end.addr = alloca ptr, align 8
  %o.addr = alloca ptr, align 8
  %p = alloca ptr, align 8
  %total = alloca i32, align 4
  %n = alloca i32, align 4
  %lit = alloca i32, align 4
  %m = alloca ptr, align 8
  store ptr %end, ptr %end.addr, align 8
  store ptr %o, ptr %o.addr, align 8
  %0 = load ptr, ptr %end.addr, align 8
  store ptr %0, ptr %p, align 8
  store i32 0, ptr %total, align 4
  br label %do.body

do.body:                                          ; preds = %do.cond17, %entry
  %1 = load ptr, ptr %p, align 8
  %incdec.ptr = getelementptr inbounds %struct.pair, ptr %1, i32 -1
  store ptr %incdec.ptr, ptr %p, align 8
  %2 = load ptr, ptr %p, align 8
  %len = getelementptr inbounds %struct.pair, ptr %2, i32 0, i32 0
  %3 = load i16, ptr %len, align 2
  %conv = zext i16 %3 to i32
  store i32 %conv, ptr %n, align 4
  %4 = load ptr, ptr %p, align 8
  %off = getelementptr inbounds %struct.pair, ptr %4, i32 0, i32 1
  %5 = load i16, ptr %off, align 2
  %conv1 = zext i16 %5 to i32
  store i32 %conv1, ptr %lit, align 4
  %6 = load i32, ptr %lit, align 4
  %idxprom = zext i32 %6 to i64
  %arrayidx = getelementptr inbounds [256 x i32], ptr @costs, i64 0, i64 %idxprom
  %7 = load i32, ptr %arrayidx, align 4
  %8 = load i32, ptr %total, align 4
  %add = add i32 %8, %7
  store i32 %add, ptr %total, align 4
  %9 = load i32, ptr %lit, align 4
  %10 = load ptr, ptr %o.addr, align 8
  %incdec.ptr2 = getelementptr inbounds i32, ptr %10, i32 1
  store ptr %incdec.ptr2, ptr %o.addr, align 8
  store i32 %9, ptr %10, align 4
  %11 = load i32, ptr %n, align 4
  %tobool = icmp ne i32 %11, 0
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %do.body
  %12 = load ptr, ptr %p, align 8
  %13 = load i32, ptr %n, align 4
  %idx.ext = zext i32 %13 to i64
  %idx.neg = sub i64 0, %idx.ext
  %add.ptr = getelementptr inbounds %struct.pair, ptr %12, i64 %idx.neg
  store ptr %add.ptr, ptr %m, align 8
  br label %do.body3

do.body3:                                         ; preds = %do.cond, %if.then
  %14 = load ptr, ptr %m, align 8
  %off4 = getelementptr inbounds %struct.pair, ptr %14, i32 0, i32 1
  %15 = load i16, ptr %off4, align 2
  %conv5 = zext i16 %15 to i32
  %and = and i32 %conv5, 255
  %idxprom6 = sext i32 %and to i64
  %arrayidx7 = getelementptr inbounds [256 x i32], ptr @costs, i64 0, i64 %idxprom6
  %16 = load i32, ptr %arrayidx7, align 4
  %17 = load ptr, ptr %m, align 8
  %len8 = getelementptr inbounds %struct.pair, ptr %17, i32 0, i32 0
  %18 = load i16, ptr %len8, align 2
  %conv9 = zext i16 %18 to i32
  %add10 = add i32 %16, %conv9
  %19 = load i32, ptr %total, align 4
  %add11 = add i32 %19, %add10
  store i32 %add11, ptr %total, align 4
  br label %do.cond

do.cond:                                          ; preds = %do.body3
  %20 = load ptr, ptr %m, align 8
  %incdec.ptr12 = getelementptr inbounds %struct.pair, ptr %20, i32 1
  store ptr %incdec.ptr12, ptr %m, align 8
  %21 = load ptr, ptr %p, align 8
  %cmp = icmp ne ptr %incdec.ptr12, %21
  br i1 %cmp, label %do.body3, label %do.end, !llvm.loop !6

do.end:                                           ; preds = %do.cond
  %22 = load i32, ptr %n, align 4
  %23 = load ptr, ptr %p, align 8
  %idx.ext14 = zext i32 %22 to i64
  %idx.neg15 = sub i64 0, %idx.ext14
  %add.ptr16 = getelementptr inbounds %struct.pair, ptr %23, i64 %idx.neg15
  store ptr %add.ptr16, ptr %p, align 8
  br label %if.end

if.end:                                           ; preds = %do.end, %do.body
  br label %do.cond17

do.cond17:                                        ; preds = %if.end
  %24 = load ptr, ptr %p, align 8
  %cmp18 = icmp ne ptr %24, @cache
  br i1 %cmp18, label %do.body, label %do.end20, !llvm.loop !8

do.end20:                                         ; preds = %do.cond17
  %25 = load i32, ptr %total, align 4
  ret i32 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  %call = call i32 @walk(ptr noundef getelementptr inbounds ([4096 x %struct.pair], ptr @cache, i64 0, i64 4096), ptr noundef @out)
  ret i32 %call
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
!8 = distinct !{!8, !7}
