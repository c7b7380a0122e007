; ModuleID = '<stdin>'
source_filename = "c/calloc_realloc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
entry:
  %a = alloca i32, align 4
  %call = call noalias i8* @calloc(i64 noundef 4, i64 noundef 8) #4, !dbg !15
  %0 = bitcast i8* %call to i32**, !dbg !15
  call void @llvm.dbg.value(metadata i32** %0, metadata !16, metadata !DIExpression()), !dbg !19
  %1 = bitcast i32** %0 to i8*, !dbg !20
  %call1 = call i8* @realloc(i8* noundef %1, i64 noundef 64) #4, !dbg !21
  %2 = bitcast i8* %call1 to i32**, !dbg !21
  call void @llvm.dbg.value(metadata i32** %2, metadata !22, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.declare(metadata i32* %a, metadata !23, metadata !DIExpression()), !dbg !24
  %arrayidx = getelementptr inbounds i32*, i32** %2, i64 0, !dbg !25
  store i32* %a, i32** %arrayidx, align 8, !dbg !26
  %3 = bitcast i32** %0 to i8*, !dbg !27
  %4 = bitcast i32** %2 to i8*, !dbg !28
  call void @MAYALIAS(i8* noundef %3, i8* noundef %4), !dbg !29
  %arrayidx2 = getelementptr inbounds i32*, i32** %2, i64 0, !dbg !30
  %5 = load i32*, i32** %arrayidx2, align 8, !dbg !30
  %6 = bitcast i32* %5 to i8*, !dbg !30
  %7 = bitcast i32* %a to i8*, !dbg !31
  call void @MAYALIAS(i8* noundef %6, i8* noundef %7), !dbg !32
  ret i32 0, !dbg !33
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #2

; Function Attrs: nounwind
declare i8* @realloc(i8* noundef, i64 noundef) #2

declare void @MAYALIAS(i8* noundef, i8* noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/calloc_realloc.c", directory: ".", checksumkind: CSK_MD5, checksum: "47169e73e04f03177f8d2c8c1d0ccf17")
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
!15 = !DILocation(line: 5, column: 12, scope: !10)
!16 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 5, type: !17)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!19 = !DILocation(line: 0, scope: !10)
!20 = !DILocation(line: 6, column: 20, scope: !10)
!21 = !DILocation(line: 6, column: 12, scope: !10)
!22 = !DILocalVariable(name: "q", scope: !10, file: !1, line: 6, type: !17)
!23 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 7, type: !13)
!24 = !DILocation(line: 7, column: 6, scope: !10)
!25 = !DILocation(line: 8, column: 2, scope: !10)
!26 = !DILocation(line: 8, column: 7, scope: !10)
!27 = !DILocation(line: 9, column: 11, scope: !10)
!28 = !DILocation(line: 9, column: 14, scope: !10)
!29 = !DILocation(line: 9, column: 2, scope: !10)
!30 = !DILocation(line: 10, column: 11, scope: !10)
!31 = !DILocation(line: 10, column: 17, scope: !10)
!32 = !DILocation(line: 10, column: 2, scope: !10)
!33 = !DILocation(line: 11, column: 2, scope: !10)
