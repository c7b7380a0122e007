; ModuleID = 'twod.c'
source_filename = "twod.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.px = type { i8, i8, i8, i8 }

@screen = dso_local local_unnamed_addr global [24 x [80 x %struct.px]] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !24 {
entry:
  %tile = alloca [8 x [8 x %struct.px]], align 16
  call void @llvm.dbg.value(metadata i32 %argc, metadata !32, metadata !DIExpression()), !dbg !50
  call void @llvm.dbg.value(metadata i8** %argv, metadata !33, metadata !DIExpression()), !dbg !50
  %0 = getelementptr inbounds [8 x [8 x %struct.px]], [8 x [8 x %struct.px]]* %tile, i64 0, i64 0, i64 0, i32 0, !dbg !51
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %0) #7, !dbg !51
  call void @llvm.dbg.declare(metadata [8 x [8 x %struct.px]]* %tile, metadata !34, metadata !DIExpression()), !dbg !52
  %add = add nsw i32 %argc, 3, !dbg !53
  call void @llvm.dbg.value(metadata i32 %add, metadata !38, metadata !DIExpression()), !dbg !50
  %conv = sext i32 %add to i64, !dbg !54
  %mul = shl nsw i64 %conv, 6, !dbg !55
  %call = tail call noalias i8* @malloc(i64 noundef %mul) #7, !dbg !56
  %1 = bitcast i8* %call to [16 x %struct.px]*, !dbg !56
  call void @llvm.dbg.value(metadata [16 x %struct.px]* %1, metadata !39, metadata !DIExpression()), !dbg !50
  %tobool.not = icmp eq i8* %call, null, !dbg !57
  br i1 %tobool.not, label %cleanup, label %if.end, !dbg !59

if.end:                                           ; preds = %entry
  %rem = srem i32 %argc, 8, !dbg !60
  call void @llvm.dbg.value(metadata i32 %rem, metadata !44, metadata !DIExpression()), !dbg !50
  call void @llvm.dbg.value(metadata i32 0, metadata !45, metadata !DIExpression()), !dbg !61
  %cmp84 = icmp sgt i32 %rem, 0, !dbg !62
  br i1 %cmp84, label %for.cond2.preheader.lr.ph, label %for.cond.cleanup, !dbg !63

for.cond2.preheader.lr.ph:                        ; preds = %if.end
  %wide.trip.count93 = zext i32 %rem to i64, !dbg !62
  %exitcond.not = icmp eq i32 %rem, 1
  %exitcond.not.1 = icmp eq i32 %rem, 2
  %exitcond.not.2 = icmp eq i32 %rem, 3
  %exitcond.not.3 = icmp eq i32 %rem, 4
  %exitcond.not.4 = icmp eq i32 %rem, 5
  %exitcond.not.5 = icmp eq i32 %rem, 6
  br label %for.body6.lr.ph, !dbg !63

for.body6.lr.ph:                                  ; preds = %for.cond.cleanup5, %for.cond2.preheader.lr.ph
  %indvars.iv90 = phi i64 [ 0, %for.cond2.preheader.lr.ph ], [ %indvars.iv.next91, %for.cond.cleanup5 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv90, metadata !45, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata i32 0, metadata !47, metadata !DIExpression()), !dbg !64
  %2 = trunc i64 %indvars.iv90 to i8
  call void @llvm.dbg.value(metadata i64 0, metadata !47, metadata !DIExpression()), !dbg !64
  %conv8 = trunc i64 %indvars.iv90 to i8, !dbg !65
  %r = getelementptr inbounds [8 x [8 x %struct.px]], [8 x [8 x %struct.px]]* %tile, i64 0, i64 %indvars.iv90, i64 0, i32 0, !dbg !68
  store i8 %conv8, i8* %r, align 16, !dbg !69, !tbaa !70
  %g = getelementptr inbounds [24 x [80 x %struct.px]], [24 x [80 x %struct.px]]* @screen, i64 0, i64 %indvars.iv90, i64 0, i32 1, !dbg !74
  store i8 %conv8, i8* %g, align 1, !dbg !75, !tbaa !76
  %b = getelementptr inbounds [16 x %struct.px], [16 x %struct.px]* %1, i64 %indvars.iv90, i64 0, i32 2, !dbg !77
  store i8 0, i8* %b, align 1, !dbg !78, !tbaa !79
  call void @llvm.dbg.value(metadata i64 1, metadata !47, metadata !DIExpression()), !dbg !64
  br i1 %exitcond.not, label %for.cond.cleanup5, label %for.body6.1, !dbg !80, !llvm.loop !81

