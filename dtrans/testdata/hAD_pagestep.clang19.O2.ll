; ModuleID = 'hAD_pagestep.c'
source_filename = "hAD_pagestep.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@lru = dso_local local_unnamed_addr global ptr null, align 8

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local ptr @fetch(ptr nocapture noundef readonly %c, i32 noundef %key) local_unnamed_addr #0 {
entry:
  %0 = load ptr, ptr %c, align 8, !tbaa !5
  %nHash = getelementptr inbounds i8, ptr %c, i64 8
  %1 = load i32, ptr %nHash, align 8, !tbaa !11
  %rem = urem i32 %key, %1
  %idxprom = zext i32 %rem to i64
  %arrayidx = getelementptr inbounds ptr, ptr %0, i64 %idxprom
  %p.09 = load ptr, ptr %arrayidx, align 8, !tbaa !12
  %tobool.not10 = icmp eq ptr %p.09, null
  br i1 %tobool.not10, label %while.end, label %land.rhs

land.rhs:                                         ; preds = %entry, %while.body
  %p.011 = phi ptr [ %p.0, %while.body ], [ %p.09, %entry ]
  %key1 = getelementptr inbounds i8, ptr %p.011, i64 16
  %2 = load i32, ptr %key1, align 8, !tbaa !13
  %cmp.not = icmp eq i32 %2, %key
  br i1 %cmp.not, label %while.end, label %while.body

while.body:                                       ; preds = %land.rhs
  %pNext = getelementptr inbounds i8, ptr %p.011, i64 24
  %p.0 = load ptr, ptr %pNext, align 8, !tbaa !12
  %tobool.not = icmp eq ptr %p.0, null
  br i1 %tobool.not, label %while.end, label %land.rhs, !llvm.loop !17

while.end:                                        ; preds = %land.rhs, %while.body, %entry
  %p.0.lcssa = phi ptr [ null, %entry ], [ null, %while.body ], [ %p.011, %land.rhs ]
  ret ptr %p.0.lcssa
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @unpin(ptr nocapture noundef readonly %c, ptr noundef %pg, i32 noundef %reuse) local_unnamed_addr #1 {
entry:
  %0 = load ptr, ptr %c, align 8, !tbaa !5
  %key = getelementptr inbounds i8, ptr %pg, i64 16
  %1 = load i32, ptr %key, align 8, !tbaa !13
  %nHash = getelementptr inbounds i8, ptr %c, i64 8
  %2 = load i32, ptr %nHash, align 8, !tbaa !11
  %rem = urem i32 %1, %2
  %idxprom = zext i32 %rem to i64
  %arrayidx = getelementptr inbounds ptr, ptr %0, i64 %idxprom
  br label %while.cond

while.cond:                                       ; preds = %while.cond, %entry
  %pp.0 = phi ptr [ %arrayidx, %entry ], [ %pNext, %while.cond ]
  %3 = load ptr, ptr %pp.0, align 8, !tbaa !12
  %cmp.not = icmp eq ptr %3, %pg
  %pNext = getelementptr inbounds i8, ptr %3, i64 24
  br i1 %cmp.not, label %while.end, label %while.cond, !llvm.loop !19

while.end:                                        ; preds = %while.cond
  %pNext1 = getelementptr inbounds i8, ptr %pg, i64 24
  %4 = load ptr, ptr %pNext1, align 8, !tbaa !20
  store ptr %4, ptr %pp.0, align 8, !tbaa !12
  %pCache = getelementptr inbounds i8, ptr %pg, i64 32
  %5 = load ptr, ptr %pCache, align 8, !tbaa !21
  %nPage = getelementptr inbounds i8, ptr %5, i64 12
  %6 = load i32, ptr %nPage, align 4, !tbaa !22
  %dec = add nsw i32 %6, -1
  store i32 %dec, ptr %nPage, align 4, !tbaa !22
  %tobool.not = icmp eq i32 %reuse, 0
  br i1 %tobool.not, label %if.else, label %if.then

