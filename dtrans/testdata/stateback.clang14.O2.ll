; ModuleID = 'stateback.c'
source_filename = "stateback.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.stream = type { i8*, i32, i8*, i32, i8* }
%struct.dstate = type { %struct.stream*, i32, i8*, i64, i32 }
%struct.istate = type { %struct.stream*, i32, i64, [64 x i8] }

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define dso_local i32 @dinit(%struct.stream* noundef %strm, i32 noundef %level) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(40) i8* @malloc(i64 noundef 40) #7
  %0 = bitcast i8* %call to %struct.dstate*
  %cmp = icmp eq i8* %call, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %state = getelementptr inbounds %struct.stream, %struct.stream* %strm, i64 0, i32 4
  store i8* %call, i8** %state, align 8, !tbaa !5
  %1 = getelementptr %struct.dstate, %struct.dstate* %0, i64 0, i32 0
  store %struct.stream* %strm, %struct.stream** %1, align 8, !tbaa !11
  %status = getelementptr inbounds %struct.dstate, %struct.dstate* %0, i64 0, i32 1
  store i32 1, i32* %status, align 8, !tbaa !12
  %level1 = getelementptr inbounds %struct.dstate, %struct.dstate* %0, i64 0, i32 4
  store i32 %level, i32* %level1, align 8, !tbaa !15
  %pending = getelementptr inbounds %struct.dstate, %struct.dstate* %0, i64 0, i32 3
  store i64 0, i64* %pending, align 8, !tbaa !16
  %call2 = tail call noalias dereferenceable_or_null(256) i8* @malloc(i64 noundef 256) #7
  %pending_buf = getelementptr inbounds %struct.dstate, %struct.dstate* %0, i64 0, i32 2
  store i8* %call2, i8** %pending_buf, align 8, !tbaa !17
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ 0, %if.end ], [ -1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define dso_local i32 @iinit(%struct.stream* noundef %strm) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(88) i8* @malloc(i64 noundef 88) #7
  %0 = bitcast i8* %call to %struct.istate*
  %cmp = icmp eq i8* %call, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %state = getelementptr inbounds %struct.stream, %struct.stream* %strm, i64 0, i32 4
  store i8* %call, i8** %state, align 8, !tbaa !5
  %strm1 = getelementptr inbounds %struct.istate, %struct.istate* %0, i64 0, i32 0
  store %struct.stream* %strm, %struct.stream** %strm1, align 8, !tbaa !18
  %mode = getelementptr inbounds %struct.istate, %struct.istate* %0, i64 0, i32 1
  store i32 0, i32* %mode, align 8, !tbaa !20
  %total = getelementptr inbounds %struct.istate, %struct.istate* %0, i64 0, i32 2
  store i64 0, i64* %total, align 8, !tbaa !21
  %call2 = tail call fastcc i32 @icheck(%struct.stream* noundef %strm)
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %call2, %if.end ], [ -1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc i32 @icheck(%struct.stream* noundef readonly %strm) unnamed_addr #2 {
entry:
  %cmp = icmp eq %struct.stream* %strm, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %state = getelementptr inbounds %struct.stream, %struct.stream* %strm, i64 0, i32 4
  %0 = bitcast i8** %state to %struct.istate**
  %1 = load %struct.istate*, %struct.istate** %0, align 8, !tbaa !5
  %cmp1 = icmp eq %struct.istate* %1, null
  br i1 %cmp1, label %cleanup, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %if.end
  %strm2 = getelementptr inbounds %struct.istate, %struct.istate* %1, i64 0, i32 0
  %2 = load %struct.stream*, %struct.stream** %strm2, align 8, !tbaa !18
  %cmp3.not = icmp ne %struct.stream* %2, %strm
  %spec.select = zext i1 %cmp3.not to i32
  br label %cleanup

cleanup:                                          ; preds = %lor.lhs.false, %if.end, %entry
  %retval.0 = phi i32 [ 1, %entry ], [ 1, %if.end ], [ %spec.select, %lor.lhs.false ]
  ret i32 %retval.0
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @dstored(%struct.stream* noundef readonly %strm, i32 noundef %flush_all) local_unnamed_addr #3 {
entry:
  %call = tail call fastcc i32 @dcheck(%struct.stream* noundef %strm)
  %tobool.not = icmp eq i32 %call, 0
  br i1 %tobool.not, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %state = getelementptr inbounds %struct.stream, %struct.stream* %strm, i64 0, i32 4
  %0 = bitcast i8** %state to %struct.dstate**
  %1 = load %struct.dstate*, %struct.dstate** %0, align 8, !tbaa !5
  %strm1 = getelementptr inbounds %struct.dstate, %struct.dstate* %1, i64 0, i32 0
  %2 = load %struct.stream*, %struct.stream** %strm1, align 8, !tbaa !22
  %pending_buf = getelementptr inbounds %struct.dstate, %struct.dstate* %1, i64 0, i32 2
  %pending = getelementptr inbounds %struct.dstate, %struct.dstate* %1, i64 0, i32 3
  %tobool13.not = icmp eq i32 %flush_all, 0
  br label %do.body

do.body:                                          ; preds = %land.rhs, %if.end
  %t.0 = phi %struct.stream* [ %2, %if.end ], [ %10, %land.rhs ]
  %n.0 = phi i32 [ 0, %if.end ], [ %inc11, %land.rhs ]
  %avail_out = getelementptr inbounds %struct.stream, %struct.stream* %t.0, i64 0, i32 3
  %3 = load i32, i32* %avail_out, align 8, !tbaa !23
  %cmp = icmp eq i32 %3, 0
  br i1 %cmp, label %do.end, label %if.end3

if.end3:                                          ; preds = %do.body
  %avail_in = getelementptr inbounds %struct.stream, %struct.stream* %t.0, i64 0, i32 1
  %4 = load i32, i32* %avail_in, align 8, !tbaa !24
  %tobool4.not = icmp eq i32 %4, 0
  br i1 %tobool4.not, label %cond.end, label %cond.true

cond.true:                                        ; preds = %if.end3
  %next_in = getelementptr inbounds %struct.stream, %struct.stream* %t.0, i64 0, i32 0
  %5 = load i8*, i8** %next_in, align 8, !tbaa !25
  %incdec.ptr = getelementptr inbounds i8, i8* %5, i64 1
  store i8* %incdec.ptr, i8** %next_in, align 8, !tbaa !25
  %6 = load i8, i8* %5, align 1, !tbaa !26
  br label %cond.end

cond.end:                                         ; preds = %if.end3, %cond.true
  %cond = phi i8 [ %6, %cond.true ], [ 0, %if.end3 ]
  %7 = load i8*, i8** %pending_buf, align 8, !tbaa !17
  %8 = load i64, i64* %pending, align 8, !tbaa !16
  %inc = add i64 %8, 1
  store i64 %inc, i64* %pending, align 8, !tbaa !16
  %arrayidx = getelementptr inbounds i8, i8* %7, i64 %8
  store i8 %cond, i8* %arrayidx, align 1, !tbaa !26
  %9 = load i32, i32* %avail_in, align 8, !tbaa !24
  %tobool7.not = icmp eq i32 %9, 0
  br i1 %tobool7.not, label %if.end10, label %if.then8

if.then8:                                         ; preds = %cond.end
  %dec = add i32 %9, -1
  store i32 %dec, i32* %avail_in, align 8, !tbaa !24
  br label %if.end10

if.end10:                                         ; preds = %if.then8, %cond.end
  tail call fastcc void @flush(%struct.stream* noundef nonnull %t.0)
  %inc11 = add nuw nsw i32 %n.0, 1
  %10 = load %struct.stream*, %struct.stream** %strm1, align 8, !tbaa !22
  br i1 %tobool13.not, label %do.end, label %land.rhs

land.rhs:                                         ; preds = %if.end10
  %11 = load i64, i64* %pending, align 8, !tbaa !16
  %cmp15 = icmp ult i64 %11, 256
  br i1 %cmp15, label %do.body, label %do.end, !llvm.loop !27

do.end:                                           ; preds = %if.end10, %do.body, %land.rhs
  %t.1 = phi %struct.stream* [ %t.0, %do.body ], [ %10, %land.rhs ], [ %10, %if.end10 ]
  %n.1 = phi i32 [ %n.0, %do.body ], [ %inc11, %land.rhs ], [ %inc11, %if.end10 ]
  %avail_out17 = getelementptr inbounds %struct.stream, %struct.stream* %t.1, i64 0, i32 3
  %12 = load i32, i32* %avail_out17, align 8, !tbaa !23
  %add = add nsw i32 %12, %n.1
  br label %cleanup

cleanup:                                          ; preds = %entry, %do.end
  %retval.0 = phi i32 [ %add, %do.end ], [ -1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc i32 @dcheck(%struct.stream* noundef readonly %strm) unnamed_addr #2 {
entry:
  %cmp = icmp eq %struct.stream* %strm, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %state = getelementptr inbounds %struct.stream, %struct.stream* %strm, i64 0, i32 4
  %0 = bitcast i8** %state to %struct.dstate**
  %1 = load %struct.dstate*, %struct.dstate** %0, align 8, !tbaa !5
  %cmp1 = icmp eq %struct.dstate* %1, null
  br i1 %cmp1, label %cleanup, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %if.end
  %strm2 = getelementptr inbounds %struct.dstate, %struct.dstate* %1, i64 0, i32 0
  %2 = load %struct.stream*, %struct.stream** %strm2, align 8, !tbaa !22
  %cmp3.not = icmp ne %struct.stream* %2, %strm
  %spec.select = zext i1 %cmp3.not to i32
  br label %cleanup

cleanup:                                          ; preds = %lor.lhs.false, %if.end, %entry
  %retval.0 = phi i32 [ 1, %entry ], [ 1, %if.end ], [ %spec.select, %lor.lhs.false ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn
define internal fastcc void @flush(%struct.stream* nocapture noundef %strm) unnamed_addr #4 {
entry:
  %state = getelementptr inbounds %struct.stream, %struct.stream* %strm, i64 0, i32 4
  %0 = bitcast i8** %state to %struct.dstate**
  %1 = load %struct.dstate*, %struct.dstate** %0, align 8, !tbaa !5
  %pending = getelementptr inbounds %struct.dstate, %struct.dstate* %1, i64 0, i32 3
  %2 = load i64, i64* %pending, align 8, !tbaa !16
  %avail_out = getelementptr inbounds %struct.stream, %struct.stream* %strm, i64 0, i32 3
  %3 = load i32, i32* %avail_out, align 8, !tbaa !23
  %conv = zext i32 %3 to i64
  %cmp = icmp ult i64 %2, %conv
  %conv3 = trunc i64 %2 to i32
  %cond = select i1 %cmp, i32 %conv3, i32 %3
  %next_out = getelementptr inbounds %struct.stream, %struct.stream* %strm, i64 0, i32 2
  %4 = load i8*, i8** %next_out, align 8, !tbaa !29
  %pending_buf = getelementptr inbounds %struct.dstate, %struct.dstate* %1, i64 0, i32 2
  %5 = load i8*, i8** %pending_buf, align 8, !tbaa !17
  %conv5 = zext i32 %cond to i64
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %4, i8* align 1 %5, i64 %conv5, i1 false)
  %6 = load i8*, i8** %next_out, align 8, !tbaa !29
  %add.ptr = getelementptr inbounds i8, i8* %6, i64 %conv5
  store i8* %add.ptr, i8** %next_out, align 8, !tbaa !29
  %7 = load i32, i32* %avail_out, align 8, !tbaa !23
  %sub = sub i32 %7, %cond
  store i32 %sub, i32* %avail_out, align 8, !tbaa !23
  %8 = load i64, i64* %pending, align 8, !tbaa !16
  %sub10 = sub i64 %8, %conv5
  store i64 %sub10, i64* %pending, align 8, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @main(i32 noundef returned %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #5 {
entry:
  ret i32 %argc
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #6

attributes #0 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 32}
!6 = !{!"stream", !7, i64 0, !10, i64 8, !7, i64 16, !10, i64 24, !7, i64 32}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!7, !7, i64 0}
!12 = !{!13, !10, i64 8}
!13 = !{!"dstate", !7, i64 0, !10, i64 8, !7, i64 16, !14, i64 24, !10, i64 32}
!14 = !{!"long", !8, i64 0}
!15 = !{!13, !10, i64 32}
!16 = !{!13, !14, i64 24}
!17 = !{!13, !7, i64 16}
!18 = !{!19, !7, i64 0}
!19 = !{!"istate", !7, i64 0, !10, i64 8, !14, i64 16, !8, i64 24}
!20 = !{!19, !10, i64 8}
!21 = !{!19, !14, i64 16}
!22 = !{!13, !7, i64 0}
!23 = !{!6, !10, i64 24}
!24 = !{!6, !10, i64 8}
!25 = !{!6, !7, i64 0}
!26 = !{!8, !8, i64 0}
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.mustprogress"}
!29 = !{!6, !7, i64 16}
