; ModuleID = 'recursion.c'
source_filename = "recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"five\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"eight\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"four\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"nine\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"2*(3+4)-10/5\00", align 1
@.str.7 = private unnamed_addr constant [19 x i8] c"\0A%d %s %d %lu %ld\0A\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"-\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"%d:%s \00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca ptr, align 8
  %4 = tail call fastcc ptr @insert(ptr noundef null, i32 noundef 5, ptr noundef nonnull @.str)
  %5 = tail call fastcc ptr @insert(ptr noundef %4, i32 noundef 3, ptr noundef nonnull @.str.1)
  %6 = tail call fastcc ptr @insert(ptr noundef %5, i32 noundef 8, ptr noundef nonnull @.str.2)
  %7 = tail call fastcc ptr @insert(ptr noundef %6, i32 noundef 1, ptr noundef nonnull @.str.3)
  %8 = tail call fastcc ptr @insert(ptr noundef %7, i32 noundef 4, ptr noundef nonnull @.str.4)
  %9 = tail call fastcc ptr @insert(ptr noundef %8, i32 noundef 9, ptr noundef nonnull @.str.5)
  tail call fastcc void @walk(ptr noundef %9)
  %10 = icmp eq ptr %9, null
  br i1 %10, label %21, label %11

11:                                               ; preds = %2, %15
  %12 = phi ptr [ %19, %15 ], [ %9, %2 ]
  %13 = load i32, ptr %12, align 8, !tbaa !5
  %14 = icmp eq i32 %13, 4
  br i1 %14, label %21, label %15

15:                                               ; preds = %11
  %16 = icmp sgt i32 %13, 4
  %17 = select i1 %16, i64 16, i64 24
  %18 = getelementptr inbounds i8, ptr %12, i64 %17
  %19 = load ptr, ptr %18, align 8, !tbaa !11
  %20 = icmp eq ptr %19, null
  br i1 %20, label %21, label %11

21:                                               ; preds = %11, %15, %2
  %22 = phi ptr [ null, %2 ], [ %12, %11 ], [ null, %15 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12
  %23 = icmp sgt i32 %0, 1
  br i1 %23, label %24, label %27

24:                                               ; preds = %21
  %25 = getelementptr inbounds i8, ptr %1, i64 8
  %26 = load ptr, ptr %25, align 8, !tbaa !11
  br label %27

27:                                               ; preds = %21, %24
  %28 = phi ptr [ %26, %24 ], [ @.str.6, %21 ]
  store ptr %28, ptr %3, align 8, !tbaa !11
  %29 = tail call fastcc i32 @height(ptr noundef %9)
  %30 = icmp eq ptr %22, null
  br i1 %30, label %34, label %31

31:                                               ; preds = %27
  %32 = getelementptr inbounds i8, ptr %22, i64 8
  %33 = load ptr, ptr %32, align 8, !tbaa !12
  br label %34

34:                                               ; preds = %27, %31
  %35 = phi ptr [ %33, %31 ], [ @.str.8, %27 ]
  %36 = add i32 %0, 10
  br label %37

37:                                               ; preds = %39, %34
  %38 = phi i32 [ %36, %34 ], [ %40, %39 ]
  switch i32 %38, label %39 [
    i32 0, label %42
    i32 1, label %41
  ]

39:                                               ; preds = %37
  %40 = add i32 %38, -2
  br label %37

41:                                               ; preds = %37
  br label %42

42:                                               ; preds = %37, %41
  %43 = phi i32 [ 0, %41 ], [ 1, %37 ]
  %44 = tail call fastcc i64 @ackermann(i64 noundef 2, i64 noundef 3)
  %45 = call fastcc i64 @expr(ptr noundef nonnull %3)
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %29, ptr noundef %35, i32 noundef %43, i64 noundef %44, i64 noundef %45)
  call fastcc void @destroy(ptr noundef %9)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc noundef ptr @insert(ptr noundef %0, i32 noundef %1, ptr noundef %2) unnamed_addr #0 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %5, label %12

5:                                                ; preds = %3
  %6 = tail call noalias dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #13
  %7 = icmp eq ptr %6, null
  br i1 %7, label %8, label %9

