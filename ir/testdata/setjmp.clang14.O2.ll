; ModuleID = 'setjmp.c'
source_filename = "setjmp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.parser = type { [1 x %struct.__jmp_buf_tag], i8*, i32, [64 x i8], i32*, i32, i32 }
%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@.str = private unnamed_addr constant [10 x i8] c"3 4 + 2 *\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"1 +\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"8 0 /\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"9 3 / 2 -\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"%s = %d\0A\00", align 1
@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str.5 = private unnamed_addr constant [11 x i8] c"error: %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"division by zero\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"bad character\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"unbalanced expression\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"out of memory\00", align 1
@.str.10 = private unnamed_addr constant [16 x i8] c"stack underflow\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"%s at %d\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [4 x i8*], align 16
  %4 = alloca i32, align 4
  %5 = bitcast [4 x i8*]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %5) #7
  %6 = getelementptr inbounds [4 x i8*], [4 x i8*]* %3, i64 0, i64 0
  store i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i8** %6, align 16, !tbaa !5
  %7 = getelementptr inbounds [4 x i8*], [4 x i8*]* %3, i64 0, i64 1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i8** %7, align 8, !tbaa !5
  %8 = getelementptr inbounds [4 x i8*], [4 x i8*]* %3, i64 0, i64 2
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i64 0, i64 0), i8** %8, align 16, !tbaa !5
  %9 = getelementptr inbounds [4 x i8*], [4 x i8*]* %3, i64 0, i64 3
  %10 = icmp sgt i32 %0, 1
  br i1 %10, label %11, label %14

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8*, i8** %1, i64 1
  %13 = load i8*, i8** %12, align 8, !tbaa !5
  br label %14

14:                                               ; preds = %2, %11
  %15 = phi i8* [ %13, %11 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), %2 ]
  store i8* %15, i8** %9, align 8, !tbaa !5
  %16 = bitcast i32* %4 to i8*
  br label %18

17:                                               ; preds = %26
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %5) #7
  ret i32 0

18:                                               ; preds = %29, %14
  %19 = phi i8* [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), %14 ], [ %31, %29 ]
  %20 = phi i64 [ 0, %14 ], [ %27, %29 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16) #7
  %21 = call fastcc i32 @run(i8* noundef %19, i32* noundef nonnull %4)
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %26, label %23

23:                                               ; preds = %18
  %24 = load i32, i32* %4, align 4, !tbaa !9
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.4, i64 0, i64 0), i8* noundef %19, i32 noundef %24)
  br label %26

26:                                               ; preds = %23, %18
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16) #7
  %27 = add nuw nsw i64 %20, 1
  %28 = icmp eq i64 %27, 4
  br i1 %28, label %17, label %29, !llvm.loop !11

29:                                               ; preds = %26
  %30 = getelementptr inbounds [4 x i8*], [4 x i8*]* %3, i64 0, i64 %27
  %31 = load i8*, i8** %30, align 8, !tbaa !5
  br label %18
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc i32 @run(i8* noundef %0, i32* nocapture noundef writeonly %1) unnamed_addr #0 {
  %3 = alloca i32, align 4
  %4 = call noalias dereferenceable_or_null(296) i8* @calloc(i64 noundef 1, i64 noundef 296) #7
  %5 = bitcast i8* %4 to %struct.parser*
  %6 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %6)
  store volatile i32 0, i32* %3, align 4, !tbaa !9
  %7 = icmp eq i8* %4, null
  br i1 %7, label %228, label %8

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.parser, %struct.parser* %5, i64 0, i32 1
  store i8* %0, i8** %9, align 8, !tbaa !13
  %10 = getelementptr inbounds %struct.parser, %struct.parser* %5, i64 0, i32 0, i64 0
  %11 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef nonnull %10) #8
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %218

13:                                               ; preds = %8
  %14 = getelementptr inbounds %struct.parser, %struct.parser* %5, i64 0, i32 2
  %15 = load i8*, i8** %9, align 8, !tbaa !13
  %16 = load i32, i32* %14, align 8, !tbaa !15
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i8, i8* %15, i64 %17
  %19 = load i8, i8* %18, align 1, !tbaa !16
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %26, label %21

