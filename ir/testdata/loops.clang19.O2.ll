; ModuleID = 'loops.c'
source_filename = "loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [22 x i8] c"%.1f %d %d %08x %.2f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [8 x [8 x double]], align 16
  %4 = alloca [8 x [8 x double]], align 16
  %5 = alloca [8 x [8 x double]], align 16
  %6 = alloca [100 x i8], align 16
  %7 = alloca i32, align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 16
  %12 = alloca i32, align 4
  %13 = alloca i32, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 16
  %16 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #6
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %4) #6
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %5) #6
  %17 = sitofp i32 %0 to double
  %18 = sitofp i32 %0 to double
  %19 = sitofp i32 %0 to double
  %20 = sitofp i32 %0 to double
  %21 = sitofp i32 %0 to double
  %22 = sitofp i32 %0 to double
  %23 = sitofp i32 %0 to double
  %24 = sitofp i32 %0 to double
  br label %25

25:                                               ; preds = %2, %25
  %26 = phi i64 [ 0, %2 ], [ %33, %25 ]
  %27 = trunc nuw nsw i64 %26 to i32
  %28 = uitofp nneg i32 %27 to double
  %29 = getelementptr inbounds [8 x [8 x double]], ptr %3, i64 0, i64 %26, i64 0
  store double %28, ptr %29, align 16, !tbaa !5
  %30 = icmp eq i64 %26, 0
  %31 = select i1 %30, double %17, double 0.000000e+00
  %32 = getelementptr inbounds [8 x [8 x double]], ptr %4, i64 0, i64 %26, i64 0
  store double %31, ptr %32, align 16, !tbaa !5
  %33 = add nuw nsw i64 %26, 1
  %34 = trunc nuw nsw i64 %33 to i32
  %35 = uitofp nneg i32 %34 to double
  %36 = getelementptr inbounds [8 x [8 x double]], ptr %3, i64 0, i64 %26, i64 1
  store double %35, ptr %36, align 8, !tbaa !5
  %37 = icmp eq i64 %26, 1
  %38 = select i1 %37, double %18, double 0.000000e+00
  %39 = getelementptr inbounds [8 x [8 x double]], ptr %4, i64 0, i64 %26, i64 1
  store double %38, ptr %39, align 8, !tbaa !5
  %40 = trunc i64 %26 to i32
  %41 = insertelement <4 x i32> poison, i32 %40, i64 0
  %42 = shufflevector <4 x i32> %41, <4 x i32> poison, <4 x i32> zeroinitializer
  %43 = getelementptr inbounds [8 x [8 x double]], ptr %3, i64 0, i64 %26, i64 2
  %44 = icmp eq i64 %26, 2
  %45 = select i1 %44, double %19, double 0.000000e+00
  %46 = getelementptr inbounds [8 x [8 x double]], ptr %4, i64 0, i64 %26, i64 2
  store double %45, ptr %46, align 16, !tbaa !5
  %47 = icmp eq i64 %26, 3
  %48 = select i1 %47, double %20, double 0.000000e+00
  %49 = getelementptr inbounds [8 x [8 x double]], ptr %4, i64 0, i64 %26, i64 3
  store double %48, ptr %49, align 8, !tbaa !5
  %50 = icmp eq i64 %26, 4
  %51 = select i1 %50, double %21, double 0.000000e+00
  %52 = getelementptr inbounds [8 x [8 x double]], ptr %4, i64 0, i64 %26, i64 4
  store double %51, ptr %52, align 16, !tbaa !5
  %53 = add <4 x i32> %42, <i32 2, i32 3, i32 4, i32 5>
  %54 = uitofp <4 x i32> %53 to <4 x double>
  store <4 x double> %54, ptr %43, align 16, !tbaa !5
  %55 = icmp eq i64 %26, 5
  %56 = select i1 %55, double %22, double 0.000000e+00
  %57 = getelementptr inbounds [8 x [8 x double]], ptr %4, i64 0, i64 %26, i64 5
  store double %56, ptr %57, align 8, !tbaa !5
  %58 = trunc i64 %26 to i32
  %59 = add i32 %58, 6
  %60 = uitofp nneg i32 %59 to double
  %61 = getelementptr inbounds [8 x [8 x double]], ptr %3, i64 0, i64 %26, i64 6
  store double %60, ptr %61, align 16, !tbaa !5
  %62 = icmp eq i64 %26, 6
  %63 = select i1 %62, double %23, double 0.000000e+00
  %64 = getelementptr inbounds [8 x [8 x double]], ptr %4, i64 0, i64 %26, i64 6
  store double %63, ptr %64, align 16, !tbaa !5
  %65 = trunc i64 %26 to i32
  %66 = add i32 %65, 7
  %67 = uitofp nneg i32 %66 to double
  %68 = getelementptr inbounds [8 x [8 x double]], ptr %3, i64 0, i64 %26, i64 7
  store double %67, ptr %68, align 8, !tbaa !5
  %69 = icmp eq i64 %26, 7
  %70 = select i1 %69, double %24, double 0.000000e+00
  %71 = getelementptr inbounds [8 x [8 x double]], ptr %4, i64 0, i64 %26, i64 7
  store double %70, ptr %71, align 8, !tbaa !5
  %72 = icmp eq i64 %33, 8
  br i1 %72, label %73, label %25, !llvm.loop !9

