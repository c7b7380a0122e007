; ModuleID = 'hAA_lanes.c'
source_filename = "hAA_lanes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Hdr = type { i32, i32, i16, i32, [2 x i32], [2 x i32] }
%struct.W = type { i8*, i32, %struct.Hdr }

@last = dso_local local_unnamed_addr global %struct.Hdr zeroinitializer, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local i32 @work(%struct.W* nocapture noundef %w, i32 noundef %i) local_unnamed_addr #0 {
entry:
  %and = and i32 %i, 1
  %0 = zext i32 %and to i64
  %arrayidx = getelementptr inbounds %struct.W, %struct.W* %w, i64 0, i32 2, i32 4, i64 %0
  %1 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %add = add i32 %1, %i
  store i32 %add, i32* %arrayidx, align 4, !tbaa !5
  %n = getelementptr inbounds %struct.W, %struct.W* %w, i64 0, i32 1
  %2 = load i32, i32* %n, align 8, !tbaa !9
  %cmp = icmp sgt i32 %2, %i
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local i32 @retry(%struct.W* nocapture noundef %w) local_unnamed_addr #1 {
entry:
  %arrayidx = getelementptr inbounds %struct.W, %struct.W* %w, i64 0, i32 2, i32 4, i64 0
  %0 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %arrayidx3 = getelementptr inbounds %struct.W, %struct.W* %w, i64 0, i32 2, i32 4, i64 1
  %1 = load i32, i32* %arrayidx3, align 4, !tbaa !5
  br label %while.cond

while.cond:                                       ; preds = %while.cond, %entry
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %while.cond ]
  %call = tail call i32 @work(%struct.W* noundef %w, i32 noundef %i.0)
  %tobool.not = icmp eq i32 %call, 0
  %inc = add nuw nsw i32 %i.0, 1
  br i1 %tobool.not, label %while.end, label %while.cond, !llvm.loop !14

while.end:                                        ; preds = %while.cond
  store i32 %0, i32* %arrayidx, align 4, !tbaa !5
  store i32 %1, i32* %arrayidx3, align 4, !tbaa !5
  ret i32 %i.0
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) local_unnamed_addr #2 {
entry:
  %call = tail call noalias dereferenceable_or_null(48) i8* @calloc(i64 noundef 1, i64 noundef 48) #6
  %0 = bitcast i8* %call to %struct.W*
  %n = getelementptr inbounds %struct.W, %struct.W* %0, i64 0, i32 1
  store i32 %argc, i32* %n, align 8, !tbaa !9
  %1 = bitcast i8* %call to i8***
  store i8** %argv, i8*** %1, align 8, !tbaa !16
  %call1 = tail call i32 @retry(%struct.W* noundef %0)
  %hdr = getelementptr inbounds %struct.W, %struct.W* %0, i64 0, i32 2
  %2 = bitcast %struct.Hdr* %hdr to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(32) bitcast (%struct.Hdr* @last to i8*), i8* noundef nonnull align 4 dereferenceable(32) %2, i64 32, i1 false), !tbaa.struct !17
  tail call void @free(i8* noundef %call) #6
  ret i32 %call1
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !6, i64 8}
!10 = !{!"W", !11, i64 0, !6, i64 8, !12, i64 12}
!11 = !{!"any pointer", !7, i64 0}
!12 = !{!"Hdr", !6, i64 0, !6, i64 4, !13, i64 8, !6, i64 12, !7, i64 16, !7, i64 24}
!13 = !{!"short", !7, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!10, !11, i64 0}
!17 = !{i64 0, i64 4, !5, i64 4, i64 4, !5, i64 8, i64 2, !18, i64 12, i64 4, !5, i64 16, i64 8, !19, i64 24, i64 8, !19}
!18 = !{!13, !13, i64 0}
!19 = !{!7, !7, i64 0}
