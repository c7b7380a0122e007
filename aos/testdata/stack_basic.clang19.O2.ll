; ModuleID = 'stack_basic.c'
source_filename = "stack_basic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.point = type { double, double, i32 }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1, !dbg !0

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !17 {
entry:
  %pts = alloca [256 x %struct.point], align 16, !DIAssignID !42
    #dbg_assign(i1 undef, !26, !DIExpression(), !42, ptr %pts, !DIExpression(), !43)
    #dbg_value(i32 %argc, !24, !DIExpression(), !43)
    #dbg_value(ptr %argv, !25, !DIExpression(), !43)
  call void @llvm.lifetime.start.p0(i64 6144, ptr nonnull %pts) #4, !dbg !44
  %mul = mul nsw i32 %argc, 37, !dbg !45
  %rem = srem i32 %mul, 256, !dbg !46
    #dbg_value(i32 %rem, !36, !DIExpression(), !43)
    #dbg_value(i32 0, !37, !DIExpression(), !47)
  %cmp40 = icmp sgt i32 %rem, 0, !dbg !48
  br i1 %cmp40, label %for.body.preheader, label %for.cond.cleanup12, !dbg !50

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %rem to i64, !dbg !48
  %0 = add nsw i64 %wide.trip.count, -1, !dbg !50
  %xtraiter = and i64 %wide.trip.count, 1, !dbg !50
  %1 = icmp eq i64 %0, 0, !dbg !50
  br i1 %1, label %for.cond9.preheader.unr-lcssa, label %for.body.preheader.new, !dbg !50

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483646, !dbg !50
  br label %for.body, !dbg !50

for.cond9.preheader.unr-lcssa:                    ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !50
  br i1 %lcmp.mod.not, label %for.cond9.preheader, label %for.body.epil, !dbg !50

for.body.epil:                                    ; preds = %for.cond9.preheader.unr-lcssa
    #dbg_value(i64 %indvars.iv.unr, !37, !DIExpression(), !47)
  %2 = trunc nuw nsw i64 %indvars.iv.unr to i32, !dbg !51
  %conv.epil = uitofp nneg i32 %2 to double, !dbg !51
  %mul1.epil = fmul double %conv.epil, 5.000000e-01, !dbg !53
  %arrayidx.epil = getelementptr inbounds [256 x %struct.point], ptr %pts, i64 0, i64 %indvars.iv.unr, !dbg !54
  store double %mul1.epil, ptr %arrayidx.epil, align 8, !dbg !55, !tbaa !56
  %indvars.iv.tr.epil = trunc i64 %indvars.iv.unr to i32, !dbg !62
  %3 = shl i32 %indvars.iv.tr.epil, 1, !dbg !62
  %mul3.epil = uitofp i32 %3 to double, !dbg !62
  %y.epil = getelementptr inbounds i8, ptr %arrayidx.epil, i64 8, !dbg !63
  store double %mul3.epil, ptr %y.epil, align 8, !dbg !64, !tbaa !65
  %and.epil = and i32 %2, 3, !dbg !66
  %tag.epil = getelementptr inbounds i8, ptr %arrayidx.epil, i64 16, !dbg !67
  store i32 %and.epil, ptr %tag.epil, align 8, !dbg !68, !tbaa !69
    #dbg_value(i64 %indvars.iv.unr, !37, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !47)
  br label %for.cond9.preheader, !dbg !70

for.cond9.preheader:                              ; preds = %for.cond9.preheader.unr-lcssa, %for.body.epil
    #dbg_value(i32 0, !40, !DIExpression(), !71)
    #dbg_value(double 0.000000e+00, !39, !DIExpression(), !43)
  br i1 %cmp40, label %for.body13.preheader, label %for.cond.cleanup12, !dbg !70

for.body13.preheader:                             ; preds = %for.cond9.preheader
  %xtraiter51 = and i64 %wide.trip.count, 1, !dbg !70
  %4 = icmp eq i64 %0, 0, !dbg !70
  br i1 %4, label %for.cond.cleanup12.loopexit.unr-lcssa, label %for.body13.preheader.new, !dbg !70

for.body13.preheader.new:                         ; preds = %for.body13.preheader
  %unroll_iter54 = and i64 %wide.trip.count, 2147483646, !dbg !70
  br label %for.body13, !dbg !70

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
    #dbg_value(i64 %indvars.iv, !37, !DIExpression(), !47)
  %5 = trunc nuw nsw i64 %indvars.iv to i32, !dbg !51
  %conv = uitofp nneg i32 %5 to double, !dbg !51
  %mul1 = fmul double %conv, 5.000000e-01, !dbg !53
  %arrayidx = getelementptr inbounds [256 x %struct.point], ptr %pts, i64 0, i64 %indvars.iv, !dbg !54
  store double %mul1, ptr %arrayidx, align 16, !dbg !55, !tbaa !56
  %indvars.iv.tr = trunc i64 %indvars.iv to i32, !dbg !62
  %6 = shl i32 %indvars.iv.tr, 1, !dbg !62
  %mul3 = uitofp i32 %6 to double, !dbg !62
  %y = getelementptr inbounds i8, ptr %arrayidx, i64 8, !dbg !63
  store double %mul3, ptr %y, align 8, !dbg !64, !tbaa !65
  %and = and i32 %5, 2, !dbg !66
  %tag = getelementptr inbounds i8, ptr %arrayidx, i64 16, !dbg !67
  store i32 %and, ptr %tag, align 16, !dbg !68, !tbaa !69
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1, !dbg !72
    #dbg_value(i64 %indvars.iv.next, !37, !DIExpression(), !47)
  %7 = trunc nuw nsw i64 %indvars.iv.next to i32, !dbg !51
  %conv.1 = uitofp nneg i32 %7 to double, !dbg !51
  %mul1.1 = fmul double %conv.1, 5.000000e-01, !dbg !53
  %arrayidx.1 = getelementptr inbounds [256 x %struct.point], ptr %pts, i64 0, i64 %indvars.iv.next, !dbg !54
  store double %mul1.1, ptr %arrayidx.1, align 8, !dbg !55, !tbaa !56
  %indvars.iv.tr.1 = trunc i64 %indvars.iv.next to i32, !dbg !62
  %8 = shl i32 %indvars.iv.tr.1, 1, !dbg !62
  %mul3.1 = uitofp i32 %8 to double, !dbg !62
  %y.1 = getelementptr inbounds i8, ptr %arrayidx.1, i64 8, !dbg !63
  store double %mul3.1, ptr %y.1, align 16, !dbg !64, !tbaa !65
  %and.1 = and i32 %7, 3, !dbg !66
  %tag.1 = getelementptr inbounds i8, ptr %arrayidx.1, i64 16, !dbg !67
  store i32 %and.1, ptr %tag.1, align 8, !dbg !68, !tbaa !69
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !72
    #dbg_value(i64 %indvars.iv.next.1, !37, !DIExpression(), !47)
  %niter.next.1 = add i64 %niter, 2, !dbg !50
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !50
  br i1 %niter.ncmp.1, label %for.cond9.preheader.unr-lcssa, label %for.body, !dbg !50, !llvm.loop !73

for.cond.cleanup12.loopexit.unr-lcssa:            ; preds = %for.inc24.1, %for.body13.preheader
  %s.1.lcssa.ph = phi double [ poison, %for.body13.preheader ], [ %s.1.1, %for.inc24.1 ]
  %indvars.iv46.unr = phi i64 [ 0, %for.body13.preheader ], [ %indvars.iv.next47.1, %for.inc24.1 ]
  %s.043.unr = phi double [ 0.000000e+00, %for.body13.preheader ], [ %s.1.1, %for.inc24.1 ]
  %lcmp.mod52.not = icmp eq i64 %xtraiter51, 0, !dbg !76
  br i1 %lcmp.mod52.not, label %for.cond.cleanup12, label %for.body13.epil, !dbg !76

for.body13.epil:                                  ; preds = %for.cond.cleanup12.loopexit.unr-lcssa
    #dbg_value(i64 %indvars.iv46.unr, !40, !DIExpression(), !71)
    #dbg_value(double %s.043.unr, !39, !DIExpression(), !43)
  %arrayidx15.epil = getelementptr inbounds [256 x %struct.point], ptr %pts, i64 0, i64 %indvars.iv46.unr, !dbg !78
  %tag16.epil = getelementptr inbounds i8, ptr %arrayidx15.epil, i64 16, !dbg !80
  %9 = load i32, ptr %tag16.epil, align 8, !dbg !80, !tbaa !69
  %tobool.not.epil = icmp eq i32 %9, 0, !dbg !78
  br i1 %tobool.not.epil, label %for.cond.cleanup12, label %if.then.epil, !dbg !76

if.then.epil:                                     ; preds = %for.body13.epil
  %10 = load double, ptr %arrayidx15.epil, align 8, !dbg !81, !tbaa !56
  %y22.epil = getelementptr inbounds i8, ptr %arrayidx15.epil, i64 8, !dbg !82
  %11 = load double, ptr %y22.epil, align 8, !dbg !82, !tbaa !65
  %12 = tail call double @llvm.fmuladd.f64(double %10, double %11, double %s.043.unr), !dbg !83
    #dbg_value(double %12, !39, !DIExpression(), !43)
  br label %for.cond.cleanup12, !dbg !84

for.cond.cleanup12:                               ; preds = %for.cond.cleanup12.loopexit.unr-lcssa, %if.then.epil, %for.body13.epil, %entry, %for.cond9.preheader
  %s.0.lcssa = phi double [ 0.000000e+00, %for.cond9.preheader ], [ 0.000000e+00, %entry ], [ %s.1.lcssa.ph, %for.cond.cleanup12.loopexit.unr-lcssa ], [ %12, %if.then.epil ], [ %s.043.unr, %for.body13.epil ], !dbg !43
  %call = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %s.0.lcssa), !dbg !85
  call void @llvm.lifetime.end.p0(i64 6144, ptr nonnull %pts) #4, !dbg !86
  ret i32 0, !dbg !87

