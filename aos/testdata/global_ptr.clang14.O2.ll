; ModuleID = 'global_ptr.c'
source_filename = "global_ptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.account = type { i64, i32 }

@accounts = dso_local local_unnamed_addr global %struct.account* null, align 8, !dbg !0
@naccounts = dso_local local_unnamed_addr global i32 0, align 4, !dbg !5
@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define dso_local void @setup(i32 noundef %n) local_unnamed_addr #0 !dbg !21 {
entry:
  call void @llvm.dbg.value(metadata i32 %n, metadata !25, metadata !DIExpression()), !dbg !26
  %conv = sext i32 %n to i64, !dbg !27
  %mul = shl nsw i64 %conv, 4, !dbg !28
  %call = tail call noalias i8* @malloc(i64 noundef %mul) #8, !dbg !29
  store i8* %call, i8** bitcast (%struct.account** @accounts to i8**), align 8, !dbg !30, !tbaa !31
  store i32 %n, i32* @naccounts, align 4, !dbg !35, !tbaa !36
  ret void, !dbg !38
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local void @deposit(i32 noundef %i, i64 noundef %amount) local_unnamed_addr #2 !dbg !39 {
entry:
  call void @llvm.dbg.value(metadata i32 %i, metadata !43, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i64 %amount, metadata !44, metadata !DIExpression()), !dbg !45
  %0 = load %struct.account*, %struct.account** @accounts, align 8, !dbg !46, !tbaa !31
  %idxprom = sext i32 %i to i64, !dbg !46
  %balance = getelementptr inbounds %struct.account, %struct.account* %0, i64 %idxprom, i32 0, !dbg !47
  %1 = load i64, i64* %balance, align 8, !dbg !48, !tbaa !49
  %add = add nsw i64 %1, %amount, !dbg !48
  store i64 %add, i64* %balance, align 8, !dbg !48, !tbaa !49
  ret void, !dbg !52
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define dso_local i64 @total() local_unnamed_addr #3 !dbg !53 {
entry:
  call void @llvm.dbg.value(metadata i64 0, metadata !57, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i32 0, metadata !58, metadata !DIExpression()), !dbg !61
  %0 = load i32, i32* @naccounts, align 4, !tbaa !36
  call void @llvm.dbg.value(metadata i32 0, metadata !58, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata i64 0, metadata !57, metadata !DIExpression()), !dbg !60
  %cmp6 = icmp sgt i32 %0, 0, !dbg !62
  br i1 %cmp6, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !64

for.body.lr.ph:                                   ; preds = %entry
  %1 = load %struct.account*, %struct.account** @accounts, align 8, !tbaa !31
  %wide.trip.count = zext i32 %0 to i64, !dbg !62
  %min.iters.check = icmp ult i32 %0, 5, !dbg !64
  br i1 %min.iters.check, label %for.body.preheader, label %vector.ph, !dbg !64

vector.ph:                                        ; preds = %for.body.lr.ph
  %n.mod.vf = and i64 %wide.trip.count, 3, !dbg !64
  %2 = icmp eq i64 %n.mod.vf, 0, !dbg !64
  %3 = select i1 %2, i64 4, i64 %n.mod.vf, !dbg !64
  %n.vec = sub nsw i64 %wide.trip.count, %3, !dbg !64
  br label %vector.body, !dbg !64

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !65
  %vec.phi = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %9, %vector.body ]
  %vec.phi10 = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %10, %vector.body ]
  %4 = or i64 %index, 2, !dbg !65
  %5 = getelementptr inbounds %struct.account, %struct.account* %1, i64 %index, i32 0, !dbg !65
  %6 = getelementptr inbounds %struct.account, %struct.account* %1, i64 %4, i32 0, !dbg !65
  %7 = bitcast i64* %5 to <4 x i64>*, !dbg !65
  %8 = bitcast i64* %6 to <4 x i64>*, !dbg !65
  %wide.vec = load <4 x i64>, <4 x i64>* %7, align 8, !dbg !66, !tbaa !49
  %wide.vec11 = load <4 x i64>, <4 x i64>* %8, align 8, !dbg !66, !tbaa !49
  %strided.vec = shufflevector <4 x i64> %wide.vec, <4 x i64> poison, <2 x i32> <i32 0, i32 2>, !dbg !66
  %strided.vec12 = shufflevector <4 x i64> %wide.vec11, <4 x i64> poison, <2 x i32> <i32 0, i32 2>, !dbg !66
  %9 = add <2 x i64> %strided.vec, %vec.phi, !dbg !67
  %10 = add <2 x i64> %strided.vec12, %vec.phi10, !dbg !67
  %index.next = add nuw i64 %index, 4, !dbg !65
  %11 = icmp eq i64 %index.next, %n.vec, !dbg !65
  br i1 %11, label %middle.block, label %vector.body, !dbg !65, !llvm.loop !68

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <2 x i64> %10, %9, !dbg !64
  %12 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %bin.rdx), !dbg !64
  br label %for.body.preheader, !dbg !64

