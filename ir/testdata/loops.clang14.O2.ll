; ModuleID = 'loops.c'
source_filename = "loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.v = private unnamed_addr constant [10 x i32] [i32 9, i32 2, i32 7, i32 4, i32 5, i32 6, i32 3, i32 8, i32 1, i32 0], align 16
@.str = private unnamed_addr constant [22 x i8] c"%.1f %d %d %08x %.2f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [8 x [8 x double]], align 16
  %4 = alloca [8 x [8 x double]], align 16
  %5 = alloca [8 x [8 x double]], align 16
  %6 = alloca [100 x i8], align 16
  %7 = alloca [10 x i32], align 16
  %8 = bitcast [8 x [8 x double]]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 512, i8* nonnull %8) #7
  %9 = bitcast [8 x [8 x double]]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 512, i8* nonnull %9) #7
  %10 = bitcast [8 x [8 x double]]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 512, i8* nonnull %10) #7
  %11 = sitofp i32 %0 to double
  %12 = sitofp i32 %0 to double
  %13 = sitofp i32 %0 to double
  %14 = sitofp i32 %0 to double
  %15 = sitofp i32 %0 to double
  %16 = sitofp i32 %0 to double
  %17 = sitofp i32 %0 to double
  %18 = sitofp i32 %0 to double
  br label %19

19:                                               ; preds = %2, %19
  %20 = phi i64 [ 0, %2 ], [ %27, %19 ]
  %21 = trunc i64 %20 to i32
  %22 = sitofp i32 %21 to double
  %23 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %3, i64 0, i64 %20, i64 0
  store double %22, double* %23, align 16, !tbaa !5
  %24 = icmp eq i64 %20, 0
  %25 = select i1 %24, double %11, double 0.000000e+00
  %26 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 %20, i64 0
  store double %25, double* %26, align 16, !tbaa !5
  %27 = add nuw nsw i64 %20, 1
  %28 = trunc i64 %27 to i32
  %29 = sitofp i32 %28 to double
  %30 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %3, i64 0, i64 %20, i64 1
  store double %29, double* %30, align 8, !tbaa !5
  %31 = icmp eq i64 %20, 1
  %32 = select i1 %31, double %12, double 0.000000e+00
  %33 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 %20, i64 1
  store double %32, double* %33, align 8, !tbaa !5
  %34 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %3, i64 0, i64 %20, i64 2
  %35 = icmp eq i64 %20, 2
  %36 = select i1 %35, double %13, double 0.000000e+00
  %37 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 %20, i64 2
  store double %36, double* %37, align 16, !tbaa !5
  %38 = insertelement <2 x i64> poison, i64 %20, i64 0
  %39 = shufflevector <2 x i64> %38, <2 x i64> poison, <2 x i32> zeroinitializer
  %40 = trunc <2 x i64> %39 to <2 x i32>
  %41 = add <2 x i32> %40, <i32 2, i32 3>
  %42 = sitofp <2 x i32> %41 to <2 x double>
  %43 = bitcast double* %34 to <2 x double>*
  store <2 x double> %42, <2 x double>* %43, align 16, !tbaa !5
  %44 = icmp eq i64 %20, 3
  %45 = select i1 %44, double %14, double 0.000000e+00
  %46 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 %20, i64 3
  store double %45, double* %46, align 8, !tbaa !5
  %47 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %3, i64 0, i64 %20, i64 4
  %48 = icmp eq i64 %20, 4
  %49 = select i1 %48, double %15, double 0.000000e+00
  %50 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 %20, i64 4
  store double %49, double* %50, align 16, !tbaa !5
  %51 = trunc <2 x i64> %39 to <2 x i32>
  %52 = add <2 x i32> %51, <i32 4, i32 5>
  %53 = sitofp <2 x i32> %52 to <2 x double>
  %54 = bitcast double* %47 to <2 x double>*
  store <2 x double> %53, <2 x double>* %54, align 16, !tbaa !5
  %55 = icmp eq i64 %20, 5
  %56 = select i1 %55, double %16, double 0.000000e+00
  %57 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 %20, i64 5
  store double %56, double* %57, align 8, !tbaa !5
  %58 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %3, i64 0, i64 %20, i64 6
  %59 = icmp eq i64 %20, 6
  %60 = select i1 %59, double %17, double 0.000000e+00
  %61 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 %20, i64 6
  store double %60, double* %61, align 16, !tbaa !5
  %62 = trunc <2 x i64> %39 to <2 x i32>
  %63 = add <2 x i32> %62, <i32 6, i32 7>
  %64 = sitofp <2 x i32> %63 to <2 x double>
  %65 = bitcast double* %58 to <2 x double>*
  store <2 x double> %64, <2 x double>* %65, align 16, !tbaa !5
  %66 = icmp eq i64 %20, 7
  %67 = select i1 %66, double %18, double 0.000000e+00
  %68 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 %20, i64 7
  store double %67, double* %68, align 8, !tbaa !5
  %69 = icmp eq i64 %27, 8
  br i1 %69, label %70, label %19, !llvm.loop !9

