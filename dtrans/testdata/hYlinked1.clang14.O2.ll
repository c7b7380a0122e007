; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.P = type { i64*, i32, i32 }
%struct.Dyn = type { i64, %struct.L, %struct.L }
%struct.L = type { %struct.Desc*, i32, i32 }
%struct.Desc = type { i8*, i32, i32 }

@pool = dso_local global %struct.P zeroinitializer, align 8
@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"b\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef readnone %argv) local_unnamed_addr #0 {
entry:
  %cmp = icmp sgt i32 %argc, 8
  br i1 %cmp, label %cond.end, label %cond.false

cond.false:                                       ; preds = %entry
  %call = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #11
  br label %cond.end

cond.end:                                         ; preds = %entry, %cond.false
  %cond = phi i8* [ %call, %cond.false ], [ bitcast (%struct.P* @pool to i8*), %entry ]
  %call1 = tail call noalias dereferenceable_or_null(32) i8* @malloc(i64 noundef 32) #11
  %0 = bitcast i8* %cond to i8**
  store i8* %call1, i8** %0, align 8, !tbaa !5
  %cmp2 = icmp slt i32 %argc, 4
  %cond6 = select i1 %cmp2, i32 %argc, i32 4
  %n = getelementptr inbounds i8, i8* %cond, i64 8
  %1 = bitcast i8* %n to i32*
  store i32 %cond6, i32* %1, align 8, !tbaa !11
  %cap = getelementptr inbounds i8, i8* %cond, i64 12
  %2 = bitcast i8* %cap to i32*
  store i32 4, i32* %2, align 4, !tbaa !12
  %cmp829 = icmp sgt i32 %argc, 0
  %3 = bitcast i8* %call1 to i64*
  br i1 %cmp829, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %cond.end
  %smax = call i32 @llvm.smax.i32(i32 %cond6, i32 1)
  store i64 0, i64* %3, align 8, !tbaa !13
  %exitcond.not = icmp slt i32 %cond6, 2
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body.1, !llvm.loop !15

for.cond.cleanup:                                 ; preds = %for.body.lr.ph, %for.body.1, %for.body.2, %for.body.3, %cond.end
  %4 = bitcast i8* %cond to %struct.P*
  %call10 = tail call fastcc i64 @sum(%struct.P* noundef %4)
  %conv11 = trunc i64 %call10 to i32
  %call12 = tail call i32 @run(i32 noundef %argc) #11
  %cmp13 = icmp ne i8** %argv, null
  %conv14 = zext i1 %cmp13 to i32
  %add = add i32 %conv11, %conv14
  %add15 = add i32 %add, %call12
  ret i32 %add15

for.body.1:                                       ; preds = %for.body.lr.ph
  %arrayidx.1 = getelementptr inbounds i64, i64* %3, i64 1
  store i64 1, i64* %arrayidx.1, align 8, !tbaa !13
  %exitcond.not.1 = icmp eq i32 %smax, 2
  br i1 %exitcond.not.1, label %for.cond.cleanup, label %for.body.2, !llvm.loop !15

for.body.2:                                       ; preds = %for.body.1
  %arrayidx.2 = getelementptr inbounds i64, i64* %3, i64 2
  store i64 2, i64* %arrayidx.2, align 8, !tbaa !13
  %exitcond.not.2 = icmp eq i32 %smax, 3
  br i1 %exitcond.not.2, label %for.cond.cleanup, label %for.body.3, !llvm.loop !15

