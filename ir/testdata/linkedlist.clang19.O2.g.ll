; ModuleID = 'linkedlist.c'
source_filename = "linkedlist.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"len %d\0A\00", align 1, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !22 {
  %3 = alloca ptr, align 8, !DIAssignID !60
    #dbg_value(i32 %0, !29, !DIExpression(), !61)
    #dbg_value(ptr %1, !30, !DIExpression(), !61)
    #dbg_value(i32 0, !37, !DIExpression(), !62)
    #dbg_value(ptr null, !31, !DIExpression(), !61)
    #dbg_value(ptr null, !63, !DIExpression(), !70)
    #dbg_value(i32 0, !68, !DIExpression(DW_OP_constu, 3, DW_OP_and, DW_OP_stack_value), !70)
  %4 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #8, !dbg !73
    #dbg_value(ptr %4, !69, !DIExpression(), !70)
  %5 = icmp eq ptr %4, null, !dbg !74
  br i1 %5, label %43, label %44, !dbg !76

6:                                                ; preds = %76
    #dbg_value(i32 1, !68, !DIExpression(), !70)
  store i32 1, ptr %78, align 8, !dbg !77, !tbaa !78
  %7 = getelementptr inbounds i8, ptr %78, i64 8, !dbg !84
  store ptr %74, ptr %7, align 8, !dbg !85, !tbaa !86
    #dbg_value(ptr %78, !31, !DIExpression(), !61)
    #dbg_value(i32 10, !37, !DIExpression(), !62)
    #dbg_value(ptr %78, !87, !DIExpression(), !95)
    #dbg_value(ptr null, !92, !DIExpression(), !95)
  br label %8, !dbg !97

8:                                                ; preds = %6, %8
  %9 = phi ptr [ %12, %8 ], [ %78, %6 ]
  %10 = phi ptr [ %9, %8 ], [ null, %6 ]
    #dbg_value(ptr %9, !87, !DIExpression(), !95)
    #dbg_value(ptr %10, !92, !DIExpression(), !95)
  %11 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !98
  %12 = load ptr, ptr %11, align 8, !dbg !98, !tbaa !86
    #dbg_value(ptr %12, !93, !DIExpression(), !99)
  store ptr %10, ptr %11, align 8, !dbg !100, !tbaa !86
    #dbg_value(ptr %12, !87, !DIExpression(), !95)
    #dbg_value(ptr %9, !92, !DIExpression(), !95)
  %13 = icmp eq ptr %12, null, !dbg !97
  br i1 %13, label %14, label %8, !dbg !97, !llvm.loop !101

14:                                               ; preds = %8
    #dbg_value(ptr %9, !31, !DIExpression(), !61)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
    #dbg_assign(i1 undef, !104, !DIExpression(), !60, ptr %3, !DIExpression(), !114)
  store ptr %9, ptr %3, align 8, !tbaa !116, !DIAssignID !117
    #dbg_assign(ptr %9, !104, !DIExpression(), !117, ptr %3, !DIExpression(), !114)
    #dbg_value(i32 %0, !107, !DIExpression(), !114)
    #dbg_value(ptr %3, !108, !DIExpression(), !114)
  br label %15, !dbg !118

15:                                               ; preds = %14, %23
  %16 = phi ptr [ %24, %23 ], [ %3, %14 ]
  %17 = phi ptr [ %25, %23 ], [ %9, %14 ]
    #dbg_value(ptr %16, !108, !DIExpression(), !114)
  %18 = load i32, ptr %17, align 8, !dbg !119, !tbaa !78
  %19 = icmp eq i32 %18, %0, !dbg !120
  %20 = getelementptr inbounds i8, ptr %17, i64 8, !dbg !121
  br i1 %19, label %21, label %23, !dbg !122

21:                                               ; preds = %15
    #dbg_value(ptr %17, !110, !DIExpression(), !123)
  %22 = load ptr, ptr %20, align 8, !dbg !124, !tbaa !86
  store ptr %22, ptr %16, align 8, !dbg !125, !tbaa !116
  tail call void @free(ptr noundef nonnull %17) #9, !dbg !126
  br label %23, !dbg !127

23:                                               ; preds = %21, %15
  %24 = phi ptr [ %16, %21 ], [ %20, %15 ], !dbg !114
    #dbg_value(ptr %24, !108, !DIExpression(), !114)
  %25 = load ptr, ptr %24, align 8, !dbg !128, !tbaa !116
  %26 = icmp eq ptr %25, null, !dbg !118
  br i1 %26, label %27, label %15, !dbg !118, !llvm.loop !129

