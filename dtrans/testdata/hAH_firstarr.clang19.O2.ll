; ModuleID = 'hAH_firstarr.c'
source_filename = "hAH_firstarr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Splitter = type { i64, ptr }
%struct.HistA = type { [64 x i32], i64 }
%struct.HistB = type { [32 x i32], i64 }

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define dso_local i64 @run(i64 noundef %n, i64 noundef %i) local_unnamed_addr #0 {
entry:
  %a = alloca %struct.Splitter, align 8
  %b = alloca %struct.Splitter, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %a) #5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %b) #5
  %call = tail call noalias ptr @calloc(i64 noundef %n, i64 noundef 264) #6
  %call1 = tail call noalias ptr @calloc(i64 noundef %n, i64 noundef 136) #6
  %arrayidx = getelementptr inbounds %struct.HistA, ptr %call, i64 %i
  %total = getelementptr inbounds i8, ptr %arrayidx, i64 256
  store i64 4, ptr %total, align 8, !tbaa !5
  %arrayidx2 = getelementptr inbounds %struct.HistB, ptr %call1, i64 %i
  %total3 = getelementptr inbounds i8, ptr %arrayidx2, i64 128
  store i64 3, ptr %total3, align 8, !tbaa !10
  store i64 %n, ptr %a, align 8, !tbaa !12
  %hist = getelementptr inbounds i8, ptr %a, i64 8
  store ptr %arrayidx, ptr %hist, align 8, !tbaa !15
  store i64 %n, ptr %b, align 8, !tbaa !12
  %hist8 = getelementptr inbounds i8, ptr %b, i64 8
  store ptr %arrayidx2, ptr %hist8, align 8, !tbaa !15
  %call9 = call fastcc i64 @sum(ptr noundef nonnull %a)
  %call10 = call fastcc i64 @sum(ptr noundef nonnull %b)
  %add = add nsw i64 %call10, %call9
  tail call void @free(ptr noundef %call) #5
  tail call void @free(ptr noundef %call1) #5
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %b) #5
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %a) #5
  ret i64 %add
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i64 @sum(ptr nocapture noundef readonly %s) unnamed_addr #3 {
entry:
  %hist = getelementptr inbounds i8, ptr %s, i64 8
  %0 = load ptr, ptr %hist, align 8, !tbaa !15
  %1 = load i64, ptr %s, align 8, !tbaa !12
  %add.ptr = getelementptr inbounds i32, ptr %0, i64 %1
  %cmp8 = icmp sgt i64 %1, 0
  br i1 %cmp8, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %r.0.lcssa = phi i64 [ 0, %entry ], [ %add, %for.body ]
  ret i64 %r.0.lcssa

for.body:                                         ; preds = %entry, %for.body
  %p.010 = phi ptr [ %incdec.ptr, %for.body ], [ %0, %entry ]
  %r.09 = phi i64 [ %add, %for.body ], [ 0, %entry ]
  %2 = load i32, ptr %p.010, align 4, !tbaa !16
  %conv = sext i32 %2 to i64
  %add = add nsw i64 %r.09, %conv
  %incdec.ptr = getelementptr inbounds i8, ptr %p.010, i64 4
  %cmp = icmp ult ptr %incdec.ptr, %add.ptr
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !18
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nounwind memory(readwrite, argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !9, i64 256}
!6 = !{!"HistA", !7, i64 0, !9, i64 256}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"long", !7, i64 0}
!10 = !{!11, !9, i64 128}
!11 = !{!"HistB", !7, i64 0, !9, i64 128}
!12 = !{!13, !9, i64 0}
!13 = !{!"Splitter", !9, i64 0, !14, i64 8}
!14 = !{!"any pointer", !7, i64 0}
!15 = !{!13, !14, i64 8}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !7, i64 0}
!18 = distinct !{!18, !19, !20, !21}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!"llvm.loop.unroll.disable"}
!21 = !{!"llvm.loop.vectorize.width", i32 1}
