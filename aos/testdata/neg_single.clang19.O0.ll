; ModuleID = 'neg_single.c'
source_filename = "neg_single.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.config = type { i32, i32, double }

@weights = dso_local global [100 x double] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [23 x i8] c"%d %d %f %ld %d %f %d\0A\00", align 1, !dbg !7

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !25 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %local = alloca %struct.config, align 8
  %heap = alloca ptr, align 8
  %ints = alloca [16 x i32], align 16
  %n = alloca i32, align 4
  %saved_stack = alloca ptr, align 8
  %__vla_expr0 = alloca i64, align 8
  %longs = alloca ptr, align 8
  %ptrs = alloca [4 x ptr], align 16
  %cleanup.dest.slot = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
    #dbg_declare(ptr %argc.addr, !32, !DIExpression(), !33)
  store ptr %argv, ptr %argv.addr, align 8
    #dbg_declare(ptr %argv.addr, !34, !DIExpression(), !35)
    #dbg_declare(ptr %local, !36, !DIExpression(), !42)
    #dbg_declare(ptr %heap, !43, !DIExpression(), !45)
  %call = call noalias ptr @malloc(i64 noundef 16) #5, !dbg !46
  store ptr %call, ptr %heap, align 8, !dbg !45
    #dbg_declare(ptr %ints, !47, !DIExpression(), !51)
    #dbg_declare(ptr %n, !52, !DIExpression(), !53)
  %0 = load i32, ptr %argc.addr, align 4, !dbg !54
  %add = add nsw i32 %0, 3, !dbg !55
  store i32 %add, ptr %n, align 4, !dbg !53
  %1 = load i32, ptr %n, align 4, !dbg !56
  %2 = zext i32 %1 to i64, !dbg !57
  %3 = call ptr @llvm.stacksave.p0(), !dbg !57
  store ptr %3, ptr %saved_stack, align 8, !dbg !57
  %vla = alloca float, i64 %2, align 16, !dbg !57
  store i64 %2, ptr %__vla_expr0, align 8, !dbg !57
    #dbg_declare(ptr %__vla_expr0, !58, !DIExpression(), !60)
    #dbg_declare(ptr %vla, !61, !DIExpression(), !65)
    #dbg_declare(ptr %longs, !66, !DIExpression(), !69)
  %4 = load i32, ptr %n, align 4, !dbg !70
  %conv = sext i32 %4 to i64, !dbg !70
  %mul = mul i64 %conv, 8, !dbg !71
  %call1 = call noalias ptr @malloc(i64 noundef %mul) #5, !dbg !72
  store ptr %call1, ptr %longs, align 8, !dbg !69
    #dbg_declare(ptr %ptrs, !73, !DIExpression(), !77)
  %5 = load ptr, ptr %heap, align 8, !dbg !78
  %tobool = icmp ne ptr %5, null, !dbg !78
  br i1 %tobool, label %lor.lhs.false, label %if.then, !dbg !80

lor.lhs.false:                                    ; preds = %entry
  %6 = load ptr, ptr %longs, align 8, !dbg !81
  %tobool2 = icmp ne ptr %6, null, !dbg !81
  br i1 %tobool2, label %if.end, label %if.then, !dbg !82

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, ptr %retval, align 4, !dbg !83
  store i32 1, ptr %cleanup.dest.slot, align 4
  br label %cleanup, !dbg !83

if.end:                                           ; preds = %lor.lhs.false
  %7 = load i32, ptr %argc.addr, align 4, !dbg !84
  call void @fill(ptr noundef %local, i32 noundef %7), !dbg !85
  %8 = load ptr, ptr %heap, align 8, !dbg !86
  %9 = load i32, ptr %argc.addr, align 4, !dbg !87
  %add3 = add nsw i32 %9, 1, !dbg !88
  call void @fill(ptr noundef %8, i32 noundef %add3), !dbg !89
    #dbg_declare(ptr %i, !90, !DIExpression(), !92)
  store i32 0, ptr %i, align 4, !dbg !92
  br label %for.cond, !dbg !93

for.cond:                                         ; preds = %for.inc, %if.end
  %10 = load i32, ptr %i, align 4, !dbg !94
  %11 = load i32, ptr %n, align 4, !dbg !96
  %cmp = icmp slt i32 %10, %11, !dbg !97
  br i1 %cmp, label %for.body, label %for.end, !dbg !98

