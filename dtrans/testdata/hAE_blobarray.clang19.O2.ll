; ModuleID = 'hAE_blobarray.c'
source_filename = "hAE_blobarray.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Code = type { %union.anon, %union.anon.0 }
%union.anon = type { i16 }
%union.anon.0 = type { i16 }

; Function Attrs: mustprogress nounwind willreturn memory(readwrite, argmem: read) uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(80) ptr @malloc(i64 noundef 80) #5
  %tobool.not = icmp eq ptr %call, null
  br i1 %tobool.not, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  store i32 %argc, ptr %call, align 8, !tbaa !5
  %0 = load ptr, ptr %argv, align 8, !tbaa !11
  %buf = getelementptr inbounds i8, ptr %call, i64 8
  store ptr %0, ptr %buf, align 8, !tbaa !12
  tail call fastcc void @init(ptr noundef nonnull %call)
  %and = and i32 %argc, 7
  %rem = srem i32 %argc, 6
  tail call fastcc void @tally(ptr noundef nonnull %call, i32 noundef %and, i32 noundef %rem)
  %last = getelementptr inbounds i8, ptr %call, i64 72
  %1 = load i32, ptr %last, align 8, !tbaa !13
  %2 = load i32, ptr %call, align 8, !tbaa !5
  %add = add nsw i32 %2, %1
  %3 = load ptr, ptr %buf, align 8, !tbaa !12
  %cmp = icmp ne ptr %3, null
  %conv = zext i1 %cmp to i32
  %add3 = add nsw i32 %add, %conv
  tail call void @free(ptr noundef nonnull %call) #6
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %add3, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @init(ptr nocapture noundef writeonly %s) unnamed_addr #2 {
entry:
  %lit = getelementptr inbounds i8, ptr %s, i64 16
  store i16 0, ptr %lit, align 4, !tbaa !14
  %arrayidx.1 = getelementptr inbounds i8, ptr %s, i64 20
  store i16 0, ptr %arrayidx.1, align 4, !tbaa !14
  %arrayidx.2 = getelementptr inbounds i8, ptr %s, i64 24
  store i16 0, ptr %arrayidx.2, align 4, !tbaa !14
  %arrayidx.3 = getelementptr inbounds i8, ptr %s, i64 28
  store i16 0, ptr %arrayidx.3, align 4, !tbaa !14
  %arrayidx.4 = getelementptr inbounds i8, ptr %s, i64 32
  store i16 0, ptr %arrayidx.4, align 4, !tbaa !14
  %arrayidx.5 = getelementptr inbounds i8, ptr %s, i64 36
  store i16 0, ptr %arrayidx.5, align 4, !tbaa !14
  %arrayidx.6 = getelementptr inbounds i8, ptr %s, i64 40
  store i16 0, ptr %arrayidx.6, align 4, !tbaa !14
  %arrayidx.7 = getelementptr inbounds i8, ptr %s, i64 44
  store i16 0, ptr %arrayidx.7, align 4, !tbaa !14
  %dist = getelementptr inbounds i8, ptr %s, i64 48
  store i16 0, ptr %dist, align 4, !tbaa !14
  %arrayidx7.1 = getelementptr inbounds i8, ptr %s, i64 52
  store i16 0, ptr %arrayidx7.1, align 4, !tbaa !14
  %arrayidx7.2 = getelementptr inbounds i8, ptr %s, i64 56
  store i16 0, ptr %arrayidx7.2, align 4, !tbaa !14
  %arrayidx7.3 = getelementptr inbounds i8, ptr %s, i64 60
  store i16 0, ptr %arrayidx7.3, align 4, !tbaa !14
  %arrayidx7.4 = getelementptr inbounds i8, ptr %s, i64 64
  store i16 0, ptr %arrayidx7.4, align 4, !tbaa !14
  %arrayidx7.5 = getelementptr inbounds i8, ptr %s, i64 68
  store i16 0, ptr %arrayidx7.5, align 4, !tbaa !14
  %dl = getelementptr inbounds i8, ptr %s, i64 70
  store i16 1, ptr %dl, align 2, !tbaa !14
  %last = getelementptr inbounds i8, ptr %s, i64 72
  store i32 0, ptr %last, align 8, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @tally(ptr nocapture noundef %s, i32 noundef %i, i32 noundef %j) unnamed_addr #3 {
entry:
  %lit = getelementptr inbounds i8, ptr %s, i64 16
  %idxprom = zext nneg i32 %i to i64
  %arrayidx = getelementptr inbounds [8 x %struct.Code], ptr %lit, i64 0, i64 %idxprom
  %0 = load i16, ptr %arrayidx, align 4, !tbaa !14
  %inc = add i16 %0, 1
  store i16 %inc, ptr %arrayidx, align 4, !tbaa !14
  %dist = getelementptr inbounds i8, ptr %s, i64 48
  %idxprom1 = sext i32 %j to i64
  %dl = getelementptr inbounds [6 x %struct.Code], ptr %dist, i64 0, i64 %idxprom1, i32 1
  %1 = load i16, ptr %dl, align 2, !tbaa !14
  %inc3 = add i16 %1, 1
  store i16 %inc3, ptr %dl, align 2, !tbaa !14
  %last = getelementptr inbounds i8, ptr %s, i64 72
  %2 = load i32, ptr %last, align 8, !tbaa !13
  %inc4 = add nsw i32 %2, 1
  store i32 %inc4, ptr %last, align 8, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { mustprogress nounwind willreturn memory(readwrite, argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"State", !7, i64 0, !10, i64 8, !8, i64 16, !8, i64 48, !7, i64 72}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!10, !10, i64 0}
!12 = !{!6, !10, i64 8}
!13 = !{!6, !7, i64 72}
!14 = !{!8, !8, i64 0}
