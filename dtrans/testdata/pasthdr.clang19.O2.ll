; ModuleID = 'pasthdr.c'
source_filename = "pasthdr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"x\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @ctl_malloc(i64 noundef %size, ptr noundef readonly %ctl) local_unnamed_addr #0 {
entry:
  %cmp = icmp eq ptr %ctl, null
  br i1 %cmp, label %cond.end, label %cond.end.thread

cond.end:                                         ; preds = %entry
  %call = tail call noalias ptr @malloc(i64 noundef %size) #8
  %cmp2 = icmp eq ptr %call, null
  br i1 %cmp2, label %cleanup, label %if.then4

cond.end.thread:                                  ; preds = %entry
  %0 = load ptr, ptr %ctl, align 8, !tbaa !5
  %data = getelementptr inbounds i8, ptr %ctl, i64 16
  %1 = load ptr, ptr %data, align 8, !tbaa !10
  %call1 = tail call ptr %0(i64 noundef %size, ptr noundef %1) #9
  %cmp220 = icmp eq ptr %call1, null
  br i1 %cmp220, label %cleanup, label %if.else

if.then4:                                         ; preds = %cond.end
  store ptr @def_alloc, ptr %call, align 8, !tbaa !5
  %release = getelementptr inbounds i8, ptr %call, i64 8
  store ptr @def_release, ptr %release, align 8, !tbaa !11
  %data6 = getelementptr inbounds i8, ptr %call, i64 16
  store ptr null, ptr %data6, align 8, !tbaa !10
  br label %cleanup

if.else:                                          ; preds = %cond.end.thread
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %call1, ptr noundef nonnull align 8 dereferenceable(24) %ctl, i64 24, i1 false), !tbaa.struct !12
  br label %cleanup

cleanup:                                          ; preds = %cond.end.thread, %if.then4, %if.else, %cond.end
  %retval.0 = phi ptr [ null, %cond.end ], [ %call1, %if.else ], [ %call, %if.then4 ], [ null, %cond.end.thread ]
  ret ptr %retval.0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(inaccessiblemem: readwrite) uwtable
define internal noalias noundef ptr @def_alloc(i64 noundef %n, ptr nocapture readnone %d) #3 {
entry:
  %call = tail call noalias ptr @malloc(i64 noundef %n) #8
  ret ptr %call
}

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define internal void @def_release(ptr nocapture noundef %p, ptr nocapture readnone %d) #4 {
entry:
  tail call void @free(ptr noundef %p) #9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define dso_local range(i32 -1, 1) i32 @list_get(ptr noundef %ctl, ptr nocapture noundef writeonly %listptr, i32 noundef %count) local_unnamed_addr #0 {
entry:
  %add = add nsw i32 %count, 1
  %conv = sext i32 %add to i64
  %mul = shl nsw i64 %conv, 3
  %add1 = add nsw i64 %mul, 24
  %call = tail call ptr @ctl_malloc(i64 noundef %add1, ptr noundef %ctl)
  %cmp = icmp eq ptr %call, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %add.ptr = getelementptr inbounds i8, ptr %call, i64 24
  store ptr %add.ptr, ptr %listptr, align 8, !tbaa !13
  %cmp311 = icmp sgt i32 %count, 0
  br i1 %cmp311, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %if.end
  %0 = zext nneg i32 %count to i64
  %min.iters.check = icmp ult i32 %count, 4
  br i1 %min.iters.check, label %for.body.preheader17, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %0, 2147483644
  %ind.end = trunc nuw nsw i64 %n.vec to i32
  %1 = shl nuw nsw i64 %n.vec, 3
  %ind.end14 = getelementptr i8, ptr %add.ptr, i64 %1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %offset.idx = shl i64 %index, 3
  %next.gep = getelementptr i8, ptr %add.ptr, i64 %offset.idx
  %2 = getelementptr i8, ptr %next.gep, i64 16
  store <2 x ptr> <ptr @.str, ptr @.str>, ptr %next.gep, align 8, !tbaa !13
  store <2 x ptr> <ptr @.str, ptr @.str>, ptr %2, align 8, !tbaa !13
  %index.next = add nuw i64 %index, 4
  %3 = icmp eq i64 %index.next, %n.vec
  br i1 %3, label %middle.block, label %vector.body, !llvm.loop !14

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %0
  br i1 %cmp.n, label %for.end, label %for.body.preheader17

for.body.preheader17:                             ; preds = %middle.block, %for.body.preheader
  %i.013.ph = phi i32 [ 0, %for.body.preheader ], [ %ind.end, %middle.block ]
  %listp.012.ph = phi ptr [ %add.ptr, %for.body.preheader ], [ %ind.end14, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader17, %for.body
  %i.013 = phi i32 [ %inc, %for.body ], [ %i.013.ph, %for.body.preheader17 ]
  %listp.012 = phi ptr [ %incdec.ptr, %for.body ], [ %listp.012.ph, %for.body.preheader17 ]
  %incdec.ptr = getelementptr inbounds i8, ptr %listp.012, i64 8
  store ptr @.str, ptr %listp.012, align 8, !tbaa !13
  %inc = add nuw nsw i32 %i.013, 1
  %exitcond.not = icmp eq i32 %inc, %count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !18

for.end:                                          ; preds = %for.body, %middle.block, %if.end
  %listp.0.lcssa = phi ptr [ %add.ptr, %if.end ], [ %ind.end14, %middle.block ], [ %incdec.ptr, %for.body ]
  store ptr null, ptr %listp.0.lcssa, align 8, !tbaa !13
  br label %cleanup

cleanup:                                          ; preds = %entry, %for.end
  %retval.0 = phi i32 [ 0, %for.end ], [ -1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @list_free(ptr noundef %list) local_unnamed_addr #0 {
entry:
  %add.ptr = getelementptr inbounds i8, ptr %list, i64 -24
  %release = getelementptr inbounds i8, ptr %list, i64 -16
  %0 = load ptr, ptr %release, align 8, !tbaa !11
  %data = getelementptr inbounds i8, ptr %list, i64 -8
  %1 = load ptr, ptr %data, align 8, !tbaa !10
  tail call void %0(ptr noundef nonnull %add.ptr, ptr noundef %1) #9
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #6 {
entry:
  %list = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %list) #9
  %call = call i32 @list_get(ptr noundef null, ptr noundef nonnull %list, i32 noundef %argc)
  %cmp.not = icmp eq i32 %call, 0
  br i1 %cmp.not, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %0 = load ptr, ptr %list, align 8, !tbaa !13
  tail call void @list_free(ptr noundef %0)
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ 0, %if.end ], [ 1, %entry ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %list) #9
  ret i32 %retval.0
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

attributes #0 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"memctl", !7, i64 0, !7, i64 8, !7, i64 16}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 16}
!11 = !{!6, !7, i64 8}
!12 = !{i64 0, i64 8, !13, i64 8, i64 8, !13, i64 16, i64 8, !13}
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !15, !16, !17}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !15, !17, !16}
