; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.D = type { i64, %struct.P, i32 }
%struct.P = type { ptr, ptr, i32 }

@g = dso_local global %struct.D zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local range(i64 -2147483648, 2147483648) i64 @use(ptr nocapture noundef readonly %p) local_unnamed_addr #0 {
entry:
  %0 = load ptr, ptr %p, align 8, !tbaa !5
  %1 = load i8, ptr %0, align 1, !tbaa !11
  %conv = sext i8 %1 to i32
  %len = getelementptr inbounds i8, ptr %p, i64 16
  %2 = load i32, ptr %len, align 8, !tbaa !12
  %add = add nsw i32 %2, %conv
  %conv1 = sext i32 %add to i64
  ret i64 %conv1
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #1 {
entry:
  %p = alloca %struct.P, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %p) #7
  %0 = getelementptr inbounds i8, ptr %p, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 16, i1 false)
  %1 = load ptr, ptr %argv, align 8, !tbaa !13
  store ptr %1, ptr %p, align 8, !tbaa !5
  %len = getelementptr inbounds i8, ptr %p, i64 16
  store i32 %argc, ptr %len, align 8, !tbaa !12
  %call = call i64 @use(ptr noundef nonnull %p)
  %conv = trunc nsw i64 %call to i32
  %call1 = tail call i32 @run(i32 noundef %argc) #7
  %add = add nsw i32 %call1, %conv
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %p) #7
  ret i32 %add
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @set(ptr nocapture noundef writeonly %d, ptr noundef %f, ptr noundef %arg) local_unnamed_addr #4 {
entry:
  %busy = getelementptr inbounds i8, ptr %d, i64 8
  store ptr %f, ptr %busy, align 8, !tbaa !14
  %arg3 = getelementptr inbounds i8, ptr %d, i64 16
  store ptr %arg, ptr %arg3, align 8, !tbaa !18
  %n = getelementptr inbounds i8, ptr %d, i64 24
  store i32 0, ptr %n, align 8, !tbaa !19
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @invoke(ptr nocapture noundef %b) local_unnamed_addr #5 {
entry:
  %0 = load ptr, ptr %b, align 8, !tbaa !20
  %arg = getelementptr inbounds i8, ptr %b, i64 8
  %1 = load ptr, ptr %arg, align 8, !tbaa !21
  %n = getelementptr inbounds i8, ptr %b, i64 16
  %2 = load i32, ptr %n, align 8, !tbaa !22
  %call = tail call i32 %0(ptr noundef %1, i32 noundef %2) #7
  %tobool.not = icmp eq i32 %call, 0
  br i1 %tobool.not, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  %3 = load i32, ptr %n, align 8, !tbaa !22
  %inc = add nsw i32 %3, 1
  store i32 %inc, ptr %n, align 8, !tbaa !22
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret i32 %call
}

; Function Attrs: nounwind uwtable
define dso_local i32 @run(i32 noundef %n) local_unnamed_addr #1 {
entry:
  tail call void @set(ptr noundef nonnull @g, ptr noundef nonnull @cb, ptr noundef null)
  store i32 %n, ptr getelementptr inbounds (i8, ptr @g, i64 32), align 8, !tbaa !23
  %call1 = tail call i32 @invoke(ptr noundef nonnull getelementptr inbounds (i8, ptr @g, i64 8))
  %tobool.not2 = icmp eq i32 %call1, 0
  br i1 %tobool.not2, label %while.end, label %while.body

while.body:                                       ; preds = %entry, %while.body
  %0 = load i64, ptr @g, align 8, !tbaa !24
  %inc = add nsw i64 %0, 1
  store i64 %inc, ptr @g, align 8, !tbaa !24
  %call = tail call i32 @invoke(ptr noundef nonnull getelementptr inbounds (i8, ptr @g, i64 8))
  %tobool.not = icmp eq i32 %call, 0
  br i1 %tobool.not, label %while.end, label %while.body, !llvm.loop !25

while.end:                                        ; preds = %while.body, %entry
  %1 = load i64, ptr @g, align 8, !tbaa !24
  %conv = trunc i64 %1 to i32
  %2 = load i32, ptr getelementptr inbounds (i8, ptr @g, i64 32), align 8, !tbaa !23
  %add = add nsw i32 %2, %conv
  ret i32 %add
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal range(i32 0, 2) i32 @cb(ptr noundef readnone %arg, i32 noundef %n) #6 {
entry:
  %cmp = icmp eq ptr %arg, null
  %cmp1 = icmp slt i32 %n, 3
  %0 = and i1 %cmp, %cmp1
  %land.ext = zext i1 %0 to i32
  ret i32 %land.ext
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.ident = !{!0, !0}
!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!6, !7, i64 0}
!6 = !{!"P", !7, i64 0, !7, i64 8, !10, i64 16}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!8, !8, i64 0}
!12 = !{!6, !10, i64 16}
!13 = !{!7, !7, i64 0}
!14 = !{!15, !7, i64 8}
!15 = !{!"D", !16, i64 0, !17, i64 8, !10, i64 32}
!16 = !{!"long", !8, i64 0}
!17 = !{!"B", !7, i64 0, !7, i64 8, !10, i64 16}
!18 = !{!15, !7, i64 16}
!19 = !{!15, !10, i64 24}
!20 = !{!17, !7, i64 0}
!21 = !{!17, !7, i64 8}
!22 = !{!17, !10, i64 16}
!23 = !{!15, !10, i64 32}
!24 = !{!15, !16, i64 0}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.mustprogress"}
