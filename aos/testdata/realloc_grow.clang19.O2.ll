; ModuleID = 'realloc_grow.c'
source_filename = "realloc_grow.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.vec = type { ptr, i32, i32 }
%struct.token = type { i32, i32, i32 }

@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !17 {
entry:
  %v = alloca %struct.vec, align 8, !DIAssignID !43
    #dbg_assign(i1 undef, !26, !DIExpression(), !43, ptr %v, !DIExpression(), !44)
    #dbg_value(i32 %argc, !24, !DIExpression(), !44)
    #dbg_value(ptr %argv, !25, !DIExpression(), !44)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %v) #9, !dbg !45
  call fastcc void @vec_init(ptr noundef nonnull %v), !dbg !46
    #dbg_value(i32 0, !38, !DIExpression(), !47)
  %cmp17 = icmp sgt i32 %argc, 0, !dbg !48
  br i1 %cmp17, label %for.body.preheader, label %for.cond2.preheader, !dbg !50

for.body.preheader:                               ; preds = %entry
  %mul = mul i32 %argc, 10
  %smax = tail call i32 @llvm.smax.i32(i32 %mul, i32 1), !dbg !50
  br label %for.body, !dbg !50

for.cond2.preheader:                              ; preds = %for.body, %entry
  %len = getelementptr inbounds i8, ptr %v, i64 8
  %0 = load i32, ptr %len, align 8, !tbaa !51
    #dbg_value(i32 0, !41, !DIExpression(), !57)
    #dbg_value(i32 0, !40, !DIExpression(), !44)
  %cmp319 = icmp sgt i32 %0, 0, !dbg !58
  %.pre = load ptr, ptr %v, align 8, !dbg !60, !tbaa !61
  br i1 %cmp319, label %for.body5.lr.ph, label %for.cond.cleanup4, !dbg !62

for.body5.lr.ph:                                  ; preds = %for.cond2.preheader
  %wide.trip.count = zext nneg i32 %0 to i64, !dbg !58
  %min.iters.check = icmp ult i32 %0, 9, !dbg !62
  br i1 %min.iters.check, label %for.body5.preheader, label %vector.ph, !dbg !62

for.body5.preheader:                              ; preds = %middle.block, %for.body5.lr.ph
  %indvars.iv.ph = phi i64 [ 0, %for.body5.lr.ph ], [ %n.vec, %middle.block ]
  %s.020.ph = phi i32 [ 0, %for.body5.lr.ph ], [ %37, %middle.block ]
  br label %for.body5, !dbg !62

vector.ph:                                        ; preds = %for.body5.lr.ph
  %n.mod.vf = and i64 %wide.trip.count, 7, !dbg !62
  %1 = icmp eq i64 %n.mod.vf, 0, !dbg !62
  %2 = select i1 %1, i64 8, i64 %n.mod.vf, !dbg !62
  %n.vec = sub nsw i64 %wide.trip.count, %2, !dbg !62
  br label %vector.body, !dbg !62

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !63
  %vec.phi = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %34, %vector.body ]
  %vec.phi25 = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %35, %vector.body ]
  %3 = or disjoint i64 %index, 1, !dbg !62
  %4 = or disjoint i64 %index, 2, !dbg !62
  %5 = or disjoint i64 %index, 3, !dbg !62
  %6 = or disjoint i64 %index, 4, !dbg !62
  %7 = or disjoint i64 %index, 5, !dbg !62
  %8 = or disjoint i64 %index, 6, !dbg !62
  %9 = or disjoint i64 %index, 7, !dbg !62
  %10 = getelementptr inbounds %struct.token, ptr %.pre, i64 %index, !dbg !64
  %11 = getelementptr inbounds %struct.token, ptr %.pre, i64 %3, !dbg !64
  %12 = getelementptr inbounds %struct.token, ptr %.pre, i64 %4, !dbg !64
  %13 = getelementptr inbounds %struct.token, ptr %.pre, i64 %5, !dbg !64
  %14 = getelementptr inbounds %struct.token, ptr %.pre, i64 %6, !dbg !64
  %15 = getelementptr inbounds %struct.token, ptr %.pre, i64 %7, !dbg !64
  %16 = getelementptr inbounds %struct.token, ptr %.pre, i64 %8, !dbg !64
  %17 = getelementptr inbounds %struct.token, ptr %.pre, i64 %9, !dbg !64
  %18 = load i32, ptr %10, align 4, !dbg !65, !tbaa !66
  %19 = load i32, ptr %11, align 4, !dbg !65, !tbaa !66
  %20 = load i32, ptr %12, align 4, !dbg !65, !tbaa !66
  %21 = load i32, ptr %13, align 4, !dbg !65, !tbaa !66
  %22 = insertelement <4 x i32> poison, i32 %18, i64 0, !dbg !65
  %23 = insertelement <4 x i32> %22, i32 %19, i64 1, !dbg !65
  %24 = insertelement <4 x i32> %23, i32 %20, i64 2, !dbg !65
  %25 = insertelement <4 x i32> %24, i32 %21, i64 3, !dbg !65
  %26 = load i32, ptr %14, align 4, !dbg !65, !tbaa !66
  %27 = load i32, ptr %15, align 4, !dbg !65, !tbaa !66
  %28 = load i32, ptr %16, align 4, !dbg !65, !tbaa !66
  %29 = load i32, ptr %17, align 4, !dbg !65, !tbaa !66
  %30 = insertelement <4 x i32> poison, i32 %26, i64 0, !dbg !62
  %31 = insertelement <4 x i32> %30, i32 %27, i64 1, !dbg !62
  %32 = insertelement <4 x i32> %31, i32 %28, i64 2, !dbg !62
  %33 = insertelement <4 x i32> %32, i32 %29, i64 3, !dbg !62
  %34 = add <4 x i32> %25, %vec.phi, !dbg !62
  %35 = add <4 x i32> %33, %vec.phi25, !dbg !62
  %index.next = add nuw i64 %index, 8, !dbg !63
  %36 = icmp eq i64 %index.next, %n.vec, !dbg !63
  br i1 %36, label %middle.block, label %vector.body, !dbg !63, !llvm.loop !68

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <4 x i32> %35, %34, !dbg !62
  %37 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %bin.rdx), !dbg !62
  br label %for.body5.preheader, !dbg !62

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.018 = phi i32 [ %inc, %for.body ], [ 0, %for.body.preheader ]
    #dbg_value(i32 %i.018, !38, !DIExpression(), !47)
  %rem = urem i32 %i.018, 3, !dbg !73
  call fastcc void @vec_push(ptr noundef nonnull %v, i32 noundef %rem, i32 noundef %i.018), !dbg !74
  %inc = add nuw nsw i32 %i.018, 1, !dbg !75
    #dbg_value(i32 %inc, !38, !DIExpression(), !47)
  %exitcond.not = icmp eq i32 %inc, %smax, !dbg !48
  br i1 %exitcond.not, label %for.cond2.preheader, label %for.body, !dbg !50, !llvm.loop !76

