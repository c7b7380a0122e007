; ModuleID = 'wrapper.c'
source_filename = "wrapper.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.edge = type { i32, i32, float }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1, !dbg !0
@stderr = external local_unnamed_addr global ptr, align 8
@.str.1 = private unnamed_addr constant [15 x i8] c"out of memory\0A\00", align 1, !dbg !7

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !22 {
entry:
    #dbg_value(i32 %argc, !29, !DIExpression(), !49)
    #dbg_value(ptr %argv, !30, !DIExpression(), !49)
  %call = tail call fastcc ptr @xmalloc(i64 noundef 16), !dbg !50
    #dbg_value(ptr %call, !31, !DIExpression(), !49)
  %mul = shl nsw i32 %argc, 2, !dbg !51
  %conv = sext i32 %mul to i64, !dbg !52
  %mul2 = mul nsw i64 %conv, 12, !dbg !53
  %call3 = tail call fastcc ptr @xmalloc(i64 noundef %mul2), !dbg !54
    #dbg_value(i32 0, !44, !DIExpression(), !55)
  %cmp52 = icmp sgt i32 %argc, 0, !dbg !56
  br i1 %cmp52, label %for.body.preheader, label %for.cond.cleanup21, !dbg !58

for.body.preheader:                               ; preds = %entry
  %smax = tail call i32 @llvm.smax.i32(i32 %mul, i32 1), !dbg !58
  %wide.trip.count = zext nneg i32 %smax to i64, !dbg !56
  br label %for.body, !dbg !58

for.cond17.preheader:                             ; preds = %for.body
    #dbg_value(i32 0, !47, !DIExpression(), !59)
    #dbg_value(float 0.000000e+00, !46, !DIExpression(), !49)
  br i1 %cmp52, label %for.body22.preheader, label %for.cond.cleanup21, !dbg !60

for.body22.preheader:                             ; preds = %for.cond17.preheader
  %xtraiter = and i64 %wide.trip.count, 1, !dbg !60
  %unroll_iter = and i64 %wide.trip.count, 2147483644, !dbg !60
  br label %for.body22, !dbg !60

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
    #dbg_value(i64 %indvars.iv, !44, !DIExpression(), !55)
  %arrayidx = getelementptr inbounds %struct.edge, ptr %call3, i64 %indvars.iv, !dbg !61
  %0 = trunc nuw nsw i64 %indvars.iv to i32, !dbg !63
  store i32 %0, ptr %arrayidx, align 4, !dbg !63, !tbaa !64
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !70
  %1 = trunc nuw nsw i64 %indvars.iv.next to i32, !dbg !71
  %rem = urem i32 %1, %mul, !dbg !71
  %to = getelementptr inbounds %struct.edge, ptr %call3, i64 %indvars.iv, i32 1, !dbg !72
  store i32 %rem, ptr %to, align 4, !dbg !73, !tbaa !74
  %conv12 = uitofp nneg i32 %1 to float, !dbg !75
  %div = fdiv float 1.000000e+00, %conv12, !dbg !76
  %w = getelementptr inbounds %struct.edge, ptr %call3, i64 %indvars.iv, i32 2, !dbg !77
  store float %div, ptr %w, align 4, !dbg !78, !tbaa !79
    #dbg_value(i64 %indvars.iv.next, !44, !DIExpression(), !55)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !56
  br i1 %exitcond.not, label %for.cond17.preheader, label %for.body, !dbg !58, !llvm.loop !80

for.cond.cleanup21.loopexit.unr-lcssa:            ; preds = %for.body22
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !60
  br i1 %lcmp.mod.not, label %for.cond.cleanup21.loopexit, label %for.body22.epil, !dbg !60

for.body22.epil:                                  ; preds = %for.cond.cleanup21.loopexit.unr-lcssa, %for.body22.epil
  %indvars.iv58.epil = phi i64 [ %indvars.iv.next59.epil, %for.body22.epil ], [ %indvars.iv.next59.3, %for.cond.cleanup21.loopexit.unr-lcssa ]
  %s.055.epil = phi float [ %add27.epil, %for.body22.epil ], [ %add27.3, %for.cond.cleanup21.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body22.epil ], [ 0, %for.cond.cleanup21.loopexit.unr-lcssa ]
    #dbg_value(i64 %indvars.iv58.epil, !47, !DIExpression(), !59)
    #dbg_value(float %s.055.epil, !46, !DIExpression(), !49)
  %w26.epil = getelementptr inbounds %struct.edge, ptr %call3, i64 %indvars.iv58.epil, i32 2, !dbg !83
  %2 = load float, ptr %w26.epil, align 4, !dbg !83, !tbaa !79
  %add27.epil = fadd float %s.055.epil, %2, !dbg !85
    #dbg_value(float %add27.epil, !46, !DIExpression(), !49)
  %indvars.iv.next59.epil = add nuw nsw i64 %indvars.iv58.epil, 1, !dbg !86
    #dbg_value(i64 %indvars.iv.next59.epil, !47, !DIExpression(), !59)
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !60
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !60
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup21.loopexit, label %for.body22.epil, !dbg !60, !llvm.loop !87

for.cond.cleanup21.loopexit:                      ; preds = %for.body22.epil, %for.cond.cleanup21.loopexit.unr-lcssa
  %add27.lcssa = phi float [ %add27.3, %for.cond.cleanup21.loopexit.unr-lcssa ], [ %add27.epil, %for.body22.epil ], !dbg !85
  %3 = fpext float %add27.lcssa to double, !dbg !89
  br label %for.cond.cleanup21, !dbg !89

for.cond.cleanup21:                               ; preds = %entry, %for.cond.cleanup21.loopexit, %for.cond17.preheader
  %s.0.lcssa = phi double [ 0.000000e+00, %for.cond17.preheader ], [ %3, %for.cond.cleanup21.loopexit ], [ 0.000000e+00, %entry ], !dbg !49
  %call32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %s.0.lcssa), !dbg !90
  ret i32 0, !dbg !91

