; ModuleID = 'aos.c'
source_filename = "aos.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.particle = type { %struct.vec3, %struct.vec3, float, i32 }
%struct.vec3 = type { double, double, double }
%struct.system = type { i32, [64 x %struct.particle], double }
%struct.body = type { double, %struct.vec3, %struct.vec3, i64 }

@particles = internal global [128 x %struct.particle] zeroinitializer, align 16
@world = internal global %struct.system zeroinitializer, align 8
@.str = private unnamed_addr constant [20 x i8] c"%.3f %.3f %.3f %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1
  %6 = load i8*, i8** %5, align 8, !tbaa !5
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #9
  %8 = trunc i64 %7 to i32
  br label %9

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 16, %2 ]
  %11 = add i32 %10, -4097
  %12 = icmp ult i32 %11, -4095
  br label %13

13:                                               ; preds = %13, %9
  %14 = phi i64 [ 0, %9 ], [ %31, %13 ]
  %15 = trunc i64 %14 to i32
  %16 = sitofp i32 %15 to double
  %17 = insertelement <2 x double> poison, double %16, i64 0
  %18 = shufflevector <2 x double> %17, <2 x double> poison, <2 x i32> zeroinitializer
  %19 = fmul <2 x double> %18, <double 1.000000e-01, double 5.000000e-01>
  %20 = getelementptr inbounds [128 x %struct.particle], [128 x %struct.particle]* @particles, i64 0, i64 %14, i32 0, i32 0
  %21 = bitcast double* %20 to <2 x double>*
  store <2 x double> %19, <2 x double>* %21, align 8
  %22 = getelementptr inbounds [128 x %struct.particle], [128 x %struct.particle]* @particles, i64 0, i64 %14, i32 0, i32 2
  %23 = bitcast double* %22 to <2 x double>*
  store <2 x double> <double 0.000000e+00, double 1.000000e+00>, <2 x double>* %23, align 8
  %24 = getelementptr inbounds [128 x %struct.particle], [128 x %struct.particle]* @particles, i64 0, i64 %14, i32 1, i32 1
  %25 = bitcast double* %24 to <2 x double>*
  store <2 x double> <double -1.000000e-01, double 2.500000e-01>, <2 x double>* %25, align 8
  %26 = urem i32 %15, 3
  %27 = sitofp i32 %26 to float
  %28 = fadd float %27, 1.000000e+00
  %29 = getelementptr inbounds [128 x %struct.particle], [128 x %struct.particle]* @particles, i64 0, i64 %14, i32 2
  store float %28, float* %29, align 8, !tbaa !9
  %30 = getelementptr inbounds [128 x %struct.particle], [128 x %struct.particle]* @particles, i64 0, i64 %14, i32 3
  store i32 1, i32* %30, align 4, !tbaa !15
  %31 = add nuw nsw i64 %14, 1
  %32 = icmp eq i64 %31, 128
  br i1 %32, label %33, label %13, !llvm.loop !16

33:                                               ; preds = %13
  store i32 64, i32* getelementptr inbounds (%struct.system, %struct.system* @world, i64 0, i32 0), align 8, !tbaa !18
  br label %34

34:                                               ; preds = %34, %33
  %35 = phi i64 [ 0, %33 ], [ %52, %34 ]
  %36 = trunc i64 %35 to i32
  %37 = sitofp i32 %36 to double
  %38 = insertelement <2 x double> poison, double %37, i64 0
  %39 = shufflevector <2 x double> %38, <2 x double> poison, <2 x i32> zeroinitializer
  %40 = fmul <2 x double> %39, <double 2.000000e-01, double 5.000000e-01>
  %41 = getelementptr inbounds %struct.system, %struct.system* @world, i64 0, i32 1, i64 %35, i32 0, i32 0
  %42 = bitcast double* %41 to <2 x double>*
  store <2 x double> %40, <2 x double>* %42, align 8
  %43 = getelementptr inbounds %struct.system, %struct.system* @world, i64 0, i32 1, i64 %35, i32 0, i32 2
  %44 = bitcast double* %43 to <2 x double>*
  store <2 x double> <double 0.000000e+00, double 1.000000e+00>, <2 x double>* %44, align 8
  %45 = getelementptr inbounds %struct.system, %struct.system* @world, i64 0, i32 1, i64 %35, i32 1, i32 1
  %46 = bitcast double* %45 to <2 x double>*
  store <2 x double> <double -2.000000e-01, double 2.500000e-01>, <2 x double>* %46, align 8
  %47 = urem i32 %36, 3
  %48 = sitofp i32 %47 to float
  %49 = fadd float %48, 1.000000e+00
  %50 = getelementptr inbounds %struct.system, %struct.system* @world, i64 0, i32 1, i64 %35, i32 2
  store float %49, float* %50, align 8, !tbaa !9
  %51 = getelementptr inbounds %struct.system, %struct.system* @world, i64 0, i32 1, i64 %35, i32 3
  store i32 1, i32* %51, align 4, !tbaa !15
  %52 = add nuw nsw i64 %35, 1
  %53 = icmp eq i64 %52, 64
  br i1 %53, label %54, label %34, !llvm.loop !16

