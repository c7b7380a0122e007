; ModuleID = 'tagfirst.c'
source_filename = "tagfirst.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.option = type { i32, i8* }
%struct.fn = type { %struct.fn*, i8* }
%struct.om = type { %struct.om*, i32 }
%struct.pat = type { %struct.pat*, i8*, i64 }
%struct.fndata = type { %struct.fn**, %struct.fn** }
%struct.omdata = type { %struct.om**, %struct.om** }
%struct.patdata = type { %struct.pat**, %struct.pat** }

@options = internal unnamed_addr constant [4 x %struct.option] [%struct.option { i32 1, i8* bitcast (%struct.fndata* @fnd to i8*) }, %struct.option { i32 2, i8* bitcast (%struct.omdata* @omd to i8*) }, %struct.option { i32 3, i8* bitcast (%struct.patdata* @patd to i8*) }, %struct.option zeroinitializer], align 16
@fns = internal global %struct.fn* null, align 8
@oms = internal global %struct.om* null, align 8
@pats = internal global %struct.pat* null, align 8
@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1
@fnd = internal global %struct.fndata { %struct.fn** @fns, %struct.fn** @fns_last }, align 8
@omd = internal global %struct.omdata { %struct.om** @oms, %struct.om** @oms_last }, align 8
@patd = internal global %struct.patdata { %struct.pat** @pats, %struct.pat** @pats_last }, align 8
@fns_last = internal global %struct.fn* null, align 8
@oms_last = internal global %struct.om* null, align 8
@pats_last = internal global %struct.pat* null, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #0 {
entry:
  %cmp205 = icmp sgt i32 %argc, 1
  br i1 %cmp205, label %for.body.preheader, label %for.cond83.preheader

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %argc to i64
  br label %for.body

for.cond83.preheader:                             ; preds = %for.inc, %entry
  %f82.0207 = load %struct.fn*, %struct.fn** @fns, align 8, !tbaa !5
  %cmp84.not208 = icmp eq %struct.fn* %f82.0207, null
  br i1 %cmp84.not208, label %for.cond96.preheader, label %for.body87

for.body:                                         ; preds = %for.body.preheader, %for.inc
  %indvars.iv = phi i64 [ 1, %for.body.preheader ], [ %indvars.iv.next, %for.inc ]
  %arrayidx = getelementptr inbounds i8*, i8** %argv, i64 %indvars.iv
  %0 = load i8*, i8** %arrayidx, align 8, !tbaa !5
  %1 = load i8, i8* %0, align 1, !tbaa !9
  %rem204 = srem i8 %1, 3
  %rem.sext = sext i8 %rem204 to i32
  %idxprom2 = sext i8 %rem204 to i64
  switch i32 %rem.sext, label %for.inc [
    i32 0, label %if.then
    i32 1, label %if.then23
    i32 2, label %if.then49
  ]

if.then:                                          ; preds = %for.body
  %data = getelementptr inbounds [4 x %struct.option], [4 x %struct.option]* @options, i64 0, i64 %idxprom2, i32 1
  %2 = bitcast i8** %data to %struct.fndata**
  %3 = load %struct.fndata*, %struct.fndata** %2, align 8, !tbaa !10
  %call = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #3
  %4 = bitcast i8* %call to %struct.fn*
  %cmp6 = icmp eq i8* %call, null
  br i1 %cmp6, label %cleanup125, label %if.end

if.end:                                           ; preds = %if.then
  %next = getelementptr inbounds %struct.fn, %struct.fn* %4, i64 0, i32 0
  store %struct.fn* null, %struct.fn** %next, align 8, !tbaa !13
  %name = getelementptr inbounds %struct.fn, %struct.fn* %4, i64 0, i32 1
  store i8* %0, i8** %name, align 8, !tbaa !15
  %anchor = getelementptr inbounds %struct.fndata, %struct.fndata* %3, i64 0, i32 0
  %5 = load %struct.fn**, %struct.fn*** %anchor, align 8, !tbaa !16
  %6 = load %struct.fn*, %struct.fn** %5, align 8, !tbaa !5
  %cmp11 = icmp eq %struct.fn* %6, null
  br i1 %cmp11, label %if.then13, label %if.else

