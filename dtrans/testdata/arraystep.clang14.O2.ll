; ModuleID = 'arraystep.c'
source_filename = "arraystep.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.op = type { i8, i8, i16, i32, i32, i32, i8* }
%struct.vm = type { i32, %struct.op* }
%struct.other = type { i64, i64 }

@slot = dso_local local_unnamed_addr global i8* null, align 8
@main.ops = internal global [4 x %struct.op] zeroinitializer, align 16
@main.v = internal global %struct.vm { i32 4, %struct.op* getelementptr inbounds ([4 x %struct.op], [4 x %struct.op]* @main.ops, i32 0, i32 0) }, align 8
@main.ot = internal global %struct.other zeroinitializer, align 8
@dummy = internal global %struct.op zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local void @keepop(%struct.vm* nocapture noundef readonly %v) local_unnamed_addr #0 {
entry:
  %aOp = getelementptr inbounds %struct.vm, %struct.vm* %v, i64 0, i32 1
  %0 = bitcast %struct.op** %aOp to i8**
  %1 = load i8*, i8** %0, align 8, !tbaa !5
  store i8* %1, i8** @slot, align 8, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @keepother(%struct.other* noundef %o) local_unnamed_addr #1 {
entry:
  %a = getelementptr inbounds %struct.other, %struct.other* %o, i64 0, i32 0
  store i64 1, i64* %a, align 8, !tbaa !12
  store %struct.other* %o, %struct.other** bitcast (i8** @slot to %struct.other**), align 8, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @firstp2(%struct.vm* nocapture noundef readonly %v) local_unnamed_addr #2 {
entry:
  %aOp = getelementptr inbounds %struct.vm, %struct.vm* %v, i64 0, i32 1
  %0 = load %struct.op*, %struct.op** %aOp, align 8, !tbaa !5
  %p2 = getelementptr inbounds %struct.op, %struct.op* %0, i64 0, i32 4
  %1 = load i32, i32* %p2, align 8, !tbaa !15
  ret i32 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @use(%struct.vm* nocapture noundef readonly %v, i32 noundef %i) local_unnamed_addr #2 {
entry:
  %call = tail call fastcc %struct.op* @getop(%struct.vm* noundef %v, i32 noundef %i)
  %o.sroa.0.0..sroa_idx = getelementptr inbounds %struct.op, %struct.op* %call, i64 0, i32 0
  %o.sroa.0.0.copyload = load i8, i8* %o.sroa.0.0..sroa_idx, align 8, !tbaa.struct !18
  %o.sroa.43.0..sroa_idx4 = getelementptr inbounds %struct.op, %struct.op* %call, i64 0, i32 3
  %o.sroa.43.0.copyload = load i32, i32* %o.sroa.43.0..sroa_idx4, align 4, !tbaa.struct !22
  %conv = zext i8 %o.sroa.0.0.copyload to i32
  %add = add nsw i32 %o.sroa.43.0.copyload, %conv
  ret i32 %add
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc %struct.op* @getop(%struct.vm* nocapture noundef readonly %v, i32 noundef %i) unnamed_addr #2 {
entry:
  %cmp = icmp slt i32 %i, 0
  br i1 %cmp, label %return, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %nop = getelementptr inbounds %struct.vm, %struct.vm* %v, i64 0, i32 0
  %0 = load i32, i32* %nop, align 8, !tbaa !23
  %cmp1.not = icmp sgt i32 %0, %i
  br i1 %cmp1.not, label %if.end, label %return

if.end:                                           ; preds = %lor.lhs.false
  %aOp = getelementptr inbounds %struct.vm, %struct.vm* %v, i64 0, i32 1
  %1 = load %struct.op*, %struct.op** %aOp, align 8, !tbaa !5
  %idxprom5 = zext i32 %i to i64
  %arrayidx = getelementptr inbounds %struct.op, %struct.op* %1, i64 %idxprom5
  br label %return

return:                                           ; preds = %entry, %lor.lhs.false, %if.end
  %retval.0 = phi %struct.op* [ %arrayidx, %if.end ], [ @dummy, %lor.lhs.false ], [ @dummy, %entry ]
  ret %struct.op* %retval.0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  tail call void @keepop(%struct.vm* noundef nonnull @main.v)
  tail call void @keepother(%struct.other* noundef nonnull @main.ot)
  %call = tail call i32 @use(%struct.vm* noundef nonnull @main.v, i32 noundef %argc)
  %call1 = tail call i32 @firstp2(%struct.vm* noundef nonnull @main.v)
  %add = add nsw i32 %call1, %call
  ret i32 %add
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!12 = !{!13, !14, i64 0}
!13 = !{!"other", !14, i64 0, !14, i64 8}
!14 = !{!"long", !8, i64 0}
!15 = !{!16, !7, i64 8}
!16 = !{!"op", !8, i64 0, !8, i64 1, !17, i64 2, !7, i64 4, !7, i64 8, !7, i64 12, !10, i64 16}
!17 = !{!"short", !8, i64 0}
!18 = !{i64 0, i64 1, !19, i64 1, i64 1, !19, i64 2, i64 2, !20, i64 4, i64 4, !21, i64 8, i64 4, !21, i64 12, i64 4, !21, i64 16, i64 8, !11}
!19 = !{!8, !8, i64 0}
!20 = !{!17, !17, i64 0}
!21 = !{!7, !7, i64 0}
!22 = !{i64 0, i64 4, !21, i64 4, i64 4, !21, i64 8, i64 4, !21, i64 12, i64 8, !11}
!23 = !{!6, !7, i64 0}
