; ModuleID = 'global_array.c'
source_filename = "global_array.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.entry = type { ptr, i32, i32 }
%struct.stats = type { i64, i64 }

@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1, !dbg !7
@table = dso_local local_unnamed_addr global <{ %struct.entry, %struct.entry, [62 x %struct.entry] }> <{ %struct.entry { ptr @.str, i32 1, i32 0 }, %struct.entry { ptr @.str.1, i32 2, i32 1 }, [62 x %struct.entry] zeroinitializer }>, align 16, !dbg !12
@counters = dso_local local_unnamed_addr global [16 x %struct.stats] zeroinitializer, align 16, !dbg !41
@plain = dso_local local_unnamed_addr global [32 x i32] zeroinitializer, align 16, !dbg !51
@single = dso_local local_unnamed_addr global %struct.stats zeroinitializer, align 8, !dbg !56
@lookup.cache = internal unnamed_addr global [8 x %struct.entry] zeroinitializer, align 16, !dbg !16
@.str.2 = private unnamed_addr constant [15 x i8] c"%d %ld %d %ld\0A\00", align 1, !dbg !36

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @record(i32 noundef %i, i32 noundef %hit) local_unnamed_addr #0 !dbg !69 {
entry:
    #dbg_value(i32 %i, !73, !DIExpression(), !75)
    #dbg_value(i32 %hit, !74, !DIExpression(), !75)
  %tobool.not = icmp eq i32 %hit, 0, !dbg !76
  %rem1 = srem i32 %i, 16, !dbg !78
  %idxprom2 = sext i32 %rem1 to i64, !dbg !78
  br i1 %tobool.not, label %if.else, label %if.then, !dbg !79

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds [16 x %struct.stats], ptr @counters, i64 0, i64 %idxprom2, !dbg !80
  %0 = load i64, ptr %arrayidx, align 16, !dbg !81, !tbaa !82
  %inc = add nsw i64 %0, 1, !dbg !81
  store i64 %inc, ptr %arrayidx, align 16, !dbg !81, !tbaa !82
  br label %if.end, !dbg !80

if.else:                                          ; preds = %entry
  %misses = getelementptr inbounds [16 x %struct.stats], ptr @counters, i64 0, i64 %idxprom2, i32 1, !dbg !87
  %1 = load i64, ptr %misses, align 8, !dbg !88, !tbaa !89
  %inc4 = add nsw i64 %1, 1, !dbg !88
  store i64 %inc4, ptr %misses, align 8, !dbg !88, !tbaa !89
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %rem5 = srem i32 %i, 32, !dbg !90
  %idxprom6 = sext i32 %rem5 to i64, !dbg !91
  %arrayidx7 = getelementptr inbounds [32 x i32], ptr @plain, i64 0, i64 %idxprom6, !dbg !91
  %2 = load i32, ptr %arrayidx7, align 4, !dbg !92, !tbaa !93
  %inc8 = add nsw i32 %2, 1, !dbg !92
  store i32 %inc8, ptr %arrayidx7, align 4, !dbg !92, !tbaa !93
  %conv = sext i32 %hit to i64, !dbg !95
  %3 = load i64, ptr @single, align 8, !dbg !96, !tbaa !82
  %add = add nsw i64 %3, %conv, !dbg !96
  store i64 %add, ptr @single, align 8, !dbg !96, !tbaa !82
  ret void, !dbg !97
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @lookup(i32 noundef %id) local_unnamed_addr #1 !dbg !18 {
entry:
    #dbg_value(i32 %id, !23, !DIExpression(), !98)
    #dbg_value(i32 0, !24, !DIExpression(), !99)
  br label %for.body, !dbg !100

