; ModuleID = 'c/eh.cpp'
source_filename = "c/eh.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Err = type { i32 }
%struct.Guard = type { ptr }

$_ZN5GuardD2Ev = comdat any

$_ZTS3Err = comdat any

$_ZTI3Err = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS3Err = linkonce_odr dso_local constant [5 x i8] c"3Err\00", comdat, align 1
@_ZTI3Err = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3Err }, comdat, align 8

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z9may_throwi(i32 noundef %0) #0 !dbg !15 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !19, !DIExpression(), !20)
  %3 = load i32, ptr %2, align 4, !dbg !21
  %4 = icmp slt i32 %3, 0, !dbg !23
  br i1 %4, label %5, label %9, !dbg !24

5:                                                ; preds = %1
  %6 = call ptr @__cxa_allocate_exception(i64 4) #4, !dbg !25
  %7 = getelementptr inbounds %struct.Err, ptr %6, i32 0, i32 0, !dbg !26
  %8 = load i32, ptr %2, align 4, !dbg !27
  store i32 %8, ptr %7, align 16, !dbg !26
  call void @__cxa_throw(ptr %6, ptr @_ZTI3Err, ptr null) #5, !dbg !25
  unreachable, !dbg !25

9:                                                ; preds = %1
  %10 = load i32, ptr %2, align 4, !dbg !28
  %11 = mul nsw i32 %10, 2, !dbg !29
  ret i32 %11, !dbg !30
}

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z6calleri(i32 noundef %0) #0 personality ptr @__gxx_personality_v0 !dbg !31 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Guard, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !32, !DIExpression(), !33)
    #dbg_declare(ptr %4, !34, !DIExpression(), !35)
  store i32 0, ptr %4, align 4, !dbg !35
    #dbg_declare(ptr %5, !36, !DIExpression(), !46)
  %9 = getelementptr inbounds %struct.Guard, ptr %5, i32 0, i32 0, !dbg !47
  store ptr %4, ptr %9, align 8, !dbg !47
  %10 = load i32, ptr %3, align 4, !dbg !48
  %11 = invoke noundef i32 @_Z9may_throwi(i32 noundef %10)
          to label %12 unwind label %18, !dbg !49

12:                                               ; preds = %1
  %13 = load i32, ptr %3, align 4, !dbg !50
  %14 = add nsw i32 %13, 1, !dbg !51
  %15 = invoke noundef i32 @_Z9may_throwi(i32 noundef %14)
          to label %16 unwind label %18, !dbg !52

16:                                               ; preds = %12
  %17 = add nsw i32 %11, %15, !dbg !53
  store i32 %17, ptr %2, align 4, !dbg !54
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #4, !dbg !55
  br label %38

18:                                               ; preds = %12, %1
  %19 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Err
          catch ptr null, !dbg !56
  %20 = extractvalue { ptr, i32 } %19, 0, !dbg !56
  store ptr %20, ptr %6, align 8, !dbg !56
  %21 = extractvalue { ptr, i32 } %19, 1, !dbg !56
  store i32 %21, ptr %7, align 4, !dbg !56
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #4, !dbg !55
  br label %22, !dbg !55

22:                                               ; preds = %18
  %23 = load i32, ptr %7, align 4, !dbg !57
  %24 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3Err) #4, !dbg !57
  %25 = icmp eq i32 %23, %24, !dbg !57
  br i1 %25, label %26, label %34, !dbg !57

26:                                               ; preds = %22
    #dbg_declare(ptr %8, !58, !DIExpression(), !61)
  %27 = load ptr, ptr %6, align 8, !dbg !62
  %28 = call ptr @__cxa_begin_catch(ptr %27) #4, !dbg !62
  store ptr %28, ptr %8, align 8, !dbg !62
  %29 = load ptr, ptr %8, align 8, !dbg !64
  %30 = getelementptr inbounds %struct.Err, ptr %29, i32 0, i32 0, !dbg !66
  %31 = load i32, ptr %30, align 4, !dbg !66
  %32 = load i32, ptr %4, align 4, !dbg !67
  %33 = add nsw i32 %31, %32, !dbg !68
  store i32 %33, ptr %2, align 4, !dbg !69
  call void @__cxa_end_catch(), !dbg !70
  br label %38

34:                                               ; preds = %22
  %35 = load ptr, ptr %6, align 8, !dbg !57
  %36 = call ptr @__cxa_begin_catch(ptr %35) #4, !dbg !57
  store i32 -1, ptr %2, align 4, !dbg !71
  call void @__cxa_end_catch(), !dbg !62
  br label %38

37:                                               ; No predecessors!
  call void @llvm.trap(), !dbg !70
  unreachable, !dbg !70

