; ModuleID = 'hM_mergedlink.c'
source_filename = "hM_mergedlink.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define dso_local noalias noundef ptr @newchunk(ptr noundef %next) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #5
  store ptr %next, ptr %call, align 8, !tbaa !5
  %data = getelementptr inbounds i8, ptr %call, i64 8
  store i8 0, ptr %data, align 8, !tbaa !10
  ret ptr %call
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: noinline nounwind uwtable
define dso_local void @freeall(ptr noundef %c) local_unnamed_addr #2 {
entry:
  %tobool.not3 = icmp eq ptr %c, null
  br i1 %tobool.not3, label %while.end, label %while.body

while.body:                                       ; preds = %entry, %while.body
  %c.addr.04 = phi ptr [ %0, %while.body ], [ %c, %entry ]
  %0 = load ptr, ptr %c.addr.04, align 8, !tbaa !5
  tail call void @free(ptr noundef nonnull %c.addr.04) #6
  %tobool.not = icmp eq ptr %0, null
  br i1 %tobool.not, label %while.end, label %while.body, !llvm.loop !11

while.end:                                        ; preds = %while.body, %entry
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: noinline nounwind uwtable
define dso_local void @truncate(ptr nocapture noundef %p, i32 noundef %size) local_unnamed_addr #2 {
entry:
  %cmp = icmp eq i32 %size, 0
  %first = getelementptr inbounds i8, ptr %p, i64 8
  br i1 %cmp, label %if.end8.sink.split, label %for.cond

for.cond:                                         ; preds = %entry, %for.cond
  %size.addr.0 = phi i32 [ %dec, %for.cond ], [ %size, %entry ]
  %it.0.in = phi ptr [ %it.0, %for.cond ], [ %first, %entry ]
  %it.0 = load ptr, ptr %it.0.in, align 8, !tbaa !13
  %tobool = icmp ne ptr %it.0, null
  %cmp3 = icmp sgt i32 %size.addr.0, 1
  %0 = select i1 %tobool, i1 %cmp3, i1 false
  %dec = add nsw i32 %size.addr.0, -1
  br i1 %0, label %for.cond, label %for.end, !llvm.loop !14

for.end:                                          ; preds = %for.cond
  br i1 %tobool, label %if.end8.sink.split, label %if.end8

if.end8.sink.split:                               ; preds = %for.end, %entry
  %it.0.sink17 = phi ptr [ %first, %entry ], [ %it.0, %for.end ]
  %1 = load ptr, ptr %it.0.sink17, align 8, !tbaa !13
  tail call void @freeall(ptr noundef %1)
  store ptr null, ptr %it.0.sink17, align 8, !tbaa !13
  br label %if.end8

if.end8:                                          ; preds = %if.end8.sink.split, %for.end
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #4 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #5
  store i32 %argc, ptr %call, align 8, !tbaa !15
  %first = getelementptr inbounds i8, ptr %call, i64 8
  store ptr null, ptr %first, align 8, !tbaa !18
  %cmp14 = icmp sgt i32 %argc, 0
  br i1 %cmp14, label %for.body, label %for.cond.cleanup

for.cond.for.cond.cleanup_crit_edge:              ; preds = %for.body
  store ptr %call2, ptr %first, align 8, !tbaa !18
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.for.cond.cleanup_crit_edge, %entry
  %div = sdiv i32 %argc, 2
  tail call void @truncate(ptr noundef nonnull %call, i32 noundef %div)
  %0 = load ptr, ptr %first, align 8, !tbaa !18
  %cmp5 = icmp ne ptr %0, null
  %conv = zext i1 %cmp5 to i32
  ret i32 %conv

for.body:                                         ; preds = %entry, %for.body
  %1 = phi ptr [ %call2, %for.body ], [ null, %entry ]
  %i.015 = phi i32 [ %inc, %for.body ], [ 0, %entry ]
  %call2 = tail call ptr @newchunk(ptr noundef %1)
  %inc = add nuw nsw i32 %i.015, 1
  %exitcond.not = icmp eq i32 %inc, %argc
  br i1 %exitcond.not, label %for.cond.for.cond.cleanup_crit_edge, label %for.body, !llvm.loop !19
}

attributes #0 = { mustprogress nofree noinline nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Chunk", !7, i64 0, !8, i64 8}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !12}
!15 = !{!16, !17, i64 0}
!16 = !{!"J", !17, i64 0, !7, i64 8}
!17 = !{!"int", !8, i64 0}
!18 = !{!16, !7, i64 8}
!19 = distinct !{!19, !12}
