; ModuleID = 'storefirst.c'
source_filename = "storefirst.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.splitter = type { i64, ptr, i64 }

; Function Attrs: noinline nounwind uwtable
define dso_local void @build(ptr noundef %mb, ptr nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %lit = alloca %struct.splitter, align 8
  %cmd = alloca %struct.splitter, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %lit) #8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %cmd) #8
  %call = tail call noalias dereferenceable_or_null(64) ptr @malloc(i64 noundef 64) #9
  %context = getelementptr inbounds i8, ptr %mb, i64 32
  store ptr %call, ptr %context, align 8, !tbaa !5
  %contexts = getelementptr inbounds i8, ptr %mb, i64 40
  store i64 16, ptr %contexts, align 8, !tbaa !12
  store i64 256, ptr %lit, align 8, !tbaa !13
  %split = getelementptr inbounds i8, ptr %lit, i64 8
  store ptr %mb, ptr %split, align 8, !tbaa !15
  %count = getelementptr inbounds i8, ptr %lit, i64 16
  store i64 0, ptr %count, align 8, !tbaa !16
  store i64 704, ptr %cmd, align 8, !tbaa !13
  %command = getelementptr inbounds i8, ptr %mb, i64 16
  %split2 = getelementptr inbounds i8, ptr %cmd, i64 8
  store ptr %command, ptr %split2, align 8, !tbaa !15
  %count3 = getelementptr inbounds i8, ptr %cmd, i64 16
  store i64 0, ptr %count3, align 8, !tbaa !16
  %cmp13 = icmp sgt i32 %n, 0
  br i1 %cmp13, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  call fastcc void @finish(ptr noundef nonnull %lit)
  call fastcc void @finish(ptr noundef nonnull %cmd)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %cmd) #8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %lit) #8
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds i32, ptr %in, i64 %indvars.iv
  %0 = load i32, ptr %arrayidx, align 4, !tbaa !17
  call fastcc void @add(ptr noundef nonnull %lit, i32 noundef %0)
  %1 = load i32, ptr %arrayidx, align 4, !tbaa !17
  %shr = ashr i32 %1, 8
  call fastcc void @add(ptr noundef nonnull %cmd, i32 noundef %shr)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @add(ptr nocapture noundef %s, i32 noundef %v) unnamed_addr #3 {
entry:
  %split = getelementptr inbounds i8, ptr %s, i64 8
  %0 = load ptr, ptr %split, align 8, !tbaa !15
  %1 = load ptr, ptr %0, align 8, !tbaa !21
  %num = getelementptr inbounds i8, ptr %0, i64 8
  %2 = load i64, ptr %num, align 8, !tbaa !22
  %inc = add i64 %2, 1
  store i64 %inc, ptr %num, align 8, !tbaa !22
  %arrayidx = getelementptr inbounds i32, ptr %1, i64 %2
  store i32 %v, ptr %arrayidx, align 4, !tbaa !17
  %count = getelementptr inbounds i8, ptr %s, i64 16
  %3 = load i64, ptr %count, align 8, !tbaa !16
  %inc1 = add i64 %3, 1
  store i64 %inc1, ptr %count, align 8, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress noinline nounwind willreturn uwtable
