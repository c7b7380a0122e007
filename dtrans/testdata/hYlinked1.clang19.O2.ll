; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.P = type { ptr, i32, i32 }
%struct.Dyn = type { i64, %struct.P, %struct.P }

@pool = dso_local global %struct.P zeroinitializer, align 8
@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"b\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef readnone %argv) local_unnamed_addr #0 {
entry:
  %cmp = icmp sgt i32 %argc, 8
  br i1 %cmp, label %cond.end, label %cond.false

cond.false:                                       ; preds = %entry
  %call = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #12
  br label %cond.end

cond.end:                                         ; preds = %entry, %cond.false
  %cond = phi ptr [ %call, %cond.false ], [ @pool, %entry ]
  %call1 = tail call noalias dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #12
  store ptr %call1, ptr %cond, align 8, !tbaa !5
  %cond6 = tail call i32 @llvm.smin.i32(i32 %argc, i32 4)
  %n = getelementptr inbounds i8, ptr %cond, i64 8
  store i32 %cond6, ptr %n, align 8, !tbaa !11
  %cap = getelementptr inbounds i8, ptr %cond, i64 12
  store i32 4, ptr %cap, align 4, !tbaa !12
  %cmp827 = icmp sgt i32 %argc, 0
  br i1 %cmp827, label %vector.ph, label %for.cond.cleanup

vector.ph:                                        ; preds = %cond.end
  %wide.trip.count = zext nneg i32 %cond6 to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 1
  %n.vec = and i64 %n.rnd.up, 14
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <2 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <2 x i64> %broadcast.splatinsert, <2 x i64> poison, <2 x i32> zeroinitializer
  %0 = icmp uge <2 x i64> %broadcast.splat, <i64 0, i64 1>
  %1 = extractelement <2 x i1> %0, i64 0
  br i1 %1, label %pred.store.if, label %pred.store.continue

pred.store.if:                                    ; preds = %vector.ph
  store i64 0, ptr %call1, align 8, !tbaa !13
  br label %pred.store.continue

pred.store.continue:                              ; preds = %pred.store.if, %vector.ph
  %2 = extractelement <2 x i1> %0, i64 1
  br i1 %2, label %pred.store.if30, label %pred.store.continue31

pred.store.if30:                                  ; preds = %pred.store.continue
  %3 = getelementptr inbounds i8, ptr %call1, i64 8
  store i64 1, ptr %3, align 8, !tbaa !13
  br label %pred.store.continue31

pred.store.continue31:                            ; preds = %pred.store.if30, %pred.store.continue
  %4 = icmp eq i64 %n.vec, 2
  br i1 %4, label %for.cond.cleanup, label %vector.body.1, !llvm.loop !15

vector.body.1:                                    ; preds = %pred.store.continue31
  %5 = icmp ugt <2 x i64> %broadcast.splat, <i64 1, i64 2>
  %6 = extractelement <2 x i1> %5, i64 0
  br i1 %6, label %pred.store.if.1, label %pred.store.continue.1

pred.store.if.1:                                  ; preds = %vector.body.1
  %7 = getelementptr inbounds i8, ptr %call1, i64 16
  store i64 2, ptr %7, align 8, !tbaa !13
  br label %pred.store.continue.1

pred.store.continue.1:                            ; preds = %pred.store.if.1, %vector.body.1
  %8 = extractelement <2 x i1> %5, i64 1
  br i1 %8, label %pred.store.if30.1, label %for.cond.cleanup

pred.store.if30.1:                                ; preds = %pred.store.continue.1
  %9 = getelementptr inbounds i8, ptr %call1, i64 24
  store i64 3, ptr %9, align 8, !tbaa !13
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %pred.store.continue31, %pred.store.if30.1, %pred.store.continue.1, %cond.end
  %call10 = tail call fastcc i64 @sum(ptr noundef nonnull %cond)
  %conv11 = trunc i64 %call10 to i32
  %call12 = tail call i32 @run(i32 noundef %argc) #13
  %cmp13 = icmp ne ptr %argv, null
  %conv14 = zext i1 %cmp13 to i32
  %add = add i32 %conv11, %conv14
  %add15 = add i32 %add, %call12
  ret i32 %add15
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i64 @sum(ptr nocapture noundef readonly %p) unnamed_addr #3 {
entry:
  %n = getelementptr inbounds i8, ptr %p, i64 8
  %0 = load i32, ptr %n, align 8, !tbaa !11
  %cmp5 = icmp sgt i32 %0, 0
  br i1 %cmp5, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %1 = load ptr, ptr %p, align 8, !tbaa !5
  %wide.trip.count = zext nneg i32 %0 to i64
  %min.iters.check = icmp ult i32 %0, 4
  br i1 %min.iters.check, label %for.body.preheader, label %vector.ph

