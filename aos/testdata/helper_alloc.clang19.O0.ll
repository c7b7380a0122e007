; ModuleID = 'helper_alloc.c'
source_filename = "helper_alloc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.particle = type { double, double, double, double }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !21 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %n = alloca i32, align 4
  %ps = alloca ptr, align 8
  %i = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
    #dbg_declare(ptr %argc.addr, !28, !DIExpression(), !29)
  store ptr %argv, ptr %argv.addr, align 8
    #dbg_declare(ptr %argv.addr, !30, !DIExpression(), !31)
    #dbg_declare(ptr %n, !32, !DIExpression(), !33)
  %0 = load i32, ptr %argc.addr, align 4, !dbg !34
  %mul = mul nsw i32 %0, 10, !dbg !35
  store i32 %mul, ptr %n, align 4, !dbg !33
    #dbg_declare(ptr %ps, !36, !DIExpression(), !45)
  %1 = load i32, ptr %n, align 4, !dbg !46
  %call = call ptr @make_particles(i32 noundef %1), !dbg !47
  store ptr %call, ptr %ps, align 8, !dbg !45
  %2 = load ptr, ptr %ps, align 8, !dbg !48
  %tobool = icmp ne ptr %2, null, !dbg !48
  br i1 %tobool, label %if.end, label %if.then, !dbg !50

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4, !dbg !51
  br label %return, !dbg !51

if.end:                                           ; preds = %entry
    #dbg_declare(ptr %i, !52, !DIExpression(), !54)
  store i32 0, ptr %i, align 4, !dbg !54
  br label %for.cond, !dbg !55

for.cond:                                         ; preds = %for.inc, %if.end
  %3 = load i32, ptr %i, align 4, !dbg !56
  %4 = load i32, ptr %n, align 4, !dbg !58
  %cmp = icmp slt i32 %3, %4, !dbg !59
  br i1 %cmp, label %for.body, label %for.end, !dbg !60

for.body:                                         ; preds = %for.cond
  %5 = load ptr, ptr %ps, align 8, !dbg !61
  %6 = load i32, ptr %i, align 4, !dbg !63
  %idxprom = sext i32 %6 to i64, !dbg !61
  %arrayidx = getelementptr inbounds %struct.particle, ptr %5, i64 %idxprom, !dbg !61
  %y = getelementptr inbounds %struct.particle, ptr %arrayidx, i32 0, i32 1, !dbg !64
  store double 0.000000e+00, ptr %y, align 8, !dbg !65
  %7 = load ptr, ptr %ps, align 8, !dbg !66
  %8 = load i32, ptr %i, align 4, !dbg !67
  %idxprom1 = sext i32 %8 to i64, !dbg !66
  %arrayidx2 = getelementptr inbounds %struct.particle, ptr %7, i64 %idxprom1, !dbg !66
  %x = getelementptr inbounds %struct.particle, ptr %arrayidx2, i32 0, i32 0, !dbg !68
  store double 0.000000e+00, ptr %x, align 8, !dbg !69
  %9 = load i32, ptr %i, align 4, !dbg !70
  %conv = sitofp i32 %9 to double, !dbg !70
  %10 = load ptr, ptr %ps, align 8, !dbg !71
  %11 = load i32, ptr %i, align 4, !dbg !72
  %idxprom3 = sext i32 %11 to i64, !dbg !71
  %arrayidx4 = getelementptr inbounds %struct.particle, ptr %10, i64 %idxprom3, !dbg !71
  %vx = getelementptr inbounds %struct.particle, ptr %arrayidx4, i32 0, i32 2, !dbg !73
  store double %conv, ptr %vx, align 8, !dbg !74
  %12 = load i32, ptr %i, align 4, !dbg !75
  %sub = sub nsw i32 0, %12, !dbg !76
  %conv5 = sitofp i32 %sub to double, !dbg !76
  %13 = load ptr, ptr %ps, align 8, !dbg !77
  %14 = load i32, ptr %i, align 4, !dbg !78
  %idxprom6 = sext i32 %14 to i64, !dbg !77
  %arrayidx7 = getelementptr inbounds %struct.particle, ptr %13, i64 %idxprom6, !dbg !77
  %vy = getelementptr inbounds %struct.particle, ptr %arrayidx7, i32 0, i32 3, !dbg !79
  store double %conv5, ptr %vy, align 8, !dbg !80
  br label %for.inc, !dbg !81

