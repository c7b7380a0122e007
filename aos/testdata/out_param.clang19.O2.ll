; ModuleID = 'out_param.c'
source_filename = "out_param.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.span = type { i32, i32 }

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !17 {
entry:
  %spans = alloca ptr, align 8, !DIAssignID !36
    #dbg_assign(i1 undef, !26, !DIExpression(), !36, ptr %spans, !DIExpression(), !37)
    #dbg_value(i32 %argc, !24, !DIExpression(), !37)
    #dbg_value(ptr %argv, !25, !DIExpression(), !37)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %spans) #7, !dbg !38
  %add = add nsw i32 %argc, 2, !dbg !39
  %call = call fastcc i32 @make_spans(i32 noundef %add, ptr noundef nonnull %spans), !dbg !40
    #dbg_value(i32 %call, !32, !DIExpression(), !37)
    #dbg_value(i32 0, !33, !DIExpression(), !37)
    #dbg_value(i32 0, !34, !DIExpression(), !41)
  %cmp9 = icmp sgt i32 %call, 0, !dbg !42
  %.pre = load ptr, ptr %spans, align 8, !dbg !44, !tbaa !45
  br i1 %cmp9, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !49

for.body.lr.ph:                                   ; preds = %entry
  %wide.trip.count = zext nneg i32 %call to i64, !dbg !42
  %min.iters.check = icmp ult i32 %call, 8, !dbg !49
  br i1 %min.iters.check, label %for.body.preheader, label %vector.ph, !dbg !49

for.body.preheader:                               ; preds = %middle.block, %for.body.lr.ph
  %indvars.iv.ph = phi i64 [ 0, %for.body.lr.ph ], [ %n.vec, %middle.block ]
  %w.010.ph = phi i32 [ 0, %for.body.lr.ph ], [ %8, %middle.block ]
  br label %for.body, !dbg !49

vector.ph:                                        ; preds = %for.body.lr.ph
  %n.vec = and i64 %wide.trip.count, 2147483640, !dbg !49
  br label %vector.body, !dbg !49

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !50
  %vec.phi = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %5, %vector.body ]
  %vec.phi13 = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %6, %vector.body ]
  %0 = or disjoint i64 %index, 4, !dbg !49
  %1 = getelementptr inbounds %struct.span, ptr %.pre, i64 %index, !dbg !51
  %2 = getelementptr inbounds %struct.span, ptr %.pre, i64 %0, !dbg !51
  %wide.vec = load <8 x i32>, ptr %1, align 4, !dbg !51, !tbaa !52
  %wide.vec14 = load <8 x i32>, ptr %2, align 4, !dbg !51, !tbaa !52
  %strided.vec = shufflevector <8 x i32> %wide.vec, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>, !dbg !51
  %strided.vec15 = shufflevector <8 x i32> %wide.vec14, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>, !dbg !51
  %strided.vec16 = shufflevector <8 x i32> %wide.vec, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>, !dbg !51
  %strided.vec17 = shufflevector <8 x i32> %wide.vec14, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>, !dbg !51
  %3 = add <4 x i32> %strided.vec16, %vec.phi, !dbg !54
  %4 = add <4 x i32> %strided.vec17, %vec.phi13, !dbg !54
  %5 = sub <4 x i32> %3, %strided.vec, !dbg !55
  %6 = sub <4 x i32> %4, %strided.vec15, !dbg !55
  %index.next = add nuw i64 %index, 8, !dbg !50
  %7 = icmp eq i64 %index.next, %n.vec, !dbg !50
  br i1 %7, label %middle.block, label %vector.body, !dbg !50, !llvm.loop !56

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <4 x i32> %6, %5, !dbg !49
  %8 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %bin.rdx), !dbg !49
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count, !dbg !49
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader, !dbg !49

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  %w.0.lcssa = phi i32 [ 0, %entry ], [ %8, %middle.block ], [ %add3, %for.body ], !dbg !37
  %call4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %w.0.lcssa), !dbg !61
  tail call void @free(ptr noundef %.pre) #7, !dbg !62
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %spans) #7, !dbg !63
  ret i32 0, !dbg !64

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %w.010 = phi i32 [ %add3, %for.body ], [ %w.010.ph, %for.body.preheader ]
    #dbg_value(i64 %indvars.iv, !34, !DIExpression(), !41)
    #dbg_value(i32 %w.010, !33, !DIExpression(), !37)
  %arrayidx = getelementptr inbounds %struct.span, ptr %.pre, i64 %indvars.iv, !dbg !65
  %hi = getelementptr inbounds i8, ptr %arrayidx, i64 4, !dbg !51
  %9 = load i32, ptr %hi, align 4, !dbg !51, !tbaa !66
  %10 = load i32, ptr %arrayidx, align 4, !dbg !68, !tbaa !69
  %sub = add i32 %9, %w.010, !dbg !54
  %add3 = sub i32 %sub, %10, !dbg !55
    #dbg_value(i32 %add3, !33, !DIExpression(), !37)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !50
    #dbg_value(i64 %indvars.iv.next, !34, !DIExpression(), !41)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !42
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !49, !llvm.loop !70
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nounwind memory(write, inaccessiblemem: readwrite) uwtable
define internal fastcc noundef i32 @make_spans(i32 noundef %n, ptr nocapture noundef writeonly %out) unnamed_addr #2 !dbg !71 {
entry:
    #dbg_value(i32 %n, !76, !DIExpression(), !81)
    #dbg_value(ptr %out, !77, !DIExpression(), !81)
  %conv = sext i32 %n to i64, !dbg !82
  %mul = shl nsw i64 %conv, 3, !dbg !83
  %call = tail call noalias ptr @malloc(i64 noundef %mul) #8, !dbg !84
    #dbg_value(ptr %call, !78, !DIExpression(), !81)
  %tobool.not = icmp eq ptr %call, null, !dbg !85
  br i1 %tobool.not, label %cleanup, label %for.cond.preheader, !dbg !87

