; ModuleID = 'unionoff.c'
source_filename = "unionoff.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Comp = type { i32, %union.anon }
%union.anon = type { %struct.HC, [64 x i8] }
%struct.HC = type { [8 x i64], i32 }
%struct.HT = type { [64 x i16], i32, i32 }

@main.c = internal global %struct.Comp zeroinitializer, align 8
@spare = dso_local global %struct.HT zeroinitializer, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @ht_init(ptr nocapture noundef writeonly %h) local_unnamed_addr #0 {
entry:
  %next = getelementptr inbounds i8, ptr %h, i64 128
  store i32 0, ptr %next, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @ht_run(ptr nocapture noundef %h, i32 noundef %n) local_unnamed_addr #1 {
entry:
  tail call void @ht_init(ptr noundef %h)
  %conv = trunc i32 %n to i16
  %arrayidx = getelementptr inbounds i8, ptr %h, i64 10
  store i16 %conv, ptr %arrayidx, align 2, !tbaa !10
  %count = getelementptr inbounds i8, ptr %h, i64 132
  %0 = load i32, ptr %count, align 4, !tbaa !12
  %add.i = add nsw i32 %0, %n
  store i32 %add.i, ptr %count, align 4, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @hc_run(ptr nocapture noundef writeonly %c, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %conv = sext i32 %n to i64
  %and = and i32 %n, 7
  %idxprom = zext nneg i32 %and to i64
  %arrayidx = getelementptr inbounds [8 x i64], ptr %c, i64 0, i64 %idxprom
  store i64 %conv, ptr %arrayidx, align 8, !tbaa !13
  %depth = getelementptr inbounds i8, ptr %c, i64 64
  store i32 %n, ptr %depth, align 8, !tbaa !15
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #2 {
entry:
  store i32 %argc, ptr @main.c, align 8, !tbaa !17
  %cmp = icmp sgt i32 %argc, 1
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  tail call void @ht_run(ptr noundef nonnull getelementptr inbounds (i8, ptr @main.c, i64 8), i32 noundef %argc)
  br label %if.end

if.else:                                          ; preds = %entry
  tail call void @hc_run(ptr noundef nonnull getelementptr inbounds (i8, ptr @main.c, i64 8), i32 noundef %argc)
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  tail call void @ht_run(ptr noundef nonnull @spare, i32 noundef %argc)
  %0 = load i32, ptr getelementptr inbounds (i8, ptr @main.c, i64 136), align 8, !tbaa !19
  ret i32 %0
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !9, i64 128}
!6 = !{!"HT", !7, i64 0, !9, i64 128, !9, i64 132}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"int", !7, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"short", !7, i64 0}
!12 = !{!9, !9, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !7, i64 0}
!15 = !{!16, !9, i64 64}
!16 = !{!"HC", !7, i64 0, !9, i64 64}
!17 = !{!18, !9, i64 0}
!18 = !{!"Comp", !9, i64 0, !7, i64 8}
!19 = !{!7, !7, i64 0}
