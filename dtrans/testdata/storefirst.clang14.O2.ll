; ModuleID = 'storefirst.c'
source_filename = "storefirst.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.meta = type { %struct.split, %struct.split, i32*, i64 }
%struct.split = type { i32*, i64 }
%struct.splitter = type { i64, %struct.split*, i64 }
%struct.block = type { %struct.split, i32 }

; Function Attrs: noinline nounwind uwtable
define dso_local void @build(%struct.meta* noundef %mb, i32* nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %lit = alloca %struct.splitter, align 8
  %cmd = alloca %struct.splitter, align 8
  %0 = bitcast %struct.splitter* %lit to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %0) #7
  %1 = bitcast %struct.splitter* %cmd to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %1) #7
  %call = tail call noalias dereferenceable_or_null(64) i8* @malloc(i64 noundef 64) #7
  %context = getelementptr inbounds %struct.meta, %struct.meta* %mb, i64 0, i32 2
  %2 = bitcast i32** %context to i8**
  store i8* %call, i8** %2, align 8, !tbaa !5
  %contexts = getelementptr inbounds %struct.meta, %struct.meta* %mb, i64 0, i32 3
  store i64 16, i64* %contexts, align 8, !tbaa !12
  %alphabet = getelementptr inbounds %struct.splitter, %struct.splitter* %lit, i64 0, i32 0
  store i64 256, i64* %alphabet, align 8, !tbaa !13
  %literal = getelementptr inbounds %struct.meta, %struct.meta* %mb, i64 0, i32 0
  %split = getelementptr inbounds %struct.splitter, %struct.splitter* %lit, i64 0, i32 1
  store %struct.split* %literal, %struct.split** %split, align 8, !tbaa !15
  %count = getelementptr inbounds %struct.splitter, %struct.splitter* %lit, i64 0, i32 2
  store i64 0, i64* %count, align 8, !tbaa !16
  %alphabet1 = getelementptr inbounds %struct.splitter, %struct.splitter* %cmd, i64 0, i32 0
  store i64 704, i64* %alphabet1, align 8, !tbaa !13
  %command = getelementptr inbounds %struct.meta, %struct.meta* %mb, i64 0, i32 1
  %split2 = getelementptr inbounds %struct.splitter, %struct.splitter* %cmd, i64 0, i32 1
  store %struct.split* %command, %struct.split** %split2, align 8, !tbaa !15
  %count3 = getelementptr inbounds %struct.splitter, %struct.splitter* %cmd, i64 0, i32 2
  store i64 0, i64* %count3, align 8, !tbaa !16
  %cmp14 = icmp sgt i32 %n, 0
  br i1 %cmp14, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  call fastcc void @finish(%struct.splitter* noundef nonnull %lit)
  call fastcc void @finish(%struct.splitter* noundef nonnull %cmd)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %1) #7
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %0) #7
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds i32, i32* %in, i64 %indvars.iv
  %3 = load i32, i32* %arrayidx, align 4, !tbaa !17
  call fastcc void @add(%struct.splitter* noundef nonnull %lit, i32 noundef %3)
  %4 = load i32, i32* %arrayidx, align 4, !tbaa !17
  %shr = ashr i32 %4, 8
  call fastcc void @add(%struct.splitter* noundef nonnull %cmd, i32 noundef %shr)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !19
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @add(%struct.splitter* nocapture noundef %s, i32 noundef %v) unnamed_addr #3 {
entry:
  %split = getelementptr inbounds %struct.splitter, %struct.splitter* %s, i64 0, i32 1
  %0 = load %struct.split*, %struct.split** %split, align 8, !tbaa !15
  %types = getelementptr inbounds %struct.split, %struct.split* %0, i64 0, i32 0
  %1 = load i32*, i32** %types, align 8, !tbaa !21
  %num = getelementptr inbounds %struct.split, %struct.split* %0, i64 0, i32 1
  %2 = load i64, i64* %num, align 8, !tbaa !22
  %inc = add i64 %2, 1
  store i64 %inc, i64* %num, align 8, !tbaa !22
  %arrayidx = getelementptr inbounds i32, i32* %1, i64 %2
  store i32 %v, i32* %arrayidx, align 4, !tbaa !17
  %count = getelementptr inbounds %struct.splitter, %struct.splitter* %s, i64 0, i32 2
  %3 = load i64, i64* %count, align 8, !tbaa !16
  %inc1 = add i64 %3, 1
  store i64 %inc1, i64* %count, align 8, !tbaa !16
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress noinline nounwind uwtable willreturn
define internal fastcc void @finish(%struct.splitter* nocapture noundef readonly %s) unnamed_addr #4 {
entry:
  %split = getelementptr inbounds %struct.splitter, %struct.splitter* %s, i64 0, i32 1
  %0 = load %struct.split*, %struct.split** %split, align 8, !tbaa !15
  %1 = bitcast %struct.split* %0 to i8**
  %2 = load i8*, i8** %1, align 8, !tbaa !21
  %num = getelementptr inbounds %struct.split, %struct.split* %0, i64 0, i32 1
  %3 = load i64, i64* %num, align 8, !tbaa !22
  %add = shl i64 %3, 2
  %mul = add i64 %add, 4
  %call = tail call i8* @realloc(i8* noundef %2, i64 noundef %mul) #7
  store i8* %call, i8** %1, align 8, !tbaa !21
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @fill(%struct.block* noundef %b, i32* nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %s = alloca %struct.splitter, align 8
  %0 = bitcast %struct.splitter* %s to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %0) #7
  %alphabet = getelementptr inbounds %struct.splitter, %struct.splitter* %s, i64 0, i32 0
  store i64 16, i64* %alphabet, align 8, !tbaa !13
  %split = getelementptr inbounds %struct.block, %struct.block* %b, i64 0, i32 0
  %split1 = getelementptr inbounds %struct.splitter, %struct.splitter* %s, i64 0, i32 1
  store %struct.split* %split, %struct.split** %split1, align 8, !tbaa !15
  %count = getelementptr inbounds %struct.splitter, %struct.splitter* %s, i64 0, i32 2
  store i64 0, i64* %count, align 8, !tbaa !16
  %cmp10 = icmp sgt i32 %n, 0
  br i1 %cmp10, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  call fastcc void @finish(%struct.splitter* noundef nonnull %s)
  %sub = add nsw i32 %n, -1
  %idxprom2 = sext i32 %sub to i64
  %arrayidx3 = getelementptr inbounds i32, i32* %in, i64 %idxprom2
  %1 = load i32, i32* %arrayidx3, align 4, !tbaa !17
  %last = getelementptr inbounds %struct.block, %struct.block* %b, i64 0, i32 1
  store i32 %1, i32* %last, align 8, !tbaa !23
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %0) #7
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds i32, i32* %in, i64 %indvars.iv
  %2 = load i32, i32* %arrayidx, align 4, !tbaa !17
  call fastcc void @add(%struct.splitter* noundef nonnull %s, i32 noundef %2)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !25
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #5 {
entry:
  %in = alloca [4 x i32], align 16
  %call = tail call noalias dereferenceable_or_null(48) i8* @calloc(i64 noundef 1, i64 noundef 48) #7
  %0 = bitcast i8* %call to %struct.meta*
  %call1 = tail call noalias dereferenceable_or_null(24) i8* @calloc(i64 noundef 1, i64 noundef 24) #7
  %1 = bitcast i8* %call1 to %struct.block*
  %call2 = tail call noalias dereferenceable_or_null(256) i8* @malloc(i64 noundef 256) #7
  %2 = bitcast i8* %call to i8**
  store i8* %call2, i8** %2, align 8, !tbaa !26
  %call3 = tail call noalias dereferenceable_or_null(256) i8* @malloc(i64 noundef 256) #7
  %types4 = getelementptr inbounds %struct.meta, %struct.meta* %0, i64 0, i32 1, i32 0
  %3 = bitcast i32** %types4 to i8**
  store i8* %call3, i8** %3, align 8, !tbaa !27
  %call5 = tail call noalias dereferenceable_or_null(256) i8* @malloc(i64 noundef 256) #7
  %4 = bitcast i8* %call1 to i8**
  store i8* %call5, i8** %4, align 8, !tbaa !28
  %5 = bitcast [4 x i32]* %in to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %5) #7
  %arrayinit.begin = getelementptr inbounds [4 x i32], [4 x i32]* %in, i64 0, i64 0
  store i32 %argc, i32* %arrayinit.begin, align 16, !tbaa !17
  %arrayinit.element = getelementptr inbounds [4 x i32], [4 x i32]* %in, i64 0, i64 1
  %add = add nsw i32 %argc, 1
  store i32 %add, i32* %arrayinit.element, align 4, !tbaa !17
  %arrayinit.element7 = getelementptr inbounds [4 x i32], [4 x i32]* %in, i64 0, i64 2
  %add8 = add nsw i32 %argc, 2
  store i32 %add8, i32* %arrayinit.element7, align 8, !tbaa !17
  %arrayinit.element9 = getelementptr inbounds [4 x i32], [4 x i32]* %in, i64 0, i64 3
  %add10 = add nsw i32 %argc, 3
  store i32 %add10, i32* %arrayinit.element9, align 4, !tbaa !17
  call void @build(%struct.meta* noundef %0, i32* noundef nonnull %arrayinit.begin, i32 noundef 4)
  call void @fill(%struct.block* noundef %1, i32* noundef nonnull %arrayinit.begin, i32 noundef 4)
  %num = getelementptr inbounds %struct.meta, %struct.meta* %0, i64 0, i32 0, i32 1
  %6 = load i64, i64* %num, align 8, !tbaa !29
  %conv = trunc i64 %6 to i32
  %context = getelementptr inbounds %struct.meta, %struct.meta* %0, i64 0, i32 2
  %7 = load i32*, i32** %context, align 8, !tbaa !5
  %8 = load i32, i32* %7, align 4, !tbaa !17
  %add13 = add nsw i32 %8, %conv
  %last = getelementptr inbounds %struct.block, %struct.block* %1, i64 0, i32 1
  %9 = load i32, i32* %last, align 8, !tbaa !23
  %add14 = add nsw i32 %add13, %9
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %5) #7
  ret i32 %add14
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare noalias noundef i8* @realloc(i8* nocapture noundef, i64 noundef) local_unnamed_addr #6

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
