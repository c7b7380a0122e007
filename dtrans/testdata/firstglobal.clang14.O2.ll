; ModuleID = 'firstglobal.c'
source_filename = "firstglobal.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.cctx = type { %struct.memctl, i32 }
%struct.memctl = type { i8* (i64, i8*)*, void (i8*, i8*)*, i8* }
%struct.mctx = type { %struct.memctl, i64 }

@default_cctx = dso_local global %struct.cctx { %struct.memctl { i8* (i64, i8*)* @sysalloc, void (i8*, i8*)* @sysfree, i8* null }, i32 1 }, align 8
@default_mctx = dso_local global %struct.mctx { %struct.memctl { i8* (i64, i8*)* @sysalloc, void (i8*, i8*)* @sysfree, i8* null }, i64 100 }, align 8

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define internal noalias i8* @sysalloc(i64 noundef %n, i8* nocapture noundef readnone %d) #0 {
entry:
  %call = tail call noalias i8* @malloc(i64 noundef %n) #8
  ret i8* %call
}

; Function Attrs: mustprogress nounwind uwtable willreturn
define internal void @sysfree(i8* nocapture noundef %p, i8* nocapture noundef readnone %d) #1 {
entry:
  tail call void @free(i8* noundef %p) #8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local i8* @ctx_alloc(i64 noundef %n, %struct.memctl* nocapture noundef readonly %m) local_unnamed_addr #2 {
entry:
  %alloc = getelementptr inbounds %struct.memctl, %struct.memctl* %m, i64 0, i32 0
  %0 = load i8* (i64, i8*)*, i8* (i64, i8*)** %alloc, align 8, !tbaa !5
  %data = getelementptr inbounds %struct.memctl, %struct.memctl* %m, i64 0, i32 2
  %1 = load i8*, i8** %data, align 8, !tbaa !10
  %call = tail call i8* %0(i64 noundef %n, i8* noundef %1) #8
  ret i8* %call
}

; Function Attrs: noinline nounwind uwtable
define dso_local i8* @compile(i64 noundef %n, %struct.cctx* noundef %c) local_unnamed_addr #2 {
entry:
  %cmp.not = icmp eq %struct.cctx* %c, null
  %memctl = getelementptr inbounds %struct.cctx, %struct.cctx* %c, i64 0, i32 0
  %cond = select i1 %cmp.not, %struct.memctl* getelementptr inbounds (%struct.cctx, %struct.cctx* @default_cctx, i64 0, i32 0), %struct.memctl* %memctl
  %call = tail call i8* @ctx_alloc(i64 noundef %n, %struct.memctl* noundef %cond)
  br i1 %cmp.not, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  %flags = getelementptr inbounds %struct.cctx, %struct.cctx* %c, i64 0, i32 1
  %0 = load i32, i32* %flags, align 8, !tbaa !11
  %inc = add nsw i32 %0, 1
  store i32 %inc, i32* %flags, align 8, !tbaa !11
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret i8* %call
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: noinline nounwind uwtable
define dso_local i8* @match(i64 noundef %n, %struct.mctx* noundef %c) local_unnamed_addr #2 {
entry:
  %cmp.not = icmp eq %struct.mctx* %c, null
  %memctl = getelementptr inbounds %struct.mctx, %struct.mctx* %c, i64 0, i32 0
  %cond = select i1 %cmp.not, %struct.memctl* getelementptr inbounds (%struct.mctx, %struct.mctx* @default_mctx, i64 0, i32 0), %struct.memctl* %memctl
  %call = tail call i8* @ctx_alloc(i64 noundef %n, %struct.memctl* noundef %cond)
  br i1 %cmp.not, label %if.end, label %land.lhs.true

land.lhs.true:                                    ; preds = %entry
  %limit = getelementptr inbounds %struct.mctx, %struct.mctx* %c, i64 0, i32 1
  %0 = load i64, i64* %limit, align 8, !tbaa !14
  %cmp2 = icmp sgt i64 %0, 0
  br i1 %cmp2, label %if.then, label %if.end

if.then:                                          ; preds = %land.lhs.true
  %dec = add nsw i64 %0, -1
  store i64 %dec, i64* %limit, align 8, !tbaa !14
  br label %if.end

if.end:                                           ; preds = %if.then, %land.lhs.true, %entry
  ret i8* %call
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #4 {
entry:
  %c = alloca %struct.cctx, align 8
  %m = alloca %struct.mctx, align 8
  %0 = bitcast %struct.cctx* %c to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %0) #8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %0, i8* noundef nonnull align 8 dereferenceable(32) bitcast (%struct.cctx* @default_cctx to i8*), i64 32, i1 false), !tbaa.struct !17
  %1 = bitcast %struct.mctx* %m to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1) #8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %1, i8* noundef nonnull align 8 dereferenceable(32) bitcast (%struct.mctx* @default_mctx to i8*), i64 32, i1 false), !tbaa.struct !20
  %cmp = icmp sgt i32 %argc, 1
  %c. = select i1 %cmp, %struct.cctx* %c, %struct.cctx* null
  %call = call i8* @compile(i64 noundef 16, %struct.cctx* noundef %c.)
  %cmp1 = icmp sgt i32 %argc, 2
  %cond5 = select i1 %cmp1, %struct.mctx* %m, %struct.mctx* null
  %call6 = call i8* @match(i64 noundef 32, %struct.mctx* noundef %cond5)
  %2 = load void (i8*, i8*)*, void (i8*, i8*)** getelementptr inbounds (%struct.cctx, %struct.cctx* @default_cctx, i64 0, i32 0, i32 1), align 8, !tbaa !22
  call void %2(i8* noundef %call, i8* noundef null) #8
  %3 = load void (i8*, i8*)*, void (i8*, i8*)** getelementptr inbounds (%struct.mctx, %struct.mctx* @default_mctx, i64 0, i32 0, i32 1), align 8, !tbaa !23
  call void %3(i8* noundef %call6, i8* noundef null) #8
  %flags = getelementptr inbounds %struct.cctx, %struct.cctx* %c, i64 0, i32 1
  %4 = load i32, i32* %flags, align 8, !tbaa !11
  %limit = getelementptr inbounds %struct.mctx, %struct.mctx* %m, i64 0, i32 1
  %5 = load i64, i64* %limit, align 8, !tbaa !14
  %conv = trunc i64 %5 to i32
  %add = add nsw i32 %4, %conv
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1) #8
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %0) #8
  ret i32 %add
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #7

attributes #0 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #6 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
