; ModuleID = 'opaque.c'
source_filename = "opaque.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Opts = type { i32, i32 }
%struct.Sub = type { i32, [9 x i8*] }
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

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local i32 @try(i8* noundef %p, %struct.Sub* nocapture noundef %out, i32 noundef %depth) local_unnamed_addr #2 {
entry:
  %scratch = alloca %struct.Sub, align 8
  %0 = bitcast %struct.Sub* %scratch to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %0) #11
  %1 = bitcast %struct.Sub* %out to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(80) %0, i8* noundef nonnull align 8 dereferenceable(80) %1, i64 80, i1 false), !tbaa.struct !5
  %cmp = icmp sgt i32 %depth, 0
  br i1 %cmp, label %land.lhs.true, label %if.end3

land.lhs.true:                                    ; preds = %entry
  %2 = load i8, i8* %p, align 1, !tbaa !10
  %tobool.not = icmp eq i8 %2, 0
  br i1 %tobool.not, label %if.end3, label %if.then

if.then:                                          ; preds = %land.lhs.true
  %n = getelementptr inbounds %struct.Sub, %struct.Sub* %scratch, i64 0, i32 0
  %3 = load i32, i32* %n, align 8, !tbaa !11
  %inc = add nsw i32 %3, 1
  store i32 %inc, i32* %n, align 8, !tbaa !11
  %rem = srem i32 %3, 9
  %idxprom = sext i32 %rem to i64
  %arrayidx = getelementptr inbounds %struct.Sub, %struct.Sub* %scratch, i64 0, i32 1, i64 %idxprom
  store i8* %p, i8** %arrayidx, align 8, !tbaa !13
  %add.ptr = getelementptr inbounds i8, i8* %p, i64 1
  %sub = add nsw i32 %depth, -1
  %call = tail call i32 @try(i8* noundef nonnull %add.ptr, %struct.Sub* noundef nonnull %out, i32 noundef %sub)
  %tobool1.not = icmp eq i32 %call, 0
  br i1 %tobool1.not, label %if.end, label %cleanup7

if.end:                                           ; preds = %if.then
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(80) %1, i8* noundef nonnull align 8 dereferenceable(80) %0, i64 80, i1 false), !tbaa.struct !5
  br label %if.end3

if.end3:                                          ; preds = %if.end, %land.lhs.true, %entry
  %4 = load i8, i8* %p, align 1, !tbaa !10
  %cmp5 = icmp eq i8 %4, 120
  %conv6 = zext i1 %cmp5 to i32
  br label %cleanup7

