; ModuleID = 'seed_static.c'
source_filename = "seed_static.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { i32, i32, i8 }
%struct.nodeOne = type { i32, i32, i8 }
%struct.nodeTwo = type { i32, i8 }

@globalFive = dso_local global [100 x %struct.node] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [31 x i8] c"%d %d %d %d %d %d %d %d %f %d\0A\00", align 1, !dbg !8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !30 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %n = alloca i32, align 4
  %saved_stack = alloca ptr, align 8
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
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
    #dbg_declare(ptr %argc.addr, !36, !DIExpression(), !37)
  store ptr %argv, ptr %argv.addr, align 8
    #dbg_declare(ptr %argv.addr, !38, !DIExpression(), !39)
    #dbg_declare(ptr %n, !40, !DIExpression(), !41)
  store i32 67900, ptr %n, align 4, !dbg !41
  %0 = load i32, ptr %n, align 4, !dbg !42
  %1 = zext i32 %0 to i64, !dbg !43
  %2 = call ptr @llvm.stacksave.p0(), !dbg !43
  store ptr %2, ptr %saved_stack, align 8, !dbg !43
  %vla = alloca %struct.node, i64 %1, align 16, !dbg !43
  store i64 %1, ptr %__vla_expr0, align 8, !dbg !43
    #dbg_declare(ptr %__vla_expr0, !44, !DIExpression(), !46)
    #dbg_declare(ptr %vla, !47, !DIExpression(), !51)
    #dbg_declare(ptr %m, !52, !DIExpression(), !53)
  store i32 697000, ptr %m, align 4, !dbg !53
  %3 = load i32, ptr %m, align 4, !dbg !54
  %4 = zext i32 %3 to i64, !dbg !55
  %vla1 = alloca %struct.nodeOne, i64 %4, align 16, !dbg !55
  store i64 %4, ptr %__vla_expr1, align 8, !dbg !55
    #dbg_declare(ptr %__vla_expr1, !56, !DIExpression(), !46)
    #dbg_declare(ptr %vla1, !57, !DIExpression(), !67)
    #dbg_declare(ptr %fixed, !68, !DIExpression(), !72)
    #dbg_declare(ptr %one, !73, !DIExpression(), !77)
    #dbg_declare(ptr %x, !78, !DIExpression(), !79)
    #dbg_declare(ptr %y, !80, !DIExpression(), !85)
    #dbg_declare(ptr %z, !86, !DIExpression(), !87)
    #dbg_declare(ptr %ints, !88, !DIExpression(), !92)
    #dbg_declare(ptr %fn, !93, !DIExpression(), !94)
  %5 = load i32, ptr %argc.addr, align 4, !dbg !95
  %add = add nsw i32 %5, 4, !dbg !96
  store i32 %add, ptr %fn, align 4, !dbg !94
  %6 = load i32, ptr %fn, align 4, !dbg !97
  %7 = zext i32 %6 to i64, !dbg !98
  %vla2 = alloca float, i64 %7, align 16, !dbg !98
  store i64 %7, ptr %__vla_expr2, align 8, !dbg !98
    #dbg_declare(ptr %__vla_expr2, !99, !DIExpression(), !46)
    #dbg_declare(ptr %vla2, !100, !DIExpression(), !104)
    #dbg_declare(ptr %k, !105, !DIExpression(), !106)
  %8 = load i32, ptr %argc.addr, align 4, !dbg !107
  %rem = srem i32 %8, 1000, !dbg !108
  store i32 %rem, ptr %k, align 4, !dbg !106
  store i32 100, ptr getelementptr inbounds ([100 x %struct.node], ptr @globalFive, i64 0, i64 1), align 4, !dbg !109
    #dbg_declare(ptr %i, !110, !DIExpression(), !112)
  store i32 0, ptr %i, align 4, !dbg !112
  br label %for.cond, !dbg !113

for.cond:                                         ; preds = %for.inc, %entry
  %9 = load i32, ptr %i, align 4, !dbg !114
  %10 = load i32, ptr %k, align 4, !dbg !116
  %cmp = icmp slt i32 %9, %10, !dbg !117
  br i1 %cmp, label %for.body, label %for.end, !dbg !118

