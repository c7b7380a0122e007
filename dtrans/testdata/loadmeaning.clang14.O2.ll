; ModuleID = 'loadmeaning.c'
source_filename = "loadmeaning.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.list = type { i32, %struct.node* }
%struct.node = type { i64, i64, %struct.node* }
%struct.journal = type { i64, %struct.node* }
%struct.tab = type { i32, %union.anon, %struct.node* }
%union.anon = type { [2 x i64] }
%struct.chunk = type { i64, i64 }
%struct.cursor = type { i32, %struct.node* }
%struct.other = type { i64, i64, i64, double }

@any = dso_local local_unnamed_addr global i8* null, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @first_key(%struct.list* nocapture noundef readonly %l) local_unnamed_addr #0 {
entry:
  %head = getelementptr inbounds %struct.list, %struct.list* %l, i64 0, i32 1
  %0 = load %struct.node*, %struct.node** %head, align 8, !tbaa !5
  %key = getelementptr inbounds %struct.node, %struct.node* %0, i64 0, i32 0
  %1 = load i64, i64* %key, align 8, !tbaa !11
  ret i64 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @first_u(%struct.list* nocapture noundef readonly %l) local_unnamed_addr #0 {
entry:
  %head = getelementptr inbounds %struct.list, %struct.list* %l, i64 0, i32 1
  %0 = load %struct.node*, %struct.node** %head, align 8, !tbaa !5
  %val = getelementptr inbounds %struct.node, %struct.node* %0, i64 0, i32 1
  %1 = load i64, i64* %val, align 8, !tbaa !14
  ret i64 %1
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define dso_local i64 @sum_u(%struct.list* nocapture noundef readonly %l) local_unnamed_addr #2 {
entry:
  %head = getelementptr inbounds %struct.list, %struct.list* %l, i64 0, i32 1
  %p.06 = load %struct.node*, %struct.node** %head, align 8, !tbaa !15
  %tobool.not7 = icmp eq %struct.node* %p.06, null
  br i1 %tobool.not7, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %s.0.lcssa = phi i64 [ 0, %entry ], [ %add, %for.body ]
  ret i64 %s.0.lcssa

for.body:                                         ; preds = %entry, %for.body
  %p.09 = phi %struct.node* [ %p.0, %for.body ], [ %p.06, %entry ]
  %s.08 = phi i64 [ %add, %for.body ], [ 0, %entry ]
  %val = getelementptr inbounds %struct.node, %struct.node* %p.09, i64 0, i32 1
  %0 = load i64, i64* %val, align 8, !tbaa !14
  %add = add nsw i64 %0, %s.08
  %next = getelementptr inbounds %struct.node, %struct.node* %p.09, i64 0, i32 2
  %p.0 = load %struct.node*, %struct.node** %next, align 8, !tbaa !15
  %tobool.not = icmp eq %struct.node* %p.0, null
  br i1 %tobool.not, label %for.cond.cleanup, label %for.body, !llvm.loop !16
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @val_of(%struct.node* nocapture noundef readonly %n) local_unnamed_addr #0 {
entry:
  %val = getelementptr inbounds %struct.node, %struct.node* %n, i64 0, i32 1
  %0 = load i64, i64* %val, align 8, !tbaa !14
  ret i64 %0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local %struct.node* @head_of(%struct.list* nocapture noundef readonly %l) local_unnamed_addr #0 {
entry:
  %head = getelementptr inbounds %struct.list, %struct.list* %l, i64 0, i32 1
  %0 = load %struct.node*, %struct.node** %head, align 8, !tbaa !5
  ret %struct.node* %0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @use(%struct.list* nocapture noundef readonly %l) local_unnamed_addr #0 {
