; ModuleID = 'strings.c'
source_filename = "strings.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.word_count = type { [24 x i8], i32 }

@.str = private unnamed_addr constant [40 x i8] c"The cat and the hat. The end, and again\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"%-8s %d\0A\00", align 1
@__const.main.line = private unnamed_addr constant [18 x i8] c"   width = 0x40  \00", align 16
@.str.2 = private unnamed_addr constant [16 x i8] c"%s -> %ld (%s)\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"has end\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"no end\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c" \09\0A,.\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca [16 x %struct.word_count], align 16
  %6 = alloca [18 x i8], align 16
  %7 = alloca [16 x i8], align 16
  %8 = alloca [32 x i8], align 16
  %9 = getelementptr inbounds [16 x %struct.word_count], [16 x %struct.word_count]* %5, i64 0, i64 0, i32 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 448, i8* nonnull %9) #10
  %10 = icmp sgt i32 %0, 1
  br i1 %10, label %11, label %14

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8*, i8** %1, i64 1
  %13 = load i8*, i8** %12, align 8, !tbaa !5
  br label %14

14:                                               ; preds = %2, %11
  %15 = phi i8* [ %13, %11 ], [ getelementptr inbounds ([40 x i8], [40 x i8]* @.str, i64 0, i64 0), %2 ]
  %16 = tail call noalias i8* @strdup(i8* noundef %15) #10
  %17 = bitcast i8** %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %17) #10
  store i8* null, i8** %4, align 8, !tbaa !5
  %18 = icmp eq i8* %16, null
  br i1 %18, label %19, label %20

19:                                               ; preds = %14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %17) #10
  br label %83

20:                                               ; preds = %14
  %21 = call i8* @strtok_r(i8* noundef nonnull %16, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.6, i64 0, i64 0), i8** noundef nonnull %4) #10
  %22 = icmp eq i8* %21, null
  br i1 %22, label %23, label %24

23:                                               ; preds = %20
  call void @free(i8* noundef nonnull %16) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %17) #10
  br label %83

24:                                               ; preds = %20, %75
  %25 = phi i32 [ %76, %75 ], [ 0, %20 ]
  %26 = phi i8* [ %77, %75 ], [ %21, %20 ]
  %27 = load i8, i8* %26, align 1, !tbaa !9
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %31, label %29

29:                                               ; preds = %24
  %30 = tail call i32** @__ctype_tolower_loc() #11
  br label %35

31:                                               ; preds = %35, %24
  %32 = icmp sgt i32 %25, 0
  br i1 %32, label %33, label %56

33:                                               ; preds = %31
  %34 = zext i32 %25 to i64
  br label %46

35:                                               ; preds = %35, %29
  %36 = phi i8 [ %27, %29 ], [ %44, %35 ]
  %37 = phi i8* [ %26, %29 ], [ %43, %35 ]
  %38 = load i32*, i32** %30, align 8, !tbaa !5
  %39 = zext i8 %36 to i64
  %40 = getelementptr inbounds i32, i32* %38, i64 %39
  %41 = load i32, i32* %40, align 4, !tbaa !10
  %42 = trunc i32 %41 to i8
  store i8 %42, i8* %37, align 1, !tbaa !9
  %43 = getelementptr inbounds i8, i8* %37, i64 1
  %44 = load i8, i8* %43, align 1, !tbaa !9
  %45 = icmp eq i8 %44, 0
  br i1 %45, label %31, label %35, !llvm.loop !12

46:                                               ; preds = %51, %33
  %47 = phi i64 [ 0, %33 ], [ %52, %51 ]
  %48 = getelementptr inbounds [16 x %struct.word_count], [16 x %struct.word_count]* %5, i64 0, i64 %47, i32 0, i64 0
  %49 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %48, i8* noundef nonnull %26) #12
  %50 = icmp eq i32 %49, 0
  br i1 %50, label %54, label %51

