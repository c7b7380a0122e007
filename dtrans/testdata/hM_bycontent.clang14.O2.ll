; ModuleID = 'hM_bycontent.c'
source_filename = "hM_bycontent.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.GCU = type { %struct.LCl }
%struct.LCl = type { %struct.GC*, i8, i8, i8, %struct.GC*, %struct.Proto* }
%struct.GC = type { %struct.GC*, i8, i8 }
%struct.Proto = type { %struct.GC*, i8, i8, i8, i32 }
%struct.TV = type { %union.anon, i8 }
%union.anon = type { %struct.GC* }
%struct.CCl = type { %struct.GC*, i8, i8, i8, %struct.GC*, i32 ()* }
%struct.UD = type { %struct.GC*, i8, i8, i16, i64, %struct.Tab* }
%struct.Tab = type { %struct.GC*, i8, i8, i32 }

@spare = dso_local local_unnamed_addr global %union.GCU zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define dso_local noalias %struct.GC* @newobj(i32 noundef %tt, i64 noundef %sz) local_unnamed_addr #0 {
entry:
  %call = tail call noalias i8* @calloc(i64 noundef 1, i64 noundef %sz) #7
  %0 = bitcast i8* %call to %struct.GC*
  %conv = trunc i32 %tt to i8
  %tt1 = getelementptr inbounds %struct.GC, %struct.GC* %0, i64 0, i32 1
  store i8 %conv, i8* %tt1, align 8, !tbaa !5
  ret %struct.GC* %0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @one() #3 {
entry:
  ret i32 1
}

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define dso_local noalias %struct.LCl* @newlcl(%struct.Proto* noundef %p) local_unnamed_addr #0 {
entry:
  %call = tail call %struct.GC* @newobj(i32 noundef 6, i64 noundef 32)
  %0 = bitcast %struct.GC* %call to %struct.LCl*
  %p1 = getelementptr inbounds %struct.GC, %struct.GC* %call, i64 1, i32 1
  %1 = bitcast i8* %p1 to %struct.Proto**
  store %struct.Proto* %p, %struct.Proto** %1, align 8, !tbaa !10
  ret %struct.LCl* %0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @lclparams(%struct.LCl* nocapture noundef readonly %cl) local_unnamed_addr #4 {
entry:
  %p = getelementptr inbounds %struct.LCl, %struct.LCl* %cl, i64 0, i32 5
  %0 = load %struct.Proto*, %struct.Proto** %p, align 8, !tbaa !10
  %numparams = getelementptr inbounds %struct.Proto, %struct.Proto* %0, i64 0, i32 3
  %1 = load i8, i8* %numparams, align 2, !tbaa !12
  %conv = zext i8 %1 to i32
  ret i32 %conv
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @numparams(%struct.TV* nocapture noundef readonly %o) local_unnamed_addr #4 {
entry:
  %0 = bitcast %struct.TV* %o to %struct.LCl**
  %1 = load %struct.LCl*, %struct.LCl** %0, align 8, !tbaa !15
  %p = getelementptr inbounds %struct.LCl, %struct.LCl* %1, i64 0, i32 5
  %2 = load %struct.Proto*, %struct.Proto** %p, align 8, !tbaa !15
  %numparams = getelementptr inbounds %struct.Proto, %struct.Proto* %2, i64 0, i32 3
  %3 = load i8, i8* %numparams, align 2, !tbaa !12
  %conv = zext i8 %3 to i32
  ret i32 %conv
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @call(%struct.TV* nocapture noundef readonly %o) local_unnamed_addr #5 {
entry:
  %0 = bitcast %struct.TV* %o to %struct.CCl**
  %1 = load %struct.CCl*, %struct.CCl** %0, align 8, !tbaa !15
  %f = getelementptr inbounds %struct.CCl, %struct.CCl* %1, i64 0, i32 5
  %2 = load i32 ()*, i32 ()** %f, align 8, !tbaa !15
  %call = tail call i32 %2() #7
  ret i32 %call
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @mtsize(%struct.TV* nocapture noundef readonly %o) local_unnamed_addr #4 {
entry:
  %0 = bitcast %struct.TV* %o to %struct.UD**
  %1 = load %struct.UD*, %struct.UD** %0, align 8, !tbaa !15
  %mt = getelementptr inbounds %struct.UD, %struct.UD* %1, i64 0, i32 5
  %2 = load %struct.Tab*, %struct.Tab** %mt, align 8, !tbaa !15
  %tobool.not = icmp eq %struct.Tab* %2, null
  br i1 %tobool.not, label %cond.end, label %cond.true

