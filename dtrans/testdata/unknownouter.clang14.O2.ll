; ModuleID = 'testdata/unknownouter.c'
source_filename = "testdata/unknownouter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Out = type { [16 x i8], %struct.In, i32 }
%struct.In = type { i32, i32 }
%struct.Wrap = type { [6 x i8], i32, %struct.In2 }
%struct.In2 = type { i32, i32 }
%struct.Tree = type { [6 x i8], i32, [8 x %struct.Cell] }
%struct.Cell = type { i16, i16 }

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(28) i8* @malloc(i64 noundef 28) #7
  %0 = bitcast i8* %call to %struct.Out*
  %tobool.not = icmp eq i8* %call, null
  br i1 %tobool.not, label %cleanup17, label %if.end

if.end:                                           ; preds = %entry
  %conv = trunc i32 %argc to i8
  %arrayidx = getelementptr inbounds %struct.Out, %struct.Out* %0, i64 0, i32 0, i64 3
  store i8 %conv, i8* %arrayidx, align 1, !tbaa !5
  tail call fastcc void @set(%struct.Out* noundef nonnull %0, i32 noundef %argc)
  %call1 = tail call fastcc i32 @get(%struct.Out* noundef nonnull %0)
  tail call void @free(i8* noundef nonnull %call) #7
  %call2 = tail call noalias dereferenceable_or_null(20) i8* @malloc(i64 noundef 20) #7
  %1 = bitcast i8* %call2 to %struct.Wrap*
  %tobool3.not = icmp eq i8* %call2, null
  br i1 %tobool3.not, label %cleanup17, label %if.end5

if.end5:                                          ; preds = %if.end
  %conv6 = trunc i32 %call1 to i8
  %arrayidx7 = getelementptr inbounds %struct.Wrap, %struct.Wrap* %1, i64 0, i32 0, i64 1
  store i8 %conv6, i8* %arrayidx7, align 1, !tbaa !5
  tail call fastcc void @wset(%struct.Wrap* noundef nonnull %1, i32 noundef %argc)
  %call8 = tail call fastcc i32 @wget(%struct.Wrap* noundef nonnull %1)
  %add = add nsw i32 %call8, %call1
  tail call void @free(i8* noundef nonnull %call2) #7
  %call9 = tail call noalias dereferenceable_or_null(44) i8* @calloc(i64 noundef 1, i64 noundef 44) #7
  %2 = bitcast i8* %call9 to %struct.Tree*
  %tobool10.not = icmp eq i8* %call9, null
  br i1 %tobool10.not, label %cleanup17, label %if.end12

if.end12:                                         ; preds = %if.end5
  %n = getelementptr inbounds %struct.Tree, %struct.Tree* %2, i64 0, i32 1
  store i32 %argc, i32* %n, align 4, !tbaa !8
  %call13 = tail call fastcc i32 @sum(%struct.Tree* noundef nonnull %2, i32 noundef %add)
  %add14 = add nsw i32 %call13, %add
  tail call void @free(i8* noundef nonnull %call9) #7
  br label %cleanup17

