; ModuleID = 'aligned.c'
source_filename = "aligned.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.lane = type { [4 x float] }

@.str = private unnamed_addr constant [7 x i8] c"%f %f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !11 {
entry:
  %raw = alloca i8*, align 8
  call void @llvm.dbg.value(metadata i32 %argc, metadata !19, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i8** %argv, metadata !20, metadata !DIExpression()), !dbg !35
  %call = tail call noalias align 64 dereferenceable_or_null(1024) i8* @aligned_alloc(i64 noundef 64, i64 noundef 1024) #6, !dbg !36
  %0 = bitcast i8* %call to %struct.lane*, !dbg !36
  call void @llvm.dbg.value(metadata %struct.lane* %0, metadata !21, metadata !DIExpression()), !dbg !35
  %1 = bitcast i8** %raw to i8*, !dbg !37
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1) #6, !dbg !37
  %add = add nsw i32 %argc, 15, !dbg !38
  call void @llvm.dbg.value(metadata i32 %add, metadata !31, metadata !DIExpression()), !dbg !35
  %tobool.not = icmp eq i8* %call, null, !dbg !39
  br i1 %tobool.not, label %cleanup, label %lor.lhs.false, !dbg !41

lor.lhs.false:                                    ; preds = %entry
  %conv = sext i32 %add to i64, !dbg !42
  %mul = shl nsw i64 %conv, 4, !dbg !43
  call void @llvm.dbg.value(metadata i8** %raw, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !35
  %call1 = call i32 @posix_memalign(i8** noundef nonnull %raw, i64 noundef 64, i64 noundef %mul) #6, !dbg !44
  %tobool2.not = icmp eq i32 %call1, 0, !dbg !44
  br i1 %tobool2.not, label %if.end, label %cleanup, !dbg !45

if.end:                                           ; preds = %lor.lhs.false
  %2 = load i8*, i8** %raw, align 8, !dbg !46, !tbaa !47
  call void @llvm.dbg.value(metadata i8* %2, metadata !29, metadata !DIExpression()), !dbg !35
  %3 = bitcast i8* %2 to %struct.lane*, !dbg !46
  call void @llvm.dbg.value(metadata %struct.lane* %3, metadata !32, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !51
  %cmp46 = icmp sgt i32 %argc, -15, !dbg !52
  br i1 %cmp46, label %for.body.preheader, label %for.cond.cleanup, !dbg !54

for.body.preheader:                               ; preds = %if.end
  %smax = call i64 @llvm.smax.i64(i64 %conv, i64 1), !dbg !54
  %4 = add nsw i64 %smax, -1, !dbg !54
  %umin = call i64 @llvm.umin.i64(i64 %4, i64 63), !dbg !54
  %5 = add nuw nsw i64 %umin, 1, !dbg !54
  %min.iters.check = icmp ult i64 %umin, 3, !dbg !54
  br i1 %min.iters.check, label %for.body.preheader54, label %vector.ph, !dbg !54

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %5, 124, !dbg !54
  br label %vector.body, !dbg !54

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !55
  %vec.ind50 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %vector.ph ], [ %vec.ind.next51, %vector.body ], !dbg !56
  %vec.ind52 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %vector.ph ], [ %vec.ind.next53, %vector.body ], !dbg !58
  %6 = or i64 %index, 1, !dbg !55
  %7 = or i64 %index, 2, !dbg !55
  %8 = or i64 %index, 3, !dbg !55
  %9 = sitofp <4 x i32> %vec.ind50 to <4 x float>, !dbg !56
  %10 = getelementptr inbounds %struct.lane, %struct.lane* %0, i64 %index, i32 0, i64 0, !dbg !55
  %11 = getelementptr inbounds %struct.lane, %struct.lane* %0, i64 %6, i32 0, i64 0, !dbg !55
  %12 = getelementptr inbounds %struct.lane, %struct.lane* %0, i64 %7, i32 0, i64 0, !dbg !55
  %13 = getelementptr inbounds %struct.lane, %struct.lane* %0, i64 %8, i32 0, i64 0, !dbg !55
  %14 = extractelement <4 x float> %9, i64 0, !dbg !55
  store float %14, float* %10, align 64, !dbg !55, !tbaa !59
  %15 = extractelement <4 x float> %9, i64 1, !dbg !55
  store float %15, float* %11, align 16, !dbg !55, !tbaa !59
  %16 = extractelement <4 x float> %9, i64 2, !dbg !55
  store float %16, float* %12, align 32, !dbg !55, !tbaa !59
  %17 = extractelement <4 x float> %9, i64 3, !dbg !55
  store float %17, float* %13, align 16, !dbg !55, !tbaa !59
  %18 = sub nsw <4 x i32> zeroinitializer, %vec.ind52, !dbg !58
  %19 = sitofp <4 x i32> %18 to <4 x float>, !dbg !58
  %20 = getelementptr inbounds %struct.lane, %struct.lane* %3, i64 %index, i32 0, i64 3, !dbg !55
  %21 = getelementptr inbounds %struct.lane, %struct.lane* %3, i64 %6, i32 0, i64 3, !dbg !55
  %22 = getelementptr inbounds %struct.lane, %struct.lane* %3, i64 %7, i32 0, i64 3, !dbg !55
  %23 = getelementptr inbounds %struct.lane, %struct.lane* %3, i64 %8, i32 0, i64 3, !dbg !55
  %24 = extractelement <4 x float> %19, i64 0, !dbg !55
  store float %24, float* %20, align 4, !dbg !55, !tbaa !59
  %25 = extractelement <4 x float> %19, i64 1, !dbg !55
  store float %25, float* %21, align 4, !dbg !55, !tbaa !59
  %26 = extractelement <4 x float> %19, i64 2, !dbg !55
  store float %26, float* %22, align 4, !dbg !55, !tbaa !59
  %27 = extractelement <4 x float> %19, i64 3, !dbg !55
  store float %27, float* %23, align 4, !dbg !55, !tbaa !59
  %index.next = add nuw i64 %index, 4, !dbg !55
  %vec.ind.next51 = add <4 x i32> %vec.ind50, <i32 4, i32 4, i32 4, i32 4>, !dbg !56
  %vec.ind.next53 = add <4 x i32> %vec.ind52, <i32 4, i32 4, i32 4, i32 4>, !dbg !58
  %28 = icmp eq i64 %index.next, %n.vec, !dbg !55
  br i1 %28, label %middle.block, label %vector.body, !dbg !55, !llvm.loop !61

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %5, %n.vec, !dbg !54
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader54, !dbg !54

