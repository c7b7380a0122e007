; ModuleID = 'const_index.c'
source_filename = "const_index.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.pt = type { i32, i32, i32 }

@.str = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !14 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %a = alloca %struct.pt*, align 8
  %b = alloca %struct.pt*, align 8
  %one = alloca %struct.pt*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !22, metadata !DIExpression()), !dbg !23
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !24, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.declare(metadata %struct.pt** %a, metadata !26, metadata !DIExpression()), !dbg !33
  %0 = load i32, i32* %argc.addr, align 4, !dbg !34
  %add = add nsw i32 %0, 3, !dbg !35
  %call = call %struct.pt* @make(i32 noundef %add), !dbg !36
  store %struct.pt* %call, %struct.pt** %a, align 8, !dbg !33
  call void @llvm.dbg.declare(metadata %struct.pt** %b, metadata !37, metadata !DIExpression()), !dbg !38
  %call1 = call noalias i8* @malloc(i64 noundef 36) #4, !dbg !39
  %1 = bitcast i8* %call1 to %struct.pt*, !dbg !39
  store %struct.pt* %1, %struct.pt** %b, align 8, !dbg !38
  call void @llvm.dbg.declare(metadata %struct.pt** %one, metadata !40, metadata !DIExpression()), !dbg !41
  %call2 = call noalias i8* @malloc(i64 noundef 12) #4, !dbg !42
  %2 = bitcast i8* %call2 to %struct.pt*, !dbg !42
  store %struct.pt* %2, %struct.pt** %one, align 8, !dbg !41
  %3 = load %struct.pt*, %struct.pt** %a, align 8, !dbg !43
  %tobool = icmp ne %struct.pt* %3, null, !dbg !43
  br i1 %tobool, label %lor.lhs.false, label %if.then, !dbg !45

lor.lhs.false:                                    ; preds = %entry
  %4 = load %struct.pt*, %struct.pt** %b, align 8, !dbg !46
  %tobool3 = icmp ne %struct.pt* %4, null, !dbg !46
  br i1 %tobool3, label %lor.lhs.false4, label %if.then, !dbg !47

lor.lhs.false4:                                   ; preds = %lor.lhs.false
  %5 = load %struct.pt*, %struct.pt** %one, align 8, !dbg !48
  %tobool5 = icmp ne %struct.pt* %5, null, !dbg !48
  br i1 %tobool5, label %if.end, label %if.then, !dbg !49

if.then:                                          ; preds = %lor.lhs.false4, %lor.lhs.false, %entry
  store i32 1, i32* %retval, align 4, !dbg !50
  br label %return, !dbg !50

