; ModuleID = 'unionouter.c'
source_filename = "unionouter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Obj = type { i32, [4 x i8], %struct.Obj*, %union.anon, i32 }
%union.anon = type { %struct.Num }
%struct.Num = type { [4 x double] }
%struct.Re = type { i8*, i8*, i16, i16 }

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #0 {
entry:
  %cmp = icmp sgt i32 %argc, 1
  %conv = zext i1 %cmp to i32
  %0 = load i8*, i8** %argv, align 8, !tbaa !5
  %call = tail call fastcc %struct.Obj* @make(i32 noundef %conv, i8* noundef %0)
  %1 = load i8*, i8** %argv, align 8, !tbaa !5
  %call2 = tail call fastcc %struct.Obj* @make(i32 noundef 0, i8* noundef %1)
  %next = getelementptr inbounds %struct.Obj, %struct.Obj* %call, i64 0, i32 2
  store %struct.Obj* %call2, %struct.Obj** %next, align 8, !tbaa !9
  %call3 = tail call fastcc i32 @use(%struct.Obj* noundef %call)
  %call5 = tail call fastcc i32 @use(%struct.Obj* noundef %call2)
  %add = add nsw i32 %call5, %call3
  %2 = bitcast %struct.Obj* %call2 to i8*
  tail call void @free(i8* noundef %2) #6
  %3 = bitcast %struct.Obj* %call to i8*
  tail call void @free(i8* noundef %3) #6
  ret i32 %add
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc noalias %struct.Obj* @make(i32 noundef %type, i8* noundef %s) unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(56) i8* @malloc(i64 noundef 56) #6
  %0 = bitcast i8* %call to %struct.Obj*
  %tobool.not = icmp eq i8* %call, null
  br i1 %tobool.not, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  tail call void @exit(i32 noundef 1) #7
  unreachable

if.end:                                           ; preds = %entry
  %type1 = getelementptr inbounds %struct.Obj, %struct.Obj* %0, i64 0, i32 0
  store i32 %type, i32* %type1, align 8, !tbaa !12
  %arrayidx = getelementptr inbounds %struct.Obj, %struct.Obj* %0, i64 0, i32 1, i64 0
  store i8 111, i8* %arrayidx, align 4, !tbaa !13
  %next = getelementptr inbounds %struct.Obj, %struct.Obj* %0, i64 0, i32 2
  store %struct.Obj* null, %struct.Obj** %next, align 8, !tbaa !9
  %refs = getelementptr inbounds %struct.Obj, %struct.Obj* %0, i64 0, i32 4
  store i32 1, i32* %refs, align 8, !tbaa !14
  %tobool2.not = icmp eq i32 %type, 0
  br i1 %tobool2.not, label %if.else, label %if.then3

if.then3:                                         ; preds = %if.end
  %u = getelementptr inbounds %struct.Obj, %struct.Obj* %0, i64 0, i32 3
  %r = bitcast %union.anon* %u to %struct.Re*
  %src = bitcast %union.anon* %u to i8**
  store i8* %s, i8** %src, align 8, !tbaa !15
  %add.ptr = getelementptr inbounds i8, i8* %s, i64 1
  %prog = getelementptr inbounds %struct.Obj, %struct.Obj* %0, i64 0, i32 3, i32 0, i32 0, i64 1
  %1 = bitcast double* %prog to i8**
  store i8* %add.ptr, i8** %1, align 8, !tbaa !18
  %flags = getelementptr inbounds %struct.Obj, %struct.Obj* %0, i64 0, i32 3, i32 0, i32 0, i64 2
  %2 = bitcast double* %flags to i16*
  store i16 3, i16* %2, align 8, !tbaa !19
  %last = getelementptr inbounds %struct.Re, %struct.Re* %r, i64 0, i32 3
  store i16 0, i16* %last, align 2, !tbaa !20
  br label %if.end6

