; ModuleID = 'shapes.c'
source_filename = "shapes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.shape = type { %struct.point, %struct.shape*, double (%struct.shape*)*, i32 }
%struct.point = type { i32, i32 }

@shape_list = dso_local local_unnamed_addr global %struct.shape* null, align 8
@shape_count = dso_local local_unnamed_addr global i32 0, align 4

; Function Attrs: nounwind uwtable
define dso_local %struct.shape* @new_shape(i32 noundef %kind, i32 noundef %x, i32 noundef %y) local_unnamed_addr #0 {
entry:
  %call = tail call i8* @xmalloc(i64 noundef 32) #4
  %0 = bitcast i8* %call to %struct.shape*
  %x1 = bitcast i8* %call to i32*
  store i32 %x, i32* %x1, align 8, !tbaa !5
  %y3 = getelementptr inbounds i8, i8* %call, i64 4
  %1 = bitcast i8* %y3 to i32*
  store i32 %y, i32* %1, align 4, !tbaa !12
  %kind4 = getelementptr inbounds i8, i8* %call, i64 24
  %2 = bitcast i8* %kind4 to i32*
  store i32 %kind, i32* %2, align 8, !tbaa !13
  %cmp = icmp eq i32 %kind, 1
  %cond = select i1 %cmp, double (%struct.shape*)* @square_area, double (%struct.shape*)* @circle_area
  %area = getelementptr inbounds i8, i8* %call, i64 16
  %3 = bitcast i8* %area to double (%struct.shape*)**
  store double (%struct.shape*)* %cond, double (%struct.shape*)** %3, align 8, !tbaa !14
  %4 = load %struct.shape*, %struct.shape** @shape_list, align 8, !tbaa !15
  %next = getelementptr inbounds i8, i8* %call, i64 8
  %5 = bitcast i8* %next to %struct.shape**
  store %struct.shape* %4, %struct.shape** %5, align 8, !tbaa !16
  store i8* %call, i8** bitcast (%struct.shape** @shape_list to i8**), align 8, !tbaa !15
  %6 = load i32, i32* @shape_count, align 4, !tbaa !17
  %inc = add nsw i32 %6, 1
  store i32 %inc, i32* @shape_count, align 4, !tbaa !17
  ret %struct.shape* %0
}

declare i8* @xmalloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal double @square_area(%struct.shape* nocapture noundef readnone %s) #2 {
entry:
  ret double 1.000000e+00
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal double @circle_area(%struct.shape* nocapture noundef readonly %s) #3 {
entry:
  %x = getelementptr inbounds %struct.shape, %struct.shape* %s, i64 0, i32 0, i32 0
  %0 = load i32, i32* %x, align 8, !tbaa !5
  %conv = sitofp i32 %0 to double
  %mul = fmul double %conv, 3.140000e+00
  ret double %mul
}

; Function Attrs: nounwind uwtable
define dso_local double @total_area() local_unnamed_addr #0 {
entry:
  %s.07 = load %struct.shape*, %struct.shape** @shape_list, align 8, !tbaa !15
  %tobool.not8 = icmp eq %struct.shape* %s.07, null
  br i1 %tobool.not8, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %a.0.lcssa = phi double [ 0.000000e+00, %entry ], [ %add, %for.body ]
  ret double %a.0.lcssa

for.body:                                         ; preds = %entry, %for.body
  %s.010 = phi %struct.shape* [ %s.0, %for.body ], [ %s.07, %entry ]
  %a.09 = phi double [ %add, %for.body ], [ 0.000000e+00, %entry ]
  %area = getelementptr inbounds %struct.shape, %struct.shape* %s.010, i64 0, i32 2
  %0 = load double (%struct.shape*)*, double (%struct.shape*)** %area, align 8, !tbaa !14
  %call = tail call double %0(%struct.shape* noundef nonnull %s.010) #4
  %add = fadd double %a.09, %call
  %next = getelementptr inbounds %struct.shape, %struct.shape* %s.010, i64 0, i32 1
  %s.0 = load %struct.shape*, %struct.shape** %next, align 8, !tbaa !15
  %tobool.not = icmp eq %struct.shape* %s.0, null
  br i1 %tobool.not, label %for.cond.cleanup, label %for.body, !llvm.loop !18
}

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