for.body.preheader:                               ; preds = %middle.block, %for.body.lr.ph
  %indvars.iv.ph = phi i64 [ 0, %for.body.lr.ph ], [ %n.vec, %middle.block ]
  %s.06.ph = phi i64 [ 0, %for.body.lr.ph ], [ %7, %middle.block ]
  br label %for.body

vector.ph:                                        ; preds = %for.body.lr.ph
  %n.vec = and i64 %wide.trip.count, 2147483644
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %4, %vector.body ]
  %vec.phi9 = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %5, %vector.body ]
  %2 = getelementptr inbounds i64, ptr %1, i64 %index
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %wide.load = load <2 x i64>, ptr %2, align 8, !tbaa !13
  %wide.load10 = load <2 x i64>, ptr %3, align 8, !tbaa !13
  %4 = add <2 x i64> %wide.load, %vec.phi
  %5 = add <2 x i64> %wide.load10, %vec.phi9
  %index.next = add nuw i64 %index, 4
  %6 = icmp eq i64 %index.next, %n.vec
  br i1 %6, label %middle.block, label %vector.body, !llvm.loop !19

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <2 x i64> %5, %4
  %7 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %bin.rdx)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  %s.0.lcssa = phi i64 [ 0, %entry ], [ %7, %middle.block ], [ %add, %for.body ]
  ret i64 %s.0.lcssa

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %s.06 = phi i64 [ %add, %for.body ], [ %s.06.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i64, ptr %1, i64 %indvars.iv
  %8 = load i64, ptr %arrayidx, align 8, !tbaa !13
  %add = add nsw i64 %8, %s.06
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !20
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #2

; Function Attrs: mustprogress nounwind willreturn uwtable
define dso_local i32 @run(i32 noundef %argc) local_unnamed_addr #4 {
entry:
  %d = alloca %struct.Dyn, align 8
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %d) #13
  %0 = getelementptr inbounds i8, ptr %d, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %0, i8 0, i64 32, i1 false)
  %conv = sext i32 %argc to i64
  store i64 %conv, ptr %d, align 8, !tbaa !21
  call fastcc void @newlabel(ptr noundef nonnull %d, i32 noundef %argc)
  call fastcc void @newgoto(ptr noundef nonnull %d, i32 noundef %argc)
  %label = getelementptr inbounds i8, ptr %d, i64 24
  %n = getelementptr inbounds i8, ptr %d, i64 32
  %1 = load i32, ptr %n, align 8, !tbaa !24
  %gt = getelementptr inbounds i8, ptr %d, i64 8
  %n2 = getelementptr inbounds i8, ptr %d, i64 16
  %2 = load i32, ptr %n2, align 8, !tbaa !25
  %add = add nsw i32 %2, %1
  %3 = load ptr, ptr %label, align 8, !tbaa !26
  %line = getelementptr inbounds i8, ptr %3, i64 8
  %4 = load i32, ptr %line, align 8, !tbaa !27
  %add4 = add nsw i32 %add, %4
  %call6 = call fastcc i32 @used(ptr noundef nonnull %label)
  %add7 = add nsw i32 %add4, %call6
  tail call void @free(ptr noundef %3) #13
  %5 = load ptr, ptr %gt, align 8, !tbaa !29
  tail call void @free(ptr noundef %5) #13
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %d) #13
  ret i32 %add7
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: mustprogress noinline nounwind willreturn uwtable
define internal fastcc void @newlabel(ptr nocapture noundef %d, i32 noundef %line) unnamed_addr #7 {
entry:
  %label = getelementptr inbounds i8, ptr %d, i64 24
  %n1 = getelementptr inbounds i8, ptr %d, i64 32
  %0 = load i32, ptr %n1, align 8, !tbaa !24
  %1 = load ptr, ptr %label, align 8, !tbaa !26
  %size = getelementptr inbounds i8, ptr %d, i64 36
  %call = tail call fastcc ptr @grow(ptr noundef %1, i32 noundef %0, ptr noundef nonnull %size)
  store ptr %call, ptr %label, align 8, !tbaa !26
  %idxprom = sext i32 %0 to i64
  %arrayidx = getelementptr inbounds %struct.P, ptr %call, i64 %idxprom
  store ptr @.str, ptr %arrayidx, align 8, !tbaa !30
  %line13 = getelementptr inbounds %struct.P, ptr %call, i64 %idxprom, i32 1
  store i32 %line, ptr %line13, align 8, !tbaa !27
  %pc = getelementptr inbounds %struct.P, ptr %call, i64 %idxprom, i32 2
  store i32 0, ptr %pc, align 4, !tbaa !31
  %add = add nsw i32 %0, 1
  store i32 %add, ptr %n1, align 8, !tbaa !24
  ret void
}

