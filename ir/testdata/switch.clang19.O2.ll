; ModuleID = 'switch.c'
source_filename = "switch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
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
@switch.table.main.rel = private unnamed_addr constant [8 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @switch.table.main.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @switch.table.main.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.5 to i64), i64 ptrtoint (ptr @switch.table.main.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.6 to i64), i64 ptrtoint (ptr @switch.table.main.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.7 to i64), i64 ptrtoint (ptr @switch.table.main.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.8 to i64), i64 ptrtoint (ptr @switch.table.main.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.9 to i64), i64 ptrtoint (ptr @switch.table.main.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.10 to i64), i64 ptrtoint (ptr @switch.table.main.rel to i64)) to i32)], align 4

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [32 x %struct.token], align 16
  call void @llvm.lifetime.start.p0(i64 768, ptr nonnull %3) #6
  %4 = icmp sgt i32 %0, 1
  br i1 %4, label %5, label %8

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !5
  br label %8

8:                                                ; preds = %2, %5
  %9 = phi ptr [ %7, %5 ], [ @.str, %2 ]
  br label %10

10:                                               ; preds = %145, %8
  %11 = phi i32 [ 0, %8 ], [ %150, %145 ]
  %12 = phi i32 [ 0, %8 ], [ %149, %145 ]
  %13 = phi i32 [ 0, %8 ], [ %148, %145 ]
  %14 = phi i32 [ 0, %8 ], [ %147, %145 ]
  %15 = phi i64 [ 0, %8 ], [ %146, %145 ]
  %16 = sext i32 %12 to i64
  %17 = getelementptr inbounds i8, ptr %9, i64 %16
  %18 = load i8, ptr %17, align 1, !tbaa !9
  switch i32 %14, label %144 [
    i32 0, label %19
    i32 1, label %77
    i32 2, label %99
    i32 3, label %119
    i32 4, label %142
    i32 5, label %152
  ]

19:                                               ; preds = %10
  %20 = icmp eq i8 %18, 0
  br i1 %20, label %21, label %28

21:                                               ; preds = %19
  %22 = add nsw i32 %11, 1
  %23 = sext i32 %11 to i64
  %24 = getelementptr inbounds %struct.token, ptr %3, i64 %23
  store i32 0, ptr %24, align 8, !tbaa !10
  %25 = getelementptr inbounds i8, ptr %24, i64 4
  store i32 %12, ptr %25, align 4, !tbaa !10
  %26 = getelementptr inbounds i8, ptr %24, i64 8
  store i32 0, ptr %26, align 8, !tbaa !10
  %27 = getelementptr inbounds i8, ptr %24, i64 16
  store i64 0, ptr %27, align 8, !tbaa !12
  br label %73

28:                                               ; preds = %19
  %29 = tail call ptr @__ctype_b_loc() #7
  %30 = load ptr, ptr %29, align 8, !tbaa !5
  %31 = zext i8 %18 to i64
  %32 = getelementptr inbounds i16, ptr %30, i64 %31
  %33 = load i16, ptr %32, align 2, !tbaa !14
  %34 = zext i16 %33 to i32
  %35 = and i32 %34, 2048
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %37, label %145, !llvm.loop !16

37:                                               ; preds = %28
  %38 = and i32 %34, 1024
  %39 = icmp ne i32 %38, 0
  %40 = icmp eq i8 %18, 95
  %41 = select i1 %39, i1 true, i1 %40
  br i1 %41, label %73, label %42

42:                                               ; preds = %37
  switch i8 %18, label %64 [
    i8 34, label %73
    i8 32, label %72
    i8 9, label %72
    i8 10, label %72
    i8 40, label %43
    i8 41, label %50
    i8 43, label %57
    i8 45, label %57
    i8 42, label %57
    i8 47, label %57
    i8 37, label %57
    i8 61, label %57
  ]

43:                                               ; preds = %42
  %44 = add nsw i32 %11, 1
  %45 = sext i32 %11 to i64
  %46 = getelementptr inbounds %struct.token, ptr %3, i64 %45
  store i32 4, ptr %46, align 8, !tbaa !10
  %47 = getelementptr inbounds i8, ptr %46, i64 4
  store i32 %12, ptr %47, align 4, !tbaa !10
  %48 = getelementptr inbounds i8, ptr %46, i64 8
  store i32 1, ptr %48, align 8, !tbaa !10
  %49 = getelementptr inbounds i8, ptr %46, i64 16
  store i64 0, ptr %49, align 8, !tbaa !12
  br label %73

