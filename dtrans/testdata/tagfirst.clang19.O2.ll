; ModuleID = 'tagfirst.c'
source_filename = "tagfirst.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.option = type { i32, ptr }
%struct.fndata = type { ptr, ptr }
%struct.omdata = type { ptr, ptr }
%struct.patdata = type { ptr, ptr }

@options = internal unnamed_addr constant [4 x %struct.option] [%struct.option { i32 1, ptr @fnd }, %struct.option { i32 2, ptr @omd }, %struct.option { i32 3, ptr @patd }, %struct.option zeroinitializer], align 16
@fns = internal global ptr null, align 8
@oms = internal global ptr null, align 8
@pats = internal global ptr null, align 8
@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1
@fnd = internal global %struct.fndata { ptr @fns, ptr @fns_last }, align 8
@omd = internal global %struct.omdata { ptr @oms, ptr @oms_last }, align 8
@patd = internal global %struct.patdata { ptr @pats, ptr @pats_last }, align 8
@fns_last = internal global ptr null, align 8
@oms_last = internal global ptr null, align 8
@pats_last = internal global ptr null, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #0 {
entry:
  %cmp.not190 = icmp sgt i32 %argc, 1
  br i1 %cmp.not190, label %for.body.preheader, label %for.cond83.preheader

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %argc to i64
  br label %for.body

for.cond83.preheader:                             ; preds = %for.inc, %entry
  %f82.0192 = load ptr, ptr @fns, align 8, !tbaa !5
  %cmp84.not193 = icmp eq ptr %f82.0192, null
  br i1 %cmp84.not193, label %for.cond96.preheader, label %for.body87

for.body:                                         ; preds = %for.body.preheader, %for.inc
  %indvars.iv = phi i64 [ 1, %for.body.preheader ], [ %indvars.iv.next, %for.inc ]
  %arrayidx = getelementptr inbounds ptr, ptr %argv, i64 %indvars.iv
  %0 = load ptr, ptr %arrayidx, align 8, !tbaa !5
  %1 = load i8, ptr %0, align 1, !tbaa !9
  %rem189 = srem i8 %1, 3
  %idxprom2 = sext i8 %rem189 to i64
  %arrayidx3 = getelementptr inbounds [4 x %struct.option], ptr @options, i64 0, i64 %idxprom2
  %2 = load i32, ptr %arrayidx3, align 16, !tbaa !10
  switch i32 %2, label %for.inc [
    i32 1, label %if.then
    i32 2, label %if.then23
    i32 3, label %if.then49
  ]

if.then:                                          ; preds = %for.body
  %data = getelementptr inbounds i8, ptr %arrayidx3, i64 8
  %3 = load ptr, ptr %data, align 8, !tbaa !13
  %call = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #3
  %cmp6.not = icmp eq ptr %call, null
  br i1 %cmp6.not, label %cleanup125, label %if.end

if.end:                                           ; preds = %if.then
  store ptr null, ptr %call, align 8, !tbaa !14
  %name = getelementptr inbounds i8, ptr %call, i64 8
  store ptr %0, ptr %name, align 8, !tbaa !16
  %4 = load ptr, ptr %3, align 8, !tbaa !17
  %5 = load ptr, ptr %4, align 8, !tbaa !5
  %cmp11 = icmp eq ptr %5, null
  br i1 %cmp11, label %if.then13, label %if.else

if.then13:                                        ; preds = %if.end
  store ptr %call, ptr %4, align 8, !tbaa !5
  %last17.phi.trans.insert = getelementptr inbounds i8, ptr %3, i64 8
  %.pre208 = load ptr, ptr %last17.phi.trans.insert, align 8, !tbaa !19
  br label %cleanup

if.else:                                          ; preds = %if.end
  %last = getelementptr inbounds i8, ptr %3, i64 8
  %6 = load ptr, ptr %last, align 8, !tbaa !19
  %7 = load ptr, ptr %6, align 8, !tbaa !5
  store ptr %call, ptr %7, align 8, !tbaa !14
  br label %cleanup

cleanup:                                          ; preds = %if.then13, %if.else
  %8 = phi ptr [ %.pre208, %if.then13 ], [ %6, %if.else ]
  store ptr %call, ptr %8, align 8, !tbaa !5
  br label %for.inc

if.then23:                                        ; preds = %for.body
  %data24 = getelementptr inbounds i8, ptr %arrayidx3, i64 8
  %9 = load ptr, ptr %data24, align 8, !tbaa !13
  %call25 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #3
  %cmp26.not = icmp eq ptr %call25, null
  br i1 %cmp26.not, label %cleanup125, label %if.end29