for.body.3:                                       ; preds = %for.body.2
  %arrayidx.3 = getelementptr inbounds i64, i64* %3, i64 3
  store i64 3, i64* %arrayidx.3, align 8, !tbaa !13
  br label %for.cond.cleanup
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i64 @sum(%struct.P* nocapture noundef readonly %p) unnamed_addr #3 {
entry:
  %n = getelementptr inbounds %struct.P, %struct.P* %p, i64 0, i32 1
  %0 = load i32, i32* %n, align 8, !tbaa !11
  %cmp7 = icmp sgt i32 %0, 0
  br i1 %cmp7, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %v = getelementptr inbounds %struct.P, %struct.P* %p, i64 0, i32 0
  %1 = load i64*, i64** %v, align 8, !tbaa !5
  %wide.trip.count = zext i32 %0 to i64
  %min.iters.check = icmp ult i32 %0, 4
  br i1 %min.iters.check, label %for.body.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.body.lr.ph
  %n.vec = and i64 %wide.trip.count, 4294967292
  %2 = add nsw i64 %n.vec, -4
  %3 = lshr exact i64 %2, 2
  %4 = add nuw nsw i64 %3, 1
  %xtraiter = and i64 %4, 3
  %5 = icmp ult i64 %2, 12
  br i1 %5, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %4, 9223372036854775804
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.3, %vector.body ]
  %vec.phi = phi <2 x i64> [ zeroinitializer, %vector.ph.new ], [ %28, %vector.body ]
  %vec.phi11 = phi <2 x i64> [ zeroinitializer, %vector.ph.new ], [ %29, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.3, %vector.body ]
  %6 = getelementptr inbounds i64, i64* %1, i64 %index
  %7 = bitcast i64* %6 to <2 x i64>*
  %wide.load = load <2 x i64>, <2 x i64>* %7, align 8, !tbaa !13
  %8 = getelementptr inbounds i64, i64* %6, i64 2
  %9 = bitcast i64* %8 to <2 x i64>*
  %wide.load12 = load <2 x i64>, <2 x i64>* %9, align 8, !tbaa !13
  %10 = add <2 x i64> %wide.load, %vec.phi
  %11 = add <2 x i64> %wide.load12, %vec.phi11
  %index.next = or i64 %index, 4
  %12 = getelementptr inbounds i64, i64* %1, i64 %index.next
  %13 = bitcast i64* %12 to <2 x i64>*
  %wide.load.1 = load <2 x i64>, <2 x i64>* %13, align 8, !tbaa !13
  %14 = getelementptr inbounds i64, i64* %12, i64 2
  %15 = bitcast i64* %14 to <2 x i64>*
  %wide.load12.1 = load <2 x i64>, <2 x i64>* %15, align 8, !tbaa !13
  %16 = add <2 x i64> %wide.load.1, %10
  %17 = add <2 x i64> %wide.load12.1, %11
  %index.next.1 = or i64 %index, 8
  %18 = getelementptr inbounds i64, i64* %1, i64 %index.next.1
  %19 = bitcast i64* %18 to <2 x i64>*
  %wide.load.2 = load <2 x i64>, <2 x i64>* %19, align 8, !tbaa !13
  %20 = getelementptr inbounds i64, i64* %18, i64 2
  %21 = bitcast i64* %20 to <2 x i64>*
  %wide.load12.2 = load <2 x i64>, <2 x i64>* %21, align 8, !tbaa !13
  %22 = add <2 x i64> %wide.load.2, %16
  %23 = add <2 x i64> %wide.load12.2, %17
  %index.next.2 = or i64 %index, 12
  %24 = getelementptr inbounds i64, i64* %1, i64 %index.next.2
  %25 = bitcast i64* %24 to <2 x i64>*
  %wide.load.3 = load <2 x i64>, <2 x i64>* %25, align 8, !tbaa !13
  %26 = getelementptr inbounds i64, i64* %24, i64 2
  %27 = bitcast i64* %26 to <2 x i64>*
  %wide.load12.3 = load <2 x i64>, <2 x i64>* %27, align 8, !tbaa !13
  %28 = add <2 x i64> %wide.load.3, %22
  %29 = add <2 x i64> %wide.load12.3, %23
  %index.next.3 = add nuw i64 %index, 16
  %niter.next.3 = add nuw i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !17

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa13.ph = phi <2 x i64> [ undef, %vector.ph ], [ %28, %vector.body ]
  %.lcssa.ph = phi <2 x i64> [ undef, %vector.ph ], [ %29, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.3, %vector.body ]
  %vec.phi.unr = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %28, %vector.body ]
  %vec.phi11.unr = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %29, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %index.epil = phi i64 [ %index.next.epil, %vector.body.epil ], [ %index.unr, %middle.block.unr-lcssa ]
  %vec.phi.epil = phi <2 x i64> [ %34, %vector.body.epil ], [ %vec.phi.unr, %middle.block.unr-lcssa ]
  %vec.phi11.epil = phi <2 x i64> [ %35, %vector.body.epil ], [ %vec.phi11.unr, %middle.block.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %vector.body.epil ], [ 0, %middle.block.unr-lcssa ]
  %30 = getelementptr inbounds i64, i64* %1, i64 %index.epil
  %31 = bitcast i64* %30 to <2 x i64>*
  %wide.load.epil = load <2 x i64>, <2 x i64>* %31, align 8, !tbaa !13
  %32 = getelementptr inbounds i64, i64* %30, i64 2
  %33 = bitcast i64* %32 to <2 x i64>*
  %wide.load12.epil = load <2 x i64>, <2 x i64>* %33, align 8, !tbaa !13
  %34 = add <2 x i64> %wide.load.epil, %vec.phi.epil
  %35 = add <2 x i64> %wide.load12.epil, %vec.phi11.epil
  %index.next.epil = add nuw i64 %index.epil, 4
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !19

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %.lcssa13 = phi <2 x i64> [ %.lcssa13.ph, %middle.block.unr-lcssa ], [ %34, %vector.body.epil ]
  %.lcssa = phi <2 x i64> [ %.lcssa.ph, %middle.block.unr-lcssa ], [ %35, %vector.body.epil ]
  %bin.rdx = add <2 x i64> %.lcssa, %.lcssa13
  %36 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %bin.rdx)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %for.body.lr.ph, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.lr.ph ], [ %n.vec, %middle.block ]
  %s.08.ph = phi i64 [ 0, %for.body.lr.ph ], [ %36, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  %s.0.lcssa = phi i64 [ 0, %entry ], [ %36, %middle.block ], [ %add, %for.body ]
  ret i64 %s.0.lcssa

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %s.08 = phi i64 [ %add, %for.body ], [ %s.08.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i64, i64* %1, i64 %indvars.iv
  %37 = load i64, i64* %arrayidx, align 8, !tbaa !13
  %add = add nsw i64 %37, %s.08
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !21
}

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #4

; Function Attrs: mustprogress nounwind uwtable willreturn
define dso_local i32 @run(i32 noundef %argc) local_unnamed_addr #5 {
entry:
  %d = alloca %struct.Dyn, align 8
  %0 = bitcast %struct.Dyn* %d to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %0) #11
  %1 = getelementptr inbounds %struct.Dyn, %struct.Dyn* %d, i64 0, i32 1
  %2 = bitcast %struct.L* %1 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(40) %2, i8 0, i64 32, i1 false)
  %conv = sext i32 %argc to i64
  %x = getelementptr inbounds %struct.Dyn, %struct.Dyn* %d, i64 0, i32 0
  store i64 %conv, i64* %x, align 8, !tbaa !23
  call fastcc void @newlabel(%struct.Dyn* noundef nonnull %d, i32 noundef %argc)
  call fastcc void @newgoto(%struct.Dyn* noundef nonnull %d, i32 noundef %argc)
  %label = getelementptr inbounds %struct.Dyn, %struct.Dyn* %d, i64 0, i32 2
  %n = getelementptr inbounds %struct.Dyn, %struct.Dyn* %d, i64 0, i32 2, i32 1
  %3 = load i32, i32* %n, align 8, !tbaa !26
  %n2 = getelementptr inbounds %struct.Dyn, %struct.Dyn* %d, i64 0, i32 1, i32 1
  %4 = load i32, i32* %n2, align 8, !tbaa !27
  %add = add nsw i32 %4, %3
  %arr = getelementptr inbounds %struct.L, %struct.L* %label, i64 0, i32 0
  %5 = load %struct.Desc*, %struct.Desc** %arr, align 8, !tbaa !28
  %line = getelementptr inbounds %struct.Desc, %struct.Desc* %5, i64 0, i32 1
  %6 = load i32, i32* %line, align 8, !tbaa !29
  %add4 = add nsw i32 %add, %6
  %call6 = call fastcc i32 @used(%struct.L* noundef nonnull %label)
  %add7 = add nsw i32 %add4, %call6
  %7 = bitcast %struct.Desc* %5 to i8*
  tail call void @free(i8* noundef %7) #11
  %arr11 = getelementptr inbounds %struct.Dyn, %struct.Dyn* %d, i64 0, i32 1, i32 0
  %8 = bitcast %struct.Desc** %arr11 to i8**
  %9 = load i8*, i8** %8, align 8, !tbaa !31
  tail call void @free(i8* noundef %9) #11
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %0) #11
  ret i32 %add7
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #6

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: mustprogress noinline nounwind uwtable willreturn
define internal fastcc void @newlabel(%struct.Dyn* nocapture noundef %d, i32 noundef %line) unnamed_addr #8 {
entry:
  %label = getelementptr inbounds %struct.Dyn, %struct.Dyn* %d, i64 0, i32 2
  %n1 = getelementptr inbounds %struct.Dyn, %struct.Dyn* %d, i64 0, i32 2, i32 1
  %0 = load i32, i32* %n1, align 8, !tbaa !26
  %1 = bitcast %struct.L* %label to i8**
  %2 = load i8*, i8** %1, align 8, !tbaa !28
  %size = getelementptr inbounds %struct.Dyn, %struct.Dyn* %d, i64 0, i32 2, i32 2
  %call = tail call fastcc i8* @grow(i8* noundef %2, i32 noundef %0, i32* noundef nonnull %size)
  %3 = bitcast i8* %call to %struct.Desc*
  store i8* %call, i8** %1, align 8, !tbaa !28
  %idxprom = sext i32 %0 to i64
  %name8 = getelementptr inbounds %struct.Desc, %struct.Desc* %3, i64 %idxprom, i32 0
  store i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), i8** %name8, align 8, !tbaa !32
  %line13 = getelementptr inbounds %struct.Desc, %struct.Desc* %3, i64 %idxprom, i32 1
  store i32 %line, i32* %line13, align 8, !tbaa !29
  %pc = getelementptr inbounds %struct.Desc, %struct.Desc* %3, i64 %idxprom, i32 2
  store i32 0, i32* %pc, align 4, !tbaa !33
  %add = add nsw i32 %0, 1
  store i32 %add, i32* %n1, align 8, !tbaa !26
  ret void
}

