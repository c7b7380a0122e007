; ModuleID = '<stdin>'
source_filename = "c/fp_direct.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@a = dso_local global i32 0, align 4, !dbg !0
@b = dso_local global i32 0, align 4, !dbg !5

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !16 {
entry:
  call void @llvm.dbg.value(metadata i32 %argc, metadata !23, metadata !DIExpression()), !dbg !24
  call void @llvm.dbg.value(metadata i8** %argv, metadata !25, metadata !DIExpression()), !dbg !24
  %tobool = icmp ne i32 %argc, 0, !dbg !26
  %0 = zext i1 %tobool to i64, !dbg !26
  %cond = select i1 %tobool, i32* ()* @fa, i32* ()* @fb, !dbg !26
  call void @llvm.dbg.value(metadata i32* ()* %cond, metadata !27, metadata !DIExpression()), !dbg !24
  %call = call i32* %cond(), !dbg !32
  call void @llvm.dbg.value(metadata i32* %call, metadata !33, metadata !DIExpression()), !dbg !24
  %1 = bitcast i32* %call to i8*, !dbg !34
  call void @MAYALIAS(i8* noundef %1, i8* noundef bitcast (i32* @a to i8*)), !dbg !35
  %2 = bitcast i32* %call to i8*, !dbg !36
  call void @MAYALIAS(i8* noundef %2, i8* noundef bitcast (i32* @b to i8*)), !dbg !37
  call void @llvm.dbg.value(metadata i32* ()* @fa, metadata !38, metadata !DIExpression()), !dbg !24
  %call1 = call i32* @fa(), !dbg !39
  call void @llvm.dbg.value(metadata i32* %call1, metadata !40, metadata !DIExpression()), !dbg !24
  %3 = bitcast i32* %call1 to i8*, !dbg !41
  call void @NOALIAS(i8* noundef %3, i8* noundef bitcast (i32* @b to i8*)), !dbg !42
  ret i32 0, !dbg !43
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind uwtable
define internal i32* @fa() #0 !dbg !44 {
entry:
  ret i32* @a, !dbg !45
}

; Function Attrs: noinline nounwind uwtable
define internal i32* @fb() #0 !dbg !46 {
entry:
  ret i32* @b, !dbg !47
}

declare void @MAYALIAS(i8* noundef, i8* noundef) #2

declare void @NOALIAS(i8* noundef, i8* noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 3, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "c/fp_direct.c", directory: ".", checksumkind: CSK_MD5, checksum: "84346258f6ab77dc7049345ecc0055c4")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 3, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 6, type: !17, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!17 = !DISubroutineType(types: !18)
!18 = !{!7, !7, !19}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!22 = !{}
!23 = !DILocalVariable(name: "argc", arg: 1, scope: !16, file: !3, line: 6, type: !7)
!24 = !DILocation(line: 0, scope: !16)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !16, file: !3, line: 6, type: !19)
!26 = !DILocation(line: 7, column: 21, scope: !16)
!27 = !DILocalVariable(name: "fp", scope: !16, file: !3, line: 7, type: !28)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DISubroutineType(types: !30)
!30 = !{!31}
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!32 = !DILocation(line: 8, column: 11, scope: !16)
!33 = !DILocalVariable(name: "p", scope: !16, file: !3, line: 8, type: !31)
!34 = !DILocation(line: 9, column: 11, scope: !16)
!35 = !DILocation(line: 9, column: 2, scope: !16)
!36 = !DILocation(line: 10, column: 11, scope: !16)
!37 = !DILocation(line: 10, column: 2, scope: !16)
!38 = !DILocalVariable(name: "fq", scope: !16, file: !3, line: 11, type: !28)
!39 = !DILocation(line: 12, column: 11, scope: !16)
!40 = !DILocalVariable(name: "q", scope: !16, file: !3, line: 12, type: !31)
!41 = !DILocation(line: 13, column: 10, scope: !16)
!42 = !DILocation(line: 13, column: 2, scope: !16)
!43 = !DILocation(line: 14, column: 2, scope: !16)
!44 = distinct !DISubprogram(name: "fa", scope: !3, file: !3, line: 4, type: !29, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !22)
!45 = !DILocation(line: 4, column: 24, scope: !44)
!46 = distinct !DISubprogram(name: "fb", scope: !3, file: !3, line: 5, type: !29, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !22)
!47 = !DILocation(line: 5, column: 24, scope: !46)
