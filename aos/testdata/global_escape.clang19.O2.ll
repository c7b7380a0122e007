; ModuleID = 'global_escape.c'
source_filename = "global_escape.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.op = type { i32, ptr, ptr }

@.str = private unnamed_addr constant [4 x i8] c"add\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"sub\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c"neg\00", align 1, !dbg !9
@ops = dso_local global [3 x %struct.op] [%struct.op { i32 2, ptr @.str, ptr @add }, %struct.op { i32 2, ptr @.str.1, ptr @sub }, %struct.op { i32 1, ptr @.str.2, ptr null }], align 16, !dbg !11
@.str.3 = private unnamed_addr constant [2 x i8] c"x\00", align 1, !dbg !34
@.str.4 = private unnamed_addr constant [7 x i8] c"%s %d\0A\00", align 1, !dbg !39
@.str.5 = private unnamed_addr constant [4 x i8] c"mul\00", align 1, !dbg !44
@__const.main.local = private unnamed_addr constant %struct.op { i32 2, ptr @.str.5, ptr null }, align 8
@registry = internal unnamed_addr global ptr null, align 8, !dbg !46

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @add(i32 noundef %a, i32 noundef %b) #0 !dbg !68 {
entry:
    #dbg_value(i32 %a, !70, !DIExpression(), !72)
    #dbg_value(i32 %b, !71, !DIExpression(), !72)
  %add = add nsw i32 %b, %a, !dbg !73
  ret i32 %add, !dbg !74
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @sub(i32 noundef %a, i32 noundef %b) #0 !dbg !75 {
entry:
    #dbg_value(i32 %a, !77, !DIExpression(), !79)
    #dbg_value(i32 %b, !78, !DIExpression(), !79)
  %sub = sub nsw i32 %a, %b, !dbg !80
  ret i32 %sub, !dbg !81
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #1 !dbg !82 {
entry:
    #dbg_assign(i1 undef, !95, !DIExpression(), !96, ptr @__const.main.local, !DIExpression(), !97)
    #dbg_value(i32 %argc, !88, !DIExpression(), !97)
    #dbg_value(ptr %argv, !89, !DIExpression(), !97)
    #dbg_value(i32 0, !90, !DIExpression(), !98)
    #dbg_value(i64 0, !90, !DIExpression(), !98)
  tail call fastcc void @reg(ptr noundef nonnull @ops, i32 noundef 0), !dbg !99
    #dbg_value(i64 1, !90, !DIExpression(), !98)
  tail call fastcc void @reg(ptr noundef nonnull getelementptr inbounds (i8, ptr @ops, i64 24), i32 noundef 0), !dbg !99
    #dbg_value(i64 2, !90, !DIExpression(), !98)
  tail call fastcc void @reg(ptr noundef nonnull getelementptr inbounds (i8, ptr @ops, i64 48), i32 noundef 0), !dbg !99
    #dbg_value(i64 3, !90, !DIExpression(), !98)
  %call = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #10, !dbg !101
    #dbg_value(ptr %call, !92, !DIExpression(), !97)
  %name = getelementptr inbounds i8, ptr %call, i64 8, !dbg !102
  store ptr @.str.3, ptr %name, align 8, !dbg !103, !tbaa !104
  %conv = sext i32 %argc to i64, !dbg !110
  store i64 %conv, ptr %call, align 8, !dbg !111, !tbaa !112
  tail call fastcc void @reg(ptr noundef nonnull %call, i32 noundef 1), !dbg !113
  %cmp1 = icmp sgt i32 %argc, 1, !dbg !114
  br i1 %cmp1, label %cond.true, label %cond.end, !dbg !115

cond.true:                                        ; preds = %entry
  %arrayidx3 = getelementptr inbounds i8, ptr %argv, i64 8, !dbg !116
  %0 = load ptr, ptr %arrayidx3, align 8, !dbg !116, !tbaa !117
  br label %cond.end, !dbg !115

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi ptr [ %0, %cond.true ], [ @.str, %entry ], !dbg !115
  %call4 = tail call fastcc ptr @find(ptr noundef %cond), !dbg !118
    #dbg_value(ptr %call4, !93, !DIExpression(), !97)
  %call5 = tail call fastcc ptr @find(ptr noundef nonnull @.str.3), !dbg !119
    #dbg_value(ptr %call5, !94, !DIExpression(), !97)
  %tobool = icmp ne ptr %call4, null, !dbg !120
  %tobool6 = icmp ne ptr %call5, null
  %or.cond = select i1 %tobool, i1 %tobool6, i1 false, !dbg !122
  br i1 %or.cond, label %if.then, label %if.end, !dbg !122

