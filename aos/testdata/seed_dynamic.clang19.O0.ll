; ModuleID = 'seed_dynamic.c'
source_filename = "seed_dynamic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.nodeOne = type { i32 }
%struct.nodeTwo = type { i32, i8, i8 }

@globalOne = dso_local global ptr null, align 8, !dbg !0
@.str = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1, !dbg !18

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !31 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %arrayOne = alloca ptr, align 8
  %n = alloca i32, align 4
  %arrayTwo = alloca ptr, align 8
  %k = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
    #dbg_declare(ptr %argc.addr, !37, !DIExpression(), !38)
  store ptr %argv, ptr %argv.addr, align 8
    #dbg_declare(ptr %argv.addr, !39, !DIExpression(), !40)
    #dbg_declare(ptr %arrayOne, !41, !DIExpression(), !42)
  %call = call noalias ptr @malloc(i64 noundef 400) #4, !dbg !43
  store ptr %call, ptr %arrayOne, align 8, !dbg !42
    #dbg_declare(ptr %n, !44, !DIExpression(), !45)
  store i32 7080, ptr %n, align 4, !dbg !46
    #dbg_declare(ptr %arrayTwo, !47, !DIExpression(), !48)
  %0 = load i32, ptr %n, align 4, !dbg !49
  %conv = sext i32 %0 to i64, !dbg !49
  %mul = mul i64 %conv, 8, !dbg !50
  %call1 = call noalias ptr @malloc(i64 noundef %mul) #4, !dbg !51
  store ptr %call1, ptr %arrayTwo, align 8, !dbg !48
  %call2 = call noalias ptr @malloc(i64 noundef 200) #4, !dbg !52
  store ptr %call2, ptr @globalOne, align 8, !dbg !53
    #dbg_declare(ptr %k, !54, !DIExpression(), !55)
  %1 = load i32, ptr %argc.addr, align 4, !dbg !56
  %rem = srem i32 %1, 100, !dbg !57
  store i32 %rem, ptr %k, align 4, !dbg !55
    #dbg_declare(ptr %i, !58, !DIExpression(), !60)
  store i32 0, ptr %i, align 4, !dbg !60
  br label %for.cond, !dbg !61

for.cond:                                         ; preds = %for.inc, %entry
  %2 = load i32, ptr %i, align 4, !dbg !62
  %3 = load i32, ptr %k, align 4, !dbg !64
  %cmp = icmp slt i32 %2, %3, !dbg !65
  br i1 %cmp, label %for.body, label %for.end, !dbg !66

for.body:                                         ; preds = %for.cond
  %4 = load i32, ptr %i, align 4, !dbg !67
  %5 = load ptr, ptr %arrayOne, align 8, !dbg !69
  %6 = load i32, ptr %i, align 4, !dbg !70
  %idxprom = sext i32 %6 to i64, !dbg !69
  %arrayidx = getelementptr inbounds %struct.nodeOne, ptr %5, i64 %idxprom, !dbg !69
  %a = getelementptr inbounds %struct.nodeOne, ptr %arrayidx, i32 0, i32 0, !dbg !71
  store i32 %4, ptr %a, align 4, !dbg !72
  %7 = load i32, ptr %i, align 4, !dbg !73
  %8 = load ptr, ptr %arrayTwo, align 8, !dbg !74
  %9 = load i32, ptr %i, align 4, !dbg !75
  %idxprom4 = sext i32 %9 to i64, !dbg !74
  %arrayidx5 = getelementptr inbounds %struct.nodeTwo, ptr %8, i64 %idxprom4, !dbg !74
  %a6 = getelementptr inbounds %struct.nodeTwo, ptr %arrayidx5, i32 0, i32 0, !dbg !76
  store i32 %7, ptr %a6, align 4, !dbg !77
  %10 = load i32, ptr %i, align 4, !dbg !78
  %conv7 = trunc i32 %10 to i8, !dbg !79
  %11 = load ptr, ptr %arrayTwo, align 8, !dbg !80
  %12 = load i32, ptr %i, align 4, !dbg !81
  %idxprom8 = sext i32 %12 to i64, !dbg !80
  %arrayidx9 = getelementptr inbounds %struct.nodeTwo, ptr %11, i64 %idxprom8, !dbg !80
  %b = getelementptr inbounds %struct.nodeTwo, ptr %arrayidx9, i32 0, i32 1, !dbg !82
  store i8 %conv7, ptr %b, align 4, !dbg !83
  %13 = load i32, ptr %i, align 4, !dbg !84
  %14 = load ptr, ptr @globalOne, align 8, !dbg !85
  %15 = load i32, ptr %i, align 4, !dbg !86
  %rem10 = srem i32 %15, 50, !dbg !87
  %idxprom11 = sext i32 %rem10 to i64, !dbg !85
  %arrayidx12 = getelementptr inbounds %struct.nodeOne, ptr %14, i64 %idxprom11, !dbg !85
  %a13 = getelementptr inbounds %struct.nodeOne, ptr %arrayidx12, i32 0, i32 0, !dbg !88
  store i32 %13, ptr %a13, align 4, !dbg !89
  br label %for.inc, !dbg !90

