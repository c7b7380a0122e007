; ModuleID = 'opaque.c'
source_filename = "opaque.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Sub = type { i32, [9 x ptr] }
%struct.Hist = type { [4 x i16], i64 }
%struct.FP = type { i64, i32 }
%struct.Tok = type { i32, %union.Sem }
%union.Sem = type { double }
%struct.Opts = type { i32, i32 }

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @api_finish(i32 noundef %x, ptr noundef readnone %o) local_unnamed_addr #0 {
entry:
  %call = tail call fastcc i32 @finish(i32 noundef %x, ptr noundef %o)
  ret i32 %call
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @finish(i32 noundef %x, ptr noundef readnone %o) unnamed_addr #1 {
entry:
  %cmp.not = icmp ne ptr %o, null
  %add = zext i1 %cmp.not to i32
  %cond = add nsw i32 %add, %x
  ret i32 %cond
}

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 2) i32 @try(ptr noundef %p, ptr nocapture noundef %out, i32 noundef %depth) local_unnamed_addr #2 {
entry:
  %scratch = alloca %struct.Sub, align 8
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %scratch) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %scratch, ptr noundef nonnull align 8 dereferenceable(80) %out, i64 80, i1 false), !tbaa.struct !5
  %cmp = icmp sgt i32 %depth, 0
  %.pre15 = load i8, ptr %p, align 1, !tbaa !10
  br i1 %cmp, label %land.lhs.true, label %if.end3

land.lhs.true:                                    ; preds = %entry
  %tobool.not = icmp eq i8 %.pre15, 0
  br i1 %tobool.not, label %if.end3, label %if.then

if.then:                                          ; preds = %land.lhs.true
  %sp = getelementptr inbounds i8, ptr %scratch, i64 8
  %0 = load i32, ptr %scratch, align 8, !tbaa !11
  %inc = add nsw i32 %0, 1
  store i32 %inc, ptr %scratch, align 8, !tbaa !11
  %rem = srem i32 %0, 9
  %idxprom = sext i32 %rem to i64
  %arrayidx = getelementptr inbounds [9 x ptr], ptr %sp, i64 0, i64 %idxprom
  store ptr %p, ptr %arrayidx, align 8, !tbaa !13
  %add.ptr = getelementptr inbounds i8, ptr %p, i64 1
  %sub = add nsw i32 %depth, -1
  %call = tail call i32 @try(ptr noundef nonnull %add.ptr, ptr noundef nonnull %out, i32 noundef %sub)
  %tobool1.not = icmp eq i32 %call, 0
  br i1 %tobool1.not, label %if.end, label %cleanup7

if.end:                                           ; preds = %if.then
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %out, ptr noundef nonnull align 8 dereferenceable(80) %scratch, i64 80, i1 false), !tbaa.struct !5
  %.pre = load i8, ptr %p, align 1, !tbaa !10
  br label %if.end3

if.end3:                                          ; preds = %if.end, %land.lhs.true, %entry
  %1 = phi i8 [ %.pre, %if.end ], [ 0, %land.lhs.true ], [ %.pre15, %entry ]
  %cmp5 = icmp eq i8 %1, 120
  %conv6 = zext i1 %cmp5 to i32
  br label %cleanup7

