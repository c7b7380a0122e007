; ModuleID = 'counts.c'
source_filename = "counts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Point = type { i32, i32, i64 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @init(ptr nocapture noundef writeonly %p) local_unnamed_addr #0 {
entry:
  store i32 1, ptr %p, align 8, !tbaa !5
  %y = getelementptr inbounds i8, ptr %p, i64 4
  store i32 2, ptr %y, align 4, !tbaa !11
  %unused_read = getelementptr inbounds i8, ptr %p, i64 8
  store i64 3, ptr %unused_read, align 8, !tbaa !12
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @sum(ptr nocapture noundef readonly %p, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 9
  br i1 %min.iters.check, label %for.body.preheader14, label %vector.ph

for.body.preheader14:                             ; preds = %middle.block, %for.body.preheader
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %s.010.ph = phi i32 [ 0, %for.body.preheader ], [ %36, %middle.block ]
  br label %for.body

vector.ph:                                        ; preds = %for.body.preheader
  %n.mod.vf = and i64 %wide.trip.count, 7
  %0 = icmp eq i64 %n.mod.vf, 0
  %1 = select i1 %0, i64 8, i64 %n.mod.vf
  %n.vec = sub nsw i64 %wide.trip.count, %1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %33, %vector.body ]
  %vec.phi13 = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %34, %vector.body ]
  %2 = or disjoint i64 %index, 1
  %3 = or disjoint i64 %index, 2
  %4 = or disjoint i64 %index, 3
  %5 = or disjoint i64 %index, 4
  %6 = or disjoint i64 %index, 5
  %7 = or disjoint i64 %index, 6
  %8 = or disjoint i64 %index, 7
  %9 = getelementptr inbounds %struct.Point, ptr %p, i64 %index
  %10 = getelementptr inbounds %struct.Point, ptr %p, i64 %2
  %11 = getelementptr inbounds %struct.Point, ptr %p, i64 %3
  %12 = getelementptr inbounds %struct.Point, ptr %p, i64 %4
  %13 = getelementptr inbounds %struct.Point, ptr %p, i64 %5
  %14 = getelementptr inbounds %struct.Point, ptr %p, i64 %6
  %15 = getelementptr inbounds %struct.Point, ptr %p, i64 %7
  %16 = getelementptr inbounds %struct.Point, ptr %p, i64 %8
  %17 = load i32, ptr %9, align 8, !tbaa !5
  %18 = load i32, ptr %10, align 8, !tbaa !5
  %19 = load i32, ptr %11, align 8, !tbaa !5
  %20 = load i32, ptr %12, align 8, !tbaa !5
  %21 = insertelement <4 x i32> poison, i32 %17, i64 0
  %22 = insertelement <4 x i32> %21, i32 %18, i64 1
  %23 = insertelement <4 x i32> %22, i32 %19, i64 2
  %24 = insertelement <4 x i32> %23, i32 %20, i64 3
  %25 = load i32, ptr %13, align 8, !tbaa !5
  %26 = load i32, ptr %14, align 8, !tbaa !5
  %27 = load i32, ptr %15, align 8, !tbaa !5
  %28 = load i32, ptr %16, align 8, !tbaa !5
  %29 = insertelement <4 x i32> poison, i32 %25, i64 0
  %30 = insertelement <4 x i32> %29, i32 %26, i64 1
  %31 = insertelement <4 x i32> %30, i32 %27, i64 2
  %32 = insertelement <4 x i32> %31, i32 %28, i64 3
  %33 = add <4 x i32> %24, %vec.phi
  %34 = add <4 x i32> %32, %vec.phi13
  %index.next = add nuw i64 %index, 8
  %35 = icmp eq i64 %index.next, %n.vec
  br i1 %35, label %middle.block, label %vector.body, !llvm.loop !13

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <4 x i32> %34, %33
  %36 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %bin.rdx)
  br label %for.body.preheader14

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %add, %for.body ]
  %37 = load i32, ptr %p, align 8, !tbaa !5
  %add2 = add nsw i32 %37, %s.0.lcssa
  %y = getelementptr inbounds i8, ptr %p, i64 4
  %38 = load i32, ptr %y, align 4, !tbaa !11
  %add3 = add nsw i32 %add2, %38
  ret i32 %add3

