; ModuleID = 'vla.c'
source_filename = "vla.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.cell = type { i32, i16, i16 }

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1, !dbg !0

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #0 !dbg !23 {
entry:
    #dbg_value(i32 %argc, !27, !DIExpression(), !43)
    #dbg_value(ptr %argv, !28, !DIExpression(), !43)
  %cmp = icmp sgt i32 %argc, 1, !dbg !44
  br i1 %cmp, label %cond.true, label %cond.end, !dbg !45

cond.true:                                        ; preds = %entry
  %arrayidx = getelementptr inbounds i8, ptr %argv, i64 8, !dbg !46
  %0 = load ptr, ptr %arrayidx, align 8, !dbg !46, !tbaa !47
    #dbg_value(ptr %0, !51, !DIExpression(), !59)
  %call.i = tail call i64 @strtol(ptr nocapture noundef nonnull %0, ptr noundef null, i32 noundef 10) #4, !dbg !61
  %conv.i = trunc i64 %call.i to i32, !dbg !62
  br label %cond.end, !dbg !45

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i32 [ %conv.i, %cond.true ], [ 10, %entry ], !dbg !45
    #dbg_value(i32 %cond, !29, !DIExpression(), !43)
  %1 = add i32 %cond, -10001, !dbg !63
  %or.cond = icmp ult i32 %1, -10000, !dbg !63
  %spec.store.select = select i1 %or.cond, i32 10, i32 %cond, !dbg !63
    #dbg_value(i32 %spec.store.select, !29, !DIExpression(), !43)
  %2 = zext i32 %spec.store.select to i64, !dbg !65
  %vla = alloca %struct.cell, i64 %2, align 16, !dbg !65
    #dbg_value(i64 %2, !30, !DIExpression(), !43)
    #dbg_declare(ptr %vla, !32, !DIExpression(), !66)
    #dbg_value(i32 0, !41, !DIExpression(), !67)
  %cmp325 = icmp sgt i32 %spec.store.select, 0, !dbg !68
  br i1 %cmp325, label %for.body.preheader, label %for.cond.cleanup, !dbg !70

