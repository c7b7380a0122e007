; ModuleID = 'heap_const.c'
source_filename = "heap_const.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.sample = type { [3 x float], i32 }

@.str = private unnamed_addr constant [10 x i8] c"%d %d %f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !11 {
entry:
  call void @llvm.dbg.value(metadata i32 %argc, metadata !19, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i8** %argv, metadata !20, metadata !DIExpression()), !dbg !36
  %call = tail call noalias dereferenceable_or_null(1024) i8* @malloc(i64 noundef 1024) #5, !dbg !37
  %0 = bitcast i8* %call to %struct.sample*, !dbg !37
  call void @llvm.dbg.value(metadata %struct.sample* %0, metadata !21, metadata !DIExpression()), !dbg !36
  %call1 = tail call noalias dereferenceable_or_null(512) i8* @calloc(i64 noundef 32, i64 noundef 16) #5, !dbg !38
  %1 = bitcast i8* %call1 to %struct.sample*, !dbg !38
  call void @llvm.dbg.value(metadata %struct.sample* %1, metadata !30, metadata !DIExpression()), !dbg !36
  %add = add nsw i32 %argc, 5, !dbg !39
  call void @llvm.dbg.value(metadata i32 %add, metadata !31, metadata !DIExpression()), !dbg !36
  %conv = sext i32 %add to i64, !dbg !40
  %call2 = tail call noalias i8* @calloc(i64 noundef %conv, i64 noundef 16) #5, !dbg !41
  %2 = bitcast i8* %call2 to %struct.sample*, !dbg !41
  call void @llvm.dbg.value(metadata %struct.sample* %2, metadata !32, metadata !DIExpression()), !dbg !36
  %tobool = icmp ne i8* %call, null, !dbg !42
  %tobool3 = icmp ne i8* %call1, null
  %or.cond = and i1 %tobool, %tobool3, !dbg !44
  %tobool5 = icmp ne i8* %call2, null
  %or.cond36 = and i1 %or.cond, %tobool5, !dbg !44
  br i1 %or.cond36, label %if.end, label %cleanup, !dbg !44

if.end:                                           ; preds = %entry
  %rem = srem i32 %argc, 32, !dbg !45
  call void @llvm.dbg.value(metadata i32 %rem, metadata !33, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !46
  %cmp68 = icmp sgt i32 %rem, 0, !dbg !47
  br i1 %cmp68, label %for.body.preheader, label %for.cond.cleanup, !dbg !49

for.body.preheader:                               ; preds = %if.end
  %wide.trip.count = zext i32 %rem to i64, !dbg !47
  br label %for.body, !dbg !49

for.cond.cleanup:                                 ; preds = %for.body, %if.end
  %div = sdiv i32 %rem, 2, !dbg !50
  %idxprom19 = sext i32 %div to i64, !dbg !51
  %id21 = getelementptr inbounds %struct.sample, %struct.sample* %0, i64 %idxprom19, i32 1, !dbg !52
  %3 = load i32, i32* %id21, align 4, !dbg !52, !tbaa !53
  %div22 = sdiv i32 %rem, 3, !dbg !58
  %idxprom23 = sext i32 %div22 to i64, !dbg !59
  %id25 = getelementptr inbounds %struct.sample, %struct.sample* %1, i64 %idxprom23, i32 1, !dbg !60
  %4 = load i32, i32* %id25, align 4, !dbg !60, !tbaa !53
  %div26 = sdiv i32 %rem, 4, !dbg !61
  %idxprom27 = sext i32 %div26 to i64, !dbg !62
  %arrayidx30 = getelementptr inbounds %struct.sample, %struct.sample* %2, i64 %idxprom27, i32 0, i64 2, !dbg !62
  %5 = load float, float* %arrayidx30, align 4, !dbg !62, !tbaa !63
  %conv31 = fpext float %5 to double, !dbg !62
  %call32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %3, i32 noundef %4, double noundef %conv31), !dbg !65
  tail call void @free(i8* noundef nonnull %call) #5, !dbg !66
  tail call void @free(i8* noundef nonnull %call1) #5, !dbg !67
  tail call void @free(i8* noundef nonnull %call2) #5, !dbg !68
  br label %cleanup

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !34, metadata !DIExpression()), !dbg !46
  %id = getelementptr inbounds %struct.sample, %struct.sample* %0, i64 %indvars.iv, i32 1, !dbg !69
  %6 = trunc i64 %indvars.iv to i32, !dbg !71
  store i32 %6, i32* %id, align 4, !dbg !71, !tbaa !53
  %conv7 = sitofp i32 %6 to float, !dbg !72
  %arrayidx10 = getelementptr inbounds %struct.sample, %struct.sample* %0, i64 %indvars.iv, i32 0, i64 1, !dbg !73
  store float %conv7, float* %arrayidx10, align 4, !dbg !74, !tbaa !63
  %id13 = getelementptr inbounds %struct.sample, %struct.sample* %1, i64 %indvars.iv, i32 1, !dbg !75
  %indvars.iv.tr = trunc i64 %indvars.iv to i32, !dbg !76
  %7 = shl i32 %indvars.iv.tr, 1, !dbg !76
  store i32 %7, i32* %id13, align 4, !dbg !76, !tbaa !53
  %arrayidx18 = getelementptr inbounds %struct.sample, %struct.sample* %2, i64 %indvars.iv, i32 0, i64 2, !dbg !77
  store float %conv7, float* %arrayidx18, align 4, !dbg !78, !tbaa !63
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !79
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !34, metadata !DIExpression()), !dbg !46
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !47
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !49, !llvm.loop !80

