; ModuleID = 'c/eh.cpp'
source_filename = "c/eh.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

$_ZTS3Err = comdat any

$_ZTI3Err = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS3Err = linkonce_odr dso_local constant [5 x i8] c"3Err\00", comdat, align 1
@_ZTI3Err = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3Err }, comdat, align 8

; Function Attrs: mustprogress uwtable
define dso_local noundef range(i32 0, -2147483648) i32 @_Z9may_throwi(i32 noundef %0) local_unnamed_addr #0 !dbg !15 {
    #dbg_value(i32 %0, !19, !DIExpression(), !20)
  %2 = icmp slt i32 %0, 0, !dbg !21
  br i1 %2, label %3, label %5, !dbg !23

3:                                                ; preds = %1
  %4 = tail call ptr @__cxa_allocate_exception(i64 4) #2, !dbg !24
  store i32 %0, ptr %4, align 16, !dbg !25, !tbaa !26
  tail call void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTI3Err, ptr null) #3, !dbg !24
  unreachable, !dbg !24

5:                                                ; preds = %1
  %6 = shl nuw nsw i32 %0, 1, !dbg !31
  ret i32 %6, !dbg !32
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z6calleri(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !33 {
    #dbg_value(i32 %0, !35, !DIExpression(), !50)
    #dbg_value(i32 0, !36, !DIExpression(), !50)
    #dbg_value(ptr undef, !37, !DIExpression(), !51)
    #dbg_value(i32 %0, !19, !DIExpression(), !52)
  %2 = icmp slt i32 %0, 0, !dbg !54
  br i1 %2, label %3, label %6, !dbg !55

3:                                                ; preds = %1
  %4 = tail call ptr @__cxa_allocate_exception(i64 4) #2, !dbg !56
  store i32 %0, ptr %4, align 16, !dbg !57, !tbaa !26
  invoke void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTI3Err, ptr null) #3
          to label %5 unwind label %9, !dbg !56

5:                                                ; preds = %3
  unreachable, !dbg !56

6:                                                ; preds = %1
    #dbg_value(i32 %0, !19, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !58)
  %7 = shl i32 %0, 2, !dbg !60
  %8 = or disjoint i32 %7, 2, !dbg !60
    #dbg_value(i32 0, !36, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !50)
  br label %20

9:                                                ; preds = %3
  %10 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Err
          catch ptr null, !dbg !61
  %11 = extractvalue { ptr, i32 } %10, 0, !dbg !61
  %12 = extractvalue { ptr, i32 } %10, 1, !dbg !61
    #dbg_value(i32 1, !36, !DIExpression(), !50)
  %13 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3Err) #2, !dbg !62
  %14 = icmp eq i32 %12, %13, !dbg !62
  %15 = tail call ptr @__cxa_begin_catch(ptr %11) #2, !dbg !50
  br i1 %14, label %16, label %19, !dbg !62

16:                                               ; preds = %9
    #dbg_value(ptr %15, !47, !DIExpression(), !50)
  %17 = load i32, ptr %15, align 4, !dbg !63, !tbaa !26
  %18 = add nsw i32 %17, 1, !dbg !65
  tail call void @__cxa_end_catch(), !dbg !66
  br label %20

19:                                               ; preds = %9
  tail call void @__cxa_end_catch(), !dbg !67
  br label %20

