; ModuleID = 'hashcast.c'
source_filename = "hashcast.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@generic = dso_local local_unnamed_addr global ptr null, align 8
@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local ptr @first_row() local_unnamed_addr #0 {
entry:
  %0 = load ptr, ptr @generic, align 8, !tbaa !5
  %1 = load ptr, ptr %0, align 8, !tbaa !5
  ret ptr %1
}

; Function Attrs: nofree noinline nounwind memory(readwrite, argmem: read) uwtable
define dso_local i32 @quantize(i32 noundef %n) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(128) ptr @calloc(i64 noundef 16, i64 noundef 8) #5
  %cmp = icmp eq ptr %call, null
  br i1 %cmp, label %cleanup, label %for.cond.preheader

for.cond.preheader:                               ; preds = %entry
  %cmp148 = icmp sgt i32 %n, 0
  br i1 %cmp148, label %for.body, label %for.body12.preheader

for.body:                                         ; preds = %for.cond.preheader, %if.end5
  %i.049 = phi i32 [ %inc, %if.end5 ], [ 0, %for.cond.preheader ]
  %call2 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #6
  %cmp3 = icmp eq ptr %call2, null
  br i1 %cmp3, label %for.body12.preheader, label %if.end5

if.end5:                                          ; preds = %for.body
  %conv = trunc i32 %i.049 to i8
  %v = getelementptr inbounds i8, ptr %call2, i64 8
  store i8 %conv, ptr %v, align 8, !tbaa !9
  %and = and i32 %i.049, 15
  %idxprom = zext nneg i32 %and to i64
  %arrayidx = getelementptr inbounds ptr, ptr %call, i64 %idxprom
  %0 = load ptr, ptr %arrayidx, align 8, !tbaa !5
  store ptr %0, ptr %call2, align 8, !tbaa !11
  store ptr %call2, ptr %arrayidx, align 8, !tbaa !5
  %inc = add nuw nsw i32 %i.049, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.body12.preheader, label %for.body, !llvm.loop !12

for.body12.preheader:                             ; preds = %if.end5, %for.body, %for.cond.preheader
  br label %for.body12

for.body12:                                       ; preds = %for.inc24.1, %for.body12.preheader
  %indvars.iv = phi i64 [ 0, %for.body12.preheader ], [ %indvars.iv.next.1, %for.inc24.1 ]
  %sum.055 = phi i32 [ 0, %for.body12.preheader ], [ %sum.1.lcssa.1, %for.inc24.1 ]
  %arrayidx14 = getelementptr inbounds ptr, ptr %call, i64 %indvars.iv
  %t.050 = load ptr, ptr %arrayidx14, align 8, !tbaa !5
  %cmp16.not51 = icmp eq ptr %t.050, null
  br i1 %cmp16.not51, label %for.inc24, label %for.body18

for.body18:                                       ; preds = %for.body12, %for.body18
  %t.053 = phi ptr [ %t.0, %for.body18 ], [ %t.050, %for.body12 ]
  %sum.152 = phi i32 [ %add, %for.body18 ], [ %sum.055, %for.body12 ]
  %v19 = getelementptr inbounds i8, ptr %t.053, i64 8
  %1 = load i8, ptr %v19, align 8, !tbaa !9
  %conv20 = sext i8 %1 to i32
  %add = add nsw i32 %sum.152, %conv20
  %t.0 = load ptr, ptr %t.053, align 8, !tbaa !5
  %cmp16.not = icmp eq ptr %t.0, null
  br i1 %cmp16.not, label %for.inc24, label %for.body18, !llvm.loop !14

for.inc24:                                        ; preds = %for.body18, %for.body12
  %sum.1.lcssa = phi i32 [ %sum.055, %for.body12 ], [ %add, %for.body18 ]
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
  %arrayidx14.1 = getelementptr inbounds ptr, ptr %call, i64 %indvars.iv.next
  %t.050.1 = load ptr, ptr %arrayidx14.1, align 8, !tbaa !5
  %cmp16.not51.1 = icmp eq ptr %t.050.1, null
  br i1 %cmp16.not51.1, label %for.inc24.1, label %for.body18.1

