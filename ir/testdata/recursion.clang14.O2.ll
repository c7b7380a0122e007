; ModuleID = 'recursion.c'
source_filename = "recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.tree = type { i32, i8*, %struct.tree*, %struct.tree* }

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
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca i8*, align 8
  %4 = tail call fastcc %struct.tree* @insert(%struct.tree* noundef null, i32 noundef 5, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0))
  %5 = tail call fastcc %struct.tree* @insert(%struct.tree* noundef %4, i32 noundef 3, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0))
  %6 = tail call fastcc %struct.tree* @insert(%struct.tree* noundef %5, i32 noundef 8, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i64 0, i64 0))
  %7 = tail call fastcc %struct.tree* @insert(%struct.tree* noundef %6, i32 noundef 1, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0))
  %8 = tail call fastcc %struct.tree* @insert(%struct.tree* noundef %7, i32 noundef 4, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0))
  %9 = tail call fastcc %struct.tree* @insert(%struct.tree* noundef %8, i32 noundef 9, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0))
  tail call fastcc void @walk(%struct.tree* noundef %9)
  %10 = icmp eq %struct.tree* %9, null
  br i1 %10, label %23, label %11

11:                                               ; preds = %2, %16
  %12 = phi %struct.tree* [ %21, %16 ], [ %9, %2 ]
  %13 = getelementptr inbounds %struct.tree, %struct.tree* %12, i64 0, i32 0
  %14 = load i32, i32* %13, align 8, !tbaa !5
  %15 = icmp eq i32 %14, 4
  br i1 %15, label %23, label %16

16:                                               ; preds = %11
  %17 = icmp sgt i32 %14, 4
  %18 = getelementptr inbounds %struct.tree, %struct.tree* %12, i64 0, i32 2
  %19 = getelementptr inbounds %struct.tree, %struct.tree* %12, i64 0, i32 3
  %20 = select i1 %17, %struct.tree** %18, %struct.tree** %19
  %21 = load %struct.tree*, %struct.tree** %20, align 8, !tbaa !11
  %22 = icmp eq %struct.tree* %21, null
  br i1 %22, label %23, label %11

23:                                               ; preds = %11, %16, %2
  %24 = phi %struct.tree* [ null, %2 ], [ %12, %11 ], [ null, %16 ]
  %25 = bitcast i8** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %25) #11
  %26 = icmp sgt i32 %0, 1
  br i1 %26, label %27, label %30

27:                                               ; preds = %23
  %28 = getelementptr inbounds i8*, i8** %1, i64 1
  %29 = load i8*, i8** %28, align 8, !tbaa !11
  br label %30

30:                                               ; preds = %23, %27
  %31 = phi i8* [ %29, %27 ], [ getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i64 0, i64 0), %23 ]
  store i8* %31, i8** %3, align 8, !tbaa !11
  %32 = tail call fastcc i32 @height(%struct.tree* noundef %9)
  %33 = icmp eq %struct.tree* %24, null
  br i1 %33, label %37, label %34

34:                                               ; preds = %30
  %35 = getelementptr inbounds %struct.tree, %struct.tree* %24, i64 0, i32 1
  %36 = load i8*, i8** %35, align 8, !tbaa !12
  br label %37

37:                                               ; preds = %30, %34
  %38 = phi i8* [ %36, %34 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0), %30 ]
  %39 = add i32 %0, 10
  br label %40

40:                                               ; preds = %42, %37
  %41 = phi i32 [ %39, %37 ], [ %43, %42 ]
  switch i32 %41, label %42 [
    i32 0, label %44
    i32 1, label %45
  ]

42:                                               ; preds = %40
  %43 = add i32 %41, -2
  br label %40

44:                                               ; preds = %40
  br label %45

45:                                               ; preds = %40, %44
  %46 = phi i32 [ 1, %44 ], [ 0, %40 ]
  %47 = tail call fastcc i64 @ackermann(i64 noundef 2, i64 noundef 3)
  %48 = call fastcc i64 @expr(i8** noundef nonnull %3)
  %49 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.7, i64 0, i64 0), i32 noundef %32, i8* noundef %38, i32 noundef %46, i64 noundef %47, i64 noundef %48)
  call fastcc void @destroy(%struct.tree* noundef %9)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %25) #11
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc %struct.tree* @insert(%struct.tree* noundef %0, i32 noundef %1, i8* noundef %2) unnamed_addr #0 {
  %4 = icmp eq %struct.tree* %0, null
  br i1 %4, label %5, label %15

