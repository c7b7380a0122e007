; ModuleID = 'hB_guesscontent.c'
source_filename = "hB_guesscontent.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.TV = type { %union.anon, i8 }
%union.anon = type { %struct.GC* }
%struct.GC = type { %struct.GC*, i8, i8 }
%struct.Tab = type { %struct.GC*, i8, i8, i32, %struct.TV* }
%struct.Str = type { %struct.GC*, i8, i8, i32, %union.anon.0, [8 x i8] }
%union.anon.0 = type { i64 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @setobj(%struct.TV* nocapture noundef writeonly %t, %struct.GC* noundef %o, i32 noundef %tt) local_unnamed_addr #0 {
entry:
  %gc = getelementptr inbounds %struct.TV, %struct.TV* %t, i64 0, i32 0, i32 0
  store %struct.GC* %o, %struct.GC** %gc, align 8, !tbaa !5
  %conv = trunc i32 %tt to i8
  %tt1 = getelementptr inbounds %struct.TV, %struct.TV* %t, i64 0, i32 1
  store i8 %conv, i8* %tt1, align 8, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @sizeof_tab(%struct.TV* nocapture noundef readonly %o) local_unnamed_addr #1 {
entry:
  %0 = bitcast %struct.TV* %o to %struct.Tab**
  %1 = load %struct.Tab*, %struct.Tab** %0, align 8, !tbaa !5
  %size = getelementptr inbounds %struct.Tab, %struct.Tab* %1, i64 0, i32 3
  %2 = load i32, i32* %size, align 4, !tbaa !10
  ret i32 %2
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @setint(%struct.TV* nocapture noundef writeonly %ra, i64 noundef %i) local_unnamed_addr #0 {
entry:
  %i1 = bitcast %struct.TV* %ra to i64*
  store i64 %i, i64* %i1, align 8, !tbaa !5
  %tt = getelementptr inbounds %struct.TV, %struct.TV* %ra, i64 0, i32 1
  store i8 3, i8* %tt, align 8, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local void @objlen(%struct.TV* nocapture noundef writeonly %ra, %struct.TV* nocapture noundef readonly %rb) local_unnamed_addr #3 {
entry:
  %tt = getelementptr inbounds %struct.TV, %struct.TV* %rb, i64 0, i32 1
  %0 = load i8, i8* %tt, align 8, !tbaa !8
  %cmp = icmp eq i8 %0, 4
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %1 = bitcast %struct.TV* %rb to %struct.Str**
  %2 = load %struct.Str*, %struct.Str** %1, align 8, !tbaa !5
  %lnglen = getelementptr inbounds %struct.Str, %struct.Str* %2, i64 0, i32 4, i32 0
  %3 = load i64, i64* %lnglen, align 8, !tbaa !5
  %i = bitcast %struct.TV* %ra to i64*
  store i64 %3, i64* %i, align 8, !tbaa !5
  %tt3 = getelementptr inbounds %struct.TV, %struct.TV* %ra, i64 0, i32 1
  store i8 3, i8* %tt3, align 8, !tbaa !8
  br label %if.end

if.else:                                          ; preds = %entry
  %call = tail call i32 @sizeof_tab(%struct.TV* noundef nonnull %rb)
  %conv4 = sext i32 %call to i64
  tail call void @setint(%struct.TV* noundef %ra, i64 noundef %conv4)
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  ret void
}

; Function Attrs: mustprogress nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #4 {
entry:
  %a = alloca %struct.TV, align 8
  %b = alloca %struct.TV, align 8
  %r = alloca %struct.TV, align 8
  %0 = bitcast %struct.TV* %a to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %0) #7
  %1 = bitcast %struct.TV* %b to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %1) #7
  %2 = bitcast %struct.TV* %r to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %2) #7
  %call = tail call noalias dereferenceable_or_null(24) i8* @malloc(i64 noundef 24) #7
  %3 = bitcast i8* %call to %struct.Tab*
  %call1 = tail call noalias dereferenceable_or_null(32) i8* @malloc(i64 noundef 32) #7
  %4 = bitcast i8* %call1 to %struct.Str*
  %tobool = icmp ne i8* %call, null
  %tobool2 = icmp ne i8* %call1, null
  %or.cond = and i1 %tobool, %tobool2
  br i1 %or.cond, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %tt = getelementptr inbounds %struct.Tab, %struct.Tab* %3, i64 0, i32 1
  store i8 5, i8* %tt, align 8, !tbaa !14
  %tt3 = getelementptr inbounds %struct.Str, %struct.Str* %4, i64 0, i32 1
  store i8 4, i8* %tt3, align 8, !tbaa !15
  %size = getelementptr inbounds %struct.Tab, %struct.Tab* %3, i64 0, i32 3
  store i32 %argc, i32* %size, align 4, !tbaa !10
  %array = getelementptr inbounds %struct.Tab, %struct.Tab* %3, i64 0, i32 4
  store %struct.TV* %r, %struct.TV** %array, align 8, !tbaa !17
  %lnglen = getelementptr inbounds %struct.Str, %struct.Str* %4, i64 0, i32 4, i32 0
  store i64 3, i64* %lnglen, align 8, !tbaa !5
  %5 = bitcast i8* %call to %struct.GC*
  call void @setobj(%struct.TV* noundef nonnull %a, %struct.GC* noundef nonnull %5, i32 noundef 5)
  %6 = bitcast i8* %call1 to %struct.GC*
  call void @setobj(%struct.TV* noundef nonnull %b, %struct.GC* noundef nonnull %6, i32 noundef 4)
  %cmp = icmp sgt i32 %argc, 1
  %a.b = select i1 %cmp, %struct.TV* %a, %struct.TV* %b
  call void @objlen(%struct.TV* noundef nonnull %r, %struct.TV* noundef nonnull %a.b)
  %i = bitcast %struct.TV* %r to i64*
  %7 = load i64, i64* %i, align 8, !tbaa !5
  %conv = trunc i64 %7 to i32
  %8 = load %struct.TV*, %struct.TV** %array, align 8, !tbaa !17
  %tt5 = getelementptr inbounds %struct.TV, %struct.TV* %8, i64 0, i32 1
  %9 = load i8, i8* %tt5, align 8, !tbaa !8
  %conv6 = zext i8 %9 to i32
  %add = add nsw i32 %conv6, %conv
  call void @free(i8* noundef nonnull %call1) #7
  call void @free(i8* noundef nonnull %call) #7
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %add, %if.end ], [ 1, %entry ]
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %2) #7
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %1) #7
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %0) #7
  ret i32 %retval.0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !6, i64 8}
!9 = !{!"TV", !6, i64 0, !6, i64 8}
!10 = !{!11, !13, i64 12}
!11 = !{!"Tab", !12, i64 0, !6, i64 8, !6, i64 9, !13, i64 12, !12, i64 16}
!12 = !{!"any pointer", !6, i64 0}
!13 = !{!"int", !6, i64 0}
!14 = !{!11, !6, i64 8}
!15 = !{!16, !6, i64 8}
!16 = !{!"Str", !12, i64 0, !6, i64 8, !6, i64 9, !13, i64 12, !6, i64 16, !6, i64 24}
!17 = !{!11, !12, i64 16}
