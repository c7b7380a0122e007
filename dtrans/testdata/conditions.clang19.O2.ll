; ModuleID = 'conditions.c'
source_filename = "conditions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.GI = type { i32, i32 }
%struct.Outer = type { i64, %struct.Inner }
%struct.Inner = type { i32, i32 }
%struct.MemOK = type { i64, i64 }
%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }
%struct.GZ = type { i32, i32 }
%struct.Empty = type {}
%struct.Vol = type { i32, i32 }
%struct.FAT = type { i32, i32 }
%struct.MemBad = type { i64, i64, i64 }
%struct.Ext = type { i32, i32 }
%struct.Ptr = type { i32, i32 }
%struct.tm = type { i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, ptr }

@gi = dso_local local_unnamed_addr global %struct.GI { i32 1, i32 2 }, align 4
@gp = dso_local local_unnamed_addr global ptr null, align 8
@escaped = dso_local local_unnamed_addr global ptr null, align 8
@__const.main.o = private unnamed_addr constant %struct.Outer { i64 5, %struct.Inner { i32 6, i32 7 } }, align 8
@__const.main.m1 = private unnamed_addr constant %struct.MemOK { i64 1, i64 2 }, align 8
@env = dso_local global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16
@gz = dso_local local_unnamed_addr global %struct.GZ zeroinitializer, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @use_clean(ptr noundef %c) local_unnamed_addr #0 {
entry:
  store i32 1, ptr %c, align 8, !tbaa !5
  %b = getelementptr inbounds i8, ptr %c, i64 8
  store i64 2, ptr %b, align 8, !tbaa !12
  %next = getelementptr inbounds i8, ptr %c, i64 16
  store ptr %c, ptr %next, align 8, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @cast_both(i32 %which) local_unnamed_addr #1 {
entry:
  ret i32 undef
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define dso_local void @set_gp() local_unnamed_addr #5 {
entry:
  %call = tail call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #17
  store ptr %call, ptr @gp, align 8, !tbaa !14
  store i32 3, ptr %call, align 4, !tbaa !15
  %w = getelementptr inbounds i8, ptr %call, i64 4
  store i32 4, ptr %w, align 4, !tbaa !17
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local i32 @read_vol(ptr noundef %v) local_unnamed_addr #6 {
entry:
  %w = getelementptr inbounds i8, ptr %v, i64 4
  %0 = load volatile i32, ptr %w, align 4, !tbaa !18
  ret i32 %0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @take_field(ptr noundef %f) local_unnamed_addr #7 {
entry:
  %w = getelementptr inbounds i8, ptr %f, i64 4
  store ptr %w, ptr @escaped, align 8, !tbaa !14
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @nest(ptr nocapture noundef readonly %o) local_unnamed_addr #8 {
entry:
  %0 = load i64, ptr %o, align 8, !tbaa !20
  %j = getelementptr inbounds i8, ptr %o, i64 12
  %1 = load i32, ptr %j, align 4, !tbaa !23
  %conv = sext i32 %1 to i64
  %add = add nsw i64 %0, %conv
  ret i64 %add
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @mem_bad(ptr nocapture noundef writeonly %m) local_unnamed_addr #0 {
entry:
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %m, i8 0, i64 12, i1 false)
  %c = getelementptr inbounds i8, ptr %m, i64 16
  store i64 1, ptr %c, align 8, !tbaa !24
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @mem_ok(ptr nocapture noundef writeonly %m, ptr nocapture noundef readonly %n) local_unnamed_addr #10 {
entry:
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %m, ptr noundef nonnull align 8 dereferenceable(16) %n, i64 16, i1 false)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #11

; Function Attrs: noinline nounwind uwtable
define dso_local void @ext(ptr noundef %e) local_unnamed_addr #12 {
entry:
  store i32 1, ptr %e, align 4, !tbaa !26
  tail call void @external_sink(ptr noundef nonnull %e) #18
  ret void
}

