; ModuleID = 'paramorigin.c'
source_filename = "paramorigin.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.ctx = type { [4 x i64], i32 }
%struct.other = type { double, i64 }

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #0 {
entry:
  %cx = alloca %struct.ctx, align 8
  %o = alloca %struct.other, align 8
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %cx) #6
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %o) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %cx, i8 0, i64 40, i1 false)
  store double 1.000000e+00, ptr %o, align 8, !tbaa !5
  %y = getelementptr inbounds i8, ptr %o, i64 8
  store i64 2, ptr %y, align 8, !tbaa !11
  call fastcc void @update(ptr noundef nonnull %cx, i32 noundef %argc)
  call fastcc void @step(ptr noundef nonnull %cx)
  %cmp = icmp sgt i32 %argc, 1
  %cx.o = select i1 %cmp, ptr %cx, ptr %o
  call void @keep(ptr noundef nonnull %cx.o) #6
  %arrayidx = getelementptr inbounds i8, ptr %cx, i64 24
  %0 = load i64, ptr %arrayidx, align 8, !tbaa !12
  %conv = trunc i64 %0 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %o) #6
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %cx) #6
  ret i32 %conv
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @update(ptr nocapture noundef %c, i32 noundef %n) unnamed_addr #3 {
entry:
  %cmp2 = icmp sgt i32 %n, 0
  br i1 %cmp2, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %entry, %for.body
  %i.03 = phi i32 [ %inc, %for.body ], [ 0, %entry ]
  tail call fastcc void @step(ptr noundef %c)
  %inc = add nuw nsw i32 %i.03, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @step(ptr nocapture noundef %c) unnamed_addr #4 {
entry:
  %0 = load i64, ptr %c, align 8, !tbaa !12
  %arrayidx2 = getelementptr inbounds i8, ptr %c, i64 8
  %1 = load i64, ptr %arrayidx2, align 8, !tbaa !12
  %add = add i64 %1, %0
  store i64 %add, ptr %arrayidx2, align 8, !tbaa !12
  %arrayidx6 = getelementptr inbounds i8, ptr %c, i64 16
  %2 = load i64, ptr %arrayidx6, align 8, !tbaa !12
  %xor = xor i64 %2, %add
  store i64 %xor, ptr %arrayidx6, align 8, !tbaa !12
  %mul = mul i64 %xor, 3
  %arrayidx10 = getelementptr inbounds i8, ptr %c, i64 24
  store i64 %mul, ptr %arrayidx10, align 8, !tbaa !12
  ret void
}

declare void @keep(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
