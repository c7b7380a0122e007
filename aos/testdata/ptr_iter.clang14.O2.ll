; ModuleID = 'ptr_iter.c'
source_filename = "ptr_iter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.rgb = type { float, float, float }

@.str = private unnamed_addr constant [7 x i8] c"%f %f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !9 {
entry:
  %pal = alloca [32 x %struct.rgb], align 16
  call void @llvm.dbg.value(metadata i32 %argc, metadata !17, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i8** %argv, metadata !18, metadata !DIExpression()), !dbg !36
  %add = add nsw i32 %argc, 99, !dbg !37
  call void @llvm.dbg.value(metadata i32 %add, metadata !19, metadata !DIExpression()), !dbg !36
  %conv = sext i32 %add to i64, !dbg !38
  %mul = mul nsw i64 %conv, 12, !dbg !39
  %call = tail call noalias i8* @malloc(i64 noundef %mul) #8, !dbg !40
  %0 = bitcast i8* %call to %struct.rgb*, !dbg !40
  call void @llvm.dbg.value(metadata %struct.rgb* %0, metadata !20, metadata !DIExpression()), !dbg !36
  %1 = bitcast [32 x %struct.rgb]* %pal to i8*, !dbg !41
  call void @llvm.lifetime.start.p0i8(i64 384, i8* nonnull %1) #8, !dbg !41
  call void @llvm.dbg.declare(metadata [32 x %struct.rgb]* %pal, metadata !28, metadata !DIExpression()), !dbg !42
  %tobool.not = icmp eq i8* %call, null, !dbg !43
  br i1 %tobool.not, label %cleanup, label %for.cond.preheader, !dbg !45

for.cond.preheader:                               ; preds = %entry
  %add.ptr = getelementptr inbounds %struct.rgb, %struct.rgb* %0, i64 %conv
  call void @llvm.dbg.value(metadata %struct.rgb* %0, metadata !32, metadata !DIExpression()), !dbg !46
  %cmp48 = icmp ugt %struct.rgb* %add.ptr, %0, !dbg !47
  br i1 %cmp48, label %for.body, label %for.cond.cleanup, !dbg !49

for.cond.cleanup:                                 ; preds = %for.body, %for.cond.preheader
  %arraydecay = getelementptr inbounds [32 x %struct.rgb], [32 x %struct.rgb]* %pal, i64 0, i64 0, !dbg !50
  call void @llvm.dbg.value(metadata %struct.rgb* %arraydecay, metadata !34, metadata !DIExpression()), !dbg !51
  %rem = srem i32 %argc, 32
  %idx.ext5 = sext i32 %rem to i64
  %add.ptr6 = getelementptr inbounds [32 x %struct.rgb], [32 x %struct.rgb]* %pal, i64 0, i64 %idx.ext5
  %cmp750 = icmp sgt i32 %rem, 0, !dbg !52
  br i1 %cmp750, label %for.body10, label %for.cond.cleanup9, !dbg !54

for.body:                                         ; preds = %for.cond.preheader, %for.body
  %q.049 = phi %struct.rgb* [ %incdec.ptr, %for.body ], [ %0, %for.cond.preheader ]
  call void @llvm.dbg.value(metadata %struct.rgb* %q.049, metadata !32, metadata !DIExpression()), !dbg !46
  %r = getelementptr inbounds %struct.rgb, %struct.rgb* %q.049, i64 0, i32 0, !dbg !55
  store float 0x3FB99999A0000000, float* %r, align 4, !dbg !57, !tbaa !58
  %g = getelementptr inbounds %struct.rgb, %struct.rgb* %q.049, i64 0, i32 1, !dbg !63
  store float 0x3FC99999A0000000, float* %g, align 4, !dbg !64, !tbaa !65
  %b = getelementptr inbounds %struct.rgb, %struct.rgb* %q.049, i64 0, i32 2, !dbg !66
  store float 0x3FD3333340000000, float* %b, align 4, !dbg !67, !tbaa !68
  %incdec.ptr = getelementptr inbounds %struct.rgb, %struct.rgb* %q.049, i64 1, !dbg !69
  call void @llvm.dbg.value(metadata %struct.rgb* %incdec.ptr, metadata !32, metadata !DIExpression()), !dbg !46
  %cmp = icmp ult %struct.rgb* %incdec.ptr, %add.ptr, !dbg !47
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !49, !llvm.loop !70