cleanup17:                                        ; preds = %if.end, %if.end5, %if.end12, %entry
  %retval.2 = phi i32 [ 1, %entry ], [ 1, %if.end ], [ %add14, %if.end12 ], [ 1, %if.end5 ]
  ret i32 %retval.2
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define internal fastcc void @set(%struct.Out* nocapture noundef writeonly %o, i32 noundef %v) unnamed_addr #2 {
entry:
  %a = getelementptr inbounds %struct.Out, %struct.Out* %o, i64 0, i32 1, i32 0
  store i32 %v, i32* %a, align 4, !tbaa !11
  %add = add nsw i32 %v, 1
  %b = getelementptr inbounds %struct.Out, %struct.Out* %o, i64 0, i32 1, i32 1
  store i32 %add, i32* %b, align 4, !tbaa !14
  %add2 = add nsw i32 %v, 2
  %tail = getelementptr inbounds %struct.Out, %struct.Out* %o, i64 0, i32 2
  store i32 %add2, i32* %tail, align 4, !tbaa !15
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc i32 @get(%struct.Out* nocapture noundef readonly %o) unnamed_addr #3 {
entry:
  %a = getelementptr inbounds %struct.Out, %struct.Out* %o, i64 0, i32 1, i32 0
  %0 = load i32, i32* %a, align 4, !tbaa !11
  %b = getelementptr inbounds %struct.Out, %struct.Out* %o, i64 0, i32 1, i32 1
  %1 = load i32, i32* %b, align 4, !tbaa !14
  %add = add nsw i32 %1, %0
  %arrayidx = getelementptr inbounds %struct.Out, %struct.Out* %o, i64 0, i32 0, i64 3
  %2 = load i8, i8* %arrayidx, align 1, !tbaa !5
  %conv = sext i8 %2 to i32
  %add2 = add nsw i32 %add, %conv
  %tail = getelementptr inbounds %struct.Out, %struct.Out* %o, i64 0, i32 2
  %3 = load i32, i32* %tail, align 4, !tbaa !15
  %add3 = add nsw i32 %add2, %3
  ret i32 %add3
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define internal fastcc void @wset(%struct.Wrap* nocapture noundef writeonly %w, i32 noundef %v) unnamed_addr #2 {
entry:
  %c = getelementptr inbounds %struct.Wrap, %struct.Wrap* %w, i64 0, i32 2, i32 0
  store i32 %v, i32* %c, align 4, !tbaa !16
  %d = getelementptr inbounds %struct.Wrap, %struct.Wrap* %w, i64 0, i32 2, i32 1
  store i32 %v, i32* %d, align 4, !tbaa !19
  %n = getelementptr inbounds %struct.Wrap, %struct.Wrap* %w, i64 0, i32 1
  store i32 %v, i32* %n, align 4, !tbaa !20
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc i32 @wget(%struct.Wrap* nocapture noundef readonly %w) unnamed_addr #3 {
entry:
  %c = getelementptr inbounds %struct.Wrap, %struct.Wrap* %w, i64 0, i32 2, i32 0
  %0 = load i32, i32* %c, align 4, !tbaa !16
  %d = getelementptr inbounds %struct.Wrap, %struct.Wrap* %w, i64 0, i32 2, i32 1
  %1 = load i32, i32* %d, align 4, !tbaa !19
  %add = add nsw i32 %1, %0
  %n = getelementptr inbounds %struct.Wrap, %struct.Wrap* %w, i64 0, i32 1
  %2 = load i32, i32* %n, align 4, !tbaa !20
  %add2 = add nsw i32 %add, %2
  %arrayidx = getelementptr inbounds %struct.Wrap, %struct.Wrap* %w, i64 0, i32 0, i64 1
  %3 = load i8, i8* %arrayidx, align 1, !tbaa !5
  %conv = sext i8 %3 to i32
  %add3 = add nsw i32 %add2, %conv
  ret i32 %add3
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc i32 @sum(%struct.Tree* nocapture noundef %t, i32 noundef %k) unnamed_addr #5 {
entry:
  %n = getelementptr inbounds %struct.Tree, %struct.Tree* %t, i64 0, i32 1
  %0 = load i32, i32* %n, align 4, !tbaa !8
  %cmp24 = icmp sgt i32 %0, 0
  br i1 %cmp24, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %1 = add nsw i32 %0, -1
  %umin = call i32 @llvm.umin.i32(i32 %1, i32 7)
  %2 = add nuw nsw i32 %umin, 1
  %f = getelementptr inbounds %struct.Tree, %struct.Tree* %t, i64 0, i32 2, i64 0, i32 0
  %3 = load i16, i16* %f, align 4, !tbaa !21
  %conv = sext i16 %3 to i32
  %mul = mul nsw i32 %conv, %k
  %l = getelementptr inbounds %struct.Tree, %struct.Tree* %t, i64 0, i32 2, i64 0, i32 1
  %4 = load i16, i16* %l, align 2, !tbaa !24
  %conv5 = sext i16 %4 to i32
  %add6 = add i32 %mul, %conv5
  %exitcond.not = icmp eq i32 %umin, 0
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body.1, !llvm.loop !25

