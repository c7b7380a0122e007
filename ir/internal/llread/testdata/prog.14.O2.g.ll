; ModuleID = 'c/prog.c'
source_filename = "c/prog.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, double, %struct.node*, [16 x i8] }

@counter = dso_local local_unnamed_addr global i32 3, align 4, !dbg !0
@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@names = dso_local local_unnamed_addr global [3 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0)], align 16, !dbg !12
@head = internal unnamed_addr global %struct.node* null, align 8, !dbg !20
@__const.main.xs = private unnamed_addr constant [8 x i32] [i32 5, i32 3, i32 9, i32 1, i32 7, i32 2, i32 8, i32 6], align 16
@.str.3 = private unnamed_addr constant [10 x i8] c"%d %d %f\0A\00", align 1
@pool = dso_local local_unnamed_addr global [4 x %struct.node] zeroinitializer, align 16, !dbg !32

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define dso_local %struct.node* @push(i32 noundef %0, double noundef %1) local_unnamed_addr #0 !dbg !44 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !48, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double %1, metadata !49, metadata !DIExpression()), !dbg !51
  %3 = tail call noalias dereferenceable_or_null(40) i8* @malloc(i64 noundef 40) #13, !dbg !52
  %4 = bitcast i8* %3 to %struct.node*, !dbg !52
  call void @llvm.dbg.value(metadata %struct.node* %4, metadata !50, metadata !DIExpression()), !dbg !51
  %5 = icmp eq i8* %3, null, !dbg !53
  br i1 %5, label %17, label %6, !dbg !55

6:                                                ; preds = %2
  %7 = getelementptr inbounds %struct.node, %struct.node* %4, i64 0, i32 0, !dbg !56
  store i32 %0, i32* %7, align 8, !dbg !57, !tbaa !58
  %8 = getelementptr inbounds %struct.node, %struct.node* %4, i64 0, i32 1, !dbg !65
  store double %1, double* %8, align 8, !dbg !66, !tbaa !67
  %9 = load %struct.node*, %struct.node** @head, align 8, !dbg !68, !tbaa !69
  %10 = getelementptr inbounds %struct.node, %struct.node* %4, i64 0, i32 2, !dbg !70
  store %struct.node* %9, %struct.node** %10, align 8, !dbg !71, !tbaa !72
  %11 = getelementptr inbounds %struct.node, %struct.node* %4, i64 0, i32 3, i64 0, !dbg !73
  %12 = srem i32 %0, 3, !dbg !74
  %13 = sext i32 %12 to i64, !dbg !75
  %14 = getelementptr inbounds [3 x i8*], [3 x i8*]* @names, i64 0, i64 %13, !dbg !75
  %15 = load i8*, i8** %14, align 8, !dbg !75, !tbaa !69
  %16 = tail call i8* @strncpy(i8* noundef nonnull %11, i8* noundef nonnull dereferenceable(1) %15, i64 noundef 16) #13, !dbg !76
  store i8* %3, i8** bitcast (%struct.node** @head to i8**), align 8, !dbg !77, !tbaa !69
  br label %17, !dbg !78