entry:
  %head = getelementptr inbounds %struct.list, %struct.list* %l, i64 0, i32 1
  %0 = load %struct.node*, %struct.node** %head, align 8, !tbaa !5
  %call = tail call i64 @val_of(%struct.node* noundef %0)
  %call1 = tail call %struct.node* @head_of(%struct.list* noundef %l)
  %val = getelementptr inbounds %struct.node, %struct.node* %call1, i64 0, i32 1
  %1 = load i64, i64* %val, align 8, !tbaa !14
  %add = add nsw i64 %1, %call
  ret i64 %add
}

; Function Attrs: noinline nounwind uwtable
define dso_local i64 @drop(%struct.journal* nocapture noundef readonly %j) local_unnamed_addr #3 {
entry:
  %first = getelementptr inbounds %struct.journal, %struct.journal* %j, i64 0, i32 1
  %0 = load %struct.node*, %struct.node** %first, align 8, !tbaa !18
  %tobool.not8 = icmp eq %struct.node* %0, null
  br i1 %tobool.not8, label %while.end, label %while.body

while.body:                                       ; preds = %entry, %while.body
  %p.010 = phi %struct.node* [ %1, %while.body ], [ %0, %entry ]
  %s.09 = phi i64 [ %add, %while.body ], [ 0, %entry ]
  %next = getelementptr inbounds %struct.node, %struct.node* %p.010, i64 0, i32 2
  %1 = load %struct.node*, %struct.node** %next, align 8, !tbaa !20
  %key = getelementptr inbounds %struct.node, %struct.node* %p.010, i64 0, i32 0
  %2 = load i64, i64* %key, align 8, !tbaa !11
  %add = add nsw i64 %2, %s.09
  %3 = bitcast %struct.node* %p.010 to i8*
  tail call void @free(i8* noundef %3) #9
  %tobool.not = icmp eq %struct.node* %1, null
  br i1 %tobool.not, label %while.end, label %while.body, !llvm.loop !21

while.end:                                        ; preds = %while.body, %entry
  %s.0.lcssa = phi i64 [ 0, %entry ], [ %add, %while.body ]
  ret i64 %s.0.lcssa
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local void @attach(%struct.journal* nocapture noundef writeonly %j) local_unnamed_addr #5 {
entry:
  %0 = load %struct.node*, %struct.node** bitcast (i8** @any to %struct.node**), align 8, !tbaa !15
  %first = getelementptr inbounds %struct.journal, %struct.journal* %j, i64 0, i32 1
  store %struct.node* %0, %struct.node** %first, align 8, !tbaa !18
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define dso_local i64 @total_val(%struct.journal* nocapture noundef readonly %j) local_unnamed_addr #2 {
entry:
  %first = getelementptr inbounds %struct.journal, %struct.journal* %j, i64 0, i32 1
  %p.06 = load %struct.node*, %struct.node** %first, align 8, !tbaa !15
  %tobool.not7 = icmp eq %struct.node* %p.06, null
  br i1 %tobool.not7, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %s.0.lcssa = phi i64 [ 0, %entry ], [ %add, %for.body ]
  ret i64 %s.0.lcssa

