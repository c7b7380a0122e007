; ModuleID = 'hAD_pagestep.c'
source_filename = "hAD_pagestep.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Hdr = type { %struct.Page, i32, i16, i16, %struct.Hdr*, %struct.Cache*, %struct.Hdr* }
%struct.Page = type { i8*, i8* }
%struct.Cache = type { %struct.Hdr**, i32, i32 }

@lru = dso_local local_unnamed_addr global %struct.Hdr* null, align 8

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define dso_local %struct.Page* @fetch(%struct.Cache* nocapture noundef readonly %c, i32 noundef %key) local_unnamed_addr #0 {
entry:
  %apHash = getelementptr inbounds %struct.Cache, %struct.Cache* %c, i64 0, i32 0
  %0 = load %struct.Hdr**, %struct.Hdr*** %apHash, align 8, !tbaa !5
  %nHash = getelementptr inbounds %struct.Cache, %struct.Cache* %c, i64 0, i32 1
  %1 = load i32, i32* %nHash, align 8, !tbaa !11
  %rem = urem i32 %key, %1
  %idxprom = zext i32 %rem to i64
  %arrayidx = getelementptr inbounds %struct.Hdr*, %struct.Hdr** %0, i64 %idxprom
  %p.010 = load %struct.Hdr*, %struct.Hdr** %arrayidx, align 8, !tbaa !12
  %tobool.not11 = icmp eq %struct.Hdr* %p.010, null
  br i1 %tobool.not11, label %while.end, label %land.rhs

land.rhs:                                         ; preds = %entry, %while.body
  %p.012 = phi %struct.Hdr* [ %p.0, %while.body ], [ %p.010, %entry ]
  %key1 = getelementptr inbounds %struct.Hdr, %struct.Hdr* %p.012, i64 0, i32 1
  %2 = load i32, i32* %key1, align 8, !tbaa !13
  %cmp.not = icmp eq i32 %2, %key
  br i1 %cmp.not, label %while.end, label %while.body

while.body:                                       ; preds = %land.rhs
  %pNext = getelementptr inbounds %struct.Hdr, %struct.Hdr* %p.012, i64 0, i32 4
  %p.0 = load %struct.Hdr*, %struct.Hdr** %pNext, align 8, !tbaa !12
  %tobool.not = icmp eq %struct.Hdr* %p.0, null
  br i1 %tobool.not, label %while.end, label %land.rhs, !llvm.loop !17

while.end:                                        ; preds = %land.rhs, %while.body, %entry
  %p.0.lcssa = phi %struct.Hdr* [ null, %entry ], [ null, %while.body ], [ %p.012, %land.rhs ]
  %page = getelementptr %struct.Hdr, %struct.Hdr* %p.0.lcssa, i64 0, i32 0
  ret %struct.Page* %page
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @unpin(%struct.Cache* nocapture noundef readonly %c, %struct.Page* noundef %pg, i32 noundef %reuse) local_unnamed_addr #1 {
entry:
  %0 = bitcast %struct.Page* %pg to %struct.Hdr*
  %apHash = getelementptr inbounds %struct.Cache, %struct.Cache* %c, i64 0, i32 0
  %1 = load %struct.Hdr**, %struct.Hdr*** %apHash, align 8, !tbaa !5
  %key = getelementptr inbounds %struct.Page, %struct.Page* %pg, i64 1
  %2 = bitcast %struct.Page* %key to i32*
  %3 = load i32, i32* %2, align 8, !tbaa !13
  %nHash = getelementptr inbounds %struct.Cache, %struct.Cache* %c, i64 0, i32 1
  %4 = load i32, i32* %nHash, align 8, !tbaa !11
  %rem = urem i32 %3, %4
  %idxprom = zext i32 %rem to i64
  %arrayidx = getelementptr inbounds %struct.Hdr*, %struct.Hdr** %1, i64 %idxprom
  br label %while.cond

while.cond:                                       ; preds = %while.cond, %entry
  %pp.0 = phi %struct.Hdr** [ %arrayidx, %entry ], [ %pNext, %while.cond ]
  %5 = load %struct.Hdr*, %struct.Hdr** %pp.0, align 8, !tbaa !12
  %cmp.not = icmp eq %struct.Hdr* %5, %0
  %pNext = getelementptr inbounds %struct.Hdr, %struct.Hdr* %5, i64 0, i32 4
  br i1 %cmp.not, label %while.end, label %while.cond, !llvm.loop !19

while.end:                                        ; preds = %while.cond
  %pNext1 = getelementptr inbounds %struct.Page, %struct.Page* %pg, i64 1, i32 1
  %6 = bitcast i8** %pNext1 to %struct.Hdr**
  %7 = load %struct.Hdr*, %struct.Hdr** %6, align 8, !tbaa !20
  store %struct.Hdr* %7, %struct.Hdr** %pp.0, align 8, !tbaa !12
  %pCache = getelementptr inbounds %struct.Page, %struct.Page* %pg, i64 2
  %8 = bitcast %struct.Page* %pCache to %struct.Cache**
  %9 = load %struct.Cache*, %struct.Cache** %8, align 8, !tbaa !21
  %nPage = getelementptr inbounds %struct.Cache, %struct.Cache* %9, i64 0, i32 2
  %10 = load i32, i32* %nPage, align 4, !tbaa !22
  %dec = add nsw i32 %10, -1
  store i32 %dec, i32* %nPage, align 4, !tbaa !22
  %tobool.not = icmp eq i32 %reuse, 0
  br i1 %tobool.not, label %if.else, label %if.then

