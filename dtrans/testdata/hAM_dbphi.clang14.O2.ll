; ModuleID = 'hAM_dbphi.c'
source_filename = "hAM_dbphi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Conn = type { i32, i32, %struct.Db* }
%struct.Db = type { i8*, i8*, i8, i8, i8* }
%struct.List = type { i32, i32, [1 x %struct.Item] }
%struct.Item = type { i8*, i8*, i8* }

@gConn = dso_local global %struct.Conn zeroinitializer, align 8
@gList = dso_local global %struct.List zeroinitializer, align 8

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define dso_local i8* @lookup(%struct.Conn* nocapture noundef readonly %db, %struct.List* nocapture noundef readonly %p) local_unnamed_addr #0 {
entry:
  %pSchema = getelementptr inbounds %struct.List, %struct.List* %p, i64 0, i32 2, i64 0, i32 0
  %0 = load i8*, i8** %pSchema, align 8, !tbaa !5
  %tobool.not = icmp eq i8* %0, null
  br i1 %tobool.not, label %if.else, label %if.then

if.then:                                          ; preds = %entry
  %aDb.i = getelementptr inbounds %struct.Conn, %struct.Conn* %db, i64 0, i32 2
  %1 = load %struct.Db*, %struct.Db** %aDb.i, align 8, !tbaa !10
  br label %for.cond.i

for.cond.i:                                       ; preds = %for.cond.i, %if.then
  %indvars.iv.i = phi i64 [ %indvars.iv.next.i, %for.cond.i ], [ 0, %if.then ]
  %pSchema1.i = getelementptr inbounds %struct.Db, %struct.Db* %1, i64 %indvars.iv.i, i32 4
  %2 = load i8*, i8** %pSchema1.i, align 8, !tbaa !13
  %cmp.i = icmp eq i8* %2, %0
  %indvars.iv.next.i = add nuw i64 %indvars.iv.i, 1
  br i1 %cmp.i, label %schemaToIndex.exit, label %for.cond.i

schemaToIndex.exit:                               ; preds = %for.cond.i
  %sext = shl i64 %indvars.iv.i, 32
  %idxprom = ashr exact i64 %sext, 32
  %zName = getelementptr inbounds %struct.Db, %struct.Db* %1, i64 %idxprom, i32 0
  br label %if.end

if.else:                                          ; preds = %entry
  %zDatabase = getelementptr inbounds %struct.List, %struct.List* %p, i64 0, i32 2, i64 0, i32 1
  br label %if.end

if.end:                                           ; preds = %if.else, %schemaToIndex.exit
  %zDb.0.in = phi i8** [ %zName, %schemaToIndex.exit ], [ %zDatabase, %if.else ]
  %zDb.0 = load i8*, i8** %zDb.0.in, align 8, !tbaa !15
  %zName9 = getelementptr inbounds %struct.List, %struct.List* %p, i64 0, i32 2, i64 0, i32 2
  %3 = load i8*, i8** %zName9, align 8, !tbaa !16
  %x.i = getelementptr inbounds %struct.Conn, %struct.Conn* %db, i64 0, i32 0
  %4 = load i32, i32* %x.i, align 8, !tbaa !17
  %idx.ext.i = sext i32 %4 to i64
  %add.ptr.i = getelementptr inbounds i8, i8* %3, i64 %idx.ext.i
  %cmp.i18 = icmp ne i8* %zDb.0, null
  %5 = zext i1 %cmp.i18 to i64
  %add.ptr2.i = getelementptr inbounds i8, i8* %add.ptr.i, i64 %5
  ret i8* %add.ptr2.i
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i8* @locate(%struct.Conn* nocapture noundef readonly %db, i8* noundef readnone %zName, i8* noundef readnone %zDb) local_unnamed_addr #1 {
entry:
  %x = getelementptr inbounds %struct.Conn, %struct.Conn* %db, i64 0, i32 0
  %0 = load i32, i32* %x, align 8, !tbaa !17
  %idx.ext = sext i32 %0 to i64
  %add.ptr = getelementptr inbounds i8, i8* %zName, i64 %idx.ext
  %cmp = icmp ne i8* %zDb, null
  %1 = zext i1 %cmp to i64
  %add.ptr2 = getelementptr inbounds i8, i8* %add.ptr, i64 %1
  ret i8* %add.ptr2
}

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @main() local_unnamed_addr #2 {
entry:
  %call = tail call i8* @lookup(%struct.Conn* noundef nonnull @gConn, %struct.List* noundef nonnull @gList)
  %cmp = icmp ne i8* %call, null
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

attributes #0 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
