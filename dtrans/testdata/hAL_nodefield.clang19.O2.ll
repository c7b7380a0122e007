; ModuleID = 'hAL_nodefield.c'
source_filename = "hAL_nodefield.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.TV = type { %union.Value, i8 }
%union.Value = type { ptr }
%union.Node = type { %struct.NodeKey }
%struct.NodeKey = type { %union.Value, i8, i8, i32, %union.Value }
%struct.Tab = type { ptr, i32, i32, ptr }

@absent = internal constant %struct.TV { %union.Value zeroinitializer, i8 16 }, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local noalias noundef ptr @xalloc(i64 noundef %n) local_unnamed_addr #0 {
entry:
  %call = tail call noalias ptr @malloc(i64 noundef %n) #9
  %tobool.not = icmp eq ptr %call, null
  br i1 %tobool.not, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  tail call void @abort() #10
  unreachable

if.end:                                           ; preds = %entry
  ret ptr %call
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare void @abort() local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local ptr @get(ptr nocapture noundef readonly %t, i64 noundef %k) local_unnamed_addr #4 {
entry:
  %sub = add i64 %k, -1
  %asize = getelementptr inbounds i8, ptr %t, i64 8
  %0 = load i32, ptr %asize, align 8, !tbaa !5
  %conv = zext i32 %0 to i64
  %cmp = icmp ult i64 %sub, %conv
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %1 = load ptr, ptr %t, align 8, !tbaa !11
  %arrayidx = getelementptr inbounds %struct.TV, ptr %1, i64 %sub
  br label %return

if.end:                                           ; preds = %entry
  %node = getelementptr inbounds i8, ptr %t, i64 16
  %2 = load ptr, ptr %node, align 8, !tbaa !12
  %lsize = getelementptr inbounds i8, ptr %t, i64 12
  %3 = load i32, ptr %lsize, align 4, !tbaa !13
  %notmask = shl nsw i32 -1, %3
  %sub3 = xor i32 %notmask, -1
  %conv4 = zext nneg i32 %sub3 to i64
  %and = and i64 %conv4, %k
  %arrayidx5 = getelementptr inbounds %union.Node, ptr %2, i64 %and
  br label %for.cond

for.cond:                                         ; preds = %if.end12, %if.end
  %n.0 = phi ptr [ %arrayidx5, %if.end ], [ %add.ptr, %if.end12 ]
  %ktt = getelementptr inbounds i8, ptr %n.0, i64 9
  %4 = load i8, ptr %ktt, align 1, !tbaa !14
  %cmp7 = icmp eq i8 %4, 3
  br i1 %cmp7, label %land.lhs.true, label %if.end12

land.lhs.true:                                    ; preds = %for.cond
  %key = getelementptr inbounds i8, ptr %n.0, i64 16
  %5 = load i64, ptr %key, align 8, !tbaa !14
  %cmp9 = icmp eq i64 %5, %k
  br i1 %cmp9, label %return, label %if.end12

if.end12:                                         ; preds = %land.lhs.true, %for.cond
  %next = getelementptr inbounds i8, ptr %n.0, i64 12
  %6 = load i32, ptr %next, align 4, !tbaa !14
  %cmp13.not = icmp eq i32 %6, 0
  %idx.ext = sext i32 %6 to i64
  %add.ptr = getelementptr inbounds %union.Node, ptr %n.0, i64 %idx.ext
  br i1 %cmp13.not, label %return, label %for.cond

return:                                           ; preds = %if.end12, %land.lhs.true, %if.then
  %retval.3 = phi ptr [ %arrayidx, %if.then ], [ %n.0, %land.lhs.true ], [ @absent, %if.end12 ]
  ret ptr %retval.3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @swap(ptr nocapture noundef %a, ptr nocapture noundef %b) local_unnamed_addr #5 {
entry:
  %node = getelementptr inbounds i8, ptr %a, i64 16
  %0 = load ptr, ptr %node, align 8, !tbaa !12
  %node1 = getelementptr inbounds i8, ptr %b, i64 16
  %1 = load ptr, ptr %node1, align 8, !tbaa !12
  store ptr %1, ptr %node, align 8, !tbaa !12
  store ptr %0, ptr %node1, align 8, !tbaa !12
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @count(ptr nocapture noundef readonly %t) local_unnamed_addr #4 {
entry:
  %node = getelementptr inbounds i8, ptr %t, i64 16
  %0 = load ptr, ptr %node, align 8, !tbaa !12
  %lsize = getelementptr inbounds i8, ptr %t, i64 12
  %1 = load i32, ptr %lsize, align 4, !tbaa !13
  %shl = shl nuw i32 1, %1
  %idx.ext = sext i32 %shl to i64
  %add.ptr = getelementptr inbounds %union.Node, ptr %0, i64 %idx.ext
  %cmp11.not = icmp eq i32 %1, 31
  br i1 %cmp11.not, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.inc, %entry
  %c.0.lcssa = phi i64 [ 0, %entry ], [ %c.1, %for.inc ]
  ret i64 %c.0.lcssa

