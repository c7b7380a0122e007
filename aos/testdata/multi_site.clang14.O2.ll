; ModuleID = 'multi_site.c'
source_filename = "multi_site.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.big = type { i64, i64, i64 }
%struct.small = type { i32 }

@.str = private unnamed_addr constant [8 x i8] c"%d %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !9 {
entry:
  call void @llvm.dbg.value(metadata i32 %argc, metadata !17, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i8** %argv, metadata !18, metadata !DIExpression()), !dbg !39
  %call = tail call noalias dereferenceable_or_null(40) i8* @malloc(i64 noundef 40) #6, !dbg !40
  call void @llvm.dbg.value(metadata i8* %call, metadata !19, metadata !DIExpression()), !dbg !39
  %call1 = tail call noalias dereferenceable_or_null(80) i8* @malloc(i64 noundef 80) #6, !dbg !41
  call void @llvm.dbg.value(metadata i8* %call1, metadata !24, metadata !DIExpression()), !dbg !39
  %add = add i32 %argc, 1, !dbg !42
  call void @llvm.dbg.value(metadata i32 %add, metadata !25, metadata !DIExpression()), !dbg !39
  %conv = sext i32 %add to i64, !dbg !43
  %mul = mul nsw i64 %conv, 24, !dbg !44
  %call2 = tail call noalias i8* @malloc(i64 noundef %mul) #6, !dbg !45
  %0 = bitcast i8* %call2 to %struct.big*, !dbg !45
  call void @llvm.dbg.value(metadata %struct.big* %0, metadata !26, metadata !DIExpression()), !dbg !39
  %tobool = icmp ne i8* %call, null, !dbg !46
  %tobool3 = icmp ne i8* %call1, null
  %or.cond = and i1 %tobool, %tobool3, !dbg !48
  %tobool5 = icmp ne i8* %call2, null
  %or.cond31 = and i1 %or.cond, %tobool5, !dbg !48
  br i1 %or.cond31, label %if.end, label %cleanup, !dbg !48

if.end:                                           ; preds = %entry
  call void @llvm.dbg.value(metadata i8* %call1, metadata !24, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i8* %call, metadata !19, metadata !DIExpression()), !dbg !39
  %cmp = icmp sgt i32 %argc, 2, !dbg !49
  %cond.v = select i1 %cmp, i8* %call, i8* %call1, !dbg !50
  %cond = bitcast i8* %cond.v to %struct.small*, !dbg !50
  call void @llvm.dbg.value(metadata %struct.small* %cond, metadata !34, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 0, metadata !35, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 1, metadata !35, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 1, metadata !35, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 2, metadata !35, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 2, metadata !35, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 3, metadata !35, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 3, metadata !35, metadata !DIExpression()), !dbg !51
  %1 = bitcast i8* %cond.v to <4 x i32>*, !dbg !52
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, <4 x i32>* %1, align 4, !dbg !52, !tbaa !54
  call void @llvm.dbg.value(metadata i64 4, metadata !35, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 4, metadata !35, metadata !DIExpression()), !dbg !51
  %a.4 = getelementptr inbounds i8, i8* %cond.v, i64 16, !dbg !59
  call void @llvm.dbg.value(metadata i64 5, metadata !35, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 5, metadata !35, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 6, metadata !35, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 6, metadata !35, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 7, metadata !35, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 7, metadata !35, metadata !DIExpression()), !dbg !51
  %2 = bitcast i8* %a.4 to <4 x i32>*, !dbg !52
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, <4 x i32>* %2, align 4, !dbg !52, !tbaa !54
  call void @llvm.dbg.value(metadata i64 8, metadata !35, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 8, metadata !35, metadata !DIExpression()), !dbg !51
  %a.8 = getelementptr inbounds i8, i8* %cond.v, i64 32, !dbg !59
  %3 = bitcast i8* %a.8 to i32*, !dbg !59
  store i32 8, i32* %3, align 4, !dbg !52, !tbaa !54
  call void @llvm.dbg.value(metadata i64 9, metadata !35, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 9, metadata !35, metadata !DIExpression()), !dbg !51
  %a.9 = getelementptr inbounds i8, i8* %cond.v, i64 36, !dbg !59
  %4 = bitcast i8* %a.9 to i32*, !dbg !59
  store i32 9, i32* %4, align 4, !dbg !52, !tbaa !54
  call void @llvm.dbg.value(metadata i64 10, metadata !35, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !60
  %cmp11.not60 = icmp sgt i32 %argc, -1, !dbg !61
  call void @llvm.assume(i1 %cmp11.not60), !dbg !63
  %wide.trip.count = zext i32 %add to i64, !dbg !61
  %5 = add nsw i64 %wide.trip.count, -1, !dbg !63
  %xtraiter = and i64 %wide.trip.count, 3, !dbg !63
  %6 = icmp ult i64 %5, 3, !dbg !63
  br i1 %6, label %for.cond.cleanup13.loopexit.unr-lcssa, label %if.end.new, !dbg !63

if.end.new:                                       ; preds = %if.end
  %unroll_iter = and i64 %wide.trip.count, 4294967292, !dbg !63
  br label %for.body14, !dbg !63

for.cond.cleanup13.loopexit.unr-lcssa:            ; preds = %for.body14, %if.end
  %indvars.iv.unr = phi i64 [ 0, %if.end ], [ %indvars.iv.next.3, %for.body14 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !63
  br i1 %lcmp.mod.not, label %for.cond.cleanup13.loopexit, label %for.body14.epil, !dbg !63

for.body14.epil:                                  ; preds = %for.cond.cleanup13.loopexit.unr-lcssa, %for.body14.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body14.epil ], [ %indvars.iv.unr, %for.cond.cleanup13.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body14.epil ], [ 0, %for.cond.cleanup13.loopexit.unr-lcssa ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv.epil, metadata !37, metadata !DIExpression()), !dbg !60
  %c.epil = getelementptr inbounds %struct.big, %struct.big* %0, i64 %indvars.iv.epil, i32 2, !dbg !64
  store i64 %indvars.iv.epil, i64* %c.epil, align 8, !dbg !65, !tbaa !66
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1, !dbg !69
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.epil, metadata !37, metadata !DIExpression()), !dbg !60
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !63
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !63
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup13.loopexit, label %for.body14.epil, !dbg !63, !llvm.loop !70

