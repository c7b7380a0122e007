; ModuleID = 'hN_slotstep.c'
source_filename = "hN_slotstep.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Slot = type { %struct.Slot* }
%struct.Set = type { %struct.Chunk*, %struct.Entry*, i32 }
%struct.Chunk = type { %struct.Chunk*, [8 x %struct.Entry] }
%struct.Entry = type { i64, %struct.Entry*, %struct.Entry* }
%struct.Other = type { i32, i32, i8* }

@freeList = internal unnamed_addr global %struct.Slot* null, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 {
entry:
  %set = alloca %struct.Set, align 8
  %0 = bitcast %struct.Set* %set to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %0) #7
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %cmp38 = icmp sgt i32 %argc, 0
  br i1 %cmp38, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %mul = mul i32 %argc, 10
  %smax = call i32 @llvm.smax.i32(i32 %mul, i32 1)
  %wide.trip.count = zext i32 %smax to i64
  br label %for.body

for.body:                                         ; preds = %for.body.preheader, %for.inc
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.inc ]
  %t.040 = phi i64 [ 0, %for.body.preheader ], [ %add, %for.inc ]
  %call = call fastcc %struct.Entry* @entryAlloc(%struct.Set* noundef nonnull %set)
  %tobool.not = icmp eq %struct.Entry* %call, null
  br i1 %tobool.not, label %cleanup13, label %for.inc

for.inc:                                          ; preds = %for.body
  %v = getelementptr inbounds %struct.Entry, %struct.Entry* %call, i64 0, i32 0
  store i64 %indvars.iv, i64* %v, align 8, !tbaa !5
  %r = getelementptr inbounds %struct.Entry, %struct.Entry* %call, i64 0, i32 1
  store %struct.Entry* null, %struct.Entry** %r, align 8, !tbaa !11
  %l = getelementptr inbounds %struct.Entry, %struct.Entry* %call, i64 0, i32 2
  store %struct.Entry* %call, %struct.Entry** %l, align 8, !tbaa !12
  %add = add nuw nsw i64 %t.040, %indvars.iv
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !13

for.end:                                          ; preds = %for.inc, %entry
  %t.0.lcssa = phi i64 [ 0, %entry ], [ %add, %for.inc ]
  %call5 = tail call fastcc %struct.Other* @otherNew(i32 noundef %argc)
  %tobool6.not = icmp eq %struct.Other* %call5, null
  br i1 %tobool6.not, label %if.end10, label %if.then7

if.then7:                                         ; preds = %for.end
  %y = getelementptr inbounds %struct.Other, %struct.Other* %call5, i64 0, i32 1
  %1 = load i32, i32* %y, align 4, !tbaa !15
  %conv842 = zext i32 %1 to i64
  %add9 = add i64 %t.0.lcssa, %conv842
  %2 = load %struct.Slot*, %struct.Slot** @freeList, align 8, !tbaa !18
  %next.i = bitcast %struct.Other* %call5 to %struct.Slot**
  store %struct.Slot* %2, %struct.Slot** %next.i, align 8, !tbaa !19
  store %struct.Other* %call5, %struct.Other** bitcast (%struct.Slot** @freeList to %struct.Other**), align 8, !tbaa !18
  br label %if.end10

if.end10:                                         ; preds = %if.then7, %for.end
  %t.3 = phi i64 [ %add9, %if.then7 ], [ %t.0.lcssa, %for.end ]
  call fastcc void @setClear(%struct.Set* noundef nonnull %set)
  %conv11 = trunc i64 %t.3 to i32
  br label %cleanup13

cleanup13:                                        ; preds = %for.body, %if.end10
  %retval.3 = phi i32 [ %conv11, %if.end10 ], [ 1, %for.body ]
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %0) #7
  ret i32 %retval.3
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define internal fastcc %struct.Entry* @entryAlloc(%struct.Set* nocapture noundef %p) unnamed_addr #3 {
entry:
  %nFresh = getelementptr inbounds %struct.Set, %struct.Set* %p, i64 0, i32 2
  %0 = load i32, i32* %nFresh, align 8, !tbaa !21
  %cmp = icmp eq i32 %0, 0
  br i1 %cmp, label %if.then, label %entry.if.end4_crit_edge

entry.if.end4_crit_edge:                          ; preds = %entry
  %fresh6.phi.trans.insert = getelementptr inbounds %struct.Set, %struct.Set* %p, i64 0, i32 1
  %.pre = load %struct.Entry*, %struct.Entry** %fresh6.phi.trans.insert, align 8, !tbaa !23
  %phi.bo = add i32 %0, -1
  br label %if.end4

