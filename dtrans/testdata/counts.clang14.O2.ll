; ModuleID = 'counts.c'
source_filename = "counts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Point = type { i32, i32, i64 }
%struct.Grid = type { i32, i32, double* }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @init(%struct.Point* nocapture noundef writeonly %p) local_unnamed_addr #0 {
entry:
  %x = getelementptr inbounds %struct.Point, %struct.Point* %p, i64 0, i32 0
  store i32 1, i32* %x, align 8, !tbaa !5
  %y = getelementptr inbounds %struct.Point, %struct.Point* %p, i64 0, i32 1
  store i32 2, i32* %y, align 4, !tbaa !11
  %unused_read = getelementptr inbounds %struct.Point, %struct.Point* %p, i64 0, i32 2
  store i64 3, i64* %unused_read, align 8, !tbaa !12
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define dso_local i32 @sum(%struct.Point* nocapture noundef readonly %p, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 9
  br i1 %min.iters.check, label %for.body.preheader16, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.mod.vf = and i64 %wide.trip.count, 7
  %0 = icmp eq i64 %n.mod.vf, 0
  %1 = select i1 %0, i64 8, i64 %n.mod.vf
  %n.vec = sub nsw i64 %wide.trip.count, %1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %33, %vector.body ]
  %vec.phi15 = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %34, %vector.body ]
  %2 = or i64 %index, 1
  %3 = or i64 %index, 2
  %4 = or i64 %index, 3
  %5 = or i64 %index, 4
  %6 = or i64 %index, 5
  %7 = or i64 %index, 6
  %8 = or i64 %index, 7
  %9 = getelementptr inbounds %struct.Point, %struct.Point* %p, i64 %index, i32 0
  %10 = getelementptr inbounds %struct.Point, %struct.Point* %p, i64 %2, i32 0
  %11 = getelementptr inbounds %struct.Point, %struct.Point* %p, i64 %3, i32 0
  %12 = getelementptr inbounds %struct.Point, %struct.Point* %p, i64 %4, i32 0
  %13 = getelementptr inbounds %struct.Point, %struct.Point* %p, i64 %5, i32 0
  %14 = getelementptr inbounds %struct.Point, %struct.Point* %p, i64 %6, i32 0
  %15 = getelementptr inbounds %struct.Point, %struct.Point* %p, i64 %7, i32 0
  %16 = getelementptr inbounds %struct.Point, %struct.Point* %p, i64 %8, i32 0
  %17 = load i32, i32* %9, align 8, !tbaa !5
  %18 = load i32, i32* %10, align 8, !tbaa !5
  %19 = load i32, i32* %11, align 8, !tbaa !5
  %20 = load i32, i32* %12, align 8, !tbaa !5
  %21 = insertelement <4 x i32> poison, i32 %17, i64 0
  %22 = insertelement <4 x i32> %21, i32 %18, i64 1
  %23 = insertelement <4 x i32> %22, i32 %19, i64 2
  %24 = insertelement <4 x i32> %23, i32 %20, i64 3
  %25 = load i32, i32* %13, align 8, !tbaa !5
  %26 = load i32, i32* %14, align 8, !tbaa !5
  %27 = load i32, i32* %15, align 8, !tbaa !5
  %28 = load i32, i32* %16, align 8, !tbaa !5
  %29 = insertelement <4 x i32> poison, i32 %25, i64 0
  %30 = insertelement <4 x i32> %29, i32 %26, i64 1
  %31 = insertelement <4 x i32> %30, i32 %27, i64 2
  %32 = insertelement <4 x i32> %31, i32 %28, i64 3
  %33 = add <4 x i32> %24, %vec.phi
  %34 = add <4 x i32> %32, %vec.phi15
  %index.next = add nuw i64 %index, 8
  %35 = icmp eq i64 %index.next, %n.vec
  br i1 %35, label %middle.block, label %vector.body, !llvm.loop !13

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <4 x i32> %34, %33
  %36 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %bin.rdx)
  br label %for.body.preheader16

for.body.preheader16:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %s.012.ph = phi i32 [ 0, %for.body.preheader ], [ %36, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %add, %for.body ]
  %x1 = getelementptr inbounds %struct.Point, %struct.Point* %p, i64 0, i32 0
  %37 = load i32, i32* %x1, align 8, !tbaa !5
  %add2 = add nsw i32 %37, %s.0.lcssa
  %y = getelementptr inbounds %struct.Point, %struct.Point* %p, i64 0, i32 1
  %38 = load i32, i32* %y, align 4, !tbaa !11
  %add3 = add nsw i32 %add2, %38
  ret i32 %add3

