; ModuleID = 'global_array.c'
source_filename = "global_array.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.entry = type { i8*, i32, i32 }
%struct.stats = type { i64, i64 }

@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@table = dso_local global <{ %struct.entry, %struct.entry, [62 x %struct.entry] }> <{ %struct.entry { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i32 1, i32 0 }, %struct.entry { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i32 2, i32 1 }, [62 x %struct.entry] zeroinitializer }>, align 16, !dbg !0
@counters = dso_local global [16 x %struct.stats] zeroinitializer, align 16, !dbg !23
@plain = dso_local global [32 x i32] zeroinitializer, align 16, !dbg !33
@single = dso_local global %struct.stats zeroinitializer, align 8, !dbg !38
@lookup.cache = internal global [8 x %struct.entry] zeroinitializer, align 16, !dbg !5
@.str.2 = private unnamed_addr constant [15 x i8] c"%d %ld %d %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @record(i32 noundef %i, i32 noundef %hit) #0 !dbg !51 {
entry:
  %i.addr = alloca i32, align 4
  %hit.addr = alloca i32, align 4
  store i32 %i, i32* %i.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %i.addr, metadata !54, metadata !DIExpression()), !dbg !55
  store i32 %hit, i32* %hit.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %hit.addr, metadata !56, metadata !DIExpression()), !dbg !57
  %0 = load i32, i32* %hit.addr, align 4, !dbg !58
  %tobool = icmp ne i32 %0, 0, !dbg !58
  br i1 %tobool, label %if.then, label %if.else, !dbg !60

if.then:                                          ; preds = %entry
  %1 = load i32, i32* %i.addr, align 4, !dbg !61
  %rem = srem i32 %1, 16, !dbg !62
  %idxprom = sext i32 %rem to i64, !dbg !63
  %arrayidx = getelementptr inbounds [16 x %struct.stats], [16 x %struct.stats]* @counters, i64 0, i64 %idxprom, !dbg !63
  %hits = getelementptr inbounds %struct.stats, %struct.stats* %arrayidx, i32 0, i32 0, !dbg !64
  %2 = load i64, i64* %hits, align 16, !dbg !65
  %inc = add nsw i64 %2, 1, !dbg !65
  store i64 %inc, i64* %hits, align 16, !dbg !65
  br label %if.end, !dbg !63

if.else:                                          ; preds = %entry
  %3 = load i32, i32* %i.addr, align 4, !dbg !66
  %rem1 = srem i32 %3, 16, !dbg !67
  %idxprom2 = sext i32 %rem1 to i64, !dbg !68
  %arrayidx3 = getelementptr inbounds [16 x %struct.stats], [16 x %struct.stats]* @counters, i64 0, i64 %idxprom2, !dbg !68
  %misses = getelementptr inbounds %struct.stats, %struct.stats* %arrayidx3, i32 0, i32 1, !dbg !69
  %4 = load i64, i64* %misses, align 8, !dbg !70
  %inc4 = add nsw i64 %4, 1, !dbg !70
  store i64 %inc4, i64* %misses, align 8, !dbg !70
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %5 = load i32, i32* %i.addr, align 4, !dbg !71
  %rem5 = srem i32 %5, 32, !dbg !72
  %idxprom6 = sext i32 %rem5 to i64, !dbg !73
  %arrayidx7 = getelementptr inbounds [32 x i32], [32 x i32]* @plain, i64 0, i64 %idxprom6, !dbg !73
  %6 = load i32, i32* %arrayidx7, align 4, !dbg !74
  %inc8 = add nsw i32 %6, 1, !dbg !74
  store i32 %inc8, i32* %arrayidx7, align 4, !dbg !74
  %7 = load i32, i32* %hit.addr, align 4, !dbg !75
  %conv = sext i32 %7 to i64, !dbg !75
  %8 = load i64, i64* getelementptr inbounds (%struct.stats, %struct.stats* @single, i32 0, i32 0), align 8, !dbg !76
  %add = add nsw i64 %8, %conv, !dbg !76
  store i64 %add, i64* getelementptr inbounds (%struct.stats, %struct.stats* @single, i32 0, i32 0), align 8, !dbg !76
  ret void, !dbg !77
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @lookup(i32 noundef %id) #0 !dbg !7 {
entry:
  %retval = alloca i32, align 4
  %id.addr = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 %id, i32* %id.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %id.addr, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.declare(metadata i32* %i, metadata !80, metadata !DIExpression()), !dbg !82
  store i32 0, i32* %i, align 4, !dbg !82
  br label %for.cond, !dbg !83

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !84
  %cmp = icmp slt i32 %0, 64, !dbg !86
  br i1 %cmp, label %for.body, label %for.end, !dbg !87

