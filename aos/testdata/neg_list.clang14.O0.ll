; ModuleID = 'neg_list.c'
source_filename = "neg_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { i32, %struct.node* }

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !10 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %head = alloca %struct.node*, align 8
  %i = alloca i32, align 4
  %s = alloca i64, align 8
  %p = alloca %struct.node*, align 8
  %n = alloca %struct.node*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata %struct.node** %head, metadata !22, metadata !DIExpression()), !dbg !28
  store %struct.node* null, %struct.node** %head, align 8, !dbg !28
  call void @llvm.dbg.declare(metadata i32* %i, metadata !29, metadata !DIExpression()), !dbg !31
  store i32 0, i32* %i, align 4, !dbg !31
  br label %for.cond, !dbg !32

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !33
  %1 = load i32, i32* %argc.addr, align 4, !dbg !35
  %mul = mul nsw i32 %1, 5, !dbg !36
  %cmp = icmp slt i32 %0, %mul, !dbg !37
  br i1 %cmp, label %for.body, label %for.end, !dbg !38

for.body:                                         ; preds = %for.cond
  %2 = load %struct.node*, %struct.node** %head, align 8, !dbg !39
  %3 = load i32, i32* %i, align 4, !dbg !40
  %call = call %struct.node* @push(%struct.node* noundef %2, i32 noundef %3), !dbg !41
  store %struct.node* %call, %struct.node** %head, align 8, !dbg !42
  br label %for.inc, !dbg !43

for.inc:                                          ; preds = %for.body
  %4 = load i32, i32* %i, align 4, !dbg !44
  %inc = add nsw i32 %4, 1, !dbg !44
  store i32 %inc, i32* %i, align 4, !dbg !44
  br label %for.cond, !dbg !45, !llvm.loop !46

for.end:                                          ; preds = %for.cond
  call void @llvm.dbg.declare(metadata i64* %s, metadata !49, metadata !DIExpression()), !dbg !51
  store i64 0, i64* %s, align 8, !dbg !51
  call void @llvm.dbg.declare(metadata %struct.node** %p, metadata !52, metadata !DIExpression()), !dbg !54
  %5 = load %struct.node*, %struct.node** %head, align 8, !dbg !55
  store %struct.node* %5, %struct.node** %p, align 8, !dbg !54
  br label %for.cond1, !dbg !56

for.cond1:                                        ; preds = %for.inc3, %for.end
  %6 = load %struct.node*, %struct.node** %p, align 8, !dbg !57
  %tobool = icmp ne %struct.node* %6, null, !dbg !59
  br i1 %tobool, label %for.body2, label %for.end4, !dbg !59

for.body2:                                        ; preds = %for.cond1
  %7 = load %struct.node*, %struct.node** %p, align 8, !dbg !60
  %val = getelementptr inbounds %struct.node, %struct.node* %7, i32 0, i32 0, !dbg !61
  %8 = load i32, i32* %val, align 8, !dbg !61
  %conv = sext i32 %8 to i64, !dbg !60
  %9 = load i64, i64* %s, align 8, !dbg !62
  %add = add nsw i64 %9, %conv, !dbg !62
  store i64 %add, i64* %s, align 8, !dbg !62
  br label %for.inc3, !dbg !63

for.inc3:                                         ; preds = %for.body2
  %10 = load %struct.node*, %struct.node** %p, align 8, !dbg !64
  %next = getelementptr inbounds %struct.node, %struct.node* %10, i32 0, i32 1, !dbg !65
  %11 = load %struct.node*, %struct.node** %next, align 8, !dbg !65
  store %struct.node* %11, %struct.node** %p, align 8, !dbg !66
  br label %for.cond1, !dbg !67, !llvm.loop !68

for.end4:                                         ; preds = %for.cond1
  br label %while.cond, !dbg !70

while.cond:                                       ; preds = %while.body, %for.end4
  %12 = load %struct.node*, %struct.node** %head, align 8, !dbg !71
  %tobool5 = icmp ne %struct.node* %12, null, !dbg !70
  br i1 %tobool5, label %while.body, label %while.end, !dbg !70

