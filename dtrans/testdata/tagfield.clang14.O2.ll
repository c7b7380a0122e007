; ModuleID = 'tagfield.c'
source_filename = "tagfield.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.stream = type { i8*, i32, %struct.internal* }
%struct.internal = type opaque
%struct.dstate = type { %struct.stream*, i32, [64 x i16] }
%struct.istate = type { %struct.stream*, i32, i32, [32 x i16], [32 x i16] }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local i32 @table(i16* nocapture noundef readonly %lens, i32 noundef %n, i16* nocapture noundef writeonly %work) local_unnamed_addr #0 {
entry:
  %0 = load i16, i16* %lens, align 2, !tbaa !5
  store i16 %0, i16* %work, align 2, !tbaa !5
  %idxprom = zext i32 %n to i64
  %arrayidx2 = getelementptr inbounds i16, i16* %lens, i64 %idxprom
  %1 = load i16, i16* %arrayidx2, align 2, !tbaa !5
  %arrayidx3 = getelementptr inbounds i16, i16* %work, i64 1
  store i16 %1, i16* %arrayidx3, align 2, !tbaa !5
  %arrayidx4 = getelementptr inbounds i16, i16* %lens, i64 1
  %2 = load i16, i16* %arrayidx4, align 2, !tbaa !5
  %conv = zext i16 %2 to i32
  %add = add nsw i32 %conv, %n
  ret i32 %add
}

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define dso_local i32 @deflate_init(%struct.stream* noundef %s, i32 noundef %level) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(144) i8* @malloc(i64 noundef 144) #7
  %0 = bitcast i8* %call to %struct.dstate*
  %cmp = icmp eq i8* %call, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %strm = getelementptr inbounds %struct.dstate, %struct.dstate* %0, i64 0, i32 0
  store %struct.stream* %s, %struct.stream** %strm, align 8, !tbaa !9
  %level1 = getelementptr inbounds %struct.dstate, %struct.dstate* %0, i64 0, i32 1
  store i32 %level, i32* %level1, align 8, !tbaa !13
  %arrayidx = getelementptr inbounds %struct.dstate, %struct.dstate* %0, i64 0, i32 2, i64 0
  store i16 0, i16* %arrayidx, align 4, !tbaa !5
  %state = getelementptr inbounds %struct.stream, %struct.stream* %s, i64 0, i32 2
  %1 = bitcast %struct.internal** %state to i8**
  store i8* %call, i8** %1, align 8, !tbaa !14
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ 0, %if.end ], [ -1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define dso_local i32 @inflate_init(%struct.stream* noundef %s) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(144) i8* @calloc(i64 noundef 1, i64 noundef 144) #7
  %cmp = icmp eq i8* %call, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %0 = bitcast i8* %call to %struct.istate*
  %strm = getelementptr inbounds %struct.istate, %struct.istate* %0, i64 0, i32 0
  store %struct.stream* %s, %struct.stream** %strm, align 8, !tbaa !16
  %state = getelementptr inbounds %struct.stream, %struct.stream* %s, i64 0, i32 2
  %1 = bitcast %struct.internal** %state to i8**
  store i8* %call, i8** %1, align 8, !tbaa !14
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ 0, %if.end ], [ -1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @inflate_reset(%struct.istate* nocapture noundef writeonly %v, i64 noundef %i) local_unnamed_addr #4 {
entry:
  %mode = getelementptr inbounds %struct.istate, %struct.istate* %v, i64 %i, i32 1
  store i32 0, i32* %mode, align 8, !tbaa !18
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local i32 @inflate(%struct.stream* nocapture noundef readonly %s) local_unnamed_addr #0 {
entry:
  %state = getelementptr inbounds %struct.stream, %struct.stream* %s, i64 0, i32 2
  %0 = bitcast %struct.internal** %state to %struct.istate**
  %1 = load %struct.istate*, %struct.istate** %0, align 8, !tbaa !14
  %mode = getelementptr inbounds %struct.istate, %struct.istate* %1, i64 0, i32 1
  store i32 1, i32* %mode, align 8, !tbaa !18
  %next = getelementptr inbounds %struct.stream, %struct.stream* %s, i64 0, i32 0
  %2 = load i8*, i8** %next, align 8, !tbaa !19
  %3 = load i8, i8* %2, align 1, !tbaa !20
  %conv = zext i8 %3 to i16
  %arrayidx1 = getelementptr inbounds %struct.istate, %struct.istate* %1, i64 0, i32 3, i64 0
  store i16 %conv, i16* %arrayidx1, align 8, !tbaa !5
  %arrayidx3 = getelementptr inbounds i8, i8* %2, i64 1
  %4 = load i8, i8* %arrayidx3, align 1, !tbaa !20
  %conv4 = zext i8 %4 to i16
  %arrayidx6 = getelementptr inbounds %struct.istate, %struct.istate* %1, i64 0, i32 3, i64 1
  store i16 %conv4, i16* %arrayidx6, align 2, !tbaa !5
  %avail = getelementptr inbounds %struct.stream, %struct.stream* %s, i64 0, i32 1
  %5 = load i32, i32* %avail, align 8, !tbaa !21
  %have = getelementptr inbounds %struct.istate, %struct.istate* %1, i64 0, i32 2
  store i32 %5, i32* %have, align 4, !tbaa !22
  %and = and i32 %5, 31
  %arraydecay9 = getelementptr inbounds %struct.istate, %struct.istate* %1, i64 0, i32 4, i64 0
  %call = tail call i32 @table(i16* noundef nonnull %arrayidx1, i32 noundef %and, i16* noundef nonnull %arraydecay9)
  ret i32 %call
}

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #5 {
entry:
  %a = alloca %struct.stream, align 8
  %b = alloca %struct.stream, align 8
  %0 = bitcast %struct.stream* %a to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %0) #7
  %next = getelementptr inbounds %struct.stream, %struct.stream* %a, i64 0, i32 0
  %1 = load i8*, i8** %argv, align 8, !tbaa !23
  store i8* %1, i8** %next, align 8, !tbaa !19
  %avail = getelementptr inbounds %struct.stream, %struct.stream* %a, i64 0, i32 1
  store i32 %argc, i32* %avail, align 8, !tbaa !21
  %state = getelementptr inbounds %struct.stream, %struct.stream* %a, i64 0, i32 2
  store %struct.internal* null, %struct.internal** %state, align 8, !tbaa !14
  %2 = bitcast %struct.stream* %b to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %2) #7
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %2, i8* noundef nonnull align 8 dereferenceable(24) %0, i64 24, i1 false), !tbaa.struct !24
  %call = call i32 @deflate_init(%struct.stream* noundef nonnull %a, i32 noundef %argc)
  %cmp.not = icmp eq i32 %call, 0
  br i1 %cmp.not, label %lor.lhs.false, label %cleanup