for.body:                                         ; preds = %for.cond
  %1 = load i32, i32* %i, align 4, !dbg !88
  %idxprom = sext i32 %1 to i64, !dbg !90
  %arrayidx = getelementptr inbounds [64 x %struct.entry], [64 x %struct.entry]* bitcast (<{ %struct.entry, %struct.entry, [62 x %struct.entry] }>* @table to [64 x %struct.entry]*), i64 0, i64 %idxprom, !dbg !90
  %id1 = getelementptr inbounds %struct.entry, %struct.entry* %arrayidx, i32 0, i32 1, !dbg !91
  %2 = load i32, i32* %id1, align 8, !dbg !91
  %3 = load i32, i32* %id.addr, align 4, !dbg !92
  %cmp2 = icmp eq i32 %2, %3, !dbg !93
  br i1 %cmp2, label %if.then, label %if.end, !dbg !94

if.then:                                          ; preds = %for.body
  %4 = load i32, i32* %id.addr, align 4, !dbg !95
  %rem = srem i32 %4, 8, !dbg !97
  %idxprom3 = sext i32 %rem to i64, !dbg !98
  %arrayidx4 = getelementptr inbounds [8 x %struct.entry], [8 x %struct.entry]* @lookup.cache, i64 0, i64 %idxprom3, !dbg !98
  %5 = load i32, i32* %i, align 4, !dbg !99
  %idxprom5 = sext i32 %5 to i64, !dbg !100
  %arrayidx6 = getelementptr inbounds [64 x %struct.entry], [64 x %struct.entry]* bitcast (<{ %struct.entry, %struct.entry, [62 x %struct.entry] }>* @table to [64 x %struct.entry]*), i64 0, i64 %idxprom5, !dbg !100
  %6 = bitcast %struct.entry* %arrayidx4 to i8*, !dbg !100
  %7 = bitcast %struct.entry* %arrayidx6 to i8*, !dbg !100
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %6, i8* align 16 %7, i64 16, i1 false), !dbg !100
  %8 = load i32, i32* %i, align 4, !dbg !101
  call void @record(i32 noundef %8, i32 noundef 1), !dbg !102
  %9 = load i32, i32* %i, align 4, !dbg !103
  store i32 %9, i32* %retval, align 4, !dbg !104
  br label %return, !dbg !104

if.end:                                           ; preds = %for.body
  br label %for.inc, !dbg !92

for.inc:                                          ; preds = %if.end
  %10 = load i32, i32* %i, align 4, !dbg !105
  %inc = add nsw i32 %10, 1, !dbg !105
  store i32 %inc, i32* %i, align 4, !dbg !105
  br label %for.cond, !dbg !106, !llvm.loop !107

for.end:                                          ; preds = %for.cond
  %11 = load i32, i32* %id.addr, align 4, !dbg !110
  call void @record(i32 noundef %11, i32 noundef 0), !dbg !111
  %12 = load i32, i32* %id.addr, align 4, !dbg !112
  %rem7 = srem i32 %12, 8, !dbg !113
  %idxprom8 = sext i32 %rem7 to i64, !dbg !114
  %arrayidx9 = getelementptr inbounds [8 x %struct.entry], [8 x %struct.entry]* @lookup.cache, i64 0, i64 %idxprom8, !dbg !114
  %id10 = getelementptr inbounds %struct.entry, %struct.entry* %arrayidx9, i32 0, i32 1, !dbg !115
  %13 = load i32, i32* %id10, align 8, !dbg !115
  store i32 %13, i32* %retval, align 4, !dbg !116
  br label %return, !dbg !116

