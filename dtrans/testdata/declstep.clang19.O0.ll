; ModuleID = 'declstep.c'
source_filename = "declstep.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.cb = type { ptr, i64 }
%struct.ns = type { i16, i16, i16, i16, i32 }
%struct.other = type { double, ptr }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @walk(ptr noundef %cb, i32 noundef %n) #0 {
entry:
  %cb.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %top = alloca ptr, align 8
  %end = alloca ptr, align 8
  %i = alloca i32, align 4
  %sum = alloca i32, align 4
  store ptr %cb, ptr %cb.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  store ptr null, ptr %top, align 8
  store i32 0, ptr %sum, align 4
  %0 = load ptr, ptr %cb.addr, align 8
  %ws = getelementptr inbounds %struct.cb, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %ws, align 8
  %2 = load ptr, ptr %cb.addr, align 8
  %wsize = getelementptr inbounds %struct.cb, ptr %2, i32 0, i32 1
  %3 = load i64, ptr %wsize, align 8
  %add.ptr = getelementptr inbounds i8, ptr %1, i64 %3
  store ptr %add.ptr, ptr %end, align 8
  %4 = load ptr, ptr %end, align 8
  %5 = load ptr, ptr %cb.addr, align 8
  %wsize1 = getelementptr inbounds %struct.cb, ptr %5, i32 0, i32 1
  %6 = load i64, ptr %wsize1, align 8
  %rem = urem i64 %6, 12
  %idx.neg = sub i64 0, %rem
  %add.ptr2 = getelementptr inbounds i8, ptr %4, i64 %idx.neg
  store ptr %add.ptr2, ptr %end, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %7 = load i32, ptr %i, align 4
  %8 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %7, %8
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %9 = load ptr, ptr %top, align 8
  %cmp3 = icmp eq ptr %9, null
  br i1 %cmp3, label %if.then, label %if.else

if.then:                                          ; preds = %for.body
  %10 = load ptr, ptr %cb.addr, align 8
  %ws4 = getelementptr inbounds %struct.cb, ptr %10, i32 0, i32 0
  %11 = load ptr, ptr %ws4, align 8
  store ptr %11, ptr %top, align 8
  br label %if.end8

if.else:                                          ; preds = %for.body
  %12 = load ptr, ptr %top, align 8
  %add.ptr5 = getelementptr inbounds %struct.ns, ptr %12, i64 1
  %13 = load ptr, ptr %end, align 8
  %cmp6 = icmp ult ptr %add.ptr5, %13
  br i1 %cmp6, label %if.then7, label %if.end

if.then7:                                         ; preds = %if.else
  %14 = load ptr, ptr %top, align 8
  %incdec.ptr = getelementptr inbounds %struct.ns, ptr %14, i32 1
  store ptr %incdec.ptr, ptr %top, align 8
  br label %if.end

if.end:                                           ; preds = %if.then7, %if.else
  br label %if.end8

if.end8:                                          ; preds = %if.end, %if.then
  %15 = load i32, ptr %i, align 4
  %conv = trunc i32 %15 to i16
  %16 = load ptr, ptr %top, align 8
  %a = getelementptr inbounds %struct.ns, ptr %16, i32 0, i32 0
  store i16 %conv, ptr %a, align 4
  %17 = load i32, ptr %i, align 4
  %18 = load ptr, ptr %top, align 8
  %e = getelementptr inbounds %struct.ns, ptr %18, i32 0, i32 4
  store i32 %17, ptr %e, align 4
  %19 = load ptr, ptr %top, align 8
  %b = getelementptr inbounds %struct.ns, ptr %19, i32 0, i32 1
  %20 = load i16, ptr %b, align 2
  %conv9 = sext i16 %20 to i32
  %21 = load i32, ptr %sum, align 4
  %add = add nsw i32 %21, %conv9
  store i32 %add, ptr %sum, align 4
  br label %for.inc

for.inc:                                          ; preds = %if.end8
  %22 = load i32, ptr %i, align 4
  %inc = add nsw i32 %22, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %23 = load i32, ptr %sum, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @weigh(ptr noundef %cb) #0 {
entry:
  %cb.addr = alloca ptr, align 8
  %o = alloca ptr, align 8
  store ptr %cb, ptr %cb.addr, align 8
  %0 = load ptr, ptr %cb.addr, align 8
  %ws = getelementptr inbounds %struct.cb, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %ws, align 8
  store ptr %1, ptr %o, align 8
  %2 = load ptr, ptr %o, align 8
  %w = getelementptr inbounds %struct.other, ptr %2, i32 0, i32 0
  store double 1.000000e+00, ptr %w, align 8
  %3 = load ptr, ptr %o, align 8
  %w1 = getelementptr inbounds %struct.other, ptr %3, i32 0, i32 0
  %4 = load double, ptr %w1, align 8
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %cb = alloca %struct.cb, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %wsize = getelementptr inbounds %struct.cb, ptr %cb, i32 0, i32 1
  store i64 1000, ptr %wsize, align 8
  %wsize1 = getelementptr inbounds %struct.cb, ptr %cb, i32 0, i32 1
  %1 = load i64, ptr %wsize1, align 8
  %call = call noalias ptr @calloc(i64 noundef 1, i64 noundef %1) #2
  %ws = getelementptr inbounds %struct.cb, ptr %cb, i32 0, i32 0
  store ptr %call, ptr %ws, align 8
  %ws2 = getelementptr inbounds %struct.cb, ptr %cb, i32 0, i32 0
  %2 = load ptr, ptr %ws2, align 8
  %cmp = icmp eq ptr %2, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %3 = load i32, ptr %argc.addr, align 4
  %call3 = call i32 @walk(ptr noundef %cb, i32 noundef %3)
  %call4 = call double @weigh(ptr noundef %cb)
  %conv = fptosi double %call4 to i32
  %add = add nsw i32 %call3, %conv
  store i32 %add, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %4 = load i32, ptr %retval, align 4
  ret i32 %4
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0,1) }

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