17:                                               ; preds = %2, %6
  %18 = phi %struct.node* [ %4, %6 ], [ null, %2 ], !dbg !51
  ret %struct.node* %18, !dbg !79
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare i8* @strncpy(i8* noalias noundef returned writeonly, i8* noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local i32 @apply(i32 (i8*, i8*)* nocapture noundef readonly %0, i32* noundef %1, i32 noundef %2) local_unnamed_addr #5 !dbg !80 {
  call void @llvm.dbg.value(metadata i32 (i8*, i8*)* %0, metadata !91, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata i32* %1, metadata !92, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata i32 %2, metadata !93, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata i32 0, metadata !94, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata i32 0, metadata !95, metadata !DIExpression()), !dbg !98
  %4 = icmp sgt i32 %2, 1, !dbg !99
  br i1 %4, label %5, label %8, !dbg !101

5:                                                ; preds = %3
  %6 = add nsw i32 %2, -1, !dbg !101
  %7 = zext i32 %6 to i64, !dbg !99
  br label %10, !dbg !101

8:                                                ; preds = %10, %3
  %9 = phi i32 [ 0, %3 ], [ %22, %10 ], !dbg !97
  ret i32 %9, !dbg !102

10:                                               ; preds = %5, %10
  %11 = phi i64 [ 0, %5 ], [ %14, %10 ]
  %12 = phi i64 [ 1, %5 ], [ %23, %10 ]
  %13 = phi i32 [ 0, %5 ], [ %22, %10 ]
  %14 = add nuw nsw i64 %11, 1
  call void @llvm.dbg.value(metadata i64 %11, metadata !95, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i32 %13, metadata !94, metadata !DIExpression()), !dbg !97
  %15 = getelementptr inbounds i32, i32* %1, i64 %11, !dbg !103
  %16 = bitcast i32* %15 to i8*, !dbg !104
  %17 = getelementptr inbounds i32, i32* %1, i64 %12, !dbg !105
  %18 = bitcast i32* %17 to i8*, !dbg !106
  %19 = tail call i32 %0(i8* noundef %16, i8* noundef nonnull %18) #13, !dbg !107
  %20 = icmp sgt i32 %19, 0, !dbg !108
  %21 = zext i1 %20 to i32, !dbg !108
  %22 = add nuw nsw i32 %13, %21, !dbg !109
  call void @llvm.dbg.value(metadata i64 %12, metadata !95, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i32 %22, metadata !94, metadata !DIExpression()), !dbg !97
  %23 = add nuw nsw i64 %12, 1, !dbg !110
  %24 = icmp eq i64 %14, %7, !dbg !99
  br i1 %24, label %8, label %10, !dbg !101, !llvm.loop !111
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local float @bits(i32 noundef %0) local_unnamed_addr #6 !dbg !114 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !120, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata i32 %0, metadata !121, metadata !DIExpression()), !dbg !126
  %2 = bitcast i32 %0 to float, !dbg !127
  ret float %2, !dbg !128
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readnone %1) local_unnamed_addr #7 !dbg !129 {
  %3 = alloca [8 x i32], align 16
  call void @llvm.dbg.value(metadata i32 %0, metadata !135, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata i8** %1, metadata !136, metadata !DIExpression()), !dbg !148
  %4 = bitcast [8 x i32]* %3 to i8*, !dbg !149
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %4) #13, !dbg !149
  call void @llvm.dbg.declare(metadata [8 x i32]* %3, metadata !137, metadata !DIExpression()), !dbg !150
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(32) %4, i8* noundef nonnull align 16 dereferenceable(32) bitcast ([8 x i32]* @__const.main.xs to i8*), i64 32, i1 false), !dbg !150
  call void @qsort(i8* noundef nonnull %4, i64 noundef 8, i64 noundef 4, i32 (i8*, i8*)* noundef nonnull @cmp) #13, !dbg !151
  call void @llvm.dbg.value(metadata i32 0, metadata !141, metadata !DIExpression()), !dbg !152
  %5 = icmp sgt i32 %0, 0, !dbg !153
  br i1 %5, label %9, label %6, !dbg !155

6:                                                ; preds = %27, %2
  %7 = load %struct.node*, %struct.node** @head, align 8, !dbg !156, !tbaa !69
  call void @llvm.dbg.value(metadata i32 0, metadata !143, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata %struct.node* %7, metadata !144, metadata !DIExpression()), !dbg !156
  %8 = icmp eq %struct.node* %7, null, !dbg !157
  br i1 %8, label %30, label %79, !dbg !157

9:                                                ; preds = %2, %27
  %10 = phi i32 [ %28, %27 ], [ 0, %2 ]
  call void @llvm.dbg.value(metadata i32 %10, metadata !141, metadata !DIExpression()), !dbg !152
  call void @llvm.dbg.value(metadata i32 %10, metadata !48, metadata !DIExpression()) #13, !dbg !158
  call void @llvm.dbg.value(metadata double undef, metadata !49, metadata !DIExpression()) #13, !dbg !158
  %11 = call noalias dereferenceable_or_null(40) i8* @malloc(i64 noundef 40) #13, !dbg !160
  %12 = bitcast i8* %11 to %struct.node*, !dbg !160
  call void @llvm.dbg.value(metadata %struct.node* %12, metadata !50, metadata !DIExpression()) #13, !dbg !158
  %13 = icmp eq i8* %11, null, !dbg !161
  br i1 %13, label %27, label %14, !dbg !162