8:                                                ; preds = %5
  tail call void @exit(i32 noundef 1) #14
  unreachable

9:                                                ; preds = %5
  store i32 %1, ptr %6, align 8, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %2, ptr %10, align 8, !tbaa !12
  %11 = getelementptr inbounds i8, ptr %6, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %11, i8 0, i64 16, i1 false)
  br label %15

12:                                               ; preds = %3
  %13 = load i32, ptr %0, align 8, !tbaa !5
  %14 = icmp sgt i32 %13, %1
  br i1 %14, label %17, label %21

15:                                               ; preds = %21, %9, %23, %17
  %16 = phi ptr [ %0, %17 ], [ %0, %23 ], [ %0, %21 ], [ %6, %9 ]
  ret ptr %16

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, ptr %0, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !13
  %20 = tail call fastcc ptr @insert(ptr noundef %19, i32 noundef %1, ptr noundef %2)
  store ptr %20, ptr %18, align 8, !tbaa !13
  br label %15

21:                                               ; preds = %12
  %22 = icmp slt i32 %13, %1
  br i1 %22, label %23, label %15

23:                                               ; preds = %21
  %24 = getelementptr inbounds i8, ptr %0, i64 24
  %25 = load ptr, ptr %24, align 8, !tbaa !14
  %26 = tail call fastcc ptr @insert(ptr noundef %25, i32 noundef %1, ptr noundef %2)
  store ptr %26, ptr %24, align 8, !tbaa !14
  br label %15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @walk(ptr noundef readonly %0) unnamed_addr #2 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %14, label %3

3:                                                ; preds = %1, %3
  %4 = phi ptr [ %12, %3 ], [ %0, %1 ]
  %5 = getelementptr inbounds i8, ptr %4, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !13
  tail call fastcc void @walk(ptr noundef %6)
  %7 = load i32, ptr %4, align 8, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %4, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !12
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %7, ptr noundef %9)
  %11 = getelementptr inbounds i8, ptr %4, i64 24
  %12 = load ptr, ptr %11, align 8, !tbaa !14
  %13 = icmp eq ptr %12, null
  br i1 %13, label %14, label %3

14:                                               ; preds = %3, %1
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @height(ptr noundef readonly %0) unnamed_addr #4 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %3, label %5

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %13, %5 ], [ 0, %1 ]
  ret i32 %4

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !13
  %8 = tail call fastcc i32 @height(ptr noundef %7)
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !14
  %11 = tail call fastcc i32 @height(ptr noundef %10)
  %12 = tail call i32 @llvm.smax.i32(i32 %8, i32 %11)
  %13 = add nsw i32 %12, 1
  br label %3
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i64 @ackermann(i64 noundef %0, i64 noundef %1) unnamed_addr #5 {
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %11, %2
  %5 = phi i64 [ %1, %2 ], [ %12, %11 ]
  %6 = add i64 %5, 1
  ret i64 %6

7:                                                ; preds = %2, %11
  %8 = phi i64 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i64 [ %13, %11 ], [ %0, %2 ]
  %10 = icmp eq i64 %8, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %7, %15
  %12 = phi i64 [ %17, %15 ], [ 1, %7 ]
  %13 = add nsw i64 %9, -1
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %4, label %7

15:                                               ; preds = %7
  %16 = add i64 %8, -1
  %17 = tail call fastcc i64 @ackermann(i64 noundef %9, i64 noundef %16)
  br label %11
}

; Function Attrs: nofree nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @expr(ptr noundef %0) unnamed_addr #6 {
  %2 = load ptr, ptr %0, align 8, !tbaa !11
  %3 = load i8, ptr %2, align 1, !tbaa !15
  %4 = icmp eq i8 %3, 40
  br i1 %4, label %8, label %5

5:                                                ; preds = %1
  %6 = add i8 %3, -48
  %7 = icmp ult i8 %6, 10
  br i1 %7, label %16, label %28

8:                                                ; preds = %1
  %9 = getelementptr inbounds i8, ptr %2, i64 1
  store ptr %9, ptr %0, align 8, !tbaa !11
  %10 = tail call fastcc i64 @expr(ptr noundef nonnull %0)
  %11 = load ptr, ptr %0, align 8, !tbaa !11
  %12 = load i8, ptr %11, align 1, !tbaa !15
  %13 = icmp eq i8 %12, 41
  br i1 %13, label %14, label %28

