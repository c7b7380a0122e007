; ModuleID = 'hE_fieldphi.c'
source_filename = "hE_fieldphi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Module = type { ptr, ptr }

@modA = dso_local local_unnamed_addr global %struct.Module { ptr @rowidA, ptr @next }, align 8
@modB = dso_local local_unnamed_addr global %struct.Module { ptr @rowidB, ptr @next }, align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal noundef i32 @rowidA(ptr nocapture noundef readonly %c, ptr nocapture noundef writeonly %p) #0 {
entry:
  %0 = load i32, ptr %c, align 4, !tbaa !5
  %conv = sext i32 %0 to i64
  store i64 %conv, ptr %p, align 8, !tbaa !9
  ret i32 0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal range(i32 0, 2) i32 @next(ptr noundef readnone %c) #1 {
entry:
  %cmp = icmp ne ptr %c, null
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal range(i32 0, 2) i32 @rowidB(ptr noundef readnone %c, ptr nocapture noundef writeonly %p) #2 {
entry:
  store i64 7, ptr %p, align 8, !tbaa !9
  %cmp = icmp eq ptr %c, null
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @fill(ptr nocapture noundef %b) local_unnamed_addr #3 {
entry:
  %0 = load i32, ptr %b, align 8, !tbaa !11
  %conv = sext i32 %0 to i64
  %info = getelementptr inbounds i8, ptr %b, i64 8
  store i64 %conv, ptr %info, align 8, !tbaa !15
  %n = getelementptr inbounds i8, ptr %b, i64 24
  store i32 2, ptr %n, align 8, !tbaa !16
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i64 @rowid(ptr nocapture noundef readonly %c, ptr nocapture noundef %b, ptr nocapture noundef readonly %m, ptr noundef %vc) local_unnamed_addr #4 {
entry:
  %v = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %v) #6
  %0 = load i32, ptr %c, align 8, !tbaa !17
  switch i32 %0, label %if.else5 [
    i32 0, label %if.then
    i32 1, label %if.then3
  ]

if.then:                                          ; preds = %entry
  %target = getelementptr inbounds i8, ptr %c, i64 8
  br label %if.end7

if.then3:                                         ; preds = %entry
  %1 = load ptr, ptr %m, align 8, !tbaa !19
  %call = call i32 %1(ptr noundef %vc, ptr noundef nonnull %v) #6
  %tobool.not = icmp eq i32 %call, 0
  br i1 %tobool.not, label %if.end7, label %cleanup

if.else5:                                         ; preds = %entry
  tail call void @fill(ptr noundef %b)
  %info = getelementptr inbounds i8, ptr %b, i64 8
  br label %if.end7

if.end7:                                          ; preds = %if.then3, %if.else5, %if.then
  %p.0 = phi ptr [ %target, %if.then ], [ %info, %if.else5 ], [ %v, %if.then3 ]
  %2 = load i64, ptr %p.0, align 8, !tbaa !9
  br label %cleanup

cleanup:                                          ; preds = %if.then3, %if.end7
  %retval.0 = phi i64 [ %2, %if.end7 ], [ -1, %if.then3 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %v) #6
  ret i64 %retval.0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @set(ptr nocapture noundef writeonly %c, i64 noundef %t) local_unnamed_addr #2 {
entry:
  %target = getelementptr inbounds i8, ptr %c, i64 8
  store i64 %t, ptr %target, align 8, !tbaa !21
  ret void
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}
!11 = !{!12, !6, i64 0}
!12 = !{!"Btree", !6, i64 0, !13, i64 8}
!13 = !{!"Info", !10, i64 0, !14, i64 8, !6, i64 16}
!14 = !{!"any pointer", !7, i64 0}
!15 = !{!12, !10, i64 8}
!16 = !{!12, !6, i64 24}
!17 = !{!18, !6, i64 0}
!18 = !{!"Cur", !6, i64 0, !10, i64 8}
!19 = !{!20, !14, i64 0}
!20 = !{!"Module", !14, i64 0, !14, i64 8}
!21 = !{!18, !10, i64 8}
