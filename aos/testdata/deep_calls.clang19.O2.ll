; ModuleID = 'deep_calls.c'
source_filename = "deep_calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.item = type { i32, i32 }

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !17 {
entry:
    #dbg_value(i32 %argc, !24, !DIExpression(), !35)
    #dbg_value(ptr %argv, !25, !DIExpression(), !35)
  %add = add nsw i32 %argc, 20, !dbg !36
    #dbg_value(i32 %add, !26, !DIExpression(), !35)
  %conv = sext i32 %add to i64, !dbg !37
  %mul = shl nsw i64 %conv, 3, !dbg !38
  %call = tail call noalias ptr @malloc(i64 noundef %mul) #6, !dbg !39
    #dbg_value(ptr %call, !27, !DIExpression(), !35)
  %tobool.not = icmp eq ptr %call, null, !dbg !40
  br i1 %tobool.not, label %cleanup, label %for.cond.preheader, !dbg !42

for.cond.preheader:                               ; preds = %entry
    #dbg_value(i32 0, !33, !DIExpression(), !43)
  %cmp19 = icmp sgt i32 %argc, -20, !dbg !44
  br i1 %cmp19, label %for.body.preheader, label %for.cond.cleanup, !dbg !46

for.body.preheader:                               ; preds = %for.cond.preheader
  %wide.trip.count = zext nneg i32 %add to i64, !dbg !44
  %min.iters.check = icmp ult i32 %add, 4, !dbg !46
  br i1 %min.iters.check, label %for.body.preheader29, label %vector.ph, !dbg !46

for.body.preheader29:                             ; preds = %middle.block, %for.body.preheader
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body, !dbg !46

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 2147483644, !dbg !46
  %broadcast.splatinsert = insertelement <2 x i32> poison, i32 %add, i64 0, !dbg !46
  %broadcast.splat = shufflevector <2 x i32> %broadcast.splatinsert, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !46
  br label %vector.body, !dbg !46

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !47
  %vec.ind = phi <2 x i32> [ <i32 0, i32 1>, %vector.ph ], [ %vec.ind.next, %vector.body ], !dbg !48
  %vec.ind24 = phi <2 x i32> [ <i32 0, i32 1>, %vector.ph ], [ %vec.ind.next27, %vector.body ], !dbg !50
  %step.add = add <2 x i32> %vec.ind, <i32 2, i32 2>, !dbg !48
  %step.add25 = add <2 x i32> %vec.ind24, <i32 2, i32 2>, !dbg !50
  %0 = or disjoint i64 %index, 2, !dbg !46
  %1 = sub <2 x i32> %broadcast.splat, %vec.ind24, !dbg !50
  %2 = sub <2 x i32> %broadcast.splat, %step.add25, !dbg !50
  %3 = getelementptr inbounds %struct.item, ptr %call, i64 %index, !dbg !51
  %4 = getelementptr inbounds %struct.item, ptr %call, i64 %0, !dbg !51
  %interleaved.vec = shufflevector <2 x i32> %vec.ind, <2 x i32> %1, <4 x i32> <i32 0, i32 2, i32 1, i32 3>, !dbg !50
  store <4 x i32> %interleaved.vec, ptr %3, align 4, !dbg !50, !tbaa !52
  %interleaved.vec28 = shufflevector <2 x i32> %step.add, <2 x i32> %2, <4 x i32> <i32 0, i32 2, i32 1, i32 3>, !dbg !50
  store <4 x i32> %interleaved.vec28, ptr %4, align 4, !dbg !50, !tbaa !52
  %index.next = add nuw i64 %index, 4, !dbg !47
  %vec.ind.next = add <2 x i32> %vec.ind, <i32 4, i32 4>, !dbg !48
  %vec.ind.next27 = add <2 x i32> %vec.ind24, <i32 4, i32 4>, !dbg !50
  %5 = icmp eq i64 %index.next, %n.vec, !dbg !47
  br i1 %5, label %middle.block, label %vector.body, !dbg !47, !llvm.loop !56

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count, !dbg !46
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader29, !dbg !46

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %for.cond.preheader
  %call4 = tail call fastcc i32 @level1(ptr noundef nonnull %call, i32 noundef %add), !dbg !61
  %call5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %call4), !dbg !62
  tail call void @free(ptr noundef nonnull %call) #7, !dbg !63
  br label %cleanup, !dbg !64

for.body:                                         ; preds = %for.body.preheader29, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader29 ]
    #dbg_value(i64 %indvars.iv, !33, !DIExpression(), !43)
  %arrayidx = getelementptr inbounds %struct.item, ptr %call, i64 %indvars.iv, !dbg !65
  %6 = trunc nuw nsw i64 %indvars.iv to i32, !dbg !48
  store i32 %6, ptr %arrayidx, align 4, !dbg !48, !tbaa !66
  %value = getelementptr inbounds i8, ptr %arrayidx, i64 4, !dbg !51
  %7 = trunc i64 %indvars.iv to i32, !dbg !50
  %8 = sub i32 %add, %7, !dbg !50
  store i32 %8, ptr %value, align 4, !dbg !50, !tbaa !68
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !47
    #dbg_value(i64 %indvars.iv.next, !33, !DIExpression(), !43)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !44
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !46, !llvm.loop !69

