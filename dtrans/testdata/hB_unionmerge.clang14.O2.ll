; ModuleID = 'hB_unionmerge.c'
source_filename = "hB_unionmerge.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.E = type { i32, %union.anon, i32, i32 }
%union.anon = type { i64 }
%struct.anon = type { i16, i8 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @isk(%struct.E* nocapture noundef readonly %e) local_unnamed_addr #0 {
entry:
  %k = getelementptr inbounds %struct.E, %struct.E* %e, i64 0, i32 0
  %0 = load i32, i32* %k, align 8, !tbaa !5
  %cmp = icmp eq i32 %0, 4
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %entry
  %t = getelementptr inbounds %struct.E, %struct.E* %e, i64 0, i32 2
  %1 = load i32, i32* %t, align 8, !tbaa !10
  %f = getelementptr inbounds %struct.E, %struct.E* %e, i64 0, i32 3
  %2 = load i32, i32* %f, align 4, !tbaa !11
  %cmp1 = icmp eq i32 %1, %2
  %phi.cast = zext i1 %cmp1 to i32
  br label %land.end

land.end:                                         ; preds = %land.rhs, %entry
  %3 = phi i32 [ 0, %entry ], [ %phi.cast, %land.rhs ]
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @anyreg(%struct.E* nocapture noundef readonly %e) local_unnamed_addr #0 {
entry:
  %u = getelementptr inbounds %struct.E, %struct.E* %e, i64 0, i32 1
  %info = bitcast %union.anon* %u to i32*
  %0 = load i32, i32* %info, align 8, !tbaa !12
  %add = add nsw i32 %0, 7
  ret i32 %add
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local void @indexed(%struct.E* nocapture noundef %t, %struct.E* nocapture noundef readonly %k) local_unnamed_addr #1 {
entry:
  %k1 = getelementptr inbounds %struct.E, %struct.E* %t, i64 0, i32 0
  %0 = load i32, i32* %k1, align 8, !tbaa !5
  switch i32 %0, label %cond.false [
    i32 9, label %if.then
    i32 8, label %cond.true
  ]

if.then:                                          ; preds = %entry
  %u = getelementptr inbounds %struct.E, %struct.E* %t, i64 0, i32 1
  %info = bitcast %union.anon* %u to i32*
  %1 = load i32, i32* %info, align 8, !tbaa !12
  %conv = trunc i32 %1 to i8
  %ind = bitcast %union.anon* %u to %struct.anon*
  %t3 = getelementptr inbounds %struct.anon, %struct.anon* %ind, i64 0, i32 1
  store i8 %conv, i8* %t3, align 2, !tbaa !12
  %u4 = getelementptr inbounds %struct.E, %struct.E* %k, i64 0, i32 1
  %info5 = bitcast %union.anon* %u4 to i32*
  %2 = load i32, i32* %info5, align 8, !tbaa !12
  %conv6 = trunc i32 %2 to i16
  br label %if.end49

cond.true:                                        ; preds = %entry
  %u13 = getelementptr inbounds %struct.E, %struct.E* %t, i64 0, i32 1
  %ridx = bitcast %union.anon* %u13 to i8*
  %3 = load i8, i8* %ridx, align 8, !tbaa !12
  %conv14 = zext i8 %3 to i32
  br label %cond.end

cond.false:                                       ; preds = %entry
  %u15 = getelementptr inbounds %struct.E, %struct.E* %t, i64 0, i32 1
  %info16 = bitcast %union.anon* %u15 to i32*
  %4 = load i32, i32* %info16, align 8, !tbaa !12
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %conv14, %cond.true ], [ %4, %cond.false ]
  %conv17 = trunc i32 %cond to i8
  %u18 = getelementptr inbounds %struct.E, %struct.E* %t, i64 0, i32 1
  %ind19 = bitcast %union.anon* %u18 to %struct.anon*
  %t20 = getelementptr inbounds %struct.anon, %struct.anon* %ind19, i64 0, i32 1
  store i8 %conv17, i8* %t20, align 2, !tbaa !12
  %call = tail call i32 @isk(%struct.E* noundef %k)
  %tobool.not = icmp eq i32 %call, 0
  br i1 %tobool.not, label %if.else29, label %if.then21

if.then21:                                        ; preds = %cond.end
  %u22 = getelementptr inbounds %struct.E, %struct.E* %k, i64 0, i32 1
  %info23 = bitcast %union.anon* %u22 to i32*
  %5 = load i32, i32* %info23, align 8, !tbaa !12
  %conv24 = trunc i32 %5 to i16
  br label %if.end49

if.else29:                                        ; preds = %cond.end
  %k30 = getelementptr inbounds %struct.E, %struct.E* %k, i64 0, i32 0
  %6 = load i32, i32* %k30, align 8, !tbaa !5
  %cmp31 = icmp eq i32 %6, 6
  br i1 %cmp31, label %if.then33, label %if.else41

