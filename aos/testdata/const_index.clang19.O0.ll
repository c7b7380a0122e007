; ModuleID = 'const_index.c'
source_filename = "const_index.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.pt = type { i32, i32, i32 }

@.str = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !21 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %a = alloca ptr, align 8
  %b = alloca ptr, align 8
  %one = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
    #dbg_declare(ptr %argc.addr, !28, !DIExpression(), !29)
  store ptr %argv, ptr %argv.addr, align 8
    #dbg_declare(ptr %argv.addr, !30, !DIExpression(), !31)
    #dbg_declare(ptr %a, !32, !DIExpression(), !39)
  %0 = load i32, ptr %argc.addr, align 4, !dbg !40
  %add = add nsw i32 %0, 3, !dbg !41
  %call = call ptr @make(i32 noundef %add), !dbg !42
  store ptr %call, ptr %a, align 8, !dbg !39
    #dbg_declare(ptr %b, !43, !DIExpression(), !44)
  %call1 = call noalias ptr @malloc(i64 noundef 36) #4, !dbg !45
  store ptr %call1, ptr %b, align 8, !dbg !44
    #dbg_declare(ptr %one, !46, !DIExpression(), !47)
  %call2 = call noalias ptr @malloc(i64 noundef 12) #4, !dbg !48
  store ptr %call2, ptr %one, align 8, !dbg !47
  %1 = load ptr, ptr %a, align 8, !dbg !49
  %tobool = icmp ne ptr %1, null, !dbg !49
  br i1 %tobool, label %lor.lhs.false, label %if.then, !dbg !51

lor.lhs.false:                                    ; preds = %entry
  %2 = load ptr, ptr %b, align 8, !dbg !52
  %tobool3 = icmp ne ptr %2, null, !dbg !52
  br i1 %tobool3, label %lor.lhs.false4, label %if.then, !dbg !53

lor.lhs.false4:                                   ; preds = %lor.lhs.false
  %3 = load ptr, ptr %one, align 8, !dbg !54
  %tobool5 = icmp ne ptr %3, null, !dbg !54
  br i1 %tobool5, label %if.end, label %if.then, !dbg !55

if.then:                                          ; preds = %lor.lhs.false4, %lor.lhs.false, %entry
  store i32 1, ptr %retval, align 4, !dbg !56
  br label %return, !dbg !56

