; ModuleID = 'setjmp.c'
source_filename = "setjmp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"3 4 + 2 *\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"1 +\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"8 0 /\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"9 3 / 2 -\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"%s = %d\0A\00", align 1
@stderr = external local_unnamed_addr global ptr, align 8
@.str.5 = private unnamed_addr constant [11 x i8] c"error: %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"division by zero\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"bad character\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"unbalanced expression\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"out of memory\00", align 1
@.str.10 = private unnamed_addr constant [16 x i8] c"stack underflow\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"%s at %d\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [4 x ptr], align 16
  %4 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #8
  store ptr @.str, ptr %3, align 16, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @.str.1, ptr %5, align 8, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr @.str.2, ptr %6, align 16, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %3, i64 24
  %8 = icmp sgt i32 %0, 1
  br i1 %8, label %9, label %12

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = load ptr, ptr %10, align 8, !tbaa !5
  br label %12

12:                                               ; preds = %2, %9
  %13 = phi ptr [ %11, %9 ], [ @.str.3, %2 ]
  store ptr %13, ptr %7, align 8, !tbaa !5
  br label %15

14:                                               ; preds = %24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #8
  ret i32 0

15:                                               ; preds = %12, %24
  %16 = phi i64 [ 0, %12 ], [ %25, %24 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #8
  %17 = getelementptr inbounds [4 x ptr], ptr %3, i64 0, i64 %16
  %18 = load ptr, ptr %17, align 8, !tbaa !5
  %19 = call fastcc i32 @run(ptr noundef %18, ptr noundef nonnull %4)
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %24, label %21

21:                                               ; preds = %15
  %22 = load i32, ptr %4, align 4, !tbaa !9
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %18, i32 noundef %22)
  br label %24

24:                                               ; preds = %21, %15
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #8
  %25 = add nuw nsw i64 %16, 1
  %26 = icmp eq i64 %25, 4
  br i1 %26, label %14, label %15, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc i32 @run(ptr noundef %0, ptr nocapture noundef writeonly %1) unnamed_addr #0 {
  %3 = alloca i32, align 4
  %4 = call noalias dereferenceable_or_null(296) ptr @calloc(i64 noundef 1, i64 noundef 296) #9
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  store volatile i32 0, ptr %3, align 4, !tbaa !9
  %5 = icmp eq ptr %4, null
  br i1 %5, label %215, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %4, i64 200
  store ptr %0, ptr %7, align 8, !tbaa !13
  %8 = call i32 @_setjmp(ptr noundef nonnull %4) #10
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %206

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %4, i64 208
  %12 = load ptr, ptr %7, align 8, !tbaa !13
  %13 = load i32, ptr %11, align 8, !tbaa !15
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i8, ptr %12, i64 %14
  %16 = load i8, ptr %15, align 1, !tbaa !16
  %17 = icmp eq i8 %16, 0
  br i1 %17, label %22, label %18

18:                                               ; preds = %10
  %19 = getelementptr inbounds i8, ptr %4, i64 288
  %20 = getelementptr inbounds i8, ptr %4, i64 280
  %21 = getelementptr inbounds i8, ptr %4, i64 292
  br label %27

22:                                               ; preds = %191, %10
  %23 = phi i32 [ %13, %10 ], [ %193, %191 ]
  %24 = getelementptr inbounds i8, ptr %4, i64 288
  %25 = load i32, ptr %24, align 8, !tbaa !17
  %26 = icmp eq i32 %25, 1
  br i1 %26, label %202, label %199

27:                                               ; preds = %191, %18
  %28 = phi i8 [ %16, %18 ], [ %197, %191 ]
  %29 = phi i32 [ %13, %18 ], [ %193, %191 ]
  %30 = add i8 %28, -48
  %31 = icmp ult i8 %30, 10
  br i1 %31, label %32, label %60

32:                                               ; preds = %27
  %33 = zext nneg i8 %30 to i32
  %34 = load i32, ptr %19, align 8, !tbaa !17
  %35 = load i32, ptr %21, align 4, !tbaa !18
  %36 = icmp eq i32 %34, %35
  br i1 %36, label %39, label %37

37:                                               ; preds = %32
  %38 = load ptr, ptr %20, align 8, !tbaa !19
  br label %54

39:                                               ; preds = %32
  %40 = icmp eq i32 %34, 0
  %41 = shl nsw i32 %34, 1
  %42 = select i1 %40, i32 4, i32 %41
  %43 = load ptr, ptr %20, align 8, !tbaa !19
  %44 = sext i32 %42 to i64
  %45 = shl nsw i64 %44, 2
  %46 = call ptr @realloc(ptr noundef %43, i64 noundef %45) #11
  %47 = icmp eq ptr %46, null
  br i1 %47, label %48, label %52

