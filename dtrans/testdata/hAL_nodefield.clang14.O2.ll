; ModuleID = 'hAL_nodefield.c'
source_filename = "hAL_nodefield.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.TV = type { %union.Value, i8 }
%union.Value = type { i8* }
%struct.Tab = type { %struct.TV*, i32, i32, %union.Node* }
%union.Node = type { %struct.NodeKey }
%struct.NodeKey = type { %union.Value, i8, i8, i32, %union.Value }

@absent = internal constant %struct.TV { %union.Value zeroinitializer, i8 16 }, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local noalias i8* @xalloc(i64 noundef %n) local_unnamed_addr #0 {
entry:
  %call = tail call noalias i8* @malloc(i64 noundef %n) #9
  %tobool.not = icmp eq i8* %call, null
  br i1 %tobool.not, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  tail call void @abort() #10
  unreachable

if.end:                                           ; preds = %entry
  ret i8* %call
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare void @abort() local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define dso_local %struct.TV* @get(%struct.Tab* nocapture noundef readonly %t, i64 noundef %k) local_unnamed_addr #4 {
entry:
  %sub = add i64 %k, -1
  %asize = getelementptr inbounds %struct.Tab, %struct.Tab* %t, i64 0, i32 1
  %0 = load i32, i32* %asize, align 8, !tbaa !5
  %conv = zext i32 %0 to i64
  %cmp = icmp ult i64 %sub, %conv
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %array = getelementptr inbounds %struct.Tab, %struct.Tab* %t, i64 0, i32 0
  %1 = load %struct.TV*, %struct.TV** %array, align 8, !tbaa !11
  %arrayidx = getelementptr inbounds %struct.TV, %struct.TV* %1, i64 %sub
  br label %return

if.end:                                           ; preds = %entry
  %node = getelementptr inbounds %struct.Tab, %struct.Tab* %t, i64 0, i32 3
  %2 = load %union.Node*, %union.Node** %node, align 8, !tbaa !12
  %lsize = getelementptr inbounds %struct.Tab, %struct.Tab* %t, i64 0, i32 2
  %3 = load i32, i32* %lsize, align 4, !tbaa !13
  %notmask = shl nsw i32 -1, %3
  %sub3 = xor i32 %notmask, -1
  %conv4 = sext i32 %sub3 to i64
  %and = and i64 %conv4, %k
  %arrayidx5 = getelementptr inbounds %union.Node, %union.Node* %2, i64 %and
  br label %for.cond

for.cond:                                         ; preds = %if.end13, %if.end
  %n.0 = phi %union.Node* [ %arrayidx5, %if.end ], [ %add.ptr, %if.end13 ]
  %ktt = getelementptr inbounds %union.Node, %union.Node* %n.0, i64 0, i32 0, i32 2
  %4 = load i8, i8* %ktt, align 1, !tbaa !14
  %cmp7 = icmp eq i8 %4, 3
  br i1 %cmp7, label %land.lhs.true, label %if.end13

land.lhs.true:                                    ; preds = %for.cond
  %key = getelementptr inbounds %union.Node, %union.Node* %n.0, i64 0, i32 0, i32 4
  %i = bitcast %union.Value* %key to i64*
  %5 = load i64, i64* %i, align 8, !tbaa !14
  %cmp10 = icmp eq i64 %5, %k
  br i1 %cmp10, label %if.then12, label %if.end13

if.then12:                                        ; preds = %land.lhs.true
  %i_val = bitcast %union.Node* %n.0 to %struct.TV*
  br label %return

if.end13:                                         ; preds = %land.lhs.true, %for.cond
  %next = getelementptr inbounds %union.Node, %union.Node* %n.0, i64 0, i32 0, i32 3
  %6 = load i32, i32* %next, align 4, !tbaa !14
  %cmp15 = icmp eq i32 %6, 0
  %idx.ext = sext i32 %6 to i64
  %add.ptr = getelementptr inbounds %union.Node, %union.Node* %n.0, i64 %idx.ext
  br i1 %cmp15, label %return, label %for.cond

return:                                           ; preds = %if.end13, %if.then12, %if.then
  %retval.3 = phi %struct.TV* [ %arrayidx, %if.then ], [ %i_val, %if.then12 ], [ @absent, %if.end13 ]
  ret %struct.TV* %retval.3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local void @swap(%struct.Tab* nocapture noundef %a, %struct.Tab* nocapture noundef %b) local_unnamed_addr #5 {