if.then:                                          ; preds = %while.end
  %7 = load ptr, ptr %pg, align 8, !tbaa !12
  tail call void @free(ptr noundef %7) #6
  tail call void @free(ptr noundef nonnull %pg) #6
  br label %if.end

if.else:                                          ; preds = %while.end
  %8 = load ptr, ptr @lru, align 8, !tbaa !12
  %pLruNext = getelementptr inbounds i8, ptr %pg, i64 40
  store ptr %8, ptr %pLruNext, align 8, !tbaa !23
  store ptr %pg, ptr @lru, align 8, !tbaa !12
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) ptr @calloc(i64 noundef 1, i64 noundef 16) #7
  %call1 = tail call noalias dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #7
  %tobool = icmp ne ptr %call, null
  %tobool2 = icmp ne ptr %call1, null
  %or.cond = and i1 %tobool, %tobool2
  br i1 %or.cond, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %call3 = tail call noalias dereferenceable_or_null(8) ptr @calloc(i64 noundef 1, i64 noundef 8) #7
  store ptr %call3, ptr %call, align 8, !tbaa !5
  %tobool5.not = icmp eq ptr %call3, null
  br i1 %tobool5.not, label %cleanup, label %if.end7

if.end7:                                          ; preds = %if.end
  %nHash = getelementptr inbounds i8, ptr %call, i64 8
  store i32 1, ptr %nHash, align 8, !tbaa !11
  store ptr %call1, ptr %call3, align 8, !tbaa !12
  %key = getelementptr inbounds i8, ptr %call1, i64 16
  store i32 7, ptr %key, align 8, !tbaa !13
  %pCache = getelementptr inbounds i8, ptr %call1, i64 32
  store ptr %call, ptr %pCache, align 8, !tbaa !21
  %call9 = tail call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #8
  store ptr %call9, ptr %call1, align 8, !tbaa !24
  %nPage = getelementptr inbounds i8, ptr %call, i64 12
  store i32 1, ptr %nPage, align 4, !tbaa !22
  %call10 = tail call ptr @fetch(ptr noundef nonnull %call, i32 noundef 7)
  %tobool11.not = icmp eq ptr %call10, null
  br i1 %tobool11.not, label %if.end13, label %if.then12

if.then12:                                        ; preds = %if.end7
  %cmp = icmp sgt i32 %argc, 1
  %conv = zext i1 %cmp to i32
  tail call void @unpin(ptr noundef nonnull %call, ptr noundef nonnull %call10, i32 noundef %conv)
  br label %if.end13

if.end13:                                         ; preds = %if.then12, %if.end7
  %0 = load ptr, ptr @lru, align 8, !tbaa !12
  %cmp14 = icmp ne ptr %0, null
  %conv15 = zext i1 %cmp14 to i32
  br label %cleanup

cleanup:                                          ; preds = %if.end, %entry, %if.end13
  %retval.0 = phi i32 [ %conv15, %if.end13 ], [ 1, %entry ], [ 1, %if.end ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #5

attributes #0 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0,1) }
attributes #8 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Cache", !7, i64 0, !10, i64 8, !10, i64 12}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!6, !10, i64 8}
!12 = !{!7, !7, i64 0}
!13 = !{!14, !10, i64 16}
!14 = !{!"Hdr", !15, i64 0, !10, i64 16, !16, i64 20, !16, i64 22, !7, i64 24, !7, i64 32, !7, i64 40}
!15 = !{!"Page", !7, i64 0, !7, i64 8}
!16 = !{!"short", !8, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = distinct !{!19, !18}
!20 = !{!14, !7, i64 24}
!21 = !{!14, !7, i64 32}
!22 = !{!6, !10, i64 12}
!23 = !{!14, !7, i64 40}
!24 = !{!14, !7, i64 0}
