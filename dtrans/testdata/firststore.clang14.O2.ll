; ModuleID = 'firststore.c'
source_filename = "firststore.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.global = type { %struct.pgroup, i32, i32 }
%struct.pgroup = type { i8*, i32, i32 }
%struct.cache = type { %struct.pgroup*, i32 }

@shared = internal global %struct.global zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define dso_local void @init() local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(8) i8* @malloc(i64 noundef 8) #3
  store i8* %call, i8** getelementptr inbounds (%struct.global, %struct.global* @shared, i64 0, i32 0, i32 0), align 8, !tbaa !5
  store i32 1, i32* getelementptr inbounds (%struct.global, %struct.global* @shared, i64 0, i32 1), align 8, !tbaa !12
  ret void
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define dso_local noalias %struct.cache* @cache_new(i32 noundef %size) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #3
  %0 = bitcast i8* %call to %struct.cache*
  %cmp = icmp eq i8* %call, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %1 = load i32, i32* getelementptr inbounds (%struct.global, %struct.global* @shared, i64 0, i32 2), align 4, !tbaa !13
  %tobool.not = icmp eq i32 %1, 0
  br i1 %tobool.not, label %if.else, label %if.then1

if.then1:                                         ; preds = %if.end
  %call2 = tail call noalias dereferenceable_or_null(16) i8* @calloc(i64 noundef 1, i64 noundef 16) #3
  %2 = bitcast i8* %call2 to %struct.pgroup*
  %nmin = getelementptr inbounds %struct.pgroup, %struct.pgroup* %2, i64 0, i32 2
  store i32 10, i32* %nmin, align 4, !tbaa !14
  %3 = bitcast i8* %call to i8**
  store i8* %call2, i8** %3, align 8, !tbaa !15
  br label %if.end4

if.else:                                          ; preds = %if.end
  %grp3 = getelementptr inbounds %struct.cache, %struct.cache* %0, i64 0, i32 0
  store %struct.pgroup* getelementptr inbounds (%struct.global, %struct.global* @shared, i64 0, i32 0), %struct.pgroup** %grp3, align 8, !tbaa !15
  br label %if.end4

if.end4:                                          ; preds = %if.else, %if.then1
  %4 = phi %struct.pgroup* [ getelementptr inbounds (%struct.global, %struct.global* @shared, i64 0, i32 0), %if.else ], [ %2, %if.then1 ]
  %size5 = getelementptr inbounds %struct.cache, %struct.cache* %0, i64 0, i32 1
  store i32 %size, i32* %size5, align 8, !tbaa !17
  %nmax = getelementptr inbounds %struct.pgroup, %struct.pgroup* %4, i64 0, i32 1
  %5 = load i32, i32* %nmax, align 8, !tbaa !18
  %add = add nsw i32 %5, %size
  store i32 %add, i32* %nmax, align 8, !tbaa !18
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end4
  %retval.0 = phi %struct.cache* [ %0, %if.end4 ], [ null, %entry ]
  ret %struct.cache* %retval.0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define dso_local noalias %struct.cache* @cache_open(i32 noundef %size) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #3
  %0 = bitcast i8* %call to %struct.cache*
  %cmp = icmp eq i8* %call, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %1 = load i32, i32* getelementptr inbounds (%struct.global, %struct.global* @shared, i64 0, i32 2), align 4, !tbaa !13
  %tobool.not = icmp eq i32 %1, 0
  br i1 %tobool.not, label %if.end3, label %if.then1

if.then1:                                         ; preds = %if.end
  %call2 = tail call noalias dereferenceable_or_null(16) i8* @calloc(i64 noundef 1, i64 noundef 16) #3
  %2 = bitcast i8* %call2 to %struct.pgroup*
  %nmin = getelementptr inbounds %struct.pgroup, %struct.pgroup* %2, i64 0, i32 2
  store i32 10, i32* %nmin, align 4, !tbaa !14
  br label %if.end3

if.end3:                                          ; preds = %if.end, %if.then1
  %g.0 = phi %struct.pgroup* [ %2, %if.then1 ], [ getelementptr inbounds (%struct.global, %struct.global* @shared, i64 0, i32 0), %if.end ]
  %nmax = getelementptr inbounds %struct.pgroup, %struct.pgroup* %g.0, i64 0, i32 1
  %3 = load i32, i32* %nmax, align 8, !tbaa !18
  %add = add nsw i32 %3, %size
  store i32 %add, i32* %nmax, align 8, !tbaa !18
  %grp = getelementptr inbounds %struct.cache, %struct.cache* %0, i64 0, i32 0
  store %struct.pgroup* %g.0, %struct.pgroup** %grp, align 8, !tbaa !15
  %size4 = getelementptr inbounds %struct.cache, %struct.cache* %0, i64 0, i32 1
  store i32 %size, i32* %size4, align 8, !tbaa !17
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end3
  %retval.0 = phi %struct.cache* [ %0, %if.end3 ], [ null, %entry ]
  ret %struct.cache* %retval.0
}

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #2 {
entry:
  tail call void @init()
  %cmp = icmp sgt i32 %argc, 1
  %conv = zext i1 %cmp to i32
  store i32 %conv, i32* getelementptr inbounds (%struct.global, %struct.global* @shared, i64 0, i32 2), align 4, !tbaa !13
  %cmp1 = icmp sgt i32 %argc, 2
  br i1 %cmp1, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %call = tail call %struct.cache* @cache_open(i32 noundef %argc)
  br label %cond.end

cond.false:                                       ; preds = %entry
  %call3 = tail call %struct.cache* @cache_new(i32 noundef %argc)
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi %struct.cache* [ %call, %cond.true ], [ %call3, %cond.false ]
  %cmp4.not = icmp eq %struct.cache* %cond, null
  br i1 %cmp4.not, label %cond.end8, label %cond.true6

cond.true6:                                       ; preds = %cond.end
  %grp = getelementptr inbounds %struct.cache, %struct.cache* %cond, i64 0, i32 0
  %0 = load %struct.pgroup*, %struct.pgroup** %grp, align 8, !tbaa !15
  %nmax = getelementptr inbounds %struct.pgroup, %struct.pgroup* %0, i64 0, i32 1
  %1 = load i32, i32* %nmax, align 8, !tbaa !18
  %size = getelementptr inbounds %struct.cache, %struct.cache* %cond, i64 0, i32 1
  %2 = load i32, i32* %size, align 8, !tbaa !17
  %add = add nsw i32 %2, %1
  br label %cond.end8

cond.end8:                                        ; preds = %cond.end, %cond.true6
  %cond9 = phi i32 [ %add, %cond.true6 ], [ 0, %cond.end ]
  ret i32 %cond9
}

attributes #0 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
