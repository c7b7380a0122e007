; ModuleID = 'partial.c'
source_filename = "partial.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nounwind willreturn uwtable
define dso_local void @put(ptr nocapture noundef %sbp, i32 noundef %c) local_unnamed_addr #0 {
entry:
  %0 = load ptr, ptr %sbp, align 8, !tbaa !5
  %tobool.not = icmp eq ptr %0, null
  br i1 %tobool.not, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %call = tail call noalias dereferenceable_or_null(72) ptr @malloc(i64 noundef 72) #10
  store i32 0, ptr %call, align 4, !tbaa !9
  %m = getelementptr inbounds i8, ptr %call, i64 4
  store i32 64, ptr %m, align 4, !tbaa !12
  store ptr %call, ptr %sbp, align 8, !tbaa !5
  br label %if.end6

if.else:                                          ; preds = %entry
  %1 = load i32, ptr %0, align 4, !tbaa !9
  %m2 = getelementptr inbounds i8, ptr %0, i64 4
  %2 = load i32, ptr %m2, align 4, !tbaa !12
  %cmp = icmp eq i32 %1, %2
  br i1 %cmp, label %if.then3, label %if.end6

if.then3:                                         ; preds = %if.else
  %mul = shl nsw i32 %1, 1
  store i32 %mul, ptr %m2, align 4, !tbaa !12
  %conv = sext i32 %mul to i64
  %add = add nsw i64 %conv, 8
  %call5 = tail call ptr @realloc(ptr noundef nonnull %0, i64 noundef %add) #11
  store ptr %call5, ptr %sbp, align 8, !tbaa !5
  %.pre = load i32, ptr %call5, align 4, !tbaa !9
  br label %if.end6

if.end6:                                          ; preds = %if.else, %if.then3, %if.then
  %3 = phi i32 [ %.pre, %if.then3 ], [ %1, %if.else ], [ 0, %if.then ]
  %sb.0 = phi ptr [ %call5, %if.then3 ], [ %0, %if.else ], [ %call, %if.then ]
  %conv7 = trunc i32 %c to i8
  %s = getelementptr inbounds i8, ptr %sb.0, i64 8
  %inc = add nsw i32 %3, 1
  store i32 %inc, ptr %sb.0, align 4, !tbaa !9
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds [64 x i8], ptr %s, i64 0, i64 %idxprom
  store i8 %conv7, ptr %arrayidx, align 1, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define dso_local noalias noundef ptr @str(ptr noundef %next) local_unnamed_addr #3 {
