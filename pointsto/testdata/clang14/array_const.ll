; ModuleID = '<stdin>'
source_filename = "c/array_const.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  %arr = alloca [4 x i32*], align 16
  call void @llvm.dbg.declare(metadata i32* %a, metadata !15, metadata !DIExpression()), !dbg !16
  call void @llvm.dbg.declare(metadata i32* %b, metadata !17, metadata !DIExpression()), !dbg !18
  call void @llvm.dbg.declare(metadata [4 x i32*]* %arr, metadata !19, metadata !DIExpression()), !dbg !24
  %arrayidx = getelementptr inbounds [4 x i32*], [4 x i32*]* %arr, i64 0, i64 0, !dbg !25
  store i32* %a, i32** %arrayidx, align 16, !dbg !26
  %arrayidx1 = getelementptr inbounds [4 x i32*], [4 x i32*]* %arr, i64 0, i64 2, !dbg !27
  store i32* %b, i32** %arrayidx1, align 16, !dbg !28
  %arrayidx2 = getelementptr inbounds [4 x i32*], [4 x i32*]* %arr, i64 0, i64 0, !dbg !29
  %0 = load i32*, i32** %arrayidx2, align 16, !dbg !29
  call void @llvm.dbg.value(metadata i32* %0, metadata !30, metadata !DIExpression()), !dbg !31
  %1 = bitcast i32* %0 to i8*, !dbg !32
  %2 = bitcast i32* %a to i8*, !dbg !33
  call void @MAYALIAS(i8* noundef %1, i8* noundef %2), !dbg !34
  %3 = bitcast i32* %0 to i8*, !dbg !35
  %4 = bitcast i32* %b to i8*, !dbg !36
  call void @NOALIAS(i8* noundef %3, i8* noundef %4), !dbg !37
  %arrayidx3 = getelementptr inbounds [4 x i32*], [4 x i32*]* %arr, i64 0, i64 0, !dbg !38
  %5 = bitcast i32** %arrayidx3 to i8*, !dbg !39
  %arrayidx4 = getelementptr inbounds [4 x i32*], [4 x i32*]* %arr, i64 0, i64 2, !dbg !40
  %6 = bitcast i32** %arrayidx4 to i8*, !dbg !41
  call void @NOALIAS(i8* noundef %5, i8* noundef %6), !dbg !42
  %arrayidx5 = getelementptr inbounds [4 x i32*], [4 x i32*]* %arr, i64 0, i64 1, !dbg !43
  %7 = bitcast i32** %arrayidx5 to i8*, !dbg !44
  %arrayidx6 = getelementptr inbounds [4 x i32*], [4 x i32*]* %arr, i64 0, i64 1, !dbg !45
  %8 = bitcast i32** %arrayidx6 to i8*, !dbg !46
  call void @MAYALIAS(i8* noundef %7, i8* noundef %8), !dbg !47
  ret i32 0, !dbg !48
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @MAYALIAS(i8* noundef, i8* noundef) #2

declare void @NOALIAS(i8* noundef, i8* noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/array_const.c", directory: ".", checksumkind: CSK_MD5, checksum: "730b4e19f41b70980191f88dcccaccd8")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 4, type: !13)
!16 = !DILocation(line: 4, column: 6, scope: !10)
!17 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 4, type: !13)
!18 = !DILocation(line: 4, column: 9, scope: !10)
!19 = !DILocalVariable(name: "arr", scope: !10, file: !1, line: 5, type: !20)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 256, elements: !22)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!22 = !{!23}
!23 = !DISubrange(count: 4)
!24 = !DILocation(line: 5, column: 7, scope: !10)
!25 = !DILocation(line: 6, column: 2, scope: !10)
!26 = !DILocation(line: 6, column: 9, scope: !10)
!27 = !DILocation(line: 7, column: 2, scope: !10)
!28 = !DILocation(line: 7, column: 9, scope: !10)
!29 = !DILocation(line: 8, column: 11, scope: !10)
!30 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 8, type: !21)
!31 = !DILocation(line: 0, scope: !10)
!32 = !DILocation(line: 9, column: 11, scope: !10)
!33 = !DILocation(line: 9, column: 14, scope: !10)
!34 = !DILocation(line: 9, column: 2, scope: !10)
!35 = !DILocation(line: 10, column: 10, scope: !10)
!36 = !DILocation(line: 10, column: 13, scope: !10)
!37 = !DILocation(line: 10, column: 2, scope: !10)
!38 = !DILocation(line: 11, column: 11, scope: !10)
!39 = !DILocation(line: 11, column: 10, scope: !10)
!40 = !DILocation(line: 11, column: 20, scope: !10)
!41 = !DILocation(line: 11, column: 19, scope: !10)
!42 = !DILocation(line: 11, column: 2, scope: !10)
!43 = !DILocation(line: 12, column: 12, scope: !10)
!44 = !DILocation(line: 12, column: 11, scope: !10)
!45 = !DILocation(line: 12, column: 21, scope: !10)
!46 = !DILocation(line: 12, column: 20, scope: !10)
!47 = !DILocation(line: 12, column: 2, scope: !10)
!48 = !DILocation(line: 13, column: 2, scope: !10)
