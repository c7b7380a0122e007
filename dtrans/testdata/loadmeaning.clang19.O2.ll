; ModuleID = 'loadmeaning.c'
source_filename = "loadmeaning.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@any = dso_local local_unnamed_addr global ptr null, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @first_key(ptr nocapture noundef readonly %l) local_unnamed_addr #0 {
entry:
  %head = getelementptr inbounds i8, ptr %l, i64 8
  %0 = load ptr, ptr %head, align 8, !tbaa !5
  %1 = load i64, ptr %0, align 8, !tbaa !11
  ret i64 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @first_u(ptr nocapture noundef readonly %l) local_unnamed_addr #0 {
entry:
  %head = getelementptr inbounds i8, ptr %l, i64 8
  %0 = load ptr, ptr %head, align 8, !tbaa !5
  %val = getelementptr inbounds i8, ptr %0, i64 8
  %1 = load i64, ptr %val, align 8, !tbaa !14
  ret i64 %1
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @sum_u(ptr nocapture noundef readonly %l) local_unnamed_addr #2 {
entry:
  %head = getelementptr inbounds i8, ptr %l, i64 8
  %p.04 = load ptr, ptr %head, align 8, !tbaa !15
  %tobool.not5 = icmp eq ptr %p.04, null
  br i1 %tobool.not5, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %s.0.lcssa = phi i64 [ 0, %entry ], [ %add, %for.body ]
  ret i64 %s.0.lcssa

for.body:                                         ; preds = %entry, %for.body
  %p.07 = phi ptr [ %p.0, %for.body ], [ %p.04, %entry ]
  %s.06 = phi i64 [ %add, %for.body ], [ 0, %entry ]
  %val = getelementptr inbounds i8, ptr %p.07, i64 8
  %0 = load i64, ptr %val, align 8, !tbaa !14
  %add = add nsw i64 %0, %s.06
  %next = getelementptr inbounds i8, ptr %p.07, i64 16
  %p.0 = load ptr, ptr %next, align 8, !tbaa !15
  %tobool.not = icmp eq ptr %p.0, null
  br i1 %tobool.not, label %for.cond.cleanup, label %for.body, !llvm.loop !16
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @val_of(ptr nocapture noundef readonly %n) local_unnamed_addr #3 {
entry:
  %val = getelementptr inbounds i8, ptr %n, i64 8
  %0 = load i64, ptr %val, align 8, !tbaa !14
  ret i64 %0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local ptr @head_of(ptr nocapture noundef readonly %l) local_unnamed_addr #3 {
entry:
  %head = getelementptr inbounds i8, ptr %l, i64 8
  %0 = load ptr, ptr %head, align 8, !tbaa !5
  ret ptr %0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @use(ptr nocapture noundef readonly %l) local_unnamed_addr #0 {
entry:
  %head = getelementptr inbounds i8, ptr %l, i64 8
  %0 = load ptr, ptr %head, align 8, !tbaa !5
  %call = tail call i64 @val_of(ptr noundef %0)
  %call1 = tail call ptr @head_of(ptr noundef %l)
  %val = getelementptr inbounds i8, ptr %call1, i64 8
  %1 = load i64, ptr %val, align 8, !tbaa !14
  %add = add nsw i64 %1, %call
  ret i64 %add
}

; Function Attrs: noinline nounwind uwtable
define dso_local i64 @drop(ptr nocapture noundef readonly %j) local_unnamed_addr #4 {
entry:
  %first = getelementptr inbounds i8, ptr %j, i64 8
  %0 = load ptr, ptr %first, align 8, !tbaa !18
  %tobool.not5 = icmp eq ptr %0, null
  br i1 %tobool.not5, label %while.end, label %while.body

while.body:                                       ; preds = %entry, %while.body
  %p.07 = phi ptr [ %1, %while.body ], [ %0, %entry ]
  %s.06 = phi i64 [ %add, %while.body ], [ 0, %entry ]
  %next = getelementptr inbounds i8, ptr %p.07, i64 16
  %1 = load ptr, ptr %next, align 8, !tbaa !20
  %2 = load i64, ptr %p.07, align 8, !tbaa !11
  %add = add nsw i64 %2, %s.06
  tail call void @free(ptr noundef nonnull %p.07) #12
  %tobool.not = icmp eq ptr %1, null
  br i1 %tobool.not, label %while.end, label %while.body, !llvm.loop !21