for.cond.cleanup:                                 ; preds = %for.cond.cleanup5, %if.end
  %div = sdiv i32 %rem, 2, !dbg !84
  %idxprom29 = sext i32 %div to i64, !dbg !85
  %div31 = sdiv i32 %rem, 3, !dbg !86
  %idxprom32 = sext i32 %div31 to i64, !dbg !85
  %r34 = getelementptr inbounds [8 x [8 x %struct.px]], [8 x [8 x %struct.px]]* %tile, i64 0, i64 %idxprom29, i64 %idxprom32, i32 0, !dbg !87
  %3 = load i8, i8* %r34, align 4, !dbg !87, !tbaa !70
  %conv35 = zext i8 %3 to i32, !dbg !85
  %idxprom36 = sext i32 %rem to i64, !dbg !88
  %g40 = getelementptr inbounds [24 x [80 x %struct.px]], [24 x [80 x %struct.px]]* @screen, i64 0, i64 %idxprom36, i64 %idxprom36, i32 1, !dbg !89
  %4 = load i8, i8* %g40, align 1, !dbg !89, !tbaa !76
  %conv41 = zext i8 %4 to i32, !dbg !88
  %b47 = getelementptr inbounds [16 x %struct.px], [16 x %struct.px]* %1, i64 %idxprom29, i64 %idxprom36, i32 2, !dbg !90
  %5 = load i8, i8* %b47, align 1, !dbg !90, !tbaa !79
  %conv48 = zext i8 %5 to i32, !dbg !91
  %call49 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %conv35, i32 noundef %conv41, i32 noundef %conv48), !dbg !92
  tail call void @free(i8* noundef nonnull %call) #7, !dbg !93
  br label %cleanup

for.cond.cleanup5:                                ; preds = %for.body6.6, %for.body6.5, %for.body6.4, %for.body6.3, %for.body6.2, %for.body6.1, %for.body6.lr.ph
  %indvars.iv.next91 = add nuw nsw i64 %indvars.iv90, 1, !dbg !94
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next91, metadata !45, metadata !DIExpression()), !dbg !61
  %exitcond94.not = icmp eq i64 %indvars.iv.next91, %wide.trip.count93, !dbg !62
  br i1 %exitcond94.not, label %for.cond.cleanup, label %for.body6.lr.ph, !dbg !63, !llvm.loop !95

for.body6.1:                                      ; preds = %for.body6.lr.ph
  call void @llvm.dbg.value(metadata i64 1, metadata !47, metadata !DIExpression()), !dbg !64
  %6 = trunc i64 %indvars.iv90 to i8, !dbg !65
  %conv8.1 = add i8 %6, 1, !dbg !65
  %r.1 = getelementptr inbounds [8 x [8 x %struct.px]], [8 x [8 x %struct.px]]* %tile, i64 0, i64 %indvars.iv90, i64 1, i32 0, !dbg !68
  store i8 %conv8.1, i8* %r.1, align 4, !dbg !69, !tbaa !70
  %g.1 = getelementptr inbounds [24 x [80 x %struct.px]], [24 x [80 x %struct.px]]* @screen, i64 0, i64 %indvars.iv90, i64 1, i32 1, !dbg !74
  store i8 %conv8.1, i8* %g.1, align 1, !dbg !75, !tbaa !76
  %conv21.1 = trunc i64 %indvars.iv90 to i8, !dbg !97
  %b.1 = getelementptr inbounds [16 x %struct.px], [16 x %struct.px]* %1, i64 %indvars.iv90, i64 1, i32 2, !dbg !77
  store i8 %conv21.1, i8* %b.1, align 1, !dbg !78, !tbaa !79
  call void @llvm.dbg.value(metadata i64 2, metadata !47, metadata !DIExpression()), !dbg !64
  br i1 %exitcond.not.1, label %for.cond.cleanup5, label %for.body6.2, !dbg !80, !llvm.loop !81

