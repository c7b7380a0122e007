; ModuleID = 'ptr_iter.c'
source_filename = "ptr_iter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.rgb = type { float, float, float }

@.str = private unnamed_addr constant [7 x i8] c"%f %f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !10 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %n = alloca i32, align 4
  %img = alloca %struct.rgb*, align 8
  %pal = alloca [32 x %struct.rgb], align 16
  %q = alloca %struct.rgb*, align 8
  %q2 = alloca %struct.rgb*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %n, metadata !22, metadata !DIExpression()), !dbg !23
  %0 = load i32, i32* %argc.addr, align 4, !dbg !24
  %add = add nsw i32 %0, 99, !dbg !25
  store i32 %add, i32* %n, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata %struct.rgb** %img, metadata !26, metadata !DIExpression()), !dbg !34
  %1 = load i32, i32* %n, align 4, !dbg !35
  %conv = sext i32 %1 to i64, !dbg !35
  %mul = mul i64 %conv, 12, !dbg !36
  %call = call noalias i8* @malloc(i64 noundef %mul) #4, !dbg !37
  %2 = bitcast i8* %call to %struct.rgb*, !dbg !37
  store %struct.rgb* %2, %struct.rgb** %img, align 8, !dbg !34
  call void @llvm.dbg.declare(metadata [32 x %struct.rgb]* %pal, metadata !38, metadata !DIExpression()), !dbg !42
  %3 = load %struct.rgb*, %struct.rgb** %img, align 8, !dbg !43
  %tobool = icmp ne %struct.rgb* %3, null, !dbg !43
  br i1 %tobool, label %if.end, label %if.then, !dbg !45

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4, !dbg !46
  br label %return, !dbg !46

if.end:                                           ; preds = %entry
  call void @llvm.dbg.declare(metadata %struct.rgb** %q, metadata !47, metadata !DIExpression()), !dbg !49
  %4 = load %struct.rgb*, %struct.rgb** %img, align 8, !dbg !50
  store %struct.rgb* %4, %struct.rgb** %q, align 8, !dbg !49
  br label %for.cond, !dbg !51

for.cond:                                         ; preds = %for.inc, %if.end
  %5 = load %struct.rgb*, %struct.rgb** %q, align 8, !dbg !52
  %6 = load %struct.rgb*, %struct.rgb** %img, align 8, !dbg !54
  %7 = load i32, i32* %n, align 4, !dbg !55
  %idx.ext = sext i32 %7 to i64, !dbg !56
  %add.ptr = getelementptr inbounds %struct.rgb, %struct.rgb* %6, i64 %idx.ext, !dbg !56
  %cmp = icmp ult %struct.rgb* %5, %add.ptr, !dbg !57
  br i1 %cmp, label %for.body, label %for.end, !dbg !58

for.body:                                         ; preds = %for.cond
  %8 = load %struct.rgb*, %struct.rgb** %q, align 8, !dbg !59
  %r = getelementptr inbounds %struct.rgb, %struct.rgb* %8, i32 0, i32 0, !dbg !61
  store float 0x3FB99999A0000000, float* %r, align 4, !dbg !62
  %9 = load %struct.rgb*, %struct.rgb** %q, align 8, !dbg !63
  %g = getelementptr inbounds %struct.rgb, %struct.rgb* %9, i32 0, i32 1, !dbg !64
  store float 0x3FC99999A0000000, float* %g, align 4, !dbg !65
  %10 = load %struct.rgb*, %struct.rgb** %q, align 8, !dbg !66
  %b = getelementptr inbounds %struct.rgb, %struct.rgb* %10, i32 0, i32 2, !dbg !67
  store float 0x3FD3333340000000, float* %b, align 4, !dbg !68
  br label %for.inc, !dbg !69

for.inc:                                          ; preds = %for.body
  %11 = load %struct.rgb*, %struct.rgb** %q, align 8, !dbg !70
  %incdec.ptr = getelementptr inbounds %struct.rgb, %struct.rgb* %11, i32 1, !dbg !70
  store %struct.rgb* %incdec.ptr, %struct.rgb** %q, align 8, !dbg !70
  br label %for.cond, !dbg !71, !llvm.loop !72