14:                                               ; preds = %8
  %15 = getelementptr inbounds i8, ptr %11, i64 1
  store ptr %15, ptr %0, align 8, !tbaa !11
  br label %28

16:                                               ; preds = %5, %16
  %17 = phi i64 [ %24, %16 ], [ 0, %5 ]
  %18 = phi ptr [ %20, %16 ], [ %2, %5 ]
  %19 = mul nsw i64 %17, 10
  %20 = getelementptr inbounds i8, ptr %18, i64 1
  store ptr %20, ptr %0, align 8, !tbaa !11
  %21 = load i8, ptr %18, align 1, !tbaa !15
  %22 = sext i8 %21 to i64
  %23 = add i64 %19, -48
  %24 = add i64 %23, %22
  %25 = load i8, ptr %20, align 1, !tbaa !15
  %26 = add i8 %25, -48
  %27 = icmp ult i8 %26, 10
  br i1 %27, label %16, label %28, !llvm.loop !16

28:                                               ; preds = %16, %5, %8, %14
  %29 = phi ptr [ %2, %5 ], [ %11, %8 ], [ %15, %14 ], [ %20, %16 ]
  %30 = phi i64 [ 0, %5 ], [ %10, %8 ], [ %10, %14 ], [ %24, %16 ]
  br label %31

31:                                               ; preds = %69, %28
  %32 = phi ptr [ %29, %28 ], [ %70, %69 ]
  %33 = phi i64 [ %30, %28 ], [ %71, %69 ]
  %34 = load i8, ptr %32, align 1, !tbaa !15
  switch i8 %34, label %80 [
    i8 42, label %35
    i8 47, label %35
  ]

35:                                               ; preds = %31, %31
  %36 = getelementptr inbounds i8, ptr %32, i64 1
  store ptr %36, ptr %0, align 8, !tbaa !11
  %37 = load i8, ptr %32, align 1, !tbaa !15
  %38 = load i8, ptr %36, align 1, !tbaa !15
  %39 = icmp eq i8 %38, 40
  br i1 %39, label %43, label %40

40:                                               ; preds = %35
  %41 = add i8 %38, -48
  %42 = icmp ult i8 %41, 10
  br i1 %42, label %51, label %67

43:                                               ; preds = %35
  %44 = getelementptr inbounds i8, ptr %32, i64 2
  store ptr %44, ptr %0, align 8, !tbaa !11
  %45 = tail call fastcc i64 @expr(ptr noundef nonnull %0)
  %46 = load ptr, ptr %0, align 8, !tbaa !11
  %47 = load i8, ptr %46, align 1, !tbaa !15
  %48 = icmp eq i8 %47, 41
  br i1 %48, label %49, label %63

49:                                               ; preds = %43
  %50 = getelementptr inbounds i8, ptr %46, i64 1
  store ptr %50, ptr %0, align 8, !tbaa !11
  br label %63

51:                                               ; preds = %40, %51
  %52 = phi i64 [ %59, %51 ], [ 0, %40 ]
  %53 = phi ptr [ %55, %51 ], [ %36, %40 ]
  %54 = mul nsw i64 %52, 10
  %55 = getelementptr inbounds i8, ptr %53, i64 1
  store ptr %55, ptr %0, align 8, !tbaa !11
  %56 = load i8, ptr %53, align 1, !tbaa !15
  %57 = sext i8 %56 to i64
  %58 = add i64 %54, -48
  %59 = add i64 %58, %57
  %60 = load i8, ptr %55, align 1, !tbaa !15
  %61 = add i8 %60, -48
  %62 = icmp ult i8 %61, 10
  br i1 %62, label %51, label %63, !llvm.loop !16

63:                                               ; preds = %51, %43, %49
  %64 = phi ptr [ %50, %49 ], [ %46, %43 ], [ %55, %51 ]
  %65 = phi i64 [ %45, %49 ], [ %45, %43 ], [ %59, %51 ]
  %66 = icmp eq i8 %37, 42
  br i1 %66, label %72, label %76

67:                                               ; preds = %40
  %68 = icmp eq i8 %37, 42
  br i1 %68, label %72, label %69

