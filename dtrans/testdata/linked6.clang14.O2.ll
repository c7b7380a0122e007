; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.P = type { i8*, i8* }
%struct.A = type { i8**, i8** }
%struct.B = type { i32**, i32** }
%struct.opt = type { i32, i8* }

@.str = private unnamed_addr constant [2 x i8] c"p\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"q\00", align 1
@gp = dso_local local_unnamed_addr global %struct.P { i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i32 0, i32 0) }, align 8
@names = internal global [4 x i8*] zeroinitializer, align 16
@adata = dso_local global %struct.A { i8** getelementptr inbounds ([4 x i8*], [4 x i8*]* @names, i32 0, i32 0), i8** bitcast (i8* getelementptr (i8, i8* bitcast ([4 x i8*]* @names to i8*), i64 8) to i8**) }, align 8
@nums = internal global [4 x i32*] zeroinitializer, align 16
@bdata = dso_local global %struct.B { i32** getelementptr inbounds ([4 x i32*], [4 x i32*]* @nums, i32 0, i32 0), i32** bitcast (i8* getelementptr (i8, i8* bitcast ([4 x i32*]* @nums to i8*), i64 8) to i32**) }, align 8
@opts = dso_local local_unnamed_addr global [2 x %struct.opt] [%struct.opt { i32 0, i8* bitcast (%struct.A* @adata to i8*) }, %struct.opt { i32 1, i8* bitcast (%struct.B* @bdata to i8*) }], align 16

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) local_unnamed_addr #0 {
entry:
  %call = tail call i32 @run(i32 noundef %argc, i8** noundef %argv) #2
  %0 = load i8*, i8** getelementptr inbounds (%struct.P, %struct.P* @gp, i64 0, i32 0), align 8, !tbaa !5
  %1 = load i8, i8* %0, align 1, !tbaa !10
  %2 = load i8*, i8** %argv, align 8, !tbaa !11
  %3 = load i8, i8* %2, align 1, !tbaa !10
  %cmp = icmp eq i8 %1, %3
  %conv4 = zext i1 %cmp to i32
  %add = add nsw i32 %call, %conv4
  ret i32 %add
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @run(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #1 {
entry:
  %cmp27 = icmp sgt i32 %argc, 0
  br i1 %cmp27, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %.not = icmp eq i32 %argc, 1
  %0 = select i1 %.not, i64 1, i64 2
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %s.1, %if.end ]
  ret i32 %s.0.lcssa

for.body:                                         ; preds = %for.body.preheader, %if.end
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %if.end ]
  %s.029 = phi i32 [ 0, %for.body.preheader ], [ %s.1, %if.end ]
  %kind = getelementptr inbounds [2 x %struct.opt], [2 x %struct.opt]* @opts, i64 0, i64 %indvars.iv, i32 0
  %1 = load i32, i32* %kind, align 16, !tbaa !12
  %cmp2 = icmp eq i32 %1, 0
  %data = getelementptr inbounds [2 x %struct.opt], [2 x %struct.opt]* @opts, i64 0, i64 %indvars.iv, i32 1
  br i1 %cmp2, label %if.then, label %if.else

if.then:                                          ; preds = %for.body
  %2 = bitcast i8** %data to %struct.A**
  %3 = load %struct.A*, %struct.A** %2, align 8, !tbaa !15
  %arrayidx4 = getelementptr inbounds i8*, i8** %argv, i64 %indvars.iv
  %4 = load i8*, i8** %arrayidx4, align 8, !tbaa !11
  %last = getelementptr inbounds %struct.A, %struct.A* %3, i64 0, i32 1
  %5 = load i8**, i8*** %last, align 8, !tbaa !16
  store i8* %4, i8** %5, align 8, !tbaa !11
  %first = getelementptr inbounds %struct.A, %struct.A* %3, i64 0, i32 0
  %6 = load i8**, i8*** %first, align 8, !tbaa !18
  %7 = load i8*, i8** %6, align 8, !tbaa !11
  %8 = load i8, i8* %7, align 1, !tbaa !10
  %conv = sext i8 %8 to i32
  br label %if.end

if.else:                                          ; preds = %for.body
  %9 = bitcast i8** %data to %struct.B**
  %10 = load %struct.B*, %struct.B** %9, align 8, !tbaa !15
  %last8 = getelementptr inbounds %struct.B, %struct.B* %10, i64 0, i32 1
  %11 = load i32**, i32*** %last8, align 8, !tbaa !19
  %12 = load i32*, i32** %11, align 8, !tbaa !11
  %tobool.not = icmp eq i32* %12, null
  br i1 %tobool.not, label %if.end, label %cond.true

cond.true:                                        ; preds = %if.else
  %13 = load i32, i32* %12, align 4, !tbaa !21
  br label %if.end

if.end:                                           ; preds = %cond.true, %if.else, %if.then
  %conv.pn = phi i32 [ %conv, %if.then ], [ %13, %cond.true ], [ 1, %if.else ]
  %s.1 = add nsw i32 %conv.pn, %s.029
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %0
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !22
}

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.ident = !{!0, !0}
!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
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