for.body:                                         ; preds = %for.inc.3, %entry
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next.3, %for.inc.3 ]
    #dbg_value(i64 %indvars.iv, !24, !DIExpression(), !99)
  %arrayidx = getelementptr inbounds [64 x %struct.entry], ptr @table, i64 0, i64 %indvars.iv, !dbg !101
  %id1 = getelementptr inbounds i8, ptr %arrayidx, i64 8, !dbg !104
  %0 = load i32, ptr %id1, align 8, !dbg !104, !tbaa !105
  %cmp2 = icmp eq i32 %0, %id, !dbg !108
  br i1 %cmp2, label %cleanup, label %for.inc, !dbg !109

for.inc:                                          ; preds = %for.body
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1, !dbg !110
    #dbg_value(i64 %indvars.iv.next, !24, !DIExpression(), !99)
  %arrayidx.1 = getelementptr inbounds [64 x %struct.entry], ptr @table, i64 0, i64 %indvars.iv.next, !dbg !101
  %id1.1 = getelementptr inbounds i8, ptr %arrayidx.1, i64 8, !dbg !104
  %1 = load i32, ptr %id1.1, align 8, !dbg !104, !tbaa !105
  %cmp2.1 = icmp eq i32 %1, %id, !dbg !108
  br i1 %cmp2.1, label %cleanup, label %for.inc.1, !dbg !109

for.inc.1:                                        ; preds = %for.inc
  %indvars.iv.next.1 = or disjoint i64 %indvars.iv, 2, !dbg !110
    #dbg_value(i64 %indvars.iv.next.1, !24, !DIExpression(), !99)
  %arrayidx.2 = getelementptr inbounds [64 x %struct.entry], ptr @table, i64 0, i64 %indvars.iv.next.1, !dbg !101
  %id1.2 = getelementptr inbounds i8, ptr %arrayidx.2, i64 8, !dbg !104
  %2 = load i32, ptr %id1.2, align 8, !dbg !104, !tbaa !105
  %cmp2.2 = icmp eq i32 %2, %id, !dbg !108
  br i1 %cmp2.2, label %cleanup, label %for.inc.2, !dbg !109

for.inc.2:                                        ; preds = %for.inc.1
  %indvars.iv.next.2 = or disjoint i64 %indvars.iv, 3, !dbg !110
    #dbg_value(i64 %indvars.iv.next.2, !24, !DIExpression(), !99)
  %arrayidx.3 = getelementptr inbounds [64 x %struct.entry], ptr @table, i64 0, i64 %indvars.iv.next.2, !dbg !101
  %id1.3 = getelementptr inbounds i8, ptr %arrayidx.3, i64 8, !dbg !104
  %3 = load i32, ptr %id1.3, align 8, !dbg !104, !tbaa !105
  %cmp2.3 = icmp eq i32 %3, %id, !dbg !108
  br i1 %cmp2.3, label %cleanup, label %for.inc.3, !dbg !109

for.inc.3:                                        ; preds = %for.inc.2
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4, !dbg !110
    #dbg_value(i64 %indvars.iv.next.3, !24, !DIExpression(), !99)
  %exitcond.not.3 = icmp eq i64 %indvars.iv.next.3, 64, !dbg !111
  br i1 %exitcond.not.3, label %for.end, label %for.body, !dbg !100, !llvm.loop !112

cleanup:                                          ; preds = %for.inc.2, %for.inc.1, %for.inc, %for.body
  %indvars.iv.lcssa = phi i64 [ %indvars.iv, %for.body ], [ %indvars.iv.next, %for.inc ], [ %indvars.iv.next.1, %for.inc.1 ], [ %indvars.iv.next.2, %for.inc.2 ]
  %arrayidx.lcssa = phi ptr [ %arrayidx, %for.body ], [ %arrayidx.1, %for.inc ], [ %arrayidx.2, %for.inc.1 ], [ %arrayidx.3, %for.inc.2 ], !dbg !101
  %4 = trunc nuw nsw i64 %indvars.iv.lcssa to i32, !dbg !115
  %rem = srem i32 %id, 8, !dbg !115
  %idxprom3 = sext i32 %rem to i64, !dbg !117
  %arrayidx4 = getelementptr inbounds [8 x %struct.entry], ptr @lookup.cache, i64 0, i64 %idxprom3, !dbg !117
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %arrayidx4, ptr noundef nonnull align 16 dereferenceable(16) %arrayidx.lcssa, i64 16, i1 false), !dbg !118, !tbaa.struct !119
  tail call void @record(i32 noundef %4, i32 noundef 1), !dbg !121
  br label %return

