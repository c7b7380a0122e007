; ModuleID = 'stepgep.c'
source_filename = "stepgep.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.base = type { i8*, i32, i8* }
%struct.cur = type { i8* }
%struct.dera = type { %struct.base, i8*, i64 }
%struct.derb = type { %struct.base, double, i32 }
%struct.dcur = type { %struct.cur, i64, i64 }
%struct.ecur = type { %struct.cur, double, double }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @get_count(%struct.base* nocapture noundef readonly %p) local_unnamed_addr #0 {
entry:
  %count = getelementptr inbounds %struct.base, %struct.base* %p, i64 1, i32 1
  %0 = bitcast i32* %count to i64*
  %1 = load i64, i64* %0, align 8, !tbaa !5
  ret i64 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @get_flags(%struct.base* nocapture noundef readonly %p) local_unnamed_addr #0 {
entry:
  %0 = getelementptr inbounds %struct.base, %struct.base* %p, i64 1, i32 1
  %1 = load i32, i32* %0, align 8, !tbaa !13
  %conv = sext i32 %1 to i64
  ret i64 %conv
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @use(%struct.base* nocapture noundef readonly %p, i32 noundef %kind) local_unnamed_addr #0 {
entry:
  %tobool.not = icmp eq i32 %kind, 0
  br i1 %tobool.not, label %cond.false, label %cond.true

cond.true:                                        ; preds = %entry
  %call = tail call i64 @get_count(%struct.base* noundef %p)
  br label %cond.end

cond.false:                                       ; preds = %entry
  %call1 = tail call i64 @get_flags(%struct.base* noundef %p)
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i64 [ %call, %cond.true ], [ %call1, %cond.false ]
  ret i64 %cond
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @at_end(%struct.cur* nocapture noundef readonly %p) local_unnamed_addr #0 {
entry:
  %row = getelementptr inbounds %struct.cur, %struct.cur* %p, i64 1
  %0 = bitcast %struct.cur* %row to i64*
  %1 = load i64, i64* %0, align 8, !tbaa !16
  %max = getelementptr inbounds %struct.cur, %struct.cur* %p, i64 2
  %2 = bitcast %struct.cur* %max to i64*
  %3 = load i64, i64* %2, align 8, !tbaa !19
  %cmp = icmp sge i64 %1, %3
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local double @ypos(%struct.cur* nocapture noundef readonly %p) local_unnamed_addr #0 {
entry:
  %y = getelementptr inbounds %struct.cur, %struct.cur* %p, i64 2
  %0 = bitcast %struct.cur* %y to double*
  %1 = load double, double* %0, align 8, !tbaa !20
  ret double %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local double @probe(%struct.cur* nocapture noundef readonly %p, i32 noundef %kind) local_unnamed_addr #0 {
entry:
  %tobool.not = icmp eq i32 %kind, 0
  br i1 %tobool.not, label %cond.false, label %cond.true

cond.true:                                        ; preds = %entry
  %call = tail call i32 @at_end(%struct.cur* noundef %p)
  %conv = sitofp i32 %call to double
  br label %cond.end

cond.false:                                       ; preds = %entry
  %call1 = tail call double @ypos(%struct.cur* noundef %p)
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi double [ %conv, %cond.true ], [ %call1, %cond.false ]
  ret double %cond
}

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(40) i8* @calloc(i64 noundef 1, i64 noundef 40) #3
  %0 = bitcast i8* %call to %struct.dera*
  %call1 = tail call noalias dereferenceable_or_null(40) i8* @calloc(i64 noundef 1, i64 noundef 40) #3
  %1 = bitcast i8* %call1 to %struct.derb*
  %call2 = tail call noalias dereferenceable_or_null(24) i8* @calloc(i64 noundef 1, i64 noundef 24) #3
  %2 = bitcast i8* %call2 to %struct.dcur*
  %call3 = tail call noalias dereferenceable_or_null(24) i8* @calloc(i64 noundef 1, i64 noundef 24) #3
  %3 = bitcast i8* %call3 to %struct.ecur*
  %cmp = icmp eq i8* %call, null
  %cmp4 = icmp eq i8* %call1, null
  %or.cond = or i1 %cmp, %cmp4
  %cmp6 = icmp eq i8* %call2, null
  %or.cond25 = or i1 %or.cond, %cmp6
  %cmp8 = icmp eq i8* %call3, null
  %or.cond26 = or i1 %or.cond25, %cmp8
  br i1 %or.cond26, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %conv = sext i32 %argc to i64
  %count = getelementptr inbounds %struct.dera, %struct.dera* %0, i64 0, i32 2
  store i64 %conv, i64* %count, align 8, !tbaa !5
  %flags = getelementptr inbounds %struct.derb, %struct.derb* %1, i64 0, i32 2
  store i32 %argc, i32* %flags, align 8, !tbaa !13
  %max = getelementptr inbounds %struct.dcur, %struct.dcur* %2, i64 0, i32 2
  store i64 %conv, i64* %max, align 8, !tbaa !19
  %conv10 = sitofp i32 %argc to double
  %y = getelementptr inbounds %struct.ecur, %struct.ecur* %3, i64 0, i32 2
  store double %conv10, double* %y, align 8, !tbaa !20
  %b11 = getelementptr inbounds %struct.dera, %struct.dera* %0, i64 0, i32 0
  %call12 = tail call i64 @use(%struct.base* noundef %b11, i32 noundef 1)
  %b13 = getelementptr inbounds %struct.derb, %struct.derb* %1, i64 0, i32 0
  %call14 = tail call i64 @use(%struct.base* noundef %b13, i32 noundef 0)
  %add = add nsw i64 %call14, %call12
  %conv15 = sitofp i64 %add to double
  %base = getelementptr inbounds %struct.dcur, %struct.dcur* %2, i64 0, i32 0
  %call16 = tail call double @probe(%struct.cur* noundef %base, i32 noundef 1)
  %add17 = fadd double %call16, %conv15
  %base18 = getelementptr inbounds %struct.ecur, %struct.ecur* %3, i64 0, i32 0
  %call19 = tail call double @probe(%struct.cur* noundef %base18, i32 noundef 0)
  %add20 = fadd double %call19, %add17
  %conv21 = fptosi double %add20 to i32
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %conv21, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !12, i64 32}
!6 = !{!"dera", !7, i64 0, !8, i64 24, !12, i64 32}
!7 = !{!"base", !8, i64 0, !11, i64 8, !8, i64 16}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"int", !9, i64 0}
!12 = !{!"long", !9, i64 0}
!13 = !{!14, !11, i64 32}
!14 = !{!"derb", !7, i64 0, !15, i64 24, !11, i64 32}
!15 = !{!"double", !9, i64 0}
!16 = !{!17, !12, i64 8}
!17 = !{!"dcur", !18, i64 0, !12, i64 8, !12, i64 16}
!18 = !{!"cur", !8, i64 0}
!19 = !{!17, !12, i64 16}
!20 = !{!21, !15, i64 16}
!21 = !{!"ecur", !18, i64 0, !15, i64 8, !15, i64 16}
