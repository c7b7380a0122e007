; ModuleID = 'hC_tagsource.c'
source_filename = "hC_tagsource.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@h = dso_local local_unnamed_addr global ptr null, align 8

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define dso_local noalias noundef ptr @mk(ptr noundef %name, ptr noundef %next) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #5
  store ptr %name, ptr %call, align 8, !tbaa !5
  %next2 = getelementptr inbounds i8, ptr %call, i64 8
  store ptr %next, ptr %next2, align 8, !tbaa !10
  ret ptr %call
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @walk(ptr noundef readonly %head) local_unnamed_addr #2 {
entry:
  %tobool.not4 = icmp eq ptr %head, null
  br i1 %tobool.not4, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %n.0.lcssa = phi i32 [ 0, %entry ], [ %add, %for.body ]
  ret i32 %n.0.lcssa

for.body:                                         ; preds = %entry, %for.body
  %it.06 = phi ptr [ %2, %for.body ], [ %head, %entry ]
  %n.05 = phi i32 [ %add, %for.body ], [ 0, %entry ]
  %0 = load ptr, ptr %it.06, align 8, !tbaa !5
  %1 = load i8, ptr %0, align 1, !tbaa !11
  %conv = sext i8 %1 to i32
  %add = add nsw i32 %n.05, %conv
  %next = getelementptr inbounds i8, ptr %it.06, i64 8
  %2 = load ptr, ptr %next, align 8, !tbaa !10
  %tobool.not = icmp eq ptr %2, null
  br i1 %tobool.not, label %for.cond.cleanup, label %for.body, !llvm.loop !12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @objkind(ptr nocapture noundef readonly %v) local_unnamed_addr #3 {
entry:
  %tag = getelementptr inbounds i8, ptr %v, i64 8
  %0 = load i32, ptr %tag, align 8, !tbaa !14
  %tobool.not = icmp eq i32 %0, 0
  br i1 %tobool.not, label %cond.false, label %cond.true

cond.true:                                        ; preds = %entry
  %1 = load ptr, ptr %v, align 8, !tbaa !11
  %2 = load i32, ptr %1, align 4, !tbaa !17
  br label %cond.end

cond.false:                                       ; preds = %entry
  %3 = load double, ptr %v, align 8, !tbaa !11
  %conv = fptosi double %3 to i32
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %2, %cond.true ], [ %conv, %cond.false ]
  ret i32 %cond
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #4 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #5
  %call1 = tail call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #5
  %call2 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #5
  store ptr %call2, ptr @h, align 8, !tbaa !19
  store i32 %argc, ptr %call1, align 4, !tbaa !17
  %refs = getelementptr inbounds i8, ptr %call1, i64 4
  store i32 1, ptr %refs, align 4, !tbaa !20
  store ptr %call1, ptr %call, align 8, !tbaa !11
  %tag = getelementptr inbounds i8, ptr %call, i64 8
  store i32 1, ptr %tag, align 8, !tbaa !14
  %0 = load ptr, ptr %argv, align 8, !tbaa !19
  %1 = sext i32 %argc to i64
  %2 = getelementptr ptr, ptr %argv, i64 %1
  %arrayidx3 = getelementptr i8, ptr %2, i64 -8
  %3 = load ptr, ptr %arrayidx3, align 8, !tbaa !19
  %call4 = tail call ptr @mk(ptr noundef %3, ptr noundef null)
  %call5 = tail call ptr @mk(ptr noundef %0, ptr noundef %call4)
  %cmp = icmp sgt i32 %argc, 1
  %4 = load ptr, ptr @h, align 8, !tbaa !19
  %call.call5 = select i1 %cmp, ptr %call, ptr %call5
  store ptr %call.call5, ptr %4, align 8, !tbaa !21
  %5 = load ptr, ptr @h, align 8, !tbaa !19
  %6 = load ptr, ptr %5, align 8, !tbaa !21
  %call8 = tail call i32 @walk(ptr noundef %6)
  %call10 = tail call i32 @objkind(ptr noundef %6)
  %add = add nsw i32 %call10, %call8
  ret i32 %add
}

attributes #0 = { mustprogress nofree noinline nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"It", !7, i64 0, !7, i64 8}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 8}
!11 = !{!8, !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !16, i64 8}
!15 = !{!"Val", !8, i64 0, !16, i64 8}
!16 = !{!"int", !8, i64 0}
!17 = !{!18, !16, i64 0}
!18 = !{!"Obj2", !16, i64 0, !16, i64 4}
!19 = !{!7, !7, i64 0}
!20 = !{!18, !16, i64 4}
!21 = !{!22, !7, i64 0}
!22 = !{!"Holder", !7, i64 0, !16, i64 8}