entry:
  %node = getelementptr inbounds %struct.Tab, %struct.Tab* %a, i64 0, i32 3
  %0 = load %union.Node*, %union.Node** %node, align 8, !tbaa !12
  %node1 = getelementptr inbounds %struct.Tab, %struct.Tab* %b, i64 0, i32 3
  %1 = load %union.Node*, %union.Node** %node1, align 8, !tbaa !12
  store %union.Node* %1, %union.Node** %node, align 8, !tbaa !12
  store %union.Node* %0, %union.Node** %node1, align 8, !tbaa !12
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define dso_local i64 @count(%struct.Tab* nocapture noundef readonly %t) local_unnamed_addr #4 {
entry:
  %node = getelementptr inbounds %struct.Tab, %struct.Tab* %t, i64 0, i32 3
  %0 = load %union.Node*, %union.Node** %node, align 8, !tbaa !12
  %lsize = getelementptr inbounds %struct.Tab, %struct.Tab* %t, i64 0, i32 2
  %1 = load i32, i32* %lsize, align 4, !tbaa !13
  %shl = shl nuw i32 1, %1
  %idx.ext = sext i32 %shl to i64
  %add.ptr = getelementptr inbounds %union.Node, %union.Node* %0, i64 %idx.ext
  %cmp15.not = icmp eq i32 %1, 31
  br i1 %cmp15.not, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.inc, %entry
  %c.0.lcssa = phi i64 [ 0, %entry ], [ %c.1, %for.inc ]
  ret i64 %c.0.lcssa

for.body:                                         ; preds = %entry, %for.inc
  %n.017 = phi %union.Node* [ %incdec.ptr, %for.inc ], [ %0, %entry ]
  %c.016 = phi i64 [ %c.1, %for.inc ], [ 0, %entry ]
  %ktt = getelementptr inbounds %union.Node, %union.Node* %n.017, i64 0, i32 0, i32 2
  %2 = load i8, i8* %ktt, align 1, !tbaa !14
  %cmp2 = icmp eq i8 %2, 3
  br i1 %cmp2, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %next = getelementptr inbounds %union.Node, %union.Node* %n.017, i64 0, i32 0, i32 3
  %3 = load i32, i32* %next, align 4, !tbaa !14
  %conv5 = sext i32 %3 to i64
  %add = add nsw i64 %c.016, %conv5
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %c.1 = phi i64 [ %add, %if.then ], [ %c.016, %for.body ]
  %incdec.ptr = getelementptr inbounds %union.Node, %union.Node* %n.017, i64 1
  %cmp = icmp ult %union.Node* %incdec.ptr, %add.ptr
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !15
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @resize(%struct.Tab* nocapture noundef %t, i32 noundef %lsize) local_unnamed_addr #0 {
entry:
  %nt = alloca %struct.Tab, align 8
  %0 = bitcast %struct.Tab* %nt to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %0) #9
  %shl = shl nuw i32 1, %lsize
  %lsize1 = getelementptr inbounds %struct.Tab, %struct.Tab* %nt, i64 0, i32 2
  store i32 %lsize, i32* %lsize1, align 4, !tbaa !13
  %conv = sext i32 %shl to i64
  %mul = mul nsw i64 %conv, 24
  %call = tail call i8* @xalloc(i64 noundef %mul)
  %node = getelementptr inbounds %struct.Tab, %struct.Tab* %nt, i64 0, i32 3
  %1 = bitcast %union.Node** %node to i8**
  store i8* %call, i8** %1, align 8, !tbaa !12
  %cmp23.not = icmp eq i32 %lsize, 31
  %2 = bitcast i8* %call to %union.Node*
  br i1 %cmp23.not, label %for.cond.cleanup, label %for.body.lr.ph

