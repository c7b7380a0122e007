; ModuleID = 'unions.c'
source_filename = "unions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.value = type { i32, %union.anon }
%union.anon = type { %struct.anon }
%struct.anon = type { %struct.value*, %struct.value* }

@__const.main.a = private unnamed_addr constant { i32, { i64, [8 x i8] } } { i32 0, { i64, [8 x i8] } { i64 40, [8 x i8] undef } }, align 8
@__const.main.b = private unnamed_addr constant { i32, { double, [8 x i8] } } { i32 1, { double, [8 x i8] } { double 1.500000e+00, [8 x i8] undef } }, align 8
@.str.1 = private unnamed_addr constant [22 x i8] c"%.2f %08x %u %.1f %u\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca %struct.value, align 8
  %4 = alloca %struct.value, align 8
  %5 = alloca %struct.value, align 8
  %6 = alloca %struct.value, align 8
  %7 = alloca %struct.value, align 8
  %8 = bitcast %struct.value* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %8) #6
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %8, i8* noundef nonnull align 8 dereferenceable(24) bitcast ({ i32, { i64, [8 x i8] } }* @__const.main.a to i8*), i64 24, i1 false)
  %9 = bitcast %struct.value* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %9) #6
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %9, i8* noundef nonnull align 8 dereferenceable(24) bitcast ({ i32, { double, [8 x i8] } }* @__const.main.b to i8*), i64 24, i1 false)
  %10 = bitcast %struct.value* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %10) #6
  %11 = getelementptr inbounds %struct.value, %struct.value* %5, i64 0, i32 0
  store i32 2, i32* %11, align 8, !tbaa !5
  %12 = getelementptr inbounds %struct.value, %struct.value* %5, i64 0, i32 1
  %13 = bitcast %union.anon* %12 to i8**
  %14 = load i8*, i8** %1, align 8, !tbaa !9
  store i8* %14, i8** %13, align 8, !tbaa !11
  %15 = bitcast %struct.value* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %15) #6
  %16 = getelementptr inbounds %struct.value, %struct.value* %6, i64 0, i32 0
  store i32 3, i32* %16, align 8, !tbaa !5
  %17 = getelementptr inbounds %struct.value, %struct.value* %6, i64 0, i32 1, i32 0, i32 0
  store %struct.value* %3, %struct.value** %17, align 8, !tbaa !12
  %18 = getelementptr inbounds %struct.value, %struct.value* %6, i64 0, i32 1, i32 0, i32 1
  store %struct.value* %4, %struct.value** %18, align 8, !tbaa !14
  %19 = bitcast %struct.value* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %19) #6
  %20 = getelementptr inbounds %struct.value, %struct.value* %7, i64 0, i32 0
  store i32 3, i32* %20, align 8, !tbaa !5
  %21 = getelementptr inbounds %struct.value, %struct.value* %7, i64 0, i32 1, i32 0, i32 0
  store %struct.value* %6, %struct.value** %21, align 8, !tbaa !12
  %22 = getelementptr inbounds %struct.value, %struct.value* %7, i64 0, i32 1, i32 0, i32 1
  store %struct.value* %5, %struct.value** %22, align 8, !tbaa !14
  %23 = icmp sgt i32 %0, 1
  %24 = call fastcc double @as_number(%struct.value* noundef nonnull %7)
  %25 = select i1 %23, i32 13, i32 8
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i64 0, i64 0), double noundef %24, i32 noundef 1077936128, i32 noundef %25, double noundef 1.000000e+00, i32 noundef 63)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %19) #6
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %15) #6
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %10) #6
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %9) #6
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %8) #6
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind readonly uwtable
define internal fastcc double @as_number(%struct.value* nocapture noundef readonly %0) unnamed_addr #4 {
  %2 = getelementptr inbounds %struct.value, %struct.value* %0, i64 0, i32 0
  %3 = load i32, i32* %2, align 8, !tbaa !5
  switch i32 %3, label %19 [
    i32 0, label %4
    i32 1, label %9
    i32 2, label %13
    i32 3, label %21
  ]

4:                                                ; preds = %1
  %5 = getelementptr inbounds %struct.value, %struct.value* %0, i64 0, i32 1
  %6 = bitcast %union.anon* %5 to i64*
  %7 = load i64, i64* %6, align 8, !tbaa !11
  %8 = sitofp i64 %7 to double
  br label %19

9:                                                ; preds = %1
  %10 = getelementptr inbounds %struct.value, %struct.value* %0, i64 0, i32 1
  %11 = bitcast %union.anon* %10 to double*
  %12 = load double, double* %11, align 8, !tbaa !11
  br label %19

13:                                               ; preds = %1
  %14 = getelementptr inbounds %struct.value, %struct.value* %0, i64 0, i32 1
  %15 = bitcast %union.anon* %14 to i8**
  %16 = load i8*, i8** %15, align 8, !tbaa !11
  %17 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %16) #7
  %18 = uitofp i64 %17 to double
  br label %19

19:                                               ; preds = %4, %9, %13, %1, %21
  %20 = phi double [ %28, %21 ], [ %18, %13 ], [ %12, %9 ], [ %8, %4 ], [ 0.000000e+00, %1 ]
  ret double %20

21:                                               ; preds = %1
  %22 = getelementptr inbounds %struct.value, %struct.value* %0, i64 0, i32 1, i32 0, i32 0
  %23 = load %struct.value*, %struct.value** %22, align 8, !tbaa !11
  %24 = tail call fastcc double @as_number(%struct.value* noundef %23)
  %25 = getelementptr inbounds %struct.value, %struct.value* %0, i64 0, i32 1, i32 0, i32 1
  %26 = load %struct.value*, %struct.value** %25, align 8, !tbaa !11
  %27 = tail call fastcc double @as_number(%struct.value* noundef %26)
  %28 = fadd double %24, %27
  br label %19
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"value", !7, i64 0, !7, i64 8}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!7, !7, i64 0}
!12 = !{!13, !10, i64 0}
!13 = !{!"", !10, i64 0, !10, i64 8}
!14 = !{!13, !10, i64 8}
