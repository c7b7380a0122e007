; ModuleID = 'decay.c'
source_filename = "decay.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.prng = type { [16 x i32], [64 x i8], i8 }

@g_prng = dso_local local_unnamed_addr global %struct.prng zeroinitializer, align 16

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i32 @fill(ptr nocapture noundef %t, i32 noundef %k) local_unnamed_addr #0 {
entry:
  %mul = mul i32 %k, 7
  %and.i = and i32 %k, 63
  %idxprom.i = zext nneg i32 %and.i to i64
  %arrayidx.i = getelementptr inbounds i32, ptr %t, i64 %idxprom.i
  store i32 %mul, ptr %arrayidx.i, align 4, !tbaa !5
  %n = getelementptr inbounds i8, ptr %t, i64 256
  %0 = load i32, ptr %n, align 4, !tbaa !9
  %inc = add nsw i32 %0, 1
  store i32 %inc, ptr %n, align 4, !tbaa !9
  %add = add i32 %k, 1
  %and.i7 = and i32 %add, 63
  %idxprom.i8 = zext nneg i32 %and.i7 to i64
  %arrayidx.i9 = getelementptr inbounds i32, ptr %t, i64 %idxprom.i8
  %1 = load i32, ptr %arrayidx.i9, align 4, !tbaa !5
  ret i32 %1
}

; Function Attrs: mustprogress nounwind willreturn uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(260) ptr @calloc(i64 noundef 1, i64 noundef 260) #5
  %call1 = tail call i32 @fill(ptr noundef %call, i32 noundef %argc)
  tail call fastcc void @block()
  store i8 0, ptr getelementptr inbounds (i8, ptr @g_prng, i64 128), align 4, !tbaa !11
  %0 = load i8, ptr getelementptr inbounds (i8, ptr @g_prng, i64 67), align 1, !tbaa !13
  %conv = zext i8 %0 to i32
  %add = add i32 %call1, %conv
  tail call void @free(ptr noundef %call) #6
  ret i32 %add
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @block() unnamed_addr #3 {
entry:
  %0 = load <4 x i32>, ptr @g_prng, align 16, !tbaa !5
  %1 = mul <4 x i32> %0, <i32 3, i32 3, i32 3, i32 3>
  %2 = add <4 x i32> %1, <i32 1, i32 1, i32 1, i32 1>
  store <4 x i32> %2, ptr getelementptr inbounds (i8, ptr @g_prng, i64 64), align 16, !tbaa !5
  %3 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @g_prng, i64 16), align 16, !tbaa !5
  %4 = mul <4 x i32> %3, <i32 3, i32 3, i32 3, i32 3>
  %5 = add <4 x i32> %4, <i32 1, i32 1, i32 1, i32 1>
  store <4 x i32> %5, ptr getelementptr inbounds (i8, ptr @g_prng, i64 80), align 16, !tbaa !5
  %6 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @g_prng, i64 32), align 16, !tbaa !5
  %7 = mul <4 x i32> %6, <i32 3, i32 3, i32 3, i32 3>
  %8 = add <4 x i32> %7, <i32 1, i32 1, i32 1, i32 1>
  store <4 x i32> %8, ptr getelementptr inbounds (i8, ptr @g_prng, i64 96), align 16, !tbaa !5
  %9 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @g_prng, i64 48), align 16, !tbaa !5
  %10 = mul <4 x i32> %9, <i32 3, i32 3, i32 3, i32 3>
  %11 = add <4 x i32> %10, <i32 1, i32 1, i32 1, i32 1>
  store <4 x i32> %11, ptr getelementptr inbounds (i8, ptr @g_prng, i64 112), align 16, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !6, i64 256}
!10 = !{!"table", !7, i64 0, !6, i64 256}
!11 = !{!12, !7, i64 128}
!12 = !{!"prng", !7, i64 0, !7, i64 64, !7, i64 128}
!13 = !{!7, !7, i64 0}
