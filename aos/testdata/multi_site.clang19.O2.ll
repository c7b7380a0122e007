; ModuleID = 'multi_site.c'
source_filename = "multi_site.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.big = type { i64, i64, i64 }
%struct.small = type { i32 }

@.str = private unnamed_addr constant [8 x i8] c"%d %ld\0A\00", align 1, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !17 {
entry:
    #dbg_value(i32 %argc, !24, !DIExpression(), !46)
    #dbg_value(ptr %argv, !25, !DIExpression(), !46)
  %call = tail call noalias dereferenceable_or_null(40) ptr @malloc(i64 noundef 40) #5, !dbg !47
    #dbg_value(ptr %call, !26, !DIExpression(), !46)
  %call1 = tail call noalias dereferenceable_or_null(80) ptr @malloc(i64 noundef 80) #5, !dbg !48
    #dbg_value(ptr %call1, !31, !DIExpression(), !46)
  %add = add i32 %argc, 1, !dbg !49
    #dbg_value(i32 %add, !32, !DIExpression(), !46)
  %conv = sext i32 %add to i64, !dbg !50
  %mul = mul nsw i64 %conv, 24, !dbg !51
  %call2 = tail call noalias ptr @malloc(i64 noundef %mul) #5, !dbg !52
    #dbg_value(ptr %call2, !33, !DIExpression(), !46)
  %tobool = icmp ne ptr %call, null, !dbg !53
  %tobool3 = icmp ne ptr %call1, null
  %or.cond = and i1 %tobool, %tobool3, !dbg !55
  %tobool5 = icmp ne ptr %call2, null
  %or.cond31 = and i1 %or.cond, %tobool5, !dbg !55
  br i1 %or.cond31, label %if.end, label %cleanup, !dbg !55

if.end:                                           ; preds = %entry
  %cmp = icmp ugt i32 %argc, 2, !dbg !56
  %cond = select i1 %cmp, ptr %call, ptr %call1, !dbg !57
    #dbg_value(ptr %cond, !41, !DIExpression(), !46)
    #dbg_value(i32 0, !42, !DIExpression(), !58)
    #dbg_value(i64 0, !42, !DIExpression(), !58)
    #dbg_value(i64 1, !42, !DIExpression(), !58)
    #dbg_value(i64 2, !42, !DIExpression(), !58)
    #dbg_value(i64 3, !42, !DIExpression(), !58)
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr %cond, align 4, !dbg !59, !tbaa !61
    #dbg_value(i64 4, !42, !DIExpression(), !58)
  %arrayidx.4 = getelementptr inbounds i8, ptr %cond, i64 16, !dbg !66
    #dbg_value(i64 5, !42, !DIExpression(), !58)
    #dbg_value(i64 6, !42, !DIExpression(), !58)
    #dbg_value(i64 7, !42, !DIExpression(), !58)
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, ptr %arrayidx.4, align 4, !dbg !59, !tbaa !61
    #dbg_value(i64 8, !42, !DIExpression(), !58)
  %arrayidx.8 = getelementptr inbounds i8, ptr %cond, i64 32, !dbg !66
  store i32 8, ptr %arrayidx.8, align 4, !dbg !59, !tbaa !61
    #dbg_value(i64 9, !42, !DIExpression(), !58)
  %arrayidx.9 = getelementptr inbounds i8, ptr %cond, i64 36, !dbg !66
  store i32 9, ptr %arrayidx.9, align 4, !dbg !59, !tbaa !61
    #dbg_value(i64 10, !42, !DIExpression(), !58)
    #dbg_value(i32 0, !44, !DIExpression(), !67)
  %cmp11.not51 = icmp sgt i32 %argc, -1, !dbg !68
  tail call void @llvm.assume(i1 %cmp11.not51), !dbg !70
  %wide.trip.count = zext i32 %add to i64, !dbg !68
  %xtraiter = and i64 %wide.trip.count, 3, !dbg !70
  %0 = icmp ult i32 %add, 4, !dbg !70
  br i1 %0, label %for.cond.cleanup13.loopexit.unr-lcssa, label %if.end.new, !dbg !70

if.end.new:                                       ; preds = %if.end
  %unroll_iter = and i64 %wide.trip.count, 4294967292, !dbg !70
  br label %for.body14, !dbg !70

for.cond.cleanup13.loopexit.unr-lcssa:            ; preds = %for.body14, %if.end
  %indvars.iv.unr = phi i64 [ 0, %if.end ], [ %indvars.iv.next.3, %for.body14 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !70
  br i1 %lcmp.mod.not, label %for.cond.cleanup13.loopexit, label %for.body14.epil, !dbg !70

for.body14.epil:                                  ; preds = %for.cond.cleanup13.loopexit.unr-lcssa, %for.body14.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body14.epil ], [ %indvars.iv.unr, %for.cond.cleanup13.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body14.epil ], [ 0, %for.cond.cleanup13.loopexit.unr-lcssa ]
    #dbg_value(i64 %indvars.iv.epil, !44, !DIExpression(), !67)
  %c.epil = getelementptr inbounds %struct.big, ptr %call2, i64 %indvars.iv.epil, i32 2, !dbg !71
  store i64 %indvars.iv.epil, ptr %c.epil, align 8, !dbg !72, !tbaa !73
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1, !dbg !76
    #dbg_value(i64 %indvars.iv.next.epil, !44, !DIExpression(), !67)
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !70
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !70
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup13.loopexit, label %for.body14.epil, !dbg !70, !llvm.loop !77

for.cond.cleanup13.loopexit:                      ; preds = %for.body14.epil, %for.cond.cleanup13.loopexit.unr-lcssa
  %idxprom24.phi.trans.insert = zext nneg i32 %argc to i64
  %c26.phi.trans.insert = getelementptr inbounds %struct.big, ptr %call2, i64 %idxprom24.phi.trans.insert, i32 2
  %.pre = load i64, ptr %c26.phi.trans.insert, align 8, !dbg !79, !tbaa !73
  %rem = urem i32 %argc, 10, !dbg !80
  %idxprom21 = zext nneg i32 %rem to i64, !dbg !81
  %arrayidx22 = getelementptr inbounds %struct.small, ptr %cond, i64 %idxprom21, !dbg !81
  %1 = load i32, ptr %arrayidx22, align 4, !dbg !82, !tbaa !61
  %call27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1, i64 noundef %.pre), !dbg !83
  tail call void @free(ptr noundef %call) #6, !dbg !84
  tail call void @free(ptr noundef %call1) #6, !dbg !85
  tail call void @free(ptr noundef nonnull %call2) #6, !dbg !86
  br label %cleanup