cleanup7:                                         ; preds = %if.then, %if.end3
  %retval.1 = phi i32 [ %conv6, %if.end3 ], [ %call, %if.then ]
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %0) #11
  ret i32 %retval.1
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #5 {
entry:
  %hh = alloca %struct.Hist, align 8
  %x = alloca %struct.FP, align 8
  %y = alloca %struct.FP, align 8
  %u = alloca %struct.Tok, align 8
  %sub = alloca %struct.Sub, align 8
  %0 = bitcast %struct.Hist* %hh to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %0) #11
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  %and = and i32 %argc, 3
  %1 = zext i32 %and to i64
  %arrayidx.i = getelementptr inbounds %struct.Hist, %struct.Hist* %hh, i64 0, i32 0, i64 %1
  %2 = load i16, i16* %arrayidx.i, align 2, !tbaa !15
  %inc.i = add i16 %2, 1
  store i16 %inc.i, i16* %arrayidx.i, align 2, !tbaa !15
  %3 = bitcast %struct.FP* %x to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %3) #11
  %4 = getelementptr inbounds %struct.FP, %struct.FP* %x, i64 0, i32 1
  store i32 1, i32* %4, align 8
  %5 = bitcast %struct.FP* %y to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %5) #11
  %conv = sitofp i32 %argc to double
  call fastcc void @bounds(double noundef %conv, %struct.FP* noundef nonnull %x, %struct.FP* noundef nonnull %y)
  %call1 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #11
  %6 = bitcast i8* %call1 to %struct.Tok*
  %7 = bitcast %struct.Tok* %u to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %7) #11
  %sem = getelementptr inbounds %struct.Tok, %struct.Tok* %6, i64 0, i32 1
  %call2 = tail call fastcc i32 @lex(%union.Sem* noundef nonnull %sem, i32 noundef %argc)
  %sem3 = getelementptr inbounds %struct.Tok, %struct.Tok* %u, i64 0, i32 1
  %8 = load i8*, i8** %argv, align 8, !tbaa !13
  %9 = load i8, i8* %8, align 1, !tbaa !10
  %conv5 = sext i8 %9 to i32
  %call6 = call fastcc i32 @lex(%union.Sem* noundef nonnull %sem3, i32 noundef %conv5)
  %10 = bitcast %struct.Sub* %sub to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %10) #11
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(80) %10, i8 0, i64 80, i1 false)
  %11 = load i8*, i8** %argv, align 8, !tbaa !13
  %call9 = call i32 @try(i8* noundef %11, %struct.Sub* noundef nonnull %sub, i32 noundef %argc)
  %add = add nsw i32 %call6, %call2
  %12 = load i32, i32* %4, align 8, !tbaa !17
  %e13 = getelementptr inbounds %struct.FP, %struct.FP* %y, i64 0, i32 1
  %13 = load i32, i32* %e13, align 8, !tbaa !17
  %call15 = tail call fastcc i32 @run(i32 noundef %argc)
  %arrayidx17 = getelementptr inbounds %struct.Hist, %struct.Hist* %hh, i64 0, i32 0, i64 1
  %14 = load i16, i16* %arrayidx17, align 2, !tbaa !15
  %conv18 = zext i16 %14 to i32
  %n = getelementptr inbounds %struct.Sub, %struct.Sub* %sub, i64 0, i32 0
  %15 = load i32, i32* %n, align 8, !tbaa !11
  %add12 = add i32 %add, %call9
  %add14 = add i32 %add12, %12
  %add16 = add i32 %add14, %13
  %add19 = add i32 %add16, %call15
  %add20 = add i32 %add19, %conv18
  %add21 = add i32 %add20, %15
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %10) #11
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %7) #11
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %5) #11
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %3) #11
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %0) #11
  ret i32 %add21
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @mkfp(double noundef %d) unnamed_addr #1 {
entry:
  %conv = fptoui double %d to i64
  ret i64 %conv
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define internal fastcc void @bounds(double noundef %d, %struct.FP* nocapture noundef writeonly %lo, %struct.FP* nocapture noundef writeonly %hi) unnamed_addr #7 {
entry:
  %call = tail call fastcc i64 @mkfp(double noundef %d)
  %mul = fmul double %d, 2.000000e+00
  %call1 = tail call fastcc i64 @mkfp(double noundef %mul)
  %a.sroa.0.0..sroa_idx = getelementptr inbounds %struct.FP, %struct.FP* %lo, i64 0, i32 0
  store i64 %call, i64* %a.sroa.0.0..sroa_idx, align 8, !tbaa.struct !20
  %a.sroa.4.0..sroa_idx8 = getelementptr inbounds %struct.FP, %struct.FP* %lo, i64 0, i32 1
  store i32 1, i32* %a.sroa.4.0..sroa_idx8, align 8, !tbaa.struct !22
  %b.sroa.0.0..sroa_idx = getelementptr inbounds %struct.FP, %struct.FP* %hi, i64 0, i32 0
  store i64 %call1, i64* %b.sroa.0.0..sroa_idx, align 8, !tbaa.struct !20
  %b.sroa.4.0..sroa_idx4 = getelementptr inbounds %struct.FP, %struct.FP* %hi, i64 0, i32 1
  store i32 1, i32* %b.sroa.4.0..sroa_idx4, align 8, !tbaa.struct !22
  ret void
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define internal fastcc i32 @lex(%union.Sem* nocapture noundef writeonly %sem, i32 noundef %c) unnamed_addr #9 {
entry:
  switch i32 %c, label %if.end3 [
    i32 115, label %if.then
    i32 114, label %if.then2
  ]

if.then:                                          ; preds = %entry
  %call = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #11
  %0 = bitcast i8* %call to %struct.Str*
  %len = getelementptr inbounds %struct.Str, %struct.Str* %0, i64 0, i32 0
  store i64 0, i64* %len, align 8, !tbaa !23
  %1 = bitcast %union.Sem* %sem to i8**
  store i8* %call, i8** %1, align 8, !tbaa !10
  br label %return

if.then2:                                         ; preds = %entry
  %r = getelementptr %union.Sem, %union.Sem* %sem, i64 0, i32 0
  store double 1.500000e+00, double* %r, align 8, !tbaa !10
  br label %return

if.end3:                                          ; preds = %entry
  %conv = sext i32 %c to i64
  %i = bitcast %union.Sem* %sem to i64*
  store i64 %conv, i64* %i, align 8, !tbaa !10
  br label %return

return:                                           ; preds = %if.end3, %if.then2, %if.then
  %retval.0 = phi i32 [ 1, %if.then ], [ 2, %if.then2 ], [ 3, %if.end3 ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @run(i32 noundef %x) unnamed_addr #10 {
entry:
  %o = alloca i64, align 8
  %tmpcast = bitcast i64* %o to %struct.Opts*
  %0 = bitcast i64* %o to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %0) #11
  %call = call fastcc i32 @finish(i32 noundef %x, %struct.Opts* noundef nonnull %tmpcast)
  %add = add nsw i32 %call, 2
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %0) #11
  ret i32 %add
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #5 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree noinline nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i64 0, i64 4, !6, i64 8, i64 72, !10}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = !{!12, !7, i64 0}
!12 = !{!"Sub", !7, i64 0, !8, i64 8}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !8, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"short", !8, i64 0}
!17 = !{!18, !7, i64 8}
!18 = !{!"FP", !19, i64 0, !7, i64 8}
!19 = !{!"long", !8, i64 0}
!20 = !{i64 0, i64 8, !21, i64 8, i64 4, !6}
!21 = !{!19, !19, i64 0}
!22 = !{i64 0, i64 4, !6}
!23 = !{!24, !19, i64 0}
!24 = !{!"Str", !19, i64 0, !8, i64 8}
