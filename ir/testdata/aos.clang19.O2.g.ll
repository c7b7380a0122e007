; ModuleID = 'aos.c'
source_filename = "aos.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.particle = type { %struct.vec3, %struct.vec3, float, i32 }
%struct.vec3 = type { double, double, double }
%struct.system = type { i32, [64 x %struct.particle], double }
%struct.body = type { double, %struct.vec3, %struct.vec3, i64 }

@particles = internal unnamed_addr global [128 x %struct.particle] zeroinitializer, align 16, !dbg !0
@world = internal global %struct.system zeroinitializer, align 8, !dbg !20
@.str = private unnamed_addr constant [20 x i8] c"%.3f %.3f %.3f %ld\0A\00", align 1, !dbg !15

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !53 {
    #dbg_value(i32 %0, !57, !DIExpression(), !73)
    #dbg_value(ptr %1, !58, !DIExpression(), !73)
  %3 = icmp sgt i32 %0, 1, !dbg !74
  br i1 %3, label %4, label %9, !dbg !75

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !76
  %6 = load ptr, ptr %5, align 8, !dbg !76, !tbaa !77
    #dbg_value(ptr %6, !81, !DIExpression(), !89)
  %7 = tail call i64 @strtol(ptr nocapture noundef nonnull %6, ptr noundef null, i32 noundef 10) #8, !dbg !91
  %8 = trunc i64 %7 to i32, !dbg !92
  br label %9, !dbg !75

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 16, %2 ], !dbg !75
    #dbg_value(i32 %10, !59, !DIExpression(), !73)
  %11 = add i32 %10, -4097, !dbg !93
  %12 = icmp ult i32 %11, -4095, !dbg !93
    #dbg_value(i32 %54, !59, !DIExpression(), !73)
    #dbg_value(ptr @particles, !95, !DIExpression(), !105)
    #dbg_value(i32 128, !101, !DIExpression(), !105)
    #dbg_value(double 1.000000e-01, !102, !DIExpression(), !105)
    #dbg_value(i32 0, !103, !DIExpression(), !107)
  br label %13, !dbg !108

13:                                               ; preds = %13, %9
  %14 = phi i64 [ 0, %9 ], [ %28, %13 ]
    #dbg_value(i64 %14, !103, !DIExpression(), !107)
  %15 = getelementptr inbounds %struct.particle, ptr @particles, i64 %14, !dbg !109
  %16 = trunc nuw nsw i64 %14 to i32, !dbg !112
  %17 = uitofp nneg i32 %16 to double, !dbg !112
  %18 = insertelement <2 x double> poison, double %17, i64 0, !dbg !113
  %19 = shufflevector <2 x double> %18, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !113
  %20 = fmul <2 x double> %19, <double 1.000000e-01, double 5.000000e-01>, !dbg !113
  store <2 x double> %20, ptr %15, align 8, !dbg !114, !tbaa !115
  %21 = getelementptr inbounds i8, ptr %15, i64 16, !dbg !114
  store <2 x double> <double 0.000000e+00, double 1.000000e+00>, ptr %21, align 8, !dbg !114, !tbaa !115
  %22 = getelementptr inbounds i8, ptr %15, i64 32, !dbg !117
  store <2 x double> <double -1.000000e-01, double 2.500000e-01>, ptr %22, align 8, !dbg !117, !tbaa !115
  %23 = urem i32 %16, 3, !dbg !118
  %24 = add nuw nsw i32 %23, 1, !dbg !119
  %25 = uitofp nneg i32 %24 to float, !dbg !119
  %26 = getelementptr inbounds i8, ptr %15, i64 48, !dbg !120
  store float %25, ptr %26, align 8, !dbg !121, !tbaa !122
  %27 = getelementptr inbounds i8, ptr %15, i64 52, !dbg !127
  store i32 1, ptr %27, align 4, !dbg !128, !tbaa !129
  %28 = add nuw nsw i64 %14, 1, !dbg !130
    #dbg_value(i64 %28, !103, !DIExpression(), !107)
  %29 = icmp eq i64 %28, 128, !dbg !131
  br i1 %29, label %30, label %13, !dbg !108, !llvm.loop !132

30:                                               ; preds = %13
  store i32 64, ptr @world, align 8, !dbg !135, !tbaa !136
    #dbg_value(ptr getelementptr inbounds (i8, ptr @world, i64 8), !95, !DIExpression(), !138)
    #dbg_value(i32 64, !101, !DIExpression(), !138)
    #dbg_value(double 2.000000e-01, !102, !DIExpression(), !138)
    #dbg_value(i32 0, !103, !DIExpression(), !140)
  br label %31, !dbg !141

31:                                               ; preds = %31, %30
  %32 = phi i64 [ 0, %30 ], [ %46, %31 ]
    #dbg_value(i64 %32, !103, !DIExpression(), !140)
  %33 = getelementptr inbounds %struct.particle, ptr getelementptr inbounds (i8, ptr @world, i64 8), i64 %32, !dbg !142
  %34 = trunc nuw nsw i64 %32 to i32, !dbg !143
  %35 = uitofp nneg i32 %34 to double, !dbg !143
  %36 = insertelement <2 x double> poison, double %35, i64 0, !dbg !144
  %37 = shufflevector <2 x double> %36, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !144
  %38 = fmul <2 x double> %37, <double 2.000000e-01, double 5.000000e-01>, !dbg !144
  store <2 x double> %38, ptr %33, align 8, !dbg !145, !tbaa !115
  %39 = getelementptr inbounds i8, ptr %33, i64 16, !dbg !145
  store <2 x double> <double 0.000000e+00, double 1.000000e+00>, ptr %39, align 8, !dbg !145, !tbaa !115
  %40 = getelementptr inbounds i8, ptr %33, i64 32, !dbg !146
  store <2 x double> <double -2.000000e-01, double 2.500000e-01>, ptr %40, align 8, !dbg !146, !tbaa !115
  %41 = urem i32 %34, 3, !dbg !147
  %42 = add nuw nsw i32 %41, 1, !dbg !148
  %43 = uitofp nneg i32 %42 to float, !dbg !148
  %44 = getelementptr inbounds i8, ptr %33, i64 48, !dbg !149
  store float %43, ptr %44, align 8, !dbg !150, !tbaa !122
  %45 = getelementptr inbounds i8, ptr %33, i64 52, !dbg !151
  store i32 1, ptr %45, align 4, !dbg !152, !tbaa !129
  %46 = add nuw nsw i64 %32, 1, !dbg !153
    #dbg_value(i64 %46, !103, !DIExpression(), !140)
  %47 = icmp eq i64 %46, 64, !dbg !154
  br i1 %47, label %48, label %31, !dbg !141, !llvm.loop !155

48:                                               ; preds = %31
  %49 = load double, ptr getelementptr inbounds (i8, ptr @world, i64 3592), align 8, !tbaa !157
    #dbg_value(i32 0, !60, !DIExpression(), !158)
  br label %50, !dbg !159

50:                                               ; preds = %48, %106
  %51 = phi i32 [ 0, %48 ], [ %108, %106 ]
  %52 = phi double [ %49, %48 ], [ %107, %106 ]
    #dbg_value(i32 %51, !60, !DIExpression(), !158)
  br label %63, !dbg !160

