; ModuleID = 'field_store.c'
source_filename = "field_store.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.table = type { ptr, ptr, i32 }
%struct.pool = type { ptr, i32 }
%struct.slot = type { i32, i32, i64 }
%struct.bucket = type { i32, i32 }

@.str = private unnamed_addr constant [11 x i8] c"%ld %u %d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !19 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %p = alloca ptr, align 8
  %i = alloca i32, align 4
  %t = alloca %struct.table, align 8
  %i9 = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
    #dbg_declare(ptr %argc.addr, !26, !DIExpression(), !27)
  store ptr %argv, ptr %argv.addr, align 8
    #dbg_declare(ptr %argv.addr, !28, !DIExpression(), !29)
    #dbg_declare(ptr %p, !30, !DIExpression(), !43)
  %0 = load i32, ptr %argc.addr, align 4, !dbg !44
  %add = add nsw i32 %0, 4, !dbg !45
  %call = call ptr @pool_new(i32 noundef %add), !dbg !46
  store ptr %call, ptr %p, align 8, !dbg !43
    #dbg_declare(ptr %i, !47, !DIExpression(), !49)
  store i32 0, ptr %i, align 4, !dbg !49
  br label %for.cond, !dbg !50

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, ptr %i, align 4, !dbg !51
  %2 = load ptr, ptr %p, align 8, !dbg !53
  %nslots = getelementptr inbounds %struct.pool, ptr %2, i32 0, i32 1, !dbg !54
  %3 = load i32, ptr %nslots, align 8, !dbg !54
  %cmp = icmp slt i32 %1, %3, !dbg !55
  br i1 %cmp, label %for.body, label %for.end, !dbg !56

for.body:                                         ; preds = %for.cond
  %4 = load i32, ptr %i, align 4, !dbg !57
  %and = and i32 %4, 1, !dbg !59
  %5 = load ptr, ptr %p, align 8, !dbg !60
  %slots = getelementptr inbounds %struct.pool, ptr %5, i32 0, i32 0, !dbg !61
  %6 = load ptr, ptr %slots, align 8, !dbg !61
  %7 = load i32, ptr %i, align 4, !dbg !62
  %idxprom = sext i32 %7 to i64, !dbg !60
  %arrayidx = getelementptr inbounds %struct.slot, ptr %6, i64 %idxprom, !dbg !60
  %used = getelementptr inbounds %struct.slot, ptr %arrayidx, i32 0, i32 0, !dbg !63
  store i32 %and, ptr %used, align 8, !dbg !64
  %8 = load i32, ptr %i, align 4, !dbg !65
  %conv = sext i32 %8 to i64, !dbg !65
  %9 = load ptr, ptr %p, align 8, !dbg !66
  %slots1 = getelementptr inbounds %struct.pool, ptr %9, i32 0, i32 0, !dbg !67
  %10 = load ptr, ptr %slots1, align 8, !dbg !67
  %11 = load i32, ptr %i, align 4, !dbg !68
  %idxprom2 = sext i32 %11 to i64, !dbg !66
  %arrayidx3 = getelementptr inbounds %struct.slot, ptr %10, i64 %idxprom2, !dbg !66
  %payload = getelementptr inbounds %struct.slot, ptr %arrayidx3, i32 0, i32 2, !dbg !69
  store i64 %conv, ptr %payload, align 8, !dbg !70
  br label %for.inc, !dbg !71

for.inc:                                          ; preds = %for.body
  %12 = load i32, ptr %i, align 4, !dbg !72
  %inc = add nsw i32 %12, 1, !dbg !72
  store i32 %inc, ptr %i, align 4, !dbg !72
  br label %for.cond, !dbg !73, !llvm.loop !74

