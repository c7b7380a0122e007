; ModuleID = 'tbaa_exact.c'
source_filename = "tbaa_exact.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.edge = type { i32, i32, double }

@.str = private unnamed_addr constant [10 x i8] c"%d %d %f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !9 {
entry:
  call void @llvm.dbg.value(metadata i32 %argc, metadata !17, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i8** %argv, metadata !18, metadata !DIExpression()), !dbg !27
  %add = add nsw i32 %argc, 1, !dbg !28
  %call = tail call fastcc %struct.edge* @make2(i32 noundef %argc, i32 noundef %add), !dbg !29
  call void @llvm.dbg.value(metadata %struct.edge* %call, metadata !19, metadata !DIExpression()), !dbg !27
  %from = getelementptr inbounds %struct.edge, %struct.edge* %call, i64 0, i32 0, !dbg !30
  %0 = load i32, i32* %from, align 8, !dbg !30, !tbaa !31
  %to = getelementptr inbounds %struct.edge, %struct.edge* %call, i64 1, i32 1, !dbg !37
  %1 = load i32, i32* %to, align 4, !dbg !37, !tbaa !38
  %w = getelementptr inbounds %struct.edge, %struct.edge* %call, i64 1, i32 2, !dbg !39
  %2 = load double, double* %w, align 8, !dbg !39, !tbaa !40
  %call3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %0, i32 noundef %1, double noundef %2), !dbg !41
  %3 = bitcast %struct.edge* %call to i8*, !dbg !42
  tail call void @free(i8* noundef %3) #7, !dbg !43
  ret i32 0, !dbg !44
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc noalias %struct.edge* @make2(i32 noundef %a, i32 noundef %b) unnamed_addr #1 !dbg !45 {
entry:
  call void @llvm.dbg.value(metadata i32 %a, metadata !49, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 %b, metadata !50, metadata !DIExpression()), !dbg !52
  %call = tail call noalias dereferenceable_or_null(32) i8* @malloc(i64 noundef 32) #7, !dbg !53
  %0 = bitcast i8* %call to %struct.edge*, !dbg !53
  call void @llvm.dbg.value(metadata %struct.edge* %0, metadata !51, metadata !DIExpression()), !dbg !52
  %tobool.not = icmp eq i8* %call, null, !dbg !54
  br i1 %tobool.not, label %if.then, label %if.end, !dbg !56

if.then:                                          ; preds = %entry
  tail call void @exit(i32 noundef 1) #8, !dbg !57
  unreachable, !dbg !57

if.end:                                           ; preds = %entry
  %from = getelementptr inbounds %struct.edge, %struct.edge* %0, i64 0, i32 0, !dbg !58
  store i32 %a, i32* %from, align 8, !dbg !59, !tbaa !31
  %to = getelementptr inbounds %struct.edge, %struct.edge* %0, i64 0, i32 1, !dbg !60
  store i32 %b, i32* %to, align 4, !dbg !61, !tbaa !38
  %w = getelementptr inbounds %struct.edge, %struct.edge* %0, i64 0, i32 2, !dbg !62
  store double 5.000000e-01, double* %w, align 8, !dbg !63, !tbaa !40
  %from4 = getelementptr inbounds %struct.edge, %struct.edge* %0, i64 1, i32 0, !dbg !64
  store i32 %b, i32* %from4, align 8, !dbg !65, !tbaa !31
  %to6 = getelementptr inbounds %struct.edge, %struct.edge* %0, i64 1, i32 1, !dbg !66
  store i32 %a, i32* %to6, align 4, !dbg !67, !tbaa !38
  %w8 = getelementptr inbounds %struct.edge, %struct.edge* %0, i64 1, i32 2, !dbg !68
  store double 1.500000e+00, double* %w8, align 8, !dbg !69, !tbaa !40
  ret %struct.edge* %0, !dbg !70
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tbaa_exact.c", directory: ".", checksumkind: CSK_MD5, checksum: "01739796037bd19e97979c178fc4571d")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 31, type: !10, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !12, !13}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!16 = !{!17, !18, !19}
!17 = !DILocalVariable(name: "argc", arg: 1, scope: !9, file: !1, line: 31, type: !12)
!18 = !DILocalVariable(name: "argv", arg: 2, scope: !9, file: !1, line: 31, type: !13)
!19 = !DILocalVariable(name: "e", scope: !9, file: !1, line: 33, type: !20)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "edge", file: !1, line: 10, size: 128, elements: !22)
!22 = !{!23, !24, !25}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "from", scope: !21, file: !1, line: 11, baseType: !12, size: 32)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "to", scope: !21, file: !1, line: 11, baseType: !12, size: 32, offset: 32)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !21, file: !1, line: 12, baseType: !26, size: 64, offset: 64)
!26 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!27 = !DILocation(line: 0, scope: !9)
!28 = !DILocation(line: 33, column: 36, scope: !9)
!29 = !DILocation(line: 33, column: 19, scope: !9)
!30 = !DILocation(line: 34, column: 28, scope: !9)
!31 = !{!32, !33, i64 0}
!32 = !{!"edge", !33, i64 0, !33, i64 4, !36, i64 8}
!33 = !{!"int", !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C/C++ TBAA"}
!36 = !{!"double", !34, i64 0}
!37 = !DILocation(line: 34, column: 39, scope: !9)
!38 = !{!32, !33, i64 4}
!39 = !DILocation(line: 34, column: 48, scope: !9)
!40 = !{!32, !36, i64 8}
!41 = !DILocation(line: 34, column: 2, scope: !9)
!42 = !DILocation(line: 35, column: 7, scope: !9)
!43 = !DILocation(line: 35, column: 2, scope: !9)
!44 = !DILocation(line: 36, column: 2, scope: !9)
!45 = distinct !DISubprogram(name: "make2", scope: !1, file: !1, line: 17, type: !46, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !48)
!46 = !DISubroutineType(types: !47)
!47 = !{!20, !12, !12}
!48 = !{!49, !50, !51}
!49 = !DILocalVariable(name: "a", arg: 1, scope: !45, file: !1, line: 17, type: !12)
!50 = !DILocalVariable(name: "b", arg: 2, scope: !45, file: !1, line: 17, type: !12)
!51 = !DILocalVariable(name: "e", scope: !45, file: !1, line: 19, type: !20)
!52 = !DILocation(line: 0, scope: !45)
!53 = !DILocation(line: 19, column: 19, scope: !45)
!54 = !DILocation(line: 20, column: 7, scope: !55)
!55 = distinct !DILexicalBlock(scope: !45, file: !1, line: 20, column: 6)
!56 = !DILocation(line: 20, column: 6, scope: !45)
!57 = !DILocation(line: 21, column: 3, scope: !55)
!58 = !DILocation(line: 22, column: 7, scope: !45)
!59 = !DILocation(line: 22, column: 12, scope: !45)
!60 = !DILocation(line: 23, column: 7, scope: !45)
!61 = !DILocation(line: 23, column: 10, scope: !45)
!62 = !DILocation(line: 24, column: 7, scope: !45)
!63 = !DILocation(line: 24, column: 9, scope: !45)
!64 = !DILocation(line: 25, column: 7, scope: !45)
!65 = !DILocation(line: 25, column: 12, scope: !45)
!66 = !DILocation(line: 26, column: 7, scope: !45)
!67 = !DILocation(line: 26, column: 10, scope: !45)
!68 = !DILocation(line: 27, column: 7, scope: !45)
!69 = !DILocation(line: 27, column: 9, scope: !45)
!70 = !DILocation(line: 28, column: 2, scope: !45)
