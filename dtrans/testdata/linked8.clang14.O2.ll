; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.P = type { %struct.X*, i32 }
%struct.X = type { i32 }

@pool = internal global [4096 x i8] zeroinitializer, align 16
@used = internal unnamed_addr global i64 0, align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @usep(%struct.P* nocapture noundef readonly %p, i32 noundef %k) local_unnamed_addr #0 {
entry:
  %idxprom = sext i32 %k to i64
  %x = getelementptr inbounds %struct.P, %struct.P* %p, i64 %idxprom, i32 0
  %0 = load %struct.X*, %struct.X** %x, align 8, !tbaa !5
  %v = getelementptr inbounds %struct.X, %struct.X* %0, i64 0, i32 0
  %1 = load i32, i32* %v, align 4, !tbaa !11
  %n = getelementptr inbounds %struct.P, %struct.P* %p, i64 %idxprom, i32 1
  %2 = load i32, i32* %n, align 8, !tbaa !13
  %add = add nsw i32 %2, %1
  ret i32 %add
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #1 {
entry:
  %x = alloca %struct.X, align 4
  %0 = bitcast %struct.X* %x to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %0) #5
  %v = getelementptr inbounds %struct.X, %struct.X* %x, i64 0, i32 0
  store i32 %argc, i32* %v, align 4, !tbaa !11
  %add = add i32 %argc, 1
  %conv = sext i32 %add to i64
  %mul = shl nsw i64 %conv, 4
  %call = tail call fastcc i8* @take(i64 noundef %mul)
  %1 = bitcast i8* %call to %struct.P*
  %call1 = tail call fastcc i8* @take(i64 noundef 16)
  %conv2 = sext i32 %argc to i64
  %a3 = bitcast i8* %call1 to i64*
  store i64 %conv2, i64* %a3, align 8, !tbaa !14
  %b = getelementptr inbounds i8, i8* %call1, i64 8
  %2 = bitcast i8* %b to i64*
  store i64 2, i64* %2, align 8, !tbaa !17
  %cmp.not35 = icmp slt i32 %argc, 0
  br i1 %cmp.not35, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %add to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %3 = icmp eq i32 %argc, 0
  br i1 %3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %x5.epil = getelementptr inbounds %struct.P, %struct.P* %1, i64 %indvars.iv.unr, i32 0
  store %struct.X* %x, %struct.X** %x5.epil, align 8, !tbaa !18
  %ix.epil = getelementptr inbounds %struct.P, %struct.P* %1, i64 %indvars.iv.unr, i32 1
  %4 = trunc i64 %indvars.iv.unr to i32
  store i32 %4, i32* %ix.epil, align 8, !tbaa !20
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  %call8 = call fastcc i32 @first_ix(%struct.P* noundef nonnull %1)
  %call15 = call i32 @usep(%struct.P* noundef nonnull %1, i32 noundef %argc) #5
  %add11 = add i32 %argc, 2
  %add14 = add i32 %add11, %call8
  %add16 = add i32 %add14, %call15
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %0) #5
  ret i32 %add16

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %x5 = getelementptr inbounds %struct.P, %struct.P* %1, i64 %indvars.iv, i32 0
  store %struct.X* %x, %struct.X** %x5, align 8, !tbaa !18
  %ix = getelementptr inbounds %struct.P, %struct.P* %1, i64 %indvars.iv, i32 1
  %5 = trunc i64 %indvars.iv to i32
  store i32 %5, i32* %ix, align 8, !tbaa !20
  %indvars.iv.next = or i64 %indvars.iv, 1
  %x5.1 = getelementptr inbounds %struct.P, %struct.P* %1, i64 %indvars.iv.next, i32 0
  store %struct.X* %x, %struct.X** %x5.1, align 8, !tbaa !18
  %ix.1 = getelementptr inbounds %struct.P, %struct.P* %1, i64 %indvars.iv.next, i32 1
  %6 = trunc i64 %indvars.iv.next to i32
  store i32 %6, i32* %ix.1, align 8, !tbaa !20
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !21
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc nonnull i8* @take(i64 noundef %n) unnamed_addr #3 {
entry:
  %0 = load i64, i64* @used, align 8, !tbaa !23
  %add.ptr = getelementptr inbounds [4096 x i8], [4096 x i8]* @pool, i64 0, i64 %0
  %add = add i64 %n, 15
  %and = and i64 %add, -16
  %add1 = add i64 %0, %and
  store i64 %add1, i64* @used, align 8, !tbaa !23
  ret i8* %add.ptr
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc i32 @first_ix(%struct.P* nocapture noundef readonly %a) unnamed_addr #4 {
entry:
  %ix = getelementptr inbounds %struct.P, %struct.P* %a, i64 0, i32 1
  %0 = load i32, i32* %ix, align 8, !tbaa !20
  ret i32 %0
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nosync nounwind willreturn }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.ident = !{!0, !0}
!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!6, !7, i64 0}
!6 = !{!"P", !7, i64 0, !10, i64 8}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!12, !10, i64 0}
!12 = !{!"X", !10, i64 0}
!13 = !{!6, !10, i64 8}
!14 = !{!15, !16, i64 0}
!15 = !{!"U", !16, i64 0, !16, i64 8}
!16 = !{!"long", !8, i64 0}
!17 = !{!15, !16, i64 8}
!18 = !{!19, !7, i64 0}
!19 = !{!"T", !7, i64 0, !10, i64 8}
!20 = !{!19, !10, i64 8}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
!23 = !{!16, !16, i64 0}
