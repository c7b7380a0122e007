; ModuleID = 'c/prog.c'
source_filename = "c/prog.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, double, ptr, [16 x i8] }

@counter = dso_local local_unnamed_addr global i32 3, align 4, !dbg !0
@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1, !dbg !12
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1, !dbg !18
@.str.2 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1, !dbg !23
@names = dso_local local_unnamed_addr global [3 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2], align 16, !dbg !25
@head = internal unnamed_addr global ptr null, align 8, !dbg !37
@__const.main.xs = private unnamed_addr constant [8 x i32] [i32 5, i32 3, i32 9, i32 1, i32 7, i32 2, i32 8, i32 6], align 16
@.str.3 = private unnamed_addr constant [10 x i8] c"%d %d %f\0A\00", align 1, !dbg !32
@pool = dso_local local_unnamed_addr global [4 x %struct.node] zeroinitializer, align 16, !dbg !49

; Function Attrs: mustprogress nofree nounwind willreturn uwtable
define dso_local noundef ptr @push(i32 noundef %0, double noundef %1) local_unnamed_addr #0 !dbg !62 {
    #dbg_value(i32 %0, !66, !DIExpression(), !69)
    #dbg_value(double %1, !67, !DIExpression(), !69)
  %3 = tail call noalias dereferenceable_or_null(40) ptr @malloc(i64 noundef 40) #12, !dbg !70
    #dbg_value(ptr %3, !68, !DIExpression(), !69)
  %4 = icmp eq ptr %3, null, !dbg !71
  br i1 %4, label %15, label %5, !dbg !73

5:                                                ; preds = %2
  store i32 %0, ptr %3, align 8, !dbg !74, !tbaa !75
  %6 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !82
  store double %1, ptr %6, align 8, !dbg !83, !tbaa !84
  %7 = load ptr, ptr @head, align 8, !dbg !85, !tbaa !86
  %8 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !87
  store ptr %7, ptr %8, align 8, !dbg !88, !tbaa !89
  %9 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !90
  %10 = srem i32 %0, 3, !dbg !91
  %11 = sext i32 %10 to i64, !dbg !92
  %12 = getelementptr inbounds [3 x ptr], ptr @names, i64 0, i64 %11, !dbg !92
  %13 = load ptr, ptr %12, align 8, !dbg !92, !tbaa !86
  %14 = tail call ptr @strncpy(ptr noundef nonnull dereferenceable(1) %9, ptr noundef nonnull dereferenceable(1) %13, i64 noundef 16) #13, !dbg !93
  store ptr %3, ptr @head, align 8, !dbg !94, !tbaa !86
  br label %15, !dbg !95