69:                                               ; preds = %67, %78, %76, %72
  %70 = phi ptr [ %74, %72 ], [ %64, %78 ], [ %64, %76 ], [ %36, %67 ]
  %71 = phi i64 [ %75, %72 ], [ %79, %78 ], [ 0, %76 ], [ 0, %67 ]
  br label %31, !llvm.loop !18

72:                                               ; preds = %67, %63
  %73 = phi i64 [ 0, %67 ], [ %65, %63 ]
  %74 = phi ptr [ %36, %67 ], [ %64, %63 ]
  %75 = mul nsw i64 %73, %33
  br label %69

76:                                               ; preds = %63
  %77 = icmp eq i64 %65, 0
  br i1 %77, label %69, label %78

78:                                               ; preds = %76
  %79 = sdiv i64 %33, %65
  br label %69

80:                                               ; preds = %31, %164
  %81 = phi i8 [ %118, %164 ], [ %34, %31 ]
  %82 = phi ptr [ %116, %164 ], [ %32, %31 ]
  %83 = phi i64 [ %168, %164 ], [ %33, %31 ]
  switch i8 %81, label %169 [
    i8 43, label %84
    i8 45, label %84
  ]

84:                                               ; preds = %80, %80
  %85 = getelementptr inbounds i8, ptr %82, i64 1
  store ptr %85, ptr %0, align 8, !tbaa !11
  %86 = load i8, ptr %82, align 1, !tbaa !15
  %87 = load i8, ptr %85, align 1, !tbaa !15
  %88 = icmp eq i8 %87, 40
  br i1 %88, label %92, label %89

89:                                               ; preds = %84
  %90 = add i8 %87, -48
  %91 = icmp ult i8 %90, 10
  br i1 %91, label %100, label %112

92:                                               ; preds = %84
  %93 = getelementptr inbounds i8, ptr %82, i64 2
  store ptr %93, ptr %0, align 8, !tbaa !11
  %94 = tail call fastcc i64 @expr(ptr noundef nonnull %0)
  %95 = load ptr, ptr %0, align 8, !tbaa !11
  %96 = load i8, ptr %95, align 1, !tbaa !15
  %97 = icmp eq i8 %96, 41
  br i1 %97, label %98, label %112

98:                                               ; preds = %92
  %99 = getelementptr inbounds i8, ptr %95, i64 1
  store ptr %99, ptr %0, align 8, !tbaa !11
  br label %112

100:                                              ; preds = %89, %100
  %101 = phi i64 [ %108, %100 ], [ 0, %89 ]
  %102 = phi ptr [ %104, %100 ], [ %85, %89 ]
  %103 = mul nsw i64 %101, 10
  %104 = getelementptr inbounds i8, ptr %102, i64 1
  store ptr %104, ptr %0, align 8, !tbaa !11
  %105 = load i8, ptr %102, align 1, !tbaa !15
  %106 = sext i8 %105 to i64
  %107 = add i64 %103, -48
  %108 = add i64 %107, %106
  %109 = load i8, ptr %104, align 1, !tbaa !15
  %110 = add i8 %109, -48
  %111 = icmp ult i8 %110, 10
  br i1 %111, label %100, label %112, !llvm.loop !16

112:                                              ; preds = %100, %89, %92, %98
  %113 = phi ptr [ %85, %89 ], [ %95, %92 ], [ %99, %98 ], [ %104, %100 ]
  %114 = phi i64 [ 0, %89 ], [ %94, %92 ], [ %94, %98 ], [ %108, %100 ]
  br label %115

115:                                              ; preds = %153, %112
  %116 = phi ptr [ %113, %112 ], [ %154, %153 ]
  %117 = phi i64 [ %114, %112 ], [ %155, %153 ]
  %118 = load i8, ptr %116, align 1, !tbaa !15
  switch i8 %118, label %164 [
    i8 42, label %119
    i8 47, label %119
  ]

119:                                              ; preds = %115, %115
  %120 = getelementptr inbounds i8, ptr %116, i64 1
  store ptr %120, ptr %0, align 8, !tbaa !11
  %121 = load i8, ptr %116, align 1, !tbaa !15
  %122 = load i8, ptr %120, align 1, !tbaa !15
  %123 = icmp eq i8 %122, 40
  br i1 %123, label %127, label %124

