; ModuleID = 'firstfield.c'
source_filename = "firstfield.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Meta = type { %struct.Split, %struct.Split, %struct.Split, i32 }
%struct.Split = type { ptr, i64 }
%struct.Config = type { i32, i32, ptr }
%struct.Hist = type { [256 x i32], i64, double }
%struct.Other = type { i64 }

@meta = dso_local global %struct.Meta zeroinitializer, align 8
@config = dso_local global %struct.Config zeroinitializer, align 8
@cur = dso_local global ptr null, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @init(ptr nocapture noundef writeonly %o, ptr noundef %b) local_unnamed_addr #0 {
entry:
  store i32 1, ptr %o, align 8, !tbaa !5
  %u = getelementptr inbounds i8, ptr %o, i64 8
  store i64 15, ptr %u, align 8, !tbaa !10
  %buckets = getelementptr inbounds i8, ptr %o, i64 16
  store ptr %b, ptr %buckets, align 8, !tbaa !10
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @lookup(ptr nocapture noundef readonly %o, i64 noundef %key) local_unnamed_addr #1 {
entry:
  %u = getelementptr inbounds i8, ptr %o, i64 8
  %0 = load i32, ptr %o, align 8, !tbaa !5
  %cmp = icmp eq i32 %0, 1
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %buckets.i = getelementptr inbounds i8, ptr %o, i64 16
  %1 = load ptr, ptr %buckets.i, align 8, !tbaa !11
  %2 = load i64, ptr %u, align 8, !tbaa !15
  %and.i = and i64 %2, %key
  %arrayidx.i = getelementptr inbounds i32, ptr %1, i64 %and.i
  %3 = load i32, ptr %arrayidx.i, align 4, !tbaa !16
  %conv = trunc i64 %and.i to i32
  %add = add nsw i32 %3, %conv
  br label %cleanup

if.end:                                           ; preds = %entry
  %and = and i64 %key, 63
  %arrayidx = getelementptr inbounds [64 x i16], ptr %u, i64 0, i64 %and
  %4 = load i16, ptr %arrayidx, align 2, !tbaa !10
  %conv3 = sext i16 %4 to i32
  br label %cleanup

cleanup:                                          ; preds = %if.end, %if.then
  %retval.0 = phi i32 [ %add, %if.then ], [ %conv3, %if.end ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable
define dso_local noundef i64 @count(ptr nocapture noundef writeonly %hs, i32 noundef %n) local_unnamed_addr #3 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 7
  %0 = icmp ult i32 %n, 8
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483640
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.7, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %arrayidx.epil = getelementptr inbounds %struct.Hist, ptr %hs, i64 %indvars.iv.epil
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %arrayidx.epil, i8 0, i64 1032, i1 false)
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !17

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %entry
  ret i64 0

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.7, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.7, %for.body ]
  %arrayidx = getelementptr inbounds %struct.Hist, ptr %hs, i64 %indvars.iv
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %arrayidx, i8 0, i64 1032, i1 false)
  %arrayidx.1 = getelementptr inbounds %struct.Hist, ptr %hs, i64 %indvars.iv.next
  %indvars.iv.next.1 = or disjoint i64 %indvars.iv, 2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %arrayidx.1, i8 0, i64 1032, i1 false)
  %arrayidx.2 = getelementptr inbounds %struct.Hist, ptr %hs, i64 %indvars.iv.next.1
  %indvars.iv.next.2 = or disjoint i64 %indvars.iv, 3
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %arrayidx.2, i8 0, i64 1032, i1 false)
  %arrayidx.3 = getelementptr inbounds %struct.Hist, ptr %hs, i64 %indvars.iv.next.2
  %indvars.iv.next.3 = or disjoint i64 %indvars.iv, 4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %arrayidx.3, i8 0, i64 1032, i1 false)
  %arrayidx.4 = getelementptr inbounds %struct.Hist, ptr %hs, i64 %indvars.iv.next.3
  %indvars.iv.next.4 = or disjoint i64 %indvars.iv, 5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %arrayidx.4, i8 0, i64 1032, i1 false)
  %arrayidx.5 = getelementptr inbounds %struct.Hist, ptr %hs, i64 %indvars.iv.next.4
  %indvars.iv.next.5 = or disjoint i64 %indvars.iv, 6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %arrayidx.5, i8 0, i64 1032, i1 false)
  %arrayidx.6 = getelementptr inbounds %struct.Hist, ptr %hs, i64 %indvars.iv.next.5
  %indvars.iv.next.6 = or disjoint i64 %indvars.iv, 7
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %arrayidx.6, i8 0, i64 1032, i1 false)
  %arrayidx.7 = getelementptr inbounds %struct.Hist, ptr %hs, i64 %indvars.iv.next.6
  %indvars.iv.next.7 = add nuw nsw i64 %indvars.iv, 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %arrayidx.7, i8 0, i64 1032, i1 false)
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @reset(ptr nocapture noundef writeonly %s) local_unnamed_addr #0 {
entry:
  %n = getelementptr inbounds i8, ptr %s, i64 8
  store i64 0, ptr %n, align 8, !tbaa !21
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @reset_all() local_unnamed_addr #4 {
entry:
  tail call void @reset(ptr noundef nonnull @meta)
  tail call void @reset(ptr noundef nonnull getelementptr inbounds (i8, ptr @meta, i64 16))
  tail call void @reset(ptr noundef nonnull getelementptr inbounds (i8, ptr @meta, i64 32))
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef ptr @pick(i32 noundef %k, ptr noundef readnone %o) local_unnamed_addr #5 {
entry:
  %tobool.not = icmp eq i32 %k, 0
  %cond = select i1 %tobool.not, ptr %o, ptr @config
  ret ptr %cond
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @setstat(i32 noundef %x) local_unnamed_addr #4 {
entry:
  store i32 %x, ptr @config, align 8, !tbaa !23
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @getstat() local_unnamed_addr #6 {
entry:
  %0 = load i32, ptr @config, align 8, !tbaa !23
  ret i32 %0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @connect(ptr noundef %t, ptr nocapture noundef writeonly %pp) local_unnamed_addr #0 {
