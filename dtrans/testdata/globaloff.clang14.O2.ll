; ModuleID = 'globaloff.c'
source_filename = "globaloff.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.config = type { i32, %struct.methods, i32 }
%struct.methods = type { i8* (i32)*, void (i8*)*, i32 (i8*)*, i32 (i8*)* }
%struct.other = type { double, i64 }

@cfg = internal global %struct.config zeroinitializer, align 8
@oth = internal global %struct.other zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @setup(i32 noundef %debug) local_unnamed_addr #0 {
entry:
  store i8* (i32)* @xalloc, i8* (i32)** getelementptr inbounds (%struct.config, %struct.config* @cfg, i64 0, i32 1, i32 0), align 8, !tbaa !5
  store void (i8*)* @free, void (i8*)** getelementptr inbounds (%struct.config, %struct.config* @cfg, i64 0, i32 1, i32 1), align 8, !tbaa !12
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) bitcast (i32 (i8*)** getelementptr inbounds (%struct.config, %struct.config* @cfg, i64 0, i32 1, i32 2) to i8*), i8 0, i64 16, i1 false)
  store i32 %debug, i32* getelementptr inbounds (%struct.config, %struct.config* @cfg, i64 0, i32 0), align 8, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define internal noalias i8* @xalloc(i32 noundef %n) #1 {
entry:
  %conv = sext i32 %n to i64
  %call = tail call noalias i8* @malloc(i64 noundef %conv) #7
  ret i8* %call
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  tail call void @setup(i32 noundef %argc)
  %cmp = icmp sgt i32 %argc, 1
  %cond = select i1 %cmp, i8* bitcast (%struct.config* @cfg to i8*), i8* bitcast (%struct.other* @oth to i8*)
  tail call void @keep(i8* noundef %cond) #7
  %0 = load i32, i32* getelementptr inbounds (%struct.config, %struct.config* @cfg, i64 0, i32 2), align 8, !tbaa !14
  ret i32 %0
}

declare void @keep(i8* noundef) local_unnamed_addr #4

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly nofree nounwind willreturn writeonly }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !11, i64 8}
!6 = !{!"config", !7, i64 0, !10, i64 8, !7, i64 40}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"methods", !11, i64 0, !11, i64 8, !11, i64 16, !11, i64 24}
!11 = !{!"any pointer", !8, i64 0}
!12 = !{!6, !11, i64 16}
!13 = !{!6, !7, i64 0}
!14 = !{!6, !7, i64 40}
