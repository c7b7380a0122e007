; ModuleID = 'hashtable.c'
source_filename = "hashtable.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@main.words = internal unnamed_addr constant [12 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str, ptr @.str.3, ptr @.str.2, ptr @.str, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.1, ptr @.str.7], align 16, !dbg !0
@.str = private unnamed_addr constant [6 x i8] c"apple\00", align 1, !dbg !14
@.str.1 = private unnamed_addr constant [5 x i8] c"pear\00", align 1, !dbg !19
@.str.2 = private unnamed_addr constant [4 x i8] c"fig\00", align 1, !dbg !24
@.str.3 = private unnamed_addr constant [5 x i8] c"kiwi\00", align 1, !dbg !29
@.str.4 = private unnamed_addr constant [5 x i8] c"plum\00", align 1, !dbg !31
@.str.5 = private unnamed_addr constant [5 x i8] c"lime\00", align 1, !dbg !33
@.str.6 = private unnamed_addr constant [5 x i8] c"date\00", align 1, !dbg !35
@.str.7 = private unnamed_addr constant [5 x i8] c"yuzu\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [12 x i8] c"%zu %zu %d\0A\00", align 1, !dbg !39

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !2 {
    #dbg_value(i32 %0, !45, !DIExpression(), !89)
    #dbg_value(ptr %1, !46, !DIExpression(), !89)
    #dbg_value(ptr undef, !90, !DIExpression(), !97)
    #dbg_value(i64 4, !96, !DIExpression(), !97)
  %3 = tail call noalias dereferenceable_or_null(32) ptr @calloc(i64 noundef 4, i64 noundef 8) #8, !dbg !100
    #dbg_value(ptr %3, !47, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !89)
  %4 = icmp eq ptr %3, null, !dbg !101
    #dbg_value(i64 undef, !47, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !89)
    #dbg_value(i64 0, !47, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !89)
  br i1 %4, label %209, label %9, !dbg !102

5:                                                ; preds = %115
    #dbg_value(i64 %118, !47, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !89)
    #dbg_value(i32 1, !75, !DIExpression(), !103)
  %6 = icmp sgt i32 %0, 1, !dbg !104
  br i1 %6, label %7, label %121, !dbg !106

7:                                                ; preds = %5
  %8 = zext nneg i32 %0 to i64, !dbg !104
  br label %140, !dbg !106

9:                                                ; preds = %2, %115
  %10 = phi i64 [ %119, %115 ], [ 0, %2 ]
  %11 = phi ptr [ %116, %115 ], [ %3, %2 ]
  %12 = phi i64 [ %117, %115 ], [ 4, %2 ]
  %13 = phi i64 [ %118, %115 ], [ 0, %2 ]
    #dbg_value(i64 %10, !69, !DIExpression(), !107)
    #dbg_value(ptr %11, !47, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !89)
    #dbg_value(i64 %12, !47, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !89)
    #dbg_value(i64 %13, !47, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !89)
  %14 = getelementptr inbounds [12 x ptr], ptr @main.words, i64 0, i64 %10, !dbg !108
  %15 = load ptr, ptr %14, align 8, !dbg !108, !tbaa !109
    #dbg_value(ptr undef, !113, !DIExpression(), !120)
    #dbg_value(ptr %15, !118, !DIExpression(), !120)
    #dbg_value(ptr undef, !122, !DIExpression(), !133)
    #dbg_value(ptr %15, !129, !DIExpression(), !133)
    #dbg_value(ptr %15, !135, !DIExpression(), !141)
    #dbg_value(i32 -2128831035, !140, !DIExpression(), !141)
  %16 = load i8, ptr %15, align 1, !dbg !143, !tbaa !144
  %17 = icmp eq i8 %16, 0, !dbg !145
  br i1 %17, label %28, label %18, !dbg !145

18:                                               ; preds = %9, %18
  %19 = phi i8 [ %26, %18 ], [ %16, %9 ]
  %20 = phi i32 [ %25, %18 ], [ -2128831035, %9 ]
  %21 = phi ptr [ %22, %18 ], [ %15, %9 ]
    #dbg_value(i32 %20, !140, !DIExpression(), !141)
    #dbg_value(ptr %21, !135, !DIExpression(), !141)
  %22 = getelementptr inbounds i8, ptr %21, i64 1, !dbg !146
    #dbg_value(ptr %22, !135, !DIExpression(), !141)
  %23 = zext i8 %19 to i32, !dbg !147
  %24 = xor i32 %20, %23, !dbg !148
  %25 = mul i32 %24, 16777619, !dbg !149
    #dbg_value(i32 %25, !140, !DIExpression(), !141)
  %26 = load i8, ptr %22, align 1, !dbg !143, !tbaa !144
  %27 = icmp eq i8 %26, 0, !dbg !145
  br i1 %27, label %28, label %18, !dbg !145, !llvm.loop !150

28:                                               ; preds = %18, %9
  %29 = phi i32 [ -2128831035, %9 ], [ %25, %18 ], !dbg !141
    #dbg_value(i32 %29, !130, !DIExpression(), !133)
  %30 = zext i32 %29 to i64, !dbg !153
  %31 = urem i64 %30, %12, !dbg !154
  %32 = getelementptr inbounds ptr, ptr %11, i64 %31, !dbg !155
    #dbg_value(ptr poison, !131, !DIExpression(), !156)
  %33 = load ptr, ptr %32, align 8, !dbg !157, !tbaa !109
  %34 = icmp eq ptr %33, null, !dbg !158
  br i1 %34, label %51, label %35, !dbg !158

35:                                               ; preds = %28, %44
  %36 = phi ptr [ %46, %44 ], [ %33, %28 ]
  %37 = getelementptr inbounds i8, ptr %36, i64 12, !dbg !159
  %38 = load i32, ptr %37, align 4, !dbg !159, !tbaa !162
  %39 = icmp eq i32 %38, %29, !dbg !165
  br i1 %39, label %40, label %44, !dbg !166

40:                                               ; preds = %35
  %41 = load ptr, ptr %36, align 8, !dbg !167, !tbaa !168
  %42 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %41, ptr noundef nonnull readonly dereferenceable(1) %15) #9, !dbg !169
  %43 = icmp eq i32 %42, 0, !dbg !170
  br i1 %43, label %48, label %44, !dbg !171

44:                                               ; preds = %40, %35
  %45 = getelementptr inbounds i8, ptr %36, i64 16, !dbg !172
    #dbg_value(ptr poison, !131, !DIExpression(), !156)
  %46 = load ptr, ptr %45, align 8, !dbg !157, !tbaa !109
    #dbg_value(ptr %46, !131, !DIExpression(), !156)
  %47 = icmp eq ptr %46, null, !dbg !158
  br i1 %47, label %51, label %35, !dbg !158, !llvm.loop !173

