; ModuleID = 'neg_single.c'
source_filename = "neg_single.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.config = type { i32, i32, double }

@weights = dso_local local_unnamed_addr global [100 x double] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [23 x i8] c"%d %d %f %ld %d %f %d\0A\00", align 1, !dbg !7

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !25 {
entry:
  %local = alloca %struct.config, align 8, !DIAssignID !62
    #dbg_assign(i1 undef, !34, !DIExpression(), !62, ptr %local, !DIExpression(), !63)
  %ints = alloca [16 x i32], align 16, !DIAssignID !64
    #dbg_assign(i1 undef, !42, !DIExpression(), !64, ptr %ints, !DIExpression(), !63)
    #dbg_assign(i1 undef, !56, !DIExpression(), !65, ptr undef, !DIExpression(), !63)
    #dbg_value(i32 %argc, !32, !DIExpression(), !63)
    #dbg_value(ptr %argv, !33, !DIExpression(), !63)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %local) #8, !dbg !66
  %call = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #9, !dbg !67
    #dbg_value(ptr %call, !40, !DIExpression(), !63)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %ints) #8, !dbg !68
  %add = add nsw i32 %argc, 3, !dbg !69
    #dbg_value(i32 %add, !46, !DIExpression(), !63)
  %0 = zext i32 %add to i64, !dbg !70
  %1 = tail call ptr @llvm.stacksave.p0(), !dbg !70
  %vla = alloca float, i64 %0, align 16, !dbg !70
    #dbg_value(i64 %0, !47, !DIExpression(), !63)
    #dbg_declare(ptr %vla, !49, !DIExpression(), !71)
  %conv = sext i32 %add to i64, !dbg !72
  %mul = shl nsw i64 %conv, 3, !dbg !73
  %call1 = tail call noalias ptr @malloc(i64 noundef %mul) #9, !dbg !74
    #dbg_value(ptr %call1, !53, !DIExpression(), !63)
  %tobool = icmp ne ptr %call, null, !dbg !75
  %tobool2 = icmp ne ptr %call1, null
  %or.cond = and i1 %tobool, %tobool2, !dbg !77
  br i1 %or.cond, label %if.end, label %cleanup, !dbg !77

if.end:                                           ; preds = %entry
  call fastcc void @fill(ptr noundef nonnull %local, i32 noundef %argc), !dbg !78
  %add3 = add nsw i32 %argc, 1, !dbg !79
  tail call fastcc void @fill(ptr noundef nonnull %call, i32 noundef %add3), !dbg !80
    #dbg_value(i32 0, !60, !DIExpression(), !81)
  %cmp65 = icmp sgt i32 %argc, -3, !dbg !82
  tail call void @llvm.assume(i1 %cmp65), !dbg !84
  br label %for.body, !dbg !84

for.cond.cleanup.loopexit:                        ; preds = %for.body
  %.phi.trans.insert = sext i32 %argc to i64
  %.phi.trans.insert68 = getelementptr float, ptr %vla, i64 %.phi.trans.insert
  %arrayidx20.phi.trans.insert = getelementptr i8, ptr %.phi.trans.insert68, i64 8
  %.pre = load float, ptr %arrayidx20.phi.trans.insert, align 4, !dbg !85, !tbaa !86
  %2 = fpext float %.pre to double, !dbg !85
  %level = getelementptr inbounds i8, ptr %local, i64 4, !dbg !90
  %3 = load i32, ptr %level, align 4, !dbg !90, !tbaa !91
  %level18 = getelementptr inbounds i8, ptr %call, i64 4, !dbg !95
  %4 = load i32, ptr %level18, align 4, !dbg !95, !tbaa !91
  %div = sdiv i32 %add, 2, !dbg !96
  %idxprom22 = sext i32 %div to i64, !dbg !97
  %arrayidx23 = getelementptr inbounds i64, ptr %call1, i64 %idxprom22, !dbg !97
  %5 = load i64, ptr %arrayidx23, align 8, !dbg !97, !tbaa !98
  %rem24 = srem i32 %argc, 16, !dbg !100
  %idxprom25 = sext i32 %rem24 to i64, !dbg !101
  %arrayidx26 = getelementptr inbounds [16 x i32], ptr %ints, i64 0, i64 %idxprom25, !dbg !101
  %6 = load i32, ptr %arrayidx26, align 4, !dbg !101, !tbaa !102
  %arrayidx28 = getelementptr inbounds [100 x double], ptr @weights, i64 0, i64 %.phi.trans.insert, !dbg !103
  %7 = load double, ptr %arrayidx28, align 8, !dbg !103, !tbaa !104
  %8 = load i32, ptr %call, align 8, !dbg !105, !tbaa !106
  %call32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3, i32 noundef %4, double noundef %2, i64 noundef %5, i32 noundef %6, double noundef %7, i32 noundef %8), !dbg !107
  tail call void @free(ptr noundef %call) #8, !dbg !108
  tail call void @free(ptr noundef nonnull %call1) #8, !dbg !109
  br label %cleanup, !dbg !110