for.body6.2:                                      ; preds = %for.body6.1
  call void @llvm.dbg.value(metadata i64 2, metadata !47, metadata !DIExpression()), !dbg !64
  %7 = trunc i64 %indvars.iv90 to i8, !dbg !65
  %conv8.2 = add i8 %7, 2, !dbg !65
  %r.2 = getelementptr inbounds [8 x [8 x %struct.px]], [8 x [8 x %struct.px]]* %tile, i64 0, i64 %indvars.iv90, i64 2, i32 0, !dbg !68
  store i8 %conv8.2, i8* %r.2, align 8, !dbg !69, !tbaa !70
  %g.2 = getelementptr inbounds [24 x [80 x %struct.px]], [24 x [80 x %struct.px]]* @screen, i64 0, i64 %indvars.iv90, i64 2, i32 1, !dbg !74
  store i8 %conv8.2, i8* %g.2, align 1, !dbg !75, !tbaa !76
  %.tr = trunc i64 %indvars.iv90 to i8, !dbg !97
  %conv21.2 = shl i8 %.tr, 1, !dbg !97
  %b.2 = getelementptr inbounds [16 x %struct.px], [16 x %struct.px]* %1, i64 %indvars.iv90, i64 2, i32 2, !dbg !77
  store i8 %conv21.2, i8* %b.2, align 1, !dbg !78, !tbaa !79
  call void @llvm.dbg.value(metadata i64 3, metadata !47, metadata !DIExpression()), !dbg !64
  br i1 %exitcond.not.2, label %for.cond.cleanup5, label %for.body6.3, !dbg !80, !llvm.loop !81

for.body6.3:                                      ; preds = %for.body6.2
  call void @llvm.dbg.value(metadata i64 3, metadata !47, metadata !DIExpression()), !dbg !64
  %8 = trunc i64 %indvars.iv90 to i8, !dbg !65
  %conv8.3 = add i8 %8, 3, !dbg !65
  %r.3 = getelementptr inbounds [8 x [8 x %struct.px]], [8 x [8 x %struct.px]]* %tile, i64 0, i64 %indvars.iv90, i64 3, i32 0, !dbg !68
  store i8 %conv8.3, i8* %r.3, align 4, !dbg !69, !tbaa !70
  %g.3 = getelementptr inbounds [24 x [80 x %struct.px]], [24 x [80 x %struct.px]]* @screen, i64 0, i64 %indvars.iv90, i64 3, i32 1, !dbg !74
  store i8 %conv8.3, i8* %g.3, align 1, !dbg !75, !tbaa !76
  %9 = trunc i64 %indvars.iv90 to i8, !dbg !97
  %conv21.3 = mul i8 %9, 3, !dbg !97
  %b.3 = getelementptr inbounds [16 x %struct.px], [16 x %struct.px]* %1, i64 %indvars.iv90, i64 3, i32 2, !dbg !77
  store i8 %conv21.3, i8* %b.3, align 1, !dbg !78, !tbaa !79
  call void @llvm.dbg.value(metadata i64 4, metadata !47, metadata !DIExpression()), !dbg !64
  br i1 %exitcond.not.3, label %for.cond.cleanup5, label %for.body6.4, !dbg !80, !llvm.loop !81

for.body6.4:                                      ; preds = %for.body6.3
  call void @llvm.dbg.value(metadata i64 4, metadata !47, metadata !DIExpression()), !dbg !64
  %10 = trunc i64 %indvars.iv90 to i8, !dbg !65
  %conv8.4 = add i8 %10, 4, !dbg !65
  %r.4 = getelementptr inbounds [8 x [8 x %struct.px]], [8 x [8 x %struct.px]]* %tile, i64 0, i64 %indvars.iv90, i64 4, i32 0, !dbg !68
  store i8 %conv8.4, i8* %r.4, align 16, !dbg !69, !tbaa !70
  %g.4 = getelementptr inbounds [24 x [80 x %struct.px]], [24 x [80 x %struct.px]]* @screen, i64 0, i64 %indvars.iv90, i64 4, i32 1, !dbg !74
  store i8 %conv8.4, i8* %g.4, align 1, !dbg !75, !tbaa !76
  %.tr95 = trunc i64 %indvars.iv90 to i8, !dbg !97
  %conv21.4 = shl i8 %.tr95, 2, !dbg !97
  %b.4 = getelementptr inbounds [16 x %struct.px], [16 x %struct.px]* %1, i64 %indvars.iv90, i64 4, i32 2, !dbg !77
  store i8 %conv21.4, i8* %b.4, align 1, !dbg !78, !tbaa !79
  call void @llvm.dbg.value(metadata i64 5, metadata !47, metadata !DIExpression()), !dbg !64
  br i1 %exitcond.not.4, label %for.cond.cleanup5, label %for.body6.5, !dbg !80, !llvm.loop !81

