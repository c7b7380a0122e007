; ModuleID = 'switch.c'
source_filename = "switch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.token = type { i32, i32, i32, i64 }

@.str = private unnamed_addr constant [26 x i8] c"x = 42 * (y + \22s\\\22q\22) % 7\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [11 x i8] c"%s '%.*s'\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [11 x i8] c"%d %d %zu\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"eof\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [4 x i8] c"num\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [6 x i8] c"ident\00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [3 x i8] c"op\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [2 x i8] c"(\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [2 x i8] c")\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [7 x i8] c"string\00", align 1, !dbg !38
@.str.10 = private unnamed_addr constant [6 x i8] c"error\00", align 1, !dbg !43
@.str.11 = private unnamed_addr constant [2 x i8] c"?\00", align 1, !dbg !45
@switch.table.main.rel = private unnamed_addr constant [8 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @switch.table.main.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @switch.table.main.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.5 to i64), i64 ptrtoint (ptr @switch.table.main.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.6 to i64), i64 ptrtoint (ptr @switch.table.main.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.7 to i64), i64 ptrtoint (ptr @switch.table.main.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.8 to i64), i64 ptrtoint (ptr @switch.table.main.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.9 to i64), i64 ptrtoint (ptr @switch.table.main.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.10 to i64), i64 ptrtoint (ptr @switch.table.main.rel to i64)) to i32)], align 4

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !96 {
  %3 = alloca [32 x %struct.token], align 16, !DIAssignID !121
    #dbg_assign(i1 undef, !104, !DIExpression(), !121, ptr %3, !DIExpression(), !122)
    #dbg_value(i32 %0, !102, !DIExpression(), !122)
    #dbg_value(ptr %1, !103, !DIExpression(), !122)
  call void @llvm.lifetime.start.p0(i64 768, ptr nonnull %3) #6, !dbg !123
  %4 = icmp sgt i32 %0, 1, !dbg !124
  br i1 %4, label %5, label %8, !dbg !125

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !126
  %7 = load ptr, ptr %6, align 8, !dbg !126, !tbaa !127
  br label %8, !dbg !125

8:                                                ; preds = %2, %5
  %9 = phi ptr [ %7, %5 ], [ @.str, %2 ], !dbg !125
    #dbg_value(ptr %9, !115, !DIExpression(), !122)
    #dbg_value(ptr %9, !131, !DIExpression(), !146)
    #dbg_value(ptr %3, !137, !DIExpression(), !146)
    #dbg_value(i32 32, !138, !DIExpression(), !146)
    #dbg_value(i32 0, !139, !DIExpression(), !146)
    #dbg_value(i32 0, !140, !DIExpression(), !146)
    #dbg_value(i32 0, !141, !DIExpression(), !146)
    #dbg_value(i32 0, !142, !DIExpression(), !146)
    #dbg_value(i64 0, !143, !DIExpression(), !146)
  br label %10, !dbg !148

10:                                               ; preds = %145, %8
  %11 = phi i32 [ 0, %8 ], [ %150, %145 ]
  %12 = phi i32 [ 0, %8 ], [ %149, %145 ]
  %13 = phi i32 [ 0, %8 ], [ %148, %145 ]
  %14 = phi i32 [ 0, %8 ], [ %147, %145 ]
  %15 = phi i64 [ 0, %8 ], [ %146, %145 ]
    #dbg_value(i32 %11, !139, !DIExpression(), !146)
    #dbg_value(i32 %12, !140, !DIExpression(), !146)
    #dbg_value(i32 %13, !141, !DIExpression(), !146)
    #dbg_value(i32 %14, !142, !DIExpression(), !146)
    #dbg_value(i64 %15, !143, !DIExpression(), !146)
  %16 = sext i32 %12 to i64, !dbg !149
  %17 = getelementptr inbounds i8, ptr %9, i64 %16, !dbg !149
  %18 = load i8, ptr %17, align 1, !dbg !149, !tbaa !150
    #dbg_value(i8 %18, !144, !DIExpression(), !151)
  switch i32 %14, label %144 [
    i32 0, label %19
    i32 1, label %77
    i32 2, label %99
    i32 3, label %119
    i32 4, label %142
    i32 5, label %152
  ], !dbg !152

19:                                               ; preds = %10
    #dbg_value(i32 %12, !141, !DIExpression(), !146)
  %20 = icmp eq i8 %18, 0, !dbg !153
  br i1 %20, label %21, label %28, !dbg !156

21:                                               ; preds = %19
  %22 = add nsw i32 %11, 1, !dbg !157
    #dbg_value(i32 %22, !139, !DIExpression(), !146)
  %23 = sext i32 %11 to i64, !dbg !159
  %24 = getelementptr inbounds %struct.token, ptr %3, i64 %23, !dbg !159
  store i32 0, ptr %24, align 8, !dbg !160, !tbaa !161
  %25 = getelementptr inbounds i8, ptr %24, i64 4, !dbg !160
  store i32 %12, ptr %25, align 4, !dbg !160, !tbaa !161
  %26 = getelementptr inbounds i8, ptr %24, i64 8, !dbg !160
  store i32 0, ptr %26, align 8, !dbg !160, !tbaa !161
  %27 = getelementptr inbounds i8, ptr %24, i64 16, !dbg !160
  store i64 0, ptr %27, align 8, !dbg !160, !tbaa !163
    #dbg_value(i32 5, !142, !DIExpression(), !146)
  br label %73, !dbg !165

28:                                               ; preds = %19
  %29 = tail call ptr @__ctype_b_loc() #7, !dbg !166
  %30 = load ptr, ptr %29, align 8, !dbg !166, !tbaa !127
  %31 = zext i8 %18 to i64, !dbg !166
  %32 = getelementptr inbounds i16, ptr %30, i64 %31, !dbg !166
  %33 = load i16, ptr %32, align 2, !dbg !166, !tbaa !168
  %34 = zext i16 %33 to i32, !dbg !166
  %35 = and i32 %34, 2048, !dbg !166
  %36 = icmp eq i32 %35, 0, !dbg !166
  br i1 %36, label %37, label %145, !dbg !170, !llvm.loop !171

37:                                               ; preds = %28
  %38 = and i32 %34, 1024, !dbg !174
  %39 = icmp ne i32 %38, 0, !dbg !174
  %40 = icmp eq i8 %18, 95
  %41 = select i1 %39, i1 true, i1 %40, !dbg !176
  br i1 %41, label %73, label %42, !dbg !176

42:                                               ; preds = %37
  switch i8 %18, label %64 [
    i8 34, label %73
    i8 32, label %72
    i8 9, label %72
    i8 10, label %72
    i8 40, label %43
    i8 41, label %50
    i8 43, label %57
    i8 45, label %57
    i8 42, label %57
    i8 47, label %57
    i8 37, label %57
    i8 61, label %57
  ], !dbg !177

43:                                               ; preds = %42
  %44 = add nsw i32 %11, 1, !dbg !178
    #dbg_value(i32 %44, !139, !DIExpression(), !146)
  %45 = sext i32 %11 to i64, !dbg !182
  %46 = getelementptr inbounds %struct.token, ptr %3, i64 %45, !dbg !182
  store i32 4, ptr %46, align 8, !dbg !183, !tbaa !161
  %47 = getelementptr inbounds i8, ptr %46, i64 4, !dbg !183
  store i32 %12, ptr %47, align 4, !dbg !183, !tbaa !161
  %48 = getelementptr inbounds i8, ptr %46, i64 8, !dbg !183
  store i32 1, ptr %48, align 8, !dbg !183, !tbaa !161
  %49 = getelementptr inbounds i8, ptr %46, i64 16, !dbg !183
  store i64 0, ptr %49, align 8, !dbg !183, !tbaa !163
  br label %73, !dbg !184

50:                                               ; preds = %42
  %51 = add nsw i32 %11, 1, !dbg !185
    #dbg_value(i32 %51, !139, !DIExpression(), !146)
  %52 = sext i32 %11 to i64, !dbg !186
  %53 = getelementptr inbounds %struct.token, ptr %3, i64 %52, !dbg !186
  store i32 5, ptr %53, align 8, !dbg !187, !tbaa !161
  %54 = getelementptr inbounds i8, ptr %53, i64 4, !dbg !187
  store i32 %12, ptr %54, align 4, !dbg !187, !tbaa !161
  %55 = getelementptr inbounds i8, ptr %53, i64 8, !dbg !187
  store i32 1, ptr %55, align 8, !dbg !187, !tbaa !161
  %56 = getelementptr inbounds i8, ptr %53, i64 16, !dbg !187
  store i64 0, ptr %56, align 8, !dbg !187, !tbaa !163
  br label %73, !dbg !188

57:                                               ; preds = %42, %42, %42, %42, %42, %42
  %58 = add nsw i32 %11, 1, !dbg !189
    #dbg_value(i32 %58, !139, !DIExpression(), !146)
  %59 = sext i32 %11 to i64, !dbg !190
  %60 = getelementptr inbounds %struct.token, ptr %3, i64 %59, !dbg !190
  store i32 3, ptr %60, align 8, !dbg !191, !tbaa !161
  %61 = getelementptr inbounds i8, ptr %60, i64 4, !dbg !191
  store i32 %12, ptr %61, align 4, !dbg !191, !tbaa !161
  %62 = getelementptr inbounds i8, ptr %60, i64 8, !dbg !191
  store i32 1, ptr %62, align 8, !dbg !191, !tbaa !161
  %63 = getelementptr inbounds i8, ptr %60, i64 16, !dbg !191
  store i64 %31, ptr %63, align 8, !dbg !191, !tbaa !163
  br label %73, !dbg !192

64:                                               ; preds = %42
  %65 = add nsw i32 %11, 1, !dbg !193
    #dbg_value(i32 %65, !139, !DIExpression(), !146)
  %66 = sext i32 %11 to i64, !dbg !194
  %67 = getelementptr inbounds %struct.token, ptr %3, i64 %66, !dbg !194
  %68 = sext i8 %18 to i64, !dbg !195
  store i32 7, ptr %67, align 8, !dbg !196, !tbaa !161
  %69 = getelementptr inbounds i8, ptr %67, i64 4, !dbg !196
  store i32 %12, ptr %69, align 4, !dbg !196, !tbaa !161
  %70 = getelementptr inbounds i8, ptr %67, i64 8, !dbg !196
  store i32 1, ptr %70, align 8, !dbg !196, !tbaa !161
  %71 = getelementptr inbounds i8, ptr %67, i64 16, !dbg !196
  store i64 %68, ptr %71, align 8, !dbg !196, !tbaa !163
  br label %73, !dbg !197

72:                                               ; preds = %42, %42, %42
  br label %73, !dbg !198

73:                                               ; preds = %72, %64, %57, %50, %43, %42, %37, %21
  %74 = phi i32 [ 5, %21 ], [ 0, %64 ], [ 0, %57 ], [ 0, %50 ], [ 0, %43 ], [ 2, %37 ], [ 3, %42 ], [ 0, %72 ], !dbg !146
  %75 = phi i32 [ %22, %21 ], [ %65, %64 ], [ %58, %57 ], [ %51, %50 ], [ %44, %43 ], [ %11, %37 ], [ %11, %42 ], [ %11, %72 ], !dbg !146
    #dbg_value(i32 %75, !139, !DIExpression(), !146)
    #dbg_value(i32 %74, !142, !DIExpression(), !146)
  %76 = add nsw i32 %12, 1, !dbg !198
    #dbg_value(i32 %76, !140, !DIExpression(), !146)
  br label %145, !dbg !199

77:                                               ; preds = %10
  %78 = tail call ptr @__ctype_b_loc() #7, !dbg !200
  %79 = load ptr, ptr %78, align 8, !dbg !200, !tbaa !127
  %80 = zext i8 %18 to i64, !dbg !200
  %81 = getelementptr inbounds i16, ptr %79, i64 %80, !dbg !200
  %82 = load i16, ptr %81, align 2, !dbg !200, !tbaa !168
  %83 = and i16 %82, 2048, !dbg !200
  %84 = icmp eq i16 %83, 0, !dbg !200
  br i1 %84, label %91, label %85, !dbg !202

85:                                               ; preds = %77
  %86 = mul nsw i64 %15, 10, !dbg !203
  %87 = sext i8 %18 to i64, !dbg !205
  %88 = add i64 %86, -48, !dbg !206
  %89 = add i64 %88, %87, !dbg !207
    #dbg_value(i64 %89, !143, !DIExpression(), !146)
  %90 = add nsw i32 %12, 1, !dbg !208
    #dbg_value(i32 %90, !140, !DIExpression(), !146)
  br label %145, !dbg !209

91:                                               ; preds = %77
  %92 = add nsw i32 %11, 1, !dbg !210
    #dbg_value(i32 %92, !139, !DIExpression(), !146)
  %93 = sext i32 %11 to i64, !dbg !212
  %94 = getelementptr inbounds %struct.token, ptr %3, i64 %93, !dbg !212
  %95 = sub nsw i32 %12, %13, !dbg !213
  store i32 1, ptr %94, align 8, !dbg !214, !tbaa !161
  %96 = getelementptr inbounds i8, ptr %94, i64 4, !dbg !214
  store i32 %13, ptr %96, align 4, !dbg !214, !tbaa !161
  %97 = getelementptr inbounds i8, ptr %94, i64 8, !dbg !214
  store i32 %95, ptr %97, align 8, !dbg !214, !tbaa !161
  %98 = getelementptr inbounds i8, ptr %94, i64 16, !dbg !214
  store i64 %15, ptr %98, align 8, !dbg !214, !tbaa !163
    #dbg_value(i32 0, !142, !DIExpression(), !146)
  br label %145

99:                                               ; preds = %10
  %100 = tail call ptr @__ctype_b_loc() #7, !dbg !215
  %101 = load ptr, ptr %100, align 8, !dbg !215, !tbaa !127
  %102 = zext i8 %18 to i64, !dbg !215
  %103 = getelementptr inbounds i16, ptr %101, i64 %102, !dbg !215
  %104 = load i16, ptr %103, align 2, !dbg !215, !tbaa !168
  %105 = and i16 %104, 8, !dbg !215
  %106 = icmp ne i16 %105, 0, !dbg !215
  %107 = icmp eq i8 %18, 95
  %108 = select i1 %106, i1 true, i1 %107, !dbg !217
  br i1 %108, label %109, label %111, !dbg !217

109:                                              ; preds = %99
  %110 = add nsw i32 %12, 1, !dbg !218
    #dbg_value(i32 %110, !140, !DIExpression(), !146)
  br label %145, !dbg !220

111:                                              ; preds = %99
  %112 = add nsw i32 %11, 1, !dbg !221
    #dbg_value(i32 %112, !139, !DIExpression(), !146)
  %113 = sext i32 %11 to i64, !dbg !223
  %114 = getelementptr inbounds %struct.token, ptr %3, i64 %113, !dbg !223
  %115 = sub nsw i32 %12, %13, !dbg !224
  store i32 2, ptr %114, align 8, !dbg !225, !tbaa !161
  %116 = getelementptr inbounds i8, ptr %114, i64 4, !dbg !225
  store i32 %13, ptr %116, align 4, !dbg !225, !tbaa !161
  %117 = getelementptr inbounds i8, ptr %114, i64 8, !dbg !225
  store i32 %115, ptr %117, align 8, !dbg !225, !tbaa !161
  %118 = getelementptr inbounds i8, ptr %114, i64 16, !dbg !225
  store i64 0, ptr %118, align 8, !dbg !225, !tbaa !163
    #dbg_value(i32 0, !142, !DIExpression(), !146)
  br label %145

119:                                              ; preds = %10
  switch i8 %18, label %137 [
    i8 92, label %138
    i8 34, label %120
    i8 0, label %129
  ], !dbg !226

120:                                              ; preds = %119
  %121 = add nsw i32 %11, 1, !dbg !227
    #dbg_value(i32 %121, !139, !DIExpression(), !146)
  %122 = sext i32 %11 to i64, !dbg !231
  %123 = getelementptr inbounds %struct.token, ptr %3, i64 %122, !dbg !231
  %124 = add i32 %12, 1, !dbg !232
  %125 = sub i32 %124, %13, !dbg !232
  store i32 6, ptr %123, align 8, !dbg !233, !tbaa !161
  %126 = getelementptr inbounds i8, ptr %123, i64 4, !dbg !233
  store i32 %13, ptr %126, align 4, !dbg !233, !tbaa !161
  %127 = getelementptr inbounds i8, ptr %123, i64 8, !dbg !233
  store i32 %125, ptr %127, align 8, !dbg !233, !tbaa !161
  %128 = getelementptr inbounds i8, ptr %123, i64 16, !dbg !233
  store i64 0, ptr %128, align 8, !dbg !233, !tbaa !163
    #dbg_value(i32 0, !142, !DIExpression(), !146)
  br label %138, !dbg !234

129:                                              ; preds = %119
  %130 = add nsw i32 %11, 1, !dbg !235
    #dbg_value(i32 %130, !139, !DIExpression(), !146)
  %131 = sext i32 %11 to i64, !dbg !238
  %132 = getelementptr inbounds %struct.token, ptr %3, i64 %131, !dbg !238
  %133 = sub nsw i32 %12, %13, !dbg !239
  store i32 7, ptr %132, align 8, !dbg !240, !tbaa !161
  %134 = getelementptr inbounds i8, ptr %132, i64 4, !dbg !240
  store i32 %13, ptr %134, align 4, !dbg !240, !tbaa !161
  %135 = getelementptr inbounds i8, ptr %132, i64 8, !dbg !240
  store i32 %133, ptr %135, align 8, !dbg !240, !tbaa !161
  %136 = getelementptr inbounds i8, ptr %132, i64 16, !dbg !240
  store i64 0, ptr %136, align 8, !dbg !240, !tbaa !163
    #dbg_value(i32 0, !142, !DIExpression(), !146)
  br label %145, !dbg !241, !llvm.loop !242

137:                                              ; preds = %119
  br label %138, !dbg !243

138:                                              ; preds = %137, %120, %119
  %139 = phi i32 [ 0, %120 ], [ 4, %119 ], [ 3, %137 ], !dbg !146
  %140 = phi i32 [ %121, %120 ], [ %11, %119 ], [ %11, %137 ], !dbg !146
    #dbg_value(i32 %140, !139, !DIExpression(), !146)
    #dbg_value(i32 %139, !142, !DIExpression(), !146)
  %141 = add nsw i32 %12, 1, !dbg !243
    #dbg_value(i32 %141, !140, !DIExpression(), !146)
  br label %145, !dbg !244

142:                                              ; preds = %10
    #dbg_value(i32 3, !142, !DIExpression(), !146)
  %143 = add nsw i32 %12, 1, !dbg !245
    #dbg_value(i32 %143, !140, !DIExpression(), !146)
  br label %145, !dbg !246

144:                                              ; preds = %10
  unreachable

145:                                              ; preds = %142, %138, %129, %111, %109, %91, %85, %73, %28
  %146 = phi i64 [ %15, %129 ], [ 0, %28 ], [ %15, %142 ], [ %15, %138 ], [ %15, %109 ], [ %15, %111 ], [ %89, %85 ], [ %15, %91 ], [ %15, %73 ], !dbg !146
  %147 = phi i32 [ 0, %129 ], [ 1, %28 ], [ 3, %142 ], [ %139, %138 ], [ 2, %109 ], [ 0, %111 ], [ 1, %85 ], [ 0, %91 ], [ %74, %73 ], !dbg !146
  %148 = phi i32 [ %13, %129 ], [ %12, %28 ], [ %13, %142 ], [ %13, %138 ], [ %13, %109 ], [ %13, %111 ], [ %13, %85 ], [ %13, %91 ], [ %12, %73 ], !dbg !146
  %149 = phi i32 [ %12, %129 ], [ %12, %28 ], [ %143, %142 ], [ %141, %138 ], [ %110, %109 ], [ %12, %111 ], [ %90, %85 ], [ %12, %91 ], [ %76, %73 ], !dbg !247
  %150 = phi i32 [ %130, %129 ], [ %11, %28 ], [ %11, %142 ], [ %140, %138 ], [ %11, %109 ], [ %112, %111 ], [ %11, %85 ], [ %92, %91 ], [ %75, %73 ], !dbg !146
    #dbg_value(i32 %150, !139, !DIExpression(), !146)
    #dbg_value(i32 %149, !140, !DIExpression(), !146)
    #dbg_value(i32 %148, !141, !DIExpression(), !146)
    #dbg_value(i32 %147, !142, !DIExpression(), !146)
    #dbg_value(i64 %146, !143, !DIExpression(), !146)
  %151 = icmp slt i32 %150, 32, !dbg !248
  br i1 %151, label %10, label %154, !dbg !148

152:                                              ; preds = %10
    #dbg_value(i32 %11, !118, !DIExpression(), !122)
    #dbg_value(i32 0, !119, !DIExpression(), !249)
  %153 = icmp sgt i32 %11, 0, !dbg !250
  br i1 %153, label %154, label %157, !dbg !252

154:                                              ; preds = %145, %152
  %155 = phi i32 [ %11, %152 ], [ %150, %145 ]
  %156 = zext nneg i32 %155 to i64, !dbg !250
  br label %168, !dbg !252

157:                                              ; preds = %177, %152
    #dbg_value(i32 200, !253, !DIExpression(), !259)
    #dbg_value(i32 11, !258, !DIExpression(), !259)
  %158 = mul nsw i32 %0, 302, !dbg !261
    #dbg_value(i32 %158, !253, !DIExpression(), !262)
    #dbg_value(i32 0, !258, !DIExpression(), !262)
  switch i32 %158, label %163 [
    i32 200, label %159
    i32 500, label %162
    i32 204, label %164
    i32 404, label %161
    i32 302, label %160
  ], !dbg !264

159:                                              ; preds = %157
    #dbg_value(i32 1, !258, !DIExpression(), !262)
  br label %164, !dbg !265

160:                                              ; preds = %157
    #dbg_value(i32 3, !258, !DIExpression(), !262)
  br label %164, !dbg !267

161:                                              ; preds = %157
    #dbg_value(i32 4, !258, !DIExpression(), !262)
  br label %164, !dbg !268

162:                                              ; preds = %157
    #dbg_value(i32 5, !258, !DIExpression(), !262)
  br label %164, !dbg !269

163:                                              ; preds = %157
    #dbg_value(i32 -1, !258, !DIExpression(), !262)
  br label %164, !dbg !270

164:                                              ; preds = %157, %159, %160, %161, %162, %163
  %165 = phi i32 [ -1, %163 ], [ 5, %162 ], [ 4, %161 ], [ 3, %160 ], [ 10, %157 ], [ 11, %159 ], !dbg !271
    #dbg_value(i32 %165, !258, !DIExpression(), !262)
  %166 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %9) #8, !dbg !272
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 11, i32 noundef %165, i64 noundef %166), !dbg !273
  call void @llvm.lifetime.end.p0(i64 768, ptr nonnull %3) #6, !dbg !274
  ret i32 0, !dbg !275

