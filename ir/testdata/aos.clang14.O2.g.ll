; ModuleID = 'aos.c'
source_filename = "aos.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.particle = type { %struct.vec3, %struct.vec3, float, i32 }
%struct.vec3 = type { double, double, double }
%struct.system = type { i32, [64 x %struct.particle], double }
%struct.body = type { double, %struct.vec3, %struct.vec3, i64 }

@particles = internal global [128 x %struct.particle] zeroinitializer, align 16, !dbg !0
@world = internal global %struct.system zeroinitializer, align 8, !dbg !15
@.str = private unnamed_addr constant [20 x i8] c"%.3f %.3f %.3f %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !47 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !51, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i8** %1, metadata !52, metadata !DIExpression()), !dbg !67
  %3 = icmp sgt i32 %0, 1, !dbg !68
  br i1 %3, label %4, label %9, !dbg !69

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !70
  %6 = load i8*, i8** %5, align 8, !dbg !70, !tbaa !71
  call void @llvm.dbg.value(metadata i8* %6, metadata !75, metadata !DIExpression()) #9, !dbg !83
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #9, !dbg !85
  %8 = trunc i64 %7 to i32, !dbg !86
  br label %9, !dbg !69

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 16, %2 ], !dbg !69
  call void @llvm.dbg.value(metadata i32 %10, metadata !53, metadata !DIExpression()), !dbg !67
  %11 = add i32 %10, -4097, !dbg !87
  %12 = icmp ult i32 %11, -4095, !dbg !87
  call void @llvm.dbg.value(metadata i32 %60, metadata !53, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata %struct.particle* getelementptr inbounds ([128 x %struct.particle], [128 x %struct.particle]* @particles, i64 0, i64 0), metadata !89, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata i32 128, metadata !95, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata double 1.000000e-01, metadata !96, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata i32 0, metadata !97, metadata !DIExpression()), !dbg !101
  br label %13, !dbg !102

13:                                               ; preds = %13, %9
  %14 = phi i64 [ 0, %9 ], [ %31, %13 ]
  call void @llvm.dbg.value(metadata i64 %14, metadata !97, metadata !DIExpression()), !dbg !101
  %15 = trunc i64 %14 to i32, !dbg !103
  %16 = sitofp i32 %15 to double, !dbg !103
  %17 = insertelement <2 x double> poison, double %16, i64 0, !dbg !106
  %18 = shufflevector <2 x double> %17, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !106
  %19 = fmul <2 x double> %18, <double 1.000000e-01, double 5.000000e-01>, !dbg !106
  %20 = getelementptr inbounds [128 x %struct.particle], [128 x %struct.particle]* @particles, i64 0, i64 %14, i32 0, i32 0, !dbg !107
  %21 = bitcast double* %20 to <2 x double>*, !dbg !107
  store <2 x double> %19, <2 x double>* %21, align 8, !dbg !107
  %22 = getelementptr inbounds [128 x %struct.particle], [128 x %struct.particle]* @particles, i64 0, i64 %14, i32 0, i32 2, !dbg !107
  %23 = bitcast double* %22 to <2 x double>*, !dbg !107
  store <2 x double> <double 0.000000e+00, double 1.000000e+00>, <2 x double>* %23, align 8, !dbg !107
  %24 = getelementptr inbounds [128 x %struct.particle], [128 x %struct.particle]* @particles, i64 0, i64 %14, i32 1, i32 1, !dbg !108
  %25 = bitcast double* %24 to <2 x double>*, !dbg !108
  store <2 x double> <double -1.000000e-01, double 2.500000e-01>, <2 x double>* %25, align 8, !dbg !108
  %26 = urem i32 %15, 3, !dbg !109
  %27 = sitofp i32 %26 to float, !dbg !110
  %28 = fadd float %27, 1.000000e+00, !dbg !111
  %29 = getelementptr inbounds [128 x %struct.particle], [128 x %struct.particle]* @particles, i64 0, i64 %14, i32 2, !dbg !112
  store float %28, float* %29, align 8, !dbg !113, !tbaa !114
  %30 = getelementptr inbounds [128 x %struct.particle], [128 x %struct.particle]* @particles, i64 0, i64 %14, i32 3, !dbg !120
  store i32 1, i32* %30, align 4, !dbg !121, !tbaa !122
  %31 = add nuw nsw i64 %14, 1, !dbg !123
  call void @llvm.dbg.value(metadata i64 %31, metadata !97, metadata !DIExpression()), !dbg !101
  %32 = icmp eq i64 %31, 128, !dbg !124
  br i1 %32, label %33, label %13, !dbg !102, !llvm.loop !125

33:                                               ; preds = %13
  store i32 64, i32* getelementptr inbounds (%struct.system, %struct.system* @world, i64 0, i32 0), align 8, !dbg !128, !tbaa !129
  call void @llvm.dbg.value(metadata %struct.particle* getelementptr inbounds (%struct.system, %struct.system* @world, i64 0, i32 1, i64 0), metadata !89, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i32 64, metadata !95, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata double 2.000000e-01, metadata !96, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i32 0, metadata !97, metadata !DIExpression()), !dbg !133
  br label %34, !dbg !134

34:                                               ; preds = %34, %33
  %35 = phi i64 [ 0, %33 ], [ %52, %34 ]
  call void @llvm.dbg.value(metadata i64 %35, metadata !97, metadata !DIExpression()), !dbg !133
  %36 = trunc i64 %35 to i32, !dbg !135
  %37 = sitofp i32 %36 to double, !dbg !135
  %38 = insertelement <2 x double> poison, double %37, i64 0, !dbg !136
  %39 = shufflevector <2 x double> %38, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !136
  %40 = fmul <2 x double> %39, <double 2.000000e-01, double 5.000000e-01>, !dbg !136
  %41 = getelementptr inbounds %struct.system, %struct.system* @world, i64 0, i32 1, i64 %35, i32 0, i32 0, !dbg !137
  %42 = bitcast double* %41 to <2 x double>*, !dbg !137
  store <2 x double> %40, <2 x double>* %42, align 8, !dbg !137
  %43 = getelementptr inbounds %struct.system, %struct.system* @world, i64 0, i32 1, i64 %35, i32 0, i32 2, !dbg !137
  %44 = bitcast double* %43 to <2 x double>*, !dbg !137
  store <2 x double> <double 0.000000e+00, double 1.000000e+00>, <2 x double>* %44, align 8, !dbg !137
  %45 = getelementptr inbounds %struct.system, %struct.system* @world, i64 0, i32 1, i64 %35, i32 1, i32 1, !dbg !138
  %46 = bitcast double* %45 to <2 x double>*, !dbg !138
  store <2 x double> <double -2.000000e-01, double 2.500000e-01>, <2 x double>* %46, align 8, !dbg !138
  %47 = urem i32 %36, 3, !dbg !139
  %48 = sitofp i32 %47 to float, !dbg !140
  %49 = fadd float %48, 1.000000e+00, !dbg !141
  %50 = getelementptr inbounds %struct.system, %struct.system* @world, i64 0, i32 1, i64 %35, i32 2, !dbg !142
  store float %49, float* %50, align 8, !dbg !143, !tbaa !114
  %51 = getelementptr inbounds %struct.system, %struct.system* @world, i64 0, i32 1, i64 %35, i32 3, !dbg !144
  store i32 1, i32* %51, align 4, !dbg !145, !tbaa !122
  %52 = add nuw nsw i64 %35, 1, !dbg !146
  call void @llvm.dbg.value(metadata i64 %52, metadata !97, metadata !DIExpression()), !dbg !133
  %53 = icmp eq i64 %52, 64, !dbg !147
  br i1 %53, label %54, label %34, !dbg !134, !llvm.loop !148

54:                                               ; preds = %34
  %55 = load double, double* getelementptr inbounds (%struct.system, %struct.system* @world, i64 0, i32 2), align 8, !tbaa !150
  call void @llvm.dbg.value(metadata i32 0, metadata !54, metadata !DIExpression()), !dbg !151
  br label %56, !dbg !152

