; ModuleID = '<stdin>'
source_filename = "c/struct_ptr_param.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.P = type { i32*, i32* }

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
entry:
  %u = alloca i32, align 4
  %v = alloca i32, align 4
  %s = alloca %struct.P, align 8
  call void @llvm.dbg.declare(metadata i32* %u, metadata !15, metadata !DIExpression()), !dbg !16
  call void @llvm.dbg.declare(metadata i32* %v, metadata !17, metadata !DIExpression()), !dbg !18
  call void @llvm.dbg.declare(metadata %struct.P* %s, metadata !19, metadata !DIExpression()), !dbg !25
  call void @set(%struct.P* noundef %s, i32* noundef %u, i32* noundef %v), !dbg !26
  %a = getelementptr inbounds %struct.P, %struct.P* %s, i32 0, i32 0, !dbg !27
  %0 = load i32*, i32** %a, align 8, !dbg !27
  %1 = bitcast i32* %0 to i8*, !dbg !28
  %2 = bitcast i32* %u to i8*, !dbg !29
  call void @MAYALIAS(i8* noundef %1, i8* noundef %2), !dbg !30
  %b = getelementptr inbounds %struct.P, %struct.P* %s, i32 0, i32 1, !dbg !31
  %3 = load i32*, i32** %b, align 8, !dbg !31
  %4 = bitcast i32* %3 to i8*, !dbg !32
  %5 = bitcast i32* %v to i8*, !dbg !33
  call void @MAYALIAS(i8* noundef %4, i8* noundef %5), !dbg !34
  %a1 = getelementptr inbounds %struct.P, %struct.P* %s, i32 0, i32 0, !dbg !35
  %6 = load i32*, i32** %a1, align 8, !dbg !35
  %7 = bitcast i32* %6 to i8*, !dbg !36
  %8 = bitcast i32* %v to i8*, !dbg !37
  call void @NOALIAS(i8* noundef %7, i8* noundef %8), !dbg !38
  ret i32 0, !dbg !39
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind uwtable
define internal void @set(%struct.P* noundef %p, i32* noundef %x, i32* noundef %y) #0 !dbg !40 {
entry:
  call void @llvm.dbg.value(metadata %struct.P* %p, metadata !44, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i32* %x, metadata !46, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i32* %y, metadata !47, metadata !DIExpression()), !dbg !45
  %a = getelementptr inbounds %struct.P, %struct.P* %p, i32 0, i32 0, !dbg !48
  store i32* %x, i32** %a, align 8, !dbg !49
  %b = getelementptr inbounds %struct.P, %struct.P* %p, i32 0, i32 1, !dbg !50
  store i32* %y, i32** %b, align 8, !dbg !51
  ret void, !dbg !52
}

declare void @MAYALIAS(i8* noundef, i8* noundef) #2

declare void @NOALIAS(i8* noundef, i8* noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/struct_ptr_param.c", directory: ".", checksumkind: CSK_MD5, checksum: "f7470a660941645f9e7198009dc6220e")
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
!15 = !DILocalVariable(name: "u", scope: !10, file: !1, line: 6, type: !13)
!16 = !DILocation(line: 6, column: 6, scope: !10)
!17 = !DILocalVariable(name: "v", scope: !10, file: !1, line: 6, type: !13)
!18 = !DILocation(line: 6, column: 9, scope: !10)
!19 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 7, type: !20)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "P", file: !1, line: 3, size: 128, elements: !21)
!21 = !{!22, !24}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !20, file: !1, line: 3, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !20, file: !1, line: 3, baseType: !23, size: 64, offset: 64)
!25 = !DILocation(line: 7, column: 11, scope: !10)
!26 = !DILocation(line: 8, column: 2, scope: !10)
!27 = !DILocation(line: 9, column: 13, scope: !10)
!28 = !DILocation(line: 9, column: 11, scope: !10)
!29 = !DILocation(line: 9, column: 16, scope: !10)
!30 = !DILocation(line: 9, column: 2, scope: !10)
!31 = !DILocation(line: 10, column: 13, scope: !10)
!32 = !DILocation(line: 10, column: 11, scope: !10)
!33 = !DILocation(line: 10, column: 16, scope: !10)
!34 = !DILocation(line: 10, column: 2, scope: !10)
!35 = !DILocation(line: 11, column: 12, scope: !10)
!36 = !DILocation(line: 11, column: 10, scope: !10)
!37 = !DILocation(line: 11, column: 15, scope: !10)
!38 = !DILocation(line: 11, column: 2, scope: !10)
!39 = !DILocation(line: 12, column: 2, scope: !10)
!40 = distinct !DISubprogram(name: "set", scope: !1, file: !1, line: 4, type: !41, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!41 = !DISubroutineType(types: !42)
!42 = !{null, !43, !23, !23}
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!44 = !DILocalVariable(name: "p", arg: 1, scope: !40, file: !1, line: 4, type: !43)
!45 = !DILocation(line: 0, scope: !40)
!46 = !DILocalVariable(name: "x", arg: 2, scope: !40, file: !1, line: 4, type: !23)
!47 = !DILocalVariable(name: "y", arg: 3, scope: !40, file: !1, line: 4, type: !23)
!48 = !DILocation(line: 4, column: 51, scope: !40)
!49 = !DILocation(line: 4, column: 53, scope: !40)
!50 = !DILocation(line: 4, column: 61, scope: !40)
!51 = !DILocation(line: 4, column: 63, scope: !40)
!52 = !DILocation(line: 4, column: 68, scope: !40)
