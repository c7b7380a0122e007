; ModuleID = 'firstglobal.c'
source_filename = "firstglobal.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.cctx = type { %struct.memctl, i32 }
%struct.memctl = type { ptr, ptr, ptr }
%struct.mctx = type { %struct.memctl, i64 }

@default_cctx = dso_local global %struct.cctx { %struct.memctl { ptr @sysalloc, ptr @sysfree, ptr null }, i32 1 }, align 8
@default_mctx = dso_local global %struct.mctx { %struct.memctl { ptr @sysalloc, ptr @sysfree, ptr null }, i64 100 }, align 8

; Function Attrs: mustprogress nofree nounwind willreturn memory(inaccessiblemem: readwrite) uwtable
define internal noalias noundef ptr @sysalloc(i64 noundef %n, ptr nocapture readnone %d) #0 {
entry:
  %call = tail call noalias ptr @malloc(i64 noundef %n) #8
  ret ptr %call
}

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define internal void @sysfree(ptr nocapture noundef %p, ptr nocapture readnone %d) #1 {
entry:
  tail call void @free(ptr noundef %p) #9
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @ctx_alloc(i64 noundef %n, ptr nocapture noundef readonly %m) local_unnamed_addr #2 {
entry:
  %0 = load ptr, ptr %m, align 8, !tbaa !5
  %data = getelementptr inbounds i8, ptr %m, i64 16
  %1 = load ptr, ptr %data, align 8, !tbaa !10
  %call = tail call ptr %0(i64 noundef %n, ptr noundef %1) #9
  ret ptr %call
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @compile(i64 noundef %n, ptr noundef %c) local_unnamed_addr #2 {
entry:
  %cmp.not = icmp eq ptr %c, null
  %cond = select i1 %cmp.not, ptr @default_cctx, ptr %c
  %call = tail call ptr @ctx_alloc(i64 noundef %n, ptr noundef nonnull %cond)
  br i1 %cmp.not, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  %flags = getelementptr inbounds i8, ptr %c, i64 24
  %0 = load i32, ptr %flags, align 8, !tbaa !11
  %inc = add nsw i32 %0, 1
  store i32 %inc, ptr %flags, align 8, !tbaa !11
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret ptr %call
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @match(i64 noundef %n, ptr noundef %c) local_unnamed_addr #2 {
entry:
  %cmp.not = icmp eq ptr %c, null
  %cond = select i1 %cmp.not, ptr @default_mctx, ptr %c
  %call = tail call ptr @ctx_alloc(i64 noundef %n, ptr noundef nonnull %cond)
  br i1 %cmp.not, label %if.end, label %land.lhs.true

land.lhs.true:                                    ; preds = %entry
  %limit = getelementptr inbounds i8, ptr %c, i64 24
  %0 = load i64, ptr %limit, align 8, !tbaa !14
  %cmp2 = icmp sgt i64 %0, 0
  br i1 %cmp2, label %if.then, label %if.end

if.then:                                          ; preds = %land.lhs.true
  %dec = add nsw i64 %0, -1
  store i64 %dec, ptr %limit, align 8, !tbaa !14
  br label %if.end

if.end:                                           ; preds = %if.then, %land.lhs.true, %entry
  ret ptr %call
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #4 {
entry:
  %c = alloca %struct.cctx, align 8
  %m = alloca %struct.mctx, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %c) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %c, ptr noundef nonnull align 8 dereferenceable(32) @default_cctx, i64 32, i1 false), !tbaa.struct !17
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %m) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %m, ptr noundef nonnull align 8 dereferenceable(32) @default_mctx, i64 32, i1 false), !tbaa.struct !20
  %cmp = icmp sgt i32 %argc, 1
  %c. = select i1 %cmp, ptr %c, ptr null
  %call = call ptr @compile(i64 noundef 16, ptr noundef %c.)
  %cmp1 = icmp sgt i32 %argc, 2
  %cond5 = select i1 %cmp1, ptr %m, ptr null
  %call6 = call ptr @match(i64 noundef 32, ptr noundef %cond5)
  %0 = load ptr, ptr getelementptr inbounds (i8, ptr @default_cctx, i64 8), align 8, !tbaa !22
  call void %0(ptr noundef %call, ptr noundef null) #9
  %1 = load ptr, ptr getelementptr inbounds (i8, ptr @default_mctx, i64 8), align 8, !tbaa !23
  call void %1(ptr noundef %call6, ptr noundef null) #9
  %flags = getelementptr inbounds i8, ptr %c, i64 24
  %2 = load i32, ptr %flags, align 8, !tbaa !11
  %limit = getelementptr inbounds i8, ptr %m, i64 24
  %3 = load i64, ptr %limit, align 8, !tbaa !14
  %conv = trunc i64 %3 to i32
  %add = add nsw i32 %2, %conv
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %m) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %c) #9
  ret i32 %add
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

attributes #0 = { mustprogress nofree nounwind willreturn memory(inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"memctl", !7, i64 0, !7, i64 8, !7, i64 16}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 16}
!11 = !{!12, !13, i64 24}
!12 = !{!"cctx", !6, i64 0, !13, i64 24}
!13 = !{!"int", !8, i64 0}
!14 = !{!15, !16, i64 24}
!15 = !{!"mctx", !6, i64 0, !16, i64 24}
!16 = !{!"long", !8, i64 0}
!17 = !{i64 0, i64 8, !18, i64 8, i64 8, !18, i64 16, i64 8, !18, i64 24, i64 4, !19}
!18 = !{!7, !7, i64 0}
!19 = !{!13, !13, i64 0}
!20 = !{i64 0, i64 8, !18, i64 8, i64 8, !18, i64 16, i64 8, !18, i64 24, i64 8, !21}
!21 = !{!16, !16, i64 0}
!22 = !{!12, !7, i64 8}
!23 = !{!15, !7, i64 8}
