; ModuleID = 'out_param.c'
source_filename = "out_param.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.span = type { i32, i32 }

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !17 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %spans = alloca ptr, align 8
  %n = alloca i32, align 4
  %w = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
    #dbg_declare(ptr %argc.addr, !24, !DIExpression(), !25)
  store ptr %argv, ptr %argv.addr, align 8
    #dbg_declare(ptr %argv.addr, !26, !DIExpression(), !27)
    #dbg_declare(ptr %spans, !28, !DIExpression(), !34)
    #dbg_declare(ptr %n, !35, !DIExpression(), !36)
  %0 = load i32, ptr %argc.addr, align 4, !dbg !37
  %add = add nsw i32 %0, 2, !dbg !38
  %call = call i32 @make_spans(i32 noundef %add, ptr noundef %spans), !dbg !39
  store i32 %call, ptr %n, align 4, !dbg !36
    #dbg_declare(ptr %w, !40, !DIExpression(), !41)
  store i32 0, ptr %w, align 4, !dbg !41
    #dbg_declare(ptr %i, !42, !DIExpression(), !44)
  store i32 0, ptr %i, align 4, !dbg !44
  br label %for.cond, !dbg !45

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, ptr %i, align 4, !dbg !46
  %2 = load i32, ptr %n, align 4, !dbg !48
  %cmp = icmp slt i32 %1, %2, !dbg !49
  br i1 %cmp, label %for.body, label %for.end, !dbg !50

for.body:                                         ; preds = %for.cond
  %3 = load ptr, ptr %spans, align 8, !dbg !51
  %4 = load i32, ptr %i, align 4, !dbg !52
  %idxprom = sext i32 %4 to i64, !dbg !51
  %arrayidx = getelementptr inbounds %struct.span, ptr %3, i64 %idxprom, !dbg !51
  %hi = getelementptr inbounds %struct.span, ptr %arrayidx, i32 0, i32 1, !dbg !53
  %5 = load i32, ptr %hi, align 4, !dbg !53
  %6 = load ptr, ptr %spans, align 8, !dbg !54
  %7 = load i32, ptr %i, align 4, !dbg !55
  %idxprom1 = sext i32 %7 to i64, !dbg !54
  %arrayidx2 = getelementptr inbounds %struct.span, ptr %6, i64 %idxprom1, !dbg !54
  %lo = getelementptr inbounds %struct.span, ptr %arrayidx2, i32 0, i32 0, !dbg !56
  %8 = load i32, ptr %lo, align 4, !dbg !56
  %sub = sub nsw i32 %5, %8, !dbg !57
  %9 = load i32, ptr %w, align 4, !dbg !58
  %add3 = add nsw i32 %9, %sub, !dbg !58
  store i32 %add3, ptr %w, align 4, !dbg !58
  br label %for.inc, !dbg !59

for.inc:                                          ; preds = %for.body
  %10 = load i32, ptr %i, align 4, !dbg !60
  %inc = add nsw i32 %10, 1, !dbg !60
  store i32 %inc, ptr %i, align 4, !dbg !60
  br label %for.cond, !dbg !61, !llvm.loop !62

for.end:                                          ; preds = %for.cond
  %11 = load i32, ptr %w, align 4, !dbg !65
  %call4 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %11), !dbg !66
  %12 = load ptr, ptr %spans, align 8, !dbg !67
  call void @free(ptr noundef %12) #4, !dbg !68
  ret i32 0, !dbg !69
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @make_spans(i32 noundef %n, ptr noundef %out) #0 !dbg !70 {
entry:
  %retval = alloca i32, align 4
  %n.addr = alloca i32, align 4
  %out.addr = alloca ptr, align 8
  %s = alloca ptr, align 8
  %i = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !74, !DIExpression(), !75)
  store ptr %out, ptr %out.addr, align 8
    #dbg_declare(ptr %out.addr, !76, !DIExpression(), !77)
    #dbg_declare(ptr %s, !78, !DIExpression(), !79)
  %0 = load i32, ptr %n.addr, align 4, !dbg !80
  %conv = sext i32 %0 to i64, !dbg !80
  %mul = mul i64 %conv, 8, !dbg !81
  %call = call noalias ptr @malloc(i64 noundef %mul) #5, !dbg !82
  store ptr %call, ptr %s, align 8, !dbg !79
  %1 = load ptr, ptr %s, align 8, !dbg !83
  %tobool = icmp ne ptr %1, null, !dbg !83
  br i1 %tobool, label %if.end, label %if.then, !dbg !85

if.then:                                          ; preds = %entry
  store i32 -1, ptr %retval, align 4, !dbg !86
  br label %return, !dbg !86

