; ModuleID = '<stdin>'
source_filename = "c/linked_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.N = type { ptr, ptr }

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !10 {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
    #dbg_value(i32 %argc, !18, !DIExpression(), !19)
    #dbg_value(ptr %argv, !20, !DIExpression(), !19)
    #dbg_declare(ptr %a, !21, !DIExpression(), !22)
    #dbg_declare(ptr %b, !23, !DIExpression(), !24)
    #dbg_value(ptr null, !25, !DIExpression(), !19)
    #dbg_value(i32 0, !32, !DIExpression(), !34)
  br label %for.cond, !dbg !35

for.cond:                                         ; preds = %for.inc, %entry
  %head.0 = phi ptr [ null, %entry ], [ %call, %for.inc ], !dbg !19
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %for.inc ], !dbg !36
    #dbg_value(i32 %i.0, !32, !DIExpression(), !34)
    #dbg_value(ptr %head.0, !25, !DIExpression(), !19)
  %cmp = icmp slt i32 %i.0, %argc, !dbg !37
  br i1 %cmp, label %for.body, label %for.end, !dbg !39

for.body:                                         ; preds = %for.cond
  %call = call noalias ptr @malloc(i64 noundef 16) #3, !dbg !40
    #dbg_value(ptr %call, !42, !DIExpression(), !43)
  %next = getelementptr inbounds %struct.N, ptr %call, i32 0, i32 0, !dbg !44
  store ptr %head.0, ptr %next, align 8, !dbg !45
  %val = getelementptr inbounds %struct.N, ptr %call, i32 0, i32 1, !dbg !46
  store ptr %a, ptr %val, align 8, !dbg !47
    #dbg_value(ptr %call, !25, !DIExpression(), !19)
  br label %for.inc, !dbg !48

for.inc:                                          ; preds = %for.body
  %inc = add nsw i32 %i.0, 1, !dbg !49
    #dbg_value(i32 %inc, !32, !DIExpression(), !34)
  br label %for.cond, !dbg !50, !llvm.loop !51

for.end:                                          ; preds = %for.cond
    #dbg_value(ptr %head.0, !54, !DIExpression(), !19)
  br label %while.cond, !dbg !55

while.cond:                                       ; preds = %while.body, %for.end
  %it.0 = phi ptr [ %head.0, %for.end ], [ %2, %while.body ], !dbg !19
    #dbg_value(ptr %it.0, !54, !DIExpression(), !19)
  %tobool = icmp ne ptr %it.0, null, !dbg !56
  br i1 %tobool, label %land.rhs, label %land.end, !dbg !57

land.rhs:                                         ; preds = %while.cond
  %next1 = getelementptr inbounds %struct.N, ptr %it.0, i32 0, i32 0, !dbg !58
  %0 = load ptr, ptr %next1, align 8, !dbg !58
  %tobool2 = icmp ne ptr %0, null, !dbg !57
  br label %land.end

land.end:                                         ; preds = %land.rhs, %while.cond
  %1 = phi i1 [ false, %while.cond ], [ %tobool2, %land.rhs ], !dbg !19
  br i1 %1, label %while.body, label %while.end, !dbg !55

while.body:                                       ; preds = %land.end
  %next3 = getelementptr inbounds %struct.N, ptr %it.0, i32 0, i32 0, !dbg !59
  %2 = load ptr, ptr %next3, align 8, !dbg !59
    #dbg_value(ptr %2, !54, !DIExpression(), !19)
  br label %while.cond, !dbg !55, !llvm.loop !60

while.end:                                        ; preds = %land.end
  call void @MAYALIAS(ptr noundef %it.0, ptr noundef %head.0), !dbg !61
  %val4 = getelementptr inbounds %struct.N, ptr %it.0, i32 0, i32 1, !dbg !62
  %3 = load ptr, ptr %val4, align 8, !dbg !62
  call void @MAYALIAS(ptr noundef %3, ptr noundef %a), !dbg !63
  %val5 = getelementptr inbounds %struct.N, ptr %it.0, i32 0, i32 1, !dbg !64
  %4 = load ptr, ptr %val5, align 8, !dbg !64
  call void @NOALIAS(ptr noundef %4, ptr noundef %b), !dbg !65
  ret i32 0, !dbg !66
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

declare void @MAYALIAS(ptr noundef, ptr noundef) #2

declare void @NOALIAS(ptr noundef, ptr noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/linked_list.c", directory: ".", checksumkind: CSK_MD5, checksum: "eaffdd95201995d1754e2db61b863b35")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
!36 = !DILocation(line: 8, scope: !33)
!37 = !DILocation(line: 8, column: 20, scope: !38)
!38 = distinct !DILexicalBlock(scope: !33, file: !1, line: 8, column: 2)
!39 = !DILocation(line: 8, column: 2, scope: !33)
!40 = !DILocation(line: 9, column: 17, scope: !41)
!41 = distinct !DILexicalBlock(scope: !38, file: !1, line: 8, column: 33)
!42 = !DILocalVariable(name: "n", scope: !41, file: !1, line: 9, type: !26)
!43 = !DILocation(line: 0, scope: !41)
!44 = !DILocation(line: 10, column: 6, scope: !41)
!45 = !DILocation(line: 10, column: 11, scope: !41)
!46 = !DILocation(line: 11, column: 6, scope: !41)
!47 = !DILocation(line: 11, column: 10, scope: !41)
!48 = !DILocation(line: 13, column: 2, scope: !41)
!49 = !DILocation(line: 8, column: 29, scope: !38)
!50 = !DILocation(line: 8, column: 2, scope: !38)
!51 = distinct !{!51, !39, !52, !53}
!52 = !DILocation(line: 13, column: 2, scope: !33)
!53 = !{!"llvm.loop.mustprogress"}
!54 = !DILocalVariable(name: "it", scope: !10, file: !1, line: 14, type: !26)
!55 = !DILocation(line: 15, column: 2, scope: !10)
!56 = !DILocation(line: 15, column: 9, scope: !10)
!57 = !DILocation(line: 15, column: 12, scope: !10)
!58 = !DILocation(line: 15, column: 19, scope: !10)
!59 = !DILocation(line: 16, column: 12, scope: !10)
!60 = distinct !{!60, !55, !59, !53}
!61 = !DILocation(line: 17, column: 2, scope: !10)
!62 = !DILocation(line: 18, column: 15, scope: !10)
!63 = !DILocation(line: 18, column: 2, scope: !10)
!64 = !DILocation(line: 19, column: 14, scope: !10)
!65 = !DILocation(line: 19, column: 2, scope: !10)
!66 = !DILocation(line: 20, column: 2, scope: !10)
