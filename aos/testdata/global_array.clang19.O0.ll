; ModuleID = 'global_array.c'
source_filename = "global_array.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.entry = type { ptr, i32, i32 }
%struct.stats = type { i64, i64 }

@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1, !dbg !7
@table = dso_local global <{ %struct.entry, %struct.entry, [62 x %struct.entry] }> <{ %struct.entry { ptr @.str, i32 1, i32 0 }, %struct.entry { ptr @.str.1, i32 2, i32 1 }, [62 x %struct.entry] zeroinitializer }>, align 16, !dbg !12
@counters = dso_local global [16 x %struct.stats] zeroinitializer, align 16, !dbg !38
@plain = dso_local global [32 x i32] zeroinitializer, align 16, !dbg !48
@single = dso_local global %struct.stats zeroinitializer, align 8, !dbg !53
@lookup.cache = internal global [8 x %struct.entry] zeroinitializer, align 16, !dbg !16
@.str.2 = private unnamed_addr constant [15 x i8] c"%d %ld %d %ld\0A\00", align 1, !dbg !33

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @record(i32 noundef %i, i32 noundef %hit) #0 !dbg !66 {
entry:
  %i.addr = alloca i32, align 4
  %hit.addr = alloca i32, align 4
  store i32 %i, ptr %i.addr, align 4
    #dbg_declare(ptr %i.addr, !69, !DIExpression(), !70)
  store i32 %hit, ptr %hit.addr, align 4
    #dbg_declare(ptr %hit.addr, !71, !DIExpression(), !72)
  %0 = load i32, ptr %hit.addr, align 4, !dbg !73
  %tobool = icmp ne i32 %0, 0, !dbg !73
  br i1 %tobool, label %if.then, label %if.else, !dbg !75

if.then:                                          ; preds = %entry
  %1 = load i32, ptr %i.addr, align 4, !dbg !76
  %rem = srem i32 %1, 16, !dbg !77
  %idxprom = sext i32 %rem to i64, !dbg !78
  %arrayidx = getelementptr inbounds [16 x %struct.stats], ptr @counters, i64 0, i64 %idxprom, !dbg !78
  %hits = getelementptr inbounds %struct.stats, ptr %arrayidx, i32 0, i32 0, !dbg !79
  %2 = load i64, ptr %hits, align 16, !dbg !80
  %inc = add nsw i64 %2, 1, !dbg !80
  store i64 %inc, ptr %hits, align 16, !dbg !80
  br label %if.end, !dbg !78

if.else:                                          ; preds = %entry
  %3 = load i32, ptr %i.addr, align 4, !dbg !81
  %rem1 = srem i32 %3, 16, !dbg !82
  %idxprom2 = sext i32 %rem1 to i64, !dbg !83
  %arrayidx3 = getelementptr inbounds [16 x %struct.stats], ptr @counters, i64 0, i64 %idxprom2, !dbg !83
  %misses = getelementptr inbounds %struct.stats, ptr %arrayidx3, i32 0, i32 1, !dbg !84
  %4 = load i64, ptr %misses, align 8, !dbg !85
  %inc4 = add nsw i64 %4, 1, !dbg !85
  store i64 %inc4, ptr %misses, align 8, !dbg !85
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %5 = load i32, ptr %i.addr, align 4, !dbg !86
  %rem5 = srem i32 %5, 32, !dbg !87
  %idxprom6 = sext i32 %rem5 to i64, !dbg !88
  %arrayidx7 = getelementptr inbounds [32 x i32], ptr @plain, i64 0, i64 %idxprom6, !dbg !88
  %6 = load i32, ptr %arrayidx7, align 4, !dbg !89
  %inc8 = add nsw i32 %6, 1, !dbg !89
  store i32 %inc8, ptr %arrayidx7, align 4, !dbg !89
  %7 = load i32, ptr %hit.addr, align 4, !dbg !90
  %conv = sext i32 %7 to i64, !dbg !90
  %8 = load i64, ptr @single, align 8, !dbg !91
  %add = add nsw i64 %8, %conv, !dbg !91
  store i64 %add, ptr @single, align 8, !dbg !91
  ret void, !dbg !92
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @lookup(i32 noundef %id) #0 !dbg !18 {
entry:
  %retval = alloca i32, align 4
  %id.addr = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 %id, ptr %id.addr, align 4
    #dbg_declare(ptr %id.addr, !93, !DIExpression(), !94)
    #dbg_declare(ptr %i, !95, !DIExpression(), !97)
  store i32 0, ptr %i, align 4, !dbg !97
  br label %for.cond, !dbg !98

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !dbg !99
  %cmp = icmp slt i32 %0, 64, !dbg !101
  br i1 %cmp, label %for.body, label %for.end, !dbg !102

