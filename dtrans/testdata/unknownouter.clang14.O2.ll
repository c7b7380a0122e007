; ModuleID = 'testdata/unknownouter.c'
source_filename = "testdata/unknownouter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Out = type { [16 x i8], %struct.In, i32 }
%struct.In = type { i32, i32 }
%struct.Wrap = type { [6 x i8], i32, %struct.In2 }
%struct.In2 = type { i32, i32 }

; Function Attrs: mustprogress nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(28) i8* @malloc(i64 noundef 28) #5
  %0 = bitcast i8* %call to %struct.Out*
  %tobool.not = icmp eq i8* %call, null
  br i1 %tobool.not, label %cleanup10, label %if.end

if.end:                                           ; preds = %entry
  %conv = trunc i32 %argc to i8
  %arrayidx = getelementptr inbounds %struct.Out, %struct.Out* %0, i64 0, i32 0, i64 3
  store i8 %conv, i8* %arrayidx, align 1, !tbaa !5
  tail call fastcc void @set(%struct.Out* noundef nonnull %0, i32 noundef %argc)
  %call1 = tail call fastcc i32 @get(%struct.Out* noundef nonnull %0)
  tail call void @free(i8* noundef nonnull %call) #5
  %call2 = tail call noalias dereferenceable_or_null(20) i8* @malloc(i64 noundef 20) #5
  %1 = bitcast i8* %call2 to %struct.Wrap*
  %tobool3.not = icmp eq i8* %call2, null
  br i1 %tobool3.not, label %cleanup10, label %if.end5

if.end5:                                          ; preds = %if.end
  %conv6 = trunc i32 %call1 to i8
  %arrayidx7 = getelementptr inbounds %struct.Wrap, %struct.Wrap* %1, i64 0, i32 0, i64 1
  store i8 %conv6, i8* %arrayidx7, align 1, !tbaa !5
  tail call fastcc void @wset(%struct.Wrap* noundef nonnull %1, i32 noundef %argc)
  %call8 = tail call fastcc i32 @wget(%struct.Wrap* noundef nonnull %1)
  %add = add nsw i32 %call8, %call1
  tail call void @free(i8* noundef nonnull %call2) #5
  br label %cleanup10

cleanup10:                                        ; preds = %if.end5, %if.end, %entry
  %retval.1 = phi i32 [ 1, %entry ], [ %add, %if.end5 ], [ 1, %if.end ]
  ret i32 %retval.1
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define internal fastcc void @set(%struct.Out* nocapture noundef writeonly %o, i32 noundef %v) unnamed_addr #2 {
entry:
  %a = getelementptr inbounds %struct.Out, %struct.Out* %o, i64 0, i32 1, i32 0
  store i32 %v, i32* %a, align 4, !tbaa !8
  %add = add nsw i32 %v, 1
  %b = getelementptr inbounds %struct.Out, %struct.Out* %o, i64 0, i32 1, i32 1
  store i32 %add, i32* %b, align 4, !tbaa !12
  %add2 = add nsw i32 %v, 2
  %tail = getelementptr inbounds %struct.Out, %struct.Out* %o, i64 0, i32 2
  store i32 %add2, i32* %tail, align 4, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc i32 @get(%struct.Out* nocapture noundef readonly %o) unnamed_addr #3 {
entry:
  %a = getelementptr inbounds %struct.Out, %struct.Out* %o, i64 0, i32 1, i32 0
  %0 = load i32, i32* %a, align 4, !tbaa !8
  %b = getelementptr inbounds %struct.Out, %struct.Out* %o, i64 0, i32 1, i32 1
  %1 = load i32, i32* %b, align 4, !tbaa !12
  %add = add nsw i32 %1, %0
  %arrayidx = getelementptr inbounds %struct.Out, %struct.Out* %o, i64 0, i32 0, i64 3
  %2 = load i8, i8* %arrayidx, align 1, !tbaa !5
  %conv = sext i8 %2 to i32
  %add2 = add nsw i32 %add, %conv
  %tail = getelementptr inbounds %struct.Out, %struct.Out* %o, i64 0, i32 2
  %3 = load i32, i32* %tail, align 4, !tbaa !13
  %add3 = add nsw i32 %add2, %3
  ret i32 %add3
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define internal fastcc void @wset(%struct.Wrap* nocapture noundef writeonly %w, i32 noundef %v) unnamed_addr #2 {
entry:
  %c = getelementptr inbounds %struct.Wrap, %struct.Wrap* %w, i64 0, i32 2, i32 0
  store i32 %v, i32* %c, align 4, !tbaa !14
  %d = getelementptr inbounds %struct.Wrap, %struct.Wrap* %w, i64 0, i32 2, i32 1
  store i32 %v, i32* %d, align 4, !tbaa !17
  %n = getelementptr inbounds %struct.Wrap, %struct.Wrap* %w, i64 0, i32 1
  store i32 %v, i32* %n, align 4, !tbaa !18
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc i32 @wget(%struct.Wrap* nocapture noundef readonly %w) unnamed_addr #3 {
entry:
  %c = getelementptr inbounds %struct.Wrap, %struct.Wrap* %w, i64 0, i32 2, i32 0
  %0 = load i32, i32* %c, align 4, !tbaa !14
  %d = getelementptr inbounds %struct.Wrap, %struct.Wrap* %w, i64 0, i32 2, i32 1
  %1 = load i32, i32* %d, align 4, !tbaa !17
  %add = add nsw i32 %1, %0
  %n = getelementptr inbounds %struct.Wrap, %struct.Wrap* %w, i64 0, i32 1
  %2 = load i32, i32* %n, align 4, !tbaa !18
  %add2 = add nsw i32 %add, %2
  %arrayidx = getelementptr inbounds %struct.Wrap, %struct.Wrap* %w, i64 0, i32 0, i64 1
  %3 = load i8, i8* %arrayidx, align 1, !tbaa !5
  %conv = sext i8 %3 to i32
  %add3 = add nsw i32 %add2, %conv
  ret i32 %add3
}

attributes #0 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !11, i64 16}
!9 = !{!"Out", !6, i64 0, !10, i64 16, !11, i64 24}
!10 = !{!"In", !11, i64 0, !11, i64 4}
!11 = !{!"int", !6, i64 0}
!12 = !{!9, !11, i64 20}
!13 = !{!9, !11, i64 24}
!14 = !{!15, !11, i64 12}
!15 = !{!"", !6, i64 0, !11, i64 8, !16, i64 12}
!16 = !{!"In2", !11, i64 0, !11, i64 4}
!17 = !{!15, !11, i64 16}
!18 = !{!15, !11, i64 8}