70:                                               ; preds = %19
  %71 = bitcast [8 x [8 x double]]* %4 to <2 x double>*
  %72 = load <2 x double>, <2 x double>* %71, align 16, !tbaa !5
  %73 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 1, i64 0
  %74 = bitcast double* %73 to <2 x double>*
  %75 = load <2 x double>, <2 x double>* %74, align 16, !tbaa !5
  %76 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 2, i64 0
  %77 = bitcast double* %76 to <2 x double>*
  %78 = load <2 x double>, <2 x double>* %77, align 16, !tbaa !5
  %79 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 3, i64 0
  %80 = bitcast double* %79 to <2 x double>*
  %81 = load <2 x double>, <2 x double>* %80, align 16, !tbaa !5
  %82 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 4, i64 0
  %83 = bitcast double* %82 to <2 x double>*
  %84 = load <2 x double>, <2 x double>* %83, align 16, !tbaa !5
  %85 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 5, i64 0
  %86 = bitcast double* %85 to <2 x double>*
  %87 = load <2 x double>, <2 x double>* %86, align 16, !tbaa !5
  %88 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 6, i64 0
  %89 = bitcast double* %88 to <2 x double>*
  %90 = load <2 x double>, <2 x double>* %89, align 16, !tbaa !5
  %91 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 7, i64 0
  %92 = bitcast double* %91 to <2 x double>*
  %93 = load <2 x double>, <2 x double>* %92, align 16, !tbaa !5
  %94 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 0, i64 2
  %95 = bitcast double* %94 to <2 x double>*
  %96 = load <2 x double>, <2 x double>* %95, align 16, !tbaa !5
  %97 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 1, i64 2
  %98 = bitcast double* %97 to <2 x double>*
  %99 = load <2 x double>, <2 x double>* %98, align 16, !tbaa !5
  %100 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 2, i64 2
  %101 = bitcast double* %100 to <2 x double>*
  %102 = load <2 x double>, <2 x double>* %101, align 16, !tbaa !5
  %103 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 3, i64 2
  %104 = bitcast double* %103 to <2 x double>*
  %105 = load <2 x double>, <2 x double>* %104, align 16, !tbaa !5
  %106 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 4, i64 2
  %107 = bitcast double* %106 to <2 x double>*
  %108 = load <2 x double>, <2 x double>* %107, align 16, !tbaa !5
  %109 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 5, i64 2
  %110 = bitcast double* %109 to <2 x double>*
  %111 = load <2 x double>, <2 x double>* %110, align 16, !tbaa !5
  %112 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 6, i64 2
  %113 = bitcast double* %112 to <2 x double>*
  %114 = load <2 x double>, <2 x double>* %113, align 16, !tbaa !5
  %115 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 7, i64 2
  %116 = bitcast double* %115 to <2 x double>*
  %117 = load <2 x double>, <2 x double>* %116, align 16, !tbaa !5
  %118 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 0, i64 4
  %119 = bitcast double* %118 to <2 x double>*
  %120 = load <2 x double>, <2 x double>* %119, align 16, !tbaa !5
  %121 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 1, i64 4
  %122 = bitcast double* %121 to <2 x double>*
  %123 = load <2 x double>, <2 x double>* %122, align 16, !tbaa !5
  %124 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 2, i64 4
  %125 = bitcast double* %124 to <2 x double>*
  %126 = load <2 x double>, <2 x double>* %125, align 16, !tbaa !5
  %127 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 3, i64 4
  %128 = bitcast double* %127 to <2 x double>*
  %129 = load <2 x double>, <2 x double>* %128, align 16, !tbaa !5
  %130 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 4, i64 4
  %131 = bitcast double* %130 to <2 x double>*
  %132 = load <2 x double>, <2 x double>* %131, align 16, !tbaa !5
  %133 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 5, i64 4
  %134 = bitcast double* %133 to <2 x double>*
  %135 = load <2 x double>, <2 x double>* %134, align 16, !tbaa !5
  %136 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 6, i64 4
  %137 = bitcast double* %136 to <2 x double>*
  %138 = load <2 x double>, <2 x double>* %137, align 16, !tbaa !5
  %139 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 7, i64 4
  %140 = bitcast double* %139 to <2 x double>*
  %141 = load <2 x double>, <2 x double>* %140, align 16, !tbaa !5
  %142 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 0, i64 6
  %143 = bitcast double* %142 to <2 x double>*
  %144 = load <2 x double>, <2 x double>* %143, align 16, !tbaa !5
  %145 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 1, i64 6
  %146 = bitcast double* %145 to <2 x double>*
  %147 = load <2 x double>, <2 x double>* %146, align 16, !tbaa !5
  %148 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 2, i64 6
  %149 = bitcast double* %148 to <2 x double>*
  %150 = load <2 x double>, <2 x double>* %149, align 16, !tbaa !5
  %151 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 3, i64 6
  %152 = bitcast double* %151 to <2 x double>*
  %153 = load <2 x double>, <2 x double>* %152, align 16, !tbaa !5
  %154 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 4, i64 6
  %155 = bitcast double* %154 to <2 x double>*
  %156 = load <2 x double>, <2 x double>* %155, align 16, !tbaa !5
  %157 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 5, i64 6
  %158 = bitcast double* %157 to <2 x double>*
  %159 = load <2 x double>, <2 x double>* %158, align 16, !tbaa !5
  %160 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 6, i64 6
  %161 = bitcast double* %160 to <2 x double>*
  %162 = load <2 x double>, <2 x double>* %161, align 16, !tbaa !5
  %163 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 7, i64 6
  %164 = bitcast double* %163 to <2 x double>*
  %165 = load <2 x double>, <2 x double>* %164, align 16, !tbaa !5
  br label %166

