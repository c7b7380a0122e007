; ModuleID = 'fieldstep.c'
source_filename = "fieldstep.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.stream = type { i8*, i32, i8*, i32, i8*, i8* (i8*, i32, i32)*, void (i8*, i8*)*, i8* }

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn
define dso_local void @run(%struct.stream* nocapture noundef %s) local_unnamed_addr #0 {
entry:
  %avail_in = getelementptr inbounds %struct.stream, %struct.stream* %s, i64 0, i32 1
  %0 = load i32, i32* %avail_in, align 8, !tbaa !5
  %avail_out = getelementptr inbounds %struct.stream, %struct.stream* %s, i64 0, i32 3
  %1 = load i32, i32* %avail_out, align 8, !tbaa !11
  %cmp = icmp ult i32 %0, %1
  %. = select i1 %cmp, i32 %0, i32 %1
  %next_out = getelementptr inbounds %struct.stream, %struct.stream* %s, i64 0, i32 2
  %2 = load i8*, i8** %next_out, align 8, !tbaa !12
  %next_in = getelementptr inbounds %struct.stream, %struct.stream* %s, i64 0, i32 0
  %3 = load i8*, i8** %next_in, align 8, !tbaa !13
  %conv = zext i32 %. to i64
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %2, i8* align 1 %3, i64 %conv, i1 false)
  %4 = load i32, i32* %avail_out, align 8, !tbaa !11
  %sub = sub i32 %4, %.
  store i32 %sub, i32* %avail_out, align 8, !tbaa !11
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @decompress(i8* noundef %dst, i32* nocapture noundef %dlen, i8* noundef %src, i32 noundef %slen) local_unnamed_addr #3 {
stream_init.exit:
  %strm = alloca %struct.stream, align 8
  %0 = bitcast %struct.stream* %strm to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %0) #9
  %bzalloc = getelementptr inbounds %struct.stream, %struct.stream* %strm, i64 0, i32 5
  %bzfree = getelementptr inbounds %struct.stream, %struct.stream* %strm, i64 0, i32 6
  %1 = getelementptr inbounds i8* (i8*, i32, i32)*, i8* (i8*, i32, i32)** %bzalloc, i64 2
  %2 = bitcast i8* (i8*, i32, i32)** %1 to i64*
  store i64 0, i64* %2, align 8
  store i8* (i8*, i32, i32)* @default_alloc, i8* (i8*, i32, i32)** %bzalloc, align 8, !tbaa !14
  store void (i8*, i8*)* @default_free, void (i8*, i8*)** %bzfree, align 8, !tbaa !15
  %call.i5 = tail call noalias dereferenceable_or_null(64) i8* @malloc(i64 noundef 64) #9
  %state.i = getelementptr inbounds %struct.stream, %struct.stream* %strm, i64 0, i32 4
  store i8* %call.i5, i8** %state.i, align 8, !tbaa !16
  %cmp8.i.not = icmp eq i8* %call.i5, null
  br i1 %cmp8.i.not, label %cleanup, label %if.end

if.end:                                           ; preds = %stream_init.exit
  %opaque = getelementptr inbounds %struct.stream, %struct.stream* %strm, i64 0, i32 7
  %next_in = getelementptr inbounds %struct.stream, %struct.stream* %strm, i64 0, i32 0
  store i8* %src, i8** %next_in, align 8, !tbaa !13
  %avail_in = getelementptr inbounds %struct.stream, %struct.stream* %strm, i64 0, i32 1
  store i32 %slen, i32* %avail_in, align 8, !tbaa !5
  %next_out = getelementptr inbounds %struct.stream, %struct.stream* %strm, i64 0, i32 2
  store i8* %dst, i8** %next_out, align 8, !tbaa !12
  %3 = load i32, i32* %dlen, align 4, !tbaa !17
  %avail_out = getelementptr inbounds %struct.stream, %struct.stream* %strm, i64 0, i32 3
  store i32 %3, i32* %avail_out, align 8, !tbaa !11
  call void @run(%struct.stream* noundef nonnull %strm)
  %4 = load i32, i32* %avail_out, align 8, !tbaa !11
  store i32 %4, i32* %dlen, align 4, !tbaa !17
  %5 = load void (i8*, i8*)*, void (i8*, i8*)** %bzfree, align 8, !tbaa !15
  %6 = load i8*, i8** %opaque, align 8, !tbaa !18
  %7 = load i8*, i8** %state.i, align 8, !tbaa !16
  tail call void %5(i8* noundef %6, i8* noundef %7) #9
  br label %cleanup

cleanup:                                          ; preds = %stream_init.exit, %if.end
  %retval.0 = phi i32 [ 0, %if.end ], [ -1, %stream_init.exit ]
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %0) #9
  ret i32 %retval.0
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #4 {
entry:
  %out = alloca [16 x i8], align 16
  %n = alloca i32, align 4
  %0 = getelementptr inbounds [16 x i8], [16 x i8]* %out, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %0) #9
  %1 = bitcast i32* %n to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1) #9
  store i32 16, i32* %n, align 4, !tbaa !17
  %2 = load i8*, i8** %argv, align 8, !tbaa !19
  %call = call i32 @decompress(i8* noundef nonnull %0, i32* noundef nonnull %n, i8* noundef %2, i32 noundef %argc)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1) #9
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %0) #9
  ret i32 %call
}

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define internal noalias i8* @default_alloc(i8* nocapture noundef readnone %o, i32 noundef %n, i32 noundef %m) #5 {
entry:
  %conv = sext i32 %n to i64
  %conv1 = sext i32 %m to i64
  %mul = mul nsw i64 %conv1, %conv
  %call = tail call noalias i8* @malloc(i64 noundef %mul) #9
  ret i8* %call
}

; Function Attrs: mustprogress nounwind uwtable willreturn
define internal void @default_free(i8* nocapture noundef readnone %o, i8* nocapture noundef %p) #6 {
entry:
  tail call void @free(i8* noundef %p) #9
  ret void
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #8

attributes #0 = { mustprogress nofree noinline nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !10, i64 8}
!6 = !{!"", !7, i64 0, !10, i64 8, !7, i64 16, !10, i64 24, !7, i64 32, !7, i64 40, !7, i64 48, !7, i64 56}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!6, !10, i64 24}
!12 = !{!6, !7, i64 16}
!13 = !{!6, !7, i64 0}
!14 = !{!6, !7, i64 40}
!15 = !{!6, !7, i64 48}
!16 = !{!6, !7, i64 32}
!17 = !{!10, !10, i64 0}
!18 = !{!6, !7, i64 56}
!19 = !{!7, !7, i64 0}
