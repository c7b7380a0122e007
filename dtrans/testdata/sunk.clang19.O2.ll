; ModuleID = 'sunk.c'
source_filename = "sunk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Pool = type { ptr, [16 x i8] }
%struct.Entry = type { i16, i16, i16, i16, i16 }
%struct.Other = type { i64, i64 }

@pool = dso_local global %struct.Pool zeroinitializer, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @alloc(i64 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = load ptr, ptr @pool, align 8, !tbaa !5
  %tobool.not = icmp eq ptr %0, null
  br i1 %tobool.not, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  %call = tail call ptr %0(i64 noundef %n) #3
  br label %return

if.end:                                           ; preds = %entry
  %cmp = icmp ult i64 %n, 17
  br i1 %cmp, label %return, label %if.end2

if.end2:                                          ; preds = %if.end
  %call3 = tail call noalias ptr @malloc(i64 noundef %n) #4
  br label %return

return:                                           ; preds = %if.end, %if.end2, %if.then
  %retval.0 = phi ptr [ %call, %if.then ], [ %call3, %if.end2 ], [ getelementptr inbounds (i8, ptr @pool, i64 8), %if.end ]
  ret ptr %retval.0
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @parse(ptr nocapture noundef readonly %p, i32 noundef %n, i32 noundef %depth) local_unnamed_addr #0 {
entry:
  %conv = sext i32 %n to i64
  %mul = mul nsw i64 %conv, 10
  %call = tail call ptr @alloc(i64 noundef %mul)
  %cmp76 = icmp sgt i32 %n, 0
  br i1 %cmp76, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %cmp2 = icmp eq i32 %depth, 8
  %wide.trip.count = zext nneg i32 %n to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end, %entry
  ret ptr %call

for.body:                                         ; preds = %for.body.lr.ph, %if.end
  %indvars.iv = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next, %if.end ]
  %p.addr.078 = phi ptr [ %p, %for.body.lr.ph ], [ %add.ptr48, %if.end ]
  %add.ptr = getelementptr inbounds %struct.Entry, ptr %call, i64 %indvars.iv
  br i1 %cmp2, label %if.then, label %if.else

if.then:                                          ; preds = %for.body
  %incdec.ptr = getelementptr inbounds i8, ptr %p.addr.078, i64 1
  %0 = load i8, ptr %p.addr.078, align 1, !tbaa !10
  %conv4 = zext i8 %0 to i16
  store i16 %conv4, ptr %add.ptr, align 2, !tbaa !11
  %incdec.ptr5 = getelementptr inbounds i8, ptr %p.addr.078, i64 2
  %1 = load i8, ptr %incdec.ptr, align 1, !tbaa !10
  %conv6 = zext i8 %1 to i16
  %green = getelementptr inbounds i8, ptr %add.ptr, i64 2
  store i16 %conv6, ptr %green, align 2, !tbaa !14
  %incdec.ptr7 = getelementptr inbounds i8, ptr %p.addr.078, i64 3
  %2 = load i8, ptr %incdec.ptr5, align 1, !tbaa !10
  %conv8 = zext i8 %2 to i16
  %blue = getelementptr inbounds i8, ptr %add.ptr, i64 4
  store i16 %conv8, ptr %blue, align 2, !tbaa !15
  %incdec.ptr9 = getelementptr inbounds i8, ptr %p.addr.078, i64 4
  %3 = load i8, ptr %incdec.ptr7, align 1, !tbaa !10
  %conv10 = zext i8 %3 to i16
  br label %if.end