166:                                              ; preds = %70, %166
  %167 = phi i64 [ %240, %166 ], [ 0, %70 ]
  %168 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %3, i64 0, i64 %167, i64 7
  %169 = load double, double* %168, align 8, !tbaa !5
  %170 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %3, i64 0, i64 %167, i64 6
  %171 = load double, double* %170, align 16, !tbaa !5
  %172 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %3, i64 0, i64 %167, i64 5
  %173 = load double, double* %172, align 8, !tbaa !5
  %174 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %3, i64 0, i64 %167, i64 4
  %175 = load double, double* %174, align 16, !tbaa !5
  %176 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %3, i64 0, i64 %167, i64 3
  %177 = load double, double* %176, align 8, !tbaa !5
  %178 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %3, i64 0, i64 %167, i64 2
  %179 = load double, double* %178, align 16, !tbaa !5
  %180 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %3, i64 0, i64 %167, i64 1
  %181 = load double, double* %180, align 8, !tbaa !5
  %182 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %3, i64 0, i64 %167, i64 0
  %183 = load double, double* %182, align 16, !tbaa !5
  %184 = insertelement <2 x double> poison, double %183, i64 0
  %185 = shufflevector <2 x double> %184, <2 x double> poison, <2 x i32> zeroinitializer
  %186 = insertelement <2 x double> poison, double %181, i64 0
  %187 = shufflevector <2 x double> %186, <2 x double> poison, <2 x i32> zeroinitializer
  %188 = insertelement <2 x double> poison, double %179, i64 0
  %189 = shufflevector <2 x double> %188, <2 x double> poison, <2 x i32> zeroinitializer
  %190 = insertelement <2 x double> poison, double %177, i64 0
  %191 = shufflevector <2 x double> %190, <2 x double> poison, <2 x i32> zeroinitializer
  %192 = insertelement <2 x double> poison, double %175, i64 0
  %193 = shufflevector <2 x double> %192, <2 x double> poison, <2 x i32> zeroinitializer
  %194 = insertelement <2 x double> poison, double %173, i64 0
  %195 = shufflevector <2 x double> %194, <2 x double> poison, <2 x i32> zeroinitializer
  %196 = insertelement <2 x double> poison, double %171, i64 0
  %197 = shufflevector <2 x double> %196, <2 x double> poison, <2 x i32> zeroinitializer
  %198 = insertelement <2 x double> poison, double %169, i64 0
  %199 = shufflevector <2 x double> %198, <2 x double> poison, <2 x i32> zeroinitializer
  %200 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %185, <2 x double> %72, <2 x double> zeroinitializer)
  %201 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %187, <2 x double> %75, <2 x double> %200)
  %202 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %189, <2 x double> %78, <2 x double> %201)
  %203 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %191, <2 x double> %81, <2 x double> %202)
  %204 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %193, <2 x double> %84, <2 x double> %203)
  %205 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %195, <2 x double> %87, <2 x double> %204)
  %206 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %197, <2 x double> %90, <2 x double> %205)
  %207 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %199, <2 x double> %93, <2 x double> %206)
  %208 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %5, i64 0, i64 %167, i64 0
  %209 = bitcast double* %208 to <2 x double>*
  store <2 x double> %207, <2 x double>* %209, align 16, !tbaa !5
  %210 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %185, <2 x double> %96, <2 x double> zeroinitializer)
  %211 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %187, <2 x double> %99, <2 x double> %210)
  %212 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %189, <2 x double> %102, <2 x double> %211)
  %213 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %191, <2 x double> %105, <2 x double> %212)
  %214 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %193, <2 x double> %108, <2 x double> %213)
  %215 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %195, <2 x double> %111, <2 x double> %214)
  %216 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %197, <2 x double> %114, <2 x double> %215)
  %217 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %199, <2 x double> %117, <2 x double> %216)
  %218 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %5, i64 0, i64 %167, i64 2
  %219 = bitcast double* %218 to <2 x double>*
  store <2 x double> %217, <2 x double>* %219, align 16, !tbaa !5
  %220 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %185, <2 x double> %120, <2 x double> zeroinitializer)
  %221 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %187, <2 x double> %123, <2 x double> %220)
  %222 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %189, <2 x double> %126, <2 x double> %221)
  %223 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %191, <2 x double> %129, <2 x double> %222)
  %224 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %193, <2 x double> %132, <2 x double> %223)
  %225 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %195, <2 x double> %135, <2 x double> %224)
  %226 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %197, <2 x double> %138, <2 x double> %225)
  %227 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %199, <2 x double> %141, <2 x double> %226)
  %228 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %5, i64 0, i64 %167, i64 4
  %229 = bitcast double* %228 to <2 x double>*
  store <2 x double> %227, <2 x double>* %229, align 16, !tbaa !5
  %230 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %185, <2 x double> %144, <2 x double> zeroinitializer)
  %231 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %187, <2 x double> %147, <2 x double> %230)
  %232 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %189, <2 x double> %150, <2 x double> %231)
  %233 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %191, <2 x double> %153, <2 x double> %232)
  %234 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %193, <2 x double> %156, <2 x double> %233)
  %235 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %195, <2 x double> %159, <2 x double> %234)
  %236 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %197, <2 x double> %162, <2 x double> %235)
  %237 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %199, <2 x double> %165, <2 x double> %236)
  %238 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %5, i64 0, i64 %167, i64 6
  %239 = bitcast double* %238 to <2 x double>*
  store <2 x double> %237, <2 x double>* %239, align 16, !tbaa !5
  %240 = add nuw nsw i64 %167, 1
  %241 = icmp eq i64 %240, 8
  br i1 %241, label %242, label %166, !llvm.loop !11