48:                                               ; preds = %39
  %49 = getelementptr inbounds i8, ptr %4, i64 212
  %50 = load i32, ptr %11, align 8, !tbaa !15
  %51 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %49, i64 noundef 64, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.9, i32 noundef %50) #8
  call void @longjmp(ptr noundef nonnull %4, i32 noundef 1) #12
  unreachable

52:                                               ; preds = %39
  store ptr %46, ptr %20, align 8, !tbaa !19
  store i32 %42, ptr %21, align 4, !tbaa !18
  %53 = load i32, ptr %19, align 8, !tbaa !17
  br label %54

54:                                               ; preds = %52, %37
  %55 = phi i32 [ %34, %37 ], [ %53, %52 ]
  %56 = phi ptr [ %38, %37 ], [ %46, %52 ]
  %57 = add nsw i32 %55, 1
  store i32 %57, ptr %19, align 8, !tbaa !17
  %58 = sext i32 %55 to i64
  %59 = getelementptr inbounds i32, ptr %56, i64 %58
  store i32 %33, ptr %59, align 4, !tbaa !9
  br label %191

60:                                               ; preds = %27
  %61 = icmp eq i8 %28, 32
  br i1 %61, label %191, label %62

62:                                               ; preds = %60
  %63 = load i32, ptr %19, align 8, !tbaa !17
  %64 = icmp eq i32 %63, 0
  br i1 %64, label %65, label %68

65:                                               ; preds = %62
  %66 = getelementptr inbounds i8, ptr %4, i64 212
  %67 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %66, i64 noundef 64, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.10, i32 noundef %29) #8
  call void @longjmp(ptr noundef nonnull %4, i32 noundef 1) #12
  unreachable

68:                                               ; preds = %62
  %69 = load ptr, ptr %20, align 8, !tbaa !19
  %70 = add nsw i32 %63, -1
  store i32 %70, ptr %19, align 8, !tbaa !17
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i32, ptr %69, i64 %71
  %73 = load i32, ptr %72, align 4, !tbaa !9
  %74 = icmp eq i32 %70, 0
  br i1 %74, label %75, label %78

75:                                               ; preds = %68
  %76 = getelementptr inbounds i8, ptr %4, i64 212
  %77 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %76, i64 noundef 64, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.10, i32 noundef %29) #8
  call void @longjmp(ptr noundef nonnull %4, i32 noundef 1) #12
  unreachable

78:                                               ; preds = %68
  %79 = add nsw i32 %63, -2
  store i32 %79, ptr %19, align 8, !tbaa !17
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds i32, ptr %69, i64 %80
  %82 = load i32, ptr %81, align 4, !tbaa !9
  switch i8 %28, label %188 [
    i8 43, label %83
    i8 45, label %108
    i8 42, label %133
    i8 47, label %158
  ]

83:                                               ; preds = %78
  %84 = add nsw i32 %82, %73
  %85 = load i32, ptr %21, align 4, !tbaa !18
  %86 = icmp eq i32 %79, %85
  br i1 %86, label %87, label %102

87:                                               ; preds = %83
  %88 = icmp eq i32 %79, 0
  %89 = shl nsw i32 %79, 1
  %90 = select i1 %88, i32 4, i32 %89
  %91 = sext i32 %90 to i64
  %92 = shl nsw i64 %91, 2
  %93 = call ptr @realloc(ptr noundef nonnull %69, i64 noundef %92) #11
  %94 = icmp eq ptr %93, null
  br i1 %94, label %95, label %99

95:                                               ; preds = %87
  %96 = getelementptr inbounds i8, ptr %4, i64 212
  %97 = load i32, ptr %11, align 8, !tbaa !15
  %98 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %96, i64 noundef 64, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.9, i32 noundef %97) #8
  call void @longjmp(ptr noundef nonnull %4, i32 noundef 1) #12
  unreachable

99:                                               ; preds = %87
  store ptr %93, ptr %20, align 8, !tbaa !19
  store i32 %90, ptr %21, align 4, !tbaa !18
  %100 = load i32, ptr %19, align 8, !tbaa !17
  %101 = sext i32 %100 to i64
  br label %102

102:                                              ; preds = %99, %83
  %103 = phi i64 [ %80, %83 ], [ %101, %99 ]
  %104 = phi i32 [ %79, %83 ], [ %100, %99 ]
  %105 = phi ptr [ %69, %83 ], [ %93, %99 ]
  %106 = add nsw i32 %104, 1
  store i32 %106, ptr %19, align 8, !tbaa !17
  %107 = getelementptr inbounds i32, ptr %105, i64 %103
  store i32 %84, ptr %107, align 4, !tbaa !9
  br label %191

