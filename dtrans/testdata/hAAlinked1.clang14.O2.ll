; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.D = type { i64, %struct.B, i32 }
%struct.B = type { i32 (i8*, i32)*, i8*, i32 }
%struct.P = type { i8*, i8*, i32 }

@g = dso_local global %struct.D zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @use(%struct.P* nocapture noundef readonly %p) local_unnamed_addr #0 {
entry:
  %name = getelementptr inbounds %struct.P, %struct.P* %p, i64 0, i32 0
  %0 = load i8*, i8** %name, align 8, !tbaa !5
  %1 = load i8, i8* %0, align 1, !tbaa !11
  %conv = sext i8 %1 to i32
  %len = getelementptr inbounds %struct.P, %struct.P* %p, i64 0, i32 2
  %2 = load i32, i32* %len, align 8, !tbaa !12
  %add = add nsw i32 %2, %conv
  %conv1 = sext i32 %add to i64
  ret i64 %conv1
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #1 {
entry:
  %p = alloca %struct.P, align 8
  %0 = bitcast %struct.P* %p to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %0) #7
  %1 = getelementptr inbounds %struct.P, %struct.P* %p, i64 0, i32 1
  %2 = bitcast i8** %1 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %2, i8 0, i64 16, i1 false)
  %3 = load i8*, i8** %argv, align 8, !tbaa !13
  %name = getelementptr inbounds %struct.P, %struct.P* %p, i64 0, i32 0
  store i8* %3, i8** %name, align 8, !tbaa !5
  %len = getelementptr inbounds %struct.P, %struct.P* %p, i64 0, i32 2
  store i32 %argc, i32* %len, align 8, !tbaa !12
  %call = call i64 @use(%struct.P* noundef nonnull %p)
  %conv = trunc i64 %call to i32
  %call1 = tail call i32 @run(i32 noundef %argc) #7
  %add = add nsw i32 %call1, %conv
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %0) #7
  ret i32 %add
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @set(%struct.D* nocapture noundef writeonly %d, i32 (i8*, i32)* noundef %f, i8* noundef %arg) local_unnamed_addr #4 {
entry:
  %f1 = getelementptr inbounds %struct.D, %struct.D* %d, i64 0, i32 1, i32 0
  store i32 (i8*, i32)* %f, i32 (i8*, i32)** %f1, align 8, !tbaa !14
  %arg3 = getelementptr inbounds %struct.D, %struct.D* %d, i64 0, i32 1, i32 1
  store i8* %arg, i8** %arg3, align 8, !tbaa !18
  %n = getelementptr inbounds %struct.D, %struct.D* %d, i64 0, i32 1, i32 2
  store i32 0, i32* %n, align 8, !tbaa !19
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @invoke(%struct.B* nocapture noundef %b) local_unnamed_addr #5 {
entry:
  %f = getelementptr inbounds %struct.B, %struct.B* %b, i64 0, i32 0
  %0 = load i32 (i8*, i32)*, i32 (i8*, i32)** %f, align 8, !tbaa !20
  %arg = getelementptr inbounds %struct.B, %struct.B* %b, i64 0, i32 1
  %1 = load i8*, i8** %arg, align 8, !tbaa !21
  %n = getelementptr inbounds %struct.B, %struct.B* %b, i64 0, i32 2
  %2 = load i32, i32* %n, align 8, !tbaa !22
  %call = tail call i32 %0(i8* noundef %1, i32 noundef %2) #7
  %tobool.not = icmp eq i32 %call, 0
  br i1 %tobool.not, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  %3 = load i32, i32* %n, align 8, !tbaa !22
  %inc = add nsw i32 %3, 1
  store i32 %inc, i32* %n, align 8, !tbaa !22
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret i32 %call
}

; Function Attrs: nounwind uwtable
define dso_local i32 @run(i32 noundef %n) local_unnamed_addr #1 {
entry:
  tail call void @set(%struct.D* noundef nonnull @g, i32 (i8*, i32)* noundef nonnull @cb, i8* noundef null)
  store i32 %n, i32* getelementptr inbounds (%struct.D, %struct.D* @g, i64 0, i32 2), align 8, !tbaa !23
  %call1 = tail call i32 @invoke(%struct.B* noundef getelementptr inbounds (%struct.D, %struct.D* @g, i64 0, i32 1))
  %tobool.not2 = icmp eq i32 %call1, 0
  br i1 %tobool.not2, label %while.end, label %while.body

while.body:                                       ; preds = %entry, %while.body
  %0 = load i64, i64* getelementptr inbounds (%struct.D, %struct.D* @g, i64 0, i32 0), align 8, !tbaa !24
  %inc = add nsw i64 %0, 1
  store i64 %inc, i64* getelementptr inbounds (%struct.D, %struct.D* @g, i64 0, i32 0), align 8, !tbaa !24
  %call = tail call i32 @invoke(%struct.B* noundef getelementptr inbounds (%struct.D, %struct.D* @g, i64 0, i32 1))
  %tobool.not = icmp eq i32 %call, 0
  br i1 %tobool.not, label %while.end, label %while.body, !llvm.loop !25

while.end:                                        ; preds = %while.body, %entry
  %1 = load i64, i64* getelementptr inbounds (%struct.D, %struct.D* @g, i64 0, i32 0), align 8, !tbaa !24
  %conv = trunc i64 %1 to i32
  %2 = load i32, i32* getelementptr inbounds (%struct.D, %struct.D* @g, i64 0, i32 2), align 8, !tbaa !23
  %add = add nsw i32 %2, %conv
  ret i32 %add
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @cb(i8* noundef readnone %arg, i32 noundef %n) #6 {
entry:
  %cmp = icmp eq i8* %arg, null
  %cmp1 = icmp slt i32 %n, 3
  %0 = and i1 %cmp, %cmp1
  %land.ext = zext i1 %0 to i32
  ret i32 %land.ext
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nosync nounwind willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.ident = !{!0, !0}
!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
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
