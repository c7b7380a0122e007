; ModuleID = 'elemoffset.c'
source_filename = "elemoffset.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.bt = type { i64, i64 }
%struct.cur = type { i32, i32, %union.anon }
%union.anon = type { %struct.bt* }
%struct.vm = type { i32, %struct.cur** }

@main.b = internal global %struct.bt zeroinitializer, align 8
@main.c0 = internal global %struct.cur { i32 1, i32 0, %union.anon { %struct.bt* @main.b } }, align 8
@main.tab = internal global [1 x %struct.cur*] [%struct.cur* @main.c0], align 8
@main.v = internal global %struct.vm { i32 1, %struct.cur** getelementptr inbounds ([1 x %struct.cur*], [1 x %struct.cur*]* @main.tab, i32 0, i32 0) }, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @kindof(%struct.vm* nocapture noundef readonly %v, i32 noundef %i) local_unnamed_addr #0 {
entry:
  %apCsr = getelementptr inbounds %struct.vm, %struct.vm* %v, i64 0, i32 1
  %0 = load %struct.cur**, %struct.cur*** %apCsr, align 8, !tbaa !5
  %idxprom = sext i32 %i to i64
  %arrayidx = getelementptr inbounds %struct.cur*, %struct.cur** %0, i64 %idxprom
  %1 = load %struct.cur*, %struct.cur** %arrayidx, align 8, !tbaa !11
  %kind = getelementptr inbounds %struct.cur, %struct.cur* %1, i64 0, i32 0
  %2 = load i32, i32* %kind, align 8, !tbaa !12
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @key(%struct.vm* nocapture noundef readonly %v, i32 noundef %i) local_unnamed_addr #0 {
entry:
  %apCsr = getelementptr inbounds %struct.vm, %struct.vm* %v, i64 0, i32 1
  %0 = load %struct.cur**, %struct.cur*** %apCsr, align 8, !tbaa !5
  %idxprom = sext i32 %i to i64
  %arrayidx = getelementptr inbounds %struct.cur*, %struct.cur** %0, i64 %idxprom
  %1 = load %struct.cur*, %struct.cur** %arrayidx, align 8, !tbaa !11
  %b = getelementptr inbounds %struct.cur, %struct.cur* %1, i64 0, i32 2, i32 0
  %2 = load %struct.bt*, %struct.bt** %b, align 8, !tbaa !14
  %key = getelementptr inbounds %struct.bt, %struct.bt* %2, i64 0, i32 0
  %3 = load i64, i64* %key, align 8, !tbaa !15
  ret i64 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #1 {
entry:
  %call = tail call i32 @kindof(%struct.vm* noundef nonnull @main.v, i32 noundef 0)
  %sub = add nsw i32 %argc, -1
  %call1 = tail call i64 @key(%struct.vm* noundef nonnull @main.v, i32 noundef %sub)
  %conv = trunc i64 %call1 to i32
  %add = add nsw i32 %call, %conv
  ret i32 %add
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !10, i64 8}
!6 = !{!"vm", !7, i64 0, !10, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!10, !10, i64 0}
!12 = !{!13, !7, i64 0}
!13 = !{!"cur", !7, i64 0, !7, i64 4, !8, i64 8}
!14 = !{!8, !8, i64 0}
!15 = !{!16, !17, i64 0}
!16 = !{!"bt", !17, i64 0, !17, i64 8}
!17 = !{!"long", !8, i64 0}
