; ModuleID = 'unionmember.c'
source_filename = "unionmember.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.CC = type { %struct.E, ptr, i32, i32, i32 }
%struct.E = type { i32, %union.anon, i32, i32 }
%union.anon = type { i64 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @discharge(ptr nocapture noundef %e) local_unnamed_addr #0 {
entry:
  %0 = load i32, ptr %e, align 8, !tbaa !5
  switch i32 %0, label %if.end12 [
    i32 1, label %if.then
    i32 2, label %if.then8
  ]

if.then:                                          ; preds = %entry
  %u = getelementptr inbounds i8, ptr %e, i64 8
  %vidx = getelementptr inbounds i8, ptr %e, i64 10
  %1 = load i16, ptr %vidx, align 2, !tbaa !10
  %conv = zext i16 %1 to i64
  %2 = load i8, ptr %u, align 8, !tbaa !10
  %conv2 = zext i8 %2 to i64
  %add = add nuw nsw i64 %conv2, %conv
  store i64 %add, ptr %u, align 8, !tbaa !10
  br label %if.end12

if.then8:                                         ; preds = %entry
  %u9 = getelementptr inbounds i8, ptr %e, i64 8
  %t = getelementptr inbounds i8, ptr %e, i64 10
  %3 = load i8, ptr %t, align 2, !tbaa !10
  %conv10 = zext i8 %3 to i64
  store i64 %conv10, ptr %u9, align 8, !tbaa !10
  br label %if.end12

if.end12:                                         ; preds = %entry, %if.then8, %if.then
  %f = getelementptr inbounds i8, ptr %e, i64 20
  store i32 -1, ptr %f, align 4, !tbaa !11
  %t13 = getelementptr inbounds i8, ptr %e, i64 16
  store i32 -1, ptr %t13, align 8, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @close_cc(ptr nocapture noundef %cc) local_unnamed_addr #0 {
entry:
  tail call void @discharge(ptr noundef %cc)
  %na = getelementptr inbounds i8, ptr %cc, i64 32
  %0 = load i32, ptr %na, align 8, !tbaa !13
  %inc = add nsw i32 %0, 1
  store i32 %inc, ptr %na, align 8, !tbaa !13
  %t = getelementptr inbounds i8, ptr %cc, i64 24
  store ptr null, ptr %t, align 8, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #1 {
entry:
  %cc = alloca %struct.CC, align 8
  %e = alloca %struct.E, align 8
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %cc) #4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %cc, i8 0, i64 48, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %e) #4
  store i32 %argc, ptr %e, align 8, !tbaa !5
  %conv = trunc i32 %argc to i16
  %u = getelementptr inbounds i8, ptr %e, i64 8
  %vidx = getelementptr inbounds i8, ptr %e, i64 10
  store i16 %conv, ptr %vidx, align 2, !tbaa !10
  store i8 1, ptr %u, align 8, !tbaa !10
  call void @discharge(ptr noundef nonnull %e)
  store i32 %argc, ptr %cc, align 8, !tbaa !17
  call void @close_cc(ptr noundef nonnull %cc)
  %na = getelementptr inbounds i8, ptr %cc, i64 32
  %0 = load i32, ptr %na, align 8, !tbaa !13
  %1 = load i64, ptr %u, align 8, !tbaa !10
  %conv4 = trunc i64 %1 to i32
  %add = add nsw i32 %0, %conv4
  %nh = getelementptr inbounds i8, ptr %cc, i64 36
  %2 = load i32, ptr %nh, align 4, !tbaa !18
  %add5 = add nsw i32 %add, %2
  %tostore = getelementptr inbounds i8, ptr %cc, i64 40
  %3 = load i32, ptr %tostore, align 8, !tbaa !19
  %add6 = add nsw i32 %add5, %3
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %e) #4
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %cc) #4
  ret i32 %add6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"E", !7, i64 0, !8, i64 8, !7, i64 16, !7, i64 20}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = !{!6, !7, i64 20}
!12 = !{!6, !7, i64 16}
!13 = !{!14, !7, i64 32}
!14 = !{!"CC", !6, i64 0, !15, i64 24, !7, i64 32, !7, i64 36, !7, i64 40}
!15 = !{!"any pointer", !8, i64 0}
!16 = !{!14, !15, i64 24}
!17 = !{!14, !7, i64 0}
!18 = !{!14, !7, i64 36}
!19 = !{!14, !7, i64 40}
