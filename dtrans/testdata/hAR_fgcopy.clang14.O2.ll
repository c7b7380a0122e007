; ModuleID = 'hAR_fgcopy.c'
source_filename = "hAR_fgcopy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.List = type { i32, [1 x %struct.Item] }
%struct.Item = type { i8*, i8*, %struct.anon, %union.anon }
%struct.anon = type <{ i8, i16, i8 }>
%union.anon = type { i32 }

; Function Attrs: nounwind uwtable
define dso_local void @listdup(%struct.List* nocapture noundef %pNew, %struct.List* nocapture noundef readonly %p) local_unnamed_addr #0 {
entry:
  %n = getelementptr inbounds %struct.List, %struct.List* %p, i64 0, i32 0
  %0 = load i32, i32* %n, align 8, !tbaa !5
  %cmp24 = icmp sgt i32 %0, 0
  br i1 %cmp24, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %entry, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ 0, %entry ]
  %pExpr = getelementptr inbounds %struct.List, %struct.List* %p, i64 0, i32 1, i64 %indvars.iv, i32 0
  %1 = load i8*, i8** %pExpr, align 8, !tbaa !10
  %call = tail call i8* @dup(i8* noundef %1) #2
  %pExpr4 = getelementptr inbounds %struct.List, %struct.List* %pNew, i64 0, i32 1, i64 %indvars.iv, i32 0
  store i8* %call, i8** %pExpr4, align 8, !tbaa !10
  %zName = getelementptr inbounds %struct.List, %struct.List* %p, i64 0, i32 1, i64 %indvars.iv, i32 1
  %2 = load i8*, i8** %zName, align 8, !tbaa !14
  %call5 = tail call i8* @dupz(i8* noundef %2) #2
  %zName6 = getelementptr inbounds %struct.List, %struct.List* %pNew, i64 0, i32 1, i64 %indvars.iv, i32 1
  store i8* %call5, i8** %zName6, align 8, !tbaa !14
  %fg = getelementptr inbounds %struct.List, %struct.List* %pNew, i64 0, i32 1, i64 %indvars.iv, i32 2
  %3 = getelementptr inbounds %struct.List, %struct.List* %p, i64 0, i32 1, i64 %indvars.iv, i32 2, i32 0
  %4 = bitcast i8* %3 to i32*
  %5 = bitcast %struct.anon* %fg to i32*
  %6 = load i32, i32* %4, align 8
  store i32 %6, i32* %5, align 8
  %done = getelementptr inbounds %struct.List, %struct.List* %pNew, i64 0, i32 1, i64 %indvars.iv, i32 2, i32 1
  %bf.load = load i16, i16* %done, align 1
  %bf.clear = and i16 %bf.load, -5
  store i16 %bf.clear, i16* %done, align 1
  %7 = getelementptr inbounds %struct.List, %struct.List* %p, i64 0, i32 1, i64 %indvars.iv, i32 3, i32 0
  %8 = getelementptr inbounds %struct.List, %struct.List* %pNew, i64 0, i32 1, i64 %indvars.iv, i32 3, i32 0
  %9 = load i32, i32* %7, align 4
  store i32 %9, i32* %8, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %10 = load i32, i32* %n, align 8, !tbaa !5
  %11 = sext i32 %10 to i64
  %cmp = icmp slt i64 %indvars.iv.next, %11
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !15
}

declare i8* @dup(i8* noundef) local_unnamed_addr #1

declare i8* @dupz(i8* noundef) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"List", !7, i64 0, !8, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !12, i64 0}
!11 = !{!"Item", !12, i64 0, !12, i64 8, !13, i64 16, !8, i64 20}
!12 = !{!"any pointer", !8, i64 0}
!13 = !{!"", !8, i64 0, !7, i64 1, !7, i64 1, !7, i64 1, !7, i64 1, !7, i64 1, !7, i64 1, !7, i64 1, !7, i64 2}
!14 = !{!11, !12, i64 8}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
