; ModuleID = 'argmeaning.c'
source_filename = "argmeaning.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.curu = type { ptr }
%struct.sorter = type { i64, i64, i64, double }

@gu = dso_local local_unnamed_addr global %union.curu zeroinitializer, align 8
@local = dso_local global i64 0, align 8
@gs = dso_local global %struct.sorter zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @getcell(ptr nocapture noundef writeonly %c) local_unnamed_addr #0 {
entry:
  store i32 3, ptr %c, align 8, !tbaa !5
  %size = getelementptr inbounds i8, ptr %c, i64 16
  store i32 1, ptr %size, align 8, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: read, inaccessiblemem: none) uwtable
define dso_local double @setsorter(ptr noundef %s) local_unnamed_addr #1 {
entry:
  store ptr %s, ptr @gu, align 8, !tbaa !13
  %d = getelementptr inbounds i8, ptr %s, i64 24
  %0 = load double, ptr %d, align 8, !tbaa !14
  ret double %0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @state() local_unnamed_addr #2 {
entry:
  %0 = load ptr, ptr @gu, align 8, !tbaa !13
  %1 = load i32, ptr %0, align 8, !tbaa !5
  ret i32 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i64 @rowid(ptr nocapture noundef readonly %dflt, i32 noundef %c) local_unnamed_addr #3 {
entry:
  %0 = load ptr, ptr @gu, align 8, !tbaa !13
  tail call void @getcell(ptr noundef %0)
  %tobool.not = icmp eq i32 %c, 0
  %info = getelementptr inbounds i8, ptr %0, i64 8
  %cond = select i1 %tobool.not, ptr %dflt, ptr %info
  %1 = load i64, ptr %cond, align 8, !tbaa !17
  ret i64 %1
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #4 {
entry:
  %cmp = icmp sgt i32 %argc, 2
  %conv = zext i1 %cmp to i32
  %call = tail call i64 @rowid(ptr noundef nonnull @local, i32 noundef %conv)
  %conv1 = trunc i64 %call to i32
  %call2 = tail call i32 @state()
  %add = add nsw i32 %call2, %conv1
  %call3 = tail call double @setsorter(ptr noundef nonnull @gs)
  %conv4 = fptosi double %call3 to i32
  %add5 = add nsw i32 %add, %conv4
  ret i32 %add5
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
