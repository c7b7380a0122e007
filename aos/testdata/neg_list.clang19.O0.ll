; ModuleID = 'neg_list.c'
source_filename = "neg_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { i32, ptr }

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !17 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %head = alloca ptr, align 8
  %i = alloca i32, align 4
  %s = alloca i64, align 8
  %p = alloca ptr, align 8
  %n = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
    #dbg_declare(ptr %argc.addr, !24, !DIExpression(), !25)
  store ptr %argv, ptr %argv.addr, align 8
    #dbg_declare(ptr %argv.addr, !26, !DIExpression(), !27)
    #dbg_declare(ptr %head, !28, !DIExpression(), !34)
  store ptr null, ptr %head, align 8, !dbg !34
    #dbg_declare(ptr %i, !35, !DIExpression(), !37)
  store i32 0, ptr %i, align 4, !dbg !37
  br label %for.cond, !dbg !38

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !dbg !39
  %1 = load i32, ptr %argc.addr, align 4, !dbg !41
  %mul = mul nsw i32 %1, 5, !dbg !42
  %cmp = icmp slt i32 %0, %mul, !dbg !43
  br i1 %cmp, label %for.body, label %for.end, !dbg !44

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %head, align 8, !dbg !45
  %3 = load i32, ptr %i, align 4, !dbg !46
  %call = call ptr @push(ptr noundef %2, i32 noundef %3), !dbg !47
  store ptr %call, ptr %head, align 8, !dbg !48
  br label %for.inc, !dbg !49

for.inc:                                          ; preds = %for.body
  %4 = load i32, ptr %i, align 4, !dbg !50
  %inc = add nsw i32 %4, 1, !dbg !50
  store i32 %inc, ptr %i, align 4, !dbg !50
  br label %for.cond, !dbg !51, !llvm.loop !52

for.end:                                          ; preds = %for.cond
    #dbg_declare(ptr %s, !55, !DIExpression(), !57)
  store i64 0, ptr %s, align 8, !dbg !57
    #dbg_declare(ptr %p, !58, !DIExpression(), !60)
  %5 = load ptr, ptr %head, align 8, !dbg !61
  store ptr %5, ptr %p, align 8, !dbg !60
  br label %for.cond1, !dbg !62

for.cond1:                                        ; preds = %for.inc3, %for.end
  %6 = load ptr, ptr %p, align 8, !dbg !63
  %tobool = icmp ne ptr %6, null, !dbg !65
  br i1 %tobool, label %for.body2, label %for.end4, !dbg !65

for.body2:                                        ; preds = %for.cond1
  %7 = load ptr, ptr %p, align 8, !dbg !66
  %val = getelementptr inbounds %struct.node, ptr %7, i32 0, i32 0, !dbg !67
  %8 = load i32, ptr %val, align 8, !dbg !67
  %conv = sext i32 %8 to i64, !dbg !66
  %9 = load i64, ptr %s, align 8, !dbg !68
  %add = add nsw i64 %9, %conv, !dbg !68
  store i64 %add, ptr %s, align 8, !dbg !68
  br label %for.inc3, !dbg !69

for.inc3:                                         ; preds = %for.body2
  %10 = load ptr, ptr %p, align 8, !dbg !70
  %next = getelementptr inbounds %struct.node, ptr %10, i32 0, i32 1, !dbg !71
  %11 = load ptr, ptr %next, align 8, !dbg !71
  store ptr %11, ptr %p, align 8, !dbg !72
  br label %for.cond1, !dbg !73, !llvm.loop !74

for.end4:                                         ; preds = %for.cond1
  br label %while.cond, !dbg !76

while.cond:                                       ; preds = %while.body, %for.end4
  %12 = load ptr, ptr %head, align 8, !dbg !77
  %tobool5 = icmp ne ptr %12, null, !dbg !76
  br i1 %tobool5, label %while.body, label %while.end, !dbg !76

while.body:                                       ; preds = %while.cond
    #dbg_declare(ptr %n, !78, !DIExpression(), !80)
  %13 = load ptr, ptr %head, align 8, !dbg !81
  %next6 = getelementptr inbounds %struct.node, ptr %13, i32 0, i32 1, !dbg !82
  %14 = load ptr, ptr %next6, align 8, !dbg !82
  store ptr %14, ptr %n, align 8, !dbg !80
  %15 = load ptr, ptr %head, align 8, !dbg !83
  call void @free(ptr noundef %15) #5, !dbg !84
  %16 = load ptr, ptr %n, align 8, !dbg !85
  store ptr %16, ptr %head, align 8, !dbg !86
  br label %while.cond, !dbg !76, !llvm.loop !87

