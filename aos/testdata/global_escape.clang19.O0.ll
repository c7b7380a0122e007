; ModuleID = 'global_escape.c'
source_filename = "global_escape.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.op = type { i32, ptr, ptr }
%struct.var = type { i64, ptr }
%struct.entry = type { ptr, ptr, i32 }

@.str = private unnamed_addr constant [4 x i8] c"add\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"sub\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c"neg\00", align 1, !dbg !9
@ops = dso_local global [3 x %struct.op] [%struct.op { i32 2, ptr @.str, ptr @add }, %struct.op { i32 2, ptr @.str.1, ptr @sub }, %struct.op { i32 1, ptr @.str.2, ptr null }], align 16, !dbg !11
@.str.3 = private unnamed_addr constant [2 x i8] c"x\00", align 1, !dbg !34
@.str.4 = private unnamed_addr constant [7 x i8] c"%s %d\0A\00", align 1, !dbg !39
@.str.5 = private unnamed_addr constant [4 x i8] c"mul\00", align 1, !dbg !44
@__const.main.local = private unnamed_addr constant %struct.op { i32 2, ptr @.str.5, ptr null }, align 8
@registry = internal global ptr null, align 8, !dbg !46
@.str.6 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1, !dbg !55

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @add(i32 noundef %a, i32 noundef %b) #0 !dbg !68 {
entry:
  %a.addr = alloca i32, align 4
  %b.addr = alloca i32, align 4
  store i32 %a, ptr %a.addr, align 4
    #dbg_declare(ptr %a.addr, !70, !DIExpression(), !71)
  store i32 %b, ptr %b.addr, align 4
    #dbg_declare(ptr %b.addr, !72, !DIExpression(), !73)
  %0 = load i32, ptr %a.addr, align 4, !dbg !74
  %1 = load i32, ptr %b.addr, align 4, !dbg !75
  %add = add nsw i32 %0, %1, !dbg !76
  ret i32 %add, !dbg !77
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sub(i32 noundef %a, i32 noundef %b) #0 !dbg !78 {
entry:
  %a.addr = alloca i32, align 4
  %b.addr = alloca i32, align 4
  store i32 %a, ptr %a.addr, align 4
    #dbg_declare(ptr %a.addr, !79, !DIExpression(), !80)
  store i32 %b, ptr %b.addr, align 4
    #dbg_declare(ptr %b.addr, !81, !DIExpression(), !82)
  %0 = load i32, ptr %a.addr, align 4, !dbg !83
  %1 = load i32, ptr %b.addr, align 4, !dbg !84
  %sub = sub nsw i32 %0, %1, !dbg !85
  ret i32 %sub, !dbg !86
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !87 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %i = alloca i32, align 4
  %v = alloca ptr, align 8
  %o = alloca ptr, align 8
  %x = alloca ptr, align 8
  %local = alloca %struct.op, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
    #dbg_declare(ptr %argc.addr, !92, !DIExpression(), !93)
  store ptr %argv, ptr %argv.addr, align 8
    #dbg_declare(ptr %argv.addr, !94, !DIExpression(), !95)
    #dbg_declare(ptr %i, !96, !DIExpression(), !98)
  store i32 0, ptr %i, align 4, !dbg !98
  br label %for.cond, !dbg !99

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !dbg !100
  %cmp = icmp slt i32 %0, 3, !dbg !102
  br i1 %cmp, label %for.body, label %for.end, !dbg !103

for.body:                                         ; preds = %for.cond
  %1 = load i32, ptr %i, align 4, !dbg !104
  %idxprom = sext i32 %1 to i64, !dbg !105
  %arrayidx = getelementptr inbounds [3 x %struct.op], ptr @ops, i64 0, i64 %idxprom, !dbg !105
  call void @reg(ptr noundef %arrayidx, i32 noundef 0), !dbg !106
  br label %for.inc, !dbg !106

for.inc:                                          ; preds = %for.body
  %2 = load i32, ptr %i, align 4, !dbg !107
  %inc = add nsw i32 %2, 1, !dbg !107
  store i32 %inc, ptr %i, align 4, !dbg !107
  br label %for.cond, !dbg !108, !llvm.loop !109

