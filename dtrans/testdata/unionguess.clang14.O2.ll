; ModuleID = 'unionguess.c'
source_filename = "unionguess.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.GC = type { %struct.GC*, i8, i8 }
%struct.UD = type { %struct.GC*, i8, i8, %union.anon.0, i64, i8* }
%union.anon.0 = type { i16 }
%struct.TV = type { %union.anon, i8 }
%union.anon = type { %struct.GC* }
%struct.CCl = type { %struct.GC*, i8, i8, i8, i8* }

@allgc = dso_local local_unnamed_addr global %struct.GC* null, align 8
@ud0 = dso_local local_unnamed_addr global %struct.UD zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define dso_local %struct.GC* @newobj(i32 noundef %tt, i64 noundef %sz) local_unnamed_addr #0 {
entry:
  %call = tail call noalias i8* @malloc(i64 noundef %sz) #6
  %0 = bitcast i8* %call to %struct.GC*
  %conv = trunc i32 %tt to i8
  %tt1 = getelementptr inbounds %struct.GC, %struct.GC* %0, i64 0, i32 1
  store i8 %conv, i8* %tt1, align 8, !tbaa !5
  %1 = load %struct.GC*, %struct.GC** @allgc, align 8, !tbaa !10
  %next = getelementptr inbounds %struct.GC, %struct.GC* %0, i64 0, i32 0
  store %struct.GC* %1, %struct.GC** %next, align 8, !tbaa !11
  store i8* %call, i8** bitcast (%struct.GC** @allgc to i8**), align 8, !tbaa !10
  ret %struct.GC* %0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @setobj(%struct.TV* nocapture noundef writeonly %t, %struct.GC* noundef %o, i32 noundef %tt) local_unnamed_addr #3 {
entry:
  %gc = getelementptr inbounds %struct.TV, %struct.TV* %t, i64 0, i32 0, i32 0
  store %struct.GC* %o, %struct.GC** %gc, align 8, !tbaa !12
  %conv = trunc i32 %tt to i8
  %tt1 = getelementptr inbounds %struct.TV, %struct.TV* %t, i64 0, i32 1
  store i8 %conv, i8* %tt1, align 8, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @nupvalues(%struct.TV* nocapture noundef readonly %o) local_unnamed_addr #4 {
entry:
  %0 = bitcast %struct.TV* %o to %struct.CCl**
  %1 = load %struct.CCl*, %struct.CCl** %0, align 8, !tbaa !12
  %nup = getelementptr inbounds %struct.CCl, %struct.CCl* %1, i64 0, i32 3
  %2 = load i8, i8* %nup, align 2, !tbaa !15
  %conv = zext i8 %2 to i32
  ret i32 %conv
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i8* @topointer(%struct.TV* nocapture noundef readonly %o) local_unnamed_addr #4 {
entry:
  %tt = getelementptr inbounds %struct.TV, %struct.TV* %o, i64 0, i32 1
  %0 = load i8, i8* %tt, align 8, !tbaa !13
  switch i8 %0, label %return [
    i8 2, label %sw.bb
    i8 3, label %sw.bb6
  ]

sw.bb:                                            ; preds = %entry
  %1 = bitcast %struct.TV* %o to %struct.UD**
  %2 = load %struct.UD*, %struct.UD** %1, align 8, !tbaa !12
  %3 = bitcast %struct.UD* %2 to i8*
  %nuv = getelementptr inbounds %struct.UD, %struct.UD* %2, i64 0, i32 3, i32 0
  %4 = load i16, i16* %nuv, align 2, !tbaa !12
  %cmp = icmp eq i16 %4, 0
  %conv1 = zext i16 %4 to i64
  %mul = shl nuw nsw i64 %conv1, 4
  %add = add nuw nsw i64 %mul, 40
  %cond = select i1 %cmp, i64 32, i64 %add
  %add.ptr = getelementptr inbounds i8, i8* %3, i64 %cond
  br label %return

