; ModuleID = 'anoncont.c'
source_filename = "anoncont.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -1, 256) i32 @gzgetc(ptr nocapture noundef %file) local_unnamed_addr #0 {
entry:
  %mode = getelementptr inbounds i8, ptr %file, i64 24
  %0 = load i32, ptr %mode, align 8, !tbaa !5
  %cmp.not = icmp eq i32 %0, 7247
  br i1 %cmp.not, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %1 = load i32, ptr %file, align 8, !tbaa !13
  %cmp1 = icmp eq i32 %1, 0
  br i1 %cmp1, label %land.lhs.true, label %if.end4

land.lhs.true:                                    ; preds = %if.end
  tail call fastcc void @gz_fetch(ptr noundef nonnull %file)
  %.pre = load i32, ptr %file, align 8, !tbaa !13
  br label %if.end4

if.end4:                                          ; preds = %land.lhs.true, %if.end
  %2 = phi i32 [ %.pre, %land.lhs.true ], [ %1, %if.end ]
  %dec = add i32 %2, -1
  store i32 %dec, ptr %file, align 8, !tbaa !13
  %pos = getelementptr inbounds i8, ptr %file, i64 16
  %3 = load i64, ptr %pos, align 8, !tbaa !14
  %inc = add nsw i64 %3, 1
  store i64 %inc, ptr %pos, align 8, !tbaa !14
  %next = getelementptr inbounds i8, ptr %file, i64 8
  %4 = load ptr, ptr %next, align 8, !tbaa !15
  %incdec.ptr = getelementptr inbounds i8, ptr %4, i64 1
  store ptr %incdec.ptr, ptr %next, align 8, !tbaa !15
  %5 = load i8, ptr %4, align 1, !tbaa !16
  %conv = zext i8 %5 to i32
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end4
  %retval.0 = phi i32 [ %conv, %if.end4 ], [ -1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @gz_fetch(ptr nocapture noundef %state) unnamed_addr #0 {
entry:
  %in = getelementptr inbounds i8, ptr %state, i64 32
  %0 = load ptr, ptr %in, align 8, !tbaa !17
  %size = getelementptr inbounds i8, ptr %state, i64 40
  %1 = load i32, ptr %size, align 8, !tbaa !18
  tail call fastcc void @gz_load(ptr noundef %state, ptr noundef %0, i32 noundef %1, ptr noundef %state)
  %2 = load ptr, ptr %in, align 8, !tbaa !17
  %next = getelementptr inbounds i8, ptr %state, i64 8
  store ptr %2, ptr %next, align 8, !tbaa !15
  ret void
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define dso_local noalias noundef ptr @gzopen(i32 noundef %fd) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(48) ptr @malloc(i64 noundef 48) #5
  %cmp = icmp eq ptr %call, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %mode = getelementptr inbounds i8, ptr %call, i64 24
  store i32 7247, ptr %mode, align 8, !tbaa !5
  %fd1 = getelementptr inbounds i8, ptr %call, i64 28
  store i32 %fd, ptr %fd1, align 4, !tbaa !19
  %size = getelementptr inbounds i8, ptr %call, i64 40
  store i32 64, ptr %size, align 8, !tbaa !18
  %call3 = tail call noalias dereferenceable_or_null(64) ptr @malloc(i64 noundef 64) #5
  %in = getelementptr inbounds i8, ptr %call, i64 32
  store ptr %call3, ptr %in, align 8, !tbaa !17
  store i32 0, ptr %call, align 8, !tbaa !13
  %pos = getelementptr inbounds i8, ptr %call, i64 16
  store i64 0, ptr %pos, align 8, !tbaa !14
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  ret ptr %call
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -2, 511) i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  %call = tail call ptr @gzopen(i32 noundef %argc)
  %cmp = icmp eq ptr %call, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %call1 = tail call i32 @gzgetc(ptr noundef nonnull %call)
  %call2 = tail call i32 @gzgetc(ptr noundef nonnull %call)
  %add = add nsw i32 %call2, %call1
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %add, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @gz_load(ptr nocapture noundef readonly %state, ptr nocapture noundef writeonly %buf, i32 noundef %len, ptr nocapture noundef %have) unnamed_addr #4 {
entry:
  store i32 0, ptr %have, align 4, !tbaa !20
  %cmp6.not = icmp eq i32 %len, 0
  br i1 %cmp6.not, label %while.end, label %while.body.lr.ph

while.body.lr.ph:                                 ; preds = %entry
  %fd = getelementptr inbounds i8, ptr %state, i64 28
  br label %while.body

while.body:                                       ; preds = %while.body.lr.ph, %while.body
  %storemerge7 = phi i32 [ 0, %while.body.lr.ph ], [ %add1, %while.body ]
  %0 = load i32, ptr %fd, align 4, !tbaa !19
  %add = add i32 %0, %storemerge7
  %conv = trunc i32 %add to i8
  %idxprom = zext i32 %storemerge7 to i64
  %arrayidx = getelementptr inbounds i8, ptr %buf, i64 %idxprom
  store i8 %conv, ptr %arrayidx, align 1, !tbaa !16
  %1 = load i32, ptr %have, align 4, !tbaa !20
  %add1 = add i32 %1, 1
  store i32 %add1, ptr %have, align 4, !tbaa !20
  %cmp = icmp ult i32 %add1, %len
  br i1 %cmp, label %while.body, label %while.end, !llvm.loop !21

while.end:                                        ; preds = %while.body, %entry
  ret void
}

attributes #0 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !8, i64 24}
!6 = !{!"", !7, i64 0, !8, i64 24, !8, i64 28, !11, i64 32, !8, i64 40}
!7 = !{!"gzfile", !8, i64 0, !11, i64 8, !12, i64 16}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"any pointer", !9, i64 0}
!12 = !{!"long", !9, i64 0}
!13 = !{!6, !8, i64 0}
!14 = !{!6, !12, i64 16}
!15 = !{!6, !11, i64 8}
!16 = !{!9, !9, i64 0}
!17 = !{!6, !11, i64 32}
!18 = !{!6, !8, i64 40}
!19 = !{!6, !8, i64 28}
!20 = !{!8, !8, i64 0}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
