; ModuleID = 'hAC_backtag.c'
source_filename = "hAC_backtag.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.Slot = type { %struct.TV }
%struct.TV = type { %union.Val, i8 }
%union.Val = type { i8* }
%union.Node = type { %struct.Key }
%struct.Key = type { %union.Val, i8, i8, i32, %union.Val }
%struct.St = type { %union.Slot*, %union.Node*, i32 }

@main.stack = internal global [8 x %union.Slot] zeroinitializer, align 16
@main.nodes = internal global [4 x %union.Node] zeroinitializer, align 16
@__const.main.L = private unnamed_addr constant %struct.St { %union.Slot* bitcast (i8* getelementptr (i8, i8* bitcast ([8 x %union.Slot]* @main.stack to i8*), i64 32) to %union.Slot*), %union.Node* getelementptr inbounds ([4 x %union.Node], [4 x %union.Node]* @main.nodes, i32 0, i32 0), i32 0 }, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local void @settv(%struct.TV* nocapture noundef writeonly %d, %struct.TV* nocapture noundef readonly %s) local_unnamed_addr #0 {
entry:
  %i = bitcast %struct.TV* %s to i64*
  %0 = load i64, i64* %i, align 8, !tbaa !5
  %i2 = bitcast %struct.TV* %d to i64*
  store i64 %0, i64* %i2, align 8, !tbaa !5
  %tt = getelementptr inbounds %struct.TV, %struct.TV* %s, i64 0, i32 1
  %1 = load i8, i8* %tt, align 8, !tbaa !8
  %tt3 = getelementptr inbounds %struct.TV, %struct.TV* %d, i64 0, i32 1
  store i8 %1, i8* %tt3, align 8, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local i64 @pop(%struct.St* nocapture noundef %L) local_unnamed_addr #0 {
entry:
  %top = getelementptr inbounds %struct.St, %struct.St* %L, i64 0, i32 0
  %0 = load %union.Slot*, %union.Slot** %top, align 8, !tbaa !10
  %tt = getelementptr inbounds %union.Slot, %union.Slot* %0, i64 -1, i32 0, i32 1
  %1 = load i8, i8* %tt, align 8, !tbaa !8
  %cmp = icmp eq i8 %1, 3
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %v = getelementptr inbounds %union.Slot, %union.Slot* %0, i64 -1, i32 0, i32 0
  %i = bitcast %union.Val* %v to i64*
  %2 = load i64, i64* %i, align 8, !tbaa !5
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %r.0 = phi i64 [ %2, %if.then ], [ 0, %entry ]
  %incdec.ptr = getelementptr inbounds %union.Slot, %union.Slot* %0, i64 -1
  store %union.Slot* %incdec.ptr, %union.Slot** %top, align 8, !tbaa !10
  ret i64 %r.0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local i32 @main() local_unnamed_addr #2 {
entry:
  %L = alloca %struct.St, align 8
  %0 = bitcast %struct.St* %L to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %0) #4
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %0, i8* noundef nonnull align 8 dereferenceable(24) bitcast (%struct.St* @__const.main.L to i8*), i64 24, i1 false)
  store i8 3, i8* getelementptr inbounds ([8 x %union.Slot], [8 x %union.Slot]* @main.stack, i64 0, i64 1, i32 0, i32 1), align 8, !tbaa !5
  tail call void @settv(%struct.TV* noundef bitcast (i8** getelementptr inbounds ([8 x %union.Slot], [8 x %union.Slot]* @main.stack, i64 0, i64 2, i32 0, i32 0, i32 0) to %struct.TV*), %struct.TV* noundef bitcast ([4 x %union.Node]* @main.nodes to %struct.TV*))
  tail call void @settv(%struct.TV* noundef nonnull bitcast (%union.Node* getelementptr inbounds ([4 x %union.Node], [4 x %union.Node]* @main.nodes, i64 0, i64 1) to %struct.TV*), %struct.TV* noundef getelementptr inbounds ([8 x %union.Slot], [8 x %union.Slot]* @main.stack, i64 0, i64 3, i32 0))
  store i8 2, i8* getelementptr inbounds ([4 x %union.Node], [4 x %union.Node]* @main.nodes, i64 0, i64 1, i32 0, i32 2), align 1, !tbaa !5
  %call = call i64 @pop(%struct.St* noundef nonnull %L)
  %conv = trunc i64 %call to i32
  %1 = load i32, i32* getelementptr inbounds ([4 x %union.Node], [4 x %union.Node]* @main.nodes, i64 0, i64 0, i32 0, i32 3), align 4, !tbaa !5
  %add = add nsw i32 %1, %conv
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %0) #4
  ret i32 %add
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
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !6, i64 8}
!9 = !{!"TV", !6, i64 0, !6, i64 8}
!10 = !{!11, !12, i64 0}
!11 = !{!"St", !12, i64 0, !12, i64 8, !13, i64 16}
!12 = !{!"any pointer", !6, i64 0}
!13 = !{!"int", !6, i64 0}
