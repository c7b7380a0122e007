; ModuleID = 'field_store.c'
source_filename = "field_store.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.pool = type { %struct.slot*, i32 }
%struct.slot = type { i32, i32, i64 }
%struct.table = type { %struct.bucket*, %struct.slot*, i32 }
%struct.bucket = type { i32, i32 }

@.str = private unnamed_addr constant [11 x i8] c"%ld %u %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !12 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %p = alloca %struct.pool*, align 8
  %i = alloca i32, align 4
  %t = alloca %struct.table, align 8
  %i9 = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !20, metadata !DIExpression()), !dbg !21
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !22, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata %struct.pool** %p, metadata !24, metadata !DIExpression()), !dbg !37
  %0 = load i32, i32* %argc.addr, align 4, !dbg !38
  %add = add nsw i32 %0, 4, !dbg !39
  %call = call %struct.pool* @pool_new(i32 noundef %add), !dbg !40
  store %struct.pool* %call, %struct.pool** %p, align 8, !dbg !37
  call void @llvm.dbg.declare(metadata i32* %i, metadata !41, metadata !DIExpression()), !dbg !43
  store i32 0, i32* %i, align 4, !dbg !43
  br label %for.cond, !dbg !44

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, i32* %i, align 4, !dbg !45
  %2 = load %struct.pool*, %struct.pool** %p, align 8, !dbg !47
  %nslots = getelementptr inbounds %struct.pool, %struct.pool* %2, i32 0, i32 1, !dbg !48
  %3 = load i32, i32* %nslots, align 8, !dbg !48
  %cmp = icmp slt i32 %1, %3, !dbg !49
  br i1 %cmp, label %for.body, label %for.end, !dbg !50

for.body:                                         ; preds = %for.cond
  %4 = load i32, i32* %i, align 4, !dbg !51
  %and = and i32 %4, 1, !dbg !53
  %5 = load %struct.pool*, %struct.pool** %p, align 8, !dbg !54
  %slots = getelementptr inbounds %struct.pool, %struct.pool* %5, i32 0, i32 0, !dbg !55
  %6 = load %struct.slot*, %struct.slot** %slots, align 8, !dbg !55
  %7 = load i32, i32* %i, align 4, !dbg !56
  %idxprom = sext i32 %7 to i64, !dbg !54
  %arrayidx = getelementptr inbounds %struct.slot, %struct.slot* %6, i64 %idxprom, !dbg !54
  %used = getelementptr inbounds %struct.slot, %struct.slot* %arrayidx, i32 0, i32 0, !dbg !57
  store i32 %and, i32* %used, align 8, !dbg !58
  %8 = load i32, i32* %i, align 4, !dbg !59
  %conv = sext i32 %8 to i64, !dbg !59
  %9 = load %struct.pool*, %struct.pool** %p, align 8, !dbg !60
  %slots1 = getelementptr inbounds %struct.pool, %struct.pool* %9, i32 0, i32 0, !dbg !61
  %10 = load %struct.slot*, %struct.slot** %slots1, align 8, !dbg !61
  %11 = load i32, i32* %i, align 4, !dbg !62
  %idxprom2 = sext i32 %11 to i64, !dbg !60
  %arrayidx3 = getelementptr inbounds %struct.slot, %struct.slot* %10, i64 %idxprom2, !dbg !60
  %payload = getelementptr inbounds %struct.slot, %struct.slot* %arrayidx3, i32 0, i32 2, !dbg !63
  store i64 %conv, i64* %payload, align 8, !dbg !64
  br label %for.inc, !dbg !65

for.inc:                                          ; preds = %for.body
  %12 = load i32, i32* %i, align 4, !dbg !66
  %inc = add nsw i32 %12, 1, !dbg !66
  store i32 %inc, i32* %i, align 4, !dbg !66
  br label %for.cond, !dbg !67, !llvm.loop !68

