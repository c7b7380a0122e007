; ModuleID = 'decay.c'
source_filename = "decay.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.prng = type { [16 x i32], [64 x i8], i8 }
%struct.table = type { [64 x i32], i32 }

@g_prng = dso_local local_unnamed_addr global %struct.prng zeroinitializer, align 16

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local i32 @fill(%struct.table* nocapture noundef %t, i32 noundef %k) local_unnamed_addr #0 {
entry:
  %mul = mul i32 %k, 7
  %and.i = and i32 %k, 63
  %idxprom.i = zext i32 %and.i to i64
  %arrayidx.i = getelementptr inbounds %struct.table, %struct.table* %t, i64 0, i32 0, i64 %idxprom.i
  store i32 %mul, i32* %arrayidx.i, align 4, !tbaa !5
  %n = getelementptr inbounds %struct.table, %struct.table* %t, i64 0, i32 1
  %0 = load i32, i32* %n, align 4, !tbaa !9
  %inc = add nsw i32 %0, 1
  store i32 %inc, i32* %n, align 4, !tbaa !9
  %add = add i32 %k, 1
  %and.i7 = and i32 %add, 63
  %idxprom.i8 = zext i32 %and.i7 to i64
  %arrayidx.i9 = getelementptr inbounds %struct.table, %struct.table* %t, i64 0, i32 0, i64 %idxprom.i8
  %1 = load i32, i32* %arrayidx.i9, align 4, !tbaa !5
  ret i32 %1
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(260) i8* @calloc(i64 noundef 1, i64 noundef 260) #5
  %0 = bitcast i8* %call to %struct.table*
  %call1 = tail call i32 @fill(%struct.table* noundef %0, i32 noundef %argc)
  tail call fastcc void @block()
  store i8 0, i8* getelementptr inbounds (%struct.prng, %struct.prng* @g_prng, i64 0, i32 2), align 4, !tbaa !11
  %1 = load i8, i8* getelementptr inbounds (%struct.prng, %struct.prng* @g_prng, i64 0, i32 1, i64 3), align 1, !tbaa !13
  %conv = zext i8 %1 to i32
  %add = add i32 %call1, %conv
  tail call void @free(i8* noundef %call) #5
  ret i32 %add
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @block() unnamed_addr #3 {
entry:
  %0 = load <4 x i32>, <4 x i32>* bitcast (%struct.prng* @g_prng to <4 x i32>*), align 16, !tbaa !5
  %1 = mul <4 x i32> %0, <i32 3, i32 3, i32 3, i32 3>
  %2 = add <4 x i32> %1, <i32 1, i32 1, i32 1, i32 1>
  store <4 x i32> %2, <4 x i32>* bitcast (i8* getelementptr inbounds (%struct.prng, %struct.prng* @g_prng, i64 0, i32 1, i64 0) to <4 x i32>*), align 16, !tbaa !5
  %3 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds (%struct.prng, %struct.prng* @g_prng, i64 0, i32 0, i64 4) to <4 x i32>*), align 16, !tbaa !5
  %4 = mul <4 x i32> %3, <i32 3, i32 3, i32 3, i32 3>
  %5 = add <4 x i32> %4, <i32 1, i32 1, i32 1, i32 1>
  store <4 x i32> %5, <4 x i32>* bitcast (i8* getelementptr inbounds (%struct.prng, %struct.prng* @g_prng, i64 0, i32 1, i64 16) to <4 x i32>*), align 16, !tbaa !5
  %6 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds (%struct.prng, %struct.prng* @g_prng, i64 0, i32 0, i64 8) to <4 x i32>*), align 16, !tbaa !5
  %7 = mul <4 x i32> %6, <i32 3, i32 3, i32 3, i32 3>
  %8 = add <4 x i32> %7, <i32 1, i32 1, i32 1, i32 1>
  store <4 x i32> %8, <4 x i32>* bitcast (i8* getelementptr inbounds (%struct.prng, %struct.prng* @g_prng, i64 0, i32 1, i64 32) to <4 x i32>*), align 16, !tbaa !5
  %9 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds (%struct.prng, %struct.prng* @g_prng, i64 0, i32 0, i64 12) to <4 x i32>*), align 16, !tbaa !5
  %10 = mul <4 x i32> %9, <i32 3, i32 3, i32 3, i32 3>
  %11 = add <4 x i32> %10, <i32 1, i32 1, i32 1, i32 1>
  store <4 x i32> %11, <4 x i32>* bitcast (i8* getelementptr inbounds (%struct.prng, %struct.prng* @g_prng, i64 0, i32 1, i64 48) to <4 x i32>*), align 16, !tbaa !5
  ret void
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !6, i64 256}
!10 = !{!"table", !7, i64 0, !6, i64 256}
!11 = !{!12, !7, i64 128}
!12 = !{!"prng", !7, i64 0, !7, i64 64, !7, i64 128}
!13 = !{!7, !7, i64 0}
