; ModuleID = 'c/eh.c'
source_filename = "c/eh.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, i8*, i8* }
%struct.bits = type { i16, [2 x i8] }

@dispatch.table = internal global [3 x i8*] [i8* blockaddress(@dispatch, %9), i8* blockaddress(@dispatch, %12), i8* blockaddress(@dispatch, %15)], align 16, !dbg !0
@hits = dso_local global i64 0, align 8, !dbg !9

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @dispatch(i32 noundef %0) #0 !dbg !2 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !26, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.declare(metadata i32* %3, metadata !28, metadata !DIExpression()), !dbg !29
  store i32 0, i32* %3, align 4, !dbg !29
  %4 = load i32, i32* %2, align 4, !dbg !30
  %5 = srem i32 %4, 3, !dbg !31
  %6 = sext i32 %5 to i64, !dbg !32
  %7 = getelementptr inbounds [3 x i8*], [3 x i8*]* @dispatch.table, i64 0, i64 %6, !dbg !32
  %8 = load i8*, i8** %7, align 8, !dbg !32
  br label %17, !dbg !33

9:                                                ; preds = %17
  call void @llvm.dbg.label(metadata !34), !dbg !35
  %10 = load i32, i32* %3, align 4, !dbg !36
  %11 = add nsw i32 %10, 2, !dbg !36
  store i32 %11, i32* %3, align 4, !dbg !36
  br label %12, !dbg !37

12:                                               ; preds = %9, %17
  call void @llvm.dbg.label(metadata !38), !dbg !39
  %13 = load i32, i32* %3, align 4, !dbg !40
  %14 = sub nsw i32 %13, 1, !dbg !40
  store i32 %14, i32* %3, align 4, !dbg !40
  br label %15, !dbg !41

15:                                               ; preds = %12, %17
  call void @llvm.dbg.label(metadata !42), !dbg !43
  %16 = load i32, i32* %3, align 4, !dbg !44
  ret i32 %16, !dbg !45

17:                                               ; preds = %1
  %18 = phi i8* [ %8, %1 ]
  indirectbr i8* %18, [label %9, label %12, label %15]
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x i32> @vadd(<4 x i32> noundef %0, <4 x i32> noundef %1) #2 !dbg !46 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  %5 = alloca <4 x i32>, align 16
  store <4 x i32> %0, <4 x i32>* %3, align 16
  call void @llvm.dbg.declare(metadata <4 x i32>* %3, metadata !53, metadata !DIExpression()), !dbg !54
  store <4 x i32> %1, <4 x i32>* %4, align 16
  call void @llvm.dbg.declare(metadata <4 x i32>* %4, metadata !55, metadata !DIExpression()), !dbg !56
  %6 = load <4 x i32>, <4 x i32>* %3, align 16, !dbg !57
  %7 = load <4 x i32>, <4 x i32>* %4, align 16, !dbg !58
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32>* %5, align 16, !dbg !59
  %8 = load <4 x i32>, <4 x i32>* %5, align 16, !dbg !59
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
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !66, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %3, metadata !68, metadata !DIExpression()), !dbg !83
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !84
  %7 = bitcast %struct.__va_list_tag* %6 to i8*, !dbg !84
  call void @llvm.va_start(i8* %7), !dbg !84
  call void @llvm.dbg.declare(metadata i32* %4, metadata !85, metadata !DIExpression()), !dbg !86
  store i32 0, i32* %4, align 4, !dbg !86
  call void @llvm.dbg.declare(metadata i32* %5, metadata !87, metadata !DIExpression()), !dbg !89
  store i32 0, i32* %5, align 4, !dbg !89
  br label %8, !dbg !90

8:                                                ; preds = %33, %1
  %9 = load i32, i32* %5, align 4, !dbg !91
  %10 = load i32, i32* %2, align 4, !dbg !93
  %11 = icmp slt i32 %9, %10, !dbg !94
  br i1 %11, label %12, label %36, !dbg !95

12:                                               ; preds = %8
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !96
  %14 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 0, !dbg !96
  %15 = load i32, i32* %14, align 16, !dbg !96
  %16 = icmp ule i32 %15, 40, !dbg !96
  br i1 %16, label %17, label %23, !dbg !96