for.body:                                         ; preds = %entry, %for.body
  %p.09 = phi %struct.node* [ %p.0, %for.body ], [ %p.06, %entry ]
  %s.08 = phi i64 [ %add, %for.body ], [ 0, %entry ]
  %val = getelementptr inbounds %struct.node, %struct.node* %p.09, i64 0, i32 1
  %0 = load i64, i64* %val, align 8, !tbaa !14
  %add = add nsw i64 %0, %s.08
  %next = getelementptr inbounds %struct.node, %struct.node* %p.09, i64 0, i32 2
  %p.0 = load %struct.node*, %struct.node** %next, align 8, !tbaa !15
  %tobool.not = icmp eq %struct.node* %p.0, null
  br i1 %tobool.not, label %for.cond.cleanup, label %for.body, !llvm.loop !22
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @tab_first_key(%struct.tab* nocapture noundef readonly %t) local_unnamed_addr #0 {
entry:
  %first = getelementptr inbounds %struct.tab, %struct.tab* %t, i64 0, i32 2
  %0 = load %struct.node*, %struct.node** %first, align 8, !tbaa !23
  %key = getelementptr inbounds %struct.node, %struct.node* %0, i64 0, i32 0
  %1 = load i64, i64* %key, align 8, !tbaa !11
  %n = getelementptr inbounds %struct.tab, %struct.tab* %t, i64 0, i32 0
  %2 = load i32, i32* %n, align 8, !tbaa !25
  %conv = sext i32 %2 to i64
  %add = add nsw i64 %1, %conv
  ret i64 %add
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local i64 @tab_sum(%struct.tab* nocapture noundef readonly %t) local_unnamed_addr #6 {
entry:
  %n = getelementptr inbounds %struct.tab, %struct.tab* %t, i64 0, i32 0
  %0 = load i32, i32* %n, align 8, !tbaa !25
  %conv = sext i32 %0 to i64
  %first = getelementptr inbounds %struct.tab, %struct.tab* %t, i64 0, i32 2
  %p.08 = load %struct.node*, %struct.node** %first, align 8, !tbaa !15
  %tobool.not9 = icmp eq %struct.node* %p.08, null
  br i1 %tobool.not9, label %for.cond.cleanup, label %for.body

for.cond.for.cond.cleanup_crit_edge:              ; preds = %for.body
  store %struct.node* %p.011, %struct.node** bitcast (i8** @any to %struct.node**), align 8, !tbaa !15
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.for.cond.cleanup_crit_edge, %entry
  %s.0.lcssa = phi i64 [ %add, %for.cond.for.cond.cleanup_crit_edge ], [ %conv, %entry ]
  ret i64 %s.0.lcssa

for.body:                                         ; preds = %entry, %for.body
  %p.011 = phi %struct.node* [ %p.0, %for.body ], [ %p.08, %entry ]
  %s.010 = phi i64 [ %add, %for.body ], [ %conv, %entry ]
  %val = getelementptr inbounds %struct.node, %struct.node* %p.011, i64 0, i32 1
  %1 = load i64, i64* %val, align 8, !tbaa !14
  %add = add nsw i64 %1, %s.010
  %next = getelementptr inbounds %struct.node, %struct.node* %p.011, i64 0, i32 2
  %p.0 = load %struct.node*, %struct.node** %next, align 8, !tbaa !15
  %tobool.not = icmp eq %struct.node* %p.0, null
  br i1 %tobool.not, label %for.cond.for.cond.cleanup_crit_edge, label %for.body, !llvm.loop !26
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @has_id(i64* nocapture noundef readonly %x) local_unnamed_addr #0 {
entry:
  %0 = load i64, i64* %x, align 8, !tbaa !14
  %cmp = icmp eq i64 %0, 7
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local i64 @check(%struct.chunk* nocapture noundef %c) local_unnamed_addr #5 {
entry:
  %size = getelementptr inbounds %struct.chunk, %struct.chunk* %c, i64 0, i32 1
  store i64 1, i64* %size, align 8, !tbaa !27
  %id = getelementptr inbounds %struct.chunk, %struct.chunk* %c, i64 0, i32 0
  %call = tail call i32 @has_id(i64* noundef %id)
  %0 = zext i32 %call to i64
  ret i64 %0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local void @park(%struct.cursor* nocapture noundef writeonly %c) local_unnamed_addr #5 {
entry:
  %0 = load %struct.node*, %struct.node** bitcast (i8** @any to %struct.node**), align 8, !tbaa !15
  %cur = getelementptr inbounds %struct.cursor, %struct.cursor* %c, i64 0, i32 1
  store %struct.node* %0, %struct.node** %cur, align 8, !tbaa !29
  %key = getelementptr inbounds %struct.node, %struct.node* %0, i64 0, i32 0
  %1 = load i64, i64* %key, align 8, !tbaa !11
  %conv = trunc i64 %1 to i32
  %pos = getelementptr inbounds %struct.cursor, %struct.cursor* %c, i64 0, i32 0
  store i32 %conv, i32* %pos, align 8, !tbaa !31
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @cur_val(%struct.cursor* nocapture noundef readonly %c) local_unnamed_addr #0 {
entry:
  %cur = getelementptr inbounds %struct.cursor, %struct.cursor* %c, i64 0, i32 1
  %0 = load %struct.node*, %struct.node** %cur, align 8, !tbaa !29
  %val = getelementptr inbounds %struct.node, %struct.node* %0, i64 0, i32 1
  %1 = load i64, i64* %val, align 8, !tbaa !14
  ret i64 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @probe(i32 noundef %kind) local_unnamed_addr #0 {
