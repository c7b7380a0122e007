; ModuleID = 'c/eh.cpp'
source_filename = "c/eh.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Base = type { i32 (...)** }

$_ZTS3Err = comdat any

$_ZTI3Err = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS3Err = linkonce_odr dso_local constant [5 x i8] c"3Err\00", comdat, align 1
@_ZTI3Err = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Err, i32 0, i32 0) }, comdat, align 8

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z9may_throwi(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp slt i32 %0, 0
  br i1 %2, label %3, label %6

3:                                                ; preds = %1
  %4 = tail call i8* @__cxa_allocate_exception(i64 4) #3
  %5 = bitcast i8* %4 to i32*
  store i32 %0, i32* %5, align 16, !tbaa !5
  tail call void @__cxa_throw(i8* %4, i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*), i8* null) #4
  unreachable

6:                                                ; preds = %1
  %7 = shl nuw nsw i32 %0, 1
  ret i32 %7
}

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: uwtable
define dso_local noundef i32 @_Z6calleri(i32 noundef %0) local_unnamed_addr #1 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = icmp slt i32 %0, 0
  br i1 %2, label %3, label %7

3:                                                ; preds = %1
  %4 = tail call i8* @__cxa_allocate_exception(i64 4) #3
  %5 = bitcast i8* %4 to i32*
  store i32 %0, i32* %5, align 16, !tbaa !5
  invoke void @__cxa_throw(i8* nonnull %4, i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*), i8* null) #4
          to label %6 unwind label %10

6:                                                ; preds = %3
  unreachable

7:                                                ; preds = %1
  %8 = shl i32 %0, 2
  %9 = or i32 %8, 2
  br label %22

10:                                               ; preds = %3
  %11 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*)
          catch i8* null
  %12 = extractvalue { i8*, i32 } %11, 0
  %13 = extractvalue { i8*, i32 } %11, 1
  %14 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*)) #3
  %15 = icmp eq i32 %13, %14
  %16 = tail call i8* @__cxa_begin_catch(i8* %12) #3
  br i1 %15, label %17, label %21

17:                                               ; preds = %10
  %18 = bitcast i8* %16 to i32*
  %19 = load i32, i32* %18, align 4, !tbaa !5
  %20 = add nsw i32 %19, 1
  tail call void @__cxa_end_catch()
  br label %22

21:                                               ; preds = %10
  tail call void @__cxa_end_catch()
  br label %22

22:                                               ; preds = %17, %21, %7
  %23 = phi i32 [ %9, %7 ], [ %20, %17 ], [ -1, %21 ]
  ret i32 %23
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z4virtP4Base(%struct.Base* noundef %0) local_unnamed_addr #0 {
  %2 = bitcast %struct.Base* %0 to i32 (%struct.Base*)***
  %3 = load i32 (%struct.Base*)**, i32 (%struct.Base*)*** %2, align 8, !tbaa !10
  %4 = load i32 (%struct.Base*)*, i32 (%struct.Base*)** %3, align 8
  %5 = tail call noundef i32 %4(%struct.Base* noundef nonnull align 8 dereferenceable(8) %0)
  ret i32 %5
}

attributes #0 = { mustprogress uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { nounwind }
attributes #4 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS3Err", !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"vtable pointer", !9, i64 0}
