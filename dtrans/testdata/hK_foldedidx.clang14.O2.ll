; ModuleID = 'hK_foldedidx.c'
source_filename = "hK_foldedidx.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Set = type { i16, [3 x %struct.Cost] }
%struct.Cost = type { i64, i16, i16 }

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 {
entry:
  %set = alloca %struct.Set, align 8
  %0 = bitcast %struct.Set* %set to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %0) #2
  %cmp16 = icmp sgt i32 %argc, 0
  br i1 %cmp16, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %arraydecay.i = getelementptr inbounds %struct.Set, %struct.Set* %set, i64 0, i32 1, i64 0
  %wide.trip.count = zext i32 %argc to i64
  br label %for.body

for.cond.cleanup.loopexit:                        ; preds = %insert.exit
  %nOut.phi.trans.insert = getelementptr inbounds %struct.Set, %struct.Set* %set, i64 0, i32 1, i64 0, i32 2
  %.pre = load i16, i16* %nOut.phi.trans.insert, align 2, !tbaa !5
  %phi.cast = sext i16 %.pre to i32
  %1 = add nsw i32 %add, %phi.cast
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit, %entry
  %add3 = phi i32 [ 0, %entry ], [ %1, %for.cond.cleanup.loopexit ]
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %0) #2
  ret i32 %add3

for.body:                                         ; preds = %for.body.lr.ph, %insert.exit
  %indvars.iv = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next, %insert.exit ]
  %r.017 = phi i32 [ 0, %for.body.lr.ph ], [ %add, %insert.exit ]
  %2 = phi i16 [ 0, %for.body.lr.ph ], [ %18, %insert.exit ]
  %3 = trunc i64 %indvars.iv to i32
  %sub = sub nsw i32 %argc, %3
  %conv = trunc i32 %sub to i16
  %cmp.not109.i = icmp eq i16 %2, 0
  br i1 %cmp.not109.i, label %if.then27.i, label %for.body.i

for.body.i:                                       ; preds = %for.body, %for.inc.i
  %p.0111.i = phi %struct.Cost* [ %incdec.ptr.i, %for.inc.i ], [ %arraydecay.i, %for.body ]
  %i.0110.i = phi i16 [ %dec.i, %for.inc.i ], [ %2, %for.body ]
  %rRun3.i = getelementptr inbounds %struct.Cost, %struct.Cost* %p.0111.i, i64 0, i32 1
  %4 = load i16, i16* %rRun3.i, align 8, !tbaa !11
  %cmp5.not.i = icmp slt i16 %4, %conv
  br i1 %cmp5.not.i, label %if.end.i, label %land.lhs.true.i

land.lhs.true.i:                                  ; preds = %for.body.i
  %prereq7.i = getelementptr inbounds %struct.Cost, %struct.Cost* %p.0111.i, i64 0, i32 0
  %5 = load i64, i64* %prereq7.i, align 8, !tbaa !12
  %and.i = and i64 %5, %indvars.iv
  %cmp8.i = icmp eq i64 %and.i, %indvars.iv
  br i1 %cmp8.i, label %set.i, label %if.end.i

if.end.i:                                         ; preds = %land.lhs.true.i, %for.body.i
  %cmp13.not.i = icmp sgt i16 %4, %conv
  br i1 %cmp13.not.i, label %for.inc.i, label %land.lhs.true15.i

land.lhs.true15.i:                                ; preds = %if.end.i
  %prereq16.i = getelementptr inbounds %struct.Cost, %struct.Cost* %p.0111.i, i64 0, i32 0
  %6 = load i64, i64* %prereq16.i, align 8, !tbaa !12
  %and17.i = and i64 %6, %indvars.iv
  %cmp19.i = icmp eq i64 %and17.i, %6
  br i1 %cmp19.i, label %insert.exit, label %for.inc.i

for.inc.i:                                        ; preds = %land.lhs.true15.i, %if.end.i
  %dec.i = add i16 %i.0110.i, -1
  %incdec.ptr.i = getelementptr inbounds %struct.Cost, %struct.Cost* %p.0111.i, i64 1
  %cmp.not.i = icmp eq i16 %dec.i, 0
  br i1 %cmp.not.i, label %for.end.i, label %for.body.i, !llvm.loop !13

