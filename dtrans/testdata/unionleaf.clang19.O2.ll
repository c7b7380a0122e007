; ModuleID = 'unionleaf.c'
source_filename = "unionleaf.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.comp = type { i32, %struct.freqs, %union.anon }
%struct.freqs = type { [16 x i32], [8 x i32] }
%union.anon = type { %struct.precode }
%struct.precode = type { [19 x i32], [19 x i8], [19 x i32] }

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @flush(ptr nocapture noundef %c) local_unnamed_addr #0 {
entry:
  %freqs = getelementptr inbounds i8, ptr %c, i64 4
  tail call fastcc void @make_code(i32 noundef 16, ptr noundef nonnull %freqs, ptr noundef nonnull %freqs)
  %u = getelementptr inbounds i8, ptr %c, i64 100
  %pcw = getelementptr inbounds i8, ptr %c, i64 196
  tail call fastcc void @make_code(i32 noundef 19, ptr noundef nonnull %u, ptr noundef nonnull %pcw)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @make_code(i32 noundef %n, ptr nocapture noundef readonly %freqs, ptr nocapture noundef %out) unnamed_addr #0 {
entry:
  %cmp25 = icmp sgt i32 %n, 0
  br i1 %cmp25, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp eq i32 %n, 1
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483646
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %if.end.1, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %if.end.1 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds i32, ptr %freqs, i64 %indvars.iv.unr
  %1 = load i32, ptr %arrayidx.epil, align 4, !tbaa !5
  %rem.epil = and i32 %1, 15
  %cmp1.not.epil = icmp eq i32 %rem.epil, 0
  br i1 %cmp1.not.epil, label %for.cond.cleanup, label %land.lhs.true.epil

land.lhs.true.epil:                               ; preds = %for.body.epil
  %2 = zext nneg i32 %rem.epil to i64
  %3 = getelementptr i32, ptr %out, i64 %2
  %arrayidx3.epil = getelementptr i8, ptr %3, i64 -4
  %4 = load i32, ptr %arrayidx3.epil, align 4, !tbaa !5
  %5 = load i32, ptr %3, align 4, !tbaa !5
  %cmp6.epil = icmp ugt i32 %4, %5
  br i1 %cmp6.epil, label %if.then.epil, label %for.cond.cleanup

if.then.epil:                                     ; preds = %land.lhs.true.epil
  %add.epil = add i32 %4, %1
  store i32 %add.epil, ptr %3, align 4, !tbaa !5
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %if.then.epil, %land.lhs.true.epil, %for.body.epil, %entry
  ret void

for.body:                                         ; preds = %if.end.1, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %if.end.1 ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %if.end.1 ]
  %arrayidx = getelementptr inbounds i32, ptr %freqs, i64 %indvars.iv
  %6 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %rem = and i32 %6, 15
  %cmp1.not = icmp eq i32 %rem, 0
  br i1 %cmp1.not, label %if.end, label %land.lhs.true

land.lhs.true:                                    ; preds = %for.body
  %7 = zext nneg i32 %rem to i64
  %8 = getelementptr i32, ptr %out, i64 %7
  %arrayidx3 = getelementptr i8, ptr %8, i64 -4
  %9 = load i32, ptr %arrayidx3, align 4, !tbaa !5
  %10 = load i32, ptr %8, align 4, !tbaa !5
  %cmp6 = icmp ugt i32 %9, %10
  br i1 %cmp6, label %if.then, label %if.end

if.then:                                          ; preds = %land.lhs.true
  %add = add i32 %9, %6
  store i32 %add, ptr %8, align 4, !tbaa !5
  br label %if.end

if.end:                                           ; preds = %if.then, %land.lhs.true, %for.body
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i32, ptr %freqs, i64 %indvars.iv.next
  %11 = load i32, ptr %arrayidx.1, align 4, !tbaa !5
  %rem.1 = and i32 %11, 15
  %cmp1.not.1 = icmp eq i32 %rem.1, 0
  br i1 %cmp1.not.1, label %if.end.1, label %land.lhs.true.1

land.lhs.true.1:                                  ; preds = %if.end
  %12 = zext nneg i32 %rem.1 to i64
  %13 = getelementptr i32, ptr %out, i64 %12
  %arrayidx3.1 = getelementptr i8, ptr %13, i64 -4
  %14 = load i32, ptr %arrayidx3.1, align 4, !tbaa !5
  %15 = load i32, ptr %13, align 4, !tbaa !5
  %cmp6.1 = icmp ugt i32 %14, %15
  br i1 %cmp6.1, label %if.then.1, label %if.end.1

if.then.1:                                        ; preds = %land.lhs.true.1
  %add.1 = add i32 %14, %11
  store i32 %add.1, ptr %13, align 4, !tbaa !5
  br label %if.end.1

if.end.1:                                         ; preds = %if.then.1, %land.lhs.true.1, %if.end
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !9
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #1 {
entry:
  %c = alloca %struct.comp, align 4
  call void @llvm.lifetime.start.p0(i64 272, ptr nonnull %c) #4
  %0 = getelementptr inbounds i8, ptr %c, i64 4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(272) %0, i8 0, i64 268, i1 false)
  store i32 %argc, ptr %c, align 4, !tbaa !11
  %arrayidx = getelementptr inbounds i8, ptr %c, i64 16
  store i32 %argc, ptr %arrayidx, align 4, !tbaa !5
  %arrayidx1 = getelementptr inbounds i8, ptr %c, i64 108
  store i32 %argc, ptr %arrayidx1, align 4, !tbaa !14
  call void @flush(ptr noundef nonnull %c)
  %arrayidx3 = getelementptr inbounds i8, ptr %c, i64 268
  %1 = load i32, ptr %arrayidx3, align 4, !tbaa !14
  %arrayidx6 = getelementptr inbounds i8, ptr %c, i64 64
  %2 = load i32, ptr %arrayidx6, align 4, !tbaa !5
  %add = add nsw i32 %2, %1
  call void @llvm.lifetime.end.p0(i64 272, ptr nonnull %c) #4
  ret i32 %add
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
