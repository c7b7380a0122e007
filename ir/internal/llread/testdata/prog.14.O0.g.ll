; ModuleID = 'c/prog.c'
source_filename = "c/prog.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, double, %struct.node*, [16 x i8] }
%union.u = type { i32 }

@counter = dso_local global i32 3, align 4, !dbg !0
@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@names = dso_local global [3 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0)], align 16, !dbg !12
@head = internal global %struct.node* null, align 8, !dbg !20
@__const.main.xs = private unnamed_addr constant [8 x i32] [i32 5, i32 3, i32 9, i32 1, i32 7, i32 2, i32 8, i32 6], align 16
@.str.3 = private unnamed_addr constant [10 x i8] c"%d %d %f\0A\00", align 1
@pool = dso_local global [4 x %struct.node] zeroinitializer, align 16, !dbg !32

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.node* @push(i32 noundef %0, double noundef %1) #0 !dbg !45 {
  %3 = alloca %struct.node*, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca %struct.node*, align 8
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !49, metadata !DIExpression()), !dbg !50
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !51, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.declare(metadata %struct.node** %6, metadata !53, metadata !DIExpression()), !dbg !54
  %7 = call noalias i8* @malloc(i64 noundef 40) #5, !dbg !55
  %8 = bitcast i8* %7 to %struct.node*, !dbg !55
  store %struct.node* %8, %struct.node** %6, align 8, !dbg !54
  %9 = load %struct.node*, %struct.node** %6, align 8, !dbg !56
  %10 = icmp ne %struct.node* %9, null, !dbg !56
  br i1 %10, label %12, label %11, !dbg !58

11:                                               ; preds = %2
  store %struct.node* null, %struct.node** %3, align 8, !dbg !59
  br label %33, !dbg !59

12:                                               ; preds = %2
  %13 = load i32, i32* %4, align 4, !dbg !60
  %14 = load %struct.node*, %struct.node** %6, align 8, !dbg !61
  %15 = getelementptr inbounds %struct.node, %struct.node* %14, i32 0, i32 0, !dbg !62
  store i32 %13, i32* %15, align 8, !dbg !63
  %16 = load double, double* %5, align 8, !dbg !64
  %17 = load %struct.node*, %struct.node** %6, align 8, !dbg !65
  %18 = getelementptr inbounds %struct.node, %struct.node* %17, i32 0, i32 1, !dbg !66
  store double %16, double* %18, align 8, !dbg !67
  %19 = load %struct.node*, %struct.node** @head, align 8, !dbg !68
  %20 = load %struct.node*, %struct.node** %6, align 8, !dbg !69
  %21 = getelementptr inbounds %struct.node, %struct.node* %20, i32 0, i32 2, !dbg !70
  store %struct.node* %19, %struct.node** %21, align 8, !dbg !71
  %22 = load %struct.node*, %struct.node** %6, align 8, !dbg !72
  %23 = getelementptr inbounds %struct.node, %struct.node* %22, i32 0, i32 3, !dbg !73
  %24 = getelementptr inbounds [16 x i8], [16 x i8]* %23, i64 0, i64 0, !dbg !72
  %25 = load i32, i32* %4, align 4, !dbg !74
  %26 = srem i32 %25, 3, !dbg !75
  %27 = sext i32 %26 to i64, !dbg !76
  %28 = getelementptr inbounds [3 x i8*], [3 x i8*]* @names, i64 0, i64 %27, !dbg !76
  %29 = load i8*, i8** %28, align 8, !dbg !76
  %30 = call i8* @strncpy(i8* noundef %24, i8* noundef %29, i64 noundef 16) #5, !dbg !77
  %31 = load %struct.node*, %struct.node** %6, align 8, !dbg !78
  store %struct.node* %31, %struct.node** @head, align 8, !dbg !79
  %32 = load %struct.node*, %struct.node** %6, align 8, !dbg !80
  store %struct.node* %32, %struct.node** %3, align 8, !dbg !81
  br label %33, !dbg !81

