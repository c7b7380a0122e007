; ModuleID = '<stdin>'
source_filename = "c/fp_struct.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Ops = type { void (i32**, i32*)*, i32* (i32**)* }

@__const.main.ops = private unnamed_addr constant %struct.Ops { void (i32**, i32*)* @set_impl, i32* (i32**)* @get_impl }, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  %slot1 = alloca i32*, align 8
  %slot2 = alloca i32*, align 8
  %ops = alloca %struct.Ops, align 8
  call void @llvm.dbg.declare(metadata i32* %a, metadata !15, metadata !DIExpression()), !dbg !16
  call void @llvm.dbg.declare(metadata i32* %b, metadata !17, metadata !DIExpression()), !dbg !18
  call void @llvm.dbg.declare(metadata i32** %slot1, metadata !19, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32** %slot2, metadata !22, metadata !DIExpression()), !dbg !23
  store i32* %b, i32** %slot2, align 8, !dbg !23
  call void @llvm.dbg.declare(metadata %struct.Ops* %ops, metadata !24, metadata !DIExpression()), !dbg !36
  %0 = bitcast %struct.Ops* %ops to i8*, !dbg !36
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %0, i8* align 8 bitcast (%struct.Ops* @__const.main.ops to i8*), i64 16, i1 false), !dbg !36
  %set = getelementptr inbounds %struct.Ops, %struct.Ops* %ops, i32 0, i32 0, !dbg !37
  %1 = load void (i32**, i32*)*, void (i32**, i32*)** %set, align 8, !dbg !37
  call void %1(i32** noundef %slot1, i32* noundef %a), !dbg !38
  %get = getelementptr inbounds %struct.Ops, %struct.Ops* %ops, i32 0, i32 1, !dbg !39
  %2 = load i32* (i32**)*, i32* (i32**)** %get, align 8, !dbg !39
  %call = call i32* %2(i32** noundef %slot1), !dbg !40
  call void @llvm.dbg.value(metadata i32* %call, metadata !41, metadata !DIExpression()), !dbg !42
  %3 = bitcast i32* %call to i8*, !dbg !43
  %4 = bitcast i32* %a to i8*, !dbg !44
  call void @MAYALIAS(i8* noundef %3, i8* noundef %4), !dbg !45
  %5 = bitcast i32* %call to i8*, !dbg !46
  %6 = bitcast i32* %b to i8*, !dbg !47
  call void @EXPECTEDFAIL_NOALIAS(i8* noundef %5, i8* noundef %6), !dbg !48
  %get1 = getelementptr inbounds %struct.Ops, %struct.Ops* %ops, i32 0, i32 1, !dbg !49
  %7 = load i32* (i32**)*, i32* (i32**)** %get1, align 8, !dbg !49
  %call2 = call i32* %7(i32** noundef %slot2), !dbg !50
  call void @llvm.dbg.value(metadata i32* %call2, metadata !51, metadata !DIExpression()), !dbg !42
  %8 = bitcast i32* %call2 to i8*, !dbg !52
  %9 = bitcast i32* %b to i8*, !dbg !53
  call void @MAYALIAS(i8* noundef %8, i8* noundef %9), !dbg !54
  ret i32 0, !dbg !55
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind uwtable
define internal void @set_impl(i32** noundef %s, i32* noundef %v) #0 !dbg !56 {
entry:
  call void @llvm.dbg.value(metadata i32** %s, metadata !57, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32* %v, metadata !59, metadata !DIExpression()), !dbg !58
  store i32* %v, i32** %s, align 8, !dbg !60
  ret void, !dbg !61
}

; Function Attrs: noinline nounwind uwtable
define internal i32* @get_impl(i32** noundef %s) #0 !dbg !62 {
entry:
  call void @llvm.dbg.value(metadata i32** %s, metadata !63, metadata !DIExpression()), !dbg !64
  %0 = load i32*, i32** %s, align 8, !dbg !65
  ret i32* %0, !dbg !66
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

declare void @MAYALIAS(i8* noundef, i8* noundef) #3

declare void @EXPECTEDFAIL_NOALIAS(i8* noundef, i8* noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/fp_struct.c", directory: ".", checksumkind: CSK_MD5, checksum: "c2d65f2a671de016b85ecec4709334e2")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 6, type: !11, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 7, type: !13)
!16 = !DILocation(line: 7, column: 6, scope: !10)
!17 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 7, type: !13)
!18 = !DILocation(line: 7, column: 9, scope: !10)
!19 = !DILocalVariable(name: "slot1", scope: !10, file: !1, line: 8, type: !20)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!21 = !DILocation(line: 8, column: 7, scope: !10)
!22 = !DILocalVariable(name: "slot2", scope: !10, file: !1, line: 8, type: !20)
!23 = !DILocation(line: 8, column: 15, scope: !10)
!24 = !DILocalVariable(name: "ops", scope: !10, file: !1, line: 9, type: !25)
!25 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Ops", file: !1, line: 3, size: 128, elements: !26)
!26 = !{!27, !32}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "set", scope: !25, file: !1, line: 3, baseType: !28, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DISubroutineType(types: !30)
!30 = !{null, !31, !20}
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "get", scope: !25, file: !1, line: 3, baseType: !33, size: 64, offset: 64)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = !DISubroutineType(types: !35)
!35 = !{!20, !31}
!36 = !DILocation(line: 9, column: 13, scope: !10)
!37 = !DILocation(line: 10, column: 6, scope: !10)
!38 = !DILocation(line: 10, column: 2, scope: !10)
!39 = !DILocation(line: 11, column: 15, scope: !10)
!40 = !DILocation(line: 11, column: 11, scope: !10)
!41 = !DILocalVariable(name: "r", scope: !10, file: !1, line: 11, type: !20)
!42 = !DILocation(line: 0, scope: !10)
!43 = !DILocation(line: 12, column: 11, scope: !10)
!44 = !DILocation(line: 12, column: 14, scope: !10)
!45 = !DILocation(line: 12, column: 2, scope: !10)
!46 = !DILocation(line: 13, column: 23, scope: !10)
!47 = !DILocation(line: 13, column: 26, scope: !10)
!48 = !DILocation(line: 13, column: 2, scope: !10)
!49 = !DILocation(line: 14, column: 15, scope: !10)
!50 = !DILocation(line: 14, column: 11, scope: !10)
!51 = !DILocalVariable(name: "t", scope: !10, file: !1, line: 14, type: !20)
!52 = !DILocation(line: 15, column: 11, scope: !10)
!53 = !DILocation(line: 15, column: 14, scope: !10)
!54 = !DILocation(line: 15, column: 2, scope: !10)
!55 = !DILocation(line: 16, column: 2, scope: !10)
!56 = distinct !DISubprogram(name: "set_impl", scope: !1, file: !1, line: 4, type: !29, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!57 = !DILocalVariable(name: "s", arg: 1, scope: !56, file: !1, line: 4, type: !31)
!58 = !DILocation(line: 0, scope: !56)
!59 = !DILocalVariable(name: "v", arg: 2, scope: !56, file: !1, line: 4, type: !20)
!60 = !DILocation(line: 4, column: 44, scope: !56)
!61 = !DILocation(line: 4, column: 49, scope: !56)
!62 = distinct !DISubprogram(name: "get_impl", scope: !1, file: !1, line: 5, type: !34, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!63 = !DILocalVariable(name: "s", arg: 1, scope: !62, file: !1, line: 5, type: !31)
!64 = !DILocation(line: 0, scope: !62)
!65 = !DILocation(line: 5, column: 40, scope: !62)
!66 = !DILocation(line: 5, column: 33, scope: !62)