73:                                               ; preds = %25
  %74 = load <2 x double>, ptr %4, align 16, !tbaa !5
  %75 = getelementptr inbounds i8, ptr %4, i64 64
  %76 = load <2 x double>, ptr %75, align 16, !tbaa !5
  %77 = getelementptr inbounds i8, ptr %4, i64 128
  %78 = load <2 x double>, ptr %77, align 16, !tbaa !5
  %79 = getelementptr inbounds i8, ptr %4, i64 192
  %80 = load <2 x double>, ptr %79, align 16, !tbaa !5
  %81 = getelementptr inbounds i8, ptr %4, i64 256
  %82 = load <2 x double>, ptr %81, align 16, !tbaa !5
  %83 = getelementptr inbounds i8, ptr %4, i64 320
  %84 = load <2 x double>, ptr %83, align 16, !tbaa !5
  %85 = getelementptr inbounds i8, ptr %4, i64 384
  %86 = load <2 x double>, ptr %85, align 16, !tbaa !5
  %87 = getelementptr inbounds i8, ptr %4, i64 448
  %88 = load <2 x double>, ptr %87, align 16, !tbaa !5
  %89 = getelementptr inbounds i8, ptr %4, i64 16
  %90 = load <2 x double>, ptr %89, align 16, !tbaa !5
  %91 = getelementptr inbounds i8, ptr %4, i64 80
  %92 = load <2 x double>, ptr %91, align 16, !tbaa !5
  %93 = getelementptr inbounds i8, ptr %4, i64 144
  %94 = load <2 x double>, ptr %93, align 16, !tbaa !5
  %95 = getelementptr inbounds i8, ptr %4, i64 208
  %96 = load <2 x double>, ptr %95, align 16, !tbaa !5
  %97 = getelementptr inbounds i8, ptr %4, i64 272
  %98 = load <2 x double>, ptr %97, align 16, !tbaa !5
  %99 = getelementptr inbounds i8, ptr %4, i64 336
  %100 = load <2 x double>, ptr %99, align 16, !tbaa !5
  %101 = getelementptr inbounds i8, ptr %4, i64 400
  %102 = load <2 x double>, ptr %101, align 16, !tbaa !5
  %103 = getelementptr inbounds i8, ptr %4, i64 464
  %104 = load <2 x double>, ptr %103, align 16, !tbaa !5
  %105 = getelementptr inbounds i8, ptr %4, i64 32
  %106 = load <2 x double>, ptr %105, align 16, !tbaa !5
  %107 = getelementptr inbounds i8, ptr %4, i64 96
  %108 = load <2 x double>, ptr %107, align 16, !tbaa !5
  %109 = getelementptr inbounds i8, ptr %4, i64 160
  %110 = load <2 x double>, ptr %109, align 16, !tbaa !5
  %111 = getelementptr inbounds i8, ptr %4, i64 224
  %112 = load <2 x double>, ptr %111, align 16, !tbaa !5
  %113 = getelementptr inbounds i8, ptr %4, i64 288
  %114 = load <2 x double>, ptr %113, align 16, !tbaa !5
  %115 = getelementptr inbounds i8, ptr %4, i64 352
  %116 = load <2 x double>, ptr %115, align 16, !tbaa !5
  %117 = getelementptr inbounds i8, ptr %4, i64 416
  %118 = load <2 x double>, ptr %117, align 16, !tbaa !5
  %119 = getelementptr inbounds i8, ptr %4, i64 480
  %120 = load <2 x double>, ptr %119, align 16, !tbaa !5
  %121 = getelementptr inbounds i8, ptr %4, i64 48
  %122 = load <2 x double>, ptr %121, align 16, !tbaa !5
  %123 = getelementptr inbounds i8, ptr %4, i64 112
  %124 = load <2 x double>, ptr %123, align 16, !tbaa !5
  %125 = getelementptr inbounds i8, ptr %4, i64 176
  %126 = load <2 x double>, ptr %125, align 16, !tbaa !5
  %127 = getelementptr inbounds i8, ptr %4, i64 240
  %128 = load <2 x double>, ptr %127, align 16, !tbaa !5
  %129 = getelementptr inbounds i8, ptr %4, i64 304
  %130 = load <2 x double>, ptr %129, align 16, !tbaa !5
  %131 = getelementptr inbounds i8, ptr %4, i64 368
  %132 = load <2 x double>, ptr %131, align 16, !tbaa !5
  %133 = getelementptr inbounds i8, ptr %4, i64 432
  %134 = load <2 x double>, ptr %133, align 16, !tbaa !5
  %135 = getelementptr inbounds i8, ptr %4, i64 496
  %136 = load <2 x double>, ptr %135, align 16, !tbaa !5
  br label %137