21:                                               ; preds = %13
  %22 = getelementptr inbounds %struct.parser, %struct.parser* %5, i64 0, i32 5
  %23 = getelementptr inbounds %struct.parser, %struct.parser* %5, i64 0, i32 4
  %24 = getelementptr inbounds %struct.parser, %struct.parser* %5, i64 0, i32 6
  %25 = bitcast i32** %23 to i8**
  br label %31

26:                                               ; preds = %202, %13
  %27 = phi i32 [ %16, %13 ], [ %204, %202 ]
  %28 = getelementptr inbounds %struct.parser, %struct.parser* %5, i64 0, i32 5
  %29 = load i32, i32* %28, align 8, !tbaa !17
  %30 = icmp eq i32 %29, 1
  br i1 %30, label %213, label %210

31:                                               ; preds = %202, %21
  %32 = phi i8 [ %19, %21 ], [ %208, %202 ]
  %33 = phi i32 [ %16, %21 ], [ %204, %202 ]
  %34 = sext i8 %32 to i32
  %35 = add i8 %32, -48
  %36 = icmp ult i8 %35, 10
  br i1 %36, label %37, label %66

37:                                               ; preds = %31
  %38 = add nsw i32 %34, -48
  %39 = load i32, i32* %22, align 8, !tbaa !17
  %40 = load i32, i32* %24, align 4, !tbaa !18
  %41 = icmp eq i32 %39, %40
  br i1 %41, label %44, label %42

42:                                               ; preds = %37
  %43 = load i32*, i32** %23, align 8, !tbaa !19
  br label %60

44:                                               ; preds = %37
  %45 = icmp eq i32 %39, 0
  %46 = shl nsw i32 %39, 1
  %47 = select i1 %45, i32 4, i32 %46
  %48 = load i8*, i8** %25, align 8, !tbaa !19
  %49 = sext i32 %47 to i64
  %50 = shl nsw i64 %49, 2
  %51 = call i8* @realloc(i8* noundef %48, i64 noundef %50) #7
  %52 = icmp eq i8* %51, null
  br i1 %52, label %53, label %57

53:                                               ; preds = %44
  %54 = getelementptr inbounds %struct.parser, %struct.parser* %5, i64 0, i32 3, i64 0
  %55 = load i32, i32* %14, align 8, !tbaa !15
  %56 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %54, i64 noundef 64, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef %55) #7
  call void @longjmp(%struct.__jmp_buf_tag* noundef nonnull %10, i32 noundef 1) #9
  unreachable

57:                                               ; preds = %44
  store i8* %51, i8** %25, align 8, !tbaa !19
  store i32 %47, i32* %24, align 4, !tbaa !18
  %58 = bitcast i8* %51 to i32*
  %59 = load i32, i32* %22, align 8, !tbaa !17
  br label %60

60:                                               ; preds = %57, %42
  %61 = phi i32 [ %39, %42 ], [ %59, %57 ]
  %62 = phi i32* [ %43, %42 ], [ %58, %57 ]
  %63 = add nsw i32 %61, 1
  store i32 %63, i32* %22, align 8, !tbaa !17
  %64 = sext i32 %61 to i64
  %65 = getelementptr inbounds i32, i32* %62, i64 %64
  store i32 %38, i32* %65, align 4, !tbaa !9
  br label %202

66:                                               ; preds = %31
  %67 = icmp eq i8 %32, 32
  br i1 %67, label %202, label %68

68:                                               ; preds = %66
  %69 = load i32, i32* %22, align 8, !tbaa !17
  %70 = icmp eq i32 %69, 0
  br i1 %70, label %71, label %74

71:                                               ; preds = %68
  %72 = getelementptr inbounds %struct.parser, %struct.parser* %5, i64 0, i32 3, i64 0
  %73 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %72, i64 noundef 64, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.10, i64 0, i64 0), i32 noundef %33) #7
  call void @longjmp(%struct.__jmp_buf_tag* noundef nonnull %10, i32 noundef 1) #9
  unreachable

74:                                               ; preds = %68
  %75 = load i32*, i32** %23, align 8, !tbaa !19
  %76 = add nsw i32 %69, -1
  store i32 %76, i32* %22, align 8, !tbaa !17
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds i32, i32* %75, i64 %77
  %79 = load i32, i32* %78, align 4, !tbaa !9
  %80 = icmp eq i32 %76, 0
  %81 = bitcast i32* %75 to i8*
  br i1 %80, label %82, label %85