if.end:                                           ; preds = %lor.lhs.false4
  %4 = load ptr, ptr %a, align 8, !dbg !57
  %arrayidx = getelementptr inbounds %struct.pt, ptr %4, i64 0, !dbg !57
  %z = getelementptr inbounds %struct.pt, ptr %arrayidx, i32 0, i32 2, !dbg !58
  store i32 1, ptr %z, align 4, !dbg !59
  %5 = load i32, ptr %argc.addr, align 4, !dbg !60
  %6 = load ptr, ptr %b, align 8, !dbg !61
  %arrayidx6 = getelementptr inbounds %struct.pt, ptr %6, i64 0, !dbg !61
  %x = getelementptr inbounds %struct.pt, ptr %arrayidx6, i32 0, i32 0, !dbg !62
  store i32 %5, ptr %x, align 4, !dbg !63
  %7 = load i32, ptr %argc.addr, align 4, !dbg !64
  %add7 = add nsw i32 %7, 1, !dbg !65
  %8 = load ptr, ptr %b, align 8, !dbg !66
  %arrayidx8 = getelementptr inbounds %struct.pt, ptr %8, i64 2, !dbg !66
  %z9 = getelementptr inbounds %struct.pt, ptr %arrayidx8, i32 0, i32 2, !dbg !67
  store i32 %add7, ptr %z9, align 4, !dbg !68
  %9 = load i32, ptr %argc.addr, align 4, !dbg !69
  %10 = load ptr, ptr %one, align 8, !dbg !70
  %y = getelementptr inbounds %struct.pt, ptr %10, i32 0, i32 1, !dbg !71
  store i32 %9, ptr %y, align 4, !dbg !72
  %11 = load ptr, ptr %one, align 8, !dbg !73
  %z10 = getelementptr inbounds %struct.pt, ptr %11, i32 0, i32 2, !dbg !74
  store i32 2, ptr %z10, align 4, !dbg !75
  %12 = load ptr, ptr %a, align 8, !dbg !76
  %call11 = call i32 @use(ptr noundef %12), !dbg !77
  %13 = load ptr, ptr %b, align 8, !dbg !78
  %arrayidx12 = getelementptr inbounds %struct.pt, ptr %13, i64 2, !dbg !78
  %z13 = getelementptr inbounds %struct.pt, ptr %arrayidx12, i32 0, i32 2, !dbg !79
  %14 = load i32, ptr %z13, align 4, !dbg !79
  %15 = load ptr, ptr %b, align 8, !dbg !80
  %arrayidx14 = getelementptr inbounds %struct.pt, ptr %15, i64 0, !dbg !80
  %x15 = getelementptr inbounds %struct.pt, ptr %arrayidx14, i32 0, i32 0, !dbg !81
  %16 = load i32, ptr %x15, align 4, !dbg !81
  %add16 = add nsw i32 %14, %16, !dbg !82
  %17 = load ptr, ptr %one, align 8, !dbg !83
  %y17 = getelementptr inbounds %struct.pt, ptr %17, i32 0, i32 1, !dbg !84
  %18 = load i32, ptr %y17, align 4, !dbg !84
  %19 = load ptr, ptr %one, align 8, !dbg !85
  %z18 = getelementptr inbounds %struct.pt, ptr %19, i32 0, i32 2, !dbg !86
  %20 = load i32, ptr %z18, align 4, !dbg !86
  %add19 = add nsw i32 %18, %20, !dbg !87
  %call20 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %call11, i32 noundef %add16, i32 noundef %add19), !dbg !88
  %21 = load ptr, ptr %a, align 8, !dbg !89
  call void @free(ptr noundef %21) #5, !dbg !90
  %22 = load ptr, ptr %b, align 8, !dbg !91
  call void @free(ptr noundef %22) #5, !dbg !92
  %23 = load ptr, ptr %one, align 8, !dbg !93
  call void @free(ptr noundef %23) #5, !dbg !94
  store i32 0, ptr %retval, align 4, !dbg !95
  br label %return, !dbg !95

