; ModuleID = 'shapes.c'
source_filename = "shapes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@shape_list = dso_local local_unnamed_addr global ptr null, align 8
@shape_count = dso_local local_unnamed_addr global i32 0, align 4

; Function Attrs: nounwind uwtable
define dso_local noundef ptr @new_shape(i32 noundef %kind, i32 noundef %x, i32 noundef %y) local_unnamed_addr #0 {
entry:
  %call = tail call ptr @xmalloc(i64 noundef 32) #4
  store i32 %x, ptr %call, align 8, !tbaa !5
  %y3 = getelementptr inbounds i8, ptr %call, i64 4
  store i32 %y, ptr %y3, align 4, !tbaa !12
  %kind4 = getelementptr inbounds i8, ptr %call, i64 24
  store i32 %kind, ptr %kind4, align 8, !tbaa !13
  %cmp = icmp eq i32 %kind, 1
  %cond = select i1 %cmp, ptr @square_area, ptr @circle_area
  %area = getelementptr inbounds i8, ptr %call, i64 16
  store ptr %cond, ptr %area, align 8, !tbaa !14
  %0 = load ptr, ptr @shape_list, align 8, !tbaa !15
  %next = getelementptr inbounds i8, ptr %call, i64 8
  store ptr %0, ptr %next, align 8, !tbaa !16
  store ptr %call, ptr @shape_list, align 8, !tbaa !15
  %1 = load i32, ptr @shape_count, align 4, !tbaa !17
  %inc = add nsw i32 %1, 1
  store i32 %inc, ptr @shape_count, align 4, !tbaa !17
  ret ptr %call
}

declare ptr @xmalloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @square_area(ptr nocapture readnone %s) #2 {
entry:
  ret double 1.000000e+00
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal double @circle_area(ptr nocapture noundef readonly %s) #3 {
entry:
  %0 = load i32, ptr %s, align 8, !tbaa !5
  %conv = sitofp i32 %0 to double
  %mul = fmul double %conv, 3.140000e+00
  ret double %mul
}

; Function Attrs: nounwind uwtable
define dso_local double @total_area() local_unnamed_addr #0 {
entry:
  %s.05 = load ptr, ptr @shape_list, align 8, !tbaa !15
  %tobool.not6 = icmp eq ptr %s.05, null
  br i1 %tobool.not6, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %a.0.lcssa = phi double [ 0.000000e+00, %entry ], [ %add, %for.body ]
  ret double %a.0.lcssa

for.body:                                         ; preds = %entry, %for.body
  %s.08 = phi ptr [ %s.0, %for.body ], [ %s.05, %entry ]
  %a.07 = phi double [ %add, %for.body ], [ 0.000000e+00, %entry ]
  %area = getelementptr inbounds i8, ptr %s.08, i64 16
  %0 = load ptr, ptr %area, align 8, !tbaa !14
  %call = tail call double %0(ptr noundef nonnull %s.08) #4
  %add = fadd double %a.07, %call
  %next = getelementptr inbounds i8, ptr %s.08, i64 8
  %s.0 = load ptr, ptr %next, align 8, !tbaa !15
  %tobool.not = icmp eq ptr %s.0, null
  br i1 %tobool.not, label %for.cond.cleanup, label %for.body, !llvm.loop !18
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !8, i64 0}
!6 = !{!"shape", !7, i64 0, !11, i64 8, !11, i64 16, !8, i64 24}
!7 = !{!"point", !8, i64 0, !8, i64 4}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"any pointer", !9, i64 0}
!12 = !{!6, !8, i64 4}
!13 = !{!6, !8, i64 24}
!14 = !{!6, !11, i64 16}
!15 = !{!11, !11, i64 0}
!16 = !{!6, !11, i64 8}
!17 = !{!8, !8, i64 0}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
