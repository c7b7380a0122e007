; ModuleID = 'anonunion.c'
source_filename = "anonunion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Hasher = type { %struct.Common, %union.anon }
%struct.Common = type { ptr, i64, i64 }
%union.anon = type { %struct.HB }
%struct.HB = type { ptr, i64, i64 }

@spare = internal global %struct.Hasher zeroinitializer, align 8

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #0 {
entry:
  %calloc = tail call dereferenceable_or_null(96) ptr @calloc(i64 1, i64 96)
  %tobool.not = icmp eq ptr %calloc, null
  br i1 %tobool.not, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %mem = getelementptr inbounds i8, ptr %calloc, i64 8
  store ptr @defalloc, ptr %mem, align 8, !tbaa !5
  %release = getelementptr inbounds i8, ptr %calloc, i64 16
  store ptr @defrelease, ptr %release, align 8, !tbaa !15
  %cmp = icmp sgt i32 %argc, 1
  %conv = zext i1 %cmp to i32
  tail call fastcc void @encode(ptr noundef nonnull %calloc, i32 noundef %conv)
  %hasher = getelementptr inbounds i8, ptr %calloc, i64 40
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) @spare, ptr noundef nonnull align 8 dereferenceable(48) %hasher, i64 48, i1 false)
  tail call fastcc void @prepare(ptr noundef nonnull @spare, i32 noundef %argc)
  %0 = load i64, ptr getelementptr inbounds (i8, ptr @spare, i64 8), align 8, !tbaa !16
  %conv2 = trunc i64 %0 to i32
  %flags = getelementptr inbounds i8, ptr %calloc, i64 88
  %1 = load i32, ptr %flags, align 8, !tbaa !17
  %add = add nsw i32 %1, %conv2
  %2 = load ptr, ptr %release, align 8, !tbaa !15
  %opaque = getelementptr inbounds i8, ptr %calloc, i64 24
  %3 = load ptr, ptr %opaque, align 8, !tbaa !18
  tail call void %2(ptr noundef %3, ptr noundef %3) #9
  tail call void @free(ptr noundef nonnull %calloc) #9
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %add, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(inaccessiblemem: readwrite) uwtable
define internal noalias noundef ptr @defalloc(ptr nocapture readnone %o, i64 noundef %n) #2 {
entry:
  %call = tail call noalias ptr @malloc(i64 noundef %n) #10
  ret ptr %call
}

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define internal void @defrelease(ptr nocapture readnone %o, ptr nocapture noundef %p) #3 {
entry:
  tail call void @free(ptr noundef %p) #9
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @encode(ptr nocapture noundef %s, i32 noundef %kind) unnamed_addr #4 {
entry:
  %hasher = getelementptr inbounds i8, ptr %s, i64 40
  tail call fastcc void @prepare(ptr noundef nonnull %hasher, i32 noundef %kind)
  %size = getelementptr inbounds i8, ptr %s, i64 48
  %0 = load i64, ptr %size, align 8, !tbaa !19
  %pos = getelementptr inbounds i8, ptr %s, i64 32
  %1 = load i64, ptr %pos, align 8, !tbaa !20
  %add = add nsw i64 %1, %0
  store i64 %add, ptr %pos, align 8, !tbaa !20
  %flags = getelementptr inbounds i8, ptr %s, i64 88
  %2 = load i32, ptr %flags, align 8, !tbaa !17
  %or = or i32 %2, %kind
  store i32 %or, ptr %flags, align 8, !tbaa !17
  %mem = getelementptr inbounds i8, ptr %s, i64 8
  %3 = load ptr, ptr %mem, align 8, !tbaa !5
  %opaque = getelementptr inbounds i8, ptr %s, i64 24
  %4 = load ptr, ptr %opaque, align 8, !tbaa !18
  %call = tail call ptr %3(ptr noundef %4, i64 noundef 8) #9
  store ptr %call, ptr %opaque, align 8, !tbaa !18
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(argmem: write, inaccessiblemem: readwrite) uwtable
define internal fastcc void @prepare(ptr nocapture noundef writeonly %h, i32 noundef %kind) unnamed_addr #6 {
entry:
  %tobool.not = icmp eq i32 %kind, 0
  br i1 %tobool.not, label %if.else, label %if.then

if.then:                                          ; preds = %entry
  %call = tail call noalias dereferenceable_or_null(64) ptr @calloc(i64 noundef 16, i64 noundef 4) #11
  br label %if.end

if.else:                                          ; preds = %entry
  %call2 = tail call noalias dereferenceable_or_null(32) ptr @calloc(i64 noundef 16, i64 noundef 2) #11
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %call.sink = phi ptr [ %call2, %if.else ], [ %call, %if.then ]
  %0 = getelementptr inbounds i8, ptr %h, i64 24
  store ptr %call.sink, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %h, i64 32
  store ptr null, ptr %1, align 8
  %size = getelementptr inbounds i8, ptr %h, i64 8
  store i64 16, ptr %size, align 8, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree noinline nounwind willreturn memory(argmem: write, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { nounwind allocsize(0) }
attributes #11 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !11, i64 8}
!6 = !{!"State", !7, i64 0, !10, i64 8, !7, i64 32, !12, i64 40, !14, i64 88}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"Mem", !11, i64 0, !11, i64 8, !11, i64 16}
!11 = !{!"any pointer", !8, i64 0}
!12 = !{!"", !13, i64 0, !8, i64 24}
!13 = !{!"", !11, i64 0, !7, i64 8, !7, i64 16}
!14 = !{!"int", !8, i64 0}
!15 = !{!6, !11, i64 16}
!16 = !{!12, !7, i64 8}
!17 = !{!6, !14, i64 88}
!18 = !{!6, !11, i64 24}
!19 = !{!6, !7, i64 48}
!20 = !{!6, !7, i64 32}
