; ModuleID = '<stdin>'
source_filename = "c/mutual_recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  %c = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %a, metadata !15, metadata !DIExpression()), !dbg !16
  call void @llvm.dbg.declare(metadata i32* %b, metadata !17, metadata !DIExpression()), !dbg !18
  call void @llvm.dbg.declare(metadata i32* %c, metadata !19, metadata !DIExpression()), !dbg !20
  %call = call i32* @even(i32 noundef 5, i32* noundef %a, i32* noundef %b), !dbg !21
  call void @llvm.dbg.value(metadata i32* %call, metadata !22, metadata !DIExpression()), !dbg !24
  %0 = bitcast i32* %call to i8*, !dbg !25
  %1 = bitcast i32* %a to i8*, !dbg !26
  call void @MAYALIAS(i8* noundef %0, i8* noundef %1), !dbg !27
  %2 = bitcast i32* %call to i8*, !dbg !28
  %3 = bitcast i32* %b to i8*, !dbg !29
  call void @MAYALIAS(i8* noundef %2, i8* noundef %3), !dbg !30
  %4 = bitcast i32* %call to i8*, !dbg !31
  %5 = bitcast i32* %c to i8*, !dbg !32
  call void @NOALIAS(i8* noundef %4, i8* noundef %5), !dbg !33
  ret i32 0, !dbg !34
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind uwtable
define internal i32* @even(i32 noundef %n, i32* noundef %p, i32* noundef %q) #0 !dbg !35 {
entry:
  call void @llvm.dbg.value(metadata i32 %n, metadata !38, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32* %p, metadata !40, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32* %q, metadata !41, metadata !DIExpression()), !dbg !39
  %cmp = icmp eq i32 %n, 0, !dbg !42
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !43

cond.true:                                        ; preds = %entry
  br label %cond.end, !dbg !43

cond.false:                                       ; preds = %entry
  %sub = sub nsw i32 %n, 1, !dbg !44
  %call = call i32* @odd(i32 noundef %sub, i32* noundef %q, i32* noundef %p), !dbg !45
  br label %cond.end, !dbg !43

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32* [ %p, %cond.true ], [ %call, %cond.false ], !dbg !43
  ret i32* %cond, !dbg !46
}

declare void @MAYALIAS(i8* noundef, i8* noundef) #2

declare void @NOALIAS(i8* noundef, i8* noundef) #2

; Function Attrs: noinline nounwind uwtable
define internal i32* @odd(i32 noundef %n, i32* noundef %p, i32* noundef %q) #0 !dbg !47 {
entry:
  call void @llvm.dbg.value(metadata i32 %n, metadata !48, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i32* %p, metadata !50, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i32* %q, metadata !51, metadata !DIExpression()), !dbg !49
  %cmp = icmp eq i32 %n, 0, !dbg !52
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !53

cond.true:                                        ; preds = %entry
  br label %cond.end, !dbg !53

cond.false:                                       ; preds = %entry
  %sub = sub nsw i32 %n, 1, !dbg !54
  %call = call i32* @even(i32 noundef %sub, i32* noundef %p, i32* noundef %q), !dbg !55
  br label %cond.end, !dbg !53

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32* [ %q, %cond.true ], [ %call, %cond.false ], !dbg !53
  ret i32* %cond, !dbg !56
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/mutual_recursion.c", directory: ".", checksumkind: CSK_MD5, checksum: "72dc2948ab5bd91d8a77cf5cb4758e38")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 6, type: !11, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 7, type: !13)
!16 = !DILocation(line: 7, column: 6, scope: !10)
!17 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 7, type: !13)
!18 = !DILocation(line: 7, column: 9, scope: !10)
!19 = !DILocalVariable(name: "c", scope: !10, file: !1, line: 7, type: !13)
!20 = !DILocation(line: 7, column: 12, scope: !10)
!21 = !DILocation(line: 8, column: 11, scope: !10)
!22 = !DILocalVariable(name: "r", scope: !10, file: !1, line: 8, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!24 = !DILocation(line: 0, scope: !10)
!25 = !DILocation(line: 9, column: 11, scope: !10)
!26 = !DILocation(line: 9, column: 14, scope: !10)
!27 = !DILocation(line: 9, column: 2, scope: !10)
!28 = !DILocation(line: 10, column: 11, scope: !10)
!29 = !DILocation(line: 10, column: 14, scope: !10)
!30 = !DILocation(line: 10, column: 2, scope: !10)
!31 = !DILocation(line: 11, column: 10, scope: !10)
!32 = !DILocation(line: 11, column: 13, scope: !10)
!33 = !DILocation(line: 11, column: 2, scope: !10)
!34 = !DILocation(line: 12, column: 2, scope: !10)
!35 = distinct !DISubprogram(name: "even", scope: !1, file: !1, line: 4, type: !36, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!36 = !DISubroutineType(types: !37)
!37 = !{!23, !13, !23, !23}
!38 = !DILocalVariable(name: "n", arg: 1, scope: !35, file: !1, line: 4, type: !13)
!39 = !DILocation(line: 0, scope: !35)
!40 = !DILocalVariable(name: "p", arg: 2, scope: !35, file: !1, line: 4, type: !23)
!41 = !DILocalVariable(name: "q", arg: 3, scope: !35, file: !1, line: 4, type: !23)
!42 = !DILocation(line: 4, column: 52, scope: !35)
!43 = !DILocation(line: 4, column: 50, scope: !35)
!44 = !DILocation(line: 4, column: 69, scope: !35)
!45 = !DILocation(line: 4, column: 63, scope: !35)
!46 = !DILocation(line: 4, column: 43, scope: !35)
!47 = distinct !DISubprogram(name: "odd", scope: !1, file: !1, line: 5, type: !36, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!48 = !DILocalVariable(name: "n", arg: 1, scope: !47, file: !1, line: 5, type: !13)
!49 = !DILocation(line: 0, scope: !47)
!50 = !DILocalVariable(name: "p", arg: 2, scope: !47, file: !1, line: 5, type: !23)
!51 = !DILocalVariable(name: "q", arg: 3, scope: !47, file: !1, line: 5, type: !23)
!52 = !DILocation(line: 5, column: 51, scope: !47)
!53 = !DILocation(line: 5, column: 49, scope: !47)
!54 = !DILocation(line: 5, column: 69, scope: !47)
!55 = !DILocation(line: 5, column: 62, scope: !47)
!56 = !DILocation(line: 5, column: 42, scope: !47)