for.body:                                         ; preds = %for.cond
  %11 = load i32, ptr %i, align 4, !dbg !119
  %12 = load i32, ptr %i, align 4, !dbg !121
  %idxprom = sext i32 %12 to i64, !dbg !122
  %arrayidx = getelementptr inbounds %struct.node, ptr %vla, i64 %idxprom, !dbg !122
  %a = getelementptr inbounds %struct.node, ptr %arrayidx, i32 0, i32 0, !dbg !123
  store i32 %11, ptr %a, align 4, !dbg !124
  %13 = load i32, ptr %i, align 4, !dbg !125
  %14 = load i32, ptr %i, align 4, !dbg !126
  %idxprom3 = sext i32 %14 to i64, !dbg !127
  %arrayidx4 = getelementptr inbounds %struct.nodeOne, ptr %vla1, i64 %idxprom3, !dbg !127
  %b = getelementptr inbounds %struct.nodeOne, ptr %arrayidx4, i32 0, i32 1, !dbg !128
  store i32 %13, ptr %b, align 4, !dbg !129
  %15 = load i32, ptr %i, align 4, !dbg !130
  %conv = trunc i32 %15 to i8, !dbg !131
  %16 = load i32, ptr %i, align 4, !dbg !132
  %idxprom5 = sext i32 %16 to i64, !dbg !133
  %arrayidx6 = getelementptr inbounds [6790 x %struct.nodeOne], ptr %fixed, i64 0, i64 %idxprom5, !dbg !133
  %c = getelementptr inbounds %struct.nodeOne, ptr %arrayidx6, i32 0, i32 2, !dbg !134
  store i8 %conv, ptr %c, align 4, !dbg !135
  %17 = load i32, ptr %i, align 4, !dbg !136
  %18 = load i32, ptr %i, align 4, !dbg !137
  %rem7 = srem i32 %18, 100, !dbg !138
  %idxprom8 = sext i32 %rem7 to i64, !dbg !139
  %arrayidx9 = getelementptr inbounds [100 x %struct.node], ptr @globalFive, i64 0, i64 %idxprom8, !dbg !139
  %b10 = getelementptr inbounds %struct.node, ptr %arrayidx9, i32 0, i32 1, !dbg !140
  store i32 %17, ptr %b10, align 4, !dbg !141
  %19 = load i32, ptr %i, align 4, !dbg !142
  %conv11 = sitofp i32 %19 to float, !dbg !143
  %20 = load i32, ptr %i, align 4, !dbg !144
  %21 = load i32, ptr %fn, align 4, !dbg !145
  %rem12 = srem i32 %20, %21, !dbg !146
  %idxprom13 = sext i32 %rem12 to i64, !dbg !147
  %arrayidx14 = getelementptr inbounds float, ptr %vla2, i64 %idxprom13, !dbg !147
  store float %conv11, ptr %arrayidx14, align 4, !dbg !148
  %22 = load i32, ptr %i, align 4, !dbg !149
  %23 = load i32, ptr %i, align 4, !dbg !150
  %rem15 = srem i32 %23, 5, !dbg !151
  %idxprom16 = sext i32 %rem15 to i64, !dbg !152
  %arrayidx17 = getelementptr inbounds [5 x i32], ptr %ints, i64 0, i64 %idxprom16, !dbg !152
  store i32 %22, ptr %arrayidx17, align 4, !dbg !153
  br label %for.inc, !dbg !154

for.inc:                                          ; preds = %for.body
  %24 = load i32, ptr %i, align 4, !dbg !155
  %inc = add nsw i32 %24, 1, !dbg !155
  store i32 %inc, ptr %i, align 4, !dbg !155
  br label %for.cond, !dbg !156, !llvm.loop !157

