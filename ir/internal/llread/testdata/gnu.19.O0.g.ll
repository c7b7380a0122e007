; ModuleID = 'c/eh.c'
source_filename = "c/eh.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@dispatch.table = internal global [3 x ptr] [ptr blockaddress(@dispatch, %9), ptr blockaddress(@dispatch, %12), ptr blockaddress(@dispatch, %15)], align 16, !dbg !0
@hits = dso_local global i64 0, align 8, !dbg !9

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @dispatch(i32 noundef %0) #0 !dbg !2 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !26, !DIExpression(), !27)
    #dbg_declare(ptr %3, !28, !DIExpression(), !29)
  store i32 0, ptr %3, align 4, !dbg !29
  %4 = load i32, ptr %2, align 4, !dbg !30
  %5 = srem i32 %4, 3, !dbg !31
  %6 = sext i32 %5 to i64, !dbg !32
  %7 = getelementptr inbounds [3 x ptr], ptr @dispatch.table, i64 0, i64 %6, !dbg !32
  %8 = load ptr, ptr %7, align 8, !dbg !32
  br label %17, !dbg !33

9:                                                ; preds = %17
    #dbg_label(!34, !35)
  %10 = load i32, ptr %3, align 4, !dbg !36
  %11 = add nsw i32 %10, 2, !dbg !36
  store i32 %11, ptr %3, align 4, !dbg !36
  br label %12, !dbg !37

12:                                               ; preds = %9, %17
    #dbg_label(!38, !39)
  %13 = load i32, ptr %3, align 4, !dbg !40
  %14 = sub nsw i32 %13, 1, !dbg !40
  store i32 %14, ptr %3, align 4, !dbg !40
  br label %15, !dbg !41

15:                                               ; preds = %12, %17
    #dbg_label(!42, !43)
  %16 = load i32, ptr %3, align 4, !dbg !44
  ret i32 %16, !dbg !45

17:                                               ; preds = %1
  %18 = phi ptr [ %8, %1 ]
  indirectbr ptr %18, [label %9, label %12, label %15]
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x i32> @vadd(<4 x i32> noundef %0, <4 x i32> noundef %1) #1 !dbg !46 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  %5 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %3, align 16
    #dbg_declare(ptr %3, !53, !DIExpression(), !54)
  store <4 x i32> %1, ptr %4, align 16
    #dbg_declare(ptr %4, !55, !DIExpression(), !56)
  %6 = load <4 x i32>, ptr %3, align 16, !dbg !57
  %7 = load <4 x i32>, ptr %4, align 16, !dbg !58
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr %5, align 16, !dbg !59
  %8 = load <4 x i32>, ptr %5, align 16, !dbg !59
  %9 = mul <4 x i32> %7, %8, !dbg !60
  %10 = add <4 x i32> %6, %9, !dbg !61
  ret <4 x i32> %10, !dbg !62
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @vsum(i32 noundef %0, ...) #0 !dbg !63 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !66, !DIExpression(), !67)
    #dbg_declare(ptr %3, !68, !DIExpression(), !82)
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !83
  call void @llvm.va_start.p0(ptr %6), !dbg !83
    #dbg_declare(ptr %4, !84, !DIExpression(), !85)
  store i32 0, ptr %4, align 4, !dbg !85
    #dbg_declare(ptr %5, !86, !DIExpression(), !88)
  store i32 0, ptr %5, align 4, !dbg !88
  br label %7, !dbg !89

7:                                                ; preds = %30, %1
  %8 = load i32, ptr %5, align 4, !dbg !90
  %9 = load i32, ptr %2, align 4, !dbg !92
  %10 = icmp slt i32 %8, %9, !dbg !93
  br i1 %10, label %11, label %33, !dbg !94

11:                                               ; preds = %7
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !95
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 0, !dbg !95
  %14 = load i32, ptr %13, align 16, !dbg !95
  %15 = icmp ule i32 %14, 40, !dbg !95
  br i1 %15, label %16, label %21, !dbg !95

