; ModuleID = 'hX_preinc.c'
source_filename = "hX_preinc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Xform = type { i8, [7 x i8], float, float }

@tab = internal constant [4 x %struct.Xform] [%struct.Xform { i8 6, [7 x i8] c"second\00", float 0x42FA25E180000000, float 1.000000e+00 }, %struct.Xform { i8 6, [7 x i8] c"minute\00", float 0x429C032F00000000, float 6.000000e+01 }, %struct.Xform { i8 4, [7 x i8] c"hour\00\00\00", float 0x423E449AA0000000, float 3.600000e+03 }, %struct.Xform { i8 3, [7 x i8] c"day\00\00\00\00", float 0x41F3BE7940000000, float 8.640000e+04 }], align 16
@upper = dso_local local_unnamed_addr global [256 x i8] zeroinitializer, align 16

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define dso_local i32 @find(i8* nocapture noundef readonly %z, i32 noundef %n, double noundef %r) local_unnamed_addr #0 {
entry:
  %cmp31.i = icmp sgt i32 %n, 0
  %.pre.i = load i8, i8* getelementptr inbounds ([256 x i8], [256 x i8]* @upper, i64 0, i64 0), align 16
  %0 = add i32 %n, -1
  %1 = zext i32 %0 to i64
  %2 = add nuw nsw i64 %1, 1
  %uglygep = getelementptr i8, i8* getelementptr inbounds ([4 x %struct.Xform], [4 x %struct.Xform]* @tab, i64 0, i64 0, i32 0), i64 %2
  %uglygep39 = bitcast i8* %uglygep to [4 x %struct.Xform]*
  br label %for.body

for.body:                                         ; preds = %entry, %for.inc
  %indvars.iv41 = phi i64 [ 0, %entry ], [ %indvars.iv.next, %for.inc ]
  %indvars.iv = phi [4 x %struct.Xform]* [ %uglygep39, %entry ], [ %11, %for.inc ]
  %indvars.iv40 = getelementptr [4 x %struct.Xform], [4 x %struct.Xform]* %indvars.iv, i64 0, i64 0, i32 0
  %n1 = getelementptr inbounds [4 x %struct.Xform], [4 x %struct.Xform]* @tab, i64 0, i64 %indvars.iv41, i32 0
  %3 = load i8, i8* %n1, align 16, !tbaa !5
  %conv = zext i8 %3 to i32
  %cmp2 = icmp eq i32 %conv, %n
  br i1 %cmp2, label %land.lhs.true, label %for.inc

land.lhs.true:                                    ; preds = %for.body
  br i1 %cmp31.i, label %land.lhs.true.i.preheader, label %land.lhs.true8

land.lhs.true.i.preheader:                        ; preds = %land.lhs.true
  %arraydecay = getelementptr inbounds [4 x %struct.Xform], [4 x %struct.Xform]* @tab, i64 0, i64 %indvars.iv41, i32 1, i64 0
  br label %land.lhs.true.i

land.lhs.true.i:                                  ; preds = %land.lhs.true.i.preheader, %while.body.i
  %b.033.i = phi i8* [ %incdec.ptr9.i, %while.body.i ], [ %z, %land.lhs.true.i.preheader ]
  %a.032.i = phi i8* [ %incdec.ptr.i, %while.body.i ], [ %arraydecay, %land.lhs.true.i.preheader ]
  %4 = load i8, i8* %a.032.i, align 1, !tbaa !10
  %cmp1.not.i = icmp eq i8 %4, 0
  br i1 %cmp1.not.i, label %land.lhs.true.i.strnicmp_.exit_crit_edge, label %land.rhs.i

land.lhs.true.i.strnicmp_.exit_crit_edge:         ; preds = %land.lhs.true.i
  %.pre = load i8, i8* %b.033.i, align 1, !tbaa !10
  %idxprom15.i.phi.trans.insert = zext i8 %.pre to i64
  %arrayidx16.i.phi.trans.insert = getelementptr inbounds [256 x i8], [256 x i8]* @upper, i64 0, i64 %idxprom15.i.phi.trans.insert
  %.pre44 = load i8, i8* %arrayidx16.i.phi.trans.insert, align 1, !tbaa !10
  br label %strnicmp_.exit

land.rhs.i:                                       ; preds = %land.lhs.true.i
  %idxprom.i = zext i8 %4 to i64
  %arrayidx.i = getelementptr inbounds [256 x i8], [256 x i8]* @upper, i64 0, i64 %idxprom.i
  %5 = load i8, i8* %arrayidx.i, align 1, !tbaa !10
  %6 = load i8, i8* %b.033.i, align 1, !tbaa !10
  %idxprom4.i = zext i8 %6 to i64
  %arrayidx5.i = getelementptr inbounds [256 x i8], [256 x i8]* @upper, i64 0, i64 %idxprom4.i
  %7 = load i8, i8* %arrayidx5.i, align 1, !tbaa !10
  %cmp7.i = icmp eq i8 %5, %7
  br i1 %cmp7.i, label %while.body.i, label %strnicmp_.exit

