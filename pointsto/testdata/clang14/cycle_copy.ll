; ModuleID = '<stdin>'
source_filename = "c/cycle_copy.c"
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
  call void @llvm.dbg.value(metadata i32* %a, metadata !27, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.value(metadata i32* %b, metadata !29, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.value(metadata i32* %c, metadata !30, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !33
  br label %for.cond, !dbg !34

for.cond:                                         ; preds = %for.inc, %entry
  %p.0 = phi i32* [ %a, %entry ], [ %q.0, %for.inc ], !dbg !19
  %q.0 = phi i32* [ %b, %entry ], [ %r.0, %for.inc ], !dbg !19
  %r.0 = phi i32* [ %c, %entry ], [ %p.0, %for.inc ], !dbg !19
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %for.inc ], !dbg !33
  call void @llvm.dbg.value(metadata i32 %i.0, metadata !31, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32* %r.0, metadata !30, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.value(metadata i32* %q.0, metadata !29, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.value(metadata i32* %p.0, metadata !27, metadata !DIExpression()), !dbg !19
  %cmp = icmp slt i32 %i.0, %argc, !dbg !35
  br i1 %cmp, label %for.body, label %for.end, !dbg !37

for.body:                                         ; preds = %for.cond
  call void @llvm.dbg.value(metadata i32* %p.0, metadata !38, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32* %q.0, metadata !27, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.value(metadata i32* %r.0, metadata !29, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.value(metadata i32* %p.0, metadata !30, metadata !DIExpression()), !dbg !19
  br label %for.inc, !dbg !41

for.inc:                                          ; preds = %for.body
  %inc = add nsw i32 %i.0, 1, !dbg !42
  call void @llvm.dbg.value(metadata i32 %inc, metadata !31, metadata !DIExpression()), !dbg !33
  br label %for.cond, !dbg !43, !llvm.loop !44

for.end:                                          ; preds = %for.cond
  %0 = bitcast i32* %p.0 to i8*, !dbg !47
  %1 = bitcast i32* %a to i8*, !dbg !48
  call void @MAYALIAS(i8* noundef %0, i8* noundef %1), !dbg !49
  %2 = bitcast i32* %p.0 to i8*, !dbg !50
  %3 = bitcast i32* %c to i8*, !dbg !51
  call void @MAYALIAS(i8* noundef %2, i8* noundef %3), !dbg !52
  %4 = bitcast i32* %q.0 to i8*, !dbg !53
  %5 = bitcast i32* %r.0 to i8*, !dbg !54
  call void @MAYALIAS(i8* noundef %4, i8* noundef %5), !dbg !55
  ret i32 0, !dbg !56
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
!1 = !DIFile(filename: "c/cycle_copy.c", directory: ".", checksumkind: CSK_MD5, checksum: "a3b53e29b3ad64999c5f32aa9a82a17c")
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
!27 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 5, type: !28)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!29 = !DILocalVariable(name: "q", scope: !10, file: !1, line: 5, type: !28)
!30 = !DILocalVariable(name: "r", scope: !10, file: !1, line: 5, type: !28)
!31 = !DILocalVariable(name: "i", scope: !32, file: !1, line: 6, type: !13)
!32 = distinct !DILexicalBlock(scope: !10, file: !1, line: 6, column: 2)
!33 = !DILocation(line: 0, scope: !32)
!34 = !DILocation(line: 6, column: 7, scope: !32)
!35 = !DILocation(line: 6, column: 20, scope: !36)
!36 = distinct !DILexicalBlock(scope: !32, file: !1, line: 6, column: 2)
!37 = !DILocation(line: 6, column: 2, scope: !32)
!38 = !DILocalVariable(name: "t", scope: !39, file: !1, line: 7, type: !28)
!39 = distinct !DILexicalBlock(scope: !36, file: !1, line: 6, column: 33)
!40 = !DILocation(line: 0, scope: !39)
!41 = !DILocation(line: 11, column: 2, scope: !39)
!42 = !DILocation(line: 6, column: 29, scope: !36)
!43 = !DILocation(line: 6, column: 2, scope: !36)
!44 = distinct !{!44, !37, !45, !46}
!45 = !DILocation(line: 11, column: 2, scope: !32)
!46 = !{!"llvm.loop.mustprogress"}
!47 = !DILocation(line: 12, column: 11, scope: !10)
!48 = !DILocation(line: 12, column: 14, scope: !10)
!49 = !DILocation(line: 12, column: 2, scope: !10)
!50 = !DILocation(line: 13, column: 11, scope: !10)
!51 = !DILocation(line: 13, column: 14, scope: !10)
!52 = !DILocation(line: 13, column: 2, scope: !10)
!53 = !DILocation(line: 14, column: 11, scope: !10)
!54 = !DILocation(line: 14, column: 14, scope: !10)
!55 = !DILocation(line: 14, column: 2, scope: !10)
!56 = !DILocation(line: 15, column: 2, scope: !10)