for.body.preheader:                               ; preds = %for.body.lr.ph, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.lr.ph ], [ %n.vec, %middle.block ]
  %t.07.ph = phi i64 [ 0, %for.body.lr.ph ], [ %12, %middle.block ]
  br label %for.body, !dbg !64

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %t.0.lcssa = phi i64 [ 0, %entry ], [ %add, %for.body ], !dbg !60
  ret i64 %t.0.lcssa, !dbg !72

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %t.07 = phi i64 [ %add, %for.body ], [ %t.07.ph, %for.body.preheader ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !58, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata i64 %t.07, metadata !57, metadata !DIExpression()), !dbg !60
  %balance = getelementptr inbounds %struct.account, %struct.account* %1, i64 %indvars.iv, i32 0, !dbg !66
  %13 = load i64, i64* %balance, align 8, !dbg !66, !tbaa !49
  %add = add nsw i64 %13, %t.07, !dbg !67
  call void @llvm.dbg.value(metadata i64 %add, metadata !57, metadata !DIExpression()), !dbg !60
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !65
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !58, metadata !DIExpression()), !dbg !61
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !62
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !64, !llvm.loop !73
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #4 !dbg !75 {
entry:
  call void @llvm.dbg.value(metadata i32 %argc, metadata !82, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i8** %argv, metadata !83, metadata !DIExpression()), !dbg !86
  %add = add nsw i32 %argc, 8, !dbg !87
  tail call void @setup(i32 noundef %add), !dbg !88
  call void @llvm.dbg.value(metadata i32 0, metadata !84, metadata !DIExpression()), !dbg !89
  %0 = load i32, i32* @naccounts, align 4, !dbg !90, !tbaa !36
  %cmp10 = icmp sgt i32 %0, 0, !dbg !92
  br i1 %cmp10, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !93

for.body.lr.ph:                                   ; preds = %entry
  %1 = load %struct.account*, %struct.account** @accounts, align 8, !tbaa !31
  br label %for.body, !dbg !93

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %.lcssa = phi i32 [ %0, %entry ], [ %3, %for.body ], !dbg !90
  %rem = srem i32 %argc, %.lcssa, !dbg !94
  tail call void @deposit(i32 noundef %rem, i64 noundef 100), !dbg !95
  %call = tail call i64 @total(), !dbg !96
  %call3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %call), !dbg !97
  ret i32 0, !dbg !98

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next, %for.body ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !84, metadata !DIExpression()), !dbg !89
  %owner = getelementptr inbounds %struct.account, %struct.account* %1, i64 %indvars.iv, i32 1, !dbg !99
  %2 = trunc i64 %indvars.iv to i32, !dbg !101
  store i32 %2, i32* %owner, align 8, !dbg !101, !tbaa !102
  %balance = getelementptr inbounds %struct.account, %struct.account* %1, i64 %indvars.iv, i32 0, !dbg !103
  store i64 0, i64* %balance, align 8, !dbg !104, !tbaa !49
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !105
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !84, metadata !DIExpression()), !dbg !89
  %3 = load i32, i32* @naccounts, align 4, !dbg !90, !tbaa !36
  %4 = sext i32 %3 to i64, !dbg !92
  %cmp = icmp slt i64 %indvars.iv.next, %4, !dbg !92
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !93, !llvm.loop !106
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #7

