; ModuleID = 'anonscalar.c'
source_filename = "anonscalar.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Lexer = type { i8*, i32, %struct.anon, i32 }
%struct.anon = type { i8*, i32, i32 }

@.str = private unnamed_addr constant [4 x i8] c"a\0Ab\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(40) i8* @calloc(i64 noundef 1, i64 noundef 40) #5
  %0 = bitcast i8* %call to %struct.Lexer*
  %tobool.not = icmp eq i8* %call, null
  br i1 %tobool.not, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %cmp = icmp sgt i32 %argc, 1
  br i1 %cmp, label %cond.true, label %cond.end

cond.true:                                        ; preds = %if.end
  %arrayidx = getelementptr inbounds i8*, i8** %argv, i64 1
  %1 = load i8*, i8** %arrayidx, align 8, !tbaa !5
  br label %cond.end

cond.end:                                         ; preds = %if.end, %cond.true
  %cond = phi i8* [ %1, %cond.true ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), %if.end ]
  %source = getelementptr inbounds %struct.Lexer, %struct.Lexer* %0, i64 0, i32 0
  store i8* %cond, i8** %source, align 8, !tbaa !9
  %lookahead = getelementptr inbounds %struct.Lexer, %struct.Lexer* %0, i64 0, i32 3
  store i32 32, i32* %lookahead, align 8, !tbaa !13
  %call115 = tail call fastcc i32 @next(%struct.Lexer* noundef nonnull %0)
  %cmp216 = icmp sgt i32 %call115, -1
  br i1 %cmp216, label %while.body, label %while.end

while.body:                                       ; preds = %cond.end, %while.body
  %call117 = phi i32 [ %call1, %while.body ], [ %call115, %cond.end ]
  tail call fastcc void @put(%struct.Lexer* noundef nonnull %0, i32 noundef %call117)
  %call1 = tail call fastcc i32 @next(%struct.Lexer* noundef nonnull %0)
  %cmp2 = icmp sgt i32 %call1, -1
  br i1 %cmp2, label %while.body, label %while.end, !llvm.loop !14

while.end:                                        ; preds = %while.body, %cond.end
  %line = getelementptr inbounds %struct.Lexer, %struct.Lexer* %0, i64 0, i32 1
  %2 = load i32, i32* %line, align 8, !tbaa !16
  %len = getelementptr inbounds %struct.Lexer, %struct.Lexer* %0, i64 0, i32 2, i32 1
  %3 = load i32, i32* %len, align 8, !tbaa !17
  %add = add nsw i32 %3, %2
  %text = getelementptr inbounds %struct.Lexer, %struct.Lexer* %0, i64 0, i32 2, i32 0
  %4 = load i8*, i8** %text, align 8, !tbaa !18
  tail call void @free(i8* noundef %4) #5
  tail call void @free(i8* noundef %call) #5
  br label %cleanup

cleanup:                                          ; preds = %entry, %while.end
  %retval.0 = phi i32 [ %add, %while.end ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc i32 @next(%struct.Lexer* nocapture noundef %L) unnamed_addr #2 {
entry:
  %lookahead = getelementptr inbounds %struct.Lexer, %struct.Lexer* %L, i64 0, i32 3
  %0 = load i32, i32* %lookahead, align 8, !tbaa !13
  %source = getelementptr inbounds %struct.Lexer, %struct.Lexer* %L, i64 0, i32 0
  %1 = load i8*, i8** %source, align 8, !tbaa !9
  %2 = load i8, i8* %1, align 1, !tbaa !19
  %tobool.not = icmp eq i8 %2, 0
  br i1 %tobool.not, label %cond.end, label %cond.true

cond.true:                                        ; preds = %entry
  %incdec.ptr = getelementptr inbounds i8, i8* %1, i64 1
  store i8* %incdec.ptr, i8** %source, align 8, !tbaa !9
  %3 = load i8, i8* %1, align 1, !tbaa !19
  %conv2 = sext i8 %3 to i32
  br label %cond.end

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i32 [ %conv2, %cond.true ], [ -1, %entry ]
  store i32 %cond, i32* %lookahead, align 8, !tbaa !13
  %cmp = icmp eq i32 %0, 10
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %cond.end
  %line = getelementptr inbounds %struct.Lexer, %struct.Lexer* %L, i64 0, i32 1
  %4 = load i32, i32* %line, align 8, !tbaa !16
  %inc = add nsw i32 %4, 1
  store i32 %inc, i32* %line, align 8, !tbaa !16
  br label %if.end

if.end:                                           ; preds = %if.then, %cond.end
  ret i32 %0
}

; Function Attrs: mustprogress noinline nounwind uwtable willreturn
define internal fastcc void @put(%struct.Lexer* nocapture noundef %L, i32 noundef %c) unnamed_addr #3 {
entry:
  %buf = getelementptr inbounds %struct.Lexer, %struct.Lexer* %L, i64 0, i32 2
  %len = getelementptr inbounds %struct.Lexer, %struct.Lexer* %L, i64 0, i32 2, i32 1
  %0 = load i32, i32* %len, align 8, !tbaa !17
  %cap = getelementptr inbounds %struct.Lexer, %struct.Lexer* %L, i64 0, i32 2, i32 2
  %1 = load i32, i32* %cap, align 4, !tbaa !20
  %cmp.not = icmp slt i32 %0, %1
  br i1 %cmp.not, label %entry.if.end_crit_edge, label %if.then

entry.if.end_crit_edge:                           ; preds = %entry
  %text15.phi.trans.insert = getelementptr inbounds %struct.anon, %struct.anon* %buf, i64 0, i32 0
  %.pre = load i8*, i8** %text15.phi.trans.insert, align 8, !tbaa !18
  br label %if.end

if.then:                                          ; preds = %entry
  %tobool.not = icmp eq i32 %1, 0
  %mul = shl nsw i32 %1, 1
  %spec.select = select i1 %tobool.not, i32 16, i32 %mul
  store i32 %spec.select, i32* %cap, align 4, !tbaa !20
  %text = getelementptr inbounds %struct.anon, %struct.anon* %buf, i64 0, i32 0
  %2 = load i8*, i8** %text, align 8, !tbaa !18
  %conv = sext i32 %spec.select to i64
  %call = tail call i8* @realloc(i8* noundef %2, i64 noundef %conv) #5
  store i8* %call, i8** %text, align 8, !tbaa !18
  %.pre27 = load i32, i32* %len, align 8, !tbaa !17
  br label %if.end

if.end:                                           ; preds = %entry.if.end_crit_edge, %if.then
  %3 = phi i32 [ %0, %entry.if.end_crit_edge ], [ %.pre27, %if.then ]
  %4 = phi i8* [ %.pre, %entry.if.end_crit_edge ], [ %call, %if.then ]
  %conv13 = trunc i32 %c to i8
  %inc = add nsw i32 %3, 1
  store i32 %inc, i32* %len, align 8, !tbaa !17
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds i8, i8* %4, i64 %idxprom
  store i8 %conv13, i8* %arrayidx, align 1, !tbaa !19
  ret void
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare noalias noundef i8* @realloc(i8* nocapture noundef, i64 noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"Lexer", !6, i64 0, !11, i64 8, !12, i64 16, !11, i64 32}
!11 = !{!"int", !7, i64 0}
!12 = !{!"", !6, i64 0, !11, i64 8, !11, i64 12}
!13 = !{!10, !11, i64 32}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!10, !11, i64 8}
!17 = !{!10, !11, i64 24}
!18 = !{!10, !6, i64 16}
!19 = !{!7, !7, i64 0}
!20 = !{!10, !11, i64 28}
