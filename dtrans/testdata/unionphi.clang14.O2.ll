; ModuleID = 'unionphi.c'
source_filename = "unionphi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.expr = type { i32, %union.anon, %struct.expr* }
%union.anon = type { i8* }
%struct.tab = type { i32, %struct.col* }
%struct.col = type { i64, i8* }

@.str = private unnamed_addr constant [3 x i8] c"op\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"?\00", align 1
@ge = dso_local global %struct.expr zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i8* @name_of(%struct.expr* nocapture noundef readonly %e, %struct.tab* nocapture noundef readonly %t, i32 noundef %i) local_unnamed_addr #0 {
entry:
  %op = getelementptr inbounds %struct.expr, %struct.expr* %e, i64 0, i32 0
  %0 = load i32, i32* %op, align 8, !tbaa !5
  %cmp = icmp eq i32 %0, 1
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %cmp1 = icmp sgt i32 %i, -1
  br i1 %cmp1, label %if.then2, label %if.else

if.then2:                                         ; preds = %if.end
  %cols = getelementptr inbounds %struct.tab, %struct.tab* %t, i64 0, i32 1
  %1 = load %struct.col*, %struct.col** %cols, align 8, !tbaa !11
  %idxprom8 = zext i32 %i to i64
  %name = getelementptr inbounds %struct.col, %struct.col* %1, i64 %idxprom8, i32 1
  br label %if.end3

if.else:                                          ; preds = %if.end
  %tok = getelementptr inbounds %struct.expr, %struct.expr* %e, i64 0, i32 1, i32 0
  br label %if.end3

if.end3:                                          ; preds = %if.else, %if.then2
  %z.0.in = phi i8** [ %name, %if.then2 ], [ %tok, %if.else ]
  %z.0 = load i8*, i8** %z.0.in, align 8, !tbaa !13
  %tobool.not = icmp eq i8* %z.0, null
  %cond = select i1 %tobool.not, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0), i8* %z.0
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end3
  %retval.0 = phi i8* [ %cond, %if.end3 ], [ getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0), %entry ]
  ret i8* %retval.0
}

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) i8* @calloc(i64 noundef 1, i64 noundef 16) #3
  %0 = bitcast i8* %call to %struct.tab*
  %cmp = icmp eq i8* %call, null
  br i1 %cmp, label %cleanup27, label %if.end

if.end:                                           ; preds = %entry
  %call1 = tail call noalias dereferenceable_or_null(32) i8* @calloc(i64 noundef 2, i64 noundef 16) #3
  %cols = getelementptr inbounds %struct.tab, %struct.tab* %0, i64 0, i32 1
  %1 = bitcast %struct.col** %cols to i8**
  store i8* %call1, i8** %1, align 8, !tbaa !11
  %cmp3 = icmp eq i8* %call1, null
  br i1 %cmp3, label %cleanup27, label %if.end5

if.end5:                                          ; preds = %if.end
  %2 = bitcast i8* %call1 to %struct.col*
  %3 = load i8*, i8** %argv, align 8, !tbaa !14
  %name = getelementptr inbounds %struct.col, %struct.col* %2, i64 1, i32 1
  store i8* %3, i8** %name, align 8, !tbaa !15
  %call8 = tail call noalias dereferenceable_or_null(24) i8* @calloc(i64 noundef 1, i64 noundef 24) #3
  %4 = bitcast i8* %call8 to %struct.expr*
  %cmp9 = icmp eq i8* %call8, null
  br i1 %cmp9, label %cleanup27, label %if.end11

if.end11:                                         ; preds = %if.end5
  %tok = getelementptr inbounds %struct.expr, %struct.expr* %4, i64 0, i32 1, i32 0
  store i8* %3, i8** %tok, align 8, !tbaa !13
  %op = getelementptr inbounds %struct.expr, %struct.expr* %4, i64 0, i32 0
  store i32 %argc, i32* %op, align 8, !tbaa !5
  store i8* %3, i8** getelementptr inbounds (%struct.expr, %struct.expr* @ge, i64 0, i32 1, i32 0), align 8, !tbaa !13
  %sub = add nsw i32 %argc, -2
  %call14 = tail call i8* @name_of(%struct.expr* noundef nonnull %4, %struct.tab* noundef nonnull %0, i32 noundef %sub)
  %5 = load i8, i8* %call14, align 1, !tbaa !13
  %conv = sext i8 %5 to i32
  %call16 = tail call i8* @name_of(%struct.expr* noundef nonnull @ge, %struct.tab* noundef nonnull %0, i32 noundef %argc)
  %6 = load i8, i8* %call16, align 1, !tbaa !13
  %conv18 = sext i8 %6 to i32
  %add = add nsw i32 %conv18, %conv
  %conv26 = add i32 %add, %argc
  br label %cleanup27

cleanup27:                                        ; preds = %if.end11, %if.end5, %if.end, %entry
  %retval.1 = phi i32 [ 1, %entry ], [ 2, %if.end ], [ %conv26, %if.end11 ], [ 3, %if.end5 ]
  ret i32 %retval.1
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