50:                                               ; preds = %42
  %51 = add nsw i32 %11, 1
  %52 = sext i32 %11 to i64
  %53 = getelementptr inbounds %struct.token, ptr %3, i64 %52
  store i32 5, ptr %53, align 8, !tbaa !10
  %54 = getelementptr inbounds i8, ptr %53, i64 4
  store i32 %12, ptr %54, align 4, !tbaa !10
  %55 = getelementptr inbounds i8, ptr %53, i64 8
  store i32 1, ptr %55, align 8, !tbaa !10
  %56 = getelementptr inbounds i8, ptr %53, i64 16
  store i64 0, ptr %56, align 8, !tbaa !12
  br label %73

57:                                               ; preds = %42, %42, %42, %42, %42, %42
  %58 = add nsw i32 %11, 1
  %59 = sext i32 %11 to i64
  %60 = getelementptr inbounds %struct.token, ptr %3, i64 %59
  store i32 3, ptr %60, align 8, !tbaa !10
  %61 = getelementptr inbounds i8, ptr %60, i64 4
  store i32 %12, ptr %61, align 4, !tbaa !10
  %62 = getelementptr inbounds i8, ptr %60, i64 8
  store i32 1, ptr %62, align 8, !tbaa !10
  %63 = getelementptr inbounds i8, ptr %60, i64 16
  store i64 %31, ptr %63, align 8, !tbaa !12
  br label %73

64:                                               ; preds = %42
  %65 = add nsw i32 %11, 1
  %66 = sext i32 %11 to i64
  %67 = getelementptr inbounds %struct.token, ptr %3, i64 %66
  %68 = sext i8 %18 to i64
  store i32 7, ptr %67, align 8, !tbaa !10
  %69 = getelementptr inbounds i8, ptr %67, i64 4
  store i32 %12, ptr %69, align 4, !tbaa !10
  %70 = getelementptr inbounds i8, ptr %67, i64 8
  store i32 1, ptr %70, align 8, !tbaa !10
  %71 = getelementptr inbounds i8, ptr %67, i64 16
  store i64 %68, ptr %71, align 8, !tbaa !12
  br label %73

72:                                               ; preds = %42, %42, %42
  br label %73

73:                                               ; preds = %72, %64, %57, %50, %43, %42, %37, %21
  %74 = phi i32 [ 5, %21 ], [ 0, %64 ], [ 0, %57 ], [ 0, %50 ], [ 0, %43 ], [ 2, %37 ], [ 3, %42 ], [ 0, %72 ]
  %75 = phi i32 [ %22, %21 ], [ %65, %64 ], [ %58, %57 ], [ %51, %50 ], [ %44, %43 ], [ %11, %37 ], [ %11, %42 ], [ %11, %72 ]
  %76 = add nsw i32 %12, 1
  br label %145

77:                                               ; preds = %10
  %78 = tail call ptr @__ctype_b_loc() #7
  %79 = load ptr, ptr %78, align 8, !tbaa !5
  %80 = zext i8 %18 to i64
  %81 = getelementptr inbounds i16, ptr %79, i64 %80
  %82 = load i16, ptr %81, align 2, !tbaa !14
  %83 = and i16 %82, 2048
  %84 = icmp eq i16 %83, 0
  br i1 %84, label %91, label %85

85:                                               ; preds = %77
  %86 = mul nsw i64 %15, 10
  %87 = sext i8 %18 to i64
  %88 = add i64 %86, -48
  %89 = add i64 %88, %87
  %90 = add nsw i32 %12, 1
  br label %145

