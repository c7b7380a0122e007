; ModuleID = 'declcopy.c'
source_filename = "declcopy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.state = type { i64, [4 x i64], [4 x i64], i32, [2 x i32] }

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define dso_local noalias %struct.state* @state_create() local_unnamed_addr #0 {
entry:
  %call = tail call fastcc i8* @state_malloc()
  %0 = bitcast i8* %call to %struct.state*
  ret %struct.state* %0
}

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define internal fastcc noalias i8* @state_malloc() unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(88) i8* @malloc(i64 noundef 88) #7
  ret i8* %call
}

; Function Attrs: mustprogress noinline nounwind uwtable willreturn
define dso_local i32 @state_free(%struct.state* nocapture noundef %sp) local_unnamed_addr #1 {
entry:
  %0 = bitcast %struct.state* %sp to i8*
  tail call fastcc void @state_release(i8* noundef %0)
  ret i32 0
}

; Function Attrs: mustprogress noinline nounwind uwtable willreturn
define internal fastcc void @state_release(i8* nocapture noundef %p) unnamed_addr #1 {
entry:
  tail call void @free(i8* noundef %p) #7
  ret void
}

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn
define dso_local i32 @state_reset(%struct.state* nocapture noundef writeonly %sp, i64 noundef %seed) local_unnamed_addr #2 {
entry:
  %0 = insertelement <2 x i64> poison, i64 %seed, i64 0
  %1 = shufflevector <2 x i64> %0, <2 x i64> poison, <2 x i32> zeroinitializer
  %2 = add <2 x i64> %1, <i64 1, i64 2>
  %sub = add i64 %seed, -1
  %s.sroa.0.0..sroa_idx = getelementptr inbounds %struct.state, %struct.state* %sp, i64 0, i32 0
  store i64 0, i64* %s.sroa.0.0..sroa_idx, align 8
  %s.sroa.4.0..sroa_idx12 = getelementptr inbounds %struct.state, %struct.state* %sp, i64 0, i32 1, i64 0
  %3 = bitcast i64* %s.sroa.4.0..sroa_idx12 to <2 x i64>*
  store <2 x i64> %2, <2 x i64>* %3, align 8
  %s.sroa.6.0..sroa_idx18 = getelementptr inbounds %struct.state, %struct.state* %sp, i64 0, i32 1, i64 2
  store i64 %seed, i64* %s.sroa.6.0..sroa_idx18, align 8
  %s.sroa.7.0..sroa_idx21 = getelementptr inbounds %struct.state, %struct.state* %sp, i64 0, i32 1, i64 3
  store i64 %sub, i64* %s.sroa.7.0..sroa_idx21, align 8
  %s.sroa.8.0..sroa_idx = getelementptr inbounds %struct.state, %struct.state* %sp, i64 0, i32 2
  %s.sroa.8.0..sroa_cast = bitcast [4 x i64]* %s.sroa.8.0..sroa_idx to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(40) %s.sroa.8.0..sroa_cast, i8 0, i64 40, i1 false)
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #4 {
entry:
  %call = tail call %struct.state* @state_create()
  %cmp = icmp eq %struct.state* %call, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %conv = sext i32 %argc to i64
  %call1 = tail call i32 @state_reset(%struct.state* noundef nonnull %call, i64 noundef %conv)
  %call2 = tail call i32 @state_free(%struct.state* noundef nonnull %call)
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ 0, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

attributes #0 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #4 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
