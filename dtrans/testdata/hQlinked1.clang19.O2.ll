; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.P = type { ptr, ptr }
%struct.option = type { i32, ptr }

@.str = private unnamed_addr constant [2 x i8] c"p\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"q\00", align 1
@gp = dso_local local_unnamed_addr global %struct.P { ptr @.str, ptr @.str.1 }, align 8
@options = internal unnamed_addr constant [3 x %struct.option] [%struct.option { i32 0, ptr @files_data }, %struct.option { i32 1, ptr @only_data }, %struct.option { i32 2, ptr null }], align 16
@files = internal global ptr null, align 8
@only = internal global ptr null, align 8
@files_data = internal global %struct.P { ptr @files, ptr @files_last }, align 8
@only_data = internal global %struct.P { ptr @only, ptr @only_last }, align 8
@files_last = internal global ptr null, align 8
@only_last = internal global ptr null, align 8

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #0 {
entry:
  %and = and i32 %argc, 1
  %0 = sext i32 %argc to i64
  %1 = getelementptr ptr, ptr %argv, i64 %0
  %arrayidx = getelementptr i8, ptr %1, i64 -8
  %2 = load ptr, ptr %arrayidx, align 8, !tbaa !5
  %call = tail call i32 @option(i32 noundef %and, ptr noundef %2) #3
  %3 = load ptr, ptr @gp, align 8, !tbaa !9
  %4 = load i8, ptr %3, align 1, !tbaa !11
  %5 = load ptr, ptr %argv, align 8, !tbaa !5
  %6 = load i8, ptr %5, align 1, !tbaa !11
  %cmp = icmp eq i8 %4, %6
  %conv5 = zext i1 %cmp to i32
  %add = add nsw i32 %call, %conv5
  ret i32 %add
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @option(i32 noundef %kind, ptr noundef %arg) local_unnamed_addr #1 {
entry:
  %idxprom = sext i32 %kind to i64
  %arrayidx = getelementptr inbounds [3 x %struct.option], ptr @options, i64 0, i64 %idxprom
  %0 = load i32, ptr %arrayidx, align 16, !tbaa !12
  switch i32 %0, label %if.end25 [
    i32 0, label %if.then
    i32 1, label %if.then9
  ]

if.then:                                          ; preds = %entry
  %data = getelementptr inbounds i8, ptr %arrayidx, i64 8
  %1 = load ptr, ptr %data, align 8, !tbaa !15
  %call = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #4
  store ptr null, ptr %call, align 8, !tbaa !16
  %name = getelementptr inbounds i8, ptr %call, i64 8
  store ptr %arg, ptr %name, align 8, !tbaa !18
  %2 = load ptr, ptr %1, align 8, !tbaa !19
  %3 = load ptr, ptr %2, align 8, !tbaa !5
  %cmp1 = icmp eq ptr %3, null
  br i1 %cmp1, label %if.then2, label %if.else

if.then2:                                         ; preds = %if.then
  store ptr %call, ptr %2, align 8, !tbaa !5
  %last5.phi.trans.insert = getelementptr inbounds i8, ptr %1, i64 8
  %.pre74 = load ptr, ptr %last5.phi.trans.insert, align 8, !tbaa !21
  br label %if.end

if.else:                                          ; preds = %if.then
  %last = getelementptr inbounds i8, ptr %1, i64 8
  %4 = load ptr, ptr %last, align 8, !tbaa !21
  %5 = load ptr, ptr %4, align 8, !tbaa !5
  store ptr %call, ptr %5, align 8, !tbaa !16
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then2
  %6 = phi ptr [ %4, %if.else ], [ %.pre74, %if.then2 ]
  store ptr %call, ptr %6, align 8, !tbaa !5
  br label %if.end25

if.then9:                                         ; preds = %entry
  %data10 = getelementptr inbounds i8, ptr %arrayidx, i64 8
  %7 = load ptr, ptr %data10, align 8, !tbaa !15
  %call11 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #4
  store ptr null, ptr %call11, align 8, !tbaa !22
  %8 = load i8, ptr %arg, align 1, !tbaa !11
  %conv = sext i8 %8 to i32
  %num = getelementptr inbounds i8, ptr %call11, i64 8
  store i32 %conv, ptr %num, align 8, !tbaa !24
  %9 = load ptr, ptr %7, align 8, !tbaa !25
  %10 = load ptr, ptr %9, align 8, !tbaa !5
  %cmp15 = icmp eq ptr %10, null
  br i1 %cmp15, label %if.then17, label %if.else19