for.cond.cleanup9:                                ; preds = %for.body10, %for.cond.cleanup
  %call17 = call fastcc float @brightness(%struct.rgb* noundef nonnull %0, %struct.rgb* noundef nonnull %add.ptr), !dbg !73
  %conv18 = fpext float %call17 to double, !dbg !73
  %call24 = call fastcc float @brightness(%struct.rgb* noundef nonnull %arraydecay, %struct.rgb* noundef nonnull %add.ptr6), !dbg !74
  %conv25 = fpext float %call24 to double, !dbg !74
  %call26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), double noundef %conv18, double noundef %conv25), !dbg !75
  call void @free(i8* noundef %call) #8, !dbg !76
  br label %cleanup, !dbg !77

for.body10:                                       ; preds = %for.cond.cleanup, %for.body10
  %q2.051 = phi %struct.rgb* [ %incdec.ptr13, %for.body10 ], [ %arraydecay, %for.cond.cleanup ]
  call void @llvm.dbg.value(metadata %struct.rgb* %q2.051, metadata !34, metadata !DIExpression()), !dbg !51
  %g11 = getelementptr inbounds %struct.rgb, %struct.rgb* %q2.051, i64 0, i32 1, !dbg !78
  store float 1.000000e+00, float* %g11, align 4, !dbg !79, !tbaa !65
  %incdec.ptr13 = getelementptr inbounds %struct.rgb, %struct.rgb* %q2.051, i64 1, !dbg !80
  call void @llvm.dbg.value(metadata %struct.rgb* %incdec.ptr13, metadata !34, metadata !DIExpression()), !dbg !51
  %cmp7 = icmp ult %struct.rgb* %incdec.ptr13, %add.ptr6, !dbg !52
  br i1 %cmp7, label %for.body10, label %for.cond.cleanup9, !dbg !54, !llvm.loop !81

cleanup:                                          ; preds = %entry, %for.cond.cleanup9
  %retval.0 = phi i32 [ 0, %for.cond.cleanup9 ], [ 1, %entry ], !dbg !36
  call void @llvm.lifetime.end.p0i8(i64 384, i8* nonnull %1) #8, !dbg !83
  ret i32 %retval.0, !dbg !83
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

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc float @brightness(%struct.rgb* noundef readonly %p, %struct.rgb* noundef readnone %end) unnamed_addr #5 !dbg !84 {
entry:
  call void @llvm.dbg.value(metadata %struct.rgb* %p, metadata !90, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata %struct.rgb* %end, metadata !91, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !92, metadata !DIExpression()), !dbg !93
  %cmp9 = icmp ult %struct.rgb* %p, %end, !dbg !94
  br i1 %cmp9, label %for.body, label %for.end, !dbg !97

