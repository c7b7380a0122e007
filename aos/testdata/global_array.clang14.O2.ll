; ModuleID = 'global_array.c'
source_filename = "global_array.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.entry = type { i8*, i32, i32 }
%struct.stats = type { i64, i64 }

@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@table = dso_local local_unnamed_addr global <{ %struct.entry, %struct.entry, [62 x %struct.entry] }> <{ %struct.entry { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i32 1, i32 0 }, %struct.entry { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i32 2, i32 1 }, [62 x %struct.entry] zeroinitializer }>, align 16, !dbg !0
@counters = dso_local local_unnamed_addr global [16 x %struct.stats] zeroinitializer, align 16, !dbg !26
@plain = dso_local local_unnamed_addr global [32 x i32] zeroinitializer, align 16, !dbg !36
@single = dso_local local_unnamed_addr global %struct.stats zeroinitializer, align 8, !dbg !41
@lookup.cache = internal unnamed_addr global [8 x %struct.entry] zeroinitializer, align 16, !dbg !5
@.str.2 = private unnamed_addr constant [15 x i8] c"%d %ld %d %ld\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local void @record(i32 noundef %i, i32 noundef %hit) local_unnamed_addr #0 !dbg !53 {
entry:
  call void @llvm.dbg.value(metadata i32 %i, metadata !57, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.value(metadata i32 %hit, metadata !58, metadata !DIExpression()), !dbg !59
  %tobool.not = icmp eq i32 %hit, 0, !dbg !60
  %rem1 = srem i32 %i, 16, !dbg !62
  %idxprom2 = sext i32 %rem1 to i64, !dbg !62
  br i1 %tobool.not, label %if.else, label %if.then, !dbg !63

if.then:                                          ; preds = %entry
  %hits = getelementptr inbounds [16 x %struct.stats], [16 x %struct.stats]* @counters, i64 0, i64 %idxprom2, i32 0, !dbg !64
  %0 = load i64, i64* %hits, align 16, !dbg !65, !tbaa !66
  %inc = add nsw i64 %0, 1, !dbg !65
  store i64 %inc, i64* %hits, align 16, !dbg !65, !tbaa !66
  br label %if.end, !dbg !71

if.else:                                          ; preds = %entry
  %misses = getelementptr inbounds [16 x %struct.stats], [16 x %struct.stats]* @counters, i64 0, i64 %idxprom2, i32 1, !dbg !72
  %1 = load i64, i64* %misses, align 8, !dbg !73, !tbaa !74
  %inc4 = add nsw i64 %1, 1, !dbg !73
  store i64 %inc4, i64* %misses, align 8, !dbg !73, !tbaa !74
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %rem5 = srem i32 %i, 32, !dbg !75
  %idxprom6 = sext i32 %rem5 to i64, !dbg !76
  %arrayidx7 = getelementptr inbounds [32 x i32], [32 x i32]* @plain, i64 0, i64 %idxprom6, !dbg !76
  %2 = load i32, i32* %arrayidx7, align 4, !dbg !77, !tbaa !78
  %inc8 = add nsw i32 %2, 1, !dbg !77
  store i32 %inc8, i32* %arrayidx7, align 4, !dbg !77, !tbaa !78
  %conv = sext i32 %hit to i64, !dbg !80
  %3 = load i64, i64* getelementptr inbounds (%struct.stats, %struct.stats* @single, i64 0, i32 0), align 8, !dbg !81, !tbaa !66
  %add = add nsw i64 %3, %conv, !dbg !81
  store i64 %add, i64* getelementptr inbounds (%struct.stats, %struct.stats* @single, i64 0, i32 0), align 8, !dbg !81, !tbaa !66
  ret void, !dbg !82
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local i32 @lookup(i32 noundef %id) local_unnamed_addr #1 !dbg !7 {
entry:
  call void @llvm.dbg.value(metadata i32 %id, metadata !12, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i32 0, metadata !13, metadata !DIExpression()), !dbg !84
  br label %for.body, !dbg !85

for.body:                                         ; preds = %for.inc.3, %entry
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next.3, %for.inc.3 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !13, metadata !DIExpression()), !dbg !84
  %id1 = getelementptr inbounds [64 x %struct.entry], [64 x %struct.entry]* bitcast (<{ %struct.entry, %struct.entry, [62 x %struct.entry] }>* @table to [64 x %struct.entry]*), i64 0, i64 %indvars.iv, i32 1, !dbg !86
  %0 = load i32, i32* %id1, align 8, !dbg !86, !tbaa !89
  %cmp2 = icmp eq i32 %0, %id, !dbg !92
  br i1 %cmp2, label %cleanup, label %for.inc, !dbg !93

