; ModuleID = 'hashtable.c'
source_filename = "hashtable.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@main.words = internal unnamed_addr constant [12 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str, ptr @.str.3, ptr @.str.2, ptr @.str, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.1, ptr @.str.7], align 16
@.str = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"pear\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"fig\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"kiwi\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"plum\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"lime\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"date\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"yuzu\00", align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"%zu %zu %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = tail call noalias dereferenceable_or_null(32) ptr @calloc(i64 noundef 4, i64 noundef 8) #8
  %4 = icmp eq ptr %3, null
  br i1 %4, label %209, label %9

5:                                                ; preds = %115
  %6 = icmp sgt i32 %0, 1
  br i1 %6, label %7, label %121

7:                                                ; preds = %5
  %8 = zext nneg i32 %0 to i64
  br label %140

9:                                                ; preds = %2, %115
  %10 = phi i64 [ %119, %115 ], [ 0, %2 ]
  %11 = phi ptr [ %116, %115 ], [ %3, %2 ]
  %12 = phi i64 [ %117, %115 ], [ 4, %2 ]
  %13 = phi i64 [ %118, %115 ], [ 0, %2 ]
  %14 = getelementptr inbounds [12 x ptr], ptr @main.words, i64 0, i64 %10
  %15 = load ptr, ptr %14, align 8, !tbaa !5
  %16 = load i8, ptr %15, align 1, !tbaa !9
  %17 = icmp eq i8 %16, 0
  br i1 %17, label %28, label %18

18:                                               ; preds = %9, %18
  %19 = phi i8 [ %26, %18 ], [ %16, %9 ]
  %20 = phi i32 [ %25, %18 ], [ -2128831035, %9 ]
  %21 = phi ptr [ %22, %18 ], [ %15, %9 ]
  %22 = getelementptr inbounds i8, ptr %21, i64 1
  %23 = zext i8 %19 to i32
  %24 = xor i32 %20, %23
  %25 = mul i32 %24, 16777619
  %26 = load i8, ptr %22, align 1, !tbaa !9
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %28, label %18, !llvm.loop !10

28:                                               ; preds = %18, %9
  %29 = phi i32 [ -2128831035, %9 ], [ %25, %18 ]
  %30 = zext i32 %29 to i64
  %31 = urem i64 %30, %12
  %32 = getelementptr inbounds ptr, ptr %11, i64 %31
  %33 = load ptr, ptr %32, align 8, !tbaa !5
  %34 = icmp eq ptr %33, null
  br i1 %34, label %51, label %35

35:                                               ; preds = %28, %44
  %36 = phi ptr [ %46, %44 ], [ %33, %28 ]
  %37 = getelementptr inbounds i8, ptr %36, i64 12
  %38 = load i32, ptr %37, align 4, !tbaa !12
  %39 = icmp eq i32 %38, %29
  br i1 %39, label %40, label %44

40:                                               ; preds = %35
  %41 = load ptr, ptr %36, align 8, !tbaa !15
  %42 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %41, ptr noundef nonnull readonly dereferenceable(1) %15) #9
  %43 = icmp eq i32 %42, 0
  br i1 %43, label %48, label %44

44:                                               ; preds = %40, %35
  %45 = getelementptr inbounds i8, ptr %36, i64 16
  %46 = load ptr, ptr %45, align 8, !tbaa !5
  %47 = icmp eq ptr %46, null
  br i1 %47, label %51, label %35, !llvm.loop !16

48:                                               ; preds = %40
  %49 = getelementptr inbounds i8, ptr %36, i64 8
  %50 = load i32, ptr %49, align 4, !tbaa !17
  br label %108

51:                                               ; preds = %44, %28
  %52 = add i64 %13, 1
  %53 = mul i64 %12, 3
  %54 = lshr i64 %53, 2
  %55 = icmp ugt i64 %52, %54
  br i1 %55, label %56, label %80

56:                                               ; preds = %51
  %57 = shl i64 %12, 1
  %58 = tail call noalias ptr @calloc(i64 noundef %57, i64 noundef 8) #8
  %59 = icmp eq ptr %58, null
  br i1 %59, label %80, label %61

