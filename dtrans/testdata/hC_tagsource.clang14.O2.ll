; ModuleID = 'hC_tagsource.c'
source_filename = "hC_tagsource.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Holder = type { i8*, i32 }
%struct.It = type { i8*, %struct.It* }
%struct.Val = type { %union.anon, i32 }
%union.anon = type { %struct.Obj2* }
%struct.Obj2 = type { i32, i32 }

@h = dso_local local_unnamed_addr global %struct.Holder* null, align 8

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define dso_local noalias %struct.It* @mk(i8* noundef %name, %struct.It* noundef %next) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #5
  %0 = bitcast i8* %call to %struct.It*
  %name1 = getelementptr inbounds %struct.It, %struct.It* %0, i64 0, i32 0
  store i8* %name, i8** %name1, align 8, !tbaa !5
  %next2 = getelementptr inbounds %struct.It, %struct.It* %0, i64 0, i32 1
  store %struct.It* %next, %struct.It** %next2, align 8, !tbaa !10
  ret %struct.It* %0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define dso_local i32 @walk(%struct.It* noundef readonly %head) local_unnamed_addr #2 {
entry:
  %tobool.not6 = icmp eq %struct.It* %head, null
  br i1 %tobool.not6, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %n.0.lcssa = phi i32 [ 0, %entry ], [ %add, %for.body ]
  ret i32 %n.0.lcssa

for.body:                                         ; preds = %entry, %for.body
  %it.08 = phi %struct.It* [ %2, %for.body ], [ %head, %entry ]
  %n.07 = phi i32 [ %add, %for.body ], [ 0, %entry ]
  %name = getelementptr inbounds %struct.It, %struct.It* %it.08, i64 0, i32 0
  %0 = load i8*, i8** %name, align 8, !tbaa !5
  %1 = load i8, i8* %0, align 1, !tbaa !11
  %conv = sext i8 %1 to i32
  %add = add nsw i32 %n.07, %conv
  %next = getelementptr inbounds %struct.It, %struct.It* %it.08, i64 0, i32 1
  %2 = load %struct.It*, %struct.It** %next, align 8, !tbaa !10
  %tobool.not = icmp eq %struct.It* %2, null
  br i1 %tobool.not, label %for.cond.cleanup, label %for.body, !llvm.loop !12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @objkind(%struct.Val* nocapture noundef readonly %v) local_unnamed_addr #3 {
entry:
  %tag = getelementptr inbounds %struct.Val, %struct.Val* %v, i64 0, i32 1
  %0 = load i32, i32* %tag, align 8, !tbaa !14
  %tobool.not = icmp eq i32 %0, 0
  br i1 %tobool.not, label %cond.false, label %cond.true

cond.true:                                        ; preds = %entry
  %obj = getelementptr inbounds %struct.Val, %struct.Val* %v, i64 0, i32 0, i32 0
  %1 = load %struct.Obj2*, %struct.Obj2** %obj, align 8, !tbaa !11
  %kind = getelementptr inbounds %struct.Obj2, %struct.Obj2* %1, i64 0, i32 0
  %2 = load i32, i32* %kind, align 4, !tbaa !17
  br label %cond.end

cond.false:                                       ; preds = %entry
  %d = bitcast %struct.Val* %v to double*
  %3 = load double, double* %d, align 8, !tbaa !11
  %conv = fptosi double %3 to i32
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %2, %cond.true ], [ %conv, %cond.false ]
  ret i32 %cond
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #4 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #5
  %0 = bitcast i8* %call to %struct.Val*
  %call1 = tail call noalias dereferenceable_or_null(8) i8* @malloc(i64 noundef 8) #5
  %1 = bitcast i8* %call1 to %struct.Obj2*
  %call2 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #5
  store i8* %call2, i8** bitcast (%struct.Holder** @h to i8**), align 8, !tbaa !19
  %kind = getelementptr inbounds %struct.Obj2, %struct.Obj2* %1, i64 0, i32 0
  store i32 %argc, i32* %kind, align 4, !tbaa !17
  %refs = getelementptr inbounds %struct.Obj2, %struct.Obj2* %1, i64 0, i32 1
  store i32 1, i32* %refs, align 4, !tbaa !20
  %2 = bitcast i8* %call to i8**
  store i8* %call1, i8** %2, align 8, !tbaa !11
  %tag = getelementptr inbounds %struct.Val, %struct.Val* %0, i64 0, i32 1
  store i32 1, i32* %tag, align 8, !tbaa !14
  %3 = load i8*, i8** %argv, align 8, !tbaa !19
  %sub = add nsw i32 %argc, -1
  %idxprom = sext i32 %sub to i64
  %arrayidx3 = getelementptr inbounds i8*, i8** %argv, i64 %idxprom
  %4 = load i8*, i8** %arrayidx3, align 8, !tbaa !19
  %call4 = tail call %struct.It* @mk(i8* noundef %4, %struct.It* noundef null)
  %call5 = tail call %struct.It* @mk(i8* noundef %3, %struct.It* noundef %call4)
  %cmp = icmp sgt i32 %argc, 1
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %5 = load %struct.Holder*, %struct.Holder** @h, align 8, !tbaa !19
  %any = getelementptr inbounds %struct.Holder, %struct.Holder* %5, i64 0, i32 0
  store i8* %call, i8** %any, align 8, !tbaa !21
  br label %if.end

if.else:                                          ; preds = %entry
  %6 = load %struct.It**, %struct.It*** bitcast (%struct.Holder** @h to %struct.It***), align 8, !tbaa !19
  store %struct.It* %call5, %struct.It** %6, align 8, !tbaa !21
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %7 = load %struct.It**, %struct.It*** bitcast (%struct.Holder** @h to %struct.It***), align 8, !tbaa !19
  %8 = load %struct.It*, %struct.It** %7, align 8, !tbaa !21
  %call8 = tail call i32 @walk(%struct.It* noundef %8)
  %.cast21 = bitcast %struct.It* %8 to %struct.Val*
  %call10 = tail call i32 @objkind(%struct.Val* noundef %.cast21)
  %add = add nsw i32 %call10, %call8
  ret i32 %add
}

attributes #0 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"It", !7, i64 0, !7, i64 8}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 8}
!11 = !{!8, !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !16, i64 8}
!15 = !{!"Val", !8, i64 0, !16, i64 8}
!16 = !{!"int", !8, i64 0}
!17 = !{!18, !16, i64 0}
!18 = !{!"Obj2", !16, i64 0, !16, i64 4}
!19 = !{!7, !7, i64 0}
!20 = !{!18, !16, i64 4}
!21 = !{!22, !7, i64 0}
!22 = !{!"Holder", !7, i64 0, !16, i64 8}