for.inc:                                          ; preds = %for.body
  %16 = load i32, ptr %i, align 4, !dbg !91
  %inc = add nsw i32 %16, 1, !dbg !91
  store i32 %inc, ptr %i, align 4, !dbg !91
  br label %for.cond, !dbg !92, !llvm.loop !93

for.end:                                          ; preds = %for.cond
  %17 = load ptr, ptr %arrayOne, align 8, !dbg !96
  %18 = load i32, ptr %k, align 4, !dbg !97
  %div = sdiv i32 %18, 2, !dbg !98
  %idxprom14 = sext i32 %div to i64, !dbg !96
  %arrayidx15 = getelementptr inbounds %struct.nodeOne, ptr %17, i64 %idxprom14, !dbg !96
  %a16 = getelementptr inbounds %struct.nodeOne, ptr %arrayidx15, i32 0, i32 0, !dbg !99
  %19 = load i32, ptr %a16, align 4, !dbg !99
  %20 = load ptr, ptr %arrayTwo, align 8, !dbg !100
  %21 = load i32, ptr %k, align 4, !dbg !101
  %call17 = call i32 @sumTwo(ptr noundef %20, i32 noundef %21), !dbg !102
  %22 = load i32, ptr %k, align 4, !dbg !103
  %rem18 = srem i32 %22, 50, !dbg !104
  %call19 = call i32 @sumGlobal(i32 noundef %rem18), !dbg !105
  %call20 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %19, i32 noundef %call17, i32 noundef %call19), !dbg !106
  %23 = load ptr, ptr %arrayOne, align 8, !dbg !107
  call void @free(ptr noundef %23) #5, !dbg !108
  %24 = load ptr, ptr %arrayTwo, align 8, !dbg !109
  call void @free(ptr noundef %24) #5, !dbg !110
  %25 = load ptr, ptr @globalOne, align 8, !dbg !111
  call void @free(ptr noundef %25) #5, !dbg !112
  ret i32 0, !dbg !113
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sumTwo(ptr noundef %arr, i32 noundef %n) #0 !dbg !114 {
entry:
  %arr.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %s = alloca i32, align 4
  %i = alloca i32, align 4
  store ptr %arr, ptr %arr.addr, align 8
    #dbg_declare(ptr %arr.addr, !117, !DIExpression(), !118)
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !119, !DIExpression(), !120)
    #dbg_declare(ptr %s, !121, !DIExpression(), !122)
  store i32 0, ptr %s, align 4, !dbg !122
    #dbg_declare(ptr %i, !123, !DIExpression(), !125)
  store i32 0, ptr %i, align 4, !dbg !125
  br label %for.cond, !dbg !126

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !dbg !127
  %1 = load i32, ptr %n.addr, align 4, !dbg !129
  %cmp = icmp slt i32 %0, %1, !dbg !130
  br i1 %cmp, label %for.body, label %for.end, !dbg !131

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %arr.addr, align 8, !dbg !132
  %3 = load i32, ptr %i, align 4, !dbg !133
  %idxprom = sext i32 %3 to i64, !dbg !132
  %arrayidx = getelementptr inbounds %struct.nodeTwo, ptr %2, i64 %idxprom, !dbg !132
  %a = getelementptr inbounds %struct.nodeTwo, ptr %arrayidx, i32 0, i32 0, !dbg !134
  %4 = load i32, ptr %a, align 4, !dbg !134
  %5 = load ptr, ptr %arr.addr, align 8, !dbg !135
  %6 = load i32, ptr %i, align 4, !dbg !136
  %idxprom1 = sext i32 %6 to i64, !dbg !135
  %arrayidx2 = getelementptr inbounds %struct.nodeTwo, ptr %5, i64 %idxprom1, !dbg !135
  %b = getelementptr inbounds %struct.nodeTwo, ptr %arrayidx2, i32 0, i32 1, !dbg !137
  %7 = load i8, ptr %b, align 4, !dbg !137
  %conv = sext i8 %7 to i32, !dbg !135
  %add = add nsw i32 %4, %conv, !dbg !138
  %8 = load i32, ptr %s, align 4, !dbg !139
  %add3 = add nsw i32 %8, %add, !dbg !139
  store i32 %add3, ptr %s, align 4, !dbg !139
  br label %for.inc, !dbg !140

