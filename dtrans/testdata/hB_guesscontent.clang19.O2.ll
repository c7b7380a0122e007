; ModuleID = 'hB_guesscontent.c'
source_filename = "hB_guesscontent.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.TV = type { %union.anon, i8 }
%union.anon = type { ptr }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @setobj(ptr nocapture noundef writeonly %t, ptr noundef %o, i32 noundef %tt) local_unnamed_addr #0 {
entry:
  store ptr %o, ptr %t, align 8, !tbaa !5
  %conv = trunc i32 %tt to i8
  %tt1 = getelementptr inbounds i8, ptr %t, i64 8
  store i8 %conv, ptr %tt1, align 8, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @sizeof_tab(ptr nocapture noundef readonly %o) local_unnamed_addr #1 {
entry:
  %0 = load ptr, ptr %o, align 8, !tbaa !5
  %size = getelementptr inbounds i8, ptr %0, i64 12
  %1 = load i32, ptr %size, align 4, !tbaa !10
  ret i32 %1
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @setint(ptr nocapture noundef writeonly %ra, i64 noundef %i) local_unnamed_addr #0 {
entry:
  store i64 %i, ptr %ra, align 8, !tbaa !5
  %tt = getelementptr inbounds i8, ptr %ra, i64 8
  store i8 3, ptr %tt, align 8, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @objlen(ptr nocapture noundef writeonly %ra, ptr nocapture noundef readonly %rb) local_unnamed_addr #3 {
entry:
  %tt = getelementptr inbounds i8, ptr %rb, i64 8
  %0 = load i8, ptr %tt, align 8, !tbaa !8
  %cmp = icmp eq i8 %0, 4
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %1 = load ptr, ptr %rb, align 8, !tbaa !5
  %u = getelementptr inbounds i8, ptr %1, i64 16
  %2 = load i64, ptr %u, align 8, !tbaa !5
  store i64 %2, ptr %ra, align 8, !tbaa !5
  %tt3 = getelementptr inbounds i8, ptr %ra, i64 8
  store i8 3, ptr %tt3, align 8, !tbaa !8
  br label %if.end

if.else:                                          ; preds = %entry
  %call = tail call i32 @sizeof_tab(ptr noundef nonnull %rb)
  %conv4 = sext i32 %call to i64
  tail call void @setint(ptr noundef %ra, i64 noundef %conv4)
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  ret void
}

; Function Attrs: mustprogress nounwind willreturn memory(readwrite, argmem: read) uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #4 {
entry:
  %a = alloca %struct.TV, align 8
  %b = alloca %struct.TV, align 8
  %r = alloca %struct.TV, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %a) #7
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %b) #7
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %r) #7
  %call = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #8
  %call1 = tail call noalias dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #8
  %tobool = icmp ne ptr %call, null
  %tobool2 = icmp ne ptr %call1, null
  %or.cond = and i1 %tobool, %tobool2
  br i1 %or.cond, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %tt = getelementptr inbounds i8, ptr %call, i64 8
  store i8 5, ptr %tt, align 8, !tbaa !14
  %tt3 = getelementptr inbounds i8, ptr %call1, i64 8
  store i8 4, ptr %tt3, align 8, !tbaa !15
  %size = getelementptr inbounds i8, ptr %call, i64 12
  store i32 %argc, ptr %size, align 4, !tbaa !10
  %array = getelementptr inbounds i8, ptr %call, i64 16
  store ptr %r, ptr %array, align 8, !tbaa !17
  %u = getelementptr inbounds i8, ptr %call1, i64 16
  store i64 3, ptr %u, align 8, !tbaa !5
  call void @setobj(ptr noundef nonnull %a, ptr noundef nonnull %call, i32 noundef 5)
  call void @setobj(ptr noundef nonnull %b, ptr noundef nonnull %call1, i32 noundef 4)
  %cmp = icmp sgt i32 %argc, 1
  %a.b = select i1 %cmp, ptr %a, ptr %b
  call void @objlen(ptr noundef nonnull %r, ptr noundef nonnull %a.b)
  %0 = load i64, ptr %r, align 8, !tbaa !5
  %conv = trunc i64 %0 to i32
  %1 = load ptr, ptr %array, align 8, !tbaa !17
  %tt5 = getelementptr inbounds i8, ptr %1, i64 8
  %2 = load i8, ptr %tt5, align 8, !tbaa !8
  %conv6 = zext i8 %2 to i32
  %add = add nsw i32 %conv6, %conv
  call void @free(ptr noundef nonnull %call1) #7
  call void @free(ptr noundef nonnull %call) #7
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %add, %if.end ], [ 1, %entry ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %r) #7
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %b) #7
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %a) #7
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn memory(readwrite, argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !6, i64 8}
!9 = !{!"TV", !6, i64 0, !6, i64 8}
!10 = !{!11, !13, i64 12}
!11 = !{!"Tab", !12, i64 0, !6, i64 8, !6, i64 9, !13, i64 12, !12, i64 16}
!12 = !{!"any pointer", !6, i64 0}
!13 = !{!"int", !6, i64 0}
!14 = !{!11, !6, i64 8}
!15 = !{!16, !6, i64 8}
!16 = !{!"Str", !12, i64 0, !6, i64 8, !6, i64 9, !13, i64 12, !6, i64 16, !6, i64 24}
!17 = !{!11, !12, i64 16}
