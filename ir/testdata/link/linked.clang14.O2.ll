; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.shape = type { %struct.point, %struct.shape*, double (%struct.shape*)*, i32 }
%struct.point = type { i32, i32 }
%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.point.2 = type { i64, i64, i64 }

@.str = private unnamed_addr constant [11 x i8] c"two shapes\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"%d %f %d\0A\00", align 1
@shape_list = dso_local local_unnamed_addr global %struct.shape* null, align 8
@shape_count = dso_local local_unnamed_addr global i32 0, align 4
@.str.9 = private unnamed_addr constant [15 x i8] c"out of memory\0A\00", align 1
@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
entry:
  %call = tail call %struct.shape* @new_shape(i32 noundef 1, i32 noundef 2, i32 noundef 3) #7
  %call1 = tail call %struct.shape* @new_shape(i32 noundef 2, i32 noundef 4, i32 noundef 5) #7
  %call.i = tail call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0)) #7
  %0 = load i32, i32* @shape_count, align 4, !tbaa !5
  %call2 = tail call double @total_area() #7
  %x = getelementptr inbounds %struct.shape, %struct.shape* %call, i64 0, i32 0, i32 0
  %1 = load i32, i32* %x, align 8, !tbaa !9
  %call3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), i32 noundef %0, double noundef %call2, i32 noundef %1)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local %struct.shape* @new_shape(i32 noundef %kind, i32 noundef %x, i32 noundef %y) local_unnamed_addr #0 {
entry:
  %call = tail call i8* @xmalloc(i64 noundef 32) #7
  %0 = bitcast i8* %call to %struct.shape*
  %x1 = bitcast i8* %call to i32*
  store i32 %x, i32* %x1, align 8, !tbaa !9
  %y3 = getelementptr inbounds i8, i8* %call, i64 4
  %1 = bitcast i8* %y3 to i32*
  store i32 %y, i32* %1, align 4, !tbaa !13
  %kind4 = getelementptr inbounds i8, i8* %call, i64 24
  %2 = bitcast i8* %kind4 to i32*
  store i32 %kind, i32* %2, align 8, !tbaa !14
  %cmp = icmp eq i32 %kind, 1
  %cond = select i1 %cmp, double (%struct.shape*)* @square_area, double (%struct.shape*)* @circle_area
  %area = getelementptr inbounds i8, i8* %call, i64 16
  %3 = bitcast i8* %area to double (%struct.shape*)**
  store double (%struct.shape*)* %cond, double (%struct.shape*)** %3, align 8, !tbaa !15
  %4 = load %struct.shape*, %struct.shape** @shape_list, align 8, !tbaa !16
  %next = getelementptr inbounds i8, i8* %call, i64 8
  %5 = bitcast i8* %next to %struct.shape**
  store %struct.shape* %4, %struct.shape** %5, align 8, !tbaa !17
  store i8* %call, i8** bitcast (%struct.shape** @shape_list to i8**), align 8, !tbaa !16
  %6 = load i32, i32* @shape_count, align 4, !tbaa !5
  %inc = add nsw i32 %6, 1
  store i32 %inc, i32* @shape_count, align 4, !tbaa !5
  ret %struct.shape* %0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal double @square_area(%struct.shape* nocapture noundef readnone %s) #2 {
entry:
  ret double 1.000000e+00
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal double @circle_area(%struct.shape* nocapture noundef readonly %s) #3 {
entry:
  %x = getelementptr inbounds %struct.shape, %struct.shape* %s, i64 0, i32 0, i32 0
  %0 = load i32, i32* %x, align 8, !tbaa !9
  %conv = sitofp i32 %0 to double
  %mul = fmul double %conv, 3.140000e+00
  ret double %mul
}

; Function Attrs: nounwind uwtable
define dso_local double @total_area() local_unnamed_addr #0 {
entry:
  %s.07 = load %struct.shape*, %struct.shape** @shape_list, align 8, !tbaa !16
  %tobool.not8 = icmp eq %struct.shape* %s.07, null
  br i1 %tobool.not8, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %a.0.lcssa = phi double [ 0.000000e+00, %entry ], [ %add, %for.body ]
  ret double %a.0.lcssa

for.body:                                         ; preds = %for.body, %entry
  %s.010 = phi %struct.shape* [ %s.0, %for.body ], [ %s.07, %entry ]
  %a.09 = phi double [ %add, %for.body ], [ 0.000000e+00, %entry ]
  %area = getelementptr inbounds %struct.shape, %struct.shape* %s.010, i64 0, i32 2
  %0 = load double (%struct.shape*)*, double (%struct.shape*)** %area, align 8, !tbaa !15
  %call = tail call double %0(%struct.shape* noundef nonnull %s.010) #7
  %add = fadd double %a.09, %call
  %next = getelementptr inbounds %struct.shape, %struct.shape* %s.010, i64 0, i32 1
  %s.0 = load %struct.shape*, %struct.shape** %next, align 8, !tbaa !16
  %tobool.not = icmp eq %struct.shape* %s.0, null
  br i1 %tobool.not, label %for.cond.cleanup, label %for.body, !llvm.loop !18
}

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @xmalloc(i64 noundef %n) local_unnamed_addr #0 {
entry:
  %call = tail call noalias i8* @malloc(i64 noundef %n) #7
  %tobool.not = icmp eq i8* %call, null
  br i1 %tobool.not, label %if.then2, label %if.end4

if.then2:                                         ; preds = %entry
  %0 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !16
  %1 = tail call i64 @fwrite(i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.str.9, i64 0, i64 0), i64 14, i64 1, %struct._IO_FILE* %0) #8
  tail call void @exit(i32 noundef 1) #9
  unreachable

if.end4:                                          ; preds = %entry
  ret i8* %call
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(i8* nocapture noundef, i64 noundef, i64 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @point_sum(%struct.point.2* nocapture noundef readonly %p) local_unnamed_addr #3 {
entry:
  %x = getelementptr inbounds %struct.point.2, %struct.point.2* %p, i64 0, i32 0
  %0 = load i64, i64* %x, align 8, !tbaa !20
  %y = getelementptr inbounds %struct.point.2, %struct.point.2* %p, i64 0, i32 1
  %1 = load i64, i64* %y, align 8, !tbaa !23
  %add = add nsw i64 %1, %0
  %z = getelementptr inbounds %struct.point.2, %struct.point.2* %p, i64 0, i32 2
  %2 = load i64, i64* %z, align 8, !tbaa !24
  %add1 = add nsw i64 %add, %2
  ret i64 %add1
}

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { cold }
attributes #9 = { noreturn nounwind }

!llvm.ident = !{!0, !0, !0}
!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"shape", !11, i64 0, !12, i64 8, !12, i64 16, !6, i64 24}
!11 = !{!"point", !6, i64 0, !6, i64 4}
!12 = !{!"any pointer", !7, i64 0}
!13 = !{!10, !6, i64 4}
!14 = !{!10, !6, i64 24}
!15 = !{!10, !12, i64 16}
!16 = !{!12, !12, i64 0}
!17 = !{!10, !12, i64 8}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!21, !22, i64 0}
!21 = !{!"point", !22, i64 0, !22, i64 8, !22, i64 16}
!22 = !{!"long", !7, i64 0}
!23 = !{!21, !22, i64 8}
!24 = !{!21, !22, i64 16}