for.end:                                          ; preds = %for.cond
    #dbg_declare(ptr %v, !112, !DIExpression(), !113)
  %call = call noalias ptr @malloc(i64 noundef 16) #5, !dbg !114
  store ptr %call, ptr %v, align 8, !dbg !113
  %3 = load ptr, ptr %v, align 8, !dbg !115
  %name = getelementptr inbounds %struct.var, ptr %3, i32 0, i32 1, !dbg !116
  store ptr @.str.3, ptr %name, align 8, !dbg !117
  %4 = load i32, ptr %argc.addr, align 4, !dbg !118
  %conv = sext i32 %4 to i64, !dbg !118
  %5 = load ptr, ptr %v, align 8, !dbg !119
  %value = getelementptr inbounds %struct.var, ptr %5, i32 0, i32 0, !dbg !120
  store i64 %conv, ptr %value, align 8, !dbg !121
  %6 = load ptr, ptr %v, align 8, !dbg !122
  call void @reg(ptr noundef %6, i32 noundef 1), !dbg !123
    #dbg_declare(ptr %o, !124, !DIExpression(), !125)
  %7 = load i32, ptr %argc.addr, align 4, !dbg !126
  %cmp1 = icmp sgt i32 %7, 1, !dbg !127
  br i1 %cmp1, label %cond.true, label %cond.false, !dbg !126

cond.true:                                        ; preds = %for.end
  %8 = load ptr, ptr %argv.addr, align 8, !dbg !128
  %arrayidx3 = getelementptr inbounds ptr, ptr %8, i64 1, !dbg !128
  %9 = load ptr, ptr %arrayidx3, align 8, !dbg !128
  br label %cond.end, !dbg !126

cond.false:                                       ; preds = %for.end
  br label %cond.end, !dbg !126

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %9, %cond.true ], [ @.str, %cond.false ], !dbg !126
  %call4 = call ptr @find(i32 noundef 0, ptr noundef %cond), !dbg !129
  store ptr %call4, ptr %o, align 8, !dbg !125
    #dbg_declare(ptr %x, !130, !DIExpression(), !131)
  %call5 = call ptr @find(i32 noundef 1, ptr noundef @.str.3), !dbg !132
  store ptr %call5, ptr %x, align 8, !dbg !131
  %10 = load ptr, ptr %o, align 8, !dbg !133
  %tobool = icmp ne ptr %10, null, !dbg !133
  br i1 %tobool, label %land.lhs.true, label %if.end, !dbg !135

land.lhs.true:                                    ; preds = %cond.end
  %11 = load ptr, ptr %x, align 8, !dbg !136
  %tobool6 = icmp ne ptr %11, null, !dbg !136
  br i1 %tobool6, label %if.then, label %if.end, !dbg !137

if.then:                                          ; preds = %land.lhs.true
  %12 = load ptr, ptr %o, align 8, !dbg !138
  %name7 = getelementptr inbounds %struct.op, ptr %12, i32 0, i32 1, !dbg !139
  %13 = load ptr, ptr %name7, align 8, !dbg !139
  %14 = load ptr, ptr %o, align 8, !dbg !140
  %15 = load ptr, ptr %x, align 8, !dbg !141
  %value8 = getelementptr inbounds %struct.var, ptr %15, i32 0, i32 0, !dbg !142
  %16 = load i64, ptr %value8, align 8, !dbg !142
  %conv9 = trunc i64 %16 to i32, !dbg !143
  %call10 = call i32 @apply(ptr noundef %14, i32 noundef %conv9, i32 noundef 1), !dbg !144
  %call11 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %13, i32 noundef %call10), !dbg !145
  br label %if.end, !dbg !145

