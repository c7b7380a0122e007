; ModuleID = 'hL_backstride.c'
source_filename = "hL_backstride.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.pair = type { i16, i16 }

@costs = dso_local local_unnamed_addr global [256 x i32] zeroinitializer, align 16
@cache = dso_local global [4096 x %struct.pair] zeroinitializer, align 16
@out = dso_local global [4096 x i32] zeroinitializer, align 16

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @walk(ptr noundef readonly %end, ptr nocapture noundef writeonly %o) local_unnamed_addr #0 {
entry:
  br label %do.body

do.body:                                          ; preds = %if.end, %entry
  %total.0 = phi i32 [ 0, %entry ], [ %total.2, %if.end ]
  %p.0 = phi ptr [ %end, %entry ], [ %p.1, %if.end ]
  %o.addr.0 = phi ptr [ %o, %entry ], [ %incdec.ptr2, %if.end ]
  %incdec.ptr.ptr = getelementptr inbounds i8, ptr %p.0, i64 -4
  %0 = load i16, ptr %incdec.ptr.ptr, align 2, !tbaa !5
  %off = getelementptr inbounds i8, ptr %p.0, i64 -2
  %1 = load i16, ptr %off, align 2, !tbaa !10
  %conv1 = zext i16 %1 to i32
  %idxprom = zext i16 %1 to i64
  %arrayidx = getelementptr inbounds [256 x i32], ptr @costs, i64 0, i64 %idxprom
  %2 = load i32, ptr %arrayidx, align 4, !tbaa !11
  %add = add i32 %2, %total.0
  %incdec.ptr2 = getelementptr inbounds i8, ptr %o.addr.0, i64 4
  store i32 %conv1, ptr %o.addr.0, align 4, !tbaa !11
  %tobool.not = icmp eq i16 %0, 0
  br i1 %tobool.not, label %if.end, label %if.then

if.then:                                          ; preds = %do.body
  %idx.ext = zext i16 %0 to i64
  %3 = shl nuw nsw i64 %idx.ext, 2
  %incdec.ptr.add = sub nuw nsw i64 -4, %3
  %4 = add nsw i64 %3, -4
  %5 = and i64 %4, 4
  %lcmp.mod.not.not = icmp eq i64 %5, 0
  br i1 %lcmp.mod.not.not, label %do.body3.prol, label %do.body3.prol.loopexit

do.body3.prol:                                    ; preds = %if.then
  %m.0.ptr.prol = getelementptr inbounds i8, ptr %p.0, i64 %incdec.ptr.add
  %off4.prol = getelementptr inbounds i8, ptr %m.0.ptr.prol, i64 2
  %6 = load i16, ptr %off4.prol, align 2, !tbaa !10
  %7 = and i16 %6, 255
  %idxprom6.prol = zext nneg i16 %7 to i64
  %arrayidx7.prol = getelementptr inbounds [256 x i32], ptr @costs, i64 0, i64 %idxprom6.prol
  %8 = load i32, ptr %arrayidx7.prol, align 4, !tbaa !11
  %9 = load i16, ptr %m.0.ptr.prol, align 2, !tbaa !5
  %conv9.prol = zext i16 %9 to i32
  %add10.prol = add i32 %8, %add
  %add11.prol = add i32 %add10.prol, %conv9.prol
  %m.0.add.prol = sub nsw i64 0, %3
  br label %do.body3.prol.loopexit

do.body3.prol.loopexit:                           ; preds = %do.body3.prol, %if.then
  %add11.lcssa.unr = phi i32 [ poison, %if.then ], [ %add11.prol, %do.body3.prol ]
  %total.1.unr = phi i32 [ %add, %if.then ], [ %add11.prol, %do.body3.prol ]
  %m.0.idx.unr = phi i64 [ %incdec.ptr.add, %if.then ], [ %m.0.add.prol, %do.body3.prol ]
  %10 = icmp eq i64 %4, 0
  br i1 %10, label %if.end.loopexit, label %do.body3

do.body3:                                         ; preds = %do.body3.prol.loopexit, %do.body3
  %total.1 = phi i32 [ %add11.1, %do.body3 ], [ %total.1.unr, %do.body3.prol.loopexit ]
  %m.0.idx = phi i64 [ %m.0.add.1, %do.body3 ], [ %m.0.idx.unr, %do.body3.prol.loopexit ]
  %m.0.ptr = getelementptr inbounds i8, ptr %p.0, i64 %m.0.idx
  %off4 = getelementptr inbounds i8, ptr %m.0.ptr, i64 2
  %11 = load i16, ptr %off4, align 2, !tbaa !10
  %12 = and i16 %11, 255
  %idxprom6 = zext nneg i16 %12 to i64
  %arrayidx7 = getelementptr inbounds [256 x i32], ptr @costs, i64 0, i64 %idxprom6
  %13 = load i32, ptr %arrayidx7, align 4, !tbaa !11
  %14 = load i16, ptr %m.0.ptr, align 2, !tbaa !5
  %conv9 = zext i16 %14 to i32
  %add10 = add i32 %13, %total.1
  %add11 = add i32 %add10, %conv9
  %m.0.add = add nsw i64 %m.0.idx, 4
  %m.0.ptr.1 = getelementptr inbounds i8, ptr %p.0, i64 %m.0.add
  %off4.1 = getelementptr inbounds i8, ptr %m.0.ptr.1, i64 2
  %15 = load i16, ptr %off4.1, align 2, !tbaa !10
  %16 = and i16 %15, 255
  %idxprom6.1 = zext nneg i16 %16 to i64
  %arrayidx7.1 = getelementptr inbounds [256 x i32], ptr @costs, i64 0, i64 %idxprom6.1
  %17 = load i32, ptr %arrayidx7.1, align 4, !tbaa !11
  %18 = load i16, ptr %m.0.ptr.1, align 2, !tbaa !5
  %conv9.1 = zext i16 %18 to i32
  %add10.1 = add i32 %17, %add11
  %add11.1 = add i32 %add10.1, %conv9.1
  %m.0.add.1 = add nsw i64 %m.0.idx, 8
  %cmp.not.1 = icmp eq i64 %m.0.add.1, -4
  br i1 %cmp.not.1, label %if.end.loopexit, label %do.body3, !llvm.loop !13

if.end.loopexit:                                  ; preds = %do.body3, %do.body3.prol.loopexit
  %add11.lcssa = phi i32 [ %add11.lcssa.unr, %do.body3.prol.loopexit ], [ %add11.1, %do.body3 ]
  %add.ptr.ptr = getelementptr inbounds i8, ptr %p.0, i64 %incdec.ptr.add
  br label %if.end

if.end:                                           ; preds = %if.end.loopexit, %do.body
  %total.2 = phi i32 [ %add, %do.body ], [ %add11.lcssa, %if.end.loopexit ]
  %p.1 = phi ptr [ %incdec.ptr.ptr, %do.body ], [ %add.ptr.ptr, %if.end.loopexit ]
  %cmp18.not = icmp eq ptr %p.1, @cache
  br i1 %cmp18.not, label %do.end20, label %do.body, !llvm.loop !15

do.end20:                                         ; preds = %if.end
  ret i32 %total.2
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @main() local_unnamed_addr #1 {
entry:
  %call = tail call i32 @walk(ptr noundef nonnull getelementptr inbounds (i8, ptr @cache, i64 16384), ptr noundef nonnull @out)
  ret i32 %call
}

attributes #0 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