242:                                              ; preds = %166
  %243 = getelementptr inbounds [100 x i8], [100 x i8]* %6, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 100, i8* nonnull %243) #7
  %244 = bitcast [10 x i32]* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %244) #7
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(40) %244, i8* noundef nonnull align 16 dereferenceable(40) bitcast ([10 x i32]* @__const.main.v to i8*), i64 40, i1 false)
  %245 = getelementptr inbounds [10 x i32], [10 x i32]* %7, i64 0, i64 0
  %246 = getelementptr inbounds [10 x i32], [10 x i32]* %7, i64 0, i64 1
  store i32 2, i32* %245, align 16, !tbaa !12
  %247 = getelementptr inbounds [10 x i32], [10 x i32]* %7, i64 0, i64 2
  store i32 9, i32* %247, align 8, !tbaa !12
  %248 = getelementptr inbounds [10 x i32], [10 x i32]* %7, i64 0, i64 1
  store i32 7, i32* %248, align 4, !tbaa !12
  %249 = getelementptr inbounds [10 x i32], [10 x i32]* %7, i64 0, i64 3
  %250 = load i32, i32* %249, align 4, !tbaa !12
  %251 = icmp slt i32 %250, 9
  br i1 %251, label %252, label %259

252:                                              ; preds = %242
  store i32 9, i32* %249, align 4, !tbaa !12
  %253 = load i32, i32* %246, align 4, !tbaa !12
  %254 = icmp sgt i32 %253, %250
  br i1 %254, label %255, label %259

255:                                              ; preds = %252
  store i32 %253, i32* %247, align 8, !tbaa !12
  %256 = load i32, i32* %245, align 16, !tbaa !12
  %257 = icmp sgt i32 %256, %250
  br i1 %257, label %258, label %259

258:                                              ; preds = %255
  store i32 %256, i32* %246, align 4, !tbaa !12
  br label %259

259:                                              ; preds = %258, %255, %252, %242
  %260 = phi i64 [ 3, %242 ], [ 2, %252 ], [ 1, %255 ], [ 0, %258 ]
  %261 = getelementptr inbounds [10 x i32], [10 x i32]* %7, i64 0, i64 %260
  store i32 %250, i32* %261, align 4, !tbaa !12
  %262 = getelementptr inbounds [10 x i32], [10 x i32]* %7, i64 0, i64 4
  %263 = load i32, i32* %262, align 16, !tbaa !12
  %264 = load i32, i32* %249, align 4, !tbaa !12
  %265 = icmp sgt i32 %264, %263
  br i1 %265, label %266, label %276

266:                                              ; preds = %259
  store i32 %264, i32* %262, align 16, !tbaa !12
  %267 = load i32, i32* %247, align 8, !tbaa !12
  %268 = icmp sgt i32 %267, %263
  br i1 %268, label %269, label %276

269:                                              ; preds = %266
  store i32 %267, i32* %249, align 4, !tbaa !12
  %270 = load i32, i32* %246, align 4, !tbaa !12
  %271 = icmp sgt i32 %270, %263
  br i1 %271, label %272, label %276

