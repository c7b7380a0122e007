; ModuleID = 'realloc_grow.c'
source_filename = "realloc_grow.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.vec = type { %struct.token*, i32, i32 }
%struct.token = type { i32, i32, i32 }

@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !10 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %v = alloca %struct.vec, align 8
  %i = alloca i32, align 4
  %s = alloca i32, align 4
  %i1 = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata %struct.vec* %v, metadata !22, metadata !DIExpression()), !dbg !34
  call void @vec_init(%struct.vec* noundef %v), !dbg !35
  call void @llvm.dbg.declare(metadata i32* %i, metadata !36, metadata !DIExpression()), !dbg !38
  store i32 0, i32* %i, align 4, !dbg !38
  br label %for.cond, !dbg !39

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !40
  %1 = load i32, i32* %argc.addr, align 4, !dbg !42
  %mul = mul nsw i32 %1, 10, !dbg !43
  %cmp = icmp slt i32 %0, %mul, !dbg !44
  br i1 %cmp, label %for.body, label %for.end, !dbg !45

for.body:                                         ; preds = %for.cond
  %2 = load i32, i32* %i, align 4, !dbg !46
  %rem = srem i32 %2, 3, !dbg !47
  %3 = load i32, i32* %i, align 4, !dbg !48
  call void @vec_push(%struct.vec* noundef %v, i32 noundef %rem, i32 noundef %3, i32 noundef 1), !dbg !49
  br label %for.inc, !dbg !49

for.inc:                                          ; preds = %for.body
  %4 = load i32, i32* %i, align 4, !dbg !50
  %inc = add nsw i32 %4, 1, !dbg !50
  store i32 %inc, i32* %i, align 4, !dbg !50
  br label %for.cond, !dbg !51, !llvm.loop !52

for.end:                                          ; preds = %for.cond
  call void @llvm.dbg.declare(metadata i32* %s, metadata !55, metadata !DIExpression()), !dbg !56
  store i32 0, i32* %s, align 4, !dbg !56
  call void @llvm.dbg.declare(metadata i32* %i1, metadata !57, metadata !DIExpression()), !dbg !59
  store i32 0, i32* %i1, align 4, !dbg !59
  br label %for.cond2, !dbg !60

for.cond2:                                        ; preds = %for.inc5, %for.end
  %5 = load i32, i32* %i1, align 4, !dbg !61
  %len = getelementptr inbounds %struct.vec, %struct.vec* %v, i32 0, i32 1, !dbg !63
  %6 = load i32, i32* %len, align 8, !dbg !63
  %cmp3 = icmp slt i32 %5, %6, !dbg !64
  br i1 %cmp3, label %for.body4, label %for.end7, !dbg !65

for.body4:                                        ; preds = %for.cond2
  %data = getelementptr inbounds %struct.vec, %struct.vec* %v, i32 0, i32 0, !dbg !66
  %7 = load %struct.token*, %struct.token** %data, align 8, !dbg !66
  %8 = load i32, i32* %i1, align 4, !dbg !67
  %idxprom = sext i32 %8 to i64, !dbg !68
  %arrayidx = getelementptr inbounds %struct.token, %struct.token* %7, i64 %idxprom, !dbg !68
  %kind = getelementptr inbounds %struct.token, %struct.token* %arrayidx, i32 0, i32 0, !dbg !69
  %9 = load i32, i32* %kind, align 4, !dbg !69
  %10 = load i32, i32* %s, align 4, !dbg !70
  %add = add nsw i32 %10, %9, !dbg !70
  store i32 %add, i32* %s, align 4, !dbg !70
  br label %for.inc5, !dbg !71

for.inc5:                                         ; preds = %for.body4
  %11 = load i32, i32* %i1, align 4, !dbg !72
  %inc6 = add nsw i32 %11, 1, !dbg !72
  store i32 %inc6, i32* %i1, align 4, !dbg !72
  br label %for.cond2, !dbg !73, !llvm.loop !74

