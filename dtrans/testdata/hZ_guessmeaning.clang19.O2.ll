; ModuleID = 'hZ_guessmeaning.c'
source_filename = "hZ_guessmeaning.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.list = type { i32, i32, [1 x %struct.item] }
%struct.item = type { ptr, ptr }
%struct.sel = type { i32, i32, i32, i32, %union.anon.0, %union.anon.1 }
%union.anon.0 = type { ptr }
%union.anon.1 = type { i64 }
%struct.expr = type { i32, i32, ptr, ptr, %union.anon }
%union.anon = type { ptr }
%struct.holder = type { ptr }

@main.l = internal global %struct.list { i32 1, i32 1, [1 x %struct.item] zeroinitializer }, align 8
@main.s = internal global %struct.sel { i32 3, i32 0, i32 1, i32 0, %union.anon.0 { ptr @main.l }, %union.anon.1 { i64 2 } }, align 8
@main.sub = internal global %struct.expr { i32 1, i32 0, ptr null, ptr null, %union.anon zeroinitializer }, align 8
@main.top = internal global %struct.expr { i32 2, i32 3, ptr null, ptr null, %union.anon zeroinitializer }, align 8
@main.h1 = internal global %struct.holder zeroinitializer, align 8
@main.h2 = internal global %struct.holder zeroinitializer, align 8
@main.h3 = internal global %struct.holder zeroinitializer, align 8
@main.h4 = internal global %struct.holder zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @selid(ptr nocapture noundef readonly %h) local_unnamed_addr #0 {
entry:
  %0 = load ptr, ptr %h, align 8, !tbaa !5
  %flags = getelementptr inbounds i8, ptr %0, i64 4
  %1 = load i32, ptr %flags, align 4, !tbaa !10
  %x = getelementptr inbounds i8, ptr %0, i64 24
  %2 = load ptr, ptr %x, align 8, !tbaa !13
  %id = getelementptr inbounds i8, ptr %2, i64 8
  %3 = load i32, ptr %id, align 8, !tbaa !14
  %add = add nsw i32 %3, %1
  ret i32 %add
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @note() local_unnamed_addr #1 {
entry:
  tail call void asm sideeffect "", "~{dirflag},~{fpsr},~{flags}"() #4, !srcloc !16
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @vsize(ptr nocapture noundef readonly %h, i32 noundef %op) local_unnamed_addr #1 {
entry:
  %0 = load ptr, ptr %h, align 8, !tbaa !5
  %x = getelementptr inbounds i8, ptr %0, i64 24
  %1 = load ptr, ptr %x, align 8, !tbaa !13
  %tobool.not = icmp eq ptr %1, null
  br i1 %tobool.not, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %cmp = icmp eq i32 %op, 1
  br i1 %cmp, label %if.then1, label %if.end4

if.then1:                                         ; preds = %if.end
  %u = getelementptr inbounds i8, ptr %1, i64 16
  %2 = load ptr, ptr %u, align 8, !tbaa !13
  %3 = load i32, ptr %2, align 8, !tbaa !17
  %v = getelementptr inbounds i8, ptr %1, i64 24
  %4 = load i64, ptr %v, align 8, !tbaa !13
  %conv = trunc i64 %4 to i32
  %add = add nsw i32 %3, %conv
  br label %cleanup

if.end4:                                          ; preds = %if.end
  tail call void @note()
  %cmp5 = icmp eq i32 %op, 2
  br i1 %cmp5, label %if.then7, label %cleanup

if.then7:                                         ; preds = %if.end4
  %5 = load ptr, ptr %x, align 8, !tbaa !13
  %id = getelementptr inbounds i8, ptr %5, i64 8
  %6 = load i32, ptr %id, align 8, !tbaa !14
  br label %cleanup

cleanup:                                          ; preds = %if.end4, %entry, %if.then7, %if.then1
  %retval.0 = phi i32 [ %add, %if.then1 ], [ %6, %if.then7 ], [ 0, %entry ], [ 1, %if.end4 ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @count(ptr nocapture noundef readonly %h) local_unnamed_addr #0 {
entry:
  %0 = load ptr, ptr %h, align 8, !tbaa !5
  %flags = getelementptr inbounds i8, ptr %0, i64 4
  %1 = load i32, ptr %flags, align 4, !tbaa !10
  %x = getelementptr inbounds i8, ptr %0, i64 24
  %2 = load ptr, ptr %x, align 8, !tbaa !13
  %3 = load i32, ptr %2, align 8, !tbaa !17
  %add = add nsw i32 %3, %1
  ret i32 %add
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @put(ptr nocapture noundef writeonly %h, ptr noundef %p) local_unnamed_addr #2 {
entry:
  store ptr %p, ptr %h, align 8, !tbaa !5
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  store ptr @main.s, ptr getelementptr inbounds (i8, ptr @main.sub, i64 24), align 8, !tbaa !13
  store ptr @main.l, ptr getelementptr inbounds (i8, ptr @main.top, i64 24), align 8, !tbaa !13
  tail call void @put(ptr noundef nonnull @main.h1, ptr noundef nonnull @main.sub)
  tail call void @put(ptr noundef nonnull @main.h2, ptr noundef nonnull @main.top)
  tail call void @put(ptr noundef nonnull @main.h3, ptr noundef nonnull @main.s)
  tail call void @put(ptr noundef nonnull @main.h4, ptr noundef nonnull @main.l)
  %call = tail call i32 @selid(ptr noundef nonnull @main.h1)
  %call1 = tail call i32 @vsize(ptr noundef nonnull @main.h1, i32 noundef %argc)
  %call2 = tail call i32 @count(ptr noundef nonnull @main.h2)
  %0 = load ptr, ptr @main.h3, align 8, !tbaa !5
  %1 = load ptr, ptr @main.h4, align 8, !tbaa !5
  %cmp = icmp ne ptr %0, %1
  %conv = zext i1 %cmp to i32
  %add = add i32 %call, %argc
  %add3 = add i32 %add, %call1
  %add4 = add i32 %add3, %call2
  %add5 = add i32 %add4, %conv
  ret i32 %add5
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"holder", !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !12, i64 4}
!11 = !{!"expr", !12, i64 0, !12, i64 4, !7, i64 8, !7, i64 16, !8, i64 24}
!12 = !{!"int", !8, i64 0}
!13 = !{!8, !8, i64 0}
!14 = !{!15, !12, i64 8}
!15 = !{!"sel", !12, i64 0, !12, i64 4, !12, i64 8, !12, i64 12, !8, i64 16, !8, i64 24}
!16 = !{i64 1508}
!17 = !{!18, !12, i64 0}
!18 = !{!"list", !12, i64 0, !12, i64 4, !8, i64 8}