60:                                               ; preds = %77
  tail call void @free(ptr noundef %11) #10
  br label %80

61:                                               ; preds = %56, %77
  %62 = phi i64 [ %78, %77 ], [ 0, %56 ]
  %63 = getelementptr inbounds ptr, ptr %11, i64 %62
  %64 = load ptr, ptr %63, align 8, !tbaa !5
  %65 = icmp eq ptr %64, null
  br i1 %65, label %77, label %66

66:                                               ; preds = %61, %66
  %67 = phi ptr [ %69, %66 ], [ %64, %61 ]
  %68 = getelementptr inbounds i8, ptr %67, i64 16
  %69 = load ptr, ptr %68, align 8, !tbaa !18
  %70 = getelementptr inbounds i8, ptr %67, i64 12
  %71 = load i32, ptr %70, align 4, !tbaa !12
  %72 = zext i32 %71 to i64
  %73 = urem i64 %72, %57
  %74 = getelementptr inbounds ptr, ptr %58, i64 %73
  %75 = load ptr, ptr %74, align 8, !tbaa !5
  store ptr %75, ptr %68, align 8, !tbaa !18
  store ptr %67, ptr %74, align 8, !tbaa !5
  %76 = icmp eq ptr %69, null
  br i1 %76, label %77, label %66, !llvm.loop !19

77:                                               ; preds = %66, %61
  %78 = add nuw i64 %62, 1
  %79 = icmp eq i64 %78, %12
  br i1 %79, label %60, label %61, !llvm.loop !20

80:                                               ; preds = %60, %56, %51
  %81 = phi i64 [ %12, %56 ], [ %57, %60 ], [ %12, %51 ]
  %82 = phi ptr [ %11, %56 ], [ %58, %60 ], [ %11, %51 ]
  %83 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #11
  %84 = icmp eq ptr %83, null
  br i1 %84, label %115, label %85

85:                                               ; preds = %80
  %86 = tail call noalias ptr @strdup(ptr noundef nonnull readonly %15) #10
  store ptr %86, ptr %83, align 8, !tbaa !15
  %87 = getelementptr inbounds i8, ptr %83, i64 8
  store i32 0, ptr %87, align 8, !tbaa !21
  %88 = load i8, ptr %15, align 1, !tbaa !9
  %89 = icmp eq i8 %88, 0
  br i1 %89, label %100, label %90

90:                                               ; preds = %85, %90
  %91 = phi i8 [ %98, %90 ], [ %88, %85 ]
  %92 = phi i32 [ %97, %90 ], [ -2128831035, %85 ]
  %93 = phi ptr [ %94, %90 ], [ %15, %85 ]
  %94 = getelementptr inbounds i8, ptr %93, i64 1
  %95 = zext i8 %91 to i32
  %96 = xor i32 %92, %95
  %97 = mul i32 %96, 16777619
  %98 = load i8, ptr %94, align 1, !tbaa !9
  %99 = icmp eq i8 %98, 0
  br i1 %99, label %100, label %90, !llvm.loop !10

100:                                              ; preds = %90, %85
  %101 = phi i32 [ -2128831035, %85 ], [ %97, %90 ]
  %102 = getelementptr inbounds i8, ptr %83, i64 12
  store i32 %101, ptr %102, align 4, !tbaa !12
  %103 = zext i32 %101 to i64
  %104 = urem i64 %103, %81
  %105 = getelementptr inbounds ptr, ptr %82, i64 %104
  %106 = load ptr, ptr %105, align 8, !tbaa !5
  %107 = getelementptr inbounds i8, ptr %83, i64 16
  store ptr %106, ptr %107, align 8, !tbaa !18
  store ptr %83, ptr %105, align 8, !tbaa !5
  br label %108

