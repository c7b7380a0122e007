; ModuleID = 'hD_hdrtags.c'
source_filename = "hD_hdrtags.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Gstate = type { ptr, ptr }

@main.g = internal global %struct.Gstate zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @traverse(ptr nocapture noundef %g, ptr noundef %h) local_unnamed_addr #0 {
entry:
  %size = getelementptr inbounds i8, ptr %h, i64 12
  %0 = load i32, ptr %size, align 4, !tbaa !5
  %cmp = icmp sgt i32 %0, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %flags = getelementptr inbounds i8, ptr %h, i64 10
  store i8 1, ptr %flags, align 2, !tbaa !11
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %marked = getelementptr inbounds i8, ptr %h, i64 9
  %1 = load i8, ptr %marked, align 1, !tbaa !12
  %2 = or i8 %1, 4
  store i8 %2, ptr %marked, align 1, !tbaa !12
  %gclist = getelementptr inbounds i8, ptr %h, i64 16
  %3 = load ptr, ptr %g, align 8, !tbaa !14
  store ptr %3, ptr %gclist, align 8, !tbaa !14
  store ptr %h, ptr %g, align 8, !tbaa !14
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local noundef ptr @newobj(ptr nocapture noundef %g, i32 noundef %tt, i64 noundef %sz) local_unnamed_addr #1 {
entry:
  %call = tail call noalias ptr @calloc(i64 noundef 1, i64 noundef %sz) #5
  %cmp = icmp eq ptr %call, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  tail call void @abort() #6
  unreachable

if.end:                                           ; preds = %entry
  %conv = trunc i32 %tt to i8
  %tt1 = getelementptr inbounds i8, ptr %call, i64 8
  store i8 %conv, ptr %tt1, align 8, !tbaa !15
  %allgc = getelementptr inbounds i8, ptr %g, i64 8
  %0 = load ptr, ptr %allgc, align 8, !tbaa !16
  store ptr %0, ptr %call, align 8, !tbaa !18
  store ptr %call, ptr %allgc, align 8, !tbaa !16
  ret ptr %call
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare void @abort() local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #4 {
entry:
  %call = tail call ptr @newobj(ptr noundef nonnull @main.g, i32 noundef 5, i64 noundef 24)
  %size = getelementptr inbounds i8, ptr %call, i64 12
  store i32 3, ptr %size, align 4, !tbaa !5
  tail call void @traverse(ptr noundef nonnull @main.g, ptr noundef %call)
  %0 = load ptr, ptr @main.g, align 8, !tbaa !19
  %cmp = icmp eq ptr %0, %call
  br i1 %cmp, label %cond.true, label %cond.end

cond.true:                                        ; preds = %entry
  %flags = getelementptr inbounds i8, ptr %call, i64 10
  %1 = load i8, ptr %flags, align 2, !tbaa !11
  %conv = zext i8 %1 to i32
  br label %cond.end

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i32 [ %conv, %cond.true ], [ 0, %entry ]
  ret i32 %cond
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0,1) }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 12}
!6 = !{!"Tab", !7, i64 0, !8, i64 8, !8, i64 9, !8, i64 10, !10, i64 12, !7, i64 16}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!6, !8, i64 10}
!12 = !{!13, !8, i64 9}
!13 = !{!"Obj", !7, i64 0, !8, i64 8, !8, i64 9}
!14 = !{!7, !7, i64 0}
!15 = !{!13, !8, i64 8}
!16 = !{!17, !7, i64 8}
!17 = !{!"Gstate", !7, i64 0, !7, i64 8}
!18 = !{!13, !7, i64 0}
!19 = !{!17, !7, i64 0}