53:                                               ; preds = %106
  %54 = select i1 %12, i32 16, i32 %10, !dbg !93
  store double %107, ptr getelementptr inbounds (i8, ptr @world, i64 3592), align 8, !dbg !171, !tbaa !157
  %55 = sext i32 %54 to i64, !dbg !172
  %56 = shl nsw i64 %55, 6, !dbg !173
  %57 = tail call noalias ptr @malloc(i64 noundef %56) #9, !dbg !174
    #dbg_value(ptr %57, !62, !DIExpression(), !73)
  %58 = icmp eq ptr %57, null, !dbg !175
  br i1 %58, label %271, label %59, !dbg !177

59:                                               ; preds = %53
    #dbg_value(i32 0, !71, !DIExpression(), !178)
  %60 = icmp sgt i32 %54, 0, !dbg !179
  br i1 %60, label %61, label %111, !dbg !181

61:                                               ; preds = %59
  %62 = zext nneg i32 %54 to i64, !dbg !179
  br label %251, !dbg !181

63:                                               ; preds = %50, %82
  %64 = phi i64 [ %83, %82 ], [ 0, %50 ]
  %65 = getelementptr inbounds i8, ptr @particles, i64 %64, !dbg !182
    #dbg_value(ptr %65, !167, !DIExpression(), !186)
  %66 = getelementptr inbounds i8, ptr %65, i64 52, !dbg !182
  %67 = load i32, ptr %66, align 4, !dbg !182, !tbaa !129
  %68 = icmp eq i32 %67, 0, !dbg !187
  br i1 %68, label %82, label %69, !dbg !188

69:                                               ; preds = %63
  %70 = getelementptr inbounds i8, ptr %65, i64 24, !dbg !189
  %71 = load <2 x double>, ptr %70, align 8, !dbg !190, !tbaa !115
  %72 = load <2 x double>, ptr %65, align 8, !dbg !191, !tbaa !115
  %73 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %71, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %72), !dbg !191
  store <2 x double> %73, ptr %65, align 8, !dbg !191, !tbaa !115
  %74 = getelementptr inbounds i8, ptr %65, i64 40, !dbg !192
  %75 = load double, ptr %74, align 8, !dbg !192, !tbaa !193
  %76 = getelementptr inbounds i8, ptr %65, i64 16, !dbg !194
  %77 = load double, ptr %76, align 8, !dbg !195, !tbaa !196
  %78 = tail call double @llvm.fmuladd.f64(double %75, double 1.000000e-02, double %77), !dbg !195
  store double %78, ptr %76, align 8, !dbg !195, !tbaa !196
  %79 = extractelement <2 x double> %73, i64 1, !dbg !197
  %80 = fcmp olt double %79, -1.000000e+02, !dbg !197
  br i1 %80, label %81, label %82, !dbg !199

81:                                               ; preds = %69
  store i32 0, ptr %66, align 4, !dbg !200, !tbaa !129
  br label %82, !dbg !201

82:                                               ; preds = %81, %69, %63
  %83 = add nuw nsw i64 %64, 56, !dbg !202
    #dbg_value(!DIArgList(ptr @particles, i64 %83), !167, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !186)
  %84 = icmp ult i64 %64, 7112, !dbg !203
  br i1 %84, label %63, label %85, !dbg !160, !llvm.loop !204

85:                                               ; preds = %82, %103
  %86 = phi ptr [ %104, %103 ], [ getelementptr inbounds (i8, ptr @world, i64 8), %82 ]
    #dbg_value(ptr %86, !167, !DIExpression(), !206)
  %87 = getelementptr inbounds i8, ptr %86, i64 52, !dbg !208
  %88 = load i32, ptr %87, align 4, !dbg !208, !tbaa !129
  %89 = icmp eq i32 %88, 0, !dbg !209
  br i1 %89, label %103, label %90, !dbg !210

90:                                               ; preds = %85
  %91 = getelementptr inbounds i8, ptr %86, i64 24, !dbg !211
  %92 = load <2 x double>, ptr %91, align 8, !dbg !212, !tbaa !115
  %93 = load <2 x double>, ptr %86, align 8, !dbg !213, !tbaa !115
  %94 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %92, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %93), !dbg !213
  store <2 x double> %94, ptr %86, align 8, !dbg !213, !tbaa !115
  %95 = getelementptr inbounds i8, ptr %86, i64 40, !dbg !214
  %96 = load double, ptr %95, align 8, !dbg !214, !tbaa !193
  %97 = getelementptr inbounds i8, ptr %86, i64 16, !dbg !215
  %98 = load double, ptr %97, align 8, !dbg !216, !tbaa !196
  %99 = tail call double @llvm.fmuladd.f64(double %96, double 1.000000e-02, double %98), !dbg !216
  store double %99, ptr %97, align 8, !dbg !216, !tbaa !196
  %100 = extractelement <2 x double> %94, i64 1, !dbg !217
  %101 = fcmp olt double %100, -1.000000e+02, !dbg !217
  br i1 %101, label %102, label %103, !dbg !218

102:                                              ; preds = %90
  store i32 0, ptr %87, align 4, !dbg !219, !tbaa !129
  br label %103, !dbg !220

103:                                              ; preds = %102, %90, %85
  %104 = getelementptr inbounds i8, ptr %86, i64 56, !dbg !221
    #dbg_value(ptr %104, !167, !DIExpression(), !206)
  %105 = icmp ult ptr %104, getelementptr inbounds (i8, ptr @world, i64 3592), !dbg !222
  br i1 %105, label %85, label %106, !dbg !223, !llvm.loop !224

106:                                              ; preds = %103
  %107 = fadd double %52, 1.000000e-02, !dbg !171
  %108 = add nuw nsw i32 %51, 1, !dbg !226
    #dbg_value(i32 %108, !60, !DIExpression(), !158)
  %109 = icmp eq i32 %108, 10, !dbg !227
  br i1 %109, label %53, label %50, !dbg !159, !llvm.loop !228

110:                                              ; preds = %251
    #dbg_value(ptr %57, !230, !DIExpression(), !250)
    #dbg_value(i32 %54, !235, !DIExpression(), !250)
    #dbg_value(i32 0, !236, !DIExpression(), !252)
  br i1 %60, label %112, label %111, !dbg !253

111:                                              ; preds = %150, %59, %110
  br label %204, !dbg !254

112:                                              ; preds = %110
  %113 = zext nneg i32 %54 to i64, !dbg !267
  %114 = and i64 %62, 7, !dbg !253
  %115 = icmp ult i32 %54, 8, !dbg !253
  br i1 %115, label %139, label %116, !dbg !253

116:                                              ; preds = %112
  %117 = and i64 %62, 2147483640, !dbg !253
  br label %118, !dbg !253