for.end.i:                                        ; preds = %for.inc.i
  %cmp25.i = icmp ult i16 %2, 3
  br i1 %cmp25.i, label %if.then27.i, label %for.body38.preheader.i

for.body38.preheader.i:                           ; preds = %for.end.i
  %wide.trip.count.i = zext i16 %2 to i64
  %7 = add nsw i64 %wide.trip.count.i, -1
  %xtraiter = and i64 %7, 1
  %unroll_iter = and i64 %7, -2
  br label %for.body38.i

if.then27.i:                                      ; preds = %for.end.i, %for.body
  %inc.i = add nuw nsw i16 %2, 1
  %idxprom.i = zext i16 %2 to i64
  %arrayidx.i = getelementptr inbounds %struct.Set, %struct.Set* %set, i64 0, i32 1, i64 %idxprom.i
  %nOut.i = getelementptr inbounds %struct.Set, %struct.Set* %set, i64 0, i32 1, i64 %idxprom.i, i32 2
  store i16 1, i16* %nOut.i, align 2, !tbaa !5
  %rRun65.phi.trans.insert.i = getelementptr inbounds %struct.Set, %struct.Set* %set, i64 0, i32 1, i64 %idxprom.i, i32 1
  %.pre.i = load i16, i16* %rRun65.phi.trans.insert.i, align 8, !tbaa !11
  br label %set.i

for.body38.i:                                     ; preds = %for.body38.i, %for.body38.preheader.i
  %indvars.iv.i = phi i64 [ 1, %for.body38.preheader.i ], [ %indvars.iv.next.i.1, %for.body38.i ]
  %p.1115.i = phi %struct.Cost* [ %arraydecay.i, %for.body38.preheader.i ], [ %p.2.i.1, %for.body38.i ]
  %niter = phi i64 [ 0, %for.body38.preheader.i ], [ %niter.next.1, %for.body38.i ]
  %rRun39.i = getelementptr inbounds %struct.Cost, %struct.Cost* %p.1115.i, i64 0, i32 1
  %8 = load i16, i16* %rRun39.i, align 8, !tbaa !11
  %rRun44.i = getelementptr inbounds %struct.Set, %struct.Set* %set, i64 0, i32 1, i64 %indvars.iv.i, i32 1
  %9 = load i16, i16* %rRun44.i, align 8, !tbaa !11
  %cmp46.i = icmp sgt i16 %8, %9
  %add.ptr.i = getelementptr inbounds %struct.Set, %struct.Set* %set, i64 0, i32 1, i64 %indvars.iv.i
  %p.2.i = select i1 %cmp46.i, %struct.Cost* %add.ptr.i, %struct.Cost* %p.1115.i
  %indvars.iv.next.i = add nuw nsw i64 %indvars.iv.i, 1
  %rRun39.i.1 = getelementptr inbounds %struct.Cost, %struct.Cost* %p.2.i, i64 0, i32 1
  %10 = load i16, i16* %rRun39.i.1, align 8, !tbaa !11
  %rRun44.i.1 = getelementptr inbounds %struct.Set, %struct.Set* %set, i64 0, i32 1, i64 %indvars.iv.next.i, i32 1
  %11 = load i16, i16* %rRun44.i.1, align 8, !tbaa !11
  %cmp46.i.1 = icmp sgt i16 %10, %11
  %add.ptr.i.1 = getelementptr inbounds %struct.Set, %struct.Set* %set, i64 0, i32 1, i64 %indvars.iv.next.i
  %p.2.i.1 = select i1 %cmp46.i.1, %struct.Cost* %add.ptr.i.1, %struct.Cost* %p.2.i
  %indvars.iv.next.i.1 = add nuw nsw i64 %indvars.iv.i, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.end55.i.unr-lcssa, label %for.body38.i, !llvm.loop !15

for.end55.i.unr-lcssa:                            ; preds = %for.body38.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end55.i, label %for.body38.i.epil

