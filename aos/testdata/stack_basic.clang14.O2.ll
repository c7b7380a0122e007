; ModuleID = 'stack_basic.c'
source_filename = "stack_basic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.point = type { double, double, i32 }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !9 {
entry:
  %pts = alloca [256 x %struct.point], align 16
  call void @llvm.dbg.value(metadata i32 %argc, metadata !17, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i8** %argv, metadata !18, metadata !DIExpression()), !dbg !35
  %0 = bitcast [256 x %struct.point]* %pts to i8*, !dbg !36
  call void @llvm.lifetime.start.p0i8(i64 6144, i8* nonnull %0) #5, !dbg !36
  call void @llvm.dbg.declare(metadata [256 x %struct.point]* %pts, metadata !19, metadata !DIExpression()), !dbg !37
  %mul = mul nsw i32 %argc, 37, !dbg !38
  %rem = srem i32 %mul, 256, !dbg !39
  call void @llvm.dbg.value(metadata i32 %rem, metadata !29, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !40
  %cmp44 = icmp sgt i32 %rem, 0, !dbg !41
  br i1 %cmp44, label %for.body.preheader, label %for.cond.cleanup12, !dbg !43

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %rem to i64, !dbg !41
  %1 = add nsw i64 %wide.trip.count, -1, !dbg !43
  %xtraiter = and i64 %wide.trip.count, 1, !dbg !43
  %2 = icmp eq i64 %1, 0, !dbg !43
  br i1 %2, label %for.cond9.preheader.unr-lcssa, label %for.body.preheader.new, !dbg !43

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967294, !dbg !43
  br label %for.body, !dbg !43

for.cond9.preheader.unr-lcssa:                    ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !43
  br i1 %lcmp.mod.not, label %for.cond9.preheader, label %for.body.epil, !dbg !43

for.body.epil:                                    ; preds = %for.cond9.preheader.unr-lcssa
  call void @llvm.dbg.value(metadata i64 %indvars.iv.unr, metadata !30, metadata !DIExpression()), !dbg !40
  %3 = trunc i64 %indvars.iv.unr to i32, !dbg !44
  %conv.epil = sitofp i32 %3 to double, !dbg !44
  %x.epil = getelementptr inbounds [256 x %struct.point], [256 x %struct.point]* %pts, i64 0, i64 %indvars.iv.unr, i32 0, !dbg !46
  %4 = insertelement <2 x double> poison, double %conv.epil, i64 0, !dbg !47
  %5 = shufflevector <2 x double> %4, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !47
  %6 = fmul <2 x double> %5, <double 5.000000e-01, double 2.000000e+00>, !dbg !47
  %7 = bitcast double* %x.epil to <2 x double>*, !dbg !48
  store <2 x double> %6, <2 x double>* %7, align 8, !dbg !48, !tbaa !49
  %and.epil = and i32 %3, 3, !dbg !53
  %tag.epil = getelementptr inbounds [256 x %struct.point], [256 x %struct.point]* %pts, i64 0, i64 %indvars.iv.unr, i32 2, !dbg !54
  store i32 %and.epil, i32* %tag.epil, align 8, !dbg !55, !tbaa !56
  call void @llvm.dbg.value(metadata i64 %indvars.iv.unr, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !40
  br label %for.cond9.preheader, !dbg !59

for.cond9.preheader:                              ; preds = %for.cond9.preheader.unr-lcssa, %for.body.epil
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !32, metadata !DIExpression()), !dbg !35
  br i1 %cmp44, label %for.body13.preheader, label %for.cond.cleanup12, !dbg !59

for.body13.preheader:                             ; preds = %for.cond9.preheader
  %xtraiter55 = and i64 %wide.trip.count, 1, !dbg !59
  %8 = icmp eq i64 %1, 0, !dbg !59
  br i1 %8, label %for.cond.cleanup12.loopexit.unr-lcssa, label %for.body13.preheader.new, !dbg !59

for.body13.preheader.new:                         ; preds = %for.body13.preheader
  %unroll_iter58 = and i64 %wide.trip.count, 4294967294, !dbg !59
  br label %for.body13, !dbg !59

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !30, metadata !DIExpression()), !dbg !40
  %9 = trunc i64 %indvars.iv to i32, !dbg !44
  %conv = sitofp i32 %9 to double, !dbg !44
  %x = getelementptr inbounds [256 x %struct.point], [256 x %struct.point]* %pts, i64 0, i64 %indvars.iv, i32 0, !dbg !46
  %10 = insertelement <2 x double> poison, double %conv, i64 0, !dbg !47
  %11 = shufflevector <2 x double> %10, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !47
  %12 = fmul <2 x double> %11, <double 5.000000e-01, double 2.000000e+00>, !dbg !47
  %13 = bitcast double* %x to <2 x double>*, !dbg !48
  store <2 x double> %12, <2 x double>* %13, align 16, !dbg !48, !tbaa !49
  %and = and i32 %9, 2, !dbg !53
  %tag = getelementptr inbounds [256 x %struct.point], [256 x %struct.point]* %pts, i64 0, i64 %indvars.iv, i32 2, !dbg !54
  store i32 %and, i32* %tag, align 16, !dbg !55, !tbaa !56
  %indvars.iv.next = or i64 %indvars.iv, 1, !dbg !61
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !30, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !30, metadata !DIExpression()), !dbg !40
  %14 = trunc i64 %indvars.iv.next to i32, !dbg !44
  %conv.1 = sitofp i32 %14 to double, !dbg !44
  %x.1 = getelementptr inbounds [256 x %struct.point], [256 x %struct.point]* %pts, i64 0, i64 %indvars.iv.next, i32 0, !dbg !46
  %15 = insertelement <2 x double> poison, double %conv.1, i64 0, !dbg !47
  %16 = shufflevector <2 x double> %15, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !47
  %17 = fmul <2 x double> %16, <double 5.000000e-01, double 2.000000e+00>, !dbg !47
  %18 = bitcast double* %x.1 to <2 x double>*, !dbg !48
  store <2 x double> %17, <2 x double>* %18, align 8, !dbg !48, !tbaa !49
  %and.1 = and i32 %14, 3, !dbg !53
  %tag.1 = getelementptr inbounds [256 x %struct.point], [256 x %struct.point]* %pts, i64 0, i64 %indvars.iv.next, i32 2, !dbg !54
  store i32 %and.1, i32* %tag.1, align 8, !dbg !55, !tbaa !56
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !61
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !30, metadata !DIExpression()), !dbg !40
  %niter.next.1 = add i64 %niter, 2, !dbg !43
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !43
  br i1 %niter.ncmp.1, label %for.cond9.preheader.unr-lcssa, label %for.body, !dbg !43, !llvm.loop !62

