; ModuleID = 'arrayglobal.c'
source_filename = "arrayglobal.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.md = type { i64, i64, [4 x i64] }

@pair = dso_local local_unnamed_addr global [2 x ptr] zeroinitializer, align 16
@offs = dso_local local_unnamed_addr global ptr null, align 8
@spare = dso_local local_unnamed_addr global %struct.md zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define dso_local noalias noundef ptr @md_create(i64 noundef %n) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #4
  %cmp.not = icmp eq ptr %call, null
  br i1 %cmp.not, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  %count = getelementptr inbounds i8, ptr %call, i64 8
  store i64 %n, ptr %count, align 8, !tbaa !5
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret ptr %call
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local nonnull ptr @ov_of(ptr noundef readnone %m) local_unnamed_addr #2 {
entry:
  %ov = getelementptr inbounds i8, ptr %m, i64 16
  ret ptr %ov
}

; Function Attrs: mustprogress nofree nounwind willreturn uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  %conv = sext i32 %argc to i64
  %call = tail call ptr @md_create(i64 noundef %conv)
  store ptr %call, ptr @pair, align 16, !tbaa !10
  %add = add nsw i32 %argc, 1
  %conv1 = sext i32 %add to i64
  %call2 = tail call ptr @md_create(i64 noundef %conv1)
  store ptr %call2, ptr getelementptr inbounds (i8, ptr @pair, i64 8), align 8, !tbaa !10
  %0 = load ptr, ptr @pair, align 16, !tbaa !10
  %cmp = icmp eq ptr %0, null
  %cmp4 = icmp eq ptr %call2, null
  %or.cond = or i1 %cmp4, %cmp
  br i1 %or.cond, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %call6 = tail call ptr @ov_of(ptr noundef nonnull %0)
  store ptr %call6, ptr @offs, align 8, !tbaa !10
  %1 = load i64, ptr %0, align 8, !tbaa !12
  store i64 %1, ptr @spare, align 8, !tbaa !12
  %call7 = tail call ptr @ov_of(ptr noundef nonnull %call2)
  %arrayidx = getelementptr inbounds i8, ptr %call7, i64 8
  store i64 %conv, ptr %arrayidx, align 8, !tbaa !13
  %arrayidx9 = getelementptr inbounds i8, ptr %call6, i64 8
  %2 = load i64, ptr %arrayidx9, align 8, !tbaa !13
  %conv10 = trunc i64 %2 to i32
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %conv10, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

attributes #0 = { mustprogress nofree noinline nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 8}
!6 = !{!"md", !7, i64 0, !7, i64 8, !8, i64 16}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !8, i64 0}
!12 = !{!6, !7, i64 0}
!13 = !{!7, !7, i64 0}
