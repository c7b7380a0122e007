; ModuleID = 'wrapper.c'
source_filename = "wrapper.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.graph = type { i32, ptr }
%struct.edge = type { i32, i32, float }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1, !dbg !0
@stderr = external global ptr, align 8
@.str.1 = private unnamed_addr constant [15 x i8] c"out of memory\0A\00", align 1, !dbg !7

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !22 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %g = alloca ptr, align 8
  %i = alloca i32, align 4
  %s = alloca float, align 4
  %i16 = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
    #dbg_declare(ptr %argc.addr, !29, !DIExpression(), !30)
  store ptr %argv, ptr %argv.addr, align 8
    #dbg_declare(ptr %argv.addr, !31, !DIExpression(), !32)
    #dbg_declare(ptr %g, !33, !DIExpression(), !46)
  %call = call ptr @xmalloc(i64 noundef 16), !dbg !47
  store ptr %call, ptr %g, align 8, !dbg !46
  %0 = load i32, ptr %argc.addr, align 4, !dbg !48
  %mul = mul nsw i32 %0, 4, !dbg !49
  %1 = load ptr, ptr %g, align 8, !dbg !50
  %nedges = getelementptr inbounds %struct.graph, ptr %1, i32 0, i32 0, !dbg !51
  store i32 %mul, ptr %nedges, align 8, !dbg !52
  %2 = load ptr, ptr %g, align 8, !dbg !53
  %nedges1 = getelementptr inbounds %struct.graph, ptr %2, i32 0, i32 0, !dbg !54
  %3 = load i32, ptr %nedges1, align 8, !dbg !54
  %conv = sext i32 %3 to i64, !dbg !53
  %mul2 = mul i64 %conv, 12, !dbg !55
  %call3 = call ptr @xmalloc(i64 noundef %mul2), !dbg !56
  %4 = load ptr, ptr %g, align 8, !dbg !57
  %edges = getelementptr inbounds %struct.graph, ptr %4, i32 0, i32 1, !dbg !58
  store ptr %call3, ptr %edges, align 8, !dbg !59
    #dbg_declare(ptr %i, !60, !DIExpression(), !62)
  store i32 0, ptr %i, align 4, !dbg !62
  br label %for.cond, !dbg !63

for.cond:                                         ; preds = %for.inc, %entry
  %5 = load i32, ptr %i, align 4, !dbg !64
  %6 = load ptr, ptr %g, align 8, !dbg !66
  %nedges4 = getelementptr inbounds %struct.graph, ptr %6, i32 0, i32 0, !dbg !67
  %7 = load i32, ptr %nedges4, align 8, !dbg !67
  %cmp = icmp slt i32 %5, %7, !dbg !68
  br i1 %cmp, label %for.body, label %for.end, !dbg !69

for.body:                                         ; preds = %for.cond
  %8 = load i32, ptr %i, align 4, !dbg !70
  %9 = load ptr, ptr %g, align 8, !dbg !72
  %edges6 = getelementptr inbounds %struct.graph, ptr %9, i32 0, i32 1, !dbg !73
  %10 = load ptr, ptr %edges6, align 8, !dbg !73
  %11 = load i32, ptr %i, align 4, !dbg !74
  %idxprom = sext i32 %11 to i64, !dbg !72
  %arrayidx = getelementptr inbounds %struct.edge, ptr %10, i64 %idxprom, !dbg !72
  %from = getelementptr inbounds %struct.edge, ptr %arrayidx, i32 0, i32 0, !dbg !75
  store i32 %8, ptr %from, align 4, !dbg !76
  %12 = load i32, ptr %i, align 4, !dbg !77
  %add = add nsw i32 %12, 1, !dbg !78
  %13 = load ptr, ptr %g, align 8, !dbg !79
  %nedges7 = getelementptr inbounds %struct.graph, ptr %13, i32 0, i32 0, !dbg !80
  %14 = load i32, ptr %nedges7, align 8, !dbg !80
  %rem = srem i32 %add, %14, !dbg !81
  %15 = load ptr, ptr %g, align 8, !dbg !82
  %edges8 = getelementptr inbounds %struct.graph, ptr %15, i32 0, i32 1, !dbg !83
  %16 = load ptr, ptr %edges8, align 8, !dbg !83
  %17 = load i32, ptr %i, align 4, !dbg !84
  %idxprom9 = sext i32 %17 to i64, !dbg !82
  %arrayidx10 = getelementptr inbounds %struct.edge, ptr %16, i64 %idxprom9, !dbg !82
  %to = getelementptr inbounds %struct.edge, ptr %arrayidx10, i32 0, i32 1, !dbg !85
  store i32 %rem, ptr %to, align 4, !dbg !86
  %18 = load i32, ptr %i, align 4, !dbg !87
  %add11 = add nsw i32 %18, 1, !dbg !88
  %conv12 = sitofp i32 %add11 to float, !dbg !89
  %div = fdiv float 1.000000e+00, %conv12, !dbg !90
  %19 = load ptr, ptr %g, align 8, !dbg !91
  %edges13 = getelementptr inbounds %struct.graph, ptr %19, i32 0, i32 1, !dbg !92
  %20 = load ptr, ptr %edges13, align 8, !dbg !92
  %21 = load i32, ptr %i, align 4, !dbg !93
  %idxprom14 = sext i32 %21 to i64, !dbg !91
  %arrayidx15 = getelementptr inbounds %struct.edge, ptr %20, i64 %idxprom14, !dbg !91
  %w = getelementptr inbounds %struct.edge, ptr %arrayidx15, i32 0, i32 2, !dbg !94
  store float %div, ptr %w, align 4, !dbg !95
  br label %for.inc, !dbg !96

