; ModuleID = 'bitfieldtag.c'
source_filename = "bitfieldtag.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.idx = type <{ i8*, i8, i16, [5 x i8], i64 }>
%struct.other = type { i64, i64, double }

@any = dso_local local_unnamed_addr global i8* null, align 8
@keep = dso_local local_unnamed_addr global %struct.idx zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @size_of(%struct.idx* nocapture noundef readonly %p) local_unnamed_addr #0 {
entry:
  %n = getelementptr inbounds %struct.idx, %struct.idx* %p, i64 0, i32 4
  %0 = load i64, i64* %n, align 8, !tbaa !5
  %kind = getelementptr inbounds %struct.idx, %struct.idx* %p, i64 0, i32 1
  %1 = load i8, i8* %kind, align 8, !tbaa !12
  %conv = zext i8 %1 to i64
  %add = add nsw i64 %0, %conv
  ret i64 %add
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @probe(i32 noundef %kind) local_unnamed_addr #0 {
entry:
  %tobool.not = icmp eq i32 %kind, 0
  br i1 %tobool.not, label %cond.false, label %cond.true

cond.true:                                        ; preds = %entry
  %0 = load %struct.idx*, %struct.idx** bitcast (i8** @any to %struct.idx**), align 8, !tbaa !13
  %q = getelementptr inbounds %struct.idx, %struct.idx* %0, i64 0, i32 2
  %bf.load = load i16, i16* %q, align 1
  %bf.lshr = lshr i16 %bf.load, 8
  %bf.clear = and i16 %bf.lshr, 3
  %conv = zext i16 %bf.clear to i64
  br label %cond.end

cond.false:                                       ; preds = %entry
  %1 = load %struct.other*, %struct.other** bitcast (i8** @any to %struct.other**), align 8, !tbaa !13
  %d = getelementptr inbounds %struct.other, %struct.other* %1, i64 0, i32 2
  %2 = load double, double* %d, align 8, !tbaa !14
  %conv1 = fptosi double %2 to i64
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i64 [ %conv, %cond.true ], [ %conv1, %cond.false ]
  ret i64 %cond
}

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(24) i8* @calloc(i64 noundef 1, i64 noundef 24) #3
  %0 = bitcast i8* %call to %struct.idx*
  %call1 = tail call noalias dereferenceable_or_null(24) i8* @calloc(i64 noundef 1, i64 noundef 24) #3
  %cmp = icmp eq i8* %call, null
  %cmp2 = icmp eq i8* %call1, null
  %or.cond = or i1 %cmp, %cmp2
  br i1 %or.cond, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %1 = load i8*, i8** %argv, align 8, !tbaa !13
  %name = getelementptr inbounds %struct.idx, %struct.idx* %0, i64 0, i32 0
  store i8* %1, i8** %name, align 8, !tbaa !17
  %conv = sext i32 %argc to i64
  %n = getelementptr inbounds %struct.idx, %struct.idx* %0, i64 0, i32 4
  store i64 %conv, i64* %n, align 8, !tbaa !5
  store i64 %conv, i64* getelementptr inbounds (%struct.idx, %struct.idx* @keep, i64 0, i32 4), align 8, !tbaa !5
  store i8* %call, i8** @any, align 8, !tbaa !13
  %call4 = tail call i64 @probe(i32 noundef 1)
  store i8* %call1, i8** @any, align 8, !tbaa !13
  %call5 = tail call i64 @size_of(%struct.idx* noundef %0)
  %add = add nsw i64 %call5, %call4
  %call6 = tail call i64 @probe(i32 noundef 0)
  %add7 = add nsw i64 %add, %call6
  %conv8 = trunc i64 %add7 to i32
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %conv8, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !11, i64 16}
!6 = !{!"idx", !7, i64 0, !8, i64 8, !10, i64 9, !10, i64 9, !10, i64 9, !10, i64 9, !10, i64 9, !10, i64 9, !10, i64 9, !10, i64 10, !11, i64 16}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!"long", !8, i64 0}
!12 = !{!6, !8, i64 8}
!13 = !{!7, !7, i64 0}
!14 = !{!15, !16, i64 16}
!15 = !{!"other", !11, i64 0, !11, i64 8, !16, i64 16}
!16 = !{!"double", !8, i64 0}
!17 = !{!6, !7, i64 0}
