; ModuleID = 'hAB_guesstags.c'
source_filename = "hAB_guesstags.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.List = type { ptr, i32, i32, [1 x %struct.Item] }
%struct.Item = type { ptr, %union.anon.0, ptr, ptr }
%union.anon.0 = type { ptr }
%struct.TV = type { %union.anon, i32 }
%union.anon = type { ptr }

@allgc = dso_local local_unnamed_addr global ptr null, align 8
@nolist = dso_local global %struct.List zeroinitializer, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local noundef ptr @newobj(i32 noundef %tt, i64 noundef %sz) local_unnamed_addr #0 {
entry:
  %call = tail call noalias ptr @malloc(i64 noundef %sz) #9
  %tobool.not = icmp eq ptr %call, null
  br i1 %tobool.not, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  tail call void @exit(i32 noundef 1) #10
  unreachable

if.end:                                           ; preds = %entry
  %tt1 = getelementptr inbounds i8, ptr %call, i64 8
  store i32 %tt, ptr %tt1, align 8, !tbaa !5
  %0 = load ptr, ptr @allgc, align 8, !tbaa !11
  store ptr %0, ptr %call, align 8, !tbaa !12
  store ptr %call, ptr @allgc, align 8, !tbaa !11
  ret ptr %call
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @setobj(ptr nocapture noundef writeonly %t, ptr noundef %o, i32 noundef %tt) local_unnamed_addr #4 {
entry:
  store ptr %o, ptr %t, align 8, !tbaa !13
  %tt1 = getelementptr inbounds i8, ptr %t, i64 8
  store i32 %tt, ptr %tt1, align 8, !tbaa !14
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @touch(ptr nocapture noundef %d) local_unnamed_addr #5 {
entry:
  %n = getelementptr inbounds i8, ptr %d, i64 12
  %0 = load i32, ptr %n, align 4, !tbaa !16
  %inc = add nsw i32 %0, 1
  store i32 %inc, ptr %n, align 4, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @copyfirst(ptr nocapture noundef readonly %o, ptr nocapture noundef %d, i32 noundef %i) local_unnamed_addr #6 {
entry:
  %0 = load ptr, ptr %o, align 8, !tbaa !13
  %n = getelementptr inbounds i8, ptr %0, i64 12
  %1 = load i32, ptr %n, align 4, !tbaa !16
  %cmp = icmp slt i32 %1, 1
  br i1 %cmp, label %return, label %if.end

if.end:                                           ; preds = %entry
  tail call void @touch(ptr noundef %d)
  %2 = load ptr, ptr %o, align 8, !tbaa !13
  %u = getelementptr inbounds i8, ptr %2, i64 24
  %3 = load ptr, ptr %u, align 8, !tbaa !13
  %a2 = getelementptr inbounds i8, ptr %d, i64 16
  %idxprom = sext i32 %i to i64
  %arrayidx3 = getelementptr inbounds [1 x %struct.Item], ptr %a2, i64 0, i64 %idxprom
  %u4 = getelementptr inbounds i8, ptr %arrayidx3, i64 8
  store ptr %3, ptr %u4, align 8, !tbaa !13
  %sel = getelementptr inbounds i8, ptr %2, i64 40
  %4 = load ptr, ptr %sel, align 8, !tbaa !18
  %sel10 = getelementptr inbounds i8, ptr %arrayidx3, i64 24
  store ptr %4, ptr %sel10, align 8, !tbaa !18
  br label %return

return:                                           ; preds = %entry, %if.end
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #7 {
entry:
  %x = alloca %struct.TV, align 8
  %y = alloca %struct.TV, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %x) #11
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %y) #11
  %conv = sext i32 %argc to i64
  %mul = shl nsw i64 %conv, 5
  %add = add nsw i64 %mul, 48
  %call = tail call ptr @newobj(i32 noundef 1, i64 noundef %add)
  %call4 = tail call ptr @newobj(i32 noundef 1, i64 noundef %add)
  %call5 = tail call ptr @newobj(i32 noundef 2, i64 noundef 24)
  %n = getelementptr inbounds i8, ptr %call4, i64 12
  store i32 1, ptr %n, align 4, !tbaa !16
  %n6 = getelementptr inbounds i8, ptr %call, i64 12
  store i32 1, ptr %n6, align 4, !tbaa !16
  %cmp.not42 = icmp slt i32 %argc, 0
  br i1 %cmp.not42, label %for.cond.cleanup, label %for.body.lr.ph

