; ModuleID = 'aos.c'
source_filename = "aos.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.particle = type { %struct.vec3, %struct.vec3, float, i32 }
%struct.vec3 = type { double, double, double }
%struct.system = type { i32, [64 x %struct.particle], double }
%struct.body = type { double, %struct.vec3, %struct.vec3, i64 }

@particles = internal unnamed_addr global [128 x %struct.particle] zeroinitializer, align 16
@world = internal global %struct.system zeroinitializer, align 8
@.str = private unnamed_addr constant [20 x i8] c"%.3f %.3f %.3f %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !5
  %7 = tail call i64 @strtol(ptr nocapture noundef nonnull %6, ptr noundef null, i32 noundef 10) #8
  %8 = trunc i64 %7 to i32
  br label %9

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 16, %2 ]
  %11 = add i32 %10, -4097
  %12 = icmp ult i32 %11, -4095
  br label %13

13:                                               ; preds = %13, %9
  %14 = phi i64 [ 0, %9 ], [ %28, %13 ]
  %15 = getelementptr inbounds %struct.particle, ptr @particles, i64 %14
  %16 = trunc nuw nsw i64 %14 to i32
  %17 = uitofp nneg i32 %16 to double
  %18 = insertelement <2 x double> poison, double %17, i64 0
  %19 = shufflevector <2 x double> %18, <2 x double> poison, <2 x i32> zeroinitializer
  %20 = fmul <2 x double> %19, <double 1.000000e-01, double 5.000000e-01>
  store <2 x double> %20, ptr %15, align 8, !tbaa !9
  %21 = getelementptr inbounds i8, ptr %15, i64 16
  store <2 x double> <double 0.000000e+00, double 1.000000e+00>, ptr %21, align 8, !tbaa !9
  %22 = getelementptr inbounds i8, ptr %15, i64 32
  store <2 x double> <double -1.000000e-01, double 2.500000e-01>, ptr %22, align 8, !tbaa !9
  %23 = urem i32 %16, 3
  %24 = add nuw nsw i32 %23, 1
  %25 = uitofp nneg i32 %24 to float
  %26 = getelementptr inbounds i8, ptr %15, i64 48
  store float %25, ptr %26, align 8, !tbaa !11
  %27 = getelementptr inbounds i8, ptr %15, i64 52
  store i32 1, ptr %27, align 4, !tbaa !16
  %28 = add nuw nsw i64 %14, 1
  %29 = icmp eq i64 %28, 128
  br i1 %29, label %30, label %13, !llvm.loop !17

30:                                               ; preds = %13
  store i32 64, ptr @world, align 8, !tbaa !19
  br label %31

31:                                               ; preds = %31, %30
  %32 = phi i64 [ 0, %30 ], [ %46, %31 ]
  %33 = getelementptr inbounds %struct.particle, ptr getelementptr inbounds (i8, ptr @world, i64 8), i64 %32
  %34 = trunc nuw nsw i64 %32 to i32
  %35 = uitofp nneg i32 %34 to double
  %36 = insertelement <2 x double> poison, double %35, i64 0
  %37 = shufflevector <2 x double> %36, <2 x double> poison, <2 x i32> zeroinitializer
  %38 = fmul <2 x double> %37, <double 2.000000e-01, double 5.000000e-01>
  store <2 x double> %38, ptr %33, align 8, !tbaa !9
  %39 = getelementptr inbounds i8, ptr %33, i64 16
  store <2 x double> <double 0.000000e+00, double 1.000000e+00>, ptr %39, align 8, !tbaa !9
  %40 = getelementptr inbounds i8, ptr %33, i64 32
  store <2 x double> <double -2.000000e-01, double 2.500000e-01>, ptr %40, align 8, !tbaa !9
  %41 = urem i32 %34, 3
  %42 = add nuw nsw i32 %41, 1
  %43 = uitofp nneg i32 %42 to float
  %44 = getelementptr inbounds i8, ptr %33, i64 48
  store float %43, ptr %44, align 8, !tbaa !11
  %45 = getelementptr inbounds i8, ptr %33, i64 52
  store i32 1, ptr %45, align 4, !tbaa !16
  %46 = add nuw nsw i64 %32, 1
  %47 = icmp eq i64 %46, 64
  br i1 %47, label %48, label %31, !llvm.loop !17

48:                                               ; preds = %31
  %49 = load double, ptr getelementptr inbounds (i8, ptr @world, i64 3592), align 8, !tbaa !21
  br label %50

