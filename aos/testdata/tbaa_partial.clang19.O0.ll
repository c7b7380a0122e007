; ModuleID = 'tbaa_partial.c'
source_filename = "tbaa_partial.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.buf = type { i32, i32, [64 x i8] }

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !19 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %b = alloca ptr, align 8
  %i = alloca i32, align 4
  %p = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
    #dbg_declare(ptr %argc.addr, !26, !DIExpression(), !27)
  store ptr %argv, ptr %argv.addr, align 8
    #dbg_declare(ptr %argv.addr, !28, !DIExpression(), !29)
    #dbg_declare(ptr %b, !30, !DIExpression(), !40)
  store ptr null, ptr %b, align 8, !dbg !40
    #dbg_declare(ptr %i, !41, !DIExpression(), !43)
  store i32 0, ptr %i, align 4, !dbg !43
  br label %for.cond, !dbg !44

for.cond:                                         ; preds = %for.inc3, %entry
  %0 = load i32, ptr %i, align 4, !dbg !45
  %1 = load i32, ptr %argc.addr, align 4, !dbg !47
  %cmp = icmp slt i32 %0, %1, !dbg !48
  br i1 %cmp, label %for.body, label %for.end4, !dbg !49

for.body:                                         ; preds = %for.cond
    #dbg_declare(ptr %p, !50, !DIExpression(), !52)
  %2 = load ptr, ptr %argv.addr, align 8, !dbg !53
  %3 = load i32, ptr %i, align 4, !dbg !54
  %idxprom = sext i32 %3 to i64, !dbg !53
  %arrayidx = getelementptr inbounds ptr, ptr %2, i64 %idxprom, !dbg !53
  %4 = load ptr, ptr %arrayidx, align 8, !dbg !53
  store ptr %4, ptr %p, align 8, !dbg !52
  br label %for.cond1, !dbg !55

for.cond1:                                        ; preds = %for.inc, %for.body
  %5 = load ptr, ptr %p, align 8, !dbg !56
  %6 = load i8, ptr %5, align 1, !dbg !58
  %tobool = icmp ne i8 %6, 0, !dbg !59
  br i1 %tobool, label %for.body2, label %for.end, !dbg !59

for.body2:                                        ; preds = %for.cond1
  %7 = load ptr, ptr %p, align 8, !dbg !60
  %8 = load i8, ptr %7, align 1, !dbg !61
  %conv = sext i8 %8 to i32, !dbg !61
  call void @put(ptr noundef %b, i32 noundef %conv), !dbg !62
  br label %for.inc, !dbg !62

for.inc:                                          ; preds = %for.body2
  %9 = load ptr, ptr %p, align 8, !dbg !63
  %incdec.ptr = getelementptr inbounds i8, ptr %9, i32 1, !dbg !63
  store ptr %incdec.ptr, ptr %p, align 8, !dbg !63
  br label %for.cond1, !dbg !64, !llvm.loop !65

for.end:                                          ; preds = %for.cond1
  br label %for.inc3, !dbg !66

for.inc3:                                         ; preds = %for.end
  %10 = load i32, ptr %i, align 4, !dbg !68
  %inc = add nsw i32 %10, 1, !dbg !68
  store i32 %inc, ptr %i, align 4, !dbg !68
  br label %for.cond, !dbg !69, !llvm.loop !70

for.end4:                                         ; preds = %for.cond
  %11 = load ptr, ptr %b, align 8, !dbg !72
  %tobool5 = icmp ne ptr %11, null, !dbg !72
  br i1 %tobool5, label %cond.true, label %cond.false, !dbg !72

cond.true:                                        ; preds = %for.end4
  %12 = load ptr, ptr %b, align 8, !dbg !73
  %n = getelementptr inbounds %struct.buf, ptr %12, i32 0, i32 0, !dbg !74
  %13 = load i32, ptr %n, align 4, !dbg !74
  br label %cond.end, !dbg !72

