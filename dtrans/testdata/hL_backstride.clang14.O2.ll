; ModuleID = 'hL_backstride.c'
source_filename = "hL_backstride.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.pair = type { i16, i16 }

@costs = dso_local local_unnamed_addr global [256 x i32] zeroinitializer, align 16
@cache = dso_local global [4096 x %struct.pair] zeroinitializer, align 16
@out = dso_local global [4096 x i32] zeroinitializer, align 16

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local i32 @walk(%struct.pair* noundef readonly %end, i32* nocapture noundef writeonly %o) local_unnamed_addr #0 {
entry:
  br label %do.body

do.body:                                          ; preds = %if.end, %entry
  %total.0 = phi i32 [ 0, %entry ], [ %total.2, %if.end ]
  %p.0 = phi %struct.pair* [ %end, %entry ], [ %p.1, %if.end ]
  %o.addr.0 = phi i32* [ %o, %entry ], [ %incdec.ptr2, %if.end ]
  %incdec.ptr.ptr = getelementptr inbounds %struct.pair, %struct.pair* %p.0, i64 -1
  %len = getelementptr inbounds %struct.pair, %struct.pair* %incdec.ptr.ptr, i64 0, i32 0
  %0 = load i16, i16* %len, align 2, !tbaa !5
  %off = getelementptr inbounds %struct.pair, %struct.pair* %p.0, i64 -1, i32 1
  %1 = load i16, i16* %off, align 2, !tbaa !10
  %conv1 = zext i16 %1 to i32
  %idxprom = zext i16 %1 to i64
  %arrayidx = getelementptr inbounds [256 x i32], [256 x i32]* @costs, i64 0, i64 %idxprom
  %2 = load i32, i32* %arrayidx, align 4, !tbaa !11
  %add = add i32 %2, %total.0
  %incdec.ptr2 = getelementptr inbounds i32, i32* %o.addr.0, i64 1
  store i32 %conv1, i32* %o.addr.0, align 4, !tbaa !11
  %tobool.not = icmp eq i16 %0, 0
  br i1 %tobool.not, label %if.end, label %if.then

if.then:                                          ; preds = %do.body
  %idx.ext = zext i16 %0 to i64
  %incdec.ptr.add = xor i64 %idx.ext, -1
  %xtraiter = and i64 %idx.ext, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %do.body3.prol.loopexit, label %do.body3.prol

do.body3.prol:                                    ; preds = %if.then
  %off4.prol = getelementptr inbounds %struct.pair, %struct.pair* %p.0, i64 %incdec.ptr.add, i32 1
  %3 = load i16, i16* %off4.prol, align 2, !tbaa !10
  %4 = and i16 %3, 255
  %5 = zext i16 %4 to i64
  %arrayidx7.prol = getelementptr inbounds [256 x i32], [256 x i32]* @costs, i64 0, i64 %5
  %6 = load i32, i32* %arrayidx7.prol, align 4, !tbaa !11
  %len8.prol = getelementptr inbounds %struct.pair, %struct.pair* %p.0, i64 %incdec.ptr.add, i32 0
  %7 = load i16, i16* %len8.prol, align 2, !tbaa !5
  %conv9.prol = zext i16 %7 to i32
  %add10.prol = add i32 %6, %add
  %add11.prol = add i32 %add10.prol, %conv9.prol
  %m.0.add.prol = sub nsw i64 0, %idx.ext
  br label %do.body3.prol.loopexit

do.body3.prol.loopexit:                           ; preds = %do.body3.prol, %if.then
  %add11.lcssa.unr = phi i32 [ undef, %if.then ], [ %add11.prol, %do.body3.prol ]
  %total.1.unr = phi i32 [ %add, %if.then ], [ %add11.prol, %do.body3.prol ]
  %m.0.idx.unr = phi i64 [ %incdec.ptr.add, %if.then ], [ %m.0.add.prol, %do.body3.prol ]
  %8 = icmp eq i16 %0, 1
  br i1 %8, label %if.end.loopexit, label %do.body3

