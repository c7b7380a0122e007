; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }
%struct.B = type { i32, ptr }

@.str = private unnamed_addr constant [5 x i8] c"idpi\00", align 1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local double @sum(ptr nocapture noundef readonly %fmt, ...) local_unnamed_addr #0 {
entry:
  %ap = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %ap) #5
  call void @llvm.va_start.p0(ptr nonnull %ap)
  %ap.promoted = load i32, ptr %ap, align 16
  %overflow_arg_area_p22 = getelementptr inbounds i8, ptr %ap, i64 8
  %0 = getelementptr inbounds i8, ptr %ap, i64 16
  %reg_save_area20 = load ptr, ptr %0, align 16
  %fp_offset_p = getelementptr inbounds i8, ptr %ap, i64 4
  %overflow_arg_area_p22.promoted = load ptr, ptr %overflow_arg_area_p22, align 8
  %fp_offset_p.promoted = load i32, ptr %fp_offset_p, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %fp_offset47 = phi i32 [ %fp_offset_p.promoted, %entry ], [ %fp_offset46, %for.inc ]
  %overflow_arg_area2344 = phi ptr [ %overflow_arg_area_p22.promoted, %entry ], [ %overflow_arg_area2343, %for.inc ]
  %gp_offset1739 = phi i32 [ %ap.promoted, %entry ], [ %gp_offset1738, %for.inc ]
  %fmt.addr.0 = phi ptr [ %fmt, %entry ], [ %incdec.ptr, %for.inc ]
  %s.0 = phi double [ 0.000000e+00, %entry ], [ %s.1, %for.inc ]
  %1 = load i8, ptr %fmt.addr.0, align 1, !tbaa !5
  switch i8 %1, label %for.inc [
    i8 0, label %for.end
    i8 105, label %sw.bb
    i8 100, label %sw.bb3
    i8 112, label %sw.bb14
  ]

sw.bb:                                            ; preds = %for.cond
  %fits_in_gp = icmp ult i32 %gp_offset1739, 41
  br i1 %fits_in_gp, label %vaarg.in_reg, label %vaarg.in_mem

vaarg.in_reg:                                     ; preds = %sw.bb
  %2 = zext nneg i32 %gp_offset1739 to i64
  %3 = getelementptr i8, ptr %reg_save_area20, i64 %2
  %4 = add nuw nsw i32 %gp_offset1739, 8
  store i32 %4, ptr %ap, align 16
  br label %vaarg.end

vaarg.in_mem:                                     ; preds = %sw.bb
  %overflow_arg_area.next = getelementptr i8, ptr %overflow_arg_area2344, i64 8
  store ptr %overflow_arg_area.next, ptr %overflow_arg_area_p22, align 8
  br label %vaarg.end

vaarg.end:                                        ; preds = %vaarg.in_mem, %vaarg.in_reg
  %overflow_arg_area2342 = phi ptr [ %overflow_arg_area2344, %vaarg.in_reg ], [ %overflow_arg_area.next, %vaarg.in_mem ]
  %gp_offset1737 = phi i32 [ %4, %vaarg.in_reg ], [ %gp_offset1739, %vaarg.in_mem ]
  %vaarg.addr = phi ptr [ %3, %vaarg.in_reg ], [ %overflow_arg_area2344, %vaarg.in_mem ]
  %5 = load i32, ptr %vaarg.addr, align 4, !tbaa !8
  %conv2 = sitofp i32 %5 to double
  %add = fadd double %s.0, %conv2
  br label %for.inc

sw.bb3:                                           ; preds = %for.cond
  %fits_in_fp = icmp ult i32 %fp_offset47, 161
  br i1 %fits_in_fp, label %vaarg.in_reg5, label %vaarg.in_mem7

vaarg.in_reg5:                                    ; preds = %sw.bb3
  %6 = zext nneg i32 %fp_offset47 to i64
  %7 = getelementptr i8, ptr %reg_save_area20, i64 %6
  %8 = add nuw nsw i32 %fp_offset47, 16
  store i32 %8, ptr %fp_offset_p, align 4
  br label %vaarg.end11

vaarg.in_mem7:                                    ; preds = %sw.bb3
  %overflow_arg_area.next10 = getelementptr i8, ptr %overflow_arg_area2344, i64 8
  store ptr %overflow_arg_area.next10, ptr %overflow_arg_area_p22, align 8
  br label %vaarg.end11

vaarg.end11:                                      ; preds = %vaarg.in_mem7, %vaarg.in_reg5
  %fp_offset45 = phi i32 [ %8, %vaarg.in_reg5 ], [ %fp_offset47, %vaarg.in_mem7 ]
  %overflow_arg_area2341 = phi ptr [ %overflow_arg_area2344, %vaarg.in_reg5 ], [ %overflow_arg_area.next10, %vaarg.in_mem7 ]
  %vaarg.addr12 = phi ptr [ %7, %vaarg.in_reg5 ], [ %overflow_arg_area2344, %vaarg.in_mem7 ]
  %9 = load double, ptr %vaarg.addr12, align 8, !tbaa !10
  %add13 = fadd double %s.0, %9
  br label %for.inc

