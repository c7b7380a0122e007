; ModuleID = 'c/eh.c'
source_filename = "c/eh.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, i8*, i8* }
%struct.bits = type { i16, [2 x i8] }

@dispatch.table = internal unnamed_addr constant [3 x i8*] [i8* blockaddress(@dispatch, %6), i8* blockaddress(@dispatch, %7), i8* blockaddress(@dispatch, %9)], align 16, !dbg !0
@hits = dso_local global i64 0, align 8, !dbg !9

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @dispatch(i32 noundef %0) #0 !dbg !2 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !14, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !15, metadata !DIExpression()), !dbg !30
  %2 = srem i32 %0, 3, !dbg !31
  %3 = sext i32 %2 to i64, !dbg !32
  %4 = getelementptr inbounds [3 x i8*], [3 x i8*]* @dispatch.table, i64 0, i64 %3, !dbg !32
  %5 = load i8*, i8** %4, align 8, !dbg !32, !tbaa !33
  indirectbr i8* %5, [label %6, label %7, label %9]

6:                                                ; preds = %1
  call void @llvm.dbg.label(metadata !16), !dbg !37
  call void @llvm.dbg.value(metadata i32 2, metadata !15, metadata !DIExpression()), !dbg !30
  br label %7, !dbg !38

7:                                                ; preds = %6, %1
  %8 = phi i32 [ 1, %6 ], [ -1, %1 ]
  call void @llvm.dbg.value(metadata i32 undef, metadata !15, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.label(metadata !17), !dbg !39
  call void @llvm.dbg.value(metadata i32 %8, metadata !15, metadata !DIExpression()), !dbg !30
  br label %9, !dbg !40

9:                                                ; preds = %7, %1
  %10 = phi i32 [ %8, %7 ], [ 0, %1 ], !dbg !30
  call void @llvm.dbg.value(metadata i32 %10, metadata !15, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.label(metadata !18), !dbg !41
  ret i32 %10, !dbg !42
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local <4 x i32> @vadd(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #2 !dbg !43 {
  call void @llvm.dbg.value(metadata <4 x i32> %0, metadata !51, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.value(metadata <4 x i32> %1, metadata !52, metadata !DIExpression()), !dbg !53
  %3 = mul <4 x i32> %1, <i32 1, i32 2, i32 3, i32 4>, !dbg !54
  %4 = add <4 x i32> %3, %0, !dbg !55
  ret <4 x i32> %4, !dbg !56
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @vsum(i32 noundef %0, ...) local_unnamed_addr #3 !dbg !57 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.dbg.value(metadata i32 %0, metadata !61, metadata !DIExpression()), !dbg !80
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*, !dbg !81
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #9, !dbg !81
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %2, metadata !62, metadata !DIExpression()), !dbg !82
  call void @llvm.va_start(i8* nonnull %3), !dbg !83
  call void @llvm.dbg.value(metadata i32 0, metadata !77, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i32 0, metadata !78, metadata !DIExpression()), !dbg !84
  %4 = icmp sgt i32 %0, 0, !dbg !85
  br i1 %4, label %5, label %34, !dbg !87

5:                                                ; preds = %1
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %9 = load i8*, i8** %8, align 16
  %10 = load i32, i32* %6, align 16, !dbg !88
  %11 = and i32 %0, 1, !dbg !87
  %12 = icmp eq i32 %0, 1, !dbg !87
  br i1 %12, label %15, label %13, !dbg !87

13:                                               ; preds = %5
  %14 = and i32 %0, -2, !dbg !87
  br label %36, !dbg !87

15:                                               ; preds = %62, %5
  %16 = phi i32 [ undef, %5 ], [ %67, %62 ]
  %17 = phi i32 [ %10, %5 ], [ %63, %62 ]
  %18 = phi i32 [ 0, %5 ], [ %67, %62 ]
  %19 = icmp eq i32 %11, 0, !dbg !88
  br i1 %19, label %34, label %20, !dbg !88

20:                                               ; preds = %15
  call void @llvm.dbg.value(metadata i32 undef, metadata !78, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i32 %18, metadata !77, metadata !DIExpression()), !dbg !80
  %21 = icmp ult i32 %17, 41, !dbg !88
  br i1 %21, label %25, label %22, !dbg !88

22:                                               ; preds = %20
  %23 = load i8*, i8** %7, align 8, !dbg !88
  %24 = getelementptr i8, i8* %23, i64 8, !dbg !88
  store i8* %24, i8** %7, align 8, !dbg !88
  br label %29, !dbg !88

25:                                               ; preds = %20
  %26 = zext i32 %17 to i64, !dbg !88
  %27 = getelementptr i8, i8* %9, i64 %26, !dbg !88
  %28 = add nuw nsw i32 %17, 8, !dbg !88
  store i32 %28, i32* %6, align 16, !dbg !88
  br label %29, !dbg !88

29:                                               ; preds = %25, %22
  %30 = phi i8* [ %27, %25 ], [ %23, %22 ]
  %31 = bitcast i8* %30 to i32*, !dbg !88
  %32 = load i32, i32* %31, align 4, !dbg !88
  %33 = add nsw i32 %32, %18, !dbg !89
  call void @llvm.dbg.value(metadata i32 %33, metadata !77, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i32 undef, metadata !78, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !84
  br label %34, !dbg !90

34:                                               ; preds = %29, %15, %1
  %35 = phi i32 [ 0, %1 ], [ %16, %15 ], [ %33, %29 ], !dbg !80
  call void @llvm.va_end(i8* nonnull %3), !dbg !90
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #9, !dbg !91
  ret i32 %35, !dbg !92

36:                                               ; preds = %62, %13
  %37 = phi i32 [ %10, %13 ], [ %63, %62 ], !dbg !88
  %38 = phi i32 [ 0, %13 ], [ %67, %62 ]
  %39 = phi i32 [ 0, %13 ], [ %68, %62 ]
  call void @llvm.dbg.value(metadata i32 poison, metadata !78, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i32 %38, metadata !77, metadata !DIExpression()), !dbg !80
  %40 = icmp ult i32 %37, 41, !dbg !88
  br i1 %40, label %41, label %45, !dbg !88

41:                                               ; preds = %36
  %42 = zext i32 %37 to i64, !dbg !88
  %43 = getelementptr i8, i8* %9, i64 %42, !dbg !88
  %44 = add nuw nsw i32 %37, 8, !dbg !88
  store i32 %44, i32* %6, align 16, !dbg !88
  br label %48, !dbg !88

45:                                               ; preds = %36
  %46 = load i8*, i8** %7, align 8, !dbg !88
  %47 = getelementptr i8, i8* %46, i64 8, !dbg !88
  store i8* %47, i8** %7, align 8, !dbg !88
  br label %48, !dbg !88

48:                                               ; preds = %45, %41
  %49 = phi i32 [ %44, %41 ], [ %37, %45 ]
  %50 = phi i8* [ %43, %41 ], [ %46, %45 ]
  %51 = bitcast i8* %50 to i32*, !dbg !88
  %52 = load i32, i32* %51, align 4, !dbg !88
  %53 = add nsw i32 %52, %38, !dbg !89
  call void @llvm.dbg.value(metadata i32 %53, metadata !77, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i32 poison, metadata !78, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !84
  call void @llvm.dbg.value(metadata i32 poison, metadata !78, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !84
  call void @llvm.dbg.value(metadata i32 %53, metadata !77, metadata !DIExpression()), !dbg !80
  %54 = icmp ult i32 %49, 41, !dbg !88
  br i1 %54, label %58, label %55, !dbg !88

55:                                               ; preds = %48
  %56 = load i8*, i8** %7, align 8, !dbg !88
  %57 = getelementptr i8, i8* %56, i64 8, !dbg !88
  store i8* %57, i8** %7, align 8, !dbg !88
  br label %62, !dbg !88

58:                                               ; preds = %48
  %59 = zext i32 %49 to i64, !dbg !88
  %60 = getelementptr i8, i8* %9, i64 %59, !dbg !88
  %61 = add nuw nsw i32 %49, 8, !dbg !88
  store i32 %61, i32* %6, align 16, !dbg !88
  br label %62, !dbg !88

62:                                               ; preds = %58, %55
  %63 = phi i32 [ %61, %58 ], [ %49, %55 ]
  %64 = phi i8* [ %60, %58 ], [ %56, %55 ]
  %65 = bitcast i8* %64 to i32*, !dbg !88
  %66 = load i32, i32* %65, align 4, !dbg !88
  %67 = add nsw i32 %66, %53, !dbg !89
  call void @llvm.dbg.value(metadata i32 %67, metadata !77, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i32 poison, metadata !78, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !84
  %68 = add i32 %39, 2, !dbg !87
  %69 = icmp eq i32 %68, %14, !dbg !87
  br i1 %69, label %15, label %36, !dbg !87, !llvm.loop !93
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #5

; Function Attrs: nounwind uwtable
define dso_local i32 @vla(i32 noundef %0, %struct.bits* nocapture noundef readonly %1) local_unnamed_addr #6 !dbg !96 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !106, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata %struct.bits* %1, metadata !107, metadata !DIExpression()), !dbg !116
  %3 = zext i32 %0 to i64, !dbg !117
  %4 = alloca i32, i64 %3, align 16, !dbg !117
  call void @llvm.dbg.value(metadata i64 %3, metadata !108, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.declare(metadata i32* %4, metadata !110, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i32 0, metadata !114, metadata !DIExpression()), !dbg !119
  %5 = icmp sgt i32 %0, 0, !dbg !120
  br i1 %5, label %6, label %78, !dbg !122

6:                                                ; preds = %2
  %7 = getelementptr %struct.bits, %struct.bits* %1, i64 0, i32 0
  %8 = load i16, i16* %7, align 4
  %9 = and i16 %8, 7
  %10 = zext i16 %9 to i32
  %11 = shl i16 %8, 1
  %12 = ashr i16 %11, 11
  %13 = sext i16 %12 to i32
  %14 = icmp ult i32 %0, 8, !dbg !122
  br i1 %14, label %76, label %15, !dbg !122

15:                                               ; preds = %6
  %16 = and i64 %3, 4294967288, !dbg !122
  %17 = insertelement <4 x i32> poison, i32 %13, i64 0, !dbg !122
  %18 = shufflevector <4 x i32> %17, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !122
  %19 = insertelement <4 x i32> poison, i32 %13, i64 0, !dbg !122
  %20 = shufflevector <4 x i32> %19, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !122
  %21 = insertelement <4 x i32> poison, i32 %10, i64 0, !dbg !122
  %22 = shufflevector <4 x i32> %21, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !122
  %23 = insertelement <4 x i32> poison, i32 %10, i64 0, !dbg !122
  %24 = shufflevector <4 x i32> %23, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !122
  %25 = add nsw i64 %16, -8, !dbg !122
  %26 = lshr exact i64 %25, 3, !dbg !122
  %27 = add nuw nsw i64 %26, 1, !dbg !122
  %28 = and i64 %27, 1, !dbg !122
  %29 = icmp eq i64 %25, 0, !dbg !122
  br i1 %29, label %60, label %30, !dbg !122

30:                                               ; preds = %15
  %31 = and i64 %27, 4611686018427387902, !dbg !122
  br label %32, !dbg !122

32:                                               ; preds = %32, %30
  %33 = phi i64 [ 0, %30 ], [ %56, %32 ], !dbg !123
  %34 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %30 ], [ %57, %32 ], !dbg !124
  %35 = phi i64 [ 0, %30 ], [ %58, %32 ]
  %36 = add <4 x i32> %34, <i32 4, i32 4, i32 4, i32 4>, !dbg !124
  %37 = mul nsw <4 x i32> %34, %18, !dbg !124
  %38 = mul nsw <4 x i32> %36, %20, !dbg !124
  %39 = add nsw <4 x i32> %37, %22, !dbg !125
  %40 = add nsw <4 x i32> %38, %24, !dbg !125
  %41 = getelementptr inbounds i32, i32* %4, i64 %33, !dbg !123
  %42 = bitcast i32* %41 to <4 x i32>*, !dbg !126
  store <4 x i32> %39, <4 x i32>* %42, align 16, !dbg !126, !tbaa !127
  %43 = getelementptr inbounds i32, i32* %41, i64 4, !dbg !126
  %44 = bitcast i32* %43 to <4 x i32>*, !dbg !126
  store <4 x i32> %40, <4 x i32>* %44, align 16, !dbg !126, !tbaa !127
  %45 = or i64 %33, 8, !dbg !123
  %46 = add <4 x i32> %34, <i32 8, i32 8, i32 8, i32 8>, !dbg !124
  %47 = add <4 x i32> %34, <i32 12, i32 12, i32 12, i32 12>, !dbg !124
  %48 = mul nsw <4 x i32> %46, %18, !dbg !124
  %49 = mul nsw <4 x i32> %47, %20, !dbg !124
  %50 = add nsw <4 x i32> %48, %22, !dbg !125
  %51 = add nsw <4 x i32> %49, %24, !dbg !125
  %52 = getelementptr inbounds i32, i32* %4, i64 %45, !dbg !123
  %53 = bitcast i32* %52 to <4 x i32>*, !dbg !126
  store <4 x i32> %50, <4 x i32>* %53, align 16, !dbg !126, !tbaa !127
  %54 = getelementptr inbounds i32, i32* %52, i64 4, !dbg !126
  %55 = bitcast i32* %54 to <4 x i32>*, !dbg !126
  store <4 x i32> %51, <4 x i32>* %55, align 16, !dbg !126, !tbaa !127
  %56 = add nuw i64 %33, 16, !dbg !123
  %57 = add <4 x i32> %34, <i32 16, i32 16, i32 16, i32 16>, !dbg !124
  %58 = add i64 %35, 2, !dbg !123
  %59 = icmp eq i64 %58, %31, !dbg !123
  br i1 %59, label %60, label %32, !dbg !123, !llvm.loop !129

60:                                               ; preds = %32, %15
  %61 = phi i64 [ 0, %15 ], [ %56, %32 ]
  %62 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %15 ], [ %57, %32 ]
  %63 = icmp eq i64 %28, 0, !dbg !123
  br i1 %63, label %74, label %64, !dbg !123

64:                                               ; preds = %60
  %65 = add <4 x i32> %62, <i32 4, i32 4, i32 4, i32 4>, !dbg !124
  %66 = mul nsw <4 x i32> %62, %18, !dbg !124
  %67 = mul nsw <4 x i32> %65, %20, !dbg !124
  %68 = add nsw <4 x i32> %66, %22, !dbg !125
  %69 = add nsw <4 x i32> %67, %24, !dbg !125
  %70 = getelementptr inbounds i32, i32* %4, i64 %61, !dbg !123
  %71 = bitcast i32* %70 to <4 x i32>*, !dbg !126
  store <4 x i32> %68, <4 x i32>* %71, align 16, !dbg !126, !tbaa !127
  %72 = getelementptr inbounds i32, i32* %70, i64 4, !dbg !126
  %73 = bitcast i32* %72 to <4 x i32>*, !dbg !126
  store <4 x i32> %69, <4 x i32>* %73, align 16, !dbg !126, !tbaa !127
  br label %74, !dbg !122

74:                                               ; preds = %60, %64
  %75 = icmp eq i64 %16, %3, !dbg !122
  br i1 %75, label %78, label %76, !dbg !122

76:                                               ; preds = %6, %74
  %77 = phi i64 [ 0, %6 ], [ %16, %74 ]
  br label %92, !dbg !122

78:                                               ; preds = %92, %74, %2
  %79 = atomicrmw add i64* @hits, i64 1 seq_cst, align 8, !dbg !132
  %80 = add nsw i32 %0, -1, !dbg !133
  %81 = sext i32 %80 to i64, !dbg !134
  %82 = getelementptr inbounds i32, i32* %4, i64 %81, !dbg !134
  %83 = load i32, i32* %82, align 4, !dbg !134, !tbaa !127
  %84 = getelementptr %struct.bits, %struct.bits* %1, i64 0, i32 0, !dbg !135
  %85 = load i16, i16* %84, align 4, !dbg !135
  %86 = lshr i16 %85, 3, !dbg !135
  %87 = and i16 %86, 127, !dbg !135
  %88 = zext i16 %87 to i32, !dbg !135
  %89 = tail call i32 (i32, double, ...) bitcast (i32 (...)* @knr to i32 (i32, double, ...)*)(i32 noundef %0, double noundef 2.000000e+00) #9, !dbg !136
  %90 = add i32 %89, %83, !dbg !137
  %91 = add i32 %90, %88, !dbg !138
  ret i32 %91, !dbg !139

92:                                               ; preds = %76, %92
  %93 = phi i64 [ %98, %92 ], [ %77, %76 ]
  call void @llvm.dbg.value(metadata i64 %93, metadata !114, metadata !DIExpression()), !dbg !119
  %94 = trunc i64 %93 to i32, !dbg !124
  %95 = mul nsw i32 %94, %13, !dbg !124
  %96 = add nsw i32 %95, %10, !dbg !125
  %97 = getelementptr inbounds i32, i32* %4, i64 %93, !dbg !140
  store i32 %96, i32* %97, align 4, !dbg !126, !tbaa !127
  %98 = add nuw nsw i64 %93, 1, !dbg !123
  call void @llvm.dbg.value(metadata i64 %98, metadata !114, metadata !DIExpression()), !dbg !119
  %99 = icmp eq i64 %98, %3, !dbg !120
  br i1 %99, label %78, label %92, !dbg !122, !llvm.loop !141
}

declare i32 @knr(...) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nofree nosync nounwind willreturn }
attributes #6 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28}
!llvm.ident = !{!29}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 14, type: !19, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "dispatch", scope: !3, file: !3, line: 13, type: !4, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!3 = !DIFile(filename: "c/eh.c", directory: "/work/main/ir/internal/llread/testdata", checksumkind: CSK_MD5, checksum: "0a7da69e1d64ec9188539f2f7c9853f4")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
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
!26 = !{i32 7, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 1}
!29 = !{!"Debian clang version 14.0.6"}
!30 = !DILocation(line: 0, scope: !2)
!31 = !DILocation(line: 16, column: 17, scope: !2)
!32 = !DILocation(line: 16, column: 8, scope: !2)
!33 = !{!34, !34, i64 0}
!34 = !{!"any pointer", !35, i64 0}
!35 = !{!"omnipotent char", !36, i64 0}
!36 = !{!"Simple C/C++ TBAA"}
!37 = !DILocation(line: 17, column: 1, scope: !2)
!38 = !DILocation(line: 18, column: 2, scope: !2)
!39 = !DILocation(line: 19, column: 1, scope: !2)
!40 = !DILocation(line: 20, column: 2, scope: !2)
!41 = !DILocation(line: 21, column: 1, scope: !2)
!42 = !DILocation(line: 22, column: 2, scope: !2)
!43 = distinct !DISubprogram(name: "vadd", scope: !3, file: !3, line: 25, type: !44, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !50)
!44 = !DISubroutineType(types: !45)
!45 = !{!46, !46, !46}
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4si", file: !3, line: 7, baseType: !47)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, flags: DIFlagVector, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 4)
!50 = !{!51, !52}
!51 = !DILocalVariable(name: "a", arg: 1, scope: !43, file: !3, line: 25, type: !46)
!52 = !DILocalVariable(name: "b", arg: 2, scope: !43, file: !3, line: 25, type: !46)
!53 = !DILocation(line: 0, scope: !43)
!54 = !DILocation(line: 25, column: 42, scope: !43)
!55 = !DILocation(line: 25, column: 38, scope: !43)
!56 = !DILocation(line: 25, column: 29, scope: !43)
!57 = distinct !DISubprogram(name: "vsum", scope: !3, file: !3, line: 27, type: !58, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !60)
!58 = !DISubroutineType(types: !59)
!59 = !{!6, !6, null}
!60 = !{!61, !62, !77, !78}
!61 = !DILocalVariable(name: "n", arg: 1, scope: !57, file: !3, line: 27, type: !6)
!62 = !DILocalVariable(name: "ap", scope: !57, file: !3, line: 28, type: !63)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !64, line: 14, baseType: !65)
!64 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdarg.h", directory: "", checksumkind: CSK_MD5, checksum: "4de3cbd931b589d291e5c39387aecf82")
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !66, baseType: !67)
!66 = !DIFile(filename: "c/eh.c", directory: "/work/main/ir/internal/llread/testdata")
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !68, size: 192, elements: !75)
!68 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !69)
!69 = !{!70, !72, !73, !74}
!70 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !68, file: !66, line: 28, baseType: !71, size: 32)
!71 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !68, file: !66, line: 28, baseType: !71, size: 32, offset: 32)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !68, file: !66, line: 28, baseType: !20, size: 64, offset: 64)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !68, file: !66, line: 28, baseType: !20, size: 64, offset: 128)
!75 = !{!76}
!76 = !DISubrange(count: 1)
!77 = !DILocalVariable(name: "s", scope: !57, file: !3, line: 30, type: !6)
!78 = !DILocalVariable(name: "i", scope: !79, file: !3, line: 31, type: !6)
!79 = distinct !DILexicalBlock(scope: !57, file: !3, line: 31, column: 2)
!80 = !DILocation(line: 0, scope: !57)
!81 = !DILocation(line: 28, column: 2, scope: !57)
!82 = !DILocation(line: 28, column: 10, scope: !57)
!83 = !DILocation(line: 29, column: 2, scope: !57)
!84 = !DILocation(line: 0, scope: !79)
!85 = !DILocation(line: 31, column: 20, scope: !86)
!86 = distinct !DILexicalBlock(scope: !79, file: !3, line: 31, column: 2)
!87 = !DILocation(line: 31, column: 2, scope: !79)
!88 = !DILocation(line: 31, column: 35, scope: !86)
!89 = !DILocation(line: 31, column: 32, scope: !86)
!90 = !DILocation(line: 32, column: 2, scope: !57)
!91 = !DILocation(line: 34, column: 1, scope: !57)
!92 = !DILocation(line: 33, column: 2, scope: !57)
!93 = distinct !{!93, !87, !94, !95}
!94 = !DILocation(line: 31, column: 35, scope: !79)
!95 = !{!"llvm.loop.mustprogress"}
!96 = distinct !DISubprogram(name: "vla", scope: !3, file: !3, line: 36, type: !97, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !105)
!97 = !DISubroutineType(types: !98)
!98 = !{!6, !6, !99}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!100 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bits", file: !3, line: 8, size: 32, elements: !101)
!101 = !{!102, !103, !104}
!102 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !100, file: !3, line: 8, baseType: !71, size: 3, flags: DIFlagBitField, extraData: i64 0)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !100, file: !3, line: 8, baseType: !71, size: 7, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !100, file: !3, line: 8, baseType: !6, size: 5, offset: 10, flags: DIFlagBitField, extraData: i64 0)
!105 = !{!106, !107, !108, !110, !114}
!106 = !DILocalVariable(name: "n", arg: 1, scope: !96, file: !3, line: 36, type: !6)
!107 = !DILocalVariable(name: "b", arg: 2, scope: !96, file: !3, line: 36, type: !99)
!108 = !DILocalVariable(name: "__vla_expr0", scope: !96, type: !109, flags: DIFlagArtificial)
!109 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!110 = !DILocalVariable(name: "a", scope: !96, file: !3, line: 37, type: !111)
!111 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, elements: !112)
!112 = !{!113}
!113 = !DISubrange(count: !108)
!114 = !DILocalVariable(name: "i", scope: !115, file: !3, line: 38, type: !6)
!115 = distinct !DILexicalBlock(scope: !96, file: !3, line: 38, column: 2)
!116 = !DILocation(line: 0, scope: !96)
!117 = !DILocation(line: 37, column: 2, scope: !96)
!118 = !DILocation(line: 37, column: 6, scope: !96)
!119 = !DILocation(line: 0, scope: !115)
!120 = !DILocation(line: 38, column: 20, scope: !121)
!121 = distinct !DILexicalBlock(scope: !115, file: !3, line: 38, column: 2)
!122 = !DILocation(line: 38, column: 2, scope: !115)
!123 = !DILocation(line: 38, column: 26, scope: !121)
!124 = !DILocation(line: 38, column: 49, scope: !121)
!125 = !DILocation(line: 38, column: 42, scope: !121)
!126 = !DILocation(line: 38, column: 35, scope: !121)
!127 = !{!128, !128, i64 0}
!128 = !{!"int", !35, i64 0}
!129 = distinct !{!129, !122, !130, !95, !131}
!130 = !DILocation(line: 38, column: 51, scope: !115)
!131 = !{!"llvm.loop.isvectorized", i32 1}
!132 = !DILocation(line: 39, column: 2, scope: !96)
!133 = !DILocation(line: 40, column: 13, scope: !96)
!134 = !DILocation(line: 40, column: 9, scope: !96)
!135 = !DILocation(line: 40, column: 23, scope: !96)
!136 = !DILocation(line: 40, column: 27, scope: !96)
!137 = !DILocation(line: 40, column: 18, scope: !96)
!138 = !DILocation(line: 40, column: 25, scope: !96)
!139 = !DILocation(line: 41, column: 1, scope: !96)
!140 = !DILocation(line: 38, column: 30, scope: !121)
!141 = distinct !{!141, !122, !130, !95, !142, !131}
!142 = !{!"llvm.loop.unroll.runtime.disable"}
