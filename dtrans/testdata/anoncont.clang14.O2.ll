; ModuleID = 'anoncont.c'
source_filename = "anoncont.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.gzfile = type { i32, i8*, i64 }
%struct.gz_state = type { %struct.gzfile, i32, i32, i8*, i32 }

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local i32 @gzgetc(%struct.gzfile* nocapture noundef %file) local_unnamed_addr #0 {
entry:
  %0 = bitcast %struct.gzfile* %file to %struct.gz_state*
  %1 = getelementptr inbounds %struct.gzfile, %struct.gzfile* %file, i64 1, i32 0
  %2 = load i32, i32* %1, align 8, !tbaa !5
  %cmp.not = icmp eq i32 %2, 7247
  br i1 %cmp.not, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %have = getelementptr inbounds %struct.gzfile, %struct.gzfile* %file, i64 0, i32 0
  %3 = load i32, i32* %have, align 8, !tbaa !13
  %cmp1 = icmp eq i32 %3, 0
  br i1 %cmp1, label %land.lhs.true, label %if.end4

land.lhs.true:                                    ; preds = %if.end
  tail call fastcc void @gz_fetch(%struct.gz_state* noundef nonnull %0)
  %.pre = load i32, i32* %have, align 8, !tbaa !13
  br label %if.end4

if.end4:                                          ; preds = %land.lhs.true, %if.end
  %4 = phi i32 [ %.pre, %land.lhs.true ], [ %3, %if.end ]
  %dec = add i32 %4, -1
  store i32 %dec, i32* %have, align 8, !tbaa !13
  %pos = getelementptr inbounds %struct.gzfile, %struct.gzfile* %file, i64 0, i32 2
  %5 = load i64, i64* %pos, align 8, !tbaa !14
  %inc = add nsw i64 %5, 1
  store i64 %inc, i64* %pos, align 8, !tbaa !14
  %next = getelementptr inbounds %struct.gzfile, %struct.gzfile* %file, i64 0, i32 1
  %6 = load i8*, i8** %next, align 8, !tbaa !15
  %incdec.ptr = getelementptr inbounds i8, i8* %6, i64 1
  store i8* %incdec.ptr, i8** %next, align 8, !tbaa !15
  %7 = load i8, i8* %6, align 1, !tbaa !16
  %conv = zext i8 %7 to i32
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end4
  %retval.0 = phi i32 [ %conv, %if.end4 ], [ -1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @gz_fetch(%struct.gz_state* nocapture noundef %state) unnamed_addr #0 {
entry:
  %in = getelementptr inbounds %struct.gz_state, %struct.gz_state* %state, i64 0, i32 3
  %0 = load i8*, i8** %in, align 8, !tbaa !17
  %size = getelementptr inbounds %struct.gz_state, %struct.gz_state* %state, i64 0, i32 4
  %1 = load i32, i32* %size, align 8, !tbaa !18
  %have = getelementptr inbounds %struct.gz_state, %struct.gz_state* %state, i64 0, i32 0, i32 0
  tail call fastcc void @gz_load(%struct.gz_state* noundef %state, i8* noundef %0, i32 noundef %1, i32* noundef %have)
  %2 = load i8*, i8** %in, align 8, !tbaa !17
  %next = getelementptr inbounds %struct.gz_state, %struct.gz_state* %state, i64 0, i32 0, i32 1
  store i8* %2, i8** %next, align 8, !tbaa !15
  ret void
}

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define dso_local noalias %struct.gzfile* @gzopen(i32 noundef %fd) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(48) i8* @malloc(i64 noundef 48) #4
  %0 = bitcast i8* %call to %struct.gz_state*
  %cmp = icmp eq i8* %call, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %mode = getelementptr inbounds %struct.gz_state, %struct.gz_state* %0, i64 0, i32 1
  store i32 7247, i32* %mode, align 8, !tbaa !5
  %fd1 = getelementptr inbounds %struct.gz_state, %struct.gz_state* %0, i64 0, i32 2
  store i32 %fd, i32* %fd1, align 4, !tbaa !19
  %size = getelementptr inbounds %struct.gz_state, %struct.gz_state* %0, i64 0, i32 4
  store i32 64, i32* %size, align 8, !tbaa !18
  %call3 = tail call noalias dereferenceable_or_null(64) i8* @malloc(i64 noundef 64) #4
  %in = getelementptr inbounds %struct.gz_state, %struct.gz_state* %0, i64 0, i32 3
  store i8* %call3, i8** %in, align 8, !tbaa !17
  %have = getelementptr inbounds %struct.gz_state, %struct.gz_state* %0, i64 0, i32 0, i32 0
  store i32 0, i32* %have, align 8, !tbaa !13
  %pos = getelementptr inbounds %struct.gz_state, %struct.gz_state* %0, i64 0, i32 0, i32 2
  store i64 0, i64* %pos, align 8, !tbaa !14
  %1 = getelementptr %struct.gz_state, %struct.gz_state* %0, i64 0, i32 0
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi %struct.gzfile* [ %1, %if.end ], [ null, %entry ]
  ret %struct.gzfile* %retval.0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  %call = tail call %struct.gzfile* @gzopen(i32 noundef %argc)
  %cmp = icmp eq %struct.gzfile* %call, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %call1 = tail call i32 @gzgetc(%struct.gzfile* noundef nonnull %call)
  %call2 = tail call i32 @gzgetc(%struct.gzfile* noundef nonnull %call)
  %add = add nsw i32 %call2, %call1
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %add, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @gz_load(%struct.gz_state* nocapture noundef readonly %state, i8* nocapture noundef writeonly %buf, i32 noundef %len, i32* nocapture noundef %have) unnamed_addr #0 {
entry:
  store i32 0, i32* %have, align 4, !tbaa !20
  %cmp1.not = icmp eq i32 %len, 0
  br i1 %cmp1.not, label %while.end, label %while.body.lr.ph

