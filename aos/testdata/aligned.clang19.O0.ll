; ModuleID = 'aligned.c'
source_filename = "aligned.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.lane = type { [4 x float] }

@.str = private unnamed_addr constant [7 x i8] c"%f %f\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !19 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %a = alloca ptr, align 8
  %raw = alloca ptr, align 8
  %n = alloca i32, align 4
  %b = alloca ptr, align 8
  %i = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
    #dbg_declare(ptr %argc.addr, !26, !DIExpression(), !27)
  store ptr %argv, ptr %argv.addr, align 8
    #dbg_declare(ptr %argv.addr, !28, !DIExpression(), !29)
    #dbg_declare(ptr %a, !30, !DIExpression(), !38)
  %call = call noalias align 64 ptr @aligned_alloc(i64 noundef 64, i64 noundef 1024) #4, !dbg !39
  store ptr %call, ptr %a, align 8, !dbg !38
    #dbg_declare(ptr %raw, !40, !DIExpression(), !42)
    #dbg_declare(ptr %n, !43, !DIExpression(), !44)
  %0 = load i32, ptr %argc.addr, align 4, !dbg !45
  %add = add nsw i32 %0, 15, !dbg !46
  store i32 %add, ptr %n, align 4, !dbg !44
  %1 = load ptr, ptr %a, align 8, !dbg !47
  %tobool = icmp ne ptr %1, null, !dbg !47
  br i1 %tobool, label %lor.lhs.false, label %if.then, !dbg !49

lor.lhs.false:                                    ; preds = %entry
  %2 = load i32, ptr %n, align 4, !dbg !50
  %conv = sext i32 %2 to i64, !dbg !50
  %mul = mul i64 %conv, 16, !dbg !51
  %call1 = call i32 @posix_memalign(ptr noundef %raw, i64 noundef 64, i64 noundef %mul) #5, !dbg !52
  %tobool2 = icmp ne i32 %call1, 0, !dbg !52
  br i1 %tobool2, label %if.then, label %if.end, !dbg !53

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, ptr %retval, align 4, !dbg !54
  br label %return, !dbg !54

if.end:                                           ; preds = %lor.lhs.false
    #dbg_declare(ptr %b, !55, !DIExpression(), !56)
  %3 = load ptr, ptr %raw, align 8, !dbg !57
  store ptr %3, ptr %b, align 8, !dbg !56
    #dbg_declare(ptr %i, !58, !DIExpression(), !60)
  store i32 0, ptr %i, align 4, !dbg !60
  br label %for.cond, !dbg !61

for.cond:                                         ; preds = %for.inc, %if.end
  %4 = load i32, ptr %i, align 4, !dbg !62
  %5 = load i32, ptr %n, align 4, !dbg !64
  %cmp = icmp slt i32 %4, %5, !dbg !65
  br i1 %cmp, label %land.rhs, label %land.end, !dbg !66

land.rhs:                                         ; preds = %for.cond
  %6 = load i32, ptr %i, align 4, !dbg !67
  %cmp4 = icmp slt i32 %6, 64, !dbg !68
  br label %land.end

land.end:                                         ; preds = %land.rhs, %for.cond
  %7 = phi i1 [ false, %for.cond ], [ %cmp4, %land.rhs ], !dbg !69
  br i1 %7, label %for.body, label %for.end, !dbg !70

for.body:                                         ; preds = %land.end
  %8 = load i32, ptr %i, align 4, !dbg !71
  %conv6 = sitofp i32 %8 to float, !dbg !73
  %9 = load ptr, ptr %a, align 8, !dbg !74
  %10 = load i32, ptr %i, align 4, !dbg !75
  %idxprom = sext i32 %10 to i64, !dbg !74
  %arrayidx = getelementptr inbounds %struct.lane, ptr %9, i64 %idxprom, !dbg !74
  %v = getelementptr inbounds %struct.lane, ptr %arrayidx, i32 0, i32 0, !dbg !76
  %arrayidx7 = getelementptr inbounds [4 x float], ptr %v, i64 0, i64 0, !dbg !74
  store float %conv6, ptr %arrayidx7, align 4, !dbg !77
  %11 = load i32, ptr %i, align 4, !dbg !78
  %sub = sub nsw i32 0, %11, !dbg !79
  %conv8 = sitofp i32 %sub to float, !dbg !80
  %12 = load ptr, ptr %b, align 8, !dbg !81
  %13 = load i32, ptr %i, align 4, !dbg !82
  %idxprom9 = sext i32 %13 to i64, !dbg !81
  %arrayidx10 = getelementptr inbounds %struct.lane, ptr %12, i64 %idxprom9, !dbg !81
  %v11 = getelementptr inbounds %struct.lane, ptr %arrayidx10, i32 0, i32 0, !dbg !83
  %arrayidx12 = getelementptr inbounds [4 x float], ptr %v11, i64 0, i64 3, !dbg !81
  store float %conv8, ptr %arrayidx12, align 4, !dbg !84
  br label %for.inc, !dbg !85

