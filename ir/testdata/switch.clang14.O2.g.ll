; ModuleID = 'switch.c'
source_filename = "switch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.token = type { i32, i32, i32, i64 }

@.str = private unnamed_addr constant [26 x i8] c"x = 42 * (y + \22s\\\22q\22) % 7\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"%s '%.*s'\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"%d %d %zu\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"eof\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"num\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"ident\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"op\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"(\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c")\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"string\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"error\00", align 1
@.str.11 = private unnamed_addr constant [2 x i8] c"?\00", align 1
@reltable.main = private unnamed_addr constant [8 x i32] [i32 trunc (i64 sub (i64 ptrtoint ([4 x i8]* @.str.3 to i64), i64 ptrtoint ([8 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([4 x i8]* @.str.4 to i64), i64 ptrtoint ([8 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([6 x i8]* @.str.5 to i64), i64 ptrtoint ([8 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([3 x i8]* @.str.6 to i64), i64 ptrtoint ([8 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([2 x i8]* @.str.7 to i64), i64 ptrtoint ([8 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([2 x i8]* @.str.8 to i64), i64 ptrtoint ([8 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([7 x i8]* @.str.9 to i64), i64 ptrtoint ([8 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([6 x i8]* @.str.10 to i64), i64 ptrtoint ([8 x i32]* @reltable.main to i64)) to i32)], align 4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !48 {
  %3 = alloca [32 x %struct.token], align 16
  call void @llvm.dbg.value(metadata i32 %0, metadata !55, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i8** %1, metadata !56, metadata !DIExpression()), !dbg !74
  %4 = bitcast [32 x %struct.token]* %3 to i8*, !dbg !75
  call void @llvm.lifetime.start.p0i8(i64 768, i8* nonnull %4) #8, !dbg !75
  call void @llvm.dbg.declare(metadata [32 x %struct.token]* %3, metadata !57, metadata !DIExpression()), !dbg !76
  %5 = icmp sgt i32 %0, 1, !dbg !77
  br i1 %5, label %6, label %9, !dbg !78

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !79
  %8 = load i8*, i8** %7, align 8, !dbg !79, !tbaa !80
  br label %9, !dbg !78

9:                                                ; preds = %2, %6
  %10 = phi i8* [ %8, %6 ], [ getelementptr inbounds ([26 x i8], [26 x i8]* @.str, i64 0, i64 0), %2 ], !dbg !78
  call void @llvm.dbg.value(metadata i8* %10, metadata !68, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i8* %10, metadata !84, metadata !DIExpression()) #8, !dbg !99
  call void @llvm.dbg.value(metadata [32 x %struct.token]* %3, metadata !90, metadata !DIExpression()) #8, !dbg !99
  call void @llvm.dbg.value(metadata i32 32, metadata !91, metadata !DIExpression()) #8, !dbg !99
  call void @llvm.dbg.value(metadata i32 0, metadata !92, metadata !DIExpression()) #8, !dbg !99
  call void @llvm.dbg.value(metadata i32 0, metadata !93, metadata !DIExpression()) #8, !dbg !99
  call void @llvm.dbg.value(metadata i32 0, metadata !94, metadata !DIExpression()) #8, !dbg !99
  call void @llvm.dbg.value(metadata i32 0, metadata !95, metadata !DIExpression()) #8, !dbg !99
  call void @llvm.dbg.value(metadata i64 0, metadata !96, metadata !DIExpression()) #8, !dbg !99
  br label %11, !dbg !101

11:                                               ; preds = %127, %9
  %12 = phi i32 [ 0, %9 ], [ %132, %127 ]
  %13 = phi i32 [ 0, %9 ], [ %131, %127 ]
  %14 = phi i32 [ 0, %9 ], [ %130, %127 ]
  %15 = phi i32 [ 0, %9 ], [ %129, %127 ]
  %16 = phi i64 [ 0, %9 ], [ %128, %127 ]
  call void @llvm.dbg.value(metadata i32 %12, metadata !92, metadata !DIExpression()) #8, !dbg !99
  call void @llvm.dbg.value(metadata i32 %13, metadata !93, metadata !DIExpression()) #8, !dbg !99
  call void @llvm.dbg.value(metadata i32 %14, metadata !94, metadata !DIExpression()) #8, !dbg !99
  call void @llvm.dbg.value(metadata i32 %15, metadata !95, metadata !DIExpression()) #8, !dbg !99
  call void @llvm.dbg.value(metadata i64 %16, metadata !96, metadata !DIExpression()) #8, !dbg !99
  %17 = sext i32 %13 to i64, !dbg !102
  %18 = getelementptr inbounds i8, i8* %10, i64 %17, !dbg !102
  %19 = load i8, i8* %18, align 1, !dbg !102, !tbaa !103
  call void @llvm.dbg.value(metadata i8 %19, metadata !97, metadata !DIExpression()) #8, !dbg !104
  switch i32 %15, label %127 [
    i32 0, label %20
    i32 1, label %60
    i32 2, label %82
    i32 3, label %102
    i32 4, label %125
    i32 5, label %134
  ], !dbg !105

20:                                               ; preds = %11
  call void @llvm.dbg.value(metadata i32 %13, metadata !94, metadata !DIExpression()) #8, !dbg !99
  %21 = sext i8 %19 to i32, !dbg !106
  %22 = icmp eq i8 %19, 0, !dbg !109
  br i1 %22, label %45, label %23, !dbg !110

23:                                               ; preds = %20
  %24 = tail call i16** @__ctype_b_loc() #9, !dbg !111
  %25 = load i16*, i16** %24, align 8, !dbg !111, !tbaa !80
  %26 = zext i8 %19 to i64
  %27 = getelementptr inbounds i16, i16* %25, i64 %26, !dbg !111
  %28 = load i16, i16* %27, align 2, !dbg !111, !tbaa !113
  %29 = zext i16 %28 to i32, !dbg !111
  %30 = and i32 %29, 2048, !dbg !111
  %31 = icmp eq i32 %30, 0, !dbg !111
  br i1 %31, label %32, label %127, !dbg !115, !llvm.loop !116

32:                                               ; preds = %23
  %33 = and i32 %29, 1024, !dbg !119
  %34 = icmp ne i32 %33, 0, !dbg !119
  %35 = icmp eq i8 %19, 95
  %36 = select i1 %34, i1 true, i1 %35, !dbg !121
  br i1 %36, label %56, label %37, !dbg !121

37:                                               ; preds = %32
  %38 = icmp eq i8 %19, 34, !dbg !122
  br i1 %38, label %56, label %39, !dbg !124

39:                                               ; preds = %37
  switch i32 %21, label %43 [
    i32 32, label %56
    i32 9, label %56
    i32 10, label %56
    i32 40, label %45
    i32 41, label %40
    i32 43, label %41
    i32 45, label %41
    i32 42, label %41
    i32 47, label %41
    i32 37, label %41
    i32 61, label %41
  ], !dbg !125

40:                                               ; preds = %39
  call void @llvm.dbg.value(metadata i32 %12, metadata !92, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #8, !dbg !99
  br label %45, !dbg !127

41:                                               ; preds = %39, %39, %39, %39, %39, %39
  call void @llvm.dbg.value(metadata i32 %12, metadata !92, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #8, !dbg !99
  %42 = sext i8 %19 to i64, !dbg !129
  br label %45, !dbg !130

43:                                               ; preds = %39
  call void @llvm.dbg.value(metadata i32 %12, metadata !92, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #8, !dbg !99
  %44 = sext i8 %19 to i64, !dbg !131
  br label %45, !dbg !132

45:                                               ; preds = %39, %20, %43, %41, %40
  %46 = phi i32 [ 7, %43 ], [ 3, %41 ], [ 5, %40 ], [ 0, %20 ], [ 4, %39 ]
  %47 = phi i32 [ 1, %43 ], [ 1, %41 ], [ 1, %40 ], [ 0, %20 ], [ 1, %39 ]
  %48 = phi i64 [ %44, %43 ], [ %42, %41 ], [ 0, %40 ], [ 0, %20 ], [ 0, %39 ]
  %49 = phi i32 [ 0, %43 ], [ 0, %41 ], [ 0, %40 ], [ 5, %20 ], [ 0, %39 ]
  %50 = add nsw i32 %12, 1, !dbg !133
  %51 = sext i32 %12 to i64, !dbg !133
  %52 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %51, i32 0, !dbg !133
  store i32 %46, i32* %52, align 8, !dbg !133
  %53 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %51, i32 1, !dbg !133
  store i32 %13, i32* %53, align 4, !dbg !133
  %54 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %51, i32 2, !dbg !133
  store i32 %47, i32* %54, align 8, !dbg !133
  %55 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %51, i32 3, !dbg !133
  store i64 %48, i64* %55, align 8, !dbg !133
  br label %56, !dbg !134

56:                                               ; preds = %45, %39, %39, %39, %37, %32
  %57 = phi i32 [ 0, %39 ], [ 0, %39 ], [ 0, %39 ], [ 2, %32 ], [ 3, %37 ], [ %49, %45 ], !dbg !99
  %58 = phi i32 [ %12, %39 ], [ %12, %39 ], [ %12, %39 ], [ %12, %32 ], [ %12, %37 ], [ %50, %45 ], !dbg !99
  call void @llvm.dbg.value(metadata i32 %58, metadata !92, metadata !DIExpression()) #8, !dbg !99
  call void @llvm.dbg.value(metadata i32 %57, metadata !95, metadata !DIExpression()) #8, !dbg !99
  %59 = add nsw i32 %13, 1, !dbg !134
  call void @llvm.dbg.value(metadata i32 %59, metadata !93, metadata !DIExpression()) #8, !dbg !99
  br label %127, !dbg !135

60:                                               ; preds = %11
  %61 = tail call i16** @__ctype_b_loc() #9, !dbg !136
  %62 = load i16*, i16** %61, align 8, !dbg !136, !tbaa !80
  %63 = zext i8 %19 to i64
  %64 = getelementptr inbounds i16, i16* %62, i64 %63, !dbg !136
  %65 = load i16, i16* %64, align 2, !dbg !136, !tbaa !113
  %66 = and i16 %65, 2048, !dbg !136
  %67 = icmp eq i16 %66, 0, !dbg !136
  br i1 %67, label %74, label %68, !dbg !138

68:                                               ; preds = %60
  %69 = mul nsw i64 %16, 10, !dbg !139
  %70 = sext i8 %19 to i64, !dbg !141
  %71 = add i64 %69, -48, !dbg !142
  %72 = add i64 %71, %70, !dbg !143
  call void @llvm.dbg.value(metadata i64 %72, metadata !96, metadata !DIExpression()) #8, !dbg !99
  %73 = add nsw i32 %13, 1, !dbg !144
  call void @llvm.dbg.value(metadata i32 %73, metadata !93, metadata !DIExpression()) #8, !dbg !99
  br label %127, !dbg !145

74:                                               ; preds = %60
  %75 = add nsw i32 %12, 1, !dbg !146
  call void @llvm.dbg.value(metadata i32 %75, metadata !92, metadata !DIExpression()) #8, !dbg !99
  %76 = sext i32 %12 to i64, !dbg !148
  %77 = sub nsw i32 %13, %14, !dbg !149
  %78 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %76, i32 0, !dbg !150
  store i32 1, i32* %78, align 8, !dbg !150, !tbaa.struct !151
  %79 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %76, i32 1, !dbg !150
  store i32 %14, i32* %79, align 4, !dbg !150, !tbaa.struct !156
  %80 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %76, i32 2, !dbg !150
  store i32 %77, i32* %80, align 8, !dbg !150, !tbaa.struct !157
  %81 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %76, i32 3, !dbg !150
  store i64 %16, i64* %81, align 8, !dbg !150, !tbaa.struct !158
  call void @llvm.dbg.value(metadata i32 0, metadata !95, metadata !DIExpression()) #8, !dbg !99
  br label %127

82:                                               ; preds = %11
  %83 = tail call i16** @__ctype_b_loc() #9, !dbg !159
  %84 = load i16*, i16** %83, align 8, !dbg !159, !tbaa !80
  %85 = zext i8 %19 to i64
  %86 = getelementptr inbounds i16, i16* %84, i64 %85, !dbg !159
  %87 = load i16, i16* %86, align 2, !dbg !159, !tbaa !113
  %88 = and i16 %87, 8, !dbg !159
  %89 = icmp ne i16 %88, 0, !dbg !159
  %90 = icmp eq i8 %19, 95
  %91 = select i1 %89, i1 true, i1 %90, !dbg !161
  br i1 %91, label %92, label %94, !dbg !161

92:                                               ; preds = %82
  %93 = add nsw i32 %13, 1, !dbg !162
  call void @llvm.dbg.value(metadata i32 %93, metadata !93, metadata !DIExpression()) #8, !dbg !99
  br label %127, !dbg !164

94:                                               ; preds = %82
  %95 = add nsw i32 %12, 1, !dbg !165
  call void @llvm.dbg.value(metadata i32 %95, metadata !92, metadata !DIExpression()) #8, !dbg !99
  %96 = sext i32 %12 to i64, !dbg !167
  %97 = sub nsw i32 %13, %14, !dbg !168
  %98 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %96, i32 0, !dbg !169
  store i32 2, i32* %98, align 8, !dbg !169, !tbaa.struct !151
  %99 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %96, i32 1, !dbg !169
  store i32 %14, i32* %99, align 4, !dbg !169, !tbaa.struct !156
  %100 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %96, i32 2, !dbg !169
  store i32 %97, i32* %100, align 8, !dbg !169, !tbaa.struct !157
  %101 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %96, i32 3, !dbg !169
  store i64 0, i64* %101, align 8, !dbg !169, !tbaa.struct !158
  call void @llvm.dbg.value(metadata i32 0, metadata !95, metadata !DIExpression()) #8, !dbg !99
  br label %127

102:                                              ; preds = %11
  switch i8 %19, label %120 [
    i8 92, label %121
    i8 34, label %103
    i8 0, label %112
  ], !dbg !170

103:                                              ; preds = %102
  %104 = add nsw i32 %12, 1, !dbg !171
  call void @llvm.dbg.value(metadata i32 %104, metadata !92, metadata !DIExpression()) #8, !dbg !99
  %105 = sext i32 %12 to i64, !dbg !175
  %106 = add nsw i32 %13, 1, !dbg !176
  %107 = sub i32 %106, %14, !dbg !177
  %108 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %105, i32 0, !dbg !178
  store i32 6, i32* %108, align 8, !dbg !178, !tbaa.struct !151
  %109 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %105, i32 1, !dbg !178
  store i32 %14, i32* %109, align 4, !dbg !178, !tbaa.struct !156
  %110 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %105, i32 2, !dbg !178
  store i32 %107, i32* %110, align 8, !dbg !178, !tbaa.struct !157
  %111 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %105, i32 3, !dbg !178
  store i64 0, i64* %111, align 8, !dbg !178, !tbaa.struct !158
  call void @llvm.dbg.value(metadata i32 0, metadata !95, metadata !DIExpression()) #8, !dbg !99
  br label %121, !dbg !179

112:                                              ; preds = %102
  %113 = add nsw i32 %12, 1, !dbg !180
  call void @llvm.dbg.value(metadata i32 %113, metadata !92, metadata !DIExpression()) #8, !dbg !99
  %114 = sext i32 %12 to i64, !dbg !183
  %115 = sub nsw i32 %13, %14, !dbg !184
  %116 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %114, i32 0, !dbg !185
  store i32 7, i32* %116, align 8, !dbg !185, !tbaa.struct !151
  %117 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %114, i32 1, !dbg !185
  store i32 %14, i32* %117, align 4, !dbg !185, !tbaa.struct !156
  %118 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %114, i32 2, !dbg !185
  store i32 %115, i32* %118, align 8, !dbg !185, !tbaa.struct !157
  %119 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %114, i32 3, !dbg !185
  store i64 0, i64* %119, align 8, !dbg !185, !tbaa.struct !158
  call void @llvm.dbg.value(metadata i32 0, metadata !95, metadata !DIExpression()) #8, !dbg !99
  br label %127, !dbg !186, !llvm.loop !187

120:                                              ; preds = %102
  br label %121, !dbg !188

121:                                              ; preds = %120, %103, %102
  %122 = phi i32 [ 0, %103 ], [ 4, %102 ], [ 3, %120 ], !dbg !99
  %123 = phi i32 [ %104, %103 ], [ %12, %102 ], [ %12, %120 ], !dbg !99
  call void @llvm.dbg.value(metadata i32 %123, metadata !92, metadata !DIExpression()) #8, !dbg !99
  call void @llvm.dbg.value(metadata i32 %122, metadata !95, metadata !DIExpression()) #8, !dbg !99
  %124 = add nsw i32 %13, 1, !dbg !188
  call void @llvm.dbg.value(metadata i32 %124, metadata !93, metadata !DIExpression()) #8, !dbg !99
  br label %127, !dbg !189

125:                                              ; preds = %11
  call void @llvm.dbg.value(metadata i32 3, metadata !95, metadata !DIExpression()) #8, !dbg !99
  %126 = add nsw i32 %13, 1, !dbg !190
  call void @llvm.dbg.value(metadata i32 %126, metadata !93, metadata !DIExpression()) #8, !dbg !99
  br label %127, !dbg !191

127:                                              ; preds = %125, %121, %112, %94, %92, %74, %68, %56, %23, %11
  %128 = phi i64 [ %16, %112 ], [ 0, %23 ], [ %16, %11 ], [ %16, %125 ], [ %16, %121 ], [ %16, %92 ], [ %16, %94 ], [ %72, %68 ], [ %16, %74 ], [ %16, %56 ], !dbg !99
  %129 = phi i32 [ 0, %112 ], [ 1, %23 ], [ %15, %11 ], [ 3, %125 ], [ %122, %121 ], [ 2, %92 ], [ 0, %94 ], [ 1, %68 ], [ 0, %74 ], [ %57, %56 ], !dbg !99
  %130 = phi i32 [ %14, %112 ], [ %13, %23 ], [ %14, %11 ], [ %14, %125 ], [ %14, %121 ], [ %14, %92 ], [ %14, %94 ], [ %14, %68 ], [ %14, %74 ], [ %13, %56 ], !dbg !99
  %131 = phi i32 [ %13, %112 ], [ %13, %23 ], [ %13, %11 ], [ %126, %125 ], [ %124, %121 ], [ %93, %92 ], [ %13, %94 ], [ %73, %68 ], [ %13, %74 ], [ %59, %56 ], !dbg !192
  %132 = phi i32 [ %113, %112 ], [ %12, %23 ], [ %12, %11 ], [ %12, %125 ], [ %123, %121 ], [ %12, %92 ], [ %95, %94 ], [ %12, %68 ], [ %75, %74 ], [ %58, %56 ], !dbg !99
  call void @llvm.dbg.value(metadata i32 %132, metadata !92, metadata !DIExpression()) #8, !dbg !99
  call void @llvm.dbg.value(metadata i32 %131, metadata !93, metadata !DIExpression()) #8, !dbg !99
  call void @llvm.dbg.value(metadata i32 %130, metadata !94, metadata !DIExpression()) #8, !dbg !99
  call void @llvm.dbg.value(metadata i32 %129, metadata !95, metadata !DIExpression()) #8, !dbg !99
  call void @llvm.dbg.value(metadata i64 %128, metadata !96, metadata !DIExpression()) #8, !dbg !99
  %133 = icmp slt i32 %132, 32, !dbg !193
  br i1 %133, label %11, label %136, !dbg !101

134:                                              ; preds = %11
  call void @llvm.dbg.value(metadata i32 %12, metadata !71, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 0, metadata !72, metadata !DIExpression()), !dbg !194
  %135 = icmp sgt i32 %12, 0, !dbg !195
  br i1 %135, label %136, label %139, !dbg !197

136:                                              ; preds = %127, %134
  %137 = phi i32 [ %12, %134 ], [ %132, %127 ]
  %138 = zext i32 %137 to i64, !dbg !195
  br label %150, !dbg !197

139:                                              ; preds = %159, %134
  call void @llvm.dbg.value(metadata i32 200, metadata !198, metadata !DIExpression()), !dbg !204
  call void @llvm.dbg.value(metadata i32 11, metadata !203, metadata !DIExpression()), !dbg !204
  %140 = mul nsw i32 %0, 302, !dbg !206
  call void @llvm.dbg.value(metadata i32 %140, metadata !198, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata i32 0, metadata !203, metadata !DIExpression()), !dbg !207
  switch i32 %140, label %145 [
    i32 200, label %141
    i32 500, label %144
    i32 204, label %146
    i32 404, label %143
    i32 302, label %142
  ], !dbg !209

141:                                              ; preds = %139
  call void @llvm.dbg.value(metadata i32 1, metadata !203, metadata !DIExpression()), !dbg !207
  br label %146, !dbg !210

142:                                              ; preds = %139
  call void @llvm.dbg.value(metadata i32 3, metadata !203, metadata !DIExpression()), !dbg !207
  br label %146, !dbg !212

143:                                              ; preds = %139
  call void @llvm.dbg.value(metadata i32 4, metadata !203, metadata !DIExpression()), !dbg !207
  br label %146, !dbg !213

144:                                              ; preds = %139
  call void @llvm.dbg.value(metadata i32 5, metadata !203, metadata !DIExpression()), !dbg !207
  br label %146, !dbg !214

145:                                              ; preds = %139
  call void @llvm.dbg.value(metadata i32 -1, metadata !203, metadata !DIExpression()), !dbg !207
  br label %146, !dbg !215

146:                                              ; preds = %139, %141, %142, %143, %144, %145
  %147 = phi i32 [ -1, %145 ], [ 5, %144 ], [ 4, %143 ], [ 3, %142 ], [ 10, %139 ], [ 11, %141 ], !dbg !216
  call void @llvm.dbg.value(metadata i32 %147, metadata !203, metadata !DIExpression()), !dbg !207
  %148 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %10) #10, !dbg !217
  %149 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i64 0, i64 0), i32 noundef 11, i32 noundef %147, i64 noundef %148), !dbg !218
  call void @llvm.lifetime.end.p0i8(i64 768, i8* nonnull %4) #8, !dbg !219
  ret i32 0, !dbg !220

150:                                              ; preds = %136, %159
  %151 = phi i64 [ 0, %136 ], [ %168, %159 ]
  call void @llvm.dbg.value(metadata i64 %151, metadata !72, metadata !DIExpression()), !dbg !194
  %152 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %151, i32 0, !dbg !221
  %153 = load i32, i32* %152, align 8, !dbg !221, !tbaa !222
  call void @llvm.dbg.value(metadata i32 %153, metadata !224, metadata !DIExpression()), !dbg !229
  %154 = icmp ult i32 %153, 8, !dbg !231
  br i1 %154, label %155, label %159, !dbg !231

155:                                              ; preds = %150
  %156 = sext i32 %153 to i64, !dbg !231
  %157 = shl i64 %156, 2, !dbg !231
  %158 = call i8* @llvm.load.relative.i64(i8* bitcast ([8 x i32]* @reltable.main to i8*), i64 %157), !dbg !231
  br label %159, !dbg !231

159:                                              ; preds = %150, %155
  %160 = phi i8* [ %158, %155 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.11, i64 0, i64 0), %150 ], !dbg !229
  %161 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %151, i32 2, !dbg !232
  %162 = load i32, i32* %161, align 8, !dbg !232, !tbaa !233
  %163 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %151, i32 1, !dbg !234
  %164 = load i32, i32* %163, align 4, !dbg !234, !tbaa !235
  %165 = sext i32 %164 to i64, !dbg !236
  %166 = getelementptr inbounds i8, i8* %10, i64 %165, !dbg !236
  %167 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* noundef nonnull %160, i32 noundef %162, i8* noundef %166), !dbg !237
  %168 = add nuw nsw i64 %151, 1, !dbg !238
  call void @llvm.dbg.value(metadata i64 %168, metadata !72, metadata !DIExpression()), !dbg !194
  %169 = icmp eq i64 %168, %138, !dbg !195
  br i1 %169, label %139, label %150, !dbg !197, !llvm.loop !239
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i16** @__ctype_b_loc() local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare i8* @llvm.load.relative.i64(i8*, i64) #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { argmemonly nofree nosync nounwind readonly willreturn }
attributes #8 = { nounwind }
attributes #9 = { nounwind readnone willreturn }
attributes #10 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!41, !42, !43, !44, !45, !46}
!llvm.ident = !{!47}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !37, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "switch.c", directory: ".", checksumkind: CSK_MD5, checksum: "14f7450d606f009df91cf86fb61b51fc")
!2 = !{!3, !14, !22}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "tok_kind", file: !1, line: 7, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !{!6, !7, !8, !9, !10, !11, !12, !13}
!6 = !DIEnumerator(name: "T_EOF", value: 0)
!7 = !DIEnumerator(name: "T_NUM", value: 1)
!8 = !DIEnumerator(name: "T_IDENT", value: 2)
!9 = !DIEnumerator(name: "T_OP", value: 3)
!10 = !DIEnumerator(name: "T_LPAREN", value: 4)
!11 = !DIEnumerator(name: "T_RPAREN", value: 5)
!12 = !DIEnumerator(name: "T_STRING", value: 6)
!13 = !DIEnumerator(name: "T_ERROR", value: 7)
!14 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "state", file: !1, line: 15, baseType: !4, size: 32, elements: !15)
!15 = !{!16, !17, !18, !19, !20, !21}
!16 = !DIEnumerator(name: "S_START", value: 0)
!17 = !DIEnumerator(name: "S_NUM", value: 1)
!18 = !DIEnumerator(name: "S_IDENT", value: 2)
!19 = !DIEnumerator(name: "S_STRING", value: 3)
!20 = !DIEnumerator(name: "S_ESCAPE", value: 4)
!21 = !DIEnumerator(name: "S_DONE", value: 5)
!22 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !23, line: 46, baseType: !4, size: 32, elements: !24)
!23 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!24 = !{!25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36}
!25 = !DIEnumerator(name: "_ISupper", value: 256)
!26 = !DIEnumerator(name: "_ISlower", value: 512)
!27 = !DIEnumerator(name: "_ISalpha", value: 1024)
!28 = !DIEnumerator(name: "_ISdigit", value: 2048)
!29 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!30 = !DIEnumerator(name: "_ISspace", value: 8192)
!31 = !DIEnumerator(name: "_ISprint", value: 16384)
!32 = !DIEnumerator(name: "_ISgraph", value: 32768)
!33 = !DIEnumerator(name: "_ISblank", value: 1)
!34 = !DIEnumerator(name: "_IScntrl", value: 2)
!35 = !DIEnumerator(name: "_ISpunct", value: 4)
!36 = !DIEnumerator(name: "_ISalnum", value: 8)
!37 = !{!38, !39, !40}
!38 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!39 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!40 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!41 = !{i32 7, !"Dwarf Version", i32 5}
!42 = !{i32 2, !"Debug Info Version", i32 3}
!43 = !{i32 1, !"wchar_size", i32 4}
!44 = !{i32 7, !"PIC Level", i32 2}
!45 = !{i32 7, !"PIE Level", i32 2}
!46 = !{i32 7, !"uwtable", i32 1}
!47 = !{!"Debian clang version 14.0.6"}
!48 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 142, type: !49, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !54)
!49 = !DISubroutineType(types: !50)
!50 = !{!38, !38, !51}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!53 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!54 = !{!55, !56, !57, !68, !71, !72}
!55 = !DILocalVariable(name: "argc", arg: 1, scope: !48, file: !1, line: 142, type: !38)
!56 = !DILocalVariable(name: "argv", arg: 2, scope: !48, file: !1, line: 142, type: !51)
!57 = !DILocalVariable(name: "toks", scope: !48, file: !1, line: 144, type: !58)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 6144, elements: !66)
!59 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "token", file: !1, line: 9, size: 192, elements: !60)
!60 = !{!61, !62, !63, !64}
!61 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !59, file: !1, line: 10, baseType: !3, size: 32)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !59, file: !1, line: 11, baseType: !38, size: 32, offset: 32)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !59, file: !1, line: 11, baseType: !38, size: 32, offset: 64)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "num", scope: !59, file: !1, line: 12, baseType: !65, size: 64, offset: 128)
!65 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!66 = !{!67}
!67 = !DISubrange(count: 32)
!68 = !DILocalVariable(name: "src", scope: !48, file: !1, line: 145, type: !69)
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!70 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !53)
!71 = !DILocalVariable(name: "n", scope: !48, file: !1, line: 146, type: !38)
!72 = !DILocalVariable(name: "i", scope: !73, file: !1, line: 147, type: !38)
!73 = distinct !DILexicalBlock(scope: !48, file: !1, line: 147, column: 2)
!74 = !DILocation(line: 0, scope: !48)
!75 = !DILocation(line: 144, column: 2, scope: !48)
!76 = !DILocation(line: 144, column: 15, scope: !48)
!77 = !DILocation(line: 145, column: 25, scope: !48)
!78 = !DILocation(line: 145, column: 20, scope: !48)
!79 = !DILocation(line: 145, column: 31, scope: !48)
!80 = !{!81, !81, i64 0}
!81 = !{!"any pointer", !82, i64 0}
!82 = !{!"omnipotent char", !83, i64 0}
!83 = !{!"Simple C/C++ TBAA"}
!84 = !DILocalVariable(name: "src", arg: 1, scope: !85, file: !1, line: 17, type: !69)
!85 = distinct !DISubprogram(name: "lex", scope: !1, file: !1, line: 17, type: !86, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !89)
!86 = !DISubroutineType(types: !87)
!87 = !{!38, !69, !88, !38}
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!89 = !{!84, !90, !91, !92, !93, !94, !95, !96, !97}
!90 = !DILocalVariable(name: "out", arg: 2, scope: !85, file: !1, line: 17, type: !88)
!91 = !DILocalVariable(name: "max", arg: 3, scope: !85, file: !1, line: 17, type: !38)
!92 = !DILocalVariable(name: "n", scope: !85, file: !1, line: 19, type: !38)
!93 = !DILocalVariable(name: "i", scope: !85, file: !1, line: 19, type: !38)
!94 = !DILocalVariable(name: "start", scope: !85, file: !1, line: 19, type: !38)
!95 = !DILocalVariable(name: "st", scope: !85, file: !1, line: 20, type: !14)
!96 = !DILocalVariable(name: "num", scope: !85, file: !1, line: 21, type: !65)
!97 = !DILocalVariable(name: "c", scope: !98, file: !1, line: 23, type: !53)
!98 = distinct !DILexicalBlock(scope: !85, file: !1, line: 22, column: 18)
!99 = !DILocation(line: 0, scope: !85, inlinedAt: !100)
!100 = distinct !DILocation(line: 146, column: 10, scope: !48)
!101 = !DILocation(line: 22, column: 2, scope: !85, inlinedAt: !100)
!102 = !DILocation(line: 23, column: 12, scope: !98, inlinedAt: !100)
!103 = !{!82, !82, i64 0}
!104 = !DILocation(line: 0, scope: !98, inlinedAt: !100)
!105 = !DILocation(line: 24, column: 3, scope: !98, inlinedAt: !100)
!106 = !DILocation(line: 27, column: 8, scope: !107, inlinedAt: !100)
!107 = distinct !DILexicalBlock(scope: !108, file: !1, line: 27, column: 8)
!108 = distinct !DILexicalBlock(scope: !98, file: !1, line: 24, column: 15)
!109 = !DILocation(line: 27, column: 10, scope: !107, inlinedAt: !100)
!110 = !DILocation(line: 27, column: 8, scope: !108, inlinedAt: !100)
!111 = !DILocation(line: 30, column: 15, scope: !112, inlinedAt: !100)
!112 = distinct !DILexicalBlock(scope: !107, file: !1, line: 30, column: 15)
!113 = !{!114, !114, i64 0}
!114 = !{!"short", !82, i64 0}
!115 = !DILocation(line: 30, column: 15, scope: !107, inlinedAt: !100)
!116 = distinct !{!116, !101, !117, !118}
!117 = !DILocation(line: 96, column: 2, scope: !85, inlinedAt: !100)
!118 = !{!"llvm.loop.mustprogress"}
!119 = !DILocation(line: 34, column: 15, scope: !120, inlinedAt: !100)
!120 = distinct !DILexicalBlock(scope: !112, file: !1, line: 34, column: 15)
!121 = !DILocation(line: 34, column: 41, scope: !120, inlinedAt: !100)
!122 = !DILocation(line: 36, column: 17, scope: !123, inlinedAt: !100)
!123 = distinct !DILexicalBlock(scope: !120, file: !1, line: 36, column: 15)
!124 = !DILocation(line: 36, column: 15, scope: !120, inlinedAt: !100)
!125 = !DILocation(line: 39, column: 5, scope: !126, inlinedAt: !100)
!126 = distinct !DILexicalBlock(scope: !123, file: !1, line: 38, column: 11)
!127 = !DILocation(line: 49, column: 6, scope: !128, inlinedAt: !100)
!128 = distinct !DILexicalBlock(scope: !126, file: !1, line: 39, column: 16)
!129 = !DILocation(line: 51, column: 45, scope: !128, inlinedAt: !100)
!130 = !DILocation(line: 52, column: 6, scope: !128, inlinedAt: !100)
!131 = !DILocation(line: 54, column: 48, scope: !128, inlinedAt: !100)
!132 = !DILocation(line: 55, column: 5, scope: !128, inlinedAt: !100)
!133 = !DILocation(line: 0, scope: !107, inlinedAt: !100)
!134 = !DILocation(line: 57, column: 5, scope: !108, inlinedAt: !100)
!135 = !DILocation(line: 58, column: 4, scope: !108, inlinedAt: !100)
!136 = !DILocation(line: 60, column: 8, scope: !137, inlinedAt: !100)
!137 = distinct !DILexicalBlock(scope: !108, file: !1, line: 60, column: 8)
!138 = !DILocation(line: 60, column: 8, scope: !108, inlinedAt: !100)
!139 = !DILocation(line: 61, column: 15, scope: !140, inlinedAt: !100)
!140 = distinct !DILexicalBlock(scope: !137, file: !1, line: 60, column: 35)
!141 = !DILocation(line: 61, column: 23, scope: !140, inlinedAt: !100)
!142 = !DILocation(line: 61, column: 25, scope: !140, inlinedAt: !100)
!143 = !DILocation(line: 61, column: 20, scope: !140, inlinedAt: !100)
!144 = !DILocation(line: 62, column: 6, scope: !140, inlinedAt: !100)
!145 = !DILocation(line: 63, column: 4, scope: !140, inlinedAt: !100)
!146 = !DILocation(line: 64, column: 10, scope: !147, inlinedAt: !100)
!147 = distinct !DILexicalBlock(scope: !137, file: !1, line: 63, column: 11)
!148 = !DILocation(line: 64, column: 5, scope: !147, inlinedAt: !100)
!149 = !DILocation(line: 64, column: 48, scope: !147, inlinedAt: !100)
!150 = !DILocation(line: 64, column: 16, scope: !147, inlinedAt: !100)
!151 = !{i64 0, i64 4, !103, i64 4, i64 4, !152, i64 8, i64 4, !152, i64 16, i64 8, !154}
!152 = !{!153, !153, i64 0}
!153 = !{!"int", !82, i64 0}
!154 = !{!155, !155, i64 0}
!155 = !{!"long", !82, i64 0}
!156 = !{i64 0, i64 4, !152, i64 4, i64 4, !152, i64 12, i64 8, !154}
!157 = !{i64 0, i64 4, !152, i64 8, i64 8, !154}
!158 = !{i64 0, i64 8, !154}
!159 = !DILocation(line: 69, column: 8, scope: !160, inlinedAt: !100)
!160 = distinct !DILexicalBlock(scope: !108, file: !1, line: 69, column: 8)
!161 = !DILocation(line: 69, column: 34, scope: !160, inlinedAt: !100)
!162 = !DILocation(line: 70, column: 6, scope: !163, inlinedAt: !100)
!163 = distinct !DILexicalBlock(scope: !160, file: !1, line: 69, column: 47)
!164 = !DILocation(line: 71, column: 4, scope: !163, inlinedAt: !100)
!165 = !DILocation(line: 72, column: 10, scope: !166, inlinedAt: !100)
!166 = distinct !DILexicalBlock(scope: !160, file: !1, line: 71, column: 11)
!167 = !DILocation(line: 72, column: 5, scope: !166, inlinedAt: !100)
!168 = !DILocation(line: 72, column: 50, scope: !166, inlinedAt: !100)
!169 = !DILocation(line: 72, column: 16, scope: !166, inlinedAt: !100)
!170 = !DILocation(line: 77, column: 8, scope: !108, inlinedAt: !100)
!171 = !DILocation(line: 80, column: 10, scope: !172, inlinedAt: !100)
!172 = distinct !DILexicalBlock(scope: !173, file: !1, line: 79, column: 23)
!173 = distinct !DILexicalBlock(scope: !174, file: !1, line: 79, column: 13)
!174 = distinct !DILexicalBlock(scope: !108, file: !1, line: 77, column: 8)
!175 = !DILocation(line: 80, column: 5, scope: !172, inlinedAt: !100)
!176 = !DILocation(line: 80, column: 51, scope: !172, inlinedAt: !100)
!177 = !DILocation(line: 80, column: 55, scope: !172, inlinedAt: !100)
!178 = !DILocation(line: 80, column: 16, scope: !172, inlinedAt: !100)
!179 = !DILocation(line: 82, column: 4, scope: !172, inlinedAt: !100)
!180 = !DILocation(line: 83, column: 10, scope: !181, inlinedAt: !100)
!181 = distinct !DILexicalBlock(scope: !182, file: !1, line: 82, column: 26)
!182 = distinct !DILexicalBlock(scope: !173, file: !1, line: 82, column: 15)
!183 = !DILocation(line: 83, column: 5, scope: !181, inlinedAt: !100)
!184 = !DILocation(line: 83, column: 50, scope: !181, inlinedAt: !100)
!185 = !DILocation(line: 83, column: 16, scope: !181, inlinedAt: !100)
!186 = !DILocation(line: 85, column: 5, scope: !181, inlinedAt: !100)
!187 = distinct !{!187, !101, !117, !118}
!188 = !DILocation(line: 87, column: 5, scope: !108, inlinedAt: !100)
!189 = !DILocation(line: 88, column: 4, scope: !108, inlinedAt: !100)
!190 = !DILocation(line: 91, column: 5, scope: !108, inlinedAt: !100)
!191 = !DILocation(line: 92, column: 4, scope: !108, inlinedAt: !100)
!192 = !DILocation(line: 19, column: 13, scope: !85, inlinedAt: !100)
!193 = !DILocation(line: 22, column: 11, scope: !85, inlinedAt: !100)
!194 = !DILocation(line: 0, scope: !73)
!195 = !DILocation(line: 147, column: 20, scope: !196)
!196 = distinct !DILexicalBlock(scope: !73, file: !1, line: 147, column: 2)
!197 = !DILocation(line: 147, column: 2, scope: !73)
!198 = !DILocalVariable(name: "status", arg: 1, scope: !199, file: !1, line: 115, type: !38)
!199 = distinct !DISubprogram(name: "http_class", scope: !1, file: !1, line: 115, type: !200, scopeLine: 116, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !202)
!200 = !DISubroutineType(types: !201)
!201 = !{!38, !38}
!202 = !{!198, !203}
!203 = !DILocalVariable(name: "score", scope: !199, file: !1, line: 117, type: !38)
!204 = !DILocation(line: 0, scope: !199, inlinedAt: !205)
!205 = distinct !DILocation(line: 149, column: 24, scope: !48)
!206 = !DILocation(line: 149, column: 57, scope: !48)
!207 = !DILocation(line: 0, scope: !199, inlinedAt: !208)
!208 = distinct !DILocation(line: 149, column: 41, scope: !48)
!209 = !DILocation(line: 118, column: 2, scope: !199, inlinedAt: !208)
!210 = !DILocation(line: 120, column: 3, scope: !211, inlinedAt: !208)
!211 = distinct !DILexicalBlock(scope: !199, file: !1, line: 118, column: 18)
!212 = !DILocation(line: 129, column: 3, scope: !211, inlinedAt: !208)
!213 = !DILocation(line: 132, column: 3, scope: !211, inlinedAt: !208)
!214 = !DILocation(line: 135, column: 3, scope: !211, inlinedAt: !208)
!215 = !DILocation(line: 138, column: 2, scope: !211, inlinedAt: !208)
!216 = !DILocation(line: 0, scope: !211, inlinedAt: !208)
!217 = !DILocation(line: 149, column: 65, scope: !48)
!218 = !DILocation(line: 149, column: 2, scope: !48)
!219 = !DILocation(line: 151, column: 1, scope: !48)
!220 = !DILocation(line: 150, column: 2, scope: !48)
!221 = !DILocation(line: 148, column: 43, scope: !196)
!222 = !{!223, !82, i64 0}
!223 = !{!"token", !82, i64 0, !153, i64 4, !153, i64 8, !155, i64 16}
!224 = !DILocalVariable(name: "k", arg: 1, scope: !225, file: !1, line: 100, type: !3)
!225 = distinct !DISubprogram(name: "kind_name", scope: !1, file: !1, line: 100, type: !226, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !228)
!226 = !DISubroutineType(types: !227)
!227 = !{!69, !3}
!228 = !{!224}
!229 = !DILocation(line: 0, scope: !225, inlinedAt: !230)
!230 = distinct !DILocation(line: 148, column: 25, scope: !196)
!231 = !DILocation(line: 102, column: 2, scope: !225, inlinedAt: !230)
!232 = !DILocation(line: 148, column: 58, scope: !196)
!233 = !{!223, !153, i64 8}
!234 = !DILocation(line: 148, column: 77, scope: !196)
!235 = !{!223, !153, i64 4}
!236 = !DILocation(line: 148, column: 67, scope: !196)
!237 = !DILocation(line: 148, column: 3, scope: !196)
!238 = !DILocation(line: 147, column: 26, scope: !196)
!239 = distinct !{!239, !197, !240, !118}
!240 = !DILocation(line: 148, column: 82, scope: !73)
