; ModuleID = 'fieldparam.c'
source_filename = "fieldparam.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.ctx = type { i32, i32 }
%struct.reader = type { %struct.ctx*, i32, i32 }
%struct.options = type { i32, i32 }

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define dso_local i32 @ctx_create(%struct.ctx** nocapture noundef writeonly %out, i32 noundef %level) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(8) i8* @malloc(i64 noundef 8) #7
  %0 = bitcast i8* %call to %struct.ctx*
  %cmp = icmp eq i8* %call, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %level1 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 0
  store i32 %level, i32* %level1, align 4, !tbaa !5
  %window = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 1
  store i32 0, i32* %window, align 4, !tbaa !10
  %1 = bitcast %struct.ctx** %out to i8**
  store i8* %call, i8** %1, align 8, !tbaa !11
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ 0, %if.end ], [ -1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local i32 @parse_int(i8* nocapture noundef readonly %s, i32* nocapture noundef writeonly %result) local_unnamed_addr #3 {
entry:
  %0 = load i8, i8* %s, align 1, !tbaa !13
  %1 = add i8 %0, -48
  %2 = icmp ult i8 %1, 10
  br i1 %2, label %while.body, label %while.end

while.body:                                       ; preds = %entry, %while.body
  %3 = phi i8 [ %4, %while.body ], [ %0, %entry ]
  %v.014 = phi i32 [ %add, %while.body ], [ 0, %entry ]
  %s.addr.013 = phi i8* [ %incdec.ptr, %while.body ], [ %s, %entry ]
  %conv15 = zext i8 %3 to i32
  %mul = mul nsw i32 %v.014, 10
  %incdec.ptr = getelementptr inbounds i8, i8* %s.addr.013, i64 1
  %sub = add i32 %mul, -48
  %add = add i32 %sub, %conv15
  %4 = load i8, i8* %incdec.ptr, align 1, !tbaa !13
  %5 = add i8 %4, -48
  %6 = icmp ult i8 %5, 10
  br i1 %6, label %while.body, label %while.end, !llvm.loop !14

while.end:                                        ; preds = %while.body, %entry
  %v.0.lcssa = phi i32 [ 0, %entry ], [ %add, %while.body ]
  store i32 %v.0.lcssa, i32* %result, align 4, !tbaa !16
  %7 = xor i32 %v.0.lcssa, -1
  %v.0.lobit.not = lshr i32 %7, 31
  ret i32 %v.0.lobit.not
}

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define dso_local noalias %struct.reader* @reader_open(i32 noundef %level) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #7
  %0 = bitcast i8* %call to %struct.reader*
  %cmp = icmp eq i8* %call, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %ctx = getelementptr inbounds %struct.reader, %struct.reader* %0, i64 0, i32 0
  %call1 = tail call i32 @ctx_create(%struct.ctx** noundef nonnull %ctx, i32 noundef %level)
  %cmp2.not = icmp eq i32 %call1, 0
  br i1 %cmp2.not, label %if.end4, label %cleanup

if.end4:                                          ; preds = %if.end
  %pos = getelementptr inbounds %struct.reader, %struct.reader* %0, i64 0, i32 1
  store i32 0, i32* %pos, align 8, !tbaa !17
  %len = getelementptr inbounds %struct.reader, %struct.reader* %0, i64 0, i32 2
  store i32 %level, i32* %len, align 4, !tbaa !19
  br label %cleanup

cleanup:                                          ; preds = %if.end, %entry, %if.end4
  %retval.0 = phi %struct.reader* [ %0, %if.end4 ], [ null, %entry ], [ null, %if.end ]
  ret %struct.reader* %retval.0
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @probe(i8* nocapture noundef readonly %s) local_unnamed_addr #4 {
entry:
  %c = alloca %struct.ctx*, align 8
  %n = alloca i32, align 4
  %0 = bitcast %struct.ctx** %c to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %0) #7
  %1 = bitcast i32* %n to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1) #7
  %call = call i32 @parse_int(i8* noundef %s, i32* noundef nonnull %n)
  %tobool.not = icmp eq i32 %call, 0
  br i1 %tobool.not, label %cleanup, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %2 = load i32, i32* %n, align 4, !tbaa !16
  %call1 = call i32 @ctx_create(%struct.ctx** noundef nonnull %c, i32 noundef %2)
  %cmp.not = icmp eq i32 %call1, 0
  br i1 %cmp.not, label %if.end, label %cleanup