declare void @external_sink(ptr noundef) local_unnamed_addr #13

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @ptr_bad(ptr nocapture noundef readonly %p) local_unnamed_addr #8 {
entry:
  %0 = load i32, ptr %p, align 4, !tbaa !28
  %add.ptr = getelementptr inbounds i8, ptr %p, i64 2
  %1 = load i32, ptr %add.ptr, align 4, !tbaa !30
  %add = add nsw i32 %1, %0
  ret i32 %add
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 0, 2) i32 @aligned(ptr noundef %m) local_unnamed_addr #8 {
entry:
  %0 = ptrtoint ptr %m to i64
  %and = and i64 %0, 15
  %cmp = icmp eq i64 %and, 0
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %entry
  %1 = load i64, ptr %m, align 8, !tbaa !31
  %tobool = icmp ne i64 %1, 0
  %2 = zext i1 %tobool to i32
  br label %land.end

land.end:                                         ; preds = %land.rhs, %entry
  %land.ext = phi i32 [ 0, %entry ], [ %2, %land.rhs ]
  ret i32 %land.ext
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i64 0, 2) i64 @use_empty(ptr noundef readnone %e) local_unnamed_addr #1 {
entry:
  %cmp = icmp ne ptr %e, null
  %conv1 = zext i1 %cmp to i64
  ret i64 %conv1
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #14 {
entry:
  %em = alloca %struct.Empty, align 1
  %v = alloca %struct.Vol, align 8
  %f = alloca %struct.FAT, align 8
  %mb = alloca %struct.MemBad, align 8
  %m2 = alloca %struct.MemOK, align 8
  %e = alloca %struct.Ext, align 4
  %p = alloca %struct.Ptr, align 8
  %t = alloca %struct.tm, align 8
  %now = alloca i64, align 8
  %call = call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #17
  call void @use_clean(ptr noundef %call)
  call void @set_gp()
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %v) #18
  store i64 8589934593, ptr %v, align 8
  %call2 = call i32 @read_vol(ptr noundef nonnull %v)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %f) #18
  store i64 17179869187, ptr %f, align 8
  call void @take_field(ptr noundef nonnull %f)
  %call3 = call i64 @nest(ptr noundef nonnull @__const.main.o)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %mb) #18
  call void @mem_bad(ptr noundef nonnull %mb)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %m2) #18
  call void @mem_ok(ptr noundef nonnull %m2, ptr noundef nonnull @__const.main.m1)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %e) #18
  call void @ext(ptr noundef nonnull %e)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %p) #18
  store i64 38654705672, ptr %p, align 8
  %call5 = call i32 @ptr_bad(ptr noundef nonnull %p)
  %call7 = call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #17
  %conv8 = sext i32 %argc to i64
  store i64 %conv8, ptr %call7, align 8, !tbaa !31
  %call9 = call i32 @aligned(ptr noundef nonnull %call7)
  call void @free(ptr noundef %call7) #18
  call void @llvm.lifetime.start.p0(i64 0, ptr nonnull %em) #18
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %t) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %now) #18
  store i64 %conv8, ptr %now, align 8, !tbaa !33
  %call15 = call ptr @localtime_r(ptr noundef nonnull %now, ptr noundef nonnull %t) #18
  %tm_year = getelementptr inbounds i8, ptr %t, i64 20
  %0 = load i32, ptr %tm_year, align 4, !tbaa !34
  %call17 = call i32 @_setjmp(ptr noundef nonnull @env) #19
  %tobool.not = icmp eq i32 %call17, 0
  br i1 %tobool.not, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %call11 = call i64 @use_empty(ptr noundef nonnull %em)
  %call1 = call i32 @cast_both(i32 poison)
  %conv = trunc i64 %call3 to i32
  %conv12 = trunc nuw nsw i64 %call11 to i32
  %1 = load i32, ptr @gi, align 4, !tbaa !36
  %2 = load i32, ptr getelementptr inbounds (i8, ptr @gz, i64 4), align 4, !tbaa !38
  %b = getelementptr inbounds i8, ptr %m2, i64 8
  %3 = load i64, ptr %b, align 8, !tbaa !40
  %conv19 = trunc i64 %3 to i32
  %4 = load ptr, ptr @escaped, align 8, !tbaa !14
  %5 = load i32, ptr %4, align 4, !tbaa !30
  %b22 = getelementptr inbounds i8, ptr %call, i64 8
  %6 = load i64, ptr %b22, align 8, !tbaa !12
  %conv23 = trunc i64 %6 to i32
  %c26 = getelementptr inbounds i8, ptr %mb, i64 16
  %7 = load i64, ptr %c26, align 8, !tbaa !24
  %8 = trunc i64 %7 to i32
  %add18 = add i32 %call2, %conv
  %add20 = add i32 %add18, %call5
  %add21 = add i32 %add20, %call9
  %add24 = add i32 %add21, %0
  %9 = add i32 %add24, %call1
  %add = add i32 %9, %conv12
  %add4 = add i32 %add, %1
  %add6 = add i32 %add4, %2
  %add10 = add i32 %add6, %conv19
  %add13 = add i32 %add10, %5
  %add16 = add i32 %add13, %conv23
  %conv30 = add i32 %add16, %8
  call void @free(ptr noundef %call) #18
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %conv30, %if.end ], [ 2, %entry ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %now) #18
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %t) #18
  call void @llvm.lifetime.end.p0(i64 0, ptr nonnull %em) #18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %p) #18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %e) #18
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %m2) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %mb) #18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %f) #18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %v) #18
  ret i32 %retval.0
}

