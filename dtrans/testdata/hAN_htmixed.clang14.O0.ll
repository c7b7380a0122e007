; ModuleID = 'hAN_htmixed.c'
source_filename = "hAN_htmixed.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.hash = type { i32, i32, %struct.elem*, %struct.ht* }
%struct.elem = type { %struct.elem*, %struct.elem*, i8*, i8* }
%struct.ht = type { i32, %struct.elem* }
%struct.other = type { double, i64 }

@pool = dso_local global i8* null, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @setup(%struct.hash* noundef %pH, i32 noundef %n) #0 {
entry:
  %pH.addr = alloca %struct.hash*, align 8
  %n.addr = alloca i32, align 4
  store %struct.hash* %pH, %struct.hash** %pH.addr, align 8
  store i32 %n, i32* %n.addr, align 4
  %0 = load i8*, i8** @pool, align 8
  %1 = bitcast i8* %0 to %struct.ht*
  %2 = load %struct.hash*, %struct.hash** %pH.addr, align 8
  %ht = getelementptr inbounds %struct.hash, %struct.hash* %2, i32 0, i32 3
  store %struct.ht* %1, %struct.ht** %ht, align 8
  %3 = load i32, i32* %n.addr, align 4
  %4 = load %struct.hash*, %struct.hash** %pH.addr, align 8
  %htsize = getelementptr inbounds %struct.hash, %struct.hash* %4, i32 0, i32 0
  store i32 %3, i32* %htsize, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @other(double noundef %d) #0 {
entry:
  %d.addr = alloca double, align 8
  %o = alloca %struct.other*, align 8
  store double %d, double* %d.addr, align 8
  %0 = load i8*, i8** @pool, align 8
  %1 = bitcast i8* %0 to %struct.other*
  store %struct.other* %1, %struct.other** %o, align 8
  %2 = load double, double* %d.addr, align 8
  %3 = load %struct.other*, %struct.other** %o, align 8
  %d1 = getelementptr inbounds %struct.other, %struct.other* %3, i32 0, i32 0
  store double %2, double* %d1, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.elem* @find(%struct.hash* noundef %pH, i8* noundef %key, i32 noundef %h) #0 {
entry:
  %retval = alloca %struct.elem*, align 8
  %pH.addr = alloca %struct.hash*, align 8
  %key.addr = alloca i8*, align 8
  %h.addr = alloca i32, align 4
  %e = alloca %struct.elem*, align 8
  %count = alloca i32, align 4
  %p = alloca %struct.ht*, align 8
  store %struct.hash* %pH, %struct.hash** %pH.addr, align 8
  store i8* %key, i8** %key.addr, align 8
  store i32 %h, i32* %h.addr, align 4
  %0 = load %struct.hash*, %struct.hash** %pH.addr, align 8
  %ht = getelementptr inbounds %struct.hash, %struct.hash* %0, i32 0, i32 3
  %1 = load %struct.ht*, %struct.ht** %ht, align 8
  %tobool = icmp ne %struct.ht* %1, null
  br i1 %tobool, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %2 = load %struct.hash*, %struct.hash** %pH.addr, align 8
  %ht1 = getelementptr inbounds %struct.hash, %struct.hash* %2, i32 0, i32 3
  %3 = load %struct.ht*, %struct.ht** %ht1, align 8
  %4 = load i32, i32* %h.addr, align 4
  %5 = load %struct.hash*, %struct.hash** %pH.addr, align 8
  %htsize = getelementptr inbounds %struct.hash, %struct.hash* %5, i32 0, i32 0
  %6 = load i32, i32* %htsize, align 8
  %rem = urem i32 %4, %6
  %idxprom = zext i32 %rem to i64
  %arrayidx = getelementptr inbounds %struct.ht, %struct.ht* %3, i64 %idxprom
  store %struct.ht* %arrayidx, %struct.ht** %p, align 8
  %7 = load %struct.ht*, %struct.ht** %p, align 8
  %chain = getelementptr inbounds %struct.ht, %struct.ht* %7, i32 0, i32 1
  %8 = load %struct.elem*, %struct.elem** %chain, align 8
  store %struct.elem* %8, %struct.elem** %e, align 8
  %9 = load %struct.ht*, %struct.ht** %p, align 8
  %count2 = getelementptr inbounds %struct.ht, %struct.ht* %9, i32 0, i32 0
  %10 = load i32, i32* %count2, align 8
  store i32 %10, i32* %count, align 4
  br label %if.end

if.else:                                          ; preds = %entry
  %11 = load %struct.hash*, %struct.hash** %pH.addr, align 8
  %first = getelementptr inbounds %struct.hash, %struct.hash* %11, i32 0, i32 2
  %12 = load %struct.elem*, %struct.elem** %first, align 8
  store %struct.elem* %12, %struct.elem** %e, align 8
  %13 = load %struct.hash*, %struct.hash** %pH.addr, align 8
  %count3 = getelementptr inbounds %struct.hash, %struct.hash* %13, i32 0, i32 1
  %14 = load i32, i32* %count3, align 4
  store i32 %14, i32* %count, align 4
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  br label %while.cond

while.cond:                                       ; preds = %if.end7, %if.end
  %15 = load i32, i32* %count, align 4
  %dec = add i32 %15, -1
  store i32 %dec, i32* %count, align 4
  %tobool4 = icmp ne i32 %15, 0
  br i1 %tobool4, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %16 = load %struct.elem*, %struct.elem** %e, align 8
  %key5 = getelementptr inbounds %struct.elem, %struct.elem* %16, i32 0, i32 2
  %17 = load i8*, i8** %key5, align 8
  %18 = load i8*, i8** %key.addr, align 8
  %cmp = icmp eq i8* %17, %18
  br i1 %cmp, label %if.then6, label %if.end7

if.then6:                                         ; preds = %while.body
  %19 = load %struct.elem*, %struct.elem** %e, align 8
  store %struct.elem* %19, %struct.elem** %retval, align 8
  br label %return

if.end7:                                          ; preds = %while.body
  %20 = load %struct.elem*, %struct.elem** %e, align 8
  %next = getelementptr inbounds %struct.elem, %struct.elem* %20, i32 0, i32 0
  %21 = load %struct.elem*, %struct.elem** %next, align 8
  store %struct.elem* %21, %struct.elem** %e, align 8
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %while.cond
  store %struct.elem* null, %struct.elem** %retval, align 8
  br label %return

return:                                           ; preds = %while.end, %if.then6
  %22 = load %struct.elem*, %struct.elem** %retval, align 8
  ret %struct.elem* %22
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