if.end:                                           ; preds = %lor.lhs.false
  %3 = load %struct.ctx*, %struct.ctx** %c, align 8, !tbaa !11
  %window = getelementptr inbounds %struct.ctx, %struct.ctx* %3, i64 0, i32 1
  %4 = load i32, i32* %window, align 4, !tbaa !10
  %.cast = bitcast %struct.ctx* %3 to i8*
  tail call void @free(i8* noundef %.cast) #7
  br label %cleanup

cleanup:                                          ; preds = %entry, %lor.lhs.false, %if.end
  %retval.0 = phi i32 [ %4, %if.end ], [ -1, %lor.lhs.false ], [ -1, %entry ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1) #7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %0) #7
  ret i32 %retval.0
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #6 {
entry:
  %call = tail call noalias dereferenceable_or_null(8) i8* @malloc(i64 noundef 8) #7
  %0 = bitcast i8* %call to %struct.options*
  %cmp = icmp eq i8* %call, null
  %cmp1 = icmp slt i32 %argc, 2
  %or.cond = or i1 %cmp1, %cmp
  br i1 %or.cond, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %1 = load i8*, i8** %argv, align 8, !tbaa !11
  %call2 = tail call i32 @probe(i8* noundef %1)
  %lgwin = getelementptr inbounds %struct.options, %struct.options* %0, i64 0, i32 1
  store i32 %call2, i32* %lgwin, align 4, !tbaa !20
  %arrayidx3 = getelementptr inbounds i8*, i8** %argv, i64 1
  %2 = load i8*, i8** %arrayidx3, align 8, !tbaa !11
  %quality = getelementptr inbounds %struct.options, %struct.options* %0, i64 0, i32 0
  %call4 = tail call i32 @parse_int(i8* noundef %2, i32* noundef %quality)
  %tobool.not = icmp eq i32 %call4, 0
  br i1 %tobool.not, label %cleanup, label %if.end6

if.end6:                                          ; preds = %if.end
  %3 = load i32, i32* %quality, align 4, !tbaa !22
  %call8 = tail call %struct.reader* @reader_open(i32 noundef %3)
  %cmp9.not = icmp eq %struct.reader* %call8, null
  br i1 %cmp9.not, label %cleanup, label %cond.true

cond.true:                                        ; preds = %if.end6
  %ctx = getelementptr inbounds %struct.reader, %struct.reader* %call8, i64 0, i32 0
  %4 = load %struct.ctx*, %struct.ctx** %ctx, align 8, !tbaa !23
  %level = getelementptr inbounds %struct.ctx, %struct.ctx* %4, i64 0, i32 0
  %5 = load i32, i32* %level, align 4, !tbaa !5
  %len = getelementptr inbounds %struct.reader, %struct.reader* %call8, i64 0, i32 2
  %6 = load i32, i32* %len, align 4, !tbaa !19
  %add = add nsw i32 %6, %5
  %7 = load i32, i32* %lgwin, align 4, !tbaa !20
  %add11 = add nsw i32 %add, %7
  br label %cleanup

cleanup:                                          ; preds = %cond.true, %if.end6, %if.end, %entry
  %retval.0 = phi i32 [ 1, %entry ], [ 2, %if.end ], [ %add11, %cond.true ], [ 0, %if.end6 ]
  ret i32 %retval.0
}

attributes #0 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"ctx", !7, i64 0, !7, i64 4}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 4}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !8, i64 0}
!13 = !{!8, !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!7, !7, i64 0}
!17 = !{!18, !7, i64 8}
!18 = !{!"reader", !12, i64 0, !7, i64 8, !7, i64 12}
!19 = !{!18, !7, i64 12}
!20 = !{!21, !7, i64 4}
!21 = !{!"options", !7, i64 0, !7, i64 4}
!22 = !{!21, !7, i64 0}
!23 = !{!18, !12, i64 0}