for.body:                                         ; preds = %entry, %for.body
  %s.011 = phi float [ %add2, %for.body ], [ 0.000000e+00, %entry ]
  %p.addr.010 = phi %struct.rgb* [ %incdec.ptr, %for.body ], [ %p, %entry ]
  call void @llvm.dbg.value(metadata float %s.011, metadata !92, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata %struct.rgb* %p.addr.010, metadata !90, metadata !DIExpression()), !dbg !93
  %r = getelementptr inbounds %struct.rgb, %struct.rgb* %p.addr.010, i64 0, i32 0, !dbg !98
  %0 = load float, float* %r, align 4, !dbg !98, !tbaa !58
  %g = getelementptr inbounds %struct.rgb, %struct.rgb* %p.addr.010, i64 0, i32 1, !dbg !99
  %1 = load float, float* %g, align 4, !dbg !99, !tbaa !65
  %add = fadd float %0, %1, !dbg !100
  %b = getelementptr inbounds %struct.rgb, %struct.rgb* %p.addr.010, i64 0, i32 2, !dbg !101
  %2 = load float, float* %b, align 4, !dbg !101, !tbaa !68
  %add1 = fadd float %add, %2, !dbg !102
  %add2 = fadd float %s.011, %add1, !dbg !103
  call void @llvm.dbg.value(metadata float %add2, metadata !92, metadata !DIExpression()), !dbg !93
  %incdec.ptr = getelementptr inbounds %struct.rgb, %struct.rgb* %p.addr.010, i64 1, !dbg !104
  call void @llvm.dbg.value(metadata %struct.rgb* %incdec.ptr, metadata !90, metadata !DIExpression()), !dbg !93
  %cmp = icmp ult %struct.rgb* %incdec.ptr, %end, !dbg !94
  br i1 %cmp, label %for.body, label %for.end, !dbg !97, !llvm.loop !105