for.body:                                         ; preds = %entry, %for.inc
  %n.013 = phi ptr [ %incdec.ptr, %for.inc ], [ %0, %entry ]
  %c.012 = phi i64 [ %c.1, %for.inc ], [ 0, %entry ]
  %ktt = getelementptr inbounds i8, ptr %n.013, i64 9
  %2 = load i8, ptr %ktt, align 1, !tbaa !14
  %cmp2 = icmp eq i8 %2, 3
  br i1 %cmp2, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %next = getelementptr inbounds i8, ptr %n.013, i64 12
  %3 = load i32, ptr %next, align 4, !tbaa !14
  %conv4 = sext i32 %3 to i64
  %add = add nsw i64 %c.012, %conv4
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %c.1 = phi i64 [ %add, %if.then ], [ %c.012, %for.body ]
  %incdec.ptr = getelementptr inbounds i8, ptr %n.013, i64 24
  %cmp = icmp ult ptr %incdec.ptr, %add.ptr
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !15
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @resize(ptr nocapture noundef %t, i32 noundef %lsize) local_unnamed_addr #0 {
entry:
  %nt = alloca %struct.Tab, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %nt) #11
  %shl = shl nuw i32 1, %lsize
  %lsize1 = getelementptr inbounds i8, ptr %nt, i64 12
  store i32 %lsize, ptr %lsize1, align 4, !tbaa !13
  %conv = sext i32 %shl to i64
  %mul = mul nsw i64 %conv, 24
  %call = tail call ptr @xalloc(i64 noundef %mul)
  %node = getelementptr inbounds i8, ptr %nt, i64 16
  store ptr %call, ptr %node, align 8, !tbaa !12
  %cmp20.not = icmp eq i32 %lsize, 31
  br i1 %cmp20.not, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %entry
  %smax = tail call i32 @llvm.smax.i32(i32 %shl, i32 1)
  %wide.trip.count = zext nneg i32 %smax to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp slt i32 %shl, 2
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483646
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %next.epil = getelementptr inbounds %union.Node, ptr %call, i64 %indvars.iv.unr, i32 0, i32 3
  store i32 0, ptr %next.epil, align 4, !tbaa !14
  %ktt.epil = getelementptr inbounds %union.Node, ptr %call, i64 %indvars.iv.unr, i32 0, i32 2
  store i8 0, ptr %ktt.epil, align 1, !tbaa !14
  %tt.epil = getelementptr inbounds %union.Node, ptr %call, i64 %indvars.iv.unr, i32 0, i32 1
  store i8 16, ptr %tt.epil, align 8, !tbaa !14
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  call void @swap(ptr noundef %t, ptr noundef nonnull %nt)
  %lsize10 = getelementptr inbounds i8, ptr %t, i64 12
  store i32 %lsize, ptr %lsize10, align 4, !tbaa !13
  %1 = load ptr, ptr %node, align 8, !tbaa !12
  tail call void @free(ptr noundef %1) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %nt) #11
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %next = getelementptr inbounds %union.Node, ptr %call, i64 %indvars.iv, i32 0, i32 3
  store i32 0, ptr %next, align 4, !tbaa !14
  %ktt = getelementptr inbounds %union.Node, ptr %call, i64 %indvars.iv, i32 0, i32 2
  store i8 0, ptr %ktt, align 1, !tbaa !14
  %tt = getelementptr inbounds %union.Node, ptr %call, i64 %indvars.iv, i32 0, i32 1
  store i8 16, ptr %tt, align 8, !tbaa !14
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
  %next.1 = getelementptr inbounds %union.Node, ptr %call, i64 %indvars.iv.next, i32 0, i32 3
  store i32 0, ptr %next.1, align 4, !tbaa !14
  %ktt.1 = getelementptr inbounds %union.Node, ptr %call, i64 %indvars.iv.next, i32 0, i32 2
  store i8 0, ptr %ktt.1, align 1, !tbaa !14
  %tt.1 = getelementptr inbounds %union.Node, ptr %call, i64 %indvars.iv.next, i32 0, i32 1
  store i8 16, ptr %tt.1, align 8, !tbaa !14
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !17
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #7 {
entry:
  %t = alloca %struct.Tab, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %t) #11
  %asize = getelementptr inbounds i8, ptr %t, i64 8
  store i32 4, ptr %asize, align 8, !tbaa !5
  %call = tail call ptr @xalloc(i64 noundef 64)
  store ptr %call, ptr %t, align 8, !tbaa !11
  %tt = getelementptr inbounds i8, ptr %call, i64 8
  store i8 0, ptr %tt, align 8, !tbaa !18
  %tt.1 = getelementptr inbounds i8, ptr %call, i64 24
  store i8 0, ptr %tt.1, align 8, !tbaa !18
  %tt.2 = getelementptr inbounds i8, ptr %call, i64 40
  store i8 0, ptr %tt.2, align 8, !tbaa !18
  %tt.3 = getelementptr inbounds i8, ptr %call, i64 56
  store i8 0, ptr %tt.3, align 8, !tbaa !18
  %lsize = getelementptr inbounds i8, ptr %t, i64 12
  store i32 0, ptr %lsize, align 4, !tbaa !13
  %node = getelementptr inbounds i8, ptr %t, i64 16
  store ptr null, ptr %node, align 8, !tbaa !12
  call void @resize(ptr noundef nonnull %t, i32 noundef %argc)
  %conv = sext i32 %argc to i64
  %call2 = call ptr @get(ptr noundef nonnull %t, i64 noundef %conv)
  %call3 = call i64 @count(ptr noundef nonnull %t)
  %conv4 = trunc i64 %call3 to i32
  %tt5 = getelementptr inbounds i8, ptr %call2, i64 8
  %0 = load i8, ptr %tt5, align 8, !tbaa !18
  %conv6 = zext i8 %0 to i32
  %add = add nsw i32 %conv6, %conv4
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %t) #11
  ret i32 %add
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

attributes #0 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind allocsize(0) }
attributes #10 = { noreturn nounwind }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 8}
!6 = !{!"Tab", !7, i64 0, !10, i64 8, !10, i64 12, !7, i64 16}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!6, !7, i64 0}
!12 = !{!6, !7, i64 16}
!13 = !{!6, !10, i64 12}
!14 = !{!8, !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = !{!19, !8, i64 8}
!19 = !{!"TV", !8, i64 0, !8, i64 8}