for.body.lr.ph:                                   ; preds = %entry
  %a = getelementptr inbounds i8, ptr %call, i64 16
  %0 = add nuw i32 %argc, 1
  %wide.trip.count = zext i32 %0 to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %1 = icmp eq i32 %argc, 0
  br i1 %1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.lr.ph
  %indvars.iv.unr = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %2 = load ptr, ptr %argv, align 8, !tbaa !11
  %arrayidx8.epil = getelementptr inbounds [1 x %struct.Item], ptr %a, i64 0, i64 %indvars.iv.unr
  store ptr %2, ptr %arrayidx8.epil, align 8, !tbaa !20
  %u.epil = getelementptr inbounds i8, ptr %arrayidx8.epil, i64 8
  store ptr %2, ptr %u.epil, align 8, !tbaa !13
  %alias.epil = getelementptr inbounds i8, ptr %arrayidx8.epil, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %alias.epil, i8 0, i64 16, i1 false)
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  %op = getelementptr inbounds i8, ptr %call5, i64 12
  store i32 %argc, ptr %op, align 4, !tbaa !21
  %left = getelementptr inbounds i8, ptr %call5, i64 16
  store ptr null, ptr %left, align 8, !tbaa !23
  call void @setobj(ptr noundef nonnull %x, ptr noundef nonnull %call, i32 noundef 1)
  call void @setobj(ptr noundef nonnull %y, ptr noundef %call5, i32 noundef 2)
  call void @copyfirst(ptr noundef nonnull %x, ptr noundef %call4, i32 noundef 0)
  tail call void @touch(ptr noundef nonnull @nolist)
  %u21 = getelementptr inbounds i8, ptr %call4, i64 24
  %3 = load ptr, ptr %u21, align 8, !tbaa !13
  %cmp22 = icmp ne ptr %3, null
  %conv23 = zext i1 %cmp22 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %y) #11
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %x) #11
  ret i32 %conv23

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %indvars.iv = phi i64 [ 0, %for.body.lr.ph.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  %4 = load ptr, ptr %argv, align 8, !tbaa !11
  %arrayidx8 = getelementptr inbounds [1 x %struct.Item], ptr %a, i64 0, i64 %indvars.iv
  store ptr %4, ptr %arrayidx8, align 8, !tbaa !20
  %u = getelementptr inbounds i8, ptr %arrayidx8, i64 8
  store ptr %4, ptr %u, align 8, !tbaa !13
  %alias = getelementptr inbounds i8, ptr %arrayidx8, i64 16
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %alias, i8 0, i64 16, i1 false)
  %5 = load ptr, ptr %argv, align 8, !tbaa !11
  %arrayidx8.1 = getelementptr inbounds [1 x %struct.Item], ptr %a, i64 0, i64 %indvars.iv.next
  store ptr %5, ptr %arrayidx8.1, align 8, !tbaa !20
  %u.1 = getelementptr inbounds i8, ptr %arrayidx8.1, i64 8
  store ptr %5, ptr %u.1, align 8, !tbaa !13
  %alias.1 = getelementptr inbounds i8, ptr %arrayidx8.1, i64 16
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %alias.1, i8 0, i64 16, i1 false)
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !24
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

attributes #0 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
!6 = !{!"GC", !7, i64 0, !10, i64 8}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!7, !7, i64 0}
!12 = !{!6, !7, i64 0}
!13 = !{!8, !8, i64 0}
!14 = !{!15, !10, i64 8}
!15 = !{!"TV", !8, i64 0, !10, i64 8}
!16 = !{!17, !10, i64 12}
!17 = !{!"List", !7, i64 0, !10, i64 8, !10, i64 12, !8, i64 16}
!18 = !{!19, !7, i64 24}
!19 = !{!"Item", !7, i64 0, !8, i64 8, !7, i64 16, !7, i64 24}
!20 = !{!19, !7, i64 0}
!21 = !{!22, !10, i64 12}
!22 = !{!"Expr", !7, i64 0, !10, i64 8, !10, i64 12, !7, i64 16}
!23 = !{!22, !7, i64 16}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.mustprogress"}
