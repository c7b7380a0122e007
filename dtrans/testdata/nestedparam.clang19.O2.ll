; ModuleID = 'nestedparam.c'
source_filename = "nestedparam.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i32 -2147483647, -2147483648) i32 @get_varint(ptr nocapture noundef readonly %p, ptr nocapture noundef writeonly %v) local_unnamed_addr #0 {
entry:
  %0 = load i8, ptr %p, align 1, !tbaa !5
  %tobool.not = icmp sgt i8 %0, -1
  br i1 %tobool.not, label %while.end, label %while.body

while.body:                                       ; preds = %entry
  %1 = and i8 %0, 127
  %conv5 = zext nneg i8 %1 to i64
  %arrayidx.1 = getelementptr inbounds i8, ptr %p, i64 1
  %2 = load i8, ptr %arrayidx.1, align 1, !tbaa !5
  %tobool.not.1 = icmp sgt i8 %2, -1
  br i1 %tobool.not.1, label %while.end, label %while.body.1

while.body.1:                                     ; preds = %while.body
  %shl.1 = shl nuw nsw i64 %conv5, 7
  %3 = and i8 %2, 127
  %conv5.1 = zext nneg i8 %3 to i64
  %or.1 = or disjoint i64 %shl.1, %conv5.1
  %arrayidx.2 = getelementptr inbounds i8, ptr %p, i64 2
  %4 = load i8, ptr %arrayidx.2, align 1, !tbaa !5
  %tobool.not.2 = icmp sgt i8 %4, -1
  br i1 %tobool.not.2, label %while.end, label %while.body.2

while.body.2:                                     ; preds = %while.body.1
  %shl.2 = shl nuw nsw i64 %or.1, 7
  %5 = and i8 %4, 127
  %conv5.2 = zext nneg i8 %5 to i64
  %or.2 = or disjoint i64 %shl.2, %conv5.2
  %arrayidx.3 = getelementptr inbounds i8, ptr %p, i64 3
  %6 = load i8, ptr %arrayidx.3, align 1, !tbaa !5
  %tobool.not.3 = icmp sgt i8 %6, -1
  br i1 %tobool.not.3, label %while.end, label %while.body.3

while.body.3:                                     ; preds = %while.body.2
  %shl.3 = shl nuw nsw i64 %or.2, 7
  %7 = and i8 %6, 127
  %conv5.3 = zext nneg i8 %7 to i64
  %or.3 = or disjoint i64 %shl.3, %conv5.3
  %arrayidx.4 = getelementptr inbounds i8, ptr %p, i64 4
  %8 = load i8, ptr %arrayidx.4, align 1, !tbaa !5
  %tobool.not.4 = icmp sgt i8 %8, -1
  br i1 %tobool.not.4, label %while.end, label %while.body.4

while.body.4:                                     ; preds = %while.body.3
  %shl.4 = shl nuw nsw i64 %or.3, 7
  %9 = and i8 %8, 127
  %conv5.4 = zext nneg i8 %9 to i64
  %or.4 = or disjoint i64 %shl.4, %conv5.4
  %arrayidx.5 = getelementptr inbounds i8, ptr %p, i64 5
  %10 = load i8, ptr %arrayidx.5, align 1, !tbaa !5
  %tobool.not.5 = icmp sgt i8 %10, -1
  br i1 %tobool.not.5, label %while.end, label %while.body.5

while.body.5:                                     ; preds = %while.body.4
  %shl.5 = shl nuw nsw i64 %or.4, 7
  %11 = and i8 %10, 127
  %conv5.5 = zext nneg i8 %11 to i64
  %or.5 = or disjoint i64 %shl.5, %conv5.5
  %arrayidx.6 = getelementptr inbounds i8, ptr %p, i64 6
  %12 = load i8, ptr %arrayidx.6, align 1, !tbaa !5
  %tobool.not.6 = icmp sgt i8 %12, -1
  br i1 %tobool.not.6, label %while.end, label %while.body.6

while.body.6:                                     ; preds = %while.body.5
  %shl.6 = shl nuw nsw i64 %or.5, 7
  %13 = and i8 %12, 127
  %conv5.6 = zext nneg i8 %13 to i64
  %or.6 = or disjoint i64 %shl.6, %conv5.6
  %arrayidx.7 = getelementptr inbounds i8, ptr %p, i64 7
  %14 = load i8, ptr %arrayidx.7, align 1, !tbaa !5
  %tobool.not.7 = icmp sgt i8 %14, -1
  br i1 %tobool.not.7, label %while.end, label %while.body.7