17:                                               ; preds = %12
  %18 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 3, !dbg !96
  %19 = load i8*, i8** %18, align 16, !dbg !96
  %20 = getelementptr i8, i8* %19, i32 %15, !dbg !96
  %21 = bitcast i8* %20 to i32*, !dbg !96
  %22 = add i32 %15, 8, !dbg !96
  store i32 %22, i32* %14, align 16, !dbg !96
  br label %28, !dbg !96

23:                                               ; preds = %12
  %24 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 2, !dbg !96
  %25 = load i8*, i8** %24, align 8, !dbg !96
  %26 = bitcast i8* %25 to i32*, !dbg !96
  %27 = getelementptr i8, i8* %25, i32 8, !dbg !96
  store i8* %27, i8** %24, align 8, !dbg !96
  br label %28, !dbg !96

28:                                               ; preds = %23, %17
  %29 = phi i32* [ %21, %17 ], [ %26, %23 ], !dbg !96
  %30 = load i32, i32* %29, align 4, !dbg !96
  %31 = load i32, i32* %4, align 4, !dbg !97
  %32 = add nsw i32 %31, %30, !dbg !97
  store i32 %32, i32* %4, align 4, !dbg !97
  br label %33, !dbg !98

33:                                               ; preds = %28
  %34 = load i32, i32* %5, align 4, !dbg !99
  %35 = add nsw i32 %34, 1, !dbg !99
  store i32 %35, i32* %5, align 4, !dbg !99
  br label %8, !dbg !100, !llvm.loop !101

