; ModuleID = 'shared_field.c'
source_filename = "shared_field.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.state = type { %struct.vec, %struct.vec, %struct.vec, %struct.vec }
%struct.vec = type { i8*, i32, i32 }
%struct.label = type { i8*, i32, i32, i8, i8 }
%struct.var = type { double, i8, i16, i8* }
%struct.absline = type { i32, i32 }
%struct.upval = type { i8*, i8, i8, i8 }

@.str = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #0 !dbg !46 {
entry:
  %s = alloca %struct.state, align 8
  call void @llvm.dbg.value(metadata i32 %argc, metadata !52, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.value(metadata i8** %argv, metadata !53, metadata !DIExpression()), !dbg !69
  %0 = bitcast %struct.state* %s to i8*, !dbg !70
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %0) #9, !dbg !70
  call void @llvm.dbg.declare(metadata %struct.state* %s, metadata !54, metadata !DIExpression()), !dbg !71
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(64) %0, i8 0, i64 64, i1 false), !dbg !71
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression()), !dbg !72
  %cmp36 = icmp sgt i32 %argc, 0, !dbg !73
  br i1 %cmp36, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !75

for.body.lr.ph:                                   ; preds = %entry
  %labels = getelementptr inbounds %struct.state, %struct.state* %s, i64 0, i32 0
  %vars = getelementptr inbounds %struct.state, %struct.state* %s, i64 0, i32 1
  %lines = getelementptr inbounds %struct.state, %struct.state* %s, i64 0, i32 2
  %upvals = getelementptr inbounds %struct.state, %struct.state* %s, i64 0, i32 3
  %wide.trip.count = zext i32 %argc to i64, !dbg !73
  br label %for.body, !dbg !75

