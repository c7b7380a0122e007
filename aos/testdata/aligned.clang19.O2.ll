; ModuleID = 'aligned.c'
source_filename = "aligned.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.lane = type { [4 x float] }

@.str = private unnamed_addr constant [7 x i8] c"%f %f\0A\00", align 1, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !19 {
entry:
  %raw = alloca ptr, align 8, !DIAssignID !42
    #dbg_assign(i1 undef, !36, !DIExpression(), !42, ptr %raw, !DIExpression(), !43)
    #dbg_value(i32 %argc, !26, !DIExpression(), !43)
    #dbg_value(ptr %argv, !27, !DIExpression(), !43)
  %call = tail call noalias align 64 dereferenceable_or_null(1024) ptr @aligned_alloc(i64 noundef 64, i64 noundef 1024) #6, !dbg !44
    #dbg_value(ptr %call, !28, !DIExpression(), !43)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %raw) #7, !dbg !45
  %add = add nsw i32 %argc, 15, !dbg !46
    #dbg_value(i32 %add, !38, !DIExpression(), !43)
  %tobool.not = icmp eq ptr %call, null, !dbg !47
  br i1 %tobool.not, label %cleanup, label %lor.lhs.false, !dbg !49

lor.lhs.false:                                    ; preds = %entry
  %conv = sext i32 %add to i64, !dbg !50
  %mul = shl nsw i64 %conv, 4, !dbg !51
  %call1 = call i32 @posix_memalign(ptr noundef nonnull %raw, i64 noundef 64, i64 noundef %mul) #7, !dbg !52
  %tobool2.not = icmp eq i32 %call1, 0, !dbg !52
  br i1 %tobool2.not, label %if.end, label %cleanup, !dbg !53

if.end:                                           ; preds = %lor.lhs.false
  %0 = load ptr, ptr %raw, align 8, !dbg !54, !tbaa !55
    #dbg_value(ptr %0, !39, !DIExpression(), !43)
    #dbg_value(i32 0, !40, !DIExpression(), !59)
  %cmp42 = icmp sgt i32 %argc, -15, !dbg !60
  br i1 %cmp42, label %for.body.preheader, label %for.cond.cleanup, !dbg !62

for.body.preheader:                               ; preds = %if.end
  %smax = call i64 @llvm.smax.i64(i64 %conv, i64 1), !dbg !62
  %1 = add nsw i64 %smax, -1, !dbg !62
  %umin = call i64 @llvm.umin.i64(i64 %1, i64 63), !dbg !62
  %2 = add nuw nsw i64 %umin, 1, !dbg !62
  %min.iters.check = icmp slt i32 %argc, -11, !dbg !62
  br i1 %min.iters.check, label %for.body.preheader48, label %vector.ph, !dbg !62

for.body.preheader48:                             ; preds = %middle.block, %for.body.preheader
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body, !dbg !62

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %2, 124, !dbg !62
  br label %vector.body, !dbg !62

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !63
  %vec.ind = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %vector.ph ], [ %vec.ind.next, %vector.body ], !dbg !64
  %vec.ind46 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %vector.ph ], [ %vec.ind.next47, %vector.body ], !dbg !66
  %3 = or disjoint i64 %index, 1, !dbg !62
  %4 = or disjoint i64 %index, 2, !dbg !62
  %5 = or disjoint i64 %index, 3, !dbg !62
  %6 = uitofp <4 x i32> %vec.ind to <4 x float>, !dbg !64
  %7 = getelementptr inbounds %struct.lane, ptr %call, i64 %index, !dbg !67
  %8 = getelementptr inbounds %struct.lane, ptr %call, i64 %3, !dbg !67
  %9 = getelementptr inbounds %struct.lane, ptr %call, i64 %4, !dbg !67
  %10 = getelementptr inbounds %struct.lane, ptr %call, i64 %5, !dbg !67
  %11 = extractelement <4 x float> %6, i64 0, !dbg !68
  store float %11, ptr %7, align 64, !dbg !68, !tbaa !69
  %12 = extractelement <4 x float> %6, i64 1, !dbg !68
  store float %12, ptr %8, align 16, !dbg !68, !tbaa !69
  %13 = extractelement <4 x float> %6, i64 2, !dbg !68
  store float %13, ptr %9, align 32, !dbg !68, !tbaa !69
  %14 = extractelement <4 x float> %6, i64 3, !dbg !68
  store float %14, ptr %10, align 16, !dbg !68, !tbaa !69
  %15 = sub nsw <4 x i32> zeroinitializer, %vec.ind46, !dbg !66
  %16 = sitofp <4 x i32> %15 to <4 x float>, !dbg !66
  %17 = getelementptr inbounds %struct.lane, ptr %0, i64 %index, i32 0, i64 3, !dbg !71
  %18 = getelementptr inbounds %struct.lane, ptr %0, i64 %3, i32 0, i64 3, !dbg !71
  %19 = getelementptr inbounds %struct.lane, ptr %0, i64 %4, i32 0, i64 3, !dbg !71
  %20 = getelementptr inbounds %struct.lane, ptr %0, i64 %5, i32 0, i64 3, !dbg !71
  %21 = extractelement <4 x float> %16, i64 0, !dbg !72
  store float %21, ptr %17, align 4, !dbg !72, !tbaa !69
  %22 = extractelement <4 x float> %16, i64 1, !dbg !72
  store float %22, ptr %18, align 4, !dbg !72, !tbaa !69
  %23 = extractelement <4 x float> %16, i64 2, !dbg !72
  store float %23, ptr %19, align 4, !dbg !72, !tbaa !69
  %24 = extractelement <4 x float> %16, i64 3, !dbg !72
  store float %24, ptr %20, align 4, !dbg !72, !tbaa !69
  %index.next = add nuw i64 %index, 4, !dbg !63
  %vec.ind.next = add <4 x i32> %vec.ind, <i32 4, i32 4, i32 4, i32 4>, !dbg !64
  %vec.ind.next47 = add <4 x i32> %vec.ind46, <i32 4, i32 4, i32 4, i32 4>, !dbg !66
  %25 = icmp eq i64 %index.next, %n.vec, !dbg !63
  br i1 %25, label %middle.block, label %vector.body, !dbg !63, !llvm.loop !73

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %2, %n.vec, !dbg !62
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader48, !dbg !62

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %if.end
  %rem = srem i32 %argc, 64, !dbg !78
  %idxprom13 = sext i32 %rem to i64, !dbg !79
  %arrayidx14 = getelementptr inbounds %struct.lane, ptr %call, i64 %idxprom13, !dbg !79
  %26 = load float, ptr %arrayidx14, align 16, !dbg !79, !tbaa !69
  %conv17 = fpext float %26 to double, !dbg !79
  %rem18 = srem i32 %argc, %add, !dbg !80
  %idxprom19 = sext i32 %rem18 to i64, !dbg !81
  %arrayidx22 = getelementptr inbounds %struct.lane, ptr %0, i64 %idxprom19, i32 0, i64 3, !dbg !81
  %27 = load float, ptr %arrayidx22, align 4, !dbg !81, !tbaa !69
  %conv23 = fpext float %27 to double, !dbg !81
  %call24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %conv17, double noundef %conv23), !dbg !82
  call void @free(ptr noundef nonnull %call) #7, !dbg !83
  call void @free(ptr noundef %0) #7, !dbg !84
  br label %cleanup