if.end:                                           ; preds = %if.then, %land.lhs.true, %cond.end
    #dbg_declare(ptr %local, !146, !DIExpression(), !147)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %local, ptr align 8 @__const.main.local, i64 24, i1 false), !dbg !147
  call void @show(ptr noundef %local), !dbg !148
  ret i32 0, !dbg !149
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @reg(ptr noundef %item, i32 noundef %kind) #0 !dbg !150 {
entry:
  %item.addr = alloca ptr, align 8
  %kind.addr = alloca i32, align 4
  %e = alloca ptr, align 8
  store ptr %item, ptr %item.addr, align 8
    #dbg_declare(ptr %item.addr, !153, !DIExpression(), !154)
  store i32 %kind, ptr %kind.addr, align 4
    #dbg_declare(ptr %kind.addr, !155, !DIExpression(), !156)
    #dbg_declare(ptr %e, !157, !DIExpression(), !158)
  %call = call noalias ptr @malloc(i64 noundef 24) #5, !dbg !159
  store ptr %call, ptr %e, align 8, !dbg !158
  %0 = load ptr, ptr %item.addr, align 8, !dbg !160
  %1 = load ptr, ptr %e, align 8, !dbg !161
  %item1 = getelementptr inbounds %struct.entry, ptr %1, i32 0, i32 1, !dbg !162
  store ptr %0, ptr %item1, align 8, !dbg !163
  %2 = load i32, ptr %kind.addr, align 4, !dbg !164
  %3 = load ptr, ptr %e, align 8, !dbg !165
  %kind2 = getelementptr inbounds %struct.entry, ptr %3, i32 0, i32 2, !dbg !166
  store i32 %2, ptr %kind2, align 8, !dbg !167
  %4 = load ptr, ptr @registry, align 8, !dbg !168
  %5 = load ptr, ptr %e, align 8, !dbg !169
  %next = getelementptr inbounds %struct.entry, ptr %5, i32 0, i32 0, !dbg !170
  store ptr %4, ptr %next, align 8, !dbg !171
  %6 = load ptr, ptr %e, align 8, !dbg !172
  store ptr %6, ptr @registry, align 8, !dbg !173
  ret void, !dbg !174
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @find(i32 noundef %kind, ptr noundef %name) #0 !dbg !175 {
entry:
  %retval = alloca ptr, align 8
  %kind.addr = alloca i32, align 4
  %name.addr = alloca ptr, align 8
  %e = alloca ptr, align 8
  store i32 %kind, ptr %kind.addr, align 4
    #dbg_declare(ptr %kind.addr, !178, !DIExpression(), !179)
  store ptr %name, ptr %name.addr, align 8
    #dbg_declare(ptr %name.addr, !180, !DIExpression(), !181)
    #dbg_declare(ptr %e, !182, !DIExpression(), !184)
  %0 = load ptr, ptr @registry, align 8, !dbg !185
  store ptr %0, ptr %e, align 8, !dbg !184
  br label %for.cond, !dbg !186

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load ptr, ptr %e, align 8, !dbg !187
  %tobool = icmp ne ptr %1, null, !dbg !189
  br i1 %tobool, label %for.body, label %for.end, !dbg !189

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %e, align 8, !dbg !190
  %kind1 = getelementptr inbounds %struct.entry, ptr %2, i32 0, i32 2, !dbg !193
  %3 = load i32, ptr %kind1, align 8, !dbg !193
  %cmp = icmp eq i32 %3, 0, !dbg !194
  br i1 %cmp, label %land.lhs.true, label %if.end, !dbg !195

land.lhs.true:                                    ; preds = %for.body
  %4 = load ptr, ptr %e, align 8, !dbg !196
  %item = getelementptr inbounds %struct.entry, ptr %4, i32 0, i32 1, !dbg !197
  %5 = load ptr, ptr %item, align 8, !dbg !197
  %name2 = getelementptr inbounds %struct.op, ptr %5, i32 0, i32 1, !dbg !198
  %6 = load ptr, ptr %name2, align 8, !dbg !198
  %7 = load ptr, ptr %name.addr, align 8, !dbg !199
  %call = call i32 @strcmp(ptr noundef %6, ptr noundef %7) #6, !dbg !200
  %cmp3 = icmp eq i32 %call, 0, !dbg !201
  br i1 %cmp3, label %if.then, label %if.end, !dbg !202

