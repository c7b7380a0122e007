; ModuleID = 'hA_offsetphi.c'
source_filename = "hA_offsetphi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Expr = type { i32, i32, %struct.Expr*, %union.anon }
%union.anon = type { %struct.List* }
%struct.List = type { i32, i32, i8* }
%struct.Sel = type { i32, i32, %struct.Sel*, %struct.List* }

@noted = dso_local local_unnamed_addr global i32 0, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @vsize(%struct.Expr* nocapture noundef readonly %e, %struct.Sel* nocapture noundef readonly %s) local_unnamed_addr #0 {
entry:
  %op = getelementptr inbounds %struct.Expr, %struct.Expr* %e, i64 0, i32 0
  %0 = load i32, i32* %op, align 8, !tbaa !5
  %cmp = icmp eq i32 %0, 1
  %pEList = getelementptr inbounds %struct.Sel, %struct.Sel* %s, i64 0, i32 3
  %pList = getelementptr inbounds %struct.Expr, %struct.Expr* %e, i64 0, i32 3, i32 0
  %cond = select i1 %cmp, %struct.List** %pEList, %struct.List** %pList
  %1 = load %struct.List*, %struct.List** %cond, align 8, !tbaa !11
  %n = getelementptr inbounds %struct.List, %struct.List* %1, i64 0, i32 0
  %2 = load i32, i32* %n, align 8, !tbaa !12
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local void @note(i32 noundef %k) local_unnamed_addr #1 {
entry:
  %0 = load i32, i32* @noted, align 4, !tbaa !14
  %add = add nsw i32 %0, %k
  store i32 %add, i32* @noted, align 4, !tbaa !14
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local i32 @vsize2(%struct.Expr* nocapture noundef readonly %e, %struct.Sel* nocapture noundef readonly %s, i32 noundef %k) local_unnamed_addr #1 {
entry:
  %cmp = icmp sgt i32 %k, 3
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %flags = getelementptr inbounds %struct.Expr, %struct.Expr* %e, i64 0, i32 1
  %0 = load i32, i32* %flags, align 4, !tbaa !15
  %add = add nsw i32 %0, %k
  tail call void @note(i32 noundef %add)
  %pEList = getelementptr inbounds %struct.Sel, %struct.Sel* %s, i64 0, i32 3
  br label %if.end

if.else:                                          ; preds = %entry
  %iLimit = getelementptr inbounds %struct.Sel, %struct.Sel* %s, i64 0, i32 1
  %1 = load i32, i32* %iLimit, align 4, !tbaa !16
  %sub = sub nsw i32 %1, %k
  tail call void @note(i32 noundef %sub)
  %pList = getelementptr inbounds %struct.Expr, %struct.Expr* %e, i64 0, i32 3, i32 0
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %pp.0 = phi %struct.List** [ %pEList, %if.then ], [ %pList, %if.else ]
  %2 = load %struct.List*, %struct.List** %pp.0, align 8, !tbaa !11
  %alloc = getelementptr inbounds %struct.List, %struct.List* %2, i64 0, i32 1
  %3 = load i32, i32* %alloc, align 4, !tbaa !18
  ret i32 %3
}

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #2 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) i8* @calloc(i64 noundef 1, i64 noundef 16) #4
  %call1 = tail call noalias dereferenceable_or_null(24) i8* @calloc(i64 noundef 1, i64 noundef 24) #4
  %0 = bitcast i8* %call1 to %struct.Expr*
  %call2 = tail call noalias dereferenceable_or_null(24) i8* @calloc(i64 noundef 1, i64 noundef 24) #4
  %1 = bitcast i8* %call2 to %struct.Sel*
  %cmp = icmp eq i8* %call, null
  %cmp3 = icmp eq i8* %call1, null
  %or.cond = or i1 %cmp, %cmp3
  %cmp5 = icmp eq i8* %call2, null
  %or.cond10 = or i1 %or.cond, %cmp5
  br i1 %or.cond10, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %2 = bitcast i8* %call to %struct.List*
  %n = getelementptr inbounds %struct.List, %struct.List* %2, i64 0, i32 0
  store i32 %argc, i32* %n, align 8, !tbaa !12
  %op = getelementptr inbounds %struct.Expr, %struct.Expr* %0, i64 0, i32 0
  store i32 %argc, i32* %op, align 8, !tbaa !5
  %pList = getelementptr inbounds %struct.Expr, %struct.Expr* %0, i64 0, i32 3, i32 0
  %3 = bitcast %struct.List** %pList to i8**
  store i8* %call, i8** %3, align 8, !tbaa !19
  %pEList = getelementptr inbounds %struct.Sel, %struct.Sel* %1, i64 0, i32 3
  %4 = bitcast %struct.List** %pEList to i8**
  store i8* %call, i8** %4, align 8, !tbaa !20
  %call6 = tail call i32 @vsize(%struct.Expr* noundef %0, %struct.Sel* noundef %1)
  %call7 = tail call i32 @vsize2(%struct.Expr* noundef %0, %struct.Sel* noundef %1, i32 noundef %argc)
  %add = add nsw i32 %call7, %call6
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %add, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!11 = !{!10, !10, i64 0}
!12 = !{!13, !7, i64 0}
!13 = !{!"List", !7, i64 0, !7, i64 4, !10, i64 8}
!14 = !{!7, !7, i64 0}
!15 = !{!6, !7, i64 4}
!16 = !{!17, !7, i64 4}
!17 = !{!"Sel", !7, i64 0, !7, i64 4, !10, i64 8, !10, i64 16}
!18 = !{!13, !7, i64 4}
!19 = !{!8, !8, i64 0}
!20 = !{!17, !10, i64 16}