for.inc:                                          ; preds = %for.body
  %15 = load i32, ptr %i, align 4, !dbg !82
  %inc = add nsw i32 %15, 1, !dbg !82
  store i32 %inc, ptr %i, align 4, !dbg !82
  br label %for.cond, !dbg !83, !llvm.loop !84

for.end:                                          ; preds = %for.cond
  %16 = load ptr, ptr %ps, align 8, !dbg !87
  %17 = load i32, ptr %n, align 4, !dbg !88
  call void @step(ptr noundef %16, i32 noundef %17, double noundef 1.000000e-01), !dbg !89
  %18 = load ptr, ptr %ps, align 8, !dbg !90
  %19 = load i32, ptr %n, align 4, !dbg !91
  %sub8 = sub nsw i32 %19, 1, !dbg !92
  %idxprom9 = sext i32 %sub8 to i64, !dbg !90
  %arrayidx10 = getelementptr inbounds %struct.particle, ptr %18, i64 %idxprom9, !dbg !90
  %x11 = getelementptr inbounds %struct.particle, ptr %arrayidx10, i32 0, i32 0, !dbg !93
  %20 = load double, ptr %x11, align 8, !dbg !93
  %call12 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %20), !dbg !94
  %21 = load ptr, ptr %ps, align 8, !dbg !95
  call void @free(ptr noundef %21) #5, !dbg !96
  store i32 0, ptr %retval, align 4, !dbg !97
  br label %return, !dbg !97

