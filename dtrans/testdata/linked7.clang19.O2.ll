; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.P = type { ptr, ptr, i32 }
%struct.Obj = type { i32, i8, [3 x i8] }

@.str = private unnamed_addr constant [2 x i8] c"p\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"q\00", align 1
@gp = dso_local global %struct.P { ptr @.str, ptr @.str.1, i32 1 }, align 8
@obj = dso_local global %struct.Obj { i32 7, i8 116, [3 x i8] zeroinitializer }, align 4
@pages = internal global [128 x i32] zeroinitializer, align 16

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @setv(ptr nocapture noundef writeonly %p) local_unnamed_addr #0 {
entry:
  %value = getelementptr inbounds i8, ptr %p, i64 8
  store ptr getelementptr inbounds (i8, ptr @obj, i64 4), ptr %value, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @fill(ptr nocapture noundef writeonly %pp) local_unnamed_addr #1 {
entry:
  store ptr @pages, ptr %pp, align 8, !tbaa !11
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #2 {
entry:
  tail call void @setv(ptr noundef nonnull @gp)
  %call = tail call i32 @get(i32 noundef %argc) #4
  %0 = load ptr, ptr @gp, align 8, !tbaa !12
  %1 = load i8, ptr %0, align 1, !tbaa !13
  %2 = load ptr, ptr %argv, align 8, !tbaa !11
  %3 = load i8, ptr %2, align 1, !tbaa !13
  %cmp = icmp eq i8 %1, %3
  %conv4 = zext i1 %cmp to i32
  %4 = load i32, ptr getelementptr inbounds (i8, ptr @gp, i64 16), align 8, !tbaa !14
  %5 = load ptr, ptr getelementptr inbounds (i8, ptr @gp, i64 8), align 8, !tbaa !5
  %6 = load i8, ptr %5, align 1, !tbaa !13
  %conv6 = sext i8 %6 to i32
  %7 = load i32, ptr @obj, align 4, !tbaa !15
  %add = add i32 %4, %call
  %add5 = add i32 %add, %conv4
  %add7 = add nsw i32 %add5, %conv6
  %add8 = add nsw i32 %add7, %7
  ret i32 %add8
}

; Function Attrs: nounwind uwtable
define dso_local i32 @get(i32 noundef %i) local_unnamed_addr #2 {
entry:
  %loc = alloca %struct.P, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %loc) #4
  %pgno = getelementptr inbounds i8, ptr %loc, i64 8
  call void @fill(ptr noundef nonnull %pgno) #4
  %0 = load ptr, ptr %pgno, align 8, !tbaa !17
  %arrayidx = getelementptr inbounds i8, ptr %0, i64 256
  %zero = getelementptr inbounds i8, ptr %loc, i64 16
  store i32 %i, ptr %zero, align 8, !tbaa !19
  %and = and i32 %i, 7
  %idxprom = zext nneg i32 %and to i64
  %arrayidx3 = getelementptr inbounds i16, ptr %arrayidx, i64 %idxprom
  %1 = load i16, ptr %arrayidx3, align 2, !tbaa !20
  %conv = sext i16 %1 to i32
  %and5 = and i32 %i, 3
  %idxprom6 = zext nneg i32 %and5 to i64
  %arrayidx7 = getelementptr inbounds i32, ptr %0, i64 %idxprom6
  %2 = load i32, ptr %arrayidx7, align 4, !tbaa !22
  %add = add i32 %conv, %i
  %add9 = add i32 %add, %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %loc) #4
  ret i32 %add9
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }

!llvm.ident = !{!0, !0}
!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!6, !7, i64 8}
!6 = !{!"P", !7, i64 0, !7, i64 8, !10, i64 16}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!7, !7, i64 0}
!12 = !{!6, !7, i64 0}
!13 = !{!8, !8, i64 0}
!14 = !{!6, !10, i64 16}
!15 = !{!16, !10, i64 0}
!16 = !{!"Obj", !10, i64 0, !8, i64 4, !8, i64 5}
!17 = !{!18, !7, i64 8}
!18 = !{!"L", !7, i64 0, !7, i64 8, !10, i64 16}
!19 = !{!18, !10, i64 16}
!20 = !{!21, !21, i64 0}
!21 = !{!"short", !8, i64 0}
!22 = !{!10, !10, i64 0}
