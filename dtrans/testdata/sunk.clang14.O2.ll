; ModuleID = 'sunk.c'
source_filename = "sunk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Pool = type { i8* (i64)*, [16 x i8] }
%struct.Entry = type { i16, i16, i16, i16, i16 }
%struct.Other = type { i64, i64 }

@pool = dso_local global %struct.Pool zeroinitializer, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local i8* @alloc(i64 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = load i8* (i64)*, i8* (i64)** getelementptr inbounds (%struct.Pool, %struct.Pool* @pool, i64 0, i32 0), align 8, !tbaa !5
  %tobool.not = icmp eq i8* (i64)* %0, null
  br i1 %tobool.not, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  %call = tail call i8* %0(i64 noundef %n) #3
  br label %return

if.end:                                           ; preds = %entry
  %cmp = icmp ult i64 %n, 17
  br i1 %cmp, label %return, label %if.end2

if.end2:                                          ; preds = %if.end
  %call3 = tail call noalias i8* @malloc(i64 noundef %n) #3
  br label %return

return:                                           ; preds = %if.end, %if.end2, %if.then
  %retval.0 = phi i8* [ %call, %if.then ], [ %call3, %if.end2 ], [ getelementptr inbounds (%struct.Pool, %struct.Pool* @pool, i64 0, i32 1, i64 0), %if.end ]
  ret i8* %retval.0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: noinline nounwind uwtable
define dso_local %struct.Entry* @parse(i8* nocapture noundef readonly %p, i32 noundef %n, i32 noundef %depth) local_unnamed_addr #0 {
entry:
  %conv = sext i32 %n to i64
  %mul = mul nsw i64 %conv, 10
  %call = tail call i8* @alloc(i64 noundef %mul)
  %0 = bitcast i8* %call to %struct.Entry*
  %cmp79 = icmp sgt i32 %n, 0
  br i1 %cmp79, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %cmp2 = icmp eq i32 %depth, 8
  %wide.trip.count = zext i32 %n to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end, %entry
  ret %struct.Entry* %0

for.body:                                         ; preds = %for.body.lr.ph, %if.end
  %indvars.iv = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next, %if.end ]
  %p.addr.081 = phi i8* [ %p, %for.body.lr.ph ], [ %add.ptr48, %if.end ]
  %add.ptr = getelementptr inbounds %struct.Entry, %struct.Entry* %0, i64 %indvars.iv
  br i1 %cmp2, label %if.then, label %if.else

if.then:                                          ; preds = %for.body
  %incdec.ptr = getelementptr inbounds i8, i8* %p.addr.081, i64 1
  %1 = load i8, i8* %p.addr.081, align 1, !tbaa !10
  %conv4 = zext i8 %1 to i16
  %red = getelementptr inbounds %struct.Entry, %struct.Entry* %add.ptr, i64 0, i32 0
  store i16 %conv4, i16* %red, align 2, !tbaa !11
  %incdec.ptr5 = getelementptr inbounds i8, i8* %p.addr.081, i64 2
  %2 = load i8, i8* %incdec.ptr, align 1, !tbaa !10
  %conv6 = zext i8 %2 to i16
  %green = getelementptr inbounds %struct.Entry, %struct.Entry* %0, i64 %indvars.iv, i32 1
  store i16 %conv6, i16* %green, align 2, !tbaa !14
  %incdec.ptr7 = getelementptr inbounds i8, i8* %p.addr.081, i64 3
  %3 = load i8, i8* %incdec.ptr5, align 1, !tbaa !10
  %conv8 = zext i8 %3 to i16
  %blue = getelementptr inbounds %struct.Entry, %struct.Entry* %0, i64 %indvars.iv, i32 2
  store i16 %conv8, i16* %blue, align 2, !tbaa !15
  %incdec.ptr9 = getelementptr inbounds i8, i8* %p.addr.081, i64 4
  %4 = load i8, i8* %incdec.ptr7, align 1, !tbaa !10
  %conv10 = zext i8 %4 to i16
  br label %if.end

