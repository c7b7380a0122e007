; ModuleID = 'freewrap.c'
source_filename = "freewrap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.obj = type { i32, double }
%struct.pair = type { ptr, ptr }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %o = alloca ptr, align 8
  %pr = alloca ptr, align 8
  %r = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 16) #3
  store ptr %call, ptr %o, align 8
  %call1 = call noalias ptr @malloc(i64 noundef 16) #3
  store ptr %call1, ptr %pr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %1 = load ptr, ptr %o, align 8
  %cmp = icmp eq ptr %1, null
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %2 = load ptr, ptr %pr, align 8
  %cmp2 = icmp eq ptr %2, null
  br i1 %cmp2, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %3 = load i32, ptr %argc.addr, align 4
  %4 = load ptr, ptr %o, align 8
  %id = getelementptr inbounds %struct.obj, ptr %4, i32 0, i32 0
  store i32 %3, ptr %id, align 8
  %5 = load ptr, ptr %o, align 8
  %weight = getelementptr inbounds %struct.obj, ptr %5, i32 0, i32 1
  store double 1.500000e+00, ptr %weight, align 8
  %6 = load ptr, ptr %o, align 8
  %7 = load ptr, ptr %pr, align 8
  %left = getelementptr inbounds %struct.pair, ptr %7, i32 0, i32 0
  store ptr %6, ptr %left, align 8
  %8 = load ptr, ptr %pr, align 8
  %right = getelementptr inbounds %struct.pair, ptr %8, i32 0, i32 1
  store ptr null, ptr %right, align 8
  %9 = load ptr, ptr %pr, align 8
  %left3 = getelementptr inbounds %struct.pair, ptr %9, i32 0, i32 0
  %10 = load ptr, ptr %left3, align 8
  %id4 = getelementptr inbounds %struct.obj, ptr %10, i32 0, i32 0
  %11 = load i32, ptr %id4, align 8
  store i32 %11, ptr %r, align 4
  %12 = load ptr, ptr %o, align 8
  call void @release(ptr noundef %12)
  %13 = load ptr, ptr %pr, align 8
  call void @release_via(ptr noundef %13)
  %14 = load i32, ptr %r, align 4
  store i32 %14, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %15 = load i32, ptr %retval, align 4
  ret i32 %15
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @release(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %cmp = icmp ne ptr %0, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %1 = load ptr, ptr %p.addr, align 8
  call void @free(ptr noundef %1) #4
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @release_via(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  call void @release(ptr noundef %0)
  ret void
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
