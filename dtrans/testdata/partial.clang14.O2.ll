; ModuleID = 'partial.c'
source_filename = "partial.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Buf = type { i32, i32, [64 x i8] }
%struct.Str = type { %struct.Str*, i8, [1 x i8] }
%struct.Exact = type { i8, i32, i64 }
%struct.Mid = type { i32, [6 x i16], i32, i64 }

; Function Attrs: mustprogress nounwind uwtable willreturn
define dso_local void @put(%struct.Buf** nocapture noundef %sbp, i32 noundef %c) local_unnamed_addr #0 {
entry:
  %0 = load %struct.Buf*, %struct.Buf** %sbp, align 8, !tbaa !5
  %tobool.not = icmp eq %struct.Buf* %0, null
  br i1 %tobool.not, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %call = tail call noalias dereferenceable_or_null(72) i8* @malloc(i64 noundef 72) #9
  %1 = bitcast i8* %call to %struct.Buf*
  %n = getelementptr inbounds %struct.Buf, %struct.Buf* %1, i64 0, i32 0
  store i32 0, i32* %n, align 4, !tbaa !9
  %m = getelementptr inbounds %struct.Buf, %struct.Buf* %1, i64 0, i32 1
  store i32 64, i32* %m, align 4, !tbaa !12
  %2 = bitcast %struct.Buf** %sbp to i8**
  store i8* %call, i8** %2, align 8, !tbaa !5
  br label %if.end6

if.else:                                          ; preds = %entry
  %n1 = getelementptr inbounds %struct.Buf, %struct.Buf* %0, i64 0, i32 0
  %3 = load i32, i32* %n1, align 4, !tbaa !9
  %m2 = getelementptr inbounds %struct.Buf, %struct.Buf* %0, i64 0, i32 1
  %4 = load i32, i32* %m2, align 4, !tbaa !12
  %cmp = icmp eq i32 %3, %4
  br i1 %cmp, label %if.then3, label %if.end6

if.then3:                                         ; preds = %if.else
  %5 = bitcast %struct.Buf* %0 to i8*
  %mul = shl nsw i32 %3, 1
  store i32 %mul, i32* %m2, align 4, !tbaa !12
  %conv = sext i32 %mul to i64
  %add = add nsw i64 %conv, 8
  %call5 = tail call i8* @realloc(i8* noundef nonnull %5, i64 noundef %add) #9
  %6 = bitcast i8* %call5 to %struct.Buf*
  %7 = bitcast %struct.Buf** %sbp to i8**
  store i8* %call5, i8** %7, align 8, !tbaa !5
  %n8.phi.trans.insert = getelementptr inbounds %struct.Buf, %struct.Buf* %6, i64 0, i32 0
  %.pre = load i32, i32* %n8.phi.trans.insert, align 4, !tbaa !9
  br label %if.end6

