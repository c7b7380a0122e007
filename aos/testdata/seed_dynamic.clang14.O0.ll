; ModuleID = 'seed_dynamic.c'
source_filename = "seed_dynamic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.nodeOne = type { i32 }
%struct.nodeTwo = type { i32, i8, i8 }

@globalOne = dso_local global %struct.nodeOne* null, align 8, !dbg !0
@.str = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !26 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %arrayOne = alloca %struct.nodeOne*, align 8
  %n = alloca i32, align 4
  %arrayTwo = alloca %struct.nodeTwo*, align 8
  %k = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !32, metadata !DIExpression()), !dbg !33
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.declare(metadata %struct.nodeOne** %arrayOne, metadata !36, metadata !DIExpression()), !dbg !37
  %call = call noalias i8* @malloc(i64 noundef 400) #4, !dbg !38
  %0 = bitcast i8* %call to %struct.nodeOne*, !dbg !39
  store %struct.nodeOne* %0, %struct.nodeOne** %arrayOne, align 8, !dbg !37
  call void @llvm.dbg.declare(metadata i32* %n, metadata !40, metadata !DIExpression()), !dbg !41
  store i32 7080, i32* %n, align 4, !dbg !42
  call void @llvm.dbg.declare(metadata %struct.nodeTwo** %arrayTwo, metadata !43, metadata !DIExpression()), !dbg !44
  %1 = load i32, i32* %n, align 4, !dbg !45
  %conv = sext i32 %1 to i64, !dbg !45
  %mul = mul i64 %conv, 8, !dbg !46
  %call1 = call noalias i8* @malloc(i64 noundef %mul) #4, !dbg !47
  %2 = bitcast i8* %call1 to %struct.nodeTwo*, !dbg !48
  store %struct.nodeTwo* %2, %struct.nodeTwo** %arrayTwo, align 8, !dbg !44
  %call2 = call noalias i8* @malloc(i64 noundef 200) #4, !dbg !49
  %3 = bitcast i8* %call2 to %struct.nodeOne*, !dbg !49
  store %struct.nodeOne* %3, %struct.nodeOne** @globalOne, align 8, !dbg !50
  call void @llvm.dbg.declare(metadata i32* %k, metadata !51, metadata !DIExpression()), !dbg !52
  %4 = load i32, i32* %argc.addr, align 4, !dbg !53
  %rem = srem i32 %4, 100, !dbg !54
  store i32 %rem, i32* %k, align 4, !dbg !52
  call void @llvm.dbg.declare(metadata i32* %i, metadata !55, metadata !DIExpression()), !dbg !57
  store i32 0, i32* %i, align 4, !dbg !57
  br label %for.cond, !dbg !58

for.cond:                                         ; preds = %for.inc, %entry
  %5 = load i32, i32* %i, align 4, !dbg !59
  %6 = load i32, i32* %k, align 4, !dbg !61
  %cmp = icmp slt i32 %5, %6, !dbg !62
  br i1 %cmp, label %for.body, label %for.end, !dbg !63