27:                                               ; preds = %23
  %28 = load ptr, ptr %3, align 8, !dbg !131, !tbaa !116
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !132
    #dbg_value(ptr %28, !31, !DIExpression(), !61)
    #dbg_value(ptr %28, !133, !DIExpression(), !140)
  %29 = icmp eq ptr %28, null, !dbg !142
  br i1 %29, label %37, label %30, !dbg !142

30:                                               ; preds = %27, %30
  %31 = phi ptr [ %34, %30 ], [ %28, %27 ]
  %32 = phi i32 [ %35, %30 ], [ 0, %27 ]
    #dbg_value(ptr %31, !133, !DIExpression(), !140)
  %33 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !143
  %34 = load ptr, ptr %33, align 8, !dbg !143, !tbaa !86
  %35 = add nuw nsw i32 %32, 1, !dbg !144
    #dbg_value(ptr %34, !133, !DIExpression(), !140)
  %36 = icmp eq ptr %34, null, !dbg !142
  br i1 %36, label %37, label %30, !dbg !142

37:                                               ; preds = %30, %27
  %38 = phi i32 [ 0, %27 ], [ %35, %30 ]
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %38), !dbg !145
  tail call fastcc void @free_list(ptr noundef %28), !dbg !146
    #dbg_value(ptr null, !39, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !61)
    #dbg_value(ptr null, !39, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !61)
    #dbg_value(i64 0, !39, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !61)
    #dbg_value(i32 0, !58, !DIExpression(), !147)
  %40 = icmp sgt i32 %0, 0, !dbg !148
  br i1 %40, label %41, label %117, !dbg !150

41:                                               ; preds = %37
  %42 = zext nneg i32 %0 to i64, !dbg !148
  br label %82, !dbg !150

43:                                               ; preds = %76, %72, %68, %64, %60, %56, %52, %48, %44, %2
  tail call void @abort() #10, !dbg !151
  unreachable, !dbg !151

44:                                               ; preds = %2
    #dbg_value(i32 0, !68, !DIExpression(), !70)
  store i32 0, ptr %4, align 8, !dbg !77, !tbaa !78
  %45 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !84
  store ptr null, ptr %45, align 8, !dbg !85, !tbaa !86
    #dbg_value(ptr %4, !31, !DIExpression(), !61)
    #dbg_value(i32 1, !37, !DIExpression(), !62)
    #dbg_value(ptr %4, !63, !DIExpression(), !70)
    #dbg_value(i32 1, !68, !DIExpression(DW_OP_constu, 3, DW_OP_and, DW_OP_stack_value), !70)
  %46 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #8, !dbg !73
    #dbg_value(ptr %46, !69, !DIExpression(), !70)
  %47 = icmp eq ptr %46, null, !dbg !74
  br i1 %47, label %43, label %48, !dbg !76

48:                                               ; preds = %44
    #dbg_value(i32 1, !68, !DIExpression(), !70)
  store i32 1, ptr %46, align 8, !dbg !77, !tbaa !78
  %49 = getelementptr inbounds i8, ptr %46, i64 8, !dbg !84
  store ptr %4, ptr %49, align 8, !dbg !85, !tbaa !86
    #dbg_value(ptr %46, !31, !DIExpression(), !61)
    #dbg_value(i32 2, !37, !DIExpression(), !62)
    #dbg_value(ptr %46, !63, !DIExpression(), !70)
    #dbg_value(i32 2, !68, !DIExpression(DW_OP_constu, 3, DW_OP_and, DW_OP_stack_value), !70)
  %50 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #8, !dbg !73
    #dbg_value(ptr %50, !69, !DIExpression(), !70)
  %51 = icmp eq ptr %50, null, !dbg !74
  br i1 %51, label %43, label %52, !dbg !76

52:                                               ; preds = %48
    #dbg_value(i32 2, !68, !DIExpression(), !70)
  store i32 2, ptr %50, align 8, !dbg !77, !tbaa !78
  %53 = getelementptr inbounds i8, ptr %50, i64 8, !dbg !84
  store ptr %46, ptr %53, align 8, !dbg !85, !tbaa !86
    #dbg_value(ptr %50, !31, !DIExpression(), !61)
    #dbg_value(i32 3, !37, !DIExpression(), !62)
    #dbg_value(ptr %50, !63, !DIExpression(), !70)
    #dbg_value(i32 3, !68, !DIExpression(DW_OP_constu, 3, DW_OP_and, DW_OP_stack_value), !70)
  %54 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #8, !dbg !73
    #dbg_value(ptr %54, !69, !DIExpression(), !70)
  %55 = icmp eq ptr %54, null, !dbg !74
  br i1 %55, label %43, label %56, !dbg !76

