; ModuleID = 'c/eh.c'
source_filename = "c/eh.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@dispatch.table = internal unnamed_addr constant [3 x ptr] [ptr blockaddress(@dispatch, %6), ptr blockaddress(@dispatch, %7), ptr blockaddress(@dispatch, %9)], align 16, !dbg !0
@hits = dso_local global i64 0, align 8, !dbg !9

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -1, 2) i32 @dispatch(i32 noundef %0) #0 !dbg !2 {
    #dbg_value(i32 %0, !14, !DIExpression(), !31)
    #dbg_value(i32 0, !15, !DIExpression(), !31)
  %2 = srem i32 %0, 3, !dbg !32
  %3 = sext i32 %2 to i64, !dbg !33
  %4 = getelementptr inbounds [3 x ptr], ptr @dispatch.table, i64 0, i64 %3, !dbg !33
  %5 = load ptr, ptr %4, align 8, !dbg !33, !tbaa !34
  indirectbr ptr %5, [label %6, label %7, label %9]

6:                                                ; preds = %1
    #dbg_label(!16, !38)
    #dbg_value(i32 2, !15, !DIExpression(), !31)
  br label %7, !dbg !39

7:                                                ; preds = %6, %1
  %8 = phi i32 [ 1, %6 ], [ -1, %1 ], !dbg !31
    #dbg_value(i32 %8, !15, !DIExpression(), !31)
    #dbg_label(!17, !40)
    #dbg_value(i32 %8, !15, !DIExpression(), !31)
  br label %9, !dbg !41

