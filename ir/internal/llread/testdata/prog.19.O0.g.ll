; ModuleID = 'c/prog.c'
source_filename = "c/prog.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, double, ptr, [16 x i8] }
%union.u = type { i32 }

@counter = dso_local global i32 3, align 4, !dbg !0
@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1, !dbg !12
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1, !dbg !18
@.str.2 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1, !dbg !23
@names = dso_local global [3 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2], align 16, !dbg !25
@head = internal global ptr null, align 8, !dbg !37
@__const.main.xs = private unnamed_addr constant [8 x i32] [i32 5, i32 3, i32 9, i32 1, i32 7, i32 2, i32 8, i32 6], align 16
@.str.3 = private unnamed_addr constant [10 x i8] c"%d %d %f\0A\00", align 1, !dbg !32
@pool = dso_local global [4 x %struct.node] zeroinitializer, align 16, !dbg !49

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @push(i32 noundef %0, double noundef %1) #0 !dbg !62 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !66, !DIExpression(), !67)
  store double %1, ptr %5, align 8
    #dbg_declare(ptr %5, !68, !DIExpression(), !69)
    #dbg_declare(ptr %6, !70, !DIExpression(), !71)
  %7 = call noalias ptr @malloc(i64 noundef 40) #5, !dbg !72
  store ptr %7, ptr %6, align 8, !dbg !71
  %8 = load ptr, ptr %6, align 8, !dbg !73
  %9 = icmp ne ptr %8, null, !dbg !73
  br i1 %9, label %11, label %10, !dbg !75

10:                                               ; preds = %2
  store ptr null, ptr %3, align 8, !dbg !76
  br label %32, !dbg !76

11:                                               ; preds = %2
  %12 = load i32, ptr %4, align 4, !dbg !77
  %13 = load ptr, ptr %6, align 8, !dbg !78
  %14 = getelementptr inbounds %struct.node, ptr %13, i32 0, i32 0, !dbg !79
  store i32 %12, ptr %14, align 8, !dbg !80
  %15 = load double, ptr %5, align 8, !dbg !81
  %16 = load ptr, ptr %6, align 8, !dbg !82
  %17 = getelementptr inbounds %struct.node, ptr %16, i32 0, i32 1, !dbg !83
  store double %15, ptr %17, align 8, !dbg !84
  %18 = load ptr, ptr @head, align 8, !dbg !85
  %19 = load ptr, ptr %6, align 8, !dbg !86
  %20 = getelementptr inbounds %struct.node, ptr %19, i32 0, i32 2, !dbg !87
  store ptr %18, ptr %20, align 8, !dbg !88
  %21 = load ptr, ptr %6, align 8, !dbg !89
  %22 = getelementptr inbounds %struct.node, ptr %21, i32 0, i32 3, !dbg !90
  %23 = getelementptr inbounds [16 x i8], ptr %22, i64 0, i64 0, !dbg !89
  %24 = load i32, ptr %4, align 4, !dbg !91
  %25 = srem i32 %24, 3, !dbg !92
  %26 = sext i32 %25 to i64, !dbg !93
  %27 = getelementptr inbounds [3 x ptr], ptr @names, i64 0, i64 %26, !dbg !93
  %28 = load ptr, ptr %27, align 8, !dbg !93
  %29 = call ptr @strncpy(ptr noundef %23, ptr noundef %28, i64 noundef 16) #6, !dbg !94
  %30 = load ptr, ptr %6, align 8, !dbg !95
  store ptr %30, ptr @head, align 8, !dbg !96
  %31 = load ptr, ptr %6, align 8, !dbg !97
  store ptr %31, ptr %3, align 8, !dbg !98
  br label %32, !dbg !98