272:                                              ; preds = %269
  store i32 %270, i32* %247, align 8, !tbaa !12
  %273 = load i32, i32* %245, align 16, !tbaa !12
  %274 = icmp sgt i32 %273, %263
  br i1 %274, label %275, label %276

275:                                              ; preds = %272
  store i32 %273, i32* %246, align 4, !tbaa !12
  br label %276

276:                                              ; preds = %275, %272, %269, %266, %259
  %277 = phi i64 [ 4, %259 ], [ 3, %266 ], [ 2, %269 ], [ 1, %272 ], [ 0, %275 ]
  %278 = getelementptr inbounds [10 x i32], [10 x i32]* %7, i64 0, i64 %277
  store i32 %263, i32* %278, align 4, !tbaa !12
  %279 = getelementptr inbounds [10 x i32], [10 x i32]* %7, i64 0, i64 5
  %280 = load i32, i32* %279, align 4, !tbaa !12
  %281 = load i32, i32* %262, align 16, !tbaa !12
  %282 = icmp sgt i32 %281, %280
  br i1 %282, label %283, label %296

283:                                              ; preds = %276
  store i32 %281, i32* %279, align 4, !tbaa !12
  %284 = load i32, i32* %249, align 4, !tbaa !12
  %285 = icmp sgt i32 %284, %280
  br i1 %285, label %286, label %296

286:                                              ; preds = %283
  store i32 %284, i32* %262, align 16, !tbaa !12
  %287 = load i32, i32* %247, align 8, !tbaa !12
  %288 = icmp sgt i32 %287, %280
  br i1 %288, label %289, label %296

289:                                              ; preds = %286
  store i32 %287, i32* %249, align 4, !tbaa !12
  %290 = load i32, i32* %246, align 4, !tbaa !12
  %291 = icmp sgt i32 %290, %280
  br i1 %291, label %292, label %296

292:                                              ; preds = %289
  store i32 %290, i32* %247, align 8, !tbaa !12
  %293 = load i32, i32* %245, align 16, !tbaa !12
  %294 = icmp sgt i32 %293, %280
  br i1 %294, label %295, label %296

295:                                              ; preds = %292
  store i32 %293, i32* %246, align 4, !tbaa !12
  br label %296

296:                                              ; preds = %295, %292, %289, %286, %283, %276
  %297 = phi i64 [ 5, %276 ], [ 4, %283 ], [ 3, %286 ], [ 2, %289 ], [ 1, %292 ], [ 0, %295 ]
  %298 = getelementptr inbounds [10 x i32], [10 x i32]* %7, i64 0, i64 %297
  store i32 %280, i32* %298, align 4, !tbaa !12
  %299 = getelementptr inbounds [10 x i32], [10 x i32]* %7, i64 0, i64 6
  %300 = load i32, i32* %299, align 8, !tbaa !12
  %301 = load i32, i32* %279, align 4, !tbaa !12
  %302 = icmp sgt i32 %301, %300
  br i1 %302, label %303, label %319

303:                                              ; preds = %296
  store i32 %301, i32* %299, align 8, !tbaa !12
  %304 = load i32, i32* %262, align 16, !tbaa !12
  %305 = icmp sgt i32 %304, %300
  br i1 %305, label %306, label %319

306:                                              ; preds = %303
  store i32 %304, i32* %279, align 4, !tbaa !12
  %307 = load i32, i32* %249, align 4, !tbaa !12
  %308 = icmp sgt i32 %307, %300
  br i1 %308, label %309, label %319

309:                                              ; preds = %306
  store i32 %307, i32* %262, align 16, !tbaa !12
  %310 = load i32, i32* %247, align 8, !tbaa !12
  %311 = icmp sgt i32 %310, %300
  br i1 %311, label %312, label %319

312:                                              ; preds = %309
  store i32 %310, i32* %249, align 4, !tbaa !12
  %313 = load i32, i32* %246, align 4, !tbaa !12
  %314 = icmp sgt i32 %313, %300
  br i1 %314, label %315, label %319

315:                                              ; preds = %312
  store i32 %313, i32* %247, align 8, !tbaa !12
  %316 = load i32, i32* %245, align 16, !tbaa !12
  %317 = icmp sgt i32 %316, %300
  br i1 %317, label %318, label %319

318:                                              ; preds = %315
  store i32 %316, i32* %246, align 4, !tbaa !12
  br label %319

319:                                              ; preds = %318, %315, %312, %309, %306, %303, %296
  %320 = phi i64 [ 6, %296 ], [ 5, %303 ], [ 4, %306 ], [ 3, %309 ], [ 2, %312 ], [ 1, %315 ], [ 0, %318 ]
  %321 = getelementptr inbounds [10 x i32], [10 x i32]* %7, i64 0, i64 %320
  store i32 %300, i32* %321, align 4, !tbaa !12
  %322 = getelementptr inbounds [10 x i32], [10 x i32]* %7, i64 0, i64 7
  %323 = load i32, i32* %322, align 4, !tbaa !12
  %324 = load i32, i32* %299, align 8, !tbaa !12
  %325 = icmp sgt i32 %324, %323
  br i1 %325, label %326, label %345

