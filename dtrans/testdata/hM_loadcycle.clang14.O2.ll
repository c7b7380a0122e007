; ModuleID = 'hM_loadcycle.c'
source_filename = "hM_loadcycle.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.G = type { i32, %struct.GC*, %struct.GC*, %struct.GC* }
%struct.GC = type { %struct.GC*, i8, i8 }

@g0 = dso_local global %struct.G zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define dso_local %struct.GC* @newobj(%struct.G* nocapture noundef %g, i32 noundef %tt) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #4
  %0 = bitcast i8* %call to %struct.GC*
  %conv = trunc i32 %tt to i8
  %tt1 = getelementptr inbounds %struct.GC, %struct.GC* %0, i64 0, i32 1
  store i8 %conv, i8* %tt1, align 8, !tbaa !5
  %conv2 = and i8 %conv, 1
  %marked = getelementptr inbounds %struct.GC, %struct.GC* %0, i64 0, i32 2
  store i8 %conv2, i8* %marked, align 1, !tbaa !10
  %allgc = getelementptr inbounds %struct.G, %struct.G* %g, i64 0, i32 1
  %1 = load %struct.GC*, %struct.GC** %allgc, align 8, !tbaa !11
  %next = getelementptr inbounds %struct.GC, %struct.GC* %0, i64 0, i32 0
  store %struct.GC* %1, %struct.GC** %next, align 8, !tbaa !14
  %2 = bitcast %struct.GC** %allgc to i8**
  store i8* %call, i8** %2, align 8, !tbaa !11
  ret %struct.GC* %0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define dso_local %struct.GC** @sweeptolive(%struct.GC** noundef readonly %p) local_unnamed_addr #2 {
entry:
  %0 = load %struct.GC*, %struct.GC** %p, align 8, !tbaa !15
  %cmp.not4 = icmp eq %struct.GC* %0, null
  br i1 %cmp.not4, label %while.end, label %land.rhs.preheader

land.rhs.preheader:                               ; preds = %entry
  %marked7 = getelementptr inbounds %struct.GC, %struct.GC* %0, i64 0, i32 2
  %1 = load i8, i8* %marked7, align 1, !tbaa !10
  %2 = and i8 %1, 1
  %tobool.not8 = icmp eq i8 %2, 0
  br i1 %tobool.not8, label %while.end, label %while.cond

while.cond:                                       ; preds = %land.rhs.preheader, %land.rhs
  %.pn = phi %struct.GC* [ %3, %land.rhs ], [ %0, %land.rhs.preheader ]
  %next10 = getelementptr inbounds %struct.GC, %struct.GC* %.pn, i64 0, i32 0
  %3 = load %struct.GC*, %struct.GC** %next10, align 8, !tbaa !15
  %cmp.not = icmp eq %struct.GC* %3, null
  br i1 %cmp.not, label %while.end.loopexit, label %land.rhs, !llvm.loop !16

land.rhs:                                         ; preds = %while.cond
  %marked = getelementptr inbounds %struct.GC, %struct.GC* %3, i64 0, i32 2
  %4 = load i8, i8* %marked, align 1, !tbaa !10
  %5 = and i8 %4, 1
  %tobool.not = icmp eq i8 %5, 0
  br i1 %tobool.not, label %while.end.loopexit, label %while.cond, !llvm.loop !16

while.end.loopexit:                               ; preds = %land.rhs, %while.cond
  %next10.le = getelementptr inbounds %struct.GC, %struct.GC* %.pn, i64 0, i32 0
  br label %while.end

while.end:                                        ; preds = %while.end.loopexit, %land.rhs.preheader, %entry
  %p.addr.0.lcssa = phi %struct.GC** [ %p, %entry ], [ %p, %land.rhs.preheader ], [ %next10.le, %while.end.loopexit ]
  ret %struct.GC** %p.addr.0.lcssa
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  %cmp17 = icmp sgt i32 %argc, 0
  br i1 %cmp17, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %0 = load %struct.GC*, %struct.GC** getelementptr inbounds (%struct.G, %struct.G* @g0, i64 0, i32 1), align 8, !tbaa !11
  %tobool.not = icmp eq %struct.GC* %0, null
  br i1 %tobool.not, label %cond.end, label %cond.true

for.body:                                         ; preds = %entry, %for.body
  %i.018 = phi i32 [ %inc, %for.body ], [ 0, %entry ]
  %call = tail call %struct.GC* @newobj(%struct.G* noundef nonnull @g0, i32 noundef %i.018)
  %inc = add nuw nsw i32 %i.018, 1
  %exitcond.not = icmp eq i32 %inc, %argc
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !18

cond.true:                                        ; preds = %for.cond.cleanup
  %next = getelementptr inbounds %struct.GC, %struct.GC* %0, i64 0, i32 0
  %1 = load %struct.GC*, %struct.GC** %next, align 8, !tbaa !14
  br label %cond.end

cond.end:                                         ; preds = %for.cond.cleanup, %cond.true
  %cond = phi %struct.GC* [ %1, %cond.true ], [ null, %for.cond.cleanup ]
  store %struct.GC* %cond, %struct.GC** getelementptr inbounds (%struct.G, %struct.G* @g0, i64 0, i32 2), align 8, !tbaa !19
  %call3 = tail call %struct.GC** @sweeptolive(%struct.GC** noundef getelementptr inbounds (%struct.G, %struct.G* @g0, i64 0, i32 1))
  store %struct.GC* null, %struct.GC** %call3, align 8, !tbaa !15
  %2 = load %struct.GC*, %struct.GC** getelementptr inbounds (%struct.G, %struct.G* @g0, i64 0, i32 2), align 8, !tbaa !19
  %cmp5 = icmp ne %struct.GC* %2, null
  %conv = zext i1 %cmp5 to i32
  %3 = load i32, i32* getelementptr inbounds (%struct.G, %struct.G* @g0, i64 0, i32 0), align 8, !tbaa !20
  %add = add nsw i32 %3, %conv
  ret i32 %add
}

attributes #0 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !8, i64 8}
!6 = !{!"GC", !7, i64 0, !8, i64 8, !8, i64 9}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !8, i64 9}
!11 = !{!12, !7, i64 8}
!12 = !{!"G", !13, i64 0, !7, i64 8, !7, i64 16, !7, i64 24}
!13 = !{!"int", !8, i64 0}
!14 = !{!6, !7, i64 0}
!15 = !{!7, !7, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
!19 = !{!12, !7, i64 16}
!20 = !{!12, !13, i64 0}
