; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, i8*, i8* }
%struct.H = type { i32, i32, %struct.E*, %struct.B* }
%struct.E = type { %struct.E*, i32 }
%struct.B = type { i32, %struct.E* }

@.str = private unnamed_addr constant [5 x i8] c"idpi\00", align 1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local double @sum(i8* nocapture noundef readonly %fmt, ...) local_unnamed_addr #0 {
entry:
  %ap = alloca [1 x %struct.__va_list_tag], align 16
  %0 = bitcast [1 x %struct.__va_list_tag]* %ap to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %0) #5
  call void @llvm.va_start(i8* nonnull %0)
  %1 = load i8, i8* %fmt, align 1, !tbaa !5
  %tobool.not39 = icmp eq i8 %1, 0
  br i1 %tobool.not39, label %for.end, label %for.body.lr.ph

for.body.lr.ph:                                   ; preds = %entry
  %gp_offset_p17 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0, i32 0
  %overflow_arg_area_p23 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0, i32 2
  %2 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0, i32 3
  %reg_save_area21 = load i8*, i8** %2, align 16
  %fp_offset_p = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0, i32 1
  br label %for.body

for.body:                                         ; preds = %for.body.lr.ph, %for.inc
  %3 = phi i8 [ %1, %for.body.lr.ph ], [ %17, %for.inc ]
  %s.041 = phi double [ 0.000000e+00, %for.body.lr.ph ], [ %s.1, %for.inc ]
  %fmt.addr.040 = phi i8* [ %fmt, %for.body.lr.ph ], [ %incdec.ptr, %for.inc ]
  %conv = sext i8 %3 to i32
  switch i32 %conv, label %for.inc [
    i32 105, label %sw.bb
    i32 100, label %sw.bb4
    i32 112, label %sw.bb15
  ]

sw.bb:                                            ; preds = %for.body
  %gp_offset = load i32, i32* %gp_offset_p17, align 16
  %fits_in_gp = icmp ult i32 %gp_offset, 41
  br i1 %fits_in_gp, label %vaarg.in_reg, label %vaarg.in_mem

vaarg.in_reg:                                     ; preds = %sw.bb
  %4 = zext i32 %gp_offset to i64
  %5 = getelementptr i8, i8* %reg_save_area21, i64 %4
  %6 = add nuw nsw i32 %gp_offset, 8
  store i32 %6, i32* %gp_offset_p17, align 16
  br label %vaarg.end

vaarg.in_mem:                                     ; preds = %sw.bb
  %overflow_arg_area = load i8*, i8** %overflow_arg_area_p23, align 8
  %overflow_arg_area.next = getelementptr i8, i8* %overflow_arg_area, i64 8
  store i8* %overflow_arg_area.next, i8** %overflow_arg_area_p23, align 8
  br label %vaarg.end

vaarg.end:                                        ; preds = %vaarg.in_mem, %vaarg.in_reg
  %vaarg.addr.in = phi i8* [ %5, %vaarg.in_reg ], [ %overflow_arg_area, %vaarg.in_mem ]
  %vaarg.addr = bitcast i8* %vaarg.addr.in to i32*
  %7 = load i32, i32* %vaarg.addr, align 4
  %conv3 = sitofp i32 %7 to double
  %add = fadd double %s.041, %conv3
  br label %for.inc

sw.bb4:                                           ; preds = %for.body
  %fp_offset = load i32, i32* %fp_offset_p, align 4
  %fits_in_fp = icmp ult i32 %fp_offset, 161
  br i1 %fits_in_fp, label %vaarg.in_reg6, label %vaarg.in_mem8

vaarg.in_reg6:                                    ; preds = %sw.bb4
  %8 = zext i32 %fp_offset to i64
  %9 = getelementptr i8, i8* %reg_save_area21, i64 %8
  %10 = add nuw nsw i32 %fp_offset, 16
  store i32 %10, i32* %fp_offset_p, align 4
  br label %vaarg.end12

vaarg.in_mem8:                                    ; preds = %sw.bb4
  %overflow_arg_area10 = load i8*, i8** %overflow_arg_area_p23, align 8
  %overflow_arg_area.next11 = getelementptr i8, i8* %overflow_arg_area10, i64 8
  store i8* %overflow_arg_area.next11, i8** %overflow_arg_area_p23, align 8
  br label %vaarg.end12

vaarg.end12:                                      ; preds = %vaarg.in_mem8, %vaarg.in_reg6
  %vaarg.addr13.in = phi i8* [ %9, %vaarg.in_reg6 ], [ %overflow_arg_area10, %vaarg.in_mem8 ]
  %vaarg.addr13 = bitcast i8* %vaarg.addr13.in to double*
  %11 = load double, double* %vaarg.addr13, align 8
  %add14 = fadd double %s.041, %11
  br label %for.inc

