; ModuleID = 'pastend.c'
source_filename = "pastend.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.hdr = type { i8, i32, %struct.hdr* }
%struct.extra = type { i64, i32 }

@slot = dso_local local_unnamed_addr global i8* null, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i8* @fetch(i32 noundef %i) local_unnamed_addr #0 {
entry:
  %tobool.not = icmp eq i32 %i, 0
  %0 = load i8*, i8** @slot, align 8
  %cond = select i1 %tobool.not, i8* null, i8* %0
  ret i8* %cond
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local %struct.hdr* @fetch_hdr(i32 noundef %i) local_unnamed_addr #0 {
entry:
  %tobool.not = icmp eq i32 %i, 0
  %0 = load %struct.hdr*, %struct.hdr** bitcast (i8** @slot to %struct.hdr**), align 8
  %1 = select i1 %tobool.not, %struct.hdr* null, %struct.hdr* %0
  ret %struct.hdr* %1
}

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn
define dso_local nonnull %struct.extra* @extra_of(i32 noundef %i) local_unnamed_addr #1 {
entry:
  %call = tail call %struct.hdr* @fetch_hdr(i32 noundef %i)
  %n = getelementptr inbounds %struct.hdr, %struct.hdr* %call, i64 0, i32 1
  %0 = load i32, i32* %n, align 4, !tbaa !5
  %inc = add nsw i32 %0, 1
  store i32 %inc, i32* %n, align 4, !tbaa !5
  %arrayidx = getelementptr inbounds %struct.hdr, %struct.hdr* %call, i64 1
  %1 = getelementptr %struct.hdr, %struct.hdr* %arrayidx, i64 0, i32 0
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16) %1, i8 0, i64 16, i1 false)
  %2 = bitcast %struct.hdr* %arrayidx to %struct.extra*
  ret %struct.extra* %2
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local double @weight(i32 noundef %i) local_unnamed_addr #0 {
entry:
  %call = tail call i8* @fetch(i32 noundef %i)
  %w = bitcast i8* %call to double*
  %0 = load double, double* %w, align 8, !tbaa !11
  ret double %0
}

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  %call = tail call noalias dereferenceable_or_null(32) i8* @calloc(i64 noundef 1, i64 noundef 32) #5
  %call1 = tail call noalias dereferenceable_or_null(16) i8* @calloc(i64 noundef 1, i64 noundef 16) #5
  %cmp = icmp eq i8* %call, null
  %cmp2 = icmp eq i8* %call1, null
  %or.cond = or i1 %cmp, %cmp2
  br i1 %or.cond, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  store i8* %call, i8** @slot, align 8, !tbaa !14
  %call3 = tail call %struct.extra* @extra_of(i32 noundef %argc)
  store i8* %call1, i8** @slot, align 8, !tbaa !14
  %conv = sext i32 %argc to i64
  %key = getelementptr inbounds %struct.extra, %struct.extra* %call3, i64 0, i32 0
  store i64 %conv, i64* %key, align 8, !tbaa !15
  %flag = getelementptr inbounds %struct.extra, %struct.extra* %call3, i64 0, i32 1
  store i32 1, i32* %flag, align 8, !tbaa !18
  %conv5 = sitofp i32 %argc to double
  %call6 = tail call double @weight(i32 noundef %argc)
  %add = fadd double %call6, %conv5
  %add9 = fadd double %add, 1.000000e+00
  %conv10 = fptosi double %add9 to i32
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %conv10, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !9, i64 4}
!6 = !{!"hdr", !7, i64 0, !9, i64 4, !10, i64 8}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"int", !7, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!12, !13, i64 0}
!12 = !{!"other", !13, i64 0, !10, i64 8}
!13 = !{!"double", !7, i64 0}
!14 = !{!10, !10, i64 0}
!15 = !{!16, !17, i64 0}
!16 = !{!"extra", !17, i64 0, !9, i64 8}
!17 = !{!"long", !7, i64 0}
!18 = !{!16, !9, i64 8}