48:                                               ; preds = %40
    #dbg_value(ptr %36, !119, !DIExpression(), !120)
  %49 = getelementptr inbounds i8, ptr %36, i64 8, !dbg !175
  %50 = load i32, ptr %49, align 4, !dbg !177, !tbaa !179
  br label %108, !dbg !180

51:                                               ; preds = %44, %28
    #dbg_value(ptr null, !119, !DIExpression(), !120)
  %52 = add i64 %13, 1, !dbg !181
  %53 = mul i64 %12, 3, !dbg !183
  %54 = lshr i64 %53, 2, !dbg !184
  %55 = icmp ugt i64 %52, %54, !dbg !185
  br i1 %55, label %56, label %80, !dbg !186

56:                                               ; preds = %51
    #dbg_value(ptr undef, !187, !DIExpression(), !201)
  %57 = shl i64 %12, 1, !dbg !203
    #dbg_value(i64 %57, !192, !DIExpression(), !201)
  %58 = tail call noalias ptr @calloc(i64 noundef %57, i64 noundef 8) #8, !dbg !204
    #dbg_value(ptr %58, !193, !DIExpression(), !201)
  %59 = icmp eq ptr %58, null, !dbg !205
  br i1 %59, label %80, label %61, !dbg !207

60:                                               ; preds = %77
  tail call void @free(ptr noundef %11) #10, !dbg !208
    #dbg_value(ptr %58, !47, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !89)
    #dbg_value(i64 %57, !47, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !89)
  br label %80, !dbg !209

61:                                               ; preds = %56, %77
  %62 = phi i64 [ %78, %77 ], [ 0, %56 ]
    #dbg_value(i64 %62, !194, !DIExpression(), !210)
  %63 = getelementptr inbounds ptr, ptr %11, i64 %62, !dbg !211
  %64 = load ptr, ptr %63, align 8, !dbg !211, !tbaa !109
    #dbg_value(ptr %64, !196, !DIExpression(), !212)
  %65 = icmp eq ptr %64, null, !dbg !213
  br i1 %65, label %77, label %66, !dbg !213

66:                                               ; preds = %61, %66
  %67 = phi ptr [ %69, %66 ], [ %64, %61 ]
    #dbg_value(ptr %67, !196, !DIExpression(), !212)
  %68 = getelementptr inbounds i8, ptr %67, i64 16, !dbg !214
  %69 = load ptr, ptr %68, align 8, !dbg !214, !tbaa !215
    #dbg_value(ptr %69, !199, !DIExpression(), !216)
  %70 = getelementptr inbounds i8, ptr %67, i64 12, !dbg !217
  %71 = load i32, ptr %70, align 4, !dbg !217, !tbaa !162
  %72 = zext i32 %71 to i64, !dbg !218
  %73 = urem i64 %72, %57, !dbg !219
  %74 = getelementptr inbounds ptr, ptr %58, i64 %73, !dbg !220
  %75 = load ptr, ptr %74, align 8, !dbg !220, !tbaa !109
  store ptr %75, ptr %68, align 8, !dbg !221, !tbaa !215
  store ptr %67, ptr %74, align 8, !dbg !222, !tbaa !109
    #dbg_value(ptr %69, !196, !DIExpression(), !212)
  %76 = icmp eq ptr %69, null, !dbg !213
  br i1 %76, label %77, label %66, !dbg !213, !llvm.loop !223

77:                                               ; preds = %66, %61
  %78 = add nuw i64 %62, 1, !dbg !225
    #dbg_value(i64 %78, !194, !DIExpression(), !210)
  %79 = icmp eq i64 %78, %12, !dbg !226
  br i1 %79, label %60, label %61, !dbg !227, !llvm.loop !228

80:                                               ; preds = %60, %56, %51
  %81 = phi i64 [ %12, %56 ], [ %57, %60 ], [ %12, %51 ], !dbg !89
  %82 = phi ptr [ %11, %56 ], [ %58, %60 ], [ %11, %51 ], !dbg !89
    #dbg_value(ptr %82, !47, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !89)
    #dbg_value(i64 %81, !47, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !89)
  %83 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #11, !dbg !230
    #dbg_value(ptr %83, !119, !DIExpression(), !120)
  %84 = icmp eq ptr %83, null, !dbg !231
  br i1 %84, label %115, label %85, !dbg !233

85:                                               ; preds = %80
  %86 = tail call noalias ptr @strdup(ptr noundef nonnull readonly %15) #10, !dbg !234
  store ptr %86, ptr %83, align 8, !dbg !235, !tbaa !168
  %87 = getelementptr inbounds i8, ptr %83, i64 8, !dbg !236
  store i32 0, ptr %87, align 8, !dbg !237, !tbaa !238
    #dbg_value(ptr %15, !135, !DIExpression(), !239)
    #dbg_value(i32 -2128831035, !140, !DIExpression(), !239)
  %88 = load i8, ptr %15, align 1, !dbg !241, !tbaa !144
  %89 = icmp eq i8 %88, 0, !dbg !242
  br i1 %89, label %100, label %90, !dbg !242

90:                                               ; preds = %85, %90
  %91 = phi i8 [ %98, %90 ], [ %88, %85 ]
  %92 = phi i32 [ %97, %90 ], [ -2128831035, %85 ]
  %93 = phi ptr [ %94, %90 ], [ %15, %85 ]
    #dbg_value(i32 %92, !140, !DIExpression(), !239)
    #dbg_value(ptr %93, !135, !DIExpression(), !239)
  %94 = getelementptr inbounds i8, ptr %93, i64 1, !dbg !243
    #dbg_value(ptr %94, !135, !DIExpression(), !239)
  %95 = zext i8 %91 to i32, !dbg !244
  %96 = xor i32 %92, %95, !dbg !245
  %97 = mul i32 %96, 16777619, !dbg !246
    #dbg_value(i32 %97, !140, !DIExpression(), !239)
  %98 = load i8, ptr %94, align 1, !dbg !241, !tbaa !144
  %99 = icmp eq i8 %98, 0, !dbg !242
  br i1 %99, label %100, label %90, !dbg !242, !llvm.loop !247

100:                                              ; preds = %90, %85
  %101 = phi i32 [ -2128831035, %85 ], [ %97, %90 ], !dbg !239
  %102 = getelementptr inbounds i8, ptr %83, i64 12, !dbg !249
  store i32 %101, ptr %102, align 4, !dbg !250, !tbaa !162
  %103 = zext i32 %101 to i64, !dbg !251
  %104 = urem i64 %103, %81, !dbg !252
  %105 = getelementptr inbounds ptr, ptr %82, i64 %104, !dbg !253
  %106 = load ptr, ptr %105, align 8, !dbg !253, !tbaa !109
  %107 = getelementptr inbounds i8, ptr %83, i64 16, !dbg !254
  store ptr %106, ptr %107, align 8, !dbg !255, !tbaa !215
  store ptr %83, ptr %105, align 8, !dbg !256, !tbaa !109
    #dbg_value(i64 %52, !47, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !89)
  br label %108, !dbg !257