for.body:                                         ; preds = %if.end, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ 0, %if.end ]
    #dbg_value(i64 %indvars.iv, !60, !DIExpression(), !81)
  %9 = trunc nuw nsw i64 %indvars.iv to i32, !dbg !111
  %conv5 = uitofp nneg i32 %9 to float, !dbg !111
  %arrayidx = getelementptr inbounds float, ptr %vla, i64 %indvars.iv, !dbg !113
  store float %conv5, ptr %arrayidx, align 4, !dbg !114, !tbaa !86
  %arrayidx8 = getelementptr inbounds i64, ptr %call1, i64 %indvars.iv, !dbg !115
  store i64 %indvars.iv, ptr %arrayidx8, align 8, !dbg !116, !tbaa !98
  %rem = and i64 %indvars.iv, 15, !dbg !117
  %arrayidx10 = getelementptr inbounds [16 x i32], ptr %ints, i64 0, i64 %rem, !dbg !118
  store i32 %9, ptr %arrayidx10, align 4, !dbg !119, !tbaa !102
  %conv11 = uitofp nneg i32 %9 to double, !dbg !120
  %rem12 = urem i32 %9, 100, !dbg !121
  %idxprom13 = zext nneg i32 %rem12 to i64, !dbg !122
  %arrayidx14 = getelementptr inbounds [100 x double], ptr @weights, i64 0, i64 %idxprom13, !dbg !122
  store double %conv11, ptr %arrayidx14, align 8, !dbg !123, !tbaa !104
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !124
    #dbg_value(i64 %indvars.iv.next, !60, !DIExpression(), !81)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %0, !dbg !82
  br i1 %exitcond.not, label %for.cond.cleanup.loopexit, label %for.body, !dbg !84, !llvm.loop !125

