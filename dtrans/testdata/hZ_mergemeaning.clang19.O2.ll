; ModuleID = 'hZ_mergemeaning.c'
source_filename = "hZ_mergemeaning.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.index = type { ptr, ptr, i16, i8 }
%struct.table = type { ptr, i32, ptr }
%struct.elem = type { ptr, ptr, ptr }

@main.i1 = internal global %struct.index { ptr @.str, ptr null, i16 2, i8 2 }, align 8
@.str = private unnamed_addr constant [3 x i8] c"i1\00", align 1
@main.t1 = internal global %struct.table { ptr @.str.1, i32 0, ptr @main.i1 }, align 8
@.str.1 = private unnamed_addr constant [3 x i8] c"t1\00", align 1
@main.e2 = internal global %struct.elem { ptr null, ptr @.str.1, ptr @main.t1 }, align 8
@main.e1 = internal global %struct.elem { ptr @main.e2, ptr @.str, ptr @main.i1 }, align 8

; Function Attrs: nofree noinline nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local ptr @lookup(ptr noundef readonly %e, ptr nocapture noundef readonly %k) local_unnamed_addr #0 {
entry:
  %tobool.not6 = icmp eq ptr %e, null
  br i1 %tobool.not6, label %return, label %for.body

for.body:                                         ; preds = %entry, %for.inc
  %e.addr.07 = phi ptr [ %2, %for.inc ], [ %e, %entry ]
  %key = getelementptr inbounds i8, ptr %e.addr.07, i64 8
  %0 = load ptr, ptr %key, align 8, !tbaa !5
  %call = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %0, ptr noundef nonnull dereferenceable(1) %k) #4
  %tobool1.not = icmp eq i32 %call, 0
  br i1 %tobool1.not, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %data = getelementptr inbounds i8, ptr %e.addr.07, i64 16
  %1 = load ptr, ptr %data, align 8, !tbaa !10
  br label %return

for.inc:                                          ; preds = %for.body
  %2 = load ptr, ptr %e.addr.07, align 8, !tbaa !11
  %tobool.not = icmp eq ptr %2, null
  br i1 %tobool.not, label %return, label %for.body, !llvm.loop !12

return:                                           ; preds = %for.inc, %entry, %if.then
  %retval.0 = phi ptr [ %1, %if.then ], [ null, %entry ], [ null, %for.inc ]
  ret ptr %retval.0
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree noinline nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -32768, 32768) i32 @load(ptr nocapture noundef readonly %t, ptr noundef %h, ptr noundef readonly %name) local_unnamed_addr #2 {
entry:
  %cmp = icmp eq ptr %name, null
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %idx = getelementptr inbounds i8, ptr %t, i64 16
  %0 = load ptr, ptr %idx, align 8, !tbaa !14
  %tobool.not = icmp eq ptr %0, null
  br i1 %tobool.not, label %cleanup, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %if.then
  %kind = getelementptr inbounds i8, ptr %0, i64 18
  %bf.load = load i8, ptr %kind, align 2
  %bf.clear = and i8 %bf.load, 3
  %cmp1 = icmp eq i8 %bf.clear, 2
  br i1 %cmp1, label %cleanup, label %if.end12

if.else:                                          ; preds = %entry
  %call = tail call ptr @lookup(ptr noundef %h, ptr noundef nonnull %name)
  %tobool3.not = icmp eq ptr %call, null
  br i1 %tobool3.not, label %cleanup, label %lor.lhs.false4

lor.lhs.false4:                                   ; preds = %if.else
  %kind5 = getelementptr inbounds i8, ptr %call, i64 18
  %bf.load6 = load i8, ptr %kind5, align 2
  %bf.clear7 = and i8 %bf.load6, 3
  %cmp9 = icmp eq i8 %bf.clear7, 3
  br i1 %cmp9, label %cleanup, label %if.end12

if.end12:                                         ; preds = %lor.lhs.false4, %lor.lhs.false
  %bf.load13 = phi i8 [ %bf.load, %lor.lhs.false ], [ %bf.load6, %lor.lhs.false4 ]
  %p.0 = phi ptr [ %0, %lor.lhs.false ], [ %call, %lor.lhs.false4 ]
  %stat = getelementptr inbounds i8, ptr %p.0, i64 18
  %bf.set = or i8 %bf.load13, 4
  store i8 %bf.set, ptr %stat, align 2
  %ncol = getelementptr inbounds i8, ptr %p.0, i64 16
  %1 = load i16, ptr %ncol, align 8, !tbaa !17
  %conv = sext i16 %1 to i32
  br label %cleanup

cleanup:                                          ; preds = %if.else, %lor.lhs.false4, %if.then, %lor.lhs.false, %if.end12
  %retval.0 = phi i32 [ %conv, %if.end12 ], [ 0, %lor.lhs.false ], [ 0, %if.then ], [ 0, %lor.lhs.false4 ], [ 0, %if.else ]
  ret i32 %retval.0
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -65536, 65535) i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #3 {
entry:
  %cmp = icmp sgt i32 %argc, 1
  br i1 %cmp, label %cond.true, label %cond.end

cond.true:                                        ; preds = %entry
  %arrayidx = getelementptr inbounds i8, ptr %argv, i64 8
  %0 = load ptr, ptr %arrayidx, align 8, !tbaa !20
  br label %cond.end

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi ptr [ %0, %cond.true ], [ null, %entry ]
  %call = tail call i32 @load(ptr noundef nonnull @main.t1, ptr noundef nonnull @main.e1, ptr noundef %cond)
  %call1 = tail call i32 @load(ptr noundef nonnull @main.t1, ptr noundef nonnull @main.e1, ptr noundef nonnull @.str)
  %add = add nsw i32 %call1, %call
  ret i32 %add
}

attributes #0 = { nofree noinline nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 8}
!6 = !{!"elem", !7, i64 0, !7, i64 8, !7, i64 16}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 16}
!11 = !{!6, !7, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !7, i64 16}
!15 = !{!"table", !7, i64 0, !16, i64 8, !7, i64 16}
!16 = !{!"int", !8, i64 0}
!17 = !{!18, !19, i64 16}
!18 = !{!"index", !7, i64 0, !7, i64 8, !19, i64 16, !16, i64 18, !16, i64 18}
!19 = !{!"short", !8, i64 0}
!20 = !{!7, !7, i64 0}
