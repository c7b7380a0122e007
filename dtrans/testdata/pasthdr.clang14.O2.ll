; ModuleID = 'pasthdr.c'
source_filename = "pasthdr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.memctl = type { i8* (i64, i8*)*, void (i8*, i8*)*, i8* }

@.str = private unnamed_addr constant [2 x i8] c"x\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i8* @ctl_malloc(i64 noundef %size, %struct.memctl* noundef readonly %ctl) local_unnamed_addr #0 {
entry:
  %cmp = icmp eq %struct.memctl* %ctl, null
  br i1 %cmp, label %cond.end, label %cond.end.thread

cond.end:                                         ; preds = %entry
  %call = tail call noalias i8* @malloc(i64 noundef %size) #8
  %cmp2 = icmp eq i8* %call, null
  br i1 %cmp2, label %cleanup, label %if.then4

cond.end.thread:                                  ; preds = %entry
  %alloc = getelementptr inbounds %struct.memctl, %struct.memctl* %ctl, i64 0, i32 0
  %0 = load i8* (i64, i8*)*, i8* (i64, i8*)** %alloc, align 8, !tbaa !5
  %data = getelementptr inbounds %struct.memctl, %struct.memctl* %ctl, i64 0, i32 2
  %1 = load i8*, i8** %data, align 8, !tbaa !10
  %call1 = tail call i8* %0(i64 noundef %size, i8* noundef %1) #8
  %cmp222 = icmp eq i8* %call1, null
  br i1 %cmp222, label %cleanup, label %if.else

if.then4:                                         ; preds = %cond.end
  %alloc5 = bitcast i8* %call to i8* (i64, i8*)**
  store i8* (i64, i8*)* @def_alloc, i8* (i64, i8*)** %alloc5, align 8, !tbaa !5
  %release = getelementptr inbounds i8, i8* %call, i64 8
  %2 = bitcast i8* %release to void (i8*, i8*)**
  store void (i8*, i8*)* @def_release, void (i8*, i8*)** %2, align 8, !tbaa !11
  %data6 = getelementptr inbounds i8, i8* %call, i64 16
  %3 = bitcast i8* %data6 to i8**
  store i8* null, i8** %3, align 8, !tbaa !10
  br label %cleanup

if.else:                                          ; preds = %cond.end.thread
  %4 = bitcast %struct.memctl* %ctl to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %call1, i8* noundef nonnull align 8 dereferenceable(24) %4, i64 24, i1 false), !tbaa.struct !12
  br label %cleanup

cleanup:                                          ; preds = %cond.end.thread, %if.then4, %if.else, %cond.end
  %retval.0 = phi i8* [ null, %cond.end ], [ %call1, %if.else ], [ %call, %if.then4 ], [ null, %cond.end.thread ]
  ret i8* %retval.0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define internal noalias i8* @def_alloc(i64 noundef %n, i8* nocapture noundef readnone %d) #3 {
entry:
  %call = tail call noalias i8* @malloc(i64 noundef %n) #8
  ret i8* %call
}

