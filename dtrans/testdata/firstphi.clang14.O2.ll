; ModuleID = 'firstphi.c'
source_filename = "firstphi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.G = type { i32, %struct.Obj* }
%struct.Obj = type { %struct.Obj*, i32 }

@g = dso_local global %struct.G zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define dso_local void @add(i32 noundef %mark) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #6
  %0 = bitcast i8* %call to %struct.Obj*
  %mark1 = getelementptr inbounds %struct.Obj, %struct.Obj* %0, i64 0, i32 1
  store i32 %mark, i32* %mark1, align 8, !tbaa !5
  %1 = load %struct.Obj*, %struct.Obj** getelementptr inbounds (%struct.G, %struct.G* @g, i64 0, i32 1), align 8, !tbaa !11
  %next = getelementptr inbounds %struct.Obj, %struct.Obj* %0, i64 0, i32 0
  store %struct.Obj* %1, %struct.Obj** %next, align 8, !tbaa !13
  store i8* %call, i8** bitcast (%struct.Obj** getelementptr inbounds (%struct.G, %struct.G* @g, i64 0, i32 1) to i8**), align 8, !tbaa !11
  %2 = load i32, i32* getelementptr inbounds (%struct.G, %struct.G* @g, i64 0, i32 0), align 8, !tbaa !14
  %inc = add nsw i32 %2, 1
  store i32 %inc, i32* getelementptr inbounds (%struct.G, %struct.G* @g, i64 0, i32 0), align 8, !tbaa !14
  ret void
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @sweep(%struct.G* nocapture noundef %s) local_unnamed_addr #2 {
entry:
  %all = getelementptr inbounds %struct.G, %struct.G* %s, i64 0, i32 1
  %0 = load %struct.Obj*, %struct.Obj** %all, align 8, !tbaa !15
  %tobool.not16 = icmp eq %struct.Obj* %0, null
  br i1 %tobool.not16, label %while.end, label %while.body

while.body:                                       ; preds = %entry, %if.end
  %1 = phi %struct.Obj* [ %5, %if.end ], [ %0, %entry ]
  %p.018 = phi %struct.Obj** [ %p.1, %if.end ], [ %all, %entry ]
  %freed.017 = phi i32 [ %freed.1, %if.end ], [ 0, %entry ]
  %mark = getelementptr inbounds %struct.Obj, %struct.Obj* %1, i64 0, i32 1
  %2 = load i32, i32* %mark, align 8, !tbaa !5
  %tobool1.not = icmp eq i32 %2, 0
  br i1 %tobool1.not, label %if.else, label %if.then

if.then:                                          ; preds = %while.body
  store i32 0, i32* %mark, align 8, !tbaa !5
  %next = getelementptr inbounds %struct.Obj, %struct.Obj* %1, i64 0, i32 0
  br label %if.end

if.else:                                          ; preds = %while.body
  %next3 = getelementptr inbounds %struct.Obj, %struct.Obj* %1, i64 0, i32 0
  %3 = load %struct.Obj*, %struct.Obj** %next3, align 8, !tbaa !13
  store %struct.Obj* %3, %struct.Obj** %p.018, align 8, !tbaa !15
  %4 = bitcast %struct.Obj* %1 to i8*
  tail call void @free(i8* noundef %4) #6
  %inc = add nsw i32 %freed.017, 1
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %freed.1 = phi i32 [ %freed.017, %if.then ], [ %inc, %if.else ]
  %p.1 = phi %struct.Obj** [ %next, %if.then ], [ %p.018, %if.else ]
  %5 = load %struct.Obj*, %struct.Obj** %p.1, align 8, !tbaa !15
  %tobool.not = icmp eq %struct.Obj* %5, null
  br i1 %tobool.not, label %while.end, label %while.body, !llvm.loop !16

while.end:                                        ; preds = %if.end, %entry
  %freed.0.lcssa = phi i32 [ 0, %entry ], [ %freed.1, %if.end ]
  %count = getelementptr inbounds %struct.G, %struct.G* %s, i64 0, i32 0
  %6 = load i32, i32* %count, align 8, !tbaa !14
  %sub = sub nsw i32 %6, %freed.0.lcssa
  store i32 %sub, i32* %count, align 8, !tbaa !14
  ret i32 %freed.0.lcssa
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #4 {
entry:
  %cmp4 = icmp sgt i32 %argc, -4
  br i1 %cmp4, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %0 = add i32 %argc, 3
  %smax = call i32 @llvm.smax.i32(i32 %0, i32 0)
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %call = tail call i32 @sweep(%struct.G* noundef nonnull @g)
  ret i32 %call

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.05 = phi i32 [ %inc, %for.body ], [ 0, %for.body.preheader ]
  %and = and i32 %i.05, 1
  tail call void @add(i32 noundef %and)
  %inc = add nuw i32 %i.05, 1
  %exitcond.not = icmp eq i32 %i.05, %smax
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !18
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !10, i64 8}
!6 = !{!"Obj", !7, i64 0, !10, i64 8}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!12, !7, i64 8}
!12 = !{!"G", !10, i64 0, !7, i64 8}
!13 = !{!6, !7, i64 0}
!14 = !{!12, !10, i64 0}
!15 = !{!7, !7, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
