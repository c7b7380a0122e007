; ModuleID = 'firstmulti.c'
source_filename = "firstmulti.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @mdata_create(ptr nocapture noundef readonly %g) local_unnamed_addr #0 {
entry:
  %call = tail call fastcc ptr @ctl_malloc(i64 noundef 64, ptr noundef %g)
  %cmp = icmp eq ptr %call, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %call, ptr noundef nonnull align 8 dereferenceable(24) %g, i64 24, i1 false), !tbaa.struct !5
  %n = getelementptr inbounds i8, ptr %call, i64 24
  store i32 2, ptr %n, align 8, !tbaa !10
  %ovector = getelementptr inbounds i8, ptr %call, i64 32
  store i64 0, ptr %ovector, align 8, !tbaa !14
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  ret ptr %call
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc ptr @ctl_malloc(i64 noundef %size, ptr nocapture noundef readonly %m) unnamed_addr #0 {
entry:
  %0 = load ptr, ptr %m, align 8, !tbaa !16
  %data = getelementptr inbounds i8, ptr %m, i64 16
  %1 = load ptr, ptr %data, align 8, !tbaa !17
  %call = tail call ptr %0(i64 noundef %size, ptr noundef %1) #8
  ret ptr %call
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @convert(ptr nocapture noundef readonly %cc, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %conv = sext i32 %n to i64
  %options = getelementptr inbounds i8, ptr %cc, i64 24
  %0 = load i32, ptr %options, align 8, !tbaa !18
  %conv1 = sext i32 %0 to i64
  %add = add nsw i64 %conv1, %conv
  %call = tail call fastcc ptr @ctl_malloc(i64 noundef %add, ptr noundef %cc)
  %cmp.not = icmp eq ptr %call, null
  br i1 %cmp.not, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  %depth = getelementptr inbounds i8, ptr %cc, i64 28
  %1 = load i32, ptr %depth, align 4, !tbaa !20
  %conv3 = trunc i32 %1 to i8
  store i8 %conv3, ptr %call, align 1, !tbaa !21
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret ptr %call
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @substitute(ptr nocapture noundef readonly %code, ptr noundef readonly %mc) local_unnamed_addr #0 {
entry:
  %cmp = icmp eq ptr %mc, null
  %cond = select i1 %cmp, ptr %code, ptr %mc
  %call = tail call ptr @mdata_create(ptr noundef %cond)
  %cmp1 = icmp eq ptr %call, null
  br i1 %cmp1, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %n = getelementptr inbounds i8, ptr %call, i64 24
  %0 = load i32, ptr %n, align 8, !tbaa !10
  %flags = getelementptr inbounds i8, ptr %code, i64 32
  %1 = load i32, ptr %flags, align 8, !tbaa !22
  %add = add nsw i32 %1, %0
  br i1 %cmp, label %cond.end5, label %cond.true3

cond.true3:                                       ; preds = %if.end
  %limit = getelementptr inbounds i8, ptr %mc, i64 24
  %2 = load i32, ptr %limit, align 8, !tbaa !24
  br label %cond.end5

cond.end5:                                        ; preds = %if.end, %cond.true3
  %cond6 = phi i32 [ %2, %cond.true3 ], [ 0, %if.end ]
  %add7 = add nsw i32 %add, %cond6
  %free = getelementptr inbounds i8, ptr %call, i64 8
  %3 = load ptr, ptr %free, align 8, !tbaa !26
  %data = getelementptr inbounds i8, ptr %call, i64 16
  %4 = load ptr, ptr %data, align 8, !tbaa !27
  tail call void %3(ptr noundef nonnull %call, ptr noundef %4) #8
  br label %cleanup

cleanup:                                          ; preds = %entry, %cond.end5
  %retval.0 = phi i32 [ %add7, %cond.end5 ], [ -1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #2 {
entry:
  %call = tail call noalias dereferenceable_or_null(40) ptr @malloc(i64 noundef 40) #9
  %cmp = icmp eq ptr %call, null
  br i1 %cmp, label %cleanup18, label %if.end

if.end:                                           ; preds = %entry
  tail call fastcc void @ctl_init(ptr noundef nonnull %call)
  %size = getelementptr inbounds i8, ptr %call, i64 24
  store i64 40, ptr %size, align 8, !tbaa !28
  %flags = getelementptr inbounds i8, ptr %call, i64 32
  store i32 %argc, ptr %flags, align 8, !tbaa !22
  %cmp1 = icmp sgt i32 %argc, 2
  br i1 %cmp1, label %if.then2, label %if.end8

if.then2:                                         ; preds = %if.end
  %call3 = tail call noalias dereferenceable_or_null(40) ptr @malloc(i64 noundef 40) #9
  %cmp4 = icmp eq ptr %call3, null
  br i1 %cmp4, label %cleanup18, label %if.end6

if.end6:                                          ; preds = %if.then2
  tail call fastcc void @ctl_init(ptr noundef nonnull %call3)
  %limit = getelementptr inbounds i8, ptr %call3, i64 24
  store i32 %argc, ptr %limit, align 8, !tbaa !24
  %depth = getelementptr inbounds i8, ptr %call3, i64 32
  store i64 0, ptr %depth, align 8, !tbaa !29
  br label %if.end8

if.end8:                                          ; preds = %if.end6, %if.end
  %mc.0 = phi ptr [ %call3, %if.end6 ], [ null, %if.end ]
  %call9 = tail call noalias dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #9
  %cmp10 = icmp eq ptr %call9, null
  br i1 %cmp10, label %cleanup18, label %if.end12

if.end12:                                         ; preds = %if.end8
  tail call fastcc void @ctl_init(ptr noundef nonnull %call9)
  %options = getelementptr inbounds i8, ptr %call9, i64 24
  store i32 %argc, ptr %options, align 8, !tbaa !18
  %depth14 = getelementptr inbounds i8, ptr %call9, i64 28
  store i32 1, ptr %depth14, align 4, !tbaa !20
  %call15 = tail call ptr @convert(ptr noundef nonnull %call9, i32 noundef %argc)
  %call16 = tail call i32 @substitute(ptr noundef nonnull %call, ptr noundef %mc.0)
  %cmp17.not = icmp eq ptr %call15, null
  br i1 %cmp17.not, label %cond.end, label %cond.true

cond.true:                                        ; preds = %if.end12
  %0 = load i8, ptr %call15, align 1, !tbaa !21
  %conv = sext i8 %0 to i32
  br label %cond.end

cond.end:                                         ; preds = %if.end12, %cond.true
  %cond = phi i32 [ %conv, %cond.true ], [ 0, %if.end12 ]
  %add = add nsw i32 %cond, %call16
  br label %cleanup18

cleanup18:                                        ; preds = %cond.end, %if.end8, %if.then2, %entry
  %retval.1 = phi i32 [ 1, %entry ], [ 1, %if.then2 ], [ %add, %cond.end ], [ 1, %if.end8 ]
  ret i32 %retval.1
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @ctl_init(ptr nocapture noundef writeonly %m) unnamed_addr #4 {
entry:
  store ptr @dmalloc, ptr %m, align 8, !tbaa !16
  %free = getelementptr inbounds i8, ptr %m, i64 8
  store ptr @dfree, ptr %free, align 8, !tbaa !30
  %data = getelementptr inbounds i8, ptr %m, i64 16
  store ptr null, ptr %data, align 8, !tbaa !17
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(inaccessiblemem: readwrite) uwtable
define internal noalias noundef ptr @dmalloc(i64 noundef %n, ptr nocapture readnone %d) #5 {
entry:
  %call = tail call noalias ptr @malloc(i64 noundef %n) #9
  ret ptr %call
}

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define internal void @dfree(ptr nocapture noundef %p, ptr nocapture readnone %d) #6 {
entry:
  tail call void @free(ptr noundef %p) #8
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

attributes #0 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i64 0, i64 8, !6, i64 8, i64 8, !6, i64 16, i64 8, !6}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !13, i64 24}
!11 = !{!"mdata", !12, i64 0, !13, i64 24, !8, i64 32}
!12 = !{!"memctl", !7, i64 0, !7, i64 8, !7, i64 16}
!13 = !{!"int", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"long", !8, i64 0}
!16 = !{!12, !7, i64 0}
!17 = !{!12, !7, i64 16}
!18 = !{!19, !13, i64 24}
!19 = !{!"cctx", !12, i64 0, !13, i64 24, !13, i64 28}
!20 = !{!19, !13, i64 28}
!21 = !{!8, !8, i64 0}
!22 = !{!23, !13, i64 32}
!23 = !{!"code", !12, i64 0, !15, i64 24, !13, i64 32}
!24 = !{!25, !13, i64 24}
!25 = !{!"mctx", !12, i64 0, !13, i64 24, !15, i64 32}
!26 = !{!11, !7, i64 8}
!27 = !{!11, !7, i64 16}
!28 = !{!23, !15, i64 24}
!29 = !{!25, !15, i64 32}
!30 = !{!12, !7, i64 8}
