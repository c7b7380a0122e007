; ModuleID = 'hX_preinc.c'
source_filename = "hX_preinc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Xform = type { i8, [7 x i8], float, float }

@tab = internal constant [4 x %struct.Xform] [%struct.Xform { i8 6, [7 x i8] c"second\00", float 0x42FA25E180000000, float 1.000000e+00 }, %struct.Xform { i8 6, [7 x i8] c"minute\00", float 0x429C032F00000000, float 6.000000e+01 }, %struct.Xform { i8 4, [7 x i8] c"hour\00\00\00", float 0x423E449AA0000000, float 3.600000e+03 }, %struct.Xform { i8 3, [7 x i8] c"day\00\00\00\00", float 0x41F3BE7940000000, float 8.640000e+04 }], align 16
@upper = dso_local local_unnamed_addr global [256 x i8] zeroinitializer, align 16

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @find(ptr nocapture noundef readonly %z, i32 noundef %n, double noundef %r) local_unnamed_addr #0 {
entry:
  %cmp28.i.not = icmp eq i32 %n, 0
  %.pre.i = load i8, ptr @upper, align 16
  %0 = add i32 %n, -1
  %1 = zext i32 %0 to i64
  %2 = getelementptr i8, ptr @tab, i64 %1
  %scevgep = getelementptr i8, ptr %2, i64 1
  br label %for.body

for.body:                                         ; preds = %entry, %for.inc
  %indvars.iv38 = phi i64 [ 0, %entry ], [ %indvars.iv.next, %for.inc ]
  %indvars.iv = phi ptr [ %scevgep, %entry ], [ %scevgep37, %for.inc ]
  %arrayidx = getelementptr inbounds [4 x %struct.Xform], ptr @tab, i64 0, i64 %indvars.iv38
  %3 = load i8, ptr %arrayidx, align 16, !tbaa !5
  %conv = zext i8 %3 to i32
  %cmp2 = icmp eq i32 %conv, %n
  br i1 %cmp2, label %land.lhs.true, label %for.inc

land.lhs.true:                                    ; preds = %for.body
  br i1 %cmp28.i.not, label %land.lhs.true8, label %land.lhs.true.i

land.lhs.true.i:                                  ; preds = %land.lhs.true, %while.body.i
  %b.030.i = phi ptr [ %incdec.ptr9.i, %while.body.i ], [ %z, %land.lhs.true ]
  %a.029.i.pn = phi ptr [ %a.029.i, %while.body.i ], [ %arrayidx, %land.lhs.true ]
  %a.029.i = getelementptr inbounds i8, ptr %a.029.i.pn, i64 1
  %4 = load i8, ptr %a.029.i, align 1, !tbaa !10
  %cmp1.not.i = icmp eq i8 %4, 0
  %.pre = load i8, ptr %b.030.i, align 1, !tbaa !10
  br i1 %cmp1.not.i, label %land.lhs.true.i.strnicmp_.exit_crit_edge, label %land.rhs.i

land.lhs.true.i.strnicmp_.exit_crit_edge:         ; preds = %land.lhs.true.i
  %idxprom15.i.phi.trans.insert = zext i8 %.pre to i64
  %arrayidx16.i.phi.trans.insert = getelementptr inbounds [256 x i8], ptr @upper, i64 0, i64 %idxprom15.i.phi.trans.insert
  %.pre41 = load i8, ptr %arrayidx16.i.phi.trans.insert, align 1, !tbaa !10
  br label %strnicmp_.exit

land.rhs.i:                                       ; preds = %land.lhs.true.i
  %idxprom.i = zext i8 %4 to i64
  %arrayidx.i = getelementptr inbounds [256 x i8], ptr @upper, i64 0, i64 %idxprom.i
  %5 = load i8, ptr %arrayidx.i, align 1, !tbaa !10
  %idxprom4.i = zext i8 %.pre to i64
  %arrayidx5.i = getelementptr inbounds [256 x i8], ptr @upper, i64 0, i64 %idxprom4.i
  %6 = load i8, ptr %arrayidx5.i, align 1, !tbaa !10
  %cmp7.i = icmp eq i8 %5, %6
  br i1 %cmp7.i, label %while.body.i, label %strnicmp_.exit

while.body.i:                                     ; preds = %land.rhs.i
  %incdec.ptr9.i = getelementptr inbounds i8, ptr %b.030.i, i64 1
  %exitcond.not = icmp eq ptr %a.029.i, %indvars.iv
  br i1 %exitcond.not, label %land.lhs.true8, label %land.lhs.true.i, !llvm.loop !11

