; ModuleID = 'ptr_iter.c'
source_filename = "ptr_iter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.rgb = type { float, float, float }

@.str = private unnamed_addr constant [7 x i8] c"%f %f\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !17 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %n = alloca i32, align 4
  %img = alloca ptr, align 8
  %pal = alloca [32 x %struct.rgb], align 16
  %q = alloca ptr, align 8
  %q2 = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
    #dbg_declare(ptr %argc.addr, !24, !DIExpression(), !25)
  store ptr %argv, ptr %argv.addr, align 8
    #dbg_declare(ptr %argv.addr, !26, !DIExpression(), !27)
    #dbg_declare(ptr %n, !28, !DIExpression(), !29)
  %0 = load i32, ptr %argc.addr, align 4, !dbg !30
  %add = add nsw i32 %0, 99, !dbg !31
  store i32 %add, ptr %n, align 4, !dbg !29
    #dbg_declare(ptr %img, !32, !DIExpression(), !40)
  %1 = load i32, ptr %n, align 4, !dbg !41
  %conv = sext i32 %1 to i64, !dbg !41
  %mul = mul i64 %conv, 12, !dbg !42
  %call = call noalias ptr @malloc(i64 noundef %mul) #4, !dbg !43
  store ptr %call, ptr %img, align 8, !dbg !40
    #dbg_declare(ptr %pal, !44, !DIExpression(), !48)
  %2 = load ptr, ptr %img, align 8, !dbg !49
  %tobool = icmp ne ptr %2, null, !dbg !49
  br i1 %tobool, label %if.end, label %if.then, !dbg !51

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4, !dbg !52
  br label %return, !dbg !52

if.end:                                           ; preds = %entry
    #dbg_declare(ptr %q, !53, !DIExpression(), !55)
  %3 = load ptr, ptr %img, align 8, !dbg !56
  store ptr %3, ptr %q, align 8, !dbg !55
  br label %for.cond, !dbg !57

for.cond:                                         ; preds = %for.inc, %if.end
  %4 = load ptr, ptr %q, align 8, !dbg !58
  %5 = load ptr, ptr %img, align 8, !dbg !60
  %6 = load i32, ptr %n, align 4, !dbg !61
  %idx.ext = sext i32 %6 to i64, !dbg !62
  %add.ptr = getelementptr inbounds %struct.rgb, ptr %5, i64 %idx.ext, !dbg !62
  %cmp = icmp ult ptr %4, %add.ptr, !dbg !63
  br i1 %cmp, label %for.body, label %for.end, !dbg !64

for.body:                                         ; preds = %for.cond
  %7 = load ptr, ptr %q, align 8, !dbg !65
  %r = getelementptr inbounds %struct.rgb, ptr %7, i32 0, i32 0, !dbg !67
  store float 0x3FB99999A0000000, ptr %r, align 4, !dbg !68
  %8 = load ptr, ptr %q, align 8, !dbg !69
  %g = getelementptr inbounds %struct.rgb, ptr %8, i32 0, i32 1, !dbg !70
  store float 0x3FC99999A0000000, ptr %g, align 4, !dbg !71
  %9 = load ptr, ptr %q, align 8, !dbg !72
  %b = getelementptr inbounds %struct.rgb, ptr %9, i32 0, i32 2, !dbg !73
  store float 0x3FD3333340000000, ptr %b, align 4, !dbg !74
  br label %for.inc, !dbg !75

for.inc:                                          ; preds = %for.body
  %10 = load ptr, ptr %q, align 8, !dbg !76
  %incdec.ptr = getelementptr inbounds %struct.rgb, ptr %10, i32 1, !dbg !76
  store ptr %incdec.ptr, ptr %q, align 8, !dbg !76
  br label %for.cond, !dbg !77, !llvm.loop !78

for.end:                                          ; preds = %for.cond
    #dbg_declare(ptr %q2, !81, !DIExpression(), !83)
  %arraydecay = getelementptr inbounds [32 x %struct.rgb], ptr %pal, i64 0, i64 0, !dbg !84
  store ptr %arraydecay, ptr %q2, align 8, !dbg !83
  br label %for.cond3, !dbg !85

for.cond3:                                        ; preds = %for.inc11, %for.end
  %11 = load ptr, ptr %q2, align 8, !dbg !86
  %arraydecay4 = getelementptr inbounds [32 x %struct.rgb], ptr %pal, i64 0, i64 0, !dbg !88
  %12 = load i32, ptr %argc.addr, align 4, !dbg !89
  %rem = srem i32 %12, 32, !dbg !90
  %idx.ext5 = sext i32 %rem to i64, !dbg !91
  %add.ptr6 = getelementptr inbounds %struct.rgb, ptr %arraydecay4, i64 %idx.ext5, !dbg !91
  %cmp7 = icmp ult ptr %11, %add.ptr6, !dbg !92
  br i1 %cmp7, label %for.body9, label %for.end13, !dbg !93