for.body22:                                       ; preds = %for.body22, %for.body22.preheader
  %indvars.iv58 = phi i64 [ 0, %for.body22.preheader ], [ %indvars.iv.next59.3, %for.body22 ]
  %s.055 = phi float [ 0.000000e+00, %for.body22.preheader ], [ %add27.3, %for.body22 ]
  %niter = phi i64 [ 0, %for.body22.preheader ], [ %niter.next.3, %for.body22 ]
    #dbg_value(i64 %indvars.iv58, !47, !DIExpression(), !59)
    #dbg_value(float %s.055, !46, !DIExpression(), !49)
  %w26 = getelementptr inbounds %struct.edge, ptr %call3, i64 %indvars.iv58, i32 2, !dbg !83
  %4 = load float, ptr %w26, align 4, !dbg !83, !tbaa !79
  %add27 = fadd float %s.055, %4, !dbg !85
    #dbg_value(float %add27, !46, !DIExpression(), !49)
  %indvars.iv.next59 = or disjoint i64 %indvars.iv58, 1, !dbg !86
    #dbg_value(i64 %indvars.iv.next59, !47, !DIExpression(), !59)
  %w26.1 = getelementptr inbounds %struct.edge, ptr %call3, i64 %indvars.iv.next59, i32 2, !dbg !83
  %5 = load float, ptr %w26.1, align 4, !dbg !83, !tbaa !79
  %add27.1 = fadd float %add27, %5, !dbg !85
    #dbg_value(float %add27.1, !46, !DIExpression(), !49)
  %indvars.iv.next59.1 = or disjoint i64 %indvars.iv58, 2, !dbg !86
    #dbg_value(i64 %indvars.iv.next59.1, !47, !DIExpression(), !59)
  %w26.2 = getelementptr inbounds %struct.edge, ptr %call3, i64 %indvars.iv.next59.1, i32 2, !dbg !83
  %6 = load float, ptr %w26.2, align 4, !dbg !83, !tbaa !79
  %add27.2 = fadd float %add27.1, %6, !dbg !85
    #dbg_value(float %add27.2, !46, !DIExpression(), !49)
  %indvars.iv.next59.2 = or disjoint i64 %indvars.iv58, 3, !dbg !86
    #dbg_value(i64 %indvars.iv.next59.2, !47, !DIExpression(), !59)
  %w26.3 = getelementptr inbounds %struct.edge, ptr %call3, i64 %indvars.iv.next59.2, i32 2, !dbg !83
  %7 = load float, ptr %w26.3, align 4, !dbg !83, !tbaa !79
  %add27.3 = fadd float %add27.2, %7, !dbg !85
    #dbg_value(float %add27.3, !46, !DIExpression(), !49)
  %indvars.iv.next59.3 = add nuw nsw i64 %indvars.iv58, 4, !dbg !86
    #dbg_value(i64 %indvars.iv.next59.3, !47, !DIExpression(), !59)
  %niter.next.3 = add i64 %niter, 4, !dbg !60
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter, !dbg !60
  br i1 %niter.ncmp.3, label %for.cond.cleanup21.loopexit.unr-lcssa, label %for.body22, !dbg !60, !llvm.loop !92
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc noalias noundef ptr @xmalloc(i64 noundef %n) unnamed_addr #1 !dbg !94 {
entry:
    #dbg_value(i64 %n, !102, !DIExpression(), !104)
  %call = tail call noalias ptr @malloc(i64 noundef %n) #7, !dbg !105
    #dbg_value(ptr %call, !103, !DIExpression(), !104)
  %tobool.not = icmp eq ptr %call, null, !dbg !106
  br i1 %tobool.not, label %if.then, label %if.end, !dbg !108