for.body.preheader:                               ; preds = %cond.end
  %xtraiter = and i64 %2, 1, !dbg !70
  %3 = icmp eq i32 %spec.store.select, 1, !dbg !70
  br i1 %3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new, !dbg !70

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %2, 2147483646, !dbg !70
  br label %for.body, !dbg !70

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !70
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil, !dbg !70

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
    #dbg_value(i64 %indvars.iv.unr, !41, !DIExpression(), !67)
  %4 = mul nuw nsw i64 %indvars.iv.unr, %indvars.iv.unr, !dbg !71
  %arrayidx4.epil = getelementptr inbounds %struct.cell, ptr %vla, i64 %indvars.iv.unr, !dbg !73
  %5 = trunc nuw i64 %4 to i32, !dbg !74
  store i32 %5, ptr %arrayidx4.epil, align 8, !dbg !74, !tbaa !75
  %div2429.epil = lshr i64 %indvars.iv.unr, 3, !dbg !79
  %conv.epil = trunc i64 %div2429.epil to i16, !dbg !79
  %row.epil = getelementptr inbounds i8, ptr %arrayidx4.epil, i64 4, !dbg !80
  store i16 %conv.epil, ptr %row.epil, align 4, !dbg !81, !tbaa !82
  %6 = trunc i64 %indvars.iv.unr to i16, !dbg !83
  %conv7.epil = and i16 %6, 7, !dbg !83
  %col.epil = getelementptr inbounds i8, ptr %arrayidx4.epil, i64 6, !dbg !84
  store i16 %conv7.epil, ptr %col.epil, align 2, !dbg !85, !tbaa !86
    #dbg_value(i64 %indvars.iv.unr, !41, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !67)
  br label %for.cond.cleanup, !dbg !87

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %cond.end
  %call10 = call fastcc i64 @total(ptr noundef nonnull %vla, i32 noundef %spec.store.select), !dbg !87
  %call11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %call10), !dbg !88
  ret i32 0, !dbg !89

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
    #dbg_value(i64 %indvars.iv, !41, !DIExpression(), !67)
  %7 = mul nuw nsw i64 %indvars.iv, %indvars.iv, !dbg !71
  %arrayidx4 = getelementptr inbounds %struct.cell, ptr %vla, i64 %indvars.iv, !dbg !73
  %8 = trunc nuw i64 %7 to i32, !dbg !74
  store i32 %8, ptr %arrayidx4, align 16, !dbg !74, !tbaa !75
  %div2429 = lshr i64 %indvars.iv, 3, !dbg !79
  %conv = trunc i64 %div2429 to i16, !dbg !79
  %row = getelementptr inbounds i8, ptr %arrayidx4, i64 4, !dbg !80
  store i16 %conv, ptr %row, align 4, !dbg !81, !tbaa !82
  %9 = trunc i64 %indvars.iv to i16, !dbg !83
  %conv7 = and i16 %9, 6, !dbg !83
  %col = getelementptr inbounds i8, ptr %arrayidx4, i64 6, !dbg !84
  store i16 %conv7, ptr %col, align 2, !dbg !85, !tbaa !86
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1, !dbg !90
    #dbg_value(i64 %indvars.iv.next, !41, !DIExpression(), !67)
  %10 = mul nuw nsw i64 %indvars.iv.next, %indvars.iv.next, !dbg !71
  %arrayidx4.1 = getelementptr inbounds %struct.cell, ptr %vla, i64 %indvars.iv.next, !dbg !73
  %11 = trunc nuw i64 %10 to i32, !dbg !74
  store i32 %11, ptr %arrayidx4.1, align 8, !dbg !74, !tbaa !75
  %div2429.1 = lshr i64 %indvars.iv, 3, !dbg !79
  %conv.1 = trunc i64 %div2429.1 to i16, !dbg !79
  %row.1 = getelementptr inbounds i8, ptr %arrayidx4.1, i64 4, !dbg !80
  store i16 %conv.1, ptr %row.1, align 4, !dbg !81, !tbaa !82
  %12 = trunc i64 %indvars.iv.next to i16, !dbg !83
  %conv7.1 = and i16 %12, 7, !dbg !83
  %col.1 = getelementptr inbounds i8, ptr %arrayidx4.1, i64 6, !dbg !84
  store i16 %conv7.1, ptr %col.1, align 2, !dbg !85, !tbaa !86
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !90
    #dbg_value(i64 %indvars.iv.next.1, !41, !DIExpression(), !67)
  %niter.next.1 = add i64 %niter, 2, !dbg !70
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !70
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !70, !llvm.loop !91
}