if.then:                                          ; preds = %while.end
  %11 = getelementptr %struct.Page, %struct.Page* %pg, i64 0, i32 0
  %12 = load i8*, i8** %11, align 8, !tbaa !12
  tail call void @free(i8* noundef %12) #5
  %13 = bitcast %struct.Page* %pg to i8*
  tail call void @free(i8* noundef %13) #5
  br label %if.end

if.else:                                          ; preds = %while.end
  %14 = load %struct.Hdr*, %struct.Hdr** @lru, align 8, !tbaa !12
  %pLruNext = getelementptr inbounds %struct.Page, %struct.Page* %pg, i64 2, i32 1
  %15 = bitcast i8** %pLruNext to %struct.Hdr**
  store %struct.Hdr* %14, %struct.Hdr** %15, align 8, !tbaa !23
  store %struct.Page* %pg, %struct.Page** bitcast (%struct.Hdr** @lru to %struct.Page**), align 8, !tbaa !12
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  ret void
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) i8* @calloc(i64 noundef 1, i64 noundef 16) #5
  %0 = bitcast i8* %call to %struct.Cache*
  %call1 = tail call noalias dereferenceable_or_null(48) i8* @calloc(i64 noundef 1, i64 noundef 48) #5
  %1 = bitcast i8* %call1 to %struct.Hdr*
  %tobool = icmp ne i8* %call, null
  %tobool2 = icmp ne i8* %call1, null
  %or.cond = and i1 %tobool, %tobool2
  br i1 %or.cond, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %call3 = tail call noalias dereferenceable_or_null(8) i8* @calloc(i64 noundef 1, i64 noundef 8) #5
  %2 = bitcast i8* %call to i8**
  store i8* %call3, i8** %2, align 8, !tbaa !5
  %tobool5.not = icmp eq i8* %call3, null
  br i1 %tobool5.not, label %cleanup, label %if.end7

if.end7:                                          ; preds = %if.end
  %3 = bitcast i8* %call3 to i8**
  %nHash = getelementptr inbounds %struct.Cache, %struct.Cache* %0, i64 0, i32 1
  store i32 1, i32* %nHash, align 8, !tbaa !11
  store i8* %call1, i8** %3, align 8, !tbaa !12
  %key = getelementptr inbounds %struct.Hdr, %struct.Hdr* %1, i64 0, i32 1
  store i32 7, i32* %key, align 8, !tbaa !13
  %pCache = getelementptr inbounds %struct.Hdr, %struct.Hdr* %1, i64 0, i32 5
  %4 = bitcast %struct.Cache** %pCache to i8**
  store i8* %call, i8** %4, align 8, !tbaa !21
  %call9 = tail call noalias dereferenceable_or_null(8) i8* @malloc(i64 noundef 8) #5
  %pBuf = getelementptr inbounds %struct.Hdr, %struct.Hdr* %1, i64 0, i32 0, i32 0
  store i8* %call9, i8** %pBuf, align 8, !tbaa !24
  %nPage = getelementptr inbounds %struct.Cache, %struct.Cache* %0, i64 0, i32 2
  store i32 1, i32* %nPage, align 4, !tbaa !22
  %call10 = tail call %struct.Page* @fetch(%struct.Cache* noundef nonnull %0, i32 noundef 7)
  %tobool11.not = icmp eq %struct.Page* %call10, null
  br i1 %tobool11.not, label %if.end13, label %if.then12

if.then12:                                        ; preds = %if.end7
  %cmp = icmp sgt i32 %argc, 1
  %conv = zext i1 %cmp to i32
  tail call void @unpin(%struct.Cache* noundef nonnull %0, %struct.Page* noundef nonnull %call10, i32 noundef %conv)
  br label %if.end13

if.end13:                                         ; preds = %if.then12, %if.end7
  %5 = load %struct.Hdr*, %struct.Hdr** @lru, align 8, !tbaa !12
  %cmp14 = icmp ne %struct.Hdr* %5, null
  %conv15 = zext i1 %cmp14 to i32
  br label %cleanup

cleanup:                                          ; preds = %if.end, %entry, %if.end13
  %retval.0 = phi i32 [ %conv15, %if.end13 ], [ 1, %entry ], [ 1, %if.end ]
  ret i32 %retval.0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #4

attributes #0 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Cache", !7, i64 0, !10, i64 8, !10, i64 12}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!6, !10, i64 8}
!12 = !{!7, !7, i64 0}
!13 = !{!14, !10, i64 16}
!14 = !{!"Hdr", !15, i64 0, !10, i64 16, !16, i64 20, !16, i64 22, !7, i64 24, !7, i64 32, !7, i64 40}
!15 = !{!"Page", !7, i64 0, !7, i64 8}
!16 = !{!"short", !8, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = distinct !{!19, !18}
!20 = !{!14, !7, i64 24}
!21 = !{!14, !7, i64 32}
!22 = !{!6, !10, i64 12}
!23 = !{!14, !7, i64 40}
!24 = !{!14, !7, i64 0}
