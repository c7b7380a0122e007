; ModuleID = 'tbaa.c'
source_filename = "tbaa.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Stream = type { i8*, i32, i32, i8*, i32 }
%struct.Node = type { i8*, i32 }
%struct.A = type { i64, i32, i32 }
%struct.B = type { i64, double }
%struct.State = type { [16 x i32], %struct.Desc, %struct.Desc }
%struct.Desc = type { i32*, i32 }

@last = dso_local local_unnamed_addr global %struct.Stream zeroinitializer, align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local i32 @pump(%struct.Stream* nocapture noundef %s, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %avail_in = getelementptr inbounds %struct.Stream, %struct.Stream* %s, i64 0, i32 1
  %0 = load i32, i32* %avail_in, align 8, !tbaa !5
  %sub = sub i32 %0, %n
  store i32 %sub, i32* %avail_in, align 8, !tbaa !5
  %total_in = getelementptr inbounds %struct.Stream, %struct.Stream* %s, i64 0, i32 2
  %1 = load i32, i32* %total_in, align 4, !tbaa !11
  %add = add i32 %1, %n
  store i32 %add, i32* %total_in, align 4, !tbaa !11
  %next_in = getelementptr inbounds %struct.Stream, %struct.Stream* %s, i64 0, i32 0
  %2 = load i8*, i8** %next_in, align 8, !tbaa !12
  %idx.ext = zext i32 %n to i64
  %add.ptr = getelementptr inbounds i8, i8* %2, i64 %idx.ext
  store i8* %add.ptr, i8** %next_in, align 8, !tbaa !12
  ret i32 %sub
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @geta(%struct.Node* nocapture noundef readonly %n) local_unnamed_addr #2 {
entry:
  %0 = bitcast %struct.Node* %n to %struct.A**
  %1 = load %struct.A*, %struct.A** %0, align 8, !tbaa !13
  %key = getelementptr inbounds %struct.A, %struct.A* %1, i64 0, i32 0
  %2 = load i64, i64* %key, align 8, !tbaa !15
  %a2 = getelementptr inbounds %struct.A, %struct.A* %1, i64 0, i32 2
  %3 = load i32, i32* %a2, align 4, !tbaa !18
  %conv = sext i32 %3 to i64
  %add = add nsw i64 %2, %conv
  ret i64 %add
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local double @getb(%struct.Node* nocapture noundef readonly %n) local_unnamed_addr #2 {
entry:
  %0 = bitcast %struct.Node* %n to %struct.B**
  %1 = load %struct.B*, %struct.B** %0, align 8, !tbaa !13
  %b1 = getelementptr inbounds %struct.B, %struct.B* %1, i64 0, i32 1
  %2 = load double, double* %b1, align 8, !tbaa !19
  ret double %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @get(%struct.Node* nocapture noundef readonly %n) local_unnamed_addr #2 {
entry:
  %kind = getelementptr inbounds %struct.Node, %struct.Node* %n, i64 0, i32 1
  %0 = load i32, i32* %kind, align 8, !tbaa !22
  %cmp = icmp eq i32 %0, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %1 = bitcast %struct.Node* %n to %struct.A**
  %2 = load %struct.A*, %struct.A** %1, align 8, !tbaa !13
  %a2 = getelementptr inbounds %struct.A, %struct.A* %2, i64 0, i32 2
  %3 = load i32, i32* %a2, align 4, !tbaa !18
  %conv = sext i32 %3 to i64
  br label %return

if.end:                                           ; preds = %entry
  %4 = bitcast %struct.Node* %n to %struct.B**
  %5 = load %struct.B*, %struct.B** %4, align 8, !tbaa !13
  %b1 = getelementptr inbounds %struct.B, %struct.B* %5, i64 0, i32 1
  %6 = load double, double* %b1, align 8, !tbaa !19
  %conv2 = fptosi double %6 to i64
  br label %return

return:                                           ; preds = %if.end, %if.then
  %retval.0 = phi i64 [ %conv, %if.then ], [ %conv2, %if.end ]
  ret i64 %retval.0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local void @seta(%struct.Node* nocapture noundef readonly %n, i64 noundef %k, i32 noundef %v) local_unnamed_addr #3 {
entry:
  %0 = bitcast %struct.Node* %n to %struct.A**
  %1 = load %struct.A*, %struct.A** %0, align 8, !tbaa !13
  %key = getelementptr inbounds %struct.A, %struct.A* %1, i64 0, i32 0
  store i64 %k, i64* %key, align 8, !tbaa !15
  %a2 = getelementptr inbounds %struct.A, %struct.A* %1, i64 0, i32 2
  store i32 %v, i32* %a2, align 4, !tbaa !18
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local void @setb(%struct.Node* nocapture noundef readonly %n, double noundef %d) local_unnamed_addr #3 {
entry:
  %0 = bitcast %struct.Node* %n to %struct.B**
  %1 = load %struct.B*, %struct.B** %0, align 8, !tbaa !13
  %b1 = getelementptr inbounds %struct.B, %struct.B* %1, i64 0, i32 1
  store double %d, double* %b1, align 8, !tbaa !19
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @init(%struct.State* noundef %s, i32 noundef %m) local_unnamed_addr #4 {
entry:
  %arraydecay = getelementptr inbounds %struct.State, %struct.State* %s, i64 0, i32 0, i64 0
  %tree = getelementptr inbounds %struct.State, %struct.State* %s, i64 0, i32 1, i32 0
  store i32* %arraydecay, i32** %tree, align 8, !tbaa !23
  %add.ptr = getelementptr inbounds %struct.State, %struct.State* %s, i64 0, i32 0, i64 8
  %tree3 = getelementptr inbounds %struct.State, %struct.State* %s, i64 0, i32 2, i32 0
  store i32* %add.ptr, i32** %tree3, align 8, !tbaa !26
  %max = getelementptr inbounds %struct.State, %struct.State* %s, i64 0, i32 1, i32 1
  store i32 %m, i32* %max, align 8, !tbaa !27
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @maxof(%struct.Desc* nocapture noundef readonly %d) local_unnamed_addr #2 {
entry:
  %max = getelementptr inbounds %struct.Desc, %struct.Desc* %d, i64 0, i32 1
  %0 = load i32, i32* %max, align 8, !tbaa !28
  ret i32 %0
}

