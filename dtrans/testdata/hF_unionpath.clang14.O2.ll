; ModuleID = 'hF_unionpath.c'
source_filename = "hF_unionpath.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.State = type { i32, %struct.Hasher, i32* }
%struct.Hasher = type { %struct.Common, %union.anon }
%struct.Common = type { i64, i32 }
%union.anon = type { %struct.HBig }
%struct.HBig = type { [512 x i16], i64, i8* }

@main.mem = internal global [64 x i32] zeroinitializer, align 16

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local i32 @run(%struct.State* noundef %st, i32* noundef %mem, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %mode = getelementptr inbounds %struct.State, %struct.State* %st, i64 0, i32 0
  %0 = load i32, i32* %mode, align 8, !tbaa !5
  %cmp = icmp eq i32 %0, 1
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %privat = getelementptr inbounds %struct.State, %struct.State* %st, i64 0, i32 1, i32 1
  %common = getelementptr inbounds %struct.State, %struct.State* %st, i64 0, i32 1, i32 0
  %common.i = bitcast %union.anon* %privat to %struct.Common**
  store %struct.Common* %common, %struct.Common** %common.i, align 8, !tbaa !14
  %buckets.i = getelementptr inbounds %struct.State, %struct.State* %st, i64 0, i32 1, i32 1, i32 0, i32 0, i64 4
  %1 = bitcast i16* %buckets.i to i32**
  store i32* %mem, i32** %1, align 8, !tbaa !16
  %cmp228 = icmp sgt i32 %n, 0
  br i1 %cmp228, label %for.body.lr.ph, label %if.end

for.body.lr.ph:                                   ; preds = %if.then
  %kind.i = getelementptr inbounds %struct.State, %struct.State* %st, i64 0, i32 1, i32 0, i32 1
  %2 = load i32, i32* %kind.i, align 8, !tbaa !17
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.body.lr.ph
  %n.vec = and i64 %wide.trip.count, 4294967288
  %broadcast.splatinsert = insertelement <4 x i32> poison, i32 %2, i64 0
  %broadcast.splat = shufflevector <4 x i32> %broadcast.splatinsert, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert34 = insertelement <4 x i32> poison, i32 %2, i64 0
  %broadcast.splat35 = shufflevector <4 x i32> %broadcast.splatinsert34, <4 x i32> poison, <4 x i32> zeroinitializer
  %3 = add nsw i64 %n.vec, -8
  %4 = lshr exact i64 %3, 3
  %5 = add nuw nsw i64 %4, 1
  %xtraiter = and i64 %5, 1
  %6 = icmp eq i64 %3, 0
  br i1 %6, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %5, 4611686018427387902
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %vec.phi = phi <4 x i32> [ zeroinitializer, %vector.ph.new ], [ %21, %vector.body ]
  %vec.phi32 = phi <4 x i32> [ zeroinitializer, %vector.ph.new ], [ %22, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %7 = getelementptr inbounds i32, i32* %mem, i64 %index
  %8 = bitcast i32* %7 to <4 x i32>*
  %wide.load = load <4 x i32>, <4 x i32>* %8, align 4, !tbaa !18
  %9 = getelementptr inbounds i32, i32* %7, i64 4
  %10 = bitcast i32* %9 to <4 x i32>*
  %wide.load33 = load <4 x i32>, <4 x i32>* %10, align 4, !tbaa !18
  %11 = add <4 x i32> %wide.load, %vec.phi
  %12 = add <4 x i32> %wide.load33, %vec.phi32
  %13 = add <4 x i32> %11, %broadcast.splat
  %14 = add <4 x i32> %12, %broadcast.splat35
  %index.next = or i64 %index, 8
  %15 = getelementptr inbounds i32, i32* %mem, i64 %index.next
  %16 = bitcast i32* %15 to <4 x i32>*
  %wide.load.1 = load <4 x i32>, <4 x i32>* %16, align 4, !tbaa !18
  %17 = getelementptr inbounds i32, i32* %15, i64 4
  %18 = bitcast i32* %17 to <4 x i32>*
  %wide.load33.1 = load <4 x i32>, <4 x i32>* %18, align 4, !tbaa !18
  %19 = add <4 x i32> %wide.load.1, %13
  %20 = add <4 x i32> %wide.load33.1, %14
  %21 = add <4 x i32> %19, %broadcast.splat
  %22 = add <4 x i32> %20, %broadcast.splat35
  %index.next.1 = add nuw i64 %index, 16
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !19

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa36.ph = phi <4 x i32> [ undef, %vector.ph ], [ %21, %vector.body ]
  %.lcssa.ph = phi <4 x i32> [ undef, %vector.ph ], [ %22, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %21, %vector.body ]
  %vec.phi32.unr = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %22, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %23 = getelementptr inbounds i32, i32* %mem, i64 %index.unr
  %24 = bitcast i32* %23 to <4 x i32>*
  %wide.load.epil = load <4 x i32>, <4 x i32>* %24, align 4, !tbaa !18
  %25 = getelementptr inbounds i32, i32* %23, i64 4
  %26 = bitcast i32* %25 to <4 x i32>*
  %wide.load33.epil = load <4 x i32>, <4 x i32>* %26, align 4, !tbaa !18
  %27 = add <4 x i32> %wide.load.epil, %vec.phi.unr
  %28 = add <4 x i32> %wide.load33.epil, %vec.phi32.unr
  %29 = add <4 x i32> %27, %broadcast.splat
  %30 = add <4 x i32> %28, %broadcast.splat35
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa36 = phi <4 x i32> [ %.lcssa36.ph, %middle.block.unr-lcssa ], [ %29, %vector.body.epil ]
  %.lcssa = phi <4 x i32> [ %.lcssa.ph, %middle.block.unr-lcssa ], [ %30, %vector.body.epil ]
  %bin.rdx = add <4 x i32> %.lcssa, %.lcssa36
  %31 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %bin.rdx)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %if.end, label %for.body.preheader

for.body.preheader:                               ; preds = %for.body.lr.ph, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.lr.ph ], [ %n.vec, %middle.block ]
  %sum.029.ph = phi i32 [ 0, %for.body.lr.ph ], [ %31, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %sum.029 = phi i32 [ %add, %for.body ], [ %sum.029.ph, %for.body.preheader ]
  %arrayidx.i = getelementptr inbounds i32, i32* %mem, i64 %indvars.iv
  %32 = load i32, i32* %arrayidx.i, align 4, !tbaa !18
  %add.i = add i32 %32, %sum.029
  %add = add i32 %add.i, %2
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %if.end, label %for.body, !llvm.loop !22

if.else:                                          ; preds = %entry
  %words.i = getelementptr inbounds %struct.State, %struct.State* %st, i64 0, i32 1, i32 1, i32 0, i32 1
  store i64 3, i64* %words.i, align 8, !tbaa !24
  %extra.i = getelementptr inbounds %struct.State, %struct.State* %st, i64 0, i32 1, i32 1, i32 0, i32 2
  store i8* null, i8** %extra.i, align 8, !tbaa !26
  br label %if.end

if.end:                                           ; preds = %for.body, %middle.block, %if.then, %if.else
  %sum.1 = phi i32 [ 3, %if.else ], [ 0, %if.then ], [ %31, %middle.block ], [ %add, %for.body ]
  %kind = getelementptr inbounds %struct.State, %struct.State* %st, i64 0, i32 1, i32 0, i32 1
  store i32 %0, i32* %kind, align 8, !tbaa !27
  ret i32 %sum.1
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #2 {
entry:
  %st = alloca %struct.State, align 8
  %0 = bitcast %struct.State* %st to i8*
  call void @llvm.lifetime.start.p0i8(i64 1072, i8* nonnull %0) #5
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(1072) %0, i8 0, i64 1072, i1 false)
  %mode = getelementptr inbounds %struct.State, %struct.State* %st, i64 0, i32 0
  store i32 %argc, i32* %mode, align 8, !tbaa !5
  %call = call i32 @run(%struct.State* noundef nonnull %st, i32* noundef getelementptr inbounds ([64 x i32], [64 x i32]* @main.mem, i64 0, i64 0), i32 noundef %argc)
  call void @llvm.lifetime.end.p0i8(i64 1072, i8* nonnull %0) #5
  ret i32 %call
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #4

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #4 = { nofree nosync nounwind readnone willreturn }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"State", !7, i64 0, !10, i64 8, !13, i64 1064}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"Hasher", !11, i64 0, !8, i64 16}
!11 = !{!"Common", !12, i64 0, !7, i64 8}
!12 = !{!"long", !8, i64 0}
!13 = !{!"any pointer", !8, i64 0}
!14 = !{!15, !13, i64 0}
!15 = !{!"HS", !13, i64 0, !13, i64 8}
!16 = !{!15, !13, i64 8}
!17 = !{!11, !7, i64 8}
!18 = !{!7, !7, i64 0}
!19 = distinct !{!19, !20, !21}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!"llvm.loop.isvectorized", i32 1}
!22 = distinct !{!22, !20, !23, !21}
!23 = !{!"llvm.loop.unroll.runtime.disable"}
!24 = !{!25, !12, i64 1024}
!25 = !{!"HBig", !8, i64 0, !12, i64 1024, !13, i64 1032}
!26 = !{!25, !13, i64 1032}
!27 = !{!6, !7, i64 16}
