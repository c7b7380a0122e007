; ModuleID = '<stdin>'
source_filename = "c/context_insensitive.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %a, metadata !15, metadata !DIExpression()), !dbg !16
  call void @llvm.dbg.declare(metadata i32* %b, metadata !17, metadata !DIExpression()), !dbg !18
  %call = call i32* @id(i32* noundef %a), !dbg !19
  call void @llvm.dbg.value(metadata i32* %call, metadata !20, metadata !DIExpression()), !dbg !22
  %call1 = call i32* @id(i32* noundef %b), !dbg !23
  call void @llvm.dbg.value(metadata i32* %call1, metadata !24, metadata !DIExpression()), !dbg !22
  %0 = bitcast i32* %call to i8*, !dbg !25
  %1 = bitcast i32* %a to i8*, !dbg !26
  call void @MAYALIAS(i8* noundef %0, i8* noundef %1), !dbg !27
  %2 = bitcast i32* %call1 to i8*, !dbg !28
  %3 = bitcast i32* %b to i8*, !dbg !29
  call void @MAYALIAS(i8* noundef %2, i8* noundef %3), !dbg !30
  %4 = bitcast i32* %call to i8*, !dbg !31
  %5 = bitcast i32* %call1 to i8*, !dbg !32
  call void @EXPECTEDFAIL_NOALIAS(i8* noundef %4, i8* noundef %5), !dbg !33
  ret i32 0, !dbg !34
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind uwtable
define internal i32* @id(i32* noundef %x) #0 !dbg !35 {
entry:
  call void @llvm.dbg.value(metadata i32* %x, metadata !38, metadata !DIExpression()), !dbg !39
  ret i32* %x, !dbg !40
}

declare void @MAYALIAS(i8* noundef, i8* noundef) #2

declare void @EXPECTEDFAIL_NOALIAS(i8* noundef, i8* noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/context_insensitive.c", directory: ".", checksumkind: CSK_MD5, checksum: "ed3e9acf8ea1db3e66ad7169f626fe92")
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
!19 = !DILocation(line: 6, column: 11, scope: !10)
!20 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 6, type: !21)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!22 = !DILocation(line: 0, scope: !10)
!23 = !DILocation(line: 7, column: 11, scope: !10)
!24 = !DILocalVariable(name: "q", scope: !10, file: !1, line: 7, type: !21)
!25 = !DILocation(line: 8, column: 11, scope: !10)
!26 = !DILocation(line: 8, column: 14, scope: !10)
!27 = !DILocation(line: 8, column: 2, scope: !10)
!28 = !DILocation(line: 9, column: 11, scope: !10)
!29 = !DILocation(line: 9, column: 14, scope: !10)
!30 = !DILocation(line: 9, column: 2, scope: !10)
!31 = !DILocation(line: 10, column: 23, scope: !10)
!32 = !DILocation(line: 10, column: 26, scope: !10)
!33 = !DILocation(line: 10, column: 2, scope: !10)
!34 = !DILocation(line: 11, column: 2, scope: !10)
!35 = distinct !DISubprogram(name: "id", scope: !1, file: !1, line: 3, type: !36, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!36 = !DISubroutineType(types: !37)
!37 = !{!21, !21}
!38 = !DILocalVariable(name: "x", arg: 1, scope: !35, file: !1, line: 3, type: !21)
!39 = !DILocation(line: 0, scope: !35)
!40 = !DILocation(line: 3, column: 26, scope: !35)