for.cond.cleanup13.loopexit:                      ; preds = %for.body14.epil, %for.cond.cleanup13.loopexit.unr-lcssa
  %idxprom24.phi.trans.insert = zext i32 %argc to i64
  %c26.phi.trans.insert = getelementptr inbounds %struct.big, %struct.big* %0, i64 %idxprom24.phi.trans.insert, i32 2
  %.pre = load i64, i64* %c26.phi.trans.insert, align 8, !dbg !72, !tbaa !66
  %rem = urem i32 %argc, 10, !dbg !73
  %idxprom21 = zext i32 %rem to i64, !dbg !74
  %a23 = getelementptr inbounds %struct.small, %struct.small* %cond, i64 %idxprom21, i32 0, !dbg !75
  %7 = load i32, i32* %a23, align 4, !dbg !75, !tbaa !54
  %call27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i32 noundef %7, i64 noundef %.pre), !dbg !76
  tail call void @free(i8* noundef %call) #6, !dbg !77
  tail call void @free(i8* noundef %call1) #6, !dbg !78
  tail call void @free(i8* noundef nonnull %call2) #6, !dbg !79
  br label %cleanup

for.body14:                                       ; preds = %for.body14, %if.end.new
  %indvars.iv = phi i64 [ 0, %if.end.new ], [ %indvars.iv.next.3, %for.body14 ]
  %niter = phi i64 [ 0, %if.end.new ], [ %niter.next.3, %for.body14 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !37, metadata !DIExpression()), !dbg !60
  %c = getelementptr inbounds %struct.big, %struct.big* %0, i64 %indvars.iv, i32 2, !dbg !64
  store i64 %indvars.iv, i64* %c, align 8, !dbg !65, !tbaa !66
  %indvars.iv.next = or i64 %indvars.iv, 1, !dbg !69
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !37, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !37, metadata !DIExpression()), !dbg !60
  %c.1 = getelementptr inbounds %struct.big, %struct.big* %0, i64 %indvars.iv.next, i32 2, !dbg !64
  store i64 %indvars.iv.next, i64* %c.1, align 8, !dbg !65, !tbaa !66
  %indvars.iv.next.1 = or i64 %indvars.iv, 2, !dbg !69
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !37, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !37, metadata !DIExpression()), !dbg !60
  %c.2 = getelementptr inbounds %struct.big, %struct.big* %0, i64 %indvars.iv.next.1, i32 2, !dbg !64
  store i64 %indvars.iv.next.1, i64* %c.2, align 8, !dbg !65, !tbaa !66
  %indvars.iv.next.2 = or i64 %indvars.iv, 3, !dbg !69
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.2, metadata !37, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.2, metadata !37, metadata !DIExpression()), !dbg !60
  %c.3 = getelementptr inbounds %struct.big, %struct.big* %0, i64 %indvars.iv.next.2, i32 2, !dbg !64
  store i64 %indvars.iv.next.2, i64* %c.3, align 8, !dbg !65, !tbaa !66
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4, !dbg !69
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.3, metadata !37, metadata !DIExpression()), !dbg !60
  %niter.next.3 = add i64 %niter, 4, !dbg !63
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter, !dbg !63
  br i1 %niter.ncmp.3, label %for.cond.cleanup13.loopexit.unr-lcssa, label %for.body14, !dbg !63, !llvm.loop !80

