; ModuleID = 'firstfield.c'
source_filename = "firstfield.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Meta = type { %struct.Split, %struct.Split, %struct.Split, i32 }
%struct.Split = type { i32*, i64 }
%struct.Config = type { i32, i32, i8* }
%struct.Vt = type { i8*, i32 }
%struct.Holder = type { i32, %union.anon }
%union.anon = type { %struct.HB }
%struct.HB = type { [64 x i16], i64 }
%struct.Hist = type { [256 x i32], i64, double }
%struct.Other = type { i64 }
%struct.Tab = type { %struct.Vt, i64 }

@meta = dso_local global %struct.Meta zeroinitializer, align 8
@config = dso_local global %struct.Config zeroinitializer, align 8
@cur = dso_local global %struct.Vt* null, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @init(%struct.Holder* nocapture noundef writeonly %o, i32* noundef %b) local_unnamed_addr #0 {
entry:
  %kind = getelementptr inbounds %struct.Holder, %struct.Holder* %o, i64 0, i32 0
  store i32 1, i32* %kind, align 8, !tbaa !5
  %u = getelementptr inbounds %struct.Holder, %struct.Holder* %o, i64 0, i32 1
  %mask = bitcast %union.anon* %u to i64*
  store i64 15, i64* %mask, align 8, !tbaa !10
  %buckets = getelementptr inbounds %struct.Holder, %struct.Holder* %o, i64 0, i32 1, i32 0, i32 0, i64 4
  %0 = bitcast i16* %buckets to i32**
  store i32* %b, i32** %0, align 8, !tbaa !10
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @lookup(%struct.Holder* nocapture noundef readonly %o, i64 noundef %key) local_unnamed_addr #1 {
entry:
  %kind = getelementptr inbounds %struct.Holder, %struct.Holder* %o, i64 0, i32 0
  %0 = load i32, i32* %kind, align 8, !tbaa !5
  %cmp = icmp eq i32 %0, 1
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %u = getelementptr inbounds %struct.Holder, %struct.Holder* %o, i64 0, i32 1
  %buckets.i = getelementptr inbounds %struct.Holder, %struct.Holder* %o, i64 0, i32 1, i32 0, i32 0, i64 4
  %1 = bitcast i16* %buckets.i to i32**
  %2 = load i32*, i32** %1, align 8, !tbaa !11
  %mask.i.i = bitcast %union.anon* %u to i64*
  %3 = load i64, i64* %mask.i.i, align 8, !tbaa !15
  %and.i.i = and i64 %3, %key
  %arrayidx.i = getelementptr inbounds i32, i32* %2, i64 %and.i.i
  %4 = load i32, i32* %arrayidx.i, align 4, !tbaa !16
  %conv = trunc i64 %and.i.i to i32
  %add = add nsw i32 %4, %conv
  br label %cleanup

if.end:                                           ; preds = %entry
  %and = and i64 %key, 63
  %arrayidx = getelementptr inbounds %struct.Holder, %struct.Holder* %o, i64 0, i32 1, i32 0, i32 0, i64 %and
  %5 = load i16, i16* %arrayidx, align 2, !tbaa !10
  %conv3 = sext i16 %5 to i32
  br label %cleanup

cleanup:                                          ; preds = %if.end, %if.then
  %retval.0 = phi i32 [ %add, %if.then ], [ %conv3, %if.end ]
  ret i32 %retval.0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local i64 @count(%struct.Hist* nocapture noundef %hs, i32 noundef %n) local_unnamed_addr #3 {
