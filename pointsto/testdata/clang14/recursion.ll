; ModuleID = '<stdin>'
source_filename = "c/recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.L = type { %struct.L*, i32* }

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %a, metadata !15, metadata !DIExpression()), !dbg !16
  call void @llvm.dbg.declare(metadata i32* %b, metadata !17, metadata !DIExpression()), !dbg !18
  %call = call %struct.L* @build(i32 noundef 3, i32* noundef %a), !dbg !19
  call void @llvm.dbg.value(metadata %struct.L* %call, metadata !20, metadata !DIExpression()), !dbg !27
  %next = getelementptr inbounds %struct.L, %struct.L* %call, i32 0, i32 0, !dbg !28
  %0 = load %struct.L*, %struct.L** %next, align 8, !dbg !28
  %v = getelementptr inbounds %struct.L, %struct.L* %0, i32 0, i32 1, !dbg !29
  %1 = load i32*, i32** %v, align 8, !dbg !29
  %2 = bitcast i32* %1 to i8*, !dbg !30
  %3 = bitcast i32* %a to i8*, !dbg !31
  call void @MAYALIAS(i8* noundef %2, i8* noundef %3), !dbg !32
  %v1 = getelementptr inbounds %struct.L, %struct.L* %call, i32 0, i32 1, !dbg !33
  %4 = load i32*, i32** %v1, align 8, !dbg !33
  %5 = bitcast i32* %4 to i8*, !dbg !34
  %6 = bitcast i32* %b to i8*, !dbg !35
  call void @NOALIAS(i8* noundef %5, i8* noundef %6), !dbg !36
  %7 = bitcast %struct.L* %call to i8*, !dbg !37
  %next2 = getelementptr inbounds %struct.L, %struct.L* %call, i32 0, i32 0, !dbg !38
  %8 = load %struct.L*, %struct.L** %next2, align 8, !dbg !38
  %9 = bitcast %struct.L* %8 to i8*, !dbg !39
  call void @MAYALIAS(i8* noundef %7, i8* noundef %9), !dbg !40
  ret i32 0, !dbg !41
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind uwtable
define internal %struct.L* @build(i32 noundef %n, i32* noundef %v) #0 !dbg !42 {
entry:
  call void @llvm.dbg.value(metadata i32 %n, metadata !45, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i32* %v, metadata !47, metadata !DIExpression()), !dbg !46
  %cmp = icmp eq i32 %n, 0, !dbg !48
  br i1 %cmp, label %if.then, label %if.end, !dbg !50

if.then:                                          ; preds = %entry
  br label %return, !dbg !51

if.end:                                           ; preds = %entry
  %call = call noalias i8* @malloc(i64 noundef 16) #4, !dbg !52
  %0 = bitcast i8* %call to %struct.L*, !dbg !52
  call void @llvm.dbg.value(metadata %struct.L* %0, metadata !53, metadata !DIExpression()), !dbg !46
  %sub = sub nsw i32 %n, 1, !dbg !54
  %call1 = call %struct.L* @build(i32 noundef %sub, i32* noundef %v), !dbg !55
  %next = getelementptr inbounds %struct.L, %struct.L* %0, i32 0, i32 0, !dbg !56
  store %struct.L* %call1, %struct.L** %next, align 8, !dbg !57
  %v2 = getelementptr inbounds %struct.L, %struct.L* %0, i32 0, i32 1, !dbg !58
  store i32* %v, i32** %v2, align 8, !dbg !59
  br label %return, !dbg !60

return:                                           ; preds = %if.end, %if.then
  %retval.0 = phi %struct.L* [ null, %if.then ], [ %0, %if.end ], !dbg !46
  ret %struct.L* %retval.0, !dbg !61
}

declare void @MAYALIAS(i8* noundef, i8* noundef) #2

declare void @NOALIAS(i8* noundef, i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/recursion.c", directory: ".", checksumkind: CSK_MD5, checksum: "2b8e2065a646929556952e1820d55bcc")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 12, type: !11, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 13, type: !13)
!16 = !DILocation(line: 13, column: 6, scope: !10)
!17 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 13, type: !13)
!18 = !DILocation(line: 13, column: 9, scope: !10)
!19 = !DILocation(line: 14, column: 16, scope: !10)
!20 = !DILocalVariable(name: "l", scope: !10, file: !1, line: 14, type: !21)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "L", file: !1, line: 4, size: 128, elements: !23)
!23 = !{!24, !25}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !22, file: !1, line: 4, baseType: !21, size: 64)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !22, file: !1, line: 4, baseType: !26, size: 64, offset: 64)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!27 = !DILocation(line: 0, scope: !10)
!28 = !DILocation(line: 15, column: 14, scope: !10)
!29 = !DILocation(line: 15, column: 20, scope: !10)
!30 = !DILocation(line: 15, column: 11, scope: !10)
!31 = !DILocation(line: 15, column: 23, scope: !10)
!32 = !DILocation(line: 15, column: 2, scope: !10)
!33 = !DILocation(line: 16, column: 13, scope: !10)
!34 = !DILocation(line: 16, column: 10, scope: !10)
!35 = !DILocation(line: 16, column: 16, scope: !10)
!36 = !DILocation(line: 16, column: 2, scope: !10)
!37 = !DILocation(line: 17, column: 11, scope: !10)
!38 = !DILocation(line: 17, column: 17, scope: !10)
!39 = !DILocation(line: 17, column: 14, scope: !10)
!40 = !DILocation(line: 17, column: 2, scope: !10)
!41 = !DILocation(line: 18, column: 2, scope: !10)
!42 = distinct !DISubprogram(name: "build", scope: !1, file: !1, line: 5, type: !43, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!43 = !DISubroutineType(types: !44)
!44 = !{!21, !13, !26}
!45 = !DILocalVariable(name: "n", arg: 1, scope: !42, file: !1, line: 5, type: !13)
!46 = !DILocation(line: 0, scope: !42)
!47 = !DILocalVariable(name: "v", arg: 2, scope: !42, file: !1, line: 5, type: !26)
!48 = !DILocation(line: 6, column: 8, scope: !49)
!49 = distinct !DILexicalBlock(scope: !42, file: !1, line: 6, column: 6)
!50 = !DILocation(line: 6, column: 6, scope: !42)
!51 = !DILocation(line: 6, column: 14, scope: !49)
!52 = !DILocation(line: 7, column: 16, scope: !42)
!53 = !DILocalVariable(name: "l", scope: !42, file: !1, line: 7, type: !21)
!54 = !DILocation(line: 8, column: 20, scope: !42)
!55 = !DILocation(line: 8, column: 12, scope: !42)
!56 = !DILocation(line: 8, column: 5, scope: !42)
!57 = !DILocation(line: 8, column: 10, scope: !42)
!58 = !DILocation(line: 9, column: 5, scope: !42)
!59 = !DILocation(line: 9, column: 7, scope: !42)
!60 = !DILocation(line: 10, column: 2, scope: !42)
!61 = !DILocation(line: 11, column: 1, scope: !42)