while.body.7:                                     ; preds = %while.body.6
  %shl.7 = shl nuw nsw i64 %or.6, 7
  %15 = and i8 %14, 127
  %conv5.7 = zext nneg i8 %15 to i64
  %or.7 = or disjoint i64 %shl.7, %conv5.7
  %arrayidx8.phi.trans.insert = getelementptr inbounds i8, ptr %p, i64 8
  %.pre = load i8, ptr %arrayidx8.phi.trans.insert, align 1, !tbaa !5
  br label %while.end

while.end:                                        ; preds = %while.body.7, %while.body.6, %while.body.5, %while.body.4, %while.body.3, %while.body.2, %while.body.1, %while.body, %entry
  %16 = phi i8 [ %0, %entry ], [ %2, %while.body ], [ %4, %while.body.1 ], [ %6, %while.body.2 ], [ %8, %while.body.3 ], [ %10, %while.body.4 ], [ %12, %while.body.5 ], [ %14, %while.body.6 ], [ %.pre, %while.body.7 ]
  %x.0.lcssa = phi i64 [ 0, %entry ], [ %conv5, %while.body ], [ %or.1, %while.body.1 ], [ %or.2, %while.body.2 ], [ %or.3, %while.body.3 ], [ %or.4, %while.body.4 ], [ %or.5, %while.body.5 ], [ %or.6, %while.body.6 ], [ %or.7, %while.body.7 ]
  %n.0.lcssa = phi i32 [ 1, %entry ], [ 2, %while.body ], [ 3, %while.body.1 ], [ 4, %while.body.2 ], [ 5, %while.body.3 ], [ 6, %while.body.4 ], [ 7, %while.body.5 ], [ 8, %while.body.6 ], [ 9, %while.body.7 ]
  %shl6 = shl nuw nsw i64 %x.0.lcssa, 7
  %conv9 = zext i8 %16 to i64
  %or10 = or i64 %shl6, %conv9
  store i64 %or10, ptr %v, align 8, !tbaa !8
  ret i32 %n.0.lcssa
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @parse_cell(ptr nocapture noundef readonly %cell, ptr nocapture noundef writeonly %pInfo) local_unnamed_addr #0 {
entry:
  %arrayidx = getelementptr inbounds i8, ptr %cell, i64 4
  %call = tail call i32 @get_varint(ptr noundef nonnull %arrayidx, ptr noundef %pInfo)
  %add = add nsw i32 %call, 4
  %size = getelementptr inbounds i8, ptr %pInfo, i64 16
  store i32 %add, ptr %size, align 8, !tbaa !10
  %payload = getelementptr inbounds i8, ptr %pInfo, i64 8
  store ptr null, ptr %payload, align 8, !tbaa !14
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #2 {
entry:
  %n = alloca i64, align 8
  %call = tail call noalias dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %n) #5
  %cmp = icmp eq ptr %call, null
  %cmp1 = icmp slt i32 %argc, 2
  %or.cond = or i1 %cmp1, %cmp
  br i1 %or.cond, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %arrayidx = getelementptr inbounds i8, ptr %argv, i64 8
  %0 = load ptr, ptr %arrayidx, align 8, !tbaa !15
  %info = getelementptr inbounds i8, ptr %call, i64 8
  tail call void @parse_cell(ptr noundef %0, ptr noundef nonnull %info)
  %1 = load ptr, ptr %argv, align 8, !tbaa !15
  %call3 = call i32 @get_varint(ptr noundef %1, ptr noundef nonnull %n)
  %2 = load i64, ptr %info, align 8, !tbaa !16
  %size = getelementptr inbounds i8, ptr %call, i64 24
  %3 = load i32, ptr %size, align 8, !tbaa !18
  %conv = zext i32 %3 to i64
  %add = add i64 %2, %conv
  %4 = load i64, ptr %n, align 8, !tbaa !8
  %add6 = add i64 %add, %4
  %conv7 = trunc i64 %add6 to i32
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %conv7, %if.end ], [ 1, %entry ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %n) #5
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
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
!8 = !{!9, !9, i64 0}
!9 = !{!"long", !6, i64 0}
!10 = !{!11, !13, i64 16}
!11 = !{!"info", !9, i64 0, !12, i64 8, !13, i64 16}
!12 = !{!"any pointer", !6, i64 0}
!13 = !{!"int", !6, i64 0}
!14 = !{!11, !12, i64 8}
!15 = !{!12, !12, i64 0}
!16 = !{!17, !9, i64 8}
!17 = !{!"cursor", !13, i64 0, !11, i64 8}
!18 = !{!17, !13, i64 24}
