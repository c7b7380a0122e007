; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.P = type { i8*, i8* }

@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"c\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"d\00", align 1
@table = dso_local local_unnamed_addr global [2 x %struct.P] [%struct.P { i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i32 0, i32 0) }, %struct.P { i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i32 0, i32 0) }], align 16
@saved = dso_local global i8* null, align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i8* @lookup(i32 noundef %i) local_unnamed_addr #0 {
entry:
  %and = and i32 %i, 1
  %0 = zext i32 %and to i64
  %value = getelementptr inbounds [2 x %struct.P], [2 x %struct.P]* @table, i64 0, i64 %0, i32 1
  %1 = load i8*, i8** %value, align 8, !tbaa !5
  ret i8* %1
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #1 {
entry:
  %t = alloca %struct.P, align 8
  %0 = bitcast %struct.P* %t to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %0) #5
  %1 = load i8*, i8** %argv, align 8, !tbaa !10
  tail call fastcc void @set(i8** noundef nonnull @saved, i8* noundef %1)
  %call = call fastcc i32 @first(%struct.P* noundef nonnull %t, i32 noundef %argc)
  %b = getelementptr inbounds %struct.P, %struct.P* %t, i64 0, i32 1
  %2 = load i8*, i8** %b, align 8, !tbaa !11
  %cmp = icmp ne i8* %2, null
  %conv = zext i1 %cmp to i32
  %add = add nsw i32 %call, %conv
  %3 = load i8*, i8** @saved, align 8, !tbaa !10
  %cmp1 = icmp ne i8* %3, null
  %conv2 = zext i1 %cmp1 to i32
  %add3 = add nsw i32 %add, %conv2
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %0) #5
  ret i32 %add3
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define internal fastcc void @set(i8** nocapture noundef writeonly %pp, i8* noundef %v) unnamed_addr #3 {
entry:
  store i8* %v, i8** %pp, align 8, !tbaa !10
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @first(%struct.P* nocapture noundef %t, i32 noundef %c) unnamed_addr #4 {
entry:
  %a = getelementptr inbounds %struct.P, %struct.P* %t, i64 0, i32 0
  %call = tail call i8* @lookup(i32 noundef %c) #5
  tail call fastcc void @set(i8** noundef %a, i8* noundef %call)
  %0 = load i8*, i8** %a, align 8, !tbaa !13
  %cmp = icmp eq i8* %0, null
  br i1 %cmp, label %return, label %if.end

if.end:                                           ; preds = %entry
  %cmp2 = icmp sgt i32 %c, 3
  br i1 %cmp2, label %if.then3, label %if.end7

if.then3:                                         ; preds = %if.end
  %add = add nuw nsw i32 %c, 1
  %call5 = tail call i8* @lookup(i32 noundef %add) #5
  br label %if.end7

if.end7:                                          ; preds = %if.end, %if.then3
  %storemerge = phi i8* [ %call5, %if.then3 ], [ null, %if.end ]
  store i8* %storemerge, i8** %a, align 8, !tbaa !10
  %add.ptr = getelementptr inbounds i8, i8* %storemerge, i64 1
  %b = getelementptr inbounds %struct.P, %struct.P* %t, i64 0, i32 1
  store i8* %add.ptr, i8** %b, align 8, !tbaa !11
  br label %return

return:                                           ; preds = %entry, %if.end7
  %retval.0 = phi i32 [ 0, %if.end7 ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nosync nounwind willreturn }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.ident = !{!0, !0}
!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!6, !7, i64 8}
!6 = !{!"P", !7, i64 0, !7, i64 8}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!7, !7, i64 0}
!11 = !{!12, !7, i64 8}
!12 = !{!"T", !7, i64 0, !7, i64 8}
!13 = !{!12, !7, i64 0}