137:                                              ; preds = %73, %137
  %138 = phi i64 [ %207, %137 ], [ 0, %73 ]
  %139 = getelementptr inbounds [8 x double], ptr %3, i64 %138, i64 7
  %140 = load double, ptr %139, align 8, !tbaa !5
  %141 = insertelement <2 x double> poison, double %140, i64 0
  %142 = shufflevector <2 x double> %141, <2 x double> poison, <2 x i32> zeroinitializer
  %143 = getelementptr inbounds [8 x double], ptr %3, i64 %138, i64 6
  %144 = load double, ptr %143, align 16, !tbaa !5
  %145 = insertelement <2 x double> poison, double %144, i64 0
  %146 = shufflevector <2 x double> %145, <2 x double> poison, <2 x i32> zeroinitializer
  %147 = getelementptr inbounds [8 x double], ptr %3, i64 %138, i64 5
  %148 = load double, ptr %147, align 8, !tbaa !5
  %149 = insertelement <2 x double> poison, double %148, i64 0
  %150 = shufflevector <2 x double> %149, <2 x double> poison, <2 x i32> zeroinitializer
  %151 = getelementptr inbounds [8 x double], ptr %3, i64 %138, i64 4
  %152 = load double, ptr %151, align 16, !tbaa !5
  %153 = insertelement <2 x double> poison, double %152, i64 0
  %154 = shufflevector <2 x double> %153, <2 x double> poison, <2 x i32> zeroinitializer
  %155 = getelementptr inbounds [8 x double], ptr %3, i64 %138, i64 3
  %156 = load double, ptr %155, align 8, !tbaa !5
  %157 = insertelement <2 x double> poison, double %156, i64 0
  %158 = shufflevector <2 x double> %157, <2 x double> poison, <2 x i32> zeroinitializer
  %159 = getelementptr inbounds [8 x double], ptr %3, i64 %138, i64 2
  %160 = load double, ptr %159, align 16, !tbaa !5
  %161 = insertelement <2 x double> poison, double %160, i64 0
  %162 = shufflevector <2 x double> %161, <2 x double> poison, <2 x i32> zeroinitializer
  %163 = getelementptr inbounds [8 x double], ptr %3, i64 %138, i64 1
  %164 = load double, ptr %163, align 8, !tbaa !5
  %165 = insertelement <2 x double> poison, double %164, i64 0
  %166 = shufflevector <2 x double> %165, <2 x double> poison, <2 x i32> zeroinitializer
  %167 = getelementptr inbounds [8 x double], ptr %3, i64 %138, i64 0
  %168 = load double, ptr %167, align 16, !tbaa !5
  %169 = insertelement <2 x double> poison, double %168, i64 0
  %170 = shufflevector <2 x double> %169, <2 x double> poison, <2 x i32> zeroinitializer
  %171 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %170, <2 x double> %74, <2 x double> zeroinitializer)
  %172 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %166, <2 x double> %76, <2 x double> %171)
  %173 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %162, <2 x double> %78, <2 x double> %172)
  %174 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %158, <2 x double> %80, <2 x double> %173)
  %175 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %154, <2 x double> %82, <2 x double> %174)
  %176 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %150, <2 x double> %84, <2 x double> %175)
  %177 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %146, <2 x double> %86, <2 x double> %176)
  %178 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %142, <2 x double> %88, <2 x double> %177)
  %179 = getelementptr inbounds [8 x double], ptr %5, i64 %138, i64 0
  store <2 x double> %178, ptr %179, align 16, !tbaa !5
  %180 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %170, <2 x double> %90, <2 x double> zeroinitializer)
  %181 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %166, <2 x double> %92, <2 x double> %180)
  %182 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %162, <2 x double> %94, <2 x double> %181)
  %183 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %158, <2 x double> %96, <2 x double> %182)
  %184 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %154, <2 x double> %98, <2 x double> %183)
  %185 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %150, <2 x double> %100, <2 x double> %184)
  %186 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %146, <2 x double> %102, <2 x double> %185)
  %187 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %142, <2 x double> %104, <2 x double> %186)
  %188 = getelementptr inbounds [8 x double], ptr %5, i64 %138, i64 2
  store <2 x double> %187, ptr %188, align 16, !tbaa !5
  %189 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %170, <2 x double> %106, <2 x double> zeroinitializer)
  %190 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %166, <2 x double> %108, <2 x double> %189)
  %191 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %162, <2 x double> %110, <2 x double> %190)
  %192 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %158, <2 x double> %112, <2 x double> %191)
  %193 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %154, <2 x double> %114, <2 x double> %192)
  %194 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %150, <2 x double> %116, <2 x double> %193)
  %195 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %146, <2 x double> %118, <2 x double> %194)
  %196 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %142, <2 x double> %120, <2 x double> %195)
  %197 = getelementptr inbounds [8 x double], ptr %5, i64 %138, i64 4
  store <2 x double> %196, ptr %197, align 16, !tbaa !5
  %198 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %170, <2 x double> %122, <2 x double> zeroinitializer)
  %199 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %166, <2 x double> %124, <2 x double> %198)
  %200 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %162, <2 x double> %126, <2 x double> %199)
  %201 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %158, <2 x double> %128, <2 x double> %200)
  %202 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %154, <2 x double> %130, <2 x double> %201)
  %203 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %150, <2 x double> %132, <2 x double> %202)
  %204 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %146, <2 x double> %134, <2 x double> %203)
  %205 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %142, <2 x double> %136, <2 x double> %204)
  %206 = getelementptr inbounds [8 x double], ptr %5, i64 %138, i64 6
  store <2 x double> %205, ptr %206, align 16, !tbaa !5
  %207 = add nuw nsw i64 %138, 1
  %208 = icmp eq i64 %207, 8
  br i1 %208, label %209, label %137, !llvm.loop !11

