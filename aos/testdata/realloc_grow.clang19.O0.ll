; ModuleID = 'realloc_grow.c'
source_filename = "realloc_grow.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.vec = type { ptr, i32, i32 }
%struct.token = type { i32, i32, i32 }

@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !17 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %v = alloca %struct.vec, align 8
  %i = alloca i32, align 4
  %s = alloca i32, align 4
  %i1 = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
    #dbg_declare(ptr %argc.addr, !24, !DIExpression(), !25)
  store ptr %argv, ptr %argv.addr, align 8
    #dbg_declare(ptr %argv.addr, !26, !DIExpression(), !27)
    #dbg_declare(ptr %v, !28, !DIExpression(), !40)
  call void @vec_init(ptr noundef %v), !dbg !41
    #dbg_declare(ptr %i, !42, !DIExpression(), !44)
  store i32 0, ptr %i, align 4, !dbg !44
  br label %for.cond, !dbg !45

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !dbg !46
  %1 = load i32, ptr %argc.addr, align 4, !dbg !48
  %mul = mul nsw i32 %1, 10, !dbg !49
  %cmp = icmp slt i32 %0, %mul, !dbg !50
  br i1 %cmp, label %for.body, label %for.end, !dbg !51

for.body:                                         ; preds = %for.cond
  %2 = load i32, ptr %i, align 4, !dbg !52
  %rem = srem i32 %2, 3, !dbg !53
  %3 = load i32, ptr %i, align 4, !dbg !54
  call void @vec_push(ptr noundef %v, i32 noundef %rem, i32 noundef %3, i32 noundef 1), !dbg !55
  br label %for.inc, !dbg !55

for.inc:                                          ; preds = %for.body
  %4 = load i32, ptr %i, align 4, !dbg !56
  %inc = add nsw i32 %4, 1, !dbg !56
  store i32 %inc, ptr %i, align 4, !dbg !56
  br label %for.cond, !dbg !57, !llvm.loop !58

for.end:                                          ; preds = %for.cond
    #dbg_declare(ptr %s, !61, !DIExpression(), !62)
  store i32 0, ptr %s, align 4, !dbg !62
    #dbg_declare(ptr %i1, !63, !DIExpression(), !65)
  store i32 0, ptr %i1, align 4, !dbg !65
  br label %for.cond2, !dbg !66

for.cond2:                                        ; preds = %for.inc5, %for.end
  %5 = load i32, ptr %i1, align 4, !dbg !67
  %len = getelementptr inbounds %struct.vec, ptr %v, i32 0, i32 1, !dbg !69
  %6 = load i32, ptr %len, align 8, !dbg !69
  %cmp3 = icmp slt i32 %5, %6, !dbg !70
  br i1 %cmp3, label %for.body4, label %for.end7, !dbg !71

for.body4:                                        ; preds = %for.cond2
  %data = getelementptr inbounds %struct.vec, ptr %v, i32 0, i32 0, !dbg !72
  %7 = load ptr, ptr %data, align 8, !dbg !72
  %8 = load i32, ptr %i1, align 4, !dbg !73
  %idxprom = sext i32 %8 to i64, !dbg !74
  %arrayidx = getelementptr inbounds %struct.token, ptr %7, i64 %idxprom, !dbg !74
  %kind = getelementptr inbounds %struct.token, ptr %arrayidx, i32 0, i32 0, !dbg !75
  %9 = load i32, ptr %kind, align 4, !dbg !75
  %10 = load i32, ptr %s, align 4, !dbg !76
  %add = add nsw i32 %10, %9, !dbg !76
  store i32 %add, ptr %s, align 4, !dbg !76
  br label %for.inc5, !dbg !77

for.inc5:                                         ; preds = %for.body4
  %11 = load i32, ptr %i1, align 4, !dbg !78
  %inc6 = add nsw i32 %11, 1, !dbg !78
  store i32 %inc6, ptr %i1, align 4, !dbg !78
  br label %for.cond2, !dbg !79, !llvm.loop !80

