; ModuleID = 'firstarray.c'
source_filename = "firstarray.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local i32 @compress_ext(ptr nocapture noundef %state, ptr noundef %src, i32 noundef %n, i32 noundef %tableType) local_unnamed_addr #0 {
entry:
  %dirty = getelementptr inbounds i8, ptr %state, i64 268
  store i32 0, ptr %dirty, align 4, !tbaa !5
  %cmp = icmp eq i32 %tableType, 1
  %cmp.i936 = icmp sgt i32 %n, 0
  br i1 %cmp, label %for.cond.i6.preheader, label %for.cond.i.preheader

for.cond.i.preheader:                             ; preds = %entry
  br i1 %cmp.i936, label %for.body.i.preheader, label %cleanup

for.body.i.preheader:                             ; preds = %for.cond.i.preheader
  %wide.trip.count = zext nneg i32 %n to i64
  br label %for.body.i

for.cond.i6.preheader:                            ; preds = %entry
  br i1 %cmp.i936, label %for.body.i13.preheader, label %cleanup

for.body.i13.preheader:                           ; preds = %for.cond.i6.preheader
  %wide.trip.count44 = zext nneg i32 %n to i64
  br label %for.body.i13

for.body.i13:                                     ; preds = %for.body.i13.preheader, %for.body.i13
  %indvars.iv41 = phi i64 [ 0, %for.body.i13.preheader ], [ %indvars.iv.next42, %for.body.i13 ]
  %found.0.i838 = phi i32 [ 0, %for.body.i13.preheader ], [ %found.2.i24, %for.body.i13 ]
  %arrayidx.i15 = getelementptr inbounds i8, ptr %src, i64 %indvars.iv41
  %0 = load i8, ptr %arrayidx.i15, align 1, !tbaa !11
  %1 = and i8 %0, 31
  %and.i16 = zext nneg i8 %1 to i32
  %call.i17 = tail call fastcc ptr @get_pos(i32 noundef %and.i16, ptr noundef nonnull %state, i32 noundef 1, ptr noundef %src)
  %cmp1.i18 = icmp eq ptr %call.i17, %arrayidx.i15
  %inc.i19 = zext i1 %cmp1.i18 to i32
  %spec.select.i20 = add nsw i32 %found.0.i838, %inc.i19
  %cmp8.not.i22 = icmp ne ptr %call.i17, %src
  %inc11.i23 = zext i1 %cmp8.not.i22 to i32
  %found.2.i24 = add nsw i32 %spec.select.i20, %inc11.i23
  %idxprom14.i25 = zext nneg i8 %1 to i64
  %arrayidx15.i26 = getelementptr inbounds [64 x i32], ptr %state, i64 0, i64 %idxprom14.i25
  %2 = trunc nuw nsw i64 %indvars.iv41 to i32
  store i32 %2, ptr %arrayidx15.i26, align 4, !tbaa !12
  %indvars.iv.next42 = add nuw nsw i64 %indvars.iv41, 1
  %exitcond45.not = icmp eq i64 %indvars.iv.next42, %wide.trip.count44
  br i1 %exitcond45.not, label %cleanup, label %for.body.i13, !llvm.loop !13

for.body.i:                                       ; preds = %for.body.i.preheader, %for.body.i
  %indvars.iv = phi i64 [ 0, %for.body.i.preheader ], [ %indvars.iv.next, %for.body.i ]
  %found.0.i35 = phi i32 [ 0, %for.body.i.preheader ], [ %found.2.i, %for.body.i ]
  %arrayidx.i = getelementptr inbounds i8, ptr %src, i64 %indvars.iv
  %3 = load i8, ptr %arrayidx.i, align 1, !tbaa !11
  %4 = and i8 %3, 31
  %and.i = zext nneg i8 %4 to i32
  %call.i = tail call fastcc ptr @get_pos(i32 noundef %and.i, ptr noundef nonnull %state, i32 noundef 2, ptr noundef %src)
  %cmp1.i = icmp eq ptr %call.i, %arrayidx.i
  %inc.i = zext i1 %cmp1.i to i32
  %spec.select.i = add nsw i32 %found.0.i35, %inc.i
  %cmp8.not.i = icmp ne ptr %call.i, %src
  %inc11.i = zext i1 %cmp8.not.i to i32
  %found.2.i = add nsw i32 %spec.select.i, %inc11.i
  %idxprom14.i = zext nneg i8 %4 to i64
  %arrayidx15.i = getelementptr inbounds [64 x i32], ptr %state, i64 0, i64 %idxprom14.i
  %5 = trunc nuw nsw i64 %indvars.iv to i32
  store i32 %5, ptr %arrayidx15.i, align 4, !tbaa !12
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %cleanup, label %for.body.i, !llvm.loop !13