cond.true:                                        ; preds = %entry
  %n = getelementptr inbounds %struct.Tab, %struct.Tab* %2, i64 0, i32 3
  %3 = load i32, i32* %n, align 4, !tbaa !16
  br label %cond.end

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i32 [ %3, %cond.true ], [ 0, %entry ]
  ret i32 %cond
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #6 {
entry:
  %a = alloca %struct.TV, align 8
  %b = alloca %struct.TV, align 8
  %c = alloca %struct.TV, align 8
  %0 = bitcast %struct.TV* %a to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %0) #7
  %1 = bitcast %struct.TV* %b to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %1) #7
  %2 = bitcast %struct.TV* %c to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %2) #7
  %call = tail call %struct.GC* @newobj(i32 noundef 9, i64 noundef 16)
  %3 = bitcast %struct.GC* %call to %struct.Proto*
  %conv = trunc i32 %argc to i8
  %numparams = getelementptr inbounds %struct.Proto, %struct.Proto* %3, i64 0, i32 3
  store i8 %conv, i8* %numparams, align 2, !tbaa !12
  %call1 = tail call %struct.LCl* @newlcl(%struct.Proto* noundef %3)
  %call2 = tail call %struct.GC* @newobj(i32 noundef 7, i64 noundef 32)
  %f = getelementptr inbounds %struct.GC, %struct.GC* %call2, i64 1, i32 1
  %4 = bitcast i8* %f to i32 ()**
  store i32 ()* @one, i32 ()** %4, align 8, !tbaa !18
  %call3 = tail call %struct.GC* @newobj(i32 noundef 8, i64 noundef 32)
  %call4 = tail call %struct.GC* @newobj(i32 noundef 5, i64 noundef 16)
  %5 = bitcast %struct.GC* %call4 to %struct.Tab*
  %mt = getelementptr inbounds %struct.GC, %struct.GC* %call3, i64 1, i32 1
  %6 = bitcast i8* %mt to %struct.GC**
  store %struct.GC* %call4, %struct.GC** %6, align 8, !tbaa !20
  %n = getelementptr inbounds %struct.Tab, %struct.Tab* %5, i64 0, i32 3
  store i32 %argc, i32* %n, align 4, !tbaa !16
  %7 = bitcast %struct.TV* %a to %struct.LCl**
  store %struct.LCl* %call1, %struct.LCl** %7, align 8, !tbaa !15
  %tt = getelementptr inbounds %struct.TV, %struct.TV* %a, i64 0, i32 1
  store i8 6, i8* %tt, align 8, !tbaa !24
  %gc7 = getelementptr inbounds %struct.TV, %struct.TV* %b, i64 0, i32 0, i32 0
  store %struct.GC* %call2, %struct.GC** %gc7, align 8, !tbaa !15
  %tt8 = getelementptr inbounds %struct.TV, %struct.TV* %b, i64 0, i32 1
  store i8 7, i8* %tt8, align 8, !tbaa !24
  %gc10 = getelementptr inbounds %struct.TV, %struct.TV* %c, i64 0, i32 0, i32 0
  store %struct.GC* %call3, %struct.GC** %gc10, align 8, !tbaa !15
  %tt11 = getelementptr inbounds %struct.TV, %struct.TV* %c, i64 0, i32 1
  store i8 8, i8* %tt11, align 8, !tbaa !24
  %call12 = call i32 @numparams(%struct.TV* noundef nonnull %a)
  %call13 = call i32 @call(%struct.TV* noundef nonnull %b)
  %add = add nsw i32 %call13, %call12
  %call14 = call i32 @mtsize(%struct.TV* noundef nonnull %c)
  %add15 = add nsw i32 %add, %call14
  %call16 = tail call i32 @lclparams(%struct.LCl* noundef %call1)
  %add17 = add nsw i32 %add15, %call16
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %2) #7
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %1) #7
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %0) #7
  ret i32 %add17
}

attributes #0 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

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
!10 = !{!11, !7, i64 24}
!11 = !{!"LCl", !7, i64 0, !8, i64 8, !8, i64 9, !8, i64 10, !7, i64 16, !7, i64 24}
!12 = !{!13, !8, i64 10}
!13 = !{!"Proto", !7, i64 0, !8, i64 8, !8, i64 9, !8, i64 10, !14, i64 12}
!14 = !{!"int", !8, i64 0}
!15 = !{!8, !8, i64 0}
!16 = !{!17, !14, i64 12}
!17 = !{!"Tab", !7, i64 0, !8, i64 8, !8, i64 9, !14, i64 12}
!18 = !{!19, !7, i64 24}
!19 = !{!"CCl", !7, i64 0, !8, i64 8, !8, i64 9, !8, i64 10, !7, i64 16, !7, i64 24}
!20 = !{!21, !7, i64 24}
!21 = !{!"UD", !7, i64 0, !8, i64 8, !8, i64 9, !22, i64 10, !23, i64 16, !7, i64 24}
!22 = !{!"short", !8, i64 0}
!23 = !{!"long", !8, i64 0}
!24 = !{!25, !8, i64 8}
!25 = !{!"TV", !8, i64 0, !8, i64 8}