32:                                               ; preds = %11, %10
  %33 = load ptr, ptr %3, align 8, !dbg !99
  ret ptr %33, !dbg !99
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nounwind
declare ptr @strncpy(ptr noundef, ptr noundef, i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @apply(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !100 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !110, !DIExpression(), !111)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !112, !DIExpression(), !113)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !114, !DIExpression(), !115)
    #dbg_declare(ptr %7, !116, !DIExpression(), !117)
  store i32 0, ptr %7, align 4, !dbg !117
    #dbg_declare(ptr %8, !118, !DIExpression(), !120)
  store i32 0, ptr %8, align 4, !dbg !120
  br label %9, !dbg !121

9:                                                ; preds = %30, %3
  %10 = load i32, ptr %8, align 4, !dbg !122
  %11 = add nsw i32 %10, 1, !dbg !124
  %12 = load i32, ptr %6, align 4, !dbg !125
  %13 = icmp slt i32 %11, %12, !dbg !126
  br i1 %13, label %14, label %33, !dbg !127

14:                                               ; preds = %9
  %15 = load ptr, ptr %4, align 8, !dbg !128
  %16 = load ptr, ptr %5, align 8, !dbg !129
  %17 = load i32, ptr %8, align 4, !dbg !130
  %18 = sext i32 %17 to i64, !dbg !129
  %19 = getelementptr inbounds i32, ptr %16, i64 %18, !dbg !129
  %20 = load ptr, ptr %5, align 8, !dbg !131
  %21 = load i32, ptr %8, align 4, !dbg !132
  %22 = add nsw i32 %21, 1, !dbg !133
  %23 = sext i32 %22 to i64, !dbg !131
  %24 = getelementptr inbounds i32, ptr %20, i64 %23, !dbg !131
  %25 = call i32 %15(ptr noundef %19, ptr noundef %24), !dbg !128
  %26 = icmp sgt i32 %25, 0, !dbg !134
  %27 = zext i1 %26 to i32, !dbg !134
  %28 = load i32, ptr %7, align 4, !dbg !135
  %29 = add nsw i32 %28, %27, !dbg !135
  store i32 %29, ptr %7, align 4, !dbg !135
  br label %30, !dbg !136

30:                                               ; preds = %14
  %31 = load i32, ptr %8, align 4, !dbg !137
  %32 = add nsw i32 %31, 1, !dbg !137
  store i32 %32, ptr %8, align 4, !dbg !137
  br label %9, !dbg !138, !llvm.loop !139

33:                                               ; preds = %9
  %34 = load i32, ptr %7, align 4, !dbg !142
  ret i32 %34, !dbg !143
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @bits(i32 noundef %0) #0 !dbg !144 {
  %2 = alloca i32, align 4
  %3 = alloca %union.u, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !149, !DIExpression(), !150)
    #dbg_declare(ptr %3, !151, !DIExpression(), !156)
  %4 = load i32, ptr %2, align 4, !dbg !157
  store i32 %4, ptr %3, align 4, !dbg !158
  %5 = load float, ptr %3, align 4, !dbg !159
  ret float %5, !dbg !160
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !161 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca [8 x i32], align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i8, align 1
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !166, !DIExpression(), !167)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !168, !DIExpression(), !169)
    #dbg_declare(ptr %6, !170, !DIExpression(), !174)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 @__const.main.xs, i64 32, i1 false), !dbg !174
  %12 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 0, !dbg !175
  call void @qsort(ptr noundef %12, i64 noundef 8, i64 noundef 4, ptr noundef @cmp), !dbg !176
    #dbg_declare(ptr %7, !177, !DIExpression(), !179)
  store i32 0, ptr %7, align 4, !dbg !179
  br label %13, !dbg !180

13:                                               ; preds = %23, %2
  %14 = load i32, ptr %7, align 4, !dbg !181
  %15 = load i32, ptr %4, align 4, !dbg !183
  %16 = icmp slt i32 %14, %15, !dbg !184
  br i1 %16, label %17, label %26, !dbg !185

