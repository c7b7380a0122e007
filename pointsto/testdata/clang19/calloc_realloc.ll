; ModuleID = '<stdin>'
source_filename = "c/calloc_realloc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
entry:
  %a = alloca i32, align 4
  %call = call noalias ptr @calloc(i64 noundef 4, i64 noundef 8) #4, !dbg !15
    #dbg_value(ptr %call, !16, !DIExpression(), !19)
  %call1 = call ptr @realloc(ptr noundef %call, i64 noundef 64) #5, !dbg !20
    #dbg_value(ptr %call1, !21, !DIExpression(), !19)
    #dbg_declare(ptr %a, !22, !DIExpression(), !23)
  %arrayidx = getelementptr inbounds ptr, ptr %call1, i64 0, !dbg !24
  store ptr %a, ptr %arrayidx, align 8, !dbg !25
  call void @MAYALIAS(ptr noundef %call, ptr noundef %call1), !dbg !26
  %arrayidx2 = getelementptr inbounds ptr, ptr %call1, i64 0, !dbg !27
  %0 = load ptr, ptr %arrayidx2, align 8, !dbg !27
  call void @MAYALIAS(ptr noundef %0, ptr noundef %a), !dbg !28
  ret i32 0, !dbg !29
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: nounwind allocsize(1)
declare ptr @realloc(ptr noundef, i64 noundef) #2

declare void @MAYALIAS(ptr noundef, ptr noundef) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0,1) }
attributes #5 = { nounwind allocsize(1) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/calloc_realloc.c", directory: ".", checksumkind: CSK_MD5, checksum: "47169e73e04f03177f8d2c8c1d0ccf17")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
!20 = !DILocation(line: 6, column: 12, scope: !10)
!21 = !DILocalVariable(name: "q", scope: !10, file: !1, line: 6, type: !17)
!22 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 7, type: !13)
!23 = !DILocation(line: 7, column: 6, scope: !10)
!24 = !DILocation(line: 8, column: 2, scope: !10)
!25 = !DILocation(line: 8, column: 7, scope: !10)
!26 = !DILocation(line: 9, column: 2, scope: !10)
!27 = !DILocation(line: 10, column: 11, scope: !10)
!28 = !DILocation(line: 10, column: 2, scope: !10)
!29 = !DILocation(line: 11, column: 2, scope: !10)
