; ModuleID = 'hM_loadcycle.c'
source_filename = "hM_loadcycle.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.G = type { i32, %struct.GC*, %struct.GC*, %struct.GC* }
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
  store %struct.GC** %p, %struct.GC*** %p.addr, align 8
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %0 = load %struct.GC**, %struct.GC*** %p.addr, align 8
  %1 = load %struct.GC*, %struct.GC** %0, align 8
  %cmp = icmp ne %struct.GC* %1, null
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %while.cond
  %2 = load %struct.GC**, %struct.GC*** %p.addr, align 8
  %3 = load %struct.GC*, %struct.GC** %2, align 8
  %marked = getelementptr inbounds %struct.GC, %struct.GC* %3, i32 0, i32 2
  %4 = load i8, i8* %marked, align 1
  %conv = zext i8 %4 to i32
  %and = and i32 %conv, 1
  %tobool = icmp ne i32 %and, 0
  br label %land.end

land.end:                                         ; preds = %land.rhs, %while.cond
  %5 = phi i1 [ false, %while.cond ], [ %tobool, %land.rhs ]
  br i1 %5, label %while.body, label %while.end

while.body:                                       ; preds = %land.end
  %6 = load %struct.GC**, %struct.GC*** %p.addr, align 8
  %7 = load %struct.GC*, %struct.GC** %6, align 8
  %next = getelementptr inbounds %struct.GC, %struct.GC* %7, i32 0, i32 0
  store %struct.GC** %next, %struct.GC*** %p.addr, align 8
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %land.end
  %8 = load %struct.GC**, %struct.GC*** %p.addr, align 8
  ret %struct.GC** %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %g = alloca %struct.G*, align 8
  %i = alloca i32, align 4
  %a = alloca %struct.GC**, align 8
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
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %for.cond
  %5 = load %struct.G*, %struct.G** %g, align 8
  %allgc = getelementptr inbounds %struct.G, %struct.G* %5, i32 0, i32 1
  %6 = load %struct.GC*, %struct.GC** %allgc, align 8
  %tobool = icmp ne %struct.GC* %6, null
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %for.end
  %7 = load %struct.G*, %struct.G** %g, align 8
  %allgc1 = getelementptr inbounds %struct.G, %struct.G* %7, i32 0, i32 1
  %8 = load %struct.GC*, %struct.GC** %allgc1, align 8
  %next = getelementptr inbounds %struct.GC, %struct.GC* %8, i32 0, i32 0
  %9 = load %struct.GC*, %struct.GC** %next, align 8
  br label %cond.end

cond.false:                                       ; preds = %for.end
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi %struct.GC* [ %9, %cond.true ], [ null, %cond.false ]
  %10 = load %struct.G*, %struct.G** %g, align 8
  %finobj = getelementptr inbounds %struct.G, %struct.G* %10, i32 0, i32 2
  store %struct.GC* %cond, %struct.GC** %finobj, align 8
  %11 = load %struct.G*, %struct.G** %g, align 8
  %allgc2 = getelementptr inbounds %struct.G, %struct.G* %11, i32 0, i32 1
  %call3 = call %struct.GC** @sweeptolive(%struct.GC** noundef %allgc2)
  store %struct.GC** %call3, %struct.GC*** %a, align 8
  %12 = load %struct.GC**, %struct.GC*** %a, align 8
  store %struct.GC* null, %struct.GC** %12, align 8
  %13 = load %struct.G*, %struct.G** %g, align 8
  %finobj4 = getelementptr inbounds %struct.G, %struct.G* %13, i32 0, i32 2
  %14 = load %struct.GC*, %struct.GC** %finobj4, align 8
  %cmp5 = icmp ne %struct.GC* %14, null
  %conv = zext i1 %cmp5 to i32
  %15 = load %struct.G*, %struct.G** %g, align 8
  %n = getelementptr inbounds %struct.G, %struct.G* %15, i32 0, i32 0
  %16 = load i32, i32* %n, align 8
  %add = add nsw i32 %conv, %16
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
