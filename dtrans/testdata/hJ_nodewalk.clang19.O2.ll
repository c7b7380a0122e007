; ModuleID = 'hJ_nodewalk.c'
source_filename = "hJ_nodewalk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.Node = type { %struct.NodeKey }
%struct.NodeKey = type { %union.Value, i8, i8, i32, %union.Value }
%union.Value = type { ptr }
%struct.Pair = type { i64, i64, i64 }
%struct.Trio = type { double, double, double }

@slot = dso_local local_unnamed_addr global ptr null, align 8

; Function Attrs: mustprogress noinline nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local noalias noundef ptr @gen_realloc(ptr nocapture noundef %p, i64 noundef %n) local_unnamed_addr #0 {
entry:
  %call = tail call ptr @realloc(ptr noundef %p, i64 noundef %n) #5
  ret ptr %call
}

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @lookup(i32 noundef %mask, i64 noundef %k) local_unnamed_addr #2 {
entry:
  %0 = load ptr, ptr @slot, align 8, !tbaa !5
  %conv = zext i32 %mask to i64
  %and = and i64 %conv, %k
  %arrayidx = getelementptr inbounds %union.Node, ptr %0, i64 %and
  br label %for.cond

for.cond:                                         ; preds = %if.end, %entry
  %n.0 = phi ptr [ %arrayidx, %entry ], [ %add.ptr, %if.end ]
  %ktt = getelementptr inbounds i8, ptr %n.0, i64 9
  %1 = load i8, ptr %ktt, align 1, !tbaa !9
  %cmp = icmp eq i8 %1, 3
  br i1 %cmp, label %land.lhs.true, label %if.end

land.lhs.true:                                    ; preds = %for.cond
  %key = getelementptr inbounds i8, ptr %n.0, i64 16
  %2 = load i64, ptr %key, align 8, !tbaa !9
  %cmp3 = icmp eq i64 %2, %k
  br i1 %cmp3, label %if.then, label %if.end

if.then:                                          ; preds = %land.lhs.true
  %3 = load i64, ptr %n.0, align 8, !tbaa !9
  br label %cleanup9

if.end:                                           ; preds = %land.lhs.true, %for.cond
  %next = getelementptr inbounds i8, ptr %n.0, i64 12
  %4 = load i32, ptr %next, align 4, !tbaa !9
  %cmp5.not = icmp eq i32 %4, 0
  %idx.ext = sext i32 %4 to i64
  %add.ptr = getelementptr inbounds %union.Node, ptr %n.0, i64 %idx.ext
  br i1 %cmp5.not, label %cleanup9, label %for.cond

cleanup9:                                         ; preds = %if.end, %if.then
  %retval.2 = phi i64 [ %3, %if.then ], [ 0, %if.end ]
  ret i64 %retval.2
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  %call = tail call ptr @gen_realloc(ptr noundef null, i64 noundef 192)
  %call1 = tail call ptr @gen_realloc(ptr noundef null, i64 noundef 192)
  %call2 = tail call ptr @gen_realloc(ptr noundef null, i64 noundef 192)
  %tobool = icmp ne ptr %call, null
  %tobool3 = icmp ne ptr %call1, null
  %or.cond = and i1 %tobool, %tobool3
  %tobool5 = icmp ne ptr %call2, null
  %or.cond49 = and i1 %or.cond, %tobool5
  br i1 %or.cond49, label %for.body.preheader, label %cleanup

