; ModuleID = 'wrapper.c'
source_filename = "wrapper.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.edge = type { i32, i32, float }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1
@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str.1 = private unnamed_addr constant [15 x i8] c"out of memory\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !9 {
entry:
  call void @llvm.dbg.value(metadata i32 %argc, metadata !17, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i8** %argv, metadata !18, metadata !DIExpression()), !dbg !37
  %call = tail call fastcc i8* @xmalloc(i64 noundef 16), !dbg !38
  call void @llvm.dbg.value(metadata i8* %call, metadata !19, metadata !DIExpression()), !dbg !37
  %mul = shl nsw i32 %argc, 2, !dbg !39
  %nedges = bitcast i8* %call to i32*, !dbg !40
  store i32 %mul, i32* %nedges, align 8, !dbg !41, !tbaa !42
  %conv = sext i32 %mul to i64, !dbg !48
  %mul2 = mul nsw i64 %conv, 12, !dbg !49
  %call3 = tail call fastcc i8* @xmalloc(i64 noundef %mul2), !dbg !50
  %edges = getelementptr inbounds i8, i8* %call, i64 8, !dbg !51
  %0 = bitcast i8* %edges to i8**, !dbg !52
  store i8* %call3, i8** %0, align 8, !dbg !52, !tbaa !53
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !54
  %cmp56 = icmp sgt i32 %argc, 0, !dbg !55
  %1 = bitcast i8* %call3 to %struct.edge*, !dbg !57
  br i1 %cmp56, label %for.body.lr.ph, label %for.cond.cleanup21, !dbg !57

for.body.lr.ph:                                   ; preds = %entry
  %smax = call i32 @llvm.smax.i32(i32 %mul, i32 1), !dbg !57
  %wide.trip.count = zext i32 %smax to i64, !dbg !55
  br label %for.body, !dbg !57

for.cond17.preheader:                             ; preds = %for.body
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !34, metadata !DIExpression()), !dbg !37
  br i1 %cmp56, label %for.body22.lr.ph, label %for.cond.cleanup21, !dbg !59

for.body22.lr.ph:                                 ; preds = %for.cond17.preheader
  %2 = add nsw i64 %wide.trip.count, -1, !dbg !59
  %xtraiter = and i64 %wide.trip.count, 1, !dbg !59
  %3 = icmp ult i64 %2, 3, !dbg !59
  br i1 %3, label %for.cond.cleanup21.loopexit.unr-lcssa, label %for.body22.lr.ph.new, !dbg !59

for.body22.lr.ph.new:                             ; preds = %for.body22.lr.ph
  %unroll_iter = and i64 %wide.trip.count, 2147483644, !dbg !59
  br label %for.body22, !dbg !59

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next, %for.body ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !32, metadata !DIExpression()), !dbg !54
  %from = getelementptr inbounds %struct.edge, %struct.edge* %1, i64 %indvars.iv, i32 0, !dbg !60
  %4 = trunc i64 %indvars.iv to i32, !dbg !62
  store i32 %4, i32* %from, align 4, !dbg !62, !tbaa !63
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !66
  %5 = trunc i64 %indvars.iv.next to i32, !dbg !67
  %rem = srem i32 %5, %mul, !dbg !67
  %to = getelementptr inbounds %struct.edge, %struct.edge* %1, i64 %indvars.iv, i32 1, !dbg !68
  store i32 %rem, i32* %to, align 4, !dbg !69, !tbaa !70
  %conv12 = sitofp i32 %5 to float, !dbg !71
  %div = fdiv float 1.000000e+00, %conv12, !dbg !72
  %w = getelementptr inbounds %struct.edge, %struct.edge* %1, i64 %indvars.iv, i32 2, !dbg !73
  store float %div, float* %w, align 4, !dbg !74, !tbaa !75
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !32, metadata !DIExpression()), !dbg !54
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !55
  br i1 %exitcond.not, label %for.cond17.preheader, label %for.body, !dbg !57, !llvm.loop !76

