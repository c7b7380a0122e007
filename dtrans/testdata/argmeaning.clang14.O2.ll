; ModuleID = 'argmeaning.c'
source_filename = "argmeaning.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.curu = type { %struct.btcur* }
%struct.btcur = type { i32, %struct.cell }
%struct.cell = type { i64, i32 }
%struct.sorter = type { i64, i64, i64, double }

@gu = dso_local local_unnamed_addr global %union.curu zeroinitializer, align 8
@local = dso_local global i64 0, align 8
@gs = dso_local global %struct.sorter zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @getcell(%struct.btcur* nocapture noundef writeonly %c) local_unnamed_addr #0 {
entry:
  %state = getelementptr inbounds %struct.btcur, %struct.btcur* %c, i64 0, i32 0
  store i32 3, i32* %state, align 8, !tbaa !5
  %size = getelementptr inbounds %struct.btcur, %struct.btcur* %c, i64 0, i32 1, i32 1
  store i32 1, i32* %size, align 8, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local double @setsorter(%struct.sorter* noundef %s) local_unnamed_addr #1 {
entry:
  store %struct.sorter* %s, %struct.sorter** bitcast (%union.curu* @gu to %struct.sorter**), align 8, !tbaa !13
  %d = getelementptr inbounds %struct.sorter, %struct.sorter* %s, i64 0, i32 3
  %0 = load double, double* %d, align 8, !tbaa !14
  ret double %0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @state() local_unnamed_addr #2 {
entry:
  %0 = load %struct.btcur*, %struct.btcur** getelementptr inbounds (%union.curu, %union.curu* @gu, i64 0, i32 0), align 8, !tbaa !13
  %state = getelementptr inbounds %struct.btcur, %struct.btcur* %0, i64 0, i32 0
  %1 = load i32, i32* %state, align 8, !tbaa !5
  ret i32 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local i64 @rowid(i64* nocapture noundef readonly %dflt, i32 noundef %c) local_unnamed_addr #1 {
entry:
  %0 = load %struct.btcur*, %struct.btcur** getelementptr inbounds (%union.curu, %union.curu* @gu, i64 0, i32 0), align 8, !tbaa !13
  tail call void @getcell(%struct.btcur* noundef %0)
  %tobool.not = icmp eq i32 %c, 0
  %key = getelementptr inbounds %struct.btcur, %struct.btcur* %0, i64 0, i32 1, i32 0
  %cond = select i1 %tobool.not, i64* %dflt, i64* %key
  %1 = load i64, i64* %cond, align 8, !tbaa !17
  ret i64 %1
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  %cmp = icmp sgt i32 %argc, 2
  %conv = zext i1 %cmp to i32
  %call = tail call i64 @rowid(i64* noundef nonnull @local, i32 noundef %conv)
  %conv1 = trunc i64 %call to i32
  %call2 = tail call i32 @state()
  %add = add nsw i32 %call2, %conv1
  %call3 = tail call double @setsorter(%struct.sorter* noundef nonnull @gs)
  %conv4 = fptosi double %call3 to i32
  %add5 = add nsw i32 %add, %conv4
  ret i32 %add5
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"btcur", !7, i64 0, !10, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"cell", !11, i64 0, !7, i64 8}
!11 = !{!"long", !8, i64 0}
!12 = !{!6, !7, i64 16}
!13 = !{!8, !8, i64 0}
!14 = !{!15, !16, i64 24}
!15 = !{!"sorter", !11, i64 0, !11, i64 8, !11, i64 16, !16, i64 24}
!16 = !{!"double", !8, i64 0}
!17 = !{!11, !11, i64 0}
