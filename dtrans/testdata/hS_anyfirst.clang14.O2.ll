; ModuleID = 'hS_anyfirst.c'
source_filename = "hS_anyfirst.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Op = type { i32, %union.P4 }
%union.P4 = type { i8* }
%struct.Mem = type { i64, i8*, i16 }
%struct.Coll = type { i8*, i32 }
%struct.Tab = type { i8*, i32 }

@.str = private unnamed_addr constant [2 x i8] c"?\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"enc\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"raw\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local void @display(%struct.Op* nocapture noundef readonly %pOp) local_unnamed_addr #0 {
entry:
  %op = getelementptr inbounds %struct.Op, %struct.Op* %pOp, i64 0, i32 0
  %0 = load i32, i32* %op, align 8, !tbaa !5
  switch i32 %0, label %sw.default [
    i32 1, label %sw.bb
    i32 2, label %sw.bb2
    i32 3, label %sw.bb7
  ]

sw.bb:                                            ; preds = %entry
  %p4 = getelementptr inbounds %struct.Op, %struct.Op* %pOp, i64 0, i32 1
  %pMem1 = bitcast %union.P4* %p4 to %struct.Mem**
  %1 = load %struct.Mem*, %struct.Mem** %pMem1, align 8, !tbaa !10
  %flags = getelementptr inbounds %struct.Mem, %struct.Mem* %1, i64 0, i32 2
  %2 = load i16, i16* %flags, align 8, !tbaa !11
  %3 = and i16 %2, 2
  %tobool.not = icmp eq i16 %3, 0
  br i1 %tobool.not, label %cleanup.thread, label %cleanup

cleanup.thread:                                   ; preds = %sw.bb
  tail call void @emit(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)) #5
  br label %cleanup14

cleanup:                                          ; preds = %sw.bb
  %z = getelementptr inbounds %struct.Mem, %struct.Mem* %1, i64 0, i32 1
  br label %sw.epilog

sw.bb2:                                           ; preds = %entry
  %p43 = getelementptr inbounds %struct.Op, %struct.Op* %pOp, i64 0, i32 1
  %pColl4 = bitcast %union.P4* %p43 to %struct.Coll**
  %4 = load %struct.Coll*, %struct.Coll** %pColl4, align 8, !tbaa !10
  %enc = getelementptr inbounds %struct.Coll, %struct.Coll* %4, i64 0, i32 1
  %5 = load i32, i32* %enc, align 8, !tbaa !16
  %tobool5.not = icmp eq i32 %5, 0
  %cond = select i1 %tobool5.not, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0)
  tail call void @emit(i8* noundef %cond) #5
  br label %cleanup14

sw.bb7:                                           ; preds = %entry
  %p48 = getelementptr inbounds %struct.Op, %struct.Op* %pOp, i64 0, i32 1
  %pTab = bitcast %union.P4* %p48 to %struct.Tab**
  %6 = load %struct.Tab*, %struct.Tab** %pTab, align 8, !tbaa !10
  %zName = getelementptr inbounds %struct.Tab, %struct.Tab* %6, i64 0, i32 0
  br label %sw.epilog

sw.default:                                       ; preds = %entry
  %z10 = getelementptr inbounds %struct.Op, %struct.Op* %pOp, i64 0, i32 1, i32 0
  br label %sw.epilog

sw.epilog:                                        ; preds = %cleanup, %sw.default, %sw.bb7
  %zP4.1.in = phi i8** [ %z10, %sw.default ], [ %zName, %sw.bb7 ], [ %z, %cleanup ]
  %zP4.1 = load i8*, i8** %zP4.1.in, align 8, !tbaa !10
  %cmp = icmp eq i8* %zP4.1, null
  br i1 %cmp, label %cleanup14, label %if.end13

if.end13:                                         ; preds = %sw.epilog
  tail call void @emit(i8* noundef nonnull %zP4.1) #5
  br label %cleanup14