50:                                               ; preds = %48, %106
  %51 = phi i32 [ 0, %48 ], [ %108, %106 ]
  %52 = phi double [ %49, %48 ], [ %107, %106 ]
  br label %63

53:                                               ; preds = %106
  %54 = select i1 %12, i32 16, i32 %10
  store double %107, ptr getelementptr inbounds (i8, ptr @world, i64 3592), align 8, !tbaa !21
  %55 = sext i32 %54 to i64
  %56 = shl nsw i64 %55, 6
  %57 = tail call noalias ptr @malloc(i64 noundef %56) #9
  %58 = icmp eq ptr %57, null
  br i1 %58, label %271, label %59

59:                                               ; preds = %53
  %60 = icmp sgt i32 %54, 0
  br i1 %60, label %61, label %111

61:                                               ; preds = %59
  %62 = zext nneg i32 %54 to i64
  br label %251

63:                                               ; preds = %50, %82
  %64 = phi i64 [ %83, %82 ], [ 0, %50 ]
  %65 = getelementptr inbounds i8, ptr @particles, i64 %64
  %66 = getelementptr inbounds i8, ptr %65, i64 52
  %67 = load i32, ptr %66, align 4, !tbaa !16
  %68 = icmp eq i32 %67, 0
  br i1 %68, label %82, label %69

69:                                               ; preds = %63
  %70 = getelementptr inbounds i8, ptr %65, i64 24
  %71 = load <2 x double>, ptr %70, align 8, !tbaa !9
  %72 = load <2 x double>, ptr %65, align 8, !tbaa !9
  %73 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %71, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %72)
  store <2 x double> %73, ptr %65, align 8, !tbaa !9
  %74 = getelementptr inbounds i8, ptr %65, i64 40
  %75 = load double, ptr %74, align 8, !tbaa !22
  %76 = getelementptr inbounds i8, ptr %65, i64 16
  %77 = load double, ptr %76, align 8, !tbaa !23
  %78 = tail call double @llvm.fmuladd.f64(double %75, double 1.000000e-02, double %77)
  store double %78, ptr %76, align 8, !tbaa !23
  %79 = extractelement <2 x double> %73, i64 1
  %80 = fcmp olt double %79, -1.000000e+02
  br i1 %80, label %81, label %82

81:                                               ; preds = %69
  store i32 0, ptr %66, align 4, !tbaa !16
  br label %82

82:                                               ; preds = %81, %69, %63
  %83 = add nuw nsw i64 %64, 56
  %84 = icmp ult i64 %64, 7112
  br i1 %84, label %63, label %85, !llvm.loop !24

85:                                               ; preds = %82, %103
  %86 = phi ptr [ %104, %103 ], [ getelementptr inbounds (i8, ptr @world, i64 8), %82 ]
  %87 = getelementptr inbounds i8, ptr %86, i64 52
  %88 = load i32, ptr %87, align 4, !tbaa !16
  %89 = icmp eq i32 %88, 0
  br i1 %89, label %103, label %90

90:                                               ; preds = %85
  %91 = getelementptr inbounds i8, ptr %86, i64 24
  %92 = load <2 x double>, ptr %91, align 8, !tbaa !9
  %93 = load <2 x double>, ptr %86, align 8, !tbaa !9
  %94 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %92, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %93)
  store <2 x double> %94, ptr %86, align 8, !tbaa !9
  %95 = getelementptr inbounds i8, ptr %86, i64 40
  %96 = load double, ptr %95, align 8, !tbaa !22
  %97 = getelementptr inbounds i8, ptr %86, i64 16
  %98 = load double, ptr %97, align 8, !tbaa !23
  %99 = tail call double @llvm.fmuladd.f64(double %96, double 1.000000e-02, double %98)
  store double %99, ptr %97, align 8, !tbaa !23
  %100 = extractelement <2 x double> %94, i64 1
  %101 = fcmp olt double %100, -1.000000e+02
  br i1 %101, label %102, label %103

102:                                              ; preds = %90
  store i32 0, ptr %87, align 4, !tbaa !16
  br label %103

103:                                              ; preds = %102, %90, %85
  %104 = getelementptr inbounds i8, ptr %86, i64 56
  %105 = icmp ult ptr %104, getelementptr inbounds (i8, ptr @world, i64 3592)
  br i1 %105, label %85, label %106, !llvm.loop !24

106:                                              ; preds = %103
  %107 = fadd double %52, 1.000000e-02
  %108 = add nuw nsw i32 %51, 1
  %109 = icmp eq i32 %108, 10
  br i1 %109, label %53, label %50, !llvm.loop !25

