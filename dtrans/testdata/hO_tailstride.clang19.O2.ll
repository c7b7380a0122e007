; ModuleID = 'hO_tailstride.c'
source_filename = "hO_tailstride.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.State = type { ptr, ptr, i32 }
%struct.Cls = type { ptr, [6 x i32] }

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #0 {
entry:
  %g = alloca %struct.State, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %g) #8
  %call = tail call noalias dereferenceable_or_null(144) ptr @malloc(i64 noundef 144) #9
  store ptr %call, ptr %g, align 8, !tbaa !5
  %tobool.not = icmp eq ptr %call, null
  br i1 %tobool.not, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %ncls = getelementptr inbounds i8, ptr %call, i64 12
  store i32 0, ptr %ncls, align 4, !tbaa !11
  %flags = getelementptr inbounds i8, ptr %call, i64 8
  store i32 %argc, ptr %flags, align 8, !tbaa !13
  %n = getelementptr inbounds i8, ptr %g, i64 16
  store i32 0, ptr %n, align 8, !tbaa !14
  call fastcc void @next(ptr noundef nonnull %g)
  call fastcc void @add(ptr noundef nonnull %g, i32 noundef %argc)
  %cmp = icmp sgt i32 %argc, 2
  %cur = getelementptr inbounds i8, ptr %g, i64 8
  %0 = load ptr, ptr %cur, align 8
  %1 = load ptr, ptr %g, align 8
  %cls = getelementptr inbounds i8, ptr %1, i64 16
  %cond = select i1 %cmp, ptr %0, ptr %cls
  %call5 = tail call fastcc i32 @look(ptr noundef %cond, i32 noundef %argc)
  tail call void @free(ptr noundef %1) #8
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %call5, %if.end ], [ 1, %entry ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %g) #8
  ret i32 %retval.0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @next(ptr nocapture noundef %g) unnamed_addr #3 {
entry:
  %0 = load ptr, ptr %g, align 8, !tbaa !5
  %ncls = getelementptr inbounds i8, ptr %0, i64 12
  %1 = load i32, ptr %ncls, align 4, !tbaa !11
  %cmp = icmp sgt i32 %1, 3
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  tail call void @exit(i32 noundef 2) #10
  unreachable

if.end:                                           ; preds = %entry
  %cls = getelementptr inbounds i8, ptr %0, i64 16
  %inc = add nsw i32 %1, 1
  store i32 %inc, ptr %ncls, align 4, !tbaa !11
  %idx.ext = sext i32 %1 to i64
  %add.ptr = getelementptr inbounds %struct.Cls, ptr %cls, i64 %idx.ext
  %cur = getelementptr inbounds i8, ptr %g, i64 8
  store ptr %add.ptr, ptr %cur, align 8, !tbaa !15
  %spans = getelementptr inbounds i8, ptr %add.ptr, i64 8
  store ptr %spans, ptr %add.ptr, align 8, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @add(ptr nocapture noundef readonly %g, i32 noundef %a) unnamed_addr #4 {
entry:
  %cur = getelementptr inbounds i8, ptr %g, i64 8
  %0 = load ptr, ptr %cur, align 8, !tbaa !15
  %1 = load ptr, ptr %0, align 8, !tbaa !16
  %incdec.ptr = getelementptr inbounds i8, ptr %1, i64 4
  store ptr %incdec.ptr, ptr %0, align 8, !tbaa !16
  store i32 %a, ptr %1, align 4, !tbaa !18
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @look(ptr noundef readonly %c, i32 noundef %x) unnamed_addr #5 {
entry:
  %spans = getelementptr inbounds i8, ptr %c, i64 8
  %0 = load ptr, ptr %c, align 8, !tbaa !16
  %cmp.not5 = icmp ult ptr %spans, %0
  br i1 %cmp.not5, label %for.body, label %cleanup

for.body:                                         ; preds = %entry, %for.body
  %p.06 = phi ptr [ %incdec.ptr, %for.body ], [ %spans, %entry ]
  %1 = load i32, ptr %p.06, align 4, !tbaa !18
  %cmp1 = icmp eq i32 %1, %x
  %incdec.ptr = getelementptr inbounds i8, ptr %p.06, i64 4
  %cmp.not = icmp uge ptr %incdec.ptr, %0
  %or.cond.not = select i1 %cmp1, i1 true, i1 %cmp.not
  br i1 %or.cond.not, label %cleanup.loopexit, label %for.body, !llvm.loop !19

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

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0) }
attributes #10 = { noreturn nounwind }

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
!11 = !{!12, !10, i64 12}
!12 = !{!"Prog", !7, i64 0, !10, i64 8, !10, i64 12, !8, i64 16}
!13 = !{!12, !10, i64 8}
!14 = !{!6, !10, i64 16}
!15 = !{!6, !7, i64 8}
!16 = !{!17, !7, i64 0}
!17 = !{!"Cls", !7, i64 0, !8, i64 8}
!18 = !{!10, !10, i64 0}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
