; ModuleID = 'walkfind.c'
source_filename = "walkfind.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@any = dso_local local_unnamed_addr global ptr null, align 8

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @unmap(ptr noundef readonly %s) local_unnamed_addr #0 {
entry:
  %0 = load ptr, ptr %s, align 8, !tbaa !5
  %first = getelementptr inbounds i8, ptr %0, i64 16
  br label %for.cond

for.cond:                                         ; preds = %for.cond, %entry
  %pp.0 = phi ptr [ %first, %entry ], [ %next, %for.cond ]
  %1 = load ptr, ptr %pp.0, align 8, !tbaa !11
  %cmp.not = icmp eq ptr %1, %s
  %next = getelementptr inbounds i8, ptr %1, i64 8
  br i1 %cmp.not, label %for.end, label %for.cond, !llvm.loop !12

for.end:                                          ; preds = %for.cond
  %next1 = getelementptr inbounds i8, ptr %s, i64 8
  %2 = load ptr, ptr %next1, align 8, !tbaa !14
  store ptr %2, ptr %pp.0, align 8, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local ptr @take(ptr nocapture noundef readonly %s, i64 noundef %id) local_unnamed_addr #0 {
entry:
  %0 = load ptr, ptr %s, align 8, !tbaa !5
  %first = getelementptr inbounds i8, ptr %0, i64 16
  %1 = load ptr, ptr %first, align 8, !tbaa !11
  %tobool.not13 = icmp eq ptr %1, null
  br i1 %tobool.not13, label %if.end, label %land.rhs.preheader

land.rhs.preheader:                               ; preds = %entry
  %id122 = getelementptr inbounds i8, ptr %1, i64 16
  %2 = load i64, ptr %id122, align 8, !tbaa !15
  %cmp.not23 = icmp eq i64 %2, %id
  br i1 %cmp.not23, label %if.then, label %for.inc

land.rhs:                                         ; preds = %for.inc
  %id1 = getelementptr inbounds i8, ptr %5, i64 16
  %3 = load i64, ptr %id1, align 8, !tbaa !15
  %cmp.not = icmp eq i64 %3, %id
  br i1 %cmp.not, label %if.then.loopexit, label %for.inc, !llvm.loop !16

for.inc:                                          ; preds = %land.rhs.preheader, %land.rhs
  %4 = phi ptr [ %5, %land.rhs ], [ %1, %land.rhs.preheader ]
  %next = getelementptr inbounds i8, ptr %4, i64 8
  %5 = load ptr, ptr %next, align 8, !tbaa !11
  %tobool.not = icmp eq ptr %5, null
  br i1 %tobool.not, label %if.end, label %land.rhs, !llvm.loop !16

if.then.loopexit:                                 ; preds = %land.rhs
  %next.le = getelementptr inbounds i8, ptr %4, i64 8
  br label %if.then

if.then:                                          ; preds = %if.then.loopexit, %land.rhs.preheader
  %.lcssa = phi ptr [ %1, %land.rhs.preheader ], [ %5, %if.then.loopexit ]
  %pp.014.lcssa = phi ptr [ %first, %land.rhs.preheader ], [ %next.le, %if.then.loopexit ]
  %next3 = getelementptr inbounds i8, ptr %.lcssa, i64 8
  %6 = load ptr, ptr %next3, align 8, !tbaa !14
  store ptr %6, ptr %pp.014.lcssa, align 8, !tbaa !11
  br label %if.end

if.end:                                           ; preds = %for.inc, %entry, %if.then
  %7 = phi ptr [ %.lcssa, %if.then ], [ null, %entry ], [ null, %for.inc ]
  ret ptr %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @push(ptr noundef %sn, ptr noundef %s) local_unnamed_addr #1 {
entry:
  %first = getelementptr inbounds i8, ptr %sn, i64 16
  %0 = load ptr, ptr %first, align 8, !tbaa !17
  %next = getelementptr inbounds i8, ptr %s, i64 8
  store ptr %0, ptr %next, align 8, !tbaa !14
  store ptr %s, ptr %first, align 8, !tbaa !17
  store ptr %sn, ptr %s, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @owner_m(ptr nocapture noundef readonly %s) local_unnamed_addr #2 {
entry:
  %0 = load ptr, ptr %s, align 8, !tbaa !5
  %m = getelementptr inbounds i8, ptr %0, i64 8
  %1 = load i64, ptr %m, align 8, !tbaa !19
  ret i64 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @misown(ptr nocapture noundef writeonly %s, ptr noundef %o) local_unnamed_addr #3 {
entry:
  store i64 1, ptr %o, align 8, !tbaa !20
  store ptr %o, ptr %s, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @first_id(ptr nocapture noundef readonly %sn) local_unnamed_addr #2 {
entry:
  %first = getelementptr inbounds i8, ptr %sn, i64 16
  %0 = load ptr, ptr %first, align 8, !tbaa !17
  %id = getelementptr inbounds i8, ptr %0, i64 16
  %1 = load i64, ptr %id, align 8, !tbaa !15
  ret i64 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @probe(i32 noundef %kind) local_unnamed_addr #2 {
