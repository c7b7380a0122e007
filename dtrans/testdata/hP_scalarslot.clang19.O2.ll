; ModuleID = 'hP_scalarslot.c'
source_filename = "hP_scalarslot.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Index = type { i32, i32 }
%struct.Cover = type { ptr, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @use(ptr nocapture noundef readonly %pp) local_unnamed_addr #0 {
entry:
  %0 = load ptr, ptr %pp, align 8, !tbaa !5
  %1 = load i32, ptr %0, align 4, !tbaa !9
  ret i32 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, inaccessiblemem: none) uwtable
define dso_local i64 @pick(ptr nocapture noundef writeonly %c, i32 noundef %k, ptr noundef %q) local_unnamed_addr #1 {
entry:
  %s.sroa.413 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %s.sroa.413)
  %conv = sext i32 %k to i64
  store i64 %conv, ptr %s.sroa.413, align 8, !tbaa !12
  %cmp = icmp sgt i32 %k, 3
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %add = add nuw nsw i32 %k, 1
  store i32 %add, ptr %s.sroa.413, align 8, !tbaa !12
  br label %if.end

if.else:                                          ; preds = %entry
  %0 = ptrtoint ptr %q to i64
  store i64 %0, ptr %s.sroa.413, align 8, !tbaa !12
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %pp.0 = phi ptr [ %c, %if.then ], [ %s.sroa.413, %if.else ]
  %add.ptr = getelementptr inbounds i8, ptr %q, i64 8
  store ptr %add.ptr, ptr %pp.0, align 8, !tbaa !5
  %s.sroa.413.0.s.sroa.413.0.s.sroa.413.0.s.sroa.413.0.s.sroa.413.8. = load i64, ptr %s.sroa.413, align 8, !tbaa !12
  %add8 = add nsw i64 %s.sroa.413.0.s.sroa.413.0.s.sroa.413.0.s.sroa.413.0.s.sroa.413.8., %conv
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %s.sroa.413)
  ret i64 %add8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #3 {
entry:
  %x = alloca %struct.Index, align 4
  %c = alloca %struct.Cover, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %x) #4
  %b = getelementptr inbounds i8, ptr %x, i64 4
  store i32 2, ptr %b, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %c) #4
  store ptr %x, ptr %c, align 8, !tbaa !14
  %call = call i64 @pick(ptr noundef nonnull %c, i32 noundef %argc, ptr noundef nonnull %x)
  %conv = trunc i64 %call to i32
  %0 = load ptr, ptr %c, align 8, !tbaa !14
  %b2 = getelementptr inbounds i8, ptr %0, i64 4
  %1 = load i32, ptr %b2, align 4, !tbaa !13
  %add = add nsw i32 %1, %conv
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %c) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %x) #4
  ret i32 %add
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !11, i64 0}
!10 = !{!"Index", !11, i64 0, !11, i64 4}
!11 = !{!"int", !7, i64 0}
!12 = !{!7, !7, i64 0}
!13 = !{!10, !11, i64 4}
!14 = !{!15, !6, i64 0}
!15 = !{!"Cover", !6, i64 0, !11, i64 8}
