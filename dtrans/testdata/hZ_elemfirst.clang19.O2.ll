; ModuleID = 'hZ_elemfirst.c'
source_filename = "hZ_elemfirst.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.expr = type { i32, i32 }
%struct.list = type { i32, i32, [4 x %struct.item] }
%struct.item = type { ptr, ptr }
%struct.holder = type { ptr }

@main.e = internal global %struct.expr { i32 1, i32 0 }, align 4
@main.l = internal global %struct.list { i32 1, i32 4, [4 x %struct.item] [%struct.item { ptr @main.e, ptr null }, %struct.item zeroinitializer, %struct.item zeroinitializer, %struct.item zeroinitializer] }, align 8
@main.h1 = internal global [2 x %struct.holder] zeroinitializer, align 16
@main.h2 = internal global %struct.holder zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @put(ptr nocapture noundef writeonly %h, ptr noundef %p) local_unnamed_addr #0 {
entry:
  store ptr %p, ptr %h, align 8, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @sum(ptr nocapture noundef %h) local_unnamed_addr #1 {
entry:
  %0 = load ptr, ptr %h, align 8, !tbaa !5
  %1 = load i32, ptr %0, align 8, !tbaa !10
  %cmp7 = icmp sgt i32 %1, 0
  br i1 %cmp7, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %a = getelementptr inbounds i8, ptr %0, i64 8
  %add.ptr = getelementptr inbounds i8, ptr %h, i64 8
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %add, %for.body ]
  ret i32 %s.0.lcssa

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next, %for.body ]
  %s.09 = phi i32 [ 0, %for.body.lr.ph ], [ %add, %for.body ]
  %arrayidx = getelementptr inbounds [4 x %struct.item], ptr %a, i64 0, i64 %indvars.iv
  tail call void @put(ptr noundef nonnull %add.ptr, ptr noundef nonnull %arrayidx)
  %2 = load ptr, ptr %arrayidx, align 8, !tbaa !13
  %3 = load i32, ptr %2, align 4, !tbaa !14
  %add = add nsw i32 %3, %s.09
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %4 = load i32, ptr %0, align 8, !tbaa !10
  %5 = sext i32 %4 to i64
  %cmp = icmp slt i64 %indvars.iv.next, %5
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #2 {
entry:
  tail call void @put(ptr noundef nonnull @main.h1, ptr noundef nonnull @main.l)
  tail call void @put(ptr noundef nonnull @main.h2, ptr noundef nonnull @main.e)
  %call = tail call i32 @sum(ptr noundef nonnull @main.h1)
  %add = add nsw i32 %call, %argc
  ret i32 %add
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"holder", !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !12, i64 0}
!11 = !{!"list", !12, i64 0, !12, i64 4, !8, i64 8}
!12 = !{!"int", !8, i64 0}
!13 = !{!7, !7, i64 0}
!14 = !{!15, !12, i64 0}
!15 = !{!"expr", !12, i64 0, !12, i64 4}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
