; ModuleID = 'typedef.c'
source_filename = "typedef.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Pair = type { i32, i32 }
%struct.rec = type { i64, %struct.Pair }

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !9 {
entry:
  %local = alloca [40 x %struct.Pair], align 16
  call void @llvm.dbg.value(metadata i32 %argc, metadata !17, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i8** %argv, metadata !18, metadata !DIExpression()), !dbg !43
  %mul = mul nsw i32 %argc, 3, !dbg !44
  %add = add nsw i32 %mul, 1, !dbg !45
  call void @llvm.dbg.value(metadata i32 %add, metadata !19, metadata !DIExpression()), !dbg !43
  %conv = sext i32 %add to i64, !dbg !46
  %mul1 = shl nsw i64 %conv, 4, !dbg !47
  %call = tail call noalias i8* @malloc(i64 noundef %mul1) #8, !dbg !48
  %0 = bitcast i8* %call to %struct.rec*, !dbg !48
  call void @llvm.dbg.value(metadata %struct.rec* %0, metadata !20, metadata !DIExpression()), !dbg !43
  %1 = bitcast [40 x %struct.Pair]* %local to i8*, !dbg !49
  call void @llvm.lifetime.start.p0i8(i64 320, i8* nonnull %1) #8, !dbg !49
  call void @llvm.dbg.declare(metadata [40 x %struct.Pair]* %local, metadata !33, metadata !DIExpression()), !dbg !50
  %tobool.not = icmp eq i8* %call, null, !dbg !51
  br i1 %tobool.not, label %cleanup, label %if.end, !dbg !53

if.end:                                           ; preds = %entry
  %cmp = icmp slt i32 %add, 40, !dbg !54
  %cond = select i1 %cmp, i32 %add, i32 40, !dbg !55
  call void @llvm.dbg.value(metadata i32 %cond, metadata !37, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i32 0, metadata !38, metadata !DIExpression()), !dbg !56
  %cmp361 = icmp sgt i32 %argc, -1, !dbg !57
  br i1 %cmp361, label %for.body.preheader, label %for.cond.cleanup17, !dbg !59

for.body.preheader:                               ; preds = %if.end
  %smax = call i32 @llvm.smax.i32(i32 %cond, i32 1), !dbg !59
  %wide.trip.count = zext i32 %smax to i64, !dbg !57
  %xtraiter = and i64 %wide.trip.count, 1, !dbg !59
  %2 = icmp slt i32 %cond, 2, !dbg !59
  br i1 %2, label %for.cond14.preheader.unr-lcssa, label %for.body.preheader.new, !dbg !59

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483646, !dbg !59
  br label %for.body, !dbg !59

for.cond14.preheader.unr-lcssa:                   ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !59
  br i1 %lcmp.mod.not, label %for.cond14.preheader, label %for.body.epil, !dbg !59

for.body.epil:                                    ; preds = %for.cond14.preheader.unr-lcssa
  call void @llvm.dbg.value(metadata i64 %indvars.iv.unr, metadata !38, metadata !DIExpression()), !dbg !56
  %stamp.epil = getelementptr inbounds %struct.rec, %struct.rec* %0, i64 %indvars.iv.unr, i32 0, !dbg !60
  store i64 %indvars.iv.unr, i64* %stamp.epil, align 8, !dbg !62, !tbaa !63
  %key.epil = getelementptr inbounds %struct.rec, %struct.rec* %0, i64 %indvars.iv.unr, i32 1, i32 0, !dbg !70
  %3 = trunc i64 %indvars.iv.unr to i32, !dbg !71
  store i32 %3, i32* %key.epil, align 8, !dbg !71, !tbaa !72
  %key10.epil = getelementptr inbounds [40 x %struct.Pair], [40 x %struct.Pair]* %local, i64 0, i64 %indvars.iv.unr, i32 0, !dbg !73
  store i32 %3, i32* %key10.epil, align 8, !dbg !74, !tbaa !75
  %val.epil = getelementptr inbounds [40 x %struct.Pair], [40 x %struct.Pair]* %local, i64 0, i64 %indvars.iv.unr, i32 1, !dbg !76
  %4 = trunc i64 %indvars.iv.unr to i32, !dbg !77
  %5 = sub i32 0, %4, !dbg !77
  store i32 %5, i32* %val.epil, align 4, !dbg !77, !tbaa !78
  call void @llvm.dbg.value(metadata i64 %indvars.iv.unr, metadata !38, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !56
  br label %for.cond14.preheader, !dbg !79

for.cond14.preheader:                             ; preds = %for.cond14.preheader.unr-lcssa, %for.body.epil
  call void @llvm.dbg.value(metadata i32 0, metadata !41, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 0, metadata !40, metadata !DIExpression()), !dbg !43
  br i1 %cmp361, label %for.body18.preheader, label %for.cond.cleanup17, !dbg !79

for.body18.preheader:                             ; preds = %for.cond14.preheader
  %smax71 = call i32 @llvm.smax.i32(i32 %cond, i32 1), !dbg !79
  %wide.trip.count72 = zext i32 %smax71 to i64, !dbg !81
  %min.iters.check = icmp ult i32 %smax, 3, !dbg !79
  br i1 %min.iters.check, label %for.body18.preheader74, label %vector.ph, !dbg !79

vector.ph:                                        ; preds = %for.body18.preheader
  %n.mod.vf = and i64 %wide.trip.count, 1, !dbg !79
  %6 = icmp eq i64 %n.mod.vf, 0, !dbg !79
  %7 = select i1 %6, i64 2, i64 %n.mod.vf, !dbg !79
  %n.vec = sub nsw i64 %wide.trip.count, %7, !dbg !79
  br label %vector.body, !dbg !79

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !83
  %vec.phi = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %19, %vector.body ]
  %8 = or i64 %index, 1, !dbg !83
  %9 = getelementptr inbounds %struct.rec, %struct.rec* %0, i64 %index, i32 1, i32 0, !dbg !83
  %10 = getelementptr inbounds %struct.rec, %struct.rec* %0, i64 %8, i32 1, i32 0, !dbg !83
  %11 = load i32, i32* %9, align 8, !dbg !83, !tbaa !72
  %12 = load i32, i32* %10, align 8, !dbg !83, !tbaa !72
  %13 = insertelement <2 x i32> poison, i32 %11, i64 0, !dbg !83
  %14 = insertelement <2 x i32> %13, i32 %12, i64 1, !dbg !83
  %15 = getelementptr inbounds [40 x %struct.Pair], [40 x %struct.Pair]* %local, i64 0, i64 %index, i32 1, !dbg !83
  %16 = bitcast i32* %15 to <4 x i32>*, !dbg !83
  %wide.vec = load <4 x i32>, <4 x i32>* %16, align 4, !dbg !84, !tbaa !78
  %strided.vec = shufflevector <4 x i32> %wide.vec, <4 x i32> poison, <2 x i32> <i32 0, i32 2>, !dbg !84
  %17 = add nsw <2 x i32> %strided.vec, %14, !dbg !83
  %18 = sext <2 x i32> %17 to <2 x i64>, !dbg !85
  %19 = add <2 x i64> %vec.phi, %18, !dbg !86
  %index.next = add nuw i64 %index, 2, !dbg !83
  %20 = icmp eq i64 %index.next, %n.vec, !dbg !83
  br i1 %20, label %middle.block, label %vector.body, !dbg !83, !llvm.loop !87

middle.block:                                     ; preds = %vector.body
  %21 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %19), !dbg !79
  br label %for.body18.preheader74, !dbg !79