if.end:                                           ; preds = %entry
    #dbg_declare(ptr %i, !87, !DIExpression(), !89)
  store i32 0, ptr %i, align 4, !dbg !89
  br label %for.cond, !dbg !90

for.cond:                                         ; preds = %for.inc, %if.end
  %2 = load i32, ptr %i, align 4, !dbg !91
  %3 = load i32, ptr %n.addr, align 4, !dbg !93
  %cmp = icmp slt i32 %2, %3, !dbg !94
  br i1 %cmp, label %for.body, label %for.end, !dbg !95

for.body:                                         ; preds = %for.cond
  %4 = load i32, ptr %i, align 4, !dbg !96
  %5 = load ptr, ptr %s, align 8, !dbg !98
  %6 = load i32, ptr %i, align 4, !dbg !99
  %idxprom = sext i32 %6 to i64, !dbg !98
  %arrayidx = getelementptr inbounds %struct.span, ptr %5, i64 %idxprom, !dbg !98
  %lo = getelementptr inbounds %struct.span, ptr %arrayidx, i32 0, i32 0, !dbg !100
  store i32 %4, ptr %lo, align 4, !dbg !101
  %7 = load i32, ptr %i, align 4, !dbg !102
  %add = add nsw i32 %7, 1, !dbg !103
  %8 = load ptr, ptr %s, align 8, !dbg !104
  %9 = load i32, ptr %i, align 4, !dbg !105
  %idxprom2 = sext i32 %9 to i64, !dbg !104
  %arrayidx3 = getelementptr inbounds %struct.span, ptr %8, i64 %idxprom2, !dbg !104
  %hi = getelementptr inbounds %struct.span, ptr %arrayidx3, i32 0, i32 1, !dbg !106
  store i32 %add, ptr %hi, align 4, !dbg !107
  br label %for.inc, !dbg !108

for.inc:                                          ; preds = %for.body
  %10 = load i32, ptr %i, align 4, !dbg !109
  %inc = add nsw i32 %10, 1, !dbg !109
  store i32 %inc, ptr %i, align 4, !dbg !109
  br label %for.cond, !dbg !110, !llvm.loop !111

for.end:                                          ; preds = %for.cond
  %11 = load ptr, ptr %s, align 8, !dbg !113
  %12 = load ptr, ptr %out.addr, align 8, !dbg !114
  store ptr %11, ptr %12, align 8, !dbg !115
  %13 = load i32, ptr %n.addr, align 4, !dbg !116
  store i32 %13, ptr %retval, align 4, !dbg !117
  br label %return, !dbg !117