while.body:                                       ; preds = %while.cond
  call void @llvm.dbg.declare(metadata %struct.node** %n, metadata !72, metadata !DIExpression()), !dbg !74
  %13 = load %struct.node*, %struct.node** %head, align 8, !dbg !75
  %next6 = getelementptr inbounds %struct.node, %struct.node* %13, i32 0, i32 1, !dbg !76
  %14 = load %struct.node*, %struct.node** %next6, align 8, !dbg !76
  store %struct.node* %14, %struct.node** %n, align 8, !dbg !74
  %15 = load %struct.node*, %struct.node** %head, align 8, !dbg !77
  %16 = bitcast %struct.node* %15 to i8*, !dbg !77
  call void @free(i8* noundef %16) #5, !dbg !78
  %17 = load %struct.node*, %struct.node** %n, align 8, !dbg !79
  store %struct.node* %17, %struct.node** %head, align 8, !dbg !80
  br label %while.cond, !dbg !70, !llvm.loop !81

while.end:                                        ; preds = %while.cond
  %18 = load i64, i64* %s, align 8, !dbg !83
  %call7 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %18), !dbg !84
  ret i32 0, !dbg !85
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.node* @push(%struct.node* noundef %head, i32 noundef %v) #0 !dbg !86 {
entry:
  %head.addr = alloca %struct.node*, align 8
  %v.addr = alloca i32, align 4
  %n = alloca %struct.node*, align 8
  store %struct.node* %head, %struct.node** %head.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.node** %head.addr, metadata !89, metadata !DIExpression()), !dbg !90
  store i32 %v, i32* %v.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %v.addr, metadata !91, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.declare(metadata %struct.node** %n, metadata !93, metadata !DIExpression()), !dbg !94
  %call = call noalias i8* @malloc(i64 noundef 16) #5, !dbg !95
  %0 = bitcast i8* %call to %struct.node*, !dbg !95
  store %struct.node* %0, %struct.node** %n, align 8, !dbg !94
  %1 = load %struct.node*, %struct.node** %n, align 8, !dbg !96
  %tobool = icmp ne %struct.node* %1, null, !dbg !96
  br i1 %tobool, label %if.end, label %if.then, !dbg !98

if.then:                                          ; preds = %entry
  call void @exit(i32 noundef 1) #6, !dbg !99
  unreachable, !dbg !99