for.body13:                                       ; preds = %for.inc24.1, %for.body13.preheader.new
  %indvars.iv46 = phi i64 [ 0, %for.body13.preheader.new ], [ %indvars.iv.next47.1, %for.inc24.1 ]
  %s.043 = phi double [ 0.000000e+00, %for.body13.preheader.new ], [ %s.1.1, %for.inc24.1 ]
  %niter55 = phi i64 [ 0, %for.body13.preheader.new ], [ %niter55.next.1, %for.inc24.1 ]
    #dbg_value(i64 %indvars.iv46, !40, !DIExpression(), !71)
    #dbg_value(double %s.043, !39, !DIExpression(), !43)
  %arrayidx15 = getelementptr inbounds [256 x %struct.point], ptr %pts, i64 0, i64 %indvars.iv46, !dbg !78
  %tag16 = getelementptr inbounds i8, ptr %arrayidx15, i64 16, !dbg !80
  %13 = load i32, ptr %tag16, align 16, !dbg !80, !tbaa !69
  %tobool.not = icmp eq i32 %13, 0, !dbg !78
  br i1 %tobool.not, label %for.inc24, label %if.then, !dbg !76

if.then:                                          ; preds = %for.body13
  %14 = load double, ptr %arrayidx15, align 16, !dbg !81, !tbaa !56
  %y22 = getelementptr inbounds i8, ptr %arrayidx15, i64 8, !dbg !82
  %15 = load double, ptr %y22, align 8, !dbg !82, !tbaa !65
  %16 = tail call double @llvm.fmuladd.f64(double %14, double %15, double %s.043), !dbg !83
    #dbg_value(double %16, !39, !DIExpression(), !43)
  br label %for.inc24, !dbg !84

