; ModuleID = 'hM_mergedlink.c'
source_filename = "hM_mergedlink.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Chunk = type { %struct.Chunk*, [8 x i8] }
%struct.J = type { i32, %struct.Chunk* }

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define dso_local noalias %struct.Chunk* @newchunk(%struct.Chunk* noundef %next) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #5
  %0 = bitcast i8* %call to %struct.Chunk*
  %next1 = getelementptr inbounds %struct.Chunk, %struct.Chunk* %0, i64 0, i32 0
  store %struct.Chunk* %next, %struct.Chunk** %next1, align 8, !tbaa !5
  %arrayidx = getelementptr inbounds %struct.Chunk, %struct.Chunk* %0, i64 0, i32 1, i64 0
  store i8 0, i8* %arrayidx, align 8, !tbaa !10
  ret %struct.Chunk* %0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: noinline nounwind uwtable
define dso_local void @freeall(%struct.Chunk* noundef %c) local_unnamed_addr #2 {
entry:
  %tobool.not4 = icmp eq %struct.Chunk* %c, null
  br i1 %tobool.not4, label %while.end, label %while.body

while.body:                                       ; preds = %entry, %while.body
  %c.addr.05 = phi %struct.Chunk* [ %0, %while.body ], [ %c, %entry ]
  %next = getelementptr inbounds %struct.Chunk, %struct.Chunk* %c.addr.05, i64 0, i32 0
  %0 = load %struct.Chunk*, %struct.Chunk** %next, align 8, !tbaa !5
  %1 = bitcast %struct.Chunk* %c.addr.05 to i8*
  tail call void @free(i8* noundef %1) #5
  %tobool.not = icmp eq %struct.Chunk* %0, null
  br i1 %tobool.not, label %while.end, label %while.body, !llvm.loop !11

while.end:                                        ; preds = %while.body, %entry
  ret void
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: noinline nounwind uwtable
define dso_local void @truncate(%struct.J* nocapture noundef %p, i32 noundef %size) local_unnamed_addr #2 {
entry:
  %cmp = icmp eq i32 %size, 0
  %first = getelementptr inbounds %struct.J, %struct.J* %p, i64 0, i32 1
  %0 = load %struct.Chunk*, %struct.Chunk** %first, align 8, !tbaa !13
  br i1 %cmp, label %if.end8.sink.split, label %if.else

if.else:                                          ; preds = %entry
  %tobool19 = icmp ne %struct.Chunk* %0, null
  %cmp320 = icmp sgt i32 %size, 1
  %1 = and i1 %tobool19, %cmp320
  br i1 %1, label %for.body, label %for.end

for.body:                                         ; preds = %if.else, %for.body
  %it.022 = phi %struct.Chunk* [ %it.0, %for.body ], [ %0, %if.else ]
  %size.addr.021 = phi i32 [ %dec, %for.body ], [ %size, %if.else ]
  %dec = add nsw i32 %size.addr.021, -1
  %next = getelementptr inbounds %struct.Chunk, %struct.Chunk* %it.022, i64 0, i32 0
  %it.0 = load %struct.Chunk*, %struct.Chunk** %next, align 8, !tbaa !13
  %tobool = icmp ne %struct.Chunk* %it.0, null
  %cmp3 = icmp ugt i32 %size.addr.021, 2
  %2 = select i1 %tobool, i1 %cmp3, i1 false
  br i1 %2, label %for.body, label %for.end, !llvm.loop !14

for.end:                                          ; preds = %for.body, %if.else
  %it.0.lcssa = phi %struct.Chunk* [ %0, %if.else ], [ %it.0, %for.body ]
  %tobool.lcssa = phi i1 [ %tobool19, %if.else ], [ %tobool, %for.body ]
  br i1 %tobool.lcssa, label %if.then5, label %if.end8

if.then5:                                         ; preds = %for.end
  %next6 = getelementptr inbounds %struct.Chunk, %struct.Chunk* %it.0.lcssa, i64 0, i32 0
  %3 = load %struct.Chunk*, %struct.Chunk** %next6, align 8, !tbaa !5
  br label %if.end8.sink.split

if.end8.sink.split:                               ; preds = %entry, %if.then5
  %.sink = phi %struct.Chunk* [ %3, %if.then5 ], [ %0, %entry ]
  %next6.sink = phi %struct.Chunk** [ %next6, %if.then5 ], [ %first, %entry ]
  tail call void @freeall(%struct.Chunk* noundef %.sink)
  store %struct.Chunk* null, %struct.Chunk** %next6.sink, align 8, !tbaa !13
  br label %if.end8

if.end8:                                          ; preds = %if.end8.sink.split, %for.end
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #4 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #5
  %0 = bitcast i8* %call to %struct.J*
  %n = getelementptr inbounds %struct.J, %struct.J* %0, i64 0, i32 0
  store i32 %argc, i32* %n, align 8, !tbaa !15
  %first = getelementptr inbounds %struct.J, %struct.J* %0, i64 0, i32 1
  store %struct.Chunk* null, %struct.Chunk** %first, align 8, !tbaa !18
  %cmp16 = icmp sgt i32 %argc, 0
  br i1 %cmp16, label %for.body, label %for.cond.cleanup

for.cond.for.cond.cleanup_crit_edge:              ; preds = %for.body
  store %struct.Chunk* %call2, %struct.Chunk** %first, align 8, !tbaa !18
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.for.cond.cleanup_crit_edge, %entry
  %div = sdiv i32 %argc, 2
  tail call void @truncate(%struct.J* noundef nonnull %0, i32 noundef %div)
  %1 = load %struct.Chunk*, %struct.Chunk** %first, align 8, !tbaa !18
  %cmp5 = icmp ne %struct.Chunk* %1, null
  %conv = zext i1 %cmp5 to i32
  ret i32 %conv

for.body:                                         ; preds = %entry, %for.body
  %call218 = phi %struct.Chunk* [ %call2, %for.body ], [ null, %entry ]
  %i.017 = phi i32 [ %inc, %for.body ], [ 0, %entry ]
  %call2 = tail call %struct.Chunk* @newchunk(%struct.Chunk* noundef %call218)
  %inc = add nuw nsw i32 %i.017, 1
  %exitcond.not = icmp eq i32 %inc, %argc
  br i1 %exitcond.not, label %for.cond.for.cond.cleanup_crit_edge, label %for.body, !llvm.loop !19
}

attributes #0 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
