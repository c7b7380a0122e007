; ModuleID = 'firstfield.c'
source_filename = "firstfield.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Holder = type { i32, %union.anon }
%union.anon = type { %struct.HB }
%struct.HB = type { [64 x i16], i64 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @init(%struct.Holder* nocapture noundef writeonly %o, i32* noundef %b) local_unnamed_addr #0 {
entry:
  %kind = getelementptr inbounds %struct.Holder, %struct.Holder* %o, i64 0, i32 0
  store i32 1, i32* %kind, align 8, !tbaa !5
  %u = getelementptr inbounds %struct.Holder, %struct.Holder* %o, i64 0, i32 1
  %mask = bitcast %union.anon* %u to i64*
  store i64 15, i64* %mask, align 8, !tbaa !10
  %buckets = getelementptr inbounds %struct.Holder, %struct.Holder* %o, i64 0, i32 1, i32 0, i32 0, i64 4
  %0 = bitcast i16* %buckets to i32**
  store i32* %b, i32** %0, align 8, !tbaa !10
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @lookup(%struct.Holder* nocapture noundef readonly %o, i64 noundef %key) local_unnamed_addr #1 {
entry:
  %kind = getelementptr inbounds %struct.Holder, %struct.Holder* %o, i64 0, i32 0
  %0 = load i32, i32* %kind, align 8, !tbaa !5
  %cmp = icmp eq i32 %0, 1
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %u = getelementptr inbounds %struct.Holder, %struct.Holder* %o, i64 0, i32 1
  %buckets.i = getelementptr inbounds %struct.Holder, %struct.Holder* %o, i64 0, i32 1, i32 0, i32 0, i64 4
  %1 = bitcast i16* %buckets.i to i32**
  %2 = load i32*, i32** %1, align 8, !tbaa !11
  %mask.i.i = bitcast %union.anon* %u to i64*
  %3 = load i64, i64* %mask.i.i, align 8, !tbaa !15
  %and.i.i = and i64 %3, %key
  %arrayidx.i = getelementptr inbounds i32, i32* %2, i64 %and.i.i
  %4 = load i32, i32* %arrayidx.i, align 4, !tbaa !16
  %conv = trunc i64 %and.i.i to i32
  %add = add nsw i32 %4, %conv
  br label %cleanup

if.end:                                           ; preds = %entry
  %and = and i64 %key, 63
  %arrayidx = getelementptr inbounds %struct.Holder, %struct.Holder* %o, i64 0, i32 1, i32 0, i32 0, i64 %and
  %5 = load i16, i16* %arrayidx, align 2, !tbaa !10
  %conv3 = sext i16 %5 to i32
  br label %cleanup

cleanup:                                          ; preds = %if.end, %if.then
  %retval.0 = phi i32 [ %add, %if.then ], [ %conv3, %if.end ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #2 {
entry:
  %call = tail call noalias dereferenceable_or_null(144) i8* @malloc(i64 noundef 144) #5
  %0 = bitcast i8* %call to %struct.Holder*
  %call1 = tail call noalias dereferenceable_or_null(64) i8* @calloc(i64 noundef 16, i64 noundef 4) #5
  %1 = bitcast i8* %call1 to i32*
  tail call void @init(%struct.Holder* noundef %0, i32* noundef %1)
  %conv = sext i32 %argc to i64
  %call2 = tail call i32 @lookup(%struct.Holder* noundef %0, i64 noundef %conv)
  tail call void @free(i8* noundef %call1) #5
  tail call void @free(i8* noundef %call) #5
  ret i32 %call2
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Holder", !7, i64 0, !8, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = !{!12, !14, i64 8}
!12 = !{!"HA", !13, i64 0, !14, i64 8, !7, i64 16}
!13 = !{!"long", !8, i64 0}
!14 = !{!"any pointer", !8, i64 0}
!15 = !{!12, !13, i64 0}
!16 = !{!7, !7, i64 0}