for.end:                                          ; preds = %for.cond
    #dbg_declare(ptr %t, !77, !DIExpression(), !88)
  %13 = load i32, ptr %argc.addr, align 4, !dbg !89
  %add4 = add nsw i32 %13, 2, !dbg !90
  %n = getelementptr inbounds %struct.table, ptr %t, i32 0, i32 2, !dbg !91
  store i32 %add4, ptr %n, align 8, !dbg !92
  %n5 = getelementptr inbounds %struct.table, ptr %t, i32 0, i32 2, !dbg !93
  %14 = load i32, ptr %n5, align 8, !dbg !93
  %conv6 = sext i32 %14 to i64, !dbg !94
  %mul = mul i64 %conv6, 8, !dbg !95
  %call7 = call noalias ptr @malloc(i64 noundef %mul) #4, !dbg !96
  %buckets = getelementptr inbounds %struct.table, ptr %t, i32 0, i32 0, !dbg !97
  store ptr %call7, ptr %buckets, align 8, !dbg !98
  %call8 = call noalias ptr @malloc(i64 noundef 256) #4, !dbg !99
  %overflow = getelementptr inbounds %struct.table, ptr %t, i32 0, i32 1, !dbg !100
  store ptr %call8, ptr %overflow, align 8, !dbg !101
    #dbg_declare(ptr %i9, !102, !DIExpression(), !104)
  store i32 0, ptr %i9, align 4, !dbg !104
  br label %for.cond10, !dbg !105

for.cond10:                                       ; preds = %for.inc25, %for.end
  %15 = load i32, ptr %i9, align 4, !dbg !106
  %n11 = getelementptr inbounds %struct.table, ptr %t, i32 0, i32 2, !dbg !108
  %16 = load i32, ptr %n11, align 8, !dbg !108
  %cmp12 = icmp slt i32 %15, %16, !dbg !109
  br i1 %cmp12, label %for.body14, label %for.end27, !dbg !110

for.body14:                                       ; preds = %for.cond10
  %17 = load i32, ptr %i9, align 4, !dbg !111
  %mul15 = mul i32 %17, -1640531535, !dbg !113
  %buckets16 = getelementptr inbounds %struct.table, ptr %t, i32 0, i32 0, !dbg !114
  %18 = load ptr, ptr %buckets16, align 8, !dbg !114
  %19 = load i32, ptr %i9, align 4, !dbg !115
  %idxprom17 = sext i32 %19 to i64, !dbg !116
  %arrayidx18 = getelementptr inbounds %struct.bucket, ptr %18, i64 %idxprom17, !dbg !116
  %hash = getelementptr inbounds %struct.bucket, ptr %arrayidx18, i32 0, i32 0, !dbg !117
  store i32 %mul15, ptr %hash, align 4, !dbg !118
  %buckets19 = getelementptr inbounds %struct.table, ptr %t, i32 0, i32 0, !dbg !119
  %20 = load ptr, ptr %buckets19, align 8, !dbg !119
  %21 = load i32, ptr %i9, align 4, !dbg !120
  %idxprom20 = sext i32 %21 to i64, !dbg !121
  %arrayidx21 = getelementptr inbounds %struct.bucket, ptr %20, i64 %idxprom20, !dbg !121
  %next = getelementptr inbounds %struct.bucket, ptr %arrayidx21, i32 0, i32 1, !dbg !122
  store i32 -1, ptr %next, align 4, !dbg !123
  %22 = load i32, ptr %i9, align 4, !dbg !124
  %overflow22 = getelementptr inbounds %struct.table, ptr %t, i32 0, i32 1, !dbg !125
  %23 = load ptr, ptr %overflow22, align 8, !dbg !125
  %24 = load i32, ptr %i9, align 4, !dbg !126
  %rem = srem i32 %24, 16, !dbg !127
  %idxprom23 = sext i32 %rem to i64, !dbg !128
  %arrayidx24 = getelementptr inbounds %struct.slot, ptr %23, i64 %idxprom23, !dbg !128
  %key = getelementptr inbounds %struct.slot, ptr %arrayidx24, i32 0, i32 1, !dbg !129
  store i32 %22, ptr %key, align 4, !dbg !130
  br label %for.inc25, !dbg !131