for.end:                                          ; preds = %for.cond
  call void @llvm.dbg.declare(metadata %struct.rgb** %q2, metadata !75, metadata !DIExpression()), !dbg !77
  %arraydecay = getelementptr inbounds [32 x %struct.rgb], [32 x %struct.rgb]* %pal, i64 0, i64 0, !dbg !78
  store %struct.rgb* %arraydecay, %struct.rgb** %q2, align 8, !dbg !77
  br label %for.cond3, !dbg !79

for.cond3:                                        ; preds = %for.inc11, %for.end
  %12 = load %struct.rgb*, %struct.rgb** %q2, align 8, !dbg !80
  %arraydecay4 = getelementptr inbounds [32 x %struct.rgb], [32 x %struct.rgb]* %pal, i64 0, i64 0, !dbg !82
  %13 = load i32, i32* %argc.addr, align 4, !dbg !83
  %rem = srem i32 %13, 32, !dbg !84
  %idx.ext5 = sext i32 %rem to i64, !dbg !85
  %add.ptr6 = getelementptr inbounds %struct.rgb, %struct.rgb* %arraydecay4, i64 %idx.ext5, !dbg !85
  %cmp7 = icmp ult %struct.rgb* %12, %add.ptr6, !dbg !86
  br i1 %cmp7, label %for.body9, label %for.end13, !dbg !87

for.body9:                                        ; preds = %for.cond3
  %14 = load %struct.rgb*, %struct.rgb** %q2, align 8, !dbg !88
  %g10 = getelementptr inbounds %struct.rgb, %struct.rgb* %14, i32 0, i32 1, !dbg !89
  store float 1.000000e+00, float* %g10, align 4, !dbg !90
  br label %for.inc11, !dbg !88

for.inc11:                                        ; preds = %for.body9
  %15 = load %struct.rgb*, %struct.rgb** %q2, align 8, !dbg !91
  %incdec.ptr12 = getelementptr inbounds %struct.rgb, %struct.rgb* %15, i32 1, !dbg !91
  store %struct.rgb* %incdec.ptr12, %struct.rgb** %q2, align 8, !dbg !91
  br label %for.cond3, !dbg !92, !llvm.loop !93

for.end13:                                        ; preds = %for.cond3
  %16 = load %struct.rgb*, %struct.rgb** %img, align 8, !dbg !95
  %17 = load %struct.rgb*, %struct.rgb** %img, align 8, !dbg !96
  %18 = load i32, i32* %n, align 4, !dbg !97
  %idx.ext14 = sext i32 %18 to i64, !dbg !98
  %add.ptr15 = getelementptr inbounds %struct.rgb, %struct.rgb* %17, i64 %idx.ext14, !dbg !98
  %call16 = call float @brightness(%struct.rgb* noundef %16, %struct.rgb* noundef %add.ptr15), !dbg !99
  %conv17 = fpext float %call16 to double, !dbg !99
  %arraydecay18 = getelementptr inbounds [32 x %struct.rgb], [32 x %struct.rgb]* %pal, i64 0, i64 0, !dbg !100
  %arraydecay19 = getelementptr inbounds [32 x %struct.rgb], [32 x %struct.rgb]* %pal, i64 0, i64 0, !dbg !101
  %19 = load i32, i32* %argc.addr, align 4, !dbg !102
  %rem20 = srem i32 %19, 32, !dbg !103
  %idx.ext21 = sext i32 %rem20 to i64, !dbg !104
  %add.ptr22 = getelementptr inbounds %struct.rgb, %struct.rgb* %arraydecay19, i64 %idx.ext21, !dbg !104
  %call23 = call float @brightness(%struct.rgb* noundef %arraydecay18, %struct.rgb* noundef %add.ptr22), !dbg !105
  %conv24 = fpext float %call23 to double, !dbg !105
  %call25 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), double noundef %conv17, double noundef %conv24), !dbg !106
  %20 = load %struct.rgb*, %struct.rgb** %img, align 8, !dbg !107
  %21 = bitcast %struct.rgb* %20 to i8*, !dbg !107
  call void @free(i8* noundef %21) #4, !dbg !108
  store i32 0, i32* %retval, align 4, !dbg !109
  br label %return, !dbg !109