for.body18.preheader74:                           ; preds = %for.body18.preheader, %middle.block
  %indvars.iv68.ph = phi i64 [ 0, %for.body18.preheader ], [ %n.vec, %middle.block ]
  %s.064.ph = phi i64 [ 0, %for.body18.preheader ], [ %21, %middle.block ]
  br label %for.body18, !dbg !79

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !38, metadata !DIExpression()), !dbg !56
  %stamp = getelementptr inbounds %struct.rec, %struct.rec* %0, i64 %indvars.iv, i32 0, !dbg !60
  store i64 %indvars.iv, i64* %stamp, align 8, !dbg !62, !tbaa !63
  %key = getelementptr inbounds %struct.rec, %struct.rec* %0, i64 %indvars.iv, i32 1, i32 0, !dbg !70
  %22 = trunc i64 %indvars.iv to i32, !dbg !71
  store i32 %22, i32* %key, align 8, !dbg !71, !tbaa !72
  %key10 = getelementptr inbounds [40 x %struct.Pair], [40 x %struct.Pair]* %local, i64 0, i64 %indvars.iv, i32 0, !dbg !73
  store i32 %22, i32* %key10, align 16, !dbg !74, !tbaa !75
  %val = getelementptr inbounds [40 x %struct.Pair], [40 x %struct.Pair]* %local, i64 0, i64 %indvars.iv, i32 1, !dbg !76
  %23 = trunc i64 %indvars.iv to i32, !dbg !77
  %24 = sub i32 0, %23, !dbg !77
  store i32 %24, i32* %val, align 4, !dbg !77, !tbaa !78
  %indvars.iv.next = or i64 %indvars.iv, 1, !dbg !91
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !38, metadata !DIExpression()), !dbg !56
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !38, metadata !DIExpression()), !dbg !56
  %stamp.1 = getelementptr inbounds %struct.rec, %struct.rec* %0, i64 %indvars.iv.next, i32 0, !dbg !60
  store i64 %indvars.iv.next, i64* %stamp.1, align 8, !dbg !62, !tbaa !63
  %key.1 = getelementptr inbounds %struct.rec, %struct.rec* %0, i64 %indvars.iv.next, i32 1, i32 0, !dbg !70
  %25 = trunc i64 %indvars.iv.next to i32, !dbg !71
  store i32 %25, i32* %key.1, align 8, !dbg !71, !tbaa !72
  %key10.1 = getelementptr inbounds [40 x %struct.Pair], [40 x %struct.Pair]* %local, i64 0, i64 %indvars.iv.next, i32 0, !dbg !73
  store i32 %25, i32* %key10.1, align 8, !dbg !74, !tbaa !75
  %val.1 = getelementptr inbounds [40 x %struct.Pair], [40 x %struct.Pair]* %local, i64 0, i64 %indvars.iv.next, i32 1, !dbg !76
  %26 = trunc i64 %indvars.iv to i32, !dbg !77
  %.neg = xor i32 %26, -1, !dbg !77
  store i32 %.neg, i32* %val.1, align 4, !dbg !77, !tbaa !78
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !91
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !38, metadata !DIExpression()), !dbg !56
  %niter.next.1 = add i64 %niter, 2, !dbg !59
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !59
  br i1 %niter.ncmp.1, label %for.cond14.preheader.unr-lcssa, label %for.body, !dbg !59, !llvm.loop !92