for.inc:                                          ; preds = %for.body
  %9 = load i32, ptr %i, align 4, !dbg !141
  %inc = add nsw i32 %9, 1, !dbg !141
  store i32 %inc, ptr %i, align 4, !dbg !141
  br label %for.cond, !dbg !142, !llvm.loop !143

for.end:                                          ; preds = %for.cond
  %10 = load i32, ptr %s, align 4, !dbg !145
  ret i32 %10, !dbg !146
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sumGlobal(i32 noundef %n) #0 !dbg !147 {
entry:
  %n.addr = alloca i32, align 4
  %s = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !150, !DIExpression(), !151)
    #dbg_declare(ptr %s, !152, !DIExpression(), !153)
  store i32 0, ptr %s, align 4, !dbg !153
    #dbg_declare(ptr %i, !154, !DIExpression(), !156)
  store i32 0, ptr %i, align 4, !dbg !156
  br label %for.cond, !dbg !157

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !dbg !158
  %1 = load i32, ptr %n.addr, align 4, !dbg !160
  %cmp = icmp slt i32 %0, %1, !dbg !161
  br i1 %cmp, label %for.body, label %for.end, !dbg !162

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr @globalOne, align 8, !dbg !163
  %3 = load i32, ptr %i, align 4, !dbg !164
  %idxprom = sext i32 %3 to i64, !dbg !163
  %arrayidx = getelementptr inbounds %struct.nodeOne, ptr %2, i64 %idxprom, !dbg !163
  %a = getelementptr inbounds %struct.nodeOne, ptr %arrayidx, i32 0, i32 0, !dbg !165
  %4 = load i32, ptr %a, align 4, !dbg !165
  %5 = load i32, ptr %s, align 4, !dbg !166
  %add = add nsw i32 %5, %4, !dbg !166
  store i32 %add, ptr %s, align 4, !dbg !166
  br label %for.inc, !dbg !167

for.inc:                                          ; preds = %for.body
  %6 = load i32, ptr %i, align 4, !dbg !168
  %inc = add nsw i32 %6, 1, !dbg !168
  store i32 %inc, ptr %i, align 4, !dbg !168
  br label %for.cond, !dbg !169, !llvm.loop !170