15:                                               ; preds = %2, %5
  ret ptr %3, !dbg !96
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !97 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !105 ptr @strncpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @apply(ptr nocapture noundef readonly %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #4 !dbg !112 {
    #dbg_value(ptr %0, !123, !DIExpression(), !129)
    #dbg_value(ptr %1, !124, !DIExpression(), !129)
    #dbg_value(i32 %2, !125, !DIExpression(), !129)
    #dbg_value(i32 0, !126, !DIExpression(), !129)
    #dbg_value(i32 0, !127, !DIExpression(), !130)
  %4 = icmp sgt i32 %2, 1, !dbg !131
  br i1 %4, label %5, label %8, !dbg !133

5:                                                ; preds = %3
  %6 = add nsw i32 %2, -1, !dbg !133
  %7 = zext nneg i32 %6 to i64, !dbg !131
  br label %10, !dbg !133

8:                                                ; preds = %10, %3
  %9 = phi i32 [ 0, %3 ], [ %19, %10 ], !dbg !129
  ret i32 %9, !dbg !134

10:                                               ; preds = %5, %10
  %11 = phi i64 [ 0, %5 ], [ %21, %10 ]
  %12 = phi i64 [ 1, %5 ], [ %20, %10 ]
  %13 = phi i32 [ 0, %5 ], [ %19, %10 ]
    #dbg_value(i64 %11, !127, !DIExpression(), !130)
    #dbg_value(i32 %13, !126, !DIExpression(), !129)
  %14 = getelementptr inbounds i32, ptr %1, i64 %11, !dbg !135
  %15 = getelementptr inbounds i32, ptr %1, i64 %12, !dbg !136
  %16 = tail call i32 %0(ptr noundef %14, ptr noundef nonnull %15) #13, !dbg !137
  %17 = icmp sgt i32 %16, 0, !dbg !138
  %18 = zext i1 %17 to i32, !dbg !138
  %19 = add nuw nsw i32 %13, %18, !dbg !139
    #dbg_value(i64 %12, !127, !DIExpression(), !130)
    #dbg_value(i32 %19, !126, !DIExpression(), !129)
  %20 = add nuw nsw i64 %12, 1, !dbg !140
  %21 = add nuw nsw i64 %11, 1, !dbg !133
  %22 = icmp eq i64 %21, %7, !dbg !131
  br i1 %22, label %8, label %10, !dbg !133, !llvm.loop !141
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef float @bits(i32 noundef %0) local_unnamed_addr #5 !dbg !144 {
    #dbg_value(i32 %0, !150, !DIExpression(), !156)
    #dbg_value(i32 %0, !151, !DIExpression(), !156)
  %2 = bitcast i32 %0 to float, !dbg !157
  ret float %2, !dbg !158
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #6 !dbg !159 {
  %3 = alloca [8 x i32], align 16, !DIAssignID !177
    #dbg_assign(i1 undef, !166, !DIExpression(), !177, ptr %3, !DIExpression(), !178)
    #dbg_value(i32 %0, !164, !DIExpression(), !178)
    #dbg_value(ptr %1, !165, !DIExpression(), !178)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #13, !dbg !179
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %3, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.xs, i64 32, i1 false), !dbg !180, !DIAssignID !181
    #dbg_assign(i1 undef, !166, !DIExpression(), !181, ptr %3, !DIExpression(), !178)
  call void @qsort(ptr noundef nonnull %3, i64 noundef 8, i64 noundef 4, ptr noundef nonnull @cmp) #13, !dbg !182
    #dbg_value(i32 0, !170, !DIExpression(), !183)
  %4 = load ptr, ptr @head, align 8, !tbaa !86
    #dbg_value(i32 0, !170, !DIExpression(), !183)
  %5 = icmp sgt i32 %0, 0, !dbg !184
  br i1 %5, label %9, label %6, !dbg !186

6:                                                ; preds = %25, %2
  %7 = phi ptr [ %4, %2 ], [ %26, %25 ], !dbg !187
  %8 = icmp eq ptr %7, null, !dbg !188
  br i1 %8, label %29, label %72, !dbg !188

9:                                                ; preds = %2, %25
  %10 = phi i32 [ %27, %25 ], [ 0, %2 ]
  %11 = phi ptr [ %26, %25 ], [ %4, %2 ]
    #dbg_value(i32 %10, !170, !DIExpression(), !183)
    #dbg_value(i32 %10, !66, !DIExpression(), !189)
    #dbg_value(double poison, !67, !DIExpression(), !189)
  %12 = call noalias dereferenceable_or_null(40) ptr @malloc(i64 noundef 40) #12, !dbg !191
    #dbg_value(ptr %12, !68, !DIExpression(), !189)
  %13 = icmp eq ptr %12, null, !dbg !192
  br i1 %13, label %25, label %14, !dbg !193

