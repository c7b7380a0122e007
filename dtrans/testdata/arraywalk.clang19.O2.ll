; ModuleID = 'arraywalk.c'
source_filename = "arraywalk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.table = type { i32, ptr, [64 x %struct.item] }
%struct.item = type { i32, i16, i16 }

@tab = dso_local global %struct.table zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 0, 2) i32 @in_range(ptr noundef readonly %t) local_unnamed_addr #0 {
entry:
  %next = getelementptr inbounds i8, ptr %t, i64 8
  %0 = load ptr, ptr %next, align 8, !tbaa !5
  %arrayidx = getelementptr inbounds i8, ptr %t, i64 520
  %cmp = icmp ule ptr %0, %arrayidx
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn uwtable
define dso_local noundef ptr @copy(ptr noundef %src) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(528) ptr @malloc(i64 noundef 528) #6
  %cmp = icmp eq ptr %call, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(528) %call, ptr noundef nonnull align 8 dereferenceable(528) %src, i64 528, i1 false)
  %items = getelementptr inbounds i8, ptr %call, i64 16
  %next = getelementptr inbounds i8, ptr %src, i64 8
  %0 = load ptr, ptr %next, align 8, !tbaa !5
  %items1 = getelementptr inbounds i8, ptr %src, i64 16
  %sub.ptr.lhs.cast = ptrtoint ptr %0 to i64
  %sub.ptr.rhs.cast = ptrtoint ptr %items1 to i64
  %sub.ptr.sub = sub i64 %sub.ptr.lhs.cast, %sub.ptr.rhs.cast
  %add.ptr = getelementptr inbounds i8, ptr %items, i64 %sub.ptr.sub
  %next3 = getelementptr inbounds i8, ptr %call, i64 8
  store ptr %add.ptr, ptr %next3, align 8, !tbaa !5
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  ret ptr %call
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nounwind willreturn uwtable
define dso_local range(i32 0, 256) i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #4 {
entry:
  %and = and i32 %argc, 7
  %idxprom = zext nneg i32 %and to i64
  %arrayidx = getelementptr inbounds [64 x %struct.item], ptr getelementptr inbounds (i8, ptr @tab, i64 16), i64 0, i64 %idxprom
  store ptr %arrayidx, ptr getelementptr inbounds (i8, ptr @tab, i64 8), align 8, !tbaa !5
  %conv = trunc i32 %argc to i16
  store i16 %conv, ptr getelementptr inbounds (i8, ptr @tab, i64 46), align 2, !tbaa !11
  %call = tail call ptr @copy(ptr noundef nonnull @tab)
  %call1 = tail call i32 @in_range(ptr noundef nonnull @tab)
  %cmp.not = icmp eq ptr %call, null
  br i1 %cmp.not, label %cond.end, label %cond.true

cond.true:                                        ; preds = %entry
  %call3 = tail call i32 @in_range(ptr noundef nonnull %call)
  %next = getelementptr inbounds i8, ptr %call, i64 8
  %0 = load ptr, ptr %next, align 8, !tbaa !5
  %1 = load i32, ptr %0, align 4, !tbaa !14
  %add = add nsw i32 %1, %call3
  br label %cond.end

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i32 [ %add, %cond.true ], [ 0, %entry ]
  %add4 = add nsw i32 %cond, %call1
  tail call void @free(ptr noundef %call) #7
  %and5 = and i32 %add4, 255
  ret i32 %and5
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 8}
!6 = !{!"table", !7, i64 0, !10, i64 8, !8, i64 16}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!12, !13, i64 6}
!12 = !{!"item", !7, i64 0, !13, i64 4, !13, i64 6}
!13 = !{!"short", !8, i64 0}
!14 = !{!12, !7, i64 0}