14:                                               ; preds = %9
  %15 = sitofp i32 %10 to double, !dbg !163
  %16 = fmul double %15, 1.500000e+00, !dbg !164
  call void @llvm.dbg.value(metadata double %16, metadata !49, metadata !DIExpression()) #13, !dbg !158
  %17 = getelementptr inbounds %struct.node, %struct.node* %12, i64 0, i32 0, !dbg !165
  store i32 %10, i32* %17, align 8, !dbg !166, !tbaa !58
  %18 = getelementptr inbounds %struct.node, %struct.node* %12, i64 0, i32 1, !dbg !167
  store double %16, double* %18, align 8, !dbg !168, !tbaa !67
  %19 = load %struct.node*, %struct.node** @head, align 8, !dbg !169, !tbaa !69
  %20 = getelementptr inbounds %struct.node, %struct.node* %12, i64 0, i32 2, !dbg !170
  store %struct.node* %19, %struct.node** %20, align 8, !dbg !171, !tbaa !72
  %21 = getelementptr inbounds %struct.node, %struct.node* %12, i64 0, i32 3, i64 0, !dbg !172
  %22 = urem i32 %10, 3, !dbg !173
  %23 = zext i32 %22 to i64, !dbg !174
  %24 = getelementptr inbounds [3 x i8*], [3 x i8*]* @names, i64 0, i64 %23, !dbg !174
  %25 = load i8*, i8** %24, align 8, !dbg !174, !tbaa !69
  %26 = call i8* @strncpy(i8* noundef nonnull %21, i8* noundef nonnull dereferenceable(1) %25, i64 noundef 16) #13, !dbg !175
  store i8* %11, i8** bitcast (%struct.node** @head to i8**), align 8, !dbg !176, !tbaa !69
  br label %27, !dbg !177

27:                                               ; preds = %9, %14
  %28 = add nuw nsw i32 %10, 1, !dbg !178
  call void @llvm.dbg.value(metadata i32 %28, metadata !141, metadata !DIExpression()), !dbg !152
  %29 = icmp eq i32 %28, %0, !dbg !153
  br i1 %29, label %6, label %9, !dbg !155, !llvm.loop !179