while.end:                                        ; preds = %while.body, %entry
  %s.0.lcssa = phi i64 [ 0, %entry ], [ %add, %while.body ]
  ret i64 %s.0.lcssa
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: write, inaccessiblemem: none) uwtable
define dso_local void @attach(ptr nocapture noundef writeonly %j) local_unnamed_addr #6 {
entry:
  %0 = load ptr, ptr @any, align 8, !tbaa !15
  %first = getelementptr inbounds i8, ptr %j, i64 8
  store ptr %0, ptr %first, align 8, !tbaa !18
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @total_val(ptr nocapture noundef readonly %j) local_unnamed_addr #2 {
entry:
  %first = getelementptr inbounds i8, ptr %j, i64 8
  %p.04 = load ptr, ptr %first, align 8, !tbaa !15
  %tobool.not5 = icmp eq ptr %p.04, null
  br i1 %tobool.not5, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %s.0.lcssa = phi i64 [ 0, %entry ], [ %add, %for.body ]
  ret i64 %s.0.lcssa

for.body:                                         ; preds = %entry, %for.body
  %p.07 = phi ptr [ %p.0, %for.body ], [ %p.04, %entry ]
  %s.06 = phi i64 [ %add, %for.body ], [ 0, %entry ]
  %val = getelementptr inbounds i8, ptr %p.07, i64 8
  %0 = load i64, ptr %val, align 8, !tbaa !14
  %add = add nsw i64 %0, %s.06
  %next = getelementptr inbounds i8, ptr %p.07, i64 16
  %p.0 = load ptr, ptr %next, align 8, !tbaa !15
  %tobool.not = icmp eq ptr %p.0, null
  br i1 %tobool.not, label %for.cond.cleanup, label %for.body, !llvm.loop !22
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @tab_first_key(ptr nocapture noundef readonly %t) local_unnamed_addr #0 {
entry:
  %first = getelementptr inbounds i8, ptr %t, i64 24
  %0 = load ptr, ptr %first, align 8, !tbaa !23
  %1 = load i64, ptr %0, align 8, !tbaa !11
  %2 = load i32, ptr %t, align 8, !tbaa !25
  %conv = sext i32 %2 to i64
  %add = add nsw i64 %1, %conv
  ret i64 %add
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define dso_local i64 @tab_sum(ptr nocapture noundef readonly %t) local_unnamed_addr #7 {
entry:
  %0 = load i32, ptr %t, align 8, !tbaa !25
  %conv = sext i32 %0 to i64
  %first = getelementptr inbounds i8, ptr %t, i64 24
  %p.06 = load ptr, ptr %first, align 8, !tbaa !15
  %tobool.not7 = icmp eq ptr %p.06, null
  br i1 %tobool.not7, label %for.cond.cleanup, label %for.body

for.cond.for.cond.cleanup_crit_edge:              ; preds = %for.body
  store ptr %p.09, ptr @any, align 8, !tbaa !15
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.for.cond.cleanup_crit_edge, %entry
  %s.0.lcssa = phi i64 [ %add, %for.cond.for.cond.cleanup_crit_edge ], [ %conv, %entry ]
  ret i64 %s.0.lcssa