if.then:                                          ; preds = %land.lhs.true
  %8 = load ptr, ptr %e, align 8, !dbg !203
  %item4 = getelementptr inbounds %struct.entry, ptr %8, i32 0, i32 1, !dbg !204
  %9 = load ptr, ptr %item4, align 8, !dbg !204
  store ptr %9, ptr %retval, align 8, !dbg !205
  br label %return, !dbg !205

if.end:                                           ; preds = %land.lhs.true, %for.body
  %10 = load ptr, ptr %e, align 8, !dbg !206
  %kind5 = getelementptr inbounds %struct.entry, ptr %10, i32 0, i32 2, !dbg !208
  %11 = load i32, ptr %kind5, align 8, !dbg !208
  %cmp6 = icmp eq i32 %11, 1, !dbg !209
  br i1 %cmp6, label %land.lhs.true7, label %if.end14, !dbg !210

land.lhs.true7:                                   ; preds = %if.end
  %12 = load ptr, ptr %e, align 8, !dbg !211
  %item8 = getelementptr inbounds %struct.entry, ptr %12, i32 0, i32 1, !dbg !212
  %13 = load ptr, ptr %item8, align 8, !dbg !212
  %name9 = getelementptr inbounds %struct.var, ptr %13, i32 0, i32 1, !dbg !213
  %14 = load ptr, ptr %name9, align 8, !dbg !213
  %15 = load ptr, ptr %name.addr, align 8, !dbg !214
  %call10 = call i32 @strcmp(ptr noundef %14, ptr noundef %15) #6, !dbg !215
  %cmp11 = icmp eq i32 %call10, 0, !dbg !216
  br i1 %cmp11, label %if.then12, label %if.end14, !dbg !217

if.then12:                                        ; preds = %land.lhs.true7
  %16 = load ptr, ptr %e, align 8, !dbg !218
  %item13 = getelementptr inbounds %struct.entry, ptr %16, i32 0, i32 1, !dbg !219
  %17 = load ptr, ptr %item13, align 8, !dbg !219
  store ptr %17, ptr %retval, align 8, !dbg !220
  br label %return, !dbg !220

if.end14:                                         ; preds = %land.lhs.true7, %if.end
  br label %for.inc, !dbg !221

for.inc:                                          ; preds = %if.end14
  %18 = load ptr, ptr %e, align 8, !dbg !222
  %next = getelementptr inbounds %struct.entry, ptr %18, i32 0, i32 0, !dbg !223
  %19 = load ptr, ptr %next, align 8, !dbg !223
  store ptr %19, ptr %e, align 8, !dbg !224
  br label %for.cond, !dbg !225, !llvm.loop !226

for.end:                                          ; preds = %for.cond
  store ptr null, ptr %retval, align 8, !dbg !228
  br label %return, !dbg !228

return:                                           ; preds = %for.end, %if.then12, %if.then
  %20 = load ptr, ptr %retval, align 8, !dbg !229
  ret ptr %20, !dbg !229
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @apply(ptr noundef %o, i32 noundef %a, i32 noundef %b) #0 !dbg !230 {
entry:
  %retval = alloca i32, align 4
  %o.addr = alloca ptr, align 8
  %a.addr = alloca i32, align 4
  %b.addr = alloca i32, align 4
  store ptr %o, ptr %o.addr, align 8
    #dbg_declare(ptr %o.addr, !233, !DIExpression(), !234)
  store i32 %a, ptr %a.addr, align 4
    #dbg_declare(ptr %a.addr, !235, !DIExpression(), !236)
  store i32 %b, ptr %b.addr, align 4
    #dbg_declare(ptr %b.addr, !237, !DIExpression(), !238)
  %0 = load ptr, ptr %o.addr, align 8, !dbg !239
  %arity = getelementptr inbounds %struct.op, ptr %0, i32 0, i32 0, !dbg !241
  %1 = load i32, ptr %arity, align 8, !dbg !241
  %cmp = icmp eq i32 %1, 1, !dbg !242
  br i1 %cmp, label %if.then, label %if.end, !dbg !243