while.body.i:                                     ; preds = %land.rhs.i
  %incdec.ptr.i = getelementptr inbounds i8, i8* %a.032.i, i64 1
  %incdec.ptr9.i = getelementptr inbounds i8, i8* %b.033.i, i64 1
  %exitcond.not = icmp eq i8* %a.032.i, %indvars.iv40
  br i1 %exitcond.not, label %land.lhs.true8, label %land.lhs.true.i, !llvm.loop !11

strnicmp_.exit:                                   ; preds = %land.rhs.i, %land.lhs.true.i.strnicmp_.exit_crit_edge
  %8 = phi i8 [ %.pre44, %land.lhs.true.i.strnicmp_.exit_crit_edge ], [ %7, %land.rhs.i ]
  %9 = phi i8 [ %.pre.i, %land.lhs.true.i.strnicmp_.exit_crit_edge ], [ %5, %land.rhs.i ]
  %cmp6 = icmp eq i8 %9, %8
  br i1 %cmp6, label %land.lhs.true8, label %for.inc

land.lhs.true8:                                   ; preds = %while.body.i, %land.lhs.true, %strnicmp_.exit
  %limit = getelementptr inbounds [4 x %struct.Xform], [4 x %struct.Xform]* @tab, i64 0, i64 %indvars.iv41, i32 2
  %10 = load float, float* %limit, align 8, !tbaa !14
  %fneg = fneg float %10
  %conv11 = fpext float %fneg to double
  %cmp12 = fcmp olt double %conv11, %r
  %conv18 = fpext float %10 to double
  %cmp19 = fcmp ogt double %conv18, %r
  %or.cond = select i1 %cmp12, i1 %cmp19, i1 false
  br i1 %or.cond, label %cleanup.split.loop.exit, label %for.inc

for.inc:                                          ; preds = %for.body, %strnicmp_.exit, %land.lhs.true8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv41, 1
  %scevgep = getelementptr [4 x %struct.Xform], [4 x %struct.Xform]* %indvars.iv, i64 0, i64 1
  %11 = bitcast %struct.Xform* %scevgep to [4 x %struct.Xform]*
  %exitcond43.not = icmp eq i64 %indvars.iv.next, 4
  br i1 %exitcond43.not, label %cleanup, label %for.body, !llvm.loop !15

cleanup.split.loop.exit:                          ; preds = %land.lhs.true8
  %12 = trunc i64 %indvars.iv41 to i32
  br label %cleanup

