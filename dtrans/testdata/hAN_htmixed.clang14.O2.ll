; ModuleID = 'hAN_htmixed.c'
source_filename = "hAN_htmixed.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.hash = type { i32, i32, %struct.elem*, %struct.ht* }
%struct.elem = type { %struct.elem*, %struct.elem*, i8*, i8* }
%struct.ht = type { i32, %struct.elem* }
%struct.other = type { double, i64 }

@pool = dso_local local_unnamed_addr global i8* null, align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local void @setup(%struct.hash* nocapture noundef writeonly %pH, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = load %struct.ht*, %struct.ht** bitcast (i8** @pool to %struct.ht**), align 8, !tbaa !5
  %ht = getelementptr inbounds %struct.hash, %struct.hash* %pH, i64 0, i32 3
  store %struct.ht* %0, %struct.ht** %ht, align 8, !tbaa !9
  %htsize = getelementptr inbounds %struct.hash, %struct.hash* %pH, i64 0, i32 0
  store i32 %n, i32* %htsize, align 8, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local void @other(double noundef %d) local_unnamed_addr #0 {
entry:
  %0 = load %struct.other*, %struct.other** bitcast (i8** @pool to %struct.other**), align 8, !tbaa !5
  %d1 = getelementptr inbounds %struct.other, %struct.other* %0, i64 0, i32 0
  store double %d, double* %d1, align 8, !tbaa !13
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local %struct.elem* @find(%struct.hash* nocapture noundef readonly %pH, i8* noundef readnone %key, i32 noundef %h) local_unnamed_addr #1 {
entry:
  %ht = getelementptr inbounds %struct.hash, %struct.hash* %pH, i64 0, i32 3
  %0 = load %struct.ht*, %struct.ht** %ht, align 8, !tbaa !9
  %tobool.not = icmp eq %struct.ht* %0, null
  br i1 %tobool.not, label %if.else, label %if.then

if.then:                                          ; preds = %entry
  %htsize = getelementptr inbounds %struct.hash, %struct.hash* %pH, i64 0, i32 0
  %1 = load i32, i32* %htsize, align 8, !tbaa !12
  %rem = urem i32 %h, %1
  %idxprom = zext i32 %rem to i64
  %chain = getelementptr inbounds %struct.ht, %struct.ht* %0, i64 %idxprom, i32 1
  %count2 = getelementptr inbounds %struct.ht, %struct.ht* %0, i64 %idxprom, i32 0
  br label %if.end

if.else:                                          ; preds = %entry
  %first = getelementptr inbounds %struct.hash, %struct.hash* %pH, i64 0, i32 2
  %count3 = getelementptr inbounds %struct.hash, %struct.hash* %pH, i64 0, i32 1
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %e.0.in = phi %struct.elem** [ %chain, %if.then ], [ %first, %if.else ]
  %count.0.in = phi i32* [ %count2, %if.then ], [ %count3, %if.else ]
  %count.0 = load i32, i32* %count.0.in, align 4, !tbaa !17
  %tobool4.not21 = icmp eq i32 %count.0, 0
  br i1 %tobool4.not21, label %cleanup, label %while.body

while.body:                                       ; preds = %if.end, %if.end7
  %dec23.in = phi i32 [ %dec23, %if.end7 ], [ %count.0, %if.end ]
  %e.122.in = phi %struct.elem** [ %next, %if.end7 ], [ %e.0.in, %if.end ]
  %e.122 = load %struct.elem*, %struct.elem** %e.122.in, align 8, !tbaa !5
  %dec23 = add i32 %dec23.in, -1
  %key5 = getelementptr inbounds %struct.elem, %struct.elem* %e.122, i64 0, i32 2
  %2 = load i8*, i8** %key5, align 8, !tbaa !18
  %cmp = icmp eq i8* %2, %key
  br i1 %cmp, label %cleanup, label %if.end7

if.end7:                                          ; preds = %while.body
  %next = getelementptr inbounds %struct.elem, %struct.elem* %e.122, i64 0, i32 0
  %tobool4.not = icmp eq i32 %dec23, 0
  br i1 %tobool4.not, label %cleanup, label %while.body, !llvm.loop !20

cleanup:                                          ; preds = %while.body, %if.end7, %if.end
  %retval.0 = phi %struct.elem* [ null, %if.end ], [ null, %if.end7 ], [ %e.122, %while.body ]
  ret %struct.elem* %retval.0
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
