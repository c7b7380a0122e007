; ModuleID = 'neg_single.c'
source_filename = "neg_single.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.config = type { i32, i32, double }

@weights = dso_local local_unnamed_addr global [100 x double] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [23 x i8] c"%d %d %f %ld %d %f %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !18 {
entry:
  %local = alloca %struct.config, align 8
  %ints = alloca [16 x i32], align 16
  call void @llvm.dbg.value(metadata i32 %argc, metadata !26, metadata !DIExpression()), !dbg !56
  call void @llvm.dbg.value(metadata i8** %argv, metadata !27, metadata !DIExpression()), !dbg !56
  %0 = bitcast %struct.config* %local to i8*, !dbg !57
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %0) #9, !dbg !57
  call void @llvm.dbg.declare(metadata %struct.config* %local, metadata !28, metadata !DIExpression()), !dbg !58
  %call = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #9, !dbg !59
  %1 = bitcast i8* %call to %struct.config*, !dbg !59
  call void @llvm.dbg.value(metadata %struct.config* %1, metadata !34, metadata !DIExpression()), !dbg !56
  %2 = bitcast [16 x i32]* %ints to i8*, !dbg !60
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %2) #9, !dbg !60
  call void @llvm.dbg.declare(metadata [16 x i32]* %ints, metadata !36, metadata !DIExpression()), !dbg !61
  %add = add nsw i32 %argc, 3, !dbg !62
  call void @llvm.dbg.value(metadata i32 %add, metadata !40, metadata !DIExpression()), !dbg !56
  %3 = zext i32 %add to i64, !dbg !63
  %4 = tail call i8* @llvm.stacksave(), !dbg !63
  %vla = alloca float, i64 %3, align 16, !dbg !63
  call void @llvm.dbg.value(metadata i64 %3, metadata !41, metadata !DIExpression()), !dbg !56
  call void @llvm.dbg.declare(metadata float* %vla, metadata !43, metadata !DIExpression()), !dbg !64
  %conv = sext i32 %add to i64, !dbg !65
  %mul = shl nsw i64 %conv, 3, !dbg !66
  %call1 = tail call noalias i8* @malloc(i64 noundef %mul) #9, !dbg !67
  %5 = bitcast i8* %call1 to i64*, !dbg !67
  call void @llvm.dbg.value(metadata i64* %5, metadata !47, metadata !DIExpression()), !dbg !56
  %tobool = icmp ne i8* %call, null, !dbg !68
  %tobool2 = icmp ne i8* %call1, null
  %or.cond = and i1 %tobool, %tobool2, !dbg !70
  br i1 %or.cond, label %if.end, label %cleanup, !dbg !70

if.end:                                           ; preds = %entry
  call fastcc void @fill(%struct.config* noundef nonnull %local, i32 noundef %argc), !dbg !71
  %add3 = add nsw i32 %argc, 1, !dbg !72
  tail call fastcc void @fill(%struct.config* noundef nonnull %1, i32 noundef %add3), !dbg !73
  call void @llvm.dbg.value(metadata i32 0, metadata !54, metadata !DIExpression()), !dbg !74
  %cmp70 = icmp sgt i32 %argc, -3, !dbg !75
  br i1 %cmp70, label %for.body.preheader, label %for.cond.cleanup, !dbg !77

for.body.preheader:                               ; preds = %if.end
  %wide.trip.count = zext i32 %add to i64, !dbg !75
  br label %for.body, !dbg !77

