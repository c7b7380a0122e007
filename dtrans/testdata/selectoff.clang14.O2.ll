; ModuleID = 'selectoff.c'
source_filename = "selectoff.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.cfg = type { i32, i32, [4 x i64], i32 }
%struct.holder = type { i64, %struct.cfg* }
%struct.other = type { i64, i64 }

@defcfg = dso_local global %struct.cfg zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @size_of(%struct.cfg* noundef readonly %c) local_unnamed_addr #0 {
entry:
  %cmp = icmp eq %struct.cfg* %c, null
  br i1 %cmp, label %return, label %if.end

if.end:                                           ; preds = %entry
  %mode = getelementptr inbounds %struct.cfg, %struct.cfg* %c, i64 0, i32 0
  %0 = load i32, i32* %mode, align 8, !tbaa !5
  %and = and i32 %0, 32768
  %tobool.not = icmp eq i32 %and, 0
  %read_size = getelementptr inbounds %struct.cfg, %struct.cfg* %c, i64 0, i32 1
  %buf_size = getelementptr inbounds %struct.cfg, %struct.cfg* %c, i64 0, i32 3
  %cond.in = select i1 %tobool.not, i32* %buf_size, i32* %read_size
  %cond = load i32, i32* %cond.in, align 4, !tbaa !10
  br label %return

return:                                           ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %cond, %if.end ], [ 0, %entry ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @held_size(%struct.holder* nocapture noundef readonly %h, i32 noundef %reading) local_unnamed_addr #0 {
entry:
  %cfg = getelementptr inbounds %struct.holder, %struct.holder* %h, i64 0, i32 1
  %0 = load %struct.cfg*, %struct.cfg** %cfg, align 8, !tbaa !11
  %tobool.not = icmp eq i32 %reading, 0
  %read_size = getelementptr inbounds %struct.cfg, %struct.cfg* %0, i64 0, i32 1
  %buf_size = getelementptr inbounds %struct.cfg, %struct.cfg* %0, i64 0, i32 3
  %cond.in = select i1 %tobool.not, i32* %buf_size, i32* %read_size
  %cond = load i32, i32* %cond.in, align 4, !tbaa !10
  ret i32 %cond
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @held_mode(%struct.holder* nocapture noundef readonly %h) local_unnamed_addr #0 {
entry:
  %cfg = getelementptr inbounds %struct.holder, %struct.holder* %h, i64 0, i32 1
  %0 = load %struct.cfg*, %struct.cfg** %cfg, align 8, !tbaa !11
  %mode = getelementptr inbounds %struct.cfg, %struct.cfg* %0, i64 0, i32 0
  %1 = load i32, i32* %mode, align 8, !tbaa !5
  ret i32 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @misown(%struct.holder* nocapture noundef writeonly %h, %struct.other* noundef %o) local_unnamed_addr #1 {
entry:
  %a = getelementptr inbounds %struct.other, %struct.other* %o, i64 0, i32 0
  store i64 1, i64* %a, align 8, !tbaa !15
  %cfg = getelementptr inbounds %struct.holder, %struct.holder* %h, i64 0, i32 1
  %0 = bitcast %struct.cfg** %cfg to %struct.other**
  store %struct.other* %o, %struct.other** %0, align 8, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #2 {
entry:
  %call = tail call noalias dereferenceable_or_null(48) i8* @calloc(i64 noundef 1, i64 noundef 48) #4
  %0 = bitcast i8* %call to %struct.cfg*
  %cmp = icmp eq i8* %call, null
  br i1 %cmp, label %cleanup15, label %if.end

if.end:                                           ; preds = %entry
  %shl = shl i32 %argc, 15
  %mode = getelementptr inbounds %struct.cfg, %struct.cfg* %0, i64 0, i32 0
  store i32 %shl, i32* %mode, align 8, !tbaa !5
  %read_size = getelementptr inbounds %struct.cfg, %struct.cfg* %0, i64 0, i32 1
  store i32 8, i32* %read_size, align 4, !tbaa !17
  %buf_size = getelementptr inbounds %struct.cfg, %struct.cfg* %0, i64 0, i32 3
  store i32 16, i32* %buf_size, align 8, !tbaa !18
  %call1 = tail call noalias dereferenceable_or_null(16) i8* @calloc(i64 noundef 1, i64 noundef 16) #4
  %1 = bitcast i8* %call1 to %struct.holder*
  %call2 = tail call noalias dereferenceable_or_null(16) i8* @calloc(i64 noundef 1, i64 noundef 16) #4
  %cmp3 = icmp eq i8* %call1, null
  %cmp4 = icmp eq i8* %call2, null
  %or.cond = or i1 %cmp3, %cmp4
  br i1 %or.cond, label %cleanup15, label %if.end6

if.end6:                                          ; preds = %if.end
  %2 = bitcast i8* %call2 to %struct.other*
  %cfg = getelementptr inbounds %struct.holder, %struct.holder* %1, i64 0, i32 1
  %3 = bitcast %struct.cfg** %cfg to i8**
  store i8* %call, i8** %3, align 8, !tbaa !11
  %cmp7 = icmp sgt i32 %argc, 2
  %conv = zext i1 %cmp7 to i32
  %call8 = tail call i32 @held_size(%struct.holder* noundef %1, i32 noundef %conv)
  %call9 = tail call i32 @held_mode(%struct.holder* noundef %1)
  tail call void @misown(%struct.holder* noundef %1, %struct.other* noundef %2)
  %call10 = tail call i32 @size_of(%struct.cfg* noundef nonnull %0)
  %call11 = tail call i32 @size_of(%struct.cfg* noundef nonnull @defcfg)
  %add12 = add i32 %call9, %call8
  %add = add i32 %add12, %call10
  %add13 = add i32 %add, %call11
  br label %cleanup15

cleanup15:                                        ; preds = %if.end6, %if.end, %entry
  %retval.1 = phi i32 [ 1, %entry ], [ %add13, %if.end6 ], [ 2, %if.end ]
  ret i32 %retval.1
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"cfg", !7, i64 0, !7, i64 4, !8, i64 8, !7, i64 40}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!7, !7, i64 0}
!11 = !{!12, !14, i64 8}
!12 = !{!"holder", !13, i64 0, !14, i64 8}
!13 = !{!"long", !8, i64 0}
!14 = !{!"any pointer", !8, i64 0}
!15 = !{!16, !13, i64 0}
!16 = !{!"other", !13, i64 0, !13, i64 8}
!17 = !{!6, !7, i64 4}
!18 = !{!6, !7, i64 40}
