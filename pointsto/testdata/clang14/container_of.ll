; ModuleID = '<stdin>'
source_filename = "c/container_of.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.item = type { i32, i32*, %struct.link }
%struct.link = type { %struct.link* }

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !25 {
entry:
  %a = alloca i32, align 4
  %it = alloca %struct.item, align 8
  call void @llvm.dbg.declare(metadata i32* %a, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.declare(metadata %struct.item* %it, metadata !31, metadata !DIExpression()), !dbg !32
  %val = getelementptr inbounds %struct.item, %struct.item* %it, i32 0, i32 1, !dbg !33
  store i32* %a, i32** %val, align 8, !dbg !34
  %l = getelementptr inbounds %struct.item, %struct.item* %it, i32 0, i32 2, !dbg !35
  call void @llvm.dbg.value(metadata %struct.link* %l, metadata !36, metadata !DIExpression()), !dbg !37
  %0 = bitcast %struct.link* %l to i8*, !dbg !38
  %add.ptr = getelementptr inbounds i8, i8* %0, i64 -16, !dbg !38
  %1 = bitcast i8* %add.ptr to %struct.item*, !dbg !38
  call void @llvm.dbg.value(metadata %struct.item* %1, metadata !39, metadata !DIExpression()), !dbg !37
  %2 = bitcast %struct.item* %1 to i8*, !dbg !40
  %3 = bitcast %struct.item* %it to i8*, !dbg !41
  call void @MAYALIAS(i8* noundef %2, i8* noundef %3), !dbg !42
  %4 = bitcast %struct.item* %1 to i8*, !dbg !43
  %l1 = getelementptr inbounds %struct.item, %struct.item* %it, i32 0, i32 2, !dbg !44
  %5 = bitcast %struct.link* %l1 to i8*, !dbg !45
  call void @MAYALIAS(i8* noundef %4, i8* noundef %5), !dbg !46
  %6 = bitcast %struct.item* %1 to i8*, !dbg !47
  %val2 = getelementptr inbounds %struct.item, %struct.item* %it, i32 0, i32 1, !dbg !48
  %7 = bitcast i32** %val2 to i8*, !dbg !49
  call void @MAYALIAS(i8* noundef %6, i8* noundef %7), !dbg !50
  %val3 = getelementptr inbounds %struct.item, %struct.item* %1, i32 0, i32 1, !dbg !51
  %8 = load i32*, i32** %val3, align 8, !dbg !51
  %9 = bitcast i32* %8 to i8*, !dbg !52
  %10 = bitcast i32* %a to i8*, !dbg !53
  call void @MAYALIAS(i8* noundef %9, i8* noundef %10), !dbg !54
  ret i32 0, !dbg !55
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @MAYALIAS(i8* noundef, i8* noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/container_of.c", directory: ".", checksumkind: CSK_MD5, checksum: "1641410d21858b5561084443e3051ded")
!2 = !{!3, !15}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!4 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "item", file: !1, line: 5, size: 192, elements: !5)
!5 = !{!6, !8, !10}
!6 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !4, file: !1, line: 5, baseType: !7, size: 32)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !4, file: !1, line: 5, baseType: !9, size: 64, offset: 64)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !4, file: !1, line: 5, baseType: !11, size: 64, offset: 128)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "link", file: !1, line: 4, size: 64, elements: !12)
!12 = !{!13}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !11, file: !1, line: 4, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{i32 7, !"frame-pointer", i32 2}
!24 = !{!"Debian clang version 14.0.6"}
!25 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 7, type: !26, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !28)
!26 = !DISubroutineType(types: !27)
!27 = !{!7}
!28 = !{}
!29 = !DILocalVariable(name: "a", scope: !25, file: !1, line: 8, type: !7)
!30 = !DILocation(line: 8, column: 6, scope: !25)
!31 = !DILocalVariable(name: "it", scope: !25, file: !1, line: 9, type: !4)
!32 = !DILocation(line: 9, column: 14, scope: !25)
!33 = !DILocation(line: 10, column: 5, scope: !25)
!34 = !DILocation(line: 10, column: 9, scope: !25)
!35 = !DILocation(line: 11, column: 24, scope: !25)
!36 = !DILocalVariable(name: "lp", scope: !25, file: !1, line: 11, type: !14)
!37 = !DILocation(line: 0, scope: !25)
!38 = !DILocation(line: 12, column: 20, scope: !25)
!39 = !DILocalVariable(name: "ip", scope: !25, file: !1, line: 12, type: !3)
!40 = !DILocation(line: 13, column: 11, scope: !25)
!41 = !DILocation(line: 13, column: 15, scope: !25)
!42 = !DILocation(line: 13, column: 2, scope: !25)
!43 = !DILocation(line: 16, column: 11, scope: !25)
!44 = !DILocation(line: 16, column: 19, scope: !25)
!45 = !DILocation(line: 16, column: 15, scope: !25)
!46 = !DILocation(line: 16, column: 2, scope: !25)
!47 = !DILocation(line: 17, column: 11, scope: !25)
!48 = !DILocation(line: 17, column: 19, scope: !25)
!49 = !DILocation(line: 17, column: 15, scope: !25)
!50 = !DILocation(line: 17, column: 2, scope: !25)
!51 = !DILocation(line: 18, column: 15, scope: !25)
!52 = !DILocation(line: 18, column: 11, scope: !25)
!53 = !DILocation(line: 18, column: 20, scope: !25)
!54 = !DILocation(line: 18, column: 2, scope: !25)
!55 = !DILocation(line: 19, column: 2, scope: !25)