for.body38.i.epil:                                ; preds = %for.end55.i.unr-lcssa
  %rRun39.i.epil = getelementptr inbounds %struct.Cost, %struct.Cost* %p.2.i.1, i64 0, i32 1
  %12 = load i16, i16* %rRun39.i.epil, align 8, !tbaa !11
  %rRun44.i.epil = getelementptr inbounds %struct.Set, %struct.Set* %set, i64 0, i32 1, i64 %indvars.iv.next.i.1, i32 1
  %13 = load i16, i16* %rRun44.i.epil, align 8, !tbaa !11
  %cmp46.i.epil = icmp sgt i16 %12, %13
  %add.ptr.i.epil = getelementptr inbounds %struct.Set, %struct.Set* %set, i64 0, i32 1, i64 %indvars.iv.next.i.1
  %p.2.i.epil = select i1 %cmp46.i.epil, %struct.Cost* %add.ptr.i.epil, %struct.Cost* %p.2.i.1
  br label %for.end55.i

for.end55.i:                                      ; preds = %for.end55.i.unr-lcssa, %for.body38.i.epil
  %p.1115.i.lcssa = phi %struct.Cost* [ %p.2.i, %for.end55.i.unr-lcssa ], [ %p.2.i.1, %for.body38.i.epil ]
  %cmp46.i.lcssa = phi i1 [ %cmp46.i.1, %for.end55.i.unr-lcssa ], [ %cmp46.i.epil, %for.body38.i.epil ]
  %p.2.i.lcssa = phi %struct.Cost* [ %p.2.i.1, %for.end55.i.unr-lcssa ], [ %p.2.i.epil, %for.body38.i.epil ]
  %rRun39.i.le = getelementptr inbounds %struct.Cost, %struct.Cost* %p.1115.i.lcssa, i64 0, i32 1
  %14 = add nsw i64 %wide.trip.count.i, -1
  %add.ptr.i.sroa.gep = getelementptr inbounds %struct.Set, %struct.Set* %set, i64 0, i32 1, i64 %14, i32 1
  %p.2.i.sroa.sel = select i1 %cmp46.i.lcssa, i16* %add.ptr.i.sroa.gep, i16* %rRun39.i.le
  %15 = load i16, i16* %p.2.i.sroa.sel, align 8, !tbaa !11
  %cmp59.not.i = icmp sgt i16 %15, %conv
  br i1 %cmp59.not.i, label %set.i, label %insert.exit

set.i:                                            ; preds = %land.lhs.true.i, %for.end55.i, %if.then27.i
  %16 = phi i16 [ %inc.i, %if.then27.i ], [ %2, %for.end55.i ], [ %2, %land.lhs.true.i ]
  %17 = phi i16 [ %.pre.i, %if.then27.i ], [ %15, %for.end55.i ], [ %4, %land.lhs.true.i ]
  %p.3.i = phi %struct.Cost* [ %arrayidx.i, %if.then27.i ], [ %p.2.i.lcssa, %for.end55.i ], [ %p.0111.i, %land.lhs.true.i ]
  %prereq64.i = getelementptr inbounds %struct.Cost, %struct.Cost* %p.3.i, i64 0, i32 0
  store i64 %indvars.iv, i64* %prereq64.i, align 8, !tbaa !12
  %cmp68.i = icmp sgt i16 %17, %conv
  br i1 %cmp68.i, label %if.then70.i, label %insert.exit

if.then70.i:                                      ; preds = %set.i
  %rRun65.i = getelementptr inbounds %struct.Cost, %struct.Cost* %p.3.i, i64 0, i32 1
  store i16 %conv, i16* %rRun65.i, align 8, !tbaa !11
  br label %insert.exit

insert.exit:                                      ; preds = %land.lhs.true15.i, %for.end55.i, %set.i, %if.then70.i
  %18 = phi i16 [ %2, %for.end55.i ], [ %16, %if.then70.i ], [ %16, %set.i ], [ %2, %land.lhs.true15.i ]
  %retval.0.i = phi i32 [ 0, %for.end55.i ], [ 1, %if.then70.i ], [ 1, %set.i ], [ 0, %land.lhs.true15.i ]
  %add = add nuw nsw i32 %retval.0.i, %r.017
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup.loopexit, label %for.body, !llvm.loop !16
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !10, i64 10}
!6 = !{!"Cost", !7, i64 0, !10, i64 8, !10, i64 10}
!7 = !{!"long long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"short", !8, i64 0}
!11 = !{!6, !10, i64 8}
!12 = !{!6, !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
