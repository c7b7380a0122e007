; ModuleID = 'sunk.c'
source_filename = "sunk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Pool = type { i8* (i64)*, [16 x i8] }
%struct.Entry = type { i16, i16, i16, i16, i16 }
%struct.Other = type { i64, i64 }

@pool = dso_local global %struct.Pool zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @alloc(i64 noundef %n) #0 {
entry:
  %retval = alloca i8*, align 8
  %n.addr = alloca i64, align 8
  store i64 %n, i64* %n.addr, align 8
  %0 = load i8* (i64)*, i8* (i64)** getelementptr inbounds (%struct.Pool, %struct.Pool* @pool, i32 0, i32 0), align 8
  %tobool = icmp ne i8* (i64)* %0, null
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %1 = load i8* (i64)*, i8* (i64)** getelementptr inbounds (%struct.Pool, %struct.Pool* @pool, i32 0, i32 0), align 8
  %2 = load i64, i64* %n.addr, align 8
  %call = call i8* %1(i64 noundef %2)
  store i8* %call, i8** %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %3 = load i64, i64* %n.addr, align 8
  %cmp = icmp ule i64 %3, 16
  br i1 %cmp, label %if.then1, label %if.end2

if.then1:                                         ; preds = %if.end
  store i8* getelementptr inbounds (%struct.Pool, %struct.Pool* @pool, i32 0, i32 1, i64 0), i8** %retval, align 8
  br label %return

if.end2:                                          ; preds = %if.end
  %4 = load i64, i64* %n.addr, align 8
  %call3 = call noalias i8* @malloc(i64 noundef %4) #2
  store i8* %call3, i8** %retval, align 8
  br label %return

return:                                           ; preds = %if.end2, %if.then1, %if.then
  %5 = load i8*, i8** %retval, align 8
  ret i8* %5
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.Entry* @parse(i8* noundef %p, i32 noundef %n, i32 noundef %depth) #0 {
entry:
  %p.addr = alloca i8*, align 8
  %n.addr = alloca i32, align 4
  %depth.addr = alloca i32, align 4
  %e = alloca %struct.Entry*, align 8
  %i = alloca i32, align 4
  %pp = alloca %struct.Entry*, align 8
  store i8* %p, i8** %p.addr, align 8
  store i32 %n, i32* %n.addr, align 4
  store i32 %depth, i32* %depth.addr, align 4
  %0 = load i32, i32* %n.addr, align 4
  %conv = sext i32 %0 to i64
  %mul = mul i64 %conv, 10
  %call = call i8* @alloc(i64 noundef %mul)
  %1 = bitcast i8* %call to %struct.Entry*
  store %struct.Entry* %1, %struct.Entry** %e, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %2 = load i32, i32* %i, align 4
  %3 = load i32, i32* %n.addr, align 4
  %cmp = icmp slt i32 %2, %3
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %4 = load %struct.Entry*, %struct.Entry** %e, align 8
  %5 = load i32, i32* %i, align 4
  %idx.ext = sext i32 %5 to i64
  %add.ptr = getelementptr inbounds %struct.Entry, %struct.Entry* %4, i64 %idx.ext
  store %struct.Entry* %add.ptr, %struct.Entry** %pp, align 8
  %6 = load i32, i32* %depth.addr, align 4
  %cmp2 = icmp eq i32 %6, 8
  br i1 %cmp2, label %if.then, label %if.else

if.then:                                          ; preds = %for.body
  %7 = load i8*, i8** %p.addr, align 8
  %incdec.ptr = getelementptr inbounds i8, i8* %7, i32 1
  store i8* %incdec.ptr, i8** %p.addr, align 8
  %8 = load i8, i8* %7, align 1
  %conv4 = zext i8 %8 to i16
  %9 = load %struct.Entry*, %struct.Entry** %pp, align 8
  %red = getelementptr inbounds %struct.Entry, %struct.Entry* %9, i32 0, i32 0
  store i16 %conv4, i16* %red, align 2
  %10 = load i8*, i8** %p.addr, align 8
  %incdec.ptr5 = getelementptr inbounds i8, i8* %10, i32 1
  store i8* %incdec.ptr5, i8** %p.addr, align 8
  %11 = load i8, i8* %10, align 1
  %conv6 = zext i8 %11 to i16
  %12 = load %struct.Entry*, %struct.Entry** %pp, align 8
  %green = getelementptr inbounds %struct.Entry, %struct.Entry* %12, i32 0, i32 1
  store i16 %conv6, i16* %green, align 2
  %13 = load i8*, i8** %p.addr, align 8
  %incdec.ptr7 = getelementptr inbounds i8, i8* %13, i32 1
  store i8* %incdec.ptr7, i8** %p.addr, align 8
  %14 = load i8, i8* %13, align 1
  %conv8 = zext i8 %14 to i16
  %15 = load %struct.Entry*, %struct.Entry** %pp, align 8
  %blue = getelementptr inbounds %struct.Entry, %struct.Entry* %15, i32 0, i32 2
  store i16 %conv8, i16* %blue, align 2
  %16 = load i8*, i8** %p.addr, align 8
  %incdec.ptr9 = getelementptr inbounds i8, i8* %16, i32 1
  store i8* %incdec.ptr9, i8** %p.addr, align 8
  %17 = load i8, i8* %16, align 1
  %conv10 = zext i8 %17 to i16
  %18 = load %struct.Entry*, %struct.Entry** %pp, align 8
  %alpha = getelementptr inbounds %struct.Entry, %struct.Entry* %18, i32 0, i32 3
  store i16 %conv10, i16* %alpha, align 2
  br label %if.end

