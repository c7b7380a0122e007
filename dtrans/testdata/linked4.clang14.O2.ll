; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.P = type { i8*, i8*, i32 }
%struct.L = type { i16*, i32*, i32 }

@.str = private unnamed_addr constant [2 x i8] c"p\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"q\00", align 1
@gp = dso_local local_unnamed_addr global %struct.P { i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i32 0, i32 0), i32 1 }, align 8
@pages = internal global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @fill(i32** nocapture noundef writeonly %pp) local_unnamed_addr #0 {
entry:
  store i32* getelementptr inbounds ([4 x i32], [4 x i32]* @pages, i64 0, i64 0), i32** %pp, align 8, !tbaa !5
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #1 {
entry:
  %call = tail call i32 @get(i32 noundef %argc) #3
  %0 = load i8*, i8** getelementptr inbounds (%struct.P, %struct.P* @gp, i64 0, i32 0), align 8, !tbaa !9
  %1 = load i8, i8* %0, align 1, !tbaa !12
  %2 = load i8*, i8** %argv, align 8, !tbaa !5
  %3 = load i8, i8* %2, align 1, !tbaa !12
  %cmp = icmp eq i8 %1, %3
  %conv4 = zext i1 %cmp to i32
  %4 = load i32, i32* getelementptr inbounds (%struct.P, %struct.P* @gp, i64 0, i32 2), align 8, !tbaa !13
  %add = add i32 %4, %call
  %add5 = add i32 %add, %conv4
  ret i32 %add5
}

; Function Attrs: nounwind uwtable
define dso_local i32 @get(i32 noundef %i) local_unnamed_addr #1 {
entry:
  %loc = alloca %struct.L, align 8
  %0 = bitcast %struct.L* %loc to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %0) #3
  %zero = getelementptr inbounds %struct.L, %struct.L* %loc, i64 0, i32 2
  store i32 %i, i32* %zero, align 8, !tbaa !14
  %pgno = getelementptr inbounds %struct.L, %struct.L* %loc, i64 0, i32 1
  call void @fill(i32** noundef nonnull %pgno) #3
  %1 = load i32*, i32** %pgno, align 8, !tbaa !16
  %and = and i32 %i, 3
  %2 = zext i32 %and to i64
  %arrayidx = getelementptr inbounds i32, i32* %1, i64 %2
  %3 = load i32, i32* %arrayidx, align 4, !tbaa !17
  %4 = load i32, i32* %zero, align 8, !tbaa !14
  %add = add nsw i32 %4, %3
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %0) #3
  ret i32 %add
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nosync nounwind willreturn }
attributes #3 = { nounwind }

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
!9 = !{!10, !6, i64 0}
!10 = !{!"P", !6, i64 0, !6, i64 8, !11, i64 16}
!11 = !{!"int", !7, i64 0}
!12 = !{!7, !7, i64 0}
!13 = !{!10, !11, i64 16}
!14 = !{!15, !11, i64 16}
!15 = !{!"L", !6, i64 0, !6, i64 8, !11, i64 16}
!16 = !{!15, !6, i64 8}
!17 = !{!11, !11, i64 0}