5:                                                ; preds = %3
  %6 = tail call noalias dereferenceable_or_null(32) i8* @malloc(i64 noundef 32) #11
  %7 = bitcast i8* %6 to %struct.tree*
  %8 = icmp eq i8* %6, null
  br i1 %8, label %9, label %10

9:                                                ; preds = %5
  tail call void @exit(i32 noundef 1) #12
  unreachable

10:                                               ; preds = %5
  %11 = getelementptr inbounds %struct.tree, %struct.tree* %7, i64 0, i32 0
  store i32 %1, i32* %11, align 8, !tbaa !5
  %12 = getelementptr inbounds %struct.tree, %struct.tree* %7, i64 0, i32 1
  store i8* %2, i8** %12, align 8, !tbaa !12
  %13 = getelementptr inbounds %struct.tree, %struct.tree* %7, i64 0, i32 2
  %14 = bitcast %struct.tree** %13 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %14, i8 0, i64 16, i1 false)
  br label %19

15:                                               ; preds = %3
  %16 = getelementptr inbounds %struct.tree, %struct.tree* %0, i64 0, i32 0
  %17 = load i32, i32* %16, align 8, !tbaa !5
  %18 = icmp sgt i32 %17, %1
  br i1 %18, label %21, label %25

19:                                               ; preds = %10, %25, %27, %21
  %20 = phi %struct.tree* [ %0, %21 ], [ %0, %27 ], [ %0, %25 ], [ %7, %10 ]
  ret %struct.tree* %20

21:                                               ; preds = %15
  %22 = getelementptr inbounds %struct.tree, %struct.tree* %0, i64 0, i32 2
  %23 = load %struct.tree*, %struct.tree** %22, align 8, !tbaa !13
  %24 = tail call fastcc %struct.tree* @insert(%struct.tree* noundef %23, i32 noundef %1, i8* noundef %2)
  store %struct.tree* %24, %struct.tree** %22, align 8, !tbaa !13
  br label %19

25:                                               ; preds = %15
  %26 = icmp slt i32 %17, %1
  br i1 %26, label %27, label %19

27:                                               ; preds = %25
  %28 = getelementptr inbounds %struct.tree, %struct.tree* %0, i64 0, i32 3
  %29 = load %struct.tree*, %struct.tree** %28, align 8, !tbaa !14
  %30 = tail call fastcc %struct.tree* @insert(%struct.tree* noundef %29, i32 noundef %1, i8* noundef %2)
  store %struct.tree* %30, %struct.tree** %28, align 8, !tbaa !14
  br label %19
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @walk(%struct.tree* noundef readonly %0) unnamed_addr #2 {
  %2 = icmp eq %struct.tree* %0, null
  br i1 %2, label %15, label %3

3:                                                ; preds = %1, %3
  %4 = phi %struct.tree* [ %13, %3 ], [ %0, %1 ]
  %5 = getelementptr inbounds %struct.tree, %struct.tree* %4, i64 0, i32 2
  %6 = load %struct.tree*, %struct.tree** %5, align 8, !tbaa !13
  tail call fastcc void @walk(%struct.tree* noundef %6)
  %7 = getelementptr inbounds %struct.tree, %struct.tree* %4, i64 0, i32 0
  %8 = load i32, i32* %7, align 8, !tbaa !5
  %9 = getelementptr inbounds %struct.tree, %struct.tree* %4, i64 0, i32 1
  %10 = load i8*, i8** %9, align 8, !tbaa !12
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i64 0, i64 0), i32 noundef %8, i8* noundef %10) #11
  %12 = getelementptr inbounds %struct.tree, %struct.tree* %4, i64 0, i32 3
  %13 = load %struct.tree*, %struct.tree** %12, align 8, !tbaa !14
  %14 = icmp eq %struct.tree* %13, null
  br i1 %14, label %15, label %3

15:                                               ; preds = %3, %1
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readonly uwtable
define internal fastcc i32 @height(%struct.tree* noundef readonly %0) unnamed_addr #4 {
  %2 = icmp eq %struct.tree* %0, null
  br i1 %2, label %3, label %5

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %14, %5 ], [ 0, %1 ]
  ret i32 %4

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.tree, %struct.tree* %0, i64 0, i32 2
  %7 = load %struct.tree*, %struct.tree** %6, align 8, !tbaa !13
  %8 = tail call fastcc i32 @height(%struct.tree* noundef %7)
  %9 = getelementptr inbounds %struct.tree, %struct.tree* %0, i64 0, i32 3
  %10 = load %struct.tree*, %struct.tree** %9, align 8, !tbaa !14
  %11 = tail call fastcc i32 @height(%struct.tree* noundef %10)
  %12 = icmp sgt i32 %8, %11
  %13 = select i1 %12, i32 %8, i32 %11
  %14 = add nsw i32 %13, 1
  br label %3
}

