; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.P = type { i32, ptr }

@gp = dso_local local_unnamed_addr global %struct.P { i32 1, ptr null }, align 8
@gz = dso_local local_unnamed_addr global ptr null, align 8
@.str.1 = private unnamed_addr constant [2 x i8] c"c\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #0 {
entry:
  %call = tail call i32 @sum(i32 noundef %argc) #5
  %0 = load i32, ptr @gp, align 8, !tbaa !5
  %add = add nsw i32 %0, %call
  %1 = load ptr, ptr %argv, align 8, !tbaa !11
  %2 = load i8, ptr %1, align 1, !tbaa !12
  %cmp = icmp eq i8 %2, 0
  %conv2 = zext i1 %cmp to i32
  %add3 = add nsw i32 %add, %conv2
  ret i32 %add3
}

; Function Attrs: nounwind uwtable
define dso_local i32 @sum(i32 noundef %n) local_unnamed_addr #0 {
entry:
  %call = tail call fastcc ptr @make(i32 noundef %n)
  %n1 = getelementptr inbounds i8, ptr %call, i64 16
  %0 = load i32, ptr %n1, align 8, !tbaa !13
  %cmp18 = icmp sgt i32 %0, 0
  br i1 %cmp18, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %aCol = getelementptr inbounds i8, ptr %call, i64 40
  %wide.trip.count = zext nneg i32 %0 to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %1 = icmp eq i32 %0, 1
  br i1 %1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i64 %wide.trip.count, 2147483646
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.lr.ph
  %add6.lcssa.ph = phi i32 [ poison, %for.body.lr.ph ], [ %add6.1, %for.body ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next.1, %for.body ]
  %s.019.unr = phi i32 [ 0, %for.body.lr.ph ], [ %add6.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds [1 x %struct.P], ptr %aCol, i64 0, i64 %indvars.iv.unr
  %2 = load i32, ptr %arrayidx.epil, align 8, !tbaa !15
  %name.epil = getelementptr inbounds i8, ptr %arrayidx.epil, i64 8
  %3 = load ptr, ptr %name.epil, align 8, !tbaa !17
  %4 = load i8, ptr %3, align 1, !tbaa !12
  %conv.epil = sext i8 %4 to i32
  %add.epil = add i32 %2, %s.019.unr
  %add6.epil = add i32 %add.epil, %conv.epil
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %add6.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add6.epil, %for.body.epil ]
  %5 = load ptr, ptr @gz, align 8, !tbaa !11
  %6 = load i8, ptr %5, align 1, !tbaa !12
  %conv8 = sext i8 %6 to i32
  %add9 = add nsw i32 %s.0.lcssa, %conv8
  tail call void @free(ptr noundef nonnull %call) #5
  ret i32 %add9

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %indvars.iv = phi i64 [ 0, %for.body.lr.ph.new ], [ %indvars.iv.next.1, %for.body ]
  %s.019 = phi i32 [ 0, %for.body.lr.ph.new ], [ %add6.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  %arrayidx = getelementptr inbounds [1 x %struct.P], ptr %aCol, i64 0, i64 %indvars.iv
  %7 = load i32, ptr %arrayidx, align 8, !tbaa !15
  %name = getelementptr inbounds i8, ptr %arrayidx, i64 8
  %8 = load ptr, ptr %name, align 8, !tbaa !17
  %9 = load i8, ptr %8, align 1, !tbaa !12
  %conv = sext i8 %9 to i32
  %add = add i32 %7, %s.019
  %add6 = add i32 %add, %conv
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds [1 x %struct.P], ptr %aCol, i64 0, i64 %indvars.iv.next
  %10 = load i32, ptr %arrayidx.1, align 8, !tbaa !15
  %name.1 = getelementptr inbounds i8, ptr %arrayidx.1, i64 8
  %11 = load ptr, ptr %name.1, align 8, !tbaa !17
  %12 = load i8, ptr %11, align 1, !tbaa !12
  %conv.1 = sext i8 %12 to i32
  %add.1 = add i32 %10, %add6
  %add6.1 = add i32 %add.1, %conv.1
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !18
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc noundef ptr @make(i32 noundef %n) unnamed_addr #1 {
entry:
  %sub = add nsw i32 %n, -1
  %conv = sext i32 %sub to i64
  %mul = shl nsw i64 %conv, 4
  %add2 = add nsw i64 %mul, 58
  %call3 = tail call noalias ptr @malloc(i64 noundef %add2) #6
  %tobool.not = icmp eq ptr %call3, null
  br i1 %tobool.not, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  tail call void @exit(i32 noundef 1) #7
  unreachable

if.end:                                           ; preds = %entry
  %aCol = getelementptr inbounds i8, ptr %call3, i64 40
  %idxprom = sext i32 %n to i64
  %arrayidx = getelementptr inbounds [1 x %struct.P], ptr %aCol, i64 0, i64 %idxprom
  store ptr null, ptr %call3, align 8, !tbaa !20
  %to4 = getelementptr inbounds i8, ptr %call3, i64 8
  store ptr %arrayidx, ptr %to4, align 8, !tbaa !21
  store ptr %arrayidx, ptr @gz, align 8, !tbaa !11
  store i16 116, ptr %arrayidx, align 1
  %n5 = getelementptr inbounds i8, ptr %call3, i64 16
  store i32 %n, ptr %n5, align 8, !tbaa !13
  %cmp31 = icmp sgt i32 %n, 0
  br i1 %cmp31, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %if.end
  %wide.trip.count = zext nneg i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 3
  %0 = icmp ult i32 %n, 4
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483644
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.3, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %arrayidx9.epil = getelementptr inbounds [1 x %struct.P], ptr %aCol, i64 0, i64 %indvars.iv.epil
  %1 = trunc nuw nsw i64 %indvars.iv.epil to i32
  store i32 %1, ptr %arrayidx9.epil, align 8, !tbaa !15
  %name.epil = getelementptr inbounds i8, ptr %arrayidx9.epil, i64 8
  store ptr @.str.1, ptr %name.epil, align 8, !tbaa !17
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !22

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %if.end
  ret ptr %call3

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.3, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  %arrayidx9 = getelementptr inbounds [1 x %struct.P], ptr %aCol, i64 0, i64 %indvars.iv
  %2 = trunc nuw nsw i64 %indvars.iv to i32
  store i32 %2, ptr %arrayidx9, align 8, !tbaa !15
  %name = getelementptr inbounds i8, ptr %arrayidx9, i64 8
  store ptr @.str.1, ptr %name, align 8, !tbaa !17
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
  %arrayidx9.1 = getelementptr inbounds [1 x %struct.P], ptr %aCol, i64 0, i64 %indvars.iv.next
  %3 = trunc nuw nsw i64 %indvars.iv.next to i32
  store i32 %3, ptr %arrayidx9.1, align 8, !tbaa !15
  %name.1 = getelementptr inbounds i8, ptr %arrayidx9.1, i64 8
  store ptr @.str.1, ptr %name.1, align 8, !tbaa !17
  %indvars.iv.next.1 = or disjoint i64 %indvars.iv, 2
  %arrayidx9.2 = getelementptr inbounds [1 x %struct.P], ptr %aCol, i64 0, i64 %indvars.iv.next.1
  %4 = trunc nuw nsw i64 %indvars.iv.next.1 to i32
  store i32 %4, ptr %arrayidx9.2, align 8, !tbaa !15
  %name.2 = getelementptr inbounds i8, ptr %arrayidx9.2, i64 8
  store ptr @.str.1, ptr %name.2, align 8, !tbaa !17
  %indvars.iv.next.2 = or disjoint i64 %indvars.iv, 3
  %arrayidx9.3 = getelementptr inbounds [1 x %struct.P], ptr %aCol, i64 0, i64 %indvars.iv.next.2
  %5 = trunc nuw nsw i64 %indvars.iv.next.2 to i32
  store i32 %5, ptr %arrayidx9.3, align 8, !tbaa !15
  %name.3 = getelementptr inbounds i8, ptr %arrayidx9.3, i64 8
  store ptr @.str.1, ptr %name.3, align 8, !tbaa !17
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !24
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { noreturn nounwind }

!llvm.ident = !{!0, !0}
!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!6, !7, i64 0}
!6 = !{!"P", !7, i64 0, !10, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!10, !10, i64 0}
!12 = !{!8, !8, i64 0}
!13 = !{!14, !7, i64 16}
!14 = !{!"FK", !10, i64 0, !10, i64 8, !7, i64 16, !8, i64 24, !8, i64 40}
!15 = !{!16, !7, i64 0}
!16 = !{!"Col", !7, i64 0, !10, i64 8}
!17 = !{!16, !10, i64 8}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!14, !10, i64 0}
!21 = !{!14, !10, i64 8}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.unroll.disable"}
!24 = distinct !{!24, !19}
