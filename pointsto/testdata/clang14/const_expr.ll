; ModuleID = '<stdin>'
source_filename = "c/const_expr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@name = dso_local global [16 x i8] zeroinitializer, align 16, !dbg !0
@other = dso_local global [16 x i8] zeroinitializer, align 16, !dbg !8

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @at_one(i8* noundef %p) #0 !dbg !21 {
entry:
  call void @llvm.dbg.value(metadata i8* %p, metadata !28, metadata !DIExpression()), !dbg !29
  %cmp = icmp eq i8* %p, getelementptr inbounds ([16 x i8], [16 x i8]* @name, i64 0, i64 1), !dbg !30
  br i1 %cmp, label %lor.end, label %lor.rhs, !dbg !31

lor.rhs:                                          ; preds = %entry
  %cmp1 = icmp eq i8* %p, inttoptr (i64 1 to i8*), !dbg !32
  br label %lor.end, !dbg !31

lor.end:                                          ; preds = %lor.rhs, %entry
  %0 = phi i1 [ true, %entry ], [ %cmp1, %lor.rhs ]
  %lor.ext = zext i1 %0 to i32, !dbg !31
  ret i32 %lor.ext, !dbg !33
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !34 {
entry:
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([16 x i8], [16 x i8]* @name, i64 0, i64 0), metadata !37, metadata !DIExpression()), !dbg !38
  call void @MAYALIAS(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @name, i64 0, i64 0), i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @name, i64 0, i64 0)), !dbg !39
  call void @NOALIAS(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @name, i64 0, i64 0), i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @other, i64 0, i64 0)), !dbg !40
  %add.ptr = getelementptr inbounds i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @name, i64 0, i64 0), i64 1, !dbg !41
  %call = call i32 @at_one(i8* noundef %add.ptr), !dbg !42
  ret i32 %call, !dbg !43
}

declare void @MAYALIAS(i8* noundef, i8* noundef) #2

declare void @NOALIAS(i8* noundef, i8* noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "name", scope: !2, file: !3, line: 6, type: !10, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "c/const_expr.c", directory: ".", checksumkind: CSK_MD5, checksum: "9f91d49caad08bb17dbd9cb98a8221e8")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !{!0, !8}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "other", scope: !2, file: !3, line: 7, type: !10, isLocal: false, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 16)
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 7, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 1}
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{!"Debian clang version 14.0.6"}
!21 = distinct !DISubprogram(name: "at_one", scope: !3, file: !3, line: 8, type: !22, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !27)
!22 = !DISubroutineType(types: !23)
!23 = !{!24, !25}
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!27 = !{}
!28 = !DILocalVariable(name: "p", arg: 1, scope: !21, file: !3, line: 8, type: !25)
!29 = !DILocation(line: 0, scope: !21)
!30 = !DILocation(line: 8, column: 38, scope: !21)
!31 = !DILocation(line: 8, column: 50, scope: !21)
!32 = !DILocation(line: 8, column: 55, scope: !21)
!33 = !DILocation(line: 8, column: 29, scope: !21)
!34 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 9, type: !35, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !27)
!35 = !DISubroutineType(types: !36)
!36 = !{!24}
!37 = !DILocalVariable(name: "q", scope: !34, file: !3, line: 10, type: !5)
!38 = !DILocation(line: 0, scope: !34)
!39 = !DILocation(line: 11, column: 2, scope: !34)
!40 = !DILocation(line: 12, column: 2, scope: !34)
!41 = !DILocation(line: 13, column: 18, scope: !34)
!42 = !DILocation(line: 13, column: 9, scope: !34)
!43 = !DILocation(line: 13, column: 2, scope: !34)