for.body:                                         ; preds = %entry, %for.body
  %p.09 = phi ptr [ %p.0, %for.body ], [ %p.06, %entry ]
  %s.08 = phi i64 [ %add, %for.body ], [ %conv, %entry ]
  %val = getelementptr inbounds i8, ptr %p.09, i64 8
  %1 = load i64, ptr %val, align 8, !tbaa !14
  %add = add nsw i64 %1, %s.08
  %next = getelementptr inbounds i8, ptr %p.09, i64 16
  %p.0 = load ptr, ptr %next, align 8, !tbaa !15
  %tobool.not = icmp eq ptr %p.0, null
  br i1 %tobool.not, label %for.cond.for.cond.cleanup_crit_edge, label %for.body, !llvm.loop !26
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 0, 2) i32 @has_id(ptr nocapture noundef readonly %x) local_unnamed_addr #3 {
entry:
  %0 = load i64, ptr %x, align 8, !tbaa !14
  %cmp = icmp eq i64 %0, 7
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i64 0, 2) i64 @check(ptr nocapture noundef %c) local_unnamed_addr #8 {
entry:
  %size = getelementptr inbounds i8, ptr %c, i64 8
  store i64 1, ptr %size, align 8, !tbaa !27
  %call = tail call i32 @has_id(ptr noundef %c)
  %conv = zext nneg i32 %call to i64
  ret i64 %conv
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @park(ptr nocapture noundef writeonly %c) local_unnamed_addr #9 {
entry:
  %0 = load ptr, ptr @any, align 8, !tbaa !15
  %cur = getelementptr inbounds i8, ptr %c, i64 8
  store ptr %0, ptr %cur, align 8, !tbaa !29
  %1 = load i64, ptr %0, align 8, !tbaa !11
  %conv = trunc i64 %1 to i32
  store i32 %conv, ptr %c, align 8, !tbaa !31
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @cur_val(ptr nocapture noundef readonly %c) local_unnamed_addr #0 {
entry:
  %cur = getelementptr inbounds i8, ptr %c, i64 8
  %0 = load ptr, ptr %cur, align 8, !tbaa !29
  %val = getelementptr inbounds i8, ptr %0, i64 8
  %1 = load i64, ptr %val, align 8, !tbaa !14
  ret i64 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @probe(i32 noundef %kind) local_unnamed_addr #0 {
entry:
  %tobool.not = icmp eq i32 %kind, 0
  %0 = load ptr, ptr @any, align 8, !tbaa !15
  br i1 %tobool.not, label %cond.false, label %cond.true

cond.true:                                        ; preds = %entry
  %1 = load i64, ptr %0, align 8, !tbaa !11
  br label %cond.end

cond.false:                                       ; preds = %entry
  %d = getelementptr inbounds i8, ptr %0, i64 24
  %2 = load double, ptr %d, align 8, !tbaa !32
  %conv = fptosi double %2 to i64
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i64 [ %1, %cond.true ], [ %conv, %cond.false ]
  ret i64 %cond
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #10 {
entry:
  %z = alloca i64, align 8
  %call = tail call noalias dereferenceable_or_null(16) ptr @calloc(i64 noundef 1, i64 noundef 16) #13
  %call1 = tail call noalias dereferenceable_or_null(24) ptr @calloc(i64 noundef 1, i64 noundef 24) #13
  %call2 = tail call noalias dereferenceable_or_null(32) ptr @calloc(i64 noundef 1, i64 noundef 32) #13
  %cmp = icmp eq ptr %call, null
  %cmp3 = icmp eq ptr %call1, null
  %or.cond = or i1 %cmp, %cmp3
  %cmp5 = icmp eq ptr %call2, null
  %or.cond64 = or i1 %or.cond, %cmp5
  br i1 %or.cond64, label %cleanup61, label %if.end

if.end:                                           ; preds = %entry
  %conv = sext i32 %argc to i64
  %val = getelementptr inbounds i8, ptr %call1, i64 8
  store i64 %conv, ptr %val, align 8, !tbaa !35
  %head = getelementptr inbounds i8, ptr %call, i64 8
  store ptr %call1, ptr %head, align 8, !tbaa !5
  %conv6 = sitofp i32 %argc to double
  %d = getelementptr inbounds i8, ptr %call2, i64 24
  store double %conv6, ptr %d, align 8, !tbaa !32
  %call7 = tail call noalias dereferenceable_or_null(16) ptr @calloc(i64 noundef 1, i64 noundef 16) #13
  %cmp8 = icmp eq ptr %call7, null
  br i1 %cmp8, label %cleanup61, label %if.end11

if.end11:                                         ; preds = %if.end
  %call12 = tail call noalias dereferenceable_or_null(16) ptr @calloc(i64 noundef 1, i64 noundef 16) #13
  %cmp13 = icmp eq ptr %call12, null
  br i1 %cmp13, label %cleanup61, label %if.end16

if.end16:                                         ; preds = %if.end11
  %call17 = tail call noalias dereferenceable_or_null(32) ptr @calloc(i64 noundef 1, i64 noundef 32) #13
  %cmp18 = icmp eq ptr %call17, null
  br i1 %cmp18, label %cleanup61, label %if.end21

