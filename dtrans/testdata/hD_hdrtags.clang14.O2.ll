; ModuleID = 'hD_hdrtags.c'
source_filename = "hD_hdrtags.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Gstate = type { %struct.Obj*, %struct.Obj* }
%struct.Obj = type { %struct.Obj*, i8, i8 }
%struct.Tab = type { %struct.Obj*, i8, i8, i8, i32, %struct.Obj* }

@main.g = internal global %struct.Gstate zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local void @traverse(%struct.Gstate* nocapture noundef %g, %struct.Tab* noundef %h) local_unnamed_addr #0 {
entry:
  %size = getelementptr inbounds %struct.Tab, %struct.Tab* %h, i64 0, i32 4
  %0 = load i32, i32* %size, align 4, !tbaa !5
  %cmp = icmp sgt i32 %0, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %flags = getelementptr inbounds %struct.Tab, %struct.Tab* %h, i64 0, i32 3
  store i8 1, i8* %flags, align 2, !tbaa !11
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %1 = getelementptr inbounds %struct.Tab, %struct.Tab* %h, i64 0, i32 2
  %2 = load i8, i8* %1, align 1, !tbaa !12
  %3 = or i8 %2, 4
  store i8 %3, i8* %1, align 1, !tbaa !12
  %gclist = getelementptr inbounds %struct.Tab, %struct.Tab* %h, i64 0, i32 5
  %gray = getelementptr inbounds %struct.Gstate, %struct.Gstate* %g, i64 0, i32 0
  %4 = load %struct.Obj*, %struct.Obj** %gray, align 8, !tbaa !14
  store %struct.Obj* %4, %struct.Obj** %gclist, align 8, !tbaa !14
  %5 = bitcast %struct.Gstate* %g to %struct.Tab**
  store %struct.Tab* %h, %struct.Tab** %5, align 8, !tbaa !14
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local %struct.Obj* @newobj(%struct.Gstate* nocapture noundef %g, i32 noundef %tt, i64 noundef %sz) local_unnamed_addr #1 {
entry:
  %call = tail call noalias i8* @calloc(i64 noundef 1, i64 noundef %sz) #5
  %0 = bitcast i8* %call to %struct.Obj*
  %cmp = icmp eq i8* %call, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  tail call void @abort() #6
  unreachable

if.end:                                           ; preds = %entry
  %conv = trunc i32 %tt to i8
  %tt1 = getelementptr inbounds %struct.Obj, %struct.Obj* %0, i64 0, i32 1
  store i8 %conv, i8* %tt1, align 8, !tbaa !15
  %allgc = getelementptr inbounds %struct.Gstate, %struct.Gstate* %g, i64 0, i32 1
  %1 = load %struct.Obj*, %struct.Obj** %allgc, align 8, !tbaa !16
  %next = getelementptr inbounds %struct.Obj, %struct.Obj* %0, i64 0, i32 0
  store %struct.Obj* %1, %struct.Obj** %next, align 8, !tbaa !18
  %2 = bitcast %struct.Obj** %allgc to i8**
  store i8* %call, i8** %2, align 8, !tbaa !16
  ret %struct.Obj* %0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare void @abort() local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #4 {
entry:
  %call = tail call %struct.Obj* @newobj(%struct.Gstate* noundef nonnull @main.g, i32 noundef 5, i64 noundef 24)
  %0 = bitcast %struct.Obj* %call to %struct.Tab*
  %size = getelementptr inbounds %struct.Tab, %struct.Tab* %0, i64 0, i32 4
  store i32 3, i32* %size, align 4, !tbaa !5
  tail call void @traverse(%struct.Gstate* noundef nonnull @main.g, %struct.Tab* noundef %0)
  %1 = load %struct.Obj*, %struct.Obj** getelementptr inbounds (%struct.Gstate, %struct.Gstate* @main.g, i64 0, i32 0), align 8, !tbaa !19
  %cmp = icmp eq %struct.Obj* %1, %call
  br i1 %cmp, label %cond.true, label %cond.end

cond.true:                                        ; preds = %entry
  %flags = getelementptr inbounds %struct.Tab, %struct.Tab* %0, i64 0, i32 3
  %2 = load i8, i8* %flags, align 2, !tbaa !11
  %conv = zext i8 %2 to i32
  br label %cond.end

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i32 [ %conv, %cond.true ], [ 0, %entry ]
  ret i32 %cond
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !10, i64 12}
!6 = !{!"Tab", !7, i64 0, !8, i64 8, !8, i64 9, !8, i64 10, !10, i64 12, !7, i64 16}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!6, !8, i64 10}
!12 = !{!13, !8, i64 9}
!13 = !{!"Obj", !7, i64 0, !8, i64 8, !8, i64 9}
!14 = !{!7, !7, i64 0}
!15 = !{!13, !8, i64 8}
!16 = !{!17, !7, i64 8}
!17 = !{!"Gstate", !7, i64 0, !7, i64 8}
!18 = !{!13, !7, i64 0}
!19 = !{!17, !7, i64 0}