; Function Attrs: nofree nounwind
declare !dbg !94 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i64 @total(ptr nocapture noundef readonly %c, i32 noundef %n) unnamed_addr #2 !dbg !99 {
entry:
    #dbg_value(ptr %c, !105, !DIExpression(), !110)
    #dbg_value(i32 %n, !106, !DIExpression(), !110)
    #dbg_value(i64 0, !107, !DIExpression(), !110)
    #dbg_value(i32 0, !108, !DIExpression(), !111)
  %cmp9 = icmp sgt i32 %n, 0, !dbg !112
  br i1 %cmp9, label %for.body.preheader, label %for.cond.cleanup, !dbg !114

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64, !dbg !112
  %xtraiter = and i64 %wide.trip.count, 3, !dbg !114
  %0 = icmp ult i32 %n, 4, !dbg !114
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new, !dbg !114

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483644, !dbg !114
  br label %for.body, !dbg !114

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %add.lcssa.ph = phi i64 [ poison, %for.body.preheader ], [ %add.3, %for.body ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.3, %for.body ]
  %t.010.unr = phi i64 [ 0, %for.body.preheader ], [ %add.3, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !114
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil, !dbg !114

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %t.010.epil = phi i64 [ %add.epil, %for.body.epil ], [ %t.010.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
    #dbg_value(i64 %indvars.iv.epil, !108, !DIExpression(), !111)
    #dbg_value(i64 %t.010.epil, !107, !DIExpression(), !110)
  %arrayidx.epil = getelementptr inbounds %struct.cell, ptr %c, i64 %indvars.iv.epil, !dbg !115
  %1 = load i32, ptr %arrayidx.epil, align 4, !dbg !116, !tbaa !75
  %row.epil = getelementptr inbounds i8, ptr %arrayidx.epil, i64 4, !dbg !117
  %2 = load i16, ptr %row.epil, align 4, !dbg !117, !tbaa !82
  %conv.epil = sext i16 %2 to i32, !dbg !118
  %mul.epil = mul nsw i32 %1, %conv.epil, !dbg !119
  %conv3.epil = sext i32 %mul.epil to i64, !dbg !115
  %add.epil = add nsw i64 %t.010.epil, %conv3.epil, !dbg !120
    #dbg_value(i64 %add.epil, !107, !DIExpression(), !110)
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1, !dbg !121
    #dbg_value(i64 %indvars.iv.next.epil, !108, !DIExpression(), !111)
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !114
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !114
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !dbg !114, !llvm.loop !122

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %entry
  %t.0.lcssa = phi i64 [ 0, %entry ], [ %add.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add.epil, %for.body.epil ], !dbg !110
  ret i64 %t.0.lcssa, !dbg !124

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.3, %for.body ]
  %t.010 = phi i64 [ 0, %for.body.preheader.new ], [ %add.3, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
    #dbg_value(i64 %indvars.iv, !108, !DIExpression(), !111)
    #dbg_value(i64 %t.010, !107, !DIExpression(), !110)
  %arrayidx = getelementptr inbounds %struct.cell, ptr %c, i64 %indvars.iv, !dbg !115
  %3 = load i32, ptr %arrayidx, align 4, !dbg !116, !tbaa !75
  %row = getelementptr inbounds i8, ptr %arrayidx, i64 4, !dbg !117
  %4 = load i16, ptr %row, align 4, !dbg !117, !tbaa !82
  %conv = sext i16 %4 to i32, !dbg !118
  %mul = mul nsw i32 %3, %conv, !dbg !119
  %conv3 = sext i32 %mul to i64, !dbg !115
  %add = add nsw i64 %t.010, %conv3, !dbg !120
    #dbg_value(i64 %add, !107, !DIExpression(), !110)
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1, !dbg !121
    #dbg_value(i64 %indvars.iv.next, !108, !DIExpression(), !111)
  %arrayidx.1 = getelementptr inbounds %struct.cell, ptr %c, i64 %indvars.iv.next, !dbg !115
  %5 = load i32, ptr %arrayidx.1, align 4, !dbg !116, !tbaa !75
  %row.1 = getelementptr inbounds i8, ptr %arrayidx.1, i64 4, !dbg !117
  %6 = load i16, ptr %row.1, align 4, !dbg !117, !tbaa !82
  %conv.1 = sext i16 %6 to i32, !dbg !118
  %mul.1 = mul nsw i32 %5, %conv.1, !dbg !119
  %conv3.1 = sext i32 %mul.1 to i64, !dbg !115
  %add.1 = add nsw i64 %add, %conv3.1, !dbg !120
    #dbg_value(i64 %add.1, !107, !DIExpression(), !110)
  %indvars.iv.next.1 = or disjoint i64 %indvars.iv, 2, !dbg !121
    #dbg_value(i64 %indvars.iv.next.1, !108, !DIExpression(), !111)
  %arrayidx.2 = getelementptr inbounds %struct.cell, ptr %c, i64 %indvars.iv.next.1, !dbg !115
  %7 = load i32, ptr %arrayidx.2, align 4, !dbg !116, !tbaa !75
  %row.2 = getelementptr inbounds i8, ptr %arrayidx.2, i64 4, !dbg !117
  %8 = load i16, ptr %row.2, align 4, !dbg !117, !tbaa !82
  %conv.2 = sext i16 %8 to i32, !dbg !118
  %mul.2 = mul nsw i32 %7, %conv.2, !dbg !119
  %conv3.2 = sext i32 %mul.2 to i64, !dbg !115
  %add.2 = add nsw i64 %add.1, %conv3.2, !dbg !120
    #dbg_value(i64 %add.2, !107, !DIExpression(), !110)
  %indvars.iv.next.2 = or disjoint i64 %indvars.iv, 3, !dbg !121
    #dbg_value(i64 %indvars.iv.next.2, !108, !DIExpression(), !111)
  %arrayidx.3 = getelementptr inbounds %struct.cell, ptr %c, i64 %indvars.iv.next.2, !dbg !115
  %9 = load i32, ptr %arrayidx.3, align 4, !dbg !116, !tbaa !75
  %row.3 = getelementptr inbounds i8, ptr %arrayidx.3, i64 4, !dbg !117
  %10 = load i16, ptr %row.3, align 4, !dbg !117, !tbaa !82
  %conv.3 = sext i16 %10 to i32, !dbg !118
  %mul.3 = mul nsw i32 %9, %conv.3, !dbg !119
  %conv3.3 = sext i32 %mul.3 to i64, !dbg !115
  %add.3 = add nsw i64 %add.2, %conv3.3, !dbg !120
    #dbg_value(i64 %add.3, !107, !DIExpression(), !110)
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4, !dbg !121
    #dbg_value(i64 %indvars.iv.next.3, !108, !DIExpression(), !111)
  %niter.next.3 = add i64 %niter, 4, !dbg !114
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter, !dbg !114
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !114, !llvm.loop !125
}

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !127 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "vla.c", directory: ".", checksumkind: CSK_MD5, checksum: "c6b295abfe18efa8a47e61585df5965d")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !14, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !10, !11, !13}
!9 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!14 = !{!0}
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 8, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 2}
!21 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!22 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!23 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 21, type: !24, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !26)
!24 = !DISubroutineType(types: !25)
!25 = !{!10, !10, !11}
!26 = !{!27, !28, !29, !30, !32, !41}
!27 = !DILocalVariable(name: "argc", arg: 1, scope: !23, file: !2, line: 21, type: !10)
!28 = !DILocalVariable(name: "argv", arg: 2, scope: !23, file: !2, line: 21, type: !11)
!29 = !DILocalVariable(name: "n", scope: !23, file: !2, line: 23, type: !10)
!30 = !DILocalVariable(name: "__vla_expr0", scope: !23, type: !31, flags: DIFlagArtificial)
!31 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!32 = !DILocalVariable(name: "cells", scope: !23, file: !2, line: 26, type: !33)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, elements: !39)
!34 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "cell", file: !2, line: 6, size: 64, elements: !35)
!35 = !{!36, !37, !38}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !34, file: !2, line: 7, baseType: !10, size: 32)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "row", scope: !34, file: !2, line: 8, baseType: !9, size: 16, offset: 32)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !34, file: !2, line: 8, baseType: !9, size: 16, offset: 48)
!39 = !{!40}
!40 = !DISubrange(count: !30)
!41 = !DILocalVariable(name: "i", scope: !42, file: !2, line: 27, type: !10)
!42 = distinct !DILexicalBlock(scope: !23, file: !2, line: 27, column: 2)
!43 = !DILocation(line: 0, scope: !23)
!44 = !DILocation(line: 23, column: 15, scope: !23)
!45 = !DILocation(line: 23, column: 10, scope: !23)
!46 = !DILocation(line: 23, column: 26, scope: !23)
!47 = !{!48, !48, i64 0}
!48 = !{!"any pointer", !49, i64 0}
!49 = !{!"omnipotent char", !50, i64 0}
!50 = !{!"Simple C/C++ TBAA"}
!51 = !DILocalVariable(name: "__nptr", arg: 1, scope: !52, file: !53, line: 362, type: !56)
!52 = distinct !DISubprogram(name: "atoi", scope: !53, file: !53, line: 362, type: !54, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !58)
!53 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!54 = !DISubroutineType(types: !55)
!55 = !{!10, !56}
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!57 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!58 = !{!51}
!59 = !DILocation(line: 0, scope: !52, inlinedAt: !60)
!60 = distinct !DILocation(line: 23, column: 21, scope: !23)
!61 = !DILocation(line: 364, column: 16, scope: !52, inlinedAt: !60)
!62 = !DILocation(line: 364, column: 10, scope: !52, inlinedAt: !60)
!63 = !DILocation(line: 24, column: 12, scope: !64)
!64 = distinct !DILexicalBlock(scope: !23, file: !2, line: 24, column: 6)
!65 = !DILocation(line: 26, column: 2, scope: !23)
!66 = !DILocation(line: 26, column: 14, scope: !23)
!67 = !DILocation(line: 0, scope: !42)
!68 = !DILocation(line: 27, column: 20, scope: !69)
!69 = distinct !DILexicalBlock(scope: !42, file: !2, line: 27, column: 2)
!70 = !DILocation(line: 27, column: 2, scope: !42)
!71 = !DILocation(line: 28, column: 22, scope: !72)
!72 = distinct !DILexicalBlock(scope: !69, file: !2, line: 27, column: 30)
!73 = !DILocation(line: 28, column: 3, scope: !72)
!74 = !DILocation(line: 28, column: 18, scope: !72)
!75 = !{!76, !77, i64 0}
!76 = !{!"cell", !77, i64 0, !78, i64 4, !78, i64 6}
!77 = !{!"int", !49, i64 0}
!78 = !{!"short", !49, i64 0}
!79 = !DILocation(line: 29, column: 18, scope: !72)
!80 = !DILocation(line: 29, column: 12, scope: !72)
!81 = !DILocation(line: 29, column: 16, scope: !72)
!82 = !{!76, !78, i64 4}
!83 = !DILocation(line: 30, column: 18, scope: !72)
!84 = !DILocation(line: 30, column: 12, scope: !72)
!85 = !DILocation(line: 30, column: 16, scope: !72)
!86 = !{!76, !78, i64 6}
!87 = !DILocation(line: 32, column: 18, scope: !23)
!88 = !DILocation(line: 32, column: 2, scope: !23)
!89 = !DILocation(line: 34, column: 1, scope: !23)
!90 = !DILocation(line: 27, column: 26, scope: !69)
!91 = distinct !{!91, !70, !92, !93}
!92 = !DILocation(line: 31, column: 2, scope: !42)
!93 = !{!"llvm.loop.mustprogress"}
!94 = !DISubprogram(name: "printf", scope: !95, file: !95, line: 356, type: !96, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!95 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!96 = !DISubroutineType(types: !97)
!97 = !{!10, !98, null}
!98 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !56)
!99 = distinct !DISubprogram(name: "total", scope: !2, file: !2, line: 13, type: !100, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !104)
!100 = !DISubroutineType(types: !101)
!101 = !{!102, !103, !10}
!102 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!104 = !{!105, !106, !107, !108}
!105 = !DILocalVariable(name: "c", arg: 1, scope: !99, file: !2, line: 13, type: !103)
!106 = !DILocalVariable(name: "n", arg: 2, scope: !99, file: !2, line: 13, type: !10)
!107 = !DILocalVariable(name: "t", scope: !99, file: !2, line: 15, type: !102)
!108 = !DILocalVariable(name: "i", scope: !109, file: !2, line: 16, type: !10)
!109 = distinct !DILexicalBlock(scope: !99, file: !2, line: 16, column: 2)
!110 = !DILocation(line: 0, scope: !99)
!111 = !DILocation(line: 0, scope: !109)
!112 = !DILocation(line: 16, column: 20, scope: !113)
!113 = distinct !DILexicalBlock(scope: !109, file: !2, line: 16, column: 2)
!114 = !DILocation(line: 16, column: 2, scope: !109)
!115 = !DILocation(line: 17, column: 8, scope: !113)
!116 = !DILocation(line: 17, column: 13, scope: !113)
!117 = !DILocation(line: 17, column: 26, scope: !113)
!118 = !DILocation(line: 17, column: 21, scope: !113)
!119 = !DILocation(line: 17, column: 19, scope: !113)
!120 = !DILocation(line: 17, column: 5, scope: !113)
!121 = !DILocation(line: 16, column: 26, scope: !113)
!122 = distinct !{!122, !123}
!123 = !{!"llvm.loop.unroll.disable"}
!124 = !DILocation(line: 18, column: 2, scope: !99)
!125 = distinct !{!125, !114, !126, !93}
!126 = !DILocation(line: 17, column: 26, scope: !109)
!127 = !DISubprogram(name: "strtol", scope: !53, file: !53, line: 177, type: !128, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!128 = !DISubroutineType(types: !129)
!129 = !{!102, !98, !130, !10}
!130 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !11)
