; ModuleID = 'strings.c'
source_filename = "strings.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
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
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [16 x %struct.word_count], align 16
  %6 = alloca [18 x i8], align 16
  %7 = alloca [16 x i8], align 16
  %8 = alloca [32 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 448, ptr nonnull %5) #10
  %9 = icmp sgt i32 %0, 1
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = getelementptr inbounds i8, ptr %1, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !5
  br label %13

13:                                               ; preds = %2, %10
  %14 = phi ptr [ %12, %10 ], [ @.str, %2 ]
  %15 = tail call noalias ptr @strdup(ptr noundef readonly %14) #10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #10
  store ptr null, ptr %4, align 8, !tbaa !5
  %16 = icmp eq ptr %15, null
  br i1 %16, label %17, label %18

17:                                               ; preds = %13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #10
  br label %81

18:                                               ; preds = %13
  %19 = call ptr @strtok_r(ptr noundef nonnull %15, ptr noundef nonnull @.str.6, ptr noundef nonnull %4) #10
  %20 = icmp eq ptr %19, null
  br i1 %20, label %21, label %22

21:                                               ; preds = %18
  call void @free(ptr noundef nonnull %15) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #10
  br label %81

22:                                               ; preds = %18, %73
  %23 = phi i32 [ %74, %73 ], [ 0, %18 ]
  %24 = phi ptr [ %75, %73 ], [ %19, %18 ]
  %25 = load i8, ptr %24, align 1, !tbaa !9
  %26 = icmp eq i8 %25, 0
  br i1 %26, label %29, label %27

27:                                               ; preds = %22
  %28 = tail call ptr @__ctype_tolower_loc() #11
  br label %33

29:                                               ; preds = %33, %22
  %30 = icmp sgt i32 %23, 0
  br i1 %30, label %31, label %54

31:                                               ; preds = %29
  %32 = zext nneg i32 %23 to i64
  br label %44

33:                                               ; preds = %33, %27
  %34 = phi i8 [ %25, %27 ], [ %42, %33 ]
  %35 = phi ptr [ %24, %27 ], [ %41, %33 ]
  %36 = load ptr, ptr %28, align 8, !tbaa !5
  %37 = zext i8 %34 to i64
  %38 = getelementptr inbounds i32, ptr %36, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !10
  %40 = trunc i32 %39 to i8
  store i8 %40, ptr %35, align 1, !tbaa !9
  %41 = getelementptr inbounds i8, ptr %35, i64 1
  %42 = load i8, ptr %41, align 1, !tbaa !9
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %29, label %33, !llvm.loop !12

44:                                               ; preds = %49, %31
  %45 = phi i64 [ 0, %31 ], [ %50, %49 ]
  %46 = getelementptr inbounds %struct.word_count, ptr %5, i64 %45
  %47 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %46, ptr noundef nonnull dereferenceable(1) %24) #12
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %52, label %49

49:                                               ; preds = %44
  %50 = add nuw nsw i64 %45, 1
  %51 = icmp eq i64 %50, %32
  br i1 %51, label %57, label %44, !llvm.loop !14

52:                                               ; preds = %44
  %53 = trunc nuw nsw i64 %45 to i32
  br label %54

54:                                               ; preds = %52, %29
  %55 = phi i32 [ 0, %29 ], [ %53, %52 ]
  %56 = icmp eq i32 %55, %23
  br i1 %56, label %57, label %66

57:                                               ; preds = %49, %54
  %58 = icmp eq i32 %23, 16
  br i1 %58, label %73, label %59

59:                                               ; preds = %57
  %60 = sext i32 %23 to i64
  %61 = getelementptr inbounds %struct.word_count, ptr %5, i64 %60
  %62 = call ptr @strncpy(ptr noundef nonnull dereferenceable(1) %61, ptr noundef nonnull dereferenceable(1) %24, i64 noundef 23) #10
  %63 = getelementptr inbounds i8, ptr %61, i64 23
  store i8 0, ptr %63, align 1, !tbaa !9
  %64 = getelementptr inbounds i8, ptr %61, i64 24
  store i32 0, ptr %64, align 4, !tbaa !15
  %65 = add nsw i32 %23, 1
  br label %66

66:                                               ; preds = %59, %54
  %67 = phi i32 [ %23, %59 ], [ %55, %54 ]
  %68 = phi i32 [ %65, %59 ], [ %23, %54 ]
  %69 = zext nneg i32 %67 to i64
  %70 = getelementptr inbounds %struct.word_count, ptr %5, i64 %69, i32 1
  %71 = load i32, ptr %70, align 4, !tbaa !15
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %70, align 4, !tbaa !15
  br label %73

73:                                               ; preds = %66, %57
  %74 = phi i32 [ %68, %66 ], [ 16, %57 ]
  %75 = call ptr @strtok_r(ptr noundef null, ptr noundef nonnull @.str.6, ptr noundef nonnull %4) #10
  %76 = icmp eq ptr %75, null
  br i1 %76, label %77, label %22, !llvm.loop !17

77:                                               ; preds = %73
  call void @free(ptr noundef %15) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #10
  %78 = icmp sgt i32 %74, 0
  br i1 %78, label %79, label %81

79:                                               ; preds = %77
  %80 = zext nneg i32 %74 to i64
  br label %115

81:                                               ; preds = %115, %21, %17, %77
  call void @llvm.lifetime.start.p0(i64 18, ptr nonnull %6) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(18) %6, ptr noundef nonnull align 16 dereferenceable(18) @__const.main.line, i64 18, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #10
  %82 = tail call ptr @__ctype_b_loc() #11
  %83 = load ptr, ptr %82, align 8, !tbaa !5
  br label %84

