; ModuleID = 'wrapper.c'
source_filename = "wrapper.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.graph = type { i32, %struct.edge* }
%struct.edge = type { i32, i32, float }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1
@stderr = external global %struct._IO_FILE*, align 8
@.str.1 = private unnamed_addr constant [15 x i8] c"out of memory\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !10 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %g = alloca %struct.graph*, align 8
  %i = alloca i32, align 4
  %s = alloca float, align 4
  %i16 = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata %struct.graph** %g, metadata !22, metadata !DIExpression()), !dbg !35
  %call = call i8* @xmalloc(i64 noundef 16), !dbg !36
  %0 = bitcast i8* %call to %struct.graph*, !dbg !36
  store %struct.graph* %0, %struct.graph** %g, align 8, !dbg !35
  %1 = load i32, i32* %argc.addr, align 4, !dbg !37
  %mul = mul nsw i32 %1, 4, !dbg !38
  %2 = load %struct.graph*, %struct.graph** %g, align 8, !dbg !39
  %nedges = getelementptr inbounds %struct.graph, %struct.graph* %2, i32 0, i32 0, !dbg !40
  store i32 %mul, i32* %nedges, align 8, !dbg !41
  %3 = load %struct.graph*, %struct.graph** %g, align 8, !dbg !42
  %nedges1 = getelementptr inbounds %struct.graph, %struct.graph* %3, i32 0, i32 0, !dbg !43
  %4 = load i32, i32* %nedges1, align 8, !dbg !43
  %conv = sext i32 %4 to i64, !dbg !42
  %mul2 = mul i64 %conv, 12, !dbg !44
  %call3 = call i8* @xmalloc(i64 noundef %mul2), !dbg !45
  %5 = bitcast i8* %call3 to %struct.edge*, !dbg !45
  %6 = load %struct.graph*, %struct.graph** %g, align 8, !dbg !46
  %edges = getelementptr inbounds %struct.graph, %struct.graph* %6, i32 0, i32 1, !dbg !47
  store %struct.edge* %5, %struct.edge** %edges, align 8, !dbg !48
  call void @llvm.dbg.declare(metadata i32* %i, metadata !49, metadata !DIExpression()), !dbg !51
  store i32 0, i32* %i, align 4, !dbg !51
  br label %for.cond, !dbg !52

for.cond:                                         ; preds = %for.inc, %entry
  %7 = load i32, i32* %i, align 4, !dbg !53
  %8 = load %struct.graph*, %struct.graph** %g, align 8, !dbg !55
  %nedges4 = getelementptr inbounds %struct.graph, %struct.graph* %8, i32 0, i32 0, !dbg !56
  %9 = load i32, i32* %nedges4, align 8, !dbg !56
  %cmp = icmp slt i32 %7, %9, !dbg !57
  br i1 %cmp, label %for.body, label %for.end, !dbg !58

for.body:                                         ; preds = %for.cond
  %10 = load i32, i32* %i, align 4, !dbg !59
  %11 = load %struct.graph*, %struct.graph** %g, align 8, !dbg !61
  %edges6 = getelementptr inbounds %struct.graph, %struct.graph* %11, i32 0, i32 1, !dbg !62
  %12 = load %struct.edge*, %struct.edge** %edges6, align 8, !dbg !62
  %13 = load i32, i32* %i, align 4, !dbg !63
  %idxprom = sext i32 %13 to i64, !dbg !61
  %arrayidx = getelementptr inbounds %struct.edge, %struct.edge* %12, i64 %idxprom, !dbg !61
  %from = getelementptr inbounds %struct.edge, %struct.edge* %arrayidx, i32 0, i32 0, !dbg !64
  store i32 %10, i32* %from, align 4, !dbg !65
  %14 = load i32, i32* %i, align 4, !dbg !66
  %add = add nsw i32 %14, 1, !dbg !67
  %15 = load %struct.graph*, %struct.graph** %g, align 8, !dbg !68
  %nedges7 = getelementptr inbounds %struct.graph, %struct.graph* %15, i32 0, i32 0, !dbg !69
  %16 = load i32, i32* %nedges7, align 8, !dbg !69
  %rem = srem i32 %add, %16, !dbg !70
  %17 = load %struct.graph*, %struct.graph** %g, align 8, !dbg !71
  %edges8 = getelementptr inbounds %struct.graph, %struct.graph* %17, i32 0, i32 1, !dbg !72
  %18 = load %struct.edge*, %struct.edge** %edges8, align 8, !dbg !72
  %19 = load i32, i32* %i, align 4, !dbg !73
  %idxprom9 = sext i32 %19 to i64, !dbg !71
  %arrayidx10 = getelementptr inbounds %struct.edge, %struct.edge* %18, i64 %idxprom9, !dbg !71
  %to = getelementptr inbounds %struct.edge, %struct.edge* %arrayidx10, i32 0, i32 1, !dbg !74
  store i32 %rem, i32* %to, align 4, !dbg !75
  %20 = load i32, i32* %i, align 4, !dbg !76
  %add11 = add nsw i32 %20, 1, !dbg !77
  %conv12 = sitofp i32 %add11 to float, !dbg !78
  %div = fdiv float 1.000000e+00, %conv12, !dbg !79
  %21 = load %struct.graph*, %struct.graph** %g, align 8, !dbg !80
  %edges13 = getelementptr inbounds %struct.graph, %struct.graph* %21, i32 0, i32 1, !dbg !81
  %22 = load %struct.edge*, %struct.edge** %edges13, align 8, !dbg !81
  %23 = load i32, i32* %i, align 4, !dbg !82
  %idxprom14 = sext i32 %23 to i64, !dbg !80
  %arrayidx15 = getelementptr inbounds %struct.edge, %struct.edge* %22, i64 %idxprom14, !dbg !80
  %w = getelementptr inbounds %struct.edge, %struct.edge* %arrayidx15, i32 0, i32 2, !dbg !83
  store float %div, float* %w, align 4, !dbg !84
  br label %for.inc, !dbg !85