entry:
  %cmp10 = icmp sgt i32 %n, 0
  br i1 %cmp10, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %0 = add nsw i64 %wide.trip.count, -1
  %xtraiter = and i64 %wide.trip.count, 3
  %1 = icmp ult i64 %0, 3
  br i1 %1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967292
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %add.lcssa.ph = phi i64 [ undef, %for.body.preheader ], [ %add.3, %for.body ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.3, %for.body ]
  %t.011.unr = phi i64 [ 0, %for.body.preheader ], [ %add.3, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %t.011.epil = phi i64 [ %add.epil, %for.body.epil ], [ %t.011.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %arrayidx.epil = getelementptr inbounds %struct.Hist, %struct.Hist* %hs, i64 %indvars.iv.epil
  %2 = bitcast %struct.Hist* %arrayidx.epil to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(1032) %2, i8 0, i64 1032, i1 false) #9
  %total.epil = getelementptr inbounds %struct.Hist, %struct.Hist* %hs, i64 %indvars.iv.epil, i32 1
  %3 = load i64, i64* %total.epil, align 8, !tbaa !17
  %add.epil = add nsw i64 %3, %t.011.epil
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !20

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %entry
  %t.0.lcssa = phi i64 [ 0, %entry ], [ %add.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add.epil, %for.body.epil ]
  ret i64 %t.0.lcssa

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.3, %for.body ]
  %t.011 = phi i64 [ 0, %for.body.preheader.new ], [ %add.3, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  %arrayidx = getelementptr inbounds %struct.Hist, %struct.Hist* %hs, i64 %indvars.iv
  %4 = bitcast %struct.Hist* %arrayidx to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(1032) %4, i8 0, i64 1032, i1 false) #9
  %total = getelementptr inbounds %struct.Hist, %struct.Hist* %hs, i64 %indvars.iv, i32 1
  %5 = load i64, i64* %total, align 8, !tbaa !17
  %add = add nsw i64 %5, %t.011
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds %struct.Hist, %struct.Hist* %hs, i64 %indvars.iv.next
  %6 = bitcast %struct.Hist* %arrayidx.1 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(1032) %6, i8 0, i64 1032, i1 false) #9
  %total.1 = getelementptr inbounds %struct.Hist, %struct.Hist* %hs, i64 %indvars.iv.next, i32 1
  %7 = load i64, i64* %total.1, align 8, !tbaa !17
  %add.1 = add nsw i64 %7, %add
  %indvars.iv.next.1 = or i64 %indvars.iv, 2
  %arrayidx.2 = getelementptr inbounds %struct.Hist, %struct.Hist* %hs, i64 %indvars.iv.next.1
  %8 = bitcast %struct.Hist* %arrayidx.2 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(1032) %8, i8 0, i64 1032, i1 false) #9
  %total.2 = getelementptr inbounds %struct.Hist, %struct.Hist* %hs, i64 %indvars.iv.next.1, i32 1
  %9 = load i64, i64* %total.2, align 8, !tbaa !17
  %add.2 = add nsw i64 %9, %add.1
  %indvars.iv.next.2 = or i64 %indvars.iv, 3
  %arrayidx.3 = getelementptr inbounds %struct.Hist, %struct.Hist* %hs, i64 %indvars.iv.next.2
  %10 = bitcast %struct.Hist* %arrayidx.3 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(1032) %10, i8 0, i64 1032, i1 false) #9
  %total.3 = getelementptr inbounds %struct.Hist, %struct.Hist* %hs, i64 %indvars.iv.next.2, i32 1
  %11 = load i64, i64* %total.3, align 8, !tbaa !17
  %add.3 = add nsw i64 %11, %add.2
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !22
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @reset(%struct.Split* nocapture noundef writeonly %s) local_unnamed_addr #0 {
entry:
  %n = getelementptr inbounds %struct.Split, %struct.Split* %s, i64 0, i32 1
  store i64 0, i64* %n, align 8, !tbaa !24
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @reset_all() local_unnamed_addr #0 {
entry:
  tail call void @reset(%struct.Split* noundef getelementptr inbounds (%struct.Meta, %struct.Meta* @meta, i64 0, i32 0))
  tail call void @reset(%struct.Split* noundef getelementptr inbounds (%struct.Meta, %struct.Meta* @meta, i64 0, i32 1))
  tail call void @reset(%struct.Split* noundef getelementptr inbounds (%struct.Meta, %struct.Meta* @meta, i64 0, i32 2))
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define dso_local i8* @pick(i32 noundef %k, %struct.Other* noundef readnone %o) local_unnamed_addr #4 {
entry:
  %tobool.not = icmp eq i32 %k, 0
  %0 = bitcast %struct.Other* %o to i8*
  %cond = select i1 %tobool.not, i8* %0, i8* bitcast (%struct.Config* @config to i8*)
  ret i8* %cond
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @setstat(i32 noundef %x) local_unnamed_addr #0 {
entry:
  store i32 %x, i32* getelementptr inbounds (%struct.Config, %struct.Config* @config, i64 0, i32 0), align 8, !tbaa !26
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @getstat() local_unnamed_addr #1 {
entry:
  %0 = load i32, i32* getelementptr inbounds (%struct.Config, %struct.Config* @config, i64 0, i32 0), align 8, !tbaa !26
  ret i32 %0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @connect(%struct.Tab* noundef %t, %struct.Vt** nocapture noundef writeonly %pp) local_unnamed_addr #0 {
