; ModuleID = 'unknownfirst.c'
source_filename = "unknownfirst.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.cctx = type { %struct.memctl, i32, i32 }
%struct.memctl = type { i8* (i64, i8*)*, void (i8*, i8*)*, i8* }
%struct.gctx = type { %struct.memctl }

@default_cctx = internal unnamed_addr constant %struct.cctx { %struct.memctl { i8* (i64, i8*)* @dmalloc, void (i8*, i8*)* @dfree, i8* null }, i32 0, i32 250 }, align 8

; Function Attrs: nounwind uwtable
define dso_local i32 @encode(i8* nocapture noundef readonly %in, i32 noundef %n, i8** nocapture noundef writeonly %out, %struct.gctx* noundef readonly %g) local_unnamed_addr #0 {
entry:
  %cmp.not = icmp eq %struct.gctx* %g, null
  %memctl = getelementptr inbounds %struct.gctx, %struct.gctx* %g, i64 0, i32 0
  %cond = select i1 %cmp.not, %struct.memctl* getelementptr inbounds (%struct.cctx, %struct.cctx* @default_cctx, i64 0, i32 0), %struct.memctl* %memctl
  %malloc = getelementptr inbounds %struct.memctl, %struct.memctl* %cond, i64 0, i32 0
  %0 = load i8* (i64, i8*)*, i8* (i64, i8*)** %malloc, align 8, !tbaa !5
  %conv = sext i32 %n to i64
  %data = getelementptr inbounds %struct.memctl, %struct.memctl* %cond, i64 0, i32 2
  %1 = load i8*, i8** %data, align 8, !tbaa !10
  %call = tail call i8* %0(i64 noundef %conv, i8* noundef %1) #7
  %cmp1 = icmp eq i8* %call, null
  br i1 %cmp1, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %call, i8* align 1 %in, i64 %conv, i1 false)
  store i8* %call, i8** %out, align 8, !tbaa !11
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %n, %if.end ], [ -1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #2 {
entry:
  %add = add nsw i32 %argc, 250
  ret i32 %add
}

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

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #2 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!11 = !{!7, !7, i64 0}