for.body9:                                        ; preds = %for.cond3
  %13 = load ptr, ptr %q2, align 8, !dbg !94
  %g10 = getelementptr inbounds %struct.rgb, ptr %13, i32 0, i32 1, !dbg !95
  store float 1.000000e+00, ptr %g10, align 4, !dbg !96
  br label %for.inc11, !dbg !94

for.inc11:                                        ; preds = %for.body9
  %14 = load ptr, ptr %q2, align 8, !dbg !97
  %incdec.ptr12 = getelementptr inbounds %struct.rgb, ptr %14, i32 1, !dbg !97
  store ptr %incdec.ptr12, ptr %q2, align 8, !dbg !97
  br label %for.cond3, !dbg !98, !llvm.loop !99

for.end13:                                        ; preds = %for.cond3
  %15 = load ptr, ptr %img, align 8, !dbg !101
  %16 = load ptr, ptr %img, align 8, !dbg !102
  %17 = load i32, ptr %n, align 4, !dbg !103
  %idx.ext14 = sext i32 %17 to i64, !dbg !104
  %add.ptr15 = getelementptr inbounds %struct.rgb, ptr %16, i64 %idx.ext14, !dbg !104
  %call16 = call float @brightness(ptr noundef %15, ptr noundef %add.ptr15), !dbg !105
  %conv17 = fpext float %call16 to double, !dbg !105
  %arraydecay18 = getelementptr inbounds [32 x %struct.rgb], ptr %pal, i64 0, i64 0, !dbg !106
  %arraydecay19 = getelementptr inbounds [32 x %struct.rgb], ptr %pal, i64 0, i64 0, !dbg !107
  %18 = load i32, ptr %argc.addr, align 4, !dbg !108
  %rem20 = srem i32 %18, 32, !dbg !109
  %idx.ext21 = sext i32 %rem20 to i64, !dbg !110
  %add.ptr22 = getelementptr inbounds %struct.rgb, ptr %arraydecay19, i64 %idx.ext21, !dbg !110
  %call23 = call float @brightness(ptr noundef %arraydecay18, ptr noundef %add.ptr22), !dbg !111
  %conv24 = fpext float %call23 to double, !dbg !111
  %call25 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %conv17, double noundef %conv24), !dbg !112
  %19 = load ptr, ptr %img, align 8, !dbg !113
  call void @free(ptr noundef %19) #5, !dbg !114
  store i32 0, ptr %retval, align 4, !dbg !115
  br label %return, !dbg !115

return:                                           ; preds = %for.end13, %if.then
  %20 = load i32, ptr %retval, align 4, !dbg !116
  ret i32 %20, !dbg !116
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal float @brightness(ptr noundef %p, ptr noundef %end) #0 !dbg !117 {
entry:
  %p.addr = alloca ptr, align 8
  %end.addr = alloca ptr, align 8
  %s = alloca float, align 4
  store ptr %p, ptr %p.addr, align 8
    #dbg_declare(ptr %p.addr, !122, !DIExpression(), !123)
  store ptr %end, ptr %end.addr, align 8
    #dbg_declare(ptr %end.addr, !124, !DIExpression(), !125)
    #dbg_declare(ptr %s, !126, !DIExpression(), !127)
  store float 0.000000e+00, ptr %s, align 4, !dbg !127
  br label %for.cond, !dbg !128

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load ptr, ptr %p.addr, align 8, !dbg !129
  %1 = load ptr, ptr %end.addr, align 8, !dbg !132
  %cmp = icmp ult ptr %0, %1, !dbg !133
  br i1 %cmp, label %for.body, label %for.end, !dbg !134

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %p.addr, align 8, !dbg !135
  %r = getelementptr inbounds %struct.rgb, ptr %2, i32 0, i32 0, !dbg !136
  %3 = load float, ptr %r, align 4, !dbg !136
  %4 = load ptr, ptr %p.addr, align 8, !dbg !137
  %g = getelementptr inbounds %struct.rgb, ptr %4, i32 0, i32 1, !dbg !138
  %5 = load float, ptr %g, align 4, !dbg !138
  %add = fadd float %3, %5, !dbg !139
  %6 = load ptr, ptr %p.addr, align 8, !dbg !140
  %b = getelementptr inbounds %struct.rgb, ptr %6, i32 0, i32 2, !dbg !141
  %7 = load float, ptr %b, align 4, !dbg !141
  %add1 = fadd float %add, %7, !dbg !142
  %8 = load float, ptr %s, align 4, !dbg !143
  %add2 = fadd float %8, %add1, !dbg !143
  store float %add2, ptr %s, align 4, !dbg !143
  br label %for.inc, !dbg !144

