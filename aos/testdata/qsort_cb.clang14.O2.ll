; ModuleID = 'qsort_cb.c'
source_filename = "qsort_cb.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.person = type { [16 x i8], i32 }

@.str = private unnamed_addr constant [4 x i8] c"p%d\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"%s %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !9 {
entry:
  call void @llvm.dbg.value(metadata i32 %argc, metadata !17, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i8** %argv, metadata !18, metadata !DIExpression()), !dbg !31
  %add = add nsw i32 %argc, 6, !dbg !32
  call void @llvm.dbg.value(metadata i32 %add, metadata !19, metadata !DIExpression()), !dbg !31
  %conv = sext i32 %add to i64, !dbg !33
  %mul = mul nsw i64 %conv, 20, !dbg !34
  %call = tail call noalias i8* @malloc(i64 noundef %mul) #7, !dbg !35
  %0 = bitcast i8* %call to %struct.person*, !dbg !35
  call void @llvm.dbg.value(metadata %struct.person* %0, metadata !20, metadata !DIExpression()), !dbg !31
  %tobool.not = icmp eq i8* %call, null, !dbg !36
  br i1 %tobool.not, label %cleanup, label %for.cond.preheader, !dbg !38

for.cond.preheader:                               ; preds = %entry
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !39
  %cmp32 = icmp sgt i32 %argc, -6, !dbg !40
  br i1 %cmp32, label %for.body.preheader, label %for.cond.cleanup, !dbg !42

for.body.preheader:                               ; preds = %for.cond.preheader
  %wide.trip.count = zext i32 %add to i64, !dbg !40
  br label %for.body, !dbg !42

for.cond.cleanup:                                 ; preds = %for.body, %for.cond.preheader
  tail call void @qsort(i8* noundef nonnull %call, i64 noundef %conv, i64 noundef 20, i32 (i8*, i8*)* noundef nonnull @by_age) #7, !dbg !43
  %arraydecay9 = getelementptr inbounds %struct.person, %struct.person* %0, i64 0, i32 0, i64 0, !dbg !44
  %sub = add nsw i32 %argc, 5, !dbg !45
  %idxprom10 = sext i32 %sub to i64, !dbg !46
  %age12 = getelementptr inbounds %struct.person, %struct.person* %0, i64 %idxprom10, i32 1, !dbg !47
  %1 = load i32, i32* %age12, align 4, !dbg !47, !tbaa !48
  %call13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i8* noundef nonnull %arraydecay9, i32 noundef %1), !dbg !53
  tail call void @free(i8* noundef nonnull %call) #7, !dbg !54
  br label %cleanup, !dbg !55

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !29, metadata !DIExpression()), !dbg !39
  %arraydecay = getelementptr inbounds %struct.person, %struct.person* %0, i64 %indvars.iv, i32 0, i64 0, !dbg !56
  %2 = trunc i64 %indvars.iv to i32, !dbg !58
  %call2 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %arraydecay, i64 noundef 16, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %2) #7, !dbg !58
  %mul3 = mul nsw i32 %2, 37, !dbg !59
  %rem = urem i32 %mul3, 90, !dbg !60
  %age = getelementptr inbounds %struct.person, %struct.person* %0, i64 %indvars.iv, i32 1, !dbg !61
  store i32 %rem, i32* %age, align 4, !dbg !62, !tbaa !48
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !63
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !29, metadata !DIExpression()), !dbg !39
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !40
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !42, !llvm.loop !64

