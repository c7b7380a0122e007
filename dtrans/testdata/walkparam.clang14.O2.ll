; ModuleID = 'walkparam.c'
source_filename = "walkparam.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.ctx = type { %struct.tok*, i64 }
%struct.tok = type { i64, i64, %struct.tok* }

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @unlink_tok(%struct.ctx* nocapture noundef %c, %struct.tok* nocapture noundef readonly %t) local_unnamed_addr #0 {
entry:
  %list = getelementptr inbounds %struct.ctx, %struct.ctx* %c, i64 0, i32 0
  %a1 = getelementptr inbounds %struct.tok, %struct.tok* %t, i64 0, i32 0
  %0 = load i64, i64* %a1, align 8, !tbaa !5
  br label %for.cond

for.cond:                                         ; preds = %for.cond, %entry
  %pp.0 = phi %struct.tok** [ %list, %entry ], [ %next, %for.cond ]
  %1 = load %struct.tok*, %struct.tok** %pp.0, align 8, !tbaa !11
  %a = getelementptr inbounds %struct.tok, %struct.tok* %1, i64 0, i32 0
  %2 = load i64, i64* %a, align 8, !tbaa !5
  %cmp.not = icmp eq i64 %2, %0
  %next = getelementptr inbounds %struct.tok, %struct.tok* %1, i64 0, i32 2
  br i1 %cmp.not, label %for.end, label %for.cond, !llvm.loop !12

for.end:                                          ; preds = %for.cond
  %next2 = getelementptr inbounds %struct.tok, %struct.tok* %t, i64 0, i32 2
  %3 = load %struct.tok*, %struct.tok** %next2, align 8, !tbaa !14
  store %struct.tok* %3, %struct.tok** %pp.0, align 8, !tbaa !11
  ret void
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #4
  %0 = bitcast i8* %call to %struct.ctx*
  %calloc = call dereferenceable_or_null(24) i8* @calloc(i64 1, i64 24)
  %1 = bitcast i8* %calloc to %struct.tok*
  %2 = bitcast i8* %call to i8**
  store i8* %calloc, i8** %2, align 8, !tbaa !15
  %n = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 1
  store i64 1, i64* %n, align 8, !tbaa !17
  tail call void @unlink_tok(%struct.ctx* noundef %0, %struct.tok* noundef %1)
  ret i32 0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly nofree nounwind willreturn }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"tok", !7, i64 0, !7, i64 8, !10, i64 16}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!10, !10, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!6, !10, i64 16}
!15 = !{!16, !10, i64 0}
!16 = !{!"ctx", !10, i64 0, !7, i64 8}
!17 = !{!16, !7, i64 8}
