; ModuleID = 'deep_calls.c'
source_filename = "deep_calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.item = type { i32, i32 }

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !9 {
entry:
  call void @llvm.dbg.value(metadata i32 %argc, metadata !17, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i8** %argv, metadata !18, metadata !DIExpression()), !dbg !28
  %add = add nsw i32 %argc, 20, !dbg !29
  call void @llvm.dbg.value(metadata i32 %add, metadata !19, metadata !DIExpression()), !dbg !28
  %conv = sext i32 %add to i64, !dbg !30
  %mul = shl nsw i64 %conv, 3, !dbg !31
  %call = tail call noalias i8* @malloc(i64 noundef %mul) #7, !dbg !32
  %0 = bitcast i8* %call to %struct.item*, !dbg !32
  call void @llvm.dbg.value(metadata %struct.item* %0, metadata !20, metadata !DIExpression()), !dbg !28
  %tobool.not = icmp eq i8* %call, null, !dbg !33
  br i1 %tobool.not, label %cleanup, label %for.cond.preheader, !dbg !35

for.cond.preheader:                               ; preds = %entry
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !36
  %cmp22 = icmp sgt i32 %argc, -20, !dbg !37
  br i1 %cmp22, label %for.body.preheader, label %for.cond.cleanup, !dbg !39

for.body.preheader:                               ; preds = %for.cond.preheader
  %wide.trip.count = zext i32 %add to i64, !dbg !37
  %min.iters.check = icmp ult i32 %add, 4, !dbg !39
  br i1 %min.iters.check, label %for.body.preheader33, label %vector.ph, !dbg !39

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967292, !dbg !39
  %broadcast.splatinsert = insertelement <2 x i32> poison, i32 %add, i64 0, !dbg !39
  %broadcast.splat = shufflevector <2 x i32> %broadcast.splatinsert, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !39
  %broadcast.splatinsert30 = insertelement <2 x i32> poison, i32 %add, i64 0, !dbg !39
  %broadcast.splat31 = shufflevector <2 x i32> %broadcast.splatinsert30, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !39
  %1 = add nsw i64 %n.vec, -4, !dbg !39
  %2 = lshr exact i64 %1, 2, !dbg !39
  %3 = add nuw nsw i64 %2, 1, !dbg !39
  %xtraiter = and i64 %3, 1, !dbg !39
  %4 = icmp eq i64 %1, 0, !dbg !39
  br i1 %4, label %middle.block.unr-lcssa, label %vector.ph.new, !dbg !39

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %3, 9223372036854775806, !dbg !39
  br label %vector.body, !dbg !39

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ], !dbg !40
  %vec.ind26 = phi <2 x i32> [ <i32 0, i32 1>, %vector.ph.new ], [ %vec.ind.next29.1, %vector.body ], !dbg !41
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %5 = or i64 %index, 2, !dbg !40
  %step.add27 = add <2 x i32> %vec.ind26, <i32 2, i32 2>, !dbg !41
  %6 = sub nsw <2 x i32> %broadcast.splat, %vec.ind26, !dbg !43
  %7 = sub nsw <2 x i32> %broadcast.splat31, %step.add27, !dbg !43
  %8 = getelementptr inbounds %struct.item, %struct.item* %0, i64 %index, i32 1, !dbg !40
  %9 = getelementptr inbounds %struct.item, %struct.item* %0, i64 %5, i32 1, !dbg !40
  %10 = getelementptr inbounds i32, i32* %8, i64 -1, !dbg !40
  %11 = bitcast i32* %10 to <4 x i32>*, !dbg !40
  %12 = getelementptr inbounds i32, i32* %9, i64 -1, !dbg !40
  %13 = bitcast i32* %12 to <4 x i32>*, !dbg !40
  %interleaved.vec = shufflevector <2 x i32> %vec.ind26, <2 x i32> %6, <4 x i32> <i32 0, i32 2, i32 1, i32 3>, !dbg !44
  store <4 x i32> %interleaved.vec, <4 x i32>* %11, align 4, !dbg !44, !tbaa !45
  %interleaved.vec32 = shufflevector <2 x i32> %step.add27, <2 x i32> %7, <4 x i32> <i32 0, i32 2, i32 1, i32 3>, !dbg !44
  store <4 x i32> %interleaved.vec32, <4 x i32>* %13, align 4, !dbg !44, !tbaa !45
  %index.next = or i64 %index, 4, !dbg !40
  %vec.ind.next29 = add <2 x i32> %vec.ind26, <i32 4, i32 4>, !dbg !41
  %14 = or i64 %index, 6, !dbg !40
  %step.add27.1 = add <2 x i32> %vec.ind26, <i32 6, i32 6>, !dbg !41
  %15 = sub nsw <2 x i32> %broadcast.splat, %vec.ind.next29, !dbg !43
  %16 = sub nsw <2 x i32> %broadcast.splat31, %step.add27.1, !dbg !43
  %17 = getelementptr inbounds %struct.item, %struct.item* %0, i64 %index.next, i32 1, !dbg !40
  %18 = getelementptr inbounds %struct.item, %struct.item* %0, i64 %14, i32 1, !dbg !40
  %19 = getelementptr inbounds i32, i32* %17, i64 -1, !dbg !40
  %20 = bitcast i32* %19 to <4 x i32>*, !dbg !40
  %21 = getelementptr inbounds i32, i32* %18, i64 -1, !dbg !40
  %22 = bitcast i32* %21 to <4 x i32>*, !dbg !40
  %interleaved.vec.1 = shufflevector <2 x i32> %vec.ind.next29, <2 x i32> %15, <4 x i32> <i32 0, i32 2, i32 1, i32 3>, !dbg !44
  store <4 x i32> %interleaved.vec.1, <4 x i32>* %20, align 4, !dbg !44, !tbaa !45
  %interleaved.vec32.1 = shufflevector <2 x i32> %step.add27.1, <2 x i32> %16, <4 x i32> <i32 0, i32 2, i32 1, i32 3>, !dbg !44
  store <4 x i32> %interleaved.vec32.1, <4 x i32>* %22, align 4, !dbg !44, !tbaa !45
  %index.next.1 = add nuw i64 %index, 8, !dbg !40
  %vec.ind.next29.1 = add <2 x i32> %vec.ind26, <i32 8, i32 8>, !dbg !41
  %niter.next.1 = add i64 %niter, 2, !dbg !40
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !40
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !dbg !40, !llvm.loop !49

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.ind26.unr = phi <2 x i32> [ <i32 0, i32 1>, %vector.ph ], [ %vec.ind.next29.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !40
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil, !dbg !40

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %23 = or i64 %index.unr, 2, !dbg !40
  %step.add27.epil = add <2 x i32> %vec.ind26.unr, <i32 2, i32 2>, !dbg !41
  %24 = sub nsw <2 x i32> %broadcast.splat, %vec.ind26.unr, !dbg !43
  %25 = sub nsw <2 x i32> %broadcast.splat31, %step.add27.epil, !dbg !43
  %26 = getelementptr inbounds %struct.item, %struct.item* %0, i64 %index.unr, i32 1, !dbg !40
  %27 = getelementptr inbounds %struct.item, %struct.item* %0, i64 %23, i32 1, !dbg !40
  %28 = getelementptr inbounds i32, i32* %26, i64 -1, !dbg !40
  %29 = bitcast i32* %28 to <4 x i32>*, !dbg !40
  %30 = getelementptr inbounds i32, i32* %27, i64 -1, !dbg !40
  %31 = bitcast i32* %30 to <4 x i32>*, !dbg !40
  %interleaved.vec.epil = shufflevector <2 x i32> %vec.ind26.unr, <2 x i32> %24, <4 x i32> <i32 0, i32 2, i32 1, i32 3>, !dbg !44
  store <4 x i32> %interleaved.vec.epil, <4 x i32>* %29, align 4, !dbg !44, !tbaa !45
  %interleaved.vec32.epil = shufflevector <2 x i32> %step.add27.epil, <2 x i32> %25, <4 x i32> <i32 0, i32 2, i32 1, i32 3>, !dbg !44
  store <4 x i32> %interleaved.vec32.epil, <4 x i32>* %31, align 4, !dbg !44, !tbaa !45
  br label %middle.block, !dbg !39

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count, !dbg !39
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader33, !dbg !39

for.body.preheader33:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body, !dbg !39

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %for.cond.preheader
  %call4 = tail call fastcc i32 @level1(%struct.item* noundef nonnull %0, i32 noundef %add), !dbg !53
  %call5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %call4), !dbg !54
  tail call void @free(i8* noundef nonnull %call) #7, !dbg !55
  br label %cleanup, !dbg !56

