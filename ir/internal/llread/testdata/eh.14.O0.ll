; ModuleID = 'c/eh.cpp'
source_filename = "c/eh.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Err = type { i32 }
%struct.Guard = type { i32* }
%struct.Base = type { i32 (...)** }

$_ZN5GuardD2Ev = comdat any

$_ZTS3Err = comdat any

$_ZTI3Err = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS3Err = linkonce_odr dso_local constant [5 x i8] c"3Err\00", comdat, align 1
@_ZTI3Err = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Err, i32 0, i32 0) }, comdat, align 8

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z9may_throwi(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %5, label %10

5:                                                ; preds = %1
  %6 = call i8* @__cxa_allocate_exception(i64 4) #4
  %7 = bitcast i8* %6 to %struct.Err*
  %8 = getelementptr inbounds %struct.Err, %struct.Err* %7, i32 0, i32 0
  %9 = load i32, i32* %2, align 4
  store i32 %9, i32* %8, align 16
  call void @__cxa_throw(i8* %6, i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*), i8* null) #5
  unreachable

10:                                               ; preds = %1
  %11 = load i32, i32* %2, align 4
  %12 = mul nsw i32 %11, 2
  ret i32 %12
}

declare i8* @__cxa_allocate_exception(i64)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z6calleri(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Guard, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.Err*, align 8
  store i32 %0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  %9 = getelementptr inbounds %struct.Guard, %struct.Guard* %5, i32 0, i32 0
  store i32* %4, i32** %9, align 8
  %10 = load i32, i32* %3, align 4
  %11 = invoke noundef i32 @_Z9may_throwi(i32 noundef %10)
          to label %12 unwind label %18

12:                                               ; preds = %1
  %13 = load i32, i32* %3, align 4
  %14 = add nsw i32 %13, 1
  %15 = invoke noundef i32 @_Z9may_throwi(i32 noundef %14)
          to label %16 unwind label %18

16:                                               ; preds = %12
  %17 = add nsw i32 %11, %15
  store i32 %17, i32* %2, align 4
  call void @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %5) #4
  br label %39

18:                                               ; preds = %12, %1
  %19 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*)
          catch i8* null
  %20 = extractvalue { i8*, i32 } %19, 0
  store i8* %20, i8** %6, align 8
  %21 = extractvalue { i8*, i32 } %19, 1
  store i32 %21, i32* %7, align 4
  call void @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %5) #4
  br label %22

22:                                               ; preds = %18
  %23 = load i32, i32* %7, align 4
  %24 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*)) #4
  %25 = icmp eq i32 %23, %24
  br i1 %25, label %26, label %35

26:                                               ; preds = %22
  %27 = load i8*, i8** %6, align 8
  %28 = call i8* @__cxa_begin_catch(i8* %27) #4
  %29 = bitcast i8* %28 to %struct.Err*
  store %struct.Err* %29, %struct.Err** %8, align 8
  %30 = load %struct.Err*, %struct.Err** %8, align 8
  %31 = getelementptr inbounds %struct.Err, %struct.Err* %30, i32 0, i32 0
  %32 = load i32, i32* %31, align 4
  %33 = load i32, i32* %4, align 4
  %34 = add nsw i32 %32, %33
  store i32 %34, i32* %2, align 4
  call void @__cxa_end_catch()
  br label %39

35:                                               ; preds = %22
  %36 = load i8*, i8** %6, align 8
  %37 = call i8* @__cxa_begin_catch(i8* %36) #4
  store i32 -1, i32* %2, align 4
  call void @__cxa_end_catch()
  br label %39

38:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

39:                                               ; preds = %26, %35, %16
  %40 = load i32, i32* %2, align 4
  ret i32 %40
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Guard*, align 8
  store %struct.Guard* %0, %struct.Guard** %2, align 8
  %3 = load %struct.Guard*, %struct.Guard** %2, align 8
  %4 = getelementptr inbounds %struct.Guard, %struct.Guard* %3, i32 0, i32 0
  %5 = load i32*, i32** %4, align 8
  %6 = load i32, i32* %5, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, i32* %5, align 4
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #3

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z4virtP4Base(%struct.Base* noundef %0) #0 {
  %2 = alloca %struct.Base*, align 8
  store %struct.Base* %0, %struct.Base** %2, align 8
  %3 = load %struct.Base*, %struct.Base** %2, align 8
  %4 = bitcast %struct.Base* %3 to i32 (%struct.Base*)***
  %5 = load i32 (%struct.Base*)**, i32 (%struct.Base*)*** %4, align 8
  %6 = getelementptr inbounds i32 (%struct.Base*)*, i32 (%struct.Base*)** %5, i64 0
  %7 = load i32 (%struct.Base*)*, i32 (%struct.Base*)** %6, align 8
  %8 = call noundef i32 %7(%struct.Base* noundef nonnull align 8 dereferenceable(8) %3)
  ret i32 %8
}

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind readnone }
attributes #3 = { cold noreturn nounwind }
attributes #4 = { nounwind }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