for.end:                                          ; preds = %for.cond
  %7 = load i32, ptr %s, align 4, !dbg !172
  ret i32 %7, !dbg !173
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "globalOne", scope: !2, file: !3, line: 17, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "seed_dynamic.c", directory: ".", checksumkind: CSK_MD5, checksum: "d65ede2bd67e9d7c2874e173fe6e8861")
!4 = !{!5, !10, !15}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "nodeOne", file: !3, line: 7, size: 32, elements: !7)
!7 = !{!8}
!8 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !6, file: !3, line: 8, baseType: !9, size: 32)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "nodeTwo", file: !3, line: 11, size: 64, elements: !12)
!12 = !{!13, !14, !16}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !11, file: !3, line: 12, baseType: !9, size: 32)
!14 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !11, file: !3, line: 13, baseType: !15, size: 8, offset: 32)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!16 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !11, file: !3, line: 14, baseType: !15, size: 8, offset: 40)
!17 = !{!18, !0}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 53, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 80, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 10)
!23 = !{i32 7, !"Dwarf Version", i32 5}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 8, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 2}
!29 = !{i32 7, !"frame-pointer", i32 2}
!30 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!31 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 39, type: !32, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !36)
!32 = !DISubroutineType(types: !33)
!33 = !{!9, !9, !34}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!36 = !{}
!37 = !DILocalVariable(name: "argc", arg: 1, scope: !31, file: !3, line: 39, type: !9)
!38 = !DILocation(line: 39, column: 14, scope: !31)
!39 = !DILocalVariable(name: "argv", arg: 2, scope: !31, file: !3, line: 39, type: !34)
!40 = !DILocation(line: 39, column: 27, scope: !31)
!41 = !DILocalVariable(name: "arrayOne", scope: !31, file: !3, line: 41, type: !5)
!42 = !DILocation(line: 41, column: 18, scope: !31)
!43 = !DILocation(line: 41, column: 47, scope: !31)
!44 = !DILocalVariable(name: "n", scope: !31, file: !3, line: 42, type: !9)
!45 = !DILocation(line: 42, column: 6, scope: !31)
!46 = !DILocation(line: 43, column: 4, scope: !31)
!47 = !DILocalVariable(name: "arrayTwo", scope: !31, file: !3, line: 44, type: !10)
!48 = !DILocation(line: 44, column: 18, scope: !31)
!49 = !DILocation(line: 44, column: 54, scope: !31)
!50 = !DILocation(line: 44, column: 56, scope: !31)
!51 = !DILocation(line: 44, column: 47, scope: !31)
!52 = !DILocation(line: 45, column: 14, scope: !31)
!53 = !DILocation(line: 45, column: 12, scope: !31)
!54 = !DILocalVariable(name: "k", scope: !31, file: !3, line: 46, type: !9)
!55 = !DILocation(line: 46, column: 6, scope: !31)
!56 = !DILocation(line: 46, column: 10, scope: !31)
!57 = !DILocation(line: 46, column: 15, scope: !31)
!58 = !DILocalVariable(name: "i", scope: !59, file: !3, line: 47, type: !9)
!59 = distinct !DILexicalBlock(scope: !31, file: !3, line: 47, column: 2)
!60 = !DILocation(line: 47, column: 11, scope: !59)
!61 = !DILocation(line: 47, column: 7, scope: !59)
!62 = !DILocation(line: 47, column: 18, scope: !63)
!63 = distinct !DILexicalBlock(scope: !59, file: !3, line: 47, column: 2)
!64 = !DILocation(line: 47, column: 22, scope: !63)
!65 = !DILocation(line: 47, column: 20, scope: !63)
!66 = !DILocation(line: 47, column: 2, scope: !59)
!67 = !DILocation(line: 48, column: 19, scope: !68)
!68 = distinct !DILexicalBlock(scope: !63, file: !3, line: 47, column: 30)
!69 = !DILocation(line: 48, column: 3, scope: !68)
!70 = !DILocation(line: 48, column: 12, scope: !68)
!71 = !DILocation(line: 48, column: 15, scope: !68)
!72 = !DILocation(line: 48, column: 17, scope: !68)
!73 = !DILocation(line: 49, column: 19, scope: !68)
!74 = !DILocation(line: 49, column: 3, scope: !68)
!75 = !DILocation(line: 49, column: 12, scope: !68)
!76 = !DILocation(line: 49, column: 15, scope: !68)
!77 = !DILocation(line: 49, column: 17, scope: !68)
!78 = !DILocation(line: 50, column: 25, scope: !68)
!79 = !DILocation(line: 50, column: 19, scope: !68)
!80 = !DILocation(line: 50, column: 3, scope: !68)
!81 = !DILocation(line: 50, column: 12, scope: !68)
!82 = !DILocation(line: 50, column: 15, scope: !68)
!83 = !DILocation(line: 50, column: 17, scope: !68)
!84 = !DILocation(line: 51, column: 25, scope: !68)
!85 = !DILocation(line: 51, column: 3, scope: !68)
!86 = !DILocation(line: 51, column: 13, scope: !68)
!87 = !DILocation(line: 51, column: 15, scope: !68)
!88 = !DILocation(line: 51, column: 21, scope: !68)
!89 = !DILocation(line: 51, column: 23, scope: !68)
!90 = !DILocation(line: 52, column: 2, scope: !68)
!91 = !DILocation(line: 47, column: 26, scope: !63)
!92 = !DILocation(line: 47, column: 2, scope: !63)
!93 = distinct !{!93, !66, !94, !95}
!94 = !DILocation(line: 52, column: 2, scope: !59)
!95 = !{!"llvm.loop.mustprogress"}
!96 = !DILocation(line: 53, column: 23, scope: !31)
!97 = !DILocation(line: 53, column: 32, scope: !31)
!98 = !DILocation(line: 53, column: 34, scope: !31)
!99 = !DILocation(line: 53, column: 39, scope: !31)
!100 = !DILocation(line: 53, column: 49, scope: !31)
!101 = !DILocation(line: 53, column: 59, scope: !31)
!102 = !DILocation(line: 53, column: 42, scope: !31)
!103 = !DILocation(line: 53, column: 73, scope: !31)
!104 = !DILocation(line: 53, column: 75, scope: !31)
!105 = !DILocation(line: 53, column: 63, scope: !31)
!106 = !DILocation(line: 53, column: 2, scope: !31)
!107 = !DILocation(line: 54, column: 7, scope: !31)
!108 = !DILocation(line: 54, column: 2, scope: !31)
!109 = !DILocation(line: 55, column: 7, scope: !31)
!110 = !DILocation(line: 55, column: 2, scope: !31)
!111 = !DILocation(line: 56, column: 7, scope: !31)
!112 = !DILocation(line: 56, column: 2, scope: !31)
!113 = !DILocation(line: 57, column: 2, scope: !31)
!114 = distinct !DISubprogram(name: "sumTwo", scope: !3, file: !3, line: 23, type: !115, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !36)
!115 = !DISubroutineType(types: !116)
!116 = !{!9, !10, !9}
!117 = !DILocalVariable(name: "arr", arg: 1, scope: !114, file: !3, line: 23, type: !10)
!118 = !DILocation(line: 23, column: 61, scope: !114)
!119 = !DILocalVariable(name: "n", arg: 2, scope: !114, file: !3, line: 23, type: !9)
!120 = !DILocation(line: 23, column: 70, scope: !114)
!121 = !DILocalVariable(name: "s", scope: !114, file: !3, line: 25, type: !9)
!122 = !DILocation(line: 25, column: 6, scope: !114)
!123 = !DILocalVariable(name: "i", scope: !124, file: !3, line: 26, type: !9)
!124 = distinct !DILexicalBlock(scope: !114, file: !3, line: 26, column: 2)
!125 = !DILocation(line: 26, column: 11, scope: !124)
!126 = !DILocation(line: 26, column: 7, scope: !124)
!127 = !DILocation(line: 26, column: 18, scope: !128)
!128 = distinct !DILexicalBlock(scope: !124, file: !3, line: 26, column: 2)
!129 = !DILocation(line: 26, column: 22, scope: !128)
!130 = !DILocation(line: 26, column: 20, scope: !128)
!131 = !DILocation(line: 26, column: 2, scope: !124)
!132 = !DILocation(line: 27, column: 8, scope: !128)
!133 = !DILocation(line: 27, column: 12, scope: !128)
!134 = !DILocation(line: 27, column: 15, scope: !128)
!135 = !DILocation(line: 27, column: 19, scope: !128)
!136 = !DILocation(line: 27, column: 23, scope: !128)
!137 = !DILocation(line: 27, column: 26, scope: !128)
!138 = !DILocation(line: 27, column: 17, scope: !128)
!139 = !DILocation(line: 27, column: 5, scope: !128)
!140 = !DILocation(line: 27, column: 3, scope: !128)
!141 = !DILocation(line: 26, column: 26, scope: !128)
!142 = !DILocation(line: 26, column: 2, scope: !128)
!143 = distinct !{!143, !131, !144, !95}
!144 = !DILocation(line: 27, column: 26, scope: !124)
!145 = !DILocation(line: 28, column: 9, scope: !114)
!146 = !DILocation(line: 28, column: 2, scope: !114)
!147 = distinct !DISubprogram(name: "sumGlobal", scope: !3, file: !3, line: 31, type: !148, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !36)
!148 = !DISubroutineType(types: !149)
!149 = !{!9, !9}
!150 = !DILocalVariable(name: "n", arg: 1, scope: !147, file: !3, line: 31, type: !9)
!151 = !DILocation(line: 31, column: 52, scope: !147)
!152 = !DILocalVariable(name: "s", scope: !147, file: !3, line: 33, type: !9)
!153 = !DILocation(line: 33, column: 6, scope: !147)
!154 = !DILocalVariable(name: "i", scope: !155, file: !3, line: 34, type: !9)
!155 = distinct !DILexicalBlock(scope: !147, file: !3, line: 34, column: 2)
!156 = !DILocation(line: 34, column: 11, scope: !155)
!157 = !DILocation(line: 34, column: 7, scope: !155)
!158 = !DILocation(line: 34, column: 18, scope: !159)
!159 = distinct !DILexicalBlock(scope: !155, file: !3, line: 34, column: 2)
!160 = !DILocation(line: 34, column: 22, scope: !159)
!161 = !DILocation(line: 34, column: 20, scope: !159)
!162 = !DILocation(line: 34, column: 2, scope: !155)
!163 = !DILocation(line: 35, column: 8, scope: !159)
!164 = !DILocation(line: 35, column: 18, scope: !159)
!165 = !DILocation(line: 35, column: 21, scope: !159)
!166 = !DILocation(line: 35, column: 5, scope: !159)
!167 = !DILocation(line: 35, column: 3, scope: !159)
!168 = !DILocation(line: 34, column: 26, scope: !159)
!169 = !DILocation(line: 34, column: 2, scope: !159)
!170 = distinct !{!170, !162, !171, !95}
!171 = !DILocation(line: 35, column: 21, scope: !155)
!172 = !DILocation(line: 36, column: 9, scope: !147)
!173 = !DILocation(line: 36, column: 2, scope: !147)