38:                                               ; preds = %26, %34, %16
  %39 = load i32, ptr %2, align 4, !dbg !72
  ret i32 %39, !dbg !72
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5GuardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 !dbg !73 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !74, !DIExpression(), !76)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Guard, ptr %3, i32 0, i32 0, !dbg !77
  %5 = load ptr, ptr %4, align 8, !dbg !77
  %6 = load i32, ptr %5, align 4, !dbg !79
  %7 = add nsw i32 %6, 1, !dbg !79
  store i32 %7, ptr %5, align 4, !dbg !79
  ret void, !dbg !80
}

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #3

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z4virtP4Base(ptr noundef %0) #0 !dbg !81 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !86, !DIExpression(), !87)
  %3 = load ptr, ptr %2, align 8, !dbg !88
  %4 = load ptr, ptr %3, align 8, !dbg !89
  %5 = getelementptr inbounds ptr, ptr %4, i64 0, !dbg !89
  %6 = load ptr, ptr %5, align 8, !dbg !89
  %7 = call noundef i32 %6(ptr noundef nonnull align 8 dereferenceable(8) %3), !dbg !89
  ret i32 %7, !dbg !90
}

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #4 = { nounwind }
attributes #5 = { noreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
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
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = distinct !DISubprogram(name: "may_throw", linkageName: "_Z9may_throwi", scope: !1, file: !1, line: 5, type: !16, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!6, !6}
!18 = !{}
!19 = !DILocalVariable(name: "x", arg: 1, scope: !15, file: !1, line: 5, type: !6)
!20 = !DILocation(line: 5, column: 19, scope: !15)
!21 = !DILocation(line: 6, column: 6, scope: !22)
!22 = distinct !DILexicalBlock(scope: !15, file: !1, line: 6, column: 6)
!23 = !DILocation(line: 6, column: 8, scope: !22)
!24 = !DILocation(line: 6, column: 6, scope: !15)
!25 = !DILocation(line: 6, column: 13, scope: !22)
!26 = !DILocation(line: 6, column: 22, scope: !22)
!27 = !DILocation(line: 6, column: 23, scope: !22)
!28 = !DILocation(line: 7, column: 9, scope: !15)
!29 = !DILocation(line: 7, column: 11, scope: !15)
!30 = !DILocation(line: 7, column: 2, scope: !15)
!31 = distinct !DISubprogram(name: "caller", linkageName: "_Z6calleri", scope: !1, file: !1, line: 10, type: !16, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!32 = !DILocalVariable(name: "x", arg: 1, scope: !31, file: !1, line: 10, type: !6)
!33 = !DILocation(line: 10, column: 16, scope: !31)
!34 = !DILocalVariable(name: "cleanups", scope: !31, file: !1, line: 11, type: !6)
!35 = !DILocation(line: 11, column: 6, scope: !31)
!36 = !DILocalVariable(name: "g", scope: !37, file: !1, line: 13, type: !38)
!37 = distinct !DILexicalBlock(scope: !31, file: !1, line: 12, column: 6)
!38 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Guard", file: !1, line: 3, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !39, identifier: "_ZTS5Guard")
!39 = !{!40, !42}
!40 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !38, file: !1, line: 3, baseType: !41, size: 64)
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!42 = !DISubprogram(name: "~Guard", scope: !38, file: !1, line: 3, type: !43, scopeLine: 3, flags: DIFlagPrototyped, spFlags: 0)
!43 = !DISubroutineType(types: !44)
!44 = !{null, !45}
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!46 = !DILocation(line: 13, column: 9, scope: !37)
!47 = !DILocation(line: 13, column: 10, scope: !37)
!48 = !DILocation(line: 14, column: 20, scope: !37)
!49 = !DILocation(line: 14, column: 10, scope: !37)
!50 = !DILocation(line: 14, column: 35, scope: !37)
!51 = !DILocation(line: 14, column: 37, scope: !37)
!52 = !DILocation(line: 14, column: 25, scope: !37)
!53 = !DILocation(line: 14, column: 23, scope: !37)
!54 = !DILocation(line: 14, column: 3, scope: !37)
!55 = !DILocation(line: 15, column: 2, scope: !31)
!56 = !DILocation(line: 20, column: 1, scope: !37)
!57 = !DILocation(line: 15, column: 2, scope: !37)
!58 = !DILocalVariable(name: "e", scope: !31, file: !1, line: 15, type: !59)
!59 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!61 = !DILocation(line: 15, column: 22, scope: !31)
!62 = !DILocation(line: 19, column: 2, scope: !63)
!63 = distinct !DILexicalBlock(scope: !31, file: !1, line: 17, column: 16)
!64 = !DILocation(line: 16, column: 10, scope: !65)
!65 = distinct !DILexicalBlock(scope: !31, file: !1, line: 15, column: 25)
!66 = !DILocation(line: 16, column: 12, scope: !65)
!67 = !DILocation(line: 16, column: 19, scope: !65)
!68 = !DILocation(line: 16, column: 17, scope: !65)
!69 = !DILocation(line: 16, column: 3, scope: !65)
!70 = !DILocation(line: 17, column: 2, scope: !65)
!71 = !DILocation(line: 18, column: 3, scope: !63)
!72 = !DILocation(line: 20, column: 1, scope: !31)
!73 = distinct !DISubprogram(name: "~Guard", linkageName: "_ZN5GuardD2Ev", scope: !38, file: !1, line: 3, type: !43, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !42, retainedNodes: !18)
!74 = !DILocalVariable(name: "this", arg: 1, scope: !73, type: !75, flags: DIFlagArtificial | DIFlagObjectPointer)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!76 = !DILocation(line: 0, scope: !73)
!77 = !DILocation(line: 3, column: 38, scope: !78)
!78 = distinct !DILexicalBlock(scope: !73, file: !1, line: 3, column: 33)
!79 = !DILocation(line: 3, column: 35, scope: !78)
!80 = !DILocation(line: 3, column: 41, scope: !73)
!81 = distinct !DISubprogram(name: "virt", linkageName: "_Z4virtP4Base", scope: !1, file: !1, line: 24, type: !82, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!82 = !DISubroutineType(types: !83)
!83 = !{!6, !84}
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!85 = !DICompositeType(tag: DW_TAG_structure_type, name: "Base", file: !1, line: 22, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS4Base")
!86 = !DILocalVariable(name: "b", arg: 1, scope: !81, file: !1, line: 24, type: !84)
!87 = !DILocation(line: 24, column: 16, scope: !81)
!88 = !DILocation(line: 24, column: 28, scope: !81)
!89 = !DILocation(line: 24, column: 31, scope: !81)
!90 = !DILocation(line: 24, column: 21, scope: !81)