cleanup:                                          ; preds = %entry, %for.cond.cleanup
  %retval.0 = phi i32 [ 0, %for.cond.cleanup ], [ 1, %entry ], !dbg !35
  ret i32 %retval.0, !dbg !70
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !71 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !79 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc range(i32 -2147483647, -2147483648) i32 @level1(ptr nocapture noundef readonly %it, i32 noundef %n) unnamed_addr #3 !dbg !86 {
entry:
    #dbg_value(ptr %it, !90, !DIExpression(), !92)
    #dbg_value(i32 %n, !91, !DIExpression(), !92)
  %call = tail call fastcc i32 @level2(ptr noundef %it, i32 noundef %n), !dbg !93
  %add = add nsw i32 %call, 1, !dbg !94
  ret i32 %add, !dbg !95
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !96 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @level2(ptr nocapture noundef readonly %it, i32 noundef %n) unnamed_addr #3 !dbg !99 {
entry:
    #dbg_value(ptr %it, !101, !DIExpression(), !106)
    #dbg_value(i32 %n, !102, !DIExpression(), !106)
    #dbg_value(i32 0, !103, !DIExpression(), !106)
    #dbg_value(i32 0, !104, !DIExpression(), !107)
  %cmp4 = icmp sgt i32 %n, 0, !dbg !108
  br i1 %cmp4, label %for.body, label %for.cond.cleanup, !dbg !110

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %add, %for.body ], !dbg !106
  ret i32 %s.0.lcssa, !dbg !111

