; ModuleID = 'typedef.c'
source_filename = "typedef.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Pair = type { i32, i32 }
%struct.rec = type { i64, %struct.Pair }

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !17 {
entry:
  %local = alloca [40 x %struct.Pair], align 16, !DIAssignID !50
    #dbg_assign(i1 undef, !40, !DIExpression(), !50, ptr %local, !DIExpression(), !51)
    #dbg_value(i32 %argc, !24, !DIExpression(), !51)
    #dbg_value(ptr %argv, !25, !DIExpression(), !51)
  %mul = mul nsw i32 %argc, 3, !dbg !52
  %add = add nsw i32 %mul, 1, !dbg !53
    #dbg_value(i32 %add, !26, !DIExpression(), !51)
  %conv = sext i32 %add to i64, !dbg !54
  %mul1 = shl nsw i64 %conv, 4, !dbg !55
  %call = tail call noalias ptr @malloc(i64 noundef %mul1) #6, !dbg !56
    #dbg_value(ptr %call, !27, !DIExpression(), !51)
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %local) #7, !dbg !57
  %tobool.not = icmp eq ptr %call, null, !dbg !58
  br i1 %tobool.not, label %cleanup, label %if.end, !dbg !60

if.end:                                           ; preds = %entry
  %cond = tail call i32 @llvm.smin.i32(i32 %add, i32 40), !dbg !61
    #dbg_value(i32 %cond, !44, !DIExpression(), !51)
    #dbg_value(i32 0, !45, !DIExpression(), !62)
  %cmp355 = icmp sgt i32 %argc, -1, !dbg !63
  br i1 %cmp355, label %for.body.preheader, label %for.cond.cleanup17, !dbg !65

for.body.preheader:                               ; preds = %if.end
  %smax = tail call i32 @llvm.smax.i32(i32 %cond, i32 1), !dbg !65
  %wide.trip.count = zext nneg i32 %smax to i64, !dbg !63
  %xtraiter = and i64 %wide.trip.count, 1, !dbg !65
  %0 = icmp eq i32 %argc, 0, !dbg !65
  br i1 %0, label %for.cond14.preheader.unr-lcssa, label %for.body.preheader.new, !dbg !65

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483646, !dbg !65
  br label %for.body, !dbg !65

for.cond14.preheader.unr-lcssa:                   ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !65
  br i1 %lcmp.mod.not, label %for.cond14.preheader, label %for.body.epil, !dbg !65

for.body.epil:                                    ; preds = %for.cond14.preheader.unr-lcssa
    #dbg_value(i64 %indvars.iv.unr, !45, !DIExpression(), !62)
  %arrayidx.epil = getelementptr inbounds %struct.rec, ptr %call, i64 %indvars.iv.unr, !dbg !66
  store i64 %indvars.iv.unr, ptr %arrayidx.epil, align 8, !dbg !68, !tbaa !69
  %p.epil = getelementptr inbounds i8, ptr %arrayidx.epil, i64 8, !dbg !76
  %1 = trunc nuw nsw i64 %indvars.iv.unr to i32, !dbg !77
  store i32 %1, ptr %p.epil, align 8, !dbg !77, !tbaa !78
  %arrayidx9.epil = getelementptr inbounds [40 x %struct.Pair], ptr %local, i64 0, i64 %indvars.iv.unr, !dbg !79
  store i32 %1, ptr %arrayidx9.epil, align 8, !dbg !80, !tbaa !81
  %val.epil = getelementptr inbounds i8, ptr %arrayidx9.epil, i64 4, !dbg !82
  %2 = trunc i64 %indvars.iv.unr to i32, !dbg !83
  %3 = sub i32 0, %2, !dbg !83
  store i32 %3, ptr %val.epil, align 4, !dbg !83, !tbaa !84
    #dbg_value(i64 %indvars.iv.unr, !45, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !62)
  br label %for.cond14.preheader, !dbg !85

