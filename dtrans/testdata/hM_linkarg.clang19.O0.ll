; ModuleID = 'hM_linkarg.c'
source_filename = "hM_linkarg.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.G = type { i32, ptr, ptr }
%struct.GC = type { ptr, i8, i8 }

@g0 = dso_local global %struct.G zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @newobj(ptr noundef %g, i32 noundef %tt) #0 {
entry:
  %g.addr = alloca ptr, align 8
  %tt.addr = alloca i32, align 4
  %o = alloca ptr, align 8
  store ptr %g, ptr %g.addr, align 8
  store i32 %tt, ptr %tt.addr, align 4
  %call = call noalias ptr @malloc(i64 noundef 16) #2
  store ptr %call, ptr %o, align 8
  %0 = load i32, ptr %tt.addr, align 4
  %conv = trunc i32 %0 to i8
  %1 = load ptr, ptr %o, align 8
  %tt1 = getelementptr inbounds %struct.GC, ptr %1, i32 0, i32 1
  store i8 %conv, ptr %tt1, align 8
  %2 = load i32, ptr %tt.addr, align 4
  %and = and i32 %2, 1
  %conv2 = trunc i32 %and to i8
  %3 = load ptr, ptr %o, align 8
  %marked = getelementptr inbounds %struct.GC, ptr %3, i32 0, i32 2
  store i8 %conv2, ptr %marked, align 1
  %4 = load ptr, ptr %g.addr, align 8
  %allgc = getelementptr inbounds %struct.G, ptr %4, i32 0, i32 1
  %5 = load ptr, ptr %allgc, align 8
  %6 = load ptr, ptr %o, align 8
  %next = getelementptr inbounds %struct.GC, ptr %6, i32 0, i32 0
  store ptr %5, ptr %next, align 8
  %7 = load ptr, ptr %o, align 8
  %8 = load ptr, ptr %g.addr, align 8
  %allgc3 = getelementptr inbounds %struct.G, ptr %8, i32 0, i32 1
  store ptr %7, ptr %allgc3, align 8
  %9 = load ptr, ptr %o, align 8
  ret ptr %9
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @sweeptolive(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  %old = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  store ptr %0, ptr %old, align 8
  br label %do.body

do.body:                                          ; preds = %land.end7, %entry
  br label %while.cond

while.cond:                                       ; preds = %while.body, %do.body
  %1 = load ptr, ptr %p.addr, align 8
  %2 = load ptr, ptr %1, align 8
  %cmp = icmp ne ptr %2, null
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %while.cond
  %3 = load ptr, ptr %p.addr, align 8
  %4 = load ptr, ptr %3, align 8
  %marked = getelementptr inbounds %struct.GC, ptr %4, i32 0, i32 2
  %5 = load i8, ptr %marked, align 1
  %conv = zext i8 %5 to i32
  %and = and i32 %conv, 1
  %tobool = icmp ne i32 %and, 0
  br label %land.end

land.end:                                         ; preds = %land.rhs, %while.cond
  %6 = phi i1 [ false, %while.cond ], [ %tobool, %land.rhs ]
  br i1 %6, label %while.body, label %while.end

while.body:                                       ; preds = %land.end
  %7 = load ptr, ptr %p.addr, align 8
  %8 = load ptr, ptr %7, align 8
  %next = getelementptr inbounds %struct.GC, ptr %8, i32 0, i32 0
  store ptr %next, ptr %p.addr, align 8
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %land.end
  br label %do.cond

do.cond:                                          ; preds = %while.end
  %9 = load ptr, ptr %p.addr, align 8
  %10 = load ptr, ptr %old, align 8
  %cmp1 = icmp eq ptr %9, %10
  br i1 %cmp1, label %land.lhs.true, label %land.end7

land.lhs.true:                                    ; preds = %do.cond
  %11 = load ptr, ptr %p.addr, align 8
  %12 = load ptr, ptr %11, align 8
  %cmp3 = icmp ne ptr %12, null
  br i1 %cmp3, label %land.rhs5, label %land.end7

land.rhs5:                                        ; preds = %land.lhs.true
  %13 = load ptr, ptr %p.addr, align 8
  %14 = load ptr, ptr %13, align 8
  %next6 = getelementptr inbounds %struct.GC, ptr %14, i32 0, i32 0
  %15 = load ptr, ptr %next6, align 8
  %16 = load ptr, ptr %p.addr, align 8
  store ptr %15, ptr %16, align 8
  br label %land.end7

land.end7:                                        ; preds = %land.rhs5, %land.lhs.true, %do.cond
  %17 = phi i1 [ false, %land.lhs.true ], [ false, %do.cond ], [ true, %land.rhs5 ]
  br i1 %17, label %do.body, label %do.end, !llvm.loop !8

do.end:                                           ; preds = %land.end7
  %18 = load ptr, ptr %p.addr, align 8
  ret ptr %18
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @entersweep(ptr noundef %g) #0 {
entry:
  %g.addr = alloca ptr, align 8
  store ptr %g, ptr %g.addr, align 8
  %0 = load ptr, ptr %g.addr, align 8
  %allgc = getelementptr inbounds %struct.G, ptr %0, i32 0, i32 1
  %call = call ptr @sweeptolive(ptr noundef %allgc)
  %1 = load ptr, ptr %g.addr, align 8
  %sweepgc = getelementptr inbounds %struct.G, ptr %1, i32 0, i32 2
  store ptr %call, ptr %sweepgc, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @restart(ptr noundef %g) #0 {
entry:
  %g.addr = alloca ptr, align 8
  store ptr %g, ptr %g.addr, align 8
  %0 = load ptr, ptr %g.addr, align 8
  %allgc = getelementptr inbounds %struct.G, ptr %0, i32 0, i32 1
  %1 = load ptr, ptr %g.addr, align 8
  %sweepgc = getelementptr inbounds %struct.G, ptr %1, i32 0, i32 2
  store ptr %allgc, ptr %sweepgc, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @checkfin(ptr noundef %g, ptr noundef %o) #0 {
entry:
  %g.addr = alloca ptr, align 8
  %o.addr = alloca ptr, align 8
  store ptr %g, ptr %g.addr, align 8
  store ptr %o, ptr %o.addr, align 8
  %0 = load ptr, ptr %o.addr, align 8
  %marked = getelementptr inbounds %struct.GC, ptr %0, i32 0, i32 2
  store i8 0, ptr %marked, align 1
  %1 = load ptr, ptr %g.addr, align 8
  %sweepgc = getelementptr inbounds %struct.G, ptr %1, i32 0, i32 2
  %2 = load ptr, ptr %sweepgc, align 8
  %3 = load ptr, ptr %o.addr, align 8
  %next = getelementptr inbounds %struct.GC, ptr %3, i32 0, i32 0
  %cmp = icmp eq ptr %2, %next
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %4 = load ptr, ptr %o.addr, align 8
  %next1 = getelementptr inbounds %struct.GC, ptr %4, i32 0, i32 0
  %call = call ptr @sweeptolive(ptr noundef %next1)
  %5 = load ptr, ptr %g.addr, align 8
  %sweepgc2 = getelementptr inbounds %struct.G, ptr %5, i32 0, i32 2
  store ptr %call, ptr %sweepgc2, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %g = alloca ptr, align 8
  %i = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  store ptr @g0, ptr %g, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %1 = load i32, ptr %argc.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %g, align 8
  %3 = load i32, ptr %i, align 4
  %call = call ptr @newobj(ptr noundef %2, i32 noundef %3)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %4 = load i32, ptr %i, align 4
  %inc = add nsw i32 %4, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !9

for.end:                                          ; preds = %for.cond
  %5 = load ptr, ptr %g, align 8
  call void @restart(ptr noundef %5)
  %6 = load ptr, ptr %g, align 8
  call void @entersweep(ptr noundef %6)
  %7 = load ptr, ptr %g, align 8
  %allgc = getelementptr inbounds %struct.G, ptr %7, i32 0, i32 1
  %8 = load ptr, ptr %allgc, align 8
  %tobool = icmp ne ptr %8, null
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %for.end
  %9 = load ptr, ptr %g, align 8
  %10 = load ptr, ptr %g, align 8
  %allgc1 = getelementptr inbounds %struct.G, ptr %10, i32 0, i32 1
  %11 = load ptr, ptr %allgc1, align 8
  call void @checkfin(ptr noundef %9, ptr noundef %11)
  br label %if.end

if.end:                                           ; preds = %if.then, %for.end
  %12 = load ptr, ptr %g, align 8
  %n = getelementptr inbounds %struct.G, ptr %12, i32 0, i32 0
  %13 = load i32, ptr %n, align 8
  %14 = load ptr, ptr %g, align 8
  %sweepgc = getelementptr inbounds %struct.G, ptr %14, i32 0, i32 2
  %15 = load ptr, ptr %sweepgc, align 8
  %cmp2 = icmp ne ptr %15, null
  %conv = zext i1 %cmp2 to i32
  %add = add nsw i32 %13, %conv
  ret i32 %add
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) }

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
!9 = distinct !{!9, !7}
