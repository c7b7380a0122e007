; ModuleID = 'steptag.c'
source_filename = "steptag.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.It = type { i32, %struct.Res*, [1 x %struct.Seg] }
%struct.Res = type { i16, i8 }
%struct.Seg = type { i64, i64, i32 }

; Function Attrs: mustprogress nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 {
entry:
  %call = tail call fastcc %struct.It* @make()
  %tobool.not = icmp eq %struct.It* %call, null
  br i1 %tobool.not, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  tail call fastcc void @set(%struct.It* noundef nonnull %call, i32 noundef %argc)
  %call1 = tail call fastcc i32 @second(%struct.It* noundef nonnull %call)
  %aFirst = getelementptr inbounds %struct.It, %struct.It* %call, i64 0, i32 1
  %0 = bitcast %struct.Res** %aFirst to i8**
  %1 = load i8*, i8** %0, align 8, !tbaa !5
  %call2 = tail call fastcc i64 @peek(i8* noundef %1)
  %conv = trunc i64 %call2 to i32
  %add = add nsw i32 %call1, %conv
  %arrayidx = getelementptr inbounds %struct.It, %struct.It* %call, i64 0, i32 2, i64 2
  %2 = bitcast %struct.Seg* %arrayidx to i8*
  %call3 = tail call fastcc i64 @peek(i8* noundef nonnull %2)
  %conv4 = trunc i64 %call3 to i32
  %add5 = add nsw i32 %add, %conv4
  %arraydecay = getelementptr inbounds %struct.It, %struct.It* %call, i64 0, i32 2, i64 0
  %call7 = tail call fastcc i32 @pick(%struct.It* noundef nonnull %call, %struct.Seg* noundef nonnull %arraydecay, i32 noundef %argc)
  %add8 = add nsw i32 %add5, %call7
  %pos = getelementptr inbounds %struct.It, %struct.It* %call, i64 0, i32 2, i64 1, i32 0
  %3 = load i64, i64* %pos, align 8, !tbaa !11
  %conv11 = trunc i64 %3 to i32
  %add12 = add nsw i32 %add8, %conv11
  %first = bitcast i8* %1 to i16*
  %4 = load i16, i16* %first, align 2, !tbaa !14
  %conv15 = zext i16 %4 to i32
  %add16 = add nsw i32 %add12, %conv15
  %5 = bitcast %struct.It* %call to i8*
  tail call void @free(i8* noundef %5) #6
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %add16, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define internal fastcc %struct.It* @make() unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(152) i8* @calloc(i64 noundef 1, i64 noundef 152) #6
  %0 = bitcast i8* %call to %struct.It*
  %tobool.not = icmp eq i8* %call, null
  br i1 %tobool.not, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %n4 = getelementptr inbounds %struct.It, %struct.It* %0, i64 0, i32 0
  store i32 4, i32* %n4, align 8, !tbaa !17
  %arrayidx = getelementptr inbounds %struct.It, %struct.It* %0, i64 0, i32 2, i64 4
  %aFirst = getelementptr inbounds %struct.It, %struct.It* %0, i64 0, i32 1
  %1 = bitcast %struct.Res** %aFirst to %struct.Seg**
  store %struct.Seg* %arrayidx, %struct.Seg** %1, align 8, !tbaa !5
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi %struct.It* [ %0, %if.end ], [ null, %entry ]
  ret %struct.It* %retval.0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @set(%struct.It* nocapture noundef %p, i32 noundef %v) unnamed_addr #2 {
entry:
  %conv = sext i32 %v to i64
  %pos = getelementptr inbounds %struct.It, %struct.It* %p, i64 0, i32 2, i64 1, i32 0
  store i64 %conv, i64* %pos, align 8, !tbaa !11
  %conv1 = trunc i32 %v to i16
  %aFirst = getelementptr inbounds %struct.It, %struct.It* %p, i64 0, i32 1
  %0 = load %struct.Res*, %struct.Res** %aFirst, align 8, !tbaa !5
  %first = getelementptr inbounds %struct.Res, %struct.Res* %0, i64 1, i32 0
  store i16 %conv1, i16* %first, align 2, !tbaa !14
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc i32 @second(%struct.It* nocapture noundef readonly %p) unnamed_addr #3 {
entry:
  %aFirst = getelementptr inbounds %struct.It, %struct.It* %p, i64 0, i32 1
  %0 = load %struct.Res*, %struct.Res** %aFirst, align 8, !tbaa !5
  %first = getelementptr inbounds %struct.Res, %struct.Res* %0, i64 1, i32 0
  %1 = load i16, i16* %first, align 2, !tbaa !14
  %conv = zext i16 %1 to i32
  ret i32 %conv
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc i64 @peek(i8* nocapture noundef readonly %q) unnamed_addr #3 {
entry:
  %pos = bitcast i8* %q to i64*
  %0 = load i64, i64* %pos, align 8, !tbaa !11
  ret i64 %0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc i32 @pick(%struct.It* nocapture noundef readonly %p, %struct.Seg* nocapture noundef readonly %segs, i32 noundef %c) unnamed_addr #3 {
entry:
  %tobool.not = icmp eq i32 %c, 0
  br i1 %tobool.not, label %cond.false, label %cond.true

cond.true:                                        ; preds = %entry
  %aFirst = getelementptr inbounds %struct.It, %struct.It* %p, i64 0, i32 1
  %0 = load %struct.Res*, %struct.Res** %aFirst, align 8, !tbaa !5
  br label %cond.end

cond.false:                                       ; preds = %entry
  %1 = bitcast %struct.Seg* %segs to %struct.Res*
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi %struct.Res* [ %0, %cond.true ], [ %1, %cond.false ]
  %first = getelementptr inbounds %struct.Res, %struct.Res* %cond, i64 1, i32 0
  %2 = load i16, i16* %first, align 2, !tbaa !14
  %conv = zext i16 %2 to i32
  %pos = getelementptr inbounds %struct.Seg, %struct.Seg* %segs, i64 0, i32 0
  %3 = load i64, i64* %pos, align 8, !tbaa !11
  %conv1 = trunc i64 %3 to i32
  %add = add nsw i32 %conv1, %conv
  ret i32 %add
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !10, i64 8}
!6 = !{!"It", !7, i64 0, !10, i64 8, !8, i64 16}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!12, !13, i64 0}
!12 = !{!"Seg", !13, i64 0, !13, i64 8, !7, i64 16}
!13 = !{!"long", !8, i64 0}
!14 = !{!15, !16, i64 0}
!15 = !{!"Res", !16, i64 0, !8, i64 2}
!16 = !{!"short", !8, i64 0}
!17 = !{!6, !7, i64 0}
