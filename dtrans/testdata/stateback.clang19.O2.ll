; ModuleID = 'stateback.c'
source_filename = "stateback.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, inaccessiblemem: readwrite) uwtable
define dso_local range(i32 -1, 1) i32 @dinit(ptr noundef %strm, i32 noundef %level) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(40) ptr @malloc(i64 noundef 40) #8
  %cmp = icmp eq ptr %call, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %state = getelementptr inbounds i8, ptr %strm, i64 32
  store ptr %call, ptr %state, align 8, !tbaa !5
  store ptr %strm, ptr %call, align 8, !tbaa !11
  %status = getelementptr inbounds i8, ptr %call, i64 8
  store i32 1, ptr %status, align 8, !tbaa !12
  %level1 = getelementptr inbounds i8, ptr %call, i64 32
  store i32 %level, ptr %level1, align 8, !tbaa !15
  %pending = getelementptr inbounds i8, ptr %call, i64 24
  store i64 0, ptr %pending, align 8, !tbaa !16
  %call2 = tail call noalias dereferenceable_or_null(256) ptr @malloc(i64 noundef 256) #8
  %pending_buf = getelementptr inbounds i8, ptr %call, i64 16
  store ptr %call2, ptr %pending_buf, align 8, !tbaa !17
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ 0, %if.end ], [ -1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn uwtable
define dso_local range(i32 -1, 2) i32 @iinit(ptr noundef %strm) local_unnamed_addr #2 {
entry:
  %call = tail call noalias dereferenceable_or_null(88) ptr @malloc(i64 noundef 88) #8
  %cmp = icmp eq ptr %call, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %state = getelementptr inbounds i8, ptr %strm, i64 32
  store ptr %call, ptr %state, align 8, !tbaa !5
  store ptr %strm, ptr %call, align 8, !tbaa !18
  %mode = getelementptr inbounds i8, ptr %call, i64 8
  store i32 0, ptr %mode, align 8, !tbaa !20
  %total = getelementptr inbounds i8, ptr %call, i64 16
  store i64 0, ptr %total, align 8, !tbaa !21
  %call2 = tail call fastcc i32 @icheck(ptr noundef %strm)
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %call2, %if.end ], [ -1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @icheck(ptr noundef readonly %strm) unnamed_addr #3 {
entry:
  %cmp = icmp eq ptr %strm, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %state = getelementptr inbounds i8, ptr %strm, i64 32
  %0 = load ptr, ptr %state, align 8, !tbaa !5
  %cmp1 = icmp eq ptr %0, null
  br i1 %cmp1, label %cleanup, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %if.end
  %1 = load ptr, ptr %0, align 8, !tbaa !18
  %cmp3.not = icmp ne ptr %1, %strm
  %spec.select = zext i1 %cmp3.not to i32
  br label %cleanup

cleanup:                                          ; preds = %lor.lhs.false, %if.end, %entry
  %retval.0 = phi i32 [ 1, %entry ], [ 1, %if.end ], [ %spec.select, %lor.lhs.false ]
  ret i32 %retval.0
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @dstored(ptr noundef readonly %strm, i32 noundef %flush_all) local_unnamed_addr #4 {
entry:
  %call = tail call fastcc i32 @dcheck(ptr noundef %strm)
  %tobool.not = icmp eq i32 %call, 0
  br i1 %tobool.not, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %state = getelementptr inbounds i8, ptr %strm, i64 32
  %0 = load ptr, ptr %state, align 8, !tbaa !5
  %1 = load ptr, ptr %0, align 8, !tbaa !22
  %pending_buf = getelementptr inbounds i8, ptr %0, i64 16
  %pending = getelementptr inbounds i8, ptr %0, i64 24
  %tobool13.not = icmp eq i32 %flush_all, 0
  br label %do.body

do.body:                                          ; preds = %land.rhs, %if.end
  %t.0 = phi ptr [ %1, %if.end ], [ %9, %land.rhs ]
  %n.0 = phi i32 [ 0, %if.end ], [ %inc11, %land.rhs ]
  %avail_out = getelementptr inbounds i8, ptr %t.0, i64 24
  %2 = load i32, ptr %avail_out, align 8, !tbaa !23
  %cmp = icmp eq i32 %2, 0
  br i1 %cmp, label %do.end, label %if.end3

if.end3:                                          ; preds = %do.body
  %avail_in = getelementptr inbounds i8, ptr %t.0, i64 8
  %3 = load i32, ptr %avail_in, align 8, !tbaa !24
  %tobool4.not = icmp eq i32 %3, 0
  br i1 %tobool4.not, label %cond.end, label %cond.true

cond.true:                                        ; preds = %if.end3
  %4 = load ptr, ptr %t.0, align 8, !tbaa !25
  %incdec.ptr = getelementptr inbounds i8, ptr %4, i64 1
  store ptr %incdec.ptr, ptr %t.0, align 8, !tbaa !25
  %5 = load i8, ptr %4, align 1, !tbaa !26
  br label %cond.end

cond.end:                                         ; preds = %if.end3, %cond.true
  %cond = phi i8 [ %5, %cond.true ], [ 0, %if.end3 ]
  %6 = load ptr, ptr %pending_buf, align 8, !tbaa !17
  %7 = load i64, ptr %pending, align 8, !tbaa !16
  %inc = add i64 %7, 1
  store i64 %inc, ptr %pending, align 8, !tbaa !16
  %arrayidx = getelementptr inbounds i8, ptr %6, i64 %7
  store i8 %cond, ptr %arrayidx, align 1, !tbaa !26
  %8 = load i32, ptr %avail_in, align 8, !tbaa !24
  %tobool7.not = icmp eq i32 %8, 0
  br i1 %tobool7.not, label %if.end10, label %if.then8

if.then8:                                         ; preds = %cond.end
  %dec = add i32 %8, -1
  store i32 %dec, ptr %avail_in, align 8, !tbaa !24
  br label %if.end10

if.end10:                                         ; preds = %if.then8, %cond.end
  tail call fastcc void @flush(ptr noundef nonnull %t.0)
  %inc11 = add nuw nsw i32 %n.0, 1
  %9 = load ptr, ptr %0, align 8, !tbaa !22
  br i1 %tobool13.not, label %do.end, label %land.rhs

land.rhs:                                         ; preds = %if.end10
  %10 = load i64, ptr %pending, align 8, !tbaa !16
  %cmp15 = icmp ult i64 %10, 256
  br i1 %cmp15, label %do.body, label %do.end, !llvm.loop !27

do.end:                                           ; preds = %if.end10, %do.body, %land.rhs
  %t.1 = phi ptr [ %t.0, %do.body ], [ %9, %land.rhs ], [ %9, %if.end10 ]
  %n.1 = phi i32 [ %n.0, %do.body ], [ %inc11, %land.rhs ], [ %inc11, %if.end10 ]
  %avail_out17 = getelementptr inbounds i8, ptr %t.1, i64 24
  %11 = load i32, ptr %avail_out17, align 8, !tbaa !23
  %add = add nsw i32 %11, %n.1
  br label %cleanup

cleanup:                                          ; preds = %entry, %do.end
  %retval.0 = phi i32 [ %add, %do.end ], [ -1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @dcheck(ptr noundef readonly %strm) unnamed_addr #3 {
entry:
  %cmp = icmp eq ptr %strm, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %state = getelementptr inbounds i8, ptr %strm, i64 32
  %0 = load ptr, ptr %state, align 8, !tbaa !5
  %cmp1 = icmp eq ptr %0, null
  br i1 %cmp1, label %cleanup, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %if.end
  %1 = load ptr, ptr %0, align 8, !tbaa !22
  %cmp3.not = icmp ne ptr %1, %strm
  %spec.select = zext i1 %cmp3.not to i32
  br label %cleanup

cleanup:                                          ; preds = %lor.lhs.false, %if.end, %entry
  %retval.0 = phi i32 [ 1, %entry ], [ 1, %if.end ], [ %spec.select, %lor.lhs.false ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @flush(ptr nocapture noundef %strm) unnamed_addr #5 {
entry:
  %state = getelementptr inbounds i8, ptr %strm, i64 32
  %0 = load ptr, ptr %state, align 8, !tbaa !5
  %pending = getelementptr inbounds i8, ptr %0, i64 24
  %1 = load i64, ptr %pending, align 8, !tbaa !16
  %avail_out = getelementptr inbounds i8, ptr %strm, i64 24
  %2 = load i32, ptr %avail_out, align 8, !tbaa !23
  %conv = zext i32 %2 to i64
  %cmp = icmp ult i64 %1, %conv
  %conv3 = trunc nuw i64 %1 to i32
  %cond = select i1 %cmp, i32 %conv3, i32 %2
  %next_out = getelementptr inbounds i8, ptr %strm, i64 16
  %3 = load ptr, ptr %next_out, align 8, !tbaa !29
  %pending_buf = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load ptr, ptr %pending_buf, align 8, !tbaa !17
  %conv5 = zext i32 %cond to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 %conv5, i1 false)
  %5 = load ptr, ptr %next_out, align 8, !tbaa !29
  %add.ptr = getelementptr inbounds i8, ptr %5, i64 %conv5
  store ptr %add.ptr, ptr %next_out, align 8, !tbaa !29
  %6 = load i32, ptr %avail_out, align 8, !tbaa !23
  %sub = sub i32 %6, %cond
  store i32 %sub, ptr %avail_out, align 8, !tbaa !23
  %7 = load i64, ptr %pending, align 8, !tbaa !16
  %sub10 = sub i64 %7, %conv5
  store i64 %sub10, ptr %pending, align 8, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @main(i32 noundef returned %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #6 {
entry:
  ret i32 %argc
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

attributes #0 = { mustprogress nofree nounwind willreturn memory(write, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
