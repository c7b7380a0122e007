; ModuleID = 'heap_const.c'
source_filename = "heap_const.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.sample = type { [3 x float], i32 }

@.str = private unnamed_addr constant [10 x i8] c"%d %d %f\0A\00", align 1, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !19 {
entry:
    #dbg_value(i32 %argc, !26, !DIExpression(), !43)
    #dbg_value(ptr %argv, !27, !DIExpression(), !43)
  %call = tail call noalias dereferenceable_or_null(1024) ptr @malloc(i64 noundef 1024) #5, !dbg !44
    #dbg_value(ptr %call, !28, !DIExpression(), !43)
  %call1 = tail call noalias dereferenceable_or_null(512) ptr @calloc(i64 noundef 32, i64 noundef 16) #6, !dbg !45
    #dbg_value(ptr %call1, !37, !DIExpression(), !43)
  %add = add nsw i32 %argc, 5, !dbg !46
    #dbg_value(i32 %add, !38, !DIExpression(), !43)
  %conv = sext i32 %add to i64, !dbg !47
  %call2 = tail call noalias ptr @calloc(i64 noundef %conv, i64 noundef 16) #6, !dbg !48
    #dbg_value(ptr %call2, !39, !DIExpression(), !43)
  %tobool = icmp ne ptr %call, null, !dbg !49
  %tobool3 = icmp ne ptr %call1, null
  %or.cond = and i1 %tobool, %tobool3, !dbg !51
  %tobool5 = icmp ne ptr %call2, null
  %or.cond36 = and i1 %or.cond, %tobool5, !dbg !51
  br i1 %or.cond36, label %if.end, label %cleanup, !dbg !51

if.end:                                           ; preds = %entry
  %rem = srem i32 %argc, 32, !dbg !52
    #dbg_value(i32 %rem, !40, !DIExpression(), !43)
    #dbg_value(i32 0, !41, !DIExpression(), !53)
  %cmp60 = icmp sgt i32 %rem, 0, !dbg !54
  br i1 %cmp60, label %for.body.preheader, label %for.cond.cleanup, !dbg !56

for.body.preheader:                               ; preds = %if.end
  %wide.trip.count = zext nneg i32 %rem to i64, !dbg !54
  %xtraiter = and i64 %wide.trip.count, 1, !dbg !56
  %0 = icmp eq i32 %rem, 1, !dbg !56
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new, !dbg !56

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483646, !dbg !56
  br label %for.body, !dbg !56

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !56
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil, !dbg !56

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
    #dbg_value(i64 %indvars.iv.unr, !41, !DIExpression(), !53)
  %arrayidx.epil = getelementptr inbounds %struct.sample, ptr %call, i64 %indvars.iv.unr, !dbg !57
  %id.epil = getelementptr inbounds i8, ptr %arrayidx.epil, i64 12, !dbg !59
  %1 = trunc nuw nsw i64 %indvars.iv.unr to i32, !dbg !60
  store i32 %1, ptr %id.epil, align 4, !dbg !60, !tbaa !61
  %conv7.epil = uitofp nneg i32 %1 to float, !dbg !66
  %arrayidx10.epil = getelementptr inbounds i8, ptr %arrayidx.epil, i64 4, !dbg !67
  store float %conv7.epil, ptr %arrayidx10.epil, align 4, !dbg !68, !tbaa !69
  %id13.epil = getelementptr inbounds %struct.sample, ptr %call1, i64 %indvars.iv.unr, i32 1, !dbg !71
  %indvars.iv.tr.epil = trunc i64 %indvars.iv.unr to i32, !dbg !72
  %2 = shl i32 %indvars.iv.tr.epil, 1, !dbg !72
  store i32 %2, ptr %id13.epil, align 4, !dbg !72, !tbaa !61
  %arrayidx18.epil = getelementptr inbounds %struct.sample, ptr %call2, i64 %indvars.iv.unr, i32 0, i64 2, !dbg !73
  store float %conv7.epil, ptr %arrayidx18.epil, align 4, !dbg !74, !tbaa !69
    #dbg_value(i64 %indvars.iv.unr, !41, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !53)
  br label %for.cond.cleanup, !dbg !75

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %if.end
  %div = sdiv i32 %rem, 2, !dbg !75
  %idxprom19 = sext i32 %div to i64, !dbg !76
  %id21 = getelementptr inbounds %struct.sample, ptr %call, i64 %idxprom19, i32 1, !dbg !77
  %3 = load i32, ptr %id21, align 4, !dbg !77, !tbaa !61
  %div22 = sdiv i32 %rem, 3, !dbg !78
  %idxprom23 = sext i32 %div22 to i64, !dbg !79
  %id25 = getelementptr inbounds %struct.sample, ptr %call1, i64 %idxprom23, i32 1, !dbg !80
  %4 = load i32, ptr %id25, align 4, !dbg !80, !tbaa !61
  %div26 = sdiv i32 %rem, 4, !dbg !81
  %idxprom27 = sext i32 %div26 to i64, !dbg !82
  %arrayidx30 = getelementptr inbounds %struct.sample, ptr %call2, i64 %idxprom27, i32 0, i64 2, !dbg !82
  %5 = load float, ptr %arrayidx30, align 4, !dbg !82, !tbaa !69
  %conv31 = fpext float %5 to double, !dbg !82
  %call32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3, i32 noundef %4, double noundef %conv31), !dbg !83
  tail call void @free(ptr noundef nonnull %call) #7, !dbg !84
  tail call void @free(ptr noundef nonnull %call1) #7, !dbg !85
  tail call void @free(ptr noundef nonnull %call2) #7, !dbg !86
  br label %cleanup

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
    #dbg_value(i64 %indvars.iv, !41, !DIExpression(), !53)
  %arrayidx = getelementptr inbounds %struct.sample, ptr %call, i64 %indvars.iv, !dbg !57
  %id = getelementptr inbounds i8, ptr %arrayidx, i64 12, !dbg !59
  %6 = trunc nuw nsw i64 %indvars.iv to i32, !dbg !60
  store i32 %6, ptr %id, align 4, !dbg !60, !tbaa !61
  %conv7 = uitofp nneg i32 %6 to float, !dbg !66
  %arrayidx10 = getelementptr inbounds i8, ptr %arrayidx, i64 4, !dbg !67
  store float %conv7, ptr %arrayidx10, align 4, !dbg !68, !tbaa !69
  %id13 = getelementptr inbounds %struct.sample, ptr %call1, i64 %indvars.iv, i32 1, !dbg !71
  %indvars.iv.tr = trunc i64 %indvars.iv to i32, !dbg !72
  %7 = shl i32 %indvars.iv.tr, 1, !dbg !72
  store i32 %7, ptr %id13, align 4, !dbg !72, !tbaa !61
  %arrayidx18 = getelementptr inbounds %struct.sample, ptr %call2, i64 %indvars.iv, i32 0, i64 2, !dbg !73
  store float %conv7, ptr %arrayidx18, align 4, !dbg !74, !tbaa !69
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1, !dbg !87
    #dbg_value(i64 %indvars.iv.next, !41, !DIExpression(), !53)
  %arrayidx.1 = getelementptr inbounds %struct.sample, ptr %call, i64 %indvars.iv.next, !dbg !57
  %id.1 = getelementptr inbounds i8, ptr %arrayidx.1, i64 12, !dbg !59
  %8 = trunc nuw nsw i64 %indvars.iv.next to i32, !dbg !60
  store i32 %8, ptr %id.1, align 4, !dbg !60, !tbaa !61
  %conv7.1 = uitofp nneg i32 %8 to float, !dbg !66
  %arrayidx10.1 = getelementptr inbounds i8, ptr %arrayidx.1, i64 4, !dbg !67
  store float %conv7.1, ptr %arrayidx10.1, align 4, !dbg !68, !tbaa !69
  %id13.1 = getelementptr inbounds %struct.sample, ptr %call1, i64 %indvars.iv.next, i32 1, !dbg !71
  %indvars.iv.tr.1 = trunc i64 %indvars.iv.next to i32, !dbg !72
  %9 = shl i32 %indvars.iv.tr.1, 1, !dbg !72
  store i32 %9, ptr %id13.1, align 4, !dbg !72, !tbaa !61
  %arrayidx18.1 = getelementptr inbounds %struct.sample, ptr %call2, i64 %indvars.iv.next, i32 0, i64 2, !dbg !73
  store float %conv7.1, ptr %arrayidx18.1, align 4, !dbg !74, !tbaa !69
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !87
    #dbg_value(i64 %indvars.iv.next.1, !41, !DIExpression(), !53)
  %niter.next.1 = add i64 %niter, 2, !dbg !56
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !56
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !56, !llvm.loop !88