for.end:                                          ; preds = %for.cond
  call void @llvm.dbg.declare(metadata %struct.table* %t, metadata !71, metadata !DIExpression()), !dbg !82
  %13 = load i32, i32* %argc.addr, align 4, !dbg !83
  %add4 = add nsw i32 %13, 2, !dbg !84
  %n = getelementptr inbounds %struct.table, %struct.table* %t, i32 0, i32 2, !dbg !85
  store i32 %add4, i32* %n, align 8, !dbg !86
  %n5 = getelementptr inbounds %struct.table, %struct.table* %t, i32 0, i32 2, !dbg !87
  %14 = load i32, i32* %n5, align 8, !dbg !87
  %conv6 = sext i32 %14 to i64, !dbg !88
  %mul = mul i64 %conv6, 8, !dbg !89
  %call7 = call noalias i8* @malloc(i64 noundef %mul) #4, !dbg !90
  %15 = bitcast i8* %call7 to %struct.bucket*, !dbg !90
  %buckets = getelementptr inbounds %struct.table, %struct.table* %t, i32 0, i32 0, !dbg !91
  store %struct.bucket* %15, %struct.bucket** %buckets, align 8, !dbg !92
  %call8 = call noalias i8* @malloc(i64 noundef 256) #4, !dbg !93
  %16 = bitcast i8* %call8 to %struct.slot*, !dbg !93
  %overflow = getelementptr inbounds %struct.table, %struct.table* %t, i32 0, i32 1, !dbg !94
  store %struct.slot* %16, %struct.slot** %overflow, align 8, !dbg !95
  call void @llvm.dbg.declare(metadata i32* %i9, metadata !96, metadata !DIExpression()), !dbg !98
  store i32 0, i32* %i9, align 4, !dbg !98
  br label %for.cond10, !dbg !99

for.cond10:                                       ; preds = %for.inc25, %for.end
  %17 = load i32, i32* %i9, align 4, !dbg !100
  %n11 = getelementptr inbounds %struct.table, %struct.table* %t, i32 0, i32 2, !dbg !102
  %18 = load i32, i32* %n11, align 8, !dbg !102
  %cmp12 = icmp slt i32 %17, %18, !dbg !103
  br i1 %cmp12, label %for.body14, label %for.end27, !dbg !104

for.body14:                                       ; preds = %for.cond10
  %19 = load i32, i32* %i9, align 4, !dbg !105
  %mul15 = mul i32 %19, -1640531535, !dbg !107
  %buckets16 = getelementptr inbounds %struct.table, %struct.table* %t, i32 0, i32 0, !dbg !108
  %20 = load %struct.bucket*, %struct.bucket** %buckets16, align 8, !dbg !108
  %21 = load i32, i32* %i9, align 4, !dbg !109
  %idxprom17 = sext i32 %21 to i64, !dbg !110
  %arrayidx18 = getelementptr inbounds %struct.bucket, %struct.bucket* %20, i64 %idxprom17, !dbg !110
  %hash = getelementptr inbounds %struct.bucket, %struct.bucket* %arrayidx18, i32 0, i32 0, !dbg !111
  store i32 %mul15, i32* %hash, align 4, !dbg !112
  %buckets19 = getelementptr inbounds %struct.table, %struct.table* %t, i32 0, i32 0, !dbg !113
  %22 = load %struct.bucket*, %struct.bucket** %buckets19, align 8, !dbg !113
  %23 = load i32, i32* %i9, align 4, !dbg !114
  %idxprom20 = sext i32 %23 to i64, !dbg !115
  %arrayidx21 = getelementptr inbounds %struct.bucket, %struct.bucket* %22, i64 %idxprom20, !dbg !115
  %next = getelementptr inbounds %struct.bucket, %struct.bucket* %arrayidx21, i32 0, i32 1, !dbg !116
  store i32 -1, i32* %next, align 4, !dbg !117
  %24 = load i32, i32* %i9, align 4, !dbg !118
  %overflow22 = getelementptr inbounds %struct.table, %struct.table* %t, i32 0, i32 1, !dbg !119
  %25 = load %struct.slot*, %struct.slot** %overflow22, align 8, !dbg !119
  %26 = load i32, i32* %i9, align 4, !dbg !120
  %rem = srem i32 %26, 16, !dbg !121
  %idxprom23 = sext i32 %rem to i64, !dbg !122
  %arrayidx24 = getelementptr inbounds %struct.slot, %struct.slot* %25, i64 %idxprom23, !dbg !122
  %key = getelementptr inbounds %struct.slot, %struct.slot* %arrayidx24, i32 0, i32 1, !dbg !123
  store i32 %24, i32* %key, align 4, !dbg !124
  br label %for.inc25, !dbg !125