51:                                               ; preds = %46
  %52 = add nuw nsw i64 %47, 1
  %53 = icmp eq i64 %52, %34
  br i1 %53, label %59, label %46, !llvm.loop !14

54:                                               ; preds = %46
  %55 = trunc i64 %47 to i32
  br label %56

56:                                               ; preds = %54, %31
  %57 = phi i32 [ 0, %31 ], [ %55, %54 ]
  %58 = icmp eq i32 %57, %25
  br i1 %58, label %59, label %68

59:                                               ; preds = %51, %56
  %60 = icmp eq i32 %25, 16
  br i1 %60, label %75, label %61

61:                                               ; preds = %59
  %62 = sext i32 %25 to i64
  %63 = getelementptr inbounds [16 x %struct.word_count], [16 x %struct.word_count]* %5, i64 0, i64 %62, i32 0, i64 0
  %64 = call i8* @strncpy(i8* noundef nonnull dereferenceable(1) %63, i8* noundef nonnull %26, i64 noundef 23) #10
  %65 = getelementptr inbounds [16 x %struct.word_count], [16 x %struct.word_count]* %5, i64 0, i64 %62, i32 0, i64 23
  store i8 0, i8* %65, align 1, !tbaa !9
  %66 = getelementptr inbounds [16 x %struct.word_count], [16 x %struct.word_count]* %5, i64 0, i64 %62, i32 1
  store i32 0, i32* %66, align 4, !tbaa !15
  %67 = add nsw i32 %25, 1
  br label %68

68:                                               ; preds = %61, %56
  %69 = phi i32 [ %25, %61 ], [ %57, %56 ]
  %70 = phi i32 [ %67, %61 ], [ %25, %56 ]
  %71 = zext i32 %69 to i64
  %72 = getelementptr inbounds [16 x %struct.word_count], [16 x %struct.word_count]* %5, i64 0, i64 %71, i32 1
  %73 = load i32, i32* %72, align 4, !tbaa !15
  %74 = add nsw i32 %73, 1
  store i32 %74, i32* %72, align 4, !tbaa !15
  br label %75

75:                                               ; preds = %68, %59
  %76 = phi i32 [ %70, %68 ], [ 16, %59 ]
  %77 = call i8* @strtok_r(i8* noundef null, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.6, i64 0, i64 0), i8** noundef nonnull %4) #10
  %78 = icmp eq i8* %77, null
  br i1 %78, label %79, label %24, !llvm.loop !17

79:                                               ; preds = %75
  call void @free(i8* noundef %16) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %17) #10
  %80 = icmp sgt i32 %76, 0
  br i1 %80, label %81, label %83

81:                                               ; preds = %79
  %82 = zext i32 %76 to i64
  br label %135

83:                                               ; preds = %135, %23, %19, %79
  %84 = getelementptr inbounds [18 x i8], [18 x i8]* %6, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 18, i8* nonnull %84) #10
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(18) %84, i8* noundef nonnull align 16 dereferenceable(18) getelementptr inbounds ([18 x i8], [18 x i8]* @__const.main.line, i64 0, i64 0), i64 18, i1 false)
  %85 = getelementptr inbounds [16 x i8], [16 x i8]* %7, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %85) #10
  %86 = tail call i16** @__ctype_b_loc() #11
  %87 = load i16*, i16** %86, align 8, !tbaa !5
  %88 = getelementptr inbounds i16, i16* %87, i64 32
  %89 = load i16, i16* %88, align 2, !tbaa !18
  %90 = and i16 %89, 8192
  %91 = icmp eq i16 %90, 0
  br i1 %91, label %103, label %92, !llvm.loop !20

92:                                               ; preds = %83
  %93 = getelementptr inbounds [18 x i8], [18 x i8]* %6, i64 0, i64 1
  br label %94

