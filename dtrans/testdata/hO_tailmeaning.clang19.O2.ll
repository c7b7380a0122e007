; ModuleID = 'hO_tailmeaning.c'
source_filename = "hO_tailmeaning.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.State = type { ptr, ptr, i32 }
%struct.Other = type { i64, i64 }
%struct.Cls = type { ptr, [6 x i32] }

@pool = dso_local local_unnamed_addr global [2 x ptr] zeroinitializer, align 16

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #0 {
entry:
  %g = alloca %struct.State, align 8
  %o = alloca %struct.Other, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %g) #7
  %call = tail call noalias dereferenceable_or_null(144) ptr @malloc(i64 noundef 144) #8
  store ptr %call, ptr %g, align 8, !tbaa !5
  %tobool.not = icmp eq ptr %call, null
  br i1 %tobool.not, label %cleanup18, label %cleanup

cleanup:                                          ; preds = %entry
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %o) #7
  %conv = sext i32 %argc to i64
  store i64 %conv, ptr %o, align 8, !tbaa !11
  %y = getelementptr inbounds i8, ptr %o, i64 8
  store i64 2, ptr %y, align 8, !tbaa !14
  store ptr %call, ptr @pool, align 16, !tbaa !15
  store ptr %o, ptr getelementptr inbounds (i8, ptr @pool, i64 8), align 8, !tbaa !15
  %ncls = getelementptr inbounds i8, ptr %call, i64 12
  %flags = getelementptr inbounds i8, ptr %call, i64 8
  store i32 %argc, ptr %flags, align 8, !tbaa !16
  %n = getelementptr inbounds i8, ptr %g, i64 16
  store i32 0, ptr %n, align 8, !tbaa !18
  store i32 1, ptr %ncls, align 4, !tbaa !19
  call fastcc void @next(ptr noundef nonnull %g, i32 noundef 0)
  call fastcc void @add(ptr noundef nonnull %g, i32 noundef %argc)
  %cmp12 = icmp sgt i32 %argc, 2
  %cur = getelementptr inbounds i8, ptr %g, i64 8
  %0 = load ptr, ptr %cur, align 8
  %1 = load ptr, ptr %g, align 8
  %cls = getelementptr inbounds i8, ptr %1, i64 16
  %cond = select i1 %cmp12, ptr %0, ptr %cls
  %call15 = call fastcc i32 @look(ptr noundef %cond, i32 noundef %argc)
  %2 = load ptr, ptr getelementptr inbounds (i8, ptr @pool, i64 8), align 8, !tbaa !15
  %y16 = getelementptr inbounds i8, ptr %2, i64 8
  %3 = load i64, ptr %y16, align 8, !tbaa !14
  %conv17 = trunc i64 %3 to i32
  %add = add nsw i32 %call15, %conv17
  %4 = load ptr, ptr @pool, align 16, !tbaa !15
  call void @free(ptr noundef %4) #7
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %o) #7
  br label %cleanup18

cleanup18:                                        ; preds = %entry, %cleanup
  %retval.1 = phi i32 [ %add, %cleanup ], [ 1, %entry ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %g) #7
  ret i32 %retval.1
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @next(ptr nocapture noundef %g, i32 noundef %n) unnamed_addr #3 {
entry:
  %0 = load ptr, ptr %g, align 8, !tbaa !5
  %cls = getelementptr inbounds i8, ptr %0, i64 16
  %idx.ext = sext i32 %n to i64
  %add.ptr = getelementptr inbounds %struct.Cls, ptr %cls, i64 %idx.ext
  %cur = getelementptr inbounds i8, ptr %g, i64 8
  store ptr %add.ptr, ptr %cur, align 8, !tbaa !20
  %spans = getelementptr inbounds i8, ptr %add.ptr, i64 8
  store ptr %spans, ptr %add.ptr, align 8, !tbaa !21
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @add(ptr nocapture noundef readonly %g, i32 noundef %a) unnamed_addr #4 {
entry:
  %cur = getelementptr inbounds i8, ptr %g, i64 8
  %0 = load ptr, ptr %cur, align 8, !tbaa !20
  %1 = load ptr, ptr %0, align 8, !tbaa !21
  %incdec.ptr = getelementptr inbounds i8, ptr %1, i64 4
  store ptr %incdec.ptr, ptr %0, align 8, !tbaa !21
  store i32 %a, ptr %1, align 4, !tbaa !23
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @look(ptr noundef readonly %c, i32 noundef %x) unnamed_addr #5 {
entry:
  %spans = getelementptr inbounds i8, ptr %c, i64 8
  %0 = load ptr, ptr %c, align 8, !tbaa !21
  %cmp.not5 = icmp ult ptr %spans, %0
  br i1 %cmp.not5, label %for.body, label %cleanup

for.body:                                         ; preds = %entry, %for.body
  %p.06 = phi ptr [ %incdec.ptr, %for.body ], [ %spans, %entry ]
  %1 = load i32, ptr %p.06, align 4, !tbaa !23
  %cmp1 = icmp eq i32 %1, %x
  %incdec.ptr = getelementptr inbounds i8, ptr %p.06, i64 4
  %cmp.not = icmp uge ptr %incdec.ptr, %0
  %or.cond.not = select i1 %cmp1, i1 true, i1 %cmp.not
  br i1 %or.cond.not, label %cleanup.loopexit, label %for.body, !llvm.loop !24

cleanup.loopexit:                                 ; preds = %for.body
  %2 = zext i1 %cmp1 to i32
  br label %cleanup

cleanup:                                          ; preds = %cleanup.loopexit, %entry
  %cmp.not.lcssa = phi i32 [ 0, %entry ], [ %2, %cleanup.loopexit ]
  ret i32 %cmp.not.lcssa
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"State", !7, i64 0, !7, i64 8, !10, i64 16}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!12, !13, i64 0}
!12 = !{!"Other", !13, i64 0, !13, i64 8}
!13 = !{!"long", !8, i64 0}
!14 = !{!12, !13, i64 8}
!15 = !{!7, !7, i64 0}
!16 = !{!17, !10, i64 8}
!17 = !{!"Prog", !7, i64 0, !10, i64 8, !10, i64 12, !8, i64 16}
!18 = !{!6, !10, i64 16}
!19 = !{!17, !10, i64 12}
!20 = !{!6, !7, i64 8}
!21 = !{!22, !7, i64 0}
!22 = !{!"Cls", !7, i64 0, !8, i64 8}
!23 = !{!10, !10, i64 0}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.mustprogress"}