for.body:                                         ; preds = %for.body.preheader33, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader33 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !26, metadata !DIExpression()), !dbg !36
  %weight = getelementptr inbounds %struct.item, %struct.item* %0, i64 %indvars.iv, i32 0, !dbg !57
  %32 = trunc i64 %indvars.iv to i32, !dbg !41
  store i32 %32, i32* %weight, align 4, !dbg !41, !tbaa !58
  %sub = sub nsw i32 %add, %32, !dbg !43
  %value = getelementptr inbounds %struct.item, %struct.item* %0, i64 %indvars.iv, i32 1, !dbg !60
  store i32 %sub, i32* %value, align 4, !dbg !44, !tbaa !61
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !40
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !26, metadata !DIExpression()), !dbg !36
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !37
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !39, !llvm.loop !62

cleanup:                                          ; preds = %entry, %for.cond.cleanup
  %retval.0 = phi i32 [ 0, %for.cond.cleanup ], [ 1, %entry ], !dbg !28
  ret i32 %retval.0, !dbg !64
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @level1(%struct.item* nocapture noundef readonly %it, i32 noundef %n) unnamed_addr #3 !dbg !65 {
entry:
  call void @llvm.dbg.value(metadata %struct.item* %it, metadata !69, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 %n, metadata !70, metadata !DIExpression()), !dbg !71
  %call = tail call fastcc i32 @level2(%struct.item* noundef %it, i32 noundef %n), !dbg !72
  %add = add nsw i32 %call, 1, !dbg !73
  ret i32 %add, !dbg !74
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @level2(%struct.item* nocapture noundef readonly %it, i32 noundef %n) unnamed_addr #3 !dbg !75 {
entry:
  call void @llvm.dbg.value(metadata %struct.item* %it, metadata !77, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i32 %n, metadata !78, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i32 0, metadata !79, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()), !dbg !83
  %cmp6 = icmp sgt i32 %n, 0, !dbg !84
  br i1 %cmp6, label %for.body, label %for.cond.cleanup, !dbg !86

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %add, %for.body ], !dbg !82
  ret i32 %s.0.lcssa, !dbg !87