; Function Attrs: nofree nosync nounwind readnone uwtable
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
  %13 = add i64 %9, -1
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %4, label %7

15:                                               ; preds = %7
  %16 = add i64 %8, -1
  %17 = tail call fastcc i64 @ackermann(i64 noundef %9, i64 noundef %16)
  br label %11
}

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc i64 @expr(i8** noundef %0) unnamed_addr #6 {
  %2 = load i8*, i8** %0, align 8, !tbaa !11
  %3 = load i8, i8* %2, align 1, !tbaa !15
  %4 = icmp eq i8 %3, 40
  br i1 %4, label %8, label %5

5:                                                ; preds = %1
  %6 = add i8 %3, -48
  %7 = icmp ult i8 %6, 10
  br i1 %7, label %16, label %28

8:                                                ; preds = %1
  %9 = getelementptr inbounds i8, i8* %2, i64 1
  store i8* %9, i8** %0, align 8, !tbaa !11
  %10 = tail call fastcc i64 @expr(i8** noundef nonnull %0) #11
  %11 = load i8*, i8** %0, align 8, !tbaa !11
  %12 = load i8, i8* %11, align 1, !tbaa !15
  %13 = icmp eq i8 %12, 41
  br i1 %13, label %14, label %28

14:                                               ; preds = %8
  %15 = getelementptr inbounds i8, i8* %11, i64 1
  store i8* %15, i8** %0, align 8, !tbaa !11
  br label %28

16:                                               ; preds = %5, %16
  %17 = phi i8* [ %20, %16 ], [ %2, %5 ]
  %18 = phi i64 [ %24, %16 ], [ 0, %5 ]
  %19 = mul nsw i64 %18, 10
  %20 = getelementptr inbounds i8, i8* %17, i64 1
  store i8* %20, i8** %0, align 8, !tbaa !11
  %21 = load i8, i8* %17, align 1, !tbaa !15
  %22 = sext i8 %21 to i64
  %23 = add i64 %19, -48
  %24 = add i64 %23, %22
  %25 = load i8, i8* %20, align 1, !tbaa !15
  %26 = add i8 %25, -48
  %27 = icmp ult i8 %26, 10
  br i1 %27, label %16, label %28, !llvm.loop !16

28:                                               ; preds = %16, %5, %8, %14
  %29 = phi i8* [ %2, %5 ], [ %11, %8 ], [ %15, %14 ], [ %20, %16 ]
  %30 = phi i64 [ 0, %5 ], [ %10, %8 ], [ %10, %14 ], [ %24, %16 ]
  br label %31

31:                                               ; preds = %69, %28
  %32 = phi i8* [ %29, %28 ], [ %70, %69 ]
  %33 = phi i64 [ %30, %28 ], [ %71, %69 ]
  %34 = load i8, i8* %32, align 1, !tbaa !15
  switch i8 %34, label %80 [
    i8 42, label %35
    i8 47, label %35
  ]

35:                                               ; preds = %31, %31
  %36 = getelementptr inbounds i8, i8* %32, i64 1
  store i8* %36, i8** %0, align 8, !tbaa !11
  %37 = load i8, i8* %32, align 1, !tbaa !15
  %38 = load i8, i8* %36, align 1, !tbaa !15
  %39 = icmp eq i8 %38, 40
  br i1 %39, label %43, label %40

40:                                               ; preds = %35
  %41 = add i8 %38, -48
  %42 = icmp ult i8 %41, 10
  br i1 %42, label %51, label %67

43:                                               ; preds = %35
  %44 = getelementptr inbounds i8, i8* %32, i64 2
  store i8* %44, i8** %0, align 8, !tbaa !11
  %45 = tail call fastcc i64 @expr(i8** noundef nonnull %0) #11
  %46 = load i8*, i8** %0, align 8, !tbaa !11
  %47 = load i8, i8* %46, align 1, !tbaa !15
  %48 = icmp eq i8 %47, 41
  br i1 %48, label %49, label %63

49:                                               ; preds = %43
  %50 = getelementptr inbounds i8, i8* %46, i64 1
  store i8* %50, i8** %0, align 8, !tbaa !11
  br label %63

