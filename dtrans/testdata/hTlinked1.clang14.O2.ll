; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.P = type { i32, i8 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local i32 @use(%struct.P* nocapture noundef %p, i32 noundef %i) local_unnamed_addr #0 {
entry:
  %idxprom = sext i32 %i to i64
  %n = getelementptr inbounds %struct.P, %struct.P* %p, i64 %idxprom, i32 0
  %0 = load i32, i32* %n, align 4, !tbaa !5
  %add = add nsw i32 %0, %i
  store i32 %add, i32* %n, align 4, !tbaa !5
  %c = getelementptr inbounds %struct.P, %struct.P* %p, i64 %idxprom, i32 1
  store i8 1, i8* %c, align 4, !tbaa !10
  ret i32 %add
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(32) i8* @calloc(i64 noundef 4, i64 noundef 8) #4
  %0 = bitcast i8* %call to %struct.P*
  %tobool.not = icmp eq i8* %call, null
  br i1 %tobool.not, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %and = and i32 %argc, 3
  %call1 = tail call i32 @use(%struct.P* noundef nonnull %0, i32 noundef %and)
  %and2 = and i32 %argc, 1
  %1 = zext i32 %and2 to i64
  %c = getelementptr inbounds %struct.P, %struct.P* %0, i64 %1, i32 1
  %2 = load i8, i8* %c, align 4, !tbaa !10
  %conv = sext i8 %2 to i32
  %add = add nsw i32 %call1, %conv
  tail call void @free(i8* noundef nonnull %call) #4
  %3 = bitcast i8** %argv to i8*
  %call3 = tail call i32 @run(i8* noundef %3, i32 noundef %argc) #4
  %add4 = add nsw i32 %add, %call3
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %add4, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local i32 @run(i8* nocapture noundef %v, i32 noundef %i) local_unnamed_addr #0 {
entry:
  %0 = bitcast i8* %v to %struct.P*
  %idxprom = sext i32 %i to i64
  %n = getelementptr inbounds %struct.P, %struct.P* %0, i64 %idxprom, i32 0
  store i32 %i, i32* %n, align 4, !tbaa !11
  %c = getelementptr inbounds %struct.P, %struct.P* %0, i64 %idxprom, i32 1
  store i8 2, i8* %c, align 4, !tbaa !13
  %a = bitcast i8* %v to i64*
  store i64 3, i64* %a, align 8, !tbaa !14
  %b6 = getelementptr inbounds i8, i8* %v, i64 8
  %1 = bitcast i8* %b6 to i64*
  %2 = load i64, i64* %1, align 8, !tbaa !17
  %conv = trunc i64 %2 to i32
  %add = add nsw i32 %conv, %i
  ret i32 %add
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.ident = !{!0, !0}
!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!6, !7, i64 0}
!6 = !{!"P", !7, i64 0, !8, i64 4}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !8, i64 4}
!11 = !{!12, !7, i64 0}
!12 = !{!"B", !7, i64 0, !8, i64 4}
!13 = !{!12, !8, i64 4}
!14 = !{!15, !16, i64 0}
!15 = !{!"X", !16, i64 0, !16, i64 8}
!16 = !{!"long", !8, i64 0}
!17 = !{!15, !16, i64 8}
