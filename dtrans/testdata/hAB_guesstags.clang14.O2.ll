; ModuleID = 'hAB_guesstags.c'
source_filename = "hAB_guesstags.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.GC = type { %struct.GC*, i32 }
%struct.List = type { %struct.GC*, i32, i32, [1 x %struct.Item] }
%struct.Item = type { i8*, %union.anon.0, i8*, i8* }
%union.anon.0 = type { i8* }
%struct.TV = type { %union.anon, i32 }
%union.anon = type { %struct.GC* }
%struct.Expr = type { %struct.GC*, i32, i32, %struct.Expr* }

@allgc = dso_local local_unnamed_addr global %struct.GC* null, align 8
@nolist = dso_local global %struct.List zeroinitializer, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local %struct.GC* @newobj(i32 noundef %tt, i64 noundef %sz) local_unnamed_addr #0 {
entry:
  %call = tail call noalias i8* @malloc(i64 noundef %sz) #8
  %0 = bitcast i8* %call to %struct.GC*
  %tobool.not = icmp eq i8* %call, null
  br i1 %tobool.not, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  tail call void @exit(i32 noundef 1) #9
  unreachable

if.end:                                           ; preds = %entry
  %tt1 = getelementptr inbounds %struct.GC, %struct.GC* %0, i64 0, i32 1
  store i32 %tt, i32* %tt1, align 8, !tbaa !5
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

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @setobj(%struct.TV* nocapture noundef writeonly %t, %struct.GC* noundef %o, i32 noundef %tt) local_unnamed_addr #4 {
entry:
  %gc = getelementptr inbounds %struct.TV, %struct.TV* %t, i64 0, i32 0, i32 0
  store %struct.GC* %o, %struct.GC** %gc, align 8, !tbaa !13
  %tt1 = getelementptr inbounds %struct.TV, %struct.TV* %t, i64 0, i32 1
  store i32 %tt, i32* %tt1, align 8, !tbaa !14
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local void @touch(%struct.List* nocapture noundef %d) local_unnamed_addr #5 {
entry:
  %n = getelementptr inbounds %struct.List, %struct.List* %d, i64 0, i32 2
  %0 = load i32, i32* %n, align 4, !tbaa !16
  %inc = add nsw i32 %0, 1
  store i32 %inc, i32* %n, align 4, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local void @copyfirst(%struct.TV* nocapture noundef readonly %o, %struct.List* nocapture noundef %d, i32 noundef %i) local_unnamed_addr #5 {
entry:
  %0 = bitcast %struct.TV* %o to %struct.List**
  %1 = load %struct.List*, %struct.List** %0, align 8, !tbaa !13
  %n = getelementptr inbounds %struct.List, %struct.List* %1, i64 0, i32 2
  %2 = load i32, i32* %n, align 4, !tbaa !16
  %cmp = icmp slt i32 %2, 1
  br i1 %cmp, label %return, label %if.end

if.end:                                           ; preds = %entry
  tail call void @touch(%struct.List* noundef %d)
  %3 = load %struct.List*, %struct.List** %0, align 8, !tbaa !13
  %db = getelementptr inbounds %struct.List, %struct.List* %3, i64 0, i32 3, i64 0, i32 1, i32 0
  %4 = load i8*, i8** %db, align 8, !tbaa !13
  %idxprom = sext i32 %i to i64
  %db6 = getelementptr inbounds %struct.List, %struct.List* %d, i64 0, i32 3, i64 %idxprom, i32 1, i32 0
  store i8* %4, i8** %db6, align 8, !tbaa !13
  %sel = getelementptr inbounds %struct.List, %struct.List* %3, i64 0, i32 3, i64 0, i32 3
  %5 = load i8*, i8** %sel, align 8, !tbaa !18
  %sel12 = getelementptr inbounds %struct.List, %struct.List* %d, i64 0, i32 3, i64 %idxprom, i32 3
  store i8* %5, i8** %sel12, align 8, !tbaa !18
  br label %return

return:                                           ; preds = %entry, %if.end
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #6 {
entry:
  %x = alloca %struct.TV, align 8
  %y = alloca %struct.TV, align 8
  %0 = bitcast %struct.TV* %x to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %0) #8
  %1 = bitcast %struct.TV* %y to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %1) #8
  %conv = sext i32 %argc to i64
  %mul = shl nsw i64 %conv, 5
  %add = add nsw i64 %mul, 48
  %call = tail call %struct.GC* @newobj(i32 noundef 1, i64 noundef %add)
  %2 = bitcast %struct.GC* %call to %struct.List*
  %call4 = tail call %struct.GC* @newobj(i32 noundef 1, i64 noundef %add)
  %3 = bitcast %struct.GC* %call4 to %struct.List*
  %call5 = tail call %struct.GC* @newobj(i32 noundef 2, i64 noundef 24)
  %n = getelementptr inbounds %struct.List, %struct.List* %3, i64 0, i32 2
  store i32 1, i32* %n, align 4, !tbaa !16
  %n6 = getelementptr inbounds %struct.List, %struct.List* %2, i64 0, i32 2
  store i32 1, i32* %n6, align 4, !tbaa !16
  %cmp.not47 = icmp slt i32 %argc, 0
  br i1 %cmp.not47, label %for.cond.cleanup, label %for.body.lr.ph