54:                                               ; preds = %34
  %55 = load double, double* getelementptr inbounds (%struct.system, %struct.system* @world, i64 0, i32 2), align 8, !tbaa !20
  br label %56

56:                                               ; preds = %54, %116
  %57 = phi i32 [ 0, %54 ], [ %118, %116 ]
  %58 = phi double [ %55, %54 ], [ %117, %116 ]
  br label %68

59:                                               ; preds = %116
  %60 = select i1 %12, i32 16, i32 %10
  store double %117, double* getelementptr inbounds (%struct.system, %struct.system* @world, i64 0, i32 2), align 8, !tbaa !20
  %61 = zext i32 %60 to i64
  %62 = shl nuw nsw i64 %61, 6
  %63 = tail call noalias i8* @malloc(i64 noundef %62) #9
  %64 = bitcast i8* %63 to %struct.body*
  %65 = icmp eq i8* %63, null
  br i1 %65, label %292, label %66

66:                                               ; preds = %59
  %67 = zext i32 %60 to i64
  br label %274

68:                                               ; preds = %56, %89
  %69 = phi %struct.particle* [ %90, %89 ], [ getelementptr inbounds ([128 x %struct.particle], [128 x %struct.particle]* @particles, i64 0, i64 0), %56 ]
  %70 = getelementptr inbounds %struct.particle, %struct.particle* %69, i64 0, i32 3
  %71 = load i32, i32* %70, align 4, !tbaa !15
  %72 = icmp eq i32 %71, 0
  br i1 %72, label %89, label %73

73:                                               ; preds = %68
  %74 = getelementptr inbounds %struct.particle, %struct.particle* %69, i64 0, i32 1, i32 0
  %75 = bitcast double* %74 to <2 x double>*
  %76 = load <2 x double>, <2 x double>* %75, align 8, !tbaa !21
  %77 = bitcast %struct.particle* %69 to <2 x double>*
  %78 = load <2 x double>, <2 x double>* %77, align 8, !tbaa !21
  %79 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %76, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %78)
  %80 = bitcast %struct.particle* %69 to <2 x double>*
  store <2 x double> %79, <2 x double>* %80, align 8, !tbaa !21
  %81 = getelementptr inbounds %struct.particle, %struct.particle* %69, i64 0, i32 1, i32 2
  %82 = load double, double* %81, align 8, !tbaa !22
  %83 = getelementptr inbounds %struct.particle, %struct.particle* %69, i64 0, i32 0, i32 2
  %84 = load double, double* %83, align 8, !tbaa !23
  %85 = tail call double @llvm.fmuladd.f64(double %82, double 1.000000e-02, double %84) #9
  store double %85, double* %83, align 8, !tbaa !23
  %86 = extractelement <2 x double> %79, i64 1
  %87 = fcmp olt double %86, -1.000000e+02
  br i1 %87, label %88, label %89

88:                                               ; preds = %73
  store i32 0, i32* %70, align 4, !tbaa !15
  br label %89

