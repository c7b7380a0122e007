; ModuleID = 'hAF_elemlanes.c'
source_filename = "hAF_elemlanes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.State = type { i8*, i32, double, i32, i32, double, i32, i32, [8 x %struct.Buf] }
%struct.Buf = type { i8*, i32, i32, i32, i32, i8* }

@st = dso_local global %struct.State zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local void @save(%struct.State* nocapture noundef %J) local_unnamed_addr #0 {
entry:
  %n1 = getelementptr inbounds %struct.State, %struct.State* %J, i64 0, i32 7
  %0 = load i32, i32* %n1, align 4, !tbaa !5
  %env = getelementptr inbounds %struct.State, %struct.State* %J, i64 0, i32 0
  %1 = load i8*, i8** %env, align 8, !tbaa !12
  %idxprom = sext i32 %0 to i64
  %env2 = getelementptr inbounds %struct.State, %struct.State* %J, i64 0, i32 8, i64 %idxprom, i32 0
  store i8* %1, i8** %env2, align 8, !tbaa !13
  %a = getelementptr inbounds %struct.State, %struct.State* %J, i64 0, i32 1
  %2 = load i32, i32* %a, align 8, !tbaa !15
  %a6 = getelementptr inbounds %struct.State, %struct.State* %J, i64 0, i32 8, i64 %idxprom, i32 1
  store i32 %2, i32* %a6, align 8, !tbaa !16
  %top = getelementptr inbounds %struct.State, %struct.State* %J, i64 0, i32 3
  %3 = load i32, i32* %top, align 8, !tbaa !17
  %top10 = getelementptr inbounds %struct.State, %struct.State* %J, i64 0, i32 8, i64 %idxprom, i32 2
  store i32 %3, i32* %top10, align 4, !tbaa !18
  %bot = getelementptr inbounds %struct.State, %struct.State* %J, i64 0, i32 4
  %4 = load i32, i32* %bot, align 4, !tbaa !19
  %bot14 = getelementptr inbounds %struct.State, %struct.State* %J, i64 0, i32 8, i64 %idxprom, i32 3
  store i32 %4, i32* %bot14, align 8, !tbaa !20
  %c = getelementptr inbounds %struct.State, %struct.State* %J, i64 0, i32 6
  %5 = load i32, i32* %c, align 8, !tbaa !21
  %c18 = getelementptr inbounds %struct.State, %struct.State* %J, i64 0, i32 8, i64 %idxprom, i32 4
  store i32 %5, i32* %c18, align 4, !tbaa !22
  %pc = getelementptr inbounds %struct.State, %struct.State* %J, i64 0, i32 8, i64 %idxprom, i32 5
  store i8* null, i8** %pc, align 8, !tbaa !23
  %add = add nsw i32 %0, 1
  store i32 %add, i32* %n1, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local void @restore(%struct.State* nocapture noundef %J) local_unnamed_addr #0 {
entry:
  %n1 = getelementptr inbounds %struct.State, %struct.State* %J, i64 0, i32 7
  %0 = load i32, i32* %n1, align 4, !tbaa !5
  %dec = add nsw i32 %0, -1
  store i32 %dec, i32* %n1, align 4, !tbaa !5
  %idxprom = sext i32 %dec to i64
  %env = getelementptr inbounds %struct.State, %struct.State* %J, i64 0, i32 8, i64 %idxprom, i32 0
  %1 = load i8*, i8** %env, align 8, !tbaa !13
  %env2 = getelementptr inbounds %struct.State, %struct.State* %J, i64 0, i32 0
  store i8* %1, i8** %env2, align 8, !tbaa !12
  %a = getelementptr inbounds %struct.State, %struct.State* %J, i64 0, i32 8, i64 %idxprom, i32 1
  %2 = load i32, i32* %a, align 8, !tbaa !16
  %a6 = getelementptr inbounds %struct.State, %struct.State* %J, i64 0, i32 1
  store i32 %2, i32* %a6, align 8, !tbaa !15
  %top = getelementptr inbounds %struct.State, %struct.State* %J, i64 0, i32 8, i64 %idxprom, i32 2
  %3 = load i32, i32* %top, align 4, !tbaa !18
  %top10 = getelementptr inbounds %struct.State, %struct.State* %J, i64 0, i32 3
  store i32 %3, i32* %top10, align 8, !tbaa !17
  %bot = getelementptr inbounds %struct.State, %struct.State* %J, i64 0, i32 8, i64 %idxprom, i32 3
  %4 = load i32, i32* %bot, align 8, !tbaa !20
  %bot14 = getelementptr inbounds %struct.State, %struct.State* %J, i64 0, i32 4
  store i32 %4, i32* %bot14, align 4, !tbaa !19
  %c = getelementptr inbounds %struct.State, %struct.State* %J, i64 0, i32 8, i64 %idxprom, i32 4
  %5 = load i32, i32* %c, align 4, !tbaa !22
  %c18 = getelementptr inbounds %struct.State, %struct.State* %J, i64 0, i32 6
  store i32 %5, i32* %c18, align 8, !tbaa !21
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local i32 @main() local_unnamed_addr #1 {
entry:
  tail call void @save(%struct.State* noundef nonnull @st)
  tail call void @restore(%struct.State* noundef nonnull @st)
  %0 = load i32, i32* getelementptr inbounds (%struct.State, %struct.State* @st, i64 0, i32 3), align 8, !tbaa !17
  ret i32 %0
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !10, i64 44}
!6 = !{!"State", !7, i64 0, !10, i64 8, !11, i64 16, !10, i64 24, !10, i64 28, !11, i64 32, !10, i64 40, !10, i64 44, !8, i64 48}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = !{!6, !7, i64 0}
!13 = !{!14, !7, i64 0}
!14 = !{!"Buf", !7, i64 0, !10, i64 8, !10, i64 12, !10, i64 16, !10, i64 20, !7, i64 24}
!15 = !{!6, !10, i64 8}
!16 = !{!14, !10, i64 8}
!17 = !{!6, !10, i64 24}
!18 = !{!14, !10, i64 12}
!19 = !{!6, !10, i64 28}
!20 = !{!14, !10, i64 16}
!21 = !{!6, !10, i64 40}
!22 = !{!14, !10, i64 20}
!23 = !{!14, !7, i64 24}
