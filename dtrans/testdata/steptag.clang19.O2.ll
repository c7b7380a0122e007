; ModuleID = 'steptag.c'
source_filename = "steptag.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nounwind willreturn uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #0 {
entry:
  %call = tail call fastcc ptr @make()
  %tobool.not = icmp eq ptr %call, null
  br i1 %tobool.not, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  tail call fastcc void @set(ptr noundef nonnull %call, i32 noundef %argc)
  %call1 = tail call fastcc i32 @second(ptr noundef nonnull %call)
  %aFirst = getelementptr inbounds i8, ptr %call, i64 8
  %0 = load ptr, ptr %aFirst, align 8, !tbaa !5
  %call2 = tail call fastcc i64 @peek(ptr noundef %0)
  %conv = trunc i64 %call2 to i32
  %add = add nsw i32 %call1, %conv
  %aSeg = getelementptr inbounds i8, ptr %call, i64 16
  %arrayidx = getelementptr inbounds i8, ptr %call, i64 64
  %call3 = tail call fastcc i64 @peek(ptr noundef nonnull %arrayidx)
  %conv4 = trunc i64 %call3 to i32
  %add5 = add nsw i32 %add, %conv4
  %call7 = tail call fastcc i32 @pick(ptr noundef nonnull %call, ptr noundef nonnull %aSeg, i32 noundef %argc)
  %add8 = add nsw i32 %add5, %call7
  %arrayidx10 = getelementptr inbounds i8, ptr %call, i64 40
  %1 = load i64, ptr %arrayidx10, align 8, !tbaa !11
  %conv11 = trunc i64 %1 to i32
  %add12 = add nsw i32 %add8, %conv11
  %2 = load i16, ptr %0, align 2, !tbaa !14
  %conv15 = zext i16 %2 to i32
  %add16 = add nsw i32 %add12, %conv15
  tail call void @free(ptr noundef nonnull %call) #7
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %add16, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define internal fastcc noundef ptr @make() unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(152) ptr @calloc(i64 noundef 1, i64 noundef 152) #8
  %tobool.not = icmp eq ptr %call, null
  br i1 %tobool.not, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  store i32 4, ptr %call, align 8, !tbaa !17
  %arrayidx = getelementptr inbounds i8, ptr %call, i64 112
  %aFirst = getelementptr inbounds i8, ptr %call, i64 8
  store ptr %arrayidx, ptr %aFirst, align 8, !tbaa !5
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  ret ptr %call
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @set(ptr nocapture noundef %p, i32 noundef %v) unnamed_addr #2 {
entry:
  %conv = sext i32 %v to i64
  %arrayidx = getelementptr inbounds i8, ptr %p, i64 40
  store i64 %conv, ptr %arrayidx, align 8, !tbaa !11
  %conv1 = trunc i32 %v to i16
  %aFirst = getelementptr inbounds i8, ptr %p, i64 8
  %0 = load ptr, ptr %aFirst, align 8, !tbaa !5
  %arrayidx3 = getelementptr inbounds i8, ptr %0, i64 4
  store i16 %conv1, ptr %arrayidx3, align 2, !tbaa !14
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 65536) i32 @second(ptr nocapture noundef readonly %p) unnamed_addr #3 {
entry:
  %aFirst = getelementptr inbounds i8, ptr %p, i64 8
  %0 = load ptr, ptr %aFirst, align 8, !tbaa !5
  %arrayidx = getelementptr inbounds i8, ptr %0, i64 4
  %1 = load i16, ptr %arrayidx, align 2, !tbaa !14
  %conv = zext i16 %1 to i32
  ret i32 %conv
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i64 @peek(ptr nocapture noundef readonly %q) unnamed_addr #4 {
entry:
  %0 = load i64, ptr %q, align 8, !tbaa !11
  ret i64 %0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @pick(ptr nocapture noundef readonly %p, ptr nocapture noundef readonly %segs, i32 noundef %c) unnamed_addr #3 {
entry:
  %tobool.not = icmp eq i32 %c, 0
  br i1 %tobool.not, label %cond.end, label %cond.true

cond.true:                                        ; preds = %entry
  %aFirst = getelementptr inbounds i8, ptr %p, i64 8
  %0 = load ptr, ptr %aFirst, align 8, !tbaa !5
  br label %cond.end

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi ptr [ %0, %cond.true ], [ %segs, %entry ]
  %arrayidx = getelementptr inbounds i8, ptr %cond, i64 4
  %1 = load i16, ptr %arrayidx, align 2, !tbaa !14
  %conv = zext i16 %1 to i32
  %2 = load i64, ptr %segs, align 8, !tbaa !11
  %conv1 = trunc i64 %2 to i32
  %add = add nsw i32 %conv1, %conv
  ret i32 %add
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #6

attributes #0 = { mustprogress nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 8}
!6 = !{!"It", !7, i64 0, !10, i64 8, !8, i64 16}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!12, !13, i64 0}
!12 = !{!"Seg", !13, i64 0, !13, i64 8, !7, i64 16}
!13 = !{!"long", !8, i64 0}
!14 = !{!15, !16, i64 0}
!15 = !{!"Res", !16, i64 0, !8, i64 2}
!16 = !{!"short", !8, i64 0}
!17 = !{!6, !7, i64 0}