209:                                              ; preds = %137
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %6) #6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %16)
  store i32 6, ptr %12, align 4
  store i32 3, ptr %13, align 8
  store i32 8, ptr %14, align 4
  store i32 1, ptr %15, align 16
  store i32 0, ptr %16, align 4
  store i32 2, ptr %7, align 16, !tbaa !12
  store i32 4, ptr %8, align 4, !tbaa !12
  store i32 9, ptr %11, align 16, !tbaa !12
  store i32 7, ptr %10, align 4, !tbaa !12
  store i32 5, ptr %9, align 8, !tbaa !12
  store i32 9, ptr %12, align 4, !tbaa !12
  store i32 7, ptr %11, align 16, !tbaa !12
  store i32 6, ptr %10, align 4, !tbaa !12
  %210 = load i32, ptr %12, align 4, !tbaa !12
  %211 = icmp sgt i32 %210, 3
  br i1 %211, label %212, label %222

212:                                              ; preds = %209
  store i32 %210, ptr %13, align 8, !tbaa !12
  %213 = load i32, ptr %11, align 16, !tbaa !12
  %214 = icmp sgt i32 %213, 3
  br i1 %214, label %215, label %222

215:                                              ; preds = %212
  store i32 %213, ptr %12, align 4, !tbaa !12
  %216 = load i32, ptr %10, align 4, !tbaa !12
  %217 = icmp sgt i32 %216, 3
  br i1 %217, label %218, label %222

218:                                              ; preds = %215
  store i32 %216, ptr %11, align 16, !tbaa !12
  %219 = load i32, ptr %9, align 8, !tbaa !12
  %220 = icmp sgt i32 %219, 3
  br i1 %220, label %221, label %222