entry:
  %call = tail call noalias dereferenceable_or_null(41) ptr @malloc(i64 noundef 41) #10
  store ptr %next, ptr %call, align 8, !tbaa !14
  %mark = getelementptr inbounds i8, ptr %call, i64 8
  store i8 0, ptr %mark, align 8, !tbaa !16
  %arrayidx = getelementptr inbounds i8, ptr %call, i64 29
  store i8 120, ptr %arrayidx, align 1, !tbaa !13
  %arrayidx3 = getelementptr inbounds i8, ptr %call, i64 30
  store i8 0, ptr %arrayidx3, align 1, !tbaa !13
  ret ptr %call
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i64 @exact(ptr nocapture noundef %e, i32 noundef %k) local_unnamed_addr #4 {
entry:
  %n = getelementptr inbounds i8, ptr %e, i64 4
  %0 = load i32, ptr %n, align 4, !tbaa !17
  %add = add nsw i32 %0, %k
  store i32 %add, ptr %n, align 4, !tbaa !17
  %conv = sext i32 %add to i64
  %total = getelementptr inbounds i8, ptr %e, i64 8
  %1 = load i64, ptr %total, align 8, !tbaa !20
  %add2 = add nsw i64 %1, %conv
  store i64 %add2, ptr %total, align 8, !tbaa !20
  %2 = load i8, ptr %e, align 8, !tbaa !21
  %conv4 = sext i8 %2 to i64
  %add5 = add nsw i64 %add2, %conv4
  ret i64 %add5
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: read, inaccessiblemem: readwrite) uwtable
define dso_local noalias noundef ptr @mid(ptr nocapture noundef readonly %name, i32 noundef %b) local_unnamed_addr #5 {
entry:
  %call = tail call noalias dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #10
  store i32 1, ptr %call, align 8, !tbaa !22
  %tab = getelementptr inbounds i8, ptr %call, i64 4
  %0 = load <4 x i8>, ptr %name, align 1, !tbaa !13
  %1 = sext <4 x i8> %0 to <4 x i16>
  store <4 x i16> %1, ptr %tab, align 2, !tbaa !24
  %arrayidx.4 = getelementptr inbounds i8, ptr %name, i64 4
  %2 = load i8, ptr %arrayidx.4, align 1, !tbaa !13
  %conv.4 = sext i8 %2 to i16
  %arrayidx2.4 = getelementptr inbounds i8, ptr %call, i64 12
  store i16 %conv.4, ptr %arrayidx2.4, align 2, !tbaa !24
  %arrayidx.5 = getelementptr inbounds i8, ptr %name, i64 5
  %3 = load i8, ptr %arrayidx.5, align 1, !tbaa !13
  %conv.5 = sext i8 %3 to i16
  %arrayidx2.5 = getelementptr inbounds i8, ptr %call, i64 14
  store i16 %conv.5, ptr %arrayidx2.5, align 2, !tbaa !24
  %b3 = getelementptr inbounds i8, ptr %call, i64 16
  store i32 %b, ptr %b3, align 8, !tbaa !26
  %conv4 = sext i32 %b to i64
  %mul = mul nsw i64 %conv4, 3
  %c = getelementptr inbounds i8, ptr %call, i64 24
  store i64 %mul, ptr %c, align 8, !tbaa !27
  ret ptr %call
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @sum(ptr nocapture noundef readonly %p, ptr nocapture noundef readonly %sb) local_unnamed_addr #6 {
entry:
  %0 = load i32, ptr %p, align 8, !tbaa !22
  %b = getelementptr inbounds i8, ptr %p, i64 16
  %1 = load i32, ptr %b, align 8, !tbaa !26
  %add = add nsw i32 %1, %0
  %conv = sext i32 %add to i64
  %c = getelementptr inbounds i8, ptr %p, i64 24
  %2 = load i64, ptr %c, align 8, !tbaa !27
  %add1 = add nsw i64 %2, %conv
  %3 = load i32, ptr %sb, align 4, !tbaa !9
  %conv2 = sext i32 %3 to i64
  %add3 = add nsw i64 %add1, %conv2
  %m = getelementptr inbounds i8, ptr %sb, i64 4
  %4 = load i32, ptr %m, align 4, !tbaa !12
  %conv4 = sext i32 %4 to i64
  %add5 = add nsw i64 %add3, %conv4
  %arrayidx = getelementptr inbounds i8, ptr %p, i64 6
  %5 = load i16, ptr %arrayidx, align 2, !tbaa !24
  %conv6 = sext i16 %5 to i64
  %add7 = add nsw i64 %add5, %conv6
  ret i64 %add7
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #7 {
entry:
  %cmp38 = icmp sgt i32 %argc, 0
  tail call void @llvm.assume(i1 %cmp38)
  %wide.trip.count = zext nneg i32 %argc to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %put.exit
  %0 = load ptr, ptr %argv, align 8, !tbaa !5
  %arrayidx.1.i = getelementptr inbounds i8, ptr %0, i64 1
  %1 = load i8, ptr %arrayidx.1.i, align 1, !tbaa !13
  %mul.i = mul i32 %argc, 3
  %2 = load i32, ptr %sb.1, align 4, !tbaa !9
  %m.i = getelementptr inbounds i8, ptr %sb.1, i64 4
  %3 = load i32, ptr %m.i, align 4, !tbaa !12
  %conv6.i = sext i8 %1 to i32
  tail call void @free(ptr noundef nonnull %sb.1) #12
  %4 = shl nuw i32 %argc, 1
  %op.rdx = add i32 %4, 121
  %op.rdx42 = add i32 %op.rdx, %2
  %op.rdx43 = add i32 %3, %conv6.i
  %op.rdx44 = add i32 %op.rdx42, %op.rdx43
  %op.rdx45 = add i32 %op.rdx44, %mul.i
  ret i32 %op.rdx45

