; ModuleID = 'hA_offsetphi.c'
source_filename = "hA_offsetphi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@noted = dso_local local_unnamed_addr global i32 0, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @vsize(ptr nocapture noundef readonly %e, ptr nocapture noundef readonly %s) local_unnamed_addr #0 {
entry:
  %0 = load i32, ptr %e, align 8, !tbaa !5
  %cmp = icmp eq i32 %0, 1
  %cond.v = select i1 %cmp, ptr %s, ptr %e
  %cond = getelementptr inbounds i8, ptr %cond.v, i64 16
  %1 = load ptr, ptr %cond, align 8, !tbaa !11
  %2 = load i32, ptr %1, align 8, !tbaa !12
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @note(i32 noundef %k) local_unnamed_addr #1 {
entry:
  %0 = load i32, ptr @noted, align 4, !tbaa !14
  %add = add nsw i32 %0, %k
  store i32 %add, ptr @noted, align 4, !tbaa !14
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @vsize2(ptr nocapture noundef readonly %e, ptr nocapture noundef readonly %s, i32 noundef %k) local_unnamed_addr #2 {
entry:
  %cmp = icmp sgt i32 %k, 3
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %flags = getelementptr inbounds i8, ptr %e, i64 4
  %0 = load i32, ptr %flags, align 4, !tbaa !15
  %add = add nsw i32 %0, %k
  br label %if.end

if.else:                                          ; preds = %entry
  %iLimit = getelementptr inbounds i8, ptr %s, i64 4
  %1 = load i32, ptr %iLimit, align 4, !tbaa !16
  %sub = sub nsw i32 %1, %k
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %sub.sink = phi i32 [ %sub, %if.else ], [ %add, %if.then ]
  %s.pn = phi ptr [ %e, %if.else ], [ %s, %if.then ]
  tail call void @note(i32 noundef %sub.sink)
  %pp.0 = getelementptr inbounds i8, ptr %s.pn, i64 16
  %2 = load ptr, ptr %pp.0, align 8, !tbaa !11
  %alloc = getelementptr inbounds i8, ptr %2, i64 4
  %3 = load i32, ptr %alloc, align 4, !tbaa !18
  ret i32 %3
}

; Function Attrs: mustprogress nofree nounwind willreturn uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) ptr @calloc(i64 noundef 1, i64 noundef 16) #5
  %call1 = tail call noalias dereferenceable_or_null(24) ptr @calloc(i64 noundef 1, i64 noundef 24) #5
  %call2 = tail call noalias dereferenceable_or_null(24) ptr @calloc(i64 noundef 1, i64 noundef 24) #5
  %cmp = icmp eq ptr %call, null
  %cmp3 = icmp eq ptr %call1, null
  %or.cond = or i1 %cmp, %cmp3
  %cmp5 = icmp eq ptr %call2, null
  %or.cond10 = or i1 %or.cond, %cmp5
  br i1 %or.cond10, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  store i32 %argc, ptr %call, align 8, !tbaa !12
  store i32 %argc, ptr %call1, align 8, !tbaa !5
  %x = getelementptr inbounds i8, ptr %call1, i64 16
  store ptr %call, ptr %x, align 8, !tbaa !19
  %pEList = getelementptr inbounds i8, ptr %call2, i64 16
  store ptr %call, ptr %pEList, align 8, !tbaa !20
  %call6 = tail call i32 @vsize(ptr noundef nonnull %call1, ptr noundef nonnull %call2)
  %call7 = tail call i32 @vsize2(ptr noundef nonnull %call1, ptr noundef nonnull %call2, i32 noundef %argc)
  %add = add nsw i32 %call7, %call6
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %add, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!6 = !{!"Expr", !7, i64 0, !7, i64 4, !10, i64 8, !8, i64 16}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!10, !10, i64 0}
!12 = !{!13, !7, i64 0}
!13 = !{!"List", !7, i64 0, !7, i64 4, !10, i64 8}
!14 = !{!7, !7, i64 0}
!15 = !{!6, !7, i64 4}
!16 = !{!17, !7, i64 4}
!17 = !{!"Sel", !7, i64 0, !7, i64 4, !10, i64 8, !10, i64 16}
!18 = !{!13, !7, i64 4}
!19 = !{!8, !8, i64 0}
!20 = !{!17, !10, i64 16}