return:                                           ; preds = %for.end, %if.then
  %22 = load i32, ptr %retval, align 4, !dbg !98
  ret i32 %22, !dbg !98
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @make_particles(i32 noundef %n) #0 !dbg !99 {
entry:
  %n.addr = alloca i32, align 4
  %p = alloca ptr, align 8
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !102, !DIExpression(), !103)
    #dbg_declare(ptr %p, !104, !DIExpression(), !105)
  %0 = load i32, ptr %n.addr, align 4, !dbg !106
  %conv = sext i32 %0 to i64, !dbg !107
  %mul = mul i64 %conv, 32, !dbg !108
  %call = call noalias ptr @malloc(i64 noundef %mul) #6, !dbg !109
  store ptr %call, ptr %p, align 8, !dbg !105
  %1 = load ptr, ptr %p, align 8, !dbg !110
  ret ptr %1, !dbg !111
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @step(ptr noundef %p, i32 noundef %n, double noundef %dt) #0 !dbg !112 {
entry:
  %p.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %dt.addr = alloca double, align 8
  %i = alloca i32, align 4
  store ptr %p, ptr %p.addr, align 8
    #dbg_declare(ptr %p.addr, !115, !DIExpression(), !116)
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !117, !DIExpression(), !118)
  store double %dt, ptr %dt.addr, align 8
    #dbg_declare(ptr %dt.addr, !119, !DIExpression(), !120)
    #dbg_declare(ptr %i, !121, !DIExpression(), !123)
  store i32 0, ptr %i, align 4, !dbg !123
  br label %for.cond, !dbg !124

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !dbg !125
  %1 = load i32, ptr %n.addr, align 4, !dbg !127
  %cmp = icmp slt i32 %0, %1, !dbg !128
  br i1 %cmp, label %for.body, label %for.end, !dbg !129

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %p.addr, align 8, !dbg !130
  %3 = load i32, ptr %i, align 4, !dbg !132
  %idxprom = sext i32 %3 to i64, !dbg !130
  %arrayidx = getelementptr inbounds %struct.particle, ptr %2, i64 %idxprom, !dbg !130
  %vx = getelementptr inbounds %struct.particle, ptr %arrayidx, i32 0, i32 2, !dbg !133
  %4 = load double, ptr %vx, align 8, !dbg !133
  %5 = load double, ptr %dt.addr, align 8, !dbg !134
  %6 = load ptr, ptr %p.addr, align 8, !dbg !135
  %7 = load i32, ptr %i, align 4, !dbg !136
  %idxprom1 = sext i32 %7 to i64, !dbg !135
  %arrayidx2 = getelementptr inbounds %struct.particle, ptr %6, i64 %idxprom1, !dbg !135
  %x = getelementptr inbounds %struct.particle, ptr %arrayidx2, i32 0, i32 0, !dbg !137
  %8 = load double, ptr %x, align 8, !dbg !138
  %9 = call double @llvm.fmuladd.f64(double %4, double %5, double %8), !dbg !138
  store double %9, ptr %x, align 8, !dbg !138
  %10 = load ptr, ptr %p.addr, align 8, !dbg !139
  %11 = load i32, ptr %i, align 4, !dbg !140
  %idxprom3 = sext i32 %11 to i64, !dbg !139
  %arrayidx4 = getelementptr inbounds %struct.particle, ptr %10, i64 %idxprom3, !dbg !139
  %vy = getelementptr inbounds %struct.particle, ptr %arrayidx4, i32 0, i32 3, !dbg !141
  %12 = load double, ptr %vy, align 8, !dbg !141
  %13 = load double, ptr %dt.addr, align 8, !dbg !142
  %14 = load ptr, ptr %p.addr, align 8, !dbg !143
  %15 = load i32, ptr %i, align 4, !dbg !144
  %idxprom5 = sext i32 %15 to i64, !dbg !143
  %arrayidx6 = getelementptr inbounds %struct.particle, ptr %14, i64 %idxprom5, !dbg !143
  %y = getelementptr inbounds %struct.particle, ptr %arrayidx6, i32 0, i32 1, !dbg !145
  %16 = load double, ptr %y, align 8, !dbg !146
  %17 = call double @llvm.fmuladd.f64(double %12, double %13, double %16), !dbg !146
  store double %17, ptr %y, align 8, !dbg !146
  br label %for.inc, !dbg !147

for.inc:                                          ; preds = %for.body
  %18 = load i32, ptr %i, align 4, !dbg !148
  %inc = add nsw i32 %18, 1, !dbg !148
  store i32 %inc, ptr %i, align 4, !dbg !148
  br label %for.cond, !dbg !149, !llvm.loop !150