if.end:                                           ; preds = %lor.lhs.false4
  %6 = load %struct.pt*, %struct.pt** %a, align 8, !dbg !51
  %arrayidx = getelementptr inbounds %struct.pt, %struct.pt* %6, i64 0, !dbg !51
  %z = getelementptr inbounds %struct.pt, %struct.pt* %arrayidx, i32 0, i32 2, !dbg !52
  store i32 1, i32* %z, align 4, !dbg !53
  %7 = load i32, i32* %argc.addr, align 4, !dbg !54
  %8 = load %struct.pt*, %struct.pt** %b, align 8, !dbg !55
  %arrayidx6 = getelementptr inbounds %struct.pt, %struct.pt* %8, i64 0, !dbg !55
  %x = getelementptr inbounds %struct.pt, %struct.pt* %arrayidx6, i32 0, i32 0, !dbg !56
  store i32 %7, i32* %x, align 4, !dbg !57
  %9 = load i32, i32* %argc.addr, align 4, !dbg !58
  %add7 = add nsw i32 %9, 1, !dbg !59
  %10 = load %struct.pt*, %struct.pt** %b, align 8, !dbg !60
  %arrayidx8 = getelementptr inbounds %struct.pt, %struct.pt* %10, i64 2, !dbg !60
  %z9 = getelementptr inbounds %struct.pt, %struct.pt* %arrayidx8, i32 0, i32 2, !dbg !61
  store i32 %add7, i32* %z9, align 4, !dbg !62
  %11 = load i32, i32* %argc.addr, align 4, !dbg !63
  %12 = load %struct.pt*, %struct.pt** %one, align 8, !dbg !64
  %y = getelementptr inbounds %struct.pt, %struct.pt* %12, i32 0, i32 1, !dbg !65
  store i32 %11, i32* %y, align 4, !dbg !66
  %13 = load %struct.pt*, %struct.pt** %one, align 8, !dbg !67
  %z10 = getelementptr inbounds %struct.pt, %struct.pt* %13, i32 0, i32 2, !dbg !68
  store i32 2, i32* %z10, align 4, !dbg !69
  %14 = load %struct.pt*, %struct.pt** %a, align 8, !dbg !70
  %call11 = call i32 @use(%struct.pt* noundef %14), !dbg !71
  %15 = load %struct.pt*, %struct.pt** %b, align 8, !dbg !72
  %arrayidx12 = getelementptr inbounds %struct.pt, %struct.pt* %15, i64 2, !dbg !72
  %z13 = getelementptr inbounds %struct.pt, %struct.pt* %arrayidx12, i32 0, i32 2, !dbg !73
  %16 = load i32, i32* %z13, align 4, !dbg !73
  %17 = load %struct.pt*, %struct.pt** %b, align 8, !dbg !74
  %arrayidx14 = getelementptr inbounds %struct.pt, %struct.pt* %17, i64 0, !dbg !74
  %x15 = getelementptr inbounds %struct.pt, %struct.pt* %arrayidx14, i32 0, i32 0, !dbg !75
  %18 = load i32, i32* %x15, align 4, !dbg !75
  %add16 = add nsw i32 %16, %18, !dbg !76
  %19 = load %struct.pt*, %struct.pt** %one, align 8, !dbg !77
  %y17 = getelementptr inbounds %struct.pt, %struct.pt* %19, i32 0, i32 1, !dbg !78
  %20 = load i32, i32* %y17, align 4, !dbg !78
  %21 = load %struct.pt*, %struct.pt** %one, align 8, !dbg !79
  %z18 = getelementptr inbounds %struct.pt, %struct.pt* %21, i32 0, i32 2, !dbg !80
  %22 = load i32, i32* %z18, align 4, !dbg !80
  %add19 = add nsw i32 %20, %22, !dbg !81
  %call20 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %call11, i32 noundef %add16, i32 noundef %add19), !dbg !82
  %23 = load %struct.pt*, %struct.pt** %a, align 8, !dbg !83
  %24 = bitcast %struct.pt* %23 to i8*, !dbg !83
  call void @free(i8* noundef %24) #4, !dbg !84
  %25 = load %struct.pt*, %struct.pt** %b, align 8, !dbg !85
  %26 = bitcast %struct.pt* %25 to i8*, !dbg !85
  call void @free(i8* noundef %26) #4, !dbg !86
  %27 = load %struct.pt*, %struct.pt** %one, align 8, !dbg !87
  %28 = bitcast %struct.pt* %27 to i8*, !dbg !87
  call void @free(i8* noundef %28) #4, !dbg !88
  store i32 0, i32* %retval, align 4, !dbg !89
  br label %return, !dbg !89