9:                                                ; preds = %7, %1
  %10 = phi i32 [ %8, %7 ], [ 0, %1 ], !dbg !31
    #dbg_value(i32 %10, !15, !DIExpression(), !31)
    #dbg_label(!18, !42)
  ret i32 %10, !dbg !43
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @vadd(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #1 !dbg !44 {
    #dbg_value(<4 x i32> %0, !52, !DIExpression(), !54)
    #dbg_value(<4 x i32> %1, !53, !DIExpression(), !54)
  %3 = mul <4 x i32> %1, <i32 1, i32 2, i32 3, i32 4>, !dbg !55
  %4 = add <4 x i32> %3, %0, !dbg !56
  ret <4 x i32> %4, !dbg !57
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @vsum(i32 noundef %0, ...) local_unnamed_addr #2 !dbg !58 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !80
    #dbg_assign(i1 undef, !63, !DIExpression(), !80, ptr %2, !DIExpression(), !81)
    #dbg_value(i32 %0, !62, !DIExpression(), !81)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7, !dbg !82
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !83
    #dbg_value(i32 0, !77, !DIExpression(), !81)
    #dbg_value(i32 0, !78, !DIExpression(), !84)
    #dbg_value(i32 0, !78, !DIExpression(), !84)
    #dbg_value(i32 0, !77, !DIExpression(), !81)
  %3 = icmp sgt i32 %0, 0, !dbg !85
  br i1 %3, label %4, label %32, !dbg !87

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  %10 = and i32 %0, 1, !dbg !87
  %11 = icmp eq i32 %0, 1, !dbg !87
  br i1 %11, label %14, label %12, !dbg !87

12:                                               ; preds = %4
  %13 = and i32 %0, 2147483646, !dbg !87
  br label %34, !dbg !87

14:                                               ; preds = %59, %4
  %15 = phi i32 [ poison, %4 ], [ %64, %59 ]
  %16 = phi ptr [ %9, %4 ], [ %60, %59 ]
  %17 = phi i32 [ 0, %4 ], [ %64, %59 ]
  %18 = phi i32 [ %5, %4 ], [ %61, %59 ]
  %19 = icmp eq i32 %10, 0, !dbg !88
  br i1 %19, label %32, label %20, !dbg !88

20:                                               ; preds = %14
    #dbg_value(i32 poison, !78, !DIExpression(), !84)
    #dbg_value(i32 %17, !77, !DIExpression(), !81)
  %21 = icmp ult i32 %18, 41, !dbg !88
  br i1 %21, label %24, label %22, !dbg !88

22:                                               ; preds = %20
  %23 = getelementptr i8, ptr %16, i64 8, !dbg !88
  store ptr %23, ptr %6, align 8, !dbg !88, !DIAssignID !89
    #dbg_assign(ptr %23, !63, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !89, ptr %6, !DIExpression(), !81)
  br label %28, !dbg !88

24:                                               ; preds = %20
  %25 = zext nneg i32 %18 to i64, !dbg !88
  %26 = getelementptr i8, ptr %8, i64 %25, !dbg !88
  %27 = add nuw nsw i32 %18, 8, !dbg !88
  store i32 %27, ptr %2, align 16, !dbg !88, !DIAssignID !90
    #dbg_assign(i32 %27, !63, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !90, ptr %2, !DIExpression(), !81)
  br label %28, !dbg !88

28:                                               ; preds = %24, %22
  %29 = phi ptr [ %26, %24 ], [ %16, %22 ], !dbg !88
  %30 = load i32, ptr %29, align 4, !dbg !88, !tbaa !91
  %31 = add nsw i32 %30, %17, !dbg !93
    #dbg_value(i32 %31, !77, !DIExpression(), !81)
    #dbg_value(i32 poison, !78, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !84)
  br label %32, !dbg !94

32:                                               ; preds = %28, %14, %1
  %33 = phi i32 [ 0, %1 ], [ %15, %14 ], [ %31, %28 ], !dbg !81
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !94
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7, !dbg !95
  ret i32 %33, !dbg !96

34:                                               ; preds = %59, %12
  %35 = phi ptr [ %9, %12 ], [ %60, %59 ]
  %36 = phi i32 [ 0, %12 ], [ %64, %59 ]
  %37 = phi i32 [ %5, %12 ], [ %61, %59 ]
  %38 = phi i32 [ 0, %12 ], [ %65, %59 ]
    #dbg_value(i32 poison, !78, !DIExpression(), !84)
    #dbg_value(i32 %36, !77, !DIExpression(), !81)
  %39 = icmp ult i32 %37, 41, !dbg !88
  br i1 %39, label %40, label %44, !dbg !88

40:                                               ; preds = %34
  %41 = zext nneg i32 %37 to i64, !dbg !88
  %42 = getelementptr i8, ptr %8, i64 %41, !dbg !88
  %43 = add nuw nsw i32 %37, 8, !dbg !88
  store i32 %43, ptr %2, align 16, !dbg !88, !DIAssignID !90
    #dbg_assign(i32 %43, !63, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !90, ptr %2, !DIExpression(), !81)
  br label %46, !dbg !88

44:                                               ; preds = %34
  %45 = getelementptr i8, ptr %35, i64 8, !dbg !88
  store ptr %45, ptr %6, align 8, !dbg !88, !DIAssignID !89
    #dbg_assign(ptr %45, !63, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !89, ptr %6, !DIExpression(), !81)
  br label %46, !dbg !88

46:                                               ; preds = %44, %40
  %47 = phi ptr [ %35, %40 ], [ %45, %44 ]
  %48 = phi i32 [ %43, %40 ], [ %37, %44 ]
  %49 = phi ptr [ %42, %40 ], [ %35, %44 ], !dbg !88
  %50 = load i32, ptr %49, align 4, !dbg !88, !tbaa !91
  %51 = add nsw i32 %50, %36, !dbg !93
    #dbg_value(i32 %51, !77, !DIExpression(), !81)
    #dbg_value(i32 poison, !78, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !84)
  %52 = icmp ult i32 %48, 41, !dbg !88
  br i1 %52, label %55, label %53, !dbg !88

53:                                               ; preds = %46
  %54 = getelementptr i8, ptr %47, i64 8, !dbg !88
  store ptr %54, ptr %6, align 8, !dbg !88, !DIAssignID !89
    #dbg_assign(ptr %54, !63, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !89, ptr %6, !DIExpression(), !81)
  br label %59, !dbg !88

55:                                               ; preds = %46
  %56 = zext nneg i32 %48 to i64, !dbg !88
  %57 = getelementptr i8, ptr %8, i64 %56, !dbg !88
  %58 = add nuw nsw i32 %48, 8, !dbg !88
  store i32 %58, ptr %2, align 16, !dbg !88, !DIAssignID !90
    #dbg_assign(i32 %58, !63, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !90, ptr %2, !DIExpression(), !81)
  br label %59, !dbg !88

59:                                               ; preds = %55, %53
  %60 = phi ptr [ %47, %55 ], [ %54, %53 ]
  %61 = phi i32 [ %58, %55 ], [ %48, %53 ]
  %62 = phi ptr [ %57, %55 ], [ %47, %53 ], !dbg !88
  %63 = load i32, ptr %62, align 4, !dbg !88, !tbaa !91
  %64 = add nsw i32 %63, %51, !dbg !93
    #dbg_value(i32 %64, !77, !DIExpression(), !81)
    #dbg_value(i32 poison, !78, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !84)
  %65 = add i32 %38, 2, !dbg !87
  %66 = icmp eq i32 %65, %13, !dbg !87
  br i1 %66, label %14, label %34, !dbg !87, !llvm.loop !97
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nounwind uwtable
define dso_local i32 @vla(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #5 !dbg !100 {
    #dbg_value(i32 %0, !110, !DIExpression(), !120)
    #dbg_value(ptr %1, !111, !DIExpression(), !120)
  %3 = zext i32 %0 to i64, !dbg !121
  %4 = alloca i32, i64 %3, align 16, !dbg !121
    #dbg_value(i64 %3, !112, !DIExpression(), !120)
    #dbg_declare(ptr %4, !114, !DIExpression(), !122)
    #dbg_value(i32 0, !118, !DIExpression(), !123)
  %5 = icmp sgt i32 %0, 0, !dbg !124
  br i1 %5, label %6, label %34, !dbg !126

6:                                                ; preds = %2
  %7 = load i16, ptr %1, align 4
  %8 = and i16 %7, 7
  %9 = shl i16 %7, 1
  %10 = ashr i16 %9, 11
  %11 = sext i16 %10 to i64
  %12 = zext nneg i16 %8 to i64, !dbg !126
  %13 = icmp ult i32 %0, 4, !dbg !126
  br i1 %13, label %14, label %16, !dbg !126

14:                                               ; preds = %32, %6
  %15 = phi i64 [ 0, %6 ], [ %17, %32 ]
  br label %47, !dbg !126

16:                                               ; preds = %6
  %17 = and i64 %3, 2147483644, !dbg !126
  %18 = insertelement <4 x i64> poison, i64 %11, i64 0, !dbg !126
  %19 = shufflevector <4 x i64> %18, <4 x i64> poison, <4 x i32> zeroinitializer, !dbg !126
  %20 = insertelement <4 x i64> poison, i64 %12, i64 0, !dbg !126
  %21 = shufflevector <4 x i64> %20, <4 x i64> poison, <4 x i32> zeroinitializer, !dbg !126
  br label %22, !dbg !126

22:                                               ; preds = %22, %16
  %23 = phi i64 [ 0, %16 ], [ %29, %22 ], !dbg !127
  %24 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %16 ], [ %30, %22 ]
  %25 = mul <4 x i64> %24, %19, !dbg !128
  %26 = add <4 x i64> %25, %21, !dbg !129
  %27 = getelementptr inbounds i32, ptr %4, i64 %23, !dbg !130
  %28 = trunc <4 x i64> %26 to <4 x i32>, !dbg !131
  store <4 x i32> %28, ptr %27, align 16, !dbg !131, !tbaa !91
  %29 = add nuw i64 %23, 4, !dbg !127
  %30 = add <4 x i64> %24, <i64 4, i64 4, i64 4, i64 4>
  %31 = icmp eq i64 %29, %17, !dbg !127
  br i1 %31, label %32, label %22, !dbg !127, !llvm.loop !132

32:                                               ; preds = %22
  %33 = icmp eq i64 %17, %3, !dbg !126
  br i1 %33, label %34, label %14, !dbg !126

34:                                               ; preds = %47, %32, %2
  %35 = atomicrmw add ptr @hits, i64 1 seq_cst, align 8, !dbg !136
  %36 = sext i32 %0 to i64, !dbg !137
  %37 = getelementptr i32, ptr %4, i64 %36, !dbg !137
  %38 = getelementptr i8, ptr %37, i64 -4, !dbg !137
  %39 = load i32, ptr %38, align 4, !dbg !137, !tbaa !91
  %40 = load i16, ptr %1, align 4, !dbg !138
  %41 = lshr i16 %40, 3, !dbg !138
  %42 = and i16 %41, 127, !dbg !138
  %43 = zext nneg i16 %42 to i32, !dbg !138
  %44 = tail call i32 (i32, double, ...) @knr(i32 noundef %0, double noundef 2.000000e+00) #7, !dbg !139
  %45 = add i32 %44, %39, !dbg !140
  %46 = add i32 %45, %43, !dbg !141
  ret i32 %46, !dbg !142

47:                                               ; preds = %14, %47
  %48 = phi i64 [ %53, %47 ], [ %15, %14 ]
    #dbg_value(i64 %48, !118, !DIExpression(), !123)
  %49 = mul i64 %48, %11, !dbg !128
  %50 = add i64 %49, %12, !dbg !129
  %51 = getelementptr inbounds i32, ptr %4, i64 %48, !dbg !130
  %52 = trunc i64 %50 to i32, !dbg !131
  store i32 %52, ptr %51, align 4, !dbg !131, !tbaa !91
  %53 = add nuw nsw i64 %48, 1, !dbg !127
    #dbg_value(i64 %53, !118, !DIExpression(), !123)
  %54 = icmp eq i64 %53, %3, !dbg !124
  br i1 %54, label %34, label %47, !dbg !126, !llvm.loop !143
}

