; ModuleID = 'ptr_iter.c'
source_filename = "ptr_iter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.rgb = type { float, float, float }

@.str = private unnamed_addr constant [7 x i8] c"%f %f\0A\00", align 1, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !17 {
entry:
  %pal = alloca [32 x %struct.rgb], align 16, !DIAssignID !43
    #dbg_assign(i1 undef, !35, !DIExpression(), !43, ptr %pal, !DIExpression(), !44)
    #dbg_value(i32 %argc, !24, !DIExpression(), !44)
    #dbg_value(ptr %argv, !25, !DIExpression(), !44)
  %add = add nsw i32 %argc, 99, !dbg !45
    #dbg_value(i32 %add, !26, !DIExpression(), !44)
  %conv = sext i32 %add to i64, !dbg !46
  %mul = mul nsw i64 %conv, 12, !dbg !47
  %call = tail call noalias ptr @malloc(i64 noundef %mul) #7, !dbg !48
    #dbg_value(ptr %call, !27, !DIExpression(), !44)
  %call49 = ptrtoint ptr %call to i64, !dbg !49
  call void @llvm.lifetime.start.p0(i64 384, ptr nonnull %pal) #8, !dbg !49
  %tobool.not = icmp eq ptr %call, null, !dbg !50
  br i1 %tobool.not, label %cleanup, label %for.cond.preheader, !dbg !52

for.cond.preheader:                               ; preds = %entry
  %add.ptr = getelementptr inbounds %struct.rgb, ptr %call, i64 %conv
    #dbg_value(ptr %call, !39, !DIExpression(), !53)
  %cmp44 = icmp sgt i32 %argc, -99, !dbg !54
  br i1 %cmp44, label %for.body.preheader, label %for.cond3.preheader, !dbg !56

for.body.preheader:                               ; preds = %for.cond.preheader
  %0 = sext i32 %argc to i64, !dbg !56
  %1 = mul nsw i64 %0, 12, !dbg !56
  %2 = add i64 %1, %call49, !dbg !56
  %3 = add i64 %2, 1188, !dbg !56
  %4 = add i64 %call49, 12, !dbg !56
  %umax = tail call i64 @llvm.umax.i64(i64 %3, i64 %4), !dbg !56
  %5 = add i64 %umax, -12, !dbg !56
  %6 = icmp ne i64 %5, %call49, !dbg !56
  %umin = zext i1 %6 to i64, !dbg !56
  %7 = add i64 %call49, %umin, !dbg !56
  %8 = sub i64 %5, %7, !dbg !56
  %9 = udiv i64 %8, 12, !dbg !56
  %10 = add nuw nsw i64 %9, %umin, !dbg !56
  %11 = add nuw nsw i64 %10, 1, !dbg !56
  %min.iters.check = icmp ult i64 %10, 3, !dbg !56
  br i1 %min.iters.check, label %for.body.preheader51, label %vector.ph, !dbg !56

for.body.preheader51:                             ; preds = %middle.block, %for.body.preheader
  %q.045.ph = phi ptr [ %call, %for.body.preheader ], [ %ind.end, %middle.block ]
  br label %for.body, !dbg !56

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %11, 9223372036854775804, !dbg !56
  %12 = mul i64 %n.vec, 12, !dbg !56
  %ind.end = getelementptr i8, ptr %call, i64 %12, !dbg !56
  %invariant.gep = getelementptr i8, ptr %call, i64 24, !dbg !56
  br label %vector.body, !dbg !56

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %offset.idx = mul i64 %index, 12, !dbg !56
  %next.gep = getelementptr i8, ptr %call, i64 %offset.idx
  %gep = getelementptr i8, ptr %invariant.gep, i64 %offset.idx, !dbg !57
  store <6 x float> <float 0x3FB99999A0000000, float 0x3FC99999A0000000, float 0x3FD3333340000000, float 0x3FB99999A0000000, float 0x3FC99999A0000000, float 0x3FD3333340000000>, ptr %next.gep, align 4, !dbg !59, !tbaa !60
  store <6 x float> <float 0x3FB99999A0000000, float 0x3FC99999A0000000, float 0x3FD3333340000000, float 0x3FB99999A0000000, float 0x3FC99999A0000000, float 0x3FD3333340000000>, ptr %gep, align 4, !dbg !59, !tbaa !60
  %index.next = add nuw i64 %index, 4
  %13 = icmp eq i64 %index.next, %n.vec
  br i1 %13, label %middle.block, label %vector.body, !llvm.loop !64

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %11, %n.vec, !dbg !56
  br i1 %cmp.n, label %for.cond3.preheader, label %for.body.preheader51, !dbg !56

for.cond3.preheader:                              ; preds = %for.body, %middle.block, %for.cond.preheader
  %rem = srem i32 %argc, 32
  %idx.ext5 = sext i32 %rem to i64
  %add.ptr6 = getelementptr inbounds %struct.rgb, ptr %pal, i64 %idx.ext5
    #dbg_value(ptr %pal, !41, !DIExpression(), !69)
  %cmp746 = icmp sgt i32 %rem, 0, !dbg !70
  br i1 %cmp746, label %for.body10, label %for.cond.cleanup9, !dbg !72

for.body:                                         ; preds = %for.body.preheader51, %for.body
  %q.045 = phi ptr [ %incdec.ptr, %for.body ], [ %q.045.ph, %for.body.preheader51 ]
    #dbg_value(ptr %q.045, !39, !DIExpression(), !53)
  store <2 x float> <float 0x3FB99999A0000000, float 0x3FC99999A0000000>, ptr %q.045, align 4, !dbg !73, !tbaa !60
  %b = getelementptr inbounds i8, ptr %q.045, i64 8, !dbg !57
  store float 0x3FD3333340000000, ptr %b, align 4, !dbg !59, !tbaa !74
  %incdec.ptr = getelementptr inbounds i8, ptr %q.045, i64 12, !dbg !76
    #dbg_value(ptr %incdec.ptr, !39, !DIExpression(), !53)
  %cmp = icmp ult ptr %incdec.ptr, %add.ptr, !dbg !54
  br i1 %cmp, label %for.body, label %for.cond3.preheader, !dbg !56, !llvm.loop !77

for.cond.cleanup9:                                ; preds = %for.body10, %for.cond3.preheader
  %call17 = call fastcc float @brightness(ptr noundef nonnull %call, ptr noundef nonnull %add.ptr), !dbg !78
  %conv18 = fpext float %call17 to double, !dbg !78
  %call24 = call fastcc float @brightness(ptr noundef nonnull %pal, ptr noundef nonnull %add.ptr6), !dbg !79
  %conv25 = fpext float %call24 to double, !dbg !79
  %call26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %conv18, double noundef %conv25), !dbg !80
  call void @free(ptr noundef %call) #8, !dbg !81
  br label %cleanup, !dbg !82

