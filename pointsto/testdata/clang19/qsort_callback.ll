; ModuleID = '<stdin>'
source_filename = "c/qsort_callback.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.arr = private unnamed_addr constant [4 x i32] [i32 3, i32 1, i32 2, i32 0], align 16
@seen = internal global ptr null, align 8, !dbg !0

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !16 {
entry:
  %arr = alloca [4 x i32], align 16
    #dbg_declare(ptr %arr, !20, !DIExpression(), !24)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %arr, ptr align 16 @__const.main.arr, i64 16, i1 false), !dbg !24
  %arraydecay = getelementptr inbounds [4 x i32], ptr %arr, i64 0, i64 0, !dbg !25
  call void @qsort(ptr noundef %arraydecay, i64 noundef 4, i64 noundef 4, ptr noundef @cmp), !dbg !26
  %0 = load ptr, ptr @seen, align 8, !dbg !27
  %arraydecay1 = getelementptr inbounds [4 x i32], ptr %arr, i64 0, i64 0, !dbg !28
  call void @MAYALIAS(ptr noundef %0, ptr noundef %arraydecay1), !dbg !29
  ret i32 0, !dbg !30
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @cmp(ptr noundef %x, ptr noundef %y) #0 !dbg !31 {
entry:
    #dbg_value(ptr %x, !36, !DIExpression(), !37)
    #dbg_value(ptr %y, !38, !DIExpression(), !37)
  store ptr %x, ptr @seen, align 8, !dbg !39
  ret i32 0, !dbg !40
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "seen", scope: !2, file: !3, line: 4, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "c/qsort_callback.c", directory: ".", checksumkind: CSK_MD5, checksum: "a17b79177a1283da999451008faf05a8")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!0}
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 8, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 2}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 6, type: !17, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !19)
!17 = !DISubroutineType(types: !18)
!18 = !{!6}
!19 = !{}
!20 = !DILocalVariable(name: "arr", scope: !16, file: !3, line: 7, type: !21)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 4)
!24 = !DILocation(line: 7, column: 6, scope: !16)
!25 = !DILocation(line: 8, column: 8, scope: !16)
!26 = !DILocation(line: 8, column: 2, scope: !16)
!27 = !DILocation(line: 9, column: 11, scope: !16)
!28 = !DILocation(line: 9, column: 17, scope: !16)
!29 = !DILocation(line: 9, column: 2, scope: !16)
!30 = !DILocation(line: 10, column: 2, scope: !16)
!31 = distinct !DISubprogram(name: "cmp", scope: !3, file: !3, line: 5, type: !32, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !19)
!32 = !DISubroutineType(types: !33)
!33 = !{!6, !34, !34}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!35 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!36 = !DILocalVariable(name: "x", arg: 1, scope: !31, file: !3, line: 5, type: !34)
!37 = !DILocation(line: 0, scope: !31)
!38 = !DILocalVariable(name: "y", arg: 2, scope: !31, file: !3, line: 5, type: !34)
!39 = !DILocation(line: 5, column: 53, scope: !31)
!40 = !DILocation(line: 5, column: 74, scope: !31)