for.cond.cleanup21.loopexit.unr-lcssa:            ; preds = %for.body22, %for.body22.lr.ph
  %add27.lcssa.ph = phi float [ undef, %for.body22.lr.ph ], [ %add27.3, %for.body22 ]
  %indvars.iv62.unr = phi i64 [ 0, %for.body22.lr.ph ], [ %indvars.iv.next63.3, %for.body22 ]
  %s.059.unr = phi float [ 0.000000e+00, %for.body22.lr.ph ], [ %add27.3, %for.body22 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !59
  br i1 %lcmp.mod.not, label %for.cond.cleanup21.loopexit, label %for.body22.epil, !dbg !59

for.body22.epil:                                  ; preds = %for.cond.cleanup21.loopexit.unr-lcssa, %for.body22.epil
  %indvars.iv62.epil = phi i64 [ %indvars.iv.next63.epil, %for.body22.epil ], [ %indvars.iv62.unr, %for.cond.cleanup21.loopexit.unr-lcssa ]
  %s.059.epil = phi float [ %add27.epil, %for.body22.epil ], [ %s.059.unr, %for.cond.cleanup21.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body22.epil ], [ 0, %for.cond.cleanup21.loopexit.unr-lcssa ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv62.epil, metadata !35, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata float %s.059.epil, metadata !34, metadata !DIExpression()), !dbg !37
  %w26.epil = getelementptr inbounds %struct.edge, %struct.edge* %1, i64 %indvars.iv62.epil, i32 2, !dbg !79
  %6 = load float, float* %w26.epil, align 4, !dbg !79, !tbaa !75
  %add27.epil = fadd float %s.059.epil, %6, !dbg !81
  call void @llvm.dbg.value(metadata float %add27.epil, metadata !34, metadata !DIExpression()), !dbg !37
  %indvars.iv.next63.epil = add nuw nsw i64 %indvars.iv62.epil, 1, !dbg !82
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next63.epil, metadata !35, metadata !DIExpression()), !dbg !58
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !59
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !59
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup21.loopexit, label %for.body22.epil, !dbg !59, !llvm.loop !83

for.cond.cleanup21.loopexit:                      ; preds = %for.body22.epil, %for.cond.cleanup21.loopexit.unr-lcssa
  %add27.lcssa = phi float [ %add27.lcssa.ph, %for.cond.cleanup21.loopexit.unr-lcssa ], [ %add27.epil, %for.body22.epil ], !dbg !81
  %phi.cast = fpext float %add27.lcssa to double, !dbg !85
  br label %for.cond.cleanup21, !dbg !85

for.cond.cleanup21:                               ; preds = %entry, %for.cond.cleanup21.loopexit, %for.cond17.preheader
  %s.0.lcssa = phi double [ 0.000000e+00, %for.cond17.preheader ], [ %phi.cast, %for.cond.cleanup21.loopexit ], [ 0.000000e+00, %entry ]
  %call32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %s.0.lcssa), !dbg !86
  ret i32 0, !dbg !87

