; ModuleID = 'hAF_basearray.c'
source_filename = "hAF_basearray.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Obj = type { %struct.Env, i32 }
%struct.Env = type { [8 x i64], i32 }
%struct.Buf = type { [1 x %struct.Env], i32, i32, ptr }

@objs = dso_local global [2 x %struct.Obj] zeroinitializer, align 16
@n = dso_local local_unnamed_addr global i32 0, align 4
@bufs = dso_local global [4 x %struct.Buf] zeroinitializer, align 16

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @try(ptr noundef %b, i32 noundef %x) local_unnamed_addr #0 {
entry:
  %top = getelementptr inbounds i8, ptr %b, i64 72
  store i32 %x, ptr %top, align 8, !tbaa !5
  %add = add nsw i32 %x, 1
  %bot = getelementptr inbounds i8, ptr %b, i64 76
  store i32 %add, ptr %bot, align 4, !tbaa !11
  %call = tail call i32 @save_env(ptr noundef %b) #3
  %tobool.not = icmp eq i32 %call, 0
  br i1 %tobool.not, label %return, label %if.then

if.then:                                          ; preds = %entry
  %0 = load i32, ptr %top, align 8, !tbaa !5
  %1 = load i32, ptr %bot, align 4, !tbaa !11
  %add3 = add nsw i32 %1, %0
  br label %return

return:                                           ; preds = %entry, %if.then
  %retval.0 = phi i32 [ %add3, %if.then ], [ 0, %entry ]
  ret i32 %retval.0
}

declare i32 @save_env(ptr noundef) local_unnamed_addr #1

; Function Attrs: noinline nounwind uwtable
define dso_local void @fail(ptr noundef %b) local_unnamed_addr #0 {
entry:
  tail call void @load_env(ptr noundef %b, i32 noundef 1) #3
  ret void
}

declare void @load_env(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @keep(ptr noundef %o) local_unnamed_addr #0 {
entry:
  %k = getelementptr inbounds i8, ptr %o, i64 72
  store i32 2, ptr %k, align 8, !tbaa !12
  %call = tail call i32 @save_env(ptr noundef %o) #3
  %0 = load i32, ptr %k, align 8, !tbaa !12
  %add = add nsw i32 %0, %call
  ret i32 %add
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 {
entry:
  %0 = load i32, ptr @n, align 4, !tbaa !15
  %idxprom = sext i32 %0 to i64
  %arrayidx = getelementptr inbounds [2 x %struct.Obj], ptr @objs, i64 0, i64 %idxprom
  %call = tail call i32 @keep(ptr noundef nonnull %arrayidx)
  %1 = load i32, ptr @n, align 4, !tbaa !15
  %idxprom1 = sext i32 %1 to i64
  %arrayidx2 = getelementptr inbounds [4 x %struct.Buf], ptr @bufs, i64 0, i64 %idxprom1
  %call3 = tail call i32 @try(ptr noundef nonnull %arrayidx2, i32 noundef 3)
  %add = add nsw i32 %call3, %call
  %cmp = icmp eq i32 %add, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %2 = load i32, ptr @n, align 4, !tbaa !15
  %idxprom4 = sext i32 %2 to i64
  %arrayidx5 = getelementptr inbounds [4 x %struct.Buf], ptr @bufs, i64 0, i64 %idxprom4
  tail call void @fail(ptr noundef nonnull %arrayidx5)
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %3 = load ptr, ptr getelementptr inbounds (i8, ptr @bufs, i64 168), align 8, !tbaa !16
  %top = getelementptr inbounds i8, ptr %3, i64 72
  %4 = load i32, ptr %top, align 8, !tbaa !5
  %add6 = add nsw i32 %4, %add
  ret i32 %add6
}

attributes #0 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !9, i64 72}
!6 = !{!"Buf", !7, i64 0, !9, i64 72, !9, i64 76, !10, i64 80}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"int", !7, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!6, !9, i64 76}
!12 = !{!13, !9, i64 72}
!13 = !{!"Obj", !14, i64 0, !9, i64 72}
!14 = !{!"Env", !7, i64 0, !9, i64 64}
!15 = !{!9, !9, i64 0}
!16 = !{!6, !10, i64 80}