cleanup:                                          ; preds = %entry, %for.cond.cleanup
  %retval.0 = phi i32 [ 0, %for.cond.cleanup ], [ 1, %entry ], !dbg !43
  ret i32 %retval.0, !dbg !91
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !92 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !100 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !103 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !110 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind allocsize(0,1) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "heap_const.c", directory: ".", checksumkind: CSK_MD5, checksum: "f8a71370786e237722151e4441f1cbd5")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !10, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!10 = !{!0}
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 15, type: !20, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !25)
!20 = !DISubroutineType(types: !21)
!21 = !{!22, !22, !23}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!25 = !{!26, !27, !28, !37, !38, !39, !40, !41}
!26 = !DILocalVariable(name: "argc", arg: 1, scope: !19, file: !2, line: 15, type: !22)
!27 = !DILocalVariable(name: "argv", arg: 2, scope: !19, file: !2, line: 15, type: !23)
!28 = !DILocalVariable(name: "a", scope: !19, file: !2, line: 17, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "sample", file: !2, line: 6, size: 128, elements: !31)
!31 = !{!32, !36}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !30, file: !2, line: 7, baseType: !33, size: 96)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 96, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 3)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !30, file: !2, line: 8, baseType: !22, size: 32, offset: 96)
!37 = !DILocalVariable(name: "b", scope: !19, file: !2, line: 18, type: !29)
!38 = !DILocalVariable(name: "n", scope: !19, file: !2, line: 19, type: !22)
!39 = !DILocalVariable(name: "c", scope: !19, file: !2, line: 20, type: !29)
!40 = !DILocalVariable(name: "k", scope: !19, file: !2, line: 23, type: !22)
!41 = !DILocalVariable(name: "i", scope: !42, file: !2, line: 24, type: !22)
!42 = distinct !DILexicalBlock(scope: !19, file: !2, line: 24, column: 2)
!43 = !DILocation(line: 0, scope: !19)
!44 = !DILocation(line: 17, column: 21, scope: !19)
!45 = !DILocation(line: 18, column: 21, scope: !19)
!46 = !DILocation(line: 19, column: 15, scope: !19)
!47 = !DILocation(line: 20, column: 28, scope: !19)
!48 = !DILocation(line: 20, column: 21, scope: !19)
!49 = !DILocation(line: 21, column: 7, scope: !50)
!50 = distinct !DILexicalBlock(scope: !19, file: !2, line: 21, column: 6)
!51 = !DILocation(line: 21, column: 9, scope: !50)
!52 = !DILocation(line: 23, column: 15, scope: !19)
!53 = !DILocation(line: 0, scope: !42)
!54 = !DILocation(line: 24, column: 20, scope: !55)
!55 = distinct !DILexicalBlock(scope: !42, file: !2, line: 24, column: 2)
!56 = !DILocation(line: 24, column: 2, scope: !42)
!57 = !DILocation(line: 25, column: 3, scope: !58)
!58 = distinct !DILexicalBlock(scope: !55, file: !2, line: 24, column: 30)
!59 = !DILocation(line: 25, column: 8, scope: !58)
!60 = !DILocation(line: 25, column: 11, scope: !58)
!61 = !{!62, !65, i64 12}
!62 = !{!"sample", !63, i64 0, !65, i64 12}
!63 = !{!"omnipotent char", !64, i64 0}
!64 = !{!"Simple C/C++ TBAA"}
!65 = !{!"int", !63, i64 0}
!66 = !DILocation(line: 26, column: 15, scope: !58)
!67 = !DILocation(line: 26, column: 3, scope: !58)
!68 = !DILocation(line: 26, column: 13, scope: !58)
!69 = !{!70, !70, i64 0}
!70 = !{!"float", !63, i64 0}
!71 = !DILocation(line: 27, column: 8, scope: !58)
!72 = !DILocation(line: 27, column: 11, scope: !58)
!73 = !DILocation(line: 28, column: 3, scope: !58)
!74 = !DILocation(line: 28, column: 13, scope: !58)
!75 = !DILocation(line: 30, column: 27, scope: !19)
!76 = !DILocation(line: 30, column: 23, scope: !19)
!77 = !DILocation(line: 30, column: 32, scope: !19)
!78 = !DILocation(line: 30, column: 40, scope: !19)
!79 = !DILocation(line: 30, column: 36, scope: !19)
!80 = !DILocation(line: 30, column: 45, scope: !19)
!81 = !DILocation(line: 30, column: 53, scope: !19)
!82 = !DILocation(line: 30, column: 49, scope: !19)
!83 = !DILocation(line: 30, column: 2, scope: !19)
!84 = !DILocation(line: 31, column: 2, scope: !19)
!85 = !DILocation(line: 32, column: 2, scope: !19)
!86 = !DILocation(line: 33, column: 2, scope: !19)
!87 = !DILocation(line: 24, column: 26, scope: !55)
!88 = distinct !{!88, !56, !89, !90}
!89 = !DILocation(line: 29, column: 2, scope: !42)
!90 = !{!"llvm.loop.mustprogress"}
!91 = !DILocation(line: 35, column: 1, scope: !19)
!92 = !DISubprogram(name: "malloc", scope: !93, file: !93, line: 553, type: !94, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!93 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!94 = !DISubroutineType(types: !95)
!95 = !{!96, !97}
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !98, line: 18, baseType: !99)
!98 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!99 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!100 = !DISubprogram(name: "calloc", scope: !93, file: !93, line: 556, type: !101, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!101 = !DISubroutineType(types: !102)
!102 = !{!96, !97, !97}
!103 = !DISubprogram(name: "printf", scope: !104, file: !104, line: 356, type: !105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!104 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!105 = !DISubroutineType(types: !106)
!106 = !{!22, !107, null}
!107 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !108)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!110 = !DISubprogram(name: "free", scope: !93, file: !93, line: 568, type: !111, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!111 = !DISubroutineType(types: !112)
!112 = !{null, !96}