entry:
  store ptr %t, ptr %pp, align 8, !tbaa !25
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @connect2(ptr noundef %t, ptr nocapture noundef writeonly %pp) local_unnamed_addr #0 {
entry:
  store ptr %t, ptr %pp, align 8, !tbaa !25
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @rows(ptr nocapture noundef readonly %v) local_unnamed_addr #7 {
entry:
  %rows = getelementptr inbounds i8, ptr %v, i64 16
  %0 = load i64, ptr %rows, align 8, !tbaa !26
  %nref = getelementptr inbounds i8, ptr %v, i64 8
  %1 = load i32, ptr %nref, align 8, !tbaa !29
  %conv = sext i32 %1 to i64
  %add = add nsw i64 %0, %conv
  ret i64 %add
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #8 {
entry:
  %other = alloca %struct.Other, align 8
  %call = tail call noalias dereferenceable_or_null(144) ptr @malloc(i64 noundef 144) #13
  %call1 = tail call noalias dereferenceable_or_null(64) ptr @calloc(i64 noundef 16, i64 noundef 4) #14
  tail call void @init(ptr noundef %call, ptr noundef %call1)
  %conv = sext i32 %argc to i64
  %call2 = tail call i32 @lookup(ptr noundef %call, i64 noundef %conv)
  %call3 = tail call noalias dereferenceable_or_null(4160) ptr @malloc(i64 noundef 4160) #13
  %call4 = tail call i64 @count(ptr noundef %call3, i32 noundef 4)
  %conv5 = trunc i64 %call4 to i32
  tail call void @reset_all()
  %0 = load i64, ptr getelementptr inbounds (i8, ptr @meta, i64 24), align 8, !tbaa !30
  %conv6 = trunc i64 %0 to i32
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %other) #15
  store i64 %conv, ptr %other, align 8, !tbaa !32
  tail call void @setstat(i32 noundef %argc)
  %call9 = tail call i32 @getstat()
  %call10 = call ptr @pick(i32 noundef %argc, ptr noundef nonnull %other)
  %cmp = icmp eq ptr %call10, %other
  %conv11 = zext i1 %cmp to i32
  %call14 = call noalias dereferenceable_or_null(48) ptr @calloc(i64 noundef 2, i64 noundef 24) #14
  %rows = getelementptr inbounds i8, ptr %call14, i64 16
  store i64 %conv, ptr %rows, align 8, !tbaa !26
  call void @connect(ptr noundef %call14, ptr noundef nonnull @cur)
  %1 = load ptr, ptr @cur, align 8, !tbaa !25
  %call16 = call i64 @rows(ptr noundef %1)
  %conv17 = trunc i64 %call16 to i32
  %add.ptr = getelementptr inbounds i8, ptr %call14, i64 24
  call void @connect2(ptr noundef nonnull %add.ptr, ptr noundef nonnull @cur)
  %2 = load ptr, ptr @cur, align 8, !tbaa !25
  %call19 = call i64 @rows(ptr noundef %2)
  %conv20 = trunc i64 %call19 to i32
  %add12 = add i32 %call2, %conv5
  %add = add i32 %add12, %conv6
  %add7 = add i32 %add, %call9
  %add13 = add i32 %add7, %conv11
  %add18 = add nsw i32 %add13, %conv17
  %add21 = add nsw i32 %add18, %conv20
  call void @free(ptr noundef %call14) #15
  call void @free(ptr noundef %call3) #15
  call void @free(ptr noundef %call1) #15
  call void @free(ptr noundef %call) #15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %other) #15
  ret i32 %add21
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #12

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #13 = { nounwind allocsize(0) }
attributes #14 = { nounwind allocsize(0,1) }
attributes #15 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Holder", !7, i64 0, !8, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = !{!12, !14, i64 8}
!12 = !{!"HA", !13, i64 0, !14, i64 8, !7, i64 16}
!13 = !{!"long", !8, i64 0}
!14 = !{!"any pointer", !8, i64 0}
!15 = !{!12, !13, i64 0}
!16 = !{!7, !7, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!22, !13, i64 8}
!22 = !{!"Split", !14, i64 0, !13, i64 8}
!23 = !{!24, !7, i64 0}
!24 = !{!"Config", !7, i64 0, !7, i64 4, !14, i64 8}
!25 = !{!14, !14, i64 0}
!26 = !{!27, !13, i64 16}
!27 = !{!"Tab", !28, i64 0, !13, i64 16}
!28 = !{!"Vt", !14, i64 0, !7, i64 8}
!29 = !{!28, !7, i64 8}
!30 = !{!31, !13, i64 24}
!31 = !{!"Meta", !22, i64 0, !22, i64 16, !22, i64 32, !7, i64 48}
!32 = !{!33, !13, i64 0}
!33 = !{!"Other", !13, i64 0}