for.cond.cleanup17:                               ; preds = %for.body18, %if.end, %for.cond14.preheader
  %s.0.lcssa = phi i64 [ 0, %for.cond14.preheader ], [ 0, %if.end ], [ %add28, %for.body18 ], !dbg !43
  %call32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %s.0.lcssa), !dbg !94
  tail call void @free(i8* noundef nonnull %call) #8, !dbg !95
  br label %cleanup

for.body18:                                       ; preds = %for.body18.preheader74, %for.body18
  %indvars.iv68 = phi i64 [ %indvars.iv.next69, %for.body18 ], [ %indvars.iv68.ph, %for.body18.preheader74 ]
  %s.064 = phi i64 [ %add28, %for.body18 ], [ %s.064.ph, %for.body18.preheader74 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv68, metadata !41, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 %s.064, metadata !40, metadata !DIExpression()), !dbg !43
  %key22 = getelementptr inbounds %struct.rec, %struct.rec* %0, i64 %indvars.iv68, i32 1, i32 0, !dbg !96
  %27 = load i32, i32* %key22, align 8, !dbg !96, !tbaa !72
  %val25 = getelementptr inbounds [40 x %struct.Pair], [40 x %struct.Pair]* %local, i64 0, i64 %indvars.iv68, i32 1, !dbg !84
  %28 = load i32, i32* %val25, align 4, !dbg !84, !tbaa !78
  %add26 = add nsw i32 %28, %27, !dbg !97
  %conv27 = sext i32 %add26 to i64, !dbg !85
  %add28 = add nsw i64 %s.064, %conv27, !dbg !86
  call void @llvm.dbg.value(metadata i64 %add28, metadata !40, metadata !DIExpression()), !dbg !43
  %indvars.iv.next69 = add nuw nsw i64 %indvars.iv68, 1, !dbg !83
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next69, metadata !41, metadata !DIExpression()), !dbg !80
  %exitcond73.not = icmp eq i64 %indvars.iv.next69, %wide.trip.count72, !dbg !81
  br i1 %exitcond73.not, label %for.cond.cleanup17, label %for.body18, !dbg !79, !llvm.loop !98

