; ModuleID = 'structs.c'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.employee = type { i32, [32 x i8], %struct.anon, double, ptr }
%struct.anon = type { i32, i32, i32 }

@.str = private unnamed_addr constant [10 x i8] c"worker-%d\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [27 x i8] c"%s %d %.1f %.1f %.1f %.1f\0A\00", align 1, !dbg !7

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !22 {
  %3 = alloca [4 x %struct.employee], align 16, !DIAssignID !66
    #dbg_assign(i1 undef, !31, !DIExpression(), !66, ptr %3, !DIExpression(), !67)
    #dbg_value(i32 %0, !29, !DIExpression(), !67)
    #dbg_value(ptr %1, !30, !DIExpression(), !67)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #4, !dbg !68
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %3, i8 0, i64 256, i1 false), !dbg !69, !DIAssignID !70
    #dbg_assign(i8 0, !31, !DIExpression(), !70, ptr %3, !DIExpression(), !67)
    #dbg_value(i32 0, !52, !DIExpression(), !71)
    #dbg_value(i64 0, !52, !DIExpression(), !71)
  store i32 100, ptr %3, align 16, !dbg !72, !tbaa !75
  %4 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !83
  %5 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef 0) #4, !dbg !84
  %6 = getelementptr inbounds i8, ptr %3, i64 36, !dbg !85
  store i32 2000, ptr %6, align 4, !dbg !86, !tbaa !87
  %7 = getelementptr inbounds i8, ptr %3, i64 40, !dbg !88
  store i32 1, ptr %7, align 8, !dbg !89, !tbaa !90
  %8 = getelementptr inbounds i8, ptr %3, i64 44, !dbg !91
  store i32 10, ptr %8, align 4, !dbg !92, !tbaa !93
  %9 = getelementptr inbounds i8, ptr %3, i64 48, !dbg !94
  store double 1.000000e+03, ptr %9, align 16, !dbg !95, !tbaa !96
  %10 = getelementptr inbounds i8, ptr %3, i64 56, !dbg !97
  store ptr null, ptr %10, align 8, !dbg !98, !tbaa !99
    #dbg_value(i64 1, !52, !DIExpression(), !71)
  %11 = getelementptr inbounds i8, ptr %3, i64 64, !dbg !100
  store i32 101, ptr %11, align 16, !dbg !72, !tbaa !75
  %12 = getelementptr inbounds i8, ptr %3, i64 68, !dbg !83
  %13 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %12, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef 1) #4, !dbg !84
  %14 = getelementptr inbounds i8, ptr %3, i64 100, !dbg !85
  store i32 2001, ptr %14, align 4, !dbg !86, !tbaa !87
  %15 = getelementptr inbounds i8, ptr %3, i64 104, !dbg !88
  store i32 2, ptr %15, align 8, !dbg !89, !tbaa !90
  %16 = getelementptr inbounds i8, ptr %3, i64 108, !dbg !91
  store i32 11, ptr %16, align 4, !dbg !92, !tbaa !93
  %17 = getelementptr inbounds i8, ptr %3, i64 112, !dbg !94
  store double 2.000000e+03, ptr %17, align 16, !dbg !95, !tbaa !96
  %18 = getelementptr inbounds i8, ptr %3, i64 120, !dbg !97
  store ptr %3, ptr %18, align 8, !dbg !98, !tbaa !99
    #dbg_value(i64 2, !52, !DIExpression(), !71)
  %19 = getelementptr inbounds i8, ptr %3, i64 128, !dbg !100
  store i32 102, ptr %19, align 16, !dbg !72, !tbaa !75
  %20 = getelementptr inbounds i8, ptr %3, i64 132, !dbg !83
  %21 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %20, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef 2) #4, !dbg !84
  %22 = getelementptr inbounds i8, ptr %3, i64 164, !dbg !85
  store i32 2002, ptr %22, align 4, !dbg !86, !tbaa !87
  %23 = getelementptr inbounds i8, ptr %3, i64 168, !dbg !88
  store i32 3, ptr %23, align 8, !dbg !89, !tbaa !90
  %24 = getelementptr inbounds i8, ptr %3, i64 172, !dbg !91
  store i32 12, ptr %24, align 4, !dbg !92, !tbaa !93
  %25 = getelementptr inbounds i8, ptr %3, i64 176, !dbg !94
  store double 3.000000e+03, ptr %25, align 16, !dbg !95, !tbaa !96
  %26 = getelementptr inbounds i8, ptr %3, i64 184, !dbg !97
  store ptr %11, ptr %26, align 8, !dbg !98, !tbaa !99
    #dbg_value(i64 3, !52, !DIExpression(), !71)
  %27 = getelementptr inbounds i8, ptr %3, i64 192, !dbg !100
  store i32 103, ptr %27, align 16, !dbg !72, !tbaa !75
  %28 = getelementptr inbounds i8, ptr %3, i64 196, !dbg !83
  %29 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %28, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef 3) #4, !dbg !84
  %30 = getelementptr inbounds i8, ptr %3, i64 228, !dbg !85
  store i32 2003, ptr %30, align 4, !dbg !86, !tbaa !87
  %31 = getelementptr inbounds i8, ptr %3, i64 232, !dbg !88
  store i32 4, ptr %31, align 8, !dbg !89, !tbaa !90
  %32 = getelementptr inbounds i8, ptr %3, i64 236, !dbg !91
  store i32 13, ptr %32, align 4, !dbg !92, !tbaa !93
  %33 = getelementptr inbounds i8, ptr %3, i64 240, !dbg !94
  store double 4.000000e+03, ptr %33, align 16, !dbg !95, !tbaa !96
  %34 = getelementptr inbounds i8, ptr %3, i64 248, !dbg !97
  store ptr %19, ptr %34, align 8, !dbg !98, !tbaa !99
    #dbg_value(i64 4, !52, !DIExpression(), !71)
  %35 = srem i32 %0, 4, !dbg !101
  %36 = sext i32 %35 to i64, !dbg !102
    #dbg_value(!DIArgList(ptr %3, i64 %36), !103, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 64, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !111)
    #dbg_value(double 1.000000e+01, !108, !DIExpression(), !111)
  %37 = getelementptr inbounds [4 x %struct.employee], ptr %3, i64 0, i64 %36, i32 3, !dbg !113
    #dbg_value(ptr %37, !109, !DIExpression(), !111)
  %38 = load double, ptr %37, align 16, !dbg !114, !tbaa !115
  %39 = fmul double %38, 1.000000e+01, !dbg !116
  %40 = fdiv double %39, 1.000000e+02, !dbg !117
  %41 = fadd double %38, %40, !dbg !118
  store double %41, ptr %37, align 16, !dbg !118, !tbaa !115
    #dbg_assign(i1 undef, !54, !DIExpression(), !119, ptr poison, !DIExpression(), !67)
    #dbg_assign(i1 undef, !63, !DIExpression(), !120, ptr poison, !DIExpression(), !67)
    #dbg_value(double 0.000000e+00, !64, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !67)
    #dbg_value(double -1.000000e+00, !64, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !67)
    #dbg_value(double 4.000000e+00, !64, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !67)
    #dbg_value(double 3.000000e+00, !64, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !67)
    #dbg_value(double 4.000000e+00, !65, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !67)
    #dbg_value(double 2.000000e+00, !65, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !67)
    #dbg_value(ptr %27, !121, !DIExpression(), !129)
    #dbg_value(i32 0, !128, !DIExpression(), !129)
  br label %42, !dbg !131

