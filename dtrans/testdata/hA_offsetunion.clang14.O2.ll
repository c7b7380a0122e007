; ModuleID = 'hA_offsetunion.c'
source_filename = "hA_offsetunion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Expr = type { i32, i32, %struct.Expr*, %union.anon }
%union.anon = type { %struct.List* }
%struct.List = type { i32, i32, i8* }
%struct.Sel = type { i32, i32, %struct.Sel*, %struct.List* }
%struct.holder = type { i8* }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @vsize(%struct.Expr* nocapture noundef readonly %e) local_unnamed_addr #0 {
entry:
  %op = getelementptr inbounds %struct.Expr, %struct.Expr* %e, i64 0, i32 0
  %0 = load i32, i32* %op, align 8, !tbaa !5
  %cmp = icmp eq i32 %0, 1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %x = getelementptr inbounds %struct.Expr, %struct.Expr* %e, i64 0, i32 3
  %pSelect = bitcast %union.anon* %x to %struct.Sel**
  %1 = load %struct.Sel*, %struct.Sel** %pSelect, align 8, !tbaa !11
  %pEList = getelementptr inbounds %struct.Sel, %struct.Sel* %1, i64 0, i32 3
  br label %cond.end

cond.false:                                       ; preds = %entry
  %pList = getelementptr inbounds %struct.Expr, %struct.Expr* %e, i64 0, i32 3, i32 0
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi %struct.List** [ %pEList, %cond.true ], [ %pList, %cond.false ]
  %2 = load %struct.List*, %struct.List** %cond, align 8, !tbaa !12
  %n = getelementptr inbounds %struct.List, %struct.List* %2, i64 0, i32 0
  %3 = load i32, i32* %n, align 8, !tbaa !13
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @sflags(%struct.Expr* nocapture noundef readonly %e) local_unnamed_addr #0 {
entry:
  %op = getelementptr inbounds %struct.Expr, %struct.Expr* %e, i64 0, i32 0
  %0 = load i32, i32* %op, align 8, !tbaa !5
  %x = getelementptr inbounds %struct.Expr, %struct.Expr* %e, i64 0, i32 3
  %pSelect = bitcast %union.anon* %x to %struct.Sel**
  %1 = load %struct.Sel*, %struct.Sel** %pSelect, align 8, !tbaa !11
  %selFlags = getelementptr inbounds %struct.Sel, %struct.Sel* %1, i64 0, i32 0
  %2 = load i32, i32* %selFlags, align 8, !tbaa !15
  %add = add nsw i32 %2, %0
  %iLimit = getelementptr inbounds %struct.Sel, %struct.Sel* %1, i64 0, i32 1
  %3 = load i32, i32* %iLimit, align 4, !tbaa !17
  %add3 = add nsw i32 %add, %3
  ret i32 %add3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @lcount(%struct.Expr* nocapture noundef readonly %e) local_unnamed_addr #0 {