cleanup:                                          ; preds = %entry, %for.cond.cleanup17
  %retval.0 = phi i32 [ 0, %for.cond.cleanup17 ], [ 1, %entry ], !dbg !43
  call void @llvm.lifetime.end.p0i8(i64 320, i8* nonnull %1) #8, !dbg !100
  ret i32 %retval.0, !dbg !100
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nofree nosync nounwind readnone willreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "typedef.c", directory: ".", checksumkind: CSK_MD5, checksum: "668addc77dbb5b22b428645aab8747b7")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 18, type: !10, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !12, !13}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!16 = !{!17, !18, !19, !20, !33, !37, !38, !40, !41}
!17 = !DILocalVariable(name: "argc", arg: 1, scope: !9, file: !1, line: 18, type: !12)
!18 = !DILocalVariable(name: "argv", arg: 2, scope: !9, file: !1, line: 18, type: !13)
!19 = !DILocalVariable(name: "n", scope: !9, file: !1, line: 20, type: !12)
!20 = !DILocalVariable(name: "recs", scope: !9, file: !1, line: 21, type: !21)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "Rec", file: !1, line: 13, baseType: !23)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rec", file: !1, line: 10, size: 128, elements: !24)
!24 = !{!25, !27}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "stamp", scope: !23, file: !1, line: 11, baseType: !26, size: 64)
!26 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !23, file: !1, line: 12, baseType: !28, size: 64, offset: 64)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "Pair", file: !1, line: 8, baseType: !29)
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 5, size: 64, elements: !30)
!30 = !{!31, !32}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !29, file: !1, line: 6, baseType: !12, size: 32)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !29, file: !1, line: 7, baseType: !12, size: 32, offset: 32)
!33 = !DILocalVariable(name: "local", scope: !9, file: !1, line: 22, type: !34)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 2560, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 40)
!37 = !DILocalVariable(name: "m", scope: !9, file: !1, line: 25, type: !12)
!38 = !DILocalVariable(name: "i", scope: !39, file: !1, line: 26, type: !12)
!39 = distinct !DILexicalBlock(scope: !9, file: !1, line: 26, column: 2)
!40 = !DILocalVariable(name: "s", scope: !9, file: !1, line: 32, type: !26)
!41 = !DILocalVariable(name: "i", scope: !42, file: !1, line: 33, type: !12)
!42 = distinct !DILexicalBlock(scope: !9, file: !1, line: 33, column: 2)
!43 = !DILocation(line: 0, scope: !9)
!44 = !DILocation(line: 20, column: 15, scope: !9)
!45 = !DILocation(line: 20, column: 19, scope: !9)
!46 = !DILocation(line: 21, column: 35, scope: !9)
!47 = !DILocation(line: 21, column: 33, scope: !9)
!48 = !DILocation(line: 21, column: 14, scope: !9)
!49 = !DILocation(line: 22, column: 2, scope: !9)
!50 = !DILocation(line: 22, column: 7, scope: !9)
!51 = !DILocation(line: 23, column: 7, scope: !52)
!52 = distinct !DILexicalBlock(scope: !9, file: !1, line: 23, column: 6)
!53 = !DILocation(line: 23, column: 6, scope: !9)
!54 = !DILocation(line: 25, column: 12, scope: !9)
!55 = !DILocation(line: 25, column: 10, scope: !9)
!56 = !DILocation(line: 0, scope: !39)
!57 = !DILocation(line: 26, column: 20, scope: !58)
!58 = distinct !DILexicalBlock(scope: !39, file: !1, line: 26, column: 2)
!59 = !DILocation(line: 26, column: 2, scope: !39)
!60 = !DILocation(line: 27, column: 11, scope: !61)
!61 = distinct !DILexicalBlock(scope: !58, file: !1, line: 26, column: 30)
!62 = !DILocation(line: 27, column: 17, scope: !61)
!63 = !{!64, !65, i64 0}
!64 = !{!"rec", !65, i64 0, !68, i64 8}
!65 = !{!"long", !66, i64 0}
!66 = !{!"omnipotent char", !67, i64 0}
!67 = !{!"Simple C/C++ TBAA"}
!68 = !{!"", !69, i64 0, !69, i64 4}
!69 = !{!"int", !66, i64 0}
!70 = !DILocation(line: 28, column: 13, scope: !61)
!71 = !DILocation(line: 28, column: 17, scope: !61)
!72 = !{!64, !69, i64 8}
!73 = !DILocation(line: 29, column: 12, scope: !61)
!74 = !DILocation(line: 29, column: 16, scope: !61)
!75 = !{!68, !69, i64 0}
!76 = !DILocation(line: 30, column: 12, scope: !61)
!77 = !DILocation(line: 30, column: 16, scope: !61)
!78 = !{!68, !69, i64 4}
!79 = !DILocation(line: 33, column: 2, scope: !42)
!80 = !DILocation(line: 0, scope: !42)
!81 = !DILocation(line: 33, column: 20, scope: !82)
!82 = distinct !DILexicalBlock(scope: !42, file: !1, line: 33, column: 2)
!83 = !DILocation(line: 33, column: 26, scope: !82)
!84 = !DILocation(line: 34, column: 33, scope: !82)
!85 = !DILocation(line: 34, column: 8, scope: !82)
!86 = !DILocation(line: 34, column: 5, scope: !82)
!87 = distinct !{!87, !79, !88, !89, !90}
!88 = !DILocation(line: 34, column: 33, scope: !42)
!89 = !{!"llvm.loop.mustprogress"}
!90 = !{!"llvm.loop.isvectorized", i32 1}
!91 = !DILocation(line: 26, column: 26, scope: !58)
!92 = distinct !{!92, !59, !93, !89}
!93 = !DILocation(line: 31, column: 2, scope: !39)
!94 = !DILocation(line: 35, column: 2, scope: !9)
!95 = !DILocation(line: 36, column: 2, scope: !9)
!96 = !DILocation(line: 34, column: 18, scope: !82)
!97 = !DILocation(line: 34, column: 22, scope: !82)
!98 = distinct !{!98, !79, !88, !89, !99, !90}
!99 = !{!"llvm.loop.unroll.runtime.disable"}
!100 = !DILocation(line: 38, column: 1, scope: !9)