declare i32 @knr(...) local_unnamed_addr #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 14, type: !19, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "dispatch", scope: !3, file: !3, line: 13, type: !4, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!3 = !DIFile(filename: "c/eh.c", directory: "/work/main/ir/internal/llread/testdata", checksumkind: CSK_MD5, checksum: "0a7da69e1d64ec9188539f2f7c9853f4")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0, !9}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "hits", scope: !7, file: !3, line: 11, type: !11, isLocal: false, isDefinition: true)
!11 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !12)
!12 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!13 = !{!14, !15, !16, !17, !18}
!14 = !DILocalVariable(name: "op", arg: 1, scope: !2, file: !3, line: 13, type: !6)
!15 = !DILocalVariable(name: "acc", scope: !2, file: !3, line: 15, type: !6)
!16 = !DILabel(scope: !2, name: "add", file: !3, line: 17)
!17 = !DILabel(scope: !2, name: "sub", file: !3, line: 19)
!18 = !DILabel(scope: !2, name: "done", file: !3, line: 21)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 192, elements: !21)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!21 = !{!22}
!22 = !DISubrange(count: 3)
!23 = !{i32 7, !"Dwarf Version", i32 5}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 8, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 2}
!29 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!30 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!31 = !DILocation(line: 0, scope: !2)
!32 = !DILocation(line: 16, column: 17, scope: !2)
!33 = !DILocation(line: 16, column: 8, scope: !2)
!34 = !{!35, !35, i64 0}
!35 = !{!"any pointer", !36, i64 0}
!36 = !{!"omnipotent char", !37, i64 0}
!37 = !{!"Simple C/C++ TBAA"}
!38 = !DILocation(line: 17, column: 1, scope: !2)
!39 = !DILocation(line: 18, column: 2, scope: !2)
!40 = !DILocation(line: 19, column: 1, scope: !2)
!41 = !DILocation(line: 20, column: 2, scope: !2)
!42 = !DILocation(line: 21, column: 1, scope: !2)
!43 = !DILocation(line: 22, column: 2, scope: !2)
!44 = distinct !DISubprogram(name: "vadd", scope: !3, file: !3, line: 25, type: !45, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !51)
!45 = !DISubroutineType(types: !46)
!46 = !{!47, !47, !47}
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4si", file: !3, line: 7, baseType: !48)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, flags: DIFlagVector, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 4)
!51 = !{!52, !53}
!52 = !DILocalVariable(name: "a", arg: 1, scope: !44, file: !3, line: 25, type: !47)
!53 = !DILocalVariable(name: "b", arg: 2, scope: !44, file: !3, line: 25, type: !47)
!54 = !DILocation(line: 0, scope: !44)
!55 = !DILocation(line: 25, column: 42, scope: !44)
!56 = !DILocation(line: 25, column: 38, scope: !44)
!57 = !DILocation(line: 25, column: 29, scope: !44)
!58 = distinct !DISubprogram(name: "vsum", scope: !3, file: !3, line: 27, type: !59, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !61)
!59 = !DISubroutineType(types: !60)
!60 = !{!6, !6, null}
!61 = !{!62, !63, !77, !78}
!62 = !DILocalVariable(name: "n", arg: 1, scope: !58, file: !3, line: 27, type: !6)
!63 = !DILocalVariable(name: "ap", scope: !58, file: !3, line: 28, type: !64)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !65, line: 12, baseType: !66)
!65 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "7bd78a282b99fcfe41a9e3c566d14f7d")
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !67)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !68, size: 192, elements: !75)
!68 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !69)
!69 = !{!70, !72, !73, !74}
!70 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !68, file: !3, line: 28, baseType: !71, size: 32)
!71 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !68, file: !3, line: 28, baseType: !71, size: 32, offset: 32)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !68, file: !3, line: 28, baseType: !20, size: 64, offset: 64)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !68, file: !3, line: 28, baseType: !20, size: 64, offset: 128)
!75 = !{!76}
!76 = !DISubrange(count: 1)
!77 = !DILocalVariable(name: "s", scope: !58, file: !3, line: 30, type: !6)
!78 = !DILocalVariable(name: "i", scope: !79, file: !3, line: 31, type: !6)
!79 = distinct !DILexicalBlock(scope: !58, file: !3, line: 31, column: 2)
!80 = distinct !DIAssignID()
!81 = !DILocation(line: 0, scope: !58)
!82 = !DILocation(line: 28, column: 2, scope: !58)
!83 = !DILocation(line: 29, column: 2, scope: !58)
!84 = !DILocation(line: 0, scope: !79)
!85 = !DILocation(line: 31, column: 20, scope: !86)
!86 = distinct !DILexicalBlock(scope: !79, file: !3, line: 31, column: 2)
!87 = !DILocation(line: 31, column: 2, scope: !79)
!88 = !DILocation(line: 31, column: 35, scope: !86)
!89 = distinct !DIAssignID()
!90 = distinct !DIAssignID()
!91 = !{!92, !92, i64 0}
!92 = !{!"int", !36, i64 0}
!93 = !DILocation(line: 31, column: 32, scope: !86)
!94 = !DILocation(line: 32, column: 2, scope: !58)
!95 = !DILocation(line: 34, column: 1, scope: !58)
!96 = !DILocation(line: 33, column: 2, scope: !58)
!97 = distinct !{!97, !87, !98, !99}
!98 = !DILocation(line: 31, column: 35, scope: !79)
!99 = !{!"llvm.loop.mustprogress"}
!100 = distinct !DISubprogram(name: "vla", scope: !3, file: !3, line: 36, type: !101, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !109)
!101 = !DISubroutineType(types: !102)
!102 = !{!6, !6, !103}
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!104 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bits", file: !3, line: 8, size: 32, elements: !105)
!105 = !{!106, !107, !108}
!106 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !104, file: !3, line: 8, baseType: !71, size: 3, flags: DIFlagBitField, extraData: i64 0)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !104, file: !3, line: 8, baseType: !71, size: 7, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !104, file: !3, line: 8, baseType: !6, size: 5, offset: 10, flags: DIFlagBitField, extraData: i64 0)
!109 = !{!110, !111, !112, !114, !118}
!110 = !DILocalVariable(name: "n", arg: 1, scope: !100, file: !3, line: 36, type: !6)
!111 = !DILocalVariable(name: "b", arg: 2, scope: !100, file: !3, line: 36, type: !103)
!112 = !DILocalVariable(name: "__vla_expr0", scope: !100, type: !113, flags: DIFlagArtificial)
!113 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!114 = !DILocalVariable(name: "a", scope: !100, file: !3, line: 37, type: !115)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, elements: !116)
!116 = !{!117}
!117 = !DISubrange(count: !112)
!118 = !DILocalVariable(name: "i", scope: !119, file: !3, line: 38, type: !6)
!119 = distinct !DILexicalBlock(scope: !100, file: !3, line: 38, column: 2)
!120 = !DILocation(line: 0, scope: !100)
!121 = !DILocation(line: 37, column: 2, scope: !100)
!122 = !DILocation(line: 37, column: 6, scope: !100)
!123 = !DILocation(line: 0, scope: !119)
!124 = !DILocation(line: 38, column: 20, scope: !125)
!125 = distinct !DILexicalBlock(scope: !119, file: !3, line: 38, column: 2)
!126 = !DILocation(line: 38, column: 2, scope: !119)
!127 = !DILocation(line: 38, column: 26, scope: !125)
!128 = !DILocation(line: 38, column: 49, scope: !125)
!129 = !DILocation(line: 38, column: 42, scope: !125)
!130 = !DILocation(line: 38, column: 30, scope: !125)
!131 = !DILocation(line: 38, column: 35, scope: !125)
!132 = distinct !{!132, !126, !133, !99, !134, !135}
!133 = !DILocation(line: 38, column: 51, scope: !119)
!134 = !{!"llvm.loop.isvectorized", i32 1}
!135 = !{!"llvm.loop.unroll.runtime.disable"}
!136 = !DILocation(line: 39, column: 2, scope: !100)
!137 = !DILocation(line: 40, column: 9, scope: !100)
!138 = !DILocation(line: 40, column: 23, scope: !100)
!139 = !DILocation(line: 40, column: 27, scope: !100)
!140 = !DILocation(line: 40, column: 18, scope: !100)
!141 = !DILocation(line: 40, column: 25, scope: !100)
!142 = !DILocation(line: 41, column: 1, scope: !100)
!143 = distinct !{!143, !126, !133, !99, !135, !134}