for.end7:                                         ; preds = %for.cond2
  %12 = load i32, i32* %s, align 4, !dbg !76
  %len8 = getelementptr inbounds %struct.vec, %struct.vec* %v, i32 0, i32 1, !dbg !77
  %13 = load i32, i32* %len8, align 8, !dbg !77
  %call = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef %12, i32 noundef %13), !dbg !78
  %data9 = getelementptr inbounds %struct.vec, %struct.vec* %v, i32 0, i32 0, !dbg !79
  %14 = load %struct.token*, %struct.token** %data9, align 8, !dbg !79
  %15 = bitcast %struct.token* %14 to i8*, !dbg !80
  call void @free(i8* noundef %15) #4, !dbg !81
  ret i32 0, !dbg !82
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @vec_init(%struct.vec* noundef %v) #0 !dbg !83 {
entry:
  %v.addr = alloca %struct.vec*, align 8
  store %struct.vec* %v, %struct.vec** %v.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.vec** %v.addr, metadata !87, metadata !DIExpression()), !dbg !88
  %0 = load %struct.vec*, %struct.vec** %v.addr, align 8, !dbg !89
  %cap = getelementptr inbounds %struct.vec, %struct.vec* %0, i32 0, i32 2, !dbg !90
  store i32 4, i32* %cap, align 4, !dbg !91
  %1 = load %struct.vec*, %struct.vec** %v.addr, align 8, !dbg !92
  %len = getelementptr inbounds %struct.vec, %struct.vec* %1, i32 0, i32 1, !dbg !93
  store i32 0, i32* %len, align 8, !dbg !94
  %call = call noalias i8* @malloc(i64 noundef 48) #4, !dbg !95
  %2 = bitcast i8* %call to %struct.token*, !dbg !95
  %3 = load %struct.vec*, %struct.vec** %v.addr, align 8, !dbg !96
  %data = getelementptr inbounds %struct.vec, %struct.vec* %3, i32 0, i32 0, !dbg !97
  store %struct.token* %2, %struct.token** %data, align 8, !dbg !98
  ret void, !dbg !99
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @vec_push(%struct.vec* noundef %v, i32 noundef %kind, i32 noundef %start, i32 noundef %len) #0 !dbg !100 {
entry:
  %v.addr = alloca %struct.vec*, align 8
  %kind.addr = alloca i32, align 4
  %start.addr = alloca i32, align 4
  %len.addr = alloca i32, align 4
  store %struct.vec* %v, %struct.vec** %v.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.vec** %v.addr, metadata !103, metadata !DIExpression()), !dbg !104
  store i32 %kind, i32* %kind.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %kind.addr, metadata !105, metadata !DIExpression()), !dbg !106
  store i32 %start, i32* %start.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %start.addr, metadata !107, metadata !DIExpression()), !dbg !108
  store i32 %len, i32* %len.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %len.addr, metadata !109, metadata !DIExpression()), !dbg !110
  %0 = load %struct.vec*, %struct.vec** %v.addr, align 8, !dbg !111
  %len1 = getelementptr inbounds %struct.vec, %struct.vec* %0, i32 0, i32 1, !dbg !113
  %1 = load i32, i32* %len1, align 8, !dbg !113
  %2 = load %struct.vec*, %struct.vec** %v.addr, align 8, !dbg !114
  %cap = getelementptr inbounds %struct.vec, %struct.vec* %2, i32 0, i32 2, !dbg !115
  %3 = load i32, i32* %cap, align 4, !dbg !115
  %cmp = icmp eq i32 %1, %3, !dbg !116
  br i1 %cmp, label %if.then, label %if.end, !dbg !117

if.then:                                          ; preds = %entry
  %4 = load %struct.vec*, %struct.vec** %v.addr, align 8, !dbg !118
  %cap2 = getelementptr inbounds %struct.vec, %struct.vec* %4, i32 0, i32 2, !dbg !120
  %5 = load i32, i32* %cap2, align 4, !dbg !121
  %mul = mul nsw i32 %5, 2, !dbg !121
  store i32 %mul, i32* %cap2, align 4, !dbg !121
  %6 = load %struct.vec*, %struct.vec** %v.addr, align 8, !dbg !122
  %data = getelementptr inbounds %struct.vec, %struct.vec* %6, i32 0, i32 0, !dbg !123
  %7 = load %struct.token*, %struct.token** %data, align 8, !dbg !123
  %8 = bitcast %struct.token* %7 to i8*, !dbg !122
  %9 = load %struct.vec*, %struct.vec** %v.addr, align 8, !dbg !124
  %cap3 = getelementptr inbounds %struct.vec, %struct.vec* %9, i32 0, i32 2, !dbg !125
  %10 = load i32, i32* %cap3, align 4, !dbg !125
  %conv = sext i32 %10 to i64, !dbg !124
  %mul4 = mul i64 %conv, 12, !dbg !126
  %call = call i8* @realloc(i8* noundef %8, i64 noundef %mul4) #4, !dbg !127
  %11 = bitcast i8* %call to %struct.token*, !dbg !127
  %12 = load %struct.vec*, %struct.vec** %v.addr, align 8, !dbg !128
  %data5 = getelementptr inbounds %struct.vec, %struct.vec* %12, i32 0, i32 0, !dbg !129
  store %struct.token* %11, %struct.token** %data5, align 8, !dbg !130
  br label %if.end, !dbg !131