for.body14:                                       ; preds = %for.body14, %if.end.new
  %indvars.iv = phi i64 [ 0, %if.end.new ], [ %indvars.iv.next.3, %for.body14 ]
  %niter = phi i64 [ 0, %if.end.new ], [ %niter.next.3, %for.body14 ]
    #dbg_value(i64 %indvars.iv, !44, !DIExpression(), !67)
  %c = getelementptr inbounds %struct.big, ptr %call2, i64 %indvars.iv, i32 2, !dbg !71
  store i64 %indvars.iv, ptr %c, align 8, !dbg !72, !tbaa !73
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1, !dbg !76
    #dbg_value(i64 %indvars.iv.next, !44, !DIExpression(), !67)
  %c.1 = getelementptr inbounds %struct.big, ptr %call2, i64 %indvars.iv.next, i32 2, !dbg !71
  store i64 %indvars.iv.next, ptr %c.1, align 8, !dbg !72, !tbaa !73
  %indvars.iv.next.1 = or disjoint i64 %indvars.iv, 2, !dbg !76
    #dbg_value(i64 %indvars.iv.next.1, !44, !DIExpression(), !67)
  %c.2 = getelementptr inbounds %struct.big, ptr %call2, i64 %indvars.iv.next.1, i32 2, !dbg !71
  store i64 %indvars.iv.next.1, ptr %c.2, align 8, !dbg !72, !tbaa !73
  %indvars.iv.next.2 = or disjoint i64 %indvars.iv, 3, !dbg !76
    #dbg_value(i64 %indvars.iv.next.2, !44, !DIExpression(), !67)
  %c.3 = getelementptr inbounds %struct.big, ptr %call2, i64 %indvars.iv.next.2, i32 2, !dbg !71
  store i64 %indvars.iv.next.2, ptr %c.3, align 8, !dbg !72, !tbaa !73
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4, !dbg !76
    #dbg_value(i64 %indvars.iv.next.3, !44, !DIExpression(), !67)
  %niter.next.3 = add i64 %niter, 4, !dbg !70
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter, !dbg !70
  br i1 %niter.ncmp.3, label %for.cond.cleanup13.loopexit.unr-lcssa, label %for.body14, !dbg !70, !llvm.loop !87

