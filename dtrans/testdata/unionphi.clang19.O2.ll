; ModuleID = 'unionphi.c'
source_filename = "unionphi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.expr = type { i32, %union.anon, ptr }
%union.anon = type { ptr }
%struct.col = type { i64, ptr }

@.str = private unnamed_addr constant [3 x i8] c"op\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"?\00", align 1
@ge = dso_local global %struct.expr zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local nonnull ptr @name_of(ptr nocapture noundef readonly %e, ptr nocapture noundef readonly %t, i32 noundef %i) local_unnamed_addr #0 {
entry:
  %0 = load i32, ptr %e, align 8, !tbaa !5
  %cmp = icmp eq i32 %0, 1
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %cmp1 = icmp sgt i32 %i, -1
  br i1 %cmp1, label %if.then2, label %if.else

if.then2:                                         ; preds = %if.end
  %cols = getelementptr inbounds i8, ptr %t, i64 8
  %1 = load ptr, ptr %cols, align 8, !tbaa !11
  %idxprom = zext nneg i32 %i to i64
  %name = getelementptr inbounds %struct.col, ptr %1, i64 %idxprom, i32 1
  br label %if.end3

if.else:                                          ; preds = %if.end
  %u = getelementptr inbounds i8, ptr %e, i64 8
  br label %if.end3

if.end3:                                          ; preds = %if.else, %if.then2
  %z.0.in = phi ptr [ %name, %if.then2 ], [ %u, %if.else ]
  %z.0 = load ptr, ptr %z.0.in, align 8, !tbaa !13
  %tobool.not = icmp eq ptr %z.0, null
  %cond = select i1 %tobool.not, ptr @.str.1, ptr %z.0
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end3
  %retval.0 = phi ptr [ %cond, %if.end3 ], [ @.str, %entry ]
  ret ptr %retval.0
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(readwrite, argmem: read) uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) ptr @calloc(i64 noundef 1, i64 noundef 16) #3
  %cmp = icmp eq ptr %call, null
  br i1 %cmp, label %cleanup27, label %if.end

if.end:                                           ; preds = %entry
  %call1 = tail call noalias dereferenceable_or_null(32) ptr @calloc(i64 noundef 2, i64 noundef 16) #3
  %cols = getelementptr inbounds i8, ptr %call, i64 8
  store ptr %call1, ptr %cols, align 8, !tbaa !11
  %cmp3 = icmp eq ptr %call1, null
  br i1 %cmp3, label %cleanup27, label %if.end5

if.end5:                                          ; preds = %if.end
  %0 = load ptr, ptr %argv, align 8, !tbaa !14
  %name = getelementptr inbounds i8, ptr %call1, i64 24
  store ptr %0, ptr %name, align 8, !tbaa !15
  %call8 = tail call noalias dereferenceable_or_null(24) ptr @calloc(i64 noundef 1, i64 noundef 24) #3
  %cmp9 = icmp eq ptr %call8, null
  br i1 %cmp9, label %cleanup27, label %if.end11

if.end11:                                         ; preds = %if.end5
  %u = getelementptr inbounds i8, ptr %call8, i64 8
  store ptr %0, ptr %u, align 8, !tbaa !13
  store i32 %argc, ptr %call8, align 8, !tbaa !5
  store ptr %0, ptr getelementptr inbounds (i8, ptr @ge, i64 8), align 8, !tbaa !13
  %sub = add nsw i32 %argc, -2
  %call14 = tail call ptr @name_of(ptr noundef nonnull %call8, ptr noundef nonnull %call, i32 noundef %sub)
  %1 = load i8, ptr %call14, align 1, !tbaa !13
  %conv = sext i8 %1 to i32
  %call16 = tail call ptr @name_of(ptr noundef nonnull @ge, ptr noundef nonnull %call, i32 noundef %argc)
  %2 = load i8, ptr %call16, align 1, !tbaa !13
  %conv18 = sext i8 %2 to i32
  %add = add nsw i32 %conv18, %conv
  %conv26 = add i32 %add, %argc
  br label %cleanup27

cleanup27:                                        ; preds = %if.end11, %if.end5, %if.end, %entry
  %retval.1 = phi i32 [ 1, %entry ], [ 2, %if.end ], [ %conv26, %if.end11 ], [ 3, %if.end5 ]
  ret i32 %retval.1
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn memory(readwrite, argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"expr", !7, i64 0, !8, i64 8, !10, i64 16}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!12, !10, i64 8}
!12 = !{!"tab", !7, i64 0, !10, i64 8}
!13 = !{!8, !8, i64 0}
!14 = !{!10, !10, i64 0}
!15 = !{!16, !10, i64 8}
!16 = !{!"col", !17, i64 0, !10, i64 8}
!17 = !{!"long", !8, i64 0}