attributes #0 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nofree nosync nounwind readnone willreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "accounts", scope: !2, file: !3, line: 11, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "global_ptr.c", directory: ".", checksumkind: CSK_MD5, checksum: "ffb3ad60c02663b05e7069657cbffe2a")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "naccounts", scope: !2, file: !3, line: 12, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "account", file: !3, line: 6, size: 128, elements: !10)
!10 = !{!11, !13}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "balance", scope: !9, file: !3, line: 7, baseType: !12, size: 64)
!12 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_member, name: "owner", scope: !9, file: !3, line: 8, baseType: !7, size: 32, offset: 64)
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 1}
!20 = !{!"Debian clang version 14.0.6"}
!21 = distinct !DISubprogram(name: "setup", scope: !3, file: !3, line: 16, type: !22, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !24)
!22 = !DISubroutineType(types: !23)
!23 = !{null, !7}
!24 = !{!25}
!25 = !DILocalVariable(name: "n", arg: 1, scope: !21, file: !3, line: 16, type: !7)
!26 = !DILocation(line: 0, scope: !21)
!27 = !DILocation(line: 18, column: 20, scope: !21)
!28 = !DILocation(line: 18, column: 22, scope: !21)
!29 = !DILocation(line: 18, column: 13, scope: !21)
!30 = !DILocation(line: 18, column: 11, scope: !21)
!31 = !{!32, !32, i64 0}
!32 = !{!"any pointer", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C/C++ TBAA"}
!35 = !DILocation(line: 19, column: 12, scope: !21)
!36 = !{!37, !37, i64 0}
!37 = !{!"int", !33, i64 0}
!38 = !DILocation(line: 20, column: 1, scope: !21)
!39 = distinct !DISubprogram(name: "deposit", scope: !3, file: !3, line: 22, type: !40, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !42)
!40 = !DISubroutineType(types: !41)
!41 = !{null, !7, !12}
!42 = !{!43, !44}
!43 = !DILocalVariable(name: "i", arg: 1, scope: !39, file: !3, line: 22, type: !7)
!44 = !DILocalVariable(name: "amount", arg: 2, scope: !39, file: !3, line: 22, type: !12)
!45 = !DILocation(line: 0, scope: !39)
!46 = !DILocation(line: 24, column: 2, scope: !39)
!47 = !DILocation(line: 24, column: 14, scope: !39)
!48 = !DILocation(line: 24, column: 22, scope: !39)
!49 = !{!50, !51, i64 0}
!50 = !{!"account", !51, i64 0, !37, i64 8}
!51 = !{!"long", !33, i64 0}
!52 = !DILocation(line: 25, column: 1, scope: !39)
!53 = distinct !DISubprogram(name: "total", scope: !3, file: !3, line: 27, type: !54, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !56)
!54 = !DISubroutineType(types: !55)
!55 = !{!12}
!56 = !{!57, !58}
!57 = !DILocalVariable(name: "t", scope: !53, file: !3, line: 29, type: !12)
!58 = !DILocalVariable(name: "i", scope: !59, file: !3, line: 30, type: !7)
!59 = distinct !DILexicalBlock(scope: !53, file: !3, line: 30, column: 2)
!60 = !DILocation(line: 0, scope: !53)
!61 = !DILocation(line: 0, scope: !59)
!62 = !DILocation(line: 30, column: 20, scope: !63)
!63 = distinct !DILexicalBlock(scope: !59, file: !3, line: 30, column: 2)
!64 = !DILocation(line: 30, column: 2, scope: !59)
!65 = !DILocation(line: 30, column: 34, scope: !63)
!66 = !DILocation(line: 31, column: 20, scope: !63)
!67 = !DILocation(line: 31, column: 5, scope: !63)
!68 = distinct !{!68, !64, !69, !70, !71}
!69 = !DILocation(line: 31, column: 20, scope: !59)
!70 = !{!"llvm.loop.mustprogress"}
!71 = !{!"llvm.loop.isvectorized", i32 1}
!72 = !DILocation(line: 32, column: 2, scope: !53)
!73 = distinct !{!73, !64, !69, !70, !74, !71}
!74 = !{!"llvm.loop.unroll.runtime.disable"}
!75 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 35, type: !76, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !81)
!76 = !DISubroutineType(types: !77)
!77 = !{!7, !7, !78}
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!81 = !{!82, !83, !84}
!82 = !DILocalVariable(name: "argc", arg: 1, scope: !75, file: !3, line: 35, type: !7)
!83 = !DILocalVariable(name: "argv", arg: 2, scope: !75, file: !3, line: 35, type: !78)
!84 = !DILocalVariable(name: "i", scope: !85, file: !3, line: 38, type: !7)
!85 = distinct !DILexicalBlock(scope: !75, file: !3, line: 38, column: 2)
!86 = !DILocation(line: 0, scope: !75)
!87 = !DILocation(line: 37, column: 13, scope: !75)
!88 = !DILocation(line: 37, column: 2, scope: !75)
!89 = !DILocation(line: 0, scope: !85)
!90 = !DILocation(line: 38, column: 22, scope: !91)
!91 = distinct !DILexicalBlock(scope: !85, file: !3, line: 38, column: 2)
!92 = !DILocation(line: 38, column: 20, scope: !91)
!93 = !DILocation(line: 38, column: 2, scope: !85)
!94 = !DILocation(line: 42, column: 15, scope: !75)
!95 = !DILocation(line: 42, column: 2, scope: !75)
!96 = !DILocation(line: 43, column: 18, scope: !75)
!97 = !DILocation(line: 43, column: 2, scope: !75)
!98 = !DILocation(line: 44, column: 2, scope: !75)
!99 = !DILocation(line: 39, column: 15, scope: !100)
!100 = distinct !DILexicalBlock(scope: !91, file: !3, line: 38, column: 38)
!101 = !DILocation(line: 39, column: 21, scope: !100)
!102 = !{!50, !37, i64 8}
!103 = !DILocation(line: 40, column: 15, scope: !100)
!104 = !DILocation(line: 40, column: 23, scope: !100)
!105 = !DILocation(line: 38, column: 34, scope: !91)
!106 = distinct !{!106, !93, !107, !70}
!107 = !DILocation(line: 41, column: 2, scope: !85)