118:                                              ; preds = %118, %116
  %119 = phi i64 [ 0, %116 ], [ %136, %118 ]
  %120 = phi i64 [ 0, %116 ], [ %137, %118 ]
    #dbg_value(i64 %119, !236, !DIExpression(), !252)
  %121 = getelementptr inbounds %struct.body, ptr %57, i64 %119, i32 2, !dbg !269
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %121, i8 0, i64 24, i1 false), !dbg !270
  %122 = or disjoint i64 %119, 1, !dbg !271
    #dbg_value(i64 %122, !236, !DIExpression(), !252)
  %123 = getelementptr inbounds %struct.body, ptr %57, i64 %122, i32 2, !dbg !269
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %123, i8 0, i64 24, i1 false), !dbg !270
  %124 = or disjoint i64 %119, 2, !dbg !271
    #dbg_value(i64 %124, !236, !DIExpression(), !252)
  %125 = getelementptr inbounds %struct.body, ptr %57, i64 %124, i32 2, !dbg !269
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %125, i8 0, i64 24, i1 false), !dbg !270
  %126 = or disjoint i64 %119, 3, !dbg !271
    #dbg_value(i64 %126, !236, !DIExpression(), !252)
  %127 = getelementptr inbounds %struct.body, ptr %57, i64 %126, i32 2, !dbg !269
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %127, i8 0, i64 24, i1 false), !dbg !270
  %128 = or disjoint i64 %119, 4, !dbg !271
    #dbg_value(i64 %128, !236, !DIExpression(), !252)
  %129 = getelementptr inbounds %struct.body, ptr %57, i64 %128, i32 2, !dbg !269
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %129, i8 0, i64 24, i1 false), !dbg !270
  %130 = or disjoint i64 %119, 5, !dbg !271
    #dbg_value(i64 %130, !236, !DIExpression(), !252)
  %131 = getelementptr inbounds %struct.body, ptr %57, i64 %130, i32 2, !dbg !269
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %131, i8 0, i64 24, i1 false), !dbg !270
  %132 = or disjoint i64 %119, 6, !dbg !271
    #dbg_value(i64 %132, !236, !DIExpression(), !252)
  %133 = getelementptr inbounds %struct.body, ptr %57, i64 %132, i32 2, !dbg !269
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %133, i8 0, i64 24, i1 false), !dbg !270
  %134 = or disjoint i64 %119, 7, !dbg !271
    #dbg_value(i64 %134, !236, !DIExpression(), !252)
  %135 = getelementptr inbounds %struct.body, ptr %57, i64 %134, i32 2, !dbg !269
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %135, i8 0, i64 24, i1 false), !dbg !270
  %136 = add nuw nsw i64 %119, 8, !dbg !271
    #dbg_value(i64 %136, !236, !DIExpression(), !252)
  %137 = add i64 %120, 8, !dbg !253
  %138 = icmp eq i64 %137, %117, !dbg !253
  br i1 %138, label %139, label %118, !dbg !253, !llvm.loop !272

139:                                              ; preds = %118, %112
  %140 = phi i64 [ 0, %112 ], [ %136, %118 ]
  %141 = icmp eq i64 %114, 0, !dbg !253
  br i1 %141, label %149, label %142, !dbg !253

142:                                              ; preds = %139, %142
  %143 = phi i64 [ %146, %142 ], [ %140, %139 ]
  %144 = phi i64 [ %147, %142 ], [ 0, %139 ]
    #dbg_value(i64 %143, !236, !DIExpression(), !252)
  %145 = getelementptr inbounds %struct.body, ptr %57, i64 %143, i32 2, !dbg !269
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %145, i8 0, i64 24, i1 false), !dbg !270
  %146 = add nuw nsw i64 %143, 1, !dbg !271
    #dbg_value(i64 %146, !236, !DIExpression(), !252)
  %147 = add i64 %144, 1, !dbg !253
  %148 = icmp eq i64 %147, %114, !dbg !253
  br i1 %148, label %149, label %142, !dbg !253, !llvm.loop !274

149:                                              ; preds = %142, %139
  br label %153, !dbg !276

150:                                              ; preds = %167, %153
    #dbg_value(i64 %156, !238, !DIExpression(), !277)
  %151 = add nuw nsw i64 %155, 1, !dbg !276
  %152 = icmp eq i64 %156, %113, !dbg !278
  br i1 %152, label %111, label %153, !dbg !276, !llvm.loop !279

153:                                              ; preds = %149, %150
  %154 = phi i64 [ %156, %150 ], [ 0, %149 ]
  %155 = phi i64 [ %151, %150 ], [ 1, %149 ]
    #dbg_value(i64 %154, !238, !DIExpression(), !277)
  %156 = add nuw nsw i64 %154, 1, !dbg !281
    #dbg_value(i64 %156, !240, !DIExpression(), !282)
  %157 = icmp ult i64 %156, %113, !dbg !283
  br i1 %157, label %158, label %150, !dbg !284

158:                                              ; preds = %153
  %159 = getelementptr inbounds %struct.body, ptr %57, i64 %154
  %160 = getelementptr inbounds i8, ptr %159, i64 8
  %161 = load <2 x double>, ptr %160, align 8, !tbaa !115
  %162 = getelementptr inbounds i8, ptr %159, i64 24
  %163 = load double, ptr %162, align 8, !tbaa !285
  %164 = load double, ptr %159, align 8, !tbaa !288
  %165 = getelementptr inbounds i8, ptr %159, i64 32
  %166 = getelementptr inbounds i8, ptr %159, i64 48
  br label %167, !dbg !284

167:                                              ; preds = %167, %158
  %168 = phi i64 [ %155, %158 ], [ %202, %167 ]
    #dbg_value(i64 %168, !240, !DIExpression(), !282)
  %169 = getelementptr inbounds %struct.body, ptr %57, i64 %168, !dbg !289
  %170 = getelementptr inbounds i8, ptr %169, i64 8, !dbg !290
    #dbg_value(double poison, !243, !DIExpression(), !291)
    #dbg_value(double poison, !246, !DIExpression(), !291)
  %171 = getelementptr inbounds i8, ptr %169, i64 24, !dbg !292
  %172 = load double, ptr %171, align 8, !dbg !292, !tbaa !285
  %173 = fsub double %172, %163, !dbg !293
    #dbg_value(double %173, !247, !DIExpression(), !291)
    #dbg_value(double %185, !248, !DIExpression(), !291)
  %174 = load double, ptr %169, align 8, !dbg !294, !tbaa !288
  %175 = fmul double %164, %174, !dbg !295
    #dbg_value(double %188, !249, !DIExpression(), !291)
  %176 = load double, ptr %166, align 8, !dbg !296, !tbaa !297
  %177 = getelementptr inbounds i8, ptr %169, i64 32, !dbg !298
  %178 = load <2 x double>, ptr %170, align 8, !dbg !299, !tbaa !115
  %179 = fsub <2 x double> %178, %161, !dbg !300
  %180 = fmul <2 x double> %179, %179, !dbg !301
  %181 = extractelement <2 x double> %180, i64 1, !dbg !301
  %182 = extractelement <2 x double> %179, i64 0, !dbg !302
  %183 = tail call double @llvm.fmuladd.f64(double %182, double %182, double %181), !dbg !302
  %184 = tail call double @llvm.fmuladd.f64(double %173, double %173, double %183), !dbg !303
  %185 = fadd double %184, 1.000000e-09, !dbg !304
  %186 = tail call double @llvm.sqrt.f64(double %185), !dbg !305
  %187 = fmul double %185, %186, !dbg !306
  %188 = fdiv double %175, %187, !dbg !307
  %189 = load <2 x double>, ptr %165, align 8, !dbg !308, !tbaa !115
  %190 = insertelement <2 x double> poison, double %188, i64 0, !dbg !308
  %191 = shufflevector <2 x double> %190, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !308
  %192 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %191, <2 x double> %179, <2 x double> %189), !dbg !308
  store <2 x double> %192, ptr %165, align 8, !dbg !308, !tbaa !115
  %193 = tail call double @llvm.fmuladd.f64(double %188, double %173, double %176), !dbg !296
  store double %193, ptr %166, align 8, !dbg !296, !tbaa !297
  %194 = fneg double %188, !dbg !309
  %195 = load <2 x double>, ptr %177, align 8, !dbg !309, !tbaa !115
  %196 = insertelement <2 x double> poison, double %194, i64 0, !dbg !309
  %197 = shufflevector <2 x double> %196, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !309
  %198 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %197, <2 x double> %179, <2 x double> %195), !dbg !309
  store <2 x double> %198, ptr %177, align 8, !dbg !309, !tbaa !115
  %199 = getelementptr inbounds i8, ptr %169, i64 48, !dbg !310
  %200 = load double, ptr %199, align 8, !dbg !311, !tbaa !297
  %201 = tail call double @llvm.fmuladd.f64(double %194, double %173, double %200), !dbg !311
  store double %201, ptr %199, align 8, !dbg !311, !tbaa !297
  %202 = add nuw nsw i64 %168, 1, !dbg !312
    #dbg_value(i64 %202, !240, !DIExpression(), !282)
  %203 = icmp eq i64 %202, %113, !dbg !283
  br i1 %203, label %150, label %167, !dbg !284, !llvm.loop !313