for.inc:                                          ; preds = %for.body
  %24 = load i32, i32* %i, align 4, !dbg !86
  %inc = add nsw i32 %24, 1, !dbg !86
  store i32 %inc, i32* %i, align 4, !dbg !86
  br label %for.cond, !dbg !87, !llvm.loop !88

for.end:                                          ; preds = %for.cond
  call void @llvm.dbg.declare(metadata float* %s, metadata !91, metadata !DIExpression()), !dbg !92
  store float 0.000000e+00, float* %s, align 4, !dbg !92
  call void @llvm.dbg.declare(metadata i32* %i16, metadata !93, metadata !DIExpression()), !dbg !95
  store i32 0, i32* %i16, align 4, !dbg !95
  br label %for.cond17, !dbg !96

for.cond17:                                       ; preds = %for.inc27, %for.end
  %25 = load i32, i32* %i16, align 4, !dbg !97
  %26 = load %struct.graph*, %struct.graph** %g, align 8, !dbg !99
  %nedges18 = getelementptr inbounds %struct.graph, %struct.graph* %26, i32 0, i32 0, !dbg !100
  %27 = load i32, i32* %nedges18, align 8, !dbg !100
  %cmp19 = icmp slt i32 %25, %27, !dbg !101
  br i1 %cmp19, label %for.body21, label %for.end29, !dbg !102

for.body21:                                       ; preds = %for.cond17
  %28 = load %struct.graph*, %struct.graph** %g, align 8, !dbg !103
  %edges22 = getelementptr inbounds %struct.graph, %struct.graph* %28, i32 0, i32 1, !dbg !104
  %29 = load %struct.edge*, %struct.edge** %edges22, align 8, !dbg !104
  %30 = load i32, i32* %i16, align 4, !dbg !105
  %idxprom23 = sext i32 %30 to i64, !dbg !103
  %arrayidx24 = getelementptr inbounds %struct.edge, %struct.edge* %29, i64 %idxprom23, !dbg !103
  %w25 = getelementptr inbounds %struct.edge, %struct.edge* %arrayidx24, i32 0, i32 2, !dbg !106
  %31 = load float, float* %w25, align 4, !dbg !106
  %32 = load float, float* %s, align 4, !dbg !107
  %add26 = fadd float %32, %31, !dbg !107
  store float %add26, float* %s, align 4, !dbg !107
  br label %for.inc27, !dbg !108

for.inc27:                                        ; preds = %for.body21
  %33 = load i32, i32* %i16, align 4, !dbg !109
  %inc28 = add nsw i32 %33, 1, !dbg !109
  store i32 %inc28, i32* %i16, align 4, !dbg !109
  br label %for.cond17, !dbg !110, !llvm.loop !111