for.body:                                         ; preds = %entry, %for.body
  %i.06 = phi i32 [ %inc, %for.body ], [ 0, %entry ]
  %s.05 = phi i32 [ %add, %for.body ], [ 0, %entry ]
    #dbg_value(i32 %i.06, !104, !DIExpression(), !107)
    #dbg_value(i32 %s.05, !103, !DIExpression(), !106)
  %call = tail call fastcc i32 @level3(ptr noundef %it, i32 noundef %i.06), !dbg !112
  %add = add nsw i32 %call, %s.05, !dbg !113
    #dbg_value(i32 %add, !103, !DIExpression(), !106)
  %inc = add nuw nsw i32 %i.06, 1, !dbg !114
    #dbg_value(i32 %inc, !104, !DIExpression(), !107)
  %exitcond.not = icmp eq i32 %inc, %n, !dbg !108
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !110, !llvm.loop !115
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @level3(ptr nocapture noundef readonly %it, i32 noundef %i) unnamed_addr #5 !dbg !117 {
entry:
    #dbg_value(ptr %it, !119, !DIExpression(), !121)
    #dbg_value(i32 %i, !120, !DIExpression(), !121)
  %idxprom = sext i32 %i to i64, !dbg !122
  %arrayidx = getelementptr inbounds %struct.item, ptr %it, i64 %idxprom, !dbg !122
  %0 = load i32, ptr %arrayidx, align 4, !dbg !123, !tbaa !66
  %value = getelementptr inbounds i8, ptr %arrayidx, i64 4, !dbg !124
  %1 = load i32, ptr %value, align 4, !dbg !124, !tbaa !68
  %mul = mul nsw i32 %1, %0, !dbg !125
  ret i32 %mul, !dbg !126
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "deep_calls.c", directory: ".", checksumkind: CSK_MD5, checksum: "c6554791c3007edaf09ff4041ecfee97")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 2}
!15 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 31, type: !18, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{!24, !25, !26, !27, !33}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 31, type: !20)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 31, type: !21)
!26 = !DILocalVariable(name: "n", scope: !17, file: !2, line: 33, type: !20)
!27 = !DILocalVariable(name: "items", scope: !17, file: !2, line: 34, type: !28)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "item", file: !2, line: 6, size: 64, elements: !30)
!30 = !{!31, !32}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "weight", scope: !29, file: !2, line: 7, baseType: !20, size: 32)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !29, file: !2, line: 8, baseType: !20, size: 32, offset: 32)
!33 = !DILocalVariable(name: "i", scope: !34, file: !2, line: 37, type: !20)
!34 = distinct !DILexicalBlock(scope: !17, file: !2, line: 37, column: 2)
!35 = !DILocation(line: 0, scope: !17)
!36 = !DILocation(line: 33, column: 15, scope: !17)
!37 = !DILocation(line: 34, column: 30, scope: !17)
!38 = !DILocation(line: 34, column: 32, scope: !17)
!39 = !DILocation(line: 34, column: 23, scope: !17)
!40 = !DILocation(line: 35, column: 7, scope: !41)
!41 = distinct !DILexicalBlock(scope: !17, file: !2, line: 35, column: 6)
!42 = !DILocation(line: 35, column: 6, scope: !17)
!43 = !DILocation(line: 0, scope: !34)
!44 = !DILocation(line: 37, column: 20, scope: !45)
!45 = distinct !DILexicalBlock(scope: !34, file: !2, line: 37, column: 2)
!46 = !DILocation(line: 37, column: 2, scope: !34)
!47 = !DILocation(line: 37, column: 26, scope: !45)
!48 = !DILocation(line: 38, column: 19, scope: !49)
!49 = distinct !DILexicalBlock(scope: !45, file: !2, line: 37, column: 30)
!50 = !DILocation(line: 39, column: 18, scope: !49)
!51 = !DILocation(line: 39, column: 12, scope: !49)
!52 = !{!53, !53, i64 0}
!53 = !{!"int", !54, i64 0}
!54 = !{!"omnipotent char", !55, i64 0}
!55 = !{!"Simple C/C++ TBAA"}
!56 = distinct !{!56, !46, !57, !58, !59, !60}
!57 = !DILocation(line: 40, column: 2, scope: !34)
!58 = !{!"llvm.loop.mustprogress"}
!59 = !{!"llvm.loop.isvectorized", i32 1}
!60 = !{!"llvm.loop.unroll.runtime.disable"}
!61 = !DILocation(line: 41, column: 17, scope: !17)
!62 = !DILocation(line: 41, column: 2, scope: !17)
!63 = !DILocation(line: 42, column: 2, scope: !17)
!64 = !DILocation(line: 43, column: 2, scope: !17)
!65 = !DILocation(line: 38, column: 3, scope: !49)
!66 = !{!67, !53, i64 0}
!67 = !{!"item", !53, i64 0, !53, i64 4}
!68 = !{!67, !53, i64 4}
!69 = distinct !{!69, !46, !57, !58, !60, !59}
!70 = !DILocation(line: 44, column: 1, scope: !17)
!71 = !DISubprogram(name: "malloc", scope: !72, file: !72, line: 553, type: !73, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!72 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!73 = !DISubroutineType(types: !74)
!74 = !{!75, !76}
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !77, line: 18, baseType: !78)
!77 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!78 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!79 = !DISubprogram(name: "printf", scope: !80, file: !80, line: 356, type: !81, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!80 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!81 = !DISubroutineType(types: !82)
!82 = !{!20, !83, null}
!83 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !84)
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!86 = distinct !DISubprogram(name: "level1", scope: !2, file: !2, line: 26, type: !87, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !89)
!87 = !DISubroutineType(types: !88)
!88 = !{!20, !28, !20}
!89 = !{!90, !91}
!90 = !DILocalVariable(name: "it", arg: 1, scope: !86, file: !2, line: 26, type: !28)
!91 = !DILocalVariable(name: "n", arg: 2, scope: !86, file: !2, line: 26, type: !20)
!92 = !DILocation(line: 0, scope: !86)
!93 = !DILocation(line: 28, column: 9, scope: !86)
!94 = !DILocation(line: 28, column: 23, scope: !86)
!95 = !DILocation(line: 28, column: 2, scope: !86)
!96 = !DISubprogram(name: "free", scope: !72, file: !72, line: 568, type: !97, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!97 = !DISubroutineType(types: !98)
!98 = !{null, !75}
!99 = distinct !DISubprogram(name: "level2", scope: !2, file: !2, line: 18, type: !87, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !100)
!100 = !{!101, !102, !103, !104}
!101 = !DILocalVariable(name: "it", arg: 1, scope: !99, file: !2, line: 18, type: !28)
!102 = !DILocalVariable(name: "n", arg: 2, scope: !99, file: !2, line: 18, type: !20)
!103 = !DILocalVariable(name: "s", scope: !99, file: !2, line: 20, type: !20)
!104 = !DILocalVariable(name: "i", scope: !105, file: !2, line: 21, type: !20)
!105 = distinct !DILexicalBlock(scope: !99, file: !2, line: 21, column: 2)
!106 = !DILocation(line: 0, scope: !99)
!107 = !DILocation(line: 0, scope: !105)
!108 = !DILocation(line: 21, column: 20, scope: !109)
!109 = distinct !DILexicalBlock(scope: !105, file: !2, line: 21, column: 2)
!110 = !DILocation(line: 21, column: 2, scope: !105)
!111 = !DILocation(line: 23, column: 2, scope: !99)
!112 = !DILocation(line: 22, column: 8, scope: !109)
!113 = !DILocation(line: 22, column: 5, scope: !109)
!114 = !DILocation(line: 21, column: 26, scope: !109)
!115 = distinct !{!115, !110, !116, !58}
!116 = !DILocation(line: 22, column: 20, scope: !105)
!117 = distinct !DISubprogram(name: "level3", scope: !2, file: !2, line: 13, type: !87, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !118)
!118 = !{!119, !120}
!119 = !DILocalVariable(name: "it", arg: 1, scope: !117, file: !2, line: 13, type: !28)
!120 = !DILocalVariable(name: "i", arg: 2, scope: !117, file: !2, line: 13, type: !20)
!121 = !DILocation(line: 0, scope: !117)
!122 = !DILocation(line: 15, column: 9, scope: !117)
!123 = !DILocation(line: 15, column: 15, scope: !117)
!124 = !DILocation(line: 15, column: 30, scope: !117)
!125 = !DILocation(line: 15, column: 22, scope: !117)
!126 = !DILocation(line: 15, column: 2, scope: !117)
