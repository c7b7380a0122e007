; ModuleID = 'hZ_guessmeaning.c'
source_filename = "hZ_guessmeaning.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.list = type { i32, i32, [1 x %struct.item] }
%struct.item = type { %struct.expr*, i8* }
%struct.expr = type { i32, i32, i8*, %struct.expr*, %union.anon }
%union.anon = type { %struct.list* }
%struct.sel = type { i32, i32, i32, i32, %union.anon.0, %union.anon.1 }
%union.anon.0 = type { %struct.list* }
%union.anon.1 = type { i64 }
%struct.holder = type { i8* }

@main.l = internal global %struct.list { i32 1, i32 1, [1 x %struct.item] zeroinitializer }, align 8
@main.s = internal global %struct.sel { i32 3, i32 0, i32 1, i32 0, %union.anon.0 { %struct.list* @main.l }, %union.anon.1 { i64 2 } }, align 8
@main.sub = internal global %struct.expr { i32 1, i32 0, i8* null, %struct.expr* null, %union.anon zeroinitializer }, align 8
@main.top = internal global %struct.expr { i32 2, i32 3, i8* null, %struct.expr* null, %union.anon zeroinitializer }, align 8
@main.h1 = internal global %struct.holder zeroinitializer, align 8
@main.h2 = internal global %struct.holder zeroinitializer, align 8
@main.h3 = internal global %struct.holder zeroinitializer, align 8
@main.h4 = internal global %struct.holder zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @selid(%struct.holder* nocapture noundef readonly %h) local_unnamed_addr #0 {
entry:
  %0 = bitcast %struct.holder* %h to %struct.expr**
  %1 = load %struct.expr*, %struct.expr** %0, align 8, !tbaa !5
  %flags = getelementptr inbounds %struct.expr, %struct.expr* %1, i64 0, i32 1
  %2 = load i32, i32* %flags, align 4, !tbaa !10
  %x = getelementptr inbounds %struct.expr, %struct.expr* %1, i64 0, i32 4
  %sel = bitcast %union.anon* %x to %struct.sel**
  %3 = load %struct.sel*, %struct.sel** %sel, align 8, !tbaa !13
  %id = getelementptr inbounds %struct.sel, %struct.sel* %3, i64 0, i32 2
  %4 = load i32, i32* %id, align 8, !tbaa !14
  %add = add nsw i32 %4, %2
  ret i32 %add
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @note() local_unnamed_addr #1 {
entry:
  tail call void asm sideeffect "", "~{dirflag},~{fpsr},~{flags}"() #4, !srcloc !16
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @vsize(%struct.holder* nocapture noundef readonly %h, i32 noundef %op) local_unnamed_addr #1 {
entry:
  %0 = bitcast %struct.holder* %h to %struct.expr**
  %1 = load %struct.expr*, %struct.expr** %0, align 8, !tbaa !5
  %x = getelementptr inbounds %struct.expr, %struct.expr* %1, i64 0, i32 4
  %sel = bitcast %union.anon* %x to %struct.sel**
  %2 = load %struct.sel*, %struct.sel** %sel, align 8, !tbaa !13
  %tobool.not = icmp eq %struct.sel* %2, null
  br i1 %tobool.not, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %cmp = icmp eq i32 %op, 1
  br i1 %cmp, label %if.then1, label %if.end6

if.then1:                                         ; preds = %if.end
  %elist = getelementptr inbounds %struct.sel, %struct.sel* %2, i64 0, i32 4, i32 0
  %3 = load %struct.list*, %struct.list** %elist, align 8, !tbaa !13
  %n = getelementptr inbounds %struct.list, %struct.list* %3, i64 0, i32 0
  %4 = load i32, i32* %n, align 8, !tbaa !17
  %k = getelementptr inbounds %struct.sel, %struct.sel* %2, i64 0, i32 5, i32 0
  %5 = load i64, i64* %k, align 8, !tbaa !13
  %conv = trunc i64 %5 to i32
  %add = add nsw i32 %4, %conv
  br label %cleanup

if.end6:                                          ; preds = %if.end
  tail call void @note()
  %cmp7 = icmp eq i32 %op, 2
  br i1 %cmp7, label %if.then9, label %cleanup