for.cond.cleanup12.loopexit.unr-lcssa:            ; preds = %for.inc24.1, %for.body13.preheader
  %s.1.lcssa.ph = phi double [ undef, %for.body13.preheader ], [ %s.1.1, %for.inc24.1 ]
  %indvars.iv50.unr = phi i64 [ 0, %for.body13.preheader ], [ %indvars.iv.next51.1, %for.inc24.1 ]
  %s.047.unr = phi double [ 0.000000e+00, %for.body13.preheader ], [ %s.1.1, %for.inc24.1 ]
  %lcmp.mod56.not = icmp eq i64 %xtraiter55, 0, !dbg !65
  br i1 %lcmp.mod56.not, label %for.cond.cleanup12, label %for.body13.epil, !dbg !65

for.body13.epil:                                  ; preds = %for.cond.cleanup12.loopexit.unr-lcssa
  call void @llvm.dbg.value(metadata i64 %indvars.iv50.unr, metadata !33, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata double %s.047.unr, metadata !32, metadata !DIExpression()), !dbg !35
  %tag16.epil = getelementptr inbounds [256 x %struct.point], [256 x %struct.point]* %pts, i64 0, i64 %indvars.iv50.unr, i32 2, !dbg !67
  %19 = load i32, i32* %tag16.epil, align 8, !dbg !67, !tbaa !56
  %tobool.not.epil = icmp eq i32 %19, 0, !dbg !69
  br i1 %tobool.not.epil, label %for.cond.cleanup12, label %if.then.epil, !dbg !65

if.then.epil:                                     ; preds = %for.body13.epil
  %x19.epil = getelementptr inbounds [256 x %struct.point], [256 x %struct.point]* %pts, i64 0, i64 %indvars.iv50.unr, i32 0, !dbg !70
  %20 = load double, double* %x19.epil, align 8, !dbg !70, !tbaa !71
  %y22.epil = getelementptr inbounds [256 x %struct.point], [256 x %struct.point]* %pts, i64 0, i64 %indvars.iv50.unr, i32 1, !dbg !72
  %21 = load double, double* %y22.epil, align 8, !dbg !72, !tbaa !73
  %22 = tail call double @llvm.fmuladd.f64(double %20, double %21, double %s.047.unr), !dbg !74
  call void @llvm.dbg.value(metadata double %22, metadata !32, metadata !DIExpression()), !dbg !35
  br label %for.cond.cleanup12, !dbg !75

for.cond.cleanup12:                               ; preds = %for.cond.cleanup12.loopexit.unr-lcssa, %if.then.epil, %for.body13.epil, %entry, %for.cond9.preheader
  %s.0.lcssa = phi double [ 0.000000e+00, %for.cond9.preheader ], [ 0.000000e+00, %entry ], [ %s.1.lcssa.ph, %for.cond.cleanup12.loopexit.unr-lcssa ], [ %22, %if.then.epil ], [ %s.047.unr, %for.body13.epil ], !dbg !35
  %call = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %s.0.lcssa), !dbg !76
  call void @llvm.lifetime.end.p0i8(i64 6144, i8* nonnull %0) #5, !dbg !77
  ret i32 0, !dbg !78

