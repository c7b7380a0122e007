; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Api = type { i64, i32 (i32)* }
%struct.P = type { %struct.X*, i8**, i32, i32, i32, i32, i32 }
%struct.X = type { i32, %struct.X*, i64 }
%struct.C = type { %struct.I, i32, i32, i8* }
%struct.I = type { %struct.Api*, i8*, i32, i32, i32, i32, i32 }

@api = internal constant %struct.Api { i64 1, i32 (i32)* @twice }, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @use(%struct.P* nocapture noundef readonly %p) local_unnamed_addr #0 {
entry:
  %x = getelementptr inbounds %struct.P, %struct.P* %p, i64 0, i32 0
  %0 = load %struct.X*, %struct.X** %x, align 8, !tbaa !5
  %v = getelementptr inbounds %struct.X, %struct.X* %0, i64 0, i32 0
  %1 = load i32, i32* %v, align 8, !tbaa !11
  %a = getelementptr inbounds %struct.P, %struct.P* %p, i64 0, i32 2
  %2 = load i32, i32* %a, align 8, !tbaa !14
  %add = add nsw i32 %2, %1
  %conv = sext i32 %add to i64
  ret i64 %conv
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) local_unnamed_addr #1 {
entry:
  %p = alloca %struct.P, align 8
  %0 = bitcast %struct.P* %p to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %0) #7
  %1 = getelementptr inbounds %struct.P, %struct.P* %p, i64 0, i32 2
  %2 = bitcast i32* %1 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(40) %2, i8 0, i64 24, i1 false)
  %call = tail call noalias dereferenceable_or_null(24) i8* @malloc(i64 noundef 24) #7
  %3 = bitcast i8* %call to %struct.X*
  %4 = bitcast %struct.P* %p to i8**
  store i8* %call, i8** %4, align 8, !tbaa !5
  %v = getelementptr inbounds %struct.X, %struct.X* %3, i64 0, i32 0
  store i32 %argc, i32* %v, align 8, !tbaa !11
  %next = getelementptr inbounds %struct.X, %struct.X* %3, i64 0, i32 1
  store %struct.X* null, %struct.X** %next, align 8, !tbaa !15
  %err = getelementptr inbounds %struct.P, %struct.P* %p, i64 0, i32 1
  store i8** %argv, i8*** %err, align 8, !tbaa !16
  %call3 = call i64 @use(%struct.P* noundef nonnull %p)
  %conv = trunc i64 %call3 to i32
  %call4 = tail call i32 @run(i32 noundef %argc) #7
  %add = add nsw i32 %call4, %conv
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %0) #7
  ret i32 %add
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local i32 @run(i32 noundef %n) local_unnamed_addr #1 {
entry:
  %c = alloca %struct.C, align 8
  %0 = bitcast %struct.C* %c to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %0) #7
  %it = getelementptr inbounds %struct.C, %struct.C* %c, i64 0, i32 0
  %api = getelementptr inbounds %struct.C, %struct.C* %c, i64 0, i32 0, i32 0
  store %struct.Api* @api, %struct.Api** %api, align 8, !tbaa !17
  %ctx = getelementptr inbounds %struct.C, %struct.C* %c, i64 0, i32 0, i32 1
  store i8* null, i8** %ctx, align 8, !tbaa !20
  %a = getelementptr inbounds %struct.C, %struct.C* %c, i64 0, i32 0, i32 2
  store i32 %n, i32* %a, align 8, !tbaa !21
  %x = getelementptr inbounds %struct.C, %struct.C* %c, i64 0, i32 1
  store i32 %n, i32* %x, align 8, !tbaa !22
  %s = getelementptr inbounds %struct.C, %struct.C* %c, i64 0, i32 3
  store i8* null, i8** %s, align 8, !tbaa !23
  %call = call fastcc i32 @call(%struct.C* noundef nonnull %c)
  %call4 = call fastcc i32 @next(%struct.I* noundef nonnull %it)
  %add = add nsw i32 %call4, %call
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %0) #7
  ret i32 %add
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @call(%struct.C* nocapture noundef readonly %c) unnamed_addr #5 {
entry:
  %api = getelementptr inbounds %struct.C, %struct.C* %c, i64 0, i32 0, i32 0
  %0 = load %struct.Api*, %struct.Api** %api, align 8, !tbaa !17
  %f = getelementptr inbounds %struct.Api, %struct.Api* %0, i64 0, i32 1
  %1 = load i32 (i32)*, i32 (i32)** %f, align 8, !tbaa !24
  %x = getelementptr inbounds %struct.C, %struct.C* %c, i64 0, i32 1
  %2 = load i32, i32* %x, align 8, !tbaa !22
  %call = tail call i32 %1(i32 noundef %2) #7
  %3 = load %struct.Api*, %struct.Api** %api, align 8, !tbaa !17
  %v = getelementptr inbounds %struct.Api, %struct.Api* %3, i64 0, i32 0
  %4 = load i64, i64* %v, align 8, !tbaa !26
  %conv = trunc i64 %4 to i32
  %add = add nsw i32 %call, %conv
  %a = getelementptr inbounds %struct.C, %struct.C* %c, i64 0, i32 0, i32 2
  %5 = load i32, i32* %a, align 8, !tbaa !21
  %add4 = add nsw i32 %add, %5
  ret i32 %add4
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @next(%struct.I* nocapture noundef %it) unnamed_addr #5 {
entry:
  %a = getelementptr inbounds %struct.I, %struct.I* %it, i64 0, i32 2
  %0 = load i32, i32* %a, align 8, !tbaa !27
  %add = add nsw i32 %0, 1
  %b = getelementptr inbounds %struct.I, %struct.I* %it, i64 0, i32 3
  store i32 %add, i32* %b, align 4, !tbaa !28
  %api = getelementptr inbounds %struct.I, %struct.I* %it, i64 0, i32 0
  %1 = load %struct.Api*, %struct.Api** %api, align 8, !tbaa !29
  %f = getelementptr inbounds %struct.Api, %struct.Api* %1, i64 0, i32 1
  %2 = load i32 (i32)*, i32 (i32)** %f, align 8, !tbaa !24
  %call = tail call i32 %2(i32 noundef %add) #7
  ret i32 %call
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @twice(i32 noundef %n) #6 {
entry:
  %mul = shl nsw i32 %n, 1
  ret i32 %mul
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nosync nounwind willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.ident = !{!0, !0}
!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!6, !7, i64 0}
!6 = !{!"P", !7, i64 0, !7, i64 8, !10, i64 16, !10, i64 20, !10, i64 24, !10, i64 28, !10, i64 32}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!12, !10, i64 0}
!12 = !{!"X", !10, i64 0, !7, i64 8, !13, i64 16}
!13 = !{!"long", !8, i64 0}
!14 = !{!6, !10, i64 16}
!15 = !{!12, !7, i64 8}
!16 = !{!6, !7, i64 8}
!17 = !{!18, !7, i64 0}
!18 = !{!"C", !19, i64 0, !10, i64 40, !10, i64 44, !7, i64 48}
!19 = !{!"I", !7, i64 0, !7, i64 8, !10, i64 16, !10, i64 20, !10, i64 24, !10, i64 28, !10, i64 32}
!20 = !{!18, !7, i64 8}
!21 = !{!18, !10, i64 16}
!22 = !{!18, !10, i64 40}
!23 = !{!18, !7, i64 48}
!24 = !{!25, !7, i64 8}
!25 = !{!"Api", !13, i64 0, !7, i64 8}
!26 = !{!25, !13, i64 0}
!27 = !{!19, !10, i64 16}
!28 = !{!19, !10, i64 20}
!29 = !{!19, !7, i64 0}