for.inc25:                                        ; preds = %for.body14
  %25 = load i32, ptr %i9, align 4, !dbg !132
  %inc26 = add nsw i32 %25, 1, !dbg !132
  store i32 %inc26, ptr %i9, align 4, !dbg !132
  br label %for.cond10, !dbg !133, !llvm.loop !134

for.end27:                                        ; preds = %for.cond10
  %26 = load ptr, ptr %p, align 8, !dbg !136
  %call28 = call i64 @pool_sum(ptr noundef %26), !dbg !137
  %buckets29 = getelementptr inbounds %struct.table, ptr %t, i32 0, i32 0, !dbg !138
  %27 = load ptr, ptr %buckets29, align 8, !dbg !138
  %n30 = getelementptr inbounds %struct.table, ptr %t, i32 0, i32 2, !dbg !139
  %28 = load i32, ptr %n30, align 8, !dbg !139
  %sub = sub nsw i32 %28, 1, !dbg !140
  %idxprom31 = sext i32 %sub to i64, !dbg !141
  %arrayidx32 = getelementptr inbounds %struct.bucket, ptr %27, i64 %idxprom31, !dbg !141
  %hash33 = getelementptr inbounds %struct.bucket, ptr %arrayidx32, i32 0, i32 0, !dbg !142
  %29 = load i32, ptr %hash33, align 4, !dbg !142
  %overflow34 = getelementptr inbounds %struct.table, ptr %t, i32 0, i32 1, !dbg !143
  %30 = load ptr, ptr %overflow34, align 8, !dbg !143
  %31 = load i32, ptr %argc.addr, align 4, !dbg !144
  %rem35 = srem i32 %31, 16, !dbg !145
  %idxprom36 = sext i32 %rem35 to i64, !dbg !146
  %arrayidx37 = getelementptr inbounds %struct.slot, ptr %30, i64 %idxprom36, !dbg !146
  %key38 = getelementptr inbounds %struct.slot, ptr %arrayidx37, i32 0, i32 1, !dbg !147
  %32 = load i32, ptr %key38, align 4, !dbg !147
  %call39 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %call28, i32 noundef %29, i32 noundef %32), !dbg !148
  ret i32 0, !dbg !149
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @pool_new(i32 noundef %n) #0 !dbg !150 {
entry:
  %n.addr = alloca i32, align 4
  %p = alloca ptr, align 8
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !153, !DIExpression(), !154)
    #dbg_declare(ptr %p, !155, !DIExpression(), !156)
  %call = call noalias ptr @malloc(i64 noundef 16) #4, !dbg !157
  store ptr %call, ptr %p, align 8, !dbg !156
  %0 = load i32, ptr %n.addr, align 4, !dbg !158
  %conv = sext i32 %0 to i64, !dbg !158
  %call1 = call noalias ptr @calloc(i64 noundef %conv, i64 noundef 16) #5, !dbg !159
  %1 = load ptr, ptr %p, align 8, !dbg !160
  %slots = getelementptr inbounds %struct.pool, ptr %1, i32 0, i32 0, !dbg !161
  store ptr %call1, ptr %slots, align 8, !dbg !162
  %2 = load i32, ptr %n.addr, align 4, !dbg !163
  %3 = load ptr, ptr %p, align 8, !dbg !164
  %nslots = getelementptr inbounds %struct.pool, ptr %3, i32 0, i32 1, !dbg !165
  store i32 %2, ptr %nslots, align 8, !dbg !166
  %4 = load ptr, ptr %p, align 8, !dbg !167
  ret ptr %4, !dbg !168
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @pool_sum(ptr noundef %p) #0 !dbg !169 {
entry:
  %p.addr = alloca ptr, align 8
  %s = alloca i64, align 8
  %i = alloca i32, align 4
  store ptr %p, ptr %p.addr, align 8
    #dbg_declare(ptr %p.addr, !172, !DIExpression(), !173)
    #dbg_declare(ptr %s, !174, !DIExpression(), !175)
  store i64 0, ptr %s, align 8, !dbg !175
    #dbg_declare(ptr %i, !176, !DIExpression(), !178)
  store i32 0, ptr %i, align 4, !dbg !178
  br label %for.cond, !dbg !179

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !dbg !180
  %1 = load ptr, ptr %p.addr, align 8, !dbg !182
  %nslots = getelementptr inbounds %struct.pool, ptr %1, i32 0, i32 1, !dbg !183
  %2 = load i32, ptr %nslots, align 8, !dbg !183
  %cmp = icmp slt i32 %0, %2, !dbg !184
  br i1 %cmp, label %for.body, label %for.end, !dbg !185