221:                                              ; preds = %218
  store i32 %219, ptr %10, align 4, !tbaa !12
  store i32 4, ptr %9, align 8, !tbaa !12
  br label %222

222:                                              ; preds = %221, %218, %215, %212, %209
  %223 = phi ptr [ %13, %209 ], [ %12, %212 ], [ %11, %215 ], [ %10, %218 ], [ %8, %221 ]
  store i32 3, ptr %223, align 4, !tbaa !12
  %224 = load i32, ptr %13, align 8, !tbaa !12
  %225 = icmp sgt i32 %224, 8
  br i1 %225, label %226, label %242

226:                                              ; preds = %222
  store i32 %224, ptr %14, align 4, !tbaa !12
  %227 = load i32, ptr %12, align 4, !tbaa !12
  %228 = icmp sgt i32 %227, 8
  br i1 %228, label %229, label %242

229:                                              ; preds = %226
  store i32 %227, ptr %13, align 8, !tbaa !12
  %230 = load i32, ptr %11, align 16, !tbaa !12
  %231 = icmp sgt i32 %230, 8
  br i1 %231, label %232, label %242

232:                                              ; preds = %229
  store i32 %230, ptr %12, align 4, !tbaa !12
  %233 = load i32, ptr %10, align 4, !tbaa !12
  %234 = icmp sgt i32 %233, 8
  br i1 %234, label %235, label %242

235:                                              ; preds = %232
  store i32 %233, ptr %11, align 16, !tbaa !12
  %236 = load i32, ptr %9, align 8, !tbaa !12
  %237 = icmp sgt i32 %236, 8
  br i1 %237, label %238, label %242

238:                                              ; preds = %235
  store i32 %236, ptr %10, align 4, !tbaa !12
  %239 = load i32, ptr %8, align 4, !tbaa !12
  %240 = icmp sgt i32 %239, 8
  br i1 %240, label %241, label %242

241:                                              ; preds = %238
  store i32 %239, ptr %9, align 8, !tbaa !12
  br label %242

242:                                              ; preds = %241, %238, %235, %232, %229, %226, %222
  %243 = phi ptr [ %14, %222 ], [ %13, %226 ], [ %12, %229 ], [ %11, %232 ], [ %10, %235 ], [ %9, %238 ], [ %8, %241 ]
  store i32 8, ptr %243, align 4, !tbaa !12
  %244 = load i32, ptr %14, align 4, !tbaa !12
  %245 = icmp sgt i32 %244, 1
  br i1 %245, label %246, label %265

246:                                              ; preds = %242
  store i32 %244, ptr %15, align 16, !tbaa !12
  %247 = load i32, ptr %13, align 8, !tbaa !12
  %248 = icmp sgt i32 %247, 1
  br i1 %248, label %249, label %265

249:                                              ; preds = %246
  store i32 %247, ptr %14, align 4, !tbaa !12
  %250 = load i32, ptr %12, align 4, !tbaa !12
  %251 = icmp sgt i32 %250, 1
  br i1 %251, label %252, label %265

252:                                              ; preds = %249
  store i32 %250, ptr %13, align 8, !tbaa !12
  %253 = load i32, ptr %11, align 16, !tbaa !12
  %254 = icmp sgt i32 %253, 1
  br i1 %254, label %255, label %265

255:                                              ; preds = %252
  store i32 %253, ptr %12, align 4, !tbaa !12
  %256 = load i32, ptr %10, align 4, !tbaa !12
  %257 = icmp sgt i32 %256, 1
  br i1 %257, label %258, label %265

258:                                              ; preds = %255
  store i32 %256, ptr %11, align 16, !tbaa !12
  %259 = load i32, ptr %9, align 8, !tbaa !12
  %260 = icmp sgt i32 %259, 1
  br i1 %260, label %261, label %265

261:                                              ; preds = %258
  store i32 %259, ptr %10, align 4, !tbaa !12
  %262 = load i32, ptr %8, align 4, !tbaa !12
  %263 = icmp sgt i32 %262, 1
  br i1 %263, label %264, label %265

264:                                              ; preds = %261
  store i32 %262, ptr %9, align 8, !tbaa !12
  store i32 2, ptr %8, align 4, !tbaa !12
  br label %265

