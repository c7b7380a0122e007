; ModuleID = 'hN_slotstep.c'
source_filename = "hN_slotstep.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Set = type { ptr, ptr, i32 }

@freeList = internal unnamed_addr global ptr null, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #0 {
entry:
  %set = alloca %struct.Set, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %set) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %set, i8 0, i64 24, i1 false)
  %cmp.not33 = icmp sgt i32 %argc, 0
  br i1 %cmp.not33, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %mul = mul i32 %argc, 10
  %smax = tail call i32 @llvm.smax.i32(i32 %mul, i32 1)
  %wide.trip.count = zext nneg i32 %smax to i64
  br label %for.body

for.body:                                         ; preds = %for.body.preheader, %for.inc
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.inc ]
  %t.035 = phi i32 [ 0, %for.body.preheader ], [ %add, %for.inc ]
  %call = call fastcc ptr @entryAlloc(ptr noundef nonnull %set)
  %tobool.not.not = icmp eq ptr %call, null
  br i1 %tobool.not.not, label %cleanup13, label %for.inc

for.inc:                                          ; preds = %for.body
  store i64 %indvars.iv, ptr %call, align 8, !tbaa !5
  %r = getelementptr inbounds i8, ptr %call, i64 8
  store ptr null, ptr %r, align 8, !tbaa !11
  %l = getelementptr inbounds i8, ptr %call, i64 16
  store ptr %call, ptr %l, align 8, !tbaa !12
  %0 = trunc nuw nsw i64 %indvars.iv to i32
  %add = add i32 %t.035, %0
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !13

for.end:                                          ; preds = %for.inc, %entry
  %t.0.lcssa = phi i32 [ 0, %entry ], [ %add, %for.inc ]
  %call5 = tail call fastcc ptr @otherNew(i32 noundef %argc)
  %tobool6.not = icmp eq ptr %call5, null
  br i1 %tobool6.not, label %if.end10, label %if.then7

if.then7:                                         ; preds = %for.end
  %y = getelementptr inbounds i8, ptr %call5, i64 4
  %1 = load i32, ptr %y, align 4, !tbaa !15
  %add9 = add i32 %1, %t.0.lcssa
  %2 = load ptr, ptr @freeList, align 8, !tbaa !18
  store ptr %2, ptr %call5, align 8, !tbaa !19
  store ptr %call5, ptr @freeList, align 8, !tbaa !18
  br label %if.end10

if.end10:                                         ; preds = %if.then7, %for.end
  %t.3 = phi i32 [ %add9, %if.then7 ], [ %t.0.lcssa, %for.end ]
  call fastcc void @setClear(ptr noundef nonnull %set)
  br label %cleanup13

cleanup13:                                        ; preds = %for.body, %if.end10
  %retval.3 = phi i32 [ %t.3, %if.end10 ], [ 1, %for.body ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %set) #7
  ret i32 %retval.3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree noinline nounwind willreturn uwtable
define internal fastcc ptr @entryAlloc(ptr nocapture noundef %p) unnamed_addr #3 {
entry:
  %nFresh = getelementptr inbounds i8, ptr %p, i64 16
  %0 = load i32, ptr %nFresh, align 8, !tbaa !21
  %cmp = icmp eq i32 %0, 0
  br i1 %cmp, label %if.then, label %entry.if.end4_crit_edge

entry.if.end4_crit_edge:                          ; preds = %entry
  %fresh6.phi.trans.insert = getelementptr inbounds i8, ptr %p, i64 8
  %.pre = load ptr, ptr %fresh6.phi.trans.insert, align 8, !tbaa !23
  %1 = add nsw i32 %0, -1
  br label %if.end4

if.then:                                          ; preds = %entry
  %2 = load ptr, ptr @freeList, align 8, !tbaa !18
  %tobool.not.i = icmp eq ptr %2, null
  br i1 %tobool.not.i, label %poolAlloc.exit, label %cleanup

poolAlloc.exit:                                   ; preds = %if.then
  %call.i = tail call noalias dereferenceable_or_null(200) ptr @malloc(i64 noundef 200) #8
  %tobool.not = icmp eq ptr %call.i, null
  br i1 %tobool.not, label %return, label %cleanup.thread23

cleanup.thread23:                                 ; preds = %poolAlloc.exit
  %3 = load ptr, ptr %p, align 8, !tbaa !24
  store ptr %3, ptr %call.i, align 8, !tbaa !25
  store ptr %call.i, ptr %p, align 8, !tbaa !24
  %a26 = getelementptr inbounds i8, ptr %call.i, i64 8
  br label %if.end4

