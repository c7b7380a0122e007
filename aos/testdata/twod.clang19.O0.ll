; ModuleID = 'twod.c'
source_filename = "twod.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.px = type { i8, i8, i8, i8 }

@screen = dso_local global [24 x [80 x %struct.px]] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1, !dbg !7

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !31 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %tile = alloca [8 x [8 x %struct.px]], align 16
  %n = alloca i32, align 4
  %rows = alloca ptr, align 8
  %k = alloca i32, align 4
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
    #dbg_declare(ptr %argc.addr, !38, !DIExpression(), !39)
  store ptr %argv, ptr %argv.addr, align 8
    #dbg_declare(ptr %argv.addr, !40, !DIExpression(), !41)
    #dbg_declare(ptr %tile, !42, !DIExpression(), !46)
    #dbg_declare(ptr %n, !47, !DIExpression(), !48)
  %0 = load i32, ptr %argc.addr, align 4, !dbg !49
  %add = add nsw i32 %0, 3, !dbg !50
  store i32 %add, ptr %n, align 4, !dbg !48
    #dbg_declare(ptr %rows, !51, !DIExpression(), !56)
  %1 = load i32, ptr %n, align 4, !dbg !57
  %conv = sext i32 %1 to i64, !dbg !57
  %mul = mul i64 %conv, 64, !dbg !58
  %call = call noalias ptr @malloc(i64 noundef %mul) #4, !dbg !59
  store ptr %call, ptr %rows, align 8, !dbg !56
  %2 = load ptr, ptr %rows, align 8, !dbg !60
  %tobool = icmp ne ptr %2, null, !dbg !60
  br i1 %tobool, label %if.end, label %if.then, !dbg !62

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4, !dbg !63
  br label %return, !dbg !63

if.end:                                           ; preds = %entry
    #dbg_declare(ptr %k, !64, !DIExpression(), !65)
  %3 = load i32, ptr %argc.addr, align 4, !dbg !66
  %rem = srem i32 %3, 8, !dbg !67
  store i32 %rem, ptr %k, align 4, !dbg !65
    #dbg_declare(ptr %i, !68, !DIExpression(), !70)
  store i32 0, ptr %i, align 4, !dbg !70
  br label %for.cond, !dbg !71

for.cond:                                         ; preds = %for.inc25, %if.end
  %4 = load i32, ptr %i, align 4, !dbg !72
  %5 = load i32, ptr %k, align 4, !dbg !74
  %cmp = icmp slt i32 %4, %5, !dbg !75
  br i1 %cmp, label %for.body, label %for.end27, !dbg !76

for.body:                                         ; preds = %for.cond
    #dbg_declare(ptr %j, !77, !DIExpression(), !79)
  store i32 0, ptr %j, align 4, !dbg !79
  br label %for.cond2, !dbg !80

for.cond2:                                        ; preds = %for.inc, %for.body
  %6 = load i32, ptr %j, align 4, !dbg !81
  %7 = load i32, ptr %k, align 4, !dbg !83
  %cmp3 = icmp slt i32 %6, %7, !dbg !84
  br i1 %cmp3, label %for.body5, label %for.end, !dbg !85