for.body6.5:                                      ; preds = %for.body6.4
  call void @llvm.dbg.value(metadata i64 5, metadata !47, metadata !DIExpression()), !dbg !64
  %11 = trunc i64 %indvars.iv90 to i8, !dbg !65
  %conv8.5 = add i8 %11, 5, !dbg !65
  %r.5 = getelementptr inbounds [8 x [8 x %struct.px]], [8 x [8 x %struct.px]]* %tile, i64 0, i64 %indvars.iv90, i64 5, i32 0, !dbg !68
  store i8 %conv8.5, i8* %r.5, align 4, !dbg !69, !tbaa !70
  %g.5 = getelementptr inbounds [24 x [80 x %struct.px]], [24 x [80 x %struct.px]]* @screen, i64 0, i64 %indvars.iv90, i64 5, i32 1, !dbg !74
  store i8 %conv8.5, i8* %g.5, align 1, !dbg !75, !tbaa !76
  %12 = trunc i64 %indvars.iv90 to i8, !dbg !97
  %conv21.5 = mul i8 %12, 5, !dbg !97
  %b.5 = getelementptr inbounds [16 x %struct.px], [16 x %struct.px]* %1, i64 %indvars.iv90, i64 5, i32 2, !dbg !77
  store i8 %conv21.5, i8* %b.5, align 1, !dbg !78, !tbaa !79
  call void @llvm.dbg.value(metadata i64 6, metadata !47, metadata !DIExpression()), !dbg !64
  br i1 %exitcond.not.5, label %for.cond.cleanup5, label %for.body6.6, !dbg !80, !llvm.loop !81

for.body6.6:                                      ; preds = %for.body6.5
  call void @llvm.dbg.value(metadata i64 6, metadata !47, metadata !DIExpression()), !dbg !64
  %13 = trunc i64 %indvars.iv90 to i8, !dbg !65
  %conv8.6 = add i8 %13, 6, !dbg !65
  %r.6 = getelementptr inbounds [8 x [8 x %struct.px]], [8 x [8 x %struct.px]]* %tile, i64 0, i64 %indvars.iv90, i64 6, i32 0, !dbg !68
  store i8 %conv8.6, i8* %r.6, align 8, !dbg !69, !tbaa !70
  %g.6 = getelementptr inbounds [24 x [80 x %struct.px]], [24 x [80 x %struct.px]]* @screen, i64 0, i64 %indvars.iv90, i64 6, i32 1, !dbg !74
  store i8 %conv8.6, i8* %g.6, align 1, !dbg !75, !tbaa !76
  %mul20.6 = mul i8 %2, 6, !dbg !98
  %b.6 = getelementptr inbounds [16 x %struct.px], [16 x %struct.px]* %1, i64 %indvars.iv90, i64 6, i32 2, !dbg !77
  store i8 %mul20.6, i8* %b.6, align 1, !dbg !78, !tbaa !79
  call void @llvm.dbg.value(metadata i64 7, metadata !47, metadata !DIExpression()), !dbg !64
  br label %for.cond.cleanup5