51:                                               ; preds = %40, %51
  %52 = phi i8* [ %55, %51 ], [ %36, %40 ]
  %53 = phi i64 [ %59, %51 ], [ 0, %40 ]
  %54 = mul nsw i64 %53, 10
  %55 = getelementptr inbounds i8, i8* %52, i64 1
  store i8* %55, i8** %0, align 8, !tbaa !11
  %56 = load i8, i8* %52, align 1, !tbaa !15
  %57 = sext i8 %56 to i64
  %58 = add i64 %54, -48
  %59 = add i64 %58, %57
  %60 = load i8, i8* %55, align 1, !tbaa !15
  %61 = add i8 %60, -48
  %62 = icmp ult i8 %61, 10
  br i1 %62, label %51, label %63, !llvm.loop !16

63:                                               ; preds = %51, %43, %49
  %64 = phi i8* [ %50, %49 ], [ %46, %43 ], [ %55, %51 ]
  %65 = phi i64 [ %45, %49 ], [ %45, %43 ], [ %59, %51 ]
  %66 = icmp eq i8 %37, 42
  br i1 %66, label %72, label %76

67:                                               ; preds = %40
  %68 = icmp eq i8 %37, 42
  br i1 %68, label %72, label %69

69:                                               ; preds = %67, %78, %76, %72
  %70 = phi i8* [ %74, %72 ], [ %64, %78 ], [ %64, %76 ], [ %36, %67 ]
  %71 = phi i64 [ %75, %72 ], [ %79, %78 ], [ 0, %76 ], [ 0, %67 ]
  br label %31, !llvm.loop !18

72:                                               ; preds = %67, %63
  %73 = phi i64 [ 0, %67 ], [ %65, %63 ]
  %74 = phi i8* [ %36, %67 ], [ %64, %63 ]
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
  %82 = phi i8* [ %116, %164 ], [ %32, %31 ]
  %83 = phi i64 [ %168, %164 ], [ %33, %31 ]
  switch i8 %81, label %169 [
    i8 43, label %84
    i8 45, label %84
  ]

84:                                               ; preds = %80, %80
  %85 = getelementptr inbounds i8, i8* %82, i64 1
  store i8* %85, i8** %0, align 8, !tbaa !11
  %86 = load i8, i8* %82, align 1, !tbaa !15
  %87 = load i8, i8* %85, align 1, !tbaa !15
  %88 = icmp eq i8 %87, 40
  br i1 %88, label %92, label %89

89:                                               ; preds = %84
  %90 = add i8 %87, -48
  %91 = icmp ult i8 %90, 10
  br i1 %91, label %100, label %112

92:                                               ; preds = %84
  %93 = getelementptr inbounds i8, i8* %82, i64 2
  store i8* %93, i8** %0, align 8, !tbaa !11
  %94 = tail call fastcc i64 @expr(i8** noundef nonnull %0) #11
  %95 = load i8*, i8** %0, align 8, !tbaa !11
  %96 = load i8, i8* %95, align 1, !tbaa !15
  %97 = icmp eq i8 %96, 41
  br i1 %97, label %98, label %112

98:                                               ; preds = %92
  %99 = getelementptr inbounds i8, i8* %95, i64 1
  store i8* %99, i8** %0, align 8, !tbaa !11
  br label %112

100:                                              ; preds = %89, %100
  %101 = phi i8* [ %104, %100 ], [ %85, %89 ]
  %102 = phi i64 [ %108, %100 ], [ 0, %89 ]
  %103 = mul nsw i64 %102, 10
  %104 = getelementptr inbounds i8, i8* %101, i64 1
  store i8* %104, i8** %0, align 8, !tbaa !11
  %105 = load i8, i8* %101, align 1, !tbaa !15
  %106 = sext i8 %105 to i64
  %107 = add i64 %103, -48
  %108 = add i64 %107, %106
  %109 = load i8, i8* %104, align 1, !tbaa !15
  %110 = add i8 %109, -48
  %111 = icmp ult i8 %110, 10
  br i1 %111, label %100, label %112, !llvm.loop !16

112:                                              ; preds = %100, %89, %92, %98
  %113 = phi i8* [ %85, %89 ], [ %95, %92 ], [ %99, %98 ], [ %104, %100 ]
  %114 = phi i64 [ 0, %89 ], [ %94, %92 ], [ %94, %98 ], [ %108, %100 ]
  br label %115

