; ModuleID = 'realloc_grow.c'
source_filename = "realloc_grow.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.vec = type { %struct.token*, i32, i32 }
%struct.token = type { i32, i32, i32 }

@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !9 {
entry:
  %v = alloca %struct.vec, align 8
  call void @llvm.dbg.value(metadata i32 %argc, metadata !17, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i8** %argv, metadata !18, metadata !DIExpression()), !dbg !36
  %0 = bitcast %struct.vec* %v to i8*, !dbg !37
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %0) #10, !dbg !37
  call void @llvm.dbg.declare(metadata %struct.vec* %v, metadata !19, metadata !DIExpression()), !dbg !38
  call fastcc void @vec_init(%struct.vec* noundef nonnull %v), !dbg !39
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !40
  %cmp20 = icmp sgt i32 %argc, 0, !dbg !41
  br i1 %cmp20, label %for.body.preheader, label %for.cond2.preheader, !dbg !43

for.body.preheader:                               ; preds = %entry
  %mul = mul i32 %argc, 10
  %smax = call i32 @llvm.smax.i32(i32 %mul, i32 1), !dbg !43
  br label %for.body, !dbg !43

for.cond2.preheader:                              ; preds = %for.body, %entry
  %len = getelementptr inbounds %struct.vec, %struct.vec* %v, i64 0, i32 1
  %1 = load i32, i32* %len, align 8, !tbaa !44
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !50
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !36
  %cmp322 = icmp sgt i32 %1, 0, !dbg !51
  br i1 %cmp322, label %for.body5.lr.ph, label %for.cond2.preheader.for.cond.cleanup4_crit_edge, !dbg !53

for.cond2.preheader.for.cond.cleanup4_crit_edge:  ; preds = %for.cond2.preheader
  %.phi.trans.insert = bitcast %struct.vec* %v to i8**
  %.pre = load i8*, i8** %.phi.trans.insert, align 8, !dbg !54, !tbaa !55
  br label %for.cond.cleanup4, !dbg !53

for.body5.lr.ph:                                  ; preds = %for.cond2.preheader
  %data = getelementptr inbounds %struct.vec, %struct.vec* %v, i64 0, i32 0
  %2 = load %struct.token*, %struct.token** %data, align 8, !tbaa !55
  %wide.trip.count = zext i32 %1 to i64, !dbg !51
  %3 = bitcast %struct.token* %2 to i8*, !dbg !53
  %min.iters.check = icmp ult i32 %1, 9, !dbg !53
  br i1 %min.iters.check, label %for.body5.preheader, label %vector.ph, !dbg !53

