; ModuleID = 'hAK_unionlanes.c'
source_filename = "hAK_unionlanes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Tree = type { i32, i8 }
%struct.Cell = type { i64, [10 x %union.Coord] }
%union.Coord = type { float }

@__const.main.idx = private unnamed_addr constant [4 x i32] [i32 0, i32 1, i32 2, i32 3], align 16

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @sortdim(%struct.Tree* nocapture noundef readonly %t, i32* nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %d, %struct.Cell* nocapture noundef readonly %cells, i32* nocapture noundef writeonly %out) local_unnamed_addr #0 {
entry:
  %cmp41 = icmp sgt i32 %n, 0
  br i1 %cmp41, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %eInt = getelementptr inbounds %struct.Tree, %struct.Tree* %t, i64 0, i32 1
  %0 = load i8, i8* %eInt, align 4, !tbaa !5
  %tobool.not = icmp eq i8 %0, 0
  %mul = shl nsw i32 %d, 1
  %idxprom3 = sext i32 %mul to i64
  %wide.trip.count = zext i32 %n to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end, %entry
  ret void

for.body:                                         ; preds = %for.body.lr.ph, %if.end
  %indvars.iv = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next, %if.end ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %1 = load i32, i32* %arrayidx, align 4, !tbaa !10
  %idxprom1 = sext i32 %1 to i64
  br i1 %tobool.not, label %if.else, label %if.then

if.then:                                          ; preds = %for.body
  %arrayidx4 = getelementptr inbounds %struct.Cell, %struct.Cell* %cells, i64 %idxprom1, i32 1, i64 %idxprom3
  %2 = bitcast %union.Coord* %arrayidx4 to <2 x i32>*
  %3 = load <2 x i32>, <2 x i32>* %2, align 4, !tbaa !11
  %4 = sitofp <2 x i32> %3 to <2 x double>
  br label %if.end

if.else:                                          ; preds = %for.body
  %f = getelementptr inbounds %struct.Cell, %struct.Cell* %cells, i64 %idxprom1, i32 1, i64 %idxprom3, i32 0
  %5 = bitcast float* %f to <2 x float>*
  %6 = load <2 x float>, <2 x float>* %5, align 4, !tbaa !11
  %7 = fpext <2 x float> %6 to <2 x double>
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %8 = phi <2 x double> [ %4, %if.then ], [ %7, %if.else ]
  %shift = shufflevector <2 x double> %8, <2 x double> poison, <2 x i32> <i32 1, i32 undef>
  %9 = fadd <2 x double> %8, %shift
  %add23 = extractelement <2 x double> %9, i64 0
  %cmp24 = fcmp ogt double %add23, 0.000000e+00
  %conv25 = zext i1 %cmp24 to i32
  %arrayidx27 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %conv25, i32* %arrayidx27, align 4, !tbaa !10
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !12
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #2 {
entry:
  %idx = alloca [4 x i32], align 16
  %out = alloca [4 x i32], align 16
  %call = tail call noalias dereferenceable_or_null(8) i8* @calloc(i64 noundef 1, i64 noundef 8) #6
  %0 = bitcast i8* %call to %struct.Tree*
  %call1 = tail call noalias dereferenceable_or_null(192) i8* @calloc(i64 noundef 4, i64 noundef 48) #6
  %1 = bitcast i8* %call1 to %struct.Cell*
  %2 = bitcast [4 x i32]* %idx to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %2) #6
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %2, i8* noundef nonnull align 16 dereferenceable(16) bitcast ([4 x i32]* @__const.main.idx to i8*), i64 16, i1 false)
  %3 = bitcast [4 x i32]* %out to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %3) #6
  %cmp = icmp sgt i32 %argc, 1
  %conv2 = zext i1 %cmp to i8
  %eInt = getelementptr inbounds %struct.Tree, %struct.Tree* %0, i64 0, i32 1
  store i8 %conv2, i8* %eInt, align 4, !tbaa !5
  %arraydecay = getelementptr inbounds [4 x i32], [4 x i32]* %idx, i64 0, i64 0
  %and = and i32 %argc, 3
  %arraydecay3 = getelementptr inbounds [4 x i32], [4 x i32]* %out, i64 0, i64 0
  call void @sortdim(%struct.Tree* noundef %0, i32* noundef nonnull %arraydecay, i32 noundef 4, i32 noundef %and, %struct.Cell* noundef %1, i32* noundef nonnull %arraydecay3)
  tail call void @free(i8* noundef %call1) #6
  tail call void @free(i8* noundef %call) #6
  %4 = load i32, i32* %arraydecay3, align 16, !tbaa !10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %3) #6
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %2) #6
  ret i32 %4
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !8, i64 4}
!6 = !{!"Tree", !7, i64 0, !8, i64 4}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!7, !7, i64 0}
!11 = !{!8, !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