if.end6:                                          ; preds = %if.else, %if.then3, %if.then
  %8 = phi i32 [ %.pre, %if.then3 ], [ %3, %if.else ], [ 0, %if.then ]
  %sb.0 = phi %struct.Buf* [ %6, %if.then3 ], [ %0, %if.else ], [ %1, %if.then ]
  %conv7 = trunc i32 %c to i8
  %n8 = getelementptr inbounds %struct.Buf, %struct.Buf* %sb.0, i64 0, i32 0
  %inc = add nsw i32 %8, 1
  store i32 %inc, i32* %n8, align 4, !tbaa !9
  %idxprom = sext i32 %8 to i64
  %arrayidx = getelementptr inbounds %struct.Buf, %struct.Buf* %sb.0, i64 0, i32 2, i64 %idxprom
  store i8 %conv7, i8* %arrayidx, align 1, !tbaa !13
  ret void
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare noalias noundef i8* @realloc(i8* nocapture noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define dso_local noalias %struct.Str* @str(%struct.Str* noundef %next) local_unnamed_addr #3 {
entry:
  %call = tail call noalias dereferenceable_or_null(41) i8* @malloc(i64 noundef 41) #9
  %0 = bitcast i8* %call to %struct.Str*
  %next1 = getelementptr inbounds %struct.Str, %struct.Str* %0, i64 0, i32 0
  store %struct.Str* %next, %struct.Str** %next1, align 8, !tbaa !14
  %mark = getelementptr inbounds %struct.Str, %struct.Str* %0, i64 0, i32 1
  store i8 0, i8* %mark, align 8, !tbaa !16
  %arrayidx = getelementptr inbounds %struct.Str, %struct.Str* %0, i64 0, i32 2, i64 20
  store i8 120, i8* %arrayidx, align 1, !tbaa !13
  %arrayidx3 = getelementptr inbounds %struct.Str, %struct.Str* %0, i64 0, i32 2, i64 21
  store i8 0, i8* %arrayidx3, align 1, !tbaa !13
  ret %struct.Str* %0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local i64 @exact(%struct.Exact* nocapture noundef %e, i32 noundef %k) local_unnamed_addr #4 {
entry:
  %n = getelementptr inbounds %struct.Exact, %struct.Exact* %e, i64 0, i32 1
  %0 = load i32, i32* %n, align 4, !tbaa !17
  %add = add nsw i32 %0, %k
  store i32 %add, i32* %n, align 4, !tbaa !17
  %conv = sext i32 %add to i64
  %total = getelementptr inbounds %struct.Exact, %struct.Exact* %e, i64 0, i32 2
  %1 = load i64, i64* %total, align 8, !tbaa !20
  %add2 = add nsw i64 %1, %conv
  store i64 %add2, i64* %total, align 8, !tbaa !20
  %tag = getelementptr inbounds %struct.Exact, %struct.Exact* %e, i64 0, i32 0
  %2 = load i8, i8* %tag, align 8, !tbaa !21
  %conv4 = sext i8 %2 to i64
  %add5 = add nsw i64 %add2, %conv4
  ret i64 %add5
}

; Function Attrs: nofree nounwind uwtable
define dso_local noalias %struct.Mid* @mid(i8* nocapture noundef readonly %name, i32 noundef %b) local_unnamed_addr #5 {
entry:
  %call = tail call noalias dereferenceable_or_null(32) i8* @malloc(i64 noundef 32) #9
  %0 = bitcast i8* %call to %struct.Mid*
  %a = getelementptr inbounds %struct.Mid, %struct.Mid* %0, i64 0, i32 0
  store i32 1, i32* %a, align 8, !tbaa !22
  %1 = load i8, i8* %name, align 1, !tbaa !13
  %conv = sext i8 %1 to i16
  %arrayidx2 = getelementptr inbounds %struct.Mid, %struct.Mid* %0, i64 0, i32 1, i64 0
  store i16 %conv, i16* %arrayidx2, align 2, !tbaa !24
  %arrayidx.1 = getelementptr inbounds i8, i8* %name, i64 1
  %2 = load i8, i8* %arrayidx.1, align 1, !tbaa !13
  %conv.1 = sext i8 %2 to i16
  %arrayidx2.1 = getelementptr inbounds %struct.Mid, %struct.Mid* %0, i64 0, i32 1, i64 1
  store i16 %conv.1, i16* %arrayidx2.1, align 2, !tbaa !24
  %arrayidx.2 = getelementptr inbounds i8, i8* %name, i64 2
  %3 = load i8, i8* %arrayidx.2, align 1, !tbaa !13
  %conv.2 = sext i8 %3 to i16
  %arrayidx2.2 = getelementptr inbounds %struct.Mid, %struct.Mid* %0, i64 0, i32 1, i64 2
  store i16 %conv.2, i16* %arrayidx2.2, align 2, !tbaa !24
  %arrayidx.3 = getelementptr inbounds i8, i8* %name, i64 3
  %4 = load i8, i8* %arrayidx.3, align 1, !tbaa !13
  %conv.3 = sext i8 %4 to i16
  %arrayidx2.3 = getelementptr inbounds %struct.Mid, %struct.Mid* %0, i64 0, i32 1, i64 3
  store i16 %conv.3, i16* %arrayidx2.3, align 2, !tbaa !24
  %arrayidx.4 = getelementptr inbounds i8, i8* %name, i64 4
  %5 = load i8, i8* %arrayidx.4, align 1, !tbaa !13
  %conv.4 = sext i8 %5 to i16
  %arrayidx2.4 = getelementptr inbounds %struct.Mid, %struct.Mid* %0, i64 0, i32 1, i64 4
  store i16 %conv.4, i16* %arrayidx2.4, align 2, !tbaa !24
  %arrayidx.5 = getelementptr inbounds i8, i8* %name, i64 5
  %6 = load i8, i8* %arrayidx.5, align 1, !tbaa !13
  %conv.5 = sext i8 %6 to i16
  %arrayidx2.5 = getelementptr inbounds %struct.Mid, %struct.Mid* %0, i64 0, i32 1, i64 5
  store i16 %conv.5, i16* %arrayidx2.5, align 2, !tbaa !24
  %b3 = getelementptr inbounds %struct.Mid, %struct.Mid* %0, i64 0, i32 2
  store i32 %b, i32* %b3, align 8, !tbaa !26
  %conv4 = sext i32 %b to i64
  %mul = mul nsw i64 %conv4, 3
  %c = getelementptr inbounds %struct.Mid, %struct.Mid* %0, i64 0, i32 3
  store i64 %mul, i64* %c, align 8, !tbaa !27
  ret %struct.Mid* %0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @sum(%struct.Mid* nocapture noundef readonly %p, %struct.Buf* nocapture noundef readonly %sb) local_unnamed_addr #6 {
