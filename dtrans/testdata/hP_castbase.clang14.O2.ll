; ModuleID = 'hP_castbase.c'
source_filename = "hP_castbase.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Cur = type { i8, i32, i64 }
%struct.Other = type { i64, i64 }

@slots = dso_local local_unnamed_addr global [4 x i8*] zeroinitializer, align 16

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @look(%struct.Cur* nocapture noundef readonly %c) local_unnamed_addr #0 {
entry:
  %n = getelementptr inbounds %struct.Cur, %struct.Cur* %c, i64 0, i32 1
  %0 = load i32, i32* %n, align 4, !tbaa !5
  %pos = getelementptr inbounds %struct.Cur, %struct.Cur* %c, i64 0, i32 2
  %1 = load i64, i64* %pos, align 8, !tbaa !11
  %conv = trunc i64 %1 to i32
  %add = add nsw i32 %0, %conv
  %2 = getelementptr %struct.Cur, %struct.Cur* %c, i64 0, i32 0
  %3 = load i8, i8* %2, align 1, !tbaa !12
  %conv1 = zext i8 %3 to i32
  %add2 = add nsw i32 %add, %conv1
  ret i32 %add2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @other(%struct.Other* nocapture noundef readonly %o) local_unnamed_addr #0 {
entry:
  %x = getelementptr inbounds %struct.Other, %struct.Other* %o, i64 0, i32 0
  %0 = load i64, i64* %x, align 8, !tbaa !13
  %y = getelementptr inbounds %struct.Other, %struct.Other* %o, i64 0, i32 1
  %1 = load i64, i64* %y, align 8, !tbaa !15
  %sub = sub nsw i64 %0, %1
  ret i64 %sub
}

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #3
  %0 = bitcast i8* %call to %struct.Cur*
  %call1 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #3
  %1 = bitcast i8* %call1 to %struct.Other*
  %tobool = icmp ne i8* %call, null
  %tobool2 = icmp ne i8* %call1, null
  %or.cond = and i1 %tobool, %tobool2
  br i1 %or.cond, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %state = getelementptr inbounds %struct.Cur, %struct.Cur* %0, i64 0, i32 0
  store i8 1, i8* %state, align 8, !tbaa !16
  %n = getelementptr inbounds %struct.Cur, %struct.Cur* %0, i64 0, i32 1
  store i32 %argc, i32* %n, align 4, !tbaa !5
  %pos = getelementptr inbounds %struct.Cur, %struct.Cur* %0, i64 0, i32 2
  store i64 3, i64* %pos, align 8, !tbaa !11
  %conv = sext i32 %argc to i64
  %x = getelementptr inbounds %struct.Other, %struct.Other* %1, i64 0, i32 0
  store i64 %conv, i64* %x, align 8, !tbaa !13
  %mul = shl nsw i32 %argc, 1
  %add = or i32 %mul, 1
  %conv3 = sext i32 %add to i64
  %y = getelementptr inbounds %struct.Other, %struct.Other* %1, i64 0, i32 1
  store i64 %conv3, i64* %y, align 8, !tbaa !15
  %and = and i32 %argc, 1
  %2 = zext i32 %and to i64
  %arrayidx = getelementptr inbounds [4 x i8*], [4 x i8*]* @slots, i64 0, i64 %2
  store i8* %call, i8** %arrayidx, align 8, !tbaa !17
  %and5 = xor i32 %and, 1
  %3 = zext i32 %and5 to i64
  %arrayidx7 = getelementptr inbounds [4 x i8*], [4 x i8*]* @slots, i64 0, i64 %3
  store i8* %call1, i8** %arrayidx7, align 8, !tbaa !17
  %4 = bitcast i8** %arrayidx to %struct.Cur**
  %5 = load %struct.Cur*, %struct.Cur** %4, align 8, !tbaa !17
  %call11 = tail call i32 @look(%struct.Cur* noundef %5)
  %call16 = tail call i64 @other(%struct.Other* noundef nonnull %1)
  %conv17 = trunc i64 %call16 to i32
  %add18 = add nsw i32 %call11, %conv17
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %add18, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !9, i64 4}
!6 = !{!"Cur", !7, i64 0, !9, i64 4, !10, i64 8}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"int", !7, i64 0}
!10 = !{!"long", !7, i64 0}
!11 = !{!6, !10, i64 8}
!12 = !{!7, !7, i64 0}
!13 = !{!14, !10, i64 0}
!14 = !{!"Other", !10, i64 0, !10, i64 8}
!15 = !{!14, !10, i64 8}
!16 = !{!6, !7, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"any pointer", !7, i64 0}
