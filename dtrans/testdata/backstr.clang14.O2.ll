; ModuleID = 'backstr.c'
source_filename = "backstr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Lex = type { i8*, i32 }
%struct.Val = type { %union.anon, [7 x i8], i8 }
%union.anon = type { double }
%struct.Str = type { %struct.Str*, i8, [1 x i8] }

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 {
entry:
  %L = alloca %struct.Lex, align 8
  %call = tail call noalias dereferenceable_or_null(32) i8* @malloc(i64 noundef 32) #7
  %0 = bitcast i8* %call to %struct.Val*
  %call1 = tail call noalias dereferenceable_or_null(24) i8* @malloc(i64 noundef 24) #7
  %1 = bitcast i8* %call1 to %struct.Str*
  %2 = bitcast %struct.Lex* %L to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %2) #7
  %tobool = icmp ne i8* %call, null
  %tobool2 = icmp ne i8* %call1, null
  %or.cond = and i1 %tobool, %tobool2
  br i1 %or.cond, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %next = getelementptr inbounds %struct.Str, %struct.Str* %1, i64 0, i32 0
  store %struct.Str* null, %struct.Str** %next, align 8, !tbaa !5
  %mark = getelementptr inbounds %struct.Str, %struct.Str* %1, i64 0, i32 1
  store i8 0, i8* %mark, align 8, !tbaa !10
  %arrayidx = getelementptr inbounds %struct.Str, %struct.Str* %1, i64 0, i32 2, i64 0
  store i8 45, i8* %arrayidx, align 1, !tbaa !11
  %arrayidx4 = getelementptr inbounds %struct.Str, %struct.Str* %1, i64 0, i32 2, i64 1
  store i8 51, i8* %arrayidx4, align 1, !tbaa !11
  %arrayidx6 = getelementptr inbounds %struct.Str, %struct.Str* %1, i64 0, i32 2, i64 2
  store i8 0, i8* %arrayidx6, align 1, !tbaa !11
  %type = getelementptr inbounds %struct.Val, %struct.Val* %0, i64 0, i32 2
  store i8 1, i8* %type, align 1, !tbaa !12
  store i8 49, i8* %call, align 8, !tbaa !11
  %arrayidx13 = getelementptr inbounds i8, i8* %call, i64 1
  store i8 50, i8* %arrayidx13, align 1, !tbaa !11
  %arrayidx17 = getelementptr inbounds i8, i8* %call, i64 2
  store i8 0, i8* %arrayidx17, align 2, !tbaa !11
  %type19 = getelementptr inbounds %struct.Val, %struct.Val* %0, i64 1, i32 2
  store i8 3, i8* %type19, align 1, !tbaa !12
  %u21 = getelementptr inbounds %struct.Val, %struct.Val* %0, i64 1, i32 0
  %3 = bitcast %union.anon* %u21 to i8**
  store i8* %call1, i8** %3, align 8, !tbaa !11
  %cmp = icmp sgt i32 %argc, 1
  %4 = zext i1 %cmp to i64
  %arrayidx23 = getelementptr inbounds %struct.Val, %struct.Val* %0, i64 %4
  %call24 = tail call fastcc i8* @tostr(%struct.Val* noundef nonnull %arrayidx23)
  %src = getelementptr inbounds %struct.Lex, %struct.Lex* %L, i64 0, i32 0
  store i8* %call24, i8** %src, align 8, !tbaa !14
  %c = getelementptr inbounds %struct.Lex, %struct.Lex* %L, i64 0, i32 1
  store i32 0, i32* %c, align 8, !tbaa !17
  %call25 = call fastcc double @lexnum(%struct.Lex* noundef nonnull %L)
  %conv26 = fptosi double %call25 to i32
  tail call void @free(i8* noundef nonnull %call1) #7
  tail call void @free(i8* noundef nonnull %call) #7
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %conv26, %if.end ], [ 1, %entry ]
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %2) #7
  ret i32 %retval.0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc i8* @tostr(%struct.Val* noundef readonly %v) unnamed_addr #3 {