for.body:                                         ; preds = %for.body.preheader14, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader14 ]
  %s.010 = phi i32 [ %add, %for.body ], [ %s.010.ph, %for.body.preheader14 ]
  %arrayidx = getelementptr inbounds %struct.Point, ptr %p, i64 %indvars.iv
  %39 = load i32, ptr %arrayidx, align 8, !tbaa !5
  %add = add nsw i32 %39, %s.010
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !17
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local double @total(ptr nocapture noundef readonly %g) local_unnamed_addr #2 {
entry:
  %h = getelementptr inbounds i8, ptr %g, i64 4
  %0 = load i32, ptr %h, align 4, !tbaa !18
  %cmp21 = icmp sgt i32 %0, 0
  br i1 %cmp21, label %for.cond1.preheader.lr.ph, label %for.cond.cleanup

for.cond1.preheader.lr.ph:                        ; preds = %entry
  %1 = load i32, ptr %g, align 8, !tbaa !21
  %cmp218 = icmp sgt i32 %1, 0
  %cells = getelementptr inbounds i8, ptr %g, i64 8
  %2 = zext i32 %1 to i64
  %wide.trip.count31 = zext nneg i32 %0 to i64
  %xtraiter = and i64 %2, 7
  %3 = icmp ult i32 %1, 8
  %unroll_iter = and i64 %2, 2147483640
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br label %for.cond1.preheader

for.cond1.preheader:                              ; preds = %for.cond1.preheader.lr.ph, %for.cond.cleanup3
  %indvars.iv27 = phi i64 [ 0, %for.cond1.preheader.lr.ph ], [ %indvars.iv.next28, %for.cond.cleanup3 ]
  %s.022 = phi double [ 0.000000e+00, %for.cond1.preheader.lr.ph ], [ %s.1.lcssa, %for.cond.cleanup3 ]
  br i1 %cmp218, label %for.body4.lr.ph, label %for.cond.cleanup3

for.body4.lr.ph:                                  ; preds = %for.cond1.preheader
  %4 = load ptr, ptr %cells, align 8, !tbaa !22
  %5 = mul nuw nsw i64 %indvars.iv27, %2
  %6 = getelementptr inbounds double, ptr %4, i64 %5
  br i1 %3, label %for.cond.cleanup3.loopexit.unr-lcssa, label %for.body4

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  %s.0.lcssa = phi double [ 0.000000e+00, %entry ], [ %s.1.lcssa, %for.cond.cleanup3 ]
  ret double %s.0.lcssa

for.cond.cleanup3.loopexit.unr-lcssa:             ; preds = %for.body4, %for.body4.lr.ph
  %add6.lcssa.ph = phi double [ poison, %for.body4.lr.ph ], [ %add6.7, %for.body4 ]
  %indvars.iv.unr = phi i64 [ 0, %for.body4.lr.ph ], [ %indvars.iv.next.7, %for.body4 ]
  %s.119.unr = phi double [ %s.022, %for.body4.lr.ph ], [ %add6.7, %for.body4 ]
  br i1 %lcmp.mod.not, label %for.cond.cleanup3, label %for.body4.epil

for.body4.epil:                                   ; preds = %for.cond.cleanup3.loopexit.unr-lcssa, %for.body4.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body4.epil ], [ %indvars.iv.unr, %for.cond.cleanup3.loopexit.unr-lcssa ]
  %s.119.epil = phi double [ %add6.epil, %for.body4.epil ], [ %s.119.unr, %for.cond.cleanup3.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body4.epil ], [ 0, %for.cond.cleanup3.loopexit.unr-lcssa ]
  %arrayidx.epil = getelementptr inbounds double, ptr %6, i64 %indvars.iv.epil
  %7 = load double, ptr %arrayidx.epil, align 8, !tbaa !23
  %add6.epil = fadd double %s.119.epil, %7
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup3, label %for.body4.epil, !llvm.loop !25

for.cond.cleanup3:                                ; preds = %for.cond.cleanup3.loopexit.unr-lcssa, %for.body4.epil, %for.cond1.preheader
  %s.1.lcssa = phi double [ %s.022, %for.cond1.preheader ], [ %add6.lcssa.ph, %for.cond.cleanup3.loopexit.unr-lcssa ], [ %add6.epil, %for.body4.epil ]
  %indvars.iv.next28 = add nuw nsw i64 %indvars.iv27, 1
  %exitcond32.not = icmp eq i64 %indvars.iv.next28, %wide.trip.count31
  br i1 %exitcond32.not, label %for.cond.cleanup, label %for.cond1.preheader, !llvm.loop !27

