; ModuleID = 'unionleaf.c'
source_filename = "unionleaf.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.comp = type { i32, %struct.freqs, %union.anon }
%struct.freqs = type { [16 x i32], [8 x i32] }
%union.anon = type { %struct.precode }
%struct.precode = type { [19 x i32], [19 x i8], [19 x i32] }

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @flush(%struct.comp* nocapture noundef %c) local_unnamed_addr #0 {
entry:
  %arraydecay = getelementptr inbounds %struct.comp, %struct.comp* %c, i64 0, i32 1, i32 0, i64 0
  tail call fastcc void @make_code(i32 noundef 16, i32* noundef nonnull %arraydecay, i32* noundef nonnull %arraydecay)
  %arraydecay4 = getelementptr inbounds %struct.comp, %struct.comp* %c, i64 0, i32 2, i32 0, i32 0, i64 0
  %arraydecay7 = getelementptr inbounds %struct.comp, %struct.comp* %c, i64 0, i32 2, i32 0, i32 2, i64 0
  tail call fastcc void @make_code(i32 noundef 19, i32* noundef nonnull %arraydecay4, i32* noundef nonnull %arraydecay7)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @make_code(i32 noundef %n, i32* nocapture noundef readonly %freqs, i32* nocapture noundef %out) unnamed_addr #0 {
entry:
  %cmp27 = icmp sgt i32 %n, 0
  br i1 %cmp27, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %if.end
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %if.end ]
  %arrayidx = getelementptr inbounds i32, i32* %freqs, i64 %indvars.iv
  %0 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %rem = and i32 %0, 15
  %cmp1.not = icmp eq i32 %rem, 0
  br i1 %cmp1.not, label %if.end, label %land.lhs.true

land.lhs.true:                                    ; preds = %for.body
  %sub = add nsw i32 %rem, -1
  %1 = zext i32 %sub to i64
  %arrayidx3 = getelementptr inbounds i32, i32* %out, i64 %1
  %2 = load i32, i32* %arrayidx3, align 4, !tbaa !5
  %idxprom4 = zext i32 %rem to i64
  %arrayidx5 = getelementptr inbounds i32, i32* %out, i64 %idxprom4
  %3 = load i32, i32* %arrayidx5, align 4, !tbaa !5
  %cmp6 = icmp ugt i32 %2, %3
  br i1 %cmp6, label %if.then, label %if.end

if.then:                                          ; preds = %land.lhs.true
  %add = add i32 %2, %0
  store i32 %add, i32* %arrayidx5, align 4, !tbaa !5
  br label %if.end

if.end:                                           ; preds = %if.then, %land.lhs.true, %for.body
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !9
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #1 {
entry:
  %c = alloca %struct.comp, align 4
  %0 = bitcast %struct.comp* %c to i8*
  call void @llvm.lifetime.start.p0i8(i64 272, i8* nonnull %0) #4
  %1 = getelementptr inbounds %struct.comp, %struct.comp* %c, i64 0, i32 1
  %2 = bitcast %struct.freqs* %1 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(272) %2, i8 0, i64 268, i1 false)
  %level = getelementptr inbounds %struct.comp, %struct.comp* %c, i64 0, i32 0
  store i32 %argc, i32* %level, align 4, !tbaa !11
  %arrayidx = getelementptr inbounds %struct.comp, %struct.comp* %c, i64 0, i32 1, i32 0, i64 3
  store i32 %argc, i32* %arrayidx, align 4, !tbaa !5
  %arrayidx1 = getelementptr inbounds %struct.comp, %struct.comp* %c, i64 0, i32 2, i32 0, i32 0, i64 2
  store i32 %argc, i32* %arrayidx1, align 4, !tbaa !14
  call void @flush(%struct.comp* noundef nonnull %c)
  %arrayidx4 = getelementptr inbounds %struct.comp, %struct.comp* %c, i64 0, i32 2, i32 0, i32 2, i64 18
  %3 = load i32, i32* %arrayidx4, align 4, !tbaa !14
  %arrayidx7 = getelementptr inbounds %struct.comp, %struct.comp* %c, i64 0, i32 1, i32 0, i64 15
  %4 = load i32, i32* %arrayidx7, align 4, !tbaa !5
  %add = add nsw i32 %4, %3
  call void @llvm.lifetime.end.p0i8(i64 272, i8* nonnull %0) #4
  ret i32 %add
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #4 = { nounwind }

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
!12 = !{!"comp", !6, i64 0, !13, i64 4, !7, i64 100}
!13 = !{!"freqs", !7, i64 0, !7, i64 64}
!14 = !{!7, !7, i64 0}