30:                                               ; preds = %79, %6
  %31 = phi i32 [ 0, %6 ], [ %84, %79 ], !dbg !148
  %32 = icmp eq i32 %0, 2, !dbg !181
  %33 = select i1 %32, i32 2, i32 -1, !dbg !181
  %34 = icmp eq i32 %0, 1, !dbg !181
  %35 = select i1 %34, i32 1, i32 %33, !dbg !181
  %36 = add nsw i32 %31, %35, !dbg !182
  call void @llvm.dbg.value(metadata i32 %36, metadata !143, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata i32 (i8*, i8*)* @cmp, metadata !91, metadata !DIExpression()) #13, !dbg !184
  call void @llvm.dbg.value(metadata [8 x i32]* %3, metadata !92, metadata !DIExpression()) #13, !dbg !184
  call void @llvm.dbg.value(metadata i32 8, metadata !93, metadata !DIExpression()) #13, !dbg !184
  call void @llvm.dbg.value(metadata i64 0, metadata !95, metadata !DIExpression()) #13, !dbg !186
  call void @llvm.dbg.value(metadata i32 0, metadata !94, metadata !DIExpression()) #13, !dbg !184
  call void @llvm.dbg.value(metadata [8 x i32]* %3, metadata !187, metadata !DIExpression()), !dbg !191
  call void @llvm.dbg.value(metadata [8 x i32]* %3, metadata !190, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !191
  call void @llvm.dbg.value(metadata i64 1, metadata !95, metadata !DIExpression()) #13, !dbg !186
  call void @llvm.dbg.value(metadata i32 undef, metadata !94, metadata !DIExpression()) #13, !dbg !184
  call void @llvm.dbg.value(metadata [8 x i32]* %3, metadata !187, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !191
  call void @llvm.dbg.value(metadata [8 x i32]* %3, metadata !190, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !191
  %37 = bitcast [8 x i32]* %3 to <4 x i32>*, !dbg !193
  %38 = load <4 x i32>, <4 x i32>* %37, align 16, !dbg !193, !tbaa !194
  %39 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 4, !dbg !195
  %40 = extractelement <4 x i32> %38, i64 1, !dbg !196
  %41 = insertelement <4 x i32> poison, i32 %40, i64 0, !dbg !196
  %42 = extractelement <4 x i32> %38, i64 2, !dbg !196
  %43 = insertelement <4 x i32> %41, i32 %42, i64 1, !dbg !196
  %44 = extractelement <4 x i32> %38, i64 3, !dbg !196
  %45 = insertelement <4 x i32> %43, i32 %44, i64 2, !dbg !196
  %46 = load i32, i32* %39, align 16, !dbg !196
  %47 = insertelement <4 x i32> %45, i32 %46, i64 3, !dbg !196
  %48 = icmp sgt <4 x i32> %38, %47, !dbg !196
  call void @llvm.dbg.value(metadata i64 2, metadata !95, metadata !DIExpression()) #13, !dbg !186
  call void @llvm.dbg.value(metadata i32 undef, metadata !94, metadata !DIExpression()) #13, !dbg !184
  call void @llvm.dbg.value(metadata [8 x i32]* %3, metadata !187, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !191
  call void @llvm.dbg.value(metadata [8 x i32]* %3, metadata !190, metadata !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value)), !dbg !191
  call void @llvm.dbg.value(metadata i64 3, metadata !95, metadata !DIExpression()) #13, !dbg !186
  call void @llvm.dbg.value(metadata i32 undef, metadata !94, metadata !DIExpression()) #13, !dbg !184
  call void @llvm.dbg.value(metadata [8 x i32]* %3, metadata !187, metadata !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value)), !dbg !191
  call void @llvm.dbg.value(metadata i32* %39, metadata !190, metadata !DIExpression()), !dbg !191
  call void @llvm.dbg.value(metadata i64 4, metadata !95, metadata !DIExpression()) #13, !dbg !186
  call void @llvm.dbg.value(metadata i32 undef, metadata !94, metadata !DIExpression()) #13, !dbg !184
  call void @llvm.dbg.value(metadata i32* %39, metadata !187, metadata !DIExpression()), !dbg !191
  call void @llvm.dbg.value(metadata [8 x i32]* %3, metadata !190, metadata !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value)), !dbg !191
  %49 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 5, !dbg !196
  %50 = load i32, i32* %49, align 4, !dbg !196
  %51 = icmp sgt i32 %46, %50, !dbg !196
  %52 = zext i1 %51 to i32, !dbg !196
  call void @llvm.dbg.value(metadata i64 5, metadata !95, metadata !DIExpression()) #13, !dbg !186
  call void @llvm.dbg.value(metadata i32 undef, metadata !94, metadata !DIExpression()) #13, !dbg !184
  %53 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 6, !dbg !195
  call void @llvm.dbg.value(metadata [8 x i32]* %3, metadata !187, metadata !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value)), !dbg !191
  call void @llvm.dbg.value(metadata i32* %53, metadata !190, metadata !DIExpression()), !dbg !191
  %54 = load i32, i32* %53, align 8, !dbg !197, !tbaa !194
  %55 = icmp sgt i32 %50, %54, !dbg !196
  %56 = zext i1 %55 to i32, !dbg !196
  call void @llvm.dbg.value(metadata i64 6, metadata !95, metadata !DIExpression()) #13, !dbg !186
  call void @llvm.dbg.value(metadata i32 undef, metadata !94, metadata !DIExpression()) #13, !dbg !184
  %57 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 7, !dbg !195
  call void @llvm.dbg.value(metadata i32* %53, metadata !187, metadata !DIExpression()), !dbg !191
  call void @llvm.dbg.value(metadata i32* %57, metadata !190, metadata !DIExpression()), !dbg !191
  %58 = load i32, i32* %57, align 4, !dbg !197, !tbaa !194
  %59 = icmp sgt i32 %54, %58, !dbg !196
  %60 = zext i1 %59 to i32, !dbg !196
  %61 = bitcast <4 x i1> %48 to i4, !dbg !198
  %62 = call i4 @llvm.ctpop.i4(i4 %61), !dbg !198, !range !199
  %63 = zext i4 %62 to i32, !dbg !198
  %64 = add nuw nsw i32 %63, %52, !dbg !196
  %65 = add nuw nsw i32 %64, %56, !dbg !196
  %66 = add nuw nsw i32 %65, %60, !dbg !196
  call void @llvm.dbg.value(metadata i64 7, metadata !95, metadata !DIExpression()) #13, !dbg !186
  call void @llvm.dbg.value(metadata i32 %66, metadata !94, metadata !DIExpression()) #13, !dbg !184
  %67 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i32 noundef %36, i32 noundef %66, double noundef 1.000000e+00), !dbg !200
  %68 = zext i32 %0 to i64, !dbg !201
  %69 = shl i64 %68, 40, !dbg !202
  call void @llvm.dbg.value(metadata i64 %69, metadata !146, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata i32 %36, metadata !147, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !148
  %70 = ashr exact i64 %69, 40, !dbg !203
  %71 = trunc i64 %70 to i32, !dbg !204
  %72 = and i32 %36, 255, !dbg !205
  %73 = add nsw i32 %72, %71, !dbg !206
  %74 = load i32, i32* @counter, align 4, !dbg !207, !tbaa !194
  %75 = add nsw i32 %73, %74, !dbg !208
  %76 = load double, double* getelementptr inbounds ([4 x %struct.node], [4 x %struct.node]* @pool, i64 0, i64 1, i32 1), align 16, !dbg !209, !tbaa !67
  %77 = fptosi double %76 to i32, !dbg !210
  %78 = add nsw i32 %75, %77, !dbg !211
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %4) #13, !dbg !212
  ret i32 %78, !dbg !213