return:                                           ; preds = %for.end13, %if.then
  %22 = load i32, i32* %retval, align 4, !dbg !110
  ret i32 %22, !dbg !110
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal float @brightness(%struct.rgb* noundef %p, %struct.rgb* noundef %end) #0 !dbg !111 {
entry:
  %p.addr = alloca %struct.rgb*, align 8
  %end.addr = alloca %struct.rgb*, align 8
  %s = alloca float, align 4
  store %struct.rgb* %p, %struct.rgb** %p.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.rgb** %p.addr, metadata !116, metadata !DIExpression()), !dbg !117
  store %struct.rgb* %end, %struct.rgb** %end.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.rgb** %end.addr, metadata !118, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.declare(metadata float* %s, metadata !120, metadata !DIExpression()), !dbg !121
  store float 0.000000e+00, float* %s, align 4, !dbg !121
  br label %for.cond, !dbg !122

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load %struct.rgb*, %struct.rgb** %p.addr, align 8, !dbg !123
  %1 = load %struct.rgb*, %struct.rgb** %end.addr, align 8, !dbg !126
  %cmp = icmp ult %struct.rgb* %0, %1, !dbg !127
  br i1 %cmp, label %for.body, label %for.end, !dbg !128

for.body:                                         ; preds = %for.cond
  %2 = load %struct.rgb*, %struct.rgb** %p.addr, align 8, !dbg !129
  %r = getelementptr inbounds %struct.rgb, %struct.rgb* %2, i32 0, i32 0, !dbg !130
  %3 = load float, float* %r, align 4, !dbg !130
  %4 = load %struct.rgb*, %struct.rgb** %p.addr, align 8, !dbg !131
  %g = getelementptr inbounds %struct.rgb, %struct.rgb* %4, i32 0, i32 1, !dbg !132
  %5 = load float, float* %g, align 4, !dbg !132
  %add = fadd float %3, %5, !dbg !133
  %6 = load %struct.rgb*, %struct.rgb** %p.addr, align 8, !dbg !134
  %b = getelementptr inbounds %struct.rgb, %struct.rgb* %6, i32 0, i32 2, !dbg !135
  %7 = load float, float* %b, align 4, !dbg !135
  %add1 = fadd float %add, %7, !dbg !136
  %8 = load float, float* %s, align 4, !dbg !137
  %add2 = fadd float %8, %add1, !dbg !137
  store float %add2, float* %s, align 4, !dbg !137
  br label %for.inc, !dbg !138

for.inc:                                          ; preds = %for.body
  %9 = load %struct.rgb*, %struct.rgb** %p.addr, align 8, !dbg !139
  %incdec.ptr = getelementptr inbounds %struct.rgb, %struct.rgb* %9, i32 1, !dbg !139
  store %struct.rgb* %incdec.ptr, %struct.rgb** %p.addr, align 8, !dbg !139
  br label %for.cond, !dbg !140, !llvm.loop !141