84:                                               ; preds = %84, %81
  %85 = phi ptr [ %6, %81 ], [ %92, %84 ]
  %86 = load i8, ptr %85, align 1, !tbaa !9
  %87 = zext i8 %86 to i64
  %88 = getelementptr inbounds i16, ptr %83, i64 %87
  %89 = load i16, ptr %88, align 2, !tbaa !18
  %90 = and i16 %89, 8192
  %91 = icmp eq i16 %90, 0
  %92 = getelementptr inbounds i8, ptr %85, i64 1
  br i1 %91, label %93, label %84, !llvm.loop !20

93:                                               ; preds = %84
  %94 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %85) #12
  %95 = icmp sgt i64 %94, 0
  br i1 %95, label %96, label %112

96:                                               ; preds = %93
  %97 = getelementptr inbounds i8, ptr %85, i64 %94
  br label %98

98:                                               ; preds = %108, %96
  %99 = phi ptr [ %101, %108 ], [ %97, %96 ]
  %100 = load ptr, ptr %82, align 8, !tbaa !5
  %101 = getelementptr inbounds i8, ptr %99, i64 -1
  %102 = load i8, ptr %101, align 1, !tbaa !9
  %103 = zext i8 %102 to i64
  %104 = getelementptr inbounds i16, ptr %100, i64 %103
  %105 = load i16, ptr %104, align 2, !tbaa !18
  %106 = and i16 %105, 8192
  %107 = icmp eq i16 %106, 0
  br i1 %107, label %110, label %108

108:                                              ; preds = %98
  store i8 0, ptr %101, align 1, !tbaa !9
  %109 = icmp ugt ptr %101, %85
  br i1 %109, label %98, label %110, !llvm.loop !21

110:                                              ; preds = %108, %98
  %111 = load i8, ptr %85, align 1, !tbaa !9
  br label %112

112:                                              ; preds = %110, %93
  %113 = phi i8 [ %111, %110 ], [ %86, %93 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #10
  %114 = icmp eq i8 %113, 0
  br i1 %114, label %123, label %140

115:                                              ; preds = %79, %115
  %116 = phi i64 [ 0, %79 ], [ %121, %115 ]
  %117 = getelementptr inbounds [16 x %struct.word_count], ptr %5, i64 0, i64 %116
  %118 = getelementptr inbounds i8, ptr %117, i64 24
  %119 = load i32, ptr %118, align 4, !tbaa !15
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %117, i32 noundef %119)
  %121 = add nuw nsw i64 %116, 1
  %122 = icmp eq i64 %121, %80
  br i1 %122, label %81, label %115, !llvm.loop !22

123:                                              ; preds = %148, %112
  %124 = phi i64 [ 0, %112 ], [ %149, %148 ]
  %125 = getelementptr inbounds [32 x i8], ptr %8, i64 0, i64 %124
  store i8 0, ptr %125, align 1, !tbaa !9
  %126 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %8, i32 noundef 61) #12
  %127 = icmp eq ptr %126, null
  br i1 %127, label %162, label %128

128:                                              ; preds = %123
  %129 = ptrtoint ptr %126 to i64
  %130 = ptrtoint ptr %8 to i64
  %131 = sub i64 %129, %130
  %132 = icmp ugt i64 %131, 15
  br i1 %132, label %162, label %133

133:                                              ; preds = %128
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %7, ptr nonnull align 16 %8, i64 %131, i1 false)
  %134 = getelementptr inbounds i8, ptr %7, i64 %131
  store i8 0, ptr %134, align 1, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #10
  %135 = getelementptr inbounds i8, ptr %126, i64 1
  %136 = call i64 @strtol(ptr noundef nonnull %135, ptr noundef nonnull %3, i32 noundef 0) #10
  %137 = load ptr, ptr %3, align 8, !tbaa !5
  %138 = load i8, ptr %137, align 1, !tbaa !9
  %139 = icmp eq i8 %138, 0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #10
  br i1 %139, label %157, label %162

140:                                              ; preds = %112, %148
  %141 = phi i64 [ %154, %148 ], [ 1, %112 ]
  %142 = phi i8 [ %152, %148 ], [ %113, %112 ]
  %143 = phi i64 [ %150, %148 ], [ 0, %112 ]
  %144 = phi i64 [ %149, %148 ], [ 0, %112 ]
  %145 = icmp eq i8 %142, 32
  br i1 %145, label %148, label %146

146:                                              ; preds = %140
  %147 = getelementptr inbounds [32 x i8], ptr %8, i64 0, i64 %144
  store i8 %142, ptr %147, align 1, !tbaa !9
  br label %148

148:                                              ; preds = %140, %146
  %149 = phi i64 [ %141, %146 ], [ %144, %140 ]
  %150 = add i64 %143, 1
  %151 = getelementptr inbounds i8, ptr %85, i64 %150
  %152 = load i8, ptr %151, align 1, !tbaa !9
  %153 = icmp ne i8 %152, 0
  %154 = add i64 %149, 1
  %155 = icmp ult i64 %154, 32
  %156 = select i1 %153, i1 %155, i1 false
  br i1 %156, label %140, label %123, !llvm.loop !23

157:                                              ; preds = %133
  %158 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) %14, ptr noundef nonnull dereferenceable(1) @.str.3) #12
  %159 = icmp eq ptr %158, null
  %160 = select i1 %159, ptr @.str.5, ptr @.str.4
  %161 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %7, i64 noundef %136, ptr noundef nonnull %160)
  br label %162

162:                                              ; preds = %123, %128, %157, %133
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 18, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 448, ptr nonnull %5) #10
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strstr(ptr noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias ptr @strdup(ptr nocapture noundef readonly) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare ptr @strtok_r(ptr noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_tolower_loc() local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strncpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(none) }
attributes #12 = { nounwind willreturn memory(read) }

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
