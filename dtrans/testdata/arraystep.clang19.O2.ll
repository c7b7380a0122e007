; ModuleID = 'arraystep.c'
source_filename = "arraystep.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.op = type { i8, i8, i16, i32, i32, i32, ptr }
%struct.vm = type { i32, ptr }
%struct.other = type { i64, i64 }

@slot = dso_local local_unnamed_addr global ptr null, align 8
@main.ops = internal global [4 x %struct.op] zeroinitializer, align 16
@main.v = internal global %struct.vm { i32 4, ptr @main.ops }, align 8
@main.ot = internal global %struct.other zeroinitializer, align 8
@dummy = internal global %struct.op zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: read, inaccessiblemem: none) uwtable
define dso_local void @keepop(ptr nocapture noundef readonly %v) local_unnamed_addr #0 {
entry:
  %aOp = getelementptr inbounds i8, ptr %v, i64 8
  %0 = load ptr, ptr %aOp, align 8, !tbaa !5
  store ptr %0, ptr @slot, align 8, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, inaccessiblemem: none) uwtable
define dso_local void @keepother(ptr noundef %o) local_unnamed_addr #1 {
entry:
  store i64 1, ptr %o, align 8, !tbaa !12
  store ptr %o, ptr @slot, align 8, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @firstp2(ptr nocapture noundef readonly %v) local_unnamed_addr #2 {
entry:
  %aOp = getelementptr inbounds i8, ptr %v, i64 8
  %0 = load ptr, ptr %aOp, align 8, !tbaa !5
  %p2 = getelementptr inbounds i8, ptr %0, i64 8
  %1 = load i32, ptr %p2, align 8, !tbaa !15
  ret i32 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @use(ptr nocapture noundef readonly %v, i32 noundef %i) local_unnamed_addr #2 {
entry:
  %call = tail call fastcc ptr @getop(ptr noundef %v, i32 noundef %i)
  %o.sroa.0.0.copyload = load i8, ptr %call, align 8, !tbaa !18
  %o.sroa.41.0.call.sroa_idx = getelementptr inbounds i8, ptr %call, i64 4
  %o.sroa.41.0.copyload = load i32, ptr %o.sroa.41.0.call.sroa_idx, align 4, !tbaa !19
  %conv = zext i8 %o.sroa.0.0.copyload to i32
  %add = add nsw i32 %o.sroa.41.0.copyload, %conv
  ret i32 %add
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc ptr @getop(ptr nocapture noundef readonly %v, i32 noundef %i) unnamed_addr #3 {
entry:
  %cmp = icmp slt i32 %i, 0
  br i1 %cmp, label %return, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %0 = load i32, ptr %v, align 8, !tbaa !20
  %cmp1.not = icmp sgt i32 %0, %i
  br i1 %cmp1.not, label %if.end, label %return

if.end:                                           ; preds = %lor.lhs.false
  %aOp = getelementptr inbounds i8, ptr %v, i64 8
  %1 = load ptr, ptr %aOp, align 8, !tbaa !5
  %idxprom = zext nneg i32 %i to i64
  %arrayidx = getelementptr inbounds %struct.op, ptr %1, i64 %idxprom
  br label %return

return:                                           ; preds = %entry, %lor.lhs.false, %if.end
  %retval.0 = phi ptr [ %arrayidx, %if.end ], [ @dummy, %lor.lhs.false ], [ @dummy, %entry ]
  ret ptr %retval.0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #4 {
entry:
  tail call void @keepop(ptr noundef nonnull @main.v)
  tail call void @keepother(ptr noundef nonnull @main.ot)
  %call = tail call i32 @use(ptr noundef nonnull @main.v, i32 noundef %argc)
  %call1 = tail call i32 @firstp2(ptr noundef nonnull @main.v)
  %add = add nsw i32 %call1, %call
  ret i32 %add
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
!18 = !{!8, !8, i64 0}
!19 = !{!7, !7, i64 0}
!20 = !{!6, !7, i64 0}
