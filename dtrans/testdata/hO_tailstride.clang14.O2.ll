; ModuleID = 'hO_tailstride.c'
source_filename = "hO_tailstride.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.State = type { %struct.Prog*, %struct.Cls*, i32 }
%struct.Prog = type { i8*, i32, i32, [4 x %struct.Cls] }
%struct.Cls = type { i32*, [6 x i32] }

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 {
entry:
  %g = alloca %struct.State, align 8
  %0 = bitcast %struct.State* %g to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %0) #8
  %call = tail call noalias dereferenceable_or_null(144) i8* @malloc(i64 noundef 144) #8
  %1 = bitcast %struct.State* %g to i8**
  store i8* %call, i8** %1, align 8, !tbaa !5
  %tobool.not = icmp eq i8* %call, null
  %2 = bitcast i8* %call to %struct.Prog*
  br i1 %tobool.not, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %prog = getelementptr inbounds %struct.State, %struct.State* %g, i64 0, i32 0
  %ncls = getelementptr inbounds %struct.Prog, %struct.Prog* %2, i64 0, i32 2
  store i32 0, i32* %ncls, align 4, !tbaa !11
  %flags = getelementptr inbounds %struct.Prog, %struct.Prog* %2, i64 0, i32 1
  store i32 %argc, i32* %flags, align 8, !tbaa !13
  %n = getelementptr inbounds %struct.State, %struct.State* %g, i64 0, i32 2
  store i32 0, i32* %n, align 8, !tbaa !14
  call fastcc void @next(%struct.State* noundef nonnull %g)
  call fastcc void @add(%struct.State* noundef nonnull %g, i32 noundef %argc)
  %cmp = icmp sgt i32 %argc, 2
  %cur = getelementptr inbounds %struct.State, %struct.State* %g, i64 0, i32 1
  %3 = load %struct.Cls*, %struct.Cls** %cur, align 8
  %4 = load %struct.Prog*, %struct.Prog** %prog, align 8
  %arraydecay = getelementptr inbounds %struct.Prog, %struct.Prog* %4, i64 0, i32 3, i64 0
  %cond = select i1 %cmp, %struct.Cls* %3, %struct.Cls* %arraydecay
  %call5 = tail call fastcc i32 @look(%struct.Cls* noundef %cond, i32 noundef %argc)
  %.cast = bitcast %struct.Prog* %4 to i8*
  tail call void @free(i8* noundef %.cast) #8
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %call5, %if.end ], [ 1, %entry ]
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %0) #8
  ret i32 %retval.0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @next(%struct.State* nocapture noundef %g) unnamed_addr #3 {
entry:
  %prog = getelementptr inbounds %struct.State, %struct.State* %g, i64 0, i32 0
  %0 = load %struct.Prog*, %struct.Prog** %prog, align 8, !tbaa !5
  %ncls = getelementptr inbounds %struct.Prog, %struct.Prog* %0, i64 0, i32 2
  %1 = load i32, i32* %ncls, align 4, !tbaa !11
  %cmp = icmp sgt i32 %1, 3
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  tail call void @exit(i32 noundef 2) #9
  unreachable

if.end:                                           ; preds = %entry
  %inc = add nsw i32 %1, 1
  store i32 %inc, i32* %ncls, align 4, !tbaa !11
  %idx.ext = sext i32 %1 to i64
  %add.ptr = getelementptr inbounds %struct.Prog, %struct.Prog* %0, i64 0, i32 3, i64 %idx.ext
  %cur = getelementptr inbounds %struct.State, %struct.State* %g, i64 0, i32 1
  store %struct.Cls* %add.ptr, %struct.Cls** %cur, align 8, !tbaa !15
  %arraydecay5 = getelementptr inbounds %struct.Prog, %struct.Prog* %0, i64 0, i32 3, i64 %idx.ext, i32 1, i64 0
  %end = getelementptr inbounds %struct.Cls, %struct.Cls* %add.ptr, i64 0, i32 0
  store i32* %arraydecay5, i32** %end, align 8, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @add(%struct.State* nocapture noundef readonly %g, i32 noundef %a) unnamed_addr #4 {
entry:
  %cur = getelementptr inbounds %struct.State, %struct.State* %g, i64 0, i32 1
  %0 = load %struct.Cls*, %struct.Cls** %cur, align 8, !tbaa !15
  %end = getelementptr inbounds %struct.Cls, %struct.Cls* %0, i64 0, i32 0
  %1 = load i32*, i32** %end, align 8, !tbaa !16
  %incdec.ptr = getelementptr inbounds i32, i32* %1, i64 1
  store i32* %incdec.ptr, i32** %end, align 8, !tbaa !16
  store i32 %a, i32* %1, align 4, !tbaa !18
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @look(%struct.Cls* noundef readonly %c, i32 noundef %x) unnamed_addr #5 {
entry:
  %arraydecay = getelementptr inbounds %struct.Cls, %struct.Cls* %c, i64 0, i32 1, i64 0
  %end = getelementptr inbounds %struct.Cls, %struct.Cls* %c, i64 0, i32 0
  %0 = load i32*, i32** %end, align 8, !tbaa !16
  %cmp6 = icmp ult i32* %arraydecay, %0
  br i1 %cmp6, label %for.body, label %cleanup

for.cond:                                         ; preds = %for.body
  %cmp = icmp ult i32* %incdec.ptr, %0
  br i1 %cmp, label %for.body, label %cleanup, !llvm.loop !19

for.body:                                         ; preds = %entry, %for.cond
  %p.07 = phi i32* [ %incdec.ptr, %for.cond ], [ %arraydecay, %entry ]
  %1 = load i32, i32* %p.07, align 4, !tbaa !18
  %cmp1 = icmp eq i32 %1, %x
  %incdec.ptr = getelementptr inbounds i32, i32* %p.07, i64 1
  br i1 %cmp1, label %cleanup, label %for.cond

cleanup:                                          ; preds = %for.cond, %for.body, %entry
  %cmp.lcssa = phi i32 [ 0, %entry ], [ 1, %for.body ], [ 0, %for.cond ]
  ret i32 %cmp.lcssa
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"State", !7, i64 0, !7, i64 8, !10, i64 16}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!12, !10, i64 12}
!12 = !{!"Prog", !7, i64 0, !10, i64 8, !10, i64 12, !8, i64 16}
!13 = !{!12, !10, i64 8}
!14 = !{!6, !10, i64 16}
!15 = !{!6, !7, i64 8}
!16 = !{!17, !7, i64 0}
!17 = !{!"Cls", !7, i64 0, !8, i64 8}
!18 = !{!10, !10, i64 0}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