if.then9:                                         ; preds = %if.end6
  %6 = load %struct.sel*, %struct.sel** %sel, align 8, !tbaa !13
  %id = getelementptr inbounds %struct.sel, %struct.sel* %6, i64 0, i32 2
  %7 = load i32, i32* %id, align 8, !tbaa !14
  br label %cleanup

cleanup:                                          ; preds = %if.end6, %entry, %if.then9, %if.then1
  %retval.0 = phi i32 [ %add, %if.then1 ], [ %7, %if.then9 ], [ 0, %entry ], [ 1, %if.end6 ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @count(%struct.holder* nocapture noundef readonly %h) local_unnamed_addr #0 {
entry:
  %0 = bitcast %struct.holder* %h to %struct.expr**
  %1 = load %struct.expr*, %struct.expr** %0, align 8, !tbaa !5
  %flags = getelementptr inbounds %struct.expr, %struct.expr* %1, i64 0, i32 1
  %2 = load i32, i32* %flags, align 4, !tbaa !10
  %list = getelementptr inbounds %struct.expr, %struct.expr* %1, i64 0, i32 4, i32 0
  %3 = load %struct.list*, %struct.list** %list, align 8, !tbaa !13
  %n = getelementptr inbounds %struct.list, %struct.list* %3, i64 0, i32 0
  %4 = load i32, i32* %n, align 8, !tbaa !17
  %add = add nsw i32 %4, %2
  ret i32 %add
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @put(%struct.holder* nocapture noundef writeonly %h, i8* noundef %p) local_unnamed_addr #2 {
entry:
  %any = getelementptr inbounds %struct.holder, %struct.holder* %h, i64 0, i32 0
  store i8* %p, i8** %any, align 8, !tbaa !5
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  store %struct.sel* @main.s, %struct.sel** bitcast (%union.anon* getelementptr inbounds (%struct.expr, %struct.expr* @main.sub, i64 0, i32 4) to %struct.sel**), align 8, !tbaa !13
  store %struct.list* @main.l, %struct.list** getelementptr inbounds (%struct.expr, %struct.expr* @main.top, i64 0, i32 4, i32 0), align 8, !tbaa !13
  tail call void @put(%struct.holder* noundef nonnull @main.h1, i8* noundef bitcast (%struct.expr* @main.sub to i8*))
  tail call void @put(%struct.holder* noundef nonnull @main.h2, i8* noundef bitcast (%struct.expr* @main.top to i8*))
  tail call void @put(%struct.holder* noundef nonnull @main.h3, i8* noundef bitcast (%struct.sel* @main.s to i8*))
  tail call void @put(%struct.holder* noundef nonnull @main.h4, i8* noundef bitcast (%struct.list* @main.l to i8*))
  %call = tail call i32 @selid(%struct.holder* noundef nonnull @main.h1)
  %call1 = tail call i32 @vsize(%struct.holder* noundef nonnull @main.h1, i32 noundef %argc)
  %call2 = tail call i32 @count(%struct.holder* noundef nonnull @main.h2)
  %0 = load i8*, i8** getelementptr inbounds (%struct.holder, %struct.holder* @main.h3, i64 0, i32 0), align 8, !tbaa !5
  %1 = load i8*, i8** getelementptr inbounds (%struct.holder, %struct.holder* @main.h4, i64 0, i32 0), align 8, !tbaa !5
  %cmp = icmp ne i8* %0, %1
  %conv = zext i1 %cmp to i32
  %add = add i32 %call, %argc
  %add3 = add i32 %add, %call1
  %add4 = add i32 %add3, %call2
  %add5 = add i32 %add4, %conv
  ret i32 %add5
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"holder", !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !12, i64 4}
!11 = !{!"expr", !12, i64 0, !12, i64 4, !7, i64 8, !7, i64 16, !8, i64 24}
!12 = !{!"int", !8, i64 0}
!13 = !{!8, !8, i64 0}
!14 = !{!15, !12, i64 8}
!15 = !{!"sel", !12, i64 0, !12, i64 4, !12, i64 8, !12, i64 12, !8, i64 16, !8, i64 24}
!16 = !{i64 1508}
!17 = !{!18, !12, i64 0}
!18 = !{!"list", !12, i64 0, !12, i64 4, !8, i64 8}