17:                                               ; preds = %13
  %18 = load i32, ptr %7, align 4, !dbg !186
  %19 = load i32, ptr %7, align 4, !dbg !187
  %20 = sitofp i32 %19 to double, !dbg !187
  %21 = fmul double %20, 1.500000e+00, !dbg !188
  %22 = call ptr @push(i32 noundef %18, double noundef %21), !dbg !189
  br label %23, !dbg !189

23:                                               ; preds = %17
  %24 = load i32, ptr %7, align 4, !dbg !190
  %25 = add nsw i32 %24, 1, !dbg !190
  store i32 %25, ptr %7, align 4, !dbg !190
  br label %13, !dbg !191, !llvm.loop !192

26:                                               ; preds = %13
    #dbg_declare(ptr %8, !194, !DIExpression(), !195)
  store i32 0, ptr %8, align 4, !dbg !195
    #dbg_declare(ptr %9, !196, !DIExpression(), !198)
  %27 = load ptr, ptr @head, align 8, !dbg !199
  store ptr %27, ptr %9, align 8, !dbg !198
  br label %28, !dbg !200

28:                                               ; preds = %37, %26
  %29 = load ptr, ptr %9, align 8, !dbg !201
  %30 = icmp ne ptr %29, null, !dbg !203
  br i1 %30, label %31, label %41, !dbg !203

31:                                               ; preds = %28
  %32 = load ptr, ptr %9, align 8, !dbg !204
  %33 = getelementptr inbounds %struct.node, ptr %32, i32 0, i32 0, !dbg !205
  %34 = load i32, ptr %33, align 8, !dbg !205
  %35 = load i32, ptr %8, align 4, !dbg !206
  %36 = add nsw i32 %35, %34, !dbg !206
  store i32 %36, ptr %8, align 4, !dbg !206
  br label %37, !dbg !207

37:                                               ; preds = %31
  %38 = load ptr, ptr %9, align 8, !dbg !208
  %39 = getelementptr inbounds %struct.node, ptr %38, i32 0, i32 2, !dbg !209
  %40 = load ptr, ptr %39, align 8, !dbg !209
  store ptr %40, ptr %9, align 8, !dbg !210
  br label %28, !dbg !211, !llvm.loop !212

41:                                               ; preds = %28
  %42 = load i32, ptr %4, align 4, !dbg !214
  switch i32 %42, label %49 [
    i32 1, label %43
    i32 2, label %46
  ], !dbg !215

43:                                               ; preds = %41
  %44 = load i32, ptr %8, align 4, !dbg !216
  %45 = add nsw i32 %44, 1, !dbg !216
  store i32 %45, ptr %8, align 4, !dbg !216
  br label %52, !dbg !218

46:                                               ; preds = %41
  %47 = load i32, ptr %8, align 4, !dbg !219
  %48 = add nsw i32 %47, 2, !dbg !219
  store i32 %48, ptr %8, align 4, !dbg !219
  br label %52, !dbg !220

49:                                               ; preds = %41
  %50 = load i32, ptr %8, align 4, !dbg !221
  %51 = add nsw i32 %50, -1, !dbg !221
  store i32 %51, ptr %8, align 4, !dbg !221
  br label %52, !dbg !222

