; ModuleID = 'firstmulti.c'
source_filename = "firstmulti.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.mdata = type { %struct.memctl, i32, [4 x i64] }
%struct.memctl = type { i8* (i64, i8*)*, void (i8*, i8*)*, i8* }
%struct.gctx = type { %struct.memctl }
%struct.cctx = type { %struct.memctl, i32, i32 }
%struct.code = type { %struct.memctl, i64, i32 }
%struct.mctx = type { %struct.memctl, i32, i64 }

; Function Attrs: noinline nounwind uwtable
define dso_local %struct.mdata* @mdata_create(%struct.gctx* nocapture noundef readonly %g) local_unnamed_addr #0 {
entry:
  %memctl = getelementptr inbounds %struct.gctx, %struct.gctx* %g, i64 0, i32 0
  %call = tail call fastcc i8* @ctl_malloc(i64 noundef 64, %struct.memctl* noundef %memctl)
  %cmp = icmp eq i8* %call, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %0 = bitcast i8* %call to %struct.mdata*
  %1 = bitcast %struct.gctx* %g to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %call, i8* noundef nonnull align 8 dereferenceable(24) %1, i64 24, i1 false), !tbaa.struct !5
  %n = getelementptr inbounds i8, i8* %call, i64 24
  %2 = bitcast i8* %n to i32*
  store i32 2, i32* %2, align 8, !tbaa !10
  %ovector = getelementptr inbounds i8, i8* %call, i64 32
  %arrayidx = bitcast i8* %ovector to i64*
  store i64 0, i64* %arrayidx, align 8, !tbaa !14
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi %struct.mdata* [ %0, %if.end ], [ null, %entry ]
  ret %struct.mdata* %retval.0
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i8* @ctl_malloc(i64 noundef %size, %struct.memctl* nocapture noundef readonly %m) unnamed_addr #0 {
entry:
  %malloc = getelementptr inbounds %struct.memctl, %struct.memctl* %m, i64 0, i32 0
  %0 = load i8* (i64, i8*)*, i8* (i64, i8*)** %malloc, align 8, !tbaa !16
  %data = getelementptr inbounds %struct.memctl, %struct.memctl* %m, i64 0, i32 2
  %1 = load i8*, i8** %data, align 8, !tbaa !17
  %call = tail call i8* %0(i64 noundef %size, i8* noundef %1) #8
  ret i8* %call
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i8* @convert(%struct.cctx* nocapture noundef readonly %cc, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %conv = sext i32 %n to i64
  %options = getelementptr inbounds %struct.cctx, %struct.cctx* %cc, i64 0, i32 1
  %0 = load i32, i32* %options, align 8, !tbaa !18
  %conv1 = sext i32 %0 to i64
  %add = add nsw i64 %conv1, %conv
  %memctl = getelementptr inbounds %struct.cctx, %struct.cctx* %cc, i64 0, i32 0
  %call = tail call fastcc i8* @ctl_malloc(i64 noundef %add, %struct.memctl* noundef %memctl)
  %cmp.not = icmp eq i8* %call, null
  br i1 %cmp.not, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  %depth = getelementptr inbounds %struct.cctx, %struct.cctx* %cc, i64 0, i32 2
  %1 = load i32, i32* %depth, align 4, !tbaa !20
  %conv3 = trunc i32 %1 to i8
  store i8 %conv3, i8* %call, align 1, !tbaa !21
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret i8* %call
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @substitute(%struct.code* nocapture noundef readonly %code, %struct.mctx* noundef readonly %mc) local_unnamed_addr #0 {
entry:
  %cmp = icmp eq %struct.mctx* %mc, null
  %0 = bitcast %struct.code* %code to %struct.gctx*
  %1 = bitcast %struct.mctx* %mc to %struct.gctx*
  %cond = select i1 %cmp, %struct.gctx* %0, %struct.gctx* %1
  %call = tail call %struct.mdata* @mdata_create(%struct.gctx* noundef %cond)
  %cmp1 = icmp eq %struct.mdata* %call, null
  br i1 %cmp1, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %n = getelementptr inbounds %struct.mdata, %struct.mdata* %call, i64 0, i32 1
  %2 = load i32, i32* %n, align 8, !tbaa !10
  %flags = getelementptr inbounds %struct.code, %struct.code* %code, i64 0, i32 2
  %3 = load i32, i32* %flags, align 8, !tbaa !22
  %add = add nsw i32 %3, %2
  br i1 %cmp, label %cond.end5, label %cond.true3

cond.true3:                                       ; preds = %if.end
  %limit = getelementptr inbounds %struct.mctx, %struct.mctx* %mc, i64 0, i32 1
  %4 = load i32, i32* %limit, align 8, !tbaa !24
  br label %cond.end5

cond.end5:                                        ; preds = %if.end, %cond.true3
  %cond6 = phi i32 [ %4, %cond.true3 ], [ 0, %if.end ]
  %add7 = add nsw i32 %add, %cond6
  %free = getelementptr inbounds %struct.mdata, %struct.mdata* %call, i64 0, i32 0, i32 1
  %5 = load void (i8*, i8*)*, void (i8*, i8*)** %free, align 8, !tbaa !26
  %6 = bitcast %struct.mdata* %call to i8*
  %data = getelementptr inbounds %struct.mdata, %struct.mdata* %call, i64 0, i32 0, i32 2
  %7 = load i8*, i8** %data, align 8, !tbaa !27
  tail call void %5(i8* noundef nonnull %6, i8* noundef %7) #8
  br label %cleanup

cleanup:                                          ; preds = %entry, %cond.end5
  %retval.0 = phi i32 [ %add7, %cond.end5 ], [ -1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #2 {
entry:
  %call = tail call noalias dereferenceable_or_null(40) i8* @malloc(i64 noundef 40) #8
  %0 = bitcast i8* %call to %struct.code*
  %cmp = icmp eq i8* %call, null
  br i1 %cmp, label %cleanup18, label %if.end

if.end:                                           ; preds = %entry
  %memctl = getelementptr inbounds %struct.code, %struct.code* %0, i64 0, i32 0
  tail call fastcc void @ctl_init(%struct.memctl* noundef nonnull %memctl)
  %size = getelementptr inbounds %struct.code, %struct.code* %0, i64 0, i32 1
  store i64 40, i64* %size, align 8, !tbaa !28
  %flags = getelementptr inbounds %struct.code, %struct.code* %0, i64 0, i32 2
  store i32 %argc, i32* %flags, align 8, !tbaa !22
  %cmp1 = icmp sgt i32 %argc, 2
  br i1 %cmp1, label %if.then2, label %if.end8

if.then2:                                         ; preds = %if.end
  %call3 = tail call noalias dereferenceable_or_null(40) i8* @malloc(i64 noundef 40) #8
  %1 = bitcast i8* %call3 to %struct.mctx*
  %cmp4 = icmp eq i8* %call3, null
  br i1 %cmp4, label %cleanup18, label %if.end6

if.end6:                                          ; preds = %if.then2
  %memctl7 = getelementptr inbounds %struct.mctx, %struct.mctx* %1, i64 0, i32 0
  tail call fastcc void @ctl_init(%struct.memctl* noundef nonnull %memctl7)
  %limit = getelementptr inbounds %struct.mctx, %struct.mctx* %1, i64 0, i32 1
  store i32 %argc, i32* %limit, align 8, !tbaa !24
  %depth = getelementptr inbounds %struct.mctx, %struct.mctx* %1, i64 0, i32 2
  store i64 0, i64* %depth, align 8, !tbaa !29
  br label %if.end8

if.end8:                                          ; preds = %if.end6, %if.end
  %mc.0 = phi %struct.mctx* [ %1, %if.end6 ], [ null, %if.end ]
  %call9 = tail call noalias dereferenceable_or_null(32) i8* @malloc(i64 noundef 32) #8
  %2 = bitcast i8* %call9 to %struct.cctx*
  %cmp10 = icmp eq i8* %call9, null
  br i1 %cmp10, label %cleanup18, label %if.end12

if.end12:                                         ; preds = %if.end8
  %memctl13 = getelementptr inbounds %struct.cctx, %struct.cctx* %2, i64 0, i32 0
  tail call fastcc void @ctl_init(%struct.memctl* noundef nonnull %memctl13)
  %options = getelementptr inbounds %struct.cctx, %struct.cctx* %2, i64 0, i32 1
  store i32 %argc, i32* %options, align 8, !tbaa !18
  %depth14 = getelementptr inbounds %struct.cctx, %struct.cctx* %2, i64 0, i32 2
  store i32 1, i32* %depth14, align 4, !tbaa !20
  %call15 = tail call i8* @convert(%struct.cctx* noundef nonnull %2, i32 noundef %argc)
  %call16 = tail call i32 @substitute(%struct.code* noundef nonnull %0, %struct.mctx* noundef %mc.0)
  %cmp17.not = icmp eq i8* %call15, null
  br i1 %cmp17.not, label %cond.end, label %cond.true

cond.true:                                        ; preds = %if.end12
  %3 = load i8, i8* %call15, align 1, !tbaa !21
  %conv = sext i8 %3 to i32
  br label %cond.end

cond.end:                                         ; preds = %if.end12, %cond.true
  %cond = phi i32 [ %conv, %cond.true ], [ 0, %if.end12 ]
  %add = add nsw i32 %cond, %call16
  br label %cleanup18

cleanup18:                                        ; preds = %cond.end, %if.end8, %if.then2, %entry
  %retval.1 = phi i32 [ 1, %entry ], [ 1, %if.then2 ], [ %add, %cond.end ], [ 1, %if.end8 ]
  ret i32 %retval.1
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define internal fastcc void @ctl_init(%struct.memctl* nocapture noundef writeonly %m) unnamed_addr #4 {
entry:
  %malloc = getelementptr inbounds %struct.memctl, %struct.memctl* %m, i64 0, i32 0
  store i8* (i64, i8*)* @dmalloc, i8* (i64, i8*)** %malloc, align 8, !tbaa !16
  %free = getelementptr inbounds %struct.memctl, %struct.memctl* %m, i64 0, i32 1
  store void (i8*, i8*)* @dfree, void (i8*, i8*)** %free, align 8, !tbaa !30
  %data = getelementptr inbounds %struct.memctl, %struct.memctl* %m, i64 0, i32 2
  store i8* null, i8** %data, align 8, !tbaa !17
  ret void
}

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define internal noalias i8* @dmalloc(i64 noundef %n, i8* nocapture noundef readnone %d) #5 {
entry:
  %call = tail call noalias i8* @malloc(i64 noundef %n) #8
  ret i8* %call
}

; Function Attrs: mustprogress nounwind uwtable willreturn
define internal void @dfree(i8* nocapture noundef %p, i8* nocapture noundef readnone %d) #6 {
entry:
  tail call void @free(i8* noundef %p) #8
  ret void
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #7

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