return:                                           ; preds = %for.end, %if.then
  %14 = load i32, i32* %retval, align 4, !dbg !117
  ret i32 %14, !dbg !117
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !118 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %r = alloca i32, align 4
  %h = alloca i64, align 8
  %i = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !123, metadata !DIExpression()), !dbg !124
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !125, metadata !DIExpression()), !dbg !126
  %0 = load i32, i32* %argc.addr, align 4, !dbg !127
  %1 = load i32, i32* %argc.addr, align 4, !dbg !128
  %rem = srem i32 %1, 64, !dbg !129
  %idxprom = sext i32 %rem to i64, !dbg !130
  %arrayidx = getelementptr inbounds [64 x %struct.entry], [64 x %struct.entry]* bitcast (<{ %struct.entry, %struct.entry, [62 x %struct.entry] }>* @table to [64 x %struct.entry]*), i64 0, i64 %idxprom, !dbg !130
  %id = getelementptr inbounds %struct.entry, %struct.entry* %arrayidx, i32 0, i32 1, !dbg !131
  store i32 %0, i32* %id, align 8, !dbg !132
  call void @llvm.dbg.declare(metadata i32* %r, metadata !133, metadata !DIExpression()), !dbg !134
  %2 = load i32, i32* %argc.addr, align 4, !dbg !135
  %call = call i32 @lookup(i32 noundef %2), !dbg !136
  store i32 %call, i32* %r, align 4, !dbg !134
  call void @llvm.dbg.declare(metadata i64* %h, metadata !137, metadata !DIExpression()), !dbg !138
  store i64 0, i64* %h, align 8, !dbg !138
  call void @llvm.dbg.declare(metadata i32* %i, metadata !139, metadata !DIExpression()), !dbg !141
  store i32 0, i32* %i, align 4, !dbg !141
  br label %for.cond, !dbg !142

for.cond:                                         ; preds = %for.inc, %entry
  %3 = load i32, i32* %i, align 4, !dbg !143
  %cmp = icmp slt i32 %3, 16, !dbg !145
  br i1 %cmp, label %for.body, label %for.end, !dbg !146

for.body:                                         ; preds = %for.cond
  %4 = load i32, i32* %i, align 4, !dbg !147
  %idxprom1 = sext i32 %4 to i64, !dbg !148
  %arrayidx2 = getelementptr inbounds [16 x %struct.stats], [16 x %struct.stats]* @counters, i64 0, i64 %idxprom1, !dbg !148
  %hits = getelementptr inbounds %struct.stats, %struct.stats* %arrayidx2, i32 0, i32 0, !dbg !149
  %5 = load i64, i64* %hits, align 16, !dbg !149
  %6 = load i32, i32* %i, align 4, !dbg !150
  %idxprom3 = sext i32 %6 to i64, !dbg !151
  %arrayidx4 = getelementptr inbounds [16 x %struct.stats], [16 x %struct.stats]* @counters, i64 0, i64 %idxprom3, !dbg !151
  %misses = getelementptr inbounds %struct.stats, %struct.stats* %arrayidx4, i32 0, i32 1, !dbg !152
  %7 = load i64, i64* %misses, align 8, !dbg !152
  %sub = sub nsw i64 %5, %7, !dbg !153
  %8 = load i64, i64* %h, align 8, !dbg !154
  %add = add nsw i64 %8, %sub, !dbg !154
  store i64 %add, i64* %h, align 8, !dbg !154
  br label %for.inc, !dbg !155

