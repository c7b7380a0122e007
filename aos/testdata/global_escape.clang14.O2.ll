; ModuleID = 'global_escape.c'
source_filename = "global_escape.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.op = type { i32, i8*, i32 (i32, i32)* }
%struct.entry = type { %struct.entry*, i8*, i32 }
%struct.var = type { i64, i8* }

@.str = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"neg\00", align 1
@ops = dso_local global [3 x %struct.op] [%struct.op { i32 2, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i32 (i32, i32)* @add }, %struct.op { i32 2, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i32 (i32, i32)* @sub }, %struct.op { i32 1, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i32 (i32, i32)* null }], align 16, !dbg !0
@.str.3 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"%s %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@__const.main.local = private unnamed_addr constant %struct.op { i32 2, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i32 0, i32 0), i32 (i32, i32)* null }, align 8
@registry = internal unnamed_addr global %struct.entry* null, align 8, !dbg !25

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @add(i32 noundef %a, i32 noundef %b) #0 !dbg !44 {
entry:
  call void @llvm.dbg.value(metadata i32 %a, metadata !46, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i32 %b, metadata !47, metadata !DIExpression()), !dbg !48
  %add = add nsw i32 %b, %a, !dbg !49
  ret i32 %add, !dbg !50
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @sub(i32 noundef %a, i32 noundef %b) #0 !dbg !51 {
entry:
  call void @llvm.dbg.value(metadata i32 %a, metadata !53, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %b, metadata !54, metadata !DIExpression()), !dbg !55
  %sub = sub nsw i32 %a, %b, !dbg !56
  ret i32 %sub, !dbg !57
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #1 !dbg !58 {
entry:
  %local = alloca %struct.op, align 8
  call void @llvm.dbg.value(metadata i32 %argc, metadata !64, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i8** %argv, metadata !65, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i32 0, metadata !66, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.value(metadata i64 0, metadata !66, metadata !DIExpression()), !dbg !73
  tail call fastcc void @reg(i8* noundef nonnull bitcast ([3 x %struct.op]* @ops to i8*), i32 noundef 0), !dbg !74
  call void @llvm.dbg.value(metadata i64 1, metadata !66, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.value(metadata i64 1, metadata !66, metadata !DIExpression()), !dbg !73
  tail call fastcc void @reg(i8* noundef nonnull bitcast (%struct.op* getelementptr inbounds ([3 x %struct.op], [3 x %struct.op]* @ops, i64 0, i64 1) to i8*), i32 noundef 0), !dbg !74
  call void @llvm.dbg.value(metadata i64 2, metadata !66, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.value(metadata i64 2, metadata !66, metadata !DIExpression()), !dbg !73
  tail call fastcc void @reg(i8* noundef nonnull bitcast (%struct.op* getelementptr inbounds ([3 x %struct.op], [3 x %struct.op]* @ops, i64 0, i64 2) to i8*), i32 noundef 0), !dbg !74
  call void @llvm.dbg.value(metadata i64 3, metadata !66, metadata !DIExpression()), !dbg !73
  %call = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #14, !dbg !76
  %0 = bitcast i8* %call to %struct.var*, !dbg !76
  call void @llvm.dbg.value(metadata %struct.var* %0, metadata !68, metadata !DIExpression()), !dbg !72
  %name = getelementptr inbounds %struct.var, %struct.var* %0, i64 0, i32 1, !dbg !77
  store i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0), i8** %name, align 8, !dbg !78, !tbaa !79
  %conv = sext i32 %argc to i64, !dbg !85
  %value = getelementptr inbounds %struct.var, %struct.var* %0, i64 0, i32 0, !dbg !86
  store i64 %conv, i64* %value, align 8, !dbg !87, !tbaa !88
  tail call fastcc void @reg(i8* noundef %call, i32 noundef 1), !dbg !89
  %cmp1 = icmp sgt i32 %argc, 1, !dbg !90
  br i1 %cmp1, label %cond.true, label %cond.end, !dbg !91

cond.true:                                        ; preds = %entry
  %arrayidx3 = getelementptr inbounds i8*, i8** %argv, i64 1, !dbg !92
  %1 = load i8*, i8** %arrayidx3, align 8, !dbg !92, !tbaa !93
  br label %cond.end, !dbg !91

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i8* [ %1, %cond.true ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), %entry ], !dbg !91
  %call4 = tail call fastcc i8* @find(i8* noundef %cond), !dbg !94
  call void @llvm.dbg.value(metadata i8* %call4, metadata !69, metadata !DIExpression()), !dbg !72
  %call5 = tail call fastcc i8* @find(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0)), !dbg !95
  call void @llvm.dbg.value(metadata i8* %call5, metadata !70, metadata !DIExpression()), !dbg !72
  %tobool = icmp ne i8* %call4, null, !dbg !96
  %tobool6 = icmp ne i8* %call5, null
  %or.cond = select i1 %tobool, i1 %tobool6, i1 false, !dbg !98
  br i1 %or.cond, label %if.then, label %if.end, !dbg !98