42:                                               ; preds = %42, %2
  %43 = phi ptr [ %27, %2 ], [ %46, %42 ]
  %44 = phi i32 [ 0, %2 ], [ %48, %42 ], !dbg !129
    #dbg_value(i32 %44, !128, !DIExpression(), !129)
    #dbg_value(ptr %43, !121, !DIExpression(), !129)
  %45 = getelementptr inbounds i8, ptr %43, i64 56, !dbg !132
  %46 = load ptr, ptr %45, align 8, !dbg !132, !tbaa !99
  %47 = icmp eq ptr %46, null, !dbg !131
    #dbg_value(ptr %46, !121, !DIExpression(), !129)
  %48 = add nuw nsw i32 %44, 1, !dbg !133
    #dbg_value(i32 %48, !128, !DIExpression(), !129)
  br i1 %47, label %49, label %42, !dbg !131, !llvm.loop !135

49:                                               ; preds = %42
  %50 = getelementptr inbounds i8, ptr %3, i64 196, !dbg !138
    #dbg_value(ptr %3, !139, !DIExpression(), !148)
    #dbg_value(i32 4, !144, !DIExpression(), !148)
    #dbg_value(i64 0, !146, !DIExpression(), !150)
    #dbg_value(double 0.000000e+00, !145, !DIExpression(), !148)
  %51 = load double, ptr %9, align 16, !dbg !151, !tbaa !96
  %52 = fadd double %51, 0.000000e+00, !dbg !153
    #dbg_value(double %52, !145, !DIExpression(), !148)
    #dbg_value(i64 1, !146, !DIExpression(), !150)
  %53 = getelementptr inbounds i8, ptr %3, i64 112, !dbg !151
  %54 = load double, ptr %53, align 16, !dbg !151, !tbaa !96
  %55 = fadd double %52, %54, !dbg !153
    #dbg_value(double %55, !145, !DIExpression(), !148)
    #dbg_value(i64 2, !146, !DIExpression(), !150)
  %56 = getelementptr inbounds i8, ptr %3, i64 176, !dbg !151
  %57 = load double, ptr %56, align 16, !dbg !151, !tbaa !96
  %58 = fadd double %55, %57, !dbg !153
    #dbg_value(double %58, !145, !DIExpression(), !148)
    #dbg_value(i64 3, !146, !DIExpression(), !150)
  %59 = getelementptr inbounds i8, ptr %3, i64 240, !dbg !151
  %60 = load double, ptr %59, align 16, !dbg !151, !tbaa !96
  %61 = fadd double %58, %60, !dbg !153
    #dbg_value(double %61, !145, !DIExpression(), !148)
    #dbg_value(i64 4, !146, !DIExpression(), !150)
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %50, i32 noundef %44, double noundef %61, double noundef 1.600000e+01, double noundef 4.000000e+00, double noundef 2.000000e+00), !dbg !154
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #4, !dbg !155
  ret i32 0, !dbg !156
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !157 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !168 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!12}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "structs.c", directory: ".", checksumkind: CSK_MD5, checksum: "2ee9eef20c33140decb2afeb06fbc9e7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 86, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 27)
!12 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !13, splitDebugInlining: false, nameTableKind: None)
!13 = !{!0, !7}
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 69, type: !23, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !28)
!23 = !DISubroutineType(types: !24)
!24 = !{!25, !25, !26}
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!28 = !{!29, !30, !31, !52, !54, !63, !64, !65}
!29 = !DILocalVariable(name: "argc", arg: 1, scope: !22, file: !2, line: 69, type: !25)
!30 = !DILocalVariable(name: "argv", arg: 2, scope: !22, file: !2, line: 69, type: !26)
!31 = !DILocalVariable(name: "staff", scope: !22, file: !2, line: 71, type: !32)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 2048, elements: !50)
!33 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "employee", file: !2, line: 14, size: 512, elements: !34)
!34 = !{!35, !36, !40, !46, !48}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !33, file: !2, line: 15, baseType: !25, size: 32)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !33, file: !2, line: 16, baseType: !37, size: 256, offset: 32)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 32)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "hired", scope: !33, file: !2, line: 19, baseType: !41, size: 96, offset: 288)
!41 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !33, file: !2, line: 17, size: 96, elements: !42)
!42 = !{!43, !44, !45}
!43 = !DIDerivedType(tag: DW_TAG_member, name: "year", scope: !41, file: !2, line: 18, baseType: !25, size: 32)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "month", scope: !41, file: !2, line: 18, baseType: !25, size: 32, offset: 32)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "day", scope: !41, file: !2, line: 18, baseType: !25, size: 32, offset: 64)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "salary", scope: !33, file: !2, line: 20, baseType: !47, size: 64, offset: 384)
!47 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "manager", scope: !33, file: !2, line: 21, baseType: !49, size: 64, offset: 448)
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!50 = !{!51}
!51 = !DISubrange(count: 4)
!52 = !DILocalVariable(name: "i", scope: !53, file: !2, line: 73, type: !25)
!53 = distinct !DILexicalBlock(scope: !22, file: !2, line: 73, column: 2)
!54 = !DILocalVariable(name: "a", scope: !22, file: !2, line: 83, type: !55)
!55 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rect", file: !2, line: 10, size: 256, elements: !56)
!56 = !{!57, !62}
!57 = !DIDerivedType(tag: DW_TAG_member, name: "min", scope: !55, file: !2, line: 11, baseType: !58, size: 128)
!58 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !2, line: 6, size: 128, elements: !59)
!59 = !{!60, !61}
!60 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !58, file: !2, line: 7, baseType: !47, size: 64)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !58, file: !2, line: 7, baseType: !47, size: 64, offset: 64)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "max", scope: !55, file: !2, line: 11, baseType: !58, size: 128, offset: 128)
!63 = !DILocalVariable(name: "b", scope: !22, file: !2, line: 83, type: !55)
!64 = !DILocalVariable(name: "u", scope: !22, file: !2, line: 84, type: !55)
!65 = !DILocalVariable(name: "p", scope: !22, file: !2, line: 85, type: !58)
!66 = distinct !DIAssignID()
!67 = !DILocation(line: 0, scope: !22)
!68 = !DILocation(line: 71, column: 2, scope: !22)
!69 = !DILocation(line: 72, column: 2, scope: !22)
!70 = distinct !DIAssignID()
!71 = !DILocation(line: 0, scope: !53)
!72 = !DILocation(line: 74, column: 15, scope: !73)
!73 = distinct !DILexicalBlock(scope: !74, file: !2, line: 73, column: 30)
!74 = distinct !DILexicalBlock(scope: !53, file: !2, line: 73, column: 2)
!75 = !{!76, !77, i64 0}
!76 = !{!"employee", !77, i64 0, !78, i64 4, !80, i64 36, !81, i64 48, !82, i64 56}
!77 = !{!"int", !78, i64 0}
!78 = !{!"omnipotent char", !79, i64 0}
!79 = !{!"Simple C/C++ TBAA"}
!80 = !{!"", !77, i64 0, !77, i64 4, !77, i64 8}
!81 = !{!"double", !78, i64 0}
!82 = !{!"any pointer", !78, i64 0}
!83 = !DILocation(line: 75, column: 21, scope: !73)
!84 = !DILocation(line: 75, column: 3, scope: !73)
!85 = !DILocation(line: 76, column: 12, scope: !73)
!86 = !DILocation(line: 76, column: 23, scope: !73)
!87 = !{!76, !77, i64 36}
!88 = !DILocation(line: 77, column: 18, scope: !73)
!89 = !DILocation(line: 77, column: 24, scope: !73)
!90 = !{!76, !77, i64 40}
!91 = !DILocation(line: 78, column: 18, scope: !73)
!92 = !DILocation(line: 78, column: 22, scope: !73)
!93 = !{!76, !77, i64 44}
!94 = !DILocation(line: 79, column: 12, scope: !73)
!95 = !DILocation(line: 79, column: 19, scope: !73)
!96 = !{!76, !81, i64 48}
!97 = !DILocation(line: 80, column: 12, scope: !73)
!98 = !DILocation(line: 80, column: 20, scope: !73)
!99 = !{!76, !82, i64 56}
!100 = !DILocation(line: 74, column: 3, scope: !73)
!101 = !DILocation(line: 82, column: 27, scope: !22)
!102 = !DILocation(line: 82, column: 16, scope: !22)
!103 = !DILocalVariable(name: "e", arg: 1, scope: !104, file: !2, line: 45, type: !49)
!104 = distinct !DISubprogram(name: "raise_salary", scope: !2, file: !2, line: 45, type: !105, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !107)
!105 = !DISubroutineType(types: !106)
!106 = !{null, !49, !47}
!107 = !{!103, !108, !109}
!108 = !DILocalVariable(name: "pct", arg: 2, scope: !104, file: !2, line: 45, type: !47)
!109 = !DILocalVariable(name: "s", scope: !104, file: !2, line: 47, type: !110)
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!111 = !DILocation(line: 0, scope: !104, inlinedAt: !112)
!112 = distinct !DILocation(line: 82, column: 2, scope: !22)
!113 = !DILocation(line: 47, column: 18, scope: !104, inlinedAt: !112)
!114 = !DILocation(line: 48, column: 8, scope: !104, inlinedAt: !112)
!115 = !{!81, !81, i64 0}
!116 = !DILocation(line: 48, column: 11, scope: !104, inlinedAt: !112)
!117 = !DILocation(line: 48, column: 17, scope: !104, inlinedAt: !112)
!118 = !DILocation(line: 48, column: 5, scope: !104, inlinedAt: !112)
!119 = distinct !DIAssignID()
!120 = distinct !DIAssignID()
!121 = !DILocalVariable(name: "e", arg: 1, scope: !122, file: !2, line: 59, type: !125)
!122 = distinct !DISubprogram(name: "seniority", scope: !2, file: !2, line: 59, type: !123, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !127)
!123 = !DISubroutineType(types: !124)
!124 = !{!25, !125}
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !33)
!127 = !{!121, !128}
!128 = !DILocalVariable(name: "depth", scope: !122, file: !2, line: 61, type: !25)
!129 = !DILocation(line: 0, scope: !122, inlinedAt: !130)
!130 = distinct !DILocation(line: 86, column: 55, scope: !22)
!131 = !DILocation(line: 62, column: 2, scope: !122, inlinedAt: !130)
!132 = !DILocation(line: 62, column: 12, scope: !122, inlinedAt: !130)
!133 = !DILocation(line: 64, column: 8, scope: !134, inlinedAt: !130)
!134 = distinct !DILexicalBlock(scope: !122, file: !2, line: 62, column: 21)
!135 = distinct !{!135, !131, !136, !137}
!136 = !DILocation(line: 65, column: 2, scope: !122, inlinedAt: !130)
!137 = !{!"llvm.loop.mustprogress"}
!138 = !DILocation(line: 86, column: 49, scope: !22)
!139 = !DILocalVariable(name: "staff", arg: 1, scope: !140, file: !2, line: 51, type: !49)
!140 = distinct !DISubprogram(name: "payroll", scope: !2, file: !2, line: 51, type: !141, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !143)
!141 = !DISubroutineType(types: !142)
!142 = !{!47, !49, !25}
!143 = !{!139, !144, !145, !146}
!144 = !DILocalVariable(name: "n", arg: 2, scope: !140, file: !2, line: 51, type: !25)
!145 = !DILocalVariable(name: "total", scope: !140, file: !2, line: 53, type: !47)
!146 = !DILocalVariable(name: "i", scope: !147, file: !2, line: 54, type: !25)
!147 = distinct !DILexicalBlock(scope: !140, file: !2, line: 54, column: 2)
!148 = !DILocation(line: 0, scope: !140, inlinedAt: !149)
!149 = distinct !DILocation(line: 87, column: 9, scope: !22)
!150 = !DILocation(line: 0, scope: !147, inlinedAt: !149)
!151 = !DILocation(line: 55, column: 21, scope: !152, inlinedAt: !149)
!152 = distinct !DILexicalBlock(scope: !147, file: !2, line: 54, column: 2)
!153 = !DILocation(line: 55, column: 9, scope: !152, inlinedAt: !149)
!154 = !DILocation(line: 86, column: 2, scope: !22)
!155 = !DILocation(line: 90, column: 1, scope: !22)
!156 = !DILocation(line: 89, column: 2, scope: !22)
!157 = !DISubprogram(name: "snprintf", scope: !158, file: !158, line: 378, type: !159, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!158 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!159 = !DISubroutineType(types: !160)
!160 = !{!25, !161, !162, !165, null}
!161 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !27)
!162 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !163, line: 18, baseType: !164)
!163 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!164 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!165 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !166)
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !167, size: 64)
!167 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!168 = !DISubprogram(name: "printf", scope: !158, file: !158, line: 356, type: !169, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!169 = !DISubroutineType(types: !170)
!170 = !{!25, !165, null}
