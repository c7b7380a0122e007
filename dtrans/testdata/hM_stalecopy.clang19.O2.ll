; ModuleID = 'hM_stalecopy.c'
source_filename = "hM_stalecopy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.GCU = type { %struct.TS }
%struct.TS = type { ptr, i8, i8, i8, i8, i32, i64, [1 x i8] }
%struct.TV = type { %union.anon, i8 }
%union.anon = type { ptr }

@allgc = dso_local local_unnamed_addr global ptr null, align 8
@spare = dso_local local_unnamed_addr global %union.GCU zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(readwrite, argmem: none) uwtable
define dso_local noundef ptr @newobj(i32 noundef %tt, i64 noundef %sz) local_unnamed_addr #0 {
entry:
  %call = tail call noalias ptr @malloc(i64 noundef %sz) #8
  %conv = trunc i32 %tt to i8
  %tt1 = getelementptr inbounds i8, ptr %call, i64 8
  store i8 %conv, ptr %tt1, align 8, !tbaa !5
  %marked = getelementptr inbounds i8, ptr %call, i64 9
  store i8 0, ptr %marked, align 1, !tbaa !10
  %0 = load ptr, ptr @allgc, align 8, !tbaa !11
  store ptr %0, ptr %call, align 8, !tbaa !12
  store ptr %call, ptr @allgc, align 8, !tbaa !11
  ret ptr %call
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @setobj(ptr nocapture noundef writeonly %t, ptr noundef %o, i32 noundef %tt) local_unnamed_addr #3 {
entry:
  store ptr %o, ptr %t, align 8, !tbaa !13
  %conv = trunc i32 %tt to i8
  %tt1 = getelementptr inbounds i8, ptr %t, i64 8
  store i8 %conv, ptr %tt1, align 8, !tbaa !14
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @ismarked(ptr nocapture noundef readonly %o) local_unnamed_addr #4 {
entry:
  %0 = load ptr, ptr %o, align 8, !tbaa !13
  %marked = getelementptr inbounds i8, ptr %0, i64 9
  %1 = load i8, ptr %marked, align 1, !tbaa !10
  %2 = and i8 %1, 1
  %and = zext nneg i8 %2 to i32
  ret i32 %and
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i64 @concat(ptr nocapture noundef readonly %top, i32 noundef %n, ptr nocapture noundef writeonly %buff) local_unnamed_addr #5 {
entry:
  %0 = sext i32 %n to i64
  br label %do.body

do.body:                                          ; preds = %cond.end, %entry
  %indvars.iv = phi i64 [ %indvars.iv.next, %cond.end ], [ %0, %entry ]
  %tl.0 = phi i64 [ %add, %cond.end ], [ 0, %entry ]
  %1 = sub nsw i64 0, %indvars.iv
  %arrayidx = getelementptr inbounds %struct.TV, ptr %top, i64 %1
  %2 = load ptr, ptr %arrayidx, align 8, !tbaa !13
  %tt = getelementptr inbounds i8, ptr %2, i64 8
  %3 = load i8, ptr %tt, align 8, !tbaa !13
  %cmp = icmp eq i8 %3, 4
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %do.body
  %shrlen = getelementptr inbounds i8, ptr %2, i64 11
  %4 = load i8, ptr %shrlen, align 1, !tbaa !13
  %conv6 = zext i8 %4 to i64
  br label %cond.end

cond.false:                                       ; preds = %do.body
  %lnglen = getelementptr inbounds i8, ptr %2, i64 16
  %5 = load i64, ptr %lnglen, align 8, !tbaa !13
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i64 [ %conv6, %cond.true ], [ %5, %cond.false ]
  %add.ptr = getelementptr inbounds i8, ptr %buff, i64 %tl.0
  %contents = getelementptr inbounds i8, ptr %2, i64 24
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %add.ptr, ptr nonnull align 8 %contents, i64 %cond, i1 false)
  %add = add i64 %cond, %tl.0
  %indvars.iv.next = add nsw i64 %indvars.iv, -1
  %cmp15 = icmp sgt i64 %indvars.iv, 1
  br i1 %cmp15, label %do.body, label %do.end, !llvm.loop !16

do.end:                                           ; preds = %cond.end
  ret i64 %add
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) local_unnamed_addr #7 {
entry:
  %v = alloca [3 x %struct.TV], align 16
  %buf = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %v) #9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %buf) #9
  %call = tail call ptr @newobj(i32 noundef 4, i64 noundef 40)
  %shrlen = getelementptr inbounds i8, ptr %call, i64 11
  store i8 3, ptr %shrlen, align 1, !tbaa !18
  %lnglen = getelementptr inbounds i8, ptr %call, i64 16
  store i64 3, ptr %lnglen, align 8, !tbaa !22
  %contents = getelementptr inbounds i8, ptr %call, i64 24
  store i32 6513249, ptr %contents, align 8
  %call1 = tail call ptr @newobj(i32 noundef 5, i64 noundef 32)
  %array = getelementptr inbounds i8, ptr %call1, i64 16
  store ptr %argv, ptr %array, align 8, !tbaa !23
  %node = getelementptr inbounds i8, ptr %call1, i64 24
  store ptr null, ptr %node, align 8, !tbaa !25
  call void @setobj(ptr noundef nonnull %v, ptr noundef %call, i32 noundef 4)
  %arrayidx2 = getelementptr inbounds i8, ptr %v, i64 16
  call void @setobj(ptr noundef nonnull %arrayidx2, ptr noundef %call1, i32 noundef 5)
  %arrayidx3 = getelementptr inbounds i8, ptr %v, i64 32
  call void @setobj(ptr noundef nonnull %arrayidx3, ptr noundef %call, i32 noundef 4)
  %arrayidx4 = getelementptr inbounds i8, ptr %v, i64 48
  %call6 = call i64 @concat(ptr noundef nonnull %arrayidx4, i32 noundef 2, ptr noundef nonnull %buf)
  %conv = trunc i64 %call6 to i32
  %add = add nsw i32 %conv, %argc
  %call8 = call i32 @ismarked(ptr noundef nonnull %arrayidx2)
  %add9 = add nsw i32 %add, %call8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %buf) #9
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %v) #9
  ret i32 %add9
}

attributes #0 = { mustprogress nofree noinline nounwind willreturn memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
