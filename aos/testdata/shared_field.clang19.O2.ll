; ModuleID = 'shared_field.c'
source_filename = "shared_field.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.state = type { %struct.vec, %struct.vec, %struct.vec, %struct.vec }
%struct.vec = type { ptr, i32, i32 }
%struct.label = type { ptr, i32, i32, i8, i8 }
%struct.var = type { double, i8, i16, ptr }
%struct.absline = type { i32, i32 }
%struct.upval = type { ptr, i8, i8, i8 }

@.str = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00", align 1, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #0 !dbg !53 {
entry:
  %s = alloca %struct.state, align 8, !DIAssignID !76
    #dbg_assign(i1 undef, !61, !DIExpression(), !76, ptr %s, !DIExpression(), !77)
    #dbg_value(i32 %argc, !59, !DIExpression(), !77)
    #dbg_value(ptr %argv, !60, !DIExpression(), !77)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %s) #8, !dbg !78
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %s, i8 0, i64 64, i1 false), !dbg !79, !DIAssignID !80
    #dbg_assign(i8 0, !61, !DIExpression(), !80, ptr %s, !DIExpression(), !77)
    #dbg_value(i32 0, !74, !DIExpression(), !81)
  %cmp35 = icmp sgt i32 %argc, 0, !dbg !82
  br i1 %cmp35, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !84

for.body.lr.ph:                                   ; preds = %entry
  %vars = getelementptr inbounds i8, ptr %s, i64 16
  %lines = getelementptr inbounds i8, ptr %s, i64 32
  %upvals = getelementptr inbounds i8, ptr %s, i64 48
  %wide.trip.count = zext nneg i32 %argc to i64, !dbg !82
  br label %for.body, !dbg !84