strnicmp_.exit:                                   ; preds = %land.rhs.i, %land.lhs.true.i.strnicmp_.exit_crit_edge
  %7 = phi i8 [ %.pre41, %land.lhs.true.i.strnicmp_.exit_crit_edge ], [ %6, %land.rhs.i ]
  %8 = phi i8 [ %.pre.i, %land.lhs.true.i.strnicmp_.exit_crit_edge ], [ %5, %land.rhs.i ]
  %cmp6 = icmp eq i8 %8, %7
  br i1 %cmp6, label %land.lhs.true8, label %for.inc

land.lhs.true8:                                   ; preds = %while.body.i, %land.lhs.true, %strnicmp_.exit
  %limit = getelementptr inbounds i8, ptr %arrayidx, i64 8
  %9 = load float, ptr %limit, align 8, !tbaa !14
  %fneg = fneg float %9
  %conv11 = fpext float %fneg to double
  %cmp12 = fcmp olt double %conv11, %r
  %conv18 = fpext float %9 to double
  %cmp19 = fcmp ogt double %conv18, %r
  %or.cond = and i1 %cmp12, %cmp19
  br i1 %or.cond, label %cleanup.split.loop.exit, label %for.inc

for.inc:                                          ; preds = %for.body, %strnicmp_.exit, %land.lhs.true8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv38, 1
  %scevgep37 = getelementptr i8, ptr %indvars.iv, i64 16
  %exitcond40 = icmp eq i64 %indvars.iv.next, 4
  br i1 %exitcond40, label %cleanup, label %for.body, !llvm.loop !15

cleanup.split.loop.exit:                          ; preds = %land.lhs.true8
  %10 = trunc nuw nsw i64 %indvars.iv38 to i32
  br label %cleanup

cleanup:                                          ; preds = %for.inc, %cleanup.split.loop.exit
  %spec.select = phi i32 [ %10, %cleanup.split.loop.exit ], [ -1, %for.inc ]
  ret i32 %spec.select
}

; Function Attrs: nofree nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #1 {
entry:
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %entry
  %index = phi i64 [ 0, %entry ], [ %index.next, %vector.body ]
  %vec.ind = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %entry ], [ %vec.ind.next, %vector.body ]
  %vec.ind18 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %entry ], [ %vec.ind.next19, %vector.body ]
  %0 = add <16 x i32> %vec.ind18, <i32 -97, i32 -97, i32 -97, i32 -97, i32 -97, i32 -97, i32 -97, i32 -97, i32 -97, i32 -97, i32 -97, i32 -97, i32 -97, i32 -97, i32 -97, i32 -97>
  %1 = icmp ult <16 x i32> %0, <i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26>
  %2 = add nuw nsw <16 x i32> %vec.ind, <i32 224, i32 224, i32 224, i32 224, i32 224, i32 224, i32 224, i32 224, i32 224, i32 224, i32 224, i32 224, i32 224, i32 224, i32 224, i32 224>
  %3 = select <16 x i1> %1, <16 x i32> %2, <16 x i32> %vec.ind
  %4 = trunc <16 x i32> %3 to <16 x i8>
  %5 = getelementptr inbounds [256 x i8], ptr @upper, i64 0, i64 %index
  store <16 x i8> %4, ptr %5, align 16, !tbaa !10
  %index.next = add nuw i64 %index, 16
  %vec.ind.next = add <16 x i32> %vec.ind, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %vec.ind.next19 = add <16 x i32> %vec.ind18, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %6 = icmp eq i64 %index.next, 256
  br i1 %6, label %for.cond.cleanup, label %vector.body, !llvm.loop !16

for.cond.cleanup:                                 ; preds = %vector.body
  %7 = load ptr, ptr %argv, align 8, !tbaa !19
  %call = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %7) #3
  %conv5 = trunc i64 %call to i32
  %conv6 = sitofp i32 %argc to double
  %call7 = tail call i32 @find(ptr noundef %7, i32 noundef %conv5, double noundef %conv6)
  ret i32 %call7
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #2

attributes #0 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Xform", !7, i64 0, !7, i64 1, !9, i64 8, !9, i64 12}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"float", !7, i64 0}
!10 = !{!7, !7, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = !{!6, !9, i64 8}
!15 = distinct !{!15, !12, !13}
!16 = distinct !{!16, !12, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = !{!20, !20, i64 0}
!20 = !{!"any pointer", !7, i64 0}