if.end21:                                         ; preds = %if.end16
  %0 = load ptr, ptr @any, align 8, !tbaa !15
  %first = getelementptr inbounds i8, ptr %call17, i64 24
  store ptr %0, ptr %first, align 8, !tbaa !23
  store i32 %argc, ptr %call17, align 8, !tbaa !25
  %call23 = tail call i64 @tab_first_key(ptr noundef nonnull %call17)
  %call24 = tail call i64 @tab_sum(ptr noundef nonnull %call17)
  %call25 = tail call noalias dereferenceable_or_null(16) ptr @calloc(i64 noundef 1, i64 noundef 16) #13
  %cmp26 = icmp eq ptr %call25, null
  br i1 %cmp26, label %cleanup61, label %if.end29

if.end29:                                         ; preds = %if.end21
  store ptr %call25, ptr @any, align 8, !tbaa !15
  %call30 = tail call i64 @check(ptr noundef nonnull %call25)
  %call31 = tail call i64 @probe(i32 noundef 2)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %z) #12
  store i64 %conv, ptr %z, align 8, !tbaa !14
  %call34 = call i32 @has_id(ptr noundef nonnull %z)
  %conv35 = zext nneg i32 %call34 to i64
  store ptr %call1, ptr @any, align 8, !tbaa !15
  tail call void @attach(ptr noundef nonnull %call12)
  %call37 = tail call i64 @total_val(ptr noundef nonnull %call12)
  %call38 = tail call i64 @drop(ptr noundef nonnull %call12)
  tail call void @park(ptr noundef nonnull %call7)
  %call40 = tail call i64 @probe(i32 noundef 1)
  %call41 = tail call i64 @cur_val(ptr noundef nonnull %call7)
  store ptr %call2, ptr @any, align 8, !tbaa !15
  %call46 = tail call i64 @first_key(ptr noundef nonnull %call)
  %call47 = tail call i64 @first_u(ptr noundef nonnull %call)
  %call49 = tail call i64 @sum_u(ptr noundef nonnull %call)
  %call51 = tail call i64 @use(ptr noundef nonnull %call)
  %call54 = tail call i64 @probe(i32 noundef 0)
  %add48 = add i64 %call24, %call23
  %add50 = add i64 %add48, %call30
  %add52 = add i64 %add50, %call31
  %add42 = add i64 %add52, %conv35
  %add39 = add i64 %add42, %call37
  %add43 = add i64 %add39, %call38
  %add32 = add i64 %add43, %call40
  %add36 = add i64 %add32, %call41
  %add44 = add i64 %add36, %call46
  %add = add i64 %add44, %call47
  %add45 = add i64 %add, %call49
  %add53 = add i64 %add45, %call51
  %add55 = add nsw i64 %add53, %call54
  %conv56 = trunc i64 %add55 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %z) #12
  br label %cleanup61

cleanup61:                                        ; preds = %if.end, %if.end16, %if.end21, %if.end29, %if.end11, %entry
  %retval.4 = phi i32 [ 1, %entry ], [ 1, %if.end ], [ 1, %if.end11 ], [ 1, %if.end16 ], [ %conv56, %if.end29 ], [ 1, %if.end21 ]
  ret i32 %retval.4
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #11

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: write, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind }
attributes #13 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 8}
!6 = !{!"list", !7, i64 0, !10, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!12, !13, i64 0}
!12 = !{!"node", !13, i64 0, !13, i64 8, !10, i64 16}
!13 = !{!"long", !8, i64 0}
!14 = !{!13, !13, i64 0}
!15 = !{!10, !10, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!19, !10, i64 8}
!19 = !{!"journal", !13, i64 0, !10, i64 8}
!20 = !{!12, !10, i64 16}
!21 = distinct !{!21, !17}
!22 = distinct !{!22, !17}
!23 = !{!24, !10, i64 24}
!24 = !{!"tab", !7, i64 0, !8, i64 8, !10, i64 24}
!25 = !{!24, !7, i64 0}
!26 = distinct !{!26, !17}
!27 = !{!28, !13, i64 8}
!28 = !{!"chunk", !13, i64 0, !13, i64 8}
!29 = !{!30, !10, i64 8}
!30 = !{!"cursor", !7, i64 0, !10, i64 8}
!31 = !{!30, !7, i64 0}
!32 = !{!33, !34, i64 24}
!33 = !{!"other", !13, i64 0, !13, i64 8, !13, i64 16, !34, i64 24}
!34 = !{!"double", !8, i64 0}
!35 = !{!12, !13, i64 8}