if.then:                                          ; preds = %entry
  %1 = load %struct.Slot*, %struct.Slot** @freeList, align 8, !tbaa !18
  %tobool.not.i = icmp eq %struct.Slot* %1, null
  br i1 %tobool.not.i, label %poolAlloc.exit, label %cleanup

poolAlloc.exit:                                   ; preds = %if.then
  %call.i = tail call noalias dereferenceable_or_null(200) i8* @malloc(i64 noundef 200) #7
  %tobool.not = icmp eq i8* %call.i, null
  br i1 %tobool.not, label %return, label %cleanup.thread24

cleanup.thread24:                                 ; preds = %poolAlloc.exit
  %chunk27 = getelementptr inbounds %struct.Set, %struct.Set* %p, i64 0, i32 0
  %2 = load %struct.Chunk*, %struct.Chunk** %chunk27, align 8, !tbaa !24
  %next28 = bitcast i8* %call.i to %struct.Chunk**
  store %struct.Chunk* %2, %struct.Chunk** %next28, align 8, !tbaa !25
  %3 = bitcast %struct.Set* %p to i8**
  store i8* %call.i, i8** %3, align 8, !tbaa !24
  %a29 = getelementptr inbounds i8, i8* %call.i, i64 8
  %4 = bitcast i8* %a29 to %struct.Entry*
  br label %if.end4

cleanup:                                          ; preds = %if.then
  %next.i = getelementptr inbounds %struct.Slot, %struct.Slot* %1, i64 0, i32 0
  %5 = load %struct.Slot*, %struct.Slot** %next.i, align 8, !tbaa !19
  store %struct.Slot* %5, %struct.Slot** @freeList, align 8, !tbaa !18
  %chunk = getelementptr inbounds %struct.Set, %struct.Set* %p, i64 0, i32 0
  %6 = load %struct.Chunk*, %struct.Chunk** %chunk, align 8, !tbaa !24
  %next = bitcast %struct.Slot* %1 to %struct.Chunk**
  store %struct.Chunk* %6, %struct.Chunk** %next, align 8, !tbaa !25
  %7 = bitcast %struct.Set* %p to %struct.Slot**
  store %struct.Slot* %1, %struct.Slot** %7, align 8, !tbaa !24
  %a32 = getelementptr inbounds %struct.Slot, %struct.Slot* %1, i64 1
  %8 = bitcast %struct.Slot* %a32 to %struct.Entry*
  br label %if.end4

if.end4:                                          ; preds = %entry.if.end4_crit_edge, %cleanup, %cleanup.thread24
  %9 = phi %struct.Entry* [ %8, %cleanup ], [ %4, %cleanup.thread24 ], [ %.pre, %entry.if.end4_crit_edge ]
  %10 = phi i32 [ 7, %cleanup ], [ 7, %cleanup.thread24 ], [ %phi.bo, %entry.if.end4_crit_edge ]
  store i32 %10, i32* %nFresh, align 8, !tbaa !21
  %fresh6 = getelementptr inbounds %struct.Set, %struct.Set* %p, i64 0, i32 1
  %incdec.ptr = getelementptr inbounds %struct.Entry, %struct.Entry* %9, i64 1
  store %struct.Entry* %incdec.ptr, %struct.Entry** %fresh6, align 8, !tbaa !23
  br label %return

return:                                           ; preds = %poolAlloc.exit, %if.end4
  %retval.1 = phi %struct.Entry* [ %9, %if.end4 ], [ null, %poolAlloc.exit ]
  ret %struct.Entry* %retval.1
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define internal fastcc %struct.Other* @otherNew(i32 noundef %x) unnamed_addr #3 {
entry:
  %0 = load %struct.Slot*, %struct.Slot** @freeList, align 8, !tbaa !18
  %tobool.not.i = icmp eq %struct.Slot* %0, null
  br i1 %tobool.not.i, label %poolAlloc.exit, label %poolAlloc.exit.thread

poolAlloc.exit.thread:                            ; preds = %entry
  %next.i = getelementptr inbounds %struct.Slot, %struct.Slot* %0, i64 0, i32 0
  %1 = load %struct.Slot*, %struct.Slot** %next.i, align 8, !tbaa !19
  store %struct.Slot* %1, %struct.Slot** @freeList, align 8, !tbaa !18
  %2 = bitcast %struct.Slot* %0 to i8*
  br label %if.end

