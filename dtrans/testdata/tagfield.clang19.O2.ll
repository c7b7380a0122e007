; ModuleID = 'tagfield.c'
source_filename = "tagfield.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.istate = type { ptr, i32, i32, [32 x i16], [32 x i16] }
%struct.stream = type { ptr, i32, ptr }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i32 @table(ptr nocapture noundef readonly %lens, i32 noundef %n, ptr nocapture noundef writeonly %work) local_unnamed_addr #0 {
entry:
  %0 = load i16, ptr %lens, align 2, !tbaa !5
  store i16 %0, ptr %work, align 2, !tbaa !5
  %idxprom = zext i32 %n to i64
  %arrayidx2 = getelementptr inbounds i16, ptr %lens, i64 %idxprom
  %1 = load i16, ptr %arrayidx2, align 2, !tbaa !5
  %arrayidx3 = getelementptr inbounds i8, ptr %work, i64 2
  store i16 %1, ptr %arrayidx3, align 2, !tbaa !5
  %arrayidx4 = getelementptr inbounds i8, ptr %lens, i64 2
  %2 = load i16, ptr %arrayidx4, align 2, !tbaa !5
  %conv = zext i16 %2 to i32
  %add = add nsw i32 %conv, %n
  ret i32 %add
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write, inaccessiblemem: readwrite) uwtable
define dso_local range(i32 -1, 1) i32 @deflate_init(ptr noundef %s, i32 noundef %level) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(144) ptr @malloc(i64 noundef 144) #9
  %cmp = icmp eq ptr %call, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  store ptr %s, ptr %call, align 8, !tbaa !9
  %level1 = getelementptr inbounds i8, ptr %call, i64 8
  store i32 %level, ptr %level1, align 8, !tbaa !13
  %heap = getelementptr inbounds i8, ptr %call, i64 12
  store i16 0, ptr %heap, align 4, !tbaa !5
  %state = getelementptr inbounds i8, ptr %s, i64 16
  store ptr %call, ptr %state, align 8, !tbaa !14
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ 0, %if.end ], [ -1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write, inaccessiblemem: readwrite) uwtable
define dso_local range(i32 -1, 1) i32 @inflate_init(ptr noundef %s) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(144) ptr @calloc(i64 noundef 1, i64 noundef 144) #10
  %cmp = icmp eq ptr %call, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  store ptr %s, ptr %call, align 8, !tbaa !16
  %state = getelementptr inbounds i8, ptr %s, i64 16
  store ptr %call, ptr %state, align 8, !tbaa !14
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ 0, %if.end ], [ -1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @inflate_reset(ptr nocapture noundef writeonly %v, i64 noundef %i) local_unnamed_addr #5 {
entry:
  %mode = getelementptr inbounds %struct.istate, ptr %v, i64 %i, i32 1
  store i32 0, ptr %mode, align 8, !tbaa !18
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @inflate(ptr nocapture noundef readonly %s) local_unnamed_addr #6 {
entry:
  %state = getelementptr inbounds i8, ptr %s, i64 16
  %0 = load ptr, ptr %state, align 8, !tbaa !14
  %mode = getelementptr inbounds i8, ptr %0, i64 8
  store i32 1, ptr %mode, align 8, !tbaa !18
  %1 = load ptr, ptr %s, align 8, !tbaa !19
  %2 = load i8, ptr %1, align 1, !tbaa !20
  %conv = zext i8 %2 to i16
  %lens = getelementptr inbounds i8, ptr %0, i64 16
  store i16 %conv, ptr %lens, align 8, !tbaa !5
  %arrayidx3 = getelementptr inbounds i8, ptr %1, i64 1
  %3 = load i8, ptr %arrayidx3, align 1, !tbaa !20
  %conv4 = zext i8 %3 to i16
  %arrayidx6 = getelementptr inbounds i8, ptr %0, i64 18
  store i16 %conv4, ptr %arrayidx6, align 2, !tbaa !5
  %avail = getelementptr inbounds i8, ptr %s, i64 8
  %4 = load i32, ptr %avail, align 8, !tbaa !21
  %have = getelementptr inbounds i8, ptr %0, i64 12
  store i32 %4, ptr %have, align 4, !tbaa !22
  %and = and i32 %4, 31
  %work = getelementptr inbounds i8, ptr %0, i64 80
  %call = tail call i32 @table(ptr noundef nonnull %lens, i32 noundef %and, ptr noundef nonnull %work)
  ret i32 %call
}

; Function Attrs: mustprogress nofree nounwind willreturn uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #7 {
entry:
  %a = alloca %struct.stream, align 8
  %b = alloca %struct.stream, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %a) #11
  %0 = load ptr, ptr %argv, align 8, !tbaa !23
  store ptr %0, ptr %a, align 8, !tbaa !19
  %avail = getelementptr inbounds i8, ptr %a, i64 8
  store i32 %argc, ptr %avail, align 8, !tbaa !21
  %state = getelementptr inbounds i8, ptr %a, i64 16
  store ptr null, ptr %state, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %b) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %b, ptr noundef nonnull align 8 dereferenceable(24) %a, i64 24, i1 false), !tbaa.struct !24
  %call = call i32 @deflate_init(ptr noundef nonnull %a, i32 noundef %argc)
  %cmp.not = icmp eq i32 %call, 0
  br i1 %cmp.not, label %lor.lhs.false, label %cleanup

lor.lhs.false:                                    ; preds = %entry
  %call1 = call i32 @inflate_init(ptr noundef nonnull %b)
  %cmp2.not = icmp eq i32 %call1, 0
  br i1 %cmp2.not, label %if.end, label %cleanup

if.end:                                           ; preds = %lor.lhs.false
  %state3 = getelementptr inbounds i8, ptr %b, i64 16
  %1 = load ptr, ptr %state3, align 8, !tbaa !14
  call void @inflate_reset(ptr noundef %1, i64 noundef 0)
  %call4 = call i32 @inflate(ptr noundef nonnull %b)
  br label %cleanup

cleanup:                                          ; preds = %entry, %lor.lhs.false, %if.end
  %retval.0 = phi i32 [ %call4, %if.end ], [ 1, %lor.lhs.false ], [ 1, %entry ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %b) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %a) #11
  ret i32 %retval.0
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline nounwind willreturn memory(write, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nounwind allocsize(0) }
attributes #10 = { nounwind allocsize(0,1) }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
