; ModuleID = 'hAR_unionlane.c'
source_filename = "hAR_unionlane.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Term = type { i8*, i8*, i16, i16, i16, i8, i8, i32, i32, %union.anon, i64, i64 }
%union.anon = type { i8* }

; Function Attrs: nounwind uwtable
define dso_local void @settle(%struct.Term* nocapture noundef %aTerm, i32 noundef %i, i32 noundef %j, i64 noundef %m) local_unnamed_addr #0 {
entry:
  %aiCurCol = alloca [2 x i32], align 4
  %0 = bitcast [2 x i32]* %aiCurCol to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %0) #4
  %idxprom = sext i32 %i to i64
  %arrayidx = getelementptr inbounds %struct.Term, %struct.Term* %aTerm, i64 %idxprom
  %pExpr = getelementptr inbounds %struct.Term, %struct.Term* %arrayidx, i64 0, i32 0
  %1 = load i8*, i8** %pExpr, align 8, !tbaa !5
  %arraydecay = getelementptr inbounds [2 x i32], [2 x i32]* %aiCurCol, i64 0, i64 0
  %call = call i32 @indexed(i8* noundef %1, i32* noundef nonnull %arraydecay) #4
  %tobool.not = icmp eq i32 %call, 0
  br i1 %tobool.not, label %if.end8, label %if.then

if.then:                                          ; preds = %entry
  %tobool1.not = icmp eq i64 %m, 0
  %idxprom3 = sext i32 %j to i64
  %arrayidx4 = getelementptr inbounds %struct.Term, %struct.Term* %aTerm, i64 %idxprom3
  %pTerm.0 = select i1 %tobool1.not, %struct.Term* %arrayidx, %struct.Term* %arrayidx4
  %pExpr5 = getelementptr inbounds %struct.Term, %struct.Term* %pTerm.0, i64 0, i32 0
  %2 = load i8*, i8** %pExpr5, align 8, !tbaa !5
  call void @commute(i8* noundef %2) #4
  %3 = load i32, i32* %arraydecay, align 4, !tbaa !13
  %leftCursor = getelementptr inbounds %struct.Term, %struct.Term* %pTerm.0, i64 0, i32 8
  store i32 %3, i32* %leftCursor, align 4, !tbaa !14
  %arrayidx7 = getelementptr inbounds [2 x i32], [2 x i32]* %aiCurCol, i64 0, i64 1
  %4 = load i32, i32* %arrayidx7, align 4, !tbaa !13
  %u = getelementptr inbounds %struct.Term, %struct.Term* %pTerm.0, i64 0, i32 9
  %leftColumn = bitcast %union.anon* %u to i32*
  store i32 %4, i32* %leftColumn, align 8, !tbaa !15
  %prereqAll = getelementptr inbounds %struct.Term, %struct.Term* %pTerm.0, i64 0, i32 11
  store i64 %m, i64* %prereqAll, align 8, !tbaa !16
  br label %if.end8

if.end8:                                          ; preds = %if.then, %entry
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %0) #4
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @indexed(i8* noundef, i32* noundef) local_unnamed_addr #2

declare void @commute(i8* noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @leftcol(%struct.Term* nocapture noundef readonly %aTerm, i32 noundef %i) local_unnamed_addr #3 {
entry:
  %idxprom = sext i32 %i to i64
  %u = getelementptr inbounds %struct.Term, %struct.Term* %aTerm, i64 %idxprom, i32 9
  %leftColumn = bitcast %union.anon* %u to i32*
  %0 = load i32, i32* %leftColumn, align 8, !tbaa !15
  %leftCursor = getelementptr inbounds %struct.Term, %struct.Term* %aTerm, i64 %idxprom, i32 8
  %1 = load i32, i32* %leftCursor, align 4, !tbaa !14
  %add = add nsw i32 %1, %0
  ret i32 %add
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i8* @orinfo(%struct.Term* nocapture noundef readonly %aTerm, i32 noundef %i) local_unnamed_addr #3 {
entry:
  %idxprom = sext i32 %i to i64
  %pOrInfo = getelementptr inbounds %struct.Term, %struct.Term* %aTerm, i64 %idxprom, i32 9, i32 0
  %0 = load i8*, i8** %pOrInfo, align 8, !tbaa !15
  ret i8* %0
}

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Term", !7, i64 0, !7, i64 8, !10, i64 16, !10, i64 18, !10, i64 20, !8, i64 22, !8, i64 23, !11, i64 24, !11, i64 28, !8, i64 32, !12, i64 40, !12, i64 48}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"short", !8, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!"long", !8, i64 0}
!13 = !{!11, !11, i64 0}
!14 = !{!6, !11, i64 28}
!15 = !{!8, !8, i64 0}
!16 = !{!6, !12, i64 48}
