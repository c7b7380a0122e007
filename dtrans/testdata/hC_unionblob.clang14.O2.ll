; ModuleID = 'hC_unionblob.c'
source_filename = "hC_unionblob.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Obj = type { i32, %union.anon, %struct.Obj* }
%union.anon = type { %struct.Re }
%struct.Re = type { %struct.Prog*, i8* }
%struct.Prog = type { i32, %struct.Prog* }
%struct.Env = type { double, %struct.Env* }

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define dso_local noalias %struct.Obj* @newre(%struct.Prog* noundef %p, i8* noundef %src) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(32) i8* @malloc(i64 noundef 32) #4
  %0 = bitcast i8* %call to %struct.Obj*
  %type = getelementptr inbounds %struct.Obj, %struct.Obj* %0, i64 0, i32 0
  store i32 1, i32* %type, align 8, !tbaa !5
  %prog = getelementptr inbounds %struct.Obj, %struct.Obj* %0, i64 0, i32 1, i32 0, i32 0
  store %struct.Prog* %p, %struct.Prog** %prog, align 8, !tbaa !11
  %source = getelementptr inbounds %struct.Obj, %struct.Obj* %0, i64 0, i32 1, i32 0, i32 1
  store i8* %src, i8** %source, align 8, !tbaa !11
  %link = getelementptr inbounds %struct.Obj, %struct.Obj* %0, i64 0, i32 2
  store %struct.Obj* null, %struct.Obj** %link, align 8, !tbaa !12
  ret %struct.Obj* %0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define dso_local noalias %struct.Obj* @newfn(%struct.Env* noundef %e) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(32) i8* @malloc(i64 noundef 32) #4
  %0 = bitcast i8* %call to %struct.Obj*
  %type = getelementptr inbounds %struct.Obj, %struct.Obj* %0, i64 0, i32 0
  store i32 2, i32* %type, align 8, !tbaa !5
  %u = getelementptr inbounds %struct.Obj, %struct.Obj* %0, i64 0, i32 1
  %scope = bitcast %union.anon* %u to %struct.Env**
  store %struct.Env* %e, %struct.Env** %scope, align 8, !tbaa !11
  %len = getelementptr inbounds %struct.Obj, %struct.Obj* %0, i64 0, i32 1, i32 0, i32 1
  %1 = bitcast i8** %len to i32*
  store i32 3, i32* %1, align 8, !tbaa !11
  %link = getelementptr inbounds %struct.Obj, %struct.Obj* %0, i64 0, i32 2
  store %struct.Obj* null, %struct.Obj** %link, align 8, !tbaa !12
  ret %struct.Obj* %0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @runre(%struct.Obj* nocapture noundef readonly %o) local_unnamed_addr #2 {
entry:
  %prog = getelementptr inbounds %struct.Obj, %struct.Obj* %o, i64 0, i32 1, i32 0, i32 0
  %0 = load %struct.Prog*, %struct.Prog** %prog, align 8, !tbaa !11
  %n = getelementptr inbounds %struct.Prog, %struct.Prog* %0, i64 0, i32 0
  %1 = load i32, i32* %n, align 8, !tbaa !13
  %source = getelementptr inbounds %struct.Obj, %struct.Obj* %o, i64 0, i32 1, i32 0, i32 1
  %2 = load i8*, i8** %source, align 8, !tbaa !11
  %3 = load i8, i8* %2, align 1, !tbaa !11
  %conv = sext i8 %3 to i32
  %add = add nsw i32 %1, %conv
  ret i32 %add
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @runfn(%struct.Obj* nocapture noundef readonly %o) local_unnamed_addr #2 {
entry:
  %u = getelementptr inbounds %struct.Obj, %struct.Obj* %o, i64 0, i32 1
  %scope = bitcast %union.anon* %u to %struct.Env**
  %0 = load %struct.Env*, %struct.Env** %scope, align 8, !tbaa !11
  %x = getelementptr inbounds %struct.Env, %struct.Env* %0, i64 0, i32 0
  %1 = load double, double* %x, align 8, !tbaa !15
  %conv = fptosi double %1 to i32
  %len = getelementptr inbounds %struct.Obj, %struct.Obj* %o, i64 0, i32 1, i32 0, i32 1
  %2 = bitcast i8** %len to i32*
  %3 = load i32, i32* %2, align 8, !tbaa !11
  %add = add nsw i32 %3, %conv
  ret i32 %add
}

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #3 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #4
  %0 = bitcast i8* %call to %struct.Prog*
  %call1 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #4
  %1 = bitcast i8* %call1 to %struct.Env*
  %n = getelementptr inbounds %struct.Prog, %struct.Prog* %0, i64 0, i32 0
  store i32 %argc, i32* %n, align 8, !tbaa !13
  %next = getelementptr inbounds %struct.Prog, %struct.Prog* %0, i64 0, i32 1
  store %struct.Prog* null, %struct.Prog** %next, align 8, !tbaa !18
  %conv = sitofp i32 %argc to double
  %x = getelementptr inbounds %struct.Env, %struct.Env* %1, i64 0, i32 0
  store double %conv, double* %x, align 8, !tbaa !15
  %up = getelementptr inbounds %struct.Env, %struct.Env* %1, i64 0, i32 1
  store %struct.Env* null, %struct.Env** %up, align 8, !tbaa !19
  %2 = load i8*, i8** %argv, align 8, !tbaa !20
  %call2 = tail call %struct.Obj* @newre(%struct.Prog* noundef %0, i8* noundef %2)
  %call3 = tail call %struct.Obj* @newfn(%struct.Env* noundef %1)
  %link = getelementptr inbounds %struct.Obj, %struct.Obj* %call2, i64 0, i32 2
  store %struct.Obj* %call3, %struct.Obj** %link, align 8, !tbaa !12
  %call4 = tail call i32 @runre(%struct.Obj* noundef %call2)
  %call5 = tail call i32 @runfn(%struct.Obj* noundef %call3)
  %add = add nsw i32 %call5, %call4
  ret i32 %add
}

attributes #0 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Obj", !7, i64 0, !8, i64 8, !10, i64 24}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!8, !8, i64 0}
!12 = !{!6, !10, i64 24}
!13 = !{!14, !7, i64 0}
!14 = !{!"Prog", !7, i64 0, !10, i64 8}
!15 = !{!16, !17, i64 0}
!16 = !{!"Env", !17, i64 0, !10, i64 8}
!17 = !{!"double", !8, i64 0}
!18 = !{!14, !10, i64 8}
!19 = !{!16, !10, i64 8}
!20 = !{!10, !10, i64 0}