cleanup14:                                        ; preds = %cleanup.thread, %sw.epilog, %if.end13, %sw.bb2
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare void @emit(i8* noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #3 {
entry:
  %ops = alloca [4 x %struct.Op], align 16
  %0 = bitcast [4 x %struct.Op]* %ops to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %0) #5
  %call = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #5
  %1 = bitcast i8* %call to %struct.Tab*
  %call1 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #5
  %2 = bitcast i8* %call1 to %struct.Coll*
  %call2 = tail call noalias dereferenceable_or_null(24) i8* @malloc(i64 noundef 24) #5
  %3 = bitcast i8* %call2 to %struct.Mem*
  %4 = load i8*, i8** %argv, align 8, !tbaa !18
  %zName = getelementptr inbounds %struct.Tab, %struct.Tab* %1, i64 0, i32 0
  store i8* %4, i8** %zName, align 8, !tbaa !19
  %nCol = getelementptr inbounds %struct.Tab, %struct.Tab* %1, i64 0, i32 1
  store i32 %argc, i32* %nCol, align 8, !tbaa !21
  %zName4 = getelementptr inbounds %struct.Coll, %struct.Coll* %2, i64 0, i32 0
  store i8* %4, i8** %zName4, align 8, !tbaa !22
  %enc = getelementptr inbounds %struct.Coll, %struct.Coll* %2, i64 0, i32 1
  store i32 %argc, i32* %enc, align 8, !tbaa !16
  %conv = sext i32 %argc to i64
  %u = getelementptr inbounds %struct.Mem, %struct.Mem* %3, i64 0, i32 0
  store i64 %conv, i64* %u, align 8, !tbaa !23
  %z = getelementptr inbounds %struct.Mem, %struct.Mem* %3, i64 0, i32 1
  store i8* %4, i8** %z, align 8, !tbaa !24
  %conv6 = trunc i32 %argc to i16
  %flags = getelementptr inbounds %struct.Mem, %struct.Mem* %3, i64 0, i32 2
  store i16 %conv6, i16* %flags, align 8, !tbaa !11
  %op = getelementptr inbounds [4 x %struct.Op], [4 x %struct.Op]* %ops, i64 0, i64 0, i32 0
  store i32 1, i32* %op, align 16, !tbaa !5
  %5 = getelementptr inbounds [4 x %struct.Op], [4 x %struct.Op]* %ops, i64 0, i64 0, i32 1, i32 0
  store i8* %call2, i8** %5, align 8, !tbaa !10
  %op10 = getelementptr inbounds [4 x %struct.Op], [4 x %struct.Op]* %ops, i64 0, i64 1, i32 0
  store i32 2, i32* %op10, align 16, !tbaa !5
  %6 = getelementptr inbounds [4 x %struct.Op], [4 x %struct.Op]* %ops, i64 0, i64 1, i32 1, i32 0
  store i8* %call1, i8** %6, align 8, !tbaa !10
  %op14 = getelementptr inbounds [4 x %struct.Op], [4 x %struct.Op]* %ops, i64 0, i64 2, i32 0
  store i32 3, i32* %op14, align 16, !tbaa !5
  %7 = getelementptr inbounds [4 x %struct.Op], [4 x %struct.Op]* %ops, i64 0, i64 2, i32 1, i32 0
  store i8* %call, i8** %7, align 8, !tbaa !10
  %op18 = getelementptr inbounds [4 x %struct.Op], [4 x %struct.Op]* %ops, i64 0, i64 3, i32 0
  store i32 %argc, i32* %op18, align 16, !tbaa !5
  %z22 = getelementptr inbounds [4 x %struct.Op], [4 x %struct.Op]* %ops, i64 0, i64 3, i32 1, i32 0
  store i8* %4, i8** %z22, align 8, !tbaa !10
  %arrayidx24 = getelementptr inbounds [4 x %struct.Op], [4 x %struct.Op]* %ops, i64 0, i64 0
  call void @display(%struct.Op* noundef nonnull %arrayidx24)
  %arrayidx24.1 = getelementptr inbounds [4 x %struct.Op], [4 x %struct.Op]* %ops, i64 0, i64 1
  call void @display(%struct.Op* noundef nonnull %arrayidx24.1)
  %arrayidx24.2 = getelementptr inbounds [4 x %struct.Op], [4 x %struct.Op]* %ops, i64 0, i64 2
  call void @display(%struct.Op* noundef nonnull %arrayidx24.2)
  %arrayidx24.3 = getelementptr inbounds [4 x %struct.Op], [4 x %struct.Op]* %ops, i64 0, i64 3
  call void @display(%struct.Op* noundef nonnull %arrayidx24.3)
  %and = and i32 %argc, 3
  %8 = zext i32 %and to i64
  %p = getelementptr inbounds [4 x %struct.Op], [4 x %struct.Op]* %ops, i64 0, i64 %8, i32 1, i32 0
  %9 = load i8*, i8** %p, align 8, !tbaa !10
  tail call void @sink(i8* noundef %9) #5
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %0) #5
  ret i32 0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #4

declare void @sink(i8* noundef) local_unnamed_addr #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Op", !7, i64 0, !8, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = !{!12, !15, i64 16}
!12 = !{!"Mem", !13, i64 0, !14, i64 8, !15, i64 16}
!13 = !{!"long", !8, i64 0}
!14 = !{!"any pointer", !8, i64 0}
!15 = !{!"short", !8, i64 0}
!16 = !{!17, !7, i64 8}
!17 = !{!"Coll", !14, i64 0, !7, i64 8}
!18 = !{!14, !14, i64 0}
!19 = !{!20, !14, i64 0}
!20 = !{!"Tab", !14, i64 0, !7, i64 8}
!21 = !{!20, !7, i64 8}
!22 = !{!17, !14, i64 0}
!23 = !{!12, !13, i64 0}
!24 = !{!12, !14, i64 8}