if.then13:                                        ; preds = %if.end
  %7 = bitcast %struct.fn** %5 to i8**
  store i8* %call, i8** %7, align 8, !tbaa !5
  %last17.phi.trans.insert = getelementptr inbounds %struct.fndata, %struct.fndata* %3, i64 0, i32 1
  %.phi.trans.insert224 = bitcast %struct.fn*** %last17.phi.trans.insert to i8***
  %.pre225 = load i8**, i8*** %.phi.trans.insert224, align 8, !tbaa !18
  br label %cleanup

if.else:                                          ; preds = %if.end
  %last = getelementptr inbounds %struct.fndata, %struct.fndata* %3, i64 0, i32 1
  %8 = bitcast %struct.fn*** %last to i8****
  %9 = load i8***, i8**** %8, align 8, !tbaa !18
  %10 = load i8**, i8*** %9, align 8, !tbaa !5
  store i8* %call, i8** %10, align 8, !tbaa !13
  %11 = bitcast i8*** %9 to i8**
  br label %cleanup

cleanup:                                          ; preds = %if.then13, %if.else
  %12 = phi i8** [ %.pre225, %if.then13 ], [ %11, %if.else ]
  store i8* %call, i8** %12, align 8, !tbaa !5
  br label %for.inc

if.then23:                                        ; preds = %for.body
  %data24 = getelementptr inbounds [4 x %struct.option], [4 x %struct.option]* @options, i64 0, i64 %idxprom2, i32 1
  %13 = bitcast i8** %data24 to %struct.omdata**
  %14 = load %struct.omdata*, %struct.omdata** %13, align 8, !tbaa !10
  %call25 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #3
  %15 = bitcast i8* %call25 to %struct.om*
  %cmp26 = icmp eq i8* %call25, null
  br i1 %cmp26, label %cleanup125, label %if.end29

if.end29:                                         ; preds = %if.then23
  %next30 = getelementptr inbounds %struct.om, %struct.om* %15, i64 0, i32 0
  store %struct.om* null, %struct.om** %next30, align 8, !tbaa !19
  %num = getelementptr inbounds %struct.om, %struct.om* %15, i64 0, i32 1
  %16 = trunc i64 %indvars.iv to i32
  store i32 %16, i32* %num, align 8, !tbaa !21
  %anchor31 = getelementptr inbounds %struct.omdata, %struct.omdata* %14, i64 0, i32 0
  %17 = load %struct.om**, %struct.om*** %anchor31, align 8, !tbaa !22
  %18 = load %struct.om*, %struct.om** %17, align 8, !tbaa !5
  %cmp32 = icmp eq %struct.om* %18, null
  br i1 %cmp32, label %if.then34, label %if.else36

if.then34:                                        ; preds = %if.end29
  %19 = bitcast %struct.om** %17 to i8**
  store i8* %call25, i8** %19, align 8, !tbaa !5
  %last40.phi.trans.insert = getelementptr inbounds %struct.omdata, %struct.omdata* %14, i64 0, i32 1
  %.phi.trans.insert222 = bitcast %struct.om*** %last40.phi.trans.insert to i8***
  %.pre223 = load i8**, i8*** %.phi.trans.insert222, align 8, !tbaa !24
  br label %cleanup41

if.else36:                                        ; preds = %if.end29
  %last37 = getelementptr inbounds %struct.omdata, %struct.omdata* %14, i64 0, i32 1
  %20 = bitcast %struct.om*** %last37 to i8****
  %21 = load i8***, i8**** %20, align 8, !tbaa !24
  %22 = load i8**, i8*** %21, align 8, !tbaa !5
  store i8* %call25, i8** %22, align 8, !tbaa !19
  %23 = bitcast i8*** %21 to i8**
  br label %cleanup41

cleanup41:                                        ; preds = %if.then34, %if.else36
  %24 = phi i8** [ %.pre223, %if.then34 ], [ %23, %if.else36 ]
  store i8* %call25, i8** %24, align 8, !tbaa !5
  br label %for.inc

if.then49:                                        ; preds = %for.body
  %data50 = getelementptr inbounds [4 x %struct.option], [4 x %struct.option]* @options, i64 0, i64 %idxprom2, i32 1
  %25 = bitcast i8** %data50 to %struct.patdata**
  %26 = load %struct.patdata*, %struct.patdata** %25, align 8, !tbaa !10
  %call51 = tail call noalias dereferenceable_or_null(24) i8* @malloc(i64 noundef 24) #3
  %27 = bitcast i8* %call51 to %struct.pat*
  %cmp52 = icmp eq i8* %call51, null
  br i1 %cmp52, label %cleanup125, label %if.end55

