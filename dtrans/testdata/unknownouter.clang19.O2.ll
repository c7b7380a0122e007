; ModuleID = 'testdata/unknownouter.c'
source_filename = "testdata/unknownouter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Cell = type { i16, i16 }

; Function Attrs: nounwind memory(readwrite, argmem: none) uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(28) ptr @malloc(i64 noundef 28) #8
  %tobool.not = icmp eq ptr %call, null
  br i1 %tobool.not, label %cleanup17, label %if.end

if.end:                                           ; preds = %entry
  %conv = trunc i32 %argc to i8
  %arrayidx = getelementptr inbounds i8, ptr %call, i64 3
  store i8 %conv, ptr %arrayidx, align 1, !tbaa !5
  tail call fastcc void @set(ptr noundef nonnull %call, i32 noundef %argc)
  %call1 = tail call fastcc i32 @get(ptr noundef nonnull %call)
  tail call void @free(ptr noundef nonnull %call) #9
  %call2 = tail call noalias dereferenceable_or_null(20) ptr @malloc(i64 noundef 20) #8
  %tobool3.not = icmp eq ptr %call2, null
  br i1 %tobool3.not, label %cleanup17, label %if.end5

if.end5:                                          ; preds = %if.end
  %conv6 = trunc i32 %call1 to i8
  %arrayidx7 = getelementptr inbounds i8, ptr %call2, i64 1
  store i8 %conv6, ptr %arrayidx7, align 1, !tbaa !5
  tail call fastcc void @wset(ptr noundef nonnull %call2, i32 noundef %argc)
  %call8 = tail call fastcc i32 @wget(ptr noundef nonnull %call2)
  tail call void @free(ptr noundef nonnull %call2) #9
  %call9 = tail call noalias dereferenceable_or_null(44) ptr @calloc(i64 noundef 1, i64 noundef 44) #10
  %tobool10.not = icmp eq ptr %call9, null
  br i1 %tobool10.not, label %cleanup17, label %if.end12

if.end12:                                         ; preds = %if.end5
  %add = add nsw i32 %call8, %call1
  %n = getelementptr inbounds i8, ptr %call9, i64 8
  store i32 %argc, ptr %n, align 4, !tbaa !8
  %call13 = tail call fastcc i32 @sum(ptr noundef nonnull %call9, i32 noundef %add)
  %add14 = add nsw i32 %call13, %add
  tail call void @free(ptr noundef nonnull %call9) #9
  br label %cleanup17