return:                                           ; preds = %if.end, %if.then
  %29 = load i32, i32* %retval, align 4, !dbg !90
  ret i32 %29, !dbg !90
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.pt* @make(i32 noundef %n) #0 !dbg !91 {
entry:
  %n.addr = alloca i32, align 4
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !94, metadata !DIExpression()), !dbg !95
  %0 = load i32, i32* %n.addr, align 4, !dbg !96
  %conv = sext i32 %0 to i64, !dbg !97
  %mul = mul i64 %conv, 12, !dbg !98
  %call = call noalias i8* @malloc(i64 noundef %mul) #4, !dbg !99
  %1 = bitcast i8* %call to %struct.pt*, !dbg !99
  ret %struct.pt* %1, !dbg !100
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @use(%struct.pt* noundef %a) #0 !dbg !101 {
entry:
  %a.addr = alloca %struct.pt*, align 8
  store %struct.pt* %a, %struct.pt** %a.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.pt** %a.addr, metadata !104, metadata !DIExpression()), !dbg !105
  %0 = load %struct.pt*, %struct.pt** %a.addr, align 8, !dbg !106
  %arrayidx = getelementptr inbounds %struct.pt, %struct.pt* %0, i64 1, !dbg !106
  %y = getelementptr inbounds %struct.pt, %struct.pt* %arrayidx, i32 0, i32 1, !dbg !107
  store i32 7, i32* %y, align 4, !dbg !108
  %1 = load %struct.pt*, %struct.pt** %a.addr, align 8, !dbg !109
  %arrayidx1 = getelementptr inbounds %struct.pt, %struct.pt* %1, i64 2, !dbg !109
  %x = getelementptr inbounds %struct.pt, %struct.pt* %arrayidx1, i32 0, i32 0, !dbg !110
  store i32 3, i32* %x, align 4, !dbg !111
  %2 = load %struct.pt*, %struct.pt** %a.addr, align 8, !dbg !112
  %arrayidx2 = getelementptr inbounds %struct.pt, %struct.pt* %2, i64 1, !dbg !112
  %y3 = getelementptr inbounds %struct.pt, %struct.pt* %arrayidx2, i32 0, i32 1, !dbg !113
  %3 = load i32, i32* %y3, align 4, !dbg !113
  %4 = load %struct.pt*, %struct.pt** %a.addr, align 8, !dbg !114
  %arrayidx4 = getelementptr inbounds %struct.pt, %struct.pt* %4, i64 2, !dbg !114
  %x5 = getelementptr inbounds %struct.pt, %struct.pt* %arrayidx4, i32 0, i32 0, !dbg !115
  %5 = load i32, i32* %x5, align 4, !dbg !115
  %add = add nsw i32 %3, %5, !dbg !116
  %6 = load %struct.pt*, %struct.pt** %a.addr, align 8, !dbg !117
  %arrayidx6 = getelementptr inbounds %struct.pt, %struct.pt* %6, i64 0, !dbg !117
  %z = getelementptr inbounds %struct.pt, %struct.pt* %arrayidx6, i32 0, i32 2, !dbg !118
  %7 = load i32, i32* %z, align 4, !dbg !118
  %add7 = add nsw i32 %add, %7, !dbg !119
  ret i32 %add7, !dbg !120
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "const_index.c", directory: ".", checksumkind: CSK_MD5, checksum: "39856493c71b4576d05f966f5a65227e")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 1}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 28, type: !15, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !17, !18}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!21 = !{}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !14, file: !1, line: 28, type: !17)
!23 = !DILocation(line: 28, column: 14, scope: !14)
!24 = !DILocalVariable(name: "argv", arg: 2, scope: !14, file: !1, line: 28, type: !18)
!25 = !DILocation(line: 28, column: 27, scope: !14)
!26 = !DILocalVariable(name: "a", scope: !14, file: !1, line: 30, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pt", file: !1, line: 9, size: 96, elements: !29)
!29 = !{!30, !31, !32}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !28, file: !1, line: 10, baseType: !17, size: 32)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !28, file: !1, line: 10, baseType: !17, size: 32, offset: 32)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !28, file: !1, line: 10, baseType: !17, size: 32, offset: 64)
!33 = !DILocation(line: 30, column: 13, scope: !14)
!34 = !DILocation(line: 30, column: 22, scope: !14)
!35 = !DILocation(line: 30, column: 27, scope: !14)
!36 = !DILocation(line: 30, column: 17, scope: !14)
!37 = !DILocalVariable(name: "b", scope: !14, file: !1, line: 31, type: !27)
!38 = !DILocation(line: 31, column: 13, scope: !14)
!39 = !DILocation(line: 31, column: 17, scope: !14)
!40 = !DILocalVariable(name: "one", scope: !14, file: !1, line: 32, type: !27)
!41 = !DILocation(line: 32, column: 13, scope: !14)
!42 = !DILocation(line: 32, column: 19, scope: !14)
!43 = !DILocation(line: 33, column: 7, scope: !44)
!44 = distinct !DILexicalBlock(scope: !14, file: !1, line: 33, column: 6)
!45 = !DILocation(line: 33, column: 9, scope: !44)
!46 = !DILocation(line: 33, column: 13, scope: !44)
!47 = !DILocation(line: 33, column: 15, scope: !44)
!48 = !DILocation(line: 33, column: 19, scope: !44)
!49 = !DILocation(line: 33, column: 6, scope: !14)
!50 = !DILocation(line: 34, column: 3, scope: !44)
!51 = !DILocation(line: 35, column: 2, scope: !14)
!52 = !DILocation(line: 35, column: 7, scope: !14)
!53 = !DILocation(line: 35, column: 9, scope: !14)
!54 = !DILocation(line: 36, column: 11, scope: !14)
!55 = !DILocation(line: 36, column: 2, scope: !14)
!56 = !DILocation(line: 36, column: 7, scope: !14)
!57 = !DILocation(line: 36, column: 9, scope: !14)
!58 = !DILocation(line: 37, column: 11, scope: !14)
!59 = !DILocation(line: 37, column: 16, scope: !14)
!60 = !DILocation(line: 37, column: 2, scope: !14)
!61 = !DILocation(line: 37, column: 7, scope: !14)
!62 = !DILocation(line: 37, column: 9, scope: !14)
!63 = !DILocation(line: 38, column: 11, scope: !14)
!64 = !DILocation(line: 38, column: 2, scope: !14)
!65 = !DILocation(line: 38, column: 7, scope: !14)
!66 = !DILocation(line: 38, column: 9, scope: !14)
!67 = !DILocation(line: 39, column: 2, scope: !14)
!68 = !DILocation(line: 39, column: 7, scope: !14)
!69 = !DILocation(line: 39, column: 9, scope: !14)
!70 = !DILocation(line: 40, column: 27, scope: !14)
!71 = !DILocation(line: 40, column: 23, scope: !14)
!72 = !DILocation(line: 40, column: 31, scope: !14)
!73 = !DILocation(line: 40, column: 36, scope: !14)
!74 = !DILocation(line: 40, column: 40, scope: !14)
!75 = !DILocation(line: 40, column: 45, scope: !14)
!76 = !DILocation(line: 40, column: 38, scope: !14)
!77 = !DILocation(line: 40, column: 48, scope: !14)
!78 = !DILocation(line: 40, column: 53, scope: !14)
!79 = !DILocation(line: 40, column: 57, scope: !14)
!80 = !DILocation(line: 40, column: 62, scope: !14)
!81 = !DILocation(line: 40, column: 55, scope: !14)
!82 = !DILocation(line: 40, column: 2, scope: !14)
!83 = !DILocation(line: 41, column: 7, scope: !14)
!84 = !DILocation(line: 41, column: 2, scope: !14)
!85 = !DILocation(line: 42, column: 7, scope: !14)
!86 = !DILocation(line: 42, column: 2, scope: !14)
!87 = !DILocation(line: 43, column: 7, scope: !14)
!88 = !DILocation(line: 43, column: 2, scope: !14)
!89 = !DILocation(line: 44, column: 2, scope: !14)
!90 = !DILocation(line: 45, column: 1, scope: !14)
!91 = distinct !DISubprogram(name: "make", scope: !1, file: !1, line: 16, type: !92, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!92 = !DISubroutineType(types: !93)
!93 = !{!27, !17}
!94 = !DILocalVariable(name: "n", arg: 1, scope: !91, file: !1, line: 16, type: !17)
!95 = !DILocation(line: 16, column: 54, scope: !91)
!96 = !DILocation(line: 18, column: 24, scope: !91)
!97 = !DILocation(line: 18, column: 16, scope: !91)
!98 = !DILocation(line: 18, column: 26, scope: !91)
!99 = !DILocation(line: 18, column: 9, scope: !91)
!100 = !DILocation(line: 18, column: 2, scope: !91)
!101 = distinct !DISubprogram(name: "use", scope: !1, file: !1, line: 21, type: !102, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!102 = !DISubroutineType(types: !103)
!103 = !{!17, !27}
!104 = !DILocalVariable(name: "a", arg: 1, scope: !101, file: !1, line: 21, type: !27)
!105 = !DILocation(line: 21, column: 53, scope: !101)
!106 = !DILocation(line: 23, column: 2, scope: !101)
!107 = !DILocation(line: 23, column: 7, scope: !101)
!108 = !DILocation(line: 23, column: 9, scope: !101)
!109 = !DILocation(line: 24, column: 2, scope: !101)
!110 = !DILocation(line: 24, column: 7, scope: !101)
!111 = !DILocation(line: 24, column: 9, scope: !101)
!112 = !DILocation(line: 25, column: 9, scope: !101)
!113 = !DILocation(line: 25, column: 14, scope: !101)
!114 = !DILocation(line: 25, column: 18, scope: !101)
!115 = !DILocation(line: 25, column: 23, scope: !101)
!116 = !DILocation(line: 25, column: 16, scope: !101)
!117 = !DILocation(line: 25, column: 27, scope: !101)
!118 = !DILocation(line: 25, column: 32, scope: !101)
!119 = !DILocation(line: 25, column: 25, scope: !101)
!120 = !DILocation(line: 25, column: 2, scope: !101)
