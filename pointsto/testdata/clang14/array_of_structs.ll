; ModuleID = '<stdin>'
source_filename = "c/array_of_structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.E = type { i32*, i32* }

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !10 {
entry:
  %k = alloca i32, align 4
  %v = alloca i32, align 4
  %tab = alloca [8 x %struct.E], align 16
  call void @llvm.dbg.value(metadata i32 %argc, metadata !18, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.value(metadata i8** %argv, metadata !20, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.declare(metadata i32* %k, metadata !21, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.declare(metadata i32* %v, metadata !23, metadata !DIExpression()), !dbg !24
  call void @llvm.dbg.declare(metadata [8 x %struct.E]* %tab, metadata !25, metadata !DIExpression()), !dbg !34
  %idxprom = sext i32 %argc to i64, !dbg !35
  %arrayidx = getelementptr inbounds [8 x %struct.E], [8 x %struct.E]* %tab, i64 0, i64 %idxprom, !dbg !35
  %key = getelementptr inbounds %struct.E, %struct.E* %arrayidx, i32 0, i32 0, !dbg !36
  store i32* %k, i32** %key, align 16, !dbg !37
  %arrayidx1 = getelementptr inbounds [8 x %struct.E], [8 x %struct.E]* %tab, i64 0, i64 1, !dbg !38
  %val = getelementptr inbounds %struct.E, %struct.E* %arrayidx1, i32 0, i32 1, !dbg !39
  store i32* %v, i32** %val, align 8, !dbg !40
  %arrayidx2 = getelementptr inbounds [8 x %struct.E], [8 x %struct.E]* %tab, i64 0, i64 2, !dbg !41
  %key3 = getelementptr inbounds %struct.E, %struct.E* %arrayidx2, i32 0, i32 0, !dbg !42
  %0 = load i32*, i32** %key3, align 16, !dbg !42
  call void @llvm.dbg.value(metadata i32* %0, metadata !43, metadata !DIExpression()), !dbg !19
  %1 = bitcast i32* %0 to i8*, !dbg !44
  %2 = bitcast i32* %k to i8*, !dbg !45
  call void @MAYALIAS(i8* noundef %1, i8* noundef %2), !dbg !46
  %idxprom4 = sext i32 %argc to i64, !dbg !47
  %arrayidx5 = getelementptr inbounds [8 x %struct.E], [8 x %struct.E]* %tab, i64 0, i64 %idxprom4, !dbg !47
  %val6 = getelementptr inbounds %struct.E, %struct.E* %arrayidx5, i32 0, i32 1, !dbg !48
  %3 = load i32*, i32** %val6, align 8, !dbg !48
  %4 = bitcast i32* %3 to i8*, !dbg !47
  %5 = bitcast i32* %v to i8*, !dbg !49
  call void @MAYALIAS(i8* noundef %4, i8* noundef %5), !dbg !50
  ret i32 0, !dbg !51
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @MAYALIAS(i8* noundef, i8* noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/array_of_structs.c", directory: ".", checksumkind: CSK_MD5, checksum: "970f56cb5ea14a25f7863c1373bfc5b7")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 4, type: !11, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 4, type: !13)
!19 = !DILocation(line: 0, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 4, type: !14)
!21 = !DILocalVariable(name: "k", scope: !10, file: !1, line: 5, type: !13)
!22 = !DILocation(line: 5, column: 6, scope: !10)
!23 = !DILocalVariable(name: "v", scope: !10, file: !1, line: 5, type: !13)
!24 = !DILocation(line: 5, column: 9, scope: !10)
!25 = !DILocalVariable(name: "tab", scope: !10, file: !1, line: 6, type: !26)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 1024, elements: !32)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "E", file: !1, line: 3, size: 128, elements: !28)
!28 = !{!29, !31}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !27, file: !1, line: 3, baseType: !30, size: 64)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !27, file: !1, line: 3, baseType: !30, size: 64, offset: 64)
!32 = !{!33}
!33 = !DISubrange(count: 8)
!34 = !DILocation(line: 6, column: 11, scope: !10)
!35 = !DILocation(line: 7, column: 2, scope: !10)
!36 = !DILocation(line: 7, column: 12, scope: !10)
!37 = !DILocation(line: 7, column: 16, scope: !10)
!38 = !DILocation(line: 8, column: 2, scope: !10)
!39 = !DILocation(line: 8, column: 9, scope: !10)
!40 = !DILocation(line: 8, column: 13, scope: !10)
!41 = !DILocation(line: 9, column: 11, scope: !10)
!42 = !DILocation(line: 9, column: 18, scope: !10)
!43 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 9, type: !30)
!44 = !DILocation(line: 10, column: 11, scope: !10)
!45 = !DILocation(line: 10, column: 14, scope: !10)
!46 = !DILocation(line: 10, column: 2, scope: !10)
!47 = !DILocation(line: 11, column: 11, scope: !10)
!48 = !DILocation(line: 11, column: 21, scope: !10)
!49 = !DILocation(line: 11, column: 26, scope: !10)
!50 = !DILocation(line: 11, column: 2, scope: !10)
!51 = !DILocation(line: 12, column: 2, scope: !10)
