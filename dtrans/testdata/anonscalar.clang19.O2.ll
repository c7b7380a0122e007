; ModuleID = 'anonscalar.c'
source_filename = "anonscalar.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"a\0Ab\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #6
  %tobool.not = icmp eq ptr %call, null
  br i1 %tobool.not, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %cmp = icmp sgt i32 %argc, 1
  br i1 %cmp, label %cond.true, label %cond.end

cond.true:                                        ; preds = %if.end
  %arrayidx = getelementptr inbounds i8, ptr %argv, i64 8
  %0 = load ptr, ptr %arrayidx, align 8, !tbaa !5
  br label %cond.end

cond.end:                                         ; preds = %if.end, %cond.true
  %cond = phi ptr [ %0, %cond.true ], [ @.str, %if.end ]
  store ptr %cond, ptr %call, align 8, !tbaa !9
  %lookahead = getelementptr inbounds i8, ptr %call, i64 32
  store i32 32, ptr %lookahead, align 8, !tbaa !13
  %call112 = tail call fastcc i32 @next(ptr noundef nonnull %call)
  %cmp213 = icmp sgt i32 %call112, -1
  br i1 %cmp213, label %while.body, label %while.end

while.body:                                       ; preds = %cond.end, %while.body
  %call114 = phi i32 [ %call1, %while.body ], [ %call112, %cond.end ]
  tail call fastcc void @put(ptr noundef nonnull %call, i32 noundef %call114)
  %call1 = tail call fastcc i32 @next(ptr noundef nonnull %call)
  %cmp2 = icmp sgt i32 %call1, -1
  br i1 %cmp2, label %while.body, label %while.end, !llvm.loop !14

while.end:                                        ; preds = %while.body, %cond.end
  %line = getelementptr inbounds i8, ptr %call, i64 8
  %1 = load i32, ptr %line, align 8, !tbaa !16
  %buf = getelementptr inbounds i8, ptr %call, i64 16
  %len = getelementptr inbounds i8, ptr %call, i64 24
  %2 = load i32, ptr %len, align 8, !tbaa !17
  %add = add nsw i32 %2, %1
  %3 = load ptr, ptr %buf, align 8, !tbaa !18
  tail call void @free(ptr noundef %3) #7
  tail call void @free(ptr noundef %call) #7
  br label %cleanup

cleanup:                                          ; preds = %entry, %while.end
  %retval.0 = phi i32 [ %add, %while.end ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc i32 @next(ptr nocapture noundef %L) unnamed_addr #2 {
entry:
  %lookahead = getelementptr inbounds i8, ptr %L, i64 32
  %0 = load i32, ptr %lookahead, align 8, !tbaa !13
  %1 = load ptr, ptr %L, align 8, !tbaa !9
  %2 = load i8, ptr %1, align 1, !tbaa !19
  %tobool.not = icmp eq i8 %2, 0
  br i1 %tobool.not, label %cond.end, label %cond.true

cond.true:                                        ; preds = %entry
  %incdec.ptr = getelementptr inbounds i8, ptr %1, i64 1
  store ptr %incdec.ptr, ptr %L, align 8, !tbaa !9
  %3 = load i8, ptr %1, align 1, !tbaa !19
  %conv2 = sext i8 %3 to i32
  br label %cond.end

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i32 [ %conv2, %cond.true ], [ -1, %entry ]
  store i32 %cond, ptr %lookahead, align 8, !tbaa !13
  %cmp = icmp eq i32 %0, 10
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %cond.end
  %line = getelementptr inbounds i8, ptr %L, i64 8
  %4 = load i32, ptr %line, align 8, !tbaa !16
  %inc = add nsw i32 %4, 1
  store i32 %inc, ptr %line, align 8, !tbaa !16
  br label %if.end

if.end:                                           ; preds = %if.then, %cond.end
  ret i32 %0
}

; Function Attrs: mustprogress noinline nounwind willreturn uwtable
define internal fastcc void @put(ptr nocapture noundef %L, i32 noundef %c) unnamed_addr #3 {
entry:
  %buf = getelementptr inbounds i8, ptr %L, i64 16
  %len = getelementptr inbounds i8, ptr %L, i64 24
  %0 = load i32, ptr %len, align 8, !tbaa !17
  %cap = getelementptr inbounds i8, ptr %L, i64 28
  %1 = load i32, ptr %cap, align 4, !tbaa !20
  %cmp.not = icmp slt i32 %0, %1
  %.pre = load ptr, ptr %buf, align 8, !tbaa !18
  br i1 %cmp.not, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  %tobool.not = icmp eq i32 %1, 0
  %mul = shl nsw i32 %1, 1
  %spec.select = select i1 %tobool.not, i32 16, i32 %mul
  store i32 %spec.select, ptr %cap, align 4, !tbaa !20
  %conv = sext i32 %spec.select to i64
  %call = tail call ptr @realloc(ptr noundef %.pre, i64 noundef %conv) #8
  store ptr %call, ptr %buf, align 8, !tbaa !18
  %.pre27 = load i32, ptr %len, align 8, !tbaa !17
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %2 = phi i32 [ %.pre27, %if.then ], [ %0, %entry ]
  %3 = phi ptr [ %call, %if.then ], [ %.pre, %entry ]
  %conv13 = trunc i32 %c to i8
  %inc = add nsw i32 %2, 1
  store i32 %inc, ptr %len, align 8, !tbaa !17
  %idxprom = sext i32 %2 to i64
  %arrayidx = getelementptr inbounds i8, ptr %3, i64 %idxprom
  store i8 %conv13, ptr %arrayidx, align 1, !tbaa !19
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0,1) }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"Lexer", !6, i64 0, !11, i64 8, !12, i64 16, !11, i64 32}
!11 = !{!"int", !7, i64 0}
!12 = !{!"", !6, i64 0, !11, i64 8, !11, i64 12}
!13 = !{!10, !11, i64 32}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!10, !11, i64 8}
!17 = !{!10, !11, i64 24}
!18 = !{!10, !6, i64 16}
!19 = !{!7, !7, i64 0}
!20 = !{!10, !11, i64 28}