if.then:                                          ; preds = %cond.end
  %name7 = getelementptr inbounds i8, ptr %call4, i64 8, !dbg !123
  %1 = load ptr, ptr %name7, align 8, !dbg !123, !tbaa !124
  %2 = load i64, ptr %call5, align 8, !dbg !127, !tbaa !112
  %conv9 = trunc i64 %2 to i32, !dbg !128
  %call10 = tail call fastcc i32 @apply(ptr noundef nonnull %call4, i32 noundef %conv9), !dbg !129
  %call11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %1, i32 noundef %call10), !dbg !130
  br label %if.end, !dbg !130

if.end:                                           ; preds = %if.then, %cond.end
    #dbg_assign(i1 undef, !95, !DIExpression(), !131, ptr @__const.main.local, !DIExpression(), !97)
  tail call fastcc void @show(ptr noundef nonnull @__const.main.local), !dbg !132
  ret i32 0, !dbg !133
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(readwrite, argmem: none) uwtable
define internal fastcc void @reg(ptr noundef %item, i32 noundef %kind) unnamed_addr #2 !dbg !134 {
entry:
    #dbg_value(ptr %item, !138, !DIExpression(), !141)
    #dbg_value(i32 %kind, !139, !DIExpression(), !141)
  %call = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #10, !dbg !142
    #dbg_value(ptr %call, !140, !DIExpression(), !141)
  %item1 = getelementptr inbounds i8, ptr %call, i64 8, !dbg !143
  store ptr %item, ptr %item1, align 8, !dbg !144, !tbaa !145
  %kind2 = getelementptr inbounds i8, ptr %call, i64 16, !dbg !147
  store i32 %kind, ptr %kind2, align 8, !dbg !148, !tbaa !149
  %0 = load ptr, ptr @registry, align 8, !dbg !150, !tbaa !117
  store ptr %0, ptr %call, align 8, !dbg !151, !tbaa !152
  store ptr %call, ptr @registry, align 8, !dbg !153, !tbaa !117
  ret void, !dbg !154
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !155 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree noinline nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc ptr @find(ptr nocapture noundef readonly %name) unnamed_addr #4 !dbg !162 {
entry:
    #dbg_value(i32 poison, !166, !DIExpression(), !170)
    #dbg_value(ptr %name, !167, !DIExpression(), !170)
    #dbg_value(ptr poison, !168, !DIExpression(), !171)
  %e.024 = load ptr, ptr @registry, align 8, !dbg !172, !tbaa !117
  %tobool.not25 = icmp eq ptr %e.024, null, !dbg !173
  br i1 %tobool.not25, label %cleanup, label %for.body, !dbg !173

for.body:                                         ; preds = %entry, %for.inc
  %e.026 = phi ptr [ %e.0, %for.inc ], [ %e.024, %entry ]
  %kind1 = getelementptr inbounds i8, ptr %e.026, i64 16, !dbg !174
  %0 = load i32, ptr %kind1, align 8, !dbg !174, !tbaa !149
  switch i32 %0, label %for.inc [
    i32 0, label %land.lhs.true
    i32 1, label %land.lhs.true7
  ], !dbg !178

land.lhs.true:                                    ; preds = %for.body
  %item = getelementptr inbounds i8, ptr %e.026, i64 8, !dbg !179
  %1 = load ptr, ptr %item, align 8, !dbg !179, !tbaa !145
  %name2 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !180
  %2 = load ptr, ptr %name2, align 8, !dbg !180, !tbaa !124
  %call = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %2, ptr noundef nonnull dereferenceable(1) %name) #11, !dbg !181
  %cmp3 = icmp eq i32 %call, 0, !dbg !182
  br i1 %cmp3, label %cleanup, label %for.inc, !dbg !183

