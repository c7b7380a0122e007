; ModuleID = 'workspace.c'
source_filename = "workspace.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.anchor = type { %struct.anchor*, i32, i32 }

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define dso_local i32 @work(%struct.anchor* noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp.not8 = icmp eq %struct.anchor* %a, null
  br i1 %cmp.not8, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %used.0.lcssa = phi i32 [ 0, %entry ], [ %add, %for.body ]
  %add1 = add nsw i32 %used.0.lcssa, %n
  ret i32 %add1

for.body:                                         ; preds = %entry, %for.body
  %p.010 = phi %struct.anchor* [ %2, %for.body ], [ %a, %entry ]
  %used.09 = phi i32 [ %add, %for.body ], [ 0, %entry ]
  %size = getelementptr inbounds %struct.anchor, %struct.anchor* %p.010, i64 0, i32 1
  %0 = load i32, i32* %size, align 8, !tbaa !5
  %free = getelementptr inbounds %struct.anchor, %struct.anchor* %p.010, i64 0, i32 2
  %1 = load i32, i32* %free, align 4, !tbaa !11
  %sub = add i32 %0, %used.09
  %add = sub i32 %sub, %1
  %next = getelementptr inbounds %struct.anchor, %struct.anchor* %p.010, i64 0, i32 0
  %2 = load %struct.anchor*, %struct.anchor** %next, align 8, !tbaa !12
  %cmp.not = icmp eq %struct.anchor* %2, null
  br i1 %cmp.not, label %for.cond.cleanup, label %for.body, !llvm.loop !13
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline nosync nounwind readonly uwtable
define dso_local i32 @run(i32 noundef %n) local_unnamed_addr #2 {
entry:
  %ws = alloca [256 x i32], align 16
  %0 = bitcast [256 x i32]* %ws to i8*
  call void @llvm.lifetime.start.p0i8(i64 1024, i8* nonnull %0) #4
  %1 = bitcast [256 x i32]* %ws to %struct.anchor*
  %next = bitcast [256 x i32]* %ws to %struct.anchor**
  store %struct.anchor* null, %struct.anchor** %next, align 16, !tbaa !12
  %2 = getelementptr inbounds [256 x i32], [256 x i32]* %ws, i64 0, i64 2
  store i32 256, i32* %2, align 8, !tbaa !5
  %3 = getelementptr inbounds [256 x i32], [256 x i32]* %ws, i64 0, i64 3
  store i32 252, i32* %3, align 4, !tbaa !11
  %call = call i32 @work(%struct.anchor* noundef nonnull %1, i32 noundef %n)
  call void @llvm.lifetime.end.p0i8(i64 1024, i8* nonnull %0) #4
  ret i32 %call
}

; Function Attrs: nofree nosync nounwind readonly uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  %call = tail call i32 @run(i32 noundef %argc)
  ret i32 %call
}

attributes #0 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !10, i64 8}
!6 = !{!"anchor", !7, i64 0, !10, i64 8, !10, i64 12}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!6, !10, i64 12}
!12 = !{!6, !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
