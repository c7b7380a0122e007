; ModuleID = 'c/eh.cpp'
source_filename = "c/eh.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Base = type { i32 (...)** }

$_ZTS3Err = comdat any

$_ZTI3Err = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS3Err = linkonce_odr dso_local constant [5 x i8] c"3Err\00", comdat, align 1
@_ZTI3Err = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Err, i32 0, i32 0) }, comdat, align 8

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z9may_throwi(i32 noundef %0) local_unnamed_addr #0 !dbg !14 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !18, metadata !DIExpression()), !dbg !19
  %2 = icmp slt i32 %0, 0, !dbg !20
  br i1 %2, label %3, label %6, !dbg !22

3:                                                ; preds = %1
  %4 = tail call i8* @__cxa_allocate_exception(i64 4) #4, !dbg !23
  %5 = bitcast i8* %4 to i32*, !dbg !24
  store i32 %0, i32* %5, align 16, !dbg !24, !tbaa !25
  tail call void @__cxa_throw(i8* %4, i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*), i8* null) #5, !dbg !23
  unreachable, !dbg !23

6:                                                ; preds = %1
  %7 = shl nuw nsw i32 %0, 1, !dbg !30
  ret i32 %7, !dbg !31
}

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: uwtable
define dso_local noundef i32 @_Z6calleri(i32 noundef %0) local_unnamed_addr #1 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !32 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !34, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i32* undef, metadata !36, metadata !DIExpression()), !dbg !50
  call void @llvm.dbg.value(metadata i32 %0, metadata !18, metadata !DIExpression()), !dbg !51
  %2 = icmp slt i32 %0, 0, !dbg !53
  br i1 %2, label %3, label %7, !dbg !54

3:                                                ; preds = %1
  %4 = tail call i8* @__cxa_allocate_exception(i64 4) #4, !dbg !55
  %5 = bitcast i8* %4 to i32*, !dbg !56
  store i32 %0, i32* %5, align 16, !dbg !56, !tbaa !25
  invoke void @__cxa_throw(i8* nonnull %4, i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*), i8* null) #5
          to label %6 unwind label %10, !dbg !55

6:                                                ; preds = %3
  unreachable, !dbg !55

7:                                                ; preds = %1
  call void @llvm.dbg.value(metadata i32 %0, metadata !18, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !57
  %8 = shl i32 %0, 2
  %9 = or i32 %8, 2, !dbg !59
  br label %22

10:                                               ; preds = %3
  %11 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*)
          catch i8* null, !dbg !60
  %12 = extractvalue { i8*, i32 } %11, 0, !dbg !60
  %13 = extractvalue { i8*, i32 } %11, 1, !dbg !60
  %14 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*)) #4, !dbg !61
  %15 = icmp eq i32 %13, %14, !dbg !61
  %16 = tail call i8* @__cxa_begin_catch(i8* %12) #4, !dbg !49
  br i1 %15, label %17, label %21, !dbg !61

17:                                               ; preds = %10
  call void @llvm.dbg.value(metadata i8* %16, metadata !46, metadata !DIExpression()), !dbg !49
  %18 = bitcast i8* %16 to i32*, !dbg !62
  %19 = load i32, i32* %18, align 4, !dbg !62, !tbaa !25
  call void @llvm.dbg.value(metadata i32 1, metadata !35, metadata !DIExpression()), !dbg !49
  %20 = add nsw i32 %19, 1, !dbg !64
  tail call void @__cxa_end_catch(), !dbg !65
  br label %22

21:                                               ; preds = %10
  tail call void @__cxa_end_catch(), !dbg !66
  br label %22

