; ModuleID = 'hP_firstbase.c'
source_filename = "hP_firstbase.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Tok = type opaque
%struct.T = type { %struct.S, i8*, i32 }
%struct.S = type { i8*, void (i8*)* }

@registry = dso_local local_unnamed_addr global %struct.Tok* null, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local void @deleteT(%struct.Tok* noundef %pTok) local_unnamed_addr #0 {
entry:
  %tobool.not = icmp eq %struct.Tok* %pTok, null
  br i1 %tobool.not, label %if.end4, label %if.then

if.then:                                          ; preds = %entry
  %0 = bitcast %struct.Tok* %pTok to %struct.T*
  %inner = getelementptr inbounds %struct.T, %struct.T* %0, i64 0, i32 1
  %1 = load i8*, i8** %inner, align 8, !tbaa !5
  %tobool1.not = icmp eq i8* %1, null
  br i1 %tobool1.not, label %if.end, label %if.then2

if.then2:                                         ; preds = %if.then
  %base = bitcast %struct.Tok* %pTok to %struct.S*
  %destroy = getelementptr inbounds %struct.S, %struct.S* %base, i64 0, i32 1
  %2 = load void (i8*)*, void (i8*)** %destroy, align 8, !tbaa !12
  tail call void %2(i8* noundef nonnull %1) #5
  br label %if.end

if.end:                                           ; preds = %if.then2, %if.then
  %3 = bitcast %struct.Tok* %pTok to i8*
  tail call void @free(i8* noundef %3) #5
  br label %if.end4

if.end4:                                          ; preds = %if.end, %entry
  ret void
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 {
entry:
  %call = tail call noalias dereferenceable_or_null(32) i8* @malloc(i64 noundef 32) #5
  %0 = bitcast i8* %call to %struct.T*
  %tobool.not = icmp eq i8* %call, null
  br i1 %tobool.not, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %ctx = getelementptr inbounds %struct.T, %struct.T* %0, i64 0, i32 0, i32 0
  store i8* null, i8** %ctx, align 8, !tbaa !13
  %destroy = getelementptr inbounds %struct.T, %struct.T* %0, i64 0, i32 0, i32 1
  store void (i8*)* @freeinner, void (i8*)** %destroy, align 8, !tbaa !12
  %call2 = tail call noalias dereferenceable_or_null(4) i8* @malloc(i64 noundef 4) #5
  %inner = getelementptr inbounds %struct.T, %struct.T* %0, i64 0, i32 1
  store i8* %call2, i8** %inner, align 8, !tbaa !5
  %n = getelementptr inbounds %struct.T, %struct.T* %0, i64 0, i32 2
  store i32 1, i32* %n, align 8, !tbaa !14
  %1 = bitcast i8* %call to %struct.Tok*
  store i8* %call, i8** bitcast (%struct.Tok** @registry to i8**), align 8, !tbaa !15
  tail call void @deleteT(%struct.Tok* noundef nonnull %1)
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ 0, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind uwtable willreturn
define internal void @freeinner(i8* nocapture noundef %p) #4 {
entry:
  tail call void @free(i8* noundef %p) #5
  ret void
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !8, i64 16}
!6 = !{!"T", !7, i64 0, !8, i64 16, !11, i64 24}
!7 = !{!"S", !8, i64 0, !8, i64 8}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"int", !9, i64 0}
!12 = !{!6, !8, i64 8}
!13 = !{!6, !8, i64 0}
!14 = !{!6, !11, i64 24}
!15 = !{!8, !8, i64 0}
