; ModuleID = 'hashcast.c'
source_filename = "hashcast.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { %struct.node*, i8 }
%struct.a = type { i32, i8* }
%struct.b = type { double, i32 }

@generic = dso_local local_unnamed_addr global i8* null, align 8
@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i8* @first_row() local_unnamed_addr #0 {
entry:
  %0 = load i8**, i8*** bitcast (i8** @generic to i8***), align 8, !tbaa !5
  %1 = load i8*, i8** %0, align 8, !tbaa !5
  ret i8* %1
}

; Function Attrs: nofree noinline nounwind uwtable
define dso_local i32 @quantize(i32 noundef %n) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(128) i8* @calloc(i64 noundef 16, i64 noundef 8) #4
  %0 = bitcast i8* %call to %struct.node**
  %cmp = icmp eq i8* %call, null
  br i1 %cmp, label %cleanup, label %for.cond.preheader

for.cond.preheader:                               ; preds = %entry
  %cmp153 = icmp sgt i32 %n, 0
  br i1 %cmp153, label %for.body, label %for.body12.preheader

for.body:                                         ; preds = %for.cond.preheader, %if.end5
  %i.054 = phi i32 [ %inc, %if.end5 ], [ 0, %for.cond.preheader ]
  %call2 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #4
  %1 = bitcast i8* %call2 to %struct.node*
  %cmp3 = icmp eq i8* %call2, null
  br i1 %cmp3, label %for.body12.preheader, label %if.end5

if.end5:                                          ; preds = %for.body
  %conv = trunc i32 %i.054 to i8
  %v = getelementptr inbounds %struct.node, %struct.node* %1, i64 0, i32 1
  store i8 %conv, i8* %v, align 8, !tbaa !9
  %and = and i32 %i.054, 15
  %2 = zext i32 %and to i64
  %arrayidx = getelementptr inbounds %struct.node*, %struct.node** %0, i64 %2
  %3 = load %struct.node*, %struct.node** %arrayidx, align 8, !tbaa !5
  %next = getelementptr inbounds %struct.node, %struct.node* %1, i64 0, i32 0
  store %struct.node* %3, %struct.node** %next, align 8, !tbaa !11
  %4 = bitcast %struct.node** %arrayidx to i8**
  store i8* %call2, i8** %4, align 8, !tbaa !5
  %inc = add nuw nsw i32 %i.054, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.body12.preheader, label %for.body, !llvm.loop !12

for.body12.preheader:                             ; preds = %if.end5, %for.body, %for.cond.preheader
  br label %for.body12

for.body12:                                       ; preds = %for.inc24.1, %for.body12.preheader
  %indvars.iv = phi i64 [ 0, %for.body12.preheader ], [ %indvars.iv.next.1, %for.inc24.1 ]
  %sum.060 = phi i32 [ 0, %for.body12.preheader ], [ %sum.1.lcssa.1, %for.inc24.1 ]
  %arrayidx14 = getelementptr inbounds %struct.node*, %struct.node** %0, i64 %indvars.iv
  %t.055 = load %struct.node*, %struct.node** %arrayidx14, align 8, !tbaa !5
  %cmp16.not56 = icmp eq %struct.node* %t.055, null
  br i1 %cmp16.not56, label %for.inc24, label %for.body18

for.body18:                                       ; preds = %for.body12, %for.body18
  %t.058 = phi %struct.node* [ %t.0, %for.body18 ], [ %t.055, %for.body12 ]
  %sum.157 = phi i32 [ %add, %for.body18 ], [ %sum.060, %for.body12 ]
  %v19 = getelementptr inbounds %struct.node, %struct.node* %t.058, i64 0, i32 1
  %5 = load i8, i8* %v19, align 8, !tbaa !9
  %conv20 = sext i8 %5 to i32
  %add = add nsw i32 %sum.157, %conv20
  %next22 = getelementptr inbounds %struct.node, %struct.node* %t.058, i64 0, i32 0
  %t.0 = load %struct.node*, %struct.node** %next22, align 8, !tbaa !5
  %cmp16.not = icmp eq %struct.node* %t.0, null
  br i1 %cmp16.not, label %for.inc24, label %for.body18, !llvm.loop !14

for.inc24:                                        ; preds = %for.body18, %for.body12
  %sum.1.lcssa = phi i32 [ %sum.060, %for.body12 ], [ %add, %for.body18 ]
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx14.1 = getelementptr inbounds %struct.node*, %struct.node** %0, i64 %indvars.iv.next
  %t.055.1 = load %struct.node*, %struct.node** %arrayidx14.1, align 8, !tbaa !5
  %cmp16.not56.1 = icmp eq %struct.node* %t.055.1, null
  br i1 %cmp16.not56.1, label %for.inc24.1, label %for.body18.1