for.body22:                                       ; preds = %for.body22, %for.body22.lr.ph.new
  %indvars.iv62 = phi i64 [ 0, %for.body22.lr.ph.new ], [ %indvars.iv.next63.3, %for.body22 ]
  %s.059 = phi float [ 0.000000e+00, %for.body22.lr.ph.new ], [ %add27.3, %for.body22 ]
  %niter = phi i64 [ 0, %for.body22.lr.ph.new ], [ %niter.next.3, %for.body22 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv62, metadata !35, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata float %s.059, metadata !34, metadata !DIExpression()), !dbg !37
  %w26 = getelementptr inbounds %struct.edge, %struct.edge* %1, i64 %indvars.iv62, i32 2, !dbg !79
  %7 = load float, float* %w26, align 4, !dbg !79, !tbaa !75
  %add27 = fadd float %s.059, %7, !dbg !81
  call void @llvm.dbg.value(metadata float %add27, metadata !34, metadata !DIExpression()), !dbg !37
  %indvars.iv.next63 = or i64 %indvars.iv62, 1, !dbg !82
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next63, metadata !35, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next63, metadata !35, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata float %add27, metadata !34, metadata !DIExpression()), !dbg !37
  %w26.1 = getelementptr inbounds %struct.edge, %struct.edge* %1, i64 %indvars.iv.next63, i32 2, !dbg !79
  %8 = load float, float* %w26.1, align 4, !dbg !79, !tbaa !75
  %add27.1 = fadd float %add27, %8, !dbg !81
  call void @llvm.dbg.value(metadata float %add27.1, metadata !34, metadata !DIExpression()), !dbg !37
  %indvars.iv.next63.1 = or i64 %indvars.iv62, 2, !dbg !82
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next63.1, metadata !35, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next63.1, metadata !35, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata float %add27.1, metadata !34, metadata !DIExpression()), !dbg !37
  %w26.2 = getelementptr inbounds %struct.edge, %struct.edge* %1, i64 %indvars.iv.next63.1, i32 2, !dbg !79
  %9 = load float, float* %w26.2, align 4, !dbg !79, !tbaa !75
  %add27.2 = fadd float %add27.1, %9, !dbg !81
  call void @llvm.dbg.value(metadata float %add27.2, metadata !34, metadata !DIExpression()), !dbg !37
  %indvars.iv.next63.2 = or i64 %indvars.iv62, 3, !dbg !82
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next63.2, metadata !35, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next63.2, metadata !35, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata float %add27.2, metadata !34, metadata !DIExpression()), !dbg !37
  %w26.3 = getelementptr inbounds %struct.edge, %struct.edge* %1, i64 %indvars.iv.next63.2, i32 2, !dbg !79
  %10 = load float, float* %w26.3, align 4, !dbg !79, !tbaa !75
  %add27.3 = fadd float %add27.2, %10, !dbg !81
  call void @llvm.dbg.value(metadata float %add27.3, metadata !34, metadata !DIExpression()), !dbg !37
  %indvars.iv.next63.3 = add nuw nsw i64 %indvars.iv62, 4, !dbg !82
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next63.3, metadata !35, metadata !DIExpression()), !dbg !58
  %niter.next.3 = add i64 %niter, 4, !dbg !59
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter, !dbg !59
  br i1 %niter.ncmp.3, label %for.cond.cleanup21.loopexit.unr-lcssa, label %for.body22, !dbg !59, !llvm.loop !88
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc noalias i8* @xmalloc(i64 noundef %n) unnamed_addr #1 !dbg !90 {
entry:
  call void @llvm.dbg.value(metadata i64 %n, metadata !98, metadata !DIExpression()), !dbg !100
  %call = tail call noalias i8* @malloc(i64 noundef %n) #7, !dbg !101
  call void @llvm.dbg.value(metadata i8* %call, metadata !99, metadata !DIExpression()), !dbg !100
  %tobool.not = icmp eq i8* %call, null, !dbg !102
  br i1 %tobool.not, label %if.then, label %if.end, !dbg !104

if.then:                                          ; preds = %entry
  %0 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !105, !tbaa !107
  %1 = tail call i64 @fwrite(i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), i64 14, i64 1, %struct._IO_FILE* %0) #8, !dbg !108
  tail call void @exit(i32 noundef 1) #9, !dbg !109
  unreachable, !dbg !109