cleanup7:                                         ; preds = %if.then, %if.end3
  %retval.1 = phi i32 [ %conv6, %if.end3 ], [ 1, %if.then ]
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %scratch) #10
  ret i32 %retval.1
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #5 {
entry:
  %hh = alloca %struct.Hist, align 8
  %x = alloca %struct.FP, align 8
  %y = alloca %struct.FP, align 8
  %u = alloca %struct.Tok, align 8
  %sub = alloca %struct.Sub, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %hh) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %hh, i8 0, i64 16, i1 false)
  %and = and i32 %argc, 3
  %idxprom.i = zext nneg i32 %and to i64
  %arrayidx.i = getelementptr inbounds [4 x i16], ptr %hh, i64 0, i64 %idxprom.i
  %0 = load i16, ptr %arrayidx.i, align 2, !tbaa !15
  %inc.i = add i16 %0, 1
  store i16 %inc.i, ptr %arrayidx.i, align 2, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %x) #10
  %1 = getelementptr inbounds i8, ptr %x, i64 8
  store i32 1, ptr %1, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %y) #10
  %conv = sitofp i32 %argc to double
  call fastcc void @bounds(double noundef %conv, ptr noundef nonnull %x, ptr noundef nonnull %y)
  %call1 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #11
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %u) #10
  %sem = getelementptr inbounds i8, ptr %call1, i64 8
  %call2 = tail call fastcc i32 @lex(ptr noundef nonnull %sem, i32 noundef %argc)
  %sem3 = getelementptr inbounds i8, ptr %u, i64 8
  %2 = load ptr, ptr %argv, align 8, !tbaa !13
  %3 = load i8, ptr %2, align 1, !tbaa !10
  %conv5 = sext i8 %3 to i32
  %call6 = call fastcc i32 @lex(ptr noundef nonnull %sem3, i32 noundef %conv5)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %sub) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %sub, i8 0, i64 80, i1 false)
  %4 = load ptr, ptr %argv, align 8, !tbaa !13
  %call9 = call i32 @try(ptr noundef %4, ptr noundef nonnull %sub, i32 noundef %argc)
  %add = add nuw nsw i32 %call6, %call2
  %5 = load i32, ptr %1, align 8, !tbaa !17
  %e13 = getelementptr inbounds i8, ptr %y, i64 8
  %6 = load i32, ptr %e13, align 8, !tbaa !17
  %call15 = tail call fastcc i32 @run(i32 noundef %argc)
  %arrayidx17 = getelementptr inbounds i8, ptr %hh, i64 2
  %7 = load i16, ptr %arrayidx17, align 2, !tbaa !15
  %conv18 = zext i16 %7 to i32
  %8 = load i32, ptr %sub, align 8, !tbaa !11
  %add12 = add nuw nsw i32 %add, %call9
  %add14 = add i32 %add12, %5
  %add16 = add i32 %add14, %6
  %add19 = add i32 %add16, %call15
  %add20 = add i32 %add19, %conv18
  %add21 = add nsw i32 %add20, %8
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %sub) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %u) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %y) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %x) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %hh) #10
  ret i32 %add21
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @mkfp(double noundef %d) unnamed_addr #1 {
entry:
  %conv = fptoui double %d to i64
  ret i64 %conv
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @bounds(double noundef %d, ptr nocapture noundef writeonly %lo, ptr nocapture noundef writeonly %hi) unnamed_addr #7 {
entry:
  %call = tail call fastcc i64 @mkfp(double noundef %d)
  %mul = fmul double %d, 2.000000e+00
  %call1 = tail call fastcc i64 @mkfp(double noundef %mul)
  store i64 %call, ptr %lo, align 8, !tbaa !20
  %a.sroa.4.0..sroa_idx = getelementptr inbounds i8, ptr %lo, i64 8
  store i32 1, ptr %a.sroa.4.0..sroa_idx, align 8, !tbaa !6
  store i64 %call1, ptr %hi, align 8, !tbaa !20
  %b.sroa.4.0..sroa_idx = getelementptr inbounds i8, ptr %hi, i64 8
  store i32 1, ptr %b.sroa.4.0..sroa_idx, align 8, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write, inaccessiblemem: readwrite) uwtable
define internal fastcc range(i32 1, 4) i32 @lex(ptr nocapture noundef writeonly %sem, i32 noundef %c) unnamed_addr #9 {
entry:
  switch i32 %c, label %if.end3 [
    i32 115, label %if.then
    i32 114, label %if.then2
  ]

if.then:                                          ; preds = %entry
  %call = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #11
  store i64 0, ptr %call, align 8, !tbaa !21
  store ptr %call, ptr %sem, align 8, !tbaa !10
  br label %return

if.then2:                                         ; preds = %entry
  store double 1.500000e+00, ptr %sem, align 8, !tbaa !10
  br label %return

if.end3:                                          ; preds = %entry
  %conv = sext i32 %c to i64
  store i64 %conv, ptr %sem, align 8, !tbaa !10
  br label %return

return:                                           ; preds = %if.end3, %if.then2, %if.then
  %retval.0 = phi i32 [ 1, %if.then ], [ 2, %if.then2 ], [ 3, %if.end3 ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @run(i32 noundef %x) unnamed_addr #1 {
entry:
  %o = alloca %struct.Opts, align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %o) #10
  %call = call fastcc i32 @finish(i32 noundef %x, ptr noundef nonnull %o)
  %add = add nsw i32 %call, 2
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %o) #10
  ret i32 %add
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree noinline nounwind willreturn memory(write, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }
attributes #11 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
!20 = !{!19, !19, i64 0}
!21 = !{!22, !19, i64 0}
!22 = !{!"Str", !19, i64 0, !8, i64 8}