94:                                               ; preds = %92, %94
  %95 = phi i8* [ %93, %92 ], [ %102, %94 ]
  %96 = load i8, i8* %95, align 1, !tbaa !9
  %97 = zext i8 %96 to i64
  %98 = getelementptr inbounds i16, i16* %87, i64 %97
  %99 = load i16, i16* %98, align 2, !tbaa !18
  %100 = and i16 %99, 8192
  %101 = icmp eq i16 %100, 0
  %102 = getelementptr inbounds i8, i8* %95, i64 1
  br i1 %101, label %103, label %94, !llvm.loop !20

103:                                              ; preds = %94, %83
  %104 = phi i8 [ 32, %83 ], [ %96, %94 ]
  %105 = phi i8* [ %84, %83 ], [ %95, %94 ]
  %106 = call i64 @strlen(i8* noundef nonnull %105) #12
  %107 = icmp sgt i64 %106, 0
  br i1 %107, label %108, label %131

108:                                              ; preds = %103
  %109 = getelementptr inbounds i8, i8* %105, i64 %106
  %110 = getelementptr inbounds i8, i8* %109, i64 -1
  %111 = load i8, i8* %110, align 1, !tbaa !9
  %112 = zext i8 %111 to i64
  %113 = getelementptr inbounds i16, i16* %87, i64 %112
  %114 = load i16, i16* %113, align 2, !tbaa !18
  %115 = and i16 %114, 8192
  %116 = icmp eq i16 %115, 0
  br i1 %116, label %131, label %117

117:                                              ; preds = %108, %120
  %118 = phi i8* [ %122, %120 ], [ %110, %108 ]
  store i8 0, i8* %118, align 1, !tbaa !9
  %119 = icmp ugt i8* %118, %105
  br i1 %119, label %120, label %129, !llvm.loop !21

120:                                              ; preds = %117
  %121 = load i16*, i16** %86, align 8, !tbaa !5
  %122 = getelementptr inbounds i8, i8* %118, i64 -1
  %123 = load i8, i8* %122, align 1, !tbaa !9
  %124 = zext i8 %123 to i64
  %125 = getelementptr inbounds i16, i16* %121, i64 %124
  %126 = load i16, i16* %125, align 2, !tbaa !18
  %127 = and i16 %126, 8192
  %128 = icmp eq i16 %127, 0
  br i1 %128, label %129, label %117

129:                                              ; preds = %120, %117
  %130 = load i8, i8* %105, align 1, !tbaa !9
  br label %131

131:                                              ; preds = %129, %108, %103
  %132 = phi i8 [ %130, %129 ], [ %104, %108 ], [ %104, %103 ]
  %133 = getelementptr inbounds [32 x i8], [32 x i8]* %8, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %133) #10
  %134 = icmp eq i8 %132, 0
  br i1 %134, label %143, label %161

135:                                              ; preds = %81, %135
  %136 = phi i64 [ 0, %81 ], [ %141, %135 ]
  %137 = getelementptr inbounds [16 x %struct.word_count], [16 x %struct.word_count]* %5, i64 0, i64 %136, i32 0, i64 0
  %138 = getelementptr inbounds [16 x %struct.word_count], [16 x %struct.word_count]* %5, i64 0, i64 %136, i32 1
  %139 = load i32, i32* %138, align 4, !tbaa !15
  %140 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0), i8* noundef nonnull %137, i32 noundef %139)
  %141 = add nuw nsw i64 %136, 1
  %142 = icmp eq i64 %141, %82
  br i1 %142, label %83, label %135, !llvm.loop !22

143:                                              ; preds = %169, %131
  %144 = phi i64 [ 0, %131 ], [ %170, %169 ]
  %145 = getelementptr inbounds [32 x i8], [32 x i8]* %8, i64 0, i64 %144
  store i8 0, i8* %145, align 1, !tbaa !9
  %146 = call i8* @strchr(i8* noundef nonnull dereferenceable(1) %133, i32 noundef 61) #12
  %147 = icmp eq i8* %146, null
  br i1 %147, label %183, label %148

