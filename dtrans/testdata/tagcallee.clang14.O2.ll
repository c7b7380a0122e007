; ModuleID = 'tagcallee.c'
source_filename = "tagcallee.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.C = type { void (%struct.C*, i8*, i64, %struct.OS*)*, %union.anon, i32, i64 }
%struct.OS = type { i64, i32, i8*, i8* }
%union.anon = type { [3 x i64] }

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define dso_local i8* @aligned_alloc_c(i64 noundef %align, i64 noundef %size) local_unnamed_addr #0 {
entry:
  %add = add i64 %size, %align
  %call = tail call noalias i8* @malloc(i64 noundef %add) #6
  %tobool.not = icmp eq i8* %call, null
  %0 = ptrtoint i8* %call to i64
  %add1 = add i64 %align, -1
  %sub = add i64 %add1, %0
  %neg = sub i64 0, %align
  %and = and i64 %sub, %neg
  %1 = inttoptr i64 %and to i8*
  %retval.0 = select i1 %tobool.not, i8* null, i8* %1
  ret i8* %retval.0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define dso_local %struct.C* @alloc_c(i32 noundef %level) local_unnamed_addr #0 {
entry:
  %call = tail call i8* @aligned_alloc_c(i64 noundef 32, i64 noundef 48)
  %tobool.not = icmp eq i8* %call, null
  br i1 %tobool.not, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %0 = bitcast i8* %call to %struct.C*
  %level1 = getelementptr inbounds i8, i8* %call, i64 32
  %1 = bitcast i8* %level1 to i32*
  store i32 %level, i32* %1, align 8, !tbaa !5
  %max = getelementptr inbounds i8, i8* %call, i64 40
  %2 = bitcast i8* %max to i64*
  store i64 10, i64* %2, align 8, !tbaa !12
  %cmp = icmp sgt i32 %level, 3
  %impl = bitcast i8* %call to void (%struct.C*, i8*, i64, %struct.OS*)**
  %slow.fast = select i1 %cmp, void (%struct.C*, i8*, i64, %struct.OS*)* @slow, void (%struct.C*, i8*, i64, %struct.OS*)* @fast
  store void (%struct.C*, i8*, i64, %struct.OS*)* %slow.fast, void (%struct.C*, i8*, i64, %struct.OS*)** %impl, align 8, !tbaa !13
  br label %cleanup

cleanup:                                          ; preds = %if.end, %entry
  %retval.0 = phi %struct.C* [ null, %entry ], [ %0, %if.end ]
  ret %struct.C* %retval.0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal void @slow(%struct.C* nocapture noundef readnone %c, i8* nocapture noundef readnone %in, i64 noundef %n, %struct.OS* nocapture noundef %os) #3 {
entry:
  %next = getelementptr inbounds %struct.OS, %struct.OS* %os, i64 0, i32 2
  %0 = load i8*, i8** %next, align 8, !tbaa !14
  %add.ptr = getelementptr inbounds i8, i8* %0, i64 %n
  store i8* %add.ptr, i8** %next, align 8, !tbaa !14
  %n1 = getelementptr inbounds %struct.OS, %struct.OS* %os, i64 0, i32 1
  store i32 0, i32* %n1, align 8, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal void @fast(%struct.C* nocapture noundef readonly %c, i8* nocapture noundef readnone %in, i64 noundef %n, %struct.OS* nocapture noundef writeonly %os) #3 {