for.end7:                                         ; preds = %for.cond2
  %12 = load i32, ptr %s, align 4, !dbg !82
  %len8 = getelementptr inbounds %struct.vec, ptr %v, i32 0, i32 1, !dbg !83
  %13 = load i32, ptr %len8, align 8, !dbg !83
  %call = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %12, i32 noundef %13), !dbg !84
  %data9 = getelementptr inbounds %struct.vec, ptr %v, i32 0, i32 0, !dbg !85
  %14 = load ptr, ptr %data9, align 8, !dbg !85
  call void @free(ptr noundef %14) #5, !dbg !86
  ret i32 0, !dbg !87
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @vec_init(ptr noundef %v) #0 !dbg !88 {
entry:
  %v.addr = alloca ptr, align 8
  store ptr %v, ptr %v.addr, align 8
    #dbg_declare(ptr %v.addr, !92, !DIExpression(), !93)
  %0 = load ptr, ptr %v.addr, align 8, !dbg !94
  %cap = getelementptr inbounds %struct.vec, ptr %0, i32 0, i32 2, !dbg !95
  store i32 4, ptr %cap, align 4, !dbg !96
  %1 = load ptr, ptr %v.addr, align 8, !dbg !97
  %len = getelementptr inbounds %struct.vec, ptr %1, i32 0, i32 1, !dbg !98
  store i32 0, ptr %len, align 8, !dbg !99
  %call = call noalias ptr @malloc(i64 noundef 48) #6, !dbg !100
  %2 = load ptr, ptr %v.addr, align 8, !dbg !101
  %data = getelementptr inbounds %struct.vec, ptr %2, i32 0, i32 0, !dbg !102
  store ptr %call, ptr %data, align 8, !dbg !103
  ret void, !dbg !104
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @vec_push(ptr noundef %v, i32 noundef %kind, i32 noundef %start, i32 noundef %len) #0 !dbg !105 {
entry:
  %v.addr = alloca ptr, align 8
  %kind.addr = alloca i32, align 4
  %start.addr = alloca i32, align 4
  %len.addr = alloca i32, align 4
  store ptr %v, ptr %v.addr, align 8
    #dbg_declare(ptr %v.addr, !108, !DIExpression(), !109)
  store i32 %kind, ptr %kind.addr, align 4
    #dbg_declare(ptr %kind.addr, !110, !DIExpression(), !111)
  store i32 %start, ptr %start.addr, align 4
    #dbg_declare(ptr %start.addr, !112, !DIExpression(), !113)
  store i32 %len, ptr %len.addr, align 4
    #dbg_declare(ptr %len.addr, !114, !DIExpression(), !115)
  %0 = load ptr, ptr %v.addr, align 8, !dbg !116
  %len1 = getelementptr inbounds %struct.vec, ptr %0, i32 0, i32 1, !dbg !118
  %1 = load i32, ptr %len1, align 8, !dbg !118
  %2 = load ptr, ptr %v.addr, align 8, !dbg !119
  %cap = getelementptr inbounds %struct.vec, ptr %2, i32 0, i32 2, !dbg !120
  %3 = load i32, ptr %cap, align 4, !dbg !120
  %cmp = icmp eq i32 %1, %3, !dbg !121
  br i1 %cmp, label %if.then, label %if.end, !dbg !122

if.then:                                          ; preds = %entry
  %4 = load ptr, ptr %v.addr, align 8, !dbg !123
  %cap2 = getelementptr inbounds %struct.vec, ptr %4, i32 0, i32 2, !dbg !125
  %5 = load i32, ptr %cap2, align 4, !dbg !126
  %mul = mul nsw i32 %5, 2, !dbg !126
  store i32 %mul, ptr %cap2, align 4, !dbg !126
  %6 = load ptr, ptr %v.addr, align 8, !dbg !127
  %data = getelementptr inbounds %struct.vec, ptr %6, i32 0, i32 0, !dbg !128
  %7 = load ptr, ptr %data, align 8, !dbg !128
  %8 = load ptr, ptr %v.addr, align 8, !dbg !129
  %cap3 = getelementptr inbounds %struct.vec, ptr %8, i32 0, i32 2, !dbg !130
  %9 = load i32, ptr %cap3, align 4, !dbg !130
  %conv = sext i32 %9 to i64, !dbg !129
  %mul4 = mul i64 %conv, 12, !dbg !131
  %call = call ptr @realloc(ptr noundef %7, i64 noundef %mul4) #7, !dbg !132
  %10 = load ptr, ptr %v.addr, align 8, !dbg !133
  %data5 = getelementptr inbounds %struct.vec, ptr %10, i32 0, i32 0, !dbg !134
  store ptr %call, ptr %data5, align 8, !dbg !135
  br label %if.end, !dbg !136