for.cond.cleanup.loopexit:                        ; preds = %for.body
  %n.phi.trans.insert = getelementptr inbounds i8, ptr %s, i64 8
  %.pre = load i32, ptr %n.phi.trans.insert, align 8, !dbg !85, !tbaa !86
  %n10.phi.trans.insert = getelementptr inbounds i8, ptr %s, i64 24
  %.pre39 = load i32, ptr %n10.phi.trans.insert, align 8, !dbg !93, !tbaa !94
  %n12.phi.trans.insert = getelementptr inbounds i8, ptr %s, i64 40
  %.pre40 = load i32, ptr %n12.phi.trans.insert, align 8, !dbg !95, !tbaa !96
  %n14.phi.trans.insert = getelementptr inbounds i8, ptr %s, i64 56
  %.pre41 = load i32, ptr %n14.phi.trans.insert, align 8, !dbg !97, !tbaa !98
  %.pre42 = load ptr, ptr %s, align 8, !dbg !99, !tbaa !100
  %.pre43 = load ptr, ptr %vars, align 8, !dbg !101, !tbaa !102
  %.pre44 = load ptr, ptr %lines, align 8, !dbg !103, !tbaa !104
  %.pre45 = load ptr, ptr %upvals, align 8, !dbg !105, !tbaa !106
  br label %for.cond.cleanup, !dbg !85

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit, %entry
  %0 = phi ptr [ %.pre45, %for.cond.cleanup.loopexit ], [ null, %entry ], !dbg !105
  %1 = phi ptr [ %.pre44, %for.cond.cleanup.loopexit ], [ null, %entry ], !dbg !103
  %2 = phi ptr [ %.pre43, %for.cond.cleanup.loopexit ], [ null, %entry ], !dbg !101
  %3 = phi ptr [ %.pre42, %for.cond.cleanup.loopexit ], [ null, %entry ], !dbg !99
  %4 = phi i32 [ %.pre41, %for.cond.cleanup.loopexit ], [ 0, %entry ], !dbg !97
  %5 = phi i32 [ %.pre40, %for.cond.cleanup.loopexit ], [ 0, %entry ], !dbg !95
  %6 = phi i32 [ %.pre39, %for.cond.cleanup.loopexit ], [ 0, %entry ], !dbg !93
  %7 = phi i32 [ %.pre, %for.cond.cleanup.loopexit ], [ 0, %entry ], !dbg !85
  %call15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %7, i32 noundef %6, i32 noundef %5, i32 noundef %4), !dbg !107
  tail call void @free(ptr noundef %3) #8, !dbg !108
  tail call void @free(ptr noundef %2) #8, !dbg !109
  tail call void @free(ptr noundef %1) #8, !dbg !110
  tail call void @free(ptr noundef %0) #8, !dbg !111
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %s) #8, !dbg !112
  ret i32 0, !dbg !113

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next, %for.body ]
  %indvars38 = trunc i64 %indvars.iv to i32
    #dbg_value(i64 %indvars.iv, !74, !DIExpression(), !81)
  %arrayidx = getelementptr inbounds ptr, ptr %argv, i64 %indvars.iv, !dbg !114
  %8 = load ptr, ptr %arrayidx, align 8, !dbg !114, !tbaa !116
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !117
  %indvars = trunc i64 %indvars.iv.next to i32, !dbg !117
  call fastcc void @newlabel(ptr noundef nonnull %s, ptr noundef %8, i32 noundef %indvars38, i32 noundef %indvars), !dbg !118
  %9 = load ptr, ptr %arrayidx, align 8, !dbg !119, !tbaa !116
  %conv = uitofp nneg i32 %indvars38 to double, !dbg !120
  %mul = fmul double %conv, 5.000000e-01, !dbg !121
  call fastcc void @newvar(ptr noundef nonnull %vars, ptr noundef %9, double noundef %mul), !dbg !122
  %mul4 = shl nuw nsw i32 %indvars38, 1, !dbg !123
  call fastcc void @addline(ptr noundef nonnull %lines, i32 noundef %indvars38, i32 noundef %mul4), !dbg !124
  %10 = load ptr, ptr %arrayidx, align 8, !dbg !125, !tbaa !116
  call fastcc void @newupval(ptr noundef nonnull %upvals, ptr noundef %10, i32 noundef %indvars38), !dbg !126
    #dbg_value(i64 %indvars.iv.next, !74, !DIExpression(), !81)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !82
  br i1 %exitcond.not, label %for.cond.cleanup.loopexit, label %for.body, !dbg !84, !llvm.loop !127
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @newlabel(ptr nocapture noundef %l, ptr noundef %name, i32 noundef %pc, i32 noundef %line) unnamed_addr #3 !dbg !130 {
entry:
    #dbg_value(ptr %l, !135, !DIExpression(), !140)
    #dbg_value(ptr %name, !136, !DIExpression(), !140)
    #dbg_value(i32 %pc, !137, !DIExpression(), !140)
    #dbg_value(i32 %line, !138, !DIExpression(), !140)
  %n1 = getelementptr inbounds i8, ptr %l, i64 8, !dbg !141
  %0 = load i32, ptr %n1, align 8, !dbg !141, !tbaa !142
    #dbg_value(i32 %0, !139, !DIExpression(), !140)
  %1 = load ptr, ptr %l, align 8, !dbg !143, !tbaa !144
  %size = getelementptr inbounds i8, ptr %l, i64 12, !dbg !145
  %call = tail call fastcc ptr @grow(ptr noundef %1, i32 noundef %0, ptr noundef nonnull %size, i64 noundef 24), !dbg !146
  store ptr %call, ptr %l, align 8, !dbg !147, !tbaa !144
  %idxprom = sext i32 %0 to i64, !dbg !148
  %arrayidx = getelementptr inbounds %struct.label, ptr %call, i64 %idxprom, !dbg !148
  store ptr %name, ptr %arrayidx, align 8, !dbg !149, !tbaa !150
  %pc8 = getelementptr inbounds %struct.label, ptr %call, i64 %idxprom, i32 1, !dbg !152
  store i32 %pc, ptr %pc8, align 8, !dbg !153, !tbaa !154
  %line12 = getelementptr inbounds %struct.label, ptr %call, i64 %idxprom, i32 2, !dbg !155
  store i32 %line, ptr %line12, align 4, !dbg !156, !tbaa !157
  %close = getelementptr inbounds %struct.label, ptr %call, i64 %idxprom, i32 4, !dbg !158
  store i8 0, ptr %close, align 1, !dbg !159, !tbaa !160
  %2 = load i32, ptr %n1, align 8, !dbg !161, !tbaa !142
  %inc = add nsw i32 %2, 1, !dbg !161
  store i32 %inc, ptr %n1, align 8, !dbg !161, !tbaa !142
  ret void, !dbg !162
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @newvar(ptr nocapture noundef %v, ptr noundef %name, double noundef %x) unnamed_addr #3 !dbg !163 {
entry:
    #dbg_value(ptr %v, !167, !DIExpression(), !172)
    #dbg_value(ptr %name, !168, !DIExpression(), !172)
    #dbg_value(double %x, !169, !DIExpression(), !172)
  %n1 = getelementptr inbounds i8, ptr %v, i64 8, !dbg !173
  %0 = load i32, ptr %n1, align 8, !dbg !173, !tbaa !142
    #dbg_value(i32 %0, !170, !DIExpression(), !172)
  %1 = load ptr, ptr %v, align 8, !dbg !174, !tbaa !144
  %size = getelementptr inbounds i8, ptr %v, i64 12, !dbg !175
  %call = tail call fastcc ptr @grow(ptr noundef %1, i32 noundef %0, ptr noundef nonnull %size, i64 noundef 24), !dbg !176
  store ptr %call, ptr %v, align 8, !dbg !177, !tbaa !144
  %idxprom = sext i32 %0 to i64, !dbg !178
  %arrayidx = getelementptr inbounds %struct.var, ptr %call, i64 %idxprom, !dbg !178
    #dbg_value(ptr %arrayidx, !171, !DIExpression(), !172)
  store double %x, ptr %arrayidx, align 8, !dbg !179, !tbaa !180
  %kind = getelementptr inbounds i8, ptr %arrayidx, i64 8, !dbg !184
  store i8 1, ptr %kind, align 8, !dbg !185, !tbaa !186
  %conv = trunc i32 %0 to i16, !dbg !187
  %idx = getelementptr inbounds i8, ptr %arrayidx, i64 10, !dbg !188
  store i16 %conv, ptr %idx, align 2, !dbg !189, !tbaa !190
  %name5 = getelementptr inbounds i8, ptr %arrayidx, i64 16, !dbg !191
  store ptr %name, ptr %name5, align 8, !dbg !192, !tbaa !193
  %2 = load i32, ptr %n1, align 8, !dbg !194, !tbaa !142
  %inc = add nsw i32 %2, 1, !dbg !194
  store i32 %inc, ptr %n1, align 8, !dbg !194, !tbaa !142
  ret void, !dbg !195
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @addline(ptr nocapture noundef %a, i32 noundef %pc, i32 noundef %line) unnamed_addr #3 !dbg !196 {
entry:
    #dbg_value(ptr %a, !200, !DIExpression(), !204)
    #dbg_value(i32 %pc, !201, !DIExpression(), !204)
    #dbg_value(i32 %line, !202, !DIExpression(), !204)
  %n1 = getelementptr inbounds i8, ptr %a, i64 8, !dbg !205
  %0 = load i32, ptr %n1, align 8, !dbg !205, !tbaa !142
    #dbg_value(i32 %0, !203, !DIExpression(), !204)
  %1 = load ptr, ptr %a, align 8, !dbg !206, !tbaa !144
  %size = getelementptr inbounds i8, ptr %a, i64 12, !dbg !207
  %call = tail call fastcc ptr @grow(ptr noundef %1, i32 noundef %0, ptr noundef nonnull %size, i64 noundef 8), !dbg !208
  store ptr %call, ptr %a, align 8, !dbg !209, !tbaa !144
  %idxprom = sext i32 %0 to i64, !dbg !210
  %arrayidx = getelementptr inbounds %struct.absline, ptr %call, i64 %idxprom, !dbg !210
  store i32 %pc, ptr %arrayidx, align 4, !dbg !211, !tbaa !212
  %line8 = getelementptr inbounds %struct.absline, ptr %call, i64 %idxprom, i32 1, !dbg !214
  store i32 %line, ptr %line8, align 4, !dbg !215, !tbaa !216
  %2 = load i32, ptr %n1, align 8, !dbg !217, !tbaa !142
  %inc = add nsw i32 %2, 1, !dbg !217
  store i32 %inc, ptr %n1, align 8, !dbg !217, !tbaa !142
  ret void, !dbg !218
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @newupval(ptr nocapture noundef %u, ptr noundef %name, i32 noundef %idx) unnamed_addr #3 !dbg !219 {
entry:
    #dbg_value(ptr %u, !223, !DIExpression(), !227)
    #dbg_value(ptr %name, !224, !DIExpression(), !227)
    #dbg_value(i32 %idx, !225, !DIExpression(), !227)
  %n1 = getelementptr inbounds i8, ptr %u, i64 8, !dbg !228
  %0 = load i32, ptr %n1, align 8, !dbg !228, !tbaa !142
    #dbg_value(i32 %0, !226, !DIExpression(), !227)
  %1 = load ptr, ptr %u, align 8, !dbg !229, !tbaa !144
  %size = getelementptr inbounds i8, ptr %u, i64 12, !dbg !230
  %call = tail call fastcc ptr @grow(ptr noundef %1, i32 noundef %0, ptr noundef nonnull %size, i64 noundef 16), !dbg !231
  store ptr %call, ptr %u, align 8, !dbg !232, !tbaa !144
  %idxprom = sext i32 %0 to i64, !dbg !233
  %arrayidx = getelementptr inbounds %struct.upval, ptr %call, i64 %idxprom, !dbg !233
  store ptr %name, ptr %arrayidx, align 8, !dbg !234, !tbaa !235
  %instack = getelementptr inbounds %struct.upval, ptr %call, i64 %idxprom, i32 1, !dbg !237
  store i8 1, ptr %instack, align 8, !dbg !238, !tbaa !239
  %conv = trunc i32 %idx to i8, !dbg !240
  %idx11 = getelementptr inbounds %struct.upval, ptr %call, i64 %idxprom, i32 2, !dbg !241
  store i8 %conv, ptr %idx11, align 1, !dbg !242, !tbaa !243
  %kind = getelementptr inbounds %struct.upval, ptr %call, i64 %idxprom, i32 3, !dbg !244
  store i8 0, ptr %kind, align 2, !dbg !245, !tbaa !246
  %2 = load i32, ptr %n1, align 8, !dbg !247, !tbaa !142
  %inc = add nsw i32 %2, 1, !dbg !247
  store i32 %inc, ptr %n1, align 8, !dbg !247, !tbaa !142
  ret void, !dbg !248
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !249 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !254 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: noinline nounwind uwtable
define internal fastcc noundef ptr @grow(ptr noundef %block, i32 noundef %n, ptr nocapture noundef %size, i64 noundef %elem) unnamed_addr #3 !dbg !258 {
entry:
    #dbg_value(ptr %block, !263, !DIExpression(), !269)
    #dbg_value(i32 %n, !264, !DIExpression(), !269)
    #dbg_value(ptr %size, !265, !DIExpression(), !269)
    #dbg_value(i64 %elem, !266, !DIExpression(), !269)
  %0 = load i32, ptr %size, align 4, !dbg !270, !tbaa !272
  %cmp = icmp sgt i32 %0, %n, !dbg !273
  br i1 %cmp, label %return, label %if.end, !dbg !274

