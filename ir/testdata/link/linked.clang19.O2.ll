; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"two shapes\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"%d %f %d\0A\00", align 1
@shape_list = dso_local local_unnamed_addr global ptr null, align 8
@shape_count = dso_local local_unnamed_addr global i32 0, align 4
@.str.9 = private unnamed_addr constant [15 x i8] c"out of memory\0A\00", align 1
@stderr = external local_unnamed_addr global ptr, align 8

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
entry:
  %call = tail call ptr @new_shape(i32 noundef 1, i32 noundef 2, i32 noundef 3) #7
  %call1 = tail call ptr @new_shape(i32 noundef 2, i32 noundef 4, i32 noundef 5) #7
  %call.i = tail call i32 @puts(ptr noundef nonnull dereferenceable(1) @.str)
  %0 = load i32, ptr @shape_count, align 4, !tbaa !5
  %call2 = tail call double @total_area() #7
  %1 = load i32, ptr %call, align 8, !tbaa !9
  %call3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %0, double noundef %call2, i32 noundef %1)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noundef ptr @new_shape(i32 noundef %kind, i32 noundef %x, i32 noundef %y) local_unnamed_addr #0 {
entry:
  %call = tail call ptr @xmalloc(i64 noundef 32) #7
  store i32 %x, ptr %call, align 8, !tbaa !9
  %y3 = getelementptr inbounds i8, ptr %call, i64 4
  store i32 %y, ptr %y3, align 4, !tbaa !13
  %kind4 = getelementptr inbounds i8, ptr %call, i64 24
  store i32 %kind, ptr %kind4, align 8, !tbaa !14
  %cmp = icmp eq i32 %kind, 1
  %cond = select i1 %cmp, ptr @square_area, ptr @circle_area
  %area = getelementptr inbounds i8, ptr %call, i64 16
  store ptr %cond, ptr %area, align 8, !tbaa !15
  %0 = load ptr, ptr @shape_list, align 8, !tbaa !16
  %next = getelementptr inbounds i8, ptr %call, i64 8
  store ptr %0, ptr %next, align 8, !tbaa !17
  store ptr %call, ptr @shape_list, align 8, !tbaa !16
  %1 = load i32, ptr @shape_count, align 4, !tbaa !5
  %inc = add nsw i32 %1, 1
  store i32 %inc, ptr @shape_count, align 4, !tbaa !5
  ret ptr %call
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @square_area(ptr nocapture readnone %s) #2 {
entry:
  ret double 1.000000e+00
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal double @circle_area(ptr nocapture noundef readonly %s) #3 {
entry:
  %0 = load i32, ptr %s, align 8, !tbaa !9
  %conv = sitofp i32 %0 to double
  %mul = fmul double %conv, 3.140000e+00
  ret double %mul
}

; Function Attrs: nounwind uwtable
define dso_local double @total_area() local_unnamed_addr #0 {
entry:
  %s.05 = load ptr, ptr @shape_list, align 8, !tbaa !16
  %tobool.not6 = icmp eq ptr %s.05, null
  br i1 %tobool.not6, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %a.0.lcssa = phi double [ 0.000000e+00, %entry ], [ %add, %for.body ]
  ret double %a.0.lcssa

for.body:                                         ; preds = %for.body, %entry
  %s.08 = phi ptr [ %s.0, %for.body ], [ %s.05, %entry ]
  %a.07 = phi double [ %add, %for.body ], [ 0.000000e+00, %entry ]
  %area = getelementptr inbounds i8, ptr %s.08, i64 16
  %0 = load ptr, ptr %area, align 8, !tbaa !15
  %call = tail call double %0(ptr noundef nonnull %s.08) #7
  %add = fadd double %a.07, %call
  %next = getelementptr inbounds i8, ptr %s.08, i64 8
  %s.0 = load ptr, ptr %next, align 8, !tbaa !16
  %tobool.not = icmp eq ptr %s.0, null
  br i1 %tobool.not, label %for.cond.cleanup, label %for.body, !llvm.loop !18
}

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @xmalloc(i64 noundef %n) local_unnamed_addr #0 {
entry:
  %call = tail call noalias ptr @malloc(i64 noundef %n) #8
  %tobool.not = icmp eq ptr %call, null
  br i1 %tobool.not, label %if.then2, label %if.end4

if.then2:                                         ; preds = %entry
  %0 = load ptr, ptr @stderr, align 8, !tbaa !16
  %1 = tail call i64 @fwrite(ptr nonnull @.str.9, i64 14, i64 1, ptr %0) #9
  tail call void @exit(i32 noundef 1) #10
  unreachable

if.end4:                                          ; preds = %entry
  ret ptr %call
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @point_sum(ptr nocapture noundef readonly %p) local_unnamed_addr #3 {
entry:
  %0 = load i64, ptr %p, align 8, !tbaa !20
  %y = getelementptr inbounds i8, ptr %p, i64 8
  %1 = load i64, ptr %y, align 8, !tbaa !23
  %add = add nsw i64 %1, %0
  %z = getelementptr inbounds i8, ptr %p, i64 16
  %2 = load i64, ptr %z, align 8, !tbaa !24
  %add1 = add nsw i64 %add, %2
  ret i64 %add1
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { cold }
attributes #10 = { noreturn nounwind }

!llvm.ident = !{!0, !0, !0}
!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"shape", !11, i64 0, !12, i64 8, !12, i64 16, !6, i64 24}
!11 = !{!"point", !6, i64 0, !6, i64 4}
!12 = !{!"any pointer", !7, i64 0}
!13 = !{!10, !6, i64 4}
!14 = !{!10, !6, i64 24}
!15 = !{!10, !12, i64 16}
!16 = !{!12, !12, i64 0}
!17 = !{!10, !12, i64 8}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!21, !22, i64 0}
!21 = !{!"point", !22, i64 0, !22, i64 8, !22, i64 16}
!22 = !{!"long", !7, i64 0}
!23 = !{!21, !22, i64 8}
!24 = !{!21, !22, i64 16}