56:                                               ; preds = %54, %116
  %57 = phi i32 [ 0, %54 ], [ %118, %116 ]
  %58 = phi double [ %55, %54 ], [ %117, %116 ]
  call void @llvm.dbg.value(metadata i32 %57, metadata !54, metadata !DIExpression()), !dbg !151
  br label %68, !dbg !153

59:                                               ; preds = %116
  %60 = select i1 %12, i32 16, i32 %10, !dbg !87
  store double %117, double* getelementptr inbounds (%struct.system, %struct.system* @world, i64 0, i32 2), align 8, !dbg !164, !tbaa !150
  %61 = zext i32 %60 to i64, !dbg !165
  %62 = shl nuw nsw i64 %61, 6, !dbg !166
  %63 = tail call noalias i8* @malloc(i64 noundef %62) #9, !dbg !167
  %64 = bitcast i8* %63 to %struct.body*, !dbg !167
  call void @llvm.dbg.value(metadata %struct.body* %64, metadata !56, metadata !DIExpression()), !dbg !67
  %65 = icmp eq i8* %63, null, !dbg !168
  br i1 %65, label %292, label %66, !dbg !170

66:                                               ; preds = %59
  call void @llvm.dbg.value(metadata i32 0, metadata !65, metadata !DIExpression()), !dbg !171
  %67 = zext i32 %60 to i64, !dbg !172
  br label %274, !dbg !174

68:                                               ; preds = %56, %89
  %69 = phi %struct.particle* [ %90, %89 ], [ getelementptr inbounds ([128 x %struct.particle], [128 x %struct.particle]* @particles, i64 0, i64 0), %56 ]
  call void @llvm.dbg.value(metadata %struct.particle* %69, metadata !160, metadata !DIExpression()) #9, !dbg !175
  %70 = getelementptr inbounds %struct.particle, %struct.particle* %69, i64 0, i32 3, !dbg !176
  %71 = load i32, i32* %70, align 4, !dbg !176, !tbaa !122
  %72 = icmp eq i32 %71, 0, !dbg !180
  br i1 %72, label %89, label %73, !dbg !181

73:                                               ; preds = %68
  %74 = getelementptr inbounds %struct.particle, %struct.particle* %69, i64 0, i32 1, i32 0, !dbg !182
  %75 = bitcast double* %74 to <2 x double>*, !dbg !182
  %76 = load <2 x double>, <2 x double>* %75, align 8, !dbg !182, !tbaa !183
  %77 = bitcast %struct.particle* %69 to <2 x double>*, !dbg !184
  %78 = load <2 x double>, <2 x double>* %77, align 8, !dbg !184, !tbaa !183
  %79 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %76, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %78), !dbg !184
  %80 = bitcast %struct.particle* %69 to <2 x double>*, !dbg !184
  store <2 x double> %79, <2 x double>* %80, align 8, !dbg !184, !tbaa !183
  %81 = getelementptr inbounds %struct.particle, %struct.particle* %69, i64 0, i32 1, i32 2, !dbg !185
  %82 = load double, double* %81, align 8, !dbg !185, !tbaa !186
  %83 = getelementptr inbounds %struct.particle, %struct.particle* %69, i64 0, i32 0, i32 2, !dbg !187
  %84 = load double, double* %83, align 8, !dbg !188, !tbaa !189
  %85 = tail call double @llvm.fmuladd.f64(double %82, double 1.000000e-02, double %84) #9, !dbg !188
  store double %85, double* %83, align 8, !dbg !188, !tbaa !189
  %86 = extractelement <2 x double> %79, i64 1, !dbg !190
  %87 = fcmp olt double %86, -1.000000e+02, !dbg !190
  br i1 %87, label %88, label %89, !dbg !192

88:                                               ; preds = %73
  store i32 0, i32* %70, align 4, !dbg !193, !tbaa !122
  br label %89, !dbg !194

89:                                               ; preds = %88, %73, %68
  %90 = getelementptr inbounds %struct.particle, %struct.particle* %69, i64 1, !dbg !195
  call void @llvm.dbg.value(metadata %struct.particle* %90, metadata !160, metadata !DIExpression()) #9, !dbg !175
  %91 = icmp ult %struct.particle* %90, getelementptr inbounds ([128 x %struct.particle], [128 x %struct.particle]* @particles, i64 1, i64 0), !dbg !196
  br i1 %91, label %68, label %92, !dbg !153, !llvm.loop !197

92:                                               ; preds = %89, %113
  %93 = phi %struct.particle* [ %114, %113 ], [ getelementptr inbounds (%struct.system, %struct.system* @world, i64 0, i32 1, i64 0), %89 ]
  call void @llvm.dbg.value(metadata %struct.particle* %93, metadata !160, metadata !DIExpression()) #9, !dbg !199
  %94 = getelementptr inbounds %struct.particle, %struct.particle* %93, i64 0, i32 3, !dbg !201
  %95 = load i32, i32* %94, align 4, !dbg !201, !tbaa !122
  %96 = icmp eq i32 %95, 0, !dbg !202
  br i1 %96, label %113, label %97, !dbg !203

97:                                               ; preds = %92
  %98 = getelementptr inbounds %struct.particle, %struct.particle* %93, i64 0, i32 1, i32 0, !dbg !204
  %99 = bitcast double* %98 to <2 x double>*, !dbg !204
  %100 = load <2 x double>, <2 x double>* %99, align 8, !dbg !204, !tbaa !183
  %101 = bitcast %struct.particle* %93 to <2 x double>*, !dbg !205
  %102 = load <2 x double>, <2 x double>* %101, align 8, !dbg !205, !tbaa !183
  %103 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %100, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %102), !dbg !205
  %104 = bitcast %struct.particle* %93 to <2 x double>*, !dbg !205
  store <2 x double> %103, <2 x double>* %104, align 8, !dbg !205, !tbaa !183
  %105 = getelementptr inbounds %struct.particle, %struct.particle* %93, i64 0, i32 1, i32 2, !dbg !206
  %106 = load double, double* %105, align 8, !dbg !206, !tbaa !186
  %107 = getelementptr inbounds %struct.particle, %struct.particle* %93, i64 0, i32 0, i32 2, !dbg !207
  %108 = load double, double* %107, align 8, !dbg !208, !tbaa !189
  %109 = tail call double @llvm.fmuladd.f64(double %106, double 1.000000e-02, double %108) #9, !dbg !208
  store double %109, double* %107, align 8, !dbg !208, !tbaa !189
  %110 = extractelement <2 x double> %103, i64 1, !dbg !209
  %111 = fcmp olt double %110, -1.000000e+02, !dbg !209
  br i1 %111, label %112, label %113, !dbg !210

112:                                              ; preds = %97
  store i32 0, i32* %94, align 4, !dbg !211, !tbaa !122
  br label %113, !dbg !212

113:                                              ; preds = %112, %97, %92
  %114 = getelementptr inbounds %struct.particle, %struct.particle* %93, i64 1, !dbg !213
  call void @llvm.dbg.value(metadata %struct.particle* %114, metadata !160, metadata !DIExpression()) #9, !dbg !199
  %115 = icmp ult %struct.particle* %114, bitcast (double* getelementptr inbounds (%struct.system, %struct.system* @world, i64 0, i32 2) to %struct.particle*), !dbg !214
  br i1 %115, label %92, label %116, !dbg !215, !llvm.loop !216

116:                                              ; preds = %113
  %117 = fadd double %58, 1.000000e-02, !dbg !164
  %118 = add nuw nsw i32 %57, 1, !dbg !218
  call void @llvm.dbg.value(metadata i32 %118, metadata !54, metadata !DIExpression()), !dbg !151
  %119 = icmp eq i32 %118, 10, !dbg !219
  br i1 %119, label %59, label %56, !dbg !152, !llvm.loop !220