16:                                               ; preds = %11
  %17 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 3, !dbg !95
  %18 = load ptr, ptr %17, align 16, !dbg !95
  %19 = getelementptr i8, ptr %18, i32 %14, !dbg !95
  %20 = add i32 %14, 8, !dbg !95
  store i32 %20, ptr %13, align 16, !dbg !95
  br label %25, !dbg !95

21:                                               ; preds = %11
  %22 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 2, !dbg !95
  %23 = load ptr, ptr %22, align 8, !dbg !95
  %24 = getelementptr i8, ptr %23, i32 8, !dbg !95
  store ptr %24, ptr %22, align 8, !dbg !95
  br label %25, !dbg !95

25:                                               ; preds = %21, %16
  %26 = phi ptr [ %19, %16 ], [ %23, %21 ], !dbg !95
  %27 = load i32, ptr %26, align 4, !dbg !95
  %28 = load i32, ptr %4, align 4, !dbg !96
  %29 = add nsw i32 %28, %27, !dbg !96
  store i32 %29, ptr %4, align 4, !dbg !96
  br label %30, !dbg !97

30:                                               ; preds = %25
  %31 = load i32, ptr %5, align 4, !dbg !98
  %32 = add nsw i32 %31, 1, !dbg !98
  store i32 %32, ptr %5, align 4, !dbg !98
  br label %7, !dbg !99, !llvm.loop !100

33:                                               ; preds = %7
  %34 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !103
  call void @llvm.va_end.p0(ptr %34), !dbg !103
  %35 = load i32, ptr %4, align 4, !dbg !104
  ret i32 %35, !dbg !105
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @vla(i32 noundef %0, ptr noundef %1) #0 !dbg !106 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !115, !DIExpression(), !116)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !117, !DIExpression(), !118)
  %10 = load i32, ptr %3, align 4, !dbg !119
  %11 = zext i32 %10 to i64, !dbg !120
  %12 = call ptr @llvm.stacksave.p0(), !dbg !120
  store ptr %12, ptr %5, align 8, !dbg !120
  %13 = alloca i32, i64 %11, align 16, !dbg !120
  store i64 %11, ptr %6, align 8, !dbg !120
    #dbg_declare(ptr %6, !121, !DIExpression(), !123)
    #dbg_declare(ptr %13, !124, !DIExpression(), !128)
    #dbg_declare(ptr %7, !129, !DIExpression(), !131)
  store i32 0, ptr %7, align 4, !dbg !131
  br label %14, !dbg !132

14:                                               ; preds = %34, %2
  %15 = load i32, ptr %7, align 4, !dbg !133
  %16 = load i32, ptr %3, align 4, !dbg !135
  %17 = icmp slt i32 %15, %16, !dbg !136
  br i1 %17, label %18, label %37, !dbg !137

18:                                               ; preds = %14
  %19 = load ptr, ptr %4, align 8, !dbg !138
  %20 = load i16, ptr %19, align 4, !dbg !139
  %21 = and i16 %20, 7, !dbg !139
  %22 = zext i16 %21 to i32, !dbg !139
  %23 = load ptr, ptr %4, align 8, !dbg !140
  %24 = load i16, ptr %23, align 4, !dbg !141
  %25 = shl i16 %24, 1, !dbg !141
  %26 = ashr i16 %25, 11, !dbg !141
  %27 = sext i16 %26 to i32, !dbg !141
  %28 = load i32, ptr %7, align 4, !dbg !142
  %29 = mul nsw i32 %27, %28, !dbg !143
  %30 = add nsw i32 %22, %29, !dbg !144
  %31 = load i32, ptr %7, align 4, !dbg !145
  %32 = sext i32 %31 to i64, !dbg !146
  %33 = getelementptr inbounds i32, ptr %13, i64 %32, !dbg !146
  store i32 %30, ptr %33, align 4, !dbg !147
  br label %34, !dbg !146