for.body10:                                       ; preds = %for.cond3.preheader, %for.body10
  %q2.047 = phi ptr [ %incdec.ptr13, %for.body10 ], [ %pal, %for.cond3.preheader ]
    #dbg_value(ptr %q2.047, !41, !DIExpression(), !69)
  %g11 = getelementptr inbounds i8, ptr %q2.047, i64 4, !dbg !83
  store float 1.000000e+00, ptr %g11, align 4, !dbg !84, !tbaa !85
  %incdec.ptr13 = getelementptr inbounds i8, ptr %q2.047, i64 12, !dbg !86
    #dbg_value(ptr %incdec.ptr13, !41, !DIExpression(), !69)
  %cmp7 = icmp ult ptr %incdec.ptr13, %add.ptr6, !dbg !70
  br i1 %cmp7, label %for.body10, label %for.cond.cleanup9, !dbg !72, !llvm.loop !87

cleanup:                                          ; preds = %entry, %for.cond.cleanup9
  %retval.0 = phi i32 [ 0, %for.cond.cleanup9 ], [ 1, %entry ], !dbg !44
  call void @llvm.lifetime.end.p0(i64 384, ptr nonnull %pal) #8, !dbg !89
  ret i32 %retval.0, !dbg !89
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !90 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !98 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc float @brightness(ptr noundef readonly %p, ptr noundef readnone %end) unnamed_addr #4 !dbg !105 {
entry:
    #dbg_value(ptr %p, !111, !DIExpression(), !114)
    #dbg_value(ptr %end, !112, !DIExpression(), !114)
    #dbg_value(float 0.000000e+00, !113, !DIExpression(), !114)
  %cmp8 = icmp ult ptr %p, %end, !dbg !115
  br i1 %cmp8, label %for.body, label %for.end, !dbg !118