14:                                               ; preds = %9
  %15 = uitofp nneg i32 %10 to double, !dbg !194
  %16 = fmul double %15, 1.500000e+00, !dbg !195
    #dbg_value(double %16, !67, !DIExpression(), !189)
  store i32 %10, ptr %12, align 8, !dbg !196, !tbaa !75
  %17 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !197
  store double %16, ptr %17, align 8, !dbg !198, !tbaa !84
  %18 = getelementptr inbounds i8, ptr %12, i64 16, !dbg !199
  store ptr %11, ptr %18, align 8, !dbg !200, !tbaa !89
  %19 = getelementptr inbounds i8, ptr %12, i64 24, !dbg !201
  %20 = urem i32 %10, 3, !dbg !202
  %21 = zext nneg i32 %20 to i64, !dbg !203
  %22 = getelementptr inbounds [3 x ptr], ptr @names, i64 0, i64 %21, !dbg !203
  %23 = load ptr, ptr %22, align 8, !dbg !203, !tbaa !86
  %24 = call ptr @strncpy(ptr noundef nonnull dereferenceable(1) %19, ptr noundef nonnull dereferenceable(1) %23, i64 noundef 16) #13, !dbg !204
  store ptr %12, ptr @head, align 8, !dbg !205, !tbaa !86
  br label %25, !dbg !206

25:                                               ; preds = %9, %14
  %26 = phi ptr [ %11, %9 ], [ %12, %14 ]
  %27 = add nuw nsw i32 %10, 1, !dbg !207
    #dbg_value(i32 %27, !170, !DIExpression(), !183)
  %28 = icmp eq i32 %27, %0, !dbg !184
  br i1 %28, label %6, label %9, !dbg !186, !llvm.loop !208