if.else:                                          ; preds = %for.body
  %5 = load i8, i8* %p.addr.081, align 1, !tbaa !10
  %conv11 = zext i8 %5 to i16
  %shl = shl nuw i16 %conv11, 8
  %arrayidx12 = getelementptr inbounds i8, i8* %p.addr.081, i64 1
  %6 = load i8, i8* %arrayidx12, align 1, !tbaa !10
  %conv13 = zext i8 %6 to i16
  %or = or i16 %shl, %conv13
  %red15 = getelementptr inbounds %struct.Entry, %struct.Entry* %add.ptr, i64 0, i32 0
  store i16 %or, i16* %red15, align 2, !tbaa !11
  %arrayidx16 = getelementptr inbounds i8, i8* %p.addr.081, i64 2
  %7 = load i8, i8* %arrayidx16, align 1, !tbaa !10
  %conv17 = zext i8 %7 to i16
  %shl18 = shl nuw i16 %conv17, 8
  %arrayidx19 = getelementptr inbounds i8, i8* %p.addr.081, i64 3
  %8 = load i8, i8* %arrayidx19, align 1, !tbaa !10
  %conv20 = zext i8 %8 to i16
  %or21 = or i16 %shl18, %conv20
  %green23 = getelementptr inbounds %struct.Entry, %struct.Entry* %0, i64 %indvars.iv, i32 1
  store i16 %or21, i16* %green23, align 2, !tbaa !14
  %arrayidx24 = getelementptr inbounds i8, i8* %p.addr.081, i64 4
  %9 = load i8, i8* %arrayidx24, align 1, !tbaa !10
  %conv25 = zext i8 %9 to i16
  %shl26 = shl nuw i16 %conv25, 8
  %arrayidx27 = getelementptr inbounds i8, i8* %p.addr.081, i64 5
  %10 = load i8, i8* %arrayidx27, align 1, !tbaa !10
  %conv28 = zext i8 %10 to i16
  %or29 = or i16 %shl26, %conv28
  %blue31 = getelementptr inbounds %struct.Entry, %struct.Entry* %0, i64 %indvars.iv, i32 2
  store i16 %or29, i16* %blue31, align 2, !tbaa !15
  %arrayidx32 = getelementptr inbounds i8, i8* %p.addr.081, i64 6
  %11 = load i8, i8* %arrayidx32, align 1, !tbaa !10
  %conv33 = zext i8 %11 to i16
  %shl34 = shl nuw i16 %conv33, 8
  %arrayidx35 = getelementptr inbounds i8, i8* %p.addr.081, i64 7
  %12 = load i8, i8* %arrayidx35, align 1, !tbaa !10
  %conv36 = zext i8 %12 to i16
  %or37 = or i16 %shl34, %conv36
  %add.ptr40 = getelementptr inbounds i8, i8* %p.addr.081, i64 8
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %or37.sink = phi i16 [ %conv10, %if.then ], [ %or37, %if.else ]
  %p.addr.1 = phi i8* [ %incdec.ptr9, %if.then ], [ %add.ptr40, %if.else ]
  %13 = getelementptr inbounds %struct.Entry, %struct.Entry* %0, i64 %indvars.iv, i32 3
  store i16 %or37.sink, i16* %13, align 2
  %14 = load i8, i8* %p.addr.1, align 1, !tbaa !10
  %conv42 = zext i8 %14 to i16
  %shl43 = shl nuw i16 %conv42, 8
  %arrayidx44 = getelementptr inbounds i8, i8* %p.addr.1, i64 1
  %15 = load i8, i8* %arrayidx44, align 1, !tbaa !10
  %conv45 = zext i8 %15 to i16
  %or46 = or i16 %shl43, %conv45
  %freq = getelementptr inbounds %struct.Entry, %struct.Entry* %0, i64 %indvars.iv, i32 4
  store i16 %or46, i16* %freq, align 2, !tbaa !16
  %add.ptr48 = getelementptr inbounds i8, i8* %p.addr.1, i64 2
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !17
}

; Function Attrs: noinline nounwind uwtable
define dso_local %struct.Other* @other(i32 noundef %n) local_unnamed_addr #0 {
entry:
  %conv = sext i32 %n to i64
  %mul = shl nsw i64 %conv, 4
  %call = tail call i8* @alloc(i64 noundef %mul)
  %0 = bitcast i8* %call to %struct.Other*
  %cmp17 = icmp sgt i32 %n, 0
  br i1 %cmp17, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %1 = icmp eq i32 %n, 1
  br i1 %1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %a.epil = getelementptr inbounds %struct.Other, %struct.Other* %0, i64 %indvars.iv.unr, i32 0
  store i64 %indvars.iv.unr, i64* %a.epil, align 8, !tbaa !19
  %2 = shl nuw nsw i64 %indvars.iv.unr, 1
  %b.epil = getelementptr inbounds %struct.Other, %struct.Other* %0, i64 %indvars.iv.unr, i32 1
  store i64 %2, i64* %b.epil, align 8, !tbaa !22
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  ret %struct.Other* %0

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %a = getelementptr inbounds %struct.Other, %struct.Other* %0, i64 %indvars.iv, i32 0
  store i64 %indvars.iv, i64* %a, align 8, !tbaa !19
  %3 = shl nuw nsw i64 %indvars.iv, 1
  %b = getelementptr inbounds %struct.Other, %struct.Other* %0, i64 %indvars.iv, i32 1
  store i64 %3, i64* %b, align 8, !tbaa !22
  %indvars.iv.next = or i64 %indvars.iv, 1
  %a.1 = getelementptr inbounds %struct.Other, %struct.Other* %0, i64 %indvars.iv.next, i32 0
  store i64 %indvars.iv.next, i64* %a.1, align 8, !tbaa !19
  %4 = shl nuw nsw i64 %indvars.iv.next, 1
  %b.1 = getelementptr inbounds %struct.Other, %struct.Other* %0, i64 %indvars.iv.next, i32 1
  store i64 %4, i64* %b.1, align 8, !tbaa !22
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !23
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #2 {
entry:
  %0 = load i8*, i8** %argv, align 8, !tbaa !24
  %call = tail call %struct.Entry* @parse(i8* noundef %0, i32 noundef %argc, i32 noundef %argc)
  %call1 = tail call %struct.Other* @other(i32 noundef %argc)
  %alpha = getelementptr inbounds %struct.Entry, %struct.Entry* %call, i64 0, i32 3
  %1 = load i16, i16* %alpha, align 2, !tbaa !25
  %conv = zext i16 %1 to i32
  %b = getelementptr inbounds %struct.Other, %struct.Other* %call1, i64 0, i32 1
  %2 = load i64, i64* %b, align 8, !tbaa !22
  %conv4 = trunc i64 %2 to i32
  %add = add nsw i32 %conv4, %conv
  ret i32 %add
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
!23 = distinct !{!23, !18}
!24 = !{!7, !7, i64 0}
!25 = !{!12, !13, i64 6}