20:                                               ; preds = %16, %19, %6
  %21 = phi i32 [ %8, %6 ], [ %18, %16 ], [ -1, %19 ], !dbg !50
  ret i32 %21, !dbg !69
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #1

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z4virtP4Base(ptr noundef %0) local_unnamed_addr #0 !dbg !70 {
    #dbg_value(ptr %0, !76, !DIExpression(), !77)
  %2 = load ptr, ptr %0, align 8, !dbg !78, !tbaa !79
  %3 = load ptr, ptr %2, align 8, !dbg !78
  %4 = tail call noundef i32 %3(ptr noundef nonnull align 8 dereferenceable(8) %0), !dbg !78
  ret i32 %4, !dbg !81
}

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(none) }
attributes #2 = { nounwind }
attributes #3 = { noreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/eh.cpp", directory: "/work/main/ir/internal/llread/testdata", checksumkind: CSK_MD5, checksum: "c87637ff2ea9a25eebb993bf44669739")
!2 = !{!3}
!3 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Err", file: !1, line: 2, size: 32, flags: DIFlagTypePassByValue, elements: !4, identifier: "_ZTS3Err")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !3, file: !1, line: 2, baseType: !6, size: 32)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 8, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 2}
!13 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = distinct !DISubprogram(name: "may_throw", linkageName: "_Z9may_throwi", scope: !1, file: !1, line: 5, type: !16, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!6, !6}
!18 = !{!19}
!19 = !DILocalVariable(name: "x", arg: 1, scope: !15, file: !1, line: 5, type: !6)
!20 = !DILocation(line: 0, scope: !15)
!21 = !DILocation(line: 6, column: 8, scope: !22)
!22 = distinct !DILexicalBlock(scope: !15, file: !1, line: 6, column: 6)
!23 = !DILocation(line: 6, column: 6, scope: !15)
!24 = !DILocation(line: 6, column: 13, scope: !22)
!25 = !DILocation(line: 6, column: 22, scope: !22)
!26 = !{!27, !28, i64 0}
!27 = !{!"_ZTS3Err", !28, i64 0}
!28 = !{!"int", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 7, column: 11, scope: !15)
!32 = !DILocation(line: 7, column: 2, scope: !15)
!33 = distinct !DISubprogram(name: "caller", linkageName: "_Z6calleri", scope: !1, file: !1, line: 10, type: !16, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !34)
!34 = !{!35, !36, !37, !47}
!35 = !DILocalVariable(name: "x", arg: 1, scope: !33, file: !1, line: 10, type: !6)
!36 = !DILocalVariable(name: "cleanups", scope: !33, file: !1, line: 11, type: !6)
!37 = !DILocalVariable(name: "g", scope: !38, file: !1, line: 13, type: !39)
!38 = distinct !DILexicalBlock(scope: !33, file: !1, line: 12, column: 6)
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Guard", file: !1, line: 3, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !40, identifier: "_ZTS5Guard")
!40 = !{!41, !43}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !39, file: !1, line: 3, baseType: !42, size: 64)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!43 = !DISubprogram(name: "~Guard", scope: !39, file: !1, line: 3, type: !44, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!44 = !DISubroutineType(types: !45)
!45 = !{null, !46}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!47 = !DILocalVariable(name: "e", scope: !33, file: !1, line: 15, type: !48)
!48 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !49, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!50 = !DILocation(line: 0, scope: !33)
!51 = !DILocation(line: 0, scope: !38)
!52 = !DILocation(line: 0, scope: !15, inlinedAt: !53)
!53 = distinct !DILocation(line: 14, column: 10, scope: !38)
!54 = !DILocation(line: 6, column: 8, scope: !22, inlinedAt: !53)
!55 = !DILocation(line: 6, column: 6, scope: !15, inlinedAt: !53)
!56 = !DILocation(line: 6, column: 13, scope: !22, inlinedAt: !53)
!57 = !DILocation(line: 6, column: 22, scope: !22, inlinedAt: !53)
!58 = !DILocation(line: 0, scope: !15, inlinedAt: !59)
!59 = distinct !DILocation(line: 14, column: 25, scope: !38)
!60 = !DILocation(line: 14, column: 23, scope: !38)
!61 = !DILocation(line: 20, column: 1, scope: !38)
!62 = !DILocation(line: 15, column: 2, scope: !38)
!63 = !DILocation(line: 16, column: 12, scope: !64)
!64 = distinct !DILexicalBlock(scope: !33, file: !1, line: 15, column: 25)
!65 = !DILocation(line: 16, column: 17, scope: !64)
!66 = !DILocation(line: 17, column: 2, scope: !64)
!67 = !DILocation(line: 19, column: 2, scope: !68)
!68 = distinct !DILexicalBlock(scope: !33, file: !1, line: 17, column: 16)
!69 = !DILocation(line: 20, column: 1, scope: !33)
!70 = distinct !DISubprogram(name: "virt", linkageName: "_Z4virtP4Base", scope: !1, file: !1, line: 24, type: !71, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !75)
!71 = !DISubroutineType(types: !72)
!72 = !{!6, !73}
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!74 = !DICompositeType(tag: DW_TAG_structure_type, name: "Base", file: !1, line: 22, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS4Base")
!75 = !{!76}
!76 = !DILocalVariable(name: "b", arg: 1, scope: !70, file: !1, line: 24, type: !73)
!77 = !DILocation(line: 0, scope: !70)
!78 = !DILocation(line: 24, column: 31, scope: !70)
!79 = !{!80, !80, i64 0}
!80 = !{!"vtable pointer", !30, i64 0}
!81 = !DILocation(line: 24, column: 21, scope: !70)
