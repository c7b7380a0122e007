; ModuleID = 'hAJ_libcslot.c'
source_filename = "hAJ_libcslot.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.timespec = type { i64, i64 }

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 {
entry:
  %t.i1 = alloca <2 x i64>, align 16
  %t.i = alloca <2 x i64>, align 16
  %tmpcast = bitcast <2 x i64>* %t.i to %struct.timespec*
  %0 = bitcast <2 x i64>* %t.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %0) #3
  store <2 x i64> <i64 0, i64 1000000>, <2 x i64>* %t.i, align 16, !tbaa !5
  %call.i = call i32 @nanosleep(%struct.timespec* noundef nonnull %tmpcast, %struct.timespec* noundef null) #3
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %0) #3
  %cmp = icmp sgt i32 %argc, 1
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %tmpcast5 = bitcast <2 x i64>* %t.i1 to %struct.timespec*
  %1 = bitcast <2 x i64>* %t.i1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %1) #3
  store <2 x i64> <i64 0, i64 5000000>, <2 x i64>* %t.i1, align 16, !tbaa !5
  %call.i4 = call i32 @nanosleep(%struct.timespec* noundef nonnull %tmpcast5, %struct.timespec* noundef null) #3
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %1) #3
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @nanosleep(%struct.timespec* noundef, %struct.timespec* noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
