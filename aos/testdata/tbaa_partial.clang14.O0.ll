; ModuleID = 'tbaa_partial.c'
source_filename = "tbaa_partial.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.buf = type { i32, i32, [64 x i8] }

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !12 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %b = alloca %struct.buf*, align 8
  %i = alloca i32, align 4
  %p = alloca i8*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !20, metadata !DIExpression()), !dbg !21
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !22, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata %struct.buf** %b, metadata !24, metadata !DIExpression()), !dbg !34
  store %struct.buf* null, %struct.buf** %b, align 8, !dbg !34
  call void @llvm.dbg.declare(metadata i32* %i, metadata !35, metadata !DIExpression()), !dbg !37
  store i32 0, i32* %i, align 4, !dbg !37
  br label %for.cond, !dbg !38

for.cond:                                         ; preds = %for.inc3, %entry
  %0 = load i32, i32* %i, align 4, !dbg !39
  %1 = load i32, i32* %argc.addr, align 4, !dbg !41
  %cmp = icmp slt i32 %0, %1, !dbg !42
  br i1 %cmp, label %for.body, label %for.end4, !dbg !43

for.body:                                         ; preds = %for.cond
  call void @llvm.dbg.declare(metadata i8** %p, metadata !44, metadata !DIExpression()), !dbg !46
  %2 = load i8**, i8*** %argv.addr, align 8, !dbg !47
  %3 = load i32, i32* %i, align 4, !dbg !48
  %idxprom = sext i32 %3 to i64, !dbg !47
  %arrayidx = getelementptr inbounds i8*, i8** %2, i64 %idxprom, !dbg !47
  %4 = load i8*, i8** %arrayidx, align 8, !dbg !47
  store i8* %4, i8** %p, align 8, !dbg !46
  br label %for.cond1, !dbg !49

for.cond1:                                        ; preds = %for.inc, %for.body
  %5 = load i8*, i8** %p, align 8, !dbg !50
  %6 = load i8, i8* %5, align 1, !dbg !52
  %tobool = icmp ne i8 %6, 0, !dbg !53
  br i1 %tobool, label %for.body2, label %for.end, !dbg !53

for.body2:                                        ; preds = %for.cond1
  %7 = load i8*, i8** %p, align 8, !dbg !54
  %8 = load i8, i8* %7, align 1, !dbg !55
  %conv = sext i8 %8 to i32, !dbg !55
  call void @put(%struct.buf** noundef %b, i32 noundef %conv), !dbg !56
  br label %for.inc, !dbg !56

for.inc:                                          ; preds = %for.body2
  %9 = load i8*, i8** %p, align 8, !dbg !57
  %incdec.ptr = getelementptr inbounds i8, i8* %9, i32 1, !dbg !57
  store i8* %incdec.ptr, i8** %p, align 8, !dbg !57
  br label %for.cond1, !dbg !58, !llvm.loop !59

for.end:                                          ; preds = %for.cond1
  br label %for.inc3, !dbg !60

for.inc3:                                         ; preds = %for.end
  %10 = load i32, i32* %i, align 4, !dbg !62
  %inc = add nsw i32 %10, 1, !dbg !62
  store i32 %inc, i32* %i, align 4, !dbg !62
  br label %for.cond, !dbg !63, !llvm.loop !64

for.end4:                                         ; preds = %for.cond
  %11 = load %struct.buf*, %struct.buf** %b, align 8, !dbg !66
  %tobool5 = icmp ne %struct.buf* %11, null, !dbg !66
  br i1 %tobool5, label %cond.true, label %cond.false, !dbg !66

cond.true:                                        ; preds = %for.end4
  %12 = load %struct.buf*, %struct.buf** %b, align 8, !dbg !67
  %n = getelementptr inbounds %struct.buf, %struct.buf* %12, i32 0, i32 0, !dbg !68
  %13 = load i32, i32* %n, align 4, !dbg !68
  br label %cond.end, !dbg !66

