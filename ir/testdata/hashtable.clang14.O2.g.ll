; ModuleID = 'hashtable.c'
source_filename = "hashtable.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.table = type { %struct.entry**, i64, i64 }
%struct.entry = type { i8*, i32, i32, %struct.entry* }

@main.words = internal unnamed_addr constant [12 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i32 0, i32 0)], align 16, !dbg !0
@.str = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"pear\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"fig\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"kiwi\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"plum\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"lime\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"date\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"yuzu\00", align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"%zu %zu %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !2 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !15, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i8** %1, metadata !16, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata %struct.table* undef, metadata !61, metadata !DIExpression()) #7, !dbg !68
  call void @llvm.dbg.value(metadata i64 4, metadata !67, metadata !DIExpression()) #7, !dbg !68
  %3 = tail call noalias dereferenceable_or_null(32) i8* @calloc(i64 noundef 4, i64 noundef 8) #7, !dbg !71
  call void @llvm.dbg.value(metadata i8* %3, metadata !17, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !60
  %4 = icmp eq i8* %3, null, !dbg !72
  call void @llvm.dbg.value(metadata i64 undef, metadata !17, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !60
  call void @llvm.dbg.value(metadata i64 0, metadata !17, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !60
  br i1 %4, label %228, label %5, !dbg !73

5:                                                ; preds = %2
  %6 = bitcast i8* %3 to %struct.entry**, !dbg !74
  call void @llvm.dbg.value(metadata %struct.entry** %6, metadata !17, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !60
  br label %11, !dbg !75

7:                                                ; preds = %125
  call void @llvm.dbg.value(metadata i64 %128, metadata !17, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !60
  call void @llvm.dbg.value(metadata i32 1, metadata !45, metadata !DIExpression()), !dbg !76
  %8 = icmp sgt i32 %0, 1, !dbg !77
  br i1 %8, label %9, label %131, !dbg !79

9:                                                ; preds = %7
  %10 = zext i32 %0 to i64, !dbg !77
  br label %151, !dbg !79

11:                                               ; preds = %5, %125
  %12 = phi i64 [ %129, %125 ], [ 0, %5 ]
  %13 = phi %struct.entry** [ %126, %125 ], [ %6, %5 ]
  %14 = phi i64 [ %127, %125 ], [ 4, %5 ]
  %15 = phi i64 [ %128, %125 ], [ 0, %5 ]
  call void @llvm.dbg.value(metadata i64 %12, metadata !39, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata %struct.entry** %13, metadata !17, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !60
  call void @llvm.dbg.value(metadata i64 %14, metadata !17, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !60
  call void @llvm.dbg.value(metadata i64 %15, metadata !17, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !60
  %16 = getelementptr inbounds [12 x i8*], [12 x i8*]* @main.words, i64 0, i64 %12, !dbg !81
  %17 = load i8*, i8** %16, align 8, !dbg !81, !tbaa !82
  call void @llvm.dbg.value(metadata %struct.table* undef, metadata !86, metadata !DIExpression()) #7, !dbg !93
  call void @llvm.dbg.value(metadata i8* %17, metadata !91, metadata !DIExpression()) #7, !dbg !93
  call void @llvm.dbg.value(metadata %struct.table* undef, metadata !95, metadata !DIExpression()) #7, !dbg !106
  call void @llvm.dbg.value(metadata i8* %17, metadata !102, metadata !DIExpression()) #7, !dbg !106
  call void @llvm.dbg.value(metadata i8* %17, metadata !108, metadata !DIExpression()) #7, !dbg !114
  call void @llvm.dbg.value(metadata i32 -2128831035, metadata !113, metadata !DIExpression()) #7, !dbg !114
  %18 = load i8, i8* %17, align 1, !dbg !116, !tbaa !117
  %19 = icmp eq i8 %18, 0, !dbg !118
  br i1 %19, label %30, label %20, !dbg !118

20:                                               ; preds = %11, %20
  %21 = phi i8 [ %28, %20 ], [ %18, %11 ]
  %22 = phi i32 [ %27, %20 ], [ -2128831035, %11 ]
  %23 = phi i8* [ %24, %20 ], [ %17, %11 ]
  call void @llvm.dbg.value(metadata i32 %22, metadata !113, metadata !DIExpression()) #7, !dbg !114
  call void @llvm.dbg.value(metadata i8* %23, metadata !108, metadata !DIExpression()) #7, !dbg !114
  %24 = getelementptr inbounds i8, i8* %23, i64 1, !dbg !119
  call void @llvm.dbg.value(metadata i8* %24, metadata !108, metadata !DIExpression()) #7, !dbg !114
  %25 = zext i8 %21 to i32, !dbg !120
  %26 = xor i32 %22, %25, !dbg !121
  %27 = mul i32 %26, 16777619, !dbg !122
  call void @llvm.dbg.value(metadata i32 %27, metadata !113, metadata !DIExpression()) #7, !dbg !114
  %28 = load i8, i8* %24, align 1, !dbg !116, !tbaa !117
  %29 = icmp eq i8 %28, 0, !dbg !118
  br i1 %29, label %30, label %20, !dbg !118, !llvm.loop !123

30:                                               ; preds = %20, %11
  %31 = phi i32 [ -2128831035, %11 ], [ %27, %20 ], !dbg !114
  call void @llvm.dbg.value(metadata i32 %31, metadata !103, metadata !DIExpression()) #7, !dbg !106
  %32 = zext i32 %31 to i64, !dbg !126
  %33 = urem i64 %32, %14, !dbg !127
  %34 = getelementptr inbounds %struct.entry*, %struct.entry** %13, i64 %33, !dbg !128
  call void @llvm.dbg.value(metadata %struct.entry* undef, metadata !104, metadata !DIExpression()) #7, !dbg !129
  %35 = load %struct.entry*, %struct.entry** %34, align 8, !dbg !129, !tbaa !82
  call void @llvm.dbg.value(metadata %struct.entry* %35, metadata !104, metadata !DIExpression()) #7, !dbg !129
  %36 = icmp eq %struct.entry* %35, null, !dbg !130
  %37 = bitcast %struct.entry** %13 to i8*, !dbg !130
  br i1 %36, label %55, label %38, !dbg !130

38:                                               ; preds = %30, %48
  %39 = phi %struct.entry* [ %50, %48 ], [ %35, %30 ]
  %40 = getelementptr inbounds %struct.entry, %struct.entry* %39, i64 0, i32 2, !dbg !131
  %41 = load i32, i32* %40, align 4, !dbg !131, !tbaa !134
  %42 = icmp eq i32 %41, %31, !dbg !137
  br i1 %42, label %43, label %48, !dbg !138

43:                                               ; preds = %38
  %44 = getelementptr inbounds %struct.entry, %struct.entry* %39, i64 0, i32 0, !dbg !139
  %45 = load i8*, i8** %44, align 8, !dbg !139, !tbaa !140
  %46 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %45, i8* noundef nonnull dereferenceable(1) %17) #8, !dbg !141
  %47 = icmp eq i32 %46, 0, !dbg !142
  br i1 %47, label %52, label %48, !dbg !143

48:                                               ; preds = %43, %38
  %49 = getelementptr inbounds %struct.entry, %struct.entry* %39, i64 0, i32 3, !dbg !144
  call void @llvm.dbg.value(metadata %struct.entry* undef, metadata !104, metadata !DIExpression()) #7, !dbg !129
  %50 = load %struct.entry*, %struct.entry** %49, align 8, !dbg !129, !tbaa !82
  call void @llvm.dbg.value(metadata %struct.entry* %50, metadata !104, metadata !DIExpression()) #7, !dbg !129
  %51 = icmp eq %struct.entry* %50, null, !dbg !130
  br i1 %51, label %55, label %38, !dbg !130, !llvm.loop !145

52:                                               ; preds = %43
  call void @llvm.dbg.value(metadata %struct.entry* %39, metadata !92, metadata !DIExpression()) #7, !dbg !93
  %53 = getelementptr inbounds %struct.entry, %struct.entry* %39, i64 0, i32 1, !dbg !147
  %54 = load i32, i32* %53, align 4, !dbg !149, !tbaa !151
  br label %118, !dbg !152

55:                                               ; preds = %48, %30
  call void @llvm.dbg.value(metadata %struct.entry* %39, metadata !92, metadata !DIExpression()) #7, !dbg !93
  %56 = add i64 %15, 1, !dbg !153
  %57 = mul i64 %14, 3, !dbg !155
  %58 = lshr i64 %57, 2, !dbg !156
  %59 = icmp ugt i64 %56, %58, !dbg !157
  br i1 %59, label %60, label %87, !dbg !158

60:                                               ; preds = %55
  call void @llvm.dbg.value(metadata %struct.table* undef, metadata !159, metadata !DIExpression()) #7, !dbg !173
  %61 = shl i64 %14, 1, !dbg !175
  call void @llvm.dbg.value(metadata i64 %61, metadata !164, metadata !DIExpression()) #7, !dbg !173
  %62 = tail call noalias i8* @calloc(i64 noundef %61, i64 noundef 8) #7, !dbg !176
  %63 = bitcast i8* %62 to %struct.entry**, !dbg !176
  call void @llvm.dbg.value(metadata %struct.entry** %63, metadata !165, metadata !DIExpression()) #7, !dbg !173
  %64 = icmp eq i8* %62, null, !dbg !177
  br i1 %64, label %87, label %65, !dbg !179

65:                                               ; preds = %60
  call void @llvm.dbg.value(metadata i64 0, metadata !166, metadata !DIExpression()) #7, !dbg !180
  %66 = icmp eq i64 %14, 0, !dbg !181
  br i1 %66, label %67, label %68, !dbg !182

67:                                               ; preds = %84, %65
  tail call void @free(i8* noundef %37) #7, !dbg !183
  call void @llvm.dbg.value(metadata %struct.entry** %63, metadata !17, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !60
  call void @llvm.dbg.value(metadata i64 %61, metadata !17, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !60
  br label %87, !dbg !184

68:                                               ; preds = %65, %84
  %69 = phi i64 [ %85, %84 ], [ 0, %65 ]
  call void @llvm.dbg.value(metadata i64 %69, metadata !166, metadata !DIExpression()) #7, !dbg !180
  %70 = getelementptr inbounds %struct.entry*, %struct.entry** %13, i64 %69, !dbg !185
  %71 = load %struct.entry*, %struct.entry** %70, align 8, !dbg !185, !tbaa !82
  call void @llvm.dbg.value(metadata %struct.entry* %71, metadata !168, metadata !DIExpression()) #7, !dbg !186
  %72 = icmp eq %struct.entry* %71, null, !dbg !187
  br i1 %72, label %84, label %73, !dbg !187

73:                                               ; preds = %68, %73
  %74 = phi %struct.entry* [ %76, %73 ], [ %71, %68 ]
  call void @llvm.dbg.value(metadata %struct.entry* %74, metadata !168, metadata !DIExpression()) #7, !dbg !186
  %75 = getelementptr inbounds %struct.entry, %struct.entry* %74, i64 0, i32 3, !dbg !188
  %76 = load %struct.entry*, %struct.entry** %75, align 8, !dbg !188, !tbaa !189
  call void @llvm.dbg.value(metadata %struct.entry* %76, metadata !171, metadata !DIExpression()) #7, !dbg !190
  %77 = getelementptr inbounds %struct.entry, %struct.entry* %74, i64 0, i32 2, !dbg !191
  %78 = load i32, i32* %77, align 4, !dbg !191, !tbaa !134
  %79 = zext i32 %78 to i64, !dbg !192
  %80 = urem i64 %79, %61, !dbg !193
  %81 = getelementptr inbounds %struct.entry*, %struct.entry** %63, i64 %80, !dbg !194
  %82 = load %struct.entry*, %struct.entry** %81, align 8, !dbg !194, !tbaa !82
  store %struct.entry* %82, %struct.entry** %75, align 8, !dbg !195, !tbaa !189
  store %struct.entry* %74, %struct.entry** %81, align 8, !dbg !196, !tbaa !82
  call void @llvm.dbg.value(metadata %struct.entry* %76, metadata !168, metadata !DIExpression()) #7, !dbg !186
  %83 = icmp eq %struct.entry* %76, null, !dbg !187
  br i1 %83, label %84, label %73, !dbg !187, !llvm.loop !197

84:                                               ; preds = %73, %68
  %85 = add nuw i64 %69, 1, !dbg !199
  call void @llvm.dbg.value(metadata i64 %85, metadata !166, metadata !DIExpression()) #7, !dbg !180
  %86 = icmp eq i64 %85, %14, !dbg !181
  br i1 %86, label %67, label %68, !dbg !182, !llvm.loop !200

87:                                               ; preds = %67, %60, %55
  %88 = phi i64 [ %14, %60 ], [ %61, %67 ], [ %14, %55 ], !dbg !60
  %89 = phi %struct.entry** [ %13, %60 ], [ %63, %67 ], [ %13, %55 ], !dbg !60
  call void @llvm.dbg.value(metadata %struct.entry** %89, metadata !17, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !60
  call void @llvm.dbg.value(metadata i64 %88, metadata !17, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !60
  %90 = tail call noalias dereferenceable_or_null(24) i8* @malloc(i64 noundef 24) #7, !dbg !202
  %91 = bitcast i8* %90 to %struct.entry*, !dbg !202
  call void @llvm.dbg.value(metadata %struct.entry* %91, metadata !92, metadata !DIExpression()) #7, !dbg !93
  %92 = icmp eq i8* %90, null, !dbg !203
  br i1 %92, label %125, label %93, !dbg !205

93:                                               ; preds = %87
  %94 = tail call noalias i8* @strdup(i8* noundef nonnull %17) #7, !dbg !206
  %95 = getelementptr inbounds %struct.entry, %struct.entry* %91, i64 0, i32 0, !dbg !207
  store i8* %94, i8** %95, align 8, !dbg !208, !tbaa !140
  %96 = getelementptr inbounds %struct.entry, %struct.entry* %91, i64 0, i32 1, !dbg !209
  store i32 0, i32* %96, align 8, !dbg !210, !tbaa !211
  call void @llvm.dbg.value(metadata i8* %17, metadata !108, metadata !DIExpression()) #7, !dbg !212
  call void @llvm.dbg.value(metadata i32 -2128831035, metadata !113, metadata !DIExpression()) #7, !dbg !212
  %97 = load i8, i8* %17, align 1, !dbg !214, !tbaa !117
  %98 = icmp eq i8 %97, 0, !dbg !215
  br i1 %98, label %109, label %99, !dbg !215

99:                                               ; preds = %93, %99
  %100 = phi i8 [ %107, %99 ], [ %97, %93 ]
  %101 = phi i32 [ %106, %99 ], [ -2128831035, %93 ]
  %102 = phi i8* [ %103, %99 ], [ %17, %93 ]
  call void @llvm.dbg.value(metadata i32 %101, metadata !113, metadata !DIExpression()) #7, !dbg !212
  call void @llvm.dbg.value(metadata i8* %102, metadata !108, metadata !DIExpression()) #7, !dbg !212
  %103 = getelementptr inbounds i8, i8* %102, i64 1, !dbg !216
  call void @llvm.dbg.value(metadata i8* %103, metadata !108, metadata !DIExpression()) #7, !dbg !212
  %104 = zext i8 %100 to i32, !dbg !217
  %105 = xor i32 %101, %104, !dbg !218
  %106 = mul i32 %105, 16777619, !dbg !219
  call void @llvm.dbg.value(metadata i32 %106, metadata !113, metadata !DIExpression()) #7, !dbg !212
  %107 = load i8, i8* %103, align 1, !dbg !214, !tbaa !117
  %108 = icmp eq i8 %107, 0, !dbg !215
  br i1 %108, label %109, label %99, !dbg !215, !llvm.loop !220

109:                                              ; preds = %99, %93
  %110 = phi i32 [ -2128831035, %93 ], [ %106, %99 ], !dbg !212
  %111 = getelementptr inbounds %struct.entry, %struct.entry* %91, i64 0, i32 2, !dbg !222
  store i32 %110, i32* %111, align 4, !dbg !223, !tbaa !134
  %112 = zext i32 %110 to i64, !dbg !224
  %113 = urem i64 %112, %88, !dbg !225
  %114 = getelementptr inbounds %struct.entry*, %struct.entry** %89, i64 %113, !dbg !226
  %115 = load %struct.entry*, %struct.entry** %114, align 8, !dbg !226, !tbaa !82
  %116 = getelementptr inbounds %struct.entry, %struct.entry* %91, i64 0, i32 3, !dbg !227
  store %struct.entry* %115, %struct.entry** %116, align 8, !dbg !228, !tbaa !189
  %117 = bitcast %struct.entry** %114 to i8**, !dbg !229
  store i8* %90, i8** %117, align 8, !dbg !229, !tbaa !82
  call void @llvm.dbg.value(metadata i64 %56, metadata !17, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !60
  br label %118, !dbg !230

118:                                              ; preds = %52, %109
  %119 = phi i32 [ %54, %52 ], [ 0, %109 ], !dbg !149
  %120 = phi i64 [ %15, %52 ], [ %56, %109 ]
  %121 = phi i64 [ %14, %52 ], [ %88, %109 ]
  %122 = phi %struct.entry** [ %13, %52 ], [ %89, %109 ]
  %123 = phi i32* [ %53, %52 ], [ %96, %109 ]
  call void @llvm.dbg.value(metadata %struct.entry** undef, metadata !17, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !60
  call void @llvm.dbg.value(metadata i64 undef, metadata !17, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !60
  call void @llvm.dbg.value(metadata i64 undef, metadata !17, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !60
  call void @llvm.dbg.value(metadata i32* undef, metadata !41, metadata !DIExpression()), !dbg !231
  %124 = add nsw i32 %119, 1, !dbg !149
  store i32 %124, i32* %123, align 4, !dbg !149, !tbaa !151
  br label %125, !dbg !149

125:                                              ; preds = %87, %118
  %126 = phi %struct.entry** [ %122, %118 ], [ %89, %87 ]
  %127 = phi i64 [ %121, %118 ], [ %88, %87 ]
  %128 = phi i64 [ %120, %118 ], [ %15, %87 ]
  %129 = add nuw nsw i64 %12, 1, !dbg !232
  call void @llvm.dbg.value(metadata %struct.entry** %126, metadata !17, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !60
  call void @llvm.dbg.value(metadata i64 %127, metadata !17, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !60
  call void @llvm.dbg.value(metadata i64 %128, metadata !17, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !60
  call void @llvm.dbg.value(metadata i64 %129, metadata !39, metadata !DIExpression()), !dbg !80
  %130 = icmp eq i64 %129, 12, !dbg !233
  br i1 %130, label %7, label %11, !dbg !75, !llvm.loop !234

131:                                              ; preds = %197, %7
  %132 = phi i64 [ %128, %7 ], [ %198, %197 ], !dbg !236
  call void @llvm.dbg.value(metadata i32 undef, metadata !108, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !237
  call void @llvm.dbg.value(metadata i32 undef, metadata !113, metadata !DIExpression(DW_OP_constu, 16777619, DW_OP_mul, DW_OP_stack_value)), !dbg !237
  call void @llvm.dbg.value(metadata i32 280767167, metadata !103, metadata !DIExpression()) #7, !dbg !240
  %133 = urem i64 280767167, %127, !dbg !241
  %134 = getelementptr inbounds %struct.entry*, %struct.entry** %126, i64 %133, !dbg !242
  call void @llvm.dbg.value(metadata %struct.entry* undef, metadata !104, metadata !DIExpression()) #7, !dbg !243
  %135 = load %struct.entry*, %struct.entry** %134, align 8, !dbg !243, !tbaa !82
  call void @llvm.dbg.value(metadata %struct.entry* %135, metadata !104, metadata !DIExpression()) #7, !dbg !243
  %136 = icmp eq %struct.entry* %135, null, !dbg !244
  br i1 %136, label %204, label %137, !dbg !244

137:                                              ; preds = %131, %147
  %138 = phi %struct.entry* [ %149, %147 ], [ %135, %131 ]
  %139 = getelementptr inbounds %struct.entry, %struct.entry* %138, i64 0, i32 2, !dbg !245
  %140 = load i32, i32* %139, align 4, !dbg !245, !tbaa !134
  %141 = icmp eq i32 %140, 280767167, !dbg !246
  br i1 %141, label %142, label %147, !dbg !247

142:                                              ; preds = %137
  %143 = getelementptr inbounds %struct.entry, %struct.entry* %138, i64 0, i32 0, !dbg !248
  %144 = load i8*, i8** %143, align 8, !dbg !248, !tbaa !140
  %145 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %144, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0)) #8, !dbg !249
  %146 = icmp eq i32 %145, 0, !dbg !250
  br i1 %146, label %201, label %147, !dbg !251

147:                                              ; preds = %142, %137
  %148 = getelementptr inbounds %struct.entry, %struct.entry* %138, i64 0, i32 3, !dbg !252
  call void @llvm.dbg.value(metadata %struct.entry* undef, metadata !104, metadata !DIExpression()) #7, !dbg !243
  %149 = load %struct.entry*, %struct.entry** %148, align 8, !dbg !243, !tbaa !82
  call void @llvm.dbg.value(metadata %struct.entry* %149, metadata !104, metadata !DIExpression()) #7, !dbg !243
  %150 = icmp eq %struct.entry* %149, null, !dbg !244
  br i1 %150, label %204, label %137, !dbg !244, !llvm.loop !253

151:                                              ; preds = %9, %197
  %152 = phi i64 [ 1, %9 ], [ %199, %197 ]
  %153 = phi i64 [ %128, %9 ], [ %198, %197 ]
  call void @llvm.dbg.value(metadata i64 %152, metadata !45, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i64 %153, metadata !17, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !60
  %154 = getelementptr inbounds i8*, i8** %1, i64 %152, !dbg !255
  %155 = load i8*, i8** %154, align 8, !dbg !255, !tbaa !82
  call void @llvm.dbg.value(metadata %struct.table* undef, metadata !256, metadata !DIExpression()) #7, !dbg !268
  call void @llvm.dbg.value(metadata i8* %155, metadata !261, metadata !DIExpression()) #7, !dbg !268
  call void @llvm.dbg.value(metadata i8* %155, metadata !108, metadata !DIExpression()) #7, !dbg !270
  call void @llvm.dbg.value(metadata i32 -2128831035, metadata !113, metadata !DIExpression()) #7, !dbg !270
  %156 = load i8, i8* %155, align 1, !dbg !272, !tbaa !117
  %157 = icmp eq i8 %156, 0, !dbg !273
  br i1 %157, label %168, label %158, !dbg !273

158:                                              ; preds = %151, %158
  %159 = phi i8 [ %166, %158 ], [ %156, %151 ]
  %160 = phi i32 [ %165, %158 ], [ -2128831035, %151 ]
  %161 = phi i8* [ %162, %158 ], [ %155, %151 ]
  call void @llvm.dbg.value(metadata i32 %160, metadata !113, metadata !DIExpression()) #7, !dbg !270
  call void @llvm.dbg.value(metadata i8* %161, metadata !108, metadata !DIExpression()) #7, !dbg !270
  %162 = getelementptr inbounds i8, i8* %161, i64 1, !dbg !274
  call void @llvm.dbg.value(metadata i8* %162, metadata !108, metadata !DIExpression()) #7, !dbg !270
  %163 = zext i8 %159 to i32, !dbg !275
  %164 = xor i32 %160, %163, !dbg !276
  %165 = mul i32 %164, 16777619, !dbg !277
  call void @llvm.dbg.value(metadata i32 %165, metadata !113, metadata !DIExpression()) #7, !dbg !270
  %166 = load i8, i8* %162, align 1, !dbg !272, !tbaa !117
  %167 = icmp eq i8 %166, 0, !dbg !273
  br i1 %167, label %168, label %158, !dbg !273, !llvm.loop !278

168:                                              ; preds = %158, %151
  %169 = phi i32 [ -2128831035, %151 ], [ %165, %158 ], !dbg !270
  call void @llvm.dbg.value(metadata i32 %169, metadata !262, metadata !DIExpression()) #7, !dbg !268
  %170 = zext i32 %169 to i64, !dbg !280
  %171 = urem i64 %170, %127, !dbg !281
  %172 = getelementptr inbounds %struct.entry*, %struct.entry** %126, i64 %171, !dbg !282
  call void @llvm.dbg.value(metadata %struct.entry** %172, metadata !263, metadata !DIExpression()) #7, !dbg !283
  %173 = load %struct.entry*, %struct.entry** %172, align 8, !dbg !284, !tbaa !82
  %174 = icmp eq %struct.entry* %173, null, !dbg !285
  br i1 %174, label %197, label %175, !dbg !285

175:                                              ; preds = %168, %193
  %176 = phi %struct.entry* [ %195, %193 ], [ %173, %168 ]
  %177 = phi %struct.entry** [ %194, %193 ], [ %172, %168 ]
  call void @llvm.dbg.value(metadata %struct.entry** %177, metadata !263, metadata !DIExpression()) #7, !dbg !283
  call void @llvm.dbg.value(metadata %struct.entry* %176, metadata !265, metadata !DIExpression()) #7, !dbg !286
  %178 = getelementptr inbounds %struct.entry, %struct.entry* %176, i64 0, i32 2, !dbg !287
  %179 = load i32, i32* %178, align 4, !dbg !287, !tbaa !134
  %180 = icmp eq i32 %179, %169, !dbg !289
  br i1 %180, label %181, label %193, !dbg !290

181:                                              ; preds = %175
  %182 = getelementptr inbounds %struct.entry, %struct.entry* %176, i64 0, i32 0, !dbg !291
  %183 = load i8*, i8** %182, align 8, !dbg !291, !tbaa !140
  %184 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %183, i8* noundef nonnull dereferenceable(1) %155) #8, !dbg !292
  %185 = icmp eq i32 %184, 0, !dbg !293
  br i1 %185, label %186, label %193, !dbg !294

186:                                              ; preds = %181
  %187 = getelementptr inbounds %struct.entry, %struct.entry* %176, i64 0, i32 0, !dbg !291
  %188 = getelementptr inbounds %struct.entry, %struct.entry* %176, i64 0, i32 3, !dbg !295
  %189 = load %struct.entry*, %struct.entry** %188, align 8, !dbg !295, !tbaa !189
  store %struct.entry* %189, %struct.entry** %177, align 8, !dbg !297, !tbaa !82
  %190 = load i8*, i8** %187, align 8, !dbg !298, !tbaa !140
  tail call void @free(i8* noundef %190) #7, !dbg !299
  %191 = bitcast %struct.entry* %176 to i8*, !dbg !300
  tail call void @free(i8* noundef %191) #7, !dbg !301
  %192 = add i64 %153, -1, !dbg !302
  call void @llvm.dbg.value(metadata i64 %192, metadata !17, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !60
  br label %197

193:                                              ; preds = %181, %175
  %194 = getelementptr inbounds %struct.entry, %struct.entry* %176, i64 0, i32 3, !dbg !303
  call void @llvm.dbg.value(metadata %struct.entry** %194, metadata !263, metadata !DIExpression()) #7, !dbg !283
  %195 = load %struct.entry*, %struct.entry** %194, align 8, !dbg !284, !tbaa !82
  %196 = icmp eq %struct.entry* %195, null, !dbg !285
  br i1 %196, label %197, label %175, !dbg !285, !llvm.loop !304

197:                                              ; preds = %193, %168, %186
  %198 = phi i64 [ %153, %168 ], [ %192, %186 ], [ %153, %193 ], !dbg !60
  call void @llvm.dbg.value(metadata i64 %198, metadata !17, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !60
  %199 = add nuw nsw i64 %152, 1, !dbg !306
  call void @llvm.dbg.value(metadata i64 %199, metadata !45, metadata !DIExpression()), !dbg !76
  %200 = icmp eq i64 %199, %10, !dbg !77
  br i1 %200, label %131, label %151, !dbg !79, !llvm.loop !307

201:                                              ; preds = %142
  call void @llvm.dbg.value(metadata %struct.entry* %138, metadata !47, metadata !DIExpression()), !dbg !60
  %202 = getelementptr inbounds %struct.entry, %struct.entry* %138, i64 0, i32 1, !dbg !309
  %203 = load i32, i32* %202, align 8, !dbg !309, !tbaa !211
  br label %204, !dbg !310

204:                                              ; preds = %147, %131, %201
  %205 = phi i32 [ %203, %201 ], [ 0, %131 ], [ 0, %147 ], !dbg !310
  %206 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.8, i64 0, i64 0), i64 noundef %132, i64 noundef %127, i32 noundef %205), !dbg !311
  call void @llvm.dbg.value(metadata %struct.table* undef, metadata !312, metadata !DIExpression()) #7, !dbg !321
  call void @llvm.dbg.value(metadata i64 0, metadata !315, metadata !DIExpression()) #7, !dbg !323
  %207 = icmp eq i64 %127, 0, !dbg !324
  br i1 %207, label %226, label %208, !dbg !325

208:                                              ; preds = %204, %214
  %209 = phi i64 [ %215, %214 ], [ %127, %204 ]
  %210 = phi i64 [ %216, %214 ], [ 0, %204 ]
  call void @llvm.dbg.value(metadata i64 %210, metadata !315, metadata !DIExpression()) #7, !dbg !323
  %211 = getelementptr inbounds %struct.entry*, %struct.entry** %126, i64 %210, !dbg !326
  %212 = load %struct.entry*, %struct.entry** %211, align 8, !dbg !326, !tbaa !82
  call void @llvm.dbg.value(metadata %struct.entry* %212, metadata !317, metadata !DIExpression()) #7, !dbg !327
  %213 = icmp eq %struct.entry* %212, null, !dbg !328
  br i1 %213, label %214, label %218, !dbg !328

214:                                              ; preds = %218, %208
  %215 = phi i64 [ %209, %208 ], [ %127, %218 ], !dbg !329
  %216 = add nuw i64 %210, 1, !dbg !330
  call void @llvm.dbg.value(metadata i64 %216, metadata !315, metadata !DIExpression()) #7, !dbg !323
  %217 = icmp ult i64 %216, %215, !dbg !324
  br i1 %217, label %208, label %226, !dbg !325, !llvm.loop !331

218:                                              ; preds = %208, %218
  %219 = phi %struct.entry* [ %221, %218 ], [ %212, %208 ]
  call void @llvm.dbg.value(metadata %struct.entry* %219, metadata !317, metadata !DIExpression()) #7, !dbg !327
  %220 = getelementptr inbounds %struct.entry, %struct.entry* %219, i64 0, i32 3, !dbg !333
  %221 = load %struct.entry*, %struct.entry** %220, align 8, !dbg !333, !tbaa !189
  call void @llvm.dbg.value(metadata %struct.entry* %221, metadata !320, metadata !DIExpression()) #7, !dbg !327
  %222 = getelementptr inbounds %struct.entry, %struct.entry* %219, i64 0, i32 0, !dbg !336
  %223 = load i8*, i8** %222, align 8, !dbg !336, !tbaa !140
  tail call void @free(i8* noundef %223) #7, !dbg !337
  %224 = bitcast %struct.entry* %219 to i8*, !dbg !338
  tail call void @free(i8* noundef %224) #7, !dbg !339
  call void @llvm.dbg.value(metadata %struct.entry* %221, metadata !317, metadata !DIExpression()) #7, !dbg !327
  %225 = icmp eq %struct.entry* %221, null, !dbg !328
  br i1 %225, label %214, label %218, !dbg !328, !llvm.loop !340

226:                                              ; preds = %214, %204
  %227 = bitcast %struct.entry** %126 to i8*, !dbg !342
  tail call void @free(i8* noundef %227) #7, !dbg !343
  br label %228

228:                                              ; preds = %2, %226
  %229 = phi i32 [ 0, %226 ], [ 1, %2 ], !dbg !60
  ret i32 %229, !dbg !344
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nofree nounwind willreturn
declare noalias i8* @strdup(i8* nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strcmp(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }
attributes #8 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!53, !54, !55, !56, !57, !58}
!llvm.ident = !{!59}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "words", scope: !2, file: !3, line: 114, type: !48, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 112, type: !4, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !14)
!3 = !DIFile(filename: "hashtable.c", directory: ".", checksumkind: CSK_MD5, checksum: "81b3a0cf6ba352eb11cda3dd1ad7ff76")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !6, !7}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !11, globals: !13, splitDebugInlining: false, nameTableKind: None)
!11 = !{!12}
!12 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!13 = !{!0}
!14 = !{!15, !16, !17, !39, !41, !45, !47}
!15 = !DILocalVariable(name: "argc", arg: 1, scope: !2, file: !3, line: 112, type: !6)
!16 = !DILocalVariable(name: "argv", arg: 2, scope: !2, file: !3, line: 112, type: !7)
!17 = !DILocalVariable(name: "t", scope: !2, file: !3, line: 116, type: !18)
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "table", file: !3, line: 16, size: 192, elements: !19)
!19 = !{!20, !34, !38}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "buckets", scope: !18, file: !3, line: 17, baseType: !21, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "entry", file: !3, line: 9, size: 192, elements: !24)
!24 = !{!25, !26, !27, !33}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !23, file: !3, line: 10, baseType: !8, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !23, file: !3, line: 11, baseType: !6, size: 32, offset: 64)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !23, file: !3, line: 12, baseType: !28, size: 32, offset: 96)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !29, line: 26, baseType: !30)
!29 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !31, line: 42, baseType: !32)
!31 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!32 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !23, file: !3, line: 13, baseType: !22, size: 64, offset: 128)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "nbuckets", scope: !18, file: !3, line: 18, baseType: !35, size: 64, offset: 64)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !36, line: 46, baseType: !37)
!36 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!37 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !18, file: !3, line: 18, baseType: !35, size: 64, offset: 128)
!39 = !DILocalVariable(name: "i", scope: !40, file: !3, line: 119, type: !35)
!40 = distinct !DILexicalBlock(scope: !2, file: !3, line: 119, column: 2)
!41 = !DILocalVariable(name: "v", scope: !42, file: !3, line: 120, type: !44)
!42 = distinct !DILexicalBlock(scope: !43, file: !3, line: 119, column: 60)
!43 = distinct !DILexicalBlock(scope: !40, file: !3, line: 119, column: 2)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!45 = !DILocalVariable(name: "i", scope: !46, file: !3, line: 124, type: !6)
!46 = distinct !DILexicalBlock(scope: !2, file: !3, line: 124, column: 2)
!47 = !DILocalVariable(name: "e", scope: !2, file: !3, line: 126, type: !22)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 768, elements: !51)
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!51 = !{!52}
!52 = !DISubrange(count: 12)
!53 = !{i32 7, !"Dwarf Version", i32 5}
!54 = !{i32 2, !"Debug Info Version", i32 3}
!55 = !{i32 1, !"wchar_size", i32 4}
!56 = !{i32 7, !"PIC Level", i32 2}
!57 = !{i32 7, !"PIE Level", i32 2}
!58 = !{i32 7, !"uwtable", i32 1}
!59 = !{!"Debian clang version 14.0.6"}
!60 = !DILocation(line: 0, scope: !2)
!61 = !DILocalVariable(name: "t", arg: 1, scope: !62, file: !3, line: 29, type: !65)
!62 = distinct !DISubprogram(name: "table_init", scope: !3, file: !3, line: 29, type: !63, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !66)
!63 = !DISubroutineType(types: !64)
!64 = !{!6, !65, !35}
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!66 = !{!61, !67}
!67 = !DILocalVariable(name: "n", arg: 2, scope: !62, file: !3, line: 29, type: !35)
!68 = !DILocation(line: 0, scope: !62, inlinedAt: !69)
!69 = distinct !DILocation(line: 117, column: 6, scope: !70)
!70 = distinct !DILexicalBlock(scope: !2, file: !3, line: 117, column: 6)
!71 = !DILocation(line: 31, column: 15, scope: !62, inlinedAt: !69)
!72 = !DILocation(line: 32, column: 16, scope: !62, inlinedAt: !69)
!73 = !DILocation(line: 117, column: 6, scope: !2)
!74 = !DILocation(line: 31, column: 13, scope: !62, inlinedAt: !69)
!75 = !DILocation(line: 119, column: 2, scope: !40)
!76 = !DILocation(line: 0, scope: !46)
!77 = !DILocation(line: 124, column: 20, scope: !78)
!78 = distinct !DILexicalBlock(scope: !46, file: !3, line: 124, column: 2)
!79 = !DILocation(line: 124, column: 2, scope: !46)
!80 = !DILocation(line: 0, scope: !40)
!81 = !DILocation(line: 120, column: 26, scope: !42)
!82 = !{!83, !83, i64 0}
!83 = !{!"any pointer", !84, i64 0}
!84 = !{!"omnipotent char", !85, i64 0}
!85 = !{!"Simple C/C++ TBAA"}
!86 = !DILocalVariable(name: "t", arg: 1, scope: !87, file: !3, line: 66, type: !65)
!87 = distinct !DISubprogram(name: "table_put", scope: !3, file: !3, line: 66, type: !88, scopeLine: 67, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !90)
!88 = !DISubroutineType(types: !89)
!89 = !{!44, !65, !49}
!90 = !{!86, !91, !92}
!91 = !DILocalVariable(name: "key", arg: 2, scope: !87, file: !3, line: 66, type: !49)
!92 = !DILocalVariable(name: "e", scope: !87, file: !3, line: 68, type: !22)
!93 = !DILocation(line: 0, scope: !87, inlinedAt: !94)
!94 = distinct !DILocation(line: 120, column: 12, scope: !42)
!95 = !DILocalVariable(name: "t", arg: 1, scope: !96, file: !3, line: 57, type: !99)
!96 = distinct !DISubprogram(name: "table_find", scope: !3, file: !3, line: 57, type: !97, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !101)
!97 = !DISubroutineType(types: !98)
!98 = !{!22, !99, !49}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!101 = !{!95, !102, !103, !104}
!102 = !DILocalVariable(name: "key", arg: 2, scope: !96, file: !3, line: 57, type: !49)
!103 = !DILocalVariable(name: "h", scope: !96, file: !3, line: 59, type: !28)
!104 = !DILocalVariable(name: "e", scope: !105, file: !3, line: 60, type: !22)
!105 = distinct !DILexicalBlock(scope: !96, file: !3, line: 60, column: 2)
!106 = !DILocation(line: 0, scope: !96, inlinedAt: !107)
!107 = distinct !DILocation(line: 68, column: 20, scope: !87, inlinedAt: !94)
!108 = !DILocalVariable(name: "s", arg: 1, scope: !109, file: !3, line: 21, type: !49)
!109 = distinct !DISubprogram(name: "fnv1a", scope: !3, file: !3, line: 21, type: !110, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !112)
!110 = !DISubroutineType(types: !111)
!111 = !{!28, !49}
!112 = !{!108, !113}
!113 = !DILocalVariable(name: "h", scope: !109, file: !3, line: 23, type: !28)
!114 = !DILocation(line: 0, scope: !109, inlinedAt: !115)
!115 = distinct !DILocation(line: 59, column: 15, scope: !96, inlinedAt: !107)
!116 = !DILocation(line: 24, column: 9, scope: !109, inlinedAt: !115)
!117 = !{!84, !84, i64 0}
!118 = !DILocation(line: 24, column: 2, scope: !109, inlinedAt: !115)
!119 = !DILocation(line: 25, column: 29, scope: !109, inlinedAt: !115)
!120 = !DILocation(line: 25, column: 12, scope: !109, inlinedAt: !115)
!121 = !DILocation(line: 25, column: 10, scope: !109, inlinedAt: !115)
!122 = !DILocation(line: 25, column: 33, scope: !109, inlinedAt: !115)
!123 = distinct !{!123, !118, !124, !125}
!124 = !DILocation(line: 25, column: 35, scope: !109, inlinedAt: !115)
!125 = !{!"llvm.loop.mustprogress"}
!126 = !DILocation(line: 60, column: 36, scope: !105, inlinedAt: !107)
!127 = !DILocation(line: 60, column: 38, scope: !105, inlinedAt: !107)
!128 = !DILocation(line: 60, column: 25, scope: !105, inlinedAt: !107)
!129 = !DILocation(line: 0, scope: !105, inlinedAt: !107)
!130 = !DILocation(line: 60, column: 2, scope: !105, inlinedAt: !107)
!131 = !DILocation(line: 61, column: 10, scope: !132, inlinedAt: !107)
!132 = distinct !DILexicalBlock(scope: !133, file: !3, line: 61, column: 7)
!133 = distinct !DILexicalBlock(scope: !105, file: !3, line: 60, column: 2)
!134 = !{!135, !136, i64 12}
!135 = !{!"entry", !83, i64 0, !136, i64 8, !136, i64 12, !83, i64 16}
!136 = !{!"int", !84, i64 0}
!137 = !DILocation(line: 61, column: 15, scope: !132, inlinedAt: !107)
!138 = !DILocation(line: 61, column: 20, scope: !132, inlinedAt: !107)
!139 = !DILocation(line: 61, column: 33, scope: !132, inlinedAt: !107)
!140 = !{!135, !83, i64 0}
!141 = !DILocation(line: 61, column: 23, scope: !132, inlinedAt: !107)
!142 = !DILocation(line: 61, column: 43, scope: !132, inlinedAt: !107)
!143 = !DILocation(line: 61, column: 7, scope: !133, inlinedAt: !107)
!144 = !DILocation(line: 60, column: 64, scope: !133, inlinedAt: !107)
!145 = distinct !{!145, !130, !146, !125}
!146 = !DILocation(line: 62, column: 11, scope: !105, inlinedAt: !107)
!147 = !DILocation(line: 70, column: 14, scope: !148, inlinedAt: !94)
!148 = distinct !DILexicalBlock(scope: !87, file: !3, line: 69, column: 6)
!149 = !DILocation(line: 122, column: 4, scope: !150)
!150 = distinct !DILexicalBlock(scope: !42, file: !3, line: 121, column: 7)
!151 = !{!136, !136, i64 0}
!152 = !DILocation(line: 70, column: 3, scope: !148, inlinedAt: !94)
!153 = !DILocation(line: 71, column: 15, scope: !154, inlinedAt: !94)
!154 = distinct !DILexicalBlock(scope: !87, file: !3, line: 71, column: 6)
!155 = !DILocation(line: 71, column: 33, scope: !154, inlinedAt: !94)
!156 = !DILocation(line: 71, column: 37, scope: !154, inlinedAt: !94)
!157 = !DILocation(line: 71, column: 19, scope: !154, inlinedAt: !94)
!158 = !DILocation(line: 71, column: 6, scope: !87, inlinedAt: !94)
!159 = !DILocalVariable(name: "t", arg: 1, scope: !160, file: !3, line: 37, type: !65)
!160 = distinct !DISubprogram(name: "table_grow", scope: !3, file: !3, line: 37, type: !161, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !163)
!161 = !DISubroutineType(types: !162)
!162 = !{null, !65}
!163 = !{!159, !164, !165, !166, !168, !171}
!164 = !DILocalVariable(name: "n", scope: !160, file: !3, line: 39, type: !35)
!165 = !DILocalVariable(name: "b", scope: !160, file: !3, line: 40, type: !21)
!166 = !DILocalVariable(name: "i", scope: !167, file: !3, line: 43, type: !35)
!167 = distinct !DILexicalBlock(scope: !160, file: !3, line: 43, column: 2)
!168 = !DILocalVariable(name: "e", scope: !169, file: !3, line: 44, type: !22)
!169 = distinct !DILexicalBlock(scope: !170, file: !3, line: 43, column: 43)
!170 = distinct !DILexicalBlock(scope: !167, file: !3, line: 43, column: 2)
!171 = !DILocalVariable(name: "next", scope: !172, file: !3, line: 46, type: !22)
!172 = distinct !DILexicalBlock(scope: !169, file: !3, line: 45, column: 13)
!173 = !DILocation(line: 0, scope: !160, inlinedAt: !174)
!174 = distinct !DILocation(line: 72, column: 3, scope: !154, inlinedAt: !94)
!175 = !DILocation(line: 39, column: 25, scope: !160, inlinedAt: !174)
!176 = !DILocation(line: 40, column: 21, scope: !160, inlinedAt: !174)
!177 = !DILocation(line: 41, column: 7, scope: !178, inlinedAt: !174)
!178 = distinct !DILexicalBlock(scope: !160, file: !3, line: 41, column: 6)
!179 = !DILocation(line: 41, column: 6, scope: !160, inlinedAt: !174)
!180 = !DILocation(line: 0, scope: !167, inlinedAt: !174)
!181 = !DILocation(line: 43, column: 23, scope: !170, inlinedAt: !174)
!182 = !DILocation(line: 43, column: 2, scope: !167, inlinedAt: !174)
!183 = !DILocation(line: 52, column: 2, scope: !160, inlinedAt: !174)
!184 = !DILocation(line: 55, column: 1, scope: !160, inlinedAt: !174)
!185 = !DILocation(line: 44, column: 21, scope: !169, inlinedAt: !174)
!186 = !DILocation(line: 0, scope: !169, inlinedAt: !174)
!187 = !DILocation(line: 45, column: 3, scope: !169, inlinedAt: !174)
!188 = !DILocation(line: 46, column: 28, scope: !172, inlinedAt: !174)
!189 = !{!135, !83, i64 16}
!190 = !DILocation(line: 0, scope: !172, inlinedAt: !174)
!191 = !DILocation(line: 47, column: 19, scope: !172, inlinedAt: !174)
!192 = !DILocation(line: 47, column: 16, scope: !172, inlinedAt: !174)
!193 = !DILocation(line: 47, column: 24, scope: !172, inlinedAt: !174)
!194 = !DILocation(line: 47, column: 14, scope: !172, inlinedAt: !174)
!195 = !DILocation(line: 47, column: 12, scope: !172, inlinedAt: !174)
!196 = !DILocation(line: 48, column: 19, scope: !172, inlinedAt: !174)
!197 = distinct !{!197, !187, !198, !125}
!198 = !DILocation(line: 50, column: 3, scope: !169, inlinedAt: !174)
!199 = !DILocation(line: 43, column: 39, scope: !170, inlinedAt: !174)
!200 = distinct !{!200, !182, !201, !125}
!201 = !DILocation(line: 51, column: 2, scope: !167, inlinedAt: !174)
!202 = !DILocation(line: 73, column: 6, scope: !87, inlinedAt: !94)
!203 = !DILocation(line: 74, column: 7, scope: !204, inlinedAt: !94)
!204 = distinct !DILexicalBlock(scope: !87, file: !3, line: 74, column: 6)
!205 = !DILocation(line: 74, column: 6, scope: !87, inlinedAt: !94)
!206 = !DILocation(line: 76, column: 11, scope: !87, inlinedAt: !94)
!207 = !DILocation(line: 76, column: 5, scope: !87, inlinedAt: !94)
!208 = !DILocation(line: 76, column: 9, scope: !87, inlinedAt: !94)
!209 = !DILocation(line: 77, column: 5, scope: !87, inlinedAt: !94)
!210 = !DILocation(line: 77, column: 11, scope: !87, inlinedAt: !94)
!211 = !{!135, !136, i64 8}
!212 = !DILocation(line: 0, scope: !109, inlinedAt: !213)
!213 = distinct !DILocation(line: 78, column: 12, scope: !87, inlinedAt: !94)
!214 = !DILocation(line: 24, column: 9, scope: !109, inlinedAt: !213)
!215 = !DILocation(line: 24, column: 2, scope: !109, inlinedAt: !213)
!216 = !DILocation(line: 25, column: 29, scope: !109, inlinedAt: !213)
!217 = !DILocation(line: 25, column: 12, scope: !109, inlinedAt: !213)
!218 = !DILocation(line: 25, column: 10, scope: !109, inlinedAt: !213)
!219 = !DILocation(line: 25, column: 33, scope: !109, inlinedAt: !213)
!220 = distinct !{!220, !215, !221, !125}
!221 = !DILocation(line: 25, column: 35, scope: !109, inlinedAt: !213)
!222 = !DILocation(line: 78, column: 5, scope: !87, inlinedAt: !94)
!223 = !DILocation(line: 78, column: 10, scope: !87, inlinedAt: !94)
!224 = !DILocation(line: 79, column: 23, scope: !87, inlinedAt: !94)
!225 = !DILocation(line: 79, column: 31, scope: !87, inlinedAt: !94)
!226 = !DILocation(line: 79, column: 12, scope: !87, inlinedAt: !94)
!227 = !DILocation(line: 79, column: 5, scope: !87, inlinedAt: !94)
!228 = !DILocation(line: 79, column: 10, scope: !87, inlinedAt: !94)
!229 = !DILocation(line: 80, column: 36, scope: !87, inlinedAt: !94)
!230 = !DILocation(line: 82, column: 2, scope: !87, inlinedAt: !94)
!231 = !DILocation(line: 0, scope: !42)
!232 = !DILocation(line: 119, column: 56, scope: !43)
!233 = !DILocation(line: 119, column: 23, scope: !43)
!234 = distinct !{!234, !75, !235, !125}
!235 = !DILocation(line: 123, column: 2, scope: !40)
!236 = !DILocation(line: 33, column: 11, scope: !62, inlinedAt: !69)
!237 = !DILocation(line: 0, scope: !109, inlinedAt: !238)
!238 = distinct !DILocation(line: 59, column: 15, scope: !96, inlinedAt: !239)
!239 = distinct !DILocation(line: 126, column: 20, scope: !2)
!240 = !DILocation(line: 0, scope: !96, inlinedAt: !239)
!241 = !DILocation(line: 60, column: 38, scope: !105, inlinedAt: !239)
!242 = !DILocation(line: 60, column: 25, scope: !105, inlinedAt: !239)
!243 = !DILocation(line: 0, scope: !105, inlinedAt: !239)
!244 = !DILocation(line: 60, column: 2, scope: !105, inlinedAt: !239)
!245 = !DILocation(line: 61, column: 10, scope: !132, inlinedAt: !239)
!246 = !DILocation(line: 61, column: 15, scope: !132, inlinedAt: !239)
!247 = !DILocation(line: 61, column: 20, scope: !132, inlinedAt: !239)
!248 = !DILocation(line: 61, column: 33, scope: !132, inlinedAt: !239)
!249 = !DILocation(line: 61, column: 23, scope: !132, inlinedAt: !239)
!250 = !DILocation(line: 61, column: 43, scope: !132, inlinedAt: !239)
!251 = !DILocation(line: 61, column: 7, scope: !133, inlinedAt: !239)
!252 = !DILocation(line: 60, column: 64, scope: !133, inlinedAt: !239)
!253 = distinct !{!253, !244, !254, !125}
!254 = !DILocation(line: 62, column: 11, scope: !105, inlinedAt: !239)
!255 = !DILocation(line: 125, column: 20, scope: !78)
!256 = !DILocalVariable(name: "t", arg: 1, scope: !257, file: !3, line: 85, type: !65)
!257 = distinct !DISubprogram(name: "table_delete", scope: !3, file: !3, line: 85, type: !258, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !260)
!258 = !DISubroutineType(types: !259)
!259 = !{!6, !65, !49}
!260 = !{!256, !261, !262, !263, !265}
!261 = !DILocalVariable(name: "key", arg: 2, scope: !257, file: !3, line: 85, type: !49)
!262 = !DILocalVariable(name: "h", scope: !257, file: !3, line: 87, type: !28)
!263 = !DILocalVariable(name: "pp", scope: !264, file: !3, line: 88, type: !21)
!264 = distinct !DILexicalBlock(scope: !257, file: !3, line: 88, column: 2)
!265 = !DILocalVariable(name: "e", scope: !266, file: !3, line: 89, type: !22)
!266 = distinct !DILexicalBlock(scope: !267, file: !3, line: 88, column: 81)
!267 = distinct !DILexicalBlock(scope: !264, file: !3, line: 88, column: 2)
!268 = !DILocation(line: 0, scope: !257, inlinedAt: !269)
!269 = distinct !DILocation(line: 125, column: 3, scope: !78)
!270 = !DILocation(line: 0, scope: !109, inlinedAt: !271)
!271 = distinct !DILocation(line: 87, column: 15, scope: !257, inlinedAt: !269)
!272 = !DILocation(line: 24, column: 9, scope: !109, inlinedAt: !271)
!273 = !DILocation(line: 24, column: 2, scope: !109, inlinedAt: !271)
!274 = !DILocation(line: 25, column: 29, scope: !109, inlinedAt: !271)
!275 = !DILocation(line: 25, column: 12, scope: !109, inlinedAt: !271)
!276 = !DILocation(line: 25, column: 10, scope: !109, inlinedAt: !271)
!277 = !DILocation(line: 25, column: 33, scope: !109, inlinedAt: !271)
!278 = distinct !{!278, !273, !279, !125}
!279 = !DILocation(line: 25, column: 35, scope: !109, inlinedAt: !271)
!280 = !DILocation(line: 88, column: 39, scope: !264, inlinedAt: !269)
!281 = !DILocation(line: 88, column: 41, scope: !264, inlinedAt: !269)
!282 = !DILocation(line: 88, column: 28, scope: !264, inlinedAt: !269)
!283 = !DILocation(line: 0, scope: !264, inlinedAt: !269)
!284 = !DILocation(line: 88, column: 57, scope: !267, inlinedAt: !269)
!285 = !DILocation(line: 88, column: 2, scope: !264, inlinedAt: !269)
!286 = !DILocation(line: 0, scope: !266, inlinedAt: !269)
!287 = !DILocation(line: 90, column: 10, scope: !288, inlinedAt: !269)
!288 = distinct !DILexicalBlock(scope: !266, file: !3, line: 90, column: 7)
!289 = !DILocation(line: 90, column: 15, scope: !288, inlinedAt: !269)
!290 = !DILocation(line: 90, column: 20, scope: !288, inlinedAt: !269)
!291 = !DILocation(line: 90, column: 33, scope: !288, inlinedAt: !269)
!292 = !DILocation(line: 90, column: 23, scope: !288, inlinedAt: !269)
!293 = !DILocation(line: 90, column: 43, scope: !288, inlinedAt: !269)
!294 = !DILocation(line: 90, column: 7, scope: !266, inlinedAt: !269)
!295 = !DILocation(line: 91, column: 13, scope: !296, inlinedAt: !269)
!296 = distinct !DILexicalBlock(scope: !288, file: !3, line: 90, column: 49)
!297 = !DILocation(line: 91, column: 8, scope: !296, inlinedAt: !269)
!298 = !DILocation(line: 92, column: 12, scope: !296, inlinedAt: !269)
!299 = !DILocation(line: 92, column: 4, scope: !296, inlinedAt: !269)
!300 = !DILocation(line: 93, column: 9, scope: !296, inlinedAt: !269)
!301 = !DILocation(line: 93, column: 4, scope: !296, inlinedAt: !269)
!302 = !DILocation(line: 94, column: 12, scope: !296, inlinedAt: !269)
!303 = !DILocation(line: 88, column: 75, scope: !267, inlinedAt: !269)
!304 = distinct !{!304, !285, !305, !125}
!305 = !DILocation(line: 97, column: 2, scope: !264, inlinedAt: !269)
!306 = !DILocation(line: 124, column: 29, scope: !78)
!307 = distinct !{!307, !79, !308, !125}
!308 = !DILocation(line: 125, column: 27, scope: !46)
!309 = !DILocation(line: 127, column: 53, scope: !2)
!310 = !DILocation(line: 127, column: 46, scope: !2)
!311 = !DILocation(line: 127, column: 2, scope: !2)
!312 = !DILocalVariable(name: "t", arg: 1, scope: !313, file: !3, line: 101, type: !65)
!313 = distinct !DISubprogram(name: "table_free", scope: !3, file: !3, line: 101, type: !161, scopeLine: 102, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !314)
!314 = !{!312, !315, !317, !320}
!315 = !DILocalVariable(name: "i", scope: !316, file: !3, line: 103, type: !35)
!316 = distinct !DILexicalBlock(scope: !313, file: !3, line: 103, column: 2)
!317 = !DILocalVariable(name: "e", scope: !318, file: !3, line: 104, type: !22)
!318 = distinct !DILexicalBlock(scope: !319, file: !3, line: 104, column: 3)
!319 = distinct !DILexicalBlock(scope: !316, file: !3, line: 103, column: 2)
!320 = !DILocalVariable(name: "next", scope: !318, file: !3, line: 104, type: !22)
!321 = !DILocation(line: 0, scope: !313, inlinedAt: !322)
!322 = distinct !DILocation(line: 128, column: 2, scope: !2)
!323 = !DILocation(line: 0, scope: !316, inlinedAt: !322)
!324 = !DILocation(line: 103, column: 23, scope: !319, inlinedAt: !322)
!325 = !DILocation(line: 103, column: 2, scope: !316, inlinedAt: !322)
!326 = !DILocation(line: 104, column: 26, scope: !318, inlinedAt: !322)
!327 = !DILocation(line: 0, scope: !318, inlinedAt: !322)
!328 = !DILocation(line: 104, column: 3, scope: !318, inlinedAt: !322)
!329 = !DILocation(line: 103, column: 28, scope: !319, inlinedAt: !322)
!330 = !DILocation(line: 103, column: 39, scope: !319, inlinedAt: !322)
!331 = distinct !{!331, !325, !332, !125}
!332 = !DILocation(line: 108, column: 3, scope: !316, inlinedAt: !322)
!333 = !DILocation(line: 105, column: 14, scope: !334, inlinedAt: !322)
!334 = distinct !DILexicalBlock(scope: !335, file: !3, line: 104, column: 61)
!335 = distinct !DILexicalBlock(scope: !318, file: !3, line: 104, column: 3)
!336 = !DILocation(line: 106, column: 12, scope: !334, inlinedAt: !322)
!337 = !DILocation(line: 106, column: 4, scope: !334, inlinedAt: !322)
!338 = !DILocation(line: 107, column: 9, scope: !334, inlinedAt: !322)
!339 = !DILocation(line: 107, column: 4, scope: !334, inlinedAt: !322)
!340 = distinct !{!340, !328, !341, !125}
!341 = !DILocation(line: 108, column: 3, scope: !318, inlinedAt: !322)
!342 = !DILocation(line: 109, column: 10, scope: !313, inlinedAt: !322)
!343 = !DILocation(line: 109, column: 2, scope: !313, inlinedAt: !322)
!344 = !DILocation(line: 130, column: 1, scope: !2)
