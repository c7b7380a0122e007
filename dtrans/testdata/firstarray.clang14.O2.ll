; ModuleID = 'firstarray.c'
source_filename = "firstarray.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.stream = type { [64 x i32], i8*, i32, i32 }
%struct.other = type { i64, %struct.other* }

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local i32 @compress_ext(i8* nocapture noundef %state, i8* noundef %src, i32 noundef %n, i32 noundef %tableType) local_unnamed_addr #0 {
entry:
  %0 = bitcast i8* %state to %struct.stream*
  %dirty = getelementptr inbounds i8, i8* %state, i64 268
  %1 = bitcast i8* %dirty to i32*
  store i32 0, i32* %1, align 4, !tbaa !5
  %cmp = icmp eq i32 %tableType, 1
  %cmp40.i = icmp sgt i32 %n, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  br i1 %cmp40.i, label %for.body.lr.ph.i, label %cleanup

for.body.lr.ph.i:                                 ; preds = %if.then
  %wide.trip.count.i = zext i32 %n to i64
  br label %for.body.i

for.body.i:                                       ; preds = %for.body.i, %for.body.lr.ph.i
  %indvars.iv.i = phi i64 [ 0, %for.body.lr.ph.i ], [ %indvars.iv.next.i, %for.body.i ]
  %found.042.i = phi i32 [ 0, %for.body.lr.ph.i ], [ %found.2.i, %for.body.i ]
  %arrayidx.i = getelementptr inbounds i8, i8* %src, i64 %indvars.iv.i
  %2 = load i8, i8* %arrayidx.i, align 1, !tbaa !11
  %3 = and i8 %2, 31
  %and.i = zext i8 %3 to i32
  %call.i = tail call fastcc i8* @get_pos(i32 noundef %and.i, i8* noundef nonnull %state, i32 noundef 1, i8* noundef %src) #4
  %cmp1.i = icmp eq i8* %call.i, %arrayidx.i
  %inc.i = zext i1 %cmp1.i to i32
  %spec.select.i = add nsw i32 %found.042.i, %inc.i
  %cmp8.not.i = icmp ne i8* %call.i, %src
  %inc11.i = zext i1 %cmp8.not.i to i32
  %found.2.i = add nsw i32 %spec.select.i, %inc11.i
  %idxprom14.i = zext i8 %3 to i64
  %arrayidx15.i = getelementptr inbounds %struct.stream, %struct.stream* %0, i64 0, i32 0, i64 %idxprom14.i
  %4 = trunc i64 %indvars.iv.i to i32
  store i32 %4, i32* %arrayidx15.i, align 4, !tbaa !12
  %indvars.iv.next.i = add nuw nsw i64 %indvars.iv.i, 1
  %exitcond.not.i = icmp eq i64 %indvars.iv.next.i, %wide.trip.count.i
  br i1 %exitcond.not.i, label %cleanup, label %for.body.i, !llvm.loop !13

if.end:                                           ; preds = %entry
  br i1 %cmp40.i, label %for.body.lr.ph.i9, label %cleanup

for.body.lr.ph.i9:                                ; preds = %if.end
  %wide.trip.count.i8 = zext i32 %n to i64
  br label %for.body.i30

for.body.i30:                                     ; preds = %for.body.i30, %for.body.lr.ph.i9
  %indvars.iv.i14 = phi i64 [ 0, %for.body.lr.ph.i9 ], [ %indvars.iv.next.i28, %for.body.i30 ]
  %found.042.i15 = phi i32 [ 0, %for.body.lr.ph.i9 ], [ %found.2.i25, %for.body.i30 ]
  %arrayidx.i16 = getelementptr inbounds i8, i8* %src, i64 %indvars.iv.i14
  %5 = load i8, i8* %arrayidx.i16, align 1, !tbaa !11
  %6 = and i8 %5, 31
  %and.i17 = zext i8 %6 to i32
  %call.i18 = tail call fastcc i8* @get_pos(i32 noundef %and.i17, i8* noundef nonnull %state, i32 noundef 2, i8* noundef %src) #4
  %cmp1.i19 = icmp eq i8* %call.i18, %arrayidx.i16
  %inc.i20 = zext i1 %cmp1.i19 to i32
  %spec.select.i21 = add nsw i32 %found.042.i15, %inc.i20
  %cmp8.not.i23 = icmp ne i8* %call.i18, %src
  %inc11.i24 = zext i1 %cmp8.not.i23 to i32
  %found.2.i25 = add nsw i32 %spec.select.i21, %inc11.i24
  %idxprom14.i26 = zext i8 %6 to i64
  %arrayidx15.i27 = getelementptr inbounds %struct.stream, %struct.stream* %0, i64 0, i32 0, i64 %idxprom14.i26
  %7 = trunc i64 %indvars.iv.i14 to i32
  store i32 %7, i32* %arrayidx15.i27, align 4, !tbaa !12
  %indvars.iv.next.i28 = add nuw nsw i64 %indvars.iv.i14, 1
  %exitcond.not.i29 = icmp eq i64 %indvars.iv.next.i28, %wide.trip.count.i8
  br i1 %exitcond.not.i29, label %cleanup, label %for.body.i30, !llvm.loop !13

