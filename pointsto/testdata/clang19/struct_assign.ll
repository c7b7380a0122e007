; ModuleID = '<stdin>'
source_filename = "c/struct_assign.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.S = type { ptr, i64, ptr }

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  %s1 = alloca %struct.S, align 8
  %s2 = alloca %struct.S, align 8
    #dbg_declare(ptr %a, !15, !DIExpression(), !16)
    #dbg_declare(ptr %b, !17, !DIExpression(), !18)
    #dbg_declare(ptr %s1, !19, !DIExpression(), !27)
  %p = getelementptr inbounds %struct.S, ptr %s1, i32 0, i32 0, !dbg !28
  store ptr %a, ptr %p, align 8, !dbg !28
  %n = getelementptr inbounds %struct.S, ptr %s1, i32 0, i32 1, !dbg !28
  store i64 3, ptr %n, align 8, !dbg !28
  %q = getelementptr inbounds %struct.S, ptr %s1, i32 0, i32 2, !dbg !28
  store ptr %b, ptr %q, align 8, !dbg !28
    #dbg_declare(ptr %s2, !29, !DIExpression(), !30)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %s2, ptr align 8 %s1, i64 24, i1 false), !dbg !31
  %p1 = getelementptr inbounds %struct.S, ptr %s2, i32 0, i32 0, !dbg !32
  %0 = load ptr, ptr %p1, align 8, !dbg !32
  call void @MAYALIAS(ptr noundef %0, ptr noundef %a), !dbg !33
  %q2 = getelementptr inbounds %struct.S, ptr %s2, i32 0, i32 2, !dbg !34
  %1 = load ptr, ptr %q2, align 8, !dbg !34
  call void @MAYALIAS(ptr noundef %1, ptr noundef %b), !dbg !35
  ret i32 0, !dbg !36
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare void @MAYALIAS(ptr noundef, ptr noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/struct_assign.c", directory: ".", checksumkind: CSK_MD5, checksum: "0c8bfc1cb645a0569f4e31445a803b1e")
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
!15 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 5, type: !13)
!16 = !DILocation(line: 5, column: 6, scope: !10)
!17 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 5, type: !13)
!18 = !DILocation(line: 5, column: 9, scope: !10)
!19 = !DILocalVariable(name: "s1", scope: !10, file: !1, line: 6, type: !20)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 3, size: 192, elements: !21)
!21 = !{!22, !24, !26}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !20, file: !1, line: 3, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !20, file: !1, line: 3, baseType: !25, size: 64, offset: 64)
!25 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "q", scope: !20, file: !1, line: 3, baseType: !23, size: 64, offset: 128)
!27 = !DILocation(line: 6, column: 11, scope: !10)
!28 = !DILocation(line: 6, column: 16, scope: !10)
!29 = !DILocalVariable(name: "s2", scope: !10, file: !1, line: 7, type: !20)
!30 = !DILocation(line: 7, column: 11, scope: !10)
!31 = !DILocation(line: 7, column: 16, scope: !10)
!32 = !DILocation(line: 8, column: 14, scope: !10)
!33 = !DILocation(line: 8, column: 2, scope: !10)
!34 = !DILocation(line: 9, column: 14, scope: !10)
!35 = !DILocation(line: 9, column: 2, scope: !10)
!36 = !DILocation(line: 10, column: 2, scope: !10)