return:                                           ; preds = %if.end, %if.then
  %24 = load i32, ptr %retval, align 4, !dbg !96
  ret i32 %24, !dbg !96
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @make(i32 noundef %n) #0 !dbg !97 {
entry:
  %n.addr = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !100, !DIExpression(), !101)
  %0 = load i32, ptr %n.addr, align 4, !dbg !102
  %conv = sext i32 %0 to i64, !dbg !103
  %mul = mul i64 %conv, 12, !dbg !104
  %call = call noalias ptr @malloc(i64 noundef %mul) #4, !dbg !105
  ret ptr %call, !dbg !106
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @use(ptr noundef %a) #0 !dbg !107 {
entry:
  %a.addr = alloca ptr, align 8
  store ptr %a, ptr %a.addr, align 8
    #dbg_declare(ptr %a.addr, !110, !DIExpression(), !111)
  %0 = load ptr, ptr %a.addr, align 8, !dbg !112
  %arrayidx = getelementptr inbounds %struct.pt, ptr %0, i64 1, !dbg !112
  %y = getelementptr inbounds %struct.pt, ptr %arrayidx, i32 0, i32 1, !dbg !113
  store i32 7, ptr %y, align 4, !dbg !114
  %1 = load ptr, ptr %a.addr, align 8, !dbg !115
  %arrayidx1 = getelementptr inbounds %struct.pt, ptr %1, i64 2, !dbg !115
  %x = getelementptr inbounds %struct.pt, ptr %arrayidx1, i32 0, i32 0, !dbg !116
  store i32 3, ptr %x, align 4, !dbg !117
  %2 = load ptr, ptr %a.addr, align 8, !dbg !118
  %arrayidx2 = getelementptr inbounds %struct.pt, ptr %2, i64 1, !dbg !118
  %y3 = getelementptr inbounds %struct.pt, ptr %arrayidx2, i32 0, i32 1, !dbg !119
  %3 = load i32, ptr %y3, align 4, !dbg !119
  %4 = load ptr, ptr %a.addr, align 8, !dbg !120
  %arrayidx4 = getelementptr inbounds %struct.pt, ptr %4, i64 2, !dbg !120
  %x5 = getelementptr inbounds %struct.pt, ptr %arrayidx4, i32 0, i32 0, !dbg !121
  %5 = load i32, ptr %x5, align 4, !dbg !121
  %add = add nsw i32 %3, %5, !dbg !122
  %6 = load ptr, ptr %a.addr, align 8, !dbg !123
  %arrayidx6 = getelementptr inbounds %struct.pt, ptr %6, i64 0, !dbg !123
  %z = getelementptr inbounds %struct.pt, ptr %arrayidx6, i32 0, i32 2, !dbg !124
  %7 = load i32, ptr %z, align 4, !dbg !124
  %add7 = add nsw i32 %add, %7, !dbg !125
  ret i32 %add7, !dbg !126
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "const_index.c", directory: ".", checksumkind: CSK_MD5, checksum: "39856493c71b4576d05f966f5a65227e")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !12, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !10, line: 18, baseType: !11)
!10 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!11 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!12 = !{!0}
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 8, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 2}
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!21 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 28, type: !22, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !27)
!22 = !DISubroutineType(types: !23)
!23 = !{!24, !24, !25}
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!27 = !{}
!28 = !DILocalVariable(name: "argc", arg: 1, scope: !21, file: !2, line: 28, type: !24)
!29 = !DILocation(line: 28, column: 14, scope: !21)
!30 = !DILocalVariable(name: "argv", arg: 2, scope: !21, file: !2, line: 28, type: !25)
!31 = !DILocation(line: 28, column: 27, scope: !21)
!32 = !DILocalVariable(name: "a", scope: !21, file: !2, line: 30, type: !33)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pt", file: !2, line: 9, size: 96, elements: !35)
!35 = !{!36, !37, !38}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !34, file: !2, line: 10, baseType: !24, size: 32)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !34, file: !2, line: 10, baseType: !24, size: 32, offset: 32)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !34, file: !2, line: 10, baseType: !24, size: 32, offset: 64)
!39 = !DILocation(line: 30, column: 13, scope: !21)
!40 = !DILocation(line: 30, column: 22, scope: !21)
!41 = !DILocation(line: 30, column: 27, scope: !21)
!42 = !DILocation(line: 30, column: 17, scope: !21)
!43 = !DILocalVariable(name: "b", scope: !21, file: !2, line: 31, type: !33)
!44 = !DILocation(line: 31, column: 13, scope: !21)
!45 = !DILocation(line: 31, column: 17, scope: !21)
!46 = !DILocalVariable(name: "one", scope: !21, file: !2, line: 32, type: !33)
!47 = !DILocation(line: 32, column: 13, scope: !21)
!48 = !DILocation(line: 32, column: 19, scope: !21)
!49 = !DILocation(line: 33, column: 7, scope: !50)
!50 = distinct !DILexicalBlock(scope: !21, file: !2, line: 33, column: 6)
!51 = !DILocation(line: 33, column: 9, scope: !50)
!52 = !DILocation(line: 33, column: 13, scope: !50)
!53 = !DILocation(line: 33, column: 15, scope: !50)
!54 = !DILocation(line: 33, column: 19, scope: !50)
!55 = !DILocation(line: 33, column: 6, scope: !21)
!56 = !DILocation(line: 34, column: 3, scope: !50)
!57 = !DILocation(line: 35, column: 2, scope: !21)
!58 = !DILocation(line: 35, column: 7, scope: !21)
!59 = !DILocation(line: 35, column: 9, scope: !21)
!60 = !DILocation(line: 36, column: 11, scope: !21)
!61 = !DILocation(line: 36, column: 2, scope: !21)
!62 = !DILocation(line: 36, column: 7, scope: !21)
!63 = !DILocation(line: 36, column: 9, scope: !21)
!64 = !DILocation(line: 37, column: 11, scope: !21)
!65 = !DILocation(line: 37, column: 16, scope: !21)
!66 = !DILocation(line: 37, column: 2, scope: !21)
!67 = !DILocation(line: 37, column: 7, scope: !21)
!68 = !DILocation(line: 37, column: 9, scope: !21)
!69 = !DILocation(line: 38, column: 11, scope: !21)
!70 = !DILocation(line: 38, column: 2, scope: !21)
!71 = !DILocation(line: 38, column: 7, scope: !21)
!72 = !DILocation(line: 38, column: 9, scope: !21)
!73 = !DILocation(line: 39, column: 2, scope: !21)
!74 = !DILocation(line: 39, column: 7, scope: !21)
!75 = !DILocation(line: 39, column: 9, scope: !21)
!76 = !DILocation(line: 40, column: 27, scope: !21)
!77 = !DILocation(line: 40, column: 23, scope: !21)
!78 = !DILocation(line: 40, column: 31, scope: !21)
!79 = !DILocation(line: 40, column: 36, scope: !21)
!80 = !DILocation(line: 40, column: 40, scope: !21)
!81 = !DILocation(line: 40, column: 45, scope: !21)
!82 = !DILocation(line: 40, column: 38, scope: !21)
!83 = !DILocation(line: 40, column: 48, scope: !21)
!84 = !DILocation(line: 40, column: 53, scope: !21)
!85 = !DILocation(line: 40, column: 57, scope: !21)
!86 = !DILocation(line: 40, column: 62, scope: !21)
!87 = !DILocation(line: 40, column: 55, scope: !21)
!88 = !DILocation(line: 40, column: 2, scope: !21)
!89 = !DILocation(line: 41, column: 7, scope: !21)
!90 = !DILocation(line: 41, column: 2, scope: !21)
!91 = !DILocation(line: 42, column: 7, scope: !21)
!92 = !DILocation(line: 42, column: 2, scope: !21)
!93 = !DILocation(line: 43, column: 7, scope: !21)
!94 = !DILocation(line: 43, column: 2, scope: !21)
!95 = !DILocation(line: 44, column: 2, scope: !21)
!96 = !DILocation(line: 45, column: 1, scope: !21)
!97 = distinct !DISubprogram(name: "make", scope: !2, file: !2, line: 16, type: !98, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !27)
!98 = !DISubroutineType(types: !99)
!99 = !{!33, !24}
!100 = !DILocalVariable(name: "n", arg: 1, scope: !97, file: !2, line: 16, type: !24)
!101 = !DILocation(line: 16, column: 54, scope: !97)
!102 = !DILocation(line: 18, column: 24, scope: !97)
!103 = !DILocation(line: 18, column: 16, scope: !97)
!104 = !DILocation(line: 18, column: 26, scope: !97)
!105 = !DILocation(line: 18, column: 9, scope: !97)
!106 = !DILocation(line: 18, column: 2, scope: !97)
!107 = distinct !DISubprogram(name: "use", scope: !2, file: !2, line: 21, type: !108, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !27)
!108 = !DISubroutineType(types: !109)
!109 = !{!24, !33}
!110 = !DILocalVariable(name: "a", arg: 1, scope: !107, file: !2, line: 21, type: !33)
!111 = !DILocation(line: 21, column: 53, scope: !107)
!112 = !DILocation(line: 23, column: 2, scope: !107)
!113 = !DILocation(line: 23, column: 7, scope: !107)
!114 = !DILocation(line: 23, column: 9, scope: !107)
!115 = !DILocation(line: 24, column: 2, scope: !107)
!116 = !DILocation(line: 24, column: 7, scope: !107)
!117 = !DILocation(line: 24, column: 9, scope: !107)
!118 = !DILocation(line: 25, column: 9, scope: !107)
!119 = !DILocation(line: 25, column: 14, scope: !107)
!120 = !DILocation(line: 25, column: 18, scope: !107)
!121 = !DILocation(line: 25, column: 23, scope: !107)
!122 = !DILocation(line: 25, column: 16, scope: !107)
!123 = !DILocation(line: 25, column: 27, scope: !107)
!124 = !DILocation(line: 25, column: 32, scope: !107)
!125 = !DILocation(line: 25, column: 25, scope: !107)
!126 = !DILocation(line: 25, column: 2, scope: !107)
