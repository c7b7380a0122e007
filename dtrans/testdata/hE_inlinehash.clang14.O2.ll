; ModuleID = 'hE_inlinehash.c'
source_filename = "hE_inlinehash.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { i64, i32, %struct.node* }
%struct.tree = type { i32, [7 x %struct.node*] }
%struct.other = type { i64, i64 }

@slot = dso_local local_unnamed_addr global i8* null, align 8
@main.nodes = internal global [2 x %struct.node] zeroinitializer, align 16
@main.t = internal global %struct.tree { i32 2, [7 x %struct.node*] [%struct.node* getelementptr inbounds ([2 x %struct.node], [2 x %struct.node]* @main.nodes, i32 0, i32 0), %struct.node* bitcast (i8* getelementptr (i8, i8* bitcast ([2 x %struct.node]* @main.nodes to i8*), i64 24) to %struct.node*), %struct.node* null, %struct.node* null, %struct.node* null, %struct.node* null, %struct.node* null] }, align 8
@main.ot = internal global %struct.other zeroinitializer, align 8

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define dso_local %struct.node* @lookup(%struct.tree* nocapture noundef readonly %t, i64 noundef %key) local_unnamed_addr #0 {
entry:
  %count = getelementptr inbounds %struct.tree, %struct.tree* %t, i64 0, i32 0
  %0 = load i32, i32* %count, align 8, !tbaa !5
  %tobool.not = icmp eq i32 %0, 0
  br i1 %tobool.not, label %while.end, label %cond.end

cond.end:                                         ; preds = %entry
  %rem = srem i64 %key, 7
  %arrayidx = getelementptr inbounds %struct.tree, %struct.tree* %t, i64 0, i32 1, i64 %rem
  %1 = load %struct.node*, %struct.node** %arrayidx, align 8, !tbaa !10
  %tobool1.not9 = icmp eq %struct.node* %1, null
  br i1 %tobool1.not9, label %while.end, label %land.rhs

land.rhs:                                         ; preds = %cond.end, %while.body
  %p.010 = phi %struct.node* [ %3, %while.body ], [ %1, %cond.end ]
  %key2 = getelementptr inbounds %struct.node, %struct.node* %p.010, i64 0, i32 0
  %2 = load i64, i64* %key2, align 8, !tbaa !12
  %cmp.not = icmp eq i64 %2, %key
  br i1 %cmp.not, label %while.end, label %while.body

while.body:                                       ; preds = %land.rhs
  %next = getelementptr inbounds %struct.node, %struct.node* %p.010, i64 0, i32 2
  %3 = load %struct.node*, %struct.node** %next, align 8, !tbaa !15
  %tobool1.not = icmp eq %struct.node* %3, null
  br i1 %tobool1.not, label %while.end, label %land.rhs, !llvm.loop !16

while.end:                                        ; preds = %land.rhs, %while.body, %entry, %cond.end
  %p.0.lcssa = phi %struct.node* [ null, %cond.end ], [ null, %entry ], [ null, %while.body ], [ %p.010, %land.rhs ]
  ret %struct.node* %p.0.lcssa
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @keepother(%struct.other* noundef %o) local_unnamed_addr #1 {
entry:
  %a = getelementptr inbounds %struct.other, %struct.other* %o, i64 0, i32 0
  store i64 1, i64* %a, align 8, !tbaa !18
  store %struct.other* %o, %struct.other** bitcast (i8** @slot to %struct.other**), align 8, !tbaa !10
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @release(%struct.tree* nocapture noundef %t, %struct.node* noundef readonly %nd) local_unnamed_addr #2 {
entry:
  %key = getelementptr inbounds %struct.node, %struct.node* %nd, i64 0, i32 0
  %0 = load i64, i64* %key, align 8, !tbaa !12
  %rem = srem i64 %0, 7
  %arrayidx = getelementptr inbounds %struct.tree, %struct.tree* %t, i64 0, i32 1, i64 %rem
  br label %for.cond

for.cond:                                         ; preds = %for.cond, %entry
  %pp.0 = phi %struct.node** [ %arrayidx, %entry ], [ %next, %for.cond ]
  %1 = load %struct.node*, %struct.node** %pp.0, align 8, !tbaa !10
  %cmp.not = icmp eq %struct.node* %1, %nd
  %next = getelementptr inbounds %struct.node, %struct.node* %1, i64 0, i32 2
  br i1 %cmp.not, label %for.end, label %for.cond, !llvm.loop !20

for.end:                                          ; preds = %for.cond
  %next1 = getelementptr inbounds %struct.node, %struct.node* %nd, i64 0, i32 2
  %2 = load %struct.node*, %struct.node** %next1, align 8, !tbaa !15
  store %struct.node* %2, %struct.node** %pp.0, align 8, !tbaa !10
  %count = getelementptr inbounds %struct.tree, %struct.tree* %t, i64 0, i32 0
  %3 = load i32, i32* %count, align 8, !tbaa !5
  %dec = add nsw i32 %3, -1
  store i32 %dec, i32* %count, align 8, !tbaa !5
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  %conv = sext i32 %argc to i64
  store i64 %conv, i64* getelementptr inbounds ([2 x %struct.node], [2 x %struct.node]* @main.nodes, i64 0, i64 0, i32 0), align 16, !tbaa !12
  %call = tail call %struct.node* @lookup(%struct.tree* noundef nonnull @main.t, i64 noundef %conv)
  store %struct.node* %call, %struct.node** bitcast (i8** @slot to %struct.node**), align 8, !tbaa !10
  tail call void @keepother(%struct.other* noundef nonnull @main.ot)
  tail call void @release(%struct.tree* noundef nonnull @main.t, %struct.node* noundef getelementptr inbounds ([2 x %struct.node], [2 x %struct.node]* @main.nodes, i64 0, i64 0))
  ret i32 0
}

attributes #0 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
