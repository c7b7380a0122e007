; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.P = type { i8*, i8* }
%struct.option = type { i32, i8* }
%struct.F = type { %struct.F*, i8* }
%struct.O = type { %struct.O*, i32 }
%struct.FD = type { %struct.F**, %struct.F** }
%struct.OD = type { %struct.O**, %struct.O** }

@.str = private unnamed_addr constant [2 x i8] c"p\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"q\00", align 1
@gp = dso_local local_unnamed_addr global %struct.P { i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i32 0, i32 0) }, align 8
@options = internal unnamed_addr constant [3 x %struct.option] [%struct.option { i32 0, i8* bitcast (%struct.FD* @files_data to i8*) }, %struct.option { i32 1, i8* bitcast (%struct.OD* @only_data to i8*) }, %struct.option { i32 2, i8* null }], align 16
@files = internal global %struct.F* null, align 8
@only = internal global %struct.O* null, align 8
@files_data = internal global %struct.FD { %struct.F** @files, %struct.F** @files_last }, align 8
@only_data = internal global %struct.OD { %struct.O** @only, %struct.O** @only_last }, align 8
@files_last = internal global %struct.F* null, align 8
@only_last = internal global %struct.O* null, align 8

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #0 {
entry:
  %and = and i32 %argc, 1
  %sub = add nsw i32 %argc, -1
  %idxprom = sext i32 %sub to i64
  %arrayidx = getelementptr inbounds i8*, i8** %argv, i64 %idxprom
  %0 = load i8*, i8** %arrayidx, align 8, !tbaa !5
  %call = tail call i32 @option(i32 noundef %and, i8* noundef %0) #3
  %1 = load i8*, i8** getelementptr inbounds (%struct.P, %struct.P* @gp, i64 0, i32 0), align 8, !tbaa !9
  %2 = load i8, i8* %1, align 1, !tbaa !11
  %3 = load i8*, i8** %argv, align 8, !tbaa !5
  %4 = load i8, i8* %3, align 1, !tbaa !11
  %cmp = icmp eq i8 %2, %4
  %conv5 = zext i1 %cmp to i32
  %add = add nsw i32 %call, %conv5
  ret i32 %add
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @option(i32 noundef %kind, i8* noundef %arg) local_unnamed_addr #1 {
entry:
  %idxprom = sext i32 %kind to i64
  switch i32 %kind, label %if.end25 [
    i32 0, label %if.then
    i32 1, label %if.then9
  ]

if.then:                                          ; preds = %entry
  %data = getelementptr inbounds [3 x %struct.option], [3 x %struct.option]* @options, i64 0, i64 %idxprom, i32 1
  %0 = bitcast i8** %data to %struct.FD**
  %1 = load %struct.FD*, %struct.FD** %0, align 8, !tbaa !12
  %call = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #3
  %2 = bitcast i8* %call to %struct.F*
  %next = getelementptr inbounds %struct.F, %struct.F* %2, i64 0, i32 0
  store %struct.F* null, %struct.F** %next, align 8, !tbaa !15
  %name = getelementptr inbounds %struct.F, %struct.F* %2, i64 0, i32 1
  store i8* %arg, i8** %name, align 8, !tbaa !17
  %anchor = getelementptr inbounds %struct.FD, %struct.FD* %1, i64 0, i32 0
  %3 = load %struct.F**, %struct.F*** %anchor, align 8, !tbaa !18
  %4 = load %struct.F*, %struct.F** %3, align 8, !tbaa !5
  %cmp1 = icmp eq %struct.F* %4, null
  br i1 %cmp1, label %if.then2, label %if.else

if.then2:                                         ; preds = %if.then
  %5 = bitcast %struct.F** %3 to i8**
  store i8* %call, i8** %5, align 8, !tbaa !5
  %last5.phi.trans.insert = getelementptr inbounds %struct.FD, %struct.FD* %1, i64 0, i32 1
  %.phi.trans.insert82 = bitcast %struct.F*** %last5.phi.trans.insert to i8***
  %.pre83 = load i8**, i8*** %.phi.trans.insert82, align 8, !tbaa !20
  br label %if.end

if.else:                                          ; preds = %if.then
  %last = getelementptr inbounds %struct.FD, %struct.FD* %1, i64 0, i32 1
  %6 = bitcast %struct.F*** %last to i8****
  %7 = load i8***, i8**** %6, align 8, !tbaa !20
  %8 = load i8**, i8*** %7, align 8, !tbaa !5
  store i8* %call, i8** %8, align 8, !tbaa !15
  %9 = bitcast i8*** %7 to i8**
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then2
  %10 = phi i8** [ %9, %if.else ], [ %.pre83, %if.then2 ]
  store i8* %call, i8** %10, align 8, !tbaa !5
  br label %if.end25

if.then9:                                         ; preds = %entry
  %data10 = getelementptr inbounds [3 x %struct.option], [3 x %struct.option]* @options, i64 0, i64 %idxprom, i32 1
  %11 = bitcast i8** %data10 to %struct.OD**
  %12 = load %struct.OD*, %struct.OD** %11, align 8, !tbaa !12
  %call11 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #3
  %13 = bitcast i8* %call11 to %struct.O*
  %next12 = getelementptr inbounds %struct.O, %struct.O* %13, i64 0, i32 0
  store %struct.O* null, %struct.O** %next12, align 8, !tbaa !21
  %14 = load i8, i8* %arg, align 1, !tbaa !11
  %conv = sext i8 %14 to i32
  %num = getelementptr inbounds %struct.O, %struct.O* %13, i64 0, i32 1
  store i32 %conv, i32* %num, align 8, !tbaa !23
  %anchor14 = getelementptr inbounds %struct.OD, %struct.OD* %12, i64 0, i32 0
  %15 = load %struct.O**, %struct.O*** %anchor14, align 8, !tbaa !24
  %16 = load %struct.O*, %struct.O** %15, align 8, !tbaa !5
  %cmp15 = icmp eq %struct.O* %16, null
  br i1 %cmp15, label %if.then17, label %if.else19

