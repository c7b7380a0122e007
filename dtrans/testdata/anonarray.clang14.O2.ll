; ModuleID = 'anonarray.c'
source_filename = "anonarray.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Acc = type { i32, [8 x i32], i64, i32 }
%struct.Other = type { double, double, double, double, double }
%struct.holder = type { i8*, i32 }

@g_acc = dso_local global %struct.Acc zeroinitializer, align 8
@g_other = dso_local global %struct.Other zeroinitializer, align 8
@__const.main.k = private unnamed_addr constant %struct.holder { i8* bitcast (%struct.Other* @g_other to i8*), i32 1 }, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local i64 @step(%struct.holder* nocapture noundef readonly %h, i32 noundef %i) local_unnamed_addr #0 {
entry:
  %kind = getelementptr inbounds %struct.holder, %struct.holder* %h, i64 0, i32 1
  %0 = load i32, i32* %kind, align 8, !tbaa !5
  %cmp = icmp eq i32 %0, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %1 = bitcast %struct.holder* %h to %struct.Acc**
  %2 = load %struct.Acc*, %struct.Acc** %1, align 8, !tbaa !11
  %n = getelementptr inbounds %struct.Acc, %struct.Acc* %2, i64 0, i32 0
  %3 = load i32, i32* %n, align 8, !tbaa !12
  %inc = add nsw i32 %3, 1
  store i32 %inc, i32* %n, align 8, !tbaa !12
  %and = and i32 %i, 7
  %4 = zext i32 %and to i64
  %arrayidx = getelementptr inbounds %struct.Acc, %struct.Acc* %2, i64 0, i32 1, i64 %4
  %5 = load i32, i32* %arrayidx, align 4, !tbaa !15
  %add = add nsw i32 %5, 1
  store i32 %add, i32* %arrayidx, align 4, !tbaa !15
  %last = getelementptr inbounds %struct.Acc, %struct.Acc* %2, i64 0, i32 3
  store i32 %i, i32* %last, align 8, !tbaa !16
  %conv = sext i32 %inc to i64
  %total = getelementptr inbounds %struct.Acc, %struct.Acc* %2, i64 0, i32 2
  %6 = load i64, i64* %total, align 8, !tbaa !17
  %add2 = add nsw i64 %6, %conv
  store i64 %add2, i64* %total, align 8, !tbaa !17
  br label %return

if.end:                                           ; preds = %entry
  %7 = bitcast %struct.holder* %h to %struct.Other**
  %8 = load %struct.Other*, %struct.Other** %7, align 8, !tbaa !11
  %c = getelementptr inbounds %struct.Other, %struct.Other* %8, i64 0, i32 2
  %9 = load double, double* %c, align 8, !tbaa !18
  %mul = fmul double %9, 5.000000e-01
  store double %mul, double* %c, align 8, !tbaa !18
  %conv6 = fptosi double %mul to i64
  br label %return

return:                                           ; preds = %if.end, %if.then
  %retval.0 = phi i64 [ %add2, %if.then ], [ %conv6, %if.end ]
  ret i64 %retval.0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #2 {
entry:
  %h = alloca %struct.holder, align 8
  %k = alloca %struct.holder, align 8
  %0 = bitcast %struct.holder* %h to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %0) #4
  %state = getelementptr inbounds %struct.holder, %struct.holder* %h, i64 0, i32 0
  store i8* bitcast (%struct.Acc* @g_acc to i8*), i8** %state, align 8, !tbaa !11
  %kind = getelementptr inbounds %struct.holder, %struct.holder* %h, i64 0, i32 1
  %cmp = icmp sgt i32 %argc, 1
  %conv = zext i1 %cmp to i32
  store i32 %conv, i32* %kind, align 8, !tbaa !5
  %1 = bitcast %struct.holder* %k to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %1) #4
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %1, i8* noundef nonnull align 8 dereferenceable(16) bitcast (%struct.holder* @__const.main.k to i8*), i64 16, i1 false)
  %call = call i64 @step(%struct.holder* noundef nonnull %h, i32 noundef %argc)
  %call1 = call i64 @step(%struct.holder* noundef nonnull %k, i32 noundef %argc)
  %add = add nsw i64 %call1, %call
  %conv2 = trunc i64 %add to i32
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %1) #4
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %0) #4
  ret i32 %conv2
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !10, i64 8}
!6 = !{!"holder", !7, i64 0, !10, i64 8}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!6, !7, i64 0}
!12 = !{!13, !10, i64 0}
!13 = !{!"", !10, i64 0, !8, i64 4, !14, i64 40, !10, i64 48}
!14 = !{!"long", !8, i64 0}
!15 = !{!10, !10, i64 0}
!16 = !{!13, !10, i64 48}
!17 = !{!13, !14, i64 40}
!18 = !{!19, !20, i64 16}
!19 = !{!"", !20, i64 0, !20, i64 8, !20, i64 16, !20, i64 24, !20, i64 32}
!20 = !{!"double", !8, i64 0}