for.inc24:                                        ; preds = %for.body13, %if.then
  %s.1 = phi double [ %16, %if.then ], [ %s.043, %for.body13 ], !dbg !43
    #dbg_value(double %s.1, !39, !DIExpression(), !43)
  %indvars.iv.next47 = or disjoint i64 %indvars.iv46, 1, !dbg !88
    #dbg_value(i64 %indvars.iv.next47, !40, !DIExpression(), !71)
  %arrayidx15.1 = getelementptr inbounds [256 x %struct.point], ptr %pts, i64 0, i64 %indvars.iv.next47, !dbg !78
  %tag16.1 = getelementptr inbounds i8, ptr %arrayidx15.1, i64 16, !dbg !80
  %17 = load i32, ptr %tag16.1, align 8, !dbg !80, !tbaa !69
  %tobool.not.1 = icmp eq i32 %17, 0, !dbg !78
  br i1 %tobool.not.1, label %for.inc24.1, label %if.then.1, !dbg !76

if.then.1:                                        ; preds = %for.inc24
  %18 = load double, ptr %arrayidx15.1, align 8, !dbg !81, !tbaa !56
  %y22.1 = getelementptr inbounds i8, ptr %arrayidx15.1, i64 8, !dbg !82
  %19 = load double, ptr %y22.1, align 16, !dbg !82, !tbaa !65
  %20 = tail call double @llvm.fmuladd.f64(double %18, double %19, double %s.1), !dbg !83
    #dbg_value(double %20, !39, !DIExpression(), !43)
  br label %for.inc24.1, !dbg !84

