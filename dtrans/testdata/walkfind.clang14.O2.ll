; ModuleID = 'walkfind.c'
source_filename = "walkfind.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.shm = type { %struct.shmnode*, %struct.shm*, i64 }
%struct.shmnode = type { i64, i64, %struct.shm* }
%struct.other = type { i64, i64, i64, double }

@any = dso_local local_unnamed_addr global i8* null, align 8

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @unmap(%struct.shm* noundef readonly %s) local_unnamed_addr #0 {
entry:
  %owner = getelementptr inbounds %struct.shm, %struct.shm* %s, i64 0, i32 0
  %0 = load %struct.shmnode*, %struct.shmnode** %owner, align 8, !tbaa !5
  %first = getelementptr inbounds %struct.shmnode, %struct.shmnode* %0, i64 0, i32 2
  br label %for.cond

for.cond:                                         ; preds = %for.cond, %entry
  %pp.0 = phi %struct.shm** [ %first, %entry ], [ %next, %for.cond ]
  %1 = load %struct.shm*, %struct.shm** %pp.0, align 8, !tbaa !11
  %cmp.not = icmp eq %struct.shm* %1, %s
  %next = getelementptr inbounds %struct.shm, %struct.shm* %1, i64 0, i32 1
  br i1 %cmp.not, label %for.end, label %for.cond, !llvm.loop !12

for.end:                                          ; preds = %for.cond
  %next1 = getelementptr inbounds %struct.shm, %struct.shm* %s, i64 0, i32 1
  %2 = load %struct.shm*, %struct.shm** %next1, align 8, !tbaa !14
  store %struct.shm* %2, %struct.shm** %pp.0, align 8, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local %struct.shm* @take(%struct.shm* nocapture noundef readonly %s, i64 noundef %id) local_unnamed_addr #0 {
entry:
  %owner = getelementptr inbounds %struct.shm, %struct.shm* %s, i64 0, i32 0
  %0 = load %struct.shmnode*, %struct.shmnode** %owner, align 8, !tbaa !5
  %first = getelementptr inbounds %struct.shmnode, %struct.shmnode* %0, i64 0, i32 2
  %1 = load %struct.shm*, %struct.shm** %first, align 8, !tbaa !11
  %tobool.not16 = icmp eq %struct.shm* %1, null
  br i1 %tobool.not16, label %if.end, label %land.rhs.preheader

land.rhs.preheader:                               ; preds = %entry
  %id125 = getelementptr inbounds %struct.shm, %struct.shm* %1, i64 0, i32 2
  %2 = load i64, i64* %id125, align 8, !tbaa !15
  %cmp.not26 = icmp eq i64 %2, %id
  br i1 %cmp.not26, label %if.then, label %for.inc

land.rhs:                                         ; preds = %for.inc
  %id1 = getelementptr inbounds %struct.shm, %struct.shm* %5, i64 0, i32 2
  %3 = load i64, i64* %id1, align 8, !tbaa !15
  %cmp.not = icmp eq i64 %3, %id
  br i1 %cmp.not, label %if.then.loopexit, label %for.inc, !llvm.loop !16

for.inc:                                          ; preds = %land.rhs.preheader, %land.rhs
  %4 = phi %struct.shm* [ %5, %land.rhs ], [ %1, %land.rhs.preheader ]
  %next = getelementptr inbounds %struct.shm, %struct.shm* %4, i64 0, i32 1
  %5 = load %struct.shm*, %struct.shm** %next, align 8, !tbaa !11
  %tobool.not = icmp eq %struct.shm* %5, null
  br i1 %tobool.not, label %if.end, label %land.rhs, !llvm.loop !16

if.then.loopexit:                                 ; preds = %land.rhs
  %next.le = getelementptr inbounds %struct.shm, %struct.shm* %4, i64 0, i32 1
  br label %if.then