120:                                              ; preds = %274
  call void @llvm.dbg.value(metadata %struct.body* %64, metadata !222, metadata !DIExpression()) #9, !dbg !242
  call void @llvm.dbg.value(metadata i32 %60, metadata !227, metadata !DIExpression()) #9, !dbg !242
  call void @llvm.dbg.value(metadata i32 0, metadata !228, metadata !DIExpression()) #9, !dbg !244
  %121 = zext i32 %60 to i64, !dbg !245
  %122 = add nsw i64 %67, -1, !dbg !247
  %123 = and i64 %67, 7, !dbg !247
  %124 = icmp ult i64 %122, 7, !dbg !247
  br i1 %124, label %156, label %125, !dbg !247

125:                                              ; preds = %120
  %126 = and i64 %67, 4294967288, !dbg !247
  br label %127, !dbg !247

127:                                              ; preds = %127, %125
  %128 = phi i64 [ 0, %125 ], [ %153, %127 ]
  %129 = phi i64 [ 0, %125 ], [ %154, %127 ]
  call void @llvm.dbg.value(metadata i64 %128, metadata !228, metadata !DIExpression()) #9, !dbg !244
  %130 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %128, i32 2, !dbg !248
  %131 = bitcast %struct.vec3* %130 to i8*, !dbg !249
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %131, i8 0, i64 24, i1 false) #9, !dbg !249
  %132 = or i64 %128, 1, !dbg !250
  call void @llvm.dbg.value(metadata i64 %132, metadata !228, metadata !DIExpression()) #9, !dbg !244
  call void @llvm.dbg.value(metadata i64 %132, metadata !228, metadata !DIExpression()) #9, !dbg !244
  %133 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %132, i32 2, !dbg !248
  %134 = bitcast %struct.vec3* %133 to i8*, !dbg !249
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %134, i8 0, i64 24, i1 false) #9, !dbg !249
  %135 = or i64 %128, 2, !dbg !250
  call void @llvm.dbg.value(metadata i64 %135, metadata !228, metadata !DIExpression()) #9, !dbg !244
  call void @llvm.dbg.value(metadata i64 %135, metadata !228, metadata !DIExpression()) #9, !dbg !244
  %136 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %135, i32 2, !dbg !248
  %137 = bitcast %struct.vec3* %136 to i8*, !dbg !249
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %137, i8 0, i64 24, i1 false) #9, !dbg !249
  %138 = or i64 %128, 3, !dbg !250
  call void @llvm.dbg.value(metadata i64 %138, metadata !228, metadata !DIExpression()) #9, !dbg !244
  call void @llvm.dbg.value(metadata i64 %138, metadata !228, metadata !DIExpression()) #9, !dbg !244
  %139 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %138, i32 2, !dbg !248
  %140 = bitcast %struct.vec3* %139 to i8*, !dbg !249
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %140, i8 0, i64 24, i1 false) #9, !dbg !249
  %141 = or i64 %128, 4, !dbg !250
  call void @llvm.dbg.value(metadata i64 %141, metadata !228, metadata !DIExpression()) #9, !dbg !244
  call void @llvm.dbg.value(metadata i64 %141, metadata !228, metadata !DIExpression()) #9, !dbg !244
  %142 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %141, i32 2, !dbg !248
  %143 = bitcast %struct.vec3* %142 to i8*, !dbg !249
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %143, i8 0, i64 24, i1 false) #9, !dbg !249
  %144 = or i64 %128, 5, !dbg !250
  call void @llvm.dbg.value(metadata i64 %144, metadata !228, metadata !DIExpression()) #9, !dbg !244
  call void @llvm.dbg.value(metadata i64 %144, metadata !228, metadata !DIExpression()) #9, !dbg !244
  %145 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %144, i32 2, !dbg !248
  %146 = bitcast %struct.vec3* %145 to i8*, !dbg !249
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %146, i8 0, i64 24, i1 false) #9, !dbg !249
  %147 = or i64 %128, 6, !dbg !250
  call void @llvm.dbg.value(metadata i64 %147, metadata !228, metadata !DIExpression()) #9, !dbg !244
  call void @llvm.dbg.value(metadata i64 %147, metadata !228, metadata !DIExpression()) #9, !dbg !244
  %148 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %147, i32 2, !dbg !248
  %149 = bitcast %struct.vec3* %148 to i8*, !dbg !249
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %149, i8 0, i64 24, i1 false) #9, !dbg !249
  %150 = or i64 %128, 7, !dbg !250
  call void @llvm.dbg.value(metadata i64 %150, metadata !228, metadata !DIExpression()) #9, !dbg !244
  call void @llvm.dbg.value(metadata i64 %150, metadata !228, metadata !DIExpression()) #9, !dbg !244
  %151 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %150, i32 2, !dbg !248
  %152 = bitcast %struct.vec3* %151 to i8*, !dbg !249
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %152, i8 0, i64 24, i1 false) #9, !dbg !249
  %153 = add nuw nsw i64 %128, 8, !dbg !250
  call void @llvm.dbg.value(metadata i64 %153, metadata !228, metadata !DIExpression()) #9, !dbg !244
  %154 = add i64 %129, 8, !dbg !247
  %155 = icmp eq i64 %154, %126, !dbg !247
  br i1 %155, label %156, label %127, !dbg !247, !llvm.loop !251

156:                                              ; preds = %127, %120
  %157 = phi i64 [ 0, %120 ], [ %153, %127 ]
  %158 = icmp eq i64 %123, 0, !dbg !247
  br i1 %158, label %167, label %159, !dbg !247

159:                                              ; preds = %156, %159
  %160 = phi i64 [ %164, %159 ], [ %157, %156 ]
  %161 = phi i64 [ %165, %159 ], [ 0, %156 ]
  call void @llvm.dbg.value(metadata i64 %160, metadata !228, metadata !DIExpression()) #9, !dbg !244
  %162 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %160, i32 2, !dbg !248
  %163 = bitcast %struct.vec3* %162 to i8*, !dbg !249
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %163, i8 0, i64 24, i1 false) #9, !dbg !249
  %164 = add nuw nsw i64 %160, 1, !dbg !250
  call void @llvm.dbg.value(metadata i64 %164, metadata !228, metadata !DIExpression()) #9, !dbg !244
  %165 = add i64 %161, 1, !dbg !247
  %166 = icmp eq i64 %165, %123, !dbg !247
  br i1 %166, label %167, label %159, !dbg !247, !llvm.loop !253

167:                                              ; preds = %159, %156
  br label %171, !dbg !255

168:                                              ; preds = %185, %171
  call void @llvm.dbg.value(metadata i64 %174, metadata !230, metadata !DIExpression()) #9, !dbg !256
  %169 = add nuw nsw i64 %173, 1, !dbg !255
  %170 = icmp eq i64 %174, %121, !dbg !257
  br i1 %170, label %228, label %171, !dbg !255, !llvm.loop !258

171:                                              ; preds = %167, %168
  %172 = phi i64 [ %174, %168 ], [ 0, %167 ]
  %173 = phi i64 [ %169, %168 ], [ 1, %167 ]
  call void @llvm.dbg.value(metadata i64 %172, metadata !230, metadata !DIExpression()) #9, !dbg !256
  %174 = add nuw nsw i64 %172, 1, !dbg !260
  call void @llvm.dbg.value(metadata i64 %174, metadata !232, metadata !DIExpression()) #9, !dbg !261
  %175 = icmp ult i64 %174, %121, !dbg !262
  br i1 %175, label %176, label %168, !dbg !263

176:                                              ; preds = %171
  %177 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %172, i32 1, i32 0
  %178 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %172, i32 1, i32 2
  %179 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %172, i32 0
  %180 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %172, i32 2, i32 0
  %181 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %172, i32 2, i32 2
  %182 = bitcast double* %177 to <2 x double>*
  %183 = bitcast double* %180 to <2 x double>*
  %184 = bitcast double* %180 to <2 x double>*
  br label %185, !dbg !263