for.body.lr.ph:                                   ; preds = %entry
  %smax = call i32 @llvm.smax.i32(i32 %shl, i32 1)
  %wide.trip.count = zext i32 %smax to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %3 = icmp slt i32 %shl, 2
  br i1 %3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i64 %wide.trip.count, 2147483646
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.lr.ph
  %indvars.iv.unr = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %next.epil = getelementptr inbounds %union.Node, %union.Node* %2, i64 %indvars.iv.unr, i32 0, i32 3
  store i32 0, i32* %next.epil, align 4, !tbaa !14
  %ktt.epil = getelementptr inbounds %union.Node, %union.Node* %2, i64 %indvars.iv.unr, i32 0, i32 2
  store i8 0, i8* %ktt.epil, align 1, !tbaa !14
  %4 = getelementptr inbounds %union.Node, %union.Node* %2, i64 %indvars.iv.unr, i32 0, i32 1
  store i8 16, i8* %4, align 8, !tbaa !14
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  call void @swap(%struct.Tab* noundef %t, %struct.Tab* noundef nonnull %nt)
  %lsize11 = getelementptr inbounds %struct.Tab, %struct.Tab* %t, i64 0, i32 2
  store i32 %lsize, i32* %lsize11, align 4, !tbaa !13
  %5 = load i8*, i8** %1, align 8, !tbaa !12
  tail call void @free(i8* noundef %5) #9
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %0) #9
  ret void

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %indvars.iv = phi i64 [ 0, %for.body.lr.ph.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  %next = getelementptr inbounds %union.Node, %union.Node* %2, i64 %indvars.iv, i32 0, i32 3
  store i32 0, i32* %next, align 4, !tbaa !14
  %ktt = getelementptr inbounds %union.Node, %union.Node* %2, i64 %indvars.iv, i32 0, i32 2
  store i8 0, i8* %ktt, align 1, !tbaa !14
  %6 = getelementptr inbounds %union.Node, %union.Node* %2, i64 %indvars.iv, i32 0, i32 1
  store i8 16, i8* %6, align 8, !tbaa !14
  %indvars.iv.next = or i64 %indvars.iv, 1
  %next.1 = getelementptr inbounds %union.Node, %union.Node* %2, i64 %indvars.iv.next, i32 0, i32 3
  store i32 0, i32* %next.1, align 4, !tbaa !14
  %ktt.1 = getelementptr inbounds %union.Node, %union.Node* %2, i64 %indvars.iv.next, i32 0, i32 2
  store i8 0, i8* %ktt.1, align 1, !tbaa !14
  %7 = getelementptr inbounds %union.Node, %union.Node* %2, i64 %indvars.iv.next, i32 0, i32 1
  store i8 16, i8* %7, align 8, !tbaa !14
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !17
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #7 {
entry:
  %t = alloca %struct.Tab, align 8
  %0 = bitcast %struct.Tab* %t to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %0) #9
  %asize = getelementptr inbounds %struct.Tab, %struct.Tab* %t, i64 0, i32 1
  store i32 4, i32* %asize, align 8, !tbaa !5
  %call = tail call i8* @xalloc(i64 noundef 64)
  %1 = bitcast %struct.Tab* %t to i8**
  store i8* %call, i8** %1, align 8, !tbaa !11
  %2 = getelementptr inbounds i8, i8* %call, i64 8
  store i8 0, i8* %2, align 8, !tbaa !18
  %3 = getelementptr inbounds i8, i8* %call, i64 24
  store i8 0, i8* %3, align 8, !tbaa !18
  %4 = getelementptr inbounds i8, i8* %call, i64 40
  store i8 0, i8* %4, align 8, !tbaa !18
  %5 = getelementptr inbounds i8, i8* %call, i64 56
  store i8 0, i8* %5, align 8, !tbaa !18
  %lsize = getelementptr inbounds %struct.Tab, %struct.Tab* %t, i64 0, i32 2
  store i32 0, i32* %lsize, align 4, !tbaa !13
  %node = getelementptr inbounds %struct.Tab, %struct.Tab* %t, i64 0, i32 3
  store %union.Node* null, %union.Node** %node, align 8, !tbaa !12
  call void @resize(%struct.Tab* noundef nonnull %t, i32 noundef %argc)
  %conv = sext i32 %argc to i64
  %call2 = call %struct.TV* @get(%struct.Tab* noundef nonnull %t, i64 noundef %conv)
  %call3 = call i64 @count(%struct.Tab* noundef nonnull %t)
  %conv4 = trunc i64 %call3 to i32
  %tt5 = getelementptr inbounds %struct.TV, %struct.TV* %call2, i64 0, i32 1
  %6 = load i8, i8* %tt5, align 8, !tbaa !18
  %conv6 = zext i8 %6 to i32
  %add = add nsw i32 %conv6, %conv4
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %0) #9
  ret i32 %add
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #8

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }
attributes #10 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