entry:
  %a = getelementptr inbounds %struct.Mid, %struct.Mid* %p, i64 0, i32 0
  %0 = load i32, i32* %a, align 8, !tbaa !22
  %b = getelementptr inbounds %struct.Mid, %struct.Mid* %p, i64 0, i32 2
  %1 = load i32, i32* %b, align 8, !tbaa !26
  %add = add nsw i32 %1, %0
  %conv = sext i32 %add to i64
  %c = getelementptr inbounds %struct.Mid, %struct.Mid* %p, i64 0, i32 3
  %2 = load i64, i64* %c, align 8, !tbaa !27
  %add1 = add nsw i64 %2, %conv
  %n = getelementptr inbounds %struct.Buf, %struct.Buf* %sb, i64 0, i32 0
  %3 = load i32, i32* %n, align 4, !tbaa !9
  %conv2 = sext i32 %3 to i64
  %add3 = add nsw i64 %add1, %conv2
  %m = getelementptr inbounds %struct.Buf, %struct.Buf* %sb, i64 0, i32 1
  %4 = load i32, i32* %m, align 4, !tbaa !12
  %conv4 = sext i32 %4 to i64
  %add5 = add nsw i64 %add3, %conv4
  %arrayidx = getelementptr inbounds %struct.Mid, %struct.Mid* %p, i64 0, i32 1, i64 1
  %5 = load i16, i16* %arrayidx, align 2, !tbaa !24
  %conv6 = sext i16 %5 to i64
  %add7 = add nsw i64 %add5, %conv6
  ret i64 %add7
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #7 {
entry:
  %cmp49 = icmp sgt i32 %argc, 0
  call void @llvm.assume(i1 %cmp49)
  %wide.trip.count = zext i32 %argc to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %put.exit
  %n8.i.le = getelementptr inbounds %struct.Buf, %struct.Buf* %sb.1, i64 0, i32 0
  %0 = load i8*, i8** %argv, align 8, !tbaa !5
  %arrayidx.1.i = getelementptr inbounds i8, i8* %0, i64 1
  %1 = load i8, i8* %arrayidx.1.i, align 1, !tbaa !13
  %mul.i = mul i32 %argc, 3
  %add.i = add nuw nsw i32 %argc, 1
  %2 = load i32, i32* %n8.i.le, align 4, !tbaa !9
  %m.i = getelementptr inbounds %struct.Buf, %struct.Buf* %sb.1, i64 0, i32 1
  %3 = load i32, i32* %m.i, align 4, !tbaa !12
  %conv6.i = sext i8 %1 to i32
  %add5.i36 = add i32 %mul.i, %add.i
  %add1.i = add i32 %add5.i36, %conv6.i
  %add3.i = add i32 %add1.i, %2
  %add5.i = add i32 %add3.i, %3
  %add7.i = add i32 %add5.i, %argc
  %4 = bitcast %struct.Buf* %sb.1 to i8*
  tail call void @free(i8* noundef %4) #9
  %conv11 = add i32 %add7.i, 120
  ret i32 %conv11

