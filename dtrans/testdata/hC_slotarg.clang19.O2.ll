; ModuleID = 'hC_slotarg.c'
source_filename = "hC_slotarg.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1

; Function Attrs: mustprogress nofree noinline nounwind willreturn uwtable
define dso_local void @putch(ptr nocapture noundef %sbp, i32 noundef %c) local_unnamed_addr #0 {
entry:
  %0 = load ptr, ptr %sbp, align 8, !tbaa !5
  %tobool.not = icmp eq ptr %0, null
  br i1 %tobool.not, label %if.end.thread, label %if.end

if.end.thread:                                    ; preds = %entry
  %call = tail call noalias dereferenceable_or_null(72) ptr @malloc(i64 noundef 72) #5
  store i32 0, ptr %call, align 4, !tbaa !9
  %m = getelementptr inbounds i8, ptr %call, i64 4
  store i32 64, ptr %m, align 4, !tbaa !12
  store ptr %call, ptr %sbp, align 8, !tbaa !5
  br label %if.then3

if.end:                                           ; preds = %entry
  %.pre = load i32, ptr %0, align 4, !tbaa !9
  %m2.phi.trans.insert = getelementptr inbounds i8, ptr %0, i64 4
  %.pre15 = load i32, ptr %m2.phi.trans.insert, align 4, !tbaa !12
  %cmp = icmp slt i32 %.pre, %.pre15
  br i1 %cmp, label %if.then3, label %if.end5

if.then3:                                         ; preds = %if.end.thread, %if.end
  %sb.018 = phi ptr [ %call, %if.end.thread ], [ %0, %if.end ]
  %1 = phi i32 [ 0, %if.end.thread ], [ %.pre, %if.end ]
  %conv = trunc i32 %c to i8
  %s = getelementptr inbounds i8, ptr %sb.018, i64 8
  %inc = add nsw i32 %1, 1
  store i32 %inc, ptr %sb.018, align 4, !tbaa !9
  %idxprom = sext i32 %1 to i64
  %arrayidx = getelementptr inbounds [64 x i8], ptr %s, i64 0, i64 %idxprom
  store i8 %conv, ptr %arrayidx, align 1, !tbaa !13
  br label %if.end5

if.end5:                                          ; preds = %if.then3, %if.end
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 -128, 128) i32 @first(ptr nocapture noundef readonly %s) local_unnamed_addr #3 {
entry:
  %0 = load i8, ptr %s, align 1, !tbaa !13
  %conv = sext i8 %0 to i32
  ret i32 %conv
}

; Function Attrs: mustprogress nofree nounwind willreturn uwtable
define dso_local range(i32 -128, 128) i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #4 {
entry:
  %sb = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %sb) #6
  store ptr null, ptr %sb, align 8, !tbaa !5
  %0 = load ptr, ptr %argv, align 8, !tbaa !5
  %1 = load i8, ptr %0, align 1, !tbaa !13
  %conv = sext i8 %1 to i32
  call void @putch(ptr noundef nonnull %sb, i32 noundef %conv)
  call void @putch(ptr noundef nonnull %sb, i32 noundef 0)
  %2 = load ptr, ptr %sb, align 8
  %tobool.not = icmp eq ptr %2, null
  %s = getelementptr inbounds i8, ptr %2, i64 8
  %cond = select i1 %tobool.not, ptr @.str, ptr %s
  %call = tail call i32 @first(ptr noundef nonnull %cond)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %sb) #6
  ret i32 %call
}

attributes #0 = { mustprogress nofree noinline nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !11, i64 0}
!10 = !{!"Buf", !11, i64 0, !11, i64 4, !7, i64 8}
!11 = !{!"int", !7, i64 0}
!12 = !{!10, !11, i64 4}
!13 = !{!7, !7, i64 0}
