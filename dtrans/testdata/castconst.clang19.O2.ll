; ModuleID = 'testdata/castconst.c'
source_filename = "testdata/castconst.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.S = type { i8, i8, i32 }
%struct.Reg = type { ptr, ptr }

@.str = private unnamed_addr constant [5 x i8] c"glob\00", align 1
@g = internal global %struct.S { i8 42, i8 63, i32 1 }, align 4
@table = dso_local local_unnamed_addr global [1 x %struct.Reg] [%struct.Reg { ptr @.str, ptr @g }], align 16
@h = internal global %struct.S { i8 37, i8 95, i32 2 }, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @use(ptr nocapture noundef readonly %p) local_unnamed_addr #0 {
entry:
  %n = getelementptr inbounds i8, ptr %p, i64 4
  %0 = load i32, ptr %n, align 4, !tbaa !5
  ret i32 %0
}

; Function Attrs: nounwind uwtable
define dso_local void @registerH() local_unnamed_addr #1 {
entry:
  tail call void @keep(ptr noundef nonnull @h) #4
  ret void
}

declare void @keep(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @callUse() local_unnamed_addr #3 {
entry:
  %0 = load i32, ptr getelementptr inbounds (i8, ptr @g, i64 4), align 4, !tbaa !5
  %1 = load i32, ptr getelementptr inbounds (i8, ptr @h, i64 4), align 4, !tbaa !5
  %add = add nsw i32 %1, %0
  ret i32 %add
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !9, i64 4}
!6 = !{!"S", !7, i64 0, !7, i64 1, !9, i64 4}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"int", !7, i64 0}
