; ModuleID = 'byvalparam.c'
source_filename = "byvalparam.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.mem = type { i8* (i8*, i64)*, i8* (i8*, i64)*, void (i8*, i8*)*, i8* }

@defmem = dso_local local_unnamed_addr global %struct.mem { i8* (i8*, i64)* @my_alloc, i8* (i8*, i64)* null, void (i8*, i8*)* null, i8* null }, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local i8* @make(%struct.mem* nocapture noundef readonly byval(%struct.mem) align 8 %m, i64 noundef %n) local_unnamed_addr #0 {
entry:
  %m1.sroa.0.0..sroa_idx = getelementptr inbounds %struct.mem, %struct.mem* %m, i64 0, i32 0
  %m1.sroa.0.0.copyload = load i8* (i8*, i64)*, i8* (i8*, i64)** %m1.sroa.0.0..sroa_idx, align 8
  %m1.sroa.4.0..sroa_idx3 = getelementptr inbounds %struct.mem, %struct.mem* %m, i64 0, i32 1
  %m1.sroa.4.0.copyload = load i8* (i8*, i64)*, i8* (i8*, i64)** %m1.sroa.4.0..sroa_idx3, align 8
  %m1.sroa.57.0..sroa_idx8 = getelementptr inbounds %struct.mem, %struct.mem* %m, i64 0, i32 3
  %m1.sroa.57.0.copyload = load i8*, i8** %m1.sroa.57.0..sroa_idx8, align 8
  %tobool.not.i = icmp eq i8* (i8*, i64)* %m1.sroa.4.0.copyload, null
  br i1 %tobool.not.i, label %if.end.i, label %if.then.i

if.then.i:                                        ; preds = %entry
  %call.i = tail call i8* %m1.sroa.4.0.copyload(i8* noundef %m1.sroa.57.0.copyload, i64 noundef %n) #4
  br label %mem_calloc.exit

if.end.i:                                         ; preds = %entry
  %tobool2.not.i = icmp eq i8* (i8*, i64)* %m1.sroa.0.0.copyload, null
  br i1 %tobool2.not.i, label %if.end7.i, label %if.then3.i

if.then3.i:                                       ; preds = %if.end.i
  %call6.i = tail call i8* %m1.sroa.0.0.copyload(i8* noundef %m1.sroa.57.0.copyload, i64 noundef %n) #4
  br label %mem_calloc.exit

if.end7.i:                                        ; preds = %if.end.i
  %call8.i = tail call noalias i8* @calloc(i64 noundef 1, i64 noundef %n) #4
  br label %mem_calloc.exit

mem_calloc.exit:                                  ; preds = %if.then.i, %if.then3.i, %if.end7.i
  %retval.0.i = phi i8* [ %call.i, %if.then.i ], [ %call6.i, %if.then3.i ], [ %call8.i, %if.end7.i ]
  ret i8* %retval.0.i
}

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define internal noalias i8* @my_alloc(i8* nocapture noundef readnone %o, i64 noundef %n) #1 {
entry:
  %call = tail call noalias i8* @malloc(i64 noundef %n) #4
  ret i8* %call
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #2 {
entry:
  %0 = load i8*, i8** getelementptr inbounds (%struct.mem, %struct.mem* @defmem, i64 0, i32 3), align 8, !tbaa !5
  %cmp = icmp ne i8* %0, null
  %cmp1 = icmp sgt i32 %argc, 1
  %1 = and i1 %cmp1, %cmp
  %land.ext = zext i1 %1 to i32
  ret i32 %land.ext
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 24}
!6 = !{!"mem", !7, i64 0, !7, i64 8, !7, i64 16, !7, i64 24}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
