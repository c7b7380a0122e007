; ModuleID = 'walkhead.c'
source_filename = "walkhead.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@gctx = dso_local local_unnamed_addr global ptr null, align 8

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local ptr @take_best(ptr nocapture noundef %c) local_unnamed_addr #0 {
entry:
  %t.026 = load ptr, ptr %c, align 8, !tbaa !5
  %tobool.not27 = icmp eq ptr %t.026, null
  br i1 %tobool.not27, label %if.end13, label %for.body

for.body:                                         ; preds = %entry, %for.inc
  %t.029 = phi ptr [ %t.0, %for.inc ], [ %t.026, %entry ]
  %best.028 = phi ptr [ %best.1, %for.inc ], [ null, %entry ]
  %cmp = icmp eq ptr %best.028, null
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %for.body
  %0 = load ptr, ptr %t.029, align 8, !tbaa !9
  %1 = load ptr, ptr %best.028, align 8, !tbaa !9
  %cmp2 = icmp ugt ptr %0, %1
  br i1 %cmp2, label %if.then, label %for.inc

if.then:                                          ; preds = %lor.lhs.false, %for.body
  br label %for.inc

for.inc:                                          ; preds = %lor.lhs.false, %if.then
  %best.1 = phi ptr [ %t.029, %if.then ], [ %best.028, %lor.lhs.false ]
  %next = getelementptr inbounds i8, ptr %t.029, i64 8
  %t.0 = load ptr, ptr %next, align 8, !tbaa !5
  %tobool.not = icmp eq ptr %t.0, null
  br i1 %tobool.not, label %for.cond6, label %for.body, !llvm.loop !11

for.cond6:                                        ; preds = %for.inc, %for.cond6
  %pp.0 = phi ptr [ %next10, %for.cond6 ], [ %c, %for.inc ]
  %2 = load ptr, ptr %pp.0, align 8, !tbaa !5
  %cmp7.not = icmp eq ptr %2, %best.1
  %next10 = getelementptr inbounds i8, ptr %2, i64 8
  br i1 %cmp7.not, label %for.end11, label %for.cond6, !llvm.loop !13

for.end11:                                        ; preds = %for.cond6
  %next12 = getelementptr inbounds i8, ptr %best.1, i64 8
  %3 = load ptr, ptr %next12, align 8, !tbaa !14
  store ptr %3, ptr %pp.0, align 8, !tbaa !5
  %n = getelementptr inbounds i8, ptr %c, i64 8
  %4 = load i32, ptr %n, align 8, !tbaa !15
  %dec = add nsw i32 %4, -1
  store i32 %dec, ptr %n, align 8, !tbaa !15
  br label %if.end13

if.end13:                                         ; preds = %entry, %for.end11
  %best.0.lcssa32 = phi ptr [ %best.1, %for.end11 ], [ null, %entry ]
  ret ptr %best.0.lcssa32
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) ptr @calloc(i64 noundef 1, i64 noundef 16) #5
  %cmp = icmp eq ptr %call, null
  br i1 %cmp, label %cleanup16, label %if.end

if.end:                                           ; preds = %entry
  store ptr %call, ptr @gctx, align 8, !tbaa !5
  %cmp1.not32 = icmp sgt i32 %argc, 0
  br i1 %cmp1.not32, label %for.body.lr.ph, label %while.cond.preheader

for.body.lr.ph:                                   ; preds = %if.end
  %n = getelementptr inbounds i8, ptr %call, i64 8
  %wide.trip.count = zext nneg i32 %argc to i64
  br label %for.body

while.cond.preheader:                             ; preds = %for.inc, %if.end
  %call1134 = tail call ptr @take_best(ptr noundef nonnull %call)
  %cmp12.not35 = icmp eq ptr %call1134, null
  br i1 %cmp12.not35, label %cleanup16, label %while.body

for.body:                                         ; preds = %for.body.lr.ph, %for.inc
  %0 = phi i32 [ 0, %for.body.lr.ph ], [ %inc, %for.inc ]
  %1 = phi ptr [ null, %for.body.lr.ph ], [ %call2, %for.inc ]
  %indvars.iv = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next, %for.inc ]
  %call2 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #6
  %cmp3.not = icmp eq ptr %call2, null
  br i1 %cmp3.not, label %cleanup16, label %for.inc

for.inc:                                          ; preds = %for.body
  %arrayidx = getelementptr inbounds ptr, ptr %argv, i64 %indvars.iv
  %2 = load ptr, ptr %arrayidx, align 8, !tbaa !5
  store ptr %2, ptr %call2, align 8, !tbaa !9
  %next = getelementptr inbounds i8, ptr %call2, i64 8
  store ptr %1, ptr %next, align 8, !tbaa !14
  store ptr %call2, ptr %call, align 8, !tbaa !18
  %inc = add nuw nsw i32 %0, 1
  store i32 %inc, ptr %n, align 8, !tbaa !15
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %while.cond.preheader, label %for.body, !llvm.loop !19

while.body:                                       ; preds = %while.cond.preheader, %while.body
  %call1137 = phi ptr [ %call11, %while.body ], [ %call1134, %while.cond.preheader ]
  %k.036 = phi i32 [ %inc13, %while.body ], [ 0, %while.cond.preheader ]
  tail call void @free(ptr noundef nonnull %call1137) #7
  %inc13 = add nuw nsw i32 %k.036, 1
  %3 = load ptr, ptr @gctx, align 8, !tbaa !5
  %call11 = tail call ptr @take_best(ptr noundef %3)
  %cmp12.not = icmp eq ptr %call11, null
  br i1 %cmp12.not, label %cleanup16, label %while.body, !llvm.loop !20

cleanup16:                                        ; preds = %for.body, %while.body, %while.cond.preheader, %entry
  %retval.3 = phi i32 [ 1, %entry ], [ 0, %while.cond.preheader ], [ %inc13, %while.body ], [ 1, %for.body ]
  ret i32 %retval.3
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0,1) }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }

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
!9 = !{!10, !6, i64 0}
!10 = !{!"tok", !6, i64 0, !6, i64 8}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = !{!10, !6, i64 8}
!15 = !{!16, !17, i64 8}
!16 = !{!"ctx", !6, i64 0, !17, i64 8}
!17 = !{!"int", !7, i64 0}
!18 = !{!16, !6, i64 0}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