326:                                              ; preds = %319
  store i32 %324, i32* %322, align 4, !tbaa !12
  %327 = load i32, i32* %279, align 4, !tbaa !12
  %328 = icmp sgt i32 %327, %323
  br i1 %328, label %329, label %345

329:                                              ; preds = %326
  store i32 %327, i32* %299, align 8, !tbaa !12
  %330 = load i32, i32* %262, align 16, !tbaa !12
  %331 = icmp sgt i32 %330, %323
  br i1 %331, label %332, label %345

332:                                              ; preds = %329
  store i32 %330, i32* %279, align 4, !tbaa !12
  %333 = load i32, i32* %249, align 4, !tbaa !12
  %334 = icmp sgt i32 %333, %323
  br i1 %334, label %335, label %345

335:                                              ; preds = %332
  store i32 %333, i32* %262, align 16, !tbaa !12
  %336 = load i32, i32* %247, align 8, !tbaa !12
  %337 = icmp sgt i32 %336, %323
  br i1 %337, label %338, label %345

338:                                              ; preds = %335
  store i32 %336, i32* %249, align 4, !tbaa !12
  %339 = load i32, i32* %246, align 4, !tbaa !12
  %340 = icmp sgt i32 %339, %323
  br i1 %340, label %341, label %345

341:                                              ; preds = %338
  store i32 %339, i32* %247, align 8, !tbaa !12
  %342 = load i32, i32* %245, align 16, !tbaa !12
  %343 = icmp sgt i32 %342, %323
  br i1 %343, label %344, label %345

344:                                              ; preds = %341
  store i32 %342, i32* %246, align 4, !tbaa !12
  br label %345

345:                                              ; preds = %344, %341, %338, %335, %332, %329, %326, %319
  %346 = phi i64 [ 7, %319 ], [ 6, %326 ], [ 5, %329 ], [ 4, %332 ], [ 3, %335 ], [ 2, %338 ], [ 1, %341 ], [ 0, %344 ]
  %347 = getelementptr inbounds [10 x i32], [10 x i32]* %7, i64 0, i64 %346
  store i32 %323, i32* %347, align 4, !tbaa !12
  %348 = getelementptr inbounds [10 x i32], [10 x i32]* %7, i64 0, i64 8
  %349 = load i32, i32* %348, align 16, !tbaa !12
  %350 = load i32, i32* %322, align 4, !tbaa !12
  %351 = icmp sgt i32 %350, %349
  br i1 %351, label %352, label %374

352:                                              ; preds = %345
  store i32 %350, i32* %348, align 16, !tbaa !12
  %353 = load i32, i32* %299, align 8, !tbaa !12
  %354 = icmp sgt i32 %353, %349
  br i1 %354, label %355, label %374

355:                                              ; preds = %352
  store i32 %353, i32* %322, align 4, !tbaa !12
  %356 = load i32, i32* %279, align 4, !tbaa !12
  %357 = icmp sgt i32 %356, %349
  br i1 %357, label %358, label %374

358:                                              ; preds = %355
  store i32 %356, i32* %299, align 8, !tbaa !12
  %359 = load i32, i32* %262, align 16, !tbaa !12
  %360 = icmp sgt i32 %359, %349
  br i1 %360, label %361, label %374

361:                                              ; preds = %358
  store i32 %359, i32* %279, align 4, !tbaa !12
  %362 = load i32, i32* %249, align 4, !tbaa !12
  %363 = icmp sgt i32 %362, %349
  br i1 %363, label %364, label %374

364:                                              ; preds = %361
  store i32 %362, i32* %262, align 16, !tbaa !12
  %365 = load i32, i32* %247, align 8, !tbaa !12
  %366 = icmp sgt i32 %365, %349
  br i1 %366, label %367, label %374

367:                                              ; preds = %364
  store i32 %365, i32* %249, align 4, !tbaa !12
  %368 = load i32, i32* %246, align 4, !tbaa !12
  %369 = icmp sgt i32 %368, %349
  br i1 %369, label %370, label %374

370:                                              ; preds = %367
  store i32 %368, i32* %247, align 8, !tbaa !12
  %371 = load i32, i32* %245, align 16, !tbaa !12
  %372 = icmp sgt i32 %371, %349
  br i1 %372, label %373, label %374

373:                                              ; preds = %370
  store i32 %371, i32* %246, align 4, !tbaa !12
  br label %374