for.inc25:                                        ; preds = %for.body14
  %27 = load i32, i32* %i9, align 4, !dbg !126
  %inc26 = add nsw i32 %27, 1, !dbg !126
  store i32 %inc26, i32* %i9, align 4, !dbg !126
  br label %for.cond10, !dbg !127, !llvm.loop !128

for.end27:                                        ; preds = %for.cond10
  %28 = load %struct.pool*, %struct.pool** %p, align 8, !dbg !130
  %call28 = call i64 @pool_sum(%struct.pool* noundef %28), !dbg !131
  %buckets29 = getelementptr inbounds %struct.table, %struct.table* %t, i32 0, i32 0, !dbg !132
  %29 = load %struct.bucket*, %struct.bucket** %buckets29, align 8, !dbg !132
  %n30 = getelementptr inbounds %struct.table, %struct.table* %t, i32 0, i32 2, !dbg !133
  %30 = load i32, i32* %n30, align 8, !dbg !133
  %sub = sub nsw i32 %30, 1, !dbg !134
  %idxprom31 = sext i32 %sub to i64, !dbg !135
  %arrayidx32 = getelementptr inbounds %struct.bucket, %struct.bucket* %29, i64 %idxprom31, !dbg !135
  %hash33 = getelementptr inbounds %struct.bucket, %struct.bucket* %arrayidx32, i32 0, i32 0, !dbg !136
  %31 = load i32, i32* %hash33, align 4, !dbg !136
  %overflow34 = getelementptr inbounds %struct.table, %struct.table* %t, i32 0, i32 1, !dbg !137
  %32 = load %struct.slot*, %struct.slot** %overflow34, align 8, !dbg !137
  %33 = load i32, i32* %argc.addr, align 4, !dbg !138
  %rem35 = srem i32 %33, 16, !dbg !139
  %idxprom36 = sext i32 %rem35 to i64, !dbg !140
  %arrayidx37 = getelementptr inbounds %struct.slot, %struct.slot* %32, i64 %idxprom36, !dbg !140
  %key38 = getelementptr inbounds %struct.slot, %struct.slot* %arrayidx37, i32 0, i32 1, !dbg !141
  %34 = load i32, i32* %key38, align 4, !dbg !141
  %call39 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i64 noundef %call28, i32 noundef %31, i32 noundef %34), !dbg !142
  ret i32 0, !dbg !143
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.pool* @pool_new(i32 noundef %n) #0 !dbg !144 {
entry:
  %n.addr = alloca i32, align 4
  %p = alloca %struct.pool*, align 8
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !147, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.declare(metadata %struct.pool** %p, metadata !149, metadata !DIExpression()), !dbg !150
  %call = call noalias i8* @malloc(i64 noundef 16) #4, !dbg !151
  %0 = bitcast i8* %call to %struct.pool*, !dbg !151
  store %struct.pool* %0, %struct.pool** %p, align 8, !dbg !150
  %1 = load i32, i32* %n.addr, align 4, !dbg !152
  %conv = sext i32 %1 to i64, !dbg !152
  %call1 = call noalias i8* @calloc(i64 noundef %conv, i64 noundef 16) #4, !dbg !153
  %2 = bitcast i8* %call1 to %struct.slot*, !dbg !153
  %3 = load %struct.pool*, %struct.pool** %p, align 8, !dbg !154
  %slots = getelementptr inbounds %struct.pool, %struct.pool* %3, i32 0, i32 0, !dbg !155
  store %struct.slot* %2, %struct.slot** %slots, align 8, !dbg !156
  %4 = load i32, i32* %n.addr, align 4, !dbg !157
  %5 = load %struct.pool*, %struct.pool** %p, align 8, !dbg !158
  %nslots = getelementptr inbounds %struct.pool, %struct.pool* %5, i32 0, i32 1, !dbg !159
  store i32 %4, i32* %nslots, align 8, !dbg !160
  %6 = load %struct.pool*, %struct.pool** %p, align 8, !dbg !161
  ret %struct.pool* %6, !dbg !162
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @pool_sum(%struct.pool* noundef %p) #0 !dbg !163 {
entry:
  %p.addr = alloca %struct.pool*, align 8
  %s = alloca i64, align 8
  %i = alloca i32, align 4
  store %struct.pool* %p, %struct.pool** %p.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.pool** %p.addr, metadata !166, metadata !DIExpression()), !dbg !167
  call void @llvm.dbg.declare(metadata i64* %s, metadata !168, metadata !DIExpression()), !dbg !169
  store i64 0, i64* %s, align 8, !dbg !169
  call void @llvm.dbg.declare(metadata i32* %i, metadata !170, metadata !DIExpression()), !dbg !172
  store i32 0, i32* %i, align 4, !dbg !172
  br label %for.cond, !dbg !173

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !174
  %1 = load %struct.pool*, %struct.pool** %p.addr, align 8, !dbg !176
  %nslots = getelementptr inbounds %struct.pool, %struct.pool* %1, i32 0, i32 1, !dbg !177
  %2 = load i32, i32* %nslots, align 8, !dbg !177
  %cmp = icmp slt i32 %0, %2, !dbg !178
  br i1 %cmp, label %for.body, label %for.end, !dbg !179

