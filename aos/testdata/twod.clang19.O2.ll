; ModuleID = 'twod.c'
source_filename = "twod.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.px = type { i8, i8, i8, i8 }

@screen = dso_local local_unnamed_addr global [24 x [80 x %struct.px]] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1, !dbg !7

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !31 {
entry:
  %tile = alloca [8 x [8 x %struct.px]], align 16, !DIAssignID !56
    #dbg_assign(i1 undef, !40, !DIExpression(), !56, ptr %tile, !DIExpression(), !57)
    #dbg_value(i32 %argc, !38, !DIExpression(), !57)
    #dbg_value(ptr %argv, !39, !DIExpression(), !57)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %tile) #5, !dbg !58
  %add = add nsw i32 %argc, 3, !dbg !59
    #dbg_value(i32 %add, !44, !DIExpression(), !57)
  %conv = sext i32 %add to i64, !dbg !60
  %mul = shl nsw i64 %conv, 6, !dbg !61
  %call = tail call noalias ptr @malloc(i64 noundef %mul) #6, !dbg !62
    #dbg_value(ptr %call, !45, !DIExpression(), !57)
  %tobool.not = icmp eq ptr %call, null, !dbg !63
  br i1 %tobool.not, label %cleanup, label %if.end, !dbg !65

if.end:                                           ; preds = %entry
  %rem = srem i32 %argc, 8, !dbg !66
    #dbg_value(i32 %rem, !50, !DIExpression(), !57)
    #dbg_value(i32 0, !51, !DIExpression(), !67)
  %cmp79 = icmp sgt i32 %rem, 0, !dbg !68
  br i1 %cmp79, label %for.cond2.preheader.lr.ph, label %for.cond.cleanup, !dbg !69

for.cond2.preheader.lr.ph:                        ; preds = %if.end
  %wide.trip.count87 = zext nneg i32 %rem to i64, !dbg !68
  %exitcond.not = icmp eq i32 %rem, 1
  %exitcond.not.1 = icmp eq i32 %rem, 2
  %exitcond.not.2 = icmp eq i32 %rem, 3
  %exitcond.not.3 = icmp eq i32 %rem, 4
  %exitcond.not.4 = icmp eq i32 %rem, 5
  %exitcond.not.5 = icmp eq i32 %rem, 6
  br label %for.body6.lr.ph, !dbg !69

for.body6.lr.ph:                                  ; preds = %for.cond.cleanup5, %for.cond2.preheader.lr.ph
  %indvars.iv84 = phi i64 [ 0, %for.cond2.preheader.lr.ph ], [ %indvars.iv.next85, %for.cond.cleanup5 ]
    #dbg_value(i64 %indvars.iv84, !51, !DIExpression(), !67)
    #dbg_value(i32 0, !53, !DIExpression(), !70)
    #dbg_value(i64 0, !53, !DIExpression(), !70)
  %conv8 = trunc i64 %indvars.iv84 to i8, !dbg !71
  %arrayidx10 = getelementptr inbounds [8 x [8 x %struct.px]], ptr %tile, i64 0, i64 %indvars.iv84, i64 0, !dbg !74
  store i8 %conv8, ptr %arrayidx10, align 16, !dbg !75, !tbaa !76
  %g = getelementptr inbounds [24 x [80 x %struct.px]], ptr @screen, i64 0, i64 %indvars.iv84, i64 0, i32 1, !dbg !80
  store i8 %conv8, ptr %g, align 1, !dbg !81, !tbaa !82
  %b = getelementptr inbounds [16 x %struct.px], ptr %call, i64 %indvars.iv84, i64 0, i32 2, !dbg !83
  store i8 0, ptr %b, align 1, !dbg !84, !tbaa !85
    #dbg_value(i64 1, !53, !DIExpression(), !70)
  br i1 %exitcond.not, label %for.cond.cleanup5, label %for.body6.1, !dbg !86, !llvm.loop !87

for.cond.cleanup:                                 ; preds = %for.cond.cleanup5, %if.end
  %div = sdiv i32 %rem, 2, !dbg !90
  %idxprom29 = sext i32 %div to i64, !dbg !91
  %div31 = sdiv i32 %rem, 3, !dbg !92
  %idxprom32 = sext i32 %div31 to i64, !dbg !91
  %arrayidx33 = getelementptr inbounds [8 x [8 x %struct.px]], ptr %tile, i64 0, i64 %idxprom29, i64 %idxprom32, !dbg !91
  %0 = load i8, ptr %arrayidx33, align 4, !dbg !93, !tbaa !76
  %conv35 = zext i8 %0 to i32, !dbg !91
  %idxprom36 = sext i32 %rem to i64, !dbg !94
  %g40 = getelementptr inbounds [24 x [80 x %struct.px]], ptr @screen, i64 0, i64 %idxprom36, i64 %idxprom36, i32 1, !dbg !95
  %1 = load i8, ptr %g40, align 1, !dbg !95, !tbaa !82
  %conv41 = zext i8 %1 to i32, !dbg !94
  %b47 = getelementptr inbounds [16 x %struct.px], ptr %call, i64 %idxprom29, i64 %idxprom36, i32 2, !dbg !96
  %2 = load i8, ptr %b47, align 1, !dbg !96, !tbaa !85
  %conv48 = zext i8 %2 to i32, !dbg !97
  %call49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %conv35, i32 noundef %conv41, i32 noundef %conv48), !dbg !98
  tail call void @free(ptr noundef nonnull %call) #5, !dbg !99
  br label %cleanup