185:                                              ; preds = %185, %176
  %186 = phi i64 [ %173, %176 ], [ %226, %185 ]
  call void @llvm.dbg.value(metadata i64 %186, metadata !232, metadata !DIExpression()) #9, !dbg !261
  %187 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %186, i32 1, i32 0, !dbg !264
  call void @llvm.dbg.value(metadata double undef, metadata !235, metadata !DIExpression()) #9, !dbg !265
  %188 = bitcast double* %187 to <2 x double>*, !dbg !264
  %189 = load <2 x double>, <2 x double>* %188, align 8, !dbg !264, !tbaa !183
  %190 = load <2 x double>, <2 x double>* %182, align 8, !dbg !266, !tbaa !183
  %191 = fsub <2 x double> %189, %190, !dbg !267
  call void @llvm.dbg.value(metadata double undef, metadata !238, metadata !DIExpression()) #9, !dbg !265
  %192 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %186, i32 1, i32 2, !dbg !268
  %193 = load double, double* %192, align 8, !dbg !268, !tbaa !269
  %194 = load double, double* %178, align 8, !dbg !272, !tbaa !269
  %195 = fsub double %193, %194, !dbg !273
  call void @llvm.dbg.value(metadata double %195, metadata !239, metadata !DIExpression()) #9, !dbg !265
  %196 = fmul <2 x double> %191, %191, !dbg !274
  %197 = extractelement <2 x double> %196, i64 1, !dbg !274
  %198 = extractelement <2 x double> %191, i64 0, !dbg !275
  %199 = tail call double @llvm.fmuladd.f64(double %198, double %198, double %197) #9, !dbg !275
  %200 = tail call double @llvm.fmuladd.f64(double %195, double %195, double %199) #9, !dbg !276
  %201 = fadd double %200, 1.000000e-09, !dbg !277
  call void @llvm.dbg.value(metadata double %201, metadata !240, metadata !DIExpression()) #9, !dbg !265
  %202 = load double, double* %179, align 8, !dbg !278, !tbaa !279
  %203 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %186, i32 0, !dbg !280
  %204 = load double, double* %203, align 8, !dbg !280, !tbaa !279
  %205 = fmul double %202, %204, !dbg !281
  %206 = tail call double @sqrt(double noundef %201) #9, !dbg !282
  %207 = fmul double %201, %206, !dbg !283
  %208 = fdiv double %205, %207, !dbg !284
  call void @llvm.dbg.value(metadata double %208, metadata !241, metadata !DIExpression()) #9, !dbg !265
  %209 = load <2 x double>, <2 x double>* %183, align 8, !dbg !285, !tbaa !183
  %210 = insertelement <2 x double> poison, double %208, i64 0, !dbg !285
  %211 = shufflevector <2 x double> %210, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !285
  %212 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %211, <2 x double> %191, <2 x double> %209), !dbg !285
  store <2 x double> %212, <2 x double>* %184, align 8, !dbg !285, !tbaa !183
  %213 = load double, double* %181, align 8, !dbg !286, !tbaa !287
  %214 = tail call double @llvm.fmuladd.f64(double %208, double %195, double %213) #9, !dbg !286
  store double %214, double* %181, align 8, !dbg !286, !tbaa !287
  %215 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %186, i32 2, i32 0, !dbg !288
  %216 = fneg double %208, !dbg !289
  %217 = bitcast double* %215 to <2 x double>*, !dbg !289
  %218 = load <2 x double>, <2 x double>* %217, align 8, !dbg !289, !tbaa !183
  %219 = insertelement <2 x double> poison, double %216, i64 0, !dbg !289
  %220 = shufflevector <2 x double> %219, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !289
  %221 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %220, <2 x double> %191, <2 x double> %218), !dbg !289
  %222 = bitcast double* %215 to <2 x double>*, !dbg !289
  store <2 x double> %221, <2 x double>* %222, align 8, !dbg !289, !tbaa !183
  %223 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %186, i32 2, i32 2, !dbg !290
  %224 = load double, double* %223, align 8, !dbg !291, !tbaa !287
  %225 = tail call double @llvm.fmuladd.f64(double %216, double %195, double %224) #9, !dbg !291
  store double %225, double* %223, align 8, !dbg !291, !tbaa !287
  %226 = add nuw nsw i64 %186, 1, !dbg !292
  call void @llvm.dbg.value(metadata i64 %226, metadata !232, metadata !DIExpression()) #9, !dbg !261
  %227 = icmp eq i64 %226, %121, !dbg !262
  br i1 %227, label %168, label %185, !dbg !263, !llvm.loop !293

228:                                              ; preds = %168, %228
  %229 = phi i64 [ %245, %228 ], [ 0, %168 ]
  %230 = phi double [ %244, %228 ], [ 0.000000e+00, %168 ]
  call void @llvm.dbg.value(metadata i64 %229, metadata !295, metadata !DIExpression()) #9, !dbg !306
  call void @llvm.dbg.value(metadata double %230, metadata !305, metadata !DIExpression()) #9, !dbg !308
  %231 = getelementptr inbounds [128 x %struct.particle], [128 x %struct.particle]* @particles, i64 0, i64 %229, i32 2, !dbg !309
  %232 = load float, float* %231, align 8, !dbg !309, !tbaa !114
  %233 = fpext float %232 to double, !dbg !311
  %234 = fmul double %233, 5.000000e-01, !dbg !312
  %235 = getelementptr inbounds [128 x %struct.particle], [128 x %struct.particle]* @particles, i64 0, i64 %229, i32 1, i32 0, !dbg !313
  %236 = load double, double* %235, align 8, !dbg !313, !tbaa !314
  %237 = getelementptr inbounds [128 x %struct.particle], [128 x %struct.particle]* @particles, i64 0, i64 %229, i32 1, i32 1, !dbg !315
  %238 = load double, double* %237, align 8, !dbg !315, !tbaa !316
  %239 = fmul double %238, %238, !dbg !317
  %240 = tail call double @llvm.fmuladd.f64(double %236, double %236, double %239) #9, !dbg !318
  %241 = getelementptr inbounds [128 x %struct.particle], [128 x %struct.particle]* @particles, i64 0, i64 %229, i32 1, i32 2, !dbg !319
  %242 = load double, double* %241, align 8, !dbg !319, !tbaa !186
  %243 = tail call double @llvm.fmuladd.f64(double %242, double %242, double %240) #9, !dbg !320
  %244 = tail call double @llvm.fmuladd.f64(double %234, double %243, double %230) #9, !dbg !321
  call void @llvm.dbg.value(metadata double %244, metadata !305, metadata !DIExpression()) #9, !dbg !308
  %245 = add nuw nsw i64 %229, 1, !dbg !322
  call void @llvm.dbg.value(metadata i64 %245, metadata !295, metadata !DIExpression()) #9, !dbg !306
  %246 = icmp eq i64 %245, 128, !dbg !323
  br i1 %246, label %247, label %228, !dbg !324, !llvm.loop !325

247:                                              ; preds = %228, %247
  %248 = phi i64 [ %264, %247 ], [ 0, %228 ]
  %249 = phi double [ %263, %247 ], [ 0.000000e+00, %228 ]
  call void @llvm.dbg.value(metadata i64 %248, metadata !295, metadata !DIExpression()) #9, !dbg !327
  call void @llvm.dbg.value(metadata double %249, metadata !305, metadata !DIExpression()) #9, !dbg !329
  %250 = getelementptr inbounds %struct.system, %struct.system* @world, i64 0, i32 1, i64 %248, i32 2, !dbg !330
  %251 = load float, float* %250, align 8, !dbg !330, !tbaa !114
  %252 = fpext float %251 to double, !dbg !331
  %253 = fmul double %252, 5.000000e-01, !dbg !332
  %254 = getelementptr inbounds %struct.system, %struct.system* @world, i64 0, i32 1, i64 %248, i32 1, i32 0, !dbg !333
  %255 = load double, double* %254, align 8, !dbg !333, !tbaa !314
  %256 = getelementptr inbounds %struct.system, %struct.system* @world, i64 0, i32 1, i64 %248, i32 1, i32 1, !dbg !334
  %257 = load double, double* %256, align 8, !dbg !334, !tbaa !316
  %258 = fmul double %257, %257, !dbg !335
  %259 = tail call double @llvm.fmuladd.f64(double %255, double %255, double %258) #9, !dbg !336
  %260 = getelementptr inbounds %struct.system, %struct.system* @world, i64 0, i32 1, i64 %248, i32 1, i32 2, !dbg !337
  %261 = load double, double* %260, align 8, !dbg !337, !tbaa !186
  %262 = tail call double @llvm.fmuladd.f64(double %261, double %261, double %259) #9, !dbg !338
  %263 = tail call double @llvm.fmuladd.f64(double %253, double %262, double %249) #9, !dbg !339
  call void @llvm.dbg.value(metadata double %263, metadata !305, metadata !DIExpression()) #9, !dbg !329
  %264 = add nuw nsw i64 %248, 1, !dbg !340
  call void @llvm.dbg.value(metadata i64 %264, metadata !295, metadata !DIExpression()) #9, !dbg !327
  %265 = icmp eq i64 %264, 64, !dbg !341
  br i1 %265, label %266, label %247, !dbg !342, !llvm.loop !343