56:                                               ; preds = %52
    #dbg_value(i32 3, !68, !DIExpression(), !70)
  store i32 3, ptr %54, align 8, !dbg !77, !tbaa !78
  %57 = getelementptr inbounds i8, ptr %54, i64 8, !dbg !84
  store ptr %50, ptr %57, align 8, !dbg !85, !tbaa !86
    #dbg_value(ptr %54, !31, !DIExpression(), !61)
    #dbg_value(i32 4, !37, !DIExpression(), !62)
    #dbg_value(ptr %54, !63, !DIExpression(), !70)
    #dbg_value(i32 4, !68, !DIExpression(DW_OP_constu, 3, DW_OP_and, DW_OP_stack_value), !70)
  %58 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #8, !dbg !73
    #dbg_value(ptr %58, !69, !DIExpression(), !70)
  %59 = icmp eq ptr %58, null, !dbg !74
  br i1 %59, label %43, label %60, !dbg !76

60:                                               ; preds = %56
    #dbg_value(i32 0, !68, !DIExpression(), !70)
  store i32 0, ptr %58, align 8, !dbg !77, !tbaa !78
  %61 = getelementptr inbounds i8, ptr %58, i64 8, !dbg !84
  store ptr %54, ptr %61, align 8, !dbg !85, !tbaa !86
    #dbg_value(ptr %58, !31, !DIExpression(), !61)
    #dbg_value(i32 5, !37, !DIExpression(), !62)
    #dbg_value(ptr %58, !63, !DIExpression(), !70)
    #dbg_value(i32 5, !68, !DIExpression(DW_OP_constu, 3, DW_OP_and, DW_OP_stack_value), !70)
  %62 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #8, !dbg !73
    #dbg_value(ptr %62, !69, !DIExpression(), !70)
  %63 = icmp eq ptr %62, null, !dbg !74
  br i1 %63, label %43, label %64, !dbg !76

64:                                               ; preds = %60
    #dbg_value(i32 1, !68, !DIExpression(), !70)
  store i32 1, ptr %62, align 8, !dbg !77, !tbaa !78
  %65 = getelementptr inbounds i8, ptr %62, i64 8, !dbg !84
  store ptr %58, ptr %65, align 8, !dbg !85, !tbaa !86
    #dbg_value(ptr %62, !31, !DIExpression(), !61)
    #dbg_value(i32 6, !37, !DIExpression(), !62)
    #dbg_value(ptr %62, !63, !DIExpression(), !70)
    #dbg_value(i32 6, !68, !DIExpression(DW_OP_constu, 3, DW_OP_and, DW_OP_stack_value), !70)
  %66 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #8, !dbg !73
    #dbg_value(ptr %66, !69, !DIExpression(), !70)
  %67 = icmp eq ptr %66, null, !dbg !74
  br i1 %67, label %43, label %68, !dbg !76

68:                                               ; preds = %64
    #dbg_value(i32 2, !68, !DIExpression(), !70)
  store i32 2, ptr %66, align 8, !dbg !77, !tbaa !78
  %69 = getelementptr inbounds i8, ptr %66, i64 8, !dbg !84
  store ptr %62, ptr %69, align 8, !dbg !85, !tbaa !86
    #dbg_value(ptr %66, !31, !DIExpression(), !61)
    #dbg_value(i32 7, !37, !DIExpression(), !62)
    #dbg_value(ptr %66, !63, !DIExpression(), !70)
    #dbg_value(i32 7, !68, !DIExpression(DW_OP_constu, 3, DW_OP_and, DW_OP_stack_value), !70)
  %70 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #8, !dbg !73
    #dbg_value(ptr %70, !69, !DIExpression(), !70)
  %71 = icmp eq ptr %70, null, !dbg !74
  br i1 %71, label %43, label %72, !dbg !76

72:                                               ; preds = %68
    #dbg_value(i32 3, !68, !DIExpression(), !70)
  store i32 3, ptr %70, align 8, !dbg !77, !tbaa !78
  %73 = getelementptr inbounds i8, ptr %70, i64 8, !dbg !84
  store ptr %66, ptr %73, align 8, !dbg !85, !tbaa !86
    #dbg_value(ptr %70, !31, !DIExpression(), !61)
    #dbg_value(i32 8, !37, !DIExpression(), !62)
    #dbg_value(ptr %70, !63, !DIExpression(), !70)
    #dbg_value(i32 8, !68, !DIExpression(DW_OP_constu, 3, DW_OP_and, DW_OP_stack_value), !70)
  %74 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #8, !dbg !73
    #dbg_value(ptr %74, !69, !DIExpression(), !70)
  %75 = icmp eq ptr %74, null, !dbg !74
  br i1 %75, label %43, label %76, !dbg !76

