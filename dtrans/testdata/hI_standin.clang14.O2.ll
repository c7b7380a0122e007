; ModuleID = 'hI_standin.c'
source_filename = "hI_standin.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Other = type { double, i64 }
%struct.Sel = type { i8, i16, i32, [2 x i32], %struct.Sel* }

; Function Attrs: noinline nounwind uwtable
define dso_local i8* @alloc(i64 noundef %n) local_unnamed_addr #0 {
entry:
  %call = tail call i8* @gen_alloc(i64 noundef %n) #4
  ret i8* %call
}

declare i8* @gen_alloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local %struct.Other* @newOther() local_unnamed_addr #2 {
entry:
  %call = tail call i8* @alloc(i64 noundef 16)
  %0 = bitcast i8* %call to %struct.Other*
  %x = bitcast i8* %call to double*
  store double 1.000000e+00, double* %x, align 8, !tbaa !5
  %y = getelementptr inbounds i8, i8* %call, i64 8
  %1 = bitcast i8* %y to i64*
  store i64 2, i64* %1, align 8, !tbaa !11
  ret %struct.Other* %0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: nounwind uwtable
define dso_local %struct.Sel* @newSel(i32 noundef %a) local_unnamed_addr #2 {
entry:
  %standin = alloca %struct.Sel, align 8
  %0 = getelementptr inbounds %struct.Sel, %struct.Sel* %standin, i64 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %0) #4
  %call = tail call i8* @alloc(i64 noundef 24)
  %1 = bitcast i8* %call to %struct.Sel*
  %cmp = icmp eq i8* %call, null
  %spec.store.select = select i1 %cmp, %struct.Sel* %standin, %struct.Sel* %1
  %spec.store.select.sroa.sel = select i1 %cmp, i8* %0, i8* %call
  store i8 1, i8* %spec.store.select.sroa.sel, align 8, !tbaa !12
  %standin.sroa.gep17 = getelementptr inbounds %struct.Sel, %struct.Sel* %standin, i64 0, i32 2
  %.sroa.gep18 = getelementptr inbounds i8, i8* %call, i64 4
  %2 = bitcast i8* %.sroa.gep18 to i32*
  %spec.store.select.sroa.sel19 = select i1 %cmp, i32* %standin.sroa.gep17, i32* %2
  store i32 %a, i32* %spec.store.select.sroa.sel19, align 4, !tbaa !17
  %standin.sroa.gep26 = getelementptr inbounds %struct.Sel, %struct.Sel* %standin, i64 0, i32 3, i64 0
  %.sroa.gep27 = getelementptr inbounds i8, i8* %call, i64 8
  %3 = bitcast i8* %.sroa.gep27 to i32*
  %spec.store.select.sroa.sel28 = select i1 %cmp, i32* %standin.sroa.gep26, i32* %3
  store i32 -1, i32* %spec.store.select.sroa.sel28, align 8, !tbaa !18
  %standin.sroa.gep23 = getelementptr inbounds %struct.Sel, %struct.Sel* %standin, i64 0, i32 3, i64 1
  %.sroa.gep24 = getelementptr inbounds i8, i8* %call, i64 12
  %4 = bitcast i8* %.sroa.gep24 to i32*
  %spec.store.select.sroa.sel25 = select i1 %cmp, i32* %standin.sroa.gep23, i32* %4
  store i32 -1, i32* %spec.store.select.sroa.sel25, align 4, !tbaa !18
  %standin.sroa.gep20 = getelementptr inbounds %struct.Sel, %struct.Sel* %standin, i64 0, i32 4
  %.sroa.gep21 = getelementptr inbounds i8, i8* %call, i64 16
  %5 = bitcast i8* %.sroa.gep21 to %struct.Sel**
  %spec.store.select.sroa.sel22 = select i1 %cmp, %struct.Sel** %standin.sroa.gep20, %struct.Sel** %5
  store %struct.Sel* null, %struct.Sel** %spec.store.select.sroa.sel22, align 8, !tbaa !19
  call void @use(%struct.Sel* noundef %spec.store.select) #4
  %cmp4 = icmp eq %struct.Sel* %spec.store.select, %standin
  %.spec.store.select = select i1 %cmp4, %struct.Sel* null, %struct.Sel* %spec.store.select
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %0) #4
  ret %struct.Sel* %.spec.store.select
}

declare void @use(%struct.Sel* noundef) local_unnamed_addr #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Other", !7, i64 0, !10, i64 8}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long", !8, i64 0}
!11 = !{!6, !10, i64 8}
!12 = !{!13, !8, i64 0}
!13 = !{!"Sel", !8, i64 0, !14, i64 2, !15, i64 4, !8, i64 8, !16, i64 16}
!14 = !{!"short", !8, i64 0}
!15 = !{!"int", !8, i64 0}
!16 = !{!"any pointer", !8, i64 0}
!17 = !{!13, !15, i64 4}
!18 = !{!15, !15, i64 0}
!19 = !{!13, !16, i64 16}
