; ModuleID = 'hJ_nodewalk.c'
source_filename = "hJ_nodewalk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.Node = type { %struct.NodeKey }
%struct.NodeKey = type { %union.Value, i8, i8, i32, %union.Value }
%union.Value = type { i8* }
%struct.Trio = type { double, double, double }
%struct.Pair = type { i64, i64, i64 }

@slot = dso_local local_unnamed_addr global i8* null, align 8

; Function Attrs: mustprogress noinline nounwind uwtable willreturn
define dso_local noalias i8* @gen_realloc(i8* nocapture noundef %p, i64 noundef %n) local_unnamed_addr #0 {
entry:
  %call = tail call i8* @realloc(i8* noundef %p, i64 noundef %n) #4
  ret i8* %call
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare noalias noundef i8* @realloc(i8* nocapture noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define dso_local i64 @lookup(i32 noundef %mask, i64 noundef %k) local_unnamed_addr #2 {
entry:
  %0 = load %union.Node*, %union.Node** bitcast (i8** @slot to %union.Node**), align 8, !tbaa !5
  %conv = zext i32 %mask to i64
  %and = and i64 %conv, %k
  %arrayidx = getelementptr inbounds %union.Node, %union.Node* %0, i64 %and
  br label %for.cond

for.cond:                                         ; preds = %if.end, %entry
  %n.0 = phi %union.Node* [ %arrayidx, %entry ], [ %add.ptr, %if.end ]
  %ktt = getelementptr inbounds %union.Node, %union.Node* %n.0, i64 0, i32 0, i32 2
  %1 = load i8, i8* %ktt, align 1, !tbaa !9
  %cmp = icmp eq i8 %1, 3
  br i1 %cmp, label %land.lhs.true, label %if.end

land.lhs.true:                                    ; preds = %for.cond
  %key = getelementptr inbounds %union.Node, %union.Node* %n.0, i64 0, i32 0, i32 4
  %i = bitcast %union.Value* %key to i64*
  %2 = load i64, i64* %i, align 8, !tbaa !9
  %cmp4 = icmp eq i64 %2, %k
  br i1 %cmp4, label %if.then, label %if.end

if.then:                                          ; preds = %land.lhs.true
  %i7 = bitcast %union.Node* %n.0 to i64*
  %3 = load i64, i64* %i7, align 8, !tbaa !9
  br label %cleanup13

if.end:                                           ; preds = %land.lhs.true, %for.cond
  %next = getelementptr inbounds %union.Node, %union.Node* %n.0, i64 0, i32 0, i32 3
  %4 = load i32, i32* %next, align 4, !tbaa !9
  %cmp9 = icmp eq i32 %4, 0
  %idx.ext = sext i32 %4 to i64
  %add.ptr = getelementptr inbounds %union.Node, %union.Node* %n.0, i64 %idx.ext
  br i1 %cmp9, label %cleanup13, label %for.cond

cleanup13:                                        ; preds = %if.end, %if.then
  %retval.2 = phi i64 [ %3, %if.then ], [ 0, %if.end ]
  ret i64 %retval.2
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  %call = tail call i8* @gen_realloc(i8* noundef null, i64 noundef 192)
  %call1 = tail call i8* @gen_realloc(i8* noundef null, i64 noundef 192)
  %call2 = tail call i8* @gen_realloc(i8* noundef null, i64 noundef 192)
  %tobool = icmp ne i8* %call, null
  %tobool3 = icmp ne i8* %call1, null
  %or.cond = select i1 %tobool, i1 %tobool3, i1 false
  %tobool5 = icmp ne i8* %call2, null
  %or.cond54 = select i1 %or.cond, i1 %tobool5, i1 false
  br i1 %or.cond54, label %for.body.preheader, label %cleanup

for.body.preheader:                               ; preds = %entry
  %0 = bitcast i8* %call2 to %struct.Trio*
  %1 = bitcast i8* %call1 to %struct.Pair*
  %2 = sext i32 %argc to i64
  %3 = getelementptr inbounds i8, i8* %call, i64 9
  store i8 0, i8* %3, align 1, !tbaa !9
  %next = getelementptr inbounds i8, i8* %call, i64 12
  %4 = bitcast i8* %next to i32*
  store i32 1, i32* %4, align 4, !tbaa !9
  %key = getelementptr inbounds i8, i8* %call, i64 16
  %i15 = bitcast i8* %key to i64*
  store i64 0, i64* %i15, align 8, !tbaa !9
  %i20 = bitcast i8* %call to i64*
  store i64 %2, i64* %i20, align 8, !tbaa !9
  %a = bitcast i8* %call1 to i64*
  store i64 0, i64* %a, align 8, !tbaa !10
  %y = getelementptr inbounds i8, i8* %call2, i64 8
  %5 = bitcast i8* %y to double*
  store double 0.000000e+00, double* %5, align 8, !tbaa !13
  %6 = getelementptr inbounds i8, i8* %call, i64 33
  store i8 1, i8* %6, align 1, !tbaa !9
  %next.1 = getelementptr inbounds i8, i8* %call, i64 36
  %7 = bitcast i8* %next.1 to i32*
  store i32 1, i32* %7, align 4, !tbaa !9
  %key.1 = getelementptr inbounds i8, i8* %call, i64 40
  %i15.1 = bitcast i8* %key.1 to i64*
  store i64 1, i64* %i15.1, align 8, !tbaa !9
  %8 = add nsw i64 %2, 1
  %val.1 = getelementptr inbounds i8, i8* %call, i64 24
  %i20.1 = bitcast i8* %val.1 to i64*
  store i64 %8, i64* %i20.1, align 8, !tbaa !9
  %a.1 = getelementptr inbounds i8, i8* %call1, i64 24
  %9 = bitcast i8* %a.1 to i64*
  store i64 1, i64* %9, align 8, !tbaa !10
  %y.1 = getelementptr inbounds i8, i8* %call2, i64 32
  %10 = bitcast i8* %y.1 to double*
  store double 1.000000e+00, double* %10, align 8, !tbaa !13
  %11 = getelementptr inbounds i8, i8* %call, i64 57
  store i8 2, i8* %11, align 1, !tbaa !9
  %next.2 = getelementptr inbounds i8, i8* %call, i64 60
  %12 = bitcast i8* %next.2 to i32*
  store i32 1, i32* %12, align 4, !tbaa !9
  %key.2 = getelementptr inbounds i8, i8* %call, i64 64
  %i15.2 = bitcast i8* %key.2 to i64*
  store i64 2, i64* %i15.2, align 8, !tbaa !9
  %13 = add nsw i64 %2, 2
  %val.2 = getelementptr inbounds i8, i8* %call, i64 48
  %i20.2 = bitcast i8* %val.2 to i64*
  store i64 %13, i64* %i20.2, align 8, !tbaa !9
  %a.2 = getelementptr inbounds i8, i8* %call1, i64 48
  %14 = bitcast i8* %a.2 to i64*
  store i64 2, i64* %14, align 8, !tbaa !10
  %y.2 = getelementptr inbounds i8, i8* %call2, i64 56
  %15 = bitcast i8* %y.2 to double*
  store double 2.000000e+00, double* %15, align 8, !tbaa !13
  %16 = getelementptr inbounds i8, i8* %call, i64 81
  store i8 3, i8* %16, align 1, !tbaa !9
  %next.3 = getelementptr inbounds i8, i8* %call, i64 84
  %17 = bitcast i8* %next.3 to i32*
  store i32 1, i32* %17, align 4, !tbaa !9
  %key.3 = getelementptr inbounds i8, i8* %call, i64 88
  %i15.3 = bitcast i8* %key.3 to i64*
  store i64 3, i64* %i15.3, align 8, !tbaa !9
  %18 = add nsw i64 %2, 3
  %val.3 = getelementptr inbounds i8, i8* %call, i64 72
  %i20.3 = bitcast i8* %val.3 to i64*
  store i64 %18, i64* %i20.3, align 8, !tbaa !9
  %a.3 = getelementptr inbounds i8, i8* %call1, i64 72
  %19 = bitcast i8* %a.3 to i64*
  store i64 3, i64* %19, align 8, !tbaa !10
  %y.3 = getelementptr inbounds i8, i8* %call2, i64 80
  %20 = bitcast i8* %y.3 to double*
  store double 3.000000e+00, double* %20, align 8, !tbaa !13
  %21 = getelementptr inbounds i8, i8* %call, i64 105
  store i8 0, i8* %21, align 1, !tbaa !9
  %next.4 = getelementptr inbounds i8, i8* %call, i64 108
  %22 = bitcast i8* %next.4 to i32*
  store i32 1, i32* %22, align 4, !tbaa !9
  %key.4 = getelementptr inbounds i8, i8* %call, i64 112
  %i15.4 = bitcast i8* %key.4 to i64*
  store i64 4, i64* %i15.4, align 8, !tbaa !9
  %23 = add nsw i64 %2, 4
  %val.4 = getelementptr inbounds i8, i8* %call, i64 96
  %i20.4 = bitcast i8* %val.4 to i64*
  store i64 %23, i64* %i20.4, align 8, !tbaa !9
  %a.4 = getelementptr inbounds i8, i8* %call1, i64 96
  %24 = bitcast i8* %a.4 to i64*
  store i64 4, i64* %24, align 8, !tbaa !10
  %y.4 = getelementptr inbounds i8, i8* %call2, i64 104
  %25 = bitcast i8* %y.4 to double*
  store double 4.000000e+00, double* %25, align 8, !tbaa !13
  %26 = getelementptr inbounds i8, i8* %call, i64 129
  store i8 1, i8* %26, align 1, !tbaa !9
  %next.5 = getelementptr inbounds i8, i8* %call, i64 132
  %27 = bitcast i8* %next.5 to i32*
  store i32 1, i32* %27, align 4, !tbaa !9
  %key.5 = getelementptr inbounds i8, i8* %call, i64 136
  %i15.5 = bitcast i8* %key.5 to i64*
  store i64 5, i64* %i15.5, align 8, !tbaa !9
  %28 = add nsw i64 %2, 5
  %val.5 = getelementptr inbounds i8, i8* %call, i64 120
  %i20.5 = bitcast i8* %val.5 to i64*
  store i64 %28, i64* %i20.5, align 8, !tbaa !9
  %a.5 = getelementptr inbounds i8, i8* %call1, i64 120
  %29 = bitcast i8* %a.5 to i64*
  store i64 5, i64* %29, align 8, !tbaa !10
  %y.5 = getelementptr inbounds i8, i8* %call2, i64 128
  %30 = bitcast i8* %y.5 to double*
  store double 5.000000e+00, double* %30, align 8, !tbaa !13
  %31 = getelementptr inbounds i8, i8* %call, i64 153
  store i8 2, i8* %31, align 1, !tbaa !9
  %next.6 = getelementptr inbounds i8, i8* %call, i64 156
  %32 = bitcast i8* %next.6 to i32*
  store i32 1, i32* %32, align 4, !tbaa !9
  %key.6 = getelementptr inbounds i8, i8* %call, i64 160
  %i15.6 = bitcast i8* %key.6 to i64*
  store i64 6, i64* %i15.6, align 8, !tbaa !9
  %33 = add nsw i64 %2, 6
  %val.6 = getelementptr inbounds i8, i8* %call, i64 144
  %i20.6 = bitcast i8* %val.6 to i64*
  store i64 %33, i64* %i20.6, align 8, !tbaa !9
  %a.6 = getelementptr inbounds i8, i8* %call1, i64 144
  %34 = bitcast i8* %a.6 to i64*
  store i64 6, i64* %34, align 8, !tbaa !10
  %y.6 = getelementptr inbounds i8, i8* %call2, i64 152
  %35 = bitcast i8* %y.6 to double*
  store double 6.000000e+00, double* %35, align 8, !tbaa !13
  %36 = getelementptr inbounds i8, i8* %call, i64 177
  store i8 3, i8* %36, align 1, !tbaa !9
  %next.7 = getelementptr inbounds i8, i8* %call, i64 180
  %37 = bitcast i8* %next.7 to i32*
  store i32 0, i32* %37, align 4, !tbaa !9
  %key.7 = getelementptr inbounds i8, i8* %call, i64 184
  %i15.7 = bitcast i8* %key.7 to i64*
  store i64 7, i64* %i15.7, align 8, !tbaa !9
  %38 = add nsw i64 %2, 7
  %val.7 = getelementptr inbounds i8, i8* %call, i64 168
  %i20.7 = bitcast i8* %val.7 to i64*
  store i64 %38, i64* %i20.7, align 8, !tbaa !9
  %a.7 = getelementptr inbounds i8, i8* %call1, i64 168
  %39 = bitcast i8* %a.7 to i64*
  store i64 7, i64* %39, align 8, !tbaa !10
  %y.7 = getelementptr inbounds i8, i8* %call2, i64 176
  %40 = bitcast i8* %y.7 to double*
  store double 7.000000e+00, double* %40, align 8, !tbaa !13
  store i8* %call, i8** @slot, align 8, !tbaa !5
  %call28 = tail call i64 @lookup(i32 noundef 7, i64 noundef %2)
  %cmp29 = icmp sgt i32 %argc, 5
  %cmp31 = icmp sgt i32 %argc, 3
  %cond35 = select i1 %cmp31, i8* %call1, i8* %call2
  %cond37 = select i1 %cmp29, i8* %call, i8* %cond35
  %call38 = tail call i8* @gen_realloc(i8* noundef nonnull %cond37, i64 noundef 16)
  tail call void @free(i8* noundef %call38) #4
  %conv39 = trunc i64 %call28 to i32
  %and40 = and i32 %argc, 7
  %41 = zext i32 %and40 to i64
  %a43 = getelementptr inbounds %struct.Pair, %struct.Pair* %1, i64 %41, i32 0
  %42 = load i64, i64* %a43, align 8, !tbaa !10
  %conv44 = trunc i64 %42 to i32
  %add45 = add nsw i32 %conv44, %conv39
  %y49 = getelementptr inbounds %struct.Trio, %struct.Trio* %0, i64 %41, i32 1
  %43 = load double, double* %y49, align 8, !tbaa !13
  %conv50 = fptosi double %43 to i32
  %add51 = add nsw i32 %add45, %conv50
  br label %cleanup

cleanup:                                          ; preds = %entry, %for.body.preheader
  %retval.0 = phi i32 [ %add51, %for.body.preheader ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #1

attributes #0 = { mustprogress noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!9 = !{!7, !7, i64 0}
!10 = !{!11, !12, i64 0}
!11 = !{!"Pair", !12, i64 0, !12, i64 8, !12, i64 16}
!12 = !{!"long", !7, i64 0}
!13 = !{!14, !15, i64 8}
!14 = !{!"Trio", !15, i64 0, !15, i64 8, !15, i64 16}
!15 = !{!"double", !7, i64 0}
