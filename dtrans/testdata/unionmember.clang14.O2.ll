; ModuleID = 'unionmember.c'
source_filename = "unionmember.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.E = type { i32, %union.anon, i32, i32 }
%union.anon = type { i64 }
%struct.anon = type { i8, i16 }
%struct.anon.0 = type { i16, i8 }
%struct.CC = type { %struct.E, %struct.E*, i32, i32, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local void @discharge(%struct.E* nocapture noundef %e) local_unnamed_addr #0 {
entry:
  %k = getelementptr inbounds %struct.E, %struct.E* %e, i64 0, i32 0
  %0 = load i32, i32* %k, align 8, !tbaa !5
  switch i32 %0, label %if.end14 [
    i32 1, label %if.then
    i32 2, label %if.then9
  ]

if.then:                                          ; preds = %entry
  %u = getelementptr inbounds %struct.E, %struct.E* %e, i64 0, i32 1
  %var = bitcast %union.anon* %u to %struct.anon*
  %vidx = getelementptr inbounds %struct.anon, %struct.anon* %var, i64 0, i32 1
  %1 = load i16, i16* %vidx, align 2, !tbaa !10
  %conv = zext i16 %1 to i64
  %ridx = bitcast %union.anon* %u to i8*
  %2 = load i8, i8* %ridx, align 8, !tbaa !10
  %conv3 = zext i8 %2 to i64
  %add = add nuw nsw i64 %conv3, %conv
  br label %if.end14.sink.split

if.then9:                                         ; preds = %entry
  %u10 = getelementptr inbounds %struct.E, %struct.E* %e, i64 0, i32 1
  %ind = bitcast %union.anon* %u10 to %struct.anon.0*
  %t = getelementptr inbounds %struct.anon.0, %struct.anon.0* %ind, i64 0, i32 1
  %3 = load i8, i8* %t, align 2, !tbaa !10
  %conv11 = zext i8 %3 to i64
  br label %if.end14.sink.split

if.end14.sink.split:                              ; preds = %if.then, %if.then9
  %conv11.sink = phi i64 [ %conv11, %if.then9 ], [ %add, %if.then ]
  %ival13 = getelementptr inbounds %struct.E, %struct.E* %e, i64 0, i32 1, i32 0
  store i64 %conv11.sink, i64* %ival13, align 8, !tbaa !10
  br label %if.end14

if.end14:                                         ; preds = %if.end14.sink.split, %entry
  %f = getelementptr inbounds %struct.E, %struct.E* %e, i64 0, i32 3
  store i32 -1, i32* %f, align 4, !tbaa !11
  %t15 = getelementptr inbounds %struct.E, %struct.E* %e, i64 0, i32 2
  store i32 -1, i32* %t15, align 8, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local void @close_cc(%struct.CC* nocapture noundef %cc) local_unnamed_addr #0 {
entry:
  %v = getelementptr inbounds %struct.CC, %struct.CC* %cc, i64 0, i32 0
  tail call void @discharge(%struct.E* noundef %v)
  %na = getelementptr inbounds %struct.CC, %struct.CC* %cc, i64 0, i32 2
  %0 = load i32, i32* %na, align 8, !tbaa !13
  %inc = add nsw i32 %0, 1
  store i32 %inc, i32* %na, align 8, !tbaa !13
  %t = getelementptr inbounds %struct.CC, %struct.CC* %cc, i64 0, i32 1
  store %struct.E* null, %struct.E** %t, align 8, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #1 {
entry:
  %cc = alloca %struct.CC, align 8
  %e = alloca %struct.E, align 8
  %0 = bitcast %struct.CC* %cc to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %0) #4
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %0, i8 0, i64 48, i1 false)
  %1 = bitcast %struct.E* %e to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %1) #4
  %k = getelementptr inbounds %struct.E, %struct.E* %e, i64 0, i32 0
  store i32 %argc, i32* %k, align 8, !tbaa !5
  %conv = trunc i32 %argc to i16
  %u = getelementptr inbounds %struct.E, %struct.E* %e, i64 0, i32 1
  %var = bitcast %union.anon* %u to %struct.anon*
  %vidx = getelementptr inbounds %struct.anon, %struct.anon* %var, i64 0, i32 1
  store i16 %conv, i16* %vidx, align 2, !tbaa !10
  %ridx = bitcast %union.anon* %u to i8*
  store i8 1, i8* %ridx, align 8, !tbaa !10
  call void @discharge(%struct.E* noundef nonnull %e)
  %k3 = getelementptr inbounds %struct.CC, %struct.CC* %cc, i64 0, i32 0, i32 0
  store i32 %argc, i32* %k3, align 8, !tbaa !17
  call void @close_cc(%struct.CC* noundef nonnull %cc)
  %na = getelementptr inbounds %struct.CC, %struct.CC* %cc, i64 0, i32 2
  %2 = load i32, i32* %na, align 8, !tbaa !13
  %ival = getelementptr inbounds %union.anon, %union.anon* %u, i64 0, i32 0
  %3 = load i64, i64* %ival, align 8, !tbaa !10
  %conv5 = trunc i64 %3 to i32
  %add = add nsw i32 %2, %conv5
  %nh = getelementptr inbounds %struct.CC, %struct.CC* %cc, i64 0, i32 3
  %4 = load i32, i32* %nh, align 4, !tbaa !18
  %add6 = add nsw i32 %add, %4
  %tostore = getelementptr inbounds %struct.CC, %struct.CC* %cc, i64 0, i32 4
  %5 = load i32, i32* %tostore, align 8, !tbaa !19
  %add7 = add nsw i32 %add6, %5
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %1) #4
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %0) #4
  ret i32 %add7
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"E", !7, i64 0, !8, i64 8, !7, i64 16, !7, i64 20}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = !{!6, !7, i64 20}
!12 = !{!6, !7, i64 16}
!13 = !{!14, !7, i64 32}
!14 = !{!"CC", !6, i64 0, !15, i64 24, !7, i64 32, !7, i64 36, !7, i64 40}
!15 = !{!"any pointer", !8, i64 0}
!16 = !{!14, !15, i64 24}
!17 = !{!14, !7, i64 0}
!18 = !{!14, !7, i64 36}
!19 = !{!14, !7, i64 40}
