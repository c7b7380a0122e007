; ModuleID = 'helper_alloc.c'
source_filename = "helper_alloc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.particle = type { double, double, double, double }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !13 {
entry:
  call void @llvm.dbg.value(metadata i32 %argc, metadata !21, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i8** %argv, metadata !22, metadata !DIExpression()), !dbg !35
  %mul = mul nsw i32 %argc, 10, !dbg !36
  call void @llvm.dbg.value(metadata i32 %mul, metadata !23, metadata !DIExpression()), !dbg !35
  %call = tail call fastcc %struct.particle* @make_particles(i32 noundef %mul), !dbg !37
  call void @llvm.dbg.value(metadata %struct.particle* %call, metadata !24, metadata !DIExpression()), !dbg !35
  %tobool.not = icmp eq %struct.particle* %call, null, !dbg !38
  br i1 %tobool.not, label %cleanup, label %for.cond.preheader, !dbg !40

for.cond.preheader:                               ; preds = %entry
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !41
  %cmp34 = icmp sgt i32 %argc, 0, !dbg !42
  br i1 %cmp34, label %for.body.preheader, label %for.cond.cleanup, !dbg !44

for.body.preheader:                               ; preds = %for.cond.preheader
  %smax = call i32 @llvm.smax.i32(i32 %mul, i32 1), !dbg !44
  %wide.trip.count = zext i32 %smax to i64, !dbg !42
  %xtraiter = and i64 %wide.trip.count, 1, !dbg !44
  %0 = icmp slt i32 %mul, 2, !dbg !44
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new, !dbg !44

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483646, !dbg !44
  br label %for.body, !dbg !44

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !44
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil, !dbg !44

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  call void @llvm.dbg.value(metadata i64 %indvars.iv.unr, metadata !33, metadata !DIExpression()), !dbg !41
  %x.epil = getelementptr inbounds %struct.particle, %struct.particle* %call, i64 %indvars.iv.unr, i32 0, !dbg !45
  %1 = trunc i64 %indvars.iv.unr to i32, !dbg !47
  %conv.epil = sitofp i32 %1 to double, !dbg !47
  %vx.epil = getelementptr inbounds %struct.particle, %struct.particle* %call, i64 %indvars.iv.unr, i32 2, !dbg !48
  %2 = bitcast double* %x.epil to i8*, !dbg !49
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %2, i8 0, i64 16, i1 false), !dbg !50
  store double %conv.epil, double* %vx.epil, align 8, !dbg !49, !tbaa !51
  %3 = trunc i64 %indvars.iv.unr to i32, !dbg !56
  %4 = sub i32 0, %3, !dbg !56
  %conv5.epil = sitofp i32 %4 to double, !dbg !56
  %vy.epil = getelementptr inbounds %struct.particle, %struct.particle* %call, i64 %indvars.iv.unr, i32 3, !dbg !57
  store double %conv5.epil, double* %vy.epil, align 8, !dbg !58, !tbaa !59
  call void @llvm.dbg.value(metadata i64 %indvars.iv.unr, metadata !33, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !41
  br label %for.cond.cleanup, !dbg !60

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %for.cond.preheader
  tail call fastcc void @step(%struct.particle* noundef nonnull %call, i32 noundef %mul), !dbg !60
  %sub8 = add nsw i32 %mul, -1, !dbg !61
  %idxprom9 = sext i32 %sub8 to i64, !dbg !62
  %x11 = getelementptr inbounds %struct.particle, %struct.particle* %call, i64 %idxprom9, i32 0, !dbg !63
  %5 = load double, double* %x11, align 8, !dbg !63, !tbaa !64
  %call12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %5), !dbg !65
  %6 = bitcast %struct.particle* %call to i8*, !dbg !66
  tail call void @free(i8* noundef %6) #8, !dbg !67
  br label %cleanup, !dbg !68

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !33, metadata !DIExpression()), !dbg !41
  %x = getelementptr inbounds %struct.particle, %struct.particle* %call, i64 %indvars.iv, i32 0, !dbg !45
  %7 = trunc i64 %indvars.iv to i32, !dbg !47
  %conv = sitofp i32 %7 to double, !dbg !47
  %vx = getelementptr inbounds %struct.particle, %struct.particle* %call, i64 %indvars.iv, i32 2, !dbg !48
  %8 = bitcast double* %x to i8*, !dbg !49
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %8, i8 0, i64 16, i1 false), !dbg !50
  store double %conv, double* %vx, align 8, !dbg !49, !tbaa !51
  %9 = trunc i64 %indvars.iv to i32, !dbg !56
  %10 = sub i32 0, %9, !dbg !56
  %conv5 = sitofp i32 %10 to double, !dbg !56
  %vy = getelementptr inbounds %struct.particle, %struct.particle* %call, i64 %indvars.iv, i32 3, !dbg !57
  store double %conv5, double* %vy, align 8, !dbg !58, !tbaa !59
  %indvars.iv.next = or i64 %indvars.iv, 1, !dbg !69
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !33, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !33, metadata !DIExpression()), !dbg !41
  %x.1 = getelementptr inbounds %struct.particle, %struct.particle* %call, i64 %indvars.iv.next, i32 0, !dbg !45
  %11 = trunc i64 %indvars.iv.next to i32, !dbg !47
  %conv.1 = sitofp i32 %11 to double, !dbg !47
  %vx.1 = getelementptr inbounds %struct.particle, %struct.particle* %call, i64 %indvars.iv.next, i32 2, !dbg !48
  %12 = bitcast double* %x.1 to i8*, !dbg !49
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %12, i8 0, i64 16, i1 false), !dbg !50
  store double %conv.1, double* %vx.1, align 8, !dbg !49, !tbaa !51
  %13 = trunc i64 %indvars.iv to i32, !dbg !56
  %.neg = xor i32 %13, -1, !dbg !56
  %conv5.1 = sitofp i32 %.neg to double, !dbg !56
  %vy.1 = getelementptr inbounds %struct.particle, %struct.particle* %call, i64 %indvars.iv.next, i32 3, !dbg !57
  store double %conv5.1, double* %vy.1, align 8, !dbg !58, !tbaa !59
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !69
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !33, metadata !DIExpression()), !dbg !41
  %niter.next.1 = add i64 %niter, 2, !dbg !44
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !44
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !44, !llvm.loop !70

