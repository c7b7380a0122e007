; ModuleID = 'paramorigin.c'
source_filename = "paramorigin.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.ctx = type { [4 x i64], i32 }
%struct.other = type { double, i64 }

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 {
entry:
  %cx = alloca %struct.ctx, align 8
  %o = alloca %struct.other, align 8
  %0 = bitcast %struct.ctx* %cx to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %0) #6
  %1 = bitcast %struct.other* %o to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %1) #6
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(40) %0, i8 0, i64 40, i1 false)
  %x = getelementptr inbounds %struct.other, %struct.other* %o, i64 0, i32 0
  store double 1.000000e+00, double* %x, align 8, !tbaa !5
  %y = getelementptr inbounds %struct.other, %struct.other* %o, i64 0, i32 1
  store i64 2, i64* %y, align 8, !tbaa !11
  call fastcc void @update(%struct.ctx* noundef nonnull %cx, i32 noundef %argc)
  call fastcc void @step(%struct.ctx* noundef nonnull %cx)
  %cmp = icmp sgt i32 %argc, 1
  %cond = select i1 %cmp, i8* %0, i8* %1
  call void @keep(i8* noundef nonnull %cond) #6
  %arrayidx = getelementptr inbounds %struct.ctx, %struct.ctx* %cx, i64 0, i32 0, i64 3
  %2 = load i64, i64* %arrayidx, align 8, !tbaa !12
  %conv = trunc i64 %2 to i32
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %1) #6
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %0) #6
  ret i32 %conv
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @update(%struct.ctx* nocapture noundef %c, i32 noundef %n) unnamed_addr #3 {
entry:
  %cmp3 = icmp sgt i32 %n, 0
  br i1 %cmp3, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %entry, %for.body
  %i.04 = phi i32 [ %inc, %for.body ], [ 0, %entry ]
  tail call fastcc void @step(%struct.ctx* noundef %c)
  %inc = add nuw nsw i32 %i.04, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @step(%struct.ctx* nocapture noundef %c) unnamed_addr #4 {
entry:
  %arrayidx = getelementptr inbounds %struct.ctx, %struct.ctx* %c, i64 0, i32 0, i64 0
  %0 = load i64, i64* %arrayidx, align 8, !tbaa !12
  %arrayidx2 = getelementptr inbounds %struct.ctx, %struct.ctx* %c, i64 0, i32 0, i64 1
  %1 = load i64, i64* %arrayidx2, align 8, !tbaa !12
  %add = add i64 %1, %0
  store i64 %add, i64* %arrayidx2, align 8, !tbaa !12
  %arrayidx6 = getelementptr inbounds %struct.ctx, %struct.ctx* %c, i64 0, i32 0, i64 2
  %2 = load i64, i64* %arrayidx6, align 8, !tbaa !12
  %xor = xor i64 %2, %add
  store i64 %xor, i64* %arrayidx6, align 8, !tbaa !12
  %mul = mul i64 %xor, 3
  %arrayidx10 = getelementptr inbounds %struct.ctx, %struct.ctx* %c, i64 0, i32 0, i64 3
  store i64 %mul, i64* %arrayidx10, align 8, !tbaa !12
  ret void
}

declare void @keep(i8* noundef) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"other", !7, i64 0, !10, i64 8}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long", !8, i64 0}
!11 = !{!6, !10, i64 8}
!12 = !{!13, !13, i64 0}
!13 = !{!"long long", !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
