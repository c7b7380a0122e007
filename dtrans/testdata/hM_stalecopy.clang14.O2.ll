; ModuleID = 'hM_stalecopy.c'
source_filename = "hM_stalecopy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.GC = type { %struct.GC*, i8, i8 }
%union.GCU = type { %struct.TS }
%struct.TS = type { %struct.GC*, i8, i8, i8, i8, i32, i64, [1 x i8] }
%struct.TV = type { %union.anon, i8 }
%union.anon = type { %struct.GC* }

@allgc = dso_local local_unnamed_addr global %struct.GC* null, align 8
@spare = dso_local local_unnamed_addr global %union.GCU zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define dso_local %struct.GC* @newobj(i32 noundef %tt, i64 noundef %sz) local_unnamed_addr #0 {
entry:
  %call = tail call noalias i8* @malloc(i64 noundef %sz) #8
  %0 = bitcast i8* %call to %struct.GC*
  %conv = trunc i32 %tt to i8
  %tt1 = getelementptr inbounds %struct.GC, %struct.GC* %0, i64 0, i32 1
  store i8 %conv, i8* %tt1, align 8, !tbaa !5
  %marked = getelementptr inbounds %struct.GC, %struct.GC* %0, i64 0, i32 2
  store i8 0, i8* %marked, align 1, !tbaa !10
  %1 = load %struct.GC*, %struct.GC** @allgc, align 8, !tbaa !11
  %next = getelementptr inbounds %struct.GC, %struct.GC* %0, i64 0, i32 0
  store %struct.GC* %1, %struct.GC** %next, align 8, !tbaa !12
  store i8* %call, i8** bitcast (%struct.GC** @allgc to i8**), align 8, !tbaa !11
  ret %struct.GC* %0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @setobj(%struct.TV* nocapture noundef writeonly %t, %struct.GC* noundef %o, i32 noundef %tt) local_unnamed_addr #3 {
entry:
  %gc = getelementptr inbounds %struct.TV, %struct.TV* %t, i64 0, i32 0, i32 0
  store %struct.GC* %o, %struct.GC** %gc, align 8, !tbaa !13
  %conv = trunc i32 %tt to i8
  %tt1 = getelementptr inbounds %struct.TV, %struct.TV* %t, i64 0, i32 1
  store i8 %conv, i8* %tt1, align 8, !tbaa !14
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @ismarked(%struct.TV* nocapture noundef readonly %o) local_unnamed_addr #4 {
entry:
  %gc = getelementptr inbounds %struct.TV, %struct.TV* %o, i64 0, i32 0, i32 0
  %0 = load %struct.GC*, %struct.GC** %gc, align 8, !tbaa !13
  %marked = getelementptr inbounds %struct.GC, %struct.GC* %0, i64 0, i32 2
  %1 = load i8, i8* %marked, align 1, !tbaa !10
  %2 = and i8 %1, 1
  %and = zext i8 %2 to i32
  ret i32 %and
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local i64 @concat(%struct.TV* nocapture noundef readonly %top, i32 noundef %n, i8* nocapture noundef writeonly %buff) local_unnamed_addr #5 {
entry:
  %0 = sext i32 %n to i64
  br label %do.body

do.body:                                          ; preds = %cond.end, %entry
  %indvars.iv = phi i64 [ %indvars.iv.next, %cond.end ], [ %0, %entry ]
  %tl.0 = phi i64 [ %add, %cond.end ], [ 0, %entry ]
  %1 = sub nsw i64 0, %indvars.iv
  %gc = getelementptr inbounds %struct.TV, %struct.TV* %top, i64 %1, i32 0, i32 0
  %2 = bitcast %struct.GC** %gc to %struct.TS**
  %3 = load %struct.TS*, %struct.TS** %2, align 8, !tbaa !13
  %tt = getelementptr inbounds %struct.TS, %struct.TS* %3, i64 0, i32 1
  %4 = load i8, i8* %tt, align 8, !tbaa !13
  %cmp = icmp eq i8 %4, 4
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %do.body
  %shrlen = getelementptr inbounds %struct.TS, %struct.TS* %3, i64 0, i32 4
  %5 = load i8, i8* %shrlen, align 1, !tbaa !13
  %conv8 = zext i8 %5 to i64
  br label %cond.end

