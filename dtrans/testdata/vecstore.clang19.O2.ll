; ModuleID = 'vecstore.c'
source_filename = "vecstore.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define dso_local noalias noundef ptr @proto_new() local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(40) ptr @malloc(i64 noundef 40) #4
  %cmp = icmp eq ptr %call, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  store ptr null, ptr %call, align 8, !tbaa !5
  %tt = getelementptr inbounds i8, ptr %call, i64 8
  store i8 1, ptr %tt, align 8, !tbaa !11
  %marked = getelementptr inbounds i8, ptr %call, i64 9
  store i8 0, ptr %marked, align 1, !tbaa !12
  %nparams = getelementptr inbounds i8, ptr %call, i64 12
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr %nparams, align 4, !tbaa !13
  %code = getelementptr inbounds i8, ptr %call, i64 32
  store ptr null, ptr %code, align 8, !tbaa !14
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  ret ptr %call
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable
define dso_local void @finder_init(ptr nocapture noundef writeonly %f) local_unnamed_addr #2 {
entry:
  %0 = getelementptr inbounds i8, ptr %f, i64 16
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, ptr %f, align 2, !tbaa !15
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, ptr %0, align 2, !tbaa !15
  %1 = getelementptr inbounds i8, ptr %f, i64 32
  %2 = getelementptr inbounds i8, ptr %f, i64 48
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, ptr %1, align 2, !tbaa !15
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, ptr %2, align 2, !tbaa !15
  %3 = getelementptr inbounds i8, ptr %f, i64 64
  %4 = getelementptr inbounds i8, ptr %f, i64 80
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, ptr %3, align 2, !tbaa !15
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, ptr %4, align 2, !tbaa !15
  %5 = getelementptr inbounds i8, ptr %f, i64 96
  %6 = getelementptr inbounds i8, ptr %f, i64 112
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, ptr %5, align 2, !tbaa !15
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, ptr %6, align 2, !tbaa !15
  %7 = getelementptr inbounds i8, ptr %f, i64 128
  %8 = getelementptr inbounds i8, ptr %f, i64 144
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, ptr %7, align 2, !tbaa !15
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, ptr %8, align 2, !tbaa !15
  %9 = getelementptr inbounds i8, ptr %f, i64 160
  %10 = getelementptr inbounds i8, ptr %f, i64 176
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, ptr %9, align 2, !tbaa !15
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, ptr %10, align 2, !tbaa !15
  %11 = getelementptr inbounds i8, ptr %f, i64 192
  %12 = getelementptr inbounds i8, ptr %f, i64 208
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, ptr %11, align 2, !tbaa !15
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, ptr %12, align 2, !tbaa !15
  %13 = getelementptr inbounds i8, ptr %f, i64 224
  %14 = getelementptr inbounds i8, ptr %f, i64 240
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, ptr %13, align 2, !tbaa !15
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, ptr %14, align 2, !tbaa !15
  %15 = getelementptr inbounds i8, ptr %f, i64 256
  %16 = getelementptr inbounds i8, ptr %f, i64 272
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, ptr %15, align 2, !tbaa !15
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, ptr %16, align 2, !tbaa !15
  %17 = getelementptr inbounds i8, ptr %f, i64 288
  %18 = getelementptr inbounds i8, ptr %f, i64 304
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, ptr %17, align 2, !tbaa !15
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, ptr %18, align 2, !tbaa !15
  %19 = getelementptr inbounds i8, ptr %f, i64 320
  %20 = getelementptr inbounds i8, ptr %f, i64 336
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, ptr %19, align 2, !tbaa !15
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, ptr %20, align 2, !tbaa !15
  %21 = getelementptr inbounds i8, ptr %f, i64 352
  %22 = getelementptr inbounds i8, ptr %f, i64 368
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, ptr %21, align 2, !tbaa !15
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, ptr %22, align 2, !tbaa !15
  %23 = getelementptr inbounds i8, ptr %f, i64 384
  %24 = getelementptr inbounds i8, ptr %f, i64 400
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, ptr %23, align 2, !tbaa !15
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, ptr %24, align 2, !tbaa !15
  %25 = getelementptr inbounds i8, ptr %f, i64 416
  %26 = getelementptr inbounds i8, ptr %f, i64 432
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, ptr %25, align 2, !tbaa !15
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, ptr %26, align 2, !tbaa !15
  %27 = getelementptr inbounds i8, ptr %f, i64 448
  %28 = getelementptr inbounds i8, ptr %f, i64 464
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, ptr %27, align 2, !tbaa !15
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, ptr %28, align 2, !tbaa !15
  %29 = getelementptr inbounds i8, ptr %f, i64 480
  %30 = getelementptr inbounds i8, ptr %f, i64 496
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, ptr %29, align 2, !tbaa !15
  store <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, ptr %30, align 2, !tbaa !15
  %pos = getelementptr inbounds i8, ptr %f, i64 512
  store i32 0, ptr %pos, align 4, !tbaa !17
  ret void
}

; Function Attrs: nofree nounwind memory(readwrite, argmem: write) uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  %call = tail call ptr @proto_new()
  %call1 = tail call noalias dereferenceable_or_null(516) ptr @malloc(i64 noundef 516) #4
  %cmp = icmp eq ptr %call, null
  %cmp2 = icmp eq ptr %call1, null
  %or.cond = or i1 %cmp, %cmp2
  br i1 %or.cond, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  tail call void @finder_init(ptr noundef nonnull %call1)
  %and = and i32 %argc, 255
  %idxprom = zext nneg i32 %and to i64
  %arrayidx = getelementptr inbounds [256 x i16], ptr %call1, i64 0, i64 %idxprom
  %0 = load i16, ptr %arrayidx, align 2, !tbaa !15
  %conv = zext i16 %0 to i32
  %add = add nsw i32 %conv, %argc
  %pos = getelementptr inbounds i8, ptr %call1, i64 512
  %1 = load i32, ptr %pos, align 4, !tbaa !17
  %add4 = add nsw i32 %add, %1
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %add4, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

attributes #0 = { mustprogress nofree noinline nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind memory(readwrite, argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"proto", !7, i64 0, !8, i64 8, !8, i64 9, !10, i64 12, !10, i64 16, !10, i64 20, !10, i64 24, !7, i64 32}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!6, !8, i64 8}
!12 = !{!6, !8, i64 9}
!13 = !{!10, !10, i64 0}
!14 = !{!6, !7, i64 32}
!15 = !{!16, !16, i64 0}
!16 = !{!"short", !8, i64 0}
!17 = !{!18, !10, i64 512}
!18 = !{!"finder", !8, i64 0, !10, i64 512}