entry:
  %type = getelementptr inbounds %struct.Val, %struct.Val* %v, i64 0, i32 2
  %0 = load i8, i8* %type, align 1, !tbaa !12
  %cmp = icmp eq i8 %0, 1
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %arraydecay = bitcast %struct.Val* %v to i8*
  br label %return

if.end:                                           ; preds = %entry
  %s = bitcast %struct.Val* %v to %struct.Str**
  %1 = load %struct.Str*, %struct.Str** %s, align 8, !tbaa !11
  %arraydecay3 = getelementptr inbounds %struct.Str, %struct.Str* %1, i64 0, i32 2, i64 0
  br label %return

return:                                           ; preds = %if.end, %if.then
  %retval.0 = phi i8* [ %arraydecay, %if.then ], [ %arraydecay3, %if.end ]
  ret i8* %retval.0
}

; Function Attrs: nofree noinline nosync nounwind readonly uwtable
define internal fastcc double @lexnum(%struct.Lex* nocapture noundef readonly %L) unnamed_addr #4 {
entry:
  %src = getelementptr inbounds %struct.Lex, %struct.Lex* %L, i64 0, i32 0
  %0 = load i8*, i8** %src, align 8, !tbaa !14
  %add.ptr = getelementptr inbounds i8, i8* %0, i64 -1
  %1 = load i8, i8* %add.ptr, align 1, !tbaa !11
  %cmp = icmp eq i8 %1, 45
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %call = tail call fastcc double @num(i8* noundef nonnull %0)
  %fneg = fneg double %call
  br label %cleanup

if.end:                                           ; preds = %entry
  %call4 = tail call fastcc double @num(i8* noundef nonnull %add.ptr)
  br label %cleanup

cleanup:                                          ; preds = %if.end, %if.then
  %retval.0 = phi double [ %fneg, %if.then ], [ %call4, %if.end ]
  ret double %retval.0
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline nosync nounwind readonly uwtable
define internal fastcc double @num(i8* nocapture noundef readonly %s) unnamed_addr #4 {
entry:
  %0 = load i8, i8* %s, align 1, !tbaa !11
  %1 = add i8 %0, -48
  %2 = icmp ult i8 %1, 10
  br i1 %2, label %while.body, label %if.end

while.body:                                       ; preds = %entry, %while.body
  %3 = phi i8 [ %5, %while.body ], [ %0, %entry ]
  %d.02 = phi double [ %4, %while.body ], [ 0.000000e+00, %entry ]
  %s.addr.01 = phi i8* [ %incdec.ptr, %while.body ], [ %s, %entry ]
  %conv3 = zext i8 %3 to i32
  %incdec.ptr = getelementptr inbounds i8, i8* %s.addr.01, i64 1
  %sub = add nsw i32 %conv3, -48
  %conv6 = sitofp i32 %sub to double
  %4 = tail call double @llvm.fmuladd.f64(double %d.02, double 1.000000e+01, double %conv6)
  %5 = load i8, i8* %incdec.ptr, align 1, !tbaa !11
  %6 = add i8 %5, -48
  %7 = icmp ult i8 %6, 10
  br i1 %7, label %while.body, label %if.end, !llvm.loop !18

if.end:                                           ; preds = %while.body, %entry
  %d.0.lcssa = phi double [ 0.000000e+00, %entry ], [ %4, %while.body ]
  ret double %d.0.lcssa
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Str", !7, i64 0, !8, i64 8, !8, i64 9}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !8, i64 8}
!11 = !{!8, !8, i64 0}
!12 = !{!13, !8, i64 15}
!13 = !{!"Val", !8, i64 0, !8, i64 8, !8, i64 15}
!14 = !{!15, !7, i64 0}
!15 = !{!"Lex", !7, i64 0, !16, i64 8}
!16 = !{!"int", !8, i64 0}
!17 = !{!15, !16, i64 8}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
