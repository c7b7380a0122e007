; ModuleID = 'c/eh.cpp'
source_filename = "c/eh.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Err = type { i32 }
%struct.Guard = type { ptr }

$_ZN5GuardD2Ev = comdat any

$_ZTS3Err = comdat any

$_ZTI3Err = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS3Err = linkonce_odr dso_local constant [5 x i8] c"3Err\00", comdat, align 1
@_ZTI3Err = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3Err }, comdat, align 8

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z9may_throwi(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %5, label %9

5:                                                ; preds = %1
  %6 = call ptr @__cxa_allocate_exception(i64 4) #4
  %7 = getelementptr inbounds %struct.Err, ptr %6, i32 0, i32 0
  %8 = load i32, ptr %2, align 4
  store i32 %8, ptr %7, align 16
  call void @__cxa_throw(ptr %6, ptr @_ZTI3Err, ptr null) #5
  unreachable

9:                                                ; preds = %1
  %10 = load i32, ptr %2, align 4
  %11 = mul nsw i32 %10, 2
  ret i32 %11
}

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z6calleri(i32 noundef %0) #0 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Guard, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  %9 = getelementptr inbounds %struct.Guard, ptr %5, i32 0, i32 0
  store ptr %4, ptr %9, align 8
  %10 = load i32, ptr %3, align 4
  %11 = invoke noundef i32 @_Z9may_throwi(i32 noundef %10)
          to label %12 unwind label %18

12:                                               ; preds = %1
  %13 = load i32, ptr %3, align 4
  %14 = add nsw i32 %13, 1
  %15 = invoke noundef i32 @_Z9may_throwi(i32 noundef %14)
          to label %16 unwind label %18

16:                                               ; preds = %12
  %17 = add nsw i32 %11, %15
  store i32 %17, ptr %2, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #4
  br label %38

18:                                               ; preds = %12, %1
  %19 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Err
          catch ptr null
  %20 = extractvalue { ptr, i32 } %19, 0
  store ptr %20, ptr %6, align 8
  %21 = extractvalue { ptr, i32 } %19, 1
  store i32 %21, ptr %7, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #4
  br label %22

22:                                               ; preds = %18
  %23 = load i32, ptr %7, align 4
  %24 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3Err) #4
  %25 = icmp eq i32 %23, %24
  br i1 %25, label %26, label %34

26:                                               ; preds = %22
  %27 = load ptr, ptr %6, align 8
  %28 = call ptr @__cxa_begin_catch(ptr %27) #4
  store ptr %28, ptr %8, align 8
  %29 = load ptr, ptr %8, align 8
  %30 = getelementptr inbounds %struct.Err, ptr %29, i32 0, i32 0
  %31 = load i32, ptr %30, align 4
  %32 = load i32, ptr %4, align 4
  %33 = add nsw i32 %31, %32
  store i32 %33, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %38

34:                                               ; preds = %22
  %35 = load ptr, ptr %6, align 8
  %36 = call ptr @__cxa_begin_catch(ptr %35) #4
  store i32 -1, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %38

37:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

38:                                               ; preds = %26, %34, %16
  %39 = load i32, ptr %2, align 4
  ret i32 %39
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5GuardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Guard, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = load i32, ptr %5, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr %5, align 4
  ret void
}

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #3

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z4virtP4Base(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds ptr, ptr %4, i64 0
  %6 = load ptr, ptr %5, align 8
  %7 = call noundef i32 %6(ptr noundef nonnull align 8 dereferenceable(8) %3)
  ret i32 %7
}

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #4 = { nounwind }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