82:                                               ; preds = %74
  %83 = getelementptr inbounds %struct.parser, %struct.parser* %5, i64 0, i32 3, i64 0
  %84 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %83, i64 noundef 64, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.10, i64 0, i64 0), i32 noundef %33) #7
  call void @longjmp(%struct.__jmp_buf_tag* noundef nonnull %10, i32 noundef 1) #9
  unreachable

85:                                               ; preds = %74
  %86 = add nsw i32 %69, -2
  store i32 %86, i32* %22, align 8, !tbaa !17
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds i32, i32* %75, i64 %87
  %89 = load i32, i32* %88, align 4, !tbaa !9
  switch i32 %34, label %199 [
    i32 43, label %90
    i32 45, label %116
    i32 42, label %142
    i32 47, label %168
  ]

90:                                               ; preds = %85
  %91 = add nsw i32 %89, %79
  %92 = load i32, i32* %24, align 4, !tbaa !18
  %93 = icmp eq i32 %86, %92
  br i1 %93, label %94, label %110

94:                                               ; preds = %90
  %95 = icmp eq i32 %86, 0
  %96 = shl nsw i32 %86, 1
  %97 = select i1 %95, i32 4, i32 %96
  %98 = sext i32 %97 to i64
  %99 = shl nsw i64 %98, 2
  %100 = call i8* @realloc(i8* noundef nonnull %81, i64 noundef %99) #7
  %101 = icmp eq i8* %100, null
  br i1 %101, label %102, label %106

102:                                              ; preds = %94
  %103 = getelementptr inbounds %struct.parser, %struct.parser* %5, i64 0, i32 3, i64 0
  %104 = load i32, i32* %14, align 8, !tbaa !15
  %105 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %103, i64 noundef 64, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef %104) #7
  call void @longjmp(%struct.__jmp_buf_tag* noundef nonnull %10, i32 noundef 1) #9
  unreachable

106:                                              ; preds = %94
  store i8* %100, i8** %25, align 8, !tbaa !19
  store i32 %97, i32* %24, align 4, !tbaa !18
  %107 = bitcast i8* %100 to i32*
  %108 = load i32, i32* %22, align 8, !tbaa !17
  %109 = sext i32 %108 to i64
  br label %110

110:                                              ; preds = %106, %90
  %111 = phi i64 [ %87, %90 ], [ %109, %106 ]
  %112 = phi i32 [ %86, %90 ], [ %108, %106 ]
  %113 = phi i32* [ %75, %90 ], [ %107, %106 ]
  %114 = add nsw i32 %112, 1
  store i32 %114, i32* %22, align 8, !tbaa !17
  %115 = getelementptr inbounds i32, i32* %113, i64 %111
  store i32 %91, i32* %115, align 4, !tbaa !9
  br label %202

116:                                              ; preds = %85
  %117 = sub nsw i32 %89, %79
  %118 = load i32, i32* %24, align 4, !tbaa !18
  %119 = icmp eq i32 %86, %118
  br i1 %119, label %120, label %136

120:                                              ; preds = %116
  %121 = icmp eq i32 %86, 0
  %122 = shl nsw i32 %86, 1
  %123 = select i1 %121, i32 4, i32 %122
  %124 = sext i32 %123 to i64
  %125 = shl nsw i64 %124, 2
  %126 = call i8* @realloc(i8* noundef nonnull %81, i64 noundef %125) #7
  %127 = icmp eq i8* %126, null
  br i1 %127, label %128, label %132

128:                                              ; preds = %120
  %129 = getelementptr inbounds %struct.parser, %struct.parser* %5, i64 0, i32 3, i64 0
  %130 = load i32, i32* %14, align 8, !tbaa !15
  %131 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %129, i64 noundef 64, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef %130) #7
  call void @longjmp(%struct.__jmp_buf_tag* noundef nonnull %10, i32 noundef 1) #9
  unreachable

