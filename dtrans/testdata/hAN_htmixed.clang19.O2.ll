; ModuleID = 'hAN_htmixed.c'
source_filename = "hAN_htmixed.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.ht = type { i32, ptr }

@pool = dso_local local_unnamed_addr global ptr null, align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: write, inaccessiblemem: none) uwtable
define dso_local void @setup(ptr nocapture noundef writeonly %pH, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = load ptr, ptr @pool, align 8, !tbaa !5
  %ht = getelementptr inbounds i8, ptr %pH, i64 16
  store ptr %0, ptr %ht, align 8, !tbaa !9
  store i32 %n, ptr %pH, align 8, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none) uwtable
define dso_local void @other(double noundef %d) local_unnamed_addr #1 {
entry:
  %0 = load ptr, ptr @pool, align 8, !tbaa !5
  store double %d, ptr %0, align 8, !tbaa !13
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local ptr @find(ptr nocapture noundef readonly %pH, ptr noundef readnone %key, i32 noundef %h) local_unnamed_addr #2 {
entry:
  %ht = getelementptr inbounds i8, ptr %pH, i64 16
  %0 = load ptr, ptr %ht, align 8, !tbaa !9
  %tobool.not = icmp eq ptr %0, null
  br i1 %tobool.not, label %if.else, label %if.then

if.then:                                          ; preds = %entry
  %1 = load i32, ptr %pH, align 8, !tbaa !12
  %rem = urem i32 %h, %1
  %idxprom = zext i32 %rem to i64
  %arrayidx = getelementptr inbounds %struct.ht, ptr %0, i64 %idxprom
  br label %if.end

if.else:                                          ; preds = %entry
  %count3 = getelementptr inbounds i8, ptr %pH, i64 4
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %arrayidx.pn = phi ptr [ %arrayidx, %if.then ], [ %pH, %if.else ]
  %count.0.in = phi ptr [ %arrayidx, %if.then ], [ %count3, %if.else ]
  %count.0 = load i32, ptr %count.0.in, align 4, !tbaa !17
  %e.0.in = getelementptr inbounds i8, ptr %arrayidx.pn, i64 8
  br label %while.cond

while.cond:                                       ; preds = %while.body, %if.end
  %e.1.in = phi ptr [ %e.0.in, %if.end ], [ %e.1, %while.body ]
  %count.1 = phi i32 [ %count.0, %if.end ], [ %dec, %while.body ]
  %tobool4.not = icmp eq i32 %count.1, 0
  br i1 %tobool4.not, label %cleanup, label %while.body

while.body:                                       ; preds = %while.cond
  %dec = add i32 %count.1, -1
  %e.1 = load ptr, ptr %e.1.in, align 8, !tbaa !5
  %key5 = getelementptr inbounds i8, ptr %e.1, i64 16
  %2 = load ptr, ptr %key5, align 8, !tbaa !18
  %cmp = icmp eq ptr %2, %key
  br i1 %cmp, label %cleanup, label %while.cond, !llvm.loop !20

cleanup:                                          ; preds = %while.cond, %while.body
  %retval.0 = phi ptr [ %e.1, %while.body ], [ null, %while.cond ]
  ret ptr %retval.0
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: write, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !6, i64 16}
!10 = !{!"hash", !11, i64 0, !11, i64 4, !6, i64 8, !6, i64 16}
!11 = !{!"int", !7, i64 0}
!12 = !{!10, !11, i64 0}
!13 = !{!14, !15, i64 0}
!14 = !{!"other", !15, i64 0, !16, i64 8}
!15 = !{!"double", !7, i64 0}
!16 = !{!"long", !7, i64 0}
!17 = !{!11, !11, i64 0}
!18 = !{!19, !6, i64 16}
!19 = !{!"elem", !6, i64 0, !6, i64 8, !6, i64 16, !6, i64 24}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
