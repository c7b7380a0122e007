; ModuleID = 'hAA_lanes.c'
source_filename = "hAA_lanes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Hdr = type { i32, i32, i16, i32, [2 x i32], [2 x i32] }

@last = dso_local local_unnamed_addr global %struct.Hdr zeroinitializer, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 2) i32 @work(ptr nocapture noundef %w, i32 noundef %i) local_unnamed_addr #0 {
entry:
  %ck = getelementptr inbounds i8, ptr %w, i64 28
  %and = and i32 %i, 1
  %idxprom = zext nneg i32 %and to i64
  %arrayidx = getelementptr inbounds [2 x i32], ptr %ck, i64 0, i64 %idxprom
  %0 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %add = add i32 %0, %i
  store i32 %add, ptr %arrayidx, align 4, !tbaa !5
  %n = getelementptr inbounds i8, ptr %w, i64 8
  %1 = load i32, ptr %n, align 8, !tbaa !9
  %cmp = icmp sgt i32 %1, %i
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local noundef i32 @retry(ptr nocapture noundef %w) local_unnamed_addr #1 {
entry:
  %ck = getelementptr inbounds i8, ptr %w, i64 28
  %0 = load <2 x i32>, ptr %ck, align 4, !tbaa !5
  br label %while.cond

while.cond:                                       ; preds = %while.cond, %entry
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %while.cond ]
  %call = tail call i32 @work(ptr noundef %w, i32 noundef %i.0)
  %tobool.not = icmp eq i32 %call, 0
  %inc = add nuw nsw i32 %i.0, 1
  br i1 %tobool.not, label %while.end, label %while.cond, !llvm.loop !14

while.end:                                        ; preds = %while.cond
  store <2 x i32> %0, ptr %ck, align 4, !tbaa !5
  ret i32 %i.0
}

; Function Attrs: nounwind memory(readwrite, argmem: none) uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr noundef %argv) local_unnamed_addr #2 {
entry:
  %call = tail call noalias dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #6
  %n = getelementptr inbounds i8, ptr %call, i64 8
  store i32 %argc, ptr %n, align 8, !tbaa !9
  store ptr %argv, ptr %call, align 8, !tbaa !16
  %call1 = tail call i32 @retry(ptr noundef nonnull %call)
  %hdr = getelementptr inbounds i8, ptr %call, i64 12
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) @last, ptr noundef nonnull align 4 dereferenceable(32) %hdr, i64 32, i1 false), !tbaa.struct !17
  tail call void @free(ptr noundef %call) #7
  ret i32 %call1
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0,1) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !6, i64 8}
!10 = !{!"W", !11, i64 0, !6, i64 8, !12, i64 12}
!11 = !{!"any pointer", !7, i64 0}
!12 = !{!"Hdr", !6, i64 0, !6, i64 4, !13, i64 8, !6, i64 12, !7, i64 16, !7, i64 24}
!13 = !{!"short", !7, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!10, !11, i64 0}
!17 = !{i64 0, i64 4, !5, i64 4, i64 4, !5, i64 8, i64 2, !18, i64 12, i64 4, !5, i64 16, i64 8, !19, i64 24, i64 8, !19}
!18 = !{!13, !13, i64 0}
!19 = !{!7, !7, i64 0}