266:                                              ; preds = %247
  %267 = getelementptr inbounds %struct.body, %struct.body* %64, i64 0, i32 2, i32 0, !dbg !345
  %268 = load double, double* %267, align 8, !dbg !345, !tbaa !346
  %269 = add nsw i32 %60, -1, !dbg !347
  %270 = sext i32 %269 to i64, !dbg !348
  %271 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %270, i32 3, !dbg !349
  %272 = load i64, i64* %271, align 8, !dbg !349, !tbaa !350
  %273 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i64 0, i64 0), double noundef %244, double noundef %263, double noundef %268, i64 noundef %272), !dbg !351
  tail call void @free(i8* noundef %63) #9, !dbg !352
  br label %292, !dbg !353

274:                                              ; preds = %66, %274
  %275 = phi i64 [ 0, %66 ], [ %276, %274 ]
  call void @llvm.dbg.value(metadata i64 %275, metadata !65, metadata !DIExpression()), !dbg !171
  %276 = add nuw nsw i64 %275, 1, !dbg !354
  %277 = trunc i64 %276 to i32, !dbg !356
  %278 = sitofp i32 %277 to double, !dbg !356
  %279 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %275, i32 0, !dbg !357
  store double %278, double* %279, align 8, !dbg !358, !tbaa !279
  %280 = trunc i64 %275 to i32, !dbg !359
  %281 = sitofp i32 %280 to double, !dbg !359
  %282 = fmul double %281, 2.000000e+00, !dbg !360
  %283 = trunc i64 %275 to i32, !dbg !361
  %284 = sub i32 0, %283, !dbg !361
  %285 = sitofp i32 %284 to double, !dbg !361
  %286 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %275, i32 1, i32 0, !dbg !362
  store double %281, double* %286, align 8, !dbg !362, !tbaa.struct !363
  %287 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %275, i32 1, i32 1, !dbg !362
  store double %282, double* %287, align 8, !dbg !362, !tbaa.struct !364
  %288 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %275, i32 1, i32 2, !dbg !362
  store double %285, double* %288, align 8, !dbg !362, !tbaa.struct !365
  %289 = add nuw nsw i64 %275, 1000, !dbg !366
  %290 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %275, i32 3, !dbg !367
  store i64 %289, i64* %290, align 8, !dbg !368, !tbaa !350
  call void @llvm.dbg.value(metadata i64 %276, metadata !65, metadata !DIExpression()), !dbg !171
  %291 = icmp eq i64 %276, %67, !dbg !172
  br i1 %291, label %120, label %274, !dbg !174, !llvm.loop !369

