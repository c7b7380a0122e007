; ModuleID = 'byvalparam.c'
source_filename = "byvalparam.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.mem = type { ptr, ptr, ptr, ptr }

@defmem = dso_local local_unnamed_addr global %struct.mem { ptr @my_alloc, ptr null, ptr null, ptr null }, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @make(ptr nocapture noundef readonly byval(%struct.mem) align 8 %m, i64 noundef %n) local_unnamed_addr #0 {
entry:
  %m1.sroa.0.0.copyload = load ptr, ptr %m, align 8
  %m1.sroa.4.0.m.sroa_idx = getelementptr inbounds i8, ptr %m, i64 8
  %m1.sroa.4.0.copyload = load ptr, ptr %m1.sroa.4.0.m.sroa_idx, align 8
  %m1.sroa.52.0.m.sroa_idx = getelementptr inbounds i8, ptr %m, i64 24
  %m1.sroa.52.0.copyload = load ptr, ptr %m1.sroa.52.0.m.sroa_idx, align 8
  %tobool.not.i = icmp eq ptr %m1.sroa.4.0.copyload, null
  br i1 %tobool.not.i, label %if.end.i, label %if.then.i

if.then.i:                                        ; preds = %entry
  %call.i = tail call ptr %m1.sroa.4.0.copyload(ptr noundef %m1.sroa.52.0.copyload, i64 noundef %n) #5
  br label %mem_calloc.exit

if.end.i:                                         ; preds = %entry
  %tobool2.not.i = icmp eq ptr %m1.sroa.0.0.copyload, null
  br i1 %tobool2.not.i, label %if.end7.i, label %if.then3.i

if.then3.i:                                       ; preds = %if.end.i
  %call6.i = tail call ptr %m1.sroa.0.0.copyload(ptr noundef %m1.sroa.52.0.copyload, i64 noundef %n) #5
  br label %mem_calloc.exit

if.end7.i:                                        ; preds = %if.end.i
  %call8.i = tail call noalias ptr @calloc(i64 noundef 1, i64 noundef %n) #6
  br label %mem_calloc.exit

mem_calloc.exit:                                  ; preds = %if.then.i, %if.then3.i, %if.end7.i
  %retval.0.i = phi ptr [ %call.i, %if.then.i ], [ %call6.i, %if.then3.i ], [ %call8.i, %if.end7.i ]
  ret ptr %retval.0.i
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(inaccessiblemem: readwrite) uwtable
define internal noalias noundef ptr @my_alloc(ptr nocapture readnone %o, i64 noundef %n) #1 {
entry:
  %call = tail call noalias ptr @malloc(i64 noundef %n) #7
  ret ptr %call
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #2 {
entry:
  %0 = load ptr, ptr getelementptr inbounds (i8, ptr @defmem, i64 24), align 8, !tbaa !5
  %cmp = icmp ne ptr %0, null
  %cmp1 = icmp sgt i32 %argc, 1
  %1 = and i1 %cmp1, %cmp
  %land.ext = zext i1 %1 to i32
  ret i32 %land.ext
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

attributes #0 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn memory(inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind allocsize(0,1) }
attributes #7 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 24}
!6 = !{!"mem", !7, i64 0, !7, i64 8, !7, i64 16, !7, i64 24}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