for.cond.cleanup:                                 ; preds = %for.body.preheader, %for.body.1, %for.body.2, %for.body.3, %for.body.4, %for.body.5, %for.body.6, %for.body.7, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %add6, %for.body.preheader ], [ %add6.1, %for.body.1 ], [ %add6.2, %for.body.2 ], [ %add6.3, %for.body.3 ], [ %add6.4, %for.body.4 ], [ %add6.5, %for.body.5 ], [ %add6.6, %for.body.6 ], [ %add6.7, %for.body.7 ]
  %conv7 = trunc i32 %s.0.lcssa to i16
  %and = and i32 %k, 7
  %5 = zext i32 %and to i64
  %f11 = getelementptr inbounds %struct.Tree, %struct.Tree* %t, i64 0, i32 2, i64 %5, i32 0
  store i16 %conv7, i16* %f11, align 4, !tbaa !21
  ret i32 %s.0.lcssa

for.body.1:                                       ; preds = %for.body.preheader
  %f.1 = getelementptr inbounds %struct.Tree, %struct.Tree* %t, i64 0, i32 2, i64 1, i32 0
  %6 = load i16, i16* %f.1, align 4, !tbaa !21
  %conv.1 = sext i16 %6 to i32
  %mul.1 = mul nsw i32 %conv.1, %k
  %l.1 = getelementptr inbounds %struct.Tree, %struct.Tree* %t, i64 0, i32 2, i64 1, i32 1
  %7 = load i16, i16* %l.1, align 2, !tbaa !24
  %conv5.1 = sext i16 %7 to i32
  %add.1 = add i32 %add6, %conv5.1
  %add6.1 = add i32 %add.1, %mul.1
  %exitcond.not.1 = icmp eq i32 %2, 2
  br i1 %exitcond.not.1, label %for.cond.cleanup, label %for.body.2, !llvm.loop !25

for.body.2:                                       ; preds = %for.body.1
  %f.2 = getelementptr inbounds %struct.Tree, %struct.Tree* %t, i64 0, i32 2, i64 2, i32 0
  %8 = load i16, i16* %f.2, align 4, !tbaa !21
  %conv.2 = sext i16 %8 to i32
  %mul.2 = mul nsw i32 %conv.2, %k
  %l.2 = getelementptr inbounds %struct.Tree, %struct.Tree* %t, i64 0, i32 2, i64 2, i32 1
  %9 = load i16, i16* %l.2, align 2, !tbaa !24
  %conv5.2 = sext i16 %9 to i32
  %add.2 = add i32 %add6.1, %conv5.2
  %add6.2 = add i32 %add.2, %mul.2
  %exitcond.not.2 = icmp eq i32 %2, 3
  br i1 %exitcond.not.2, label %for.cond.cleanup, label %for.body.3, !llvm.loop !25

for.body.3:                                       ; preds = %for.body.2
  %f.3 = getelementptr inbounds %struct.Tree, %struct.Tree* %t, i64 0, i32 2, i64 3, i32 0
  %10 = load i16, i16* %f.3, align 4, !tbaa !21
  %conv.3 = sext i16 %10 to i32
  %mul.3 = mul nsw i32 %conv.3, %k
  %l.3 = getelementptr inbounds %struct.Tree, %struct.Tree* %t, i64 0, i32 2, i64 3, i32 1
  %11 = load i16, i16* %l.3, align 2, !tbaa !24
  %conv5.3 = sext i16 %11 to i32
  %add.3 = add i32 %add6.2, %conv5.3
  %add6.3 = add i32 %add.3, %mul.3
  %exitcond.not.3 = icmp eq i32 %2, 4
  br i1 %exitcond.not.3, label %for.cond.cleanup, label %for.body.4, !llvm.loop !25

for.body.4:                                       ; preds = %for.body.3
  %f.4 = getelementptr inbounds %struct.Tree, %struct.Tree* %t, i64 0, i32 2, i64 4, i32 0
  %12 = load i16, i16* %f.4, align 4, !tbaa !21
  %conv.4 = sext i16 %12 to i32
  %mul.4 = mul nsw i32 %conv.4, %k
  %l.4 = getelementptr inbounds %struct.Tree, %struct.Tree* %t, i64 0, i32 2, i64 4, i32 1
  %13 = load i16, i16* %l.4, align 2, !tbaa !24
  %conv5.4 = sext i16 %13 to i32
  %add.4 = add i32 %add6.3, %conv5.4
  %add6.4 = add i32 %add.4, %mul.4
  %exitcond.not.4 = icmp eq i32 %2, 5
  br i1 %exitcond.not.4, label %for.cond.cleanup, label %for.body.5, !llvm.loop !25