for.body5:                                        ; preds = %for.cond2
  %8 = load i32, ptr %i, align 4, !dbg !86
  %9 = load i32, ptr %j, align 4, !dbg !88
  %add6 = add nsw i32 %8, %9, !dbg !89
  %conv7 = trunc i32 %add6 to i8, !dbg !90
  %10 = load i32, ptr %i, align 4, !dbg !91
  %idxprom = sext i32 %10 to i64, !dbg !92
  %arrayidx = getelementptr inbounds [8 x [8 x %struct.px]], ptr %tile, i64 0, i64 %idxprom, !dbg !92
  %11 = load i32, ptr %j, align 4, !dbg !93
  %idxprom8 = sext i32 %11 to i64, !dbg !92
  %arrayidx9 = getelementptr inbounds [8 x %struct.px], ptr %arrayidx, i64 0, i64 %idxprom8, !dbg !92
  %r = getelementptr inbounds %struct.px, ptr %arrayidx9, i32 0, i32 0, !dbg !94
  store i8 %conv7, ptr %r, align 4, !dbg !95
  %12 = load i32, ptr %i, align 4, !dbg !96
  %idxprom10 = sext i32 %12 to i64, !dbg !97
  %arrayidx11 = getelementptr inbounds [8 x [8 x %struct.px]], ptr %tile, i64 0, i64 %idxprom10, !dbg !97
  %13 = load i32, ptr %j, align 4, !dbg !98
  %idxprom12 = sext i32 %13 to i64, !dbg !97
  %arrayidx13 = getelementptr inbounds [8 x %struct.px], ptr %arrayidx11, i64 0, i64 %idxprom12, !dbg !97
  %r14 = getelementptr inbounds %struct.px, ptr %arrayidx13, i32 0, i32 0, !dbg !99
  %14 = load i8, ptr %r14, align 4, !dbg !99
  %15 = load i32, ptr %i, align 4, !dbg !100
  %idxprom15 = sext i32 %15 to i64, !dbg !101
  %arrayidx16 = getelementptr inbounds [24 x [80 x %struct.px]], ptr @screen, i64 0, i64 %idxprom15, !dbg !101
  %16 = load i32, ptr %j, align 4, !dbg !102
  %idxprom17 = sext i32 %16 to i64, !dbg !101
  %arrayidx18 = getelementptr inbounds [80 x %struct.px], ptr %arrayidx16, i64 0, i64 %idxprom17, !dbg !101
  %g = getelementptr inbounds %struct.px, ptr %arrayidx18, i32 0, i32 1, !dbg !103
  store i8 %14, ptr %g, align 1, !dbg !104
  %17 = load i32, ptr %i, align 4, !dbg !105
  %18 = load i32, ptr %j, align 4, !dbg !106
  %mul19 = mul nsw i32 %17, %18, !dbg !107
  %conv20 = trunc i32 %mul19 to i8, !dbg !108
  %19 = load ptr, ptr %rows, align 8, !dbg !109
  %20 = load i32, ptr %i, align 4, !dbg !110
  %idxprom21 = sext i32 %20 to i64, !dbg !109
  %arrayidx22 = getelementptr inbounds [16 x %struct.px], ptr %19, i64 %idxprom21, !dbg !109
  %21 = load i32, ptr %j, align 4, !dbg !111
  %idxprom23 = sext i32 %21 to i64, !dbg !109
  %arrayidx24 = getelementptr inbounds [16 x %struct.px], ptr %arrayidx22, i64 0, i64 %idxprom23, !dbg !109
  %b = getelementptr inbounds %struct.px, ptr %arrayidx24, i32 0, i32 2, !dbg !112
  store i8 %conv20, ptr %b, align 1, !dbg !113
  br label %for.inc, !dbg !114

for.inc:                                          ; preds = %for.body5
  %22 = load i32, ptr %j, align 4, !dbg !115
  %inc = add nsw i32 %22, 1, !dbg !115
  store i32 %inc, ptr %j, align 4, !dbg !115
  br label %for.cond2, !dbg !116, !llvm.loop !117

for.end:                                          ; preds = %for.cond2
  br label %for.inc25, !dbg !118

for.inc25:                                        ; preds = %for.end
  %23 = load i32, ptr %i, align 4, !dbg !120
  %inc26 = add nsw i32 %23, 1, !dbg !120
  store i32 %inc26, ptr %i, align 4, !dbg !120
  br label %for.cond, !dbg !121, !llvm.loop !122