if.end:                                           ; preds = %if.then, %entry
  %13 = load i32, i32* %kind.addr, align 4, !dbg !132
  %14 = load %struct.vec*, %struct.vec** %v.addr, align 8, !dbg !133
  %data6 = getelementptr inbounds %struct.vec, %struct.vec* %14, i32 0, i32 0, !dbg !134
  %15 = load %struct.token*, %struct.token** %data6, align 8, !dbg !134
  %16 = load %struct.vec*, %struct.vec** %v.addr, align 8, !dbg !135
  %len7 = getelementptr inbounds %struct.vec, %struct.vec* %16, i32 0, i32 1, !dbg !136
  %17 = load i32, i32* %len7, align 8, !dbg !136
  %idxprom = sext i32 %17 to i64, !dbg !133
  %arrayidx = getelementptr inbounds %struct.token, %struct.token* %15, i64 %idxprom, !dbg !133
  %kind8 = getelementptr inbounds %struct.token, %struct.token* %arrayidx, i32 0, i32 0, !dbg !137
  store i32 %13, i32* %kind8, align 4, !dbg !138
  %18 = load i32, i32* %start.addr, align 4, !dbg !139
  %19 = load %struct.vec*, %struct.vec** %v.addr, align 8, !dbg !140
  %data9 = getelementptr inbounds %struct.vec, %struct.vec* %19, i32 0, i32 0, !dbg !141
  %20 = load %struct.token*, %struct.token** %data9, align 8, !dbg !141
  %21 = load %struct.vec*, %struct.vec** %v.addr, align 8, !dbg !142
  %len10 = getelementptr inbounds %struct.vec, %struct.vec* %21, i32 0, i32 1, !dbg !143
  %22 = load i32, i32* %len10, align 8, !dbg !143
  %idxprom11 = sext i32 %22 to i64, !dbg !140
  %arrayidx12 = getelementptr inbounds %struct.token, %struct.token* %20, i64 %idxprom11, !dbg !140
  %start13 = getelementptr inbounds %struct.token, %struct.token* %arrayidx12, i32 0, i32 1, !dbg !144
  store i32 %18, i32* %start13, align 4, !dbg !145
  %23 = load i32, i32* %len.addr, align 4, !dbg !146
  %24 = load %struct.vec*, %struct.vec** %v.addr, align 8, !dbg !147
  %data14 = getelementptr inbounds %struct.vec, %struct.vec* %24, i32 0, i32 0, !dbg !148
  %25 = load %struct.token*, %struct.token** %data14, align 8, !dbg !148
  %26 = load %struct.vec*, %struct.vec** %v.addr, align 8, !dbg !149
  %len15 = getelementptr inbounds %struct.vec, %struct.vec* %26, i32 0, i32 1, !dbg !150
  %27 = load i32, i32* %len15, align 8, !dbg !150
  %idxprom16 = sext i32 %27 to i64, !dbg !147
  %arrayidx17 = getelementptr inbounds %struct.token, %struct.token* %25, i64 %idxprom16, !dbg !147
  %len18 = getelementptr inbounds %struct.token, %struct.token* %arrayidx17, i32 0, i32 2, !dbg !151
  store i32 %23, i32* %len18, align 4, !dbg !152
  %28 = load %struct.vec*, %struct.vec** %v.addr, align 8, !dbg !153
  %len19 = getelementptr inbounds %struct.vec, %struct.vec* %28, i32 0, i32 1, !dbg !154
  %29 = load i32, i32* %len19, align 8, !dbg !155
  %inc = add nsw i32 %29, 1, !dbg !155
  store i32 %inc, i32* %len19, align 8, !dbg !155
  ret void, !dbg !156
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: nounwind
declare i8* @realloc(i8* noundef, i64 noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "realloc_grow.c", directory: ".", checksumkind: CSK_MD5, checksum: "3ca939e241d1de2a32e02bce201cc47e")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 38, type: !11, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 38, type: !13)
!19 = !DILocation(line: 38, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 38, type: !14)
!21 = !DILocation(line: 38, column: 27, scope: !10)
!22 = !DILocalVariable(name: "v", scope: !10, file: !1, line: 40, type: !23)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vec", file: !1, line: 11, size: 128, elements: !24)
!24 = !{!25, !32, !33}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !23, file: !1, line: 12, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "token", file: !1, line: 6, size: 96, elements: !28)
!28 = !{!29, !30, !31}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !27, file: !1, line: 7, baseType: !13, size: 32)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !27, file: !1, line: 8, baseType: !13, size: 32, offset: 32)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !27, file: !1, line: 8, baseType: !13, size: 32, offset: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !23, file: !1, line: 13, baseType: !13, size: 32, offset: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !23, file: !1, line: 13, baseType: !13, size: 32, offset: 96)
!34 = !DILocation(line: 40, column: 13, scope: !10)
!35 = !DILocation(line: 41, column: 2, scope: !10)
!36 = !DILocalVariable(name: "i", scope: !37, file: !1, line: 42, type: !13)
!37 = distinct !DILexicalBlock(scope: !10, file: !1, line: 42, column: 2)
!38 = !DILocation(line: 42, column: 11, scope: !37)
!39 = !DILocation(line: 42, column: 7, scope: !37)
!40 = !DILocation(line: 42, column: 18, scope: !41)
!41 = distinct !DILexicalBlock(scope: !37, file: !1, line: 42, column: 2)
!42 = !DILocation(line: 42, column: 22, scope: !41)
!43 = !DILocation(line: 42, column: 27, scope: !41)
!44 = !DILocation(line: 42, column: 20, scope: !41)
!45 = !DILocation(line: 42, column: 2, scope: !37)
!46 = !DILocation(line: 43, column: 16, scope: !41)
!47 = !DILocation(line: 43, column: 18, scope: !41)
!48 = !DILocation(line: 43, column: 23, scope: !41)
!49 = !DILocation(line: 43, column: 3, scope: !41)
!50 = !DILocation(line: 42, column: 34, scope: !41)
!51 = !DILocation(line: 42, column: 2, scope: !41)
!52 = distinct !{!52, !45, !53, !54}
!53 = !DILocation(line: 43, column: 27, scope: !37)
!54 = !{!"llvm.loop.mustprogress"}
!55 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 44, type: !13)
!56 = !DILocation(line: 44, column: 6, scope: !10)
!57 = !DILocalVariable(name: "i", scope: !58, file: !1, line: 45, type: !13)
!58 = distinct !DILexicalBlock(scope: !10, file: !1, line: 45, column: 2)
!59 = !DILocation(line: 45, column: 11, scope: !58)
!60 = !DILocation(line: 45, column: 7, scope: !58)
!61 = !DILocation(line: 45, column: 18, scope: !62)
!62 = distinct !DILexicalBlock(scope: !58, file: !1, line: 45, column: 2)
!63 = !DILocation(line: 45, column: 24, scope: !62)
!64 = !DILocation(line: 45, column: 20, scope: !62)
!65 = !DILocation(line: 45, column: 2, scope: !58)
!66 = !DILocation(line: 46, column: 10, scope: !62)
!67 = !DILocation(line: 46, column: 15, scope: !62)
!68 = !DILocation(line: 46, column: 8, scope: !62)
!69 = !DILocation(line: 46, column: 18, scope: !62)
!70 = !DILocation(line: 46, column: 5, scope: !62)
!71 = !DILocation(line: 46, column: 3, scope: !62)
!72 = !DILocation(line: 45, column: 30, scope: !62)
!73 = !DILocation(line: 45, column: 2, scope: !62)
!74 = distinct !{!74, !65, !75, !54}
!75 = !DILocation(line: 46, column: 18, scope: !58)
!76 = !DILocation(line: 47, column: 20, scope: !10)
!77 = !DILocation(line: 47, column: 25, scope: !10)
!78 = !DILocation(line: 47, column: 2, scope: !10)
!79 = !DILocation(line: 48, column: 9, scope: !10)
!80 = !DILocation(line: 48, column: 7, scope: !10)
!81 = !DILocation(line: 48, column: 2, scope: !10)
!82 = !DILocation(line: 49, column: 2, scope: !10)
!83 = distinct !DISubprogram(name: "vec_init", scope: !1, file: !1, line: 19, type: !84, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!84 = !DISubroutineType(types: !85)
!85 = !{null, !86}
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!87 = !DILocalVariable(name: "v", arg: 1, scope: !83, file: !1, line: 19, type: !86)
!88 = !DILocation(line: 19, column: 60, scope: !83)
!89 = !DILocation(line: 21, column: 2, scope: !83)
!90 = !DILocation(line: 21, column: 5, scope: !83)
!91 = !DILocation(line: 21, column: 9, scope: !83)
!92 = !DILocation(line: 22, column: 2, scope: !83)
!93 = !DILocation(line: 22, column: 5, scope: !83)
!94 = !DILocation(line: 22, column: 9, scope: !83)
!95 = !DILocation(line: 23, column: 12, scope: !83)
!96 = !DILocation(line: 23, column: 2, scope: !83)
!97 = !DILocation(line: 23, column: 5, scope: !83)
!98 = !DILocation(line: 23, column: 10, scope: !83)
!99 = !DILocation(line: 24, column: 1, scope: !83)
!100 = distinct !DISubprogram(name: "vec_push", scope: !1, file: !1, line: 26, type: !101, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!101 = !DISubroutineType(types: !102)
!102 = !{null, !86, !13, !13, !13}
!103 = !DILocalVariable(name: "v", arg: 1, scope: !100, file: !1, line: 26, type: !86)
!104 = !DILocation(line: 26, column: 60, scope: !100)
!105 = !DILocalVariable(name: "kind", arg: 2, scope: !100, file: !1, line: 26, type: !13)
!106 = !DILocation(line: 26, column: 67, scope: !100)
!107 = !DILocalVariable(name: "start", arg: 3, scope: !100, file: !1, line: 26, type: !13)
!108 = !DILocation(line: 26, column: 77, scope: !100)
!109 = !DILocalVariable(name: "len", arg: 4, scope: !100, file: !1, line: 26, type: !13)
!110 = !DILocation(line: 26, column: 88, scope: !100)
!111 = !DILocation(line: 28, column: 6, scope: !112)
!112 = distinct !DILexicalBlock(scope: !100, file: !1, line: 28, column: 6)
!113 = !DILocation(line: 28, column: 9, scope: !112)
!114 = !DILocation(line: 28, column: 16, scope: !112)
!115 = !DILocation(line: 28, column: 19, scope: !112)
!116 = !DILocation(line: 28, column: 13, scope: !112)
!117 = !DILocation(line: 28, column: 6, scope: !100)
!118 = !DILocation(line: 29, column: 3, scope: !119)
!119 = distinct !DILexicalBlock(scope: !112, file: !1, line: 28, column: 24)
!120 = !DILocation(line: 29, column: 6, scope: !119)
!121 = !DILocation(line: 29, column: 10, scope: !119)
!122 = !DILocation(line: 30, column: 21, scope: !119)
!123 = !DILocation(line: 30, column: 24, scope: !119)
!124 = !DILocation(line: 30, column: 30, scope: !119)
!125 = !DILocation(line: 30, column: 33, scope: !119)
!126 = !DILocation(line: 30, column: 37, scope: !119)
!127 = !DILocation(line: 30, column: 13, scope: !119)
!128 = !DILocation(line: 30, column: 3, scope: !119)
!129 = !DILocation(line: 30, column: 6, scope: !119)
!130 = !DILocation(line: 30, column: 11, scope: !119)
!131 = !DILocation(line: 31, column: 2, scope: !119)
!132 = !DILocation(line: 32, column: 25, scope: !100)
!133 = !DILocation(line: 32, column: 2, scope: !100)
!134 = !DILocation(line: 32, column: 5, scope: !100)
!135 = !DILocation(line: 32, column: 10, scope: !100)
!136 = !DILocation(line: 32, column: 13, scope: !100)
!137 = !DILocation(line: 32, column: 18, scope: !100)
!138 = !DILocation(line: 32, column: 23, scope: !100)
!139 = !DILocation(line: 33, column: 26, scope: !100)
!140 = !DILocation(line: 33, column: 2, scope: !100)
!141 = !DILocation(line: 33, column: 5, scope: !100)
!142 = !DILocation(line: 33, column: 10, scope: !100)
!143 = !DILocation(line: 33, column: 13, scope: !100)
!144 = !DILocation(line: 33, column: 18, scope: !100)
!145 = !DILocation(line: 33, column: 24, scope: !100)
!146 = !DILocation(line: 34, column: 24, scope: !100)
!147 = !DILocation(line: 34, column: 2, scope: !100)
!148 = !DILocation(line: 34, column: 5, scope: !100)
!149 = !DILocation(line: 34, column: 10, scope: !100)
!150 = !DILocation(line: 34, column: 13, scope: !100)
!151 = !DILocation(line: 34, column: 18, scope: !100)
!152 = !DILocation(line: 34, column: 22, scope: !100)
!153 = !DILocation(line: 35, column: 2, scope: !100)
!154 = !DILocation(line: 35, column: 5, scope: !100)
!155 = !DILocation(line: 35, column: 8, scope: !100)
!156 = !DILocation(line: 36, column: 1, scope: !100)