108:                                              ; preds = %48, %100
  %109 = phi i32 [ %50, %48 ], [ 0, %100 ], !dbg !177
  %110 = phi i64 [ %13, %48 ], [ %52, %100 ]
  %111 = phi i64 [ %12, %48 ], [ %81, %100 ]
  %112 = phi ptr [ %11, %48 ], [ %82, %100 ]
  %113 = phi ptr [ %49, %48 ], [ %87, %100 ]
    #dbg_value(ptr %112, !47, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !89)
    #dbg_value(i64 %111, !47, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !89)
    #dbg_value(i64 %110, !47, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !89)
    #dbg_value(ptr %113, !71, !DIExpression(), !258)
  %114 = add nsw i32 %109, 1, !dbg !177
  store i32 %114, ptr %113, align 4, !dbg !177, !tbaa !179
  br label %115, !dbg !177

115:                                              ; preds = %80, %108
  %116 = phi ptr [ %112, %108 ], [ %82, %80 ]
  %117 = phi i64 [ %111, %108 ], [ %81, %80 ]
  %118 = phi i64 [ %110, %108 ], [ %13, %80 ]
  %119 = add nuw nsw i64 %10, 1, !dbg !259
    #dbg_value(ptr %116, !47, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !89)
    #dbg_value(i64 %117, !47, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !89)
    #dbg_value(i64 %118, !47, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !89)
    #dbg_value(i64 %119, !69, !DIExpression(), !107)
  %120 = icmp eq i64 %119, 12, !dbg !260
  br i1 %120, label %5, label %9, !dbg !261, !llvm.loop !262

121:                                              ; preds = %183, %5
  %122 = phi i64 [ %118, %5 ], [ %184, %183 ], !dbg !264
    #dbg_value(i32 poison, !140, !DIExpression(), !265)
    #dbg_value(ptr poison, !135, !DIExpression(), !265)
    #dbg_value(i32 280767167, !130, !DIExpression(), !268)
  %123 = urem i64 280767167, %117, !dbg !269
  %124 = getelementptr inbounds ptr, ptr %116, i64 %123, !dbg !270
    #dbg_value(ptr poison, !131, !DIExpression(), !271)
  %125 = load ptr, ptr %124, align 8, !dbg !272, !tbaa !109
  %126 = icmp eq ptr %125, null, !dbg !273
  br i1 %126, label %190, label %127, !dbg !273

127:                                              ; preds = %121, %136
  %128 = phi ptr [ %138, %136 ], [ %125, %121 ]
  %129 = getelementptr inbounds i8, ptr %128, i64 12, !dbg !274
  %130 = load i32, ptr %129, align 4, !dbg !274, !tbaa !162
  %131 = icmp eq i32 %130, 280767167, !dbg !275
  br i1 %131, label %132, label %136, !dbg !276

132:                                              ; preds = %127
  %133 = load ptr, ptr %128, align 8, !dbg !277, !tbaa !168
  %134 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %133, ptr noundef nonnull readonly dereferenceable(6) @.str) #9, !dbg !278
  %135 = icmp eq i32 %134, 0, !dbg !279
  br i1 %135, label %187, label %136, !dbg !280

136:                                              ; preds = %132, %127
  %137 = getelementptr inbounds i8, ptr %128, i64 16, !dbg !281
    #dbg_value(ptr poison, !131, !DIExpression(), !271)
  %138 = load ptr, ptr %137, align 8, !dbg !272, !tbaa !109
    #dbg_value(ptr %138, !131, !DIExpression(), !271)
  %139 = icmp eq ptr %138, null, !dbg !273
  br i1 %139, label %190, label %127, !dbg !273, !llvm.loop !282

140:                                              ; preds = %7, %183
  %141 = phi i64 [ 1, %7 ], [ %185, %183 ]
  %142 = phi i64 [ %118, %7 ], [ %184, %183 ]
    #dbg_value(i64 %141, !75, !DIExpression(), !103)
    #dbg_value(i64 %142, !47, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !89)
  %143 = getelementptr inbounds ptr, ptr %1, i64 %141, !dbg !284
  %144 = load ptr, ptr %143, align 8, !dbg !284, !tbaa !109
    #dbg_value(ptr undef, !285, !DIExpression(), !297)
    #dbg_value(ptr %144, !290, !DIExpression(), !297)
    #dbg_value(ptr %144, !135, !DIExpression(), !299)
    #dbg_value(i32 -2128831035, !140, !DIExpression(), !299)
  %145 = load i8, ptr %144, align 1, !dbg !301, !tbaa !144
  %146 = icmp eq i8 %145, 0, !dbg !302
  br i1 %146, label %157, label %147, !dbg !302

147:                                              ; preds = %140, %147
  %148 = phi i8 [ %155, %147 ], [ %145, %140 ]
  %149 = phi i32 [ %154, %147 ], [ -2128831035, %140 ]
  %150 = phi ptr [ %151, %147 ], [ %144, %140 ]
    #dbg_value(i32 %149, !140, !DIExpression(), !299)
    #dbg_value(ptr %150, !135, !DIExpression(), !299)
  %151 = getelementptr inbounds i8, ptr %150, i64 1, !dbg !303
    #dbg_value(ptr %151, !135, !DIExpression(), !299)
  %152 = zext i8 %148 to i32, !dbg !304
  %153 = xor i32 %149, %152, !dbg !305
  %154 = mul i32 %153, 16777619, !dbg !306
    #dbg_value(i32 %154, !140, !DIExpression(), !299)
  %155 = load i8, ptr %151, align 1, !dbg !301, !tbaa !144
  %156 = icmp eq i8 %155, 0, !dbg !302
  br i1 %156, label %157, label %147, !dbg !302, !llvm.loop !307

157:                                              ; preds = %147, %140
  %158 = phi i32 [ -2128831035, %140 ], [ %154, %147 ], !dbg !299
    #dbg_value(i32 %158, !291, !DIExpression(), !297)
  %159 = zext i32 %158 to i64, !dbg !309
  %160 = urem i64 %159, %117, !dbg !310
  %161 = getelementptr inbounds ptr, ptr %116, i64 %160, !dbg !311
    #dbg_value(ptr %161, !292, !DIExpression(), !312)
  %162 = load ptr, ptr %161, align 8, !dbg !313, !tbaa !109
  %163 = icmp eq ptr %162, null, !dbg !314
  br i1 %163, label %183, label %164, !dbg !314