for.body:                                         ; preds = %for.cond
  %3 = load %struct.pool*, %struct.pool** %p.addr, align 8, !dbg !180
  %slots = getelementptr inbounds %struct.pool, %struct.pool* %3, i32 0, i32 0, !dbg !182
  %4 = load %struct.slot*, %struct.slot** %slots, align 8, !dbg !182
  %5 = load i32, i32* %i, align 4, !dbg !183
  %idxprom = sext i32 %5 to i64, !dbg !180
  %arrayidx = getelementptr inbounds %struct.slot, %struct.slot* %4, i64 %idxprom, !dbg !180
  %used = getelementptr inbounds %struct.slot, %struct.slot* %arrayidx, i32 0, i32 0, !dbg !184
  %6 = load i32, i32* %used, align 8, !dbg !184
  %tobool = icmp ne i32 %6, 0, !dbg !180
  br i1 %tobool, label %if.then, label %if.end, !dbg !185

if.then:                                          ; preds = %for.body
  %7 = load %struct.pool*, %struct.pool** %p.addr, align 8, !dbg !186
  %slots1 = getelementptr inbounds %struct.pool, %struct.pool* %7, i32 0, i32 0, !dbg !187
  %8 = load %struct.slot*, %struct.slot** %slots1, align 8, !dbg !187
  %9 = load i32, i32* %i, align 4, !dbg !188
  %idxprom2 = sext i32 %9 to i64, !dbg !186
  %arrayidx3 = getelementptr inbounds %struct.slot, %struct.slot* %8, i64 %idxprom2, !dbg !186
  %payload = getelementptr inbounds %struct.slot, %struct.slot* %arrayidx3, i32 0, i32 2, !dbg !189
  %10 = load i64, i64* %payload, align 8, !dbg !189
  %11 = load i64, i64* %s, align 8, !dbg !190
  %add = add nsw i64 %11, %10, !dbg !190
  store i64 %add, i64* %s, align 8, !dbg !190
  br label %if.end, !dbg !191

if.end:                                           ; preds = %if.then, %for.body
  br label %for.inc, !dbg !184

for.inc:                                          ; preds = %if.end
  %12 = load i32, i32* %i, align 4, !dbg !192
  %inc = add nsw i32 %12, 1, !dbg !192
  store i32 %inc, i32* %i, align 4, !dbg !192
  br label %for.cond, !dbg !193, !llvm.loop !194