if.end:                                           ; preds = %if.then, %entry
  %11 = load i32, ptr %kind.addr, align 4, !dbg !137
  %12 = load ptr, ptr %v.addr, align 8, !dbg !138
  %data6 = getelementptr inbounds %struct.vec, ptr %12, i32 0, i32 0, !dbg !139
  %13 = load ptr, ptr %data6, align 8, !dbg !139
  %14 = load ptr, ptr %v.addr, align 8, !dbg !140
  %len7 = getelementptr inbounds %struct.vec, ptr %14, i32 0, i32 1, !dbg !141
  %15 = load i32, ptr %len7, align 8, !dbg !141
  %idxprom = sext i32 %15 to i64, !dbg !138
  %arrayidx = getelementptr inbounds %struct.token, ptr %13, i64 %idxprom, !dbg !138
  %kind8 = getelementptr inbounds %struct.token, ptr %arrayidx, i32 0, i32 0, !dbg !142
  store i32 %11, ptr %kind8, align 4, !dbg !143
  %16 = load i32, ptr %start.addr, align 4, !dbg !144
  %17 = load ptr, ptr %v.addr, align 8, !dbg !145
  %data9 = getelementptr inbounds %struct.vec, ptr %17, i32 0, i32 0, !dbg !146
  %18 = load ptr, ptr %data9, align 8, !dbg !146
  %19 = load ptr, ptr %v.addr, align 8, !dbg !147
  %len10 = getelementptr inbounds %struct.vec, ptr %19, i32 0, i32 1, !dbg !148
  %20 = load i32, ptr %len10, align 8, !dbg !148
  %idxprom11 = sext i32 %20 to i64, !dbg !145
  %arrayidx12 = getelementptr inbounds %struct.token, ptr %18, i64 %idxprom11, !dbg !145
  %start13 = getelementptr inbounds %struct.token, ptr %arrayidx12, i32 0, i32 1, !dbg !149
  store i32 %16, ptr %start13, align 4, !dbg !150
  %21 = load i32, ptr %len.addr, align 4, !dbg !151
  %22 = load ptr, ptr %v.addr, align 8, !dbg !152
  %data14 = getelementptr inbounds %struct.vec, ptr %22, i32 0, i32 0, !dbg !153
  %23 = load ptr, ptr %data14, align 8, !dbg !153
  %24 = load ptr, ptr %v.addr, align 8, !dbg !154
  %len15 = getelementptr inbounds %struct.vec, ptr %24, i32 0, i32 1, !dbg !155
  %25 = load i32, ptr %len15, align 8, !dbg !155
  %idxprom16 = sext i32 %25 to i64, !dbg !152
  %arrayidx17 = getelementptr inbounds %struct.token, ptr %23, i64 %idxprom16, !dbg !152
  %len18 = getelementptr inbounds %struct.token, ptr %arrayidx17, i32 0, i32 2, !dbg !156
  store i32 %21, ptr %len18, align 4, !dbg !157
  %26 = load ptr, ptr %v.addr, align 8, !dbg !158
  %len19 = getelementptr inbounds %struct.vec, ptr %26, i32 0, i32 1, !dbg !159
  %27 = load i32, ptr %len19, align 8, !dbg !160
  %inc = add nsw i32 %27, 1, !dbg !160
  store i32 %inc, ptr %len19, align 8, !dbg !160
  ret void, !dbg !161
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

