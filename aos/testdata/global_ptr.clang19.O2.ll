; ModuleID = 'global_ptr.c'
source_filename = "global_ptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.account = type { i64, i32 }

@accounts = dso_local local_unnamed_addr global ptr null, align 8, !dbg !0
@naccounts = dso_local local_unnamed_addr global i32 0, align 4, !dbg !11
@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1, !dbg !5

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define dso_local void @setup(i32 noundef %n) local_unnamed_addr #0 !dbg !28 {
entry:
    #dbg_value(i32 %n, !32, !DIExpression(), !33)
  %conv = sext i32 %n to i64, !dbg !34
  %mul = shl nsw i64 %conv, 4, !dbg !35
  %call = tail call noalias ptr @malloc(i64 noundef %mul) #7, !dbg !36
  store ptr %call, ptr @accounts, align 8, !dbg !37, !tbaa !38
  store i32 %n, ptr @naccounts, align 4, !dbg !42, !tbaa !43
  ret void, !dbg !45
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !46 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @deposit(i32 noundef %i, i64 noundef %amount) local_unnamed_addr #2 !dbg !54 {
entry:
    #dbg_value(i32 %i, !58, !DIExpression(), !60)
    #dbg_value(i64 %amount, !59, !DIExpression(), !60)
  %0 = load ptr, ptr @accounts, align 8, !dbg !61, !tbaa !38
  %idxprom = sext i32 %i to i64, !dbg !61
  %arrayidx = getelementptr inbounds %struct.account, ptr %0, i64 %idxprom, !dbg !61
  %1 = load i64, ptr %arrayidx, align 8, !dbg !62, !tbaa !63
  %add = add nsw i64 %1, %amount, !dbg !62
  store i64 %add, ptr %arrayidx, align 8, !dbg !62, !tbaa !63
  ret void, !dbg !66
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @total() local_unnamed_addr #3 !dbg !67 {
entry:
    #dbg_value(i64 0, !71, !DIExpression(), !74)
    #dbg_value(i32 0, !72, !DIExpression(), !75)
  %0 = load i32, ptr @naccounts, align 4, !tbaa !43
  %cmp4 = icmp sgt i32 %0, 0, !dbg !76
  br i1 %cmp4, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !78

for.body.lr.ph:                                   ; preds = %entry
  %1 = load ptr, ptr @accounts, align 8, !tbaa !38
  %wide.trip.count = zext nneg i32 %0 to i64, !dbg !76
  %min.iters.check = icmp ult i32 %0, 5, !dbg !78
  br i1 %min.iters.check, label %for.body.preheader, label %vector.ph, !dbg !78

for.body.preheader:                               ; preds = %middle.block, %for.body.lr.ph
  %indvars.iv.ph = phi i64 [ 0, %for.body.lr.ph ], [ %n.vec, %middle.block ]
  %t.05.ph = phi i64 [ 0, %for.body.lr.ph ], [ %10, %middle.block ]
  br label %for.body, !dbg !78

vector.ph:                                        ; preds = %for.body.lr.ph
  %n.mod.vf = and i64 %wide.trip.count, 3, !dbg !78
  %2 = icmp eq i64 %n.mod.vf, 0, !dbg !78
  %3 = select i1 %2, i64 4, i64 %n.mod.vf, !dbg !78
  %n.vec = sub nsw i64 %wide.trip.count, %3, !dbg !78
  br label %vector.body, !dbg !78

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !79
  %vec.phi = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %7, %vector.body ]
  %vec.phi8 = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %8, %vector.body ]
  %4 = or disjoint i64 %index, 2, !dbg !78
  %5 = getelementptr inbounds %struct.account, ptr %1, i64 %index, !dbg !80
  %6 = getelementptr inbounds %struct.account, ptr %1, i64 %4, !dbg !80
  %wide.vec = load <4 x i64>, ptr %5, align 8, !dbg !81, !tbaa !63
  %wide.vec9 = load <4 x i64>, ptr %6, align 8, !dbg !81, !tbaa !63
  %strided.vec = shufflevector <4 x i64> %wide.vec, <4 x i64> poison, <2 x i32> <i32 0, i32 2>, !dbg !81
  %strided.vec10 = shufflevector <4 x i64> %wide.vec9, <4 x i64> poison, <2 x i32> <i32 0, i32 2>, !dbg !81
  %7 = add <2 x i64> %strided.vec, %vec.phi, !dbg !82
  %8 = add <2 x i64> %strided.vec10, %vec.phi8, !dbg !82
  %index.next = add nuw i64 %index, 4, !dbg !79
  %9 = icmp eq i64 %index.next, %n.vec, !dbg !79
  br i1 %9, label %middle.block, label %vector.body, !dbg !79, !llvm.loop !83

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <2 x i64> %8, %7, !dbg !78
  %10 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %bin.rdx), !dbg !78
  br label %for.body.preheader, !dbg !78

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %t.0.lcssa = phi i64 [ 0, %entry ], [ %add, %for.body ], !dbg !74
  ret i64 %t.0.lcssa, !dbg !88

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %t.05 = phi i64 [ %add, %for.body ], [ %t.05.ph, %for.body.preheader ]
    #dbg_value(i64 %indvars.iv, !72, !DIExpression(), !75)
    #dbg_value(i64 %t.05, !71, !DIExpression(), !74)
  %arrayidx = getelementptr inbounds %struct.account, ptr %1, i64 %indvars.iv, !dbg !80
  %11 = load i64, ptr %arrayidx, align 8, !dbg !81, !tbaa !63
  %add = add nsw i64 %11, %t.05, !dbg !82
    #dbg_value(i64 %add, !71, !DIExpression(), !74)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !79
    #dbg_value(i64 %indvars.iv.next, !72, !DIExpression(), !75)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !76
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !78, !llvm.loop !89
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #4 !dbg !90 {
entry:
    #dbg_value(i32 %argc, !96, !DIExpression(), !100)
    #dbg_value(ptr %argv, !97, !DIExpression(), !100)
  %add = add nsw i32 %argc, 8, !dbg !101
  tail call void @setup(i32 noundef %add), !dbg !102
    #dbg_value(i32 0, !98, !DIExpression(), !103)
  %0 = load i32, ptr @naccounts, align 4, !dbg !104, !tbaa !43
  %cmp9 = icmp sgt i32 %0, 0, !dbg !106
  br i1 %cmp9, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !107