do.body3:                                         ; preds = %do.body3.prol.loopexit, %do.body3
  %total.1 = phi i32 [ %add11.1, %do.body3 ], [ %total.1.unr, %do.body3.prol.loopexit ]
  %m.0.idx = phi i64 [ %m.0.add.1, %do.body3 ], [ %m.0.idx.unr, %do.body3.prol.loopexit ]
  %off4 = getelementptr inbounds %struct.pair, %struct.pair* %p.0, i64 %m.0.idx, i32 1
  %9 = load i16, i16* %off4, align 2, !tbaa !10
  %10 = and i16 %9, 255
  %11 = zext i16 %10 to i64
  %arrayidx7 = getelementptr inbounds [256 x i32], [256 x i32]* @costs, i64 0, i64 %11
  %12 = load i32, i32* %arrayidx7, align 4, !tbaa !11
  %len8 = getelementptr inbounds %struct.pair, %struct.pair* %p.0, i64 %m.0.idx, i32 0
  %13 = load i16, i16* %len8, align 2, !tbaa !5
  %conv9 = zext i16 %13 to i32
  %add10 = add i32 %12, %total.1
  %add11 = add i32 %add10, %conv9
  %m.0.add = add nsw i64 %m.0.idx, 1
  %off4.1 = getelementptr inbounds %struct.pair, %struct.pair* %p.0, i64 %m.0.add, i32 1
  %14 = load i16, i16* %off4.1, align 2, !tbaa !10
  %15 = and i16 %14, 255
  %16 = zext i16 %15 to i64
  %arrayidx7.1 = getelementptr inbounds [256 x i32], [256 x i32]* @costs, i64 0, i64 %16
  %17 = load i32, i32* %arrayidx7.1, align 4, !tbaa !11
  %len8.1 = getelementptr inbounds %struct.pair, %struct.pair* %p.0, i64 %m.0.add, i32 0
  %18 = load i16, i16* %len8.1, align 2, !tbaa !5
  %conv9.1 = zext i16 %18 to i32
  %add10.1 = add i32 %17, %add11
  %add11.1 = add i32 %add10.1, %conv9.1
  %m.0.add.1 = add nsw i64 %m.0.idx, 2
  %cmp.not.1 = icmp eq i64 %m.0.add.1, -1
  br i1 %cmp.not.1, label %if.end.loopexit, label %do.body3, !llvm.loop !13

if.end.loopexit:                                  ; preds = %do.body3, %do.body3.prol.loopexit
  %add11.lcssa = phi i32 [ %add11.lcssa.unr, %do.body3.prol.loopexit ], [ %add11.1, %do.body3 ]
  %add.ptr.ptr = getelementptr inbounds %struct.pair, %struct.pair* %p.0, i64 %incdec.ptr.add
  br label %if.end

if.end:                                           ; preds = %if.end.loopexit, %do.body
  %total.2 = phi i32 [ %add, %do.body ], [ %add11.lcssa, %if.end.loopexit ]
  %p.1 = phi %struct.pair* [ %incdec.ptr.ptr, %do.body ], [ %add.ptr.ptr, %if.end.loopexit ]
  %cmp18.not = icmp eq %struct.pair* %p.1, getelementptr inbounds ([4096 x %struct.pair], [4096 x %struct.pair]* @cache, i64 0, i64 0)
  br i1 %cmp18.not, label %do.end20, label %do.body, !llvm.loop !15

do.end20:                                         ; preds = %if.end
  ret i32 %total.2
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 {
entry:
  %call = tail call i32 @walk(%struct.pair* noundef getelementptr inbounds ([4096 x %struct.pair], [4096 x %struct.pair]* @cache, i64 1, i64 0), i32* noundef getelementptr inbounds ([4096 x i32], [4096 x i32]* @out, i64 0, i64 0))
  ret i32 %call
}

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"pair", !7, i64 0, !7, i64 2}
!7 = !{!"short", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 2}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
