; ModuleID = 'hM_linkarg.c'
source_filename = "hM_linkarg.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.G = type { i32, %struct.GC*, %struct.GC** }
%struct.GC = type { %struct.GC*, i8, i8 }

@g0 = dso_local global %struct.G zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define dso_local %struct.GC* @newobj(%struct.G* nocapture noundef %g, i32 noundef %tt) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #5
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

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local %struct.GC** @sweeptolive(%struct.GC** noundef %p) local_unnamed_addr #2 {
entry:
  %0 = load %struct.GC*, %struct.GC** %p, align 8, !tbaa !15
  %cmp.not2427 = icmp eq %struct.GC* %0, null
  br i1 %cmp.not2427, label %do.end, label %land.rhs.lr.ph

land.rhs.lr.ph:                                   ; preds = %entry, %land.rhs5
  %1 = phi %struct.GC* [ %8, %land.rhs5 ], [ %0, %entry ]
  %marked39 = getelementptr inbounds %struct.GC, %struct.GC* %1, i64 0, i32 2
  %2 = load i8, i8* %marked39, align 1, !tbaa !10
  %3 = and i8 %2, 1
  %tobool.not40 = icmp eq i8 %3, 0
  br i1 %tobool.not40, label %do.cond.thread, label %while.body

land.rhs:                                         ; preds = %while.body
  %marked = getelementptr inbounds %struct.GC, %struct.GC* %7, i64 0, i32 2
  %4 = load i8, i8* %marked, align 1, !tbaa !10
  %5 = and i8 %4, 1
  %tobool.not = icmp eq i8 %5, 0
  br i1 %tobool.not, label %do.cond.thread.loopexit, label %while.body, !llvm.loop !16

while.body:                                       ; preds = %land.rhs.lr.ph, %land.rhs
  %6 = phi %struct.GC* [ %7, %land.rhs ], [ %1, %land.rhs.lr.ph ]
  %next = getelementptr inbounds %struct.GC, %struct.GC* %6, i64 0, i32 0
  %7 = load %struct.GC*, %struct.GC** %next, align 8, !tbaa !15
  %cmp.not = icmp eq %struct.GC* %7, null
  br i1 %cmp.not, label %do.end.loopexit, label %land.rhs, !llvm.loop !16

do.cond.thread.loopexit:                          ; preds = %land.rhs
  %next.le = getelementptr inbounds %struct.GC, %struct.GC* %6, i64 0, i32 0
  br label %do.cond.thread

do.cond.thread:                                   ; preds = %do.cond.thread.loopexit, %land.rhs.lr.ph
  %.lcssa = phi %struct.GC* [ %1, %land.rhs.lr.ph ], [ %7, %do.cond.thread.loopexit ]
  %p.addr.125.lcssa = phi %struct.GC** [ %p, %land.rhs.lr.ph ], [ %next.le, %do.cond.thread.loopexit ]
  %cmp119 = icmp eq %struct.GC** %p.addr.125.lcssa, %p
  br i1 %cmp119, label %land.rhs5, label %do.end

land.rhs5:                                        ; preds = %do.cond.thread
  %next6 = getelementptr inbounds %struct.GC, %struct.GC* %.lcssa, i64 0, i32 0
  %8 = load %struct.GC*, %struct.GC** %next6, align 8, !tbaa !14
  store %struct.GC* %8, %struct.GC** %p, align 8, !tbaa !15
  %cmp.not24 = icmp eq %struct.GC* %8, null
  br i1 %cmp.not24, label %do.end, label %land.rhs.lr.ph, !llvm.loop !18

do.end.loopexit:                                  ; preds = %while.body
  %next.le50 = getelementptr inbounds %struct.GC, %struct.GC* %6, i64 0, i32 0
  br label %do.end

