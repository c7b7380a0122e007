; ModuleID = 'hAG_blobvec.c'
source_filename = "hAG_blobvec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree nounwind memory(readwrite, argmem: read) uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(56) ptr @malloc(i64 noundef 56) #2
  %top = getelementptr inbounds i8, ptr %call, i64 48
  store i64 2, ptr %top, align 8, !tbaa !5
  %0 = load ptr, ptr %argv, align 8, !tbaa !12
  %map.i = getelementptr inbounds i8, ptr %call, i64 12
  %1 = getelementptr inbounds i8, ptr %0, i64 16
  %wide.load = load <16 x i8>, ptr %0, align 1, !tbaa !13
  %wide.load12 = load <16 x i8>, ptr %1, align 1, !tbaa !13
  %2 = getelementptr inbounds i8, ptr %call, i64 28
  %wide.load13 = load <16 x i8>, ptr %map.i, align 1, !tbaa !13
  %wide.load14 = load <16 x i8>, ptr %2, align 1, !tbaa !13
  %3 = or <16 x i8> %wide.load13, %wide.load
  %4 = or <16 x i8> %wide.load14, %wide.load12
  store <16 x i8> %3, ptr %map.i, align 1, !tbaa !13
  store <16 x i8> %4, ptr %2, align 1, !tbaa !13
  %5 = load i64, ptr %top, align 8, !tbaa !5
  %conv = trunc i64 %5 to i32
  %add = add nsw i32 %conv, %argc
  %arrayidx3 = getelementptr inbounds i8, ptr %call, i64 15
  %6 = load i8, ptr %arrayidx3, align 1, !tbaa !13
  %conv4 = zext i8 %6 to i32
  %add5 = add nsw i32 %add, %conv4
  ret i32 %add5
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

attributes #0 = { nofree nounwind memory(readwrite, argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !11, i64 48}
!6 = !{!"Code", !7, i64 0, !10, i64 8, !8, i64 12, !11, i64 48}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!"long", !8, i64 0}
!12 = !{!7, !7, i64 0}
!13 = !{!8, !8, i64 0}
