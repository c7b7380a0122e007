; ModuleID = 'sunk.c'
source_filename = "sunk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Pool = type { ptr, [16 x i8] }
%struct.Entry = type { i16, i16, i16, i16, i16 }
%struct.Other = type { i64, i64 }

@pool = dso_local global %struct.Pool zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @alloc(i64 noundef %n) #0 {
entry:
  %retval = alloca ptr, align 8
  %n.addr = alloca i64, align 8
  store i64 %n, ptr %n.addr, align 8
  %0 = load ptr, ptr @pool, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %1 = load ptr, ptr @pool, align 8
  %2 = load i64, ptr %n.addr, align 8
  %call = call ptr %1(i64 noundef %2)
  store ptr %call, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %3 = load i64, ptr %n.addr, align 8
  %cmp = icmp ule i64 %3, 16
  br i1 %cmp, label %if.then1, label %if.end2

if.then1:                                         ; preds = %if.end
  store ptr getelementptr inbounds (%struct.Pool, ptr @pool, i32 0, i32 1), ptr %retval, align 8
  br label %return

if.end2:                                          ; preds = %if.end
  %4 = load i64, ptr %n.addr, align 8
  %call3 = call noalias ptr @malloc(i64 noundef %4) #2
  store ptr %call3, ptr %retval, align 8
  br label %return

return:                                           ; preds = %if.end2, %if.then1, %if.then
  %5 = load ptr, ptr %retval, align 8
  ret ptr %5
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @parse(ptr noundef %p, i32 noundef %n, i32 noundef %depth) #0 {
entry:
  %p.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %depth.addr = alloca i32, align 4
  %e = alloca ptr, align 8
  %i = alloca i32, align 4
  %pp = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  store i32 %depth, ptr %depth.addr, align 4
  %0 = load i32, ptr %n.addr, align 4
  %conv = sext i32 %0 to i64
  %mul = mul i64 %conv, 10
  %call = call ptr @alloc(i64 noundef %mul)
  store ptr %call, ptr %e, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, ptr %i, align 4
  %2 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %1, %2
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %3 = load ptr, ptr %e, align 8
  %4 = load i32, ptr %i, align 4
  %idx.ext = sext i32 %4 to i64
  %add.ptr = getelementptr inbounds %struct.Entry, ptr %3, i64 %idx.ext
  store ptr %add.ptr, ptr %pp, align 8
  %5 = load i32, ptr %depth.addr, align 4
  %cmp2 = icmp eq i32 %5, 8
  br i1 %cmp2, label %if.then, label %if.else

if.then:                                          ; preds = %for.body
  %6 = load ptr, ptr %p.addr, align 8
  %incdec.ptr = getelementptr inbounds i8, ptr %6, i32 1
  store ptr %incdec.ptr, ptr %p.addr, align 8
  %7 = load i8, ptr %6, align 1
  %conv4 = zext i8 %7 to i16
  %8 = load ptr, ptr %pp, align 8
  %red = getelementptr inbounds %struct.Entry, ptr %8, i32 0, i32 0
  store i16 %conv4, ptr %red, align 2
  %9 = load ptr, ptr %p.addr, align 8
  %incdec.ptr5 = getelementptr inbounds i8, ptr %9, i32 1
  store ptr %incdec.ptr5, ptr %p.addr, align 8
  %10 = load i8, ptr %9, align 1
  %conv6 = zext i8 %10 to i16
  %11 = load ptr, ptr %pp, align 8
  %green = getelementptr inbounds %struct.Entry, ptr %11, i32 0, i32 1
  store i16 %conv6, ptr %green, align 2
  %12 = load ptr, ptr %p.addr, align 8
  %incdec.ptr7 = getelementptr inbounds i8, ptr %12, i32 1
  store ptr %incdec.ptr7, ptr %p.addr, align 8
  %13 = load i8, ptr %12, align 1
  %conv8 = zext i8 %13 to i16
  %14 = load ptr, ptr %pp, align 8
  %blue = getelementptr inbounds %struct.Entry, ptr %14, i32 0, i32 2
  store i16 %conv8, ptr %blue, align 2
  %15 = load ptr, ptr %p.addr, align 8
  %incdec.ptr9 = getelementptr inbounds i8, ptr %15, i32 1
  store ptr %incdec.ptr9, ptr %p.addr, align 8
  %16 = load i8, ptr %15, align 1
  %conv10 = zext i8 %16 to i16
  %17 = load ptr, ptr %pp, align 8
  %alpha = getelementptr inbounds %struct.Entry, ptr %17, i32 0, i32 3
  store i16 %conv10, ptr %alpha, align 2
  br label %if.end