vector.ph:                                        ; preds = %for.body5.lr.ph
  %n.mod.vf = and i64 %wide.trip.count, 7, !dbg !53
  %4 = icmp eq i64 %n.mod.vf, 0, !dbg !53
  %5 = select i1 %4, i64 8, i64 %n.mod.vf, !dbg !53
  %n.vec = sub nsw i64 %wide.trip.count, %5, !dbg !53
  br label %vector.body, !dbg !53

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !56
  %vec.phi = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %37, %vector.body ]
  %vec.phi29 = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %38, %vector.body ]
  %6 = or i64 %index, 1, !dbg !56
  %7 = or i64 %index, 2, !dbg !56
  %8 = or i64 %index, 3, !dbg !56
  %9 = or i64 %index, 4, !dbg !56
  %10 = or i64 %index, 5, !dbg !56
  %11 = or i64 %index, 6, !dbg !56
  %12 = or i64 %index, 7, !dbg !56
  %13 = getelementptr inbounds %struct.token, %struct.token* %2, i64 %index, i32 0, !dbg !56
  %14 = getelementptr inbounds %struct.token, %struct.token* %2, i64 %6, i32 0, !dbg !56
  %15 = getelementptr inbounds %struct.token, %struct.token* %2, i64 %7, i32 0, !dbg !56
  %16 = getelementptr inbounds %struct.token, %struct.token* %2, i64 %8, i32 0, !dbg !56
  %17 = getelementptr inbounds %struct.token, %struct.token* %2, i64 %9, i32 0, !dbg !56
  %18 = getelementptr inbounds %struct.token, %struct.token* %2, i64 %10, i32 0, !dbg !56
  %19 = getelementptr inbounds %struct.token, %struct.token* %2, i64 %11, i32 0, !dbg !56
  %20 = getelementptr inbounds %struct.token, %struct.token* %2, i64 %12, i32 0, !dbg !56
  %21 = load i32, i32* %13, align 4, !dbg !56, !tbaa !57
  %22 = load i32, i32* %14, align 4, !dbg !56, !tbaa !57
  %23 = load i32, i32* %15, align 4, !dbg !56, !tbaa !57
  %24 = load i32, i32* %16, align 4, !dbg !56, !tbaa !57
  %25 = insertelement <4 x i32> poison, i32 %21, i64 0, !dbg !56
  %26 = insertelement <4 x i32> %25, i32 %22, i64 1, !dbg !56
  %27 = insertelement <4 x i32> %26, i32 %23, i64 2, !dbg !56
  %28 = insertelement <4 x i32> %27, i32 %24, i64 3, !dbg !56
  %29 = load i32, i32* %17, align 4, !dbg !56, !tbaa !57
  %30 = load i32, i32* %18, align 4, !dbg !56, !tbaa !57
  %31 = load i32, i32* %19, align 4, !dbg !56, !tbaa !57
  %32 = load i32, i32* %20, align 4, !dbg !56, !tbaa !57
  %33 = insertelement <4 x i32> poison, i32 %29, i64 0, !dbg !56
  %34 = insertelement <4 x i32> %33, i32 %30, i64 1, !dbg !56
  %35 = insertelement <4 x i32> %34, i32 %31, i64 2, !dbg !56
  %36 = insertelement <4 x i32> %35, i32 %32, i64 3, !dbg !56
  %37 = add <4 x i32> %28, %vec.phi, !dbg !56
  %38 = add <4 x i32> %36, %vec.phi29, !dbg !56
  %index.next = add nuw i64 %index, 8, !dbg !56
  %39 = icmp eq i64 %index.next, %n.vec, !dbg !56
  br i1 %39, label %middle.block, label %vector.body, !dbg !56, !llvm.loop !59

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <4 x i32> %38, %37, !dbg !53
  %40 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %bin.rdx), !dbg !53
  br label %for.body5.preheader, !dbg !53

for.body5.preheader:                              ; preds = %for.body5.lr.ph, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body5.lr.ph ], [ %n.vec, %middle.block ]
  %s.023.ph = phi i32 [ 0, %for.body5.lr.ph ], [ %40, %middle.block ]
  br label %for.body5, !dbg !53

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.021 = phi i32 [ %inc, %for.body ], [ 0, %for.body.preheader ]
  call void @llvm.dbg.value(metadata i32 %i.021, metadata !31, metadata !DIExpression()), !dbg !40
  %rem = urem i32 %i.021, 3, !dbg !63
  call fastcc void @vec_push(%struct.vec* noundef nonnull %v, i32 noundef %rem, i32 noundef %i.021), !dbg !64
  %inc = add nuw nsw i32 %i.021, 1, !dbg !65
  call void @llvm.dbg.value(metadata i32 %inc, metadata !31, metadata !DIExpression()), !dbg !40
  %exitcond.not = icmp eq i32 %inc, %smax, !dbg !41
  br i1 %exitcond.not, label %for.cond2.preheader, label %for.body, !dbg !43, !llvm.loop !66

for.cond.cleanup4:                                ; preds = %for.body5, %for.cond2.preheader.for.cond.cleanup4_crit_edge
  %41 = phi i8* [ %.pre, %for.cond2.preheader.for.cond.cleanup4_crit_edge ], [ %3, %for.body5 ], !dbg !54
  %s.0.lcssa = phi i32 [ 0, %for.cond2.preheader.for.cond.cleanup4_crit_edge ], [ %add, %for.body5 ], !dbg !36
  %call = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef %s.0.lcssa, i32 noundef %1), !dbg !68
  tail call void @free(i8* noundef %41) #10, !dbg !69
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %0) #10, !dbg !70
  ret i32 0, !dbg !71