cleanup:                                          ; preds = %entry, %for.cond.cleanup13.loopexit
  %retval.0 = phi i32 [ 0, %for.cond.cleanup13.loopexit ], [ 1, %entry ], !dbg !46
  ret i32 %retval.0, !dbg !90
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !91 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !99 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !106 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "multi_site.c", directory: ".", checksumkind: CSK_MD5, checksum: "52f6d2613d13afacb95cd700037178e6")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 8)
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
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 19, type: !18, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{!24, !25, !26, !31, !32, !33, !41, !42, !44}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 19, type: !20)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 19, type: !21)
!26 = !DILocalVariable(name: "s1", scope: !17, file: !2, line: 21, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "small", file: !2, line: 7, size: 32, elements: !29)
!29 = !{!30}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !28, file: !2, line: 8, baseType: !20, size: 32)
!31 = !DILocalVariable(name: "s2", scope: !17, file: !2, line: 22, type: !27)
!32 = !DILocalVariable(name: "n", scope: !17, file: !2, line: 23, type: !20)
!33 = !DILocalVariable(name: "b", scope: !17, file: !2, line: 24, type: !34)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!35 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "big", file: !2, line: 11, size: 192, elements: !36)
!36 = !{!37, !39, !40}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !35, file: !2, line: 12, baseType: !38, size: 64)
!38 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !35, file: !2, line: 12, baseType: !38, size: 64, offset: 64)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !35, file: !2, line: 12, baseType: !38, size: 64, offset: 128)
!41 = !DILocalVariable(name: "s", scope: !17, file: !2, line: 27, type: !27)
!42 = !DILocalVariable(name: "i", scope: !43, file: !2, line: 28, type: !20)
!43 = distinct !DILexicalBlock(scope: !17, file: !2, line: 28, column: 2)
!44 = !DILocalVariable(name: "i", scope: !45, file: !2, line: 30, type: !20)
!45 = distinct !DILexicalBlock(scope: !17, file: !2, line: 30, column: 2)
!46 = !DILocation(line: 0, scope: !17)
!47 = !DILocation(line: 21, column: 21, scope: !17)
!48 = !DILocation(line: 22, column: 21, scope: !17)
!49 = !DILocation(line: 23, column: 15, scope: !17)
!50 = !DILocation(line: 24, column: 25, scope: !17)
!51 = !DILocation(line: 24, column: 27, scope: !17)
!52 = !DILocation(line: 24, column: 18, scope: !17)
!53 = !DILocation(line: 25, column: 7, scope: !54)
!54 = distinct !DILexicalBlock(scope: !17, file: !2, line: 25, column: 6)
!55 = !DILocation(line: 25, column: 10, scope: !54)
!56 = !DILocation(line: 27, column: 25, scope: !17)
!57 = !DILocation(line: 27, column: 20, scope: !17)
!58 = !DILocation(line: 0, scope: !43)
!59 = !DILocation(line: 29, column: 10, scope: !60)
!60 = distinct !DILexicalBlock(scope: !43, file: !2, line: 28, column: 2)
!61 = !{!62, !63, i64 0}
!62 = !{!"small", !63, i64 0}
!63 = !{!"int", !64, i64 0}
!64 = !{!"omnipotent char", !65, i64 0}
!65 = !{!"Simple C/C++ TBAA"}
!66 = !DILocation(line: 29, column: 3, scope: !60)
!67 = !DILocation(line: 0, scope: !45)
!68 = !DILocation(line: 30, column: 20, scope: !69)
!69 = distinct !DILexicalBlock(scope: !45, file: !2, line: 30, column: 2)
!70 = !DILocation(line: 30, column: 2, scope: !45)
!71 = !DILocation(line: 31, column: 8, scope: !69)
!72 = !DILocation(line: 31, column: 10, scope: !69)
!73 = !{!74, !75, i64 16}
!74 = !{!"big", !75, i64 0, !75, i64 8, !75, i64 16}
!75 = !{!"long", !64, i64 0}
!76 = !DILocation(line: 30, column: 26, scope: !69)
!77 = distinct !{!77, !78}
!78 = !{!"llvm.loop.unroll.disable"}
!79 = !DILocation(line: 32, column: 46, scope: !17)
!80 = !DILocation(line: 32, column: 28, scope: !17)
!81 = !DILocation(line: 32, column: 21, scope: !17)
!82 = !DILocation(line: 32, column: 34, scope: !17)
!83 = !DILocation(line: 32, column: 2, scope: !17)
!84 = !DILocation(line: 33, column: 2, scope: !17)
!85 = !DILocation(line: 34, column: 2, scope: !17)
!86 = !DILocation(line: 35, column: 2, scope: !17)
!87 = distinct !{!87, !70, !88, !89}
!88 = !DILocation(line: 31, column: 12, scope: !45)
!89 = !{!"llvm.loop.mustprogress"}
!90 = !DILocation(line: 37, column: 1, scope: !17)
!91 = !DISubprogram(name: "malloc", scope: !92, file: !92, line: 553, type: !93, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!92 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!93 = !DISubroutineType(types: !94)
!94 = !{!95, !96}
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!96 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !97, line: 18, baseType: !98)
!97 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!98 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!99 = !DISubprogram(name: "printf", scope: !100, file: !100, line: 356, type: !101, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!100 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!101 = !DISubroutineType(types: !102)
!102 = !{!20, !103, null}
!103 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !104)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!105 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!106 = !DISubprogram(name: "free", scope: !92, file: !92, line: 568, type: !107, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!107 = !DISubroutineType(types: !108)
!108 = !{null, !95}
