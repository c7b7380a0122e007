; ModuleID = 'hZ_mergemeaning.c'
source_filename = "hZ_mergemeaning.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.index = type { i8*, %struct.index*, i16, i8 }
%struct.table = type { i8*, i32, %struct.index* }
%struct.elem = type { %struct.elem*, i8*, i8* }

@main.i1 = internal global %struct.index { i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i32 0, i32 0), %struct.index* null, i16 2, i8 2 }, align 8
@.str = private unnamed_addr constant [3 x i8] c"i1\00", align 1
@main.t1 = internal global %struct.table { i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i32 0, i32 0), i32 0, %struct.index* @main.i1 }, align 8
@.str.1 = private unnamed_addr constant [3 x i8] c"t1\00", align 1
@main.e2 = internal global %struct.elem { %struct.elem* null, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i32 0, i32 0), i8* bitcast (%struct.table* @main.t1 to i8*) }, align 8
@main.e1 = internal global %struct.elem { %struct.elem* @main.e2, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i32 0, i32 0), i8* bitcast (%struct.index* @main.i1 to i8*) }, align 8

; Function Attrs: nofree noinline nounwind readonly uwtable
define dso_local i8* @lookup(%struct.elem* noundef readonly %e, i8* nocapture noundef readonly %k) local_unnamed_addr #0 {
entry:
  %tobool.not6 = icmp eq %struct.elem* %e, null
  br i1 %tobool.not6, label %return, label %for.body

for.body:                                         ; preds = %entry, %for.inc
  %e.addr.07 = phi %struct.elem* [ %2, %for.inc ], [ %e, %entry ]
  %key = getelementptr inbounds %struct.elem, %struct.elem* %e.addr.07, i64 0, i32 1
  %0 = load i8*, i8** %key, align 8, !tbaa !5
  %call = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %0, i8* noundef nonnull dereferenceable(1) %k) #4
  %tobool1.not = icmp eq i32 %call, 0
  br i1 %tobool1.not, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %data = getelementptr inbounds %struct.elem, %struct.elem* %e.addr.07, i64 0, i32 2
  %1 = load i8*, i8** %data, align 8, !tbaa !10
  br label %return

for.inc:                                          ; preds = %for.body
  %next = getelementptr inbounds %struct.elem, %struct.elem* %e.addr.07, i64 0, i32 0
  %2 = load %struct.elem*, %struct.elem** %next, align 8, !tbaa !11
  %tobool.not = icmp eq %struct.elem* %2, null
  br i1 %tobool.not, label %return, label %for.body, !llvm.loop !12

return:                                           ; preds = %for.inc, %entry, %if.then
  %retval.0 = phi i8* [ %1, %if.then ], [ null, %entry ], [ null, %for.inc ]
  ret i8* %retval.0
}

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strcmp(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local i32 @load(%struct.table* nocapture noundef readonly %t, %struct.elem* noundef %h, i8* noundef readonly %name) local_unnamed_addr #2 {
entry:
  %cmp = icmp eq i8* %name, null
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %idx = getelementptr inbounds %struct.table, %struct.table* %t, i64 0, i32 2
  %0 = load %struct.index*, %struct.index** %idx, align 8, !tbaa !14
  %tobool.not = icmp eq %struct.index* %0, null
  br i1 %tobool.not, label %cleanup, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %if.then
  %kind = getelementptr inbounds %struct.index, %struct.index* %0, i64 0, i32 3
  %bf.load = load i8, i8* %kind, align 2
  %bf.clear = and i8 %bf.load, 3
  %cmp1 = icmp eq i8 %bf.clear, 2
  br i1 %cmp1, label %cleanup, label %if.end12

if.else:                                          ; preds = %entry
  %call = tail call i8* @lookup(%struct.elem* noundef %h, i8* noundef nonnull %name)
  %tobool3.not = icmp eq i8* %call, null
  br i1 %tobool3.not, label %cleanup, label %lor.lhs.false4

lor.lhs.false4:                                   ; preds = %if.else
  %1 = getelementptr inbounds i8, i8* %call, i64 18
  %bf.load6 = load i8, i8* %1, align 2
  %bf.clear7 = and i8 %bf.load6, 3
  %cmp9 = icmp eq i8 %bf.clear7, 3
  br i1 %cmp9, label %cleanup, label %lor.lhs.false4.if.end12_crit_edge

lor.lhs.false4.if.end12_crit_edge:                ; preds = %lor.lhs.false4
  %2 = bitcast i8* %call to %struct.index*
  br label %if.end12

if.end12:                                         ; preds = %lor.lhs.false4.if.end12_crit_edge, %lor.lhs.false
  %bf.load13 = phi i8 [ %bf.load, %lor.lhs.false ], [ %bf.load6, %lor.lhs.false4.if.end12_crit_edge ]
  %p.0 = phi %struct.index* [ %0, %lor.lhs.false ], [ %2, %lor.lhs.false4.if.end12_crit_edge ]
  %stat = getelementptr inbounds %struct.index, %struct.index* %p.0, i64 0, i32 3
  %bf.set = or i8 %bf.load13, 4
  store i8 %bf.set, i8* %stat, align 2
  %ncol = getelementptr inbounds %struct.index, %struct.index* %p.0, i64 0, i32 2
  %3 = load i16, i16* %ncol, align 8, !tbaa !17
  %conv = sext i16 %3 to i32
  br label %cleanup

cleanup:                                          ; preds = %if.else, %lor.lhs.false4, %if.then, %lor.lhs.false, %if.end12
  %retval.0 = phi i32 [ %conv, %if.end12 ], [ 0, %lor.lhs.false ], [ 0, %if.then ], [ 0, %lor.lhs.false4 ], [ 0, %if.else ]
  ret i32 %retval.0
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #3 {
entry:
  %cmp = icmp sgt i32 %argc, 1
  br i1 %cmp, label %cond.true, label %cond.end

cond.true:                                        ; preds = %entry
  %arrayidx = getelementptr inbounds i8*, i8** %argv, i64 1
  %0 = load i8*, i8** %arrayidx, align 8, !tbaa !20
  br label %cond.end

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i8* [ %0, %cond.true ], [ null, %entry ]
  %call = tail call i32 @load(%struct.table* noundef nonnull @main.t1, %struct.elem* noundef nonnull @main.e1, i8* noundef %cond)
  %call1 = tail call i32 @load(%struct.table* noundef nonnull @main.t1, %struct.elem* noundef nonnull @main.e1, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0))
  %add = add nsw i32 %call1, %call
  ret i32 %add
}

attributes #0 = { nofree noinline nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 8}
!6 = !{!"elem", !7, i64 0, !7, i64 8, !7, i64 16}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 16}
!11 = !{!6, !7, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !7, i64 16}
!15 = !{!"table", !7, i64 0, !16, i64 8, !7, i64 16}
!16 = !{!"int", !8, i64 0}
!17 = !{!18, !19, i64 16}
!18 = !{!"index", !7, i64 0, !7, i64 8, !19, i64 16, !16, i64 18, !16, i64 18}
!19 = !{!"short", !8, i64 0}
!20 = !{!7, !7, i64 0}
