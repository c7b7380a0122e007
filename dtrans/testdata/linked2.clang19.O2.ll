; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.P = type { ptr, i32 }
%struct.R = type { %struct.P, i32 }

@.str = private unnamed_addr constant [2 x i8] c"p\00", align 1
@gp = dso_local local_unnamed_addr global %struct.P { ptr @.str, i32 1 }, align 8

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #0 {
entry:
  %0 = load ptr, ptr %argv, align 8, !tbaa !5
  %call = tail call i32 @useq(ptr noundef %0, i32 noundef %argc) #4
  %1 = load ptr, ptr %argv, align 8, !tbaa !5
  %call2 = tail call i32 @user(ptr noundef %1, i32 noundef %argc) #4
  %add = add nsw i32 %call2, %call
  %2 = load i32, ptr getelementptr inbounds (i8, ptr @gp, i64 8), align 8, !tbaa !9
  %add3 = add nsw i32 %add, %2
  ret i32 %add3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @qlen(ptr nocapture noundef readonly %q) local_unnamed_addr #1 {
entry:
  %n = getelementptr inbounds i8, ptr %q, i64 8
  %0 = load i32, ptr %n, align 8, !tbaa !12
  %1 = load ptr, ptr %q, align 8, !tbaa !14
  %cmp = icmp ne ptr %1, null
  %conv = zext i1 %cmp to i32
  %add = add nsw i32 %0, %conv
  ret i32 %add
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @useq(ptr noundef %s, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %q = alloca %struct.P, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %q) #4
  store ptr %s, ptr %q, align 8, !tbaa !14
  %n1 = getelementptr inbounds i8, ptr %q, i64 8
  store i32 %n, ptr %n1, align 8, !tbaa !12
  %call = call i32 @qlen(ptr noundef nonnull %q)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %q) #4
  ret i32 %call
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @rlen(ptr nocapture noundef readonly %r) local_unnamed_addr #1 {
entry:
  %call = tail call i32 @qlen(ptr noundef %r)
  %pos = getelementptr inbounds i8, ptr %r, i64 16
  %0 = load i32, ptr %pos, align 8, !tbaa !15
  %add = add nsw i32 %0, %call
  ret i32 %add
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @user(ptr noundef %s, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %r = alloca %struct.R, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %r) #4
  store ptr %s, ptr %r, align 8, !tbaa !14
  %n1 = getelementptr inbounds i8, ptr %r, i64 8
  store i32 %n, ptr %n1, align 8, !tbaa !12
  %pos = getelementptr inbounds i8, ptr %r, i64 16
  store i32 %n, ptr %pos, align 8, !tbaa !15
  %call = call i32 @rlen(ptr noundef nonnull %r)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %r) #4
  ret i32 %call
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }

!llvm.ident = !{!0, !0}
!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
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