for.inc:                                          ; preds = %for.body
  %22 = load i32, ptr %i, align 4, !dbg !97
  %inc = add nsw i32 %22, 1, !dbg !97
  store i32 %inc, ptr %i, align 4, !dbg !97
  br label %for.cond, !dbg !98, !llvm.loop !99

for.end:                                          ; preds = %for.cond
    #dbg_declare(ptr %s, !102, !DIExpression(), !103)
  store float 0.000000e+00, ptr %s, align 4, !dbg !103
    #dbg_declare(ptr %i16, !104, !DIExpression(), !106)
  store i32 0, ptr %i16, align 4, !dbg !106
  br label %for.cond17, !dbg !107

for.cond17:                                       ; preds = %for.inc27, %for.end
  %23 = load i32, ptr %i16, align 4, !dbg !108
  %24 = load ptr, ptr %g, align 8, !dbg !110
  %nedges18 = getelementptr inbounds %struct.graph, ptr %24, i32 0, i32 0, !dbg !111
  %25 = load i32, ptr %nedges18, align 8, !dbg !111
  %cmp19 = icmp slt i32 %23, %25, !dbg !112
  br i1 %cmp19, label %for.body21, label %for.end29, !dbg !113

for.body21:                                       ; preds = %for.cond17
  %26 = load ptr, ptr %g, align 8, !dbg !114
  %edges22 = getelementptr inbounds %struct.graph, ptr %26, i32 0, i32 1, !dbg !115
  %27 = load ptr, ptr %edges22, align 8, !dbg !115
  %28 = load i32, ptr %i16, align 4, !dbg !116
  %idxprom23 = sext i32 %28 to i64, !dbg !114
  %arrayidx24 = getelementptr inbounds %struct.edge, ptr %27, i64 %idxprom23, !dbg !114
  %w25 = getelementptr inbounds %struct.edge, ptr %arrayidx24, i32 0, i32 2, !dbg !117
  %29 = load float, ptr %w25, align 4, !dbg !117
  %30 = load float, ptr %s, align 4, !dbg !118
  %add26 = fadd float %30, %29, !dbg !118
  store float %add26, ptr %s, align 4, !dbg !118
  br label %for.inc27, !dbg !119

for.inc27:                                        ; preds = %for.body21
  %31 = load i32, ptr %i16, align 4, !dbg !120
  %inc28 = add nsw i32 %31, 1, !dbg !120
  store i32 %inc28, ptr %i16, align 4, !dbg !120
  br label %for.cond17, !dbg !121, !llvm.loop !122

for.end29:                                        ; preds = %for.cond17
  %32 = load float, ptr %s, align 4, !dbg !124
  %conv30 = fpext float %32 to double, !dbg !124
  %call31 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %conv30), !dbg !125
  ret i32 0, !dbg !126
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @xmalloc(i64 noundef %n) #0 !dbg !127 {
entry:
  %n.addr = alloca i64, align 8
  %p = alloca ptr, align 8
  store i64 %n, ptr %n.addr, align 8
    #dbg_declare(ptr %n.addr, !134, !DIExpression(), !135)
    #dbg_declare(ptr %p, !136, !DIExpression(), !137)
  %0 = load i64, ptr %n.addr, align 8, !dbg !138
  %call = call noalias ptr @malloc(i64 noundef %0) #5, !dbg !139
  store ptr %call, ptr %p, align 8, !dbg !137
  %1 = load ptr, ptr %p, align 8, !dbg !140
  %tobool = icmp ne ptr %1, null, !dbg !140
  br i1 %tobool, label %if.end, label %if.then, !dbg !142