for.body:                                         ; preds = %for.cond
  %7 = load i32, i32* %i, align 4, !dbg !64
  %8 = load %struct.nodeOne*, %struct.nodeOne** %arrayOne, align 8, !dbg !66
  %9 = load i32, i32* %i, align 4, !dbg !67
  %idxprom = sext i32 %9 to i64, !dbg !66
  %arrayidx = getelementptr inbounds %struct.nodeOne, %struct.nodeOne* %8, i64 %idxprom, !dbg !66
  %a = getelementptr inbounds %struct.nodeOne, %struct.nodeOne* %arrayidx, i32 0, i32 0, !dbg !68
  store i32 %7, i32* %a, align 4, !dbg !69
  %10 = load i32, i32* %i, align 4, !dbg !70
  %11 = load %struct.nodeTwo*, %struct.nodeTwo** %arrayTwo, align 8, !dbg !71
  %12 = load i32, i32* %i, align 4, !dbg !72
  %idxprom4 = sext i32 %12 to i64, !dbg !71
  %arrayidx5 = getelementptr inbounds %struct.nodeTwo, %struct.nodeTwo* %11, i64 %idxprom4, !dbg !71
  %a6 = getelementptr inbounds %struct.nodeTwo, %struct.nodeTwo* %arrayidx5, i32 0, i32 0, !dbg !73
  store i32 %10, i32* %a6, align 4, !dbg !74
  %13 = load i32, i32* %i, align 4, !dbg !75
  %conv7 = trunc i32 %13 to i8, !dbg !76
  %14 = load %struct.nodeTwo*, %struct.nodeTwo** %arrayTwo, align 8, !dbg !77
  %15 = load i32, i32* %i, align 4, !dbg !78
  %idxprom8 = sext i32 %15 to i64, !dbg !77
  %arrayidx9 = getelementptr inbounds %struct.nodeTwo, %struct.nodeTwo* %14, i64 %idxprom8, !dbg !77
  %b = getelementptr inbounds %struct.nodeTwo, %struct.nodeTwo* %arrayidx9, i32 0, i32 1, !dbg !79
  store i8 %conv7, i8* %b, align 4, !dbg !80
  %16 = load i32, i32* %i, align 4, !dbg !81
  %17 = load %struct.nodeOne*, %struct.nodeOne** @globalOne, align 8, !dbg !82
  %18 = load i32, i32* %i, align 4, !dbg !83
  %rem10 = srem i32 %18, 50, !dbg !84
  %idxprom11 = sext i32 %rem10 to i64, !dbg !82
  %arrayidx12 = getelementptr inbounds %struct.nodeOne, %struct.nodeOne* %17, i64 %idxprom11, !dbg !82
  %a13 = getelementptr inbounds %struct.nodeOne, %struct.nodeOne* %arrayidx12, i32 0, i32 0, !dbg !85
  store i32 %16, i32* %a13, align 4, !dbg !86
  br label %for.inc, !dbg !87

for.inc:                                          ; preds = %for.body
  %19 = load i32, i32* %i, align 4, !dbg !88
  %inc = add nsw i32 %19, 1, !dbg !88
  store i32 %inc, i32* %i, align 4, !dbg !88
  br label %for.cond, !dbg !89, !llvm.loop !90

for.end:                                          ; preds = %for.cond
  %20 = load %struct.nodeOne*, %struct.nodeOne** %arrayOne, align 8, !dbg !93
  %21 = load i32, i32* %k, align 4, !dbg !94
  %div = sdiv i32 %21, 2, !dbg !95
  %idxprom14 = sext i32 %div to i64, !dbg !93
  %arrayidx15 = getelementptr inbounds %struct.nodeOne, %struct.nodeOne* %20, i64 %idxprom14, !dbg !93
  %a16 = getelementptr inbounds %struct.nodeOne, %struct.nodeOne* %arrayidx15, i32 0, i32 0, !dbg !96
  %22 = load i32, i32* %a16, align 4, !dbg !96
  %23 = load %struct.nodeTwo*, %struct.nodeTwo** %arrayTwo, align 8, !dbg !97
  %24 = load i32, i32* %k, align 4, !dbg !98
  %call17 = call i32 @sumTwo(%struct.nodeTwo* noundef %23, i32 noundef %24), !dbg !99
  %25 = load i32, i32* %k, align 4, !dbg !100
  %rem18 = srem i32 %25, 50, !dbg !101
  %call19 = call i32 @sumGlobal(i32 noundef %rem18), !dbg !102
  %call20 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %22, i32 noundef %call17, i32 noundef %call19), !dbg !103
  %26 = load %struct.nodeOne*, %struct.nodeOne** %arrayOne, align 8, !dbg !104
  %27 = bitcast %struct.nodeOne* %26 to i8*, !dbg !104
  call void @free(i8* noundef %27) #4, !dbg !105
  %28 = load %struct.nodeTwo*, %struct.nodeTwo** %arrayTwo, align 8, !dbg !106
  %29 = bitcast %struct.nodeTwo* %28 to i8*, !dbg !106
  call void @free(i8* noundef %29) #4, !dbg !107
  %30 = load %struct.nodeOne*, %struct.nodeOne** @globalOne, align 8, !dbg !108
  %31 = bitcast %struct.nodeOne* %30 to i8*, !dbg !108
  call void @free(i8* noundef %31) #4, !dbg !109
  ret i32 0, !dbg !110
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sumTwo(%struct.nodeTwo* noundef %arr, i32 noundef %n) #0 !dbg !111 {
entry:
  %arr.addr = alloca %struct.nodeTwo*, align 8
  %n.addr = alloca i32, align 4
  %s = alloca i32, align 4
  %i = alloca i32, align 4
  store %struct.nodeTwo* %arr, %struct.nodeTwo** %arr.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.nodeTwo** %arr.addr, metadata !114, metadata !DIExpression()), !dbg !115
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !116, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.declare(metadata i32* %s, metadata !118, metadata !DIExpression()), !dbg !119
  store i32 0, i32* %s, align 4, !dbg !119
  call void @llvm.dbg.declare(metadata i32* %i, metadata !120, metadata !DIExpression()), !dbg !122
  store i32 0, i32* %i, align 4, !dbg !122
  br label %for.cond, !dbg !123

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !124
  %1 = load i32, i32* %n.addr, align 4, !dbg !126
  %cmp = icmp slt i32 %0, %1, !dbg !127
  br i1 %cmp, label %for.body, label %for.end, !dbg !128