; Function Attrs: mustprogress noinline nounwind uwtable willreturn
define internal fastcc void @newgoto(%struct.Dyn* nocapture noundef %d, i32 noundef %line) unnamed_addr #8 {
entry:
  %gt = getelementptr inbounds %struct.Dyn, %struct.Dyn* %d, i64 0, i32 1
  %n1 = getelementptr inbounds %struct.Dyn, %struct.Dyn* %d, i64 0, i32 1, i32 1
  %0 = load i32, i32* %n1, align 8, !tbaa !27
  %1 = bitcast %struct.L* %gt to i8**
  %2 = load i8*, i8** %1, align 8, !tbaa !31
  %size = getelementptr inbounds %struct.Dyn, %struct.Dyn* %d, i64 0, i32 1, i32 2
  %call = tail call fastcc i8* @grow(i8* noundef %2, i32 noundef %0, i32* noundef nonnull %size)
  %3 = bitcast i8* %call to %struct.Desc*
  store i8* %call, i8** %1, align 8, !tbaa !31
  %idxprom = sext i32 %0 to i64
  %name8 = getelementptr inbounds %struct.Desc, %struct.Desc* %3, i64 %idxprom, i32 0
  store i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0), i8** %name8, align 8, !tbaa !32
  %line13 = getelementptr inbounds %struct.Desc, %struct.Desc* %3, i64 %idxprom, i32 1
  store i32 %line, i32* %line13, align 8, !tbaa !29
  %add = add nsw i32 %0, 1
  store i32 %add, i32* %n1, align 8, !tbaa !27
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc i32 @used(%struct.L* nocapture noundef readonly %l) unnamed_addr #9 {
entry:
  %n = getelementptr inbounds %struct.L, %struct.L* %l, i64 0, i32 1
  %0 = load i32, i32* %n, align 8, !tbaa !34
  %size = getelementptr inbounds %struct.L, %struct.L* %l, i64 0, i32 2
  %1 = load i32, i32* %size, align 4, !tbaa !35
  %add = add nsw i32 %1, %0
  ret i32 %add
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #10

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #6

