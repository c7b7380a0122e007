; ModuleID = 'aligned.c'
source_filename = "aligned.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.lane = type { [4 x float] }

@.str = private unnamed_addr constant [7 x i8] c"%f %f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !12 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %a = alloca %struct.lane*, align 8
  %raw = alloca i8*, align 8
  %n = alloca i32, align 4
  %b = alloca %struct.lane*, align 8
  %i = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !20, metadata !DIExpression()), !dbg !21
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !22, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata %struct.lane** %a, metadata !24, metadata !DIExpression()), !dbg !32
  %call = call noalias align 64 i8* @aligned_alloc(i64 noundef 64, i64 noundef 1024) #4, !dbg !33
  %0 = bitcast i8* %call to %struct.lane*, !dbg !33
  store %struct.lane* %0, %struct.lane** %a, align 8, !dbg !32
  call void @llvm.dbg.declare(metadata i8** %raw, metadata !34, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.declare(metadata i32* %n, metadata !37, metadata !DIExpression()), !dbg !38
  %1 = load i32, i32* %argc.addr, align 4, !dbg !39
  %add = add nsw i32 %1, 15, !dbg !40
  store i32 %add, i32* %n, align 4, !dbg !38
  %2 = load %struct.lane*, %struct.lane** %a, align 8, !dbg !41
  %tobool = icmp ne %struct.lane* %2, null, !dbg !41
  br i1 %tobool, label %lor.lhs.false, label %if.then, !dbg !43

lor.lhs.false:                                    ; preds = %entry
  %3 = load i32, i32* %n, align 4, !dbg !44
  %conv = sext i32 %3 to i64, !dbg !44
  %mul = mul i64 %conv, 16, !dbg !45
  %call1 = call i32 @posix_memalign(i8** noundef %raw, i64 noundef 64, i64 noundef %mul) #4, !dbg !46
  %tobool2 = icmp ne i32 %call1, 0, !dbg !46
  br i1 %tobool2, label %if.then, label %if.end, !dbg !47

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, i32* %retval, align 4, !dbg !48
  br label %return, !dbg !48

if.end:                                           ; preds = %lor.lhs.false
  call void @llvm.dbg.declare(metadata %struct.lane** %b, metadata !49, metadata !DIExpression()), !dbg !50
  %4 = load i8*, i8** %raw, align 8, !dbg !51
  %5 = bitcast i8* %4 to %struct.lane*, !dbg !51
  store %struct.lane* %5, %struct.lane** %b, align 8, !dbg !50
  call void @llvm.dbg.declare(metadata i32* %i, metadata !52, metadata !DIExpression()), !dbg !54
  store i32 0, i32* %i, align 4, !dbg !54
  br label %for.cond, !dbg !55

for.cond:                                         ; preds = %for.inc, %if.end
  %6 = load i32, i32* %i, align 4, !dbg !56
  %7 = load i32, i32* %n, align 4, !dbg !58
  %cmp = icmp slt i32 %6, %7, !dbg !59
  br i1 %cmp, label %land.rhs, label %land.end, !dbg !60

land.rhs:                                         ; preds = %for.cond
  %8 = load i32, i32* %i, align 4, !dbg !61
  %cmp4 = icmp slt i32 %8, 64, !dbg !62
  br label %land.end

land.end:                                         ; preds = %land.rhs, %for.cond
  %9 = phi i1 [ false, %for.cond ], [ %cmp4, %land.rhs ], !dbg !63
  br i1 %9, label %for.body, label %for.end, !dbg !64

for.body:                                         ; preds = %land.end
  %10 = load i32, i32* %i, align 4, !dbg !65
  %conv6 = sitofp i32 %10 to float, !dbg !67
  %11 = load %struct.lane*, %struct.lane** %a, align 8, !dbg !68
  %12 = load i32, i32* %i, align 4, !dbg !69
  %idxprom = sext i32 %12 to i64, !dbg !68
  %arrayidx = getelementptr inbounds %struct.lane, %struct.lane* %11, i64 %idxprom, !dbg !68
  %v = getelementptr inbounds %struct.lane, %struct.lane* %arrayidx, i32 0, i32 0, !dbg !70
  %arrayidx7 = getelementptr inbounds [4 x float], [4 x float]* %v, i64 0, i64 0, !dbg !68
  store float %conv6, float* %arrayidx7, align 4, !dbg !71
  %13 = load i32, i32* %i, align 4, !dbg !72
  %sub = sub nsw i32 0, %13, !dbg !73
  %conv8 = sitofp i32 %sub to float, !dbg !74
  %14 = load %struct.lane*, %struct.lane** %b, align 8, !dbg !75
  %15 = load i32, i32* %i, align 4, !dbg !76
  %idxprom9 = sext i32 %15 to i64, !dbg !75
  %arrayidx10 = getelementptr inbounds %struct.lane, %struct.lane* %14, i64 %idxprom9, !dbg !75
  %v11 = getelementptr inbounds %struct.lane, %struct.lane* %arrayidx10, i32 0, i32 0, !dbg !77
  %arrayidx12 = getelementptr inbounds [4 x float], [4 x float]* %v11, i64 0, i64 3, !dbg !75
  store float %conv8, float* %arrayidx12, align 4, !dbg !78
  br label %for.inc, !dbg !79

for.inc:                                          ; preds = %for.body
  %16 = load i32, i32* %i, align 4, !dbg !80
  %inc = add nsw i32 %16, 1, !dbg !80
  store i32 %inc, i32* %i, align 4, !dbg !80
  br label %for.cond, !dbg !81, !llvm.loop !82

for.end:                                          ; preds = %land.end
  %17 = load %struct.lane*, %struct.lane** %a, align 8, !dbg !85
  %18 = load i32, i32* %argc.addr, align 4, !dbg !86
  %rem = srem i32 %18, 64, !dbg !87
  %idxprom13 = sext i32 %rem to i64, !dbg !85
  %arrayidx14 = getelementptr inbounds %struct.lane, %struct.lane* %17, i64 %idxprom13, !dbg !85
  %v15 = getelementptr inbounds %struct.lane, %struct.lane* %arrayidx14, i32 0, i32 0, !dbg !88
  %arrayidx16 = getelementptr inbounds [4 x float], [4 x float]* %v15, i64 0, i64 0, !dbg !85
  %19 = load float, float* %arrayidx16, align 4, !dbg !85
  %conv17 = fpext float %19 to double, !dbg !85
  %20 = load %struct.lane*, %struct.lane** %b, align 8, !dbg !89
  %21 = load i32, i32* %argc.addr, align 4, !dbg !90
  %22 = load i32, i32* %n, align 4, !dbg !91
  %rem18 = srem i32 %21, %22, !dbg !92
  %idxprom19 = sext i32 %rem18 to i64, !dbg !89
  %arrayidx20 = getelementptr inbounds %struct.lane, %struct.lane* %20, i64 %idxprom19, !dbg !89
  %v21 = getelementptr inbounds %struct.lane, %struct.lane* %arrayidx20, i32 0, i32 0, !dbg !93
  %arrayidx22 = getelementptr inbounds [4 x float], [4 x float]* %v21, i64 0, i64 3, !dbg !89
  %23 = load float, float* %arrayidx22, align 4, !dbg !89
  %conv23 = fpext float %23 to double, !dbg !89
  %call24 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), double noundef %conv17, double noundef %conv23), !dbg !94
  %24 = load %struct.lane*, %struct.lane** %a, align 8, !dbg !95
  %25 = bitcast %struct.lane* %24 to i8*, !dbg !95
  call void @free(i8* noundef %25) #4, !dbg !96
  %26 = load %struct.lane*, %struct.lane** %b, align 8, !dbg !97
  %27 = bitcast %struct.lane* %26 to i8*, !dbg !97
  call void @free(i8* noundef %27) #4, !dbg !98
  store i32 0, i32* %retval, align 4, !dbg !99
  br label %return, !dbg !99