if.else:                                          ; preds = %for.body
  %19 = load i8*, i8** %p.addr, align 8
  %arrayidx = getelementptr inbounds i8, i8* %19, i64 0
  %20 = load i8, i8* %arrayidx, align 1
  %conv11 = zext i8 %20 to i32
  %shl = shl i32 %conv11, 8
  %21 = load i8*, i8** %p.addr, align 8
  %arrayidx12 = getelementptr inbounds i8, i8* %21, i64 1
  %22 = load i8, i8* %arrayidx12, align 1
  %conv13 = zext i8 %22 to i32
  %or = or i32 %shl, %conv13
  %conv14 = trunc i32 %or to i16
  %23 = load %struct.Entry*, %struct.Entry** %pp, align 8
  %red15 = getelementptr inbounds %struct.Entry, %struct.Entry* %23, i32 0, i32 0
  store i16 %conv14, i16* %red15, align 2
  %24 = load i8*, i8** %p.addr, align 8
  %arrayidx16 = getelementptr inbounds i8, i8* %24, i64 2
  %25 = load i8, i8* %arrayidx16, align 1
  %conv17 = zext i8 %25 to i32
  %shl18 = shl i32 %conv17, 8
  %26 = load i8*, i8** %p.addr, align 8
  %arrayidx19 = getelementptr inbounds i8, i8* %26, i64 3
  %27 = load i8, i8* %arrayidx19, align 1
  %conv20 = zext i8 %27 to i32
  %or21 = or i32 %shl18, %conv20
  %conv22 = trunc i32 %or21 to i16
  %28 = load %struct.Entry*, %struct.Entry** %pp, align 8
  %green23 = getelementptr inbounds %struct.Entry, %struct.Entry* %28, i32 0, i32 1
  store i16 %conv22, i16* %green23, align 2
  %29 = load i8*, i8** %p.addr, align 8
  %arrayidx24 = getelementptr inbounds i8, i8* %29, i64 4
  %30 = load i8, i8* %arrayidx24, align 1
  %conv25 = zext i8 %30 to i32
  %shl26 = shl i32 %conv25, 8
  %31 = load i8*, i8** %p.addr, align 8
  %arrayidx27 = getelementptr inbounds i8, i8* %31, i64 5
  %32 = load i8, i8* %arrayidx27, align 1
  %conv28 = zext i8 %32 to i32
  %or29 = or i32 %shl26, %conv28
  %conv30 = trunc i32 %or29 to i16
  %33 = load %struct.Entry*, %struct.Entry** %pp, align 8
  %blue31 = getelementptr inbounds %struct.Entry, %struct.Entry* %33, i32 0, i32 2
  store i16 %conv30, i16* %blue31, align 2
  %34 = load i8*, i8** %p.addr, align 8
  %arrayidx32 = getelementptr inbounds i8, i8* %34, i64 6
  %35 = load i8, i8* %arrayidx32, align 1
  %conv33 = zext i8 %35 to i32
  %shl34 = shl i32 %conv33, 8
  %36 = load i8*, i8** %p.addr, align 8
  %arrayidx35 = getelementptr inbounds i8, i8* %36, i64 7
  %37 = load i8, i8* %arrayidx35, align 1
  %conv36 = zext i8 %37 to i32
  %or37 = or i32 %shl34, %conv36
  %conv38 = trunc i32 %or37 to i16
  %38 = load %struct.Entry*, %struct.Entry** %pp, align 8
  %alpha39 = getelementptr inbounds %struct.Entry, %struct.Entry* %38, i32 0, i32 3
  store i16 %conv38, i16* %alpha39, align 2
  %39 = load i8*, i8** %p.addr, align 8
  %add.ptr40 = getelementptr inbounds i8, i8* %39, i64 8
  store i8* %add.ptr40, i8** %p.addr, align 8
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %40 = load i8*, i8** %p.addr, align 8
  %arrayidx41 = getelementptr inbounds i8, i8* %40, i64 0
  %41 = load i8, i8* %arrayidx41, align 1
  %conv42 = zext i8 %41 to i32
  %shl43 = shl i32 %conv42, 8
  %42 = load i8*, i8** %p.addr, align 8
  %arrayidx44 = getelementptr inbounds i8, i8* %42, i64 1
  %43 = load i8, i8* %arrayidx44, align 1
  %conv45 = zext i8 %43 to i32
  %or46 = or i32 %shl43, %conv45
  %conv47 = trunc i32 %or46 to i16
  %44 = load %struct.Entry*, %struct.Entry** %pp, align 8
  %freq = getelementptr inbounds %struct.Entry, %struct.Entry* %44, i32 0, i32 4
  store i16 %conv47, i16* %freq, align 2
  %45 = load i8*, i8** %p.addr, align 8
  %add.ptr48 = getelementptr inbounds i8, i8* %45, i64 2
  store i8* %add.ptr48, i8** %p.addr, align 8
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %46 = load i32, i32* %i, align 4
  %inc = add nsw i32 %46, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %47 = load %struct.Entry*, %struct.Entry** %e, align 8
  ret %struct.Entry* %47
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.Other* @other(i32 noundef %n) #0 {
entry:
  %n.addr = alloca i32, align 4
  %o = alloca %struct.Other*, align 8
  %i = alloca i32, align 4
  store i32 %n, i32* %n.addr, align 4
  %0 = load i32, i32* %n.addr, align 4
  %conv = sext i32 %0 to i64
  %mul = mul i64 %conv, 16
  %call = call i8* @alloc(i64 noundef %mul)
  %1 = bitcast i8* %call to %struct.Other*
  store %struct.Other* %1, %struct.Other** %o, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %2 = load i32, i32* %i, align 4
  %3 = load i32, i32* %n.addr, align 4
  %cmp = icmp slt i32 %2, %3
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %4 = load i32, i32* %i, align 4
  %conv2 = sext i32 %4 to i64
  %5 = load %struct.Other*, %struct.Other** %o, align 8
  %6 = load i32, i32* %i, align 4
  %idxprom = sext i32 %6 to i64
  %arrayidx = getelementptr inbounds %struct.Other, %struct.Other* %5, i64 %idxprom
  %a = getelementptr inbounds %struct.Other, %struct.Other* %arrayidx, i32 0, i32 0
  store i64 %conv2, i64* %a, align 8
  %7 = load i32, i32* %i, align 4
  %mul3 = mul nsw i32 2, %7
  %conv4 = sext i32 %mul3 to i64
  %8 = load %struct.Other*, %struct.Other** %o, align 8
  %9 = load i32, i32* %i, align 4
  %idxprom5 = sext i32 %9 to i64
  %arrayidx6 = getelementptr inbounds %struct.Other, %struct.Other* %8, i64 %idxprom5
  %b = getelementptr inbounds %struct.Other, %struct.Other* %arrayidx6, i32 0, i32 1
  store i64 %conv4, i64* %b, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %10 = load i32, i32* %i, align 4
  %inc = add nsw i32 %10, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %for.cond
  %11 = load %struct.Other*, %struct.Other** %o, align 8
  ret %struct.Other* %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %e = alloca %struct.Entry*, align 8
  %o = alloca %struct.Other*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  %arrayidx = getelementptr inbounds i8*, i8** %0, i64 0
  %1 = load i8*, i8** %arrayidx, align 8
  %2 = load i32, i32* %argc.addr, align 4
  %3 = load i32, i32* %argc.addr, align 4
  %call = call %struct.Entry* @parse(i8* noundef %1, i32 noundef %2, i32 noundef %3)
  store %struct.Entry* %call, %struct.Entry** %e, align 8
  %4 = load i32, i32* %argc.addr, align 4
  %call1 = call %struct.Other* @other(i32 noundef %4)
  store %struct.Other* %call1, %struct.Other** %o, align 8
  %5 = load %struct.Entry*, %struct.Entry** %e, align 8
  %arrayidx2 = getelementptr inbounds %struct.Entry, %struct.Entry* %5, i64 0
  %alpha = getelementptr inbounds %struct.Entry, %struct.Entry* %arrayidx2, i32 0, i32 3
  %6 = load i16, i16* %alpha, align 2
  %conv = zext i16 %6 to i32
  %7 = load %struct.Other*, %struct.Other** %o, align 8
  %arrayidx3 = getelementptr inbounds %struct.Other, %struct.Other* %7, i64 0
  %b = getelementptr inbounds %struct.Other, %struct.Other* %arrayidx3, i32 0, i32 1
  %8 = load i64, i64* %b, align 8
  %conv4 = trunc i64 %8 to i32
  %add = add nsw i32 %conv, %conv4
  ret i32 %add
}

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
