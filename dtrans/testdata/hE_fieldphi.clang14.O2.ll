; ModuleID = 'hE_fieldphi.c'
source_filename = "hE_fieldphi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Module = type { i32 (i8*, i64*)*, i32 (i8*)* }
%struct.Btree = type { i32, %struct.Info }
%struct.Info = type { i64, i8*, i32 }
%struct.Cur = type { i32, i64 }

@modA = dso_local local_unnamed_addr global %struct.Module { i32 (i8*, i64*)* @rowidA, i32 (i8*)* @next }, align 8
@modB = dso_local local_unnamed_addr global %struct.Module { i32 (i8*, i64*)* @rowidB, i32 (i8*)* @next }, align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define internal i32 @rowidA(i8* nocapture noundef readonly %c, i64* nocapture noundef writeonly %p) #0 {
entry:
  %0 = bitcast i8* %c to i32*
  %1 = load i32, i32* %0, align 4, !tbaa !5
  %conv = sext i32 %1 to i64
  store i64 %conv, i64* %p, align 8, !tbaa !9
  ret i32 0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @next(i8* noundef readnone %c) #1 {
entry:
  %cmp = icmp ne i8* %c, null
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly
define internal i32 @rowidB(i8* noundef readnone %c, i64* nocapture noundef writeonly %p) #2 {
entry:
  store i64 7, i64* %p, align 8, !tbaa !9
  %cmp = icmp eq i8* %c, null
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local void @fill(%struct.Btree* nocapture noundef %b) local_unnamed_addr #3 {
entry:
  %state = getelementptr inbounds %struct.Btree, %struct.Btree* %b, i64 0, i32 0
  %0 = load i32, i32* %state, align 8, !tbaa !11
  %conv = sext i32 %0 to i64
  %nKey = getelementptr inbounds %struct.Btree, %struct.Btree* %b, i64 0, i32 1, i32 0
  store i64 %conv, i64* %nKey, align 8, !tbaa !15
  %n = getelementptr inbounds %struct.Btree, %struct.Btree* %b, i64 0, i32 1, i32 2
  store i32 2, i32* %n, align 8, !tbaa !16
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i64 @rowid(%struct.Cur* nocapture noundef readonly %c, %struct.Btree* nocapture noundef %b, %struct.Module* nocapture noundef readonly %m, i8* noundef %vc) local_unnamed_addr #4 {
entry:
  %v = alloca i64, align 8
  %0 = bitcast i64* %v to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %0) #6
  %kind = getelementptr inbounds %struct.Cur, %struct.Cur* %c, i64 0, i32 0
  %1 = load i32, i32* %kind, align 8, !tbaa !17
  switch i32 %1, label %if.else5 [
    i32 0, label %if.then
    i32 1, label %if.then3
  ]

if.then:                                          ; preds = %entry
  %target = getelementptr inbounds %struct.Cur, %struct.Cur* %c, i64 0, i32 1
  br label %if.end7

if.then3:                                         ; preds = %entry
  %xRowid = getelementptr inbounds %struct.Module, %struct.Module* %m, i64 0, i32 0
  %2 = load i32 (i8*, i64*)*, i32 (i8*, i64*)** %xRowid, align 8, !tbaa !19
  %call = call i32 %2(i8* noundef %vc, i64* noundef nonnull %v) #6
  %tobool.not = icmp eq i32 %call, 0
  br i1 %tobool.not, label %if.end7, label %cleanup

if.else5:                                         ; preds = %entry
  tail call void @fill(%struct.Btree* noundef %b)
  %nKey = getelementptr inbounds %struct.Btree, %struct.Btree* %b, i64 0, i32 1, i32 0
  br label %if.end7

if.end7:                                          ; preds = %if.then3, %if.else5, %if.then
  %p.0 = phi i64* [ %target, %if.then ], [ %nKey, %if.else5 ], [ %v, %if.then3 ]
  %3 = load i64, i64* %p.0, align 8, !tbaa !9
  br label %cleanup

cleanup:                                          ; preds = %if.then3, %if.end7
  %retval.0 = phi i64 [ %3, %if.end7 ], [ -1, %if.then3 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %0) #6
  ret i64 %retval.0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @set(%struct.Cur* nocapture noundef writeonly %c, i64 noundef %t) local_unnamed_addr #2 {
entry:
  %target = getelementptr inbounds %struct.Cur, %struct.Cur* %c, i64 0, i32 1
  store i64 %t, i64* %target, align 8, !tbaa !21
  ret void
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