for.body:                                         ; preds = %entry, %for.body
  %s.010 = phi float [ %add2, %for.body ], [ 0.000000e+00, %entry ]
  %p.addr.09 = phi ptr [ %incdec.ptr, %for.body ], [ %p, %entry ]
    #dbg_value(float %s.010, !113, !DIExpression(), !114)
    #dbg_value(ptr %p.addr.09, !111, !DIExpression(), !114)
  %0 = load float, ptr %p.addr.09, align 4, !dbg !119, !tbaa !120
  %g = getelementptr inbounds i8, ptr %p.addr.09, i64 4, !dbg !121
  %1 = load float, ptr %g, align 4, !dbg !121, !tbaa !85
  %add = fadd float %0, %1, !dbg !122
  %b = getelementptr inbounds i8, ptr %p.addr.09, i64 8, !dbg !123
  %2 = load float, ptr %b, align 4, !dbg !123, !tbaa !74
  %add1 = fadd float %add, %2, !dbg !124
  %add2 = fadd float %s.010, %add1, !dbg !125
    #dbg_value(float %add2, !113, !DIExpression(), !114)
  %incdec.ptr = getelementptr inbounds i8, ptr %p.addr.09, i64 12, !dbg !126
    #dbg_value(ptr %incdec.ptr, !111, !DIExpression(), !114)
  %cmp = icmp ult ptr %incdec.ptr, %end, !dbg !115
  br i1 %cmp, label %for.body, label %for.end, !dbg !118, !llvm.loop !127