entry:
  %tobool.not = icmp eq i32 %kind, 0
  br i1 %tobool.not, label %cond.false, label %cond.true

cond.true:                                        ; preds = %entry
  %0 = load %struct.node*, %struct.node** bitcast (i8** @any to %struct.node**), align 8, !tbaa !15
  %key = getelementptr inbounds %struct.node, %struct.node* %0, i64 0, i32 0
  %1 = load i64, i64* %key, align 8, !tbaa !11
  br label %cond.end

cond.false:                                       ; preds = %entry
  %2 = load %struct.other*, %struct.other** bitcast (i8** @any to %struct.other**), align 8, !tbaa !15
  %d = getelementptr inbounds %struct.other, %struct.other* %2, i64 0, i32 3
  %3 = load double, double* %d, align 8, !tbaa !32
  %conv = fptosi double %3 to i64
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i64 [ %1, %cond.true ], [ %conv, %cond.false ]
  ret i64 %cond
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #7 {
entry:
  %z = alloca i64, align 8
  %call = tail call noalias dereferenceable_or_null(16) i8* @calloc(i64 noundef 1, i64 noundef 16) #9
  %0 = bitcast i8* %call to %struct.list*
  %call1 = tail call noalias dereferenceable_or_null(24) i8* @calloc(i64 noundef 1, i64 noundef 24) #9
  %call2 = tail call noalias dereferenceable_or_null(32) i8* @calloc(i64 noundef 1, i64 noundef 32) #9
  %cmp = icmp eq i8* %call, null
  %cmp3 = icmp eq i8* %call1, null
  %or.cond = or i1 %cmp, %cmp3
  %cmp5 = icmp eq i8* %call2, null
  %or.cond64 = or i1 %or.cond, %cmp5
  br i1 %or.cond64, label %cleanup61, label %if.end

if.end:                                           ; preds = %entry
  %1 = bitcast i8* %call1 to %struct.node*
  %2 = bitcast i8* %call2 to %struct.other*
  %conv = sext i32 %argc to i64
  %val = getelementptr inbounds %struct.node, %struct.node* %1, i64 0, i32 1
  store i64 %conv, i64* %val, align 8, !tbaa !35
  %head = getelementptr inbounds %struct.list, %struct.list* %0, i64 0, i32 1
  %3 = bitcast %struct.node** %head to i8**
  store i8* %call1, i8** %3, align 8, !tbaa !5
  %conv6 = sitofp i32 %argc to double
  %d = getelementptr inbounds %struct.other, %struct.other* %2, i64 0, i32 3
  store double %conv6, double* %d, align 8, !tbaa !32
  %call7 = tail call noalias dereferenceable_or_null(16) i8* @calloc(i64 noundef 1, i64 noundef 16) #9
  %4 = bitcast i8* %call7 to %struct.cursor*
  %cmp8 = icmp eq i8* %call7, null
  br i1 %cmp8, label %cleanup61, label %if.end11

if.end11:                                         ; preds = %if.end
  %call12 = tail call noalias dereferenceable_or_null(16) i8* @calloc(i64 noundef 1, i64 noundef 16) #9
  %5 = bitcast i8* %call12 to %struct.journal*
  %cmp13 = icmp eq i8* %call12, null
  br i1 %cmp13, label %cleanup61, label %if.end16