for.body:                                         ; preds = %entry, %for.body
  %i.08 = phi i32 [ %inc, %for.body ], [ 0, %entry ]
  %s.07 = phi i32 [ %add, %for.body ], [ 0, %entry ]
  call void @llvm.dbg.value(metadata i32 %i.08, metadata !80, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i32 %s.07, metadata !79, metadata !DIExpression()), !dbg !82
  %call = tail call fastcc i32 @level3(%struct.item* noundef %it, i32 noundef %i.08), !dbg !88
  %add = add nsw i32 %call, %s.07, !dbg !89
  call void @llvm.dbg.value(metadata i32 %add, metadata !79, metadata !DIExpression()), !dbg !82
  %inc = add nuw nsw i32 %i.08, 1, !dbg !90
  call void @llvm.dbg.value(metadata i32 %inc, metadata !80, metadata !DIExpression()), !dbg !83
  %exitcond.not = icmp eq i32 %inc, %n, !dbg !84
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !86, !llvm.loop !91
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc i32 @level3(%struct.item* nocapture noundef readonly %it, i32 noundef %i) unnamed_addr #5 !dbg !93 {
entry:
  call void @llvm.dbg.value(metadata %struct.item* %it, metadata !95, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata i32 %i, metadata !96, metadata !DIExpression()), !dbg !97
  %idxprom = sext i32 %i to i64, !dbg !98
  %weight = getelementptr inbounds %struct.item, %struct.item* %it, i64 %idxprom, i32 0, !dbg !99
  %0 = load i32, i32* %weight, align 4, !dbg !99, !tbaa !58
  %value = getelementptr inbounds %struct.item, %struct.item* %it, i64 %idxprom, i32 1, !dbg !100
  %1 = load i32, i32* %value, align 4, !dbg !100, !tbaa !61
  %mul = mul nsw i32 %1, %0, !dbg !101
  ret i32 %mul, !dbg !102
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "deep_calls.c", directory: ".", checksumkind: CSK_MD5, checksum: "c6554791c3007edaf09ff4041ecfee97")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 31, type: !10, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !12, !13}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!16 = !{!17, !18, !19, !20, !26}
!17 = !DILocalVariable(name: "argc", arg: 1, scope: !9, file: !1, line: 31, type: !12)
!18 = !DILocalVariable(name: "argv", arg: 2, scope: !9, file: !1, line: 31, type: !13)
!19 = !DILocalVariable(name: "n", scope: !9, file: !1, line: 33, type: !12)
!20 = !DILocalVariable(name: "items", scope: !9, file: !1, line: 34, type: !21)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "item", file: !1, line: 6, size: 64, elements: !23)
!23 = !{!24, !25}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "weight", scope: !22, file: !1, line: 7, baseType: !12, size: 32)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !22, file: !1, line: 8, baseType: !12, size: 32, offset: 32)
!26 = !DILocalVariable(name: "i", scope: !27, file: !1, line: 37, type: !12)
!27 = distinct !DILexicalBlock(scope: !9, file: !1, line: 37, column: 2)
!28 = !DILocation(line: 0, scope: !9)
!29 = !DILocation(line: 33, column: 15, scope: !9)
!30 = !DILocation(line: 34, column: 30, scope: !9)
!31 = !DILocation(line: 34, column: 32, scope: !9)
!32 = !DILocation(line: 34, column: 23, scope: !9)
!33 = !DILocation(line: 35, column: 7, scope: !34)
!34 = distinct !DILexicalBlock(scope: !9, file: !1, line: 35, column: 6)
!35 = !DILocation(line: 35, column: 6, scope: !9)
!36 = !DILocation(line: 0, scope: !27)
!37 = !DILocation(line: 37, column: 20, scope: !38)
!38 = distinct !DILexicalBlock(scope: !27, file: !1, line: 37, column: 2)
!39 = !DILocation(line: 37, column: 2, scope: !27)
!40 = !DILocation(line: 37, column: 26, scope: !38)
!41 = !DILocation(line: 38, column: 19, scope: !42)
!42 = distinct !DILexicalBlock(scope: !38, file: !1, line: 37, column: 30)
!43 = !DILocation(line: 39, column: 22, scope: !42)
!44 = !DILocation(line: 39, column: 18, scope: !42)
!45 = !{!46, !46, i64 0}
!46 = !{!"int", !47, i64 0}
!47 = !{!"omnipotent char", !48, i64 0}
!48 = !{!"Simple C/C++ TBAA"}
!49 = distinct !{!49, !39, !50, !51, !52}
!50 = !DILocation(line: 40, column: 2, scope: !27)
!51 = !{!"llvm.loop.mustprogress"}
!52 = !{!"llvm.loop.isvectorized", i32 1}
!53 = !DILocation(line: 41, column: 17, scope: !9)
!54 = !DILocation(line: 41, column: 2, scope: !9)
!55 = !DILocation(line: 42, column: 2, scope: !9)
!56 = !DILocation(line: 43, column: 2, scope: !9)
!57 = !DILocation(line: 38, column: 12, scope: !42)
!58 = !{!59, !46, i64 0}
!59 = !{!"item", !46, i64 0, !46, i64 4}
!60 = !DILocation(line: 39, column: 12, scope: !42)
!61 = !{!59, !46, i64 4}
!62 = distinct !{!62, !39, !50, !51, !63, !52}
!63 = !{!"llvm.loop.unroll.runtime.disable"}
!64 = !DILocation(line: 44, column: 1, scope: !9)
!65 = distinct !DISubprogram(name: "level1", scope: !1, file: !1, line: 26, type: !66, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !68)
!66 = !DISubroutineType(types: !67)
!67 = !{!12, !21, !12}
!68 = !{!69, !70}
!69 = !DILocalVariable(name: "it", arg: 1, scope: !65, file: !1, line: 26, type: !21)
!70 = !DILocalVariable(name: "n", arg: 2, scope: !65, file: !1, line: 26, type: !12)
!71 = !DILocation(line: 0, scope: !65)
!72 = !DILocation(line: 28, column: 9, scope: !65)
!73 = !DILocation(line: 28, column: 23, scope: !65)
!74 = !DILocation(line: 28, column: 2, scope: !65)
!75 = distinct !DISubprogram(name: "level2", scope: !1, file: !1, line: 18, type: !66, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !76)
!76 = !{!77, !78, !79, !80}
!77 = !DILocalVariable(name: "it", arg: 1, scope: !75, file: !1, line: 18, type: !21)
!78 = !DILocalVariable(name: "n", arg: 2, scope: !75, file: !1, line: 18, type: !12)
!79 = !DILocalVariable(name: "s", scope: !75, file: !1, line: 20, type: !12)
!80 = !DILocalVariable(name: "i", scope: !81, file: !1, line: 21, type: !12)
!81 = distinct !DILexicalBlock(scope: !75, file: !1, line: 21, column: 2)
!82 = !DILocation(line: 0, scope: !75)
!83 = !DILocation(line: 0, scope: !81)
!84 = !DILocation(line: 21, column: 20, scope: !85)
!85 = distinct !DILexicalBlock(scope: !81, file: !1, line: 21, column: 2)
!86 = !DILocation(line: 21, column: 2, scope: !81)
!87 = !DILocation(line: 23, column: 2, scope: !75)
!88 = !DILocation(line: 22, column: 8, scope: !85)
!89 = !DILocation(line: 22, column: 5, scope: !85)
!90 = !DILocation(line: 21, column: 26, scope: !85)
!91 = distinct !{!91, !86, !92, !51}
!92 = !DILocation(line: 22, column: 20, scope: !81)
!93 = distinct !DISubprogram(name: "level3", scope: !1, file: !1, line: 13, type: !66, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !94)
!94 = !{!95, !96}
!95 = !DILocalVariable(name: "it", arg: 1, scope: !93, file: !1, line: 13, type: !21)
!96 = !DILocalVariable(name: "i", arg: 2, scope: !93, file: !1, line: 13, type: !12)
!97 = !DILocation(line: 0, scope: !93)
!98 = !DILocation(line: 15, column: 9, scope: !93)
!99 = !DILocation(line: 15, column: 15, scope: !93)
!100 = !DILocation(line: 15, column: 30, scope: !93)
!101 = !DILocation(line: 15, column: 22, scope: !93)
!102 = !DILocation(line: 15, column: 2, scope: !93)