124:                                              ; preds = %119
  %125 = add i8 %122, -48
  %126 = icmp ult i8 %125, 10
  br i1 %126, label %135, label %151

127:                                              ; preds = %119
  %128 = getelementptr inbounds i8, ptr %116, i64 2
  store ptr %128, ptr %0, align 8, !tbaa !11
  %129 = tail call fastcc i64 @expr(ptr noundef nonnull %0)
  %130 = load ptr, ptr %0, align 8, !tbaa !11
  %131 = load i8, ptr %130, align 1, !tbaa !15
  %132 = icmp eq i8 %131, 41
  br i1 %132, label %133, label %147

133:                                              ; preds = %127
  %134 = getelementptr inbounds i8, ptr %130, i64 1
  store ptr %134, ptr %0, align 8, !tbaa !11
  br label %147

135:                                              ; preds = %124, %135
  %136 = phi i64 [ %143, %135 ], [ 0, %124 ]
  %137 = phi ptr [ %139, %135 ], [ %120, %124 ]
  %138 = mul nsw i64 %136, 10
  %139 = getelementptr inbounds i8, ptr %137, i64 1
  store ptr %139, ptr %0, align 8, !tbaa !11
  %140 = load i8, ptr %137, align 1, !tbaa !15
  %141 = sext i8 %140 to i64
  %142 = add i64 %138, -48
  %143 = add i64 %142, %141
  %144 = load i8, ptr %139, align 1, !tbaa !15
  %145 = add i8 %144, -48
  %146 = icmp ult i8 %145, 10
  br i1 %146, label %135, label %147, !llvm.loop !16

147:                                              ; preds = %135, %127, %133
  %148 = phi ptr [ %134, %133 ], [ %130, %127 ], [ %139, %135 ]
  %149 = phi i64 [ %129, %133 ], [ %129, %127 ], [ %143, %135 ]
  %150 = icmp eq i8 %121, 42
  br i1 %150, label %156, label %160

151:                                              ; preds = %124
  %152 = icmp eq i8 %121, 42
  br i1 %152, label %156, label %153

153:                                              ; preds = %151, %162, %160, %156
  %154 = phi ptr [ %158, %156 ], [ %148, %162 ], [ %148, %160 ], [ %120, %151 ]
  %155 = phi i64 [ %159, %156 ], [ %163, %162 ], [ 0, %160 ], [ 0, %151 ]
  br label %115, !llvm.loop !18

156:                                              ; preds = %151, %147
  %157 = phi i64 [ 0, %151 ], [ %149, %147 ]
  %158 = phi ptr [ %120, %151 ], [ %148, %147 ]
  %159 = mul nsw i64 %157, %117
  br label %153

160:                                              ; preds = %147
  %161 = icmp eq i64 %149, 0
  br i1 %161, label %153, label %162

162:                                              ; preds = %160
  %163 = sdiv i64 %117, %149
  br label %153

164:                                              ; preds = %115
  %165 = icmp eq i8 %86, 43
  %166 = sub i64 0, %117
  %167 = select i1 %165, i64 %117, i64 %166
  %168 = add i64 %167, %83
  br label %80, !llvm.loop !19

169:                                              ; preds = %80
  ret i64 %83
}

; Function Attrs: nounwind uwtable
define internal fastcc void @destroy(ptr noundef %0) unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %3, label %4

3:                                                ; preds = %1, %4
  ret void

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !13
  tail call fastcc void @destroy(ptr noundef %6)
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  %8 = load ptr, ptr %7, align 8, !tbaa !14
  tail call fastcc void @destroy(ptr noundef %8)
  tail call void @free(ptr noundef nonnull %0) #12
  br label %3
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #10

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #12 = { nounwind }
attributes #13 = { nounwind allocsize(0) }
attributes #14 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"tree", !7, i64 0, !10, i64 8, !10, i64 16, !10, i64 24}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!10, !10, i64 0}
!12 = !{!6, !10, i64 8}
!13 = !{!6, !10, i64 16}
!14 = !{!6, !10, i64 24}
!15 = !{!8, !8, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
!19 = distinct !{!19, !17}
