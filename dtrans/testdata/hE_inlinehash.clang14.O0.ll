; ModuleID = 'hE_inlinehash.c'
source_filename = "hE_inlinehash.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { i64, i32, %struct.node* }
%struct.tree = type { i32, [7 x %struct.node*] }
%struct.other = type { i64, i64 }

@slot = dso_local global i8* null, align 8
@main.nodes = internal global [2 x %struct.node] zeroinitializer, align 16
@main.t = internal global %struct.tree { i32 2, [7 x %struct.node*] [%struct.node* getelementptr inbounds ([2 x %struct.node], [2 x %struct.node]* @main.nodes, i32 0, i32 0), %struct.node* bitcast (i8* getelementptr (i8, i8* bitcast ([2 x %struct.node]* @main.nodes to i8*), i64 24) to %struct.node*), %struct.node* null, %struct.node* null, %struct.node* null, %struct.node* null, %struct.node* null] }, align 8
@main.ot = internal global %struct.other zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.node* @lookup(%struct.tree* noundef %t, i64 noundef %key) #0 {
entry:
  %t.addr = alloca %struct.tree*, align 8
  %key.addr = alloca i64, align 8
  %p = alloca %struct.node*, align 8
  store %struct.tree* %t, %struct.tree** %t.addr, align 8
  store i64 %key, i64* %key.addr, align 8
  %0 = load %struct.tree*, %struct.tree** %t.addr, align 8
  %count = getelementptr inbounds %struct.tree, %struct.tree* %0, i32 0, i32 0
  %1 = load i32, i32* %count, align 8
  %tobool = icmp ne i32 %1, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %2 = load %struct.tree*, %struct.tree** %t.addr, align 8
  %hash = getelementptr inbounds %struct.tree, %struct.tree* %2, i32 0, i32 1
  %3 = load i64, i64* %key.addr, align 8
  %rem = srem i64 %3, 7
  %arrayidx = getelementptr inbounds [7 x %struct.node*], [7 x %struct.node*]* %hash, i64 0, i64 %rem
  %4 = load %struct.node*, %struct.node** %arrayidx, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi %struct.node* [ %4, %cond.true ], [ null, %cond.false ]
  store %struct.node* %cond, %struct.node** %p, align 8
  br label %while.cond

while.cond:                                       ; preds = %while.body, %cond.end
  %5 = load %struct.node*, %struct.node** %p, align 8
  %tobool1 = icmp ne %struct.node* %5, null
  br i1 %tobool1, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %while.cond
  %6 = load %struct.node*, %struct.node** %p, align 8
  %key2 = getelementptr inbounds %struct.node, %struct.node* %6, i32 0, i32 0
  %7 = load i64, i64* %key2, align 8
  %8 = load i64, i64* %key.addr, align 8
  %cmp = icmp ne i64 %7, %8
  br label %land.end

land.end:                                         ; preds = %land.rhs, %while.cond
  %9 = phi i1 [ false, %while.cond ], [ %cmp, %land.rhs ]
  br i1 %9, label %while.body, label %while.end

while.body:                                       ; preds = %land.end
  %10 = load %struct.node*, %struct.node** %p, align 8
  %next = getelementptr inbounds %struct.node, %struct.node* %10, i32 0, i32 2
  %11 = load %struct.node*, %struct.node** %next, align 8
  store %struct.node* %11, %struct.node** %p, align 8
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %land.end
  %12 = load %struct.node*, %struct.node** %p, align 8
  ret %struct.node* %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @keepother(%struct.other* noundef %o) #0 {
entry:
  %o.addr = alloca %struct.other*, align 8
  store %struct.other* %o, %struct.other** %o.addr, align 8
  %0 = load %struct.other*, %struct.other** %o.addr, align 8
  %a = getelementptr inbounds %struct.other, %struct.other* %0, i32 0, i32 0
  store i64 1, i64* %a, align 8
  %1 = load %struct.other*, %struct.other** %o.addr, align 8
  %2 = bitcast %struct.other* %1 to i8*
  store i8* %2, i8** @slot, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @release(%struct.tree* noundef %t, %struct.node* noundef %nd) #0 {
entry:
  %t.addr = alloca %struct.tree*, align 8
  %nd.addr = alloca %struct.node*, align 8
  %pp = alloca %struct.node**, align 8
  store %struct.tree* %t, %struct.tree** %t.addr, align 8
  store %struct.node* %nd, %struct.node** %nd.addr, align 8
  %0 = load %struct.tree*, %struct.tree** %t.addr, align 8
  %hash = getelementptr inbounds %struct.tree, %struct.tree* %0, i32 0, i32 1
  %1 = load %struct.node*, %struct.node** %nd.addr, align 8
  %key = getelementptr inbounds %struct.node, %struct.node* %1, i32 0, i32 0
  %2 = load i64, i64* %key, align 8
  %rem = srem i64 %2, 7
  %arrayidx = getelementptr inbounds [7 x %struct.node*], [7 x %struct.node*]* %hash, i64 0, i64 %rem
  store %struct.node** %arrayidx, %struct.node*** %pp, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %3 = load %struct.node**, %struct.node*** %pp, align 8
  %4 = load %struct.node*, %struct.node** %3, align 8
  %5 = load %struct.node*, %struct.node** %nd.addr, align 8
  %cmp = icmp ne %struct.node* %4, %5
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %6 = load %struct.node**, %struct.node*** %pp, align 8
  %7 = load %struct.node*, %struct.node** %6, align 8
  %next = getelementptr inbounds %struct.node, %struct.node* %7, i32 0, i32 2
  store %struct.node** %next, %struct.node*** %pp, align 8
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %for.cond
  %8 = load %struct.node*, %struct.node** %nd.addr, align 8
  %next1 = getelementptr inbounds %struct.node, %struct.node* %8, i32 0, i32 2
  %9 = load %struct.node*, %struct.node** %next1, align 8
  %10 = load %struct.node**, %struct.node*** %pp, align 8
  store %struct.node* %9, %struct.node** %10, align 8
  %11 = load %struct.tree*, %struct.tree** %t.addr, align 8
  %count = getelementptr inbounds %struct.tree, %struct.tree* %11, i32 0, i32 0
  %12 = load i32, i32* %count, align 8
  %dec = add nsw i32 %12, -1
  store i32 %dec, i32* %count, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  %1 = load i32, i32* %argc.addr, align 4
  %conv = sext i32 %1 to i64
  store i64 %conv, i64* getelementptr inbounds ([2 x %struct.node], [2 x %struct.node]* @main.nodes, i64 0, i64 0, i32 0), align 16
  %2 = load i32, i32* %argc.addr, align 4
  %conv1 = sext i32 %2 to i64
  %call = call %struct.node* @lookup(%struct.tree* noundef @main.t, i64 noundef %conv1)
  %3 = bitcast %struct.node* %call to i8*
  store i8* %3, i8** @slot, align 8
  call void @keepother(%struct.other* noundef @main.ot)
  call void @release(%struct.tree* noundef @main.t, %struct.node* noundef getelementptr inbounds ([2 x %struct.node], [2 x %struct.node]* @main.nodes, i64 0, i64 0))
  ret i32 0
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!8 = distinct !{!8, !7}