for.inc:                                          ; preds = %for.body
  %9 = load i32, i32* %i, align 4, !dbg !156
  %inc = add nsw i32 %9, 1, !dbg !156
  store i32 %inc, i32* %i, align 4, !dbg !156
  br label %for.cond, !dbg !157, !llvm.loop !158

for.end:                                          ; preds = %for.cond
  %10 = load i32, i32* %r, align 4, !dbg !160
  %11 = load i64, i64* %h, align 8, !dbg !161
  %12 = load i32, i32* %argc.addr, align 4, !dbg !162
  %rem5 = srem i32 %12, 32, !dbg !163
  %idxprom6 = sext i32 %rem5 to i64, !dbg !164
  %arrayidx7 = getelementptr inbounds [32 x i32], [32 x i32]* @plain, i64 0, i64 %idxprom6, !dbg !164
  %13 = load i32, i32* %arrayidx7, align 4, !dbg !164
  %14 = load i64, i64* getelementptr inbounds (%struct.stats, %struct.stats* @single, i32 0, i32 0), align 8, !dbg !165
  %call8 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef %10, i64 noundef %11, i32 noundef %13, i64 noundef %14), !dbg !166
  ret i32 0, !dbg !167
}

declare i32 @printf(i8* noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!43, !44, !45, !46, !47, !48, !49}
!llvm.ident = !{!50}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 17, type: !40, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "global_array.c", directory: ".", checksumkind: CSK_MD5, checksum: "71d3214eb5b6b011744b59fe2d870d2f")
!4 = !{!0, !5, !23, !33, !38}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "cache", scope: !7, file: !3, line: 38, type: !12, isLocal: true, isDefinition: true)
!7 = distinct !DISubprogram(name: "lookup", scope: !3, file: !3, line: 36, type: !8, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !11)
!8 = !DISubroutineType(types: !9)
!9 = !{!10, !10}
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{}
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 1024, elements: !21)
!13 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "entry", file: !3, line: 7, size: 128, elements: !14)
!14 = !{!15, !19, !20}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !13, file: !3, line: 8, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!18 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !13, file: !3, line: 9, baseType: !10, size: 32, offset: 64)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !13, file: !3, line: 10, baseType: !10, size: 32, offset: 96)
!21 = !{!22}
!22 = !DISubrange(count: 8)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "counters", scope: !2, file: !3, line: 18, type: !25, isLocal: false, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 2048, elements: !31)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "stats", file: !3, line: 13, size: 128, elements: !27)
!27 = !{!28, !30}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "hits", scope: !26, file: !3, line: 14, baseType: !29, size: 64)
!29 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "misses", scope: !26, file: !3, line: 14, baseType: !29, size: 64, offset: 64)
!31 = !{!32}
!32 = !DISubrange(count: 16)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "plain", scope: !2, file: !3, line: 19, type: !35, isLocal: false, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 1024, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 32)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(name: "single", scope: !2, file: !3, line: 20, type: !26, isLocal: false, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 8192, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 64)
!43 = !{i32 7, !"Dwarf Version", i32 5}
!44 = !{i32 2, !"Debug Info Version", i32 3}
!45 = !{i32 1, !"wchar_size", i32 4}
!46 = !{i32 7, !"PIC Level", i32 2}
!47 = !{i32 7, !"PIE Level", i32 2}
!48 = !{i32 7, !"uwtable", i32 1}
!49 = !{i32 7, !"frame-pointer", i32 2}
!50 = !{!"Debian clang version 14.0.6"}
!51 = distinct !DISubprogram(name: "record", scope: !3, file: !3, line: 26, type: !52, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !11)
!52 = !DISubroutineType(types: !53)
!53 = !{null, !10, !10}
!54 = !DILocalVariable(name: "i", arg: 1, scope: !51, file: !3, line: 26, type: !10)
!55 = !DILocation(line: 26, column: 43, scope: !51)
!56 = !DILocalVariable(name: "hit", arg: 2, scope: !51, file: !3, line: 26, type: !10)
!57 = !DILocation(line: 26, column: 50, scope: !51)
!58 = !DILocation(line: 28, column: 6, scope: !59)
!59 = distinct !DILexicalBlock(scope: !51, file: !3, line: 28, column: 6)
!60 = !DILocation(line: 28, column: 6, scope: !51)
!61 = !DILocation(line: 29, column: 12, scope: !59)
!62 = !DILocation(line: 29, column: 14, scope: !59)
!63 = !DILocation(line: 29, column: 3, scope: !59)
!64 = !DILocation(line: 29, column: 20, scope: !59)
!65 = !DILocation(line: 29, column: 24, scope: !59)
!66 = !DILocation(line: 31, column: 12, scope: !59)
!67 = !DILocation(line: 31, column: 14, scope: !59)
!68 = !DILocation(line: 31, column: 3, scope: !59)
!69 = !DILocation(line: 31, column: 20, scope: !59)
!70 = !DILocation(line: 31, column: 26, scope: !59)
!71 = !DILocation(line: 32, column: 8, scope: !51)
!72 = !DILocation(line: 32, column: 10, scope: !51)
!73 = !DILocation(line: 32, column: 2, scope: !51)
!74 = !DILocation(line: 32, column: 15, scope: !51)
!75 = !DILocation(line: 33, column: 17, scope: !51)
!76 = !DILocation(line: 33, column: 14, scope: !51)
!77 = !DILocation(line: 34, column: 1, scope: !51)
!78 = !DILocalVariable(name: "id", arg: 1, scope: !7, file: !3, line: 36, type: !10)
!79 = !DILocation(line: 36, column: 42, scope: !7)
!80 = !DILocalVariable(name: "i", scope: !81, file: !3, line: 39, type: !10)
!81 = distinct !DILexicalBlock(scope: !7, file: !3, line: 39, column: 2)
!82 = !DILocation(line: 39, column: 11, scope: !81)
!83 = !DILocation(line: 39, column: 7, scope: !81)
!84 = !DILocation(line: 39, column: 18, scope: !85)
!85 = distinct !DILexicalBlock(scope: !81, file: !3, line: 39, column: 2)
!86 = !DILocation(line: 39, column: 20, scope: !85)
!87 = !DILocation(line: 39, column: 2, scope: !81)
!88 = !DILocation(line: 40, column: 13, scope: !89)
!89 = distinct !DILexicalBlock(scope: !85, file: !3, line: 40, column: 7)
!90 = !DILocation(line: 40, column: 7, scope: !89)
!91 = !DILocation(line: 40, column: 16, scope: !89)
!92 = !DILocation(line: 40, column: 22, scope: !89)
!93 = !DILocation(line: 40, column: 19, scope: !89)
!94 = !DILocation(line: 40, column: 7, scope: !85)
!95 = !DILocation(line: 41, column: 10, scope: !96)
!96 = distinct !DILexicalBlock(scope: !89, file: !3, line: 40, column: 26)
!97 = !DILocation(line: 41, column: 13, scope: !96)
!98 = !DILocation(line: 41, column: 4, scope: !96)
!99 = !DILocation(line: 41, column: 26, scope: !96)
!100 = !DILocation(line: 41, column: 20, scope: !96)
!101 = !DILocation(line: 42, column: 11, scope: !96)
!102 = !DILocation(line: 42, column: 4, scope: !96)
!103 = !DILocation(line: 43, column: 11, scope: !96)
!104 = !DILocation(line: 43, column: 4, scope: !96)
!105 = !DILocation(line: 39, column: 27, scope: !85)
!106 = !DILocation(line: 39, column: 2, scope: !85)
!107 = distinct !{!107, !87, !108, !109}
!108 = !DILocation(line: 44, column: 3, scope: !81)
!109 = !{!"llvm.loop.mustprogress"}
!110 = !DILocation(line: 45, column: 9, scope: !7)
!111 = !DILocation(line: 45, column: 2, scope: !7)
!112 = !DILocation(line: 46, column: 15, scope: !7)
!113 = !DILocation(line: 46, column: 18, scope: !7)
!114 = !DILocation(line: 46, column: 9, scope: !7)
!115 = !DILocation(line: 46, column: 23, scope: !7)
!116 = !DILocation(line: 46, column: 2, scope: !7)
!117 = !DILocation(line: 47, column: 1, scope: !7)
!118 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 49, type: !119, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !11)
!119 = !DISubroutineType(types: !120)
!120 = !{!10, !10, !121}
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!123 = !DILocalVariable(name: "argc", arg: 1, scope: !118, file: !3, line: 49, type: !10)
!124 = !DILocation(line: 49, column: 14, scope: !118)
!125 = !DILocalVariable(name: "argv", arg: 2, scope: !118, file: !3, line: 49, type: !121)
!126 = !DILocation(line: 49, column: 27, scope: !118)
!127 = !DILocation(line: 51, column: 24, scope: !118)
!128 = !DILocation(line: 51, column: 8, scope: !118)
!129 = !DILocation(line: 51, column: 13, scope: !118)
!130 = !DILocation(line: 51, column: 2, scope: !118)
!131 = !DILocation(line: 51, column: 19, scope: !118)
!132 = !DILocation(line: 51, column: 22, scope: !118)
!133 = !DILocalVariable(name: "r", scope: !118, file: !3, line: 52, type: !10)
!134 = !DILocation(line: 52, column: 6, scope: !118)
!135 = !DILocation(line: 52, column: 17, scope: !118)
!136 = !DILocation(line: 52, column: 10, scope: !118)
!137 = !DILocalVariable(name: "h", scope: !118, file: !3, line: 53, type: !29)
!138 = !DILocation(line: 53, column: 7, scope: !118)
!139 = !DILocalVariable(name: "i", scope: !140, file: !3, line: 54, type: !10)
!140 = distinct !DILexicalBlock(scope: !118, file: !3, line: 54, column: 2)
!141 = !DILocation(line: 54, column: 11, scope: !140)
!142 = !DILocation(line: 54, column: 7, scope: !140)
!143 = !DILocation(line: 54, column: 18, scope: !144)
!144 = distinct !DILexicalBlock(scope: !140, file: !3, line: 54, column: 2)
!145 = !DILocation(line: 54, column: 20, scope: !144)
!146 = !DILocation(line: 54, column: 2, scope: !140)
!147 = !DILocation(line: 55, column: 17, scope: !144)
!148 = !DILocation(line: 55, column: 8, scope: !144)
!149 = !DILocation(line: 55, column: 20, scope: !144)
!150 = !DILocation(line: 55, column: 36, scope: !144)
!151 = !DILocation(line: 55, column: 27, scope: !144)
!152 = !DILocation(line: 55, column: 39, scope: !144)
!153 = !DILocation(line: 55, column: 25, scope: !144)
!154 = !DILocation(line: 55, column: 5, scope: !144)
!155 = !DILocation(line: 55, column: 3, scope: !144)
!156 = !DILocation(line: 54, column: 27, scope: !144)
!157 = !DILocation(line: 54, column: 2, scope: !144)
!158 = distinct !{!158, !146, !159, !109}
!159 = !DILocation(line: 55, column: 39, scope: !140)
!160 = !DILocation(line: 56, column: 28, scope: !118)
!161 = !DILocation(line: 56, column: 31, scope: !118)
!162 = !DILocation(line: 56, column: 40, scope: !118)
!163 = !DILocation(line: 56, column: 45, scope: !118)
!164 = !DILocation(line: 56, column: 34, scope: !118)
!165 = !DILocation(line: 56, column: 59, scope: !118)
!166 = !DILocation(line: 56, column: 2, scope: !118)
!167 = !DILocation(line: 57, column: 2, scope: !118)