for.body18.1:                                     ; preds = %for.inc24, %for.body18.1
  %t.058.1 = phi %struct.node* [ %t.0.1, %for.body18.1 ], [ %t.055.1, %for.inc24 ]
  %sum.157.1 = phi i32 [ %add.1, %for.body18.1 ], [ %sum.1.lcssa, %for.inc24 ]
  %v19.1 = getelementptr inbounds %struct.node, %struct.node* %t.058.1, i64 0, i32 1
  %6 = load i8, i8* %v19.1, align 8, !tbaa !9
  %conv20.1 = sext i8 %6 to i32
  %add.1 = add nsw i32 %sum.157.1, %conv20.1
  %next22.1 = getelementptr inbounds %struct.node, %struct.node* %t.058.1, i64 0, i32 0
  %t.0.1 = load %struct.node*, %struct.node** %next22.1, align 8, !tbaa !5
  %cmp16.not.1 = icmp eq %struct.node* %t.0.1, null
  br i1 %cmp16.not.1, label %for.inc24.1, label %for.body18.1, !llvm.loop !14

for.inc24.1:                                      ; preds = %for.body18.1, %for.inc24
  %sum.1.lcssa.1 = phi i32 [ %sum.1.lcssa, %for.inc24 ], [ %add.1, %for.body18.1 ]
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %exitcond62.not.1 = icmp eq i64 %indvars.iv.next.1, 16
  br i1 %exitcond62.not.1, label %for.end26, label %for.body12, !llvm.loop !15

for.end26:                                        ; preds = %for.inc24.1
  store i8* %call, i8** @generic, align 8, !tbaa !5
  br label %cleanup

cleanup:                                          ; preds = %entry, %for.end26
  %retval.0 = phi i32 [ %sum.1.lcssa.1, %for.end26 ], [ 0, %entry ]
  ret i32 %retval.0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #4
  %0 = bitcast i8* %call to %struct.a*
  %call1 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #4
  %1 = bitcast i8* %call1 to %struct.b*
  %cmp = icmp eq i8* %call, null
  %cmp2 = icmp eq i8* %call1, null
  %or.cond = or i1 %cmp, %cmp2
  br i1 %or.cond, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %x = getelementptr inbounds %struct.a, %struct.a* %0, i64 0, i32 0
  store i32 %argc, i32* %x, align 8, !tbaa !16
  %name = getelementptr inbounds %struct.a, %struct.a* %0, i64 0, i32 1
  store i8* null, i8** %name, align 8, !tbaa !19
  %w = getelementptr inbounds %struct.b, %struct.b* %1, i64 0, i32 0
  store double 1.000000e+00, double* %w, align 8, !tbaa !20
  %k = getelementptr inbounds %struct.b, %struct.b* %1, i64 0, i32 1
  store i32 %argc, i32* %k, align 8, !tbaa !23
  store i8* %call, i8** @generic, align 8, !tbaa !5
  %call3 = tail call i8* @first_row()
  %cmp4 = icmp ne i8* %call3, null
  %conv = zext i1 %cmp4 to i32
  store i8* %call1, i8** @generic, align 8, !tbaa !5
  %call5 = tail call i8* @first_row()
  %cmp6 = icmp ne i8* %call5, null
  %conv7 = zext i1 %cmp6 to i32
  %add8 = add nuw nsw i32 %conv7, %conv
  store i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i64 0, i64 0), i8** @generic, align 8, !tbaa !5
  %call9 = tail call i8* @first_row()
  %call10 = tail call i32 @quantize(i32 noundef %argc)
  %add11 = add nsw i32 %add8, %call10
  %2 = load i32, i32* %x, align 8, !tbaa !16
  %add13 = add nsw i32 %add11, %2
  %3 = load i32, i32* %k, align 8, !tbaa !23
  %cmp16 = icmp ne i8* %call9, null
  %conv17 = zext i1 %cmp16 to i32
  %add15 = add i32 %add13, %conv17
  %add18 = add i32 %add15, %3
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %add18, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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
!9 = !{!10, !7, i64 8}
!10 = !{!"node", !6, i64 0, !7, i64 8}
!11 = !{!10, !6, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = !{!17, !18, i64 0}
!17 = !{!"a", !18, i64 0, !6, i64 8}
!18 = !{!"int", !7, i64 0}
!19 = !{!17, !6, i64 8}
!20 = !{!21, !22, i64 0}
!21 = !{!"b", !22, i64 0, !18, i64 8}
!22 = !{!"double", !7, i64 0}
!23 = !{!21, !18, i64 8}