cleanup17:                                        ; preds = %if.end, %if.end5, %if.end12, %entry
  %retval.2 = phi i32 [ 1, %entry ], [ 1, %if.end ], [ %add14, %if.end12 ], [ 1, %if.end5 ]
  ret i32 %retval.2
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @set(ptr nocapture noundef writeonly %o, i32 noundef %v) unnamed_addr #2 {
entry:
  %in = getelementptr inbounds i8, ptr %o, i64 16
  store i32 %v, ptr %in, align 4, !tbaa !11
  %add = add nsw i32 %v, 1
  %b = getelementptr inbounds i8, ptr %o, i64 20
  store i32 %add, ptr %b, align 4, !tbaa !14
  %add2 = add nsw i32 %v, 2
  %tail = getelementptr inbounds i8, ptr %o, i64 24
  store i32 %add2, ptr %tail, align 4, !tbaa !15
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @get(ptr nocapture noundef readonly %o) unnamed_addr #3 {
entry:
  %in = getelementptr inbounds i8, ptr %o, i64 16
  %0 = load i32, ptr %in, align 4, !tbaa !11
  %b = getelementptr inbounds i8, ptr %o, i64 20
  %1 = load i32, ptr %b, align 4, !tbaa !14
  %add = add nsw i32 %1, %0
  %arrayidx = getelementptr inbounds i8, ptr %o, i64 3
  %2 = load i8, ptr %arrayidx, align 1, !tbaa !5
  %conv = sext i8 %2 to i32
  %add2 = add nsw i32 %add, %conv
  %tail = getelementptr inbounds i8, ptr %o, i64 24
  %3 = load i32, ptr %tail, align 4, !tbaa !15
  %add3 = add nsw i32 %add2, %3
  ret i32 %add3
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @wset(ptr nocapture noundef writeonly %w, i32 noundef %v) unnamed_addr #2 {
entry:
  %x = getelementptr inbounds i8, ptr %w, i64 12
  store i32 %v, ptr %x, align 4, !tbaa !16
  %d = getelementptr inbounds i8, ptr %w, i64 16
  store i32 %v, ptr %d, align 4, !tbaa !19
  %n = getelementptr inbounds i8, ptr %w, i64 8
  store i32 %v, ptr %n, align 4, !tbaa !20
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @wget(ptr nocapture noundef readonly %w) unnamed_addr #3 {
entry:
  %x = getelementptr inbounds i8, ptr %w, i64 12
  %0 = load i32, ptr %x, align 4, !tbaa !16
  %d = getelementptr inbounds i8, ptr %w, i64 16
  %1 = load i32, ptr %d, align 4, !tbaa !19
  %add = add nsw i32 %1, %0
  %n = getelementptr inbounds i8, ptr %w, i64 8
  %2 = load i32, ptr %n, align 4, !tbaa !20
  %add2 = add nsw i32 %add, %2
  %arrayidx = getelementptr inbounds i8, ptr %w, i64 1
  %3 = load i8, ptr %arrayidx, align 1, !tbaa !5
  %conv = sext i8 %3 to i32
  %add3 = add nsw i32 %add2, %conv
  ret i32 %add3
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc i32 @sum(ptr nocapture noundef %t, i32 noundef %k) unnamed_addr #6 {
entry:
  %n = getelementptr inbounds i8, ptr %t, i64 8
  %0 = load i32, ptr %n, align 4, !tbaa !8
  %cmp22 = icmp sgt i32 %0, 0
  br i1 %cmp22, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %1 = add nsw i32 %0, -1
  %umin = tail call i32 @llvm.umin.i32(i32 %1, i32 7)
  %2 = add nuw nsw i32 %umin, 1
  %cells = getelementptr inbounds i8, ptr %t, i64 12
  %3 = load i16, ptr %cells, align 4, !tbaa !21
  %conv = sext i16 %3 to i32
  %mul = mul nsw i32 %conv, %k
  %l = getelementptr inbounds i8, ptr %t, i64 14
  %4 = load i16, ptr %l, align 2, !tbaa !24
  %conv5 = sext i16 %4 to i32
  %add6 = add i32 %mul, %conv5
  %exitcond.not = icmp eq i32 %1, 0
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body.1, !llvm.loop !25

for.cond.cleanup:                                 ; preds = %for.body.lr.ph, %for.body.1, %for.body.2, %for.body.3, %for.body.4, %for.body.5, %for.body.6, %for.body.7, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %add6, %for.body.lr.ph ], [ %add6.1, %for.body.1 ], [ %add6.2, %for.body.2 ], [ %add6.3, %for.body.3 ], [ %add6.4, %for.body.4 ], [ %add6.5, %for.body.5 ], [ %add6.6, %for.body.6 ], [ %add6.7, %for.body.7 ]
  %conv7 = trunc i32 %s.0.lcssa to i16
  %cells8 = getelementptr inbounds i8, ptr %t, i64 12
  %and = and i32 %k, 7
  %idxprom9 = zext nneg i32 %and to i64
  %arrayidx10 = getelementptr inbounds [8 x %struct.Cell], ptr %cells8, i64 0, i64 %idxprom9
  store i16 %conv7, ptr %arrayidx10, align 4, !tbaa !21
  ret i32 %s.0.lcssa

for.body.1:                                       ; preds = %for.body.lr.ph
  %arrayidx.1 = getelementptr inbounds i8, ptr %t, i64 16
  %5 = load i16, ptr %arrayidx.1, align 4, !tbaa !21
  %conv.1 = sext i16 %5 to i32
  %mul.1 = mul nsw i32 %conv.1, %k
  %l.1 = getelementptr inbounds i8, ptr %t, i64 18
  %6 = load i16, ptr %l.1, align 2, !tbaa !24
  %conv5.1 = sext i16 %6 to i32
  %add.1 = add i32 %add6, %conv5.1
  %add6.1 = add i32 %add.1, %mul.1
  %exitcond.not.1 = icmp eq i32 %2, 2
  br i1 %exitcond.not.1, label %for.cond.cleanup, label %for.body.2, !llvm.loop !25

for.body.2:                                       ; preds = %for.body.1
  %arrayidx.2 = getelementptr inbounds i8, ptr %t, i64 20
  %7 = load i16, ptr %arrayidx.2, align 4, !tbaa !21
  %conv.2 = sext i16 %7 to i32
  %mul.2 = mul nsw i32 %conv.2, %k
  %l.2 = getelementptr inbounds i8, ptr %t, i64 22
  %8 = load i16, ptr %l.2, align 2, !tbaa !24
  %conv5.2 = sext i16 %8 to i32
  %add.2 = add i32 %add6.1, %conv5.2
  %add6.2 = add i32 %add.2, %mul.2
  %exitcond.not.2 = icmp eq i32 %2, 3
  br i1 %exitcond.not.2, label %for.cond.cleanup, label %for.body.3, !llvm.loop !25

