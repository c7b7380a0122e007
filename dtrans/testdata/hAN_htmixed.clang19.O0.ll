; ModuleID = 'hAN_htmixed.c'
source_filename = "hAN_htmixed.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.hash = type { i32, i32, ptr, ptr }
%struct.other = type { double, i64 }
%struct.ht = type { i32, ptr }
%struct.elem = type { ptr, ptr, ptr, ptr }

@pool = dso_local global ptr null, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @setup(ptr noundef %pH, i32 noundef %n) #0 {
entry:
  %pH.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  store ptr %pH, ptr %pH.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  %0 = load ptr, ptr @pool, align 8
  %1 = load ptr, ptr %pH.addr, align 8
  %ht = getelementptr inbounds %struct.hash, ptr %1, i32 0, i32 3
  store ptr %0, ptr %ht, align 8
  %2 = load i32, ptr %n.addr, align 4
  %3 = load ptr, ptr %pH.addr, align 8
  %htsize = getelementptr inbounds %struct.hash, ptr %3, i32 0, i32 0
  store i32 %2, ptr %htsize, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @other(double noundef %d) #0 {
entry:
  %d.addr = alloca double, align 8
  %o = alloca ptr, align 8
  store double %d, ptr %d.addr, align 8
  %0 = load ptr, ptr @pool, align 8
  store ptr %0, ptr %o, align 8
  %1 = load double, ptr %d.addr, align 8
  %2 = load ptr, ptr %o, align 8
  %d1 = getelementptr inbounds %struct.other, ptr %2, i32 0, i32 0
  store double %1, ptr %d1, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @find(ptr noundef %pH, ptr noundef %key, i32 noundef %h) #0 {
entry:
  %retval = alloca ptr, align 8
  %pH.addr = alloca ptr, align 8
  %key.addr = alloca ptr, align 8
  %h.addr = alloca i32, align 4
  %e = alloca ptr, align 8
  %count = alloca i32, align 4
  %p = alloca ptr, align 8
  store ptr %pH, ptr %pH.addr, align 8
  store ptr %key, ptr %key.addr, align 8
  store i32 %h, ptr %h.addr, align 4
  %0 = load ptr, ptr %pH.addr, align 8
  %ht = getelementptr inbounds %struct.hash, ptr %0, i32 0, i32 3
  %1 = load ptr, ptr %ht, align 8
  %tobool = icmp ne ptr %1, null
  br i1 %tobool, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %2 = load ptr, ptr %pH.addr, align 8
  %ht1 = getelementptr inbounds %struct.hash, ptr %2, i32 0, i32 3
  %3 = load ptr, ptr %ht1, align 8
  %4 = load i32, ptr %h.addr, align 4
  %5 = load ptr, ptr %pH.addr, align 8
  %htsize = getelementptr inbounds %struct.hash, ptr %5, i32 0, i32 0
  %6 = load i32, ptr %htsize, align 8
  %rem = urem i32 %4, %6
  %idxprom = zext i32 %rem to i64
  %arrayidx = getelementptr inbounds %struct.ht, ptr %3, i64 %idxprom
  store ptr %arrayidx, ptr %p, align 8
  %7 = load ptr, ptr %p, align 8
  %chain = getelementptr inbounds %struct.ht, ptr %7, i32 0, i32 1
  %8 = load ptr, ptr %chain, align 8
  store ptr %8, ptr %e, align 8
  %9 = load ptr, ptr %p, align 8
  %count2 = getelementptr inbounds %struct.ht, ptr %9, i32 0, i32 0
  %10 = load i32, ptr %count2, align 8
  store i32 %10, ptr %count, align 4
  br label %if.end

if.else:                                          ; preds = %entry
  %11 = load ptr, ptr %pH.addr, align 8
  %first = getelementptr inbounds %struct.hash, ptr %11, i32 0, i32 2
  %12 = load ptr, ptr %first, align 8
  store ptr %12, ptr %e, align 8
  %13 = load ptr, ptr %pH.addr, align 8
  %count3 = getelementptr inbounds %struct.hash, ptr %13, i32 0, i32 1
  %14 = load i32, ptr %count3, align 4
  store i32 %14, ptr %count, align 4
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  br label %while.cond

while.cond:                                       ; preds = %if.end7, %if.end
  %15 = load i32, ptr %count, align 4
  %dec = add i32 %15, -1
  store i32 %dec, ptr %count, align 4
  %tobool4 = icmp ne i32 %15, 0
  br i1 %tobool4, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %16 = load ptr, ptr %e, align 8
  %key5 = getelementptr inbounds %struct.elem, ptr %16, i32 0, i32 2
  %17 = load ptr, ptr %key5, align 8
  %18 = load ptr, ptr %key.addr, align 8
  %cmp = icmp eq ptr %17, %18
  br i1 %cmp, label %if.then6, label %if.end7

if.then6:                                         ; preds = %while.body
  %19 = load ptr, ptr %e, align 8
  store ptr %19, ptr %retval, align 8
  br label %return

if.end7:                                          ; preds = %while.body
  %20 = load ptr, ptr %e, align 8
  %next = getelementptr inbounds %struct.elem, ptr %20, i32 0, i32 0
  %21 = load ptr, ptr %next, align 8
  store ptr %21, ptr %e, align 8
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %while.cond
  store ptr null, ptr %retval, align 8
  br label %return

return:                                           ; preds = %while.end, %if.then6
  %22 = load ptr, ptr %retval, align 8
  ret ptr %22
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
