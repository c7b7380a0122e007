; ModuleID = 'basestore.c'
source_filename = "basestore.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(argmem: write, inaccessiblemem: readwrite) uwtable
define dso_local void @setup(ptr noundef %h, i32 noundef %kind) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(256) ptr @malloc(i64 noundef 256) #5
  store ptr %call, ptr %h, align 8, !tbaa !5
  %size = getelementptr inbounds i8, ptr %h, i64 8
  store i64 64, ptr %size, align 8, !tbaa !12
  %tobool.not = icmp eq i32 %kind, 0
  br i1 %tobool.not, label %if.else, label %if.then

if.then:                                          ; preds = %entry
  %u = getelementptr inbounds i8, ptr %h, i64 16
  store ptr %h, ptr %u, align 8, !tbaa !13
  %bits = getelementptr inbounds i8, ptr %h, i64 24
  store i64 5, ptr %bits, align 8, !tbaa !13
  br label %if.end

if.else:                                          ; preds = %entry
  %num = getelementptr inbounds i8, ptr %h, i64 144
  store i64 0, ptr %num, align 8, !tbaa !13
  %arrayidx = getelementptr inbounds i8, ptr %h, i64 22
  store i16 1, ptr %arrayidx, align 2, !tbaa !13
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @use(ptr nocapture noundef readonly %h) local_unnamed_addr #2 {
entry:
  %u = getelementptr inbounds i8, ptr %h, i64 16
  %0 = load ptr, ptr %u, align 8, !tbaa !13
  %size = getelementptr inbounds i8, ptr %0, i64 8
  %1 = load i64, ptr %size, align 8, !tbaa !14
  %bits = getelementptr inbounds i8, ptr %h, i64 24
  %2 = load i64, ptr %bits, align 8, !tbaa !13
  %add = add i64 %2, %1
  ret i64 %add
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(readwrite, argmem: read) uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  %call = tail call noalias dereferenceable_or_null(152) ptr @calloc(i64 noundef 1, i64 noundef 152) #6
  %cmp = icmp sgt i32 %argc, 1
  %conv = zext i1 %cmp to i32
  tail call void @setup(ptr noundef %call, i32 noundef %conv)
  %call1 = tail call i64 @use(ptr noundef %call)
  %conv2 = trunc i64 %call1 to i32
  %0 = load ptr, ptr %call, align 8, !tbaa !5
  %1 = load i32, ptr %0, align 4, !tbaa !15
  %add = add nsw i32 %1, %conv2
  ret i32 %add
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #4

attributes #0 = { mustprogress nofree noinline nounwind willreturn memory(argmem: write, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(readwrite, argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !8, i64 0}
!6 = !{!"hasher", !7, i64 0, !9, i64 16}
!7 = !{!"common", !8, i64 0, !11, i64 8}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"long", !9, i64 0}
!12 = !{!6, !11, i64 8}
!13 = !{!9, !9, i64 0}
!14 = !{!7, !11, i64 8}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !9, i64 0}