if.then33:                                        ; preds = %if.else29
  %ival = getelementptr inbounds %struct.E, %struct.E* %k, i64 0, i32 1, i32 0
  %7 = load i64, i64* %ival, align 8, !tbaa !12
  %conv36 = trunc i64 %7 to i16
  br label %if.end49

if.else41:                                        ; preds = %if.else29
  %call42 = tail call i32 @anyreg(%struct.E* noundef nonnull %k)
  %conv43 = trunc i32 %call42 to i16
  br label %if.end49

if.end49:                                         ; preds = %if.then21, %if.else41, %if.then33, %if.then
  %u18.sink = phi %union.anon* [ %u18, %if.then21 ], [ %u18, %if.else41 ], [ %u18, %if.then33 ], [ %u, %if.then ]
  %conv24.sink = phi i16 [ %conv24, %if.then21 ], [ %conv43, %if.else41 ], [ %conv36, %if.then33 ], [ %conv6, %if.then ]
  %.sink = phi i32 [ 11, %if.then21 ], [ 13, %if.else41 ], [ 12, %if.then33 ], [ 10, %if.then ]
  %idx27 = bitcast %union.anon* %u18.sink to i16*
  store i16 %conv24.sink, i16* %idx27, align 8, !tbaa !12
  store i32 %.sink, i32* %k1, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #2 {
entry:
  %call = tail call noalias dereferenceable_or_null(24) i8* @malloc(i64 noundef 24) #5
  %0 = bitcast i8* %call to %struct.E*
  %call1 = tail call noalias dereferenceable_or_null(24) i8* @malloc(i64 noundef 24) #5
  %1 = bitcast i8* %call1 to %struct.E*
  %tobool = icmp ne i8* %call, null
  %tobool2 = icmp ne i8* %call1, null
  %or.cond = and i1 %tobool, %tobool2
  br i1 %or.cond, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %k = getelementptr inbounds %struct.E, %struct.E* %0, i64 0, i32 0
  store i32 %argc, i32* %k, align 8, !tbaa !5
  %u = getelementptr inbounds %struct.E, %struct.E* %0, i64 0, i32 1
  %info = bitcast %union.anon* %u to i32*
  store i32 3, i32* %info, align 8, !tbaa !12
  %f = getelementptr inbounds %struct.E, %struct.E* %0, i64 0, i32 3
  store i32 -1, i32* %f, align 4, !tbaa !11
  %t = getelementptr inbounds %struct.E, %struct.E* %0, i64 0, i32 2
  store i32 -1, i32* %t, align 8, !tbaa !10
  %k3 = getelementptr inbounds %struct.E, %struct.E* %1, i64 0, i32 0
  store i32 0, i32* %k3, align 8, !tbaa !5
  %u4 = getelementptr inbounds %struct.E, %struct.E* %1, i64 0, i32 1
  %info5 = bitcast %union.anon* %u4 to i32*
  store i32 %argc, i32* %info5, align 8, !tbaa !12
  %f6 = getelementptr inbounds %struct.E, %struct.E* %1, i64 0, i32 3
  store i32 -1, i32* %f6, align 4, !tbaa !11
  %t7 = getelementptr inbounds %struct.E, %struct.E* %1, i64 0, i32 2
  store i32 -1, i32* %t7, align 8, !tbaa !10
  tail call void @indexed(%struct.E* noundef nonnull %0, %struct.E* noundef nonnull %1)
  %ind = bitcast %union.anon* %u to %struct.anon*
  %idx = bitcast %union.anon* %u to i16*
  %2 = load i16, i16* %idx, align 8, !tbaa !12
  %conv = sext i16 %2 to i32
  %t11 = getelementptr inbounds %struct.anon, %struct.anon* %ind, i64 0, i32 1
  %3 = load i8, i8* %t11, align 2, !tbaa !12
  %conv12 = zext i8 %3 to i32
  %add = add nsw i32 %conv12, %conv
  %4 = load i32, i32* %k, align 8, !tbaa !5
  %add14 = add nsw i32 %add, %4
  %5 = load i32, i32* %t, align 8, !tbaa !10
  %add16 = add nsw i32 %add14, %5
  %6 = load i32, i32* %f, align 4, !tbaa !11
  %add18 = add nsw i32 %add16, %6
  %7 = lshr i32 %argc, 16
  %add21 = add nsw i32 %add18, %7
  %conv24 = and i32 %argc, 255
  %add25 = add nsw i32 %add21, %conv24
  %ival = getelementptr %union.anon, %union.anon* %u4, i64 0, i32 0
  %8 = load i64, i64* %ival, align 8, !tbaa !12
  %conv27 = trunc i64 %8 to i32
  %add28 = add nsw i32 %add25, %conv27
  tail call void @free(i8* noundef nonnull %call) #5
  tail call void @free(i8* noundef nonnull %call1) #5
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %add28, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"E", !7, i64 0, !8, i64 8, !7, i64 16, !7, i64 20}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 16}
!11 = !{!6, !7, i64 20}
!12 = !{!8, !8, i64 0}