148:                                              ; preds = %143
  %149 = ptrtoint i8* %146 to i64
  %150 = ptrtoint [32 x i8]* %8 to i64
  %151 = sub i64 %149, %150
  %152 = icmp ugt i64 %151, 15
  br i1 %152, label %183, label %153

153:                                              ; preds = %148
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 16 %85, i8* nonnull align 16 %133, i64 %151, i1 false) #10
  %154 = getelementptr inbounds [16 x i8], [16 x i8]* %7, i64 0, i64 %151
  store i8 0, i8* %154, align 1, !tbaa !9
  %155 = bitcast i8** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %155) #10
  %156 = getelementptr inbounds i8, i8* %146, i64 1
  %157 = call i64 @strtol(i8* noundef nonnull %156, i8** noundef nonnull %3, i32 noundef 0) #10
  %158 = load i8*, i8** %3, align 8, !tbaa !5
  %159 = load i8, i8* %158, align 1, !tbaa !9
  %160 = icmp eq i8 %159, 0
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %155) #10
  br i1 %160, label %178, label %183

161:                                              ; preds = %131, %169
  %162 = phi i64 [ %175, %169 ], [ 1, %131 ]
  %163 = phi i8 [ %173, %169 ], [ %132, %131 ]
  %164 = phi i64 [ %171, %169 ], [ 0, %131 ]
  %165 = phi i64 [ %170, %169 ], [ 0, %131 ]
  %166 = icmp eq i8 %163, 32
  br i1 %166, label %169, label %167

167:                                              ; preds = %161
  %168 = getelementptr inbounds [32 x i8], [32 x i8]* %8, i64 0, i64 %165
  store i8 %163, i8* %168, align 1, !tbaa !9
  br label %169

169:                                              ; preds = %161, %167
  %170 = phi i64 [ %162, %167 ], [ %165, %161 ]
  %171 = add i64 %164, 1
  %172 = getelementptr inbounds i8, i8* %105, i64 %171
  %173 = load i8, i8* %172, align 1, !tbaa !9
  %174 = icmp ne i8 %173, 0
  %175 = add i64 %170, 1
  %176 = icmp ult i64 %175, 32
  %177 = select i1 %174, i1 %176, i1 false
  br i1 %177, label %161, label %143, !llvm.loop !23

178:                                              ; preds = %153
  %179 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) %15, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0)) #12
  %180 = icmp eq i8* %179, null
  %181 = select i1 %180, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i64 0, i64 0)
  %182 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i8* noundef nonnull %85, i64 noundef %157, i8* noundef %181)
  br label %183

183:                                              ; preds = %143, %148, %178, %153
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %133) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %85) #10
  call void @llvm.lifetime.end.p0i8(i64 18, i8* nonnull %84) #10
  call void @llvm.lifetime.end.p0i8(i64 448, i8* nonnull %9) #10
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i8* @strstr(i8* noundef, i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nofree nounwind willreturn
declare noalias i8* @strdup(i8* nocapture noundef readonly) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare i8* @strtok_r(i8* noundef, i8* nocapture noundef readonly, i8** noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32** @__ctype_tolower_loc() local_unnamed_addr #7

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strcmp(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare i8* @strncpy(i8* noalias noundef returned writeonly, i8* noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #8

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i16** @__ctype_b_loc() local_unnamed_addr #7

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i8* @strchr(i8* noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #4 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { argmemonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }
attributes #11 = { nounwind readnone willreturn }
attributes #12 = { nounwind readonly willreturn }

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
!9 = !{!7, !7, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !7, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = !{!16, !11, i64 24}
!16 = !{!"word_count", !7, i64 0, !11, i64 24}
!17 = distinct !{!17, !13}
!18 = !{!19, !19, i64 0}
!19 = !{!"short", !7, i64 0}
!20 = distinct !{!20, !13}
!21 = distinct !{!21, !13}
!22 = distinct !{!22, !13}
!23 = distinct !{!23, !13}
