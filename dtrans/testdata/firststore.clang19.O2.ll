; ModuleID = 'firststore.c'
source_filename = "firststore.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.global = type { %struct.pgroup, i32, i32 }
%struct.pgroup = type { ptr, i32, i32 }

@shared = internal global %struct.global zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define dso_local void @init() local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #5
  store ptr %call, ptr @shared, align 8, !tbaa !5
  store i32 1, ptr getelementptr inbounds (i8, ptr @shared, i64 16), align 8, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline nounwind willreturn uwtable
define dso_local noalias noundef ptr @cache_new(i32 noundef %size) local_unnamed_addr #2 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #5
  %cmp = icmp eq ptr %call, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %0 = load i32, ptr getelementptr inbounds (i8, ptr @shared, i64 20), align 4, !tbaa !13
  %tobool.not = icmp eq i32 %0, 0
  br i1 %tobool.not, label %if.end4, label %if.then1

if.then1:                                         ; preds = %if.end
  %call2 = tail call noalias dereferenceable_or_null(16) ptr @calloc(i64 noundef 1, i64 noundef 16) #6
  %nmin = getelementptr inbounds i8, ptr %call2, i64 12
  store i32 10, ptr %nmin, align 4, !tbaa !14
  br label %if.end4

if.end4:                                          ; preds = %if.end, %if.then1
  %storemerge = phi ptr [ %call2, %if.then1 ], [ @shared, %if.end ]
  store ptr %storemerge, ptr %call, align 8, !tbaa !15
  %size5 = getelementptr inbounds i8, ptr %call, i64 8
  store i32 %size, ptr %size5, align 8, !tbaa !17
  %nmax = getelementptr inbounds i8, ptr %storemerge, i64 8
  %1 = load i32, ptr %nmax, align 8, !tbaa !18
  %add = add nsw i32 %1, %size
  store i32 %add, ptr %nmax, align 8, !tbaa !18
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end4
  ret ptr %call
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline nounwind willreturn uwtable
define dso_local noalias noundef ptr @cache_open(i32 noundef %size) local_unnamed_addr #2 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #5
  %cmp = icmp eq ptr %call, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %0 = load i32, ptr getelementptr inbounds (i8, ptr @shared, i64 20), align 4, !tbaa !13
  %tobool.not = icmp eq i32 %0, 0
  br i1 %tobool.not, label %if.end3, label %if.then1

if.then1:                                         ; preds = %if.end
  %call2 = tail call noalias dereferenceable_or_null(16) ptr @calloc(i64 noundef 1, i64 noundef 16) #6
  %nmin = getelementptr inbounds i8, ptr %call2, i64 12
  store i32 10, ptr %nmin, align 4, !tbaa !14
  br label %if.end3

if.end3:                                          ; preds = %if.end, %if.then1
  %g.0 = phi ptr [ %call2, %if.then1 ], [ @shared, %if.end ]
  %nmax = getelementptr inbounds i8, ptr %g.0, i64 8
  %1 = load i32, ptr %nmax, align 8, !tbaa !18
  %add = add nsw i32 %1, %size
  store i32 %add, ptr %nmax, align 8, !tbaa !18
  store ptr %g.0, ptr %call, align 8, !tbaa !15
  %size4 = getelementptr inbounds i8, ptr %call, i64 8
  store i32 %size, ptr %size4, align 8, !tbaa !17
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end3
  ret ptr %call
}

; Function Attrs: mustprogress nofree nounwind willreturn uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #4 {
entry:
  tail call void @init()
  %cmp = icmp sgt i32 %argc, 1
  %conv = zext i1 %cmp to i32
  store i32 %conv, ptr getelementptr inbounds (i8, ptr @shared, i64 20), align 4, !tbaa !13
  %cmp1 = icmp sgt i32 %argc, 2
  br i1 %cmp1, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %call = tail call ptr @cache_open(i32 noundef %argc)
  br label %cond.end

cond.false:                                       ; preds = %entry
  %call3 = tail call ptr @cache_new(i32 noundef %argc)
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %call, %cond.true ], [ %call3, %cond.false ]
  %cmp4.not = icmp eq ptr %cond, null
  br i1 %cmp4.not, label %cond.end8, label %cond.true6

cond.true6:                                       ; preds = %cond.end
  %0 = load ptr, ptr %cond, align 8, !tbaa !15
  %nmax = getelementptr inbounds i8, ptr %0, i64 8
  %1 = load i32, ptr %nmax, align 8, !tbaa !18
  %size = getelementptr inbounds i8, ptr %cond, i64 8
  %2 = load i32, ptr %size, align 8, !tbaa !17
  %add = add nsw i32 %2, %1
  br label %cond.end8

cond.end8:                                        ; preds = %cond.end, %cond.true6
  %cond9 = phi i32 [ %add, %cond.true6 ], [ 0, %cond.end ]
  ret i32 %cond9
}

attributes #0 = { mustprogress nofree noinline nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !8, i64 0}
!6 = !{!"global", !7, i64 0, !11, i64 16, !11, i64 20}
!7 = !{!"pgroup", !8, i64 0, !11, i64 8, !11, i64 12}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"int", !9, i64 0}
!12 = !{!6, !11, i64 16}
!13 = !{!6, !11, i64 20}
!14 = !{!7, !11, i64 12}
!15 = !{!16, !8, i64 0}
!16 = !{!"cache", !8, i64 0, !11, i64 8}
!17 = !{!16, !11, i64 8}
!18 = !{!7, !11, i64 8}