cleanup:                                          ; preds = %entry, %for.cond.cleanup
  %retval.0 = phi i32 [ 0, %for.cond.cleanup ], [ 1, %entry ], !dbg !31
  ret i32 %retval.0, !dbg !67
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(i8* noalias nocapture noundef writeonly, i64 noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree
declare !dbg !68 void @qsort(i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i32 @by_age(i8* nocapture noundef readonly %a, i8* nocapture noundef readonly %b) #4 !dbg !83 {
entry:
  call void @llvm.dbg.value(metadata i8* %a, metadata !85, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i8* %b, metadata !86, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i8* %a, metadata !87, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i8* %b, metadata !90, metadata !DIExpression()), !dbg !91
  %age = getelementptr inbounds i8, i8* %a, i64 16, !dbg !92
  %0 = bitcast i8* %age to i32*, !dbg !92
  %1 = load i32, i32* %0, align 4, !dbg !92, !tbaa !48
  %age1 = getelementptr inbounds i8, i8* %b, i64 16, !dbg !93
  %2 = bitcast i8* %age1 to i32*, !dbg !93
  %3 = load i32, i32* %2, align 4, !dbg !93, !tbaa !48
  %cmp = icmp sgt i32 %1, %3, !dbg !94
  %conv = zext i1 %cmp to i32, !dbg !94
  %cmp4 = icmp slt i32 %1, %3, !dbg !95
  %conv5.neg = sext i1 %cmp4 to i32, !dbg !95
  %sub = add nsw i32 %conv5.neg, %conv, !dbg !96
  ret i32 %sub, !dbg !97
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "qsort_cb.c", directory: ".", checksumkind: CSK_MD5, checksum: "5ae2774252bacb5e21b0683d1ab3c654")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 19, type: !10, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !12, !13}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!16 = !{!17, !18, !19, !20, !29}
!17 = !DILocalVariable(name: "argc", arg: 1, scope: !9, file: !1, line: 19, type: !12)
!18 = !DILocalVariable(name: "argv", arg: 2, scope: !9, file: !1, line: 19, type: !13)
!19 = !DILocalVariable(name: "n", scope: !9, file: !1, line: 21, type: !12)
!20 = !DILocalVariable(name: "people", scope: !9, file: !1, line: 22, type: !21)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "person", file: !1, line: 6, size: 160, elements: !23)
!23 = !{!24, !28}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !22, file: !1, line: 7, baseType: !25, size: 128)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 128, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 16)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "age", scope: !22, file: !1, line: 8, baseType: !12, size: 32, offset: 128)
!29 = !DILocalVariable(name: "i", scope: !30, file: !1, line: 25, type: !12)
!30 = distinct !DILexicalBlock(scope: !9, file: !1, line: 25, column: 2)
!31 = !DILocation(line: 0, scope: !9)
!32 = !DILocation(line: 21, column: 15, scope: !9)
!33 = !DILocation(line: 22, column: 33, scope: !9)
!34 = !DILocation(line: 22, column: 35, scope: !9)
!35 = !DILocation(line: 22, column: 26, scope: !9)
!36 = !DILocation(line: 23, column: 7, scope: !37)
!37 = distinct !DILexicalBlock(scope: !9, file: !1, line: 23, column: 6)
!38 = !DILocation(line: 23, column: 6, scope: !9)
!39 = !DILocation(line: 0, scope: !30)
!40 = !DILocation(line: 25, column: 20, scope: !41)
!41 = distinct !DILexicalBlock(scope: !30, file: !1, line: 25, column: 2)
!42 = !DILocation(line: 25, column: 2, scope: !30)
!43 = !DILocation(line: 29, column: 2, scope: !9)
!44 = !DILocation(line: 30, column: 20, scope: !9)
!45 = !DILocation(line: 30, column: 45, scope: !9)
!46 = !DILocation(line: 30, column: 36, scope: !9)
!47 = !DILocation(line: 30, column: 50, scope: !9)
!48 = !{!49, !52, i64 16}
!49 = !{!"person", !50, i64 0, !52, i64 16}
!50 = !{!"omnipotent char", !51, i64 0}
!51 = !{!"Simple C/C++ TBAA"}
!52 = !{!"int", !50, i64 0}
!53 = !DILocation(line: 30, column: 2, scope: !9)
!54 = !DILocation(line: 31, column: 2, scope: !9)
!55 = !DILocation(line: 32, column: 2, scope: !9)
!56 = !DILocation(line: 26, column: 12, scope: !57)
!57 = distinct !DILexicalBlock(scope: !41, file: !1, line: 25, column: 30)
!58 = !DILocation(line: 26, column: 3, scope: !57)
!59 = !DILocation(line: 27, column: 22, scope: !57)
!60 = !DILocation(line: 27, column: 28, scope: !57)
!61 = !DILocation(line: 27, column: 13, scope: !57)
!62 = !DILocation(line: 27, column: 17, scope: !57)
!63 = !DILocation(line: 25, column: 26, scope: !41)
!64 = distinct !{!64, !42, !65, !66}
!65 = !DILocation(line: 28, column: 2, scope: !30)
!66 = !{!"llvm.loop.mustprogress"}
!67 = !DILocation(line: 33, column: 1, scope: !9)
!68 = !DISubprogram(name: "qsort", scope: !69, file: !69, line: 851, type: !70, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !82)
!69 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!70 = !DISubroutineType(types: !71)
!71 = !{null, !72, !73, !73, !76}
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !74, line: 46, baseType: !75)
!74 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!75 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !69, line: 829, baseType: !77)
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!78 = !DISubroutineType(types: !79)
!79 = !{!12, !80, !80}
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!82 = !{}
!83 = distinct !DISubprogram(name: "by_age", scope: !1, file: !1, line: 13, type: !78, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !84)
!84 = !{!85, !86, !87, !90}
!85 = !DILocalVariable(name: "a", arg: 1, scope: !83, file: !1, line: 13, type: !80)
!86 = !DILocalVariable(name: "b", arg: 2, scope: !83, file: !1, line: 13, type: !80)
!87 = !DILocalVariable(name: "x", scope: !83, file: !1, line: 15, type: !88)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !22)
!90 = !DILocalVariable(name: "y", scope: !83, file: !1, line: 15, type: !88)
!91 = !DILocation(line: 0, scope: !83)
!92 = !DILocation(line: 16, column: 13, scope: !83)
!93 = !DILocation(line: 16, column: 22, scope: !83)
!94 = !DILocation(line: 16, column: 17, scope: !83)
!95 = !DILocation(line: 16, column: 37, scope: !83)
!96 = !DILocation(line: 16, column: 27, scope: !83)
!97 = !DILocation(line: 16, column: 2, scope: !83)