for.cond.cleanup:                                 ; preds = %for.body, %if.end
  call void @llvm.dbg.value(metadata %struct.config* undef, metadata !50, metadata !DIExpression()), !dbg !56
  %level = getelementptr inbounds %struct.config, %struct.config* %local, i64 0, i32 1, !dbg !78
  %6 = load i32, i32* %level, align 4, !dbg !78, !tbaa !79
  %level18 = getelementptr inbounds %struct.config, %struct.config* %1, i64 0, i32 1, !dbg !85
  %7 = load i32, i32* %level18, align 4, !dbg !85, !tbaa !79
  %sub = add nsw i32 %argc, 2, !dbg !86
  %idxprom19 = sext i32 %sub to i64, !dbg !87
  %arrayidx20 = getelementptr inbounds float, float* %vla, i64 %idxprom19, !dbg !87
  %8 = load float, float* %arrayidx20, align 4, !dbg !87, !tbaa !88
  %conv21 = fpext float %8 to double, !dbg !87
  %div = sdiv i32 %add, 2, !dbg !90
  %idxprom22 = sext i32 %div to i64, !dbg !91
  %arrayidx23 = getelementptr inbounds i64, i64* %5, i64 %idxprom22, !dbg !91
  %9 = load i64, i64* %arrayidx23, align 8, !dbg !91, !tbaa !92
  %rem24 = srem i32 %argc, 16, !dbg !94
  %idxprom25 = sext i32 %rem24 to i64, !dbg !95
  %arrayidx26 = getelementptr inbounds [16 x i32], [16 x i32]* %ints, i64 0, i64 %idxprom25, !dbg !95
  %10 = load i32, i32* %arrayidx26, align 4, !dbg !95, !tbaa !96
  %idxprom27 = sext i32 %argc to i64, !dbg !97
  %arrayidx28 = getelementptr inbounds [100 x double], [100 x double]* @weights, i64 0, i64 %idxprom27, !dbg !97
  %11 = load double, double* %arrayidx28, align 8, !dbg !97, !tbaa !98
  %verbose = getelementptr inbounds %struct.config, %struct.config* %1, i64 0, i32 0, !dbg !99
  %12 = load i32, i32* %verbose, align 8, !dbg !99, !tbaa !100
  %call32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i64 0, i64 0), i32 noundef %6, i32 noundef %7, double noundef %conv21, i64 noundef %9, i32 noundef %10, double noundef %11, i32 noundef %12), !dbg !101
  tail call void @free(i8* noundef %call) #9, !dbg !102
  tail call void @free(i8* noundef nonnull %call1) #9, !dbg !103
  br label %cleanup, !dbg !104

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !54, metadata !DIExpression()), !dbg !74
  %13 = trunc i64 %indvars.iv to i32, !dbg !105
  %conv5 = sitofp i32 %13 to float, !dbg !105
  %arrayidx = getelementptr inbounds float, float* %vla, i64 %indvars.iv, !dbg !107
  store float %conv5, float* %arrayidx, align 4, !dbg !108, !tbaa !88
  %arrayidx8 = getelementptr inbounds i64, i64* %5, i64 %indvars.iv, !dbg !109
  store i64 %indvars.iv, i64* %arrayidx8, align 8, !dbg !110, !tbaa !92
  %rem = and i64 %indvars.iv, 15, !dbg !111
  %arrayidx10 = getelementptr inbounds [16 x i32], [16 x i32]* %ints, i64 0, i64 %rem, !dbg !112
  store i32 %13, i32* %arrayidx10, align 4, !dbg !113, !tbaa !96
  %conv11 = sitofp i32 %13 to double, !dbg !114
  %rem12 = urem i32 %13, 100, !dbg !115
  %idxprom13 = zext i32 %rem12 to i64, !dbg !116
  %arrayidx14 = getelementptr inbounds [100 x double], [100 x double]* @weights, i64 0, i64 %idxprom13, !dbg !116
  store double %conv11, double* %arrayidx14, align 8, !dbg !117, !tbaa !98
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !118
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !54, metadata !DIExpression()), !dbg !74
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !75
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !77, !llvm.loop !119