cond.false:                                       ; preds = %for.end4
  br label %cond.end, !dbg !66

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %13, %cond.true ], [ 0, %cond.false ], !dbg !66
  %call = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %cond), !dbg !69
  ret i32 0, !dbg !70
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put(%struct.buf** noundef %bp, i32 noundef %c) #0 !dbg !71 {
entry:
  %bp.addr = alloca %struct.buf**, align 8
  %c.addr = alloca i32, align 4
  %b = alloca %struct.buf*, align 8
  store %struct.buf** %bp, %struct.buf*** %bp.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.buf*** %bp.addr, metadata !75, metadata !DIExpression()), !dbg !76
  store i32 %c, i32* %c.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %c.addr, metadata !77, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.declare(metadata %struct.buf** %b, metadata !79, metadata !DIExpression()), !dbg !80
  %0 = load %struct.buf**, %struct.buf*** %bp.addr, align 8, !dbg !81
  %1 = load %struct.buf*, %struct.buf** %0, align 8, !dbg !82
  store %struct.buf* %1, %struct.buf** %b, align 8, !dbg !80
  %2 = load %struct.buf*, %struct.buf** %b, align 8, !dbg !83
  %tobool = icmp ne %struct.buf* %2, null, !dbg !83
  br i1 %tobool, label %if.else, label %if.then, !dbg !85

if.then:                                          ; preds = %entry
  %call = call i8* @xrealloc(i8* noundef null, i32 noundef 72), !dbg !86
  %3 = bitcast i8* %call to %struct.buf*, !dbg !86
  store %struct.buf* %3, %struct.buf** %b, align 8, !dbg !88
  %4 = load %struct.buf*, %struct.buf** %b, align 8, !dbg !89
  %n = getelementptr inbounds %struct.buf, %struct.buf* %4, i32 0, i32 0, !dbg !90
  store i32 0, i32* %n, align 4, !dbg !91
  %5 = load %struct.buf*, %struct.buf** %b, align 8, !dbg !92
  %m = getelementptr inbounds %struct.buf, %struct.buf* %5, i32 0, i32 1, !dbg !93
  store i32 64, i32* %m, align 4, !dbg !94
  %6 = load %struct.buf*, %struct.buf** %b, align 8, !dbg !95
  %7 = load %struct.buf**, %struct.buf*** %bp.addr, align 8, !dbg !96
  store %struct.buf* %6, %struct.buf** %7, align 8, !dbg !97
  br label %if.end7, !dbg !98

if.else:                                          ; preds = %entry
  %8 = load %struct.buf*, %struct.buf** %b, align 8, !dbg !99
  %n1 = getelementptr inbounds %struct.buf, %struct.buf* %8, i32 0, i32 0, !dbg !101
  %9 = load i32, i32* %n1, align 4, !dbg !101
  %10 = load %struct.buf*, %struct.buf** %b, align 8, !dbg !102
  %m2 = getelementptr inbounds %struct.buf, %struct.buf* %10, i32 0, i32 1, !dbg !103
  %11 = load i32, i32* %m2, align 4, !dbg !103
  %cmp = icmp eq i32 %9, %11, !dbg !104
  br i1 %cmp, label %if.then3, label %if.end, !dbg !105

if.then3:                                         ; preds = %if.else
  %12 = load %struct.buf*, %struct.buf** %b, align 8, !dbg !106
  %13 = bitcast %struct.buf* %12 to i8*, !dbg !106
  %14 = load %struct.buf*, %struct.buf** %b, align 8, !dbg !108
  %m4 = getelementptr inbounds %struct.buf, %struct.buf* %14, i32 0, i32 1, !dbg !109
  %15 = load i32, i32* %m4, align 4, !dbg !110
  %mul = mul nsw i32 %15, 2, !dbg !110
  store i32 %mul, i32* %m4, align 4, !dbg !110
  %conv = sext i32 %mul to i64, !dbg !111
  %add = add i64 %conv, 8, !dbg !112
  %conv5 = trunc i64 %add to i32, !dbg !111
  %call6 = call i8* @xrealloc(i8* noundef %13, i32 noundef %conv5), !dbg !113
  %16 = bitcast i8* %call6 to %struct.buf*, !dbg !113
  store %struct.buf* %16, %struct.buf** %b, align 8, !dbg !114
  %17 = load %struct.buf*, %struct.buf** %b, align 8, !dbg !115
  %18 = load %struct.buf**, %struct.buf*** %bp.addr, align 8, !dbg !116
  store %struct.buf* %17, %struct.buf** %18, align 8, !dbg !117
  br label %if.end, !dbg !118