265:                                              ; preds = %264, %261, %258, %255, %252, %249, %246, %242
  %266 = phi ptr [ %15, %242 ], [ %14, %246 ], [ %13, %249 ], [ %12, %252 ], [ %11, %255 ], [ %10, %258 ], [ %9, %261 ], [ %7, %264 ]
  store i32 1, ptr %266, align 4, !tbaa !12
  %267 = load i32, ptr %15, align 16, !tbaa !12
  %268 = icmp sgt i32 %267, 0
  br i1 %268, label %269, label %294

269:                                              ; preds = %265
  store i32 %267, ptr %16, align 4, !tbaa !12
  %270 = load i32, ptr %14, align 4, !tbaa !12
  %271 = icmp sgt i32 %270, 0
  br i1 %271, label %272, label %294

272:                                              ; preds = %269
  store i32 %270, ptr %15, align 16, !tbaa !12
  %273 = load i32, ptr %13, align 8, !tbaa !12
  %274 = icmp sgt i32 %273, 0
  br i1 %274, label %275, label %294

275:                                              ; preds = %272
  store i32 %273, ptr %14, align 4, !tbaa !12
  %276 = load i32, ptr %12, align 4, !tbaa !12
  %277 = icmp sgt i32 %276, 0
  br i1 %277, label %278, label %294

278:                                              ; preds = %275
  store i32 %276, ptr %13, align 8, !tbaa !12
  %279 = load i32, ptr %11, align 16, !tbaa !12
  %280 = icmp sgt i32 %279, 0
  br i1 %280, label %281, label %294

281:                                              ; preds = %278
  store i32 %279, ptr %12, align 4, !tbaa !12
  %282 = load i32, ptr %10, align 4, !tbaa !12
  %283 = icmp sgt i32 %282, 0
  br i1 %283, label %284, label %294

284:                                              ; preds = %281
  store i32 %282, ptr %11, align 16, !tbaa !12
  %285 = load i32, ptr %9, align 8, !tbaa !12
  %286 = icmp sgt i32 %285, 0
  br i1 %286, label %287, label %294

287:                                              ; preds = %284
  store i32 %285, ptr %10, align 4, !tbaa !12
  %288 = load i32, ptr %8, align 4, !tbaa !12
  %289 = icmp sgt i32 %288, 0
  br i1 %289, label %290, label %294

290:                                              ; preds = %287
  store i32 %288, ptr %9, align 8, !tbaa !12
  %291 = load i32, ptr %7, align 16, !tbaa !12
  %292 = icmp sgt i32 %291, 0
  br i1 %292, label %293, label %294

293:                                              ; preds = %290
  store i32 %291, ptr %8, align 4, !tbaa !12
  br label %294

294:                                              ; preds = %265, %269, %272, %275, %278, %281, %284, %287, %290, %293
  %295 = phi ptr [ %16, %265 ], [ %15, %269 ], [ %14, %272 ], [ %13, %275 ], [ %12, %278 ], [ %11, %281 ], [ %10, %284 ], [ %9, %287 ], [ %8, %290 ], [ %7, %293 ]
  store i32 0, ptr %295, align 4, !tbaa !12
  %296 = load i32, ptr %7, align 16, !tbaa !12
  %297 = load i32, ptr %8, align 4, !tbaa !12
  %298 = load i32, ptr %9, align 8, !tbaa !12
  %299 = load i32, ptr %10, align 4, !tbaa !12
  %300 = load i32, ptr %11, align 16, !tbaa !12
  %301 = load i32, ptr %12, align 4, !tbaa !12
  %302 = load i32, ptr %13, align 8, !tbaa !12
  %303 = load i32, ptr %14, align 4, !tbaa !12
  %304 = load i32, ptr %15, align 16, !tbaa !12
  %305 = load i32, ptr %16, align 4, !tbaa !12
  %306 = getelementptr inbounds i8, ptr %5, i64 224
  %307 = load double, ptr %306, align 16, !tbaa !5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(100) %6, i8 0, i64 100, i1 false)
  br label %308

308:                                              ; preds = %323, %294
  %309 = phi i64 [ 2, %294 ], [ %325, %323 ]
  %310 = phi i32 [ 0, %294 ], [ %324, %323 ]
  %311 = getelementptr inbounds i8, ptr %6, i64 %309
  %312 = load i8, ptr %311, align 1, !tbaa !14
  %313 = icmp eq i8 %312, 0
  br i1 %313, label %314, label %323

314:                                              ; preds = %308
  %315 = add nsw i32 %310, 1
  %316 = mul nuw nsw i64 %309, %309
  %317 = icmp ult i64 %316, 100
  br i1 %317, label %318, label %323

