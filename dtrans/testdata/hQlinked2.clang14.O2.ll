; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.P = type { i8*, i32 (i8*, %struct.Q*)*, i8* }
%struct.Q = type { i64, %struct.Q* }
%struct.Sys = type { i8*, i32 (i8*, %struct.St*)*, i32 (i8*, %struct.St*)* }
%struct.St = type { i64, i64 }

@.str = private unnamed_addr constant [2 x i8] c"p\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"o\00", align 1
@gp = dso_local local_unnamed_addr global %struct.P { i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i32 0, i32 0), i32 (i8*, %struct.Q*)* @fq, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i32 0, i32 0) }, align 8
@table = internal unnamed_addr global [2 x %struct.Sys] [%struct.Sys { i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i32 0, i32 0), i32 (i8*, %struct.St*)* @fa, i32 (i8*, %struct.St*)* null }, %struct.Sys { i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1.4, i32 0, i32 0), i32 (i8*, %struct.St*)* @fb, i32 (i8*, %struct.St*)* null }], align 16
@.str.3 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.1.4 = private unnamed_addr constant [2 x i8] c"b\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define internal i32 @fq(i8* nocapture noundef readonly %p, %struct.Q* noundef %q) #0 {
entry:
  %0 = load i8, i8* %p, align 1, !tbaa !5
  %conv = sext i8 %0 to i64
  %n = getelementptr inbounds %struct.Q, %struct.Q* %q, i64 0, i32 0
  store i64 %conv, i64* %n, align 8, !tbaa !8
  %next = getelementptr inbounds %struct.Q, %struct.Q* %q, i64 0, i32 1
  store %struct.Q* %q, %struct.Q** %next, align 8, !tbaa !12
  %conv2 = sext i8 %0 to i32
  ret i32 %conv2
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #4
  %0 = bitcast i8* %call to %struct.Q*
  %and = and i32 %argc, 1
  %1 = load i8*, i8** %argv, align 8, !tbaa !13
  %call1 = tail call i32 @sys(i32 noundef %and, i8* noundef %1) #4
  %2 = load i32 (i8*, %struct.Q*)*, i32 (i8*, %struct.Q*)** getelementptr inbounds (%struct.P, %struct.P* @gp, i64 0, i32 1), align 8, !tbaa !14
  %3 = load i8*, i8** %argv, align 8, !tbaa !13
  %call3 = tail call i32 %2(i8* noundef %3, %struct.Q* noundef %0) #4
  %add = add nsw i32 %call3, %call1
  %4 = load i8*, i8** getelementptr inbounds (%struct.P, %struct.P* @gp, i64 0, i32 0), align 8, !tbaa !16
  %5 = load i8, i8* %4, align 1, !tbaa !5
  %conv = sext i8 %5 to i32
  %add5 = add nsw i32 %add, %conv
  ret i32 %add5
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @sys(i32 noundef %i, i8* noundef %path) local_unnamed_addr #1 {
entry:
  %st = alloca %struct.St, align 8
  %0 = bitcast %struct.St* %st to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %0) #4
  %1 = load i32 (i8*, %struct.St*)*, i32 (i8*, %struct.St*)** getelementptr inbounds ([2 x %struct.Sys], [2 x %struct.Sys]* @table, i64 0, i64 0, i32 2), align 16, !tbaa !17
  %tobool.not = icmp eq i32 (i8*, %struct.St*)* %1, null
  br i1 %tobool.not, label %for.inc, label %if.then

if.then:                                          ; preds = %entry
  store i32 (i8*, %struct.St*)* %1, i32 (i8*, %struct.St*)** getelementptr inbounds ([2 x %struct.Sys], [2 x %struct.Sys]* @table, i64 0, i64 0, i32 1), align 8, !tbaa !19
  br label %for.inc

for.inc:                                          ; preds = %entry, %if.then
  %2 = load i32 (i8*, %struct.St*)*, i32 (i8*, %struct.St*)** getelementptr inbounds ([2 x %struct.Sys], [2 x %struct.Sys]* @table, i64 0, i64 1, i32 2), align 8, !tbaa !17
  %tobool.not.1 = icmp eq i32 (i8*, %struct.St*)* %2, null
  br i1 %tobool.not.1, label %for.inc.1, label %if.then.1