164:                                              ; preds = %157, %179
  %165 = phi ptr [ %181, %179 ], [ %162, %157 ]
  %166 = phi ptr [ %180, %179 ], [ %161, %157 ]
    #dbg_value(ptr %166, !292, !DIExpression(), !312)
    #dbg_value(ptr %165, !294, !DIExpression(), !315)
  %167 = getelementptr inbounds i8, ptr %165, i64 12, !dbg !316
  %168 = load i32, ptr %167, align 4, !dbg !316, !tbaa !162
  %169 = icmp eq i32 %168, %158, !dbg !318
  br i1 %169, label %170, label %179, !dbg !319

170:                                              ; preds = %164
  %171 = load ptr, ptr %165, align 8, !dbg !320, !tbaa !168
  %172 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %171, ptr noundef nonnull readonly dereferenceable(1) %144) #9, !dbg !321
  %173 = icmp eq i32 %172, 0, !dbg !322
  br i1 %173, label %174, label %179, !dbg !323

174:                                              ; preds = %170
  %175 = getelementptr inbounds i8, ptr %165, i64 16, !dbg !324
  %176 = load ptr, ptr %175, align 8, !dbg !324, !tbaa !215
  store ptr %176, ptr %166, align 8, !dbg !326, !tbaa !109
  %177 = load ptr, ptr %165, align 8, !dbg !327, !tbaa !168
  tail call void @free(ptr noundef %177) #10, !dbg !328
  tail call void @free(ptr noundef nonnull %165) #10, !dbg !329
  %178 = add i64 %142, -1, !dbg !330
    #dbg_value(i64 %178, !47, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !89)
  br label %183

179:                                              ; preds = %170, %164
  %180 = getelementptr inbounds i8, ptr %165, i64 16, !dbg !331
    #dbg_value(ptr %180, !292, !DIExpression(), !312)
  %181 = load ptr, ptr %180, align 8, !dbg !313, !tbaa !109
  %182 = icmp eq ptr %181, null, !dbg !314
  br i1 %182, label %183, label %164, !dbg !314, !llvm.loop !332

183:                                              ; preds = %179, %157, %174
  %184 = phi i64 [ %142, %157 ], [ %178, %174 ], [ %142, %179 ], !dbg !89
    #dbg_value(i64 %184, !47, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !89)
  %185 = add nuw nsw i64 %141, 1, !dbg !334
    #dbg_value(i64 %185, !75, !DIExpression(), !103)
  %186 = icmp eq i64 %185, %8, !dbg !104
  br i1 %186, label %121, label %140, !dbg !106, !llvm.loop !335

187:                                              ; preds = %132
    #dbg_value(ptr %128, !77, !DIExpression(), !89)
  %188 = getelementptr inbounds i8, ptr %128, i64 8, !dbg !337
  %189 = load i32, ptr %188, align 8, !dbg !337, !tbaa !238
  br label %190, !dbg !338

190:                                              ; preds = %136, %121, %187
  %191 = phi i32 [ %189, %187 ], [ 0, %121 ], [ 0, %136 ], !dbg !338
  %192 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %122, i64 noundef %117, i32 noundef %191), !dbg !339
    #dbg_value(ptr undef, !340, !DIExpression(), !349)
    #dbg_value(i64 0, !343, !DIExpression(), !351)
  %193 = tail call i64 @llvm.umax.i64(i64 %117, i64 1), !dbg !352
  br label %194, !dbg !352

194:                                              ; preds = %190, %199
  %195 = phi i64 [ %200, %199 ], [ 0, %190 ]
    #dbg_value(i64 %195, !343, !DIExpression(), !351)
  %196 = getelementptr inbounds ptr, ptr %116, i64 %195, !dbg !353
  %197 = load ptr, ptr %196, align 8, !dbg !353, !tbaa !109
    #dbg_value(ptr %197, !345, !DIExpression(), !354)
  %198 = icmp eq ptr %197, null, !dbg !355
  br i1 %198, label %199, label %202, !dbg !355

199:                                              ; preds = %202, %194
  %200 = add nuw i64 %195, 1, !dbg !356
    #dbg_value(i64 %200, !343, !DIExpression(), !351)
  %201 = icmp eq i64 %200, %193, !dbg !357
  br i1 %201, label %208, label %194, !dbg !352, !llvm.loop !358

202:                                              ; preds = %194, %202
  %203 = phi ptr [ %205, %202 ], [ %197, %194 ]
    #dbg_value(ptr %203, !345, !DIExpression(), !354)
  %204 = getelementptr inbounds i8, ptr %203, i64 16, !dbg !360
  %205 = load ptr, ptr %204, align 8, !dbg !360, !tbaa !215
    #dbg_value(ptr %205, !348, !DIExpression(), !354)
  %206 = load ptr, ptr %203, align 8, !dbg !363, !tbaa !168
  tail call void @free(ptr noundef %206) #10, !dbg !364
  tail call void @free(ptr noundef nonnull %203) #10, !dbg !365
    #dbg_value(ptr %205, !345, !DIExpression(), !354)
  %207 = icmp eq ptr %205, null, !dbg !355
  br i1 %207, label %199, label %202, !dbg !355, !llvm.loop !366

208:                                              ; preds = %199
  tail call void @free(ptr noundef %116) #10, !dbg !368
  br label %209

209:                                              ; preds = %2, %208
  %210 = phi i32 [ 0, %208 ], [ 1, %2 ], !dbg !89
  ret i32 %210, !dbg !369
}