for.body13:                                       ; preds = %for.inc24.1, %for.body13.preheader.new
  %indvars.iv50 = phi i64 [ 0, %for.body13.preheader.new ], [ %indvars.iv.next51.1, %for.inc24.1 ]
  %s.047 = phi double [ 0.000000e+00, %for.body13.preheader.new ], [ %s.1.1, %for.inc24.1 ]
  %niter59 = phi i64 [ 0, %for.body13.preheader.new ], [ %niter59.next.1, %for.inc24.1 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv50, metadata !33, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata double %s.047, metadata !32, metadata !DIExpression()), !dbg !35
  %tag16 = getelementptr inbounds [256 x %struct.point], [256 x %struct.point]* %pts, i64 0, i64 %indvars.iv50, i32 2, !dbg !67
  %23 = load i32, i32* %tag16, align 16, !dbg !67, !tbaa !56
  %tobool.not = icmp eq i32 %23, 0, !dbg !69
  br i1 %tobool.not, label %for.inc24, label %if.then, !dbg !65

if.then:                                          ; preds = %for.body13
  %x19 = getelementptr inbounds [256 x %struct.point], [256 x %struct.point]* %pts, i64 0, i64 %indvars.iv50, i32 0, !dbg !70
  %24 = load double, double* %x19, align 16, !dbg !70, !tbaa !71
  %y22 = getelementptr inbounds [256 x %struct.point], [256 x %struct.point]* %pts, i64 0, i64 %indvars.iv50, i32 1, !dbg !72
  %25 = load double, double* %y22, align 8, !dbg !72, !tbaa !73
  %26 = tail call double @llvm.fmuladd.f64(double %24, double %25, double %s.047), !dbg !74
  call void @llvm.dbg.value(metadata double %26, metadata !32, metadata !DIExpression()), !dbg !35
  br label %for.inc24, !dbg !75

for.inc24:                                        ; preds = %for.body13, %if.then
  %s.1 = phi double [ %26, %if.then ], [ %s.047, %for.body13 ], !dbg !35
  call void @llvm.dbg.value(metadata double %s.1, metadata !32, metadata !DIExpression()), !dbg !35
  %indvars.iv.next51 = or i64 %indvars.iv50, 1, !dbg !79
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next51, metadata !33, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next51, metadata !33, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata double %s.1, metadata !32, metadata !DIExpression()), !dbg !35
  %tag16.1 = getelementptr inbounds [256 x %struct.point], [256 x %struct.point]* %pts, i64 0, i64 %indvars.iv.next51, i32 2, !dbg !67
  %27 = load i32, i32* %tag16.1, align 8, !dbg !67, !tbaa !56
  %tobool.not.1 = icmp eq i32 %27, 0, !dbg !69
  br i1 %tobool.not.1, label %for.inc24.1, label %if.then.1, !dbg !65

if.then.1:                                        ; preds = %for.inc24
  %x19.1 = getelementptr inbounds [256 x %struct.point], [256 x %struct.point]* %pts, i64 0, i64 %indvars.iv.next51, i32 0, !dbg !70
  %28 = load double, double* %x19.1, align 8, !dbg !70, !tbaa !71
  %y22.1 = getelementptr inbounds [256 x %struct.point], [256 x %struct.point]* %pts, i64 0, i64 %indvars.iv.next51, i32 1, !dbg !72
  %29 = load double, double* %y22.1, align 16, !dbg !72, !tbaa !73
  %30 = tail call double @llvm.fmuladd.f64(double %28, double %29, double %s.1), !dbg !74
  call void @llvm.dbg.value(metadata double %30, metadata !32, metadata !DIExpression()), !dbg !35
  br label %for.inc24.1, !dbg !75