if.then:                                          ; preds = %entry
  %2 = load i32, ptr %a.addr, align 4, !dbg !244
  %sub = sub nsw i32 0, %2, !dbg !245
  store i32 %sub, ptr %retval, align 4, !dbg !246
  br label %return, !dbg !246

if.end:                                           ; preds = %entry
  %3 = load ptr, ptr %o.addr, align 8, !dbg !247
  %fn = getelementptr inbounds %struct.op, ptr %3, i32 0, i32 2, !dbg !248
  %4 = load ptr, ptr %fn, align 8, !dbg !248
  %5 = load i32, ptr %a.addr, align 4, !dbg !249
  %6 = load i32, ptr %b.addr, align 4, !dbg !250
  %call = call i32 %4(i32 noundef %5, i32 noundef %6), !dbg !247
  store i32 %call, ptr %retval, align 4, !dbg !251
  br label %return, !dbg !251

return:                                           ; preds = %if.end, %if.then
  %7 = load i32, ptr %retval, align 4, !dbg !252
  ret i32 %7, !dbg !252
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(ptr noundef %p) #0 !dbg !253 {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
    #dbg_declare(ptr %p.addr, !256, !DIExpression(), !257)
  %0 = load ptr, ptr %p.addr, align 8, !dbg !258
  %name = getelementptr inbounds %struct.op, ptr %0, i32 0, i32 1, !dbg !259
  %1 = load ptr, ptr %name, align 8, !dbg !259
  %call = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %1), !dbg !260
  ret void, !dbg !261
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind willreturn memory(read) }

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
!13 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !14, globals: !33, splitDebugInlining: false, nameTableKind: None)
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
!66 = !{i32 7, !"frame-pointer", i32 2}
!67 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!68 = distinct !DISubprogram(name: "add", scope: !2, file: !2, line: 30, type: !25, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !13, retainedNodes: !69)
!69 = !{}
!70 = !DILocalVariable(name: "a", arg: 1, scope: !68, file: !2, line: 30, type: !15)
!71 = !DILocation(line: 30, column: 20, scope: !68)
!72 = !DILocalVariable(name: "b", arg: 2, scope: !68, file: !2, line: 30, type: !15)
!73 = !DILocation(line: 30, column: 27, scope: !68)
!74 = !DILocation(line: 30, column: 39, scope: !68)
!75 = !DILocation(line: 30, column: 43, scope: !68)
!76 = !DILocation(line: 30, column: 41, scope: !68)
!77 = !DILocation(line: 30, column: 32, scope: !68)
!78 = distinct !DISubprogram(name: "sub", scope: !2, file: !2, line: 31, type: !25, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !13, retainedNodes: !69)
!79 = !DILocalVariable(name: "a", arg: 1, scope: !78, file: !2, line: 31, type: !15)
!80 = !DILocation(line: 31, column: 20, scope: !78)
!81 = !DILocalVariable(name: "b", arg: 2, scope: !78, file: !2, line: 31, type: !15)
!82 = !DILocation(line: 31, column: 27, scope: !78)
!83 = !DILocation(line: 31, column: 39, scope: !78)
!84 = !DILocation(line: 31, column: 43, scope: !78)
!85 = !DILocation(line: 31, column: 41, scope: !78)
!86 = !DILocation(line: 31, column: 32, scope: !78)
!87 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 71, type: !88, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !13, retainedNodes: !69)
!88 = !DISubroutineType(types: !89)
!89 = !{!15, !15, !90}
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!92 = !DILocalVariable(name: "argc", arg: 1, scope: !87, file: !2, line: 71, type: !15)
!93 = !DILocation(line: 71, column: 14, scope: !87)
!94 = !DILocalVariable(name: "argv", arg: 2, scope: !87, file: !2, line: 71, type: !90)
!95 = !DILocation(line: 71, column: 27, scope: !87)
!96 = !DILocalVariable(name: "i", scope: !97, file: !2, line: 73, type: !15)
!97 = distinct !DILexicalBlock(scope: !87, file: !2, line: 73, column: 2)
!98 = !DILocation(line: 73, column: 11, scope: !97)
!99 = !DILocation(line: 73, column: 7, scope: !97)
!100 = !DILocation(line: 73, column: 18, scope: !101)
!101 = distinct !DILexicalBlock(scope: !97, file: !2, line: 73, column: 2)
!102 = !DILocation(line: 73, column: 20, scope: !101)
!103 = !DILocation(line: 73, column: 2, scope: !97)
!104 = !DILocation(line: 74, column: 12, scope: !101)
!105 = !DILocation(line: 74, column: 8, scope: !101)
!106 = !DILocation(line: 74, column: 3, scope: !101)
!107 = !DILocation(line: 73, column: 26, scope: !101)
!108 = !DILocation(line: 73, column: 2, scope: !101)
!109 = distinct !{!109, !103, !110, !111}
!110 = !DILocation(line: 74, column: 17, scope: !97)
!111 = !{!"llvm.loop.mustprogress"}
!112 = !DILocalVariable(name: "v", scope: !87, file: !2, line: 75, type: !27)
!113 = !DILocation(line: 75, column: 14, scope: !87)
!114 = !DILocation(line: 75, column: 18, scope: !87)
!115 = !DILocation(line: 76, column: 2, scope: !87)
!116 = !DILocation(line: 76, column: 5, scope: !87)
!117 = !DILocation(line: 76, column: 10, scope: !87)
!118 = !DILocation(line: 77, column: 13, scope: !87)
!119 = !DILocation(line: 77, column: 2, scope: !87)
!120 = !DILocation(line: 77, column: 5, scope: !87)
!121 = !DILocation(line: 77, column: 11, scope: !87)
!122 = !DILocation(line: 78, column: 6, scope: !87)
!123 = !DILocation(line: 78, column: 2, scope: !87)
!124 = !DILocalVariable(name: "o", scope: !87, file: !2, line: 79, type: !16)
!125 = !DILocation(line: 79, column: 13, scope: !87)
!126 = !DILocation(line: 79, column: 25, scope: !87)
!127 = !DILocation(line: 79, column: 30, scope: !87)
!128 = !DILocation(line: 79, column: 36, scope: !87)
!129 = !DILocation(line: 79, column: 17, scope: !87)
!130 = !DILocalVariable(name: "x", scope: !87, file: !2, line: 80, type: !27)
!131 = !DILocation(line: 80, column: 14, scope: !87)
!132 = !DILocation(line: 80, column: 18, scope: !87)
!133 = !DILocation(line: 81, column: 6, scope: !134)
!134 = distinct !DILexicalBlock(scope: !87, file: !2, line: 81, column: 6)
!135 = !DILocation(line: 81, column: 8, scope: !134)
!136 = !DILocation(line: 81, column: 11, scope: !134)
!137 = !DILocation(line: 81, column: 6, scope: !87)
!138 = !DILocation(line: 82, column: 21, scope: !134)
!139 = !DILocation(line: 82, column: 24, scope: !134)
!140 = !DILocation(line: 82, column: 36, scope: !134)
!141 = !DILocation(line: 82, column: 44, scope: !134)
!142 = !DILocation(line: 82, column: 47, scope: !134)
!143 = !DILocation(line: 82, column: 39, scope: !134)
!144 = !DILocation(line: 82, column: 30, scope: !134)
!145 = !DILocation(line: 82, column: 3, scope: !134)
!146 = !DILocalVariable(name: "local", scope: !87, file: !2, line: 83, type: !17)
!147 = !DILocation(line: 83, column: 12, scope: !87)
!148 = !DILocation(line: 84, column: 2, scope: !87)
!149 = !DILocation(line: 85, column: 2, scope: !87)
!150 = distinct !DISubprogram(name: "reg", scope: !2, file: !2, line: 39, type: !151, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !13, retainedNodes: !69)
!151 = !DISubroutineType(types: !152)
!152 = !{null, !53, !15}
!153 = !DILocalVariable(name: "item", arg: 1, scope: !150, file: !2, line: 39, type: !53)
!154 = !DILocation(line: 39, column: 49, scope: !150)
!155 = !DILocalVariable(name: "kind", arg: 2, scope: !150, file: !2, line: 39, type: !15)
!156 = !DILocation(line: 39, column: 59, scope: !150)
!157 = !DILocalVariable(name: "e", scope: !150, file: !2, line: 41, type: !48)
!158 = !DILocation(line: 41, column: 16, scope: !150)
!159 = !DILocation(line: 41, column: 20, scope: !150)
!160 = !DILocation(line: 42, column: 12, scope: !150)
!161 = !DILocation(line: 42, column: 2, scope: !150)
!162 = !DILocation(line: 42, column: 5, scope: !150)
!163 = !DILocation(line: 42, column: 10, scope: !150)
!164 = !DILocation(line: 43, column: 12, scope: !150)
!165 = !DILocation(line: 43, column: 2, scope: !150)
!166 = !DILocation(line: 43, column: 5, scope: !150)
!167 = !DILocation(line: 43, column: 10, scope: !150)
!168 = !DILocation(line: 44, column: 12, scope: !150)
!169 = !DILocation(line: 44, column: 2, scope: !150)
!170 = !DILocation(line: 44, column: 5, scope: !150)
!171 = !DILocation(line: 44, column: 10, scope: !150)
!172 = !DILocation(line: 45, column: 13, scope: !150)
!173 = !DILocation(line: 45, column: 11, scope: !150)
!174 = !DILocation(line: 46, column: 1, scope: !150)
!175 = distinct !DISubprogram(name: "find", scope: !2, file: !2, line: 48, type: !176, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !13, retainedNodes: !69)
!176 = !DISubroutineType(types: !177)
!177 = !{!53, !15, !21}
!178 = !DILocalVariable(name: "kind", arg: 1, scope: !175, file: !2, line: 48, type: !15)
!179 = !DILocation(line: 48, column: 49, scope: !175)
!180 = !DILocalVariable(name: "name", arg: 2, scope: !175, file: !2, line: 48, type: !21)
!181 = !DILocation(line: 48, column: 67, scope: !175)
!182 = !DILocalVariable(name: "e", scope: !183, file: !2, line: 50, type: !48)
!183 = distinct !DILexicalBlock(scope: !175, file: !2, line: 50, column: 2)
!184 = !DILocation(line: 50, column: 21, scope: !183)
!185 = !DILocation(line: 50, column: 25, scope: !183)
!186 = !DILocation(line: 50, column: 7, scope: !183)
!187 = !DILocation(line: 50, column: 35, scope: !188)
!188 = distinct !DILexicalBlock(scope: !183, file: !2, line: 50, column: 2)
!189 = !DILocation(line: 50, column: 2, scope: !183)
!190 = !DILocation(line: 51, column: 7, scope: !191)
!191 = distinct !DILexicalBlock(scope: !192, file: !2, line: 51, column: 7)
!192 = distinct !DILexicalBlock(scope: !188, file: !2, line: 50, column: 51)
!193 = !DILocation(line: 51, column: 10, scope: !191)
!194 = !DILocation(line: 51, column: 15, scope: !191)
!195 = !DILocation(line: 51, column: 20, scope: !191)
!196 = !DILocation(line: 51, column: 44, scope: !191)
!197 = !DILocation(line: 51, column: 47, scope: !191)
!198 = !DILocation(line: 51, column: 54, scope: !191)
!199 = !DILocation(line: 51, column: 60, scope: !191)
!200 = !DILocation(line: 51, column: 23, scope: !191)
!201 = !DILocation(line: 51, column: 66, scope: !191)
!202 = !DILocation(line: 51, column: 7, scope: !192)
!203 = !DILocation(line: 52, column: 11, scope: !191)
!204 = !DILocation(line: 52, column: 14, scope: !191)
!205 = !DILocation(line: 52, column: 4, scope: !191)
!206 = !DILocation(line: 53, column: 7, scope: !207)
!207 = distinct !DILexicalBlock(scope: !192, file: !2, line: 53, column: 7)
!208 = !DILocation(line: 53, column: 10, scope: !207)
!209 = !DILocation(line: 53, column: 15, scope: !207)
!210 = !DILocation(line: 53, column: 20, scope: !207)
!211 = !DILocation(line: 53, column: 45, scope: !207)
!212 = !DILocation(line: 53, column: 48, scope: !207)
!213 = !DILocation(line: 53, column: 55, scope: !207)
!214 = !DILocation(line: 53, column: 61, scope: !207)
!215 = !DILocation(line: 53, column: 23, scope: !207)
!216 = !DILocation(line: 53, column: 67, scope: !207)
!217 = !DILocation(line: 53, column: 7, scope: !192)
!218 = !DILocation(line: 54, column: 11, scope: !207)
!219 = !DILocation(line: 54, column: 14, scope: !207)
!220 = !DILocation(line: 54, column: 4, scope: !207)
!221 = !DILocation(line: 55, column: 2, scope: !192)
!222 = !DILocation(line: 50, column: 42, scope: !188)
!223 = !DILocation(line: 50, column: 45, scope: !188)
!224 = !DILocation(line: 50, column: 40, scope: !188)
!225 = !DILocation(line: 50, column: 2, scope: !188)
!226 = distinct !{!226, !189, !227, !111}
!227 = !DILocation(line: 55, column: 2, scope: !183)
!228 = !DILocation(line: 56, column: 2, scope: !175)
!229 = !DILocation(line: 57, column: 1, scope: !175)
!230 = distinct !DISubprogram(name: "apply", scope: !2, file: !2, line: 59, type: !231, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !13, retainedNodes: !69)
!231 = !DISubroutineType(types: !232)
!232 = !{!15, !16, !15, !15}
!233 = !DILocalVariable(name: "o", arg: 1, scope: !230, file: !2, line: 59, type: !16)
!234 = !DILocation(line: 59, column: 55, scope: !230)
!235 = !DILocalVariable(name: "a", arg: 2, scope: !230, file: !2, line: 59, type: !15)
!236 = !DILocation(line: 59, column: 62, scope: !230)
!237 = !DILocalVariable(name: "b", arg: 3, scope: !230, file: !2, line: 59, type: !15)
!238 = !DILocation(line: 59, column: 69, scope: !230)
!239 = !DILocation(line: 61, column: 6, scope: !240)
!240 = distinct !DILexicalBlock(scope: !230, file: !2, line: 61, column: 6)
!241 = !DILocation(line: 61, column: 9, scope: !240)
!242 = !DILocation(line: 61, column: 15, scope: !240)
!243 = !DILocation(line: 61, column: 6, scope: !230)
!244 = !DILocation(line: 62, column: 11, scope: !240)
!245 = !DILocation(line: 62, column: 10, scope: !240)
!246 = !DILocation(line: 62, column: 3, scope: !240)
!247 = !DILocation(line: 63, column: 9, scope: !230)
!248 = !DILocation(line: 63, column: 12, scope: !230)
!249 = !DILocation(line: 63, column: 15, scope: !230)
!250 = !DILocation(line: 63, column: 18, scope: !230)
!251 = !DILocation(line: 63, column: 2, scope: !230)
!252 = !DILocation(line: 64, column: 1, scope: !230)
!253 = distinct !DISubprogram(name: "show", scope: !2, file: !2, line: 66, type: !254, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !13, retainedNodes: !69)
!254 = !DISubroutineType(types: !255)
!255 = !{null, !16}
!256 = !DILocalVariable(name: "p", arg: 1, scope: !253, file: !2, line: 66, type: !16)
!257 = !DILocation(line: 66, column: 55, scope: !253)
!258 = !DILocation(line: 68, column: 17, scope: !253)
!259 = !DILocation(line: 68, column: 20, scope: !253)
!260 = !DILocation(line: 68, column: 2, scope: !253)
!261 = !DILocation(line: 69, column: 1, scope: !253)