for.body:                                         ; preds = %entry, %put.exit
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %put.exit ]
  %sb.050 = phi %struct.Buf* [ null, %entry ], [ %sb.1, %put.exit ]
  %arrayidx = getelementptr inbounds i8*, i8** %argv, i64 %indvars.iv
  %5 = load i8*, i8** %arrayidx, align 8, !tbaa !5
  %6 = load i8, i8* %5, align 1, !tbaa !13
  %tobool.not.i = icmp eq %struct.Buf* %sb.050, null
  br i1 %tobool.not.i, label %if.then.i, label %if.else.i

if.then.i:                                        ; preds = %for.body
  %call.i37 = tail call noalias dereferenceable_or_null(72) i8* @malloc(i64 noundef 72) #9
  %7 = bitcast i8* %call.i37 to %struct.Buf*
  %n.i38 = getelementptr inbounds %struct.Buf, %struct.Buf* %7, i64 0, i32 0
  store i32 0, i32* %n.i38, align 4, !tbaa !9
  %m.i39 = getelementptr inbounds %struct.Buf, %struct.Buf* %7, i64 0, i32 1
  store i32 64, i32* %m.i39, align 4, !tbaa !12
  br label %put.exit

if.else.i:                                        ; preds = %for.body
  %n1.i = getelementptr inbounds %struct.Buf, %struct.Buf* %sb.050, i64 0, i32 0
  %8 = load i32, i32* %n1.i, align 4, !tbaa !9
  %m2.i = getelementptr inbounds %struct.Buf, %struct.Buf* %sb.050, i64 0, i32 1
  %9 = load i32, i32* %m2.i, align 4, !tbaa !12
  %cmp.i = icmp eq i32 %8, %9
  br i1 %cmp.i, label %if.then3.i, label %put.exit

if.then3.i:                                       ; preds = %if.else.i
  %10 = bitcast %struct.Buf* %sb.050 to i8*
  %mul.i40 = shl nsw i32 %8, 1
  store i32 %mul.i40, i32* %m2.i, align 4, !tbaa !12
  %conv.i41 = sext i32 %mul.i40 to i64
  %add.i42 = add nsw i64 %conv.i41, 8
  %call5.i = tail call i8* @realloc(i8* noundef nonnull %10, i64 noundef %add.i42) #9
  %11 = bitcast i8* %call5.i to %struct.Buf*
  %n8.phi.trans.insert.i = getelementptr inbounds %struct.Buf, %struct.Buf* %11, i64 0, i32 0
  %.pre.i = load i32, i32* %n8.phi.trans.insert.i, align 4, !tbaa !9
  br label %put.exit

put.exit:                                         ; preds = %if.then.i, %if.else.i, %if.then3.i
  %sb.1 = phi %struct.Buf* [ %7, %if.then.i ], [ %11, %if.then3.i ], [ %sb.050, %if.else.i ]
  %12 = phi i32 [ 0, %if.then.i ], [ %.pre.i, %if.then3.i ], [ %8, %if.else.i ]
  %n8.i = getelementptr inbounds %struct.Buf, %struct.Buf* %sb.1, i64 0, i32 0
  %inc.i = add nsw i32 %12, 1
  store i32 %inc.i, i32* %n8.i, align 4, !tbaa !9
  %idxprom.i = sext i32 %12 to i64
  %arrayidx.i43 = getelementptr inbounds %struct.Buf, %struct.Buf* %sb.1, i64 0, i32 2, i64 %idxprom.i
  store i8 %6, i8* %arrayidx.i43, align 1, !tbaa !13
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !28
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #9 = { nounwind }

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
!14 = !{!15, !6, i64 0}
!15 = !{!"Str", !6, i64 0, !7, i64 8, !7, i64 9}
!16 = !{!15, !7, i64 8}
!17 = !{!18, !11, i64 4}
!18 = !{!"Exact", !7, i64 0, !11, i64 4, !19, i64 8}
!19 = !{!"long", !7, i64 0}
!20 = !{!18, !19, i64 8}
!21 = !{!18, !7, i64 0}
!22 = !{!23, !11, i64 0}
!23 = !{!"Mid", !11, i64 0, !7, i64 4, !11, i64 16, !19, i64 24}
!24 = !{!25, !25, i64 0}
!25 = !{!"short", !7, i64 0}
!26 = !{!23, !11, i64 16}
!27 = !{!23, !19, i64 24}
!28 = distinct !{!28, !29}
!29 = !{!"llvm.loop.mustprogress"}
