; ModuleID = 'hE_structhack.c'
source_filename = "hE_structhack.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { i32, i32, [1 x ptr] }

@leaf = dso_local global %struct.node { i32 3, i32 0, [1 x ptr] zeroinitializer }, align 8

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define dso_local noalias noundef ptr @mk(i32 noundef %type, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp = icmp sgt i32 %n, 1
  %sub = add nsw i32 %n, -1
  %cond = select i1 %cmp, i32 %sub, i32 0
  %conv = zext nneg i32 %cond to i64
  %mul = shl nuw nsw i64 %conv, 3
  %add = add nuw nsw i64 %mul, 16
  %call = tail call noalias ptr @malloc(i64 noundef %add) #4
  %tobool.not = icmp eq ptr %call, null
  br i1 %tobool.not, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  store i32 %type, ptr %call, align 8, !tbaa !5
  %n2 = getelementptr inbounds i8, ptr %call, i64 4
  store i32 %n, ptr %n2, align 4, !tbaa !10
  %child = getelementptr inbounds i8, ptr %call, i64 8
  store ptr null, ptr %child, align 8, !tbaa !11
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  ret ptr %call
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @test_not(ptr nocapture noundef readonly %p) local_unnamed_addr #2 {
entry:
  %0 = load i32, ptr %p, align 8, !tbaa !5
  %cmp.not = icmp eq i32 %0, 2
  br i1 %cmp.not, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %child = getelementptr inbounds i8, ptr %p, i64 8
  %1 = load ptr, ptr %child, align 8, !tbaa !11
  %arrayidx2 = getelementptr inbounds i8, ptr %p, i64 16
  %2 = load ptr, ptr %arrayidx2, align 8, !tbaa !11
  %3 = load i32, ptr %1, align 8, !tbaa !5
  %tobool.not = icmp eq i32 %3, 0
  br i1 %tobool.not, label %cleanup, label %land.rhs

land.rhs:                                         ; preds = %if.end
  %tobool4.not = icmp eq ptr %2, null
  br i1 %tobool4.not, label %cleanup, label %land.rhs5

land.rhs5:                                        ; preds = %land.rhs
  %4 = load i32, ptr %2, align 8, !tbaa !5
  %tobool7 = icmp eq i32 %4, 0
  %5 = zext i1 %tobool7 to i32
  br label %cleanup

cleanup:                                          ; preds = %if.end, %land.rhs5, %land.rhs, %entry
  %retval.0 = phi i32 [ 0, %entry ], [ 0, %if.end ], [ 1, %land.rhs ], [ %5, %land.rhs5 ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree nounwind willreturn uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  %call = tail call ptr @mk(i32 noundef 1, i32 noundef 2)
  %tobool.not = icmp eq ptr %call, null
  br i1 %tobool.not, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  store i32 %argc, ptr getelementptr inbounds (i8, ptr @leaf, i64 4), align 4, !tbaa !10
  %cmp = icmp sgt i32 %argc, 3
  br i1 %cmp, label %cleanup.sink.split, label %if.end3

if.end3:                                          ; preds = %if.end
  %call4 = tail call ptr @mk(i32 noundef %argc, i32 noundef 0)
  %child = getelementptr inbounds i8, ptr %call, i64 8
  store ptr %call4, ptr %child, align 8, !tbaa !11
  %arrayidx6 = getelementptr inbounds i8, ptr %call, i64 16
  store ptr null, ptr %arrayidx6, align 8, !tbaa !11
  br label %cleanup.sink.split

cleanup.sink.split:                               ; preds = %if.end, %if.end3
  %call.sink = phi ptr [ %call, %if.end3 ], [ @leaf, %if.end ]
  %call7 = tail call i32 @test_not(ptr noundef nonnull %call.sink)
  br label %cleanup

cleanup:                                          ; preds = %cleanup.sink.split, %entry
  %retval.0 = phi i32 [ 1, %entry ], [ %call7, %cleanup.sink.split ]
  ret i32 %retval.0
}

attributes #0 = { mustprogress nofree noinline nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"node", !7, i64 0, !7, i64 4, !8, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 4}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !8, i64 0}