132:                                              ; preds = %120
  store i8* %126, i8** %25, align 8, !tbaa !19
  store i32 %123, i32* %24, align 4, !tbaa !18
  %133 = bitcast i8* %126 to i32*
  %134 = load i32, i32* %22, align 8, !tbaa !17
  %135 = sext i32 %134 to i64
  br label %136

136:                                              ; preds = %132, %116
  %137 = phi i64 [ %87, %116 ], [ %135, %132 ]
  %138 = phi i32 [ %86, %116 ], [ %134, %132 ]
  %139 = phi i32* [ %75, %116 ], [ %133, %132 ]
  %140 = add nsw i32 %138, 1
  store i32 %140, i32* %22, align 8, !tbaa !17
  %141 = getelementptr inbounds i32, i32* %139, i64 %137
  store i32 %117, i32* %141, align 4, !tbaa !9
  br label %202

142:                                              ; preds = %85
  %143 = mul nsw i32 %89, %79
  %144 = load i32, i32* %24, align 4, !tbaa !18
  %145 = icmp eq i32 %86, %144
  br i1 %145, label %146, label %162

146:                                              ; preds = %142
  %147 = icmp eq i32 %86, 0
  %148 = shl nsw i32 %86, 1
  %149 = select i1 %147, i32 4, i32 %148
  %150 = sext i32 %149 to i64
  %151 = shl nsw i64 %150, 2
  %152 = call i8* @realloc(i8* noundef nonnull %81, i64 noundef %151) #7
  %153 = icmp eq i8* %152, null
  br i1 %153, label %154, label %158

154:                                              ; preds = %146
  %155 = getelementptr inbounds %struct.parser, %struct.parser* %5, i64 0, i32 3, i64 0
  %156 = load i32, i32* %14, align 8, !tbaa !15
  %157 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %155, i64 noundef 64, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef %156) #7
  call void @longjmp(%struct.__jmp_buf_tag* noundef nonnull %10, i32 noundef 1) #9
  unreachable

158:                                              ; preds = %146
  store i8* %152, i8** %25, align 8, !tbaa !19
  store i32 %149, i32* %24, align 4, !tbaa !18
  %159 = bitcast i8* %152 to i32*
  %160 = load i32, i32* %22, align 8, !tbaa !17
  %161 = sext i32 %160 to i64
  br label %162

162:                                              ; preds = %158, %142
  %163 = phi i64 [ %87, %142 ], [ %161, %158 ]
  %164 = phi i32 [ %86, %142 ], [ %160, %158 ]
  %165 = phi i32* [ %75, %142 ], [ %159, %158 ]
  %166 = add nsw i32 %164, 1
  store i32 %166, i32* %22, align 8, !tbaa !17
  %167 = getelementptr inbounds i32, i32* %165, i64 %163
  store i32 %143, i32* %167, align 4, !tbaa !9
  br label %202

168:                                              ; preds = %85
  %169 = icmp eq i32 %79, 0
  br i1 %169, label %170, label %173

170:                                              ; preds = %168
  %171 = getelementptr inbounds %struct.parser, %struct.parser* %5, i64 0, i32 3, i64 0
  %172 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %171, i64 noundef 64, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.6, i64 0, i64 0), i32 noundef %33) #7
  call void @longjmp(%struct.__jmp_buf_tag* noundef nonnull %10, i32 noundef 1) #9
  unreachable

173:                                              ; preds = %168
  %174 = sdiv i32 %89, %79
  %175 = load i32, i32* %24, align 4, !tbaa !18
  %176 = icmp eq i32 %86, %175
  br i1 %176, label %177, label %193

177:                                              ; preds = %173
  %178 = icmp eq i32 %86, 0
  %179 = shl nsw i32 %86, 1
  %180 = select i1 %178, i32 4, i32 %179
  %181 = sext i32 %180 to i64
  %182 = shl nsw i64 %181, 2
  %183 = call i8* @realloc(i8* noundef nonnull %81, i64 noundef %182) #7
  %184 = icmp eq i8* %183, null
  br i1 %184, label %185, label %189

185:                                              ; preds = %177
  %186 = getelementptr inbounds %struct.parser, %struct.parser* %5, i64 0, i32 3, i64 0
  %187 = load i32, i32* %14, align 8, !tbaa !15
  %188 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %186, i64 noundef 64, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef %187) #7
  call void @longjmp(%struct.__jmp_buf_tag* noundef nonnull %10, i32 noundef 1) #9
  unreachable