for.body:                                         ; preds = %for.body.preheader16, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader16 ]
  %s.012 = phi i32 [ %add, %for.body ], [ %s.012.ph, %for.body.preheader16 ]
  %x = getelementptr inbounds %struct.Point, %struct.Point* %p, i64 %indvars.iv, i32 0
  %39 = load i32, i32* %x, align 8, !tbaa !5
  %add = add nsw i32 %39, %s.012
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !16
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define dso_local double @total(%struct.Grid* nocapture noundef readonly %g) local_unnamed_addr #1 {
entry:
  %h = getelementptr inbounds %struct.Grid, %struct.Grid* %g, i64 0, i32 1
  %0 = load i32, i32* %h, align 4, !tbaa !18
  %cmp24 = icmp sgt i32 %0, 0
  br i1 %cmp24, label %for.cond1.preheader.lr.ph, label %for.cond.cleanup

for.cond1.preheader.lr.ph:                        ; preds = %entry
  %w = getelementptr inbounds %struct.Grid, %struct.Grid* %g, i64 0, i32 0
  %1 = load i32, i32* %w, align 8, !tbaa !21
  %cmp221 = icmp sgt i32 %1, 0
  %cells = getelementptr inbounds %struct.Grid, %struct.Grid* %g, i64 0, i32 2
  %2 = sext i32 %1 to i64
  %wide.trip.count35 = zext i32 %0 to i64
  %wide.trip.count = zext i32 %1 to i64
  %3 = add nsw i64 %wide.trip.count, -1
  %xtraiter = and i64 %wide.trip.count, 3
  %4 = icmp ult i64 %3, 3
  %unroll_iter = and i64 %wide.trip.count, 4294967292
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br label %for.cond1.preheader

for.cond1.preheader:                              ; preds = %for.cond1.preheader.lr.ph, %for.cond.cleanup3
  %indvars.iv31 = phi i64 [ 0, %for.cond1.preheader.lr.ph ], [ %indvars.iv.next32, %for.cond.cleanup3 ]
  %s.025 = phi double [ 0.000000e+00, %for.cond1.preheader.lr.ph ], [ %s.1.lcssa, %for.cond.cleanup3 ]
  br i1 %cmp221, label %for.body4.lr.ph, label %for.cond.cleanup3

for.body4.lr.ph:                                  ; preds = %for.cond1.preheader
  %5 = load double*, double** %cells, align 8, !tbaa !22
  %6 = mul nsw i64 %indvars.iv31, %2
  br i1 %4, label %for.cond.cleanup3.loopexit.unr-lcssa, label %for.body4

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  %s.0.lcssa = phi double [ 0.000000e+00, %entry ], [ %s.1.lcssa, %for.cond.cleanup3 ]
  ret double %s.0.lcssa

for.cond.cleanup3.loopexit.unr-lcssa:             ; preds = %for.body4, %for.body4.lr.ph
  %add6.lcssa.ph = phi double [ undef, %for.body4.lr.ph ], [ %add6.3, %for.body4 ]
  %indvars.iv.unr = phi i64 [ 0, %for.body4.lr.ph ], [ %indvars.iv.next.3, %for.body4 ]
  %s.122.unr = phi double [ %s.025, %for.body4.lr.ph ], [ %add6.3, %for.body4 ]
  br i1 %lcmp.mod.not, label %for.cond.cleanup3, label %for.body4.epil

for.body4.epil:                                   ; preds = %for.cond.cleanup3.loopexit.unr-lcssa, %for.body4.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body4.epil ], [ %indvars.iv.unr, %for.cond.cleanup3.loopexit.unr-lcssa ]
  %s.122.epil = phi double [ %add6.epil, %for.body4.epil ], [ %s.122.unr, %for.cond.cleanup3.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body4.epil ], [ 0, %for.cond.cleanup3.loopexit.unr-lcssa ]
  %7 = add nsw i64 %6, %indvars.iv.epil
  %arrayidx.epil = getelementptr inbounds double, double* %5, i64 %7
  %8 = load double, double* %arrayidx.epil, align 8, !tbaa !23
  %add6.epil = fadd double %s.122.epil, %8
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup3, label %for.body4.epil, !llvm.loop !25