for.cond.cleanup4:                                ; preds = %for.body5, %for.cond2.preheader
  %s.0.lcssa = phi i32 [ 0, %for.cond2.preheader ], [ %add, %for.body5 ], !dbg !44
  %call = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %s.0.lcssa, i32 noundef %0), !dbg !78
  tail call void @free(ptr noundef %.pre) #9, !dbg !79
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %v) #9, !dbg !80
  ret i32 0, !dbg !81

for.body5:                                        ; preds = %for.body5.preheader, %for.body5
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body5 ], [ %indvars.iv.ph, %for.body5.preheader ]
  %s.020 = phi i32 [ %add, %for.body5 ], [ %s.020.ph, %for.body5.preheader ]
    #dbg_value(i64 %indvars.iv, !41, !DIExpression(), !57)
    #dbg_value(i32 %s.020, !40, !DIExpression(), !44)
  %arrayidx = getelementptr inbounds %struct.token, ptr %.pre, i64 %indvars.iv, !dbg !64
  %38 = load i32, ptr %arrayidx, align 4, !dbg !65, !tbaa !66
  %add = add nsw i32 %38, %s.020, !dbg !82
    #dbg_value(i32 %add, !40, !DIExpression(), !44)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !63
    #dbg_value(i64 %indvars.iv.next, !41, !DIExpression(), !57)
  %exitcond24.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !58
  br i1 %exitcond24.not, label %for.cond.cleanup4, label %for.body5, !dbg !62, !llvm.loop !83
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(argmem: write, inaccessiblemem: readwrite) uwtable
define internal fastcc void @vec_init(ptr nocapture noundef writeonly %v) unnamed_addr #2 !dbg !84 {
entry:
    #dbg_value(ptr %v, !89, !DIExpression(), !90)
  %cap = getelementptr inbounds i8, ptr %v, i64 12, !dbg !91
  store i32 4, ptr %cap, align 4, !dbg !92, !tbaa !93
  %len = getelementptr inbounds i8, ptr %v, i64 8, !dbg !94
  store i32 0, ptr %len, align 8, !dbg !95, !tbaa !51
  %call = tail call noalias dereferenceable_or_null(48) ptr @malloc(i64 noundef 48) #10, !dbg !96
  store ptr %call, ptr %v, align 8, !dbg !97, !tbaa !61
  ret void, !dbg !98
}