entry:
  %0 = load ptr, ptr @any, align 8, !tbaa !11
  switch i32 %kind, label %cond.true [
    i32 2, label %if.then
    i32 0, label %cond.false
  ]

if.then:                                          ; preds = %entry
  %m = getelementptr inbounds i8, ptr %0, i64 8
  %1 = load i64, ptr %m, align 8, !tbaa !19
  br label %return

cond.true:                                        ; preds = %entry
  %id = getelementptr inbounds i8, ptr %0, i64 16
  %2 = load i64, ptr %id, align 8, !tbaa !15
  br label %return

cond.false:                                       ; preds = %entry
  %d = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load double, ptr %d, align 8, !tbaa !23
  %conv = fptosi double %3 to i64
  br label %return

return:                                           ; preds = %cond.true, %cond.false, %if.then
  %retval.0 = phi i64 [ %1, %if.then ], [ %2, %cond.true ], [ %conv, %cond.false ]
  ret i64 %retval.0
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #4 {
entry:
  %call = tail call noalias dereferenceable_or_null(24) ptr @calloc(i64 noundef 1, i64 noundef 24) #6
  %cmp = icmp eq ptr %call, null
  br i1 %cmp, label %cleanup36, label %if.end

if.end:                                           ; preds = %entry
  %call1 = tail call noalias dereferenceable_or_null(24) ptr @calloc(i64 noundef 1, i64 noundef 24) #6
  %cmp2 = icmp eq ptr %call1, null
  br i1 %cmp2, label %cleanup36, label %if.end4

if.end4:                                          ; preds = %if.end
  %call5 = tail call noalias dereferenceable_or_null(24) ptr @calloc(i64 noundef 1, i64 noundef 24) #6
  %cmp6 = icmp eq ptr %call5, null
  br i1 %cmp6, label %cleanup36, label %if.end8

if.end8:                                          ; preds = %if.end4
  %call9 = tail call noalias dereferenceable_or_null(32) ptr @calloc(i64 noundef 1, i64 noundef 32) #6
  %cmp10 = icmp eq ptr %call9, null
  br i1 %cmp10, label %cleanup36, label %if.end12

if.end12:                                         ; preds = %if.end8
  tail call void @push(ptr noundef nonnull %call, ptr noundef nonnull %call5)
  tail call void @push(ptr noundef nonnull %call, ptr noundef nonnull %call1)
  %conv = sext i32 %argc to i64
  %id = getelementptr inbounds i8, ptr %call5, i64 16
  store i64 %conv, ptr %id, align 8, !tbaa !15
  store ptr %call5, ptr @any, align 8, !tbaa !11
  %call13 = tail call i64 @probe(i32 noundef 1)
  %call14 = tail call i64 @first_id(ptr noundef nonnull %call)
  store ptr %call9, ptr @any, align 8, !tbaa !11
  %call15 = tail call i64 @probe(i32 noundef 0)
  tail call void @unmap(ptr noundef nonnull %call5)
  store ptr %call, ptr @any, align 8, !tbaa !11
  %call17 = tail call i64 @probe(i32 noundef 2)
  %call19 = tail call i64 @owner_m(ptr noundef nonnull %call1)
  %call21 = tail call noalias dereferenceable_or_null(24) ptr @calloc(i64 noundef 1, i64 noundef 24) #6
  %cmp22 = icmp eq ptr %call21, null
  br i1 %cmp22, label %cleanup36, label %if.end25

if.end25:                                         ; preds = %if.end12
  %add = add nsw i64 %call14, %call13
  %add16 = add nsw i64 %add, %call15
  %add18 = add nsw i64 %add16, %call17
  %add20 = add nsw i64 %add18, %call19
  tail call void @misown(ptr noundef nonnull %call21, ptr noundef nonnull %call9)
  %call26 = tail call ptr @take(ptr noundef nonnull %call1, i64 noundef 3)
  %cmp27 = icmp ne ptr %call26, null
  %conv29 = zext i1 %cmp27 to i64
  %add30 = add nsw i64 %add20, %conv29
  %conv31 = trunc i64 %add30 to i32
  br label %cleanup36

cleanup36:                                        ; preds = %if.end, %if.end8, %if.end12, %if.end25, %if.end4, %entry
  %retval.4 = phi i32 [ 1, %entry ], [ 2, %if.end ], [ 3, %if.end4 ], [ 4, %if.end8 ], [ %conv31, %if.end25 ], [ 5, %if.end12 ]
  ret i32 %retval.4
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

attributes #0 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"shm", !7, i64 0, !7, i64 8, !10, i64 16}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long", !8, i64 0}
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!6, !7, i64 8}
!15 = !{!6, !10, i64 16}
!16 = distinct !{!16, !13}
!17 = !{!18, !7, i64 16}
!18 = !{!"shmnode", !10, i64 0, !10, i64 8, !7, i64 16}
!19 = !{!18, !10, i64 8}
!20 = !{!21, !10, i64 0}
!21 = !{!"other", !10, i64 0, !10, i64 8, !10, i64 16, !22, i64 24}
!22 = !{!"double", !8, i64 0}
!23 = !{!21, !22, i64 24}