76:                                               ; preds = %72
    #dbg_value(i32 0, !68, !DIExpression(), !70)
  store i32 0, ptr %74, align 8, !dbg !77, !tbaa !78
  %77 = getelementptr inbounds i8, ptr %74, i64 8, !dbg !84
  store ptr %70, ptr %77, align 8, !dbg !85, !tbaa !86
    #dbg_value(ptr %74, !31, !DIExpression(), !61)
    #dbg_value(i32 9, !37, !DIExpression(), !62)
    #dbg_value(ptr %74, !63, !DIExpression(), !70)
    #dbg_value(i32 9, !68, !DIExpression(DW_OP_constu, 3, DW_OP_and, DW_OP_stack_value), !70)
  %78 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #8, !dbg !73
    #dbg_value(ptr %78, !69, !DIExpression(), !70)
  %79 = icmp eq ptr %78, null, !dbg !74
  br i1 %79, label %43, label %6, !dbg !76

80:                                               ; preds = %95
    #dbg_value(i64 poison, !39, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !61)
    #dbg_value(ptr %96, !39, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !61)
  %81 = icmp eq ptr %96, null, !dbg !152
  br i1 %81, label %117, label %100, !dbg !152

82:                                               ; preds = %41, %95
  %83 = phi i64 [ 0, %41 ], [ %98, %95 ]
  %84 = phi ptr [ null, %41 ], [ %97, %95 ]
  %85 = phi ptr [ null, %41 ], [ %96, %95 ]
    #dbg_value(i64 %83, !58, !DIExpression(), !147)
    #dbg_value(i64 poison, !39, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !61)
    #dbg_value(ptr %84, !39, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !61)
    #dbg_value(ptr %85, !39, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !61)
  %86 = getelementptr inbounds ptr, ptr %1, i64 %83, !dbg !153
  %87 = load ptr, ptr %86, align 8, !dbg !153, !tbaa !116
    #dbg_value(ptr undef, !154, !DIExpression(), !162)
    #dbg_value(ptr %87, !160, !DIExpression(), !162)
  %88 = tail call noalias dereferenceable_or_null(32) ptr @calloc(i64 noundef 1, i64 noundef 32) #11, !dbg !164
    #dbg_value(ptr %88, !161, !DIExpression(), !162)
  %89 = icmp eq ptr %88, null, !dbg !165
  br i1 %89, label %95, label %90, !dbg !167

90:                                               ; preds = %82
  %91 = getelementptr inbounds i8, ptr %88, i64 16, !dbg !168
  store ptr %87, ptr %91, align 8, !dbg !169, !tbaa !170
  store ptr %84, ptr %88, align 8, !dbg !173, !tbaa !174
  %92 = icmp eq ptr %84, null, !dbg !175
  br i1 %92, label %95, label %93, !dbg !177

93:                                               ; preds = %90
  %94 = getelementptr inbounds i8, ptr %84, i64 8, !dbg !178
  store ptr %88, ptr %94, align 8, !dbg !177, !tbaa !116
  br label %95, !dbg !177

95:                                               ; preds = %93, %90, %82
  %96 = phi ptr [ %85, %82 ], [ %85, %93 ], [ %88, %90 ], !dbg !61
  %97 = phi ptr [ %84, %82 ], [ %88, %93 ], [ %88, %90 ], !dbg !61
    #dbg_value(i64 poison, !39, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !61)
    #dbg_value(ptr %97, !39, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !61)
    #dbg_value(ptr %96, !39, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !61)
  %98 = add nuw nsw i64 %83, 1, !dbg !179
    #dbg_value(i64 poison, !39, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !61)
    #dbg_value(ptr %97, !39, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !61)
    #dbg_value(ptr %96, !39, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !61)
    #dbg_value(i64 %98, !58, !DIExpression(), !147)
  %99 = icmp eq i64 %98, %42, !dbg !148
  br i1 %99, label %80, label %82, !dbg !150, !llvm.loop !180