for.end:                                          ; preds = %for.body, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add2, %for.body ], !dbg !93
  ret float %s.0.lcssa, !dbg !107
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "ptr_iter.c", directory: ".", checksumkind: CSK_MD5, checksum: "a6b37c4b8c44c45e02a978ad623b5180")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 21, type: !10, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !12, !13}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!16 = !{!17, !18, !19, !20, !28, !32, !34}
!17 = !DILocalVariable(name: "argc", arg: 1, scope: !9, file: !1, line: 21, type: !12)
!18 = !DILocalVariable(name: "argv", arg: 2, scope: !9, file: !1, line: 21, type: !13)
!19 = !DILocalVariable(name: "n", scope: !9, file: !1, line: 23, type: !12)
!20 = !DILocalVariable(name: "img", scope: !9, file: !1, line: 24, type: !21)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rgb", file: !1, line: 6, size: 96, elements: !23)
!23 = !{!24, !26, !27}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !22, file: !1, line: 7, baseType: !25, size: 32)
!25 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !22, file: !1, line: 7, baseType: !25, size: 32, offset: 32)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !22, file: !1, line: 7, baseType: !25, size: 32, offset: 64)
!28 = !DILocalVariable(name: "pal", scope: !9, file: !1, line: 25, type: !29)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 3072, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 32)
!32 = !DILocalVariable(name: "q", scope: !33, file: !1, line: 28, type: !21)
!33 = distinct !DILexicalBlock(scope: !9, file: !1, line: 28, column: 2)
!34 = !DILocalVariable(name: "q", scope: !35, file: !1, line: 33, type: !21)
!35 = distinct !DILexicalBlock(scope: !9, file: !1, line: 33, column: 2)
!36 = !DILocation(line: 0, scope: !9)
!37 = !DILocation(line: 23, column: 15, scope: !9)
!38 = !DILocation(line: 24, column: 27, scope: !9)
!39 = !DILocation(line: 24, column: 29, scope: !9)
!40 = !DILocation(line: 24, column: 20, scope: !9)
!41 = !DILocation(line: 25, column: 2, scope: !9)
!42 = !DILocation(line: 25, column: 13, scope: !9)
!43 = !DILocation(line: 26, column: 7, scope: !44)
!44 = distinct !DILexicalBlock(scope: !9, file: !1, line: 26, column: 6)
!45 = !DILocation(line: 26, column: 6, scope: !9)
!46 = !DILocation(line: 0, scope: !33)
!47 = !DILocation(line: 28, column: 30, scope: !48)
!48 = distinct !DILexicalBlock(scope: !33, file: !1, line: 28, column: 2)
!49 = !DILocation(line: 28, column: 2, scope: !33)
!50 = !DILocation(line: 33, column: 23, scope: !35)
!51 = !DILocation(line: 0, scope: !35)
!52 = !DILocation(line: 33, column: 30, scope: !53)
!53 = distinct !DILexicalBlock(scope: !35, file: !1, line: 33, column: 2)
!54 = !DILocation(line: 33, column: 2, scope: !35)
!55 = !DILocation(line: 29, column: 6, scope: !56)
!56 = distinct !DILexicalBlock(scope: !48, file: !1, line: 28, column: 46)
!57 = !DILocation(line: 29, column: 8, scope: !56)
!58 = !{!59, !60, i64 0}
!59 = !{!"rgb", !60, i64 0, !60, i64 4, !60, i64 8}
!60 = !{!"float", !61, i64 0}
!61 = !{!"omnipotent char", !62, i64 0}
!62 = !{!"Simple C/C++ TBAA"}
!63 = !DILocation(line: 30, column: 6, scope: !56)
!64 = !DILocation(line: 30, column: 8, scope: !56)
!65 = !{!59, !60, i64 4}
!66 = !DILocation(line: 31, column: 6, scope: !56)
!67 = !DILocation(line: 31, column: 8, scope: !56)
!68 = !{!59, !60, i64 8}
!69 = !DILocation(line: 28, column: 42, scope: !48)
!70 = distinct !{!70, !49, !71, !72}
!71 = !DILocation(line: 32, column: 2, scope: !33)
!72 = !{!"llvm.loop.mustprogress"}
!73 = !DILocation(line: 35, column: 20, scope: !9)
!74 = !DILocation(line: 35, column: 46, scope: !9)
!75 = !DILocation(line: 35, column: 2, scope: !9)
!76 = !DILocation(line: 36, column: 2, scope: !9)
!77 = !DILocation(line: 37, column: 2, scope: !9)
!78 = !DILocation(line: 34, column: 6, scope: !53)
!79 = !DILocation(line: 34, column: 8, scope: !53)
!80 = !DILocation(line: 33, column: 52, scope: !53)
!81 = distinct !{!81, !54, !82, !72}
!82 = !DILocation(line: 34, column: 10, scope: !35)
!83 = !DILocation(line: 38, column: 1, scope: !9)
!84 = distinct !DISubprogram(name: "brightness", scope: !1, file: !1, line: 13, type: !85, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !89)
!85 = !DISubroutineType(types: !86)
!86 = !{!25, !87, !87}
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !22)
!89 = !{!90, !91, !92}
!90 = !DILocalVariable(name: "p", arg: 1, scope: !84, file: !1, line: 13, type: !87)
!91 = !DILocalVariable(name: "end", arg: 2, scope: !84, file: !1, line: 13, type: !87)
!92 = !DILocalVariable(name: "s", scope: !84, file: !1, line: 15, type: !25)
!93 = !DILocation(line: 0, scope: !84)
!94 = !DILocation(line: 16, column: 11, scope: !95)
!95 = distinct !DILexicalBlock(scope: !96, file: !1, line: 16, column: 2)
!96 = distinct !DILexicalBlock(scope: !84, file: !1, line: 16, column: 2)
!97 = !DILocation(line: 16, column: 2, scope: !96)
!98 = !DILocation(line: 17, column: 11, scope: !95)
!99 = !DILocation(line: 17, column: 18, scope: !95)
!100 = !DILocation(line: 17, column: 13, scope: !95)
!101 = !DILocation(line: 17, column: 25, scope: !95)
!102 = !DILocation(line: 17, column: 20, scope: !95)
!103 = !DILocation(line: 17, column: 5, scope: !95)
!104 = !DILocation(line: 16, column: 19, scope: !95)
!105 = distinct !{!105, !97, !106, !72}
!106 = !DILocation(line: 17, column: 25, scope: !96)
!107 = !DILocation(line: 18, column: 2, scope: !84)