374:                                              ; preds = %373, %370, %367, %364, %361, %358, %355, %352, %345
  %375 = phi i64 [ 8, %345 ], [ 7, %352 ], [ 6, %355 ], [ 5, %358 ], [ 4, %361 ], [ 3, %364 ], [ 2, %367 ], [ 1, %370 ], [ 0, %373 ]
  %376 = getelementptr inbounds [10 x i32], [10 x i32]* %7, i64 0, i64 %375
  store i32 %349, i32* %376, align 4, !tbaa !12
  %377 = getelementptr inbounds [10 x i32], [10 x i32]* %7, i64 0, i64 9
  %378 = load i32, i32* %377, align 4, !tbaa !12
  %379 = load i32, i32* %348, align 16, !tbaa !12
  %380 = icmp sgt i32 %379, %378
  br i1 %380, label %381, label %406

381:                                              ; preds = %374
  store i32 %379, i32* %377, align 4, !tbaa !12
  %382 = load i32, i32* %322, align 4, !tbaa !12
  %383 = icmp sgt i32 %382, %378
  br i1 %383, label %384, label %406

384:                                              ; preds = %381
  store i32 %382, i32* %348, align 16, !tbaa !12
  %385 = load i32, i32* %299, align 8, !tbaa !12
  %386 = icmp sgt i32 %385, %378
  br i1 %386, label %387, label %406

387:                                              ; preds = %384
  store i32 %385, i32* %322, align 4, !tbaa !12
  %388 = load i32, i32* %279, align 4, !tbaa !12
  %389 = icmp sgt i32 %388, %378
  br i1 %389, label %390, label %406

390:                                              ; preds = %387
  store i32 %388, i32* %299, align 8, !tbaa !12
  %391 = load i32, i32* %262, align 16, !tbaa !12
  %392 = icmp sgt i32 %391, %378
  br i1 %392, label %393, label %406

393:                                              ; preds = %390
  store i32 %391, i32* %279, align 4, !tbaa !12
  %394 = load i32, i32* %249, align 4, !tbaa !12
  %395 = icmp sgt i32 %394, %378
  br i1 %395, label %396, label %406

396:                                              ; preds = %393
  store i32 %394, i32* %262, align 16, !tbaa !12
  %397 = load i32, i32* %247, align 8, !tbaa !12
  %398 = icmp sgt i32 %397, %378
  br i1 %398, label %399, label %406

399:                                              ; preds = %396
  store i32 %397, i32* %249, align 4, !tbaa !12
  %400 = load i32, i32* %246, align 4, !tbaa !12
  %401 = icmp sgt i32 %400, %378
  br i1 %401, label %402, label %406

402:                                              ; preds = %399
  store i32 %400, i32* %247, align 8, !tbaa !12
  %403 = load i32, i32* %245, align 16, !tbaa !12
  %404 = icmp sgt i32 %403, %378
  br i1 %404, label %405, label %406

405:                                              ; preds = %402
  store i32 %403, i32* %246, align 4, !tbaa !12
  br label %406

406:                                              ; preds = %374, %381, %384, %387, %390, %393, %396, %399, %402, %405
  %407 = phi i64 [ 9, %374 ], [ 8, %381 ], [ 7, %384 ], [ 6, %387 ], [ 5, %390 ], [ 4, %393 ], [ 3, %396 ], [ 2, %399 ], [ 1, %402 ], [ 0, %405 ]
  %408 = getelementptr inbounds [10 x i32], [10 x i32]* %7, i64 0, i64 %407
  store i32 %378, i32* %408, align 4, !tbaa !12
  %409 = load i32, i32* %245, align 16, !tbaa !12
  %410 = load i32, i32* %246, align 4, !tbaa !12
  %411 = load i32, i32* %247, align 8, !tbaa !12
  %412 = load i32, i32* %249, align 4, !tbaa !12
  %413 = load i32, i32* %262, align 16, !tbaa !12
  %414 = load i32, i32* %279, align 4, !tbaa !12
  %415 = load i32, i32* %299, align 8, !tbaa !12
  %416 = load i32, i32* %322, align 4, !tbaa !12
  %417 = load i32, i32* %348, align 16, !tbaa !12
  %418 = load i32, i32* %377, align 4, !tbaa !12
  %419 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %5, i64 0, i64 3, i64 4
  %420 = load double, double* %419, align 16, !tbaa !5
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(100) %243, i8 0, i64 100, i1 false) #7
  br label %421

421:                                              ; preds = %436, %406
  %422 = phi i64 [ 2, %406 ], [ %438, %436 ]
  %423 = phi i32 [ 0, %406 ], [ %437, %436 ]
  %424 = getelementptr inbounds [100 x i8], [100 x i8]* %6, i64 0, i64 %422
  %425 = load i8, i8* %424, align 1, !tbaa !14
  %426 = icmp eq i8 %425, 0
  br i1 %426, label %427, label %436

427:                                              ; preds = %421
  %428 = add nsw i32 %423, 1
  %429 = mul nuw nsw i64 %422, %422
  %430 = icmp ult i64 %429, 100
  br i1 %430, label %431, label %436