for.cond14.preheader:                             ; preds = %for.cond14.preheader.unr-lcssa, %for.body.epil
    #dbg_value(i32 0, !48, !DIExpression(), !86)
    #dbg_value(i64 0, !47, !DIExpression(), !51)
  br i1 %cmp355, label %for.body18.preheader, label %for.cond.cleanup17, !dbg !85

for.body18.preheader:                             ; preds = %for.cond14.preheader
  %smax65 = tail call i32 @llvm.smax.i32(i32 %cond, i32 1), !dbg !85
  %wide.trip.count66 = zext nneg i32 %smax65 to i64, !dbg !87
  %min.iters.check = icmp slt i32 %argc, 2, !dbg !85
  br i1 %min.iters.check, label %for.body18.preheader71, label %vector.ph, !dbg !85

for.body18.preheader71:                           ; preds = %middle.block, %for.body18.preheader
  %indvars.iv62.ph = phi i64 [ 0, %for.body18.preheader ], [ %n.vec, %middle.block ]
  %s.058.ph = phi i64 [ 0, %for.body18.preheader ], [ %30, %middle.block ]
  br label %for.body18, !dbg !85

vector.ph:                                        ; preds = %for.body18.preheader
  %n.mod.vf = and i64 %wide.trip.count, 3, !dbg !85
  %4 = icmp eq i64 %n.mod.vf, 0, !dbg !85
  %5 = select i1 %4, i64 4, i64 %n.mod.vf, !dbg !85
  %n.vec = sub nsw i64 %wide.trip.count, %5, !dbg !85
  br label %vector.body, !dbg !85

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !89
  %vec.phi = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %27, %vector.body ]
  %vec.phi68 = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %28, %vector.body ]
  %6 = or disjoint i64 %index, 1, !dbg !85
  %7 = or disjoint i64 %index, 2, !dbg !85
  %8 = or disjoint i64 %index, 3, !dbg !85
  %9 = getelementptr inbounds %struct.rec, ptr %call, i64 %index, i32 1, !dbg !90
  %10 = getelementptr inbounds %struct.rec, ptr %call, i64 %6, i32 1, !dbg !90
  %11 = getelementptr inbounds %struct.rec, ptr %call, i64 %7, i32 1, !dbg !90
  %12 = getelementptr inbounds %struct.rec, ptr %call, i64 %8, i32 1, !dbg !90
  %13 = load i32, ptr %9, align 8, !dbg !91, !tbaa !78
  %14 = load i32, ptr %10, align 8, !dbg !91, !tbaa !78
  %15 = insertelement <2 x i32> poison, i32 %13, i64 0, !dbg !91
  %16 = insertelement <2 x i32> %15, i32 %14, i64 1, !dbg !91
  %17 = load i32, ptr %11, align 8, !dbg !91, !tbaa !78
  %18 = load i32, ptr %12, align 8, !dbg !91, !tbaa !78
  %19 = insertelement <2 x i32> poison, i32 %17, i64 0, !dbg !92
  %20 = insertelement <2 x i32> %19, i32 %18, i64 1, !dbg !92
  %21 = getelementptr inbounds [40 x %struct.Pair], ptr %local, i64 0, i64 %index, i32 1, !dbg !92
  %22 = getelementptr inbounds [40 x %struct.Pair], ptr %local, i64 0, i64 %7, i32 1, !dbg !92
  %wide.vec = load <4 x i32>, ptr %21, align 4, !dbg !92, !tbaa !84
  %wide.vec69 = load <4 x i32>, ptr %22, align 4, !dbg !92, !tbaa !84
  %strided.vec = shufflevector <4 x i32> %wide.vec, <4 x i32> poison, <2 x i32> <i32 0, i32 2>, !dbg !92
  %strided.vec70 = shufflevector <4 x i32> %wide.vec69, <4 x i32> poison, <2 x i32> <i32 0, i32 2>, !dbg !92
  %23 = add nsw <2 x i32> %strided.vec, %16, !dbg !85
  %24 = add nsw <2 x i32> %strided.vec70, %20, !dbg !85
  %25 = sext <2 x i32> %23 to <2 x i64>, !dbg !93
  %26 = sext <2 x i32> %24 to <2 x i64>, !dbg !93
  %27 = add <2 x i64> %vec.phi, %25, !dbg !94
  %28 = add <2 x i64> %vec.phi68, %26, !dbg !94
  %index.next = add nuw i64 %index, 4, !dbg !89
  %29 = icmp eq i64 %index.next, %n.vec, !dbg !89
  br i1 %29, label %middle.block, label %vector.body, !dbg !89, !llvm.loop !95

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <2 x i64> %28, %27, !dbg !85
  %30 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %bin.rdx), !dbg !85
  br label %for.body18.preheader71, !dbg !85

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
    #dbg_value(i64 %indvars.iv, !45, !DIExpression(), !62)
  %arrayidx = getelementptr inbounds %struct.rec, ptr %call, i64 %indvars.iv, !dbg !66
  store i64 %indvars.iv, ptr %arrayidx, align 8, !dbg !68, !tbaa !69
  %p = getelementptr inbounds i8, ptr %arrayidx, i64 8, !dbg !76
  %31 = trunc nuw nsw i64 %indvars.iv to i32, !dbg !77
  store i32 %31, ptr %p, align 8, !dbg !77, !tbaa !78
  %arrayidx9 = getelementptr inbounds [40 x %struct.Pair], ptr %local, i64 0, i64 %indvars.iv, !dbg !79
  store i32 %31, ptr %arrayidx9, align 16, !dbg !80, !tbaa !81
  %val = getelementptr inbounds i8, ptr %arrayidx9, i64 4, !dbg !82
  %32 = trunc i64 %indvars.iv to i32, !dbg !83
  %33 = sub i32 0, %32, !dbg !83
  store i32 %33, ptr %val, align 4, !dbg !83, !tbaa !84
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1, !dbg !100
    #dbg_value(i64 %indvars.iv.next, !45, !DIExpression(), !62)
  %arrayidx.1 = getelementptr inbounds %struct.rec, ptr %call, i64 %indvars.iv.next, !dbg !66
  store i64 %indvars.iv.next, ptr %arrayidx.1, align 8, !dbg !68, !tbaa !69
  %p.1 = getelementptr inbounds i8, ptr %arrayidx.1, i64 8, !dbg !76
  %34 = trunc nuw nsw i64 %indvars.iv.next to i32, !dbg !77
  store i32 %34, ptr %p.1, align 8, !dbg !77, !tbaa !78
  %arrayidx9.1 = getelementptr inbounds [40 x %struct.Pair], ptr %local, i64 0, i64 %indvars.iv.next, !dbg !79
  store i32 %34, ptr %arrayidx9.1, align 8, !dbg !80, !tbaa !81
  %val.1 = getelementptr inbounds i8, ptr %arrayidx9.1, i64 4, !dbg !82
  %35 = trunc i64 %indvars.iv.next to i32, !dbg !83
  %36 = sub nsw i32 0, %35, !dbg !83
  store i32 %36, ptr %val.1, align 4, !dbg !83, !tbaa !84
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !100
    #dbg_value(i64 %indvars.iv.next.1, !45, !DIExpression(), !62)
  %niter.next.1 = add i64 %niter, 2, !dbg !65
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !65
  br i1 %niter.ncmp.1, label %for.cond14.preheader.unr-lcssa, label %for.body, !dbg !65, !llvm.loop !101