for.end29:                                        ; preds = %for.cond17
  %34 = load float, float* %s, align 4, !dbg !113
  %conv30 = fpext float %34 to double, !dbg !113
  %call31 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %conv30), !dbg !114
  ret i32 0, !dbg !115
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @xmalloc(i64 noundef %n) #0 !dbg !116 {
entry:
  %n.addr = alloca i64, align 8
  %p = alloca i8*, align 8
  store i64 %n, i64* %n.addr, align 8
  call void @llvm.dbg.declare(metadata i64* %n.addr, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.declare(metadata i8** %p, metadata !125, metadata !DIExpression()), !dbg !126
  %0 = load i64, i64* %n.addr, align 8, !dbg !127
  %call = call noalias i8* @malloc(i64 noundef %0) #5, !dbg !128
  store i8* %call, i8** %p, align 8, !dbg !126
  %1 = load i8*, i8** %p, align 8, !dbg !129
  %tobool = icmp ne i8* %1, null, !dbg !129
  br i1 %tobool, label %if.end, label %if.then, !dbg !131

if.then:                                          ; preds = %entry
  %2 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !132
  %call1 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %2, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0)), !dbg !134
  call void @exit(i32 noundef 1) #6, !dbg !135
  unreachable, !dbg !135

if.end:                                           ; preds = %entry
  %3 = load i8*, i8** %p, align 8, !dbg !136
  ret i8* %3, !dbg !137
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

