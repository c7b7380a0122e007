; ModuleID = 'hN_linkstore.c'
source_filename = "hN_linkstore.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Journal = type { i32, i32, %struct.Chunk*, i64 }
%struct.Chunk = type { %struct.Chunk*, [8 x i8] }

@__const.main.j = private unnamed_addr constant %struct.Journal { i32 8, i32 0, %struct.Chunk* null, i64 0 }, align 8

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 {
entry:
  %j = alloca %struct.Journal, align 8
  %0 = bitcast %struct.Journal* %j to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %0) #7
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %0, i8* noundef nonnull align 8 dereferenceable(24) bitcast (%struct.Journal* @__const.main.j to i8*), i64 24, i1 false)
  %cmp18 = icmp sgt i32 %argc, -3
  br i1 %cmp18, label %for.body.lr.ph, label %for.end

for.body.lr.ph:                                   ; preds = %entry
  %first = getelementptr inbounds %struct.Journal, %struct.Journal* %j, i64 0, i32 2
  %1 = bitcast %struct.Chunk** %first to i8**
  %size = getelementptr inbounds %struct.Journal, %struct.Journal* %j, i64 0, i32 3
  %2 = add i32 %argc, 2
  %smax = call i32 @llvm.smax.i32(i32 %2, i32 0)
  %.promoted = load i8*, i8** %1, align 8, !tbaa !5
  %call25 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #7
  %tobool.not26 = icmp eq i8* %call25, null
  br i1 %tobool.not26, label %cleanup7.loopexit, label %for.inc

for.body:                                         ; preds = %for.inc
  %inc = add nuw i32 %i.01928, 1
  %3 = bitcast i8* %call29 to %struct.Chunk*
  %call = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #7
  %tobool.not = icmp eq i8* %call, null
  br i1 %tobool.not, label %cleanup7.loopexit, label %for.inc, !llvm.loop !12

for.inc:                                          ; preds = %for.body.lr.ph, %for.body
  %call29 = phi i8* [ %call, %for.body ], [ %call25, %for.body.lr.ph ]
  %i.01928 = phi i32 [ %inc, %for.body ], [ 0, %for.body.lr.ph ]
  %add22027 = phi i64 [ %add2, %for.body ], [ 0, %for.body.lr.ph ]
  %4 = phi %struct.Chunk* [ %3, %for.body ], [ null, %for.body.lr.ph ]
  %next = bitcast i8* %call29 to %struct.Chunk**
  store %struct.Chunk* %4, %struct.Chunk** %next, align 8, !tbaa !14
  %add2 = add nuw nsw i64 %add22027, 8
  %exitcond.not = icmp eq i32 %i.01928, %smax
  br i1 %exitcond.not, label %for.cond.for.end_crit_edge, label %for.body, !llvm.loop !12

for.cond.for.end_crit_edge:                       ; preds = %for.inc
  store i8* %call29, i8** %1, align 8, !tbaa !5
  store i64 %add2, i64* %size, align 8, !tbaa !16
  br label %for.end

for.end:                                          ; preds = %for.cond.for.end_crit_edge, %entry
  %mul = shl nsw i32 %argc, 3
  %conv = sext i32 %mul to i64
  call fastcc void @truncateTo(%struct.Journal* noundef nonnull %j, i64 noundef %conv)
  call fastcc void @truncateTo(%struct.Journal* noundef nonnull %j, i64 noundef 0)
  %size5 = getelementptr inbounds %struct.Journal, %struct.Journal* %j, i64 0, i32 3
  %5 = load i64, i64* %size5, align 8, !tbaa !16
  %conv6 = trunc i64 %5 to i32
  br label %cleanup7

cleanup7.loopexit:                                ; preds = %for.body, %for.body.lr.ph
  %call22.lcssa = phi i8* [ %.promoted, %for.body.lr.ph ], [ %call29, %for.body ]
  store i8* %call22.lcssa, i8** %1, align 8, !tbaa !5
  br label %cleanup7

cleanup7:                                         ; preds = %cleanup7.loopexit, %for.end
  %retval.3 = phi i32 [ %conv6, %for.end ], [ 1, %cleanup7.loopexit ]
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %0) #7
  ret i32 %retval.3
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @truncateTo(%struct.Journal* nocapture noundef %p, i64 noundef %n) unnamed_addr #4 {
entry:
  %size = getelementptr inbounds %struct.Journal, %struct.Journal* %p, i64 0, i32 3
  %0 = load i64, i64* %size, align 8, !tbaa !16
  %cmp = icmp sgt i64 %0, %n
  br i1 %cmp, label %if.then, label %if.end15

