; ModuleID = 'hN_linkstore.c'
source_filename = "hN_linkstore.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Journal = type { i32, i32, ptr, i64 }

@__const.main.j = private unnamed_addr constant %struct.Journal { i32 8, i32 0, ptr null, i64 0 }, align 8

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #0 {
entry:
  %j = alloca %struct.Journal, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %j) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %j, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.j, i64 24, i1 false)
  %cmp.not16 = icmp sgt i32 %argc, -3
  br i1 %cmp.not16, label %for.body.lr.ph, label %for.end

for.body.lr.ph:                                   ; preds = %entry
  %first = getelementptr inbounds i8, ptr %j, i64 8
  %size = getelementptr inbounds i8, ptr %j, i64 16
  %0 = add i32 %argc, 2
  %smax = tail call i32 @llvm.smax.i32(i32 %0, i32 0)
  br label %for.body

for.body:                                         ; preds = %for.body.lr.ph, %for.inc
  %1 = phi i64 [ 0, %for.body.lr.ph ], [ %add2, %for.inc ]
  %2 = phi ptr [ null, %for.body.lr.ph ], [ %call, %for.inc ]
  %i.017 = phi i32 [ 0, %for.body.lr.ph ], [ %inc, %for.inc ]
  %call = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #8
  %tobool.not.not = icmp eq ptr %call, null
  br i1 %tobool.not.not, label %cleanup7, label %for.inc

for.inc:                                          ; preds = %for.body
  store ptr %2, ptr %call, align 8, !tbaa !5
  %add2 = add nuw nsw i64 %1, 8
  %inc = add nuw i32 %i.017, 1
  %exitcond.not = icmp eq i32 %i.017, %smax
  br i1 %exitcond.not, label %for.cond.for.end_crit_edge, label %for.body, !llvm.loop !10

for.cond.for.end_crit_edge:                       ; preds = %for.inc
  store ptr %call, ptr %first, align 8, !tbaa !12
  store i64 %add2, ptr %size, align 8, !tbaa !16
  br label %for.end

for.end:                                          ; preds = %for.cond.for.end_crit_edge, %entry
  %mul = shl nsw i32 %argc, 3
  %conv = sext i32 %mul to i64
  call fastcc void @truncateTo(ptr noundef nonnull %j, i64 noundef %conv)
  call fastcc void @truncateTo(ptr noundef nonnull %j, i64 noundef 0)
  %size5 = getelementptr inbounds i8, ptr %j, i64 16
  %3 = load i64, ptr %size5, align 8, !tbaa !16
  %conv6 = trunc i64 %3 to i32
  br label %cleanup7

cleanup7:                                         ; preds = %for.body, %for.end
  %retval.3 = phi i32 [ %conv6, %for.end ], [ 1, %for.body ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %j) #7
  ret i32 %retval.3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @truncateTo(ptr nocapture noundef %p, i64 noundef %n) unnamed_addr #4 {
entry:
  %size = getelementptr inbounds i8, ptr %p, i64 16
  %0 = load i64, ptr %size, align 8, !tbaa !16
  %cmp = icmp sgt i64 %0, %n
  br i1 %cmp, label %if.then, label %if.end15

if.then:                                          ; preds = %entry
  %cmp1 = icmp eq i64 %n, 0
  br i1 %cmp1, label %if.then2, label %if.else

if.then2:                                         ; preds = %if.then
  %first = getelementptr inbounds i8, ptr %p, i64 8
  br label %if.end13.sink.split

if.else:                                          ; preds = %if.then
  %1 = load i32, ptr %p, align 8, !tbaa !17
  %conv = sext i32 %1 to i64
  %first4 = getelementptr inbounds i8, ptr %p, i64 8
  br label %for.cond

for.cond:                                         ; preds = %for.cond, %if.else
  %it.0.in = phi ptr [ %first4, %if.else ], [ %it.0, %for.cond ]
  %k.0 = phi i64 [ %conv, %if.else ], [ %add, %for.cond ]
  %it.0 = load ptr, ptr %it.0.in, align 8, !tbaa !18
  %tobool = icmp ne ptr %it.0, null
  %cmp5 = icmp slt i64 %k.0, %n
  %2 = select i1 %tobool, i1 %cmp5, i1 false
  %add = add nsw i64 %k.0, %conv
  br i1 %2, label %for.cond, label %for.end, !llvm.loop !19

for.end:                                          ; preds = %for.cond
  br i1 %tobool, label %if.end13.sink.split, label %if.end13

if.end13.sink.split:                              ; preds = %for.end, %if.then2
  %it.0.sink30 = phi ptr [ %first, %if.then2 ], [ %it.0, %for.end ]
  %3 = load ptr, ptr %it.0.sink30, align 8, !tbaa !18
  tail call fastcc void @freeChunks(ptr noundef %3)
  store ptr null, ptr %it.0.sink30, align 8, !tbaa !18
  br label %if.end13

if.end13:                                         ; preds = %if.end13.sink.split, %for.end
  store i64 %n, ptr %size, align 8, !tbaa !16
  br label %if.end15

if.end15:                                         ; preds = %if.end13, %entry
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @freeChunks(ptr noundef %c) unnamed_addr #4 {
entry:
  %tobool.not3 = icmp eq ptr %c, null
  br i1 %tobool.not3, label %while.end, label %while.body

while.body:                                       ; preds = %entry, %while.body
  %c.addr.04 = phi ptr [ %0, %while.body ], [ %c, %entry ]
  %0 = load ptr, ptr %c.addr.04, align 8, !tbaa !5
  tail call void @free(ptr noundef nonnull %c.addr.04) #7
  %tobool.not = icmp eq ptr %0, null
  br i1 %tobool.not, label %while.end, label %while.body, !llvm.loop !20

while.end:                                        ; preds = %while.body, %entry
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Chunk", !7, i64 0, !8, i64 8}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !7, i64 8}
!13 = !{!"Journal", !14, i64 0, !14, i64 4, !7, i64 8, !15, i64 16}
!14 = !{!"int", !8, i64 0}
!15 = !{!"long", !8, i64 0}
!16 = !{!13, !15, i64 16}
!17 = !{!13, !14, i64 0}
!18 = !{!7, !7, i64 0}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
