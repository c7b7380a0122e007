; ModuleID = 'hM_linkarg.c'
source_filename = "hM_linkarg.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.G = type { i32, %struct.GC*, %struct.GC** }
%struct.GC = type { %struct.GC*, i8, i8 }

@g0 = dso_local global %struct.G zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.GC* @newobj(%struct.G* noundef %g, i32 noundef %tt) #0 {
entry:
  %g.addr = alloca %struct.G*, align 8
  %tt.addr = alloca i32, align 4
  %o = alloca %struct.GC*, align 8
  store %struct.G* %g, %struct.G** %g.addr, align 8
  store i32 %tt, i32* %tt.addr, align 4
  %call = call noalias i8* @malloc(i64 noundef 16) #2
  %0 = bitcast i8* %call to %struct.GC*
  store %struct.GC* %0, %struct.GC** %o, align 8
  %1 = load i32, i32* %tt.addr, align 4
  %conv = trunc i32 %1 to i8
  %2 = load %struct.GC*, %struct.GC** %o, align 8
  %tt1 = getelementptr inbounds %struct.GC, %struct.GC* %2, i32 0, i32 1
  store i8 %conv, i8* %tt1, align 8
  %3 = load i32, i32* %tt.addr, align 4
  %and = and i32 %3, 1
  %conv2 = trunc i32 %and to i8
  %4 = load %struct.GC*, %struct.GC** %o, align 8
  %marked = getelementptr inbounds %struct.GC, %struct.GC* %4, i32 0, i32 2
  store i8 %conv2, i8* %marked, align 1
  %5 = load %struct.G*, %struct.G** %g.addr, align 8
  %allgc = getelementptr inbounds %struct.G, %struct.G* %5, i32 0, i32 1
  %6 = load %struct.GC*, %struct.GC** %allgc, align 8
  %7 = load %struct.GC*, %struct.GC** %o, align 8
  %next = getelementptr inbounds %struct.GC, %struct.GC* %7, i32 0, i32 0
  store %struct.GC* %6, %struct.GC** %next, align 8
  %8 = load %struct.GC*, %struct.GC** %o, align 8
  %9 = load %struct.G*, %struct.G** %g.addr, align 8
  %allgc3 = getelementptr inbounds %struct.G, %struct.G* %9, i32 0, i32 1
  store %struct.GC* %8, %struct.GC** %allgc3, align 8
  %10 = load %struct.GC*, %struct.GC** %o, align 8
  ret %struct.GC* %10
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.GC** @sweeptolive(%struct.GC** noundef %p) #0 {
entry:
  %p.addr = alloca %struct.GC**, align 8
  %old = alloca %struct.GC**, align 8
  store %struct.GC** %p, %struct.GC*** %p.addr, align 8
  %0 = load %struct.GC**, %struct.GC*** %p.addr, align 8
  store %struct.GC** %0, %struct.GC*** %old, align 8
  br label %do.body

do.body:                                          ; preds = %land.end7, %entry
  br label %while.cond

while.cond:                                       ; preds = %while.body, %do.body
  %1 = load %struct.GC**, %struct.GC*** %p.addr, align 8
  %2 = load %struct.GC*, %struct.GC** %1, align 8
  %cmp = icmp ne %struct.GC* %2, null
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %while.cond
  %3 = load %struct.GC**, %struct.GC*** %p.addr, align 8
  %4 = load %struct.GC*, %struct.GC** %3, align 8
  %marked = getelementptr inbounds %struct.GC, %struct.GC* %4, i32 0, i32 2
  %5 = load i8, i8* %marked, align 1
  %conv = zext i8 %5 to i32
  %and = and i32 %conv, 1
  %tobool = icmp ne i32 %and, 0
  br label %land.end

land.end:                                         ; preds = %land.rhs, %while.cond
  %6 = phi i1 [ false, %while.cond ], [ %tobool, %land.rhs ]
  br i1 %6, label %while.body, label %while.end

while.body:                                       ; preds = %land.end
  %7 = load %struct.GC**, %struct.GC*** %p.addr, align 8
  %8 = load %struct.GC*, %struct.GC** %7, align 8
  %next = getelementptr inbounds %struct.GC, %struct.GC* %8, i32 0, i32 0
  store %struct.GC** %next, %struct.GC*** %p.addr, align 8
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %land.end
  br label %do.cond

do.cond:                                          ; preds = %while.end
  %9 = load %struct.GC**, %struct.GC*** %p.addr, align 8
  %10 = load %struct.GC**, %struct.GC*** %old, align 8
  %cmp1 = icmp eq %struct.GC** %9, %10
  br i1 %cmp1, label %land.lhs.true, label %land.end7

land.lhs.true:                                    ; preds = %do.cond
  %11 = load %struct.GC**, %struct.GC*** %p.addr, align 8
  %12 = load %struct.GC*, %struct.GC** %11, align 8
  %cmp3 = icmp ne %struct.GC* %12, null
  br i1 %cmp3, label %land.rhs5, label %land.end7

land.rhs5:                                        ; preds = %land.lhs.true
  %13 = load %struct.GC**, %struct.GC*** %p.addr, align 8
  %14 = load %struct.GC*, %struct.GC** %13, align 8
  %next6 = getelementptr inbounds %struct.GC, %struct.GC* %14, i32 0, i32 0
  %15 = load %struct.GC*, %struct.GC** %next6, align 8
  %16 = load %struct.GC**, %struct.GC*** %p.addr, align 8
  store %struct.GC* %15, %struct.GC** %16, align 8
  br label %land.end7