for.body.preheader54:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body, !dbg !54

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %if.end
  %rem = srem i32 %argc, 64, !dbg !65
  %idxprom13 = sext i32 %rem to i64, !dbg !66
  %arrayidx16 = getelementptr inbounds %struct.lane, %struct.lane* %0, i64 %idxprom13, i32 0, i64 0, !dbg !66
  %29 = load float, float* %arrayidx16, align 16, !dbg !66, !tbaa !59
  %conv17 = fpext float %29 to double, !dbg !66
  %rem18 = srem i32 %argc, %add, !dbg !67
  %idxprom19 = sext i32 %rem18 to i64, !dbg !68
  %arrayidx22 = getelementptr inbounds %struct.lane, %struct.lane* %3, i64 %idxprom19, i32 0, i64 3, !dbg !68
  %30 = load float, float* %arrayidx22, align 4, !dbg !68, !tbaa !59
  %conv23 = fpext float %30 to double, !dbg !68
  %call24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), double noundef %conv17, double noundef %conv23), !dbg !69
  call void @free(i8* noundef nonnull %call) #6, !dbg !70
  call void @free(i8* noundef %2) #6, !dbg !71
  br label %cleanup

for.body:                                         ; preds = %for.body.preheader54, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader54 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !33, metadata !DIExpression()), !dbg !51
  %31 = trunc i64 %indvars.iv to i32, !dbg !56
  %conv6 = sitofp i32 %31 to float, !dbg !56
  %arrayidx7 = getelementptr inbounds %struct.lane, %struct.lane* %0, i64 %indvars.iv, i32 0, i64 0, !dbg !72
  store float %conv6, float* %arrayidx7, align 16, !dbg !73, !tbaa !59
  %32 = trunc i64 %indvars.iv to i32, !dbg !58
  %33 = sub nsw i32 0, %32, !dbg !58
  %conv8 = sitofp i32 %33 to float, !dbg !58
  %arrayidx12 = getelementptr inbounds %struct.lane, %struct.lane* %3, i64 %indvars.iv, i32 0, i64 3, !dbg !74
  store float %conv8, float* %arrayidx12, align 4, !dbg !75, !tbaa !59
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !55
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !33, metadata !DIExpression()), !dbg !51
  %cmp = icmp slt i64 %indvars.iv.next, %conv, !dbg !52
  %cmp4 = icmp ult i64 %indvars.iv, 63, !dbg !76
  %34 = and i1 %cmp, %cmp4, !dbg !76
  br i1 %34, label %for.body, label %for.cond.cleanup, !dbg !54, !llvm.loop !77