22:                                               ; preds = %17, %21, %7
  %23 = phi i32 [ %9, %7 ], [ %20, %17 ], [ -1, %21 ], !dbg !49
  ret i32 %23, !dbg !68
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z4virtP4Base(%struct.Base* noundef %0) local_unnamed_addr #0 !dbg !69 {
  call void @llvm.dbg.value(metadata %struct.Base* %0, metadata !75, metadata !DIExpression()), !dbg !76
  %2 = bitcast %struct.Base* %0 to i32 (%struct.Base*)***, !dbg !77
  %3 = load i32 (%struct.Base*)**, i32 (%struct.Base*)*** %2, align 8, !dbg !77, !tbaa !78
  %4 = load i32 (%struct.Base*)*, i32 (%struct.Base*)** %3, align 8, !dbg !77
  %5 = tail call noundef i32 %4(%struct.Base* noundef nonnull align 8 dereferenceable(8) %0), !dbg !77
  ret i32 %5, !dbg !80
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { mustprogress uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }
attributes #5 = { noreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/eh.cpp", directory: "/work/main/ir/internal/llread/testdata", checksumkind: CSK_MD5, checksum: "c87637ff2ea9a25eebb993bf44669739")
!2 = !{!3}
!3 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Err", file: !1, line: 2, size: 32, flags: DIFlagTypePassByValue, elements: !4, identifier: "_ZTS3Err")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !3, file: !1, line: 2, baseType: !6, size: 32)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 7, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 1}
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "may_throw", linkageName: "_Z9may_throwi", scope: !1, file: !1, line: 5, type: !15, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !17)
!15 = !DISubroutineType(types: !16)
!16 = !{!6, !6}
!17 = !{!18}
!18 = !DILocalVariable(name: "x", arg: 1, scope: !14, file: !1, line: 5, type: !6)
!19 = !DILocation(line: 0, scope: !14)
!20 = !DILocation(line: 6, column: 8, scope: !21)
!21 = distinct !DILexicalBlock(scope: !14, file: !1, line: 6, column: 6)
!22 = !DILocation(line: 6, column: 6, scope: !14)
!23 = !DILocation(line: 6, column: 13, scope: !21)
!24 = !DILocation(line: 6, column: 22, scope: !21)
!25 = !{!26, !27, i64 0}
!26 = !{!"_ZTS3Err", !27, i64 0}
!27 = !{!"int", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 7, column: 11, scope: !14)
!31 = !DILocation(line: 7, column: 2, scope: !14)
!32 = distinct !DISubprogram(name: "caller", linkageName: "_Z6calleri", scope: !1, file: !1, line: 10, type: !15, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !33)
!33 = !{!34, !35, !36, !46}
!34 = !DILocalVariable(name: "x", arg: 1, scope: !32, file: !1, line: 10, type: !6)
!35 = !DILocalVariable(name: "cleanups", scope: !32, file: !1, line: 11, type: !6)
!36 = !DILocalVariable(name: "g", scope: !37, file: !1, line: 13, type: !38)
!37 = distinct !DILexicalBlock(scope: !32, file: !1, line: 12, column: 6)
!38 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Guard", file: !1, line: 3, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !39, identifier: "_ZTS5Guard")
!39 = !{!40, !42}
!40 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !38, file: !1, line: 3, baseType: !41, size: 64)
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!42 = !DISubprogram(name: "~Guard", scope: !38, file: !1, line: 3, type: !43, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!43 = !DISubroutineType(types: !44)
!44 = !{null, !45}
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!46 = !DILocalVariable(name: "e", scope: !32, file: !1, line: 15, type: !47)
!47 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !48, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!49 = !DILocation(line: 0, scope: !32)
!50 = !DILocation(line: 0, scope: !37)
!51 = !DILocation(line: 0, scope: !14, inlinedAt: !52)
!52 = distinct !DILocation(line: 14, column: 10, scope: !37)
!53 = !DILocation(line: 6, column: 8, scope: !21, inlinedAt: !52)
!54 = !DILocation(line: 6, column: 6, scope: !14, inlinedAt: !52)
!55 = !DILocation(line: 6, column: 13, scope: !21, inlinedAt: !52)
!56 = !DILocation(line: 6, column: 22, scope: !21, inlinedAt: !52)
!57 = !DILocation(line: 0, scope: !14, inlinedAt: !58)
!58 = distinct !DILocation(line: 14, column: 25, scope: !37)
!59 = !DILocation(line: 14, column: 23, scope: !37)
!60 = !DILocation(line: 20, column: 1, scope: !37)
!61 = !DILocation(line: 15, column: 2, scope: !37)
!62 = !DILocation(line: 16, column: 12, scope: !63)
!63 = distinct !DILexicalBlock(scope: !32, file: !1, line: 15, column: 25)
!64 = !DILocation(line: 16, column: 17, scope: !63)
!65 = !DILocation(line: 17, column: 2, scope: !63)
!66 = !DILocation(line: 19, column: 2, scope: !67)
!67 = distinct !DILexicalBlock(scope: !32, file: !1, line: 17, column: 16)
!68 = !DILocation(line: 20, column: 1, scope: !32)
!69 = distinct !DISubprogram(name: "virt", linkageName: "_Z4virtP4Base", scope: !1, file: !1, line: 24, type: !70, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !74)
!70 = !DISubroutineType(types: !71)
!71 = !{!6, !72}
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!73 = !DICompositeType(tag: DW_TAG_structure_type, name: "Base", file: !1, line: 22, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS4Base")
!74 = !{!75}
!75 = !DILocalVariable(name: "b", arg: 1, scope: !69, file: !1, line: 24, type: !72)
!76 = !DILocation(line: 0, scope: !69)
!77 = !DILocation(line: 24, column: 31, scope: !69)
!78 = !{!79, !79, i64 0}
!79 = !{!"vtable pointer", !29, i64 0}
!80 = !DILocation(line: 24, column: 21, scope: !69)