if.else:                                          ; preds = %for.body
  %4 = load i8, ptr %p.addr.078, align 1, !tbaa !10
  %conv11 = zext i8 %4 to i16
  %shl = shl nuw i16 %conv11, 8
  %arrayidx12 = getelementptr inbounds i8, ptr %p.addr.078, i64 1
  %5 = load i8, ptr %arrayidx12, align 1, !tbaa !10
  %conv13 = zext i8 %5 to i16
  %or = or disjoint i16 %shl, %conv13
  store i16 %or, ptr %add.ptr, align 2, !tbaa !11
  %arrayidx16 = getelementptr inbounds i8, ptr %p.addr.078, i64 2
  %6 = load i8, ptr %arrayidx16, align 1, !tbaa !10
  %conv17 = zext i8 %6 to i16
  %shl18 = shl nuw i16 %conv17, 8
  %arrayidx19 = getelementptr inbounds i8, ptr %p.addr.078, i64 3
  %7 = load i8, ptr %arrayidx19, align 1, !tbaa !10
  %conv20 = zext i8 %7 to i16
  %or21 = or disjoint i16 %shl18, %conv20
  %green23 = getelementptr inbounds i8, ptr %add.ptr, i64 2
  store i16 %or21, ptr %green23, align 2, !tbaa !14
  %arrayidx24 = getelementptr inbounds i8, ptr %p.addr.078, i64 4
  %8 = load i8, ptr %arrayidx24, align 1, !tbaa !10
  %conv25 = zext i8 %8 to i16
  %shl26 = shl nuw i16 %conv25, 8
  %arrayidx27 = getelementptr inbounds i8, ptr %p.addr.078, i64 5
  %9 = load i8, ptr %arrayidx27, align 1, !tbaa !10
  %conv28 = zext i8 %9 to i16
  %or29 = or disjoint i16 %shl26, %conv28
  %blue31 = getelementptr inbounds i8, ptr %add.ptr, i64 4
  store i16 %or29, ptr %blue31, align 2, !tbaa !15
  %arrayidx32 = getelementptr inbounds i8, ptr %p.addr.078, i64 6
  %10 = load i8, ptr %arrayidx32, align 1, !tbaa !10
  %conv33 = zext i8 %10 to i16
  %shl34 = shl nuw i16 %conv33, 8
  %arrayidx35 = getelementptr inbounds i8, ptr %p.addr.078, i64 7
  %11 = load i8, ptr %arrayidx35, align 1, !tbaa !10
  %conv36 = zext i8 %11 to i16
  %or37 = or disjoint i16 %shl34, %conv36
  %add.ptr40 = getelementptr inbounds i8, ptr %p.addr.078, i64 8
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %or37.sink = phi i16 [ %conv10, %if.then ], [ %or37, %if.else ]
  %p.addr.1 = phi ptr [ %incdec.ptr9, %if.then ], [ %add.ptr40, %if.else ]
  %12 = getelementptr inbounds i8, ptr %add.ptr, i64 6
  store i16 %or37.sink, ptr %12, align 2
  %13 = load i8, ptr %p.addr.1, align 1, !tbaa !10
  %conv42 = zext i8 %13 to i16
  %shl43 = shl nuw i16 %conv42, 8
  %arrayidx44 = getelementptr inbounds i8, ptr %p.addr.1, i64 1
  %14 = load i8, ptr %arrayidx44, align 1, !tbaa !10
  %conv45 = zext i8 %14 to i16
  %or46 = or disjoint i16 %shl43, %conv45
  %freq = getelementptr inbounds i8, ptr %add.ptr, i64 8
  store i16 %or46, ptr %freq, align 2, !tbaa !16
  %add.ptr48 = getelementptr inbounds i8, ptr %p.addr.1, i64 2
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !17
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @other(i32 noundef %n) local_unnamed_addr #0 {
entry:
  %conv = sext i32 %n to i64
  %mul = shl nsw i64 %conv, 4
  %call = tail call ptr @alloc(i64 noundef %mul)
  %cmp15 = icmp sgt i32 %n, 0
  br i1 %cmp15, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 3
  %0 = icmp ult i32 %n, 4
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483644
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.3, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %arrayidx.epil = getelementptr inbounds %struct.Other, ptr %call, i64 %indvars.iv.epil
  store i64 %indvars.iv.epil, ptr %arrayidx.epil, align 8, !tbaa !19
  %1 = shl nuw nsw i64 %indvars.iv.epil, 1
  %b.epil = getelementptr inbounds i8, ptr %arrayidx.epil, i64 8
  store i64 %1, ptr %b.epil, align 8, !tbaa !22
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !23

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %entry
  ret ptr %call

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.3, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  %arrayidx = getelementptr inbounds %struct.Other, ptr %call, i64 %indvars.iv
  store i64 %indvars.iv, ptr %arrayidx, align 8, !tbaa !19
  %2 = shl nuw nsw i64 %indvars.iv, 1
  %b = getelementptr inbounds i8, ptr %arrayidx, i64 8
  store i64 %2, ptr %b, align 8, !tbaa !22
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds %struct.Other, ptr %call, i64 %indvars.iv.next
  store i64 %indvars.iv.next, ptr %arrayidx.1, align 8, !tbaa !19
  %3 = shl nuw nsw i64 %indvars.iv.next, 1
  %b.1 = getelementptr inbounds i8, ptr %arrayidx.1, i64 8
  store i64 %3, ptr %b.1, align 8, !tbaa !22
  %indvars.iv.next.1 = or disjoint i64 %indvars.iv, 2
  %arrayidx.2 = getelementptr inbounds %struct.Other, ptr %call, i64 %indvars.iv.next.1
  store i64 %indvars.iv.next.1, ptr %arrayidx.2, align 8, !tbaa !19
  %4 = shl nuw nsw i64 %indvars.iv.next.1, 1
  %b.2 = getelementptr inbounds i8, ptr %arrayidx.2, i64 8
  store i64 %4, ptr %b.2, align 8, !tbaa !22
  %indvars.iv.next.2 = or disjoint i64 %indvars.iv, 3
  %arrayidx.3 = getelementptr inbounds %struct.Other, ptr %call, i64 %indvars.iv.next.2
  store i64 %indvars.iv.next.2, ptr %arrayidx.3, align 8, !tbaa !19
  %5 = shl nuw nsw i64 %indvars.iv.next.2, 1
  %b.3 = getelementptr inbounds i8, ptr %arrayidx.3, i64 8
  store i64 %5, ptr %b.3, align 8, !tbaa !22
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !25
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #2 {
entry:
  %0 = load ptr, ptr %argv, align 8, !tbaa !26
  %call = tail call ptr @parse(ptr noundef %0, i32 noundef %argc, i32 noundef %argc)
  %call1 = tail call ptr @other(i32 noundef %argc)
  %alpha = getelementptr inbounds i8, ptr %call, i64 6
  %1 = load i16, ptr %alpha, align 2, !tbaa !27
  %conv = zext i16 %1 to i32
  %b = getelementptr inbounds i8, ptr %call1, i64 8
  %2 = load i64, ptr %b, align 8, !tbaa !22
  %conv4 = trunc i64 %2 to i32
  %add = add nsw i32 %conv4, %conv
  ret i32 %add
}

attributes #0 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Pool", !7, i64 0, !8, i64 8}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = !{!12, !13, i64 0}
!12 = !{!"Entry", !13, i64 0, !13, i64 2, !13, i64 4, !13, i64 6, !13, i64 8}
!13 = !{!"short", !8, i64 0}
!14 = !{!12, !13, i64 2}
!15 = !{!12, !13, i64 4}
!16 = !{!12, !13, i64 8}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!20, !21, i64 0}
!20 = !{!"Other", !21, i64 0, !21, i64 8}
!21 = !{!"long", !8, i64 0}
!22 = !{!20, !21, i64 8}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.unroll.disable"}
!25 = distinct !{!25, !18}
!26 = !{!7, !7, i64 0}
!27 = !{!12, !13, i64 6}