204:                                              ; preds = %111, %204
  %205 = phi i64 [ %222, %204 ], [ 0, %111 ]
  %206 = phi double [ %221, %204 ], [ 0.000000e+00, %111 ]
    #dbg_value(i64 %205, !265, !DIExpression(), !315)
    #dbg_value(double %206, !264, !DIExpression(), !316)
  %207 = getelementptr inbounds %struct.particle, ptr @particles, i64 %205, !dbg !317
  %208 = getelementptr inbounds i8, ptr %207, i64 48, !dbg !319
  %209 = load float, ptr %208, align 8, !dbg !319, !tbaa !122
  %210 = fpext float %209 to double, !dbg !317
  %211 = fmul double %210, 5.000000e-01, !dbg !320
  %212 = getelementptr inbounds i8, ptr %207, i64 24, !dbg !321
  %213 = load double, ptr %212, align 8, !dbg !322, !tbaa !323
  %214 = getelementptr inbounds i8, ptr %207, i64 32, !dbg !324
  %215 = load double, ptr %214, align 8, !dbg !324, !tbaa !325
  %216 = fmul double %215, %215, !dbg !326
  %217 = tail call double @llvm.fmuladd.f64(double %213, double %213, double %216), !dbg !327
  %218 = getelementptr inbounds i8, ptr %207, i64 40, !dbg !328
  %219 = load double, ptr %218, align 8, !dbg !328, !tbaa !193
  %220 = tail call double @llvm.fmuladd.f64(double %219, double %219, double %217), !dbg !329
  %221 = tail call double @llvm.fmuladd.f64(double %211, double %220, double %206), !dbg !330
    #dbg_value(double %221, !264, !DIExpression(), !316)
  %222 = add nuw nsw i64 %205, 1, !dbg !331
    #dbg_value(i64 %222, !265, !DIExpression(), !315)
  %223 = icmp eq i64 %222, 128, !dbg !332
  br i1 %223, label %224, label %204, !dbg !254, !llvm.loop !333

224:                                              ; preds = %204, %224
  %225 = phi i64 [ %242, %224 ], [ 0, %204 ]
  %226 = phi double [ %241, %224 ], [ 0.000000e+00, %204 ]
    #dbg_value(i64 %225, !265, !DIExpression(), !335)
    #dbg_value(double %226, !264, !DIExpression(), !337)
  %227 = getelementptr inbounds %struct.particle, ptr getelementptr inbounds (i8, ptr @world, i64 8), i64 %225, !dbg !338
  %228 = getelementptr inbounds i8, ptr %227, i64 48, !dbg !339
  %229 = load float, ptr %228, align 8, !dbg !339, !tbaa !122
  %230 = fpext float %229 to double, !dbg !338
  %231 = fmul double %230, 5.000000e-01, !dbg !340
  %232 = getelementptr inbounds i8, ptr %227, i64 24, !dbg !341
  %233 = load double, ptr %232, align 8, !dbg !342, !tbaa !323
  %234 = getelementptr inbounds i8, ptr %227, i64 32, !dbg !343
  %235 = load double, ptr %234, align 8, !dbg !343, !tbaa !325
  %236 = fmul double %235, %235, !dbg !344
  %237 = tail call double @llvm.fmuladd.f64(double %233, double %233, double %236), !dbg !345
  %238 = getelementptr inbounds i8, ptr %227, i64 40, !dbg !346
  %239 = load double, ptr %238, align 8, !dbg !346, !tbaa !193
  %240 = tail call double @llvm.fmuladd.f64(double %239, double %239, double %237), !dbg !347
  %241 = tail call double @llvm.fmuladd.f64(double %231, double %240, double %226), !dbg !348
    #dbg_value(double %241, !264, !DIExpression(), !337)
  %242 = add nuw nsw i64 %225, 1, !dbg !349
    #dbg_value(i64 %242, !265, !DIExpression(), !335)
  %243 = icmp eq i64 %242, 64, !dbg !350
  br i1 %243, label %244, label %224, !dbg !351, !llvm.loop !352

244:                                              ; preds = %224
  %245 = getelementptr inbounds i8, ptr %57, i64 32, !dbg !354
  %246 = load double, ptr %245, align 8, !dbg !355, !tbaa !356
  %247 = getelementptr %struct.body, ptr %57, i64 %55, !dbg !357
  %248 = getelementptr i8, ptr %247, i64 -8, !dbg !358
  %249 = load i64, ptr %248, align 8, !dbg !358, !tbaa !359
  %250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %221, double noundef %241, double noundef %246, i64 noundef %249), !dbg !360
  tail call void @free(ptr noundef %57) #8, !dbg !361
  br label %271, !dbg !362

251:                                              ; preds = %61, %251
  %252 = phi i64 [ 0, %61 ], [ %253, %251 ]
    #dbg_value(i64 %252, !71, !DIExpression(), !178)
  %253 = add nuw nsw i64 %252, 1, !dbg !363
  %254 = trunc nuw nsw i64 %253 to i32, !dbg !365
  %255 = uitofp nneg i32 %254 to double, !dbg !365
  %256 = getelementptr inbounds %struct.body, ptr %57, i64 %252, !dbg !366
  store double %255, ptr %256, align 8, !dbg !367, !tbaa !288
  %257 = getelementptr inbounds i8, ptr %256, i64 8, !dbg !368
  %258 = trunc nuw nsw i64 %252 to i32, !dbg !369
  %259 = uitofp nneg i32 %258 to double, !dbg !369
  %260 = trunc i64 %252 to i32, !dbg !370
  %261 = shl i32 %260, 1, !dbg !370
  %262 = uitofp i32 %261 to double, !dbg !370
  %263 = trunc i64 %252 to i32, !dbg !371
  %264 = sub i32 0, %263, !dbg !371
  %265 = sitofp i32 %264 to double, !dbg !371
  store double %259, ptr %257, align 8, !dbg !372, !tbaa !115
  %266 = getelementptr inbounds i8, ptr %256, i64 16, !dbg !372
  store double %262, ptr %266, align 8, !dbg !372, !tbaa !115
  %267 = getelementptr inbounds i8, ptr %256, i64 24, !dbg !372
  store double %265, ptr %267, align 8, !dbg !372, !tbaa !115
  %268 = add nuw nsw i64 %252, 1000, !dbg !373
  %269 = getelementptr inbounds i8, ptr %256, i64 56, !dbg !374
  store i64 %268, ptr %269, align 8, !dbg !375, !tbaa !359
    #dbg_value(i64 %253, !71, !DIExpression(), !178)
  %270 = icmp eq i64 %253, %62, !dbg !179
  br i1 %270, label %110, label %251, !dbg !181, !llvm.loop !376

