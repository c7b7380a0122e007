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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local void @push(%struct.shmnode* noundef %sn, %struct.shm* noundef %s) local_unnamed_addr #1 {
entry:
  %first = getelementptr inbounds %struct.shmnode, %struct.shmnode* %sn, i64 0, i32 2
  %0 = load %struct.shm*, %struct.shm** %first, align 8, !tbaa !15
  %next = getelementptr inbounds %struct.shm, %struct.shm* %s, i64 0, i32 1
  store %struct.shm* %0, %struct.shm** %next, align 8, !tbaa !14
  store %struct.shm* %s, %struct.shm** %first, align 8, !tbaa !15
  %owner = getelementptr inbounds %struct.shm, %struct.shm* %s, i64 0, i32 0
  store %struct.shmnode* %sn, %struct.shmnode** %owner, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @first_id(%struct.shmnode* nocapture noundef readonly %sn) local_unnamed_addr #2 {
entry:
  %first = getelementptr inbounds %struct.shmnode, %struct.shmnode* %sn, i64 0, i32 2
  %0 = load %struct.shm*, %struct.shm** %first, align 8, !tbaa !15
  %id = getelementptr inbounds %struct.shm, %struct.shm* %0, i64 0, i32 2
  %1 = load i64, i64* %id, align 8, !tbaa !17
  ret i64 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @probe(i32 noundef %kind) local_unnamed_addr #2 {
entry:
  %tobool.not = icmp eq i32 %kind, 0
  br i1 %tobool.not, label %cond.false, label %cond.true

cond.true:                                        ; preds = %entry
  %0 = load %struct.shm*, %struct.shm** bitcast (i8** @any to %struct.shm**), align 8, !tbaa !11
  %id = getelementptr inbounds %struct.shm, %struct.shm* %0, i64 0, i32 2
  %1 = load i64, i64* %id, align 8, !tbaa !17
  br label %cond.end

cond.false:                                       ; preds = %entry
  %2 = load %struct.other*, %struct.other** bitcast (i8** @any to %struct.other**), align 8, !tbaa !11
  %d = getelementptr inbounds %struct.other, %struct.other* %2, i64 0, i32 3
  %3 = load double, double* %d, align 8, !tbaa !18
  %conv = fptosi double %3 to i64
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i64 [ %1, %cond.true ], [ %conv, %cond.false ]
  ret i64 %cond
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  %call = tail call noalias dereferenceable_or_null(24) i8* @calloc(i64 noundef 1, i64 noundef 24) #5
  %0 = bitcast i8* %call to %struct.shmnode*
  %cmp = icmp eq i8* %call, null
  br i1 %cmp, label %cleanup20, label %if.end

if.end:                                           ; preds = %entry
  %call1 = tail call noalias dereferenceable_or_null(24) i8* @calloc(i64 noundef 1, i64 noundef 24) #5
  %1 = bitcast i8* %call1 to %struct.shm*
  %cmp2 = icmp eq i8* %call1, null
  br i1 %cmp2, label %cleanup20, label %if.end4

if.end4:                                          ; preds = %if.end
  %call5 = tail call noalias dereferenceable_or_null(24) i8* @calloc(i64 noundef 1, i64 noundef 24) #5
  %2 = bitcast i8* %call5 to %struct.shm*
  %cmp6 = icmp eq i8* %call5, null
  br i1 %cmp6, label %cleanup20, label %if.end8

if.end8:                                          ; preds = %if.end4
  %call9 = tail call noalias dereferenceable_or_null(32) i8* @calloc(i64 noundef 1, i64 noundef 32) #5
  %cmp10 = icmp eq i8* %call9, null
  br i1 %cmp10, label %cleanup20, label %if.end12

if.end12:                                         ; preds = %if.end8
  tail call void @push(%struct.shmnode* noundef nonnull %0, %struct.shm* noundef nonnull %2)
  tail call void @push(%struct.shmnode* noundef nonnull %0, %struct.shm* noundef nonnull %1)
  %conv = sext i32 %argc to i64
  %id = getelementptr inbounds %struct.shm, %struct.shm* %2, i64 0, i32 2
  store i64 %conv, i64* %id, align 8, !tbaa !17
  store i8* %call5, i8** @any, align 8, !tbaa !11
  %call13 = tail call i64 @probe(i32 noundef 1)
  %call14 = tail call i64 @first_id(%struct.shmnode* noundef nonnull %0)
  %add = add nsw i64 %call14, %call13
  store i8* %call9, i8** @any, align 8, !tbaa !11
  %call15 = tail call i64 @probe(i32 noundef 0)
  %add16 = add nsw i64 %add, %call15
  tail call void @unmap(%struct.shm* noundef nonnull %2)
  %conv17 = trunc i64 %add16 to i32
  br label %cleanup20

cleanup20:                                        ; preds = %if.end, %if.end12, %if.end8, %if.end4, %entry
  %retval.3 = phi i32 [ 1, %entry ], [ 2, %if.end ], [ 3, %if.end4 ], [ %conv17, %if.end12 ], [ 4, %if.end8 ]
  ret i32 %retval.3
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #4

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
!15 = !{!16, !7, i64 16}
!16 = !{!"shmnode", !10, i64 0, !10, i64 8, !7, i64 16}
!17 = !{!6, !10, i64 16}
!18 = !{!19, !20, i64 24}
!19 = !{!"other", !10, i64 0, !10, i64 8, !10, i64 16, !20, i64 24}
!20 = !{!"double", !8, i64 0}