for.body5:                                        ; preds = %for.body5.preheader, %for.body5
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body5 ], [ %indvars.iv.ph, %for.body5.preheader ]
  %s.023 = phi i32 [ %add, %for.body5 ], [ %s.023.ph, %for.body5.preheader ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !34, metadata !DIExpression()), !dbg !50
  call void @llvm.dbg.value(metadata i32 %s.023, metadata !33, metadata !DIExpression()), !dbg !36
  %kind = getelementptr inbounds %struct.token, %struct.token* %2, i64 %indvars.iv, i32 0, !dbg !72
  %42 = load i32, i32* %kind, align 4, !dbg !72, !tbaa !57
  %add = add nsw i32 %42, %s.023, !dbg !73
  call void @llvm.dbg.value(metadata i32 %add, metadata !33, metadata !DIExpression()), !dbg !36
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !56
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !34, metadata !DIExpression()), !dbg !50
  %exitcond27.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !51
  br i1 %exitcond27.not, label %for.cond.cleanup4, label %for.body5, !dbg !53, !llvm.loop !74
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define internal fastcc void @vec_init(%struct.vec* nocapture noundef writeonly %v) unnamed_addr #3 !dbg !76 {
entry:
  call void @llvm.dbg.value(metadata %struct.vec* %v, metadata !81, metadata !DIExpression()), !dbg !82
  %cap = getelementptr inbounds %struct.vec, %struct.vec* %v, i64 0, i32 2, !dbg !83
  store i32 4, i32* %cap, align 4, !dbg !84, !tbaa !85
  %len = getelementptr inbounds %struct.vec, %struct.vec* %v, i64 0, i32 1, !dbg !86
  store i32 0, i32* %len, align 8, !dbg !87, !tbaa !44
  %call = tail call noalias dereferenceable_or_null(48) i8* @malloc(i64 noundef 48) #10, !dbg !88
  %0 = bitcast %struct.vec* %v to i8**, !dbg !89
  store i8* %call, i8** %0, align 8, !dbg !89, !tbaa !55
  ret void, !dbg !90
}

; Function Attrs: mustprogress noinline nounwind uwtable willreturn
define internal fastcc void @vec_push(%struct.vec* nocapture noundef %v, i32 noundef %kind, i32 noundef %start) unnamed_addr #4 !dbg !91 {
entry:
  call void @llvm.dbg.value(metadata %struct.vec* %v, metadata !95, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata i32 %kind, metadata !96, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata i32 %start, metadata !97, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata i32 1, metadata !98, metadata !DIExpression()), !dbg !99
  %len1 = getelementptr inbounds %struct.vec, %struct.vec* %v, i64 0, i32 1, !dbg !100
  %0 = load i32, i32* %len1, align 8, !dbg !100, !tbaa !44
  %cap = getelementptr inbounds %struct.vec, %struct.vec* %v, i64 0, i32 2, !dbg !102
  %1 = load i32, i32* %cap, align 4, !dbg !102, !tbaa !85
  %cmp = icmp eq i32 %0, %1, !dbg !103
  br i1 %cmp, label %if.then, label %entry.if.end_crit_edge, !dbg !104

entry.if.end_crit_edge:                           ; preds = %entry
  %data6.phi.trans.insert = getelementptr inbounds %struct.vec, %struct.vec* %v, i64 0, i32 0
  %.pre = load %struct.token*, %struct.token** %data6.phi.trans.insert, align 8, !dbg !105, !tbaa !55
  br label %if.end, !dbg !104

if.then:                                          ; preds = %entry
  %mul = shl nsw i32 %0, 1, !dbg !106
  store i32 %mul, i32* %cap, align 4, !dbg !106, !tbaa !85
  %2 = bitcast %struct.vec* %v to i8**, !dbg !108
  %3 = load i8*, i8** %2, align 8, !dbg !108, !tbaa !55
  %conv = sext i32 %mul to i64, !dbg !109
  %mul4 = mul nsw i64 %conv, 12, !dbg !110
  %call = tail call i8* @realloc(i8* noundef %3, i64 noundef %mul4) #10, !dbg !111
  store i8* %call, i8** %2, align 8, !dbg !112, !tbaa !55
  %4 = bitcast i8* %call to %struct.token*, !dbg !113
  %.pre1 = load i32, i32* %len1, align 8, !dbg !114, !tbaa !44
  br label %if.end, !dbg !113