if.else:                                          ; preds = %if.end
  %arrayidx5 = getelementptr inbounds %struct.Obj, %struct.Obj* %0, i64 0, i32 3, i32 0, i32 0, i64 0
  store double 1.500000e+00, double* %arrayidx5, align 8, !tbaa !13
  br label %if.end6

if.end6:                                          ; preds = %if.else, %if.then3
  ret %struct.Obj* %0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc i32 @use(%struct.Obj* nocapture noundef readonly %o) unnamed_addr #2 {
entry:
  %type = getelementptr inbounds %struct.Obj, %struct.Obj* %o, i64 0, i32 0
  %0 = load i32, i32* %type, align 8, !tbaa !12
  %tobool.not = icmp eq i32 %0, 0
  br i1 %tobool.not, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  %u = getelementptr inbounds %struct.Obj, %struct.Obj* %o, i64 0, i32 3
  %r = bitcast %union.anon* %u to %struct.Re*
  %flags = getelementptr inbounds %struct.Obj, %struct.Obj* %o, i64 0, i32 3, i32 0, i32 0, i64 2
  %1 = bitcast double* %flags to i16*
  %2 = load i16, i16* %1, align 8, !tbaa !19
  %conv = sext i16 %2 to i32
  %last = getelementptr inbounds %struct.Re, %struct.Re* %r, i64 0, i32 3
  %3 = load i16, i16* %last, align 2, !tbaa !20
  %conv1 = sext i16 %3 to i32
  %add = add nsw i32 %conv1, %conv
  %src = bitcast %union.anon* %u to i8**
  %4 = load i8*, i8** %src, align 8, !tbaa !15
  %5 = load i8, i8* %4, align 1, !tbaa !13
  %conv2 = sext i8 %5 to i32
  %add3 = add nsw i32 %add, %conv2
  %prog = getelementptr inbounds %struct.Obj, %struct.Obj* %o, i64 0, i32 3, i32 0, i32 0, i64 1
  %6 = bitcast double* %prog to i8**
  %7 = load i8*, i8** %6, align 8, !tbaa !18
  %8 = load i8, i8* %7, align 1, !tbaa !13
  %conv5 = sext i8 %8 to i32
  %add6 = add nsw i32 %add3, %conv5
  %refs = getelementptr inbounds %struct.Obj, %struct.Obj* %o, i64 0, i32 4
  %9 = load i32, i32* %refs, align 8, !tbaa !14
  %add7 = add nsw i32 %add6, %9
  br label %return

if.end:                                           ; preds = %entry
  %arrayidx9 = getelementptr inbounds %struct.Obj, %struct.Obj* %o, i64 0, i32 3, i32 0, i32 0, i64 0
  %10 = load double, double* %arrayidx9, align 8, !tbaa !13
  %conv10 = fptosi double %10 to i32
  %arrayidx11 = getelementptr inbounds %struct.Obj, %struct.Obj* %o, i64 0, i32 1, i64 0
  %11 = load i8, i8* %arrayidx11, align 4, !tbaa !13
  %conv12 = sext i8 %11 to i32
  %add13 = add nsw i32 %conv12, %conv10
  br label %return

return:                                           ; preds = %if.end, %if.then
  %retval.0 = phi i32 [ %add7, %if.then ], [ %add13, %if.end ]
  ret i32 %retval.0
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

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
!9 = !{!10, !6, i64 8}
!10 = !{!"Obj", !11, i64 0, !7, i64 4, !6, i64 8, !7, i64 16, !11, i64 48}
!11 = !{!"int", !7, i64 0}
!12 = !{!10, !11, i64 0}
!13 = !{!7, !7, i64 0}
!14 = !{!10, !11, i64 48}
!15 = !{!16, !6, i64 0}
!16 = !{!"Re", !6, i64 0, !6, i64 8, !17, i64 16, !17, i64 18}
!17 = !{!"short", !7, i64 0}
!18 = !{!16, !6, i64 8}
!19 = !{!16, !17, i64 16}
!20 = !{!16, !17, i64 18}