if.end:                                           ; preds = %if.then3, %if.else
  br label %if.end7

if.end7:                                          ; preds = %if.end, %if.then
  %19 = load i32, i32* %c.addr, align 4, !dbg !119
  %conv8 = trunc i32 %19 to i8, !dbg !119
  %20 = load %struct.buf*, %struct.buf** %b, align 8, !dbg !120
  %s = getelementptr inbounds %struct.buf, %struct.buf* %20, i32 0, i32 2, !dbg !121
  %21 = load %struct.buf*, %struct.buf** %b, align 8, !dbg !122
  %n9 = getelementptr inbounds %struct.buf, %struct.buf* %21, i32 0, i32 0, !dbg !123
  %22 = load i32, i32* %n9, align 4, !dbg !124
  %inc = add nsw i32 %22, 1, !dbg !124
  store i32 %inc, i32* %n9, align 4, !dbg !124
  %idxprom = sext i32 %22 to i64, !dbg !120
  %arrayidx = getelementptr inbounds [64 x i8], [64 x i8]* %s, i64 0, i64 %idxprom, !dbg !120
  store i8 %conv8, i8* %arrayidx, align 1, !dbg !125
  ret void, !dbg !126
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @xrealloc(i8* noundef %p, i32 noundef %n) #0 !dbg !127 {
entry:
  %p.addr = alloca i8*, align 8
  %n.addr = alloca i32, align 4
  %q = alloca i8*, align 8
  store i8* %p, i8** %p.addr, align 8
  call void @llvm.dbg.declare(metadata i8** %p.addr, metadata !130, metadata !DIExpression()), !dbg !131
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !132, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.declare(metadata i8** %q, metadata !134, metadata !DIExpression()), !dbg !135
  %0 = load i8*, i8** %p.addr, align 8, !dbg !136
  %1 = load i32, i32* %n.addr, align 4, !dbg !137
  %conv = sext i32 %1 to i64, !dbg !137
  %call = call i8* @realloc(i8* noundef %0, i64 noundef %conv) #5, !dbg !138
  store i8* %call, i8** %q, align 8, !dbg !135
  %2 = load i8*, i8** %q, align 8, !dbg !139
  %tobool = icmp ne i8* %2, null, !dbg !139
  br i1 %tobool, label %if.end, label %if.then, !dbg !141

if.then:                                          ; preds = %entry
  call void @exit(i32 noundef 1) #6, !dbg !142
  unreachable, !dbg !142

if.end:                                           ; preds = %entry
  %3 = load i8*, i8** %q, align 8, !dbg !143
  ret i8* %3, !dbg !144
}