34:                                               ; preds = %18
  %35 = load i32, ptr %7, align 4, !dbg !148
  %36 = add nsw i32 %35, 1, !dbg !148
  store i32 %36, ptr %7, align 4, !dbg !148
  br label %14, !dbg !149, !llvm.loop !150

37:                                               ; preds = %14
  store i64 1, ptr %8, align 8, !dbg !152
  %38 = load i64, ptr %8, align 8, !dbg !152
  %39 = atomicrmw add ptr @hits, i64 %38 seq_cst, align 8, !dbg !152
  store i64 %39, ptr %9, align 8, !dbg !152
  %40 = load i64, ptr %9, align 8, !dbg !152
  %41 = load i32, ptr %3, align 4, !dbg !153
  %42 = sub nsw i32 %41, 1, !dbg !154
  %43 = sext i32 %42 to i64, !dbg !155
  %44 = getelementptr inbounds i32, ptr %13, i64 %43, !dbg !155
  %45 = load i32, ptr %44, align 4, !dbg !155
  %46 = load ptr, ptr %4, align 8, !dbg !156
  %47 = load i16, ptr %46, align 4, !dbg !157
  %48 = lshr i16 %47, 3, !dbg !157
  %49 = and i16 %48, 127, !dbg !157
  %50 = zext i16 %49 to i32, !dbg !157
  %51 = add nsw i32 %45, %50, !dbg !158
  %52 = load i32, ptr %3, align 4, !dbg !159
  %53 = call i32 (i32, double, ...) @knr(i32 noundef %52, double noundef 2.000000e+00), !dbg !160
  %54 = add nsw i32 %51, %53, !dbg !161
  %55 = load ptr, ptr %5, align 8, !dbg !162
  call void @llvm.stackrestore.p0(ptr %55), !dbg !162
  ret i32 %54, !dbg !162
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #2

