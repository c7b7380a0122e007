; ModuleID = 'declstep.c'
source_filename = "declstep.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.cb = type { i8*, i64 }
%struct.ns = type { i16, i16, i16, i16, i32 }
%struct.other = type { double, i8* }

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local i32 @walk(%struct.cb* nocapture noundef readonly %cb, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %ws = getelementptr inbounds %struct.cb, %struct.cb* %cb, i64 0, i32 0
  %0 = load i8*, i8** %ws, align 8, !tbaa !5
  %wsize = getelementptr inbounds %struct.cb, %struct.cb* %cb, i64 0, i32 1
  %1 = load i64, i64* %wsize, align 8, !tbaa !11
  %add.ptr = getelementptr inbounds i8, i8* %0, i64 %1
  %rem = urem i64 %1, 12
  %idx.neg = sub nsw i64 0, %rem
  %add.ptr2 = getelementptr inbounds i8, i8* %add.ptr, i64 %idx.neg
  %2 = bitcast i8* %add.ptr2 to %struct.ns*
  %cmp27 = icmp sgt i32 %n, 0
  %3 = bitcast i8* %0 to %struct.ns*
  br i1 %cmp27, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %xtraiter = and i32 %n, 1
  %4 = icmp eq i32 %n, 1
  br i1 %4, label %for.end.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %n, -2
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %sum.030 = phi i32 [ 0, %for.body.preheader.new ], [ %add.1, %for.body ]
  %i.029 = phi i32 [ 0, %for.body.preheader.new ], [ %inc.1, %for.body ]
  %top.028 = phi %struct.ns* [ null, %for.body.preheader.new ], [ %top.1.1, %for.body ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %cmp3 = icmp eq %struct.ns* %top.028, null
  %add.ptr5 = getelementptr inbounds %struct.ns, %struct.ns* %top.028, i64 1
  %cmp6 = icmp ult %struct.ns* %add.ptr5, %2
  %spec.select = select i1 %cmp6, %struct.ns* %add.ptr5, %struct.ns* %top.028
  %top.1 = select i1 %cmp3, %struct.ns* %3, %struct.ns* %spec.select
  %conv = trunc i32 %i.029 to i16
  %a = getelementptr inbounds %struct.ns, %struct.ns* %top.1, i64 0, i32 0
  store i16 %conv, i16* %a, align 4, !tbaa !12
  %e = getelementptr inbounds %struct.ns, %struct.ns* %top.1, i64 0, i32 4
  store i32 %i.029, i32* %e, align 4, !tbaa !16
  %b = getelementptr inbounds %struct.ns, %struct.ns* %top.1, i64 0, i32 1
  %5 = load i16, i16* %b, align 2, !tbaa !17
  %conv9 = sext i16 %5 to i32
  %add = add nsw i32 %sum.030, %conv9
  %inc = or i32 %i.029, 1
  %cmp3.1 = icmp eq %struct.ns* %top.1, null
  %add.ptr5.1 = getelementptr inbounds %struct.ns, %struct.ns* %top.1, i64 1
  %cmp6.1 = icmp ult %struct.ns* %add.ptr5.1, %2
  %spec.select.1 = select i1 %cmp6.1, %struct.ns* %add.ptr5.1, %struct.ns* %top.1
  %top.1.1 = select i1 %cmp3.1, %struct.ns* %3, %struct.ns* %spec.select.1
  %conv.1 = trunc i32 %inc to i16
  %a.1 = getelementptr inbounds %struct.ns, %struct.ns* %top.1.1, i64 0, i32 0
  store i16 %conv.1, i16* %a.1, align 4, !tbaa !12
  %e.1 = getelementptr inbounds %struct.ns, %struct.ns* %top.1.1, i64 0, i32 4
  store i32 %inc, i32* %e.1, align 4, !tbaa !16
  %b.1 = getelementptr inbounds %struct.ns, %struct.ns* %top.1.1, i64 0, i32 1
  %6 = load i16, i16* %b.1, align 2, !tbaa !17
  %conv9.1 = sext i16 %6 to i32
  %add.1 = add nsw i32 %add, %conv9.1
  %inc.1 = add nuw nsw i32 %i.029, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !18

for.end.loopexit.unr-lcssa:                       ; preds = %for.body, %for.body.preheader
  %add.lcssa.ph = phi i32 [ undef, %for.body.preheader ], [ %add.1, %for.body ]
  %sum.030.unr = phi i32 [ 0, %for.body.preheader ], [ %add.1, %for.body ]
  %i.029.unr = phi i32 [ 0, %for.body.preheader ], [ %inc.1, %for.body ]
  %top.028.unr = phi %struct.ns* [ null, %for.body.preheader ], [ %top.1.1, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end, label %for.body.epil

for.body.epil:                                    ; preds = %for.end.loopexit.unr-lcssa
  %cmp3.epil = icmp eq %struct.ns* %top.028.unr, null
  %add.ptr5.epil = getelementptr inbounds %struct.ns, %struct.ns* %top.028.unr, i64 1
  %cmp6.epil = icmp ult %struct.ns* %add.ptr5.epil, %2
  %spec.select.epil = select i1 %cmp6.epil, %struct.ns* %add.ptr5.epil, %struct.ns* %top.028.unr
  %top.1.epil = select i1 %cmp3.epil, %struct.ns* %3, %struct.ns* %spec.select.epil
  %conv.epil = trunc i32 %i.029.unr to i16
  %a.epil = getelementptr inbounds %struct.ns, %struct.ns* %top.1.epil, i64 0, i32 0
  store i16 %conv.epil, i16* %a.epil, align 4, !tbaa !12
  %e.epil = getelementptr inbounds %struct.ns, %struct.ns* %top.1.epil, i64 0, i32 4
  store i32 %i.029.unr, i32* %e.epil, align 4, !tbaa !16
  %b.epil = getelementptr inbounds %struct.ns, %struct.ns* %top.1.epil, i64 0, i32 1
  %7 = load i16, i16* %b.epil, align 2, !tbaa !17
  %conv9.epil = sext i16 %7 to i32
  %add.epil = add nsw i32 %sum.030.unr, %conv9.epil
  br label %for.end

for.end:                                          ; preds = %for.body.epil, %for.end.loopexit.unr-lcssa, %entry
  %sum.0.lcssa = phi i32 [ 0, %entry ], [ %add.lcssa.ph, %for.end.loopexit.unr-lcssa ], [ %add.epil, %for.body.epil ]
  ret i32 %sum.0.lcssa
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local double @weigh(%struct.cb* nocapture noundef readonly %cb) local_unnamed_addr #2 {
entry:
  %0 = bitcast %struct.cb* %cb to %struct.other**
  %1 = load %struct.other*, %struct.other** %0, align 8, !tbaa !5
  %w = getelementptr inbounds %struct.other, %struct.other* %1, i64 0, i32 0
  store double 1.000000e+00, double* %w, align 8, !tbaa !20
  ret double 1.000000e+00
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  %cb = alloca %struct.cb, align 8
  %0 = bitcast %struct.cb* %cb to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %0) #5
  %wsize = getelementptr inbounds %struct.cb, %struct.cb* %cb, i64 0, i32 1
  store i64 1000, i64* %wsize, align 8, !tbaa !11
  %call = tail call noalias dereferenceable_or_null(1000) i8* @calloc(i64 noundef 1, i64 noundef 1000) #5
  %ws = getelementptr inbounds %struct.cb, %struct.cb* %cb, i64 0, i32 0
  store i8* %call, i8** %ws, align 8, !tbaa !5
  %cmp = icmp eq i8* %call, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %call3 = call i32 @walk(%struct.cb* noundef nonnull %cb, i32 noundef %argc)
  %call4 = call double @weigh(%struct.cb* noundef nonnull %cb)
  %add = add nsw i32 %call3, 1
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %add, %if.end ], [ 1, %entry ]
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %0) #5
  ret i32 %retval.0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #4

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