for.body:                                         ; preds = %entry, %put.exit
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %put.exit ]
  %sb.039 = phi ptr [ null, %entry ], [ %sb.1, %put.exit ]
  %arrayidx = getelementptr inbounds ptr, ptr %argv, i64 %indvars.iv
  %5 = load ptr, ptr %arrayidx, align 8, !tbaa !5
  %6 = load i8, ptr %5, align 1, !tbaa !13
  %tobool.not.i = icmp eq ptr %sb.039, null
  br i1 %tobool.not.i, label %if.then.i, label %if.else.i

if.then.i:                                        ; preds = %for.body
  %call.i34 = tail call noalias dereferenceable_or_null(72) ptr @malloc(i64 noundef 72) #10
  store i32 0, ptr %call.i34, align 4, !tbaa !9
  %m.i35 = getelementptr inbounds i8, ptr %call.i34, i64 4
  store i32 64, ptr %m.i35, align 4, !tbaa !12
  br label %put.exit

if.else.i:                                        ; preds = %for.body
  %7 = load i32, ptr %sb.039, align 4, !tbaa !9
  %m2.i = getelementptr inbounds i8, ptr %sb.039, i64 4
  %8 = load i32, ptr %m2.i, align 4, !tbaa !12
  %cmp.i = icmp eq i32 %7, %8
  br i1 %cmp.i, label %if.then3.i, label %put.exit

if.then3.i:                                       ; preds = %if.else.i
  %mul.i31 = shl nsw i32 %7, 1
  store i32 %mul.i31, ptr %m2.i, align 4, !tbaa !12
  %conv.i32 = sext i32 %mul.i31 to i64
  %add.i33 = add nsw i64 %conv.i32, 8
  %call5.i = tail call ptr @realloc(ptr noundef nonnull %sb.039, i64 noundef %add.i33) #11
  %.pre.i = load i32, ptr %call5.i, align 4, !tbaa !9
  br label %put.exit

put.exit:                                         ; preds = %if.then.i, %if.else.i, %if.then3.i
  %sb.1 = phi ptr [ %call.i34, %if.then.i ], [ %call5.i, %if.then3.i ], [ %sb.039, %if.else.i ]
  %9 = phi i32 [ 0, %if.then.i ], [ %.pre.i, %if.then3.i ], [ %7, %if.else.i ]
  %s.i = getelementptr inbounds i8, ptr %sb.1, i64 8
  %inc.i = add nsw i32 %9, 1
  store i32 %inc.i, ptr %sb.1, align 4, !tbaa !9
  %idxprom.i = sext i32 %9 to i64
  %arrayidx.i30 = getelementptr inbounds [64 x i8], ptr %s.i, i64 0, i64 %idxprom.i
  store i8 %6, ptr %arrayidx.i30, align 1, !tbaa !13
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !28
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #9

attributes #0 = { mustprogress nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write, argmem: read, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #10 = { nounwind allocsize(0) }
attributes #11 = { nounwind allocsize(1) }
attributes #12 = { nounwind }

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
!9 = !{!10, !11, i64 0}
!10 = !{!"Buf", !11, i64 0, !11, i64 4, !7, i64 8}
!11 = !{!"int", !7, i64 0}
!12 = !{!10, !11, i64 4}
!13 = !{!7, !7, i64 0}
!14 = !{!15, !6, i64 0}
!15 = !{!"Str", !6, i64 0, !7, i64 8, !7, i64 9}
!16 = !{!15, !7, i64 8}
!17 = !{!18, !11, i64 4}
!18 = !{!"Exact", !7, i64 0, !11, i64 4, !19, i64 8}
!19 = !{!"long", !7, i64 0}
!20 = !{!18, !19, i64 8}
!21 = !{!18, !7, i64 0}
!22 = !{!23, !11, i64 0}
!23 = !{!"Mid", !11, i64 0, !7, i64 4, !11, i64 16, !19, i64 24}
!24 = !{!25, !25, i64 0}
!25 = !{!"short", !7, i64 0}
!26 = !{!23, !11, i64 16}
!27 = !{!23, !19, i64 24}
!28 = distinct !{!28, !29}
!29 = !{!"llvm.loop.mustprogress"}
