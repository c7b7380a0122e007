; ModuleID = 'unionouter.c'
source_filename = "unionouter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #0 {
entry:
  %cmp = icmp sgt i32 %argc, 1
  %conv = zext i1 %cmp to i32
  %0 = load ptr, ptr %argv, align 8, !tbaa !5
  %call = tail call fastcc ptr @make(i32 noundef %conv, ptr noundef %0)
  %1 = load ptr, ptr %argv, align 8, !tbaa !5
  %call2 = tail call fastcc ptr @make(i32 noundef 0, ptr noundef %1)
  %next = getelementptr inbounds i8, ptr %call, i64 8
  store ptr %call2, ptr %next, align 8, !tbaa !9
  %call3 = tail call fastcc i32 @use(ptr noundef %call)
  %call5 = tail call fastcc i32 @use(ptr noundef %call2)
  %add = add nsw i32 %call5, %call3
  tail call void @free(ptr noundef %call2) #6
  tail call void @free(ptr noundef %call) #6
  ret i32 %add
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc noalias noundef ptr @make(i32 noundef %type, ptr noundef %s) unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(56) ptr @malloc(i64 noundef 56) #7
  %tobool.not = icmp eq ptr %call, null
  br i1 %tobool.not, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  tail call void @exit(i32 noundef 1) #8
  unreachable

if.end:                                           ; preds = %entry
  store i32 %type, ptr %call, align 8, !tbaa !12
  %tag = getelementptr inbounds i8, ptr %call, i64 4
  store i8 111, ptr %tag, align 4, !tbaa !13
  %next = getelementptr inbounds i8, ptr %call, i64 8
  store ptr null, ptr %next, align 8, !tbaa !9
  %refs = getelementptr inbounds i8, ptr %call, i64 48
  store i32 1, ptr %refs, align 8, !tbaa !14
  %tobool2.not = icmp eq i32 %type, 0
  %u4 = getelementptr inbounds i8, ptr %call, i64 16
  br i1 %tobool2.not, label %if.else, label %if.then3

if.then3:                                         ; preds = %if.end
  store ptr %s, ptr %u4, align 8, !tbaa !15
  %add.ptr = getelementptr inbounds i8, ptr %s, i64 1
  %prog = getelementptr inbounds i8, ptr %call, i64 24
  store ptr %add.ptr, ptr %prog, align 8, !tbaa !18
  %flags = getelementptr inbounds i8, ptr %call, i64 32
  store i16 3, ptr %flags, align 8, !tbaa !19
  %last = getelementptr inbounds i8, ptr %call, i64 34
  store i16 0, ptr %last, align 2, !tbaa !20
  br label %if.end6

if.else:                                          ; preds = %if.end
  store double 1.500000e+00, ptr %u4, align 8, !tbaa !13
  br label %if.end6

if.end6:                                          ; preds = %if.else, %if.then3
  ret ptr %call
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @use(ptr nocapture noundef readonly %o) unnamed_addr #2 {
entry:
  %0 = load i32, ptr %o, align 8, !tbaa !12
  %tobool.not = icmp eq i32 %0, 0
  %u8 = getelementptr inbounds i8, ptr %o, i64 16
  br i1 %tobool.not, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  %flags = getelementptr inbounds i8, ptr %o, i64 32
  %1 = load i16, ptr %flags, align 8, !tbaa !19
  %conv = sext i16 %1 to i32
  %last = getelementptr inbounds i8, ptr %o, i64 34
  %2 = load i16, ptr %last, align 2, !tbaa !20
  %conv1 = sext i16 %2 to i32
  %add = add nsw i32 %conv1, %conv
  %3 = load ptr, ptr %u8, align 8, !tbaa !15
  %4 = load i8, ptr %3, align 1, !tbaa !13
  %conv2 = sext i8 %4 to i32
  %add3 = add nsw i32 %add, %conv2
  %prog = getelementptr inbounds i8, ptr %o, i64 24
  %5 = load ptr, ptr %prog, align 8, !tbaa !18
  %6 = load i8, ptr %5, align 1, !tbaa !13
  %conv5 = sext i8 %6 to i32
  %add6 = add nsw i32 %add3, %conv5
  %refs = getelementptr inbounds i8, ptr %o, i64 48
  %7 = load i32, ptr %refs, align 8, !tbaa !14
  %add7 = add nsw i32 %add6, %7
  br label %return

if.end:                                           ; preds = %entry
  %8 = load double, ptr %u8, align 8, !tbaa !13
  %conv10 = fptosi double %8 to i32
  %tag = getelementptr inbounds i8, ptr %o, i64 4
  %9 = load i8, ptr %tag, align 4, !tbaa !13
  %conv12 = sext i8 %9 to i32
  %add13 = add nsw i32 %conv12, %conv10
  br label %return

return:                                           ; preds = %if.end, %if.then
  %retval.0 = phi i32 [ %add7, %if.then ], [ %add13, %if.end ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { noreturn nounwind }

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