91:                                               ; preds = %77
  %92 = add nsw i32 %11, 1
  %93 = sext i32 %11 to i64
  %94 = getelementptr inbounds %struct.token, ptr %3, i64 %93
  %95 = sub nsw i32 %12, %13
  store i32 1, ptr %94, align 8, !tbaa !10
  %96 = getelementptr inbounds i8, ptr %94, i64 4
  store i32 %13, ptr %96, align 4, !tbaa !10
  %97 = getelementptr inbounds i8, ptr %94, i64 8
  store i32 %95, ptr %97, align 8, !tbaa !10
  %98 = getelementptr inbounds i8, ptr %94, i64 16
  store i64 %15, ptr %98, align 8, !tbaa !12
  br label %145

99:                                               ; preds = %10
  %100 = tail call ptr @__ctype_b_loc() #7
  %101 = load ptr, ptr %100, align 8, !tbaa !5
  %102 = zext i8 %18 to i64
  %103 = getelementptr inbounds i16, ptr %101, i64 %102
  %104 = load i16, ptr %103, align 2, !tbaa !14
  %105 = and i16 %104, 8
  %106 = icmp ne i16 %105, 0
  %107 = icmp eq i8 %18, 95
  %108 = select i1 %106, i1 true, i1 %107
  br i1 %108, label %109, label %111

109:                                              ; preds = %99
  %110 = add nsw i32 %12, 1
  br label %145

111:                                              ; preds = %99
  %112 = add nsw i32 %11, 1
  %113 = sext i32 %11 to i64
  %114 = getelementptr inbounds %struct.token, ptr %3, i64 %113
  %115 = sub nsw i32 %12, %13
  store i32 2, ptr %114, align 8, !tbaa !10
  %116 = getelementptr inbounds i8, ptr %114, i64 4
  store i32 %13, ptr %116, align 4, !tbaa !10
  %117 = getelementptr inbounds i8, ptr %114, i64 8
  store i32 %115, ptr %117, align 8, !tbaa !10
  %118 = getelementptr inbounds i8, ptr %114, i64 16
  store i64 0, ptr %118, align 8, !tbaa !12
  br label %145

119:                                              ; preds = %10
  switch i8 %18, label %137 [
    i8 92, label %138
    i8 34, label %120
    i8 0, label %129
  ]

120:                                              ; preds = %119
  %121 = add nsw i32 %11, 1
  %122 = sext i32 %11 to i64
  %123 = getelementptr inbounds %struct.token, ptr %3, i64 %122
  %124 = add i32 %12, 1
  %125 = sub i32 %124, %13
  store i32 6, ptr %123, align 8, !tbaa !10
  %126 = getelementptr inbounds i8, ptr %123, i64 4
  store i32 %13, ptr %126, align 4, !tbaa !10
  %127 = getelementptr inbounds i8, ptr %123, i64 8
  store i32 %125, ptr %127, align 8, !tbaa !10
  %128 = getelementptr inbounds i8, ptr %123, i64 16
  store i64 0, ptr %128, align 8, !tbaa !12
  br label %138

129:                                              ; preds = %119
  %130 = add nsw i32 %11, 1
  %131 = sext i32 %11 to i64
  %132 = getelementptr inbounds %struct.token, ptr %3, i64 %131
  %133 = sub nsw i32 %12, %13
  store i32 7, ptr %132, align 8, !tbaa !10
  %134 = getelementptr inbounds i8, ptr %132, i64 4
  store i32 %13, ptr %134, align 4, !tbaa !10
  %135 = getelementptr inbounds i8, ptr %132, i64 8
  store i32 %133, ptr %135, align 8, !tbaa !10
  %136 = getelementptr inbounds i8, ptr %132, i64 16
  store i64 0, ptr %136, align 8, !tbaa !12
  br label %145, !llvm.loop !16

137:                                              ; preds = %119
  br label %138

138:                                              ; preds = %137, %120, %119
  %139 = phi i32 [ 0, %120 ], [ 4, %119 ], [ 3, %137 ]
  %140 = phi i32 [ %121, %120 ], [ %11, %119 ], [ %11, %137 ]
  %141 = add nsw i32 %12, 1
  br label %145

142:                                              ; preds = %10
  %143 = add nsw i32 %12, 1
  br label %145

144:                                              ; preds = %10
  unreachable