for.body:                                         ; preds = %for.cond
  %2 = load %struct.nodeTwo*, %struct.nodeTwo** %arr.addr, align 8, !dbg !129
  %3 = load i32, i32* %i, align 4, !dbg !130
  %idxprom = sext i32 %3 to i64, !dbg !129
  %arrayidx = getelementptr inbounds %struct.nodeTwo, %struct.nodeTwo* %2, i64 %idxprom, !dbg !129
  %a = getelementptr inbounds %struct.nodeTwo, %struct.nodeTwo* %arrayidx, i32 0, i32 0, !dbg !131
  %4 = load i32, i32* %a, align 4, !dbg !131
  %5 = load %struct.nodeTwo*, %struct.nodeTwo** %arr.addr, align 8, !dbg !132
  %6 = load i32, i32* %i, align 4, !dbg !133
  %idxprom1 = sext i32 %6 to i64, !dbg !132
  %arrayidx2 = getelementptr inbounds %struct.nodeTwo, %struct.nodeTwo* %5, i64 %idxprom1, !dbg !132
  %b = getelementptr inbounds %struct.nodeTwo, %struct.nodeTwo* %arrayidx2, i32 0, i32 1, !dbg !134
  %7 = load i8, i8* %b, align 4, !dbg !134
  %conv = sext i8 %7 to i32, !dbg !132
  %add = add nsw i32 %4, %conv, !dbg !135
  %8 = load i32, i32* %s, align 4, !dbg !136
  %add3 = add nsw i32 %8, %add, !dbg !136
  store i32 %add3, i32* %s, align 4, !dbg !136
  br label %for.inc, !dbg !137

for.inc:                                          ; preds = %for.body
  %9 = load i32, i32* %i, align 4, !dbg !138
  %inc = add nsw i32 %9, 1, !dbg !138
  store i32 %inc, i32* %i, align 4, !dbg !138
  br label %for.cond, !dbg !139, !llvm.loop !140

for.end:                                          ; preds = %for.cond
  %10 = load i32, i32* %s, align 4, !dbg !142
  ret i32 %10, !dbg !143
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sumGlobal(i32 noundef %n) #0 !dbg !144 {
entry:
  %n.addr = alloca i32, align 4
  %s = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !147, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.declare(metadata i32* %s, metadata !149, metadata !DIExpression()), !dbg !150
  store i32 0, i32* %s, align 4, !dbg !150
  call void @llvm.dbg.declare(metadata i32* %i, metadata !151, metadata !DIExpression()), !dbg !153
  store i32 0, i32* %i, align 4, !dbg !153
  br label %for.cond, !dbg !154

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !155
  %1 = load i32, i32* %n.addr, align 4, !dbg !157
  %cmp = icmp slt i32 %0, %1, !dbg !158
  br i1 %cmp, label %for.body, label %for.end, !dbg !159