cleanup:                                          ; preds = %entry, %for.cond.cleanup13.loopexit
  %retval.0 = phi i32 [ 0, %for.cond.cleanup13.loopexit ], [ 1, %entry ], !dbg !39
  ret i32 %retval.0, !dbg !83
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "multi_site.c", directory: ".", checksumkind: CSK_MD5, checksum: "52f6d2613d13afacb95cd700037178e6")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 19, type: !10, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !12, !13}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!16 = !{!17, !18, !19, !24, !25, !26, !34, !35, !37}
!17 = !DILocalVariable(name: "argc", arg: 1, scope: !9, file: !1, line: 19, type: !12)
!18 = !DILocalVariable(name: "argv", arg: 2, scope: !9, file: !1, line: 19, type: !13)
!19 = !DILocalVariable(name: "s1", scope: !9, file: !1, line: 21, type: !20)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "small", file: !1, line: 7, size: 32, elements: !22)
!22 = !{!23}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !21, file: !1, line: 8, baseType: !12, size: 32)
!24 = !DILocalVariable(name: "s2", scope: !9, file: !1, line: 22, type: !20)
!25 = !DILocalVariable(name: "n", scope: !9, file: !1, line: 23, type: !12)
!26 = !DILocalVariable(name: "b", scope: !9, file: !1, line: 24, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "big", file: !1, line: 11, size: 192, elements: !29)
!29 = !{!30, !32, !33}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !28, file: !1, line: 12, baseType: !31, size: 64)
!31 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !28, file: !1, line: 12, baseType: !31, size: 64, offset: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !28, file: !1, line: 12, baseType: !31, size: 64, offset: 128)
!34 = !DILocalVariable(name: "s", scope: !9, file: !1, line: 27, type: !20)
!35 = !DILocalVariable(name: "i", scope: !36, file: !1, line: 28, type: !12)
!36 = distinct !DILexicalBlock(scope: !9, file: !1, line: 28, column: 2)
!37 = !DILocalVariable(name: "i", scope: !38, file: !1, line: 30, type: !12)
!38 = distinct !DILexicalBlock(scope: !9, file: !1, line: 30, column: 2)
!39 = !DILocation(line: 0, scope: !9)
!40 = !DILocation(line: 21, column: 21, scope: !9)
!41 = !DILocation(line: 22, column: 21, scope: !9)
!42 = !DILocation(line: 23, column: 15, scope: !9)
!43 = !DILocation(line: 24, column: 25, scope: !9)
!44 = !DILocation(line: 24, column: 27, scope: !9)
!45 = !DILocation(line: 24, column: 18, scope: !9)
!46 = !DILocation(line: 25, column: 7, scope: !47)
!47 = distinct !DILexicalBlock(scope: !9, file: !1, line: 25, column: 6)
!48 = !DILocation(line: 25, column: 10, scope: !47)
!49 = !DILocation(line: 27, column: 25, scope: !9)
!50 = !DILocation(line: 27, column: 20, scope: !9)
!51 = !DILocation(line: 0, scope: !36)
!52 = !DILocation(line: 29, column: 10, scope: !53)
!53 = distinct !DILexicalBlock(scope: !36, file: !1, line: 28, column: 2)
!54 = !{!55, !56, i64 0}
!55 = !{!"small", !56, i64 0}
!56 = !{!"int", !57, i64 0}
!57 = !{!"omnipotent char", !58, i64 0}
!58 = !{!"Simple C/C++ TBAA"}
!59 = !DILocation(line: 29, column: 8, scope: !53)
!60 = !DILocation(line: 0, scope: !38)
!61 = !DILocation(line: 30, column: 20, scope: !62)
!62 = distinct !DILexicalBlock(scope: !38, file: !1, line: 30, column: 2)
!63 = !DILocation(line: 30, column: 2, scope: !38)
!64 = !DILocation(line: 31, column: 8, scope: !62)
!65 = !DILocation(line: 31, column: 10, scope: !62)
!66 = !{!67, !68, i64 16}
!67 = !{!"big", !68, i64 0, !68, i64 8, !68, i64 16}
!68 = !{!"long", !57, i64 0}
!69 = !DILocation(line: 30, column: 26, scope: !62)
!70 = distinct !{!70, !71}
!71 = !{!"llvm.loop.unroll.disable"}
!72 = !DILocation(line: 32, column: 46, scope: !9)
!73 = !DILocation(line: 32, column: 28, scope: !9)
!74 = !DILocation(line: 32, column: 21, scope: !9)
!75 = !DILocation(line: 32, column: 34, scope: !9)
!76 = !DILocation(line: 32, column: 2, scope: !9)
!77 = !DILocation(line: 33, column: 2, scope: !9)
!78 = !DILocation(line: 34, column: 2, scope: !9)
!79 = !DILocation(line: 35, column: 2, scope: !9)
!80 = distinct !{!80, !63, !81, !82}
!81 = !DILocation(line: 31, column: 12, scope: !38)
!82 = !{!"llvm.loop.mustprogress"}
!83 = !DILocation(line: 37, column: 1, scope: !9)
