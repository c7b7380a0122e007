; ModuleID = '<stdin>'
source_filename = "c/linked_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.N = type { %struct.N*, i32* }

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !10 {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32 %argc, metadata !18, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.value(metadata i8** %argv, metadata !20, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.declare(metadata i32* %a, metadata !21, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.declare(metadata i32* %b, metadata !23, metadata !DIExpression()), !dbg !24
  call void @llvm.dbg.value(metadata %struct.N* null, metadata !25, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !34
  br label %for.cond, !dbg !35

for.cond:                                         ; preds = %for.inc, %entry
  %head.0 = phi %struct.N* [ null, %entry ], [ %0, %for.inc ], !dbg !19
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %for.inc ], !dbg !34
  call void @llvm.dbg.value(metadata i32 %i.0, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata %struct.N* %head.0, metadata !25, metadata !DIExpression()), !dbg !19
  %cmp = icmp slt i32 %i.0, %argc, !dbg !36
  br i1 %cmp, label %for.body, label %for.end, !dbg !38

for.body:                                         ; preds = %for.cond
  %call = call noalias i8* @malloc(i64 noundef 16) #4, !dbg !39
  %0 = bitcast i8* %call to %struct.N*, !dbg !39
  call void @llvm.dbg.value(metadata %struct.N* %0, metadata !41, metadata !DIExpression()), !dbg !42
  %next = getelementptr inbounds %struct.N, %struct.N* %0, i32 0, i32 0, !dbg !43
  store %struct.N* %head.0, %struct.N** %next, align 8, !dbg !44
  %val = getelementptr inbounds %struct.N, %struct.N* %0, i32 0, i32 1, !dbg !45
  store i32* %a, i32** %val, align 8, !dbg !46
  call void @llvm.dbg.value(metadata %struct.N* %0, metadata !25, metadata !DIExpression()), !dbg !19
  br label %for.inc, !dbg !47

for.inc:                                          ; preds = %for.body
  %inc = add nsw i32 %i.0, 1, !dbg !48
  call void @llvm.dbg.value(metadata i32 %inc, metadata !32, metadata !DIExpression()), !dbg !34
  br label %for.cond, !dbg !49, !llvm.loop !50

for.end:                                          ; preds = %for.cond
  call void @llvm.dbg.value(metadata %struct.N* %head.0, metadata !53, metadata !DIExpression()), !dbg !19
  br label %while.cond, !dbg !54

while.cond:                                       ; preds = %while.body, %for.end
  %it.0 = phi %struct.N* [ %head.0, %for.end ], [ %3, %while.body ], !dbg !19
  call void @llvm.dbg.value(metadata %struct.N* %it.0, metadata !53, metadata !DIExpression()), !dbg !19
  %tobool = icmp ne %struct.N* %it.0, null, !dbg !55
  br i1 %tobool, label %land.rhs, label %land.end, !dbg !56

land.rhs:                                         ; preds = %while.cond
  %next1 = getelementptr inbounds %struct.N, %struct.N* %it.0, i32 0, i32 0, !dbg !57
  %1 = load %struct.N*, %struct.N** %next1, align 8, !dbg !57
  %tobool2 = icmp ne %struct.N* %1, null, !dbg !56
  br label %land.end

land.end:                                         ; preds = %land.rhs, %while.cond
  %2 = phi i1 [ false, %while.cond ], [ %tobool2, %land.rhs ], !dbg !19
  br i1 %2, label %while.body, label %while.end, !dbg !54

while.body:                                       ; preds = %land.end
  %next3 = getelementptr inbounds %struct.N, %struct.N* %it.0, i32 0, i32 0, !dbg !58
  %3 = load %struct.N*, %struct.N** %next3, align 8, !dbg !58
  call void @llvm.dbg.value(metadata %struct.N* %3, metadata !53, metadata !DIExpression()), !dbg !19
  br label %while.cond, !dbg !54, !llvm.loop !59

while.end:                                        ; preds = %land.end
  %4 = bitcast %struct.N* %it.0 to i8*, !dbg !60
  %5 = bitcast %struct.N* %head.0 to i8*, !dbg !61
  call void @MAYALIAS(i8* noundef %4, i8* noundef %5), !dbg !62
  %val4 = getelementptr inbounds %struct.N, %struct.N* %it.0, i32 0, i32 1, !dbg !63
  %6 = load i32*, i32** %val4, align 8, !dbg !63
  %7 = bitcast i32* %6 to i8*, !dbg !64
  %8 = bitcast i32* %a to i8*, !dbg !65
  call void @MAYALIAS(i8* noundef %7, i8* noundef %8), !dbg !66
  %val5 = getelementptr inbounds %struct.N, %struct.N* %it.0, i32 0, i32 1, !dbg !67
  %9 = load i32*, i32** %val5, align 8, !dbg !67
  %10 = bitcast i32* %9 to i8*, !dbg !68
  %11 = bitcast i32* %b to i8*, !dbg !69
  call void @NOALIAS(i8* noundef %10, i8* noundef %11), !dbg !70
  ret i32 0, !dbg !71
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

declare void @MAYALIAS(i8* noundef, i8* noundef) #3

declare void @NOALIAS(i8* noundef, i8* noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/linked_list.c", directory: ".", checksumkind: CSK_MD5, checksum: "eaffdd95201995d1754e2db61b863b35")
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
!25 = !DILocalVariable(name: "head", scope: !10, file: !1, line: 7, type: !26)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "N", file: !1, line: 4, size: 128, elements: !28)
!28 = !{!29, !30}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !27, file: !1, line: 4, baseType: !26, size: 64)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !27, file: !1, line: 4, baseType: !31, size: 64, offset: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!32 = !DILocalVariable(name: "i", scope: !33, file: !1, line: 8, type: !13)
!33 = distinct !DILexicalBlock(scope: !10, file: !1, line: 8, column: 2)
!34 = !DILocation(line: 0, scope: !33)
!35 = !DILocation(line: 8, column: 7, scope: !33)
!36 = !DILocation(line: 8, column: 20, scope: !37)
!37 = distinct !DILexicalBlock(scope: !33, file: !1, line: 8, column: 2)
!38 = !DILocation(line: 8, column: 2, scope: !33)
!39 = !DILocation(line: 9, column: 17, scope: !40)
!40 = distinct !DILexicalBlock(scope: !37, file: !1, line: 8, column: 33)
!41 = !DILocalVariable(name: "n", scope: !40, file: !1, line: 9, type: !26)
!42 = !DILocation(line: 0, scope: !40)
!43 = !DILocation(line: 10, column: 6, scope: !40)
!44 = !DILocation(line: 10, column: 11, scope: !40)
!45 = !DILocation(line: 11, column: 6, scope: !40)
!46 = !DILocation(line: 11, column: 10, scope: !40)
!47 = !DILocation(line: 13, column: 2, scope: !40)
!48 = !DILocation(line: 8, column: 29, scope: !37)
!49 = !DILocation(line: 8, column: 2, scope: !37)
!50 = distinct !{!50, !38, !51, !52}
!51 = !DILocation(line: 13, column: 2, scope: !33)
!52 = !{!"llvm.loop.mustprogress"}
!53 = !DILocalVariable(name: "it", scope: !10, file: !1, line: 14, type: !26)
!54 = !DILocation(line: 15, column: 2, scope: !10)
!55 = !DILocation(line: 15, column: 9, scope: !10)
!56 = !DILocation(line: 15, column: 12, scope: !10)
!57 = !DILocation(line: 15, column: 19, scope: !10)
!58 = !DILocation(line: 16, column: 12, scope: !10)
!59 = distinct !{!59, !54, !58, !52}
!60 = !DILocation(line: 17, column: 11, scope: !10)
!61 = !DILocation(line: 17, column: 15, scope: !10)
!62 = !DILocation(line: 17, column: 2, scope: !10)
!63 = !DILocation(line: 18, column: 15, scope: !10)
!64 = !DILocation(line: 18, column: 11, scope: !10)
!65 = !DILocation(line: 18, column: 20, scope: !10)
!66 = !DILocation(line: 18, column: 2, scope: !10)
!67 = !DILocation(line: 19, column: 14, scope: !10)
!68 = !DILocation(line: 19, column: 10, scope: !10)
!69 = !DILocation(line: 19, column: 19, scope: !10)
!70 = !DILocation(line: 19, column: 2, scope: !10)
!71 = !DILocation(line: 20, column: 2, scope: !10)
