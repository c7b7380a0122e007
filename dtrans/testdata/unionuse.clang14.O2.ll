; ModuleID = 'unionuse.c'
source_filename = "unionuse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.sel = type { i32, i32, i32, i32, %struct.list* }
%struct.list = type { i32, i32, [1 x %struct.item] }
%struct.item = type { %struct.expr*, i8* }
%struct.expr = type { i32, i32, i8*, %struct.expr*, %union.anon }
%union.anon = type { %struct.list* }

@kept = dso_local local_unnamed_addr global i8* null, align 8
@main.s = internal global %struct.sel { i32 3, i32 0, i32 1, i32 0, %struct.list* null }, align 8
@main.sub = internal global %struct.expr { i32 4, i32 0, i8* null, %struct.expr* null, %union.anon zeroinitializer }, align 8
@main.leaf = internal global %struct.expr { i32 1, i32 0, i8* null, %struct.expr* null, %union.anon zeroinitializer }, align 8
@main.l = internal global %struct.list { i32 1, i32 1, [1 x %struct.item] [%struct.item { %struct.expr* @main.leaf, i8* null }] }, align 8
@main.top = internal global %struct.expr { i32 2, i32 3, i8* null, %struct.expr* null, %union.anon { %struct.list* @main.l } }, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @count(%struct.expr* nocapture noundef readonly %e) local_unnamed_addr #0 {
entry:
  %flags = getelementptr inbounds %struct.expr, %struct.expr* %e, i64 0, i32 1
  %0 = load i32, i32* %flags, align 4, !tbaa !5
  %list = getelementptr inbounds %struct.expr, %struct.expr* %e, i64 0, i32 4, i32 0
  %1 = load %struct.list*, %struct.list** %list, align 8, !tbaa !11
  %n = getelementptr inbounds %struct.list, %struct.list* %1, i64 0, i32 0
  %2 = load i32, i32* %n, align 8, !tbaa !12
  %add = add nsw i32 %2, %0
  ret i32 %add
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @selid(%struct.expr* nocapture noundef readonly %e) local_unnamed_addr #0 {
entry:
  %flags = getelementptr inbounds %struct.expr, %struct.expr* %e, i64 0, i32 1
  %0 = load i32, i32* %flags, align 4, !tbaa !5
  %x = getelementptr inbounds %struct.expr, %struct.expr* %e, i64 0, i32 4
  %sel = bitcast %union.anon* %x to %struct.sel**
  %1 = load %struct.sel*, %struct.sel** %sel, align 8, !tbaa !11
  %id = getelementptr inbounds %struct.sel, %struct.sel* %1, i64 0, i32 2
  %2 = load i32, i32* %id, align 8, !tbaa !14
  %add = add nsw i32 %2, %0
  ret i32 %add
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define dso_local %struct.expr* @skip(%struct.expr* noundef readonly %e) local_unnamed_addr #1 {
entry:
  %tobool.not11 = icmp eq %struct.expr* %e, null
  br i1 %tobool.not11, label %while.end, label %land.rhs

land.rhs:                                         ; preds = %entry, %if.end
  %e.addr.012 = phi %struct.expr* [ %e.addr.1, %if.end ], [ %e, %entry ]
  %flags = getelementptr inbounds %struct.expr, %struct.expr* %e.addr.012, i64 0, i32 1
  %0 = load i32, i32* %flags, align 4, !tbaa !5
  %and = and i32 %0, 1
  %tobool1.not = icmp eq i32 %and, 0
  br i1 %tobool1.not, label %while.end, label %while.body

while.body:                                       ; preds = %land.rhs
  %and3 = and i32 %0, 2
  %tobool4.not = icmp eq i32 %and3, 0
  br i1 %tobool4.not, label %if.else, label %if.then

if.then:                                          ; preds = %while.body
  %list = getelementptr inbounds %struct.expr, %struct.expr* %e.addr.012, i64 0, i32 4, i32 0
  %1 = load %struct.list*, %struct.list** %list, align 8, !tbaa !11
  %e5 = getelementptr inbounds %struct.list, %struct.list* %1, i64 0, i32 2, i64 0, i32 0
  br label %if.end

