; ModuleID = 'hA_offsetunion.c'
source_filename = "hA_offsetunion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @vsize(ptr nocapture noundef readonly %e) local_unnamed_addr #0 {
entry:
  %0 = load i32, ptr %e, align 8, !tbaa !5
  %cmp = icmp eq i32 %0, 1
  br i1 %cmp, label %cond.true, label %cond.end

cond.true:                                        ; preds = %entry
  %x = getelementptr inbounds i8, ptr %e, i64 16
  %1 = load ptr, ptr %x, align 8, !tbaa !11
  br label %cond.end

cond.end:                                         ; preds = %entry, %cond.true
  %.pn = phi ptr [ %1, %cond.true ], [ %e, %entry ]
  %cond = getelementptr inbounds i8, ptr %.pn, i64 16
  %2 = load ptr, ptr %cond, align 8, !tbaa !12
  %3 = load i32, ptr %2, align 8, !tbaa !13
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @sflags(ptr nocapture noundef readonly %e) local_unnamed_addr #0 {
entry:
  %0 = load i32, ptr %e, align 8, !tbaa !5
  %x = getelementptr inbounds i8, ptr %e, i64 16
  %1 = load ptr, ptr %x, align 8, !tbaa !11
  %2 = load i32, ptr %1, align 8, !tbaa !15
  %add = add nsw i32 %2, %0
  %iLimit = getelementptr inbounds i8, ptr %1, i64 4
  %3 = load i32, ptr %iLimit, align 4, !tbaa !17
  %add2 = add nsw i32 %add, %3
  ret i32 %add2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @lcount(ptr nocapture noundef readonly %e) local_unnamed_addr #0 {
entry:
  %flags = getelementptr inbounds i8, ptr %e, i64 4
  %0 = load i32, ptr %flags, align 4, !tbaa !18
  %x = getelementptr inbounds i8, ptr %e, i64 16
  %1 = load ptr, ptr %x, align 8, !tbaa !11
  %2 = load i32, ptr %1, align 8, !tbaa !13
  %add = add nsw i32 %2, %0
  ret i32 %add
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @hold(ptr nocapture noundef writeonly %h, ptr noundef %p) local_unnamed_addr #1 {
entry:
  store ptr %p, ptr %h, align 8, !tbaa !19
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #2 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) ptr @calloc(i64 noundef 1, i64 noundef 16) #4
  %call1 = tail call noalias dereferenceable_or_null(24) ptr @calloc(i64 noundef 1, i64 noundef 24) #4
  %call2 = tail call noalias dereferenceable_or_null(24) ptr @calloc(i64 noundef 1, i64 noundef 24) #4
  %call3 = tail call noalias dereferenceable_or_null(24) ptr @calloc(i64 noundef 1, i64 noundef 24) #4
  %call4 = tail call noalias dereferenceable_or_null(8) ptr @calloc(i64 noundef 1, i64 noundef 8) #4
  %0 = insertelement <4 x ptr> poison, ptr %call, i64 0
  %1 = insertelement <4 x ptr> %0, ptr %call1, i64 1
  %2 = insertelement <4 x ptr> %1, ptr %call2, i64 2
  %3 = insertelement <4 x ptr> %2, ptr %call3, i64 3
  %4 = icmp eq <4 x ptr> %3, zeroinitializer
  %cmp11 = icmp eq ptr %call4, null
  %5 = bitcast <4 x i1> %4 to i4
  %6 = icmp ne i4 %5, 0
  %op.rdx = or i1 %6, %cmp11
  br i1 %op.rdx, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  store i32 %argc, ptr %call, align 8, !tbaa !13
  %pEList = getelementptr inbounds i8, ptr %call3, i64 16
  store ptr %call, ptr %pEList, align 8, !tbaa !21
  store i32 1, ptr %call1, align 8, !tbaa !5
  %x = getelementptr inbounds i8, ptr %call1, i64 16
  store ptr %call3, ptr %x, align 8, !tbaa !11
  %x12 = getelementptr inbounds i8, ptr %call2, i64 16
  store ptr %call, ptr %x12, align 8, !tbaa !11
  %cmp13 = icmp sgt i32 %argc, 5
  %cond = select i1 %cmp13, ptr %call1, ptr %call3
  tail call void @hold(ptr noundef nonnull %call4, ptr noundef %cond)
  %call14 = tail call i32 @vsize(ptr noundef nonnull %call1)
  %call15 = tail call i32 @vsize(ptr noundef nonnull %call2)
  %add = add nsw i32 %call15, %call14
  %call16 = tail call i32 @sflags(ptr noundef nonnull %call1)
  %add17 = add nsw i32 %add, %call16
  %call18 = tail call i32 @lcount(ptr noundef nonnull %call2)
  %add19 = add nsw i32 %add17, %call18
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %add19, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Expr", !7, i64 0, !7, i64 4, !10, i64 8, !8, i64 16}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!8, !8, i64 0}
!12 = !{!10, !10, i64 0}
!13 = !{!14, !7, i64 0}
!14 = !{!"List", !7, i64 0, !7, i64 4, !10, i64 8}
!15 = !{!16, !7, i64 0}
!16 = !{!"Sel", !7, i64 0, !7, i64 4, !10, i64 8, !10, i64 16}
!17 = !{!16, !7, i64 4}
!18 = !{!6, !7, i64 4}
!19 = !{!20, !10, i64 0}
!20 = !{!"holder", !10, i64 0}
!21 = !{!16, !10, i64 16}