define internal fastcc void @finish(ptr nocapture noundef readonly %s) unnamed_addr #4 {
entry:
  %split = getelementptr inbounds i8, ptr %s, i64 8
  %0 = load ptr, ptr %split, align 8, !tbaa !15
  %1 = load ptr, ptr %0, align 8, !tbaa !21
  %num = getelementptr inbounds i8, ptr %0, i64 8
  %2 = load i64, ptr %num, align 8, !tbaa !22
  %add = shl i64 %2, 2
  %mul = add i64 %add, 4
  %call = tail call ptr @realloc(ptr noundef %1, i64 noundef %mul) #10
  store ptr %call, ptr %0, align 8, !tbaa !21
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @fill(ptr noundef %b, ptr nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %s = alloca %struct.splitter, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %s) #8
  store i64 16, ptr %s, align 8, !tbaa !13
  %split1 = getelementptr inbounds i8, ptr %s, i64 8
  store ptr %b, ptr %split1, align 8, !tbaa !15
  %count = getelementptr inbounds i8, ptr %s, i64 16
  store i64 0, ptr %count, align 8, !tbaa !16
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  call fastcc void @finish(ptr noundef nonnull %s)
  %0 = sext i32 %n to i64
  %1 = getelementptr i32, ptr %in, i64 %0
  %arrayidx3 = getelementptr i8, ptr %1, i64 -4
  %2 = load i32, ptr %arrayidx3, align 4, !tbaa !17
  %last = getelementptr inbounds i8, ptr %b, i64 16
  store i32 %2, ptr %last, align 8, !tbaa !23
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %s) #8
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds i32, ptr %in, i64 %indvars.iv
  %3 = load i32, ptr %arrayidx, align 4, !tbaa !17
  call fastcc void @add(ptr noundef nonnull %s, i32 noundef %3)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !25
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #5 {
entry:
  %in = alloca [4 x i32], align 16
  %call = tail call noalias dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #11
  %call1 = tail call noalias dereferenceable_or_null(24) ptr @calloc(i64 noundef 1, i64 noundef 24) #11
  %call2 = tail call noalias dereferenceable_or_null(256) ptr @malloc(i64 noundef 256) #9
  store ptr %call2, ptr %call, align 8, !tbaa !26
  %call3 = tail call noalias dereferenceable_or_null(256) ptr @malloc(i64 noundef 256) #9
  %command = getelementptr inbounds i8, ptr %call, i64 16
  store ptr %call3, ptr %command, align 8, !tbaa !27
  %call5 = tail call noalias dereferenceable_or_null(256) ptr @malloc(i64 noundef 256) #9
  store ptr %call5, ptr %call1, align 8, !tbaa !28
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %in) #8
  store i32 %argc, ptr %in, align 16, !tbaa !17
  %arrayinit.element = getelementptr inbounds i8, ptr %in, i64 4
  %add = add nsw i32 %argc, 1
  store i32 %add, ptr %arrayinit.element, align 4, !tbaa !17
  %arrayinit.element7 = getelementptr inbounds i8, ptr %in, i64 8
  %add8 = add nsw i32 %argc, 2
  store i32 %add8, ptr %arrayinit.element7, align 8, !tbaa !17
  %arrayinit.element9 = getelementptr inbounds i8, ptr %in, i64 12
  %add10 = add nsw i32 %argc, 3
  store i32 %add10, ptr %arrayinit.element9, align 4, !tbaa !17
  call void @build(ptr noundef nonnull %call, ptr noundef nonnull %in, i32 noundef 4)
  call void @fill(ptr noundef nonnull %call1, ptr noundef nonnull %in, i32 noundef 4)
  %num = getelementptr inbounds i8, ptr %call, i64 8
  %0 = load i64, ptr %num, align 8, !tbaa !29
  %conv = trunc i64 %0 to i32
  %context = getelementptr inbounds i8, ptr %call, i64 32
  %1 = load ptr, ptr %context, align 8, !tbaa !5
  %2 = load i32, ptr %1, align 4, !tbaa !17
  %add13 = add nsw i32 %2, %conv
  %last = getelementptr inbounds i8, ptr %call1, i64 16
  %3 = load i32, ptr %last, align 8, !tbaa !23
  %add14 = add nsw i32 %add13, %3
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %in) #8
  ret i32 %add14
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #7

attributes #0 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0) }
attributes #10 = { nounwind allocsize(1) }
attributes #11 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !8, i64 32}
!6 = !{!"meta", !7, i64 0, !7, i64 16, !8, i64 32, !11, i64 40}
!7 = !{!"split", !8, i64 0, !11, i64 8}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"long", !9, i64 0}
!12 = !{!6, !11, i64 40}
!13 = !{!14, !11, i64 0}
!14 = !{!"splitter", !11, i64 0, !8, i64 8, !11, i64 16}
!15 = !{!14, !8, i64 8}
!16 = !{!14, !11, i64 16}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !9, i64 0}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!7, !8, i64 0}
!22 = !{!7, !11, i64 8}
!23 = !{!24, !18, i64 16}
!24 = !{!"block", !7, i64 0, !18, i64 16}
!25 = distinct !{!25, !20}
!26 = !{!6, !8, i64 0}
!27 = !{!6, !8, i64 16}
!28 = !{!24, !8, i64 0}
!29 = !{!6, !11, i64 8}