if.end29:                                         ; preds = %if.then23
  store ptr null, ptr %call25, align 8, !tbaa !20
  %num = getelementptr inbounds i8, ptr %call25, i64 8
  %10 = trunc nuw nsw i64 %indvars.iv to i32
  store i32 %10, ptr %num, align 8, !tbaa !22
  %11 = load ptr, ptr %9, align 8, !tbaa !23
  %12 = load ptr, ptr %11, align 8, !tbaa !5
  %cmp32 = icmp eq ptr %12, null
  br i1 %cmp32, label %if.then34, label %if.else36

if.then34:                                        ; preds = %if.end29
  store ptr %call25, ptr %11, align 8, !tbaa !5
  %last40.phi.trans.insert = getelementptr inbounds i8, ptr %9, i64 8
  %.pre207 = load ptr, ptr %last40.phi.trans.insert, align 8, !tbaa !25
  br label %cleanup41

if.else36:                                        ; preds = %if.end29
  %last37 = getelementptr inbounds i8, ptr %9, i64 8
  %13 = load ptr, ptr %last37, align 8, !tbaa !25
  %14 = load ptr, ptr %13, align 8, !tbaa !5
  store ptr %call25, ptr %14, align 8, !tbaa !20
  br label %cleanup41

cleanup41:                                        ; preds = %if.then34, %if.else36
  %15 = phi ptr [ %.pre207, %if.then34 ], [ %13, %if.else36 ]
  store ptr %call25, ptr %15, align 8, !tbaa !5
  br label %for.inc

if.then49:                                        ; preds = %for.body
  %data50 = getelementptr inbounds i8, ptr %arrayidx3, i64 8
  %16 = load ptr, ptr %data50, align 8, !tbaa !13
  %call51 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #3
  %cmp52.not = icmp eq ptr %call51, null
  br i1 %cmp52.not, label %cleanup125, label %if.end55

if.end55:                                         ; preds = %if.then49
  store ptr null, ptr %call51, align 8, !tbaa !26
  %str = getelementptr inbounds i8, ptr %call51, i64 8
  store ptr %0, ptr %str, align 8, !tbaa !29
  %len = getelementptr inbounds i8, ptr %call51, i64 16
  store i64 %indvars.iv, ptr %len, align 8, !tbaa !30
  %17 = load ptr, ptr %16, align 8, !tbaa !31
  %18 = load ptr, ptr %17, align 8, !tbaa !5
  %cmp61 = icmp eq ptr %18, null
  br i1 %cmp61, label %if.then63, label %if.else65

if.then63:                                        ; preds = %if.end55
  store ptr %call51, ptr %17, align 8, !tbaa !5
  %last69.phi.trans.insert = getelementptr inbounds i8, ptr %16, i64 8
  %.pre = load ptr, ptr %last69.phi.trans.insert, align 8, !tbaa !33
  br label %cleanup70

if.else65:                                        ; preds = %if.end55
  %last66 = getelementptr inbounds i8, ptr %16, i64 8
  %19 = load ptr, ptr %last66, align 8, !tbaa !33
  %20 = load ptr, ptr %19, align 8, !tbaa !5
  store ptr %call51, ptr %20, align 8, !tbaa !26
  br label %cleanup70

cleanup70:                                        ; preds = %if.then63, %if.else65
  %21 = phi ptr [ %.pre, %if.then63 ], [ %19, %if.else65 ]
  store ptr %call51, ptr %21, align 8, !tbaa !5
  br label %for.inc

for.inc:                                          ; preds = %cleanup70, %cleanup41, %cleanup, %for.body
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond83.preheader, label %for.body, !llvm.loop !34

for.cond96.preheader:                             ; preds = %for.body87, %for.cond83.preheader
  %sum.0.lcssa = phi i64 [ 0, %for.cond83.preheader ], [ %add, %for.body87 ]
  %o95.0196 = load ptr, ptr @oms, align 8, !tbaa !5
  %cmp97.not197 = icmp eq ptr %o95.0196, null
  br i1 %cmp97.not197, label %for.cond109.preheader, label %for.body100

for.body87:                                       ; preds = %for.cond83.preheader, %for.body87
  %f82.0195 = phi ptr [ %f82.0, %for.body87 ], [ %f82.0192, %for.cond83.preheader ]
  %sum.0194 = phi i64 [ %add, %for.body87 ], [ 0, %for.cond83.preheader ]
  %name88 = getelementptr inbounds i8, ptr %f82.0195, i64 8
  %22 = load ptr, ptr %name88, align 8, !tbaa !16
  %23 = load i8, ptr %22, align 1, !tbaa !9
  %conv90 = sext i8 %23 to i64
  %add = add nsw i64 %sum.0194, %conv90
  %f82.0 = load ptr, ptr %f82.0195, align 8, !tbaa !5
  %cmp84.not = icmp eq ptr %f82.0, null
  br i1 %cmp84.not, label %for.cond96.preheader, label %for.body87, !llvm.loop !36

