; ModuleID = 'testdata/hQ_tailtag.c'
source_filename = "testdata/hQ_tailtag.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Phrase = type { i8*, i64, i32, [1 x %struct.Term] }
%struct.Term = type { i8, i8, i8*, %struct.It*, %struct.Term* }
%struct.It = type { i64, i8*, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @take(i8** nocapture noundef readonly %pp) local_unnamed_addr #0 {
entry:
  %0 = load i8*, i8** %pp, align 8, !tbaa !5
  %1 = load i8, i8* %0, align 1, !tbaa !9
  %conv = sext i8 %1 to i32
  ret i32 %conv
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define dso_local i32 @walk(%struct.Phrase* nocapture noundef readonly %p) local_unnamed_addr #1 {
entry:
  %nTerm = getelementptr inbounds %struct.Phrase, %struct.Phrase* %p, i64 0, i32 2
  %0 = load i32, i32* %nTerm, align 8, !tbaa !10
  %cmp13 = icmp sgt i32 %0, 0
  br i1 %cmp13, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %0 to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %1 = icmp eq i32 %0, 1
  br i1 %1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %add4.lcssa.ph = phi i32 [ undef, %for.body.preheader ], [ %add4.1, %for.body ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %s.014.unr = phi i32 [ 0, %for.body.preheader ], [ %add4.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %pre.epil = getelementptr inbounds %struct.Phrase, %struct.Phrase* %p, i64 0, i32 3, i64 %indvars.iv.unr, i32 0
  %2 = load i8, i8* %pre.epil, align 8, !tbaa !14
  %conv.epil = sext i8 %2 to i32
  %it.epil = getelementptr inbounds %struct.Phrase, %struct.Phrase* %p, i64 0, i32 3, i64 %indvars.iv.unr, i32 3
  %3 = load %struct.It*, %struct.It** %it.epil, align 8, !tbaa !16
  %n.epil = getelementptr inbounds %struct.It, %struct.It* %3, i64 0, i32 2
  %4 = load i32, i32* %n.epil, align 8, !tbaa !17
  %add.epil = add i32 %s.014.unr, %conv.epil
  %add4.epil = add i32 %add.epil, %4
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %add4.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add4.epil, %for.body.epil ]
  ret i32 %s.0.lcssa

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %s.014 = phi i32 [ 0, %for.body.preheader.new ], [ %add4.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %pre = getelementptr inbounds %struct.Phrase, %struct.Phrase* %p, i64 0, i32 3, i64 %indvars.iv, i32 0
  %5 = load i8, i8* %pre, align 8, !tbaa !14
  %conv = sext i8 %5 to i32
  %it = getelementptr inbounds %struct.Phrase, %struct.Phrase* %p, i64 0, i32 3, i64 %indvars.iv, i32 3
  %6 = load %struct.It*, %struct.It** %it, align 8, !tbaa !16
  %n = getelementptr inbounds %struct.It, %struct.It* %6, i64 0, i32 2
  %7 = load i32, i32* %n, align 8, !tbaa !17
  %add = add i32 %s.014, %conv
  %add4 = add i32 %add, %7
  %indvars.iv.next = or i64 %indvars.iv, 1
  %pre.1 = getelementptr inbounds %struct.Phrase, %struct.Phrase* %p, i64 0, i32 3, i64 %indvars.iv.next, i32 0
  %8 = load i8, i8* %pre.1, align 8, !tbaa !14
  %conv.1 = sext i8 %8 to i32
  %it.1 = getelementptr inbounds %struct.Phrase, %struct.Phrase* %p, i64 0, i32 3, i64 %indvars.iv.next, i32 3
  %9 = load %struct.It*, %struct.It** %it.1, align 8, !tbaa !16
  %n.1 = getelementptr inbounds %struct.It, %struct.It* %9, i64 0, i32 2
  %10 = load i32, i32* %n.1, align 8, !tbaa !17
  %add.1 = add i32 %add4, %conv.1
  %add4.1 = add i32 %add.1, %10
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @first(%struct.Phrase* nocapture noundef readonly %p) local_unnamed_addr #0 {
entry:
  %it = getelementptr inbounds %struct.Phrase, %struct.Phrase* %p, i64 0, i32 3, i64 0, i32 3
  %0 = load %struct.It*, %struct.It** %it, align 8, !tbaa !16
  %data = getelementptr inbounds %struct.It, %struct.It* %0, i64 0, i32 1
  %call = tail call i32 @take(i8** noundef nonnull %data)
  %id = getelementptr inbounds %struct.It, %struct.It* %0, i64 0, i32 0
  %1 = load i64, i64* %id, align 8, !tbaa !21
  %conv = trunc i64 %1 to i32
  %add = add nsw i32 %call, %conv
  ret i32 %add
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #2 {
entry:
  %call = tail call noalias dereferenceable_or_null(120) i8* @malloc(i64 noundef 120) #4
  %0 = bitcast i8* %call to %struct.Phrase*
  %call1 = tail call noalias dereferenceable_or_null(24) i8* @malloc(i64 noundef 24) #4
  %1 = bitcast i8* %call1 to %struct.It*
  %conv = sext i32 %argc to i64
  %id = getelementptr inbounds %struct.It, %struct.It* %1, i64 0, i32 0
  store i64 %conv, i64* %id, align 8, !tbaa !21
  %2 = load i8*, i8** %argv, align 8, !tbaa !5
  %data = getelementptr inbounds %struct.It, %struct.It* %1, i64 0, i32 1
  store i8* %2, i8** %data, align 8, !tbaa !22
  %n = getelementptr inbounds %struct.It, %struct.It* %1, i64 0, i32 2
  store i32 1, i32* %n, align 8, !tbaa !17
  %nTerm = getelementptr inbounds %struct.Phrase, %struct.Phrase* %0, i64 0, i32 2
  store i32 3, i32* %nTerm, align 8, !tbaa !10
  %pre = getelementptr inbounds %struct.Phrase, %struct.Phrase* %0, i64 0, i32 3, i64 0, i32 0
  store i8 0, i8* %pre, align 8, !tbaa !14
  %it8 = getelementptr inbounds %struct.Phrase, %struct.Phrase* %0, i64 0, i32 3, i64 0, i32 3
  %3 = bitcast %struct.It** %it8 to i8**
  store i8* %call1, i8** %3, align 8, !tbaa !16
  %pre.1 = getelementptr inbounds %struct.Phrase, %struct.Phrase* %0, i64 0, i32 3, i64 1, i32 0
  store i8 1, i8* %pre.1, align 8, !tbaa !14
  %it8.1 = getelementptr inbounds %struct.Phrase, %struct.Phrase* %0, i64 0, i32 3, i64 1, i32 3
  %4 = bitcast %struct.It** %it8.1 to i8**
  store i8* %call1, i8** %4, align 8, !tbaa !16
  %pre.2 = getelementptr inbounds %struct.Phrase, %struct.Phrase* %0, i64 0, i32 3, i64 2, i32 0
  store i8 2, i8* %pre.2, align 8, !tbaa !14
  %it8.2 = getelementptr inbounds %struct.Phrase, %struct.Phrase* %0, i64 0, i32 3, i64 2, i32 3
  %5 = bitcast %struct.It** %it8.2 to i8**
  store i8* %call1, i8** %5, align 8, !tbaa !16
  %call9 = tail call i32 @walk(%struct.Phrase* noundef nonnull %0)
  %call10 = tail call i32 @first(%struct.Phrase* noundef nonnull %0)
  %add = add nsw i32 %call10, %call9
  ret i32 %add
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = !{!11, !13, i64 16}
!11 = !{!"Phrase", !6, i64 0, !12, i64 8, !13, i64 16, !7, i64 24}
!12 = !{!"long", !7, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = !{!15, !7, i64 0}
!15 = !{!"Term", !7, i64 0, !7, i64 1, !6, i64 8, !6, i64 16, !6, i64 24}
!16 = !{!15, !6, i64 16}
!17 = !{!18, !13, i64 16}
!18 = !{!"It", !12, i64 0, !6, i64 8, !13, i64 16}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!18, !12, i64 0}
!22 = !{!18, !6, i64 8}