cleanup:                                          ; preds = %entry, %for.cond.cleanup.loopexit
  %retval.0 = phi i32 [ 0, %for.cond.cleanup.loopexit ], [ 1, %entry ], !dbg !63
  tail call void @llvm.stackrestore.p0(ptr %1), !dbg !128
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %ints) #8, !dbg !128
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %local) #8, !dbg !128
  ret i32 %retval.0, !dbg !128
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !129 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @fill(ptr nocapture noundef writeonly %c, i32 noundef %v) unnamed_addr #4 !dbg !136 {
entry:
    #dbg_value(ptr %c, !140, !DIExpression(), !142)
    #dbg_value(i32 %v, !141, !DIExpression(), !142)
  store i32 %v, ptr %c, align 8, !dbg !143, !tbaa !106
  %mul = shl nsw i32 %v, 1, !dbg !144
  %level = getelementptr inbounds i8, ptr %c, i64 4, !dbg !145
  store i32 %mul, ptr %level, align 4, !dbg !146, !tbaa !91
  %conv = sitofp i32 %v to double, !dbg !147
  %mul1 = fmul double %conv, 5.000000e-01, !dbg !148
  %scale = getelementptr inbounds i8, ptr %c, i64 8, !dbg !149
  store double %mul1, ptr %scale, align 8, !dbg !150, !tbaa !151
  ret void, !dbg !152
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !153 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !160 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "weights", scope: !2, file: !3, line: 13, type: !13, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "neg_single.c", directory: ".", checksumkind: CSK_MD5, checksum: "2afe2eee346ddd885ea7795a52e6c9a2")
!4 = !{!5}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !{!7, !0}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 44, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 184, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 23)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 6400, elements: !15)
!14 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!15 = !{!16}
!16 = !DISubrange(count: 100)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 8, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 2}
!23 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!24 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!25 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !26, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !31)
!26 = !DISubroutineType(types: !27)
!27 = !{!28, !28, !29}
!28 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!31 = !{!32, !33, !34, !40, !42, !46, !47, !49, !53, !56, !60}
!32 = !DILocalVariable(name: "argc", arg: 1, scope: !25, file: !3, line: 24, type: !28)
!33 = !DILocalVariable(name: "argv", arg: 2, scope: !25, file: !3, line: 24, type: !29)
!34 = !DILocalVariable(name: "local", scope: !25, file: !3, line: 26, type: !35)
!35 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "config", file: !3, line: 7, size: 128, elements: !36)
!36 = !{!37, !38, !39}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "verbose", scope: !35, file: !3, line: 8, baseType: !28, size: 32)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "level", scope: !35, file: !3, line: 9, baseType: !28, size: 32, offset: 32)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "scale", scope: !35, file: !3, line: 10, baseType: !14, size: 64, offset: 64)
!40 = !DILocalVariable(name: "heap", scope: !25, file: !3, line: 27, type: !41)
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!42 = !DILocalVariable(name: "ints", scope: !25, file: !3, line: 28, type: !43)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 512, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 16)
!46 = !DILocalVariable(name: "n", scope: !25, file: !3, line: 29, type: !28)
!47 = !DILocalVariable(name: "__vla_expr0", scope: !25, type: !48, flags: DIFlagArtificial)
!48 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!49 = !DILocalVariable(name: "vla", scope: !25, file: !3, line: 30, type: !50)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: !47)
!53 = !DILocalVariable(name: "longs", scope: !25, file: !3, line: 31, type: !54)
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!55 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!56 = !DILocalVariable(name: "ptrs", scope: !25, file: !3, line: 32, type: !57)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 256, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 4)
!60 = !DILocalVariable(name: "i", scope: !61, file: !3, line: 37, type: !28)
!61 = distinct !DILexicalBlock(scope: !25, file: !3, line: 37, column: 2)
!62 = distinct !DIAssignID()
!63 = !DILocation(line: 0, scope: !25)
!64 = distinct !DIAssignID()
!65 = distinct !DIAssignID()
!66 = !DILocation(line: 26, column: 2, scope: !25)
!67 = !DILocation(line: 27, column: 24, scope: !25)
!68 = !DILocation(line: 28, column: 2, scope: !25)
!69 = !DILocation(line: 29, column: 15, scope: !25)
!70 = !DILocation(line: 30, column: 2, scope: !25)
!71 = !DILocation(line: 30, column: 8, scope: !25)
!72 = !DILocation(line: 31, column: 23, scope: !25)
!73 = !DILocation(line: 31, column: 25, scope: !25)
!74 = !DILocation(line: 31, column: 16, scope: !25)
!75 = !DILocation(line: 33, column: 7, scope: !76)
!76 = distinct !DILexicalBlock(scope: !25, file: !3, line: 33, column: 6)
!77 = !DILocation(line: 33, column: 12, scope: !76)
!78 = !DILocation(line: 35, column: 2, scope: !25)
!79 = !DILocation(line: 36, column: 18, scope: !25)
!80 = !DILocation(line: 36, column: 2, scope: !25)
!81 = !DILocation(line: 0, scope: !61)
!82 = !DILocation(line: 37, column: 20, scope: !83)
!83 = distinct !DILexicalBlock(scope: !61, file: !3, line: 37, column: 2)
!84 = !DILocation(line: 37, column: 2, scope: !61)
!85 = !DILocation(line: 44, column: 62, scope: !25)
!86 = !{!87, !87, i64 0}
!87 = !{!"float", !88, i64 0}
!88 = !{!"omnipotent char", !89, i64 0}
!89 = !{!"Simple C/C++ TBAA"}
!90 = !DILocation(line: 44, column: 42, scope: !25)
!91 = !{!92, !93, i64 4}
!92 = !{!"config", !93, i64 0, !93, i64 4, !94, i64 8}
!93 = !{!"int", !88, i64 0}
!94 = !{!"double", !88, i64 0}
!95 = !DILocation(line: 44, column: 55, scope: !25)
!96 = !DILocation(line: 44, column: 82, scope: !25)
!97 = !DILocation(line: 44, column: 74, scope: !25)
!98 = !{!99, !99, i64 0}
!99 = !{!"long", !88, i64 0}
!100 = !DILocation(line: 44, column: 98, scope: !25)
!101 = !DILocation(line: 44, column: 88, scope: !25)
!102 = !{!93, !93, i64 0}
!103 = !DILocation(line: 45, column: 9, scope: !25)
!104 = !{!94, !94, i64 0}
!105 = !DILocation(line: 45, column: 40, scope: !25)
!106 = !{!92, !93, i64 0}
!107 = !DILocation(line: 44, column: 2, scope: !25)
!108 = !DILocation(line: 46, column: 2, scope: !25)
!109 = !DILocation(line: 47, column: 2, scope: !25)
!110 = !DILocation(line: 48, column: 2, scope: !25)
!111 = !DILocation(line: 38, column: 12, scope: !112)
!112 = distinct !DILexicalBlock(scope: !83, file: !3, line: 37, column: 30)
!113 = !DILocation(line: 38, column: 3, scope: !112)
!114 = !DILocation(line: 38, column: 10, scope: !112)
!115 = !DILocation(line: 39, column: 3, scope: !112)
!116 = !DILocation(line: 39, column: 12, scope: !112)
!117 = !DILocation(line: 40, column: 10, scope: !112)
!118 = !DILocation(line: 40, column: 3, scope: !112)
!119 = !DILocation(line: 40, column: 16, scope: !112)
!120 = !DILocation(line: 41, column: 22, scope: !112)
!121 = !DILocation(line: 41, column: 13, scope: !112)
!122 = !DILocation(line: 41, column: 3, scope: !112)
!123 = !DILocation(line: 41, column: 20, scope: !112)
!124 = !DILocation(line: 37, column: 26, scope: !83)
!125 = distinct !{!125, !84, !126, !127}
!126 = !DILocation(line: 42, column: 2, scope: !61)
!127 = !{!"llvm.loop.mustprogress"}
!128 = !DILocation(line: 49, column: 1, scope: !25)
!129 = !DISubprogram(name: "malloc", scope: !130, file: !130, line: 553, type: !131, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!130 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!131 = !DISubroutineType(types: !132)
!132 = !{!133, !134}
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !135, line: 18, baseType: !48)
!135 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!136 = distinct !DISubprogram(name: "fill", scope: !3, file: !3, line: 17, type: !137, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !139)
!137 = !DISubroutineType(types: !138)
!138 = !{null, !41, !28}
!139 = !{!140, !141}
!140 = !DILocalVariable(name: "c", arg: 1, scope: !136, file: !3, line: 17, type: !41)
!141 = !DILocalVariable(name: "v", arg: 2, scope: !136, file: !3, line: 17, type: !28)
!142 = !DILocation(line: 0, scope: !136)
!143 = !DILocation(line: 19, column: 13, scope: !136)
!144 = !DILocation(line: 20, column: 15, scope: !136)
!145 = !DILocation(line: 20, column: 5, scope: !136)
!146 = !DILocation(line: 20, column: 11, scope: !136)
!147 = !DILocation(line: 21, column: 13, scope: !136)
!148 = !DILocation(line: 21, column: 15, scope: !136)
!149 = !DILocation(line: 21, column: 5, scope: !136)
!150 = !DILocation(line: 21, column: 11, scope: !136)
!151 = !{!92, !94, i64 8}
!152 = !DILocation(line: 22, column: 1, scope: !136)
!153 = !DISubprogram(name: "printf", scope: !154, file: !154, line: 356, type: !155, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!154 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!155 = !DISubroutineType(types: !156)
!156 = !{!28, !157, null}
!157 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !158)
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !159, size: 64)
!159 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!160 = !DISubprogram(name: "free", scope: !130, file: !130, line: 568, type: !161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!161 = !DISubroutineType(types: !162)
!162 = !{null, !133}