cond.false:                                       ; preds = %for.end4
  br label %cond.end, !dbg !72

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %13, %cond.true ], [ 0, %cond.false ], !dbg !72
  %call = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %cond), !dbg !75
  ret i32 0, !dbg !76
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put(ptr noundef %bp, i32 noundef %c) #0 !dbg !77 {
entry:
  %bp.addr = alloca ptr, align 8
  %c.addr = alloca i32, align 4
  %b = alloca ptr, align 8
  store ptr %bp, ptr %bp.addr, align 8
    #dbg_declare(ptr %bp.addr, !81, !DIExpression(), !82)
  store i32 %c, ptr %c.addr, align 4
    #dbg_declare(ptr %c.addr, !83, !DIExpression(), !84)
    #dbg_declare(ptr %b, !85, !DIExpression(), !86)
  %0 = load ptr, ptr %bp.addr, align 8, !dbg !87
  %1 = load ptr, ptr %0, align 8, !dbg !88
  store ptr %1, ptr %b, align 8, !dbg !86
  %2 = load ptr, ptr %b, align 8, !dbg !89
  %tobool = icmp ne ptr %2, null, !dbg !89
  br i1 %tobool, label %if.else, label %if.then, !dbg !91

if.then:                                          ; preds = %entry
  %call = call ptr @xrealloc(ptr noundef null, i32 noundef 72), !dbg !92
  store ptr %call, ptr %b, align 8, !dbg !94
  %3 = load ptr, ptr %b, align 8, !dbg !95
  %n = getelementptr inbounds %struct.buf, ptr %3, i32 0, i32 0, !dbg !96
  store i32 0, ptr %n, align 4, !dbg !97
  %4 = load ptr, ptr %b, align 8, !dbg !98
  %m = getelementptr inbounds %struct.buf, ptr %4, i32 0, i32 1, !dbg !99
  store i32 64, ptr %m, align 4, !dbg !100
  %5 = load ptr, ptr %b, align 8, !dbg !101
  %6 = load ptr, ptr %bp.addr, align 8, !dbg !102
  store ptr %5, ptr %6, align 8, !dbg !103
  br label %if.end7, !dbg !104

if.else:                                          ; preds = %entry
  %7 = load ptr, ptr %b, align 8, !dbg !105
  %n1 = getelementptr inbounds %struct.buf, ptr %7, i32 0, i32 0, !dbg !107
  %8 = load i32, ptr %n1, align 4, !dbg !107
  %9 = load ptr, ptr %b, align 8, !dbg !108
  %m2 = getelementptr inbounds %struct.buf, ptr %9, i32 0, i32 1, !dbg !109
  %10 = load i32, ptr %m2, align 4, !dbg !109
  %cmp = icmp eq i32 %8, %10, !dbg !110
  br i1 %cmp, label %if.then3, label %if.end, !dbg !111

if.then3:                                         ; preds = %if.else
  %11 = load ptr, ptr %b, align 8, !dbg !112
  %12 = load ptr, ptr %b, align 8, !dbg !114
  %m4 = getelementptr inbounds %struct.buf, ptr %12, i32 0, i32 1, !dbg !115
  %13 = load i32, ptr %m4, align 4, !dbg !116
  %mul = mul nsw i32 %13, 2, !dbg !116
  store i32 %mul, ptr %m4, align 4, !dbg !116
  %conv = sext i32 %mul to i64, !dbg !117
  %add = add i64 %conv, 8, !dbg !118
  %conv5 = trunc i64 %add to i32, !dbg !117
  %call6 = call ptr @xrealloc(ptr noundef %11, i32 noundef %conv5), !dbg !119
  store ptr %call6, ptr %b, align 8, !dbg !120
  %14 = load ptr, ptr %b, align 8, !dbg !121
  %15 = load ptr, ptr %bp.addr, align 8, !dbg !122
  store ptr %14, ptr %15, align 8, !dbg !123
  br label %if.end, !dbg !124