poolAlloc.exit:                                   ; preds = %entry
  %call.i = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #7
  %tobool.not = icmp eq i8* %call.i, null
  br i1 %tobool.not, label %cleanup, label %if.end

if.end:                                           ; preds = %poolAlloc.exit.thread, %poolAlloc.exit
  %retval.0.i10 = phi i8* [ %2, %poolAlloc.exit.thread ], [ %call.i, %poolAlloc.exit ]
  %3 = bitcast i8* %retval.0.i10 to %struct.Other*
  %x1 = bitcast i8* %retval.0.i10 to i32*
  store i32 %x, i32* %x1, align 8, !tbaa !27
  %add = add nsw i32 %x, 1
  %y = getelementptr inbounds i8, i8* %retval.0.i10, i64 4
  %4 = bitcast i8* %y to i32*
  store i32 %add, i32* %4, align 4, !tbaa !15
  %name = getelementptr inbounds i8, i8* %retval.0.i10, i64 8
  %5 = bitcast i8* %name to i8**
  store i8* null, i8** %5, align 8, !tbaa !28
  br label %cleanup

cleanup:                                          ; preds = %poolAlloc.exit, %if.end
  %retval.0 = phi %struct.Other* [ %3, %if.end ], [ null, %poolAlloc.exit ]
  ret %struct.Other* %retval.0
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @setClear(%struct.Set* nocapture noundef %p) unnamed_addr #4 {
entry:
  %chunk = getelementptr inbounds %struct.Set, %struct.Set* %p, i64 0, i32 0
  %0 = load %struct.Chunk*, %struct.Chunk** %chunk, align 8, !tbaa !24
  %tobool.not8 = icmp eq %struct.Chunk* %0, null
  br i1 %tobool.not8, label %for.end, label %for.body.preheader

for.body.preheader:                               ; preds = %entry
  %.pre = load %struct.Slot*, %struct.Slot** @freeList, align 8, !tbaa !18
  br label %for.body

for.body:                                         ; preds = %for.body.preheader, %for.body
  %1 = phi %struct.Slot* [ %3, %for.body ], [ %.pre, %for.body.preheader ]
  %c.09 = phi %struct.Chunk* [ %2, %for.body ], [ %0, %for.body.preheader ]
  %next = getelementptr inbounds %struct.Chunk, %struct.Chunk* %c.09, i64 0, i32 0
  %2 = load %struct.Chunk*, %struct.Chunk** %next, align 8, !tbaa !25
  %next.i = bitcast %struct.Chunk* %c.09 to %struct.Slot**
  store %struct.Slot* %1, %struct.Slot** %next.i, align 8, !tbaa !19
  store %struct.Chunk* %c.09, %struct.Chunk** bitcast (%struct.Slot** @freeList to %struct.Chunk**), align 8, !tbaa !18
  %tobool.not = icmp eq %struct.Chunk* %2, null
  %3 = bitcast %struct.Chunk* %c.09 to %struct.Slot*
  br i1 %tobool.not, label %for.end, label %for.body, !llvm.loop !29

for.end:                                          ; preds = %for.body, %entry
  store %struct.Chunk* null, %struct.Chunk** %chunk, align 8, !tbaa !24
  %nFresh = getelementptr inbounds %struct.Set, %struct.Set* %p, i64 0, i32 2
  store i32 0, i32* %nFresh, align 8, !tbaa !21
  ret void
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Entry", !7, i64 0, !10, i64 8, !10, i64 16}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!6, !10, i64 8}
!12 = !{!6, !10, i64 16}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!16, !17, i64 4}
!16 = !{!"Other", !17, i64 0, !17, i64 4, !10, i64 8}
!17 = !{!"int", !8, i64 0}
!18 = !{!10, !10, i64 0}
!19 = !{!20, !10, i64 0}
!20 = !{!"Slot", !10, i64 0}
!21 = !{!22, !17, i64 16}
!22 = !{!"Set", !10, i64 0, !10, i64 8, !17, i64 16}
!23 = !{!22, !10, i64 8}
!24 = !{!22, !10, i64 0}
!25 = !{!26, !10, i64 0}
!26 = !{!"Chunk", !10, i64 0, !8, i64 8}
!27 = !{!16, !17, i64 0}
!28 = !{!16, !10, i64 8}
!29 = distinct !{!29, !14}