for.cond.cleanup5:                                ; preds = %for.body6.6, %for.body6.5, %for.body6.4, %for.body6.3, %for.body6.2, %for.body6.1, %for.body6.lr.ph
  %indvars.iv.next85 = add nuw nsw i64 %indvars.iv84, 1, !dbg !100
    #dbg_value(i64 %indvars.iv.next85, !51, !DIExpression(), !67)
  %exitcond88.not = icmp eq i64 %indvars.iv.next85, %wide.trip.count87, !dbg !68
  br i1 %exitcond88.not, label %for.cond.cleanup, label %for.body6.lr.ph, !dbg !69, !llvm.loop !101

for.body6.1:                                      ; preds = %for.body6.lr.ph
    #dbg_value(i64 1, !53, !DIExpression(), !70)
  %3 = trunc i64 %indvars.iv84 to i8, !dbg !71
  %conv8.1 = add i8 %3, 1, !dbg !71
  %arrayidx10.1 = getelementptr inbounds [8 x [8 x %struct.px]], ptr %tile, i64 0, i64 %indvars.iv84, i64 1, !dbg !74
  store i8 %conv8.1, ptr %arrayidx10.1, align 4, !dbg !75, !tbaa !76
  %g.1 = getelementptr inbounds [24 x [80 x %struct.px]], ptr @screen, i64 0, i64 %indvars.iv84, i64 1, i32 1, !dbg !80
  store i8 %conv8.1, ptr %g.1, align 1, !dbg !81, !tbaa !82
  %conv21.1 = trunc i64 %indvars.iv84 to i8, !dbg !103
  %b.1 = getelementptr inbounds [16 x %struct.px], ptr %call, i64 %indvars.iv84, i64 1, i32 2, !dbg !83
  store i8 %conv21.1, ptr %b.1, align 1, !dbg !84, !tbaa !85
    #dbg_value(i64 2, !53, !DIExpression(), !70)
  br i1 %exitcond.not.1, label %for.cond.cleanup5, label %for.body6.2, !dbg !86, !llvm.loop !87

for.body6.2:                                      ; preds = %for.body6.1
    #dbg_value(i64 2, !53, !DIExpression(), !70)
  %4 = trunc i64 %indvars.iv84 to i8, !dbg !71
  %conv8.2 = add i8 %4, 2, !dbg !71
  %arrayidx10.2 = getelementptr inbounds [8 x [8 x %struct.px]], ptr %tile, i64 0, i64 %indvars.iv84, i64 2, !dbg !74
  store i8 %conv8.2, ptr %arrayidx10.2, align 8, !dbg !75, !tbaa !76
  %g.2 = getelementptr inbounds [24 x [80 x %struct.px]], ptr @screen, i64 0, i64 %indvars.iv84, i64 2, i32 1, !dbg !80
  store i8 %conv8.2, ptr %g.2, align 1, !dbg !81, !tbaa !82
  %indvars.iv84.tr = trunc i64 %indvars.iv84 to i8, !dbg !103
  %conv21.2 = shl i8 %indvars.iv84.tr, 1, !dbg !103
  %b.2 = getelementptr inbounds [16 x %struct.px], ptr %call, i64 %indvars.iv84, i64 2, i32 2, !dbg !83
  store i8 %conv21.2, ptr %b.2, align 1, !dbg !84, !tbaa !85
    #dbg_value(i64 3, !53, !DIExpression(), !70)
  br i1 %exitcond.not.2, label %for.cond.cleanup5, label %for.body6.3, !dbg !86, !llvm.loop !87