for.inc24.1:                                      ; preds = %if.then.1, %for.inc24
  %s.1.1 = phi double [ %30, %if.then.1 ], [ %s.1, %for.inc24 ], !dbg !35
  call void @llvm.dbg.value(metadata double %s.1.1, metadata !32, metadata !DIExpression()), !dbg !35
  %indvars.iv.next51.1 = add nuw nsw i64 %indvars.iv50, 2, !dbg !79
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next51.1, metadata !33, metadata !DIExpression()), !dbg !60
  %niter59.next.1 = add i64 %niter59, 2, !dbg !59
  %niter59.ncmp.1 = icmp eq i64 %niter59.next.1, %unroll_iter58, !dbg !59
  br i1 %niter59.ncmp.1, label %for.cond.cleanup12.loopexit.unr-lcssa, label %for.body13, !dbg !59, !llvm.loop !80
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "stack_basic.c", directory: ".", checksumkind: CSK_MD5, checksum: "ffa41a62c2dc2380dbd492454dc8c202")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 12, type: !10, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !12, !13}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!16 = !{!17, !18, !19, !29, !30, !32, !33}
!17 = !DILocalVariable(name: "argc", arg: 1, scope: !9, file: !1, line: 12, type: !12)
!18 = !DILocalVariable(name: "argv", arg: 2, scope: !9, file: !1, line: 12, type: !13)
!19 = !DILocalVariable(name: "pts", scope: !9, file: !1, line: 14, type: !20)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 49152, elements: !27)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !1, line: 5, size: 192, elements: !22)
!22 = !{!23, !25, !26}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !21, file: !1, line: 6, baseType: !24, size: 64)
!24 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !21, file: !1, line: 6, baseType: !24, size: 64, offset: 64)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !21, file: !1, line: 7, baseType: !12, size: 32, offset: 128)
!27 = !{!28}
!28 = !DISubrange(count: 256)
!29 = !DILocalVariable(name: "n", scope: !9, file: !1, line: 15, type: !12)
!30 = !DILocalVariable(name: "i", scope: !31, file: !1, line: 16, type: !12)
!31 = distinct !DILexicalBlock(scope: !9, file: !1, line: 16, column: 2)
!32 = !DILocalVariable(name: "s", scope: !9, file: !1, line: 21, type: !24)
!33 = !DILocalVariable(name: "i", scope: !34, file: !1, line: 22, type: !12)
!34 = distinct !DILexicalBlock(scope: !9, file: !1, line: 22, column: 2)
!35 = !DILocation(line: 0, scope: !9)
!36 = !DILocation(line: 14, column: 2, scope: !9)
!37 = !DILocation(line: 14, column: 15, scope: !9)
!38 = !DILocation(line: 15, column: 15, scope: !9)
!39 = !DILocation(line: 15, column: 20, scope: !9)
!40 = !DILocation(line: 0, scope: !31)
!41 = !DILocation(line: 16, column: 20, scope: !42)
!42 = distinct !DILexicalBlock(scope: !31, file: !1, line: 16, column: 2)
!43 = !DILocation(line: 16, column: 2, scope: !31)
!44 = !DILocation(line: 17, column: 14, scope: !45)
!45 = distinct !DILexicalBlock(scope: !42, file: !1, line: 16, column: 30)
!46 = !DILocation(line: 17, column: 10, scope: !45)
!47 = !DILocation(line: 17, column: 16, scope: !45)
!48 = !DILocation(line: 17, column: 12, scope: !45)
!49 = !{!50, !50, i64 0}
!50 = !{!"double", !51, i64 0}
!51 = !{!"omnipotent char", !52, i64 0}
!52 = !{!"Simple C/C++ TBAA"}
!53 = !DILocation(line: 19, column: 18, scope: !45)
!54 = !DILocation(line: 19, column: 10, scope: !45)
!55 = !DILocation(line: 19, column: 14, scope: !45)
!56 = !{!57, !58, i64 16}
!57 = !{!"point", !50, i64 0, !50, i64 8, !58, i64 16}
!58 = !{!"int", !51, i64 0}
!59 = !DILocation(line: 22, column: 2, scope: !34)
!60 = !DILocation(line: 0, scope: !34)
!61 = !DILocation(line: 16, column: 26, scope: !42)
!62 = distinct !{!62, !43, !63, !64}
!63 = !DILocation(line: 20, column: 2, scope: !31)
!64 = !{!"llvm.loop.mustprogress"}
!65 = !DILocation(line: 23, column: 7, scope: !66)
!66 = distinct !DILexicalBlock(scope: !34, file: !1, line: 22, column: 2)
!67 = !DILocation(line: 23, column: 14, scope: !68)
!68 = distinct !DILexicalBlock(scope: !66, file: !1, line: 23, column: 7)
!69 = !DILocation(line: 23, column: 7, scope: !68)
!70 = !DILocation(line: 24, column: 16, scope: !68)
!71 = !{!57, !50, i64 0}
!72 = !DILocation(line: 24, column: 27, scope: !68)
!73 = !{!57, !50, i64 8}
!74 = !DILocation(line: 24, column: 6, scope: !68)
!75 = !DILocation(line: 24, column: 4, scope: !68)
!76 = !DILocation(line: 25, column: 2, scope: !9)
!77 = !DILocation(line: 27, column: 1, scope: !9)
!78 = !DILocation(line: 26, column: 2, scope: !9)
!79 = !DILocation(line: 22, column: 26, scope: !66)
!80 = distinct !{!80, !59, !81, !64}
!81 = !DILocation(line: 24, column: 27, scope: !34)
