; ModuleID = 'hS_anyfirst.c'
source_filename = "hS_anyfirst.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Op = type { i32, %union.P4 }
%union.P4 = type { ptr }

@.str = private unnamed_addr constant [2 x i8] c"?\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"enc\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"raw\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local void @display(ptr nocapture noundef readonly %pOp) local_unnamed_addr #0 {
entry:
  %0 = load i32, ptr %pOp, align 8, !tbaa !5
  %p47 = getelementptr inbounds i8, ptr %pOp, i64 8
  switch i32 %0, label %sw.epilog [
    i32 1, label %sw.bb
    i32 2, label %sw.bb1
    i32 3, label %sw.bb5
  ]

sw.bb:                                            ; preds = %entry
  %1 = load ptr, ptr %p47, align 8, !tbaa !10
  %flags = getelementptr inbounds i8, ptr %1, i64 16
  %2 = load i16, ptr %flags, align 8, !tbaa !11
  %3 = and i16 %2, 2
  %tobool.not.not = icmp eq i16 %3, 0
  br i1 %tobool.not.not, label %cleanup11.sink.split, label %cleanup

cleanup:                                          ; preds = %sw.bb
  %z = getelementptr inbounds i8, ptr %1, i64 8
  br label %sw.epilog

sw.bb1:                                           ; preds = %entry
  %4 = load ptr, ptr %p47, align 8, !tbaa !10
  %enc = getelementptr inbounds i8, ptr %4, i64 8
  %5 = load i32, ptr %enc, align 8, !tbaa !16
  %tobool3.not = icmp eq i32 %5, 0
  %cond = select i1 %tobool3.not, ptr @.str.2, ptr @.str.1
  br label %cleanup11.sink.split

sw.bb5:                                           ; preds = %entry
  %6 = load ptr, ptr %p47, align 8, !tbaa !10
  br label %sw.epilog

sw.epilog:                                        ; preds = %entry, %cleanup, %sw.bb5
  %zP4.1.in = phi ptr [ %6, %sw.bb5 ], [ %z, %cleanup ], [ %p47, %entry ]
  %zP4.1 = load ptr, ptr %zP4.1.in, align 8, !tbaa !10
  %cmp = icmp eq ptr %zP4.1, null
  br i1 %cmp, label %cleanup11, label %cleanup11.sink.split

cleanup11.sink.split:                             ; preds = %sw.epilog, %sw.bb, %sw.bb1
  %.str.sink = phi ptr [ %cond, %sw.bb1 ], [ @.str, %sw.bb ], [ %zP4.1, %sw.epilog ]
  tail call void @emit(ptr noundef nonnull %.str.sink) #5
  br label %cleanup11

cleanup11:                                        ; preds = %cleanup11.sink.split, %sw.epilog
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare void @emit(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #3 {
entry:
  %ops = alloca [4 x %struct.Op], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %ops) #5
  %call = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #6
  %call1 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #6
  %call2 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #6
  %0 = load ptr, ptr %argv, align 8, !tbaa !18
  store ptr %0, ptr %call, align 8, !tbaa !19
  %nCol = getelementptr inbounds i8, ptr %call, i64 8
  store i32 %argc, ptr %nCol, align 8, !tbaa !21
  store ptr %0, ptr %call1, align 8, !tbaa !22
  %enc = getelementptr inbounds i8, ptr %call1, i64 8
  store i32 %argc, ptr %enc, align 8, !tbaa !16
  %conv = sext i32 %argc to i64
  store i64 %conv, ptr %call2, align 8, !tbaa !23
  %z = getelementptr inbounds i8, ptr %call2, i64 8
  store ptr %0, ptr %z, align 8, !tbaa !24
  %conv6 = trunc i32 %argc to i16
  %flags = getelementptr inbounds i8, ptr %call2, i64 16
  store i16 %conv6, ptr %flags, align 8, !tbaa !11
  store i32 1, ptr %ops, align 16, !tbaa !5
  %p4 = getelementptr inbounds i8, ptr %ops, i64 8
  store ptr %call2, ptr %p4, align 8, !tbaa !10
  %arrayidx9 = getelementptr inbounds i8, ptr %ops, i64 16
  store i32 2, ptr %arrayidx9, align 16, !tbaa !5
  %p412 = getelementptr inbounds i8, ptr %ops, i64 24
  store ptr %call1, ptr %p412, align 8, !tbaa !10
  %arrayidx13 = getelementptr inbounds i8, ptr %ops, i64 32
  store i32 3, ptr %arrayidx13, align 16, !tbaa !5
  %p416 = getelementptr inbounds i8, ptr %ops, i64 40
  store ptr %call, ptr %p416, align 8, !tbaa !10
  %arrayidx17 = getelementptr inbounds i8, ptr %ops, i64 48
  store i32 %argc, ptr %arrayidx17, align 16, !tbaa !5
  %p421 = getelementptr inbounds i8, ptr %ops, i64 56
  store ptr %0, ptr %p421, align 8, !tbaa !10
  call void @display(ptr noundef nonnull %ops)
  call void @display(ptr noundef nonnull %arrayidx9)
  call void @display(ptr noundef nonnull %arrayidx13)
  call void @display(ptr noundef nonnull %arrayidx17)
  %and = and i32 %argc, 3
  %idxprom24 = zext nneg i32 %and to i64
  %p426 = getelementptr inbounds [4 x %struct.Op], ptr %ops, i64 0, i64 %idxprom24, i32 1
  %1 = load ptr, ptr %p426, align 8, !tbaa !10
  tail call void @sink(ptr noundef %1) #5
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %ops) #5
  ret i32 0
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare void @sink(ptr noundef) local_unnamed_addr #2

attributes #0 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Op", !7, i64 0, !8, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = !{!12, !15, i64 16}
!12 = !{!"Mem", !13, i64 0, !14, i64 8, !15, i64 16}
!13 = !{!"long", !8, i64 0}
!14 = !{!"any pointer", !8, i64 0}
!15 = !{!"short", !8, i64 0}
!16 = !{!17, !7, i64 8}
!17 = !{!"Coll", !14, i64 0, !7, i64 8}
!18 = !{!14, !14, i64 0}
!19 = !{!20, !14, i64 0}
!20 = !{!"Tab", !14, i64 0, !7, i64 8}
!21 = !{!20, !7, i64 8}
!22 = !{!17, !14, i64 0}
!23 = !{!12, !13, i64 0}
!24 = !{!12, !14, i64 8}
