; ModuleID = 'anonunion.c'
source_filename = "anonunion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Hasher = type { %struct.Common, %union.anon }
%struct.Common = type { i8*, i64, i64 }
%union.anon = type { %struct.HB }
%struct.HB = type { i16*, i64, i64 }
%struct.State = type { i64, %struct.Mem, i64, %struct.Hasher, i32 }
%struct.Mem = type { i8* (i8*, i64)*, void (i8*, i8*)*, i8* }

@spare = internal global %struct.Hasher zeroinitializer, align 8

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 {
entry:
  %calloc = call dereferenceable_or_null(96) i8* @calloc(i64 1, i64 96)
  %0 = bitcast i8* %calloc to %struct.State*
  %tobool.not = icmp eq i8* %calloc, null
  br i1 %tobool.not, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %alloc = getelementptr inbounds %struct.State, %struct.State* %0, i64 0, i32 1, i32 0
  store i8* (i8*, i64)* @defalloc, i8* (i8*, i64)** %alloc, align 8, !tbaa !5
  %release = getelementptr inbounds %struct.State, %struct.State* %0, i64 0, i32 1, i32 1
  store void (i8*, i8*)* @defrelease, void (i8*, i8*)** %release, align 8, !tbaa !15
  %cmp = icmp sgt i32 %argc, 1
  %conv = zext i1 %cmp to i32
  tail call fastcc void @encode(%struct.State* noundef nonnull %0, i32 noundef %conv)
  %hasher = getelementptr inbounds %struct.State, %struct.State* %0, i64 0, i32 3
  %1 = bitcast %struct.Hasher* %hasher to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) bitcast (%struct.Hasher* @spare to i8*), i8* noundef nonnull align 8 dereferenceable(48) %1, i64 48, i1 false)
  tail call fastcc void @prepare(%struct.Hasher* noundef nonnull @spare, i32 noundef %argc)
  %2 = load i64, i64* getelementptr inbounds (%struct.Hasher, %struct.Hasher* @spare, i64 0, i32 0, i32 1), align 8, !tbaa !16
  %conv2 = trunc i64 %2 to i32
  %flags = getelementptr inbounds %struct.State, %struct.State* %0, i64 0, i32 4
  %3 = load i32, i32* %flags, align 8, !tbaa !17
  %add = add nsw i32 %3, %conv2
  %4 = load void (i8*, i8*)*, void (i8*, i8*)** %release, align 8, !tbaa !15
  %opaque = getelementptr inbounds %struct.State, %struct.State* %0, i64 0, i32 1, i32 2
  %5 = load i8*, i8** %opaque, align 8, !tbaa !18
  tail call void %4(i8* noundef %5, i8* noundef %5) #8
  tail call void @free(i8* noundef nonnull %calloc) #8
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %add, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define internal noalias i8* @defalloc(i8* nocapture noundef readnone %o, i64 noundef %n) #2 {
entry:
  %call = tail call noalias i8* @malloc(i64 noundef %n) #8
  ret i8* %call
}

; Function Attrs: mustprogress nounwind uwtable willreturn
define internal void @defrelease(i8* nocapture noundef readnone %o, i8* nocapture noundef %p) #3 {
entry:
  tail call void @free(i8* noundef %p) #8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @encode(%struct.State* nocapture noundef %s, i32 noundef %kind) unnamed_addr #4 {
entry:
  %hasher = getelementptr inbounds %struct.State, %struct.State* %s, i64 0, i32 3
  tail call fastcc void @prepare(%struct.Hasher* noundef nonnull %hasher, i32 noundef %kind)
  %size = getelementptr inbounds %struct.State, %struct.State* %s, i64 0, i32 3, i32 0, i32 1
  %0 = load i64, i64* %size, align 8, !tbaa !19
  %pos = getelementptr inbounds %struct.State, %struct.State* %s, i64 0, i32 2
  %1 = load i64, i64* %pos, align 8, !tbaa !20
  %add = add nsw i64 %1, %0
  store i64 %add, i64* %pos, align 8, !tbaa !20
  %flags = getelementptr inbounds %struct.State, %struct.State* %s, i64 0, i32 4
  %2 = load i32, i32* %flags, align 8, !tbaa !17
  %or = or i32 %2, %kind
  store i32 %or, i32* %flags, align 8, !tbaa !17
  %alloc = getelementptr inbounds %struct.State, %struct.State* %s, i64 0, i32 1, i32 0
  %3 = load i8* (i8*, i64)*, i8* (i8*, i64)** %alloc, align 8, !tbaa !5
  %opaque = getelementptr inbounds %struct.State, %struct.State* %s, i64 0, i32 1, i32 2
  %4 = load i8*, i8** %opaque, align 8, !tbaa !18
  %call = tail call i8* %3(i8* noundef %4, i64 noundef 8) #8
  store i8* %call, i8** %opaque, align 8, !tbaa !18
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define internal fastcc void @prepare(%struct.Hasher* nocapture noundef writeonly %h, i32 noundef %kind) unnamed_addr #6 {
entry:
  %tobool.not = icmp eq i32 %kind, 0
  br i1 %tobool.not, label %if.else, label %if.then

if.then:                                          ; preds = %entry
  %call = tail call noalias dereferenceable_or_null(64) i8* @calloc(i64 noundef 16, i64 noundef 4) #8
  %privat = getelementptr inbounds %struct.Hasher, %struct.Hasher* %h, i64 0, i32 1
  %0 = bitcast %union.anon* %privat to i8**
  store i8* %call, i8** %0, align 8, !tbaa !21
  %extra = getelementptr inbounds %struct.Hasher, %struct.Hasher* %h, i64 0, i32 1, i32 0, i32 1
  %1 = bitcast i64* %extra to i32**
  store i32* null, i32** %1, align 8, !tbaa !21
  br label %if.end

if.else:                                          ; preds = %entry
  %call3 = tail call noalias dereferenceable_or_null(32) i8* @calloc(i64 noundef 16, i64 noundef 2) #8
  %b = getelementptr inbounds %struct.Hasher, %struct.Hasher* %h, i64 0, i32 1, i32 0
  %2 = bitcast %struct.HB* %b to i8**
  store i8* %call3, i8** %2, align 8, !tbaa !21
  %count = getelementptr inbounds %struct.Hasher, %struct.Hasher* %h, i64 0, i32 1, i32 0, i32 1
  store i64 0, i64* %count, align 8, !tbaa !21
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %size = getelementptr inbounds %struct.Hasher, %struct.Hasher* %h, i64 0, i32 0, i32 1
  store i64 16, i64* %size, align 8, !tbaa !16
  ret void
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #7

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #6 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
!21 = !{!8, !8, i64 0}