33:                                               ; preds = %12, %11
  %34 = load %struct.node*, %struct.node** %3, align 8, !dbg !82
  ret %struct.node* %34, !dbg !82
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

; Function Attrs: nounwind
declare i8* @strncpy(i8* noundef, i8* noundef, i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @apply(i32 (i8*, i8*)* noundef %0, i32* noundef %1, i32 noundef %2) #0 !dbg !83 {
  %4 = alloca i32 (i8*, i8*)*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 (i8*, i8*)* %0, i32 (i8*, i8*)** %4, align 8
  call void @llvm.dbg.declare(metadata i32 (i8*, i8*)** %4, metadata !93, metadata !DIExpression()), !dbg !94
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !95, metadata !DIExpression()), !dbg !96
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !97, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.declare(metadata i32* %7, metadata !99, metadata !DIExpression()), !dbg !100
  store i32 0, i32* %7, align 4, !dbg !100
  call void @llvm.dbg.declare(metadata i32* %8, metadata !101, metadata !DIExpression()), !dbg !103
  store i32 0, i32* %8, align 4, !dbg !103
  br label %9, !dbg !104

9:                                                ; preds = %32, %3
  %10 = load i32, i32* %8, align 4, !dbg !105
  %11 = add nsw i32 %10, 1, !dbg !107
  %12 = load i32, i32* %6, align 4, !dbg !108
  %13 = icmp slt i32 %11, %12, !dbg !109
  br i1 %13, label %14, label %35, !dbg !110

14:                                               ; preds = %9
  %15 = load i32 (i8*, i8*)*, i32 (i8*, i8*)** %4, align 8, !dbg !111
  %16 = load i32*, i32** %5, align 8, !dbg !112
  %17 = load i32, i32* %8, align 4, !dbg !113
  %18 = sext i32 %17 to i64, !dbg !112
  %19 = getelementptr inbounds i32, i32* %16, i64 %18, !dbg !112
  %20 = bitcast i32* %19 to i8*, !dbg !114
  %21 = load i32*, i32** %5, align 8, !dbg !115
  %22 = load i32, i32* %8, align 4, !dbg !116
  %23 = add nsw i32 %22, 1, !dbg !117
  %24 = sext i32 %23 to i64, !dbg !115
  %25 = getelementptr inbounds i32, i32* %21, i64 %24, !dbg !115
  %26 = bitcast i32* %25 to i8*, !dbg !118
  %27 = call i32 %15(i8* noundef %20, i8* noundef %26), !dbg !111
  %28 = icmp sgt i32 %27, 0, !dbg !119
  %29 = zext i1 %28 to i32, !dbg !119
  %30 = load i32, i32* %7, align 4, !dbg !120
  %31 = add nsw i32 %30, %29, !dbg !120
  store i32 %31, i32* %7, align 4, !dbg !120
  br label %32, !dbg !121

32:                                               ; preds = %14
  %33 = load i32, i32* %8, align 4, !dbg !122
  %34 = add nsw i32 %33, 1, !dbg !122
  store i32 %34, i32* %8, align 4, !dbg !122
  br label %9, !dbg !123, !llvm.loop !124