100:                                              ; preds = %80, %115
  %101 = phi ptr [ %112, %115 ], [ %96, %80 ]
    #dbg_value(ptr %101, !39, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !61)
  %102 = getelementptr inbounds i8, ptr %101, i64 16, !dbg !182
  %103 = load ptr, ptr %102, align 8, !dbg !182, !tbaa !170
  %104 = tail call i32 @puts(ptr nonnull dereferenceable(1) %103), !dbg !184
    #dbg_value(ptr undef, !185, !DIExpression(), !191)
    #dbg_value(ptr %101, !190, !DIExpression(), !191)
  %105 = load ptr, ptr %101, align 8, !dbg !193, !tbaa !174
  %106 = icmp eq ptr %105, null, !dbg !195
  %107 = getelementptr inbounds i8, ptr %101, i64 8, !dbg !196
  %108 = load ptr, ptr %107, align 8, !dbg !196, !tbaa !197
  br i1 %106, label %111, label %109, !dbg !196

109:                                              ; preds = %100
  %110 = getelementptr inbounds i8, ptr %105, i64 8, !dbg !198
  store ptr %108, ptr %110, align 8, !dbg !196, !tbaa !116
  br label %111, !dbg !196

111:                                              ; preds = %100, %109
  %112 = phi ptr [ %101, %109 ], [ %108, %100 ], !dbg !61
    #dbg_value(ptr %112, !39, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !61)
  %113 = icmp eq ptr %108, null, !dbg !199
  br i1 %113, label %115, label %114, !dbg !201

114:                                              ; preds = %111
  store ptr %105, ptr %108, align 8, !dbg !201, !tbaa !116
  br label %115, !dbg !201

115:                                              ; preds = %111, %114
    #dbg_value(i64 poison, !39, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64), !61)
  tail call void @free(ptr noundef nonnull %101) #9, !dbg !202
    #dbg_value(i64 poison, !39, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !61)
    #dbg_value(ptr %112, !39, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !61)
  %116 = icmp eq ptr %112, null, !dbg !152
  br i1 %116, label %117, label %100, !dbg !152, !llvm.loop !203

117:                                              ; preds = %115, %37, %80
  ret i32 0, !dbg !205
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !206 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc void @free_list(ptr noundef %0) unnamed_addr #0 !dbg !211 {
    #dbg_value(ptr %0, !215, !DIExpression(), !216)
  %2 = icmp eq ptr %0, null, !dbg !217
  br i1 %2, label %3, label %4, !dbg !219