cleanup:                                          ; preds = %entry, %for.cond.cleanup
  %retval.0 = phi i32 [ 0, %for.cond.cleanup ], [ 1, %entry ], !dbg !56
  tail call void @llvm.stackrestore(i8* %4), !dbg !122
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %2) #9, !dbg !122
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %0) #9, !dbg !122
  ret i32 %retval.0, !dbg !122
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define internal fastcc void @fill(%struct.config* nocapture noundef writeonly %c, i32 noundef %v) unnamed_addr #5 !dbg !123 {
entry:
  call void @llvm.dbg.value(metadata %struct.config* %c, metadata !127, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 %v, metadata !128, metadata !DIExpression()), !dbg !129
  %verbose = getelementptr inbounds %struct.config, %struct.config* %c, i64 0, i32 0, !dbg !130
  store i32 %v, i32* %verbose, align 8, !dbg !131, !tbaa !100
  %mul = shl nsw i32 %v, 1, !dbg !132
  %level = getelementptr inbounds %struct.config, %struct.config* %c, i64 0, i32 1, !dbg !133
  store i32 %mul, i32* %level, align 4, !dbg !134, !tbaa !79
  %conv = sitofp i32 %v to double, !dbg !135
  %mul1 = fmul double %conv, 5.000000e-01, !dbg !136
  %scale = getelementptr inbounds %struct.config, %struct.config* %c, i64 0, i32 2, !dbg !137
  store double %mul1, double* %scale, align 8, !dbg !138, !tbaa !139
  ret void, !dbg !140
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "weights", scope: !2, file: !3, line: 13, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "neg_single.c", directory: ".", checksumkind: CSK_MD5, checksum: "2afe2eee346ddd885ea7795a52e6c9a2")
!4 = !{!5}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !{!0}
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 6400, elements: !9)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !{!10}
!10 = !DISubrange(count: 100)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !19, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !25)
!19 = !DISubroutineType(types: !20)
!20 = !{!21, !21, !22}
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!25 = !{!26, !27, !28, !34, !36, !40, !41, !43, !47, !50, !54}
!26 = !DILocalVariable(name: "argc", arg: 1, scope: !18, file: !3, line: 24, type: !21)
!27 = !DILocalVariable(name: "argv", arg: 2, scope: !18, file: !3, line: 24, type: !22)
!28 = !DILocalVariable(name: "local", scope: !18, file: !3, line: 26, type: !29)
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "config", file: !3, line: 7, size: 128, elements: !30)
!30 = !{!31, !32, !33}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "verbose", scope: !29, file: !3, line: 8, baseType: !21, size: 32)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "level", scope: !29, file: !3, line: 9, baseType: !21, size: 32, offset: 32)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "scale", scope: !29, file: !3, line: 10, baseType: !8, size: 64, offset: 64)
!34 = !DILocalVariable(name: "heap", scope: !18, file: !3, line: 27, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!36 = !DILocalVariable(name: "ints", scope: !18, file: !3, line: 28, type: !37)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 512, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 16)
!40 = !DILocalVariable(name: "n", scope: !18, file: !3, line: 29, type: !21)
!41 = !DILocalVariable(name: "__vla_expr0", scope: !18, type: !42, flags: DIFlagArtificial)
!42 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!43 = !DILocalVariable(name: "vla", scope: !18, file: !3, line: 30, type: !44)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: !41)
!47 = !DILocalVariable(name: "longs", scope: !18, file: !3, line: 31, type: !48)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!49 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!50 = !DILocalVariable(name: "ptrs", scope: !18, file: !3, line: 32, type: !51)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 256, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 4)
!54 = !DILocalVariable(name: "i", scope: !55, file: !3, line: 37, type: !21)
!55 = distinct !DILexicalBlock(scope: !18, file: !3, line: 37, column: 2)
!56 = !DILocation(line: 0, scope: !18)
!57 = !DILocation(line: 26, column: 2, scope: !18)
!58 = !DILocation(line: 26, column: 16, scope: !18)
!59 = !DILocation(line: 27, column: 24, scope: !18)
!60 = !DILocation(line: 28, column: 2, scope: !18)
!61 = !DILocation(line: 28, column: 6, scope: !18)
!62 = !DILocation(line: 29, column: 15, scope: !18)
!63 = !DILocation(line: 30, column: 2, scope: !18)
!64 = !DILocation(line: 30, column: 8, scope: !18)
!65 = !DILocation(line: 31, column: 23, scope: !18)
!66 = !DILocation(line: 31, column: 25, scope: !18)
!67 = !DILocation(line: 31, column: 16, scope: !18)
!68 = !DILocation(line: 33, column: 7, scope: !69)
!69 = distinct !DILexicalBlock(scope: !18, file: !3, line: 33, column: 6)
!70 = !DILocation(line: 33, column: 12, scope: !69)
!71 = !DILocation(line: 35, column: 2, scope: !18)
!72 = !DILocation(line: 36, column: 18, scope: !18)
!73 = !DILocation(line: 36, column: 2, scope: !18)
!74 = !DILocation(line: 0, scope: !55)
!75 = !DILocation(line: 37, column: 20, scope: !76)
!76 = distinct !DILexicalBlock(scope: !55, file: !3, line: 37, column: 2)
!77 = !DILocation(line: 37, column: 2, scope: !55)
!78 = !DILocation(line: 44, column: 42, scope: !18)
!79 = !{!80, !81, i64 4}
!80 = !{!"config", !81, i64 0, !81, i64 4, !84, i64 8}
!81 = !{!"int", !82, i64 0}
!82 = !{!"omnipotent char", !83, i64 0}
!83 = !{!"Simple C/C++ TBAA"}
!84 = !{!"double", !82, i64 0}
!85 = !DILocation(line: 44, column: 55, scope: !18)
!86 = !DILocation(line: 44, column: 68, scope: !18)
!87 = !DILocation(line: 44, column: 62, scope: !18)
!88 = !{!89, !89, i64 0}
!89 = !{!"float", !82, i64 0}
!90 = !DILocation(line: 44, column: 82, scope: !18)
!91 = !DILocation(line: 44, column: 74, scope: !18)
!92 = !{!93, !93, i64 0}
!93 = !{!"long", !82, i64 0}
!94 = !DILocation(line: 44, column: 98, scope: !18)
!95 = !DILocation(line: 44, column: 88, scope: !18)
!96 = !{!81, !81, i64 0}
!97 = !DILocation(line: 45, column: 9, scope: !18)
!98 = !{!84, !84, i64 0}
!99 = !DILocation(line: 45, column: 40, scope: !18)
!100 = !{!80, !81, i64 0}
!101 = !DILocation(line: 44, column: 2, scope: !18)
!102 = !DILocation(line: 46, column: 2, scope: !18)
!103 = !DILocation(line: 47, column: 2, scope: !18)
!104 = !DILocation(line: 48, column: 2, scope: !18)
!105 = !DILocation(line: 38, column: 12, scope: !106)
!106 = distinct !DILexicalBlock(scope: !76, file: !3, line: 37, column: 30)
!107 = !DILocation(line: 38, column: 3, scope: !106)
!108 = !DILocation(line: 38, column: 10, scope: !106)
!109 = !DILocation(line: 39, column: 3, scope: !106)
!110 = !DILocation(line: 39, column: 12, scope: !106)
!111 = !DILocation(line: 40, column: 10, scope: !106)
!112 = !DILocation(line: 40, column: 3, scope: !106)
!113 = !DILocation(line: 40, column: 16, scope: !106)
!114 = !DILocation(line: 41, column: 22, scope: !106)
!115 = !DILocation(line: 41, column: 13, scope: !106)
!116 = !DILocation(line: 41, column: 3, scope: !106)
!117 = !DILocation(line: 41, column: 20, scope: !106)
!118 = !DILocation(line: 37, column: 26, scope: !76)
!119 = distinct !{!119, !77, !120, !121}
!120 = !DILocation(line: 42, column: 2, scope: !55)
!121 = !{!"llvm.loop.mustprogress"}
!122 = !DILocation(line: 49, column: 1, scope: !18)
!123 = distinct !DISubprogram(name: "fill", scope: !3, file: !3, line: 17, type: !124, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !126)
!124 = !DISubroutineType(types: !125)
!125 = !{null, !35, !21}
!126 = !{!127, !128}
!127 = !DILocalVariable(name: "c", arg: 1, scope: !123, file: !3, line: 17, type: !35)
!128 = !DILocalVariable(name: "v", arg: 2, scope: !123, file: !3, line: 17, type: !21)
!129 = !DILocation(line: 0, scope: !123)
!130 = !DILocation(line: 19, column: 5, scope: !123)
!131 = !DILocation(line: 19, column: 13, scope: !123)
!132 = !DILocation(line: 20, column: 15, scope: !123)
!133 = !DILocation(line: 20, column: 5, scope: !123)
!134 = !DILocation(line: 20, column: 11, scope: !123)
!135 = !DILocation(line: 21, column: 13, scope: !123)
!136 = !DILocation(line: 21, column: 15, scope: !123)
!137 = !DILocation(line: 21, column: 5, scope: !123)
!138 = !DILocation(line: 21, column: 11, scope: !123)
!139 = !{!80, !84, i64 8}
!140 = !DILocation(line: 22, column: 1, scope: !123)