for.inc:                                          ; preds = %for.body
  %14 = load i32, ptr %i, align 4, !dbg !86
  %inc = add nsw i32 %14, 1, !dbg !86
  store i32 %inc, ptr %i, align 4, !dbg !86
  br label %for.cond, !dbg !87, !llvm.loop !88

for.end:                                          ; preds = %land.end
  %15 = load ptr, ptr %a, align 8, !dbg !91
  %16 = load i32, ptr %argc.addr, align 4, !dbg !92
  %rem = srem i32 %16, 64, !dbg !93
  %idxprom13 = sext i32 %rem to i64, !dbg !91
  %arrayidx14 = getelementptr inbounds %struct.lane, ptr %15, i64 %idxprom13, !dbg !91
  %v15 = getelementptr inbounds %struct.lane, ptr %arrayidx14, i32 0, i32 0, !dbg !94
  %arrayidx16 = getelementptr inbounds [4 x float], ptr %v15, i64 0, i64 0, !dbg !91
  %17 = load float, ptr %arrayidx16, align 4, !dbg !91
  %conv17 = fpext float %17 to double, !dbg !91
  %18 = load ptr, ptr %b, align 8, !dbg !95
  %19 = load i32, ptr %argc.addr, align 4, !dbg !96
  %20 = load i32, ptr %n, align 4, !dbg !97
  %rem18 = srem i32 %19, %20, !dbg !98
  %idxprom19 = sext i32 %rem18 to i64, !dbg !95
  %arrayidx20 = getelementptr inbounds %struct.lane, ptr %18, i64 %idxprom19, !dbg !95
  %v21 = getelementptr inbounds %struct.lane, ptr %arrayidx20, i32 0, i32 0, !dbg !99
  %arrayidx22 = getelementptr inbounds [4 x float], ptr %v21, i64 0, i64 3, !dbg !95
  %21 = load float, ptr %arrayidx22, align 4, !dbg !95
  %conv23 = fpext float %21 to double, !dbg !95
  %call24 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %conv17, double noundef %conv23), !dbg !100
  %22 = load ptr, ptr %a, align 8, !dbg !101
  call void @free(ptr noundef %22) #5, !dbg !102
  %23 = load ptr, ptr %b, align 8, !dbg !103
  call void @free(ptr noundef %23) #5, !dbg !104
  store i32 0, ptr %retval, align 4, !dbg !105
  br label %return, !dbg !105

return:                                           ; preds = %for.end, %if.then
  %24 = load i32, ptr %retval, align 4, !dbg !106
  ret i32 %24, !dbg !106
}

; Function Attrs: nounwind allocsize(1)
declare noalias ptr @aligned_alloc(i64 noundef, i64 noundef) #1