if.then:                                          ; preds = %if.then.loopexit, %land.rhs.preheader
  %.lcssa = phi %struct.shm* [ %1, %land.rhs.preheader ], [ %5, %if.then.loopexit ]
  %pp.017.lcssa = phi %struct.shm** [ %first, %land.rhs.preheader ], [ %next.le, %if.then.loopexit ]
  %next3 = getelementptr inbounds %struct.shm, %struct.shm* %.lcssa, i64 0, i32 1
  %6 = load %struct.shm*, %struct.shm** %next3, align 8, !tbaa !14
  store %struct.shm* %6, %struct.shm** %pp.017.lcssa, align 8, !tbaa !11
  br label %if.end

if.end:                                           ; preds = %for.inc, %entry, %if.then
  %7 = phi %struct.shm* [ %.lcssa, %if.then ], [ null, %entry ], [ null, %for.inc ]
  ret %struct.shm* %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local void @push(%struct.shmnode* noundef %sn, %struct.shm* noundef %s) local_unnamed_addr #1 {
entry:
  %first = getelementptr inbounds %struct.shmnode, %struct.shmnode* %sn, i64 0, i32 2
  %0 = load %struct.shm*, %struct.shm** %first, align 8, !tbaa !17
  %next = getelementptr inbounds %struct.shm, %struct.shm* %s, i64 0, i32 1
  store %struct.shm* %0, %struct.shm** %next, align 8, !tbaa !14
  store %struct.shm* %s, %struct.shm** %first, align 8, !tbaa !17
  %owner = getelementptr inbounds %struct.shm, %struct.shm* %s, i64 0, i32 0
  store %struct.shmnode* %sn, %struct.shmnode** %owner, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @owner_m(%struct.shm* nocapture noundef readonly %s) local_unnamed_addr #2 {
entry:
  %owner = getelementptr inbounds %struct.shm, %struct.shm* %s, i64 0, i32 0
  %0 = load %struct.shmnode*, %struct.shmnode** %owner, align 8, !tbaa !5
  %m = getelementptr inbounds %struct.shmnode, %struct.shmnode* %0, i64 0, i32 1
  %1 = load i64, i64* %m, align 8, !tbaa !19
  ret i64 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @misown(%struct.shm* nocapture noundef writeonly %s, %struct.other* noundef %o) local_unnamed_addr #3 {
entry:
  %a = getelementptr inbounds %struct.other, %struct.other* %o, i64 0, i32 0
  store i64 1, i64* %a, align 8, !tbaa !20
  %0 = bitcast %struct.shm* %s to %struct.other**
  store %struct.other* %o, %struct.other** %0, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @first_id(%struct.shmnode* nocapture noundef readonly %sn) local_unnamed_addr #2 {
entry:
  %first = getelementptr inbounds %struct.shmnode, %struct.shmnode* %sn, i64 0, i32 2
  %0 = load %struct.shm*, %struct.shm** %first, align 8, !tbaa !17
  %id = getelementptr inbounds %struct.shm, %struct.shm* %0, i64 0, i32 2
  %1 = load i64, i64* %id, align 8, !tbaa !15
  ret i64 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @probe(i32 noundef %kind) local_unnamed_addr #2 {
entry:
  switch i32 %kind, label %cond.true [
    i32 2, label %if.then
    i32 0, label %cond.false
  ]

if.then:                                          ; preds = %entry
  %0 = load %struct.shmnode*, %struct.shmnode** bitcast (i8** @any to %struct.shmnode**), align 8, !tbaa !11
  %m = getelementptr inbounds %struct.shmnode, %struct.shmnode* %0, i64 0, i32 1
  %1 = load i64, i64* %m, align 8, !tbaa !19
  br label %return

cond.true:                                        ; preds = %entry
  %2 = load %struct.shm*, %struct.shm** bitcast (i8** @any to %struct.shm**), align 8, !tbaa !11
  %id = getelementptr inbounds %struct.shm, %struct.shm* %2, i64 0, i32 2
  %3 = load i64, i64* %id, align 8, !tbaa !15
  br label %return

cond.false:                                       ; preds = %entry
  %4 = load %struct.other*, %struct.other** bitcast (i8** @any to %struct.other**), align 8, !tbaa !11
  %d = getelementptr inbounds %struct.other, %struct.other* %4, i64 0, i32 3
  %5 = load double, double* %d, align 8, !tbaa !23
  %conv = fptosi double %5 to i64
  br label %return

