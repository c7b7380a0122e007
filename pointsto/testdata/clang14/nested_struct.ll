; ModuleID = '<stdin>'
source_filename = "c/nested_struct.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Out = type { i32, %struct.In, %struct.In* }
%struct.In = type { i32*, i32* }

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  %o = alloca %struct.Out, align 8
  call void @llvm.dbg.declare(metadata i32* %a, metadata !15, metadata !DIExpression()), !dbg !16
  call void @llvm.dbg.declare(metadata i32* %b, metadata !17, metadata !DIExpression()), !dbg !18
  call void @llvm.dbg.declare(metadata %struct.Out* %o, metadata !19, metadata !DIExpression()), !dbg !31
  %in = getelementptr inbounds %struct.Out, %struct.Out* %o, i32 0, i32 1, !dbg !32
  %p = getelementptr inbounds %struct.In, %struct.In* %in, i32 0, i32 0, !dbg !33
  store i32* %a, i32** %p, align 8, !dbg !34
  %in1 = getelementptr inbounds %struct.Out, %struct.Out* %o, i32 0, i32 1, !dbg !35
  %q = getelementptr inbounds %struct.In, %struct.In* %in1, i32 0, i32 1, !dbg !36
  store i32* %b, i32** %q, align 8, !dbg !37
  %in2 = getelementptr inbounds %struct.Out, %struct.Out* %o, i32 0, i32 1, !dbg !38
  %pin = getelementptr inbounds %struct.Out, %struct.Out* %o, i32 0, i32 2, !dbg !39
  store %struct.In* %in2, %struct.In** %pin, align 8, !dbg !40
  %pin3 = getelementptr inbounds %struct.Out, %struct.Out* %o, i32 0, i32 2, !dbg !41
  %0 = load %struct.In*, %struct.In** %pin3, align 8, !dbg !41
  %q4 = getelementptr inbounds %struct.In, %struct.In* %0, i32 0, i32 1, !dbg !42
  %1 = load i32*, i32** %q4, align 8, !dbg !42
  call void @llvm.dbg.value(metadata i32* %1, metadata !43, metadata !DIExpression()), !dbg !44
  %2 = bitcast i32* %1 to i8*, !dbg !45
  %3 = bitcast i32* %b to i8*, !dbg !46
  call void @MAYALIAS(i8* noundef %2, i8* noundef %3), !dbg !47
  %4 = bitcast i32* %1 to i8*, !dbg !48
  %5 = bitcast i32* %a to i8*, !dbg !49
  call void @NOALIAS(i8* noundef %4, i8* noundef %5), !dbg !50
  %pin5 = getelementptr inbounds %struct.Out, %struct.Out* %o, i32 0, i32 2, !dbg !51
  %6 = load %struct.In*, %struct.In** %pin5, align 8, !dbg !51
  %7 = bitcast %struct.In* %6 to i8*, !dbg !52
  %in6 = getelementptr inbounds %struct.Out, %struct.Out* %o, i32 0, i32 1, !dbg !53
  %8 = bitcast %struct.In* %in6 to i8*, !dbg !54
  call void @MAYALIAS(i8* noundef %7, i8* noundef %8), !dbg !55
  %9 = bitcast %struct.Out* %o to i8*, !dbg !56
  %in7 = getelementptr inbounds %struct.Out, %struct.Out* %o, i32 0, i32 1, !dbg !57
  %q8 = getelementptr inbounds %struct.In, %struct.In* %in7, i32 0, i32 1, !dbg !58
  %10 = bitcast i32** %q8 to i8*, !dbg !59
  call void @PARTIALALIAS(i8* noundef %9, i8* noundef %10), !dbg !60
  %in9 = getelementptr inbounds %struct.Out, %struct.Out* %o, i32 0, i32 1, !dbg !61
  %p10 = getelementptr inbounds %struct.In, %struct.In* %in9, i32 0, i32 0, !dbg !62
  %11 = bitcast i32** %p10 to i8*, !dbg !63
  %in11 = getelementptr inbounds %struct.Out, %struct.Out* %o, i32 0, i32 1, !dbg !64
  %q12 = getelementptr inbounds %struct.In, %struct.In* %in11, i32 0, i32 1, !dbg !65
  %12 = bitcast i32** %q12 to i8*, !dbg !66
  call void @NOALIAS(i8* noundef %11, i8* noundef %12), !dbg !67
  ret i32 0, !dbg !68
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
!1 = !DIFile(filename: "c/nested_struct.c", directory: ".", checksumkind: CSK_MD5, checksum: "e4e0f3bb839c75b50ab35e5e1a731890")
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
!19 = !DILocalVariable(name: "o", scope: !10, file: !1, line: 7, type: !20)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Out", file: !1, line: 4, size: 256, elements: !21)
!21 = !{!22, !23, !29}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !20, file: !1, line: 4, baseType: !13, size: 32)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "in", scope: !20, file: !1, line: 4, baseType: !24, size: 128, offset: 64)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "In", file: !1, line: 3, size: 128, elements: !25)
!25 = !{!26, !28}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !24, file: !1, line: 3, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "q", scope: !24, file: !1, line: 3, baseType: !27, size: 64, offset: 64)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "pin", scope: !20, file: !1, line: 4, baseType: !30, size: 64, offset: 192)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!31 = !DILocation(line: 7, column: 13, scope: !10)
!32 = !DILocation(line: 8, column: 4, scope: !10)
!33 = !DILocation(line: 8, column: 7, scope: !10)
!34 = !DILocation(line: 8, column: 9, scope: !10)
!35 = !DILocation(line: 9, column: 4, scope: !10)
!36 = !DILocation(line: 9, column: 7, scope: !10)
!37 = !DILocation(line: 9, column: 9, scope: !10)
!38 = !DILocation(line: 10, column: 13, scope: !10)
!39 = !DILocation(line: 10, column: 4, scope: !10)
!40 = !DILocation(line: 10, column: 8, scope: !10)
!41 = !DILocation(line: 11, column: 13, scope: !10)
!42 = !DILocation(line: 11, column: 18, scope: !10)
!43 = !DILocalVariable(name: "r", scope: !10, file: !1, line: 11, type: !27)
!44 = !DILocation(line: 0, scope: !10)
!45 = !DILocation(line: 12, column: 11, scope: !10)
!46 = !DILocation(line: 12, column: 14, scope: !10)
!47 = !DILocation(line: 12, column: 2, scope: !10)
!48 = !DILocation(line: 13, column: 10, scope: !10)
!49 = !DILocation(line: 13, column: 13, scope: !10)
!50 = !DILocation(line: 13, column: 2, scope: !10)
!51 = !DILocation(line: 14, column: 13, scope: !10)
!52 = !DILocation(line: 14, column: 11, scope: !10)
!53 = !DILocation(line: 14, column: 21, scope: !10)
!54 = !DILocation(line: 14, column: 18, scope: !10)
!55 = !DILocation(line: 14, column: 2, scope: !10)
!56 = !DILocation(line: 15, column: 15, scope: !10)
!57 = !DILocation(line: 15, column: 22, scope: !10)
!58 = !DILocation(line: 15, column: 25, scope: !10)
!59 = !DILocation(line: 15, column: 19, scope: !10)
!60 = !DILocation(line: 15, column: 2, scope: !10)
!61 = !DILocation(line: 16, column: 13, scope: !10)
!62 = !DILocation(line: 16, column: 16, scope: !10)
!63 = !DILocation(line: 16, column: 10, scope: !10)
!64 = !DILocation(line: 16, column: 22, scope: !10)
!65 = !DILocation(line: 16, column: 25, scope: !10)
!66 = !DILocation(line: 16, column: 19, scope: !10)
!67 = !DILocation(line: 16, column: 2, scope: !10)
!68 = !DILocation(line: 17, column: 2, scope: !10)
