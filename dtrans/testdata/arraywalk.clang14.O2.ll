; ModuleID = 'arraywalk.c'
source_filename = "arraywalk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.table = type { i32, %struct.item*, [64 x %struct.item] }
%struct.item = type { i32, i16, i16 }

@tab = dso_local global %struct.table zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @in_range(%struct.table* noundef readonly %t) local_unnamed_addr #0 {
entry:
  %next = getelementptr inbounds %struct.table, %struct.table* %t, i64 0, i32 1
  %0 = load %struct.item*, %struct.item** %next, align 8, !tbaa !5
  %arrayidx = getelementptr inbounds %struct.table, %struct.table* %t, i64 0, i32 2, i64 63
  %cmp = icmp ule %struct.item* %0, %arrayidx
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define dso_local %struct.table* @copy(%struct.table* noundef %src) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(528) i8* @malloc(i64 noundef 528) #6
  %0 = bitcast i8* %call to %struct.table*
  %cmp = icmp eq i8* %call, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %1 = bitcast %struct.table* %src to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(528) %call, i8* noundef nonnull align 8 dereferenceable(528) %1, i64 528, i1 false)
  %next = getelementptr inbounds %struct.table, %struct.table* %src, i64 0, i32 1
  %2 = load %struct.item*, %struct.item** %next, align 8, !tbaa !5
  %arraydecay2 = getelementptr inbounds %struct.table, %struct.table* %src, i64 0, i32 2, i64 0
  %sub.ptr.lhs.cast = ptrtoint %struct.item* %2 to i64
  %sub.ptr.rhs.cast = ptrtoint %struct.item* %arraydecay2 to i64
  %sub.ptr.sub = sub i64 %sub.ptr.lhs.cast, %sub.ptr.rhs.cast
  %sub.ptr.div = ashr exact i64 %sub.ptr.sub, 3
  %add.ptr = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 2, i64 %sub.ptr.div
  %next3 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 1
  store %struct.item* %add.ptr, %struct.item** %next3, align 8, !tbaa !5
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi %struct.table* [ %0, %if.end ], [ null, %entry ]
  ret %struct.table* %retval.0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #4 {
entry:
  %and = and i32 %argc, 7
  %0 = zext i32 %and to i64
  %arrayidx = getelementptr inbounds %struct.table, %struct.table* @tab, i64 0, i32 2, i64 %0
  store %struct.item* %arrayidx, %struct.item** getelementptr inbounds (%struct.table, %struct.table* @tab, i64 0, i32 1), align 8, !tbaa !5
  %conv = trunc i32 %argc to i16
  store i16 %conv, i16* getelementptr inbounds (%struct.table, %struct.table* @tab, i64 0, i32 2, i64 3, i32 2), align 2, !tbaa !11
  %call = tail call %struct.table* @copy(%struct.table* noundef nonnull @tab)
  %call1 = tail call i32 @in_range(%struct.table* noundef nonnull @tab)
  %cmp.not = icmp eq %struct.table* %call, null
  br i1 %cmp.not, label %cond.end, label %cond.true

cond.true:                                        ; preds = %entry
  %call3 = tail call i32 @in_range(%struct.table* noundef nonnull %call)
  %next = getelementptr inbounds %struct.table, %struct.table* %call, i64 0, i32 1
  %1 = load %struct.item*, %struct.item** %next, align 8, !tbaa !5
  %key = getelementptr inbounds %struct.item, %struct.item* %1, i64 0, i32 0
  %2 = load i32, i32* %key, align 4, !tbaa !14
  %add = add nsw i32 %2, %call3
  br label %cond.end

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i32 [ %add, %cond.true ], [ 0, %entry ]
  %add4 = add nsw i32 %cond, %call1
  %3 = bitcast %struct.table* %call to i8*
  tail call void @free(i8* noundef %3) #6
  %and5 = and i32 %add4, 255
  ret i32 %and5
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #4 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !10, i64 8}
!6 = !{!"table", !7, i64 0, !10, i64 8, !8, i64 16}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!12, !13, i64 6}
!12 = !{!"item", !7, i64 0, !13, i64 4, !13, i64 6}
!13 = !{!"short", !8, i64 0}
!14 = !{!12, !7, i64 0}