318:                                              ; preds = %314, %318
  %319 = phi i64 [ %321, %318 ], [ %316, %314 ]
  %320 = getelementptr inbounds i8, ptr %6, i64 %319
  store i8 1, ptr %320, align 1, !tbaa !14
  %321 = add nuw nsw i64 %319, %309
  %322 = icmp ult i64 %321, 100
  br i1 %322, label %318, label %323, !llvm.loop !15

323:                                              ; preds = %318, %314, %308
  %324 = phi i32 [ %310, %308 ], [ %315, %314 ], [ %315, %318 ]
  %325 = add nuw nsw i64 %309, 1
  %326 = icmp eq i64 %325, 100
  br i1 %326, label %327, label %308, !llvm.loop !16

327:                                              ; preds = %323
  %328 = load ptr, ptr %1, align 8, !tbaa !17
  %329 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %328) #7
  %330 = icmp eq i64 %329, 0
  br i1 %330, label %376, label %331

331:                                              ; preds = %327
  %332 = and i64 %329, 1
  %333 = icmp eq i64 %329, 1
  br i1 %333, label %357, label %334

334:                                              ; preds = %331
  %335 = and i64 %329, -2
  br label %336

336:                                              ; preds = %336, %334
  %337 = phi ptr [ %328, %334 ], [ %348, %336 ]
  %338 = phi i32 [ 1, %334 ], [ %352, %336 ]
  %339 = phi i32 [ 0, %334 ], [ %354, %336 ]
  %340 = phi i64 [ 0, %334 ], [ %355, %336 ]
  %341 = getelementptr inbounds i8, ptr %337, i64 1
  %342 = load i8, ptr %337, align 1, !tbaa !14
  %343 = zext i8 %342 to i32
  %344 = add nuw nsw i32 %338, %343
  %345 = urem i32 %344, 65521
  %346 = add nuw nsw i32 %345, %339
  %347 = urem i32 %346, 65521
  %348 = getelementptr inbounds i8, ptr %337, i64 2
  %349 = load i8, ptr %341, align 1, !tbaa !14
  %350 = zext i8 %349 to i32
  %351 = add nuw nsw i32 %345, %350
  %352 = urem i32 %351, 65521
  %353 = add nuw nsw i32 %352, %347
  %354 = urem i32 %353, 65521
  %355 = add i64 %340, 2
  %356 = icmp eq i64 %355, %335
  br i1 %356, label %357, label %336, !llvm.loop !19

357:                                              ; preds = %336, %331
  %358 = phi i32 [ poison, %331 ], [ %352, %336 ]
  %359 = phi i32 [ poison, %331 ], [ %354, %336 ]
  %360 = phi ptr [ %328, %331 ], [ %348, %336 ]
  %361 = phi i32 [ 1, %331 ], [ %352, %336 ]
  %362 = phi i32 [ 0, %331 ], [ %354, %336 ]
  %363 = icmp eq i64 %332, 0
  br i1 %363, label %371, label %364

364:                                              ; preds = %357
  %365 = load i8, ptr %360, align 1, !tbaa !14
  %366 = zext i8 %365 to i32
  %367 = add nuw nsw i32 %361, %366
  %368 = urem i32 %367, 65521
  %369 = add nuw nsw i32 %368, %362
  %370 = urem i32 %369, 65521
  br label %371

371:                                              ; preds = %357, %364
  %372 = phi i32 [ %358, %357 ], [ %368, %364 ]
  %373 = phi i32 [ %359, %357 ], [ %370, %364 ]
  %374 = shl nuw i32 %373, 16
  %375 = or disjoint i32 %374, %372
  br label %376

376:                                              ; preds = %371, %327
  %377 = phi i32 [ %375, %371 ], [ 1, %327 ]
  %378 = add nsw i32 %297, %296
  %379 = add nsw i32 %298, %378
  %380 = add nsw i32 %299, %379
  %381 = add nsw i32 %300, %380
  %382 = add nsw i32 %301, %381
  %383 = add nsw i32 %302, %382
  %384 = add nsw i32 %303, %383
  %385 = add nsw i32 %304, %384
  %386 = add nsw i32 %305, %385
  %387 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %307, i32 noundef %324, i32 noundef %386, i32 noundef %377, double noundef 5.000000e+00)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %5) #6
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #6
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