if.then:                                          ; preds = %entry
  %cmp1 = icmp eq i64 %n, 0
  br i1 %cmp1, label %if.then2, label %if.else

if.then2:                                         ; preds = %if.then
  %first = getelementptr inbounds %struct.Journal, %struct.Journal* %p, i64 0, i32 2
  br label %if.end13.sink.split

if.else:                                          ; preds = %if.then
  %nChunk = getelementptr inbounds %struct.Journal, %struct.Journal* %p, i64 0, i32 0
  %1 = load i32, i32* %nChunk, align 8, !tbaa !17
  %conv = sext i32 %1 to i64
  %first4 = getelementptr inbounds %struct.Journal, %struct.Journal* %p, i64 0, i32 2
  %it.032 = load %struct.Chunk*, %struct.Chunk** %first4, align 8, !tbaa !18
  %tobool33 = icmp ne %struct.Chunk* %it.032, null
  %cmp534 = icmp slt i64 %conv, %n
  %2 = select i1 %tobool33, i1 %cmp534, i1 false
  br i1 %2, label %for.body, label %for.end

for.body:                                         ; preds = %if.else, %for.body
  %it.036 = phi %struct.Chunk* [ %it.0, %for.body ], [ %it.032, %if.else ]
  %k.035 = phi i64 [ %add, %for.body ], [ %conv, %if.else ]
  %add = add nsw i64 %k.035, %conv
  %next = getelementptr inbounds %struct.Chunk, %struct.Chunk* %it.036, i64 0, i32 0
  %it.0 = load %struct.Chunk*, %struct.Chunk** %next, align 8, !tbaa !18
  %tobool = icmp ne %struct.Chunk* %it.0, null
  %cmp5 = icmp slt i64 %add, %n
  %3 = select i1 %tobool, i1 %cmp5, i1 false
  br i1 %3, label %for.body, label %for.end, !llvm.loop !19

for.end:                                          ; preds = %for.body, %if.else
  %it.0.lcssa = phi %struct.Chunk* [ %it.032, %if.else ], [ %it.0, %for.body ]
  %tobool.lcssa = phi i1 [ %tobool33, %if.else ], [ %tobool, %for.body ]
  br i1 %tobool.lcssa, label %if.then10, label %if.end13

if.then10:                                        ; preds = %for.end
  %next11 = getelementptr inbounds %struct.Chunk, %struct.Chunk* %it.0.lcssa, i64 0, i32 0
  br label %if.end13.sink.split

if.end13.sink.split:                              ; preds = %if.then2, %if.then10
  %next11.sink42 = phi %struct.Chunk** [ %next11, %if.then10 ], [ %first, %if.then2 ]
  %4 = load %struct.Chunk*, %struct.Chunk** %next11.sink42, align 8, !tbaa !18
  tail call fastcc void @freeChunks(%struct.Chunk* noundef %4)
  store %struct.Chunk* null, %struct.Chunk** %next11.sink42, align 8, !tbaa !18
  br label %if.end13

if.end13:                                         ; preds = %if.end13.sink.split, %for.end
  store i64 %n, i64* %size, align 8, !tbaa !16
  br label %if.end15

if.end15:                                         ; preds = %if.end13, %entry
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @freeChunks(%struct.Chunk* noundef %c) unnamed_addr #4 {
entry:
  %tobool.not4 = icmp eq %struct.Chunk* %c, null
  br i1 %tobool.not4, label %while.end, label %while.body

while.body:                                       ; preds = %entry, %while.body
  %c.addr.05 = phi %struct.Chunk* [ %0, %while.body ], [ %c, %entry ]
  %next = getelementptr inbounds %struct.Chunk, %struct.Chunk* %c.addr.05, i64 0, i32 0
  %0 = load %struct.Chunk*, %struct.Chunk** %next, align 8, !tbaa !14
  %1 = bitcast %struct.Chunk* %c.addr.05 to i8*
  tail call void @free(i8* noundef %1) #7
  %tobool.not = icmp eq %struct.Chunk* %0, null
  br i1 %tobool.not, label %while.end, label %while.body, !llvm.loop !20

while.end:                                        ; preds = %while.body, %entry
  ret void
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !10, i64 8}
!6 = !{!"Journal", !7, i64 0, !7, i64 4, !10, i64 8, !11, i64 16}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!"long", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !10, i64 0}
!15 = !{!"Chunk", !10, i64 0, !8, i64 8}
!16 = !{!6, !11, i64 16}
!17 = !{!6, !7, i64 0}
!18 = !{!10, !10, i64 0}
!19 = distinct !{!19, !13}
!20 = distinct !{!20, !13}
