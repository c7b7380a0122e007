; ModuleID = 'testdata/unknownouter.c'
source_filename = "testdata/unknownouter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nounwind willreturn memory(readwrite, argmem: none) uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(28) ptr @malloc(i64 noundef 28) #5
  %tobool.not = icmp eq ptr %call, null
  br i1 %tobool.not, label %cleanup10, label %if.end

if.end:                                           ; preds = %entry
  %conv = trunc i32 %argc to i8
  %arrayidx = getelementptr inbounds i8, ptr %call, i64 3
  store i8 %conv, ptr %arrayidx, align 1, !tbaa !5
  tail call fastcc void @set(ptr noundef nonnull %call, i32 noundef %argc)
  %call1 = tail call fastcc i32 @get(ptr noundef nonnull %call)
  tail call void @free(ptr noundef nonnull %call) #6
  %call2 = tail call noalias dereferenceable_or_null(20) ptr @malloc(i64 noundef 20) #5
  %tobool3.not = icmp eq ptr %call2, null
  br i1 %tobool3.not, label %cleanup10, label %if.end5

if.end5:                                          ; preds = %if.end
  %conv6 = trunc i32 %call1 to i8
  %arrayidx7 = getelementptr inbounds i8, ptr %call2, i64 1
  store i8 %conv6, ptr %arrayidx7, align 1, !tbaa !5
  tail call fastcc void @wset(ptr noundef nonnull %call2, i32 noundef %argc)
  %call8 = tail call fastcc i32 @wget(ptr noundef nonnull %call2)
  %add = add nsw i32 %call8, %call1
  tail call void @free(ptr noundef nonnull %call2) #6
  br label %cleanup10

cleanup10:                                        ; preds = %if.end5, %if.end, %entry
  %retval.1 = phi i32 [ 1, %entry ], [ %add, %if.end5 ], [ 1, %if.end ]
  ret i32 %retval.1
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @set(ptr nocapture noundef writeonly %o, i32 noundef %v) unnamed_addr #2 {
entry:
  %in = getelementptr inbounds i8, ptr %o, i64 16
  store i32 %v, ptr %in, align 4, !tbaa !8
  %add = add nsw i32 %v, 1
  %b = getelementptr inbounds i8, ptr %o, i64 20
  store i32 %add, ptr %b, align 4, !tbaa !12
  %add2 = add nsw i32 %v, 2
  %tail = getelementptr inbounds i8, ptr %o, i64 24
  store i32 %add2, ptr %tail, align 4, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @get(ptr nocapture noundef readonly %o) unnamed_addr #3 {
entry:
  %in = getelementptr inbounds i8, ptr %o, i64 16
  %0 = load i32, ptr %in, align 4, !tbaa !8
  %b = getelementptr inbounds i8, ptr %o, i64 20
  %1 = load i32, ptr %b, align 4, !tbaa !12
  %add = add nsw i32 %1, %0
  %arrayidx = getelementptr inbounds i8, ptr %o, i64 3
  %2 = load i8, ptr %arrayidx, align 1, !tbaa !5
  %conv = sext i8 %2 to i32
  %add2 = add nsw i32 %add, %conv
  %tail = getelementptr inbounds i8, ptr %o, i64 24
  %3 = load i32, ptr %tail, align 4, !tbaa !13
  %add3 = add nsw i32 %add2, %3
  ret i32 %add3
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @wset(ptr nocapture noundef writeonly %w, i32 noundef %v) unnamed_addr #2 {
entry:
  %x = getelementptr inbounds i8, ptr %w, i64 12
  store i32 %v, ptr %x, align 4, !tbaa !14
  %d = getelementptr inbounds i8, ptr %w, i64 16
  store i32 %v, ptr %d, align 4, !tbaa !17
  %n = getelementptr inbounds i8, ptr %w, i64 8
  store i32 %v, ptr %n, align 4, !tbaa !18
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @wget(ptr nocapture noundef readonly %w) unnamed_addr #3 {
entry:
  %x = getelementptr inbounds i8, ptr %w, i64 12
  %0 = load i32, ptr %x, align 4, !tbaa !14
  %d = getelementptr inbounds i8, ptr %w, i64 16
  %1 = load i32, ptr %d, align 4, !tbaa !17
  %add = add nsw i32 %1, %0
  %n = getelementptr inbounds i8, ptr %w, i64 8
  %2 = load i32, ptr %n, align 4, !tbaa !18
  %add2 = add nsw i32 %add, %2
  %arrayidx = getelementptr inbounds i8, ptr %w, i64 1
  %3 = load i8, ptr %arrayidx, align 1, !tbaa !5
  %conv = sext i8 %3 to i32
  %add3 = add nsw i32 %add2, %conv
  ret i32 %add3
}

attributes #0 = { mustprogress nounwind willreturn memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !11, i64 16}
!9 = !{!"Out", !6, i64 0, !10, i64 16, !11, i64 24}
!10 = !{!"In", !11, i64 0, !11, i64 4}
!11 = !{!"int", !6, i64 0}
!12 = !{!9, !11, i64 20}
!13 = !{!9, !11, i64 24}
!14 = !{!15, !11, i64 12}
!15 = !{!"", !6, i64 0, !11, i64 8, !16, i64 12}
!16 = !{!"In2", !11, i64 0, !11, i64 4}
!17 = !{!15, !11, i64 16}
!18 = !{!15, !11, i64 8}