for.cond.preheader:                               ; preds = %entry
    #dbg_value(i32 0, !79, !DIExpression(), !88)
  %cmp14 = icmp sgt i32 %n, 0, !dbg !89
  br i1 %cmp14, label %for.body.preheader, label %for.cond.cleanup, !dbg !91

for.body.preheader:                               ; preds = %for.cond.preheader
  %wide.trip.count = zext nneg i32 %n to i64, !dbg !89
  %min.iters.check = icmp ult i32 %n, 4, !dbg !91
  br i1 %min.iters.check, label %for.body.preheader23, label %vector.ph, !dbg !91

for.body.preheader23:                             ; preds = %middle.block, %for.body.preheader
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body, !dbg !91

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 2147483644, !dbg !91
  br label %vector.body, !dbg !91

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !92
  %vec.ind = phi <2 x i64> [ <i64 0, i64 1>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %vec.ind18 = phi <2 x i32> [ <i32 0, i32 1>, %vector.ph ], [ %vec.ind.next21, %vector.body ], !dbg !94
  %step.add19 = add <2 x i32> %vec.ind18, <i32 2, i32 2>, !dbg !94
  %0 = or disjoint i64 %index, 2, !dbg !91
  %1 = trunc <2 x i64> %vec.ind to <2 x i32>, !dbg !95
  %2 = add <2 x i32> %1, <i32 1, i32 1>, !dbg !95
  %3 = trunc <2 x i64> %vec.ind to <2 x i32>, !dbg !95
  %4 = add <2 x i32> %3, <i32 3, i32 3>, !dbg !95
  %5 = getelementptr inbounds %struct.span, ptr %call, i64 %index, !dbg !96
  %6 = getelementptr inbounds %struct.span, ptr %call, i64 %0, !dbg !96
  %interleaved.vec = shufflevector <2 x i32> %vec.ind18, <2 x i32> %2, <4 x i32> <i32 0, i32 2, i32 1, i32 3>, !dbg !95
  store <4 x i32> %interleaved.vec, ptr %5, align 4, !dbg !95, !tbaa !52
  %interleaved.vec22 = shufflevector <2 x i32> %step.add19, <2 x i32> %4, <4 x i32> <i32 0, i32 2, i32 1, i32 3>, !dbg !95
  store <4 x i32> %interleaved.vec22, ptr %6, align 4, !dbg !95, !tbaa !52
  %index.next = add nuw i64 %index, 4, !dbg !92
  %vec.ind.next = add <2 x i64> %vec.ind, <i64 4, i64 4>
  %vec.ind.next21 = add <2 x i32> %vec.ind18, <i32 4, i32 4>, !dbg !94
  %7 = icmp eq i64 %index.next, %n.vec, !dbg !92
  br i1 %7, label %middle.block, label %vector.body, !dbg !92, !llvm.loop !97

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count, !dbg !91
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader23, !dbg !91

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %for.cond.preheader
  store ptr %call, ptr %out, align 8, !dbg !99, !tbaa !45
  br label %cleanup, !dbg !100

for.body:                                         ; preds = %for.body.preheader23, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader23 ]
    #dbg_value(i64 %indvars.iv, !79, !DIExpression(), !88)
  %arrayidx = getelementptr inbounds %struct.span, ptr %call, i64 %indvars.iv, !dbg !101
  %8 = trunc nuw nsw i64 %indvars.iv to i32, !dbg !94
  store i32 %8, ptr %arrayidx, align 4, !dbg !94, !tbaa !69
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !92
  %hi = getelementptr inbounds i8, ptr %arrayidx, i64 4, !dbg !96
  %9 = trunc nuw nsw i64 %indvars.iv.next to i32, !dbg !95
  store i32 %9, ptr %hi, align 4, !dbg !95, !tbaa !66
    #dbg_value(i64 %indvars.iv.next, !79, !DIExpression(), !88)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !89
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !91, !llvm.loop !102

