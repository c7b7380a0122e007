; ModuleID = 'hAF_elemlanes.c'
source_filename = "hAF_elemlanes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.State = type { ptr, i32, double, i32, i32, double, i32, i32, [8 x %struct.Buf] }
%struct.Buf = type { ptr, i32, i32, i32, i32, ptr }

@st = dso_local global %struct.State zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @save(ptr nocapture noundef %J) local_unnamed_addr #0 {
entry:
  %n1 = getelementptr inbounds i8, ptr %J, i64 44
  %0 = load i32, ptr %n1, align 4, !tbaa !5
  %1 = load ptr, ptr %J, align 8, !tbaa !12
  %tb = getelementptr inbounds i8, ptr %J, i64 48
  %idxprom = sext i32 %0 to i64
  %arrayidx = getelementptr inbounds [8 x %struct.Buf], ptr %tb, i64 0, i64 %idxprom
  store ptr %1, ptr %arrayidx, align 8, !tbaa !13
  %a = getelementptr inbounds i8, ptr %J, i64 8
  %2 = load i32, ptr %a, align 8, !tbaa !15
  %a6 = getelementptr inbounds i8, ptr %arrayidx, i64 8
  store i32 %2, ptr %a6, align 8, !tbaa !16
  %top = getelementptr inbounds i8, ptr %J, i64 24
  %top10 = getelementptr inbounds i8, ptr %arrayidx, i64 12
  %3 = load <2 x i32>, ptr %top, align 8, !tbaa !17
  store <2 x i32> %3, ptr %top10, align 4, !tbaa !17
  %c = getelementptr inbounds i8, ptr %J, i64 40
  %4 = load i32, ptr %c, align 8, !tbaa !18
  %c18 = getelementptr inbounds i8, ptr %arrayidx, i64 20
  store i32 %4, ptr %c18, align 4, !tbaa !19
  %pc = getelementptr inbounds i8, ptr %arrayidx, i64 24
  store ptr null, ptr %pc, align 8, !tbaa !20
  %add = add nsw i32 %0, 1
  store i32 %add, ptr %n1, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @restore(ptr nocapture noundef %J) local_unnamed_addr #0 {
entry:
  %n1 = getelementptr inbounds i8, ptr %J, i64 44
  %0 = load i32, ptr %n1, align 4, !tbaa !5
  %dec = add nsw i32 %0, -1
  store i32 %dec, ptr %n1, align 4, !tbaa !5
  %tb = getelementptr inbounds i8, ptr %J, i64 48
  %idxprom = sext i32 %dec to i64
  %arrayidx = getelementptr inbounds [8 x %struct.Buf], ptr %tb, i64 0, i64 %idxprom
  %1 = load ptr, ptr %arrayidx, align 8, !tbaa !13
  store ptr %1, ptr %J, align 8, !tbaa !12
  %a = getelementptr inbounds i8, ptr %arrayidx, i64 8
  %2 = load i32, ptr %a, align 8, !tbaa !16
  %a6 = getelementptr inbounds i8, ptr %J, i64 8
  store i32 %2, ptr %a6, align 8, !tbaa !15
  %top = getelementptr inbounds i8, ptr %arrayidx, i64 12
  %top10 = getelementptr inbounds i8, ptr %J, i64 24
  %3 = load <2 x i32>, ptr %top, align 4, !tbaa !17
  store <2 x i32> %3, ptr %top10, align 8, !tbaa !17
  %c = getelementptr inbounds i8, ptr %arrayidx, i64 20
  %4 = load i32, ptr %c, align 4, !tbaa !19
  %c18 = getelementptr inbounds i8, ptr %J, i64 40
  store i32 %4, ptr %c18, align 8, !tbaa !18
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @main() local_unnamed_addr #1 {
entry:
  tail call void @save(ptr noundef nonnull @st)
  tail call void @restore(ptr noundef nonnull @st)
  %0 = load i32, ptr getelementptr inbounds (i8, ptr @st, i64 24), align 8, !tbaa !21
  ret i32 %0
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
!17 = !{!10, !10, i64 0}
!18 = !{!6, !10, i64 40}
!19 = !{!14, !10, i64 20}
!20 = !{!14, !7, i64 24}
!21 = !{!6, !10, i64 24}