110:                                              ; preds = %251
  br i1 %60, label %112, label %111

111:                                              ; preds = %150, %59, %110
  br label %204

112:                                              ; preds = %110
  %113 = zext nneg i32 %54 to i64
  %114 = and i64 %62, 7
  %115 = icmp ult i32 %54, 8
  br i1 %115, label %139, label %116

116:                                              ; preds = %112
  %117 = and i64 %62, 2147483640
  br label %118

118:                                              ; preds = %118, %116
  %119 = phi i64 [ 0, %116 ], [ %136, %118 ]
  %120 = phi i64 [ 0, %116 ], [ %137, %118 ]
  %121 = getelementptr inbounds %struct.body, ptr %57, i64 %119, i32 2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %121, i8 0, i64 24, i1 false)
  %122 = or disjoint i64 %119, 1
  %123 = getelementptr inbounds %struct.body, ptr %57, i64 %122, i32 2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %123, i8 0, i64 24, i1 false)
  %124 = or disjoint i64 %119, 2
  %125 = getelementptr inbounds %struct.body, ptr %57, i64 %124, i32 2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %125, i8 0, i64 24, i1 false)
  %126 = or disjoint i64 %119, 3
  %127 = getelementptr inbounds %struct.body, ptr %57, i64 %126, i32 2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %127, i8 0, i64 24, i1 false)
  %128 = or disjoint i64 %119, 4
  %129 = getelementptr inbounds %struct.body, ptr %57, i64 %128, i32 2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %129, i8 0, i64 24, i1 false)
  %130 = or disjoint i64 %119, 5
  %131 = getelementptr inbounds %struct.body, ptr %57, i64 %130, i32 2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %131, i8 0, i64 24, i1 false)
  %132 = or disjoint i64 %119, 6
  %133 = getelementptr inbounds %struct.body, ptr %57, i64 %132, i32 2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %133, i8 0, i64 24, i1 false)
  %134 = or disjoint i64 %119, 7
  %135 = getelementptr inbounds %struct.body, ptr %57, i64 %134, i32 2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %135, i8 0, i64 24, i1 false)
  %136 = add nuw nsw i64 %119, 8
  %137 = add i64 %120, 8
  %138 = icmp eq i64 %137, %117
  br i1 %138, label %139, label %118, !llvm.loop !26

139:                                              ; preds = %118, %112
  %140 = phi i64 [ 0, %112 ], [ %136, %118 ]
  %141 = icmp eq i64 %114, 0
  br i1 %141, label %149, label %142

142:                                              ; preds = %139, %142
  %143 = phi i64 [ %146, %142 ], [ %140, %139 ]
  %144 = phi i64 [ %147, %142 ], [ 0, %139 ]
  %145 = getelementptr inbounds %struct.body, ptr %57, i64 %143, i32 2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %145, i8 0, i64 24, i1 false)
  %146 = add nuw nsw i64 %143, 1
  %147 = add i64 %144, 1
  %148 = icmp eq i64 %147, %114
  br i1 %148, label %149, label %142, !llvm.loop !27

149:                                              ; preds = %142, %139
  br label %153

150:                                              ; preds = %167, %153
  %151 = add nuw nsw i64 %155, 1
  %152 = icmp eq i64 %156, %113
  br i1 %152, label %111, label %153, !llvm.loop !29

153:                                              ; preds = %149, %150
  %154 = phi i64 [ %156, %150 ], [ 0, %149 ]
  %155 = phi i64 [ %151, %150 ], [ 1, %149 ]
  %156 = add nuw nsw i64 %154, 1
  %157 = icmp ult i64 %156, %113
  br i1 %157, label %158, label %150

158:                                              ; preds = %153
  %159 = getelementptr inbounds %struct.body, ptr %57, i64 %154
  %160 = getelementptr inbounds i8, ptr %159, i64 8
  %161 = load <2 x double>, ptr %160, align 8, !tbaa !9
  %162 = getelementptr inbounds i8, ptr %159, i64 24
  %163 = load double, ptr %162, align 8, !tbaa !30
  %164 = load double, ptr %159, align 8, !tbaa !33
  %165 = getelementptr inbounds i8, ptr %159, i64 32
  %166 = getelementptr inbounds i8, ptr %159, i64 48
  br label %167

