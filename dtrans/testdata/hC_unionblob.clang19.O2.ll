; ModuleID = 'hC_unionblob.c'
source_filename = "hC_unionblob.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define dso_local noalias noundef ptr @newre(ptr noundef %p, ptr noundef %src) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #4
  store i32 1, ptr %call, align 8, !tbaa !5
  %u = getelementptr inbounds i8, ptr %call, i64 8
  store ptr %p, ptr %u, align 8, !tbaa !11
  %source = getelementptr inbounds i8, ptr %call, i64 16
  store ptr %src, ptr %source, align 8, !tbaa !11
  %link = getelementptr inbounds i8, ptr %call, i64 24
  store ptr null, ptr %link, align 8, !tbaa !12
  ret ptr %call
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define dso_local noalias noundef ptr @newfn(ptr noundef %e) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #4
  store i32 2, ptr %call, align 8, !tbaa !5
  %u = getelementptr inbounds i8, ptr %call, i64 8
  store ptr %e, ptr %u, align 8, !tbaa !11
  %len = getelementptr inbounds i8, ptr %call, i64 16
  store i32 3, ptr %len, align 8, !tbaa !11
  %link = getelementptr inbounds i8, ptr %call, i64 24
  store ptr null, ptr %link, align 8, !tbaa !12
  ret ptr %call
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @runre(ptr nocapture noundef readonly %o) local_unnamed_addr #2 {
entry:
  %u = getelementptr inbounds i8, ptr %o, i64 8
  %0 = load ptr, ptr %u, align 8, !tbaa !11
  %1 = load i32, ptr %0, align 8, !tbaa !13
  %source = getelementptr inbounds i8, ptr %o, i64 16
  %2 = load ptr, ptr %source, align 8, !tbaa !11
  %3 = load i8, ptr %2, align 1, !tbaa !11
  %conv = sext i8 %3 to i32
  %add = add nsw i32 %1, %conv
  ret i32 %add
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @runfn(ptr nocapture noundef readonly %o) local_unnamed_addr #2 {
entry:
  %u = getelementptr inbounds i8, ptr %o, i64 8
  %0 = load ptr, ptr %u, align 8, !tbaa !11
  %1 = load double, ptr %0, align 8, !tbaa !15
  %conv = fptosi double %1 to i32
  %len = getelementptr inbounds i8, ptr %o, i64 16
  %2 = load i32, ptr %len, align 8, !tbaa !11
  %add = add nsw i32 %2, %conv
  ret i32 %add
}

; Function Attrs: mustprogress nofree nounwind willreturn uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #3 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #4
  %call1 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #4
  store i32 %argc, ptr %call, align 8, !tbaa !13
  %next = getelementptr inbounds i8, ptr %call, i64 8
  store ptr null, ptr %next, align 8, !tbaa !18
  %conv = sitofp i32 %argc to double
  store double %conv, ptr %call1, align 8, !tbaa !15
  %up = getelementptr inbounds i8, ptr %call1, i64 8
  store ptr null, ptr %up, align 8, !tbaa !19
  %0 = load ptr, ptr %argv, align 8, !tbaa !20
  %call2 = tail call ptr @newre(ptr noundef nonnull %call, ptr noundef %0)
  %call3 = tail call ptr @newfn(ptr noundef nonnull %call1)
  %link = getelementptr inbounds i8, ptr %call2, i64 24
  store ptr %call3, ptr %link, align 8, !tbaa !12
  %call4 = tail call i32 @runre(ptr noundef %call2)
  %call5 = tail call i32 @runfn(ptr noundef %call3)
  %add = add nsw i32 %call5, %call4
  ret i32 %add
}

attributes #0 = { mustprogress nofree noinline nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Obj", !7, i64 0, !8, i64 8, !10, i64 24}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!8, !8, i64 0}
!12 = !{!6, !10, i64 24}
!13 = !{!14, !7, i64 0}
!14 = !{!"Prog", !7, i64 0, !10, i64 8}
!15 = !{!16, !17, i64 0}
!16 = !{!"Env", !17, i64 0, !10, i64 8}
!17 = !{!"double", !8, i64 0}
!18 = !{!14, !10, i64 8}
!19 = !{!16, !10, i64 8}
!20 = !{!10, !10, i64 0}