if.then:                                          ; preds = %cond.end
  %2 = bitcast i8* %call4 to %struct.op*, !dbg !94
  call void @llvm.dbg.value(metadata %struct.op* %2, metadata !69, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i8* %call5, metadata !70, metadata !DIExpression()), !dbg !72
  %name7 = getelementptr inbounds i8, i8* %call4, i64 8, !dbg !99
  %3 = bitcast i8* %name7 to i8**, !dbg !99
  %4 = load i8*, i8** %3, align 8, !dbg !99, !tbaa !100
  %value8 = bitcast i8* %call5 to i64*, !dbg !103
  %5 = load i64, i64* %value8, align 8, !dbg !103, !tbaa !88
  %conv9 = trunc i64 %5 to i32, !dbg !104
  %call10 = tail call fastcc i32 @apply(%struct.op* noundef nonnull %2, i32 noundef %conv9), !dbg !105
  %call11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.4, i64 0, i64 0), i8* noundef %4, i32 noundef %call10), !dbg !106
  br label %if.end, !dbg !106

if.end:                                           ; preds = %if.then, %cond.end
  %6 = bitcast %struct.op* %local to i8*, !dbg !107
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %6) #14, !dbg !107
  call void @llvm.dbg.declare(metadata %struct.op* %local, metadata !71, metadata !DIExpression()), !dbg !108
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %6, i8* noundef nonnull align 8 dereferenceable(24) bitcast (%struct.op* @__const.main.local to i8*), i64 24, i1 false), !dbg !108
  call fastcc void @show(%struct.op* noundef nonnull %local), !dbg !109
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %6) #14, !dbg !110
  ret i32 0, !dbg !111
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define internal fastcc void @reg(i8* noundef %item, i32 noundef %kind) unnamed_addr #4 !dbg !112 {
entry:
  call void @llvm.dbg.value(metadata i8* %item, metadata !116, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 %kind, metadata !117, metadata !DIExpression()), !dbg !119
  %call = tail call noalias dereferenceable_or_null(24) i8* @malloc(i64 noundef 24) #14, !dbg !120
  %0 = bitcast i8* %call to %struct.entry*, !dbg !120
  call void @llvm.dbg.value(metadata %struct.entry* %0, metadata !118, metadata !DIExpression()), !dbg !119
  %item1 = getelementptr inbounds %struct.entry, %struct.entry* %0, i64 0, i32 1, !dbg !121
  store i8* %item, i8** %item1, align 8, !dbg !122, !tbaa !123
  %kind2 = getelementptr inbounds %struct.entry, %struct.entry* %0, i64 0, i32 2, !dbg !125
  store i32 %kind, i32* %kind2, align 8, !dbg !126, !tbaa !127
  %1 = load %struct.entry*, %struct.entry** @registry, align 8, !dbg !128, !tbaa !93
  %next = getelementptr inbounds %struct.entry, %struct.entry* %0, i64 0, i32 0, !dbg !129
  store %struct.entry* %1, %struct.entry** %next, align 8, !dbg !130, !tbaa !131
  store i8* %call, i8** bitcast (%struct.entry** @registry to i8**), align 8, !dbg !132, !tbaa !93
  ret void, !dbg !133
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: nofree noinline nounwind readonly uwtable
define internal fastcc i8* @find(i8* nocapture noundef readonly %name) unnamed_addr #6 !dbg !134 {
entry:
  call void @llvm.dbg.value(metadata i32 undef, metadata !138, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.value(metadata i8* %name, metadata !139, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.value(metadata %struct.entry* undef, metadata !140, metadata !DIExpression()), !dbg !143
  %e.02 = load %struct.entry*, %struct.entry** @registry, align 8, !dbg !143, !tbaa !93
  call void @llvm.dbg.value(metadata %struct.entry* %e.02, metadata !140, metadata !DIExpression()), !dbg !143
  %tobool.not3 = icmp eq %struct.entry* %e.02, null, !dbg !144
  br i1 %tobool.not3, label %cleanup, label %for.body, !dbg !144

for.body:                                         ; preds = %entry, %for.inc
  %e.04 = phi %struct.entry* [ %e.0, %for.inc ], [ %e.02, %entry ]
  %kind1 = getelementptr inbounds %struct.entry, %struct.entry* %e.04, i64 0, i32 2, !dbg !145
  %0 = load i32, i32* %kind1, align 8, !dbg !145, !tbaa !127
  switch i32 %0, label %for.inc [
    i32 0, label %land.lhs.true
    i32 1, label %land.lhs.true7
  ], !dbg !149

land.lhs.true:                                    ; preds = %for.body
  %item = getelementptr inbounds %struct.entry, %struct.entry* %e.04, i64 0, i32 1, !dbg !150
  %1 = load i8*, i8** %item, align 8, !dbg !150, !tbaa !123
  %name2 = getelementptr inbounds i8, i8* %1, i64 8, !dbg !151
  %2 = bitcast i8* %name2 to i8**, !dbg !151
  %3 = load i8*, i8** %2, align 8, !dbg !151, !tbaa !100
  %call = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %3, i8* noundef nonnull dereferenceable(1) %name) #15, !dbg !152
  %cmp3 = icmp eq i32 %call, 0, !dbg !153
  br i1 %cmp3, label %cleanup, label %for.inc, !dbg !154

land.lhs.true7:                                   ; preds = %for.body
  %item8 = getelementptr inbounds %struct.entry, %struct.entry* %e.04, i64 0, i32 1, !dbg !155
  %4 = load i8*, i8** %item8, align 8, !dbg !155, !tbaa !123
  %name9 = getelementptr inbounds i8, i8* %4, i64 8, !dbg !157
  %5 = bitcast i8* %name9 to i8**, !dbg !157
  %6 = load i8*, i8** %5, align 8, !dbg !157, !tbaa !79
  %call10 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %6, i8* noundef nonnull dereferenceable(1) %name) #15, !dbg !158
  %cmp11 = icmp eq i32 %call10, 0, !dbg !159
  br i1 %cmp11, label %cleanup, label %for.inc, !dbg !160

