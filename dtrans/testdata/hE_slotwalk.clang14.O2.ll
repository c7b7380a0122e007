; ModuleID = 'hE_slotwalk.c'
source_filename = "hE_slotwalk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.entry = type { %struct.entry*, i64, i32 }
%struct.hash = type { i32, %struct.entry** }
%struct.other = type { i64, i64 }

@keep = dso_local local_unnamed_addr global i8* null, align 8
@main.entries = internal global [3 x %struct.entry] zeroinitializer, align 16
@main.tab = internal global [2 x %struct.entry*] [%struct.entry* getelementptr inbounds ([3 x %struct.entry], [3 x %struct.entry]* @main.entries, i32 0, i32 0), %struct.entry* bitcast (i8* getelementptr (i8, i8* bitcast ([3 x %struct.entry]* @main.entries to i8*), i64 24) to %struct.entry*)], align 16
@main.h = internal global %struct.hash { i32 2, %struct.entry** getelementptr inbounds ([2 x %struct.entry*], [2 x %struct.entry*]* @main.tab, i32 0, i32 0) }, align 8
@main.ot = internal global %struct.other zeroinitializer, align 8

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define dso_local %struct.entry* @find(%struct.hash* nocapture noundef readonly %h, i64 noundef %key) local_unnamed_addr #0 {
entry:
  %slot = getelementptr inbounds %struct.hash, %struct.hash* %h, i64 0, i32 1
  %0 = load %struct.entry**, %struct.entry*** %slot, align 8, !tbaa !5
  %nslot = getelementptr inbounds %struct.hash, %struct.hash* %h, i64 0, i32 0
  %1 = load i32, i32* %nslot, align 8, !tbaa !11
  %conv = sext i32 %1 to i64
  %rem = srem i64 %key, %conv
  %arrayidx = getelementptr inbounds %struct.entry*, %struct.entry** %0, i64 %rem
  %p.09 = load %struct.entry*, %struct.entry** %arrayidx, align 8, !tbaa !12
  %tobool.not10 = icmp eq %struct.entry* %p.09, null
  br i1 %tobool.not10, label %while.end, label %land.rhs

land.rhs:                                         ; preds = %entry, %while.body
  %p.011 = phi %struct.entry* [ %p.0, %while.body ], [ %p.09, %entry ]
  %key1 = getelementptr inbounds %struct.entry, %struct.entry* %p.011, i64 0, i32 1
  %2 = load i64, i64* %key1, align 8, !tbaa !13
  %cmp.not = icmp eq i64 %2, %key
  br i1 %cmp.not, label %while.end, label %while.body

while.body:                                       ; preds = %land.rhs
  %next = getelementptr inbounds %struct.entry, %struct.entry* %p.011, i64 0, i32 0
  %p.0 = load %struct.entry*, %struct.entry** %next, align 8, !tbaa !12
  %tobool.not = icmp eq %struct.entry* %p.0, null
  br i1 %tobool.not, label %while.end, label %land.rhs, !llvm.loop !16

while.end:                                        ; preds = %land.rhs, %while.body, %entry
  %p.0.lcssa = phi %struct.entry* [ null, %entry ], [ null, %while.body ], [ %p.011, %land.rhs ]
  ret %struct.entry* %p.0.lcssa
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @keepother(%struct.other* noundef %o) local_unnamed_addr #1 {
entry:
  %a = getelementptr inbounds %struct.other, %struct.other* %o, i64 0, i32 0
  store i64 1, i64* %a, align 8, !tbaa !18
  store %struct.other* %o, %struct.other** bitcast (i8** @keep to %struct.other**), align 8, !tbaa !12
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @relink(%struct.hash* nocapture noundef readonly %h, %struct.entry* noundef readonly %e, %struct.entry* noundef %to) local_unnamed_addr #2 {
entry:
  %slot = getelementptr inbounds %struct.hash, %struct.hash* %h, i64 0, i32 1
  %0 = load %struct.entry**, %struct.entry*** %slot, align 8, !tbaa !5
  %key = getelementptr inbounds %struct.entry, %struct.entry* %e, i64 0, i32 1
  %1 = load i64, i64* %key, align 8, !tbaa !13
  %nslot = getelementptr inbounds %struct.hash, %struct.hash* %h, i64 0, i32 0
  %2 = load i32, i32* %nslot, align 8, !tbaa !11
  %conv = sext i32 %2 to i64
  %rem = srem i64 %1, %conv
  %arrayidx = getelementptr inbounds %struct.entry*, %struct.entry** %0, i64 %rem
  br label %for.cond

for.cond:                                         ; preds = %for.cond, %entry
  %pp.0 = phi %struct.entry** [ %arrayidx, %entry ], [ %next, %for.cond ]
  %3 = load %struct.entry*, %struct.entry** %pp.0, align 8, !tbaa !12
  %cmp.not = icmp eq %struct.entry* %3, %e
  %next = getelementptr inbounds %struct.entry, %struct.entry* %3, i64 0, i32 0
  br i1 %cmp.not, label %for.end, label %for.cond, !llvm.loop !20

for.end:                                          ; preds = %for.cond
  store %struct.entry* %to, %struct.entry** %pp.0, align 8, !tbaa !12
  %next2 = getelementptr inbounds %struct.entry, %struct.entry* %to, i64 0, i32 0
  store %struct.entry* null, %struct.entry** %next2, align 8, !tbaa !21
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  %conv = sext i32 %argc to i64
  store i64 %conv, i64* getelementptr inbounds ([3 x %struct.entry], [3 x %struct.entry]* @main.entries, i64 0, i64 0, i32 1), align 8, !tbaa !13
  %call = tail call %struct.entry* @find(%struct.hash* noundef nonnull @main.h, i64 noundef %conv)
  store %struct.entry* %call, %struct.entry** bitcast (i8** @keep to %struct.entry**), align 8, !tbaa !12
  tail call void @keepother(%struct.other* noundef nonnull @main.ot)
  tail call void @relink(%struct.hash* noundef nonnull @main.h, %struct.entry* noundef getelementptr inbounds ([3 x %struct.entry], [3 x %struct.entry]* @main.entries, i64 0, i64 0), %struct.entry* noundef getelementptr inbounds ([3 x %struct.entry], [3 x %struct.entry]* @main.entries, i64 0, i64 2))
  ret i32 0
}

attributes #0 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
