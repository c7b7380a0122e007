; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.P = type { ptr, ptr }
%struct.opt = type { i32, ptr }

@.str = private unnamed_addr constant [2 x i8] c"p\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"q\00", align 1
@gp = dso_local local_unnamed_addr global %struct.P { ptr @.str, ptr @.str.1 }, align 8
@names = internal global [4 x ptr] zeroinitializer, align 16
@adata = dso_local global %struct.P { ptr @names, ptr getelementptr (i8, ptr @names, i64 8) }, align 8
@nums = internal global [4 x ptr] zeroinitializer, align 16
@bdata = dso_local global %struct.P { ptr @nums, ptr getelementptr (i8, ptr @nums, i64 8) }, align 8
@opts = dso_local local_unnamed_addr global [2 x %struct.opt] [%struct.opt { i32 0, ptr @adata }, %struct.opt { i32 1, ptr @bdata }], align 16

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) local_unnamed_addr #0 {
entry:
  %call = tail call i32 @run(i32 noundef %argc, ptr noundef %argv) #2
  %0 = load ptr, ptr @gp, align 8, !tbaa !5
  %1 = load i8, ptr %0, align 1, !tbaa !10
  %2 = load ptr, ptr %argv, align 8, !tbaa !11
  %3 = load i8, ptr %2, align 1, !tbaa !10
  %cmp = icmp eq i8 %1, %3
  %conv4 = zext i1 %cmp to i32
  %add = add nsw i32 %call, %conv4
  ret i32 %add
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @run(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #1 {
entry:
  %cmp22 = icmp sgt i32 %argc, 0
  br i1 %cmp22, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %.not = icmp eq i32 %argc, 1
  %wide.trip.count = select i1 %.not, i64 1, i64 2
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %s.1, %if.end ]
  ret i32 %s.0.lcssa

for.body:                                         ; preds = %for.body.preheader, %if.end
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %if.end ]
  %s.024 = phi i32 [ 0, %for.body.preheader ], [ %s.1, %if.end ]
  %arrayidx = getelementptr inbounds [2 x %struct.opt], ptr @opts, i64 0, i64 %indvars.iv
  %0 = load i32, ptr %arrayidx, align 16, !tbaa !12
  %cmp2 = icmp eq i32 %0, 0
  %data = getelementptr inbounds i8, ptr %arrayidx, i64 8
  %1 = load ptr, ptr %data, align 8, !tbaa !15
  br i1 %cmp2, label %if.then, label %if.else

if.then:                                          ; preds = %for.body
  %arrayidx4 = getelementptr inbounds ptr, ptr %argv, i64 %indvars.iv
  %2 = load ptr, ptr %arrayidx4, align 8, !tbaa !11
  %last = getelementptr inbounds i8, ptr %1, i64 8
  %3 = load ptr, ptr %last, align 8, !tbaa !16
  store ptr %2, ptr %3, align 8, !tbaa !11
  %4 = load ptr, ptr %1, align 8, !tbaa !18
  %5 = load ptr, ptr %4, align 8, !tbaa !11
  %6 = load i8, ptr %5, align 1, !tbaa !10
  %conv = sext i8 %6 to i32
  br label %if.end

if.else:                                          ; preds = %for.body
  %last8 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = load ptr, ptr %last8, align 8, !tbaa !19
  %8 = load ptr, ptr %7, align 8, !tbaa !11
  %tobool.not = icmp eq ptr %8, null
  br i1 %tobool.not, label %if.end, label %cond.true

cond.true:                                        ; preds = %if.else
  %9 = load i32, ptr %8, align 4, !tbaa !21
  br label %if.end

if.end:                                           ; preds = %cond.true, %if.else, %if.then
  %conv.pn = phi i32 [ %conv, %if.then ], [ %9, %cond.true ], [ 1, %if.else ]
  %s.1 = add nsw i32 %conv.pn, %s.024
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !22
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.ident = !{!0, !0}
!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!6, !7, i64 0}
!6 = !{!"P", !7, i64 0, !7, i64 8}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = !{!7, !7, i64 0}
!12 = !{!13, !14, i64 0}
!13 = !{!"opt", !14, i64 0, !7, i64 8}
!14 = !{!"int", !8, i64 0}
!15 = !{!13, !7, i64 8}
!16 = !{!17, !7, i64 8}
!17 = !{!"A", !7, i64 0, !7, i64 8}
!18 = !{!17, !7, i64 0}
!19 = !{!20, !7, i64 8}
!20 = !{!"B", !7, i64 0, !7, i64 8}
!21 = !{!14, !14, i64 0}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
