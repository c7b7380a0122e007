; ModuleID = 'const_index.c'
source_filename = "const_index.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.pt = type { i32, i32, i32 }

@.str = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !13 {
entry:
  call void @llvm.dbg.value(metadata i32 %argc, metadata !21, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i8** %argv, metadata !22, metadata !DIExpression()), !dbg !32
  %add = add nsw i32 %argc, 3, !dbg !33
  %call = tail call fastcc %struct.pt* @make(i32 noundef %add), !dbg !34
  call void @llvm.dbg.value(metadata %struct.pt* %call, metadata !23, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata %struct.pt* poison, metadata !30, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata %struct.pt* poison, metadata !31, metadata !DIExpression()), !dbg !32
  %tobool.not = icmp eq %struct.pt* %call, null, !dbg !35
  br i1 %tobool.not, label %cleanup, label %if.end, !dbg !37

if.end:                                           ; preds = %entry
  %z = getelementptr inbounds %struct.pt, %struct.pt* %call, i64 0, i32 2, !dbg !38
  store i32 1, i32* %z, align 4, !dbg !39, !tbaa !40
  %call11 = tail call fastcc i32 @use(%struct.pt* noundef nonnull %call), !dbg !45
  %reass.add = shl i32 %argc, 1, !dbg !46
  %add16 = or i32 %reass.add, 1, !dbg !46
  %add19 = add nsw i32 %argc, 2, !dbg !47
  %call20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %call11, i32 noundef %add16, i32 noundef %add19), !dbg !48
  %0 = bitcast %struct.pt* %call to i8*, !dbg !49
  tail call void @free(i8* noundef %0) #7, !dbg !50
  br label %cleanup, !dbg !51

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ 0, %if.end ], [ 1, %entry ], !dbg !32
  ret i32 %retval.0, !dbg !52
}

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define internal fastcc noalias %struct.pt* @make(i32 noundef %n) unnamed_addr #1 !dbg !53 {
entry:
  call void @llvm.dbg.value(metadata i32 %n, metadata !57, metadata !DIExpression()), !dbg !58
  %conv = sext i32 %n to i64, !dbg !59
  %mul = mul nsw i64 %conv, 12, !dbg !60
  %call = tail call noalias i8* @malloc(i64 noundef %mul) #7, !dbg !61
  %0 = bitcast i8* %call to %struct.pt*, !dbg !61
  ret %struct.pt* %0, !dbg !62
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc i32 @use(%struct.pt* nocapture noundef %a) unnamed_addr #4 !dbg !63 {
entry:
  call void @llvm.dbg.value(metadata %struct.pt* %a, metadata !67, metadata !DIExpression()), !dbg !68
  %y = getelementptr inbounds %struct.pt, %struct.pt* %a, i64 1, i32 1, !dbg !69
  store i32 7, i32* %y, align 4, !dbg !70, !tbaa !71
  %x = getelementptr inbounds %struct.pt, %struct.pt* %a, i64 2, i32 0, !dbg !72
  store i32 3, i32* %x, align 4, !dbg !73, !tbaa !74
  %z = getelementptr inbounds %struct.pt, %struct.pt* %a, i64 0, i32 2, !dbg !75
  %0 = load i32, i32* %z, align 4, !dbg !75, !tbaa !40
  %add7 = add nsw i32 %0, 10, !dbg !76
  ret i32 %add7, !dbg !77
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "const_index.c", directory: ".", checksumkind: CSK_MD5, checksum: "39856493c71b4576d05f966f5a65227e")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 1}
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 28, type: !14, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !20)
!14 = !DISubroutineType(types: !15)
!15 = !{!16, !16, !17}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21, !22, !23, !30, !31}
!21 = !DILocalVariable(name: "argc", arg: 1, scope: !13, file: !1, line: 28, type: !16)
!22 = !DILocalVariable(name: "argv", arg: 2, scope: !13, file: !1, line: 28, type: !17)
!23 = !DILocalVariable(name: "a", scope: !13, file: !1, line: 30, type: !24)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pt", file: !1, line: 9, size: 96, elements: !26)
!26 = !{!27, !28, !29}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !25, file: !1, line: 10, baseType: !16, size: 32)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !25, file: !1, line: 10, baseType: !16, size: 32, offset: 32)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !25, file: !1, line: 10, baseType: !16, size: 32, offset: 64)
!30 = !DILocalVariable(name: "b", scope: !13, file: !1, line: 31, type: !24)
!31 = !DILocalVariable(name: "one", scope: !13, file: !1, line: 32, type: !24)
!32 = !DILocation(line: 0, scope: !13)
!33 = !DILocation(line: 30, column: 27, scope: !13)
!34 = !DILocation(line: 30, column: 17, scope: !13)
!35 = !DILocation(line: 33, column: 7, scope: !36)
!36 = distinct !DILexicalBlock(scope: !13, file: !1, line: 33, column: 6)
!37 = !DILocation(line: 33, column: 9, scope: !36)
!38 = !DILocation(line: 35, column: 7, scope: !13)
!39 = !DILocation(line: 35, column: 9, scope: !13)
!40 = !{!41, !42, i64 8}
!41 = !{!"pt", !42, i64 0, !42, i64 4, !42, i64 8}
!42 = !{!"int", !43, i64 0}
!43 = !{!"omnipotent char", !44, i64 0}
!44 = !{!"Simple C/C++ TBAA"}
!45 = !DILocation(line: 40, column: 23, scope: !13)
!46 = !DILocation(line: 40, column: 38, scope: !13)
!47 = !DILocation(line: 40, column: 55, scope: !13)
!48 = !DILocation(line: 40, column: 2, scope: !13)
!49 = !DILocation(line: 41, column: 7, scope: !13)
!50 = !DILocation(line: 41, column: 2, scope: !13)
!51 = !DILocation(line: 44, column: 2, scope: !13)
!52 = !DILocation(line: 45, column: 1, scope: !13)
!53 = distinct !DISubprogram(name: "make", scope: !1, file: !1, line: 16, type: !54, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !56)
!54 = !DISubroutineType(types: !55)
!55 = !{!24, !16}
!56 = !{!57}
!57 = !DILocalVariable(name: "n", arg: 1, scope: !53, file: !1, line: 16, type: !16)
!58 = !DILocation(line: 0, scope: !53)
!59 = !DILocation(line: 18, column: 16, scope: !53)
!60 = !DILocation(line: 18, column: 26, scope: !53)
!61 = !DILocation(line: 18, column: 9, scope: !53)
!62 = !DILocation(line: 18, column: 2, scope: !53)
!63 = distinct !DISubprogram(name: "use", scope: !1, file: !1, line: 21, type: !64, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !66)
!64 = !DISubroutineType(types: !65)
!65 = !{!16, !24}
!66 = !{!67}
!67 = !DILocalVariable(name: "a", arg: 1, scope: !63, file: !1, line: 21, type: !24)
!68 = !DILocation(line: 0, scope: !63)
!69 = !DILocation(line: 23, column: 7, scope: !63)
!70 = !DILocation(line: 23, column: 9, scope: !63)
!71 = !{!41, !42, i64 4}
!72 = !DILocation(line: 24, column: 7, scope: !63)
!73 = !DILocation(line: 24, column: 9, scope: !63)
!74 = !{!41, !42, i64 0}
!75 = !DILocation(line: 25, column: 32, scope: !63)
!76 = !DILocation(line: 25, column: 25, scope: !63)
!77 = !DILocation(line: 25, column: 2, scope: !63)
