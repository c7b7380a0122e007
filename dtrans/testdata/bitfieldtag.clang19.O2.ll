; ModuleID = 'bitfieldtag.c'
source_filename = "bitfieldtag.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.idx = type <{ ptr, i8, i16, [5 x i8], i64 }>

@any = dso_local local_unnamed_addr global ptr null, align 8
@keep = dso_local local_unnamed_addr global %struct.idx zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @size_of(ptr nocapture noundef readonly %p) local_unnamed_addr #0 {
entry:
  %n = getelementptr inbounds i8, ptr %p, i64 16
  %0 = load i64, ptr %n, align 8, !tbaa !5
  %kind = getelementptr inbounds i8, ptr %p, i64 8
  %1 = load i8, ptr %kind, align 8, !tbaa !12
  %conv = zext i8 %1 to i64
  %add = add nsw i64 %0, %conv
  ret i64 %add
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @probe(i32 noundef %kind) local_unnamed_addr #1 {
entry:
  %tobool.not = icmp eq i32 %kind, 0
  %0 = load ptr, ptr @any, align 8, !tbaa !13
  br i1 %tobool.not, label %cond.false, label %cond.true

cond.true:                                        ; preds = %entry
  %q = getelementptr inbounds i8, ptr %0, i64 9
  %bf.load = load i16, ptr %q, align 1
  %bf.lshr = lshr i16 %bf.load, 8
  %bf.clear = and i16 %bf.lshr, 3
  %conv = zext nneg i16 %bf.clear to i64
  br label %cond.end

cond.false:                                       ; preds = %entry
  %d = getelementptr inbounds i8, ptr %0, i64 16
  %1 = load double, ptr %d, align 8, !tbaa !14
  %conv1 = fptosi double %1 to i64
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i64 [ %conv, %cond.true ], [ %conv1, %cond.false ]
  ret i64 %cond
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(readwrite, argmem: read) uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #2 {
entry:
  %call = tail call noalias dereferenceable_or_null(24) ptr @calloc(i64 noundef 1, i64 noundef 24) #4
  %call1 = tail call noalias dereferenceable_or_null(24) ptr @calloc(i64 noundef 1, i64 noundef 24) #4
  %cmp = icmp eq ptr %call, null
  %cmp2 = icmp eq ptr %call1, null
  %or.cond = or i1 %cmp, %cmp2
  br i1 %or.cond, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %0 = load ptr, ptr %argv, align 8, !tbaa !13
  store ptr %0, ptr %call, align 8, !tbaa !17
  %conv = sext i32 %argc to i64
  %n = getelementptr inbounds i8, ptr %call, i64 16
  store i64 %conv, ptr %n, align 8, !tbaa !5
  store i64 %conv, ptr getelementptr inbounds (i8, ptr @keep, i64 16), align 8, !tbaa !5
  store ptr %call, ptr @any, align 8, !tbaa !13
  %call4 = tail call i64 @probe(i32 noundef 1)
  store ptr %call1, ptr @any, align 8, !tbaa !13
  %call5 = tail call i64 @size_of(ptr noundef nonnull %call)
  %add = add nsw i64 %call5, %call4
  %call6 = tail call i64 @probe(i32 noundef 0)
  %add7 = add nsw i64 %add, %call6
  %conv8 = trunc i64 %add7 to i32
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %conv8, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(readwrite, argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !11, i64 16}
!6 = !{!"idx", !7, i64 0, !8, i64 8, !10, i64 9, !10, i64 9, !10, i64 9, !10, i64 9, !10, i64 9, !10, i64 9, !10, i64 9, !10, i64 10, !11, i64 16}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!"long", !8, i64 0}
!12 = !{!6, !8, i64 8}
!13 = !{!7, !7, i64 0}
!14 = !{!15, !16, i64 16}
!15 = !{!"other", !11, i64 0, !11, i64 8, !16, i64 16}
!16 = !{!"double", !8, i64 0}
!17 = !{!6, !7, i64 0}