35:                                               ; preds = %9
  %36 = load i32, i32* %7, align 4, !dbg !127
  ret i32 %36, !dbg !128
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @bits(i32 noundef %0) #0 !dbg !129 {
  %2 = alloca i32, align 4
  %3 = alloca %union.u, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !134, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.declare(metadata %union.u* %3, metadata !136, metadata !DIExpression()), !dbg !141
  %4 = load i32, i32* %2, align 4, !dbg !142
  %5 = bitcast %union.u* %3 to i32*, !dbg !143
  store i32 %4, i32* %5, align 4, !dbg !144
  %6 = bitcast %union.u* %3 to float*, !dbg !145
  %7 = load float, float* %6, align 4, !dbg !145
  ret float %7, !dbg !146
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !147 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca [8 x i32], align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.node*, align 8
  %10 = alloca i64, align 8
  %11 = alloca i8, align 1
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !152, metadata !DIExpression()), !dbg !153
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !154, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.declare(metadata [8 x i32]* %6, metadata !156, metadata !DIExpression()), !dbg !160
  %12 = bitcast [8 x i32]* %6 to i8*, !dbg !160
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %12, i8* align 16 bitcast ([8 x i32]* @__const.main.xs to i8*), i64 32, i1 false), !dbg !160
  %13 = getelementptr inbounds [8 x i32], [8 x i32]* %6, i64 0, i64 0, !dbg !161
  %14 = bitcast i32* %13 to i8*, !dbg !161
  call void @qsort(i8* noundef %14, i64 noundef 8, i64 noundef 4, i32 (i8*, i8*)* noundef @cmp), !dbg !162
  call void @llvm.dbg.declare(metadata i32* %7, metadata !163, metadata !DIExpression()), !dbg !165
  store i32 0, i32* %7, align 4, !dbg !165
  br label %15, !dbg !166

15:                                               ; preds = %25, %2
  %16 = load i32, i32* %7, align 4, !dbg !167
  %17 = load i32, i32* %4, align 4, !dbg !169
  %18 = icmp slt i32 %16, %17, !dbg !170
  br i1 %18, label %19, label %28, !dbg !171

19:                                               ; preds = %15
  %20 = load i32, i32* %7, align 4, !dbg !172
  %21 = load i32, i32* %7, align 4, !dbg !173
  %22 = sitofp i32 %21 to double, !dbg !173
  %23 = fmul double %22, 1.500000e+00, !dbg !174
  %24 = call %struct.node* @push(i32 noundef %20, double noundef %23), !dbg !175
  br label %25, !dbg !175

25:                                               ; preds = %19
  %26 = load i32, i32* %7, align 4, !dbg !176
  %27 = add nsw i32 %26, 1, !dbg !176
  store i32 %27, i32* %7, align 4, !dbg !176
  br label %15, !dbg !177, !llvm.loop !178

28:                                               ; preds = %15
  call void @llvm.dbg.declare(metadata i32* %8, metadata !180, metadata !DIExpression()), !dbg !181
  store i32 0, i32* %8, align 4, !dbg !181
  call void @llvm.dbg.declare(metadata %struct.node** %9, metadata !182, metadata !DIExpression()), !dbg !184
  %29 = load %struct.node*, %struct.node** @head, align 8, !dbg !185
  store %struct.node* %29, %struct.node** %9, align 8, !dbg !184
  br label %30, !dbg !186

30:                                               ; preds = %39, %28
  %31 = load %struct.node*, %struct.node** %9, align 8, !dbg !187
  %32 = icmp ne %struct.node* %31, null, !dbg !189
  br i1 %32, label %33, label %43, !dbg !189

33:                                               ; preds = %30
  %34 = load %struct.node*, %struct.node** %9, align 8, !dbg !190
  %35 = getelementptr inbounds %struct.node, %struct.node* %34, i32 0, i32 0, !dbg !191
  %36 = load i32, i32* %35, align 8, !dbg !191
  %37 = load i32, i32* %8, align 4, !dbg !192
  %38 = add nsw i32 %37, %36, !dbg !192
  store i32 %38, i32* %8, align 4, !dbg !192
  br label %39, !dbg !193

39:                                               ; preds = %33
  %40 = load %struct.node*, %struct.node** %9, align 8, !dbg !194
  %41 = getelementptr inbounds %struct.node, %struct.node* %40, i32 0, i32 2, !dbg !195
  %42 = load %struct.node*, %struct.node** %41, align 8, !dbg !195
  store %struct.node* %42, %struct.node** %9, align 8, !dbg !196
  br label %30, !dbg !197, !llvm.loop !198