292:                                              ; preds = %59, %266
  %293 = phi i32 [ 0, %266 ], [ 1, %59 ], !dbg !67
  ret i32 %293, !dbg !371
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @sqrt(double noundef) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #7 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!40, !41, !42, !43, !44, !45}
!llvm.ident = !{!46}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "particles", scope: !2, file: !3, line: 32, type: !37, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !14, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "aos.c", directory: ".", checksumkind: CSK_MD5, checksum: "59270ce57d2a537e862e26efaddbdb02")
!4 = !{!5, !8, !9, !12, !13}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !6, line: 46, baseType: !7)
!6 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!7 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!13 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!14 = !{!0, !15}
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "world", scope: !2, file: !3, line: 33, type: !17, isLocal: true, isDefinition: true)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "system", file: !3, line: 25, size: 28800, elements: !18)
!18 = !{!19, !20, !36}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "nparticles", scope: !17, file: !3, line: 26, baseType: !8, size: 32)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "parts", scope: !17, file: !3, line: 27, baseType: !21, size: 28672, offset: 64)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 28672, elements: !34)
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "particle", file: !3, line: 12, size: 448, elements: !23)
!23 = !{!24, !31, !32, !33}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !22, file: !3, line: 13, baseType: !25, size: 192)
!25 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vec3", file: !3, line: 8, size: 192, elements: !26)
!26 = !{!27, !29, !30}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !25, file: !3, line: 9, baseType: !28, size: 64)
!28 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !25, file: !3, line: 9, baseType: !28, size: 64, offset: 64)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !25, file: !3, line: 9, baseType: !28, size: 64, offset: 128)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "vel", scope: !22, file: !3, line: 13, baseType: !25, size: 192, offset: 192)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "mass", scope: !22, file: !3, line: 14, baseType: !13, size: 32, offset: 384)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "alive", scope: !22, file: !3, line: 15, baseType: !8, size: 32, offset: 416)
!34 = !{!35}
!35 = !DISubrange(count: 64)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "time", scope: !17, file: !3, line: 28, baseType: !28, size: 64, offset: 28736)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 57344, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 128)
!40 = !{i32 7, !"Dwarf Version", i32 5}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 4}
!43 = !{i32 7, !"PIC Level", i32 2}
!44 = !{i32 7, !"PIE Level", i32 2}
!45 = !{i32 7, !"uwtable", i32 1}
!46 = !{!"Debian clang version 14.0.6"}
!47 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 86, type: !48, scopeLine: 87, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !50)
!48 = !DISubroutineType(types: !49)
!49 = !{!8, !8, !9}
!50 = !{!51, !52, !53, !54, !56, !65}
!51 = !DILocalVariable(name: "argc", arg: 1, scope: !47, file: !3, line: 86, type: !8)
!52 = !DILocalVariable(name: "argv", arg: 2, scope: !47, file: !3, line: 86, type: !9)
!53 = !DILocalVariable(name: "n", scope: !47, file: !3, line: 88, type: !8)
!54 = !DILocalVariable(name: "t", scope: !55, file: !3, line: 94, type: !8)
!55 = distinct !DILexicalBlock(scope: !47, file: !3, line: 94, column: 2)
!56 = !DILocalVariable(name: "bodies", scope: !47, file: !3, line: 99, type: !57)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!58 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "body", file: !3, line: 18, size: 512, elements: !59)
!59 = !{!60, !61, !62, !63}
!60 = !DIDerivedType(tag: DW_TAG_member, name: "mass", scope: !58, file: !3, line: 19, baseType: !28, size: 64)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !58, file: !3, line: 20, baseType: !25, size: 192, offset: 64)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "force", scope: !58, file: !3, line: 21, baseType: !25, size: 192, offset: 256)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !58, file: !3, line: 22, baseType: !64, size: 64, offset: 448)
!64 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!65 = !DILocalVariable(name: "i", scope: !66, file: !3, line: 102, type: !8)
!66 = distinct !DILexicalBlock(scope: !47, file: !3, line: 102, column: 2)
!67 = !DILocation(line: 0, scope: !47)
!68 = !DILocation(line: 88, column: 15, scope: !47)
!69 = !DILocation(line: 88, column: 10, scope: !47)
!70 = !DILocation(line: 88, column: 26, scope: !47)
!71 = !{!72, !72, i64 0}
!72 = !{!"any pointer", !73, i64 0}
!73 = !{!"omnipotent char", !74, i64 0}
!74 = !{!"Simple C/C++ TBAA"}
!75 = !DILocalVariable(name: "__nptr", arg: 1, scope: !76, file: !77, line: 362, type: !80)
!76 = distinct !DISubprogram(name: "atoi", scope: !77, file: !77, line: 362, type: !78, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !82)
!77 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!78 = !DISubroutineType(types: !79)
!79 = !{!8, !80}
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!82 = !{!75}
!83 = !DILocation(line: 0, scope: !76, inlinedAt: !84)
!84 = distinct !DILocation(line: 88, column: 21, scope: !47)
!85 = !DILocation(line: 364, column: 16, scope: !76, inlinedAt: !84)
!86 = !DILocation(line: 364, column: 10, scope: !76, inlinedAt: !84)
!87 = !DILocation(line: 89, column: 12, scope: !88)
!88 = distinct !DILexicalBlock(scope: !47, file: !3, line: 89, column: 6)
!89 = !DILocalVariable(name: "p", arg: 1, scope: !90, file: !3, line: 35, type: !93)
!90 = distinct !DISubprogram(name: "init_particles", scope: !3, file: !3, line: 35, type: !91, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !94)
!91 = !DISubroutineType(types: !92)
!92 = !{null, !93, !8, !28}
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!94 = !{!89, !95, !96, !97}
!95 = !DILocalVariable(name: "n", arg: 2, scope: !90, file: !3, line: 35, type: !8)
!96 = !DILocalVariable(name: "seed", arg: 3, scope: !90, file: !3, line: 35, type: !28)
!97 = !DILocalVariable(name: "i", scope: !98, file: !3, line: 37, type: !8)
!98 = distinct !DILexicalBlock(scope: !90, file: !3, line: 37, column: 2)
!99 = !DILocation(line: 0, scope: !90, inlinedAt: !100)
!100 = distinct !DILocation(line: 91, column: 2, scope: !47)
!101 = !DILocation(line: 0, scope: !98, inlinedAt: !100)
!102 = !DILocation(line: 37, column: 2, scope: !98, inlinedAt: !100)
!103 = !DILocation(line: 38, column: 29, scope: !104, inlinedAt: !100)
!104 = distinct !DILexicalBlock(scope: !105, file: !3, line: 37, column: 30)
!105 = distinct !DILexicalBlock(scope: !98, file: !3, line: 37, column: 2)
!106 = !DILocation(line: 38, column: 31, scope: !104, inlinedAt: !100)
!107 = !DILocation(line: 38, column: 14, scope: !104, inlinedAt: !100)
!108 = !DILocation(line: 39, column: 14, scope: !104, inlinedAt: !100)
!109 = !DILocation(line: 40, column: 32, scope: !104, inlinedAt: !100)
!110 = !DILocation(line: 40, column: 22, scope: !104, inlinedAt: !100)
!111 = !DILocation(line: 40, column: 20, scope: !104, inlinedAt: !100)
!112 = !DILocation(line: 40, column: 8, scope: !104, inlinedAt: !100)
!113 = !DILocation(line: 40, column: 13, scope: !104, inlinedAt: !100)
!114 = !{!115, !118, i64 48}
!115 = !{!"particle", !116, i64 0, !116, i64 24, !118, i64 48, !119, i64 52}
!116 = !{!"vec3", !117, i64 0, !117, i64 8, !117, i64 16}
!117 = !{!"double", !73, i64 0}
!118 = !{!"float", !73, i64 0}
!119 = !{!"int", !73, i64 0}
!120 = !DILocation(line: 41, column: 8, scope: !104, inlinedAt: !100)
!121 = !DILocation(line: 41, column: 14, scope: !104, inlinedAt: !100)
!122 = !{!115, !119, i64 52}
!123 = !DILocation(line: 37, column: 26, scope: !105, inlinedAt: !100)
!124 = !DILocation(line: 37, column: 20, scope: !105, inlinedAt: !100)
!125 = distinct !{!125, !102, !126, !127}
!126 = !DILocation(line: 42, column: 2, scope: !98, inlinedAt: !100)
!127 = !{!"llvm.loop.mustprogress"}
!128 = !DILocation(line: 92, column: 19, scope: !47)
!129 = !{!130, !119, i64 0}
!130 = !{!"system", !119, i64 0, !73, i64 8, !117, i64 3592}
!131 = !DILocation(line: 0, scope: !90, inlinedAt: !132)
!132 = distinct !DILocation(line: 93, column: 2, scope: !47)
!133 = !DILocation(line: 0, scope: !98, inlinedAt: !132)
!134 = !DILocation(line: 37, column: 2, scope: !98, inlinedAt: !132)
!135 = !DILocation(line: 38, column: 29, scope: !104, inlinedAt: !132)
!136 = !DILocation(line: 38, column: 31, scope: !104, inlinedAt: !132)
!137 = !DILocation(line: 38, column: 14, scope: !104, inlinedAt: !132)
!138 = !DILocation(line: 39, column: 14, scope: !104, inlinedAt: !132)
!139 = !DILocation(line: 40, column: 32, scope: !104, inlinedAt: !132)
!140 = !DILocation(line: 40, column: 22, scope: !104, inlinedAt: !132)
!141 = !DILocation(line: 40, column: 20, scope: !104, inlinedAt: !132)
!142 = !DILocation(line: 40, column: 8, scope: !104, inlinedAt: !132)
!143 = !DILocation(line: 40, column: 13, scope: !104, inlinedAt: !132)
!144 = !DILocation(line: 41, column: 8, scope: !104, inlinedAt: !132)
!145 = !DILocation(line: 41, column: 14, scope: !104, inlinedAt: !132)
!146 = !DILocation(line: 37, column: 26, scope: !105, inlinedAt: !132)
!147 = !DILocation(line: 37, column: 20, scope: !105, inlinedAt: !132)
!148 = distinct !{!148, !134, !149, !127}
!149 = !DILocation(line: 42, column: 2, scope: !98, inlinedAt: !132)
!150 = !{!130, !117, i64 3592}
!151 = !DILocation(line: 0, scope: !55)
!152 = !DILocation(line: 94, column: 2, scope: !55)
!153 = !DILocation(line: 47, column: 2, scope: !154, inlinedAt: !161)
!154 = distinct !DILexicalBlock(scope: !155, file: !3, line: 47, column: 2)
!155 = distinct !DISubprogram(name: "step", scope: !3, file: !3, line: 45, type: !91, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !156)
!156 = !{!157, !158, !159, !160}
!157 = !DILocalVariable(name: "p", arg: 1, scope: !155, file: !3, line: 45, type: !93)
!158 = !DILocalVariable(name: "n", arg: 2, scope: !155, file: !3, line: 45, type: !8)
!159 = !DILocalVariable(name: "dt", arg: 3, scope: !155, file: !3, line: 45, type: !28)
!160 = !DILocalVariable(name: "q", scope: !154, file: !3, line: 47, type: !93)
!161 = distinct !DILocation(line: 95, column: 3, scope: !162)
!162 = distinct !DILexicalBlock(scope: !163, file: !3, line: 94, column: 31)
!163 = distinct !DILexicalBlock(scope: !55, file: !3, line: 94, column: 2)
!164 = !DILocation(line: 97, column: 14, scope: !162)
!165 = !DILocation(line: 99, column: 31, scope: !47)
!166 = !DILocation(line: 99, column: 41, scope: !47)
!167 = !DILocation(line: 99, column: 24, scope: !47)
!168 = !DILocation(line: 100, column: 7, scope: !169)
!169 = distinct !DILexicalBlock(scope: !47, file: !3, line: 100, column: 6)
!170 = !DILocation(line: 100, column: 6, scope: !47)
!171 = !DILocation(line: 0, scope: !66)
!172 = !DILocation(line: 102, column: 20, scope: !173)
!173 = distinct !DILexicalBlock(scope: !66, file: !3, line: 102, column: 2)
!174 = !DILocation(line: 102, column: 2, scope: !66)
!175 = !DILocation(line: 0, scope: !154, inlinedAt: !161)
!176 = !DILocation(line: 48, column: 11, scope: !177, inlinedAt: !161)
!177 = distinct !DILexicalBlock(scope: !178, file: !3, line: 48, column: 7)
!178 = distinct !DILexicalBlock(scope: !179, file: !3, line: 47, column: 47)
!179 = distinct !DILexicalBlock(scope: !154, file: !3, line: 47, column: 2)
!180 = !DILocation(line: 48, column: 8, scope: !177, inlinedAt: !161)
!181 = !DILocation(line: 48, column: 7, scope: !178, inlinedAt: !161)
!182 = !DILocation(line: 50, column: 22, scope: !178, inlinedAt: !161)
!183 = !{!117, !117, i64 0}
!184 = !DILocation(line: 50, column: 12, scope: !178, inlinedAt: !161)
!185 = !DILocation(line: 52, column: 22, scope: !178, inlinedAt: !161)
!186 = !{!115, !117, i64 40}
!187 = !DILocation(line: 52, column: 10, scope: !178, inlinedAt: !161)
!188 = !DILocation(line: 52, column: 12, scope: !178, inlinedAt: !161)
!189 = !{!115, !117, i64 16}
!190 = !DILocation(line: 53, column: 16, scope: !191, inlinedAt: !161)
!191 = distinct !DILexicalBlock(scope: !178, file: !3, line: 53, column: 7)
!192 = !DILocation(line: 53, column: 7, scope: !178, inlinedAt: !161)
!193 = !DILocation(line: 54, column: 13, scope: !191, inlinedAt: !161)
!194 = !DILocation(line: 54, column: 4, scope: !191, inlinedAt: !161)
!195 = !DILocation(line: 47, column: 43, scope: !179, inlinedAt: !161)
!196 = !DILocation(line: 47, column: 33, scope: !179, inlinedAt: !161)
!197 = distinct !{!197, !153, !198, !127}
!198 = !DILocation(line: 55, column: 2, scope: !154, inlinedAt: !161)
!199 = !DILocation(line: 0, scope: !154, inlinedAt: !200)
!200 = distinct !DILocation(line: 96, column: 3, scope: !162)
!201 = !DILocation(line: 48, column: 11, scope: !177, inlinedAt: !200)
!202 = !DILocation(line: 48, column: 8, scope: !177, inlinedAt: !200)
!203 = !DILocation(line: 48, column: 7, scope: !178, inlinedAt: !200)
!204 = !DILocation(line: 50, column: 22, scope: !178, inlinedAt: !200)
!205 = !DILocation(line: 50, column: 12, scope: !178, inlinedAt: !200)
!206 = !DILocation(line: 52, column: 22, scope: !178, inlinedAt: !200)
!207 = !DILocation(line: 52, column: 10, scope: !178, inlinedAt: !200)
!208 = !DILocation(line: 52, column: 12, scope: !178, inlinedAt: !200)
!209 = !DILocation(line: 53, column: 16, scope: !191, inlinedAt: !200)
!210 = !DILocation(line: 53, column: 7, scope: !178, inlinedAt: !200)
!211 = !DILocation(line: 54, column: 13, scope: !191, inlinedAt: !200)
!212 = !DILocation(line: 54, column: 4, scope: !191, inlinedAt: !200)
!213 = !DILocation(line: 47, column: 43, scope: !179, inlinedAt: !200)
!214 = !DILocation(line: 47, column: 33, scope: !179, inlinedAt: !200)
!215 = !DILocation(line: 47, column: 2, scope: !154, inlinedAt: !200)
!216 = distinct !{!216, !215, !217, !127}
!217 = !DILocation(line: 55, column: 2, scope: !154, inlinedAt: !200)
!218 = !DILocation(line: 94, column: 27, scope: !163)
!219 = !DILocation(line: 94, column: 20, scope: !163)
!220 = distinct !{!220, !152, !221, !127}
!221 = !DILocation(line: 98, column: 2, scope: !55)
!222 = !DILocalVariable(name: "b", arg: 1, scope: !223, file: !3, line: 67, type: !57)
!223 = distinct !DISubprogram(name: "forces", scope: !3, file: !3, line: 67, type: !224, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !226)
!224 = !DISubroutineType(types: !225)
!225 = !{null, !57, !8}
!226 = !{!222, !227, !228, !230, !232, !235, !238, !239, !240, !241}
!227 = !DILocalVariable(name: "n", arg: 2, scope: !223, file: !3, line: 67, type: !8)
!228 = !DILocalVariable(name: "i", scope: !229, file: !3, line: 69, type: !8)
!229 = distinct !DILexicalBlock(scope: !223, file: !3, line: 69, column: 2)
!230 = !DILocalVariable(name: "i", scope: !231, file: !3, line: 71, type: !8)
!231 = distinct !DILexicalBlock(scope: !223, file: !3, line: 71, column: 2)
!232 = !DILocalVariable(name: "j", scope: !233, file: !3, line: 72, type: !8)
!233 = distinct !DILexicalBlock(scope: !234, file: !3, line: 72, column: 3)
!234 = distinct !DILexicalBlock(scope: !231, file: !3, line: 71, column: 2)
!235 = !DILocalVariable(name: "dx", scope: !236, file: !3, line: 73, type: !28)
!236 = distinct !DILexicalBlock(scope: !237, file: !3, line: 72, column: 35)
!237 = distinct !DILexicalBlock(scope: !233, file: !3, line: 72, column: 3)
!238 = !DILocalVariable(name: "dy", scope: !236, file: !3, line: 73, type: !28)
!239 = !DILocalVariable(name: "dz", scope: !236, file: !3, line: 74, type: !28)
!240 = !DILocalVariable(name: "d2", scope: !236, file: !3, line: 75, type: !28)
!241 = !DILocalVariable(name: "f", scope: !236, file: !3, line: 76, type: !28)
!242 = !DILocation(line: 0, scope: !223, inlinedAt: !243)
!243 = distinct !DILocation(line: 107, column: 2, scope: !47)
!244 = !DILocation(line: 0, scope: !229, inlinedAt: !243)
!245 = !DILocation(line: 69, column: 20, scope: !246, inlinedAt: !243)
!246 = distinct !DILexicalBlock(scope: !229, file: !3, line: 69, column: 2)
!247 = !DILocation(line: 69, column: 2, scope: !229, inlinedAt: !243)
!248 = !DILocation(line: 70, column: 8, scope: !246, inlinedAt: !243)
!249 = !DILocation(line: 70, column: 16, scope: !246, inlinedAt: !243)
!250 = !DILocation(line: 69, column: 26, scope: !246, inlinedAt: !243)
!251 = distinct !{!251, !247, !252, !127}
!252 = !DILocation(line: 70, column: 39, scope: !229, inlinedAt: !243)
!253 = distinct !{!253, !254}
!254 = !{!"llvm.loop.unroll.disable"}
!255 = !DILocation(line: 71, column: 2, scope: !231, inlinedAt: !243)
!256 = !DILocation(line: 0, scope: !231, inlinedAt: !243)
!257 = !DILocation(line: 71, column: 20, scope: !234, inlinedAt: !243)
!258 = distinct !{!258, !255, !259, !127}
!259 = !DILocation(line: 83, column: 3, scope: !231, inlinedAt: !243)
!260 = !DILocation(line: 72, column: 18, scope: !233, inlinedAt: !243)
!261 = !DILocation(line: 0, scope: !233, inlinedAt: !243)
!262 = !DILocation(line: 72, column: 25, scope: !237, inlinedAt: !243)
!263 = !DILocation(line: 72, column: 3, scope: !233, inlinedAt: !243)
!264 = !DILocation(line: 73, column: 25, scope: !236, inlinedAt: !243)
!265 = !DILocation(line: 0, scope: !236, inlinedAt: !243)
!266 = !DILocation(line: 73, column: 38, scope: !236, inlinedAt: !243)
!267 = !DILocation(line: 73, column: 27, scope: !236, inlinedAt: !243)
!268 = !DILocation(line: 74, column: 25, scope: !236, inlinedAt: !243)
!269 = !{!270, !117, i64 24}
!270 = !{!"body", !117, i64 0, !116, i64 8, !116, i64 32, !271, i64 56}
!271 = !{!"long", !73, i64 0}
!272 = !DILocation(line: 74, column: 38, scope: !236, inlinedAt: !243)
!273 = !DILocation(line: 74, column: 27, scope: !236, inlinedAt: !243)
!274 = !DILocation(line: 75, column: 29, scope: !236, inlinedAt: !243)
!275 = !DILocation(line: 75, column: 24, scope: !236, inlinedAt: !243)
!276 = !DILocation(line: 75, column: 34, scope: !236, inlinedAt: !243)
!277 = !DILocation(line: 75, column: 44, scope: !236, inlinedAt: !243)
!278 = !DILocation(line: 76, column: 20, scope: !236, inlinedAt: !243)
!279 = !{!270, !117, i64 0}
!280 = !DILocation(line: 76, column: 32, scope: !236, inlinedAt: !243)
!281 = !DILocation(line: 76, column: 25, scope: !236, inlinedAt: !243)
!282 = !DILocation(line: 76, column: 45, scope: !236, inlinedAt: !243)
!283 = !DILocation(line: 76, column: 43, scope: !236, inlinedAt: !243)
!284 = !DILocation(line: 76, column: 37, scope: !236, inlinedAt: !243)
!285 = !DILocation(line: 77, column: 17, scope: !236, inlinedAt: !243)
!286 = !DILocation(line: 79, column: 17, scope: !236, inlinedAt: !243)
!287 = !{!270, !117, i64 48}
!288 = !DILocation(line: 80, column: 15, scope: !236, inlinedAt: !243)
!289 = !DILocation(line: 80, column: 17, scope: !236, inlinedAt: !243)
!290 = !DILocation(line: 82, column: 15, scope: !236, inlinedAt: !243)
!291 = !DILocation(line: 82, column: 17, scope: !236, inlinedAt: !243)
!292 = !DILocation(line: 72, column: 31, scope: !237, inlinedAt: !243)
!293 = distinct !{!293, !263, !294, !127}
!294 = !DILocation(line: 83, column: 3, scope: !233, inlinedAt: !243)
!295 = !DILocalVariable(name: "i", scope: !296, file: !3, line: 61, type: !8)
!296 = distinct !DILexicalBlock(scope: !297, file: !3, line: 61, column: 2)
!297 = distinct !DISubprogram(name: "kinetic", scope: !3, file: !3, line: 58, type: !298, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !302)
!298 = !DISubroutineType(types: !299)
!299 = !{!28, !300, !8}
!300 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !301, size: 64)
!301 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !22)
!302 = !{!303, !304, !305, !295}
!303 = !DILocalVariable(name: "p", arg: 1, scope: !297, file: !3, line: 58, type: !300)
!304 = !DILocalVariable(name: "n", arg: 2, scope: !297, file: !3, line: 58, type: !8)
!305 = !DILocalVariable(name: "e", scope: !297, file: !3, line: 60, type: !28)
!306 = !DILocation(line: 0, scope: !296, inlinedAt: !307)
!307 = distinct !DILocation(line: 108, column: 33, scope: !47)
!308 = !DILocation(line: 0, scope: !297, inlinedAt: !307)
!309 = !DILocation(line: 62, column: 19, scope: !310, inlinedAt: !307)
!310 = distinct !DILexicalBlock(scope: !296, file: !3, line: 61, column: 2)
!311 = !DILocation(line: 62, column: 14, scope: !310, inlinedAt: !307)
!312 = !DILocation(line: 62, column: 12, scope: !310, inlinedAt: !307)
!313 = !DILocation(line: 63, column: 18, scope: !310, inlinedAt: !307)
!314 = !{!115, !117, i64 24}
!315 = !DILocation(line: 63, column: 44, scope: !310, inlinedAt: !307)
!316 = !{!115, !117, i64 32}
!317 = !DILocation(line: 63, column: 46, scope: !310, inlinedAt: !307)
!318 = !DILocation(line: 63, column: 33, scope: !310, inlinedAt: !307)
!319 = !DILocation(line: 63, column: 70, scope: !310, inlinedAt: !307)
!320 = !DILocation(line: 63, column: 59, scope: !310, inlinedAt: !307)
!321 = !DILocation(line: 62, column: 5, scope: !310, inlinedAt: !307)
!322 = !DILocation(line: 61, column: 26, scope: !310, inlinedAt: !307)
!323 = !DILocation(line: 61, column: 20, scope: !310, inlinedAt: !307)
!324 = !DILocation(line: 61, column: 2, scope: !296, inlinedAt: !307)
!325 = distinct !{!325, !324, !326, !127}
!326 = !DILocation(line: 63, column: 84, scope: !296, inlinedAt: !307)
!327 = !DILocation(line: 0, scope: !296, inlinedAt: !328)
!328 = distinct !DILocation(line: 108, column: 62, scope: !47)
!329 = !DILocation(line: 0, scope: !297, inlinedAt: !328)
!330 = !DILocation(line: 62, column: 19, scope: !310, inlinedAt: !328)
!331 = !DILocation(line: 62, column: 14, scope: !310, inlinedAt: !328)
!332 = !DILocation(line: 62, column: 12, scope: !310, inlinedAt: !328)
!333 = !DILocation(line: 63, column: 18, scope: !310, inlinedAt: !328)
!334 = !DILocation(line: 63, column: 44, scope: !310, inlinedAt: !328)
!335 = !DILocation(line: 63, column: 46, scope: !310, inlinedAt: !328)
!336 = !DILocation(line: 63, column: 33, scope: !310, inlinedAt: !328)
!337 = !DILocation(line: 63, column: 70, scope: !310, inlinedAt: !328)
!338 = !DILocation(line: 63, column: 59, scope: !310, inlinedAt: !328)
!339 = !DILocation(line: 62, column: 5, scope: !310, inlinedAt: !328)
!340 = !DILocation(line: 61, column: 26, scope: !310, inlinedAt: !328)
!341 = !DILocation(line: 61, column: 20, scope: !310, inlinedAt: !328)
!342 = !DILocation(line: 61, column: 2, scope: !296, inlinedAt: !328)
!343 = distinct !{!343, !342, !344, !127}
!344 = !DILocation(line: 63, column: 84, scope: !296, inlinedAt: !328)
!345 = !DILocation(line: 109, column: 25, scope: !47)
!346 = !{!270, !117, i64 32}
!347 = !DILocation(line: 109, column: 37, scope: !47)
!348 = !DILocation(line: 109, column: 28, scope: !47)
!349 = !DILocation(line: 109, column: 42, scope: !47)
!350 = !{!270, !271, i64 56}
!351 = !DILocation(line: 108, column: 2, scope: !47)
!352 = !DILocation(line: 110, column: 2, scope: !47)
!353 = !DILocation(line: 111, column: 2, scope: !47)
!354 = !DILocation(line: 103, column: 22, scope: !355)
!355 = distinct !DILexicalBlock(scope: !173, file: !3, line: 102, column: 30)
!356 = !DILocation(line: 103, column: 20, scope: !355)
!357 = !DILocation(line: 103, column: 13, scope: !355)
!358 = !DILocation(line: 103, column: 18, scope: !355)
!359 = !DILocation(line: 104, column: 34, scope: !355)
!360 = !DILocation(line: 104, column: 41, scope: !355)
!361 = !DILocation(line: 104, column: 46, scope: !355)
!362 = !DILocation(line: 104, column: 19, scope: !355)
!363 = !{i64 0, i64 8, !183, i64 8, i64 8, !183, i64 16, i64 8, !183}
!364 = !{i64 0, i64 8, !183, i64 8, i64 8, !183}
!365 = !{i64 0, i64 8, !183}
!366 = !DILocation(line: 105, column: 23, scope: !355)
!367 = !DILocation(line: 105, column: 13, scope: !355)
!368 = !DILocation(line: 105, column: 16, scope: !355)
!369 = distinct !{!369, !174, !370, !127}
!370 = !DILocation(line: 106, column: 2, scope: !66)
!371 = !DILocation(line: 112, column: 1, scope: !47)