108:                                              ; preds = %78
  %109 = sub nsw i32 %82, %73
  %110 = load i32, ptr %21, align 4, !tbaa !18
  %111 = icmp eq i32 %79, %110
  br i1 %111, label %112, label %127

112:                                              ; preds = %108
  %113 = icmp eq i32 %79, 0
  %114 = shl nsw i32 %79, 1
  %115 = select i1 %113, i32 4, i32 %114
  %116 = sext i32 %115 to i64
  %117 = shl nsw i64 %116, 2
  %118 = call ptr @realloc(ptr noundef nonnull %69, i64 noundef %117) #11
  %119 = icmp eq ptr %118, null
  br i1 %119, label %120, label %124

120:                                              ; preds = %112
  %121 = getelementptr inbounds i8, ptr %4, i64 212
  %122 = load i32, ptr %11, align 8, !tbaa !15
  %123 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %121, i64 noundef 64, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.9, i32 noundef %122) #8
  call void @longjmp(ptr noundef nonnull %4, i32 noundef 1) #12
  unreachable

124:                                              ; preds = %112
  store ptr %118, ptr %20, align 8, !tbaa !19
  store i32 %115, ptr %21, align 4, !tbaa !18
  %125 = load i32, ptr %19, align 8, !tbaa !17
  %126 = sext i32 %125 to i64
  br label %127

127:                                              ; preds = %124, %108
  %128 = phi i64 [ %80, %108 ], [ %126, %124 ]
  %129 = phi i32 [ %79, %108 ], [ %125, %124 ]
  %130 = phi ptr [ %69, %108 ], [ %118, %124 ]
  %131 = add nsw i32 %129, 1
  store i32 %131, ptr %19, align 8, !tbaa !17
  %132 = getelementptr inbounds i32, ptr %130, i64 %128
  store i32 %109, ptr %132, align 4, !tbaa !9
  br label %191

133:                                              ; preds = %78
  %134 = mul nsw i32 %82, %73
  %135 = load i32, ptr %21, align 4, !tbaa !18
  %136 = icmp eq i32 %79, %135
  br i1 %136, label %137, label %152

137:                                              ; preds = %133
  %138 = icmp eq i32 %79, 0
  %139 = shl nsw i32 %79, 1
  %140 = select i1 %138, i32 4, i32 %139
  %141 = sext i32 %140 to i64
  %142 = shl nsw i64 %141, 2
  %143 = call ptr @realloc(ptr noundef nonnull %69, i64 noundef %142) #11
  %144 = icmp eq ptr %143, null
  br i1 %144, label %145, label %149

145:                                              ; preds = %137
  %146 = getelementptr inbounds i8, ptr %4, i64 212
  %147 = load i32, ptr %11, align 8, !tbaa !15
  %148 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %146, i64 noundef 64, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.9, i32 noundef %147) #8
  call void @longjmp(ptr noundef nonnull %4, i32 noundef 1) #12
  unreachable

149:                                              ; preds = %137
  store ptr %143, ptr %20, align 8, !tbaa !19
  store i32 %140, ptr %21, align 4, !tbaa !18
  %150 = load i32, ptr %19, align 8, !tbaa !17
  %151 = sext i32 %150 to i64
  br label %152

152:                                              ; preds = %149, %133
  %153 = phi i64 [ %80, %133 ], [ %151, %149 ]
  %154 = phi i32 [ %79, %133 ], [ %150, %149 ]
  %155 = phi ptr [ %69, %133 ], [ %143, %149 ]
  %156 = add nsw i32 %154, 1
  store i32 %156, ptr %19, align 8, !tbaa !17
  %157 = getelementptr inbounds i32, ptr %155, i64 %153
  store i32 %134, ptr %157, align 4, !tbaa !9
  br label %191

158:                                              ; preds = %78
  %159 = icmp eq i32 %73, 0
  br i1 %159, label %160, label %163

160:                                              ; preds = %158
  %161 = getelementptr inbounds i8, ptr %4, i64 212
  %162 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %161, i64 noundef 64, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.6, i32 noundef %29) #8
  call void @longjmp(ptr noundef nonnull %4, i32 noundef 1) #12
  unreachable

163:                                              ; preds = %158
  %164 = sdiv i32 %82, %73
  %165 = load i32, ptr %21, align 4, !tbaa !18
  %166 = icmp eq i32 %79, %165
  br i1 %166, label %167, label %182

