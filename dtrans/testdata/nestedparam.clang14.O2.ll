; ModuleID = 'nestedparam.c'
source_filename = "nestedparam.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.info = type { i64, i8*, i32 }
%struct.cursor = type { i32, %struct.info }

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local i32 @get_varint(i8* nocapture noundef readonly %p, i64* nocapture noundef writeonly %v) local_unnamed_addr #0 {
entry:
  %0 = load i8, i8* %p, align 1, !tbaa !5
  %conv = zext i8 %0 to i32
  %and = and i32 %conv, 128
  %tobool.not = icmp eq i32 %and, 0
  br i1 %tobool.not, label %while.end, label %while.body

while.body:                                       ; preds = %entry
  %and4 = shl nuw nsw i32 %conv, 7
  %1 = and i32 %and4, 16256
  %phi.bo = zext i32 %1 to i64
  %arrayidx.1 = getelementptr inbounds i8, i8* %p, i64 1
  %2 = load i8, i8* %arrayidx.1, align 1, !tbaa !5
  %conv.1 = zext i8 %2 to i32
  %and.1 = and i32 %conv.1, 128
  %tobool.not.1 = icmp eq i32 %and.1, 0
  br i1 %tobool.not.1, label %while.end, label %while.body.1

while.body.1:                                     ; preds = %while.body
  %and4.1 = and i32 %conv.1, 127
  %or.124 = or i32 %1, %and4.1
  %3 = shl nuw nsw i32 %or.124, 7
  %phi.bo.1 = zext i32 %3 to i64
  %arrayidx.2 = getelementptr inbounds i8, i8* %p, i64 2
  %4 = load i8, i8* %arrayidx.2, align 1, !tbaa !5
  %conv.2 = zext i8 %4 to i32
  %and.2 = and i32 %conv.2, 128
  %tobool.not.2 = icmp eq i32 %and.2, 0
  br i1 %tobool.not.2, label %while.end, label %while.body.2

while.body.2:                                     ; preds = %while.body.1
  %and4.2 = and i32 %conv.2, 127
  %or.225 = or i32 %3, %and4.2
  %5 = shl nuw nsw i32 %or.225, 7
  %phi.bo.2 = zext i32 %5 to i64
  %arrayidx.3 = getelementptr inbounds i8, i8* %p, i64 3
  %6 = load i8, i8* %arrayidx.3, align 1, !tbaa !5
  %conv.3 = zext i8 %6 to i32
  %and.3 = and i32 %conv.3, 128
  %tobool.not.3 = icmp eq i32 %and.3, 0
  br i1 %tobool.not.3, label %while.end, label %while.body.3

while.body.3:                                     ; preds = %while.body.2
  %and4.3 = and i32 %conv.3, 127
  %or.326 = or i32 %5, %and4.3
  %or.3 = zext i32 %or.326 to i64
  %phi.bo.3 = shl nuw nsw i64 %or.3, 7
  %arrayidx.4 = getelementptr inbounds i8, i8* %p, i64 4
  %7 = load i8, i8* %arrayidx.4, align 1, !tbaa !5
  %conv.4 = zext i8 %7 to i32
  %and.4 = and i32 %conv.4, 128
  %tobool.not.4 = icmp eq i32 %and.4, 0
  br i1 %tobool.not.4, label %while.end, label %while.body.4

while.body.4:                                     ; preds = %while.body.3
  %and4.4 = and i32 %conv.4, 127
  %8 = zext i32 %and4.4 to i64
  %or.4 = or i64 %phi.bo.3, %8
  %phi.bo.4 = shl nuw nsw i64 %or.4, 7
  %arrayidx.5 = getelementptr inbounds i8, i8* %p, i64 5
  %9 = load i8, i8* %arrayidx.5, align 1, !tbaa !5
  %conv.5 = zext i8 %9 to i32
  %and.5 = and i32 %conv.5, 128
  %tobool.not.5 = icmp eq i32 %and.5, 0
  br i1 %tobool.not.5, label %while.end, label %while.body.5

while.body.5:                                     ; preds = %while.body.4
  %and4.5 = and i32 %conv.5, 127
  %10 = zext i32 %and4.5 to i64
  %or.5 = or i64 %phi.bo.4, %10
  %phi.bo.5 = shl nuw nsw i64 %or.5, 7
  %arrayidx.6 = getelementptr inbounds i8, i8* %p, i64 6
  %11 = load i8, i8* %arrayidx.6, align 1, !tbaa !5
  %conv.6 = zext i8 %11 to i32
  %and.6 = and i32 %conv.6, 128
  %tobool.not.6 = icmp eq i32 %and.6, 0
  br i1 %tobool.not.6, label %while.end, label %while.body.6

while.body.6:                                     ; preds = %while.body.5
  %and4.6 = and i32 %conv.6, 127
  %12 = zext i32 %and4.6 to i64
  %or.6 = or i64 %phi.bo.5, %12
  %phi.bo.6 = shl i64 %or.6, 7
  %arrayidx.7 = getelementptr inbounds i8, i8* %p, i64 7
  %13 = load i8, i8* %arrayidx.7, align 1, !tbaa !5
  %conv.7 = zext i8 %13 to i32
  %and.7 = and i32 %conv.7, 128
  %tobool.not.7 = icmp eq i32 %and.7, 0
  br i1 %tobool.not.7, label %while.end, label %while.body.7

