; ModuleID = '<stdin>'
source_filename = "c/int_in_memory.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !16 {
entry:
  %a = alloca i32, align 4
    #dbg_declare(ptr %a, !20, !DIExpression(), !21)
    #dbg_value(ptr undef, !22, !DIExpression(), !24)
  %0 = ptrtoint ptr %a to i64, !dbg !25
    #dbg_value(i64 %0, !26, !DIExpression(), !24)
  %1 = inttoptr i64 %0 to ptr, !dbg !27
    #dbg_value(ptr %1, !28, !DIExpression(), !24)
  call void @MAYALIAS(ptr noundef %1, ptr noundef %a), !dbg !29
  ret i32 0, !dbg !30
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/int_in_memory.c", directory: ".", checksumkind: CSK_MD5, checksum: "7e9ed8c0ecf584e55b0a6019aa8a2be7")
!2 = !{!3, !6}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !4, line: 90, baseType: !5)
!4 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 8, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 2}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 4, type: !17, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!17 = !DISubroutineType(types: !18)
!18 = !{!7}
!19 = !{}
!20 = !DILocalVariable(name: "a", scope: !16, file: !1, line: 5, type: !7)
!21 = !DILocation(line: 5, column: 6, scope: !16)
!22 = !DILocalVariable(name: "pc", scope: !16, file: !1, line: 7, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!24 = !DILocation(line: 0, scope: !16)
!25 = !DILocation(line: 8, column: 8, scope: !16)
!26 = !DILocalVariable(name: "cell", scope: !16, file: !1, line: 6, type: !3)
!27 = !DILocation(line: 9, column: 11, scope: !16)
!28 = !DILocalVariable(name: "p", scope: !16, file: !1, line: 9, type: !6)
!29 = !DILocation(line: 10, column: 2, scope: !16)
!30 = !DILocation(line: 11, column: 2, scope: !16)