if.end55:                                         ; preds = %if.then49
  %next56 = getelementptr inbounds %struct.pat, %struct.pat* %27, i64 0, i32 0
  store %struct.pat* null, %struct.pat** %next56, align 8, !tbaa !25
  %str = getelementptr inbounds %struct.pat, %struct.pat* %27, i64 0, i32 1
  store i8* %0, i8** %str, align 8, !tbaa !28
  %len = getelementptr inbounds %struct.pat, %struct.pat* %27, i64 0, i32 2
  store i64 %indvars.iv, i64* %len, align 8, !tbaa !29
  %anchor60 = getelementptr inbounds %struct.patdata, %struct.patdata* %26, i64 0, i32 0
  %28 = load %struct.pat**, %struct.pat*** %anchor60, align 8, !tbaa !30
  %29 = load %struct.pat*, %struct.pat** %28, align 8, !tbaa !5
  %cmp61 = icmp eq %struct.pat* %29, null
  br i1 %cmp61, label %if.then63, label %if.else65

if.then63:                                        ; preds = %if.end55
  %30 = bitcast %struct.pat** %28 to i8**
  store i8* %call51, i8** %30, align 8, !tbaa !5
  %last69.phi.trans.insert = getelementptr inbounds %struct.patdata, %struct.patdata* %26, i64 0, i32 1
  %.phi.trans.insert = bitcast %struct.pat*** %last69.phi.trans.insert to i8***
  %.pre = load i8**, i8*** %.phi.trans.insert, align 8, !tbaa !32
  br label %cleanup70

if.else65:                                        ; preds = %if.end55
  %last66 = getelementptr inbounds %struct.patdata, %struct.patdata* %26, i64 0, i32 1
  %31 = bitcast %struct.pat*** %last66 to i8****
  %32 = load i8***, i8**** %31, align 8, !tbaa !32
  %33 = load i8**, i8*** %32, align 8, !tbaa !5
  store i8* %call51, i8** %33, align 8, !tbaa !25
  %34 = bitcast i8*** %32 to i8**
  br label %cleanup70

cleanup70:                                        ; preds = %if.then63, %if.else65
  %35 = phi i8** [ %.pre, %if.then63 ], [ %34, %if.else65 ]
  store i8* %call51, i8** %35, align 8, !tbaa !5
  br label %for.inc

for.inc:                                          ; preds = %cleanup70, %cleanup41, %cleanup, %for.body
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond83.preheader, label %for.body, !llvm.loop !33

for.cond96.preheader:                             ; preds = %for.body87, %for.cond83.preheader
  %sum.0.lcssa = phi i64 [ 0, %for.cond83.preheader ], [ %add, %for.body87 ]
  %o95.0211 = load %struct.om*, %struct.om** @oms, align 8, !tbaa !5
  %cmp97.not212 = icmp eq %struct.om* %o95.0211, null
  br i1 %cmp97.not212, label %for.cond109.preheader, label %for.body100

for.body87:                                       ; preds = %for.cond83.preheader, %for.body87
  %f82.0210 = phi %struct.fn* [ %f82.0, %for.body87 ], [ %f82.0207, %for.cond83.preheader ]
  %sum.0209 = phi i64 [ %add, %for.body87 ], [ 0, %for.cond83.preheader ]
  %name88 = getelementptr inbounds %struct.fn, %struct.fn* %f82.0210, i64 0, i32 1
  %36 = load i8*, i8** %name88, align 8, !tbaa !15
  %37 = load i8, i8* %36, align 1, !tbaa !9
  %conv90 = sext i8 %37 to i64
  %add = add nsw i64 %sum.0209, %conv90
  %next92 = getelementptr inbounds %struct.fn, %struct.fn* %f82.0210, i64 0, i32 0
  %f82.0 = load %struct.fn*, %struct.fn** %next92, align 8, !tbaa !5
  %cmp84.not = icmp eq %struct.fn* %f82.0, null
  br i1 %cmp84.not, label %for.cond96.preheader, label %for.body87, !llvm.loop !35

for.cond109.preheader:                            ; preds = %for.body100, %for.cond96.preheader
  %sum.1.lcssa = phi i64 [ %sum.0.lcssa, %for.cond96.preheader ], [ %add103, %for.body100 ]
  %p108.0216 = load %struct.pat*, %struct.pat** @pats, align 8, !tbaa !5
  %cmp110.not217 = icmp eq %struct.pat* %p108.0216, null
  br i1 %cmp110.not217, label %for.cond.cleanup112, label %for.body113