; Function Attrs: nounwind
declare i32 @posix_memalign(ptr noundef, i64 noundef, i64 noundef) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(1) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "aligned.c", directory: ".", checksumkind: CSK_MD5, checksum: "ae46fd969f85141d2da1355e30fff0a0")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !10, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!10 = !{!0}
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 12, type: !20, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !25)
!20 = !DISubroutineType(types: !21)
!21 = !{!22, !22, !23}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!25 = !{}
!26 = !DILocalVariable(name: "argc", arg: 1, scope: !19, file: !2, line: 12, type: !22)
!27 = !DILocation(line: 12, column: 14, scope: !19)
!28 = !DILocalVariable(name: "argv", arg: 2, scope: !19, file: !2, line: 12, type: !23)
!29 = !DILocation(line: 12, column: 27, scope: !19)
!30 = !DILocalVariable(name: "a", scope: !19, file: !2, line: 14, type: !31)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lane", file: !2, line: 5, size: 128, elements: !33)
!33 = !{!34}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !32, file: !2, line: 6, baseType: !35, size: 128)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 128, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 4)
!38 = !DILocation(line: 14, column: 15, scope: !19)
!39 = !DILocation(line: 14, column: 19, scope: !19)
!40 = !DILocalVariable(name: "raw", scope: !19, file: !2, line: 15, type: !41)
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!42 = !DILocation(line: 15, column: 8, scope: !19)
!43 = !DILocalVariable(name: "n", scope: !19, file: !2, line: 16, type: !22)
!44 = !DILocation(line: 16, column: 6, scope: !19)
!45 = !DILocation(line: 16, column: 10, scope: !19)
!46 = !DILocation(line: 16, column: 15, scope: !19)
!47 = !DILocation(line: 17, column: 7, scope: !48)
!48 = distinct !DILexicalBlock(scope: !19, file: !2, line: 17, column: 6)
!49 = !DILocation(line: 17, column: 9, scope: !48)
!50 = !DILocation(line: 17, column: 37, scope: !48)
!51 = !DILocation(line: 17, column: 39, scope: !48)
!52 = !DILocation(line: 17, column: 12, scope: !48)
!53 = !DILocation(line: 17, column: 6, scope: !19)
!54 = !DILocation(line: 18, column: 3, scope: !48)
!55 = !DILocalVariable(name: "b", scope: !19, file: !2, line: 19, type: !31)
!56 = !DILocation(line: 19, column: 15, scope: !19)
!57 = !DILocation(line: 19, column: 19, scope: !19)
!58 = !DILocalVariable(name: "i", scope: !59, file: !2, line: 20, type: !22)
!59 = distinct !DILexicalBlock(scope: !19, file: !2, line: 20, column: 2)
!60 = !DILocation(line: 20, column: 11, scope: !59)
!61 = !DILocation(line: 20, column: 7, scope: !59)
!62 = !DILocation(line: 20, column: 18, scope: !63)
!63 = distinct !DILexicalBlock(scope: !59, file: !2, line: 20, column: 2)
!64 = !DILocation(line: 20, column: 22, scope: !63)
!65 = !DILocation(line: 20, column: 20, scope: !63)
!66 = !DILocation(line: 20, column: 24, scope: !63)
!67 = !DILocation(line: 20, column: 27, scope: !63)
!68 = !DILocation(line: 20, column: 29, scope: !63)
!69 = !DILocation(line: 0, scope: !63)
!70 = !DILocation(line: 20, column: 2, scope: !59)
!71 = !DILocation(line: 21, column: 22, scope: !72)
!72 = distinct !DILexicalBlock(scope: !63, file: !2, line: 20, column: 40)
!73 = !DILocation(line: 21, column: 15, scope: !72)
!74 = !DILocation(line: 21, column: 3, scope: !72)
!75 = !DILocation(line: 21, column: 5, scope: !72)
!76 = !DILocation(line: 21, column: 8, scope: !72)
!77 = !DILocation(line: 21, column: 13, scope: !72)
!78 = !DILocation(line: 22, column: 23, scope: !72)
!79 = !DILocation(line: 22, column: 22, scope: !72)
!80 = !DILocation(line: 22, column: 15, scope: !72)
!81 = !DILocation(line: 22, column: 3, scope: !72)
!82 = !DILocation(line: 22, column: 5, scope: !72)
!83 = !DILocation(line: 22, column: 8, scope: !72)
!84 = !DILocation(line: 22, column: 13, scope: !72)
!85 = !DILocation(line: 23, column: 2, scope: !72)
!86 = !DILocation(line: 20, column: 36, scope: !63)
!87 = !DILocation(line: 20, column: 2, scope: !63)
!88 = distinct !{!88, !70, !89, !90}
!89 = !DILocation(line: 23, column: 2, scope: !59)
!90 = !{!"llvm.loop.mustprogress"}
!91 = !DILocation(line: 24, column: 20, scope: !19)
!92 = !DILocation(line: 24, column: 22, scope: !19)
!93 = !DILocation(line: 24, column: 27, scope: !19)
!94 = !DILocation(line: 24, column: 33, scope: !19)
!95 = !DILocation(line: 24, column: 39, scope: !19)
!96 = !DILocation(line: 24, column: 41, scope: !19)
!97 = !DILocation(line: 24, column: 48, scope: !19)
!98 = !DILocation(line: 24, column: 46, scope: !19)
!99 = !DILocation(line: 24, column: 51, scope: !19)
!100 = !DILocation(line: 24, column: 2, scope: !19)
!101 = !DILocation(line: 25, column: 7, scope: !19)
!102 = !DILocation(line: 25, column: 2, scope: !19)
!103 = !DILocation(line: 26, column: 7, scope: !19)
!104 = !DILocation(line: 26, column: 2, scope: !19)
!105 = !DILocation(line: 27, column: 2, scope: !19)
!106 = !DILocation(line: 28, column: 1, scope: !19)