for.body:                                         ; preds = %for.body.preheader48, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader48 ]
    #dbg_value(i64 %indvars.iv, !40, !DIExpression(), !59)
  %28 = trunc nuw nsw i64 %indvars.iv to i32, !dbg !64
  %conv6 = uitofp nneg i32 %28 to float, !dbg !64
  %arrayidx = getelementptr inbounds %struct.lane, ptr %call, i64 %indvars.iv, !dbg !67
  store float %conv6, ptr %arrayidx, align 16, !dbg !68, !tbaa !69
  %29 = trunc i64 %indvars.iv to i32, !dbg !66
  %30 = sub nsw i32 0, %29, !dbg !66
  %conv8 = sitofp i32 %30 to float, !dbg !66
  %arrayidx12 = getelementptr inbounds %struct.lane, ptr %0, i64 %indvars.iv, i32 0, i64 3, !dbg !71
  store float %conv8, ptr %arrayidx12, align 4, !dbg !72, !tbaa !69
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !63
    #dbg_value(i64 %indvars.iv.next, !40, !DIExpression(), !59)
  %cmp = icmp slt i64 %indvars.iv.next, %conv, !dbg !60
  %cmp4 = icmp ult i64 %indvars.iv, 63, !dbg !85
  %31 = and i1 %cmp, %cmp4, !dbg !85
  br i1 %31, label %for.body, label %for.cond.cleanup, !dbg !62, !llvm.loop !86

