; ModuleID = 'structs.c'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.employee = type { i32, [32 x i8], %struct.anon, double, ptr }
%struct.anon = type { i32, i32, i32 }

@.str = private unnamed_addr constant [10 x i8] c"worker-%d\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"%s %d %.1f %.1f %.1f %.1f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 {
  %3 = alloca [4 x %struct.employee], align 16
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %3, i8 0, i64 256, i1 false)
  store i32 100, ptr %3, align 16, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %3, i64 4
  %5 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef 0) #4
  %6 = getelementptr inbounds i8, ptr %3, i64 36
  store i32 2000, ptr %6, align 4, !tbaa !13
  %7 = getelementptr inbounds i8, ptr %3, i64 40
  store i32 1, ptr %7, align 8, !tbaa !14
  %8 = getelementptr inbounds i8, ptr %3, i64 44
  store i32 10, ptr %8, align 4, !tbaa !15
  %9 = getelementptr inbounds i8, ptr %3, i64 48
  store double 1.000000e+03, ptr %9, align 16, !tbaa !16
  %10 = getelementptr inbounds i8, ptr %3, i64 56
  store ptr null, ptr %10, align 8, !tbaa !17
  %11 = getelementptr inbounds i8, ptr %3, i64 64
  store i32 101, ptr %11, align 16, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %3, i64 68
  %13 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %12, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef 1) #4
  %14 = getelementptr inbounds i8, ptr %3, i64 100
  store i32 2001, ptr %14, align 4, !tbaa !13
  %15 = getelementptr inbounds i8, ptr %3, i64 104
  store i32 2, ptr %15, align 8, !tbaa !14
  %16 = getelementptr inbounds i8, ptr %3, i64 108
  store i32 11, ptr %16, align 4, !tbaa !15
  %17 = getelementptr inbounds i8, ptr %3, i64 112
  store double 2.000000e+03, ptr %17, align 16, !tbaa !16
  %18 = getelementptr inbounds i8, ptr %3, i64 120
  store ptr %3, ptr %18, align 8, !tbaa !17
  %19 = getelementptr inbounds i8, ptr %3, i64 128
  store i32 102, ptr %19, align 16, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %3, i64 132
  %21 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %20, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef 2) #4
  %22 = getelementptr inbounds i8, ptr %3, i64 164
  store i32 2002, ptr %22, align 4, !tbaa !13
  %23 = getelementptr inbounds i8, ptr %3, i64 168
  store i32 3, ptr %23, align 8, !tbaa !14
  %24 = getelementptr inbounds i8, ptr %3, i64 172
  store i32 12, ptr %24, align 4, !tbaa !15
  %25 = getelementptr inbounds i8, ptr %3, i64 176
  store double 3.000000e+03, ptr %25, align 16, !tbaa !16
  %26 = getelementptr inbounds i8, ptr %3, i64 184
  store ptr %11, ptr %26, align 8, !tbaa !17
  %27 = getelementptr inbounds i8, ptr %3, i64 192
  store i32 103, ptr %27, align 16, !tbaa !5
  %28 = getelementptr inbounds i8, ptr %3, i64 196
  %29 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %28, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef 3) #4
  %30 = getelementptr inbounds i8, ptr %3, i64 228
  store i32 2003, ptr %30, align 4, !tbaa !13
  %31 = getelementptr inbounds i8, ptr %3, i64 232
  store i32 4, ptr %31, align 8, !tbaa !14
  %32 = getelementptr inbounds i8, ptr %3, i64 236
  store i32 13, ptr %32, align 4, !tbaa !15
  %33 = getelementptr inbounds i8, ptr %3, i64 240
  store double 4.000000e+03, ptr %33, align 16, !tbaa !16
  %34 = getelementptr inbounds i8, ptr %3, i64 248
  store ptr %19, ptr %34, align 8, !tbaa !17
  %35 = srem i32 %0, 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [4 x %struct.employee], ptr %3, i64 0, i64 %36, i32 3
  %38 = load double, ptr %37, align 16, !tbaa !18
  %39 = fmul double %38, 1.000000e+01
  %40 = fdiv double %39, 1.000000e+02
  %41 = fadd double %38, %40
  store double %41, ptr %37, align 16, !tbaa !18
  br label %42

42:                                               ; preds = %42, %2
  %43 = phi ptr [ %27, %2 ], [ %46, %42 ]
  %44 = phi i32 [ 0, %2 ], [ %48, %42 ]
  %45 = getelementptr inbounds i8, ptr %43, i64 56
  %46 = load ptr, ptr %45, align 8, !tbaa !17
  %47 = icmp eq ptr %46, null
  %48 = add nuw nsw i32 %44, 1
  br i1 %47, label %49, label %42, !llvm.loop !19

49:                                               ; preds = %42
  %50 = getelementptr inbounds i8, ptr %3, i64 196
  %51 = load double, ptr %9, align 16, !tbaa !16
  %52 = fadd double %51, 0.000000e+00
  %53 = getelementptr inbounds i8, ptr %3, i64 112
  %54 = load double, ptr %53, align 16, !tbaa !16
  %55 = fadd double %52, %54
  %56 = getelementptr inbounds i8, ptr %3, i64 176
  %57 = load double, ptr %56, align 16, !tbaa !16
  %58 = fadd double %55, %57
  %59 = getelementptr inbounds i8, ptr %3, i64 240
  %60 = load double, ptr %59, align 16, !tbaa !16
  %61 = fadd double %58, %60
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %50, i32 noundef %44, double noundef %61, double noundef 1.600000e+01, double noundef 4.000000e+00, double noundef 2.000000e+00)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #4
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