if.end:                                           ; preds = %entry
  %tobool.not = icmp eq i32 %0, 0, !dbg !275
  %mul = shl nsw i32 %0, 1
  %spec.select = select i1 %tobool.not, i32 4, i32 %mul, !dbg !275
    #dbg_value(i32 %spec.select, !267, !DIExpression(), !269)
  %conv = sext i32 %spec.select to i64, !dbg !276
  %mul1 = mul nsw i64 %conv, %elem, !dbg !277
  %call = tail call ptr @realloc(ptr noundef %block, i64 noundef %mul1) #9, !dbg !278
    #dbg_value(ptr %call, !268, !DIExpression(), !269)
  %tobool2.not = icmp eq ptr %call, null, !dbg !279
  br i1 %tobool2.not, label %if.then3, label %if.end4, !dbg !281

if.then3:                                         ; preds = %if.end
  tail call void @abort() #10, !dbg !282
  unreachable, !dbg !282

if.end4:                                          ; preds = %if.end
  store i32 %spec.select, ptr %size, align 4, !dbg !283, !tbaa !272
  br label %return

return:                                           ; preds = %entry, %if.end4
  %retval.0 = phi ptr [ %call, %if.end4 ], [ %block, %entry ], !dbg !269
  ret ptr %retval.0, !dbg !284
}

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !285 noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: noreturn nounwind
declare !dbg !288 void @abort() local_unnamed_addr #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(1) }
attributes #10 = { noreturn nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!45, !46, !47, !48, !49, !50, !51}
!llvm.ident = !{!52}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 111, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "shared_field.c", directory: ".", checksumkind: CSK_MD5, checksum: "5010129f57b2b391fd06b3b9a0d90458")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 13)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !44, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !20, !23, !30, !32, !37, !4}
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "label", file: !2, line: 16, size: 192, elements: !11)
!11 = !{!12, !15, !17, !18, !19}
!12 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !10, file: !2, line: 17, baseType: !13, size: 64)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!15 = !DIDerivedType(tag: DW_TAG_member, name: "pc", scope: !10, file: !2, line: 18, baseType: !16, size: 32, offset: 64)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !10, file: !2, line: 18, baseType: !16, size: 32, offset: 96)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "nactvar", scope: !10, file: !2, line: 19, baseType: !4, size: 8, offset: 128)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "close", scope: !10, file: !2, line: 19, baseType: !4, size: 8, offset: 136)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !21, line: 18, baseType: !22)
!21 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!22 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "var", file: !2, line: 22, size: 192, elements: !25)
!25 = !{!26, !28, !29, !31}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !24, file: !2, line: 23, baseType: !27, size: 64)
!27 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !24, file: !2, line: 24, baseType: !4, size: 8, offset: 64)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "idx", scope: !24, file: !2, line: 25, baseType: !30, size: 16, offset: 80)
!30 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !24, file: !2, line: 26, baseType: !13, size: 64, offset: 128)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!33 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "absline", file: !2, line: 29, size: 64, elements: !34)
!34 = !{!35, !36}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "pc", scope: !33, file: !2, line: 30, baseType: !16, size: 32)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !33, file: !2, line: 30, baseType: !16, size: 32, offset: 32)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!38 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "upval", file: !2, line: 33, size: 128, elements: !39)
!39 = !{!40, !41, !42, !43}
!40 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !38, file: !2, line: 34, baseType: !13, size: 64)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "instack", scope: !38, file: !2, line: 35, baseType: !4, size: 8, offset: 64)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "idx", scope: !38, file: !2, line: 35, baseType: !4, size: 8, offset: 72)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !38, file: !2, line: 35, baseType: !4, size: 8, offset: 80)
!44 = !{!0}
!45 = !{i32 7, !"Dwarf Version", i32 5}
!46 = !{i32 2, !"Debug Info Version", i32 3}
!47 = !{i32 1, !"wchar_size", i32 4}
!48 = !{i32 8, !"PIC Level", i32 2}
!49 = !{i32 7, !"PIE Level", i32 2}
!50 = !{i32 7, !"uwtable", i32 2}
!51 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!52 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!53 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 102, type: !54, scopeLine: 103, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !58)
!54 = !DISubroutineType(types: !55)
!55 = !{!16, !16, !56}
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!58 = !{!59, !60, !61, !74}
!59 = !DILocalVariable(name: "argc", arg: 1, scope: !53, file: !2, line: 102, type: !16)
!60 = !DILocalVariable(name: "argv", arg: 2, scope: !53, file: !2, line: 102, type: !56)
!61 = !DILocalVariable(name: "s", scope: !53, file: !2, line: 104, type: !62)
!62 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "state", file: !2, line: 38, size: 512, elements: !63)
!63 = !{!64, !71, !72, !73}
!64 = !DIDerivedType(tag: DW_TAG_member, name: "labels", scope: !62, file: !2, line: 39, baseType: !65, size: 128)
!65 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vec", file: !2, line: 11, size: 128, elements: !66)
!66 = !{!67, !69, !70}
!67 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !65, file: !2, line: 12, baseType: !68, size: 64)
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !65, file: !2, line: 13, baseType: !16, size: 32, offset: 64)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !65, file: !2, line: 13, baseType: !16, size: 32, offset: 96)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "vars", scope: !62, file: !2, line: 39, baseType: !65, size: 128, offset: 128)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "lines", scope: !62, file: !2, line: 39, baseType: !65, size: 128, offset: 256)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "upvals", scope: !62, file: !2, line: 39, baseType: !65, size: 128, offset: 384)
!74 = !DILocalVariable(name: "i", scope: !75, file: !2, line: 105, type: !16)
!75 = distinct !DILexicalBlock(scope: !53, file: !2, line: 105, column: 2)
!76 = distinct !DIAssignID()
!77 = !DILocation(line: 0, scope: !53)
!78 = !DILocation(line: 104, column: 2, scope: !53)
!79 = !DILocation(line: 104, column: 15, scope: !53)
!80 = distinct !DIAssignID()
!81 = !DILocation(line: 0, scope: !75)
!82 = !DILocation(line: 105, column: 20, scope: !83)
!83 = distinct !DILexicalBlock(scope: !75, file: !2, line: 105, column: 2)
!84 = !DILocation(line: 105, column: 2, scope: !75)
!85 = !DILocation(line: 111, column: 35, scope: !53)
!86 = !{!87, !92, i64 8}
!87 = !{!"state", !88, i64 0, !88, i64 16, !88, i64 32, !88, i64 48}
!88 = !{!"vec", !89, i64 0, !92, i64 8, !92, i64 12}
!89 = !{!"any pointer", !90, i64 0}
!90 = !{!"omnipotent char", !91, i64 0}
!91 = !{!"Simple C/C++ TBAA"}
!92 = !{!"int", !90, i64 0}
!93 = !DILocation(line: 111, column: 45, scope: !53)
!94 = !{!87, !92, i64 24}
!95 = !DILocation(line: 111, column: 56, scope: !53)
!96 = !{!87, !92, i64 40}
!97 = !DILocation(line: 111, column: 68, scope: !53)
!98 = !{!87, !92, i64 56}
!99 = !DILocation(line: 112, column: 16, scope: !53)
!100 = !{!87, !89, i64 0}
!101 = !DILocation(line: 113, column: 14, scope: !53)
!102 = !{!87, !89, i64 16}
!103 = !DILocation(line: 114, column: 15, scope: !53)
!104 = !{!87, !89, i64 32}
!105 = !DILocation(line: 115, column: 16, scope: !53)
!106 = !{!87, !89, i64 48}
!107 = !DILocation(line: 111, column: 2, scope: !53)
!108 = !DILocation(line: 112, column: 2, scope: !53)
!109 = !DILocation(line: 113, column: 2, scope: !53)
!110 = !DILocation(line: 114, column: 2, scope: !53)
!111 = !DILocation(line: 115, column: 2, scope: !53)
!112 = !DILocation(line: 117, column: 1, scope: !53)
!113 = !DILocation(line: 116, column: 2, scope: !53)
!114 = !DILocation(line: 106, column: 23, scope: !115)
!115 = distinct !DILexicalBlock(scope: !83, file: !2, line: 105, column: 33)
!116 = !{!89, !89, i64 0}
!117 = !DILocation(line: 106, column: 37, scope: !115)
!118 = !DILocation(line: 106, column: 3, scope: !115)
!119 = !DILocation(line: 107, column: 19, scope: !115)
!120 = !DILocation(line: 107, column: 28, scope: !115)
!121 = !DILocation(line: 107, column: 30, scope: !115)
!122 = !DILocation(line: 107, column: 3, scope: !115)
!123 = !DILocation(line: 108, column: 26, scope: !115)
!124 = !DILocation(line: 108, column: 3, scope: !115)
!125 = !DILocation(line: 109, column: 23, scope: !115)
!126 = !DILocation(line: 109, column: 3, scope: !115)
!127 = distinct !{!127, !84, !128, !129}
!128 = !DILocation(line: 110, column: 2, scope: !75)
!129 = !{!"llvm.loop.mustprogress"}
!130 = distinct !DISubprogram(name: "newlabel", scope: !2, file: !2, line: 59, type: !131, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !134)
!131 = !DISubroutineType(cc: DW_CC_nocall, types: !132)
!132 = !{!16, !133, !13, !16, !16}
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!134 = !{!135, !136, !137, !138, !139}
!135 = !DILocalVariable(name: "l", arg: 1, scope: !130, file: !2, line: 59, type: !133)
!136 = !DILocalVariable(name: "name", arg: 2, scope: !130, file: !2, line: 59, type: !13)
!137 = !DILocalVariable(name: "pc", arg: 3, scope: !130, file: !2, line: 59, type: !16)
!138 = !DILocalVariable(name: "line", arg: 4, scope: !130, file: !2, line: 59, type: !16)
!139 = !DILocalVariable(name: "n", scope: !130, file: !2, line: 61, type: !16)
!140 = !DILocation(line: 0, scope: !130)
!141 = !DILocation(line: 61, column: 13, scope: !130)
!142 = !{!88, !92, i64 8}
!143 = !DILocation(line: 62, column: 19, scope: !130)
!144 = !{!88, !89, i64 0}
!145 = !DILocation(line: 62, column: 31, scope: !130)
!146 = !DILocation(line: 62, column: 11, scope: !130)
!147 = !DILocation(line: 62, column: 9, scope: !130)
!148 = !DILocation(line: 63, column: 2, scope: !130)
!149 = !DILocation(line: 63, column: 35, scope: !130)
!150 = !{!151, !89, i64 0}
!151 = !{!"label", !89, i64 0, !92, i64 8, !92, i64 12, !90, i64 16, !90, i64 17}
!152 = !DILocation(line: 64, column: 30, scope: !130)
!153 = !DILocation(line: 64, column: 33, scope: !130)
!154 = !{!151, !92, i64 8}
!155 = !DILocation(line: 65, column: 30, scope: !130)
!156 = !DILocation(line: 65, column: 35, scope: !130)
!157 = !{!151, !92, i64 12}
!158 = !DILocation(line: 66, column: 30, scope: !130)
!159 = !DILocation(line: 66, column: 36, scope: !130)
!160 = !{!151, !90, i64 17}
!161 = !DILocation(line: 67, column: 13, scope: !130)
!162 = !DILocation(line: 67, column: 2, scope: !130)
!163 = distinct !DISubprogram(name: "newvar", scope: !2, file: !2, line: 70, type: !164, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !166)
!164 = !DISubroutineType(cc: DW_CC_nocall, types: !165)
!165 = !{!16, !133, !13, !27}
!166 = !{!167, !168, !169, !170, !171}
!167 = !DILocalVariable(name: "v", arg: 1, scope: !163, file: !2, line: 70, type: !133)
!168 = !DILocalVariable(name: "name", arg: 2, scope: !163, file: !2, line: 70, type: !13)
!169 = !DILocalVariable(name: "x", arg: 3, scope: !163, file: !2, line: 70, type: !27)
!170 = !DILocalVariable(name: "n", scope: !163, file: !2, line: 72, type: !16)
!171 = !DILocalVariable(name: "p", scope: !163, file: !2, line: 74, type: !23)
!172 = !DILocation(line: 0, scope: !163)
!173 = !DILocation(line: 72, column: 13, scope: !163)
!174 = !DILocation(line: 73, column: 19, scope: !163)
!175 = !DILocation(line: 73, column: 31, scope: !163)
!176 = !DILocation(line: 73, column: 11, scope: !163)
!177 = !DILocation(line: 73, column: 9, scope: !163)
!178 = !DILocation(line: 74, column: 19, scope: !163)
!179 = !DILocation(line: 75, column: 7, scope: !163)
!180 = !{!181, !182, i64 0}
!181 = !{!"var", !182, i64 0, !90, i64 8, !183, i64 10, !89, i64 16}
!182 = !{!"double", !90, i64 0}
!183 = !{!"short", !90, i64 0}
!184 = !DILocation(line: 76, column: 5, scope: !163)
!185 = !DILocation(line: 76, column: 10, scope: !163)
!186 = !{!181, !90, i64 8}
!187 = !DILocation(line: 77, column: 11, scope: !163)
!188 = !DILocation(line: 77, column: 5, scope: !163)
!189 = !DILocation(line: 77, column: 9, scope: !163)
!190 = !{!181, !183, i64 10}
!191 = !DILocation(line: 78, column: 5, scope: !163)
!192 = !DILocation(line: 78, column: 10, scope: !163)
!193 = !{!181, !89, i64 16}
!194 = !DILocation(line: 79, column: 13, scope: !163)
!195 = !DILocation(line: 79, column: 2, scope: !163)
!196 = distinct !DISubprogram(name: "addline", scope: !2, file: !2, line: 82, type: !197, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !199)
!197 = !DISubroutineType(types: !198)
!198 = !{null, !133, !16, !16}
!199 = !{!200, !201, !202, !203}
!200 = !DILocalVariable(name: "a", arg: 1, scope: !196, file: !2, line: 82, type: !133)
!201 = !DILocalVariable(name: "pc", arg: 2, scope: !196, file: !2, line: 82, type: !16)
!202 = !DILocalVariable(name: "line", arg: 3, scope: !196, file: !2, line: 82, type: !16)
!203 = !DILocalVariable(name: "n", scope: !196, file: !2, line: 84, type: !16)
!204 = !DILocation(line: 0, scope: !196)
!205 = !DILocation(line: 84, column: 13, scope: !196)
!206 = !DILocation(line: 85, column: 19, scope: !196)
!207 = !DILocation(line: 85, column: 31, scope: !196)
!208 = !DILocation(line: 85, column: 11, scope: !196)
!209 = !DILocation(line: 85, column: 9, scope: !196)
!210 = !DILocation(line: 86, column: 2, scope: !196)
!211 = !DILocation(line: 86, column: 35, scope: !196)
!212 = !{!213, !92, i64 0}
!213 = !{!"absline", !92, i64 0, !92, i64 4}
!214 = !DILocation(line: 87, column: 32, scope: !196)
!215 = !DILocation(line: 87, column: 37, scope: !196)
!216 = !{!213, !92, i64 4}
!217 = !DILocation(line: 88, column: 6, scope: !196)
!218 = !DILocation(line: 89, column: 1, scope: !196)
!219 = distinct !DISubprogram(name: "newupval", scope: !2, file: !2, line: 91, type: !220, scopeLine: 92, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !222)
!220 = !DISubroutineType(cc: DW_CC_nocall, types: !221)
!221 = !{!16, !133, !13, !16}
!222 = !{!223, !224, !225, !226}
!223 = !DILocalVariable(name: "u", arg: 1, scope: !219, file: !2, line: 91, type: !133)
!224 = !DILocalVariable(name: "name", arg: 2, scope: !219, file: !2, line: 91, type: !13)
!225 = !DILocalVariable(name: "idx", arg: 3, scope: !219, file: !2, line: 91, type: !16)
!226 = !DILocalVariable(name: "n", scope: !219, file: !2, line: 93, type: !16)
!227 = !DILocation(line: 0, scope: !219)
!228 = !DILocation(line: 93, column: 13, scope: !219)
!229 = !DILocation(line: 94, column: 19, scope: !219)
!230 = !DILocation(line: 94, column: 31, scope: !219)
!231 = !DILocation(line: 94, column: 11, scope: !219)
!232 = !DILocation(line: 94, column: 9, scope: !219)
!233 = !DILocation(line: 95, column: 2, scope: !219)
!234 = !DILocation(line: 95, column: 35, scope: !219)
!235 = !{!236, !89, i64 0}
!236 = !{!"upval", !89, i64 0, !90, i64 8, !90, i64 9, !90, i64 10}
!237 = !DILocation(line: 96, column: 30, scope: !219)
!238 = !DILocation(line: 96, column: 38, scope: !219)
!239 = !{!236, !90, i64 8}
!240 = !DILocation(line: 97, column: 36, scope: !219)
!241 = !DILocation(line: 97, column: 30, scope: !219)
!242 = !DILocation(line: 97, column: 34, scope: !219)
!243 = !{!236, !90, i64 9}
!244 = !DILocation(line: 98, column: 30, scope: !219)
!245 = !DILocation(line: 98, column: 35, scope: !219)
!246 = !{!236, !90, i64 10}
!247 = !DILocation(line: 99, column: 13, scope: !219)
!248 = !DILocation(line: 99, column: 2, scope: !219)
!249 = !DISubprogram(name: "printf", scope: !250, file: !250, line: 356, type: !251, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!250 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!251 = !DISubroutineType(types: !252)
!252 = !{!16, !253, null}
!253 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !13)
!254 = !DISubprogram(name: "free", scope: !255, file: !255, line: 568, type: !256, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!255 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!256 = !DISubroutineType(types: !257)
!257 = !{null, !68}
!258 = distinct !DISubprogram(name: "grow", scope: !2, file: !2, line: 47, type: !259, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !262)
!259 = !DISubroutineType(types: !260)
!260 = !{!68, !68, !16, !261, !20}
!261 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!262 = !{!263, !264, !265, !266, !267, !268}
!263 = !DILocalVariable(name: "block", arg: 1, scope: !258, file: !2, line: 47, type: !68)
!264 = !DILocalVariable(name: "n", arg: 2, scope: !258, file: !2, line: 47, type: !16)
!265 = !DILocalVariable(name: "size", arg: 3, scope: !258, file: !2, line: 47, type: !261)
!266 = !DILocalVariable(name: "elem", arg: 4, scope: !258, file: !2, line: 47, type: !20)
!267 = !DILocalVariable(name: "ns", scope: !258, file: !2, line: 51, type: !16)
!268 = !DILocalVariable(name: "nb", scope: !258, file: !2, line: 52, type: !68)
!269 = !DILocation(line: 0, scope: !258)
!270 = !DILocation(line: 49, column: 10, scope: !271)
!271 = distinct !DILexicalBlock(scope: !258, file: !2, line: 49, column: 6)
!272 = !{!92, !92, i64 0}
!273 = !DILocation(line: 49, column: 8, scope: !271)
!274 = !DILocation(line: 49, column: 6, scope: !258)
!275 = !DILocation(line: 51, column: 11, scope: !258)
!276 = !DILocation(line: 52, column: 28, scope: !258)
!277 = !DILocation(line: 52, column: 39, scope: !258)
!278 = !DILocation(line: 52, column: 13, scope: !258)
!279 = !DILocation(line: 53, column: 7, scope: !280)
!280 = distinct !DILexicalBlock(scope: !258, file: !2, line: 53, column: 6)
!281 = !DILocation(line: 53, column: 6, scope: !258)
!282 = !DILocation(line: 54, column: 3, scope: !280)
!283 = !DILocation(line: 55, column: 8, scope: !258)
!284 = !DILocation(line: 57, column: 1, scope: !258)
!285 = !DISubprogram(name: "realloc", scope: !255, file: !255, line: 564, type: !286, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!286 = !DISubroutineType(types: !287)
!287 = !{!68, !68, !20}
!288 = !DISubprogram(name: "abort", scope: !255, file: !255, line: 611, type: !289, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!289 = !DISubroutineType(types: !290)
!290 = !{null}