for.cond.cleanup.loopexit:                        ; preds = %for.body
  %n.phi.trans.insert = getelementptr inbounds %struct.state, %struct.state* %s, i64 0, i32 0, i32 1
  %.pre = load i32, i32* %n.phi.trans.insert, align 8, !dbg !76, !tbaa !77
  %n10.phi.trans.insert = getelementptr inbounds %struct.state, %struct.state* %s, i64 0, i32 1, i32 1
  %.pre40 = load i32, i32* %n10.phi.trans.insert, align 8, !dbg !84, !tbaa !85
  %n12.phi.trans.insert = getelementptr inbounds %struct.state, %struct.state* %s, i64 0, i32 2, i32 1
  %.pre41 = load i32, i32* %n12.phi.trans.insert, align 8, !dbg !86, !tbaa !87
  %n14.phi.trans.insert = getelementptr inbounds %struct.state, %struct.state* %s, i64 0, i32 3, i32 1
  %.pre42 = load i32, i32* %n14.phi.trans.insert, align 8, !dbg !88, !tbaa !89
  %arr.phi.trans.insert = getelementptr inbounds %struct.state, %struct.state* %s, i64 0, i32 0, i32 0
  %.pre43 = load i8*, i8** %arr.phi.trans.insert, align 8, !dbg !90, !tbaa !91
  %arr18.phi.trans.insert = getelementptr inbounds %struct.state, %struct.state* %s, i64 0, i32 1, i32 0
  %.pre44 = load i8*, i8** %arr18.phi.trans.insert, align 8, !dbg !92, !tbaa !93
  %arr20.phi.trans.insert = getelementptr inbounds %struct.state, %struct.state* %s, i64 0, i32 2, i32 0
  %.pre45 = load i8*, i8** %arr20.phi.trans.insert, align 8, !dbg !94, !tbaa !95
  %arr22.phi.trans.insert = getelementptr inbounds %struct.state, %struct.state* %s, i64 0, i32 3, i32 0
  %.pre46 = load i8*, i8** %arr22.phi.trans.insert, align 8, !dbg !96, !tbaa !97
  br label %for.cond.cleanup, !dbg !76

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit, %entry
  %1 = phi i8* [ %.pre46, %for.cond.cleanup.loopexit ], [ null, %entry ], !dbg !96
  %2 = phi i8* [ %.pre45, %for.cond.cleanup.loopexit ], [ null, %entry ], !dbg !94
  %3 = phi i8* [ %.pre44, %for.cond.cleanup.loopexit ], [ null, %entry ], !dbg !92
  %4 = phi i8* [ %.pre43, %for.cond.cleanup.loopexit ], [ null, %entry ], !dbg !90
  %5 = phi i32 [ %.pre42, %for.cond.cleanup.loopexit ], [ 0, %entry ], !dbg !88
  %6 = phi i32 [ %.pre41, %for.cond.cleanup.loopexit ], [ 0, %entry ], !dbg !86
  %7 = phi i32 [ %.pre40, %for.cond.cleanup.loopexit ], [ 0, %entry ], !dbg !84
  %8 = phi i32 [ %.pre, %for.cond.cleanup.loopexit ], [ 0, %entry ], !dbg !76
  %call15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i32 noundef %8, i32 noundef %7, i32 noundef %6, i32 noundef %5), !dbg !98
  tail call void @free(i8* noundef %4) #9, !dbg !99
  tail call void @free(i8* noundef %3) #9, !dbg !100
  tail call void @free(i8* noundef %2) #9, !dbg !101
  tail call void @free(i8* noundef %1) #9, !dbg !102
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %0) #9, !dbg !103
  ret i32 0, !dbg !104

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next, %for.body ]
  %indvars39 = trunc i64 %indvars.iv to i32
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !67, metadata !DIExpression()), !dbg !72
  %arrayidx = getelementptr inbounds i8*, i8** %argv, i64 %indvars.iv, !dbg !105
  %9 = load i8*, i8** %arrayidx, align 8, !dbg !105, !tbaa !107
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !108
  %indvars = trunc i64 %indvars.iv.next to i32, !dbg !108
  call fastcc void @newlabel(%struct.vec* noundef nonnull %labels, i8* noundef %9, i32 noundef %indvars39, i32 noundef %indvars), !dbg !109
  %10 = load i8*, i8** %arrayidx, align 8, !dbg !110, !tbaa !107
  %conv = sitofp i32 %indvars39 to double, !dbg !111
  %mul = fmul double %conv, 5.000000e-01, !dbg !112
  call fastcc void @newvar(%struct.vec* noundef nonnull %vars, i8* noundef %10, double noundef %mul), !dbg !113
  %mul4 = shl nuw nsw i32 %indvars39, 1, !dbg !114
  call fastcc void @addline(%struct.vec* noundef nonnull %lines, i32 noundef %indvars39, i32 noundef %mul4), !dbg !115
  %11 = load i8*, i8** %arrayidx, align 8, !dbg !116, !tbaa !107
  call fastcc void @newupval(%struct.vec* noundef nonnull %upvals, i8* noundef %11, i32 noundef %indvars39), !dbg !117
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !67, metadata !DIExpression()), !dbg !72
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !73
  br i1 %exitcond.not, label %for.cond.cleanup.loopexit, label %for.body, !dbg !75, !llvm.loop !118
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @newlabel(%struct.vec* nocapture noundef %l, i8* noundef %name, i32 noundef %pc, i32 noundef %line) unnamed_addr #4 !dbg !121 {
entry:
  call void @llvm.dbg.value(metadata %struct.vec* %l, metadata !126, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i8* %name, metadata !127, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i32 %pc, metadata !128, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i32 %line, metadata !129, metadata !DIExpression()), !dbg !131
  %n1 = getelementptr inbounds %struct.vec, %struct.vec* %l, i64 0, i32 1, !dbg !132
  %0 = load i32, i32* %n1, align 8, !dbg !132, !tbaa !133
  call void @llvm.dbg.value(metadata i32 %0, metadata !130, metadata !DIExpression()), !dbg !131
  %arr = getelementptr inbounds %struct.vec, %struct.vec* %l, i64 0, i32 0, !dbg !134
  %1 = load i8*, i8** %arr, align 8, !dbg !134, !tbaa !135
  %size = getelementptr inbounds %struct.vec, %struct.vec* %l, i64 0, i32 2, !dbg !136
  %call = tail call fastcc i8* @grow(i8* noundef %1, i32 noundef %0, i32* noundef nonnull %size, i64 noundef 24), !dbg !137
  store i8* %call, i8** %arr, align 8, !dbg !138, !tbaa !135
  %2 = bitcast i8* %call to %struct.label*, !dbg !139
  %idxprom = sext i32 %0 to i64, !dbg !140
  %name4 = getelementptr inbounds %struct.label, %struct.label* %2, i64 %idxprom, i32 0, !dbg !141
  store i8* %name, i8** %name4, align 8, !dbg !142, !tbaa !143
  %pc8 = getelementptr inbounds %struct.label, %struct.label* %2, i64 %idxprom, i32 1, !dbg !145
  store i32 %pc, i32* %pc8, align 8, !dbg !146, !tbaa !147
  %line12 = getelementptr inbounds %struct.label, %struct.label* %2, i64 %idxprom, i32 2, !dbg !148
  store i32 %line, i32* %line12, align 4, !dbg !149, !tbaa !150
  %close = getelementptr inbounds %struct.label, %struct.label* %2, i64 %idxprom, i32 4, !dbg !151
  store i8 0, i8* %close, align 1, !dbg !152, !tbaa !153
  %3 = load i32, i32* %n1, align 8, !dbg !154, !tbaa !133
  %inc = add nsw i32 %3, 1, !dbg !154
  store i32 %inc, i32* %n1, align 8, !dbg !154, !tbaa !133
  ret void, !dbg !155
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @newvar(%struct.vec* nocapture noundef %v, i8* noundef %name, double noundef %x) unnamed_addr #4 !dbg !156 {
entry:
  call void @llvm.dbg.value(metadata %struct.vec* %v, metadata !160, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i8* %name, metadata !161, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %x, metadata !162, metadata !DIExpression()), !dbg !165
  %n1 = getelementptr inbounds %struct.vec, %struct.vec* %v, i64 0, i32 1, !dbg !166
  %0 = load i32, i32* %n1, align 8, !dbg !166, !tbaa !133
  call void @llvm.dbg.value(metadata i32 %0, metadata !163, metadata !DIExpression()), !dbg !165
  %arr = getelementptr inbounds %struct.vec, %struct.vec* %v, i64 0, i32 0, !dbg !167
  %1 = load i8*, i8** %arr, align 8, !dbg !167, !tbaa !135
  %size = getelementptr inbounds %struct.vec, %struct.vec* %v, i64 0, i32 2, !dbg !168
  %call = tail call fastcc i8* @grow(i8* noundef %1, i32 noundef %0, i32* noundef nonnull %size, i64 noundef 24), !dbg !169
  store i8* %call, i8** %arr, align 8, !dbg !170, !tbaa !135
  %2 = bitcast i8* %call to %struct.var*, !dbg !171
  %idxprom = sext i32 %0 to i64, !dbg !172
  call void @llvm.dbg.value(metadata !DIArgList(%struct.var* %2, i64 %idxprom), metadata !164, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !165
  %v4 = getelementptr inbounds %struct.var, %struct.var* %2, i64 %idxprom, i32 0, !dbg !173
  store double %x, double* %v4, align 8, !dbg !174, !tbaa !175
  %kind = getelementptr inbounds %struct.var, %struct.var* %2, i64 %idxprom, i32 1, !dbg !179
  store i8 1, i8* %kind, align 8, !dbg !180, !tbaa !181
  %conv = trunc i32 %0 to i16, !dbg !182
  %idx = getelementptr inbounds %struct.var, %struct.var* %2, i64 %idxprom, i32 2, !dbg !183
  store i16 %conv, i16* %idx, align 2, !dbg !184, !tbaa !185
  %name5 = getelementptr inbounds %struct.var, %struct.var* %2, i64 %idxprom, i32 3, !dbg !186
  store i8* %name, i8** %name5, align 8, !dbg !187, !tbaa !188
  %3 = load i32, i32* %n1, align 8, !dbg !189, !tbaa !133
  %inc = add nsw i32 %3, 1, !dbg !189
  store i32 %inc, i32* %n1, align 8, !dbg !189, !tbaa !133
  ret void, !dbg !190
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @addline(%struct.vec* nocapture noundef %a, i32 noundef %pc, i32 noundef %line) unnamed_addr #4 !dbg !191 {
entry:
  call void @llvm.dbg.value(metadata %struct.vec* %a, metadata !195, metadata !DIExpression()), !dbg !199
  call void @llvm.dbg.value(metadata i32 %pc, metadata !196, metadata !DIExpression()), !dbg !199
  call void @llvm.dbg.value(metadata i32 %line, metadata !197, metadata !DIExpression()), !dbg !199
  %n1 = getelementptr inbounds %struct.vec, %struct.vec* %a, i64 0, i32 1, !dbg !200
  %0 = load i32, i32* %n1, align 8, !dbg !200, !tbaa !133
  call void @llvm.dbg.value(metadata i32 %0, metadata !198, metadata !DIExpression()), !dbg !199
  %arr = getelementptr inbounds %struct.vec, %struct.vec* %a, i64 0, i32 0, !dbg !201
  %1 = load i8*, i8** %arr, align 8, !dbg !201, !tbaa !135
  %size = getelementptr inbounds %struct.vec, %struct.vec* %a, i64 0, i32 2, !dbg !202
  %call = tail call fastcc i8* @grow(i8* noundef %1, i32 noundef %0, i32* noundef nonnull %size, i64 noundef 8), !dbg !203
  store i8* %call, i8** %arr, align 8, !dbg !204, !tbaa !135
  %2 = bitcast i8* %call to %struct.absline*, !dbg !205
  %idxprom = sext i32 %0 to i64, !dbg !206
  %pc4 = getelementptr inbounds %struct.absline, %struct.absline* %2, i64 %idxprom, i32 0, !dbg !207
  store i32 %pc, i32* %pc4, align 4, !dbg !208, !tbaa !209
  %line8 = getelementptr inbounds %struct.absline, %struct.absline* %2, i64 %idxprom, i32 1, !dbg !211
  store i32 %line, i32* %line8, align 4, !dbg !212, !tbaa !213
  %3 = load i32, i32* %n1, align 8, !dbg !214, !tbaa !133
  %inc = add nsw i32 %3, 1, !dbg !214
  store i32 %inc, i32* %n1, align 8, !dbg !214, !tbaa !133
  ret void, !dbg !215
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @newupval(%struct.vec* nocapture noundef %u, i8* noundef %name, i32 noundef %idx) unnamed_addr #4 !dbg !216 {
entry:
  call void @llvm.dbg.value(metadata %struct.vec* %u, metadata !220, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i8* %name, metadata !221, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 %idx, metadata !222, metadata !DIExpression()), !dbg !224
  %n1 = getelementptr inbounds %struct.vec, %struct.vec* %u, i64 0, i32 1, !dbg !225
  %0 = load i32, i32* %n1, align 8, !dbg !225, !tbaa !133
  call void @llvm.dbg.value(metadata i32 %0, metadata !223, metadata !DIExpression()), !dbg !224
  %arr = getelementptr inbounds %struct.vec, %struct.vec* %u, i64 0, i32 0, !dbg !226
  %1 = load i8*, i8** %arr, align 8, !dbg !226, !tbaa !135
  %size = getelementptr inbounds %struct.vec, %struct.vec* %u, i64 0, i32 2, !dbg !227
  %call = tail call fastcc i8* @grow(i8* noundef %1, i32 noundef %0, i32* noundef nonnull %size, i64 noundef 16), !dbg !228
  store i8* %call, i8** %arr, align 8, !dbg !229, !tbaa !135
  %2 = bitcast i8* %call to %struct.upval*, !dbg !230
  %idxprom = sext i32 %0 to i64, !dbg !231
  %name4 = getelementptr inbounds %struct.upval, %struct.upval* %2, i64 %idxprom, i32 0, !dbg !232
  store i8* %name, i8** %name4, align 8, !dbg !233, !tbaa !234
  %instack = getelementptr inbounds %struct.upval, %struct.upval* %2, i64 %idxprom, i32 1, !dbg !236
  store i8 1, i8* %instack, align 8, !dbg !237, !tbaa !238
  %conv = trunc i32 %idx to i8, !dbg !239
  %idx11 = getelementptr inbounds %struct.upval, %struct.upval* %2, i64 %idxprom, i32 2, !dbg !240
  store i8 %conv, i8* %idx11, align 1, !dbg !241, !tbaa !242
  %kind = getelementptr inbounds %struct.upval, %struct.upval* %2, i64 %idxprom, i32 3, !dbg !243
  store i8 0, i8* %kind, align 2, !dbg !244, !tbaa !245
  %3 = load i32, i32* %n1, align 8, !dbg !246, !tbaa !133
  %inc = add nsw i32 %3, 1, !dbg !246
  store i32 %inc, i32* %n1, align 8, !dbg !246, !tbaa !133
  ret void, !dbg !247
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

; Function Attrs: noinline nounwind uwtable
define internal fastcc i8* @grow(i8* noundef %block, i32 noundef %n, i32* nocapture noundef %size, i64 noundef %elem) unnamed_addr #4 !dbg !248 {
entry:
  call void @llvm.dbg.value(metadata i8* %block, metadata !253, metadata !DIExpression()), !dbg !259
  call void @llvm.dbg.value(metadata i32 %n, metadata !254, metadata !DIExpression()), !dbg !259
  call void @llvm.dbg.value(metadata i32* %size, metadata !255, metadata !DIExpression()), !dbg !259
  call void @llvm.dbg.value(metadata i64 %elem, metadata !256, metadata !DIExpression()), !dbg !259
  %0 = load i32, i32* %size, align 4, !dbg !260, !tbaa !262
  %cmp = icmp sgt i32 %0, %n, !dbg !263
  br i1 %cmp, label %return, label %if.end, !dbg !264

if.end:                                           ; preds = %entry
  %tobool.not = icmp eq i32 %0, 0, !dbg !265
  %mul = shl nsw i32 %0, 1
  %spec.select = select i1 %tobool.not, i32 4, i32 %mul, !dbg !265
  call void @llvm.dbg.value(metadata i32 %spec.select, metadata !257, metadata !DIExpression()), !dbg !259
  %conv = sext i32 %spec.select to i64, !dbg !266
  %mul1 = mul i64 %conv, %elem, !dbg !267
  %call = tail call i8* @realloc(i8* noundef %block, i64 noundef %mul1) #9, !dbg !268
  call void @llvm.dbg.value(metadata i8* %call, metadata !258, metadata !DIExpression()), !dbg !259
  %tobool2.not = icmp eq i8* %call, null, !dbg !269
  br i1 %tobool2.not, label %if.then3, label %if.end4, !dbg !271

if.then3:                                         ; preds = %if.end
  tail call void @abort() #10, !dbg !272
  unreachable, !dbg !272

if.end4:                                          ; preds = %if.end
  store i32 %spec.select, i32* %size, align 4, !dbg !273, !tbaa !262
  br label %return

return:                                           ; preds = %entry, %if.end4
  %retval.0 = phi i8* [ %call, %if.end4 ], [ %block, %entry ], !dbg !259
  ret i8* %retval.0, !dbg !274
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare noalias noundef i8* @realloc(i8* nocapture noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: noreturn nounwind
declare void @abort() local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #4 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }
attributes #10 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!39, !40, !41, !42, !43, !44}
!llvm.ident = !{!45}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "shared_field.c", directory: ".", checksumkind: CSK_MD5, checksum: "5010129f57b2b391fd06b3b9a0d90458")
!2 = !{!3, !15, !18, !25, !27, !32, !9}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!4 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "label", file: !1, line: 16, size: 192, elements: !5)
!5 = !{!6, !10, !12, !13, !14}
!6 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !4, file: !1, line: 17, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DIDerivedType(tag: DW_TAG_member, name: "pc", scope: !4, file: !1, line: 18, baseType: !11, size: 32, offset: 64)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !4, file: !1, line: 18, baseType: !11, size: 32, offset: 96)
!13 = !DIDerivedType(tag: DW_TAG_member, name: "nactvar", scope: !4, file: !1, line: 19, baseType: !9, size: 8, offset: 128)
!14 = !DIDerivedType(tag: DW_TAG_member, name: "close", scope: !4, file: !1, line: 19, baseType: !9, size: 8, offset: 136)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !16, line: 46, baseType: !17)
!16 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!17 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "var", file: !1, line: 22, size: 192, elements: !20)
!20 = !{!21, !23, !24, !26}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !19, file: !1, line: 23, baseType: !22, size: 64)
!22 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !19, file: !1, line: 24, baseType: !9, size: 8, offset: 64)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "idx", scope: !19, file: !1, line: 25, baseType: !25, size: 16, offset: 80)
!25 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !19, file: !1, line: 26, baseType: !7, size: 64, offset: 128)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "absline", file: !1, line: 29, size: 64, elements: !29)
!29 = !{!30, !31}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "pc", scope: !28, file: !1, line: 30, baseType: !11, size: 32)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !28, file: !1, line: 30, baseType: !11, size: 32, offset: 32)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!33 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "upval", file: !1, line: 33, size: 128, elements: !34)
!34 = !{!35, !36, !37, !38}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !33, file: !1, line: 34, baseType: !7, size: 64)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "instack", scope: !33, file: !1, line: 35, baseType: !9, size: 8, offset: 64)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "idx", scope: !33, file: !1, line: 35, baseType: !9, size: 8, offset: 72)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !33, file: !1, line: 35, baseType: !9, size: 8, offset: 80)
!39 = !{i32 7, !"Dwarf Version", i32 5}
!40 = !{i32 2, !"Debug Info Version", i32 3}
!41 = !{i32 1, !"wchar_size", i32 4}
!42 = !{i32 7, !"PIC Level", i32 2}
!43 = !{i32 7, !"PIE Level", i32 2}
!44 = !{i32 7, !"uwtable", i32 1}
!45 = !{!"Debian clang version 14.0.6"}
!46 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 102, type: !47, scopeLine: 103, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !51)
!47 = !DISubroutineType(types: !48)
!48 = !{!11, !11, !49}
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!51 = !{!52, !53, !54, !67}
!52 = !DILocalVariable(name: "argc", arg: 1, scope: !46, file: !1, line: 102, type: !11)
!53 = !DILocalVariable(name: "argv", arg: 2, scope: !46, file: !1, line: 102, type: !49)
!54 = !DILocalVariable(name: "s", scope: !46, file: !1, line: 104, type: !55)
!55 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "state", file: !1, line: 38, size: 512, elements: !56)
!56 = !{!57, !64, !65, !66}
!57 = !DIDerivedType(tag: DW_TAG_member, name: "labels", scope: !55, file: !1, line: 39, baseType: !58, size: 128)
!58 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vec", file: !1, line: 11, size: 128, elements: !59)
!59 = !{!60, !62, !63}
!60 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !58, file: !1, line: 12, baseType: !61, size: 64)
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !58, file: !1, line: 13, baseType: !11, size: 32, offset: 64)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !58, file: !1, line: 13, baseType: !11, size: 32, offset: 96)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "vars", scope: !55, file: !1, line: 39, baseType: !58, size: 128, offset: 128)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "lines", scope: !55, file: !1, line: 39, baseType: !58, size: 128, offset: 256)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "upvals", scope: !55, file: !1, line: 39, baseType: !58, size: 128, offset: 384)
!67 = !DILocalVariable(name: "i", scope: !68, file: !1, line: 105, type: !11)
!68 = distinct !DILexicalBlock(scope: !46, file: !1, line: 105, column: 2)
!69 = !DILocation(line: 0, scope: !46)
!70 = !DILocation(line: 104, column: 2, scope: !46)
!71 = !DILocation(line: 104, column: 15, scope: !46)
!72 = !DILocation(line: 0, scope: !68)
!73 = !DILocation(line: 105, column: 20, scope: !74)
!74 = distinct !DILexicalBlock(scope: !68, file: !1, line: 105, column: 2)
!75 = !DILocation(line: 105, column: 2, scope: !68)
!76 = !DILocation(line: 111, column: 35, scope: !46)
!77 = !{!78, !83, i64 8}
!78 = !{!"state", !79, i64 0, !79, i64 16, !79, i64 32, !79, i64 48}
!79 = !{!"vec", !80, i64 0, !83, i64 8, !83, i64 12}
!80 = !{!"any pointer", !81, i64 0}
!81 = !{!"omnipotent char", !82, i64 0}
!82 = !{!"Simple C/C++ TBAA"}
!83 = !{!"int", !81, i64 0}
!84 = !DILocation(line: 111, column: 45, scope: !46)
!85 = !{!78, !83, i64 24}
!86 = !DILocation(line: 111, column: 56, scope: !46)
!87 = !{!78, !83, i64 40}
!88 = !DILocation(line: 111, column: 68, scope: !46)
!89 = !{!78, !83, i64 56}
!90 = !DILocation(line: 112, column: 16, scope: !46)
!91 = !{!78, !80, i64 0}
!92 = !DILocation(line: 113, column: 14, scope: !46)
!93 = !{!78, !80, i64 16}
!94 = !DILocation(line: 114, column: 15, scope: !46)
!95 = !{!78, !80, i64 32}
!96 = !DILocation(line: 115, column: 16, scope: !46)
!97 = !{!78, !80, i64 48}
!98 = !DILocation(line: 111, column: 2, scope: !46)
!99 = !DILocation(line: 112, column: 2, scope: !46)
!100 = !DILocation(line: 113, column: 2, scope: !46)
!101 = !DILocation(line: 114, column: 2, scope: !46)
!102 = !DILocation(line: 115, column: 2, scope: !46)
!103 = !DILocation(line: 117, column: 1, scope: !46)
!104 = !DILocation(line: 116, column: 2, scope: !46)
!105 = !DILocation(line: 106, column: 23, scope: !106)
!106 = distinct !DILexicalBlock(scope: !74, file: !1, line: 105, column: 33)
!107 = !{!80, !80, i64 0}
!108 = !DILocation(line: 106, column: 37, scope: !106)
!109 = !DILocation(line: 106, column: 3, scope: !106)
!110 = !DILocation(line: 107, column: 19, scope: !106)
!111 = !DILocation(line: 107, column: 28, scope: !106)
!112 = !DILocation(line: 107, column: 30, scope: !106)
!113 = !DILocation(line: 107, column: 3, scope: !106)
!114 = !DILocation(line: 108, column: 26, scope: !106)
!115 = !DILocation(line: 108, column: 3, scope: !106)
!116 = !DILocation(line: 109, column: 23, scope: !106)
!117 = !DILocation(line: 109, column: 3, scope: !106)
!118 = distinct !{!118, !75, !119, !120}
!119 = !DILocation(line: 110, column: 2, scope: !68)
!120 = !{!"llvm.loop.mustprogress"}
!121 = distinct !DISubprogram(name: "newlabel", scope: !1, file: !1, line: 59, type: !122, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !125)
!122 = !DISubroutineType(types: !123)
!123 = !{!11, !124, !7, !11, !11}
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!125 = !{!126, !127, !128, !129, !130}
!126 = !DILocalVariable(name: "l", arg: 1, scope: !121, file: !1, line: 59, type: !124)
!127 = !DILocalVariable(name: "name", arg: 2, scope: !121, file: !1, line: 59, type: !7)
!128 = !DILocalVariable(name: "pc", arg: 3, scope: !121, file: !1, line: 59, type: !11)
!129 = !DILocalVariable(name: "line", arg: 4, scope: !121, file: !1, line: 59, type: !11)
!130 = !DILocalVariable(name: "n", scope: !121, file: !1, line: 61, type: !11)
!131 = !DILocation(line: 0, scope: !121)
!132 = !DILocation(line: 61, column: 13, scope: !121)
!133 = !{!79, !83, i64 8}
!134 = !DILocation(line: 62, column: 19, scope: !121)
!135 = !{!79, !80, i64 0}
!136 = !DILocation(line: 62, column: 31, scope: !121)
!137 = !DILocation(line: 62, column: 11, scope: !121)
!138 = !DILocation(line: 62, column: 9, scope: !121)
!139 = !DILocation(line: 63, column: 3, scope: !121)
!140 = !DILocation(line: 63, column: 2, scope: !121)
!141 = !DILocation(line: 63, column: 30, scope: !121)
!142 = !DILocation(line: 63, column: 35, scope: !121)
!143 = !{!144, !80, i64 0}
!144 = !{!"label", !80, i64 0, !83, i64 8, !83, i64 12, !81, i64 16, !81, i64 17}
!145 = !DILocation(line: 64, column: 30, scope: !121)
!146 = !DILocation(line: 64, column: 33, scope: !121)
!147 = !{!144, !83, i64 8}
!148 = !DILocation(line: 65, column: 30, scope: !121)
!149 = !DILocation(line: 65, column: 35, scope: !121)
!150 = !{!144, !83, i64 12}
!151 = !DILocation(line: 66, column: 30, scope: !121)
!152 = !DILocation(line: 66, column: 36, scope: !121)
!153 = !{!144, !81, i64 17}
!154 = !DILocation(line: 67, column: 13, scope: !121)
!155 = !DILocation(line: 67, column: 2, scope: !121)
!156 = distinct !DISubprogram(name: "newvar", scope: !1, file: !1, line: 70, type: !157, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !159)
!157 = !DISubroutineType(types: !158)
!158 = !{!11, !124, !7, !22}
!159 = !{!160, !161, !162, !163, !164}
!160 = !DILocalVariable(name: "v", arg: 1, scope: !156, file: !1, line: 70, type: !124)
!161 = !DILocalVariable(name: "name", arg: 2, scope: !156, file: !1, line: 70, type: !7)
!162 = !DILocalVariable(name: "x", arg: 3, scope: !156, file: !1, line: 70, type: !22)
!163 = !DILocalVariable(name: "n", scope: !156, file: !1, line: 72, type: !11)
!164 = !DILocalVariable(name: "p", scope: !156, file: !1, line: 74, type: !18)
!165 = !DILocation(line: 0, scope: !156)
!166 = !DILocation(line: 72, column: 13, scope: !156)
!167 = !DILocation(line: 73, column: 19, scope: !156)
!168 = !DILocation(line: 73, column: 31, scope: !156)
!169 = !DILocation(line: 73, column: 11, scope: !156)
!170 = !DILocation(line: 73, column: 9, scope: !156)
!171 = !DILocation(line: 74, column: 20, scope: !156)
!172 = !DILocation(line: 74, column: 19, scope: !156)
!173 = !DILocation(line: 75, column: 5, scope: !156)
!174 = !DILocation(line: 75, column: 7, scope: !156)
!175 = !{!176, !177, i64 0}
!176 = !{!"var", !177, i64 0, !81, i64 8, !178, i64 10, !80, i64 16}
!177 = !{!"double", !81, i64 0}
!178 = !{!"short", !81, i64 0}
!179 = !DILocation(line: 76, column: 5, scope: !156)
!180 = !DILocation(line: 76, column: 10, scope: !156)
!181 = !{!176, !81, i64 8}
!182 = !DILocation(line: 77, column: 11, scope: !156)
!183 = !DILocation(line: 77, column: 5, scope: !156)
!184 = !DILocation(line: 77, column: 9, scope: !156)
!185 = !{!176, !178, i64 10}
!186 = !DILocation(line: 78, column: 5, scope: !156)
!187 = !DILocation(line: 78, column: 10, scope: !156)
!188 = !{!176, !80, i64 16}
!189 = !DILocation(line: 79, column: 13, scope: !156)
!190 = !DILocation(line: 79, column: 2, scope: !156)
!191 = distinct !DISubprogram(name: "addline", scope: !1, file: !1, line: 82, type: !192, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !194)
!192 = !DISubroutineType(types: !193)
!193 = !{null, !124, !11, !11}
!194 = !{!195, !196, !197, !198}
!195 = !DILocalVariable(name: "a", arg: 1, scope: !191, file: !1, line: 82, type: !124)
!196 = !DILocalVariable(name: "pc", arg: 2, scope: !191, file: !1, line: 82, type: !11)
!197 = !DILocalVariable(name: "line", arg: 3, scope: !191, file: !1, line: 82, type: !11)
!198 = !DILocalVariable(name: "n", scope: !191, file: !1, line: 84, type: !11)
!199 = !DILocation(line: 0, scope: !191)
!200 = !DILocation(line: 84, column: 13, scope: !191)
!201 = !DILocation(line: 85, column: 19, scope: !191)
!202 = !DILocation(line: 85, column: 31, scope: !191)
!203 = !DILocation(line: 85, column: 11, scope: !191)
!204 = !DILocation(line: 85, column: 9, scope: !191)
!205 = !DILocation(line: 86, column: 3, scope: !191)
!206 = !DILocation(line: 86, column: 2, scope: !191)
!207 = !DILocation(line: 86, column: 32, scope: !191)
!208 = !DILocation(line: 86, column: 35, scope: !191)
!209 = !{!210, !83, i64 0}
!210 = !{!"absline", !83, i64 0, !83, i64 4}
!211 = !DILocation(line: 87, column: 32, scope: !191)
!212 = !DILocation(line: 87, column: 37, scope: !191)
!213 = !{!210, !83, i64 4}
!214 = !DILocation(line: 88, column: 6, scope: !191)
!215 = !DILocation(line: 89, column: 1, scope: !191)
!216 = distinct !DISubprogram(name: "newupval", scope: !1, file: !1, line: 91, type: !217, scopeLine: 92, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !219)
!217 = !DISubroutineType(types: !218)
!218 = !{!11, !124, !7, !11}
!219 = !{!220, !221, !222, !223}
!220 = !DILocalVariable(name: "u", arg: 1, scope: !216, file: !1, line: 91, type: !124)
!221 = !DILocalVariable(name: "name", arg: 2, scope: !216, file: !1, line: 91, type: !7)
!222 = !DILocalVariable(name: "idx", arg: 3, scope: !216, file: !1, line: 91, type: !11)
!223 = !DILocalVariable(name: "n", scope: !216, file: !1, line: 93, type: !11)
!224 = !DILocation(line: 0, scope: !216)
!225 = !DILocation(line: 93, column: 13, scope: !216)
!226 = !DILocation(line: 94, column: 19, scope: !216)
!227 = !DILocation(line: 94, column: 31, scope: !216)
!228 = !DILocation(line: 94, column: 11, scope: !216)
!229 = !DILocation(line: 94, column: 9, scope: !216)
!230 = !DILocation(line: 95, column: 3, scope: !216)
!231 = !DILocation(line: 95, column: 2, scope: !216)
!232 = !DILocation(line: 95, column: 30, scope: !216)
!233 = !DILocation(line: 95, column: 35, scope: !216)
!234 = !{!235, !80, i64 0}
!235 = !{!"upval", !80, i64 0, !81, i64 8, !81, i64 9, !81, i64 10}
!236 = !DILocation(line: 96, column: 30, scope: !216)
!237 = !DILocation(line: 96, column: 38, scope: !216)
!238 = !{!235, !81, i64 8}
!239 = !DILocation(line: 97, column: 36, scope: !216)
!240 = !DILocation(line: 97, column: 30, scope: !216)
!241 = !DILocation(line: 97, column: 34, scope: !216)
!242 = !{!235, !81, i64 9}
!243 = !DILocation(line: 98, column: 30, scope: !216)
!244 = !DILocation(line: 98, column: 35, scope: !216)
!245 = !{!235, !81, i64 10}
!246 = !DILocation(line: 99, column: 13, scope: !216)
!247 = !DILocation(line: 99, column: 2, scope: !216)
!248 = distinct !DISubprogram(name: "grow", scope: !1, file: !1, line: 47, type: !249, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !252)
!249 = !DISubroutineType(types: !250)
!250 = !{!61, !61, !11, !251, !15}
!251 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!252 = !{!253, !254, !255, !256, !257, !258}
!253 = !DILocalVariable(name: "block", arg: 1, scope: !248, file: !1, line: 47, type: !61)
!254 = !DILocalVariable(name: "n", arg: 2, scope: !248, file: !1, line: 47, type: !11)
!255 = !DILocalVariable(name: "size", arg: 3, scope: !248, file: !1, line: 47, type: !251)
!256 = !DILocalVariable(name: "elem", arg: 4, scope: !248, file: !1, line: 47, type: !15)
!257 = !DILocalVariable(name: "ns", scope: !248, file: !1, line: 51, type: !11)
!258 = !DILocalVariable(name: "nb", scope: !248, file: !1, line: 52, type: !61)
!259 = !DILocation(line: 0, scope: !248)
!260 = !DILocation(line: 49, column: 10, scope: !261)
!261 = distinct !DILexicalBlock(scope: !248, file: !1, line: 49, column: 6)
!262 = !{!83, !83, i64 0}
!263 = !DILocation(line: 49, column: 8, scope: !261)
!264 = !DILocation(line: 49, column: 6, scope: !248)
!265 = !DILocation(line: 51, column: 11, scope: !248)
!266 = !DILocation(line: 52, column: 28, scope: !248)
!267 = !DILocation(line: 52, column: 39, scope: !248)
!268 = !DILocation(line: 52, column: 13, scope: !248)
!269 = !DILocation(line: 53, column: 7, scope: !270)
!270 = distinct !DILexicalBlock(scope: !248, file: !1, line: 53, column: 6)
!271 = !DILocation(line: 53, column: 6, scope: !248)
!272 = !DILocation(line: 54, column: 3, scope: !270)
!273 = !DILocation(line: 55, column: 8, scope: !248)
!274 = !DILocation(line: 57, column: 1, scope: !248)
