; ModuleID = 'hM_bycontent.c'
source_filename = "hM_bycontent.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.GCU = type { %struct.LCl }
%struct.LCl = type { ptr, i8, i8, i8, ptr, ptr }
%struct.TV = type { %union.anon, i8 }
%union.anon = type { ptr }

@spare = dso_local local_unnamed_addr global %union.GCU zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define dso_local noalias noundef ptr @newobj(i32 noundef %tt, i64 noundef %sz) local_unnamed_addr #0 {
entry:
  %call = tail call noalias ptr @calloc(i64 noundef 1, i64 noundef %sz) #8
  %conv = trunc i32 %tt to i8
  %tt1 = getelementptr inbounds i8, ptr %call, i64 8
  store i8 %conv, ptr %tt1, align 8, !tbaa !5
  ret ptr %call
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @one() #3 {
entry:
  ret i32 1
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write, inaccessiblemem: readwrite) uwtable
define dso_local noalias noundef ptr @newlcl(ptr noundef %p) local_unnamed_addr #4 {
entry:
  %call = tail call ptr @newobj(i32 noundef 6, i64 noundef 32)
  %p1 = getelementptr inbounds i8, ptr %call, i64 24
  store ptr %p, ptr %p1, align 8, !tbaa !10
  ret ptr %call
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 256) i32 @lclparams(ptr nocapture noundef readonly %cl) local_unnamed_addr #5 {
entry:
  %p = getelementptr inbounds i8, ptr %cl, i64 24
  %0 = load ptr, ptr %p, align 8, !tbaa !10
  %numparams = getelementptr inbounds i8, ptr %0, i64 10
  %1 = load i8, ptr %numparams, align 2, !tbaa !12
  %conv = zext i8 %1 to i32
  ret i32 %conv
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 256) i32 @numparams(ptr nocapture noundef readonly %o) local_unnamed_addr #5 {
entry:
  %0 = load ptr, ptr %o, align 8, !tbaa !15
  %p = getelementptr inbounds i8, ptr %0, i64 24
  %1 = load ptr, ptr %p, align 8, !tbaa !15
  %numparams = getelementptr inbounds i8, ptr %1, i64 10
  %2 = load i8, ptr %numparams, align 2, !tbaa !12
  %conv = zext i8 %2 to i32
  ret i32 %conv
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @call(ptr nocapture noundef readonly %o) local_unnamed_addr #6 {
entry:
  %0 = load ptr, ptr %o, align 8, !tbaa !15
  %f = getelementptr inbounds i8, ptr %0, i64 24
  %1 = load ptr, ptr %f, align 8, !tbaa !15
  %call = tail call i32 %1() #9
  ret i32 %call
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @mtsize(ptr nocapture noundef readonly %o) local_unnamed_addr #5 {
entry:
  %0 = load ptr, ptr %o, align 8, !tbaa !15
  %mt = getelementptr inbounds i8, ptr %0, i64 24
  %1 = load ptr, ptr %mt, align 8, !tbaa !15
  %tobool.not = icmp eq ptr %1, null
  br i1 %tobool.not, label %cond.end, label %cond.true

cond.true:                                        ; preds = %entry
  %n = getelementptr inbounds i8, ptr %1, i64 12
  %2 = load i32, ptr %n, align 4, !tbaa !16
  br label %cond.end

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i32 [ %2, %cond.true ], [ 0, %entry ]
  ret i32 %cond
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #7 {
entry:
  %a = alloca %struct.TV, align 8
  %b = alloca %struct.TV, align 8
  %c = alloca %struct.TV, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %a) #9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %b) #9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %c) #9
  %call = tail call ptr @newobj(i32 noundef 9, i64 noundef 16)
  %conv = trunc i32 %argc to i8
  %numparams = getelementptr inbounds i8, ptr %call, i64 10
  store i8 %conv, ptr %numparams, align 2, !tbaa !12
  %call1 = tail call ptr @newlcl(ptr noundef %call)
  %call2 = tail call ptr @newobj(i32 noundef 7, i64 noundef 32)
  %f = getelementptr inbounds i8, ptr %call2, i64 24
  store ptr @one, ptr %f, align 8, !tbaa !18
  %call3 = tail call ptr @newobj(i32 noundef 8, i64 noundef 32)
  %call4 = tail call ptr @newobj(i32 noundef 5, i64 noundef 16)
  %mt = getelementptr inbounds i8, ptr %call3, i64 24
  store ptr %call4, ptr %mt, align 8, !tbaa !20
  %n = getelementptr inbounds i8, ptr %call4, i64 12
  store i32 %argc, ptr %n, align 4, !tbaa !16
  store ptr %call1, ptr %a, align 8, !tbaa !15
  %tt = getelementptr inbounds i8, ptr %a, i64 8
  store i8 6, ptr %tt, align 8, !tbaa !24
  store ptr %call2, ptr %b, align 8, !tbaa !15
  %tt7 = getelementptr inbounds i8, ptr %b, i64 8
  store i8 7, ptr %tt7, align 8, !tbaa !24
  store ptr %call3, ptr %c, align 8, !tbaa !15
  %tt9 = getelementptr inbounds i8, ptr %c, i64 8
  store i8 8, ptr %tt9, align 8, !tbaa !24
  %call10 = call i32 @numparams(ptr noundef nonnull %a)
  %call11 = call i32 @call(ptr noundef nonnull %b)
  %add = add nsw i32 %call11, %call10
  %call12 = call i32 @mtsize(ptr noundef nonnull %c)
  %add13 = add nsw i32 %add, %call12
  %call14 = tail call i32 @lclparams(ptr noundef %call1)
  %add15 = add nsw i32 %add13, %call14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %c) #9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %b) #9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %a) #9
  ret i32 %add15
}

attributes #0 = { mustprogress nofree noinline nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline nounwind willreturn memory(write, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind allocsize(0,1) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !8, i64 8}
!6 = !{!"GC", !7, i64 0, !8, i64 8, !8, i64 9}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !7, i64 24}
!11 = !{!"LCl", !7, i64 0, !8, i64 8, !8, i64 9, !8, i64 10, !7, i64 16, !7, i64 24}
!12 = !{!13, !8, i64 10}
!13 = !{!"Proto", !7, i64 0, !8, i64 8, !8, i64 9, !8, i64 10, !14, i64 12}
!14 = !{!"int", !8, i64 0}
!15 = !{!8, !8, i64 0}
!16 = !{!17, !14, i64 12}
!17 = !{!"Tab", !7, i64 0, !8, i64 8, !8, i64 9, !14, i64 12}
!18 = !{!19, !7, i64 24}
!19 = !{!"CCl", !7, i64 0, !8, i64 8, !8, i64 9, !8, i64 10, !7, i64 16, !7, i64 24}
!20 = !{!21, !7, i64 24}
!21 = !{!"UD", !7, i64 0, !8, i64 8, !8, i64 9, !22, i64 10, !23, i64 16, !7, i64 24}
!22 = !{!"short", !8, i64 0}
!23 = !{!"long", !8, i64 0}
!24 = !{!25, !8, i64 8}
!25 = !{!"TV", !8, i64 0, !8, i64 8}
