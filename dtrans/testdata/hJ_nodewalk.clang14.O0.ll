; ModuleID = 'hJ_nodewalk.c'
source_filename = "hJ_nodewalk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.Node = type { %struct.NodeKey }
%struct.NodeKey = type { %union.Value, i8, i8, i32, %union.Value }
%union.Value = type { i8* }
%struct.Pair = type { i64, i64, i64 }
%struct.Trio = type { double, double, double }

@slot = dso_local global i8* null, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @gen_realloc(i8* noundef %p, i64 noundef %n) #0 {
entry:
  %p.addr = alloca i8*, align 8
  %n.addr = alloca i64, align 8
  store i8* %p, i8** %p.addr, align 8
  store i64 %n, i64* %n.addr, align 8
  %0 = load i8*, i8** %p.addr, align 8
  %1 = load i64, i64* %n.addr, align 8
  %call = call i8* @realloc(i8* noundef %0, i64 noundef %1) #2
  ret i8* %call
}

; Function Attrs: nounwind
declare i8* @realloc(i8* noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @lookup(i32 noundef %mask, i64 noundef %k) #0 {
entry:
  %retval = alloca i64, align 8
  %mask.addr = alloca i32, align 4
  %k.addr = alloca i64, align 8
  %t = alloca %union.Node*, align 8
  %n = alloca %union.Node*, align 8
  %nx = alloca i32, align 4
  store i32 %mask, i32* %mask.addr, align 4
  store i64 %k, i64* %k.addr, align 8
  %0 = load i8*, i8** @slot, align 8
  %1 = bitcast i8* %0 to %union.Node*
  store %union.Node* %1, %union.Node** %t, align 8
  %2 = load %union.Node*, %union.Node** %t, align 8
  %3 = load i64, i64* %k.addr, align 8
  %4 = load i32, i32* %mask.addr, align 4
  %conv = zext i32 %4 to i64
  %and = and i64 %3, %conv
  %arrayidx = getelementptr inbounds %union.Node, %union.Node* %2, i64 %and
  store %union.Node* %arrayidx, %union.Node** %n, align 8
  br label %for.cond

for.cond:                                         ; preds = %if.end12, %entry
  %5 = load %union.Node*, %union.Node** %n, align 8
  %u = bitcast %union.Node* %5 to %struct.NodeKey*
  %ktt = getelementptr inbounds %struct.NodeKey, %struct.NodeKey* %u, i32 0, i32 2
  %6 = load i8, i8* %ktt, align 1
  %conv1 = zext i8 %6 to i32
  %cmp = icmp eq i32 %conv1, 3
  br i1 %cmp, label %land.lhs.true, label %if.end

land.lhs.true:                                    ; preds = %for.cond
  %7 = load %union.Node*, %union.Node** %n, align 8
  %u3 = bitcast %union.Node* %7 to %struct.NodeKey*
  %key = getelementptr inbounds %struct.NodeKey, %struct.NodeKey* %u3, i32 0, i32 4
  %i = bitcast %union.Value* %key to i64*
  %8 = load i64, i64* %i, align 8
  %9 = load i64, i64* %k.addr, align 8
  %cmp4 = icmp eq i64 %8, %9
  br i1 %cmp4, label %if.then, label %if.end

if.then:                                          ; preds = %land.lhs.true
  %10 = load %union.Node*, %union.Node** %n, align 8
  %u6 = bitcast %union.Node* %10 to %struct.NodeKey*
  %val = getelementptr inbounds %struct.NodeKey, %struct.NodeKey* %u6, i32 0, i32 0
  %i7 = bitcast %union.Value* %val to i64*
  %11 = load i64, i64* %i7, align 8
  store i64 %11, i64* %retval, align 8
  br label %return

if.end:                                           ; preds = %land.lhs.true, %for.cond
  %12 = load %union.Node*, %union.Node** %n, align 8
  %u8 = bitcast %union.Node* %12 to %struct.NodeKey*
  %next = getelementptr inbounds %struct.NodeKey, %struct.NodeKey* %u8, i32 0, i32 3
  %13 = load i32, i32* %next, align 4
  store i32 %13, i32* %nx, align 4
  %14 = load i32, i32* %nx, align 4
  %cmp9 = icmp eq i32 %14, 0
  br i1 %cmp9, label %if.then11, label %if.end12

if.then11:                                        ; preds = %if.end
  store i64 0, i64* %retval, align 8
  br label %return

if.end12:                                         ; preds = %if.end
  %15 = load i32, i32* %nx, align 4
  %16 = load %union.Node*, %union.Node** %n, align 8
  %idx.ext = sext i32 %15 to i64
  %add.ptr = getelementptr inbounds %union.Node, %union.Node* %16, i64 %idx.ext
  store %union.Node* %add.ptr, %union.Node** %n, align 8
  br label %for.cond

return:                                           ; preds = %if.then11, %if.then
  %17 = load i64, i64* %retval, align 8
  ret i64 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %t = alloca %union.Node*, align 8
  %q = alloca %struct.Pair*, align 8
  %w = alloca %struct.Trio*, align 8
  %i = alloca i32, align 4
  %r = alloca i64, align 8
  %v = alloca i8*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call i8* @gen_realloc(i8* noundef null, i64 noundef 192)
  %0 = bitcast i8* %call to %union.Node*
  store %union.Node* %0, %union.Node** %t, align 8
  %call1 = call i8* @gen_realloc(i8* noundef null, i64 noundef 192)
  %1 = bitcast i8* %call1 to %struct.Pair*
  store %struct.Pair* %1, %struct.Pair** %q, align 8
  %call2 = call i8* @gen_realloc(i8* noundef null, i64 noundef 192)
  %2 = bitcast i8* %call2 to %struct.Trio*
  store %struct.Trio* %2, %struct.Trio** %w, align 8
  %3 = load %union.Node*, %union.Node** %t, align 8
  %tobool = icmp ne %union.Node* %3, null
  br i1 %tobool, label %lor.lhs.false, label %if.then

lor.lhs.false:                                    ; preds = %entry
  %4 = load %struct.Pair*, %struct.Pair** %q, align 8
  %tobool3 = icmp ne %struct.Pair* %4, null
  br i1 %tobool3, label %lor.lhs.false4, label %if.then

lor.lhs.false4:                                   ; preds = %lor.lhs.false
  %5 = load %struct.Trio*, %struct.Trio** %w, align 8
  %tobool5 = icmp ne %struct.Trio* %5, null
  br i1 %tobool5, label %if.end, label %if.then

if.then:                                          ; preds = %lor.lhs.false4, %lor.lhs.false, %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false4
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.end
  %6 = load i32, i32* %i, align 4
  %cmp = icmp slt i32 %6, 8
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %7 = load i32, i32* %i, align 4
  %and = and i32 %7, 3
  %conv = trunc i32 %and to i8
  %8 = load %union.Node*, %union.Node** %t, align 8
  %9 = load i32, i32* %i, align 4
  %idxprom = sext i32 %9 to i64
  %arrayidx = getelementptr inbounds %union.Node, %union.Node* %8, i64 %idxprom
  %u = bitcast %union.Node* %arrayidx to %struct.NodeKey*
  %ktt = getelementptr inbounds %struct.NodeKey, %struct.NodeKey* %u, i32 0, i32 2
  store i8 %conv, i8* %ktt, align 1
  %10 = load i32, i32* %i, align 4
  %cmp6 = icmp slt i32 %10, 7
  %11 = zext i1 %cmp6 to i64
  %cond = select i1 %cmp6, i32 1, i32 0
  %12 = load %union.Node*, %union.Node** %t, align 8
  %13 = load i32, i32* %i, align 4
  %idxprom8 = sext i32 %13 to i64
  %arrayidx9 = getelementptr inbounds %union.Node, %union.Node* %12, i64 %idxprom8
  %u10 = bitcast %union.Node* %arrayidx9 to %struct.NodeKey*
  %next = getelementptr inbounds %struct.NodeKey, %struct.NodeKey* %u10, i32 0, i32 3
  store i32 %cond, i32* %next, align 4
  %14 = load i32, i32* %i, align 4
  %conv11 = sext i32 %14 to i64
  %15 = load %union.Node*, %union.Node** %t, align 8
  %16 = load i32, i32* %i, align 4
  %idxprom12 = sext i32 %16 to i64
  %arrayidx13 = getelementptr inbounds %union.Node, %union.Node* %15, i64 %idxprom12
  %u14 = bitcast %union.Node* %arrayidx13 to %struct.NodeKey*
  %key = getelementptr inbounds %struct.NodeKey, %struct.NodeKey* %u14, i32 0, i32 4
  %i15 = bitcast %union.Value* %key to i64*
  store i64 %conv11, i64* %i15, align 8
  %17 = load i32, i32* %argc.addr, align 4
  %18 = load i32, i32* %i, align 4
  %add = add nsw i32 %17, %18
  %conv16 = sext i32 %add to i64
  %19 = load %union.Node*, %union.Node** %t, align 8
  %20 = load i32, i32* %i, align 4
  %idxprom17 = sext i32 %20 to i64
  %arrayidx18 = getelementptr inbounds %union.Node, %union.Node* %19, i64 %idxprom17
  %u19 = bitcast %union.Node* %arrayidx18 to %struct.NodeKey*
  %val = getelementptr inbounds %struct.NodeKey, %struct.NodeKey* %u19, i32 0, i32 0
  %i20 = bitcast %union.Value* %val to i64*
  store i64 %conv16, i64* %i20, align 8
  %21 = load i32, i32* %i, align 4
  %conv21 = sext i32 %21 to i64
  %22 = load %struct.Pair*, %struct.Pair** %q, align 8
  %23 = load i32, i32* %i, align 4
  %idxprom22 = sext i32 %23 to i64
  %arrayidx23 = getelementptr inbounds %struct.Pair, %struct.Pair* %22, i64 %idxprom22
  %a = getelementptr inbounds %struct.Pair, %struct.Pair* %arrayidx23, i32 0, i32 0
  store i64 %conv21, i64* %a, align 8
  %24 = load i32, i32* %i, align 4
  %conv24 = sitofp i32 %24 to double
  %25 = load %struct.Trio*, %struct.Trio** %w, align 8
  %26 = load i32, i32* %i, align 4
  %idxprom25 = sext i32 %26 to i64
  %arrayidx26 = getelementptr inbounds %struct.Trio, %struct.Trio* %25, i64 %idxprom25
  %y = getelementptr inbounds %struct.Trio, %struct.Trio* %arrayidx26, i32 0, i32 1
  store double %conv24, double* %y, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %27 = load i32, i32* %i, align 4
  %inc = add nsw i32 %27, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %28 = load %struct.Pair*, %struct.Pair** %q, align 8
  %29 = bitcast %struct.Pair* %28 to i8*
  store i8* %29, i8** @slot, align 8
  %30 = load %struct.Trio*, %struct.Trio** %w, align 8
  %31 = bitcast %struct.Trio* %30 to i8*
  store i8* %31, i8** @slot, align 8
  %32 = load %union.Node*, %union.Node** %t, align 8
  %33 = bitcast %union.Node* %32 to i8*
  store i8* %33, i8** @slot, align 8
  %34 = load i32, i32* %argc.addr, align 4
  %conv27 = sext i32 %34 to i64
  %call28 = call i64 @lookup(i32 noundef 7, i64 noundef %conv27)
  store i64 %call28, i64* %r, align 8
  %35 = load i32, i32* %argc.addr, align 4
  %cmp29 = icmp sgt i32 %35, 5
  br i1 %cmp29, label %cond.true, label %cond.false

cond.true:                                        ; preds = %for.end
  %36 = load %union.Node*, %union.Node** %t, align 8
  %37 = bitcast %union.Node* %36 to i8*
  br label %cond.end36

cond.false:                                       ; preds = %for.end
  %38 = load i32, i32* %argc.addr, align 4
  %cmp31 = icmp sgt i32 %38, 3
  br i1 %cmp31, label %cond.true33, label %cond.false34

cond.true33:                                      ; preds = %cond.false
  %39 = load %struct.Pair*, %struct.Pair** %q, align 8
  %40 = bitcast %struct.Pair* %39 to i8*
  br label %cond.end

cond.false34:                                     ; preds = %cond.false
  %41 = load %struct.Trio*, %struct.Trio** %w, align 8
  %42 = bitcast %struct.Trio* %41 to i8*
  br label %cond.end

cond.end:                                         ; preds = %cond.false34, %cond.true33
  %cond35 = phi i8* [ %40, %cond.true33 ], [ %42, %cond.false34 ]
  br label %cond.end36

cond.end36:                                       ; preds = %cond.end, %cond.true
  %cond37 = phi i8* [ %37, %cond.true ], [ %cond35, %cond.end ]
  store i8* %cond37, i8** %v, align 8
  %43 = load i8*, i8** %v, align 8
  %call38 = call i8* @gen_realloc(i8* noundef %43, i64 noundef 16)
  call void @free(i8* noundef %call38) #2
  %44 = load i64, i64* %r, align 8
  %conv39 = trunc i64 %44 to i32
  %45 = load %struct.Pair*, %struct.Pair** %q, align 8
  %46 = load i32, i32* %argc.addr, align 4
  %and40 = and i32 %46, 7
  %idxprom41 = sext i32 %and40 to i64
  %arrayidx42 = getelementptr inbounds %struct.Pair, %struct.Pair* %45, i64 %idxprom41
  %a43 = getelementptr inbounds %struct.Pair, %struct.Pair* %arrayidx42, i32 0, i32 0
  %47 = load i64, i64* %a43, align 8
  %conv44 = trunc i64 %47 to i32
  %add45 = add nsw i32 %conv39, %conv44
  %48 = load %struct.Trio*, %struct.Trio** %w, align 8
  %49 = load i32, i32* %argc.addr, align 4
  %and46 = and i32 %49, 7
  %idxprom47 = sext i32 %and46 to i64
  %arrayidx48 = getelementptr inbounds %struct.Trio, %struct.Trio* %48, i64 %idxprom47
  %y49 = getelementptr inbounds %struct.Trio, %struct.Trio* %arrayidx48, i32 0, i32 1
  %50 = load double, double* %y49, align 8
  %conv50 = fptosi double %50 to i32
  %add51 = add nsw i32 %add45, %conv50
  store i32 %add51, i32* %retval, align 4
  br label %return

return:                                           ; preds = %cond.end36, %if.then
  %51 = load i32, i32* %retval, align 4
  ret i32 %51
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
