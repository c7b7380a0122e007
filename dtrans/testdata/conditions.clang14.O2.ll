; ModuleID = 'conditions.c'
source_filename = "conditions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.GI = type { i32, i32 }
%struct.GP = type { i32, i32 }
%struct.Outer = type { i64, %struct.Inner }
%struct.Inner = type { i32, i32 }
%struct.MemOK = type { i64, i64 }
%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }
%struct.GZ = type { i32, i32 }
%struct.Clean = type { i32, i64, %struct.Clean* }
%struct.Vol = type { i32, i32 }
%struct.FAT = type { i32, i32 }
%struct.MemBad = type { i64, i64, i64 }
%struct.Ext = type { i32, i32 }
%struct.Ptr = type { i32, i32 }
%struct.Mask = type { i64, i64 }
%struct.Empty = type {}
%struct.tm = type { i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, i8* }

@gi = dso_local local_unnamed_addr global %struct.GI { i32 1, i32 2 }, align 4
@gp = dso_local local_unnamed_addr global %struct.GP* null, align 8
@escaped = dso_local local_unnamed_addr global i32* null, align 8
@__const.main.o = private unnamed_addr constant %struct.Outer { i64 5, %struct.Inner { i32 6, i32 7 } }, align 8
@__const.main.m1 = private unnamed_addr constant %struct.MemOK { i64 1, i64 2 }, align 8
@env = dso_local global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16
@gz = dso_local local_unnamed_addr global %struct.GZ zeroinitializer, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @use_clean(%struct.Clean* noundef %c) local_unnamed_addr #0 {
entry:
  %a = getelementptr inbounds %struct.Clean, %struct.Clean* %c, i64 0, i32 0
  store i32 1, i32* %a, align 8, !tbaa !5
  %b = getelementptr inbounds %struct.Clean, %struct.Clean* %c, i64 0, i32 1
  store i64 2, i64* %b, align 8, !tbaa !12
  %next = getelementptr inbounds %struct.Clean, %struct.Clean* %c, i64 0, i32 2
  store %struct.Clean* %c, %struct.Clean** %next, align 8, !tbaa !13
  ret void
}

; Function Attrs: mustprogress noinline nounwind uwtable willreturn
define dso_local i32 @cast_both(i32 noundef %which) local_unnamed_addr #1 {
entry:
  ret i32 undef
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define dso_local void @set_gp() local_unnamed_addr #5 {
entry:
  %call = tail call noalias dereferenceable_or_null(8) i8* @malloc(i64 noundef 8) #18
  %0 = bitcast i8* %call to %struct.GP*
  store i8* %call, i8** bitcast (%struct.GP** @gp to i8**), align 8, !tbaa !14
  %v = getelementptr inbounds %struct.GP, %struct.GP* %0, i64 0, i32 0
  store i32 3, i32* %v, align 4, !tbaa !15
  %w = getelementptr inbounds %struct.GP, %struct.GP* %0, i64 0, i32 1
  store i32 4, i32* %w, align 4, !tbaa !17
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind uwtable willreturn
define dso_local i32 @read_vol(%struct.Vol* noundef %v) local_unnamed_addr #6 {
entry:
  %w = getelementptr inbounds %struct.Vol, %struct.Vol* %v, i64 0, i32 1
  %0 = load volatile i32, i32* %w, align 4, !tbaa !18
  ret i32 %0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @take_field(%struct.FAT* noundef %f) local_unnamed_addr #0 {
entry:
  %w = getelementptr inbounds %struct.FAT, %struct.FAT* %f, i64 0, i32 1
  store i32* %w, i32** @escaped, align 8, !tbaa !14
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @nest(%struct.Outer* nocapture noundef readonly %o) local_unnamed_addr #7 {
entry:
  %k = getelementptr inbounds %struct.Outer, %struct.Outer* %o, i64 0, i32 0
  %0 = load i64, i64* %k, align 8, !tbaa !20
  %j = getelementptr inbounds %struct.Outer, %struct.Outer* %o, i64 0, i32 1, i32 1
  %1 = load i32, i32* %j, align 4, !tbaa !23
  %conv = sext i32 %1 to i64
  %add = add nsw i64 %0, %conv
  ret i64 %add
}

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn writeonly
define dso_local void @mem_bad(%struct.MemBad* nocapture noundef writeonly %m) local_unnamed_addr #8 {
entry:
  %0 = bitcast %struct.MemBad* %m to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(12) %0, i8 0, i64 12, i1 false)
  %c = getelementptr inbounds %struct.MemBad, %struct.MemBad* %m, i64 0, i32 2
  store i64 1, i64* %c, align 8, !tbaa !24
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn
define dso_local void @mem_ok(%struct.MemOK* nocapture noundef writeonly %m, %struct.MemOK* nocapture noundef readonly %n) local_unnamed_addr #10 {
entry:
  %0 = bitcast %struct.MemOK* %m to i8*
  %1 = bitcast %struct.MemOK* %n to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8* noundef nonnull align 8 dereferenceable(16) %1, i64 16, i1 false)
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #11