entry:
  %0 = getelementptr %struct.Tab, %struct.Tab* %t, i64 0, i32 0
  store %struct.Vt* %0, %struct.Vt** %pp, align 8, !tbaa !28
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @connect2(%struct.Tab* noundef %t, %struct.Vt** nocapture noundef writeonly %pp) local_unnamed_addr #0 {
entry:
  %base = getelementptr inbounds %struct.Tab, %struct.Tab* %t, i64 0, i32 0
  store %struct.Vt* %base, %struct.Vt** %pp, align 8, !tbaa !28
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @rows(%struct.Vt* nocapture noundef readonly %v) local_unnamed_addr #1 {
entry:
  %rows = getelementptr inbounds %struct.Vt, %struct.Vt* %v, i64 1
  %0 = bitcast %struct.Vt* %rows to i64*
  %1 = load i64, i64* %0, align 8, !tbaa !29
  %nref = getelementptr inbounds %struct.Vt, %struct.Vt* %v, i64 0, i32 1
  %2 = load i32, i32* %nref, align 8, !tbaa !32
  %conv = sext i32 %2 to i64
  %add = add nsw i64 %1, %conv
  ret i64 %add
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #5 {
entry:
  %other = alloca %struct.Other, align 8
  %call = tail call noalias dereferenceable_or_null(144) i8* @malloc(i64 noundef 144) #9
  %0 = bitcast i8* %call to %struct.Holder*
  %call1 = tail call noalias dereferenceable_or_null(64) i8* @calloc(i64 noundef 16, i64 noundef 4) #9
  %1 = bitcast i8* %call1 to i32*
  tail call void @init(%struct.Holder* noundef %0, i32* noundef %1)
  %conv = sext i32 %argc to i64
  %call2 = tail call i32 @lookup(%struct.Holder* noundef %0, i64 noundef %conv)
  %call3 = tail call noalias dereferenceable_or_null(4160) i8* @malloc(i64 noundef 4160) #9
  %2 = bitcast i8* %call3 to %struct.Hist*
  %call4 = tail call i64 @count(%struct.Hist* noundef %2, i32 noundef 4)
  %conv5 = trunc i64 %call4 to i32
  tail call void @reset_all()
  %3 = load i64, i64* getelementptr inbounds (%struct.Meta, %struct.Meta* @meta, i64 0, i32 1, i32 1), align 8, !tbaa !33
  %conv6 = trunc i64 %3 to i32
  %4 = bitcast %struct.Other* %other to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #9
  %a = getelementptr inbounds %struct.Other, %struct.Other* %other, i64 0, i32 0
  store i64 %conv, i64* %a, align 8, !tbaa !35
  tail call void @setstat(i32 noundef %argc)
  %call9 = tail call i32 @getstat()
  %call10 = call i8* @pick(i32 noundef %argc, %struct.Other* noundef nonnull %other)
  %cmp = icmp eq i8* %call10, %4
  %conv11 = zext i1 %cmp to i32
  %call14 = call noalias dereferenceable_or_null(48) i8* @calloc(i64 noundef 2, i64 noundef 24) #9
  %5 = bitcast i8* %call14 to %struct.Tab*
  %rows = getelementptr inbounds %struct.Tab, %struct.Tab* %5, i64 0, i32 1
  store i64 %conv, i64* %rows, align 8, !tbaa !29
  call void @connect(%struct.Tab* noundef %5, %struct.Vt** noundef nonnull @cur)
  %6 = load %struct.Vt*, %struct.Vt** @cur, align 8, !tbaa !28
  %call16 = call i64 @rows(%struct.Vt* noundef %6)
  %conv17 = trunc i64 %call16 to i32
  %add.ptr = getelementptr inbounds %struct.Tab, %struct.Tab* %5, i64 1
  call void @connect2(%struct.Tab* noundef nonnull %add.ptr, %struct.Vt** noundef nonnull @cur)
  %7 = load %struct.Vt*, %struct.Vt** @cur, align 8, !tbaa !28
  %call19 = call i64 @rows(%struct.Vt* noundef %7)
  %conv20 = trunc i64 %call19 to i32
  %add12 = add i32 %call2, %conv5
  %add = add i32 %add12, %conv6
  %add7 = add i32 %add, %call9
  %add13 = add i32 %add7, %conv11
  %add18 = add i32 %add13, %conv17
  %add21 = add i32 %add18, %conv20
  call void @free(i8* noundef %call14) #9
  call void @free(i8* noundef %call3) #9
  call void @free(i8* noundef %call1) #9
  call void @free(i8* noundef %call) #9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #9
  ret i32 %add21
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #7

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #8

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
!17 = !{!18, !13, i64 1024}
!18 = !{!"Hist", !8, i64 0, !13, i64 1024, !19, i64 1032}
!19 = !{!"double", !8, i64 0}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
!24 = !{!25, !13, i64 8}
!25 = !{!"Split", !14, i64 0, !13, i64 8}
!26 = !{!27, !7, i64 0}
!27 = !{!"Config", !7, i64 0, !7, i64 4, !14, i64 8}
!28 = !{!14, !14, i64 0}
!29 = !{!30, !13, i64 16}
!30 = !{!"Tab", !31, i64 0, !13, i64 16}
!31 = !{!"Vt", !14, i64 0, !7, i64 8}
!32 = !{!31, !7, i64 8}
!33 = !{!34, !13, i64 24}
!34 = !{!"Meta", !25, i64 0, !25, i64 16, !25, i64 32, !7, i64 48}
!35 = !{!36, !13, i64 0}
!36 = !{!"Other", !13, i64 0}