; Function Attrs: mustprogress noinline nounwind willreturn uwtable
define internal fastcc void @newgoto(ptr nocapture noundef %d, i32 noundef %line) unnamed_addr #7 {
entry:
  %gt = getelementptr inbounds i8, ptr %d, i64 8
  %n1 = getelementptr inbounds i8, ptr %d, i64 16
  %0 = load i32, ptr %n1, align 8, !tbaa !25
  %1 = load ptr, ptr %gt, align 8, !tbaa !29
  %size = getelementptr inbounds i8, ptr %d, i64 20
  %call = tail call fastcc ptr @grow(ptr noundef %1, i32 noundef %0, ptr noundef nonnull %size)
  store ptr %call, ptr %gt, align 8, !tbaa !29
  %idxprom = sext i32 %0 to i64
  %arrayidx = getelementptr inbounds %struct.P, ptr %call, i64 %idxprom
  store ptr @.str.1, ptr %arrayidx, align 8, !tbaa !30
  %line13 = getelementptr inbounds %struct.P, ptr %call, i64 %idxprom, i32 1
  store i32 %line, ptr %line13, align 8, !tbaa !27
  %add = add nsw i32 %0, 1
  store i32 %add, ptr %n1, align 8, !tbaa !25
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @used(ptr nocapture noundef readonly %l) unnamed_addr #8 {
entry:
  %n = getelementptr inbounds i8, ptr %l, i64 8
  %0 = load i32, ptr %n, align 8, !tbaa !32
  %size = getelementptr inbounds i8, ptr %l, i64 12
  %1 = load i32, ptr %size, align 4, !tbaa !33
  %add = add nsw i32 %1, %0
  ret i32 %add
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: mustprogress noinline nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define internal fastcc noundef ptr @grow(ptr noundef %block, i32 noundef %n, ptr nocapture noundef %size) unnamed_addr #10 {
entry:
  %0 = load i32, ptr %size, align 4, !tbaa !34
  %cmp.not = icmp sgt i32 %0, %n
  br i1 %cmp.not, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  %add1 = shl i32 %0, 1
  %mul = add i32 %add1, 2
  store i32 %mul, ptr %size, align 4, !tbaa !34
  %conv = sext i32 %mul to i64
  %mul3 = shl nsw i64 %conv, 4
  %call = tail call ptr @realloc(ptr noundef %block, i64 noundef %mul3) #14
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %block.addr.0 = phi ptr [ %call, %if.then ], [ %block, %entry ]
  ret ptr %block.addr.0
}

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { mustprogress noinline nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress noinline nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind allocsize(0) }
attributes #13 = { nounwind }
attributes #14 = { nounwind allocsize(1) }

!llvm.ident = !{!0, !0}
!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
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
!15 = distinct !{!15, !16, !17, !18}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !16, !17, !18}
!20 = distinct !{!20, !16, !18, !17}
!21 = !{!22, !14, i64 0}
!22 = !{!"Dyn", !14, i64 0, !23, i64 8, !23, i64 24}
!23 = !{!"L", !7, i64 0, !10, i64 8, !10, i64 12}
!24 = !{!22, !10, i64 32}
!25 = !{!22, !10, i64 16}
!26 = !{!22, !7, i64 24}
!27 = !{!28, !10, i64 8}
!28 = !{!"Desc", !7, i64 0, !10, i64 8, !10, i64 12}
!29 = !{!22, !7, i64 8}
!30 = !{!28, !7, i64 0}
!31 = !{!28, !10, i64 12}
!32 = !{!23, !10, i64 8}
!33 = !{!23, !10, i64 12}
!34 = !{!10, !10, i64 0}
