; ModuleID = 'vecstore.c'
source_filename = "vecstore.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.proto = type { i8*, i8, i8, i32, i32, i32, i32, i8* }
%struct.finder = type { [256 x i16], i32 }

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define dso_local noalias %struct.proto* @proto_new() local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(40) i8* @malloc(i64 noundef 40) #4
  %0 = bitcast i8* %call to %struct.proto*
  %cmp = icmp eq i8* %call, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %next = getelementptr inbounds %struct.proto, %struct.proto* %0, i64 0, i32 0
  store i8* null, i8** %next, align 8, !tbaa !5
  %tt = getelementptr inbounds %struct.proto, %struct.proto* %0, i64 0, i32 1
  store i8 1, i8* %tt, align 8, !tbaa !11
  %marked = getelementptr inbounds %struct.proto, %struct.proto* %0, i64 0, i32 2
  store i8 0, i8* %marked, align 1, !tbaa !12
  %nparams = getelementptr inbounds %struct.proto, %struct.proto* %0, i64 0, i32 3
  %1 = bitcast i32* %nparams to <4 x i32>*
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32>* %1, align 4, !tbaa !13
  %code = getelementptr inbounds %struct.proto, %struct.proto* %0, i64 0, i32 7
  store i8* null, i8** %code, align 8, !tbaa !14
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi %struct.proto* [ %0, %if.end ], [ null, %entry ]
  ret %struct.proto* %retval.0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable writeonly