for.body:                                         ; preds = %for.cond
  %12 = load i32, ptr %i, align 4, !dbg !99
  %conv5 = sitofp i32 %12 to float, !dbg !101
  %13 = load i32, ptr %i, align 4, !dbg !102
  %idxprom = sext i32 %13 to i64, !dbg !103
  %arrayidx = getelementptr inbounds float, ptr %vla, i64 %idxprom, !dbg !103
  store float %conv5, ptr %arrayidx, align 4, !dbg !104
  %14 = load i32, ptr %i, align 4, !dbg !105
  %conv6 = sext i32 %14 to i64, !dbg !105
  %15 = load ptr, ptr %longs, align 8, !dbg !106
  %16 = load i32, ptr %i, align 4, !dbg !107
  %idxprom7 = sext i32 %16 to i64, !dbg !106
  %arrayidx8 = getelementptr inbounds i64, ptr %15, i64 %idxprom7, !dbg !106
  store i64 %conv6, ptr %arrayidx8, align 8, !dbg !108
  %17 = load i32, ptr %i, align 4, !dbg !109
  %18 = load i32, ptr %i, align 4, !dbg !110
  %rem = srem i32 %18, 16, !dbg !111
  %idxprom9 = sext i32 %rem to i64, !dbg !112
  %arrayidx10 = getelementptr inbounds [16 x i32], ptr %ints, i64 0, i64 %idxprom9, !dbg !112
  store i32 %17, ptr %arrayidx10, align 4, !dbg !113
  %19 = load i32, ptr %i, align 4, !dbg !114
  %conv11 = sitofp i32 %19 to double, !dbg !114
  %20 = load i32, ptr %i, align 4, !dbg !115
  %rem12 = srem i32 %20, 100, !dbg !116
  %idxprom13 = sext i32 %rem12 to i64, !dbg !117
  %arrayidx14 = getelementptr inbounds [100 x double], ptr @weights, i64 0, i64 %idxprom13, !dbg !117
  store double %conv11, ptr %arrayidx14, align 8, !dbg !118
  br label %for.inc, !dbg !119

for.inc:                                          ; preds = %for.body
  %21 = load i32, ptr %i, align 4, !dbg !120
  %inc = add nsw i32 %21, 1, !dbg !120
  store i32 %inc, ptr %i, align 4, !dbg !120
  br label %for.cond, !dbg !121, !llvm.loop !122

for.end:                                          ; preds = %for.cond
  %22 = load ptr, ptr %heap, align 8, !dbg !125
  %23 = load i32, ptr %argc.addr, align 4, !dbg !126
  %rem15 = srem i32 %23, 4, !dbg !127
  %idxprom16 = sext i32 %rem15 to i64, !dbg !128
  %arrayidx17 = getelementptr inbounds [4 x ptr], ptr %ptrs, i64 0, i64 %idxprom16, !dbg !128
  store ptr %22, ptr %arrayidx17, align 8, !dbg !129
  %level = getelementptr inbounds %struct.config, ptr %local, i32 0, i32 1, !dbg !130
  %24 = load i32, ptr %level, align 4, !dbg !130
  %25 = load ptr, ptr %heap, align 8, !dbg !131
  %level18 = getelementptr inbounds %struct.config, ptr %25, i32 0, i32 1, !dbg !132
  %26 = load i32, ptr %level18, align 4, !dbg !132
  %27 = load i32, ptr %n, align 4, !dbg !133
  %sub = sub nsw i32 %27, 1, !dbg !134
  %idxprom19 = sext i32 %sub to i64, !dbg !135
  %arrayidx20 = getelementptr inbounds float, ptr %vla, i64 %idxprom19, !dbg !135
  %28 = load float, ptr %arrayidx20, align 4, !dbg !135
  %conv21 = fpext float %28 to double, !dbg !135
  %29 = load ptr, ptr %longs, align 8, !dbg !136
  %30 = load i32, ptr %n, align 4, !dbg !137
  %div = sdiv i32 %30, 2, !dbg !138
  %idxprom22 = sext i32 %div to i64, !dbg !136
  %arrayidx23 = getelementptr inbounds i64, ptr %29, i64 %idxprom22, !dbg !136
  %31 = load i64, ptr %arrayidx23, align 8, !dbg !136
  %32 = load i32, ptr %argc.addr, align 4, !dbg !139
  %rem24 = srem i32 %32, 16, !dbg !140
  %idxprom25 = sext i32 %rem24 to i64, !dbg !141
  %arrayidx26 = getelementptr inbounds [16 x i32], ptr %ints, i64 0, i64 %idxprom25, !dbg !141
  %33 = load i32, ptr %arrayidx26, align 4, !dbg !141
  %34 = load i32, ptr %argc.addr, align 4, !dbg !142
  %idxprom27 = sext i32 %34 to i64, !dbg !143
  %arrayidx28 = getelementptr inbounds [100 x double], ptr @weights, i64 0, i64 %idxprom27, !dbg !143
  %35 = load double, ptr %arrayidx28, align 8, !dbg !143
  %36 = load i32, ptr %argc.addr, align 4, !dbg !144
  %rem29 = srem i32 %36, 4, !dbg !145
  %idxprom30 = sext i32 %rem29 to i64, !dbg !146
  %arrayidx31 = getelementptr inbounds [4 x ptr], ptr %ptrs, i64 0, i64 %idxprom30, !dbg !146
  %37 = load ptr, ptr %arrayidx31, align 8, !dbg !146
  %verbose = getelementptr inbounds %struct.config, ptr %37, i32 0, i32 0, !dbg !147
  %38 = load i32, ptr %verbose, align 8, !dbg !147
  %call32 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %24, i32 noundef %26, double noundef %conv21, i64 noundef %31, i32 noundef %33, double noundef %35, i32 noundef %38), !dbg !148
  %39 = load ptr, ptr %heap, align 8, !dbg !149
  call void @free(ptr noundef %39) #6, !dbg !150
  %40 = load ptr, ptr %longs, align 8, !dbg !151
  call void @free(ptr noundef %40) #6, !dbg !152
  store i32 0, ptr %retval, align 4, !dbg !153
  store i32 1, ptr %cleanup.dest.slot, align 4
  br label %cleanup, !dbg !153