for.inc:                                          ; preds = %for.body
  %indvars.iv.next = or i64 %indvars.iv, 1, !dbg !94
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !13, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !13, metadata !DIExpression()), !dbg !84
  %id1.1 = getelementptr inbounds [64 x %struct.entry], [64 x %struct.entry]* bitcast (<{ %struct.entry, %struct.entry, [62 x %struct.entry] }>* @table to [64 x %struct.entry]*), i64 0, i64 %indvars.iv.next, i32 1, !dbg !86
  %1 = load i32, i32* %id1.1, align 8, !dbg !86, !tbaa !89
  %cmp2.1 = icmp eq i32 %1, %id, !dbg !92
  br i1 %cmp2.1, label %cleanup, label %for.inc.1, !dbg !93

for.inc.1:                                        ; preds = %for.inc
  %indvars.iv.next.1 = or i64 %indvars.iv, 2, !dbg !94
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !13, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !13, metadata !DIExpression()), !dbg !84
  %id1.2 = getelementptr inbounds [64 x %struct.entry], [64 x %struct.entry]* bitcast (<{ %struct.entry, %struct.entry, [62 x %struct.entry] }>* @table to [64 x %struct.entry]*), i64 0, i64 %indvars.iv.next.1, i32 1, !dbg !86
  %2 = load i32, i32* %id1.2, align 8, !dbg !86, !tbaa !89
  %cmp2.2 = icmp eq i32 %2, %id, !dbg !92
  br i1 %cmp2.2, label %cleanup, label %for.inc.2, !dbg !93

for.inc.2:                                        ; preds = %for.inc.1
  %indvars.iv.next.2 = or i64 %indvars.iv, 3, !dbg !94
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.2, metadata !13, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.2, metadata !13, metadata !DIExpression()), !dbg !84
  %id1.3 = getelementptr inbounds [64 x %struct.entry], [64 x %struct.entry]* bitcast (<{ %struct.entry, %struct.entry, [62 x %struct.entry] }>* @table to [64 x %struct.entry]*), i64 0, i64 %indvars.iv.next.2, i32 1, !dbg !86
  %3 = load i32, i32* %id1.3, align 8, !dbg !86, !tbaa !89
  %cmp2.3 = icmp eq i32 %3, %id, !dbg !92
  br i1 %cmp2.3, label %cleanup, label %for.inc.3, !dbg !93

for.inc.3:                                        ; preds = %for.inc.2
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4, !dbg !94
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.3, metadata !13, metadata !DIExpression()), !dbg !84
  %exitcond.not.3 = icmp eq i64 %indvars.iv.next.3, 64, !dbg !95
  br i1 %exitcond.not.3, label %for.end, label %for.body, !dbg !85, !llvm.loop !96