; Function Attrs: mustprogress nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #5 {
entry:
  %n = alloca %struct.Node, align 8
  %0 = bitcast %struct.Node* %n to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %0) #8
  %call = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #8
  %obj = getelementptr inbounds %struct.Node, %struct.Node* %n, i64 0, i32 0
  store i8* %call, i8** %obj, align 8, !tbaa !13
  %kind = getelementptr inbounds %struct.Node, %struct.Node* %n, i64 0, i32 1
  store i32 0, i32* %kind, align 8, !tbaa !22
  %conv = sext i32 %argc to i64
  call void @seta(%struct.Node* noundef nonnull %n, i64 noundef %conv, i32 noundef 2)
  %call1 = call i64 @geta(%struct.Node* noundef nonnull %n)
  tail call void @free(i8* noundef %call) #8
  %call3 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #8
  store i8* %call3, i8** %obj, align 8, !tbaa !13
  store i32 1, i32* %kind, align 8, !tbaa !22
  call void @setb(%struct.Node* noundef nonnull %n, double noundef 1.500000e+00)
  %call6 = call double @getb(%struct.Node* noundef nonnull %n)
  %conv7 = fptosi double %call6 to i64
  %call8 = call i64 @get(%struct.Node* noundef nonnull %n)
  %add = add i64 %call1, %conv7
  %add9 = add i64 %add, %call8
  tail call void @free(i8* noundef %call3) #8
  %call11 = tail call noalias dereferenceable_or_null(96) i8* @malloc(i64 noundef 96) #8
  %1 = bitcast i8* %call11 to %struct.State*
  tail call void @init(%struct.State* noundef %1, i32 noundef %argc)
  %l = getelementptr inbounds %struct.State, %struct.State* %1, i64 0, i32 1
  %call12 = tail call i32 @maxof(%struct.Desc* noundef nonnull %l)
  tail call void @free(i8* noundef %call11) #8
  %2 = trunc i64 %add9 to i32
  %conv15 = add i32 %call12, %2
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %0) #8
  ret i32 %conv15
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #7

attributes #0 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !10, i64 8}
!6 = !{!"", !7, i64 0, !10, i64 8, !10, i64 12, !7, i64 16, !10, i64 24}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!6, !10, i64 12}
!12 = !{!6, !7, i64 0}
!13 = !{!14, !7, i64 0}
!14 = !{!"Node", !7, i64 0, !10, i64 8}
!15 = !{!16, !17, i64 0}
!16 = !{!"A", !17, i64 0, !10, i64 8, !10, i64 12}
!17 = !{!"long", !8, i64 0}
!18 = !{!16, !10, i64 12}
!19 = !{!20, !21, i64 8}
!20 = !{!"B", !17, i64 0, !21, i64 8}
!21 = !{!"double", !8, i64 0}
!22 = !{!14, !10, i64 8}
!23 = !{!24, !7, i64 64}
!24 = !{!"State", !8, i64 0, !25, i64 64, !25, i64 80}
!25 = !{!"Desc", !7, i64 0, !10, i64 8}
!26 = !{!24, !7, i64 80}
!27 = !{!24, !10, i64 72}
!28 = !{!25, !10, i64 8}