cleanup:                                          ; preds = %entry, %lor.lhs.false, %for.cond.cleanup
  %retval.0 = phi i32 [ 0, %for.cond.cleanup ], [ 1, %lor.lhs.false ], [ 1, %entry ], !dbg !35
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1) #6, !dbg !79
  ret i32 %retval.0, !dbg !79
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @aligned_alloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !80 i32 @posix_memalign(i8** noundef, i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.umin.i64(i64, i64) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "aligned.c", directory: ".", checksumkind: CSK_MD5, checksum: "ae46fd969f85141d2da1355e30fff0a0")
!2 = !{!3}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 12, type: !12, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!12 = !DISubroutineType(types: !13)
!13 = !{!14, !14, !15}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!18 = !{!19, !20, !21, !29, !31, !32, !33}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !11, file: !1, line: 12, type: !14)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !11, file: !1, line: 12, type: !15)
!21 = !DILocalVariable(name: "a", scope: !11, file: !1, line: 14, type: !22)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lane", file: !1, line: 5, size: 128, elements: !24)
!24 = !{!25}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !23, file: !1, line: 6, baseType: !26, size: 128)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 128, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 4)
!29 = !DILocalVariable(name: "raw", scope: !11, file: !1, line: 15, type: !30)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!31 = !DILocalVariable(name: "n", scope: !11, file: !1, line: 16, type: !14)
!32 = !DILocalVariable(name: "b", scope: !11, file: !1, line: 19, type: !22)
!33 = !DILocalVariable(name: "i", scope: !34, file: !1, line: 20, type: !14)
!34 = distinct !DILexicalBlock(scope: !11, file: !1, line: 20, column: 2)
!35 = !DILocation(line: 0, scope: !11)
!36 = !DILocation(line: 14, column: 19, scope: !11)
!37 = !DILocation(line: 15, column: 2, scope: !11)
!38 = !DILocation(line: 16, column: 15, scope: !11)
!39 = !DILocation(line: 17, column: 7, scope: !40)
!40 = distinct !DILexicalBlock(scope: !11, file: !1, line: 17, column: 6)
!41 = !DILocation(line: 17, column: 9, scope: !40)
!42 = !DILocation(line: 17, column: 37, scope: !40)
!43 = !DILocation(line: 17, column: 39, scope: !40)
!44 = !DILocation(line: 17, column: 12, scope: !40)
!45 = !DILocation(line: 17, column: 6, scope: !11)
!46 = !DILocation(line: 19, column: 19, scope: !11)
!47 = !{!48, !48, i64 0}
!48 = !{!"any pointer", !49, i64 0}
!49 = !{!"omnipotent char", !50, i64 0}
!50 = !{!"Simple C/C++ TBAA"}
!51 = !DILocation(line: 0, scope: !34)
!52 = !DILocation(line: 20, column: 20, scope: !53)
!53 = distinct !DILexicalBlock(scope: !34, file: !1, line: 20, column: 2)
!54 = !DILocation(line: 20, column: 2, scope: !34)
!55 = !DILocation(line: 20, column: 36, scope: !53)
!56 = !DILocation(line: 21, column: 15, scope: !57)
!57 = distinct !DILexicalBlock(scope: !53, file: !1, line: 20, column: 40)
!58 = !DILocation(line: 22, column: 15, scope: !57)
!59 = !{!60, !60, i64 0}
!60 = !{!"float", !49, i64 0}
!61 = distinct !{!61, !54, !62, !63, !64}
!62 = !DILocation(line: 23, column: 2, scope: !34)
!63 = !{!"llvm.loop.mustprogress"}
!64 = !{!"llvm.loop.isvectorized", i32 1}
!65 = !DILocation(line: 24, column: 27, scope: !11)
!66 = !DILocation(line: 24, column: 20, scope: !11)
!67 = !DILocation(line: 24, column: 46, scope: !11)
!68 = !DILocation(line: 24, column: 39, scope: !11)
!69 = !DILocation(line: 24, column: 2, scope: !11)
!70 = !DILocation(line: 25, column: 2, scope: !11)
!71 = !DILocation(line: 26, column: 2, scope: !11)
!72 = !DILocation(line: 21, column: 3, scope: !57)
!73 = !DILocation(line: 21, column: 13, scope: !57)
!74 = !DILocation(line: 22, column: 3, scope: !57)
!75 = !DILocation(line: 22, column: 13, scope: !57)
!76 = !DILocation(line: 20, column: 24, scope: !53)
!77 = distinct !{!77, !54, !62, !63, !78, !64}
!78 = !{!"llvm.loop.unroll.runtime.disable"}
!79 = !DILocation(line: 28, column: 1, scope: !11)
!80 = !DISubprogram(name: "posix_memalign", scope: !81, file: !81, line: 599, type: !82, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !88)
!81 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!82 = !DISubroutineType(types: !83)
!83 = !{!14, !84, !85, !85}
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !86, line: 46, baseType: !87)
!86 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!87 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!88 = !{}
