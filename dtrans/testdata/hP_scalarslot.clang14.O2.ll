; ModuleID = 'hP_scalarslot.c'
source_filename = "hP_scalarslot.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Index = type { i32, i32 }
%struct.Cover = type { %struct.Index*, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @use(%struct.Index** nocapture noundef readonly %pp) local_unnamed_addr #0 {
entry:
  %0 = load %struct.Index*, %struct.Index** %pp, align 8, !tbaa !5
  %a = getelementptr inbounds %struct.Index, %struct.Index* %0, i64 0, i32 0
  %1 = load i32, i32* %a, align 4, !tbaa !9
  ret i32 %1
}

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn writeonly
define dso_local i64 @pick(%struct.Cover* nocapture noundef writeonly %c, i32 noundef %k, %struct.Index* noundef %q) local_unnamed_addr #1 {
entry:
  %s.sroa.419 = alloca i64, align 8
  %s.sroa.419.0.sroa_cast31 = bitcast i64* %s.sroa.419 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %s.sroa.419.0.sroa_cast31)
  %conv = sext i32 %k to i64
  store i64 %conv, i64* %s.sroa.419, align 8, !tbaa !12
  %cmp = icmp sgt i32 %k, 3
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %add = add nuw nsw i32 %k, 1
  %s.sroa.419.0.sroa_cast30 = bitcast i64* %s.sroa.419 to i32*
  store i32 %add, i32* %s.sroa.419.0.sroa_cast30, align 8, !tbaa !12
  %p = getelementptr inbounds %struct.Cover, %struct.Cover* %c, i64 0, i32 0
  br label %if.end

if.else:                                          ; preds = %entry
  %0 = ptrtoint %struct.Index* %q to i64
  store i64 %0, i64* %s.sroa.419, align 8, !tbaa !12
  %s.sroa.419.0.sroa_cast29 = bitcast i64* %s.sroa.419 to %struct.Index**
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %pp.0 = phi %struct.Index** [ %p, %if.then ], [ %s.sroa.419.0.sroa_cast29, %if.else ]
  %add.ptr = getelementptr inbounds %struct.Index, %struct.Index* %q, i64 1
  store %struct.Index* %add.ptr, %struct.Index** %pp.0, align 8, !tbaa !5
  %s.sroa.419.0.s.sroa.419.0.s.sroa.419.0.s.sroa.419.8. = load i64, i64* %s.sroa.419, align 8, !tbaa !12
  %add11 = add nsw i64 %s.sroa.419.0.s.sroa.419.0.s.sroa.419.0.s.sroa.419.8., %conv
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %s.sroa.419.0.sroa_cast31)
  ret i64 %add11
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  %x = alloca %struct.Index, align 4
  %c = alloca %struct.Cover, align 8
  %0 = bitcast %struct.Index* %x to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %0) #4
  %b = getelementptr inbounds %struct.Index, %struct.Index* %x, i64 0, i32 1
  store i32 2, i32* %b, align 4, !tbaa !13
  %1 = bitcast %struct.Cover* %c to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %1) #4
  %p = getelementptr inbounds %struct.Cover, %struct.Cover* %c, i64 0, i32 0
  store %struct.Index* %x, %struct.Index** %p, align 8, !tbaa !14
  %call = call i64 @pick(%struct.Cover* noundef nonnull %c, i32 noundef %argc, %struct.Index* noundef nonnull %x)
  %conv = trunc i64 %call to i32
  %2 = load %struct.Index*, %struct.Index** %p, align 8, !tbaa !14
  %b2 = getelementptr inbounds %struct.Index, %struct.Index* %2, i64 0, i32 1
  %3 = load i32, i32* %b2, align 4, !tbaa !13
  %add = add nsw i32 %3, %conv
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %1) #4
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %0) #4
  ret i32 %add
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { mustprogress nofree nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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
!9 = !{!10, !11, i64 0}
!10 = !{!"Index", !11, i64 0, !11, i64 4}
!11 = !{!"int", !7, i64 0}
!12 = !{!7, !7, i64 0}
!13 = !{!10, !11, i64 4}
!14 = !{!15, !6, i64 0}
!15 = !{!"Cover", !6, i64 0, !11, i64 8}