if.end:                                           ; preds = %entry
  ret i8* %call, !dbg !110
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(i8* nocapture noundef, i64 noundef, i64 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { cold }
attributes #9 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "wrapper.c", directory: ".", checksumkind: CSK_MD5, checksum: "818010b9b7f10200cf18e8c873828b20")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 28, type: !10, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !12, !13}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!16 = !{!17, !18, !19, !32, !34, !35}
!17 = !DILocalVariable(name: "argc", arg: 1, scope: !9, file: !1, line: 28, type: !12)
!18 = !DILocalVariable(name: "argv", arg: 2, scope: !9, file: !1, line: 28, type: !13)
!19 = !DILocalVariable(name: "g", scope: !9, file: !1, line: 30, type: !20)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "graph", file: !1, line: 11, size: 128, elements: !22)
!22 = !{!23, !24}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "nedges", scope: !21, file: !1, line: 12, baseType: !12, size: 32)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "edges", scope: !21, file: !1, line: 13, baseType: !25, size: 64, offset: 64)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "edge", file: !1, line: 6, size: 96, elements: !27)
!27 = !{!28, !29, !30}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "from", scope: !26, file: !1, line: 7, baseType: !12, size: 32)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "to", scope: !26, file: !1, line: 7, baseType: !12, size: 32, offset: 32)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !26, file: !1, line: 8, baseType: !31, size: 32, offset: 64)
!31 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!32 = !DILocalVariable(name: "i", scope: !33, file: !1, line: 33, type: !12)
!33 = distinct !DILexicalBlock(scope: !9, file: !1, line: 33, column: 2)
!34 = !DILocalVariable(name: "s", scope: !9, file: !1, line: 38, type: !31)
!35 = !DILocalVariable(name: "i", scope: !36, file: !1, line: 39, type: !12)
!36 = distinct !DILexicalBlock(scope: !9, file: !1, line: 39, column: 2)
!37 = !DILocation(line: 0, scope: !9)
!38 = !DILocation(line: 30, column: 20, scope: !9)
!39 = !DILocation(line: 31, column: 19, scope: !9)
!40 = !DILocation(line: 31, column: 5, scope: !9)
!41 = !DILocation(line: 31, column: 12, scope: !9)
!42 = !{!43, !44, i64 0}
!43 = !{!"graph", !44, i64 0, !47, i64 8}
!44 = !{!"int", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !{!"any pointer", !45, i64 0}
!48 = !DILocation(line: 32, column: 21, scope: !9)
!49 = !DILocation(line: 32, column: 31, scope: !9)
!50 = !DILocation(line: 32, column: 13, scope: !9)
!51 = !DILocation(line: 32, column: 5, scope: !9)
!52 = !DILocation(line: 32, column: 11, scope: !9)
!53 = !{!43, !47, i64 8}
!54 = !DILocation(line: 0, scope: !33)
!55 = !DILocation(line: 33, column: 20, scope: !56)
!56 = distinct !DILexicalBlock(scope: !33, file: !1, line: 33, column: 2)
!57 = !DILocation(line: 33, column: 2, scope: !33)
!58 = !DILocation(line: 0, scope: !36)
!59 = !DILocation(line: 39, column: 2, scope: !36)
!60 = !DILocation(line: 34, column: 15, scope: !61)
!61 = distinct !DILexicalBlock(scope: !56, file: !1, line: 33, column: 38)
!62 = !DILocation(line: 34, column: 20, scope: !61)
!63 = !{!64, !44, i64 0}
!64 = !{!"edge", !44, i64 0, !44, i64 4, !65, i64 8}
!65 = !{!"float", !45, i64 0}
!66 = !DILocation(line: 35, column: 23, scope: !61)
!67 = !DILocation(line: 35, column: 28, scope: !61)
!68 = !DILocation(line: 35, column: 15, scope: !61)
!69 = !DILocation(line: 35, column: 18, scope: !61)
!70 = !{!64, !44, i64 4}
!71 = !DILocation(line: 36, column: 26, scope: !61)
!72 = !DILocation(line: 36, column: 24, scope: !61)
!73 = !DILocation(line: 36, column: 15, scope: !61)
!74 = !DILocation(line: 36, column: 17, scope: !61)
!75 = !{!64, !65, i64 8}
!76 = distinct !{!76, !57, !77, !78}
!77 = !DILocation(line: 37, column: 2, scope: !33)
!78 = !{!"llvm.loop.mustprogress"}
!79 = !DILocation(line: 40, column: 20, scope: !80)
!80 = distinct !DILexicalBlock(scope: !36, file: !1, line: 39, column: 2)
!81 = !DILocation(line: 40, column: 5, scope: !80)
!82 = !DILocation(line: 39, column: 34, scope: !80)
!83 = distinct !{!83, !84}
!84 = !{!"llvm.loop.unroll.disable"}
!85 = !DILocation(line: 41, column: 17, scope: !9)
!86 = !DILocation(line: 41, column: 2, scope: !9)
!87 = !DILocation(line: 42, column: 2, scope: !9)
!88 = distinct !{!88, !59, !89, !78}
!89 = !DILocation(line: 40, column: 20, scope: !36)
!90 = distinct !DISubprogram(name: "xmalloc", scope: !1, file: !1, line: 18, type: !91, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !97)
!91 = !DISubroutineType(types: !92)
!92 = !{!93, !94}
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !95, line: 46, baseType: !96)
!95 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!96 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!97 = !{!98, !99}
!98 = !DILocalVariable(name: "n", arg: 1, scope: !90, file: !1, line: 18, type: !94)
!99 = !DILocalVariable(name: "p", scope: !90, file: !1, line: 20, type: !93)
!100 = !DILocation(line: 0, scope: !90)
!101 = !DILocation(line: 20, column: 12, scope: !90)
!102 = !DILocation(line: 21, column: 7, scope: !103)
!103 = distinct !DILexicalBlock(scope: !90, file: !1, line: 21, column: 6)
!104 = !DILocation(line: 21, column: 6, scope: !90)
!105 = !DILocation(line: 22, column: 11, scope: !106)
!106 = distinct !DILexicalBlock(scope: !103, file: !1, line: 21, column: 10)
!107 = !{!47, !47, i64 0}
!108 = !DILocation(line: 22, column: 3, scope: !106)
!109 = !DILocation(line: 23, column: 3, scope: !106)
!110 = !DILocation(line: 25, column: 2, scope: !90)