if.then.1:                                        ; preds = %for.inc
  store i32 (i8*, %struct.St*)* %2, i32 (i8*, %struct.St*)** getelementptr inbounds ([2 x %struct.Sys], [2 x %struct.Sys]* @table, i64 0, i64 1, i32 1), align 16, !tbaa !19
  br label %for.inc.1

for.inc.1:                                        ; preds = %if.then.1, %for.inc
  %idxprom6 = sext i32 %i to i64
  %cur8 = getelementptr inbounds [2 x %struct.Sys], [2 x %struct.Sys]* @table, i64 0, i64 %idxprom6, i32 1
  %3 = load i32 (i8*, %struct.St*)*, i32 (i8*, %struct.St*)** %cur8, align 8, !tbaa !19
  %call = call i32 %3(i8* noundef %path, %struct.St* noundef nonnull %st) #4
  %tobool9.not = icmp eq i32 %call, 0
  br i1 %tobool9.not, label %if.end11, label %if.then10

if.then10:                                        ; preds = %for.inc.1
  %size = getelementptr inbounds %struct.St, %struct.St* %st, i64 0, i32 0
  %4 = load i64, i64* %size, align 8, !tbaa !20
  %conv = trunc i64 %4 to i32
  br label %cleanup

if.end11:                                         ; preds = %for.inc.1
  %mode = getelementptr inbounds %struct.St, %struct.St* %st, i64 0, i32 1
  %5 = load i64, i64* %mode, align 8, !tbaa !22
  %conv12 = trunc i64 %5 to i32
  %name = getelementptr inbounds [2 x %struct.Sys], [2 x %struct.Sys]* @table, i64 0, i64 %idxprom6, i32 0
  %6 = load i8*, i8** %name, align 8, !tbaa !23
  %7 = load i8, i8* %6, align 1, !tbaa !5
  %conv16 = sext i8 %7 to i32
  %add = add nsw i32 %conv16, %conv12
  br label %cleanup

cleanup:                                          ; preds = %if.end11, %if.then10
  %retval.0 = phi i32 [ %conv, %if.then10 ], [ %add, %if.end11 ]
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %0) #4
  ret i32 %retval.0
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define internal i32 @fa(i8* nocapture noundef readonly %p, %struct.St* nocapture noundef writeonly %st) #0 {
entry:
  %0 = load i8, i8* %p, align 1, !tbaa !5
  %conv = sext i8 %0 to i64
  %size = getelementptr inbounds %struct.St, %struct.St* %st, i64 0, i32 0
  store i64 %conv, i64* %size, align 8, !tbaa !20
  %mode = getelementptr inbounds %struct.St, %struct.St* %st, i64 0, i32 1
  store i64 1, i64* %mode, align 8, !tbaa !22
  ret i32 0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define internal i32 @fb(i8* nocapture noundef readonly %p, %struct.St* nocapture noundef writeonly %st) #0 {
entry:
  %arrayidx = getelementptr inbounds i8, i8* %p, i64 1
  %0 = load i8, i8* %arrayidx, align 1, !tbaa !5
  %conv = sext i8 %0 to i64
  %size = getelementptr inbounds %struct.St, %struct.St* %st, i64 0, i32 0
  store i64 %conv, i64* %size, align 8, !tbaa !20
  %mode = getelementptr inbounds %struct.St, %struct.St* %st, i64 0, i32 1
  store i64 2, i64* %mode, align 8, !tbaa !22
  ret i32 1
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nosync nounwind willreturn }
attributes #4 = { nounwind }

!llvm.ident = !{!0, !0}
!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !10, i64 0}
!9 = !{!"Q", !10, i64 0, !11, i64 8}
!10 = !{!"long", !6, i64 0}
!11 = !{!"any pointer", !6, i64 0}
!12 = !{!9, !11, i64 8}
!13 = !{!11, !11, i64 0}
!14 = !{!15, !11, i64 8}
!15 = !{!"P", !11, i64 0, !11, i64 8, !11, i64 16}
!16 = !{!15, !11, i64 0}
!17 = !{!18, !11, i64 16}
!18 = !{!"Sys", !11, i64 0, !11, i64 8, !11, i64 16}
!19 = !{!18, !11, i64 8}
!20 = !{!21, !10, i64 0}
!21 = !{!"St", !10, i64 0, !10, i64 8}
!22 = !{!21, !10, i64 8}
!23 = !{!18, !11, i64 0}