sw.bb14:                                          ; preds = %for.cond
  %fits_in_gp18 = icmp ult i32 %gp_offset1739, 41
  br i1 %fits_in_gp18, label %vaarg.in_reg19, label %vaarg.in_mem21

vaarg.in_reg19:                                   ; preds = %sw.bb14
  %10 = zext nneg i32 %gp_offset1739 to i64
  %11 = getelementptr i8, ptr %reg_save_area20, i64 %10
  %12 = add nuw nsw i32 %gp_offset1739, 8
  store i32 %12, ptr %ap, align 16
  br label %vaarg.end25

vaarg.in_mem21:                                   ; preds = %sw.bb14
  %overflow_arg_area.next24 = getelementptr i8, ptr %overflow_arg_area2344, i64 8
  store ptr %overflow_arg_area.next24, ptr %overflow_arg_area_p22, align 8
  br label %vaarg.end25

vaarg.end25:                                      ; preds = %vaarg.in_mem21, %vaarg.in_reg19
  %overflow_arg_area2340 = phi ptr [ %overflow_arg_area2344, %vaarg.in_reg19 ], [ %overflow_arg_area.next24, %vaarg.in_mem21 ]
  %gp_offset1736 = phi i32 [ %12, %vaarg.in_reg19 ], [ %gp_offset1739, %vaarg.in_mem21 ]
  %vaarg.addr26 = phi ptr [ %11, %vaarg.in_reg19 ], [ %overflow_arg_area2344, %vaarg.in_mem21 ]
  %13 = load ptr, ptr %vaarg.addr26, align 8, !tbaa !12
  %14 = load i8, ptr %13, align 1, !tbaa !5
  %conv28 = sitofp i8 %14 to double
  %add29 = fadd double %s.0, %conv28
  br label %for.inc

for.inc:                                          ; preds = %for.cond, %vaarg.end, %vaarg.end11, %vaarg.end25
  %fp_offset46 = phi i32 [ %fp_offset47, %vaarg.end25 ], [ %fp_offset45, %vaarg.end11 ], [ %fp_offset47, %vaarg.end ], [ %fp_offset47, %for.cond ]
  %overflow_arg_area2343 = phi ptr [ %overflow_arg_area2340, %vaarg.end25 ], [ %overflow_arg_area2341, %vaarg.end11 ], [ %overflow_arg_area2342, %vaarg.end ], [ %overflow_arg_area2344, %for.cond ]
  %gp_offset1738 = phi i32 [ %gp_offset1736, %vaarg.end25 ], [ %gp_offset1739, %vaarg.end11 ], [ %gp_offset1737, %vaarg.end ], [ %gp_offset1739, %for.cond ]
  %s.1 = phi double [ %add29, %vaarg.end25 ], [ %add13, %vaarg.end11 ], [ %add, %vaarg.end ], [ %s.0, %for.cond ]
  %incdec.ptr = getelementptr inbounds i8, ptr %fmt.addr.0, i64 1
  br label %for.cond, !llvm.loop !14

for.end:                                          ; preds = %for.cond
  call void @llvm.va_end.p0(ptr nonnull %ap)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %ap) #5
  ret double %s.0
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #3 {
entry:
  %0 = load ptr, ptr %argv, align 8, !tbaa !12
  %call = tail call double (ptr, ...) @sum(ptr noundef nonnull @.str, i32 noundef %argc, double noundef 2.500000e+00, ptr noundef %0, i32 noundef 7)
  %conv = fptosi double %call to i32
  %call1 = tail call i32 @table_count(i32 noundef %argc) #5
  %add = add nsw i32 %call1, %conv
  ret i32 %add
}

; Function Attrs: nounwind uwtable
define dso_local i32 @table_count(i32 noundef %n) local_unnamed_addr #3 {
entry:
  %h = alloca %struct.__va_list_tag, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %h) #5
  call void @h_init(ptr noundef nonnull %h) #5
  %cmp17 = icmp sgt i32 %n, 0
  br i1 %cmp17, label %for.body.lr.ph, label %for.cond2.preheader.thread

for.cond2.preheader.thread:                       ; preds = %entry
  %.pre24 = load i32, ptr %h, align 8
  br label %for.cond.cleanup4

for.body.lr.ph:                                   ; preds = %entry
  %count = getelementptr inbounds i8, ptr %h, i64 4
  br label %for.body

for.cond2.preheader:                              ; preds = %for.body
  %.pre = load i32, ptr %h, align 8
  br i1 %cmp17, label %for.body5.lr.ph, label %for.cond.cleanup4