while.body.7:                                     ; preds = %while.body.6
  %and4.7 = and i32 %conv.7, 127
  %14 = zext i32 %and4.7 to i64
  %or.7 = or i64 %phi.bo.6, %14
  %phi.bo.7 = shl i64 %or.7, 7
  %arrayidx8.phi.trans.insert = getelementptr inbounds i8, i8* %p, i64 8
  %.pre = load i8, i8* %arrayidx8.phi.trans.insert, align 1, !tbaa !5
  br label %while.end

while.end:                                        ; preds = %while.body.7, %while.body.6, %while.body.5, %while.body.4, %while.body.3, %while.body.2, %while.body.1, %while.body, %entry
  %15 = phi i8 [ %0, %entry ], [ %2, %while.body ], [ %4, %while.body.1 ], [ %6, %while.body.2 ], [ %7, %while.body.3 ], [ %9, %while.body.4 ], [ %11, %while.body.5 ], [ %13, %while.body.6 ], [ %.pre, %while.body.7 ]
  %x.0.lcssa = phi i64 [ 0, %entry ], [ %phi.bo, %while.body ], [ %phi.bo.1, %while.body.1 ], [ %phi.bo.2, %while.body.2 ], [ %phi.bo.3, %while.body.3 ], [ %phi.bo.4, %while.body.4 ], [ %phi.bo.5, %while.body.5 ], [ %phi.bo.6, %while.body.6 ], [ %phi.bo.7, %while.body.7 ]
  %n.0.lcssa = phi i32 [ 1, %entry ], [ 2, %while.body ], [ 3, %while.body.1 ], [ 4, %while.body.2 ], [ 5, %while.body.3 ], [ 6, %while.body.4 ], [ 7, %while.body.5 ], [ 8, %while.body.6 ], [ 9, %while.body.7 ]
  %conv9 = zext i8 %15 to i64
  %or10 = or i64 %x.0.lcssa, %conv9
  store i64 %or10, i64* %v, align 8, !tbaa !8
  ret i32 %n.0.lcssa
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @parse_cell(i8* nocapture noundef readonly %cell, %struct.info* nocapture noundef writeonly %pInfo) local_unnamed_addr #0 {
entry:
  %arrayidx = getelementptr inbounds i8, i8* %cell, i64 4
  %key = getelementptr inbounds %struct.info, %struct.info* %pInfo, i64 0, i32 0
  %call = tail call i32 @get_varint(i8* noundef nonnull %arrayidx, i64* noundef %key)
  %add = add nsw i32 %call, 4
  %size = getelementptr inbounds %struct.info, %struct.info* %pInfo, i64 0, i32 2
  store i32 %add, i32* %size, align 8, !tbaa !10
  %payload = getelementptr inbounds %struct.info, %struct.info* %pInfo, i64 0, i32 1
  store i8* null, i8** %payload, align 8, !tbaa !14
  ret void
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #2 {
entry:
  %n = alloca i64, align 8
  %call = tail call noalias dereferenceable_or_null(32) i8* @malloc(i64 noundef 32) #4
  %0 = bitcast i8* %call to %struct.cursor*
  %1 = bitcast i64* %n to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1) #4
  %cmp = icmp eq i8* %call, null
  %cmp1 = icmp slt i32 %argc, 2
  %or.cond = or i1 %cmp1, %cmp
  br i1 %or.cond, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %state = getelementptr inbounds %struct.cursor, %struct.cursor* %0, i64 0, i32 0
  store i32 %argc, i32* %state, align 8, !tbaa !15
  %arrayidx = getelementptr inbounds i8*, i8** %argv, i64 1
  %2 = load i8*, i8** %arrayidx, align 8, !tbaa !17
  %info = getelementptr inbounds %struct.cursor, %struct.cursor* %0, i64 0, i32 1
  tail call void @parse_cell(i8* noundef %2, %struct.info* noundef nonnull %info)
  %3 = load i8*, i8** %argv, align 8, !tbaa !17
  %call3 = call i32 @get_varint(i8* noundef %3, i64* noundef nonnull %n)
  %key = getelementptr inbounds %struct.info, %struct.info* %info, i64 0, i32 0
  %4 = load i64, i64* %key, align 8, !tbaa !18
  %size = getelementptr inbounds %struct.cursor, %struct.cursor* %0, i64 0, i32 1, i32 2
  %5 = load i32, i32* %size, align 8, !tbaa !19
  %conv16 = zext i32 %5 to i64
  %add = add i64 %4, %conv16
  %6 = load i64, i64* %n, align 8, !tbaa !8
  %add6 = add i64 %add, %6
  %conv7 = trunc i64 %add6 to i32
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %conv7, %if.end ], [ 1, %entry ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1) #4
  ret i32 %retval.0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"long", !6, i64 0}
!10 = !{!11, !13, i64 16}
!11 = !{!"info", !9, i64 0, !12, i64 8, !13, i64 16}
!12 = !{!"any pointer", !6, i64 0}
!13 = !{!"int", !6, i64 0}
!14 = !{!11, !12, i64 8}
!15 = !{!16, !13, i64 0}
!16 = !{!"cursor", !13, i64 0, !11, i64 8}
!17 = !{!12, !12, i64 0}
!18 = !{!16, !9, i64 8}
!19 = !{!16, !13, i64 24}