if.else:                                          ; preds = %while.body
  %left = getelementptr inbounds %struct.expr, %struct.expr* %e.addr.012, i64 0, i32 3
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %e.addr.1.in = phi %struct.expr** [ %e5, %if.then ], [ %left, %if.else ]
  %e.addr.1 = load %struct.expr*, %struct.expr** %e.addr.1.in, align 8, !tbaa !16
  %tobool.not = icmp eq %struct.expr* %e.addr.1, null
  br i1 %tobool.not, label %while.end, label %land.rhs, !llvm.loop !17

while.end:                                        ; preds = %land.rhs, %if.end, %entry
  %e.addr.0.lcssa = phi %struct.expr* [ null, %entry ], [ null, %if.end ], [ %e.addr.012, %land.rhs ]
  ret %struct.expr* %e.addr.0.lcssa
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local %struct.expr* @first(%struct.expr* nocapture noundef readonly %e) local_unnamed_addr #0 {
entry:
  %list = getelementptr inbounds %struct.expr, %struct.expr* %e, i64 0, i32 4, i32 0
  %0 = load %struct.list*, %struct.list** %list, align 8, !tbaa !11
  %e1 = getelementptr inbounds %struct.list, %struct.list* %0, i64 0, i32 2, i64 0, i32 0
  %1 = load %struct.expr*, %struct.expr** %e1, align 8, !tbaa !19
  ret %struct.expr* %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local void @setsel(%struct.expr* nocapture noundef %e, %struct.sel* noundef %s) local_unnamed_addr #2 {
entry:
  %x = getelementptr inbounds %struct.expr, %struct.expr* %e, i64 0, i32 4
  %sel = bitcast %union.anon* %x to %struct.sel**
  store %struct.sel* %s, %struct.sel** %sel, align 8, !tbaa !11
  %flags = getelementptr inbounds %struct.expr, %struct.expr* %e, i64 0, i32 1
  %0 = load i32, i32* %flags, align 4, !tbaa !5
  %or = or i32 %0, 4
  store i32 %or, i32* %flags, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @keep(i8* noundef %p) local_unnamed_addr #3 {
entry:
  store i8* %p, i8** @kept, align 8, !tbaa !16
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #4 {
entry:
  tail call void @setsel(%struct.expr* noundef nonnull @main.sub, %struct.sel* noundef nonnull @main.s)
  tail call void @keep(i8* noundef bitcast (%struct.sel* @main.s to i8*))
  tail call void @keep(i8* noundef bitcast (%struct.list* @main.l to i8*))
  tail call void @keep(i8* noundef bitcast (%struct.expr* @main.top to i8*))
  %call = tail call i32 @count(%struct.expr* noundef nonnull @main.top)
  %call1 = tail call i32 @selid(%struct.expr* noundef nonnull @main.sub)
  %call2 = tail call %struct.expr* @skip(%struct.expr* noundef nonnull @main.top)
  %cmp = icmp eq %struct.expr* %call2, @main.leaf
  %conv = zext i1 %cmp to i32
  %call4 = tail call %struct.expr* @first(%struct.expr* noundef nonnull @main.top)
  %cmp5 = icmp eq %struct.expr* %call4, @main.leaf
  %conv6 = zext i1 %cmp5 to i32
  %add = add i32 %call, %argc
  %add3 = add i32 %add, %call1
  %add7 = add i32 %add3, %conv
  %add8 = add i32 %add7, %conv6
  ret i32 %add8
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 4}
!6 = !{!"expr", !7, i64 0, !7, i64 4, !10, i64 8, !10, i64 16, !8, i64 24}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!8, !8, i64 0}
!12 = !{!13, !7, i64 0}
!13 = !{!"list", !7, i64 0, !7, i64 4, !8, i64 8}
!14 = !{!15, !7, i64 8}
!15 = !{!"sel", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !10, i64 16}
!16 = !{!10, !10, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!20, !10, i64 0}
!20 = !{!"item", !10, i64 0, !10, i64 8}