cleanup:                                          ; preds = %entry, %for.cond.cleanup
  %retval.0 = phi i32 [ 0, %for.cond.cleanup ], [ 1, %entry ], !dbg !36
  ret i32 %retval.0, !dbg !83
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "heap_const.c", directory: ".", checksumkind: CSK_MD5, checksum: "f8a71370786e237722151e4441f1cbd5")
!2 = !{!3}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 15, type: !12, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!12 = !DISubroutineType(types: !13)
!13 = !{!14, !14, !15}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!18 = !{!19, !20, !21, !30, !31, !32, !33, !34}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !11, file: !1, line: 15, type: !14)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !11, file: !1, line: 15, type: !15)
!21 = !DILocalVariable(name: "a", scope: !11, file: !1, line: 17, type: !22)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "sample", file: !1, line: 6, size: 128, elements: !24)
!24 = !{!25, !29}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !23, file: !1, line: 7, baseType: !26, size: 96)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 96, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 3)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !23, file: !1, line: 8, baseType: !14, size: 32, offset: 96)
!30 = !DILocalVariable(name: "b", scope: !11, file: !1, line: 18, type: !22)
!31 = !DILocalVariable(name: "n", scope: !11, file: !1, line: 19, type: !14)
!32 = !DILocalVariable(name: "c", scope: !11, file: !1, line: 20, type: !22)
!33 = !DILocalVariable(name: "k", scope: !11, file: !1, line: 23, type: !14)
!34 = !DILocalVariable(name: "i", scope: !35, file: !1, line: 24, type: !14)
!35 = distinct !DILexicalBlock(scope: !11, file: !1, line: 24, column: 2)
!36 = !DILocation(line: 0, scope: !11)
!37 = !DILocation(line: 17, column: 21, scope: !11)
!38 = !DILocation(line: 18, column: 21, scope: !11)
!39 = !DILocation(line: 19, column: 15, scope: !11)
!40 = !DILocation(line: 20, column: 28, scope: !11)
!41 = !DILocation(line: 20, column: 21, scope: !11)
!42 = !DILocation(line: 21, column: 7, scope: !43)
!43 = distinct !DILexicalBlock(scope: !11, file: !1, line: 21, column: 6)
!44 = !DILocation(line: 21, column: 9, scope: !43)
!45 = !DILocation(line: 23, column: 15, scope: !11)
!46 = !DILocation(line: 0, scope: !35)
!47 = !DILocation(line: 24, column: 20, scope: !48)
!48 = distinct !DILexicalBlock(scope: !35, file: !1, line: 24, column: 2)
!49 = !DILocation(line: 24, column: 2, scope: !35)
!50 = !DILocation(line: 30, column: 27, scope: !11)
!51 = !DILocation(line: 30, column: 23, scope: !11)
!52 = !DILocation(line: 30, column: 32, scope: !11)
!53 = !{!54, !57, i64 12}
!54 = !{!"sample", !55, i64 0, !57, i64 12}
!55 = !{!"omnipotent char", !56, i64 0}
!56 = !{!"Simple C/C++ TBAA"}
!57 = !{!"int", !55, i64 0}
!58 = !DILocation(line: 30, column: 40, scope: !11)
!59 = !DILocation(line: 30, column: 36, scope: !11)
!60 = !DILocation(line: 30, column: 45, scope: !11)
!61 = !DILocation(line: 30, column: 53, scope: !11)
!62 = !DILocation(line: 30, column: 49, scope: !11)
!63 = !{!64, !64, i64 0}
!64 = !{!"float", !55, i64 0}
!65 = !DILocation(line: 30, column: 2, scope: !11)
!66 = !DILocation(line: 31, column: 2, scope: !11)
!67 = !DILocation(line: 32, column: 2, scope: !11)
!68 = !DILocation(line: 33, column: 2, scope: !11)
!69 = !DILocation(line: 25, column: 8, scope: !70)
!70 = distinct !DILexicalBlock(scope: !48, file: !1, line: 24, column: 30)
!71 = !DILocation(line: 25, column: 11, scope: !70)
!72 = !DILocation(line: 26, column: 15, scope: !70)
!73 = !DILocation(line: 26, column: 3, scope: !70)
!74 = !DILocation(line: 26, column: 13, scope: !70)
!75 = !DILocation(line: 27, column: 8, scope: !70)
!76 = !DILocation(line: 27, column: 11, scope: !70)
!77 = !DILocation(line: 28, column: 3, scope: !70)
!78 = !DILocation(line: 28, column: 13, scope: !70)
!79 = !DILocation(line: 24, column: 26, scope: !48)
!80 = distinct !{!80, !49, !81, !82}
!81 = !DILocation(line: 29, column: 2, scope: !35)
!82 = !{!"llvm.loop.mustprogress"}
!83 = !DILocation(line: 35, column: 1, scope: !11)
