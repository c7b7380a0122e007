; ModuleID = 'hS_pastelem.c'
source_filename = "hS_pastelem.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Op = type { i8, i32, %union.P4 }
%union.P4 = type { i8* }
%struct.Other = type { i64, i64, i64 }

@slots = dso_local local_unnamed_addr global [2 x i8*] zeroinitializer, align 16

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @fill(%struct.Op* nocapture noundef writeonly %aOp, i32 noundef %i) local_unnamed_addr #0 {
entry:
  %idxprom = sext i32 %i to i64
  %arrayidx = getelementptr inbounds %struct.Op, %struct.Op* %aOp, i64 %idxprom
  %cmp = icmp slt i32 %i, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %c = getelementptr inbounds %struct.Op, %struct.Op* %aOp, i64 1
  %0 = bitcast %struct.Op* %c to i64*
  store i64 0, i64* %0, align 8, !tbaa !5
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %opcode = getelementptr inbounds %struct.Op, %struct.Op* %arrayidx, i64 0, i32 0
  store i8 1, i8* %opcode, align 8, !tbaa !10
  %p = getelementptr inbounds %struct.Op, %struct.Op* %aOp, i64 %idxprom, i32 2, i32 0
  store i8* null, i8** %p, align 8, !tbaa !13
  %arrayidx3 = getelementptr inbounds %struct.Op, %struct.Op* %arrayidx, i64 1
  %opcode4 = getelementptr inbounds %struct.Op, %struct.Op* %arrayidx3, i64 0, i32 0
  store i8 2, i8* %opcode4, align 8, !tbaa !10
  %p46 = getelementptr inbounds %struct.Op, %struct.Op* %arrayidx3, i64 0, i32 2
  %p7 = getelementptr %union.P4, %union.P4* %p46, i64 0, i32 0
  store i8* null, i8** %p7, align 8, !tbaa !13
  %arrayidx8 = getelementptr inbounds %struct.Op, %struct.Op* %arrayidx, i64 2
  %opcode9 = getelementptr inbounds %struct.Op, %struct.Op* %arrayidx8, i64 0, i32 0
  store i8 3, i8* %opcode9, align 8, !tbaa !10
  %p411 = getelementptr inbounds %struct.Op, %struct.Op* %arrayidx8, i64 0, i32 2
  %p12 = getelementptr %union.P4, %union.P4* %p411, i64 0, i32 0
  store i8* null, i8** %p12, align 8, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(128) i8* @malloc(i64 noundef 128) #4
  store i8* %call, i8** getelementptr inbounds ([2 x i8*], [2 x i8*]* @slots, i64 0, i64 0), align 16, !tbaa !14
  %call1 = tail call noalias dereferenceable_or_null(24) i8* @malloc(i64 noundef 24) #4
  store i8* %call1, i8** getelementptr inbounds ([2 x i8*], [2 x i8*]* @slots, i64 0, i64 1), align 8, !tbaa !14
  %and = and i32 %argc, 1
  %0 = zext i32 %and to i64
  %arrayidx = getelementptr inbounds [2 x i8*], [2 x i8*]* @slots, i64 0, i64 %0
  %1 = bitcast i8** %arrayidx to %struct.Other**
  %2 = load %struct.Other*, %struct.Other** %1, align 8, !tbaa !14
  %conv = sext i32 %argc to i64
  %a = getelementptr inbounds %struct.Other, %struct.Other* %2, i64 0, i32 0
  store i64 %conv, i64* %a, align 8, !tbaa !16
  %b = getelementptr inbounds %struct.Other, %struct.Other* %2, i64 0, i32 1
  %3 = insertelement <2 x i64> poison, i64 %conv, i64 0
  %4 = shufflevector <2 x i64> %3, <2 x i64> poison, <2 x i32> zeroinitializer
  %5 = add nsw <2 x i64> %4, <i64 1, i64 2>
  %6 = bitcast i64* %b to <2 x i64>*
  store <2 x i64> %5, <2 x i64>* %6, align 8, !tbaa !17
  %7 = bitcast %struct.Other* %2 to %struct.Op*
  %and8 = and i32 %argc, 3
  tail call void @fill(%struct.Op* noundef %7, i32 noundef %and8)
  %8 = load i8*, i8** getelementptr inbounds ([2 x i8*], [2 x i8*]* @slots, i64 0, i64 0), align 16, !tbaa !14
  tail call void @free(i8* noundef %8) #4
  %9 = load i8*, i8** getelementptr inbounds ([2 x i8*], [2 x i8*]* @slots, i64 0, i64 1), align 8, !tbaa !14
  tail call void @free(i8* noundef %9) #4
  ret i32 0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 16}
!6 = !{!"Other", !7, i64 0, !7, i64 8, !7, i64 16}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !8, i64 0}
!11 = !{!"Op", !8, i64 0, !12, i64 4, !8, i64 8}
!12 = !{!"int", !8, i64 0}
!13 = !{!8, !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !8, i64 0}
!16 = !{!6, !7, i64 0}
!17 = !{!7, !7, i64 0}