if.then:                                          ; preds = %entry
  %0 = load ptr, ptr @stderr, align 8, !dbg !109, !tbaa !111
  %1 = tail call i64 @fwrite(ptr nonnull @.str.1, i64 14, i64 1, ptr %0) #8, !dbg !113
  tail call void @exit(i32 noundef 1) #9, !dbg !114
  unreachable, !dbg !114

if.end:                                           ; preds = %entry
  ret ptr %call, !dbg !115
}

; Function Attrs: nofree nounwind
declare !dbg !116 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !123 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare !dbg !125 void @exit(i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { cold }
attributes #9 = { noreturn nounwind }

!llvm.dbg.cu = !{!12}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "wrapper.c", directory: ".", checksumkind: CSK_MD5, checksum: "818010b9b7f10200cf18e8c873828b20")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 15)
!12 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !13, splitDebugInlining: false, nameTableKind: None)
!13 = !{!0, !7}
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 28, type: !23, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !28)
!23 = !DISubroutineType(types: !24)
!24 = !{!25, !25, !26}
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!28 = !{!29, !30, !31, !44, !46, !47}
!29 = !DILocalVariable(name: "argc", arg: 1, scope: !22, file: !2, line: 28, type: !25)
!30 = !DILocalVariable(name: "argv", arg: 2, scope: !22, file: !2, line: 28, type: !26)
!31 = !DILocalVariable(name: "g", scope: !22, file: !2, line: 30, type: !32)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!33 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "graph", file: !2, line: 11, size: 128, elements: !34)
!34 = !{!35, !36}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "nedges", scope: !33, file: !2, line: 12, baseType: !25, size: 32)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "edges", scope: !33, file: !2, line: 13, baseType: !37, size: 64, offset: 64)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!38 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "edge", file: !2, line: 6, size: 96, elements: !39)
!39 = !{!40, !41, !42}
!40 = !DIDerivedType(tag: DW_TAG_member, name: "from", scope: !38, file: !2, line: 7, baseType: !25, size: 32)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "to", scope: !38, file: !2, line: 7, baseType: !25, size: 32, offset: 32)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !38, file: !2, line: 8, baseType: !43, size: 32, offset: 64)
!43 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!44 = !DILocalVariable(name: "i", scope: !45, file: !2, line: 33, type: !25)
!45 = distinct !DILexicalBlock(scope: !22, file: !2, line: 33, column: 2)
!46 = !DILocalVariable(name: "s", scope: !22, file: !2, line: 38, type: !43)
!47 = !DILocalVariable(name: "i", scope: !48, file: !2, line: 39, type: !25)
!48 = distinct !DILexicalBlock(scope: !22, file: !2, line: 39, column: 2)
!49 = !DILocation(line: 0, scope: !22)
!50 = !DILocation(line: 30, column: 20, scope: !22)
!51 = !DILocation(line: 31, column: 19, scope: !22)
!52 = !DILocation(line: 32, column: 21, scope: !22)
!53 = !DILocation(line: 32, column: 31, scope: !22)
!54 = !DILocation(line: 32, column: 13, scope: !22)
!55 = !DILocation(line: 0, scope: !45)
!56 = !DILocation(line: 33, column: 20, scope: !57)
!57 = distinct !DILexicalBlock(scope: !45, file: !2, line: 33, column: 2)
!58 = !DILocation(line: 33, column: 2, scope: !45)
!59 = !DILocation(line: 0, scope: !48)
!60 = !DILocation(line: 39, column: 2, scope: !48)
!61 = !DILocation(line: 34, column: 3, scope: !62)
!62 = distinct !DILexicalBlock(scope: !57, file: !2, line: 33, column: 38)
!63 = !DILocation(line: 34, column: 20, scope: !62)
!64 = !{!65, !66, i64 0}
!65 = !{!"edge", !66, i64 0, !66, i64 4, !69, i64 8}
!66 = !{!"int", !67, i64 0}
!67 = !{!"omnipotent char", !68, i64 0}
!68 = !{!"Simple C/C++ TBAA"}
!69 = !{!"float", !67, i64 0}
!70 = !DILocation(line: 35, column: 23, scope: !62)
!71 = !DILocation(line: 35, column: 28, scope: !62)
!72 = !DILocation(line: 35, column: 15, scope: !62)
!73 = !DILocation(line: 35, column: 18, scope: !62)
!74 = !{!65, !66, i64 4}
!75 = !DILocation(line: 36, column: 26, scope: !62)
!76 = !DILocation(line: 36, column: 24, scope: !62)
!77 = !DILocation(line: 36, column: 15, scope: !62)
!78 = !DILocation(line: 36, column: 17, scope: !62)
!79 = !{!65, !69, i64 8}
!80 = distinct !{!80, !58, !81, !82}
!81 = !DILocation(line: 37, column: 2, scope: !45)
!82 = !{!"llvm.loop.mustprogress"}
!83 = !DILocation(line: 40, column: 20, scope: !84)
!84 = distinct !DILexicalBlock(scope: !48, file: !2, line: 39, column: 2)
!85 = !DILocation(line: 40, column: 5, scope: !84)
!86 = !DILocation(line: 39, column: 34, scope: !84)
!87 = distinct !{!87, !88}
!88 = !{!"llvm.loop.unroll.disable"}
!89 = !DILocation(line: 41, column: 17, scope: !22)
!90 = !DILocation(line: 41, column: 2, scope: !22)
!91 = !DILocation(line: 42, column: 2, scope: !22)
!92 = distinct !{!92, !60, !93, !82}
!93 = !DILocation(line: 40, column: 20, scope: !48)
!94 = distinct !DISubprogram(name: "xmalloc", scope: !2, file: !2, line: 18, type: !95, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !101)
!95 = !DISubroutineType(types: !96)
!96 = !{!97, !98}
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !99, line: 18, baseType: !100)
!99 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!100 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!101 = !{!102, !103}
!102 = !DILocalVariable(name: "n", arg: 1, scope: !94, file: !2, line: 18, type: !98)
!103 = !DILocalVariable(name: "p", scope: !94, file: !2, line: 20, type: !97)
!104 = !DILocation(line: 0, scope: !94)
!105 = !DILocation(line: 20, column: 12, scope: !94)
!106 = !DILocation(line: 21, column: 7, scope: !107)
!107 = distinct !DILexicalBlock(scope: !94, file: !2, line: 21, column: 6)
!108 = !DILocation(line: 21, column: 6, scope: !94)
!109 = !DILocation(line: 22, column: 11, scope: !110)
!110 = distinct !DILexicalBlock(scope: !107, file: !2, line: 21, column: 10)
!111 = !{!112, !112, i64 0}
!112 = !{!"any pointer", !67, i64 0}
!113 = !DILocation(line: 22, column: 3, scope: !110)
!114 = !DILocation(line: 23, column: 3, scope: !110)
!115 = !DILocation(line: 25, column: 2, scope: !94)
!116 = !DISubprogram(name: "printf", scope: !117, file: !117, line: 356, type: !118, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!117 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!118 = !DISubroutineType(types: !119)
!119 = !{!25, !120, null}
!120 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !121)
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64)
!122 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!123 = !DISubprogram(name: "malloc", scope: !124, file: !124, line: 553, type: !95, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!124 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!125 = !DISubprogram(name: "exit", scope: !124, file: !124, line: 637, type: !126, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!126 = !DISubroutineType(types: !127)
!127 = !{null, !25}