431:                                              ; preds = %427, %431
  %432 = phi i64 [ %434, %431 ], [ %429, %427 ]
  %433 = getelementptr inbounds [100 x i8], [100 x i8]* %6, i64 0, i64 %432
  store i8 1, i8* %433, align 1, !tbaa !14
  %434 = add nuw nsw i64 %432, %422
  %435 = icmp ult i64 %434, 100
  br i1 %435, label %431, label %436, !llvm.loop !15

436:                                              ; preds = %431, %427, %421
  %437 = phi i32 [ %423, %421 ], [ %428, %427 ], [ %428, %431 ]
  %438 = add nuw nsw i64 %422, 1
  %439 = icmp eq i64 %438, 100
  br i1 %439, label %440, label %421, !llvm.loop !16

440:                                              ; preds = %436
  %441 = load i8*, i8** %1, align 8, !tbaa !17
  %442 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %441) #8
  %443 = icmp eq i64 %442, 0
  br i1 %443, label %489, label %444

444:                                              ; preds = %440
  %445 = and i64 %442, 1
  %446 = icmp eq i64 %442, 1
  br i1 %446, label %470, label %447

447:                                              ; preds = %444
  %448 = and i64 %442, -2
  br label %449

449:                                              ; preds = %449, %447
  %450 = phi i8* [ %441, %447 ], [ %461, %449 ]
  %451 = phi i32 [ 1, %447 ], [ %465, %449 ]
  %452 = phi i32 [ 0, %447 ], [ %467, %449 ]
  %453 = phi i64 [ 0, %447 ], [ %468, %449 ]
  %454 = getelementptr inbounds i8, i8* %450, i64 1
  %455 = load i8, i8* %450, align 1, !tbaa !14
  %456 = zext i8 %455 to i32
  %457 = add nuw nsw i32 %451, %456
  %458 = urem i32 %457, 65521
  %459 = add nuw nsw i32 %458, %452
  %460 = urem i32 %459, 65521
  %461 = getelementptr inbounds i8, i8* %450, i64 2
  %462 = load i8, i8* %454, align 1, !tbaa !14
  %463 = zext i8 %462 to i32
  %464 = add nuw nsw i32 %458, %463
  %465 = urem i32 %464, 65521
  %466 = add nuw nsw i32 %465, %460
  %467 = urem i32 %466, 65521
  %468 = add i64 %453, 2
  %469 = icmp eq i64 %468, %448
  br i1 %469, label %470, label %449, !llvm.loop !19

470:                                              ; preds = %449, %444
  %471 = phi i32 [ undef, %444 ], [ %465, %449 ]
  %472 = phi i32 [ undef, %444 ], [ %467, %449 ]
  %473 = phi i8* [ %441, %444 ], [ %461, %449 ]
  %474 = phi i32 [ 1, %444 ], [ %465, %449 ]
  %475 = phi i32 [ 0, %444 ], [ %467, %449 ]
  %476 = icmp eq i64 %445, 0
  br i1 %476, label %484, label %477

477:                                              ; preds = %470
  %478 = load i8, i8* %473, align 1, !tbaa !14
  %479 = zext i8 %478 to i32
  %480 = add nuw nsw i32 %474, %479
  %481 = urem i32 %480, 65521
  %482 = add nuw nsw i32 %481, %475
  %483 = urem i32 %482, 65521
  br label %484

484:                                              ; preds = %470, %477
  %485 = phi i32 [ %471, %470 ], [ %481, %477 ]
  %486 = phi i32 [ %472, %470 ], [ %483, %477 ]
  %487 = shl nuw i32 %486, 16
  %488 = or i32 %487, %485
  br label %489

489:                                              ; preds = %440, %484
  %490 = phi i32 [ %488, %484 ], [ 1, %440 ]
  %491 = add nsw i32 %410, %409
  %492 = add nsw i32 %411, %491
  %493 = add nsw i32 %412, %492
  %494 = add nsw i32 %413, %493
  %495 = add nsw i32 %414, %494
  %496 = add nsw i32 %415, %495
  %497 = add nsw i32 %416, %496
  %498 = add nsw i32 %417, %497
  %499 = add nsw i32 %418, %498
  %500 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i64 0, i64 0), double noundef %420, i32 noundef %437, i32 noundef %499, i32 noundef %490, double noundef 5.000000e+00)
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %244) #7
  call void @llvm.lifetime.end.p0i8(i64 100, i8* nonnull %243) #7
  call void @llvm.lifetime.end.p0i8(i64 512, i8* nonnull %10) #7
  call void @llvm.lifetime.end.p0i8(i64 512, i8* nonnull %9) #7
  call void @llvm.lifetime.end.p0i8(i64 512, i8* nonnull %8) #7
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }
attributes #8 = { nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = !{!7, !7, i64 0}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = !{!18, !18, i64 0}
!18 = !{!"any pointer", !7, i64 0}
!19 = distinct !{!19, !10}