cleanup:                                          ; preds = %for.inc.2, %for.inc.1, %for.inc, %for.body
  %indvars.iv.lcssa = phi i64 [ %indvars.iv, %for.body ], [ %indvars.iv.next, %for.inc ], [ %indvars.iv.next.1, %for.inc.1 ], [ %indvars.iv.next.2, %for.inc.2 ]
  %4 = trunc i64 %indvars.iv.lcssa to i32, !dbg !99
  %idxprom.le = and i64 %indvars.iv.lcssa, 4294967295, !dbg !99
  %arrayidx = getelementptr inbounds [64 x %struct.entry], [64 x %struct.entry]* bitcast (<{ %struct.entry, %struct.entry, [62 x %struct.entry] }>* @table to [64 x %struct.entry]*), i64 0, i64 %idxprom.le, !dbg !99
  %rem = srem i32 %id, 8, !dbg !100
  %idxprom3 = sext i32 %rem to i64, !dbg !102
  %arrayidx4 = getelementptr inbounds [8 x %struct.entry], [8 x %struct.entry]* @lookup.cache, i64 0, i64 %idxprom3, !dbg !102
  %5 = bitcast %struct.entry* %arrayidx4 to i8*, !dbg !103
  %6 = bitcast %struct.entry* %arrayidx to i8*, !dbg !103
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %5, i8* noundef nonnull align 16 dereferenceable(16) %6, i64 16, i1 false), !dbg !103, !tbaa.struct !104
  tail call void @record(i32 noundef %4, i32 noundef 1), !dbg !106
  br label %return

for.end:                                          ; preds = %for.inc.3
  tail call void @record(i32 noundef %id, i32 noundef 0), !dbg !107
  %rem7 = srem i32 %id, 8, !dbg !108
  %idxprom8 = sext i32 %rem7 to i64, !dbg !109
  %id10 = getelementptr inbounds [8 x %struct.entry], [8 x %struct.entry]* @lookup.cache, i64 0, i64 %idxprom8, i32 1, !dbg !110
  %7 = load i32, i32* %id10, align 8, !dbg !110, !tbaa !89
  br label %return, !dbg !111

