; ModuleID = 'hI_standin.c'
source_filename = "hI_standin.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Sel = type { i8, i16, i32, [2 x i32], ptr }

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @alloc(i64 noundef %n) local_unnamed_addr #0 {
entry:
  %call = tail call ptr @gen_alloc(i64 noundef %n) #4
  ret ptr %call
}

declare ptr @gen_alloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noundef ptr @newOther() local_unnamed_addr #2 {
entry:
  %call = tail call ptr @alloc(i64 noundef 16)
  store double 1.000000e+00, ptr %call, align 8, !tbaa !5
  %y = getelementptr inbounds i8, ptr %call, i64 8
  store i64 2, ptr %y, align 8, !tbaa !11
  ret ptr %call
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind uwtable
define dso_local noundef ptr @newSel(i32 noundef %a) local_unnamed_addr #2 {
entry:
  %standin = alloca %struct.Sel, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %standin) #4
  %call = tail call ptr @alloc(i64 noundef 24)
  %cmp = icmp eq ptr %call, null
  %spec.store.select = select i1 %cmp, ptr %standin, ptr %call
  store i8 1, ptr %spec.store.select, align 8, !tbaa !12
  %spec.store.select.sroa.sel.v.sroa.sel.v.sroa.sel.v = select i1 %cmp, ptr %standin, ptr %call
  %spec.store.select.sroa.sel.v.sroa.sel.v.sroa.sel = getelementptr inbounds i8, ptr %spec.store.select.sroa.sel.v.sroa.sel.v.sroa.sel.v, i64 4
  store i32 %a, ptr %spec.store.select.sroa.sel.v.sroa.sel.v.sroa.sel, align 4, !tbaa !17
  %spec.store.select.sroa.sel18.v.sroa.sel.v.sroa.sel.v = select i1 %cmp, ptr %standin, ptr %call
  %spec.store.select.sroa.sel18.v.sroa.sel.v.sroa.sel = getelementptr inbounds i8, ptr %spec.store.select.sroa.sel18.v.sroa.sel.v.sroa.sel.v, i64 8
  store i32 -1, ptr %spec.store.select.sroa.sel18.v.sroa.sel.v.sroa.sel, align 8, !tbaa !18
  %spec.store.select.sroa.sel21.v.sroa.sel.v.sroa.sel.v = select i1 %cmp, ptr %standin, ptr %call
  %spec.store.select.sroa.sel21.v.sroa.sel.v.sroa.sel = getelementptr inbounds i8, ptr %spec.store.select.sroa.sel21.v.sroa.sel.v.sroa.sel.v, i64 12
  store i32 -1, ptr %spec.store.select.sroa.sel21.v.sroa.sel.v.sroa.sel, align 4, !tbaa !18
  %spec.store.select.sroa.sel24.v.sroa.sel.v.sroa.sel.v = select i1 %cmp, ptr %standin, ptr %call
  %spec.store.select.sroa.sel24.v.sroa.sel.v.sroa.sel = getelementptr inbounds i8, ptr %spec.store.select.sroa.sel24.v.sroa.sel.v.sroa.sel.v, i64 16
  store ptr null, ptr %spec.store.select.sroa.sel24.v.sroa.sel.v.sroa.sel, align 8, !tbaa !19
  call void @use(ptr noundef nonnull %spec.store.select) #4
  %cmp4 = icmp eq ptr %spec.store.select, %standin
  %.spec.store.select = select i1 %cmp4, ptr null, ptr %spec.store.select
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %standin) #4
  ret ptr %.spec.store.select
}

declare void @use(ptr noundef) local_unnamed_addr #1

attributes #0 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