land.lhs.true7:                                   ; preds = %for.body
  %item8 = getelementptr inbounds i8, ptr %e.026, i64 8, !dbg !184
  %3 = load ptr, ptr %item8, align 8, !dbg !184, !tbaa !145
  %name9 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !186
  %4 = load ptr, ptr %name9, align 8, !dbg !186, !tbaa !104
  %call10 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %4, ptr noundef nonnull dereferenceable(1) %name) #11, !dbg !187
  %cmp11 = icmp eq i32 %call10, 0, !dbg !188
  br i1 %cmp11, label %cleanup, label %for.inc, !dbg !189

for.inc:                                          ; preds = %for.body, %land.lhs.true, %land.lhs.true7
    #dbg_value(ptr poison, !168, !DIExpression(), !171)
  %e.0 = load ptr, ptr %e.026, align 8, !dbg !172, !tbaa !117
    #dbg_value(ptr %e.0, !168, !DIExpression(), !171)
  %tobool.not = icmp eq ptr %e.0, null, !dbg !173
  br i1 %tobool.not, label %cleanup, label %for.body, !dbg !173, !llvm.loop !190

cleanup:                                          ; preds = %for.inc, %land.lhs.true, %land.lhs.true7, %entry
  %spec.select = phi ptr [ null, %entry ], [ %3, %land.lhs.true7 ], [ %1, %land.lhs.true ], [ null, %for.inc ]
  ret ptr %spec.select, !dbg !193
}

; Function Attrs: nofree nounwind
declare !dbg !194 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @apply(ptr nocapture noundef readonly %o, i32 noundef %a) unnamed_addr #6 !dbg !199 {
entry:
    #dbg_value(ptr %o, !203, !DIExpression(), !206)
    #dbg_value(i32 %a, !204, !DIExpression(), !206)
    #dbg_value(i32 1, !205, !DIExpression(), !206)
  %0 = load i32, ptr %o, align 8, !dbg !207, !tbaa !209
  %cmp = icmp eq i32 %0, 1, !dbg !210
  br i1 %cmp, label %if.then, label %if.end, !dbg !211

if.then:                                          ; preds = %entry
  %sub = sub nsw i32 0, %a, !dbg !212
  br label %return, !dbg !213

if.end:                                           ; preds = %entry
  %fn = getelementptr inbounds i8, ptr %o, i64 16, !dbg !214
  %1 = load ptr, ptr %fn, align 8, !dbg !214, !tbaa !215
  %call = tail call i32 %1(i32 noundef %a, i32 noundef 1) #12, !dbg !216
  br label %return, !dbg !217

return:                                           ; preds = %if.end, %if.then
  %retval.0 = phi i32 [ %sub, %if.then ], [ %call, %if.end ], !dbg !206
  ret i32 %retval.0, !dbg !218
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @show(ptr nocapture noundef readonly %p) unnamed_addr #7 !dbg !219 {
entry:
    #dbg_value(ptr %p, !223, !DIExpression(), !224)
  %name = getelementptr inbounds i8, ptr %p, i64 8, !dbg !225
  %0 = load ptr, ptr %name, align 8, !dbg !225, !tbaa !124
  %puts = tail call i32 @puts(ptr nonnull dereferenceable(1) %0), !dbg !226
  ret void, !dbg !227
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !228 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline nounwind willreturn memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind allocsize(0) }
attributes #11 = { nounwind willreturn memory(read) }
attributes #12 = { nounwind }

