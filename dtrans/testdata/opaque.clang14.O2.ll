; ModuleID = 'opaque.c'
source_filename = "opaque.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Opts = type { i32, i32 }
%struct.FP = type { i64, i32 }
%struct.Tok = type { i32, %union.Sem }
%union.Sem = type { double }
%struct.Str = type { i64, [8 x i8] }

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @api_finish(i32 noundef %x, %struct.Opts* noundef readnone %o) local_unnamed_addr #0 {
entry:
  %call = tail call fastcc i32 @finish(i32 noundef %x, %struct.Opts* noundef %o)
  ret i32 %call
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @finish(i32 noundef %x, %struct.Opts* noundef readnone %o) unnamed_addr #1 {
entry:
  %cmp.not = icmp ne %struct.Opts* %o, null
  %add = zext i1 %cmp.not to i32
  %cond = add nsw i32 %add, %x
  ret i32 %cond
}

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #2 {
entry:
  %x = alloca %struct.FP, align 8
  %y = alloca %struct.FP, align 8
  %u = alloca %struct.Tok, align 8
  %0 = bitcast %struct.FP* %x to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %0) #8
  %1 = getelementptr inbounds %struct.FP, %struct.FP* %x, i64 0, i32 1
  store i32 1, i32* %1, align 8
  %2 = bitcast %struct.FP* %y to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %2) #8
  %conv = sitofp i32 %argc to double
  call fastcc void @bounds(double noundef %conv, %struct.FP* noundef nonnull %x, %struct.FP* noundef nonnull %y)
  %call1 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #8
  %3 = bitcast i8* %call1 to %struct.Tok*
  %4 = bitcast %struct.Tok* %u to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %4) #8
  %sem = getelementptr inbounds %struct.Tok, %struct.Tok* %3, i64 0, i32 1
  %call2 = tail call fastcc i32 @lex(%union.Sem* noundef nonnull %sem, i32 noundef %argc)
  %sem3 = getelementptr inbounds %struct.Tok, %struct.Tok* %u, i64 0, i32 1
  %5 = load i8*, i8** %argv, align 8, !tbaa !5
  %6 = load i8, i8* %5, align 1, !tbaa !9
  %conv5 = sext i8 %6 to i32
  %call6 = call fastcc i32 @lex(%union.Sem* noundef nonnull %sem3, i32 noundef %conv5)
  %add = add nsw i32 %call6, %call2
  %7 = load i32, i32* %1, align 8, !tbaa !10
  %add10 = add nsw i32 %add, %7
  %e11 = getelementptr inbounds %struct.FP, %struct.FP* %y, i64 0, i32 1
  %8 = load i32, i32* %e11, align 8, !tbaa !10
  %add12 = add nsw i32 %add10, %8
  %call13 = tail call fastcc i32 @run(i32 noundef %argc)
  %add14 = add nsw i32 %add12, %call13
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %4) #8
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %2) #8
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %0) #8
  ret i32 %add14
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @mkfp(double noundef %d) unnamed_addr #1 {
entry:
  %conv = fptoui double %d to i64
  ret i64 %conv
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define internal fastcc void @bounds(double noundef %d, %struct.FP* nocapture noundef writeonly %lo, %struct.FP* nocapture noundef writeonly %hi) unnamed_addr #4 {
entry:
  %call = tail call fastcc i64 @mkfp(double noundef %d)
  %mul = fmul double %d, 2.000000e+00
  %call1 = tail call fastcc i64 @mkfp(double noundef %mul)
  %a.sroa.0.0..sroa_idx = getelementptr inbounds %struct.FP, %struct.FP* %lo, i64 0, i32 0
  store i64 %call, i64* %a.sroa.0.0..sroa_idx, align 8, !tbaa.struct !14
  %a.sroa.4.0..sroa_idx8 = getelementptr inbounds %struct.FP, %struct.FP* %lo, i64 0, i32 1
  store i32 1, i32* %a.sroa.4.0..sroa_idx8, align 8, !tbaa.struct !17
  %b.sroa.0.0..sroa_idx = getelementptr inbounds %struct.FP, %struct.FP* %hi, i64 0, i32 0
  store i64 %call1, i64* %b.sroa.0.0..sroa_idx, align 8, !tbaa.struct !14
  %b.sroa.4.0..sroa_idx4 = getelementptr inbounds %struct.FP, %struct.FP* %hi, i64 0, i32 1
  store i32 1, i32* %b.sroa.4.0..sroa_idx4, align 8, !tbaa.struct !17
  ret void
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define internal fastcc i32 @lex(%union.Sem* nocapture noundef writeonly %sem, i32 noundef %c) unnamed_addr #6 {
entry:
  switch i32 %c, label %if.end3 [
    i32 115, label %if.then
    i32 114, label %if.then2
  ]

if.then:                                          ; preds = %entry
  %call = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #8
  %0 = bitcast i8* %call to %struct.Str*
  %len = getelementptr inbounds %struct.Str, %struct.Str* %0, i64 0, i32 0
  store i64 0, i64* %len, align 8, !tbaa !18
  %1 = bitcast %union.Sem* %sem to i8**
  store i8* %call, i8** %1, align 8, !tbaa !9
  br label %return

if.then2:                                         ; preds = %entry
  %r = getelementptr %union.Sem, %union.Sem* %sem, i64 0, i32 0
  store double 1.500000e+00, double* %r, align 8, !tbaa !9
  br label %return

if.end3:                                          ; preds = %entry
  %conv = sext i32 %c to i64
  %i = bitcast %union.Sem* %sem to i64*
  store i64 %conv, i64* %i, align 8, !tbaa !9
  br label %return

return:                                           ; preds = %if.end3, %if.then2, %if.then
  %retval.0 = phi i32 [ 1, %if.then ], [ 2, %if.then2 ], [ 3, %if.end3 ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @run(i32 noundef %x) unnamed_addr #7 {
entry:
  %o = alloca i64, align 8
  %tmpcast = bitcast i64* %o to %struct.Opts*
  %0 = bitcast i64* %o to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %0) #8
  %call = call fastcc i32 @finish(i32 noundef %x, %struct.Opts* noundef nonnull %tmpcast)
  %add = add nsw i32 %call, 2
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %0) #8
  ret i32 %add
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree noinline nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = !{!11, !13, i64 8}
!11 = !{!"FP", !12, i64 0, !13, i64 8}
!12 = !{!"long", !7, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = !{i64 0, i64 8, !15, i64 8, i64 4, !16}
!15 = !{!12, !12, i64 0}
!16 = !{!13, !13, i64 0}
!17 = !{i64 0, i64 4, !16}
!18 = !{!19, !12, i64 0}
!19 = !{!"Str", !12, i64 0, !7, i64 8}