do.end:                                           ; preds = %do.cond.thread, %land.rhs5, %do.end.loopexit, %entry
  %p.addr.123 = phi %struct.GC** [ %p, %entry ], [ %next.le50, %do.end.loopexit ], [ %p.addr.125.lcssa, %do.cond.thread ], [ %p, %land.rhs5 ]
  ret %struct.GC** %p.addr.123
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @entersweep(%struct.G* noundef %g) local_unnamed_addr #2 {
entry:
  %allgc = getelementptr inbounds %struct.G, %struct.G* %g, i64 0, i32 1
  %call = tail call %struct.GC** @sweeptolive(%struct.GC** noundef nonnull %allgc)
  %sweepgc = getelementptr inbounds %struct.G, %struct.G* %g, i64 0, i32 2
  store %struct.GC** %call, %struct.GC*** %sweepgc, align 8, !tbaa !19
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @restart(%struct.G* noundef %g) local_unnamed_addr #3 {
entry:
  %allgc = getelementptr inbounds %struct.G, %struct.G* %g, i64 0, i32 1
  %sweepgc = getelementptr inbounds %struct.G, %struct.G* %g, i64 0, i32 2
  store %struct.GC** %allgc, %struct.GC*** %sweepgc, align 8, !tbaa !19
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @checkfin(%struct.G* nocapture noundef %g, %struct.GC* noundef %o) local_unnamed_addr #2 {
entry:
  %marked = getelementptr inbounds %struct.GC, %struct.GC* %o, i64 0, i32 2
  store i8 0, i8* %marked, align 1, !tbaa !10
  %sweepgc = getelementptr inbounds %struct.G, %struct.G* %g, i64 0, i32 2
  %0 = load %struct.GC**, %struct.GC*** %sweepgc, align 8, !tbaa !19
  %next = getelementptr inbounds %struct.GC, %struct.GC* %o, i64 0, i32 0
  %cmp = icmp eq %struct.GC** %0, %next
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %call = tail call %struct.GC** @sweeptolive(%struct.GC** noundef nonnull %0)
  store %struct.GC** %call, %struct.GC*** %sweepgc, align 8, !tbaa !19
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #4 {
entry:
  %cmp14 = icmp sgt i32 %argc, 0
  br i1 %cmp14, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body, %entry
  tail call void @restart(%struct.G* noundef nonnull @g0)
  tail call void @entersweep(%struct.G* noundef nonnull @g0)
  %0 = load %struct.GC*, %struct.GC** getelementptr inbounds (%struct.G, %struct.G* @g0, i64 0, i32 1), align 8, !tbaa !11
  %tobool.not = icmp eq %struct.GC* %0, null
  br i1 %tobool.not, label %if.end, label %if.then

for.body:                                         ; preds = %entry, %for.body
  %i.015 = phi i32 [ %inc, %for.body ], [ 0, %entry ]
  %call = tail call %struct.GC* @newobj(%struct.G* noundef nonnull @g0, i32 noundef %i.015)
  %inc = add nuw nsw i32 %i.015, 1
  %exitcond.not = icmp eq i32 %inc, %argc
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !20

if.then:                                          ; preds = %for.cond.cleanup
  tail call void @checkfin(%struct.G* noundef nonnull @g0, %struct.GC* noundef nonnull %0)
  br label %if.end

if.end:                                           ; preds = %if.then, %for.cond.cleanup
  %1 = load i32, i32* getelementptr inbounds (%struct.G, %struct.G* @g0, i64 0, i32 0), align 8, !tbaa !21
  %2 = load %struct.GC**, %struct.GC*** getelementptr inbounds (%struct.G, %struct.G* @g0, i64 0, i32 2), align 8, !tbaa !19
  %cmp2 = icmp ne %struct.GC** %2, null
  %conv = zext i1 %cmp2 to i32
  %add = add nsw i32 %1, %conv
  ret i32 %add
}

attributes #0 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
!12 = !{!"G", !13, i64 0, !7, i64 8, !7, i64 16}
!13 = !{!"int", !8, i64 0}
!14 = !{!6, !7, i64 0}
!15 = !{!7, !7, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
!19 = !{!12, !7, i64 16}
!20 = distinct !{!20, !17}
!21 = !{!12, !13, i64 0}
