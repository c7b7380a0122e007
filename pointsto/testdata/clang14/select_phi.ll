; ModuleID = '<stdin>'
source_filename = "c/select_phi.c"
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
  %cmp = icmp sgt i32 %argc, 1, !dbg !27
  br i1 %cmp, label %if.then, label %if.else, !dbg !29

if.then:                                          ; preds = %entry
  call void @llvm.dbg.value(metadata i32* %a, metadata !30, metadata !DIExpression()), !dbg !19
  br label %if.end4, !dbg !32

if.else:                                          ; preds = %entry
  %cmp1 = icmp sgt i32 %argc, 2, !dbg !33
  br i1 %cmp1, label %if.then2, label %if.else3, !dbg !35

if.then2:                                         ; preds = %if.else
  call void @llvm.dbg.value(metadata i32* %b, metadata !30, metadata !DIExpression()), !dbg !19
  br label %if.end, !dbg !36

if.else3:                                         ; preds = %if.else
  call void @llvm.dbg.value(metadata i32* %c, metadata !30, metadata !DIExpression()), !dbg !19
  br label %if.end

if.end:                                           ; preds = %if.else3, %if.then2
  %p.0 = phi i32* [ %b, %if.then2 ], [ %c, %if.else3 ], !dbg !37
  call void @llvm.dbg.value(metadata i32* %p.0, metadata !30, metadata !DIExpression()), !dbg !19
  br label %if.end4

if.end4:                                          ; preds = %if.end, %if.then
  %p.1 = phi i32* [ %a, %if.then ], [ %p.0, %if.end ], !dbg !38
  call void @llvm.dbg.value(metadata i32* %p.1, metadata !30, metadata !DIExpression()), !dbg !19
  %cmp5 = icmp sgt i32 %argc, 5, !dbg !39
  br i1 %cmp5, label %cond.true, label %cond.false, !dbg !40

cond.true:                                        ; preds = %if.end4
  br label %cond.end, !dbg !40

cond.false:                                       ; preds = %if.end4
  br label %cond.end, !dbg !40

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32* [ %a, %cond.true ], [ %b, %cond.false ], !dbg !40
  call void @llvm.dbg.value(metadata i32* %cond, metadata !41, metadata !DIExpression()), !dbg !19
  %0 = bitcast i32* %p.1 to i8*, !dbg !42
  %1 = bitcast i32* %c to i8*, !dbg !43
  call void @MAYALIAS(i8* noundef %0, i8* noundef %1), !dbg !44
  %2 = bitcast i32* %p.1 to i8*, !dbg !45
  %3 = bitcast i32* %cond to i8*, !dbg !46
  call void @MAYALIAS(i8* noundef %2, i8* noundef %3), !dbg !47
  %4 = bitcast i32* %cond to i8*, !dbg !48
  %5 = bitcast i32* %c to i8*, !dbg !49
  call void @NOALIAS(i8* noundef %4, i8* noundef %5), !dbg !50
  ret i32 0, !dbg !51
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
!1 = !DIFile(filename: "c/select_phi.c", directory: ".", checksumkind: CSK_MD5, checksum: "28dbfd91accc21d8ffc2346499a07b54")
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
!25 = !DILocalVariable(name: "c", scope: !10, file: !1, line: 4, type: !13)
!26 = !DILocation(line: 4, column: 12, scope: !10)
!27 = !DILocation(line: 6, column: 11, scope: !28)
!28 = distinct !DILexicalBlock(scope: !10, file: !1, line: 6, column: 6)
!29 = !DILocation(line: 6, column: 6, scope: !10)
!30 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 5, type: !31)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!32 = !DILocation(line: 6, column: 16, scope: !28)
!33 = !DILocation(line: 6, column: 38, scope: !34)
!34 = distinct !DILexicalBlock(scope: !28, file: !1, line: 6, column: 33)
!35 = !DILocation(line: 6, column: 33, scope: !28)
!36 = !DILocation(line: 6, column: 43, scope: !34)
!37 = !DILocation(line: 0, scope: !34)
!38 = !DILocation(line: 0, scope: !28)
!39 = !DILocation(line: 7, column: 16, scope: !10)
!40 = !DILocation(line: 7, column: 11, scope: !10)
!41 = !DILocalVariable(name: "q", scope: !10, file: !1, line: 7, type: !31)
!42 = !DILocation(line: 8, column: 11, scope: !10)
!43 = !DILocation(line: 8, column: 14, scope: !10)
!44 = !DILocation(line: 8, column: 2, scope: !10)
!45 = !DILocation(line: 9, column: 11, scope: !10)
!46 = !DILocation(line: 9, column: 14, scope: !10)
!47 = !DILocation(line: 9, column: 2, scope: !10)
!48 = !DILocation(line: 10, column: 10, scope: !10)
!49 = !DILocation(line: 10, column: 13, scope: !10)
!50 = !DILocation(line: 10, column: 2, scope: !10)
!51 = !DILocation(line: 11, column: 2, scope: !10)