115:                                              ; preds = %153, %112
  %116 = phi i8* [ %113, %112 ], [ %154, %153 ]
  %117 = phi i64 [ %114, %112 ], [ %155, %153 ]
  %118 = load i8, i8* %116, align 1, !tbaa !15
  switch i8 %118, label %164 [
    i8 42, label %119
    i8 47, label %119
  ]

119:                                              ; preds = %115, %115
  %120 = getelementptr inbounds i8, i8* %116, i64 1
  store i8* %120, i8** %0, align 8, !tbaa !11
  %121 = load i8, i8* %116, align 1, !tbaa !15
  %122 = load i8, i8* %120, align 1, !tbaa !15
  %123 = icmp eq i8 %122, 40
  br i1 %123, label %127, label %124

124:                                              ; preds = %119
  %125 = add i8 %122, -48
  %126 = icmp ult i8 %125, 10
  br i1 %126, label %135, label %151

127:                                              ; preds = %119
  %128 = getelementptr inbounds i8, i8* %116, i64 2
  store i8* %128, i8** %0, align 8, !tbaa !11
  %129 = tail call fastcc i64 @expr(i8** noundef nonnull %0) #11
  %130 = load i8*, i8** %0, align 8, !tbaa !11
  %131 = load i8, i8* %130, align 1, !tbaa !15
  %132 = icmp eq i8 %131, 41
  br i1 %132, label %133, label %147

133:                                              ; preds = %127
  %134 = getelementptr inbounds i8, i8* %130, i64 1
  store i8* %134, i8** %0, align 8, !tbaa !11
  br label %147

135:                                              ; preds = %124, %135
  %136 = phi i8* [ %139, %135 ], [ %120, %124 ]
  %137 = phi i64 [ %143, %135 ], [ 0, %124 ]
  %138 = mul nsw i64 %137, 10
  %139 = getelementptr inbounds i8, i8* %136, i64 1
  store i8* %139, i8** %0, align 8, !tbaa !11
  %140 = load i8, i8* %136, align 1, !tbaa !15
  %141 = sext i8 %140 to i64
  %142 = add i64 %138, -48
  %143 = add i64 %142, %141
  %144 = load i8, i8* %139, align 1, !tbaa !15
  %145 = add i8 %144, -48
  %146 = icmp ult i8 %145, 10
  br i1 %146, label %135, label %147, !llvm.loop !16

147:                                              ; preds = %135, %127, %133
  %148 = phi i8* [ %134, %133 ], [ %130, %127 ], [ %139, %135 ]
  %149 = phi i64 [ %129, %133 ], [ %129, %127 ], [ %143, %135 ]
  %150 = icmp eq i8 %121, 42
  br i1 %150, label %156, label %160

151:                                              ; preds = %124
  %152 = icmp eq i8 %121, 42
  br i1 %152, label %156, label %153

153:                                              ; preds = %151, %162, %160, %156
  %154 = phi i8* [ %158, %156 ], [ %148, %162 ], [ %148, %160 ], [ %120, %151 ]
  %155 = phi i64 [ %159, %156 ], [ %163, %162 ], [ 0, %160 ], [ 0, %151 ]
  br label %115, !llvm.loop !18

156:                                              ; preds = %151, %147
  %157 = phi i64 [ 0, %151 ], [ %149, %147 ]
  %158 = phi i8* [ %120, %151 ], [ %148, %147 ]
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
define internal fastcc void @destroy(%struct.tree* noundef %0) unnamed_addr #0 {
  %2 = icmp eq %struct.tree* %0, null
  br i1 %2, label %3, label %4

3:                                                ; preds = %1, %4
  ret void

4:                                                ; preds = %1
  %5 = getelementptr inbounds %struct.tree, %struct.tree* %0, i64 0, i32 2
  %6 = load %struct.tree*, %struct.tree** %5, align 8, !tbaa !13
  tail call fastcc void @destroy(%struct.tree* noundef %6)
  %7 = getelementptr inbounds %struct.tree, %struct.tree* %0, i64 0, i32 3
  %8 = load %struct.tree*, %struct.tree** %7, align 8, !tbaa !14
  tail call fastcc void @destroy(%struct.tree* noundef %8)
  %9 = bitcast %struct.tree* %0 to i8*
  tail call void @free(i8* noundef %9) #11
  br label %3
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #8

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #9

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #10

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { argmemonly nofree nounwind willreturn writeonly }
attributes #11 = { nounwind }
attributes #12 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