167:                                              ; preds = %167, %158
  %168 = phi i64 [ %155, %158 ], [ %202, %167 ]
  %169 = getelementptr inbounds %struct.body, ptr %57, i64 %168
  %170 = getelementptr inbounds i8, ptr %169, i64 8
  %171 = getelementptr inbounds i8, ptr %169, i64 24
  %172 = load double, ptr %171, align 8, !tbaa !30
  %173 = fsub double %172, %163
  %174 = load double, ptr %169, align 8, !tbaa !33
  %175 = fmul double %164, %174
  %176 = load double, ptr %166, align 8, !tbaa !34
  %177 = getelementptr inbounds i8, ptr %169, i64 32
  %178 = load <2 x double>, ptr %170, align 8, !tbaa !9
  %179 = fsub <2 x double> %178, %161
  %180 = fmul <2 x double> %179, %179
  %181 = extractelement <2 x double> %180, i64 1
  %182 = extractelement <2 x double> %179, i64 0
  %183 = tail call double @llvm.fmuladd.f64(double %182, double %182, double %181)
  %184 = tail call double @llvm.fmuladd.f64(double %173, double %173, double %183)
  %185 = fadd double %184, 1.000000e-09
  %186 = tail call double @llvm.sqrt.f64(double %185)
  %187 = fmul double %185, %186
  %188 = fdiv double %175, %187
  %189 = load <2 x double>, ptr %165, align 8, !tbaa !9
  %190 = insertelement <2 x double> poison, double %188, i64 0
  %191 = shufflevector <2 x double> %190, <2 x double> poison, <2 x i32> zeroinitializer
  %192 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %191, <2 x double> %179, <2 x double> %189)
  store <2 x double> %192, ptr %165, align 8, !tbaa !9
  %193 = tail call double @llvm.fmuladd.f64(double %188, double %173, double %176)
  store double %193, ptr %166, align 8, !tbaa !34
  %194 = fneg double %188
  %195 = load <2 x double>, ptr %177, align 8, !tbaa !9
  %196 = insertelement <2 x double> poison, double %194, i64 0
  %197 = shufflevector <2 x double> %196, <2 x double> poison, <2 x i32> zeroinitializer
  %198 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %197, <2 x double> %179, <2 x double> %195)
  store <2 x double> %198, ptr %177, align 8, !tbaa !9
  %199 = getelementptr inbounds i8, ptr %169, i64 48
  %200 = load double, ptr %199, align 8, !tbaa !34
  %201 = tail call double @llvm.fmuladd.f64(double %194, double %173, double %200)
  store double %201, ptr %199, align 8, !tbaa !34
  %202 = add nuw nsw i64 %168, 1
  %203 = icmp eq i64 %202, %113
  br i1 %203, label %150, label %167, !llvm.loop !35

204:                                              ; preds = %111, %204
  %205 = phi i64 [ %222, %204 ], [ 0, %111 ]
  %206 = phi double [ %221, %204 ], [ 0.000000e+00, %111 ]
  %207 = getelementptr inbounds %struct.particle, ptr @particles, i64 %205
  %208 = getelementptr inbounds i8, ptr %207, i64 48
  %209 = load float, ptr %208, align 8, !tbaa !11
  %210 = fpext float %209 to double
  %211 = fmul double %210, 5.000000e-01
  %212 = getelementptr inbounds i8, ptr %207, i64 24
  %213 = load double, ptr %212, align 8, !tbaa !36
  %214 = getelementptr inbounds i8, ptr %207, i64 32
  %215 = load double, ptr %214, align 8, !tbaa !37
  %216 = fmul double %215, %215
  %217 = tail call double @llvm.fmuladd.f64(double %213, double %213, double %216)
  %218 = getelementptr inbounds i8, ptr %207, i64 40
  %219 = load double, ptr %218, align 8, !tbaa !22
  %220 = tail call double @llvm.fmuladd.f64(double %219, double %219, double %217)
  %221 = tail call double @llvm.fmuladd.f64(double %211, double %220, double %206)
  %222 = add nuw nsw i64 %205, 1
  %223 = icmp eq i64 %222, 128
  br i1 %223, label %224, label %204, !llvm.loop !38

