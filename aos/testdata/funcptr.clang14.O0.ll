; ModuleID = 'funcptr.c'
source_filename = "funcptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.job = type { i32, i32, double }

@handlers = dso_local global [2 x double (%struct.job*, i32)*] [double (%struct.job*, i32)* @cheapest, double (%struct.job*, i32)* @urgent], align 16, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @cheapest(%struct.job* noundef %j, i32 noundef %n) #0 !dbg !28 {
entry:
  %j.addr = alloca %struct.job*, align 8
  %n.addr = alloca i32, align 4
  %c = alloca double, align 8
  %i = alloca i32, align 4
  store %struct.job* %j, %struct.job** %j.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.job** %j.addr, metadata !30, metadata !DIExpression()), !dbg !31
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.declare(metadata double* %c, metadata !34, metadata !DIExpression()), !dbg !35
  store double 1.000000e+30, double* %c, align 8, !dbg !35
  call void @llvm.dbg.declare(metadata i32* %i, metadata !36, metadata !DIExpression()), !dbg !38
  store i32 0, i32* %i, align 4, !dbg !38
  br label %for.cond, !dbg !39

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !40
  %1 = load i32, i32* %n.addr, align 4, !dbg !42
  %cmp = icmp slt i32 %0, %1, !dbg !43
  br i1 %cmp, label %for.body, label %for.end, !dbg !44

for.body:                                         ; preds = %for.cond
  %2 = load %struct.job*, %struct.job** %j.addr, align 8, !dbg !45
  %3 = load i32, i32* %i, align 4, !dbg !47
  %idxprom = sext i32 %3 to i64, !dbg !45
  %arrayidx = getelementptr inbounds %struct.job, %struct.job* %2, i64 %idxprom, !dbg !45
  %cost = getelementptr inbounds %struct.job, %struct.job* %arrayidx, i32 0, i32 2, !dbg !48
  %4 = load double, double* %cost, align 8, !dbg !48
  %5 = load double, double* %c, align 8, !dbg !49
  %cmp1 = fcmp olt double %4, %5, !dbg !50
  br i1 %cmp1, label %if.then, label %if.end, !dbg !51

if.then:                                          ; preds = %for.body
  %6 = load %struct.job*, %struct.job** %j.addr, align 8, !dbg !52
  %7 = load i32, i32* %i, align 4, !dbg !53
  %idxprom2 = sext i32 %7 to i64, !dbg !52
  %arrayidx3 = getelementptr inbounds %struct.job, %struct.job* %6, i64 %idxprom2, !dbg !52
  %cost4 = getelementptr inbounds %struct.job, %struct.job* %arrayidx3, i32 0, i32 2, !dbg !54
  %8 = load double, double* %cost4, align 8, !dbg !54
  store double %8, double* %c, align 8, !dbg !55
  br label %if.end, !dbg !56

if.end:                                           ; preds = %if.then, %for.body
  br label %for.inc, !dbg !49

for.inc:                                          ; preds = %if.end
  %9 = load i32, i32* %i, align 4, !dbg !57
  %inc = add nsw i32 %9, 1, !dbg !57
  store i32 %inc, i32* %i, align 4, !dbg !57
  br label %for.cond, !dbg !58, !llvm.loop !59

for.end:                                          ; preds = %for.cond
  %10 = load double, double* %c, align 8, !dbg !62
  ret double %10, !dbg !63
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @urgent(%struct.job* noundef %j, i32 noundef %n) #0 !dbg !64 {
entry:
  %j.addr = alloca %struct.job*, align 8
  %n.addr = alloca i32, align 4
  %c = alloca double, align 8
  %i = alloca i32, align 4
  store %struct.job* %j, %struct.job** %j.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.job** %j.addr, metadata !65, metadata !DIExpression()), !dbg !66
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.declare(metadata double* %c, metadata !69, metadata !DIExpression()), !dbg !70
  store double 0.000000e+00, double* %c, align 8, !dbg !70
  call void @llvm.dbg.declare(metadata i32* %i, metadata !71, metadata !DIExpression()), !dbg !73
  store i32 0, i32* %i, align 4, !dbg !73
  br label %for.cond, !dbg !74

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !75
  %1 = load i32, i32* %n.addr, align 4, !dbg !77
  %cmp = icmp slt i32 %0, %1, !dbg !78
  br i1 %cmp, label %for.body, label %for.end, !dbg !79