cleanup:                                          ; preds = %entry, %for.cond.cleanup
  %retval.0 = phi i32 [ 0, %for.cond.cleanup ], [ 1, %entry ], !dbg !50
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %0) #7, !dbg !99
  ret i32 %retval.0, !dbg !99
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "screen", scope: !2, file: !3, line: 10, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "twod.c", directory: ".", checksumkind: CSK_MD5, checksum: "334640bbcf47cb6006474e8a6b151ee4")
!4 = !{!5}
!5 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !{!0}
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 61440, elements: !14)
!8 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "px", file: !3, line: 6, size: 32, elements: !9)
!9 = !{!10, !11, !12, !13}
!10 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !8, file: !3, line: 7, baseType: !5, size: 8)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !8, file: !3, line: 7, baseType: !5, size: 8, offset: 8)
!12 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !8, file: !3, line: 7, baseType: !5, size: 8, offset: 16)
!13 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !8, file: !3, line: 7, baseType: !5, size: 8, offset: 24)
!14 = !{!15, !16}
!15 = !DISubrange(count: 24)
!16 = !DISubrange(count: 80)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !25, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !31)
!25 = !DISubroutineType(types: !26)
!26 = !{!27, !27, !28}
!27 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!31 = !{!32, !33, !34, !38, !39, !44, !45, !47}
!32 = !DILocalVariable(name: "argc", arg: 1, scope: !24, file: !3, line: 16, type: !27)
!33 = !DILocalVariable(name: "argv", arg: 2, scope: !24, file: !3, line: 16, type: !28)
!34 = !DILocalVariable(name: "tile", scope: !24, file: !3, line: 18, type: !35)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 2048, elements: !36)
!36 = !{!37, !37}
!37 = !DISubrange(count: 8)
!38 = !DILocalVariable(name: "n", scope: !24, file: !3, line: 19, type: !27)
!39 = !DILocalVariable(name: "rows", scope: !24, file: !3, line: 20, type: !40)
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 512, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 16)
!44 = !DILocalVariable(name: "k", scope: !24, file: !3, line: 23, type: !27)
!45 = !DILocalVariable(name: "i", scope: !46, file: !3, line: 24, type: !27)
!46 = distinct !DILexicalBlock(scope: !24, file: !3, line: 24, column: 2)
!47 = !DILocalVariable(name: "j", scope: !48, file: !3, line: 25, type: !27)
!48 = distinct !DILexicalBlock(scope: !49, file: !3, line: 25, column: 3)
!49 = distinct !DILexicalBlock(scope: !46, file: !3, line: 24, column: 2)
!50 = !DILocation(line: 0, scope: !24)
!51 = !DILocation(line: 18, column: 2, scope: !24)
!52 = !DILocation(line: 18, column: 12, scope: !24)
!53 = !DILocation(line: 19, column: 15, scope: !24)
!54 = !DILocation(line: 20, column: 32, scope: !24)
!55 = !DILocation(line: 20, column: 34, scope: !24)
!56 = !DILocation(line: 20, column: 25, scope: !24)
!57 = !DILocation(line: 21, column: 7, scope: !58)
!58 = distinct !DILexicalBlock(scope: !24, file: !3, line: 21, column: 6)
!59 = !DILocation(line: 21, column: 6, scope: !24)
!60 = !DILocation(line: 23, column: 15, scope: !24)
!61 = !DILocation(line: 0, scope: !46)
!62 = !DILocation(line: 24, column: 20, scope: !49)
!63 = !DILocation(line: 24, column: 2, scope: !46)
!64 = !DILocation(line: 0, scope: !48)
!65 = !DILocation(line: 26, column: 19, scope: !66)
!66 = distinct !DILexicalBlock(scope: !67, file: !3, line: 25, column: 31)
!67 = distinct !DILexicalBlock(scope: !48, file: !3, line: 25, column: 3)
!68 = !DILocation(line: 26, column: 15, scope: !66)
!69 = !DILocation(line: 26, column: 17, scope: !66)
!70 = !{!71, !72, i64 0}
!71 = !{!"px", !72, i64 0, !72, i64 1, !72, i64 2, !72, i64 3}
!72 = !{!"omnipotent char", !73, i64 0}
!73 = !{!"Simple C/C++ TBAA"}
!74 = !DILocation(line: 27, column: 17, scope: !66)
!75 = !DILocation(line: 27, column: 19, scope: !66)
!76 = !{!71, !72, i64 1}
!77 = !DILocation(line: 28, column: 15, scope: !66)
!78 = !DILocation(line: 28, column: 17, scope: !66)
!79 = !{!71, !72, i64 2}
!80 = !DILocation(line: 25, column: 3, scope: !48)
!81 = distinct !{!81, !80, !82, !83}
!82 = !DILocation(line: 29, column: 3, scope: !48)
!83 = !{!"llvm.loop.mustprogress"}
!84 = !DILocation(line: 30, column: 30, scope: !24)
!85 = !DILocation(line: 30, column: 23, scope: !24)
!86 = !DILocation(line: 30, column: 37, scope: !24)
!87 = !DILocation(line: 30, column: 42, scope: !24)
!88 = !DILocation(line: 30, column: 45, scope: !24)
!89 = !DILocation(line: 30, column: 58, scope: !24)
!90 = !DILocation(line: 30, column: 76, scope: !24)
!91 = !DILocation(line: 30, column: 61, scope: !24)
!92 = !DILocation(line: 30, column: 2, scope: !24)
!93 = !DILocation(line: 31, column: 2, scope: !24)
!94 = !DILocation(line: 24, column: 26, scope: !49)
!95 = distinct !{!95, !63, !96, !83}
!96 = !DILocation(line: 29, column: 3, scope: !46)
!97 = !DILocation(line: 28, column: 19, scope: !66)
!98 = !DILocation(line: 28, column: 37, scope: !66)
!99 = !DILocation(line: 33, column: 1, scope: !24)
