; ModuleID = 'hAK_unionlanes.c'
source_filename = "hAK_unionlanes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Cell = type { i64, [10 x %union.Coord] }
%union.Coord = type { float }

@__const.main.idx = private unnamed_addr constant [4 x i32] [i32 0, i32 1, i32 2, i32 3], align 16

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @sortdim(ptr nocapture noundef readonly %t, ptr nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %d, ptr nocapture noundef readonly %cells, ptr nocapture noundef writeonly %out) local_unnamed_addr #0 {
entry:
  %cmp35 = icmp sgt i32 %n, 0
  br i1 %cmp35, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %eInt = getelementptr inbounds i8, ptr %t, i64 4
  %0 = load i8, ptr %eInt, align 4, !tbaa !5
  %tobool.not = icmp eq i8 %0, 0
  %mul = shl nsw i32 %d, 1
  %idxprom3 = sext i32 %mul to i64
  %wide.trip.count = zext nneg i32 %n to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end, %entry
  ret void

for.body:                                         ; preds = %for.body.lr.ph, %if.end
  %indvars.iv = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next, %if.end ]
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %1 = load i32, ptr %arrayidx, align 4, !tbaa !10
  %idxprom1 = sext i32 %1 to i64
  %arrayidx13 = getelementptr inbounds %struct.Cell, ptr %cells, i64 %idxprom1, i32 1, i64 %idxprom3
  br i1 %tobool.not, label %if.else, label %if.then

if.then:                                          ; preds = %for.body
  %2 = load <2 x i32>, ptr %arrayidx13, align 4, !tbaa !11
  %3 = sitofp <2 x i32> %2 to <2 x double>
  br label %if.end

if.else:                                          ; preds = %for.body
  %4 = load <2 x float>, ptr %arrayidx13, align 4, !tbaa !11
  %5 = fpext <2 x float> %4 to <2 x double>
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %6 = phi <2 x double> [ %3, %if.then ], [ %5, %if.else ]
  %shift = shufflevector <2 x double> %6, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %7 = fadd <2 x double> %6, %shift
  %add21 = extractelement <2 x double> %7, i64 0
  %cmp22 = fcmp ogt double %add21, 0.000000e+00
  %conv23 = zext i1 %cmp22 to i32
  %arrayidx25 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv
  store i32 %conv23, ptr %arrayidx25, align 4, !tbaa !10
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind memory(readwrite, argmem: none) uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #2 {
entry:
  %out = alloca [4 x i32], align 16
  %call = tail call noalias dereferenceable_or_null(8) ptr @calloc(i64 noundef 1, i64 noundef 8) #5
  %call1 = tail call noalias dereferenceable_or_null(192) ptr @calloc(i64 noundef 4, i64 noundef 48) #5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %out) #6
  %cmp = icmp sgt i32 %argc, 1
  %conv2 = zext i1 %cmp to i8
  %eInt = getelementptr inbounds i8, ptr %call, i64 4
  store i8 %conv2, ptr %eInt, align 4, !tbaa !5
  %and = and i32 %argc, 3
  call void @sortdim(ptr noundef %call, ptr noundef nonnull @__const.main.idx, i32 noundef 4, i32 noundef %and, ptr noundef %call1, ptr noundef nonnull %out)
  tail call void @free(ptr noundef %call1) #6
  tail call void @free(ptr noundef %call) #6
  %0 = load i32, ptr %out, align 16, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %out) #6
  ret i32 %0
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0,1) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !8, i64 4}
!6 = !{!"Tree", !7, i64 0, !8, i64 4}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!7, !7, i64 0}
!11 = !{!8, !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
