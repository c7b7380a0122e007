; ModuleID = 'constinit.c'
source_filename = "constinit.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.enumval = type { i8*, i32 }

@.str = private unnamed_addr constant [5 x i8] c"none\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"full\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"columns\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"default\00", align 1
@fallback = dso_local global %struct.enumval { i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0), i32 3 }, align 8

; Function Attrs: nofree noinline nounwind uwtable
define dso_local i32 @set_enum(%struct.enumval* nocapture noundef readonly %a, i8* nocapture noundef readonly %z, i32* nocapture noundef writeonly %out) local_unnamed_addr #0 {
entry:
  %name14 = getelementptr inbounds %struct.enumval, %struct.enumval* %a, i64 0, i32 0
  %0 = load i8*, i8** %name14, align 8, !tbaa !5
  %cmp.not15 = icmp eq i8* %0, null
  br i1 %cmp.not15, label %cleanup, label %for.body

for.body:                                         ; preds = %entry, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ 0, %entry ]
  %1 = phi i8* [ %3, %for.inc ], [ %0, %entry ]
  %call = tail call i32 @strcmp(i8* noundef nonnull %1, i8* noundef nonnull dereferenceable(1) %z) #5
  %cmp4 = icmp eq i32 %call, 0
  br i1 %cmp4, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %idxprom.le = and i64 %indvars.iv, 4294967295
  %value = getelementptr inbounds %struct.enumval, %struct.enumval* %a, i64 %idxprom.le, i32 1
  %2 = load i32, i32* %value, align 8, !tbaa !11
  store i32 %2, i32* %out, align 4, !tbaa !12
  br label %cleanup

for.inc:                                          ; preds = %for.body
  %indvars.iv.next = add nuw i64 %indvars.iv, 1
  %name = getelementptr inbounds %struct.enumval, %struct.enumval* %a, i64 %indvars.iv.next, i32 0
  %3 = load i8*, i8** %name, align 8, !tbaa !5
  %cmp.not = icmp eq i8* %3, null
  br i1 %cmp.not, label %cleanup, label %for.body, !llvm.loop !13

cleanup:                                          ; preds = %for.inc, %entry, %if.then
  %retval.0 = phi i32 [ 0, %if.then ], [ 1, %entry ], [ 1, %for.inc ]
  ret i32 %retval.0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strcmp(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local i32 @parse_detail(i8* nocapture noundef readonly %z, i32* nocapture noundef writeonly %out) local_unnamed_addr #0 {
entry:
  %aDetail = alloca [4 x %struct.enumval], align 16
  %0 = bitcast [4 x %struct.enumval]* %aDetail to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %0) #6
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %0, i8 0, i64 64, i1 false)
  %1 = getelementptr inbounds [4 x %struct.enumval], [4 x %struct.enumval]* %aDetail, i64 0, i64 0, i32 0
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i8** %1, align 16
  %2 = getelementptr inbounds [4 x %struct.enumval], [4 x %struct.enumval]* %aDetail, i64 0, i64 0, i32 1
  store i32 1, i32* %2, align 8
  %3 = getelementptr inbounds [4 x %struct.enumval], [4 x %struct.enumval]* %aDetail, i64 0, i64 1, i32 0
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0), i8** %3, align 16
  %4 = getelementptr inbounds [4 x %struct.enumval], [4 x %struct.enumval]* %aDetail, i64 0, i64 2, i32 0
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.2, i64 0, i64 0), i8** %4, align 16
  %5 = getelementptr inbounds [4 x %struct.enumval], [4 x %struct.enumval]* %aDetail, i64 0, i64 2, i32 1
  store i32 2, i32* %5, align 8
  %arraydecay = getelementptr inbounds [4 x %struct.enumval], [4 x %struct.enumval]* %aDetail, i64 0, i64 0
  %call = call i32 @set_enum(%struct.enumval* noundef nonnull %arraydecay, i8* noundef %z, i32* noundef %out)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %0) #6
  ret i32 %call
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #4 {
entry:
  %v = alloca i32, align 4
  %0 = bitcast i32* %v to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %0) #6
  store i32 0, i32* %v, align 4, !tbaa !12
  %cmp = icmp slt i32 %argc, 2
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %call = call i32 @set_enum(%struct.enumval* noundef nonnull @fallback, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i32* noundef nonnull %v)
  br label %cleanup

if.end:                                           ; preds = %entry
  %arrayidx = getelementptr inbounds i8*, i8** %argv, i64 1
  %1 = load i8*, i8** %arrayidx, align 8, !tbaa !15
  %call1 = call i32 @parse_detail(i8* noundef %1, i32* noundef nonnull %v)
  %2 = load i32, i32* %v, align 4, !tbaa !12
  %add = add nsw i32 %2, %call1
  br label %cleanup

cleanup:                                          ; preds = %if.end, %if.then
  %retval.0 = phi i32 [ %call, %if.then ], [ %add, %if.end ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %0) #6
  ret i32 %retval.0
}

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #4 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"enumval", !7, i64 0, !10, i64 8}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!6, !10, i64 8}
!12 = !{!10, !10, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!7, !7, i64 0}