for.inc24.1:                                      ; preds = %if.then.1, %for.inc24
  %s.1.1 = phi double [ %20, %if.then.1 ], [ %s.1, %for.inc24 ], !dbg !43
    #dbg_value(double %s.1.1, !39, !DIExpression(), !43)
  %indvars.iv.next47.1 = add nuw nsw i64 %indvars.iv46, 2, !dbg !88
    #dbg_value(i64 %indvars.iv.next47.1, !40, !DIExpression(), !71)
  %niter55.next.1 = add i64 %niter55, 2, !dbg !70
  %niter55.ncmp.1 = icmp eq i64 %niter55.next.1, %unroll_iter54, !dbg !70
  br i1 %niter55.ncmp.1, label %for.cond.cleanup12.loopexit.unr-lcssa, label %for.body13, !dbg !70, !llvm.loop !89
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree nounwind
declare !dbg !91 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "stack_basic.c", directory: ".", checksumkind: CSK_MD5, checksum: "ffa41a62c2dc2380dbd492454dc8c202")
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
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 12, type: !18, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{!24, !25, !26, !36, !37, !39, !40}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 12, type: !20)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 12, type: !21)
!26 = !DILocalVariable(name: "pts", scope: !17, file: !2, line: 14, type: !27)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 49152, elements: !34)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !2, line: 5, size: 192, elements: !29)
!29 = !{!30, !32, !33}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !28, file: !2, line: 6, baseType: !31, size: 64)
!31 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !28, file: !2, line: 6, baseType: !31, size: 64, offset: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !28, file: !2, line: 7, baseType: !20, size: 32, offset: 128)
!34 = !{!35}
!35 = !DISubrange(count: 256)
!36 = !DILocalVariable(name: "n", scope: !17, file: !2, line: 15, type: !20)
!37 = !DILocalVariable(name: "i", scope: !38, file: !2, line: 16, type: !20)
!38 = distinct !DILexicalBlock(scope: !17, file: !2, line: 16, column: 2)
!39 = !DILocalVariable(name: "s", scope: !17, file: !2, line: 21, type: !31)
!40 = !DILocalVariable(name: "i", scope: !41, file: !2, line: 22, type: !20)
!41 = distinct !DILexicalBlock(scope: !17, file: !2, line: 22, column: 2)
!42 = distinct !DIAssignID()
!43 = !DILocation(line: 0, scope: !17)
!44 = !DILocation(line: 14, column: 2, scope: !17)
!45 = !DILocation(line: 15, column: 15, scope: !17)
!46 = !DILocation(line: 15, column: 20, scope: !17)
!47 = !DILocation(line: 0, scope: !38)
!48 = !DILocation(line: 16, column: 20, scope: !49)
!49 = distinct !DILexicalBlock(scope: !38, file: !2, line: 16, column: 2)
!50 = !DILocation(line: 16, column: 2, scope: !38)
!51 = !DILocation(line: 17, column: 14, scope: !52)
!52 = distinct !DILexicalBlock(scope: !49, file: !2, line: 16, column: 30)
!53 = !DILocation(line: 17, column: 16, scope: !52)
!54 = !DILocation(line: 17, column: 3, scope: !52)
!55 = !DILocation(line: 17, column: 12, scope: !52)
!56 = !{!57, !58, i64 0}
!57 = !{!"point", !58, i64 0, !58, i64 8, !61, i64 16}
!58 = !{!"double", !59, i64 0}
!59 = !{!"omnipotent char", !60, i64 0}
!60 = !{!"Simple C/C++ TBAA"}
!61 = !{!"int", !59, i64 0}
!62 = !DILocation(line: 18, column: 16, scope: !52)
!63 = !DILocation(line: 18, column: 10, scope: !52)
!64 = !DILocation(line: 18, column: 12, scope: !52)
!65 = !{!57, !58, i64 8}
!66 = !DILocation(line: 19, column: 18, scope: !52)
!67 = !DILocation(line: 19, column: 10, scope: !52)
!68 = !DILocation(line: 19, column: 14, scope: !52)
!69 = !{!57, !61, i64 16}
!70 = !DILocation(line: 22, column: 2, scope: !41)
!71 = !DILocation(line: 0, scope: !41)
!72 = !DILocation(line: 16, column: 26, scope: !49)
!73 = distinct !{!73, !50, !74, !75}
!74 = !DILocation(line: 20, column: 2, scope: !38)
!75 = !{!"llvm.loop.mustprogress"}
!76 = !DILocation(line: 23, column: 7, scope: !77)
!77 = distinct !DILexicalBlock(scope: !41, file: !2, line: 22, column: 2)
!78 = !DILocation(line: 23, column: 7, scope: !79)
!79 = distinct !DILexicalBlock(scope: !77, file: !2, line: 23, column: 7)
!80 = !DILocation(line: 23, column: 14, scope: !79)
!81 = !DILocation(line: 24, column: 16, scope: !79)
!82 = !DILocation(line: 24, column: 27, scope: !79)
!83 = !DILocation(line: 24, column: 6, scope: !79)
!84 = !DILocation(line: 24, column: 4, scope: !79)
!85 = !DILocation(line: 25, column: 2, scope: !17)
!86 = !DILocation(line: 27, column: 1, scope: !17)
!87 = !DILocation(line: 26, column: 2, scope: !17)
!88 = !DILocation(line: 22, column: 26, scope: !77)
!89 = distinct !{!89, !70, !90, !75}
!90 = !DILocation(line: 24, column: 27, scope: !41)
!91 = !DISubprogram(name: "printf", scope: !92, file: !92, line: 356, type: !93, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!92 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!93 = !DISubroutineType(types: !94)
!94 = !{!20, !95, null}
!95 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !96)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
