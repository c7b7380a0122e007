; ModuleID = 'hE_inlinehash.c'
source_filename = "hE_inlinehash.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { i64, i32, ptr }
%struct.tree = type { i32, [7 x ptr] }
%struct.other = type { i64, i64 }

@slot = dso_local global ptr null, align 8
@main.nodes = internal global [2 x %struct.node] zeroinitializer, align 16
@main.t = internal global %struct.tree { i32 2, [7 x ptr] [ptr @main.nodes, ptr getelementptr (i8, ptr @main.nodes, i64 24), ptr null, ptr null, ptr null, ptr null, ptr null] }, align 8
@main.ot = internal global %struct.other zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @lookup(ptr noundef %t, i64 noundef %key) #0 {
entry:
  %t.addr = alloca ptr, align 8
  %key.addr = alloca i64, align 8
  %p = alloca ptr, align 8
  store ptr %t, ptr %t.addr, align 8
  store i64 %key, ptr %key.addr, align 8
  %0 = load ptr, ptr %t.addr, align 8
  %count = getelementptr inbounds %struct.tree, ptr %0, i32 0, i32 0
  %1 = load i32, ptr %count, align 8
  %tobool = icmp ne i32 %1, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %2 = load ptr, ptr %t.addr, align 8
  %hash = getelementptr inbounds %struct.tree, ptr %2, i32 0, i32 1
  %3 = load i64, ptr %key.addr, align 8
  %rem = srem i64 %3, 7
  %arrayidx = getelementptr inbounds [7 x ptr], ptr %hash, i64 0, i64 %rem
  %4 = load ptr, ptr %arrayidx, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %4, %cond.true ], [ null, %cond.false ]
  store ptr %cond, ptr %p, align 8
  br label %while.cond

while.cond:                                       ; preds = %while.body, %cond.end
  %5 = load ptr, ptr %p, align 8
  %tobool1 = icmp ne ptr %5, null
  br i1 %tobool1, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %while.cond
  %6 = load ptr, ptr %p, align 8
  %key2 = getelementptr inbounds %struct.node, ptr %6, i32 0, i32 0
  %7 = load i64, ptr %key2, align 8
  %8 = load i64, ptr %key.addr, align 8
  %cmp = icmp ne i64 %7, %8
  br label %land.end

land.end:                                         ; preds = %land.rhs, %while.cond
  %9 = phi i1 [ false, %while.cond ], [ %cmp, %land.rhs ]
  br i1 %9, label %while.body, label %while.end

while.body:                                       ; preds = %land.end
  %10 = load ptr, ptr %p, align 8
  %next = getelementptr inbounds %struct.node, ptr %10, i32 0, i32 2
  %11 = load ptr, ptr %next, align 8
  store ptr %11, ptr %p, align 8
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %land.end
  %12 = load ptr, ptr %p, align 8
  ret ptr %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @keepother(ptr noundef %o) #0 {
entry:
  %o.addr = alloca ptr, align 8
  store ptr %o, ptr %o.addr, align 8
  %0 = load ptr, ptr %o.addr, align 8
  %a = getelementptr inbounds %struct.other, ptr %0, i32 0, i32 0
  store i64 1, ptr %a, align 8
  %1 = load ptr, ptr %o.addr, align 8
  store ptr %1, ptr @slot, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @release(ptr noundef %t, ptr noundef %nd) #0 {
entry:
  %t.addr = alloca ptr, align 8
  %nd.addr = alloca ptr, align 8
  %pp = alloca ptr, align 8
  store ptr %t, ptr %t.addr, align 8
  store ptr %nd, ptr %nd.addr, align 8
  %0 = load ptr, ptr %t.addr, align 8
  %hash = getelementptr inbounds %struct.tree, ptr %0, i32 0, i32 1
  %1 = load ptr, ptr %nd.addr, align 8
  %key = getelementptr inbounds %struct.node, ptr %1, i32 0, i32 0
  %2 = load i64, ptr %key, align 8
  %rem = srem i64 %2, 7
  %arrayidx = getelementptr inbounds [7 x ptr], ptr %hash, i64 0, i64 %rem
  store ptr %arrayidx, ptr %pp, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %3 = load ptr, ptr %pp, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = load ptr, ptr %nd.addr, align 8
  %cmp = icmp ne ptr %4, %5
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %6 = load ptr, ptr %pp, align 8
  %7 = load ptr, ptr %6, align 8
  %next = getelementptr inbounds %struct.node, ptr %7, i32 0, i32 2
  store ptr %next, ptr %pp, align 8
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %for.cond
  %8 = load ptr, ptr %nd.addr, align 8
  %next1 = getelementptr inbounds %struct.node, ptr %8, i32 0, i32 2
  %9 = load ptr, ptr %next1, align 8
  %10 = load ptr, ptr %pp, align 8
  store ptr %9, ptr %10, align 8
  %11 = load ptr, ptr %t.addr, align 8
  %count = getelementptr inbounds %struct.tree, ptr %11, i32 0, i32 0
  %12 = load i32, ptr %count, align 8
  %dec = add nsw i32 %12, -1
  store i32 %dec, ptr %count, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %1 = load i32, ptr %argc.addr, align 4
  %conv = sext i32 %1 to i64
  store i64 %conv, ptr @main.nodes, align 16
  %2 = load i32, ptr %argc.addr, align 4
  %conv1 = sext i32 %2 to i64
  %call = call ptr @lookup(ptr noundef @main.t, i64 noundef %conv1)
  store ptr %call, ptr @slot, align 8
  call void @keepother(ptr noundef @main.ot)
  call void @release(ptr noundef @main.t, ptr noundef @main.nodes)
  ret i32 0
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