for.body:                                         ; preds = %for.cond
  %3 = load ptr, ptr %p.addr, align 8, !dbg !186
  %slots = getelementptr inbounds %struct.pool, ptr %3, i32 0, i32 0, !dbg !188
  %4 = load ptr, ptr %slots, align 8, !dbg !188
  %5 = load i32, ptr %i, align 4, !dbg !189
  %idxprom = sext i32 %5 to i64, !dbg !186
  %arrayidx = getelementptr inbounds %struct.slot, ptr %4, i64 %idxprom, !dbg !186
  %used = getelementptr inbounds %struct.slot, ptr %arrayidx, i32 0, i32 0, !dbg !190
  %6 = load i32, ptr %used, align 8, !dbg !190
  %tobool = icmp ne i32 %6, 0, !dbg !186
  br i1 %tobool, label %if.then, label %if.end, !dbg !191

if.then:                                          ; preds = %for.body
  %7 = load ptr, ptr %p.addr, align 8, !dbg !192
  %slots1 = getelementptr inbounds %struct.pool, ptr %7, i32 0, i32 0, !dbg !193
  %8 = load ptr, ptr %slots1, align 8, !dbg !193
  %9 = load i32, ptr %i, align 4, !dbg !194
  %idxprom2 = sext i32 %9 to i64, !dbg !192
  %arrayidx3 = getelementptr inbounds %struct.slot, ptr %8, i64 %idxprom2, !dbg !192
  %payload = getelementptr inbounds %struct.slot, ptr %arrayidx3, i32 0, i32 2, !dbg !195
  %10 = load i64, ptr %payload, align 8, !dbg !195
  %11 = load i64, ptr %s, align 8, !dbg !196
  %add = add nsw i64 %11, %10, !dbg !196
  store i64 %add, ptr %s, align 8, !dbg !196
  br label %if.end, !dbg !197

if.end:                                           ; preds = %if.then, %for.body
  br label %for.inc, !dbg !190

for.inc:                                          ; preds = %if.end
  %12 = load i32, ptr %i, align 4, !dbg !198
  %inc = add nsw i32 %12, 1, !dbg !198
  store i32 %inc, ptr %i, align 4, !dbg !198
  br label %for.cond, !dbg !199, !llvm.loop !200