for.body.lr.ph:                                   ; preds = %entry
  %1 = load ptr, ptr @accounts, align 8, !tbaa !38
  br label %for.body, !dbg !107

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %.lcssa = phi i32 [ %0, %entry ], [ %3, %for.body ], !dbg !104
  %rem = srem i32 %argc, %.lcssa, !dbg !108
  tail call void @deposit(i32 noundef %rem, i64 noundef 100), !dbg !109
  %call = tail call i64 @total(), !dbg !110
  %call3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %call), !dbg !111
  ret i32 0, !dbg !112

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next, %for.body ]
    #dbg_value(i64 %indvars.iv, !98, !DIExpression(), !103)
  %owner = getelementptr inbounds %struct.account, ptr %1, i64 %indvars.iv, i32 1, !dbg !113
  %2 = trunc nuw nsw i64 %indvars.iv to i32, !dbg !115
  store i32 %2, ptr %owner, align 8, !dbg !115, !tbaa !116
  %arrayidx2 = getelementptr inbounds %struct.account, ptr %1, i64 %indvars.iv, !dbg !117
  store i64 0, ptr %arrayidx2, align 8, !dbg !118, !tbaa !63
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !119
    #dbg_value(i64 %indvars.iv.next, !98, !DIExpression(), !103)
  %3 = load i32, ptr @naccounts, align 4, !dbg !104, !tbaa !43
  %4 = sext i32 %3 to i64, !dbg !106
  %cmp = icmp slt i64 %indvars.iv.next, %4, !dbg !106
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !107, !llvm.loop !120
}

; Function Attrs: nofree nounwind
declare !dbg !122 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #6