return:                                           ; preds = %for.end, %if.then
  %28 = load i32, i32* %retval, align 4, !dbg !100
  ret i32 %28, !dbg !100
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare noalias i8* @aligned_alloc(i64 noundef, i64 noundef) #2

; Function Attrs: nounwind
declare i32 @posix_memalign(i8** noundef, i64 noundef, i64 noundef) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "aligned.c", directory: ".", checksumkind: CSK_MD5, checksum: "ae46fd969f85141d2da1355e30fff0a0")
!2 = !{!3}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 12, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !15, !16}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!19 = !{}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !12, file: !1, line: 12, type: !15)
!21 = !DILocation(line: 12, column: 14, scope: !12)
!22 = !DILocalVariable(name: "argv", arg: 2, scope: !12, file: !1, line: 12, type: !16)
!23 = !DILocation(line: 12, column: 27, scope: !12)
!24 = !DILocalVariable(name: "a", scope: !12, file: !1, line: 14, type: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lane", file: !1, line: 5, size: 128, elements: !27)
!27 = !{!28}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !26, file: !1, line: 6, baseType: !29, size: 128)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 128, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 4)
!32 = !DILocation(line: 14, column: 15, scope: !12)
!33 = !DILocation(line: 14, column: 19, scope: !12)
!34 = !DILocalVariable(name: "raw", scope: !12, file: !1, line: 15, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!36 = !DILocation(line: 15, column: 8, scope: !12)
!37 = !DILocalVariable(name: "n", scope: !12, file: !1, line: 16, type: !15)
!38 = !DILocation(line: 16, column: 6, scope: !12)
!39 = !DILocation(line: 16, column: 10, scope: !12)
!40 = !DILocation(line: 16, column: 15, scope: !12)
!41 = !DILocation(line: 17, column: 7, scope: !42)
!42 = distinct !DILexicalBlock(scope: !12, file: !1, line: 17, column: 6)
!43 = !DILocation(line: 17, column: 9, scope: !42)
!44 = !DILocation(line: 17, column: 37, scope: !42)
!45 = !DILocation(line: 17, column: 39, scope: !42)
!46 = !DILocation(line: 17, column: 12, scope: !42)
!47 = !DILocation(line: 17, column: 6, scope: !12)
!48 = !DILocation(line: 18, column: 3, scope: !42)
!49 = !DILocalVariable(name: "b", scope: !12, file: !1, line: 19, type: !25)
!50 = !DILocation(line: 19, column: 15, scope: !12)
!51 = !DILocation(line: 19, column: 19, scope: !12)
!52 = !DILocalVariable(name: "i", scope: !53, file: !1, line: 20, type: !15)
!53 = distinct !DILexicalBlock(scope: !12, file: !1, line: 20, column: 2)
!54 = !DILocation(line: 20, column: 11, scope: !53)
!55 = !DILocation(line: 20, column: 7, scope: !53)
!56 = !DILocation(line: 20, column: 18, scope: !57)
!57 = distinct !DILexicalBlock(scope: !53, file: !1, line: 20, column: 2)
!58 = !DILocation(line: 20, column: 22, scope: !57)
!59 = !DILocation(line: 20, column: 20, scope: !57)
!60 = !DILocation(line: 20, column: 24, scope: !57)
!61 = !DILocation(line: 20, column: 27, scope: !57)
!62 = !DILocation(line: 20, column: 29, scope: !57)
!63 = !DILocation(line: 0, scope: !57)
!64 = !DILocation(line: 20, column: 2, scope: !53)
!65 = !DILocation(line: 21, column: 22, scope: !66)
!66 = distinct !DILexicalBlock(scope: !57, file: !1, line: 20, column: 40)
!67 = !DILocation(line: 21, column: 15, scope: !66)
!68 = !DILocation(line: 21, column: 3, scope: !66)
!69 = !DILocation(line: 21, column: 5, scope: !66)
!70 = !DILocation(line: 21, column: 8, scope: !66)
!71 = !DILocation(line: 21, column: 13, scope: !66)
!72 = !DILocation(line: 22, column: 23, scope: !66)
!73 = !DILocation(line: 22, column: 22, scope: !66)
!74 = !DILocation(line: 22, column: 15, scope: !66)
!75 = !DILocation(line: 22, column: 3, scope: !66)
!76 = !DILocation(line: 22, column: 5, scope: !66)
!77 = !DILocation(line: 22, column: 8, scope: !66)
!78 = !DILocation(line: 22, column: 13, scope: !66)
!79 = !DILocation(line: 23, column: 2, scope: !66)
!80 = !DILocation(line: 20, column: 36, scope: !57)
!81 = !DILocation(line: 20, column: 2, scope: !57)
!82 = distinct !{!82, !64, !83, !84}
!83 = !DILocation(line: 23, column: 2, scope: !53)
!84 = !{!"llvm.loop.mustprogress"}
!85 = !DILocation(line: 24, column: 20, scope: !12)
!86 = !DILocation(line: 24, column: 22, scope: !12)
!87 = !DILocation(line: 24, column: 27, scope: !12)
!88 = !DILocation(line: 24, column: 33, scope: !12)
!89 = !DILocation(line: 24, column: 39, scope: !12)
!90 = !DILocation(line: 24, column: 41, scope: !12)
!91 = !DILocation(line: 24, column: 48, scope: !12)
!92 = !DILocation(line: 24, column: 46, scope: !12)
!93 = !DILocation(line: 24, column: 51, scope: !12)
!94 = !DILocation(line: 24, column: 2, scope: !12)
!95 = !DILocation(line: 25, column: 7, scope: !12)
!96 = !DILocation(line: 25, column: 2, scope: !12)
!97 = !DILocation(line: 26, column: 7, scope: !12)
!98 = !DILocation(line: 26, column: 2, scope: !12)
!99 = !DILocation(line: 27, column: 2, scope: !12)
!100 = !DILocation(line: 28, column: 1, scope: !12)
