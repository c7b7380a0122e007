; ModuleID = 'hV_unionpun.c'
source_filename = "hV_unionpun.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.CI = type { ptr, ptr, i32, %union.anon, i16 }
%union.anon = type { %struct.K }
%struct.K = type { ptr, i64, i64 }
%struct.State = type { ptr, i32, %struct.K }

@main.c0 = internal global %struct.CI zeroinitializer, align 8
@main.c1 = internal global %struct.CI zeroinitializer, align 8

; Function Attrs: nofree noinline norecurse nounwind uwtable
define dso_local void @sethook(ptr noundef %s, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %mask = getelementptr inbounds i8, ptr %s, i64 8
  store volatile i32 %m, ptr %mask, align 8, !tbaa !5
  %ci.07 = load ptr, ptr %s, align 8, !tbaa !13
  %tobool.not8 = icmp eq ptr %ci.07, null
  br i1 %tobool.not8, label %for.end, label %for.body

for.body:                                         ; preds = %entry, %for.inc
  %ci.09 = phi ptr [ %ci.0, %for.inc ], [ %ci.07, %entry ]
  %status = getelementptr inbounds i8, ptr %ci.09, i64 48
  %0 = load i16, ptr %status, align 8, !tbaa !14
  %1 = and i16 %0, 2
  %tobool2.not = icmp eq i16 %1, 0
  br i1 %tobool2.not, label %for.inc, label %if.then

if.then:                                          ; preds = %for.body
  %trap = getelementptr inbounds i8, ptr %ci.09, i64 32
  store volatile i32 1, ptr %trap, align 8, !tbaa !17
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %ci.0 = load ptr, ptr %ci.09, align 8, !tbaa !13
  %tobool.not = icmp eq ptr %ci.0, null
  br i1 %tobool.not, label %for.end, label %for.body, !llvm.loop !18

for.end:                                          ; preds = %for.inc, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define dso_local range(i64 -2147483648, 2147483648) i64 @callk(ptr noundef %ci, ptr noundef %k, i64 noundef %ctx) local_unnamed_addr #2 {
entry:
  %u = getelementptr inbounds i8, ptr %ci, i64 24
  store ptr %k, ptr %u, align 8, !tbaa !17
  %ctx3 = getelementptr inbounds i8, ptr %ci, i64 40
  store i64 %ctx, ptr %ctx3, align 8, !tbaa !17
  %top = getelementptr inbounds i8, ptr %ci, i64 16
  %0 = load i32, ptr %top, align 8, !tbaa !20
  %conv = sext i32 %0 to i64
  %old = getelementptr inbounds i8, ptr %ci, i64 32
  store i64 %conv, ptr %old, align 8, !tbaa !17
  %call = tail call i32 %k(ptr noundef %ci, i32 noundef 1, i64 noundef %ctx) #5
  %conv9 = sext i32 %call to i64
  ret i64 %conv9
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  %s = alloca %struct.State, align 8
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %s) #5
  store ptr @main.c0, ptr @main.c1, align 8, !tbaa !21
  %conv = trunc i32 %argc to i16
  store i16 %conv, ptr getelementptr inbounds (i8, ptr @main.c1, i64 48), align 8, !tbaa !14
  store i16 2, ptr getelementptr inbounds (i8, ptr @main.c0, i64 48), align 8, !tbaa !14
  store ptr @main.c1, ptr %s, align 8, !tbaa !22
  %conv1 = sext i32 %argc to i64
  %old = getelementptr inbounds i8, ptr %s, i64 24
  store i64 %conv1, ptr %old, align 8, !tbaa !23
  call void @sethook(ptr noundef nonnull %s, i32 noundef %argc)
  %call = call i64 @callk(ptr noundef nonnull @main.c0, ptr noundef nonnull @kf, i64 noundef %conv1)
  %conv3 = trunc nsw i64 %call to i32
  %0 = load volatile i32, ptr getelementptr inbounds (i8, ptr @main.c0, i64 32), align 8, !tbaa !17
  %add = add nsw i32 %0, %conv3
  %1 = load i64, ptr %old, align 8, !tbaa !23
  %conv6 = trunc i64 %1 to i32
  %add7 = add nsw i32 %add, %conv6
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %s) #5
  ret i32 %add7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @kf(ptr nocapture readnone %p, i32 noundef %a, i64 noundef %b) #4 {
entry:
  %conv = trunc i64 %b to i32
  %add = add nsw i32 %conv, %a
  ret i32 %add
}

attributes #0 = { nofree noinline norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 8}
!6 = !{!"State", !7, i64 0, !10, i64 8, !11, i64 16}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!"K", !7, i64 0, !12, i64 8, !12, i64 16}
!12 = !{!"long", !8, i64 0}
!13 = !{!7, !7, i64 0}
!14 = !{!15, !16, i64 48}
!15 = !{!"CI", !7, i64 0, !7, i64 8, !10, i64 16, !8, i64 24, !16, i64 48}
!16 = !{!"short", !8, i64 0}
!17 = !{!8, !8, i64 0}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!15, !10, i64 16}
!21 = !{!15, !7, i64 0}
!22 = !{!6, !7, i64 0}
!23 = !{!6, !12, i64 24}