52:                                               ; preds = %49, %46, %43
  %53 = load i32, ptr %8, align 4, !dbg !223
  %54 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 0, !dbg !224
  %55 = call i32 @apply(ptr noundef @cmp, ptr noundef %54, i32 noundef 8), !dbg !225
  %56 = call float @bits(i32 noundef 1065353216), !dbg !226
  %57 = fpext float %56 to double, !dbg !227
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %53, i32 noundef %55, double noundef %57), !dbg !228
    #dbg_declare(ptr %10, !229, !DIExpression(), !230)
  %59 = load i32, ptr %4, align 4, !dbg !231
  %60 = sext i32 %59 to i64, !dbg !232
  %61 = shl i64 %60, 40, !dbg !233
  store i64 %61, ptr %10, align 8, !dbg !230
    #dbg_declare(ptr %11, !234, !DIExpression(), !235)
  %62 = load i32, ptr %8, align 4, !dbg !236
  %63 = trunc i32 %62 to i8, !dbg !237
  store i8 %63, ptr %11, align 1, !dbg !235
  %64 = load i64, ptr %10, align 8, !dbg !238
  %65 = ashr i64 %64, 40, !dbg !239
  %66 = trunc i64 %65 to i32, !dbg !240
  %67 = load i8, ptr %11, align 1, !dbg !241
  %68 = zext i8 %67 to i32, !dbg !241
  %69 = add nsw i32 %66, %68, !dbg !242
  %70 = load i32, ptr @counter, align 4, !dbg !243
  %71 = add nsw i32 %69, %70, !dbg !244
  %72 = load double, ptr getelementptr inbounds (%struct.node, ptr getelementptr inbounds ([4 x %struct.node], ptr @pool, i64 0, i64 1), i32 0, i32 1), align 8, !dbg !245
  %73 = fptosi double %72 to i32, !dbg !246
  %74 = add nsw i32 %71, %73, !dbg !247
  ret i32 %74, !dbg !248
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp(ptr noundef %0, ptr noundef %1) #0 !dbg !249 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !250, !DIExpression(), !251)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !252, !DIExpression(), !253)
  %5 = load ptr, ptr %3, align 8, !dbg !254
  %6 = load i32, ptr %5, align 4, !dbg !255
  %7 = load ptr, ptr %4, align 8, !dbg !256
  %8 = load i32, ptr %7, align 4, !dbg !257
  %9 = sub nsw i32 %6, %8, !dbg !258
  ret i32 %9, !dbg !259
}

