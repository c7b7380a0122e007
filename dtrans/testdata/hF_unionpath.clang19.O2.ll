; ModuleID = 'hF_unionpath.c'
source_filename = "hF_unionpath.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.State = type { i32, %struct.Hasher, ptr }
%struct.Hasher = type { %struct.Common, %union.anon }
%struct.Common = type { i64, i32 }
%union.anon = type { %struct.HBig }
%struct.HBig = type { [512 x i16], i64, ptr }

@main.mem = internal global [64 x i32] zeroinitializer, align 16

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local i32 @run(ptr noundef %st, ptr noundef %mem, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = load i32, ptr %st, align 8, !tbaa !5
  %cmp = icmp eq i32 %0, 1
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %hasher = getelementptr inbounds i8, ptr %st, i64 8
  %privat = getelementptr inbounds i8, ptr %st, i64 24
  store ptr %hasher, ptr %privat, align 8, !tbaa !14
  %buckets.i = getelementptr inbounds i8, ptr %st, i64 32
  store ptr %mem, ptr %buckets.i, align 8, !tbaa !16
  %cmp223 = icmp sgt i32 %n, 0
  br i1 %cmp223, label %for.body.lr.ph, label %if.end

for.body.lr.ph:                                   ; preds = %if.then
  %kind.i = getelementptr inbounds i8, ptr %st, i64 16
  %1 = load i32, ptr %kind.i, align 8, !tbaa !17
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.body.lr.ph
  %n.vec = and i64 %wide.trip.count, 2147483640
  %broadcast.splatinsert = insertelement <4 x i32> poison, i32 %1, i64 0
  %broadcast.splat = shufflevector <4 x i32> %broadcast.splatinsert, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %6, %vector.body ]
  %vec.phi27 = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %7, %vector.body ]
  %2 = getelementptr inbounds i32, ptr %mem, i64 %index
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %wide.load = load <4 x i32>, ptr %2, align 4, !tbaa !18
  %wide.load28 = load <4 x i32>, ptr %3, align 4, !tbaa !18
  %4 = add <4 x i32> %wide.load, %vec.phi
  %5 = add <4 x i32> %wide.load28, %vec.phi27
  %6 = add <4 x i32> %4, %broadcast.splat
  %7 = add <4 x i32> %5, %broadcast.splat
  %index.next = add nuw i64 %index, 8
  %8 = icmp eq i64 %index.next, %n.vec
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !19

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <4 x i32> %7, %6
  %9 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %bin.rdx)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %if.end, label %for.body.preheader

for.body.preheader:                               ; preds = %middle.block, %for.body.lr.ph
  %indvars.iv.ph = phi i64 [ 0, %for.body.lr.ph ], [ %n.vec, %middle.block ]
  %sum.024.ph = phi i32 [ 0, %for.body.lr.ph ], [ %9, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %sum.024 = phi i32 [ %add, %for.body ], [ %sum.024.ph, %for.body.preheader ]
  %arrayidx.i = getelementptr inbounds i32, ptr %mem, i64 %indvars.iv
  %10 = load i32, ptr %arrayidx.i, align 4, !tbaa !18
  %add.i = add i32 %10, %sum.024
  %add = add i32 %add.i, %1
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %if.end, label %for.body, !llvm.loop !23

if.else:                                          ; preds = %entry
  %words.i = getelementptr inbounds i8, ptr %st, i64 1048
  store i64 3, ptr %words.i, align 8, !tbaa !24
  %extra.i = getelementptr inbounds i8, ptr %st, i64 1056
  store ptr null, ptr %extra.i, align 8, !tbaa !26
  br label %if.end

if.end:                                           ; preds = %for.body, %middle.block, %if.then, %if.else
  %sum.1 = phi i32 [ 3, %if.else ], [ 0, %if.then ], [ %9, %middle.block ], [ %add, %for.body ]
  %kind = getelementptr inbounds i8, ptr %st, i64 16
  store i32 %0, ptr %kind, align 8, !tbaa !27
  ret i32 %sum.1
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #2 {
entry:
  %st = alloca %struct.State, align 8
  call void @llvm.lifetime.start.p0(i64 1072, ptr nonnull %st) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1072) %st, i8 0, i64 1072, i1 false)
  store i32 %argc, ptr %st, align 8, !tbaa !5
  %call = call i32 @run(ptr noundef nonnull %st, ptr noundef nonnull @main.mem, i32 noundef %argc)
  call void @llvm.lifetime.end.p0(i64 1072, ptr nonnull %st) #5
  ret i32 %call
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #4

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"State", !7, i64 0, !10, i64 8, !13, i64 1064}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"Hasher", !11, i64 0, !8, i64 16}
!11 = !{!"Common", !12, i64 0, !7, i64 8}
!12 = !{!"long", !8, i64 0}
!13 = !{!"any pointer", !8, i64 0}
!14 = !{!15, !13, i64 0}
!15 = !{!"HS", !13, i64 0, !13, i64 8}
!16 = !{!15, !13, i64 8}
!17 = !{!11, !7, i64 8}
!18 = !{!7, !7, i64 0}
!19 = distinct !{!19, !20, !21, !22}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!"llvm.loop.isvectorized", i32 1}
!22 = !{!"llvm.loop.unroll.runtime.disable"}
!23 = distinct !{!23, !20, !22, !21}
!24 = !{!25, !12, i64 1024}
!25 = !{!"HBig", !8, i64 0, !12, i64 1024, !13, i64 1032}
!26 = !{!25, !13, i64 1032}
!27 = !{!6, !7, i64 16}
