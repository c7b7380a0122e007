; ModuleID = 'hD_header.c'
source_filename = "hD_header.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@allgc = internal unnamed_addr global ptr null, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local noundef ptr @newobj(i32 noundef %tt, i64 noundef %sz) local_unnamed_addr #0 {
entry:
  %call = tail call noalias ptr @malloc(i64 noundef %sz) #6
  %cmp = icmp eq ptr %call, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  tail call void @abort() #7
  unreachable

if.end:                                           ; preds = %entry
  %conv = trunc i32 %tt to i8
  %tt1 = getelementptr inbounds i8, ptr %call, i64 8
  store i8 %conv, ptr %tt1, align 8, !tbaa !5
  %marked = getelementptr inbounds i8, ptr %call, i64 9
  store i8 0, ptr %marked, align 1, !tbaa !10
  %0 = load ptr, ptr @allgc, align 8, !tbaa !11
  store ptr %0, ptr %call, align 8, !tbaa !12
  store ptr %call, ptr @allgc, align 8, !tbaa !11
  ret ptr %call
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: noreturn nounwind
declare void @abort() local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local noundef ptr @newstr(ptr nocapture noundef readonly %s, i64 noundef %l) local_unnamed_addr #3 {
entry:
  %add1 = add i64 %l, 25
  %call = tail call ptr @newobj(i32 noundef 4, i64 noundef %add1)
  %hash = getelementptr inbounds i8, ptr %call, i64 12
  store i32 7, ptr %hash, align 4, !tbaa !13
  %extra = getelementptr inbounds i8, ptr %call, i64 10
  store i8 0, ptr %extra, align 2, !tbaa !16
  %contents = getelementptr inbounds i8, ptr %call, i64 24
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %contents, ptr align 1 %s, i64 %l, i1 false)
  %arrayidx = getelementptr inbounds [1 x i8], ptr %contents, i64 0, i64 %l
  store i8 0, ptr %arrayidx, align 1, !tbaa !17
  ret ptr %call
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #3 {
entry:
  %0 = load ptr, ptr %argv, align 8, !tbaa !11
  %call = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #8
  %add1.i = add i64 %call, 25
  %call.i = tail call ptr @newobj(i32 noundef 4, i64 noundef %add1.i)
  %hash.i = getelementptr inbounds i8, ptr %call.i, i64 12
  store i32 7, ptr %hash.i, align 4, !tbaa !13
  %extra.i = getelementptr inbounds i8, ptr %call.i, i64 10
  store i8 0, ptr %extra.i, align 2, !tbaa !16
  %contents.i = getelementptr inbounds i8, ptr %call.i, i64 24
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %contents.i, ptr readonly align 1 %0, i64 %call, i1 false)
  %arrayidx.i = getelementptr inbounds [1 x i8], ptr %contents.i, i64 0, i64 %call
  store i8 0, ptr %arrayidx.i, align 1, !tbaa !17
  %1 = load i32, ptr %hash.i, align 4, !tbaa !13
  %2 = load i8, ptr %contents.i, align 8, !tbaa !17
  %conv = sext i8 %2 to i32
  %add = add i32 %1, %conv
  %3 = load ptr, ptr @allgc, align 8, !tbaa !11
  %tt = getelementptr inbounds i8, ptr %3, i64 8
  %4 = load i8, ptr %tt, align 8, !tbaa !5
  %conv4 = zext i8 %4 to i32
  %add5 = add i32 %add, %conv4
  ret i32 %add5
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

attributes #0 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { noreturn nounwind }
attributes #8 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !8, i64 8}
!6 = !{!"Obj", !7, i64 0, !8, i64 8, !8, i64 9}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !8, i64 9}
!11 = !{!7, !7, i64 0}
!12 = !{!6, !7, i64 0}
!13 = !{!14, !15, i64 12}
!14 = !{!"Str", !7, i64 0, !8, i64 8, !8, i64 9, !8, i64 10, !8, i64 11, !15, i64 12, !8, i64 16, !8, i64 24}
!15 = !{!"int", !8, i64 0}
!16 = !{!14, !8, i64 10}
!17 = !{!8, !8, i64 0}