cleanup:                                          ; preds = %entry, %for.cond.cleanup
  %retval.0 = phi i32 [ %n, %for.cond.cleanup ], [ -1, %entry ], !dbg !81
  ret i32 %retval.0, !dbg !103
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !104 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !111 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !116 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline nounwind memory(write, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "out_param.c", directory: ".", checksumkind: CSK_MD5, checksum: "2bd09b1b0711839bc27b509170f9c533")
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
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 25, type: !18, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{!24, !25, !26, !32, !33, !34}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 25, type: !20)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 25, type: !21)
!26 = !DILocalVariable(name: "spans", scope: !17, file: !2, line: 27, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "span", file: !2, line: 6, size: 64, elements: !29)
!29 = !{!30, !31}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !28, file: !2, line: 7, baseType: !20, size: 32)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !28, file: !2, line: 7, baseType: !20, size: 32, offset: 32)
!32 = !DILocalVariable(name: "n", scope: !17, file: !2, line: 28, type: !20)
!33 = !DILocalVariable(name: "w", scope: !17, file: !2, line: 29, type: !20)
!34 = !DILocalVariable(name: "i", scope: !35, file: !2, line: 30, type: !20)
!35 = distinct !DILexicalBlock(scope: !17, file: !2, line: 30, column: 2)
!36 = distinct !DIAssignID()
!37 = !DILocation(line: 0, scope: !17)
!38 = !DILocation(line: 27, column: 2, scope: !17)
!39 = !DILocation(line: 28, column: 26, scope: !17)
!40 = !DILocation(line: 28, column: 10, scope: !17)
!41 = !DILocation(line: 0, scope: !35)
!42 = !DILocation(line: 30, column: 20, scope: !43)
!43 = distinct !DILexicalBlock(scope: !35, file: !2, line: 30, column: 2)
!44 = !DILocation(line: 33, column: 7, scope: !17)
!45 = !{!46, !46, i64 0}
!46 = !{!"any pointer", !47, i64 0}
!47 = !{!"omnipotent char", !48, i64 0}
!48 = !{!"Simple C/C++ TBAA"}
!49 = !DILocation(line: 30, column: 2, scope: !35)
!50 = !DILocation(line: 30, column: 26, scope: !43)
!51 = !DILocation(line: 31, column: 17, scope: !43)
!52 = !{!53, !53, i64 0}
!53 = !{!"int", !47, i64 0}
!54 = !DILocation(line: 31, column: 20, scope: !43)
!55 = !DILocation(line: 31, column: 5, scope: !43)
!56 = distinct !{!56, !49, !57, !58, !59, !60}
!57 = !DILocation(line: 31, column: 31, scope: !35)
!58 = !{!"llvm.loop.mustprogress"}
!59 = !{!"llvm.loop.isvectorized", i32 1}
!60 = !{!"llvm.loop.unroll.runtime.disable"}
!61 = !DILocation(line: 32, column: 2, scope: !17)
!62 = !DILocation(line: 33, column: 2, scope: !17)
!63 = !DILocation(line: 35, column: 1, scope: !17)
!64 = !DILocation(line: 34, column: 2, scope: !17)
!65 = !DILocation(line: 31, column: 8, scope: !43)
!66 = !{!67, !53, i64 4}
!67 = !{!"span", !53, i64 0, !53, i64 4}
!68 = !DILocation(line: 31, column: 31, scope: !43)
!69 = !{!67, !53, i64 0}
!70 = distinct !{!70, !49, !57, !58, !60, !59}
!71 = distinct !DISubprogram(name: "make_spans", scope: !2, file: !2, line: 12, type: !72, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !75)
!72 = !DISubroutineType(types: !73)
!73 = !{!20, !20, !74}
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!75 = !{!76, !77, !78, !79}
!76 = !DILocalVariable(name: "n", arg: 1, scope: !71, file: !2, line: 12, type: !20)
!77 = !DILocalVariable(name: "out", arg: 2, scope: !71, file: !2, line: 12, type: !74)
!78 = !DILocalVariable(name: "s", scope: !71, file: !2, line: 14, type: !27)
!79 = !DILocalVariable(name: "i", scope: !80, file: !2, line: 17, type: !20)
!80 = distinct !DILexicalBlock(scope: !71, file: !2, line: 17, column: 2)
!81 = !DILocation(line: 0, scope: !71)
!82 = !DILocation(line: 14, column: 26, scope: !71)
!83 = !DILocation(line: 14, column: 28, scope: !71)
!84 = !DILocation(line: 14, column: 19, scope: !71)
!85 = !DILocation(line: 15, column: 7, scope: !86)
!86 = distinct !DILexicalBlock(scope: !71, file: !2, line: 15, column: 6)
!87 = !DILocation(line: 15, column: 6, scope: !71)
!88 = !DILocation(line: 0, scope: !80)
!89 = !DILocation(line: 17, column: 20, scope: !90)
!90 = distinct !DILexicalBlock(scope: !80, file: !2, line: 17, column: 2)
!91 = !DILocation(line: 17, column: 2, scope: !80)
!92 = !DILocation(line: 19, column: 15, scope: !93)
!93 = distinct !DILexicalBlock(scope: !90, file: !2, line: 17, column: 30)
!94 = !DILocation(line: 18, column: 11, scope: !93)
!95 = !DILocation(line: 19, column: 11, scope: !93)
!96 = !DILocation(line: 19, column: 8, scope: !93)
!97 = distinct !{!97, !91, !98, !58, !59, !60}
!98 = !DILocation(line: 20, column: 2, scope: !80)
!99 = !DILocation(line: 21, column: 7, scope: !71)
!100 = !DILocation(line: 22, column: 2, scope: !71)
!101 = !DILocation(line: 18, column: 3, scope: !93)
!102 = distinct !{!102, !91, !98, !58, !60, !59}
!103 = !DILocation(line: 23, column: 1, scope: !71)
!104 = !DISubprogram(name: "printf", scope: !105, file: !105, line: 356, type: !106, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!105 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!106 = !DISubroutineType(types: !107)
!107 = !{!20, !108, null}
!108 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !109)
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !110, size: 64)
!110 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!111 = !DISubprogram(name: "free", scope: !112, file: !112, line: 568, type: !113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!112 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!113 = !DISubroutineType(types: !114)
!114 = !{null, !115}
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!116 = !DISubprogram(name: "malloc", scope: !112, file: !112, line: 553, type: !117, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!117 = !DISubroutineType(types: !118)
!118 = !{!115, !119}
!119 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !120, line: 18, baseType: !121)
!120 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!121 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
