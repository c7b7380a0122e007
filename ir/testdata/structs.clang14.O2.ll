; ModuleID = 'structs.c'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.employee = type { i32, [32 x i8], %struct.anon, double, %struct.employee* }
%struct.anon = type { i32, i32, i32 }

@.str = private unnamed_addr constant [10 x i8] c"worker-%d\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"%s %d %.1f %.1f %.1f %.1f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readnone %1) local_unnamed_addr #0 {
  %3 = alloca [4 x %struct.employee], align 16
  %4 = bitcast [4 x %struct.employee]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %4) #4
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(256) %4, i8 0, i64 256, i1 false)
  %5 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 0, i32 0
  store i32 100, i32* %5, align 16, !tbaa !5
  %6 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 0, i32 1, i64 0
  %7 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %6, i64 noundef 32, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef 0) #4
  %8 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 0, i32 2, i32 0
  store i32 2000, i32* %8, align 4, !tbaa !13
  %9 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 0, i32 2, i32 1
  store i32 1, i32* %9, align 8, !tbaa !14
  %10 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 0, i32 2, i32 2
  store i32 10, i32* %10, align 4, !tbaa !15
  %11 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 0, i32 3
  store double 1.000000e+03, double* %11, align 16, !tbaa !16
  %12 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 0, i32 4
  store %struct.employee* null, %struct.employee** %12, align 8, !tbaa !17
  %13 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 1, i32 0
  store i32 101, i32* %13, align 16, !tbaa !5
  %14 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 1, i32 1, i64 0
  %15 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %14, i64 noundef 32, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef 1) #4
  %16 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 1, i32 2, i32 0
  store i32 2001, i32* %16, align 4, !tbaa !13
  %17 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 1, i32 2, i32 1
  store i32 2, i32* %17, align 8, !tbaa !14
  %18 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 1, i32 2, i32 2
  store i32 11, i32* %18, align 4, !tbaa !15
  %19 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 1, i32 3
  store double 2.000000e+03, double* %19, align 16, !tbaa !16
  %20 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 0
  %21 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 1, i32 4
  store %struct.employee* %20, %struct.employee** %21, align 8, !tbaa !17
  %22 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 2, i32 0
  store i32 102, i32* %22, align 16, !tbaa !5
  %23 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 2, i32 1, i64 0
  %24 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %23, i64 noundef 32, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef 2) #4
  %25 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 2, i32 2, i32 0
  store i32 2002, i32* %25, align 4, !tbaa !13
  %26 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 2, i32 2, i32 1
  store i32 3, i32* %26, align 8, !tbaa !14
  %27 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 2, i32 2, i32 2
  store i32 12, i32* %27, align 4, !tbaa !15
  %28 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 2, i32 3
  store double 3.000000e+03, double* %28, align 16, !tbaa !16
  %29 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 1
  %30 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 2, i32 4
  store %struct.employee* %29, %struct.employee** %30, align 8, !tbaa !17
  %31 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 3, i32 0
  store i32 103, i32* %31, align 16, !tbaa !5
  %32 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 3, i32 1, i64 0
  %33 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %32, i64 noundef 32, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef 3) #4
  %34 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 3, i32 2, i32 0
  store i32 2003, i32* %34, align 4, !tbaa !13
  %35 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 3, i32 2, i32 1
  store i32 4, i32* %35, align 8, !tbaa !14
  %36 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 3, i32 2, i32 2
  store i32 13, i32* %36, align 4, !tbaa !15
  %37 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 3, i32 3
  store double 4.000000e+03, double* %37, align 16, !tbaa !16
  %38 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 2
  %39 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 3, i32 4
  store %struct.employee* %38, %struct.employee** %39, align 8, !tbaa !17
  %40 = srem i32 %0, 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 %41, i32 3
  %43 = load double, double* %42, align 16, !tbaa !18
  %44 = fmul double %43, 1.000000e+01
  %45 = fdiv double %44, 1.000000e+02
  %46 = fadd double %43, %45
  store double %46, double* %42, align 16, !tbaa !18
  %47 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %3, i64 0, i64 3
  br label %48

48:                                               ; preds = %48, %2
  %49 = phi %struct.employee* [ %47, %2 ], [ %52, %48 ]
  %50 = phi i32 [ 0, %2 ], [ %54, %48 ]
  %51 = getelementptr inbounds %struct.employee, %struct.employee* %49, i64 0, i32 4
  %52 = load %struct.employee*, %struct.employee** %51, align 8, !tbaa !17
  %53 = icmp eq %struct.employee* %52, null
  %54 = add nuw nsw i32 %50, 1
  br i1 %53, label %55, label %48, !llvm.loop !19

55:                                               ; preds = %48
  %56 = load double, double* %11, align 16, !tbaa !16
  %57 = fadd double %56, 0.000000e+00
  %58 = load double, double* %19, align 16, !tbaa !16
  %59 = fadd double %57, %58
  %60 = load double, double* %28, align 16, !tbaa !16
  %61 = fadd double %59, %60
  %62 = load double, double* %37, align 16, !tbaa !16
  %63 = fadd double %61, %62
  %64 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i64 0, i64 0), i8* noundef nonnull %32, i32 noundef %50, double noundef %63, double noundef 1.600000e+01, double noundef 4.000000e+00, double noundef 2.000000e+00)
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %4) #4
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(i8* noalias nocapture noundef writeonly, i64 noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"employee", !7, i64 0, !8, i64 4, !10, i64 36, !11, i64 48, !12, i64 56}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"", !7, i64 0, !7, i64 4, !7, i64 8}
!11 = !{!"double", !8, i64 0}
!12 = !{!"any pointer", !8, i64 0}
!13 = !{!6, !7, i64 36}
!14 = !{!6, !7, i64 40}
!15 = !{!6, !7, i64 44}
!16 = !{!6, !11, i64 48}
!17 = !{!6, !12, i64 56}
!18 = !{!11, !11, i64 0}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