29:                                               ; preds = %72, %6
  %30 = phi i32 [ 0, %6 ], [ %76, %72 ], !dbg !178
  %31 = icmp eq i32 %0, 2, !dbg !210
  %32 = select i1 %31, i32 2, i32 -1, !dbg !210
  %33 = icmp eq i32 %0, 1, !dbg !210
  %34 = select i1 %33, i32 1, i32 %32, !dbg !210
  %35 = add nsw i32 %30, %34, !dbg !211
    #dbg_value(i32 %35, !172, !DIExpression(), !178)
    #dbg_value(ptr @cmp, !123, !DIExpression(), !213)
    #dbg_value(ptr %3, !124, !DIExpression(), !213)
    #dbg_value(i32 8, !125, !DIExpression(), !213)
    #dbg_value(i64 0, !127, !DIExpression(), !215)
    #dbg_value(i32 0, !126, !DIExpression(), !213)
    #dbg_value(ptr %3, !216, !DIExpression(), !220)
    #dbg_value(ptr %3, !219, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !220)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !126, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_gt, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !213)
    #dbg_value(i64 1, !127, !DIExpression(), !215)
    #dbg_value(ptr %3, !216, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !220)
    #dbg_value(ptr %3, !219, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !220)
    #dbg_value(i32 poison, !126, !DIExpression(), !213)
    #dbg_value(i64 2, !127, !DIExpression(), !215)
    #dbg_value(ptr %3, !216, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !220)
    #dbg_value(ptr %3, !219, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !220)
    #dbg_value(i32 poison, !126, !DIExpression(), !213)
    #dbg_value(i64 3, !127, !DIExpression(), !215)
  %36 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !222
    #dbg_value(ptr %3, !216, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !220)
    #dbg_value(ptr %36, !219, !DIExpression(), !220)
  %37 = load i32, ptr %36, align 16, !dbg !223, !tbaa !224
  %38 = load <4 x i32>, ptr %3, align 16, !dbg !225, !tbaa !224
  %39 = shufflevector <4 x i32> %38, <4 x i32> poison, <4 x i32> <i32 1, i32 2, i32 3, i32 poison>, !dbg !226
  %40 = insertelement <4 x i32> %39, i32 %37, i64 3, !dbg !226
  %41 = icmp sgt <4 x i32> %38, %40, !dbg !226
    #dbg_value(i32 poison, !126, !DIExpression(), !213)
    #dbg_value(i64 4, !127, !DIExpression(), !215)
  %42 = getelementptr inbounds i8, ptr %3, i64 20, !dbg !222
    #dbg_value(ptr %36, !216, !DIExpression(), !220)
    #dbg_value(ptr %42, !219, !DIExpression(), !220)
  %43 = load i32, ptr %42, align 4, !dbg !223, !tbaa !224
  %44 = icmp sgt i32 %37, %43, !dbg !226
  %45 = zext i1 %44 to i32, !dbg !226
    #dbg_value(i32 poison, !126, !DIExpression(), !213)
    #dbg_value(i64 5, !127, !DIExpression(), !215)
  %46 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !222
    #dbg_value(ptr %42, !216, !DIExpression(), !220)
    #dbg_value(ptr %46, !219, !DIExpression(), !220)
  %47 = load i32, ptr %46, align 8, !dbg !223, !tbaa !224
  %48 = icmp sgt i32 %43, %47, !dbg !226
  %49 = zext i1 %48 to i32, !dbg !226
    #dbg_value(i32 poison, !126, !DIExpression(), !213)
    #dbg_value(i64 6, !127, !DIExpression(), !215)
  %50 = getelementptr inbounds i8, ptr %3, i64 28, !dbg !222
    #dbg_value(ptr %46, !216, !DIExpression(), !220)
    #dbg_value(ptr %50, !219, !DIExpression(), !220)
  %51 = load i32, ptr %50, align 4, !dbg !223, !tbaa !224
  %52 = icmp sgt i32 %47, %51, !dbg !226
  %53 = zext i1 %52 to i32, !dbg !226
  %54 = bitcast <4 x i1> %41 to i4, !dbg !227
  %55 = call range(i4 0, 5) i4 @llvm.ctpop.i4(i4 %54), !dbg !227
  %56 = zext nneg i4 %55 to i32, !dbg !227
  %57 = add nuw nsw i32 %56, %45, !dbg !227
  %58 = add nuw nsw i32 %49, %53, !dbg !227
  %59 = add nuw nsw i32 %57, %58, !dbg !227
    #dbg_value(i64 7, !127, !DIExpression(), !215)
    #dbg_value(i32 %59, !126, !DIExpression(), !213)
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %35, i32 noundef %59, double noundef 1.000000e+00), !dbg !228
  %61 = zext i32 %0 to i64, !dbg !229
  %62 = shl i64 %61, 40, !dbg !230
    #dbg_value(i64 %62, !175, !DIExpression(), !178)
    #dbg_value(i32 %35, !176, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !178)
  %63 = ashr exact i64 %62, 40, !dbg !231
  %64 = trunc nsw i64 %63 to i32, !dbg !232
  %65 = and i32 %35, 255, !dbg !233
  %66 = add nsw i32 %65, %64, !dbg !234
  %67 = load i32, ptr @counter, align 4, !dbg !235, !tbaa !224
  %68 = add nsw i32 %66, %67, !dbg !236
  %69 = load double, ptr getelementptr inbounds (i8, ptr @pool, i64 48), align 16, !dbg !237, !tbaa !84
  %70 = fptosi double %69 to i32, !dbg !238
  %71 = add nsw i32 %68, %70, !dbg !239
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #13, !dbg !240
  ret i32 %71, !dbg !241

72:                                               ; preds = %6, %72
  %73 = phi ptr [ %78, %72 ], [ %7, %6 ]
  %74 = phi i32 [ %76, %72 ], [ 0, %6 ]
    #dbg_value(i32 %74, !172, !DIExpression(), !178)
  %75 = load i32, ptr %73, align 8, !dbg !242, !tbaa !75
  %76 = add nsw i32 %75, %74, !dbg !244
    #dbg_value(i32 %76, !172, !DIExpression(), !178)
  %77 = getelementptr inbounds i8, ptr %73, i64 16, !dbg !245
    #dbg_value(ptr poison, !173, !DIExpression(), !246)
  %78 = load ptr, ptr %77, align 8, !dbg !187, !tbaa !86
    #dbg_value(ptr %78, !173, !DIExpression(), !246)
  %79 = icmp eq ptr %78, null, !dbg !188
  br i1 %79, label %29, label %72, !dbg !188, !llvm.loop !247
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nofree
declare !dbg !249 void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #9 !dbg !217 {
    #dbg_value(ptr %0, !216, !DIExpression(), !253)
    #dbg_value(ptr %1, !219, !DIExpression(), !253)
  %3 = load i32, ptr %0, align 4, !dbg !254, !tbaa !224
  %4 = load i32, ptr %1, align 4, !dbg !255, !tbaa !224
  %5 = sub nsw i32 %3, %4, !dbg !256
  ret i32 %5, !dbg !257
}