while.body.lr.ph:                                 ; preds = %entry
  %fd = getelementptr inbounds %struct.gz_state, %struct.gz_state* %state, i64 0, i32 2
  br label %while.body

while.body:                                       ; preds = %while.body.lr.ph, %while.body
  %storemerge2 = phi i32 [ 0, %while.body.lr.ph ], [ %add1, %while.body ]
  %0 = load i32, i32* %fd, align 4, !tbaa !19
  %add = add i32 %0, %storemerge2
  %conv = trunc i32 %add to i8
  %idxprom = zext i32 %storemerge2 to i64
  %arrayidx = getelementptr inbounds i8, i8* %buf, i64 %idxprom
  store i8 %conv, i8* %arrayidx, align 1, !tbaa !16
  %1 = load i32, i32* %have, align 4, !tbaa !20
  %add1 = add i32 %1, 1
  store i32 %add1, i32* %have, align 4, !tbaa !20
  %cmp = icmp ult i32 %add1, %len
  br i1 %cmp, label %while.body, label %while.end, !llvm.loop !21

while.end:                                        ; preds = %while.body, %entry
  ret void
}

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !8, i64 24}
!6 = !{!"", !7, i64 0, !8, i64 24, !8, i64 28, !11, i64 32, !8, i64 40}
!7 = !{!"gzfile", !8, i64 0, !11, i64 8, !12, i64 16}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"any pointer", !9, i64 0}
!12 = !{!"long", !9, i64 0}
!13 = !{!6, !8, i64 0}
!14 = !{!6, !12, i64 16}
!15 = !{!6, !11, i64 8}
!16 = !{!9, !9, i64 0}
!17 = !{!6, !11, i64 32}
!18 = !{!6, !8, i64 40}
!19 = !{!6, !8, i64 28}
!20 = !{!8, !8, i64 0}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
