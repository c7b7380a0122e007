; ModuleID = '<stdin>'
source_filename = "c/array_var.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !10 {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  %arr = alloca [4 x i32*], align 16
  call void @llvm.dbg.value(metadata i32 %argc, metadata !18, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.value(metadata i8** %argv, metadata !20, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.declare(metadata i32* %a, metadata !21, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.declare(metadata i32* %b, metadata !23, metadata !DIExpression()), !dbg !24
  call void @llvm.dbg.declare(metadata [4 x i32*]* %arr, metadata !25, metadata !DIExpression()), !dbg !30
  %arrayidx = getelementptr inbounds [4 x i32*], [4 x i32*]* %arr, i64 0, i64 0, !dbg !31
  store i32* %a, i32** %arrayidx, align 16, !dbg !32
  %arrayidx1 = getelementptr inbounds [4 x i32*], [4 x i32*]* %arr, i64 0, i64 3, !dbg !33
  store i32* %b, i32** %arrayidx1, align 8, !dbg !34
  %and = and i32 %argc, 3, !dbg !35
  %idxprom = sext i32 %and to i64, !dbg !36
  %arrayidx2 = getelementptr inbounds [4 x i32*], [4 x i32*]* %arr, i64 0, i64 %idxprom, !dbg !36
  %0 = load i32*, i32** %arrayidx2, align 8, !dbg !36
  call void @llvm.dbg.value(metadata i32* %0, metadata !37, metadata !DIExpression()), !dbg !19
  %1 = bitcast i32* %0 to i8*, !dbg !38
  %2 = bitcast i32* %a to i8*, !dbg !39
  call void @MAYALIAS(i8* noundef %1, i8* noundef %2), !dbg !40
  %3 = bitcast i32* %0 to i8*, !dbg !41
  %4 = bitcast i32* %b to i8*, !dbg !42
  call void @MAYALIAS(i8* noundef %3, i8* noundef %4), !dbg !43
  %and3 = and i32 %argc, 3, !dbg !44
  %idxprom4 = sext i32 %and3 to i64, !dbg !45
  %arrayidx5 = getelementptr inbounds [4 x i32*], [4 x i32*]* %arr, i64 0, i64 %idxprom4, !dbg !45
  %5 = bitcast i32** %arrayidx5 to i8*, !dbg !46
  %arrayidx6 = getelementptr inbounds [4 x i32*], [4 x i32*]* %arr, i64 0, i64 0, !dbg !47
  %6 = bitcast i32** %arrayidx6 to i8*, !dbg !48
  call void @MAYALIAS(i8* noundef %5, i8* noundef %6), !dbg !49
  ret i32 0, !dbg !50
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @MAYALIAS(i8* noundef, i8* noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/array_var.c", directory: ".", checksumkind: CSK_MD5, checksum: "3e7e252f066136aeb54ef82186feab2b")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 3, type: !13)
!19 = !DILocation(line: 0, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 3, type: !14)
!21 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 4, type: !13)
!22 = !DILocation(line: 4, column: 6, scope: !10)
!23 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 4, type: !13)
!24 = !DILocation(line: 4, column: 9, scope: !10)
!25 = !DILocalVariable(name: "arr", scope: !10, file: !1, line: 5, type: !26)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 256, elements: !28)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!28 = !{!29}
!29 = !DISubrange(count: 4)
!30 = !DILocation(line: 5, column: 7, scope: !10)
!31 = !DILocation(line: 6, column: 2, scope: !10)
!32 = !DILocation(line: 6, column: 9, scope: !10)
!33 = !DILocation(line: 7, column: 2, scope: !10)
!34 = !DILocation(line: 7, column: 9, scope: !10)
!35 = !DILocation(line: 8, column: 20, scope: !10)
!36 = !DILocation(line: 8, column: 11, scope: !10)
!37 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 8, type: !27)
!38 = !DILocation(line: 9, column: 11, scope: !10)
!39 = !DILocation(line: 9, column: 14, scope: !10)
!40 = !DILocation(line: 9, column: 2, scope: !10)
!41 = !DILocation(line: 10, column: 11, scope: !10)
!42 = !DILocation(line: 10, column: 14, scope: !10)
!43 = !DILocation(line: 10, column: 2, scope: !10)
!44 = !DILocation(line: 11, column: 21, scope: !10)
!45 = !DILocation(line: 11, column: 12, scope: !10)
!46 = !DILocation(line: 11, column: 11, scope: !10)
!47 = !DILocation(line: 11, column: 28, scope: !10)
!48 = !DILocation(line: 11, column: 27, scope: !10)
!49 = !DILocation(line: 11, column: 2, scope: !10)
!50 = !DILocation(line: 12, column: 2, scope: !10)