if.then17:                                        ; preds = %if.then9
  %17 = bitcast %struct.O** %15 to i8**
  store i8* %call11, i8** %17, align 8, !tbaa !5
  %last23.phi.trans.insert = getelementptr inbounds %struct.OD, %struct.OD* %12, i64 0, i32 1
  %.phi.trans.insert = bitcast %struct.O*** %last23.phi.trans.insert to i8***
  %.pre = load i8**, i8*** %.phi.trans.insert, align 8, !tbaa !26
  br label %if.end22

if.else19:                                        ; preds = %if.then9
  %last20 = getelementptr inbounds %struct.OD, %struct.OD* %12, i64 0, i32 1
  %18 = bitcast %struct.O*** %last20 to i8****
  %19 = load i8***, i8**** %18, align 8, !tbaa !26
  %20 = load i8**, i8*** %19, align 8, !tbaa !5
  store i8* %call11, i8** %20, align 8, !tbaa !21
  %21 = bitcast i8*** %19 to i8**
  br label %if.end22

if.end22:                                         ; preds = %if.else19, %if.then17
  %22 = phi i8** [ %21, %if.else19 ], [ %.pre, %if.then17 ]
  store i8* %call11, i8** %22, align 8, !tbaa !5
  br label %if.end25

if.end25:                                         ; preds = %entry, %if.end22, %if.end
  %f26.073 = load %struct.F*, %struct.F** @files, align 8, !tbaa !5
  %tobool.not74 = icmp eq %struct.F* %f26.073, null
  br i1 %tobool.not74, label %for.cond32.preheader, label %for.body

for.cond32.preheader:                             ; preds = %for.body, %if.end25
  %n.0.lcssa = phi i32 [ 0, %if.end25 ], [ %add, %for.body ]
  %o31.077 = load %struct.O*, %struct.O** @only, align 8, !tbaa !5
  %tobool33.not78 = icmp eq %struct.O* %o31.077, null
  br i1 %tobool33.not78, label %for.cond.cleanup34, label %for.body35

for.body:                                         ; preds = %if.end25, %for.body
  %f26.076 = phi %struct.F* [ %f26.0, %for.body ], [ %f26.073, %if.end25 ]
  %n.075 = phi i32 [ %add, %for.body ], [ 0, %if.end25 ]
  %name27 = getelementptr inbounds %struct.F, %struct.F* %f26.076, i64 0, i32 1
  %23 = load i8*, i8** %name27, align 8, !tbaa !17
  %24 = load i8, i8* %23, align 1, !tbaa !11
  %conv29 = sext i8 %24 to i32
  %add = add nsw i32 %n.075, %conv29
  %next30 = getelementptr inbounds %struct.F, %struct.F* %f26.076, i64 0, i32 0
  %f26.0 = load %struct.F*, %struct.F** %next30, align 8, !tbaa !5
  %tobool.not = icmp eq %struct.F* %f26.0, null
  br i1 %tobool.not, label %for.cond32.preheader, label %for.body, !llvm.loop !27

for.cond.cleanup34:                               ; preds = %for.body35, %for.cond32.preheader
  %n.1.lcssa = phi i32 [ %n.0.lcssa, %for.cond32.preheader ], [ %add37, %for.body35 ]
  ret i32 %n.1.lcssa

for.body35:                                       ; preds = %for.cond32.preheader, %for.body35
  %o31.080 = phi %struct.O* [ %o31.0, %for.body35 ], [ %o31.077, %for.cond32.preheader ]
  %n.179 = phi i32 [ %add37, %for.body35 ], [ %n.0.lcssa, %for.cond32.preheader ]
  %num36 = getelementptr inbounds %struct.O, %struct.O* %o31.080, i64 0, i32 1
  %25 = load i32, i32* %num36, align 8, !tbaa !23
  %add37 = add nsw i32 %25, %n.179
  %next39 = getelementptr inbounds %struct.O, %struct.O* %o31.080, i64 0, i32 0
  %o31.0 = load %struct.O*, %struct.O** %next39, align 8, !tbaa !5
  %tobool33.not = icmp eq %struct.O* %o31.0, null
  br i1 %tobool33.not, label %for.cond.cleanup34, label %for.body35, !llvm.loop !29
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

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
!13 = !{!"option", !14, i64 0, !6, i64 8}
!14 = !{!"int", !7, i64 0}
!15 = !{!16, !6, i64 0}
!16 = !{!"F", !6, i64 0, !6, i64 8}
!17 = !{!16, !6, i64 8}
!18 = !{!19, !6, i64 0}
!19 = !{!"FD", !6, i64 0, !6, i64 8}
!20 = !{!19, !6, i64 8}
!21 = !{!22, !6, i64 0}
!22 = !{!"O", !6, i64 0, !14, i64 8}
!23 = !{!22, !14, i64 8}
!24 = !{!25, !6, i64 0}
!25 = !{!"OD", !6, i64 0, !6, i64 8}
!26 = !{!25, !6, i64 8}
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.mustprogress"}
!29 = distinct !{!29, !28}