for.body:                                         ; preds = %for.cond
  %2 = load %struct.job*, %struct.job** %j.addr, align 8, !dbg !80
  %3 = load i32, i32* %i, align 4, !dbg !82
  %idxprom = sext i32 %3 to i64, !dbg !80
  %arrayidx = getelementptr inbounds %struct.job, %struct.job* %2, i64 %idxprom, !dbg !80
  %prio = getelementptr inbounds %struct.job, %struct.job* %arrayidx, i32 0, i32 1, !dbg !83
  %4 = load i32, i32* %prio, align 4, !dbg !83
  %cmp1 = icmp sgt i32 %4, 5, !dbg !84
  br i1 %cmp1, label %if.then, label %if.end, !dbg !85

if.then:                                          ; preds = %for.body
  %5 = load %struct.job*, %struct.job** %j.addr, align 8, !dbg !86
  %6 = load i32, i32* %i, align 4, !dbg !87
  %idxprom2 = sext i32 %6 to i64, !dbg !86
  %arrayidx3 = getelementptr inbounds %struct.job, %struct.job* %5, i64 %idxprom2, !dbg !86
  %cost = getelementptr inbounds %struct.job, %struct.job* %arrayidx3, i32 0, i32 2, !dbg !88
  %7 = load double, double* %cost, align 8, !dbg !88
  %8 = load double, double* %c, align 8, !dbg !89
  %add = fadd double %8, %7, !dbg !89
  store double %add, double* %c, align 8, !dbg !89
  br label %if.end, !dbg !90

if.end:                                           ; preds = %if.then, %for.body
  br label %for.inc, !dbg !91

for.inc:                                          ; preds = %if.end
  %9 = load i32, i32* %i, align 4, !dbg !92
  %inc = add nsw i32 %9, 1, !dbg !92
  store i32 %inc, i32* %i, align 4, !dbg !92
  br label %for.cond, !dbg !93, !llvm.loop !94

for.end:                                          ; preds = %for.cond
  %10 = load double, double* %c, align 8, !dbg !96
  ret double %10, !dbg !97
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !98 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %n = alloca i32, align 4
  %jobs = alloca %struct.job*, align 8
  %i = alloca i32, align 4
  %h = alloca double (%struct.job*, i32)*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !104, metadata !DIExpression()), !dbg !105
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !106, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.declare(metadata i32* %n, metadata !108, metadata !DIExpression()), !dbg !109
  %0 = load i32, i32* %argc.addr, align 4, !dbg !110
  %add = add nsw i32 %0, 30, !dbg !111
  store i32 %add, i32* %n, align 4, !dbg !109
  call void @llvm.dbg.declare(metadata %struct.job** %jobs, metadata !112, metadata !DIExpression()), !dbg !113
  %1 = load i32, i32* %n, align 4, !dbg !114
  %conv = sext i32 %1 to i64, !dbg !114
  %mul = mul i64 %conv, 16, !dbg !115
  %call = call noalias i8* @malloc(i64 noundef %mul) #4, !dbg !116
  %2 = bitcast i8* %call to %struct.job*, !dbg !116
  store %struct.job* %2, %struct.job** %jobs, align 8, !dbg !113
  %3 = load %struct.job*, %struct.job** %jobs, align 8, !dbg !117
  %tobool = icmp ne %struct.job* %3, null, !dbg !117
  br i1 %tobool, label %if.end, label %if.then, !dbg !119

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4, !dbg !120
  br label %return, !dbg !120

