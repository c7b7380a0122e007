; ModuleID = 'hC_castfirst.c'
source_filename = "hC_castfirst.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @mmalloc(i64 noundef %n, ptr nocapture noundef readonly %m) local_unnamed_addr #0 {
entry:
  %0 = load ptr, ptr %m, align 8, !tbaa !5
  %data = getelementptr inbounds i8, ptr %m, i64 16
  %1 = load ptr, ptr %data, align 8, !tbaa !10
  %call = tail call ptr %0(i64 noundef %n, ptr noundef %1) #7
  ret ptr %call
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @create_from(ptr nocapture noundef readonly %c, ptr noundef readonly %g) local_unnamed_addr #0 {
entry:
  %cmp = icmp eq ptr %g, null
  %spec.select = select i1 %cmp, ptr %c, ptr %g
  %top = getelementptr inbounds i8, ptr %c, i64 24
  %0 = load i32, ptr %top, align 8, !tbaa !11
  %conv.i = sext i32 %0 to i64
  %mul.i = shl nsw i64 %conv.i, 3
  %call.i = tail call ptr @mmalloc(i64 noundef %mul.i, ptr noundef readonly %spec.select)
  ret ptr %call.i
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #8
  %call1 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #8
  store ptr @dmalloc, ptr %call, align 8, !tbaa !14
  %free = getelementptr inbounds i8, ptr %call, i64 8
  store ptr @dfree, ptr %free, align 8, !tbaa !15
  %data = getelementptr inbounds i8, ptr %call, i64 16
  store ptr null, ptr %data, align 8, !tbaa !16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %call1, ptr noundef nonnull align 8 dereferenceable(24) %call, i64 24, i1 false), !tbaa.struct !17
  %top = getelementptr inbounds i8, ptr %call, i64 24
  store i32 %argc, ptr %top, align 8, !tbaa !11
  %flags = getelementptr inbounds i8, ptr %call, i64 28
  store i32 0, ptr %flags, align 4, !tbaa !19
  %cmp = icmp sgt i32 %argc, 1
  %cond = select i1 %cmp, ptr %call1, ptr null
  %call6 = tail call ptr @create_from(ptr noundef nonnull %call, ptr noundef %cond)
  %cmp7 = icmp ne ptr %call6, null
  %conv = zext i1 %cmp7 to i32
  ret i32 %conv
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(inaccessiblemem: readwrite) uwtable
define internal noalias noundef ptr @dmalloc(i64 noundef %n, ptr nocapture readnone %d) #3 {
entry:
  %call = tail call noalias ptr @malloc(i64 noundef %n) #8
  ret ptr %call
}

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define internal void @dfree(ptr nocapture noundef %p, ptr nocapture readnone %d) #4 {
entry:
  tail call void @free(ptr noundef %p) #7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

attributes #0 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"memctl", !7, i64 0, !7, i64 8, !7, i64 16}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 16}
!11 = !{!12, !13, i64 24}
!12 = !{!"code", !6, i64 0, !13, i64 24, !13, i64 28}
!13 = !{!"int", !8, i64 0}
!14 = !{!12, !7, i64 0}
!15 = !{!12, !7, i64 8}
!16 = !{!12, !7, i64 16}
!17 = !{i64 0, i64 8, !18, i64 8, i64 8, !18, i64 16, i64 8, !18}
!18 = !{!7, !7, i64 0}
!19 = !{!12, !13, i64 28}
