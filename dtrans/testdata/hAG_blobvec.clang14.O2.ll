; ModuleID = 'hAG_blobvec.c'
source_filename = "hAG_blobvec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Code = type { i8*, i32, [32 x i8], i64 }

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #0 {
iter.check:
  %call = tail call noalias dereferenceable_or_null(56) i8* @malloc(i64 noundef 56) #2
  %0 = bitcast i8* %call to %struct.Code*
  %next = getelementptr inbounds %struct.Code, %struct.Code* %0, i64 0, i32 0
  store i8* null, i8** %next, align 8, !tbaa !5
  %flags = getelementptr inbounds %struct.Code, %struct.Code* %0, i64 0, i32 1
  store i32 %argc, i32* %flags, align 8, !tbaa !12
  %top = getelementptr inbounds %struct.Code, %struct.Code* %0, i64 0, i32 3
  store i64 2, i64* %top, align 8, !tbaa !13
  %1 = load i8*, i8** %argv, align 8, !tbaa !14
  %2 = bitcast i8* %1 to <16 x i8>*
  %wide.load = load <16 x i8>, <16 x i8>* %2, align 1, !tbaa !15
  %3 = getelementptr inbounds %struct.Code, %struct.Code* %0, i64 0, i32 2, i64 0
  %4 = bitcast i8* %3 to <16 x i8>*
  %wide.load13 = load <16 x i8>, <16 x i8>* %4, align 1, !tbaa !15
  %5 = or <16 x i8> %wide.load13, %wide.load
  %6 = bitcast i8* %3 to <16 x i8>*
  store <16 x i8> %5, <16 x i8>* %6, align 1, !tbaa !15
  %7 = getelementptr inbounds i8, i8* %1, i64 16
  %8 = bitcast i8* %7 to <16 x i8>*
  %wide.load.1 = load <16 x i8>, <16 x i8>* %8, align 1, !tbaa !15
  %9 = getelementptr inbounds %struct.Code, %struct.Code* %0, i64 0, i32 2, i64 16
  %10 = bitcast i8* %9 to <16 x i8>*
  %wide.load13.1 = load <16 x i8>, <16 x i8>* %10, align 1, !tbaa !15
  %11 = or <16 x i8> %wide.load13.1, %wide.load.1
  %12 = bitcast i8* %9 to <16 x i8>*
  store <16 x i8> %11, <16 x i8>* %12, align 1, !tbaa !15
  %13 = load i64, i64* %top, align 8, !tbaa !13
  %conv = trunc i64 %13 to i32
  %add = add nsw i32 %conv, %argc
  %arrayidx3 = getelementptr inbounds %struct.Code, %struct.Code* %0, i64 0, i32 2, i64 3
  %14 = load i8, i8* %arrayidx3, align 1, !tbaa !15
  %conv4 = zext i8 %14 to i32
  %add5 = add nsw i32 %add, %conv4
  ret i32 %add5
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Code", !7, i64 0, !10, i64 8, !8, i64 12, !11, i64 48}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!"long", !8, i64 0}
!12 = !{!6, !10, i64 8}
!13 = !{!6, !11, i64 48}
!14 = !{!7, !7, i64 0}
!15 = !{!8, !8, i64 0}
