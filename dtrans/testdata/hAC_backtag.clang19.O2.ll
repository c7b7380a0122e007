; ModuleID = 'hAC_backtag.c'
source_filename = "hAC_backtag.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.Slot = type { %struct.TV }
%struct.TV = type { %union.Val, i8 }
%union.Val = type { ptr }
%union.Node = type { %struct.Key }
%struct.Key = type { %union.Val, i8, i8, i32, %union.Val }
%struct.St = type { ptr, ptr, i32 }

@main.stack = internal global [8 x %union.Slot] zeroinitializer, align 16
@main.nodes = internal global [4 x %union.Node] zeroinitializer, align 16
@__const.main.L = private unnamed_addr constant %struct.St { ptr getelementptr (i8, ptr @main.stack, i64 32), ptr @main.nodes, i32 0 }, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @settv(ptr nocapture noundef writeonly %d, ptr nocapture noundef readonly %s) local_unnamed_addr #0 {
entry:
  %0 = load i64, ptr %s, align 8, !tbaa !5
  store i64 %0, ptr %d, align 8, !tbaa !5
  %tt = getelementptr inbounds i8, ptr %s, i64 8
  %1 = load i8, ptr %tt, align 8, !tbaa !8
  %tt2 = getelementptr inbounds i8, ptr %d, i64 8
  store i8 %1, ptr %tt2, align 8, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local i64 @pop(ptr nocapture noundef %L) local_unnamed_addr #1 {
entry:
  %0 = load ptr, ptr %L, align 8, !tbaa !10
  %tt = getelementptr inbounds i8, ptr %0, i64 -8
  %1 = load i8, ptr %tt, align 8, !tbaa !8
  %cmp = icmp eq i8 %1, 3
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %add.ptr = getelementptr inbounds i8, ptr %0, i64 -16
  %2 = load i64, ptr %add.ptr, align 8, !tbaa !5
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %r.0 = phi i64 [ %2, %if.then ], [ 0, %entry ]
  %incdec.ptr = getelementptr inbounds i8, ptr %0, i64 -16
  store ptr %incdec.ptr, ptr %L, align 8, !tbaa !10
  ret i64 %r.0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define dso_local i32 @main() local_unnamed_addr #3 {
entry:
  %L = alloca %struct.St, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %L) #5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %L, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.L, i64 24, i1 false)
  store i8 3, ptr getelementptr inbounds (i8, ptr @main.stack, i64 24), align 8, !tbaa !5
  tail call void @settv(ptr noundef nonnull getelementptr inbounds (i8, ptr @main.stack, i64 32), ptr noundef nonnull @main.nodes)
  tail call void @settv(ptr noundef nonnull getelementptr inbounds (i8, ptr @main.nodes, i64 24), ptr noundef nonnull getelementptr inbounds (i8, ptr @main.stack, i64 48))
  store i8 2, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 33), align 1, !tbaa !5
  %call = call i64 @pop(ptr noundef nonnull %L)
  %conv = trunc i64 %call to i32
  %0 = load i32, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 12), align 4, !tbaa !5
  %add = add nsw i32 %0, %conv
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %L) #5
  ret i32 %add
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !6, i64 8}
!9 = !{!"TV", !6, i64 0, !6, i64 8}
!10 = !{!11, !12, i64 0}
!11 = !{!"St", !12, i64 0, !12, i64 8, !13, i64 16}
!12 = !{!"any pointer", !6, i64 0}
!13 = !{!"int", !6, i64 0}