for.end:                                          ; preds = %for.cond
  %25 = load i32, ptr %k, align 4, !dbg !160
  %arrayidx18 = getelementptr inbounds [1 x %struct.node], ptr %one, i64 0, i64 0, !dbg !161
  %a19 = getelementptr inbounds %struct.node, ptr %arrayidx18, i32 0, i32 0, !dbg !162
  store i32 %25, ptr %a19, align 4, !dbg !163
  %26 = load i32, ptr %k, align 4, !dbg !164
  %a20 = getelementptr inbounds %struct.nodeOne, ptr %x, i32 0, i32 0, !dbg !165
  store i32 %26, ptr %a20, align 4, !dbg !166
  %27 = load i32, ptr %k, align 4, !dbg !167
  %add21 = add nsw i32 %27, 1, !dbg !168
  %x22 = getelementptr inbounds %struct.nodeTwo, ptr %y, i32 0, i32 0, !dbg !169
  store i32 %add21, ptr %x22, align 4, !dbg !170
  %28 = load i32, ptr %k, align 4, !dbg !171
  %conv23 = trunc i32 %28 to i8, !dbg !172
  %y24 = getelementptr inbounds %struct.nodeTwo, ptr %z, i32 0, i32 1, !dbg !173
  store i8 %conv23, ptr %y24, align 4, !dbg !174
  %29 = load i32, ptr %k, align 4, !dbg !175
  %div = sdiv i32 %29, 2, !dbg !176
  %idxprom25 = sext i32 %div to i64, !dbg !177
  %arrayidx26 = getelementptr inbounds %struct.node, ptr %vla, i64 %idxprom25, !dbg !177
  %a27 = getelementptr inbounds %struct.node, ptr %arrayidx26, i32 0, i32 0, !dbg !178
  %30 = load i32, ptr %a27, align 4, !dbg !178
  %31 = load i32, ptr %k, align 4, !dbg !179
  %div28 = sdiv i32 %31, 3, !dbg !180
  %idxprom29 = sext i32 %div28 to i64, !dbg !181
  %arrayidx30 = getelementptr inbounds %struct.nodeOne, ptr %vla1, i64 %idxprom29, !dbg !181
  %b31 = getelementptr inbounds %struct.nodeOne, ptr %arrayidx30, i32 0, i32 1, !dbg !182
  %32 = load i32, ptr %b31, align 4, !dbg !182
  %33 = load i32, ptr %k, align 4, !dbg !183
  %div32 = sdiv i32 %33, 4, !dbg !184
  %idxprom33 = sext i32 %div32 to i64, !dbg !185
  %arrayidx34 = getelementptr inbounds [6790 x %struct.nodeOne], ptr %fixed, i64 0, i64 %idxprom33, !dbg !185
  %c35 = getelementptr inbounds %struct.nodeOne, ptr %arrayidx34, i32 0, i32 2, !dbg !186
  %34 = load i8, ptr %c35, align 4, !dbg !186
  %conv36 = sext i8 %34 to i32, !dbg !185
  %arrayidx37 = getelementptr inbounds [1 x %struct.node], ptr %one, i64 0, i64 0, !dbg !187
  %a38 = getelementptr inbounds %struct.node, ptr %arrayidx37, i32 0, i32 0, !dbg !188
  %35 = load i32, ptr %a38, align 4, !dbg !188
  %a39 = getelementptr inbounds %struct.nodeOne, ptr %x, i32 0, i32 0, !dbg !189
  %36 = load i32, ptr %a39, align 4, !dbg !189
  %x40 = getelementptr inbounds %struct.nodeTwo, ptr %y, i32 0, i32 0, !dbg !190
  %37 = load i32, ptr %x40, align 4, !dbg !190
  %y41 = getelementptr inbounds %struct.nodeTwo, ptr %z, i32 0, i32 1, !dbg !191
  %38 = load i8, ptr %y41, align 4, !dbg !191
  %conv42 = sext i8 %38 to i32, !dbg !192
  %39 = load i32, ptr %k, align 4, !dbg !193
  %rem43 = srem i32 %39, 100, !dbg !194
  %idxprom44 = sext i32 %rem43 to i64, !dbg !195
  %arrayidx45 = getelementptr inbounds [100 x %struct.node], ptr @globalFive, i64 0, i64 %idxprom44, !dbg !195
  %b46 = getelementptr inbounds %struct.node, ptr %arrayidx45, i32 0, i32 1, !dbg !196
  %40 = load i32, ptr %b46, align 4, !dbg !196
  %41 = load i32, ptr %k, align 4, !dbg !197
  %42 = load i32, ptr %fn, align 4, !dbg !198
  %rem47 = srem i32 %41, %42, !dbg !199
  %idxprom48 = sext i32 %rem47 to i64, !dbg !200
  %arrayidx49 = getelementptr inbounds float, ptr %vla2, i64 %idxprom48, !dbg !200
  %43 = load float, ptr %arrayidx49, align 4, !dbg !200
  %conv50 = fpext float %43 to double, !dbg !200
  %44 = load i32, ptr %k, align 4, !dbg !201
  %rem51 = srem i32 %44, 5, !dbg !202
  %idxprom52 = sext i32 %rem51 to i64, !dbg !203
  %arrayidx53 = getelementptr inbounds [5 x i32], ptr %ints, i64 0, i64 %idxprom52, !dbg !203
  %45 = load i32, ptr %arrayidx53, align 4, !dbg !203
  %call = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %30, i32 noundef %32, i32 noundef %conv36, i32 noundef %35, i32 noundef %36, i32 noundef %37, i32 noundef %conv42, i32 noundef %40, double noundef %conv50, i32 noundef %45), !dbg !204
  store i32 0, ptr %retval, align 4, !dbg !205
  %46 = load ptr, ptr %saved_stack, align 8, !dbg !206
  call void @llvm.stackrestore.p0(ptr %46), !dbg !206
  %47 = load i32, ptr %retval, align 4, !dbg !206
  ret i32 %47, !dbg !206
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!22, !23, !24, !25, !26, !27, !28}
!llvm.ident = !{!29}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "globalFive", scope: !2, file: !3, line: 24, type: !13, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "seed_static.c", directory: ".", checksumkind: CSK_MD5, checksum: "3314b4862f536a6a9b728ec63a4f8a25")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!6 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!7 = !{!8, !0}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 248, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 31)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 9600, elements: !20)
!14 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 7, size: 96, elements: !15)
!15 = !{!16, !18, !19}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !14, file: !3, line: 8, baseType: !17, size: 32)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !14, file: !3, line: 9, baseType: !17, size: 32, offset: 32)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !14, file: !3, line: 10, baseType: !5, size: 8, offset: 64)
!20 = !{!21}
!21 = !DISubrange(count: 100)
!22 = !{i32 7, !"Dwarf Version", i32 5}
!23 = !{i32 2, !"Debug Info Version", i32 3}
!24 = !{i32 1, !"wchar_size", i32 4}
!25 = !{i32 8, !"PIC Level", i32 2}
!26 = !{i32 7, !"PIE Level", i32 2}
!27 = !{i32 7, !"uwtable", i32 2}
!28 = !{i32 7, !"frame-pointer", i32 2}
!29 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!30 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 37, type: !31, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !35)
!31 = !DISubroutineType(types: !32)
!32 = !{!17, !17, !33}
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!35 = !{}
!36 = !DILocalVariable(name: "argc", arg: 1, scope: !30, file: !3, line: 37, type: !17)
!37 = !DILocation(line: 37, column: 14, scope: !30)
!38 = !DILocalVariable(name: "argv", arg: 2, scope: !30, file: !3, line: 37, type: !33)
!39 = !DILocation(line: 37, column: 27, scope: !30)
!40 = !DILocalVariable(name: "n", scope: !30, file: !3, line: 39, type: !17)
!41 = !DILocation(line: 39, column: 6, scope: !30)
!42 = !DILocation(line: 40, column: 20, scope: !30)
!43 = !DILocation(line: 40, column: 2, scope: !30)
!44 = !DILocalVariable(name: "__vla_expr0", scope: !30, type: !45, flags: DIFlagArtificial)
!45 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!46 = !DILocation(line: 0, scope: !30)
!47 = !DILocalVariable(name: "array", scope: !30, file: !3, line: 40, type: !48)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: !44)
!51 = !DILocation(line: 40, column: 14, scope: !30)
!52 = !DILocalVariable(name: "m", scope: !30, file: !3, line: 41, type: !17)
!53 = !DILocation(line: 41, column: 6, scope: !30)
!54 = !DILocation(line: 42, column: 16, scope: !30)
!55 = !DILocation(line: 42, column: 2, scope: !30)
!56 = !DILocalVariable(name: "__vla_expr1", scope: !30, type: !45, flags: DIFlagArtificial)
!57 = !DILocalVariable(name: "arrayOne", scope: !30, file: !3, line: 42, type: !58)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, elements: !65)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "Node", file: !3, line: 17, baseType: !60)
!60 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "nodeOne", file: !3, line: 13, size: 96, elements: !61)
!61 = !{!62, !63, !64}
!62 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !60, file: !3, line: 14, baseType: !17, size: 32)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !60, file: !3, line: 15, baseType: !17, size: 32, offset: 32)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !60, file: !3, line: 16, baseType: !5, size: 8, offset: 64)
!65 = !{!66}
!66 = !DISubrange(count: !56)
!67 = !DILocation(line: 42, column: 7, scope: !30)
!68 = !DILocalVariable(name: "fixed", scope: !30, file: !3, line: 43, type: !69)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 651840, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 6790)
!72 = !DILocation(line: 43, column: 7, scope: !30)
!73 = !DILocalVariable(name: "one", scope: !30, file: !3, line: 44, type: !74)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 96, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 1)
!77 = !DILocation(line: 44, column: 14, scope: !30)
!78 = !DILocalVariable(name: "x", scope: !30, file: !3, line: 45, type: !60)
!79 = !DILocation(line: 45, column: 17, scope: !30)
!80 = !DILocalVariable(name: "y", scope: !30, file: !3, line: 46, type: !81)
!81 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "nodeTwo", file: !3, line: 19, size: 64, elements: !82)
!82 = !{!83, !84}
!83 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !81, file: !3, line: 20, baseType: !17, size: 32)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !81, file: !3, line: 21, baseType: !5, size: 8, offset: 32)
!85 = !DILocation(line: 46, column: 17, scope: !30)
!86 = !DILocalVariable(name: "z", scope: !30, file: !3, line: 47, type: !81)
!87 = !DILocation(line: 47, column: 17, scope: !30)
!88 = !DILocalVariable(name: "ints", scope: !30, file: !3, line: 48, type: !89)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 160, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 5)
!92 = !DILocation(line: 48, column: 6, scope: !30)
!93 = !DILocalVariable(name: "fn", scope: !30, file: !3, line: 49, type: !17)
!94 = !DILocation(line: 49, column: 6, scope: !30)
!95 = !DILocation(line: 49, column: 11, scope: !30)
!96 = !DILocation(line: 49, column: 16, scope: !30)
!97 = !DILocation(line: 50, column: 15, scope: !30)
!98 = !DILocation(line: 50, column: 2, scope: !30)
!99 = !DILocalVariable(name: "__vla_expr2", scope: !30, type: !45, flags: DIFlagArtificial)
!100 = !DILocalVariable(name: "floats", scope: !30, file: !3, line: 50, type: !101)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, elements: !102)
!102 = !{!103}
!103 = !DISubrange(count: !99)
!104 = !DILocation(line: 50, column: 8, scope: !30)
!105 = !DILocalVariable(name: "k", scope: !30, file: !3, line: 52, type: !17)
!106 = !DILocation(line: 52, column: 6, scope: !30)
!107 = !DILocation(line: 52, column: 10, scope: !30)
!108 = !DILocation(line: 52, column: 15, scope: !30)
!109 = !DILocation(line: 53, column: 18, scope: !30)
!110 = !DILocalVariable(name: "i", scope: !111, file: !3, line: 54, type: !17)
!111 = distinct !DILexicalBlock(scope: !30, file: !3, line: 54, column: 2)
!112 = !DILocation(line: 54, column: 11, scope: !111)
!113 = !DILocation(line: 54, column: 7, scope: !111)
!114 = !DILocation(line: 54, column: 18, scope: !115)
!115 = distinct !DILexicalBlock(scope: !111, file: !3, line: 54, column: 2)
!116 = !DILocation(line: 54, column: 22, scope: !115)
!117 = !DILocation(line: 54, column: 20, scope: !115)
!118 = !DILocation(line: 54, column: 2, scope: !111)
!119 = !DILocation(line: 55, column: 16, scope: !120)
!120 = distinct !DILexicalBlock(scope: !115, file: !3, line: 54, column: 30)
!121 = !DILocation(line: 55, column: 9, scope: !120)
!122 = !DILocation(line: 55, column: 3, scope: !120)
!123 = !DILocation(line: 55, column: 12, scope: !120)
!124 = !DILocation(line: 55, column: 14, scope: !120)
!125 = !DILocation(line: 56, column: 19, scope: !120)
!126 = !DILocation(line: 56, column: 12, scope: !120)
!127 = !DILocation(line: 56, column: 3, scope: !120)
!128 = !DILocation(line: 56, column: 15, scope: !120)
!129 = !DILocation(line: 56, column: 17, scope: !120)
!130 = !DILocation(line: 57, column: 22, scope: !120)
!131 = !DILocation(line: 57, column: 16, scope: !120)
!132 = !DILocation(line: 57, column: 9, scope: !120)
!133 = !DILocation(line: 57, column: 3, scope: !120)
!134 = !DILocation(line: 57, column: 12, scope: !120)
!135 = !DILocation(line: 57, column: 14, scope: !120)
!136 = !DILocation(line: 58, column: 27, scope: !120)
!137 = !DILocation(line: 58, column: 14, scope: !120)
!138 = !DILocation(line: 58, column: 16, scope: !120)
!139 = !DILocation(line: 58, column: 3, scope: !120)
!140 = !DILocation(line: 58, column: 23, scope: !120)
!141 = !DILocation(line: 58, column: 25, scope: !120)
!142 = !DILocation(line: 59, column: 27, scope: !120)
!143 = !DILocation(line: 59, column: 20, scope: !120)
!144 = !DILocation(line: 59, column: 10, scope: !120)
!145 = !DILocation(line: 59, column: 14, scope: !120)
!146 = !DILocation(line: 59, column: 12, scope: !120)
!147 = !DILocation(line: 59, column: 3, scope: !120)
!148 = !DILocation(line: 59, column: 18, scope: !120)
!149 = !DILocation(line: 60, column: 17, scope: !120)
!150 = !DILocation(line: 60, column: 8, scope: !120)
!151 = !DILocation(line: 60, column: 10, scope: !120)
!152 = !DILocation(line: 60, column: 3, scope: !120)
!153 = !DILocation(line: 60, column: 15, scope: !120)
!154 = !DILocation(line: 61, column: 2, scope: !120)
!155 = !DILocation(line: 54, column: 26, scope: !115)
!156 = !DILocation(line: 54, column: 2, scope: !115)
!157 = distinct !{!157, !118, !158, !159}
!158 = !DILocation(line: 61, column: 2, scope: !111)
!159 = !{!"llvm.loop.mustprogress"}
!160 = !DILocation(line: 62, column: 13, scope: !30)
!161 = !DILocation(line: 62, column: 2, scope: !30)
!162 = !DILocation(line: 62, column: 9, scope: !30)
!163 = !DILocation(line: 62, column: 11, scope: !30)
!164 = !DILocation(line: 63, column: 8, scope: !30)
!165 = !DILocation(line: 63, column: 4, scope: !30)
!166 = !DILocation(line: 63, column: 6, scope: !30)
!167 = !DILocation(line: 64, column: 8, scope: !30)
!168 = !DILocation(line: 64, column: 10, scope: !30)
!169 = !DILocation(line: 64, column: 4, scope: !30)
!170 = !DILocation(line: 64, column: 6, scope: !30)
!171 = !DILocation(line: 65, column: 14, scope: !30)
!172 = !DILocation(line: 65, column: 8, scope: !30)
!173 = !DILocation(line: 65, column: 4, scope: !30)
!174 = !DILocation(line: 65, column: 6, scope: !30)
!175 = !DILocation(line: 66, column: 50, scope: !30)
!176 = !DILocation(line: 66, column: 52, scope: !30)
!177 = !DILocation(line: 66, column: 44, scope: !30)
!178 = !DILocation(line: 66, column: 57, scope: !30)
!179 = !DILocation(line: 66, column: 69, scope: !30)
!180 = !DILocation(line: 66, column: 71, scope: !30)
!181 = !DILocation(line: 66, column: 60, scope: !30)
!182 = !DILocation(line: 66, column: 76, scope: !30)
!183 = !DILocation(line: 66, column: 85, scope: !30)
!184 = !DILocation(line: 66, column: 87, scope: !30)
!185 = !DILocation(line: 66, column: 79, scope: !30)
!186 = !DILocation(line: 66, column: 92, scope: !30)
!187 = !DILocation(line: 67, column: 9, scope: !30)
!188 = !DILocation(line: 67, column: 16, scope: !30)
!189 = !DILocation(line: 67, column: 21, scope: !30)
!190 = !DILocation(line: 67, column: 26, scope: !30)
!191 = !DILocation(line: 67, column: 31, scope: !30)
!192 = !DILocation(line: 67, column: 29, scope: !30)
!193 = !DILocation(line: 67, column: 45, scope: !30)
!194 = !DILocation(line: 67, column: 47, scope: !30)
!195 = !DILocation(line: 67, column: 34, scope: !30)
!196 = !DILocation(line: 67, column: 54, scope: !30)
!197 = !DILocation(line: 67, column: 64, scope: !30)
!198 = !DILocation(line: 67, column: 68, scope: !30)
!199 = !DILocation(line: 67, column: 66, scope: !30)
!200 = !DILocation(line: 67, column: 57, scope: !30)
!201 = !DILocation(line: 67, column: 78, scope: !30)
!202 = !DILocation(line: 67, column: 80, scope: !30)
!203 = !DILocation(line: 67, column: 73, scope: !30)
!204 = !DILocation(line: 66, column: 2, scope: !30)
!205 = !DILocation(line: 68, column: 2, scope: !30)
!206 = !DILocation(line: 69, column: 1, scope: !30)