for.end:                                          ; preds = %for.cond
  ret void, !dbg !152
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "helper_alloc.c", directory: ".", checksumkind: CSK_MD5, checksum: "fab36055768d3a280846b79f94d7440a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !12, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !10, line: 18, baseType: !11)
!10 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!11 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!12 = !{!0}
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 8, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 2}
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!21 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 26, type: !22, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !27)
!22 = !DISubroutineType(types: !23)
!23 = !{!24, !24, !25}
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!27 = !{}
!28 = !DILocalVariable(name: "argc", arg: 1, scope: !21, file: !2, line: 26, type: !24)
!29 = !DILocation(line: 26, column: 14, scope: !21)
!30 = !DILocalVariable(name: "argv", arg: 2, scope: !21, file: !2, line: 26, type: !25)
!31 = !DILocation(line: 26, column: 27, scope: !21)
!32 = !DILocalVariable(name: "n", scope: !21, file: !2, line: 28, type: !24)
!33 = !DILocation(line: 28, column: 6, scope: !21)
!34 = !DILocation(line: 28, column: 10, scope: !21)
!35 = !DILocation(line: 28, column: 15, scope: !21)
!36 = !DILocalVariable(name: "ps", scope: !21, file: !2, line: 29, type: !37)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!38 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "particle", file: !2, line: 6, size: 256, elements: !39)
!39 = !{!40, !42, !43, !44}
!40 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !38, file: !2, line: 7, baseType: !41, size: 64)
!41 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !38, file: !2, line: 7, baseType: !41, size: 64, offset: 64)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "vx", scope: !38, file: !2, line: 7, baseType: !41, size: 64, offset: 128)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "vy", scope: !38, file: !2, line: 7, baseType: !41, size: 64, offset: 192)
!45 = !DILocation(line: 29, column: 19, scope: !21)
!46 = !DILocation(line: 29, column: 39, scope: !21)
!47 = !DILocation(line: 29, column: 24, scope: !21)
!48 = !DILocation(line: 30, column: 7, scope: !49)
!49 = distinct !DILexicalBlock(scope: !21, file: !2, line: 30, column: 6)
!50 = !DILocation(line: 30, column: 6, scope: !21)
!51 = !DILocation(line: 31, column: 3, scope: !49)
!52 = !DILocalVariable(name: "i", scope: !53, file: !2, line: 32, type: !24)
!53 = distinct !DILexicalBlock(scope: !21, file: !2, line: 32, column: 2)
!54 = !DILocation(line: 32, column: 11, scope: !53)
!55 = !DILocation(line: 32, column: 7, scope: !53)
!56 = !DILocation(line: 32, column: 18, scope: !57)
!57 = distinct !DILexicalBlock(scope: !53, file: !2, line: 32, column: 2)
!58 = !DILocation(line: 32, column: 22, scope: !57)
!59 = !DILocation(line: 32, column: 20, scope: !57)
!60 = !DILocation(line: 32, column: 2, scope: !53)
!61 = !DILocation(line: 33, column: 13, scope: !62)
!62 = distinct !DILexicalBlock(scope: !57, file: !2, line: 32, column: 30)
!63 = !DILocation(line: 33, column: 16, scope: !62)
!64 = !DILocation(line: 33, column: 19, scope: !62)
!65 = !DILocation(line: 33, column: 21, scope: !62)
!66 = !DILocation(line: 33, column: 3, scope: !62)
!67 = !DILocation(line: 33, column: 6, scope: !62)
!68 = !DILocation(line: 33, column: 9, scope: !62)
!69 = !DILocation(line: 33, column: 11, scope: !62)
!70 = !DILocation(line: 34, column: 14, scope: !62)
!71 = !DILocation(line: 34, column: 3, scope: !62)
!72 = !DILocation(line: 34, column: 6, scope: !62)
!73 = !DILocation(line: 34, column: 9, scope: !62)
!74 = !DILocation(line: 34, column: 12, scope: !62)
!75 = !DILocation(line: 35, column: 15, scope: !62)
!76 = !DILocation(line: 35, column: 14, scope: !62)
!77 = !DILocation(line: 35, column: 3, scope: !62)
!78 = !DILocation(line: 35, column: 6, scope: !62)
!79 = !DILocation(line: 35, column: 9, scope: !62)
!80 = !DILocation(line: 35, column: 12, scope: !62)
!81 = !DILocation(line: 36, column: 2, scope: !62)
!82 = !DILocation(line: 32, column: 26, scope: !57)
!83 = !DILocation(line: 32, column: 2, scope: !57)
!84 = distinct !{!84, !60, !85, !86}
!85 = !DILocation(line: 36, column: 2, scope: !53)
!86 = !{!"llvm.loop.mustprogress"}
!87 = !DILocation(line: 37, column: 7, scope: !21)
!88 = !DILocation(line: 37, column: 11, scope: !21)
!89 = !DILocation(line: 37, column: 2, scope: !21)
!90 = !DILocation(line: 38, column: 17, scope: !21)
!91 = !DILocation(line: 38, column: 20, scope: !21)
!92 = !DILocation(line: 38, column: 22, scope: !21)
!93 = !DILocation(line: 38, column: 27, scope: !21)
!94 = !DILocation(line: 38, column: 2, scope: !21)
!95 = !DILocation(line: 39, column: 7, scope: !21)
!96 = !DILocation(line: 39, column: 2, scope: !21)
!97 = !DILocation(line: 40, column: 2, scope: !21)
!98 = !DILocation(line: 41, column: 1, scope: !21)
!99 = distinct !DISubprogram(name: "make_particles", scope: !2, file: !2, line: 12, type: !100, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !27)
!100 = !DISubroutineType(types: !101)
!101 = !{!37, !24}
!102 = !DILocalVariable(name: "n", arg: 1, scope: !99, file: !2, line: 12, type: !24)
!103 = !DILocation(line: 12, column: 70, scope: !99)
!104 = !DILocalVariable(name: "p", scope: !99, file: !2, line: 14, type: !37)
!105 = !DILocation(line: 14, column: 19, scope: !99)
!106 = !DILocation(line: 14, column: 38, scope: !99)
!107 = !DILocation(line: 14, column: 30, scope: !99)
!108 = !DILocation(line: 14, column: 40, scope: !99)
!109 = !DILocation(line: 14, column: 23, scope: !99)
!110 = !DILocation(line: 15, column: 9, scope: !99)
!111 = !DILocation(line: 15, column: 2, scope: !99)
!112 = distinct !DISubprogram(name: "step", scope: !2, file: !2, line: 18, type: !113, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !27)
!113 = !DISubroutineType(types: !114)
!114 = !{null, !37, !24, !41}
!115 = !DILocalVariable(name: "p", arg: 1, scope: !112, file: !2, line: 18, type: !37)
!116 = !DILocation(line: 18, column: 61, scope: !112)
!117 = !DILocalVariable(name: "n", arg: 2, scope: !112, file: !2, line: 18, type: !24)
!118 = !DILocation(line: 18, column: 68, scope: !112)
!119 = !DILocalVariable(name: "dt", arg: 3, scope: !112, file: !2, line: 18, type: !41)
!120 = !DILocation(line: 18, column: 78, scope: !112)
!121 = !DILocalVariable(name: "i", scope: !122, file: !2, line: 20, type: !24)
!122 = distinct !DILexicalBlock(scope: !112, file: !2, line: 20, column: 2)
!123 = !DILocation(line: 20, column: 11, scope: !122)
!124 = !DILocation(line: 20, column: 7, scope: !122)
!125 = !DILocation(line: 20, column: 18, scope: !126)
!126 = distinct !DILexicalBlock(scope: !122, file: !2, line: 20, column: 2)
!127 = !DILocation(line: 20, column: 22, scope: !126)
!128 = !DILocation(line: 20, column: 20, scope: !126)
!129 = !DILocation(line: 20, column: 2, scope: !122)
!130 = !DILocation(line: 21, column: 13, scope: !131)
!131 = distinct !DILexicalBlock(scope: !126, file: !2, line: 20, column: 30)
!132 = !DILocation(line: 21, column: 15, scope: !131)
!133 = !DILocation(line: 21, column: 18, scope: !131)
!134 = !DILocation(line: 21, column: 23, scope: !131)
!135 = !DILocation(line: 21, column: 3, scope: !131)
!136 = !DILocation(line: 21, column: 5, scope: !131)
!137 = !DILocation(line: 21, column: 8, scope: !131)
!138 = !DILocation(line: 21, column: 10, scope: !131)
!139 = !DILocation(line: 22, column: 13, scope: !131)
!140 = !DILocation(line: 22, column: 15, scope: !131)
!141 = !DILocation(line: 22, column: 18, scope: !131)
!142 = !DILocation(line: 22, column: 23, scope: !131)
!143 = !DILocation(line: 22, column: 3, scope: !131)
!144 = !DILocation(line: 22, column: 5, scope: !131)
!145 = !DILocation(line: 22, column: 8, scope: !131)
!146 = !DILocation(line: 22, column: 10, scope: !131)
!147 = !DILocation(line: 23, column: 2, scope: !131)
!148 = !DILocation(line: 20, column: 26, scope: !126)
!149 = !DILocation(line: 20, column: 2, scope: !126)
!150 = distinct !{!150, !129, !151, !86}
!151 = !DILocation(line: 23, column: 2, scope: !122)
!152 = !DILocation(line: 24, column: 1, scope: !112)
