; ModuleID = 'unionguess.c'
source_filename = "unionguess.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.UD = type { ptr, i8, i8, %union.anon.0, i64, ptr }
%union.anon.0 = type { i16 }
%struct.TV = type { %union.anon, i8 }
%union.anon = type { ptr }

@allgc = dso_local local_unnamed_addr global ptr null, align 8
@ud0 = dso_local local_unnamed_addr global %struct.UD zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(readwrite, argmem: none) uwtable
define dso_local noundef ptr @newobj(i32 noundef %tt, i64 noundef %sz) local_unnamed_addr #0 {
entry:
  %call = tail call noalias ptr @malloc(i64 noundef %sz) #6
  %conv = trunc i32 %tt to i8
  %tt1 = getelementptr inbounds i8, ptr %call, i64 8
  store i8 %conv, ptr %tt1, align 8, !tbaa !5
  %0 = load ptr, ptr @allgc, align 8, !tbaa !10
  store ptr %0, ptr %call, align 8, !tbaa !11
  store ptr %call, ptr @allgc, align 8, !tbaa !10
  ret ptr %call
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @setobj(ptr nocapture noundef writeonly %t, ptr noundef %o, i32 noundef %tt) local_unnamed_addr #3 {
entry:
  store ptr %o, ptr %t, align 8, !tbaa !12
  %conv = trunc i32 %tt to i8
  %tt1 = getelementptr inbounds i8, ptr %t, i64 8
  store i8 %conv, ptr %tt1, align 8, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 256) i32 @nupvalues(ptr nocapture noundef readonly %o) local_unnamed_addr #4 {
entry:
  %0 = load ptr, ptr %o, align 8, !tbaa !12
  %nup = getelementptr inbounds i8, ptr %0, i64 10
  %1 = load i8, ptr %nup, align 2, !tbaa !15
  %conv = zext i8 %1 to i32
  ret i32 %conv
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local ptr @topointer(ptr nocapture noundef readonly %o) local_unnamed_addr #4 {
entry:
  %tt = getelementptr inbounds i8, ptr %o, i64 8
  %0 = load i8, ptr %tt, align 8, !tbaa !13
  switch i8 %0, label %return [
    i8 2, label %sw.bb
    i8 3, label %sw.bb5
  ]

sw.bb:                                            ; preds = %entry
  %1 = load ptr, ptr %o, align 8, !tbaa !12
  %x = getelementptr inbounds i8, ptr %1, i64 10
  %2 = load i16, ptr %x, align 2, !tbaa !12
  %cmp = icmp eq i16 %2, 0
  %conv1 = zext i16 %2 to i64
  %mul = shl nuw nsw i64 %conv1, 4
  %add = add nuw nsw i64 %mul, 40
  %cond = select i1 %cmp, i64 32, i64 %add
  %add.ptr = getelementptr inbounds i8, ptr %1, i64 %cond
  br label %return

sw.bb5:                                           ; preds = %entry
  %3 = load ptr, ptr %o, align 8, !tbaa !12
  %f = getelementptr inbounds i8, ptr %3, i64 16
  %4 = load ptr, ptr %f, align 8, !tbaa !17
  br label %return

return:                                           ; preds = %entry, %sw.bb5, %sw.bb
  %retval.0 = phi ptr [ %4, %sw.bb5 ], [ %add.ptr, %sw.bb ], [ null, %entry ]
  ret ptr %retval.0
}

; Function Attrs: mustprogress nofree nounwind willreturn uwtable
define dso_local range(i32 0, 258) i32 @main(i32 noundef %argc, ptr noundef %argv) local_unnamed_addr #5 {
entry:
  %a = alloca %struct.TV, align 8
  %b = alloca %struct.TV, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %a) #7
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %b) #7
  %call = tail call ptr @newobj(i32 noundef 2, i64 noundef 32)
  %conv = trunc i32 %argc to i16
  %x = getelementptr inbounds i8, ptr %call, i64 10
  store i16 %conv, ptr %x, align 2, !tbaa !12
  %conv1 = sext i32 %argc to i64
  %len = getelementptr inbounds i8, ptr %call, i64 16
  store i64 %conv1, ptr %len, align 8, !tbaa !18
  %mt = getelementptr inbounds i8, ptr %call, i64 24
  store ptr %argv, ptr %mt, align 8, !tbaa !21
  store i64 %conv1, ptr getelementptr inbounds (i8, ptr @ud0, i64 16), align 8, !tbaa !18
  %call3 = tail call ptr @newobj(i32 noundef 3, i64 noundef 24)
  %nup = getelementptr inbounds i8, ptr %call3, i64 10
  store i8 0, ptr %nup, align 2, !tbaa !15
  %f = getelementptr inbounds i8, ptr %call3, i64 16
  store ptr %argv, ptr %f, align 8, !tbaa !17
  call void @setobj(ptr noundef nonnull %a, ptr noundef %call, i32 noundef 2)
  call void @setobj(ptr noundef nonnull %b, ptr noundef %call3, i32 noundef 3)
  %call4 = call i32 @nupvalues(ptr noundef nonnull %b)
  %call5 = call ptr @topointer(ptr noundef nonnull %a)
  %cmp = icmp ne ptr %call5, null
  %conv6 = zext i1 %cmp to i32
  %add = add nuw nsw i32 %call4, %conv6
  %call7 = call ptr @topointer(ptr noundef nonnull %b)
  %cmp8 = icmp ne ptr %call7, null
  %conv9 = zext i1 %cmp8 to i32
  %add10 = add nuw nsw i32 %add, %conv9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %b) #7
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %a) #7
  ret i32 %add10
}

attributes #0 = { mustprogress nofree noinline nounwind willreturn memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }

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
!10 = !{!7, !7, i64 0}
!11 = !{!6, !7, i64 0}
!12 = !{!8, !8, i64 0}
!13 = !{!14, !8, i64 8}
!14 = !{!"TV", !8, i64 0, !8, i64 8}
!15 = !{!16, !8, i64 10}
!16 = !{!"CCl", !7, i64 0, !8, i64 8, !8, i64 9, !8, i64 10, !7, i64 16}
!17 = !{!16, !7, i64 16}
!18 = !{!19, !20, i64 16}
!19 = !{!"UD", !7, i64 0, !8, i64 8, !8, i64 9, !8, i64 10, !20, i64 16, !7, i64 24}
!20 = !{!"long", !8, i64 0}
!21 = !{!19, !7, i64 24}