; Function Attrs: mustprogress noinline nounwind willreturn uwtable
define internal fastcc void @vec_push(ptr nocapture noundef %v, i32 noundef %kind, i32 noundef %start) unnamed_addr #3 !dbg !99 {
entry:
    #dbg_value(ptr %v, !103, !DIExpression(), !107)
    #dbg_value(i32 %kind, !104, !DIExpression(), !107)
    #dbg_value(i32 %start, !105, !DIExpression(), !107)
    #dbg_value(i32 1, !106, !DIExpression(), !107)
  %len1 = getelementptr inbounds i8, ptr %v, i64 8, !dbg !108
  %0 = load i32, ptr %len1, align 8, !dbg !108, !tbaa !51
  %cap = getelementptr inbounds i8, ptr %v, i64 12, !dbg !110
  %1 = load i32, ptr %cap, align 4, !dbg !110, !tbaa !93
  %cmp = icmp eq i32 %0, %1, !dbg !111
  %.pre = load ptr, ptr %v, align 8, !dbg !112, !tbaa !61
  br i1 %cmp, label %if.then, label %if.end, !dbg !113

if.then:                                          ; preds = %entry
  %mul = shl nsw i32 %0, 1, !dbg !114
  store i32 %mul, ptr %cap, align 4, !dbg !114, !tbaa !93
  %conv = sext i32 %mul to i64, !dbg !116
  %mul4 = mul nsw i64 %conv, 12, !dbg !117
  %call = tail call ptr @realloc(ptr noundef %.pre, i64 noundef %mul4) #11, !dbg !118
  store ptr %call, ptr %v, align 8, !dbg !119, !tbaa !61
  %.pre32 = load i32, ptr %len1, align 8, !dbg !120, !tbaa !51
  br label %if.end, !dbg !121