entry:
  %flags = getelementptr inbounds %struct.Expr, %struct.Expr* %e, i64 0, i32 1
  %0 = load i32, i32* %flags, align 4, !tbaa !18
  %pList = getelementptr inbounds %struct.Expr, %struct.Expr* %e, i64 0, i32 3, i32 0
  %1 = load %struct.List*, %struct.List** %pList, align 8, !tbaa !11
  %n = getelementptr inbounds %struct.List, %struct.List* %1, i64 0, i32 0
  %2 = load i32, i32* %n, align 8, !tbaa !13
  %add = add nsw i32 %2, %0
  ret i32 %add
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @hold(%struct.holder* nocapture noundef writeonly %h, i8* noundef %p) local_unnamed_addr #1 {
entry:
  %any = getelementptr inbounds %struct.holder, %struct.holder* %h, i64 0, i32 0
  store i8* %p, i8** %any, align 8, !tbaa !19
  ret void
}

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #2 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) i8* @calloc(i64 noundef 1, i64 noundef 16) #4
  %call1 = tail call noalias dereferenceable_or_null(24) i8* @calloc(i64 noundef 1, i64 noundef 24) #4
  %0 = bitcast i8* %call1 to %struct.Expr*
  %call2 = tail call noalias dereferenceable_or_null(24) i8* @calloc(i64 noundef 1, i64 noundef 24) #4
  %1 = bitcast i8* %call2 to %struct.Expr*
  %call3 = tail call noalias dereferenceable_or_null(24) i8* @calloc(i64 noundef 1, i64 noundef 24) #4
  %call4 = tail call noalias dereferenceable_or_null(8) i8* @calloc(i64 noundef 1, i64 noundef 8) #4
  %cmp = icmp eq i8* %call, null
  %cmp5 = icmp eq i8* %call1, null
  %or.cond = or i1 %cmp, %cmp5
  %cmp7 = icmp eq i8* %call2, null
  %or.cond24 = or i1 %or.cond, %cmp7
  %cmp9 = icmp eq i8* %call3, null
  %or.cond25 = or i1 %or.cond24, %cmp9
  %cmp11 = icmp eq i8* %call4, null
  %or.cond26 = or i1 %or.cond25, %cmp11
  br i1 %or.cond26, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %2 = bitcast i8* %call to %struct.List*
  %3 = bitcast i8* %call3 to %struct.Sel*
  %4 = bitcast i8* %call4 to %struct.holder*
  %n = getelementptr inbounds %struct.List, %struct.List* %2, i64 0, i32 0
  store i32 %argc, i32* %n, align 8, !tbaa !13
  %pEList = getelementptr inbounds %struct.Sel, %struct.Sel* %3, i64 0, i32 3
  %5 = bitcast %struct.List** %pEList to i8**
  store i8* %call, i8** %5, align 8, !tbaa !21
  %op = getelementptr inbounds %struct.Expr, %struct.Expr* %0, i64 0, i32 0
  store i32 1, i32* %op, align 8, !tbaa !5
  %x = getelementptr inbounds %struct.Expr, %struct.Expr* %0, i64 0, i32 3
  %6 = bitcast %union.anon* %x to i8**
  store i8* %call3, i8** %6, align 8, !tbaa !11
  %pList = getelementptr inbounds %struct.Expr, %struct.Expr* %1, i64 0, i32 3, i32 0
  %7 = bitcast %struct.List** %pList to i8**
  store i8* %call, i8** %7, align 8, !tbaa !11
  %cmp13 = icmp sgt i32 %argc, 5
  %cond = select i1 %cmp13, i8* %call1, i8* %call3
  tail call void @hold(%struct.holder* noundef %4, i8* noundef %cond)
  %call14 = tail call i32 @vsize(%struct.Expr* noundef %0)
  %call15 = tail call i32 @vsize(%struct.Expr* noundef %1)
  %add = add nsw i32 %call15, %call14
  %call16 = tail call i32 @sflags(%struct.Expr* noundef %0)
  %add17 = add nsw i32 %add, %call16
  %call18 = tail call i32 @lcount(%struct.Expr* noundef %1)
  %add19 = add nsw i32 %add17, %call18
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %add19, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Expr", !7, i64 0, !7, i64 4, !10, i64 8, !8, i64 16}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!8, !8, i64 0}
!12 = !{!10, !10, i64 0}
!13 = !{!14, !7, i64 0}
!14 = !{!"List", !7, i64 0, !7, i64 4, !10, i64 8}
!15 = !{!16, !7, i64 0}
!16 = !{!"Sel", !7, i64 0, !7, i64 4, !10, i64 8, !10, i64 16}
!17 = !{!16, !7, i64 4}
!18 = !{!6, !7, i64 4}
!19 = !{!20, !10, i64 0}
!20 = !{!"holder", !10, i64 0}
!21 = !{!16, !10, i64 16}