cleanup:                                          ; preds = %for.end, %if.then
  %41 = load ptr, ptr %saved_stack, align 8, !dbg !154
  call void @llvm.stackrestore.p0(ptr %41), !dbg !154
  %42 = load i32, ptr %retval, align 4, !dbg !154
  ret i32 %42, !dbg !154
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fill(ptr noundef %c, i32 noundef %v) #0 !dbg !155 {
entry:
  %c.addr = alloca ptr, align 8
  %v.addr = alloca i32, align 4
  store ptr %c, ptr %c.addr, align 8
    #dbg_declare(ptr %c.addr, !158, !DIExpression(), !159)
  store i32 %v, ptr %v.addr, align 4
    #dbg_declare(ptr %v.addr, !160, !DIExpression(), !161)
  %0 = load i32, ptr %v.addr, align 4, !dbg !162
  %1 = load ptr, ptr %c.addr, align 8, !dbg !163
  %verbose = getelementptr inbounds %struct.config, ptr %1, i32 0, i32 0, !dbg !164
  store i32 %0, ptr %verbose, align 8, !dbg !165
  %2 = load i32, ptr %v.addr, align 4, !dbg !166
  %mul = mul nsw i32 %2, 2, !dbg !167
  %3 = load ptr, ptr %c.addr, align 8, !dbg !168
  %level = getelementptr inbounds %struct.config, ptr %3, i32 0, i32 1, !dbg !169
  store i32 %mul, ptr %level, align 4, !dbg !170
  %4 = load i32, ptr %v.addr, align 4, !dbg !171
  %conv = sitofp i32 %4 to double, !dbg !171
  %mul1 = fmul double %conv, 5.000000e-01, !dbg !172
  %5 = load ptr, ptr %c.addr, align 8, !dbg !173
  %scale = getelementptr inbounds %struct.config, ptr %5, i32 0, i32 2, !dbg !174
  store double %mul1, ptr %scale, align 8, !dbg !175
  ret void, !dbg !176
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "weights", scope: !2, file: !3, line: 13, type: !13, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "neg_single.c", directory: ".", checksumkind: CSK_MD5, checksum: "2afe2eee346ddd885ea7795a52e6c9a2")
!4 = !{!5}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !{!7, !0}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 44, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 184, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 23)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 6400, elements: !15)
!14 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!15 = !{!16}
!16 = !DISubrange(count: 100)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 8, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 2}
!23 = !{i32 7, !"frame-pointer", i32 2}
!24 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!25 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !26, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!26 = !DISubroutineType(types: !27)
!27 = !{!28, !28, !29}
!28 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!31 = !{}
!32 = !DILocalVariable(name: "argc", arg: 1, scope: !25, file: !3, line: 24, type: !28)
!33 = !DILocation(line: 24, column: 14, scope: !25)
!34 = !DILocalVariable(name: "argv", arg: 2, scope: !25, file: !3, line: 24, type: !29)
!35 = !DILocation(line: 24, column: 27, scope: !25)
!36 = !DILocalVariable(name: "local", scope: !25, file: !3, line: 26, type: !37)
!37 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "config", file: !3, line: 7, size: 128, elements: !38)
!38 = !{!39, !40, !41}
!39 = !DIDerivedType(tag: DW_TAG_member, name: "verbose", scope: !37, file: !3, line: 8, baseType: !28, size: 32)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "level", scope: !37, file: !3, line: 9, baseType: !28, size: 32, offset: 32)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "scale", scope: !37, file: !3, line: 10, baseType: !14, size: 64, offset: 64)
!42 = !DILocation(line: 26, column: 16, scope: !25)
!43 = !DILocalVariable(name: "heap", scope: !25, file: !3, line: 27, type: !44)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!45 = !DILocation(line: 27, column: 17, scope: !25)
!46 = !DILocation(line: 27, column: 24, scope: !25)
!47 = !DILocalVariable(name: "ints", scope: !25, file: !3, line: 28, type: !48)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 512, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 16)
!51 = !DILocation(line: 28, column: 6, scope: !25)
!52 = !DILocalVariable(name: "n", scope: !25, file: !3, line: 29, type: !28)
!53 = !DILocation(line: 29, column: 6, scope: !25)
!54 = !DILocation(line: 29, column: 10, scope: !25)
!55 = !DILocation(line: 29, column: 15, scope: !25)
!56 = !DILocation(line: 30, column: 12, scope: !25)
!57 = !DILocation(line: 30, column: 2, scope: !25)
!58 = !DILocalVariable(name: "__vla_expr0", scope: !25, type: !59, flags: DIFlagArtificial)
!59 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!60 = !DILocation(line: 0, scope: !25)
!61 = !DILocalVariable(name: "vla", scope: !25, file: !3, line: 30, type: !62)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: !58)
!65 = !DILocation(line: 30, column: 8, scope: !25)
!66 = !DILocalVariable(name: "longs", scope: !25, file: !3, line: 31, type: !67)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!68 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!69 = !DILocation(line: 31, column: 8, scope: !25)
!70 = !DILocation(line: 31, column: 23, scope: !25)
!71 = !DILocation(line: 31, column: 25, scope: !25)
!72 = !DILocation(line: 31, column: 16, scope: !25)
!73 = !DILocalVariable(name: "ptrs", scope: !25, file: !3, line: 32, type: !74)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 256, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 4)
!77 = !DILocation(line: 32, column: 17, scope: !25)
!78 = !DILocation(line: 33, column: 7, scope: !79)
!79 = distinct !DILexicalBlock(scope: !25, file: !3, line: 33, column: 6)
!80 = !DILocation(line: 33, column: 12, scope: !79)
!81 = !DILocation(line: 33, column: 16, scope: !79)
!82 = !DILocation(line: 33, column: 6, scope: !25)
!83 = !DILocation(line: 34, column: 3, scope: !79)
!84 = !DILocation(line: 35, column: 15, scope: !25)
!85 = !DILocation(line: 35, column: 2, scope: !25)
!86 = !DILocation(line: 36, column: 7, scope: !25)
!87 = !DILocation(line: 36, column: 13, scope: !25)
!88 = !DILocation(line: 36, column: 18, scope: !25)
!89 = !DILocation(line: 36, column: 2, scope: !25)
!90 = !DILocalVariable(name: "i", scope: !91, file: !3, line: 37, type: !28)
!91 = distinct !DILexicalBlock(scope: !25, file: !3, line: 37, column: 2)
!92 = !DILocation(line: 37, column: 11, scope: !91)
!93 = !DILocation(line: 37, column: 7, scope: !91)
!94 = !DILocation(line: 37, column: 18, scope: !95)
!95 = distinct !DILexicalBlock(scope: !91, file: !3, line: 37, column: 2)
!96 = !DILocation(line: 37, column: 22, scope: !95)
!97 = !DILocation(line: 37, column: 20, scope: !95)
!98 = !DILocation(line: 37, column: 2, scope: !91)
!99 = !DILocation(line: 38, column: 19, scope: !100)
!100 = distinct !DILexicalBlock(scope: !95, file: !3, line: 37, column: 30)
!101 = !DILocation(line: 38, column: 12, scope: !100)
!102 = !DILocation(line: 38, column: 7, scope: !100)
!103 = !DILocation(line: 38, column: 3, scope: !100)
!104 = !DILocation(line: 38, column: 10, scope: !100)
!105 = !DILocation(line: 39, column: 14, scope: !100)
!106 = !DILocation(line: 39, column: 3, scope: !100)
!107 = !DILocation(line: 39, column: 9, scope: !100)
!108 = !DILocation(line: 39, column: 12, scope: !100)
!109 = !DILocation(line: 40, column: 18, scope: !100)
!110 = !DILocation(line: 40, column: 8, scope: !100)
!111 = !DILocation(line: 40, column: 10, scope: !100)
!112 = !DILocation(line: 40, column: 3, scope: !100)
!113 = !DILocation(line: 40, column: 16, scope: !100)
!114 = !DILocation(line: 41, column: 22, scope: !100)
!115 = !DILocation(line: 41, column: 11, scope: !100)
!116 = !DILocation(line: 41, column: 13, scope: !100)
!117 = !DILocation(line: 41, column: 3, scope: !100)
!118 = !DILocation(line: 41, column: 20, scope: !100)
!119 = !DILocation(line: 42, column: 2, scope: !100)
!120 = !DILocation(line: 37, column: 26, scope: !95)
!121 = !DILocation(line: 37, column: 2, scope: !95)
!122 = distinct !{!122, !98, !123, !124}
!123 = !DILocation(line: 42, column: 2, scope: !91)
!124 = !{!"llvm.loop.mustprogress"}
!125 = !DILocation(line: 43, column: 19, scope: !25)
!126 = !DILocation(line: 43, column: 7, scope: !25)
!127 = !DILocation(line: 43, column: 12, scope: !25)
!128 = !DILocation(line: 43, column: 2, scope: !25)
!129 = !DILocation(line: 43, column: 17, scope: !25)
!130 = !DILocation(line: 44, column: 42, scope: !25)
!131 = !DILocation(line: 44, column: 49, scope: !25)
!132 = !DILocation(line: 44, column: 55, scope: !25)
!133 = !DILocation(line: 44, column: 66, scope: !25)
!134 = !DILocation(line: 44, column: 68, scope: !25)
!135 = !DILocation(line: 44, column: 62, scope: !25)
!136 = !DILocation(line: 44, column: 74, scope: !25)
!137 = !DILocation(line: 44, column: 80, scope: !25)
!138 = !DILocation(line: 44, column: 82, scope: !25)
!139 = !DILocation(line: 44, column: 93, scope: !25)
!140 = !DILocation(line: 44, column: 98, scope: !25)
!141 = !DILocation(line: 44, column: 88, scope: !25)
!142 = !DILocation(line: 45, column: 17, scope: !25)
!143 = !DILocation(line: 45, column: 9, scope: !25)
!144 = !DILocation(line: 45, column: 29, scope: !25)
!145 = !DILocation(line: 45, column: 34, scope: !25)
!146 = !DILocation(line: 45, column: 24, scope: !25)
!147 = !DILocation(line: 45, column: 40, scope: !25)
!148 = !DILocation(line: 44, column: 2, scope: !25)
!149 = !DILocation(line: 46, column: 7, scope: !25)
!150 = !DILocation(line: 46, column: 2, scope: !25)
!151 = !DILocation(line: 47, column: 7, scope: !25)
!152 = !DILocation(line: 47, column: 2, scope: !25)
!153 = !DILocation(line: 48, column: 2, scope: !25)
!154 = !DILocation(line: 49, column: 1, scope: !25)
!155 = distinct !DISubprogram(name: "fill", scope: !3, file: !3, line: 17, type: !156, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!156 = !DISubroutineType(types: !157)
!157 = !{null, !44, !28}
!158 = !DILocalVariable(name: "c", arg: 1, scope: !155, file: !3, line: 17, type: !44)
!159 = !DILocation(line: 17, column: 59, scope: !155)
!160 = !DILocalVariable(name: "v", arg: 2, scope: !155, file: !3, line: 17, type: !28)
!161 = !DILocation(line: 17, column: 66, scope: !155)
!162 = !DILocation(line: 19, column: 15, scope: !155)
!163 = !DILocation(line: 19, column: 2, scope: !155)
!164 = !DILocation(line: 19, column: 5, scope: !155)
!165 = !DILocation(line: 19, column: 13, scope: !155)
!166 = !DILocation(line: 20, column: 13, scope: !155)
!167 = !DILocation(line: 20, column: 15, scope: !155)
!168 = !DILocation(line: 20, column: 2, scope: !155)
!169 = !DILocation(line: 20, column: 5, scope: !155)
!170 = !DILocation(line: 20, column: 11, scope: !155)
!171 = !DILocation(line: 21, column: 13, scope: !155)
!172 = !DILocation(line: 21, column: 15, scope: !155)
!173 = !DILocation(line: 21, column: 2, scope: !155)
!174 = !DILocation(line: 21, column: 5, scope: !155)
!175 = !DILocation(line: 21, column: 11, scope: !155)
!176 = !DILocation(line: 22, column: 1, scope: !155)