if.end:                                           ; preds = %if.then, %entry
  %2 = phi i32 [ %.pre32, %if.then ], [ %0, %entry ], !dbg !120
  %3 = phi ptr [ %call, %if.then ], [ %.pre, %entry ], !dbg !112
  %idxprom = sext i32 %2 to i64, !dbg !122
  %arrayidx = getelementptr inbounds %struct.token, ptr %3, i64 %idxprom, !dbg !122
  store i32 %kind, ptr %arrayidx, align 4, !dbg !123, !tbaa !66
  %start13 = getelementptr inbounds %struct.token, ptr %3, i64 %idxprom, i32 1, !dbg !124
  store i32 %start, ptr %start13, align 4, !dbg !125, !tbaa !126
  %len18 = getelementptr inbounds %struct.token, ptr %3, i64 %idxprom, i32 2, !dbg !127
  store i32 1, ptr %len18, align 4, !dbg !128, !tbaa !129
  %inc = add nsw i32 %2, 1, !dbg !130
  store i32 %inc, ptr %len1, align 8, !dbg !130, !tbaa !51
  ret void, !dbg !131
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !132 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !139 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !144 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !150 noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline nounwind willreturn memory(argmem: write, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { nounwind allocsize(0) }
attributes #11 = { nounwind allocsize(1) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "realloc_grow.c", directory: ".", checksumkind: CSK_MD5, checksum: "3ca939e241d1de2a32e02bce201cc47e")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
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
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 38, type: !18, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{!24, !25, !26, !38, !40, !41}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 38, type: !20)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 38, type: !21)
!26 = !DILocalVariable(name: "v", scope: !17, file: !2, line: 40, type: !27)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vec", file: !2, line: 11, size: 128, elements: !28)
!28 = !{!29, !36, !37}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !27, file: !2, line: 12, baseType: !30, size: 64)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "token", file: !2, line: 6, size: 96, elements: !32)
!32 = !{!33, !34, !35}
!33 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !31, file: !2, line: 7, baseType: !20, size: 32)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !31, file: !2, line: 8, baseType: !20, size: 32, offset: 32)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !31, file: !2, line: 8, baseType: !20, size: 32, offset: 64)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !27, file: !2, line: 13, baseType: !20, size: 32, offset: 64)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !27, file: !2, line: 13, baseType: !20, size: 32, offset: 96)
!38 = !DILocalVariable(name: "i", scope: !39, file: !2, line: 42, type: !20)
!39 = distinct !DILexicalBlock(scope: !17, file: !2, line: 42, column: 2)
!40 = !DILocalVariable(name: "s", scope: !17, file: !2, line: 44, type: !20)
!41 = !DILocalVariable(name: "i", scope: !42, file: !2, line: 45, type: !20)
!42 = distinct !DILexicalBlock(scope: !17, file: !2, line: 45, column: 2)
!43 = distinct !DIAssignID()
!44 = !DILocation(line: 0, scope: !17)
!45 = !DILocation(line: 40, column: 2, scope: !17)
!46 = !DILocation(line: 41, column: 2, scope: !17)
!47 = !DILocation(line: 0, scope: !39)
!48 = !DILocation(line: 42, column: 20, scope: !49)
!49 = distinct !DILexicalBlock(scope: !39, file: !2, line: 42, column: 2)
!50 = !DILocation(line: 42, column: 2, scope: !39)
!51 = !{!52, !56, i64 8}
!52 = !{!"vec", !53, i64 0, !56, i64 8, !56, i64 12}
!53 = !{!"any pointer", !54, i64 0}
!54 = !{!"omnipotent char", !55, i64 0}
!55 = !{!"Simple C/C++ TBAA"}
!56 = !{!"int", !54, i64 0}
!57 = !DILocation(line: 0, scope: !42)
!58 = !DILocation(line: 45, column: 20, scope: !59)
!59 = distinct !DILexicalBlock(scope: !42, file: !2, line: 45, column: 2)
!60 = !DILocation(line: 48, column: 9, scope: !17)
!61 = !{!52, !53, i64 0}
!62 = !DILocation(line: 45, column: 2, scope: !42)
!63 = !DILocation(line: 45, column: 30, scope: !59)
!64 = !DILocation(line: 46, column: 8, scope: !59)
!65 = !DILocation(line: 46, column: 18, scope: !59)
!66 = !{!67, !56, i64 0}
!67 = !{!"token", !56, i64 0, !56, i64 4, !56, i64 8}
!68 = distinct !{!68, !62, !69, !70, !71, !72}
!69 = !DILocation(line: 46, column: 18, scope: !42)
!70 = !{!"llvm.loop.mustprogress"}
!71 = !{!"llvm.loop.isvectorized", i32 1}
!72 = !{!"llvm.loop.unroll.runtime.disable"}
!73 = !DILocation(line: 43, column: 18, scope: !49)
!74 = !DILocation(line: 43, column: 3, scope: !49)
!75 = !DILocation(line: 42, column: 34, scope: !49)
!76 = distinct !{!76, !50, !77, !70}
!77 = !DILocation(line: 43, column: 27, scope: !39)
!78 = !DILocation(line: 47, column: 2, scope: !17)
!79 = !DILocation(line: 48, column: 2, scope: !17)
!80 = !DILocation(line: 50, column: 1, scope: !17)
!81 = !DILocation(line: 49, column: 2, scope: !17)
!82 = !DILocation(line: 46, column: 5, scope: !59)
!83 = distinct !{!83, !62, !69, !70, !72, !71}
!84 = distinct !DISubprogram(name: "vec_init", scope: !2, file: !2, line: 19, type: !85, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !88)
!85 = !DISubroutineType(types: !86)
!86 = !{null, !87}
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!88 = !{!89}
!89 = !DILocalVariable(name: "v", arg: 1, scope: !84, file: !2, line: 19, type: !87)
!90 = !DILocation(line: 0, scope: !84)
!91 = !DILocation(line: 21, column: 5, scope: !84)
!92 = !DILocation(line: 21, column: 9, scope: !84)
!93 = !{!52, !56, i64 12}
!94 = !DILocation(line: 22, column: 5, scope: !84)
!95 = !DILocation(line: 22, column: 9, scope: !84)
!96 = !DILocation(line: 23, column: 12, scope: !84)
!97 = !DILocation(line: 23, column: 10, scope: !84)
!98 = !DILocation(line: 24, column: 1, scope: !84)
!99 = distinct !DISubprogram(name: "vec_push", scope: !2, file: !2, line: 26, type: !100, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !102)
!100 = !DISubroutineType(cc: DW_CC_nocall, types: !101)
!101 = !{null, !87, !20, !20, !20}
!102 = !{!103, !104, !105, !106}
!103 = !DILocalVariable(name: "v", arg: 1, scope: !99, file: !2, line: 26, type: !87)
!104 = !DILocalVariable(name: "kind", arg: 2, scope: !99, file: !2, line: 26, type: !20)
!105 = !DILocalVariable(name: "start", arg: 3, scope: !99, file: !2, line: 26, type: !20)
!106 = !DILocalVariable(name: "len", arg: 4, scope: !99, file: !2, line: 26, type: !20)
!107 = !DILocation(line: 0, scope: !99)
!108 = !DILocation(line: 28, column: 9, scope: !109)
!109 = distinct !DILexicalBlock(scope: !99, file: !2, line: 28, column: 6)
!110 = !DILocation(line: 28, column: 19, scope: !109)
!111 = !DILocation(line: 28, column: 13, scope: !109)
!112 = !DILocation(line: 32, column: 5, scope: !99)
!113 = !DILocation(line: 28, column: 6, scope: !99)
!114 = !DILocation(line: 29, column: 10, scope: !115)
!115 = distinct !DILexicalBlock(scope: !109, file: !2, line: 28, column: 24)
!116 = !DILocation(line: 30, column: 30, scope: !115)
!117 = !DILocation(line: 30, column: 37, scope: !115)
!118 = !DILocation(line: 30, column: 13, scope: !115)
!119 = !DILocation(line: 30, column: 11, scope: !115)
!120 = !DILocation(line: 32, column: 13, scope: !99)
!121 = !DILocation(line: 31, column: 2, scope: !115)
!122 = !DILocation(line: 32, column: 2, scope: !99)
!123 = !DILocation(line: 32, column: 23, scope: !99)
!124 = !DILocation(line: 33, column: 18, scope: !99)
!125 = !DILocation(line: 33, column: 24, scope: !99)
!126 = !{!67, !56, i64 4}
!127 = !DILocation(line: 34, column: 18, scope: !99)
!128 = !DILocation(line: 34, column: 22, scope: !99)
!129 = !{!67, !56, i64 8}
!130 = !DILocation(line: 35, column: 8, scope: !99)
!131 = !DILocation(line: 36, column: 1, scope: !99)
!132 = !DISubprogram(name: "printf", scope: !133, file: !133, line: 356, type: !134, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!133 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!134 = !DISubroutineType(types: !135)
!135 = !{!20, !136, null}
!136 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !137)
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64)
!138 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!139 = !DISubprogram(name: "free", scope: !140, file: !140, line: 568, type: !141, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!140 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!141 = !DISubroutineType(types: !142)
!142 = !{null, !143}
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!144 = !DISubprogram(name: "malloc", scope: !140, file: !140, line: 553, type: !145, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!145 = !DISubroutineType(types: !146)
!146 = !{!143, !147}
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !148, line: 18, baseType: !149)
!148 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!149 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!150 = !DISubprogram(name: "realloc", scope: !140, file: !140, line: 564, type: !151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!151 = !DISubroutineType(types: !152)
!152 = !{!143, !143, !147}