for.end:                                          ; preds = %for.inc.3
  tail call void @record(i32 noundef %id, i32 noundef 0), !dbg !122
  %rem7 = srem i32 %id, 8, !dbg !123
  %idxprom8 = sext i32 %rem7 to i64, !dbg !124
  %id10 = getelementptr inbounds [8 x %struct.entry], ptr @lookup.cache, i64 0, i64 %idxprom8, i32 1, !dbg !125
  %5 = load i32, ptr %id10, align 8, !dbg !125, !tbaa !105
  br label %return, !dbg !126

return:                                           ; preds = %cleanup, %for.end
  %retval.1 = phi i32 [ %4, %cleanup ], [ %5, %for.end ], !dbg !98
  ret i32 %retval.1, !dbg !127
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #3 !dbg !128 {
entry:
    #dbg_value(i32 %argc, !134, !DIExpression(), !140)
    #dbg_value(ptr %argv, !135, !DIExpression(), !140)
  %rem = srem i32 %argc, 64, !dbg !141
  %idxprom = sext i32 %rem to i64, !dbg !142
  %id = getelementptr inbounds [64 x %struct.entry], ptr @table, i64 0, i64 %idxprom, i32 1, !dbg !143
  store i32 %argc, ptr %id, align 8, !dbg !144, !tbaa !105
  %call = tail call i32 @lookup(i32 noundef %argc), !dbg !145
    #dbg_value(i32 %call, !136, !DIExpression(), !140)
    #dbg_value(i64 0, !137, !DIExpression(), !140)
    #dbg_value(i32 0, !138, !DIExpression(), !146)
    #dbg_value(i64 0, !138, !DIExpression(), !146)
    #dbg_value(i64 0, !137, !DIExpression(), !140)
  %0 = load <2 x i64>, ptr @counters, align 16, !dbg !147, !tbaa !149
    #dbg_value(!DIArgList(i64 poison, i64 poison), !137, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !140)
    #dbg_value(i64 1, !138, !DIExpression(), !146)
  %1 = load <2 x i64>, ptr getelementptr inbounds (i8, ptr @counters, i64 16), align 16, !dbg !147, !tbaa !149
  %2 = add <2 x i64> %0, %1, !dbg !150
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison), !137, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_minus, DW_OP_stack_value), !140)
    #dbg_value(i64 2, !138, !DIExpression(), !146)
  %3 = load <2 x i64>, ptr getelementptr inbounds (i8, ptr @counters, i64 32), align 16, !dbg !147, !tbaa !149
  %4 = add <2 x i64> %2, %3, !dbg !150
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !137, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_minus, DW_OP_stack_value), !140)
    #dbg_value(i64 3, !138, !DIExpression(), !146)
  %5 = load <2 x i64>, ptr getelementptr inbounds (i8, ptr @counters, i64 48), align 16, !dbg !147, !tbaa !149
  %6 = add <2 x i64> %4, %5, !dbg !150
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !137, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_minus, DW_OP_stack_value), !140)
    #dbg_value(i64 4, !138, !DIExpression(), !146)
  %7 = load <2 x i64>, ptr getelementptr inbounds (i8, ptr @counters, i64 64), align 16, !dbg !147, !tbaa !149
  %8 = add <2 x i64> %6, %7, !dbg !150
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison), !137, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_minus, DW_OP_stack_value), !140)
    #dbg_value(i64 5, !138, !DIExpression(), !146)
  %9 = load <2 x i64>, ptr getelementptr inbounds (i8, ptr @counters, i64 80), align 16, !dbg !147, !tbaa !149
  %10 = add <2 x i64> %8, %9, !dbg !150
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !137, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_minus, DW_OP_stack_value), !140)
    #dbg_value(i64 6, !138, !DIExpression(), !146)
  %11 = load <2 x i64>, ptr getelementptr inbounds (i8, ptr @counters, i64 96), align 16, !dbg !147, !tbaa !149
  %12 = add <2 x i64> %10, %11, !dbg !150
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !137, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_minus, DW_OP_stack_value), !140)
    #dbg_value(i64 7, !138, !DIExpression(), !146)
  %13 = load <2 x i64>, ptr getelementptr inbounds (i8, ptr @counters, i64 112), align 16, !dbg !147, !tbaa !149
  %14 = add <2 x i64> %12, %13, !dbg !150
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !137, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_minus, DW_OP_stack_value), !140)
    #dbg_value(i64 8, !138, !DIExpression(), !146)
  %15 = load <2 x i64>, ptr getelementptr inbounds (i8, ptr @counters, i64 128), align 16, !dbg !147, !tbaa !149
  %16 = add <2 x i64> %14, %15, !dbg !150
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !137, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 10, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 11, DW_OP_plus, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_minus, DW_OP_stack_value), !140)
    #dbg_value(i64 9, !138, !DIExpression(), !146)
  %17 = load <2 x i64>, ptr getelementptr inbounds (i8, ptr @counters, i64 144), align 16, !dbg !147, !tbaa !149
  %18 = add <2 x i64> %16, %17, !dbg !150
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !137, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 12, DW_OP_plus, DW_OP_LLVM_arg, 10, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 13, DW_OP_plus, DW_OP_LLVM_arg, 11, DW_OP_plus, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_minus, DW_OP_stack_value), !140)
    #dbg_value(i64 10, !138, !DIExpression(), !146)
  %19 = load <2 x i64>, ptr getelementptr inbounds (i8, ptr @counters, i64 160), align 16, !dbg !147, !tbaa !149
  %20 = add <2 x i64> %18, %19, !dbg !150
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !137, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 14, DW_OP_plus, DW_OP_LLVM_arg, 12, DW_OP_plus, DW_OP_LLVM_arg, 10, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 15, DW_OP_plus, DW_OP_LLVM_arg, 13, DW_OP_plus, DW_OP_LLVM_arg, 11, DW_OP_plus, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_minus, DW_OP_stack_value), !140)
    #dbg_value(i64 11, !138, !DIExpression(), !146)
  %21 = load <2 x i64>, ptr getelementptr inbounds (i8, ptr @counters, i64 176), align 16, !dbg !147, !tbaa !149
  %22 = add <2 x i64> %20, %21, !dbg !150
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !137, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 14, DW_OP_plus, DW_OP_LLVM_arg, 12, DW_OP_plus, DW_OP_LLVM_arg, 10, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 15, DW_OP_plus, DW_OP_LLVM_arg, 13, DW_OP_plus, DW_OP_LLVM_arg, 11, DW_OP_plus, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_minus, DW_OP_stack_value), !140)
    #dbg_value(i64 12, !138, !DIExpression(), !146)
  %23 = load <2 x i64>, ptr getelementptr inbounds (i8, ptr @counters, i64 192), align 16, !dbg !147, !tbaa !149
  %24 = add <2 x i64> %22, %23, !dbg !150
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !137, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 14, DW_OP_plus, DW_OP_LLVM_arg, 12, DW_OP_plus, DW_OP_LLVM_arg, 10, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 15, DW_OP_plus, DW_OP_LLVM_arg, 13, DW_OP_plus, DW_OP_LLVM_arg, 11, DW_OP_plus, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_minus, DW_OP_stack_value), !140)
    #dbg_value(i64 13, !138, !DIExpression(), !146)
  %25 = load <2 x i64>, ptr getelementptr inbounds (i8, ptr @counters, i64 208), align 16, !dbg !147, !tbaa !149
  %26 = add <2 x i64> %24, %25, !dbg !150
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !137, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 14, DW_OP_plus, DW_OP_LLVM_arg, 12, DW_OP_plus, DW_OP_LLVM_arg, 10, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 15, DW_OP_plus, DW_OP_LLVM_arg, 13, DW_OP_plus, DW_OP_LLVM_arg, 11, DW_OP_plus, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_minus, DW_OP_stack_value), !140)
    #dbg_value(i64 14, !138, !DIExpression(), !146)
  %27 = load <2 x i64>, ptr getelementptr inbounds (i8, ptr @counters, i64 224), align 16, !dbg !147, !tbaa !149
  %28 = add <2 x i64> %26, %27, !dbg !150
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !137, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 14, DW_OP_plus, DW_OP_LLVM_arg, 12, DW_OP_plus, DW_OP_LLVM_arg, 10, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 15, DW_OP_plus, DW_OP_LLVM_arg, 13, DW_OP_plus, DW_OP_LLVM_arg, 11, DW_OP_plus, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_minus, DW_OP_stack_value), !140)
    #dbg_value(i64 15, !138, !DIExpression(), !146)
  %29 = load <2 x i64>, ptr getelementptr inbounds (i8, ptr @counters, i64 240), align 16, !dbg !147, !tbaa !149
  %30 = add <2 x i64> %28, %29, !dbg !150
  %shift = shufflevector <2 x i64> %30, <2 x i64> poison, <2 x i32> <i32 1, i32 poison>, !dbg !150
  %31 = sub <2 x i64> %30, %shift, !dbg !150
  %add.15 = extractelement <2 x i64> %31, i64 0, !dbg !150
    #dbg_value(i64 %add.15, !137, !DIExpression(), !140)
    #dbg_value(i64 16, !138, !DIExpression(), !146)
  %rem5 = srem i32 %argc, 32, !dbg !151
  %idxprom6 = sext i32 %rem5 to i64, !dbg !152
  %arrayidx7 = getelementptr inbounds [32 x i32], ptr @plain, i64 0, i64 %idxprom6, !dbg !152
  %32 = load i32, ptr %arrayidx7, align 4, !dbg !152, !tbaa !93
  %33 = load i64, ptr @single, align 8, !dbg !153, !tbaa !82
  %call8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %call, i64 noundef %add.15, i32 noundef %32, i64 noundef %33), !dbg !154
  ret i32 0, !dbg !155
}