for.body.5:                                       ; preds = %for.body.4
  %f.5 = getelementptr inbounds %struct.Tree, %struct.Tree* %t, i64 0, i32 2, i64 5, i32 0
  %14 = load i16, i16* %f.5, align 4, !tbaa !21
  %conv.5 = sext i16 %14 to i32
  %mul.5 = mul nsw i32 %conv.5, %k
  %l.5 = getelementptr inbounds %struct.Tree, %struct.Tree* %t, i64 0, i32 2, i64 5, i32 1
  %15 = load i16, i16* %l.5, align 2, !tbaa !24
  %conv5.5 = sext i16 %15 to i32
  %add.5 = add i32 %add6.4, %conv5.5
  %add6.5 = add i32 %add.5, %mul.5
  %exitcond.not.5 = icmp eq i32 %2, 6
  br i1 %exitcond.not.5, label %for.cond.cleanup, label %for.body.6, !llvm.loop !25

for.body.6:                                       ; preds = %for.body.5
  %f.6 = getelementptr inbounds %struct.Tree, %struct.Tree* %t, i64 0, i32 2, i64 6, i32 0
  %16 = load i16, i16* %f.6, align 4, !tbaa !21
  %conv.6 = sext i16 %16 to i32
  %mul.6 = mul nsw i32 %conv.6, %k
  %l.6 = getelementptr inbounds %struct.Tree, %struct.Tree* %t, i64 0, i32 2, i64 6, i32 1
  %17 = load i16, i16* %l.6, align 2, !tbaa !24
  %conv5.6 = sext i16 %17 to i32
  %add.6 = add i32 %add6.5, %conv5.6
  %add6.6 = add i32 %add.6, %mul.6
  %exitcond.not.6 = icmp eq i32 %2, 7
  br i1 %exitcond.not.6, label %for.cond.cleanup, label %for.body.7, !llvm.loop !25

for.body.7:                                       ; preds = %for.body.6
  %f.7 = getelementptr inbounds %struct.Tree, %struct.Tree* %t, i64 0, i32 2, i64 7, i32 0
  %18 = load i16, i16* %f.7, align 4, !tbaa !21
  %conv.7 = sext i16 %18 to i32
  %mul.7 = mul nsw i32 %conv.7, %k
  %l.7 = getelementptr inbounds %struct.Tree, %struct.Tree* %t, i64 0, i32 2, i64 7, i32 1
  %19 = load i16, i16* %l.7, align 2, !tbaa !24
  %conv5.7 = sext i16 %19 to i32
  %add.7 = add i32 %add6.6, %conv5.7
  %add6.7 = add i32 %add.7, %mul.7
  br label %for.cond.cleanup
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umin.i32(i32, i32) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !10, i64 8}
!9 = !{!"Tree", !6, i64 0, !10, i64 8, !6, i64 12}
!10 = !{!"int", !6, i64 0}
!11 = !{!12, !10, i64 16}
!12 = !{!"Out", !6, i64 0, !13, i64 16, !10, i64 24}
!13 = !{!"In", !10, i64 0, !10, i64 4}
!14 = !{!12, !10, i64 20}
!15 = !{!12, !10, i64 24}
!16 = !{!17, !10, i64 12}
!17 = !{!"", !6, i64 0, !10, i64 8, !18, i64 12}
!18 = !{!"In2", !10, i64 0, !10, i64 4}
!19 = !{!17, !10, i64 16}
!20 = !{!17, !10, i64 8}
!21 = !{!22, !23, i64 0}
!22 = !{!"Cell", !23, i64 0, !23, i64 2}
!23 = !{!"short", !6, i64 0}
!24 = !{!22, !23, i64 2}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.mustprogress"}
