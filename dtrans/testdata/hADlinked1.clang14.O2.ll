; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.X = type { %struct.Y*, i32, i8* }
%struct.Y = type { i32 }
%struct.X.1 = type { %struct.Y.0*, i32, i8* }
%struct.Y.0 = type { i64, i64 }

@registry = dso_local local_unnamed_addr global %struct.X* null, align 8
@kept = dso_local local_unnamed_addr global i8** null, align 8

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(24) i8* @calloc(i64 noundef 1, i64 noundef 24) #4
  %0 = bitcast i8* %call to %struct.X*
  %tobool.not = icmp eq i8* %call, null
  br i1 %tobool.not, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %call1 = tail call noalias dereferenceable_or_null(4) i8* @calloc(i64 noundef 1, i64 noundef 4) #4
  %1 = bitcast i8* %call to i8**
  store i8* %call1, i8** %1, align 8, !tbaa !5
  %tobool3.not = icmp eq i8* %call1, null
  br i1 %tobool3.not, label %cleanup, label %if.end5

if.end5:                                          ; preds = %if.end
  %2 = bitcast i8* %call1 to %struct.Y*
  %k = getelementptr inbounds %struct.Y, %struct.Y* %2, i64 0, i32 0
  store i32 %argc, i32* %k, align 4, !tbaa !11
  %n = getelementptr inbounds %struct.X, %struct.X* %0, i64 0, i32 1
  store i32 %argc, i32* %n, align 8, !tbaa !13
  store i8* %call, i8** bitcast (%struct.X** @registry to i8**), align 8, !tbaa !14
  tail call void bitcast (void (%struct.X.1*, i32)* @setdata to void (%struct.X*, i32)*)(%struct.X* noundef nonnull %0, i32 noundef %argc) #4
  %3 = load %struct.X*, %struct.X** @registry, align 8, !tbaa !14
  %n7 = getelementptr inbounds %struct.X, %struct.X* %3, i64 0, i32 1
  %4 = load i32, i32* %n7, align 8, !tbaa !13
  %data = getelementptr inbounds %struct.X, %struct.X* %3, i64 0, i32 2
  %5 = load i8*, i8** %data, align 8, !tbaa !15
  %cmp = icmp ne i8* %5, null
  %conv = zext i1 %cmp to i32
  %add = add nsw i32 %4, %conv
  br label %cleanup

cleanup:                                          ; preds = %if.end, %entry, %if.end5
  %retval.0 = phi i32 [ %add, %if.end5 ], [ 1, %entry ], [ 1, %if.end ]
  ret i32 %retval.0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define dso_local void @setdata(%struct.X.1* noundef %x, i32 noundef %v) local_unnamed_addr #2 {
entry:
  %n = getelementptr inbounds %struct.X.1, %struct.X.1* %x, i64 0, i32 1
  store i32 %v, i32* %n, align 8, !tbaa !13
  %data = getelementptr inbounds %struct.X.1, %struct.X.1* %x, i64 0, i32 2
  tail call fastcc void @keep(i8** noundef nonnull %data)
  ret void
}

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define internal fastcc void @keep(i8** noundef %pp) unnamed_addr #3 {
entry:
  store i8** %pp, i8*** @kept, align 8, !tbaa !14
  %call = tail call noalias dereferenceable_or_null(4) i8* @malloc(i64 noundef 4) #4
  store i8* %call, i8** %pp, align 8, !tbaa !14
  ret void
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.ident = !{!0, !0}
!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!6, !7, i64 0}
!6 = !{!"X", !7, i64 0, !10, i64 8, !7, i64 16}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!12, !10, i64 0}
!12 = !{!"Y", !10, i64 0}
!13 = !{!6, !10, i64 8}
!14 = !{!7, !7, i64 0}
!15 = !{!6, !7, i64 16}