for.end:                                          ; preds = %for.body, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add2, %for.body ], !dbg !114
  ret float %s.0.lcssa, !dbg !129
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !130 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "ptr_iter.c", directory: ".", checksumkind: CSK_MD5, checksum: "a6b37c4b8c44c45e02a978ad623b5180")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
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
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 21, type: !18, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{!24, !25, !26, !27, !35, !39, !41}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 21, type: !20)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 21, type: !21)
!26 = !DILocalVariable(name: "n", scope: !17, file: !2, line: 23, type: !20)
!27 = !DILocalVariable(name: "img", scope: !17, file: !2, line: 24, type: !28)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rgb", file: !2, line: 6, size: 96, elements: !30)
!30 = !{!31, !33, !34}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !29, file: !2, line: 7, baseType: !32, size: 32)
!32 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !29, file: !2, line: 7, baseType: !32, size: 32, offset: 32)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !29, file: !2, line: 7, baseType: !32, size: 32, offset: 64)
!35 = !DILocalVariable(name: "pal", scope: !17, file: !2, line: 25, type: !36)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 3072, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 32)
!39 = !DILocalVariable(name: "q", scope: !40, file: !2, line: 28, type: !28)
!40 = distinct !DILexicalBlock(scope: !17, file: !2, line: 28, column: 2)
!41 = !DILocalVariable(name: "q", scope: !42, file: !2, line: 33, type: !28)
!42 = distinct !DILexicalBlock(scope: !17, file: !2, line: 33, column: 2)
!43 = distinct !DIAssignID()
!44 = !DILocation(line: 0, scope: !17)
!45 = !DILocation(line: 23, column: 15, scope: !17)
!46 = !DILocation(line: 24, column: 27, scope: !17)
!47 = !DILocation(line: 24, column: 29, scope: !17)
!48 = !DILocation(line: 24, column: 20, scope: !17)
!49 = !DILocation(line: 25, column: 2, scope: !17)
!50 = !DILocation(line: 26, column: 7, scope: !51)
!51 = distinct !DILexicalBlock(scope: !17, file: !2, line: 26, column: 6)
!52 = !DILocation(line: 26, column: 6, scope: !17)
!53 = !DILocation(line: 0, scope: !40)
!54 = !DILocation(line: 28, column: 30, scope: !55)
!55 = distinct !DILexicalBlock(scope: !40, file: !2, line: 28, column: 2)
!56 = !DILocation(line: 28, column: 2, scope: !40)
!57 = !DILocation(line: 31, column: 6, scope: !58)
!58 = distinct !DILexicalBlock(scope: !55, file: !2, line: 28, column: 46)
!59 = !DILocation(line: 31, column: 8, scope: !58)
!60 = !{!61, !61, i64 0}
!61 = !{!"float", !62, i64 0}
!62 = !{!"omnipotent char", !63, i64 0}
!63 = !{!"Simple C/C++ TBAA"}
!64 = distinct !{!64, !56, !65, !66, !67, !68}
!65 = !DILocation(line: 32, column: 2, scope: !40)
!66 = !{!"llvm.loop.mustprogress"}
!67 = !{!"llvm.loop.isvectorized", i32 1}
!68 = !{!"llvm.loop.unroll.runtime.disable"}
!69 = !DILocation(line: 0, scope: !42)
!70 = !DILocation(line: 33, column: 30, scope: !71)
!71 = distinct !DILexicalBlock(scope: !42, file: !2, line: 33, column: 2)
!72 = !DILocation(line: 33, column: 2, scope: !42)
!73 = !DILocation(line: 29, column: 8, scope: !58)
!74 = !{!75, !61, i64 8}
!75 = !{!"rgb", !61, i64 0, !61, i64 4, !61, i64 8}
!76 = !DILocation(line: 28, column: 42, scope: !55)
!77 = distinct !{!77, !56, !65, !66, !68, !67}
!78 = !DILocation(line: 35, column: 20, scope: !17)
!79 = !DILocation(line: 35, column: 46, scope: !17)
!80 = !DILocation(line: 35, column: 2, scope: !17)
!81 = !DILocation(line: 36, column: 2, scope: !17)
!82 = !DILocation(line: 37, column: 2, scope: !17)
!83 = !DILocation(line: 34, column: 6, scope: !71)
!84 = !DILocation(line: 34, column: 8, scope: !71)
!85 = !{!75, !61, i64 4}
!86 = !DILocation(line: 33, column: 52, scope: !71)
!87 = distinct !{!87, !72, !88, !66}
!88 = !DILocation(line: 34, column: 10, scope: !42)
!89 = !DILocation(line: 38, column: 1, scope: !17)
!90 = !DISubprogram(name: "malloc", scope: !91, file: !91, line: 553, type: !92, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!91 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!92 = !DISubroutineType(types: !93)
!93 = !{!94, !95}
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !96, line: 18, baseType: !97)
!96 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!97 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!98 = !DISubprogram(name: "printf", scope: !99, file: !99, line: 356, type: !100, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!99 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!100 = !DISubroutineType(types: !101)
!101 = !{!20, !102, null}
!102 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !103)
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!105 = distinct !DISubprogram(name: "brightness", scope: !2, file: !2, line: 13, type: !106, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !110)
!106 = !DISubroutineType(types: !107)
!107 = !{!32, !108, !108}
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!110 = !{!111, !112, !113}
!111 = !DILocalVariable(name: "p", arg: 1, scope: !105, file: !2, line: 13, type: !108)
!112 = !DILocalVariable(name: "end", arg: 2, scope: !105, file: !2, line: 13, type: !108)
!113 = !DILocalVariable(name: "s", scope: !105, file: !2, line: 15, type: !32)
!114 = !DILocation(line: 0, scope: !105)
!115 = !DILocation(line: 16, column: 11, scope: !116)
!116 = distinct !DILexicalBlock(scope: !117, file: !2, line: 16, column: 2)
!117 = distinct !DILexicalBlock(scope: !105, file: !2, line: 16, column: 2)
!118 = !DILocation(line: 16, column: 2, scope: !117)
!119 = !DILocation(line: 17, column: 11, scope: !116)
!120 = !{!75, !61, i64 0}
!121 = !DILocation(line: 17, column: 18, scope: !116)
!122 = !DILocation(line: 17, column: 13, scope: !116)
!123 = !DILocation(line: 17, column: 25, scope: !116)
!124 = !DILocation(line: 17, column: 20, scope: !116)
!125 = !DILocation(line: 17, column: 5, scope: !116)
!126 = !DILocation(line: 16, column: 19, scope: !116)
!127 = distinct !{!127, !118, !128, !66}
!128 = !DILocation(line: 17, column: 25, scope: !117)
!129 = !DILocation(line: 18, column: 2, scope: !105)
!130 = !DISubprogram(name: "free", scope: !91, file: !91, line: 568, type: !131, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!131 = !DISubroutineType(types: !132)
!132 = !{null, !94}