for.body:                                         ; preds = %for.cond
  %1 = load i32, ptr %i, align 4, !dbg !103
  %idxprom = sext i32 %1 to i64, !dbg !105
  %arrayidx = getelementptr inbounds [64 x %struct.entry], ptr @table, i64 0, i64 %idxprom, !dbg !105
  %id1 = getelementptr inbounds %struct.entry, ptr %arrayidx, i32 0, i32 1, !dbg !106
  %2 = load i32, ptr %id1, align 8, !dbg !106
  %3 = load i32, ptr %id.addr, align 4, !dbg !107
  %cmp2 = icmp eq i32 %2, %3, !dbg !108
  br i1 %cmp2, label %if.then, label %if.end, !dbg !109

if.then:                                          ; preds = %for.body
  %4 = load i32, ptr %id.addr, align 4, !dbg !110
  %rem = srem i32 %4, 8, !dbg !112
  %idxprom3 = sext i32 %rem to i64, !dbg !113
  %arrayidx4 = getelementptr inbounds [8 x %struct.entry], ptr @lookup.cache, i64 0, i64 %idxprom3, !dbg !113
  %5 = load i32, ptr %i, align 4, !dbg !114
  %idxprom5 = sext i32 %5 to i64, !dbg !115
  %arrayidx6 = getelementptr inbounds [64 x %struct.entry], ptr @table, i64 0, i64 %idxprom5, !dbg !115
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %arrayidx4, ptr align 16 %arrayidx6, i64 16, i1 false), !dbg !115
  %6 = load i32, ptr %i, align 4, !dbg !116
  call void @record(i32 noundef %6, i32 noundef 1), !dbg !117
  %7 = load i32, ptr %i, align 4, !dbg !118
  store i32 %7, ptr %retval, align 4, !dbg !119
  br label %return, !dbg !119

if.end:                                           ; preds = %for.body
  br label %for.inc, !dbg !107

for.inc:                                          ; preds = %if.end
  %8 = load i32, ptr %i, align 4, !dbg !120
  %inc = add nsw i32 %8, 1, !dbg !120
  store i32 %inc, ptr %i, align 4, !dbg !120
  br label %for.cond, !dbg !121, !llvm.loop !122

for.end:                                          ; preds = %for.cond
  %9 = load i32, ptr %id.addr, align 4, !dbg !125
  call void @record(i32 noundef %9, i32 noundef 0), !dbg !126
  %10 = load i32, ptr %id.addr, align 4, !dbg !127
  %rem7 = srem i32 %10, 8, !dbg !128
  %idxprom8 = sext i32 %rem7 to i64, !dbg !129
  %arrayidx9 = getelementptr inbounds [8 x %struct.entry], ptr @lookup.cache, i64 0, i64 %idxprom8, !dbg !129
  %id10 = getelementptr inbounds %struct.entry, ptr %arrayidx9, i32 0, i32 1, !dbg !130
  %11 = load i32, ptr %id10, align 8, !dbg !130
  store i32 %11, ptr %retval, align 4, !dbg !131
  br label %return, !dbg !131

return:                                           ; preds = %for.end, %if.then
  %12 = load i32, ptr %retval, align 4, !dbg !132
  ret i32 %12, !dbg !132
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !133 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %r = alloca i32, align 4
  %h = alloca i64, align 8
  %i = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
    #dbg_declare(ptr %argc.addr, !138, !DIExpression(), !139)
  store ptr %argv, ptr %argv.addr, align 8
    #dbg_declare(ptr %argv.addr, !140, !DIExpression(), !141)
  %0 = load i32, ptr %argc.addr, align 4, !dbg !142
  %1 = load i32, ptr %argc.addr, align 4, !dbg !143
  %rem = srem i32 %1, 64, !dbg !144
  %idxprom = sext i32 %rem to i64, !dbg !145
  %arrayidx = getelementptr inbounds [64 x %struct.entry], ptr @table, i64 0, i64 %idxprom, !dbg !145
  %id = getelementptr inbounds %struct.entry, ptr %arrayidx, i32 0, i32 1, !dbg !146
  store i32 %0, ptr %id, align 8, !dbg !147
    #dbg_declare(ptr %r, !148, !DIExpression(), !149)
  %2 = load i32, ptr %argc.addr, align 4, !dbg !150
  %call = call i32 @lookup(i32 noundef %2), !dbg !151
  store i32 %call, ptr %r, align 4, !dbg !149
    #dbg_declare(ptr %h, !152, !DIExpression(), !153)
  store i64 0, ptr %h, align 8, !dbg !153
    #dbg_declare(ptr %i, !154, !DIExpression(), !156)
  store i32 0, ptr %i, align 4, !dbg !156
  br label %for.cond, !dbg !157