108:                                              ; preds = %48, %100
  %109 = phi i32 [ %50, %48 ], [ 0, %100 ]
  %110 = phi i64 [ %13, %48 ], [ %52, %100 ]
  %111 = phi i64 [ %12, %48 ], [ %81, %100 ]
  %112 = phi ptr [ %11, %48 ], [ %82, %100 ]
  %113 = phi ptr [ %49, %48 ], [ %87, %100 ]
  %114 = add nsw i32 %109, 1
  store i32 %114, ptr %113, align 4, !tbaa !17
  br label %115

115:                                              ; preds = %80, %108
  %116 = phi ptr [ %112, %108 ], [ %82, %80 ]
  %117 = phi i64 [ %111, %108 ], [ %81, %80 ]
  %118 = phi i64 [ %110, %108 ], [ %13, %80 ]
  %119 = add nuw nsw i64 %10, 1
  %120 = icmp eq i64 %119, 12
  br i1 %120, label %5, label %9, !llvm.loop !22

121:                                              ; preds = %183, %5
  %122 = phi i64 [ %118, %5 ], [ %184, %183 ]
  %123 = urem i64 280767167, %117
  %124 = getelementptr inbounds ptr, ptr %116, i64 %123
  %125 = load ptr, ptr %124, align 8, !tbaa !5
  %126 = icmp eq ptr %125, null
  br i1 %126, label %190, label %127

127:                                              ; preds = %121, %136
  %128 = phi ptr [ %138, %136 ], [ %125, %121 ]
  %129 = getelementptr inbounds i8, ptr %128, i64 12
  %130 = load i32, ptr %129, align 4, !tbaa !12
  %131 = icmp eq i32 %130, 280767167
  br i1 %131, label %132, label %136

132:                                              ; preds = %127
  %133 = load ptr, ptr %128, align 8, !tbaa !15
  %134 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %133, ptr noundef nonnull readonly dereferenceable(6) @.str) #9
  %135 = icmp eq i32 %134, 0
  br i1 %135, label %187, label %136

136:                                              ; preds = %132, %127
  %137 = getelementptr inbounds i8, ptr %128, i64 16
  %138 = load ptr, ptr %137, align 8, !tbaa !5
  %139 = icmp eq ptr %138, null
  br i1 %139, label %190, label %127, !llvm.loop !16

140:                                              ; preds = %7, %183
  %141 = phi i64 [ 1, %7 ], [ %185, %183 ]
  %142 = phi i64 [ %118, %7 ], [ %184, %183 ]
  %143 = getelementptr inbounds ptr, ptr %1, i64 %141
  %144 = load ptr, ptr %143, align 8, !tbaa !5
  %145 = load i8, ptr %144, align 1, !tbaa !9
  %146 = icmp eq i8 %145, 0
  br i1 %146, label %157, label %147

147:                                              ; preds = %140, %147
  %148 = phi i8 [ %155, %147 ], [ %145, %140 ]
  %149 = phi i32 [ %154, %147 ], [ -2128831035, %140 ]
  %150 = phi ptr [ %151, %147 ], [ %144, %140 ]
  %151 = getelementptr inbounds i8, ptr %150, i64 1
  %152 = zext i8 %148 to i32
  %153 = xor i32 %149, %152
  %154 = mul i32 %153, 16777619
  %155 = load i8, ptr %151, align 1, !tbaa !9
  %156 = icmp eq i8 %155, 0
  br i1 %156, label %157, label %147, !llvm.loop !10

157:                                              ; preds = %147, %140
  %158 = phi i32 [ -2128831035, %140 ], [ %154, %147 ]
  %159 = zext i32 %158 to i64
  %160 = urem i64 %159, %117
  %161 = getelementptr inbounds ptr, ptr %116, i64 %160
  %162 = load ptr, ptr %161, align 8, !tbaa !5
  %163 = icmp eq ptr %162, null
  br i1 %163, label %183, label %164

164:                                              ; preds = %157, %179
  %165 = phi ptr [ %181, %179 ], [ %162, %157 ]
  %166 = phi ptr [ %180, %179 ], [ %161, %157 ]
  %167 = getelementptr inbounds i8, ptr %165, i64 12
  %168 = load i32, ptr %167, align 4, !tbaa !12
  %169 = icmp eq i32 %168, %158
  br i1 %169, label %170, label %179