224:                                              ; preds = %204, %224
  %225 = phi i64 [ %242, %224 ], [ 0, %204 ]
  %226 = phi double [ %241, %224 ], [ 0.000000e+00, %204 ]
  %227 = getelementptr inbounds %struct.particle, ptr getelementptr inbounds (i8, ptr @world, i64 8), i64 %225
  %228 = getelementptr inbounds i8, ptr %227, i64 48
  %229 = load float, ptr %228, align 8, !tbaa !11
  %230 = fpext float %229 to double
  %231 = fmul double %230, 5.000000e-01
  %232 = getelementptr inbounds i8, ptr %227, i64 24
  %233 = load double, ptr %232, align 8, !tbaa !36
  %234 = getelementptr inbounds i8, ptr %227, i64 32
  %235 = load double, ptr %234, align 8, !tbaa !37
  %236 = fmul double %235, %235
  %237 = tail call double @llvm.fmuladd.f64(double %233, double %233, double %236)
  %238 = getelementptr inbounds i8, ptr %227, i64 40
  %239 = load double, ptr %238, align 8, !tbaa !22
  %240 = tail call double @llvm.fmuladd.f64(double %239, double %239, double %237)
  %241 = tail call double @llvm.fmuladd.f64(double %231, double %240, double %226)
  %242 = add nuw nsw i64 %225, 1
  %243 = icmp eq i64 %242, 64
  br i1 %243, label %244, label %224, !llvm.loop !38

244:                                              ; preds = %224
  %245 = getelementptr inbounds i8, ptr %57, i64 32
  %246 = load double, ptr %245, align 8, !tbaa !39
  %247 = getelementptr %struct.body, ptr %57, i64 %55
  %248 = getelementptr i8, ptr %247, i64 -8
  %249 = load i64, ptr %248, align 8, !tbaa !40
  %250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %221, double noundef %241, double noundef %246, i64 noundef %249)
  tail call void @free(ptr noundef %57) #8
  br label %271

251:                                              ; preds = %61, %251
  %252 = phi i64 [ 0, %61 ], [ %253, %251 ]
  %253 = add nuw nsw i64 %252, 1
  %254 = trunc nuw nsw i64 %253 to i32
  %255 = uitofp nneg i32 %254 to double
  %256 = getelementptr inbounds %struct.body, ptr %57, i64 %252
  store double %255, ptr %256, align 8, !tbaa !33
  %257 = getelementptr inbounds i8, ptr %256, i64 8
  %258 = trunc nuw nsw i64 %252 to i32
  %259 = uitofp nneg i32 %258 to double
  %260 = trunc i64 %252 to i32
  %261 = shl i32 %260, 1
  %262 = uitofp i32 %261 to double
  %263 = trunc i64 %252 to i32
  %264 = sub i32 0, %263
  %265 = sitofp i32 %264 to double
  store double %259, ptr %257, align 8, !tbaa !9
  %266 = getelementptr inbounds i8, ptr %256, i64 16
  store double %262, ptr %266, align 8, !tbaa !9
  %267 = getelementptr inbounds i8, ptr %256, i64 24
  store double %265, ptr %267, align 8, !tbaa !9
  %268 = add nuw nsw i64 %252, 1000
  %269 = getelementptr inbounds i8, ptr %256, i64 56
  store i64 %268, ptr %269, align 8, !tbaa !40
  %270 = icmp eq i64 %253, %62
  br i1 %270, label %110, label %251, !llvm.loop !41

271:                                              ; preds = %53, %244
  %272 = phi i32 [ 0, %244 ], [ 1, %53 ]
  ret i32 %272
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #4

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

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = !{!12, !14, i64 48}
!12 = !{!"particle", !13, i64 0, !13, i64 24, !14, i64 48, !15, i64 52}
!13 = !{!"vec3", !10, i64 0, !10, i64 8, !10, i64 16}
!14 = !{!"float", !7, i64 0}
!15 = !{!"int", !7, i64 0}
!16 = !{!12, !15, i64 52}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!20, !15, i64 0}
!20 = !{!"system", !15, i64 0, !7, i64 8, !10, i64 3592}
!21 = !{!20, !10, i64 3592}
!22 = !{!12, !10, i64 40}
!23 = !{!12, !10, i64 16}
!24 = distinct !{!24, !18}
!25 = distinct !{!25, !18}
!26 = distinct !{!26, !18}
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.unroll.disable"}
!29 = distinct !{!29, !18}
!30 = !{!31, !10, i64 24}
!31 = !{!"body", !10, i64 0, !13, i64 8, !13, i64 32, !32, i64 56}
!32 = !{!"long", !7, i64 0}
!33 = !{!31, !10, i64 0}
!34 = !{!31, !10, i64 48}
!35 = distinct !{!35, !18}
!36 = !{!12, !10, i64 24}
!37 = !{!12, !10, i64 32}
!38 = distinct !{!38, !18}
!39 = !{!31, !10, i64 32}
!40 = !{!31, !32, i64 56}
!41 = distinct !{!41, !18}