!llvm.dbg.cu = !{!13}
!llvm.module.flags = !{!60, !61, !62, !63, !64, !65, !66}
!llvm.ident = !{!67}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "global_escape.c", directory: ".", checksumkind: CSK_MD5, checksum: "47d7a16d1845de2ecd4d411ad503b604")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !3, isLocal: true, isDefinition: true)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "ops", scope: !13, file: !2, line: 34, type: !57, isLocal: false, isDefinition: true)
!13 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !14, globals: !33, splitDebugInlining: false, nameTableKind: None)
!14 = !{!15, !16, !27}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "op", file: !2, line: 13, size: 192, elements: !18)
!18 = !{!19, !20, !23}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "arity", scope: !17, file: !2, line: 14, baseType: !15, size: 32)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !17, file: !2, line: 15, baseType: !21, size: 64, offset: 64)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !17, file: !2, line: 16, baseType: !24, size: 64, offset: 128)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DISubroutineType(types: !26)
!26 = !{!15, !15, !15}
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "var", file: !2, line: 19, size: 128, elements: !29)
!29 = !{!30, !32}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !28, file: !2, line: 20, baseType: !31, size: 64)
!31 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !28, file: !2, line: 21, baseType: !21, size: 64, offset: 64)
!33 = !{!0, !7, !9, !11, !34, !39, !44, !46, !55}
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 2)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 7)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 83, type: !3, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(name: "registry", scope: !13, file: !2, line: 37, type: !48, isLocal: true, isDefinition: true)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!49 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "entry", file: !2, line: 24, size: 192, elements: !50)
!50 = !{!51, !52, !54}
!51 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !49, file: !2, line: 25, baseType: !48, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "item", scope: !49, file: !2, line: 26, baseType: !53, size: 64, offset: 64)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !49, file: !2, line: 27, baseType: !15, size: 32, offset: 128)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !3, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 576, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 3)
!60 = !{i32 7, !"Dwarf Version", i32 5}
!61 = !{i32 2, !"Debug Info Version", i32 3}
!62 = !{i32 1, !"wchar_size", i32 4}
!63 = !{i32 8, !"PIC Level", i32 2}
!64 = !{i32 7, !"PIE Level", i32 2}
!65 = !{i32 7, !"uwtable", i32 2}
!66 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!67 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!68 = distinct !DISubprogram(name: "add", scope: !2, file: !2, line: 30, type: !25, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !69)
!69 = !{!70, !71}
!70 = !DILocalVariable(name: "a", arg: 1, scope: !68, file: !2, line: 30, type: !15)
!71 = !DILocalVariable(name: "b", arg: 2, scope: !68, file: !2, line: 30, type: !15)
!72 = !DILocation(line: 0, scope: !68)
!73 = !DILocation(line: 30, column: 41, scope: !68)
!74 = !DILocation(line: 30, column: 32, scope: !68)
!75 = distinct !DISubprogram(name: "sub", scope: !2, file: !2, line: 31, type: !25, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !76)
!76 = !{!77, !78}
!77 = !DILocalVariable(name: "a", arg: 1, scope: !75, file: !2, line: 31, type: !15)
!78 = !DILocalVariable(name: "b", arg: 2, scope: !75, file: !2, line: 31, type: !15)
!79 = !DILocation(line: 0, scope: !75)
!80 = !DILocation(line: 31, column: 41, scope: !75)
!81 = !DILocation(line: 31, column: 32, scope: !75)
!82 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 71, type: !83, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !87)
!83 = !DISubroutineType(types: !84)
!84 = !{!15, !15, !85}
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!87 = !{!88, !89, !90, !92, !93, !94, !95}
!88 = !DILocalVariable(name: "argc", arg: 1, scope: !82, file: !2, line: 71, type: !15)
!89 = !DILocalVariable(name: "argv", arg: 2, scope: !82, file: !2, line: 71, type: !85)
!90 = !DILocalVariable(name: "i", scope: !91, file: !2, line: 73, type: !15)
!91 = distinct !DILexicalBlock(scope: !82, file: !2, line: 73, column: 2)
!92 = !DILocalVariable(name: "v", scope: !82, file: !2, line: 75, type: !27)
!93 = !DILocalVariable(name: "o", scope: !82, file: !2, line: 79, type: !16)
!94 = !DILocalVariable(name: "x", scope: !82, file: !2, line: 80, type: !27)
!95 = !DILocalVariable(name: "local", scope: !82, file: !2, line: 83, type: !17)
!96 = distinct !DIAssignID()
!97 = !DILocation(line: 0, scope: !82)
!98 = !DILocation(line: 0, scope: !91)
!99 = !DILocation(line: 74, column: 3, scope: !100)
!100 = distinct !DILexicalBlock(scope: !91, file: !2, line: 73, column: 2)
!101 = !DILocation(line: 75, column: 18, scope: !82)
!102 = !DILocation(line: 76, column: 5, scope: !82)
!103 = !DILocation(line: 76, column: 10, scope: !82)
!104 = !{!105, !109, i64 8}
!105 = !{!"var", !106, i64 0, !109, i64 8}
!106 = !{!"long", !107, i64 0}
!107 = !{!"omnipotent char", !108, i64 0}
!108 = !{!"Simple C/C++ TBAA"}
!109 = !{!"any pointer", !107, i64 0}
!110 = !DILocation(line: 77, column: 13, scope: !82)
!111 = !DILocation(line: 77, column: 11, scope: !82)
!112 = !{!105, !106, i64 0}
!113 = !DILocation(line: 78, column: 2, scope: !82)
!114 = !DILocation(line: 79, column: 30, scope: !82)
!115 = !DILocation(line: 79, column: 25, scope: !82)
!116 = !DILocation(line: 79, column: 36, scope: !82)
!117 = !{!109, !109, i64 0}
!118 = !DILocation(line: 79, column: 17, scope: !82)
!119 = !DILocation(line: 80, column: 18, scope: !82)
!120 = !DILocation(line: 81, column: 6, scope: !121)
!121 = distinct !DILexicalBlock(scope: !82, file: !2, line: 81, column: 6)
!122 = !DILocation(line: 81, column: 8, scope: !121)
!123 = !DILocation(line: 82, column: 24, scope: !121)
!124 = !{!125, !109, i64 8}
!125 = !{!"op", !126, i64 0, !109, i64 8, !109, i64 16}
!126 = !{!"int", !107, i64 0}
!127 = !DILocation(line: 82, column: 47, scope: !121)
!128 = !DILocation(line: 82, column: 39, scope: !121)
!129 = !DILocation(line: 82, column: 30, scope: !121)
!130 = !DILocation(line: 82, column: 3, scope: !121)
!131 = distinct !DIAssignID()
!132 = !DILocation(line: 84, column: 2, scope: !82)
!133 = !DILocation(line: 85, column: 2, scope: !82)
!134 = distinct !DISubprogram(name: "reg", scope: !2, file: !2, line: 39, type: !135, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !137)
!135 = !DISubroutineType(types: !136)
!136 = !{null, !53, !15}
!137 = !{!138, !139, !140}
!138 = !DILocalVariable(name: "item", arg: 1, scope: !134, file: !2, line: 39, type: !53)
!139 = !DILocalVariable(name: "kind", arg: 2, scope: !134, file: !2, line: 39, type: !15)
!140 = !DILocalVariable(name: "e", scope: !134, file: !2, line: 41, type: !48)
!141 = !DILocation(line: 0, scope: !134)
!142 = !DILocation(line: 41, column: 20, scope: !134)
!143 = !DILocation(line: 42, column: 5, scope: !134)
!144 = !DILocation(line: 42, column: 10, scope: !134)
!145 = !{!146, !109, i64 8}
!146 = !{!"entry", !109, i64 0, !109, i64 8, !126, i64 16}
!147 = !DILocation(line: 43, column: 5, scope: !134)
!148 = !DILocation(line: 43, column: 10, scope: !134)
!149 = !{!146, !126, i64 16}
!150 = !DILocation(line: 44, column: 12, scope: !134)
!151 = !DILocation(line: 44, column: 10, scope: !134)
!152 = !{!146, !109, i64 0}
!153 = !DILocation(line: 45, column: 11, scope: !134)
!154 = !DILocation(line: 46, column: 1, scope: !134)
!155 = !DISubprogram(name: "malloc", scope: !156, file: !156, line: 553, type: !157, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!156 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!157 = !DISubroutineType(types: !158)
!158 = !{!53, !159}
!159 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !160, line: 18, baseType: !161)
!160 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!161 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!162 = distinct !DISubprogram(name: "find", scope: !2, file: !2, line: 48, type: !163, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !165)
!163 = !DISubroutineType(cc: DW_CC_nocall, types: !164)
!164 = !{!53, !15, !21}
!165 = !{!166, !167, !168}
!166 = !DILocalVariable(name: "kind", arg: 1, scope: !162, file: !2, line: 48, type: !15)
!167 = !DILocalVariable(name: "name", arg: 2, scope: !162, file: !2, line: 48, type: !21)
!168 = !DILocalVariable(name: "e", scope: !169, file: !2, line: 50, type: !48)
!169 = distinct !DILexicalBlock(scope: !162, file: !2, line: 50, column: 2)
!170 = !DILocation(line: 0, scope: !162)
!171 = !DILocation(line: 0, scope: !169)
!172 = !DILocation(line: 50, scope: !169)
!173 = !DILocation(line: 50, column: 2, scope: !169)
!174 = !DILocation(line: 51, column: 10, scope: !175)
!175 = distinct !DILexicalBlock(scope: !176, file: !2, line: 51, column: 7)
!176 = distinct !DILexicalBlock(scope: !177, file: !2, line: 50, column: 51)
!177 = distinct !DILexicalBlock(scope: !169, file: !2, line: 50, column: 2)
!178 = !DILocation(line: 51, column: 20, scope: !175)
!179 = !DILocation(line: 51, column: 47, scope: !175)
!180 = !DILocation(line: 51, column: 54, scope: !175)
!181 = !DILocation(line: 51, column: 23, scope: !175)
!182 = !DILocation(line: 51, column: 66, scope: !175)
!183 = !DILocation(line: 51, column: 7, scope: !176)
!184 = !DILocation(line: 53, column: 48, scope: !185)
!185 = distinct !DILexicalBlock(scope: !176, file: !2, line: 53, column: 7)
!186 = !DILocation(line: 53, column: 55, scope: !185)
!187 = !DILocation(line: 53, column: 23, scope: !185)
!188 = !DILocation(line: 53, column: 67, scope: !185)
!189 = !DILocation(line: 53, column: 7, scope: !176)
!190 = distinct !{!190, !173, !191, !192}
!191 = !DILocation(line: 55, column: 2, scope: !169)
!192 = !{!"llvm.loop.mustprogress"}
!193 = !DILocation(line: 57, column: 1, scope: !162)
!194 = !DISubprogram(name: "printf", scope: !195, file: !195, line: 356, type: !196, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!195 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!196 = !DISubroutineType(types: !197)
!197 = !{!15, !198, null}
!198 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !21)
!199 = distinct !DISubprogram(name: "apply", scope: !2, file: !2, line: 59, type: !200, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !202)
!200 = !DISubroutineType(cc: DW_CC_nocall, types: !201)
!201 = !{!15, !16, !15, !15}
!202 = !{!203, !204, !205}
!203 = !DILocalVariable(name: "o", arg: 1, scope: !199, file: !2, line: 59, type: !16)
!204 = !DILocalVariable(name: "a", arg: 2, scope: !199, file: !2, line: 59, type: !15)
!205 = !DILocalVariable(name: "b", arg: 3, scope: !199, file: !2, line: 59, type: !15)
!206 = !DILocation(line: 0, scope: !199)
!207 = !DILocation(line: 61, column: 9, scope: !208)
!208 = distinct !DILexicalBlock(scope: !199, file: !2, line: 61, column: 6)
!209 = !{!125, !126, i64 0}
!210 = !DILocation(line: 61, column: 15, scope: !208)
!211 = !DILocation(line: 61, column: 6, scope: !199)
!212 = !DILocation(line: 62, column: 10, scope: !208)
!213 = !DILocation(line: 62, column: 3, scope: !208)
!214 = !DILocation(line: 63, column: 12, scope: !199)
!215 = !{!125, !109, i64 16}
!216 = !DILocation(line: 63, column: 9, scope: !199)
!217 = !DILocation(line: 63, column: 2, scope: !199)
!218 = !DILocation(line: 64, column: 1, scope: !199)
!219 = distinct !DISubprogram(name: "show", scope: !2, file: !2, line: 66, type: !220, scopeLine: 67, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !222)
!220 = !DISubroutineType(types: !221)
!221 = !{null, !16}
!222 = !{!223}
!223 = !DILocalVariable(name: "p", arg: 1, scope: !219, file: !2, line: 66, type: !16)
!224 = !DILocation(line: 0, scope: !219)
!225 = !DILocation(line: 68, column: 20, scope: !219)
!226 = !DILocation(line: 68, column: 2, scope: !219)
!227 = !DILocation(line: 69, column: 1, scope: !219)
!228 = !DISubprogram(name: "strcmp", scope: !229, file: !229, line: 156, type: !230, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!229 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!230 = !DISubroutineType(types: !231)
!231 = !{!15, !21, !21}