lor.lhs.false:                                    ; preds = %entry
  %call1 = call i32 @inflate_init(%struct.stream* noundef nonnull %b)
  %cmp2.not = icmp eq i32 %call1, 0
  br i1 %cmp2.not, label %if.end, label %cleanup

if.end:                                           ; preds = %lor.lhs.false
  %state3 = getelementptr inbounds %struct.stream, %struct.stream* %b, i64 0, i32 2
  %3 = bitcast %struct.internal** %state3 to %struct.istate**
  %4 = load %struct.istate*, %struct.istate** %3, align 8, !tbaa !14
  call void @inflate_reset(%struct.istate* noundef %4, i64 noundef 0)
  %call4 = call i32 @inflate(%struct.stream* noundef nonnull %b)
  br label %cleanup

cleanup:                                          ; preds = %entry, %lor.lhs.false, %if.end
  %retval.0 = phi i32 [ %call4, %if.end ], [ 1, %lor.lhs.false ], [ 1, %entry ]
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %2) #7
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %0) #7
  ret i32 %retval.0
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"short", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !11, i64 0}
!10 = !{!"dstate", !11, i64 0, !12, i64 8, !7, i64 12}
!11 = !{!"any pointer", !7, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = !{!10, !12, i64 8}
!14 = !{!15, !11, i64 16}
!15 = !{!"stream", !11, i64 0, !12, i64 8, !11, i64 16}
!16 = !{!17, !11, i64 0}
!17 = !{!"istate", !11, i64 0, !12, i64 8, !12, i64 12, !7, i64 16, !7, i64 80}
!18 = !{!17, !12, i64 8}
!19 = !{!15, !11, i64 0}
!20 = !{!7, !7, i64 0}
!21 = !{!15, !12, i64 8}
!22 = !{!17, !12, i64 12}
!23 = !{!11, !11, i64 0}
!24 = !{i64 0, i64 8, !23, i64 8, i64 4, !25, i64 16, i64 8, !23}
!25 = !{!12, !12, i64 0}
