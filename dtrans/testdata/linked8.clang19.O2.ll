; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.P = type { ptr, i32 }
%struct.X = type { i32 }

@pool = internal global [4096 x i8] zeroinitializer, align 16
@used = internal unnamed_addr global i64 0, align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @usep(ptr nocapture noundef readonly %p, i32 noundef %k) local_unnamed_addr #0 {
entry:
  %idxprom = sext i32 %k to i64
  %arrayidx = getelementptr inbounds %struct.P, ptr %p, i64 %idxprom
  %0 = load ptr, ptr %arrayidx, align 8, !tbaa !5
  %1 = load i32, ptr %0, align 4, !tbaa !11
  %n = getelementptr inbounds i8, ptr %arrayidx, i64 8
  %2 = load i32, ptr %n, align 8, !tbaa !13
  %add = add nsw i32 %2, %1
  ret i32 %add
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #1 {
entry:
  %x = alloca %struct.X, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %x) #5
  store i32 %argc, ptr %x, align 4, !tbaa !11
  %add = add i32 %argc, 1
  %conv = sext i32 %add to i64
  %mul = shl nsw i64 %conv, 4
  %call = tail call fastcc ptr @take(i64 noundef %mul)
  %call1 = tail call fastcc ptr @take(i64 noundef 16)
  %conv2 = sext i32 %argc to i64
  store i64 %conv2, ptr %call1, align 8, !tbaa !14
  %b = getelementptr inbounds i8, ptr %call1, i64 8
  store i64 2, ptr %b, align 8, !tbaa !17
  %cmp.not31 = icmp slt i32 %argc, 0
  br i1 %cmp.not31, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %add to i64
  %xtraiter = and i64 %wide.trip.count, 3
  %0 = icmp ult i32 %add, 4
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967292
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.3, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %arrayidx.epil = getelementptr inbounds %struct.P, ptr %call, i64 %indvars.iv.epil
  store ptr %x, ptr %arrayidx.epil, align 8, !tbaa !18
  %ix.epil = getelementptr inbounds i8, ptr %arrayidx.epil, i64 8
  %1 = trunc nuw nsw i64 %indvars.iv.epil to i32
  store i32 %1, ptr %ix.epil, align 8, !tbaa !20
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !21

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %entry
  %call8 = call fastcc i32 @first_ix(ptr noundef nonnull %call)
  %call15 = call i32 @usep(ptr noundef nonnull %call, i32 noundef %argc) #5
  %add11 = add i32 %argc, 2
  %add14 = add i32 %add11, %call8
  %add16 = add nsw i32 %add14, %call15
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %x) #5
  ret i32 %add16

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.3, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  %arrayidx = getelementptr inbounds %struct.P, ptr %call, i64 %indvars.iv
  store ptr %x, ptr %arrayidx, align 8, !tbaa !18
  %ix = getelementptr inbounds i8, ptr %arrayidx, i64 8
  %2 = trunc nuw nsw i64 %indvars.iv to i32
  store i32 %2, ptr %ix, align 8, !tbaa !20
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds %struct.P, ptr %call, i64 %indvars.iv.next
  store ptr %x, ptr %arrayidx.1, align 8, !tbaa !18
  %ix.1 = getelementptr inbounds i8, ptr %arrayidx.1, i64 8
  %3 = trunc nuw nsw i64 %indvars.iv.next to i32
  store i32 %3, ptr %ix.1, align 8, !tbaa !20
  %indvars.iv.next.1 = or disjoint i64 %indvars.iv, 2
  %arrayidx.2 = getelementptr inbounds %struct.P, ptr %call, i64 %indvars.iv.next.1
  store ptr %x, ptr %arrayidx.2, align 8, !tbaa !18
  %ix.2 = getelementptr inbounds i8, ptr %arrayidx.2, i64 8
  %4 = trunc nuw nsw i64 %indvars.iv.next.1 to i32
  store i32 %4, ptr %ix.2, align 8, !tbaa !20
  %indvars.iv.next.2 = or disjoint i64 %indvars.iv, 3
  %arrayidx.3 = getelementptr inbounds %struct.P, ptr %call, i64 %indvars.iv.next.2
  store ptr %x, ptr %arrayidx.3, align 8, !tbaa !18
  %ix.3 = getelementptr inbounds i8, ptr %arrayidx.3, i64 8
  %5 = trunc nuw nsw i64 %indvars.iv.next.2 to i32
  store i32 %5, ptr %ix.3, align 8, !tbaa !20
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !23
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc nonnull ptr @take(i64 noundef %n) unnamed_addr #3 {
entry:
  %0 = load i64, ptr @used, align 8, !tbaa !25
  %add.ptr = getelementptr inbounds i8, ptr @pool, i64 %0
  %add = add nsw i64 %n, 15
  %and = and i64 %add, -16
  %add1 = add i64 %0, %and
  store i64 %add1, ptr @used, align 8, !tbaa !25
  ret ptr %add.ptr
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @first_ix(ptr nocapture noundef readonly %a) unnamed_addr #4 {
entry:
  %ix = getelementptr inbounds i8, ptr %a, i64 8
  %0 = load i32, ptr %ix, align 8, !tbaa !20
  ret i32 %0
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.ident = !{!0, !0}
!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
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
!22 = !{!"llvm.loop.unroll.disable"}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.mustprogress"}
!25 = !{!16, !16, i64 0}