; Function Attrs: nounwind allocsize(1)
declare ptr @realloc(ptr noundef, i64 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind allocsize(1) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "realloc_grow.c", directory: ".", checksumkind: CSK_MD5, checksum: "3ca939e241d1de2a32e02bce201cc47e")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
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
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 38, type: !18, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 38, type: !20)
!25 = !DILocation(line: 38, column: 14, scope: !17)
!26 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 38, type: !21)
!27 = !DILocation(line: 38, column: 27, scope: !17)
!28 = !DILocalVariable(name: "v", scope: !17, file: !2, line: 40, type: !29)
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vec", file: !2, line: 11, size: 128, elements: !30)
!30 = !{!31, !38, !39}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !29, file: !2, line: 12, baseType: !32, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!33 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "token", file: !2, line: 6, size: 96, elements: !34)
!34 = !{!35, !36, !37}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !33, file: !2, line: 7, baseType: !20, size: 32)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !33, file: !2, line: 8, baseType: !20, size: 32, offset: 32)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !33, file: !2, line: 8, baseType: !20, size: 32, offset: 64)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !29, file: !2, line: 13, baseType: !20, size: 32, offset: 64)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !29, file: !2, line: 13, baseType: !20, size: 32, offset: 96)
!40 = !DILocation(line: 40, column: 13, scope: !17)
!41 = !DILocation(line: 41, column: 2, scope: !17)
!42 = !DILocalVariable(name: "i", scope: !43, file: !2, line: 42, type: !20)
!43 = distinct !DILexicalBlock(scope: !17, file: !2, line: 42, column: 2)
!44 = !DILocation(line: 42, column: 11, scope: !43)
!45 = !DILocation(line: 42, column: 7, scope: !43)
!46 = !DILocation(line: 42, column: 18, scope: !47)
!47 = distinct !DILexicalBlock(scope: !43, file: !2, line: 42, column: 2)
!48 = !DILocation(line: 42, column: 22, scope: !47)
!49 = !DILocation(line: 42, column: 27, scope: !47)
!50 = !DILocation(line: 42, column: 20, scope: !47)
!51 = !DILocation(line: 42, column: 2, scope: !43)
!52 = !DILocation(line: 43, column: 16, scope: !47)
!53 = !DILocation(line: 43, column: 18, scope: !47)
!54 = !DILocation(line: 43, column: 23, scope: !47)
!55 = !DILocation(line: 43, column: 3, scope: !47)
!56 = !DILocation(line: 42, column: 34, scope: !47)
!57 = !DILocation(line: 42, column: 2, scope: !47)
!58 = distinct !{!58, !51, !59, !60}
!59 = !DILocation(line: 43, column: 27, scope: !43)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !DILocalVariable(name: "s", scope: !17, file: !2, line: 44, type: !20)
!62 = !DILocation(line: 44, column: 6, scope: !17)
!63 = !DILocalVariable(name: "i", scope: !64, file: !2, line: 45, type: !20)
!64 = distinct !DILexicalBlock(scope: !17, file: !2, line: 45, column: 2)
!65 = !DILocation(line: 45, column: 11, scope: !64)
!66 = !DILocation(line: 45, column: 7, scope: !64)
!67 = !DILocation(line: 45, column: 18, scope: !68)
!68 = distinct !DILexicalBlock(scope: !64, file: !2, line: 45, column: 2)
!69 = !DILocation(line: 45, column: 24, scope: !68)
!70 = !DILocation(line: 45, column: 20, scope: !68)
!71 = !DILocation(line: 45, column: 2, scope: !64)
!72 = !DILocation(line: 46, column: 10, scope: !68)
!73 = !DILocation(line: 46, column: 15, scope: !68)
!74 = !DILocation(line: 46, column: 8, scope: !68)
!75 = !DILocation(line: 46, column: 18, scope: !68)
!76 = !DILocation(line: 46, column: 5, scope: !68)
!77 = !DILocation(line: 46, column: 3, scope: !68)
!78 = !DILocation(line: 45, column: 30, scope: !68)
!79 = !DILocation(line: 45, column: 2, scope: !68)
!80 = distinct !{!80, !71, !81, !60}
!81 = !DILocation(line: 46, column: 18, scope: !64)
!82 = !DILocation(line: 47, column: 20, scope: !17)
!83 = !DILocation(line: 47, column: 25, scope: !17)
!84 = !DILocation(line: 47, column: 2, scope: !17)
!85 = !DILocation(line: 48, column: 9, scope: !17)
!86 = !DILocation(line: 48, column: 2, scope: !17)
!87 = !DILocation(line: 49, column: 2, scope: !17)
!88 = distinct !DISubprogram(name: "vec_init", scope: !2, file: !2, line: 19, type: !89, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !23)
!89 = !DISubroutineType(types: !90)
!90 = !{null, !91}
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!92 = !DILocalVariable(name: "v", arg: 1, scope: !88, file: !2, line: 19, type: !91)
!93 = !DILocation(line: 19, column: 60, scope: !88)
!94 = !DILocation(line: 21, column: 2, scope: !88)
!95 = !DILocation(line: 21, column: 5, scope: !88)
!96 = !DILocation(line: 21, column: 9, scope: !88)
!97 = !DILocation(line: 22, column: 2, scope: !88)
!98 = !DILocation(line: 22, column: 5, scope: !88)
!99 = !DILocation(line: 22, column: 9, scope: !88)
!100 = !DILocation(line: 23, column: 12, scope: !88)
!101 = !DILocation(line: 23, column: 2, scope: !88)
!102 = !DILocation(line: 23, column: 5, scope: !88)
!103 = !DILocation(line: 23, column: 10, scope: !88)
!104 = !DILocation(line: 24, column: 1, scope: !88)
!105 = distinct !DISubprogram(name: "vec_push", scope: !2, file: !2, line: 26, type: !106, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !23)
!106 = !DISubroutineType(types: !107)
!107 = !{null, !91, !20, !20, !20}
!108 = !DILocalVariable(name: "v", arg: 1, scope: !105, file: !2, line: 26, type: !91)
!109 = !DILocation(line: 26, column: 60, scope: !105)
!110 = !DILocalVariable(name: "kind", arg: 2, scope: !105, file: !2, line: 26, type: !20)
!111 = !DILocation(line: 26, column: 67, scope: !105)
!112 = !DILocalVariable(name: "start", arg: 3, scope: !105, file: !2, line: 26, type: !20)
!113 = !DILocation(line: 26, column: 77, scope: !105)
!114 = !DILocalVariable(name: "len", arg: 4, scope: !105, file: !2, line: 26, type: !20)
!115 = !DILocation(line: 26, column: 88, scope: !105)
!116 = !DILocation(line: 28, column: 6, scope: !117)
!117 = distinct !DILexicalBlock(scope: !105, file: !2, line: 28, column: 6)
!118 = !DILocation(line: 28, column: 9, scope: !117)
!119 = !DILocation(line: 28, column: 16, scope: !117)
!120 = !DILocation(line: 28, column: 19, scope: !117)
!121 = !DILocation(line: 28, column: 13, scope: !117)
!122 = !DILocation(line: 28, column: 6, scope: !105)
!123 = !DILocation(line: 29, column: 3, scope: !124)
!124 = distinct !DILexicalBlock(scope: !117, file: !2, line: 28, column: 24)
!125 = !DILocation(line: 29, column: 6, scope: !124)
!126 = !DILocation(line: 29, column: 10, scope: !124)
!127 = !DILocation(line: 30, column: 21, scope: !124)
!128 = !DILocation(line: 30, column: 24, scope: !124)
!129 = !DILocation(line: 30, column: 30, scope: !124)
!130 = !DILocation(line: 30, column: 33, scope: !124)
!131 = !DILocation(line: 30, column: 37, scope: !124)
!132 = !DILocation(line: 30, column: 13, scope: !124)
!133 = !DILocation(line: 30, column: 3, scope: !124)
!134 = !DILocation(line: 30, column: 6, scope: !124)
!135 = !DILocation(line: 30, column: 11, scope: !124)
!136 = !DILocation(line: 31, column: 2, scope: !124)
!137 = !DILocation(line: 32, column: 25, scope: !105)
!138 = !DILocation(line: 32, column: 2, scope: !105)
!139 = !DILocation(line: 32, column: 5, scope: !105)
!140 = !DILocation(line: 32, column: 10, scope: !105)
!141 = !DILocation(line: 32, column: 13, scope: !105)
!142 = !DILocation(line: 32, column: 18, scope: !105)
!143 = !DILocation(line: 32, column: 23, scope: !105)
!144 = !DILocation(line: 33, column: 26, scope: !105)
!145 = !DILocation(line: 33, column: 2, scope: !105)
!146 = !DILocation(line: 33, column: 5, scope: !105)
!147 = !DILocation(line: 33, column: 10, scope: !105)
!148 = !DILocation(line: 33, column: 13, scope: !105)
!149 = !DILocation(line: 33, column: 18, scope: !105)
!150 = !DILocation(line: 33, column: 24, scope: !105)
!151 = !DILocation(line: 34, column: 24, scope: !105)
!152 = !DILocation(line: 34, column: 2, scope: !105)
!153 = !DILocation(line: 34, column: 5, scope: !105)
!154 = !DILocation(line: 34, column: 10, scope: !105)
!155 = !DILocation(line: 34, column: 13, scope: !105)
!156 = !DILocation(line: 34, column: 18, scope: !105)
!157 = !DILocation(line: 34, column: 22, scope: !105)
!158 = !DILocation(line: 35, column: 2, scope: !105)
!159 = !DILocation(line: 35, column: 5, scope: !105)
!160 = !DILocation(line: 35, column: 8, scope: !105)
!161 = !DILocation(line: 36, column: 1, scope: !105)