declare i32 @fprintf(%struct._IO_FILE* noundef, i8* noundef, ...) #2

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "wrapper.c", directory: ".", checksumkind: CSK_MD5, checksum: "818010b9b7f10200cf18e8c873828b20")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 28, type: !11, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 28, type: !13)
!19 = !DILocation(line: 28, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 28, type: !14)
!21 = !DILocation(line: 28, column: 27, scope: !10)
!22 = !DILocalVariable(name: "g", scope: !10, file: !1, line: 30, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "graph", file: !1, line: 11, size: 128, elements: !25)
!25 = !{!26, !27}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "nedges", scope: !24, file: !1, line: 12, baseType: !13, size: 32)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "edges", scope: !24, file: !1, line: 13, baseType: !28, size: 64, offset: 64)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "edge", file: !1, line: 6, size: 96, elements: !30)
!30 = !{!31, !32, !33}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "from", scope: !29, file: !1, line: 7, baseType: !13, size: 32)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "to", scope: !29, file: !1, line: 7, baseType: !13, size: 32, offset: 32)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !29, file: !1, line: 8, baseType: !34, size: 32, offset: 64)
!34 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!35 = !DILocation(line: 30, column: 16, scope: !10)
!36 = !DILocation(line: 30, column: 20, scope: !10)
!37 = !DILocation(line: 31, column: 14, scope: !10)
!38 = !DILocation(line: 31, column: 19, scope: !10)
!39 = !DILocation(line: 31, column: 2, scope: !10)
!40 = !DILocation(line: 31, column: 5, scope: !10)
!41 = !DILocation(line: 31, column: 12, scope: !10)
!42 = !DILocation(line: 32, column: 21, scope: !10)
!43 = !DILocation(line: 32, column: 24, scope: !10)
!44 = !DILocation(line: 32, column: 31, scope: !10)
!45 = !DILocation(line: 32, column: 13, scope: !10)
!46 = !DILocation(line: 32, column: 2, scope: !10)
!47 = !DILocation(line: 32, column: 5, scope: !10)
!48 = !DILocation(line: 32, column: 11, scope: !10)
!49 = !DILocalVariable(name: "i", scope: !50, file: !1, line: 33, type: !13)
!50 = distinct !DILexicalBlock(scope: !10, file: !1, line: 33, column: 2)
!51 = !DILocation(line: 33, column: 11, scope: !50)
!52 = !DILocation(line: 33, column: 7, scope: !50)
!53 = !DILocation(line: 33, column: 18, scope: !54)
!54 = distinct !DILexicalBlock(scope: !50, file: !1, line: 33, column: 2)
!55 = !DILocation(line: 33, column: 22, scope: !54)
!56 = !DILocation(line: 33, column: 25, scope: !54)
!57 = !DILocation(line: 33, column: 20, scope: !54)
!58 = !DILocation(line: 33, column: 2, scope: !50)
!59 = !DILocation(line: 34, column: 22, scope: !60)
!60 = distinct !DILexicalBlock(scope: !54, file: !1, line: 33, column: 38)
!61 = !DILocation(line: 34, column: 3, scope: !60)
!62 = !DILocation(line: 34, column: 6, scope: !60)
!63 = !DILocation(line: 34, column: 12, scope: !60)
!64 = !DILocation(line: 34, column: 15, scope: !60)
!65 = !DILocation(line: 34, column: 20, scope: !60)
!66 = !DILocation(line: 35, column: 21, scope: !60)
!67 = !DILocation(line: 35, column: 23, scope: !60)
!68 = !DILocation(line: 35, column: 30, scope: !60)
!69 = !DILocation(line: 35, column: 33, scope: !60)
!70 = !DILocation(line: 35, column: 28, scope: !60)
!71 = !DILocation(line: 35, column: 3, scope: !60)
!72 = !DILocation(line: 35, column: 6, scope: !60)
!73 = !DILocation(line: 35, column: 12, scope: !60)
!74 = !DILocation(line: 35, column: 15, scope: !60)
!75 = !DILocation(line: 35, column: 18, scope: !60)
!76 = !DILocation(line: 36, column: 27, scope: !60)
!77 = !DILocation(line: 36, column: 29, scope: !60)
!78 = !DILocation(line: 36, column: 26, scope: !60)
!79 = !DILocation(line: 36, column: 24, scope: !60)
!80 = !DILocation(line: 36, column: 3, scope: !60)
!81 = !DILocation(line: 36, column: 6, scope: !60)
!82 = !DILocation(line: 36, column: 12, scope: !60)
!83 = !DILocation(line: 36, column: 15, scope: !60)
!84 = !DILocation(line: 36, column: 17, scope: !60)
!85 = !DILocation(line: 37, column: 2, scope: !60)
!86 = !DILocation(line: 33, column: 34, scope: !54)
!87 = !DILocation(line: 33, column: 2, scope: !54)
!88 = distinct !{!88, !58, !89, !90}
!89 = !DILocation(line: 37, column: 2, scope: !50)
!90 = !{!"llvm.loop.mustprogress"}
!91 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 38, type: !34)
!92 = !DILocation(line: 38, column: 8, scope: !10)
!93 = !DILocalVariable(name: "i", scope: !94, file: !1, line: 39, type: !13)
!94 = distinct !DILexicalBlock(scope: !10, file: !1, line: 39, column: 2)
!95 = !DILocation(line: 39, column: 11, scope: !94)
!96 = !DILocation(line: 39, column: 7, scope: !94)
!97 = !DILocation(line: 39, column: 18, scope: !98)
!98 = distinct !DILexicalBlock(scope: !94, file: !1, line: 39, column: 2)
!99 = !DILocation(line: 39, column: 22, scope: !98)
!100 = !DILocation(line: 39, column: 25, scope: !98)
!101 = !DILocation(line: 39, column: 20, scope: !98)
!102 = !DILocation(line: 39, column: 2, scope: !94)
!103 = !DILocation(line: 40, column: 8, scope: !98)
!104 = !DILocation(line: 40, column: 11, scope: !98)
!105 = !DILocation(line: 40, column: 17, scope: !98)
!106 = !DILocation(line: 40, column: 20, scope: !98)
!107 = !DILocation(line: 40, column: 5, scope: !98)
!108 = !DILocation(line: 40, column: 3, scope: !98)
!109 = !DILocation(line: 39, column: 34, scope: !98)
!110 = !DILocation(line: 39, column: 2, scope: !98)
!111 = distinct !{!111, !102, !112, !90}
!112 = !DILocation(line: 40, column: 20, scope: !94)
!113 = !DILocation(line: 41, column: 17, scope: !10)
!114 = !DILocation(line: 41, column: 2, scope: !10)
!115 = !DILocation(line: 42, column: 2, scope: !10)
!116 = distinct !DISubprogram(name: "xmalloc", scope: !1, file: !1, line: 18, type: !117, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!117 = !DISubroutineType(types: !118)
!118 = !{!119, !120}
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !121, line: 46, baseType: !122)
!121 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!122 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!123 = !DILocalVariable(name: "n", arg: 1, scope: !116, file: !1, line: 18, type: !120)
!124 = !DILocation(line: 18, column: 55, scope: !116)
!125 = !DILocalVariable(name: "p", scope: !116, file: !1, line: 20, type: !119)
!126 = !DILocation(line: 20, column: 8, scope: !116)
!127 = !DILocation(line: 20, column: 19, scope: !116)
!128 = !DILocation(line: 20, column: 12, scope: !116)
!129 = !DILocation(line: 21, column: 7, scope: !130)
!130 = distinct !DILexicalBlock(scope: !116, file: !1, line: 21, column: 6)
!131 = !DILocation(line: 21, column: 6, scope: !116)
!132 = !DILocation(line: 22, column: 11, scope: !133)
!133 = distinct !DILexicalBlock(scope: !130, file: !1, line: 21, column: 10)
!134 = !DILocation(line: 22, column: 3, scope: !133)
!135 = !DILocation(line: 23, column: 3, scope: !133)
!136 = !DILocation(line: 25, column: 9, scope: !116)
!137 = !DILocation(line: 25, column: 2, scope: !116)
