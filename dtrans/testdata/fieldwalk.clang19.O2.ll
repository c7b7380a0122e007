; ModuleID = 'fieldwalk.c'
source_filename = "fieldwalk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Reg = type { ptr, ptr }

@regs = internal constant [3 x %struct.Reg] [%struct.Reg { ptr @.str, ptr @twice }, %struct.Reg { ptr @.str.1, ptr null }, %struct.Reg zeroinitializer], align 16
@sink = internal global i64 0, align 8
@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"b\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local void @setfuncs(ptr nocapture noundef readonly %l, i32 noundef %nup) local_unnamed_addr #0 {
entry:
  %0 = load ptr, ptr %l, align 8, !tbaa !5
  %cmp.not20 = icmp eq ptr %0, null
  br i1 %cmp.not20, label %for.end9, label %for.body.lr.ph

for.body.lr.ph:                                   ; preds = %entry
  %cmp318 = icmp sgt i32 %nup, 0
  %sub = sub nsw i32 0, %nup
  %sub6 = sub nsw i32 -2, %nup
  br label %for.body

for.body:                                         ; preds = %for.body.lr.ph, %if.end
  %l.addr.021 = phi ptr [ %l, %for.body.lr.ph ], [ %incdec.ptr, %if.end ]
  %func = getelementptr inbounds i8, ptr %l.addr.021, i64 8
  %1 = load ptr, ptr %func, align 8, !tbaa !10
  %cmp1 = icmp eq ptr %1, null
  br i1 %cmp1, label %if.then, label %for.cond2.preheader

for.cond2.preheader:                              ; preds = %for.body
  br i1 %cmp318, label %for.body4, label %for.cond.cleanup

if.then:                                          ; preds = %for.body
  tail call fastcc void @push(ptr noundef null, i32 noundef 0)
  br label %if.end

for.cond.cleanup.loopexit:                        ; preds = %for.body4
  %.pre = load ptr, ptr %func, align 8, !tbaa !10
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit, %for.cond2.preheader
  %2 = phi ptr [ %.pre, %for.cond.cleanup.loopexit ], [ %1, %for.cond2.preheader ]
  tail call fastcc void @push(ptr noundef %2, i32 noundef %nup)
  br label %if.end

for.body4:                                        ; preds = %for.cond2.preheader, %for.body4
  %i.019 = phi i32 [ %inc, %for.body4 ], [ 0, %for.cond2.preheader ]
  tail call fastcc void @push(ptr noundef null, i32 noundef %sub)
  %inc = add nuw nsw i32 %i.019, 1
  %exitcond.not = icmp eq i32 %inc, %nup
  br i1 %exitcond.not, label %for.cond.cleanup.loopexit, label %for.body4, !llvm.loop !11

if.end:                                           ; preds = %for.cond.cleanup, %if.then
  %3 = load ptr, ptr %l.addr.021, align 8, !tbaa !5
  tail call fastcc void @setf(i32 noundef %sub6, ptr noundef %3)
  %incdec.ptr = getelementptr inbounds i8, ptr %l.addr.021, i64 16
  %4 = load ptr, ptr %incdec.ptr, align 8, !tbaa !5
  %cmp.not = icmp eq ptr %4, null
  br i1 %cmp.not, label %for.end9, label %for.body, !llvm.loop !13

for.end9:                                         ; preds = %if.end, %entry
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @push(ptr noundef readonly %f, i32 noundef %n) unnamed_addr #0 {
entry:
  %tobool.not = icmp eq ptr %f, null
  br i1 %tobool.not, label %cond.end, label %cond.true

cond.true:                                        ; preds = %entry
  %call = tail call i32 %f(i32 noundef %n) #4
  br label %cond.end

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i32 [ %call, %cond.true ], [ %n, %entry ]
  %conv = sext i32 %cond to i64
  %0 = load volatile i64, ptr @sink, align 8, !tbaa !14
  %add = add nsw i64 %0, %conv
  store volatile i64 %add, ptr @sink, align 8, !tbaa !14
  ret void
}

; Function Attrs: nofree noinline norecurse nounwind memory(readwrite, argmem: read) uwtable
define internal fastcc void @setf(i32 noundef %i, ptr nocapture noundef readonly %name) unnamed_addr #1 {
entry:
  %0 = load i8, ptr %name, align 1, !tbaa !16
  %conv = sext i8 %0 to i32
  %add = add nsw i32 %conv, %i
  %conv1 = sext i32 %add to i64
  %1 = load volatile i64, ptr @sink, align 8, !tbaa !14
  %add2 = add nsw i64 %1, %conv1
  store volatile i64 %add2, ptr @sink, align 8, !tbaa !14
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #2 {
entry:
  tail call void @setfuncs(ptr noundef nonnull @regs, i32 noundef %argc)
  %0 = load volatile i64, ptr @sink, align 8, !tbaa !14
  %conv = trunc i64 %0 to i32
  ret i32 %conv
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @twice(i32 noundef %x) #3 {
entry:
  %mul = shl nsw i32 %x, 1
  ret i32 %mul
}

attributes #0 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nounwind memory(readwrite, argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Reg", !7, i64 0, !7, i64 8}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 8}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = !{!15, !15, i64 0}
!15 = !{!"long", !8, i64 0}
!16 = !{!8, !8, i64 0}
