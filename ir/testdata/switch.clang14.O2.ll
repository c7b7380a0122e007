; ModuleID = 'switch.c'
source_filename = "switch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.token = type { i32, i32, i32, i64 }

@.str = private unnamed_addr constant [26 x i8] c"x = 42 * (y + \22s\\\22q\22) % 7\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"%s '%.*s'\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"%d %d %zu\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"eof\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"num\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"ident\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"op\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"(\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c")\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"string\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"error\00", align 1
@.str.11 = private unnamed_addr constant [2 x i8] c"?\00", align 1
@reltable.main = private unnamed_addr constant [8 x i32] [i32 trunc (i64 sub (i64 ptrtoint ([4 x i8]* @.str.3 to i64), i64 ptrtoint ([8 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([4 x i8]* @.str.4 to i64), i64 ptrtoint ([8 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([6 x i8]* @.str.5 to i64), i64 ptrtoint ([8 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([3 x i8]* @.str.6 to i64), i64 ptrtoint ([8 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([2 x i8]* @.str.7 to i64), i64 ptrtoint ([8 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([2 x i8]* @.str.8 to i64), i64 ptrtoint ([8 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([7 x i8]* @.str.9 to i64), i64 ptrtoint ([8 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([6 x i8]* @.str.10 to i64), i64 ptrtoint ([8 x i32]* @reltable.main to i64)) to i32)], align 4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [32 x %struct.token], align 16
  %4 = bitcast [32 x %struct.token]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 768, i8* nonnull %4) #6
  %5 = icmp sgt i32 %0, 1
  br i1 %5, label %6, label %9

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8*, i8** %1, i64 1
  %8 = load i8*, i8** %7, align 8, !tbaa !5
  br label %9

9:                                                ; preds = %2, %6
  %10 = phi i8* [ %8, %6 ], [ getelementptr inbounds ([26 x i8], [26 x i8]* @.str, i64 0, i64 0), %2 ]
  br label %11

11:                                               ; preds = %127, %9
  %12 = phi i32 [ 0, %9 ], [ %132, %127 ]
  %13 = phi i32 [ 0, %9 ], [ %131, %127 ]
  %14 = phi i32 [ 0, %9 ], [ %130, %127 ]
  %15 = phi i32 [ 0, %9 ], [ %129, %127 ]
  %16 = phi i64 [ 0, %9 ], [ %128, %127 ]
  %17 = sext i32 %13 to i64
  %18 = getelementptr inbounds i8, i8* %10, i64 %17
  %19 = load i8, i8* %18, align 1, !tbaa !9
  switch i32 %15, label %127 [
    i32 0, label %20
    i32 1, label %60
    i32 2, label %82
    i32 3, label %102
    i32 4, label %125
    i32 5, label %134
  ]

20:                                               ; preds = %11
  %21 = sext i8 %19 to i32
  %22 = icmp eq i8 %19, 0
  br i1 %22, label %45, label %23

23:                                               ; preds = %20
  %24 = tail call i16** @__ctype_b_loc() #7
  %25 = load i16*, i16** %24, align 8, !tbaa !5
  %26 = zext i8 %19 to i64
  %27 = getelementptr inbounds i16, i16* %25, i64 %26
  %28 = load i16, i16* %27, align 2, !tbaa !10
  %29 = zext i16 %28 to i32
  %30 = and i32 %29, 2048
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %32, label %127, !llvm.loop !12

32:                                               ; preds = %23
  %33 = and i32 %29, 1024
  %34 = icmp ne i32 %33, 0
  %35 = icmp eq i8 %19, 95
  %36 = select i1 %34, i1 true, i1 %35
  br i1 %36, label %56, label %37

37:                                               ; preds = %32
  %38 = icmp eq i8 %19, 34
  br i1 %38, label %56, label %39

39:                                               ; preds = %37
  switch i32 %21, label %43 [
    i32 32, label %56
    i32 9, label %56
    i32 10, label %56
    i32 40, label %45
    i32 41, label %40
    i32 43, label %41
    i32 45, label %41
    i32 42, label %41
    i32 47, label %41
    i32 37, label %41
    i32 61, label %41
  ]

40:                                               ; preds = %39
  br label %45

41:                                               ; preds = %39, %39, %39, %39, %39, %39
  %42 = sext i8 %19 to i64
  br label %45

43:                                               ; preds = %39
  %44 = sext i8 %19 to i64
  br label %45

45:                                               ; preds = %39, %20, %43, %41, %40
  %46 = phi i32 [ 7, %43 ], [ 3, %41 ], [ 5, %40 ], [ 0, %20 ], [ 4, %39 ]
  %47 = phi i32 [ 1, %43 ], [ 1, %41 ], [ 1, %40 ], [ 0, %20 ], [ 1, %39 ]
  %48 = phi i64 [ %44, %43 ], [ %42, %41 ], [ 0, %40 ], [ 0, %20 ], [ 0, %39 ]
  %49 = phi i32 [ 0, %43 ], [ 0, %41 ], [ 0, %40 ], [ 5, %20 ], [ 0, %39 ]
  %50 = add nsw i32 %12, 1
  %51 = sext i32 %12 to i64
  %52 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %51, i32 0
  store i32 %46, i32* %52, align 8
  %53 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %51, i32 1
  store i32 %13, i32* %53, align 4
  %54 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %51, i32 2
  store i32 %47, i32* %54, align 8
  %55 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %51, i32 3
  store i64 %48, i64* %55, align 8
  br label %56

56:                                               ; preds = %45, %39, %39, %39, %37, %32
  %57 = phi i32 [ 0, %39 ], [ 0, %39 ], [ 0, %39 ], [ 2, %32 ], [ 3, %37 ], [ %49, %45 ]
  %58 = phi i32 [ %12, %39 ], [ %12, %39 ], [ %12, %39 ], [ %12, %32 ], [ %12, %37 ], [ %50, %45 ]
  %59 = add nsw i32 %13, 1
  br label %127

60:                                               ; preds = %11
  %61 = tail call i16** @__ctype_b_loc() #7
  %62 = load i16*, i16** %61, align 8, !tbaa !5
  %63 = zext i8 %19 to i64
  %64 = getelementptr inbounds i16, i16* %62, i64 %63
  %65 = load i16, i16* %64, align 2, !tbaa !10
  %66 = and i16 %65, 2048
  %67 = icmp eq i16 %66, 0
  br i1 %67, label %74, label %68

68:                                               ; preds = %60
  %69 = mul nsw i64 %16, 10
  %70 = sext i8 %19 to i64
  %71 = add i64 %69, -48
  %72 = add i64 %71, %70
  %73 = add nsw i32 %13, 1
  br label %127

74:                                               ; preds = %60
  %75 = add nsw i32 %12, 1
  %76 = sext i32 %12 to i64
  %77 = sub nsw i32 %13, %14
  %78 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %76, i32 0
  store i32 1, i32* %78, align 8, !tbaa.struct !14
  %79 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %76, i32 1
  store i32 %14, i32* %79, align 4, !tbaa.struct !19
  %80 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %76, i32 2
  store i32 %77, i32* %80, align 8, !tbaa.struct !20
  %81 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %76, i32 3
  store i64 %16, i64* %81, align 8, !tbaa.struct !21
  br label %127

82:                                               ; preds = %11
  %83 = tail call i16** @__ctype_b_loc() #7
  %84 = load i16*, i16** %83, align 8, !tbaa !5
  %85 = zext i8 %19 to i64
  %86 = getelementptr inbounds i16, i16* %84, i64 %85
  %87 = load i16, i16* %86, align 2, !tbaa !10
  %88 = and i16 %87, 8
  %89 = icmp ne i16 %88, 0
  %90 = icmp eq i8 %19, 95
  %91 = select i1 %89, i1 true, i1 %90
  br i1 %91, label %92, label %94

92:                                               ; preds = %82
  %93 = add nsw i32 %13, 1
  br label %127

94:                                               ; preds = %82
  %95 = add nsw i32 %12, 1
  %96 = sext i32 %12 to i64
  %97 = sub nsw i32 %13, %14
  %98 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %96, i32 0
  store i32 2, i32* %98, align 8, !tbaa.struct !14
  %99 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %96, i32 1
  store i32 %14, i32* %99, align 4, !tbaa.struct !19
  %100 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %96, i32 2
  store i32 %97, i32* %100, align 8, !tbaa.struct !20
  %101 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %96, i32 3
  store i64 0, i64* %101, align 8, !tbaa.struct !21
  br label %127

102:                                              ; preds = %11
  switch i8 %19, label %120 [
    i8 92, label %121
    i8 34, label %103
    i8 0, label %112
  ]

103:                                              ; preds = %102
  %104 = add nsw i32 %12, 1
  %105 = sext i32 %12 to i64
  %106 = add nsw i32 %13, 1
  %107 = sub i32 %106, %14
  %108 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %105, i32 0
  store i32 6, i32* %108, align 8, !tbaa.struct !14
  %109 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %105, i32 1
  store i32 %14, i32* %109, align 4, !tbaa.struct !19
  %110 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %105, i32 2
  store i32 %107, i32* %110, align 8, !tbaa.struct !20
  %111 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %105, i32 3
  store i64 0, i64* %111, align 8, !tbaa.struct !21
  br label %121

112:                                              ; preds = %102
  %113 = add nsw i32 %12, 1
  %114 = sext i32 %12 to i64
  %115 = sub nsw i32 %13, %14
  %116 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %114, i32 0
  store i32 7, i32* %116, align 8, !tbaa.struct !14
  %117 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %114, i32 1
  store i32 %14, i32* %117, align 4, !tbaa.struct !19
  %118 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %114, i32 2
  store i32 %115, i32* %118, align 8, !tbaa.struct !20
  %119 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %114, i32 3
  store i64 0, i64* %119, align 8, !tbaa.struct !21
  br label %127, !llvm.loop !12

120:                                              ; preds = %102
  br label %121

121:                                              ; preds = %120, %103, %102
  %122 = phi i32 [ 0, %103 ], [ 4, %102 ], [ 3, %120 ]
  %123 = phi i32 [ %104, %103 ], [ %12, %102 ], [ %12, %120 ]
  %124 = add nsw i32 %13, 1
  br label %127

125:                                              ; preds = %11
  %126 = add nsw i32 %13, 1
  br label %127

127:                                              ; preds = %125, %121, %112, %94, %92, %74, %68, %56, %23, %11
  %128 = phi i64 [ %16, %112 ], [ 0, %23 ], [ %16, %11 ], [ %16, %125 ], [ %16, %121 ], [ %16, %92 ], [ %16, %94 ], [ %72, %68 ], [ %16, %74 ], [ %16, %56 ]
  %129 = phi i32 [ 0, %112 ], [ 1, %23 ], [ %15, %11 ], [ 3, %125 ], [ %122, %121 ], [ 2, %92 ], [ 0, %94 ], [ 1, %68 ], [ 0, %74 ], [ %57, %56 ]
  %130 = phi i32 [ %14, %112 ], [ %13, %23 ], [ %14, %11 ], [ %14, %125 ], [ %14, %121 ], [ %14, %92 ], [ %14, %94 ], [ %14, %68 ], [ %14, %74 ], [ %13, %56 ]
  %131 = phi i32 [ %13, %112 ], [ %13, %23 ], [ %13, %11 ], [ %126, %125 ], [ %124, %121 ], [ %93, %92 ], [ %13, %94 ], [ %73, %68 ], [ %13, %74 ], [ %59, %56 ]
  %132 = phi i32 [ %113, %112 ], [ %12, %23 ], [ %12, %11 ], [ %12, %125 ], [ %123, %121 ], [ %12, %92 ], [ %95, %94 ], [ %12, %68 ], [ %75, %74 ], [ %58, %56 ]
  %133 = icmp slt i32 %132, 32
  br i1 %133, label %11, label %136

134:                                              ; preds = %11
  %135 = icmp sgt i32 %12, 0
  br i1 %135, label %136, label %139

136:                                              ; preds = %127, %134
  %137 = phi i32 [ %12, %134 ], [ %132, %127 ]
  %138 = zext i32 %137 to i64
  br label %150

139:                                              ; preds = %159, %134
  %140 = mul nsw i32 %0, 302
  switch i32 %140, label %145 [
    i32 200, label %141
    i32 500, label %144
    i32 204, label %146
    i32 404, label %143
    i32 302, label %142
  ]

141:                                              ; preds = %139
  br label %146

142:                                              ; preds = %139
  br label %146

143:                                              ; preds = %139
  br label %146

144:                                              ; preds = %139
  br label %146

145:                                              ; preds = %139
  br label %146

146:                                              ; preds = %139, %141, %142, %143, %144, %145
  %147 = phi i32 [ -1, %145 ], [ 5, %144 ], [ 4, %143 ], [ 3, %142 ], [ 10, %139 ], [ 11, %141 ]
  %148 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %10) #8
  %149 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i64 0, i64 0), i32 noundef 11, i32 noundef %147, i64 noundef %148)
  call void @llvm.lifetime.end.p0i8(i64 768, i8* nonnull %4) #6
  ret i32 0

150:                                              ; preds = %136, %159
  %151 = phi i64 [ 0, %136 ], [ %168, %159 ]
  %152 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %151, i32 0
  %153 = load i32, i32* %152, align 8, !tbaa !22
  %154 = icmp ult i32 %153, 8
  br i1 %154, label %155, label %159

155:                                              ; preds = %150
  %156 = sext i32 %153 to i64
  %157 = shl i64 %156, 2
  %158 = call i8* @llvm.load.relative.i64(i8* bitcast ([8 x i32]* @reltable.main to i8*), i64 %157)
  br label %159

159:                                              ; preds = %150, %155
  %160 = phi i8* [ %158, %155 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.11, i64 0, i64 0), %150 ]
  %161 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %151, i32 2
  %162 = load i32, i32* %161, align 8, !tbaa !24
  %163 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %3, i64 0, i64 %151, i32 1
  %164 = load i32, i32* %163, align 4, !tbaa !25
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds i8, i8* %10, i64 %165
  %167 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* noundef nonnull %160, i32 noundef %162, i8* noundef %166)
  %168 = add nuw nsw i64 %151, 1
  %169 = icmp eq i64 %168, %138
  br i1 %169, label %139, label %150, !llvm.loop !26
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i16** @__ctype_b_loc() local_unnamed_addr #4

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare i8* @llvm.load.relative.i64(i8*, i64) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly nofree nosync nounwind readonly willreturn }
attributes #6 = { nounwind }
attributes #7 = { nounwind readnone willreturn }
attributes #8 = { nounwind readonly willreturn }

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
!11 = !{!"short", !7, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{i64 0, i64 4, !9, i64 4, i64 4, !15, i64 8, i64 4, !15, i64 16, i64 8, !17}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !7, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"long", !7, i64 0}
!19 = !{i64 0, i64 4, !15, i64 4, i64 4, !15, i64 12, i64 8, !17}
!20 = !{i64 0, i64 4, !15, i64 8, i64 8, !17}
!21 = !{i64 0, i64 8, !17}
!22 = !{!23, !7, i64 0}
!23 = !{!"token", !7, i64 0, !16, i64 4, !16, i64 8, !18, i64 16}
!24 = !{!23, !16, i64 8}
!25 = !{!23, !16, i64 4}
!26 = distinct !{!26, !13}