if.end:                                           ; preds = %entry.if.end_crit_edge, %if.then
  %5 = phi i32 [ %0, %entry.if.end_crit_edge ], [ %.pre1, %if.then ], !dbg !114
  %6 = phi %struct.token* [ %.pre, %entry.if.end_crit_edge ], [ %4, %if.then ], !dbg !105
  %idxprom = sext i32 %5 to i64, !dbg !115
  %kind8 = getelementptr inbounds %struct.token, %struct.token* %6, i64 %idxprom, i32 0, !dbg !116
  store i32 %kind, i32* %kind8, align 4, !dbg !117, !tbaa !57
  %start13 = getelementptr inbounds %struct.token, %struct.token* %6, i64 %idxprom, i32 1, !dbg !118
  store i32 %start, i32* %start13, align 4, !dbg !119, !tbaa !120
  %len18 = getelementptr inbounds %struct.token, %struct.token* %6, i64 %idxprom, i32 2, !dbg !121
  store i32 1, i32* %len18, align 4, !dbg !122, !tbaa !123
  %inc = add nsw i32 %5, 1, !dbg !124
  store i32 %inc, i32* %len1, align 8, !dbg !124, !tbaa !44
  ret void, !dbg !125
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare noalias noundef i8* @realloc(i8* nocapture noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #9

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nofree nosync nounwind readnone willreturn }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "realloc_grow.c", directory: ".", checksumkind: CSK_MD5, checksum: "3ca939e241d1de2a32e02bce201cc47e")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 38, type: !10, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !12, !13}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!16 = !{!17, !18, !19, !31, !33, !34}
!17 = !DILocalVariable(name: "argc", arg: 1, scope: !9, file: !1, line: 38, type: !12)
!18 = !DILocalVariable(name: "argv", arg: 2, scope: !9, file: !1, line: 38, type: !13)
!19 = !DILocalVariable(name: "v", scope: !9, file: !1, line: 40, type: !20)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vec", file: !1, line: 11, size: 128, elements: !21)
!21 = !{!22, !29, !30}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !20, file: !1, line: 12, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "token", file: !1, line: 6, size: 96, elements: !25)
!25 = !{!26, !27, !28}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !24, file: !1, line: 7, baseType: !12, size: 32)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !24, file: !1, line: 8, baseType: !12, size: 32, offset: 32)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !24, file: !1, line: 8, baseType: !12, size: 32, offset: 64)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !20, file: !1, line: 13, baseType: !12, size: 32, offset: 64)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !20, file: !1, line: 13, baseType: !12, size: 32, offset: 96)
!31 = !DILocalVariable(name: "i", scope: !32, file: !1, line: 42, type: !12)
!32 = distinct !DILexicalBlock(scope: !9, file: !1, line: 42, column: 2)
!33 = !DILocalVariable(name: "s", scope: !9, file: !1, line: 44, type: !12)
!34 = !DILocalVariable(name: "i", scope: !35, file: !1, line: 45, type: !12)
!35 = distinct !DILexicalBlock(scope: !9, file: !1, line: 45, column: 2)
!36 = !DILocation(line: 0, scope: !9)
!37 = !DILocation(line: 40, column: 2, scope: !9)
!38 = !DILocation(line: 40, column: 13, scope: !9)
!39 = !DILocation(line: 41, column: 2, scope: !9)
!40 = !DILocation(line: 0, scope: !32)
!41 = !DILocation(line: 42, column: 20, scope: !42)
!42 = distinct !DILexicalBlock(scope: !32, file: !1, line: 42, column: 2)
!43 = !DILocation(line: 42, column: 2, scope: !32)
!44 = !{!45, !49, i64 8}
!45 = !{!"vec", !46, i64 0, !49, i64 8, !49, i64 12}
!46 = !{!"any pointer", !47, i64 0}
!47 = !{!"omnipotent char", !48, i64 0}
!48 = !{!"Simple C/C++ TBAA"}
!49 = !{!"int", !47, i64 0}
!50 = !DILocation(line: 0, scope: !35)
!51 = !DILocation(line: 45, column: 20, scope: !52)
!52 = distinct !DILexicalBlock(scope: !35, file: !1, line: 45, column: 2)
!53 = !DILocation(line: 45, column: 2, scope: !35)
!54 = !DILocation(line: 48, column: 9, scope: !9)
!55 = !{!45, !46, i64 0}
!56 = !DILocation(line: 45, column: 30, scope: !52)
!57 = !{!58, !49, i64 0}
!58 = !{!"token", !49, i64 0, !49, i64 4, !49, i64 8}
!59 = distinct !{!59, !53, !60, !61, !62}
!60 = !DILocation(line: 46, column: 18, scope: !35)
!61 = !{!"llvm.loop.mustprogress"}
!62 = !{!"llvm.loop.isvectorized", i32 1}
!63 = !DILocation(line: 43, column: 18, scope: !42)
!64 = !DILocation(line: 43, column: 3, scope: !42)
!65 = !DILocation(line: 42, column: 34, scope: !42)
!66 = distinct !{!66, !43, !67, !61}
!67 = !DILocation(line: 43, column: 27, scope: !32)
!68 = !DILocation(line: 47, column: 2, scope: !9)
!69 = !DILocation(line: 48, column: 2, scope: !9)
!70 = !DILocation(line: 50, column: 1, scope: !9)
!71 = !DILocation(line: 49, column: 2, scope: !9)
!72 = !DILocation(line: 46, column: 18, scope: !52)
!73 = !DILocation(line: 46, column: 5, scope: !52)
!74 = distinct !{!74, !53, !60, !61, !75, !62}
!75 = !{!"llvm.loop.unroll.runtime.disable"}
!76 = distinct !DISubprogram(name: "vec_init", scope: !1, file: !1, line: 19, type: !77, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !80)
!77 = !DISubroutineType(types: !78)
!78 = !{null, !79}
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!80 = !{!81}
!81 = !DILocalVariable(name: "v", arg: 1, scope: !76, file: !1, line: 19, type: !79)
!82 = !DILocation(line: 0, scope: !76)
!83 = !DILocation(line: 21, column: 5, scope: !76)
!84 = !DILocation(line: 21, column: 9, scope: !76)
!85 = !{!45, !49, i64 12}
!86 = !DILocation(line: 22, column: 5, scope: !76)
!87 = !DILocation(line: 22, column: 9, scope: !76)
!88 = !DILocation(line: 23, column: 12, scope: !76)
!89 = !DILocation(line: 23, column: 10, scope: !76)
!90 = !DILocation(line: 24, column: 1, scope: !76)
!91 = distinct !DISubprogram(name: "vec_push", scope: !1, file: !1, line: 26, type: !92, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !94)
!92 = !DISubroutineType(types: !93)
!93 = !{null, !79, !12, !12, !12}
!94 = !{!95, !96, !97, !98}
!95 = !DILocalVariable(name: "v", arg: 1, scope: !91, file: !1, line: 26, type: !79)
!96 = !DILocalVariable(name: "kind", arg: 2, scope: !91, file: !1, line: 26, type: !12)
!97 = !DILocalVariable(name: "start", arg: 3, scope: !91, file: !1, line: 26, type: !12)
!98 = !DILocalVariable(name: "len", arg: 4, scope: !91, file: !1, line: 26, type: !12)
!99 = !DILocation(line: 0, scope: !91)
!100 = !DILocation(line: 28, column: 9, scope: !101)
!101 = distinct !DILexicalBlock(scope: !91, file: !1, line: 28, column: 6)
!102 = !DILocation(line: 28, column: 19, scope: !101)
!103 = !DILocation(line: 28, column: 13, scope: !101)
!104 = !DILocation(line: 28, column: 6, scope: !91)
!105 = !DILocation(line: 32, column: 5, scope: !91)
!106 = !DILocation(line: 29, column: 10, scope: !107)
!107 = distinct !DILexicalBlock(scope: !101, file: !1, line: 28, column: 24)
!108 = !DILocation(line: 30, column: 24, scope: !107)
!109 = !DILocation(line: 30, column: 30, scope: !107)
!110 = !DILocation(line: 30, column: 37, scope: !107)
!111 = !DILocation(line: 30, column: 13, scope: !107)
!112 = !DILocation(line: 30, column: 11, scope: !107)
!113 = !DILocation(line: 31, column: 2, scope: !107)
!114 = !DILocation(line: 32, column: 13, scope: !91)
!115 = !DILocation(line: 32, column: 2, scope: !91)
!116 = !DILocation(line: 32, column: 18, scope: !91)
!117 = !DILocation(line: 32, column: 23, scope: !91)
!118 = !DILocation(line: 33, column: 18, scope: !91)
!119 = !DILocation(line: 33, column: 24, scope: !91)
!120 = !{!58, !49, i64 4}
!121 = !DILocation(line: 34, column: 18, scope: !91)
!122 = !DILocation(line: 34, column: 22, scope: !91)
!123 = !{!58, !49, i64 8}
!124 = !DILocation(line: 35, column: 8, scope: !91)
!125 = !DILocation(line: 36, column: 1, scope: !91)