89:                                               ; preds = %88, %73, %68
  %90 = getelementptr inbounds %struct.particle, %struct.particle* %69, i64 1
  %91 = icmp ult %struct.particle* %90, getelementptr inbounds ([128 x %struct.particle], [128 x %struct.particle]* @particles, i64 1, i64 0)
  br i1 %91, label %68, label %92, !llvm.loop !24

92:                                               ; preds = %89, %113
  %93 = phi %struct.particle* [ %114, %113 ], [ getelementptr inbounds (%struct.system, %struct.system* @world, i64 0, i32 1, i64 0), %89 ]
  %94 = getelementptr inbounds %struct.particle, %struct.particle* %93, i64 0, i32 3
  %95 = load i32, i32* %94, align 4, !tbaa !15
  %96 = icmp eq i32 %95, 0
  br i1 %96, label %113, label %97

97:                                               ; preds = %92
  %98 = getelementptr inbounds %struct.particle, %struct.particle* %93, i64 0, i32 1, i32 0
  %99 = bitcast double* %98 to <2 x double>*
  %100 = load <2 x double>, <2 x double>* %99, align 8, !tbaa !21
  %101 = bitcast %struct.particle* %93 to <2 x double>*
  %102 = load <2 x double>, <2 x double>* %101, align 8, !tbaa !21
  %103 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %100, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %102)
  %104 = bitcast %struct.particle* %93 to <2 x double>*
  store <2 x double> %103, <2 x double>* %104, align 8, !tbaa !21
  %105 = getelementptr inbounds %struct.particle, %struct.particle* %93, i64 0, i32 1, i32 2
  %106 = load double, double* %105, align 8, !tbaa !22
  %107 = getelementptr inbounds %struct.particle, %struct.particle* %93, i64 0, i32 0, i32 2
  %108 = load double, double* %107, align 8, !tbaa !23
  %109 = tail call double @llvm.fmuladd.f64(double %106, double 1.000000e-02, double %108) #9
  store double %109, double* %107, align 8, !tbaa !23
  %110 = extractelement <2 x double> %103, i64 1
  %111 = fcmp olt double %110, -1.000000e+02
  br i1 %111, label %112, label %113

112:                                              ; preds = %97
  store i32 0, i32* %94, align 4, !tbaa !15
  br label %113

113:                                              ; preds = %112, %97, %92
  %114 = getelementptr inbounds %struct.particle, %struct.particle* %93, i64 1
  %115 = icmp ult %struct.particle* %114, bitcast (double* getelementptr inbounds (%struct.system, %struct.system* @world, i64 0, i32 2) to %struct.particle*)
  br i1 %115, label %92, label %116, !llvm.loop !24

116:                                              ; preds = %113
  %117 = fadd double %58, 1.000000e-02
  %118 = add nuw nsw i32 %57, 1
  %119 = icmp eq i32 %118, 10
  br i1 %119, label %59, label %56, !llvm.loop !25

120:                                              ; preds = %274
  %121 = zext i32 %60 to i64
  %122 = add nsw i64 %67, -1
  %123 = and i64 %67, 7
  %124 = icmp ult i64 %122, 7
  br i1 %124, label %156, label %125

125:                                              ; preds = %120
  %126 = and i64 %67, 4294967288
  br label %127

127:                                              ; preds = %127, %125
  %128 = phi i64 [ 0, %125 ], [ %153, %127 ]
  %129 = phi i64 [ 0, %125 ], [ %154, %127 ]
  %130 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %128, i32 2
  %131 = bitcast %struct.vec3* %130 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %131, i8 0, i64 24, i1 false) #9
  %132 = or i64 %128, 1
  %133 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %132, i32 2
  %134 = bitcast %struct.vec3* %133 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %134, i8 0, i64 24, i1 false) #9
  %135 = or i64 %128, 2
  %136 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %135, i32 2
  %137 = bitcast %struct.vec3* %136 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %137, i8 0, i64 24, i1 false) #9
  %138 = or i64 %128, 3
  %139 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %138, i32 2
  %140 = bitcast %struct.vec3* %139 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %140, i8 0, i64 24, i1 false) #9
  %141 = or i64 %128, 4
  %142 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %141, i32 2
  %143 = bitcast %struct.vec3* %142 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %143, i8 0, i64 24, i1 false) #9
  %144 = or i64 %128, 5
  %145 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %144, i32 2
  %146 = bitcast %struct.vec3* %145 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %146, i8 0, i64 24, i1 false) #9
  %147 = or i64 %128, 6
  %148 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %147, i32 2
  %149 = bitcast %struct.vec3* %148 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %149, i8 0, i64 24, i1 false) #9
  %150 = or i64 %128, 7
  %151 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %150, i32 2
  %152 = bitcast %struct.vec3* %151 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %152, i8 0, i64 24, i1 false) #9
  %153 = add nuw nsw i64 %128, 8
  %154 = add i64 %129, 8
  %155 = icmp eq i64 %154, %126
  br i1 %155, label %156, label %127, !llvm.loop !26