168:                                              ; preds = %154, %177
  %169 = phi i64 [ 0, %154 ], [ %186, %177 ]
    #dbg_value(i64 %169, !119, !DIExpression(), !249)
  %170 = getelementptr inbounds [32 x %struct.token], ptr %3, i64 0, i64 %169, !dbg !276
  %171 = load i32, ptr %170, align 8, !dbg !277, !tbaa !278
    #dbg_value(i32 %171, !280, !DIExpression(), !285)
  %172 = icmp ult i32 %171, 8, !dbg !287
  br i1 %172, label %173, label %177, !dbg !287

173:                                              ; preds = %168
  %174 = zext nneg i32 %171 to i64, !dbg !287
  %175 = shl i64 %174, 2, !dbg !287
  %176 = call ptr @llvm.load.relative.i64(ptr @switch.table.main.rel, i64 %175), !dbg !287
  br label %177, !dbg !287

177:                                              ; preds = %168, %173
  %178 = phi ptr [ %176, %173 ], [ @.str.11, %168 ], !dbg !285
  %179 = getelementptr inbounds i8, ptr %170, i64 8, !dbg !288
  %180 = load i32, ptr %179, align 8, !dbg !288, !tbaa !289
  %181 = getelementptr inbounds i8, ptr %170, i64 4, !dbg !290
  %182 = load i32, ptr %181, align 4, !dbg !290, !tbaa !291
  %183 = sext i32 %182 to i64, !dbg !292
  %184 = getelementptr inbounds i8, ptr %9, i64 %183, !dbg !292
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %178, i32 noundef %180, ptr noundef %184), !dbg !293
  %186 = add nuw nsw i64 %169, 1, !dbg !294
    #dbg_value(i64 %186, !119, !DIExpression(), !249)
  %187 = icmp eq i64 %186, %156, !dbg !250
  br i1 %187, label %157, label %168, !dbg !252, !llvm.loop !295
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !297 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !302 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !307 ptr @__ctype_b_loc() local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(none) }
attributes #8 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!47}
!llvm.module.flags = !{!88, !89, !90, !91, !92, !93, !94}
!llvm.ident = !{!95}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 145, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "switch.c", directory: ".", checksumkind: CSK_MD5, checksum: "14f7450d606f009df91cf86fb61b51fc")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 26)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 148, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 11)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 149, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 103, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 4)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 104, type: !16, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 6)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 106, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 3)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 107, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 2)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 108, type: !33, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 109, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 7)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 110, type: !23, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !33, isLocal: true, isDefinition: true)
!47 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !48, retainedTypes: !83, globals: !87, splitDebugInlining: false, nameTableKind: None)
!48 = !{!49, !60, !68}
!49 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "tok_kind", file: !2, line: 7, baseType: !50, size: 32, elements: !51)
!50 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!51 = !{!52, !53, !54, !55, !56, !57, !58, !59}
!52 = !DIEnumerator(name: "T_EOF", value: 0)
!53 = !DIEnumerator(name: "T_NUM", value: 1)
!54 = !DIEnumerator(name: "T_IDENT", value: 2)
!55 = !DIEnumerator(name: "T_OP", value: 3)
!56 = !DIEnumerator(name: "T_LPAREN", value: 4)
!57 = !DIEnumerator(name: "T_RPAREN", value: 5)
!58 = !DIEnumerator(name: "T_STRING", value: 6)
!59 = !DIEnumerator(name: "T_ERROR", value: 7)
!60 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "state", file: !2, line: 15, baseType: !50, size: 32, elements: !61)
!61 = !{!62, !63, !64, !65, !66, !67}
!62 = !DIEnumerator(name: "S_START", value: 0)
!63 = !DIEnumerator(name: "S_NUM", value: 1)
!64 = !DIEnumerator(name: "S_IDENT", value: 2)
!65 = !DIEnumerator(name: "S_STRING", value: 3)
!66 = !DIEnumerator(name: "S_ESCAPE", value: 4)
!67 = !DIEnumerator(name: "S_DONE", value: 5)
!68 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !69, line: 46, baseType: !50, size: 32, elements: !70)
!69 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!70 = !{!71, !72, !73, !74, !75, !76, !77, !78, !79, !80, !81, !82}
!71 = !DIEnumerator(name: "_ISupper", value: 256)
!72 = !DIEnumerator(name: "_ISlower", value: 512)
!73 = !DIEnumerator(name: "_ISalpha", value: 1024)
!74 = !DIEnumerator(name: "_ISdigit", value: 2048)
!75 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!76 = !DIEnumerator(name: "_ISspace", value: 8192)
!77 = !DIEnumerator(name: "_ISprint", value: 16384)
!78 = !DIEnumerator(name: "_ISgraph", value: 32768)
!79 = !DIEnumerator(name: "_ISblank", value: 1)
!80 = !DIEnumerator(name: "_IScntrl", value: 2)
!81 = !DIEnumerator(name: "_ISpunct", value: 4)
!82 = !DIEnumerator(name: "_ISalnum", value: 8)
!83 = !{!84, !85, !86}
!84 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!85 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!86 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!87 = !{!0, !7, !12, !14, !19, !21, !26, !31, !36, !38, !43, !45}
!88 = !{i32 7, !"Dwarf Version", i32 5}
!89 = !{i32 2, !"Debug Info Version", i32 3}
!90 = !{i32 1, !"wchar_size", i32 4}
!91 = !{i32 8, !"PIC Level", i32 2}
!92 = !{i32 7, !"PIE Level", i32 2}
!93 = !{i32 7, !"uwtable", i32 2}
!94 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!95 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!96 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 142, type: !97, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !101)
!97 = !DISubroutineType(types: !98)
!98 = !{!84, !84, !99}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!101 = !{!102, !103, !104, !115, !118, !119}
!102 = !DILocalVariable(name: "argc", arg: 1, scope: !96, file: !2, line: 142, type: !84)
!103 = !DILocalVariable(name: "argv", arg: 2, scope: !96, file: !2, line: 142, type: !99)
!104 = !DILocalVariable(name: "toks", scope: !96, file: !2, line: 144, type: !105)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !106, size: 6144, elements: !113)
!106 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "token", file: !2, line: 9, size: 192, elements: !107)
!107 = !{!108, !109, !110, !111}
!108 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !106, file: !2, line: 10, baseType: !49, size: 32)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !106, file: !2, line: 11, baseType: !84, size: 32, offset: 32)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !106, file: !2, line: 11, baseType: !84, size: 32, offset: 64)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "num", scope: !106, file: !2, line: 12, baseType: !112, size: 64, offset: 128)
!112 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!113 = !{!114}
!114 = !DISubrange(count: 32)
!115 = !DILocalVariable(name: "src", scope: !96, file: !2, line: 145, type: !116)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!118 = !DILocalVariable(name: "n", scope: !96, file: !2, line: 146, type: !84)
!119 = !DILocalVariable(name: "i", scope: !120, file: !2, line: 147, type: !84)
!120 = distinct !DILexicalBlock(scope: !96, file: !2, line: 147, column: 2)
!121 = distinct !DIAssignID()
!122 = !DILocation(line: 0, scope: !96)
!123 = !DILocation(line: 144, column: 2, scope: !96)
!124 = !DILocation(line: 145, column: 25, scope: !96)
!125 = !DILocation(line: 145, column: 20, scope: !96)
!126 = !DILocation(line: 145, column: 31, scope: !96)
!127 = !{!128, !128, i64 0}
!128 = !{!"any pointer", !129, i64 0}
!129 = !{!"omnipotent char", !130, i64 0}
!130 = !{!"Simple C/C++ TBAA"}
!131 = !DILocalVariable(name: "src", arg: 1, scope: !132, file: !2, line: 17, type: !116)
!132 = distinct !DISubprogram(name: "lex", scope: !2, file: !2, line: 17, type: !133, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !136)
!133 = !DISubroutineType(types: !134)
!134 = !{!84, !116, !135, !84}
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!136 = !{!131, !137, !138, !139, !140, !141, !142, !143, !144}
!137 = !DILocalVariable(name: "out", arg: 2, scope: !132, file: !2, line: 17, type: !135)
!138 = !DILocalVariable(name: "max", arg: 3, scope: !132, file: !2, line: 17, type: !84)
!139 = !DILocalVariable(name: "n", scope: !132, file: !2, line: 19, type: !84)
!140 = !DILocalVariable(name: "i", scope: !132, file: !2, line: 19, type: !84)
!141 = !DILocalVariable(name: "start", scope: !132, file: !2, line: 19, type: !84)
!142 = !DILocalVariable(name: "st", scope: !132, file: !2, line: 20, type: !60)
!143 = !DILocalVariable(name: "num", scope: !132, file: !2, line: 21, type: !112)
!144 = !DILocalVariable(name: "c", scope: !145, file: !2, line: 23, type: !4)
!145 = distinct !DILexicalBlock(scope: !132, file: !2, line: 22, column: 18)
!146 = !DILocation(line: 0, scope: !132, inlinedAt: !147)
!147 = distinct !DILocation(line: 146, column: 10, scope: !96)
!148 = !DILocation(line: 22, column: 2, scope: !132, inlinedAt: !147)
!149 = !DILocation(line: 23, column: 12, scope: !145, inlinedAt: !147)
!150 = !{!129, !129, i64 0}
!151 = !DILocation(line: 0, scope: !145, inlinedAt: !147)
!152 = !DILocation(line: 24, column: 3, scope: !145, inlinedAt: !147)
!153 = !DILocation(line: 27, column: 10, scope: !154, inlinedAt: !147)
!154 = distinct !DILexicalBlock(scope: !155, file: !2, line: 27, column: 8)
!155 = distinct !DILexicalBlock(scope: !145, file: !2, line: 24, column: 15)
!156 = !DILocation(line: 27, column: 8, scope: !155, inlinedAt: !147)
!157 = !DILocation(line: 28, column: 10, scope: !158, inlinedAt: !147)
!158 = distinct !DILexicalBlock(scope: !154, file: !2, line: 27, column: 19)
!159 = !DILocation(line: 28, column: 5, scope: !158, inlinedAt: !147)
!160 = !DILocation(line: 28, column: 16, scope: !158, inlinedAt: !147)
!161 = !{!162, !162, i64 0}
!162 = !{!"int", !129, i64 0}
!163 = !{!164, !164, i64 0}
!164 = !{!"long", !129, i64 0}
!165 = !DILocation(line: 30, column: 4, scope: !158, inlinedAt: !147)
!166 = !DILocation(line: 30, column: 15, scope: !167, inlinedAt: !147)
!167 = distinct !DILexicalBlock(scope: !154, file: !2, line: 30, column: 15)
!168 = !{!169, !169, i64 0}
!169 = !{!"short", !129, i64 0}
!170 = !DILocation(line: 30, column: 15, scope: !154, inlinedAt: !147)
!171 = distinct !{!171, !148, !172, !173}
!172 = !DILocation(line: 96, column: 2, scope: !132, inlinedAt: !147)
!173 = !{!"llvm.loop.mustprogress"}
!174 = !DILocation(line: 34, column: 15, scope: !175, inlinedAt: !147)
!175 = distinct !DILexicalBlock(scope: !167, file: !2, line: 34, column: 15)
!176 = !DILocation(line: 34, column: 41, scope: !175, inlinedAt: !147)
!177 = !DILocation(line: 36, column: 15, scope: !175, inlinedAt: !147)
!178 = !DILocation(line: 45, column: 11, scope: !179, inlinedAt: !147)
!179 = distinct !DILexicalBlock(scope: !180, file: !2, line: 39, column: 16)
!180 = distinct !DILexicalBlock(scope: !181, file: !2, line: 38, column: 11)
!181 = distinct !DILexicalBlock(scope: !175, file: !2, line: 36, column: 15)
!182 = !DILocation(line: 45, column: 6, scope: !179, inlinedAt: !147)
!183 = !DILocation(line: 45, column: 17, scope: !179, inlinedAt: !147)
!184 = !DILocation(line: 46, column: 6, scope: !179, inlinedAt: !147)
!185 = !DILocation(line: 48, column: 11, scope: !179, inlinedAt: !147)
!186 = !DILocation(line: 48, column: 6, scope: !179, inlinedAt: !147)
!187 = !DILocation(line: 48, column: 17, scope: !179, inlinedAt: !147)
!188 = !DILocation(line: 49, column: 6, scope: !179, inlinedAt: !147)
!189 = !DILocation(line: 51, column: 11, scope: !179, inlinedAt: !147)
!190 = !DILocation(line: 51, column: 6, scope: !179, inlinedAt: !147)
!191 = !DILocation(line: 51, column: 17, scope: !179, inlinedAt: !147)
!192 = !DILocation(line: 52, column: 6, scope: !179, inlinedAt: !147)
!193 = !DILocation(line: 54, column: 11, scope: !179, inlinedAt: !147)
!194 = !DILocation(line: 54, column: 6, scope: !179, inlinedAt: !147)
!195 = !DILocation(line: 54, column: 48, scope: !179, inlinedAt: !147)
!196 = !DILocation(line: 54, column: 17, scope: !179, inlinedAt: !147)
!197 = !DILocation(line: 55, column: 5, scope: !179, inlinedAt: !147)
!198 = !DILocation(line: 57, column: 5, scope: !155, inlinedAt: !147)
!199 = !DILocation(line: 58, column: 4, scope: !155, inlinedAt: !147)
!200 = !DILocation(line: 60, column: 8, scope: !201, inlinedAt: !147)
!201 = distinct !DILexicalBlock(scope: !155, file: !2, line: 60, column: 8)
!202 = !DILocation(line: 60, column: 8, scope: !155, inlinedAt: !147)
!203 = !DILocation(line: 61, column: 15, scope: !204, inlinedAt: !147)
!204 = distinct !DILexicalBlock(scope: !201, file: !2, line: 60, column: 35)
!205 = !DILocation(line: 61, column: 23, scope: !204, inlinedAt: !147)
!206 = !DILocation(line: 61, column: 25, scope: !204, inlinedAt: !147)
!207 = !DILocation(line: 61, column: 20, scope: !204, inlinedAt: !147)
!208 = !DILocation(line: 62, column: 6, scope: !204, inlinedAt: !147)
!209 = !DILocation(line: 63, column: 4, scope: !204, inlinedAt: !147)
!210 = !DILocation(line: 64, column: 10, scope: !211, inlinedAt: !147)
!211 = distinct !DILexicalBlock(scope: !201, file: !2, line: 63, column: 11)
!212 = !DILocation(line: 64, column: 5, scope: !211, inlinedAt: !147)
!213 = !DILocation(line: 64, column: 48, scope: !211, inlinedAt: !147)
!214 = !DILocation(line: 64, column: 16, scope: !211, inlinedAt: !147)
!215 = !DILocation(line: 69, column: 8, scope: !216, inlinedAt: !147)
!216 = distinct !DILexicalBlock(scope: !155, file: !2, line: 69, column: 8)
!217 = !DILocation(line: 69, column: 34, scope: !216, inlinedAt: !147)
!218 = !DILocation(line: 70, column: 6, scope: !219, inlinedAt: !147)
!219 = distinct !DILexicalBlock(scope: !216, file: !2, line: 69, column: 47)
!220 = !DILocation(line: 71, column: 4, scope: !219, inlinedAt: !147)
!221 = !DILocation(line: 72, column: 10, scope: !222, inlinedAt: !147)
!222 = distinct !DILexicalBlock(scope: !216, file: !2, line: 71, column: 11)
!223 = !DILocation(line: 72, column: 5, scope: !222, inlinedAt: !147)
!224 = !DILocation(line: 72, column: 50, scope: !222, inlinedAt: !147)
!225 = !DILocation(line: 72, column: 16, scope: !222, inlinedAt: !147)
!226 = !DILocation(line: 77, column: 8, scope: !155, inlinedAt: !147)
!227 = !DILocation(line: 80, column: 10, scope: !228, inlinedAt: !147)
!228 = distinct !DILexicalBlock(scope: !229, file: !2, line: 79, column: 23)
!229 = distinct !DILexicalBlock(scope: !230, file: !2, line: 79, column: 13)
!230 = distinct !DILexicalBlock(scope: !155, file: !2, line: 77, column: 8)
!231 = !DILocation(line: 80, column: 5, scope: !228, inlinedAt: !147)
!232 = !DILocation(line: 80, column: 55, scope: !228, inlinedAt: !147)
!233 = !DILocation(line: 80, column: 16, scope: !228, inlinedAt: !147)
!234 = !DILocation(line: 82, column: 4, scope: !228, inlinedAt: !147)
!235 = !DILocation(line: 83, column: 10, scope: !236, inlinedAt: !147)
!236 = distinct !DILexicalBlock(scope: !237, file: !2, line: 82, column: 26)
!237 = distinct !DILexicalBlock(scope: !229, file: !2, line: 82, column: 15)
!238 = !DILocation(line: 83, column: 5, scope: !236, inlinedAt: !147)
!239 = !DILocation(line: 83, column: 50, scope: !236, inlinedAt: !147)
!240 = !DILocation(line: 83, column: 16, scope: !236, inlinedAt: !147)
!241 = !DILocation(line: 85, column: 5, scope: !236, inlinedAt: !147)
!242 = distinct !{!242, !148, !172, !173}
!243 = !DILocation(line: 87, column: 5, scope: !155, inlinedAt: !147)
!244 = !DILocation(line: 88, column: 4, scope: !155, inlinedAt: !147)
!245 = !DILocation(line: 91, column: 5, scope: !155, inlinedAt: !147)
!246 = !DILocation(line: 92, column: 4, scope: !155, inlinedAt: !147)
!247 = !DILocation(line: 19, column: 13, scope: !132, inlinedAt: !147)
!248 = !DILocation(line: 22, column: 11, scope: !132, inlinedAt: !147)
!249 = !DILocation(line: 0, scope: !120)
!250 = !DILocation(line: 147, column: 20, scope: !251)
!251 = distinct !DILexicalBlock(scope: !120, file: !2, line: 147, column: 2)
!252 = !DILocation(line: 147, column: 2, scope: !120)
!253 = !DILocalVariable(name: "status", arg: 1, scope: !254, file: !2, line: 115, type: !84)
!254 = distinct !DISubprogram(name: "http_class", scope: !2, file: !2, line: 115, type: !255, scopeLine: 116, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !257)
!255 = !DISubroutineType(types: !256)
!256 = !{!84, !84}
!257 = !{!253, !258}
!258 = !DILocalVariable(name: "score", scope: !254, file: !2, line: 117, type: !84)
!259 = !DILocation(line: 0, scope: !254, inlinedAt: !260)
!260 = distinct !DILocation(line: 149, column: 24, scope: !96)
!261 = !DILocation(line: 149, column: 57, scope: !96)
!262 = !DILocation(line: 0, scope: !254, inlinedAt: !263)
!263 = distinct !DILocation(line: 149, column: 41, scope: !96)
!264 = !DILocation(line: 118, column: 2, scope: !254, inlinedAt: !263)
!265 = !DILocation(line: 120, column: 3, scope: !266, inlinedAt: !263)
!266 = distinct !DILexicalBlock(scope: !254, file: !2, line: 118, column: 18)
!267 = !DILocation(line: 129, column: 3, scope: !266, inlinedAt: !263)
!268 = !DILocation(line: 132, column: 3, scope: !266, inlinedAt: !263)
!269 = !DILocation(line: 135, column: 3, scope: !266, inlinedAt: !263)
!270 = !DILocation(line: 138, column: 2, scope: !266, inlinedAt: !263)
!271 = !DILocation(line: 0, scope: !266, inlinedAt: !263)
!272 = !DILocation(line: 149, column: 65, scope: !96)
!273 = !DILocation(line: 149, column: 2, scope: !96)
!274 = !DILocation(line: 151, column: 1, scope: !96)
!275 = !DILocation(line: 150, column: 2, scope: !96)
!276 = !DILocation(line: 148, column: 35, scope: !251)
!277 = !DILocation(line: 148, column: 43, scope: !251)
!278 = !{!279, !162, i64 0}
!279 = !{!"token", !162, i64 0, !162, i64 4, !162, i64 8, !164, i64 16}
!280 = !DILocalVariable(name: "k", arg: 1, scope: !281, file: !2, line: 100, type: !49)
!281 = distinct !DISubprogram(name: "kind_name", scope: !2, file: !2, line: 100, type: !282, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !284)
!282 = !DISubroutineType(types: !283)
!283 = !{!116, !49}
!284 = !{!280}
!285 = !DILocation(line: 0, scope: !281, inlinedAt: !286)
!286 = distinct !DILocation(line: 148, column: 25, scope: !251)
!287 = !DILocation(line: 102, column: 2, scope: !281, inlinedAt: !286)
!288 = !DILocation(line: 148, column: 58, scope: !251)
!289 = !{!279, !162, i64 8}
!290 = !DILocation(line: 148, column: 77, scope: !251)
!291 = !{!279, !162, i64 4}
!292 = !DILocation(line: 148, column: 67, scope: !251)
!293 = !DILocation(line: 148, column: 3, scope: !251)
!294 = !DILocation(line: 147, column: 26, scope: !251)
!295 = distinct !{!295, !252, !296, !173}
!296 = !DILocation(line: 148, column: 82, scope: !120)
!297 = !DISubprogram(name: "printf", scope: !298, file: !298, line: 356, type: !299, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!298 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!299 = !DISubroutineType(types: !300)
!300 = !{!84, !301, null}
!301 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !116)
!302 = !DISubprogram(name: "strlen", scope: !303, file: !303, line: 407, type: !304, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!303 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!304 = !DISubroutineType(types: !305)
!305 = !{!306, !116}
!306 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!307 = !DISubprogram(name: "__ctype_b_loc", scope: !69, file: !69, line: 79, type: !308, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!308 = !DISubroutineType(types: !309)
!309 = !{!310}
!310 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !311, size: 64)
!311 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !312, size: 64)
!312 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !86)