attributes #0 = { mustprogress nofree noinline nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "accounts", scope: !2, file: !3, line: 11, type: !14, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "global_ptr.c", directory: ".", checksumkind: CSK_MD5, checksum: "ffb3ad60c02663b05e7069657cbffe2a")
!4 = !{!5, !0, !11}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 43, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 40, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 5)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "naccounts", scope: !2, file: !3, line: 12, type: !13, isLocal: false, isDefinition: true)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "account", file: !3, line: 6, size: 128, elements: !16)
!16 = !{!17, !19}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "balance", scope: !15, file: !3, line: 7, baseType: !18, size: 64)
!18 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "owner", scope: !15, file: !3, line: 8, baseType: !13, size: 32, offset: 64)
!20 = !{i32 7, !"Dwarf Version", i32 5}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 8, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 2}
!26 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!27 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!28 = distinct !DISubprogram(name: "setup", scope: !3, file: !3, line: 16, type: !29, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !31)
!29 = !DISubroutineType(types: !30)
!30 = !{null, !13}
!31 = !{!32}
!32 = !DILocalVariable(name: "n", arg: 1, scope: !28, file: !3, line: 16, type: !13)
!33 = !DILocation(line: 0, scope: !28)
!34 = !DILocation(line: 18, column: 20, scope: !28)
!35 = !DILocation(line: 18, column: 22, scope: !28)
!36 = !DILocation(line: 18, column: 13, scope: !28)
!37 = !DILocation(line: 18, column: 11, scope: !28)
!38 = !{!39, !39, i64 0}
!39 = !{!"any pointer", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = !DILocation(line: 19, column: 12, scope: !28)
!43 = !{!44, !44, i64 0}
!44 = !{!"int", !40, i64 0}
!45 = !DILocation(line: 20, column: 1, scope: !28)
!46 = !DISubprogram(name: "malloc", scope: !47, file: !47, line: 553, type: !48, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!47 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!48 = !DISubroutineType(types: !49)
!49 = !{!50, !51}
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !52, line: 18, baseType: !53)
!52 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!53 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!54 = distinct !DISubprogram(name: "deposit", scope: !3, file: !3, line: 22, type: !55, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !57)
!55 = !DISubroutineType(types: !56)
!56 = !{null, !13, !18}
!57 = !{!58, !59}
!58 = !DILocalVariable(name: "i", arg: 1, scope: !54, file: !3, line: 22, type: !13)
!59 = !DILocalVariable(name: "amount", arg: 2, scope: !54, file: !3, line: 22, type: !18)
!60 = !DILocation(line: 0, scope: !54)
!61 = !DILocation(line: 24, column: 2, scope: !54)
!62 = !DILocation(line: 24, column: 22, scope: !54)
!63 = !{!64, !65, i64 0}
!64 = !{!"account", !65, i64 0, !44, i64 8}
!65 = !{!"long", !40, i64 0}
!66 = !DILocation(line: 25, column: 1, scope: !54)
!67 = distinct !DISubprogram(name: "total", scope: !3, file: !3, line: 27, type: !68, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !70)
!68 = !DISubroutineType(types: !69)
!69 = !{!18}
!70 = !{!71, !72}
!71 = !DILocalVariable(name: "t", scope: !67, file: !3, line: 29, type: !18)
!72 = !DILocalVariable(name: "i", scope: !73, file: !3, line: 30, type: !13)
!73 = distinct !DILexicalBlock(scope: !67, file: !3, line: 30, column: 2)
!74 = !DILocation(line: 0, scope: !67)
!75 = !DILocation(line: 0, scope: !73)
!76 = !DILocation(line: 30, column: 20, scope: !77)
!77 = distinct !DILexicalBlock(scope: !73, file: !3, line: 30, column: 2)
!78 = !DILocation(line: 30, column: 2, scope: !73)
!79 = !DILocation(line: 30, column: 34, scope: !77)
!80 = !DILocation(line: 31, column: 8, scope: !77)
!81 = !DILocation(line: 31, column: 20, scope: !77)
!82 = !DILocation(line: 31, column: 5, scope: !77)
!83 = distinct !{!83, !78, !84, !85, !86, !87}
!84 = !DILocation(line: 31, column: 20, scope: !73)
!85 = !{!"llvm.loop.mustprogress"}
!86 = !{!"llvm.loop.isvectorized", i32 1}
!87 = !{!"llvm.loop.unroll.runtime.disable"}
!88 = !DILocation(line: 32, column: 2, scope: !67)
!89 = distinct !{!89, !78, !84, !85, !87, !86}
!90 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 35, type: !91, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !95)
!91 = !DISubroutineType(types: !92)
!92 = !{!13, !13, !93}
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!95 = !{!96, !97, !98}
!96 = !DILocalVariable(name: "argc", arg: 1, scope: !90, file: !3, line: 35, type: !13)
!97 = !DILocalVariable(name: "argv", arg: 2, scope: !90, file: !3, line: 35, type: !93)
!98 = !DILocalVariable(name: "i", scope: !99, file: !3, line: 38, type: !13)
!99 = distinct !DILexicalBlock(scope: !90, file: !3, line: 38, column: 2)
!100 = !DILocation(line: 0, scope: !90)
!101 = !DILocation(line: 37, column: 13, scope: !90)
!102 = !DILocation(line: 37, column: 2, scope: !90)
!103 = !DILocation(line: 0, scope: !99)
!104 = !DILocation(line: 38, column: 22, scope: !105)
!105 = distinct !DILexicalBlock(scope: !99, file: !3, line: 38, column: 2)
!106 = !DILocation(line: 38, column: 20, scope: !105)
!107 = !DILocation(line: 38, column: 2, scope: !99)
!108 = !DILocation(line: 42, column: 15, scope: !90)
!109 = !DILocation(line: 42, column: 2, scope: !90)
!110 = !DILocation(line: 43, column: 18, scope: !90)
!111 = !DILocation(line: 43, column: 2, scope: !90)
!112 = !DILocation(line: 44, column: 2, scope: !90)
!113 = !DILocation(line: 39, column: 15, scope: !114)
!114 = distinct !DILexicalBlock(scope: !105, file: !3, line: 38, column: 38)
!115 = !DILocation(line: 39, column: 21, scope: !114)
!116 = !{!64, !44, i64 8}
!117 = !DILocation(line: 40, column: 3, scope: !114)
!118 = !DILocation(line: 40, column: 23, scope: !114)
!119 = !DILocation(line: 38, column: 34, scope: !105)
!120 = distinct !{!120, !107, !121, !85}
!121 = !DILocation(line: 41, column: 2, scope: !99)
!122 = !DISubprogram(name: "printf", scope: !123, file: !123, line: 356, type: !124, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!123 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!124 = !DISubroutineType(types: !125)
!125 = !{!13, !126, null}
!126 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !127)
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