156:                                              ; preds = %127, %120
  %157 = phi i64 [ 0, %120 ], [ %153, %127 ]
  %158 = icmp eq i64 %123, 0
  br i1 %158, label %167, label %159

159:                                              ; preds = %156, %159
  %160 = phi i64 [ %164, %159 ], [ %157, %156 ]
  %161 = phi i64 [ %165, %159 ], [ 0, %156 ]
  %162 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %160, i32 2
  %163 = bitcast %struct.vec3* %162 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %163, i8 0, i64 24, i1 false) #9
  %164 = add nuw nsw i64 %160, 1
  %165 = add i64 %161, 1
  %166 = icmp eq i64 %165, %123
  br i1 %166, label %167, label %159, !llvm.loop !27

167:                                              ; preds = %159, %156
  br label %171

168:                                              ; preds = %185, %171
  %169 = add nuw nsw i64 %173, 1
  %170 = icmp eq i64 %174, %121
  br i1 %170, label %228, label %171, !llvm.loop !29

171:                                              ; preds = %167, %168
  %172 = phi i64 [ %174, %168 ], [ 0, %167 ]
  %173 = phi i64 [ %169, %168 ], [ 1, %167 ]
  %174 = add nuw nsw i64 %172, 1
  %175 = icmp ult i64 %174, %121
  br i1 %175, label %176, label %168

176:                                              ; preds = %171
  %177 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %172, i32 1, i32 0
  %178 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %172, i32 1, i32 2
  %179 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %172, i32 0
  %180 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %172, i32 2, i32 0
  %181 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %172, i32 2, i32 2
  %182 = bitcast double* %177 to <2 x double>*
  %183 = bitcast double* %180 to <2 x double>*
  %184 = bitcast double* %180 to <2 x double>*
  br label %185

185:                                              ; preds = %185, %176
  %186 = phi i64 [ %173, %176 ], [ %226, %185 ]
  %187 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %186, i32 1, i32 0
  %188 = bitcast double* %187 to <2 x double>*
  %189 = load <2 x double>, <2 x double>* %188, align 8, !tbaa !21
  %190 = load <2 x double>, <2 x double>* %182, align 8, !tbaa !21
  %191 = fsub <2 x double> %189, %190
  %192 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %186, i32 1, i32 2
  %193 = load double, double* %192, align 8, !tbaa !30
  %194 = load double, double* %178, align 8, !tbaa !30
  %195 = fsub double %193, %194
  %196 = fmul <2 x double> %191, %191
  %197 = extractelement <2 x double> %196, i64 1
  %198 = extractelement <2 x double> %191, i64 0
  %199 = tail call double @llvm.fmuladd.f64(double %198, double %198, double %197) #9
  %200 = tail call double @llvm.fmuladd.f64(double %195, double %195, double %199) #9
  %201 = fadd double %200, 1.000000e-09
  %202 = load double, double* %179, align 8, !tbaa !33
  %203 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %186, i32 0
  %204 = load double, double* %203, align 8, !tbaa !33
  %205 = fmul double %202, %204
  %206 = tail call double @sqrt(double noundef %201) #9
  %207 = fmul double %201, %206
  %208 = fdiv double %205, %207
  %209 = load <2 x double>, <2 x double>* %183, align 8, !tbaa !21
  %210 = insertelement <2 x double> poison, double %208, i64 0
  %211 = shufflevector <2 x double> %210, <2 x double> poison, <2 x i32> zeroinitializer
  %212 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %211, <2 x double> %191, <2 x double> %209)
  store <2 x double> %212, <2 x double>* %184, align 8, !tbaa !21
  %213 = load double, double* %181, align 8, !tbaa !34
  %214 = tail call double @llvm.fmuladd.f64(double %208, double %195, double %213) #9
  store double %214, double* %181, align 8, !tbaa !34
  %215 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %186, i32 2, i32 0
  %216 = fneg double %208
  %217 = bitcast double* %215 to <2 x double>*
  %218 = load <2 x double>, <2 x double>* %217, align 8, !tbaa !21
  %219 = insertelement <2 x double> poison, double %216, i64 0
  %220 = shufflevector <2 x double> %219, <2 x double> poison, <2 x i32> zeroinitializer
  %221 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %220, <2 x double> %191, <2 x double> %218)
  %222 = bitcast double* %215 to <2 x double>*
  store <2 x double> %221, <2 x double>* %222, align 8, !tbaa !21
  %223 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %186, i32 2, i32 2
  %224 = load double, double* %223, align 8, !tbaa !34
  %225 = tail call double @llvm.fmuladd.f64(double %216, double %195, double %224) #9
  store double %225, double* %223, align 8, !tbaa !34
  %226 = add nuw nsw i64 %186, 1
  %227 = icmp eq i64 %226, %121
  br i1 %227, label %168, label %185, !llvm.loop !35