for.cond.cleanup17:                               ; preds = %for.body18, %if.end, %for.cond14.preheader
  %s.0.lcssa = phi i64 [ 0, %for.cond14.preheader ], [ 0, %if.end ], [ %add28, %for.body18 ], !dbg !51
  %call32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %s.0.lcssa), !dbg !103
  tail call void @free(ptr noundef nonnull %call) #7, !dbg !104
  br label %cleanup

for.body18:                                       ; preds = %for.body18.preheader71, %for.body18
  %indvars.iv62 = phi i64 [ %indvars.iv.next63, %for.body18 ], [ %indvars.iv62.ph, %for.body18.preheader71 ]
  %s.058 = phi i64 [ %add28, %for.body18 ], [ %s.058.ph, %for.body18.preheader71 ]
    #dbg_value(i64 %indvars.iv62, !48, !DIExpression(), !86)
    #dbg_value(i64 %s.058, !47, !DIExpression(), !51)
  %p21 = getelementptr inbounds %struct.rec, ptr %call, i64 %indvars.iv62, i32 1, !dbg !90
  %37 = load i32, ptr %p21, align 8, !dbg !91, !tbaa !78
  %val25 = getelementptr inbounds [40 x %struct.Pair], ptr %local, i64 0, i64 %indvars.iv62, i32 1, !dbg !92
  %38 = load i32, ptr %val25, align 4, !dbg !92, !tbaa !84
  %add26 = add nsw i32 %38, %37, !dbg !105
  %conv27 = sext i32 %add26 to i64, !dbg !93
  %add28 = add nsw i64 %s.058, %conv27, !dbg !94
    #dbg_value(i64 %add28, !47, !DIExpression(), !51)
  %indvars.iv.next63 = add nuw nsw i64 %indvars.iv62, 1, !dbg !89
    #dbg_value(i64 %indvars.iv.next63, !48, !DIExpression(), !86)
  %exitcond67.not = icmp eq i64 %indvars.iv.next63, %wide.trip.count66, !dbg !87
  br i1 %exitcond67.not, label %for.cond.cleanup17, label %for.body18, !dbg !85, !llvm.loop !106