sw.bb15:                                          ; preds = %for.body
  %gp_offset18 = load i32, i32* %gp_offset_p17, align 16
  %fits_in_gp19 = icmp ult i32 %gp_offset18, 41
  br i1 %fits_in_gp19, label %vaarg.in_reg20, label %vaarg.in_mem22

vaarg.in_reg20:                                   ; preds = %sw.bb15
  %12 = zext i32 %gp_offset18 to i64
  %13 = getelementptr i8, i8* %reg_save_area21, i64 %12
  %14 = add nuw nsw i32 %gp_offset18, 8
  store i32 %14, i32* %gp_offset_p17, align 16
  br label %vaarg.end26

vaarg.in_mem22:                                   ; preds = %sw.bb15
  %overflow_arg_area24 = load i8*, i8** %overflow_arg_area_p23, align 8
  %overflow_arg_area.next25 = getelementptr i8, i8* %overflow_arg_area24, i64 8
  store i8* %overflow_arg_area.next25, i8** %overflow_arg_area_p23, align 8
  br label %vaarg.end26

vaarg.end26:                                      ; preds = %vaarg.in_mem22, %vaarg.in_reg20
  %vaarg.addr27.in = phi i8* [ %13, %vaarg.in_reg20 ], [ %overflow_arg_area24, %vaarg.in_mem22 ]
  %vaarg.addr27 = bitcast i8* %vaarg.addr27.in to i8**
  %15 = load i8*, i8** %vaarg.addr27, align 8
  %16 = load i8, i8* %15, align 1, !tbaa !5
  %conv29 = sitofp i8 %16 to double
  %add30 = fadd double %s.041, %conv29
  br label %for.inc

for.inc:                                          ; preds = %vaarg.end, %vaarg.end12, %vaarg.end26, %for.body
  %s.1 = phi double [ %s.041, %for.body ], [ %add30, %vaarg.end26 ], [ %add14, %vaarg.end12 ], [ %add, %vaarg.end ]
  %incdec.ptr = getelementptr inbounds i8, i8* %fmt.addr.040, i64 1
  %17 = load i8, i8* %incdec.ptr, align 1, !tbaa !5
  %tobool.not = icmp eq i8 %17, 0
  br i1 %tobool.not, label %for.end, label %for.body, !llvm.loop !8

for.end:                                          ; preds = %for.inc, %entry
  %s.0.lcssa = phi double [ 0.000000e+00, %entry ], [ %s.1, %for.inc ]
  call void @llvm.va_end(i8* nonnull %0)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %0) #5
  ret double %s.0.lcssa
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #2

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #2

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #3 {
entry:
  %0 = load i8*, i8** %argv, align 8, !tbaa !10
  %call = tail call double (i8*, ...) @sum(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i32 noundef %argc, double noundef 2.500000e+00, i8* noundef %0, i32 noundef 7)
  %conv = fptosi double %call to i32
  %call1 = tail call i32 @table_count(i32 noundef %argc) #5
  %add = add nsw i32 %call1, %conv
  ret i32 %add
}

; Function Attrs: nounwind uwtable
define dso_local i32 @table_count(i32 noundef %n) local_unnamed_addr #3 {
entry:
  %h = alloca %struct.H, align 8
  %0 = bitcast %struct.H* %h to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %0) #5
  call void @h_init(%struct.H* noundef nonnull %h) #5
  %cmp20 = icmp sgt i32 %n, 0
  br i1 %cmp20, label %for.body.lr.ph, label %for.cond2.preheader.for.cond.cleanup4_crit_edge

for.body.lr.ph:                                   ; preds = %entry
  %count = getelementptr inbounds %struct.H, %struct.H* %h, i64 0, i32 1
  br label %for.body

for.cond2.preheader:                              ; preds = %for.body
  br i1 %cmp20, label %for.body5.lr.ph, label %for.cond2.preheader.for.cond.cleanup4_crit_edge

for.cond2.preheader.for.cond.cleanup4_crit_edge:  ; preds = %entry, %for.cond2.preheader
  %size.phi.trans.insert = getelementptr inbounds %struct.H, %struct.H* %h, i64 0, i32 0
  %.pre = load i32, i32* %size.phi.trans.insert, align 8, !tbaa !12
  br label %for.cond.cleanup4

for.body5.lr.ph:                                  ; preds = %for.cond2.preheader
  %ht.i = getelementptr inbounds %struct.H, %struct.H* %h, i64 0, i32 3
  %1 = load %struct.B*, %struct.B** %ht.i, align 8, !tbaa !15
  %tobool.not.i = icmp eq %struct.B* %1, null
  %size.i = getelementptr inbounds %struct.H, %struct.H* %h, i64 0, i32 0
  %2 = load i32, i32* %size.i, align 8
  %first.i = getelementptr inbounds %struct.H, %struct.H* %h, i64 0, i32 2
  %count2.i = getelementptr inbounds %struct.H, %struct.H* %h, i64 0, i32 1
  br label %for.body5

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %i.021 = phi i32 [ 0, %for.body.lr.ph ], [ %inc, %for.body ]
  call void @h_bump(i32* noundef nonnull %count) #5
  %inc = add nuw nsw i32 %i.021, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond2.preheader, label %for.body, !llvm.loop !16

