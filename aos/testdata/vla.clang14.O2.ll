; ModuleID = 'vla.c'
source_filename = "vla.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.cell = type { i32, i16, i16 }

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #0 !dbg !16 {
entry:
  call void @llvm.dbg.value(metadata i32 %argc, metadata !20, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i8** %argv, metadata !21, metadata !DIExpression()), !dbg !36
  %cmp = icmp sgt i32 %argc, 1, !dbg !37
  br i1 %cmp, label %cond.true, label %cond.end, !dbg !38

cond.true:                                        ; preds = %entry
  %arrayidx = getelementptr inbounds i8*, i8** %argv, i64 1, !dbg !39
  %0 = load i8*, i8** %arrayidx, align 8, !dbg !39, !tbaa !40
  call void @llvm.dbg.value(metadata i8* %0, metadata !44, metadata !DIExpression()) #6, !dbg !52
  %call.i = tail call i64 @strtol(i8* nocapture noundef nonnull %0, i8** noundef null, i32 noundef 10) #6, !dbg !54
  %conv.i = trunc i64 %call.i to i32, !dbg !55
  br label %cond.end, !dbg !38

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i32 [ %conv.i, %cond.true ], [ 10, %entry ], !dbg !38
  call void @llvm.dbg.value(metadata i32 %cond, metadata !22, metadata !DIExpression()), !dbg !36
  %1 = add i32 %cond, -10001, !dbg !56
  %2 = icmp ult i32 %1, -10000, !dbg !56
  %spec.store.select = select i1 %2, i32 10, i32 %cond, !dbg !56
  call void @llvm.dbg.value(metadata i32 %spec.store.select, metadata !22, metadata !DIExpression()), !dbg !36
  %3 = zext i32 %spec.store.select to i64, !dbg !58
  %vla = alloca %struct.cell, i64 %3, align 16, !dbg !58
  call void @llvm.dbg.value(metadata i64 %3, metadata !23, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.declare(metadata %struct.cell* %vla, metadata !25, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !60
  %xtraiter = and i64 %3, 1, !dbg !61
  %4 = icmp eq i32 %spec.store.select, 1, !dbg !61
  br i1 %4, label %for.cond.cleanup.unr-lcssa, label %cond.end.new, !dbg !61

cond.end.new:                                     ; preds = %cond.end
  %unroll_iter = and i64 %3, 4294967294, !dbg !61
  br label %for.body, !dbg !61

for.cond.cleanup.unr-lcssa:                       ; preds = %for.body, %cond.end
  %indvars.iv.unr = phi i64 [ 0, %cond.end ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !61
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil, !dbg !61

for.body.epil:                                    ; preds = %for.cond.cleanup.unr-lcssa
  call void @llvm.dbg.value(metadata i64 %indvars.iv.unr, metadata !34, metadata !DIExpression()), !dbg !60
  %5 = trunc i64 %indvars.iv.unr to i32, !dbg !62
  %mul.epil = mul nsw i32 %5, %5, !dbg !62
  %value.epil = getelementptr inbounds %struct.cell, %struct.cell* %vla, i64 %indvars.iv.unr, i32 0, !dbg !65
  store i32 %mul.epil, i32* %value.epil, align 8, !dbg !66, !tbaa !67
  %div29.epil = lshr i64 %indvars.iv.unr, 3, !dbg !71
  %conv.epil = trunc i64 %div29.epil to i16, !dbg !71
  %row.epil = getelementptr inbounds %struct.cell, %struct.cell* %vla, i64 %indvars.iv.unr, i32 1, !dbg !72
  store i16 %conv.epil, i16* %row.epil, align 4, !dbg !73, !tbaa !74
  %6 = trunc i64 %indvars.iv.unr to i16, !dbg !75
  %conv7.epil = and i16 %6, 7, !dbg !75
  %col.epil = getelementptr inbounds %struct.cell, %struct.cell* %vla, i64 %indvars.iv.unr, i32 2, !dbg !76
  store i16 %conv7.epil, i16* %col.epil, align 2, !dbg !77, !tbaa !78
  call void @llvm.dbg.value(metadata i64 %indvars.iv.unr, metadata !34, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !60
  br label %for.cond.cleanup, !dbg !79

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.unr-lcssa, %for.body.epil
  %call10 = call fastcc i64 @total(%struct.cell* noundef nonnull %vla, i32 noundef %spec.store.select), !dbg !79
  %call11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %call10), !dbg !80
  ret i32 0, !dbg !81

for.body:                                         ; preds = %for.body, %cond.end.new
  %indvars.iv = phi i64 [ 0, %cond.end.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %cond.end.new ], [ %niter.next.1, %for.body ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !34, metadata !DIExpression()), !dbg !60
  %7 = trunc i64 %indvars.iv to i32, !dbg !62
  %mul = mul nsw i32 %7, %7, !dbg !62
  %value = getelementptr inbounds %struct.cell, %struct.cell* %vla, i64 %indvars.iv, i32 0, !dbg !65
  store i32 %mul, i32* %value, align 16, !dbg !66, !tbaa !67
  %div29 = lshr i64 %indvars.iv, 3, !dbg !71
  %conv = trunc i64 %div29 to i16, !dbg !71
  %row = getelementptr inbounds %struct.cell, %struct.cell* %vla, i64 %indvars.iv, i32 1, !dbg !72
  store i16 %conv, i16* %row, align 4, !dbg !73, !tbaa !74
  %8 = trunc i64 %indvars.iv to i16, !dbg !75
  %conv7 = and i16 %8, 6, !dbg !75
  %col = getelementptr inbounds %struct.cell, %struct.cell* %vla, i64 %indvars.iv, i32 2, !dbg !76
  store i16 %conv7, i16* %col, align 2, !dbg !77, !tbaa !78
  %indvars.iv.next = or i64 %indvars.iv, 1, !dbg !82
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !34, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !34, metadata !DIExpression()), !dbg !60
  %9 = trunc i64 %indvars.iv.next to i32, !dbg !62
  %mul.1 = mul nsw i32 %9, %9, !dbg !62
  %value.1 = getelementptr inbounds %struct.cell, %struct.cell* %vla, i64 %indvars.iv.next, i32 0, !dbg !65
  store i32 %mul.1, i32* %value.1, align 8, !dbg !66, !tbaa !67
  %div29.1 = lshr i64 %indvars.iv, 3, !dbg !71
  %conv.1 = trunc i64 %div29.1 to i16, !dbg !71
  %row.1 = getelementptr inbounds %struct.cell, %struct.cell* %vla, i64 %indvars.iv.next, i32 1, !dbg !72
  store i16 %conv.1, i16* %row.1, align 4, !dbg !73, !tbaa !74
  %10 = trunc i64 %indvars.iv.next to i16, !dbg !75
  %conv7.1 = and i16 %10, 7, !dbg !75
  %col.1 = getelementptr inbounds %struct.cell, %struct.cell* %vla, i64 %indvars.iv.next, i32 2, !dbg !76
  store i16 %conv7.1, i16* %col.1, align 2, !dbg !77, !tbaa !78
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !82
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !34, metadata !DIExpression()), !dbg !60
  %niter.next.1 = add i64 %niter, 2, !dbg !61
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !61
  br i1 %niter.ncmp.1, label %for.cond.cleanup.unr-lcssa, label %for.body, !dbg !61, !llvm.loop !83
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i64 @total(%struct.cell* nocapture noundef readonly %c, i32 noundef %n) unnamed_addr #3 !dbg !86 {
entry:
  call void @llvm.dbg.value(metadata %struct.cell* %c, metadata !92, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata i32 %n, metadata !93, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata i64 0, metadata !94, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata i32 0, metadata !95, metadata !DIExpression()), !dbg !98
  %cmp11 = icmp sgt i32 %n, 0, !dbg !99
  br i1 %cmp11, label %for.body.preheader, label %for.cond.cleanup, !dbg !101

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64, !dbg !99
  %0 = add nsw i64 %wide.trip.count, -1, !dbg !101
  %xtraiter = and i64 %wide.trip.count, 3, !dbg !101
  %1 = icmp ult i64 %0, 3, !dbg !101
  br i1 %1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new, !dbg !101

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967292, !dbg !101
  br label %for.body, !dbg !101

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %add.lcssa.ph = phi i64 [ undef, %for.body.preheader ], [ %add.3, %for.body ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.3, %for.body ]
  %t.012.unr = phi i64 [ 0, %for.body.preheader ], [ %add.3, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !101
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil, !dbg !101

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %t.012.epil = phi i64 [ %add.epil, %for.body.epil ], [ %t.012.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv.epil, metadata !95, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i64 %t.012.epil, metadata !94, metadata !DIExpression()), !dbg !97
  %value.epil = getelementptr inbounds %struct.cell, %struct.cell* %c, i64 %indvars.iv.epil, i32 0, !dbg !102
  %2 = load i32, i32* %value.epil, align 4, !dbg !102, !tbaa !67
  %row.epil = getelementptr inbounds %struct.cell, %struct.cell* %c, i64 %indvars.iv.epil, i32 1, !dbg !103
  %3 = load i16, i16* %row.epil, align 4, !dbg !103, !tbaa !74
  %conv.epil = sext i16 %3 to i32, !dbg !104
  %mul.epil = mul nsw i32 %2, %conv.epil, !dbg !105
  %conv3.epil = sext i32 %mul.epil to i64, !dbg !106
  %add.epil = add nsw i64 %t.012.epil, %conv3.epil, !dbg !107
  call void @llvm.dbg.value(metadata i64 %add.epil, metadata !94, metadata !DIExpression()), !dbg !97
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1, !dbg !108
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.epil, metadata !95, metadata !DIExpression()), !dbg !98
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !101
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !101
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !dbg !101, !llvm.loop !109

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %entry
  %t.0.lcssa = phi i64 [ 0, %entry ], [ %add.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add.epil, %for.body.epil ], !dbg !97
  ret i64 %t.0.lcssa, !dbg !111

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.3, %for.body ]
  %t.012 = phi i64 [ 0, %for.body.preheader.new ], [ %add.3, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !95, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i64 %t.012, metadata !94, metadata !DIExpression()), !dbg !97
  %value = getelementptr inbounds %struct.cell, %struct.cell* %c, i64 %indvars.iv, i32 0, !dbg !102
  %4 = load i32, i32* %value, align 4, !dbg !102, !tbaa !67
  %row = getelementptr inbounds %struct.cell, %struct.cell* %c, i64 %indvars.iv, i32 1, !dbg !103
  %5 = load i16, i16* %row, align 4, !dbg !103, !tbaa !74
  %conv = sext i16 %5 to i32, !dbg !104
  %mul = mul nsw i32 %4, %conv, !dbg !105
  %conv3 = sext i32 %mul to i64, !dbg !106
  %add = add nsw i64 %t.012, %conv3, !dbg !107
  call void @llvm.dbg.value(metadata i64 %add, metadata !94, metadata !DIExpression()), !dbg !97
  %indvars.iv.next = or i64 %indvars.iv, 1, !dbg !108
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !95, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !95, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i64 %add, metadata !94, metadata !DIExpression()), !dbg !97
  %value.1 = getelementptr inbounds %struct.cell, %struct.cell* %c, i64 %indvars.iv.next, i32 0, !dbg !102
  %6 = load i32, i32* %value.1, align 4, !dbg !102, !tbaa !67
  %row.1 = getelementptr inbounds %struct.cell, %struct.cell* %c, i64 %indvars.iv.next, i32 1, !dbg !103
  %7 = load i16, i16* %row.1, align 4, !dbg !103, !tbaa !74
  %conv.1 = sext i16 %7 to i32, !dbg !104
  %mul.1 = mul nsw i32 %6, %conv.1, !dbg !105
  %conv3.1 = sext i32 %mul.1 to i64, !dbg !106
  %add.1 = add nsw i64 %add, %conv3.1, !dbg !107
  call void @llvm.dbg.value(metadata i64 %add.1, metadata !94, metadata !DIExpression()), !dbg !97
  %indvars.iv.next.1 = or i64 %indvars.iv, 2, !dbg !108
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !95, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !95, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i64 %add.1, metadata !94, metadata !DIExpression()), !dbg !97
  %value.2 = getelementptr inbounds %struct.cell, %struct.cell* %c, i64 %indvars.iv.next.1, i32 0, !dbg !102
  %8 = load i32, i32* %value.2, align 4, !dbg !102, !tbaa !67
  %row.2 = getelementptr inbounds %struct.cell, %struct.cell* %c, i64 %indvars.iv.next.1, i32 1, !dbg !103
  %9 = load i16, i16* %row.2, align 4, !dbg !103, !tbaa !74
  %conv.2 = sext i16 %9 to i32, !dbg !104
  %mul.2 = mul nsw i32 %8, %conv.2, !dbg !105
  %conv3.2 = sext i32 %mul.2 to i64, !dbg !106
  %add.2 = add nsw i64 %add.1, %conv3.2, !dbg !107
  call void @llvm.dbg.value(metadata i64 %add.2, metadata !94, metadata !DIExpression()), !dbg !97
  %indvars.iv.next.2 = or i64 %indvars.iv, 3, !dbg !108
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.2, metadata !95, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.2, metadata !95, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i64 %add.2, metadata !94, metadata !DIExpression()), !dbg !97
  %value.3 = getelementptr inbounds %struct.cell, %struct.cell* %c, i64 %indvars.iv.next.2, i32 0, !dbg !102
  %10 = load i32, i32* %value.3, align 4, !dbg !102, !tbaa !67
  %row.3 = getelementptr inbounds %struct.cell, %struct.cell* %c, i64 %indvars.iv.next.2, i32 1, !dbg !103
  %11 = load i16, i16* %row.3, align 4, !dbg !103, !tbaa !74
  %conv.3 = sext i16 %11 to i32, !dbg !104
  %mul.3 = mul nsw i32 %10, %conv.3, !dbg !105
  %conv3.3 = sext i32 %mul.3 to i64, !dbg !106
  %add.3 = add nsw i64 %add.2, %conv3.3, !dbg !107
  call void @llvm.dbg.value(metadata i64 %add.3, metadata !94, metadata !DIExpression()), !dbg !97
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4, !dbg !108
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.3, metadata !95, metadata !DIExpression()), !dbg !98
  %niter.next.3 = add i64 %niter, 4, !dbg !101
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter, !dbg !101
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !101, !llvm.loop !112
}

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "vla.c", directory: ".", checksumkind: CSK_MD5, checksum: "c6b295abfe18efa8a47e61585df5965d")
!2 = !{!3, !4, !5, !8}
!3 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 21, type: !17, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!17 = !DISubroutineType(types: !18)
!18 = !{!4, !4, !5}
!19 = !{!20, !21, !22, !23, !25, !34}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !16, file: !1, line: 21, type: !4)
!21 = !DILocalVariable(name: "argv", arg: 2, scope: !16, file: !1, line: 21, type: !5)
!22 = !DILocalVariable(name: "n", scope: !16, file: !1, line: 23, type: !4)
!23 = !DILocalVariable(name: "__vla_expr0", scope: !16, type: !24, flags: DIFlagArtificial)
!24 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!25 = !DILocalVariable(name: "cells", scope: !16, file: !1, line: 26, type: !26)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, elements: !32)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "cell", file: !1, line: 6, size: 64, elements: !28)
!28 = !{!29, !30, !31}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !27, file: !1, line: 7, baseType: !4, size: 32)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "row", scope: !27, file: !1, line: 8, baseType: !3, size: 16, offset: 32)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !27, file: !1, line: 8, baseType: !3, size: 16, offset: 48)
!32 = !{!33}
!33 = !DISubrange(count: !23)
!34 = !DILocalVariable(name: "i", scope: !35, file: !1, line: 27, type: !4)
!35 = distinct !DILexicalBlock(scope: !16, file: !1, line: 27, column: 2)
!36 = !DILocation(line: 0, scope: !16)
!37 = !DILocation(line: 23, column: 15, scope: !16)
!38 = !DILocation(line: 23, column: 10, scope: !16)
!39 = !DILocation(line: 23, column: 26, scope: !16)
!40 = !{!41, !41, i64 0}
!41 = !{!"any pointer", !42, i64 0}
!42 = !{!"omnipotent char", !43, i64 0}
!43 = !{!"Simple C/C++ TBAA"}
!44 = !DILocalVariable(name: "__nptr", arg: 1, scope: !45, file: !46, line: 362, type: !49)
!45 = distinct !DISubprogram(name: "atoi", scope: !46, file: !46, line: 362, type: !47, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !51)
!46 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!47 = !DISubroutineType(types: !48)
!48 = !{!4, !49}
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!51 = !{!44}
!52 = !DILocation(line: 0, scope: !45, inlinedAt: !53)
!53 = distinct !DILocation(line: 23, column: 21, scope: !16)
!54 = !DILocation(line: 364, column: 16, scope: !45, inlinedAt: !53)
!55 = !DILocation(line: 364, column: 10, scope: !45, inlinedAt: !53)
!56 = !DILocation(line: 24, column: 12, scope: !57)
!57 = distinct !DILexicalBlock(scope: !16, file: !1, line: 24, column: 6)
!58 = !DILocation(line: 26, column: 2, scope: !16)
!59 = !DILocation(line: 26, column: 14, scope: !16)
!60 = !DILocation(line: 0, scope: !35)
!61 = !DILocation(line: 27, column: 2, scope: !35)
!62 = !DILocation(line: 28, column: 22, scope: !63)
!63 = distinct !DILexicalBlock(scope: !64, file: !1, line: 27, column: 30)
!64 = distinct !DILexicalBlock(scope: !35, file: !1, line: 27, column: 2)
!65 = !DILocation(line: 28, column: 12, scope: !63)
!66 = !DILocation(line: 28, column: 18, scope: !63)
!67 = !{!68, !69, i64 0}
!68 = !{!"cell", !69, i64 0, !70, i64 4, !70, i64 6}
!69 = !{!"int", !42, i64 0}
!70 = !{!"short", !42, i64 0}
!71 = !DILocation(line: 29, column: 18, scope: !63)
!72 = !DILocation(line: 29, column: 12, scope: !63)
!73 = !DILocation(line: 29, column: 16, scope: !63)
!74 = !{!68, !70, i64 4}
!75 = !DILocation(line: 30, column: 18, scope: !63)
!76 = !DILocation(line: 30, column: 12, scope: !63)
!77 = !DILocation(line: 30, column: 16, scope: !63)
!78 = !{!68, !70, i64 6}
!79 = !DILocation(line: 32, column: 18, scope: !16)
!80 = !DILocation(line: 32, column: 2, scope: !16)
!81 = !DILocation(line: 34, column: 1, scope: !16)
!82 = !DILocation(line: 27, column: 26, scope: !64)
!83 = distinct !{!83, !61, !84, !85}
!84 = !DILocation(line: 31, column: 2, scope: !35)
!85 = !{!"llvm.loop.mustprogress"}
!86 = distinct !DISubprogram(name: "total", scope: !1, file: !1, line: 13, type: !87, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !91)
!87 = !DISubroutineType(types: !88)
!88 = !{!89, !90, !4}
!89 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!91 = !{!92, !93, !94, !95}
!92 = !DILocalVariable(name: "c", arg: 1, scope: !86, file: !1, line: 13, type: !90)
!93 = !DILocalVariable(name: "n", arg: 2, scope: !86, file: !1, line: 13, type: !4)
!94 = !DILocalVariable(name: "t", scope: !86, file: !1, line: 15, type: !89)
!95 = !DILocalVariable(name: "i", scope: !96, file: !1, line: 16, type: !4)
!96 = distinct !DILexicalBlock(scope: !86, file: !1, line: 16, column: 2)
!97 = !DILocation(line: 0, scope: !86)
!98 = !DILocation(line: 0, scope: !96)
!99 = !DILocation(line: 16, column: 20, scope: !100)
!100 = distinct !DILexicalBlock(scope: !96, file: !1, line: 16, column: 2)
!101 = !DILocation(line: 16, column: 2, scope: !96)
!102 = !DILocation(line: 17, column: 13, scope: !100)
!103 = !DILocation(line: 17, column: 26, scope: !100)
!104 = !DILocation(line: 17, column: 21, scope: !100)
!105 = !DILocation(line: 17, column: 19, scope: !100)
!106 = !DILocation(line: 17, column: 8, scope: !100)
!107 = !DILocation(line: 17, column: 5, scope: !100)
!108 = !DILocation(line: 16, column: 26, scope: !100)
!109 = distinct !{!109, !110}
!110 = !{!"llvm.loop.unroll.disable"}
!111 = !DILocation(line: 18, column: 2, scope: !86)
!112 = distinct !{!112, !101, !113, !85}
!113 = !DILocation(line: 17, column: 26, scope: !96)