for.end:                                          ; preds = %for.cond
  %13 = load i64, i64* %s, align 8, !dbg !196
  ret i64 %13, !dbg !197
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "field_store.c", directory: ".", checksumkind: CSK_MD5, checksum: "8963de23a4f2ecf91b9ef0435757c395")
!2 = !{!3}
!3 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 49, type: !13, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !15, !16}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!19 = !{}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !12, file: !1, line: 49, type: !15)
!21 = !DILocation(line: 49, column: 14, scope: !12)
!22 = !DILocalVariable(name: "argv", arg: 2, scope: !12, file: !1, line: 49, type: !16)
!23 = !DILocation(line: 49, column: 27, scope: !12)
!24 = !DILocalVariable(name: "p", scope: !12, file: !1, line: 51, type: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pool", file: !1, line: 17, size: 128, elements: !27)
!27 = !{!28, !36}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "slots", scope: !26, file: !1, line: 18, baseType: !29, size: 64)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "slot", file: !1, line: 6, size: 128, elements: !31)
!31 = !{!32, !33, !34}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "used", scope: !30, file: !1, line: 7, baseType: !15, size: 32)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !30, file: !1, line: 8, baseType: !15, size: 32, offset: 32)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "payload", scope: !30, file: !1, line: 9, baseType: !35, size: 64, offset: 64)
!35 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "nslots", scope: !26, file: !1, line: 19, baseType: !15, size: 32, offset: 64)
!37 = !DILocation(line: 51, column: 15, scope: !12)
!38 = !DILocation(line: 51, column: 28, scope: !12)
!39 = !DILocation(line: 51, column: 33, scope: !12)
!40 = !DILocation(line: 51, column: 19, scope: !12)
!41 = !DILocalVariable(name: "i", scope: !42, file: !1, line: 52, type: !15)
!42 = distinct !DILexicalBlock(scope: !12, file: !1, line: 52, column: 2)
!43 = !DILocation(line: 52, column: 11, scope: !42)
!44 = !DILocation(line: 52, column: 7, scope: !42)
!45 = !DILocation(line: 52, column: 18, scope: !46)
!46 = distinct !DILexicalBlock(scope: !42, file: !1, line: 52, column: 2)
!47 = !DILocation(line: 52, column: 22, scope: !46)
!48 = !DILocation(line: 52, column: 25, scope: !46)
!49 = !DILocation(line: 52, column: 20, scope: !46)
!50 = !DILocation(line: 52, column: 2, scope: !42)
!51 = !DILocation(line: 53, column: 22, scope: !52)
!52 = distinct !DILexicalBlock(scope: !46, file: !1, line: 52, column: 38)
!53 = !DILocation(line: 53, column: 24, scope: !52)
!54 = !DILocation(line: 53, column: 3, scope: !52)
!55 = !DILocation(line: 53, column: 6, scope: !52)
!56 = !DILocation(line: 53, column: 12, scope: !52)
!57 = !DILocation(line: 53, column: 15, scope: !52)
!58 = !DILocation(line: 53, column: 20, scope: !52)
!59 = !DILocation(line: 54, column: 25, scope: !52)
!60 = !DILocation(line: 54, column: 3, scope: !52)
!61 = !DILocation(line: 54, column: 6, scope: !52)
!62 = !DILocation(line: 54, column: 12, scope: !52)
!63 = !DILocation(line: 54, column: 15, scope: !52)
!64 = !DILocation(line: 54, column: 23, scope: !52)
!65 = !DILocation(line: 55, column: 2, scope: !52)
!66 = !DILocation(line: 52, column: 34, scope: !46)
!67 = !DILocation(line: 52, column: 2, scope: !46)
!68 = distinct !{!68, !50, !69, !70}
!69 = !DILocation(line: 55, column: 2, scope: !42)
!70 = !{!"llvm.loop.mustprogress"}
!71 = !DILocalVariable(name: "t", scope: !12, file: !1, line: 56, type: !72)
!72 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "table", file: !1, line: 22, size: 192, elements: !73)
!73 = !{!74, !80, !81}
!74 = !DIDerivedType(tag: DW_TAG_member, name: "buckets", scope: !72, file: !1, line: 23, baseType: !75, size: 64)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!76 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bucket", file: !1, line: 12, size: 64, elements: !77)
!77 = !{!78, !79}
!78 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !76, file: !1, line: 13, baseType: !3, size: 32)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !76, file: !1, line: 14, baseType: !15, size: 32, offset: 32)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "overflow", scope: !72, file: !1, line: 24, baseType: !29, size: 64, offset: 64)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !72, file: !1, line: 25, baseType: !15, size: 32, offset: 128)
!82 = !DILocation(line: 56, column: 15, scope: !12)
!83 = !DILocation(line: 57, column: 8, scope: !12)
!84 = !DILocation(line: 57, column: 13, scope: !12)
!85 = !DILocation(line: 57, column: 4, scope: !12)
!86 = !DILocation(line: 57, column: 6, scope: !12)
!87 = !DILocation(line: 58, column: 23, scope: !12)
!88 = !DILocation(line: 58, column: 21, scope: !12)
!89 = !DILocation(line: 58, column: 25, scope: !12)
!90 = !DILocation(line: 58, column: 14, scope: !12)
!91 = !DILocation(line: 58, column: 4, scope: !12)
!92 = !DILocation(line: 58, column: 12, scope: !12)
!93 = !DILocation(line: 59, column: 15, scope: !12)
!94 = !DILocation(line: 59, column: 4, scope: !12)
!95 = !DILocation(line: 59, column: 13, scope: !12)
!96 = !DILocalVariable(name: "i", scope: !97, file: !1, line: 60, type: !15)
!97 = distinct !DILexicalBlock(scope: !12, file: !1, line: 60, column: 2)
!98 = !DILocation(line: 60, column: 11, scope: !97)
!99 = !DILocation(line: 60, column: 7, scope: !97)
!100 = !DILocation(line: 60, column: 18, scope: !101)
!101 = distinct !DILexicalBlock(scope: !97, file: !1, line: 60, column: 2)
!102 = !DILocation(line: 60, column: 24, scope: !101)
!103 = !DILocation(line: 60, column: 20, scope: !101)
!104 = !DILocation(line: 60, column: 2, scope: !97)
!105 = !DILocation(line: 61, column: 33, scope: !106)
!106 = distinct !DILexicalBlock(scope: !101, file: !1, line: 60, column: 32)
!107 = !DILocation(line: 61, column: 35, scope: !106)
!108 = !DILocation(line: 61, column: 5, scope: !106)
!109 = !DILocation(line: 61, column: 13, scope: !106)
!110 = !DILocation(line: 61, column: 3, scope: !106)
!111 = !DILocation(line: 61, column: 16, scope: !106)
!112 = !DILocation(line: 61, column: 21, scope: !106)
!113 = !DILocation(line: 62, column: 5, scope: !106)
!114 = !DILocation(line: 62, column: 13, scope: !106)
!115 = !DILocation(line: 62, column: 3, scope: !106)
!116 = !DILocation(line: 62, column: 16, scope: !106)
!117 = !DILocation(line: 62, column: 21, scope: !106)
!118 = !DILocation(line: 63, column: 28, scope: !106)
!119 = !DILocation(line: 63, column: 5, scope: !106)
!120 = !DILocation(line: 63, column: 14, scope: !106)
!121 = !DILocation(line: 63, column: 16, scope: !106)
!122 = !DILocation(line: 63, column: 3, scope: !106)
!123 = !DILocation(line: 63, column: 22, scope: !106)
!124 = !DILocation(line: 63, column: 26, scope: !106)
!125 = !DILocation(line: 64, column: 2, scope: !106)
!126 = !DILocation(line: 60, column: 28, scope: !101)
!127 = !DILocation(line: 60, column: 2, scope: !101)
!128 = distinct !{!128, !104, !129, !70}
!129 = !DILocation(line: 64, column: 2, scope: !97)
!130 = !DILocation(line: 65, column: 33, scope: !12)
!131 = !DILocation(line: 65, column: 24, scope: !12)
!132 = !DILocation(line: 65, column: 39, scope: !12)
!133 = !DILocation(line: 65, column: 49, scope: !12)
!134 = !DILocation(line: 65, column: 51, scope: !12)
!135 = !DILocation(line: 65, column: 37, scope: !12)
!136 = !DILocation(line: 65, column: 56, scope: !12)
!137 = !DILocation(line: 65, column: 64, scope: !12)
!138 = !DILocation(line: 65, column: 73, scope: !12)
!139 = !DILocation(line: 65, column: 78, scope: !12)
!140 = !DILocation(line: 65, column: 62, scope: !12)
!141 = !DILocation(line: 65, column: 84, scope: !12)
!142 = !DILocation(line: 65, column: 2, scope: !12)
!143 = !DILocation(line: 66, column: 2, scope: !12)
!144 = distinct !DISubprogram(name: "pool_new", scope: !1, file: !1, line: 32, type: !145, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!145 = !DISubroutineType(types: !146)
!146 = !{!25, !15}
!147 = !DILocalVariable(name: "n", arg: 1, scope: !144, file: !1, line: 32, type: !15)
!148 = !DILocation(line: 32, column: 60, scope: !144)
!149 = !DILocalVariable(name: "p", scope: !144, file: !1, line: 34, type: !25)
!150 = !DILocation(line: 34, column: 15, scope: !144)
!151 = !DILocation(line: 34, column: 19, scope: !144)
!152 = !DILocation(line: 35, column: 20, scope: !144)
!153 = !DILocation(line: 35, column: 13, scope: !144)
!154 = !DILocation(line: 35, column: 2, scope: !144)
!155 = !DILocation(line: 35, column: 5, scope: !144)
!156 = !DILocation(line: 35, column: 11, scope: !144)
!157 = !DILocation(line: 36, column: 14, scope: !144)
!158 = !DILocation(line: 36, column: 2, scope: !144)
!159 = !DILocation(line: 36, column: 5, scope: !144)
!160 = !DILocation(line: 36, column: 12, scope: !144)
!161 = !DILocation(line: 37, column: 9, scope: !144)
!162 = !DILocation(line: 37, column: 2, scope: !144)
!163 = distinct !DISubprogram(name: "pool_sum", scope: !1, file: !1, line: 40, type: !164, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!164 = !DISubroutineType(types: !165)
!165 = !{!35, !25}
!166 = !DILocalVariable(name: "p", arg: 1, scope: !163, file: !1, line: 40, type: !25)
!167 = !DILocation(line: 40, column: 61, scope: !163)
!168 = !DILocalVariable(name: "s", scope: !163, file: !1, line: 42, type: !35)
!169 = !DILocation(line: 42, column: 7, scope: !163)
!170 = !DILocalVariable(name: "i", scope: !171, file: !1, line: 43, type: !15)
!171 = distinct !DILexicalBlock(scope: !163, file: !1, line: 43, column: 2)
!172 = !DILocation(line: 43, column: 11, scope: !171)
!173 = !DILocation(line: 43, column: 7, scope: !171)
!174 = !DILocation(line: 43, column: 18, scope: !175)
!175 = distinct !DILexicalBlock(scope: !171, file: !1, line: 43, column: 2)
!176 = !DILocation(line: 43, column: 22, scope: !175)
!177 = !DILocation(line: 43, column: 25, scope: !175)
!178 = !DILocation(line: 43, column: 20, scope: !175)
!179 = !DILocation(line: 43, column: 2, scope: !171)
!180 = !DILocation(line: 44, column: 7, scope: !181)
!181 = distinct !DILexicalBlock(scope: !175, file: !1, line: 44, column: 7)
!182 = !DILocation(line: 44, column: 10, scope: !181)
!183 = !DILocation(line: 44, column: 16, scope: !181)
!184 = !DILocation(line: 44, column: 19, scope: !181)
!185 = !DILocation(line: 44, column: 7, scope: !175)
!186 = !DILocation(line: 45, column: 9, scope: !181)
!187 = !DILocation(line: 45, column: 12, scope: !181)
!188 = !DILocation(line: 45, column: 18, scope: !181)
!189 = !DILocation(line: 45, column: 21, scope: !181)
!190 = !DILocation(line: 45, column: 6, scope: !181)
!191 = !DILocation(line: 45, column: 4, scope: !181)
!192 = !DILocation(line: 43, column: 34, scope: !175)
!193 = !DILocation(line: 43, column: 2, scope: !175)
!194 = distinct !{!194, !179, !195, !70}
!195 = !DILocation(line: 45, column: 21, scope: !171)
!196 = !DILocation(line: 46, column: 9, scope: !163)
!197 = !DILocation(line: 46, column: 2, scope: !163)
