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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @push(ptr noundef %sn, ptr noundef %s) local_unnamed_addr #1 {
entry:
  %first = getelementptr inbounds i8, ptr %sn, i64 16
  %0 = load ptr, ptr %first, align 8, !tbaa !15
  %next = getelementptr inbounds i8, ptr %s, i64 8
  store ptr %0, ptr %next, align 8, !tbaa !14
  store ptr %s, ptr %first, align 8, !tbaa !15
  store ptr %sn, ptr %s, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @first_id(ptr nocapture noundef readonly %sn) local_unnamed_addr #2 {
entry:
  %first = getelementptr inbounds i8, ptr %sn, i64 16
  %0 = load ptr, ptr %first, align 8, !tbaa !15
  %id = getelementptr inbounds i8, ptr %0, i64 16
  %1 = load i64, ptr %id, align 8, !tbaa !17
  ret i64 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @probe(i32 noundef %kind) local_unnamed_addr #2 {
entry:
  %tobool.not = icmp eq i32 %kind, 0
  %0 = load ptr, ptr @any, align 8, !tbaa !11
  br i1 %tobool.not, label %cond.false, label %cond.true

cond.true:                                        ; preds = %entry
  %id = getelementptr inbounds i8, ptr %0, i64 16
  %1 = load i64, ptr %id, align 8, !tbaa !17
  br label %cond.end

cond.false:                                       ; preds = %entry
  %d = getelementptr inbounds i8, ptr %0, i64 24
  %2 = load double, ptr %d, align 8, !tbaa !18
  %conv = fptosi double %2 to i64
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i64 [ %1, %cond.true ], [ %conv, %cond.false ]
  ret i64 %cond
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  %call = tail call noalias dereferenceable_or_null(24) ptr @calloc(i64 noundef 1, i64 noundef 24) #5
  %cmp = icmp eq ptr %call, null
  br i1 %cmp, label %cleanup20, label %if.end

if.end:                                           ; preds = %entry
  %call1 = tail call noalias dereferenceable_or_null(24) ptr @calloc(i64 noundef 1, i64 noundef 24) #5
  %cmp2 = icmp eq ptr %call1, null
  br i1 %cmp2, label %cleanup20, label %if.end4

if.end4:                                          ; preds = %if.end
  %call5 = tail call noalias dereferenceable_or_null(24) ptr @calloc(i64 noundef 1, i64 noundef 24) #5
  %cmp6 = icmp eq ptr %call5, null
  br i1 %cmp6, label %cleanup20, label %if.end8

if.end8:                                          ; preds = %if.end4
  %call9 = tail call noalias dereferenceable_or_null(32) ptr @calloc(i64 noundef 1, i64 noundef 32) #5
  %cmp10 = icmp eq ptr %call9, null
  br i1 %cmp10, label %cleanup20, label %if.end12

if.end12:                                         ; preds = %if.end8
  tail call void @push(ptr noundef nonnull %call, ptr noundef nonnull %call5)
  tail call void @push(ptr noundef nonnull %call, ptr noundef nonnull %call1)
  %conv = sext i32 %argc to i64
  %id = getelementptr inbounds i8, ptr %call5, i64 16
  store i64 %conv, ptr %id, align 8, !tbaa !17
  store ptr %call5, ptr @any, align 8, !tbaa !11
  %call13 = tail call i64 @probe(i32 noundef 1)
  %call14 = tail call i64 @first_id(ptr noundef nonnull %call)
  %add = add nsw i64 %call14, %call13
  store ptr %call9, ptr @any, align 8, !tbaa !11
  %call15 = tail call i64 @probe(i32 noundef 0)
  %add16 = add nsw i64 %add, %call15
  tail call void @unmap(ptr noundef nonnull %call5)
  %conv17 = trunc i64 %add16 to i32
  br label %cleanup20

cleanup20:                                        ; preds = %if.end, %if.end12, %if.end8, %if.end4, %entry
  %retval.3 = phi i32 [ 1, %entry ], [ 2, %if.end ], [ 3, %if.end4 ], [ %conv17, %if.end12 ], [ 4, %if.end8 ]
  ret i32 %retval.3
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #4

attributes #0 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0,1) }

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
!15 = !{!16, !7, i64 16}
!16 = !{!"shmnode", !10, i64 0, !10, i64 8, !7, i64 16}
!17 = !{!6, !10, i64 16}
!18 = !{!19, !20, i64 24}
!19 = !{!"other", !10, i64 0, !10, i64 8, !10, i64 16, !20, i64 24}
!20 = !{!"double", !8, i64 0}
