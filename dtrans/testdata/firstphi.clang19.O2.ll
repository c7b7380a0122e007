; ModuleID = 'firstphi.c'
source_filename = "firstphi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.G = type { i32, ptr }

@g = dso_local global %struct.G zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(readwrite, argmem: none) uwtable
define dso_local void @add(i32 noundef %mark) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #6
  %mark1 = getelementptr inbounds i8, ptr %call, i64 8
  store i32 %mark, ptr %mark1, align 8, !tbaa !5
  %0 = load ptr, ptr getelementptr inbounds (i8, ptr @g, i64 8), align 8, !tbaa !11
  store ptr %0, ptr %call, align 8, !tbaa !13
  store ptr %call, ptr getelementptr inbounds (i8, ptr @g, i64 8), align 8, !tbaa !11
  %1 = load i32, ptr @g, align 8, !tbaa !14
  %inc = add nsw i32 %1, 1
  store i32 %inc, ptr @g, align 8, !tbaa !14
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @sweep(ptr nocapture noundef %s) local_unnamed_addr #2 {
entry:
  %all = getelementptr inbounds i8, ptr %s, i64 8
  %0 = load ptr, ptr %all, align 8, !tbaa !15
  %tobool.not13 = icmp eq ptr %0, null
  br i1 %tobool.not13, label %while.end, label %while.body

while.body:                                       ; preds = %entry, %if.end
  %1 = phi ptr [ %4, %if.end ], [ %0, %entry ]
  %p.015 = phi ptr [ %p.1, %if.end ], [ %all, %entry ]
  %freed.014 = phi i32 [ %freed.1, %if.end ], [ 0, %entry ]
  %mark = getelementptr inbounds i8, ptr %1, i64 8
  %2 = load i32, ptr %mark, align 8, !tbaa !5
  %tobool1.not = icmp eq i32 %2, 0
  br i1 %tobool1.not, label %if.else, label %if.then

if.then:                                          ; preds = %while.body
  store i32 0, ptr %mark, align 8, !tbaa !5
  br label %if.end

if.else:                                          ; preds = %while.body
  %3 = load ptr, ptr %1, align 8, !tbaa !13
  store ptr %3, ptr %p.015, align 8, !tbaa !15
  tail call void @free(ptr noundef nonnull %1) #7
  %inc = add nsw i32 %freed.014, 1
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %freed.1 = phi i32 [ %freed.014, %if.then ], [ %inc, %if.else ]
  %p.1 = phi ptr [ %1, %if.then ], [ %p.015, %if.else ]
  %4 = load ptr, ptr %p.1, align 8, !tbaa !15
  %tobool.not = icmp eq ptr %4, null
  br i1 %tobool.not, label %while.end, label %while.body, !llvm.loop !16

while.end:                                        ; preds = %if.end, %entry
  %freed.0.lcssa = phi i32 [ 0, %entry ], [ %freed.1, %if.end ]
  %5 = load i32, ptr %s, align 8, !tbaa !14
  %sub = sub nsw i32 %5, %freed.0.lcssa
  store i32 %sub, ptr %s, align 8, !tbaa !14
  ret i32 %freed.0.lcssa
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #4 {
entry:
  %cmp3 = icmp sgt i32 %argc, -4
  br i1 %cmp3, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %0 = add i32 %argc, 3
  %smax = tail call i32 @llvm.smax.i32(i32 %0, i32 0)
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %call = tail call i32 @sweep(ptr noundef nonnull @g)
  ret i32 %call

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.04 = phi i32 [ %inc, %for.body ], [ 0, %for.body.preheader ]
  %and = and i32 %i.04, 1
  tail call void @add(i32 noundef %and)
  %inc = add nuw i32 %i.04, 1
  %exitcond.not = icmp eq i32 %i.04, %smax
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { mustprogress nofree noinline nounwind willreturn memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 8}
!6 = !{!"Obj", !7, i64 0, !10, i64 8}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!12, !7, i64 8}
!12 = !{!"G", !10, i64 0, !7, i64 8}
!13 = !{!6, !7, i64 0}
!14 = !{!12, !10, i64 0}
!15 = !{!7, !7, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