for.inc:                                          ; preds = %for.body, %land.lhs.true, %land.lhs.true7
  %next = getelementptr inbounds %struct.entry, %struct.entry* %e.04, i64 0, i32 0, !dbg !161
  call void @llvm.dbg.value(metadata %struct.entry* undef, metadata !140, metadata !DIExpression()), !dbg !143
  %e.0 = load %struct.entry*, %struct.entry** %next, align 8, !dbg !143, !tbaa !93
  call void @llvm.dbg.value(metadata %struct.entry* %e.0, metadata !140, metadata !DIExpression()), !dbg !143
  %tobool.not = icmp eq %struct.entry* %e.0, null, !dbg !144
  br i1 %tobool.not, label %cleanup, label %for.body, !dbg !144, !llvm.loop !162

cleanup:                                          ; preds = %for.inc, %land.lhs.true, %land.lhs.true7, %entry
  %switch = phi i8* [ null, %entry ], [ %4, %land.lhs.true7 ], [ %1, %land.lhs.true ], [ null, %for.inc ]
  ret i8* %switch, !dbg !165
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @apply(%struct.op* nocapture noundef readonly %o, i32 noundef %a) unnamed_addr #8 !dbg !166 {
entry:
  call void @llvm.dbg.value(metadata %struct.op* %o, metadata !170, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i32 %a, metadata !171, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i32 1, metadata !172, metadata !DIExpression()), !dbg !173
  %arity = getelementptr inbounds %struct.op, %struct.op* %o, i64 0, i32 0, !dbg !174
  %0 = load i32, i32* %arity, align 8, !dbg !174, !tbaa !176
  %cmp = icmp eq i32 %0, 1, !dbg !177
  br i1 %cmp, label %if.then, label %if.end, !dbg !178