3:                                                ; preds = %1, %4
  ret void, !dbg !220

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !221
  %6 = load ptr, ptr %5, align 8, !dbg !221, !tbaa !86
  tail call fastcc void @free_list(ptr noundef %6), !dbg !222
  tail call void @free(ptr noundef nonnull %0) #9, !dbg !223
  br label %3, !dbg !220
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !224 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare !dbg !229 void @abort() local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !232 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !235 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { nounwind }
attributes #10 = { noreturn nounwind }
attributes #11 = { nounwind allocsize(0,1) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 109, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "linkedlist.c", directory: ".", checksumkind: CSK_MD5, checksum: "217e882da88e9d356b5beab1eb055f06")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 8)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0, !9}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 116, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 4)
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 102, type: !23, scopeLine: 103, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !28)
!23 = !DISubroutineType(types: !24)
!24 = !{!25, !25, !26}
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!28 = !{!29, !30, !31, !37, !39, !58}
!29 = !DILocalVariable(name: "argc", arg: 1, scope: !22, file: !2, line: 102, type: !25)
!30 = !DILocalVariable(name: "argv", arg: 2, scope: !22, file: !2, line: 102, type: !26)
!31 = !DILocalVariable(name: "list", scope: !22, file: !2, line: 104, type: !32)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!33 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !2, line: 6, size: 128, elements: !34)
!34 = !{!35, !36}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !33, file: !2, line: 7, baseType: !25, size: 32)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !33, file: !2, line: 8, baseType: !32, size: 64, offset: 64)
!37 = !DILocalVariable(name: "i", scope: !38, file: !2, line: 105, type: !25)
!38 = distinct !DILexicalBlock(scope: !22, file: !2, line: 105, column: 2)
!39 = !DILocalVariable(name: "words", scope: !22, file: !2, line: 112, type: !40)
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "dlist", file: !2, line: 17, size: 192, elements: !41)
!41 = !{!42, !53, !54}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "head", scope: !40, file: !2, line: 18, baseType: !43, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!44 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "dnode", file: !2, line: 11, size: 256, elements: !45)
!45 = !{!46, !47, !48, !51}
!46 = !DIDerivedType(tag: DW_TAG_member, name: "prev", scope: !44, file: !2, line: 12, baseType: !43, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !44, file: !2, line: 12, baseType: !43, size: 64, offset: 64)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !44, file: !2, line: 13, baseType: !49, size: 64, offset: 128)
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !44, file: !2, line: 14, baseType: !52, size: 64, offset: 192)
!52 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "tail", scope: !40, file: !2, line: 18, baseType: !43, size: 64, offset: 64)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !40, file: !2, line: 19, baseType: !55, size: 64, offset: 128)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !56, line: 18, baseType: !57)
!56 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!57 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!58 = !DILocalVariable(name: "i", scope: !59, file: !2, line: 113, type: !25)
!59 = distinct !DILexicalBlock(scope: !22, file: !2, line: 113, column: 2)
!60 = distinct !DIAssignID()
!61 = !DILocation(line: 0, scope: !22)
!62 = !DILocation(line: 0, scope: !38)
!63 = !DILocalVariable(name: "head", arg: 1, scope: !64, file: !2, line: 22, type: !32)
!64 = distinct !DISubprogram(name: "push", scope: !2, file: !2, line: 22, type: !65, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !67)
!65 = !DISubroutineType(types: !66)
!66 = !{!32, !32, !25}
!67 = !{!63, !68, !69}
!68 = !DILocalVariable(name: "value", arg: 2, scope: !64, file: !2, line: 22, type: !25)
!69 = !DILocalVariable(name: "n", scope: !64, file: !2, line: 24, type: !32)
!70 = !DILocation(line: 0, scope: !64, inlinedAt: !71)
!71 = distinct !DILocation(line: 106, column: 10, scope: !72)
!72 = distinct !DILexicalBlock(scope: !38, file: !2, line: 105, column: 2)
!73 = !DILocation(line: 24, column: 19, scope: !64, inlinedAt: !71)
!74 = !DILocation(line: 25, column: 7, scope: !75, inlinedAt: !71)
!75 = distinct !DILexicalBlock(scope: !64, file: !2, line: 25, column: 6)
!76 = !DILocation(line: 25, column: 6, scope: !64, inlinedAt: !71)
!77 = !DILocation(line: 27, column: 11, scope: !64, inlinedAt: !71)
!78 = !{!79, !80, i64 0}
!79 = !{!"node", !80, i64 0, !83, i64 8}
!80 = !{!"int", !81, i64 0}
!81 = !{!"omnipotent char", !82, i64 0}
!82 = !{!"Simple C/C++ TBAA"}
!83 = !{!"any pointer", !81, i64 0}
!84 = !DILocation(line: 28, column: 5, scope: !64, inlinedAt: !71)
!85 = !DILocation(line: 28, column: 10, scope: !64, inlinedAt: !71)
!86 = !{!79, !83, i64 8}
!87 = !DILocalVariable(name: "head", arg: 1, scope: !88, file: !2, line: 32, type: !32)
!88 = distinct !DISubprogram(name: "reverse", scope: !2, file: !2, line: 32, type: !89, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !91)
!89 = !DISubroutineType(types: !90)
!90 = !{!32, !32}
!91 = !{!87, !92, !93}
!92 = !DILocalVariable(name: "prev", scope: !88, file: !2, line: 34, type: !32)
!93 = !DILocalVariable(name: "next", scope: !94, file: !2, line: 36, type: !32)
!94 = distinct !DILexicalBlock(scope: !88, file: !2, line: 35, column: 15)
!95 = !DILocation(line: 0, scope: !88, inlinedAt: !96)
!96 = distinct !DILocation(line: 107, column: 9, scope: !22)
!97 = !DILocation(line: 35, column: 2, scope: !88, inlinedAt: !96)
!98 = !DILocation(line: 36, column: 29, scope: !94, inlinedAt: !96)
!99 = !DILocation(line: 0, scope: !94, inlinedAt: !96)
!100 = !DILocation(line: 37, column: 14, scope: !94, inlinedAt: !96)
!101 = distinct !{!101, !97, !102, !103}
!102 = !DILocation(line: 40, column: 2, scope: !88, inlinedAt: !96)
!103 = !{!"llvm.loop.mustprogress"}
!104 = !DILocalVariable(name: "head", arg: 1, scope: !105, file: !2, line: 49, type: !32)
!105 = distinct !DISubprogram(name: "remove_value", scope: !2, file: !2, line: 49, type: !65, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !106)
!106 = !{!104, !107, !108, !110}
!107 = !DILocalVariable(name: "value", arg: 2, scope: !105, file: !2, line: 49, type: !25)
!108 = !DILocalVariable(name: "pp", scope: !105, file: !2, line: 51, type: !109)
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!110 = !DILocalVariable(name: "dead", scope: !111, file: !2, line: 54, type: !32)
!111 = distinct !DILexicalBlock(scope: !112, file: !2, line: 53, column: 30)
!112 = distinct !DILexicalBlock(scope: !113, file: !2, line: 53, column: 7)
!113 = distinct !DILexicalBlock(scope: !105, file: !2, line: 52, column: 14)
!114 = !DILocation(line: 0, scope: !105, inlinedAt: !115)
!115 = distinct !DILocation(line: 108, column: 9, scope: !22)
!116 = !{!83, !83, i64 0}
!117 = distinct !DIAssignID()
!118 = !DILocation(line: 52, column: 2, scope: !105, inlinedAt: !115)
!119 = !DILocation(line: 53, column: 14, scope: !112, inlinedAt: !115)
!120 = !DILocation(line: 53, column: 20, scope: !112, inlinedAt: !115)
!121 = !DILocation(line: 0, scope: !112, inlinedAt: !115)
!122 = !DILocation(line: 53, column: 7, scope: !113, inlinedAt: !115)
!123 = !DILocation(line: 0, scope: !111, inlinedAt: !115)
!124 = !DILocation(line: 55, column: 16, scope: !111, inlinedAt: !115)
!125 = !DILocation(line: 55, column: 8, scope: !111, inlinedAt: !115)
!126 = !DILocation(line: 56, column: 4, scope: !111, inlinedAt: !115)
!127 = !DILocation(line: 57, column: 3, scope: !111, inlinedAt: !115)
!128 = !DILocation(line: 52, column: 9, scope: !105, inlinedAt: !115)
!129 = distinct !{!129, !118, !130, !103}
!130 = !DILocation(line: 60, column: 2, scope: !105, inlinedAt: !115)
!131 = !DILocation(line: 61, column: 9, scope: !105, inlinedAt: !115)
!132 = !DILocation(line: 61, column: 2, scope: !105, inlinedAt: !115)
!133 = !DILocalVariable(name: "n", arg: 1, scope: !134, file: !2, line: 44, type: !137)
!134 = distinct !DISubprogram(name: "length", scope: !2, file: !2, line: 44, type: !135, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !139)
!135 = !DISubroutineType(types: !136)
!136 = !{!25, !137}
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64)
!138 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !33)
!139 = !{!133}
!140 = !DILocation(line: 0, scope: !134, inlinedAt: !141)
!141 = distinct !DILocation(line: 109, column: 21, scope: !22)
!142 = !DILocation(line: 46, column: 9, scope: !134, inlinedAt: !141)
!143 = !DILocation(line: 46, column: 27, scope: !134, inlinedAt: !141)
!144 = !DILocation(line: 46, column: 15, scope: !134, inlinedAt: !141)
!145 = !DILocation(line: 109, column: 2, scope: !22)
!146 = !DILocation(line: 110, column: 2, scope: !22)
!147 = !DILocation(line: 0, scope: !59)
!148 = !DILocation(line: 113, column: 20, scope: !149)
!149 = distinct !DILexicalBlock(scope: !59, file: !2, line: 113, column: 2)
!150 = !DILocation(line: 113, column: 2, scope: !59)
!151 = !DILocation(line: 26, column: 3, scope: !75, inlinedAt: !71)
!152 = !DILocation(line: 115, column: 2, scope: !22)
!153 = !DILocation(line: 114, column: 24, scope: !149)
!154 = !DILocalVariable(name: "l", arg: 1, scope: !155, file: !2, line: 72, type: !158)
!155 = distinct !DISubprogram(name: "dlist_append", scope: !2, file: !2, line: 72, type: !156, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !159)
!156 = !DISubroutineType(types: !157)
!157 = !{!43, !158, !49}
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!159 = !{!154, !160, !161}
!160 = !DILocalVariable(name: "key", arg: 2, scope: !155, file: !2, line: 72, type: !49)
!161 = !DILocalVariable(name: "n", scope: !155, file: !2, line: 74, type: !43)
!162 = !DILocation(line: 0, scope: !155, inlinedAt: !163)
!163 = distinct !DILocation(line: 114, column: 3, scope: !149)
!164 = !DILocation(line: 74, column: 20, scope: !155, inlinedAt: !163)
!165 = !DILocation(line: 75, column: 7, scope: !166, inlinedAt: !163)
!166 = distinct !DILexicalBlock(scope: !155, file: !2, line: 75, column: 6)
!167 = !DILocation(line: 75, column: 6, scope: !155, inlinedAt: !163)
!168 = !DILocation(line: 77, column: 5, scope: !155, inlinedAt: !163)
!169 = !DILocation(line: 77, column: 9, scope: !155, inlinedAt: !163)
!170 = !{!171, !83, i64 16}
!171 = !{!"dnode", !83, i64 0, !83, i64 8, !83, i64 16, !172, i64 24}
!172 = !{!"long", !81, i64 0}
!173 = !DILocation(line: 78, column: 10, scope: !155, inlinedAt: !163)
!174 = !{!171, !83, i64 0}
!175 = !DILocation(line: 79, column: 6, scope: !176, inlinedAt: !163)
!176 = distinct !DILexicalBlock(scope: !155, file: !2, line: 79, column: 6)
!177 = !DILocation(line: 0, scope: !176, inlinedAt: !163)
!178 = !DILocation(line: 79, column: 6, scope: !155, inlinedAt: !163)
!179 = !DILocation(line: 113, column: 29, scope: !149)
!180 = distinct !{!180, !150, !181, !103}
!181 = !DILocation(line: 114, column: 31, scope: !59)
!182 = !DILocation(line: 116, column: 30, scope: !183)
!183 = distinct !DILexicalBlock(scope: !22, file: !2, line: 115, column: 21)
!184 = !DILocation(line: 116, column: 3, scope: !183)
!185 = !DILocalVariable(name: "l", arg: 1, scope: !186, file: !2, line: 88, type: !158)
!186 = distinct !DISubprogram(name: "dlist_unlink", scope: !2, file: !2, line: 88, type: !187, scopeLine: 89, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !189)
!187 = !DISubroutineType(types: !188)
!188 = !{null, !158, !43}
!189 = !{!185, !190}
!190 = !DILocalVariable(name: "n", arg: 2, scope: !186, file: !2, line: 88, type: !43)
!191 = !DILocation(line: 0, scope: !186, inlinedAt: !192)
!192 = distinct !DILocation(line: 117, column: 3, scope: !183)
!193 = !DILocation(line: 90, column: 9, scope: !194, inlinedAt: !192)
!194 = distinct !DILexicalBlock(scope: !186, file: !2, line: 90, column: 6)
!195 = !DILocation(line: 90, column: 6, scope: !194, inlinedAt: !192)
!196 = !DILocation(line: 0, scope: !194, inlinedAt: !192)
!197 = !{!171, !83, i64 8}
!198 = !DILocation(line: 90, column: 6, scope: !186, inlinedAt: !192)
!199 = !DILocation(line: 94, column: 6, scope: !200, inlinedAt: !192)
!200 = distinct !DILexicalBlock(scope: !186, file: !2, line: 94, column: 6)
!201 = !DILocation(line: 0, scope: !200, inlinedAt: !192)
!202 = !DILocation(line: 99, column: 2, scope: !186, inlinedAt: !192)
!203 = distinct !{!203, !152, !204, !103}
!204 = !DILocation(line: 118, column: 2, scope: !22)
!205 = !DILocation(line: 119, column: 2, scope: !22)
!206 = !DISubprogram(name: "printf", scope: !207, file: !207, line: 356, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!207 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!208 = !DISubroutineType(types: !209)
!209 = !{!25, !210, null}
!210 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !49)
!211 = distinct !DISubprogram(name: "free_list", scope: !2, file: !2, line: 64, type: !212, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !214)
!212 = !DISubroutineType(types: !213)
!213 = !{null, !32}
!214 = !{!215}
!215 = !DILocalVariable(name: "n", arg: 1, scope: !211, file: !2, line: 64, type: !32)
!216 = !DILocation(line: 0, scope: !211)
!217 = !DILocation(line: 66, column: 7, scope: !218)
!218 = distinct !DILexicalBlock(scope: !211, file: !2, line: 66, column: 6)
!219 = !DILocation(line: 66, column: 6, scope: !211)
!220 = !DILocation(line: 70, column: 1, scope: !211)
!221 = !DILocation(line: 68, column: 15, scope: !211)
!222 = !DILocation(line: 68, column: 2, scope: !211)
!223 = !DILocation(line: 69, column: 2, scope: !211)
!224 = !DISubprogram(name: "malloc", scope: !225, file: !225, line: 553, type: !226, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!225 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!226 = !DISubroutineType(types: !227)
!227 = !{!228, !55}
!228 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!229 = !DISubprogram(name: "abort", scope: !225, file: !225, line: 611, type: !230, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!230 = !DISubroutineType(types: !231)
!231 = !{null}
!232 = !DISubprogram(name: "free", scope: !225, file: !225, line: 568, type: !233, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!233 = !DISubroutineType(types: !234)
!234 = !{null, !228}
!235 = !DISubprogram(name: "calloc", scope: !225, file: !225, line: 556, type: !236, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!236 = !DISubroutineType(types: !237)
!237 = !{!228, !55, !55}
