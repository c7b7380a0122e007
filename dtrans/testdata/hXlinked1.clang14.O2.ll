; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.P = type { i32, i16* }
%struct.FK = type { %struct.FK*, i8*, i32, [2 x i8*], [1 x %struct.Col] }
%struct.Col = type { i32, i8* }

@gp = dso_local local_unnamed_addr global %struct.P { i32 1, i16* null }, align 8
@gz = dso_local local_unnamed_addr global i8* null, align 8
@.str.1 = private unnamed_addr constant [2 x i8] c"c\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #0 {
entry:
  %call = tail call i32 @sum(i32 noundef %argc) #5
  %0 = load i32, i32* getelementptr inbounds (%struct.P, %struct.P* @gp, i64 0, i32 0), align 8, !tbaa !5
  %add = add nsw i32 %0, %call
  %1 = load i8*, i8** %argv, align 8, !tbaa !11
  %2 = load i8, i8* %1, align 1, !tbaa !12
  %cmp = icmp eq i8 %2, 0
  %conv2 = zext i1 %cmp to i32
  %add3 = add nsw i32 %add, %conv2
  ret i32 %add3
}

; Function Attrs: nounwind uwtable
define dso_local i32 @sum(i32 noundef %n) local_unnamed_addr #0 {
entry:
  %call = tail call fastcc %struct.FK* @make(i32 noundef %n)
  %n1 = getelementptr inbounds %struct.FK, %struct.FK* %call, i64 0, i32 2
  %0 = load i32, i32* %n1, align 8, !tbaa !13
  %cmp21 = icmp sgt i32 %0, 0
  br i1 %cmp21, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %0 to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %1 = icmp eq i32 %0, 1
  br i1 %1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %add6.lcssa.ph = phi i32 [ undef, %for.body.preheader ], [ %add6.1, %for.body ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %s.022.unr = phi i32 [ 0, %for.body.preheader ], [ %add6.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %from.epil = getelementptr inbounds %struct.FK, %struct.FK* %call, i64 0, i32 4, i64 %indvars.iv.unr, i32 0
  %2 = load i32, i32* %from.epil, align 8, !tbaa !15
  %name.epil = getelementptr inbounds %struct.FK, %struct.FK* %call, i64 0, i32 4, i64 %indvars.iv.unr, i32 1
  %3 = load i8*, i8** %name.epil, align 8, !tbaa !17
  %4 = load i8, i8* %3, align 1, !tbaa !12
  %conv.epil = sext i8 %4 to i32
  %add.epil = add i32 %2, %s.022.unr
  %add6.epil = add i32 %add.epil, %conv.epil
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %add6.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add6.epil, %for.body.epil ]
  %5 = load i8*, i8** @gz, align 8, !tbaa !11
  %6 = load i8, i8* %5, align 1, !tbaa !12
  %conv8 = sext i8 %6 to i32
  %add9 = add nsw i32 %s.0.lcssa, %conv8
  %7 = bitcast %struct.FK* %call to i8*
  tail call void @free(i8* noundef %7) #5
  ret i32 %add9

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %s.022 = phi i32 [ 0, %for.body.preheader.new ], [ %add6.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %from = getelementptr inbounds %struct.FK, %struct.FK* %call, i64 0, i32 4, i64 %indvars.iv, i32 0
  %8 = load i32, i32* %from, align 8, !tbaa !15
  %name = getelementptr inbounds %struct.FK, %struct.FK* %call, i64 0, i32 4, i64 %indvars.iv, i32 1
  %9 = load i8*, i8** %name, align 8, !tbaa !17
  %10 = load i8, i8* %9, align 1, !tbaa !12
  %conv = sext i8 %10 to i32
  %add = add i32 %8, %s.022
  %add6 = add i32 %add, %conv
  %indvars.iv.next = or i64 %indvars.iv, 1
  %from.1 = getelementptr inbounds %struct.FK, %struct.FK* %call, i64 0, i32 4, i64 %indvars.iv.next, i32 0
  %11 = load i32, i32* %from.1, align 8, !tbaa !15
  %name.1 = getelementptr inbounds %struct.FK, %struct.FK* %call, i64 0, i32 4, i64 %indvars.iv.next, i32 1
  %12 = load i8*, i8** %name.1, align 8, !tbaa !17
  %13 = load i8, i8* %12, align 1, !tbaa !12
  %conv.1 = sext i8 %13 to i32
  %add.1 = add i32 %11, %add6
  %add6.1 = add i32 %add.1, %conv.1
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !18
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc %struct.FK* @make(i32 noundef %n) unnamed_addr #1 {
entry:
  %sub = add nsw i32 %n, -1
  %conv = sext i32 %sub to i64
  %mul = shl nsw i64 %conv, 4
  %add2 = add nsw i64 %mul, 58
  %call3 = tail call noalias i8* @malloc(i64 noundef %add2) #5
  %0 = bitcast i8* %call3 to %struct.FK*
  %tobool.not = icmp eq i8* %call3, null
  br i1 %tobool.not, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  tail call void @exit(i32 noundef 1) #6
  unreachable

if.end:                                           ; preds = %entry
  %idxprom = sext i32 %n to i64
  %arrayidx = getelementptr inbounds %struct.FK, %struct.FK* %0, i64 0, i32 4, i64 %idxprom
  %next = getelementptr inbounds %struct.FK, %struct.FK* %0, i64 0, i32 0
  store %struct.FK* null, %struct.FK** %next, align 8, !tbaa !20
  %to4 = getelementptr inbounds %struct.FK, %struct.FK* %0, i64 0, i32 1
  %1 = bitcast i8** %to4 to %struct.Col**
  store %struct.Col* %arrayidx, %struct.Col** %1, align 8, !tbaa !21
  store %struct.Col* %arrayidx, %struct.Col** bitcast (i8** @gz to %struct.Col**), align 8, !tbaa !11
  %2 = bitcast %struct.Col* %arrayidx to i16*
  store i16 116, i16* %2, align 1
  %n5 = getelementptr inbounds %struct.FK, %struct.FK* %0, i64 0, i32 2
  store i32 %n, i32* %n5, align 8, !tbaa !13
  %cmp1 = icmp sgt i32 %n, 0
  br i1 %cmp1, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %if.end
  %wide.trip.count = zext i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %3 = icmp eq i32 %n, 1
  br i1 %3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %from.epil = getelementptr inbounds %struct.FK, %struct.FK* %0, i64 0, i32 4, i64 %indvars.iv.unr, i32 0
  %4 = trunc i64 %indvars.iv.unr to i32
  store i32 %4, i32* %from.epil, align 8, !tbaa !15
  %name.epil = getelementptr inbounds %struct.FK, %struct.FK* %0, i64 0, i32 4, i64 %indvars.iv.unr, i32 1
  store i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0), i8** %name.epil, align 8, !tbaa !17
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %if.end
  ret %struct.FK* %0

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %from = getelementptr inbounds %struct.FK, %struct.FK* %0, i64 0, i32 4, i64 %indvars.iv, i32 0
  %5 = trunc i64 %indvars.iv to i32
  store i32 %5, i32* %from, align 8, !tbaa !15
  %name = getelementptr inbounds %struct.FK, %struct.FK* %0, i64 0, i32 4, i64 %indvars.iv, i32 1
  store i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0), i8** %name, align 8, !tbaa !17
  %indvars.iv.next = or i64 %indvars.iv, 1
  %from.1 = getelementptr inbounds %struct.FK, %struct.FK* %0, i64 0, i32 4, i64 %indvars.iv.next, i32 0
  %6 = trunc i64 %indvars.iv.next to i32
  store i32 %6, i32* %from.1, align 8, !tbaa !15
  %name.1 = getelementptr inbounds %struct.FK, %struct.FK* %0, i64 0, i32 4, i64 %indvars.iv.next, i32 1
  store i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0), i8** %name.1, align 8, !tbaa !17
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !22
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.ident = !{!0, !0}
!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!6, !7, i64 0}
!6 = !{!"P", !7, i64 0, !10, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!10, !10, i64 0}
!12 = !{!8, !8, i64 0}
!13 = !{!14, !7, i64 16}
!14 = !{!"FK", !10, i64 0, !10, i64 8, !7, i64 16, !8, i64 24, !8, i64 40}
!15 = !{!16, !7, i64 0}
!16 = !{!"Col", !7, i64 0, !10, i64 8}
!17 = !{!16, !10, i64 8}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!14, !10, i64 0}
!21 = !{!14, !10, i64 8}
!22 = distinct !{!22, !19}