for.cond.cleanup4:                                ; preds = %lookup.exit, %for.cond2.preheader.for.cond.cleanup4_crit_edge
  %3 = phi i32 [ %.pre, %for.cond2.preheader.for.cond.cleanup4_crit_edge ], [ %2, %lookup.exit ]
  %k.0.lcssa = phi i32 [ 0, %for.cond2.preheader.for.cond.cleanup4_crit_edge ], [ %add, %lookup.exit ]
  %add9 = add i32 %3, %k.0.lcssa
  %count10 = getelementptr inbounds %struct.H, %struct.H* %h, i64 0, i32 1
  %4 = load i32, i32* %count10, align 4, !tbaa !17
  %add11 = add i32 %add9, %4
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %0) #5
  ret i32 %add11

for.body5:                                        ; preds = %for.body5.lr.ph, %lookup.exit
  %i1.024 = phi i32 [ 0, %for.body5.lr.ph ], [ %inc7, %lookup.exit ]
  %k.023 = phi i32 [ 0, %for.body5.lr.ph ], [ %add, %lookup.exit ]
  br i1 %tobool.not.i, label %if.end.i, label %if.then.i

if.then.i:                                        ; preds = %for.body5
  %rem.i = urem i32 %i1.024, %2
  %idxprom.i = zext i32 %rem.i to i64
  %chain.i = getelementptr inbounds %struct.B, %struct.B* %1, i64 %idxprom.i, i32 1
  %count.i = getelementptr inbounds %struct.B, %struct.B* %1, i64 %idxprom.i, i32 0
  br label %if.end.i

if.end.i:                                         ; preds = %for.body5, %if.then.i
  %e.0.in.i = phi %struct.E** [ %chain.i, %if.then.i ], [ %first.i, %for.body5 ]
  %n.0.in.i = phi i32* [ %count.i, %if.then.i ], [ %count2.i, %for.body5 ]
  %n.0.i = load i32, i32* %n.0.in.i, align 4, !tbaa !18
  %tobool3.not20.i = icmp eq i32 %n.0.i, 0
  br i1 %tobool3.not20.i, label %lookup.exit, label %for.body.i

for.body.i:                                       ; preds = %if.end.i, %for.inc.i
  %e.122.in.i = phi %struct.E** [ %next.i, %for.inc.i ], [ %e.0.in.i, %if.end.i ]
  %n.121.i = phi i32 [ %dec.i, %for.inc.i ], [ %n.0.i, %if.end.i ]
  %e.122.i = load %struct.E*, %struct.E** %e.122.in.i, align 8, !tbaa !10
  %key4.i = getelementptr inbounds %struct.E, %struct.E* %e.122.i, i64 0, i32 1
  %5 = load i32, i32* %key4.i, align 8, !tbaa !19
  %cmp.i = icmp eq i32 %5, %i1.024
  br i1 %cmp.i, label %lookup.exit, label %for.inc.i

for.inc.i:                                        ; preds = %for.body.i
  %dec.i = add i32 %n.121.i, -1
  %next.i = getelementptr inbounds %struct.E, %struct.E* %e.122.i, i64 0, i32 0
  %tobool3.not.i = icmp eq i32 %dec.i, 0
  br i1 %tobool3.not.i, label %lookup.exit, label %for.body.i, !llvm.loop !21

lookup.exit:                                      ; preds = %for.body.i, %for.inc.i, %if.end.i
  %retval.0.i = phi i32 [ 0, %if.end.i ], [ 1, %for.body.i ], [ 0, %for.inc.i ]
  %add = add nuw nsw i32 %retval.0.i, %k.023
  %inc7 = add nuw nsw i32 %i1.024, 1
  %exitcond27.not = icmp eq i32 %inc7, %n
  br i1 %exitcond27.not, label %for.cond.cleanup4, label %for.body5, !llvm.loop !22
}

declare void @h_init(%struct.H* noundef) local_unnamed_addr #4

declare void @h_bump(i32* noundef) local_unnamed_addr #4

attributes #0 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind willreturn }
attributes #3 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.ident = !{!0, !0}
!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !6, i64 0}
!12 = !{!13, !14, i64 0}
!13 = !{!"H", !14, i64 0, !14, i64 4, !11, i64 8, !11, i64 16}
!14 = !{!"int", !6, i64 0}
!15 = !{!13, !11, i64 16}
!16 = distinct !{!16, !9}
!17 = !{!13, !14, i64 4}
!18 = !{!14, !14, i64 0}
!19 = !{!20, !14, i64 8}
!20 = !{!"E", !11, i64 0, !14, i64 8}
!21 = distinct !{!21, !9}
!22 = distinct !{!22, !9}