for.body:                                         ; preds = %for.cond
  %2 = load %struct.nodeOne*, %struct.nodeOne** @globalOne, align 8, !dbg !160
  %3 = load i32, i32* %i, align 4, !dbg !161
  %idxprom = sext i32 %3 to i64, !dbg !160
  %arrayidx = getelementptr inbounds %struct.nodeOne, %struct.nodeOne* %2, i64 %idxprom, !dbg !160
  %a = getelementptr inbounds %struct.nodeOne, %struct.nodeOne* %arrayidx, i32 0, i32 0, !dbg !162
  %4 = load i32, i32* %a, align 4, !dbg !162
  %5 = load i32, i32* %s, align 4, !dbg !163
  %add = add nsw i32 %5, %4, !dbg !163
  store i32 %add, i32* %s, align 4, !dbg !163
  br label %for.inc, !dbg !164

for.inc:                                          ; preds = %for.body
  %6 = load i32, i32* %i, align 4, !dbg !165
  %inc = add nsw i32 %6, 1, !dbg !165
  store i32 %inc, i32* %i, align 4, !dbg !165
  br label %for.cond, !dbg !166, !llvm.loop !167

for.end:                                          ; preds = %for.cond
  %7 = load i32, i32* %s, align 4, !dbg !169
  ret i32 %7, !dbg !170
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "globalOne", scope: !2, file: !3, line: 17, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !17, splitDebugInlining: false, nameTableKind: None)
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
!17 = !{!0}
!18 = !{i32 7, !"Dwarf Version", i32 5}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 1}
!24 = !{i32 7, !"frame-pointer", i32 2}
!25 = !{!"Debian clang version 14.0.6"}
!26 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 39, type: !27, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!27 = !DISubroutineType(types: !28)
!28 = !{!9, !9, !29}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!31 = !{}
!32 = !DILocalVariable(name: "argc", arg: 1, scope: !26, file: !3, line: 39, type: !9)
!33 = !DILocation(line: 39, column: 14, scope: !26)
!34 = !DILocalVariable(name: "argv", arg: 2, scope: !26, file: !3, line: 39, type: !29)
!35 = !DILocation(line: 39, column: 27, scope: !26)
!36 = !DILocalVariable(name: "arrayOne", scope: !26, file: !3, line: 41, type: !5)
!37 = !DILocation(line: 41, column: 18, scope: !26)
!38 = !DILocation(line: 41, column: 47, scope: !26)
!39 = !DILocation(line: 41, column: 29, scope: !26)
!40 = !DILocalVariable(name: "n", scope: !26, file: !3, line: 42, type: !9)
!41 = !DILocation(line: 42, column: 6, scope: !26)
!42 = !DILocation(line: 43, column: 4, scope: !26)
!43 = !DILocalVariable(name: "arrayTwo", scope: !26, file: !3, line: 44, type: !10)
!44 = !DILocation(line: 44, column: 18, scope: !26)
!45 = !DILocation(line: 44, column: 54, scope: !26)
!46 = !DILocation(line: 44, column: 56, scope: !26)
!47 = !DILocation(line: 44, column: 47, scope: !26)
!48 = !DILocation(line: 44, column: 29, scope: !26)
!49 = !DILocation(line: 45, column: 14, scope: !26)
!50 = !DILocation(line: 45, column: 12, scope: !26)
!51 = !DILocalVariable(name: "k", scope: !26, file: !3, line: 46, type: !9)
!52 = !DILocation(line: 46, column: 6, scope: !26)
!53 = !DILocation(line: 46, column: 10, scope: !26)
!54 = !DILocation(line: 46, column: 15, scope: !26)
!55 = !DILocalVariable(name: "i", scope: !56, file: !3, line: 47, type: !9)
!56 = distinct !DILexicalBlock(scope: !26, file: !3, line: 47, column: 2)
!57 = !DILocation(line: 47, column: 11, scope: !56)
!58 = !DILocation(line: 47, column: 7, scope: !56)
!59 = !DILocation(line: 47, column: 18, scope: !60)
!60 = distinct !DILexicalBlock(scope: !56, file: !3, line: 47, column: 2)
!61 = !DILocation(line: 47, column: 22, scope: !60)
!62 = !DILocation(line: 47, column: 20, scope: !60)
!63 = !DILocation(line: 47, column: 2, scope: !56)
!64 = !DILocation(line: 48, column: 19, scope: !65)
!65 = distinct !DILexicalBlock(scope: !60, file: !3, line: 47, column: 30)
!66 = !DILocation(line: 48, column: 3, scope: !65)
!67 = !DILocation(line: 48, column: 12, scope: !65)
!68 = !DILocation(line: 48, column: 15, scope: !65)
!69 = !DILocation(line: 48, column: 17, scope: !65)
!70 = !DILocation(line: 49, column: 19, scope: !65)
!71 = !DILocation(line: 49, column: 3, scope: !65)
!72 = !DILocation(line: 49, column: 12, scope: !65)
!73 = !DILocation(line: 49, column: 15, scope: !65)
!74 = !DILocation(line: 49, column: 17, scope: !65)
!75 = !DILocation(line: 50, column: 25, scope: !65)
!76 = !DILocation(line: 50, column: 19, scope: !65)
!77 = !DILocation(line: 50, column: 3, scope: !65)
!78 = !DILocation(line: 50, column: 12, scope: !65)
!79 = !DILocation(line: 50, column: 15, scope: !65)
!80 = !DILocation(line: 50, column: 17, scope: !65)
!81 = !DILocation(line: 51, column: 25, scope: !65)
!82 = !DILocation(line: 51, column: 3, scope: !65)
!83 = !DILocation(line: 51, column: 13, scope: !65)
!84 = !DILocation(line: 51, column: 15, scope: !65)
!85 = !DILocation(line: 51, column: 21, scope: !65)
!86 = !DILocation(line: 51, column: 23, scope: !65)
!87 = !DILocation(line: 52, column: 2, scope: !65)
!88 = !DILocation(line: 47, column: 26, scope: !60)
!89 = !DILocation(line: 47, column: 2, scope: !60)
!90 = distinct !{!90, !63, !91, !92}
!91 = !DILocation(line: 52, column: 2, scope: !56)
!92 = !{!"llvm.loop.mustprogress"}
!93 = !DILocation(line: 53, column: 23, scope: !26)
!94 = !DILocation(line: 53, column: 32, scope: !26)
!95 = !DILocation(line: 53, column: 34, scope: !26)
!96 = !DILocation(line: 53, column: 39, scope: !26)
!97 = !DILocation(line: 53, column: 49, scope: !26)
!98 = !DILocation(line: 53, column: 59, scope: !26)
!99 = !DILocation(line: 53, column: 42, scope: !26)
!100 = !DILocation(line: 53, column: 73, scope: !26)
!101 = !DILocation(line: 53, column: 75, scope: !26)
!102 = !DILocation(line: 53, column: 63, scope: !26)
!103 = !DILocation(line: 53, column: 2, scope: !26)
!104 = !DILocation(line: 54, column: 7, scope: !26)
!105 = !DILocation(line: 54, column: 2, scope: !26)
!106 = !DILocation(line: 55, column: 7, scope: !26)
!107 = !DILocation(line: 55, column: 2, scope: !26)
!108 = !DILocation(line: 56, column: 7, scope: !26)
!109 = !DILocation(line: 56, column: 2, scope: !26)
!110 = !DILocation(line: 57, column: 2, scope: !26)
!111 = distinct !DISubprogram(name: "sumTwo", scope: !3, file: !3, line: 23, type: !112, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!112 = !DISubroutineType(types: !113)
!113 = !{!9, !10, !9}
!114 = !DILocalVariable(name: "arr", arg: 1, scope: !111, file: !3, line: 23, type: !10)
!115 = !DILocation(line: 23, column: 61, scope: !111)
!116 = !DILocalVariable(name: "n", arg: 2, scope: !111, file: !3, line: 23, type: !9)
!117 = !DILocation(line: 23, column: 70, scope: !111)
!118 = !DILocalVariable(name: "s", scope: !111, file: !3, line: 25, type: !9)
!119 = !DILocation(line: 25, column: 6, scope: !111)
!120 = !DILocalVariable(name: "i", scope: !121, file: !3, line: 26, type: !9)
!121 = distinct !DILexicalBlock(scope: !111, file: !3, line: 26, column: 2)
!122 = !DILocation(line: 26, column: 11, scope: !121)
!123 = !DILocation(line: 26, column: 7, scope: !121)
!124 = !DILocation(line: 26, column: 18, scope: !125)
!125 = distinct !DILexicalBlock(scope: !121, file: !3, line: 26, column: 2)
!126 = !DILocation(line: 26, column: 22, scope: !125)
!127 = !DILocation(line: 26, column: 20, scope: !125)
!128 = !DILocation(line: 26, column: 2, scope: !121)
!129 = !DILocation(line: 27, column: 8, scope: !125)
!130 = !DILocation(line: 27, column: 12, scope: !125)
!131 = !DILocation(line: 27, column: 15, scope: !125)
!132 = !DILocation(line: 27, column: 19, scope: !125)
!133 = !DILocation(line: 27, column: 23, scope: !125)
!134 = !DILocation(line: 27, column: 26, scope: !125)
!135 = !DILocation(line: 27, column: 17, scope: !125)
!136 = !DILocation(line: 27, column: 5, scope: !125)
!137 = !DILocation(line: 27, column: 3, scope: !125)
!138 = !DILocation(line: 26, column: 26, scope: !125)
!139 = !DILocation(line: 26, column: 2, scope: !125)
!140 = distinct !{!140, !128, !141, !92}
!141 = !DILocation(line: 27, column: 26, scope: !121)
!142 = !DILocation(line: 28, column: 9, scope: !111)
!143 = !DILocation(line: 28, column: 2, scope: !111)
!144 = distinct !DISubprogram(name: "sumGlobal", scope: !3, file: !3, line: 31, type: !145, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!145 = !DISubroutineType(types: !146)
!146 = !{!9, !9}
!147 = !DILocalVariable(name: "n", arg: 1, scope: !144, file: !3, line: 31, type: !9)
!148 = !DILocation(line: 31, column: 52, scope: !144)
!149 = !DILocalVariable(name: "s", scope: !144, file: !3, line: 33, type: !9)
!150 = !DILocation(line: 33, column: 6, scope: !144)
!151 = !DILocalVariable(name: "i", scope: !152, file: !3, line: 34, type: !9)
!152 = distinct !DILexicalBlock(scope: !144, file: !3, line: 34, column: 2)
!153 = !DILocation(line: 34, column: 11, scope: !152)
!154 = !DILocation(line: 34, column: 7, scope: !152)
!155 = !DILocation(line: 34, column: 18, scope: !156)
!156 = distinct !DILexicalBlock(scope: !152, file: !3, line: 34, column: 2)
!157 = !DILocation(line: 34, column: 22, scope: !156)
!158 = !DILocation(line: 34, column: 20, scope: !156)
!159 = !DILocation(line: 34, column: 2, scope: !152)
!160 = !DILocation(line: 35, column: 8, scope: !156)
!161 = !DILocation(line: 35, column: 18, scope: !156)
!162 = !DILocation(line: 35, column: 21, scope: !156)
!163 = !DILocation(line: 35, column: 5, scope: !156)
!164 = !DILocation(line: 35, column: 3, scope: !156)
!165 = !DILocation(line: 34, column: 26, scope: !156)
!166 = !DILocation(line: 34, column: 2, scope: !156)
!167 = distinct !{!167, !159, !168, !92}
!168 = !DILocation(line: 35, column: 21, scope: !152)
!169 = !DILocation(line: 36, column: 9, scope: !144)
!170 = !DILocation(line: 36, column: 2, scope: !144)
