; ModuleID = 'hE_slotwalk.c'
source_filename = "hE_slotwalk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.entry = type { ptr, i64, i32 }
%struct.hash = type { i32, ptr }
%struct.other = type { i64, i64 }

@keep = dso_local local_unnamed_addr global ptr null, align 8
@main.entries = internal global [3 x %struct.entry] zeroinitializer, align 16
@main.tab = internal global [2 x ptr] [ptr @main.entries, ptr getelementptr (i8, ptr @main.entries, i64 24)], align 16
@main.h = internal global %struct.hash { i32 2, ptr @main.tab }, align 8
@main.ot = internal global %struct.other zeroinitializer, align 8

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local ptr @find(ptr nocapture noundef readonly %h, i64 noundef %key) local_unnamed_addr #0 {
entry:
  %slot = getelementptr inbounds i8, ptr %h, i64 8
  %0 = load ptr, ptr %slot, align 8, !tbaa !5
  %1 = load i32, ptr %h, align 8, !tbaa !11
  %conv = sext i32 %1 to i64
  %rem = srem i64 %key, %conv
  %arrayidx = getelementptr inbounds ptr, ptr %0, i64 %rem
  br label %while.cond

while.cond:                                       ; preds = %land.rhs, %entry
  %p.0.in = phi ptr [ %arrayidx, %entry ], [ %p.0, %land.rhs ]
  %p.0 = load ptr, ptr %p.0.in, align 8, !tbaa !12
  %tobool.not = icmp eq ptr %p.0, null
  br i1 %tobool.not, label %while.end, label %land.rhs

land.rhs:                                         ; preds = %while.cond
  %key1 = getelementptr inbounds i8, ptr %p.0, i64 8
  %2 = load i64, ptr %key1, align 8, !tbaa !13
  %cmp.not = icmp eq i64 %2, %key
  br i1 %cmp.not, label %while.end, label %while.cond, !llvm.loop !16

while.end:                                        ; preds = %while.cond, %land.rhs
  ret ptr %p.0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, inaccessiblemem: none) uwtable
define dso_local void @keepother(ptr noundef %o) local_unnamed_addr #1 {
entry:
  store i64 1, ptr %o, align 8, !tbaa !18
  store ptr %o, ptr @keep, align 8, !tbaa !12
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @relink(ptr nocapture noundef readonly %h, ptr noundef readonly %e, ptr noundef %to) local_unnamed_addr #2 {
entry:
  %slot = getelementptr inbounds i8, ptr %h, i64 8
  %0 = load ptr, ptr %slot, align 8, !tbaa !5
  %key = getelementptr inbounds i8, ptr %e, i64 8
  %1 = load i64, ptr %key, align 8, !tbaa !13
  %2 = load i32, ptr %h, align 8, !tbaa !11
  %conv = sext i32 %2 to i64
  %rem = srem i64 %1, %conv
  %arrayidx = getelementptr inbounds ptr, ptr %0, i64 %rem
  br label %for.cond

for.cond:                                         ; preds = %for.cond, %entry
  %pp.0 = phi ptr [ %arrayidx, %entry ], [ %3, %for.cond ]
  %3 = load ptr, ptr %pp.0, align 8, !tbaa !12
  %cmp.not = icmp eq ptr %3, %e
  br i1 %cmp.not, label %for.end, label %for.cond, !llvm.loop !20

for.end:                                          ; preds = %for.cond
  store ptr %to, ptr %pp.0, align 8, !tbaa !12
  store ptr null, ptr %to, align 8, !tbaa !21
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  %conv = sext i32 %argc to i64
  store i64 %conv, ptr getelementptr inbounds (i8, ptr @main.entries, i64 8), align 8, !tbaa !13
  %call = tail call ptr @find(ptr noundef nonnull @main.h, i64 noundef %conv)
  store ptr %call, ptr @keep, align 8, !tbaa !12
  tail call void @keepother(ptr noundef nonnull @main.ot)
  tail call void @relink(ptr noundef nonnull @main.h, ptr noundef nonnull @main.entries, ptr noundef nonnull getelementptr inbounds (i8, ptr @main.entries, i64 48))
  ret i32 0
}

attributes #0 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 8}
!6 = !{!"hash", !7, i64 0, !10, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!6, !7, i64 0}
!12 = !{!10, !10, i64 0}
!13 = !{!14, !15, i64 8}
!14 = !{!"entry", !10, i64 0, !15, i64 8, !7, i64 16}
!15 = !{!"long", !8, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!19, !15, i64 0}
!19 = !{!"other", !15, i64 0, !15, i64 8}
!20 = distinct !{!20, !17}
!21 = !{!14, !10, i64 0}
