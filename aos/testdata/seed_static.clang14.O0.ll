; ModuleID = 'seed_static.c'
source_filename = "seed_static.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { i32, i32, i8 }
%struct.nodeOne = type { i32, i32, i8 }
%struct.nodeTwo = type { i32, i8 }

@globalFive = dso_local global [100 x %struct.node] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [31 x i8] c"%d %d %d %d %d %d %d %d %f %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !25 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %n = alloca i32, align 4
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
  %m = alloca i32, align 4
  %__vla_expr1 = alloca i64, align 8
  %fixed = alloca [6790 x %struct.nodeOne], align 16
  %one = alloca [1 x %struct.node], align 4
  %x = alloca %struct.nodeOne, align 4
  %y = alloca %struct.nodeTwo, align 4
  %z = alloca %struct.nodeTwo, align 4
  %ints = alloca [5 x i32], align 16
  %fn = alloca i32, align 4
  %__vla_expr2 = alloca i64, align 8
  %k = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !31, metadata !DIExpression()), !dbg !32
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata i32* %n, metadata !35, metadata !DIExpression()), !dbg !36
  store i32 67900, i32* %n, align 4, !dbg !36
  %0 = load i32, i32* %n, align 4, !dbg !37
  %1 = zext i32 %0 to i64, !dbg !38
  %2 = call i8* @llvm.stacksave(), !dbg !38
  store i8* %2, i8** %saved_stack, align 8, !dbg !38
  %vla = alloca %struct.node, i64 %1, align 16, !dbg !38
  store i64 %1, i64* %__vla_expr0, align 8, !dbg !38
  call void @llvm.dbg.declare(metadata i64* %__vla_expr0, metadata !39, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.declare(metadata %struct.node* %vla, metadata !42, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.declare(metadata i32* %m, metadata !47, metadata !DIExpression()), !dbg !48
  store i32 697000, i32* %m, align 4, !dbg !48
  %3 = load i32, i32* %m, align 4, !dbg !49
  %4 = zext i32 %3 to i64, !dbg !50
  %vla1 = alloca %struct.nodeOne, i64 %4, align 16, !dbg !50
  store i64 %4, i64* %__vla_expr1, align 8, !dbg !50
  call void @llvm.dbg.declare(metadata i64* %__vla_expr1, metadata !51, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.declare(metadata %struct.nodeOne* %vla1, metadata !52, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.declare(metadata [6790 x %struct.nodeOne]* %fixed, metadata !63, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.declare(metadata [1 x %struct.node]* %one, metadata !68, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.declare(metadata %struct.nodeOne* %x, metadata !73, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.declare(metadata %struct.nodeTwo* %y, metadata !75, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.declare(metadata %struct.nodeTwo* %z, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.declare(metadata [5 x i32]* %ints, metadata !83, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.declare(metadata i32* %fn, metadata !88, metadata !DIExpression()), !dbg !89
  %5 = load i32, i32* %argc.addr, align 4, !dbg !90
  %add = add nsw i32 %5, 4, !dbg !91
  store i32 %add, i32* %fn, align 4, !dbg !89
  %6 = load i32, i32* %fn, align 4, !dbg !92
  %7 = zext i32 %6 to i64, !dbg !93
  %vla2 = alloca float, i64 %7, align 16, !dbg !93
  store i64 %7, i64* %__vla_expr2, align 8, !dbg !93
  call void @llvm.dbg.declare(metadata i64* %__vla_expr2, metadata !94, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.declare(metadata float* %vla2, metadata !95, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.declare(metadata i32* %k, metadata !100, metadata !DIExpression()), !dbg !101
  %8 = load i32, i32* %argc.addr, align 4, !dbg !102
  %rem = srem i32 %8, 1000, !dbg !103
  store i32 %rem, i32* %k, align 4, !dbg !101
  store i32 100, i32* getelementptr inbounds ([100 x %struct.node], [100 x %struct.node]* @globalFive, i64 0, i64 1, i32 0), align 4, !dbg !104
  call void @llvm.dbg.declare(metadata i32* %i, metadata !105, metadata !DIExpression()), !dbg !107
  store i32 0, i32* %i, align 4, !dbg !107
  br label %for.cond, !dbg !108

for.cond:                                         ; preds = %for.inc, %entry
  %9 = load i32, i32* %i, align 4, !dbg !109
  %10 = load i32, i32* %k, align 4, !dbg !111
  %cmp = icmp slt i32 %9, %10, !dbg !112
  br i1 %cmp, label %for.body, label %for.end, !dbg !113

for.body:                                         ; preds = %for.cond
  %11 = load i32, i32* %i, align 4, !dbg !114
  %12 = load i32, i32* %i, align 4, !dbg !116
  %idxprom = sext i32 %12 to i64, !dbg !117
  %arrayidx = getelementptr inbounds %struct.node, %struct.node* %vla, i64 %idxprom, !dbg !117
  %a = getelementptr inbounds %struct.node, %struct.node* %arrayidx, i32 0, i32 0, !dbg !118
  store i32 %11, i32* %a, align 4, !dbg !119
  %13 = load i32, i32* %i, align 4, !dbg !120
  %14 = load i32, i32* %i, align 4, !dbg !121
  %idxprom3 = sext i32 %14 to i64, !dbg !122
  %arrayidx4 = getelementptr inbounds %struct.nodeOne, %struct.nodeOne* %vla1, i64 %idxprom3, !dbg !122
  %b = getelementptr inbounds %struct.nodeOne, %struct.nodeOne* %arrayidx4, i32 0, i32 1, !dbg !123
  store i32 %13, i32* %b, align 4, !dbg !124
  %15 = load i32, i32* %i, align 4, !dbg !125
  %conv = trunc i32 %15 to i8, !dbg !126
  %16 = load i32, i32* %i, align 4, !dbg !127
  %idxprom5 = sext i32 %16 to i64, !dbg !128
  %arrayidx6 = getelementptr inbounds [6790 x %struct.nodeOne], [6790 x %struct.nodeOne]* %fixed, i64 0, i64 %idxprom5, !dbg !128
  %c = getelementptr inbounds %struct.nodeOne, %struct.nodeOne* %arrayidx6, i32 0, i32 2, !dbg !129
  store i8 %conv, i8* %c, align 4, !dbg !130
  %17 = load i32, i32* %i, align 4, !dbg !131
  %18 = load i32, i32* %i, align 4, !dbg !132
  %rem7 = srem i32 %18, 100, !dbg !133
  %idxprom8 = sext i32 %rem7 to i64, !dbg !134
  %arrayidx9 = getelementptr inbounds [100 x %struct.node], [100 x %struct.node]* @globalFive, i64 0, i64 %idxprom8, !dbg !134
  %b10 = getelementptr inbounds %struct.node, %struct.node* %arrayidx9, i32 0, i32 1, !dbg !135
  store i32 %17, i32* %b10, align 4, !dbg !136
  %19 = load i32, i32* %i, align 4, !dbg !137
  %conv11 = sitofp i32 %19 to float, !dbg !138
  %20 = load i32, i32* %i, align 4, !dbg !139
  %21 = load i32, i32* %fn, align 4, !dbg !140
  %rem12 = srem i32 %20, %21, !dbg !141
  %idxprom13 = sext i32 %rem12 to i64, !dbg !142
  %arrayidx14 = getelementptr inbounds float, float* %vla2, i64 %idxprom13, !dbg !142
  store float %conv11, float* %arrayidx14, align 4, !dbg !143
  %22 = load i32, i32* %i, align 4, !dbg !144
  %23 = load i32, i32* %i, align 4, !dbg !145
  %rem15 = srem i32 %23, 5, !dbg !146
  %idxprom16 = sext i32 %rem15 to i64, !dbg !147
  %arrayidx17 = getelementptr inbounds [5 x i32], [5 x i32]* %ints, i64 0, i64 %idxprom16, !dbg !147
  store i32 %22, i32* %arrayidx17, align 4, !dbg !148
  br label %for.inc, !dbg !149

for.inc:                                          ; preds = %for.body
  %24 = load i32, i32* %i, align 4, !dbg !150
  %inc = add nsw i32 %24, 1, !dbg !150
  store i32 %inc, i32* %i, align 4, !dbg !150
  br label %for.cond, !dbg !151, !llvm.loop !152

for.end:                                          ; preds = %for.cond
  %25 = load i32, i32* %k, align 4, !dbg !155
  %arrayidx18 = getelementptr inbounds [1 x %struct.node], [1 x %struct.node]* %one, i64 0, i64 0, !dbg !156
  %a19 = getelementptr inbounds %struct.node, %struct.node* %arrayidx18, i32 0, i32 0, !dbg !157
  store i32 %25, i32* %a19, align 4, !dbg !158
  %26 = load i32, i32* %k, align 4, !dbg !159
  %a20 = getelementptr inbounds %struct.nodeOne, %struct.nodeOne* %x, i32 0, i32 0, !dbg !160
  store i32 %26, i32* %a20, align 4, !dbg !161
  %27 = load i32, i32* %k, align 4, !dbg !162
  %add21 = add nsw i32 %27, 1, !dbg !163
  %x22 = getelementptr inbounds %struct.nodeTwo, %struct.nodeTwo* %y, i32 0, i32 0, !dbg !164
  store i32 %add21, i32* %x22, align 4, !dbg !165
  %28 = load i32, i32* %k, align 4, !dbg !166
  %conv23 = trunc i32 %28 to i8, !dbg !167
  %y24 = getelementptr inbounds %struct.nodeTwo, %struct.nodeTwo* %z, i32 0, i32 1, !dbg !168
  store i8 %conv23, i8* %y24, align 4, !dbg !169
  %29 = load i32, i32* %k, align 4, !dbg !170
  %div = sdiv i32 %29, 2, !dbg !171
  %idxprom25 = sext i32 %div to i64, !dbg !172
  %arrayidx26 = getelementptr inbounds %struct.node, %struct.node* %vla, i64 %idxprom25, !dbg !172
  %a27 = getelementptr inbounds %struct.node, %struct.node* %arrayidx26, i32 0, i32 0, !dbg !173
  %30 = load i32, i32* %a27, align 4, !dbg !173
  %31 = load i32, i32* %k, align 4, !dbg !174
  %div28 = sdiv i32 %31, 3, !dbg !175
  %idxprom29 = sext i32 %div28 to i64, !dbg !176
  %arrayidx30 = getelementptr inbounds %struct.nodeOne, %struct.nodeOne* %vla1, i64 %idxprom29, !dbg !176
  %b31 = getelementptr inbounds %struct.nodeOne, %struct.nodeOne* %arrayidx30, i32 0, i32 1, !dbg !177
  %32 = load i32, i32* %b31, align 4, !dbg !177
  %33 = load i32, i32* %k, align 4, !dbg !178
  %div32 = sdiv i32 %33, 4, !dbg !179
  %idxprom33 = sext i32 %div32 to i64, !dbg !180
  %arrayidx34 = getelementptr inbounds [6790 x %struct.nodeOne], [6790 x %struct.nodeOne]* %fixed, i64 0, i64 %idxprom33, !dbg !180
  %c35 = getelementptr inbounds %struct.nodeOne, %struct.nodeOne* %arrayidx34, i32 0, i32 2, !dbg !181
  %34 = load i8, i8* %c35, align 4, !dbg !181
  %conv36 = sext i8 %34 to i32, !dbg !180
  %arrayidx37 = getelementptr inbounds [1 x %struct.node], [1 x %struct.node]* %one, i64 0, i64 0, !dbg !182
  %a38 = getelementptr inbounds %struct.node, %struct.node* %arrayidx37, i32 0, i32 0, !dbg !183
  %35 = load i32, i32* %a38, align 4, !dbg !183
  %a39 = getelementptr inbounds %struct.nodeOne, %struct.nodeOne* %x, i32 0, i32 0, !dbg !184
  %36 = load i32, i32* %a39, align 4, !dbg !184
  %x40 = getelementptr inbounds %struct.nodeTwo, %struct.nodeTwo* %y, i32 0, i32 0, !dbg !185
  %37 = load i32, i32* %x40, align 4, !dbg !185
  %y41 = getelementptr inbounds %struct.nodeTwo, %struct.nodeTwo* %z, i32 0, i32 1, !dbg !186
  %38 = load i8, i8* %y41, align 4, !dbg !186
  %conv42 = sext i8 %38 to i32, !dbg !187
  %39 = load i32, i32* %k, align 4, !dbg !188
  %rem43 = srem i32 %39, 100, !dbg !189
  %idxprom44 = sext i32 %rem43 to i64, !dbg !190
  %arrayidx45 = getelementptr inbounds [100 x %struct.node], [100 x %struct.node]* @globalFive, i64 0, i64 %idxprom44, !dbg !190
  %b46 = getelementptr inbounds %struct.node, %struct.node* %arrayidx45, i32 0, i32 1, !dbg !191
  %40 = load i32, i32* %b46, align 4, !dbg !191
  %41 = load i32, i32* %k, align 4, !dbg !192
  %42 = load i32, i32* %fn, align 4, !dbg !193
  %rem47 = srem i32 %41, %42, !dbg !194
  %idxprom48 = sext i32 %rem47 to i64, !dbg !195
  %arrayidx49 = getelementptr inbounds float, float* %vla2, i64 %idxprom48, !dbg !195
  %43 = load float, float* %arrayidx49, align 4, !dbg !195
  %conv50 = fpext float %43 to double, !dbg !195
  %44 = load i32, i32* %k, align 4, !dbg !196
  %rem51 = srem i32 %44, 5, !dbg !197
  %idxprom52 = sext i32 %rem51 to i64, !dbg !198
  %arrayidx53 = getelementptr inbounds [5 x i32], [5 x i32]* %ints, i64 0, i64 %idxprom52, !dbg !198
  %45 = load i32, i32* %arrayidx53, align 4, !dbg !198
  %call = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str, i64 0, i64 0), i32 noundef %30, i32 noundef %32, i32 noundef %conv36, i32 noundef %35, i32 noundef %36, i32 noundef %37, i32 noundef %conv42, i32 noundef %40, double noundef %conv50, i32 noundef %45), !dbg !199
  store i32 0, i32* %retval, align 4, !dbg !200
  %46 = load i8*, i8** %saved_stack, align 8, !dbg !201
  call void @llvm.stackrestore(i8* %46), !dbg !201
  %47 = load i32, i32* %retval, align 4, !dbg !201
  ret i32 %47, !dbg !201
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "globalFive", scope: !2, file: !3, line: 24, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "seed_static.c", directory: ".", checksumkind: CSK_MD5, checksum: "3314b4862f536a6a9b728ec63a4f8a25")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!6 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!7 = !{!0}
!8 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 9600, elements: !15)
!9 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 7, size: 96, elements: !10)
!10 = !{!11, !13, !14}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !9, file: !3, line: 8, baseType: !12, size: 32)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !9, file: !3, line: 9, baseType: !12, size: 32, offset: 32)
!14 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !9, file: !3, line: 10, baseType: !5, size: 8, offset: 64)
!15 = !{!16}
!16 = !DISubrange(count: 100)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{i32 7, !"frame-pointer", i32 2}
!24 = !{!"Debian clang version 14.0.6"}
!25 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 37, type: !26, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !30)
!26 = !DISubroutineType(types: !27)
!27 = !{!12, !12, !28}
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!30 = !{}
!31 = !DILocalVariable(name: "argc", arg: 1, scope: !25, file: !3, line: 37, type: !12)
!32 = !DILocation(line: 37, column: 14, scope: !25)
!33 = !DILocalVariable(name: "argv", arg: 2, scope: !25, file: !3, line: 37, type: !28)
!34 = !DILocation(line: 37, column: 27, scope: !25)
!35 = !DILocalVariable(name: "n", scope: !25, file: !3, line: 39, type: !12)
!36 = !DILocation(line: 39, column: 6, scope: !25)
!37 = !DILocation(line: 40, column: 20, scope: !25)
!38 = !DILocation(line: 40, column: 2, scope: !25)
!39 = !DILocalVariable(name: "__vla_expr0", scope: !25, type: !40, flags: DIFlagArtificial)
!40 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!41 = !DILocation(line: 0, scope: !25)
!42 = !DILocalVariable(name: "array", scope: !25, file: !3, line: 40, type: !43)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: !39)
!46 = !DILocation(line: 40, column: 14, scope: !25)
!47 = !DILocalVariable(name: "m", scope: !25, file: !3, line: 41, type: !12)
!48 = !DILocation(line: 41, column: 6, scope: !25)
!49 = !DILocation(line: 42, column: 16, scope: !25)
!50 = !DILocation(line: 42, column: 2, scope: !25)
!51 = !DILocalVariable(name: "__vla_expr1", scope: !25, type: !40, flags: DIFlagArtificial)
!52 = !DILocalVariable(name: "arrayOne", scope: !25, file: !3, line: 42, type: !53)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, elements: !60)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "Node", file: !3, line: 17, baseType: !55)
!55 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "nodeOne", file: !3, line: 13, size: 96, elements: !56)
!56 = !{!57, !58, !59}
!57 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !55, file: !3, line: 14, baseType: !12, size: 32)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !55, file: !3, line: 15, baseType: !12, size: 32, offset: 32)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !55, file: !3, line: 16, baseType: !5, size: 8, offset: 64)
!60 = !{!61}
!61 = !DISubrange(count: !51)
!62 = !DILocation(line: 42, column: 7, scope: !25)
!63 = !DILocalVariable(name: "fixed", scope: !25, file: !3, line: 43, type: !64)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 651840, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 6790)
!67 = !DILocation(line: 43, column: 7, scope: !25)
!68 = !DILocalVariable(name: "one", scope: !25, file: !3, line: 44, type: !69)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 96, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 1)
!72 = !DILocation(line: 44, column: 14, scope: !25)
!73 = !DILocalVariable(name: "x", scope: !25, file: !3, line: 45, type: !55)
!74 = !DILocation(line: 45, column: 17, scope: !25)
!75 = !DILocalVariable(name: "y", scope: !25, file: !3, line: 46, type: !76)
!76 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "nodeTwo", file: !3, line: 19, size: 64, elements: !77)
!77 = !{!78, !79}
!78 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !76, file: !3, line: 20, baseType: !12, size: 32)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !76, file: !3, line: 21, baseType: !5, size: 8, offset: 32)
!80 = !DILocation(line: 46, column: 17, scope: !25)
!81 = !DILocalVariable(name: "z", scope: !25, file: !3, line: 47, type: !76)
!82 = !DILocation(line: 47, column: 17, scope: !25)
!83 = !DILocalVariable(name: "ints", scope: !25, file: !3, line: 48, type: !84)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 160, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 5)
!87 = !DILocation(line: 48, column: 6, scope: !25)
!88 = !DILocalVariable(name: "fn", scope: !25, file: !3, line: 49, type: !12)
!89 = !DILocation(line: 49, column: 6, scope: !25)
!90 = !DILocation(line: 49, column: 11, scope: !25)
!91 = !DILocation(line: 49, column: 16, scope: !25)
!92 = !DILocation(line: 50, column: 15, scope: !25)
!93 = !DILocation(line: 50, column: 2, scope: !25)
!94 = !DILocalVariable(name: "__vla_expr2", scope: !25, type: !40, flags: DIFlagArtificial)
!95 = !DILocalVariable(name: "floats", scope: !25, file: !3, line: 50, type: !96)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: !94)
!99 = !DILocation(line: 50, column: 8, scope: !25)
!100 = !DILocalVariable(name: "k", scope: !25, file: !3, line: 52, type: !12)
!101 = !DILocation(line: 52, column: 6, scope: !25)
!102 = !DILocation(line: 52, column: 10, scope: !25)
!103 = !DILocation(line: 52, column: 15, scope: !25)
!104 = !DILocation(line: 53, column: 18, scope: !25)
!105 = !DILocalVariable(name: "i", scope: !106, file: !3, line: 54, type: !12)
!106 = distinct !DILexicalBlock(scope: !25, file: !3, line: 54, column: 2)
!107 = !DILocation(line: 54, column: 11, scope: !106)
!108 = !DILocation(line: 54, column: 7, scope: !106)
!109 = !DILocation(line: 54, column: 18, scope: !110)
!110 = distinct !DILexicalBlock(scope: !106, file: !3, line: 54, column: 2)
!111 = !DILocation(line: 54, column: 22, scope: !110)
!112 = !DILocation(line: 54, column: 20, scope: !110)
!113 = !DILocation(line: 54, column: 2, scope: !106)
!114 = !DILocation(line: 55, column: 16, scope: !115)
!115 = distinct !DILexicalBlock(scope: !110, file: !3, line: 54, column: 30)
!116 = !DILocation(line: 55, column: 9, scope: !115)
!117 = !DILocation(line: 55, column: 3, scope: !115)
!118 = !DILocation(line: 55, column: 12, scope: !115)
!119 = !DILocation(line: 55, column: 14, scope: !115)
!120 = !DILocation(line: 56, column: 19, scope: !115)
!121 = !DILocation(line: 56, column: 12, scope: !115)
!122 = !DILocation(line: 56, column: 3, scope: !115)
!123 = !DILocation(line: 56, column: 15, scope: !115)
!124 = !DILocation(line: 56, column: 17, scope: !115)
!125 = !DILocation(line: 57, column: 22, scope: !115)
!126 = !DILocation(line: 57, column: 16, scope: !115)
!127 = !DILocation(line: 57, column: 9, scope: !115)
!128 = !DILocation(line: 57, column: 3, scope: !115)
!129 = !DILocation(line: 57, column: 12, scope: !115)
!130 = !DILocation(line: 57, column: 14, scope: !115)
!131 = !DILocation(line: 58, column: 27, scope: !115)
!132 = !DILocation(line: 58, column: 14, scope: !115)
!133 = !DILocation(line: 58, column: 16, scope: !115)
!134 = !DILocation(line: 58, column: 3, scope: !115)
!135 = !DILocation(line: 58, column: 23, scope: !115)
!136 = !DILocation(line: 58, column: 25, scope: !115)
!137 = !DILocation(line: 59, column: 27, scope: !115)
!138 = !DILocation(line: 59, column: 20, scope: !115)
!139 = !DILocation(line: 59, column: 10, scope: !115)
!140 = !DILocation(line: 59, column: 14, scope: !115)
!141 = !DILocation(line: 59, column: 12, scope: !115)
!142 = !DILocation(line: 59, column: 3, scope: !115)
!143 = !DILocation(line: 59, column: 18, scope: !115)
!144 = !DILocation(line: 60, column: 17, scope: !115)
!145 = !DILocation(line: 60, column: 8, scope: !115)
!146 = !DILocation(line: 60, column: 10, scope: !115)
!147 = !DILocation(line: 60, column: 3, scope: !115)
!148 = !DILocation(line: 60, column: 15, scope: !115)
!149 = !DILocation(line: 61, column: 2, scope: !115)
!150 = !DILocation(line: 54, column: 26, scope: !110)
!151 = !DILocation(line: 54, column: 2, scope: !110)
!152 = distinct !{!152, !113, !153, !154}
!153 = !DILocation(line: 61, column: 2, scope: !106)
!154 = !{!"llvm.loop.mustprogress"}
!155 = !DILocation(line: 62, column: 13, scope: !25)
!156 = !DILocation(line: 62, column: 2, scope: !25)
!157 = !DILocation(line: 62, column: 9, scope: !25)
!158 = !DILocation(line: 62, column: 11, scope: !25)
!159 = !DILocation(line: 63, column: 8, scope: !25)
!160 = !DILocation(line: 63, column: 4, scope: !25)
!161 = !DILocation(line: 63, column: 6, scope: !25)
!162 = !DILocation(line: 64, column: 8, scope: !25)
!163 = !DILocation(line: 64, column: 10, scope: !25)
!164 = !DILocation(line: 64, column: 4, scope: !25)
!165 = !DILocation(line: 64, column: 6, scope: !25)
!166 = !DILocation(line: 65, column: 14, scope: !25)
!167 = !DILocation(line: 65, column: 8, scope: !25)
!168 = !DILocation(line: 65, column: 4, scope: !25)
!169 = !DILocation(line: 65, column: 6, scope: !25)
!170 = !DILocation(line: 66, column: 50, scope: !25)
!171 = !DILocation(line: 66, column: 52, scope: !25)
!172 = !DILocation(line: 66, column: 44, scope: !25)
!173 = !DILocation(line: 66, column: 57, scope: !25)
!174 = !DILocation(line: 66, column: 69, scope: !25)
!175 = !DILocation(line: 66, column: 71, scope: !25)
!176 = !DILocation(line: 66, column: 60, scope: !25)
!177 = !DILocation(line: 66, column: 76, scope: !25)
!178 = !DILocation(line: 66, column: 85, scope: !25)
!179 = !DILocation(line: 66, column: 87, scope: !25)
!180 = !DILocation(line: 66, column: 79, scope: !25)
!181 = !DILocation(line: 66, column: 92, scope: !25)
!182 = !DILocation(line: 67, column: 9, scope: !25)
!183 = !DILocation(line: 67, column: 16, scope: !25)
!184 = !DILocation(line: 67, column: 21, scope: !25)
!185 = !DILocation(line: 67, column: 26, scope: !25)
!186 = !DILocation(line: 67, column: 31, scope: !25)
!187 = !DILocation(line: 67, column: 29, scope: !25)
!188 = !DILocation(line: 67, column: 45, scope: !25)
!189 = !DILocation(line: 67, column: 47, scope: !25)
!190 = !DILocation(line: 67, column: 34, scope: !25)
!191 = !DILocation(line: 67, column: 54, scope: !25)
!192 = !DILocation(line: 67, column: 64, scope: !25)
!193 = !DILocation(line: 67, column: 68, scope: !25)
!194 = !DILocation(line: 67, column: 66, scope: !25)
!195 = !DILocation(line: 67, column: 57, scope: !25)
!196 = !DILocation(line: 67, column: 78, scope: !25)
!197 = !DILocation(line: 67, column: 80, scope: !25)
!198 = !DILocation(line: 67, column: 73, scope: !25)
!199 = !DILocation(line: 66, column: 2, scope: !25)
!200 = !DILocation(line: 68, column: 2, scope: !25)
!201 = !DILocation(line: 69, column: 1, scope: !25)