for.cond109.preheader:                            ; preds = %for.body100, %for.cond96.preheader
  %sum.1.lcssa = phi i64 [ %sum.0.lcssa, %for.cond96.preheader ], [ %add103, %for.body100 ]
  %p108.0201 = load ptr, ptr @pats, align 8, !tbaa !5
  %cmp110.not202 = icmp eq ptr %p108.0201, null
  br i1 %cmp110.not202, label %for.cond.cleanup112, label %for.body113

for.body100:                                      ; preds = %for.cond96.preheader, %for.body100
  %o95.0199 = phi ptr [ %o95.0, %for.body100 ], [ %o95.0196, %for.cond96.preheader ]
  %sum.1198 = phi i64 [ %add103, %for.body100 ], [ %sum.0.lcssa, %for.cond96.preheader ]
  %num101 = getelementptr inbounds i8, ptr %o95.0199, i64 8
  %24 = load i32, ptr %num101, align 8, !tbaa !22
  %conv102 = sext i32 %24 to i64
  %add103 = add nsw i64 %sum.1198, %conv102
  %o95.0 = load ptr, ptr %o95.0199, align 8, !tbaa !5
  %cmp97.not = icmp eq ptr %o95.0, null
  br i1 %cmp97.not, label %for.cond109.preheader, label %for.body100, !llvm.loop !37

for.cond.cleanup112:                              ; preds = %for.body113, %for.cond109.preheader
  %sum.2.lcssa = phi i64 [ %sum.1.lcssa, %for.cond109.preheader ], [ %add119, %for.body113 ]
  %call124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %sum.2.lcssa)
  br label %cleanup125

for.body113:                                      ; preds = %for.cond109.preheader, %for.body113
  %p108.0204 = phi ptr [ %p108.0, %for.body113 ], [ %p108.0201, %for.cond109.preheader ]
  %sum.2203 = phi i64 [ %add119, %for.body113 ], [ %sum.1.lcssa, %for.cond109.preheader ]
  %len114 = getelementptr inbounds i8, ptr %p108.0204, i64 16
  %25 = load i64, ptr %len114, align 8, !tbaa !30
  %str115 = getelementptr inbounds i8, ptr %p108.0204, i64 8
  %26 = load ptr, ptr %str115, align 8, !tbaa !29
  %27 = load i8, ptr %26, align 1, !tbaa !9
  %conv117 = sext i8 %27 to i64
  %add118 = add i64 %25, %sum.2203
  %add119 = add i64 %add118, %conv117
  %p108.0 = load ptr, ptr %p108.0204, align 8, !tbaa !5
  %cmp110.not = icmp eq ptr %p108.0, null
  br i1 %cmp110.not, label %for.cond.cleanup112, label %for.body113, !llvm.loop !38

cleanup125:                                       ; preds = %if.then49, %if.then23, %if.then, %for.cond.cleanup112
  %retval.7 = phi i32 [ 0, %for.cond.cleanup112 ], [ 1, %if.then ], [ 1, %if.then23 ], [ 1, %if.then49 ]
  ret i32 %retval.7
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = !{!11, !12, i64 0}
!11 = !{!"option", !12, i64 0, !6, i64 8}
!12 = !{!"int", !7, i64 0}
!13 = !{!11, !6, i64 8}
!14 = !{!15, !6, i64 0}
!15 = !{!"fn", !6, i64 0, !6, i64 8}
!16 = !{!15, !6, i64 8}
!17 = !{!18, !6, i64 0}
!18 = !{!"fndata", !6, i64 0, !6, i64 8}
!19 = !{!18, !6, i64 8}
!20 = !{!21, !6, i64 0}
!21 = !{!"om", !6, i64 0, !12, i64 8}
!22 = !{!21, !12, i64 8}
!23 = !{!24, !6, i64 0}
!24 = !{!"omdata", !6, i64 0, !6, i64 8}
!25 = !{!24, !6, i64 8}
!26 = !{!27, !6, i64 0}
!27 = !{!"pat", !6, i64 0, !6, i64 8, !28, i64 16}
!28 = !{!"long", !7, i64 0}
!29 = !{!27, !6, i64 8}
!30 = !{!27, !28, i64 16}
!31 = !{!32, !6, i64 0}
!32 = !{!"patdata", !6, i64 0, !6, i64 8}
!33 = !{!32, !6, i64 8}
!34 = distinct !{!34, !35}
!35 = !{!"llvm.loop.mustprogress"}
!36 = distinct !{!36, !35}
!37 = distinct !{!37, !35}
!38 = distinct !{!38, !35}