cleanup:                                          ; preds = %if.then
  %4 = load ptr, ptr %2, align 8, !tbaa !19
  store ptr %4, ptr @freeList, align 8, !tbaa !18
  %5 = load ptr, ptr %p, align 8, !tbaa !24
  store ptr %5, ptr %2, align 8, !tbaa !25
  store ptr %2, ptr %p, align 8, !tbaa !24
  %a = getelementptr inbounds i8, ptr %2, i64 8
  br label %if.end4

if.end4:                                          ; preds = %entry.if.end4_crit_edge, %cleanup, %cleanup.thread23
  %6 = phi ptr [ %a, %cleanup ], [ %a26, %cleanup.thread23 ], [ %.pre, %entry.if.end4_crit_edge ]
  %dec = phi i32 [ 7, %cleanup ], [ 7, %cleanup.thread23 ], [ %1, %entry.if.end4_crit_edge ]
  store i32 %dec, ptr %nFresh, align 8, !tbaa !21
  %fresh6 = getelementptr inbounds i8, ptr %p, i64 8
  %incdec.ptr = getelementptr inbounds i8, ptr %6, i64 24
  store ptr %incdec.ptr, ptr %fresh6, align 8, !tbaa !23
  br label %return

return:                                           ; preds = %poolAlloc.exit, %if.end4
  %retval.1 = phi ptr [ %6, %if.end4 ], [ null, %poolAlloc.exit ]
  ret ptr %retval.1
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline nounwind willreturn uwtable
define internal fastcc noundef ptr @otherNew(i32 noundef %x) unnamed_addr #3 {
entry:
  %0 = load ptr, ptr @freeList, align 8, !tbaa !18
  %tobool.not.i = icmp eq ptr %0, null
  br i1 %tobool.not.i, label %poolAlloc.exit, label %poolAlloc.exit.thread

poolAlloc.exit.thread:                            ; preds = %entry
  %1 = load ptr, ptr %0, align 8, !tbaa !19
  store ptr %1, ptr @freeList, align 8, !tbaa !18
  br label %if.end

poolAlloc.exit:                                   ; preds = %entry
  %call.i = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #8
  %tobool.not = icmp eq ptr %call.i, null
  br i1 %tobool.not, label %cleanup, label %if.end

if.end:                                           ; preds = %poolAlloc.exit.thread, %poolAlloc.exit
  %retval.0.i9 = phi ptr [ %0, %poolAlloc.exit.thread ], [ %call.i, %poolAlloc.exit ]
  store i32 %x, ptr %retval.0.i9, align 8, !tbaa !27
  %add = add nsw i32 %x, 1
  %y = getelementptr inbounds i8, ptr %retval.0.i9, i64 4
  store i32 %add, ptr %y, align 4, !tbaa !15
  %name = getelementptr inbounds i8, ptr %retval.0.i9, i64 8
  store ptr null, ptr %name, align 8, !tbaa !28
  br label %cleanup

cleanup:                                          ; preds = %poolAlloc.exit, %if.end
  %retval.0 = phi ptr [ %retval.0.i9, %if.end ], [ null, %poolAlloc.exit ]
  ret ptr %retval.0
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @setClear(ptr nocapture noundef %p) unnamed_addr #4 {
entry:
  %0 = load ptr, ptr %p, align 8, !tbaa !24
  %tobool.not6 = icmp eq ptr %0, null
  br i1 %tobool.not6, label %for.end, label %for.body.preheader

for.body.preheader:                               ; preds = %entry
  %.pre = load ptr, ptr @freeList, align 8, !tbaa !18
  br label %for.body

for.body:                                         ; preds = %for.body.preheader, %for.body
  %1 = phi ptr [ %c.07, %for.body ], [ %.pre, %for.body.preheader ]
  %c.07 = phi ptr [ %2, %for.body ], [ %0, %for.body.preheader ]
  %2 = load ptr, ptr %c.07, align 8, !tbaa !25
  store ptr %1, ptr %c.07, align 8, !tbaa !19
  store ptr %c.07, ptr @freeList, align 8, !tbaa !18
  %tobool.not = icmp eq ptr %2, null
  br i1 %tobool.not, label %for.end, label %for.body, !llvm.loop !29

for.end:                                          ; preds = %for.body, %entry
  store ptr null, ptr %p, align 8, !tbaa !24
  %nFresh = getelementptr inbounds i8, ptr %p, i64 16
  store i32 0, ptr %nFresh, align 8, !tbaa !21
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree noinline nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