36:                                               ; preds = %8
  %37 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !104
  %38 = bitcast %struct.__va_list_tag* %37 to i8*, !dbg !104
  call void @llvm.va_end(i8* %38), !dbg !104
  %39 = load i32, i32* %4, align 4, !dbg !105
  ret i32 %39, !dbg !106
}

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #3

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @vla(i32 noundef %0, %struct.bits* noundef %1) #0 !dbg !107 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.bits*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !116, metadata !DIExpression()), !dbg !117
  store %struct.bits* %1, %struct.bits** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.bits** %4, metadata !118, metadata !DIExpression()), !dbg !119
  %10 = load i32, i32* %3, align 4, !dbg !120
  %11 = zext i32 %10 to i64, !dbg !121
  %12 = call i8* @llvm.stacksave(), !dbg !121
  store i8* %12, i8** %5, align 8, !dbg !121
  %13 = alloca i32, i64 %11, align 16, !dbg !121
  store i64 %11, i64* %6, align 8, !dbg !121
  call void @llvm.dbg.declare(metadata i64* %6, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.declare(metadata i32* %13, metadata !125, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.declare(metadata i32* %7, metadata !130, metadata !DIExpression()), !dbg !132
  store i32 0, i32* %7, align 4, !dbg !132
  br label %14, !dbg !133

14:                                               ; preds = %36, %2
  %15 = load i32, i32* %7, align 4, !dbg !134
  %16 = load i32, i32* %3, align 4, !dbg !136
  %17 = icmp slt i32 %15, %16, !dbg !137
  br i1 %17, label %18, label %39, !dbg !138

18:                                               ; preds = %14
  %19 = load %struct.bits*, %struct.bits** %4, align 8, !dbg !139
  %20 = bitcast %struct.bits* %19 to i16*, !dbg !140
  %21 = load i16, i16* %20, align 4, !dbg !140
  %22 = and i16 %21, 7, !dbg !140
  %23 = zext i16 %22 to i32, !dbg !140
  %24 = load %struct.bits*, %struct.bits** %4, align 8, !dbg !141
  %25 = bitcast %struct.bits* %24 to i16*, !dbg !142
  %26 = load i16, i16* %25, align 4, !dbg !142
  %27 = shl i16 %26, 1, !dbg !142
  %28 = ashr i16 %27, 11, !dbg !142
  %29 = sext i16 %28 to i32, !dbg !142
  %30 = load i32, i32* %7, align 4, !dbg !143
  %31 = mul nsw i32 %29, %30, !dbg !144
  %32 = add nsw i32 %23, %31, !dbg !145
  %33 = load i32, i32* %7, align 4, !dbg !146
  %34 = sext i32 %33 to i64, !dbg !147
  %35 = getelementptr inbounds i32, i32* %13, i64 %34, !dbg !147
  store i32 %32, i32* %35, align 4, !dbg !148
  br label %36, !dbg !147

36:                                               ; preds = %18
  %37 = load i32, i32* %7, align 4, !dbg !149
  %38 = add nsw i32 %37, 1, !dbg !149
  store i32 %38, i32* %7, align 4, !dbg !149
  br label %14, !dbg !150, !llvm.loop !151

39:                                               ; preds = %14
  store i64 1, i64* %8, align 8, !dbg !153
  %40 = load i64, i64* %8, align 8, !dbg !153
  %41 = atomicrmw add i64* @hits, i64 %40 seq_cst, align 8, !dbg !153
  store i64 %41, i64* %9, align 8, !dbg !153
  %42 = load i64, i64* %9, align 8, !dbg !153
  %43 = load i32, i32* %3, align 4, !dbg !154
  %44 = sub nsw i32 %43, 1, !dbg !155
  %45 = sext i32 %44 to i64, !dbg !156
  %46 = getelementptr inbounds i32, i32* %13, i64 %45, !dbg !156
  %47 = load i32, i32* %46, align 4, !dbg !156
  %48 = load %struct.bits*, %struct.bits** %4, align 8, !dbg !157
  %49 = bitcast %struct.bits* %48 to i16*, !dbg !158
  %50 = load i16, i16* %49, align 4, !dbg !158
  %51 = lshr i16 %50, 3, !dbg !158
  %52 = and i16 %51, 127, !dbg !158
  %53 = zext i16 %52 to i32, !dbg !158
  %54 = add nsw i32 %47, %53, !dbg !159
  %55 = load i32, i32* %3, align 4, !dbg !160
  %56 = call i32 (i32, double, ...) bitcast (i32 (...)* @knr to i32 (i32, double, ...)*)(i32 noundef %55, double noundef 2.000000e+00), !dbg !161
  %57 = add nsw i32 %54, %56, !dbg !162
  %58 = load i8*, i8** %5, align 8, !dbg !163
  call void @llvm.stackrestore(i8* %58), !dbg !163
  ret i32 %57, !dbg !163
}

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #3

declare i32 @knr(...) #4

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind willreturn }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!7 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
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
!21 = !{i32 7, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 1}
!24 = !{i32 7, !"frame-pointer", i32 2}
!25 = !{!"Debian clang version 14.0.6"}
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
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !70, line: 14, baseType: !71)
!70 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdarg.h", directory: "", checksumkind: CSK_MD5, checksum: "4de3cbd931b589d291e5c39387aecf82")
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !72, baseType: !73)
!72 = !DIFile(filename: "c/eh.c", directory: "/work/main/ir/internal/llread/testdata")
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !74, size: 192, elements: !81)
!74 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !75)
!75 = !{!76, !78, !79, !80}
!76 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !74, file: !72, line: 28, baseType: !77, size: 32)
!77 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !74, file: !72, line: 28, baseType: !77, size: 32, offset: 32)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !74, file: !72, line: 28, baseType: !15, size: 64, offset: 64)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !74, file: !72, line: 28, baseType: !15, size: 64, offset: 128)
!81 = !{!82}
!82 = !DISubrange(count: 1)
!83 = !DILocation(line: 28, column: 10, scope: !63)
!84 = !DILocation(line: 29, column: 2, scope: !63)
!85 = !DILocalVariable(name: "s", scope: !63, file: !3, line: 30, type: !6)
!86 = !DILocation(line: 30, column: 6, scope: !63)
!87 = !DILocalVariable(name: "i", scope: !88, file: !3, line: 31, type: !6)
!88 = distinct !DILexicalBlock(scope: !63, file: !3, line: 31, column: 2)
!89 = !DILocation(line: 31, column: 11, scope: !88)
!90 = !DILocation(line: 31, column: 7, scope: !88)
!91 = !DILocation(line: 31, column: 18, scope: !92)
!92 = distinct !DILexicalBlock(scope: !88, file: !3, line: 31, column: 2)
!93 = !DILocation(line: 31, column: 22, scope: !92)
!94 = !DILocation(line: 31, column: 20, scope: !92)
!95 = !DILocation(line: 31, column: 2, scope: !88)
!96 = !DILocation(line: 31, column: 35, scope: !92)
!97 = !DILocation(line: 31, column: 32, scope: !92)
!98 = !DILocation(line: 31, column: 30, scope: !92)
!99 = !DILocation(line: 31, column: 26, scope: !92)
!100 = !DILocation(line: 31, column: 2, scope: !92)
!101 = distinct !{!101, !95, !102, !103}
!102 = !DILocation(line: 31, column: 35, scope: !88)
!103 = !{!"llvm.loop.mustprogress"}
!104 = !DILocation(line: 32, column: 2, scope: !63)
!105 = !DILocation(line: 33, column: 9, scope: !63)
!106 = !DILocation(line: 33, column: 2, scope: !63)
!107 = distinct !DISubprogram(name: "vla", scope: !3, file: !3, line: 36, type: !108, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !13)
!108 = !DISubroutineType(types: !109)
!109 = !{!6, !6, !110}
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!111 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bits", file: !3, line: 8, size: 32, elements: !112)
!112 = !{!113, !114, !115}
!113 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !111, file: !3, line: 8, baseType: !77, size: 3, flags: DIFlagBitField, extraData: i64 0)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !111, file: !3, line: 8, baseType: !77, size: 7, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !111, file: !3, line: 8, baseType: !6, size: 5, offset: 10, flags: DIFlagBitField, extraData: i64 0)
!116 = !DILocalVariable(name: "n", arg: 1, scope: !107, file: !3, line: 36, type: !6)
!117 = !DILocation(line: 36, column: 13, scope: !107)
!118 = !DILocalVariable(name: "b", arg: 2, scope: !107, file: !3, line: 36, type: !110)
!119 = !DILocation(line: 36, column: 29, scope: !107)
!120 = !DILocation(line: 37, column: 8, scope: !107)
!121 = !DILocation(line: 37, column: 2, scope: !107)
!122 = !DILocalVariable(name: "__vla_expr0", scope: !107, type: !123, flags: DIFlagArtificial)
!123 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!124 = !DILocation(line: 0, scope: !107)
!125 = !DILocalVariable(name: "a", scope: !107, file: !3, line: 37, type: !126)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, elements: !127)
!127 = !{!128}
!128 = !DISubrange(count: !122)
!129 = !DILocation(line: 37, column: 6, scope: !107)
!130 = !DILocalVariable(name: "i", scope: !131, file: !3, line: 38, type: !6)
!131 = distinct !DILexicalBlock(scope: !107, file: !3, line: 38, column: 2)
!132 = !DILocation(line: 38, column: 11, scope: !131)
!133 = !DILocation(line: 38, column: 7, scope: !131)
!134 = !DILocation(line: 38, column: 18, scope: !135)
!135 = distinct !DILexicalBlock(scope: !131, file: !3, line: 38, column: 2)
!136 = !DILocation(line: 38, column: 22, scope: !135)
!137 = !DILocation(line: 38, column: 20, scope: !135)
!138 = !DILocation(line: 38, column: 2, scope: !131)
!139 = !DILocation(line: 38, column: 37, scope: !135)
!140 = !DILocation(line: 38, column: 40, scope: !135)
!141 = !DILocation(line: 38, column: 44, scope: !135)
!142 = !DILocation(line: 38, column: 47, scope: !135)
!143 = !DILocation(line: 38, column: 51, scope: !135)
!144 = !DILocation(line: 38, column: 49, scope: !135)
!145 = !DILocation(line: 38, column: 42, scope: !135)
!146 = !DILocation(line: 38, column: 32, scope: !135)
!147 = !DILocation(line: 38, column: 30, scope: !135)
!148 = !DILocation(line: 38, column: 35, scope: !135)
!149 = !DILocation(line: 38, column: 26, scope: !135)
!150 = !DILocation(line: 38, column: 2, scope: !135)
!151 = distinct !{!151, !138, !152, !103}
!152 = !DILocation(line: 38, column: 51, scope: !131)
!153 = !DILocation(line: 39, column: 2, scope: !107)
!154 = !DILocation(line: 40, column: 11, scope: !107)
!155 = !DILocation(line: 40, column: 13, scope: !107)
!156 = !DILocation(line: 40, column: 9, scope: !107)
!157 = !DILocation(line: 40, column: 20, scope: !107)
!158 = !DILocation(line: 40, column: 23, scope: !107)
!159 = !DILocation(line: 40, column: 18, scope: !107)
!160 = !DILocation(line: 40, column: 31, scope: !107)
!161 = !DILocation(line: 40, column: 27, scope: !107)
!162 = !DILocation(line: 40, column: 25, scope: !107)
!163 = !DILocation(line: 41, column: 1, scope: !107)