for.body6.3:                                      ; preds = %for.body6.2
    #dbg_value(i64 3, !53, !DIExpression(), !70)
  %5 = trunc i64 %indvars.iv84 to i8, !dbg !71
  %conv8.3 = add i8 %5, 3, !dbg !71
  %arrayidx10.3 = getelementptr inbounds [8 x [8 x %struct.px]], ptr %tile, i64 0, i64 %indvars.iv84, i64 3, !dbg !74
  store i8 %conv8.3, ptr %arrayidx10.3, align 4, !dbg !75, !tbaa !76
  %g.3 = getelementptr inbounds [24 x [80 x %struct.px]], ptr @screen, i64 0, i64 %indvars.iv84, i64 3, i32 1, !dbg !80
  store i8 %conv8.3, ptr %g.3, align 1, !dbg !81, !tbaa !82
  %6 = trunc i64 %indvars.iv84 to i8, !dbg !103
  %conv21.3 = mul i8 %6, 3, !dbg !103
  %b.3 = getelementptr inbounds [16 x %struct.px], ptr %call, i64 %indvars.iv84, i64 3, i32 2, !dbg !83
  store i8 %conv21.3, ptr %b.3, align 1, !dbg !84, !tbaa !85
    #dbg_value(i64 4, !53, !DIExpression(), !70)
  br i1 %exitcond.not.3, label %for.cond.cleanup5, label %for.body6.4, !dbg !86, !llvm.loop !87

for.body6.4:                                      ; preds = %for.body6.3
    #dbg_value(i64 4, !53, !DIExpression(), !70)
  %7 = trunc i64 %indvars.iv84 to i8, !dbg !71
  %conv8.4 = add i8 %7, 4, !dbg !71
  %arrayidx10.4 = getelementptr inbounds [8 x [8 x %struct.px]], ptr %tile, i64 0, i64 %indvars.iv84, i64 4, !dbg !74
  store i8 %conv8.4, ptr %arrayidx10.4, align 16, !dbg !75, !tbaa !76
  %g.4 = getelementptr inbounds [24 x [80 x %struct.px]], ptr @screen, i64 0, i64 %indvars.iv84, i64 4, i32 1, !dbg !80
  store i8 %conv8.4, ptr %g.4, align 1, !dbg !81, !tbaa !82
  %indvars.iv84.tr89 = trunc i64 %indvars.iv84 to i8, !dbg !103
  %conv21.4 = shl i8 %indvars.iv84.tr89, 2, !dbg !103
  %b.4 = getelementptr inbounds [16 x %struct.px], ptr %call, i64 %indvars.iv84, i64 4, i32 2, !dbg !83
  store i8 %conv21.4, ptr %b.4, align 1, !dbg !84, !tbaa !85
    #dbg_value(i64 5, !53, !DIExpression(), !70)
  br i1 %exitcond.not.4, label %for.cond.cleanup5, label %for.body6.5, !dbg !86, !llvm.loop !87

for.body6.5:                                      ; preds = %for.body6.4
    #dbg_value(i64 5, !53, !DIExpression(), !70)
  %8 = trunc i64 %indvars.iv84 to i8, !dbg !71
  %conv8.5 = add i8 %8, 5, !dbg !71
  %arrayidx10.5 = getelementptr inbounds [8 x [8 x %struct.px]], ptr %tile, i64 0, i64 %indvars.iv84, i64 5, !dbg !74
  store i8 %conv8.5, ptr %arrayidx10.5, align 4, !dbg !75, !tbaa !76
  %g.5 = getelementptr inbounds [24 x [80 x %struct.px]], ptr @screen, i64 0, i64 %indvars.iv84, i64 5, i32 1, !dbg !80
  store i8 %conv8.5, ptr %g.5, align 1, !dbg !81, !tbaa !82
  %9 = trunc i64 %indvars.iv84 to i8, !dbg !103
  %conv21.5 = mul i8 %9, 5, !dbg !103
  %b.5 = getelementptr inbounds [16 x %struct.px], ptr %call, i64 %indvars.iv84, i64 5, i32 2, !dbg !83
  store i8 %conv21.5, ptr %b.5, align 1, !dbg !84, !tbaa !85
    #dbg_value(i64 6, !53, !DIExpression(), !70)
  br i1 %exitcond.not.5, label %for.cond.cleanup5, label %for.body6.6, !dbg !86, !llvm.loop !87

