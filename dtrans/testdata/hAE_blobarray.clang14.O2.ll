; ModuleID = 'hAE_blobarray.c'
source_filename = "hAE_blobarray.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.State = type { i32, i8*, [8 x %struct.Code], [6 x %struct.Code], i32 }
%struct.Code = type { %union.anon, %union.anon.0 }
%union.anon = type { i16 }
%union.anon.0 = type { i16 }

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(80) i8* @malloc(i64 noundef 80) #5
  %0 = bitcast i8* %call to %struct.State*
  %tobool.not = icmp eq i8* %call, null
  br i1 %tobool.not, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %level = getelementptr inbounds %struct.State, %struct.State* %0, i64 0, i32 0
  store i32 %argc, i32* %level, align 8, !tbaa !5
  %1 = load i8*, i8** %argv, align 8, !tbaa !11
  %buf = getelementptr inbounds %struct.State, %struct.State* %0, i64 0, i32 1
  store i8* %1, i8** %buf, align 8, !tbaa !12
  tail call fastcc void @init(%struct.State* noundef nonnull %0)
  %and = and i32 %argc, 7
  %rem = srem i32 %argc, 6
  tail call fastcc void @tally(%struct.State* noundef nonnull %0, i32 noundef %and, i32 noundef %rem)
  %last = getelementptr inbounds %struct.State, %struct.State* %0, i64 0, i32 4
  %2 = load i32, i32* %last, align 8, !tbaa !13
  %3 = load i32, i32* %level, align 8, !tbaa !5
  %add = add nsw i32 %3, %2
  %4 = load i8*, i8** %buf, align 8, !tbaa !12
  %cmp = icmp ne i8* %4, null
  %conv = zext i1 %cmp to i32
  %add3 = add nsw i32 %add, %conv
  tail call void @free(i8* noundef nonnull %call) #5
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %add3, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable writeonly
define internal fastcc void @init(%struct.State* nocapture noundef writeonly %s) unnamed_addr #2 {
entry:
  %freq = getelementptr inbounds %struct.State, %struct.State* %s, i64 0, i32 2, i64 0, i32 0, i32 0
  store i16 0, i16* %freq, align 4, !tbaa !14
  %freq.1 = getelementptr inbounds %struct.State, %struct.State* %s, i64 0, i32 2, i64 1, i32 0, i32 0
  store i16 0, i16* %freq.1, align 4, !tbaa !14
  %freq.2 = getelementptr inbounds %struct.State, %struct.State* %s, i64 0, i32 2, i64 2, i32 0, i32 0
  store i16 0, i16* %freq.2, align 4, !tbaa !14
  %freq.3 = getelementptr inbounds %struct.State, %struct.State* %s, i64 0, i32 2, i64 3, i32 0, i32 0
  store i16 0, i16* %freq.3, align 4, !tbaa !14
  %freq.4 = getelementptr inbounds %struct.State, %struct.State* %s, i64 0, i32 2, i64 4, i32 0, i32 0
  store i16 0, i16* %freq.4, align 4, !tbaa !14
  %freq.5 = getelementptr inbounds %struct.State, %struct.State* %s, i64 0, i32 2, i64 5, i32 0, i32 0
  store i16 0, i16* %freq.5, align 4, !tbaa !14
  %freq.6 = getelementptr inbounds %struct.State, %struct.State* %s, i64 0, i32 2, i64 6, i32 0, i32 0
  store i16 0, i16* %freq.6, align 4, !tbaa !14
  %freq.7 = getelementptr inbounds %struct.State, %struct.State* %s, i64 0, i32 2, i64 7, i32 0, i32 0
  store i16 0, i16* %freq.7, align 4, !tbaa !14
  %freq9 = getelementptr inbounds %struct.State, %struct.State* %s, i64 0, i32 3, i64 0, i32 0, i32 0
  store i16 0, i16* %freq9, align 4, !tbaa !14
  %freq9.1 = getelementptr inbounds %struct.State, %struct.State* %s, i64 0, i32 3, i64 1, i32 0, i32 0
  store i16 0, i16* %freq9.1, align 4, !tbaa !14
  %freq9.2 = getelementptr inbounds %struct.State, %struct.State* %s, i64 0, i32 3, i64 2, i32 0, i32 0
  store i16 0, i16* %freq9.2, align 4, !tbaa !14
  %freq9.3 = getelementptr inbounds %struct.State, %struct.State* %s, i64 0, i32 3, i64 3, i32 0, i32 0
  store i16 0, i16* %freq9.3, align 4, !tbaa !14
  %freq9.4 = getelementptr inbounds %struct.State, %struct.State* %s, i64 0, i32 3, i64 4, i32 0, i32 0
  store i16 0, i16* %freq9.4, align 4, !tbaa !14
  %freq9.5 = getelementptr inbounds %struct.State, %struct.State* %s, i64 0, i32 3, i64 5, i32 0, i32 0
  store i16 0, i16* %freq9.5, align 4, !tbaa !14
  %len = getelementptr inbounds %struct.State, %struct.State* %s, i64 0, i32 3, i64 5, i32 1, i32 0
  store i16 1, i16* %len, align 2, !tbaa !14
  %last = getelementptr inbounds %struct.State, %struct.State* %s, i64 0, i32 4
  store i32 0, i32* %last, align 8, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @tally(%struct.State* nocapture noundef %s, i32 noundef %i, i32 noundef %j) unnamed_addr #3 {
entry:
  %0 = zext i32 %i to i64
  %freq = getelementptr inbounds %struct.State, %struct.State* %s, i64 0, i32 2, i64 %0, i32 0, i32 0
  %1 = load i16, i16* %freq, align 4, !tbaa !14
  %inc = add i16 %1, 1
  store i16 %inc, i16* %freq, align 4, !tbaa !14
  %idxprom1 = sext i32 %j to i64
  %len = getelementptr inbounds %struct.State, %struct.State* %s, i64 0, i32 3, i64 %idxprom1, i32 1, i32 0
  %2 = load i16, i16* %len, align 2, !tbaa !14
  %inc3 = add i16 %2, 1
  store i16 %inc3, i16* %len, align 2, !tbaa !14
  %last = getelementptr inbounds %struct.State, %struct.State* %s, i64 0, i32 4
  %3 = load i32, i32* %last, align 8, !tbaa !13
  %inc4 = add nsw i32 %3, 1
  store i32 %inc4, i32* %last, align 8, !tbaa !13
  ret void
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind uwtable writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!6 = !{!"State", !7, i64 0, !10, i64 8, !8, i64 16, !8, i64 48, !7, i64 72}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!10, !10, i64 0}
!12 = !{!6, !10, i64 8}
!13 = !{!6, !7, i64 72}
!14 = !{!8, !8, i64 0}
