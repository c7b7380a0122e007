; ModuleID = 'hO_anontop.c'
source_filename = "hO_anontop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Params = type { ptr, i64 }

@.str.1 = private unnamed_addr constant [8 x i8] c"%s %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #0 {
entry:
  %params = alloca %struct.Params, align 8
  %call = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #9
  %tobool.not = icmp eq ptr %call, null
  br i1 %tobool.not, label %cleanup9, label %if.end

if.end:                                           ; preds = %entry
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %params) #10
  %0 = load ptr, ptr %argv, align 8, !tbaa !5
  store ptr %0, ptr %params, align 8, !tbaa !9
  %count = getelementptr inbounds i8, ptr %params, i64 8
  %conv = sext i32 %argc to i64
  store i64 %conv, ptr %count, align 8, !tbaa !12
  %call1 = tail call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #11
  %tobool2.not = icmp eq ptr %call1, null
  br i1 %tobool2.not, label %cleanup, label %if.end4

if.end4:                                          ; preds = %if.end
  %width = getelementptr inbounds i8, ptr %call1, i64 8
  store i32 %argc, ptr %width, align 8, !tbaa !13
  %cmp = icmp sgt i32 %argc, 1
  br i1 %cmp, label %if.then6, label %if.else

if.then6:                                         ; preds = %if.end4
  tail call fastcc void @set_error(ptr noundef nonnull %call, ptr noundef nonnull %call1)
  tail call fastcc void @image_error(ptr noundef nonnull %call)
  %flags.phi.trans.insert = getelementptr inbounds i8, ptr %call1, i64 16
  %.pre = load i32, ptr %flags.phi.trans.insert, align 8, !tbaa !16
  %warning.phi.trans.insert = getelementptr inbounds i8, ptr %call1, i64 20
  %.pre22 = load i32, ptr %warning.phi.trans.insert, align 4, !tbaa !17
  %1 = add nsw i32 %.pre22, %.pre
  br label %if.end7

if.else:                                          ; preds = %if.end4
  call fastcc void @set_error(ptr noundef nonnull %call, ptr noundef nonnull %params)
  call fastcc void @test_error(ptr noundef nonnull %call)
  br label %if.end7

if.end7:                                          ; preds = %if.else, %if.then6
  %add = phi i32 [ 0, %if.else ], [ %1, %if.then6 ]
  call void @free(ptr noundef nonnull %call1) #10
  call void @free(ptr noundef nonnull %call) #10
  br label %cleanup

cleanup:                                          ; preds = %if.end, %if.end7
  %retval.0 = phi i32 [ %add, %if.end7 ], [ 1, %if.end ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %params) #10
  br label %cleanup9

cleanup9:                                         ; preds = %entry, %cleanup
  %retval.1 = phi i32 [ %retval.0, %cleanup ], [ 1, %entry ]
  ret i32 %retval.1
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @set_error(ptr nocapture noundef writeonly %h, ptr noundef %p) unnamed_addr #4 {
entry:
  store ptr %p, ptr %h, align 8, !tbaa !18
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @image_error(ptr nocapture noundef readonly %h) unnamed_addr #5 {
entry:
  %0 = load ptr, ptr %h, align 8, !tbaa !18
  %tobool.not = icmp eq ptr %0, null
  br i1 %tobool.not, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  %flags = getelementptr inbounds i8, ptr %0, i64 16
  %1 = load i32, ptr %flags, align 8, !tbaa !16
  %or = or i32 %1, 2
  store i32 %or, ptr %flags, align 8, !tbaa !16
  %warning = getelementptr inbounds i8, ptr %0, i64 20
  store i32 97, ptr %warning, align 4, !tbaa !17
  %message = getelementptr inbounds i8, ptr %0, i64 24
  store i8 98, ptr %message, align 8, !tbaa !20
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @test_error(ptr nocapture noundef readonly %h) unnamed_addr #6 {
entry:
  %0 = load ptr, ptr %h, align 8, !tbaa !18
  %tobool.not = icmp eq ptr %0, null
  br i1 %tobool.not, label %if.end, label %land.lhs.true

land.lhs.true:                                    ; preds = %entry
  %1 = load ptr, ptr %0, align 8, !tbaa !9
  %tobool1.not = icmp eq ptr %1, null
  br i1 %tobool1.not, label %if.end, label %if.then

if.then:                                          ; preds = %land.lhs.true
  %count = getelementptr inbounds i8, ptr %0, i64 8
  %2 = load i64, ptr %count, align 8, !tbaa !12
  %call = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %1, i64 noundef %2)
  br label %if.end

if.end:                                           ; preds = %if.then, %land.lhs.true, %entry
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind allocsize(0) }
attributes #10 = { nounwind }
attributes #11 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"Params", !6, i64 0, !11, i64 8}
!11 = !{!"long", !7, i64 0}
!12 = !{!10, !11, i64 8}
!13 = !{!14, !15, i64 8}
!14 = !{!"", !6, i64 0, !15, i64 8, !15, i64 12, !15, i64 16, !15, i64 20, !7, i64 24}
!15 = !{!"int", !7, i64 0}
!16 = !{!14, !15, i64 16}
!17 = !{!14, !15, i64 20}
!18 = !{!19, !6, i64 0}
!19 = !{!"Handle", !6, i64 0, !15, i64 8}
!20 = !{!7, !7, i64 0}