for.body6.6:                                      ; preds = %for.body6.5
    #dbg_value(i64 6, !53, !DIExpression(), !70)
  %10 = trunc i64 %indvars.iv84 to i8, !dbg !71
  %conv8.6 = add i8 %10, 6, !dbg !71
  %arrayidx10.6 = getelementptr inbounds [8 x [8 x %struct.px]], ptr %tile, i64 0, i64 %indvars.iv84, i64 6, !dbg !74
  store i8 %conv8.6, ptr %arrayidx10.6, align 8, !dbg !75, !tbaa !76
  %g.6 = getelementptr inbounds [24 x [80 x %struct.px]], ptr @screen, i64 0, i64 %indvars.iv84, i64 6, i32 1, !dbg !80
  store i8 %conv8.6, ptr %g.6, align 1, !dbg !81, !tbaa !82
  %11 = trunc i64 %indvars.iv84 to i8, !dbg !103
  %conv21.6 = mul i8 %11, 6, !dbg !103
  %b.6 = getelementptr inbounds [16 x %struct.px], ptr %call, i64 %indvars.iv84, i64 6, i32 2, !dbg !83
  store i8 %conv21.6, ptr %b.6, align 1, !dbg !84, !tbaa !85
    #dbg_value(i64 7, !53, !DIExpression(), !70)
  br label %for.cond.cleanup5

