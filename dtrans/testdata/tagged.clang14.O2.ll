; ModuleID = 'tagged.c'
source_filename = "tagged.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Dec = type { i64, i32, i32, i32 }
%struct.Enc = type { i64, i64, i32 }

@gd = internal global %struct.Dec zeroinitializer, align 8
@ge = internal global %struct.Enc zeroinitializer, align 8
@dcur = dso_local local_unnamed_addr global %struct.Dec* null, align 8
@ecur = dso_local local_unnamed_addr global %struct.Enc* null, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define dso_local i8* @state(i32 noundef %kind) local_unnamed_addr #0 {
entry:
  %tobool.not = icmp eq i32 %kind, 0
  %cond = select i1 %tobool.not, i8* bitcast (%struct.Enc* @ge to i8*), i8* bitcast (%struct.Dec* @gd to i8*)
  ret i8* %cond
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @open(i32 noundef %kind) local_unnamed_addr #1 {
entry:
  %call = tail call i8* @state(i32 noundef %kind)
  store i8* %call, i8** bitcast (%struct.Dec** @dcur to i8**), align 8, !tbaa !5
  %add = add nsw i32 %kind, 1
  %call1 = tail call i8* @state(i32 noundef %add)
  store i8* %call1, i8** bitcast (%struct.Enc** @ecur to i8**), align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local i32 @decode(i32 noundef %n) local_unnamed_addr #2 {
entry:
  %0 = load %struct.Dec*, %struct.Dec** @dcur, align 8, !tbaa !5
  %mode = getelementptr inbounds %struct.Dec, %struct.Dec* %0, i64 0, i32 2
  %len = getelementptr inbounds %struct.Dec, %struct.Dec* %0, i64 0, i32 1
  %1 = load i32, i32* %len, align 8, !tbaa !9
  %add.i = add nsw i32 %1, %n
  store i32 %add.i, i32* %mode, align 4, !tbaa !13
  %avail = getelementptr inbounds %struct.Dec, %struct.Dec* %0, i64 0, i32 3
  %2 = load i32, i32* %avail, align 4, !tbaa !13
  %add.i9 = add nsw i32 %2, %n
  store i32 %add.i9, i32* %avail, align 4, !tbaa !13
  ret i32 %add.i
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local i64 @encode(i32 noundef %n) local_unnamed_addr #2 {
entry:
  %0 = load %struct.Enc*, %struct.Enc** @ecur, align 8, !tbaa !5
  %conv = sext i32 %n to i64
  %block = getelementptr inbounds %struct.Enc, %struct.Enc* %0, i64 0, i32 1
  %1 = load i64, i64* %block, align 8, !tbaa !14
  %add = add nsw i64 %1, %conv
  store i64 %add, i64* %block, align 8, !tbaa !14
  %level = getelementptr inbounds %struct.Enc, %struct.Enc* %0, i64 0, i32 2
  store i32 %n, i32* %level, align 8, !tbaa !16
  %total = getelementptr inbounds %struct.Enc, %struct.Enc* %0, i64 0, i32 0
  %2 = load i64, i64* %total, align 8, !tbaa !17
  %add2 = add nsw i64 %2, %add
  ret i64 %add2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  %and = and i32 %argc, 1
  tail call void @open(i32 noundef %and)
  %call = tail call i32 @decode(i32 noundef %argc)
  %call1 = tail call i64 @encode(i32 noundef %argc)
  %conv = trunc i64 %call1 to i32
  %add = add nsw i32 %call, %conv
  ret i32 %add
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !12, i64 8}
!10 = !{!"Dec", !11, i64 0, !12, i64 8, !12, i64 12, !12, i64 16}
!11 = !{!"long", !7, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = !{!12, !12, i64 0}
!14 = !{!15, !11, i64 8}
!15 = !{!"Enc", !11, i64 0, !11, i64 8, !12, i64 16}
!16 = !{!15, !12, i64 16}
!17 = !{!15, !11, i64 0}