; Function Attrs: nofree nounwind
declare !dbg !156 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!14}
!llvm.module.flags = !{!61, !62, !63, !64, !65, !66, !67}
!llvm.ident = !{!68}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "global_array.c", directory: ".", checksumkind: CSK_MD5, checksum: "71d3214eb5b6b011744b59fe2d870d2f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 5)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "table", scope: !14, file: !2, line: 17, type: !58, isLocal: false, isDefinition: true)
!14 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !15, splitDebugInlining: false, nameTableKind: None)
!15 = !{!0, !7, !12, !16, !36, !41, !51, !56}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "cache", scope: !18, file: !2, line: 38, type: !26, isLocal: true, isDefinition: true)
!18 = distinct !DISubprogram(name: "lookup", scope: !2, file: !2, line: 36, type: !19, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !22)
!19 = !DISubroutineType(types: !20)
!20 = !{!21, !21}
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !{!23, !24}
!23 = !DILocalVariable(name: "id", arg: 1, scope: !18, file: !2, line: 36, type: !21)
!24 = !DILocalVariable(name: "i", scope: !25, file: !2, line: 39, type: !21)
!25 = distinct !DILexicalBlock(scope: !18, file: !2, line: 39, column: 2)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 1024, elements: !34)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "entry", file: !2, line: 7, size: 128, elements: !28)
!28 = !{!29, !32, !33}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !27, file: !2, line: 8, baseType: !30, size: 64)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !27, file: !2, line: 9, baseType: !21, size: 32, offset: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !27, file: !2, line: 10, baseType: !21, size: 32, offset: 96)
!34 = !{!35}
!35 = !DISubrange(count: 8)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 15)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "counters", scope: !14, file: !2, line: 18, type: !43, isLocal: false, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 2048, elements: !49)
!44 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "stats", file: !2, line: 13, size: 128, elements: !45)
!45 = !{!46, !48}
!46 = !DIDerivedType(tag: DW_TAG_member, name: "hits", scope: !44, file: !2, line: 14, baseType: !47, size: 64)
!47 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "misses", scope: !44, file: !2, line: 14, baseType: !47, size: 64, offset: 64)
!49 = !{!50}
!50 = !DISubrange(count: 16)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(name: "plain", scope: !14, file: !2, line: 19, type: !53, isLocal: false, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 1024, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 32)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(name: "single", scope: !14, file: !2, line: 20, type: !44, isLocal: false, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 8192, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 64)
!61 = !{i32 7, !"Dwarf Version", i32 5}
!62 = !{i32 2, !"Debug Info Version", i32 3}
!63 = !{i32 1, !"wchar_size", i32 4}
!64 = !{i32 8, !"PIC Level", i32 2}
!65 = !{i32 7, !"PIE Level", i32 2}
!66 = !{i32 7, !"uwtable", i32 2}
!67 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!68 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!69 = distinct !DISubprogram(name: "record", scope: !2, file: !2, line: 26, type: !70, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !72)
!70 = !DISubroutineType(types: !71)
!71 = !{null, !21, !21}
!72 = !{!73, !74}
!73 = !DILocalVariable(name: "i", arg: 1, scope: !69, file: !2, line: 26, type: !21)
!74 = !DILocalVariable(name: "hit", arg: 2, scope: !69, file: !2, line: 26, type: !21)
!75 = !DILocation(line: 0, scope: !69)
!76 = !DILocation(line: 28, column: 6, scope: !77)
!77 = distinct !DILexicalBlock(scope: !69, file: !2, line: 28, column: 6)
!78 = !DILocation(line: 0, scope: !77)
!79 = !DILocation(line: 28, column: 6, scope: !69)
!80 = !DILocation(line: 29, column: 3, scope: !77)
!81 = !DILocation(line: 29, column: 24, scope: !77)
!82 = !{!83, !84, i64 0}
!83 = !{!"stats", !84, i64 0, !84, i64 8}
!84 = !{!"long", !85, i64 0}
!85 = !{!"omnipotent char", !86, i64 0}
!86 = !{!"Simple C/C++ TBAA"}
!87 = !DILocation(line: 31, column: 20, scope: !77)
!88 = !DILocation(line: 31, column: 26, scope: !77)
!89 = !{!83, !84, i64 8}
!90 = !DILocation(line: 32, column: 10, scope: !69)
!91 = !DILocation(line: 32, column: 2, scope: !69)
!92 = !DILocation(line: 32, column: 15, scope: !69)
!93 = !{!94, !94, i64 0}
!94 = !{!"int", !85, i64 0}
!95 = !DILocation(line: 33, column: 17, scope: !69)
!96 = !DILocation(line: 33, column: 14, scope: !69)
!97 = !DILocation(line: 34, column: 1, scope: !69)
!98 = !DILocation(line: 0, scope: !18)
!99 = !DILocation(line: 0, scope: !25)
!100 = !DILocation(line: 39, column: 2, scope: !25)
!101 = !DILocation(line: 40, column: 7, scope: !102)
!102 = distinct !DILexicalBlock(scope: !103, file: !2, line: 40, column: 7)
!103 = distinct !DILexicalBlock(scope: !25, file: !2, line: 39, column: 2)
!104 = !DILocation(line: 40, column: 16, scope: !102)
!105 = !{!106, !94, i64 8}
!106 = !{!"entry", !107, i64 0, !94, i64 8, !94, i64 12}
!107 = !{!"any pointer", !85, i64 0}
!108 = !DILocation(line: 40, column: 19, scope: !102)
!109 = !DILocation(line: 40, column: 7, scope: !103)
!110 = !DILocation(line: 39, column: 27, scope: !103)
!111 = !DILocation(line: 39, column: 20, scope: !103)
!112 = distinct !{!112, !100, !113, !114}
!113 = !DILocation(line: 44, column: 3, scope: !25)
!114 = !{!"llvm.loop.mustprogress"}
!115 = !DILocation(line: 41, column: 13, scope: !116)
!116 = distinct !DILexicalBlock(scope: !102, file: !2, line: 40, column: 26)
!117 = !DILocation(line: 41, column: 4, scope: !116)
!118 = !DILocation(line: 41, column: 20, scope: !116)
!119 = !{i64 0, i64 8, !120, i64 8, i64 4, !93, i64 12, i64 4, !93}
!120 = !{!107, !107, i64 0}
!121 = !DILocation(line: 42, column: 4, scope: !116)
!122 = !DILocation(line: 45, column: 2, scope: !18)
!123 = !DILocation(line: 46, column: 18, scope: !18)
!124 = !DILocation(line: 46, column: 9, scope: !18)
!125 = !DILocation(line: 46, column: 23, scope: !18)
!126 = !DILocation(line: 46, column: 2, scope: !18)
!127 = !DILocation(line: 47, column: 1, scope: !18)
!128 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 49, type: !129, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !133)
!129 = !DISubroutineType(types: !130)
!130 = !{!21, !21, !131}
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!133 = !{!134, !135, !136, !137, !138}
!134 = !DILocalVariable(name: "argc", arg: 1, scope: !128, file: !2, line: 49, type: !21)
!135 = !DILocalVariable(name: "argv", arg: 2, scope: !128, file: !2, line: 49, type: !131)
!136 = !DILocalVariable(name: "r", scope: !128, file: !2, line: 52, type: !21)
!137 = !DILocalVariable(name: "h", scope: !128, file: !2, line: 53, type: !47)
!138 = !DILocalVariable(name: "i", scope: !139, file: !2, line: 54, type: !21)
!139 = distinct !DILexicalBlock(scope: !128, file: !2, line: 54, column: 2)
!140 = !DILocation(line: 0, scope: !128)
!141 = !DILocation(line: 51, column: 13, scope: !128)
!142 = !DILocation(line: 51, column: 2, scope: !128)
!143 = !DILocation(line: 51, column: 19, scope: !128)
!144 = !DILocation(line: 51, column: 22, scope: !128)
!145 = !DILocation(line: 52, column: 10, scope: !128)
!146 = !DILocation(line: 0, scope: !139)
!147 = !DILocation(line: 55, column: 20, scope: !148)
!148 = distinct !DILexicalBlock(scope: !139, file: !2, line: 54, column: 2)
!149 = !{!84, !84, i64 0}
!150 = !DILocation(line: 55, column: 5, scope: !148)
!151 = !DILocation(line: 56, column: 45, scope: !128)
!152 = !DILocation(line: 56, column: 34, scope: !128)
!153 = !DILocation(line: 56, column: 59, scope: !128)
!154 = !DILocation(line: 56, column: 2, scope: !128)
!155 = !DILocation(line: 57, column: 2, scope: !128)
!156 = !DISubprogram(name: "printf", scope: !157, file: !157, line: 356, type: !158, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!157 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!158 = !DISubroutineType(types: !159)
!159 = !{!21, !160, null}
!160 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !30)