sw.bb6:                                           ; preds = %entry
  %5 = bitcast %struct.TV* %o to %struct.CCl**
  %6 = load %struct.CCl*, %struct.CCl** %5, align 8, !tbaa !12
  %f = getelementptr inbounds %struct.CCl, %struct.CCl* %6, i64 0, i32 4
  %7 = load i8*, i8** %f, align 8, !tbaa !17
  br label %return

return:                                           ; preds = %entry, %sw.bb6, %sw.bb
  %retval.0 = phi i8* [ %7, %sw.bb6 ], [ %add.ptr, %sw.bb ], [ null, %entry ]
  ret i8* %retval.0
}

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) local_unnamed_addr #5 {
entry:
  %a = alloca %struct.TV, align 8
  %b = alloca %struct.TV, align 8
  %0 = bitcast %struct.TV* %a to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %0) #6
  %1 = bitcast %struct.TV* %b to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %1) #6
  %call = tail call %struct.GC* @newobj(i32 noundef 2, i64 noundef 32)
  %2 = bitcast %struct.GC* %call to %struct.UD*
  %conv = trunc i32 %argc to i16
  %nuv = getelementptr inbounds %struct.UD, %struct.UD* %2, i64 0, i32 3, i32 0
  store i16 %conv, i16* %nuv, align 2, !tbaa !12
  %conv1 = sext i32 %argc to i64
  %len = getelementptr inbounds %struct.GC, %struct.GC* %call, i64 1
  %3 = bitcast %struct.GC* %len to i64*
  store i64 %conv1, i64* %3, align 8, !tbaa !18
  %mt = getelementptr inbounds %struct.GC, %struct.GC* %call, i64 1, i32 1
  %4 = bitcast i8* %mt to i8***
  store i8** %argv, i8*** %4, align 8, !tbaa !21
  store i64 %conv1, i64* getelementptr inbounds (%struct.UD, %struct.UD* @ud0, i64 0, i32 4), align 8, !tbaa !18
  %call3 = tail call %struct.GC* @newobj(i32 noundef 3, i64 noundef 24)
  %5 = bitcast %struct.GC* %call3 to %struct.CCl*
  %nup = getelementptr inbounds %struct.CCl, %struct.CCl* %5, i64 0, i32 3
  store i8 0, i8* %nup, align 2, !tbaa !15
  %f = getelementptr inbounds %struct.GC, %struct.GC* %call3, i64 1
  %6 = bitcast %struct.GC* %f to i8***
  store i8** %argv, i8*** %6, align 8, !tbaa !17
  call void @setobj(%struct.TV* noundef nonnull %a, %struct.GC* noundef %call, i32 noundef 2)
  call void @setobj(%struct.TV* noundef nonnull %b, %struct.GC* noundef %call3, i32 noundef 3)
  %call4 = call i32 @nupvalues(%struct.TV* noundef nonnull %b)
  %call5 = call i8* @topointer(%struct.TV* noundef nonnull %a)
  %cmp = icmp ne i8* %call5, null
  %conv6 = zext i1 %cmp to i32
  %add = add nsw i32 %call4, %conv6
  %call7 = call i8* @topointer(%struct.TV* noundef nonnull %b)
  %cmp8 = icmp ne i8* %call7, null
  %conv9 = zext i1 %cmp8 to i32
  %add10 = add nsw i32 %add, %conv9
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %1) #6
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %0) #6
  ret i32 %add10
}

attributes #0 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !8, i64 8}
!6 = !{!"GC", !7, i64 0, !8, i64 8, !8, i64 9}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!7, !7, i64 0}
!11 = !{!6, !7, i64 0}
!12 = !{!8, !8, i64 0}
!13 = !{!14, !8, i64 8}
!14 = !{!"TV", !8, i64 0, !8, i64 8}
!15 = !{!16, !8, i64 10}
!16 = !{!"CCl", !7, i64 0, !8, i64 8, !8, i64 9, !8, i64 10, !7, i64 16}
!17 = !{!16, !7, i64 16}
!18 = !{!19, !20, i64 16}
!19 = !{!"UD", !7, i64 0, !8, i64 8, !8, i64 9, !8, i64 10, !20, i64 16, !7, i64 24}
!20 = !{!"long", !8, i64 0}
!21 = !{!19, !7, i64 24}