if.end:                                           ; preds = %if.then3, %if.else
  br label %if.end7

if.end7:                                          ; preds = %if.end, %if.then
  %16 = load i32, ptr %c.addr, align 4, !dbg !125
  %conv8 = trunc i32 %16 to i8, !dbg !125
  %17 = load ptr, ptr %b, align 8, !dbg !126
  %s = getelementptr inbounds %struct.buf, ptr %17, i32 0, i32 2, !dbg !127
  %18 = load ptr, ptr %b, align 8, !dbg !128
  %n9 = getelementptr inbounds %struct.buf, ptr %18, i32 0, i32 0, !dbg !129
  %19 = load i32, ptr %n9, align 4, !dbg !130
  %inc = add nsw i32 %19, 1, !dbg !130
  store i32 %inc, ptr %n9, align 4, !dbg !130
  %idxprom = sext i32 %19 to i64, !dbg !126
  %arrayidx = getelementptr inbounds [64 x i8], ptr %s, i64 0, i64 %idxprom, !dbg !126
  store i8 %conv8, ptr %arrayidx, align 1, !dbg !131
  ret void, !dbg !132
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @xrealloc(ptr noundef %p, i32 noundef %n) #0 !dbg !133 {
entry:
  %p.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %q = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
    #dbg_declare(ptr %p.addr, !136, !DIExpression(), !137)
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !138, !DIExpression(), !139)
    #dbg_declare(ptr %q, !140, !DIExpression(), !141)
  %0 = load ptr, ptr %p.addr, align 8, !dbg !142
  %1 = load i32, ptr %n.addr, align 4, !dbg !143
  %conv = sext i32 %1 to i64, !dbg !143
  %call = call ptr @realloc(ptr noundef %0, i64 noundef %conv) #4, !dbg !144
  store ptr %call, ptr %q, align 8, !dbg !141
  %2 = load ptr, ptr %q, align 8, !dbg !145
  %tobool = icmp ne ptr %2, null, !dbg !145
  br i1 %tobool, label %if.end, label %if.then, !dbg !147

if.then:                                          ; preds = %entry
  call void @exit(i32 noundef 1) #5, !dbg !148
  unreachable, !dbg !148

if.end:                                           ; preds = %entry
  %3 = load ptr, ptr %q, align 8, !dbg !149
  ret ptr %3, !dbg !150
}

