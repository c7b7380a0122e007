; ModuleID = 'tbaa_partial.c'
source_filename = "tbaa_partial.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.buf = type { i32, i32, [64 x i8] }

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #0 !dbg !11 {
entry:
  %b = alloca %struct.buf*, align 8
  call void @llvm.dbg.value(metadata i32 %argc, metadata !19, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i8** %argv, metadata !20, metadata !DIExpression()), !dbg !36
  %0 = bitcast %struct.buf** %b to i8*, !dbg !37
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %0) #7, !dbg !37
  call void @llvm.dbg.value(metadata %struct.buf* null, metadata !21, metadata !DIExpression()), !dbg !36
  store %struct.buf* null, %struct.buf** %b, align 8, !dbg !38, !tbaa !39
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !43
  %cmp16 = icmp sgt i32 %argc, 0, !dbg !44
  br i1 %cmp16, label %for.body.preheader, label %cond.end, !dbg !45

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %argc to i64, !dbg !44
  br label %for.body, !dbg !45

for.cond.cleanup:                                 ; preds = %for.cond.cleanup2
  %.pre = load %struct.buf*, %struct.buf** %b, align 8, !dbg !46, !tbaa !39
  call void @llvm.dbg.value(metadata %struct.buf* %.pre, metadata !21, metadata !DIExpression()), !dbg !36
  %tobool6.not = icmp eq %struct.buf* %.pre, null, !dbg !46
  br i1 %tobool6.not, label %cond.end, label %cond.true, !dbg !46

for.body:                                         ; preds = %for.body.preheader, %for.cond.cleanup2
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.cond.cleanup2 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !31, metadata !DIExpression()), !dbg !43
  %arrayidx = getelementptr inbounds i8*, i8** %argv, i64 %indvars.iv, !dbg !47
  %1 = load i8*, i8** %arrayidx, align 8, !dbg !47, !tbaa !39
  call void @llvm.dbg.value(metadata i8* %1, metadata !33, metadata !DIExpression()), !dbg !48
  %2 = load i8, i8* %1, align 1, !dbg !49, !tbaa !51
  %tobool.not14 = icmp eq i8 %2, 0, !dbg !52
  br i1 %tobool.not14, label %for.cond.cleanup2, label %for.body3, !dbg !52

for.cond.cleanup2:                                ; preds = %for.body3, %for.body
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !53
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !31, metadata !DIExpression()), !dbg !43
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !44
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !45, !llvm.loop !54

for.body3:                                        ; preds = %for.body, %for.body3
  %3 = phi i8 [ %4, %for.body3 ], [ %2, %for.body ]
  %p.015 = phi i8* [ %incdec.ptr, %for.body3 ], [ %1, %for.body ]
  call void @llvm.dbg.value(metadata i8* %p.015, metadata !33, metadata !DIExpression()), !dbg !48
  %conv = sext i8 %3 to i32, !dbg !57
  call void @llvm.dbg.value(metadata %struct.buf** %b, metadata !21, metadata !DIExpression(DW_OP_deref)), !dbg !36
  call fastcc void @put(%struct.buf** noundef nonnull %b, i32 noundef %conv), !dbg !58
  %incdec.ptr = getelementptr inbounds i8, i8* %p.015, i64 1, !dbg !59
  call void @llvm.dbg.value(metadata i8* %incdec.ptr, metadata !33, metadata !DIExpression()), !dbg !48
  %4 = load i8, i8* %incdec.ptr, align 1, !dbg !49, !tbaa !51
  %tobool.not = icmp eq i8 %4, 0, !dbg !52
  br i1 %tobool.not, label %for.cond.cleanup2, label %for.body3, !dbg !52, !llvm.loop !60

cond.true:                                        ; preds = %for.cond.cleanup
  %n = getelementptr inbounds %struct.buf, %struct.buf* %.pre, i64 0, i32 0, !dbg !62
  %5 = load i32, i32* %n, align 4, !dbg !62, !tbaa !63
  br label %cond.end, !dbg !46

