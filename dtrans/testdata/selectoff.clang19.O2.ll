; ModuleID = 'selectoff.c'
source_filename = "selectoff.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.cfg = type { i32, i32, [4 x i64], i32 }

@defcfg = dso_local global %struct.cfg zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @size_of(ptr noundef readonly %c) local_unnamed_addr #0 {
entry:
  %cmp = icmp eq ptr %c, null
  br i1 %cmp, label %return, label %if.end

if.end:                                           ; preds = %entry
  %0 = load i32, ptr %c, align 8, !tbaa !5
  %and = and i32 %0, 32768
  %tobool.not = icmp eq i32 %and, 0
  %cond.in.v = select i1 %tobool.not, i64 40, i64 4
  %cond.in = getelementptr inbounds i8, ptr %c, i64 %cond.in.v
  %cond = load i32, ptr %cond.in, align 4, !tbaa !10
  br label %return

return:                                           ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %cond, %if.end ], [ 0, %entry ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @held_size(ptr nocapture noundef readonly %h, i32 noundef %reading) local_unnamed_addr #1 {
entry:
  %cfg = getelementptr inbounds i8, ptr %h, i64 8
  %0 = load ptr, ptr %cfg, align 8, !tbaa !11
  %tobool.not = icmp eq i32 %reading, 0
  %cond.in.v = select i1 %tobool.not, i64 40, i64 4
  %cond.in = getelementptr inbounds i8, ptr %0, i64 %cond.in.v
  %cond = load i32, ptr %cond.in, align 4, !tbaa !10
  ret i32 %cond
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @held_mode(ptr nocapture noundef readonly %h) local_unnamed_addr #1 {
entry:
  %cfg = getelementptr inbounds i8, ptr %h, i64 8
  %0 = load ptr, ptr %cfg, align 8, !tbaa !11
  %1 = load i32, ptr %0, align 8, !tbaa !5
  ret i32 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @misown(ptr nocapture noundef writeonly %h, ptr noundef %o) local_unnamed_addr #2 {
entry:
  store i64 1, ptr %o, align 8, !tbaa !15
  %cfg = getelementptr inbounds i8, ptr %h, i64 8
  store ptr %o, ptr %cfg, align 8, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(readwrite, argmem: read) uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  %call = tail call noalias dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #5
  %cmp = icmp eq ptr %call, null
  br i1 %cmp, label %cleanup15, label %if.end

if.end:                                           ; preds = %entry
  %shl = shl i32 %argc, 15
  store i32 %shl, ptr %call, align 8, !tbaa !5
  %read_size = getelementptr inbounds i8, ptr %call, i64 4
  store i32 8, ptr %read_size, align 4, !tbaa !17
  %buf_size = getelementptr inbounds i8, ptr %call, i64 40
  store i32 16, ptr %buf_size, align 8, !tbaa !18
  %call1 = tail call noalias dereferenceable_or_null(16) ptr @calloc(i64 noundef 1, i64 noundef 16) #5
  %call2 = tail call noalias dereferenceable_or_null(16) ptr @calloc(i64 noundef 1, i64 noundef 16) #5
  %cmp3 = icmp eq ptr %call1, null
  %cmp4 = icmp eq ptr %call2, null
  %or.cond = or i1 %cmp3, %cmp4
  br i1 %or.cond, label %cleanup15, label %if.end6

if.end6:                                          ; preds = %if.end
  %cfg = getelementptr inbounds i8, ptr %call1, i64 8
  store ptr %call, ptr %cfg, align 8, !tbaa !11
  %cmp7 = icmp sgt i32 %argc, 2
  %conv = zext i1 %cmp7 to i32
  %call8 = tail call i32 @held_size(ptr noundef nonnull %call1, i32 noundef %conv)
  %call9 = tail call i32 @held_mode(ptr noundef nonnull %call1)
  tail call void @misown(ptr noundef nonnull %call1, ptr noundef nonnull %call2)
  %call10 = tail call i32 @size_of(ptr noundef nonnull %call)
  %call11 = tail call i32 @size_of(ptr noundef nonnull @defcfg)
  %add12 = add i32 %call9, %call8
  %add = add i32 %add12, %call10
  %add13 = add i32 %add, %call11
  br label %cleanup15

cleanup15:                                        ; preds = %if.end6, %if.end, %entry
  %retval.1 = phi i32 [ 1, %entry ], [ %add13, %if.end6 ], [ 2, %if.end ]
  ret i32 %retval.1
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(readwrite, argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"cfg", !7, i64 0, !7, i64 4, !8, i64 8, !7, i64 40}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!7, !7, i64 0}
!11 = !{!12, !14, i64 8}
!12 = !{!"holder", !13, i64 0, !14, i64 8}
!13 = !{!"long", !8, i64 0}
!14 = !{!"any pointer", !8, i64 0}
!15 = !{!16, !13, i64 0}
!16 = !{!"other", !13, i64 0, !13, i64 8}
!17 = !{!6, !7, i64 4}
!18 = !{!6, !7, i64 40}
