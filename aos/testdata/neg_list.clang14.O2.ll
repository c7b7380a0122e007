; ModuleID = 'neg_list.c'
source_filename = "neg_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { i32, %struct.node* }

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !9 {
entry:
  call void @llvm.dbg.value(metadata i32 %argc, metadata !17, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i8** %argv, metadata !18, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata %struct.node* null, metadata !19, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata %struct.node* null, metadata !19, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !34
  %cmp23 = icmp sgt i32 %argc, 0, !dbg !35
  br i1 %cmp23, label %for.body.preheader, label %while.end, !dbg !37

for.body.preheader:                               ; preds = %entry
  %mul = mul i32 %argc, 5
  %smax = call i32 @llvm.smax.i32(i32 %mul, i32 1), !dbg !37
  br label %for.body, !dbg !37

for.cond1.preheader:                              ; preds = %for.body
  call void @llvm.dbg.value(metadata %struct.node* %call, metadata !29, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i64 0, metadata !27, metadata !DIExpression()), !dbg !33
  %tobool.not26 = icmp eq %struct.node* %call, null, !dbg !39
  br i1 %tobool.not26, label %while.end, label %for.body3, !dbg !39

for.body:                                         ; preds = %for.body.preheader, %for.body
  %head.025 = phi %struct.node* [ %call, %for.body ], [ null, %for.body.preheader ]
  %i.024 = phi i32 [ %inc, %for.body ], [ 0, %for.body.preheader ]
  call void @llvm.dbg.value(metadata %struct.node* %head.025, metadata !19, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 %i.024, metadata !25, metadata !DIExpression()), !dbg !34
  %call = tail call fastcc %struct.node* @push(%struct.node* noundef %head.025, i32 noundef %i.024), !dbg !40
  call void @llvm.dbg.value(metadata %struct.node* %call, metadata !19, metadata !DIExpression()), !dbg !33
  %inc = add nuw nsw i32 %i.024, 1, !dbg !41
  call void @llvm.dbg.value(metadata i32 %inc, metadata !25, metadata !DIExpression()), !dbg !34
  %exitcond.not = icmp eq i32 %inc, %smax, !dbg !35
  br i1 %exitcond.not, label %for.cond1.preheader, label %for.body, !dbg !37, !llvm.loop !42

while.cond.preheader:                             ; preds = %for.body3
  call void @llvm.dbg.value(metadata %struct.node* %call, metadata !19, metadata !DIExpression()), !dbg !33
  br i1 %tobool.not26, label %while.end, label %while.body, !dbg !45

for.body3:                                        ; preds = %for.cond1.preheader, %for.body3
  %p.028 = phi %struct.node* [ %1, %for.body3 ], [ %call, %for.cond1.preheader ]
  %s.027 = phi i64 [ %add, %for.body3 ], [ 0, %for.cond1.preheader ]
  call void @llvm.dbg.value(metadata %struct.node* %p.028, metadata !29, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i64 %s.027, metadata !27, metadata !DIExpression()), !dbg !33
  %val = getelementptr inbounds %struct.node, %struct.node* %p.028, i64 0, i32 0, !dbg !46
  %0 = load i32, i32* %val, align 8, !dbg !46, !tbaa !48
  %conv = sext i32 %0 to i64, !dbg !54
  %add = add nsw i64 %s.027, %conv, !dbg !55
  call void @llvm.dbg.value(metadata i64 %add, metadata !27, metadata !DIExpression()), !dbg !33
  %next = getelementptr inbounds %struct.node, %struct.node* %p.028, i64 0, i32 1, !dbg !56
  %1 = load %struct.node*, %struct.node** %next, align 8, !dbg !56, !tbaa !57
  call void @llvm.dbg.value(metadata %struct.node* %1, metadata !29, metadata !DIExpression()), !dbg !38
  %tobool.not = icmp eq %struct.node* %1, null, !dbg !39
  br i1 %tobool.not, label %while.cond.preheader, label %for.body3, !dbg !39, !llvm.loop !58

while.body:                                       ; preds = %while.cond.preheader, %while.body
  %head.131 = phi %struct.node* [ %2, %while.body ], [ %call, %while.cond.preheader ]
  call void @llvm.dbg.value(metadata %struct.node* %head.131, metadata !19, metadata !DIExpression()), !dbg !33
  %next7 = getelementptr inbounds %struct.node, %struct.node* %head.131, i64 0, i32 1, !dbg !60
  %2 = load %struct.node*, %struct.node** %next7, align 8, !dbg !60, !tbaa !57
  call void @llvm.dbg.value(metadata %struct.node* %2, metadata !31, metadata !DIExpression()), !dbg !61
  %3 = bitcast %struct.node* %head.131 to i8*, !dbg !62
  tail call void @free(i8* noundef %3) #7, !dbg !63
  call void @llvm.dbg.value(metadata %struct.node* %2, metadata !19, metadata !DIExpression()), !dbg !33
  %tobool6.not = icmp eq %struct.node* %2, null, !dbg !45
  br i1 %tobool6.not, label %while.end, label %while.body, !dbg !45, !llvm.loop !64

while.end:                                        ; preds = %while.body, %entry, %for.cond1.preheader, %while.cond.preheader
  %s.0.lcssa39 = phi i64 [ %add, %while.cond.preheader ], [ 0, %for.cond1.preheader ], [ 0, %entry ], [ %add, %while.body ]
  %call8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %s.0.lcssa39), !dbg !66
  ret i32 0, !dbg !67
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc noalias %struct.node* @push(%struct.node* noundef %head, i32 noundef %v) unnamed_addr #1 !dbg !68 {
entry:
  call void @llvm.dbg.value(metadata %struct.node* %head, metadata !72, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 %v, metadata !73, metadata !DIExpression()), !dbg !75
  %call = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #7, !dbg !76
  %0 = bitcast i8* %call to %struct.node*, !dbg !76
  call void @llvm.dbg.value(metadata %struct.node* %0, metadata !74, metadata !DIExpression()), !dbg !75
  %tobool.not = icmp eq i8* %call, null, !dbg !77
  br i1 %tobool.not, label %if.then, label %if.end, !dbg !79

if.then:                                          ; preds = %entry
  tail call void @exit(i32 noundef 1) #8, !dbg !80
  unreachable, !dbg !80

if.end:                                           ; preds = %entry
  %val = getelementptr inbounds %struct.node, %struct.node* %0, i64 0, i32 0, !dbg !81
  store i32 %v, i32* %val, align 8, !dbg !82, !tbaa !48
  %next = getelementptr inbounds %struct.node, %struct.node* %0, i64 0, i32 1, !dbg !83
  store %struct.node* %head, %struct.node** %next, align 8, !dbg !84, !tbaa !57
  ret %struct.node* %0, !dbg !85
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "neg_list.c", directory: ".", checksumkind: CSK_MD5, checksum: "37e288ac504e041d0711ec4f4a51243f")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 23, type: !10, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !12, !13}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!16 = !{!17, !18, !19, !25, !27, !29, !31}
!17 = !DILocalVariable(name: "argc", arg: 1, scope: !9, file: !1, line: 23, type: !12)
!18 = !DILocalVariable(name: "argv", arg: 2, scope: !9, file: !1, line: 23, type: !13)
!19 = !DILocalVariable(name: "head", scope: !9, file: !1, line: 25, type: !20)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !1, line: 6, size: 128, elements: !22)
!22 = !{!23, !24}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !21, file: !1, line: 7, baseType: !12, size: 32)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !21, file: !1, line: 8, baseType: !20, size: 64, offset: 64)
!25 = !DILocalVariable(name: "i", scope: !26, file: !1, line: 26, type: !12)
!26 = distinct !DILexicalBlock(scope: !9, file: !1, line: 26, column: 2)
!27 = !DILocalVariable(name: "s", scope: !9, file: !1, line: 28, type: !28)
!28 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!29 = !DILocalVariable(name: "p", scope: !30, file: !1, line: 29, type: !20)
!30 = distinct !DILexicalBlock(scope: !9, file: !1, line: 29, column: 2)
!31 = !DILocalVariable(name: "n", scope: !32, file: !1, line: 32, type: !20)
!32 = distinct !DILexicalBlock(scope: !9, file: !1, line: 31, column: 15)
!33 = !DILocation(line: 0, scope: !9)
!34 = !DILocation(line: 0, scope: !26)
!35 = !DILocation(line: 26, column: 20, scope: !36)
!36 = distinct !DILexicalBlock(scope: !26, file: !1, line: 26, column: 2)
!37 = !DILocation(line: 26, column: 2, scope: !26)
!38 = !DILocation(line: 0, scope: !30)
!39 = !DILocation(line: 29, column: 2, scope: !30)
!40 = !DILocation(line: 27, column: 10, scope: !36)
!41 = !DILocation(line: 26, column: 33, scope: !36)
!42 = distinct !{!42, !37, !43, !44}
!43 = !DILocation(line: 27, column: 22, scope: !26)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !DILocation(line: 31, column: 2, scope: !9)
!46 = !DILocation(line: 30, column: 11, scope: !47)
!47 = distinct !DILexicalBlock(scope: !30, file: !1, line: 29, column: 2)
!48 = !{!49, !50, i64 0}
!49 = !{!"node", !50, i64 0, !53, i64 8}
!50 = !{!"int", !51, i64 0}
!51 = !{!"omnipotent char", !52, i64 0}
!52 = !{!"Simple C/C++ TBAA"}
!53 = !{!"any pointer", !51, i64 0}
!54 = !DILocation(line: 30, column: 8, scope: !47)
!55 = !DILocation(line: 30, column: 5, scope: !47)
!56 = !DILocation(line: 29, column: 40, scope: !47)
!57 = !{!49, !53, i64 8}
!58 = distinct !{!58, !39, !59, !44}
!59 = !DILocation(line: 30, column: 11, scope: !30)
!60 = !DILocation(line: 32, column: 26, scope: !32)
!61 = !DILocation(line: 0, scope: !32)
!62 = !DILocation(line: 33, column: 8, scope: !32)
!63 = !DILocation(line: 33, column: 3, scope: !32)
!64 = distinct !{!64, !45, !65, !44}
!65 = !DILocation(line: 35, column: 2, scope: !9)
!66 = !DILocation(line: 36, column: 2, scope: !9)
!67 = !DILocation(line: 37, column: 2, scope: !9)
!68 = distinct !DISubprogram(name: "push", scope: !1, file: !1, line: 13, type: !69, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !71)
!69 = !DISubroutineType(types: !70)
!70 = !{!20, !20, !12}
!71 = !{!72, !73, !74}
!72 = !DILocalVariable(name: "head", arg: 1, scope: !68, file: !1, line: 13, type: !20)
!73 = !DILocalVariable(name: "v", arg: 2, scope: !68, file: !1, line: 13, type: !12)
!74 = !DILocalVariable(name: "n", scope: !68, file: !1, line: 15, type: !20)
!75 = !DILocation(line: 0, scope: !68)
!76 = !DILocation(line: 15, column: 19, scope: !68)
!77 = !DILocation(line: 16, column: 7, scope: !78)
!78 = distinct !DILexicalBlock(scope: !68, file: !1, line: 16, column: 6)
!79 = !DILocation(line: 16, column: 6, scope: !68)
!80 = !DILocation(line: 17, column: 3, scope: !78)
!81 = !DILocation(line: 18, column: 5, scope: !68)
!82 = !DILocation(line: 18, column: 9, scope: !68)
!83 = !DILocation(line: 19, column: 5, scope: !68)
!84 = !DILocation(line: 19, column: 10, scope: !68)
!85 = !DILocation(line: 20, column: 2, scope: !68)
