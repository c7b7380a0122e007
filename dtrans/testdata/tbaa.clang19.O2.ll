; ModuleID = 'tbaa.c'
source_filename = "tbaa.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Stream = type { ptr, i32, i32, ptr, i32 }
%struct.Node = type { ptr, i32 }

@last = dso_local local_unnamed_addr global %struct.Stream zeroinitializer, align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i32 @pump(ptr nocapture noundef %s, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %avail_in = getelementptr inbounds i8, ptr %s, i64 8
  %0 = load i32, ptr %avail_in, align 8, !tbaa !5
  %sub = sub i32 %0, %n
  store i32 %sub, ptr %avail_in, align 8, !tbaa !5
  %total_in = getelementptr inbounds i8, ptr %s, i64 12
  %1 = load i32, ptr %total_in, align 4, !tbaa !11
  %add = add i32 %1, %n
  store i32 %add, ptr %total_in, align 4, !tbaa !11
  %2 = load ptr, ptr %s, align 8, !tbaa !12
  %idx.ext = zext i32 %n to i64
  %add.ptr = getelementptr inbounds i8, ptr %2, i64 %idx.ext
  store ptr %add.ptr, ptr %s, align 8, !tbaa !12
  ret i32 %sub
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @geta(ptr nocapture noundef readonly %n) local_unnamed_addr #2 {
entry:
  %0 = load ptr, ptr %n, align 8, !tbaa !13
  %1 = load i64, ptr %0, align 8, !tbaa !15
  %a2 = getelementptr inbounds i8, ptr %0, i64 12
  %2 = load i32, ptr %a2, align 4, !tbaa !18
  %conv = sext i32 %2 to i64
  %add = add nsw i64 %1, %conv
  ret i64 %add
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local double @getb(ptr nocapture noundef readonly %n) local_unnamed_addr #2 {
entry:
  %0 = load ptr, ptr %n, align 8, !tbaa !13
  %b1 = getelementptr inbounds i8, ptr %0, i64 8
  %1 = load double, ptr %b1, align 8, !tbaa !19
  ret double %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @get(ptr nocapture noundef readonly %n) local_unnamed_addr #2 {
entry:
  %kind = getelementptr inbounds i8, ptr %n, i64 8
  %0 = load i32, ptr %kind, align 8, !tbaa !22
  %cmp = icmp eq i32 %0, 0
  %1 = load ptr, ptr %n, align 8, !tbaa !13
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %a2 = getelementptr inbounds i8, ptr %1, i64 12
  %2 = load i32, ptr %a2, align 4, !tbaa !18
  %conv = sext i32 %2 to i64
  br label %return

if.end:                                           ; preds = %entry
  %b1 = getelementptr inbounds i8, ptr %1, i64 8
  %3 = load double, ptr %b1, align 8, !tbaa !19
  %conv2 = fptosi double %3 to i64
  br label %return

return:                                           ; preds = %if.end, %if.then
  %retval.0 = phi i64 [ %conv, %if.then ], [ %conv2, %if.end ]
  ret i64 %retval.0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @seta(ptr nocapture noundef readonly %n, i64 noundef %k, i32 noundef %v) local_unnamed_addr #3 {
entry:
  %0 = load ptr, ptr %n, align 8, !tbaa !13
  store i64 %k, ptr %0, align 8, !tbaa !15
  %a2 = getelementptr inbounds i8, ptr %0, i64 12
  store i32 %v, ptr %a2, align 4, !tbaa !18
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @setb(ptr nocapture noundef readonly %n, double noundef %d) local_unnamed_addr #3 {
entry:
  %0 = load ptr, ptr %n, align 8, !tbaa !13
  %b1 = getelementptr inbounds i8, ptr %0, i64 8
  store double %d, ptr %b1, align 8, !tbaa !19
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @init(ptr noundef %s, i32 noundef %m) local_unnamed_addr #4 {
entry:
  %l = getelementptr inbounds i8, ptr %s, i64 64
  store ptr %s, ptr %l, align 8, !tbaa !23
  %add.ptr = getelementptr inbounds i8, ptr %s, i64 32
  %d = getelementptr inbounds i8, ptr %s, i64 80
  store ptr %add.ptr, ptr %d, align 8, !tbaa !26
  %max = getelementptr inbounds i8, ptr %s, i64 72
  store i32 %m, ptr %max, align 8, !tbaa !27
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @maxof(ptr nocapture noundef readonly %d) local_unnamed_addr #5 {
entry:
  %max = getelementptr inbounds i8, ptr %d, i64 8
  %0 = load i32, ptr %max, align 8, !tbaa !28
  ret i32 %0
}

; Function Attrs: mustprogress nounwind willreturn uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #6 {
entry:
  %n = alloca %struct.Node, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %n) #9
  %call = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #10
  store ptr %call, ptr %n, align 8, !tbaa !13
  %kind = getelementptr inbounds i8, ptr %n, i64 8
  store i32 0, ptr %kind, align 8, !tbaa !22
  %conv = sext i32 %argc to i64
  call void @seta(ptr noundef nonnull %n, i64 noundef %conv, i32 noundef 2)
  %call1 = call i64 @geta(ptr noundef nonnull %n)
  tail call void @free(ptr noundef %call) #9
  %call3 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #10
  store ptr %call3, ptr %n, align 8, !tbaa !13
  store i32 1, ptr %kind, align 8, !tbaa !22
  call void @setb(ptr noundef nonnull %n, double noundef 1.500000e+00)
  %call6 = call double @getb(ptr noundef nonnull %n)
  %conv7 = fptosi double %call6 to i64
  %call8 = call i64 @get(ptr noundef nonnull %n)
  %add = add i64 %call1, %conv7
  %add9 = add i64 %add, %call8
  tail call void @free(ptr noundef %call3) #9
  %call11 = tail call noalias dereferenceable_or_null(96) ptr @malloc(i64 noundef 96) #10
  tail call void @init(ptr noundef %call11, i32 noundef %argc)
  %l = getelementptr inbounds i8, ptr %call11, i64 64
  %call12 = tail call i32 @maxof(ptr noundef nonnull %l)
  tail call void @free(ptr noundef %call11) #9
  %0 = trunc i64 %add9 to i32
  %conv15 = add i32 %call12, %0
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %n) #9
  ret i32 %conv15
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
