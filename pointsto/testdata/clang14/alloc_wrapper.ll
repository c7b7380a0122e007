; ModuleID = '<stdin>'
source_filename = "c/alloc_wrapper.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
entry:
  %call = call i8* @xmalloc(i64 noundef 4), !dbg !15
  %0 = bitcast i8* %call to i32*, !dbg !15
  call void @llvm.dbg.value(metadata i32* %0, metadata !16, metadata !DIExpression()), !dbg !18
  %call1 = call i8* @xmalloc(i64 noundef 4), !dbg !19
  %1 = bitcast i8* %call1 to i32*, !dbg !19
  call void @llvm.dbg.value(metadata i32* %1, metadata !20, metadata !DIExpression()), !dbg !18
  %2 = bitcast i32* %0 to i8*, !dbg !21
  %3 = bitcast i32* %0 to i8*, !dbg !22
  call void @MAYALIAS(i8* noundef %2, i8* noundef %3), !dbg !23
  %4 = bitcast i32* %0 to i8*, !dbg !24
  %5 = bitcast i32* %1 to i8*, !dbg !25
  call void @NOALIAS(i8* noundef %4, i8* noundef %5), !dbg !26
  ret i32 0, !dbg !27
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind uwtable
define internal i8* @xmalloc(i64 noundef %n) #0 !dbg !28 {
entry:
  call void @llvm.dbg.value(metadata i64 %n, metadata !35, metadata !DIExpression()), !dbg !36
  %call = call noalias i8* @malloc(i64 noundef %n) #5, !dbg !37
  call void @llvm.dbg.value(metadata i8* %call, metadata !38, metadata !DIExpression()), !dbg !36
  %tobool = icmp ne i8* %call, null, !dbg !39
  br i1 %tobool, label %if.end, label %if.then, !dbg !41

if.then:                                          ; preds = %entry
  call void @abort() #6, !dbg !42
  unreachable, !dbg !42

if.end:                                           ; preds = %entry
  ret i8* %call, !dbg !43
}

declare void @MAYALIAS(i8* noundef, i8* noundef) #2

declare void @NOALIAS(i8* noundef, i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noreturn nounwind
declare void @abort() #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/alloc_wrapper.c", directory: ".", checksumkind: CSK_MD5, checksum: "c5762654fce6d2dbb050b056a4e52ffd")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 9, type: !11, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocation(line: 10, column: 11, scope: !10)
!16 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 10, type: !17)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!18 = !DILocation(line: 0, scope: !10)
!19 = !DILocation(line: 11, column: 11, scope: !10)
!20 = !DILocalVariable(name: "q", scope: !10, file: !1, line: 11, type: !17)
!21 = !DILocation(line: 12, column: 11, scope: !10)
!22 = !DILocation(line: 12, column: 14, scope: !10)
!23 = !DILocation(line: 12, column: 2, scope: !10)
!24 = !DILocation(line: 13, column: 10, scope: !10)
!25 = !DILocation(line: 13, column: 13, scope: !10)
!26 = !DILocation(line: 13, column: 2, scope: !10)
!27 = !DILocation(line: 14, column: 2, scope: !10)
!28 = distinct !DISubprogram(name: "xmalloc", scope: !1, file: !1, line: 4, type: !29, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!29 = !DISubroutineType(types: !30)
!30 = !{!31, !32}
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !33, line: 46, baseType: !34)
!33 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!34 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!35 = !DILocalVariable(name: "n", arg: 1, scope: !28, file: !1, line: 4, type: !32)
!36 = !DILocation(line: 0, scope: !28)
!37 = !DILocation(line: 5, column: 12, scope: !28)
!38 = !DILocalVariable(name: "p", scope: !28, file: !1, line: 5, type: !31)
!39 = !DILocation(line: 6, column: 7, scope: !40)
!40 = distinct !DILexicalBlock(scope: !28, file: !1, line: 6, column: 6)
!41 = !DILocation(line: 6, column: 6, scope: !28)
!42 = !DILocation(line: 6, column: 10, scope: !40)
!43 = !DILocation(line: 7, column: 2, scope: !28)