cleanup:                                          ; preds = %for.inc, %cleanup.split.loop.exit
  %spec.select = phi i32 [ %12, %cleanup.split.loop.exit ], [ -1, %for.inc ]
  ret i32 %spec.select
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #1 {
entry:
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, <16 x i8>* bitcast ([256 x i8]* @upper to <16 x i8>*), align 16, !tbaa !10
  store <16 x i8> <i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25, i8 26, i8 27, i8 28, i8 29, i8 30, i8 31>, <16 x i8>* bitcast (i8* getelementptr inbounds ([256 x i8], [256 x i8]* @upper, i64 0, i64 16) to <16 x i8>*), align 16, !tbaa !10
  store <16 x i8> <i8 32, i8 33, i8 34, i8 35, i8 36, i8 37, i8 38, i8 39, i8 40, i8 41, i8 42, i8 43, i8 44, i8 45, i8 46, i8 47>, <16 x i8>* bitcast (i8* getelementptr inbounds ([256 x i8], [256 x i8]* @upper, i64 0, i64 32) to <16 x i8>*), align 16, !tbaa !10
  store <16 x i8> <i8 48, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55, i8 56, i8 57, i8 58, i8 59, i8 60, i8 61, i8 62, i8 63>, <16 x i8>* bitcast (i8* getelementptr inbounds ([256 x i8], [256 x i8]* @upper, i64 0, i64 48) to <16 x i8>*), align 16, !tbaa !10
  store <16 x i8> <i8 64, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79>, <16 x i8>* bitcast (i8* getelementptr inbounds ([256 x i8], [256 x i8]* @upper, i64 0, i64 64) to <16 x i8>*), align 16, !tbaa !10
  store <16 x i8> <i8 80, i8 81, i8 82, i8 83, i8 84, i8 85, i8 86, i8 87, i8 88, i8 89, i8 90, i8 91, i8 92, i8 93, i8 94, i8 95>, <16 x i8>* bitcast (i8* getelementptr inbounds ([256 x i8], [256 x i8]* @upper, i64 0, i64 80) to <16 x i8>*), align 16, !tbaa !10
  store <16 x i8> <i8 96, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79>, <16 x i8>* bitcast (i8* getelementptr inbounds ([256 x i8], [256 x i8]* @upper, i64 0, i64 96) to <16 x i8>*), align 16, !tbaa !10
  store <16 x i8> <i8 80, i8 81, i8 82, i8 83, i8 84, i8 85, i8 86, i8 87, i8 88, i8 89, i8 90, i8 123, i8 124, i8 125, i8 126, i8 127>, <16 x i8>* bitcast (i8* getelementptr inbounds ([256 x i8], [256 x i8]* @upper, i64 0, i64 112) to <16 x i8>*), align 16, !tbaa !10
  store <16 x i8> <i8 -128, i8 -127, i8 -126, i8 -125, i8 -124, i8 -123, i8 -122, i8 -121, i8 -120, i8 -119, i8 -118, i8 -117, i8 -116, i8 -115, i8 -114, i8 -113>, <16 x i8>* bitcast (i8* getelementptr inbounds ([256 x i8], [256 x i8]* @upper, i64 0, i64 128) to <16 x i8>*), align 16, !tbaa !10
  store <16 x i8> <i8 -112, i8 -111, i8 -110, i8 -109, i8 -108, i8 -107, i8 -106, i8 -105, i8 -104, i8 -103, i8 -102, i8 -101, i8 -100, i8 -99, i8 -98, i8 -97>, <16 x i8>* bitcast (i8* getelementptr inbounds ([256 x i8], [256 x i8]* @upper, i64 0, i64 144) to <16 x i8>*), align 16, !tbaa !10
  store <16 x i8> <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 -91, i8 -90, i8 -89, i8 -88, i8 -87, i8 -86, i8 -85, i8 -84, i8 -83, i8 -82, i8 -81>, <16 x i8>* bitcast (i8* getelementptr inbounds ([256 x i8], [256 x i8]* @upper, i64 0, i64 160) to <16 x i8>*), align 16, !tbaa !10
  store <16 x i8> <i8 -80, i8 -79, i8 -78, i8 -77, i8 -76, i8 -75, i8 -74, i8 -73, i8 -72, i8 -71, i8 -70, i8 -69, i8 -68, i8 -67, i8 -66, i8 -65>, <16 x i8>* bitcast (i8* getelementptr inbounds ([256 x i8], [256 x i8]* @upper, i64 0, i64 176) to <16 x i8>*), align 16, !tbaa !10
  store <16 x i8> <i8 -64, i8 -63, i8 -62, i8 -61, i8 -60, i8 -59, i8 -58, i8 -57, i8 -56, i8 -55, i8 -54, i8 -53, i8 -52, i8 -51, i8 -50, i8 -49>, <16 x i8>* bitcast (i8* getelementptr inbounds ([256 x i8], [256 x i8]* @upper, i64 0, i64 192) to <16 x i8>*), align 16, !tbaa !10
  store <16 x i8> <i8 -48, i8 -47, i8 -46, i8 -45, i8 -44, i8 -43, i8 -42, i8 -41, i8 -40, i8 -39, i8 -38, i8 -37, i8 -36, i8 -35, i8 -34, i8 -33>, <16 x i8>* bitcast (i8* getelementptr inbounds ([256 x i8], [256 x i8]* @upper, i64 0, i64 208) to <16 x i8>*), align 16, !tbaa !10
  store <16 x i8> <i8 -32, i8 -31, i8 -30, i8 -29, i8 -28, i8 -27, i8 -26, i8 -25, i8 -24, i8 -23, i8 -22, i8 -21, i8 -20, i8 -19, i8 -18, i8 -17>, <16 x i8>* bitcast (i8* getelementptr inbounds ([256 x i8], [256 x i8]* @upper, i64 0, i64 224) to <16 x i8>*), align 16, !tbaa !10
  store <16 x i8> <i8 -16, i8 -15, i8 -14, i8 -13, i8 -12, i8 -11, i8 -10, i8 -9, i8 -8, i8 -7, i8 -6, i8 -5, i8 -4, i8 -3, i8 -2, i8 -1>, <16 x i8>* bitcast (i8* getelementptr inbounds ([256 x i8], [256 x i8]* @upper, i64 0, i64 240) to <16 x i8>*), align 16, !tbaa !10
  %0 = load i8*, i8** %argv, align 8, !tbaa !16
  %call = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %0) #3
  %conv5 = trunc i64 %call to i32
  %conv6 = sitofp i32 %argc to double
  %call7 = tail call i32 @find(i8* noundef %0, i32 noundef %conv5, double noundef %conv6)
  ret i32 %call7
}

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #2

attributes #0 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !7, i64 0}
