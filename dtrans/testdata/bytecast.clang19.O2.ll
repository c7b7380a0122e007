; ModuleID = 'bytecast.c'
source_filename = "bytecast.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Slot = type { double, i64, ptr }

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #0 {
entry:
  %conv = sext i32 %argc to i64
  %call = tail call noalias ptr @calloc(i64 noundef %conv, i64 noundef 24) #5
  %cmp34 = icmp sgt i32 %argc, 0
  br i1 %cmp34, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %argc to i64
  %invariant.gep = getelementptr %struct.Slot, ptr %call, i64 %conv
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp eq i32 %argc, 1
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483646
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %1 = trunc nuw nsw i64 %indvars.iv.unr to i32
  %conv2.epil = uitofp nneg i32 %1 to double
  %arrayidx.epil = getelementptr inbounds %struct.Slot, ptr %call, i64 %indvars.iv.unr
  store double %conv2.epil, ptr %arrayidx.epil, align 8, !tbaa !5
  %arrayidx4.epil = getelementptr inbounds ptr, ptr %argv, i64 %indvars.iv.unr
  %2 = load ptr, ptr %arrayidx4.epil, align 8, !tbaa !12
  %3 = load i8, ptr %2, align 1, !tbaa !13
  %conv6.epil = sext i8 %3 to i64
  %tag.epil = getelementptr inbounds i8, ptr %arrayidx.epil, i64 8
  store i64 %conv6.epil, ptr %tag.epil, align 8, !tbaa !14
  %4 = xor i64 %indvars.iv.unr, -1
  %gep.epil = getelementptr %struct.Slot, ptr %invariant.gep, i64 %4
  %owner.epil = getelementptr inbounds i8, ptr %arrayidx.epil, i64 16
  store ptr %gep.epil, ptr %owner.epil, align 8, !tbaa !15
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  tail call void @qsort(ptr noundef %call, i64 noundef %conv, i64 noundef 24, ptr noundef nonnull @cmp) #6
  %tag16 = getelementptr inbounds i8, ptr %call, i64 8
  %5 = load i64, ptr %tag16, align 8, !tbaa !14
  tail call void @free(ptr noundef %call) #6
  %conv17 = trunc i64 %5 to i32
  ret i32 %conv17

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %6 = trunc nuw nsw i64 %indvars.iv to i32
  %conv2 = uitofp nneg i32 %6 to double
  %arrayidx = getelementptr inbounds %struct.Slot, ptr %call, i64 %indvars.iv
  store double %conv2, ptr %arrayidx, align 8, !tbaa !5
  %arrayidx4 = getelementptr inbounds ptr, ptr %argv, i64 %indvars.iv
  %7 = load ptr, ptr %arrayidx4, align 8, !tbaa !12
  %8 = load i8, ptr %7, align 1, !tbaa !13
  %conv6 = sext i8 %8 to i64
  %tag = getelementptr inbounds i8, ptr %arrayidx, i64 8
  store i64 %conv6, ptr %tag, align 8, !tbaa !14
  %9 = xor i64 %indvars.iv, -1
  %gep = getelementptr %struct.Slot, ptr %invariant.gep, i64 %9
  %owner = getelementptr inbounds i8, ptr %arrayidx, i64 16
  store ptr %gep, ptr %owner, align 8, !tbaa !15
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
  %10 = trunc nuw nsw i64 %indvars.iv.next to i32
  %conv2.1 = uitofp nneg i32 %10 to double
  %arrayidx.1 = getelementptr inbounds %struct.Slot, ptr %call, i64 %indvars.iv.next
  store double %conv2.1, ptr %arrayidx.1, align 8, !tbaa !5
  %arrayidx4.1 = getelementptr inbounds ptr, ptr %argv, i64 %indvars.iv.next
  %11 = load ptr, ptr %arrayidx4.1, align 8, !tbaa !12
  %12 = load i8, ptr %11, align 1, !tbaa !13
  %conv6.1 = sext i8 %12 to i64
  %tag.1 = getelementptr inbounds i8, ptr %arrayidx.1, i64 8
  store i64 %conv6.1, ptr %tag.1, align 8, !tbaa !14
  %13 = xor i64 %indvars.iv, -2
  %gep.1 = getelementptr %struct.Slot, ptr %invariant.gep, i64 %13
  %owner.1 = getelementptr inbounds i8, ptr %arrayidx.1, i64 16
  store ptr %gep.1, ptr %owner.1, align 8, !tbaa !15
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !16
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree
declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp(ptr nocapture noundef readonly %a, ptr nocapture noundef readonly %b) #3 {
entry:
  %owner = getelementptr inbounds i8, ptr %a, i64 16
  %0 = load ptr, ptr %owner, align 8, !tbaa !15
  %owner1 = getelementptr inbounds i8, ptr %b, i64 16
  %1 = load ptr, ptr %owner1, align 8, !tbaa !15
  %cmp.not = icmp eq ptr %0, %1
  br i1 %cmp.not, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  %cmp4 = icmp ult ptr %0, %1
  %cond = select i1 %cmp4, i32 -1, i32 1
  br label %cleanup

if.end:                                           ; preds = %entry
  %tag = getelementptr inbounds i8, ptr %a, i64 8
  %2 = load i64, ptr %tag, align 8, !tbaa !14
  %tag5 = getelementptr inbounds i8, ptr %b, i64 8
  %3 = load i64, ptr %tag5, align 8, !tbaa !14
  %cmp6 = icmp sgt i64 %2, %3
  %conv = zext i1 %cmp6 to i32
  %cmp9 = icmp slt i64 %2, %3
  %conv10.neg = sext i1 %cmp9 to i32
  %sub = add nsw i32 %conv10.neg, %conv
  br label %cleanup

cleanup:                                          ; preds = %if.end, %if.then
  %retval.0 = phi i32 [ %cond, %if.then ], [ %sub, %if.end ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0,1) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Slot", !7, i64 0, !10, i64 8, !11, i64 16}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long", !8, i64 0}
!11 = !{!"any pointer", !8, i64 0}
!12 = !{!11, !11, i64 0}
!13 = !{!8, !8, i64 0}
!14 = !{!6, !10, i64 8}
!15 = !{!6, !11, i64 16}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
