; ModuleID = 'arrayglobal.c'
source_filename = "arrayglobal.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.md = type { i64, i64, [4 x i64] }

@pair = dso_local local_unnamed_addr global [2 x %struct.md*] zeroinitializer, align 16
@offs = dso_local local_unnamed_addr global i64* null, align 8
@spare = dso_local local_unnamed_addr global %struct.md zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define dso_local noalias %struct.md* @md_create(i64 noundef %n) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(48) i8* @calloc(i64 noundef 1, i64 noundef 48) #4
  %0 = bitcast i8* %call to %struct.md*
  %cmp.not = icmp eq i8* %call, null
  br i1 %cmp.not, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  %count = getelementptr inbounds %struct.md, %struct.md* %0, i64 0, i32 1
  store i64 %n, i64* %count, align 8, !tbaa !5
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret %struct.md* %0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define dso_local nonnull i64* @ov_of(%struct.md* noundef readnone %m) local_unnamed_addr #2 {
entry:
  %arraydecay = getelementptr inbounds %struct.md, %struct.md* %m, i64 0, i32 2, i64 0
  ret i64* %arraydecay
}

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  %conv = sext i32 %argc to i64
  %call = tail call %struct.md* @md_create(i64 noundef %conv)
  store %struct.md* %call, %struct.md** getelementptr inbounds ([2 x %struct.md*], [2 x %struct.md*]* @pair, i64 0, i64 0), align 16, !tbaa !10
  %add = add nsw i32 %argc, 1
  %conv1 = sext i32 %add to i64
  %call2 = tail call %struct.md* @md_create(i64 noundef %conv1)
  store %struct.md* %call2, %struct.md** getelementptr inbounds ([2 x %struct.md*], [2 x %struct.md*]* @pair, i64 0, i64 1), align 8, !tbaa !10
  %0 = load %struct.md*, %struct.md** getelementptr inbounds ([2 x %struct.md*], [2 x %struct.md*]* @pair, i64 0, i64 0), align 16, !tbaa !10
  %cmp = icmp eq %struct.md* %0, null
  %cmp4 = icmp eq %struct.md* %call2, null
  %or.cond = select i1 %cmp, i1 true, i1 %cmp4
  br i1 %or.cond, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %call6 = tail call i64* @ov_of(%struct.md* noundef nonnull %0)
  store i64* %call6, i64** @offs, align 8, !tbaa !10
  %n = getelementptr inbounds %struct.md, %struct.md* %0, i64 0, i32 0
  %1 = load i64, i64* %n, align 8, !tbaa !12
  store i64 %1, i64* getelementptr inbounds (%struct.md, %struct.md* @spare, i64 0, i32 0), align 8, !tbaa !12
  %call7 = tail call i64* @ov_of(%struct.md* noundef nonnull %call2)
  %arrayidx = getelementptr inbounds i64, i64* %call7, i64 1
  store i64 %conv, i64* %arrayidx, align 8, !tbaa !13
  %arrayidx9 = getelementptr inbounds i64, i64* %call6, i64 1
  %2 = load i64, i64* %arrayidx9, align 8, !tbaa !13
  %conv10 = trunc i64 %2 to i32
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %conv10, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

attributes #0 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 8}
!6 = !{!"md", !7, i64 0, !7, i64 8, !8, i64 16}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !8, i64 0}
!12 = !{!6, !7, i64 0}
!13 = !{!7, !7, i64 0}