cleanup:                                          ; preds = %for.body.i30, %for.body.i, %if.end, %if.then
  %retval.0 = phi i32 [ 0, %if.then ], [ 0, %if.end ], [ %found.2.i, %for.body.i ], [ %found.2.i25, %for.body.i30 ]
  %base.i11 = getelementptr inbounds i8, i8* %state, i64 256
  %8 = bitcast i8* %base.i11 to i8**
  store i8* %src, i8** %8, align 8, !tbaa !15
  %size.i12 = getelementptr inbounds i8, i8* %state, i64 264
  %9 = bitcast i8* %size.i12 to i32*
  %10 = load i32, i32* %9, align 8, !tbaa !16
  %add.i13 = add nsw i32 %10, %n
  store i32 %add.i13, i32* %9, align 8, !tbaa !16
  ret i32 %retval.0
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(272) i8* @calloc(i64 noundef 1, i64 noundef 272) #4
  %call1 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #4
  %0 = bitcast i8* %call1 to %struct.other*
  %cmp = icmp eq i8* %call, null
  %cmp2 = icmp eq i8* %call1, null
  %or.cond = or i1 %cmp, %cmp2
  br i1 %or.cond, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %id = getelementptr inbounds %struct.other, %struct.other* %0, i64 0, i32 0
  store i64 1, i64* %id, align 8, !tbaa !17
  %next = getelementptr inbounds %struct.other, %struct.other* %0, i64 0, i32 1
  store %struct.other* null, %struct.other** %next, align 8, !tbaa !20
  %cmp3 = icmp sgt i32 %argc, 8
  %cond = select i1 %cmp3, i8* %call1, i8* %call
  %1 = load i8*, i8** %argv, align 8, !tbaa !21
  %cmp4 = icmp sgt i32 %argc, 1
  %cond5 = select i1 %cmp4, i32 1, i32 2
  %call6 = tail call i32 @compress_ext(i8* noundef %cond, i8* noundef %1, i32 noundef %argc, i32 noundef %cond5)
  %2 = load i64, i64* %id, align 8, !tbaa !17
  %conv = trunc i64 %2 to i32
  %add = add nsw i32 %call6, %conv
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %add, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc i8* @get_pos(i32 noundef %h, i8* nocapture noundef readonly %tableBase, i32 noundef %tableType, i8* noundef readnone %srcBase) unnamed_addr #3 {
entry:
  %cmp1 = icmp eq i32 %tableType, 1
  br i1 %cmp1, label %if.then2, label %if.end6

if.then2:                                         ; preds = %entry
  %0 = bitcast i8* %tableBase to i32*
  %idxprom4 = zext i32 %h to i64
  %arrayidx5 = getelementptr inbounds i32, i32* %0, i64 %idxprom4
  %1 = load i32, i32* %arrayidx5, align 4, !tbaa !12
  %idx.ext = zext i32 %1 to i64
  br label %return

if.end6:                                          ; preds = %entry
  %2 = bitcast i8* %tableBase to i16*
  %idxprom8 = zext i32 %h to i64
  %arrayidx9 = getelementptr inbounds i16, i16* %2, i64 %idxprom8
  %3 = load i16, i16* %arrayidx9, align 2, !tbaa !22
  %4 = zext i16 %3 to i64
  br label %return

return:                                           ; preds = %if.end6, %if.then2
  %idx.ext.pn = phi i64 [ %idx.ext, %if.then2 ], [ %4, %if.end6 ]
  %retval.0 = getelementptr inbounds i8, i8* %srcBase, i64 %idx.ext.pn
  ret i8* %retval.0
}

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
