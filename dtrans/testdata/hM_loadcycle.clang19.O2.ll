; ModuleID = 'hM_loadcycle.c'
source_filename = "hM_loadcycle.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.G = type { i32, ptr, ptr, ptr }

@g0 = dso_local global %struct.G zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local noundef ptr @newobj(ptr nocapture noundef %g, i32 noundef %tt) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #4
  %conv = trunc i32 %tt to i8
  %tt1 = getelementptr inbounds i8, ptr %call, i64 8
  store i8 %conv, ptr %tt1, align 8, !tbaa !5
  %conv2 = and i8 %conv, 1
  %marked = getelementptr inbounds i8, ptr %call, i64 9
  store i8 %conv2, ptr %marked, align 1, !tbaa !10
  %allgc = getelementptr inbounds i8, ptr %g, i64 8
  %0 = load ptr, ptr %allgc, align 8, !tbaa !11
  store ptr %0, ptr %call, align 8, !tbaa !14
  store ptr %call, ptr %allgc, align 8, !tbaa !11
  ret ptr %call
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local noundef ptr @sweeptolive(ptr noundef readonly %p) local_unnamed_addr #2 {
entry:
  br label %while.cond

while.cond:                                       ; preds = %land.rhs, %entry
  %p.addr.0 = phi ptr [ %p, %entry ], [ %0, %land.rhs ]
  %0 = load ptr, ptr %p.addr.0, align 8, !tbaa !15
  %cmp.not = icmp eq ptr %0, null
  br i1 %cmp.not, label %while.end, label %land.rhs

land.rhs:                                         ; preds = %while.cond
  %marked = getelementptr inbounds i8, ptr %0, i64 9
  %1 = load i8, ptr %marked, align 1, !tbaa !10
  %2 = and i8 %1, 1
  %tobool.not = icmp eq i8 %2, 0
  br i1 %tobool.not, label %while.end, label %while.cond, !llvm.loop !16

while.end:                                        ; preds = %while.cond, %land.rhs
  ret ptr %p.addr.0
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  %cmp14 = icmp sgt i32 %argc, 0
  br i1 %cmp14, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %0 = load ptr, ptr getelementptr inbounds (i8, ptr @g0, i64 8), align 8, !tbaa !11
  %tobool.not = icmp eq ptr %0, null
  br i1 %tobool.not, label %cond.end, label %cond.true

for.body:                                         ; preds = %entry, %for.body
  %i.015 = phi i32 [ %inc, %for.body ], [ 0, %entry ]
  %call = tail call ptr @newobj(ptr noundef nonnull @g0, i32 noundef %i.015)
  %inc = add nuw nsw i32 %i.015, 1
  %exitcond.not = icmp eq i32 %inc, %argc
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !18

cond.true:                                        ; preds = %for.cond.cleanup
  %1 = load ptr, ptr %0, align 8, !tbaa !14
  br label %cond.end

cond.end:                                         ; preds = %for.cond.cleanup, %cond.true
  %cond = phi ptr [ %1, %cond.true ], [ null, %for.cond.cleanup ]
  store ptr %cond, ptr getelementptr inbounds (i8, ptr @g0, i64 16), align 8, !tbaa !19
  %call3 = tail call ptr @sweeptolive(ptr noundef nonnull getelementptr inbounds (i8, ptr @g0, i64 8))
  store ptr null, ptr %call3, align 8, !tbaa !15
  %2 = load ptr, ptr getelementptr inbounds (i8, ptr @g0, i64 16), align 8, !tbaa !19
  %cmp5 = icmp ne ptr %2, null
  %conv = zext i1 %cmp5 to i32
  %3 = load i32, ptr @g0, align 8, !tbaa !20
  %add = add nsw i32 %3, %conv
  ret i32 %add
}

attributes #0 = { mustprogress nofree noinline nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !8, i64 8}
!6 = !{!"GC", !7, i64 0, !8, i64 8, !8, i64 9}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !8, i64 9}
!11 = !{!12, !7, i64 8}
!12 = !{!"G", !13, i64 0, !7, i64 8, !7, i64 16, !7, i64 24}
!13 = !{!"int", !8, i64 0}
!14 = !{!6, !7, i64 0}
!15 = !{!7, !7, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
!19 = !{!12, !7, i64 16}
!20 = !{!12, !13, i64 0}
