; ModuleID = 'hC_slotarg.c'
source_filename = "hC_slotarg.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Buf = type { i32, i32, [64 x i8] }

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define dso_local void @putch(%struct.Buf** nocapture noundef %sbp, i32 noundef %c) local_unnamed_addr #0 {
entry:
  %0 = load %struct.Buf*, %struct.Buf** %sbp, align 8, !tbaa !5
  %tobool.not = icmp eq %struct.Buf* %0, null
  br i1 %tobool.not, label %if.end.thread, label %if.end

if.end.thread:                                    ; preds = %entry
  %call = tail call noalias dereferenceable_or_null(72) i8* @malloc(i64 noundef 72) #5
  %1 = bitcast i8* %call to %struct.Buf*
  %n = getelementptr inbounds %struct.Buf, %struct.Buf* %1, i64 0, i32 0
  store i32 0, i32* %n, align 4, !tbaa !9
  %m = getelementptr inbounds %struct.Buf, %struct.Buf* %1, i64 0, i32 1
  store i32 64, i32* %m, align 4, !tbaa !12
  %2 = bitcast %struct.Buf** %sbp to i8**
  store i8* %call, i8** %2, align 8, !tbaa !5
  br label %if.then3

if.end:                                           ; preds = %entry
  %n1.phi.trans.insert = getelementptr inbounds %struct.Buf, %struct.Buf* %0, i64 0, i32 0
  %.pre = load i32, i32* %n1.phi.trans.insert, align 4, !tbaa !9
  %m2.phi.trans.insert = getelementptr inbounds %struct.Buf, %struct.Buf* %0, i64 0, i32 1
  %.pre16 = load i32, i32* %m2.phi.trans.insert, align 4, !tbaa !12
  %cmp = icmp slt i32 %.pre, %.pre16
  br i1 %cmp, label %if.then3, label %if.end5

if.then3:                                         ; preds = %if.end.thread, %if.end
  %sb.019 = phi %struct.Buf* [ %1, %if.end.thread ], [ %0, %if.end ]
  %3 = phi i32 [ 0, %if.end.thread ], [ %.pre, %if.end ]
  %n1 = getelementptr inbounds %struct.Buf, %struct.Buf* %sb.019, i64 0, i32 0
  %conv = trunc i32 %c to i8
  %inc = add nsw i32 %3, 1
  store i32 %inc, i32* %n1, align 4, !tbaa !9
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds %struct.Buf, %struct.Buf* %sb.019, i64 0, i32 2, i64 %idxprom
  store i8 %conv, i8* %arrayidx, align 1, !tbaa !13
  br label %if.end5

if.end5:                                          ; preds = %if.then3, %if.end
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @first(i8* nocapture noundef readonly %s) local_unnamed_addr #3 {
entry:
  %0 = load i8, i8* %s, align 1, !tbaa !13
  %conv = sext i8 %0 to i32
  ret i32 %conv
}

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #4 {
entry:
  %sb = alloca %struct.Buf*, align 8
  %0 = bitcast %struct.Buf** %sb to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %0) #5
  store %struct.Buf* null, %struct.Buf** %sb, align 8, !tbaa !5
  %1 = load i8*, i8** %argv, align 8, !tbaa !5
  %2 = load i8, i8* %1, align 1, !tbaa !13
  %conv = sext i8 %2 to i32
  call void @putch(%struct.Buf** noundef nonnull %sb, i32 noundef %conv)
  call void @putch(%struct.Buf** noundef nonnull %sb, i32 noundef 0)
  %3 = load %struct.Buf*, %struct.Buf** %sb, align 8, !tbaa !5
  %tobool.not = icmp eq %struct.Buf* %3, null
  %arraydecay = getelementptr inbounds %struct.Buf, %struct.Buf* %3, i64 0, i32 2, i64 0
  %cond = select i1 %tobool.not, i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i64 0, i64 0), i8* %arraydecay
  %call = tail call i32 @first(i8* noundef %cond)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %0) #5
  ret i32 %call
}

attributes #0 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
!10 = !{!"Buf", !11, i64 0, !11, i64 4, !7, i64 8}
!11 = !{!"int", !7, i64 0}
!12 = !{!10, !11, i64 4}
!13 = !{!7, !7, i64 0}
