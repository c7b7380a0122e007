; ModuleID = 'hV_unionpun.c'
source_filename = "hV_unionpun.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.CI = type { %struct.CI*, %struct.CI*, i32, %union.anon, i16 }
%union.anon = type { %struct.K }
%struct.K = type { i32 (i8*, i32, i64)*, i64, i64 }
%struct.State = type { %struct.CI*, i32, %struct.K }

@main.c0 = internal global %struct.CI zeroinitializer, align 8
@main.c1 = internal global %struct.CI zeroinitializer, align 8

; Function Attrs: nofree noinline norecurse nounwind uwtable
define dso_local void @sethook(%struct.State* noundef %s, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %mask = getelementptr inbounds %struct.State, %struct.State* %s, i64 0, i32 1
  store volatile i32 %m, i32* %mask, align 8, !tbaa !5
  %ci1 = getelementptr inbounds %struct.State, %struct.State* %s, i64 0, i32 0
  %ci.09 = load %struct.CI*, %struct.CI** %ci1, align 8, !tbaa !13
  %tobool.not10 = icmp eq %struct.CI* %ci.09, null
  br i1 %tobool.not10, label %for.end, label %for.body

for.body:                                         ; preds = %entry, %for.inc
  %ci.011 = phi %struct.CI* [ %ci.0, %for.inc ], [ %ci.09, %entry ]
  %status = getelementptr inbounds %struct.CI, %struct.CI* %ci.011, i64 0, i32 4
  %0 = load i16, i16* %status, align 8, !tbaa !14
  %1 = and i16 %0, 2
  %tobool2.not = icmp eq i16 %1, 0
  br i1 %tobool2.not, label %for.inc, label %if.then

if.then:                                          ; preds = %for.body
  %trap = getelementptr inbounds %struct.CI, %struct.CI* %ci.011, i64 0, i32 3, i32 0, i32 1
  %2 = bitcast i64* %trap to i32*
  store volatile i32 1, i32* %2, align 8, !tbaa !17
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %prev = getelementptr inbounds %struct.CI, %struct.CI* %ci.011, i64 0, i32 0
  %ci.0 = load %struct.CI*, %struct.CI** %prev, align 8, !tbaa !13
  %tobool.not = icmp eq %struct.CI* %ci.0, null
  br i1 %tobool.not, label %for.end, label %for.body, !llvm.loop !18

for.end:                                          ; preds = %for.inc, %entry
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i64 @callk(%struct.CI* noundef %ci, i32 (i8*, i32, i64)* noundef %k, i64 noundef %ctx) local_unnamed_addr #2 {
entry:
  %k1 = getelementptr inbounds %struct.CI, %struct.CI* %ci, i64 0, i32 3, i32 0, i32 0
  store i32 (i8*, i32, i64)* %k, i32 (i8*, i32, i64)** %k1, align 8, !tbaa !17
  %ctx4 = getelementptr inbounds %struct.CI, %struct.CI* %ci, i64 0, i32 3, i32 0, i32 2
  store i64 %ctx, i64* %ctx4, align 8, !tbaa !17
  %top = getelementptr inbounds %struct.CI, %struct.CI* %ci, i64 0, i32 2
  %0 = load i32, i32* %top, align 8, !tbaa !20
  %conv = sext i32 %0 to i64
  %old = getelementptr inbounds %struct.CI, %struct.CI* %ci, i64 0, i32 3, i32 0, i32 1
  store i64 %conv, i64* %old, align 8, !tbaa !17
  %1 = bitcast %struct.CI* %ci to i8*
  %call = tail call i32 %k(i8* noundef %1, i32 noundef 1, i64 noundef %ctx) #5
  %conv13 = sext i32 %call to i64
  ret i64 %conv13
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  %s = alloca %struct.State, align 8
  %0 = bitcast %struct.State* %s to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %0) #5
  store %struct.CI* @main.c0, %struct.CI** getelementptr inbounds (%struct.CI, %struct.CI* @main.c1, i64 0, i32 0), align 8, !tbaa !21
  %conv = trunc i32 %argc to i16
  store i16 %conv, i16* getelementptr inbounds (%struct.CI, %struct.CI* @main.c1, i64 0, i32 4), align 8, !tbaa !14
  store i16 2, i16* getelementptr inbounds (%struct.CI, %struct.CI* @main.c0, i64 0, i32 4), align 8, !tbaa !14
  %ci = getelementptr inbounds %struct.State, %struct.State* %s, i64 0, i32 0
  store %struct.CI* @main.c1, %struct.CI** %ci, align 8, !tbaa !22
  %conv1 = sext i32 %argc to i64
  %old = getelementptr inbounds %struct.State, %struct.State* %s, i64 0, i32 2, i32 1
  store i64 %conv1, i64* %old, align 8, !tbaa !23
  call void @sethook(%struct.State* noundef nonnull %s, i32 noundef %argc)
  %call = call i64 @callk(%struct.CI* noundef nonnull @main.c0, i32 (i8*, i32, i64)* noundef nonnull @kf, i64 noundef %conv1)
  %conv3 = trunc i64 %call to i32
  %1 = load volatile i32, i32* bitcast (i64* getelementptr inbounds (%struct.CI, %struct.CI* @main.c0, i64 0, i32 3, i32 0, i32 1) to i32*), align 8, !tbaa !17
  %add = add nsw i32 %1, %conv3
  %2 = load i64, i64* %old, align 8, !tbaa !23
  %conv6 = trunc i64 %2 to i32
  %add7 = add nsw i32 %add, %conv6
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %0) #5
  ret i32 %add7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @kf(i8* nocapture noundef readnone %p, i32 noundef %a, i64 noundef %b) #4 {
entry:
  %conv = trunc i64 %b to i32
  %add = add nsw i32 %conv, %a
  ret i32 %add
}

attributes #0 = { nofree noinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
