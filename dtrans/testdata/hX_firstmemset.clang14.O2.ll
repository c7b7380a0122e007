; ModuleID = 'hX_firstmemset.c'
source_filename = "hX_firstmemset.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Cursor = type { i32, i32, %struct.Level* }
%struct.Level = type { i8*, i8* }

; Function Attrs: noinline nounwind uwtable
define dso_local void @pop(%struct.Cursor* nocapture noundef %c) local_unnamed_addr #0 {
entry:
  %lvl = getelementptr inbounds %struct.Cursor, %struct.Cursor* %c, i64 0, i32 0
  %0 = load i32, i32* %lvl, align 8, !tbaa !5
  %cmp13 = icmp sgt i32 %0, -1
  br i1 %cmp13, label %while.body.lr.ph, label %while.end

while.body.lr.ph:                                 ; preds = %entry
  %levels = getelementptr inbounds %struct.Cursor, %struct.Cursor* %c, i64 0, i32 2
  br label %while.body

while.body:                                       ; preds = %while.body.lr.ph, %while.body
  %1 = phi i32 [ %0, %while.body.lr.ph ], [ %dec, %while.body ]
  %2 = load %struct.Level*, %struct.Level** %levels, align 8, !tbaa !11
  %idxprom12 = zext i32 %1 to i64
  %dir = getelementptr inbounds %struct.Level, %struct.Level* %2, i64 %idxprom12, i32 0
  %3 = load i8*, i8** %dir, align 8, !tbaa !12
  tail call void @closeit(i8* noundef %3) #7
  %name = getelementptr inbounds %struct.Level, %struct.Level* %2, i64 %idxprom12, i32 1
  %4 = load i8*, i8** %name, align 8, !tbaa !14
  tail call void @free(i8* noundef %4) #7
  %5 = bitcast i8** %dir to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  %6 = load i32, i32* %lvl, align 8, !tbaa !5
  %dec = add nsw i32 %6, -1
  store i32 %dec, i32* %lvl, align 8, !tbaa !5
  %cmp = icmp sgt i32 %6, 0
  br i1 %cmp, label %while.body, label %while.end, !llvm.loop !15

while.end:                                        ; preds = %while.body, %entry
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare void @closeit(i8* noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #4 {
entry:
  %c = alloca %struct.Cursor, align 8
  %0 = bitcast %struct.Cursor* %c to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %0) #7
  %lvl = getelementptr inbounds %struct.Cursor, %struct.Cursor* %c, i64 0, i32 0
  store i32 0, i32* %lvl, align 8, !tbaa !5
  %n = getelementptr inbounds %struct.Cursor, %struct.Cursor* %c, i64 0, i32 1
  store i32 1, i32* %n, align 4, !tbaa !17
  %call = tail call noalias dereferenceable_or_null(16) i8* @calloc(i64 noundef 1, i64 noundef 16) #7
  %levels = getelementptr inbounds %struct.Cursor, %struct.Cursor* %c, i64 0, i32 2
  %1 = bitcast %struct.Level** %levels to i8**
  store i8* %call, i8** %1, align 8, !tbaa !11
  call void @pop(%struct.Cursor* noundef nonnull %c)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %0) #7
  ret i32 0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #6

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly nofree nounwind willreturn writeonly }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Cursor", !7, i64 0, !7, i64 4, !10, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!6, !10, i64 8}
!12 = !{!13, !10, i64 0}
!13 = !{!"Level", !10, i64 0, !10, i64 8}
!14 = !{!13, !10, i64 8}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!6, !7, i64 4}
