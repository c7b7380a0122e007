; ModuleID = 'unusedparam.c'
source_filename = "unusedparam.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.stamp = type { i64, i32 }

@hook = dso_local local_unnamed_addr global ptr null, align 8
@.str = private unnamed_addr constant [3 x i8] c"xy\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"yz\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #0 {
entry:
  %s = alloca %struct.stamp, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %s) #4
  %call = tail call noalias dereferenceable_or_null(16) ptr @calloc(i64 noundef 1, i64 noundef 16) #5
  %cmp = icmp eq ptr %call, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  store i32 %argc, ptr %call, align 8, !tbaa !5
  %conv = sext i32 %argc to i64
  store i64 %conv, ptr %s, align 8, !tbaa !11
  %z = getelementptr inbounds i8, ptr %s, i64 8
  store i32 0, ptr %z, align 8, !tbaa !13
  %cmp1 = icmp sgt i32 %argc, 1
  %cond = select i1 %cmp1, ptr @ignore_conf, ptr @name_only
  store ptr %cond, ptr @hook, align 8, !tbaa !14
  %call3 = call i32 %cond(ptr noundef nonnull @.str, ptr noundef nonnull %s) #4, !callees !16
  %0 = load ptr, ptr @hook, align 8, !tbaa !14
  %call4 = call i32 %0(ptr noundef nonnull @.str.1, ptr noundef nonnull %call) #4
  %add = add nsw i32 %call4, %call3
  %1 = load i32, ptr %call, align 8, !tbaa !5
  %add6 = add nsw i32 %add, %1
  %2 = load i64, ptr %s, align 8, !tbaa !11
  %conv8 = trunc i64 %2 to i32
  %add9 = add nsw i32 %add6, %conv8
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %add9, %if.end ], [ 1, %entry ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %s) #4
  ret i32 %retval.0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -128, 128) i32 @ignore_conf(ptr nocapture noundef readonly %name, ptr nocapture readnone %c) #3 {
entry:
  %0 = load i8, ptr %name, align 1, !tbaa !17
  %conv = sext i8 %0 to i32
  ret i32 %conv
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -128, 128) i32 @name_only(ptr nocapture noundef readonly %name, ptr nocapture readnone %p) #3 {
entry:
  %arrayidx = getelementptr inbounds i8, ptr %name, i64 1
  %0 = load i8, ptr %arrayidx, align 1, !tbaa !17
  %conv = sext i8 %0 to i32
  ret i32 %conv
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
!16 = !{ptr @ignore_conf, ptr @name_only}
!17 = !{!8, !8, i64 0}
