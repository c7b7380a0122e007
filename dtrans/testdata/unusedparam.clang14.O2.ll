; ModuleID = 'unusedparam.c'
source_filename = "unusedparam.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.stamp = type { i64, i32 }
%struct.conf = type { i32, i64 }

@hook = dso_local local_unnamed_addr global i32 (i8*, i8*)* null, align 8
@.str = private unnamed_addr constant [3 x i8] c"xy\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"yz\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 {
entry:
  %s = alloca %struct.stamp, align 8
  %0 = bitcast %struct.stamp* %s to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %0) #4
  %call = tail call noalias dereferenceable_or_null(16) i8* @calloc(i64 noundef 1, i64 noundef 16) #4
  %cmp = icmp eq i8* %call, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %1 = bitcast i8* %call to %struct.conf*
  %a = getelementptr inbounds %struct.conf, %struct.conf* %1, i64 0, i32 0
  store i32 %argc, i32* %a, align 8, !tbaa !5
  %conv = sext i32 %argc to i64
  %t = getelementptr inbounds %struct.stamp, %struct.stamp* %s, i64 0, i32 0
  store i64 %conv, i64* %t, align 8, !tbaa !11
  %z = getelementptr inbounds %struct.stamp, %struct.stamp* %s, i64 0, i32 1
  store i32 0, i32* %z, align 8, !tbaa !13
  %cmp1 = icmp sgt i32 %argc, 1
  %cond = select i1 %cmp1, i32 (i8*, i8*)* bitcast (i32 (i8*, %struct.conf*)* @ignore_conf to i32 (i8*, i8*)*), i32 (i8*, i8*)* @name_only
  store i32 (i8*, i8*)* %cond, i32 (i8*, i8*)** @hook, align 8, !tbaa !14
  %call3 = call i32 %cond(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0), i8* noundef nonnull %0) #4, !callees !16
  %2 = load i32 (i8*, i8*)*, i32 (i8*, i8*)** @hook, align 8, !tbaa !14
  %call4 = call i32 %2(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i64 0, i64 0), i8* noundef nonnull %call) #4
  %add = add nsw i32 %call4, %call3
  %3 = load i32, i32* %a, align 8, !tbaa !5
  %add6 = add nsw i32 %add, %3
  %4 = load i64, i64* %t, align 8, !tbaa !11
  %conv8 = trunc i64 %4 to i32
  %add9 = add nsw i32 %add6, %conv8
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %add9, %if.end ], [ 1, %entry ]
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %0) #4
  ret i32 %retval.0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal i32 @ignore_conf(i8* nocapture noundef readonly %name, %struct.conf* nocapture noundef readnone %c) #3 {
entry:
  %0 = load i8, i8* %name, align 1, !tbaa !17
  %conv = sext i8 %0 to i32
  ret i32 %conv
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal i32 @name_only(i8* nocapture noundef readonly %name, i8* nocapture noundef readnone %p) #3 {
entry:
  %arrayidx = getelementptr inbounds i8, i8* %name, i64 1
  %0 = load i8, i8* %arrayidx, align 1, !tbaa !17
  %conv = sext i8 %0 to i32
  ret i32 %conv
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"conf", !7, i64 0, !10, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long", !8, i64 0}
!11 = !{!12, !10, i64 0}
!12 = !{!"stamp", !10, i64 0, !7, i64 8}
!13 = !{!12, !7, i64 8}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !8, i64 0}
!16 = !{i32 (i8*, %struct.conf*)* @ignore_conf, i32 (i8*, i8*)* @name_only}
!17 = !{!8, !8, i64 0}