while.end:                                        ; preds = %while.cond
  %17 = load i64, ptr %s, align 8, !dbg !89
  %call7 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %17), !dbg !90
  ret i32 0, !dbg !91
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @push(ptr noundef %head, i32 noundef %v) #0 !dbg !92 {
entry:
  %head.addr = alloca ptr, align 8
  %v.addr = alloca i32, align 4
  %n = alloca ptr, align 8
  store ptr %head, ptr %head.addr, align 8
    #dbg_declare(ptr %head.addr, !95, !DIExpression(), !96)
  store i32 %v, ptr %v.addr, align 4
    #dbg_declare(ptr %v.addr, !97, !DIExpression(), !98)
    #dbg_declare(ptr %n, !99, !DIExpression(), !100)
  %call = call noalias ptr @malloc(i64 noundef 16) #6, !dbg !101
  store ptr %call, ptr %n, align 8, !dbg !100
  %0 = load ptr, ptr %n, align 8, !dbg !102
  %tobool = icmp ne ptr %0, null, !dbg !102
  br i1 %tobool, label %if.end, label %if.then, !dbg !104

if.then:                                          ; preds = %entry
  call void @exit(i32 noundef 1) #7, !dbg !105
  unreachable, !dbg !105

if.end:                                           ; preds = %entry
  %1 = load i32, ptr %v.addr, align 4, !dbg !106
  %2 = load ptr, ptr %n, align 8, !dbg !107
  %val = getelementptr inbounds %struct.node, ptr %2, i32 0, i32 0, !dbg !108
  store i32 %1, ptr %val, align 8, !dbg !109
  %3 = load ptr, ptr %head.addr, align 8, !dbg !110
  %4 = load ptr, ptr %n, align 8, !dbg !111
  %next = getelementptr inbounds %struct.node, ptr %4, i32 0, i32 1, !dbg !112
  store ptr %3, ptr %next, align 8, !dbg !113
  %5 = load ptr, ptr %n, align 8, !dbg !114
  ret ptr %5, !dbg !115
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "neg_list.c", directory: ".", checksumkind: CSK_MD5, checksum: "37e288ac504e041d0711ec4f4a51243f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
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
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !18, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 23, type: !20)
!25 = !DILocation(line: 23, column: 14, scope: !17)
!26 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 23, type: !21)
!27 = !DILocation(line: 23, column: 27, scope: !17)
!28 = !DILocalVariable(name: "head", scope: !17, file: !2, line: 25, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !2, line: 6, size: 128, elements: !31)
!31 = !{!32, !33}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !30, file: !2, line: 7, baseType: !20, size: 32)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !30, file: !2, line: 8, baseType: !29, size: 64, offset: 64)
!34 = !DILocation(line: 25, column: 15, scope: !17)
!35 = !DILocalVariable(name: "i", scope: !36, file: !2, line: 26, type: !20)
!36 = distinct !DILexicalBlock(scope: !17, file: !2, line: 26, column: 2)
!37 = !DILocation(line: 26, column: 11, scope: !36)
!38 = !DILocation(line: 26, column: 7, scope: !36)
!39 = !DILocation(line: 26, column: 18, scope: !40)
!40 = distinct !DILexicalBlock(scope: !36, file: !2, line: 26, column: 2)
!41 = !DILocation(line: 26, column: 22, scope: !40)
!42 = !DILocation(line: 26, column: 27, scope: !40)
!43 = !DILocation(line: 26, column: 20, scope: !40)
!44 = !DILocation(line: 26, column: 2, scope: !36)
!45 = !DILocation(line: 27, column: 15, scope: !40)
!46 = !DILocation(line: 27, column: 21, scope: !40)
!47 = !DILocation(line: 27, column: 10, scope: !40)
!48 = !DILocation(line: 27, column: 8, scope: !40)
!49 = !DILocation(line: 27, column: 3, scope: !40)
!50 = !DILocation(line: 26, column: 33, scope: !40)
!51 = !DILocation(line: 26, column: 2, scope: !40)
!52 = distinct !{!52, !44, !53, !54}
!53 = !DILocation(line: 27, column: 22, scope: !36)
!54 = !{!"llvm.loop.mustprogress"}
!55 = !DILocalVariable(name: "s", scope: !17, file: !2, line: 28, type: !56)
!56 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!57 = !DILocation(line: 28, column: 7, scope: !17)
!58 = !DILocalVariable(name: "p", scope: !59, file: !2, line: 29, type: !29)
!59 = distinct !DILexicalBlock(scope: !17, file: !2, line: 29, column: 2)
!60 = !DILocation(line: 29, column: 20, scope: !59)
!61 = !DILocation(line: 29, column: 24, scope: !59)
!62 = !DILocation(line: 29, column: 7, scope: !59)
!63 = !DILocation(line: 29, column: 30, scope: !64)
!64 = distinct !DILexicalBlock(scope: !59, file: !2, line: 29, column: 2)
!65 = !DILocation(line: 29, column: 2, scope: !59)
!66 = !DILocation(line: 30, column: 8, scope: !64)
!67 = !DILocation(line: 30, column: 11, scope: !64)
!68 = !DILocation(line: 30, column: 5, scope: !64)
!69 = !DILocation(line: 30, column: 3, scope: !64)
!70 = !DILocation(line: 29, column: 37, scope: !64)
!71 = !DILocation(line: 29, column: 40, scope: !64)
!72 = !DILocation(line: 29, column: 35, scope: !64)
!73 = !DILocation(line: 29, column: 2, scope: !64)
!74 = distinct !{!74, !65, !75, !54}
!75 = !DILocation(line: 30, column: 11, scope: !59)
!76 = !DILocation(line: 31, column: 2, scope: !17)
!77 = !DILocation(line: 31, column: 9, scope: !17)
!78 = !DILocalVariable(name: "n", scope: !79, file: !2, line: 32, type: !29)
!79 = distinct !DILexicalBlock(scope: !17, file: !2, line: 31, column: 15)
!80 = !DILocation(line: 32, column: 16, scope: !79)
!81 = !DILocation(line: 32, column: 20, scope: !79)
!82 = !DILocation(line: 32, column: 26, scope: !79)
!83 = !DILocation(line: 33, column: 8, scope: !79)
!84 = !DILocation(line: 33, column: 3, scope: !79)
!85 = !DILocation(line: 34, column: 10, scope: !79)
!86 = !DILocation(line: 34, column: 8, scope: !79)
!87 = distinct !{!87, !76, !88, !54}
!88 = !DILocation(line: 35, column: 2, scope: !17)
!89 = !DILocation(line: 36, column: 18, scope: !17)
!90 = !DILocation(line: 36, column: 2, scope: !17)
!91 = !DILocation(line: 37, column: 2, scope: !17)
!92 = distinct !DISubprogram(name: "push", scope: !2, file: !2, line: 13, type: !93, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !23)
!93 = !DISubroutineType(types: !94)
!94 = !{!29, !29, !20}
!95 = !DILocalVariable(name: "head", arg: 1, scope: !92, file: !2, line: 13, type: !29)
!96 = !DILocation(line: 13, column: 65, scope: !92)
!97 = !DILocalVariable(name: "v", arg: 2, scope: !92, file: !2, line: 13, type: !20)
!98 = !DILocation(line: 13, column: 75, scope: !92)
!99 = !DILocalVariable(name: "n", scope: !92, file: !2, line: 15, type: !29)
!100 = !DILocation(line: 15, column: 15, scope: !92)
!101 = !DILocation(line: 15, column: 19, scope: !92)
!102 = !DILocation(line: 16, column: 7, scope: !103)
!103 = distinct !DILexicalBlock(scope: !92, file: !2, line: 16, column: 6)
!104 = !DILocation(line: 16, column: 6, scope: !92)
!105 = !DILocation(line: 17, column: 3, scope: !103)
!106 = !DILocation(line: 18, column: 11, scope: !92)
!107 = !DILocation(line: 18, column: 2, scope: !92)
!108 = !DILocation(line: 18, column: 5, scope: !92)
!109 = !DILocation(line: 18, column: 9, scope: !92)
!110 = !DILocation(line: 19, column: 12, scope: !92)
!111 = !DILocation(line: 19, column: 2, scope: !92)
!112 = !DILocation(line: 19, column: 5, scope: !92)
!113 = !DILocation(line: 19, column: 10, scope: !92)
!114 = !DILocation(line: 20, column: 9, scope: !92)
!115 = !DILocation(line: 20, column: 2, scope: !92)
