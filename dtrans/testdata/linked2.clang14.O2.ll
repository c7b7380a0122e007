; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.P = type { i8*, i32 }
%struct.Q = type { %struct.Q*, i32 }
%struct.R = type { %struct.Q, i32 }

@.str = private unnamed_addr constant [2 x i8] c"p\00", align 1
@gp = dso_local local_unnamed_addr global %struct.P { i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i32 0, i32 0), i32 1 }, align 8

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #0 {
entry:
  %0 = load i8*, i8** %argv, align 8, !tbaa !5
  %call = tail call i32 @useq(i8* noundef %0, i32 noundef %argc) #4
  %1 = load i8*, i8** %argv, align 8, !tbaa !5
  %call2 = tail call i32 @user(i8* noundef %1, i32 noundef %argc) #4
  %add = add nsw i32 %call2, %call
  %2 = load i32, i32* getelementptr inbounds (%struct.P, %struct.P* @gp, i64 0, i32 1), align 8, !tbaa !9
  %add3 = add nsw i32 %add, %2
  ret i32 %add3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @qlen(%struct.Q* nocapture noundef readonly %q) local_unnamed_addr #1 {
entry:
  %n = getelementptr inbounds %struct.Q, %struct.Q* %q, i64 0, i32 1
  %0 = load i32, i32* %n, align 8, !tbaa !12
  %next = getelementptr inbounds %struct.Q, %struct.Q* %q, i64 0, i32 0
  %1 = load %struct.Q*, %struct.Q** %next, align 8, !tbaa !14
  %cmp = icmp ne %struct.Q* %1, null
  %conv = zext i1 %cmp to i32
  %add = add nsw i32 %0, %conv
  ret i32 %add
}

; Function Attrs: mustprogress nofree nosync nounwind readonly uwtable willreturn
define dso_local i32 @useq(i8* noundef %s, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %q = alloca %struct.Q, align 8
  %0 = bitcast %struct.Q* %q to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %0) #4
  %1 = bitcast %struct.Q* %q to i8**
  store i8* %s, i8** %1, align 8, !tbaa !14
  %n1 = getelementptr inbounds %struct.Q, %struct.Q* %q, i64 0, i32 1
  store i32 %n, i32* %n1, align 8, !tbaa !12
  %call = call i32 @qlen(%struct.Q* noundef nonnull %q)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %0) #4
  ret i32 %call
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @rlen(%struct.R* nocapture noundef readonly %r) local_unnamed_addr #1 {
entry:
  %q = getelementptr inbounds %struct.R, %struct.R* %r, i64 0, i32 0
  %call = tail call i32 @qlen(%struct.Q* noundef %q)
  %pos = getelementptr inbounds %struct.R, %struct.R* %r, i64 0, i32 1
  %0 = load i32, i32* %pos, align 8, !tbaa !15
  %add = add nsw i32 %0, %call
  ret i32 %add
}

; Function Attrs: mustprogress nofree nosync nounwind readonly uwtable willreturn
define dso_local i32 @user(i8* noundef %s, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %r = alloca %struct.R, align 8
  %0 = bitcast %struct.R* %r to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %0) #4
  %1 = bitcast %struct.R* %r to i8**
  store i8* %s, i8** %1, align 8, !tbaa !14
  %n1 = getelementptr inbounds %struct.R, %struct.R* %r, i64 0, i32 0, i32 1
  store i32 %n, i32* %n1, align 8, !tbaa !12
  %pos = getelementptr inbounds %struct.R, %struct.R* %r, i64 0, i32 1
  store i32 %n, i32* %pos, align 8, !tbaa !15
  %call = call i32 @rlen(%struct.R* noundef nonnull %r)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %0) #4
  ret i32 %call
}

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nosync nounwind willreturn }
attributes #4 = { nounwind }

!llvm.ident = !{!0, !0}
!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !11, i64 8}
!10 = !{!"P", !6, i64 0, !11, i64 8}
!11 = !{!"int", !7, i64 0}
!12 = !{!13, !11, i64 8}
!13 = !{!"Q", !6, i64 0, !11, i64 8}
!14 = !{!13, !6, i64 0}
!15 = !{!16, !11, i64 16}
!16 = !{!"R", !13, i64 0, !11, i64 16}