cleanup:                                          ; preds = %entry, %lor.lhs.false, %for.cond.cleanup
  %retval.0 = phi i32 [ 0, %for.cond.cleanup ], [ 1, %lor.lhs.false ], [ 1, %entry ], !dbg !43
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %raw) #7, !dbg !87
  ret i32 %retval.0, !dbg !87
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized,aligned") allocsize(1) memory(inaccessiblemem: readwrite)
declare !dbg !88 noalias noundef ptr @aligned_alloc(i64 allocalign noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !95 i32 @posix_memalign(ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !99 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !106 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized,aligned") allocsize(1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind allocsize(1) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "aligned.c", directory: ".", checksumkind: CSK_MD5, checksum: "ae46fd969f85141d2da1355e30fff0a0")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
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
!19 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 12, type: !20, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !25)
!20 = !DISubroutineType(types: !21)
!21 = !{!22, !22, !23}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!25 = !{!26, !27, !28, !36, !38, !39, !40}
!26 = !DILocalVariable(name: "argc", arg: 1, scope: !19, file: !2, line: 12, type: !22)
!27 = !DILocalVariable(name: "argv", arg: 2, scope: !19, file: !2, line: 12, type: !23)
!28 = !DILocalVariable(name: "a", scope: !19, file: !2, line: 14, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lane", file: !2, line: 5, size: 128, elements: !31)
!31 = !{!32}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !30, file: !2, line: 6, baseType: !33, size: 128)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 128, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 4)
!36 = !DILocalVariable(name: "raw", scope: !19, file: !2, line: 15, type: !37)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!38 = !DILocalVariable(name: "n", scope: !19, file: !2, line: 16, type: !22)
!39 = !DILocalVariable(name: "b", scope: !19, file: !2, line: 19, type: !29)
!40 = !DILocalVariable(name: "i", scope: !41, file: !2, line: 20, type: !22)
!41 = distinct !DILexicalBlock(scope: !19, file: !2, line: 20, column: 2)
!42 = distinct !DIAssignID()
!43 = !DILocation(line: 0, scope: !19)
!44 = !DILocation(line: 14, column: 19, scope: !19)
!45 = !DILocation(line: 15, column: 2, scope: !19)
!46 = !DILocation(line: 16, column: 15, scope: !19)
!47 = !DILocation(line: 17, column: 7, scope: !48)
!48 = distinct !DILexicalBlock(scope: !19, file: !2, line: 17, column: 6)
!49 = !DILocation(line: 17, column: 9, scope: !48)
!50 = !DILocation(line: 17, column: 37, scope: !48)
!51 = !DILocation(line: 17, column: 39, scope: !48)
!52 = !DILocation(line: 17, column: 12, scope: !48)
!53 = !DILocation(line: 17, column: 6, scope: !19)
!54 = !DILocation(line: 19, column: 19, scope: !19)
!55 = !{!56, !56, i64 0}
!56 = !{!"any pointer", !57, i64 0}
!57 = !{!"omnipotent char", !58, i64 0}
!58 = !{!"Simple C/C++ TBAA"}
!59 = !DILocation(line: 0, scope: !41)
!60 = !DILocation(line: 20, column: 20, scope: !61)
!61 = distinct !DILexicalBlock(scope: !41, file: !2, line: 20, column: 2)
!62 = !DILocation(line: 20, column: 2, scope: !41)
!63 = !DILocation(line: 20, column: 36, scope: !61)
!64 = !DILocation(line: 21, column: 15, scope: !65)
!65 = distinct !DILexicalBlock(scope: !61, file: !2, line: 20, column: 40)
!66 = !DILocation(line: 22, column: 15, scope: !65)
!67 = !DILocation(line: 21, column: 3, scope: !65)
!68 = !DILocation(line: 21, column: 13, scope: !65)
!69 = !{!70, !70, i64 0}
!70 = !{!"float", !57, i64 0}
!71 = !DILocation(line: 22, column: 3, scope: !65)
!72 = !DILocation(line: 22, column: 13, scope: !65)
!73 = distinct !{!73, !62, !74, !75, !76, !77}
!74 = !DILocation(line: 23, column: 2, scope: !41)
!75 = !{!"llvm.loop.mustprogress"}
!76 = !{!"llvm.loop.isvectorized", i32 1}
!77 = !{!"llvm.loop.unroll.runtime.disable"}
!78 = !DILocation(line: 24, column: 27, scope: !19)
!79 = !DILocation(line: 24, column: 20, scope: !19)
!80 = !DILocation(line: 24, column: 46, scope: !19)
!81 = !DILocation(line: 24, column: 39, scope: !19)
!82 = !DILocation(line: 24, column: 2, scope: !19)
!83 = !DILocation(line: 25, column: 2, scope: !19)
!84 = !DILocation(line: 26, column: 2, scope: !19)
!85 = !DILocation(line: 20, column: 24, scope: !61)
!86 = distinct !{!86, !62, !74, !75, !77, !76}
!87 = !DILocation(line: 28, column: 1, scope: !19)
!88 = !DISubprogram(name: "aligned_alloc", scope: !89, file: !89, line: 605, type: !90, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!89 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!90 = !DISubroutineType(types: !91)
!91 = !{!37, !92, !92}
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !93, line: 18, baseType: !94)
!93 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!94 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!95 = !DISubprogram(name: "posix_memalign", scope: !89, file: !89, line: 599, type: !96, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!96 = !DISubroutineType(types: !97)
!97 = !{!22, !98, !92, !92}
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!99 = !DISubprogram(name: "printf", scope: !100, file: !100, line: 356, type: !101, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!100 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!101 = !DISubroutineType(types: !102)
!102 = !{!22, !103, null}
!103 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !104)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!105 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!106 = !DISubprogram(name: "free", scope: !89, file: !89, line: 568, type: !107, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!107 = !DISubroutineType(types: !108)
!108 = !{null, !37}
