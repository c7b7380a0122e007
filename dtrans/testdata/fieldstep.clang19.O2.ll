; ModuleID = 'fieldstep.c'
source_filename = "fieldstep.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.stream = type { ptr, i32, ptr, i32, ptr, ptr, ptr, ptr }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @run(ptr nocapture noundef %s) local_unnamed_addr #0 {
entry:
  %avail_in = getelementptr inbounds i8, ptr %s, i64 8
  %0 = load i32, ptr %avail_in, align 8, !tbaa !5
  %avail_out = getelementptr inbounds i8, ptr %s, i64 24
  %1 = load i32, ptr %avail_out, align 8, !tbaa !11
  %. = tail call i32 @llvm.umin.i32(i32 %0, i32 %1)
  %next_out = getelementptr inbounds i8, ptr %s, i64 16
  %2 = load ptr, ptr %next_out, align 8, !tbaa !12
  %3 = load ptr, ptr %s, align 8, !tbaa !13
  %conv = zext i32 %. to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 %3, i64 %conv, i1 false)
  %4 = load i32, ptr %avail_out, align 8, !tbaa !11
  %sub = sub i32 %4, %.
  store i32 %sub, ptr %avail_out, align 8, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define dso_local range(i32 -1, 1) i32 @decompress(ptr noundef %dst, ptr nocapture noundef %dlen, ptr noundef %src, i32 noundef %slen) local_unnamed_addr #3 {
stream_init.exit:
  %strm = alloca %struct.stream, align 8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %strm) #10
  %bzalloc = getelementptr inbounds i8, ptr %strm, i64 40
  %bzfree = getelementptr inbounds i8, ptr %strm, i64 48
  %0 = getelementptr inbounds i8, ptr %strm, i64 56
  store i64 0, ptr %0, align 8
  store ptr @default_alloc, ptr %bzalloc, align 8, !tbaa !14
  store ptr @default_free, ptr %bzfree, align 8, !tbaa !15
  %call.i5 = tail call noalias noundef dereferenceable_or_null(64) ptr @malloc(i64 noundef 64) #11
  %state.i = getelementptr inbounds i8, ptr %strm, i64 32
  store ptr %call.i5, ptr %state.i, align 8, !tbaa !16
  %cmp8.i.not = icmp eq ptr %call.i5, null
  br i1 %cmp8.i.not, label %cleanup, label %if.end

if.end:                                           ; preds = %stream_init.exit
  store ptr %src, ptr %strm, align 8, !tbaa !13
  %avail_in = getelementptr inbounds i8, ptr %strm, i64 8
  store i32 %slen, ptr %avail_in, align 8, !tbaa !5
  %next_out = getelementptr inbounds i8, ptr %strm, i64 16
  store ptr %dst, ptr %next_out, align 8, !tbaa !12
  %1 = load i32, ptr %dlen, align 4, !tbaa !17
  %avail_out = getelementptr inbounds i8, ptr %strm, i64 24
  store i32 %1, ptr %avail_out, align 8, !tbaa !11
  call void @run(ptr noundef nonnull %strm)
  %2 = load i32, ptr %avail_out, align 8, !tbaa !11
  store i32 %2, ptr %dlen, align 4, !tbaa !17
  %3 = load ptr, ptr %bzfree, align 8, !tbaa !15
  %4 = load ptr, ptr %0, align 8, !tbaa !18
  %5 = load ptr, ptr %state.i, align 8, !tbaa !16
  tail call void %3(ptr noundef %4, ptr noundef %5) #10
  br label %cleanup

cleanup:                                          ; preds = %stream_init.exit, %if.end
  %retval.0 = phi i32 [ 0, %if.end ], [ -1, %stream_init.exit ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %strm) #10
  ret i32 %retval.0
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -1, 1) i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #4 {
entry:
  %out = alloca [16 x i8], align 16
  %n = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %out) #10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %n) #10
  store i32 16, ptr %n, align 4, !tbaa !17
  %0 = load ptr, ptr %argv, align 8, !tbaa !19
  %call = call i32 @decompress(ptr noundef nonnull %out, ptr noundef nonnull %n, ptr noundef %0, i32 noundef %argc)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %n) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %out) #10
  ret i32 %call
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(inaccessiblemem: readwrite) uwtable
define internal noalias noundef ptr @default_alloc(ptr nocapture readnone %o, i32 noundef %n, i32 noundef %m) #5 {
entry:
  %conv = sext i32 %n to i64
  %conv1 = sext i32 %m to i64
  %mul = mul nsw i64 %conv1, %conv
  %call = tail call noalias ptr @malloc(i64 noundef %mul) #11
  ret ptr %call
}

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define internal void @default_free(ptr nocapture readnone %o, ptr nocapture noundef %p) #6 {
entry:
  tail call void @free(ptr noundef %p) #10
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #9

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }
attributes #11 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