170:                                              ; preds = %164
  %171 = load ptr, ptr %165, align 8, !tbaa !15
  %172 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %171, ptr noundef nonnull readonly dereferenceable(1) %144) #9
  %173 = icmp eq i32 %172, 0
  br i1 %173, label %174, label %179

174:                                              ; preds = %170
  %175 = getelementptr inbounds i8, ptr %165, i64 16
  %176 = load ptr, ptr %175, align 8, !tbaa !18
  store ptr %176, ptr %166, align 8, !tbaa !5
  %177 = load ptr, ptr %165, align 8, !tbaa !15
  tail call void @free(ptr noundef %177) #10
  tail call void @free(ptr noundef nonnull %165) #10
  %178 = add i64 %142, -1
  br label %183

179:                                              ; preds = %170, %164
  %180 = getelementptr inbounds i8, ptr %165, i64 16
  %181 = load ptr, ptr %180, align 8, !tbaa !5
  %182 = icmp eq ptr %181, null
  br i1 %182, label %183, label %164, !llvm.loop !23

183:                                              ; preds = %179, %157, %174
  %184 = phi i64 [ %142, %157 ], [ %178, %174 ], [ %142, %179 ]
  %185 = add nuw nsw i64 %141, 1
  %186 = icmp eq i64 %185, %8
  br i1 %186, label %121, label %140, !llvm.loop !24

187:                                              ; preds = %132
  %188 = getelementptr inbounds i8, ptr %128, i64 8
  %189 = load i32, ptr %188, align 8, !tbaa !21
  br label %190

190:                                              ; preds = %136, %121, %187
  %191 = phi i32 [ %189, %187 ], [ 0, %121 ], [ 0, %136 ]
  %192 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %122, i64 noundef %117, i32 noundef %191)
  %193 = tail call i64 @llvm.umax.i64(i64 %117, i64 1)
  br label %194

194:                                              ; preds = %190, %199
  %195 = phi i64 [ %200, %199 ], [ 0, %190 ]
  %196 = getelementptr inbounds ptr, ptr %116, i64 %195
  %197 = load ptr, ptr %196, align 8, !tbaa !5
  %198 = icmp eq ptr %197, null
  br i1 %198, label %199, label %202

199:                                              ; preds = %202, %194
  %200 = add nuw i64 %195, 1
  %201 = icmp eq i64 %200, %193
  br i1 %201, label %208, label %194, !llvm.loop !25

202:                                              ; preds = %194, %202
  %203 = phi ptr [ %205, %202 ], [ %197, %194 ]
  %204 = getelementptr inbounds i8, ptr %203, i64 16
  %205 = load ptr, ptr %204, align 8, !tbaa !18
  %206 = load ptr, ptr %203, align 8, !tbaa !15
  tail call void @free(ptr noundef %206) #10
  tail call void @free(ptr noundef nonnull %203) #10
  %207 = icmp eq ptr %205, null
  br i1 %207, label %199, label %202, !llvm.loop !26

208:                                              ; preds = %199
  tail call void @free(ptr noundef %116) #10
  br label %209

209:                                              ; preds = %2, %208
  %210 = phi i32 [ 0, %208 ], [ 1, %2 ]
  ret i32 %210
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias ptr @strdup(ptr nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind allocsize(0,1) }
attributes #9 = { nounwind willreturn memory(read) }
attributes #10 = { nounwind }
attributes #11 = { nounwind allocsize(0) }

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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !14, i64 12}
!13 = !{!"entry", !6, i64 0, !14, i64 8, !14, i64 12, !6, i64 16}
!14 = !{!"int", !7, i64 0}
!15 = !{!13, !6, i64 0}
!16 = distinct !{!16, !11}
!17 = !{!14, !14, i64 0}
!18 = !{!13, !6, i64 16}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = !{!13, !14, i64 8}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !11}