cleanup:                                          ; preds = %entry, %for.cond.cleanup
  %retval.0 = phi i32 [ 0, %for.cond.cleanup ], [ 1, %entry ], !dbg !57
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %tile) #5, !dbg !104
  ret i32 %retval.0, !dbg !104
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !105 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !113 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !120 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "screen", scope: !2, file: !3, line: 10, type: !13, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "twod.c", directory: ".", checksumkind: CSK_MD5, checksum: "334640bbcf47cb6006474e8a6b151ee4")
!4 = !{!5}
!5 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !{!7, !0}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 30, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 80, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 10)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 61440, elements: !20)
!14 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "px", file: !3, line: 6, size: 32, elements: !15)
!15 = !{!16, !17, !18, !19}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !14, file: !3, line: 7, baseType: !5, size: 8)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !14, file: !3, line: 7, baseType: !5, size: 8, offset: 8)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !14, file: !3, line: 7, baseType: !5, size: 8, offset: 16)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !14, file: !3, line: 7, baseType: !5, size: 8, offset: 24)
!20 = !{!21, !22}
!21 = !DISubrange(count: 24)
!22 = !DISubrange(count: 80)
!23 = !{i32 7, !"Dwarf Version", i32 5}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 8, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 2}
!29 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!30 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!31 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !32, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !37)
!32 = !DISubroutineType(types: !33)
!33 = !{!34, !34, !35}
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!37 = !{!38, !39, !40, !44, !45, !50, !51, !53}
!38 = !DILocalVariable(name: "argc", arg: 1, scope: !31, file: !3, line: 16, type: !34)
!39 = !DILocalVariable(name: "argv", arg: 2, scope: !31, file: !3, line: 16, type: !35)
!40 = !DILocalVariable(name: "tile", scope: !31, file: !3, line: 18, type: !41)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 2048, elements: !42)
!42 = !{!43, !43}
!43 = !DISubrange(count: 8)
!44 = !DILocalVariable(name: "n", scope: !31, file: !3, line: 19, type: !34)
!45 = !DILocalVariable(name: "rows", scope: !31, file: !3, line: 20, type: !46)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 512, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 16)
!50 = !DILocalVariable(name: "k", scope: !31, file: !3, line: 23, type: !34)
!51 = !DILocalVariable(name: "i", scope: !52, file: !3, line: 24, type: !34)
!52 = distinct !DILexicalBlock(scope: !31, file: !3, line: 24, column: 2)
!53 = !DILocalVariable(name: "j", scope: !54, file: !3, line: 25, type: !34)
!54 = distinct !DILexicalBlock(scope: !55, file: !3, line: 25, column: 3)
!55 = distinct !DILexicalBlock(scope: !52, file: !3, line: 24, column: 2)
!56 = distinct !DIAssignID()
!57 = !DILocation(line: 0, scope: !31)
!58 = !DILocation(line: 18, column: 2, scope: !31)
!59 = !DILocation(line: 19, column: 15, scope: !31)
!60 = !DILocation(line: 20, column: 32, scope: !31)
!61 = !DILocation(line: 20, column: 34, scope: !31)
!62 = !DILocation(line: 20, column: 25, scope: !31)
!63 = !DILocation(line: 21, column: 7, scope: !64)
!64 = distinct !DILexicalBlock(scope: !31, file: !3, line: 21, column: 6)
!65 = !DILocation(line: 21, column: 6, scope: !31)
!66 = !DILocation(line: 23, column: 15, scope: !31)
!67 = !DILocation(line: 0, scope: !52)
!68 = !DILocation(line: 24, column: 20, scope: !55)
!69 = !DILocation(line: 24, column: 2, scope: !52)
!70 = !DILocation(line: 0, scope: !54)
!71 = !DILocation(line: 26, column: 19, scope: !72)
!72 = distinct !DILexicalBlock(scope: !73, file: !3, line: 25, column: 31)
!73 = distinct !DILexicalBlock(scope: !54, file: !3, line: 25, column: 3)
!74 = !DILocation(line: 26, column: 4, scope: !72)
!75 = !DILocation(line: 26, column: 17, scope: !72)
!76 = !{!77, !78, i64 0}
!77 = !{!"px", !78, i64 0, !78, i64 1, !78, i64 2, !78, i64 3}
!78 = !{!"omnipotent char", !79, i64 0}
!79 = !{!"Simple C/C++ TBAA"}
!80 = !DILocation(line: 27, column: 17, scope: !72)
!81 = !DILocation(line: 27, column: 19, scope: !72)
!82 = !{!77, !78, i64 1}
!83 = !DILocation(line: 28, column: 15, scope: !72)
!84 = !DILocation(line: 28, column: 17, scope: !72)
!85 = !{!77, !78, i64 2}
!86 = !DILocation(line: 25, column: 3, scope: !54)
!87 = distinct !{!87, !86, !88, !89}
!88 = !DILocation(line: 29, column: 3, scope: !54)
!89 = !{!"llvm.loop.mustprogress"}
!90 = !DILocation(line: 30, column: 30, scope: !31)
!91 = !DILocation(line: 30, column: 23, scope: !31)
!92 = !DILocation(line: 30, column: 37, scope: !31)
!93 = !DILocation(line: 30, column: 42, scope: !31)
!94 = !DILocation(line: 30, column: 45, scope: !31)
!95 = !DILocation(line: 30, column: 58, scope: !31)
!96 = !DILocation(line: 30, column: 76, scope: !31)
!97 = !DILocation(line: 30, column: 61, scope: !31)
!98 = !DILocation(line: 30, column: 2, scope: !31)
!99 = !DILocation(line: 31, column: 2, scope: !31)
!100 = !DILocation(line: 24, column: 26, scope: !55)
!101 = distinct !{!101, !69, !102, !89}
!102 = !DILocation(line: 29, column: 3, scope: !52)
!103 = !DILocation(line: 28, column: 19, scope: !72)
!104 = !DILocation(line: 33, column: 1, scope: !31)
!105 = !DISubprogram(name: "malloc", scope: !106, file: !106, line: 553, type: !107, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!106 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!107 = !DISubroutineType(types: !108)
!108 = !{!109, !110}
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!110 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !111, line: 18, baseType: !112)
!111 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!112 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!113 = !DISubprogram(name: "printf", scope: !114, file: !114, line: 356, type: !115, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!114 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!115 = !DISubroutineType(types: !116)
!116 = !{!34, !117, null}
!117 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !118)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!120 = !DISubprogram(name: "free", scope: !106, file: !106, line: 568, type: !121, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!121 = !DISubroutineType(types: !122)
!122 = !{null, !109}