if.end:                                           ; preds = %entry
  call void @llvm.dbg.declare(metadata i32* %i, metadata !121, metadata !DIExpression()), !dbg !123
  store i32 0, i32* %i, align 4, !dbg !123
  br label %for.cond, !dbg !124

for.cond:                                         ; preds = %for.inc, %if.end
  %4 = load i32, i32* %i, align 4, !dbg !125
  %5 = load i32, i32* %n, align 4, !dbg !127
  %cmp = icmp slt i32 %4, %5, !dbg !128
  br i1 %cmp, label %for.body, label %for.end, !dbg !129

for.body:                                         ; preds = %for.cond
  %6 = load i32, i32* %i, align 4, !dbg !130
  %7 = load %struct.job*, %struct.job** %jobs, align 8, !dbg !132
  %8 = load i32, i32* %i, align 4, !dbg !133
  %idxprom = sext i32 %8 to i64, !dbg !132
  %arrayidx = getelementptr inbounds %struct.job, %struct.job* %7, i64 %idxprom, !dbg !132
  %id = getelementptr inbounds %struct.job, %struct.job* %arrayidx, i32 0, i32 0, !dbg !134
  store i32 %6, i32* %id, align 8, !dbg !135
  %9 = load i32, i32* %i, align 4, !dbg !136
  %rem = srem i32 %9, 10, !dbg !137
  %10 = load %struct.job*, %struct.job** %jobs, align 8, !dbg !138
  %11 = load i32, i32* %i, align 4, !dbg !139
  %idxprom2 = sext i32 %11 to i64, !dbg !138
  %arrayidx3 = getelementptr inbounds %struct.job, %struct.job* %10, i64 %idxprom2, !dbg !138
  %prio = getelementptr inbounds %struct.job, %struct.job* %arrayidx3, i32 0, i32 1, !dbg !140
  store i32 %rem, i32* %prio, align 4, !dbg !141
  %12 = load i32, i32* %i, align 4, !dbg !142
  %conv4 = sitofp i32 %12 to double, !dbg !142
  %mul5 = fmul double %conv4, 1.500000e+00, !dbg !143
  %13 = load %struct.job*, %struct.job** %jobs, align 8, !dbg !144
  %14 = load i32, i32* %i, align 4, !dbg !145
  %idxprom6 = sext i32 %14 to i64, !dbg !144
  %arrayidx7 = getelementptr inbounds %struct.job, %struct.job* %13, i64 %idxprom6, !dbg !144
  %cost = getelementptr inbounds %struct.job, %struct.job* %arrayidx7, i32 0, i32 2, !dbg !146
  store double %mul5, double* %cost, align 8, !dbg !147
  br label %for.inc, !dbg !148

for.inc:                                          ; preds = %for.body
  %15 = load i32, i32* %i, align 4, !dbg !149
  %inc = add nsw i32 %15, 1, !dbg !149
  store i32 %inc, i32* %i, align 4, !dbg !149
  br label %for.cond, !dbg !150, !llvm.loop !151

for.end:                                          ; preds = %for.cond
  call void @llvm.dbg.declare(metadata double (%struct.job*, i32)** %h, metadata !153, metadata !DIExpression()), !dbg !154
  %16 = load i32, i32* %argc.addr, align 4, !dbg !155
  %rem8 = srem i32 %16, 2, !dbg !156
  %idxprom9 = sext i32 %rem8 to i64, !dbg !157
  %arrayidx10 = getelementptr inbounds [2 x double (%struct.job*, i32)*], [2 x double (%struct.job*, i32)*]* @handlers, i64 0, i64 %idxprom9, !dbg !157
  %17 = load double (%struct.job*, i32)*, double (%struct.job*, i32)** %arrayidx10, align 8, !dbg !157
  store double (%struct.job*, i32)* %17, double (%struct.job*, i32)** %h, align 8, !dbg !154
  %18 = load double (%struct.job*, i32)*, double (%struct.job*, i32)** %h, align 8, !dbg !158
  %19 = load %struct.job*, %struct.job** %jobs, align 8, !dbg !159
  %20 = load i32, i32* %n, align 4, !dbg !160
  %call11 = call double %18(%struct.job* noundef %19, i32 noundef %20), !dbg !158
  %call12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %call11), !dbg !161
  %21 = load %struct.job*, %struct.job** %jobs, align 8, !dbg !162
  %22 = bitcast %struct.job* %21 to i8*, !dbg !162
  call void @free(i8* noundef %22) #4, !dbg !163
  store i32 0, i32* %retval, align 4, !dbg !164
  br label %return, !dbg !164