; Function Attrs: noinline nounwind uwtable
define dso_local void @ext(%struct.Ext* noundef %e) local_unnamed_addr #12 {
entry:
  %v = getelementptr inbounds %struct.Ext, %struct.Ext* %e, i64 0, i32 0
  store i32 1, i32* %v, align 4, !tbaa !26
  %0 = bitcast %struct.Ext* %e to i8*
  tail call void @external_sink(i8* noundef %0) #18
  ret void
}

declare void @external_sink(i8* noundef) local_unnamed_addr #13

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @ptr_bad(%struct.Ptr* nocapture noundef readonly %p) local_unnamed_addr #7 {
entry:
  %a = getelementptr inbounds %struct.Ptr, %struct.Ptr* %p, i64 0, i32 0
  %0 = load i32, i32* %a, align 4, !tbaa !28
  %1 = bitcast %struct.Ptr* %p to i8*
  %add.ptr = getelementptr inbounds i8, i8* %1, i64 2
  %2 = bitcast i8* %add.ptr to i32*
  %3 = load i32, i32* %2, align 4, !tbaa !30
  %add = add nsw i32 %3, %0
  ret i32 %add
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @aligned(%struct.Mask* noundef %m) local_unnamed_addr #7 {
entry:
  %0 = ptrtoint %struct.Mask* %m to i64
  %and = and i64 %0, 15
  %cmp = icmp eq i64 %and, 0
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %entry
  %a = getelementptr inbounds %struct.Mask, %struct.Mask* %m, i64 0, i32 0
  %1 = load i64, i64* %a, align 8, !tbaa !31
  %tobool = icmp ne i64 %1, 0
  %phi.cast = zext i1 %tobool to i32
  br label %land.end