167:                                              ; preds = %163
  %168 = icmp eq i32 %79, 0
  %169 = shl nsw i32 %79, 1
  %170 = select i1 %168, i32 4, i32 %169
  %171 = sext i32 %170 to i64
  %172 = shl nsw i64 %171, 2
  %173 = call ptr @realloc(ptr noundef nonnull %69, i64 noundef %172) #11
  %174 = icmp eq ptr %173, null
  br i1 %174, label %175, label %179

175:                                              ; preds = %167
  %176 = getelementptr inbounds i8, ptr %4, i64 212
  %177 = load i32, ptr %11, align 8, !tbaa !15
  %178 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %176, i64 noundef 64, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.9, i32 noundef %177) #8
  call void @longjmp(ptr noundef nonnull %4, i32 noundef 1) #12
  unreachable

179:                                              ; preds = %167
  store ptr %173, ptr %20, align 8, !tbaa !19
  store i32 %170, ptr %21, align 4, !tbaa !18
  %180 = load i32, ptr %19, align 8, !tbaa !17
  %181 = sext i32 %180 to i64
  br label %182

182:                                              ; preds = %179, %163
  %183 = phi i64 [ %80, %163 ], [ %181, %179 ]
  %184 = phi i32 [ %79, %163 ], [ %180, %179 ]
  %185 = phi ptr [ %69, %163 ], [ %173, %179 ]
  %186 = add nsw i32 %184, 1
  store i32 %186, ptr %19, align 8, !tbaa !17
  %187 = getelementptr inbounds i32, ptr %185, i64 %183
  store i32 %164, ptr %187, align 4, !tbaa !9
  br label %191

188:                                              ; preds = %78
  %189 = getelementptr inbounds i8, ptr %4, i64 212
  %190 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %189, i64 noundef 64, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.7, i32 noundef %29) #8
  call void @longjmp(ptr noundef nonnull %4, i32 noundef 1) #12
  unreachable

191:                                              ; preds = %182, %152, %127, %102, %60, %54
  %192 = load i32, ptr %11, align 8, !tbaa !15
  %193 = add nsw i32 %192, 1
  store i32 %193, ptr %11, align 8, !tbaa !15
  %194 = load ptr, ptr %7, align 8, !tbaa !13
  %195 = sext i32 %193 to i64
  %196 = getelementptr inbounds i8, ptr %194, i64 %195
  %197 = load i8, ptr %196, align 1, !tbaa !16
  %198 = icmp eq i8 %197, 0
  br i1 %198, label %22, label %27, !llvm.loop !20

199:                                              ; preds = %22
  %200 = getelementptr inbounds i8, ptr %4, i64 212
  %201 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %200, i64 noundef 64, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.8, i32 noundef %23) #8
  call void @longjmp(ptr noundef nonnull %4, i32 noundef 1) #12
  unreachable

202:                                              ; preds = %22
  %203 = getelementptr inbounds i8, ptr %4, i64 280
  %204 = load ptr, ptr %203, align 8, !tbaa !19
  %205 = load i32, ptr %204, align 4, !tbaa !9
  store i32 %205, ptr %1, align 4, !tbaa !9
  store volatile i32 1, ptr %3, align 4, !tbaa !9
  br label %212

206:                                              ; preds = %6
  %207 = load ptr, ptr @stderr, align 8, !tbaa !5
  %208 = getelementptr inbounds i8, ptr %4, i64 212
  %209 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %207, ptr noundef nonnull @.str.5, ptr noundef nonnull %208) #13
  %210 = getelementptr inbounds i8, ptr %4, i64 280
  %211 = load ptr, ptr %210, align 8, !tbaa !19
  br label %212

212:                                              ; preds = %206, %202
  %213 = phi ptr [ %211, %206 ], [ %204, %202 ]
  call void @free(ptr noundef %213) #8
  call void @free(ptr noundef nonnull %4) #8
  %214 = load volatile i32, ptr %3, align 4, !tbaa !9
  br label %215

215:                                              ; preds = %2, %212
  %216 = phi i32 [ %214, %212 ], [ 0, %2 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  ret i32 %216
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare void @longjmp(ptr noundef, i32 noundef) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind returns_twice "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0,1) }
attributes #10 = { nounwind returns_twice }
attributes #11 = { nounwind allocsize(1) }
attributes #12 = { noreturn nounwind }
attributes #13 = { cold nounwind }

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
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !6, i64 200}
!14 = !{!"parser", !7, i64 0, !6, i64 200, !10, i64 208, !7, i64 212, !6, i64 280, !10, i64 288, !10, i64 292}
!15 = !{!14, !10, i64 208}
!16 = !{!7, !7, i64 0}
!17 = !{!14, !10, i64 288}
!18 = !{!14, !10, i64 292}
!19 = !{!14, !6, i64 280}
!20 = distinct !{!20, !12}