for.body4:                                        ; preds = %for.body4.lr.ph, %for.body4
  %indvars.iv = phi i64 [ %indvars.iv.next.7, %for.body4 ], [ 0, %for.body4.lr.ph ]
  %s.119 = phi double [ %add6.7, %for.body4 ], [ %s.022, %for.body4.lr.ph ]
  %niter = phi i64 [ %niter.next.7, %for.body4 ], [ 0, %for.body4.lr.ph ]
  %arrayidx = getelementptr inbounds double, ptr %6, i64 %indvars.iv
  %8 = load double, ptr %arrayidx, align 8, !tbaa !23
  %add6 = fadd double %s.119, %8
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds double, ptr %6, i64 %indvars.iv.next
  %9 = load double, ptr %arrayidx.1, align 8, !tbaa !23
  %add6.1 = fadd double %add6, %9
  %indvars.iv.next.1 = or disjoint i64 %indvars.iv, 2
  %arrayidx.2 = getelementptr inbounds double, ptr %6, i64 %indvars.iv.next.1
  %10 = load double, ptr %arrayidx.2, align 8, !tbaa !23
  %add6.2 = fadd double %add6.1, %10
  %indvars.iv.next.2 = or disjoint i64 %indvars.iv, 3
  %arrayidx.3 = getelementptr inbounds double, ptr %6, i64 %indvars.iv.next.2
  %11 = load double, ptr %arrayidx.3, align 8, !tbaa !23
  %add6.3 = fadd double %add6.2, %11
  %indvars.iv.next.3 = or disjoint i64 %indvars.iv, 4
  %arrayidx.4 = getelementptr inbounds double, ptr %6, i64 %indvars.iv.next.3
  %12 = load double, ptr %arrayidx.4, align 8, !tbaa !23
  %add6.4 = fadd double %add6.3, %12
  %indvars.iv.next.4 = or disjoint i64 %indvars.iv, 5
  %arrayidx.5 = getelementptr inbounds double, ptr %6, i64 %indvars.iv.next.4
  %13 = load double, ptr %arrayidx.5, align 8, !tbaa !23
  %add6.5 = fadd double %add6.4, %13
  %indvars.iv.next.5 = or disjoint i64 %indvars.iv, 6
  %arrayidx.6 = getelementptr inbounds double, ptr %6, i64 %indvars.iv.next.5
  %14 = load double, ptr %arrayidx.6, align 8, !tbaa !23
  %add6.6 = fadd double %add6.5, %14
  %indvars.iv.next.6 = or disjoint i64 %indvars.iv, 7
  %arrayidx.7 = getelementptr inbounds double, ptr %6, i64 %indvars.iv.next.6
  %15 = load double, ptr %arrayidx.7, align 8, !tbaa !23
  %add6.7 = fadd double %add6.6, %15
  %indvars.iv.next.7 = add nuw nsw i64 %indvars.iv, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %for.cond.cleanup3.loopexit.unr-lcssa, label %for.body4, !llvm.loop !28
}

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define dso_local i32 @main() local_unnamed_addr #3 {
entry:
  %call = tail call noalias dereferenceable_or_null(64) ptr @malloc(i64 noundef 64) #8
  tail call void @init(ptr noundef %call)
  %call1 = tail call i32 @sum(ptr noundef %call, i32 noundef 1)
  tail call void @free(ptr noundef %call) #9
  %call2 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #8
  store i32 2, ptr %call2, align 8, !tbaa !21
  %h = getelementptr inbounds i8, ptr %call2, i64 4
  store i32 2, ptr %h, align 4, !tbaa !18
  %call3 = tail call noalias dereferenceable_or_null(32) ptr @calloc(i64 noundef 4, i64 noundef 8) #10
  %cells = getelementptr inbounds i8, ptr %call2, i64 8
  store ptr %call3, ptr %cells, align 8, !tbaa !22
  %call4 = tail call double @total(ptr noundef nonnull %call2)
  %conv = fptosi double %call4 to i32
  %add = add nsw i32 %call1, %conv
  tail call void @free(ptr noundef %call3) #9
  tail call void @free(ptr noundef %call2) #9
  ret i32 %add
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind memory(readwrite, argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { nounwind }
attributes #10 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Point", !7, i64 0, !7, i64 4, !10, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long", !8, i64 0}
!11 = !{!6, !7, i64 4}
!12 = !{!6, !10, i64 8}
!13 = distinct !{!13, !14, !15, !16}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !14, !16, !15}
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
