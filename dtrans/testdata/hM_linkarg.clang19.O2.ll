; ModuleID = 'hM_linkarg.c'
source_filename = "hM_linkarg.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.G = type { i32, ptr, ptr }

@g0 = dso_local global %struct.G zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local noundef ptr @newobj(ptr nocapture noundef %g, i32 noundef %tt) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #5
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

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local noundef ptr @sweeptolive(ptr noundef %p) local_unnamed_addr #2 {
entry:
  br label %while.cond.outer

while.cond.outer:                                 ; preds = %land.rhs, %entry
  %p.addr.1.ph = phi ptr [ %p, %entry ], [ %0, %land.rhs ]
  %cmp117 = icmp eq ptr %p.addr.1.ph, %p
  %p.addr.1.ph.promoted = load ptr, ptr %p.addr.1.ph, align 8, !tbaa !15
  br label %while.cond

while.cond:                                       ; preds = %while.cond.outer, %land.rhs5
  %0 = phi ptr [ %p.addr.1.ph.promoted, %while.cond.outer ], [ %3, %land.rhs5 ]
  %cmp.not = icmp eq ptr %0, null
  br i1 %cmp.not, label %do.end.critedge, label %land.rhs

land.rhs:                                         ; preds = %while.cond
  %marked = getelementptr inbounds i8, ptr %0, i64 9
  %1 = load i8, ptr %marked, align 1, !tbaa !10
  %2 = and i8 %1, 1
  %tobool.not = icmp eq i8 %2, 0
  br i1 %tobool.not, label %do.cond.thread, label %while.cond.outer, !llvm.loop !16

do.cond.thread:                                   ; preds = %land.rhs
  br i1 %cmp117, label %land.rhs5, label %do.end.critedge

land.rhs5:                                        ; preds = %do.cond.thread
  %3 = load ptr, ptr %0, align 8, !tbaa !14
  store ptr %3, ptr %p.addr.1.ph, align 8, !tbaa !15
  br label %while.cond, !llvm.loop !18

do.end.critedge:                                  ; preds = %do.cond.thread, %while.cond
  ret ptr %p.addr.1.ph
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @entersweep(ptr noundef %g) local_unnamed_addr #2 {
entry:
  %allgc = getelementptr inbounds i8, ptr %g, i64 8
  %call = tail call ptr @sweeptolive(ptr noundef nonnull %allgc)
  %sweepgc = getelementptr inbounds i8, ptr %g, i64 16
  store ptr %call, ptr %sweepgc, align 8, !tbaa !19
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @restart(ptr noundef %g) local_unnamed_addr #3 {
entry:
  %allgc = getelementptr inbounds i8, ptr %g, i64 8
  %sweepgc = getelementptr inbounds i8, ptr %g, i64 16
  store ptr %allgc, ptr %sweepgc, align 8, !tbaa !19
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @checkfin(ptr nocapture noundef %g, ptr noundef %o) local_unnamed_addr #2 {
entry:
  %marked = getelementptr inbounds i8, ptr %o, i64 9
  store i8 0, ptr %marked, align 1, !tbaa !10
  %sweepgc = getelementptr inbounds i8, ptr %g, i64 16
  %0 = load ptr, ptr %sweepgc, align 8, !tbaa !19
  %cmp = icmp eq ptr %0, %o
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %call = tail call ptr @sweeptolive(ptr noundef nonnull %o)
  store ptr %call, ptr %sweepgc, align 8, !tbaa !19
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #4 {
entry:
  %cmp12 = icmp sgt i32 %argc, 0
  br i1 %cmp12, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body, %entry
  tail call void @restart(ptr noundef nonnull @g0)
  tail call void @entersweep(ptr noundef nonnull @g0)
  %0 = load ptr, ptr getelementptr inbounds (i8, ptr @g0, i64 8), align 8, !tbaa !11
  %tobool.not = icmp eq ptr %0, null
  br i1 %tobool.not, label %if.end, label %if.then

for.body:                                         ; preds = %entry, %for.body
  %i.013 = phi i32 [ %inc, %for.body ], [ 0, %entry ]
  %call = tail call ptr @newobj(ptr noundef nonnull @g0, i32 noundef %i.013)
  %inc = add nuw nsw i32 %i.013, 1
  %exitcond.not = icmp eq i32 %inc, %argc
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !20

if.then:                                          ; preds = %for.cond.cleanup
  tail call void @checkfin(ptr noundef nonnull @g0, ptr noundef nonnull %0)
  br label %if.end

if.end:                                           ; preds = %if.then, %for.cond.cleanup
  %1 = load i32, ptr @g0, align 8, !tbaa !21
  %2 = load ptr, ptr getelementptr inbounds (i8, ptr @g0, i64 16), align 8, !tbaa !19
  %cmp2 = icmp ne ptr %2, null
  %conv = zext i1 %cmp2 to i32
  %add = add nsw i32 %1, %conv
  ret i32 %add
}

attributes #0 = { mustprogress nofree noinline nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }

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
!12 = !{!"G", !13, i64 0, !7, i64 8, !7, i64 16}
!13 = !{!"int", !8, i64 0}
!14 = !{!6, !7, i64 0}
!15 = !{!7, !7, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
!19 = !{!12, !7, i64 16}
!20 = distinct !{!20, !17}
!21 = !{!12, !13, i64 0}