if.then17:                                        ; preds = %if.then9
  store ptr %call11, ptr %9, align 8, !tbaa !5
  %last23.phi.trans.insert = getelementptr inbounds i8, ptr %7, i64 8
  %.pre = load ptr, ptr %last23.phi.trans.insert, align 8, !tbaa !27
  br label %if.end22

if.else19:                                        ; preds = %if.then9
  %last20 = getelementptr inbounds i8, ptr %7, i64 8
  %11 = load ptr, ptr %last20, align 8, !tbaa !27
  %12 = load ptr, ptr %11, align 8, !tbaa !5
  store ptr %call11, ptr %12, align 8, !tbaa !22
  br label %if.end22

if.end22:                                         ; preds = %if.else19, %if.then17
  %13 = phi ptr [ %11, %if.else19 ], [ %.pre, %if.then17 ]
  store ptr %call11, ptr %13, align 8, !tbaa !5
  br label %if.end25

if.end25:                                         ; preds = %entry, %if.end22, %if.end
  %f26.065 = load ptr, ptr @files, align 8, !tbaa !5
  %tobool.not66 = icmp eq ptr %f26.065, null
  br i1 %tobool.not66, label %for.cond32.preheader, label %for.body

for.cond32.preheader:                             ; preds = %for.body, %if.end25
  %n.0.lcssa = phi i32 [ 0, %if.end25 ], [ %add, %for.body ]
  %o31.069 = load ptr, ptr @only, align 8, !tbaa !5
  %tobool33.not70 = icmp eq ptr %o31.069, null
  br i1 %tobool33.not70, label %for.cond.cleanup34, label %for.body35

for.body:                                         ; preds = %if.end25, %for.body
  %f26.068 = phi ptr [ %f26.0, %for.body ], [ %f26.065, %if.end25 ]
  %n.067 = phi i32 [ %add, %for.body ], [ 0, %if.end25 ]
  %name27 = getelementptr inbounds i8, ptr %f26.068, i64 8
  %14 = load ptr, ptr %name27, align 8, !tbaa !18
  %15 = load i8, ptr %14, align 1, !tbaa !11
  %conv29 = sext i8 %15 to i32
  %add = add nsw i32 %n.067, %conv29
  %f26.0 = load ptr, ptr %f26.068, align 8, !tbaa !5
  %tobool.not = icmp eq ptr %f26.0, null
  br i1 %tobool.not, label %for.cond32.preheader, label %for.body, !llvm.loop !28

for.cond.cleanup34:                               ; preds = %for.body35, %for.cond32.preheader
  %n.1.lcssa = phi i32 [ %n.0.lcssa, %for.cond32.preheader ], [ %add37, %for.body35 ]
  ret i32 %n.1.lcssa

for.body35:                                       ; preds = %for.cond32.preheader, %for.body35
  %o31.072 = phi ptr [ %o31.0, %for.body35 ], [ %o31.069, %for.cond32.preheader ]
  %n.171 = phi i32 [ %add37, %for.body35 ], [ %n.0.lcssa, %for.cond32.preheader ]
  %num36 = getelementptr inbounds i8, ptr %o31.072, i64 8
  %16 = load i32, ptr %num36, align 8, !tbaa !24
  %add37 = add nsw i32 %16, %n.171
  %o31.0 = load ptr, ptr %o31.072, align 8, !tbaa !5
  %tobool33.not = icmp eq ptr %o31.0, null
  br i1 %tobool33.not, label %for.cond.cleanup34, label %for.body35, !llvm.loop !30
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { nounwind allocsize(0) }

!llvm.ident = !{!0, !0}
!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"P", !6, i64 0, !6, i64 8}
!11 = !{!7, !7, i64 0}
!12 = !{!13, !14, i64 0}
!13 = !{!"option", !14, i64 0, !6, i64 8}
!14 = !{!"int", !7, i64 0}
!15 = !{!13, !6, i64 8}
!16 = !{!17, !6, i64 0}
!17 = !{!"F", !6, i64 0, !6, i64 8}
!18 = !{!17, !6, i64 8}
!19 = !{!20, !6, i64 0}
!20 = !{!"FD", !6, i64 0, !6, i64 8}
!21 = !{!20, !6, i64 8}
!22 = !{!23, !6, i64 0}
!23 = !{!"O", !6, i64 0, !14, i64 8}
!24 = !{!23, !14, i64 8}
!25 = !{!26, !6, i64 0}
!26 = !{!"OD", !6, i64 0, !6, i64 8}
!27 = !{!26, !6, i64 8}
!28 = distinct !{!28, !29}
!29 = !{!"llvm.loop.mustprogress"}
!30 = distinct !{!30, !29}