cleanup:                                          ; preds = %entry, %for.cond.cleanup
  %retval.0 = phi i32 [ 0, %for.cond.cleanup ], [ 1, %entry ], !dbg !35
  ret i32 %retval.0, !dbg !73
}

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define internal fastcc noalias %struct.particle* @make_particles(i32 noundef %n) unnamed_addr #1 !dbg !74 {
entry:
  call void @llvm.dbg.value(metadata i32 %n, metadata !78, metadata !DIExpression()), !dbg !80
  %conv = sext i32 %n to i64, !dbg !81
  %mul = shl nsw i64 %conv, 5, !dbg !82
  %call = tail call noalias i8* @malloc(i64 noundef %mul) #8, !dbg !83
  %0 = bitcast i8* %call to %struct.particle*, !dbg !83
  call void @llvm.dbg.value(metadata %struct.particle* %0, metadata !79, metadata !DIExpression()), !dbg !80
  ret %struct.particle* %0, !dbg !84
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @step(%struct.particle* nocapture noundef %p, i32 noundef %n) unnamed_addr #2 !dbg !85 {
entry:
  call void @llvm.dbg.value(metadata %struct.particle* %p, metadata !89, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i32 %n, metadata !90, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata double 1.000000e-01, metadata !91, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i32 0, metadata !92, metadata !DIExpression()), !dbg !95
  %cmp1 = icmp sgt i32 %n, 0, !dbg !96
  br i1 %cmp1, label %for.body.preheader, label %for.cond.cleanup, !dbg !98

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64, !dbg !96
  %xtraiter = and i64 %wide.trip.count, 1, !dbg !98
  %0 = icmp eq i32 %n, 1, !dbg !98
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new, !dbg !98

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967294, !dbg !98
  br label %for.body, !dbg !98

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !98
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil, !dbg !98

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  call void @llvm.dbg.value(metadata i64 %indvars.iv.unr, metadata !92, metadata !DIExpression()), !dbg !95
  %vx.epil = getelementptr inbounds %struct.particle, %struct.particle* %p, i64 %indvars.iv.unr, i32 2, !dbg !99
  %x.epil = getelementptr inbounds %struct.particle, %struct.particle* %p, i64 %indvars.iv.unr, i32 0, !dbg !101
  %1 = bitcast double* %vx.epil to <2 x double>*, !dbg !99
  %2 = load <2 x double>, <2 x double>* %1, align 8, !dbg !99, !tbaa !102
  %3 = bitcast double* %x.epil to <2 x double>*, !dbg !103
  %4 = load <2 x double>, <2 x double>* %3, align 8, !dbg !103, !tbaa !102
  %5 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> %4), !dbg !103
  %6 = bitcast double* %x.epil to <2 x double>*, !dbg !103
  store <2 x double> %5, <2 x double>* %6, align 8, !dbg !103, !tbaa !102
  call void @llvm.dbg.value(metadata i64 %indvars.iv.unr, metadata !92, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !95
  br label %for.cond.cleanup, !dbg !104

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  ret void, !dbg !104

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !92, metadata !DIExpression()), !dbg !95
  %vx = getelementptr inbounds %struct.particle, %struct.particle* %p, i64 %indvars.iv, i32 2, !dbg !99
  %x = getelementptr inbounds %struct.particle, %struct.particle* %p, i64 %indvars.iv, i32 0, !dbg !101
  %7 = bitcast double* %vx to <2 x double>*, !dbg !99
  %8 = load <2 x double>, <2 x double>* %7, align 8, !dbg !99, !tbaa !102
  %9 = bitcast double* %x to <2 x double>*, !dbg !103
  %10 = load <2 x double>, <2 x double>* %9, align 8, !dbg !103, !tbaa !102
  %11 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %8, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> %10), !dbg !103
  %12 = bitcast double* %x to <2 x double>*, !dbg !103
  store <2 x double> %11, <2 x double>* %12, align 8, !dbg !103, !tbaa !102
  %indvars.iv.next = or i64 %indvars.iv, 1, !dbg !105
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !92, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !92, metadata !DIExpression()), !dbg !95
  %vx.1 = getelementptr inbounds %struct.particle, %struct.particle* %p, i64 %indvars.iv.next, i32 2, !dbg !99
  %x.1 = getelementptr inbounds %struct.particle, %struct.particle* %p, i64 %indvars.iv.next, i32 0, !dbg !101
  %13 = bitcast double* %vx.1 to <2 x double>*, !dbg !99
  %14 = load <2 x double>, <2 x double>* %13, align 8, !dbg !99, !tbaa !102
  %15 = bitcast double* %x.1 to <2 x double>*, !dbg !103
  %16 = load <2 x double>, <2 x double>* %15, align 8, !dbg !103, !tbaa !102
  %17 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %14, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> %16), !dbg !103
  %18 = bitcast double* %x.1 to <2 x double>*, !dbg !103
  store <2 x double> %17, <2 x double>* %18, align 8, !dbg !103, !tbaa !102
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !105
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !92, metadata !DIExpression()), !dbg !95
  %niter.next.1 = add i64 %niter, 2, !dbg !98
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !98
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !98, !llvm.loop !106
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { argmemonly nofree nounwind willreturn writeonly }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "helper_alloc.c", directory: ".", checksumkind: CSK_MD5, checksum: "fab36055768d3a280846b79f94d7440a")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 1}
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 26, type: !14, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !20)
!14 = !DISubroutineType(types: !15)
!15 = !{!16, !16, !17}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21, !22, !23, !24, !33}
!21 = !DILocalVariable(name: "argc", arg: 1, scope: !13, file: !1, line: 26, type: !16)
!22 = !DILocalVariable(name: "argv", arg: 2, scope: !13, file: !1, line: 26, type: !17)
!23 = !DILocalVariable(name: "n", scope: !13, file: !1, line: 28, type: !16)
!24 = !DILocalVariable(name: "ps", scope: !13, file: !1, line: 29, type: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "particle", file: !1, line: 6, size: 256, elements: !27)
!27 = !{!28, !30, !31, !32}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !26, file: !1, line: 7, baseType: !29, size: 64)
!29 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !26, file: !1, line: 7, baseType: !29, size: 64, offset: 64)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "vx", scope: !26, file: !1, line: 7, baseType: !29, size: 64, offset: 128)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "vy", scope: !26, file: !1, line: 7, baseType: !29, size: 64, offset: 192)
!33 = !DILocalVariable(name: "i", scope: !34, file: !1, line: 32, type: !16)
!34 = distinct !DILexicalBlock(scope: !13, file: !1, line: 32, column: 2)
!35 = !DILocation(line: 0, scope: !13)
!36 = !DILocation(line: 28, column: 15, scope: !13)
!37 = !DILocation(line: 29, column: 24, scope: !13)
!38 = !DILocation(line: 30, column: 7, scope: !39)
!39 = distinct !DILexicalBlock(scope: !13, file: !1, line: 30, column: 6)
!40 = !DILocation(line: 30, column: 6, scope: !13)
!41 = !DILocation(line: 0, scope: !34)
!42 = !DILocation(line: 32, column: 20, scope: !43)
!43 = distinct !DILexicalBlock(scope: !34, file: !1, line: 32, column: 2)
!44 = !DILocation(line: 32, column: 2, scope: !34)
!45 = !DILocation(line: 33, column: 9, scope: !46)
!46 = distinct !DILexicalBlock(scope: !43, file: !1, line: 32, column: 30)
!47 = !DILocation(line: 34, column: 14, scope: !46)
!48 = !DILocation(line: 34, column: 9, scope: !46)
!49 = !DILocation(line: 34, column: 12, scope: !46)
!50 = !DILocation(line: 33, column: 11, scope: !46)
!51 = !{!52, !53, i64 16}
!52 = !{!"particle", !53, i64 0, !53, i64 8, !53, i64 16, !53, i64 24}
!53 = !{!"double", !54, i64 0}
!54 = !{!"omnipotent char", !55, i64 0}
!55 = !{!"Simple C/C++ TBAA"}
!56 = !DILocation(line: 35, column: 14, scope: !46)
!57 = !DILocation(line: 35, column: 9, scope: !46)
!58 = !DILocation(line: 35, column: 12, scope: !46)
!59 = !{!52, !53, i64 24}
!60 = !DILocation(line: 37, column: 2, scope: !13)
!61 = !DILocation(line: 38, column: 22, scope: !13)
!62 = !DILocation(line: 38, column: 17, scope: !13)
!63 = !DILocation(line: 38, column: 27, scope: !13)
!64 = !{!52, !53, i64 0}
!65 = !DILocation(line: 38, column: 2, scope: !13)
!66 = !DILocation(line: 39, column: 7, scope: !13)
!67 = !DILocation(line: 39, column: 2, scope: !13)
!68 = !DILocation(line: 40, column: 2, scope: !13)
!69 = !DILocation(line: 32, column: 26, scope: !43)
!70 = distinct !{!70, !44, !71, !72}
!71 = !DILocation(line: 36, column: 2, scope: !34)
!72 = !{!"llvm.loop.mustprogress"}
!73 = !DILocation(line: 41, column: 1, scope: !13)
!74 = distinct !DISubprogram(name: "make_particles", scope: !1, file: !1, line: 12, type: !75, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !77)
!75 = !DISubroutineType(types: !76)
!76 = !{!25, !16}
!77 = !{!78, !79}
!78 = !DILocalVariable(name: "n", arg: 1, scope: !74, file: !1, line: 12, type: !16)
!79 = !DILocalVariable(name: "p", scope: !74, file: !1, line: 14, type: !25)
!80 = !DILocation(line: 0, scope: !74)
!81 = !DILocation(line: 14, column: 30, scope: !74)
!82 = !DILocation(line: 14, column: 40, scope: !74)
!83 = !DILocation(line: 14, column: 23, scope: !74)
!84 = !DILocation(line: 15, column: 2, scope: !74)
!85 = distinct !DISubprogram(name: "step", scope: !1, file: !1, line: 18, type: !86, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !88)
!86 = !DISubroutineType(types: !87)
!87 = !{null, !25, !16, !29}
!88 = !{!89, !90, !91, !92}
!89 = !DILocalVariable(name: "p", arg: 1, scope: !85, file: !1, line: 18, type: !25)
!90 = !DILocalVariable(name: "n", arg: 2, scope: !85, file: !1, line: 18, type: !16)
!91 = !DILocalVariable(name: "dt", arg: 3, scope: !85, file: !1, line: 18, type: !29)
!92 = !DILocalVariable(name: "i", scope: !93, file: !1, line: 20, type: !16)
!93 = distinct !DILexicalBlock(scope: !85, file: !1, line: 20, column: 2)
!94 = !DILocation(line: 0, scope: !85)
!95 = !DILocation(line: 0, scope: !93)
!96 = !DILocation(line: 20, column: 20, scope: !97)
!97 = distinct !DILexicalBlock(scope: !93, file: !1, line: 20, column: 2)
!98 = !DILocation(line: 20, column: 2, scope: !93)
!99 = !DILocation(line: 21, column: 18, scope: !100)
!100 = distinct !DILexicalBlock(scope: !97, file: !1, line: 20, column: 30)
!101 = !DILocation(line: 21, column: 8, scope: !100)
!102 = !{!53, !53, i64 0}
!103 = !DILocation(line: 21, column: 10, scope: !100)
!104 = !DILocation(line: 24, column: 1, scope: !85)
!105 = !DILocation(line: 20, column: 26, scope: !97)
!106 = distinct !{!106, !98, !107, !72}
!107 = !DILocation(line: 23, column: 2, scope: !93)