145:                                              ; preds = %142, %138, %129, %111, %109, %91, %85, %73, %28
  %146 = phi i64 [ %15, %129 ], [ 0, %28 ], [ %15, %142 ], [ %15, %138 ], [ %15, %109 ], [ %15, %111 ], [ %89, %85 ], [ %15, %91 ], [ %15, %73 ]
  %147 = phi i32 [ 0, %129 ], [ 1, %28 ], [ 3, %142 ], [ %139, %138 ], [ 2, %109 ], [ 0, %111 ], [ 1, %85 ], [ 0, %91 ], [ %74, %73 ]
  %148 = phi i32 [ %13, %129 ], [ %12, %28 ], [ %13, %142 ], [ %13, %138 ], [ %13, %109 ], [ %13, %111 ], [ %13, %85 ], [ %13, %91 ], [ %12, %73 ]
  %149 = phi i32 [ %12, %129 ], [ %12, %28 ], [ %143, %142 ], [ %141, %138 ], [ %110, %109 ], [ %12, %111 ], [ %90, %85 ], [ %12, %91 ], [ %76, %73 ]
  %150 = phi i32 [ %130, %129 ], [ %11, %28 ], [ %11, %142 ], [ %140, %138 ], [ %11, %109 ], [ %112, %111 ], [ %11, %85 ], [ %92, %91 ], [ %75, %73 ]
  %151 = icmp slt i32 %150, 32
  br i1 %151, label %10, label %154

152:                                              ; preds = %10
  %153 = icmp sgt i32 %11, 0
  br i1 %153, label %154, label %157

154:                                              ; preds = %145, %152
  %155 = phi i32 [ %11, %152 ], [ %150, %145 ]
  %156 = zext nneg i32 %155 to i64
  br label %168

157:                                              ; preds = %177, %152
  %158 = mul nsw i32 %0, 302
  switch i32 %158, label %163 [
    i32 200, label %159
    i32 500, label %162
    i32 204, label %164
    i32 404, label %161
    i32 302, label %160
  ]

159:                                              ; preds = %157
  br label %164

160:                                              ; preds = %157
  br label %164

161:                                              ; preds = %157
  br label %164

162:                                              ; preds = %157
  br label %164

163:                                              ; preds = %157
  br label %164

164:                                              ; preds = %157, %159, %160, %161, %162, %163
  %165 = phi i32 [ -1, %163 ], [ 5, %162 ], [ 4, %161 ], [ 3, %160 ], [ 10, %157 ], [ 11, %159 ]
  %166 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %9) #8
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 11, i32 noundef %165, i64 noundef %166)
  call void @llvm.lifetime.end.p0(i64 768, ptr nonnull %3) #6
  ret i32 0

168:                                              ; preds = %154, %177
  %169 = phi i64 [ 0, %154 ], [ %186, %177 ]
  %170 = getelementptr inbounds [32 x %struct.token], ptr %3, i64 0, i64 %169
  %171 = load i32, ptr %170, align 8, !tbaa !18
  %172 = icmp ult i32 %171, 8
  br i1 %172, label %173, label %177

173:                                              ; preds = %168
  %174 = zext nneg i32 %171 to i64
  %175 = shl i64 %174, 2
  %176 = call ptr @llvm.load.relative.i64(ptr @switch.table.main.rel, i64 %175)
  br label %177

177:                                              ; preds = %168, %173
  %178 = phi ptr [ %176, %173 ], [ @.str.11, %168 ]
  %179 = getelementptr inbounds i8, ptr %170, i64 8
  %180 = load i32, ptr %179, align 8, !tbaa !20
  %181 = getelementptr inbounds i8, ptr %170, i64 4
  %182 = load i32, ptr %181, align 4, !tbaa !21
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds i8, ptr %9, i64 %183
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %178, i32 noundef %180, ptr noundef %184)
  %186 = add nuw nsw i64 %169, 1
  %187 = icmp eq i64 %186, %156
  br i1 %187, label %157, label %168, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(none) }
attributes #8 = { nounwind willreturn memory(read) }

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
!9 = !{!7, !7, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !7, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"short", !7, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!19, !11, i64 0}
!19 = !{!"token", !11, i64 0, !11, i64 4, !11, i64 8, !13, i64 16}
!20 = !{!19, !11, i64 8}
!21 = !{!19, !11, i64 4}
!22 = distinct !{!22, !17}