; Function Attrs: nounwind
declare ptr @localtime_r(ptr noundef, ptr noundef) local_unnamed_addr #15

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) local_unnamed_addr #16

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #12 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { nounwind returns_twice "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { nounwind allocsize(0) }
attributes #18 = { nounwind }
attributes #19 = { nounwind returns_twice }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Clean", !7, i64 0, !10, i64 8, !11, i64 16}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long", !8, i64 0}
!11 = !{!"any pointer", !8, i64 0}
!12 = !{!6, !10, i64 8}
!13 = !{!6, !11, i64 16}
!14 = !{!11, !11, i64 0}
!15 = !{!16, !7, i64 0}
!16 = !{!"GP", !7, i64 0, !7, i64 4}
!17 = !{!16, !7, i64 4}
!18 = !{!19, !7, i64 4}
!19 = !{!"Vol", !7, i64 0, !7, i64 4}
!20 = !{!21, !10, i64 0}
!21 = !{!"Outer", !10, i64 0, !22, i64 8}
!22 = !{!"Inner", !7, i64 0, !7, i64 4}
!23 = !{!21, !7, i64 12}
!24 = !{!25, !10, i64 16}
!25 = !{!"MemBad", !10, i64 0, !10, i64 8, !10, i64 16}
!26 = !{!27, !7, i64 0}
!27 = !{!"Ext", !7, i64 0, !7, i64 4}
!28 = !{!29, !7, i64 0}
!29 = !{!"Ptr", !7, i64 0, !7, i64 4}
!30 = !{!7, !7, i64 0}
!31 = !{!32, !10, i64 0}
!32 = !{!"Mask", !10, i64 0, !10, i64 8}
!33 = !{!10, !10, i64 0}
!34 = !{!35, !7, i64 20}
!35 = !{!"tm", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !7, i64 16, !7, i64 20, !7, i64 24, !7, i64 28, !7, i64 32, !10, i64 40, !11, i64 48}
!36 = !{!37, !7, i64 0}
!37 = !{!"GI", !7, i64 0, !7, i64 4}
!38 = !{!39, !7, i64 4}
!39 = !{!"GZ", !7, i64 0, !7, i64 4}
!40 = !{!41, !10, i64 8}
!41 = !{!"MemOK", !10, i64 0, !10, i64 8}
