; ModuleID = 'hAR_unionlane.c'
source_filename = "hAR_unionlane.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Term = type { ptr, ptr, i16, i16, i16, i8, i8, i32, i32, %union.anon, i64, i64 }
%union.anon = type { ptr }

; Function Attrs: nounwind uwtable
define dso_local void @settle(ptr nocapture noundef %aTerm, i32 noundef %i, i32 noundef %j, i64 noundef %m) local_unnamed_addr #0 {
entry:
  %aiCurCol = alloca [2 x i32], align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %aiCurCol) #4
  %idxprom = sext i32 %i to i64
  %arrayidx = getelementptr inbounds %struct.Term, ptr %aTerm, i64 %idxprom
  %0 = load ptr, ptr %arrayidx, align 8, !tbaa !5
  %call = call i32 @indexed(ptr noundef %0, ptr noundef nonnull %aiCurCol) #4
  %tobool.not = icmp eq i32 %call, 0
  br i1 %tobool.not, label %if.end8, label %if.then

if.then:                                          ; preds = %entry
  %tobool1.not = icmp eq i64 %m, 0
  %idxprom3 = sext i32 %j to i64
  %arrayidx4 = getelementptr inbounds %struct.Term, ptr %aTerm, i64 %idxprom3
  %pTerm.0 = select i1 %tobool1.not, ptr %arrayidx, ptr %arrayidx4
  %1 = load ptr, ptr %pTerm.0, align 8, !tbaa !5
  call void @commute(ptr noundef %1) #4
  %leftCursor = getelementptr inbounds i8, ptr %pTerm.0, i64 28
  %2 = load <2 x i32>, ptr %aiCurCol, align 8, !tbaa !13
  store <2 x i32> %2, ptr %leftCursor, align 4, !tbaa !14
  %prereqAll = getelementptr inbounds i8, ptr %pTerm.0, i64 48
  store i64 %m, ptr %prereqAll, align 8, !tbaa !15
  br label %if.end8

if.end8:                                          ; preds = %if.then, %entry
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %aiCurCol) #4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @indexed(ptr noundef, ptr noundef) local_unnamed_addr #2

declare void @commute(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @leftcol(ptr nocapture noundef readonly %aTerm, i32 noundef %i) local_unnamed_addr #3 {
entry:
  %idxprom = sext i32 %i to i64
  %arrayidx = getelementptr inbounds %struct.Term, ptr %aTerm, i64 %idxprom
  %u = getelementptr inbounds i8, ptr %arrayidx, i64 32
  %0 = load i32, ptr %u, align 8, !tbaa !14
  %leftCursor = getelementptr inbounds i8, ptr %arrayidx, i64 28
  %1 = load i32, ptr %leftCursor, align 4, !tbaa !16
  %add = add nsw i32 %1, %0
  ret i32 %add
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local ptr @orinfo(ptr nocapture noundef readonly %aTerm, i32 noundef %i) local_unnamed_addr #3 {
entry:
  %idxprom = sext i32 %i to i64
  %u = getelementptr inbounds %struct.Term, ptr %aTerm, i64 %idxprom, i32 9
  %0 = load ptr, ptr %u, align 8, !tbaa !14
  ret ptr %0
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Term", !7, i64 0, !7, i64 8, !10, i64 16, !10, i64 18, !10, i64 20, !8, i64 22, !8, i64 23, !11, i64 24, !11, i64 28, !8, i64 32, !12, i64 40, !12, i64 48}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"short", !8, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!"long", !8, i64 0}
!13 = !{!11, !11, i64 0}
!14 = !{!8, !8, i64 0}
!15 = !{!6, !12, i64 48}
!16 = !{!6, !11, i64 28}
