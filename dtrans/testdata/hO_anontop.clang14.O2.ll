; ModuleID = 'hO_anontop.c'
source_filename = "hO_anontop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Params = type { i8*, i64 }
%struct.Handle = type { i8*, i32 }
%struct.Image = type { i8*, i32, i32, i32, i32, [16 x i8] }

@.str.1 = private unnamed_addr constant [8 x i8] c"%s %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #0 {
entry:
  %params = alloca %struct.Params, align 8
  %call = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #8
  %0 = bitcast i8* %call to %struct.Handle*
  %tobool.not = icmp eq i8* %call, null
  br i1 %tobool.not, label %cleanup9, label %if.end

if.end:                                           ; preds = %entry
  %1 = bitcast %struct.Params* %params to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %1) #8
  %file = getelementptr inbounds %struct.Params, %struct.Params* %params, i64 0, i32 0
  %2 = load i8*, i8** %argv, align 8, !tbaa !5
  store i8* %2, i8** %file, align 8, !tbaa !9
  %count = getelementptr inbounds %struct.Params, %struct.Params* %params, i64 0, i32 1
  %conv = sext i32 %argc to i64
  store i64 %conv, i64* %count, align 8, !tbaa !12
  %call1 = tail call noalias dereferenceable_or_null(40) i8* @calloc(i64 noundef 1, i64 noundef 40) #8
  %3 = bitcast i8* %call1 to %struct.Image*
  %tobool2.not = icmp eq i8* %call1, null
  br i1 %tobool2.not, label %cleanup, label %if.end4

if.end4:                                          ; preds = %if.end
  %width = getelementptr inbounds %struct.Image, %struct.Image* %3, i64 0, i32 1
  store i32 %argc, i32* %width, align 8, !tbaa !13
  %cmp = icmp sgt i32 %argc, 1
  br i1 %cmp, label %if.then6, label %if.else

if.then6:                                         ; preds = %if.end4
  tail call fastcc void @set_error(%struct.Handle* noundef nonnull %0, i8* noundef nonnull %call1)
  tail call fastcc void @image_error(%struct.Handle* noundef nonnull %0)
  br label %if.end7

if.else:                                          ; preds = %if.end4
  call fastcc void @set_error(%struct.Handle* noundef nonnull %0, i8* noundef nonnull %1)
  call fastcc void @test_error(%struct.Handle* noundef nonnull %0)
  br label %if.end7

if.end7:                                          ; preds = %if.else, %if.then6
  %flags = getelementptr inbounds %struct.Image, %struct.Image* %3, i64 0, i32 3
  %4 = load i32, i32* %flags, align 8, !tbaa !16
  %warning = getelementptr inbounds %struct.Image, %struct.Image* %3, i64 0, i32 4
  %5 = load i32, i32* %warning, align 4, !tbaa !17
  %add = add nsw i32 %5, %4
  call void @free(i8* noundef nonnull %call1) #8
  call void @free(i8* noundef nonnull %call) #8
  br label %cleanup

cleanup:                                          ; preds = %if.end, %if.end7
  %retval.0 = phi i32 [ %add, %if.end7 ], [ 1, %if.end ]
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %1) #8
  br label %cleanup9

cleanup9:                                         ; preds = %entry, %cleanup
  %retval.1 = phi i32 [ %retval.0, %cleanup ], [ 1, %entry ]
  ret i32 %retval.1
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define internal fastcc void @set_error(%struct.Handle* nocapture noundef writeonly %h, i8* noundef %p) unnamed_addr #3 {
entry:
  %error_ptr = getelementptr inbounds %struct.Handle, %struct.Handle* %h, i64 0, i32 0
  store i8* %p, i8** %error_ptr, align 8, !tbaa !18
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @image_error(%struct.Handle* nocapture noundef readonly %h) unnamed_addr #4 {
entry:
  %0 = bitcast %struct.Handle* %h to %struct.Image**
  %1 = load %struct.Image*, %struct.Image** %0, align 8, !tbaa !18
  %tobool.not = icmp eq %struct.Image* %1, null
  br i1 %tobool.not, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  %flags = getelementptr inbounds %struct.Image, %struct.Image* %1, i64 0, i32 3
  %2 = load i32, i32* %flags, align 8, !tbaa !16
  %or = or i32 %2, 2
  store i32 %or, i32* %flags, align 8, !tbaa !16
  %warning = getelementptr inbounds %struct.Image, %struct.Image* %1, i64 0, i32 4
  store i32 97, i32* %warning, align 4, !tbaa !17
  %arrayidx2 = getelementptr inbounds %struct.Image, %struct.Image* %1, i64 0, i32 5, i64 0
  store i8 98, i8* %arrayidx2, align 8, !tbaa !20
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @test_error(%struct.Handle* nocapture noundef readonly %h) unnamed_addr #5 {
entry:
  %0 = bitcast %struct.Handle* %h to %struct.Params**
  %1 = load %struct.Params*, %struct.Params** %0, align 8, !tbaa !18
  %tobool.not = icmp eq %struct.Params* %1, null
  br i1 %tobool.not, label %if.end, label %land.lhs.true

land.lhs.true:                                    ; preds = %entry
  %file = getelementptr inbounds %struct.Params, %struct.Params* %1, i64 0, i32 0
  %2 = load i8*, i8** %file, align 8, !tbaa !9
  %tobool1.not = icmp eq i8* %2, null
  br i1 %tobool1.not, label %if.end, label %if.then

if.then:                                          ; preds = %land.lhs.true
  %count = getelementptr inbounds %struct.Params, %struct.Params* %1, i64 0, i32 1
  %3 = load i64, i64* %count, align 8, !tbaa !12
  %call = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i64 0, i64 0), i8* noundef nonnull %2, i64 noundef %3)
  br label %if.end

if.end:                                           ; preds = %if.then, %land.lhs.true, %entry
  ret void
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
