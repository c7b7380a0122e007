; ModuleID = 'hP_castbase.c'
source_filename = "hP_castbase.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@slots = dso_local local_unnamed_addr global [4 x ptr] zeroinitializer, align 16

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @look(ptr nocapture noundef readonly %c) local_unnamed_addr #0 {
entry:
  %n = getelementptr inbounds i8, ptr %c, i64 4
  %0 = load i32, ptr %n, align 4, !tbaa !5
  %pos = getelementptr inbounds i8, ptr %c, i64 8
  %1 = load i64, ptr %pos, align 8, !tbaa !11
  %conv = trunc i64 %1 to i32
  %add = add nsw i32 %0, %conv
  %2 = load i8, ptr %c, align 1, !tbaa !12
  %conv1 = zext i8 %2 to i32
  %add2 = add nsw i32 %add, %conv1
  ret i32 %add2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @other(ptr nocapture noundef readonly %o) local_unnamed_addr #0 {
entry:
  %0 = load i64, ptr %o, align 8, !tbaa !13
  %y = getelementptr inbounds i8, ptr %o, i64 8
  %1 = load i64, ptr %y, align 8, !tbaa !15
  %sub = sub nsw i64 %0, %1
  ret i64 %sub
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(readwrite, argmem: none) uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #3
  %call1 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #3
  %tobool = icmp ne ptr %call, null
  %tobool2 = icmp ne ptr %call1, null
  %or.cond = and i1 %tobool, %tobool2
  br i1 %or.cond, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  store i8 1, ptr %call, align 8, !tbaa !16
  %n = getelementptr inbounds i8, ptr %call, i64 4
  store i32 %argc, ptr %n, align 4, !tbaa !5
  %pos = getelementptr inbounds i8, ptr %call, i64 8
  store i64 3, ptr %pos, align 8, !tbaa !11
  %conv = sext i32 %argc to i64
  store i64 %conv, ptr %call1, align 8, !tbaa !13
  %mul = shl nsw i32 %argc, 1
  %add = or disjoint i32 %mul, 1
  %conv3 = sext i32 %add to i64
  %y = getelementptr inbounds i8, ptr %call1, i64 8
  store i64 %conv3, ptr %y, align 8, !tbaa !15
  %and = and i32 %argc, 1
  %idxprom = zext nneg i32 %and to i64
  %arrayidx = getelementptr inbounds [4 x ptr], ptr @slots, i64 0, i64 %idxprom
  store ptr %call, ptr %arrayidx, align 8, !tbaa !17
  %and5 = xor i32 %and, 1
  %idxprom6 = zext nneg i32 %and5 to i64
  %arrayidx7 = getelementptr inbounds [4 x ptr], ptr @slots, i64 0, i64 %idxprom6
  store ptr %call1, ptr %arrayidx7, align 8, !tbaa !17
  %call11 = tail call i32 @look(ptr noundef nonnull %call)
  %call16 = tail call i64 @other(ptr noundef nonnull %call1)
  %conv17 = trunc i64 %call16 to i32
  %add18 = add nsw i32 %call11, %conv17
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %add18, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !9, i64 4}
!6 = !{!"Cur", !7, i64 0, !9, i64 4, !10, i64 8}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"int", !7, i64 0}
!10 = !{!"long", !7, i64 0}
!11 = !{!6, !10, i64 8}
!12 = !{!7, !7, i64 0}
!13 = !{!14, !10, i64 0}
!14 = !{!"Other", !10, i64 0, !10, i64 8}
!15 = !{!14, !10, i64 8}
!16 = !{!6, !7, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"any pointer", !7, i64 0}
