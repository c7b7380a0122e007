; ModuleID = 'hS_pastelem.c'
source_filename = "hS_pastelem.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Op = type { i8, i32, %union.P4 }
%union.P4 = type { ptr }

@slots = dso_local local_unnamed_addr global [2 x ptr] zeroinitializer, align 16

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @fill(ptr nocapture noundef writeonly %aOp, i32 noundef %i) local_unnamed_addr #0 {
entry:
  %cmp = icmp slt i32 %i, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %c = getelementptr inbounds i8, ptr %aOp, i64 16
  store i64 0, ptr %c, align 8, !tbaa !5
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %idxprom = sext i32 %i to i64
  %arrayidx = getelementptr inbounds %struct.Op, ptr %aOp, i64 %idxprom
  store i8 1, ptr %arrayidx, align 8, !tbaa !10
  %p4 = getelementptr inbounds i8, ptr %arrayidx, i64 8
  store ptr null, ptr %p4, align 8, !tbaa !13
  %arrayidx3 = getelementptr inbounds i8, ptr %arrayidx, i64 16
  store i8 2, ptr %arrayidx3, align 8, !tbaa !10
  %p46 = getelementptr inbounds i8, ptr %arrayidx, i64 24
  store ptr null, ptr %p46, align 8, !tbaa !13
  %arrayidx7 = getelementptr inbounds i8, ptr %arrayidx, i64 32
  store i8 3, ptr %arrayidx7, align 8, !tbaa !10
  %p410 = getelementptr inbounds i8, ptr %arrayidx, i64 40
  store ptr null, ptr %p410, align 8, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nounwind willreturn uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(128) ptr @malloc(i64 noundef 128) #4
  store ptr %call, ptr @slots, align 16, !tbaa !14
  %call1 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #4
  store ptr %call1, ptr getelementptr inbounds (i8, ptr @slots, i64 8), align 8, !tbaa !14
  %and = and i32 %argc, 1
  %idxprom = zext nneg i32 %and to i64
  %arrayidx = getelementptr inbounds [2 x ptr], ptr @slots, i64 0, i64 %idxprom
  %0 = load ptr, ptr %arrayidx, align 8, !tbaa !14
  %conv = sext i32 %argc to i64
  store i64 %conv, ptr %0, align 8, !tbaa !16
  %add = add nsw i64 %conv, 1
  %b = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %add, ptr %b, align 8, !tbaa !17
  %add4 = add nsw i64 %conv, 2
  %c = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %add4, ptr %c, align 8, !tbaa !5
  %and8 = and i32 %argc, 3
  tail call void @fill(ptr noundef nonnull %0, i32 noundef %and8)
  %1 = load ptr, ptr @slots, align 16, !tbaa !14
  tail call void @free(ptr noundef %1) #5
  %2 = load ptr, ptr getelementptr inbounds (i8, ptr @slots, i64 8), align 8, !tbaa !14
  tail call void @free(ptr noundef %2) #5
  ret i32 0
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 16}
!6 = !{!"Other", !7, i64 0, !7, i64 8, !7, i64 16}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !8, i64 0}
!11 = !{!"Op", !8, i64 0, !12, i64 4, !8, i64 8}
!12 = !{!"int", !8, i64 0}
!13 = !{!8, !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !8, i64 0}
!16 = !{!6, !7, i64 0}
!17 = !{!6, !7, i64 8}
