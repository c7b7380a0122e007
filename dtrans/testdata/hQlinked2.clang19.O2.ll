; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.P = type { ptr, ptr, ptr }
%struct.St = type { i64, i64 }

@.str = private unnamed_addr constant [2 x i8] c"p\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"o\00", align 1
@gp = dso_local local_unnamed_addr global %struct.P { ptr @.str, ptr @fq, ptr @.str.1 }, align 8
@table = internal unnamed_addr global [2 x %struct.P] [%struct.P { ptr @.str.3, ptr @fa, ptr null }, %struct.P { ptr @.str.1.4, ptr @fb, ptr null }], align 16
@.str.3 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.1.4 = private unnamed_addr constant [2 x i8] c"b\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal i32 @fq(ptr nocapture noundef readonly %p, ptr noundef %q) #0 {
entry:
  %0 = load i8, ptr %p, align 1, !tbaa !5
  %conv = sext i8 %0 to i64
  store i64 %conv, ptr %q, align 8, !tbaa !8
  %next = getelementptr inbounds i8, ptr %q, i64 8
  store ptr %q, ptr %next, align 8, !tbaa !12
  %conv2 = sext i8 %0 to i32
  ret i32 %conv2
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #4
  %and = and i32 %argc, 1
  %0 = load ptr, ptr %argv, align 8, !tbaa !13
  %call1 = tail call i32 @sys(i32 noundef %and, ptr noundef %0) #5
  %1 = load ptr, ptr getelementptr inbounds (i8, ptr @gp, i64 8), align 8, !tbaa !14
  %2 = load ptr, ptr %argv, align 8, !tbaa !13
  %call3 = tail call i32 %1(ptr noundef %2, ptr noundef %call) #5
  %add = add nsw i32 %call3, %call1
  %3 = load ptr, ptr @gp, align 8, !tbaa !16
  %4 = load i8, ptr %3, align 1, !tbaa !5
  %conv = sext i8 %4 to i32
  %add5 = add nsw i32 %add, %conv
  ret i32 %add5
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @sys(i32 noundef %i, ptr noundef %path) local_unnamed_addr #1 {
entry:
  %st = alloca %struct.St, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %st) #5
  %0 = load ptr, ptr getelementptr inbounds (i8, ptr @table, i64 16), align 16, !tbaa !17
  %tobool.not = icmp eq ptr %0, null
  br i1 %tobool.not, label %for.inc, label %if.then

if.then:                                          ; preds = %entry
  store ptr %0, ptr getelementptr inbounds (i8, ptr @table, i64 8), align 8, !tbaa !19
  br label %for.inc

for.inc:                                          ; preds = %entry, %if.then
  %1 = load ptr, ptr getelementptr inbounds (i8, ptr @table, i64 40), align 8, !tbaa !17
  %tobool.not.1 = icmp eq ptr %1, null
  br i1 %tobool.not.1, label %for.inc.1, label %if.then.1

if.then.1:                                        ; preds = %for.inc
  store ptr %1, ptr getelementptr inbounds (i8, ptr @table, i64 32), align 16, !tbaa !19
  br label %for.inc.1

for.inc.1:                                        ; preds = %if.then.1, %for.inc
  %idxprom6 = sext i32 %i to i64
  %arrayidx7 = getelementptr inbounds [2 x %struct.P], ptr @table, i64 0, i64 %idxprom6
  %cur8 = getelementptr inbounds i8, ptr %arrayidx7, i64 8
  %2 = load ptr, ptr %cur8, align 8, !tbaa !19
  %call = call i32 %2(ptr noundef %path, ptr noundef nonnull %st) #5
  %tobool9.not = icmp eq i32 %call, 0
  br i1 %tobool9.not, label %if.end11, label %if.then10

if.then10:                                        ; preds = %for.inc.1
  %3 = load i64, ptr %st, align 8, !tbaa !20
  %conv = trunc i64 %3 to i32
  br label %cleanup

if.end11:                                         ; preds = %for.inc.1
  %mode = getelementptr inbounds i8, ptr %st, i64 8
  %4 = load i64, ptr %mode, align 8, !tbaa !22
  %conv12 = trunc i64 %4 to i32
  %5 = load ptr, ptr %arrayidx7, align 8, !tbaa !23
  %6 = load i8, ptr %5, align 1, !tbaa !5
  %conv16 = sext i8 %6 to i32
  %add = add nsw i32 %conv16, %conv12
  br label %cleanup

cleanup:                                          ; preds = %if.end11, %if.then10
  %retval.0 = phi i32 [ %conv, %if.then10 ], [ %add, %if.end11 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %st) #5
  ret i32 %retval.0
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal noundef i32 @fa(ptr nocapture noundef readonly %p, ptr nocapture noundef writeonly %st) #0 {
entry:
  %0 = load i8, ptr %p, align 1, !tbaa !5
  %conv = sext i8 %0 to i64
  store i64 %conv, ptr %st, align 8, !tbaa !20
  %mode = getelementptr inbounds i8, ptr %st, i64 8
  store i64 1, ptr %mode, align 8, !tbaa !22
  ret i32 0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal noundef i32 @fb(ptr nocapture noundef readonly %p, ptr nocapture noundef writeonly %st) #0 {
entry:
  %arrayidx = getelementptr inbounds i8, ptr %p, i64 1
  %0 = load i8, ptr %arrayidx, align 1, !tbaa !5
  %conv = sext i8 %0 to i64
  store i64 %conv, ptr %st, align 8, !tbaa !20
  %mode = getelementptr inbounds i8, ptr %st, i64 8
  store i64 2, ptr %mode, align 8, !tbaa !22
  ret i32 1
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

!llvm.ident = !{!0, !0}
!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
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
