; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Api = type { i64, ptr }
%struct.P = type { ptr, ptr, i32, i32, i32, i32, i32 }
%struct.C = type { %struct.P, i32, i32, ptr }

@api = internal constant %struct.Api { i64 1, ptr @twice }, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local range(i64 -2147483648, 2147483648) i64 @use(ptr nocapture noundef readonly %p) local_unnamed_addr #0 {
entry:
  %0 = load ptr, ptr %p, align 8, !tbaa !5
  %1 = load i32, ptr %0, align 8, !tbaa !11
  %a = getelementptr inbounds i8, ptr %p, i64 16
  %2 = load i32, ptr %a, align 8, !tbaa !14
  %add = add nsw i32 %2, %1
  %conv = sext i32 %add to i64
  ret i64 %conv
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) local_unnamed_addr #1 {
entry:
  %p = alloca %struct.P, align 8
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %p) #7
  %0 = getelementptr inbounds i8, ptr %p, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %0, i8 0, i64 24, i1 false)
  %call = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #8
  store ptr %call, ptr %p, align 8, !tbaa !5
  store i32 %argc, ptr %call, align 8, !tbaa !11
  %next = getelementptr inbounds i8, ptr %call, i64 8
  store ptr null, ptr %next, align 8, !tbaa !15
  %err = getelementptr inbounds i8, ptr %p, i64 8
  store ptr %argv, ptr %err, align 8, !tbaa !16
  %call3 = call i64 @use(ptr noundef nonnull %p)
  %conv = trunc nsw i64 %call3 to i32
  %call4 = tail call i32 @run(i32 noundef %argc) #7
  %add = add nsw i32 %call4, %conv
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %p) #7
  ret i32 %add
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local i32 @run(i32 noundef %n) local_unnamed_addr #1 {
entry:
  %c = alloca %struct.C, align 8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %c) #7
  store ptr @api, ptr %c, align 8, !tbaa !17
  %ctx = getelementptr inbounds i8, ptr %c, i64 8
  store ptr null, ptr %ctx, align 8, !tbaa !20
  %a = getelementptr inbounds i8, ptr %c, i64 16
  store i32 %n, ptr %a, align 8, !tbaa !21
  %x = getelementptr inbounds i8, ptr %c, i64 40
  store i32 %n, ptr %x, align 8, !tbaa !22
  %s = getelementptr inbounds i8, ptr %c, i64 48
  store ptr null, ptr %s, align 8, !tbaa !23
  %call = call fastcc i32 @call(ptr noundef nonnull %c)
  %call4 = call fastcc i32 @next(ptr noundef nonnull %c)
  %add = add nsw i32 %call4, %call
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %c) #7
  ret i32 %add
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @call(ptr nocapture noundef readonly %c) unnamed_addr #5 {
entry:
  %0 = load ptr, ptr %c, align 8, !tbaa !17
  %f = getelementptr inbounds i8, ptr %0, i64 8
  %1 = load ptr, ptr %f, align 8, !tbaa !24
  %x = getelementptr inbounds i8, ptr %c, i64 40
  %2 = load i32, ptr %x, align 8, !tbaa !22
  %call = tail call i32 %1(i32 noundef %2) #7
  %3 = load ptr, ptr %c, align 8, !tbaa !17
  %4 = load i64, ptr %3, align 8, !tbaa !26
  %conv = trunc i64 %4 to i32
  %add = add nsw i32 %call, %conv
  %a = getelementptr inbounds i8, ptr %c, i64 16
  %5 = load i32, ptr %a, align 8, !tbaa !21
  %add4 = add nsw i32 %add, %5
  ret i32 %add4
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @next(ptr nocapture noundef %it) unnamed_addr #5 {
entry:
  %a = getelementptr inbounds i8, ptr %it, i64 16
  %0 = load i32, ptr %a, align 8, !tbaa !27
  %add = add nsw i32 %0, 1
  %b = getelementptr inbounds i8, ptr %it, i64 20
  store i32 %add, ptr %b, align 4, !tbaa !28
  %1 = load ptr, ptr %it, align 8, !tbaa !29
  %f = getelementptr inbounds i8, ptr %1, i64 8
  %2 = load ptr, ptr %f, align 8, !tbaa !24
  %call = tail call i32 %2(i32 noundef %add) #7
  ret i32 %call
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @twice(i32 noundef %n) #6 {
entry:
  %mul = shl nsw i32 %n, 1
  ret i32 %mul
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0) }

!llvm.ident = !{!0, !0}
!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!6, !7, i64 0}
!6 = !{!"P", !7, i64 0, !7, i64 8, !10, i64 16, !10, i64 20, !10, i64 24, !10, i64 28, !10, i64 32}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!12, !10, i64 0}
!12 = !{!"X", !10, i64 0, !7, i64 8, !13, i64 16}
!13 = !{!"long", !8, i64 0}
!14 = !{!6, !10, i64 16}
!15 = !{!12, !7, i64 8}
!16 = !{!6, !7, i64 8}
!17 = !{!18, !7, i64 0}
!18 = !{!"C", !19, i64 0, !10, i64 40, !10, i64 44, !7, i64 48}
!19 = !{!"I", !7, i64 0, !7, i64 8, !10, i64 16, !10, i64 20, !10, i64 24, !10, i64 28, !10, i64 32}
!20 = !{!18, !7, i64 8}
!21 = !{!18, !10, i64 16}
!22 = !{!18, !10, i64 40}
!23 = !{!18, !7, i64 48}
!24 = !{!25, !7, i64 8}
!25 = !{!"Api", !13, i64 0, !7, i64 8}
!26 = !{!25, !13, i64 0}
!27 = !{!19, !10, i64 16}
!28 = !{!19, !10, i64 20}
!29 = !{!19, !7, i64 0}
