; ModuleID = '<stdin>'
source_filename = "c/pointer_walk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !10 {
entry:
  %buf = alloca [64 x i8], align 16
  %other = alloca [8 x i8], align 1
  call void @llvm.dbg.value(metadata i32 %argc, metadata !18, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.value(metadata i8** %argv, metadata !20, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.declare(metadata [64 x i8]* %buf, metadata !21, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.declare(metadata [8 x i8]* %other, metadata !26, metadata !DIExpression()), !dbg !30
  %arraydecay = getelementptr inbounds [64 x i8], [64 x i8]* %buf, i64 0, i64 0, !dbg !31
  call void @llvm.dbg.value(metadata i8* %arraydecay, metadata !32, metadata !DIExpression()), !dbg !19
  br label %while.cond, !dbg !33

while.cond:                                       ; preds = %while.body, %entry
  %p.0 = phi i8* [ %arraydecay, %entry ], [ %incdec.ptr, %while.body ], !dbg !19
  call void @llvm.dbg.value(metadata i8* %p.0, metadata !32, metadata !DIExpression()), !dbg !19
  %0 = load i8, i8* %p.0, align 1, !dbg !34
  %conv = sext i8 %0 to i32, !dbg !34
  %tobool = icmp ne i32 %conv, 0, !dbg !34
  br i1 %tobool, label %land.rhs, label %land.end, !dbg !35

land.rhs:                                         ; preds = %while.cond
  %arraydecay1 = getelementptr inbounds [64 x i8], [64 x i8]* %buf, i64 0, i64 0, !dbg !36
  %add.ptr = getelementptr inbounds i8, i8* %arraydecay1, i64 63, !dbg !37
  %cmp = icmp ult i8* %p.0, %add.ptr, !dbg !38
  br label %land.end

land.end:                                         ; preds = %land.rhs, %while.cond
  %1 = phi i1 [ false, %while.cond ], [ %cmp, %land.rhs ], !dbg !19
  br i1 %1, label %while.body, label %while.end, !dbg !33

while.body:                                       ; preds = %land.end
  %incdec.ptr = getelementptr inbounds i8, i8* %p.0, i32 1, !dbg !39
  call void @llvm.dbg.value(metadata i8* %incdec.ptr, metadata !32, metadata !DIExpression()), !dbg !19
  br label %while.cond, !dbg !33, !llvm.loop !40

while.end:                                        ; preds = %land.end
  %arraydecay3 = getelementptr inbounds [64 x i8], [64 x i8]* %buf, i64 0, i64 0, !dbg !42
  call void @MAYALIAS(i8* noundef %p.0, i8* noundef %arraydecay3), !dbg !43
  %arrayidx = getelementptr inbounds [64 x i8], [64 x i8]* %buf, i64 0, i64 10, !dbg !44
  call void @MAYALIAS(i8* noundef %p.0, i8* noundef %arrayidx), !dbg !45
  %arraydecay4 = getelementptr inbounds [8 x i8], [8 x i8]* %other, i64 0, i64 0, !dbg !46
  call void @NOALIAS(i8* noundef %p.0, i8* noundef %arraydecay4), !dbg !47
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
!1 = !DIFile(filename: "c/pointer_walk.c", directory: ".", checksumkind: CSK_MD5, checksum: "4b94a229b34a59c4fb8aead849e5d55c")
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
!21 = !DILocalVariable(name: "buf", scope: !10, file: !1, line: 4, type: !22)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 512, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 64)
!25 = !DILocation(line: 4, column: 7, scope: !10)
!26 = !DILocalVariable(name: "other", scope: !10, file: !1, line: 5, type: !27)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 64, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 8)
!30 = !DILocation(line: 5, column: 7, scope: !10)
!31 = !DILocation(line: 6, column: 12, scope: !10)
!32 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 6, type: !15)
!33 = !DILocation(line: 7, column: 2, scope: !10)
!34 = !DILocation(line: 7, column: 9, scope: !10)
!35 = !DILocation(line: 7, column: 12, scope: !10)
!36 = !DILocation(line: 7, column: 19, scope: !10)
!37 = !DILocation(line: 7, column: 23, scope: !10)
!38 = !DILocation(line: 7, column: 17, scope: !10)
!39 = !DILocation(line: 8, column: 4, scope: !10)
!40 = distinct !{!40, !33, !39, !41}
!41 = !{!"llvm.loop.mustprogress"}
!42 = !DILocation(line: 9, column: 14, scope: !10)
!43 = !DILocation(line: 9, column: 2, scope: !10)
!44 = !DILocation(line: 10, column: 15, scope: !10)
!45 = !DILocation(line: 10, column: 2, scope: !10)
!46 = !DILocation(line: 11, column: 13, scope: !10)
!47 = !DILocation(line: 11, column: 2, scope: !10)
!48 = !DILocation(line: 12, column: 2, scope: !10)