for.end27:                                        ; preds = %for.cond
  %24 = load i32, ptr %k, align 4, !dbg !124
  %div = sdiv i32 %24, 2, !dbg !125
  %idxprom28 = sext i32 %div to i64, !dbg !126
  %arrayidx29 = getelementptr inbounds [8 x [8 x %struct.px]], ptr %tile, i64 0, i64 %idxprom28, !dbg !126
  %25 = load i32, ptr %k, align 4, !dbg !127
  %div30 = sdiv i32 %25, 3, !dbg !128
  %idxprom31 = sext i32 %div30 to i64, !dbg !126
  %arrayidx32 = getelementptr inbounds [8 x %struct.px], ptr %arrayidx29, i64 0, i64 %idxprom31, !dbg !126
  %r33 = getelementptr inbounds %struct.px, ptr %arrayidx32, i32 0, i32 0, !dbg !129
  %26 = load i8, ptr %r33, align 4, !dbg !129
  %conv34 = zext i8 %26 to i32, !dbg !126
  %27 = load i32, ptr %k, align 4, !dbg !130
  %idxprom35 = sext i32 %27 to i64, !dbg !131
  %arrayidx36 = getelementptr inbounds [24 x [80 x %struct.px]], ptr @screen, i64 0, i64 %idxprom35, !dbg !131
  %28 = load i32, ptr %k, align 4, !dbg !132
  %idxprom37 = sext i32 %28 to i64, !dbg !131
  %arrayidx38 = getelementptr inbounds [80 x %struct.px], ptr %arrayidx36, i64 0, i64 %idxprom37, !dbg !131
  %g39 = getelementptr inbounds %struct.px, ptr %arrayidx38, i32 0, i32 1, !dbg !133
  %29 = load i8, ptr %g39, align 1, !dbg !133
  %conv40 = zext i8 %29 to i32, !dbg !131
  %30 = load ptr, ptr %rows, align 8, !dbg !134
  %31 = load i32, ptr %k, align 4, !dbg !135
  %div41 = sdiv i32 %31, 2, !dbg !136
  %idxprom42 = sext i32 %div41 to i64, !dbg !134
  %arrayidx43 = getelementptr inbounds [16 x %struct.px], ptr %30, i64 %idxprom42, !dbg !134
  %32 = load i32, ptr %k, align 4, !dbg !137
  %idxprom44 = sext i32 %32 to i64, !dbg !134
  %arrayidx45 = getelementptr inbounds [16 x %struct.px], ptr %arrayidx43, i64 0, i64 %idxprom44, !dbg !134
  %b46 = getelementptr inbounds %struct.px, ptr %arrayidx45, i32 0, i32 2, !dbg !138
  %33 = load i8, ptr %b46, align 1, !dbg !138
  %conv47 = zext i8 %33 to i32, !dbg !134
  %call48 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %conv34, i32 noundef %conv40, i32 noundef %conv47), !dbg !139
  %34 = load ptr, ptr %rows, align 8, !dbg !140
  call void @free(ptr noundef %34) #5, !dbg !141
  store i32 0, ptr %retval, align 4, !dbg !142
  br label %return, !dbg !142

return:                                           ; preds = %for.end27, %if.then
  %35 = load i32, ptr %retval, align 4, !dbg !143
  ret i32 %35, !dbg !143
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