cleanup:                                          ; preds = %for.body.i, %for.body.i13, %for.cond.i.preheader, %for.cond.i6.preheader
  %retval.0 = phi i32 [ 0, %for.cond.i6.preheader ], [ 0, %for.cond.i.preheader ], [ %found.2.i24, %for.body.i13 ], [ %found.2.i, %for.body.i ]
  %base.i = getelementptr inbounds i8, ptr %state, i64 256
  store ptr %src, ptr %base.i, align 8, !tbaa !15
  %size.i = getelementptr inbounds i8, ptr %state, i64 264
  %6 = load i32, ptr %size.i, align 8, !tbaa !16
  %add.i = add nsw i32 %6, %n
  store i32 %add.i, ptr %size.i, align 8, !tbaa !16
  ret i32 %retval.0
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(272) ptr @calloc(i64 noundef 1, i64 noundef 272) #5
  %call1 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #6
  %cmp = icmp eq ptr %call, null
  %cmp2 = icmp eq ptr %call1, null
  %or.cond = or i1 %cmp, %cmp2
  br i1 %or.cond, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  store i64 1, ptr %call1, align 8, !tbaa !17
  %next = getelementptr inbounds i8, ptr %call1, i64 8
  store ptr null, ptr %next, align 8, !tbaa !20
  %cmp3 = icmp sgt i32 %argc, 8
  %cond = select i1 %cmp3, ptr %call1, ptr %call
  %0 = load ptr, ptr %argv, align 8, !tbaa !21
  %cmp4 = icmp sgt i32 %argc, 1
  %cond5 = select i1 %cmp4, i32 1, i32 2
  %call6 = tail call i32 @compress_ext(ptr noundef %cond, ptr noundef %0, i32 noundef %argc, i32 noundef %cond5)
  %1 = load i64, ptr %call1, align 8, !tbaa !17
  %conv = trunc i64 %1 to i32
  %add = add nsw i32 %call6, %conv
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %add, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc ptr @get_pos(i32 noundef %h, ptr nocapture noundef readonly %tableBase, i32 noundef %tableType, ptr noundef readnone %srcBase) unnamed_addr #4 {
entry:
  %cmp1 = icmp eq i32 %tableType, 1
  %idxprom4 = zext nneg i32 %h to i64
  br i1 %cmp1, label %if.then2, label %if.end6

if.then2:                                         ; preds = %entry
  %arrayidx5 = getelementptr inbounds i32, ptr %tableBase, i64 %idxprom4
  %0 = load i32, ptr %arrayidx5, align 4, !tbaa !12
  %idx.ext = zext i32 %0 to i64
  br label %return

if.end6:                                          ; preds = %entry
  %arrayidx9 = getelementptr inbounds i16, ptr %tableBase, i64 %idxprom4
  %1 = load i16, ptr %arrayidx9, align 2, !tbaa !22
  %idx.ext10 = zext i16 %1 to i64
  br label %return

return:                                           ; preds = %if.end6, %if.then2
  %idx.ext.pn = phi i64 [ %idx.ext, %if.then2 ], [ %idx.ext10, %if.end6 ]
  %retval.0 = getelementptr inbounds i8, ptr %srcBase, i64 %idx.ext.pn
  ret ptr %retval.0
}

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0,1) }
attributes #6 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 268}
!6 = !{!"stream", !7, i64 0, !9, i64 256, !10, i64 264, !10, i64 268}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"any pointer", !7, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!7, !7, i64 0}
!12 = !{!10, !10, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!6, !9, i64 256}
!16 = !{!6, !10, i64 264}
!17 = !{!18, !19, i64 0}
!18 = !{!"other", !19, i64 0, !9, i64 8}
!19 = !{!"long", !7, i64 0}
!20 = !{!18, !9, i64 8}
!21 = !{!9, !9, i64 0}
!22 = !{!23, !23, i64 0}
!23 = !{!"short", !7, i64 0}
