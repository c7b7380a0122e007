; ModuleID = '<stdin>'
source_filename = "c/struct_fields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.S = type { i32*, i32*, i32 }

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  %s = alloca %struct.S, align 8
  call void @llvm.dbg.declare(metadata i32* %a, metadata !15, metadata !DIExpression()), !dbg !16
  call void @llvm.dbg.declare(metadata i32* %b, metadata !17, metadata !DIExpression()), !dbg !18
  call void @llvm.dbg.declare(metadata %struct.S* %s, metadata !19, metadata !DIExpression()), !dbg !26
  %f = getelementptr inbounds %struct.S, %struct.S* %s, i32 0, i32 0, !dbg !27
  store i32* %a, i32** %f, align 8, !dbg !28
  %g = getelementptr inbounds %struct.S, %struct.S* %s, i32 0, i32 1, !dbg !29
  store i32* %b, i32** %g, align 8, !dbg !30
  %f1 = getelementptr inbounds %struct.S, %struct.S* %s, i32 0, i32 0, !dbg !31
  %0 = load i32*, i32** %f1, align 8, !dbg !31
  call void @llvm.dbg.value(metadata i32* %0, metadata !32, metadata !DIExpression()), !dbg !33
  %g2 = getelementptr inbounds %struct.S, %struct.S* %s, i32 0, i32 1, !dbg !34
  %1 = load i32*, i32** %g2, align 8, !dbg !34
  call void @llvm.dbg.value(metadata i32* %1, metadata !35, metadata !DIExpression()), !dbg !33
  %2 = bitcast i32* %0 to i8*, !dbg !36
  %3 = bitcast i32* %a to i8*, !dbg !37
  call void @MAYALIAS(i8* noundef %2, i8* noundef %3), !dbg !38
  %4 = bitcast i32* %1 to i8*, !dbg !39
  %5 = bitcast i32* %b to i8*, !dbg !40
  call void @MAYALIAS(i8* noundef %4, i8* noundef %5), !dbg !41
  %6 = bitcast i32* %0 to i8*, !dbg !42
  %7 = bitcast i32* %b to i8*, !dbg !43
  call void @NOALIAS(i8* noundef %6, i8* noundef %7), !dbg !44
  %f3 = getelementptr inbounds %struct.S, %struct.S* %s, i32 0, i32 0, !dbg !45
  %8 = bitcast i32** %f3 to i8*, !dbg !46
  %g4 = getelementptr inbounds %struct.S, %struct.S* %s, i32 0, i32 1, !dbg !47
  %9 = bitcast i32** %g4 to i8*, !dbg !48
  call void @NOALIAS(i8* noundef %8, i8* noundef %9), !dbg !49
  %10 = bitcast %struct.S* %s to i8*, !dbg !50
  %g5 = getelementptr inbounds %struct.S, %struct.S* %s, i32 0, i32 1, !dbg !51
  %11 = bitcast i32** %g5 to i8*, !dbg !52
  call void @PARTIALALIAS(i8* noundef %10, i8* noundef %11), !dbg !53
  ret i32 0, !dbg !54
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @MAYALIAS(i8* noundef, i8* noundef) #2

declare void @NOALIAS(i8* noundef, i8* noundef) #2

declare void @PARTIALALIAS(i8* noundef, i8* noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/struct_fields.c", directory: ".", checksumkind: CSK_MD5, checksum: "8f92fd655c3e99f558f3966fe4455ad4")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 4, type: !11, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 5, type: !13)
!16 = !DILocation(line: 5, column: 6, scope: !10)
!17 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 5, type: !13)
!18 = !DILocation(line: 5, column: 9, scope: !10)
!19 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 6, type: !20)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 3, size: 192, elements: !21)
!21 = !{!22, !24, !25}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !20, file: !1, line: 3, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !20, file: !1, line: 3, baseType: !23, size: 64, offset: 64)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !20, file: !1, line: 3, baseType: !13, size: 32, offset: 128)
!26 = !DILocation(line: 6, column: 11, scope: !10)
!27 = !DILocation(line: 7, column: 4, scope: !10)
!28 = !DILocation(line: 7, column: 6, scope: !10)
!29 = !DILocation(line: 8, column: 4, scope: !10)
!30 = !DILocation(line: 8, column: 6, scope: !10)
!31 = !DILocation(line: 9, column: 13, scope: !10)
!32 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 9, type: !23)
!33 = !DILocation(line: 0, scope: !10)
!34 = !DILocation(line: 9, column: 23, scope: !10)
!35 = !DILocalVariable(name: "y", scope: !10, file: !1, line: 9, type: !23)
!36 = !DILocation(line: 10, column: 11, scope: !10)
!37 = !DILocation(line: 10, column: 14, scope: !10)
!38 = !DILocation(line: 10, column: 2, scope: !10)
!39 = !DILocation(line: 11, column: 11, scope: !10)
!40 = !DILocation(line: 11, column: 14, scope: !10)
!41 = !DILocation(line: 11, column: 2, scope: !10)
!42 = !DILocation(line: 12, column: 10, scope: !10)
!43 = !DILocation(line: 12, column: 13, scope: !10)
!44 = !DILocation(line: 12, column: 2, scope: !10)
!45 = !DILocation(line: 13, column: 13, scope: !10)
!46 = !DILocation(line: 13, column: 10, scope: !10)
!47 = !DILocation(line: 13, column: 19, scope: !10)
!48 = !DILocation(line: 13, column: 16, scope: !10)
!49 = !DILocation(line: 13, column: 2, scope: !10)
!50 = !DILocation(line: 14, column: 15, scope: !10)
!51 = !DILocation(line: 14, column: 22, scope: !10)
!52 = !DILocation(line: 14, column: 19, scope: !10)
!53 = !DILocation(line: 14, column: 2, scope: !10)
!54 = !DILocation(line: 15, column: 2, scope: !10)
