; ModuleID = 'workspace.c'
source_filename = "workspace.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @work(ptr noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp.not6 = icmp eq ptr %a, null
  br i1 %cmp.not6, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %used.0.lcssa = phi i32 [ 0, %entry ], [ %add, %for.body ]
  %add1 = add nsw i32 %used.0.lcssa, %n
  ret i32 %add1

for.body:                                         ; preds = %entry, %for.body
  %p.08 = phi ptr [ %2, %for.body ], [ %a, %entry ]
  %used.07 = phi i32 [ %add, %for.body ], [ 0, %entry ]
  %size = getelementptr inbounds i8, ptr %p.08, i64 8
  %0 = load i32, ptr %size, align 8, !tbaa !5
  %free = getelementptr inbounds i8, ptr %p.08, i64 12
  %1 = load i32, ptr %free, align 4, !tbaa !11
  %sub = add i32 %0, %used.07
  %add = sub i32 %sub, %1
  %2 = load ptr, ptr %p.08, align 8, !tbaa !12
  %cmp.not = icmp eq ptr %2, null
  br i1 %cmp.not, label %for.cond.cleanup, label %for.body, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @run(i32 noundef %n) local_unnamed_addr #0 {
entry:
  %ws = alloca [256 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %ws) #3
  store ptr null, ptr %ws, align 16, !tbaa !12
  %size = getelementptr inbounds i8, ptr %ws, i64 8
  store i32 256, ptr %size, align 8, !tbaa !5
  %free = getelementptr inbounds i8, ptr %ws, i64 12
  store i32 252, ptr %free, align 4, !tbaa !11
  %call = call i32 @work(ptr noundef nonnull %ws, i32 noundef %n)
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %ws) #3
  ret i32 %call
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #2 {
entry:
  %call = tail call i32 @run(i32 noundef %argc)
  ret i32 %call
}

attributes #0 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