; Function Attrs: mustprogress nounwind uwtable willreturn
define internal void @def_release(i8* nocapture noundef %p, i8* nocapture noundef readnone %d) #4 {
entry:
  tail call void @free(i8* noundef %p) #8
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @list_get(%struct.memctl* noundef %ctl, i8*** nocapture noundef writeonly %listptr, i32 noundef %count) local_unnamed_addr #0 {
entry:
  %add = add nsw i32 %count, 1
  %conv = sext i32 %add to i64
  %mul = shl nsw i64 %conv, 3
  %add1 = add nsw i64 %mul, 24
  %call = tail call i8* @ctl_malloc(i64 noundef %add1, %struct.memctl* noundef %ctl)
  %cmp = icmp eq i8* %call, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %add.ptr = getelementptr inbounds i8, i8* %call, i64 24
  %0 = bitcast i8* %add.ptr to i8**
  %1 = bitcast i8*** %listptr to i8**
  store i8* %add.ptr, i8** %1, align 8, !tbaa !13
  %cmp314 = icmp sgt i32 %count, 0
  br i1 %cmp314, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %if.end
  %2 = add i32 %count, -1
  %3 = zext i32 %2 to i64
  %4 = add nuw nsw i64 %3, 1
  %min.iters.check = icmp ult i32 %2, 3
  br i1 %min.iters.check, label %for.body.preheader20, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %4, 8589934588
  %ind.end = trunc i64 %n.vec to i32
  %ind.end18 = getelementptr i8*, i8** %0, i64 %n.vec
  %5 = add nsw i64 %n.vec, -4
  %6 = lshr exact i64 %5, 2
  %7 = add nuw nsw i64 %6, 1
  %xtraiter = and i64 %7, 7
  %8 = icmp ult i64 %5, 28
  br i1 %8, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %7, 9223372036854775800
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.7, %vector.body ]
  %next.gep = getelementptr i8*, i8** %0, i64 %index
  %9 = bitcast i8** %next.gep to <2 x i8*>*
  store <2 x i8*> <i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)>, <2 x i8*>* %9, align 8, !tbaa !13
  %10 = getelementptr i8*, i8** %next.gep, i64 2
  %11 = bitcast i8** %10 to <2 x i8*>*
  store <2 x i8*> <i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)>, <2 x i8*>* %11, align 8, !tbaa !13
  %index.next = or i64 %index, 4
  %next.gep.1 = getelementptr i8*, i8** %0, i64 %index.next
  %12 = bitcast i8** %next.gep.1 to <2 x i8*>*
  store <2 x i8*> <i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)>, <2 x i8*>* %12, align 8, !tbaa !13
  %13 = getelementptr i8*, i8** %next.gep.1, i64 2
  %14 = bitcast i8** %13 to <2 x i8*>*
  store <2 x i8*> <i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)>, <2 x i8*>* %14, align 8, !tbaa !13
  %index.next.1 = or i64 %index, 8
  %next.gep.2 = getelementptr i8*, i8** %0, i64 %index.next.1
  %15 = bitcast i8** %next.gep.2 to <2 x i8*>*
  store <2 x i8*> <i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)>, <2 x i8*>* %15, align 8, !tbaa !13
  %16 = getelementptr i8*, i8** %next.gep.2, i64 2
  %17 = bitcast i8** %16 to <2 x i8*>*
  store <2 x i8*> <i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)>, <2 x i8*>* %17, align 8, !tbaa !13
  %index.next.2 = or i64 %index, 12
  %next.gep.3 = getelementptr i8*, i8** %0, i64 %index.next.2
  %18 = bitcast i8** %next.gep.3 to <2 x i8*>*
  store <2 x i8*> <i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)>, <2 x i8*>* %18, align 8, !tbaa !13
  %19 = getelementptr i8*, i8** %next.gep.3, i64 2
  %20 = bitcast i8** %19 to <2 x i8*>*
  store <2 x i8*> <i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)>, <2 x i8*>* %20, align 8, !tbaa !13
  %index.next.3 = or i64 %index, 16
  %next.gep.4 = getelementptr i8*, i8** %0, i64 %index.next.3
  %21 = bitcast i8** %next.gep.4 to <2 x i8*>*
  store <2 x i8*> <i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)>, <2 x i8*>* %21, align 8, !tbaa !13
  %22 = getelementptr i8*, i8** %next.gep.4, i64 2
  %23 = bitcast i8** %22 to <2 x i8*>*
  store <2 x i8*> <i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)>, <2 x i8*>* %23, align 8, !tbaa !13
  %index.next.4 = or i64 %index, 20
  %next.gep.5 = getelementptr i8*, i8** %0, i64 %index.next.4
  %24 = bitcast i8** %next.gep.5 to <2 x i8*>*
  store <2 x i8*> <i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)>, <2 x i8*>* %24, align 8, !tbaa !13
  %25 = getelementptr i8*, i8** %next.gep.5, i64 2
  %26 = bitcast i8** %25 to <2 x i8*>*
  store <2 x i8*> <i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)>, <2 x i8*>* %26, align 8, !tbaa !13
  %index.next.5 = or i64 %index, 24
  %next.gep.6 = getelementptr i8*, i8** %0, i64 %index.next.5
  %27 = bitcast i8** %next.gep.6 to <2 x i8*>*
  store <2 x i8*> <i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)>, <2 x i8*>* %27, align 8, !tbaa !13
  %28 = getelementptr i8*, i8** %next.gep.6, i64 2
  %29 = bitcast i8** %28 to <2 x i8*>*
  store <2 x i8*> <i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)>, <2 x i8*>* %29, align 8, !tbaa !13
  %index.next.6 = or i64 %index, 28
  %next.gep.7 = getelementptr i8*, i8** %0, i64 %index.next.6
  %30 = bitcast i8** %next.gep.7 to <2 x i8*>*
  store <2 x i8*> <i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)>, <2 x i8*>* %30, align 8, !tbaa !13
  %31 = getelementptr i8*, i8** %next.gep.7, i64 2
  %32 = bitcast i8** %31 to <2 x i8*>*
  store <2 x i8*> <i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)>, <2 x i8*>* %32, align 8, !tbaa !13
  %index.next.7 = add nuw i64 %index, 32
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !14

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %index.epil = phi i64 [ %index.next.epil, %vector.body.epil ], [ %index.unr, %middle.block.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %vector.body.epil ], [ 0, %middle.block.unr-lcssa ]
  %next.gep.epil = getelementptr i8*, i8** %0, i64 %index.epil
  %33 = bitcast i8** %next.gep.epil to <2 x i8*>*
  store <2 x i8*> <i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)>, <2 x i8*>* %33, align 8, !tbaa !13
  %34 = getelementptr i8*, i8** %next.gep.epil, i64 2
  %35 = bitcast i8** %34 to <2 x i8*>*
  store <2 x i8*> <i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)>, <2 x i8*>* %35, align 8, !tbaa !13
  %index.next.epil = add nuw i64 %index.epil, 4
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !17

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %4, %n.vec
  br i1 %cmp.n, label %for.end, label %for.body.preheader20

