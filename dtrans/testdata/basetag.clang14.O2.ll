; ModuleID = 'basetag.c'
source_filename = "basetag.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.val = type { %union.anon, i8*, i32, i16 }
%union.anon = type { double }
%struct.other = type { i64, i64, i64, i64 }

@scratch = dso_local global %struct.val zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @get_int(%struct.val* nocapture noundef readonly %p) local_unnamed_addr #0 {
entry:
  %flags = getelementptr inbounds %struct.val, %struct.val* %p, i64 0, i32 3
  %0 = load i16, i16* %flags, align 4, !tbaa !5
  %1 = and i16 %0, 4
  %tobool.not = icmp eq i16 %1, 0
  br i1 %tobool.not, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  %i = bitcast %struct.val* %p to i64*
  %2 = load i64, i64* %i, align 8, !tbaa !12
  br label %return

if.end:                                           ; preds = %entry
  %r = getelementptr inbounds %struct.val, %struct.val* %p, i64 0, i32 0, i32 0
  %3 = load double, double* %r, align 8, !tbaa !12
  %conv2 = fptosi double %3 to i64
  br label %return

return:                                           ; preds = %if.end, %if.then
  %retval.0 = phi i64 [ %2, %if.then ], [ %conv2, %if.end ]
  ret i64 %retval.0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @probe(i8* nocapture noundef readonly %p, i32 noundef %kind) local_unnamed_addr #0 {
entry:
  %tobool.not = icmp eq i32 %kind, 0
  br i1 %tobool.not, label %cond.false, label %cond.true

cond.true:                                        ; preds = %entry
  %0 = bitcast i8* %p to %struct.val*
  %call = tail call i64 @get_int(%struct.val* noundef %0)
  br label %cond.end

cond.false:                                       ; preds = %entry
  %d = getelementptr inbounds i8, i8* %p, i64 24
  %1 = bitcast i8* %d to i64*
  %2 = load i64, i64* %1, align 8, !tbaa !13
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i64 [ %call, %cond.true ], [ %2, %cond.false ]
  ret i64 %cond
}

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(24) i8* @calloc(i64 noundef 1, i64 noundef 24) #3
  %call1 = tail call noalias dereferenceable_or_null(32) i8* @calloc(i64 noundef 1, i64 noundef 32) #3
  %cmp = icmp eq i8* %call, null
  %cmp2 = icmp eq i8* %call1, null
  %or.cond = or i1 %cmp, %cmp2
  br i1 %or.cond, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %0 = bitcast i8* %call1 to %struct.other*
  %1 = bitcast i8* %call to %struct.val*
  %conv = trunc i32 %argc to i16
  %flags = getelementptr inbounds %struct.val, %struct.val* %1, i64 0, i32 3
  store i16 %conv, i16* %flags, align 4, !tbaa !5
  %conv3 = sext i32 %argc to i64
  %d = getelementptr inbounds %struct.other, %struct.other* %0, i64 0, i32 3
  store i64 %conv3, i64* %d, align 8, !tbaa !13
  store i32 %argc, i32* getelementptr inbounds (%struct.val, %struct.val* @scratch, i64 0, i32 2), align 8, !tbaa !16
  %call4 = tail call i64 @probe(i8* noundef nonnull %call, i32 noundef 1)
  %call5 = tail call i64 @probe(i8* noundef nonnull %call1, i32 noundef 0)
  %add = add nsw i64 %call5, %call4
  %call6 = tail call i64 @probe(i8* noundef bitcast (%struct.val* @scratch to i8*), i32 noundef 1)
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
!5 = !{!6, !11, i64 20}
!6 = !{!"val", !7, i64 0, !9, i64 8, !10, i64 16, !11, i64 20}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"any pointer", !7, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!"short", !7, i64 0}
!12 = !{!7, !7, i64 0}
!13 = !{!14, !15, i64 24}
!14 = !{!"other", !15, i64 0, !15, i64 8, !15, i64 16, !15, i64 24}
!15 = !{!"long", !7, i64 0}
!16 = !{!6, !10, i64 16}
