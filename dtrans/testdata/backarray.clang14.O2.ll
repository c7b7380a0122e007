; ModuleID = 'backarray.c'
source_filename = "backarray.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Frame = type { i8*, i64, i64, [8 x i64] }

@.str = private unnamed_addr constant [13 x i8] c"%ld %ld %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(88) i8* @calloc(i64 noundef 1, i64 noundef 88) #6
  %0 = bitcast i8* %call to %struct.Frame*
  %tobool.not = icmp eq i8* %call, null
  br i1 %tobool.not, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %1 = load i8*, i8** %argv, align 8, !tbaa !5
  %code = getelementptr inbounds %struct.Frame, %struct.Frame* %0, i64 0, i32 0
  store i8* %1, i8** %code, align 8, !tbaa !9
  %conv = sext i32 %argc to i64
  %last = getelementptr inbounds %struct.Frame, %struct.Frame* %0, i64 0, i32 1
  store i64 %conv, i64* %last, align 8, !tbaa !12
  %top = getelementptr inbounds %struct.Frame, %struct.Frame* %0, i64 0, i32 2
  %2 = bitcast i64* %top to <2 x i64>*
  store <2 x i64> <i64 2, i64 1>, <2 x i64>* %2, align 8, !tbaa !13
  %call2 = tail call fastcc i64 @run(%struct.Frame* noundef nonnull %0)
  %3 = load i64, i64* %last, align 8, !tbaa !12
  %4 = load i64, i64* %top, align 8, !tbaa !14
  %call5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i64 noundef %call2, i64 noundef %3, i64 noundef %4)
  tail call void @free(i8* noundef nonnull %call) #6
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ 0, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc i64 @run(%struct.Frame* nocapture noundef %F) unnamed_addr #2 {
entry:
  %add.ptr = getelementptr inbounds %struct.Frame, %struct.Frame* %F, i64 0, i32 3, i64 -2
  %call = tail call fastcc i64 @callout(i64* noundef nonnull %add.ptr)
  ret i64 %call
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc i64 @callout(i64* nocapture noundef %ov) unnamed_addr #2 {
entry:
  %0 = load i64, i64* %ov, align 8, !tbaa !13
  %arrayidx4 = getelementptr inbounds i64, i64* %ov, i64 2
  %1 = bitcast i64* %arrayidx4 to <4 x i64>*
  %2 = load <4 x i64>, <4 x i64>* %1, align 8, !tbaa !13
  %3 = call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %2)
  store i64 %0, i64* %ov, align 8, !tbaa !13
  ret i64 %3
}

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone willreturn }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"Frame", !6, i64 0, !11, i64 8, !11, i64 16, !7, i64 24}
!11 = !{!"long", !7, i64 0}
!12 = !{!10, !11, i64 8}
!13 = !{!11, !11, i64 0}
!14 = !{!10, !11, i64 16}