return:                                           ; preds = %for.end, %if.then
  %23 = load i32, i32* %retval, align 4, !dbg !165
  ret i32 %23, !dbg !165
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "handlers", scope: !2, file: !3, line: 34, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "funcptr.c", directory: ".", checksumkind: CSK_MD5, checksum: "6cc16b685394da11b9e16a6b35711084")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, elements: !18)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "handler", file: !3, line: 12, baseType: !7)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DISubroutineType(types: !9)
!9 = !{!10, !11, !15}
!10 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "job", file: !3, line: 6, size: 128, elements: !13)
!13 = !{!14, !16, !17}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !12, file: !3, line: 7, baseType: !15, size: 32)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_member, name: "prio", scope: !12, file: !3, line: 8, baseType: !15, size: 32, offset: 32)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "cost", scope: !12, file: !3, line: 9, baseType: !10, size: 64, offset: 64)
!18 = !{!19}
!19 = !DISubrange(count: 2)
!20 = !{i32 7, !"Dwarf Version", i32 5}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 7, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 1}
!26 = !{i32 7, !"frame-pointer", i32 2}
!27 = !{!"Debian clang version 14.0.6"}
!28 = distinct !DISubprogram(name: "cheapest", scope: !3, file: !3, line: 16, type: !8, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !29)
!29 = !{}
!30 = !DILocalVariable(name: "j", arg: 1, scope: !28, file: !3, line: 16, type: !11)
!31 = !DILocation(line: 16, column: 36, scope: !28)
!32 = !DILocalVariable(name: "n", arg: 2, scope: !28, file: !3, line: 16, type: !15)
!33 = !DILocation(line: 16, column: 43, scope: !28)
!34 = !DILocalVariable(name: "c", scope: !28, file: !3, line: 18, type: !10)
!35 = !DILocation(line: 18, column: 9, scope: !28)
!36 = !DILocalVariable(name: "i", scope: !37, file: !3, line: 19, type: !15)
!37 = distinct !DILexicalBlock(scope: !28, file: !3, line: 19, column: 2)
!38 = !DILocation(line: 19, column: 11, scope: !37)
!39 = !DILocation(line: 19, column: 7, scope: !37)
!40 = !DILocation(line: 19, column: 18, scope: !41)
!41 = distinct !DILexicalBlock(scope: !37, file: !3, line: 19, column: 2)
!42 = !DILocation(line: 19, column: 22, scope: !41)
!43 = !DILocation(line: 19, column: 20, scope: !41)
!44 = !DILocation(line: 19, column: 2, scope: !37)
!45 = !DILocation(line: 20, column: 7, scope: !46)
!46 = distinct !DILexicalBlock(scope: !41, file: !3, line: 20, column: 7)
!47 = !DILocation(line: 20, column: 9, scope: !46)
!48 = !DILocation(line: 20, column: 12, scope: !46)
!49 = !DILocation(line: 20, column: 19, scope: !46)
!50 = !DILocation(line: 20, column: 17, scope: !46)
!51 = !DILocation(line: 20, column: 7, scope: !41)
!52 = !DILocation(line: 21, column: 8, scope: !46)
!53 = !DILocation(line: 21, column: 10, scope: !46)
!54 = !DILocation(line: 21, column: 13, scope: !46)
!55 = !DILocation(line: 21, column: 6, scope: !46)
!56 = !DILocation(line: 21, column: 4, scope: !46)
!57 = !DILocation(line: 19, column: 26, scope: !41)
!58 = !DILocation(line: 19, column: 2, scope: !41)
!59 = distinct !{!59, !44, !60, !61}
!60 = !DILocation(line: 21, column: 13, scope: !37)
!61 = !{!"llvm.loop.mustprogress"}
!62 = !DILocation(line: 22, column: 9, scope: !28)
!63 = !DILocation(line: 22, column: 2, scope: !28)
!64 = distinct !DISubprogram(name: "urgent", scope: !3, file: !3, line: 25, type: !8, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !29)
!65 = !DILocalVariable(name: "j", arg: 1, scope: !64, file: !3, line: 25, type: !11)
!66 = !DILocation(line: 25, column: 34, scope: !64)
!67 = !DILocalVariable(name: "n", arg: 2, scope: !64, file: !3, line: 25, type: !15)
!68 = !DILocation(line: 25, column: 41, scope: !64)
!69 = !DILocalVariable(name: "c", scope: !64, file: !3, line: 27, type: !10)
!70 = !DILocation(line: 27, column: 9, scope: !64)
!71 = !DILocalVariable(name: "i", scope: !72, file: !3, line: 28, type: !15)
!72 = distinct !DILexicalBlock(scope: !64, file: !3, line: 28, column: 2)
!73 = !DILocation(line: 28, column: 11, scope: !72)
!74 = !DILocation(line: 28, column: 7, scope: !72)
!75 = !DILocation(line: 28, column: 18, scope: !76)
!76 = distinct !DILexicalBlock(scope: !72, file: !3, line: 28, column: 2)
!77 = !DILocation(line: 28, column: 22, scope: !76)
!78 = !DILocation(line: 28, column: 20, scope: !76)
!79 = !DILocation(line: 28, column: 2, scope: !72)
!80 = !DILocation(line: 29, column: 7, scope: !81)
!81 = distinct !DILexicalBlock(scope: !76, file: !3, line: 29, column: 7)
!82 = !DILocation(line: 29, column: 9, scope: !81)
!83 = !DILocation(line: 29, column: 12, scope: !81)
!84 = !DILocation(line: 29, column: 17, scope: !81)
!85 = !DILocation(line: 29, column: 7, scope: !76)
!86 = !DILocation(line: 30, column: 9, scope: !81)
!87 = !DILocation(line: 30, column: 11, scope: !81)
!88 = !DILocation(line: 30, column: 14, scope: !81)
!89 = !DILocation(line: 30, column: 6, scope: !81)
!90 = !DILocation(line: 30, column: 4, scope: !81)
!91 = !DILocation(line: 29, column: 19, scope: !81)
!92 = !DILocation(line: 28, column: 26, scope: !76)
!93 = !DILocation(line: 28, column: 2, scope: !76)
!94 = distinct !{!94, !79, !95, !61}
!95 = !DILocation(line: 30, column: 14, scope: !72)
!96 = !DILocation(line: 31, column: 9, scope: !64)
!97 = !DILocation(line: 31, column: 2, scope: !64)
!98 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 36, type: !99, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !29)
!99 = !DISubroutineType(types: !100)
!100 = !{!15, !15, !101}
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64)
!103 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!104 = !DILocalVariable(name: "argc", arg: 1, scope: !98, file: !3, line: 36, type: !15)
!105 = !DILocation(line: 36, column: 14, scope: !98)
!106 = !DILocalVariable(name: "argv", arg: 2, scope: !98, file: !3, line: 36, type: !101)
!107 = !DILocation(line: 36, column: 27, scope: !98)
!108 = !DILocalVariable(name: "n", scope: !98, file: !3, line: 38, type: !15)
!109 = !DILocation(line: 38, column: 6, scope: !98)
!110 = !DILocation(line: 38, column: 10, scope: !98)
!111 = !DILocation(line: 38, column: 15, scope: !98)
!112 = !DILocalVariable(name: "jobs", scope: !98, file: !3, line: 39, type: !11)
!113 = !DILocation(line: 39, column: 14, scope: !98)
!114 = !DILocation(line: 39, column: 28, scope: !98)
!115 = !DILocation(line: 39, column: 30, scope: !98)
!116 = !DILocation(line: 39, column: 21, scope: !98)
!117 = !DILocation(line: 40, column: 7, scope: !118)
!118 = distinct !DILexicalBlock(scope: !98, file: !3, line: 40, column: 6)
!119 = !DILocation(line: 40, column: 6, scope: !98)
!120 = !DILocation(line: 41, column: 3, scope: !118)
!121 = !DILocalVariable(name: "i", scope: !122, file: !3, line: 42, type: !15)
!122 = distinct !DILexicalBlock(scope: !98, file: !3, line: 42, column: 2)
!123 = !DILocation(line: 42, column: 11, scope: !122)
!124 = !DILocation(line: 42, column: 7, scope: !122)
!125 = !DILocation(line: 42, column: 18, scope: !126)
!126 = distinct !DILexicalBlock(scope: !122, file: !3, line: 42, column: 2)
!127 = !DILocation(line: 42, column: 22, scope: !126)
!128 = !DILocation(line: 42, column: 20, scope: !126)
!129 = !DILocation(line: 42, column: 2, scope: !122)
!130 = !DILocation(line: 43, column: 16, scope: !131)
!131 = distinct !DILexicalBlock(scope: !126, file: !3, line: 42, column: 30)
!132 = !DILocation(line: 43, column: 3, scope: !131)
!133 = !DILocation(line: 43, column: 8, scope: !131)
!134 = !DILocation(line: 43, column: 11, scope: !131)
!135 = !DILocation(line: 43, column: 14, scope: !131)
!136 = !DILocation(line: 44, column: 18, scope: !131)
!137 = !DILocation(line: 44, column: 20, scope: !131)
!138 = !DILocation(line: 44, column: 3, scope: !131)
!139 = !DILocation(line: 44, column: 8, scope: !131)
!140 = !DILocation(line: 44, column: 11, scope: !131)
!141 = !DILocation(line: 44, column: 16, scope: !131)
!142 = !DILocation(line: 45, column: 18, scope: !131)
!143 = !DILocation(line: 45, column: 20, scope: !131)
!144 = !DILocation(line: 45, column: 3, scope: !131)
!145 = !DILocation(line: 45, column: 8, scope: !131)
!146 = !DILocation(line: 45, column: 11, scope: !131)
!147 = !DILocation(line: 45, column: 16, scope: !131)
!148 = !DILocation(line: 46, column: 2, scope: !131)
!149 = !DILocation(line: 42, column: 26, scope: !126)
!150 = !DILocation(line: 42, column: 2, scope: !126)
!151 = distinct !{!151, !129, !152, !61}
!152 = !DILocation(line: 46, column: 2, scope: !122)
!153 = !DILocalVariable(name: "h", scope: !98, file: !3, line: 47, type: !6)
!154 = !DILocation(line: 47, column: 10, scope: !98)
!155 = !DILocation(line: 47, column: 23, scope: !98)
!156 = !DILocation(line: 47, column: 28, scope: !98)
!157 = !DILocation(line: 47, column: 14, scope: !98)
!158 = !DILocation(line: 48, column: 17, scope: !98)
!159 = !DILocation(line: 48, column: 19, scope: !98)
!160 = !DILocation(line: 48, column: 25, scope: !98)
!161 = !DILocation(line: 48, column: 2, scope: !98)
!162 = !DILocation(line: 49, column: 7, scope: !98)
!163 = !DILocation(line: 49, column: 2, scope: !98)
!164 = !DILocation(line: 50, column: 2, scope: !98)
!165 = !DILocation(line: 51, column: 1, scope: !98)