return:                                           ; preds = %cond.true, %cond.false, %if.then
  %retval.0 = phi i64 [ %1, %if.then ], [ %3, %cond.true ], [ %conv, %cond.false ]
  ret i64 %retval.0
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #4 {
entry:
  %call = tail call noalias dereferenceable_or_null(24) i8* @calloc(i64 noundef 1, i64 noundef 24) #6
  %0 = bitcast i8* %call to %struct.shmnode*
  %cmp = icmp eq i8* %call, null
  br i1 %cmp, label %cleanup36, label %if.end

if.end:                                           ; preds = %entry
  %call1 = tail call noalias dereferenceable_or_null(24) i8* @calloc(i64 noundef 1, i64 noundef 24) #6
  %1 = bitcast i8* %call1 to %struct.shm*
  %cmp2 = icmp eq i8* %call1, null
  br i1 %cmp2, label %cleanup36, label %if.end4

if.end4:                                          ; preds = %if.end
  %call5 = tail call noalias dereferenceable_or_null(24) i8* @calloc(i64 noundef 1, i64 noundef 24) #6
  %2 = bitcast i8* %call5 to %struct.shm*
  %cmp6 = icmp eq i8* %call5, null
  br i1 %cmp6, label %cleanup36, label %if.end8

if.end8:                                          ; preds = %if.end4
  %call9 = tail call noalias dereferenceable_or_null(32) i8* @calloc(i64 noundef 1, i64 noundef 32) #6
  %3 = bitcast i8* %call9 to %struct.other*
  %cmp10 = icmp eq i8* %call9, null
  br i1 %cmp10, label %cleanup36, label %if.end12

if.end12:                                         ; preds = %if.end8
  tail call void @push(%struct.shmnode* noundef nonnull %0, %struct.shm* noundef nonnull %2)
  tail call void @push(%struct.shmnode* noundef nonnull %0, %struct.shm* noundef nonnull %1)
  %conv = sext i32 %argc to i64
  %id = getelementptr inbounds %struct.shm, %struct.shm* %2, i64 0, i32 2
  store i64 %conv, i64* %id, align 8, !tbaa !15
  store i8* %call5, i8** @any, align 8, !tbaa !11
  %call13 = tail call i64 @probe(i32 noundef 1)
  %call14 = tail call i64 @first_id(%struct.shmnode* noundef nonnull %0)
  store i8* %call9, i8** @any, align 8, !tbaa !11
  %call15 = tail call i64 @probe(i32 noundef 0)
  tail call void @unmap(%struct.shm* noundef nonnull %2)
  store i8* %call, i8** @any, align 8, !tbaa !11
  %call17 = tail call i64 @probe(i32 noundef 2)
  %call19 = tail call i64 @owner_m(%struct.shm* noundef nonnull %1)
  %call21 = tail call noalias dereferenceable_or_null(24) i8* @calloc(i64 noundef 1, i64 noundef 24) #6
  %cmp22 = icmp eq i8* %call21, null
  br i1 %cmp22, label %cleanup36, label %if.end25

if.end25:                                         ; preds = %if.end12
  %4 = bitcast i8* %call21 to %struct.shm*
  %add = add nsw i64 %call14, %call13
  %add16 = add nsw i64 %add, %call15
  %add18 = add nsw i64 %add16, %call17
  %add20 = add nsw i64 %add18, %call19
  tail call void @misown(%struct.shm* noundef nonnull %4, %struct.other* noundef nonnull %3)
  %call26 = tail call %struct.shm* @take(%struct.shm* noundef nonnull %1, i64 noundef 3)
  %cmp27 = icmp ne %struct.shm* %call26, null
  %5 = zext i1 %cmp27 to i64
  %add30 = add nsw i64 %add20, %5
  %conv31 = trunc i64 %add30 to i32
  br label %cleanup36

cleanup36:                                        ; preds = %if.end, %if.end8, %if.end12, %if.end25, %if.end4, %entry
  %retval.4 = phi i32 [ 1, %entry ], [ 2, %if.end ], [ 3, %if.end4 ], [ 4, %if.end8 ], [ %conv31, %if.end25 ], [ 5, %if.end12 ]
  ret i32 %retval.4
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
