; ModuleID = 'bytecast.c'
source_filename = "bytecast.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Slot = type { double, i64, %struct.Slot* }

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #0 {
entry:
  %conv = sext i32 %argc to i64
  %call = tail call noalias i8* @calloc(i64 noundef %conv, i64 noundef 24) #5
  %0 = bitcast i8* %call to %struct.Slot*
  %cmp37 = icmp sgt i32 %argc, 0
  br i1 %cmp37, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %argc to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  tail call void @qsort(i8* noundef %call, i64 noundef %conv, i64 noundef 24, i32 (i8*, i8*)* noundef nonnull @cmp) #5
  %tag16 = getelementptr inbounds %struct.Slot, %struct.Slot* %0, i64 0, i32 1
  %1 = load i64, i64* %tag16, align 8, !tbaa !5
  tail call void @free(i8* noundef %call) #5
  %conv17 = trunc i64 %1 to i32
  ret i32 %conv17

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %2 = trunc i64 %indvars.iv to i32
  %conv2 = sitofp i32 %2 to double
  %v = getelementptr inbounds %struct.Slot, %struct.Slot* %0, i64 %indvars.iv, i32 0
  store double %conv2, double* %v, align 8, !tbaa !12
  %arrayidx4 = getelementptr inbounds i8*, i8** %argv, i64 %indvars.iv
  %3 = load i8*, i8** %arrayidx4, align 8, !tbaa !13
  %4 = load i8, i8* %3, align 1, !tbaa !14
  %conv6 = sext i8 %4 to i64
  %tag = getelementptr inbounds %struct.Slot, %struct.Slot* %0, i64 %indvars.iv, i32 1
  store i64 %conv6, i64* %tag, align 8, !tbaa !5
  %5 = trunc i64 %indvars.iv to i32
  %6 = xor i32 %5, -1
  %sub9 = add i32 %6, %argc
  %idxprom10 = sext i32 %sub9 to i64
  %arrayidx11 = getelementptr inbounds %struct.Slot, %struct.Slot* %0, i64 %idxprom10
  %owner = getelementptr inbounds %struct.Slot, %struct.Slot* %0, i64 %indvars.iv, i32 2
  store %struct.Slot* %arrayidx11, %struct.Slot** %owner, align 8, !tbaa !15
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !16
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree
declare void @qsort(i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i32 @cmp(i8* nocapture noundef readonly %a, i8* nocapture noundef readonly %b) #3 {
entry:
  %owner = getelementptr inbounds i8, i8* %a, i64 16
  %0 = bitcast i8* %owner to %struct.Slot**
  %1 = load %struct.Slot*, %struct.Slot** %0, align 8, !tbaa !15
  %owner1 = getelementptr inbounds i8, i8* %b, i64 16
  %2 = bitcast i8* %owner1 to %struct.Slot**
  %3 = load %struct.Slot*, %struct.Slot** %2, align 8, !tbaa !15
  %cmp.not = icmp eq %struct.Slot* %1, %3
  br i1 %cmp.not, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  %cmp4 = icmp ult %struct.Slot* %1, %3
  %cond = select i1 %cmp4, i32 -1, i32 1
  br label %cleanup

if.end:                                           ; preds = %entry
  %tag = getelementptr inbounds i8, i8* %a, i64 8
  %4 = bitcast i8* %tag to i64*
  %5 = load i64, i64* %4, align 8, !tbaa !5
  %tag5 = getelementptr inbounds i8, i8* %b, i64 8
  %6 = bitcast i8* %tag5 to i64*
  %7 = load i64, i64* %6, align 8, !tbaa !5
  %cmp6 = icmp sgt i64 %5, %7
  %conv = zext i1 %cmp6 to i32
  %cmp9 = icmp slt i64 %5, %7
  %conv10.neg = sext i1 %cmp9 to i32
  %sub = add nsw i32 %conv10.neg, %conv
  br label %cleanup

cleanup:                                          ; preds = %if.end, %if.then
  %retval.0 = phi i32 [ %cond, %if.then ], [ %sub, %if.end ]
  ret i32 %retval.0
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !10, i64 8}
!6 = !{!"Slot", !7, i64 0, !10, i64 8, !11, i64 16}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long", !8, i64 0}
!11 = !{!"any pointer", !8, i64 0}
!12 = !{!6, !7, i64 0}
!13 = !{!11, !11, i64 0}
!14 = !{!8, !8, i64 0}
!15 = !{!6, !11, i64 16}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
