; ModuleID = 'hI_unionsel.c'
source_filename = "hI_unionsel.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Ctx = type { i32, %struct.Tok }
%struct.Tok = type { ptr, i32 }
%struct.Entry = type { i16, i16, %union.Minor }
%union.Minor = type { %struct.Tok }

@g = dso_local local_unnamed_addr global i32 0, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define dso_local void @endTable(ptr nocapture noundef readonly %c, ptr nocapture noundef readonly %end, i32 noundef %opts) local_unnamed_addr #0 {
entry:
  %cmp = icmp sgt i32 %opts, 1
  %idxprom = zext nneg i32 %opts to i64
  %last = getelementptr inbounds %struct.Ctx, ptr %c, i64 %idxprom, i32 1
  %cond = select i1 %cmp, ptr %last, ptr %end
  %n = getelementptr inbounds i8, ptr %cond, i64 8
  %0 = load i32, ptr %n, align 8, !tbaa !5
  %1 = load ptr, ptr %cond, align 8, !tbaa !11
  %2 = load i8, ptr %1, align 1, !tbaa !12
  %conv = sext i8 %2 to i32
  %add = add i32 %0, %conv
  store i32 %add, ptr @g, align 4, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @reduce(ptr nocapture noundef readonly %c, ptr nocapture noundef %m, i32 noundef %o, i64 noundef %k) local_unnamed_addr #1 {
entry:
  %arrayidx = getelementptr inbounds %struct.Entry, ptr %m, i64 %k
  store i16 1, ptr %arrayidx, align 8, !tbaa !14
  %maj = getelementptr i8, ptr %arrayidx, i64 -22
  store i16 2, ptr %maj, align 2, !tbaa !17
  %minor = getelementptr i8, ptr %arrayidx, i64 32
  store i32 3, ptr %minor, align 8, !tbaa !12
  %minor5 = getelementptr i8, ptr %arrayidx, i64 -16
  tail call void @endTable(ptr noundef %c, ptr noundef %minor5, i32 noundef %o)
  ret void
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 8}
!6 = !{!"Tok", !7, i64 0, !10, i64 8}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!6, !7, i64 0}
!12 = !{!8, !8, i64 0}
!13 = !{!10, !10, i64 0}
!14 = !{!15, !16, i64 0}
!15 = !{!"Entry", !16, i64 0, !16, i64 2, !8, i64 8}
!16 = !{!"short", !8, i64 0}
!17 = !{!15, !16, i64 2}