entry:
  %bits = getelementptr inbounds %struct.OS, %struct.OS* %os, i64 0, i32 0
  store i64 %n, i64* %bits, align 8, !tbaa !17
  %level = getelementptr inbounds %struct.C, %struct.C* %c, i64 0, i32 2
  %0 = load i32, i32* %level, align 8, !tbaa !5
  %n1 = getelementptr inbounds %struct.OS, %struct.OS* %os, i64 0, i32 1
  store i32 %0, i32* %n1, align 8, !tbaa !16
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local i64 @compress(%struct.C* noundef %c, i8* noundef %in, i64 noundef %n, i8* noundef %out, i64 noundef %avail) local_unnamed_addr #4 {
entry:
  %os = alloca %struct.OS, align 8
  %0 = bitcast %struct.OS* %os to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %0) #6
  %max = getelementptr inbounds %struct.C, %struct.C* %c, i64 0, i32 3
  %1 = load i64, i64* %max, align 8, !tbaa !12
  %cmp = icmp ult i64 %1, %n
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %bits = getelementptr inbounds %struct.OS, %struct.OS* %os, i64 0, i32 0
  store i64 0, i64* %bits, align 8, !tbaa !17
  %n1 = getelementptr inbounds %struct.OS, %struct.OS* %os, i64 0, i32 1
  store i32 0, i32* %n1, align 8, !tbaa !16
  %next = getelementptr inbounds %struct.OS, %struct.OS* %os, i64 0, i32 2
  store i8* %out, i8** %next, align 8, !tbaa !14
  %add.ptr = getelementptr inbounds i8, i8* %out, i64 %avail
  %add.ptr2 = getelementptr inbounds i8, i8* %add.ptr, i64 -8
  %end = getelementptr inbounds %struct.OS, %struct.OS* %os, i64 0, i32 3
  store i8* %add.ptr2, i8** %end, align 8, !tbaa !18
  %impl = getelementptr inbounds %struct.C, %struct.C* %c, i64 0, i32 0
  %2 = load void (%struct.C*, i8*, i64, %struct.OS*)*, void (%struct.C*, i8*, i64, %struct.OS*)** %impl, align 8, !tbaa !13
  call void %2(%struct.C* noundef nonnull %c, i8* noundef %in, i64 noundef %n, %struct.OS* noundef nonnull %os) #6
  %3 = load i8*, i8** %next, align 8, !tbaa !14
  %4 = load i8*, i8** %end, align 8, !tbaa !18
  %cmp5.not = icmp ult i8* %3, %4
  br i1 %cmp5.not, label %if.end7, label %cleanup

if.end7:                                          ; preds = %if.end
  %5 = load i32, i32* %n1, align 8, !tbaa !16
  %tobool.not = icmp eq i32 %5, 0
  br i1 %tobool.not, label %if.end12, label %if.then9

if.then9:                                         ; preds = %if.end7
  %6 = load i64, i64* %bits, align 8, !tbaa !17
  %conv = trunc i64 %6 to i8
  %incdec.ptr = getelementptr inbounds i8, i8* %3, i64 1
  store i8* %incdec.ptr, i8** %next, align 8, !tbaa !14
  store i8 %conv, i8* %3, align 1, !tbaa !19
  %.pre = load i8*, i8** %next, align 8, !tbaa !14
  br label %if.end12

if.end12:                                         ; preds = %if.then9, %if.end7
  %7 = phi i8* [ %.pre, %if.then9 ], [ %3, %if.end7 ]
  %sub.ptr.lhs.cast = ptrtoint i8* %7 to i64
  %sub.ptr.rhs.cast = ptrtoint i8* %out to i64
  %sub.ptr.sub = sub i64 %sub.ptr.lhs.cast, %sub.ptr.rhs.cast
  br label %cleanup

cleanup:                                          ; preds = %if.end, %entry, %if.end12
  %retval.0 = phi i64 [ %sub.ptr.sub, %if.end12 ], [ 0, %entry ], [ 0, %if.end ]
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %0) #6
  ret i64 %retval.0
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #5 {
entry:
  %buf = alloca [64 x i8], align 16
  %0 = getelementptr inbounds [64 x i8], [64 x i8]* %buf, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %0) #6
  %call = tail call %struct.C* @alloc_c(i32 noundef %argc)
  %tobool.not = icmp eq %struct.C* %call, null
  br i1 %tobool.not, label %cond.end, label %cond.true

cond.true:                                        ; preds = %entry
  %1 = load i8*, i8** %argv, align 8, !tbaa !20
  %call1 = call i64 @compress(%struct.C* noundef nonnull %call, i8* noundef %1, i64 noundef 3, i8* noundef nonnull %0, i64 noundef 64)
  %conv = trunc i64 %call1 to i32
  br label %cond.end

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i32 [ %conv, %cond.true ], [ 1, %entry ]
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %0) #6
  ret i32 %cond
}

attributes #0 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !10, i64 32}
!6 = !{!"C", !7, i64 0, !8, i64 8, !10, i64 32, !11, i64 40}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!"long", !8, i64 0}
!12 = !{!6, !11, i64 40}
!13 = !{!6, !7, i64 0}
!14 = !{!15, !7, i64 16}
!15 = !{!"OS", !11, i64 0, !10, i64 8, !7, i64 16, !7, i64 24}
!16 = !{!15, !10, i64 8}
!17 = !{!15, !11, i64 0}
!18 = !{!15, !7, i64 24}
!19 = !{!8, !8, i64 0}
!20 = !{!7, !7, i64 0}
