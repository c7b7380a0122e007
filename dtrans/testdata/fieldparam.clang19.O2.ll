; ModuleID = 'fieldparam.c'
source_filename = "fieldparam.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write, inaccessiblemem: readwrite) uwtable
define dso_local range(i32 -1, 1) i32 @ctx_create(ptr nocapture noundef writeonly %out, i32 noundef %level) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #7
  %cmp = icmp eq ptr %call, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  store i32 %level, ptr %call, align 4, !tbaa !5
  %window = getelementptr inbounds i8, ptr %call, i64 4
  store i32 0, ptr %window, align 4, !tbaa !10
  store ptr %call, ptr %out, align 8, !tbaa !11
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ 0, %if.end ], [ -1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @parse_int(ptr nocapture noundef readonly %s, ptr nocapture noundef writeonly %result) local_unnamed_addr #3 {
entry:
  %0 = load i8, ptr %s, align 1, !tbaa !13
  %1 = add i8 %0, -48
  %or.cond12 = icmp ult i8 %1, 10
  br i1 %or.cond12, label %while.body, label %while.end

while.body:                                       ; preds = %entry, %while.body
  %2 = phi i8 [ %3, %while.body ], [ %0, %entry ]
  %v.014 = phi i32 [ %add, %while.body ], [ 0, %entry ]
  %s.addr.013 = phi ptr [ %incdec.ptr, %while.body ], [ %s, %entry ]
  %mul = mul nsw i32 %v.014, 10
  %incdec.ptr = getelementptr inbounds i8, ptr %s.addr.013, i64 1
  %narrow = add nsw i8 %2, -48
  %sub = zext nneg i8 %narrow to i32
  %add = add nsw i32 %mul, %sub
  %3 = load i8, ptr %incdec.ptr, align 1, !tbaa !13
  %4 = add i8 %3, -48
  %or.cond = icmp ult i8 %4, 10
  br i1 %or.cond, label %while.body, label %while.end, !llvm.loop !14

while.end:                                        ; preds = %while.body, %entry
  %v.0.lcssa = phi i32 [ 0, %entry ], [ %add, %while.body ]
  store i32 %v.0.lcssa, ptr %result, align 4, !tbaa !16
  %cmp6 = icmp sgt i32 %v.0.lcssa, -1
  %conv7 = zext i1 %cmp6 to i32
  ret i32 %conv7
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write, inaccessiblemem: readwrite) uwtable
define dso_local noalias noundef ptr @reader_open(i32 noundef %level) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #7
  %cmp = icmp eq ptr %call, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %call1 = tail call i32 @ctx_create(ptr noundef nonnull %call, i32 noundef %level)
  %cmp2.not = icmp eq i32 %call1, 0
  br i1 %cmp2.not, label %if.end4, label %cleanup

if.end4:                                          ; preds = %if.end
  %pos = getelementptr inbounds i8, ptr %call, i64 8
  store i32 0, ptr %pos, align 8, !tbaa !17
  %len = getelementptr inbounds i8, ptr %call, i64 12
  store i32 %level, ptr %len, align 4, !tbaa !19
  br label %cleanup

cleanup:                                          ; preds = %if.end, %entry, %if.end4
  %retval.0 = phi ptr [ %call, %if.end4 ], [ null, %entry ], [ null, %if.end ]
  ret ptr %retval.0
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @probe(ptr nocapture noundef readonly %s) local_unnamed_addr #4 {
entry:
  %c = alloca ptr, align 8
  %n = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %c) #8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %n) #8
  %call = call i32 @parse_int(ptr noundef %s, ptr noundef nonnull %n)
  %tobool.not = icmp eq i32 %call, 0
  br i1 %tobool.not, label %cleanup, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %0 = load i32, ptr %n, align 4, !tbaa !16
  %call1 = call i32 @ctx_create(ptr noundef nonnull %c, i32 noundef %0)
  %cmp.not = icmp eq i32 %call1, 0
  br i1 %cmp.not, label %if.end, label %cleanup

if.end:                                           ; preds = %lor.lhs.false
  %1 = load ptr, ptr %c, align 8, !tbaa !11
  %window = getelementptr inbounds i8, ptr %1, i64 4
  %2 = load i32, ptr %window, align 4, !tbaa !10
  tail call void @free(ptr noundef %1) #8
  br label %cleanup

cleanup:                                          ; preds = %entry, %lor.lhs.false, %if.end
  %retval.0 = phi i32 [ %2, %if.end ], [ -1, %lor.lhs.false ], [ -1, %entry ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %n) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %c) #8
  ret i32 %retval.0
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #6 {
entry:
  %call = tail call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #7
  %cmp = icmp eq ptr %call, null
  %cmp1 = icmp slt i32 %argc, 2
  %or.cond = or i1 %cmp1, %cmp
  br i1 %or.cond, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %0 = load ptr, ptr %argv, align 8, !tbaa !11
  %call2 = tail call i32 @probe(ptr noundef %0)
  %lgwin = getelementptr inbounds i8, ptr %call, i64 4
  store i32 %call2, ptr %lgwin, align 4, !tbaa !20
  %arrayidx3 = getelementptr inbounds i8, ptr %argv, i64 8
  %1 = load ptr, ptr %arrayidx3, align 8, !tbaa !11
  %call4 = tail call i32 @parse_int(ptr noundef %1, ptr noundef nonnull %call)
  %tobool.not = icmp eq i32 %call4, 0
  br i1 %tobool.not, label %cleanup, label %if.end6

if.end6:                                          ; preds = %if.end
  %2 = load i32, ptr %call, align 4, !tbaa !22
  %call8 = tail call ptr @reader_open(i32 noundef %2)
  %cmp9.not = icmp eq ptr %call8, null
  br i1 %cmp9.not, label %cleanup, label %cond.true

cond.true:                                        ; preds = %if.end6
  %3 = load ptr, ptr %call8, align 8, !tbaa !23
  %4 = load i32, ptr %3, align 4, !tbaa !5
  %len = getelementptr inbounds i8, ptr %call8, i64 12
  %5 = load i32, ptr %len, align 4, !tbaa !19
  %add = add nsw i32 %5, %4
  %6 = load i32, ptr %lgwin, align 4, !tbaa !20
  %add11 = add nsw i32 %add, %6
  br label %cleanup

cleanup:                                          ; preds = %cond.true, %if.end6, %if.end, %entry
  %retval.0 = phi i32 [ 1, %entry ], [ 2, %if.end ], [ %add11, %cond.true ], [ 0, %if.end6 ]
  ret i32 %retval.0
}

attributes #0 = { mustprogress nofree noinline nounwind willreturn memory(write, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!5 = !{!6, !7, i64 0}
!6 = !{!"ctx", !7, i64 0, !7, i64 4}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 4}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !8, i64 0}
!13 = !{!8, !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!7, !7, i64 0}
!17 = !{!18, !7, i64 8}
!18 = !{!"reader", !12, i64 0, !7, i64 8, !7, i64 12}
!19 = !{!18, !7, i64 12}
!20 = !{!21, !7, i64 4}
!21 = !{!"options", !7, i64 0, !7, i64 4}
!22 = !{!21, !7, i64 0}
!23 = !{!18, !12, i64 0}