if.else:                                          ; preds = %for.body
  %18 = load ptr, ptr %p.addr, align 8
  %arrayidx = getelementptr inbounds i8, ptr %18, i64 0
  %19 = load i8, ptr %arrayidx, align 1
  %conv11 = zext i8 %19 to i32
  %shl = shl i32 %conv11, 8
  %20 = load ptr, ptr %p.addr, align 8
  %arrayidx12 = getelementptr inbounds i8, ptr %20, i64 1
  %21 = load i8, ptr %arrayidx12, align 1
  %conv13 = zext i8 %21 to i32
  %or = or i32 %shl, %conv13
  %conv14 = trunc i32 %or to i16
  %22 = load ptr, ptr %pp, align 8
  %red15 = getelementptr inbounds %struct.Entry, ptr %22, i32 0, i32 0
  store i16 %conv14, ptr %red15, align 2
  %23 = load ptr, ptr %p.addr, align 8
  %arrayidx16 = getelementptr inbounds i8, ptr %23, i64 2
  %24 = load i8, ptr %arrayidx16, align 1
  %conv17 = zext i8 %24 to i32
  %shl18 = shl i32 %conv17, 8
  %25 = load ptr, ptr %p.addr, align 8
  %arrayidx19 = getelementptr inbounds i8, ptr %25, i64 3
  %26 = load i8, ptr %arrayidx19, align 1
  %conv20 = zext i8 %26 to i32
  %or21 = or i32 %shl18, %conv20
  %conv22 = trunc i32 %or21 to i16
  %27 = load ptr, ptr %pp, align 8
  %green23 = getelementptr inbounds %struct.Entry, ptr %27, i32 0, i32 1
  store i16 %conv22, ptr %green23, align 2
  %28 = load ptr, ptr %p.addr, align 8
  %arrayidx24 = getelementptr inbounds i8, ptr %28, i64 4
  %29 = load i8, ptr %arrayidx24, align 1
  %conv25 = zext i8 %29 to i32
  %shl26 = shl i32 %conv25, 8
  %30 = load ptr, ptr %p.addr, align 8
  %arrayidx27 = getelementptr inbounds i8, ptr %30, i64 5
  %31 = load i8, ptr %arrayidx27, align 1
  %conv28 = zext i8 %31 to i32
  %or29 = or i32 %shl26, %conv28
  %conv30 = trunc i32 %or29 to i16
  %32 = load ptr, ptr %pp, align 8
  %blue31 = getelementptr inbounds %struct.Entry, ptr %32, i32 0, i32 2
  store i16 %conv30, ptr %blue31, align 2
  %33 = load ptr, ptr %p.addr, align 8
  %arrayidx32 = getelementptr inbounds i8, ptr %33, i64 6
  %34 = load i8, ptr %arrayidx32, align 1
  %conv33 = zext i8 %34 to i32
  %shl34 = shl i32 %conv33, 8
  %35 = load ptr, ptr %p.addr, align 8
  %arrayidx35 = getelementptr inbounds i8, ptr %35, i64 7
  %36 = load i8, ptr %arrayidx35, align 1
  %conv36 = zext i8 %36 to i32
  %or37 = or i32 %shl34, %conv36
  %conv38 = trunc i32 %or37 to i16
  %37 = load ptr, ptr %pp, align 8
  %alpha39 = getelementptr inbounds %struct.Entry, ptr %37, i32 0, i32 3
  store i16 %conv38, ptr %alpha39, align 2
  %38 = load ptr, ptr %p.addr, align 8
  %add.ptr40 = getelementptr inbounds i8, ptr %38, i64 8
  store ptr %add.ptr40, ptr %p.addr, align 8
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %39 = load ptr, ptr %p.addr, align 8
  %arrayidx41 = getelementptr inbounds i8, ptr %39, i64 0
  %40 = load i8, ptr %arrayidx41, align 1
  %conv42 = zext i8 %40 to i32
  %shl43 = shl i32 %conv42, 8
  %41 = load ptr, ptr %p.addr, align 8
  %arrayidx44 = getelementptr inbounds i8, ptr %41, i64 1
  %42 = load i8, ptr %arrayidx44, align 1
  %conv45 = zext i8 %42 to i32
  %or46 = or i32 %shl43, %conv45
  %conv47 = trunc i32 %or46 to i16
  %43 = load ptr, ptr %pp, align 8
  %freq = getelementptr inbounds %struct.Entry, ptr %43, i32 0, i32 4
  store i16 %conv47, ptr %freq, align 2
  %44 = load ptr, ptr %p.addr, align 8
  %add.ptr48 = getelementptr inbounds i8, ptr %44, i64 2
  store ptr %add.ptr48, ptr %p.addr, align 8
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %45 = load i32, ptr %i, align 4
  %inc = add nsw i32 %45, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %46 = load ptr, ptr %e, align 8
  ret ptr %46
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @other(i32 noundef %n) #0 {
entry:
  %n.addr = alloca i32, align 4
  %o = alloca ptr, align 8
  %i = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
  %0 = load i32, ptr %n.addr, align 4
  %conv = sext i32 %0 to i64
  %mul = mul i64 %conv, 16
  %call = call ptr @alloc(i64 noundef %mul)
  store ptr %call, ptr %o, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, ptr %i, align 4
  %2 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %1, %2
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %3 = load i32, ptr %i, align 4
  %conv2 = sext i32 %3 to i64
  %4 = load ptr, ptr %o, align 8
  %5 = load i32, ptr %i, align 4
  %idxprom = sext i32 %5 to i64
  %arrayidx = getelementptr inbounds %struct.Other, ptr %4, i64 %idxprom
  %a = getelementptr inbounds %struct.Other, ptr %arrayidx, i32 0, i32 0
  store i64 %conv2, ptr %a, align 8
  %6 = load i32, ptr %i, align 4
  %mul3 = mul nsw i32 2, %6
  %conv4 = sext i32 %mul3 to i64
  %7 = load ptr, ptr %o, align 8
  %8 = load i32, ptr %i, align 4
  %idxprom5 = sext i32 %8 to i64
  %arrayidx6 = getelementptr inbounds %struct.Other, ptr %7, i64 %idxprom5
  %b = getelementptr inbounds %struct.Other, ptr %arrayidx6, i32 0, i32 1
  store i64 %conv4, ptr %b, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %9 = load i32, ptr %i, align 4
  %inc = add nsw i32 %9, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %for.cond
  %10 = load ptr, ptr %o, align 8
  ret ptr %10
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %e = alloca ptr, align 8
  %o = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %0, i64 0
  %1 = load ptr, ptr %arrayidx, align 8
  %2 = load i32, ptr %argc.addr, align 4
  %3 = load i32, ptr %argc.addr, align 4
  %call = call ptr @parse(ptr noundef %1, i32 noundef %2, i32 noundef %3)
  store ptr %call, ptr %e, align 8
  %4 = load i32, ptr %argc.addr, align 4
  %call1 = call ptr @other(i32 noundef %4)
  store ptr %call1, ptr %o, align 8
  %5 = load ptr, ptr %e, align 8
  %arrayidx2 = getelementptr inbounds %struct.Entry, ptr %5, i64 0
  %alpha = getelementptr inbounds %struct.Entry, ptr %arrayidx2, i32 0, i32 3
  %6 = load i16, ptr %alpha, align 2
  %conv = zext i16 %6 to i32
  %7 = load ptr, ptr %o, align 8
  %arrayidx3 = getelementptr inbounds %struct.Other, ptr %7, i64 0
  %b = getelementptr inbounds %struct.Other, ptr %arrayidx3, i32 0, i32 1
  %8 = load i64, ptr %b, align 8
  %conv4 = trunc i64 %8 to i32
  %add = add nsw i32 %conv, %conv4
  ret i32 %add
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
!8 = distinct !{!8, !7}
