; ModuleID = 'tagcallee.c'
source_filename = "tagcallee.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.OS = type { i64, i32, ptr, ptr }

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(inaccessiblemem: readwrite) uwtable
define dso_local noundef ptr @aligned_alloc_c(i64 noundef %align, i64 noundef %size) local_unnamed_addr #0 {
entry:
  %add = add i64 %size, %align
  %call = tail call noalias ptr @malloc(i64 noundef %add) #7
  %tobool.not = icmp eq ptr %call, null
  %0 = ptrtoint ptr %call to i64
  %add1 = add i64 %align, -1
  %sub = add i64 %add1, %0
  %not = sub i64 0, %align
  %and = and i64 %sub, %not
  %1 = inttoptr i64 %and to ptr
  %retval.0 = select i1 %tobool.not, ptr null, ptr %1
  ret ptr %retval.0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write, inaccessiblemem: readwrite) uwtable
define dso_local noundef ptr @alloc_c(i32 noundef %level) local_unnamed_addr #3 {
entry:
  %call = tail call ptr @aligned_alloc_c(i64 noundef 32, i64 noundef 48)
  %tobool.not = icmp eq ptr %call, null
  br i1 %tobool.not, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %level1 = getelementptr inbounds i8, ptr %call, i64 32
  store i32 %level, ptr %level1, align 8, !tbaa !5
  %max = getelementptr inbounds i8, ptr %call, i64 40
  store i64 10, ptr %max, align 8, !tbaa !12
  %cmp = icmp sgt i32 %level, 3
  %slow.fast = select i1 %cmp, ptr @slow, ptr @fast
  store ptr %slow.fast, ptr %call, align 8, !tbaa !13
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  ret ptr %call
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal void @slow(ptr nocapture readnone %c, ptr nocapture readnone %in, i64 noundef %n, ptr nocapture noundef %os) #4 {
entry:
  %next = getelementptr inbounds i8, ptr %os, i64 16
  %0 = load ptr, ptr %next, align 8, !tbaa !14
  %add.ptr = getelementptr inbounds i8, ptr %0, i64 %n
  store ptr %add.ptr, ptr %next, align 8, !tbaa !14
  %n1 = getelementptr inbounds i8, ptr %os, i64 8
  store i32 0, ptr %n1, align 8, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal void @fast(ptr nocapture noundef readonly %c, ptr nocapture readnone %in, i64 noundef %n, ptr nocapture noundef writeonly %os) #4 {
entry:
  store i64 %n, ptr %os, align 8, !tbaa !17
  %level = getelementptr inbounds i8, ptr %c, i64 32
  %0 = load i32, ptr %level, align 8, !tbaa !5
  %n1 = getelementptr inbounds i8, ptr %os, i64 8
  store i32 %0, ptr %n1, align 8, !tbaa !16
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local i64 @compress(ptr noundef %c, ptr noundef %in, i64 noundef %n, ptr noundef %out, i64 noundef %avail) local_unnamed_addr #5 {
entry:
  %os = alloca %struct.OS, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %os) #8
  %max = getelementptr inbounds i8, ptr %c, i64 40
  %0 = load i64, ptr %max, align 8, !tbaa !12
  %cmp = icmp ult i64 %0, %n
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  store i64 0, ptr %os, align 8, !tbaa !17
  %n1 = getelementptr inbounds i8, ptr %os, i64 8
  store i32 0, ptr %n1, align 8, !tbaa !16
  %next = getelementptr inbounds i8, ptr %os, i64 16
  store ptr %out, ptr %next, align 8, !tbaa !14
  %add.ptr = getelementptr inbounds i8, ptr %out, i64 %avail
  %add.ptr2 = getelementptr inbounds i8, ptr %add.ptr, i64 -8
  %end = getelementptr inbounds i8, ptr %os, i64 24
  store ptr %add.ptr2, ptr %end, align 8, !tbaa !18
  %1 = load ptr, ptr %c, align 8, !tbaa !13
  call void %1(ptr noundef nonnull %c, ptr noundef %in, i64 noundef %n, ptr noundef nonnull %os) #8
  %2 = load ptr, ptr %next, align 8, !tbaa !14
  %3 = load ptr, ptr %end, align 8, !tbaa !18
  %cmp5.not = icmp ult ptr %2, %3
  br i1 %cmp5.not, label %if.end7, label %cleanup

if.end7:                                          ; preds = %if.end
  %4 = load i32, ptr %n1, align 8, !tbaa !16
  %tobool.not = icmp eq i32 %4, 0
  br i1 %tobool.not, label %if.end12, label %if.then9

if.then9:                                         ; preds = %if.end7
  %5 = load i64, ptr %os, align 8, !tbaa !17
  %conv = trunc i64 %5 to i8
  %incdec.ptr = getelementptr inbounds i8, ptr %2, i64 1
  store ptr %incdec.ptr, ptr %next, align 8, !tbaa !14
  store i8 %conv, ptr %2, align 1, !tbaa !19
  %.pre = load ptr, ptr %next, align 8, !tbaa !14
  br label %if.end12

if.end12:                                         ; preds = %if.then9, %if.end7
  %6 = phi ptr [ %.pre, %if.then9 ], [ %2, %if.end7 ]
  %sub.ptr.lhs.cast = ptrtoint ptr %6 to i64
  %sub.ptr.rhs.cast = ptrtoint ptr %out to i64
  %sub.ptr.sub = sub i64 %sub.ptr.lhs.cast, %sub.ptr.rhs.cast
  br label %cleanup

cleanup:                                          ; preds = %if.end, %entry, %if.end12
  %retval.0 = phi i64 [ %sub.ptr.sub, %if.end12 ], [ 0, %entry ], [ 0, %if.end ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %os) #8
  ret i64 %retval.0
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #6 {
entry:
  %buf = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %buf) #8
  %call = tail call ptr @alloc_c(i32 noundef %argc)
  %tobool.not = icmp eq ptr %call, null
  br i1 %tobool.not, label %cond.end, label %cond.true

cond.true:                                        ; preds = %entry
  %0 = load ptr, ptr %argv, align 8, !tbaa !20
  %call1 = call i64 @compress(ptr noundef nonnull %call, ptr noundef %0, i64 noundef 3, ptr noundef nonnull %buf, i64 noundef 64)
  %conv = trunc i64 %call1 to i32
  br label %cond.end

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i32 [ %conv, %cond.true ], [ 1, %entry ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %buf) #8
  ret i32 %cond
}

attributes #0 = { mustprogress nofree noinline nounwind willreturn memory(inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline nounwind willreturn memory(write, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 32}
!6 = !{!"C", !7, i64 0, !8, i64 8, !10, i64 32, !11, i64 40}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!"long", !8, i64 0}
!12 = !{!6, !11, i64 40}
!13 = !{!6, !7, i64 0}
!14 = !{!15, !7, i64 16}
!15 = !{!"OS", !11, i64 0, !10, i64 8, !7, i64 16, !7, i64 24}
!16 = !{!15, !10, i64 8}
!17 = !{!15, !11, i64 0}
!18 = !{!15, !7, i64 24}
!19 = !{!8, !8, i64 0}
!20 = !{!7, !7, i64 0}