cond.end:                                         ; preds = %entry, %for.cond.cleanup, %cond.true
  %cond = phi i32 [ %5, %cond.true ], [ 0, %for.cond.cleanup ], [ 0, %entry ], !dbg !46
  %call = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %cond), !dbg !66
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %0) #7, !dbg !67
  ret i32 0, !dbg !67
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @put(%struct.buf** nocapture noundef %bp, i32 noundef %c) unnamed_addr #2 !dbg !68 {
entry:
  call void @llvm.dbg.value(metadata %struct.buf** %bp, metadata !73, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 %c, metadata !74, metadata !DIExpression()), !dbg !76
  %0 = load %struct.buf*, %struct.buf** %bp, align 8, !dbg !77, !tbaa !39
  call void @llvm.dbg.value(metadata %struct.buf* %0, metadata !75, metadata !DIExpression()), !dbg !76
  %tobool.not = icmp eq %struct.buf* %0, null, !dbg !78
  br i1 %tobool.not, label %if.then, label %if.else, !dbg !80

if.then:                                          ; preds = %entry
  %call = tail call fastcc i8* @xrealloc(i8* noundef null, i32 noundef 72), !dbg !81
  call void @llvm.dbg.value(metadata i8* %call, metadata !75, metadata !DIExpression()), !dbg !76
  %n = bitcast i8* %call to i32*, !dbg !83
  store i32 0, i32* %n, align 4, !dbg !84, !tbaa !63
  %m = getelementptr inbounds i8, i8* %call, i64 4, !dbg !85
  %1 = bitcast i8* %m to i32*, !dbg !85
  store i32 64, i32* %1, align 4, !dbg !86, !tbaa !87
  br label %if.end7.sink.split, !dbg !88

if.else:                                          ; preds = %entry
  %n1 = getelementptr inbounds %struct.buf, %struct.buf* %0, i64 0, i32 0, !dbg !89
  %2 = load i32, i32* %n1, align 4, !dbg !89, !tbaa !63
  %m2 = getelementptr inbounds %struct.buf, %struct.buf* %0, i64 0, i32 1, !dbg !91
  %3 = load i32, i32* %m2, align 4, !dbg !91, !tbaa !87
  %cmp = icmp eq i32 %2, %3, !dbg !92
  br i1 %cmp, label %if.then3, label %if.end7, !dbg !93

if.then3:                                         ; preds = %if.else
  %4 = bitcast %struct.buf* %0 to i8*, !dbg !94
  %mul = shl nsw i32 %2, 1, !dbg !96
  store i32 %mul, i32* %m2, align 4, !dbg !96, !tbaa !87
  %add = add i32 %mul, 8, !dbg !97
  %call6 = tail call fastcc i8* @xrealloc(i8* noundef nonnull %4, i32 noundef %add), !dbg !98
  call void @llvm.dbg.value(metadata i8* %call6, metadata !75, metadata !DIExpression()), !dbg !76
  br label %if.end7.sink.split, !dbg !99

if.end7.sink.split:                               ; preds = %if.then, %if.then3
  %call6.sink = phi i8* [ %call6, %if.then3 ], [ %call, %if.then ]
  %b.0.ph = bitcast i8* %call6.sink to %struct.buf*, !dbg !100
  %5 = bitcast %struct.buf** %bp to i8**, !dbg !100
  store i8* %call6.sink, i8** %5, align 8, !dbg !100, !tbaa !39
  br label %if.end7, !dbg !101

if.end7:                                          ; preds = %if.end7.sink.split, %if.else
  %b.0 = phi %struct.buf* [ %0, %if.else ], [ %b.0.ph, %if.end7.sink.split ], !dbg !76
  call void @llvm.dbg.value(metadata %struct.buf* %b.0, metadata !75, metadata !DIExpression()), !dbg !76
  %conv8 = trunc i32 %c to i8, !dbg !101
  %n9 = getelementptr inbounds %struct.buf, %struct.buf* %b.0, i64 0, i32 0, !dbg !102
  %6 = load i32, i32* %n9, align 4, !dbg !103, !tbaa !63
  %inc = add nsw i32 %6, 1, !dbg !103
  store i32 %inc, i32* %n9, align 4, !dbg !103, !tbaa !63
  %idxprom = sext i32 %6 to i64, !dbg !104
  %arrayidx = getelementptr inbounds %struct.buf, %struct.buf* %b.0, i64 0, i32 2, i64 %idxprom, !dbg !104
  store i8 %conv8, i8* %arrayidx, align 1, !dbg !105, !tbaa !51
  ret void, !dbg !106
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: noinline nounwind uwtable
define internal fastcc noalias i8* @xrealloc(i8* nocapture noundef %p, i32 noundef %n) unnamed_addr #2 !dbg !107 {
entry:
  call void @llvm.dbg.value(metadata i8* %p, metadata !111, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 %n, metadata !112, metadata !DIExpression()), !dbg !114
  %conv = sext i32 %n to i64, !dbg !115
  %call = tail call i8* @realloc(i8* noundef %p, i64 noundef %conv) #7, !dbg !116
  call void @llvm.dbg.value(metadata i8* %call, metadata !113, metadata !DIExpression()), !dbg !114
  %tobool.not = icmp eq i8* %call, null, !dbg !117
  br i1 %tobool.not, label %if.then, label %if.end, !dbg !119

