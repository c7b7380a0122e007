; ModuleID = 'structarg.c'
source_filename = "structarg.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.compressor = type { i32, %struct.freqs, %union.anon }
%struct.freqs = type { [16 x i32], [8 x i32] }
%union.anon = type { %struct.codes }
%struct.codes = type { [16 x i32], [16 x i8] }

@__const.main.local = private unnamed_addr constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @make_code(i32 noundef %n, i32* nocapture noundef readonly %freqs, i32* nocapture noundef %codewords) local_unnamed_addr #0 {
entry:
  %0 = load i32, i32* %freqs, align 4, !tbaa !5
  store i32 %0, i32* %codewords, align 4, !tbaa !5
  %cmp28 = icmp ugt i32 %n, 1
  br i1 %cmp28, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %1 = add nsw i64 %wide.trip.count, -1
  %xtraiter = and i64 %1, 1
  %2 = icmp eq i32 %n, 2
  br i1 %2, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %1, -2
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %if.end.1, %for.body.preheader
  %.unr = phi i32 [ %0, %for.body.preheader ], [ %add5.1, %if.end.1 ]
  %indvars.iv.unr = phi i64 [ 1, %for.body.preheader ], [ %indvars.iv.next.1, %if.end.1 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %arrayidx4.epil = getelementptr inbounds i32, i32* %freqs, i64 %indvars.iv.unr
  %3 = load i32, i32* %arrayidx4.epil, align 4, !tbaa !5
  %add.epil = add i32 %3, %.unr
  %shr.epil = lshr i32 %.unr, 3
  %add5.epil = add i32 %add.epil, %shr.epil
  %arrayidx7.epil = getelementptr inbounds i32, i32* %codewords, i64 %indvars.iv.unr
  store i32 %add5.epil, i32* %arrayidx7.epil, align 4, !tbaa !5
  %cmp10.epil = icmp ugt i32 %add5.epil, 1000
  br i1 %cmp10.epil, label %if.then.epil, label %for.cond.cleanup

if.then.epil:                                     ; preds = %for.body.epil
  %4 = add nsw i64 %indvars.iv.unr, -1
  %arrayidx2.epil = getelementptr inbounds i32, i32* %codewords, i64 %4
  store i32 0, i32* %arrayidx2.epil, align 4, !tbaa !5
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %if.then.epil, %for.body.epil, %entry
  ret void

for.body:                                         ; preds = %if.end.1, %for.body.preheader.new
  %5 = phi i32 [ %0, %for.body.preheader.new ], [ %add5.1, %if.end.1 ]
  %indvars.iv = phi i64 [ 1, %for.body.preheader.new ], [ %indvars.iv.next.1, %if.end.1 ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %if.end.1 ]
  %arrayidx4 = getelementptr inbounds i32, i32* %freqs, i64 %indvars.iv
  %6 = load i32, i32* %arrayidx4, align 4, !tbaa !5
  %add = add i32 %6, %5
  %shr = lshr i32 %5, 3
  %add5 = add i32 %add, %shr
  %arrayidx7 = getelementptr inbounds i32, i32* %codewords, i64 %indvars.iv
  store i32 %add5, i32* %arrayidx7, align 4, !tbaa !5
  %cmp10 = icmp ugt i32 %add5, 1000
  br i1 %cmp10, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %7 = add nsw i64 %indvars.iv, -1
  %arrayidx2 = getelementptr inbounds i32, i32* %codewords, i64 %7
  store i32 0, i32* %arrayidx2, align 4, !tbaa !5
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx4.1 = getelementptr inbounds i32, i32* %freqs, i64 %indvars.iv.next
  %8 = load i32, i32* %arrayidx4.1, align 4, !tbaa !5
  %add.1 = add i32 %8, %add5
  %shr.1 = lshr i32 %add5, 3
  %add5.1 = add i32 %add.1, %shr.1
  %arrayidx7.1 = getelementptr inbounds i32, i32* %codewords, i64 %indvars.iv.next
  store i32 %add5.1, i32* %arrayidx7.1, align 4, !tbaa !5
  %cmp10.1 = icmp ugt i32 %add5.1, 1000
  br i1 %cmp10.1, label %if.then.1, label %if.end.1

if.then.1:                                        ; preds = %if.end
  %arrayidx2.1 = getelementptr inbounds i32, i32* %codewords, i64 %indvars.iv
  store i32 0, i32* %arrayidx2.1, align 4, !tbaa !5
  br label %if.end.1

if.end.1:                                         ; preds = %if.then.1, %if.end
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !9
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #2 {
entry:
  %local = alloca [4 x i32], align 16
  %conv = sext i32 %argc to i64
  %call = tail call noalias i8* @calloc(i64 noundef %conv, i64 noundef 180) #5
  %0 = bitcast i8* %call to %struct.compressor*
  %1 = bitcast [4 x i32]* %local to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %1) #5
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %1, i8* noundef nonnull align 16 dereferenceable(16) bitcast ([4 x i32]* @__const.main.local to i8*), i64 16, i1 false)
  %cmp = icmp eq i8* %call, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %sub = add nsw i32 %argc, -1
  %idxprom = sext i32 %sub to i64
  %level = getelementptr inbounds %struct.compressor, %struct.compressor* %0, i64 %idxprom, i32 0
  store i32 %argc, i32* %level, align 4, !tbaa !11
  %and = and i32 %argc, 7
  %2 = zext i32 %and to i64
  %arrayidx6 = getelementptr inbounds %struct.compressor, %struct.compressor* %0, i64 %idxprom, i32 1, i32 1, i64 %2
  store i32 1, i32* %arrayidx6, align 4, !tbaa !5
  %u = getelementptr inbounds %struct.compressor, %struct.compressor* %0, i64 %idxprom, i32 2
  %lens = bitcast %union.anon* %u to [64 x i8]*
  %and10 = and i32 %argc, 63
  %3 = zext i32 %and10 to i64
  %arrayidx12 = getelementptr inbounds [64 x i8], [64 x i8]* %lens, i64 0, i64 %3
  store i8 1, i8* %arrayidx12, align 1, !tbaa !14
  %arrayidx14 = getelementptr inbounds %struct.compressor, %struct.compressor* %0, i64 0, i32 1, i32 0, i64 1
  store i32 %argc, i32* %arrayidx14, align 4, !tbaa !5
  %arraydecay = getelementptr inbounds %struct.compressor, %struct.compressor* %0, i64 0, i32 1, i32 0, i64 0
  %arraydecay18 = getelementptr inbounds %struct.compressor, %struct.compressor* %0, i64 0, i32 2, i32 0, i32 0, i64 0
  tail call void @make_code(i32 noundef 16, i32* noundef nonnull %arraydecay, i32* noundef nonnull %arraydecay18)
  %arraydecay19 = getelementptr inbounds [4 x i32], [4 x i32]* %local, i64 0, i64 0
  call void @make_code(i32 noundef 4, i32* noundef nonnull %arraydecay19, i32* noundef nonnull %arraydecay19)
  %arrayidx24 = getelementptr inbounds %struct.compressor, %struct.compressor* %0, i64 0, i32 2, i32 0, i32 0, i64 15
  %4 = load i32, i32* %arrayidx24, align 4, !tbaa !14
  %arrayidx27 = getelementptr inbounds %struct.compressor, %struct.compressor* %0, i64 0, i32 1, i32 1, i64 0
  %5 = load i32, i32* %arrayidx27, align 4, !tbaa !5
  %add = add i32 %5, %4
  %arrayidx28 = getelementptr inbounds [4 x i32], [4 x i32]* %local, i64 0, i64 3
  %6 = load i32, i32* %arrayidx28, align 4, !tbaa !5
  %add29 = add i32 %add, %6
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %add29, %if.end ], [ 1, %entry ]
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %1) #5
  ret i32 %retval.0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !6, i64 0}
!12 = !{!"compressor", !6, i64 0, !13, i64 4, !7, i64 100}
!13 = !{!"freqs", !7, i64 0, !7, i64 64}
!14 = !{!7, !7, i64 0}