271:                                              ; preds = %53, %244
  %272 = phi i32 [ 0, %244 ], [ 1, %53 ], !dbg !73
  ret i32 %272, !dbg !378
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !379 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !382 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !387 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !390 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!45, !46, !47, !48, !49, !50, !51}
!llvm.ident = !{!52}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "particles", scope: !2, file: !3, line: 32, type: !42, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !14, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "aos.c", directory: ".", checksumkind: CSK_MD5, checksum: "59270ce57d2a537e862e26efaddbdb02")
!4 = !{!5, !8, !9, !12, !13}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !6, line: 18, baseType: !7)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!7 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!13 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!14 = !{!15, !0, !20}
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 108, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 160, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 20)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "world", scope: !2, file: !3, line: 33, type: !22, isLocal: true, isDefinition: true)
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "system", file: !3, line: 25, size: 28800, elements: !23)
!23 = !{!24, !25, !41}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "nparticles", scope: !22, file: !3, line: 26, baseType: !8, size: 32)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "parts", scope: !22, file: !3, line: 27, baseType: !26, size: 28672, offset: 64)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 28672, elements: !39)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "particle", file: !3, line: 12, size: 448, elements: !28)
!28 = !{!29, !36, !37, !38}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !27, file: !3, line: 13, baseType: !30, size: 192)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vec3", file: !3, line: 8, size: 192, elements: !31)
!31 = !{!32, !34, !35}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !30, file: !3, line: 9, baseType: !33, size: 64)
!33 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !30, file: !3, line: 9, baseType: !33, size: 64, offset: 64)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !30, file: !3, line: 9, baseType: !33, size: 64, offset: 128)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "vel", scope: !27, file: !3, line: 13, baseType: !30, size: 192, offset: 192)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "mass", scope: !27, file: !3, line: 14, baseType: !13, size: 32, offset: 384)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "alive", scope: !27, file: !3, line: 15, baseType: !8, size: 32, offset: 416)
!39 = !{!40}
!40 = !DISubrange(count: 64)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "time", scope: !22, file: !3, line: 28, baseType: !33, size: 64, offset: 28736)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 57344, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 128)
!45 = !{i32 7, !"Dwarf Version", i32 5}
!46 = !{i32 2, !"Debug Info Version", i32 3}
!47 = !{i32 1, !"wchar_size", i32 4}
!48 = !{i32 8, !"PIC Level", i32 2}
!49 = !{i32 7, !"PIE Level", i32 2}
!50 = !{i32 7, !"uwtable", i32 2}
!51 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!52 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!53 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 86, type: !54, scopeLine: 87, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !56)
!54 = !DISubroutineType(types: !55)
!55 = !{!8, !8, !9}
!56 = !{!57, !58, !59, !60, !62, !71}
!57 = !DILocalVariable(name: "argc", arg: 1, scope: !53, file: !3, line: 86, type: !8)
!58 = !DILocalVariable(name: "argv", arg: 2, scope: !53, file: !3, line: 86, type: !9)
!59 = !DILocalVariable(name: "n", scope: !53, file: !3, line: 88, type: !8)
!60 = !DILocalVariable(name: "t", scope: !61, file: !3, line: 94, type: !8)
!61 = distinct !DILexicalBlock(scope: !53, file: !3, line: 94, column: 2)
!62 = !DILocalVariable(name: "bodies", scope: !53, file: !3, line: 99, type: !63)
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!64 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "body", file: !3, line: 18, size: 512, elements: !65)
!65 = !{!66, !67, !68, !69}
!66 = !DIDerivedType(tag: DW_TAG_member, name: "mass", scope: !64, file: !3, line: 19, baseType: !33, size: 64)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !64, file: !3, line: 20, baseType: !30, size: 192, offset: 64)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "force", scope: !64, file: !3, line: 21, baseType: !30, size: 192, offset: 256)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !64, file: !3, line: 22, baseType: !70, size: 64, offset: 448)
!70 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!71 = !DILocalVariable(name: "i", scope: !72, file: !3, line: 102, type: !8)
!72 = distinct !DILexicalBlock(scope: !53, file: !3, line: 102, column: 2)
!73 = !DILocation(line: 0, scope: !53)
!74 = !DILocation(line: 88, column: 15, scope: !53)
!75 = !DILocation(line: 88, column: 10, scope: !53)
!76 = !DILocation(line: 88, column: 26, scope: !53)
!77 = !{!78, !78, i64 0}
!78 = !{!"any pointer", !79, i64 0}
!79 = !{!"omnipotent char", !80, i64 0}
!80 = !{!"Simple C/C++ TBAA"}
!81 = !DILocalVariable(name: "__nptr", arg: 1, scope: !82, file: !83, line: 362, type: !86)
!82 = distinct !DISubprogram(name: "atoi", scope: !83, file: !83, line: 362, type: !84, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !88)
!83 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!84 = !DISubroutineType(types: !85)
!85 = !{!8, !86}
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!87 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!88 = !{!81}
!89 = !DILocation(line: 0, scope: !82, inlinedAt: !90)
!90 = distinct !DILocation(line: 88, column: 21, scope: !53)
!91 = !DILocation(line: 364, column: 16, scope: !82, inlinedAt: !90)
!92 = !DILocation(line: 364, column: 10, scope: !82, inlinedAt: !90)
!93 = !DILocation(line: 89, column: 12, scope: !94)
!94 = distinct !DILexicalBlock(scope: !53, file: !3, line: 89, column: 6)
!95 = !DILocalVariable(name: "p", arg: 1, scope: !96, file: !3, line: 35, type: !99)
!96 = distinct !DISubprogram(name: "init_particles", scope: !3, file: !3, line: 35, type: !97, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !100)
!97 = !DISubroutineType(types: !98)
!98 = !{null, !99, !8, !33}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!100 = !{!95, !101, !102, !103}
!101 = !DILocalVariable(name: "n", arg: 2, scope: !96, file: !3, line: 35, type: !8)
!102 = !DILocalVariable(name: "seed", arg: 3, scope: !96, file: !3, line: 35, type: !33)
!103 = !DILocalVariable(name: "i", scope: !104, file: !3, line: 37, type: !8)
!104 = distinct !DILexicalBlock(scope: !96, file: !3, line: 37, column: 2)
!105 = !DILocation(line: 0, scope: !96, inlinedAt: !106)
!106 = distinct !DILocation(line: 91, column: 2, scope: !53)
!107 = !DILocation(line: 0, scope: !104, inlinedAt: !106)
!108 = !DILocation(line: 37, column: 2, scope: !104, inlinedAt: !106)
!109 = !DILocation(line: 38, column: 3, scope: !110, inlinedAt: !106)
!110 = distinct !DILexicalBlock(scope: !111, file: !3, line: 37, column: 30)
!111 = distinct !DILexicalBlock(scope: !104, file: !3, line: 37, column: 2)
!112 = !DILocation(line: 38, column: 29, scope: !110, inlinedAt: !106)
!113 = !DILocation(line: 38, column: 31, scope: !110, inlinedAt: !106)
!114 = !DILocation(line: 38, column: 14, scope: !110, inlinedAt: !106)
!115 = !{!116, !116, i64 0}
!116 = !{!"double", !79, i64 0}
!117 = !DILocation(line: 39, column: 14, scope: !110, inlinedAt: !106)
!118 = !DILocation(line: 40, column: 32, scope: !110, inlinedAt: !106)
!119 = !DILocation(line: 40, column: 20, scope: !110, inlinedAt: !106)
!120 = !DILocation(line: 40, column: 8, scope: !110, inlinedAt: !106)
!121 = !DILocation(line: 40, column: 13, scope: !110, inlinedAt: !106)
!122 = !{!123, !125, i64 48}
!123 = !{!"particle", !124, i64 0, !124, i64 24, !125, i64 48, !126, i64 52}
!124 = !{!"vec3", !116, i64 0, !116, i64 8, !116, i64 16}
!125 = !{!"float", !79, i64 0}
!126 = !{!"int", !79, i64 0}
!127 = !DILocation(line: 41, column: 8, scope: !110, inlinedAt: !106)
!128 = !DILocation(line: 41, column: 14, scope: !110, inlinedAt: !106)
!129 = !{!123, !126, i64 52}
!130 = !DILocation(line: 37, column: 26, scope: !111, inlinedAt: !106)
!131 = !DILocation(line: 37, column: 20, scope: !111, inlinedAt: !106)
!132 = distinct !{!132, !108, !133, !134}
!133 = !DILocation(line: 42, column: 2, scope: !104, inlinedAt: !106)
!134 = !{!"llvm.loop.mustprogress"}
!135 = !DILocation(line: 92, column: 19, scope: !53)
!136 = !{!137, !126, i64 0}
!137 = !{!"system", !126, i64 0, !79, i64 8, !116, i64 3592}
!138 = !DILocation(line: 0, scope: !96, inlinedAt: !139)
!139 = distinct !DILocation(line: 93, column: 2, scope: !53)
!140 = !DILocation(line: 0, scope: !104, inlinedAt: !139)
!141 = !DILocation(line: 37, column: 2, scope: !104, inlinedAt: !139)
!142 = !DILocation(line: 38, column: 3, scope: !110, inlinedAt: !139)
!143 = !DILocation(line: 38, column: 29, scope: !110, inlinedAt: !139)
!144 = !DILocation(line: 38, column: 31, scope: !110, inlinedAt: !139)
!145 = !DILocation(line: 38, column: 14, scope: !110, inlinedAt: !139)
!146 = !DILocation(line: 39, column: 14, scope: !110, inlinedAt: !139)
!147 = !DILocation(line: 40, column: 32, scope: !110, inlinedAt: !139)
!148 = !DILocation(line: 40, column: 20, scope: !110, inlinedAt: !139)
!149 = !DILocation(line: 40, column: 8, scope: !110, inlinedAt: !139)
!150 = !DILocation(line: 40, column: 13, scope: !110, inlinedAt: !139)
!151 = !DILocation(line: 41, column: 8, scope: !110, inlinedAt: !139)
!152 = !DILocation(line: 41, column: 14, scope: !110, inlinedAt: !139)
!153 = !DILocation(line: 37, column: 26, scope: !111, inlinedAt: !139)
!154 = !DILocation(line: 37, column: 20, scope: !111, inlinedAt: !139)
!155 = distinct !{!155, !141, !156, !134}
!156 = !DILocation(line: 42, column: 2, scope: !104, inlinedAt: !139)
!157 = !{!137, !116, i64 3592}
!158 = !DILocation(line: 0, scope: !61)
!159 = !DILocation(line: 94, column: 2, scope: !61)
!160 = !DILocation(line: 47, column: 2, scope: !161, inlinedAt: !168)
!161 = distinct !DILexicalBlock(scope: !162, file: !3, line: 47, column: 2)
!162 = distinct !DISubprogram(name: "step", scope: !3, file: !3, line: 45, type: !97, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !163)
!163 = !{!164, !165, !166, !167}
!164 = !DILocalVariable(name: "p", arg: 1, scope: !162, file: !3, line: 45, type: !99)
!165 = !DILocalVariable(name: "n", arg: 2, scope: !162, file: !3, line: 45, type: !8)
!166 = !DILocalVariable(name: "dt", arg: 3, scope: !162, file: !3, line: 45, type: !33)
!167 = !DILocalVariable(name: "q", scope: !161, file: !3, line: 47, type: !99)
!168 = distinct !DILocation(line: 95, column: 3, scope: !169)
!169 = distinct !DILexicalBlock(scope: !170, file: !3, line: 94, column: 31)
!170 = distinct !DILexicalBlock(scope: !61, file: !3, line: 94, column: 2)
!171 = !DILocation(line: 97, column: 14, scope: !169)
!172 = !DILocation(line: 99, column: 31, scope: !53)
!173 = !DILocation(line: 99, column: 41, scope: !53)
!174 = !DILocation(line: 99, column: 24, scope: !53)
!175 = !DILocation(line: 100, column: 7, scope: !176)
!176 = distinct !DILexicalBlock(scope: !53, file: !3, line: 100, column: 6)
!177 = !DILocation(line: 100, column: 6, scope: !53)
!178 = !DILocation(line: 0, scope: !72)
!179 = !DILocation(line: 102, column: 20, scope: !180)
!180 = distinct !DILexicalBlock(scope: !72, file: !3, line: 102, column: 2)
!181 = !DILocation(line: 102, column: 2, scope: !72)
!182 = !DILocation(line: 48, column: 11, scope: !183, inlinedAt: !168)
!183 = distinct !DILexicalBlock(scope: !184, file: !3, line: 48, column: 7)
!184 = distinct !DILexicalBlock(scope: !185, file: !3, line: 47, column: 47)
!185 = distinct !DILexicalBlock(scope: !161, file: !3, line: 47, column: 2)
!186 = !DILocation(line: 0, scope: !161, inlinedAt: !168)
!187 = !DILocation(line: 48, column: 8, scope: !183, inlinedAt: !168)
!188 = !DILocation(line: 48, column: 7, scope: !184, inlinedAt: !168)
!189 = !DILocation(line: 50, column: 18, scope: !184, inlinedAt: !168)
!190 = !DILocation(line: 50, column: 22, scope: !184, inlinedAt: !168)
!191 = !DILocation(line: 50, column: 12, scope: !184, inlinedAt: !168)
!192 = !DILocation(line: 52, column: 22, scope: !184, inlinedAt: !168)
!193 = !{!123, !116, i64 40}
!194 = !DILocation(line: 52, column: 10, scope: !184, inlinedAt: !168)
!195 = !DILocation(line: 52, column: 12, scope: !184, inlinedAt: !168)
!196 = !{!123, !116, i64 16}
!197 = !DILocation(line: 53, column: 16, scope: !198, inlinedAt: !168)
!198 = distinct !DILexicalBlock(scope: !184, file: !3, line: 53, column: 7)
!199 = !DILocation(line: 53, column: 7, scope: !184, inlinedAt: !168)
!200 = !DILocation(line: 54, column: 13, scope: !198, inlinedAt: !168)
!201 = !DILocation(line: 54, column: 4, scope: !198, inlinedAt: !168)
!202 = !DILocation(line: 47, column: 43, scope: !185, inlinedAt: !168)
!203 = !DILocation(line: 47, column: 33, scope: !185, inlinedAt: !168)
!204 = distinct !{!204, !160, !205, !134}
!205 = !DILocation(line: 55, column: 2, scope: !161, inlinedAt: !168)
!206 = !DILocation(line: 0, scope: !161, inlinedAt: !207)
!207 = distinct !DILocation(line: 96, column: 3, scope: !169)
!208 = !DILocation(line: 48, column: 11, scope: !183, inlinedAt: !207)
!209 = !DILocation(line: 48, column: 8, scope: !183, inlinedAt: !207)
!210 = !DILocation(line: 48, column: 7, scope: !184, inlinedAt: !207)
!211 = !DILocation(line: 50, column: 18, scope: !184, inlinedAt: !207)
!212 = !DILocation(line: 50, column: 22, scope: !184, inlinedAt: !207)
!213 = !DILocation(line: 50, column: 12, scope: !184, inlinedAt: !207)
!214 = !DILocation(line: 52, column: 22, scope: !184, inlinedAt: !207)
!215 = !DILocation(line: 52, column: 10, scope: !184, inlinedAt: !207)
!216 = !DILocation(line: 52, column: 12, scope: !184, inlinedAt: !207)
!217 = !DILocation(line: 53, column: 16, scope: !198, inlinedAt: !207)
!218 = !DILocation(line: 53, column: 7, scope: !184, inlinedAt: !207)
!219 = !DILocation(line: 54, column: 13, scope: !198, inlinedAt: !207)
!220 = !DILocation(line: 54, column: 4, scope: !198, inlinedAt: !207)
!221 = !DILocation(line: 47, column: 43, scope: !185, inlinedAt: !207)
!222 = !DILocation(line: 47, column: 33, scope: !185, inlinedAt: !207)
!223 = !DILocation(line: 47, column: 2, scope: !161, inlinedAt: !207)
!224 = distinct !{!224, !223, !225, !134}
!225 = !DILocation(line: 55, column: 2, scope: !161, inlinedAt: !207)
!226 = !DILocation(line: 94, column: 27, scope: !170)
!227 = !DILocation(line: 94, column: 20, scope: !170)
!228 = distinct !{!228, !159, !229, !134}
!229 = !DILocation(line: 98, column: 2, scope: !61)
!230 = !DILocalVariable(name: "b", arg: 1, scope: !231, file: !3, line: 67, type: !63)
!231 = distinct !DISubprogram(name: "forces", scope: !3, file: !3, line: 67, type: !232, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !234)
!232 = !DISubroutineType(types: !233)
!233 = !{null, !63, !8}
!234 = !{!230, !235, !236, !238, !240, !243, !246, !247, !248, !249}
!235 = !DILocalVariable(name: "n", arg: 2, scope: !231, file: !3, line: 67, type: !8)
!236 = !DILocalVariable(name: "i", scope: !237, file: !3, line: 69, type: !8)
!237 = distinct !DILexicalBlock(scope: !231, file: !3, line: 69, column: 2)
!238 = !DILocalVariable(name: "i", scope: !239, file: !3, line: 71, type: !8)
!239 = distinct !DILexicalBlock(scope: !231, file: !3, line: 71, column: 2)
!240 = !DILocalVariable(name: "j", scope: !241, file: !3, line: 72, type: !8)
!241 = distinct !DILexicalBlock(scope: !242, file: !3, line: 72, column: 3)
!242 = distinct !DILexicalBlock(scope: !239, file: !3, line: 71, column: 2)
!243 = !DILocalVariable(name: "dx", scope: !244, file: !3, line: 73, type: !33)
!244 = distinct !DILexicalBlock(scope: !245, file: !3, line: 72, column: 35)
!245 = distinct !DILexicalBlock(scope: !241, file: !3, line: 72, column: 3)
!246 = !DILocalVariable(name: "dy", scope: !244, file: !3, line: 73, type: !33)
!247 = !DILocalVariable(name: "dz", scope: !244, file: !3, line: 74, type: !33)
!248 = !DILocalVariable(name: "d2", scope: !244, file: !3, line: 75, type: !33)
!249 = !DILocalVariable(name: "f", scope: !244, file: !3, line: 76, type: !33)
!250 = !DILocation(line: 0, scope: !231, inlinedAt: !251)
!251 = distinct !DILocation(line: 107, column: 2, scope: !53)
!252 = !DILocation(line: 0, scope: !237, inlinedAt: !251)
!253 = !DILocation(line: 69, column: 2, scope: !237, inlinedAt: !251)
!254 = !DILocation(line: 61, column: 2, scope: !255, inlinedAt: !266)
!255 = distinct !DILexicalBlock(scope: !256, file: !3, line: 61, column: 2)
!256 = distinct !DISubprogram(name: "kinetic", scope: !3, file: !3, line: 58, type: !257, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !261)
!257 = !DISubroutineType(types: !258)
!258 = !{!33, !259, !8}
!259 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !260, size: 64)
!260 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !27)
!261 = !{!262, !263, !264, !265}
!262 = !DILocalVariable(name: "p", arg: 1, scope: !256, file: !3, line: 58, type: !259)
!263 = !DILocalVariable(name: "n", arg: 2, scope: !256, file: !3, line: 58, type: !8)
!264 = !DILocalVariable(name: "e", scope: !256, file: !3, line: 60, type: !33)
!265 = !DILocalVariable(name: "i", scope: !255, file: !3, line: 61, type: !8)
!266 = distinct !DILocation(line: 108, column: 33, scope: !53)
!267 = !DILocation(line: 69, column: 20, scope: !268, inlinedAt: !251)
!268 = distinct !DILexicalBlock(scope: !237, file: !3, line: 69, column: 2)
!269 = !DILocation(line: 70, column: 8, scope: !268, inlinedAt: !251)
!270 = !DILocation(line: 70, column: 16, scope: !268, inlinedAt: !251)
!271 = !DILocation(line: 69, column: 26, scope: !268, inlinedAt: !251)
!272 = distinct !{!272, !253, !273, !134}
!273 = !DILocation(line: 70, column: 39, scope: !237, inlinedAt: !251)
!274 = distinct !{!274, !275}
!275 = !{!"llvm.loop.unroll.disable"}
!276 = !DILocation(line: 71, column: 2, scope: !239, inlinedAt: !251)
!277 = !DILocation(line: 0, scope: !239, inlinedAt: !251)
!278 = !DILocation(line: 71, column: 20, scope: !242, inlinedAt: !251)
!279 = distinct !{!279, !276, !280, !134}
!280 = !DILocation(line: 83, column: 3, scope: !239, inlinedAt: !251)
!281 = !DILocation(line: 72, column: 18, scope: !241, inlinedAt: !251)
!282 = !DILocation(line: 0, scope: !241, inlinedAt: !251)
!283 = !DILocation(line: 72, column: 25, scope: !245, inlinedAt: !251)
!284 = !DILocation(line: 72, column: 3, scope: !241, inlinedAt: !251)
!285 = !{!286, !116, i64 24}
!286 = !{!"body", !116, i64 0, !124, i64 8, !124, i64 32, !287, i64 56}
!287 = !{!"long", !79, i64 0}
!288 = !{!286, !116, i64 0}
!289 = !DILocation(line: 73, column: 16, scope: !244, inlinedAt: !251)
!290 = !DILocation(line: 73, column: 21, scope: !244, inlinedAt: !251)
!291 = !DILocation(line: 0, scope: !244, inlinedAt: !251)
!292 = !DILocation(line: 74, column: 25, scope: !244, inlinedAt: !251)
!293 = !DILocation(line: 74, column: 27, scope: !244, inlinedAt: !251)
!294 = !DILocation(line: 76, column: 32, scope: !244, inlinedAt: !251)
!295 = !DILocation(line: 76, column: 25, scope: !244, inlinedAt: !251)
!296 = !DILocation(line: 79, column: 17, scope: !244, inlinedAt: !251)
!297 = !{!286, !116, i64 48}
!298 = !DILocation(line: 80, column: 9, scope: !244, inlinedAt: !251)
!299 = !DILocation(line: 73, column: 25, scope: !244, inlinedAt: !251)
!300 = !DILocation(line: 73, column: 27, scope: !244, inlinedAt: !251)
!301 = !DILocation(line: 75, column: 29, scope: !244, inlinedAt: !251)
!302 = !DILocation(line: 75, column: 24, scope: !244, inlinedAt: !251)
!303 = !DILocation(line: 75, column: 34, scope: !244, inlinedAt: !251)
!304 = !DILocation(line: 75, column: 44, scope: !244, inlinedAt: !251)
!305 = !DILocation(line: 76, column: 45, scope: !244, inlinedAt: !251)
!306 = !DILocation(line: 76, column: 43, scope: !244, inlinedAt: !251)
!307 = !DILocation(line: 76, column: 37, scope: !244, inlinedAt: !251)
!308 = !DILocation(line: 77, column: 17, scope: !244, inlinedAt: !251)
!309 = !DILocation(line: 80, column: 17, scope: !244, inlinedAt: !251)
!310 = !DILocation(line: 82, column: 15, scope: !244, inlinedAt: !251)
!311 = !DILocation(line: 82, column: 17, scope: !244, inlinedAt: !251)
!312 = !DILocation(line: 72, column: 31, scope: !245, inlinedAt: !251)
!313 = distinct !{!313, !284, !314, !134}
!314 = !DILocation(line: 83, column: 3, scope: !241, inlinedAt: !251)
!315 = !DILocation(line: 0, scope: !255, inlinedAt: !266)
!316 = !DILocation(line: 0, scope: !256, inlinedAt: !266)
!317 = !DILocation(line: 62, column: 14, scope: !318, inlinedAt: !266)
!318 = distinct !DILexicalBlock(scope: !255, file: !3, line: 61, column: 2)
!319 = !DILocation(line: 62, column: 19, scope: !318, inlinedAt: !266)
!320 = !DILocation(line: 62, column: 12, scope: !318, inlinedAt: !266)
!321 = !DILocation(line: 63, column: 14, scope: !318, inlinedAt: !266)
!322 = !DILocation(line: 63, column: 18, scope: !318, inlinedAt: !266)
!323 = !{!123, !116, i64 24}
!324 = !DILocation(line: 63, column: 44, scope: !318, inlinedAt: !266)
!325 = !{!123, !116, i64 32}
!326 = !DILocation(line: 63, column: 46, scope: !318, inlinedAt: !266)
!327 = !DILocation(line: 63, column: 33, scope: !318, inlinedAt: !266)
!328 = !DILocation(line: 63, column: 70, scope: !318, inlinedAt: !266)
!329 = !DILocation(line: 63, column: 59, scope: !318, inlinedAt: !266)
!330 = !DILocation(line: 62, column: 5, scope: !318, inlinedAt: !266)
!331 = !DILocation(line: 61, column: 26, scope: !318, inlinedAt: !266)
!332 = !DILocation(line: 61, column: 20, scope: !318, inlinedAt: !266)
!333 = distinct !{!333, !254, !334, !134}
!334 = !DILocation(line: 63, column: 84, scope: !255, inlinedAt: !266)
!335 = !DILocation(line: 0, scope: !255, inlinedAt: !336)
!336 = distinct !DILocation(line: 108, column: 62, scope: !53)
!337 = !DILocation(line: 0, scope: !256, inlinedAt: !336)
!338 = !DILocation(line: 62, column: 14, scope: !318, inlinedAt: !336)
!339 = !DILocation(line: 62, column: 19, scope: !318, inlinedAt: !336)
!340 = !DILocation(line: 62, column: 12, scope: !318, inlinedAt: !336)
!341 = !DILocation(line: 63, column: 14, scope: !318, inlinedAt: !336)
!342 = !DILocation(line: 63, column: 18, scope: !318, inlinedAt: !336)
!343 = !DILocation(line: 63, column: 44, scope: !318, inlinedAt: !336)
!344 = !DILocation(line: 63, column: 46, scope: !318, inlinedAt: !336)
!345 = !DILocation(line: 63, column: 33, scope: !318, inlinedAt: !336)
!346 = !DILocation(line: 63, column: 70, scope: !318, inlinedAt: !336)
!347 = !DILocation(line: 63, column: 59, scope: !318, inlinedAt: !336)
!348 = !DILocation(line: 62, column: 5, scope: !318, inlinedAt: !336)
!349 = !DILocation(line: 61, column: 26, scope: !318, inlinedAt: !336)
!350 = !DILocation(line: 61, column: 20, scope: !318, inlinedAt: !336)
!351 = !DILocation(line: 61, column: 2, scope: !255, inlinedAt: !336)
!352 = distinct !{!352, !351, !353, !134}
!353 = !DILocation(line: 63, column: 84, scope: !255, inlinedAt: !336)
!354 = !DILocation(line: 109, column: 19, scope: !53)
!355 = !DILocation(line: 109, column: 25, scope: !53)
!356 = !{!286, !116, i64 32}
!357 = !DILocation(line: 109, column: 28, scope: !53)
!358 = !DILocation(line: 109, column: 42, scope: !53)
!359 = !{!286, !287, i64 56}
!360 = !DILocation(line: 108, column: 2, scope: !53)
!361 = !DILocation(line: 110, column: 2, scope: !53)
!362 = !DILocation(line: 111, column: 2, scope: !53)
!363 = !DILocation(line: 103, column: 22, scope: !364)
!364 = distinct !DILexicalBlock(scope: !180, file: !3, line: 102, column: 30)
!365 = !DILocation(line: 103, column: 20, scope: !364)
!366 = !DILocation(line: 103, column: 3, scope: !364)
!367 = !DILocation(line: 103, column: 18, scope: !364)
!368 = !DILocation(line: 104, column: 13, scope: !364)
!369 = !DILocation(line: 104, column: 34, scope: !364)
!370 = !DILocation(line: 104, column: 41, scope: !364)
!371 = !DILocation(line: 104, column: 46, scope: !364)
!372 = !DILocation(line: 104, column: 19, scope: !364)
!373 = !DILocation(line: 105, column: 23, scope: !364)
!374 = !DILocation(line: 105, column: 13, scope: !364)
!375 = !DILocation(line: 105, column: 16, scope: !364)
!376 = distinct !{!376, !181, !377, !134}
!377 = !DILocation(line: 106, column: 2, scope: !72)
!378 = !DILocation(line: 112, column: 1, scope: !53)
!379 = !DISubprogram(name: "malloc", scope: !83, file: !83, line: 553, type: !380, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!380 = !DISubroutineType(types: !381)
!381 = !{!12, !5}
!382 = !DISubprogram(name: "printf", scope: !383, file: !383, line: 356, type: !384, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!383 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!384 = !DISubroutineType(types: !385)
!385 = !{!8, !386, null}
!386 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !86)
!387 = !DISubprogram(name: "free", scope: !83, file: !83, line: 568, type: !388, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!388 = !DISubroutineType(types: !389)
!389 = !{null, !12}
!390 = !DISubprogram(name: "strtol", scope: !83, file: !83, line: 177, type: !391, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!391 = !DISubroutineType(types: !392)
!392 = !{!70, !386, !393, !8}
!393 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !9)