declare i32 @knr(...) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 14, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "dispatch", scope: !3, file: !3, line: 13, type: !4, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !13)
!3 = !DIFile(filename: "c/eh.c", directory: "/work/main/ir/internal/llread/testdata", checksumkind: CSK_MD5, checksum: "0a7da69e1d64ec9188539f2f7c9853f4")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0, !9}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "hits", scope: !7, file: !3, line: 11, type: !11, isLocal: false, isDefinition: true)
!11 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !12)
!12 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!13 = !{}
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 192, elements: !16)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!16 = !{!17}
!17 = !DISubrange(count: 3)
!18 = !{i32 7, !"Dwarf Version", i32 5}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 8, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 2}
!24 = !{i32 7, !"frame-pointer", i32 2}
!25 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!26 = !DILocalVariable(name: "op", arg: 1, scope: !2, file: !3, line: 13, type: !6)
!27 = !DILocation(line: 13, column: 18, scope: !2)
!28 = !DILocalVariable(name: "acc", scope: !2, file: !3, line: 15, type: !6)
!29 = !DILocation(line: 15, column: 6, scope: !2)
!30 = !DILocation(line: 16, column: 14, scope: !2)
!31 = !DILocation(line: 16, column: 17, scope: !2)
!32 = !DILocation(line: 16, column: 8, scope: !2)
!33 = !DILocation(line: 16, column: 2, scope: !2)
!34 = !DILabel(scope: !2, name: "add", file: !3, line: 17)
!35 = !DILocation(line: 17, column: 1, scope: !2)
!36 = !DILocation(line: 18, column: 6, scope: !2)
!37 = !DILocation(line: 18, column: 2, scope: !2)
!38 = !DILabel(scope: !2, name: "sub", file: !3, line: 19)
!39 = !DILocation(line: 19, column: 1, scope: !2)
!40 = !DILocation(line: 20, column: 6, scope: !2)
!41 = !DILocation(line: 20, column: 2, scope: !2)
!42 = !DILabel(scope: !2, name: "done", file: !3, line: 21)
!43 = !DILocation(line: 21, column: 1, scope: !2)
!44 = !DILocation(line: 22, column: 9, scope: !2)
!45 = !DILocation(line: 22, column: 2, scope: !2)
!46 = distinct !DISubprogram(name: "vadd", scope: !3, file: !3, line: 25, type: !47, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !13)
!47 = !DISubroutineType(types: !48)
!48 = !{!49, !49, !49}
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4si", file: !3, line: 7, baseType: !50)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, flags: DIFlagVector, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 4)
!53 = !DILocalVariable(name: "a", arg: 1, scope: !46, file: !3, line: 25, type: !49)
!54 = !DILocation(line: 25, column: 16, scope: !46)
!55 = !DILocalVariable(name: "b", arg: 2, scope: !46, file: !3, line: 25, type: !49)
!56 = !DILocation(line: 25, column: 24, scope: !46)
!57 = !DILocation(line: 25, column: 36, scope: !46)
!58 = !DILocation(line: 25, column: 40, scope: !46)
!59 = !DILocation(line: 25, column: 44, scope: !46)
!60 = !DILocation(line: 25, column: 42, scope: !46)
!61 = !DILocation(line: 25, column: 38, scope: !46)
!62 = !DILocation(line: 25, column: 29, scope: !46)
!63 = distinct !DISubprogram(name: "vsum", scope: !3, file: !3, line: 27, type: !64, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !13)
!64 = !DISubroutineType(types: !65)
!65 = !{!6, !6, null}
!66 = !DILocalVariable(name: "n", arg: 1, scope: !63, file: !3, line: 27, type: !6)
!67 = !DILocation(line: 27, column: 14, scope: !63)
!68 = !DILocalVariable(name: "ap", scope: !63, file: !3, line: 28, type: !69)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !70, line: 12, baseType: !71)
!70 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "7bd78a282b99fcfe41a9e3c566d14f7d")
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !72)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 192, elements: !80)
!73 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !74)
!74 = !{!75, !77, !78, !79}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !73, file: !3, line: 28, baseType: !76, size: 32)
!76 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !73, file: !3, line: 28, baseType: !76, size: 32, offset: 32)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !73, file: !3, line: 28, baseType: !15, size: 64, offset: 64)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !73, file: !3, line: 28, baseType: !15, size: 64, offset: 128)
!80 = !{!81}
!81 = !DISubrange(count: 1)
!82 = !DILocation(line: 28, column: 10, scope: !63)
!83 = !DILocation(line: 29, column: 2, scope: !63)
!84 = !DILocalVariable(name: "s", scope: !63, file: !3, line: 30, type: !6)
!85 = !DILocation(line: 30, column: 6, scope: !63)
!86 = !DILocalVariable(name: "i", scope: !87, file: !3, line: 31, type: !6)
!87 = distinct !DILexicalBlock(scope: !63, file: !3, line: 31, column: 2)
!88 = !DILocation(line: 31, column: 11, scope: !87)
!89 = !DILocation(line: 31, column: 7, scope: !87)
!90 = !DILocation(line: 31, column: 18, scope: !91)
!91 = distinct !DILexicalBlock(scope: !87, file: !3, line: 31, column: 2)
!92 = !DILocation(line: 31, column: 22, scope: !91)
!93 = !DILocation(line: 31, column: 20, scope: !91)
!94 = !DILocation(line: 31, column: 2, scope: !87)
!95 = !DILocation(line: 31, column: 35, scope: !91)
!96 = !DILocation(line: 31, column: 32, scope: !91)
!97 = !DILocation(line: 31, column: 30, scope: !91)
!98 = !DILocation(line: 31, column: 26, scope: !91)
!99 = !DILocation(line: 31, column: 2, scope: !91)
!100 = distinct !{!100, !94, !101, !102}
!101 = !DILocation(line: 31, column: 35, scope: !87)
!102 = !{!"llvm.loop.mustprogress"}
!103 = !DILocation(line: 32, column: 2, scope: !63)
!104 = !DILocation(line: 33, column: 9, scope: !63)
!105 = !DILocation(line: 33, column: 2, scope: !63)
!106 = distinct !DISubprogram(name: "vla", scope: !3, file: !3, line: 36, type: !107, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !13)
!107 = !DISubroutineType(types: !108)
!108 = !{!6, !6, !109}
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !110, size: 64)
!110 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bits", file: !3, line: 8, size: 32, elements: !111)
!111 = !{!112, !113, !114}
!112 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !110, file: !3, line: 8, baseType: !76, size: 3, flags: DIFlagBitField, extraData: i64 0)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !110, file: !3, line: 8, baseType: !76, size: 7, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !110, file: !3, line: 8, baseType: !6, size: 5, offset: 10, flags: DIFlagBitField, extraData: i64 0)
!115 = !DILocalVariable(name: "n", arg: 1, scope: !106, file: !3, line: 36, type: !6)
!116 = !DILocation(line: 36, column: 13, scope: !106)
!117 = !DILocalVariable(name: "b", arg: 2, scope: !106, file: !3, line: 36, type: !109)
!118 = !DILocation(line: 36, column: 29, scope: !106)
!119 = !DILocation(line: 37, column: 8, scope: !106)
!120 = !DILocation(line: 37, column: 2, scope: !106)
!121 = !DILocalVariable(name: "__vla_expr0", scope: !106, type: !122, flags: DIFlagArtificial)
!122 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!123 = !DILocation(line: 0, scope: !106)
!124 = !DILocalVariable(name: "a", scope: !106, file: !3, line: 37, type: !125)
!125 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, elements: !126)
!126 = !{!127}
!127 = !DISubrange(count: !121)
!128 = !DILocation(line: 37, column: 6, scope: !106)
!129 = !DILocalVariable(name: "i", scope: !130, file: !3, line: 38, type: !6)
!130 = distinct !DILexicalBlock(scope: !106, file: !3, line: 38, column: 2)
!131 = !DILocation(line: 38, column: 11, scope: !130)
!132 = !DILocation(line: 38, column: 7, scope: !130)
!133 = !DILocation(line: 38, column: 18, scope: !134)
!134 = distinct !DILexicalBlock(scope: !130, file: !3, line: 38, column: 2)
!135 = !DILocation(line: 38, column: 22, scope: !134)
!136 = !DILocation(line: 38, column: 20, scope: !134)
!137 = !DILocation(line: 38, column: 2, scope: !130)
!138 = !DILocation(line: 38, column: 37, scope: !134)
!139 = !DILocation(line: 38, column: 40, scope: !134)
!140 = !DILocation(line: 38, column: 44, scope: !134)
!141 = !DILocation(line: 38, column: 47, scope: !134)
!142 = !DILocation(line: 38, column: 51, scope: !134)
!143 = !DILocation(line: 38, column: 49, scope: !134)
!144 = !DILocation(line: 38, column: 42, scope: !134)
!145 = !DILocation(line: 38, column: 32, scope: !134)
!146 = !DILocation(line: 38, column: 30, scope: !134)
!147 = !DILocation(line: 38, column: 35, scope: !134)
!148 = !DILocation(line: 38, column: 26, scope: !134)
!149 = !DILocation(line: 38, column: 2, scope: !134)
!150 = distinct !{!150, !137, !151, !102}
!151 = !DILocation(line: 38, column: 51, scope: !130)
!152 = !DILocation(line: 39, column: 2, scope: !106)
!153 = !DILocation(line: 40, column: 11, scope: !106)
!154 = !DILocation(line: 40, column: 13, scope: !106)
!155 = !DILocation(line: 40, column: 9, scope: !106)
!156 = !DILocation(line: 40, column: 20, scope: !106)
!157 = !DILocation(line: 40, column: 23, scope: !106)
!158 = !DILocation(line: 40, column: 18, scope: !106)
!159 = !DILocation(line: 40, column: 31, scope: !106)
!160 = !DILocation(line: 40, column: 27, scope: !106)
!161 = !DILocation(line: 40, column: 25, scope: !106)
!162 = !DILocation(line: 41, column: 1, scope: !106)