for.cond.cleanup3:                                ; preds = %for.cond.cleanup3.loopexit.unr-lcssa, %for.body4.epil, %for.cond1.preheader
  %s.1.lcssa = phi double [ %s.025, %for.cond1.preheader ], [ %add6.lcssa.ph, %for.cond.cleanup3.loopexit.unr-lcssa ], [ %add6.epil, %for.body4.epil ]
  %indvars.iv.next32 = add nuw nsw i64 %indvars.iv31, 1
  %exitcond36.not = icmp eq i64 %indvars.iv.next32, %wide.trip.count35
  br i1 %exitcond36.not, label %for.cond.cleanup, label %for.cond1.preheader, !llvm.loop !27

for.body4:                                        ; preds = %for.body4.lr.ph, %for.body4
  %indvars.iv = phi i64 [ %indvars.iv.next.3, %for.body4 ], [ 0, %for.body4.lr.ph ]
  %s.122 = phi double [ %add6.3, %for.body4 ], [ %s.025, %for.body4.lr.ph ]
  %niter = phi i64 [ %niter.next.3, %for.body4 ], [ 0, %for.body4.lr.ph ]
  %9 = add nsw i64 %6, %indvars.iv
  %arrayidx = getelementptr inbounds double, double* %5, i64 %9
  %10 = load double, double* %arrayidx, align 8, !tbaa !23
  %add6 = fadd double %s.122, %10
  %indvars.iv.next = or i64 %indvars.iv, 1
  %11 = add nsw i64 %6, %indvars.iv.next
  %arrayidx.1 = getelementptr inbounds double, double* %5, i64 %11
  %12 = load double, double* %arrayidx.1, align 8, !tbaa !23
  %add6.1 = fadd double %add6, %12
  %indvars.iv.next.1 = or i64 %indvars.iv, 2
  %13 = add nsw i64 %6, %indvars.iv.next.1
  %arrayidx.2 = getelementptr inbounds double, double* %5, i64 %13
  %14 = load double, double* %arrayidx.2, align 8, !tbaa !23
  %add6.2 = fadd double %add6.1, %14
  %indvars.iv.next.2 = or i64 %indvars.iv, 3
  %15 = add nsw i64 %6, %indvars.iv.next.2
  %arrayidx.3 = getelementptr inbounds double, double* %5, i64 %15
  %16 = load double, double* %arrayidx.3, align 8, !tbaa !23
  %add6.3 = fadd double %add6.2, %16
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup3.loopexit.unr-lcssa, label %for.body4, !llvm.loop !28
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 {
entry:
  %call = tail call noalias dereferenceable_or_null(64) i8* @malloc(i64 noundef 64) #6
  %0 = bitcast i8* %call to %struct.Point*
  tail call void @init(%struct.Point* noundef %0)
  %call1 = tail call i32 @sum(%struct.Point* noundef %0, i32 noundef 1)
  tail call void @free(i8* noundef %call) #6
  %call2 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #6
  %1 = bitcast i8* %call2 to %struct.Grid*
  %w = getelementptr inbounds %struct.Grid, %struct.Grid* %1, i64 0, i32 0
  store i32 2, i32* %w, align 8, !tbaa !21
  %h = getelementptr inbounds %struct.Grid, %struct.Grid* %1, i64 0, i32 1
  store i32 2, i32* %h, align 4, !tbaa !18
  %call3 = tail call noalias dereferenceable_or_null(32) i8* @calloc(i64 noundef 4, i64 noundef 8) #6
  %cells = getelementptr inbounds %struct.Grid, %struct.Grid* %1, i64 0, i32 2
  %2 = bitcast double** %cells to i8**
  store i8* %call3, i8** %2, align 8, !tbaa !22
  %call4 = tail call double @total(%struct.Grid* noundef %1)
  %conv = fptosi double %call4 to i32
  %add = add nsw i32 %call1, %conv
  tail call void @free(i8* noundef %call3) #6
  tail call void @free(i8* noundef %call2) #6
  ret i32 %add
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone willreturn }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Point", !7, i64 0, !7, i64 4, !10, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long", !8, i64 0}
!11 = !{!6, !7, i64 4}
!12 = !{!6, !10, i64 8}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = distinct !{!16, !14, !17, !15}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = !{!19, !7, i64 4}
!19 = !{!"Grid", !7, i64 0, !7, i64 4, !20, i64 8}
!20 = !{!"any pointer", !8, i64 0}
!21 = !{!19, !7, i64 0}
!22 = !{!19, !20, i64 8}
!23 = !{!24, !24, i64 0}
!24 = !{!"double", !8, i64 0}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.unroll.disable"}
!27 = distinct !{!27, !14}
!28 = distinct !{!28, !14}
