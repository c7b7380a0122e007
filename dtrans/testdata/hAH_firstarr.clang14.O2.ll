; ModuleID = 'hAH_firstarr.c'
source_filename = "hAH_firstarr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Splitter = type { i64, i8* }
%struct.HistA = type { [64 x i32], i64 }
%struct.HistB = type { [32 x i32], i64 }

; Function Attrs: nounwind uwtable
define dso_local i64 @run(i64 noundef %n, i64 noundef %i) local_unnamed_addr #0 {
entry:
  %a = alloca %struct.Splitter, align 8
  %b = alloca %struct.Splitter, align 8
  %0 = bitcast %struct.Splitter* %a to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %0) #5
  %1 = bitcast %struct.Splitter* %b to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %1) #5
  %call = tail call noalias i8* @calloc(i64 noundef %n, i64 noundef 264) #5
  %2 = bitcast i8* %call to %struct.HistA*
  %call1 = tail call noalias i8* @calloc(i64 noundef %n, i64 noundef 136) #5
  %3 = bitcast i8* %call1 to %struct.HistB*
  %arrayidx = getelementptr inbounds %struct.HistA, %struct.HistA* %2, i64 %i
  %total = getelementptr inbounds %struct.HistA, %struct.HistA* %2, i64 %i, i32 1
  store i64 4, i64* %total, align 8, !tbaa !5
  %arrayidx2 = getelementptr inbounds %struct.HistB, %struct.HistB* %3, i64 %i
  %total3 = getelementptr inbounds %struct.HistB, %struct.HistB* %3, i64 %i, i32 1
  store i64 3, i64* %total3, align 8, !tbaa !10
  %n4 = getelementptr inbounds %struct.Splitter, %struct.Splitter* %a, i64 0, i32 0
  store i64 %n, i64* %n4, align 8, !tbaa !12
  %hist = getelementptr inbounds %struct.Splitter, %struct.Splitter* %a, i64 0, i32 1
  %4 = bitcast i8** %hist to %struct.HistA**
  store %struct.HistA* %arrayidx, %struct.HistA** %4, align 8, !tbaa !15
  %n6 = getelementptr inbounds %struct.Splitter, %struct.Splitter* %b, i64 0, i32 0
  store i64 %n, i64* %n6, align 8, !tbaa !12
  %hist8 = getelementptr inbounds %struct.Splitter, %struct.Splitter* %b, i64 0, i32 1
  %5 = bitcast i8** %hist8 to %struct.HistB**
  store %struct.HistB* %arrayidx2, %struct.HistB** %5, align 8, !tbaa !15
  %call9 = call fastcc i64 @sum(%struct.Splitter* noundef nonnull %a)
  %call10 = call fastcc i64 @sum(%struct.Splitter* noundef nonnull %b)
  %add = add nsw i64 %call10, %call9
  tail call void @free(i8* noundef %call) #5
  tail call void @free(i8* noundef %call1) #5
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %1) #5
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %0) #5
  ret i64 %add
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i64 @sum(%struct.Splitter* nocapture noundef readonly %s) unnamed_addr #3 {
entry:
  %hist = getelementptr inbounds %struct.Splitter, %struct.Splitter* %s, i64 0, i32 1
  %0 = bitcast i8** %hist to %struct.HistA**
  %1 = load %struct.HistA*, %struct.HistA** %0, align 8, !tbaa !15
  %n = getelementptr inbounds %struct.Splitter, %struct.Splitter* %s, i64 0, i32 0
  %2 = load i64, i64* %n, align 8, !tbaa !12
  %add.ptr = getelementptr inbounds %struct.HistA, %struct.HistA* %1, i64 0, i32 0, i64 %2
  %cmp11 = icmp sgt i64 %2, 0
  br i1 %cmp11, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %arraydecay = getelementptr inbounds %struct.HistA, %struct.HistA* %1, i64 0, i32 0, i64 0
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %r.0.lcssa = phi i64 [ 0, %entry ], [ %add, %for.body ]
  ret i64 %r.0.lcssa

for.body:                                         ; preds = %for.body.preheader, %for.body
  %p.013 = phi i32* [ %incdec.ptr, %for.body ], [ %arraydecay, %for.body.preheader ]
  %r.012 = phi i64 [ %add, %for.body ], [ 0, %for.body.preheader ]
  %3 = load i32, i32* %p.013, align 4, !tbaa !16
  %conv = sext i32 %3 to i64
  %add = add nsw i64 %r.012, %conv
  %incdec.ptr = getelementptr inbounds i32, i32* %p.013, i64 1
  %cmp = icmp ult i32* %incdec.ptr, %add.ptr
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !18
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !9, i64 256}
!6 = !{!"HistA", !7, i64 0, !9, i64 256}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"long", !7, i64 0}
!10 = !{!11, !9, i64 128}
!11 = !{!"HistB", !7, i64 0, !9, i64 128}
!12 = !{!13, !9, i64 0}
!13 = !{!"Splitter", !9, i64 0, !14, i64 8}
!14 = !{!"any pointer", !7, i64 0}
!15 = !{!13, !14, i64 8}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !7, i64 0}
!18 = distinct !{!18, !19, !20, !21}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!"llvm.loop.unroll.disable"}
!21 = !{!"llvm.loop.vectorize.width", i32 1}