for.end:                                          ; preds = %for.cond
  %10 = load float, float* %s, align 4, !dbg !143
  ret float %10, !dbg !144
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "ptr_iter.c", directory: ".", checksumkind: CSK_MD5, checksum: "a6b37c4b8c44c45e02a978ad623b5180")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 21, type: !11, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 21, type: !13)
!19 = !DILocation(line: 21, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 21, type: !14)
!21 = !DILocation(line: 21, column: 27, scope: !10)
!22 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 23, type: !13)
!23 = !DILocation(line: 23, column: 6, scope: !10)
!24 = !DILocation(line: 23, column: 10, scope: !10)
!25 = !DILocation(line: 23, column: 15, scope: !10)
!26 = !DILocalVariable(name: "img", scope: !10, file: !1, line: 24, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rgb", file: !1, line: 6, size: 96, elements: !29)
!29 = !{!30, !32, !33}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !28, file: !1, line: 7, baseType: !31, size: 32)
!31 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !28, file: !1, line: 7, baseType: !31, size: 32, offset: 32)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !28, file: !1, line: 7, baseType: !31, size: 32, offset: 64)
!34 = !DILocation(line: 24, column: 14, scope: !10)
!35 = !DILocation(line: 24, column: 27, scope: !10)
!36 = !DILocation(line: 24, column: 29, scope: !10)
!37 = !DILocation(line: 24, column: 20, scope: !10)
!38 = !DILocalVariable(name: "pal", scope: !10, file: !1, line: 25, type: !39)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 3072, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 32)
!42 = !DILocation(line: 25, column: 13, scope: !10)
!43 = !DILocation(line: 26, column: 7, scope: !44)
!44 = distinct !DILexicalBlock(scope: !10, file: !1, line: 26, column: 6)
!45 = !DILocation(line: 26, column: 6, scope: !10)
!46 = !DILocation(line: 27, column: 3, scope: !44)
!47 = !DILocalVariable(name: "q", scope: !48, file: !1, line: 28, type: !27)
!48 = distinct !DILexicalBlock(scope: !10, file: !1, line: 28, column: 2)
!49 = !DILocation(line: 28, column: 19, scope: !48)
!50 = !DILocation(line: 28, column: 23, scope: !48)
!51 = !DILocation(line: 28, column: 7, scope: !48)
!52 = !DILocation(line: 28, column: 28, scope: !53)
!53 = distinct !DILexicalBlock(scope: !48, file: !1, line: 28, column: 2)
!54 = !DILocation(line: 28, column: 32, scope: !53)
!55 = !DILocation(line: 28, column: 38, scope: !53)
!56 = !DILocation(line: 28, column: 36, scope: !53)
!57 = !DILocation(line: 28, column: 30, scope: !53)
!58 = !DILocation(line: 28, column: 2, scope: !48)
!59 = !DILocation(line: 29, column: 3, scope: !60)
!60 = distinct !DILexicalBlock(scope: !53, file: !1, line: 28, column: 46)
!61 = !DILocation(line: 29, column: 6, scope: !60)
!62 = !DILocation(line: 29, column: 8, scope: !60)
!63 = !DILocation(line: 30, column: 3, scope: !60)
!64 = !DILocation(line: 30, column: 6, scope: !60)
!65 = !DILocation(line: 30, column: 8, scope: !60)
!66 = !DILocation(line: 31, column: 3, scope: !60)
!67 = !DILocation(line: 31, column: 6, scope: !60)
!68 = !DILocation(line: 31, column: 8, scope: !60)
!69 = !DILocation(line: 32, column: 2, scope: !60)
!70 = !DILocation(line: 28, column: 42, scope: !53)
!71 = !DILocation(line: 28, column: 2, scope: !53)
!72 = distinct !{!72, !58, !73, !74}
!73 = !DILocation(line: 32, column: 2, scope: !48)
!74 = !{!"llvm.loop.mustprogress"}
!75 = !DILocalVariable(name: "q", scope: !76, file: !1, line: 33, type: !27)
!76 = distinct !DILexicalBlock(scope: !10, file: !1, line: 33, column: 2)
!77 = !DILocation(line: 33, column: 19, scope: !76)
!78 = !DILocation(line: 33, column: 23, scope: !76)
!79 = !DILocation(line: 33, column: 7, scope: !76)
!80 = !DILocation(line: 33, column: 28, scope: !81)
!81 = distinct !DILexicalBlock(scope: !76, file: !1, line: 33, column: 2)
!82 = !DILocation(line: 33, column: 32, scope: !81)
!83 = !DILocation(line: 33, column: 39, scope: !81)
!84 = !DILocation(line: 33, column: 44, scope: !81)
!85 = !DILocation(line: 33, column: 36, scope: !81)
!86 = !DILocation(line: 33, column: 30, scope: !81)
!87 = !DILocation(line: 33, column: 2, scope: !76)
!88 = !DILocation(line: 34, column: 3, scope: !81)
!89 = !DILocation(line: 34, column: 6, scope: !81)
!90 = !DILocation(line: 34, column: 8, scope: !81)
!91 = !DILocation(line: 33, column: 52, scope: !81)
!92 = !DILocation(line: 33, column: 2, scope: !81)
!93 = distinct !{!93, !87, !94, !74}
!94 = !DILocation(line: 34, column: 10, scope: !76)
!95 = !DILocation(line: 35, column: 31, scope: !10)
!96 = !DILocation(line: 35, column: 36, scope: !10)
!97 = !DILocation(line: 35, column: 42, scope: !10)
!98 = !DILocation(line: 35, column: 40, scope: !10)
!99 = !DILocation(line: 35, column: 20, scope: !10)
!100 = !DILocation(line: 35, column: 57, scope: !10)
!101 = !DILocation(line: 35, column: 62, scope: !10)
!102 = !DILocation(line: 35, column: 69, scope: !10)
!103 = !DILocation(line: 35, column: 74, scope: !10)
!104 = !DILocation(line: 35, column: 66, scope: !10)
!105 = !DILocation(line: 35, column: 46, scope: !10)
!106 = !DILocation(line: 35, column: 2, scope: !10)
!107 = !DILocation(line: 36, column: 7, scope: !10)
!108 = !DILocation(line: 36, column: 2, scope: !10)
!109 = !DILocation(line: 37, column: 2, scope: !10)
!110 = !DILocation(line: 38, column: 1, scope: !10)
!111 = distinct !DISubprogram(name: "brightness", scope: !1, file: !1, line: 13, type: !112, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!112 = !DISubroutineType(types: !113)
!113 = !{!31, !114, !114}
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !28)
!116 = !DILocalVariable(name: "p", arg: 1, scope: !111, file: !1, line: 13, type: !114)
!117 = !DILocation(line: 13, column: 69, scope: !111)
!118 = !DILocalVariable(name: "end", arg: 2, scope: !111, file: !1, line: 13, type: !114)
!119 = !DILocation(line: 13, column: 90, scope: !111)
!120 = !DILocalVariable(name: "s", scope: !111, file: !1, line: 15, type: !31)
!121 = !DILocation(line: 15, column: 8, scope: !111)
!122 = !DILocation(line: 16, column: 2, scope: !111)
!123 = !DILocation(line: 16, column: 9, scope: !124)
!124 = distinct !DILexicalBlock(scope: !125, file: !1, line: 16, column: 2)
!125 = distinct !DILexicalBlock(scope: !111, file: !1, line: 16, column: 2)
!126 = !DILocation(line: 16, column: 13, scope: !124)
!127 = !DILocation(line: 16, column: 11, scope: !124)
!128 = !DILocation(line: 16, column: 2, scope: !125)
!129 = !DILocation(line: 17, column: 8, scope: !124)
!130 = !DILocation(line: 17, column: 11, scope: !124)
!131 = !DILocation(line: 17, column: 15, scope: !124)
!132 = !DILocation(line: 17, column: 18, scope: !124)
!133 = !DILocation(line: 17, column: 13, scope: !124)
!134 = !DILocation(line: 17, column: 22, scope: !124)
!135 = !DILocation(line: 17, column: 25, scope: !124)
!136 = !DILocation(line: 17, column: 20, scope: !124)
!137 = !DILocation(line: 17, column: 5, scope: !124)
!138 = !DILocation(line: 17, column: 3, scope: !124)
!139 = !DILocation(line: 16, column: 19, scope: !124)
!140 = !DILocation(line: 16, column: 2, scope: !124)
!141 = distinct !{!141, !128, !142, !74}
!142 = !DILocation(line: 17, column: 25, scope: !125)
!143 = !DILocation(line: 18, column: 9, scope: !111)
!144 = !DILocation(line: 18, column: 2, scope: !111)