declare i32 @printf(ptr noundef, ...) #2

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
!1 = distinct !DIGlobalVariable(name: "screen", scope: !2, file: !3, line: 10, type: !13, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "twod.c", directory: ".", checksumkind: CSK_MD5, checksum: "334640bbcf47cb6006474e8a6b151ee4")
!4 = !{!5}
!5 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !{!7, !0}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 30, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 80, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 10)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 61440, elements: !20)
!14 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "px", file: !3, line: 6, size: 32, elements: !15)
!15 = !{!16, !17, !18, !19}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !14, file: !3, line: 7, baseType: !5, size: 8)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !14, file: !3, line: 7, baseType: !5, size: 8, offset: 8)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !14, file: !3, line: 7, baseType: !5, size: 8, offset: 16)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !14, file: !3, line: 7, baseType: !5, size: 8, offset: 24)
!20 = !{!21, !22}
!21 = !DISubrange(count: 24)
!22 = !DISubrange(count: 80)
!23 = !{i32 7, !"Dwarf Version", i32 5}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 8, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 2}
!29 = !{i32 7, !"frame-pointer", i32 2}
!30 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!31 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !32, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !37)
!32 = !DISubroutineType(types: !33)
!33 = !{!34, !34, !35}
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!37 = !{}
!38 = !DILocalVariable(name: "argc", arg: 1, scope: !31, file: !3, line: 16, type: !34)
!39 = !DILocation(line: 16, column: 14, scope: !31)
!40 = !DILocalVariable(name: "argv", arg: 2, scope: !31, file: !3, line: 16, type: !35)
!41 = !DILocation(line: 16, column: 27, scope: !31)
!42 = !DILocalVariable(name: "tile", scope: !31, file: !3, line: 18, type: !43)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 2048, elements: !44)
!44 = !{!45, !45}
!45 = !DISubrange(count: 8)
!46 = !DILocation(line: 18, column: 12, scope: !31)
!47 = !DILocalVariable(name: "n", scope: !31, file: !3, line: 19, type: !34)
!48 = !DILocation(line: 19, column: 6, scope: !31)
!49 = !DILocation(line: 19, column: 10, scope: !31)
!50 = !DILocation(line: 19, column: 15, scope: !31)
!51 = !DILocalVariable(name: "rows", scope: !31, file: !3, line: 20, type: !52)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 512, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 16)
!56 = !DILocation(line: 20, column: 13, scope: !31)
!57 = !DILocation(line: 20, column: 32, scope: !31)
!58 = !DILocation(line: 20, column: 34, scope: !31)
!59 = !DILocation(line: 20, column: 25, scope: !31)
!60 = !DILocation(line: 21, column: 7, scope: !61)
!61 = distinct !DILexicalBlock(scope: !31, file: !3, line: 21, column: 6)
!62 = !DILocation(line: 21, column: 6, scope: !31)
!63 = !DILocation(line: 22, column: 3, scope: !61)
!64 = !DILocalVariable(name: "k", scope: !31, file: !3, line: 23, type: !34)
!65 = !DILocation(line: 23, column: 6, scope: !31)
!66 = !DILocation(line: 23, column: 10, scope: !31)
!67 = !DILocation(line: 23, column: 15, scope: !31)
!68 = !DILocalVariable(name: "i", scope: !69, file: !3, line: 24, type: !34)
!69 = distinct !DILexicalBlock(scope: !31, file: !3, line: 24, column: 2)
!70 = !DILocation(line: 24, column: 11, scope: !69)
!71 = !DILocation(line: 24, column: 7, scope: !69)
!72 = !DILocation(line: 24, column: 18, scope: !73)
!73 = distinct !DILexicalBlock(scope: !69, file: !3, line: 24, column: 2)
!74 = !DILocation(line: 24, column: 22, scope: !73)
!75 = !DILocation(line: 24, column: 20, scope: !73)
!76 = !DILocation(line: 24, column: 2, scope: !69)
!77 = !DILocalVariable(name: "j", scope: !78, file: !3, line: 25, type: !34)
!78 = distinct !DILexicalBlock(scope: !73, file: !3, line: 25, column: 3)
!79 = !DILocation(line: 25, column: 12, scope: !78)
!80 = !DILocation(line: 25, column: 8, scope: !78)
!81 = !DILocation(line: 25, column: 19, scope: !82)
!82 = distinct !DILexicalBlock(scope: !78, file: !3, line: 25, column: 3)
!83 = !DILocation(line: 25, column: 23, scope: !82)
!84 = !DILocation(line: 25, column: 21, scope: !82)
!85 = !DILocation(line: 25, column: 3, scope: !78)
!86 = !DILocation(line: 26, column: 35, scope: !87)
!87 = distinct !DILexicalBlock(scope: !82, file: !3, line: 25, column: 31)
!88 = !DILocation(line: 26, column: 39, scope: !87)
!89 = !DILocation(line: 26, column: 37, scope: !87)
!90 = !DILocation(line: 26, column: 19, scope: !87)
!91 = !DILocation(line: 26, column: 9, scope: !87)
!92 = !DILocation(line: 26, column: 4, scope: !87)
!93 = !DILocation(line: 26, column: 12, scope: !87)
!94 = !DILocation(line: 26, column: 15, scope: !87)
!95 = !DILocation(line: 26, column: 17, scope: !87)
!96 = !DILocation(line: 27, column: 26, scope: !87)
!97 = !DILocation(line: 27, column: 21, scope: !87)
!98 = !DILocation(line: 27, column: 29, scope: !87)
!99 = !DILocation(line: 27, column: 32, scope: !87)
!100 = !DILocation(line: 27, column: 11, scope: !87)
!101 = !DILocation(line: 27, column: 4, scope: !87)
!102 = !DILocation(line: 27, column: 14, scope: !87)
!103 = !DILocation(line: 27, column: 17, scope: !87)
!104 = !DILocation(line: 27, column: 19, scope: !87)
!105 = !DILocation(line: 28, column: 35, scope: !87)
!106 = !DILocation(line: 28, column: 39, scope: !87)
!107 = !DILocation(line: 28, column: 37, scope: !87)
!108 = !DILocation(line: 28, column: 19, scope: !87)
!109 = !DILocation(line: 28, column: 4, scope: !87)
!110 = !DILocation(line: 28, column: 9, scope: !87)
!111 = !DILocation(line: 28, column: 12, scope: !87)
!112 = !DILocation(line: 28, column: 15, scope: !87)
!113 = !DILocation(line: 28, column: 17, scope: !87)
!114 = !DILocation(line: 29, column: 3, scope: !87)
!115 = !DILocation(line: 25, column: 27, scope: !82)
!116 = !DILocation(line: 25, column: 3, scope: !82)
!117 = distinct !{!117, !85, !118, !119}
!118 = !DILocation(line: 29, column: 3, scope: !78)
!119 = !{!"llvm.loop.mustprogress"}
!120 = !DILocation(line: 24, column: 26, scope: !73)
!121 = !DILocation(line: 24, column: 2, scope: !73)
!122 = distinct !{!122, !76, !123, !119}
!123 = !DILocation(line: 29, column: 3, scope: !69)
!124 = !DILocation(line: 30, column: 28, scope: !31)
!125 = !DILocation(line: 30, column: 30, scope: !31)
!126 = !DILocation(line: 30, column: 23, scope: !31)
!127 = !DILocation(line: 30, column: 35, scope: !31)
!128 = !DILocation(line: 30, column: 37, scope: !31)
!129 = !DILocation(line: 30, column: 42, scope: !31)
!130 = !DILocation(line: 30, column: 52, scope: !31)
!131 = !DILocation(line: 30, column: 45, scope: !31)
!132 = !DILocation(line: 30, column: 55, scope: !31)
!133 = !DILocation(line: 30, column: 58, scope: !31)
!134 = !DILocation(line: 30, column: 61, scope: !31)
!135 = !DILocation(line: 30, column: 66, scope: !31)
!136 = !DILocation(line: 30, column: 68, scope: !31)
!137 = !DILocation(line: 30, column: 73, scope: !31)
!138 = !DILocation(line: 30, column: 76, scope: !31)
!139 = !DILocation(line: 30, column: 2, scope: !31)
!140 = !DILocation(line: 31, column: 7, scope: !31)
!141 = !DILocation(line: 31, column: 2, scope: !31)
!142 = !DILocation(line: 32, column: 2, scope: !31)
!143 = !DILocation(line: 33, column: 1, scope: !31)
