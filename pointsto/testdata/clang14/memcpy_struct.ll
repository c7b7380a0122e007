; ModuleID = '<stdin>'
source_filename = "c/memcpy_struct.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.S = type { i32*, i32* }

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  %s1 = alloca %struct.S, align 8
  %s2 = alloca %struct.S, align 8
  call void @llvm.dbg.declare(metadata i32* %a, metadata !15, metadata !DIExpression()), !dbg !16
  call void @llvm.dbg.declare(metadata i32* %b, metadata !17, metadata !DIExpression()), !dbg !18
  call void @llvm.dbg.declare(metadata %struct.S* %s1, metadata !19, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.declare(metadata %struct.S* %s2, metadata !26, metadata !DIExpression()), !dbg !27
  %p = getelementptr inbounds %struct.S, %struct.S* %s1, i32 0, i32 0, !dbg !28
  store i32* %a, i32** %p, align 8, !dbg !29
  %q = getelementptr inbounds %struct.S, %struct.S* %s1, i32 0, i32 1, !dbg !30
  store i32* %b, i32** %q, align 8, !dbg !31
  %0 = bitcast %struct.S* %s2 to i8*, !dbg !32
  %1 = bitcast %struct.S* %s1 to i8*, !dbg !32
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %0, i8* align 8 %1, i64 16, i1 false), !dbg !32
  %p1 = getelementptr inbounds %struct.S, %struct.S* %s2, i32 0, i32 0, !dbg !33
  %2 = load i32*, i32** %p1, align 8, !dbg !33
  %3 = bitcast i32* %2 to i8*, !dbg !34
  %4 = bitcast i32* %a to i8*, !dbg !35
  call void @MAYALIAS(i8* noundef %3, i8* noundef %4), !dbg !36
  %q2 = getelementptr inbounds %struct.S, %struct.S* %s2, i32 0, i32 1, !dbg !37
  %5 = load i32*, i32** %q2, align 8, !dbg !37
  %6 = bitcast i32* %5 to i8*, !dbg !38
  %7 = bitcast i32* %b to i8*, !dbg !39
  call void @MAYALIAS(i8* noundef %6, i8* noundef %7), !dbg !40
  %8 = bitcast %struct.S* %s1 to i8*, !dbg !41
  %9 = bitcast %struct.S* %s2 to i8*, !dbg !42
  call void @NOALIAS(i8* noundef %8, i8* noundef %9), !dbg !43
  ret i32 0, !dbg !44
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

declare void @MAYALIAS(i8* noundef, i8* noundef) #3

declare void @NOALIAS(i8* noundef, i8* noundef) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/memcpy_struct.c", directory: ".", checksumkind: CSK_MD5, checksum: "9bb7d4e796ea3650d593b3e0edbcfb9e")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 6, type: !13)
!16 = !DILocation(line: 6, column: 6, scope: !10)
!17 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 6, type: !13)
!18 = !DILocation(line: 6, column: 9, scope: !10)
!19 = !DILocalVariable(name: "s1", scope: !10, file: !1, line: 7, type: !20)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 4, size: 128, elements: !21)
!21 = !{!22, !24}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !20, file: !1, line: 4, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "q", scope: !20, file: !1, line: 4, baseType: !23, size: 64, offset: 64)
!25 = !DILocation(line: 7, column: 11, scope: !10)
!26 = !DILocalVariable(name: "s2", scope: !10, file: !1, line: 7, type: !20)
!27 = !DILocation(line: 7, column: 15, scope: !10)
!28 = !DILocation(line: 8, column: 5, scope: !10)
!29 = !DILocation(line: 8, column: 7, scope: !10)
!30 = !DILocation(line: 9, column: 5, scope: !10)
!31 = !DILocation(line: 9, column: 7, scope: !10)
!32 = !DILocation(line: 10, column: 2, scope: !10)
!33 = !DILocation(line: 11, column: 14, scope: !10)
!34 = !DILocation(line: 11, column: 11, scope: !10)
!35 = !DILocation(line: 11, column: 17, scope: !10)
!36 = !DILocation(line: 11, column: 2, scope: !10)
!37 = !DILocation(line: 12, column: 14, scope: !10)
!38 = !DILocation(line: 12, column: 11, scope: !10)
!39 = !DILocation(line: 12, column: 17, scope: !10)
!40 = !DILocation(line: 12, column: 2, scope: !10)
!41 = !DILocation(line: 13, column: 10, scope: !10)
!42 = !DILocation(line: 13, column: 15, scope: !10)
!43 = !DILocation(line: 13, column: 2, scope: !10)
!44 = !DILocation(line: 14, column: 2, scope: !10)