228:                                              ; preds = %168, %228
  %229 = phi i64 [ %245, %228 ], [ 0, %168 ]
  %230 = phi double [ %244, %228 ], [ 0.000000e+00, %168 ]
  %231 = getelementptr inbounds [128 x %struct.particle], [128 x %struct.particle]* @particles, i64 0, i64 %229, i32 2
  %232 = load float, float* %231, align 8, !tbaa !9
  %233 = fpext float %232 to double
  %234 = fmul double %233, 5.000000e-01
  %235 = getelementptr inbounds [128 x %struct.particle], [128 x %struct.particle]* @particles, i64 0, i64 %229, i32 1, i32 0
  %236 = load double, double* %235, align 8, !tbaa !36
  %237 = getelementptr inbounds [128 x %struct.particle], [128 x %struct.particle]* @particles, i64 0, i64 %229, i32 1, i32 1
  %238 = load double, double* %237, align 8, !tbaa !37
  %239 = fmul double %238, %238
  %240 = tail call double @llvm.fmuladd.f64(double %236, double %236, double %239) #9
  %241 = getelementptr inbounds [128 x %struct.particle], [128 x %struct.particle]* @particles, i64 0, i64 %229, i32 1, i32 2
  %242 = load double, double* %241, align 8, !tbaa !22
  %243 = tail call double @llvm.fmuladd.f64(double %242, double %242, double %240) #9
  %244 = tail call double @llvm.fmuladd.f64(double %234, double %243, double %230) #9
  %245 = add nuw nsw i64 %229, 1
  %246 = icmp eq i64 %245, 128
  br i1 %246, label %247, label %228, !llvm.loop !38

247:                                              ; preds = %228, %247
  %248 = phi i64 [ %264, %247 ], [ 0, %228 ]
  %249 = phi double [ %263, %247 ], [ 0.000000e+00, %228 ]
  %250 = getelementptr inbounds %struct.system, %struct.system* @world, i64 0, i32 1, i64 %248, i32 2
  %251 = load float, float* %250, align 8, !tbaa !9
  %252 = fpext float %251 to double
  %253 = fmul double %252, 5.000000e-01
  %254 = getelementptr inbounds %struct.system, %struct.system* @world, i64 0, i32 1, i64 %248, i32 1, i32 0
  %255 = load double, double* %254, align 8, !tbaa !36
  %256 = getelementptr inbounds %struct.system, %struct.system* @world, i64 0, i32 1, i64 %248, i32 1, i32 1
  %257 = load double, double* %256, align 8, !tbaa !37
  %258 = fmul double %257, %257
  %259 = tail call double @llvm.fmuladd.f64(double %255, double %255, double %258) #9
  %260 = getelementptr inbounds %struct.system, %struct.system* @world, i64 0, i32 1, i64 %248, i32 1, i32 2
  %261 = load double, double* %260, align 8, !tbaa !22
  %262 = tail call double @llvm.fmuladd.f64(double %261, double %261, double %259) #9
  %263 = tail call double @llvm.fmuladd.f64(double %253, double %262, double %249) #9
  %264 = add nuw nsw i64 %248, 1
  %265 = icmp eq i64 %264, 64
  br i1 %265, label %266, label %247, !llvm.loop !38

