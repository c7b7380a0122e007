; ModuleID = '<stdin>'
source_filename = "c/recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.L = type { ptr, ptr }

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
    #dbg_declare(ptr %a, !15, !DIExpression(), !16)
    #dbg_declare(ptr %b, !17, !DIExpression(), !18)
  %call = call ptr @build(i32 noundef 3, ptr noundef %a), !dbg !19
    #dbg_value(ptr %call, !20, !DIExpression(), !27)
  %next = getelementptr inbounds %struct.L, ptr %call, i32 0, i32 0, !dbg !28
  %0 = load ptr, ptr %next, align 8, !dbg !28
  %v = getelementptr inbounds %struct.L, ptr %0, i32 0, i32 1, !dbg !29
  %1 = load ptr, ptr %v, align 8, !dbg !29
  call void @MAYALIAS(ptr noundef %1, ptr noundef %a), !dbg !30
  %v1 = getelementptr inbounds %struct.L, ptr %call, i32 0, i32 1, !dbg !31
  %2 = load ptr, ptr %v1, align 8, !dbg !31
  call void @NOALIAS(ptr noundef %2, ptr noundef %b), !dbg !32
  %next2 = getelementptr inbounds %struct.L, ptr %call, i32 0, i32 0, !dbg !33
  %3 = load ptr, ptr %next2, align 8, !dbg !33
  call void @MAYALIAS(ptr noundef %call, ptr noundef %3), !dbg !34
  ret i32 0, !dbg !35
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @build(i32 noundef %n, ptr noundef %v) #0 !dbg !36 {
entry:
    #dbg_value(i32 %n, !39, !DIExpression(), !40)
    #dbg_value(ptr %v, !41, !DIExpression(), !40)
  %cmp = icmp eq i32 %n, 0, !dbg !42
  br i1 %cmp, label %if.then, label %if.end, !dbg !44

if.then:                                          ; preds = %entry
  br label %return, !dbg !45

if.end:                                           ; preds = %entry
  %call = call noalias ptr @malloc(i64 noundef 16) #3, !dbg !46
    #dbg_value(ptr %call, !47, !DIExpression(), !40)
  %sub = sub nsw i32 %n, 1, !dbg !48
  %call1 = call ptr @build(i32 noundef %sub, ptr noundef %v), !dbg !49
  %next = getelementptr inbounds %struct.L, ptr %call, i32 0, i32 0, !dbg !50
  store ptr %call1, ptr %next, align 8, !dbg !51
  %v2 = getelementptr inbounds %struct.L, ptr %call, i32 0, i32 1, !dbg !52
  store ptr %v, ptr %v2, align 8, !dbg !53
  br label %return, !dbg !54

return:                                           ; preds = %if.end, %if.then
  %retval.0 = phi ptr [ null, %if.then ], [ %call, %if.end ], !dbg !40
  ret ptr %retval.0, !dbg !55
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
!1 = !DIFile(filename: "c/recursion.c", directory: ".", checksumkind: CSK_MD5, checksum: "2b8e2065a646929556952e1820d55bcc")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 12, type: !11, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 13, type: !13)
!16 = !DILocation(line: 13, column: 6, scope: !10)
!17 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 13, type: !13)
!18 = !DILocation(line: 13, column: 9, scope: !10)
!19 = !DILocation(line: 14, column: 16, scope: !10)
!20 = !DILocalVariable(name: "l", scope: !10, file: !1, line: 14, type: !21)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "L", file: !1, line: 4, size: 128, elements: !23)
!23 = !{!24, !25}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !22, file: !1, line: 4, baseType: !21, size: 64)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !22, file: !1, line: 4, baseType: !26, size: 64, offset: 64)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!27 = !DILocation(line: 0, scope: !10)
!28 = !DILocation(line: 15, column: 14, scope: !10)
!29 = !DILocation(line: 15, column: 20, scope: !10)
!30 = !DILocation(line: 15, column: 2, scope: !10)
!31 = !DILocation(line: 16, column: 13, scope: !10)
!32 = !DILocation(line: 16, column: 2, scope: !10)
!33 = !DILocation(line: 17, column: 17, scope: !10)
!34 = !DILocation(line: 17, column: 2, scope: !10)
!35 = !DILocation(line: 18, column: 2, scope: !10)
!36 = distinct !DISubprogram(name: "build", scope: !1, file: !1, line: 5, type: !37, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!37 = !DISubroutineType(types: !38)
!38 = !{!21, !13, !26}
!39 = !DILocalVariable(name: "n", arg: 1, scope: !36, file: !1, line: 5, type: !13)
!40 = !DILocation(line: 0, scope: !36)
!41 = !DILocalVariable(name: "v", arg: 2, scope: !36, file: !1, line: 5, type: !26)
!42 = !DILocation(line: 6, column: 8, scope: !43)
!43 = distinct !DILexicalBlock(scope: !36, file: !1, line: 6, column: 6)
!44 = !DILocation(line: 6, column: 6, scope: !36)
!45 = !DILocation(line: 6, column: 14, scope: !43)
!46 = !DILocation(line: 7, column: 16, scope: !36)
!47 = !DILocalVariable(name: "l", scope: !36, file: !1, line: 7, type: !21)
!48 = !DILocation(line: 8, column: 20, scope: !36)
!49 = !DILocation(line: 8, column: 12, scope: !36)
!50 = !DILocation(line: 8, column: 5, scope: !36)
!51 = !DILocation(line: 8, column: 10, scope: !36)
!52 = !DILocation(line: 9, column: 5, scope: !36)
!53 = !DILocation(line: 9, column: 7, scope: !36)
!54 = !DILocation(line: 10, column: 2, scope: !36)
!55 = !DILocation(line: 11, column: 1, scope: !36)
