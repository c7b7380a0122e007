; ModuleID = 'hL_backstride.c'
source_filename = "hL_backstride.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.pair = type { i16, i16 }

@costs = dso_local global [256 x i32] zeroinitializer, align 16
@cache = dso_local global [4096 x %struct.pair] zeroinitializer, align 16
@out = dso_local global [4096 x i32] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @walk(%struct.pair* noundef %end, i32* noundef %o) #0 {
entry:
  %end.addr = alloca %struct.pair*, align 8
  %o.addr = alloca i32*, align 8
  %p = alloca %struct.pair*, align 8
  %total = alloca i32, align 4
  %n = alloca i32, align 4
  %lit = alloca i32, align 4
  %m = alloca %struct.pair*, align 8
  store %struct.pair* %end, %struct.pair** %end.addr, align 8
  store i32* %o, i32** %o.addr, align 8
  %0 = load %struct.pair*, %struct.pair** %end.addr, align 8
  store %struct.pair* %0, %struct.pair** %p, align 8
  store i32 0, i32* %total, align 4
  br label %do.body

do.body:                                          ; preds = %do.cond17, %entry
  %1 = load %struct.pair*, %struct.pair** %p, align 8
  %incdec.ptr = getelementptr inbounds %struct.pair, %struct.pair* %1, i32 -1
  store %struct.pair* %incdec.ptr, %struct.pair** %p, align 8
  %2 = load %struct.pair*, %struct.pair** %p, align 8
  %len = getelementptr inbounds %struct.pair, %struct.pair* %2, i32 0, i32 0
  %3 = load i16, i16* %len, align 2
  %conv = zext i16 %3 to i32
  store i32 %conv, i32* %n, align 4
  %4 = load %struct.pair*, %struct.pair** %p, align 8
  %off = getelementptr inbounds %struct.pair, %struct.pair* %4, i32 0, i32 1
  %5 = load i16, i16* %off, align 2
  %conv1 = zext i16 %5 to i32
  store i32 %conv1, i32* %lit, align 4
  %6 = load i32, i32* %lit, align 4
  %idxprom = zext i32 %6 to i64
  %arrayidx = getelementptr inbounds [256 x i32], [256 x i32]* @costs, i64 0, i64 %idxprom
  %7 = load i32, i32* %arrayidx, align 4
  %8 = load i32, i32* %total, align 4
  %add = add i32 %8, %7
  store i32 %add, i32* %total, align 4
  %9 = load i32, i32* %lit, align 4
  %10 = load i32*, i32** %o.addr, align 8
  %incdec.ptr2 = getelementptr inbounds i32, i32* %10, i32 1
  store i32* %incdec.ptr2, i32** %o.addr, align 8
  store i32 %9, i32* %10, align 4
  %11 = load i32, i32* %n, align 4
  %tobool = icmp ne i32 %11, 0
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %do.body
  %12 = load %struct.pair*, %struct.pair** %p, align 8
  %13 = load i32, i32* %n, align 4
  %idx.ext = zext i32 %13 to i64
  %idx.neg = sub i64 0, %idx.ext
  %add.ptr = getelementptr inbounds %struct.pair, %struct.pair* %12, i64 %idx.neg
  store %struct.pair* %add.ptr, %struct.pair** %m, align 8
  br label %do.body3

do.body3:                                         ; preds = %do.cond, %if.then
  %14 = load %struct.pair*, %struct.pair** %m, align 8
  %off4 = getelementptr inbounds %struct.pair, %struct.pair* %14, i32 0, i32 1
  %15 = load i16, i16* %off4, align 2
  %conv5 = zext i16 %15 to i32
  %and = and i32 %conv5, 255
  %idxprom6 = sext i32 %and to i64
  %arrayidx7 = getelementptr inbounds [256 x i32], [256 x i32]* @costs, i64 0, i64 %idxprom6
  %16 = load i32, i32* %arrayidx7, align 4
  %17 = load %struct.pair*, %struct.pair** %m, align 8
  %len8 = getelementptr inbounds %struct.pair, %struct.pair* %17, i32 0, i32 0
  %18 = load i16, i16* %len8, align 2
  %conv9 = zext i16 %18 to i32
  %add10 = add i32 %16, %conv9
  %19 = load i32, i32* %total, align 4
  %add11 = add i32 %19, %add10
  store i32 %add11, i32* %total, align 4
  br label %do.cond

do.cond:                                          ; preds = %do.body3
  %20 = load %struct.pair*, %struct.pair** %m, align 8
  %incdec.ptr12 = getelementptr inbounds %struct.pair, %struct.pair* %20, i32 1
  store %struct.pair* %incdec.ptr12, %struct.pair** %m, align 8
  %21 = load %struct.pair*, %struct.pair** %p, align 8
  %cmp = icmp ne %struct.pair* %incdec.ptr12, %21
  br i1 %cmp, label %do.body3, label %do.end, !llvm.loop !6

do.end:                                           ; preds = %do.cond
  %22 = load i32, i32* %n, align 4
  %23 = load %struct.pair*, %struct.pair** %p, align 8
  %idx.ext14 = zext i32 %22 to i64
  %idx.neg15 = sub i64 0, %idx.ext14
  %add.ptr16 = getelementptr inbounds %struct.pair, %struct.pair* %23, i64 %idx.neg15
  store %struct.pair* %add.ptr16, %struct.pair** %p, align 8
  br label %if.end

if.end:                                           ; preds = %do.end, %do.body
  br label %do.cond17

do.cond17:                                        ; preds = %if.end
  %24 = load %struct.pair*, %struct.pair** %p, align 8
  %cmp18 = icmp ne %struct.pair* %24, getelementptr inbounds ([4096 x %struct.pair], [4096 x %struct.pair]* @cache, i64 0, i64 0)
  br i1 %cmp18, label %do.body, label %do.end20, !llvm.loop !8

do.end20:                                         ; preds = %do.cond17
  %25 = load i32, i32* %total, align 4
  ret i32 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  %call = call i32 @walk(%struct.pair* noundef getelementptr inbounds ([4096 x %struct.pair], [4096 x %struct.pair]* @cache, i64 1, i64 0), i32* noundef getelementptr inbounds ([4096 x i32], [4096 x i32]* @out, i64 0, i64 0))
  ret i32 %call
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
!8 = distinct !{!8, !7}
