; ModuleID = 'declstep.c'
source_filename = "declstep.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.cb = type { ptr, i64 }

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @walk(ptr nocapture noundef readonly %cb, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = load ptr, ptr %cb, align 8, !tbaa !5
  %wsize = getelementptr inbounds i8, ptr %cb, i64 8
  %1 = load i64, ptr %wsize, align 8, !tbaa !11
  %add.ptr = getelementptr inbounds i8, ptr %0, i64 %1
  %rem = urem i64 %1, 12
  %idx.neg = sub nsw i64 0, %rem
  %add.ptr2 = getelementptr inbounds i8, ptr %add.ptr, i64 %idx.neg
  %cmp23 = icmp sgt i32 %n, 0
  br i1 %cmp23, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %xtraiter = and i32 %n, 1
  %2 = icmp eq i32 %n, 1
  br i1 %2, label %for.end.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %n, 2147483646
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %sum.026 = phi i32 [ 0, %for.body.preheader.new ], [ %add.1, %for.body ]
  %i.025 = phi i32 [ 0, %for.body.preheader.new ], [ %inc.1, %for.body ]
  %top.024 = phi ptr [ null, %for.body.preheader.new ], [ %spec.select.1, %for.body ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %cmp3 = icmp eq ptr %top.024, null
  %add.ptr5 = getelementptr inbounds i8, ptr %top.024, i64 12
  %cmp6 = icmp ult ptr %add.ptr5, %add.ptr2
  %spec.select = select i1 %cmp6, ptr %add.ptr5, ptr %top.024
  %top.1 = select i1 %cmp3, ptr %0, ptr %spec.select
  %conv = trunc i32 %i.025 to i16
  store i16 %conv, ptr %top.1, align 4, !tbaa !12
  %e = getelementptr inbounds i8, ptr %top.1, i64 8
  store i32 %i.025, ptr %e, align 4, !tbaa !16
  %b = getelementptr inbounds i8, ptr %top.1, i64 2
  %3 = load i16, ptr %b, align 2, !tbaa !17
  %conv9 = sext i16 %3 to i32
  %add = add nsw i32 %sum.026, %conv9
  %inc = or disjoint i32 %i.025, 1
  %add.ptr5.1 = getelementptr inbounds i8, ptr %top.1, i64 12
  %cmp6.1 = icmp ult ptr %add.ptr5.1, %add.ptr2
  %spec.select.1 = select i1 %cmp6.1, ptr %add.ptr5.1, ptr %top.1
  %conv.1 = trunc i32 %inc to i16
  store i16 %conv.1, ptr %spec.select.1, align 4, !tbaa !12
  %e.1 = getelementptr inbounds i8, ptr %spec.select.1, i64 8
  store i32 %inc, ptr %e.1, align 4, !tbaa !16
  %b.1 = getelementptr inbounds i8, ptr %spec.select.1, i64 2
  %4 = load i16, ptr %b.1, align 2, !tbaa !17
  %conv9.1 = sext i16 %4 to i32
  %add.1 = add nsw i32 %add, %conv9.1
  %inc.1 = add nuw nsw i32 %i.025, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !18

for.end.loopexit.unr-lcssa:                       ; preds = %for.body, %for.body.preheader
  %add.lcssa.ph = phi i32 [ poison, %for.body.preheader ], [ %add.1, %for.body ]
  %sum.026.unr = phi i32 [ 0, %for.body.preheader ], [ %add.1, %for.body ]
  %i.025.unr = phi i32 [ 0, %for.body.preheader ], [ %inc.1, %for.body ]
  %top.024.unr = phi ptr [ null, %for.body.preheader ], [ %spec.select.1, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end, label %for.body.epil

for.body.epil:                                    ; preds = %for.end.loopexit.unr-lcssa
  %cmp3.epil = icmp eq ptr %top.024.unr, null
  %add.ptr5.epil = getelementptr inbounds i8, ptr %top.024.unr, i64 12
  %cmp6.epil = icmp ult ptr %add.ptr5.epil, %add.ptr2
  %spec.select.epil = select i1 %cmp6.epil, ptr %add.ptr5.epil, ptr %top.024.unr
  %top.1.epil = select i1 %cmp3.epil, ptr %0, ptr %spec.select.epil
  %conv.epil = trunc i32 %i.025.unr to i16
  store i16 %conv.epil, ptr %top.1.epil, align 4, !tbaa !12
  %e.epil = getelementptr inbounds i8, ptr %top.1.epil, i64 8
  store i32 %i.025.unr, ptr %e.epil, align 4, !tbaa !16
  %b.epil = getelementptr inbounds i8, ptr %top.1.epil, i64 2
  %5 = load i16, ptr %b.epil, align 2, !tbaa !17
  %conv9.epil = sext i16 %5 to i32
  %add.epil = add nsw i32 %sum.026.unr, %conv9.epil
  br label %for.end

for.end:                                          ; preds = %for.body.epil, %for.end.loopexit.unr-lcssa, %entry
  %sum.0.lcssa = phi i32 [ 0, %entry ], [ %add.lcssa.ph, %for.end.loopexit.unr-lcssa ], [ %add.epil, %for.body.epil ]
  ret i32 %sum.0.lcssa
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local noundef double @weigh(ptr nocapture noundef readonly %cb) local_unnamed_addr #2 {
entry:
  %0 = load ptr, ptr %cb, align 8, !tbaa !5
  store double 1.000000e+00, ptr %0, align 8, !tbaa !20
  ret double 1.000000e+00
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  %cb = alloca %struct.cb, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %cb) #5
  %wsize = getelementptr inbounds i8, ptr %cb, i64 8
  store i64 1000, ptr %wsize, align 8, !tbaa !11
  %call = tail call noalias dereferenceable_or_null(1000) ptr @calloc(i64 noundef 1, i64 noundef 1000) #6
  store ptr %call, ptr %cb, align 8, !tbaa !5
  %cmp = icmp eq ptr %call, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %call3 = call i32 @walk(ptr noundef nonnull %cb, i32 noundef %argc)
  %call4 = call double @weigh(ptr noundef nonnull %cb)
  %add = add nsw i32 %call3, 1
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %add, %if.end ], [ 1, %entry ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %cb) #5
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #4

attributes #0 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"cb", !7, i64 0, !10, i64 8}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long", !8, i64 0}
!11 = !{!6, !10, i64 8}
!12 = !{!13, !14, i64 0}
!13 = !{!"ns", !14, i64 0, !14, i64 2, !14, i64 4, !14, i64 6, !15, i64 8}
!14 = !{!"short", !8, i64 0}
!15 = !{!"int", !8, i64 0}
!16 = !{!13, !15, i64 8}
!17 = !{!13, !14, i64 2}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!21, !22, i64 0}
!21 = !{!"other", !22, i64 0, !7, i64 8}
!22 = !{!"double", !8, i64 0}