; Function Attrs: nounwind
declare i8* @realloc(i8* noundef, i64 noundef) #3

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
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tbaa_partial.c", directory: ".", checksumkind: CSK_MD5, checksum: "6bf45004ff1f421f71389759d9fbbfdf")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 40, type: !13, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !15, !16}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!19 = !{}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !12, file: !1, line: 40, type: !15)
!21 = !DILocation(line: 40, column: 14, scope: !12)
!22 = !DILocalVariable(name: "argv", arg: 2, scope: !12, file: !1, line: 40, type: !16)
!23 = !DILocation(line: 40, column: 27, scope: !12)
!24 = !DILocalVariable(name: "b", scope: !12, file: !1, line: 42, type: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "buf", file: !1, line: 12, size: 576, elements: !27)
!27 = !{!28, !29, !30}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !26, file: !1, line: 13, baseType: !15, size: 32)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !26, file: !1, line: 13, baseType: !15, size: 32, offset: 32)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !26, file: !1, line: 14, baseType: !31, size: 512, offset: 64)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 512, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 64)
!34 = !DILocation(line: 42, column: 14, scope: !12)
!35 = !DILocalVariable(name: "i", scope: !36, file: !1, line: 43, type: !15)
!36 = distinct !DILexicalBlock(scope: !12, file: !1, line: 43, column: 2)
!37 = !DILocation(line: 43, column: 11, scope: !36)
!38 = !DILocation(line: 43, column: 7, scope: !36)
!39 = !DILocation(line: 43, column: 18, scope: !40)
!40 = distinct !DILexicalBlock(scope: !36, file: !1, line: 43, column: 2)
!41 = !DILocation(line: 43, column: 22, scope: !40)
!42 = !DILocation(line: 43, column: 20, scope: !40)
!43 = !DILocation(line: 43, column: 2, scope: !36)
!44 = !DILocalVariable(name: "p", scope: !45, file: !1, line: 44, type: !17)
!45 = distinct !DILexicalBlock(scope: !40, file: !1, line: 44, column: 3)
!46 = !DILocation(line: 44, column: 14, scope: !45)
!47 = !DILocation(line: 44, column: 18, scope: !45)
!48 = !DILocation(line: 44, column: 23, scope: !45)
!49 = !DILocation(line: 44, column: 8, scope: !45)
!50 = !DILocation(line: 44, column: 28, scope: !51)
!51 = distinct !DILexicalBlock(scope: !45, file: !1, line: 44, column: 3)
!52 = !DILocation(line: 44, column: 27, scope: !51)
!53 = !DILocation(line: 44, column: 3, scope: !45)
!54 = !DILocation(line: 45, column: 13, scope: !51)
!55 = !DILocation(line: 45, column: 12, scope: !51)
!56 = !DILocation(line: 45, column: 4, scope: !51)
!57 = !DILocation(line: 44, column: 32, scope: !51)
!58 = !DILocation(line: 44, column: 3, scope: !51)
!59 = distinct !{!59, !53, !60, !61}
!60 = !DILocation(line: 45, column: 14, scope: !45)
!61 = !{!"llvm.loop.mustprogress"}
!62 = !DILocation(line: 43, column: 29, scope: !40)
!63 = !DILocation(line: 43, column: 2, scope: !40)
!64 = distinct !{!64, !43, !65, !61}
!65 = !DILocation(line: 45, column: 14, scope: !36)
!66 = !DILocation(line: 46, column: 17, scope: !12)
!67 = !DILocation(line: 46, column: 21, scope: !12)
!68 = !DILocation(line: 46, column: 24, scope: !12)
!69 = !DILocation(line: 46, column: 2, scope: !12)
!70 = !DILocation(line: 47, column: 2, scope: !12)
!71 = distinct !DISubprogram(name: "put", scope: !1, file: !1, line: 25, type: !72, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!72 = !DISubroutineType(types: !73)
!73 = !{null, !74, !15}
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!75 = !DILocalVariable(name: "bp", arg: 1, scope: !71, file: !1, line: 25, type: !74)
!76 = !DILocation(line: 25, column: 56, scope: !71)
!77 = !DILocalVariable(name: "c", arg: 2, scope: !71, file: !1, line: 25, type: !15)
!78 = !DILocation(line: 25, column: 64, scope: !71)
!79 = !DILocalVariable(name: "b", scope: !71, file: !1, line: 27, type: !25)
!80 = !DILocation(line: 27, column: 14, scope: !71)
!81 = !DILocation(line: 27, column: 19, scope: !71)
!82 = !DILocation(line: 27, column: 18, scope: !71)
!83 = !DILocation(line: 28, column: 7, scope: !84)
!84 = distinct !DILexicalBlock(scope: !71, file: !1, line: 28, column: 6)
!85 = !DILocation(line: 28, column: 6, scope: !71)
!86 = !DILocation(line: 29, column: 7, scope: !87)
!87 = distinct !DILexicalBlock(scope: !84, file: !1, line: 28, column: 10)
!88 = !DILocation(line: 29, column: 5, scope: !87)
!89 = !DILocation(line: 30, column: 3, scope: !87)
!90 = !DILocation(line: 30, column: 6, scope: !87)
!91 = !DILocation(line: 30, column: 8, scope: !87)
!92 = !DILocation(line: 31, column: 3, scope: !87)
!93 = !DILocation(line: 31, column: 6, scope: !87)
!94 = !DILocation(line: 31, column: 8, scope: !87)
!95 = !DILocation(line: 32, column: 9, scope: !87)
!96 = !DILocation(line: 32, column: 4, scope: !87)
!97 = !DILocation(line: 32, column: 7, scope: !87)
!98 = !DILocation(line: 33, column: 2, scope: !87)
!99 = !DILocation(line: 33, column: 13, scope: !100)
!100 = distinct !DILexicalBlock(scope: !84, file: !1, line: 33, column: 13)
!101 = !DILocation(line: 33, column: 16, scope: !100)
!102 = !DILocation(line: 33, column: 21, scope: !100)
!103 = !DILocation(line: 33, column: 24, scope: !100)
!104 = !DILocation(line: 33, column: 18, scope: !100)
!105 = !DILocation(line: 33, column: 13, scope: !84)
!106 = !DILocation(line: 34, column: 16, scope: !107)
!107 = distinct !DILexicalBlock(scope: !100, file: !1, line: 33, column: 27)
!108 = !DILocation(line: 34, column: 20, scope: !107)
!109 = !DILocation(line: 34, column: 23, scope: !107)
!110 = !DILocation(line: 34, column: 25, scope: !107)
!111 = !DILocation(line: 34, column: 19, scope: !107)
!112 = !DILocation(line: 34, column: 31, scope: !107)
!113 = !DILocation(line: 34, column: 7, scope: !107)
!114 = !DILocation(line: 34, column: 5, scope: !107)
!115 = !DILocation(line: 35, column: 9, scope: !107)
!116 = !DILocation(line: 35, column: 4, scope: !107)
!117 = !DILocation(line: 35, column: 7, scope: !107)
!118 = !DILocation(line: 36, column: 2, scope: !107)
!119 = !DILocation(line: 37, column: 17, scope: !71)
!120 = !DILocation(line: 37, column: 2, scope: !71)
!121 = !DILocation(line: 37, column: 5, scope: !71)
!122 = !DILocation(line: 37, column: 7, scope: !71)
!123 = !DILocation(line: 37, column: 10, scope: !71)
!124 = !DILocation(line: 37, column: 11, scope: !71)
!125 = !DILocation(line: 37, column: 15, scope: !71)
!126 = !DILocation(line: 38, column: 1, scope: !71)
!127 = distinct !DISubprogram(name: "xrealloc", scope: !1, file: !1, line: 17, type: !128, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!128 = !DISubroutineType(types: !129)
!129 = !{!3, !3, !15}
!130 = !DILocalVariable(name: "p", arg: 1, scope: !127, file: !1, line: 17, type: !3)
!131 = !DILocation(line: 17, column: 55, scope: !127)
!132 = !DILocalVariable(name: "n", arg: 2, scope: !127, file: !1, line: 17, type: !15)
!133 = !DILocation(line: 17, column: 62, scope: !127)
!134 = !DILocalVariable(name: "q", scope: !127, file: !1, line: 19, type: !3)
!135 = !DILocation(line: 19, column: 8, scope: !127)
!136 = !DILocation(line: 19, column: 20, scope: !127)
!137 = !DILocation(line: 19, column: 23, scope: !127)
!138 = !DILocation(line: 19, column: 12, scope: !127)
!139 = !DILocation(line: 20, column: 7, scope: !140)
!140 = distinct !DILexicalBlock(scope: !127, file: !1, line: 20, column: 6)
!141 = !DILocation(line: 20, column: 6, scope: !127)
!142 = !DILocation(line: 21, column: 3, scope: !140)
!143 = !DILocation(line: 22, column: 9, scope: !127)
!144 = !DILocation(line: 22, column: 2, scope: !127)
