; ModuleID = 'stepgep.c'
source_filename = "stepgep.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @get_count(ptr nocapture noundef readonly %p) local_unnamed_addr #0 {
entry:
  %count = getelementptr inbounds i8, ptr %p, i64 32
  %0 = load i64, ptr %count, align 8, !tbaa !5
  ret i64 %0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i64 -2147483648, 2147483648) i64 @get_flags(ptr nocapture noundef readonly %p) local_unnamed_addr #0 {
entry:
  %flags = getelementptr inbounds i8, ptr %p, i64 32
  %0 = load i32, ptr %flags, align 8, !tbaa !13
  %conv = sext i32 %0 to i64
  ret i64 %conv
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @use(ptr nocapture noundef readonly %p, i32 noundef %kind) local_unnamed_addr #0 {
entry:
  %tobool.not = icmp eq i32 %kind, 0
  br i1 %tobool.not, label %cond.false, label %cond.true

cond.true:                                        ; preds = %entry
  %call = tail call i64 @get_count(ptr noundef %p)
  br label %cond.end

cond.false:                                       ; preds = %entry
  %call1 = tail call i64 @get_flags(ptr noundef %p)
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i64 [ %call, %cond.true ], [ %call1, %cond.false ]
  ret i64 %cond
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 0, 2) i32 @at_end(ptr nocapture noundef readonly %p) local_unnamed_addr #0 {
entry:
  %row = getelementptr inbounds i8, ptr %p, i64 8
  %0 = load i64, ptr %row, align 8, !tbaa !16
  %max = getelementptr inbounds i8, ptr %p, i64 16
  %1 = load i64, ptr %max, align 8, !tbaa !19
  %cmp = icmp sge i64 %0, %1
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local double @ypos(ptr nocapture noundef readonly %p) local_unnamed_addr #0 {
entry:
  %y = getelementptr inbounds i8, ptr %p, i64 16
  %0 = load double, ptr %y, align 8, !tbaa !20
  ret double %0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local double @probe(ptr nocapture noundef readonly %p, i32 noundef %kind) local_unnamed_addr #0 {
entry:
  %tobool.not = icmp eq i32 %kind, 0
  br i1 %tobool.not, label %cond.false, label %cond.true

cond.true:                                        ; preds = %entry
  %call = tail call i32 @at_end(ptr noundef %p)
  %conv = uitofp nneg i32 %call to double
  br label %cond.end

cond.false:                                       ; preds = %entry
  %call1 = tail call double @ypos(ptr noundef %p)
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi double [ %conv, %cond.true ], [ %call1, %cond.false ]
  ret double %cond
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(readwrite, argmem: none) uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #3
  %call1 = tail call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #3
  %call2 = tail call noalias dereferenceable_or_null(24) ptr @calloc(i64 noundef 1, i64 noundef 24) #3
  %call3 = tail call noalias dereferenceable_or_null(24) ptr @calloc(i64 noundef 1, i64 noundef 24) #3
  %0 = insertelement <4 x ptr> poison, ptr %call, i64 0
  %1 = insertelement <4 x ptr> %0, ptr %call1, i64 1
  %2 = insertelement <4 x ptr> %1, ptr %call2, i64 2
  %3 = insertelement <4 x ptr> %2, ptr %call3, i64 3
  %4 = icmp eq <4 x ptr> %3, zeroinitializer
  %5 = bitcast <4 x i1> %4 to i4
  %.not = icmp eq i4 %5, 0
  br i1 %.not, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %conv = sext i32 %argc to i64
  %count = getelementptr inbounds i8, ptr %call, i64 32
  store i64 %conv, ptr %count, align 8, !tbaa !5
  %flags = getelementptr inbounds i8, ptr %call1, i64 32
  store i32 %argc, ptr %flags, align 8, !tbaa !13
  %max = getelementptr inbounds i8, ptr %call2, i64 16
  store i64 %conv, ptr %max, align 8, !tbaa !19
  %conv10 = sitofp i32 %argc to double
  %y = getelementptr inbounds i8, ptr %call3, i64 16
  store double %conv10, ptr %y, align 8, !tbaa !20
  %call12 = tail call i64 @use(ptr noundef nonnull %call, i32 noundef 1)
  %call14 = tail call i64 @use(ptr noundef nonnull %call1, i32 noundef 0)
  %add = add nsw i64 %call14, %call12
  %conv15 = sitofp i64 %add to double
  %call16 = tail call double @probe(ptr noundef nonnull %call2, i32 noundef 1)
  %add17 = fadd double %call16, %conv15
  %call19 = tail call double @probe(ptr noundef nonnull %call3, i32 noundef 0)
  %add20 = fadd double %call19, %add17
  %conv21 = fptosi double %add20 to i32
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %conv21, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