return:                                           ; preds = %cleanup, %for.end
  %retval.1 = phi i32 [ %4, %cleanup ], [ %7, %for.end ], !dbg !83
  ret i32 %retval.1, !dbg !112
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #3 !dbg !113 {
entry:
  call void @llvm.dbg.value(metadata i32 %argc, metadata !119, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i8** %argv, metadata !120, metadata !DIExpression()), !dbg !125
  %rem = srem i32 %argc, 64, !dbg !126
  %idxprom = sext i32 %rem to i64, !dbg !127
  %id = getelementptr inbounds [64 x %struct.entry], [64 x %struct.entry]* bitcast (<{ %struct.entry, %struct.entry, [62 x %struct.entry] }>* @table to [64 x %struct.entry]*), i64 0, i64 %idxprom, i32 1, !dbg !128
  store i32 %argc, i32* %id, align 8, !dbg !129, !tbaa !89
  %call = tail call i32 @lookup(i32 noundef %argc), !dbg !130
  call void @llvm.dbg.value(metadata i32 %call, metadata !121, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i64 0, metadata !122, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i32 0, metadata !123, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i64 0, metadata !123, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i64 0, metadata !122, metadata !DIExpression()), !dbg !125
  %0 = load <2 x i64>, <2 x i64>* bitcast ([16 x %struct.stats]* @counters to <2 x i64>*), align 16, !dbg !132, !tbaa !134
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !122, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !125
  call void @llvm.dbg.value(metadata i64 1, metadata !123, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i64 1, metadata !123, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !122, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !125
  %1 = load <2 x i64>, <2 x i64>* bitcast (i64* getelementptr inbounds ([16 x %struct.stats], [16 x %struct.stats]* @counters, i64 0, i64 1, i32 0) to <2 x i64>*), align 16, !dbg !132, !tbaa !134
  %2 = add <2 x i64> %0, %1, !dbg !135
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !122, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !125
  call void @llvm.dbg.value(metadata i64 2, metadata !123, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i64 2, metadata !123, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !122, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !125
  %3 = load <2 x i64>, <2 x i64>* bitcast (i64* getelementptr inbounds ([16 x %struct.stats], [16 x %struct.stats]* @counters, i64 0, i64 2, i32 0) to <2 x i64>*), align 16, !dbg !132, !tbaa !134
  %4 = add <2 x i64> %2, %3, !dbg !135
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !122, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !125
  call void @llvm.dbg.value(metadata i64 3, metadata !123, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i64 3, metadata !123, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !122, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !125
  %5 = load <2 x i64>, <2 x i64>* bitcast (i64* getelementptr inbounds ([16 x %struct.stats], [16 x %struct.stats]* @counters, i64 0, i64 3, i32 0) to <2 x i64>*), align 16, !dbg !132, !tbaa !134
  %6 = add <2 x i64> %4, %5, !dbg !135
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !122, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !125
  call void @llvm.dbg.value(metadata i64 4, metadata !123, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i64 4, metadata !123, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !122, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !125
  %7 = load <2 x i64>, <2 x i64>* bitcast (i64* getelementptr inbounds ([16 x %struct.stats], [16 x %struct.stats]* @counters, i64 0, i64 4, i32 0) to <2 x i64>*), align 16, !dbg !132, !tbaa !134
  %8 = add <2 x i64> %6, %7, !dbg !135
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !122, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !125
  call void @llvm.dbg.value(metadata i64 5, metadata !123, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i64 5, metadata !123, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !122, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !125
  %9 = load <2 x i64>, <2 x i64>* bitcast (i64* getelementptr inbounds ([16 x %struct.stats], [16 x %struct.stats]* @counters, i64 0, i64 5, i32 0) to <2 x i64>*), align 16, !dbg !132, !tbaa !134
  %10 = add <2 x i64> %8, %9, !dbg !135
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !122, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !125
  call void @llvm.dbg.value(metadata i64 6, metadata !123, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i64 6, metadata !123, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !122, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !125
  %11 = load <2 x i64>, <2 x i64>* bitcast (i64* getelementptr inbounds ([16 x %struct.stats], [16 x %struct.stats]* @counters, i64 0, i64 6, i32 0) to <2 x i64>*), align 16, !dbg !132, !tbaa !134
  %12 = add <2 x i64> %10, %11, !dbg !135
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !122, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !125
  call void @llvm.dbg.value(metadata i64 7, metadata !123, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i64 7, metadata !123, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !122, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !125
  %13 = load <2 x i64>, <2 x i64>* bitcast (i64* getelementptr inbounds ([16 x %struct.stats], [16 x %struct.stats]* @counters, i64 0, i64 7, i32 0) to <2 x i64>*), align 16, !dbg !132, !tbaa !134
  %14 = add <2 x i64> %12, %13, !dbg !135
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !122, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !125
  call void @llvm.dbg.value(metadata i64 8, metadata !123, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i64 8, metadata !123, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !122, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !125
  %15 = load <2 x i64>, <2 x i64>* bitcast (i64* getelementptr inbounds ([16 x %struct.stats], [16 x %struct.stats]* @counters, i64 0, i64 8, i32 0) to <2 x i64>*), align 16, !dbg !132, !tbaa !134
  %16 = add <2 x i64> %14, %15, !dbg !135
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !122, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !125
  call void @llvm.dbg.value(metadata i64 9, metadata !123, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i64 9, metadata !123, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !122, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !125
  %17 = load <2 x i64>, <2 x i64>* bitcast (i64* getelementptr inbounds ([16 x %struct.stats], [16 x %struct.stats]* @counters, i64 0, i64 9, i32 0) to <2 x i64>*), align 16, !dbg !132, !tbaa !134
  %18 = add <2 x i64> %16, %17, !dbg !135
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !122, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !125
  call void @llvm.dbg.value(metadata i64 10, metadata !123, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i64 10, metadata !123, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !122, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !125
  %19 = load <2 x i64>, <2 x i64>* bitcast (i64* getelementptr inbounds ([16 x %struct.stats], [16 x %struct.stats]* @counters, i64 0, i64 10, i32 0) to <2 x i64>*), align 16, !dbg !132, !tbaa !134
  %20 = add <2 x i64> %18, %19, !dbg !135
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !122, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !125
  call void @llvm.dbg.value(metadata i64 11, metadata !123, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i64 11, metadata !123, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !122, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !125
  %21 = load <2 x i64>, <2 x i64>* bitcast (i64* getelementptr inbounds ([16 x %struct.stats], [16 x %struct.stats]* @counters, i64 0, i64 11, i32 0) to <2 x i64>*), align 16, !dbg !132, !tbaa !134
  %22 = add <2 x i64> %20, %21, !dbg !135
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !122, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !125
  call void @llvm.dbg.value(metadata i64 12, metadata !123, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i64 12, metadata !123, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !122, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !125
  %23 = load <2 x i64>, <2 x i64>* bitcast (i64* getelementptr inbounds ([16 x %struct.stats], [16 x %struct.stats]* @counters, i64 0, i64 12, i32 0) to <2 x i64>*), align 16, !dbg !132, !tbaa !134
  %24 = add <2 x i64> %22, %23, !dbg !135
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !122, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !125
  call void @llvm.dbg.value(metadata i64 13, metadata !123, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i64 13, metadata !123, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !122, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !125
  %25 = load <2 x i64>, <2 x i64>* bitcast (i64* getelementptr inbounds ([16 x %struct.stats], [16 x %struct.stats]* @counters, i64 0, i64 13, i32 0) to <2 x i64>*), align 16, !dbg !132, !tbaa !134
  %26 = add <2 x i64> %24, %25, !dbg !135
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !122, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !125
  call void @llvm.dbg.value(metadata i64 14, metadata !123, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i64 14, metadata !123, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !122, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !125
  %27 = load <2 x i64>, <2 x i64>* bitcast (i64* getelementptr inbounds ([16 x %struct.stats], [16 x %struct.stats]* @counters, i64 0, i64 14, i32 0) to <2 x i64>*), align 16, !dbg !132, !tbaa !134
  %28 = add <2 x i64> %26, %27, !dbg !135
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !122, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !125
  call void @llvm.dbg.value(metadata i64 15, metadata !123, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i64 15, metadata !123, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !122, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !125
  %29 = load <2 x i64>, <2 x i64>* bitcast (i64* getelementptr inbounds ([16 x %struct.stats], [16 x %struct.stats]* @counters, i64 0, i64 15, i32 0) to <2 x i64>*), align 16, !dbg !132, !tbaa !134
  %30 = add <2 x i64> %28, %29, !dbg !135
  %shift = shufflevector <2 x i64> %30, <2 x i64> poison, <2 x i32> <i32 1, i32 undef>, !dbg !135
  %31 = sub <2 x i64> %30, %shift, !dbg !135
  %add.15 = extractelement <2 x i64> %31, i64 0, !dbg !135
  call void @llvm.dbg.value(metadata i64 %add.15, metadata !122, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i64 16, metadata !123, metadata !DIExpression()), !dbg !131
  %rem5 = srem i32 %argc, 32, !dbg !136
  %idxprom6 = sext i32 %rem5 to i64, !dbg !137
  %arrayidx7 = getelementptr inbounds [32 x i32], [32 x i32]* @plain, i64 0, i64 %idxprom6, !dbg !137
  %32 = load i32, i32* %arrayidx7, align 4, !dbg !137, !tbaa !78
  %33 = load i64, i64* getelementptr inbounds (%struct.stats, %struct.stats* @single, i64 0, i32 0), align 8, !dbg !138, !tbaa !66
  %call8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef %call, i64 noundef %add.15, i32 noundef %32, i64 noundef %33), !dbg !139
  ret i32 0, !dbg !140
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!46, !47, !48, !49, !50, !51}
!llvm.ident = !{!52}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 17, type: !43, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "global_array.c", directory: ".", checksumkind: CSK_MD5, checksum: "71d3214eb5b6b011744b59fe2d870d2f")
!4 = !{!0, !5, !26, !36, !41}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "cache", scope: !7, file: !3, line: 38, type: !15, isLocal: true, isDefinition: true)
!7 = distinct !DISubprogram(name: "lookup", scope: !3, file: !3, line: 36, type: !8, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !11)
!8 = !DISubroutineType(types: !9)
!9 = !{!10, !10}
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{!12, !13}
!12 = !DILocalVariable(name: "id", arg: 1, scope: !7, file: !3, line: 36, type: !10)
!13 = !DILocalVariable(name: "i", scope: !14, file: !3, line: 39, type: !10)
!14 = distinct !DILexicalBlock(scope: !7, file: !3, line: 39, column: 2)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 1024, elements: !24)
!16 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "entry", file: !3, line: 7, size: 128, elements: !17)
!17 = !{!18, !22, !23}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !16, file: !3, line: 8, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!21 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !16, file: !3, line: 9, baseType: !10, size: 32, offset: 64)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !16, file: !3, line: 10, baseType: !10, size: 32, offset: 96)
!24 = !{!25}
!25 = !DISubrange(count: 8)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "counters", scope: !2, file: !3, line: 18, type: !28, isLocal: false, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 2048, elements: !34)
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "stats", file: !3, line: 13, size: 128, elements: !30)
!30 = !{!31, !33}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "hits", scope: !29, file: !3, line: 14, baseType: !32, size: 64)
!32 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "misses", scope: !29, file: !3, line: 14, baseType: !32, size: 64, offset: 64)
!34 = !{!35}
!35 = !DISubrange(count: 16)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "plain", scope: !2, file: !3, line: 19, type: !38, isLocal: false, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 1024, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 32)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "single", scope: !2, file: !3, line: 20, type: !29, isLocal: false, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 8192, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 64)
!46 = !{i32 7, !"Dwarf Version", i32 5}
!47 = !{i32 2, !"Debug Info Version", i32 3}
!48 = !{i32 1, !"wchar_size", i32 4}
!49 = !{i32 7, !"PIC Level", i32 2}
!50 = !{i32 7, !"PIE Level", i32 2}
!51 = !{i32 7, !"uwtable", i32 1}
!52 = !{!"Debian clang version 14.0.6"}
!53 = distinct !DISubprogram(name: "record", scope: !3, file: !3, line: 26, type: !54, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !56)
!54 = !DISubroutineType(types: !55)
!55 = !{null, !10, !10}
!56 = !{!57, !58}
!57 = !DILocalVariable(name: "i", arg: 1, scope: !53, file: !3, line: 26, type: !10)
!58 = !DILocalVariable(name: "hit", arg: 2, scope: !53, file: !3, line: 26, type: !10)
!59 = !DILocation(line: 0, scope: !53)
!60 = !DILocation(line: 28, column: 6, scope: !61)
!61 = distinct !DILexicalBlock(scope: !53, file: !3, line: 28, column: 6)
!62 = !DILocation(line: 0, scope: !61)
!63 = !DILocation(line: 28, column: 6, scope: !53)
!64 = !DILocation(line: 29, column: 20, scope: !61)
!65 = !DILocation(line: 29, column: 24, scope: !61)
!66 = !{!67, !68, i64 0}
!67 = !{!"stats", !68, i64 0, !68, i64 8}
!68 = !{!"long", !69, i64 0}
!69 = !{!"omnipotent char", !70, i64 0}
!70 = !{!"Simple C/C++ TBAA"}
!71 = !DILocation(line: 29, column: 3, scope: !61)
!72 = !DILocation(line: 31, column: 20, scope: !61)
!73 = !DILocation(line: 31, column: 26, scope: !61)
!74 = !{!67, !68, i64 8}
!75 = !DILocation(line: 32, column: 10, scope: !53)
!76 = !DILocation(line: 32, column: 2, scope: !53)
!77 = !DILocation(line: 32, column: 15, scope: !53)
!78 = !{!79, !79, i64 0}
!79 = !{!"int", !69, i64 0}
!80 = !DILocation(line: 33, column: 17, scope: !53)
!81 = !DILocation(line: 33, column: 14, scope: !53)
!82 = !DILocation(line: 34, column: 1, scope: !53)
!83 = !DILocation(line: 0, scope: !7)
!84 = !DILocation(line: 0, scope: !14)
!85 = !DILocation(line: 39, column: 2, scope: !14)
!86 = !DILocation(line: 40, column: 16, scope: !87)
!87 = distinct !DILexicalBlock(scope: !88, file: !3, line: 40, column: 7)
!88 = distinct !DILexicalBlock(scope: !14, file: !3, line: 39, column: 2)
!89 = !{!90, !79, i64 8}
!90 = !{!"entry", !91, i64 0, !79, i64 8, !79, i64 12}
!91 = !{!"any pointer", !69, i64 0}
!92 = !DILocation(line: 40, column: 19, scope: !87)
!93 = !DILocation(line: 40, column: 7, scope: !88)
!94 = !DILocation(line: 39, column: 27, scope: !88)
!95 = !DILocation(line: 39, column: 20, scope: !88)
!96 = distinct !{!96, !85, !97, !98}
!97 = !DILocation(line: 44, column: 3, scope: !14)
!98 = !{!"llvm.loop.mustprogress"}
!99 = !DILocation(line: 40, column: 7, scope: !87)
!100 = !DILocation(line: 41, column: 13, scope: !101)
!101 = distinct !DILexicalBlock(scope: !87, file: !3, line: 40, column: 26)
!102 = !DILocation(line: 41, column: 4, scope: !101)
!103 = !DILocation(line: 41, column: 20, scope: !101)
!104 = !{i64 0, i64 8, !105, i64 8, i64 4, !78, i64 12, i64 4, !78}
!105 = !{!91, !91, i64 0}
!106 = !DILocation(line: 42, column: 4, scope: !101)
!107 = !DILocation(line: 45, column: 2, scope: !7)
!108 = !DILocation(line: 46, column: 18, scope: !7)
!109 = !DILocation(line: 46, column: 9, scope: !7)
!110 = !DILocation(line: 46, column: 23, scope: !7)
!111 = !DILocation(line: 46, column: 2, scope: !7)
!112 = !DILocation(line: 47, column: 1, scope: !7)
!113 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 49, type: !114, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !118)
!114 = !DISubroutineType(types: !115)
!115 = !{!10, !10, !116}
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!118 = !{!119, !120, !121, !122, !123}
!119 = !DILocalVariable(name: "argc", arg: 1, scope: !113, file: !3, line: 49, type: !10)
!120 = !DILocalVariable(name: "argv", arg: 2, scope: !113, file: !3, line: 49, type: !116)
!121 = !DILocalVariable(name: "r", scope: !113, file: !3, line: 52, type: !10)
!122 = !DILocalVariable(name: "h", scope: !113, file: !3, line: 53, type: !32)
!123 = !DILocalVariable(name: "i", scope: !124, file: !3, line: 54, type: !10)
!124 = distinct !DILexicalBlock(scope: !113, file: !3, line: 54, column: 2)
!125 = !DILocation(line: 0, scope: !113)
!126 = !DILocation(line: 51, column: 13, scope: !113)
!127 = !DILocation(line: 51, column: 2, scope: !113)
!128 = !DILocation(line: 51, column: 19, scope: !113)
!129 = !DILocation(line: 51, column: 22, scope: !113)
!130 = !DILocation(line: 52, column: 10, scope: !113)
!131 = !DILocation(line: 0, scope: !124)
!132 = !DILocation(line: 55, column: 20, scope: !133)
!133 = distinct !DILexicalBlock(scope: !124, file: !3, line: 54, column: 2)
!134 = !{!68, !68, i64 0}
!135 = !DILocation(line: 55, column: 5, scope: !133)
!136 = !DILocation(line: 56, column: 45, scope: !113)
!137 = !DILocation(line: 56, column: 34, scope: !113)
!138 = !DILocation(line: 56, column: 59, scope: !113)
!139 = !DILocation(line: 56, column: 2, scope: !113)
!140 = !DILocation(line: 57, column: 2, scope: !113)