cond.false:                                       ; preds = %do.body
  %lnglen = getelementptr inbounds %struct.TS, %struct.TS* %3, i64 0, i32 6
  %6 = load i64, i64* %lnglen, align 8, !tbaa !13
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i64 [ %conv8, %cond.true ], [ %6, %cond.false ]
  %add.ptr = getelementptr inbounds i8, i8* %buff, i64 %tl.0
  %arraydecay = getelementptr inbounds %struct.TS, %struct.TS* %3, i64 0, i32 7, i64 0
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %add.ptr, i8* nonnull align 8 %arraydecay, i64 %cond, i1 false)
  %add = add i64 %cond, %tl.0
  %indvars.iv.next = add nsw i64 %indvars.iv, -1
  %cmp21 = icmp sgt i64 %indvars.iv, 1
  br i1 %cmp21, label %do.body, label %do.end, !llvm.loop !16

do.end:                                           ; preds = %cond.end
  ret i64 %add
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) local_unnamed_addr #7 {
entry:
  %v = alloca [3 x %struct.TV], align 16
  %buf = alloca [64 x i8], align 16
  %0 = bitcast [3 x %struct.TV]* %v to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %0) #8
  %1 = getelementptr inbounds [64 x i8], [64 x i8]* %buf, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %1) #8
  %call = tail call %struct.GC* @newobj(i32 noundef 4, i64 noundef 40)
  %ts = bitcast %struct.GC* %call to %struct.TS*
  %shrlen = getelementptr inbounds %struct.TS, %struct.TS* %ts, i64 0, i32 4
  store i8 3, i8* %shrlen, align 1, !tbaa !18
  %lnglen = getelementptr inbounds %struct.GC, %struct.GC* %call, i64 1
  %2 = bitcast %struct.GC* %lnglen to i64*
  store i64 3, i64* %2, align 8, !tbaa !22
  %contents = getelementptr inbounds %struct.GC, %struct.GC* %call, i64 1, i32 1
  %3 = bitcast i8* %contents to i32*
  store i32 6513249, i32* %3, align 8
  %call1 = tail call %struct.GC* @newobj(i32 noundef 5, i64 noundef 32)
  %array = getelementptr inbounds %struct.GC, %struct.GC* %call1, i64 1
  %4 = bitcast %struct.GC* %array to i8***
  store i8** %argv, i8*** %4, align 8, !tbaa !23
  %node = getelementptr inbounds %struct.GC, %struct.GC* %call1, i64 1, i32 1
  %5 = bitcast i8* %node to i8**
  store i8* null, i8** %5, align 8, !tbaa !25
  %arrayidx = getelementptr inbounds [3 x %struct.TV], [3 x %struct.TV]* %v, i64 0, i64 0
  call void @setobj(%struct.TV* noundef nonnull %arrayidx, %struct.GC* noundef %call, i32 noundef 4)
  %arrayidx2 = getelementptr inbounds [3 x %struct.TV], [3 x %struct.TV]* %v, i64 0, i64 1
  call void @setobj(%struct.TV* noundef nonnull %arrayidx2, %struct.GC* noundef %call1, i32 noundef 5)
  %arrayidx3 = getelementptr inbounds [3 x %struct.TV], [3 x %struct.TV]* %v, i64 0, i64 2
  call void @setobj(%struct.TV* noundef nonnull %arrayidx3, %struct.GC* noundef %call, i32 noundef 4)
  %arrayidx4 = getelementptr inbounds [3 x %struct.TV], [3 x %struct.TV]* %v, i64 0, i64 3
  %call6 = call i64 @concat(%struct.TV* noundef nonnull %arrayidx4, i32 noundef 2, i8* noundef nonnull %1)
  %conv = trunc i64 %call6 to i32
  %add = add nsw i32 %conv, %argc
  %call8 = call i32 @ismarked(%struct.TV* noundef nonnull %arrayidx2)
  %add9 = add nsw i32 %add, %call8
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %1) #8
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %0) #8
  ret i32 %add9
}

attributes #0 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #7 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !8, i64 8}
!6 = !{!"GC", !7, i64 0, !8, i64 8, !8, i64 9}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !8, i64 9}
!11 = !{!7, !7, i64 0}
!12 = !{!6, !7, i64 0}
!13 = !{!8, !8, i64 0}
!14 = !{!15, !8, i64 8}
!15 = !{!"TV", !8, i64 0, !8, i64 8}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!19, !8, i64 11}
!19 = !{!"TS", !7, i64 0, !8, i64 8, !8, i64 9, !8, i64 10, !8, i64 11, !20, i64 12, !21, i64 16, !8, i64 24}
!20 = !{!"int", !8, i64 0}
!21 = !{!"long", !8, i64 0}
!22 = !{!19, !21, i64 16}
!23 = !{!24, !7, i64 16}
!24 = !{!"Tab", !7, i64 0, !8, i64 8, !8, i64 9, !8, i64 10, !7, i64 16, !7, i64 24}
!25 = !{!24, !7, i64 24}