for.cond:                                         ; preds = %for.inc, %entry
  %3 = load i32, ptr %i, align 4, !dbg !158
  %cmp = icmp slt i32 %3, 16, !dbg !160
  br i1 %cmp, label %for.body, label %for.end, !dbg !161

for.body:                                         ; preds = %for.cond
  %4 = load i32, ptr %i, align 4, !dbg !162
  %idxprom1 = sext i32 %4 to i64, !dbg !163
  %arrayidx2 = getelementptr inbounds [16 x %struct.stats], ptr @counters, i64 0, i64 %idxprom1, !dbg !163
  %hits = getelementptr inbounds %struct.stats, ptr %arrayidx2, i32 0, i32 0, !dbg !164
  %5 = load i64, ptr %hits, align 16, !dbg !164
  %6 = load i32, ptr %i, align 4, !dbg !165
  %idxprom3 = sext i32 %6 to i64, !dbg !166
  %arrayidx4 = getelementptr inbounds [16 x %struct.stats], ptr @counters, i64 0, i64 %idxprom3, !dbg !166
  %misses = getelementptr inbounds %struct.stats, ptr %arrayidx4, i32 0, i32 1, !dbg !167
  %7 = load i64, ptr %misses, align 8, !dbg !167
  %sub = sub nsw i64 %5, %7, !dbg !168
  %8 = load i64, ptr %h, align 8, !dbg !169
  %add = add nsw i64 %8, %sub, !dbg !169
  store i64 %add, ptr %h, align 8, !dbg !169
  br label %for.inc, !dbg !170

for.inc:                                          ; preds = %for.body
  %9 = load i32, ptr %i, align 4, !dbg !171
  %inc = add nsw i32 %9, 1, !dbg !171
  store i32 %inc, ptr %i, align 4, !dbg !171
  br label %for.cond, !dbg !172, !llvm.loop !173