if.then:                                          ; preds = %entry
  %2 = load ptr, ptr @stderr, align 8, !dbg !143
  %call1 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %2, ptr noundef @.str.1) #6, !dbg !145
  call void @exit(i32 noundef 1) #7, !dbg !146
  unreachable, !dbg !146

if.end:                                           ; preds = %entry
  %3 = load ptr, ptr %p, align 8, !dbg !147
  ret ptr %3, !dbg !148
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

; Function Attrs: nounwind
declare i32 @fprintf(ptr noundef, ptr noundef, ...) #3

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!12}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "wrapper.c", directory: ".", checksumkind: CSK_MD5, checksum: "818010b9b7f10200cf18e8c873828b20")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 15)
!12 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !13, splitDebugInlining: false, nameTableKind: None)
!13 = !{!0, !7}
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 28, type: !23, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !12, retainedNodes: !28)
!23 = !DISubroutineType(types: !24)
!24 = !{!25, !25, !26}
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!28 = !{}
!29 = !DILocalVariable(name: "argc", arg: 1, scope: !22, file: !2, line: 28, type: !25)
!30 = !DILocation(line: 28, column: 14, scope: !22)
!31 = !DILocalVariable(name: "argv", arg: 2, scope: !22, file: !2, line: 28, type: !26)
!32 = !DILocation(line: 28, column: 27, scope: !22)
!33 = !DILocalVariable(name: "g", scope: !22, file: !2, line: 30, type: !34)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!35 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "graph", file: !2, line: 11, size: 128, elements: !36)
!36 = !{!37, !38}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "nedges", scope: !35, file: !2, line: 12, baseType: !25, size: 32)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "edges", scope: !35, file: !2, line: 13, baseType: !39, size: 64, offset: 64)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "edge", file: !2, line: 6, size: 96, elements: !41)
!41 = !{!42, !43, !44}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "from", scope: !40, file: !2, line: 7, baseType: !25, size: 32)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "to", scope: !40, file: !2, line: 7, baseType: !25, size: 32, offset: 32)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !40, file: !2, line: 8, baseType: !45, size: 32, offset: 64)
!45 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!46 = !DILocation(line: 30, column: 16, scope: !22)
!47 = !DILocation(line: 30, column: 20, scope: !22)
!48 = !DILocation(line: 31, column: 14, scope: !22)
!49 = !DILocation(line: 31, column: 19, scope: !22)
!50 = !DILocation(line: 31, column: 2, scope: !22)
!51 = !DILocation(line: 31, column: 5, scope: !22)
!52 = !DILocation(line: 31, column: 12, scope: !22)
!53 = !DILocation(line: 32, column: 21, scope: !22)
!54 = !DILocation(line: 32, column: 24, scope: !22)
!55 = !DILocation(line: 32, column: 31, scope: !22)
!56 = !DILocation(line: 32, column: 13, scope: !22)
!57 = !DILocation(line: 32, column: 2, scope: !22)
!58 = !DILocation(line: 32, column: 5, scope: !22)
!59 = !DILocation(line: 32, column: 11, scope: !22)
!60 = !DILocalVariable(name: "i", scope: !61, file: !2, line: 33, type: !25)
!61 = distinct !DILexicalBlock(scope: !22, file: !2, line: 33, column: 2)
!62 = !DILocation(line: 33, column: 11, scope: !61)
!63 = !DILocation(line: 33, column: 7, scope: !61)
!64 = !DILocation(line: 33, column: 18, scope: !65)
!65 = distinct !DILexicalBlock(scope: !61, file: !2, line: 33, column: 2)
!66 = !DILocation(line: 33, column: 22, scope: !65)
!67 = !DILocation(line: 33, column: 25, scope: !65)
!68 = !DILocation(line: 33, column: 20, scope: !65)
!69 = !DILocation(line: 33, column: 2, scope: !61)
!70 = !DILocation(line: 34, column: 22, scope: !71)
!71 = distinct !DILexicalBlock(scope: !65, file: !2, line: 33, column: 38)
!72 = !DILocation(line: 34, column: 3, scope: !71)
!73 = !DILocation(line: 34, column: 6, scope: !71)
!74 = !DILocation(line: 34, column: 12, scope: !71)
!75 = !DILocation(line: 34, column: 15, scope: !71)
!76 = !DILocation(line: 34, column: 20, scope: !71)
!77 = !DILocation(line: 35, column: 21, scope: !71)
!78 = !DILocation(line: 35, column: 23, scope: !71)
!79 = !DILocation(line: 35, column: 30, scope: !71)
!80 = !DILocation(line: 35, column: 33, scope: !71)
!81 = !DILocation(line: 35, column: 28, scope: !71)
!82 = !DILocation(line: 35, column: 3, scope: !71)
!83 = !DILocation(line: 35, column: 6, scope: !71)
!84 = !DILocation(line: 35, column: 12, scope: !71)
!85 = !DILocation(line: 35, column: 15, scope: !71)
!86 = !DILocation(line: 35, column: 18, scope: !71)
!87 = !DILocation(line: 36, column: 27, scope: !71)
!88 = !DILocation(line: 36, column: 29, scope: !71)
!89 = !DILocation(line: 36, column: 26, scope: !71)
!90 = !DILocation(line: 36, column: 24, scope: !71)
!91 = !DILocation(line: 36, column: 3, scope: !71)
!92 = !DILocation(line: 36, column: 6, scope: !71)
!93 = !DILocation(line: 36, column: 12, scope: !71)
!94 = !DILocation(line: 36, column: 15, scope: !71)
!95 = !DILocation(line: 36, column: 17, scope: !71)
!96 = !DILocation(line: 37, column: 2, scope: !71)
!97 = !DILocation(line: 33, column: 34, scope: !65)
!98 = !DILocation(line: 33, column: 2, scope: !65)
!99 = distinct !{!99, !69, !100, !101}
!100 = !DILocation(line: 37, column: 2, scope: !61)
!101 = !{!"llvm.loop.mustprogress"}
!102 = !DILocalVariable(name: "s", scope: !22, file: !2, line: 38, type: !45)
!103 = !DILocation(line: 38, column: 8, scope: !22)
!104 = !DILocalVariable(name: "i", scope: !105, file: !2, line: 39, type: !25)
!105 = distinct !DILexicalBlock(scope: !22, file: !2, line: 39, column: 2)
!106 = !DILocation(line: 39, column: 11, scope: !105)
!107 = !DILocation(line: 39, column: 7, scope: !105)
!108 = !DILocation(line: 39, column: 18, scope: !109)
!109 = distinct !DILexicalBlock(scope: !105, file: !2, line: 39, column: 2)
!110 = !DILocation(line: 39, column: 22, scope: !109)
!111 = !DILocation(line: 39, column: 25, scope: !109)
!112 = !DILocation(line: 39, column: 20, scope: !109)
!113 = !DILocation(line: 39, column: 2, scope: !105)
!114 = !DILocation(line: 40, column: 8, scope: !109)
!115 = !DILocation(line: 40, column: 11, scope: !109)
!116 = !DILocation(line: 40, column: 17, scope: !109)
!117 = !DILocation(line: 40, column: 20, scope: !109)
!118 = !DILocation(line: 40, column: 5, scope: !109)
!119 = !DILocation(line: 40, column: 3, scope: !109)
!120 = !DILocation(line: 39, column: 34, scope: !109)
!121 = !DILocation(line: 39, column: 2, scope: !109)
!122 = distinct !{!122, !113, !123, !101}
!123 = !DILocation(line: 40, column: 20, scope: !105)
!124 = !DILocation(line: 41, column: 17, scope: !22)
!125 = !DILocation(line: 41, column: 2, scope: !22)
!126 = !DILocation(line: 42, column: 2, scope: !22)
!127 = distinct !DISubprogram(name: "xmalloc", scope: !2, file: !2, line: 18, type: !128, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !12, retainedNodes: !28)
!128 = !DISubroutineType(types: !129)
!129 = !{!130, !131}
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!131 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !132, line: 18, baseType: !133)
!132 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!133 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!134 = !DILocalVariable(name: "n", arg: 1, scope: !127, file: !2, line: 18, type: !131)
!135 = !DILocation(line: 18, column: 55, scope: !127)
!136 = !DILocalVariable(name: "p", scope: !127, file: !2, line: 20, type: !130)
!137 = !DILocation(line: 20, column: 8, scope: !127)
!138 = !DILocation(line: 20, column: 19, scope: !127)
!139 = !DILocation(line: 20, column: 12, scope: !127)
!140 = !DILocation(line: 21, column: 7, scope: !141)
!141 = distinct !DILexicalBlock(scope: !127, file: !2, line: 21, column: 6)
!142 = !DILocation(line: 21, column: 6, scope: !127)
!143 = !DILocation(line: 22, column: 11, scope: !144)
!144 = distinct !DILexicalBlock(scope: !141, file: !2, line: 21, column: 10)
!145 = !DILocation(line: 22, column: 3, scope: !144)
!146 = !DILocation(line: 23, column: 3, scope: !144)
!147 = !DILocation(line: 25, column: 9, scope: !127)
!148 = !DILocation(line: 25, column: 2, scope: !127)