define dso_local void @finder_init(%struct.finder* nocapture noundef writeonly %f) local_unnamed_addr #2 {
entry:
  %0 = bitcast %struct.finder* %f to <8 x i16>*
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, <8 x i16>* %0, align 2, !tbaa !15
  %1 = getelementptr inbounds %struct.finder, %struct.finder* %f, i64 0, i32 0, i64 8
  %2 = bitcast i16* %1 to <8 x i16>*
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, <8 x i16>* %2, align 2, !tbaa !15
  %3 = getelementptr inbounds %struct.finder, %struct.finder* %f, i64 0, i32 0, i64 16
  %4 = bitcast i16* %3 to <8 x i16>*
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, <8 x i16>* %4, align 2, !tbaa !15
  %5 = getelementptr inbounds %struct.finder, %struct.finder* %f, i64 0, i32 0, i64 24
  %6 = bitcast i16* %5 to <8 x i16>*
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, <8 x i16>* %6, align 2, !tbaa !15
  %7 = getelementptr inbounds %struct.finder, %struct.finder* %f, i64 0, i32 0, i64 32
  %8 = bitcast i16* %7 to <8 x i16>*
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, <8 x i16>* %8, align 2, !tbaa !15
  %9 = getelementptr inbounds %struct.finder, %struct.finder* %f, i64 0, i32 0, i64 40
  %10 = bitcast i16* %9 to <8 x i16>*
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, <8 x i16>* %10, align 2, !tbaa !15
  %11 = getelementptr inbounds %struct.finder, %struct.finder* %f, i64 0, i32 0, i64 48
  %12 = bitcast i16* %11 to <8 x i16>*
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, <8 x i16>* %12, align 2, !tbaa !15
  %13 = getelementptr inbounds %struct.finder, %struct.finder* %f, i64 0, i32 0, i64 56
  %14 = bitcast i16* %13 to <8 x i16>*
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, <8 x i16>* %14, align 2, !tbaa !15
  %15 = getelementptr inbounds %struct.finder, %struct.finder* %f, i64 0, i32 0, i64 64
  %16 = bitcast i16* %15 to <8 x i16>*
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, <8 x i16>* %16, align 2, !tbaa !15
  %17 = getelementptr inbounds %struct.finder, %struct.finder* %f, i64 0, i32 0, i64 72
  %18 = bitcast i16* %17 to <8 x i16>*
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, <8 x i16>* %18, align 2, !tbaa !15
  %19 = getelementptr inbounds %struct.finder, %struct.finder* %f, i64 0, i32 0, i64 80
  %20 = bitcast i16* %19 to <8 x i16>*
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, <8 x i16>* %20, align 2, !tbaa !15
  %21 = getelementptr inbounds %struct.finder, %struct.finder* %f, i64 0, i32 0, i64 88
  %22 = bitcast i16* %21 to <8 x i16>*
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, <8 x i16>* %22, align 2, !tbaa !15
  %23 = getelementptr inbounds %struct.finder, %struct.finder* %f, i64 0, i32 0, i64 96
  %24 = bitcast i16* %23 to <8 x i16>*
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, <8 x i16>* %24, align 2, !tbaa !15
  %25 = getelementptr inbounds %struct.finder, %struct.finder* %f, i64 0, i32 0, i64 104
  %26 = bitcast i16* %25 to <8 x i16>*
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, <8 x i16>* %26, align 2, !tbaa !15
  %27 = getelementptr inbounds %struct.finder, %struct.finder* %f, i64 0, i32 0, i64 112
  %28 = bitcast i16* %27 to <8 x i16>*
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, <8 x i16>* %28, align 2, !tbaa !15
  %29 = getelementptr inbounds %struct.finder, %struct.finder* %f, i64 0, i32 0, i64 120
  %30 = bitcast i16* %29 to <8 x i16>*
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, <8 x i16>* %30, align 2, !tbaa !15
  %31 = getelementptr inbounds %struct.finder, %struct.finder* %f, i64 0, i32 0, i64 128
  %32 = bitcast i16* %31 to <8 x i16>*
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, <8 x i16>* %32, align 2, !tbaa !15
  %33 = getelementptr inbounds %struct.finder, %struct.finder* %f, i64 0, i32 0, i64 136
  %34 = bitcast i16* %33 to <8 x i16>*
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, <8 x i16>* %34, align 2, !tbaa !15
  %35 = getelementptr inbounds %struct.finder, %struct.finder* %f, i64 0, i32 0, i64 144
  %36 = bitcast i16* %35 to <8 x i16>*
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, <8 x i16>* %36, align 2, !tbaa !15
  %37 = getelementptr inbounds %struct.finder, %struct.finder* %f, i64 0, i32 0, i64 152
  %38 = bitcast i16* %37 to <8 x i16>*
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, <8 x i16>* %38, align 2, !tbaa !15
  %39 = getelementptr inbounds %struct.finder, %struct.finder* %f, i64 0, i32 0, i64 160
  %40 = bitcast i16* %39 to <8 x i16>*
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, <8 x i16>* %40, align 2, !tbaa !15
  %41 = getelementptr inbounds %struct.finder, %struct.finder* %f, i64 0, i32 0, i64 168
  %42 = bitcast i16* %41 to <8 x i16>*
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, <8 x i16>* %42, align 2, !tbaa !15
  %43 = getelementptr inbounds %struct.finder, %struct.finder* %f, i64 0, i32 0, i64 176
  %44 = bitcast i16* %43 to <8 x i16>*
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, <8 x i16>* %44, align 2, !tbaa !15
  %45 = getelementptr inbounds %struct.finder, %struct.finder* %f, i64 0, i32 0, i64 184
  %46 = bitcast i16* %45 to <8 x i16>*
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, <8 x i16>* %46, align 2, !tbaa !15
  %47 = getelementptr inbounds %struct.finder, %struct.finder* %f, i64 0, i32 0, i64 192
  %48 = bitcast i16* %47 to <8 x i16>*
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, <8 x i16>* %48, align 2, !tbaa !15
  %49 = getelementptr inbounds %struct.finder, %struct.finder* %f, i64 0, i32 0, i64 200
  %50 = bitcast i16* %49 to <8 x i16>*
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, <8 x i16>* %50, align 2, !tbaa !15
  %51 = getelementptr inbounds %struct.finder, %struct.finder* %f, i64 0, i32 0, i64 208
  %52 = bitcast i16* %51 to <8 x i16>*
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, <8 x i16>* %52, align 2, !tbaa !15
  %53 = getelementptr inbounds %struct.finder, %struct.finder* %f, i64 0, i32 0, i64 216
  %54 = bitcast i16* %53 to <8 x i16>*
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, <8 x i16>* %54, align 2, !tbaa !15
  %55 = getelementptr inbounds %struct.finder, %struct.finder* %f, i64 0, i32 0, i64 224
  %56 = bitcast i16* %55 to <8 x i16>*
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, <8 x i16>* %56, align 2, !tbaa !15
  %57 = getelementptr inbounds %struct.finder, %struct.finder* %f, i64 0, i32 0, i64 232
  %58 = bitcast i16* %57 to <8 x i16>*
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, <8 x i16>* %58, align 2, !tbaa !15
  %59 = getelementptr inbounds %struct.finder, %struct.finder* %f, i64 0, i32 0, i64 240
  %60 = bitcast i16* %59 to <8 x i16>*
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, <8 x i16>* %60, align 2, !tbaa !15
  %61 = getelementptr inbounds %struct.finder, %struct.finder* %f, i64 0, i32 0, i64 248
  %62 = bitcast i16* %61 to <8 x i16>*
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, <8 x i16>* %62, align 2, !tbaa !15
  %pos = getelementptr inbounds %struct.finder, %struct.finder* %f, i64 0, i32 1
  store i32 0, i32* %pos, align 4, !tbaa !17
  ret void
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  %call = tail call %struct.proto* @proto_new()
  %call1 = tail call noalias dereferenceable_or_null(516) i8* @malloc(i64 noundef 516) #4
  %0 = bitcast i8* %call1 to %struct.finder*
  %cmp = icmp eq %struct.proto* %call, null
  %cmp2 = icmp eq i8* %call1, null
  %or.cond = or i1 %cmp, %cmp2
  br i1 %or.cond, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  tail call void @finder_init(%struct.finder* noundef %0)
  %nparams = getelementptr inbounds %struct.proto, %struct.proto* %call, i64 0, i32 3
  store i32 %argc, i32* %nparams, align 4, !tbaa !19
  %and = and i32 %argc, 255
  %1 = zext i32 %and to i64
  %arrayidx = getelementptr inbounds %struct.finder, %struct.finder* %0, i64 0, i32 0, i64 %1
  %2 = load i16, i16* %arrayidx, align 2, !tbaa !15
  %conv = zext i16 %2 to i32
  %add = add nsw i32 %conv, %argc
  %pos = getelementptr inbounds %struct.finder, %struct.finder* %0, i64 0, i32 1
  %3 = load i32, i32* %pos, align 4, !tbaa !17
  %add4 = add nsw i32 %add, %3
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %add4, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

attributes #0 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind uwtable writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"proto", !7, i64 0, !8, i64 8, !8, i64 9, !10, i64 12, !10, i64 16, !10, i64 20, !10, i64 24, !7, i64 32}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!6, !8, i64 8}
!12 = !{!6, !8, i64 9}
!13 = !{!10, !10, i64 0}
!14 = !{!6, !7, i64 32}
!15 = !{!16, !16, i64 0}
!16 = !{!"short", !8, i64 0}
!17 = !{!18, !10, i64 512}
!18 = !{!"finder", !8, i64 0, !10, i64 512}
!19 = !{!6, !10, i64 12}