for.body5.lr.ph:                                  ; preds = %for.cond2.preheader
  %ht.i = getelementptr inbounds i8, ptr %h, i64 16
  %0 = load ptr, ptr %ht.i, align 8, !tbaa !16
  %tobool.not.i = icmp eq ptr %0, null
  %count2.i = getelementptr inbounds i8, ptr %h, i64 4
  br label %for.body5

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %i.018 = phi i32 [ 0, %for.body.lr.ph ], [ %inc, %for.body ]
  call void @h_bump(ptr noundef nonnull %count) #5
  %inc = add nuw nsw i32 %i.018, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond2.preheader, label %for.body, !llvm.loop !18

for.cond.cleanup4:                                ; preds = %lookup.exit, %for.cond2.preheader.thread, %for.cond2.preheader
  %.pre25 = phi i32 [ %.pre, %for.cond2.preheader ], [ %.pre24, %for.cond2.preheader.thread ], [ %.pre, %lookup.exit ]
  %k.0.lcssa = phi i32 [ 0, %for.cond2.preheader ], [ 0, %for.cond2.preheader.thread ], [ %add, %lookup.exit ]
  %add9 = add i32 %.pre25, %k.0.lcssa
  %count10 = getelementptr inbounds i8, ptr %h, i64 4
  %1 = load i32, ptr %count10, align 4, !tbaa !19
  %add11 = add i32 %add9, %1
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %h) #5
  ret i32 %add11

for.body5:                                        ; preds = %for.body5.lr.ph, %lookup.exit
  %i1.021 = phi i32 [ 0, %for.body5.lr.ph ], [ %inc7, %lookup.exit ]
  %k.020 = phi i32 [ 0, %for.body5.lr.ph ], [ %add, %lookup.exit ]
  br i1 %tobool.not.i, label %if.end.i, label %if.then.i

if.then.i:                                        ; preds = %for.body5
  %rem.i = urem i32 %i1.021, %.pre
  %idxprom.i = zext nneg i32 %rem.i to i64
  %arrayidx.i = getelementptr inbounds %struct.B, ptr %0, i64 %idxprom.i
  br label %if.end.i

if.end.i:                                         ; preds = %for.body5, %if.then.i
  %arrayidx.pn.i = phi ptr [ %arrayidx.i, %if.then.i ], [ %h, %for.body5 ]
  %n.0.in.i = phi ptr [ %arrayidx.i, %if.then.i ], [ %count2.i, %for.body5 ]
  %n.0.i = load i32, ptr %n.0.in.i, align 4, !tbaa !8
  %tobool3.not17.i = icmp eq i32 %n.0.i, 0
  br i1 %tobool3.not17.i, label %lookup.exit, label %for.body.preheader.i

for.body.preheader.i:                             ; preds = %if.end.i
  %e.0.in.i = getelementptr inbounds i8, ptr %arrayidx.pn.i, i64 8
  br label %for.body.i

for.cond.i:                                       ; preds = %for.body.i
  %dec.i = add i32 %n.118.i, -1
  %tobool3.not.i = icmp eq i32 %dec.i, 0
  br i1 %tobool3.not.i, label %lookup.exit, label %for.body.i, !llvm.loop !20

for.body.i:                                       ; preds = %for.cond.i, %for.body.preheader.i
  %e.119.in.i = phi ptr [ %e.119.i, %for.cond.i ], [ %e.0.in.i, %for.body.preheader.i ]
  %n.118.i = phi i32 [ %dec.i, %for.cond.i ], [ %n.0.i, %for.body.preheader.i ]
  %e.119.i = load ptr, ptr %e.119.in.i, align 8, !tbaa !12
  %key4.i = getelementptr inbounds i8, ptr %e.119.i, i64 8
  %2 = load i32, ptr %key4.i, align 8, !tbaa !21
  %cmp.i = icmp eq i32 %2, %i1.021
  br i1 %cmp.i, label %lookup.exit, label %for.cond.i

lookup.exit:                                      ; preds = %for.cond.i, %for.body.i, %if.end.i
  %retval.0.i = phi i32 [ 0, %if.end.i ], [ 1, %for.body.i ], [ 0, %for.cond.i ]
  %add = add nuw nsw i32 %retval.0.i, %k.020
  %inc7 = add nuw nsw i32 %i1.021, 1
  %exitcond23.not = icmp eq i32 %inc7, %n
  br i1 %exitcond23.not, label %for.cond.cleanup4, label %for.body5, !llvm.loop !23
}

declare void @h_init(ptr noundef) local_unnamed_addr #4

declare void @h_bump(ptr noundef) local_unnamed_addr #4

attributes #0 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.ident = !{!0, !0}
!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !6, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !6, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !6, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!17, !13, i64 16}
!17 = !{!"H", !9, i64 0, !9, i64 4, !13, i64 8, !13, i64 16}
!18 = distinct !{!18, !15}
!19 = !{!17, !9, i64 4}
!20 = distinct !{!20, !15}
!21 = !{!22, !9, i64 8}
!22 = !{!"E", !13, i64 0, !9, i64 8}
!23 = distinct !{!23, !15}
