; ModuleID = 'constinit.c'
source_filename = "constinit.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.enumval = type { ptr, i32 }

@.str = private unnamed_addr constant [5 x i8] c"none\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"full\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"columns\00", align 1
@__const.parse_detail.aDetail = private unnamed_addr constant [4 x %struct.enumval] [%struct.enumval { ptr @.str, i32 1 }, %struct.enumval { ptr @.str.1, i32 0 }, %struct.enumval { ptr @.str.2, i32 2 }, %struct.enumval zeroinitializer], align 16
@.str.3 = private unnamed_addr constant [8 x i8] c"default\00", align 1
@fallback = dso_local global %struct.enumval { ptr @.str.3, i32 3 }, align 8

; Function Attrs: nofree noinline nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @set_enum(ptr nocapture noundef readonly %a, ptr nocapture noundef readonly %z, ptr nocapture noundef writeonly %out) local_unnamed_addr #0 {
entry:
  %0 = load ptr, ptr %a, align 8, !tbaa !5
  %cmp.not13 = icmp eq ptr %0, null
  br i1 %cmp.not13, label %cleanup, label %for.body

for.cond:                                         ; preds = %for.body
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds %struct.enumval, ptr %a, i64 %indvars.iv.next
  %1 = load ptr, ptr %arrayidx, align 8, !tbaa !5
  %cmp.not = icmp eq ptr %1, null
  br i1 %cmp.not, label %cleanup, label %for.body, !llvm.loop !11

for.body:                                         ; preds = %entry, %for.cond
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.cond ], [ 0, %entry ]
  %2 = phi ptr [ %1, %for.cond ], [ %0, %entry ]
  %call = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %2, ptr noundef nonnull dereferenceable(1) %z) #4
  %cmp4 = icmp eq i32 %call, 0
  br i1 %cmp4, label %if.then, label %for.cond

if.then:                                          ; preds = %for.body
  %value = getelementptr inbounds %struct.enumval, ptr %a, i64 %indvars.iv, i32 1
  %3 = load i32, ptr %value, align 8, !tbaa !13
  store i32 %3, ptr %out, align 4, !tbaa !14
  br label %cleanup

cleanup:                                          ; preds = %for.cond, %entry, %if.then
  %retval.0 = phi i32 [ 0, %if.then ], [ 1, %entry ], [ 1, %for.cond ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @parse_detail(ptr nocapture noundef readonly %z, ptr nocapture noundef writeonly %out) local_unnamed_addr #0 {
entry:
  %call = tail call i32 @set_enum(ptr noundef nonnull @__const.parse_detail.aDetail, ptr noundef %z, ptr noundef %out)
  ret i32 %call
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #3 {
entry:
  %v = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %v) #5
  store i32 0, ptr %v, align 4, !tbaa !14
  %cmp = icmp slt i32 %argc, 2
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %call = call i32 @set_enum(ptr noundef nonnull @fallback, ptr noundef nonnull @.str.3, ptr noundef nonnull %v)
  br label %cleanup

if.end:                                           ; preds = %entry
  %arrayidx = getelementptr inbounds i8, ptr %argv, i64 8
  %0 = load ptr, ptr %arrayidx, align 8, !tbaa !15
  %call1 = call i32 @parse_detail(ptr noundef %0, ptr noundef nonnull %v)
  %1 = load i32, ptr %v, align 4, !tbaa !14
  %add = add nsw i32 %1, %call1
  br label %cleanup

cleanup:                                          ; preds = %if.end, %if.then
  %retval.0 = phi i32 [ %call, %if.then ], [ %add, %if.end ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %v) #5
  ret i32 %retval.0
}

attributes #0 = { nofree noinline nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"enumval", !7, i64 0, !10, i64 8}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!6, !10, i64 8}
!14 = !{!10, !10, i64 0}
!15 = !{!7, !7, i64 0}