; Function Attrs: mustprogress noinline nounwind uwtable willreturn
define internal fastcc i8* @grow(i8* noundef %block, i32 noundef %n, i32* nocapture noundef %size) unnamed_addr #8 {
entry:
  %0 = load i32, i32* %size, align 4, !tbaa !36
  %cmp.not = icmp sgt i32 %0, %n
  br i1 %cmp.not, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  %add1 = shl i32 %0, 1
  %mul = add i32 %add1, 2
  store i32 %mul, i32* %size, align 4, !tbaa !36
  %conv = sext i32 %mul to i64
  %mul3 = shl nsw i64 %conv, 4
  %call = tail call i8* @realloc(i8* noundef %block, i64 noundef %mul3) #11
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %block.addr.0 = phi i8* [ %call, %if.then ], [ %block, %entry ]
  ret i8* %block.addr.0
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare noalias noundef i8* @realloc(i8* nocapture noundef, i64 noundef) local_unnamed_addr #10

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone willreturn }
attributes #5 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly nofree nosync nounwind willreturn }
attributes #7 = { argmemonly nofree nounwind willreturn writeonly }
attributes #8 = { mustprogress noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind }

!llvm.ident = !{!0, !0}
!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!6, !7, i64 0}
!6 = !{!"P", !7, i64 0, !10, i64 8, !10, i64 12}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!6, !10, i64 8}
!12 = !{!6, !10, i64 12}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16, !18}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.unroll.disable"}
!21 = distinct !{!21, !16, !22, !18}
!22 = !{!"llvm.loop.unroll.runtime.disable"}
!23 = !{!24, !14, i64 0}
!24 = !{!"Dyn", !14, i64 0, !25, i64 8, !25, i64 24}
!25 = !{!"L", !7, i64 0, !10, i64 8, !10, i64 12}
!26 = !{!24, !10, i64 32}
!27 = !{!24, !10, i64 16}
!28 = !{!24, !7, i64 24}
!29 = !{!30, !10, i64 8}
!30 = !{!"Desc", !7, i64 0, !10, i64 8, !10, i64 12}
!31 = !{!24, !7, i64 8}
!32 = !{!30, !7, i64 0}
!33 = !{!30, !10, i64 12}
!34 = !{!25, !10, i64 8}
!35 = !{!25, !10, i64 12}
!36 = !{!10, !10, i64 0}