for.body100:                                      ; preds = %for.cond96.preheader, %for.body100
  %o95.0214 = phi %struct.om* [ %o95.0, %for.body100 ], [ %o95.0211, %for.cond96.preheader ]
  %sum.1213 = phi i64 [ %add103, %for.body100 ], [ %sum.0.lcssa, %for.cond96.preheader ]
  %num101 = getelementptr inbounds %struct.om, %struct.om* %o95.0214, i64 0, i32 1
  %38 = load i32, i32* %num101, align 8, !tbaa !21
  %conv102 = sext i32 %38 to i64
  %add103 = add nsw i64 %sum.1213, %conv102
  %next105 = getelementptr inbounds %struct.om, %struct.om* %o95.0214, i64 0, i32 0
  %o95.0 = load %struct.om*, %struct.om** %next105, align 8, !tbaa !5
  %cmp97.not = icmp eq %struct.om* %o95.0, null
  br i1 %cmp97.not, label %for.cond109.preheader, label %for.body100, !llvm.loop !36

for.cond.cleanup112:                              ; preds = %for.body113, %for.cond109.preheader
  %sum.2.lcssa = phi i64 [ %sum.1.lcssa, %for.cond109.preheader ], [ %add119, %for.body113 ]
  %call124 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %sum.2.lcssa)
  br label %cleanup125

for.body113:                                      ; preds = %for.cond109.preheader, %for.body113
  %p108.0219 = phi %struct.pat* [ %p108.0, %for.body113 ], [ %p108.0216, %for.cond109.preheader ]
  %sum.2218 = phi i64 [ %add119, %for.body113 ], [ %sum.1.lcssa, %for.cond109.preheader ]
  %len114 = getelementptr inbounds %struct.pat, %struct.pat* %p108.0219, i64 0, i32 2
  %39 = load i64, i64* %len114, align 8, !tbaa !29
  %str115 = getelementptr inbounds %struct.pat, %struct.pat* %p108.0219, i64 0, i32 1
  %40 = load i8*, i8** %str115, align 8, !tbaa !28
  %41 = load i8, i8* %40, align 1, !tbaa !9
  %conv117 = sext i8 %41 to i64
  %add118 = add i64 %39, %sum.2218
  %add119 = add i64 %add118, %conv117
  %next121 = getelementptr inbounds %struct.pat, %struct.pat* %p108.0219, i64 0, i32 0
  %p108.0 = load %struct.pat*, %struct.pat** %next121, align 8, !tbaa !5
  %cmp110.not = icmp eq %struct.pat* %p108.0, null
  br i1 %cmp110.not, label %for.cond.cleanup112, label %for.body113, !llvm.loop !37

cleanup125:                                       ; preds = %if.then49, %if.then23, %if.then, %for.cond.cleanup112
  %retval.7 = phi i32 [ 0, %for.cond.cleanup112 ], [ 1, %if.then ], [ 1, %if.then23 ], [ 1, %if.then49 ]
  ret i32 %retval.7
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = !{!11, !6, i64 8}
!11 = !{!"option", !12, i64 0, !6, i64 8}
!12 = !{!"int", !7, i64 0}
!13 = !{!14, !6, i64 0}
!14 = !{!"fn", !6, i64 0, !6, i64 8}
!15 = !{!14, !6, i64 8}
!16 = !{!17, !6, i64 0}
!17 = !{!"fndata", !6, i64 0, !6, i64 8}
!18 = !{!17, !6, i64 8}
!19 = !{!20, !6, i64 0}
!20 = !{!"om", !6, i64 0, !12, i64 8}
!21 = !{!20, !12, i64 8}
!22 = !{!23, !6, i64 0}
!23 = !{!"omdata", !6, i64 0, !6, i64 8}
!24 = !{!23, !6, i64 8}
!25 = !{!26, !6, i64 0}
!26 = !{!"pat", !6, i64 0, !6, i64 8, !27, i64 16}
!27 = !{!"long", !7, i64 0}
!28 = !{!26, !6, i64 8}
!29 = !{!26, !27, i64 16}
!30 = !{!31, !6, i64 0}
!31 = !{!"patdata", !6, i64 0, !6, i64 8}
!32 = !{!31, !6, i64 8}
!33 = distinct !{!33, !34}
!34 = !{!"llvm.loop.mustprogress"}
!35 = distinct !{!35, !34}
!36 = distinct !{!36, !34}
!37 = distinct !{!37, !34}