if.then:                                          ; preds = %entry
  tail call void @exit(i32 noundef 1) #8, !dbg !120
  unreachable, !dbg !120

if.end:                                           ; preds = %entry
  ret i8* %call, !dbg !121
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare noalias noundef i8* @realloc(i8* nocapture noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tbaa_partial.c", directory: ".", checksumkind: CSK_MD5, checksum: "6bf45004ff1f421f71389759d9fbbfdf")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 40, type: !12, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!12 = !DISubroutineType(types: !13)
!13 = !{!14, !14, !15}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!18 = !{!19, !20, !21, !31, !33}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !11, file: !1, line: 40, type: !14)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !11, file: !1, line: 40, type: !15)
!21 = !DILocalVariable(name: "b", scope: !11, file: !1, line: 42, type: !22)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "buf", file: !1, line: 12, size: 576, elements: !24)
!24 = !{!25, !26, !27}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !23, file: !1, line: 13, baseType: !14, size: 32)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !23, file: !1, line: 13, baseType: !14, size: 32, offset: 32)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !23, file: !1, line: 14, baseType: !28, size: 512, offset: 64)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 512, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 64)
!31 = !DILocalVariable(name: "i", scope: !32, file: !1, line: 43, type: !14)
!32 = distinct !DILexicalBlock(scope: !11, file: !1, line: 43, column: 2)
!33 = !DILocalVariable(name: "p", scope: !34, file: !1, line: 44, type: !16)
!34 = distinct !DILexicalBlock(scope: !35, file: !1, line: 44, column: 3)
!35 = distinct !DILexicalBlock(scope: !32, file: !1, line: 43, column: 2)
!36 = !DILocation(line: 0, scope: !11)
!37 = !DILocation(line: 42, column: 2, scope: !11)
!38 = !DILocation(line: 42, column: 14, scope: !11)
!39 = !{!40, !40, i64 0}
!40 = !{!"any pointer", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C/C++ TBAA"}
!43 = !DILocation(line: 0, scope: !32)
!44 = !DILocation(line: 43, column: 20, scope: !35)
!45 = !DILocation(line: 43, column: 2, scope: !32)
!46 = !DILocation(line: 46, column: 17, scope: !11)
!47 = !DILocation(line: 44, column: 18, scope: !34)
!48 = !DILocation(line: 0, scope: !34)
!49 = !DILocation(line: 44, column: 27, scope: !50)
!50 = distinct !DILexicalBlock(scope: !34, file: !1, line: 44, column: 3)
!51 = !{!41, !41, i64 0}
!52 = !DILocation(line: 44, column: 3, scope: !34)
!53 = !DILocation(line: 43, column: 29, scope: !35)
!54 = distinct !{!54, !45, !55, !56}
!55 = !DILocation(line: 45, column: 14, scope: !32)
!56 = !{!"llvm.loop.mustprogress"}
!57 = !DILocation(line: 45, column: 12, scope: !50)
!58 = !DILocation(line: 45, column: 4, scope: !50)
!59 = !DILocation(line: 44, column: 32, scope: !50)
!60 = distinct !{!60, !52, !61, !56}
!61 = !DILocation(line: 45, column: 14, scope: !34)
!62 = !DILocation(line: 46, column: 24, scope: !11)
!63 = !{!64, !65, i64 0}
!64 = !{!"buf", !65, i64 0, !65, i64 4, !41, i64 8}
!65 = !{!"int", !41, i64 0}
!66 = !DILocation(line: 46, column: 2, scope: !11)
!67 = !DILocation(line: 48, column: 1, scope: !11)
!68 = distinct !DISubprogram(name: "put", scope: !1, file: !1, line: 25, type: !69, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !72)
!69 = !DISubroutineType(types: !70)
!70 = !{null, !71, !14}
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!72 = !{!73, !74, !75}
!73 = !DILocalVariable(name: "bp", arg: 1, scope: !68, file: !1, line: 25, type: !71)
!74 = !DILocalVariable(name: "c", arg: 2, scope: !68, file: !1, line: 25, type: !14)
!75 = !DILocalVariable(name: "b", scope: !68, file: !1, line: 27, type: !22)
!76 = !DILocation(line: 0, scope: !68)
!77 = !DILocation(line: 27, column: 18, scope: !68)
!78 = !DILocation(line: 28, column: 7, scope: !79)
!79 = distinct !DILexicalBlock(scope: !68, file: !1, line: 28, column: 6)
!80 = !DILocation(line: 28, column: 6, scope: !68)
!81 = !DILocation(line: 29, column: 7, scope: !82)
!82 = distinct !DILexicalBlock(scope: !79, file: !1, line: 28, column: 10)
!83 = !DILocation(line: 30, column: 6, scope: !82)
!84 = !DILocation(line: 30, column: 8, scope: !82)
!85 = !DILocation(line: 31, column: 6, scope: !82)
!86 = !DILocation(line: 31, column: 8, scope: !82)
!87 = !{!64, !65, i64 4}
!88 = !DILocation(line: 33, column: 2, scope: !82)
!89 = !DILocation(line: 33, column: 16, scope: !90)
!90 = distinct !DILexicalBlock(scope: !79, file: !1, line: 33, column: 13)
!91 = !DILocation(line: 33, column: 24, scope: !90)
!92 = !DILocation(line: 33, column: 18, scope: !90)
!93 = !DILocation(line: 33, column: 13, scope: !79)
!94 = !DILocation(line: 34, column: 16, scope: !95)
!95 = distinct !DILexicalBlock(scope: !90, file: !1, line: 33, column: 27)
!96 = !DILocation(line: 34, column: 25, scope: !95)
!97 = !DILocation(line: 34, column: 31, scope: !95)
!98 = !DILocation(line: 34, column: 7, scope: !95)
!99 = !DILocation(line: 36, column: 2, scope: !95)
!100 = !DILocation(line: 0, scope: !79)
!101 = !DILocation(line: 37, column: 17, scope: !68)
!102 = !DILocation(line: 37, column: 10, scope: !68)
!103 = !DILocation(line: 37, column: 11, scope: !68)
!104 = !DILocation(line: 37, column: 2, scope: !68)
!105 = !DILocation(line: 37, column: 15, scope: !68)
!106 = !DILocation(line: 38, column: 1, scope: !68)
!107 = distinct !DISubprogram(name: "xrealloc", scope: !1, file: !1, line: 17, type: !108, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !110)
!108 = !DISubroutineType(types: !109)
!109 = !{!3, !3, !14}
!110 = !{!111, !112, !113}
!111 = !DILocalVariable(name: "p", arg: 1, scope: !107, file: !1, line: 17, type: !3)
!112 = !DILocalVariable(name: "n", arg: 2, scope: !107, file: !1, line: 17, type: !14)
!113 = !DILocalVariable(name: "q", scope: !107, file: !1, line: 19, type: !3)
!114 = !DILocation(line: 0, scope: !107)
!115 = !DILocation(line: 19, column: 23, scope: !107)
!116 = !DILocation(line: 19, column: 12, scope: !107)
!117 = !DILocation(line: 20, column: 7, scope: !118)
!118 = distinct !DILexicalBlock(scope: !107, file: !1, line: 20, column: 6)
!119 = !DILocation(line: 20, column: 6, scope: !107)
!120 = !DILocation(line: 21, column: 3, scope: !118)
!121 = !DILocation(line: 22, column: 2, scope: !107)