for.end:                                          ; preds = %for.cond
  %13 = load i64, ptr %s, align 8, !dbg !202
  ret i64 %13, !dbg !203
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind allocsize(0,1) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "field_store.c", directory: ".", checksumkind: CSK_MD5, checksum: "8963de23a4f2ecf91b9ef0435757c395")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !10, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!10 = !{!0}
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 49, type: !20, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !25)
!20 = !DISubroutineType(types: !21)
!21 = !{!22, !22, !23}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!25 = !{}
!26 = !DILocalVariable(name: "argc", arg: 1, scope: !19, file: !2, line: 49, type: !22)
!27 = !DILocation(line: 49, column: 14, scope: !19)
!28 = !DILocalVariable(name: "argv", arg: 2, scope: !19, file: !2, line: 49, type: !23)
!29 = !DILocation(line: 49, column: 27, scope: !19)
!30 = !DILocalVariable(name: "p", scope: !19, file: !2, line: 51, type: !31)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pool", file: !2, line: 17, size: 128, elements: !33)
!33 = !{!34, !42}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "slots", scope: !32, file: !2, line: 18, baseType: !35, size: 64)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "slot", file: !2, line: 6, size: 128, elements: !37)
!37 = !{!38, !39, !40}
!38 = !DIDerivedType(tag: DW_TAG_member, name: "used", scope: !36, file: !2, line: 7, baseType: !22, size: 32)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !36, file: !2, line: 8, baseType: !22, size: 32, offset: 32)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "payload", scope: !36, file: !2, line: 9, baseType: !41, size: 64, offset: 64)
!41 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "nslots", scope: !32, file: !2, line: 19, baseType: !22, size: 32, offset: 64)
!43 = !DILocation(line: 51, column: 15, scope: !19)
!44 = !DILocation(line: 51, column: 28, scope: !19)
!45 = !DILocation(line: 51, column: 33, scope: !19)
!46 = !DILocation(line: 51, column: 19, scope: !19)
!47 = !DILocalVariable(name: "i", scope: !48, file: !2, line: 52, type: !22)
!48 = distinct !DILexicalBlock(scope: !19, file: !2, line: 52, column: 2)
!49 = !DILocation(line: 52, column: 11, scope: !48)
!50 = !DILocation(line: 52, column: 7, scope: !48)
!51 = !DILocation(line: 52, column: 18, scope: !52)
!52 = distinct !DILexicalBlock(scope: !48, file: !2, line: 52, column: 2)
!53 = !DILocation(line: 52, column: 22, scope: !52)
!54 = !DILocation(line: 52, column: 25, scope: !52)
!55 = !DILocation(line: 52, column: 20, scope: !52)
!56 = !DILocation(line: 52, column: 2, scope: !48)
!57 = !DILocation(line: 53, column: 22, scope: !58)
!58 = distinct !DILexicalBlock(scope: !52, file: !2, line: 52, column: 38)
!59 = !DILocation(line: 53, column: 24, scope: !58)
!60 = !DILocation(line: 53, column: 3, scope: !58)
!61 = !DILocation(line: 53, column: 6, scope: !58)
!62 = !DILocation(line: 53, column: 12, scope: !58)
!63 = !DILocation(line: 53, column: 15, scope: !58)
!64 = !DILocation(line: 53, column: 20, scope: !58)
!65 = !DILocation(line: 54, column: 25, scope: !58)
!66 = !DILocation(line: 54, column: 3, scope: !58)
!67 = !DILocation(line: 54, column: 6, scope: !58)
!68 = !DILocation(line: 54, column: 12, scope: !58)
!69 = !DILocation(line: 54, column: 15, scope: !58)
!70 = !DILocation(line: 54, column: 23, scope: !58)
!71 = !DILocation(line: 55, column: 2, scope: !58)
!72 = !DILocation(line: 52, column: 34, scope: !52)
!73 = !DILocation(line: 52, column: 2, scope: !52)
!74 = distinct !{!74, !56, !75, !76}
!75 = !DILocation(line: 55, column: 2, scope: !48)
!76 = !{!"llvm.loop.mustprogress"}
!77 = !DILocalVariable(name: "t", scope: !19, file: !2, line: 56, type: !78)
!78 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "table", file: !2, line: 22, size: 192, elements: !79)
!79 = !{!80, !86, !87}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "buckets", scope: !78, file: !2, line: 23, baseType: !81, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!82 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bucket", file: !2, line: 12, size: 64, elements: !83)
!83 = !{!84, !85}
!84 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !82, file: !2, line: 13, baseType: !9, size: 32)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !82, file: !2, line: 14, baseType: !22, size: 32, offset: 32)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "overflow", scope: !78, file: !2, line: 24, baseType: !35, size: 64, offset: 64)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !78, file: !2, line: 25, baseType: !22, size: 32, offset: 128)
!88 = !DILocation(line: 56, column: 15, scope: !19)
!89 = !DILocation(line: 57, column: 8, scope: !19)
!90 = !DILocation(line: 57, column: 13, scope: !19)
!91 = !DILocation(line: 57, column: 4, scope: !19)
!92 = !DILocation(line: 57, column: 6, scope: !19)
!93 = !DILocation(line: 58, column: 23, scope: !19)
!94 = !DILocation(line: 58, column: 21, scope: !19)
!95 = !DILocation(line: 58, column: 25, scope: !19)
!96 = !DILocation(line: 58, column: 14, scope: !19)
!97 = !DILocation(line: 58, column: 4, scope: !19)
!98 = !DILocation(line: 58, column: 12, scope: !19)
!99 = !DILocation(line: 59, column: 15, scope: !19)
!100 = !DILocation(line: 59, column: 4, scope: !19)
!101 = !DILocation(line: 59, column: 13, scope: !19)
!102 = !DILocalVariable(name: "i", scope: !103, file: !2, line: 60, type: !22)
!103 = distinct !DILexicalBlock(scope: !19, file: !2, line: 60, column: 2)
!104 = !DILocation(line: 60, column: 11, scope: !103)
!105 = !DILocation(line: 60, column: 7, scope: !103)
!106 = !DILocation(line: 60, column: 18, scope: !107)
!107 = distinct !DILexicalBlock(scope: !103, file: !2, line: 60, column: 2)
!108 = !DILocation(line: 60, column: 24, scope: !107)
!109 = !DILocation(line: 60, column: 20, scope: !107)
!110 = !DILocation(line: 60, column: 2, scope: !103)
!111 = !DILocation(line: 61, column: 33, scope: !112)
!112 = distinct !DILexicalBlock(scope: !107, file: !2, line: 60, column: 32)
!113 = !DILocation(line: 61, column: 35, scope: !112)
!114 = !DILocation(line: 61, column: 5, scope: !112)
!115 = !DILocation(line: 61, column: 13, scope: !112)
!116 = !DILocation(line: 61, column: 3, scope: !112)
!117 = !DILocation(line: 61, column: 16, scope: !112)
!118 = !DILocation(line: 61, column: 21, scope: !112)
!119 = !DILocation(line: 62, column: 5, scope: !112)
!120 = !DILocation(line: 62, column: 13, scope: !112)
!121 = !DILocation(line: 62, column: 3, scope: !112)
!122 = !DILocation(line: 62, column: 16, scope: !112)
!123 = !DILocation(line: 62, column: 21, scope: !112)
!124 = !DILocation(line: 63, column: 28, scope: !112)
!125 = !DILocation(line: 63, column: 5, scope: !112)
!126 = !DILocation(line: 63, column: 14, scope: !112)
!127 = !DILocation(line: 63, column: 16, scope: !112)
!128 = !DILocation(line: 63, column: 3, scope: !112)
!129 = !DILocation(line: 63, column: 22, scope: !112)
!130 = !DILocation(line: 63, column: 26, scope: !112)
!131 = !DILocation(line: 64, column: 2, scope: !112)
!132 = !DILocation(line: 60, column: 28, scope: !107)
!133 = !DILocation(line: 60, column: 2, scope: !107)
!134 = distinct !{!134, !110, !135, !76}
!135 = !DILocation(line: 64, column: 2, scope: !103)
!136 = !DILocation(line: 65, column: 33, scope: !19)
!137 = !DILocation(line: 65, column: 24, scope: !19)
!138 = !DILocation(line: 65, column: 39, scope: !19)
!139 = !DILocation(line: 65, column: 49, scope: !19)
!140 = !DILocation(line: 65, column: 51, scope: !19)
!141 = !DILocation(line: 65, column: 37, scope: !19)
!142 = !DILocation(line: 65, column: 56, scope: !19)
!143 = !DILocation(line: 65, column: 64, scope: !19)
!144 = !DILocation(line: 65, column: 73, scope: !19)
!145 = !DILocation(line: 65, column: 78, scope: !19)
!146 = !DILocation(line: 65, column: 62, scope: !19)
!147 = !DILocation(line: 65, column: 84, scope: !19)
!148 = !DILocation(line: 65, column: 2, scope: !19)
!149 = !DILocation(line: 66, column: 2, scope: !19)
!150 = distinct !DISubprogram(name: "pool_new", scope: !2, file: !2, line: 32, type: !151, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !25)
!151 = !DISubroutineType(types: !152)
!152 = !{!31, !22}
!153 = !DILocalVariable(name: "n", arg: 1, scope: !150, file: !2, line: 32, type: !22)
!154 = !DILocation(line: 32, column: 60, scope: !150)
!155 = !DILocalVariable(name: "p", scope: !150, file: !2, line: 34, type: !31)
!156 = !DILocation(line: 34, column: 15, scope: !150)
!157 = !DILocation(line: 34, column: 19, scope: !150)
!158 = !DILocation(line: 35, column: 20, scope: !150)
!159 = !DILocation(line: 35, column: 13, scope: !150)
!160 = !DILocation(line: 35, column: 2, scope: !150)
!161 = !DILocation(line: 35, column: 5, scope: !150)
!162 = !DILocation(line: 35, column: 11, scope: !150)
!163 = !DILocation(line: 36, column: 14, scope: !150)
!164 = !DILocation(line: 36, column: 2, scope: !150)
!165 = !DILocation(line: 36, column: 5, scope: !150)
!166 = !DILocation(line: 36, column: 12, scope: !150)
!167 = !DILocation(line: 37, column: 9, scope: !150)
!168 = !DILocation(line: 37, column: 2, scope: !150)
!169 = distinct !DISubprogram(name: "pool_sum", scope: !2, file: !2, line: 40, type: !170, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !25)
!170 = !DISubroutineType(types: !171)
!171 = !{!41, !31}
!172 = !DILocalVariable(name: "p", arg: 1, scope: !169, file: !2, line: 40, type: !31)
!173 = !DILocation(line: 40, column: 61, scope: !169)
!174 = !DILocalVariable(name: "s", scope: !169, file: !2, line: 42, type: !41)
!175 = !DILocation(line: 42, column: 7, scope: !169)
!176 = !DILocalVariable(name: "i", scope: !177, file: !2, line: 43, type: !22)
!177 = distinct !DILexicalBlock(scope: !169, file: !2, line: 43, column: 2)
!178 = !DILocation(line: 43, column: 11, scope: !177)
!179 = !DILocation(line: 43, column: 7, scope: !177)
!180 = !DILocation(line: 43, column: 18, scope: !181)
!181 = distinct !DILexicalBlock(scope: !177, file: !2, line: 43, column: 2)
!182 = !DILocation(line: 43, column: 22, scope: !181)
!183 = !DILocation(line: 43, column: 25, scope: !181)
!184 = !DILocation(line: 43, column: 20, scope: !181)
!185 = !DILocation(line: 43, column: 2, scope: !177)
!186 = !DILocation(line: 44, column: 7, scope: !187)
!187 = distinct !DILexicalBlock(scope: !181, file: !2, line: 44, column: 7)
!188 = !DILocation(line: 44, column: 10, scope: !187)
!189 = !DILocation(line: 44, column: 16, scope: !187)
!190 = !DILocation(line: 44, column: 19, scope: !187)
!191 = !DILocation(line: 44, column: 7, scope: !181)
!192 = !DILocation(line: 45, column: 9, scope: !187)
!193 = !DILocation(line: 45, column: 12, scope: !187)
!194 = !DILocation(line: 45, column: 18, scope: !187)
!195 = !DILocation(line: 45, column: 21, scope: !187)
!196 = !DILocation(line: 45, column: 6, scope: !187)
!197 = !DILocation(line: 45, column: 4, scope: !187)
!198 = !DILocation(line: 43, column: 34, scope: !181)
!199 = !DILocation(line: 43, column: 2, scope: !181)
!200 = distinct !{!200, !185, !201, !76}
!201 = !DILocation(line: 45, column: 21, scope: !177)
!202 = !DILocation(line: 46, column: 9, scope: !169)
!203 = !DILocation(line: 46, column: 2, scope: !169)