; Function Attrs: nounwind allocsize(1)
declare ptr @realloc(ptr noundef, i64 noundef) #2

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(1) }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tbaa_partial.c", directory: ".", checksumkind: CSK_MD5, checksum: "6bf45004ff1f421f71389759d9fbbfdf")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !10, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{!0}
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 40, type: !20, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !25)
!20 = !DISubroutineType(types: !21)
!21 = !{!22, !22, !23}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!25 = !{}
!26 = !DILocalVariable(name: "argc", arg: 1, scope: !19, file: !2, line: 40, type: !22)
!27 = !DILocation(line: 40, column: 14, scope: !19)
!28 = !DILocalVariable(name: "argv", arg: 2, scope: !19, file: !2, line: 40, type: !23)
!29 = !DILocation(line: 40, column: 27, scope: !19)
!30 = !DILocalVariable(name: "b", scope: !19, file: !2, line: 42, type: !31)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "buf", file: !2, line: 12, size: 576, elements: !33)
!33 = !{!34, !35, !36}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !32, file: !2, line: 13, baseType: !22, size: 32)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !32, file: !2, line: 13, baseType: !22, size: 32, offset: 32)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !32, file: !2, line: 14, baseType: !37, size: 512, offset: 64)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 64)
!40 = !DILocation(line: 42, column: 14, scope: !19)
!41 = !DILocalVariable(name: "i", scope: !42, file: !2, line: 43, type: !22)
!42 = distinct !DILexicalBlock(scope: !19, file: !2, line: 43, column: 2)
!43 = !DILocation(line: 43, column: 11, scope: !42)
!44 = !DILocation(line: 43, column: 7, scope: !42)
!45 = !DILocation(line: 43, column: 18, scope: !46)
!46 = distinct !DILexicalBlock(scope: !42, file: !2, line: 43, column: 2)
!47 = !DILocation(line: 43, column: 22, scope: !46)
!48 = !DILocation(line: 43, column: 20, scope: !46)
!49 = !DILocation(line: 43, column: 2, scope: !42)
!50 = !DILocalVariable(name: "p", scope: !51, file: !2, line: 44, type: !24)
!51 = distinct !DILexicalBlock(scope: !46, file: !2, line: 44, column: 3)
!52 = !DILocation(line: 44, column: 14, scope: !51)
!53 = !DILocation(line: 44, column: 18, scope: !51)
!54 = !DILocation(line: 44, column: 23, scope: !51)
!55 = !DILocation(line: 44, column: 8, scope: !51)
!56 = !DILocation(line: 44, column: 28, scope: !57)
!57 = distinct !DILexicalBlock(scope: !51, file: !2, line: 44, column: 3)
!58 = !DILocation(line: 44, column: 27, scope: !57)
!59 = !DILocation(line: 44, column: 3, scope: !51)
!60 = !DILocation(line: 45, column: 13, scope: !57)
!61 = !DILocation(line: 45, column: 12, scope: !57)
!62 = !DILocation(line: 45, column: 4, scope: !57)
!63 = !DILocation(line: 44, column: 32, scope: !57)
!64 = !DILocation(line: 44, column: 3, scope: !57)
!65 = distinct !{!65, !59, !66, !67}
!66 = !DILocation(line: 45, column: 14, scope: !51)
!67 = !{!"llvm.loop.mustprogress"}
!68 = !DILocation(line: 43, column: 29, scope: !46)
!69 = !DILocation(line: 43, column: 2, scope: !46)
!70 = distinct !{!70, !49, !71, !67}
!71 = !DILocation(line: 45, column: 14, scope: !42)
!72 = !DILocation(line: 46, column: 17, scope: !19)
!73 = !DILocation(line: 46, column: 21, scope: !19)
!74 = !DILocation(line: 46, column: 24, scope: !19)
!75 = !DILocation(line: 46, column: 2, scope: !19)
!76 = !DILocation(line: 47, column: 2, scope: !19)
!77 = distinct !DISubprogram(name: "put", scope: !2, file: !2, line: 25, type: !78, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !25)
!78 = !DISubroutineType(types: !79)
!79 = !{null, !80, !22}
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!81 = !DILocalVariable(name: "bp", arg: 1, scope: !77, file: !2, line: 25, type: !80)
!82 = !DILocation(line: 25, column: 56, scope: !77)
!83 = !DILocalVariable(name: "c", arg: 2, scope: !77, file: !2, line: 25, type: !22)
!84 = !DILocation(line: 25, column: 64, scope: !77)
!85 = !DILocalVariable(name: "b", scope: !77, file: !2, line: 27, type: !31)
!86 = !DILocation(line: 27, column: 14, scope: !77)
!87 = !DILocation(line: 27, column: 19, scope: !77)
!88 = !DILocation(line: 27, column: 18, scope: !77)
!89 = !DILocation(line: 28, column: 7, scope: !90)
!90 = distinct !DILexicalBlock(scope: !77, file: !2, line: 28, column: 6)
!91 = !DILocation(line: 28, column: 6, scope: !77)
!92 = !DILocation(line: 29, column: 7, scope: !93)
!93 = distinct !DILexicalBlock(scope: !90, file: !2, line: 28, column: 10)
!94 = !DILocation(line: 29, column: 5, scope: !93)
!95 = !DILocation(line: 30, column: 3, scope: !93)
!96 = !DILocation(line: 30, column: 6, scope: !93)
!97 = !DILocation(line: 30, column: 8, scope: !93)
!98 = !DILocation(line: 31, column: 3, scope: !93)
!99 = !DILocation(line: 31, column: 6, scope: !93)
!100 = !DILocation(line: 31, column: 8, scope: !93)
!101 = !DILocation(line: 32, column: 9, scope: !93)
!102 = !DILocation(line: 32, column: 4, scope: !93)
!103 = !DILocation(line: 32, column: 7, scope: !93)
!104 = !DILocation(line: 33, column: 2, scope: !93)
!105 = !DILocation(line: 33, column: 13, scope: !106)
!106 = distinct !DILexicalBlock(scope: !90, file: !2, line: 33, column: 13)
!107 = !DILocation(line: 33, column: 16, scope: !106)
!108 = !DILocation(line: 33, column: 21, scope: !106)
!109 = !DILocation(line: 33, column: 24, scope: !106)
!110 = !DILocation(line: 33, column: 18, scope: !106)
!111 = !DILocation(line: 33, column: 13, scope: !90)
!112 = !DILocation(line: 34, column: 16, scope: !113)
!113 = distinct !DILexicalBlock(scope: !106, file: !2, line: 33, column: 27)
!114 = !DILocation(line: 34, column: 20, scope: !113)
!115 = !DILocation(line: 34, column: 23, scope: !113)
!116 = !DILocation(line: 34, column: 25, scope: !113)
!117 = !DILocation(line: 34, column: 19, scope: !113)
!118 = !DILocation(line: 34, column: 31, scope: !113)
!119 = !DILocation(line: 34, column: 7, scope: !113)
!120 = !DILocation(line: 34, column: 5, scope: !113)
!121 = !DILocation(line: 35, column: 9, scope: !113)
!122 = !DILocation(line: 35, column: 4, scope: !113)
!123 = !DILocation(line: 35, column: 7, scope: !113)
!124 = !DILocation(line: 36, column: 2, scope: !113)
!125 = !DILocation(line: 37, column: 17, scope: !77)
!126 = !DILocation(line: 37, column: 2, scope: !77)
!127 = !DILocation(line: 37, column: 5, scope: !77)
!128 = !DILocation(line: 37, column: 7, scope: !77)
!129 = !DILocation(line: 37, column: 10, scope: !77)
!130 = !DILocation(line: 37, column: 11, scope: !77)
!131 = !DILocation(line: 37, column: 15, scope: !77)
!132 = !DILocation(line: 38, column: 1, scope: !77)
!133 = distinct !DISubprogram(name: "xrealloc", scope: !2, file: !2, line: 17, type: !134, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !25)
!134 = !DISubroutineType(types: !135)
!135 = !{!9, !9, !22}
!136 = !DILocalVariable(name: "p", arg: 1, scope: !133, file: !2, line: 17, type: !9)
!137 = !DILocation(line: 17, column: 55, scope: !133)
!138 = !DILocalVariable(name: "n", arg: 2, scope: !133, file: !2, line: 17, type: !22)
!139 = !DILocation(line: 17, column: 62, scope: !133)
!140 = !DILocalVariable(name: "q", scope: !133, file: !2, line: 19, type: !9)
!141 = !DILocation(line: 19, column: 8, scope: !133)
!142 = !DILocation(line: 19, column: 20, scope: !133)
!143 = !DILocation(line: 19, column: 23, scope: !133)
!144 = !DILocation(line: 19, column: 12, scope: !133)
!145 = !DILocation(line: 20, column: 7, scope: !146)
!146 = distinct !DILexicalBlock(scope: !133, file: !2, line: 20, column: 6)
!147 = !DILocation(line: 20, column: 6, scope: !133)
!148 = !DILocation(line: 21, column: 3, scope: !146)
!149 = !DILocation(line: 22, column: 9, scope: !133)
!150 = !DILocation(line: 22, column: 2, scope: !133)
