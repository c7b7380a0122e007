; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.P = type { i8*, i8* }
%struct.B = type { i8*, i32 (i32)* }

@.str = private unnamed_addr constant [2 x i8] c"p\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"q\00", align 1
@gp = dso_local local_unnamed_addr global %struct.P { i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i32 0, i32 0) }, align 8
@table = internal unnamed_addr constant [2 x %struct.B] [%struct.B { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), i32 (i32)* @one }, %struct.B { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1.4, i32 0, i32 0), i32 (i32)* @two }], align 16
@.str.3 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.1.4 = private unnamed_addr constant [4 x i8] c"two\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #0 {
entry:
  %sub = add nsw i32 %argc, -1
  %idxprom = sext i32 %sub to i64
  %arrayidx = getelementptr inbounds i8*, i8** %argv, i64 %idxprom
  %0 = load i8*, i8** %arrayidx, align 8, !tbaa !5
  %call = tail call i32 @lookup(i8* noundef %0) #2
  %1 = load i8*, i8** getelementptr inbounds (%struct.P, %struct.P* @gp, i64 0, i32 0), align 8, !tbaa !9
  %2 = load i8, i8* %1, align 1, !tbaa !11
  %3 = load i8*, i8** %argv, align 8, !tbaa !5
  %4 = load i8, i8* %3, align 1, !tbaa !11
  %cmp = icmp eq i8 %2, %4
  %conv5 = zext i1 %cmp to i32
  %add = add nsw i32 %call, %conv5
  ret i32 %add
}

; Function Attrs: nounwind uwtable
define dso_local i32 @lookup(i8* nocapture noundef readonly %name) local_unnamed_addr #0 {
entry:
  %0 = load i8, i8* %name, align 1, !tbaa !11
  switch i8 %0, label %cleanup [
    i8 111, label %if.then
    i8 116, label %if.then.fold.split
  ]

if.then.fold.split:                               ; preds = %entry
  br label %if.then

if.then:                                          ; preds = %entry, %if.then.fold.split
  %i.017.lcssa.wide = phi i32 [ 0, %entry ], [ 1, %if.then.fold.split ]
  %conv.le = zext i32 %i.017.lcssa.wide to i64
  %fn = getelementptr inbounds [2 x %struct.B], [2 x %struct.B]* @table, i64 0, i64 %conv.le, i32 1
  %1 = load i32 (i32)*, i32 (i32)** %fn, align 8, !tbaa !12
  %call = tail call i32 %1(i32 noundef %i.017.lcssa.wide) #2
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.then
  %spec.select = phi i32 [ %call, %if.then ], [ 0, %entry ]
  ret i32 %spec.select
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @one(i32 noundef %x) #1 {
entry:
  %add = add nsw i32 %x, 1
  ret i32 %add
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @two(i32 noundef %x) #1 {
entry:
  %add = add nsw i32 %x, 2
  ret i32 %add
}

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.ident = !{!0, !0}
!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"P", !6, i64 0, !6, i64 8}
!11 = !{!7, !7, i64 0}
!12 = !{!13, !6, i64 8}
!13 = !{!"B", !6, i64 0, !6, i64 8}