for.body.preheader:                               ; preds = %entry
  %0 = sext i32 %argc to i64
  %ktt = getelementptr inbounds i8, ptr %call, i64 9
  store i8 0, ptr %ktt, align 1, !tbaa !9
  %next = getelementptr inbounds i8, ptr %call, i64 12
  store i32 1, ptr %next, align 4, !tbaa !9
  %key = getelementptr inbounds i8, ptr %call, i64 16
  store i64 0, ptr %key, align 8, !tbaa !9
  store i64 %0, ptr %call, align 8, !tbaa !9
  store i64 0, ptr %call1, align 8, !tbaa !10
  %y = getelementptr inbounds i8, ptr %call2, i64 8
  store double 0.000000e+00, ptr %y, align 8, !tbaa !13
  %arrayidx.1 = getelementptr inbounds i8, ptr %call, i64 24
  %ktt.1 = getelementptr inbounds i8, ptr %call, i64 33
  store i8 1, ptr %ktt.1, align 1, !tbaa !9
  %next.1 = getelementptr inbounds i8, ptr %call, i64 36
  store i32 1, ptr %next.1, align 4, !tbaa !9
  %key.1 = getelementptr inbounds i8, ptr %call, i64 40
  store i64 1, ptr %key.1, align 8, !tbaa !9
  %1 = add nsw i64 %0, 1
  store i64 %1, ptr %arrayidx.1, align 8, !tbaa !9
  %arrayidx18.1 = getelementptr inbounds i8, ptr %call1, i64 24
  store i64 1, ptr %arrayidx18.1, align 8, !tbaa !10
  %y.1 = getelementptr inbounds i8, ptr %call2, i64 32
  store double 1.000000e+00, ptr %y.1, align 8, !tbaa !13
  %arrayidx.2 = getelementptr inbounds i8, ptr %call, i64 48
  %ktt.2 = getelementptr inbounds i8, ptr %call, i64 57
  store i8 2, ptr %ktt.2, align 1, !tbaa !9
  %next.2 = getelementptr inbounds i8, ptr %call, i64 60
  store i32 1, ptr %next.2, align 4, !tbaa !9
  %key.2 = getelementptr inbounds i8, ptr %call, i64 64
  store i64 2, ptr %key.2, align 8, !tbaa !9
  %2 = add nsw i64 %0, 2
  store i64 %2, ptr %arrayidx.2, align 8, !tbaa !9
  %arrayidx18.2 = getelementptr inbounds i8, ptr %call1, i64 48
  store i64 2, ptr %arrayidx18.2, align 8, !tbaa !10
  %y.2 = getelementptr inbounds i8, ptr %call2, i64 56
  store double 2.000000e+00, ptr %y.2, align 8, !tbaa !13
  %arrayidx.3 = getelementptr inbounds i8, ptr %call, i64 72
  %ktt.3 = getelementptr inbounds i8, ptr %call, i64 81
  store i8 3, ptr %ktt.3, align 1, !tbaa !9
  %next.3 = getelementptr inbounds i8, ptr %call, i64 84
  store i32 1, ptr %next.3, align 4, !tbaa !9
  %key.3 = getelementptr inbounds i8, ptr %call, i64 88
  store i64 3, ptr %key.3, align 8, !tbaa !9
  %3 = add nsw i64 %0, 3
  store i64 %3, ptr %arrayidx.3, align 8, !tbaa !9
  %arrayidx18.3 = getelementptr inbounds i8, ptr %call1, i64 72
  store i64 3, ptr %arrayidx18.3, align 8, !tbaa !10
  %y.3 = getelementptr inbounds i8, ptr %call2, i64 80
  store double 3.000000e+00, ptr %y.3, align 8, !tbaa !13
  %arrayidx.4 = getelementptr inbounds i8, ptr %call, i64 96
  %ktt.4 = getelementptr inbounds i8, ptr %call, i64 105
  store i8 0, ptr %ktt.4, align 1, !tbaa !9
  %next.4 = getelementptr inbounds i8, ptr %call, i64 108
  store i32 1, ptr %next.4, align 4, !tbaa !9
  %key.4 = getelementptr inbounds i8, ptr %call, i64 112
  store i64 4, ptr %key.4, align 8, !tbaa !9
  %4 = add nsw i64 %0, 4
  store i64 %4, ptr %arrayidx.4, align 8, !tbaa !9
  %arrayidx18.4 = getelementptr inbounds i8, ptr %call1, i64 96
  store i64 4, ptr %arrayidx18.4, align 8, !tbaa !10
  %y.4 = getelementptr inbounds i8, ptr %call2, i64 104
  store double 4.000000e+00, ptr %y.4, align 8, !tbaa !13
  %arrayidx.5 = getelementptr inbounds i8, ptr %call, i64 120
  %ktt.5 = getelementptr inbounds i8, ptr %call, i64 129
  store i8 1, ptr %ktt.5, align 1, !tbaa !9
  %next.5 = getelementptr inbounds i8, ptr %call, i64 132
  store i32 1, ptr %next.5, align 4, !tbaa !9
  %key.5 = getelementptr inbounds i8, ptr %call, i64 136
  store i64 5, ptr %key.5, align 8, !tbaa !9
  %5 = add nsw i64 %0, 5
  store i64 %5, ptr %arrayidx.5, align 8, !tbaa !9
  %arrayidx18.5 = getelementptr inbounds i8, ptr %call1, i64 120
  store i64 5, ptr %arrayidx18.5, align 8, !tbaa !10
  %y.5 = getelementptr inbounds i8, ptr %call2, i64 128
  store double 5.000000e+00, ptr %y.5, align 8, !tbaa !13
  %arrayidx.6 = getelementptr inbounds i8, ptr %call, i64 144
  %ktt.6 = getelementptr inbounds i8, ptr %call, i64 153
  store i8 2, ptr %ktt.6, align 1, !tbaa !9
  %next.6 = getelementptr inbounds i8, ptr %call, i64 156
  store i32 1, ptr %next.6, align 4, !tbaa !9
  %key.6 = getelementptr inbounds i8, ptr %call, i64 160
  store i64 6, ptr %key.6, align 8, !tbaa !9
  %6 = add nsw i64 %0, 6
  store i64 %6, ptr %arrayidx.6, align 8, !tbaa !9
  %arrayidx18.6 = getelementptr inbounds i8, ptr %call1, i64 144
  store i64 6, ptr %arrayidx18.6, align 8, !tbaa !10
  %y.6 = getelementptr inbounds i8, ptr %call2, i64 152
  store double 6.000000e+00, ptr %y.6, align 8, !tbaa !13
  %arrayidx.7 = getelementptr inbounds i8, ptr %call, i64 168
  %ktt.7 = getelementptr inbounds i8, ptr %call, i64 177
  store i8 3, ptr %ktt.7, align 1, !tbaa !9
  %next.7 = getelementptr inbounds i8, ptr %call, i64 180
  store i32 0, ptr %next.7, align 4, !tbaa !9
  %key.7 = getelementptr inbounds i8, ptr %call, i64 184
  store i64 7, ptr %key.7, align 8, !tbaa !9
  %7 = add nsw i64 %0, 7
  store i64 %7, ptr %arrayidx.7, align 8, !tbaa !9
  %arrayidx18.7 = getelementptr inbounds i8, ptr %call1, i64 168
  store i64 7, ptr %arrayidx18.7, align 8, !tbaa !10
  %y.7 = getelementptr inbounds i8, ptr %call2, i64 176
  store double 7.000000e+00, ptr %y.7, align 8, !tbaa !13
  store ptr %call, ptr @slot, align 8, !tbaa !5
  %call23 = tail call i64 @lookup(i32 noundef 7, i64 noundef %0)
  %cmp24 = icmp sgt i32 %argc, 5
  %cmp26 = icmp sgt i32 %argc, 3
  %cond30 = select i1 %cmp26, ptr %call1, ptr %call2
  %cond32 = select i1 %cmp24, ptr %call, ptr %cond30
  %call33 = tail call ptr @gen_realloc(ptr noundef nonnull %cond32, i64 noundef 16)
  tail call void @free(ptr noundef %call33) #6
  %conv34 = trunc i64 %call23 to i32
  %and35 = and i32 %argc, 7
  %idxprom36 = zext nneg i32 %and35 to i64
  %arrayidx37 = getelementptr inbounds %struct.Pair, ptr %call1, i64 %idxprom36
  %8 = load i64, ptr %arrayidx37, align 8, !tbaa !10
  %conv39 = trunc i64 %8 to i32
  %add40 = add nsw i32 %conv39, %conv34
  %y44 = getelementptr inbounds %struct.Trio, ptr %call2, i64 %idxprom36, i32 1
  %9 = load double, ptr %y44, align 8, !tbaa !13
  %conv45 = fptosi double %9 to i32
  %add46 = add nsw i32 %add40, %conv45
  br label %cleanup

cleanup:                                          ; preds = %entry, %for.body.preheader
  %retval.0 = phi i32 [ %add46, %for.body.preheader ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { mustprogress noinline nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(1) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
