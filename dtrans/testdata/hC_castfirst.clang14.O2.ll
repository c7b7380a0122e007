; ModuleID = 'hC_castfirst.c'
source_filename = "hC_castfirst.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.memctl = type { i8* (i64, i8*)*, void (i8*, i8*)*, i8* }
%struct.code = type { %struct.memctl, i32, i32 }
%struct.gctx = type { %struct.memctl }

; Function Attrs: noinline nounwind uwtable
define dso_local i8* @mmalloc(i64 noundef %n, %struct.memctl* nocapture noundef readonly %m) local_unnamed_addr #0 {
entry:
  %malloc = getelementptr inbounds %struct.memctl, %struct.memctl* %m, i64 0, i32 0
  %0 = load i8* (i64, i8*)*, i8* (i64, i8*)** %malloc, align 8, !tbaa !5
  %data = getelementptr inbounds %struct.memctl, %struct.memctl* %m, i64 0, i32 2
  %1 = load i8*, i8** %data, align 8, !tbaa !10
  %call = tail call i8* %0(i64 noundef %n, i8* noundef %1) #7
  ret i8* %call
}

; Function Attrs: noinline nounwind uwtable
define dso_local i8* @create_from(%struct.code* nocapture noundef readonly %c, %struct.gctx* noundef readonly %g) local_unnamed_addr #0 {
entry:
  %cmp = icmp eq %struct.gctx* %g, null
  %0 = bitcast %struct.code* %c to %struct.gctx*
  %spec.select = select i1 %cmp, %struct.gctx* %0, %struct.gctx* %g
  %top = getelementptr inbounds %struct.code, %struct.code* %c, i64 0, i32 1
  %1 = load i32, i32* %top, align 8, !tbaa !11
  %conv.i = sext i32 %1 to i64
  %mul.i = shl nsw i64 %conv.i, 3
  %2 = getelementptr %struct.gctx, %struct.gctx* %spec.select, i64 0, i32 0
  %call.i = tail call i8* @mmalloc(i64 noundef %mul.i, %struct.memctl* noundef %2) #7
  ret i8* %call.i
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(32) i8* @malloc(i64 noundef 32) #7
  %0 = bitcast i8* %call to %struct.code*
  %call1 = tail call noalias dereferenceable_or_null(24) i8* @malloc(i64 noundef 24) #7
  %1 = bitcast i8* %call1 to %struct.gctx*
  %malloc = getelementptr inbounds %struct.code, %struct.code* %0, i64 0, i32 0, i32 0
  store i8* (i64, i8*)* @dmalloc, i8* (i64, i8*)** %malloc, align 8, !tbaa !14
  %free = getelementptr inbounds %struct.code, %struct.code* %0, i64 0, i32 0, i32 1
  store void (i8*, i8*)* @dfree, void (i8*, i8*)** %free, align 8, !tbaa !15
  %data = getelementptr inbounds %struct.code, %struct.code* %0, i64 0, i32 0, i32 2
  store i8* null, i8** %data, align 8, !tbaa !16
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %call1, i8* noundef nonnull align 8 dereferenceable(24) %call, i64 24, i1 false), !tbaa.struct !17
  %top = getelementptr inbounds %struct.code, %struct.code* %0, i64 0, i32 1
  store i32 %argc, i32* %top, align 8, !tbaa !11
  %flags = getelementptr inbounds %struct.code, %struct.code* %0, i64 0, i32 2
  store i32 0, i32* %flags, align 4, !tbaa !19
  %cmp = icmp sgt i32 %argc, 1
  %cond = select i1 %cmp, %struct.gctx* %1, %struct.gctx* null
  %call6 = tail call i8* @create_from(%struct.code* noundef %0, %struct.gctx* noundef %cond)
  %cmp7 = icmp ne i8* %call6, null
  %conv = zext i1 %cmp7 to i32
  ret i32 %conv
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define internal noalias i8* @dmalloc(i64 noundef %n, i8* nocapture noundef readnone %d) #3 {
entry:
  %call = tail call noalias i8* @malloc(i64 noundef %n) #7
  ret i8* %call
}

; Function Attrs: mustprogress nounwind uwtable willreturn
define internal void @dfree(i8* nocapture noundef %p, i8* nocapture noundef readnone %d) #4 {
entry:
  tail call void @free(i8* noundef %p) #7
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"memctl", !7, i64 0, !7, i64 8, !7, i64 16}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 16}
!11 = !{!12, !13, i64 24}
!12 = !{!"code", !6, i64 0, !13, i64 24, !13, i64 28}
!13 = !{!"int", !8, i64 0}
!14 = !{!12, !7, i64 0}
!15 = !{!12, !7, i64 8}
!16 = !{!12, !7, i64 16}
!17 = !{i64 0, i64 8, !18, i64 8, i64 8, !18, i64 16, i64 8, !18}
!18 = !{!7, !7, i64 0}
!19 = !{!12, !13, i64 28}
