; ModuleID = 'structs.c'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.employee = type { i32, [32 x i8], %struct.anon, double, %struct.employee* }
%struct.anon = type { i32, i32, i32 }

@.str = private unnamed_addr constant [10 x i8] c"worker-%d\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"%s %d %.1f %.1f %.1f %.1f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !9 {
  %3 = alloca [4 x %struct.employee], align 16
  call void @llvm.dbg.value(metadata i32 %0, metadata !17, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i8** %1, metadata !18, metadata !DIExpression()), !dbg !54
  %4 = bitcast [4 x %struct.employee]* %3 to i8*, !dbg !55
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %4) #6, !dbg !55
  call void @llvm.dbg.declare(metadata [4 x %struct.employee]* %3, metadata !19, metadata !DIExpression()), !dbg !56
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(256) %4, i8 0, i64 256, i1 false), !dbg !57
  call void @llvm.dbg.value(metadata i32 0, metadata !40, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i64 0, metadata !40, metadata !DIExpression()), !dbg !58
  %5 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 0, i32 0, !dbg !59
  store i32 100, i32* %5, align 16, !dbg !62, !tbaa !63
  %6 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 0, i32 1, i64 0, !dbg !71
  %7 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %6, i64 noundef 32, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef 0) #6, !dbg !72
  %8 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 0, i32 2, i32 0, !dbg !73
  store i32 2000, i32* %8, align 4, !dbg !74, !tbaa !75
  %9 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 0, i32 2, i32 1, !dbg !76
  store i32 1, i32* %9, align 8, !dbg !77, !tbaa !78
  %10 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 0, i32 2, i32 2, !dbg !79
  store i32 10, i32* %10, align 4, !dbg !80, !tbaa !81
  %11 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 0, i32 3, !dbg !82
  store double 1.000000e+03, double* %11, align 16, !dbg !83, !tbaa !84
  %12 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 0, i32 4, !dbg !85
  store %struct.employee* null, %struct.employee** %12, align 8, !dbg !86, !tbaa !87
  call void @llvm.dbg.value(metadata i64 1, metadata !40, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i64 1, metadata !40, metadata !DIExpression()), !dbg !58
  %13 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 1, i32 0, !dbg !59
  store i32 101, i32* %13, align 16, !dbg !62, !tbaa !63
  %14 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 1, i32 1, i64 0, !dbg !71
  %15 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %14, i64 noundef 32, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef 1) #6, !dbg !72
  %16 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 1, i32 2, i32 0, !dbg !73
  store i32 2001, i32* %16, align 4, !dbg !74, !tbaa !75
  %17 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 1, i32 2, i32 1, !dbg !76
  store i32 2, i32* %17, align 8, !dbg !77, !tbaa !78
  %18 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 1, i32 2, i32 2, !dbg !79
  store i32 11, i32* %18, align 4, !dbg !80, !tbaa !81
  %19 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 1, i32 3, !dbg !82
  store double 2.000000e+03, double* %19, align 16, !dbg !83, !tbaa !84
  %20 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 0, !dbg !88
  %21 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 1, i32 4, !dbg !85
  store %struct.employee* %20, %struct.employee** %21, align 8, !dbg !86, !tbaa !87
  call void @llvm.dbg.value(metadata i64 2, metadata !40, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i64 2, metadata !40, metadata !DIExpression()), !dbg !58
  %22 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 2, i32 0, !dbg !59
  store i32 102, i32* %22, align 16, !dbg !62, !tbaa !63
  %23 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 2, i32 1, i64 0, !dbg !71
  %24 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %23, i64 noundef 32, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef 2) #6, !dbg !72
  %25 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 2, i32 2, i32 0, !dbg !73
  store i32 2002, i32* %25, align 4, !dbg !74, !tbaa !75
  %26 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 2, i32 2, i32 1, !dbg !76
  store i32 3, i32* %26, align 8, !dbg !77, !tbaa !78
  %27 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 2, i32 2, i32 2, !dbg !79
  store i32 12, i32* %27, align 4, !dbg !80, !tbaa !81
  %28 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 2, i32 3, !dbg !82
  store double 3.000000e+03, double* %28, align 16, !dbg !83, !tbaa !84
  %29 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 1, !dbg !88
  %30 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 2, i32 4, !dbg !85
  store %struct.employee* %29, %struct.employee** %30, align 8, !dbg !86, !tbaa !87
  call void @llvm.dbg.value(metadata i64 3, metadata !40, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i64 3, metadata !40, metadata !DIExpression()), !dbg !58
  %31 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 3, i32 0, !dbg !59
  store i32 103, i32* %31, align 16, !dbg !62, !tbaa !63
  %32 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 3, i32 1, i64 0, !dbg !71
  %33 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %32, i64 noundef 32, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef 3) #6, !dbg !72
  %34 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 3, i32 2, i32 0, !dbg !73
  store i32 2003, i32* %34, align 4, !dbg !74, !tbaa !75
  %35 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 3, i32 2, i32 1, !dbg !76
  store i32 4, i32* %35, align 8, !dbg !77, !tbaa !78
  %36 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 3, i32 2, i32 2, !dbg !79
  store i32 13, i32* %36, align 4, !dbg !80, !tbaa !81
  %37 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 3, i32 3, !dbg !82
  store double 4.000000e+03, double* %37, align 16, !dbg !83, !tbaa !84
  %38 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 2, !dbg !88
  %39 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 3, i32 4, !dbg !85
  store %struct.employee* %38, %struct.employee** %39, align 8, !dbg !86, !tbaa !87
  call void @llvm.dbg.value(metadata i64 4, metadata !40, metadata !DIExpression()), !dbg !58
  %40 = srem i32 %0, 4, !dbg !89
  %41 = sext i32 %40 to i64, !dbg !90
  call void @llvm.dbg.value(metadata !DIArgList([4 x %struct.employee]* %3, i64 %41), metadata !91, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 64, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !99
  call void @llvm.dbg.value(metadata double 1.000000e+01, metadata !96, metadata !DIExpression()), !dbg !99
  %42 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 %41, i32 3, !dbg !101
  call void @llvm.dbg.value(metadata double* %42, metadata !97, metadata !DIExpression()), !dbg !99
  %43 = load double, double* %42, align 16, !dbg !102, !tbaa !103
  %44 = fmul double %43, 1.000000e+01, !dbg !104
  %45 = fdiv double %44, 1.000000e+02, !dbg !105
  %46 = fadd double %43, %45, !dbg !106
  store double %46, double* %42, align 16, !dbg !106, !tbaa !103
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !52, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !54
  call void @llvm.dbg.value(metadata double -1.000000e+00, metadata !52, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !54
  call void @llvm.dbg.value(metadata double 4.000000e+00, metadata !52, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !54
  call void @llvm.dbg.value(metadata double 3.000000e+00, metadata !52, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !54
  call void @llvm.dbg.value(metadata double 4.000000e+00, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !54
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !54
  %47 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 3, !dbg !107
  call void @llvm.dbg.value(metadata %struct.employee* %47, metadata !108, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i32 0, metadata !115, metadata !DIExpression()), !dbg !116
  br label %48, !dbg !118

48:                                               ; preds = %48, %2
  %49 = phi %struct.employee* [ %47, %2 ], [ %52, %48 ]
  %50 = phi i32 [ 0, %2 ], [ %54, %48 ], !dbg !116
  call void @llvm.dbg.value(metadata i32 %50, metadata !115, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata %struct.employee* %49, metadata !108, metadata !DIExpression()), !dbg !116
  %51 = getelementptr inbounds %struct.employee, %struct.employee* %49, i64 0, i32 4, !dbg !119
  %52 = load %struct.employee*, %struct.employee** %51, align 8, !dbg !119, !tbaa !87
  %53 = icmp eq %struct.employee* %52, null, !dbg !118
  call void @llvm.dbg.value(metadata %struct.employee* %52, metadata !108, metadata !DIExpression()), !dbg !116
  %54 = add nuw nsw i32 %50, 1, !dbg !120
  call void @llvm.dbg.value(metadata i32 %54, metadata !115, metadata !DIExpression()), !dbg !116
  br i1 %53, label %55, label %48, !dbg !118, !llvm.loop !122

55:                                               ; preds = %48
  call void @llvm.dbg.value(metadata [4 x %struct.employee]* %3, metadata !125, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i32 4, metadata !130, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !131, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i32 0, metadata !132, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i64 0, metadata !132, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !131, metadata !DIExpression()), !dbg !134
  %56 = load double, double* %11, align 16, !dbg !137, !tbaa !84
  %57 = fadd double %56, 0.000000e+00, !dbg !139
  call void @llvm.dbg.value(metadata double %57, metadata !131, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i64 1, metadata !132, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i64 1, metadata !132, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata double %57, metadata !131, metadata !DIExpression()), !dbg !134
  %58 = load double, double* %19, align 16, !dbg !137, !tbaa !84
  %59 = fadd double %57, %58, !dbg !139
  call void @llvm.dbg.value(metadata double %59, metadata !131, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i64 2, metadata !132, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i64 2, metadata !132, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata double %59, metadata !131, metadata !DIExpression()), !dbg !134
  %60 = load double, double* %28, align 16, !dbg !137, !tbaa !84
  %61 = fadd double %59, %60, !dbg !139
  call void @llvm.dbg.value(metadata double %61, metadata !131, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i64 3, metadata !132, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i64 3, metadata !132, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata double %61, metadata !131, metadata !DIExpression()), !dbg !134
  %62 = load double, double* %37, align 16, !dbg !137, !tbaa !84
  %63 = fadd double %61, %62, !dbg !139
  call void @llvm.dbg.value(metadata double %63, metadata !131, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i64 4, metadata !132, metadata !DIExpression()), !dbg !136
  %64 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i64 0, i64 0), i8* noundef nonnull %32, i32 noundef %50, double noundef %63, double noundef 1.600000e+01, double noundef 4.000000e+00, double noundef 2.000000e+00), !dbg !140
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %4) #6, !dbg !141
  ret i32 0, !dbg !142
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(i8* noalias nocapture noundef writeonly, i64 noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "structs.c", directory: ".", checksumkind: CSK_MD5, checksum: "2ee9eef20c33140decb2afeb06fbc9e7")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 69, type: !10, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !12, !13}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!16 = !{!17, !18, !19, !40, !42, !51, !52, !53}
!17 = !DILocalVariable(name: "argc", arg: 1, scope: !9, file: !1, line: 69, type: !12)
!18 = !DILocalVariable(name: "argv", arg: 2, scope: !9, file: !1, line: 69, type: !13)
!19 = !DILocalVariable(name: "staff", scope: !9, file: !1, line: 71, type: !20)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 2048, elements: !38)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "employee", file: !1, line: 14, size: 512, elements: !22)
!22 = !{!23, !24, !28, !34, !36}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !21, file: !1, line: 15, baseType: !12, size: 32)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !21, file: !1, line: 16, baseType: !25, size: 256, offset: 32)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 256, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 32)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "hired", scope: !21, file: !1, line: 19, baseType: !29, size: 96, offset: 288)
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !21, file: !1, line: 17, size: 96, elements: !30)
!30 = !{!31, !32, !33}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "year", scope: !29, file: !1, line: 18, baseType: !12, size: 32)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "month", scope: !29, file: !1, line: 18, baseType: !12, size: 32, offset: 32)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "day", scope: !29, file: !1, line: 18, baseType: !12, size: 32, offset: 64)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "salary", scope: !21, file: !1, line: 20, baseType: !35, size: 64, offset: 384)
!35 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "manager", scope: !21, file: !1, line: 21, baseType: !37, size: 64, offset: 448)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!38 = !{!39}
!39 = !DISubrange(count: 4)
!40 = !DILocalVariable(name: "i", scope: !41, file: !1, line: 73, type: !12)
!41 = distinct !DILexicalBlock(scope: !9, file: !1, line: 73, column: 2)
!42 = !DILocalVariable(name: "a", scope: !9, file: !1, line: 83, type: !43)
!43 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rect", file: !1, line: 10, size: 256, elements: !44)
!44 = !{!45, !50}
!45 = !DIDerivedType(tag: DW_TAG_member, name: "min", scope: !43, file: !1, line: 11, baseType: !46, size: 128)
!46 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !1, line: 6, size: 128, elements: !47)
!47 = !{!48, !49}
!48 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !46, file: !1, line: 7, baseType: !35, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !46, file: !1, line: 7, baseType: !35, size: 64, offset: 64)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "max", scope: !43, file: !1, line: 11, baseType: !46, size: 128, offset: 128)
!51 = !DILocalVariable(name: "b", scope: !9, file: !1, line: 83, type: !43)
!52 = !DILocalVariable(name: "u", scope: !9, file: !1, line: 84, type: !43)
!53 = !DILocalVariable(name: "p", scope: !9, file: !1, line: 85, type: !46)
!54 = !DILocation(line: 0, scope: !9)
!55 = !DILocation(line: 71, column: 2, scope: !9)
!56 = !DILocation(line: 71, column: 18, scope: !9)
!57 = !DILocation(line: 72, column: 2, scope: !9)
!58 = !DILocation(line: 0, scope: !41)
!59 = !DILocation(line: 74, column: 12, scope: !60)
!60 = distinct !DILexicalBlock(scope: !61, file: !1, line: 73, column: 30)
!61 = distinct !DILexicalBlock(scope: !41, file: !1, line: 73, column: 2)
!62 = !DILocation(line: 74, column: 15, scope: !60)
!63 = !{!64, !65, i64 0}
!64 = !{!"employee", !65, i64 0, !66, i64 4, !68, i64 36, !69, i64 48, !70, i64 56}
!65 = !{!"int", !66, i64 0}
!66 = !{!"omnipotent char", !67, i64 0}
!67 = !{!"Simple C/C++ TBAA"}
!68 = !{!"", !65, i64 0, !65, i64 4, !65, i64 8}
!69 = !{!"double", !66, i64 0}
!70 = !{!"any pointer", !66, i64 0}
!71 = !DILocation(line: 75, column: 12, scope: !60)
!72 = !DILocation(line: 75, column: 3, scope: !60)
!73 = !DILocation(line: 76, column: 18, scope: !60)
!74 = !DILocation(line: 76, column: 23, scope: !60)
!75 = !{!64, !65, i64 36}
!76 = !DILocation(line: 77, column: 18, scope: !60)
!77 = !DILocation(line: 77, column: 24, scope: !60)
!78 = !{!64, !65, i64 40}
!79 = !DILocation(line: 78, column: 18, scope: !60)
!80 = !DILocation(line: 78, column: 22, scope: !60)
!81 = !{!64, !65, i64 44}
!82 = !DILocation(line: 79, column: 12, scope: !60)
!83 = !DILocation(line: 79, column: 19, scope: !60)
!84 = !{!64, !69, i64 48}
!85 = !DILocation(line: 80, column: 12, scope: !60)
!86 = !DILocation(line: 80, column: 20, scope: !60)
!87 = !{!64, !70, i64 56}
!88 = !DILocation(line: 80, column: 22, scope: !60)
!89 = !DILocation(line: 82, column: 27, scope: !9)
!90 = !DILocation(line: 82, column: 16, scope: !9)
!91 = !DILocalVariable(name: "e", arg: 1, scope: !92, file: !1, line: 45, type: !37)
!92 = distinct !DISubprogram(name: "raise_salary", scope: !1, file: !1, line: 45, type: !93, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !95)
!93 = !DISubroutineType(types: !94)
!94 = !{null, !37, !35}
!95 = !{!91, !96, !97}
!96 = !DILocalVariable(name: "pct", arg: 2, scope: !92, file: !1, line: 45, type: !35)
!97 = !DILocalVariable(name: "s", scope: !92, file: !1, line: 47, type: !98)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!99 = !DILocation(line: 0, scope: !92, inlinedAt: !100)
!100 = distinct !DILocation(line: 82, column: 2, scope: !9)
!101 = !DILocation(line: 47, column: 18, scope: !92, inlinedAt: !100)
!102 = !DILocation(line: 48, column: 8, scope: !92, inlinedAt: !100)
!103 = !{!69, !69, i64 0}
!104 = !DILocation(line: 48, column: 11, scope: !92, inlinedAt: !100)
!105 = !DILocation(line: 48, column: 17, scope: !92, inlinedAt: !100)
!106 = !DILocation(line: 48, column: 5, scope: !92, inlinedAt: !100)
!107 = !DILocation(line: 86, column: 40, scope: !9)
!108 = !DILocalVariable(name: "e", arg: 1, scope: !109, file: !1, line: 59, type: !112)
!109 = distinct !DISubprogram(name: "seniority", scope: !1, file: !1, line: 59, type: !110, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !114)
!110 = !DISubroutineType(types: !111)
!111 = !{!12, !112}
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!114 = !{!108, !115}
!115 = !DILocalVariable(name: "depth", scope: !109, file: !1, line: 61, type: !12)
!116 = !DILocation(line: 0, scope: !109, inlinedAt: !117)
!117 = distinct !DILocation(line: 86, column: 55, scope: !9)
!118 = !DILocation(line: 62, column: 2, scope: !109, inlinedAt: !117)
!119 = !DILocation(line: 62, column: 12, scope: !109, inlinedAt: !117)
!120 = !DILocation(line: 64, column: 8, scope: !121, inlinedAt: !117)
!121 = distinct !DILexicalBlock(scope: !109, file: !1, line: 62, column: 21)
!122 = distinct !{!122, !118, !123, !124}
!123 = !DILocation(line: 65, column: 2, scope: !109, inlinedAt: !117)
!124 = !{!"llvm.loop.mustprogress"}
!125 = !DILocalVariable(name: "staff", arg: 1, scope: !126, file: !1, line: 51, type: !37)
!126 = distinct !DISubprogram(name: "payroll", scope: !1, file: !1, line: 51, type: !127, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !129)
!127 = !DISubroutineType(types: !128)
!128 = !{!35, !37, !12}
!129 = !{!125, !130, !131, !132}
!130 = !DILocalVariable(name: "n", arg: 2, scope: !126, file: !1, line: 51, type: !12)
!131 = !DILocalVariable(name: "total", scope: !126, file: !1, line: 53, type: !35)
!132 = !DILocalVariable(name: "i", scope: !133, file: !1, line: 54, type: !12)
!133 = distinct !DILexicalBlock(scope: !126, file: !1, line: 54, column: 2)
!134 = !DILocation(line: 0, scope: !126, inlinedAt: !135)
!135 = distinct !DILocation(line: 87, column: 9, scope: !9)
!136 = !DILocation(line: 0, scope: !133, inlinedAt: !135)
!137 = !DILocation(line: 55, column: 21, scope: !138, inlinedAt: !135)
!138 = distinct !DILexicalBlock(scope: !133, file: !1, line: 54, column: 2)
!139 = !DILocation(line: 55, column: 9, scope: !138, inlinedAt: !135)
!140 = !DILocation(line: 86, column: 2, scope: !9)
!141 = !DILocation(line: 90, column: 1, scope: !9)
!142 = !DILocation(line: 89, column: 2, scope: !9)
