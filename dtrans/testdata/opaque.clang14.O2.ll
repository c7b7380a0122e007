; ModuleID = 'opaque.c'
source_filename = "opaque.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Opts = type { i32, i32 }
%struct.Hist = type { [4 x i16], i64 }
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
  %hh = alloca %struct.Hist, align 8
  %x = alloca %struct.FP, align 8
  %y = alloca %struct.FP, align 8
  %u = alloca %struct.Tok, align 8
  %0 = bitcast %struct.Hist* %hh to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %0) #9
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  %and = and i32 %argc, 3
  %1 = zext i32 %and to i64
  %arrayidx.i = getelementptr inbounds %struct.Hist, %struct.Hist* %hh, i64 0, i32 0, i64 %1
  %2 = load i16, i16* %arrayidx.i, align 2, !tbaa !5
  %inc.i = add i16 %2, 1
  store i16 %inc.i, i16* %arrayidx.i, align 2, !tbaa !5
  %3 = bitcast %struct.FP* %x to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %3) #9
  %4 = getelementptr inbounds %struct.FP, %struct.FP* %x, i64 0, i32 1
  store i32 1, i32* %4, align 8
  %5 = bitcast %struct.FP* %y to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %5) #9
  %conv = sitofp i32 %argc to double
  call fastcc void @bounds(double noundef %conv, %struct.FP* noundef nonnull %x, %struct.FP* noundef nonnull %y)
  %call1 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #9
  %6 = bitcast i8* %call1 to %struct.Tok*
  %7 = bitcast %struct.Tok* %u to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %7) #9
  %sem = getelementptr inbounds %struct.Tok, %struct.Tok* %6, i64 0, i32 1
  %call2 = tail call fastcc i32 @lex(%union.Sem* noundef nonnull %sem, i32 noundef %argc)
  %sem3 = getelementptr inbounds %struct.Tok, %struct.Tok* %u, i64 0, i32 1
  %8 = load i8*, i8** %argv, align 8, !tbaa !9
  %9 = load i8, i8* %8, align 1, !tbaa !11
  %conv5 = sext i8 %9 to i32
  %call6 = call fastcc i32 @lex(%union.Sem* noundef nonnull %sem3, i32 noundef %conv5)
  %add = add nsw i32 %call6, %call2
  %10 = load i32, i32* %4, align 8, !tbaa !12
  %add10 = add nsw i32 %add, %10
  %e11 = getelementptr inbounds %struct.FP, %struct.FP* %y, i64 0, i32 1
  %11 = load i32, i32* %e11, align 8, !tbaa !12
  %add12 = add nsw i32 %add10, %11
  %call13 = tail call fastcc i32 @run(i32 noundef %argc)
  %add14 = add nsw i32 %add12, %call13
  %arrayidx15 = getelementptr inbounds %struct.Hist, %struct.Hist* %hh, i64 0, i32 0, i64 1
  %12 = load i16, i16* %arrayidx15, align 2, !tbaa !5
  %conv16 = zext i16 %12 to i32
  %add17 = add nsw i32 %add14, %conv16
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %7) #9
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %5) #9
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %3) #9
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %0) #9
  ret i32 %add17
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @mkfp(double noundef %d) unnamed_addr #1 {
entry:
  %conv = fptoui double %d to i64
  ret i64 %conv
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define internal fastcc void @bounds(double noundef %d, %struct.FP* nocapture noundef writeonly %lo, %struct.FP* nocapture noundef writeonly %hi) unnamed_addr #5 {
entry:
  %call = tail call fastcc i64 @mkfp(double noundef %d)
  %mul = fmul double %d, 2.000000e+00
  %call1 = tail call fastcc i64 @mkfp(double noundef %mul)
  %a.sroa.0.0..sroa_idx = getelementptr inbounds %struct.FP, %struct.FP* %lo, i64 0, i32 0
  store i64 %call, i64* %a.sroa.0.0..sroa_idx, align 8, !tbaa.struct !16
  %a.sroa.4.0..sroa_idx8 = getelementptr inbounds %struct.FP, %struct.FP* %lo, i64 0, i32 1
  store i32 1, i32* %a.sroa.4.0..sroa_idx8, align 8, !tbaa.struct !19
  %b.sroa.0.0..sroa_idx = getelementptr inbounds %struct.FP, %struct.FP* %hi, i64 0, i32 0
  store i64 %call1, i64* %b.sroa.0.0..sroa_idx, align 8, !tbaa.struct !16
  %b.sroa.4.0..sroa_idx4 = getelementptr inbounds %struct.FP, %struct.FP* %hi, i64 0, i32 1
  store i32 1, i32* %b.sroa.4.0..sroa_idx4, align 8, !tbaa.struct !19
  ret void
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define internal fastcc i32 @lex(%union.Sem* nocapture noundef writeonly %sem, i32 noundef %c) unnamed_addr #7 {
entry:
  switch i32 %c, label %if.end3 [
    i32 115, label %if.then
    i32 114, label %if.then2
  ]

if.then:                                          ; preds = %entry
  %call = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #9
  %0 = bitcast i8* %call to %struct.Str*
  %len = getelementptr inbounds %struct.Str, %struct.Str* %0, i64 0, i32 0
  store i64 0, i64* %len, align 8, !tbaa !20
  %1 = bitcast %union.Sem* %sem to i8**
  store i8* %call, i8** %1, align 8, !tbaa !11
  br label %return

if.then2:                                         ; preds = %entry
  %r = getelementptr %union.Sem, %union.Sem* %sem, i64 0, i32 0
  store double 1.500000e+00, double* %r, align 8, !tbaa !11
  br label %return

if.end3:                                          ; preds = %entry
  %conv = sext i32 %c to i64
  %i = bitcast %union.Sem* %sem to i64*
  store i64 %conv, i64* %i, align 8, !tbaa !11
  br label %return

return:                                           ; preds = %if.end3, %if.then2, %if.then
  %retval.0 = phi i32 [ 1, %if.then ], [ 2, %if.then2 ], [ 3, %if.end3 ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @run(i32 noundef %x) unnamed_addr #8 {
entry:
  %o = alloca i64, align 8
  %tmpcast = bitcast i64* %o to %struct.Opts*
  %0 = bitcast i64* %o to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %0) #9
  %call = call fastcc i32 @finish(i32 noundef %x, %struct.Opts* noundef nonnull %tmpcast)
  %add = add nsw i32 %call, 2
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %0) #9
  ret i32 %add
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree noinline nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"short", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!7, !7, i64 0}
!12 = !{!13, !15, i64 8}
!13 = !{!"FP", !14, i64 0, !15, i64 8}
!14 = !{!"long", !7, i64 0}
!15 = !{!"int", !7, i64 0}
!16 = !{i64 0, i64 8, !17, i64 8, i64 4, !18}
!17 = !{!14, !14, i64 0}
!18 = !{!15, !15, i64 0}
!19 = !{i64 0, i64 4, !18}
!20 = !{!21, !14, i64 0}
!21 = !{!"Str", !14, i64 0, !7, i64 8}