land.end:                                         ; preds = %land.rhs, %entry
  %2 = phi i32 [ 0, %entry ], [ %phi.cast, %land.rhs ]
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define dso_local i64 @use_empty(%struct.Empty* noundef readnone %e) local_unnamed_addr #14 {
entry:
  %cmp = icmp ne %struct.Empty* %e, null
  %0 = zext i1 %cmp to i64
  ret i64 %0
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #15 {
entry:
  %em = alloca %struct.Empty, align 1
  %v = alloca i64, align 8
  %tmpcast = bitcast i64* %v to %struct.Vol*
  %f = alloca i64, align 8
  %tmpcast60 = bitcast i64* %f to %struct.FAT*
  %mb = alloca %struct.MemBad, align 8
  %m1 = alloca %struct.MemOK, align 8
  %m2 = alloca %struct.MemOK, align 8
  %e = alloca %struct.Ext, align 4
  %p = alloca i64, align 8
  %tmpcast61 = bitcast i64* %p to %struct.Ptr*
  %t = alloca %struct.tm, align 8
  %now = alloca i64, align 8
  %call = call noalias dereferenceable_or_null(24) i8* @malloc(i64 noundef 24) #18
  %0 = bitcast i8* %call to %struct.Clean*
  call void @use_clean(%struct.Clean* noundef %0)
  %call1 = call i32 @cast_both(i32 noundef %argc)
  call void @set_gp()
  %1 = bitcast i64* %v to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1) #18
  store i64 8589934593, i64* %v, align 8
  %call2 = call i32 @read_vol(%struct.Vol* noundef nonnull %tmpcast)
  %2 = bitcast i64* %f to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2) #18
  store i64 17179869187, i64* %f, align 8
  call void @take_field(%struct.FAT* noundef nonnull %tmpcast60)
  %call3 = call i64 @nest(%struct.Outer* noundef nonnull @__const.main.o)
  %3 = bitcast %struct.MemBad* %mb to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #18
  call void @mem_bad(%struct.MemBad* noundef nonnull %mb)
  %4 = bitcast %struct.MemOK* %m1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %4) #18
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %4, i8* noundef nonnull align 8 dereferenceable(16) bitcast (%struct.MemOK* @__const.main.m1 to i8*), i64 16, i1 false)
  %5 = bitcast %struct.MemOK* %m2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %5) #18
  call void @mem_ok(%struct.MemOK* noundef nonnull %m2, %struct.MemOK* noundef nonnull %m1)
  %6 = bitcast %struct.Ext* %e to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6) #18
  call void @ext(%struct.Ext* noundef nonnull %e)
  %7 = bitcast i64* %p to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %7) #18
  store i64 38654705672, i64* %p, align 8
  %call5 = call i32 @ptr_bad(%struct.Ptr* noundef nonnull %tmpcast61)
  %call7 = call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #18
  %8 = bitcast i8* %call7 to %struct.Mask*
  %conv8 = sext i32 %argc to i64
  %a = getelementptr inbounds %struct.Mask, %struct.Mask* %8, i64 0, i32 0
  store i64 %conv8, i64* %a, align 8, !tbaa !31
  %call9 = call i32 @aligned(%struct.Mask* noundef %8)
  call void @free(i8* noundef %call7) #18
  %9 = bitcast %struct.Empty* %em to i8*
  call void @llvm.lifetime.start.p0i8(i64 0, i8* nonnull %9) #18
  %10 = bitcast %struct.tm* %t to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %10) #18
  %11 = bitcast i64* %now to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %11) #18
  store i64 %conv8, i64* %now, align 8, !tbaa !33
  %call15 = call %struct.tm* @localtime_r(i64* noundef nonnull %now, %struct.tm* noundef nonnull %t) #18
  %tm_year = getelementptr inbounds %struct.tm, %struct.tm* %t, i64 0, i32 5
  %12 = load i32, i32* %tm_year, align 4, !tbaa !34
  %call17 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @env, i64 0, i64 0)) #19
  %tobool.not = icmp eq i32 %call17, 0
  br i1 %tobool.not, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %call11 = call i64 @use_empty(%struct.Empty* noundef nonnull %em)
  %conv = trunc i64 %call3 to i32
  %conv12 = trunc i64 %call11 to i32
  %13 = load i32, i32* getelementptr inbounds (%struct.GI, %struct.GI* @gi, i64 0, i32 0), align 4, !tbaa !36
  %14 = load i32, i32* getelementptr inbounds (%struct.GZ, %struct.GZ* @gz, i64 0, i32 1), align 4, !tbaa !38
  %b = getelementptr inbounds %struct.MemOK, %struct.MemOK* %m2, i64 0, i32 1
  %15 = load i64, i64* %b, align 8, !tbaa !40
  %conv19 = trunc i64 %15 to i32
  %16 = load i32*, i32** @escaped, align 8, !tbaa !14
  %17 = load i32, i32* %16, align 4, !tbaa !30
  %b22 = getelementptr inbounds %struct.Clean, %struct.Clean* %0, i64 0, i32 1
  %18 = load i64, i64* %b22, align 8, !tbaa !12
  %conv23 = trunc i64 %18 to i32
  %c26 = getelementptr inbounds %struct.MemBad, %struct.MemBad* %mb, i64 0, i32 2
  %19 = load i64, i64* %c26, align 8, !tbaa !24
  %20 = trunc i64 %19 to i32
  %add18 = add i32 %call2, %call1
  %add20 = add i32 %add18, %conv
  %add21 = add i32 %add20, %call5
  %add24 = add i32 %add21, %call9
  %21 = add i32 %add24, %12
  %add = add i32 %21, %conv12
  %add4 = add i32 %add, %13
  %add6 = add i32 %add4, %14
  %add10 = add i32 %add6, %conv19
  %add13 = add i32 %add10, %17
  %add16 = add i32 %add13, %conv23
  %conv30 = add i32 %add16, %20
  call void @free(i8* noundef %call) #18
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %conv30, %if.end ], [ 2, %entry ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %11) #18
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %10) #18
  call void @llvm.lifetime.end.p0i8(i64 0, i8* nonnull %9) #18
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %7) #18
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6) #18
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %5) #18
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %4) #18
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #18
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2) #18
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1) #18
  ret i32 %retval.0
}

; Function Attrs: nounwind
declare %struct.tm* @localtime_r(i64* noundef, %struct.tm* noundef) local_unnamed_addr #16

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(%struct.__jmp_buf_tag* noundef) local_unnamed_addr #17

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree noinline nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #10 = { mustprogress nofree noinline nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #12 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { nounwind returns_twice "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { nounwind }
attributes #19 = { nounwind returns_twice }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
