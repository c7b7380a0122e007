; ModuleID = '<stdin>'
source_filename = "c/double_pointer_param.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
entry:
  %p = alloca i32*, align 8
  %q = alloca i32*, align 8
  call void @llvm.dbg.declare(metadata i32** %p, metadata !15, metadata !DIExpression()), !dbg !17
  call void @llvm.dbg.declare(metadata i32** %q, metadata !18, metadata !DIExpression()), !dbg !19
  call void @alloc(i32** noundef %p), !dbg !20
  call void @alloc(i32** noundef %q), !dbg !21
  %0 = load i32*, i32** %p, align 8, !dbg !22
  %1 = bitcast i32* %0 to i8*, !dbg !22
  %2 = load i32*, i32** %q, align 8, !dbg !23
  %3 = bitcast i32* %2 to i8*, !dbg !23
  call void @MAYALIAS(i8* noundef %1, i8* noundef %3), !dbg !24
  %4 = bitcast i32** %p to i8*, !dbg !25
  %5 = bitcast i32** %q to i8*, !dbg !26
  call void @NOALIAS(i8* noundef %4, i8* noundef %5), !dbg !27
  ret i32 0, !dbg !28
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind uwtable
define internal void @alloc(i32** noundef %out) #0 !dbg !29 {
entry:
  call void @llvm.dbg.value(metadata i32** %out, metadata !33, metadata !DIExpression()), !dbg !34
  %call = call noalias i8* @malloc(i64 noundef 4) #4, !dbg !35
  %0 = bitcast i8* %call to i32*, !dbg !35
  store i32* %0, i32** %out, align 8, !dbg !36
  ret void, !dbg !37
}

declare void @MAYALIAS(i8* noundef, i8* noundef) #2

declare void @NOALIAS(i8* noundef, i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/double_pointer_param.c", directory: ".", checksumkind: CSK_MD5, checksum: "baf58e41bdbf06082187f38894fb2eda")
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
!15 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 6, type: !16)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!17 = !DILocation(line: 6, column: 7, scope: !10)
!18 = !DILocalVariable(name: "q", scope: !10, file: !1, line: 6, type: !16)
!19 = !DILocation(line: 6, column: 11, scope: !10)
!20 = !DILocation(line: 7, column: 2, scope: !10)
!21 = !DILocation(line: 8, column: 2, scope: !10)
!22 = !DILocation(line: 9, column: 11, scope: !10)
!23 = !DILocation(line: 9, column: 14, scope: !10)
!24 = !DILocation(line: 9, column: 2, scope: !10)
!25 = !DILocation(line: 10, column: 10, scope: !10)
!26 = !DILocation(line: 10, column: 14, scope: !10)
!27 = !DILocation(line: 10, column: 2, scope: !10)
!28 = !DILocation(line: 11, column: 2, scope: !10)
!29 = distinct !DISubprogram(name: "alloc", scope: !1, file: !1, line: 4, type: !30, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!30 = !DISubroutineType(types: !31)
!31 = !{null, !32}
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!33 = !DILocalVariable(name: "out", arg: 1, scope: !29, file: !1, line: 4, type: !32)
!34 = !DILocation(line: 0, scope: !29)
!35 = !DILocation(line: 4, column: 39, scope: !29)
!36 = !DILocation(line: 4, column: 37, scope: !29)
!37 = !DILocation(line: 4, column: 60, scope: !29)