266:                                              ; preds = %247
  %267 = getelementptr inbounds %struct.body, %struct.body* %64, i64 0, i32 2, i32 0
  %268 = load double, double* %267, align 8, !tbaa !39
  %269 = add nsw i32 %60, -1
  %270 = sext i32 %269 to i64
  %271 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %270, i32 3
  %272 = load i64, i64* %271, align 8, !tbaa !40
  %273 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i64 0, i64 0), double noundef %244, double noundef %263, double noundef %268, i64 noundef %272)
  tail call void @free(i8* noundef %63) #9
  br label %292

274:                                              ; preds = %66, %274
  %275 = phi i64 [ 0, %66 ], [ %276, %274 ]
  %276 = add nuw nsw i64 %275, 1
  %277 = trunc i64 %276 to i32
  %278 = sitofp i32 %277 to double
  %279 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %275, i32 0
  store double %278, double* %279, align 8, !tbaa !33
  %280 = trunc i64 %275 to i32
  %281 = sitofp i32 %280 to double
  %282 = fmul double %281, 2.000000e+00
  %283 = trunc i64 %275 to i32
  %284 = sub i32 0, %283
  %285 = sitofp i32 %284 to double
  %286 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %275, i32 1, i32 0
  store double %281, double* %286, align 8, !tbaa.struct !41
  %287 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %275, i32 1, i32 1
  store double %282, double* %287, align 8, !tbaa.struct !42
  %288 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %275, i32 1, i32 2
  store double %285, double* %288, align 8, !tbaa.struct !43
  %289 = add nuw nsw i64 %275, 1000
  %290 = getelementptr inbounds %struct.body, %struct.body* %64, i64 %275, i32 3
  store i64 %289, i64* %290, align 8, !tbaa !40
  %291 = icmp eq i64 %276, %67
  br i1 %291, label %120, label %274, !llvm.loop !44

292:                                              ; preds = %59, %266
  %293 = phi i32 [ 0, %266 ], [ 1, %59 ]
  ret i32 %293
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

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !13, i64 48}
!10 = !{!"particle", !11, i64 0, !11, i64 24, !13, i64 48, !14, i64 52}
!11 = !{!"vec3", !12, i64 0, !12, i64 8, !12, i64 16}
!12 = !{!"double", !7, i64 0}
!13 = !{!"float", !7, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = !{!10, !14, i64 52}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!19, !14, i64 0}
!19 = !{!"system", !14, i64 0, !7, i64 8, !12, i64 3592}
!20 = !{!19, !12, i64 3592}
!21 = !{!12, !12, i64 0}
!22 = !{!10, !12, i64 40}
!23 = !{!10, !12, i64 16}
!24 = distinct !{!24, !17}
!25 = distinct !{!25, !17}
!26 = distinct !{!26, !17}
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.unroll.disable"}
!29 = distinct !{!29, !17}
!30 = !{!31, !12, i64 24}
!31 = !{!"body", !12, i64 0, !11, i64 8, !11, i64 32, !32, i64 56}
!32 = !{!"long", !7, i64 0}
!33 = !{!31, !12, i64 0}
!34 = !{!31, !12, i64 48}
!35 = distinct !{!35, !17}
!36 = !{!10, !12, i64 24}
!37 = !{!10, !12, i64 32}
!38 = distinct !{!38, !17}
!39 = !{!31, !12, i64 32}
!40 = !{!31, !32, i64 56}
!41 = !{i64 0, i64 8, !21, i64 8, i64 8, !21, i64 16, i64 8, !21}
!42 = !{i64 0, i64 8, !21, i64 8, i64 8, !21}
!43 = !{i64 0, i64 8, !21}
!44 = distinct !{!44, !17}