for.body.preheader20:                             ; preds = %for.body.preheader, %middle.block
  %i.016.ph = phi i32 [ 0, %for.body.preheader ], [ %ind.end, %middle.block ]
  %listp.015.ph = phi i8** [ %0, %for.body.preheader ], [ %ind.end18, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader20, %for.body
  %i.016 = phi i32 [ %inc, %for.body ], [ %i.016.ph, %for.body.preheader20 ]
  %listp.015 = phi i8** [ %incdec.ptr, %for.body ], [ %listp.015.ph, %for.body.preheader20 ]
  %incdec.ptr = getelementptr inbounds i8*, i8** %listp.015, i64 1
  store i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), i8** %listp.015, align 8, !tbaa !13
  %inc = add nuw nsw i32 %i.016, 1
  %exitcond.not = icmp eq i32 %inc, %count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !19

for.end:                                          ; preds = %for.body, %middle.block, %if.end
  %listp.0.lcssa = phi i8** [ %0, %if.end ], [ %ind.end18, %middle.block ], [ %incdec.ptr, %for.body ]
  store i8* null, i8** %listp.0.lcssa, align 8, !tbaa !13
  br label %cleanup

cleanup:                                          ; preds = %entry, %for.end
  %retval.0 = phi i32 [ 0, %for.end ], [ -1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @list_free(i8** noundef %list) local_unnamed_addr #0 {
entry:
  %add.ptr4 = getelementptr inbounds i8*, i8** %list, i64 -3
  %add.ptr = bitcast i8** %add.ptr4 to i8*
  %release = getelementptr inbounds i8*, i8** %list, i64 -2
  %0 = bitcast i8** %release to void (i8*, i8*)**
  %1 = load void (i8*, i8*)*, void (i8*, i8*)** %0, align 8, !tbaa !11
  %2 = getelementptr inbounds i8*, i8** %list, i64 -1
  %3 = load i8*, i8** %2, align 8, !tbaa !10
  tail call void %1(i8* noundef nonnull %add.ptr, i8* noundef %3) #8
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #6 {
entry:
  %list = alloca i8**, align 8
  %0 = bitcast i8*** %list to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %0) #8
  %call = call i32 @list_get(%struct.memctl* noundef null, i8*** noundef nonnull %list, i32 noundef %argc)
  %cmp.not = icmp eq i32 %call, 0
  br i1 %cmp.not, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %1 = load i8**, i8*** %list, align 8, !tbaa !13
  tail call void @list_free(i8** noundef %1)
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ 0, %if.end ], [ 1, %entry ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %0) #8
  ret i32 %retval.0
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #7

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #6 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"memctl", !7, i64 0, !7, i64 8, !7, i64 16}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 16}
!11 = !{!6, !7, i64 8}
!12 = !{i64 0, i64 8, !13, i64 8, i64 8, !13, i64 16, i64 8, !13}
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !15, !20, !16}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