if.end16:                                         ; preds = %if.end11
  %call17 = tail call noalias dereferenceable_or_null(32) i8* @calloc(i64 noundef 1, i64 noundef 32) #9
  %6 = bitcast i8* %call17 to %struct.tab*
  %cmp18 = icmp eq i8* %call17, null
  br i1 %cmp18, label %cleanup61, label %if.end21

if.end21:                                         ; preds = %if.end16
  %7 = load %struct.node*, %struct.node** bitcast (i8** @any to %struct.node**), align 8, !tbaa !15
  %first = getelementptr inbounds %struct.tab, %struct.tab* %6, i64 0, i32 2
  store %struct.node* %7, %struct.node** %first, align 8, !tbaa !23
  %n22 = getelementptr inbounds %struct.tab, %struct.tab* %6, i64 0, i32 0
  store i32 %argc, i32* %n22, align 8, !tbaa !25
  %call23 = tail call i64 @tab_first_key(%struct.tab* noundef nonnull %6)
  %call24 = tail call i64 @tab_sum(%struct.tab* noundef nonnull %6)
  %call25 = tail call noalias dereferenceable_or_null(16) i8* @calloc(i64 noundef 1, i64 noundef 16) #9
  %cmp26 = icmp eq i8* %call25, null
  br i1 %cmp26, label %cleanup61, label %if.end29

if.end29:                                         ; preds = %if.end21
  %8 = bitcast i8* %call25 to %struct.chunk*
  store i8* %call25, i8** @any, align 8, !tbaa !15
  %call30 = tail call i64 @check(%struct.chunk* noundef nonnull %8)
  %call31 = tail call i64 @probe(i32 noundef 2)
  %9 = bitcast i64* %z to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %9) #9
  store i64 %conv, i64* %z, align 8, !tbaa !14
  %call34 = call i32 @has_id(i64* noundef nonnull %z)
  %10 = zext i32 %call34 to i64
  store i8* %call1, i8** @any, align 8, !tbaa !15
  tail call void @attach(%struct.journal* noundef nonnull %5)
  %call37 = tail call i64 @total_val(%struct.journal* noundef nonnull %5)
  %call38 = tail call i64 @drop(%struct.journal* noundef nonnull %5)
  tail call void @park(%struct.cursor* noundef nonnull %4)
  %call40 = tail call i64 @probe(i32 noundef 1)
  %call41 = tail call i64 @cur_val(%struct.cursor* noundef nonnull %4)
  store i8* %call2, i8** @any, align 8, !tbaa !15
  %call46 = tail call i64 @first_key(%struct.list* noundef nonnull %0)
  %call47 = tail call i64 @first_u(%struct.list* noundef nonnull %0)
  %call49 = tail call i64 @sum_u(%struct.list* noundef nonnull %0)
  %call51 = tail call i64 @use(%struct.list* noundef nonnull %0)
  %call54 = tail call i64 @probe(i32 noundef 0)
  %add48 = add i64 %call24, %call23
  %add50 = add i64 %add48, %call30
  %add52 = add i64 %add50, %call31
  %add42 = add i64 %add52, %10
  %add39 = add i64 %add42, %call37
  %add43 = add i64 %add39, %call38
  %add32 = add i64 %add43, %call40
  %add36 = add i64 %add32, %call41
  %add44 = add i64 %add36, %call46
  %add = add i64 %add44, %call47
  %add45 = add i64 %add, %call49
  %add53 = add i64 %add45, %call51
  %add55 = add i64 %add53, %call54
  %conv56 = trunc i64 %add55 to i32
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %9) #9
  br label %cleanup61

cleanup61:                                        ; preds = %if.end, %if.end16, %if.end21, %if.end29, %if.end11, %entry
  %retval.4 = phi i32 [ 1, %entry ], [ 1, %if.end ], [ 1, %if.end11 ], [ 1, %if.end16 ], [ %conv56, %if.end29 ], [ 1, %if.end21 ]
  ret i32 %retval.4
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #8

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
