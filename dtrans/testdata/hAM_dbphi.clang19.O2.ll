; ModuleID = 'hAM_dbphi.c'
source_filename = "hAM_dbphi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Conn = type { i32, i32, ptr }
%struct.List = type { i32, i32, [1 x %struct.Item] }
%struct.Item = type { ptr, ptr, ptr }
%struct.Db = type { ptr, ptr, i8, i8, ptr }

@gConn = dso_local global %struct.Conn zeroinitializer, align 8
@gList = dso_local global %struct.List zeroinitializer, align 8

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local ptr @lookup(ptr nocapture noundef readonly %db, ptr nocapture noundef readonly %p) local_unnamed_addr #0 {
entry:
  %a = getelementptr inbounds i8, ptr %p, i64 8
  %0 = load ptr, ptr %a, align 8, !tbaa !5
  %tobool.not = icmp eq ptr %0, null
  br i1 %tobool.not, label %if.else, label %if.then

if.then:                                          ; preds = %entry
  %aDb.i = getelementptr inbounds i8, ptr %db, i64 8
  %1 = load ptr, ptr %aDb.i, align 8, !tbaa !10
  br label %for.cond.i

for.cond.i:                                       ; preds = %for.cond.i, %if.then
  %indvars.iv.i = phi i64 [ %indvars.iv.next.i, %for.cond.i ], [ 0, %if.then ]
  %pSchema1.i = getelementptr inbounds %struct.Db, ptr %1, i64 %indvars.iv.i, i32 4
  %2 = load ptr, ptr %pSchema1.i, align 8, !tbaa !13
  %cmp.i = icmp eq ptr %2, %0
  %indvars.iv.next.i = add nuw nsw i64 %indvars.iv.i, 1
  br i1 %cmp.i, label %schemaToIndex.exit, label %for.cond.i

schemaToIndex.exit:                               ; preds = %for.cond.i
  %sext = shl i64 %indvars.iv.i, 32
  %3 = ashr exact i64 %sext, 27
  %arrayidx4 = getelementptr inbounds i8, ptr %1, i64 %3
  br label %if.end

if.else:                                          ; preds = %entry
  %zDatabase = getelementptr inbounds i8, ptr %p, i64 16
  br label %if.end

if.end:                                           ; preds = %if.else, %schemaToIndex.exit
  %zDb.0.in = phi ptr [ %arrayidx4, %schemaToIndex.exit ], [ %zDatabase, %if.else ]
  %zDb.0 = load ptr, ptr %zDb.0.in, align 8, !tbaa !15
  %zName9 = getelementptr inbounds i8, ptr %p, i64 24
  %4 = load ptr, ptr %zName9, align 8, !tbaa !16
  %5 = load i32, ptr %db, align 8, !tbaa !17
  %idx.ext.i = sext i32 %5 to i64
  %add.ptr.i = getelementptr inbounds i8, ptr %4, i64 %idx.ext.i
  %cmp.i16 = icmp ne ptr %zDb.0, null
  %idx.ext1.i = zext i1 %cmp.i16 to i64
  %add.ptr2.i = getelementptr inbounds i8, ptr %add.ptr.i, i64 %idx.ext1.i
  ret ptr %add.ptr2.i
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local ptr @locate(ptr nocapture noundef readonly %db, ptr noundef readnone %zName, ptr noundef readnone %zDb) local_unnamed_addr #1 {
entry:
  %0 = load i32, ptr %db, align 8, !tbaa !17
  %idx.ext = sext i32 %0 to i64
  %add.ptr = getelementptr inbounds i8, ptr %zName, i64 %idx.ext
  %cmp = icmp ne ptr %zDb, null
  %idx.ext1 = zext i1 %cmp to i64
  %add.ptr2 = getelementptr inbounds i8, ptr %add.ptr, i64 %idx.ext1
  ret ptr %add.ptr2
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #2 {
entry:
  %call = tail call ptr @lookup(ptr noundef nonnull @gConn, ptr noundef nonnull @gList)
  %cmp = icmp ne ptr %call, null
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

attributes #0 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Item", !7, i64 0, !7, i64 8, !7, i64 16}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !7, i64 8}
!11 = !{!"Conn", !12, i64 0, !12, i64 4, !7, i64 8}
!12 = !{!"int", !8, i64 0}
!13 = !{!14, !7, i64 24}
!14 = !{!"Db", !7, i64 0, !7, i64 8, !8, i64 16, !8, i64 17, !7, i64 24}
!15 = !{!7, !7, i64 0}
!16 = !{!6, !7, i64 16}
!17 = !{!11, !12, i64 0}