43:                                               ; preds = %30
  %44 = load i32, i32* %4, align 4, !dbg !200
  switch i32 %44, label %51 [
    i32 1, label %45
    i32 2, label %48
  ], !dbg !201

45:                                               ; preds = %43
  %46 = load i32, i32* %8, align 4, !dbg !202
  %47 = add nsw i32 %46, 1, !dbg !202
  store i32 %47, i32* %8, align 4, !dbg !202
  br label %54, !dbg !204

48:                                               ; preds = %43
  %49 = load i32, i32* %8, align 4, !dbg !205
  %50 = add nsw i32 %49, 2, !dbg !205
  store i32 %50, i32* %8, align 4, !dbg !205
  br label %54, !dbg !206

51:                                               ; preds = %43
  %52 = load i32, i32* %8, align 4, !dbg !207
  %53 = add nsw i32 %52, -1, !dbg !207
  store i32 %53, i32* %8, align 4, !dbg !207
  br label %54, !dbg !208

54:                                               ; preds = %51, %48, %45
  %55 = load i32, i32* %8, align 4, !dbg !209
  %56 = getelementptr inbounds [8 x i32], [8 x i32]* %6, i64 0, i64 0, !dbg !210
  %57 = call i32 @apply(i32 (i8*, i8*)* noundef @cmp, i32* noundef %56, i32 noundef 8), !dbg !211
  %58 = call float @bits(i32 noundef 1065353216), !dbg !212
  %59 = fpext float %58 to double, !dbg !213
  %60 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i32 noundef %55, i32 noundef %57, double noundef %59), !dbg !214
  call void @llvm.dbg.declare(metadata i64* %10, metadata !215, metadata !DIExpression()), !dbg !216
  %61 = load i32, i32* %4, align 4, !dbg !217
  %62 = sext i32 %61 to i64, !dbg !218
  %63 = shl i64 %62, 40, !dbg !219
  store i64 %63, i64* %10, align 8, !dbg !216
  call void @llvm.dbg.declare(metadata i8* %11, metadata !220, metadata !DIExpression()), !dbg !221
  %64 = load i32, i32* %8, align 4, !dbg !222
  %65 = trunc i32 %64 to i8, !dbg !223
  store i8 %65, i8* %11, align 1, !dbg !221
  %66 = load i64, i64* %10, align 8, !dbg !224
  %67 = ashr i64 %66, 40, !dbg !225
  %68 = trunc i64 %67 to i32, !dbg !226
  %69 = load i8, i8* %11, align 1, !dbg !227
  %70 = zext i8 %69 to i32, !dbg !227
  %71 = add nsw i32 %68, %70, !dbg !228
  %72 = load i32, i32* @counter, align 4, !dbg !229
  %73 = add nsw i32 %71, %72, !dbg !230
  %74 = load double, double* getelementptr inbounds ([4 x %struct.node], [4 x %struct.node]* @pool, i64 0, i64 1, i32 1), align 8, !dbg !231
  %75 = fptosi double %74 to i32, !dbg !232
  %76 = add nsw i32 %73, %75, !dbg !233
  ret i32 %76, !dbg !234
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

declare void @qsort(i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp(i8* noundef %0, i8* noundef %1) #0 !dbg !235 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !236, metadata !DIExpression()), !dbg !237
  store i8* %1, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !238, metadata !DIExpression()), !dbg !239
  %5 = load i8*, i8** %3, align 8, !dbg !240
  %6 = bitcast i8* %5 to i32*, !dbg !241
  %7 = load i32, i32* %6, align 4, !dbg !242
  %8 = load i8*, i8** %4, align 8, !dbg !243
  %9 = bitcast i8* %8 to i32*, !dbg !244
  %10 = load i32, i32* %9, align 4, !dbg !245
  %11 = sub nsw i32 %7, %10, !dbg !246
  ret i32 %11, !dbg !247
}

