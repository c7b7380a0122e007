; ModuleID = 'hB_unionmerge.c'
source_filename = "hB_unionmerge.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 0, 2) i32 @isk(ptr nocapture noundef readonly %e) local_unnamed_addr #0 {
entry:
  %0 = load i32, ptr %e, align 8, !tbaa !5
  %cmp = icmp eq i32 %0, 4
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %entry
  %t = getelementptr inbounds i8, ptr %e, i64 16
  %1 = load i32, ptr %t, align 8, !tbaa !10
  %f = getelementptr inbounds i8, ptr %e, i64 20
  %2 = load i32, ptr %f, align 4, !tbaa !11
  %cmp1 = icmp eq i32 %1, %2
  %3 = zext i1 %cmp1 to i32
  br label %land.end

land.end:                                         ; preds = %land.rhs, %entry
  %land.ext = phi i32 [ 0, %entry ], [ %3, %land.rhs ]
  ret i32 %land.ext
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 -2147483641, -2147483648) i32 @anyreg(ptr nocapture noundef readonly %e) local_unnamed_addr #0 {
entry:
  %u = getelementptr inbounds i8, ptr %e, i64 8
  %0 = load i32, ptr %u, align 8, !tbaa !12
  %add = add nsw i32 %0, 7
  ret i32 %add
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @indexed(ptr nocapture noundef %t, ptr nocapture noundef readonly %k) local_unnamed_addr #1 {
entry:
  %0 = load i32, ptr %t, align 8, !tbaa !5
  %u13 = getelementptr inbounds i8, ptr %t, i64 8
  switch i32 %0, label %cond.false [
    i32 9, label %if.then
    i32 8, label %cond.true
  ]

if.then:                                          ; preds = %entry
  %1 = load i32, ptr %u13, align 8, !tbaa !12
  %conv = trunc i32 %1 to i8
  %t3 = getelementptr inbounds i8, ptr %t, i64 10
  store i8 %conv, ptr %t3, align 2, !tbaa !12
  %u4 = getelementptr inbounds i8, ptr %k, i64 8
  %2 = load i32, ptr %u4, align 8, !tbaa !12
  %conv5 = trunc i32 %2 to i16
  store i16 %conv5, ptr %u13, align 8, !tbaa !12
  br label %if.end41

cond.true:                                        ; preds = %entry
  %3 = load i8, ptr %u13, align 8, !tbaa !12
  br label %cond.end

cond.false:                                       ; preds = %entry
  %4 = load i32, ptr %u13, align 8, !tbaa !12
  %5 = trunc i32 %4 to i8
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i8 [ %3, %cond.true ], [ %5, %cond.false ]
  %u15 = getelementptr inbounds i8, ptr %t, i64 8
  %t16 = getelementptr inbounds i8, ptr %t, i64 10
  store i8 %cond, ptr %t16, align 2, !tbaa !12
  %call = tail call i32 @isk(ptr noundef %k)
  %tobool.not = icmp eq i32 %call, 0
  br i1 %tobool.not, label %if.else23, label %if.then17

if.then17:                                        ; preds = %cond.end
  %u18 = getelementptr inbounds i8, ptr %k, i64 8
  %6 = load i32, ptr %u18, align 8, !tbaa !12
  %conv19 = trunc i32 %6 to i16
  store i16 %conv19, ptr %u15, align 8, !tbaa !12
  br label %if.end41

if.else23:                                        ; preds = %cond.end
  %7 = load i32, ptr %k, align 8, !tbaa !5
  %cmp25 = icmp eq i32 %7, 6
  br i1 %cmp25, label %if.then27, label %if.else34

if.then27:                                        ; preds = %if.else23
  %u28 = getelementptr inbounds i8, ptr %k, i64 8
  %8 = load i64, ptr %u28, align 8, !tbaa !12
  %conv30 = trunc i64 %8 to i16
  store i16 %conv30, ptr %u15, align 8, !tbaa !12
  br label %if.end41

if.else34:                                        ; preds = %if.else23
  %call35 = tail call i32 @anyreg(ptr noundef nonnull %k)
  %conv36 = trunc i32 %call35 to i16
  store i16 %conv36, ptr %u15, align 8, !tbaa !12
  br label %if.end41

if.end41:                                         ; preds = %if.then17, %if.else34, %if.then27, %if.then
  %.sink = phi i32 [ 11, %if.then17 ], [ 13, %if.else34 ], [ 12, %if.then27 ], [ 10, %if.then ]
  store i32 %.sink, ptr %t, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nounwind willreturn memory(readwrite, argmem: none) uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #2 {
entry:
  %call = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #5
  %call1 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #5
  %tobool = icmp ne ptr %call, null
  %tobool2 = icmp ne ptr %call1, null
  %or.cond = and i1 %tobool, %tobool2
  br i1 %or.cond, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  store i32 %argc, ptr %call, align 8, !tbaa !5
  %u = getelementptr inbounds i8, ptr %call, i64 8
  store i32 3, ptr %u, align 8, !tbaa !12
  %f = getelementptr inbounds i8, ptr %call, i64 20
  store i32 -1, ptr %f, align 4, !tbaa !11
  %t = getelementptr inbounds i8, ptr %call, i64 16
  store i32 -1, ptr %t, align 8, !tbaa !10
  store i32 0, ptr %call1, align 8, !tbaa !5
  %u4 = getelementptr inbounds i8, ptr %call1, i64 8
  store i32 %argc, ptr %u4, align 8, !tbaa !12
  %f5 = getelementptr inbounds i8, ptr %call1, i64 20
  store i32 -1, ptr %f5, align 4, !tbaa !11
  %t6 = getelementptr inbounds i8, ptr %call1, i64 16
  store i32 -1, ptr %t6, align 8, !tbaa !10
  tail call void @indexed(ptr noundef nonnull %call, ptr noundef nonnull %call1)
  %0 = load i16, ptr %u, align 8, !tbaa !12
  %conv = sext i16 %0 to i32
  %t9 = getelementptr inbounds i8, ptr %call, i64 10
  %1 = load i8, ptr %t9, align 2, !tbaa !12
  %conv10 = zext i8 %1 to i32
  %add = add nsw i32 %conv10, %conv
  %2 = load i32, ptr %call, align 8, !tbaa !5
  %add12 = add nsw i32 %add, %2
  %3 = load i32, ptr %t, align 8, !tbaa !10
  %add14 = add nsw i32 %add12, %3
  %4 = load i32, ptr %f, align 4, !tbaa !11
  %add16 = add nsw i32 %add14, %4
  %5 = lshr i32 %argc, 16
  %add19 = add nsw i32 %add16, %5
  %conv21 = and i32 %argc, 255
  %add22 = add nsw i32 %add19, %conv21
  %6 = load i64, ptr %u4, align 8, !tbaa !12
  %conv24 = trunc i64 %6 to i32
  %add25 = add nsw i32 %add22, %conv24
  tail call void @free(ptr noundef nonnull %call) #6
  tail call void @free(ptr noundef nonnull %call1) #6
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %add25, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nounwind willreturn memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"E", !7, i64 0, !8, i64 8, !7, i64 16, !7, i64 20}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 16}
!11 = !{!6, !7, i64 20}
!12 = !{!8, !8, i64 0}