return:                                           ; preds = %for.end, %if.then
  %14 = load i32, ptr %retval, align 4, !dbg !118
  ret i32 %14, !dbg !118
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "out_param.c", directory: ".", checksumkind: CSK_MD5, checksum: "2bd09b1b0711839bc27b509170f9c533")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 2}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 25, type: !18, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 25, type: !20)
!25 = !DILocation(line: 25, column: 14, scope: !17)
!26 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 25, type: !21)
!27 = !DILocation(line: 25, column: 27, scope: !17)
!28 = !DILocalVariable(name: "spans", scope: !17, file: !2, line: 27, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "span", file: !2, line: 6, size: 64, elements: !31)
!31 = !{!32, !33}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !30, file: !2, line: 7, baseType: !20, size: 32)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !30, file: !2, line: 7, baseType: !20, size: 32, offset: 32)
!34 = !DILocation(line: 27, column: 15, scope: !17)
!35 = !DILocalVariable(name: "n", scope: !17, file: !2, line: 28, type: !20)
!36 = !DILocation(line: 28, column: 6, scope: !17)
!37 = !DILocation(line: 28, column: 21, scope: !17)
!38 = !DILocation(line: 28, column: 26, scope: !17)
!39 = !DILocation(line: 28, column: 10, scope: !17)
!40 = !DILocalVariable(name: "w", scope: !17, file: !2, line: 29, type: !20)
!41 = !DILocation(line: 29, column: 6, scope: !17)
!42 = !DILocalVariable(name: "i", scope: !43, file: !2, line: 30, type: !20)
!43 = distinct !DILexicalBlock(scope: !17, file: !2, line: 30, column: 2)
!44 = !DILocation(line: 30, column: 11, scope: !43)
!45 = !DILocation(line: 30, column: 7, scope: !43)
!46 = !DILocation(line: 30, column: 18, scope: !47)
!47 = distinct !DILexicalBlock(scope: !43, file: !2, line: 30, column: 2)
!48 = !DILocation(line: 30, column: 22, scope: !47)
!49 = !DILocation(line: 30, column: 20, scope: !47)
!50 = !DILocation(line: 30, column: 2, scope: !43)
!51 = !DILocation(line: 31, column: 8, scope: !47)
!52 = !DILocation(line: 31, column: 14, scope: !47)
!53 = !DILocation(line: 31, column: 17, scope: !47)
!54 = !DILocation(line: 31, column: 22, scope: !47)
!55 = !DILocation(line: 31, column: 28, scope: !47)
!56 = !DILocation(line: 31, column: 31, scope: !47)
!57 = !DILocation(line: 31, column: 20, scope: !47)
!58 = !DILocation(line: 31, column: 5, scope: !47)
!59 = !DILocation(line: 31, column: 3, scope: !47)
!60 = !DILocation(line: 30, column: 26, scope: !47)
!61 = !DILocation(line: 30, column: 2, scope: !47)
!62 = distinct !{!62, !50, !63, !64}
!63 = !DILocation(line: 31, column: 31, scope: !43)
!64 = !{!"llvm.loop.mustprogress"}
!65 = !DILocation(line: 32, column: 17, scope: !17)
!66 = !DILocation(line: 32, column: 2, scope: !17)
!67 = !DILocation(line: 33, column: 7, scope: !17)
!68 = !DILocation(line: 33, column: 2, scope: !17)
!69 = !DILocation(line: 34, column: 2, scope: !17)
!70 = distinct !DISubprogram(name: "make_spans", scope: !2, file: !2, line: 12, type: !71, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !23)
!71 = !DISubroutineType(types: !72)
!72 = !{!20, !20, !73}
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!74 = !DILocalVariable(name: "n", arg: 1, scope: !70, file: !2, line: 12, type: !20)
!75 = !DILocation(line: 12, column: 53, scope: !70)
!76 = !DILocalVariable(name: "out", arg: 2, scope: !70, file: !2, line: 12, type: !73)
!77 = !DILocation(line: 12, column: 70, scope: !70)
!78 = !DILocalVariable(name: "s", scope: !70, file: !2, line: 14, type: !29)
!79 = !DILocation(line: 14, column: 15, scope: !70)
!80 = !DILocation(line: 14, column: 26, scope: !70)
!81 = !DILocation(line: 14, column: 28, scope: !70)
!82 = !DILocation(line: 14, column: 19, scope: !70)
!83 = !DILocation(line: 15, column: 7, scope: !84)
!84 = distinct !DILexicalBlock(scope: !70, file: !2, line: 15, column: 6)
!85 = !DILocation(line: 15, column: 6, scope: !70)
!86 = !DILocation(line: 16, column: 3, scope: !84)
!87 = !DILocalVariable(name: "i", scope: !88, file: !2, line: 17, type: !20)
!88 = distinct !DILexicalBlock(scope: !70, file: !2, line: 17, column: 2)
!89 = !DILocation(line: 17, column: 11, scope: !88)
!90 = !DILocation(line: 17, column: 7, scope: !88)
!91 = !DILocation(line: 17, column: 18, scope: !92)
!92 = distinct !DILexicalBlock(scope: !88, file: !2, line: 17, column: 2)
!93 = !DILocation(line: 17, column: 22, scope: !92)
!94 = !DILocation(line: 17, column: 20, scope: !92)
!95 = !DILocation(line: 17, column: 2, scope: !88)
!96 = !DILocation(line: 18, column: 13, scope: !97)
!97 = distinct !DILexicalBlock(scope: !92, file: !2, line: 17, column: 30)
!98 = !DILocation(line: 18, column: 3, scope: !97)
!99 = !DILocation(line: 18, column: 5, scope: !97)
!100 = !DILocation(line: 18, column: 8, scope: !97)
!101 = !DILocation(line: 18, column: 11, scope: !97)
!102 = !DILocation(line: 19, column: 13, scope: !97)
!103 = !DILocation(line: 19, column: 15, scope: !97)
!104 = !DILocation(line: 19, column: 3, scope: !97)
!105 = !DILocation(line: 19, column: 5, scope: !97)
!106 = !DILocation(line: 19, column: 8, scope: !97)
!107 = !DILocation(line: 19, column: 11, scope: !97)
!108 = !DILocation(line: 20, column: 2, scope: !97)
!109 = !DILocation(line: 17, column: 26, scope: !92)
!110 = !DILocation(line: 17, column: 2, scope: !92)
!111 = distinct !{!111, !95, !112, !64}
!112 = !DILocation(line: 20, column: 2, scope: !88)
!113 = !DILocation(line: 21, column: 9, scope: !70)
!114 = !DILocation(line: 21, column: 3, scope: !70)
!115 = !DILocation(line: 21, column: 7, scope: !70)
!116 = !DILocation(line: 22, column: 9, scope: !70)
!117 = !DILocation(line: 22, column: 2, scope: !70)
!118 = !DILocation(line: 23, column: 1, scope: !70)