189:                                              ; preds = %177
  store i8* %183, i8** %25, align 8, !tbaa !19
  store i32 %180, i32* %24, align 4, !tbaa !18
  %190 = bitcast i8* %183 to i32*
  %191 = load i32, i32* %22, align 8, !tbaa !17
  %192 = sext i32 %191 to i64
  br label %193

193:                                              ; preds = %189, %173
  %194 = phi i64 [ %87, %173 ], [ %192, %189 ]
  %195 = phi i32 [ %86, %173 ], [ %191, %189 ]
  %196 = phi i32* [ %75, %173 ], [ %190, %189 ]
  %197 = add nsw i32 %195, 1
  store i32 %197, i32* %22, align 8, !tbaa !17
  %198 = getelementptr inbounds i32, i32* %196, i64 %194
  store i32 %174, i32* %198, align 4, !tbaa !9
  br label %202

199:                                              ; preds = %85
  %200 = getelementptr inbounds %struct.parser, %struct.parser* %5, i64 0, i32 3, i64 0
  %201 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %200, i64 noundef 64, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i64 0, i64 0), i32 noundef %33) #7
  call void @longjmp(%struct.__jmp_buf_tag* noundef nonnull %10, i32 noundef 1) #9
  unreachable

202:                                              ; preds = %193, %162, %136, %110, %66, %60
  %203 = load i32, i32* %14, align 8, !tbaa !15
  %204 = add nsw i32 %203, 1
  store i32 %204, i32* %14, align 8, !tbaa !15
  %205 = load i8*, i8** %9, align 8, !tbaa !13
  %206 = sext i32 %204 to i64
  %207 = getelementptr inbounds i8, i8* %205, i64 %206
  %208 = load i8, i8* %207, align 1, !tbaa !16
  %209 = icmp eq i8 %208, 0
  br i1 %209, label %26, label %31, !llvm.loop !20

210:                                              ; preds = %26
  %211 = getelementptr inbounds %struct.parser, %struct.parser* %5, i64 0, i32 3, i64 0
  %212 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %211, i64 noundef 64, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.8, i64 0, i64 0), i32 noundef %27) #7
  call void @longjmp(%struct.__jmp_buf_tag* noundef nonnull %10, i32 noundef 1) #9
  unreachable

213:                                              ; preds = %26
  %214 = getelementptr inbounds %struct.parser, %struct.parser* %5, i64 0, i32 4
  %215 = load i32*, i32** %214, align 8, !tbaa !19
  %216 = load i32, i32* %215, align 4, !tbaa !9
  store i32 %216, i32* %1, align 4, !tbaa !9
  store volatile i32 1, i32* %3, align 4, !tbaa !9
  %217 = bitcast i32* %215 to i8*
  br label %225

218:                                              ; preds = %8
  %219 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !5
  %220 = getelementptr inbounds %struct.parser, %struct.parser* %5, i64 0, i32 3, i64 0
  %221 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %219, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i64 0, i64 0), i8* noundef nonnull %220) #10
  %222 = getelementptr inbounds %struct.parser, %struct.parser* %5, i64 0, i32 4
  %223 = bitcast i32** %222 to i8**
  %224 = load i8*, i8** %223, align 8, !tbaa !19
  br label %225

225:                                              ; preds = %218, %213
  %226 = phi i8* [ %224, %218 ], [ %217, %213 ]
  call void @free(i8* noundef %226) #7
  call void @free(i8* noundef nonnull %4) #7
  %227 = load volatile i32, i32* %3, align 4, !tbaa !9
  br label %228

228:                                              ; preds = %2, %225
  %229 = phi i32 [ %227, %225 ], [ 0, %2 ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %6)
  ret i32 %229
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(%struct.__jmp_buf_tag* noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(%struct._IO_FILE* nocapture noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare noalias noundef i8* @realloc(i8* nocapture noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(i8* noalias nocapture noundef writeonly, i64 noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare void @longjmp(%struct.__jmp_buf_tag* noundef, i32 noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind returns_twice "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind returns_twice }
attributes #9 = { noreturn nounwind }
attributes #10 = { cold }

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