for.body18.1:                                     ; preds = %for.inc24, %for.body18.1
  %t.053.1 = phi ptr [ %t.0.1, %for.body18.1 ], [ %t.050.1, %for.inc24 ]
  %sum.152.1 = phi i32 [ %add.1, %for.body18.1 ], [ %sum.1.lcssa, %for.inc24 ]
  %v19.1 = getelementptr inbounds i8, ptr %t.053.1, i64 8
  %2 = load i8, ptr %v19.1, align 8, !tbaa !9
  %conv20.1 = sext i8 %2 to i32
  %add.1 = add nsw i32 %sum.152.1, %conv20.1
  %t.0.1 = load ptr, ptr %t.053.1, align 8, !tbaa !5
  %cmp16.not.1 = icmp eq ptr %t.0.1, null
  br i1 %cmp16.not.1, label %for.inc24.1, label %for.body18.1, !llvm.loop !14

for.inc24.1:                                      ; preds = %for.body18.1, %for.inc24
  %sum.1.lcssa.1 = phi i32 [ %sum.1.lcssa, %for.inc24 ], [ %add.1, %for.body18.1 ]
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %exitcond57.not.1 = icmp eq i64 %indvars.iv.next.1, 16
  br i1 %exitcond57.not.1, label %for.end26, label %for.body12, !llvm.loop !15

for.end26:                                        ; preds = %for.inc24.1
  store ptr %call, ptr @generic, align 8, !tbaa !5
  br label %cleanup

cleanup:                                          ; preds = %entry, %for.end26
  %retval.0 = phi i32 [ %sum.1.lcssa.1, %for.end26 ], [ 0, %entry ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #4 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #6
  %call1 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #6
  %cmp = icmp eq ptr %call, null
  %cmp2 = icmp eq ptr %call1, null
  %or.cond = or i1 %cmp, %cmp2
  br i1 %or.cond, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  store i32 %argc, ptr %call, align 8, !tbaa !16
  %name = getelementptr inbounds i8, ptr %call, i64 8
  store ptr null, ptr %name, align 8, !tbaa !19
  store double 1.000000e+00, ptr %call1, align 8, !tbaa !20
  %k = getelementptr inbounds i8, ptr %call1, i64 8
  store i32 %argc, ptr %k, align 8, !tbaa !23
  store ptr %call, ptr @generic, align 8, !tbaa !5
  %call3 = tail call ptr @first_row()
  %cmp4 = icmp ne ptr %call3, null
  %conv = zext i1 %cmp4 to i32
  store ptr %call1, ptr @generic, align 8, !tbaa !5
  %call5 = tail call ptr @first_row()
  %cmp6 = icmp ne ptr %call5, null
  %conv7 = zext i1 %cmp6 to i32
  %add8 = add nuw nsw i32 %conv7, %conv
  store ptr @.str, ptr @generic, align 8, !tbaa !5
  %call9 = tail call ptr @first_row()
  %call10 = tail call i32 @quantize(i32 noundef %argc)
  %add11 = add nsw i32 %add8, %call10
  %0 = load i32, ptr %call, align 8, !tbaa !16
  %add13 = add nsw i32 %add11, %0
  %1 = load i32, ptr %k, align 8, !tbaa !23
  %cmp16 = icmp ne ptr %call9, null
  %conv17 = zext i1 %cmp16 to i32
  %add15 = add i32 %add13, %conv17
  %add18 = add i32 %add15, %1
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %add18, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline nounwind memory(readwrite, argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0,1) }
attributes #6 = { nounwind allocsize(0) }

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
!9 = !{!10, !7, i64 8}
!10 = !{!"node", !6, i64 0, !7, i64 8}
!11 = !{!10, !6, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = !{!17, !18, i64 0}
!17 = !{!"a", !18, i64 0, !6, i64 8}
!18 = !{!"int", !7, i64 0}
!19 = !{!17, !6, i64 8}
!20 = !{!21, !22, i64 0}
!21 = !{!"b", !22, i64 0, !18, i64 8}
!22 = !{!"double", !7, i64 0}
!23 = !{!21, !18, i64 8}