79:                                               ; preds = %6, %79
  %80 = phi %struct.node* [ %86, %79 ], [ %7, %6 ]
  %81 = phi i32 [ %84, %79 ], [ 0, %6 ]
  call void @llvm.dbg.value(metadata i32 %81, metadata !143, metadata !DIExpression()), !dbg !148
  %82 = getelementptr inbounds %struct.node, %struct.node* %80, i64 0, i32 0, !dbg !214
  %83 = load i32, i32* %82, align 8, !dbg !214, !tbaa !58
  %84 = add nsw i32 %83, %81, !dbg !216
  call void @llvm.dbg.value(metadata i32 %84, metadata !143, metadata !DIExpression()), !dbg !148
  %85 = getelementptr inbounds %struct.node, %struct.node* %80, i64 0, i32 2, !dbg !217
  call void @llvm.dbg.value(metadata %struct.node* undef, metadata !144, metadata !DIExpression()), !dbg !156
  %86 = load %struct.node*, %struct.node** %85, align 8, !dbg !156, !tbaa !69
  call void @llvm.dbg.value(metadata %struct.node* %86, metadata !144, metadata !DIExpression()), !dbg !156
  %87 = icmp eq %struct.node* %86, null, !dbg !157
  br i1 %87, label %30, label %79, !dbg !157, !llvm.loop !218
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: nofree
declare !dbg !220 void @qsort(i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i32 @cmp(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #10 !dbg !188 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !187, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i8* %1, metadata !190, metadata !DIExpression()), !dbg !230
  %3 = bitcast i8* %0 to i32*, !dbg !231
  %4 = load i32, i32* %3, align 4, !dbg !232, !tbaa !194
  %5 = bitcast i8* %1 to i32*, !dbg !233
  %6 = load i32, i32* %5, align 4, !dbg !234, !tbaa !194
  %7 = sub nsw i32 %4, %6, !dbg !235
  ret i32 %7, !dbg !236
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #12

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i4 @llvm.ctpop.i4(i4) #12

attributes #0 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #9 = { nofree "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #13 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!37, !38, !39, !40, !41, !42}
!llvm.ident = !{!43}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 9, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "c/prog.c", directory: "/work/main/ir/internal/llread/testdata", checksumkind: CSK_MD5, checksum: "5d5d64332b31a913ee4bf5778c84f37d")
!4 = !{!5, !6, !7, !8, !9}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!7 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!8 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!11 = !{!0, !12, !20, !32}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "names", scope: !2, file: !3, line: 10, type: !14, isLocal: false, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 192, elements: !18)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!17 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!18 = !{!19}
!19 = !DISubrange(count: 3)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "head", scope: !2, file: !3, line: 8, type: !22, isLocal: true, isDefinition: true)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 5, size: 320, elements: !24)
!24 = !{!25, !26, !27, !28}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !23, file: !3, line: 5, baseType: !5, size: 32)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !23, file: !3, line: 5, baseType: !6, size: 64, offset: 64)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !23, file: !3, line: 5, baseType: !22, size: 64, offset: 128)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !23, file: !3, line: 5, baseType: !29, size: 128, offset: 192)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 128, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 16)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(name: "pool", scope: !2, file: !3, line: 11, type: !34, isLocal: false, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 1280, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 4)
!37 = !{i32 7, !"Dwarf Version", i32 5}
!38 = !{i32 2, !"Debug Info Version", i32 3}
!39 = !{i32 1, !"wchar_size", i32 4}
!40 = !{i32 7, !"PIC Level", i32 2}
!41 = !{i32 7, !"PIE Level", i32 2}
!42 = !{i32 7, !"uwtable", i32 1}
!43 = !{!"Debian clang version 14.0.6"}
!44 = distinct !DISubprogram(name: "push", scope: !3, file: !3, line: 15, type: !45, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !47)
!45 = !DISubroutineType(types: !46)
!46 = !{!22, !5, !6}
!47 = !{!48, !49, !50}
!48 = !DILocalVariable(name: "key", arg: 1, scope: !44, file: !3, line: 15, type: !5)
!49 = !DILocalVariable(name: "val", arg: 2, scope: !44, file: !3, line: 15, type: !6)
!50 = !DILocalVariable(name: "n", scope: !44, file: !3, line: 16, type: !22)
!51 = !DILocation(line: 0, scope: !44)
!52 = !DILocation(line: 16, column: 19, scope: !44)
!53 = !DILocation(line: 17, column: 7, scope: !54)
!54 = distinct !DILexicalBlock(scope: !44, file: !3, line: 17, column: 6)
!55 = !DILocation(line: 17, column: 6, scope: !44)
!56 = !DILocation(line: 18, column: 5, scope: !44)
!57 = !DILocation(line: 18, column: 9, scope: !44)
!58 = !{!59, !60, i64 0}
!59 = !{!"node", !60, i64 0, !63, i64 8, !64, i64 16, !61, i64 24}
!60 = !{!"int", !61, i64 0}
!61 = !{!"omnipotent char", !62, i64 0}
!62 = !{!"Simple C/C++ TBAA"}
!63 = !{!"double", !61, i64 0}
!64 = !{!"any pointer", !61, i64 0}
!65 = !DILocation(line: 18, column: 19, scope: !44)
!66 = !DILocation(line: 18, column: 23, scope: !44)
!67 = !{!59, !63, i64 8}
!68 = !DILocation(line: 18, column: 40, scope: !44)
!69 = !{!64, !64, i64 0}
!70 = !DILocation(line: 18, column: 33, scope: !44)
!71 = !DILocation(line: 18, column: 38, scope: !44)
!72 = !{!59, !64, i64 16}
!73 = !DILocation(line: 19, column: 10, scope: !44)
!74 = !DILocation(line: 19, column: 29, scope: !44)
!75 = !DILocation(line: 19, column: 19, scope: !44)
!76 = !DILocation(line: 19, column: 2, scope: !44)
!77 = !DILocation(line: 20, column: 7, scope: !44)
!78 = !DILocation(line: 21, column: 2, scope: !44)
!79 = !DILocation(line: 22, column: 1, scope: !44)
!80 = distinct !DISubprogram(name: "apply", scope: !3, file: !3, line: 24, type: !81, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !90)
!81 = !DISubroutineType(types: !82)
!82 = !{!5, !83, !89, !5}
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "cmp_fn", file: !3, line: 6, baseType: !84)
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!85 = !DISubroutineType(types: !86)
!86 = !{!5, !87, !87}
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!90 = !{!91, !92, !93, !94, !95}
!91 = !DILocalVariable(name: "f", arg: 1, scope: !80, file: !3, line: 24, type: !83)
!92 = !DILocalVariable(name: "xs", arg: 2, scope: !80, file: !3, line: 24, type: !89)
!93 = !DILocalVariable(name: "n", arg: 3, scope: !80, file: !3, line: 24, type: !5)
!94 = !DILocalVariable(name: "s", scope: !80, file: !3, line: 25, type: !5)
!95 = !DILocalVariable(name: "i", scope: !96, file: !3, line: 26, type: !5)
!96 = distinct !DILexicalBlock(scope: !80, file: !3, line: 26, column: 2)
!97 = !DILocation(line: 0, scope: !80)
!98 = !DILocation(line: 0, scope: !96)
!99 = !DILocation(line: 26, column: 24, scope: !100)
!100 = distinct !DILexicalBlock(scope: !96, file: !3, line: 26, column: 2)
!101 = !DILocation(line: 26, column: 2, scope: !96)
!102 = !DILocation(line: 27, column: 2, scope: !80)
!103 = !DILocation(line: 26, column: 42, scope: !100)
!104 = !DILocation(line: 26, column: 41, scope: !100)
!105 = !DILocation(line: 26, column: 50, scope: !100)
!106 = !DILocation(line: 26, column: 49, scope: !100)
!107 = !DILocation(line: 26, column: 39, scope: !100)
!108 = !DILocation(line: 26, column: 61, scope: !100)
!109 = !DILocation(line: 26, column: 36, scope: !100)
!110 = !DILocation(line: 26, column: 20, scope: !100)
!111 = distinct !{!111, !101, !112, !113}
!112 = !DILocation(line: 26, column: 63, scope: !96)
!113 = !{!"llvm.loop.mustprogress"}
!114 = distinct !DISubprogram(name: "bits", scope: !3, file: !3, line: 34, type: !115, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !119)
!115 = !DISubroutineType(types: !116)
!116 = !{!117, !118}
!117 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!118 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!119 = !{!120, !121}
!120 = !DILocalVariable(name: "x", arg: 1, scope: !114, file: !3, line: 34, type: !118)
!121 = !DILocalVariable(name: "v", scope: !114, file: !3, line: 34, type: !122)
!122 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "u", file: !3, line: 32, size: 32, elements: !123)
!123 = !{!124, !125}
!124 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !122, file: !3, line: 32, baseType: !5, size: 32)
!125 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !122, file: !3, line: 32, baseType: !117, size: 32)
!126 = !DILocation(line: 0, scope: !114)
!127 = !DILocation(line: 34, column: 60, scope: !114)
!128 = !DILocation(line: 34, column: 51, scope: !114)
!129 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 36, type: !130, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !134)
!130 = !DISubroutineType(types: !131)
!131 = !{!5, !5, !132}
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!134 = !{!135, !136, !137, !141, !143, !144, !146, !147}
!135 = !DILocalVariable(name: "argc", arg: 1, scope: !129, file: !3, line: 36, type: !5)
!136 = !DILocalVariable(name: "argv", arg: 2, scope: !129, file: !3, line: 36, type: !132)
!137 = !DILocalVariable(name: "xs", scope: !129, file: !3, line: 37, type: !138)
!138 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 256, elements: !139)
!139 = !{!140}
!140 = !DISubrange(count: 8)
!141 = !DILocalVariable(name: "i", scope: !142, file: !3, line: 39, type: !5)
!142 = distinct !DILexicalBlock(scope: !129, file: !3, line: 39, column: 2)
!143 = !DILocalVariable(name: "total", scope: !129, file: !3, line: 40, type: !5)
!144 = !DILocalVariable(name: "n", scope: !145, file: !3, line: 41, type: !22)
!145 = distinct !DILexicalBlock(scope: !129, file: !3, line: 41, column: 2)
!146 = !DILocalVariable(name: "big", scope: !129, file: !3, line: 44, type: !7)
!147 = !DILocalVariable(name: "c", scope: !129, file: !3, line: 45, type: !8)
!148 = !DILocation(line: 0, scope: !129)
!149 = !DILocation(line: 37, column: 2, scope: !129)
!150 = !DILocation(line: 37, column: 6, scope: !129)
!151 = !DILocation(line: 38, column: 2, scope: !129)
!152 = !DILocation(line: 0, scope: !142)
!153 = !DILocation(line: 39, column: 20, scope: !154)
!154 = distinct !DILexicalBlock(scope: !142, file: !3, line: 39, column: 2)
!155 = !DILocation(line: 39, column: 2, scope: !142)
!156 = !DILocation(line: 0, scope: !145)
!157 = !DILocation(line: 41, column: 2, scope: !145)
!158 = !DILocation(line: 0, scope: !44, inlinedAt: !159)
!159 = distinct !DILocation(line: 39, column: 33, scope: !154)
!160 = !DILocation(line: 16, column: 19, scope: !44, inlinedAt: !159)
!161 = !DILocation(line: 17, column: 7, scope: !54, inlinedAt: !159)
!162 = !DILocation(line: 17, column: 6, scope: !44, inlinedAt: !159)
!163 = !DILocation(line: 39, column: 41, scope: !154)
!164 = !DILocation(line: 39, column: 43, scope: !154)
!165 = !DILocation(line: 18, column: 5, scope: !44, inlinedAt: !159)
!166 = !DILocation(line: 18, column: 9, scope: !44, inlinedAt: !159)
!167 = !DILocation(line: 18, column: 19, scope: !44, inlinedAt: !159)
!168 = !DILocation(line: 18, column: 23, scope: !44, inlinedAt: !159)
!169 = !DILocation(line: 18, column: 40, scope: !44, inlinedAt: !159)
!170 = !DILocation(line: 18, column: 33, scope: !44, inlinedAt: !159)
!171 = !DILocation(line: 18, column: 38, scope: !44, inlinedAt: !159)
!172 = !DILocation(line: 19, column: 10, scope: !44, inlinedAt: !159)
!173 = !DILocation(line: 19, column: 29, scope: !44, inlinedAt: !159)
!174 = !DILocation(line: 19, column: 19, scope: !44, inlinedAt: !159)
!175 = !DILocation(line: 19, column: 2, scope: !44, inlinedAt: !159)
!176 = !DILocation(line: 20, column: 7, scope: !44, inlinedAt: !159)
!177 = !DILocation(line: 21, column: 2, scope: !44, inlinedAt: !159)
!178 = !DILocation(line: 39, column: 29, scope: !154)
!179 = distinct !{!179, !155, !180, !113}
!180 = !DILocation(line: 39, column: 48, scope: !142)
!181 = !DILocation(line: 42, column: 2, scope: !129)
!182 = !DILocation(line: 0, scope: !183)
!183 = distinct !DILexicalBlock(scope: !129, file: !3, line: 42, column: 16)
!184 = !DILocation(line: 0, scope: !80, inlinedAt: !185)
!185 = distinct !DILocation(line: 43, column: 30, scope: !129)
!186 = !DILocation(line: 0, scope: !96, inlinedAt: !185)
!187 = !DILocalVariable(name: "a", arg: 1, scope: !188, file: !3, line: 13, type: !87)
!188 = distinct !DISubprogram(name: "cmp", scope: !3, file: !3, line: 13, type: !85, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !189)
!189 = !{!187, !190}
!190 = !DILocalVariable(name: "b", arg: 2, scope: !188, file: !3, line: 13, type: !87)
!191 = !DILocation(line: 0, scope: !188, inlinedAt: !192)
!192 = distinct !DILocation(line: 26, column: 39, scope: !100, inlinedAt: !185)
!193 = !DILocation(line: 13, column: 55, scope: !188, inlinedAt: !192)
!194 = !{!60, !60, i64 0}
!195 = !DILocation(line: 26, column: 50, scope: !100, inlinedAt: !185)
!196 = !DILocation(line: 26, column: 61, scope: !100, inlinedAt: !185)
!197 = !DILocation(line: 13, column: 73, scope: !188, inlinedAt: !192)
!198 = !DILocation(line: 26, column: 36, scope: !100, inlinedAt: !185)
!199 = !{i4 0, i4 5}
!200 = !DILocation(line: 43, column: 2, scope: !129)
!201 = !DILocation(line: 44, column: 18, scope: !129)
!202 = !DILocation(line: 44, column: 34, scope: !129)
!203 = !DILocation(line: 46, column: 19, scope: !129)
!204 = !DILocation(line: 46, column: 9, scope: !129)
!205 = !DILocation(line: 46, column: 28, scope: !129)
!206 = !DILocation(line: 46, column: 26, scope: !129)
!207 = !DILocation(line: 46, column: 32, scope: !129)
!208 = !DILocation(line: 46, column: 30, scope: !129)
!209 = !DILocation(line: 46, column: 55, scope: !129)
!210 = !DILocation(line: 46, column: 42, scope: !129)
!211 = !DILocation(line: 46, column: 40, scope: !129)
!212 = !DILocation(line: 47, column: 1, scope: !129)
!213 = !DILocation(line: 46, column: 2, scope: !129)
!214 = !DILocation(line: 41, column: 58, scope: !215)
!215 = distinct !DILexicalBlock(scope: !145, file: !3, line: 41, column: 2)
!216 = !DILocation(line: 41, column: 52, scope: !215)
!217 = !DILocation(line: 41, column: 40, scope: !215)
!218 = distinct !{!218, !157, !219, !113}
!219 = !DILocation(line: 41, column: 58, scope: !145)
!220 = !DISubprogram(name: "qsort", scope: !221, file: !221, line: 851, type: !222, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !229)
!221 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!222 = !DISubroutineType(types: !223)
!223 = !{null, !224, !225, !225, !228}
!224 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!225 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !226, line: 46, baseType: !227)
!226 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!227 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!228 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !221, line: 829, baseType: !84)
!229 = !{}
!230 = !DILocation(line: 0, scope: !188)
!231 = !DILocation(line: 13, column: 56, scope: !188)
!232 = !DILocation(line: 13, column: 55, scope: !188)
!233 = !DILocation(line: 13, column: 74, scope: !188)
!234 = !DILocation(line: 13, column: 73, scope: !188)
!235 = !DILocation(line: 13, column: 71, scope: !188)
!236 = !DILocation(line: 13, column: 48, scope: !188)
