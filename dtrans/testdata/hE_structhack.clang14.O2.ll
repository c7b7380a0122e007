; ModuleID = 'hE_structhack.c'
source_filename = "hE_structhack.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { i32, i32, [1 x %struct.node*] }

@leaf = dso_local global %struct.node { i32 3, i32 0, [1 x %struct.node*] zeroinitializer }, align 8

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define dso_local noalias %struct.node* @mk(i32 noundef %type, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp = icmp sgt i32 %n, 1
  %sub = add nsw i32 %n, -1
  %cond = select i1 %cmp, i32 %sub, i32 0
  %conv10 = zext i32 %cond to i64
  %mul = shl nuw nsw i64 %conv10, 3
  %add = add nuw nsw i64 %mul, 16
  %call = tail call noalias i8* @malloc(i64 noundef %add) #4
  %0 = bitcast i8* %call to %struct.node*
  %tobool.not = icmp eq i8* %call, null
  br i1 %tobool.not, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %type1 = getelementptr inbounds %struct.node, %struct.node* %0, i64 0, i32 0
  store i32 %type, i32* %type1, align 8, !tbaa !5
  %n2 = getelementptr inbounds %struct.node, %struct.node* %0, i64 0, i32 1
  store i32 %n, i32* %n2, align 4, !tbaa !10
  %arrayidx = getelementptr inbounds %struct.node, %struct.node* %0, i64 0, i32 2, i64 0
  store %struct.node* null, %struct.node** %arrayidx, align 8, !tbaa !11
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi %struct.node* [ %0, %if.end ], [ null, %entry ]
  ret %struct.node* %retval.0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @test_not(%struct.node* nocapture noundef readonly %p) local_unnamed_addr #2 {
entry:
  %type = getelementptr inbounds %struct.node, %struct.node* %p, i64 0, i32 0
  %0 = load i32, i32* %type, align 8, !tbaa !5
  %cmp.not = icmp eq i32 %0, 2
  br i1 %cmp.not, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %arrayidx = getelementptr inbounds %struct.node, %struct.node* %p, i64 0, i32 2, i64 0
  %1 = load %struct.node*, %struct.node** %arrayidx, align 8, !tbaa !11
  %arrayidx2 = getelementptr inbounds %struct.node, %struct.node* %p, i64 0, i32 2, i64 1
  %2 = load %struct.node*, %struct.node** %arrayidx2, align 8, !tbaa !11
  %type3 = getelementptr inbounds %struct.node, %struct.node* %1, i64 0, i32 0
  %3 = load i32, i32* %type3, align 8, !tbaa !5
  %tobool.not = icmp eq i32 %3, 0
  br i1 %tobool.not, label %cleanup, label %land.rhs

land.rhs:                                         ; preds = %if.end
  %tobool4.not = icmp eq %struct.node* %2, null
  br i1 %tobool4.not, label %cleanup, label %land.rhs5

land.rhs5:                                        ; preds = %land.rhs
  %type6 = getelementptr inbounds %struct.node, %struct.node* %2, i64 0, i32 0
  %4 = load i32, i32* %type6, align 8, !tbaa !5
  %tobool7 = icmp eq i32 %4, 0
  %phi.cast15 = zext i1 %tobool7 to i32
  br label %cleanup

cleanup:                                          ; preds = %if.end, %land.rhs5, %land.rhs, %entry
  %retval.0 = phi i32 [ 0, %entry ], [ 0, %if.end ], [ 1, %land.rhs ], [ %phi.cast15, %land.rhs5 ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  %call = tail call %struct.node* @mk(i32 noundef 1, i32 noundef 2)
  %tobool.not = icmp eq %struct.node* %call, null
  br i1 %tobool.not, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  store i32 %argc, i32* getelementptr inbounds (%struct.node, %struct.node* @leaf, i64 0, i32 1), align 4, !tbaa !10
  %cmp = icmp sgt i32 %argc, 3
  br i1 %cmp, label %cleanup.sink.split, label %if.end3

if.end3:                                          ; preds = %if.end
  %call4 = tail call %struct.node* @mk(i32 noundef %argc, i32 noundef 0)
  %arrayidx = getelementptr inbounds %struct.node, %struct.node* %call, i64 0, i32 2, i64 0
  store %struct.node* %call4, %struct.node** %arrayidx, align 8, !tbaa !11
  %arrayidx6 = getelementptr inbounds %struct.node, %struct.node* %call, i64 0, i32 2, i64 1
  store %struct.node* null, %struct.node** %arrayidx6, align 8, !tbaa !11
  br label %cleanup.sink.split

cleanup.sink.split:                               ; preds = %if.end, %if.end3
  %call.sink = phi %struct.node* [ %call, %if.end3 ], [ @leaf, %if.end ]
  %call7 = tail call i32 @test_not(%struct.node* noundef nonnull %call.sink)
  br label %cleanup

cleanup:                                          ; preds = %cleanup.sink.split, %entry
  %retval.0 = phi i32 [ 1, %entry ], [ %call7, %cleanup.sink.split ]
  ret i32 %retval.0
}

attributes #0 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"node", !7, i64 0, !7, i64 4, !8, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 4}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !8, i64 0}
