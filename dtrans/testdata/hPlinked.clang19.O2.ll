; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.P = type { ptr, ptr }

@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"c\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"d\00", align 1
@table = dso_local local_unnamed_addr global [2 x %struct.P] [%struct.P { ptr @.str, ptr @.str.1 }, %struct.P { ptr @.str.2, ptr @.str.3 }], align 16
@saved = dso_local global ptr null, align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local ptr @lookup(i32 noundef %i) local_unnamed_addr #0 {
entry:
  %and = and i32 %i, 1
  %idxprom = zext nneg i32 %and to i64
  %value = getelementptr inbounds [2 x %struct.P], ptr @table, i64 0, i64 %idxprom, i32 1
  %0 = load ptr, ptr %value, align 8, !tbaa !5
  ret ptr %0
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 4) i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #1 {
entry:
  %t = alloca %struct.P, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %t) #5
  %0 = load ptr, ptr %argv, align 8, !tbaa !10
  tail call fastcc void @set(ptr noundef nonnull @saved, ptr noundef %0)
  %call = call fastcc i32 @first(ptr noundef nonnull %t, i32 noundef %argc)
  %b = getelementptr inbounds i8, ptr %t, i64 8
  %1 = load ptr, ptr %b, align 8, !tbaa !11
  %cmp = icmp ne ptr %1, null
  %conv = zext i1 %cmp to i32
  %add = add nuw nsw i32 %call, %conv
  %2 = load ptr, ptr @saved, align 8, !tbaa !10
  %cmp1 = icmp ne ptr %2, null
  %conv2 = zext i1 %cmp1 to i32
  %add3 = add nuw nsw i32 %add, %conv2
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %t) #5
  ret i32 %add3
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @set(ptr nocapture noundef writeonly %pp, ptr noundef %v) unnamed_addr #3 {
entry:
  store ptr %v, ptr %pp, align 8, !tbaa !10
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @first(ptr nocapture noundef %t, i32 noundef %c) unnamed_addr #4 {
entry:
  %call = tail call ptr @lookup(i32 noundef %c) #5
  tail call fastcc void @set(ptr noundef %t, ptr noundef %call)
  %0 = load ptr, ptr %t, align 8, !tbaa !13
  %cmp = icmp eq ptr %0, null
  br i1 %cmp, label %return, label %if.end

if.end:                                           ; preds = %entry
  %cmp2 = icmp sgt i32 %c, 3
  br i1 %cmp2, label %if.then3, label %if.end7

if.then3:                                         ; preds = %if.end
  %add = add nuw nsw i32 %c, 1
  %call5 = tail call ptr @lookup(i32 noundef %add) #5
  br label %if.end7

if.end7:                                          ; preds = %if.end, %if.then3
  %storemerge = phi ptr [ %call5, %if.then3 ], [ null, %if.end ]
  store ptr %storemerge, ptr %t, align 8, !tbaa !10
  %add.ptr = getelementptr inbounds i8, ptr %storemerge, i64 1
  %b = getelementptr inbounds i8, ptr %t, i64 8
  store ptr %add.ptr, ptr %b, align 8, !tbaa !11
  br label %return

return:                                           ; preds = %entry, %if.end7
  %retval.0 = phi i32 [ 0, %if.end7 ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.ident = !{!0, !0}
!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!6, !7, i64 8}
!6 = !{!"P", !7, i64 0, !7, i64 8}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!7, !7, i64 0}
!11 = !{!12, !7, i64 8}
!12 = !{!"T", !7, i64 0, !7, i64 8}
!13 = !{!12, !7, i64 0}