declare i32 @printf(ptr noundef, ...) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!54, !55, !56, !57, !58, !59, !60}
!llvm.ident = !{!61}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 9, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
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
!60 = !{i32 7, !"frame-pointer", i32 2}
!61 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!62 = distinct !DISubprogram(name: "push", scope: !3, file: !3, line: 15, type: !63, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !65)
!63 = !DISubroutineType(types: !64)
!64 = !{!39, !5, !6}
!65 = !{}
!66 = !DILocalVariable(name: "key", arg: 1, scope: !62, file: !3, line: 15, type: !5)
!67 = !DILocation(line: 15, column: 23, scope: !62)
!68 = !DILocalVariable(name: "val", arg: 2, scope: !62, file: !3, line: 15, type: !6)
!69 = !DILocation(line: 15, column: 35, scope: !62)
!70 = !DILocalVariable(name: "n", scope: !62, file: !3, line: 16, type: !39)
!71 = !DILocation(line: 16, column: 15, scope: !62)
!72 = !DILocation(line: 16, column: 19, scope: !62)
!73 = !DILocation(line: 17, column: 7, scope: !74)
!74 = distinct !DILexicalBlock(scope: !62, file: !3, line: 17, column: 6)
!75 = !DILocation(line: 17, column: 6, scope: !62)
!76 = !DILocation(line: 17, column: 10, scope: !74)
!77 = !DILocation(line: 18, column: 11, scope: !62)
!78 = !DILocation(line: 18, column: 2, scope: !62)
!79 = !DILocation(line: 18, column: 5, scope: !62)
!80 = !DILocation(line: 18, column: 9, scope: !62)
!81 = !DILocation(line: 18, column: 25, scope: !62)
!82 = !DILocation(line: 18, column: 16, scope: !62)
!83 = !DILocation(line: 18, column: 19, scope: !62)
!84 = !DILocation(line: 18, column: 23, scope: !62)
!85 = !DILocation(line: 18, column: 40, scope: !62)
!86 = !DILocation(line: 18, column: 30, scope: !62)
!87 = !DILocation(line: 18, column: 33, scope: !62)
!88 = !DILocation(line: 18, column: 38, scope: !62)
!89 = !DILocation(line: 19, column: 10, scope: !62)
!90 = !DILocation(line: 19, column: 13, scope: !62)
!91 = !DILocation(line: 19, column: 25, scope: !62)
!92 = !DILocation(line: 19, column: 29, scope: !62)
!93 = !DILocation(line: 19, column: 19, scope: !62)
!94 = !DILocation(line: 19, column: 2, scope: !62)
!95 = !DILocation(line: 20, column: 9, scope: !62)
!96 = !DILocation(line: 20, column: 7, scope: !62)
!97 = !DILocation(line: 21, column: 9, scope: !62)
!98 = !DILocation(line: 21, column: 2, scope: !62)
!99 = !DILocation(line: 22, column: 1, scope: !62)
!100 = distinct !DISubprogram(name: "apply", scope: !3, file: !3, line: 24, type: !101, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !65)
!101 = !DISubroutineType(types: !102)
!102 = !{!5, !103, !109, !5}
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "cmp_fn", file: !3, line: 6, baseType: !104)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!105 = !DISubroutineType(types: !106)
!106 = !{!5, !107, !107}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!110 = !DILocalVariable(name: "f", arg: 1, scope: !100, file: !3, line: 24, type: !103)
!111 = !DILocation(line: 24, column: 18, scope: !100)
!112 = !DILocalVariable(name: "xs", arg: 2, scope: !100, file: !3, line: 24, type: !109)
!113 = !DILocation(line: 24, column: 26, scope: !100)
!114 = !DILocalVariable(name: "n", arg: 3, scope: !100, file: !3, line: 24, type: !5)
!115 = !DILocation(line: 24, column: 34, scope: !100)
!116 = !DILocalVariable(name: "s", scope: !100, file: !3, line: 25, type: !5)
!117 = !DILocation(line: 25, column: 6, scope: !100)
!118 = !DILocalVariable(name: "i", scope: !119, file: !3, line: 26, type: !5)
!119 = distinct !DILexicalBlock(scope: !100, file: !3, line: 26, column: 2)
!120 = !DILocation(line: 26, column: 11, scope: !119)
!121 = !DILocation(line: 26, column: 7, scope: !119)
!122 = !DILocation(line: 26, column: 18, scope: !123)
!123 = distinct !DILexicalBlock(scope: !119, file: !3, line: 26, column: 2)
!124 = !DILocation(line: 26, column: 20, scope: !123)
!125 = !DILocation(line: 26, column: 26, scope: !123)
!126 = !DILocation(line: 26, column: 24, scope: !123)
!127 = !DILocation(line: 26, column: 2, scope: !119)
!128 = !DILocation(line: 26, column: 39, scope: !123)
!129 = !DILocation(line: 26, column: 42, scope: !123)
!130 = !DILocation(line: 26, column: 45, scope: !123)
!131 = !DILocation(line: 26, column: 50, scope: !123)
!132 = !DILocation(line: 26, column: 53, scope: !123)
!133 = !DILocation(line: 26, column: 55, scope: !123)
!134 = !DILocation(line: 26, column: 61, scope: !123)
!135 = !DILocation(line: 26, column: 36, scope: !123)
!136 = !DILocation(line: 26, column: 34, scope: !123)
!137 = !DILocation(line: 26, column: 30, scope: !123)
!138 = !DILocation(line: 26, column: 2, scope: !123)
!139 = distinct !{!139, !127, !140, !141}
!140 = !DILocation(line: 26, column: 63, scope: !119)
!141 = !{!"llvm.loop.mustprogress"}
!142 = !DILocation(line: 27, column: 9, scope: !100)
!143 = !DILocation(line: 27, column: 2, scope: !100)
!144 = distinct !DISubprogram(name: "bits", scope: !3, file: !3, line: 34, type: !145, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !65)
!145 = !DISubroutineType(types: !146)
!146 = !{!147, !148}
!147 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!148 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!149 = !DILocalVariable(name: "x", arg: 1, scope: !144, file: !3, line: 34, type: !148)
!150 = !DILocation(line: 34, column: 21, scope: !144)
!151 = !DILocalVariable(name: "v", scope: !144, file: !3, line: 34, type: !152)
!152 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "u", file: !3, line: 32, size: 32, elements: !153)
!153 = !{!154, !155}
!154 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !152, file: !3, line: 32, baseType: !5, size: 32)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !152, file: !3, line: 32, baseType: !147, size: 32)
!156 = !DILocation(line: 34, column: 34, scope: !144)
!157 = !DILocation(line: 34, column: 48, scope: !144)
!158 = !DILocation(line: 34, column: 41, scope: !144)
!159 = !DILocation(line: 34, column: 60, scope: !144)
!160 = !DILocation(line: 34, column: 51, scope: !144)
!161 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 36, type: !162, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !65)
!162 = !DISubroutineType(types: !163)
!163 = !{!5, !5, !164}
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !165, size: 64)
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!166 = !DILocalVariable(name: "argc", arg: 1, scope: !161, file: !3, line: 36, type: !5)
!167 = !DILocation(line: 36, column: 14, scope: !161)
!168 = !DILocalVariable(name: "argv", arg: 2, scope: !161, file: !3, line: 36, type: !164)
!169 = !DILocation(line: 36, column: 27, scope: !161)
!170 = !DILocalVariable(name: "xs", scope: !161, file: !3, line: 37, type: !171)
!171 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 256, elements: !172)
!172 = !{!173}
!173 = !DISubrange(count: 8)
!174 = !DILocation(line: 37, column: 6, scope: !161)
!175 = !DILocation(line: 38, column: 8, scope: !161)
!176 = !DILocation(line: 38, column: 2, scope: !161)
!177 = !DILocalVariable(name: "i", scope: !178, file: !3, line: 39, type: !5)
!178 = distinct !DILexicalBlock(scope: !161, file: !3, line: 39, column: 2)
!179 = !DILocation(line: 39, column: 11, scope: !178)
!180 = !DILocation(line: 39, column: 7, scope: !178)
!181 = !DILocation(line: 39, column: 18, scope: !182)
!182 = distinct !DILexicalBlock(scope: !178, file: !3, line: 39, column: 2)
!183 = !DILocation(line: 39, column: 22, scope: !182)
!184 = !DILocation(line: 39, column: 20, scope: !182)
!185 = !DILocation(line: 39, column: 2, scope: !178)
!186 = !DILocation(line: 39, column: 38, scope: !182)
!187 = !DILocation(line: 39, column: 41, scope: !182)
!188 = !DILocation(line: 39, column: 43, scope: !182)
!189 = !DILocation(line: 39, column: 33, scope: !182)
!190 = !DILocation(line: 39, column: 29, scope: !182)
!191 = !DILocation(line: 39, column: 2, scope: !182)
!192 = distinct !{!192, !185, !193, !141}
!193 = !DILocation(line: 39, column: 48, scope: !178)
!194 = !DILocalVariable(name: "total", scope: !161, file: !3, line: 40, type: !5)
!195 = !DILocation(line: 40, column: 6, scope: !161)
!196 = !DILocalVariable(name: "n", scope: !197, file: !3, line: 41, type: !39)
!197 = distinct !DILexicalBlock(scope: !161, file: !3, line: 41, column: 2)
!198 = !DILocation(line: 41, column: 20, scope: !197)
!199 = !DILocation(line: 41, column: 24, scope: !197)
!200 = !DILocation(line: 41, column: 7, scope: !197)
!201 = !DILocation(line: 41, column: 30, scope: !202)
!202 = distinct !DILexicalBlock(scope: !197, file: !3, line: 41, column: 2)
!203 = !DILocation(line: 41, column: 2, scope: !197)
!204 = !DILocation(line: 41, column: 55, scope: !202)
!205 = !DILocation(line: 41, column: 58, scope: !202)
!206 = !DILocation(line: 41, column: 52, scope: !202)
!207 = !DILocation(line: 41, column: 46, scope: !202)
!208 = !DILocation(line: 41, column: 37, scope: !202)
!209 = !DILocation(line: 41, column: 40, scope: !202)
!210 = !DILocation(line: 41, column: 35, scope: !202)
!211 = !DILocation(line: 41, column: 2, scope: !202)
!212 = distinct !{!212, !203, !213, !141}
!213 = !DILocation(line: 41, column: 58, scope: !197)
!214 = !DILocation(line: 42, column: 10, scope: !161)
!215 = !DILocation(line: 42, column: 2, scope: !161)
!216 = !DILocation(line: 42, column: 31, scope: !217)
!217 = distinct !DILexicalBlock(scope: !161, file: !3, line: 42, column: 16)
!218 = !DILocation(line: 42, column: 35, scope: !217)
!219 = !DILocation(line: 42, column: 56, scope: !217)
!220 = !DILocation(line: 42, column: 62, scope: !217)
!221 = !DILocation(line: 42, column: 83, scope: !217)
!222 = !DILocation(line: 42, column: 87, scope: !217)
!223 = !DILocation(line: 43, column: 23, scope: !161)
!224 = !DILocation(line: 43, column: 41, scope: !161)
!225 = !DILocation(line: 43, column: 30, scope: !161)
!226 = !DILocation(line: 43, column: 57, scope: !161)
!227 = !DILocation(line: 43, column: 49, scope: !161)
!228 = !DILocation(line: 43, column: 2, scope: !161)
!229 = !DILocalVariable(name: "big", scope: !161, file: !3, line: 44, type: !7)
!230 = !DILocation(line: 44, column: 12, scope: !161)
!231 = !DILocation(line: 44, column: 29, scope: !161)
!232 = !DILocation(line: 44, column: 18, scope: !161)
!233 = !DILocation(line: 44, column: 34, scope: !161)
!234 = !DILocalVariable(name: "c", scope: !161, file: !3, line: 45, type: !8)
!235 = !DILocation(line: 45, column: 16, scope: !161)
!236 = !DILocation(line: 45, column: 35, scope: !161)
!237 = !DILocation(line: 45, column: 20, scope: !161)
!238 = !DILocation(line: 46, column: 15, scope: !161)
!239 = !DILocation(line: 46, column: 19, scope: !161)
!240 = !DILocation(line: 46, column: 9, scope: !161)
!241 = !DILocation(line: 46, column: 28, scope: !161)
!242 = !DILocation(line: 46, column: 26, scope: !161)
!243 = !DILocation(line: 46, column: 32, scope: !161)
!244 = !DILocation(line: 46, column: 30, scope: !161)
!245 = !DILocation(line: 46, column: 55, scope: !161)
!246 = !DILocation(line: 46, column: 42, scope: !161)
!247 = !DILocation(line: 46, column: 40, scope: !161)
!248 = !DILocation(line: 46, column: 2, scope: !161)
!249 = distinct !DISubprogram(name: "cmp", scope: !3, file: !3, line: 13, type: !105, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !65)
!250 = !DILocalVariable(name: "a", arg: 1, scope: !249, file: !3, line: 13, type: !107)
!251 = !DILocation(line: 13, column: 28, scope: !249)
!252 = !DILocalVariable(name: "b", arg: 2, scope: !249, file: !3, line: 13, type: !107)
!253 = !DILocation(line: 13, column: 43, scope: !249)
!254 = !DILocation(line: 13, column: 69, scope: !249)
!255 = !DILocation(line: 13, column: 55, scope: !249)
!256 = !DILocation(line: 13, column: 87, scope: !249)
!257 = !DILocation(line: 13, column: 73, scope: !249)
!258 = !DILocation(line: 13, column: 71, scope: !249)
!259 = !DILocation(line: 13, column: 48, scope: !249)
