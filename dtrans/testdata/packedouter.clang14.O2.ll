; ModuleID = 'packedouter.c'
source_filename = "packedouter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Out = type <{ i8, i32, %struct.In, i32 }>
%struct.In = type { i32, i32 }

; Function Attrs: mustprogress nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(17) i8* @malloc(i64 noundef 17) #6
  %0 = bitcast i8* %call to %struct.Out*
  %tobool.not = icmp eq i8* %call, null
  br i1 %tobool.not, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %conv = trunc i32 %argc to i8
  %c = getelementptr inbounds %struct.Out, %struct.Out* %0, i64 0, i32 0
  store i8 %conv, i8* %c, align 1, !tbaa !5
  %n = getelementptr inbounds %struct.Out, %struct.Out* %0, i64 0, i32 1
  store i32 %argc, i32* %n, align 1, !tbaa !11
  tail call fastcc void @set(%struct.Out* noundef nonnull %0, i32 noundef %argc)
  %call1 = tail call fastcc i32 @get(%struct.Out* noundef nonnull %0)
  tail call void @free(i8* noundef nonnull %call) #6
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %call1, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define internal fastcc void @set(%struct.Out* nocapture noundef writeonly %o, i32 noundef %v) unnamed_addr #2 {
entry:
  %a = getelementptr inbounds %struct.Out, %struct.Out* %o, i64 0, i32 2, i32 0
  store i32 %v, i32* %a, align 1, !tbaa !12
  %add = add nsw i32 %v, 1
  %b = getelementptr inbounds %struct.Out, %struct.Out* %o, i64 0, i32 2, i32 1
  store i32 %add, i32* %b, align 1, !tbaa !13
  %add2 = add nsw i32 %v, 2
  %tail = getelementptr inbounds %struct.Out, %struct.Out* %o, i64 0, i32 3
  store i32 %add2, i32* %tail, align 1, !tbaa !14
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc i32 @get(%struct.Out* nocapture noundef readonly %o) unnamed_addr #3 {
entry:
  %n = getelementptr inbounds %struct.Out, %struct.Out* %o, i64 0, i32 1
  %0 = bitcast i32* %n to <4 x i32>*
  %1 = load <4 x i32>, <4 x i32>* %0, align 1, !tbaa !15
  %c = getelementptr inbounds %struct.Out, %struct.Out* %o, i64 0, i32 0
  %2 = load i8, i8* %c, align 1, !tbaa !5
  %conv = sext i8 %2 to i32
  %3 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %1)
  %op.extra = add nsw i32 %3, %conv
  ret i32 %op.extra
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #5

attributes #0 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!5 = !{!6, !7, i64 0}
!6 = !{!"Out", !7, i64 0, !9, i64 1, !10, i64 5, !9, i64 13}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"int", !7, i64 0}
!10 = !{!"In", !9, i64 0, !9, i64 4}
!11 = !{!6, !9, i64 1}
!12 = !{!6, !9, i64 5}
!13 = !{!6, !9, i64 9}
!14 = !{!6, !9, i64 13}
!15 = !{!9, !9, i64 0}