; Function Attrs: nofree nounwind
declare !dbg !258 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i4 @llvm.ctpop.i4(i4) #11

attributes #0 = { mustprogress nofree nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind allocsize(0) }
attributes #13 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!54, !55, !56, !57, !58, !59, !60}
!llvm.ident = !{!61}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 9, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "c/prog.c", directory: "/work/main/ir/internal/llread/testdata", checksumkind: CSK_MD5, checksum: "5d5d64332b31a913ee4bf5778c84f37d")
!4 = !{!5, !6, !7, !8, !9}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!7 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!8 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!11 = !{!0, !12, !18, !23, !25, !32, !37, !49}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 48, elements: !16)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!16 = !{!17}
!17 = !DISubrange(count: 6)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 40, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 5)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !14, isLocal: true, isDefinition: true)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "names", scope: !2, file: !3, line: 10, type: !27, isLocal: false, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 192, elements: !30)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!30 = !{!31}
!31 = !DISubrange(count: 3)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 43, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 80, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 10)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "head", scope: !2, file: !3, line: 8, type: !39, isLocal: true, isDefinition: true)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 5, size: 320, elements: !41)
!41 = !{!42, !43, !44, !45}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !40, file: !3, line: 5, baseType: !5, size: 32)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !40, file: !3, line: 5, baseType: !6, size: 64, offset: 64)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !40, file: !3, line: 5, baseType: !39, size: 64, offset: 128)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !40, file: !3, line: 5, baseType: !46, size: 128, offset: 192)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 128, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 16)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(name: "pool", scope: !2, file: !3, line: 11, type: !51, isLocal: false, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 1280, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 4)
!54 = !{i32 7, !"Dwarf Version", i32 5}
!55 = !{i32 2, !"Debug Info Version", i32 3}
!56 = !{i32 1, !"wchar_size", i32 4}
!57 = !{i32 8, !"PIC Level", i32 2}
!58 = !{i32 7, !"PIE Level", i32 2}
!59 = !{i32 7, !"uwtable", i32 2}
!60 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!61 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!62 = distinct !DISubprogram(name: "push", scope: !3, file: !3, line: 15, type: !63, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !65)
!63 = !DISubroutineType(types: !64)
!64 = !{!39, !5, !6}
!65 = !{!66, !67, !68}
!66 = !DILocalVariable(name: "key", arg: 1, scope: !62, file: !3, line: 15, type: !5)
!67 = !DILocalVariable(name: "val", arg: 2, scope: !62, file: !3, line: 15, type: !6)
!68 = !DILocalVariable(name: "n", scope: !62, file: !3, line: 16, type: !39)
!69 = !DILocation(line: 0, scope: !62)
!70 = !DILocation(line: 16, column: 19, scope: !62)
!71 = !DILocation(line: 17, column: 7, scope: !72)
!72 = distinct !DILexicalBlock(scope: !62, file: !3, line: 17, column: 6)
!73 = !DILocation(line: 17, column: 6, scope: !62)
!74 = !DILocation(line: 18, column: 9, scope: !62)
!75 = !{!76, !77, i64 0}
!76 = !{!"node", !77, i64 0, !80, i64 8, !81, i64 16, !78, i64 24}
!77 = !{!"int", !78, i64 0}
!78 = !{!"omnipotent char", !79, i64 0}
!79 = !{!"Simple C/C++ TBAA"}
!80 = !{!"double", !78, i64 0}
!81 = !{!"any pointer", !78, i64 0}
!82 = !DILocation(line: 18, column: 19, scope: !62)
!83 = !DILocation(line: 18, column: 23, scope: !62)
!84 = !{!76, !80, i64 8}
!85 = !DILocation(line: 18, column: 40, scope: !62)
!86 = !{!81, !81, i64 0}
!87 = !DILocation(line: 18, column: 33, scope: !62)
!88 = !DILocation(line: 18, column: 38, scope: !62)
!89 = !{!76, !81, i64 16}
!90 = !DILocation(line: 19, column: 13, scope: !62)
!91 = !DILocation(line: 19, column: 29, scope: !62)
!92 = !DILocation(line: 19, column: 19, scope: !62)
!93 = !DILocation(line: 19, column: 2, scope: !62)
!94 = !DILocation(line: 20, column: 7, scope: !62)
!95 = !DILocation(line: 21, column: 2, scope: !62)
!96 = !DILocation(line: 22, column: 1, scope: !62)
!97 = !DISubprogram(name: "malloc", scope: !98, file: !98, line: 553, type: !99, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!98 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!99 = !DISubroutineType(types: !100)
!100 = !{!101, !102}
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !103, line: 18, baseType: !104)
!103 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!104 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!105 = !DISubprogram(name: "strncpy", scope: !106, file: !106, line: 144, type: !107, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!106 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!107 = !DISubroutineType(types: !108)
!108 = !{!109, !110, !111, !102}
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!110 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !109)
!111 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !28)
!112 = distinct !DISubprogram(name: "apply", scope: !3, file: !3, line: 24, type: !113, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !122)
!113 = !DISubroutineType(types: !114)
!114 = !{!5, !115, !121, !5}
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "cmp_fn", file: !3, line: 6, baseType: !116)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!117 = !DISubroutineType(types: !118)
!118 = !{!5, !119, !119}
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!122 = !{!123, !124, !125, !126, !127}
!123 = !DILocalVariable(name: "f", arg: 1, scope: !112, file: !3, line: 24, type: !115)
!124 = !DILocalVariable(name: "xs", arg: 2, scope: !112, file: !3, line: 24, type: !121)
!125 = !DILocalVariable(name: "n", arg: 3, scope: !112, file: !3, line: 24, type: !5)
!126 = !DILocalVariable(name: "s", scope: !112, file: !3, line: 25, type: !5)
!127 = !DILocalVariable(name: "i", scope: !128, file: !3, line: 26, type: !5)
!128 = distinct !DILexicalBlock(scope: !112, file: !3, line: 26, column: 2)
!129 = !DILocation(line: 0, scope: !112)
!130 = !DILocation(line: 0, scope: !128)
!131 = !DILocation(line: 26, column: 24, scope: !132)
!132 = distinct !DILexicalBlock(scope: !128, file: !3, line: 26, column: 2)
!133 = !DILocation(line: 26, column: 2, scope: !128)
!134 = !DILocation(line: 27, column: 2, scope: !112)
!135 = !DILocation(line: 26, column: 42, scope: !132)
!136 = !DILocation(line: 26, column: 50, scope: !132)
!137 = !DILocation(line: 26, column: 39, scope: !132)
!138 = !DILocation(line: 26, column: 61, scope: !132)
!139 = !DILocation(line: 26, column: 36, scope: !132)
!140 = !DILocation(line: 26, column: 20, scope: !132)
!141 = distinct !{!141, !133, !142, !143}
!142 = !DILocation(line: 26, column: 63, scope: !128)
!143 = !{!"llvm.loop.mustprogress"}
!144 = distinct !DISubprogram(name: "bits", scope: !3, file: !3, line: 34, type: !145, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !149)
!145 = !DISubroutineType(types: !146)
!146 = !{!147, !148}
!147 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!148 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!149 = !{!150, !151}
!150 = !DILocalVariable(name: "x", arg: 1, scope: !144, file: !3, line: 34, type: !148)
!151 = !DILocalVariable(name: "v", scope: !144, file: !3, line: 34, type: !152)
!152 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "u", file: !3, line: 32, size: 32, elements: !153)
!153 = !{!154, !155}
!154 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !152, file: !3, line: 32, baseType: !5, size: 32)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !152, file: !3, line: 32, baseType: !147, size: 32)
!156 = !DILocation(line: 0, scope: !144)
!157 = !DILocation(line: 34, column: 60, scope: !144)
!158 = !DILocation(line: 34, column: 51, scope: !144)
!159 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 36, type: !160, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !163)
!160 = !DISubroutineType(types: !161)
!161 = !{!5, !5, !162}
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
!163 = !{!164, !165, !166, !170, !172, !173, !175, !176}
!164 = !DILocalVariable(name: "argc", arg: 1, scope: !159, file: !3, line: 36, type: !5)
!165 = !DILocalVariable(name: "argv", arg: 2, scope: !159, file: !3, line: 36, type: !162)
!166 = !DILocalVariable(name: "xs", scope: !159, file: !3, line: 37, type: !167)
!167 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 256, elements: !168)
!168 = !{!169}
!169 = !DISubrange(count: 8)
!170 = !DILocalVariable(name: "i", scope: !171, file: !3, line: 39, type: !5)
!171 = distinct !DILexicalBlock(scope: !159, file: !3, line: 39, column: 2)
!172 = !DILocalVariable(name: "total", scope: !159, file: !3, line: 40, type: !5)
!173 = !DILocalVariable(name: "n", scope: !174, file: !3, line: 41, type: !39)
!174 = distinct !DILexicalBlock(scope: !159, file: !3, line: 41, column: 2)
!175 = !DILocalVariable(name: "big", scope: !159, file: !3, line: 44, type: !7)
!176 = !DILocalVariable(name: "c", scope: !159, file: !3, line: 45, type: !8)
!177 = distinct !DIAssignID()
!178 = !DILocation(line: 0, scope: !159)
!179 = !DILocation(line: 37, column: 2, scope: !159)
!180 = !DILocation(line: 37, column: 6, scope: !159)
!181 = distinct !DIAssignID()
!182 = !DILocation(line: 38, column: 2, scope: !159)
!183 = !DILocation(line: 0, scope: !171)
!184 = !DILocation(line: 39, column: 20, scope: !185)
!185 = distinct !DILexicalBlock(scope: !171, file: !3, line: 39, column: 2)
!186 = !DILocation(line: 39, column: 2, scope: !171)
!187 = !DILocation(line: 41, scope: !174)
!188 = !DILocation(line: 41, column: 2, scope: !174)
!189 = !DILocation(line: 0, scope: !62, inlinedAt: !190)
!190 = distinct !DILocation(line: 39, column: 33, scope: !185)
!191 = !DILocation(line: 16, column: 19, scope: !62, inlinedAt: !190)
!192 = !DILocation(line: 17, column: 7, scope: !72, inlinedAt: !190)
!193 = !DILocation(line: 17, column: 6, scope: !62, inlinedAt: !190)
!194 = !DILocation(line: 39, column: 41, scope: !185)
!195 = !DILocation(line: 39, column: 43, scope: !185)
!196 = !DILocation(line: 18, column: 9, scope: !62, inlinedAt: !190)
!197 = !DILocation(line: 18, column: 19, scope: !62, inlinedAt: !190)
!198 = !DILocation(line: 18, column: 23, scope: !62, inlinedAt: !190)
!199 = !DILocation(line: 18, column: 33, scope: !62, inlinedAt: !190)
!200 = !DILocation(line: 18, column: 38, scope: !62, inlinedAt: !190)
!201 = !DILocation(line: 19, column: 13, scope: !62, inlinedAt: !190)
!202 = !DILocation(line: 19, column: 29, scope: !62, inlinedAt: !190)
!203 = !DILocation(line: 19, column: 19, scope: !62, inlinedAt: !190)
!204 = !DILocation(line: 19, column: 2, scope: !62, inlinedAt: !190)
!205 = !DILocation(line: 20, column: 7, scope: !62, inlinedAt: !190)
!206 = !DILocation(line: 21, column: 2, scope: !62, inlinedAt: !190)
!207 = !DILocation(line: 39, column: 29, scope: !185)
!208 = distinct !{!208, !186, !209, !143}
!209 = !DILocation(line: 39, column: 48, scope: !171)
!210 = !DILocation(line: 42, column: 2, scope: !159)
!211 = !DILocation(line: 42, scope: !212)
!212 = distinct !DILexicalBlock(scope: !159, file: !3, line: 42, column: 16)
!213 = !DILocation(line: 0, scope: !112, inlinedAt: !214)
!214 = distinct !DILocation(line: 43, column: 30, scope: !159)
!215 = !DILocation(line: 0, scope: !128, inlinedAt: !214)
!216 = !DILocalVariable(name: "a", arg: 1, scope: !217, file: !3, line: 13, type: !119)
!217 = distinct !DISubprogram(name: "cmp", scope: !3, file: !3, line: 13, type: !117, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !218)
!218 = !{!216, !219}
!219 = !DILocalVariable(name: "b", arg: 2, scope: !217, file: !3, line: 13, type: !119)
!220 = !DILocation(line: 0, scope: !217, inlinedAt: !221)
!221 = distinct !DILocation(line: 26, column: 39, scope: !132, inlinedAt: !214)
!222 = !DILocation(line: 26, column: 50, scope: !132, inlinedAt: !214)
!223 = !DILocation(line: 13, column: 73, scope: !217, inlinedAt: !221)
!224 = !{!77, !77, i64 0}
!225 = !DILocation(line: 13, column: 55, scope: !217, inlinedAt: !221)
!226 = !DILocation(line: 26, column: 61, scope: !132, inlinedAt: !214)
!227 = !DILocation(line: 26, column: 36, scope: !132, inlinedAt: !214)
!228 = !DILocation(line: 43, column: 2, scope: !159)
!229 = !DILocation(line: 44, column: 18, scope: !159)
!230 = !DILocation(line: 44, column: 34, scope: !159)
!231 = !DILocation(line: 46, column: 19, scope: !159)
!232 = !DILocation(line: 46, column: 9, scope: !159)
!233 = !DILocation(line: 46, column: 28, scope: !159)
!234 = !DILocation(line: 46, column: 26, scope: !159)
!235 = !DILocation(line: 46, column: 32, scope: !159)
!236 = !DILocation(line: 46, column: 30, scope: !159)
!237 = !DILocation(line: 46, column: 55, scope: !159)
!238 = !DILocation(line: 46, column: 42, scope: !159)
!239 = !DILocation(line: 46, column: 40, scope: !159)
!240 = !DILocation(line: 47, column: 1, scope: !159)
!241 = !DILocation(line: 46, column: 2, scope: !159)
!242 = !DILocation(line: 41, column: 58, scope: !243)
!243 = distinct !DILexicalBlock(scope: !174, file: !3, line: 41, column: 2)
!244 = !DILocation(line: 41, column: 52, scope: !243)
!245 = !DILocation(line: 41, column: 40, scope: !243)
!246 = !DILocation(line: 0, scope: !174)
!247 = distinct !{!247, !188, !248, !143}
!248 = !DILocation(line: 41, column: 58, scope: !174)
!249 = !DISubprogram(name: "qsort", scope: !98, file: !98, line: 851, type: !250, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!250 = !DISubroutineType(types: !251)
!251 = !{null, !101, !102, !102, !252}
!252 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !98, line: 829, baseType: !116)
!253 = !DILocation(line: 0, scope: !217)
!254 = !DILocation(line: 13, column: 55, scope: !217)
!255 = !DILocation(line: 13, column: 73, scope: !217)
!256 = !DILocation(line: 13, column: 71, scope: !217)
!257 = !DILocation(line: 13, column: 48, scope: !217)
!258 = !DISubprogram(name: "printf", scope: !259, file: !259, line: 356, type: !260, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!259 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!260 = !DISubroutineType(types: !261)
!261 = !{!5, !111, null}
