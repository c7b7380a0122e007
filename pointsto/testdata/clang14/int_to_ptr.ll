; ModuleID = '<stdin>'
source_filename = "c/int_to_ptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !16 {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %a, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %b, metadata !22, metadata !DIExpression()), !dbg !23
  %0 = ptrtoint i32* %a to i64, !dbg !24
  call void @llvm.dbg.value(metadata i64 %0, metadata !25, metadata !DIExpression()), !dbg !26
  %1 = inttoptr i64 %0 to i32*, !dbg !27
  call void @llvm.dbg.value(metadata i32* %1, metadata !28, metadata !DIExpression()), !dbg !26
  %2 = bitcast i32* %1 to i8*, !dbg !29
  %3 = bitcast i32* %a to i8*, !dbg !30
  call void @MAYALIAS(i8* noundef %2, i8* noundef %3), !dbg !31
  %4 = ptrtoint i32* %b to i64, !dbg !32
  %add = add i64 %4, 0, !dbg !33
  call void @llvm.dbg.value(metadata i64 %add, metadata !34, metadata !DIExpression()), !dbg !26
  %5 = inttoptr i64 %add to i32*, !dbg !35
  call void @llvm.dbg.value(metadata i32* %5, metadata !36, metadata !DIExpression()), !dbg !26
  %6 = bitcast i32* %5 to i8*, !dbg !37
  %7 = bitcast i32* %b to i8*, !dbg !38
  call void @MAYALIAS(i8* noundef %6, i8* noundef %7), !dbg !39
  ret i32 0, !dbg !40
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
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/int_to_ptr.c", directory: ".", checksumkind: CSK_MD5, checksum: "cf85e3c9a90d51ebfd2090c4b6f9a2b6")
!2 = !{!3, !6}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !4, line: 90, baseType: !5)
!4 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 4, type: !17, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!17 = !DISubroutineType(types: !18)
!18 = !{!7}
!19 = !{}
!20 = !DILocalVariable(name: "a", scope: !16, file: !1, line: 5, type: !7)
!21 = !DILocation(line: 5, column: 6, scope: !16)
!22 = !DILocalVariable(name: "b", scope: !16, file: !1, line: 5, type: !7)
!23 = !DILocation(line: 5, column: 9, scope: !16)
!24 = !DILocation(line: 6, column: 17, scope: !16)
!25 = !DILocalVariable(name: "ia", scope: !16, file: !1, line: 6, type: !3)
!26 = !DILocation(line: 0, scope: !16)
!27 = !DILocation(line: 7, column: 11, scope: !16)
!28 = !DILocalVariable(name: "p", scope: !16, file: !1, line: 7, type: !6)
!29 = !DILocation(line: 8, column: 11, scope: !16)
!30 = !DILocation(line: 8, column: 14, scope: !16)
!31 = !DILocation(line: 8, column: 2, scope: !16)
!32 = !DILocation(line: 9, column: 17, scope: !16)
!33 = !DILocation(line: 9, column: 31, scope: !16)
!34 = !DILocalVariable(name: "ib", scope: !16, file: !1, line: 9, type: !3)
!35 = !DILocation(line: 10, column: 11, scope: !16)
!36 = !DILocalVariable(name: "q", scope: !16, file: !1, line: 10, type: !6)
!37 = !DILocation(line: 11, column: 11, scope: !16)
!38 = !DILocation(line: 11, column: 14, scope: !16)
!39 = !DILocation(line: 11, column: 2, scope: !16)
!40 = !DILocation(line: 12, column: 2, scope: !16)