cleanup:                                          ; preds = %entry, %for.cond.cleanup17
  %retval.0 = phi i32 [ 0, %for.cond.cleanup17 ], [ 1, %entry ], !dbg !51
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %local) #7, !dbg !107
  ret i32 %retval.0, !dbg !107
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !108 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !116 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !123 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "typedef.c", directory: ".", checksumkind: CSK_MD5, checksum: "668addc77dbb5b22b428645aab8747b7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 2}
!15 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 18, type: !18, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{!24, !25, !26, !27, !40, !44, !45, !47, !48}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 18, type: !20)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 18, type: !21)
!26 = !DILocalVariable(name: "n", scope: !17, file: !2, line: 20, type: !20)
!27 = !DILocalVariable(name: "recs", scope: !17, file: !2, line: 21, type: !28)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "Rec", file: !2, line: 13, baseType: !30)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rec", file: !2, line: 10, size: 128, elements: !31)
!31 = !{!32, !34}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "stamp", scope: !30, file: !2, line: 11, baseType: !33, size: 64)
!33 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !30, file: !2, line: 12, baseType: !35, size: 64, offset: 64)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "Pair", file: !2, line: 8, baseType: !36)
!36 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 5, size: 64, elements: !37)
!37 = !{!38, !39}
!38 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !36, file: !2, line: 6, baseType: !20, size: 32)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !36, file: !2, line: 7, baseType: !20, size: 32, offset: 32)
!40 = !DILocalVariable(name: "local", scope: !17, file: !2, line: 22, type: !41)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 2560, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 40)
!44 = !DILocalVariable(name: "m", scope: !17, file: !2, line: 25, type: !20)
!45 = !DILocalVariable(name: "i", scope: !46, file: !2, line: 26, type: !20)
!46 = distinct !DILexicalBlock(scope: !17, file: !2, line: 26, column: 2)
!47 = !DILocalVariable(name: "s", scope: !17, file: !2, line: 32, type: !33)
!48 = !DILocalVariable(name: "i", scope: !49, file: !2, line: 33, type: !20)
!49 = distinct !DILexicalBlock(scope: !17, file: !2, line: 33, column: 2)
!50 = distinct !DIAssignID()
!51 = !DILocation(line: 0, scope: !17)
!52 = !DILocation(line: 20, column: 15, scope: !17)
!53 = !DILocation(line: 20, column: 19, scope: !17)
!54 = !DILocation(line: 21, column: 35, scope: !17)
!55 = !DILocation(line: 21, column: 33, scope: !17)
!56 = !DILocation(line: 21, column: 14, scope: !17)
!57 = !DILocation(line: 22, column: 2, scope: !17)
!58 = !DILocation(line: 23, column: 7, scope: !59)
!59 = distinct !DILexicalBlock(scope: !17, file: !2, line: 23, column: 6)
!60 = !DILocation(line: 23, column: 6, scope: !17)
!61 = !DILocation(line: 25, column: 10, scope: !17)
!62 = !DILocation(line: 0, scope: !46)
!63 = !DILocation(line: 26, column: 20, scope: !64)
!64 = distinct !DILexicalBlock(scope: !46, file: !2, line: 26, column: 2)
!65 = !DILocation(line: 26, column: 2, scope: !46)
!66 = !DILocation(line: 27, column: 3, scope: !67)
!67 = distinct !DILexicalBlock(scope: !64, file: !2, line: 26, column: 30)
!68 = !DILocation(line: 27, column: 17, scope: !67)
!69 = !{!70, !71, i64 0}
!70 = !{!"rec", !71, i64 0, !74, i64 8}
!71 = !{!"long", !72, i64 0}
!72 = !{!"omnipotent char", !73, i64 0}
!73 = !{!"Simple C/C++ TBAA"}
!74 = !{!"", !75, i64 0, !75, i64 4}
!75 = !{!"int", !72, i64 0}
!76 = !DILocation(line: 28, column: 11, scope: !67)
!77 = !DILocation(line: 28, column: 17, scope: !67)
!78 = !{!70, !75, i64 8}
!79 = !DILocation(line: 29, column: 3, scope: !67)
!80 = !DILocation(line: 29, column: 16, scope: !67)
!81 = !{!74, !75, i64 0}
!82 = !DILocation(line: 30, column: 12, scope: !67)
!83 = !DILocation(line: 30, column: 16, scope: !67)
!84 = !{!74, !75, i64 4}
!85 = !DILocation(line: 33, column: 2, scope: !49)
!86 = !DILocation(line: 0, scope: !49)
!87 = !DILocation(line: 33, column: 20, scope: !88)
!88 = distinct !DILexicalBlock(scope: !49, file: !2, line: 33, column: 2)
!89 = !DILocation(line: 33, column: 26, scope: !88)
!90 = !DILocation(line: 34, column: 16, scope: !88)
!91 = !DILocation(line: 34, column: 18, scope: !88)
!92 = !DILocation(line: 34, column: 33, scope: !88)
!93 = !DILocation(line: 34, column: 8, scope: !88)
!94 = !DILocation(line: 34, column: 5, scope: !88)
!95 = distinct !{!95, !85, !96, !97, !98, !99}
!96 = !DILocation(line: 34, column: 33, scope: !49)
!97 = !{!"llvm.loop.mustprogress"}
!98 = !{!"llvm.loop.isvectorized", i32 1}
!99 = !{!"llvm.loop.unroll.runtime.disable"}
!100 = !DILocation(line: 26, column: 26, scope: !64)
!101 = distinct !{!101, !65, !102, !97}
!102 = !DILocation(line: 31, column: 2, scope: !46)
!103 = !DILocation(line: 35, column: 2, scope: !17)
!104 = !DILocation(line: 36, column: 2, scope: !17)
!105 = !DILocation(line: 34, column: 22, scope: !88)
!106 = distinct !{!106, !85, !96, !97, !99, !98}
!107 = !DILocation(line: 38, column: 1, scope: !17)
!108 = !DISubprogram(name: "malloc", scope: !109, file: !109, line: 553, type: !110, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!109 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!110 = !DISubroutineType(types: !111)
!111 = !{!112, !113}
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !114, line: 18, baseType: !115)
!114 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!115 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!116 = !DISubprogram(name: "printf", scope: !117, file: !117, line: 356, type: !118, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!117 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!118 = !DISubroutineType(types: !119)
!119 = !{!20, !120, null}
!120 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !121)
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64)
!122 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!123 = !DISubprogram(name: "free", scope: !109, file: !109, line: 568, type: !124, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!124 = !DISubroutineType(types: !125)
!125 = !{null, !112}