for.body.3:                                       ; preds = %for.body.2
  %arrayidx.3 = getelementptr inbounds i8, ptr %t, i64 24
  %9 = load i16, ptr %arrayidx.3, align 4, !tbaa !21
  %conv.3 = sext i16 %9 to i32
  %mul.3 = mul nsw i32 %conv.3, %k
  %l.3 = getelementptr inbounds i8, ptr %t, i64 26
  %10 = load i16, ptr %l.3, align 2, !tbaa !24
  %conv5.3 = sext i16 %10 to i32
  %add.3 = add i32 %add6.2, %conv5.3
  %add6.3 = add i32 %add.3, %mul.3
  %exitcond.not.3 = icmp eq i32 %2, 4
  br i1 %exitcond.not.3, label %for.cond.cleanup, label %for.body.4, !llvm.loop !25

for.body.4:                                       ; preds = %for.body.3
  %arrayidx.4 = getelementptr inbounds i8, ptr %t, i64 28
  %11 = load i16, ptr %arrayidx.4, align 4, !tbaa !21
  %conv.4 = sext i16 %11 to i32
  %mul.4 = mul nsw i32 %conv.4, %k
  %l.4 = getelementptr inbounds i8, ptr %t, i64 30
  %12 = load i16, ptr %l.4, align 2, !tbaa !24
  %conv5.4 = sext i16 %12 to i32
  %add.4 = add i32 %add6.3, %conv5.4
  %add6.4 = add i32 %add.4, %mul.4
  %exitcond.not.4 = icmp eq i32 %2, 5
  br i1 %exitcond.not.4, label %for.cond.cleanup, label %for.body.5, !llvm.loop !25

for.body.5:                                       ; preds = %for.body.4
  %arrayidx.5 = getelementptr inbounds i8, ptr %t, i64 32
  %13 = load i16, ptr %arrayidx.5, align 4, !tbaa !21
  %conv.5 = sext i16 %13 to i32
  %mul.5 = mul nsw i32 %conv.5, %k
  %l.5 = getelementptr inbounds i8, ptr %t, i64 34
  %14 = load i16, ptr %l.5, align 2, !tbaa !24
  %conv5.5 = sext i16 %14 to i32
  %add.5 = add i32 %add6.4, %conv5.5
  %add6.5 = add i32 %add.5, %mul.5
  %exitcond.not.5 = icmp eq i32 %2, 6
  br i1 %exitcond.not.5, label %for.cond.cleanup, label %for.body.6, !llvm.loop !25

for.body.6:                                       ; preds = %for.body.5
  %arrayidx.6 = getelementptr inbounds i8, ptr %t, i64 36
  %15 = load i16, ptr %arrayidx.6, align 4, !tbaa !21
  %conv.6 = sext i16 %15 to i32
  %mul.6 = mul nsw i32 %conv.6, %k
  %l.6 = getelementptr inbounds i8, ptr %t, i64 38
  %16 = load i16, ptr %l.6, align 2, !tbaa !24
  %conv5.6 = sext i16 %16 to i32
  %add.6 = add i32 %add6.5, %conv5.6
  %add6.6 = add i32 %add.6, %mul.6
  %exitcond.not.6 = icmp eq i32 %2, 7
  br i1 %exitcond.not.6, label %for.cond.cleanup, label %for.body.7, !llvm.loop !25

for.body.7:                                       ; preds = %for.body.6
  %arrayidx.7 = getelementptr inbounds i8, ptr %t, i64 40
  %17 = load i16, ptr %arrayidx.7, align 4, !tbaa !21
  %conv.7 = sext i16 %17 to i32
  %mul.7 = mul nsw i32 %conv.7, %k
  %l.7 = getelementptr inbounds i8, ptr %t, i64 42
  %18 = load i16, ptr %l.7, align 2, !tbaa !24
  %conv5.7 = sext i16 %18 to i32
  %add.7 = add i32 %add6.6, %conv5.7
  %add6.7 = add i32 %add.7, %mul.7
  br label %for.cond.cleanup
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #7

attributes #0 = { nounwind memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { nounwind }
attributes #10 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