for.body.lr.ph:                                   ; preds = %entry
  %a = getelementptr inbounds %struct.GC, %struct.GC* %call, i64 1
  %4 = bitcast %struct.GC* %a to [1 x %struct.Item]*
  %5 = add nuw i32 %argc, 1
  %wide.trip.count = zext i32 %5 to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %6 = icmp eq i32 %argc, 0
  br i1 %6, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.lr.ph
  %indvars.iv.unr = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %7 = load i8*, i8** %argv, align 8, !tbaa !11
  %name.epil = getelementptr inbounds [1 x %struct.Item], [1 x %struct.Item]* %4, i64 0, i64 %indvars.iv.unr, i32 0
  store i8* %7, i8** %name.epil, align 8, !tbaa !20
  %8 = load i8*, i8** %argv, align 8, !tbaa !11
  %db.epil = getelementptr inbounds [1 x %struct.Item], [1 x %struct.Item]* %4, i64 0, i64 %indvars.iv.unr, i32 1, i32 0
  store i8* %8, i8** %db.epil, align 8, !tbaa !13
  %alias.epil = getelementptr inbounds [1 x %struct.Item], [1 x %struct.Item]* %4, i64 0, i64 %indvars.iv.unr, i32 2
  %9 = bitcast i8** %alias.epil to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %9, i8 0, i64 16, i1 false)
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  %10 = bitcast %struct.GC* %call5 to %struct.Expr*
  %op = getelementptr inbounds %struct.Expr, %struct.Expr* %10, i64 0, i32 2
  store i32 %argc, i32* %op, align 4, !tbaa !21
  %left = getelementptr inbounds %struct.GC, %struct.GC* %call5, i64 1
  %11 = bitcast %struct.GC* %left to %struct.Expr**
  store %struct.Expr* null, %struct.Expr** %11, align 8, !tbaa !23
  call void @setobj(%struct.TV* noundef nonnull %x, %struct.GC* noundef nonnull %call, i32 noundef 1)
  call void @setobj(%struct.TV* noundef nonnull %y, %struct.GC* noundef %call5, i32 noundef 2)
  call void @copyfirst(%struct.TV* noundef nonnull %x, %struct.List* noundef %3, i32 noundef 0)
  tail call void @touch(%struct.List* noundef nonnull @nolist)
  %u21 = getelementptr inbounds %struct.GC, %struct.GC* %call4, i64 1, i32 1
  %db22 = bitcast i32* %u21 to i8**
  %12 = load i8*, i8** %db22, align 8, !tbaa !13
  %cmp23 = icmp ne i8* %12, null
  %conv24 = zext i1 %cmp23 to i32
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %1) #8
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %0) #8
  ret i32 %conv24

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %indvars.iv = phi i64 [ 0, %for.body.lr.ph.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  %13 = load i8*, i8** %argv, align 8, !tbaa !11
  %name = getelementptr inbounds [1 x %struct.Item], [1 x %struct.Item]* %4, i64 0, i64 %indvars.iv, i32 0
  store i8* %13, i8** %name, align 8, !tbaa !20
  %14 = load i8*, i8** %argv, align 8, !tbaa !11
  %db = getelementptr inbounds [1 x %struct.Item], [1 x %struct.Item]* %4, i64 0, i64 %indvars.iv, i32 1, i32 0
  store i8* %14, i8** %db, align 8, !tbaa !13
  %alias = getelementptr inbounds [1 x %struct.Item], [1 x %struct.Item]* %4, i64 0, i64 %indvars.iv, i32 2
  %indvars.iv.next = or i64 %indvars.iv, 1
  %15 = bitcast i8** %alias to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %15, i8 0, i64 16, i1 false)
  %16 = load i8*, i8** %argv, align 8, !tbaa !11
  %name.1 = getelementptr inbounds [1 x %struct.Item], [1 x %struct.Item]* %4, i64 0, i64 %indvars.iv.next, i32 0
  store i8* %16, i8** %name.1, align 8, !tbaa !20
  %17 = load i8*, i8** %argv, align 8, !tbaa !11
  %db.1 = getelementptr inbounds [1 x %struct.Item], [1 x %struct.Item]* %4, i64 0, i64 %indvars.iv.next, i32 1, i32 0
  store i8* %17, i8** %db.1, align 8, !tbaa !13
  %alias.1 = getelementptr inbounds [1 x %struct.Item], [1 x %struct.Item]* %4, i64 0, i64 %indvars.iv.next, i32 2
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %18 = bitcast i8** %alias.1 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %18, i8 0, i64 16, i1 false)
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !24
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #7

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { argmemonly nofree nounwind willreturn writeonly }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !10, i64 8}
!6 = !{!"GC", !7, i64 0, !10, i64 8}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!7, !7, i64 0}
!12 = !{!6, !7, i64 0}
!13 = !{!8, !8, i64 0}
!14 = !{!15, !10, i64 8}
!15 = !{!"TV", !8, i64 0, !10, i64 8}
!16 = !{!17, !10, i64 12}
!17 = !{!"List", !7, i64 0, !10, i64 8, !10, i64 12, !8, i64 16}
!18 = !{!19, !7, i64 24}
!19 = !{!"Item", !7, i64 0, !8, i64 8, !7, i64 16, !7, i64 24}
!20 = !{!19, !7, i64 0}
!21 = !{!22, !10, i64 12}
!22 = !{!"Expr", !7, i64 0, !10, i64 8, !10, i64 12, !7, i64 16}
!23 = !{!22, !7, i64 16}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.mustprogress"}
