; ModuleID = 'hE_inlinehash.c'
source_filename = "hE_inlinehash.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { i64, i32, ptr }
%struct.tree = type { i32, [7 x ptr] }
%struct.other = type { i64, i64 }

@slot = dso_local local_unnamed_addr global ptr null, align 8
@main.nodes = internal global [2 x %struct.node] zeroinitializer, align 16
@main.t = internal global %struct.tree { i32 2, [7 x ptr] [ptr @main.nodes, ptr getelementptr (i8, ptr @main.nodes, i64 24), ptr null, ptr null, ptr null, ptr null, ptr null] }, align 8
@main.ot = internal global %struct.other zeroinitializer, align 8

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local noundef ptr @lookup(ptr nocapture noundef readonly %t, i64 noundef %key) local_unnamed_addr #0 {
entry:
  %0 = load i32, ptr %t, align 8, !tbaa !5
  %tobool.not = icmp eq i32 %0, 0
  br i1 %tobool.not, label %while.end, label %cond.end

cond.end:                                         ; preds = %entry
  %hash = getelementptr inbounds i8, ptr %t, i64 8
  %rem = srem i64 %key, 7
  %arrayidx = getelementptr inbounds [7 x ptr], ptr %hash, i64 0, i64 %rem
  %1 = load ptr, ptr %arrayidx, align 8, !tbaa !10
  %tobool1.not8 = icmp eq ptr %1, null
  br i1 %tobool1.not8, label %while.end, label %land.rhs

land.rhs:                                         ; preds = %cond.end, %while.body
  %p.09 = phi ptr [ %3, %while.body ], [ %1, %cond.end ]
  %2 = load i64, ptr %p.09, align 8, !tbaa !12
  %cmp.not = icmp eq i64 %2, %key
  br i1 %cmp.not, label %while.end, label %while.body

while.body:                                       ; preds = %land.rhs
  %next = getelementptr inbounds i8, ptr %p.09, i64 16
  %3 = load ptr, ptr %next, align 8, !tbaa !15
  %tobool1.not = icmp eq ptr %3, null
  br i1 %tobool1.not, label %while.end, label %land.rhs, !llvm.loop !16

while.end:                                        ; preds = %land.rhs, %while.body, %entry, %cond.end
  %p.0.lcssa = phi ptr [ null, %cond.end ], [ null, %entry ], [ null, %while.body ], [ %p.09, %land.rhs ]
  ret ptr %p.0.lcssa
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, inaccessiblemem: none) uwtable
define dso_local void @keepother(ptr noundef %o) local_unnamed_addr #1 {
entry:
  store i64 1, ptr %o, align 8, !tbaa !18
  store ptr %o, ptr @slot, align 8, !tbaa !10
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @release(ptr nocapture noundef %t, ptr noundef readonly %nd) local_unnamed_addr #2 {
entry:
  %hash = getelementptr inbounds i8, ptr %t, i64 8
  %0 = load i64, ptr %nd, align 8, !tbaa !12
  %rem = srem i64 %0, 7
  %arrayidx = getelementptr inbounds [7 x ptr], ptr %hash, i64 0, i64 %rem
  br label %for.cond

for.cond:                                         ; preds = %for.cond, %entry
  %pp.0 = phi ptr [ %arrayidx, %entry ], [ %next, %for.cond ]
  %1 = load ptr, ptr %pp.0, align 8, !tbaa !10
  %cmp.not = icmp eq ptr %1, %nd
  %next = getelementptr inbounds i8, ptr %1, i64 16
  br i1 %cmp.not, label %for.end, label %for.cond, !llvm.loop !20

for.end:                                          ; preds = %for.cond
  %next1 = getelementptr inbounds i8, ptr %nd, i64 16
  %2 = load ptr, ptr %next1, align 8, !tbaa !15
  store ptr %2, ptr %pp.0, align 8, !tbaa !10
  %3 = load i32, ptr %t, align 8, !tbaa !5
  %dec = add nsw i32 %3, -1
  store i32 %dec, ptr %t, align 8, !tbaa !5
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  %conv = sext i32 %argc to i64
  store i64 %conv, ptr @main.nodes, align 16, !tbaa !12
  %call = tail call ptr @lookup(ptr noundef nonnull @main.t, i64 noundef %conv)
  store ptr %call, ptr @slot, align 8, !tbaa !10
  tail call void @keepother(ptr noundef nonnull @main.ot)
  tail call void @release(ptr noundef nonnull @main.t, ptr noundef nonnull @main.nodes)
  ret i32 0
}

attributes #0 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"tree", !7, i64 0, !8, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !8, i64 0}
!12 = !{!13, !14, i64 0}
!13 = !{!"node", !14, i64 0, !7, i64 8, !11, i64 16}
!14 = !{!"long", !8, i64 0}
!15 = !{!13, !11, i64 16}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!19, !14, i64 0}
!19 = !{!"other", !14, i64 0, !14, i64 8}
!20 = distinct !{!20, !17}
