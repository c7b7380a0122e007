; ModuleID = 'basestore.c'
source_filename = "basestore.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.hasher = type { %struct.common, %union.anon }
%struct.common = type { i32*, i64 }
%union.anon = type { %struct.big }
%struct.big = type { [64 x i16], i64 }

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define dso_local void @setup(%struct.hasher* noundef %h, i32 noundef %kind) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(256) i8* @malloc(i64 noundef 256) #4
  %0 = bitcast %struct.hasher* %h to i8**
  store i8* %call, i8** %0, align 8, !tbaa !5
  %size = getelementptr inbounds %struct.hasher, %struct.hasher* %h, i64 0, i32 0, i32 1
  store i64 64, i64* %size, align 8, !tbaa !12
  %tobool.not = icmp eq i32 %kind, 0
  br i1 %tobool.not, label %if.else, label %if.then

if.then:                                          ; preds = %entry
  %common = getelementptr inbounds %struct.hasher, %struct.hasher* %h, i64 0, i32 0
  %u = getelementptr inbounds %struct.hasher, %struct.hasher* %h, i64 0, i32 1
  %common3 = bitcast %union.anon* %u to %struct.common**
  store %struct.common* %common, %struct.common** %common3, align 8, !tbaa !13
  %bits = getelementptr inbounds %struct.hasher, %struct.hasher* %h, i64 0, i32 1, i32 0, i32 0, i64 4
  %1 = bitcast i16* %bits to i64*
  store i64 5, i64* %1, align 8, !tbaa !13
  br label %if.end

if.else:                                          ; preds = %entry
  %num = getelementptr inbounds %struct.hasher, %struct.hasher* %h, i64 0, i32 1, i32 0, i32 1
  store i64 0, i64* %num, align 8, !tbaa !13
  %arrayidx = getelementptr inbounds %struct.hasher, %struct.hasher* %h, i64 0, i32 1, i32 0, i32 0, i64 3
  store i16 1, i16* %arrayidx, align 2, !tbaa !13
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  ret void
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @use(%struct.hasher* nocapture noundef readonly %h) local_unnamed_addr #2 {
entry:
  %u = getelementptr inbounds %struct.hasher, %struct.hasher* %h, i64 0, i32 1
  %common = bitcast %union.anon* %u to %struct.common**
  %0 = load %struct.common*, %struct.common** %common, align 8, !tbaa !13
  %size = getelementptr inbounds %struct.common, %struct.common* %0, i64 0, i32 1
  %1 = load i64, i64* %size, align 8, !tbaa !14
  %bits = getelementptr inbounds %struct.hasher, %struct.hasher* %h, i64 0, i32 1, i32 0, i32 0, i64 4
  %2 = bitcast i16* %bits to i64*
  %3 = load i64, i64* %2, align 8, !tbaa !13
  %add = add i64 %3, %1
  ret i64 %add
}

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  %call = tail call noalias dereferenceable_or_null(152) i8* @calloc(i64 noundef 1, i64 noundef 152) #4
  %0 = bitcast i8* %call to %struct.hasher*
  %cmp = icmp sgt i32 %argc, 1
  %conv = zext i1 %cmp to i32
  tail call void @setup(%struct.hasher* noundef %0, i32 noundef %conv)
  %call1 = tail call i64 @use(%struct.hasher* noundef %0)
  %conv2 = trunc i64 %call1 to i32
  %buf = getelementptr inbounds %struct.hasher, %struct.hasher* %0, i64 0, i32 0, i32 0
  %1 = load i32*, i32** %buf, align 8, !tbaa !5
  %2 = load i32, i32* %1, align 4, !tbaa !15
  %add = add nsw i32 %2, %conv2
  ret i32 %add
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

attributes #0 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !8, i64 0}
!6 = !{!"hasher", !7, i64 0, !9, i64 16}
!7 = !{!"common", !8, i64 0, !11, i64 8}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"long", !9, i64 0}
!12 = !{!6, !11, i64 8}
!13 = !{!9, !9, i64 0}
!14 = !{!7, !11, i64 8}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !9, i64 0}