for.end:                                          ; preds = %for.cond
  %10 = load i32, ptr %r, align 4, !dbg !175
  %11 = load i64, ptr %h, align 8, !dbg !176
  %12 = load i32, ptr %argc.addr, align 4, !dbg !177
  %rem5 = srem i32 %12, 32, !dbg !178
  %idxprom6 = sext i32 %rem5 to i64, !dbg !179
  %arrayidx7 = getelementptr inbounds [32 x i32], ptr @plain, i64 0, i64 %idxprom6, !dbg !179
  %13 = load i32, ptr %arrayidx7, align 4, !dbg !179
  %14 = load i64, ptr @single, align 8, !dbg !180
  %call8 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %10, i64 noundef %11, i32 noundef %13, i64 noundef %14), !dbg !181
  ret i32 0, !dbg !182
}

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!14}
!llvm.module.flags = !{!58, !59, !60, !61, !62, !63, !64}
!llvm.ident = !{!65}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "global_array.c", directory: ".", checksumkind: CSK_MD5, checksum: "71d3214eb5b6b011744b59fe2d870d2f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 5)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "table", scope: !14, file: !2, line: 17, type: !55, isLocal: false, isDefinition: true)
!14 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !15, splitDebugInlining: false, nameTableKind: None)
!15 = !{!0, !7, !12, !16, !33, !38, !48, !53}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "cache", scope: !18, file: !2, line: 38, type: !23, isLocal: true, isDefinition: true)
!18 = distinct !DISubprogram(name: "lookup", scope: !2, file: !2, line: 36, type: !19, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !14, retainedNodes: !22)
!19 = !DISubroutineType(types: !20)
!20 = !{!21, !21}
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !{}
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 1024, elements: !31)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "entry", file: !2, line: 7, size: 128, elements: !25)
!25 = !{!26, !29, !30}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !24, file: !2, line: 8, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !24, file: !2, line: 9, baseType: !21, size: 32, offset: 64)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !24, file: !2, line: 10, baseType: !21, size: 32, offset: 96)
!31 = !{!32}
!32 = !DISubrange(count: 8)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 15)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(name: "counters", scope: !14, file: !2, line: 18, type: !40, isLocal: false, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 2048, elements: !46)
!41 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "stats", file: !2, line: 13, size: 128, elements: !42)
!42 = !{!43, !45}
!43 = !DIDerivedType(tag: DW_TAG_member, name: "hits", scope: !41, file: !2, line: 14, baseType: !44, size: 64)
!44 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "misses", scope: !41, file: !2, line: 14, baseType: !44, size: 64, offset: 64)
!46 = !{!47}
!47 = !DISubrange(count: 16)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(name: "plain", scope: !14, file: !2, line: 19, type: !50, isLocal: false, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 1024, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 32)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(name: "single", scope: !14, file: !2, line: 20, type: !41, isLocal: false, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 8192, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 64)
!58 = !{i32 7, !"Dwarf Version", i32 5}
!59 = !{i32 2, !"Debug Info Version", i32 3}
!60 = !{i32 1, !"wchar_size", i32 4}
!61 = !{i32 8, !"PIC Level", i32 2}
!62 = !{i32 7, !"PIE Level", i32 2}
!63 = !{i32 7, !"uwtable", i32 2}
!64 = !{i32 7, !"frame-pointer", i32 2}
!65 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!66 = distinct !DISubprogram(name: "record", scope: !2, file: !2, line: 26, type: !67, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !14, retainedNodes: !22)
!67 = !DISubroutineType(types: !68)
!68 = !{null, !21, !21}
!69 = !DILocalVariable(name: "i", arg: 1, scope: !66, file: !2, line: 26, type: !21)
!70 = !DILocation(line: 26, column: 43, scope: !66)
!71 = !DILocalVariable(name: "hit", arg: 2, scope: !66, file: !2, line: 26, type: !21)
!72 = !DILocation(line: 26, column: 50, scope: !66)
!73 = !DILocation(line: 28, column: 6, scope: !74)
!74 = distinct !DILexicalBlock(scope: !66, file: !2, line: 28, column: 6)
!75 = !DILocation(line: 28, column: 6, scope: !66)
!76 = !DILocation(line: 29, column: 12, scope: !74)
!77 = !DILocation(line: 29, column: 14, scope: !74)
!78 = !DILocation(line: 29, column: 3, scope: !74)
!79 = !DILocation(line: 29, column: 20, scope: !74)
!80 = !DILocation(line: 29, column: 24, scope: !74)
!81 = !DILocation(line: 31, column: 12, scope: !74)
!82 = !DILocation(line: 31, column: 14, scope: !74)
!83 = !DILocation(line: 31, column: 3, scope: !74)
!84 = !DILocation(line: 31, column: 20, scope: !74)
!85 = !DILocation(line: 31, column: 26, scope: !74)
!86 = !DILocation(line: 32, column: 8, scope: !66)
!87 = !DILocation(line: 32, column: 10, scope: !66)
!88 = !DILocation(line: 32, column: 2, scope: !66)
!89 = !DILocation(line: 32, column: 15, scope: !66)
!90 = !DILocation(line: 33, column: 17, scope: !66)
!91 = !DILocation(line: 33, column: 14, scope: !66)
!92 = !DILocation(line: 34, column: 1, scope: !66)
!93 = !DILocalVariable(name: "id", arg: 1, scope: !18, file: !2, line: 36, type: !21)
!94 = !DILocation(line: 36, column: 42, scope: !18)
!95 = !DILocalVariable(name: "i", scope: !96, file: !2, line: 39, type: !21)
!96 = distinct !DILexicalBlock(scope: !18, file: !2, line: 39, column: 2)
!97 = !DILocation(line: 39, column: 11, scope: !96)
!98 = !DILocation(line: 39, column: 7, scope: !96)
!99 = !DILocation(line: 39, column: 18, scope: !100)
!100 = distinct !DILexicalBlock(scope: !96, file: !2, line: 39, column: 2)
!101 = !DILocation(line: 39, column: 20, scope: !100)
!102 = !DILocation(line: 39, column: 2, scope: !96)
!103 = !DILocation(line: 40, column: 13, scope: !104)
!104 = distinct !DILexicalBlock(scope: !100, file: !2, line: 40, column: 7)
!105 = !DILocation(line: 40, column: 7, scope: !104)
!106 = !DILocation(line: 40, column: 16, scope: !104)
!107 = !DILocation(line: 40, column: 22, scope: !104)
!108 = !DILocation(line: 40, column: 19, scope: !104)
!109 = !DILocation(line: 40, column: 7, scope: !100)
!110 = !DILocation(line: 41, column: 10, scope: !111)
!111 = distinct !DILexicalBlock(scope: !104, file: !2, line: 40, column: 26)
!112 = !DILocation(line: 41, column: 13, scope: !111)
!113 = !DILocation(line: 41, column: 4, scope: !111)
!114 = !DILocation(line: 41, column: 26, scope: !111)
!115 = !DILocation(line: 41, column: 20, scope: !111)
!116 = !DILocation(line: 42, column: 11, scope: !111)
!117 = !DILocation(line: 42, column: 4, scope: !111)
!118 = !DILocation(line: 43, column: 11, scope: !111)
!119 = !DILocation(line: 43, column: 4, scope: !111)
!120 = !DILocation(line: 39, column: 27, scope: !100)
!121 = !DILocation(line: 39, column: 2, scope: !100)
!122 = distinct !{!122, !102, !123, !124}
!123 = !DILocation(line: 44, column: 3, scope: !96)
!124 = !{!"llvm.loop.mustprogress"}
!125 = !DILocation(line: 45, column: 9, scope: !18)
!126 = !DILocation(line: 45, column: 2, scope: !18)
!127 = !DILocation(line: 46, column: 15, scope: !18)
!128 = !DILocation(line: 46, column: 18, scope: !18)
!129 = !DILocation(line: 46, column: 9, scope: !18)
!130 = !DILocation(line: 46, column: 23, scope: !18)
!131 = !DILocation(line: 46, column: 2, scope: !18)
!132 = !DILocation(line: 47, column: 1, scope: !18)
!133 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 49, type: !134, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !14, retainedNodes: !22)
!134 = !DISubroutineType(types: !135)
!135 = !{!21, !21, !136}
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !137, size: 64)
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!138 = !DILocalVariable(name: "argc", arg: 1, scope: !133, file: !2, line: 49, type: !21)
!139 = !DILocation(line: 49, column: 14, scope: !133)
!140 = !DILocalVariable(name: "argv", arg: 2, scope: !133, file: !2, line: 49, type: !136)
!141 = !DILocation(line: 49, column: 27, scope: !133)
!142 = !DILocation(line: 51, column: 24, scope: !133)
!143 = !DILocation(line: 51, column: 8, scope: !133)
!144 = !DILocation(line: 51, column: 13, scope: !133)
!145 = !DILocation(line: 51, column: 2, scope: !133)
!146 = !DILocation(line: 51, column: 19, scope: !133)
!147 = !DILocation(line: 51, column: 22, scope: !133)
!148 = !DILocalVariable(name: "r", scope: !133, file: !2, line: 52, type: !21)
!149 = !DILocation(line: 52, column: 6, scope: !133)
!150 = !DILocation(line: 52, column: 17, scope: !133)
!151 = !DILocation(line: 52, column: 10, scope: !133)
!152 = !DILocalVariable(name: "h", scope: !133, file: !2, line: 53, type: !44)
!153 = !DILocation(line: 53, column: 7, scope: !133)
!154 = !DILocalVariable(name: "i", scope: !155, file: !2, line: 54, type: !21)
!155 = distinct !DILexicalBlock(scope: !133, file: !2, line: 54, column: 2)
!156 = !DILocation(line: 54, column: 11, scope: !155)
!157 = !DILocation(line: 54, column: 7, scope: !155)
!158 = !DILocation(line: 54, column: 18, scope: !159)
!159 = distinct !DILexicalBlock(scope: !155, file: !2, line: 54, column: 2)
!160 = !DILocation(line: 54, column: 20, scope: !159)
!161 = !DILocation(line: 54, column: 2, scope: !155)
!162 = !DILocation(line: 55, column: 17, scope: !159)
!163 = !DILocation(line: 55, column: 8, scope: !159)
!164 = !DILocation(line: 55, column: 20, scope: !159)
!165 = !DILocation(line: 55, column: 36, scope: !159)
!166 = !DILocation(line: 55, column: 27, scope: !159)
!167 = !DILocation(line: 55, column: 39, scope: !159)
!168 = !DILocation(line: 55, column: 25, scope: !159)
!169 = !DILocation(line: 55, column: 5, scope: !159)
!170 = !DILocation(line: 55, column: 3, scope: !159)
!171 = !DILocation(line: 54, column: 27, scope: !159)
!172 = !DILocation(line: 54, column: 2, scope: !159)
!173 = distinct !{!173, !161, !174, !124}
!174 = !DILocation(line: 55, column: 39, scope: !155)
!175 = !DILocation(line: 56, column: 28, scope: !133)
!176 = !DILocation(line: 56, column: 31, scope: !133)
!177 = !DILocation(line: 56, column: 40, scope: !133)
!178 = !DILocation(line: 56, column: 45, scope: !133)
!179 = !DILocation(line: 56, column: 34, scope: !133)
!180 = !DILocation(line: 56, column: 59, scope: !133)
!181 = !DILocation(line: 56, column: 2, scope: !133)
!182 = !DILocation(line: 57, column: 2, scope: !133)
