; ModuleID = 'c/eh.cpp'
source_filename = "c/eh.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

$_ZTS3Err = comdat any

$_ZTI3Err = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS3Err = linkonce_odr dso_local constant [5 x i8] c"3Err\00", comdat, align 1
@_ZTI3Err = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3Err }, comdat, align 8

; Function Attrs: mustprogress uwtable
define dso_local noundef range(i32 0, -2147483648) i32 @_Z9may_throwi(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp slt i32 %0, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = tail call ptr @__cxa_allocate_exception(i64 4) #2
  store i32 %0, ptr %4, align 16, !tbaa !5
  tail call void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTI3Err, ptr null) #3
  unreachable

5:                                                ; preds = %1
  %6 = shl nuw nsw i32 %0, 1
  ret i32 %6
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z6calleri(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %2 = icmp slt i32 %0, 0
  br i1 %2, label %3, label %6

3:                                                ; preds = %1
  %4 = tail call ptr @__cxa_allocate_exception(i64 4) #2
  store i32 %0, ptr %4, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTI3Err, ptr null) #3
          to label %5 unwind label %9

5:                                                ; preds = %3
  unreachable

6:                                                ; preds = %1
  %7 = shl i32 %0, 2
  %8 = or disjoint i32 %7, 2
  br label %20

9:                                                ; preds = %3
  %10 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Err
          catch ptr null
  %11 = extractvalue { ptr, i32 } %10, 0
  %12 = extractvalue { ptr, i32 } %10, 1
  %13 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3Err) #2
  %14 = icmp eq i32 %12, %13
  %15 = tail call ptr @__cxa_begin_catch(ptr %11) #2
  br i1 %14, label %16, label %19

16:                                               ; preds = %9
  %17 = load i32, ptr %15, align 4, !tbaa !5
  %18 = add nsw i32 %17, 1
  tail call void @__cxa_end_catch()
  br label %20

19:                                               ; preds = %9
  tail call void @__cxa_end_catch()
  br label %20

20:                                               ; preds = %16, %19, %6
  %21 = phi i32 [ %8, %6 ], [ %18, %16 ], [ -1, %19 ]
  ret i32 %21
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #1

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z4virtP4Base(ptr noundef %0) local_unnamed_addr #0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !10
  %3 = load ptr, ptr %2, align 8
  %4 = tail call noundef i32 %3(ptr noundef nonnull align 8 dereferenceable(8) %0)
  ret i32 %4
}

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(none) }
attributes #2 = { nounwind }
attributes #3 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS3Err", !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"vtable pointer", !9, i64 0}
