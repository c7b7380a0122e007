; ModuleID = '<stdin>'
source_filename = "c/return_values.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !10 {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  %c = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32 %argc, metadata !18, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.value(metadata i8** %argv, metadata !20, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.declare(metadata i32* %a, metadata !21, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.declare(metadata i32* %b, metadata !23, metadata !DIExpression()), !dbg !24
  call void @llvm.dbg.declare(metadata i32* %c, metadata !25, metadata !DIExpression()), !dbg !26
  %call = call i32* @pick(i32* noundef %a, i32* noundef %b, i32 noundef %argc), !dbg !27
  call void @llvm.dbg.value(metadata i32* %call, metadata !28, metadata !DIExpression()), !dbg !19
  %0 = bitcast i32* %call to i8*, !dbg !30
  %1 = bitcast i32* %a to i8*, !dbg !31
  call void @MAYALIAS(i8* noundef %0, i8* noundef %1), !dbg !32
  %2 = bitcast i32* %call to i8*, !dbg !33
  %3 = bitcast i32* %b to i8*, !dbg !34
  call void @MAYALIAS(i8* noundef %2, i8* noundef %3), !dbg !35
  %4 = bitcast i32* %call to i8*, !dbg !36
  %5 = bitcast i32* %c to i8*, !dbg !37
  call void @NOALIAS(i8* noundef %4, i8* noundef %5), !dbg !38
  ret i32 0, !dbg !39
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind uwtable
define internal i32* @pick(i32* noundef %x, i32* noundef %y, i32 noundef %c) #0 !dbg !40 {
entry:
  call void @llvm.dbg.value(metadata i32* %x, metadata !43, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32* %y, metadata !45, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %c, metadata !46, metadata !DIExpression()), !dbg !44
  %tobool = icmp ne i32 %c, 0, !dbg !47
  br i1 %tobool, label %cond.true, label %cond.false, !dbg !47

cond.true:                                        ; preds = %entry
  br label %cond.end, !dbg !47

cond.false:                                       ; preds = %entry
  br label %cond.end, !dbg !47

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32* [ %x, %cond.true ], [ %y, %cond.false ], !dbg !47
  ret i32* %cond, !dbg !48
}

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
!1 = !DIFile(filename: "c/return_values.c", directory: ".", checksumkind: CSK_MD5, checksum: "44efeb0cf21cd82842c1a426bc1dc9b5")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 5, type: !13)
!19 = !DILocation(line: 0, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 5, type: !14)
!21 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 6, type: !13)
!22 = !DILocation(line: 6, column: 6, scope: !10)
!23 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 6, type: !13)
!24 = !DILocation(line: 6, column: 9, scope: !10)
!25 = !DILocalVariable(name: "c", scope: !10, file: !1, line: 6, type: !13)
!26 = !DILocation(line: 6, column: 12, scope: !10)
!27 = !DILocation(line: 7, column: 11, scope: !10)
!28 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 7, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!30 = !DILocation(line: 8, column: 11, scope: !10)
!31 = !DILocation(line: 8, column: 14, scope: !10)
!32 = !DILocation(line: 8, column: 2, scope: !10)
!33 = !DILocation(line: 9, column: 11, scope: !10)
!34 = !DILocation(line: 9, column: 14, scope: !10)
!35 = !DILocation(line: 9, column: 2, scope: !10)
!36 = !DILocation(line: 10, column: 10, scope: !10)
!37 = !DILocation(line: 10, column: 13, scope: !10)
!38 = !DILocation(line: 10, column: 2, scope: !10)
!39 = !DILocation(line: 11, column: 2, scope: !10)
!40 = distinct !DISubprogram(name: "pick", scope: !1, file: !1, line: 4, type: !41, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!41 = !DISubroutineType(types: !42)
!42 = !{!29, !29, !29, !13}
!43 = !DILocalVariable(name: "x", arg: 1, scope: !40, file: !1, line: 4, type: !29)
!44 = !DILocation(line: 0, scope: !40)
!45 = !DILocalVariable(name: "y", arg: 2, scope: !40, file: !1, line: 4, type: !29)
!46 = !DILocalVariable(name: "c", arg: 3, scope: !40, file: !1, line: 4, type: !13)
!47 = !DILocation(line: 4, column: 50, scope: !40)
!48 = !DILocation(line: 4, column: 43, scope: !40)