if.then:                                          ; preds = %entry
  %sub = sub nsw i32 0, %a, !dbg !179
  br label %return, !dbg !180

if.end:                                           ; preds = %entry
  %fn = getelementptr inbounds %struct.op, %struct.op* %o, i64 0, i32 2, !dbg !181
  %1 = load i32 (i32, i32)*, i32 (i32, i32)** %fn, align 8, !dbg !181, !tbaa !182
  %call = tail call i32 %1(i32 noundef %a, i32 noundef 1) #14, !dbg !183
  br label %return, !dbg !184

return:                                           ; preds = %if.end, %if.then
  %retval.0 = phi i32 [ %sub, %if.then ], [ %call, %if.end ], !dbg !173
  ret i32 %retval.0, !dbg !185
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @show(%struct.op* nocapture noundef readonly %p) unnamed_addr #10 !dbg !186 {
entry:
  call void @llvm.dbg.value(metadata %struct.op* %p, metadata !190, metadata !DIExpression()), !dbg !191
  %name = getelementptr inbounds %struct.op, %struct.op* %p, i64 0, i32 1, !dbg !192
  %0 = load i8*, i8** %name, align 8, !dbg !192, !tbaa !100
  %puts = tail call i32 @puts(i8* nonnull dereferenceable(1) %0), !dbg !193
  ret void, !dbg !194
}

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strcmp(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #11

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #12

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #13

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #10 = { nofree noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #13 = { nofree nounwind }
attributes #14 = { nounwind }
attributes #15 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!37, !38, !39, !40, !41, !42}
!llvm.ident = !{!43}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ops", scope: !2, file: !3, line: 34, type: !34, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !24, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "global_escape.c", directory: ".", checksumkind: CSK_MD5, checksum: "47d7a16d1845de2ecd4d411ad503b604")
!4 = !{!5, !6, !18}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "op", file: !3, line: 13, size: 192, elements: !8)
!8 = !{!9, !10, !14}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "arity", scope: !7, file: !3, line: 14, baseType: !5, size: 32)
!10 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !7, file: !3, line: 15, baseType: !11, size: 64, offset: 64)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!14 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !7, file: !3, line: 16, baseType: !15, size: 64, offset: 128)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DISubroutineType(types: !17)
!17 = !{!5, !5, !5}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "var", file: !3, line: 19, size: 128, elements: !20)
!20 = !{!21, !23}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !19, file: !3, line: 20, baseType: !22, size: 64)
!22 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !19, file: !3, line: 21, baseType: !11, size: 64, offset: 64)
!24 = !{!0, !25}
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "registry", scope: !2, file: !3, line: 37, type: !27, isLocal: true, isDefinition: true)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "entry", file: !3, line: 24, size: 192, elements: !29)
!29 = !{!30, !31, !33}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !28, file: !3, line: 25, baseType: !27, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "item", scope: !28, file: !3, line: 26, baseType: !32, size: 64, offset: 64)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !28, file: !3, line: 27, baseType: !5, size: 32, offset: 128)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 576, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 3)
!37 = !{i32 7, !"Dwarf Version", i32 5}
!38 = !{i32 2, !"Debug Info Version", i32 3}
!39 = !{i32 1, !"wchar_size", i32 4}
!40 = !{i32 7, !"PIC Level", i32 2}
!41 = !{i32 7, !"PIE Level", i32 2}
!42 = !{i32 7, !"uwtable", i32 1}
!43 = !{!"Debian clang version 14.0.6"}
!44 = distinct !DISubprogram(name: "add", scope: !3, file: !3, line: 30, type: !16, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !45)
!45 = !{!46, !47}
!46 = !DILocalVariable(name: "a", arg: 1, scope: !44, file: !3, line: 30, type: !5)
!47 = !DILocalVariable(name: "b", arg: 2, scope: !44, file: !3, line: 30, type: !5)
!48 = !DILocation(line: 0, scope: !44)
!49 = !DILocation(line: 30, column: 41, scope: !44)
!50 = !DILocation(line: 30, column: 32, scope: !44)
!51 = distinct !DISubprogram(name: "sub", scope: !3, file: !3, line: 31, type: !16, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !52)
!52 = !{!53, !54}
!53 = !DILocalVariable(name: "a", arg: 1, scope: !51, file: !3, line: 31, type: !5)
!54 = !DILocalVariable(name: "b", arg: 2, scope: !51, file: !3, line: 31, type: !5)
!55 = !DILocation(line: 0, scope: !51)
!56 = !DILocation(line: 31, column: 41, scope: !51)
!57 = !DILocation(line: 31, column: 32, scope: !51)
!58 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 71, type: !59, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !63)
!59 = !DISubroutineType(types: !60)
!60 = !{!5, !5, !61}
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!63 = !{!64, !65, !66, !68, !69, !70, !71}
!64 = !DILocalVariable(name: "argc", arg: 1, scope: !58, file: !3, line: 71, type: !5)
!65 = !DILocalVariable(name: "argv", arg: 2, scope: !58, file: !3, line: 71, type: !61)
!66 = !DILocalVariable(name: "i", scope: !67, file: !3, line: 73, type: !5)
!67 = distinct !DILexicalBlock(scope: !58, file: !3, line: 73, column: 2)
!68 = !DILocalVariable(name: "v", scope: !58, file: !3, line: 75, type: !18)
!69 = !DILocalVariable(name: "o", scope: !58, file: !3, line: 79, type: !6)
!70 = !DILocalVariable(name: "x", scope: !58, file: !3, line: 80, type: !18)
!71 = !DILocalVariable(name: "local", scope: !58, file: !3, line: 83, type: !7)
!72 = !DILocation(line: 0, scope: !58)
!73 = !DILocation(line: 0, scope: !67)
!74 = !DILocation(line: 74, column: 3, scope: !75)
!75 = distinct !DILexicalBlock(scope: !67, file: !3, line: 73, column: 2)
!76 = !DILocation(line: 75, column: 18, scope: !58)
!77 = !DILocation(line: 76, column: 5, scope: !58)
!78 = !DILocation(line: 76, column: 10, scope: !58)
!79 = !{!80, !84, i64 8}
!80 = !{!"var", !81, i64 0, !84, i64 8}
!81 = !{!"long", !82, i64 0}
!82 = !{!"omnipotent char", !83, i64 0}
!83 = !{!"Simple C/C++ TBAA"}
!84 = !{!"any pointer", !82, i64 0}
!85 = !DILocation(line: 77, column: 13, scope: !58)
!86 = !DILocation(line: 77, column: 5, scope: !58)
!87 = !DILocation(line: 77, column: 11, scope: !58)
!88 = !{!80, !81, i64 0}
!89 = !DILocation(line: 78, column: 2, scope: !58)
!90 = !DILocation(line: 79, column: 30, scope: !58)
!91 = !DILocation(line: 79, column: 25, scope: !58)
!92 = !DILocation(line: 79, column: 36, scope: !58)
!93 = !{!84, !84, i64 0}
!94 = !DILocation(line: 79, column: 17, scope: !58)
!95 = !DILocation(line: 80, column: 18, scope: !58)
!96 = !DILocation(line: 81, column: 6, scope: !97)
!97 = distinct !DILexicalBlock(scope: !58, file: !3, line: 81, column: 6)
!98 = !DILocation(line: 81, column: 8, scope: !97)
!99 = !DILocation(line: 82, column: 24, scope: !97)
!100 = !{!101, !84, i64 8}
!101 = !{!"op", !102, i64 0, !84, i64 8, !84, i64 16}
!102 = !{!"int", !82, i64 0}
!103 = !DILocation(line: 82, column: 47, scope: !97)
!104 = !DILocation(line: 82, column: 39, scope: !97)
!105 = !DILocation(line: 82, column: 30, scope: !97)
!106 = !DILocation(line: 82, column: 3, scope: !97)
!107 = !DILocation(line: 83, column: 2, scope: !58)
!108 = !DILocation(line: 83, column: 12, scope: !58)
!109 = !DILocation(line: 84, column: 2, scope: !58)
!110 = !DILocation(line: 86, column: 1, scope: !58)
!111 = !DILocation(line: 85, column: 2, scope: !58)
!112 = distinct !DISubprogram(name: "reg", scope: !3, file: !3, line: 39, type: !113, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !115)
!113 = !DISubroutineType(types: !114)
!114 = !{null, !32, !5}
!115 = !{!116, !117, !118}
!116 = !DILocalVariable(name: "item", arg: 1, scope: !112, file: !3, line: 39, type: !32)
!117 = !DILocalVariable(name: "kind", arg: 2, scope: !112, file: !3, line: 39, type: !5)
!118 = !DILocalVariable(name: "e", scope: !112, file: !3, line: 41, type: !27)
!119 = !DILocation(line: 0, scope: !112)
!120 = !DILocation(line: 41, column: 20, scope: !112)
!121 = !DILocation(line: 42, column: 5, scope: !112)
!122 = !DILocation(line: 42, column: 10, scope: !112)
!123 = !{!124, !84, i64 8}
!124 = !{!"entry", !84, i64 0, !84, i64 8, !102, i64 16}
!125 = !DILocation(line: 43, column: 5, scope: !112)
!126 = !DILocation(line: 43, column: 10, scope: !112)
!127 = !{!124, !102, i64 16}
!128 = !DILocation(line: 44, column: 12, scope: !112)
!129 = !DILocation(line: 44, column: 5, scope: !112)
!130 = !DILocation(line: 44, column: 10, scope: !112)
!131 = !{!124, !84, i64 0}
!132 = !DILocation(line: 45, column: 11, scope: !112)
!133 = !DILocation(line: 46, column: 1, scope: !112)
!134 = distinct !DISubprogram(name: "find", scope: !3, file: !3, line: 48, type: !135, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !137)
!135 = !DISubroutineType(types: !136)
!136 = !{!32, !5, !11}
!137 = !{!138, !139, !140}
!138 = !DILocalVariable(name: "kind", arg: 1, scope: !134, file: !3, line: 48, type: !5)
!139 = !DILocalVariable(name: "name", arg: 2, scope: !134, file: !3, line: 48, type: !11)
!140 = !DILocalVariable(name: "e", scope: !141, file: !3, line: 50, type: !27)
!141 = distinct !DILexicalBlock(scope: !134, file: !3, line: 50, column: 2)
!142 = !DILocation(line: 0, scope: !134)
!143 = !DILocation(line: 0, scope: !141)
!144 = !DILocation(line: 50, column: 2, scope: !141)
!145 = !DILocation(line: 51, column: 10, scope: !146)
!146 = distinct !DILexicalBlock(scope: !147, file: !3, line: 51, column: 7)
!147 = distinct !DILexicalBlock(scope: !148, file: !3, line: 50, column: 51)
!148 = distinct !DILexicalBlock(scope: !141, file: !3, line: 50, column: 2)
!149 = !DILocation(line: 51, column: 20, scope: !146)
!150 = !DILocation(line: 51, column: 47, scope: !146)
!151 = !DILocation(line: 51, column: 54, scope: !146)
!152 = !DILocation(line: 51, column: 23, scope: !146)
!153 = !DILocation(line: 51, column: 66, scope: !146)
!154 = !DILocation(line: 51, column: 7, scope: !147)
!155 = !DILocation(line: 53, column: 48, scope: !156)
!156 = distinct !DILexicalBlock(scope: !147, file: !3, line: 53, column: 7)
!157 = !DILocation(line: 53, column: 55, scope: !156)
!158 = !DILocation(line: 53, column: 23, scope: !156)
!159 = !DILocation(line: 53, column: 67, scope: !156)
!160 = !DILocation(line: 53, column: 7, scope: !147)
!161 = !DILocation(line: 50, column: 45, scope: !148)
!162 = distinct !{!162, !144, !163, !164}
!163 = !DILocation(line: 55, column: 2, scope: !141)
!164 = !{!"llvm.loop.mustprogress"}
!165 = !DILocation(line: 57, column: 1, scope: !134)
!166 = distinct !DISubprogram(name: "apply", scope: !3, file: !3, line: 59, type: !167, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !169)
!167 = !DISubroutineType(types: !168)
!168 = !{!5, !6, !5, !5}
!169 = !{!170, !171, !172}
!170 = !DILocalVariable(name: "o", arg: 1, scope: !166, file: !3, line: 59, type: !6)
!171 = !DILocalVariable(name: "a", arg: 2, scope: !166, file: !3, line: 59, type: !5)
!172 = !DILocalVariable(name: "b", arg: 3, scope: !166, file: !3, line: 59, type: !5)
!173 = !DILocation(line: 0, scope: !166)
!174 = !DILocation(line: 61, column: 9, scope: !175)
!175 = distinct !DILexicalBlock(scope: !166, file: !3, line: 61, column: 6)
!176 = !{!101, !102, i64 0}
!177 = !DILocation(line: 61, column: 15, scope: !175)
!178 = !DILocation(line: 61, column: 6, scope: !166)
!179 = !DILocation(line: 62, column: 10, scope: !175)
!180 = !DILocation(line: 62, column: 3, scope: !175)
!181 = !DILocation(line: 63, column: 12, scope: !166)
!182 = !{!101, !84, i64 16}
!183 = !DILocation(line: 63, column: 9, scope: !166)
!184 = !DILocation(line: 63, column: 2, scope: !166)
!185 = !DILocation(line: 64, column: 1, scope: !166)
!186 = distinct !DISubprogram(name: "show", scope: !3, file: !3, line: 66, type: !187, scopeLine: 67, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !189)
!187 = !DISubroutineType(types: !188)
!188 = !{null, !6}
!189 = !{!190}
!190 = !DILocalVariable(name: "p", arg: 1, scope: !186, file: !3, line: 66, type: !6)
!191 = !DILocation(line: 0, scope: !186)
!192 = !DILocation(line: 68, column: 20, scope: !186)
!193 = !DILocation(line: 68, column: 2, scope: !186)
!194 = !DILocation(line: 69, column: 1, scope: !186)