land.end7:                                        ; preds = %land.rhs5, %land.lhs.true, %do.cond
  %17 = phi i1 [ false, %land.lhs.true ], [ false, %do.cond ], [ true, %land.rhs5 ]
  br i1 %17, label %do.body, label %do.end, !llvm.loop !8

do.end:                                           ; preds = %land.end7
  %18 = load %struct.GC**, %struct.GC*** %p.addr, align 8
  ret %struct.GC** %18
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @entersweep(%struct.G* noundef %g) #0 {
entry:
  %g.addr = alloca %struct.G*, align 8
  store %struct.G* %g, %struct.G** %g.addr, align 8
  %0 = load %struct.G*, %struct.G** %g.addr, align 8
  %allgc = getelementptr inbounds %struct.G, %struct.G* %0, i32 0, i32 1
  %call = call %struct.GC** @sweeptolive(%struct.GC** noundef %allgc)
  %1 = load %struct.G*, %struct.G** %g.addr, align 8
  %sweepgc = getelementptr inbounds %struct.G, %struct.G* %1, i32 0, i32 2
  store %struct.GC** %call, %struct.GC*** %sweepgc, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @restart(%struct.G* noundef %g) #0 {
entry:
  %g.addr = alloca %struct.G*, align 8
  store %struct.G* %g, %struct.G** %g.addr, align 8
  %0 = load %struct.G*, %struct.G** %g.addr, align 8
  %allgc = getelementptr inbounds %struct.G, %struct.G* %0, i32 0, i32 1
  %1 = load %struct.G*, %struct.G** %g.addr, align 8
  %sweepgc = getelementptr inbounds %struct.G, %struct.G* %1, i32 0, i32 2
  store %struct.GC** %allgc, %struct.GC*** %sweepgc, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @checkfin(%struct.G* noundef %g, %struct.GC* noundef %o) #0 {
entry:
  %g.addr = alloca %struct.G*, align 8
  %o.addr = alloca %struct.GC*, align 8
  store %struct.G* %g, %struct.G** %g.addr, align 8
  store %struct.GC* %o, %struct.GC** %o.addr, align 8
  %0 = load %struct.GC*, %struct.GC** %o.addr, align 8
  %marked = getelementptr inbounds %struct.GC, %struct.GC* %0, i32 0, i32 2
  store i8 0, i8* %marked, align 1
  %1 = load %struct.G*, %struct.G** %g.addr, align 8
  %sweepgc = getelementptr inbounds %struct.G, %struct.G* %1, i32 0, i32 2
  %2 = load %struct.GC**, %struct.GC*** %sweepgc, align 8
  %3 = load %struct.GC*, %struct.GC** %o.addr, align 8
  %next = getelementptr inbounds %struct.GC, %struct.GC* %3, i32 0, i32 0
  %cmp = icmp eq %struct.GC** %2, %next
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %4 = load %struct.GC*, %struct.GC** %o.addr, align 8
  %next1 = getelementptr inbounds %struct.GC, %struct.GC* %4, i32 0, i32 0
  %call = call %struct.GC** @sweeptolive(%struct.GC** noundef %next1)
  %5 = load %struct.G*, %struct.G** %g.addr, align 8
  %sweepgc2 = getelementptr inbounds %struct.G, %struct.G* %5, i32 0, i32 2
  store %struct.GC** %call, %struct.GC*** %sweepgc2, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %g = alloca %struct.G*, align 8
  %i = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  store %struct.G* @g0, %struct.G** %g, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4
  %1 = load i32, i32* %argc.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load %struct.G*, %struct.G** %g, align 8
  %3 = load i32, i32* %i, align 4
  %call = call %struct.GC* @newobj(%struct.G* noundef %2, i32 noundef %3)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %4 = load i32, i32* %i, align 4
  %inc = add nsw i32 %4, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !9

for.end:                                          ; preds = %for.cond
  %5 = load %struct.G*, %struct.G** %g, align 8
  call void @restart(%struct.G* noundef %5)
  %6 = load %struct.G*, %struct.G** %g, align 8
  call void @entersweep(%struct.G* noundef %6)
  %7 = load %struct.G*, %struct.G** %g, align 8
  %allgc = getelementptr inbounds %struct.G, %struct.G* %7, i32 0, i32 1
  %8 = load %struct.GC*, %struct.GC** %allgc, align 8
  %tobool = icmp ne %struct.GC* %8, null
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %for.end
  %9 = load %struct.G*, %struct.G** %g, align 8
  %10 = load %struct.G*, %struct.G** %g, align 8
  %allgc1 = getelementptr inbounds %struct.G, %struct.G* %10, i32 0, i32 1
  %11 = load %struct.GC*, %struct.GC** %allgc1, align 8
  call void @checkfin(%struct.G* noundef %9, %struct.GC* noundef %11)
  br label %if.end

if.end:                                           ; preds = %if.then, %for.end
  %12 = load %struct.G*, %struct.G** %g, align 8
  %n = getelementptr inbounds %struct.G, %struct.G* %12, i32 0, i32 0
  %13 = load i32, i32* %n, align 8
  %14 = load %struct.G*, %struct.G** %g, align 8
  %sweepgc = getelementptr inbounds %struct.G, %struct.G* %14, i32 0, i32 2
  %15 = load %struct.GC**, %struct.GC*** %sweepgc, align 8
  %cmp2 = icmp ne %struct.GC** %15, null
  %conv = zext i1 %cmp2 to i32
  %add = add nsw i32 %13, %conv
  ret i32 %add
}

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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
