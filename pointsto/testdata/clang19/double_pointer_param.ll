; ModuleID = '<stdin>'
source_filename = "c/double_pointer_param.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
entry:
  %p = alloca ptr, align 8
  %q = alloca ptr, align 8
    #dbg_declare(ptr %p, !15, !DIExpression(), !17)
    #dbg_declare(ptr %q, !18, !DIExpression(), !19)
  call void @alloc(ptr noundef %p), !dbg !20
  call void @alloc(ptr noundef %q), !dbg !21
  %0 = load ptr, ptr %p, align 8, !dbg !22
  %1 = load ptr, ptr %q, align 8, !dbg !23
  call void @MAYALIAS(ptr noundef %0, ptr noundef %1), !dbg !24
  call void @NOALIAS(ptr noundef %p, ptr noundef %q), !dbg !25
  ret i32 0, !dbg !26
}

; Function Attrs: noinline nounwind uwtable
define internal void @alloc(ptr noundef %out) #0 !dbg !27 {
entry:
    #dbg_value(ptr %out, !31, !DIExpression(), !32)
  %call = call noalias ptr @malloc(i64 noundef 4) #3, !dbg !33
  store ptr %call, ptr %out, align 8, !dbg !34
  ret void, !dbg !35
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @NOALIAS(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/double_pointer_param.c", directory: ".", checksumkind: CSK_MD5, checksum: "baf58e41bdbf06082187f38894fb2eda")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
!25 = !DILocation(line: 10, column: 2, scope: !10)
!26 = !DILocation(line: 11, column: 2, scope: !10)
!27 = distinct !DISubprogram(name: "alloc", scope: !1, file: !1, line: 4, type: !28, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!28 = !DISubroutineType(types: !29)
!29 = !{null, !30}
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!31 = !DILocalVariable(name: "out", arg: 1, scope: !27, file: !1, line: 4, type: !30)
!32 = !DILocation(line: 0, scope: !27)
!33 = !DILocation(line: 4, column: 39, scope: !27)
!34 = !DILocation(line: 4, column: 37, scope: !27)
!35 = !DILocation(line: 4, column: 60, scope: !27)
