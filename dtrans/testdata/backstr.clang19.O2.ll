; ModuleID = 'backstr.c'
source_filename = "backstr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Lex = type { ptr, i32 }
%struct.Val = type { %union.anon, [7 x i8], i8 }
%union.anon = type { double }

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #0 {
entry:
  %L = alloca %struct.Lex, align 8
  %call = tail call noalias dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #7
  %call1 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #7
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %L) #8
  %tobool = icmp ne ptr %call, null
  %tobool2 = icmp ne ptr %call1, null
  %or.cond = and i1 %tobool, %tobool2
  br i1 %or.cond, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  store ptr null, ptr %call1, align 8, !tbaa !5
  %mark = getelementptr inbounds i8, ptr %call1, i64 8
  store <4 x i8> <i8 0, i8 45, i8 51, i8 0>, ptr %mark, align 8, !tbaa !10
  %type = getelementptr inbounds i8, ptr %call, i64 15
  store i8 1, ptr %type, align 1, !tbaa !11
  store i8 49, ptr %call, align 8, !tbaa !10
  %arrayidx12 = getelementptr inbounds i8, ptr %call, i64 1
  store i8 50, ptr %arrayidx12, align 1, !tbaa !10
  %arrayidx15 = getelementptr inbounds i8, ptr %call, i64 2
  store i8 0, ptr %arrayidx15, align 2, !tbaa !10
  %arrayidx16 = getelementptr inbounds i8, ptr %call, i64 16
  %type17 = getelementptr inbounds i8, ptr %call, i64 31
  store i8 3, ptr %type17, align 1, !tbaa !11
  store ptr %call1, ptr %arrayidx16, align 8, !tbaa !10
  %cmp = icmp sgt i32 %argc, 1
  %idxprom = zext i1 %cmp to i64
  %arrayidx20 = getelementptr inbounds %struct.Val, ptr %call, i64 %idxprom
  %call21 = tail call fastcc ptr @tostr(ptr noundef nonnull %arrayidx20)
  store ptr %call21, ptr %L, align 8, !tbaa !13
  %c = getelementptr inbounds i8, ptr %L, i64 8
  store i32 0, ptr %c, align 8, !tbaa !16
  %call22 = call fastcc double @lexnum(ptr noundef nonnull %L)
  %conv23 = fptosi double %call22 to i32
  tail call void @free(ptr noundef nonnull %call1) #8
  tail call void @free(ptr noundef nonnull %call) #8
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %conv23, %if.end ], [ 1, %entry ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %L) #8
  ret i32 %retval.0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc ptr @tostr(ptr noundef readonly %v) unnamed_addr #3 {
entry:
  %type = getelementptr inbounds i8, ptr %v, i64 15
  %0 = load i8, ptr %type, align 1, !tbaa !11
  %cmp = icmp eq i8 %0, 1
  br i1 %cmp, label %return, label %if.end

if.end:                                           ; preds = %entry
  %1 = load ptr, ptr %v, align 8, !tbaa !10
  %p = getelementptr inbounds i8, ptr %1, i64 9
  br label %return

return:                                           ; preds = %entry, %if.end
  %retval.0 = phi ptr [ %p, %if.end ], [ %v, %entry ]
  ret ptr %retval.0
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc double @lexnum(ptr nocapture noundef readonly %L) unnamed_addr #4 {
entry:
  %0 = load ptr, ptr %L, align 8, !tbaa !13
  %add.ptr = getelementptr inbounds i8, ptr %0, i64 -1
  %1 = load i8, ptr %add.ptr, align 1, !tbaa !10
  %cmp = icmp eq i8 %1, 45
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %call = tail call fastcc double @num(ptr noundef nonnull %0)
  %fneg = fneg double %call
  br label %cleanup

if.end:                                           ; preds = %entry
  %call4 = tail call fastcc double @num(ptr noundef nonnull %add.ptr)
  br label %cleanup

cleanup:                                          ; preds = %if.end, %if.then
  %retval.0 = phi double [ %fneg, %if.then ], [ %call4, %if.end ]
  ret double %retval.0
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc double @num(ptr nocapture noundef readonly %s) unnamed_addr #4 {
entry:
  %0 = load i8, ptr %s, align 1, !tbaa !10
  %1 = add i8 %0, -48
  %or.cond12 = icmp ult i8 %1, 10
  br i1 %or.cond12, label %while.body, label %if.end

while.body:                                       ; preds = %entry, %while.body
  %2 = phi i8 [ %4, %while.body ], [ %0, %entry ]
  %d.014 = phi double [ %3, %while.body ], [ 0.000000e+00, %entry ]
  %s.addr.013 = phi ptr [ %incdec.ptr, %while.body ], [ %s, %entry ]
  %incdec.ptr = getelementptr inbounds i8, ptr %s.addr.013, i64 1
  %narrow = add nsw i8 %2, -48
  %conv6 = uitofp nneg i8 %narrow to double
  %3 = tail call double @llvm.fmuladd.f64(double %d.014, double 1.000000e+01, double %conv6)
  %4 = load i8, ptr %incdec.ptr, align 1, !tbaa !10
  %5 = add i8 %4, -48
  %or.cond = icmp ult i8 %5, 10
  br i1 %or.cond, label %while.body, label %if.end, !llvm.loop !17

if.end:                                           ; preds = %while.body, %entry
  %d.0.lcssa = phi double [ 0.000000e+00, %entry ], [ %3, %while.body ]
  ret double %d.0.lcssa
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

attributes #0 = { nounwind memory(readwrite, argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Str", !7, i64 0, !8, i64 8, !8, i64 9}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = !{!12, !8, i64 15}
!12 = !{!"Val", !8, i64 0, !8, i64 8, !8, i64 15}
!13 = !{!14, !7, i64 0}
!14 = !{!"Lex", !7, i64 0, !15, i64 8}
!15 = !{!"int", !8, i64 0}
!16 = !{!14, !15, i64 8}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