declare i32 @printf(i8* noundef, ...) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!37, !38, !39, !40, !41, !42, !43}
!llvm.ident = !{!44}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 9, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "c/prog.c", directory: "/work/main/ir/internal/llread/testdata", checksumkind: CSK_MD5, checksum: "5d5d64332b31a913ee4bf5778c84f37d")
!4 = !{!5, !6, !7, !8, !9}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!7 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!8 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!11 = !{!0, !12, !20, !32}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "names", scope: !2, file: !3, line: 10, type: !14, isLocal: false, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 192, elements: !18)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!17 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!18 = !{!19}
!19 = !DISubrange(count: 3)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "head", scope: !2, file: !3, line: 8, type: !22, isLocal: true, isDefinition: true)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 5, size: 320, elements: !24)
!24 = !{!25, !26, !27, !28}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !23, file: !3, line: 5, baseType: !5, size: 32)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !23, file: !3, line: 5, baseType: !6, size: 64, offset: 64)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !23, file: !3, line: 5, baseType: !22, size: 64, offset: 128)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !23, file: !3, line: 5, baseType: !29, size: 128, offset: 192)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 128, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 16)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(name: "pool", scope: !2, file: !3, line: 11, type: !34, isLocal: false, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 1280, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 4)
!37 = !{i32 7, !"Dwarf Version", i32 5}
!38 = !{i32 2, !"Debug Info Version", i32 3}
!39 = !{i32 1, !"wchar_size", i32 4}
!40 = !{i32 7, !"PIC Level", i32 2}
!41 = !{i32 7, !"PIE Level", i32 2}
!42 = !{i32 7, !"uwtable", i32 1}
!43 = !{i32 7, !"frame-pointer", i32 2}
!44 = !{!"Debian clang version 14.0.6"}
!45 = distinct !DISubprogram(name: "push", scope: !3, file: !3, line: 15, type: !46, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !48)
!46 = !DISubroutineType(types: !47)
!47 = !{!22, !5, !6}
!48 = !{}
!49 = !DILocalVariable(name: "key", arg: 1, scope: !45, file: !3, line: 15, type: !5)
!50 = !DILocation(line: 15, column: 23, scope: !45)
!51 = !DILocalVariable(name: "val", arg: 2, scope: !45, file: !3, line: 15, type: !6)
!52 = !DILocation(line: 15, column: 35, scope: !45)
!53 = !DILocalVariable(name: "n", scope: !45, file: !3, line: 16, type: !22)
!54 = !DILocation(line: 16, column: 15, scope: !45)
!55 = !DILocation(line: 16, column: 19, scope: !45)
!56 = !DILocation(line: 17, column: 7, scope: !57)
!57 = distinct !DILexicalBlock(scope: !45, file: !3, line: 17, column: 6)
!58 = !DILocation(line: 17, column: 6, scope: !45)
!59 = !DILocation(line: 17, column: 10, scope: !57)
!60 = !DILocation(line: 18, column: 11, scope: !45)
!61 = !DILocation(line: 18, column: 2, scope: !45)
!62 = !DILocation(line: 18, column: 5, scope: !45)
!63 = !DILocation(line: 18, column: 9, scope: !45)
!64 = !DILocation(line: 18, column: 25, scope: !45)
!65 = !DILocation(line: 18, column: 16, scope: !45)
!66 = !DILocation(line: 18, column: 19, scope: !45)
!67 = !DILocation(line: 18, column: 23, scope: !45)
!68 = !DILocation(line: 18, column: 40, scope: !45)
!69 = !DILocation(line: 18, column: 30, scope: !45)
!70 = !DILocation(line: 18, column: 33, scope: !45)
!71 = !DILocation(line: 18, column: 38, scope: !45)
!72 = !DILocation(line: 19, column: 10, scope: !45)
!73 = !DILocation(line: 19, column: 13, scope: !45)
!74 = !DILocation(line: 19, column: 25, scope: !45)
!75 = !DILocation(line: 19, column: 29, scope: !45)
!76 = !DILocation(line: 19, column: 19, scope: !45)
!77 = !DILocation(line: 19, column: 2, scope: !45)
!78 = !DILocation(line: 20, column: 9, scope: !45)
!79 = !DILocation(line: 20, column: 7, scope: !45)
!80 = !DILocation(line: 21, column: 9, scope: !45)
!81 = !DILocation(line: 21, column: 2, scope: !45)
!82 = !DILocation(line: 22, column: 1, scope: !45)
!83 = distinct !DISubprogram(name: "apply", scope: !3, file: !3, line: 24, type: !84, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !48)
!84 = !DISubroutineType(types: !85)
!85 = !{!5, !86, !92, !5}
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "cmp_fn", file: !3, line: 6, baseType: !87)
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!88 = !DISubroutineType(types: !89)
!89 = !{!5, !90, !90}
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!93 = !DILocalVariable(name: "f", arg: 1, scope: !83, file: !3, line: 24, type: !86)
!94 = !DILocation(line: 24, column: 18, scope: !83)
!95 = !DILocalVariable(name: "xs", arg: 2, scope: !83, file: !3, line: 24, type: !92)
!96 = !DILocation(line: 24, column: 26, scope: !83)
!97 = !DILocalVariable(name: "n", arg: 3, scope: !83, file: !3, line: 24, type: !5)
!98 = !DILocation(line: 24, column: 34, scope: !83)
!99 = !DILocalVariable(name: "s", scope: !83, file: !3, line: 25, type: !5)
!100 = !DILocation(line: 25, column: 6, scope: !83)
!101 = !DILocalVariable(name: "i", scope: !102, file: !3, line: 26, type: !5)
!102 = distinct !DILexicalBlock(scope: !83, file: !3, line: 26, column: 2)
!103 = !DILocation(line: 26, column: 11, scope: !102)
!104 = !DILocation(line: 26, column: 7, scope: !102)
!105 = !DILocation(line: 26, column: 18, scope: !106)
!106 = distinct !DILexicalBlock(scope: !102, file: !3, line: 26, column: 2)
!107 = !DILocation(line: 26, column: 20, scope: !106)
!108 = !DILocation(line: 26, column: 26, scope: !106)
!109 = !DILocation(line: 26, column: 24, scope: !106)
!110 = !DILocation(line: 26, column: 2, scope: !102)
!111 = !DILocation(line: 26, column: 39, scope: !106)
!112 = !DILocation(line: 26, column: 42, scope: !106)
!113 = !DILocation(line: 26, column: 45, scope: !106)
!114 = !DILocation(line: 26, column: 41, scope: !106)
!115 = !DILocation(line: 26, column: 50, scope: !106)
!116 = !DILocation(line: 26, column: 53, scope: !106)
!117 = !DILocation(line: 26, column: 55, scope: !106)
!118 = !DILocation(line: 26, column: 49, scope: !106)
!119 = !DILocation(line: 26, column: 61, scope: !106)
!120 = !DILocation(line: 26, column: 36, scope: !106)
!121 = !DILocation(line: 26, column: 34, scope: !106)
!122 = !DILocation(line: 26, column: 30, scope: !106)
!123 = !DILocation(line: 26, column: 2, scope: !106)
!124 = distinct !{!124, !110, !125, !126}
!125 = !DILocation(line: 26, column: 63, scope: !102)
!126 = !{!"llvm.loop.mustprogress"}
!127 = !DILocation(line: 27, column: 9, scope: !83)
!128 = !DILocation(line: 27, column: 2, scope: !83)
!129 = distinct !DISubprogram(name: "bits", scope: !3, file: !3, line: 34, type: !130, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !48)
!130 = !DISubroutineType(types: !131)
!131 = !{!132, !133}
!132 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!133 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!134 = !DILocalVariable(name: "x", arg: 1, scope: !129, file: !3, line: 34, type: !133)
!135 = !DILocation(line: 34, column: 21, scope: !129)
!136 = !DILocalVariable(name: "v", scope: !129, file: !3, line: 34, type: !137)
!137 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "u", file: !3, line: 32, size: 32, elements: !138)
!138 = !{!139, !140}
!139 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !137, file: !3, line: 32, baseType: !5, size: 32)
!140 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !137, file: !3, line: 32, baseType: !132, size: 32)
!141 = !DILocation(line: 34, column: 34, scope: !129)
!142 = !DILocation(line: 34, column: 48, scope: !129)
!143 = !DILocation(line: 34, column: 39, scope: !129)
!144 = !DILocation(line: 34, column: 41, scope: !129)
!145 = !DILocation(line: 34, column: 60, scope: !129)
!146 = !DILocation(line: 34, column: 51, scope: !129)
!147 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 36, type: !148, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !48)
!148 = !DISubroutineType(types: !149)
!149 = !{!5, !5, !150}
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !151, size: 64)
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!152 = !DILocalVariable(name: "argc", arg: 1, scope: !147, file: !3, line: 36, type: !5)
!153 = !DILocation(line: 36, column: 14, scope: !147)
!154 = !DILocalVariable(name: "argv", arg: 2, scope: !147, file: !3, line: 36, type: !150)
!155 = !DILocation(line: 36, column: 27, scope: !147)
!156 = !DILocalVariable(name: "xs", scope: !147, file: !3, line: 37, type: !157)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 256, elements: !158)
!158 = !{!159}
!159 = !DISubrange(count: 8)
!160 = !DILocation(line: 37, column: 6, scope: !147)
!161 = !DILocation(line: 38, column: 8, scope: !147)
!162 = !DILocation(line: 38, column: 2, scope: !147)
!163 = !DILocalVariable(name: "i", scope: !164, file: !3, line: 39, type: !5)
!164 = distinct !DILexicalBlock(scope: !147, file: !3, line: 39, column: 2)
!165 = !DILocation(line: 39, column: 11, scope: !164)
!166 = !DILocation(line: 39, column: 7, scope: !164)
!167 = !DILocation(line: 39, column: 18, scope: !168)
!168 = distinct !DILexicalBlock(scope: !164, file: !3, line: 39, column: 2)
!169 = !DILocation(line: 39, column: 22, scope: !168)
!170 = !DILocation(line: 39, column: 20, scope: !168)
!171 = !DILocation(line: 39, column: 2, scope: !164)
!172 = !DILocation(line: 39, column: 38, scope: !168)
!173 = !DILocation(line: 39, column: 41, scope: !168)
!174 = !DILocation(line: 39, column: 43, scope: !168)
!175 = !DILocation(line: 39, column: 33, scope: !168)
!176 = !DILocation(line: 39, column: 29, scope: !168)
!177 = !DILocation(line: 39, column: 2, scope: !168)
!178 = distinct !{!178, !171, !179, !126}
!179 = !DILocation(line: 39, column: 48, scope: !164)
!180 = !DILocalVariable(name: "total", scope: !147, file: !3, line: 40, type: !5)
!181 = !DILocation(line: 40, column: 6, scope: !147)
!182 = !DILocalVariable(name: "n", scope: !183, file: !3, line: 41, type: !22)
!183 = distinct !DILexicalBlock(scope: !147, file: !3, line: 41, column: 2)
!184 = !DILocation(line: 41, column: 20, scope: !183)
!185 = !DILocation(line: 41, column: 24, scope: !183)
!186 = !DILocation(line: 41, column: 7, scope: !183)
!187 = !DILocation(line: 41, column: 30, scope: !188)
!188 = distinct !DILexicalBlock(scope: !183, file: !3, line: 41, column: 2)
!189 = !DILocation(line: 41, column: 2, scope: !183)
!190 = !DILocation(line: 41, column: 55, scope: !188)
!191 = !DILocation(line: 41, column: 58, scope: !188)
!192 = !DILocation(line: 41, column: 52, scope: !188)
!193 = !DILocation(line: 41, column: 46, scope: !188)
!194 = !DILocation(line: 41, column: 37, scope: !188)
!195 = !DILocation(line: 41, column: 40, scope: !188)
!196 = !DILocation(line: 41, column: 35, scope: !188)
!197 = !DILocation(line: 41, column: 2, scope: !188)
!198 = distinct !{!198, !189, !199, !126}
!199 = !DILocation(line: 41, column: 58, scope: !183)
!200 = !DILocation(line: 42, column: 10, scope: !147)
!201 = !DILocation(line: 42, column: 2, scope: !147)
!202 = !DILocation(line: 42, column: 31, scope: !203)
!203 = distinct !DILexicalBlock(scope: !147, file: !3, line: 42, column: 16)
!204 = !DILocation(line: 42, column: 35, scope: !203)
!205 = !DILocation(line: 42, column: 56, scope: !203)
!206 = !DILocation(line: 42, column: 62, scope: !203)
!207 = !DILocation(line: 42, column: 83, scope: !203)
!208 = !DILocation(line: 42, column: 87, scope: !203)
!209 = !DILocation(line: 43, column: 23, scope: !147)
!210 = !DILocation(line: 43, column: 41, scope: !147)
!211 = !DILocation(line: 43, column: 30, scope: !147)
!212 = !DILocation(line: 43, column: 57, scope: !147)
!213 = !DILocation(line: 43, column: 49, scope: !147)
!214 = !DILocation(line: 43, column: 2, scope: !147)
!215 = !DILocalVariable(name: "big", scope: !147, file: !3, line: 44, type: !7)
!216 = !DILocation(line: 44, column: 12, scope: !147)
!217 = !DILocation(line: 44, column: 29, scope: !147)
!218 = !DILocation(line: 44, column: 18, scope: !147)
!219 = !DILocation(line: 44, column: 34, scope: !147)
!220 = !DILocalVariable(name: "c", scope: !147, file: !3, line: 45, type: !8)
!221 = !DILocation(line: 45, column: 16, scope: !147)
!222 = !DILocation(line: 45, column: 35, scope: !147)
!223 = !DILocation(line: 45, column: 20, scope: !147)
!224 = !DILocation(line: 46, column: 15, scope: !147)
!225 = !DILocation(line: 46, column: 19, scope: !147)
!226 = !DILocation(line: 46, column: 9, scope: !147)
!227 = !DILocation(line: 46, column: 28, scope: !147)
!228 = !DILocation(line: 46, column: 26, scope: !147)
!229 = !DILocation(line: 46, column: 32, scope: !147)
!230 = !DILocation(line: 46, column: 30, scope: !147)
!231 = !DILocation(line: 46, column: 55, scope: !147)
!232 = !DILocation(line: 46, column: 42, scope: !147)
!233 = !DILocation(line: 46, column: 40, scope: !147)
!234 = !DILocation(line: 46, column: 2, scope: !147)
!235 = distinct !DISubprogram(name: "cmp", scope: !3, file: !3, line: 13, type: !88, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !48)
!236 = !DILocalVariable(name: "a", arg: 1, scope: !235, file: !3, line: 13, type: !90)
!237 = !DILocation(line: 13, column: 28, scope: !235)
!238 = !DILocalVariable(name: "b", arg: 2, scope: !235, file: !3, line: 13, type: !90)
!239 = !DILocation(line: 13, column: 43, scope: !235)
!240 = !DILocation(line: 13, column: 69, scope: !235)
!241 = !DILocation(line: 13, column: 56, scope: !235)
!242 = !DILocation(line: 13, column: 55, scope: !235)
!243 = !DILocation(line: 13, column: 87, scope: !235)
!244 = !DILocation(line: 13, column: 74, scope: !235)
!245 = !DILocation(line: 13, column: 73, scope: !235)
!246 = !DILocation(line: 13, column: 71, scope: !235)
!247 = !DILocation(line: 13, column: 48, scope: !235)