; Function Attrs: nofree nounwind
declare !dbg !370 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !375 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !380 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !383 noalias ptr @strdup(ptr nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !387 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !390 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind allocsize(0,1) }
attributes #9 = { nounwind willreturn memory(read) }
attributes #10 = { nounwind }
attributes #11 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!81, !82, !83, !84, !85, !86, !87}
!llvm.ident = !{!88}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "words", scope: !2, file: !3, line: 114, type: !78, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 112, type: !4, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !44)
!3 = !DIFile(filename: "hashtable.c", directory: ".", checksumkind: CSK_MD5, checksum: "81b3a0cf6ba352eb11cda3dd1ad7ff76")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !6, !7}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !11, globals: !13, splitDebugInlining: false, nameTableKind: None)
!11 = !{!12}
!12 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!13 = !{!14, !19, !24, !29, !31, !33, !35, !37, !0, !39}
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !3, line: 114, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 48, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 6)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 114, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 40, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 5)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 114, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 32, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 4)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 114, type: !21, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 115, type: !21, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 115, type: !21, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 115, type: !21, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 115, type: !21, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 127, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 96, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 12)
!44 = !{!45, !46, !47, !69, !71, !75, !77}
!45 = !DILocalVariable(name: "argc", arg: 1, scope: !2, file: !3, line: 112, type: !6)
!46 = !DILocalVariable(name: "argv", arg: 2, scope: !2, file: !3, line: 112, type: !7)
!47 = !DILocalVariable(name: "t", scope: !2, file: !3, line: 116, type: !48)
!48 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "table", file: !3, line: 16, size: 192, elements: !49)
!49 = !{!50, !64, !68}
!50 = !DIDerivedType(tag: DW_TAG_member, name: "buckets", scope: !48, file: !3, line: 17, baseType: !51, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!53 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "entry", file: !3, line: 9, size: 192, elements: !54)
!54 = !{!55, !56, !57, !63}
!55 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !53, file: !3, line: 10, baseType: !8, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !53, file: !3, line: 11, baseType: !6, size: 32, offset: 64)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !53, file: !3, line: 12, baseType: !58, size: 32, offset: 96)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !59, line: 26, baseType: !60)
!59 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !61, line: 42, baseType: !62)
!61 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!62 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !53, file: !3, line: 13, baseType: !52, size: 64, offset: 128)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "nbuckets", scope: !48, file: !3, line: 18, baseType: !65, size: 64, offset: 64)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !66, line: 18, baseType: !67)
!66 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!67 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !48, file: !3, line: 18, baseType: !65, size: 64, offset: 128)
!69 = !DILocalVariable(name: "i", scope: !70, file: !3, line: 119, type: !65)
!70 = distinct !DILexicalBlock(scope: !2, file: !3, line: 119, column: 2)
!71 = !DILocalVariable(name: "v", scope: !72, file: !3, line: 120, type: !74)
!72 = distinct !DILexicalBlock(scope: !73, file: !3, line: 119, column: 60)
!73 = distinct !DILexicalBlock(scope: !70, file: !3, line: 119, column: 2)
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!75 = !DILocalVariable(name: "i", scope: !76, file: !3, line: 124, type: !6)
!76 = distinct !DILexicalBlock(scope: !2, file: !3, line: 124, column: 2)
!77 = !DILocalVariable(name: "e", scope: !2, file: !3, line: 126, type: !52)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !79, size: 768, elements: !42)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!81 = !{i32 7, !"Dwarf Version", i32 5}
!82 = !{i32 2, !"Debug Info Version", i32 3}
!83 = !{i32 1, !"wchar_size", i32 4}
!84 = !{i32 8, !"PIC Level", i32 2}
!85 = !{i32 7, !"PIE Level", i32 2}
!86 = !{i32 7, !"uwtable", i32 2}
!87 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!88 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!89 = !DILocation(line: 0, scope: !2)
!90 = !DILocalVariable(name: "t", arg: 1, scope: !91, file: !3, line: 29, type: !94)
!91 = distinct !DISubprogram(name: "table_init", scope: !3, file: !3, line: 29, type: !92, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !95)
!92 = !DISubroutineType(types: !93)
!93 = !{!6, !94, !65}
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!95 = !{!90, !96}
!96 = !DILocalVariable(name: "n", arg: 2, scope: !91, file: !3, line: 29, type: !65)
!97 = !DILocation(line: 0, scope: !91, inlinedAt: !98)
!98 = distinct !DILocation(line: 117, column: 6, scope: !99)
!99 = distinct !DILexicalBlock(scope: !2, file: !3, line: 117, column: 6)
!100 = !DILocation(line: 31, column: 15, scope: !91, inlinedAt: !98)
!101 = !DILocation(line: 32, column: 16, scope: !91, inlinedAt: !98)
!102 = !DILocation(line: 117, column: 6, scope: !2)
!103 = !DILocation(line: 0, scope: !76)
!104 = !DILocation(line: 124, column: 20, scope: !105)
!105 = distinct !DILexicalBlock(scope: !76, file: !3, line: 124, column: 2)
!106 = !DILocation(line: 124, column: 2, scope: !76)
!107 = !DILocation(line: 0, scope: !70)
!108 = !DILocation(line: 120, column: 26, scope: !72)
!109 = !{!110, !110, i64 0}
!110 = !{!"any pointer", !111, i64 0}
!111 = !{!"omnipotent char", !112, i64 0}
!112 = !{!"Simple C/C++ TBAA"}
!113 = !DILocalVariable(name: "t", arg: 1, scope: !114, file: !3, line: 66, type: !94)
!114 = distinct !DISubprogram(name: "table_put", scope: !3, file: !3, line: 66, type: !115, scopeLine: 67, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !117)
!115 = !DISubroutineType(types: !116)
!116 = !{!74, !94, !79}
!117 = !{!113, !118, !119}
!118 = !DILocalVariable(name: "key", arg: 2, scope: !114, file: !3, line: 66, type: !79)
!119 = !DILocalVariable(name: "e", scope: !114, file: !3, line: 68, type: !52)
!120 = !DILocation(line: 0, scope: !114, inlinedAt: !121)
!121 = distinct !DILocation(line: 120, column: 12, scope: !72)
!122 = !DILocalVariable(name: "t", arg: 1, scope: !123, file: !3, line: 57, type: !126)
!123 = distinct !DISubprogram(name: "table_find", scope: !3, file: !3, line: 57, type: !124, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !128)
!124 = !DISubroutineType(types: !125)
!125 = !{!52, !126, !79}
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !127, size: 64)
!127 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !48)
!128 = !{!122, !129, !130, !131}
!129 = !DILocalVariable(name: "key", arg: 2, scope: !123, file: !3, line: 57, type: !79)
!130 = !DILocalVariable(name: "h", scope: !123, file: !3, line: 59, type: !58)
!131 = !DILocalVariable(name: "e", scope: !132, file: !3, line: 60, type: !52)
!132 = distinct !DILexicalBlock(scope: !123, file: !3, line: 60, column: 2)
!133 = !DILocation(line: 0, scope: !123, inlinedAt: !134)
!134 = distinct !DILocation(line: 68, column: 20, scope: !114, inlinedAt: !121)
!135 = !DILocalVariable(name: "s", arg: 1, scope: !136, file: !3, line: 21, type: !79)
!136 = distinct !DISubprogram(name: "fnv1a", scope: !3, file: !3, line: 21, type: !137, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !139)
!137 = !DISubroutineType(types: !138)
!138 = !{!58, !79}
!139 = !{!135, !140}
!140 = !DILocalVariable(name: "h", scope: !136, file: !3, line: 23, type: !58)
!141 = !DILocation(line: 0, scope: !136, inlinedAt: !142)
!142 = distinct !DILocation(line: 59, column: 15, scope: !123, inlinedAt: !134)
!143 = !DILocation(line: 24, column: 9, scope: !136, inlinedAt: !142)
!144 = !{!111, !111, i64 0}
!145 = !DILocation(line: 24, column: 2, scope: !136, inlinedAt: !142)
!146 = !DILocation(line: 25, column: 29, scope: !136, inlinedAt: !142)
!147 = !DILocation(line: 25, column: 12, scope: !136, inlinedAt: !142)
!148 = !DILocation(line: 25, column: 10, scope: !136, inlinedAt: !142)
!149 = !DILocation(line: 25, column: 33, scope: !136, inlinedAt: !142)
!150 = distinct !{!150, !145, !151, !152}
!151 = !DILocation(line: 25, column: 35, scope: !136, inlinedAt: !142)
!152 = !{!"llvm.loop.mustprogress"}
!153 = !DILocation(line: 60, column: 36, scope: !132, inlinedAt: !134)
!154 = !DILocation(line: 60, column: 38, scope: !132, inlinedAt: !134)
!155 = !DILocation(line: 60, column: 25, scope: !132, inlinedAt: !134)
!156 = !DILocation(line: 0, scope: !132, inlinedAt: !134)
!157 = !DILocation(line: 60, scope: !132, inlinedAt: !134)
!158 = !DILocation(line: 60, column: 2, scope: !132, inlinedAt: !134)
!159 = !DILocation(line: 61, column: 10, scope: !160, inlinedAt: !134)
!160 = distinct !DILexicalBlock(scope: !161, file: !3, line: 61, column: 7)
!161 = distinct !DILexicalBlock(scope: !132, file: !3, line: 60, column: 2)
!162 = !{!163, !164, i64 12}
!163 = !{!"entry", !110, i64 0, !164, i64 8, !164, i64 12, !110, i64 16}
!164 = !{!"int", !111, i64 0}
!165 = !DILocation(line: 61, column: 15, scope: !160, inlinedAt: !134)
!166 = !DILocation(line: 61, column: 20, scope: !160, inlinedAt: !134)
!167 = !DILocation(line: 61, column: 33, scope: !160, inlinedAt: !134)
!168 = !{!163, !110, i64 0}
!169 = !DILocation(line: 61, column: 23, scope: !160, inlinedAt: !134)
!170 = !DILocation(line: 61, column: 43, scope: !160, inlinedAt: !134)
!171 = !DILocation(line: 61, column: 7, scope: !161, inlinedAt: !134)
!172 = !DILocation(line: 60, column: 64, scope: !161, inlinedAt: !134)
!173 = distinct !{!173, !158, !174, !152}
!174 = !DILocation(line: 62, column: 11, scope: !132, inlinedAt: !134)
!175 = !DILocation(line: 70, column: 14, scope: !176, inlinedAt: !121)
!176 = distinct !DILexicalBlock(scope: !114, file: !3, line: 69, column: 6)
!177 = !DILocation(line: 122, column: 4, scope: !178)
!178 = distinct !DILexicalBlock(scope: !72, file: !3, line: 121, column: 7)
!179 = !{!164, !164, i64 0}
!180 = !DILocation(line: 70, column: 3, scope: !176, inlinedAt: !121)
!181 = !DILocation(line: 71, column: 15, scope: !182, inlinedAt: !121)
!182 = distinct !DILexicalBlock(scope: !114, file: !3, line: 71, column: 6)
!183 = !DILocation(line: 71, column: 33, scope: !182, inlinedAt: !121)
!184 = !DILocation(line: 71, column: 37, scope: !182, inlinedAt: !121)
!185 = !DILocation(line: 71, column: 19, scope: !182, inlinedAt: !121)
!186 = !DILocation(line: 71, column: 6, scope: !114, inlinedAt: !121)
!187 = !DILocalVariable(name: "t", arg: 1, scope: !188, file: !3, line: 37, type: !94)
!188 = distinct !DISubprogram(name: "table_grow", scope: !3, file: !3, line: 37, type: !189, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !191)
!189 = !DISubroutineType(types: !190)
!190 = !{null, !94}
!191 = !{!187, !192, !193, !194, !196, !199}
!192 = !DILocalVariable(name: "n", scope: !188, file: !3, line: 39, type: !65)
!193 = !DILocalVariable(name: "b", scope: !188, file: !3, line: 40, type: !51)
!194 = !DILocalVariable(name: "i", scope: !195, file: !3, line: 43, type: !65)
!195 = distinct !DILexicalBlock(scope: !188, file: !3, line: 43, column: 2)
!196 = !DILocalVariable(name: "e", scope: !197, file: !3, line: 44, type: !52)
!197 = distinct !DILexicalBlock(scope: !198, file: !3, line: 43, column: 43)
!198 = distinct !DILexicalBlock(scope: !195, file: !3, line: 43, column: 2)
!199 = !DILocalVariable(name: "next", scope: !200, file: !3, line: 46, type: !52)
!200 = distinct !DILexicalBlock(scope: !197, file: !3, line: 45, column: 13)
!201 = !DILocation(line: 0, scope: !188, inlinedAt: !202)
!202 = distinct !DILocation(line: 72, column: 3, scope: !182, inlinedAt: !121)
!203 = !DILocation(line: 39, column: 25, scope: !188, inlinedAt: !202)
!204 = !DILocation(line: 40, column: 21, scope: !188, inlinedAt: !202)
!205 = !DILocation(line: 41, column: 7, scope: !206, inlinedAt: !202)
!206 = distinct !DILexicalBlock(scope: !188, file: !3, line: 41, column: 6)
!207 = !DILocation(line: 41, column: 6, scope: !188, inlinedAt: !202)
!208 = !DILocation(line: 52, column: 2, scope: !188, inlinedAt: !202)
!209 = !DILocation(line: 55, column: 1, scope: !188, inlinedAt: !202)
!210 = !DILocation(line: 0, scope: !195, inlinedAt: !202)
!211 = !DILocation(line: 44, column: 21, scope: !197, inlinedAt: !202)
!212 = !DILocation(line: 0, scope: !197, inlinedAt: !202)
!213 = !DILocation(line: 45, column: 3, scope: !197, inlinedAt: !202)
!214 = !DILocation(line: 46, column: 28, scope: !200, inlinedAt: !202)
!215 = !{!163, !110, i64 16}
!216 = !DILocation(line: 0, scope: !200, inlinedAt: !202)
!217 = !DILocation(line: 47, column: 19, scope: !200, inlinedAt: !202)
!218 = !DILocation(line: 47, column: 16, scope: !200, inlinedAt: !202)
!219 = !DILocation(line: 47, column: 24, scope: !200, inlinedAt: !202)
!220 = !DILocation(line: 47, column: 14, scope: !200, inlinedAt: !202)
!221 = !DILocation(line: 47, column: 12, scope: !200, inlinedAt: !202)
!222 = !DILocation(line: 48, column: 19, scope: !200, inlinedAt: !202)
!223 = distinct !{!223, !213, !224, !152}
!224 = !DILocation(line: 50, column: 3, scope: !197, inlinedAt: !202)
!225 = !DILocation(line: 43, column: 39, scope: !198, inlinedAt: !202)
!226 = !DILocation(line: 43, column: 23, scope: !198, inlinedAt: !202)
!227 = !DILocation(line: 43, column: 2, scope: !195, inlinedAt: !202)
!228 = distinct !{!228, !227, !229, !152}
!229 = !DILocation(line: 51, column: 2, scope: !195, inlinedAt: !202)
!230 = !DILocation(line: 73, column: 6, scope: !114, inlinedAt: !121)
!231 = !DILocation(line: 74, column: 7, scope: !232, inlinedAt: !121)
!232 = distinct !DILexicalBlock(scope: !114, file: !3, line: 74, column: 6)
!233 = !DILocation(line: 74, column: 6, scope: !114, inlinedAt: !121)
!234 = !DILocation(line: 76, column: 11, scope: !114, inlinedAt: !121)
!235 = !DILocation(line: 76, column: 9, scope: !114, inlinedAt: !121)
!236 = !DILocation(line: 77, column: 5, scope: !114, inlinedAt: !121)
!237 = !DILocation(line: 77, column: 11, scope: !114, inlinedAt: !121)
!238 = !{!163, !164, i64 8}
!239 = !DILocation(line: 0, scope: !136, inlinedAt: !240)
!240 = distinct !DILocation(line: 78, column: 12, scope: !114, inlinedAt: !121)
!241 = !DILocation(line: 24, column: 9, scope: !136, inlinedAt: !240)
!242 = !DILocation(line: 24, column: 2, scope: !136, inlinedAt: !240)
!243 = !DILocation(line: 25, column: 29, scope: !136, inlinedAt: !240)
!244 = !DILocation(line: 25, column: 12, scope: !136, inlinedAt: !240)
!245 = !DILocation(line: 25, column: 10, scope: !136, inlinedAt: !240)
!246 = !DILocation(line: 25, column: 33, scope: !136, inlinedAt: !240)
!247 = distinct !{!247, !242, !248, !152}
!248 = !DILocation(line: 25, column: 35, scope: !136, inlinedAt: !240)
!249 = !DILocation(line: 78, column: 5, scope: !114, inlinedAt: !121)
!250 = !DILocation(line: 78, column: 10, scope: !114, inlinedAt: !121)
!251 = !DILocation(line: 79, column: 23, scope: !114, inlinedAt: !121)
!252 = !DILocation(line: 79, column: 31, scope: !114, inlinedAt: !121)
!253 = !DILocation(line: 79, column: 12, scope: !114, inlinedAt: !121)
!254 = !DILocation(line: 79, column: 5, scope: !114, inlinedAt: !121)
!255 = !DILocation(line: 79, column: 10, scope: !114, inlinedAt: !121)
!256 = !DILocation(line: 80, column: 36, scope: !114, inlinedAt: !121)
!257 = !DILocation(line: 82, column: 2, scope: !114, inlinedAt: !121)
!258 = !DILocation(line: 0, scope: !72)
!259 = !DILocation(line: 119, column: 56, scope: !73)
!260 = !DILocation(line: 119, column: 23, scope: !73)
!261 = !DILocation(line: 119, column: 2, scope: !70)
!262 = distinct !{!262, !261, !263, !152}
!263 = !DILocation(line: 123, column: 2, scope: !70)
!264 = !DILocation(line: 33, column: 11, scope: !91, inlinedAt: !98)
!265 = !DILocation(line: 0, scope: !136, inlinedAt: !266)
!266 = distinct !DILocation(line: 59, column: 15, scope: !123, inlinedAt: !267)
!267 = distinct !DILocation(line: 126, column: 20, scope: !2)
!268 = !DILocation(line: 0, scope: !123, inlinedAt: !267)
!269 = !DILocation(line: 60, column: 38, scope: !132, inlinedAt: !267)
!270 = !DILocation(line: 60, column: 25, scope: !132, inlinedAt: !267)
!271 = !DILocation(line: 0, scope: !132, inlinedAt: !267)
!272 = !DILocation(line: 60, scope: !132, inlinedAt: !267)
!273 = !DILocation(line: 60, column: 2, scope: !132, inlinedAt: !267)
!274 = !DILocation(line: 61, column: 10, scope: !160, inlinedAt: !267)
!275 = !DILocation(line: 61, column: 15, scope: !160, inlinedAt: !267)
!276 = !DILocation(line: 61, column: 20, scope: !160, inlinedAt: !267)
!277 = !DILocation(line: 61, column: 33, scope: !160, inlinedAt: !267)
!278 = !DILocation(line: 61, column: 23, scope: !160, inlinedAt: !267)
!279 = !DILocation(line: 61, column: 43, scope: !160, inlinedAt: !267)
!280 = !DILocation(line: 61, column: 7, scope: !161, inlinedAt: !267)
!281 = !DILocation(line: 60, column: 64, scope: !161, inlinedAt: !267)
!282 = distinct !{!282, !273, !283, !152}
!283 = !DILocation(line: 62, column: 11, scope: !132, inlinedAt: !267)
!284 = !DILocation(line: 125, column: 20, scope: !105)
!285 = !DILocalVariable(name: "t", arg: 1, scope: !286, file: !3, line: 85, type: !94)
!286 = distinct !DISubprogram(name: "table_delete", scope: !3, file: !3, line: 85, type: !287, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !289)
!287 = !DISubroutineType(types: !288)
!288 = !{!6, !94, !79}
!289 = !{!285, !290, !291, !292, !294}
!290 = !DILocalVariable(name: "key", arg: 2, scope: !286, file: !3, line: 85, type: !79)
!291 = !DILocalVariable(name: "h", scope: !286, file: !3, line: 87, type: !58)
!292 = !DILocalVariable(name: "pp", scope: !293, file: !3, line: 88, type: !51)
!293 = distinct !DILexicalBlock(scope: !286, file: !3, line: 88, column: 2)
!294 = !DILocalVariable(name: "e", scope: !295, file: !3, line: 89, type: !52)
!295 = distinct !DILexicalBlock(scope: !296, file: !3, line: 88, column: 81)
!296 = distinct !DILexicalBlock(scope: !293, file: !3, line: 88, column: 2)
!297 = !DILocation(line: 0, scope: !286, inlinedAt: !298)
!298 = distinct !DILocation(line: 125, column: 3, scope: !105)
!299 = !DILocation(line: 0, scope: !136, inlinedAt: !300)
!300 = distinct !DILocation(line: 87, column: 15, scope: !286, inlinedAt: !298)
!301 = !DILocation(line: 24, column: 9, scope: !136, inlinedAt: !300)
!302 = !DILocation(line: 24, column: 2, scope: !136, inlinedAt: !300)
!303 = !DILocation(line: 25, column: 29, scope: !136, inlinedAt: !300)
!304 = !DILocation(line: 25, column: 12, scope: !136, inlinedAt: !300)
!305 = !DILocation(line: 25, column: 10, scope: !136, inlinedAt: !300)
!306 = !DILocation(line: 25, column: 33, scope: !136, inlinedAt: !300)
!307 = distinct !{!307, !302, !308, !152}
!308 = !DILocation(line: 25, column: 35, scope: !136, inlinedAt: !300)
!309 = !DILocation(line: 88, column: 39, scope: !293, inlinedAt: !298)
!310 = !DILocation(line: 88, column: 41, scope: !293, inlinedAt: !298)
!311 = !DILocation(line: 88, column: 28, scope: !293, inlinedAt: !298)
!312 = !DILocation(line: 0, scope: !293, inlinedAt: !298)
!313 = !DILocation(line: 88, column: 57, scope: !296, inlinedAt: !298)
!314 = !DILocation(line: 88, column: 2, scope: !293, inlinedAt: !298)
!315 = !DILocation(line: 0, scope: !295, inlinedAt: !298)
!316 = !DILocation(line: 90, column: 10, scope: !317, inlinedAt: !298)
!317 = distinct !DILexicalBlock(scope: !295, file: !3, line: 90, column: 7)
!318 = !DILocation(line: 90, column: 15, scope: !317, inlinedAt: !298)
!319 = !DILocation(line: 90, column: 20, scope: !317, inlinedAt: !298)
!320 = !DILocation(line: 90, column: 33, scope: !317, inlinedAt: !298)
!321 = !DILocation(line: 90, column: 23, scope: !317, inlinedAt: !298)
!322 = !DILocation(line: 90, column: 43, scope: !317, inlinedAt: !298)
!323 = !DILocation(line: 90, column: 7, scope: !295, inlinedAt: !298)
!324 = !DILocation(line: 91, column: 13, scope: !325, inlinedAt: !298)
!325 = distinct !DILexicalBlock(scope: !317, file: !3, line: 90, column: 49)
!326 = !DILocation(line: 91, column: 8, scope: !325, inlinedAt: !298)
!327 = !DILocation(line: 92, column: 12, scope: !325, inlinedAt: !298)
!328 = !DILocation(line: 92, column: 4, scope: !325, inlinedAt: !298)
!329 = !DILocation(line: 93, column: 4, scope: !325, inlinedAt: !298)
!330 = !DILocation(line: 94, column: 12, scope: !325, inlinedAt: !298)
!331 = !DILocation(line: 88, column: 75, scope: !296, inlinedAt: !298)
!332 = distinct !{!332, !314, !333, !152}
!333 = !DILocation(line: 97, column: 2, scope: !293, inlinedAt: !298)
!334 = !DILocation(line: 124, column: 29, scope: !105)
!335 = distinct !{!335, !106, !336, !152}
!336 = !DILocation(line: 125, column: 27, scope: !76)
!337 = !DILocation(line: 127, column: 53, scope: !2)
!338 = !DILocation(line: 127, column: 46, scope: !2)
!339 = !DILocation(line: 127, column: 2, scope: !2)
!340 = !DILocalVariable(name: "t", arg: 1, scope: !341, file: !3, line: 101, type: !94)
!341 = distinct !DISubprogram(name: "table_free", scope: !3, file: !3, line: 101, type: !189, scopeLine: 102, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !342)
!342 = !{!340, !343, !345, !348}
!343 = !DILocalVariable(name: "i", scope: !344, file: !3, line: 103, type: !65)
!344 = distinct !DILexicalBlock(scope: !341, file: !3, line: 103, column: 2)
!345 = !DILocalVariable(name: "e", scope: !346, file: !3, line: 104, type: !52)
!346 = distinct !DILexicalBlock(scope: !347, file: !3, line: 104, column: 3)
!347 = distinct !DILexicalBlock(scope: !344, file: !3, line: 103, column: 2)
!348 = !DILocalVariable(name: "next", scope: !346, file: !3, line: 104, type: !52)
!349 = !DILocation(line: 0, scope: !341, inlinedAt: !350)
!350 = distinct !DILocation(line: 128, column: 2, scope: !2)
!351 = !DILocation(line: 0, scope: !344, inlinedAt: !350)
!352 = !DILocation(line: 103, column: 2, scope: !344, inlinedAt: !350)
!353 = !DILocation(line: 104, column: 26, scope: !346, inlinedAt: !350)
!354 = !DILocation(line: 0, scope: !346, inlinedAt: !350)
!355 = !DILocation(line: 104, column: 3, scope: !346, inlinedAt: !350)
!356 = !DILocation(line: 103, column: 39, scope: !347, inlinedAt: !350)
!357 = !DILocation(line: 103, column: 23, scope: !347, inlinedAt: !350)
!358 = distinct !{!358, !352, !359, !152}
!359 = !DILocation(line: 108, column: 3, scope: !344, inlinedAt: !350)
!360 = !DILocation(line: 105, column: 14, scope: !361, inlinedAt: !350)
!361 = distinct !DILexicalBlock(scope: !362, file: !3, line: 104, column: 61)
!362 = distinct !DILexicalBlock(scope: !346, file: !3, line: 104, column: 3)
!363 = !DILocation(line: 106, column: 12, scope: !361, inlinedAt: !350)
!364 = !DILocation(line: 106, column: 4, scope: !361, inlinedAt: !350)
!365 = !DILocation(line: 107, column: 4, scope: !361, inlinedAt: !350)
!366 = distinct !{!366, !355, !367, !152}
!367 = !DILocation(line: 108, column: 3, scope: !346, inlinedAt: !350)
!368 = !DILocation(line: 109, column: 2, scope: !341, inlinedAt: !350)
!369 = !DILocation(line: 130, column: 1, scope: !2)
!370 = !DISubprogram(name: "printf", scope: !371, file: !371, line: 356, type: !372, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!371 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!372 = !DISubroutineType(types: !373)
!373 = !{!6, !374, null}
!374 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !79)
!375 = !DISubprogram(name: "calloc", scope: !376, file: !376, line: 556, type: !377, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!376 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!377 = !DISubroutineType(types: !378)
!378 = !{!379, !65, !65}
!379 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!380 = !DISubprogram(name: "malloc", scope: !376, file: !376, line: 553, type: !381, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!381 = !DISubroutineType(types: !382)
!382 = !{!379, !65}
!383 = !DISubprogram(name: "strdup", scope: !384, file: !384, line: 187, type: !385, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!384 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!385 = !DISubroutineType(types: !386)
!386 = !{!8, !79}
!387 = !DISubprogram(name: "free", scope: !376, file: !376, line: 568, type: !388, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!388 = !DISubroutineType(types: !389)
!389 = !{null, !379}
!390 = !DISubprogram(name: "strcmp", scope: !384, file: !384, line: 156, type: !391, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!391 = !DISubroutineType(types: !392)
!392 = !{!6, !79, !79}