for.inc:                                          ; preds = %for.body
  %9 = load ptr, ptr %p.addr, align 8, !dbg !145
  %incdec.ptr = getelementptr inbounds %struct.rgb, ptr %9, i32 1, !dbg !145
  store ptr %incdec.ptr, ptr %p.addr, align 8, !dbg !145
  br label %for.cond, !dbg !146, !llvm.loop !147

for.end:                                          ; preds = %for.cond
  %10 = load float, ptr %s, align 4, !dbg !149
  ret float %10, !dbg !150
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
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "ptr_iter.c", directory: ".", checksumkind: CSK_MD5, checksum: "a6b37c4b8c44c45e02a978ad623b5180")
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
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 21, type: !18, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 21, type: !20)
!25 = !DILocation(line: 21, column: 14, scope: !17)
!26 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 21, type: !21)
!27 = !DILocation(line: 21, column: 27, scope: !17)
!28 = !DILocalVariable(name: "n", scope: !17, file: !2, line: 23, type: !20)
!29 = !DILocation(line: 23, column: 6, scope: !17)
!30 = !DILocation(line: 23, column: 10, scope: !17)
!31 = !DILocation(line: 23, column: 15, scope: !17)
!32 = !DILocalVariable(name: "img", scope: !17, file: !2, line: 24, type: !33)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rgb", file: !2, line: 6, size: 96, elements: !35)
!35 = !{!36, !38, !39}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !34, file: !2, line: 7, baseType: !37, size: 32)
!37 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !34, file: !2, line: 7, baseType: !37, size: 32, offset: 32)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !34, file: !2, line: 7, baseType: !37, size: 32, offset: 64)
!40 = !DILocation(line: 24, column: 14, scope: !17)
!41 = !DILocation(line: 24, column: 27, scope: !17)
!42 = !DILocation(line: 24, column: 29, scope: !17)
!43 = !DILocation(line: 24, column: 20, scope: !17)
!44 = !DILocalVariable(name: "pal", scope: !17, file: !2, line: 25, type: !45)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 3072, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 32)
!48 = !DILocation(line: 25, column: 13, scope: !17)
!49 = !DILocation(line: 26, column: 7, scope: !50)
!50 = distinct !DILexicalBlock(scope: !17, file: !2, line: 26, column: 6)
!51 = !DILocation(line: 26, column: 6, scope: !17)
!52 = !DILocation(line: 27, column: 3, scope: !50)
!53 = !DILocalVariable(name: "q", scope: !54, file: !2, line: 28, type: !33)
!54 = distinct !DILexicalBlock(scope: !17, file: !2, line: 28, column: 2)
!55 = !DILocation(line: 28, column: 19, scope: !54)
!56 = !DILocation(line: 28, column: 23, scope: !54)
!57 = !DILocation(line: 28, column: 7, scope: !54)
!58 = !DILocation(line: 28, column: 28, scope: !59)
!59 = distinct !DILexicalBlock(scope: !54, file: !2, line: 28, column: 2)
!60 = !DILocation(line: 28, column: 32, scope: !59)
!61 = !DILocation(line: 28, column: 38, scope: !59)
!62 = !DILocation(line: 28, column: 36, scope: !59)
!63 = !DILocation(line: 28, column: 30, scope: !59)
!64 = !DILocation(line: 28, column: 2, scope: !54)
!65 = !DILocation(line: 29, column: 3, scope: !66)
!66 = distinct !DILexicalBlock(scope: !59, file: !2, line: 28, column: 46)
!67 = !DILocation(line: 29, column: 6, scope: !66)
!68 = !DILocation(line: 29, column: 8, scope: !66)
!69 = !DILocation(line: 30, column: 3, scope: !66)
!70 = !DILocation(line: 30, column: 6, scope: !66)
!71 = !DILocation(line: 30, column: 8, scope: !66)
!72 = !DILocation(line: 31, column: 3, scope: !66)
!73 = !DILocation(line: 31, column: 6, scope: !66)
!74 = !DILocation(line: 31, column: 8, scope: !66)
!75 = !DILocation(line: 32, column: 2, scope: !66)
!76 = !DILocation(line: 28, column: 42, scope: !59)
!77 = !DILocation(line: 28, column: 2, scope: !59)
!78 = distinct !{!78, !64, !79, !80}
!79 = !DILocation(line: 32, column: 2, scope: !54)
!80 = !{!"llvm.loop.mustprogress"}
!81 = !DILocalVariable(name: "q", scope: !82, file: !2, line: 33, type: !33)
!82 = distinct !DILexicalBlock(scope: !17, file: !2, line: 33, column: 2)
!83 = !DILocation(line: 33, column: 19, scope: !82)
!84 = !DILocation(line: 33, column: 23, scope: !82)
!85 = !DILocation(line: 33, column: 7, scope: !82)
!86 = !DILocation(line: 33, column: 28, scope: !87)
!87 = distinct !DILexicalBlock(scope: !82, file: !2, line: 33, column: 2)
!88 = !DILocation(line: 33, column: 32, scope: !87)
!89 = !DILocation(line: 33, column: 39, scope: !87)
!90 = !DILocation(line: 33, column: 44, scope: !87)
!91 = !DILocation(line: 33, column: 36, scope: !87)
!92 = !DILocation(line: 33, column: 30, scope: !87)
!93 = !DILocation(line: 33, column: 2, scope: !82)
!94 = !DILocation(line: 34, column: 3, scope: !87)
!95 = !DILocation(line: 34, column: 6, scope: !87)
!96 = !DILocation(line: 34, column: 8, scope: !87)
!97 = !DILocation(line: 33, column: 52, scope: !87)
!98 = !DILocation(line: 33, column: 2, scope: !87)
!99 = distinct !{!99, !93, !100, !80}
!100 = !DILocation(line: 34, column: 10, scope: !82)
!101 = !DILocation(line: 35, column: 31, scope: !17)
!102 = !DILocation(line: 35, column: 36, scope: !17)
!103 = !DILocation(line: 35, column: 42, scope: !17)
!104 = !DILocation(line: 35, column: 40, scope: !17)
!105 = !DILocation(line: 35, column: 20, scope: !17)
!106 = !DILocation(line: 35, column: 57, scope: !17)
!107 = !DILocation(line: 35, column: 62, scope: !17)
!108 = !DILocation(line: 35, column: 69, scope: !17)
!109 = !DILocation(line: 35, column: 74, scope: !17)
!110 = !DILocation(line: 35, column: 66, scope: !17)
!111 = !DILocation(line: 35, column: 46, scope: !17)
!112 = !DILocation(line: 35, column: 2, scope: !17)
!113 = !DILocation(line: 36, column: 7, scope: !17)
!114 = !DILocation(line: 36, column: 2, scope: !17)
!115 = !DILocation(line: 37, column: 2, scope: !17)
!116 = !DILocation(line: 38, column: 1, scope: !17)
!117 = distinct !DISubprogram(name: "brightness", scope: !2, file: !2, line: 13, type: !118, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !23)
!118 = !DISubroutineType(types: !119)
!119 = !{!37, !120, !120}
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!121 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!122 = !DILocalVariable(name: "p", arg: 1, scope: !117, file: !2, line: 13, type: !120)
!123 = !DILocation(line: 13, column: 69, scope: !117)
!124 = !DILocalVariable(name: "end", arg: 2, scope: !117, file: !2, line: 13, type: !120)
!125 = !DILocation(line: 13, column: 90, scope: !117)
!126 = !DILocalVariable(name: "s", scope: !117, file: !2, line: 15, type: !37)
!127 = !DILocation(line: 15, column: 8, scope: !117)
!128 = !DILocation(line: 16, column: 2, scope: !117)
!129 = !DILocation(line: 16, column: 9, scope: !130)
!130 = distinct !DILexicalBlock(scope: !131, file: !2, line: 16, column: 2)
!131 = distinct !DILexicalBlock(scope: !117, file: !2, line: 16, column: 2)
!132 = !DILocation(line: 16, column: 13, scope: !130)
!133 = !DILocation(line: 16, column: 11, scope: !130)
!134 = !DILocation(line: 16, column: 2, scope: !131)
!135 = !DILocation(line: 17, column: 8, scope: !130)
!136 = !DILocation(line: 17, column: 11, scope: !130)
!137 = !DILocation(line: 17, column: 15, scope: !130)
!138 = !DILocation(line: 17, column: 18, scope: !130)
!139 = !DILocation(line: 17, column: 13, scope: !130)
!140 = !DILocation(line: 17, column: 22, scope: !130)
!141 = !DILocation(line: 17, column: 25, scope: !130)
!142 = !DILocation(line: 17, column: 20, scope: !130)
!143 = !DILocation(line: 17, column: 5, scope: !130)
!144 = !DILocation(line: 17, column: 3, scope: !130)
!145 = !DILocation(line: 16, column: 19, scope: !130)
!146 = !DILocation(line: 16, column: 2, scope: !130)
!147 = distinct !{!147, !134, !148, !80}
!148 = !DILocation(line: 17, column: 25, scope: !131)
!149 = !DILocation(line: 18, column: 9, scope: !117)
!150 = !DILocation(line: 18, column: 2, scope: !117)
