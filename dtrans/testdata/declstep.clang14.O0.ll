; ModuleID = 'declstep.c'
source_filename = "declstep.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.cb = type { i8*, i64 }
%struct.ns = type { i16, i16, i16, i16, i32 }
%struct.other = type { double, i8* }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @walk(%struct.cb* noundef %cb, i32 noundef %n) #0 {
entry:
  %cb.addr = alloca %struct.cb*, align 8
  %n.addr = alloca i32, align 4
  %top = alloca %struct.ns*, align 8
  %end = alloca %struct.ns*, align 8
  %i = alloca i32, align 4
  %sum = alloca i32, align 4
  store %struct.cb* %cb, %struct.cb** %cb.addr, align 8
  store i32 %n, i32* %n.addr, align 4
  store %struct.ns* null, %struct.ns** %top, align 8
  store i32 0, i32* %sum, align 4
  %0 = load %struct.cb*, %struct.cb** %cb.addr, align 8
  %ws = getelementptr inbounds %struct.cb, %struct.cb* %0, i32 0, i32 0
  %1 = load i8*, i8** %ws, align 8
  %2 = load %struct.cb*, %struct.cb** %cb.addr, align 8
  %wsize = getelementptr inbounds %struct.cb, %struct.cb* %2, i32 0, i32 1
  %3 = load i64, i64* %wsize, align 8
  %add.ptr = getelementptr inbounds i8, i8* %1, i64 %3
  %4 = bitcast i8* %add.ptr to %struct.ns*
  store %struct.ns* %4, %struct.ns** %end, align 8
  %5 = load %struct.ns*, %struct.ns** %end, align 8
  %6 = bitcast %struct.ns* %5 to i8*
  %7 = load %struct.cb*, %struct.cb** %cb.addr, align 8
  %wsize1 = getelementptr inbounds %struct.cb, %struct.cb* %7, i32 0, i32 1
  %8 = load i64, i64* %wsize1, align 8
  %rem = urem i64 %8, 12
  %idx.neg = sub i64 0, %rem
  %add.ptr2 = getelementptr inbounds i8, i8* %6, i64 %idx.neg
  %9 = bitcast i8* %add.ptr2 to %struct.ns*
  store %struct.ns* %9, %struct.ns** %end, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %10 = load i32, i32* %i, align 4
  %11 = load i32, i32* %n.addr, align 4
  %cmp = icmp slt i32 %10, %11
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %12 = load %struct.ns*, %struct.ns** %top, align 8
  %cmp3 = icmp eq %struct.ns* %12, null
  br i1 %cmp3, label %if.then, label %if.else

if.then:                                          ; preds = %for.body
  %13 = load %struct.cb*, %struct.cb** %cb.addr, align 8
  %ws4 = getelementptr inbounds %struct.cb, %struct.cb* %13, i32 0, i32 0
  %14 = load i8*, i8** %ws4, align 8
  %15 = bitcast i8* %14 to %struct.ns*
  store %struct.ns* %15, %struct.ns** %top, align 8
  br label %if.end8

if.else:                                          ; preds = %for.body
  %16 = load %struct.ns*, %struct.ns** %top, align 8
  %add.ptr5 = getelementptr inbounds %struct.ns, %struct.ns* %16, i64 1
  %17 = load %struct.ns*, %struct.ns** %end, align 8
  %cmp6 = icmp ult %struct.ns* %add.ptr5, %17
  br i1 %cmp6, label %if.then7, label %if.end

if.then7:                                         ; preds = %if.else
  %18 = load %struct.ns*, %struct.ns** %top, align 8
  %incdec.ptr = getelementptr inbounds %struct.ns, %struct.ns* %18, i32 1
  store %struct.ns* %incdec.ptr, %struct.ns** %top, align 8
  br label %if.end

if.end:                                           ; preds = %if.then7, %if.else
  br label %if.end8

if.end8:                                          ; preds = %if.end, %if.then
  %19 = load i32, i32* %i, align 4
  %conv = trunc i32 %19 to i16
  %20 = load %struct.ns*, %struct.ns** %top, align 8
  %a = getelementptr inbounds %struct.ns, %struct.ns* %20, i32 0, i32 0
  store i16 %conv, i16* %a, align 4
  %21 = load i32, i32* %i, align 4
  %22 = load %struct.ns*, %struct.ns** %top, align 8
  %e = getelementptr inbounds %struct.ns, %struct.ns* %22, i32 0, i32 4
  store i32 %21, i32* %e, align 4
  %23 = load %struct.ns*, %struct.ns** %top, align 8
  %b = getelementptr inbounds %struct.ns, %struct.ns* %23, i32 0, i32 1
  %24 = load i16, i16* %b, align 2
  %conv9 = sext i16 %24 to i32
  %25 = load i32, i32* %sum, align 4
  %add = add nsw i32 %25, %conv9
  store i32 %add, i32* %sum, align 4
  br label %for.inc

for.inc:                                          ; preds = %if.end8
  %26 = load i32, i32* %i, align 4
  %inc = add nsw i32 %26, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %27 = load i32, i32* %sum, align 4
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @weigh(%struct.cb* noundef %cb) #0 {
entry:
  %cb.addr = alloca %struct.cb*, align 8
  %o = alloca %struct.other*, align 8
  store %struct.cb* %cb, %struct.cb** %cb.addr, align 8
  %0 = load %struct.cb*, %struct.cb** %cb.addr, align 8
  %ws = getelementptr inbounds %struct.cb, %struct.cb* %0, i32 0, i32 0
  %1 = load i8*, i8** %ws, align 8
  %2 = bitcast i8* %1 to %struct.other*
  store %struct.other* %2, %struct.other** %o, align 8
  %3 = load %struct.other*, %struct.other** %o, align 8
  %w = getelementptr inbounds %struct.other, %struct.other* %3, i32 0, i32 0
  store double 1.000000e+00, double* %w, align 8
  %4 = load %struct.other*, %struct.other** %o, align 8
  %w1 = getelementptr inbounds %struct.other, %struct.other* %4, i32 0, i32 0
  %5 = load double, double* %w1, align 8
  ret double %5
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %cb = alloca %struct.cb, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  %wsize = getelementptr inbounds %struct.cb, %struct.cb* %cb, i32 0, i32 1
  store i64 1000, i64* %wsize, align 8
  %wsize1 = getelementptr inbounds %struct.cb, %struct.cb* %cb, i32 0, i32 1
  %1 = load i64, i64* %wsize1, align 8
  %call = call noalias i8* @calloc(i64 noundef 1, i64 noundef %1) #2
  %ws = getelementptr inbounds %struct.cb, %struct.cb* %cb, i32 0, i32 0
  store i8* %call, i8** %ws, align 8
  %ws2 = getelementptr inbounds %struct.cb, %struct.cb* %cb, i32 0, i32 0
  %2 = load i8*, i8** %ws2, align 8
  %cmp = icmp eq i8* %2, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %3 = load i32, i32* %argc.addr, align 4
  %call3 = call i32 @walk(%struct.cb* noundef %cb, i32 noundef %3)
  %call4 = call double @weigh(%struct.cb* noundef %cb)
  %conv = fptosi double %call4 to i32
  %add = add nsw i32 %call3, %conv
  store i32 %add, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %4 = load i32, i32* %retval, align 4
  ret i32 %4
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #1

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
