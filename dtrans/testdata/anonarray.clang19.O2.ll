; ModuleID = 'anonarray.c'
source_filename = "anonarray.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Acc = type { i32, [8 x i32], i64, i32 }
%struct.Other = type { double, double, double, double, double }
%struct.holder = type { ptr, i32 }

@g_acc = dso_local global %struct.Acc zeroinitializer, align 8
@g_other = dso_local global %struct.Other zeroinitializer, align 8
@__const.main.k = private unnamed_addr constant %struct.holder { ptr @g_other, i32 1 }, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i64 @step(ptr nocapture noundef readonly %h, i32 noundef %i) local_unnamed_addr #0 {
entry:
  %kind = getelementptr inbounds i8, ptr %h, i64 8
  %0 = load i32, ptr %kind, align 8, !tbaa !5
  %cmp = icmp eq i32 %0, 0
  %1 = load ptr, ptr %h, align 8, !tbaa !11
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %2 = load i32, ptr %1, align 8, !tbaa !12
  %inc = add nsw i32 %2, 1
  store i32 %inc, ptr %1, align 8, !tbaa !12
  %tab = getelementptr inbounds i8, ptr %1, i64 4
  %and = and i32 %i, 7
  %idxprom = zext nneg i32 %and to i64
  %arrayidx = getelementptr inbounds [8 x i32], ptr %tab, i64 0, i64 %idxprom
  %3 = load i32, ptr %arrayidx, align 4, !tbaa !15
  %add = add nsw i32 %3, 1
  store i32 %add, ptr %arrayidx, align 4, !tbaa !15
  %last = getelementptr inbounds i8, ptr %1, i64 48
  store i32 %i, ptr %last, align 8, !tbaa !16
  %conv = sext i32 %inc to i64
  %total = getelementptr inbounds i8, ptr %1, i64 40
  %4 = load i64, ptr %total, align 8, !tbaa !17
  %add2 = add nsw i64 %4, %conv
  store i64 %add2, ptr %total, align 8, !tbaa !17
  br label %return

if.end:                                           ; preds = %entry
  %c = getelementptr inbounds i8, ptr %1, i64 16
  %5 = load double, ptr %c, align 8, !tbaa !18
  %mul = fmul double %5, 5.000000e-01
  store double %mul, ptr %c, align 8, !tbaa !18
  %conv6 = fptosi double %mul to i64
  br label %return

return:                                           ; preds = %if.end, %if.then
  %retval.0 = phi i64 [ %add2, %if.then ], [ %conv6, %if.end ]
  ret i64 %retval.0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #2 {
entry:
  %h = alloca %struct.holder, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %h) #3
  store ptr @g_acc, ptr %h, align 8, !tbaa !11
  %kind = getelementptr inbounds i8, ptr %h, i64 8
  %cmp = icmp sgt i32 %argc, 1
  %conv = zext i1 %cmp to i32
  store i32 %conv, ptr %kind, align 8, !tbaa !5
  %call = call i64 @step(ptr noundef nonnull %h, i32 noundef %argc)
  %call1 = tail call i64 @step(ptr noundef nonnull @__const.main.k, i32 noundef %argc)
  %add = add nsw i64 %call1, %call
  %conv2 = trunc i64 %add to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %h) #3
  ret i32 %conv2
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