if.end:                                           ; preds = %entry
  %2 = load i32, i32* %v.addr, align 4, !dbg !100
  %3 = load %struct.node*, %struct.node** %n, align 8, !dbg !101
  %val = getelementptr inbounds %struct.node, %struct.node* %3, i32 0, i32 0, !dbg !102
  store i32 %2, i32* %val, align 8, !dbg !103
  %4 = load %struct.node*, %struct.node** %head.addr, align 8, !dbg !104
  %5 = load %struct.node*, %struct.node** %n, align 8, !dbg !105
  %next = getelementptr inbounds %struct.node, %struct.node* %5, i32 0, i32 1, !dbg !106
  store %struct.node* %4, %struct.node** %next, align 8, !dbg !107
  %6 = load %struct.node*, %struct.node** %n, align 8, !dbg !108
  ret %struct.node* %6, !dbg !109
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "neg_list.c", directory: ".", checksumkind: CSK_MD5, checksum: "37e288ac504e041d0711ec4f4a51243f")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 23, type: !11, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 23, type: !13)
!19 = !DILocation(line: 23, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 23, type: !14)
!21 = !DILocation(line: 23, column: 27, scope: !10)
!22 = !DILocalVariable(name: "head", scope: !10, file: !1, line: 25, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !1, line: 6, size: 128, elements: !25)
!25 = !{!26, !27}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !24, file: !1, line: 7, baseType: !13, size: 32)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !24, file: !1, line: 8, baseType: !23, size: 64, offset: 64)
!28 = !DILocation(line: 25, column: 15, scope: !10)
!29 = !DILocalVariable(name: "i", scope: !30, file: !1, line: 26, type: !13)
!30 = distinct !DILexicalBlock(scope: !10, file: !1, line: 26, column: 2)
!31 = !DILocation(line: 26, column: 11, scope: !30)
!32 = !DILocation(line: 26, column: 7, scope: !30)
!33 = !DILocation(line: 26, column: 18, scope: !34)
!34 = distinct !DILexicalBlock(scope: !30, file: !1, line: 26, column: 2)
!35 = !DILocation(line: 26, column: 22, scope: !34)
!36 = !DILocation(line: 26, column: 27, scope: !34)
!37 = !DILocation(line: 26, column: 20, scope: !34)
!38 = !DILocation(line: 26, column: 2, scope: !30)
!39 = !DILocation(line: 27, column: 15, scope: !34)
!40 = !DILocation(line: 27, column: 21, scope: !34)
!41 = !DILocation(line: 27, column: 10, scope: !34)
!42 = !DILocation(line: 27, column: 8, scope: !34)
!43 = !DILocation(line: 27, column: 3, scope: !34)
!44 = !DILocation(line: 26, column: 33, scope: !34)
!45 = !DILocation(line: 26, column: 2, scope: !34)
!46 = distinct !{!46, !38, !47, !48}
!47 = !DILocation(line: 27, column: 22, scope: !30)
!48 = !{!"llvm.loop.mustprogress"}
!49 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 28, type: !50)
!50 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!51 = !DILocation(line: 28, column: 7, scope: !10)
!52 = !DILocalVariable(name: "p", scope: !53, file: !1, line: 29, type: !23)
!53 = distinct !DILexicalBlock(scope: !10, file: !1, line: 29, column: 2)
!54 = !DILocation(line: 29, column: 20, scope: !53)
!55 = !DILocation(line: 29, column: 24, scope: !53)
!56 = !DILocation(line: 29, column: 7, scope: !53)
!57 = !DILocation(line: 29, column: 30, scope: !58)
!58 = distinct !DILexicalBlock(scope: !53, file: !1, line: 29, column: 2)
!59 = !DILocation(line: 29, column: 2, scope: !53)
!60 = !DILocation(line: 30, column: 8, scope: !58)
!61 = !DILocation(line: 30, column: 11, scope: !58)
!62 = !DILocation(line: 30, column: 5, scope: !58)
!63 = !DILocation(line: 30, column: 3, scope: !58)
!64 = !DILocation(line: 29, column: 37, scope: !58)
!65 = !DILocation(line: 29, column: 40, scope: !58)
!66 = !DILocation(line: 29, column: 35, scope: !58)
!67 = !DILocation(line: 29, column: 2, scope: !58)
!68 = distinct !{!68, !59, !69, !48}
!69 = !DILocation(line: 30, column: 11, scope: !53)
!70 = !DILocation(line: 31, column: 2, scope: !10)
!71 = !DILocation(line: 31, column: 9, scope: !10)
!72 = !DILocalVariable(name: "n", scope: !73, file: !1, line: 32, type: !23)
!73 = distinct !DILexicalBlock(scope: !10, file: !1, line: 31, column: 15)
!74 = !DILocation(line: 32, column: 16, scope: !73)
!75 = !DILocation(line: 32, column: 20, scope: !73)
!76 = !DILocation(line: 32, column: 26, scope: !73)
!77 = !DILocation(line: 33, column: 8, scope: !73)
!78 = !DILocation(line: 33, column: 3, scope: !73)
!79 = !DILocation(line: 34, column: 10, scope: !73)
!80 = !DILocation(line: 34, column: 8, scope: !73)
!81 = distinct !{!81, !70, !82, !48}
!82 = !DILocation(line: 35, column: 2, scope: !10)
!83 = !DILocation(line: 36, column: 18, scope: !10)
!84 = !DILocation(line: 36, column: 2, scope: !10)
!85 = !DILocation(line: 37, column: 2, scope: !10)
!86 = distinct !DISubprogram(name: "push", scope: !1, file: !1, line: 13, type: !87, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!87 = !DISubroutineType(types: !88)
!88 = !{!23, !23, !13}
!89 = !DILocalVariable(name: "head", arg: 1, scope: !86, file: !1, line: 13, type: !23)
!90 = !DILocation(line: 13, column: 65, scope: !86)
!91 = !DILocalVariable(name: "v", arg: 2, scope: !86, file: !1, line: 13, type: !13)
!92 = !DILocation(line: 13, column: 75, scope: !86)
!93 = !DILocalVariable(name: "n", scope: !86, file: !1, line: 15, type: !23)
!94 = !DILocation(line: 15, column: 15, scope: !86)
!95 = !DILocation(line: 15, column: 19, scope: !86)
!96 = !DILocation(line: 16, column: 7, scope: !97)
!97 = distinct !DILexicalBlock(scope: !86, file: !1, line: 16, column: 6)
!98 = !DILocation(line: 16, column: 6, scope: !86)
!99 = !DILocation(line: 17, column: 3, scope: !97)
!100 = !DILocation(line: 18, column: 11, scope: !86)
!101 = !DILocation(line: 18, column: 2, scope: !86)
!102 = !DILocation(line: 18, column: 5, scope: !86)
!103 = !DILocation(line: 18, column: 9, scope: !86)
!104 = !DILocation(line: 19, column: 12, scope: !86)
!105 = !DILocation(line: 19, column: 2, scope: !86)
!106 = !DILocation(line: 19, column: 5, scope: !86)
!107 = !DILocation(line: 19, column: 10, scope: !86)
!108 = !DILocation(line: 20, column: 9, scope: !86)
!109 = !DILocation(line: 20, column: 2, scope: !86)
