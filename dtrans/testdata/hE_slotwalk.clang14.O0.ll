; ModuleID = 'hE_slotwalk.c'
source_filename = "hE_slotwalk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.entry = type { %struct.entry*, i64, i32 }
%struct.hash = type { i32, %struct.entry** }
%struct.other = type { i64, i64 }

@keep = dso_local global i8* null, align 8
@main.entries = internal global [3 x %struct.entry] zeroinitializer, align 16
@main.tab = internal global [2 x %struct.entry*] [%struct.entry* getelementptr inbounds ([3 x %struct.entry], [3 x %struct.entry]* @main.entries, i32 0, i32 0), %struct.entry* bitcast (i8* getelementptr (i8, i8* bitcast ([3 x %struct.entry]* @main.entries to i8*), i64 24) to %struct.entry*)], align 16
@main.h = internal global %struct.hash { i32 2, %struct.entry** getelementptr inbounds ([2 x %struct.entry*], [2 x %struct.entry*]* @main.tab, i32 0, i32 0) }, align 8
@main.ot = internal global %struct.other zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.entry* @find(%struct.hash* noundef %h, i64 noundef %key) #0 {
entry:
  %h.addr = alloca %struct.hash*, align 8
  %key.addr = alloca i64, align 8
  %p = alloca %struct.entry*, align 8
  store %struct.hash* %h, %struct.hash** %h.addr, align 8
  store i64 %key, i64* %key.addr, align 8
  %0 = load %struct.hash*, %struct.hash** %h.addr, align 8
  %slot = getelementptr inbounds %struct.hash, %struct.hash* %0, i32 0, i32 1
  %1 = load %struct.entry**, %struct.entry*** %slot, align 8
  %2 = load i64, i64* %key.addr, align 8
  %3 = load %struct.hash*, %struct.hash** %h.addr, align 8
  %nslot = getelementptr inbounds %struct.hash, %struct.hash* %3, i32 0, i32 0
  %4 = load i32, i32* %nslot, align 8
  %conv = sext i32 %4 to i64
  %rem = srem i64 %2, %conv
  %arrayidx = getelementptr inbounds %struct.entry*, %struct.entry** %1, i64 %rem
  %5 = load %struct.entry*, %struct.entry** %arrayidx, align 8
  store %struct.entry* %5, %struct.entry** %p, align 8
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %6 = load %struct.entry*, %struct.entry** %p, align 8
  %tobool = icmp ne %struct.entry* %6, null
  br i1 %tobool, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %while.cond
  %7 = load %struct.entry*, %struct.entry** %p, align 8
  %key1 = getelementptr inbounds %struct.entry, %struct.entry* %7, i32 0, i32 1
  %8 = load i64, i64* %key1, align 8
  %9 = load i64, i64* %key.addr, align 8
  %cmp = icmp ne i64 %8, %9
  br label %land.end

land.end:                                         ; preds = %land.rhs, %while.cond
  %10 = phi i1 [ false, %while.cond ], [ %cmp, %land.rhs ]
  br i1 %10, label %while.body, label %while.end

while.body:                                       ; preds = %land.end
  %11 = load %struct.entry*, %struct.entry** %p, align 8
  %next = getelementptr inbounds %struct.entry, %struct.entry* %11, i32 0, i32 0
  %12 = load %struct.entry*, %struct.entry** %next, align 8
  store %struct.entry* %12, %struct.entry** %p, align 8
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %land.end
  %13 = load %struct.entry*, %struct.entry** %p, align 8
  ret %struct.entry* %13
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
  store i8* %2, i8** @keep, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @relink(%struct.hash* noundef %h, %struct.entry* noundef %e, %struct.entry* noundef %to) #0 {
entry:
  %h.addr = alloca %struct.hash*, align 8
  %e.addr = alloca %struct.entry*, align 8
  %to.addr = alloca %struct.entry*, align 8
  %pp = alloca %struct.entry**, align 8
  store %struct.hash* %h, %struct.hash** %h.addr, align 8
  store %struct.entry* %e, %struct.entry** %e.addr, align 8
  store %struct.entry* %to, %struct.entry** %to.addr, align 8
  %0 = load %struct.hash*, %struct.hash** %h.addr, align 8
  %slot = getelementptr inbounds %struct.hash, %struct.hash* %0, i32 0, i32 1
  %1 = load %struct.entry**, %struct.entry*** %slot, align 8
  %2 = load %struct.entry*, %struct.entry** %e.addr, align 8
  %key = getelementptr inbounds %struct.entry, %struct.entry* %2, i32 0, i32 1
  %3 = load i64, i64* %key, align 8
  %4 = load %struct.hash*, %struct.hash** %h.addr, align 8
  %nslot = getelementptr inbounds %struct.hash, %struct.hash* %4, i32 0, i32 0
  %5 = load i32, i32* %nslot, align 8
  %conv = sext i32 %5 to i64
  %rem = srem i64 %3, %conv
  %arrayidx = getelementptr inbounds %struct.entry*, %struct.entry** %1, i64 %rem
  store %struct.entry** %arrayidx, %struct.entry*** %pp, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %6 = load %struct.entry**, %struct.entry*** %pp, align 8
  %7 = load %struct.entry*, %struct.entry** %6, align 8
  %8 = load %struct.entry*, %struct.entry** %e.addr, align 8
  %cmp = icmp ne %struct.entry* %7, %8
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %9 = load %struct.entry**, %struct.entry*** %pp, align 8
  %10 = load %struct.entry*, %struct.entry** %9, align 8
  %next = getelementptr inbounds %struct.entry, %struct.entry* %10, i32 0, i32 0
  store %struct.entry** %next, %struct.entry*** %pp, align 8
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %for.cond
  %11 = load %struct.entry*, %struct.entry** %to.addr, align 8
  %12 = load %struct.entry**, %struct.entry*** %pp, align 8
  store %struct.entry* %11, %struct.entry** %12, align 8
  %13 = load %struct.entry*, %struct.entry** %to.addr, align 8
  %next2 = getelementptr inbounds %struct.entry, %struct.entry* %13, i32 0, i32 0
  store %struct.entry* null, %struct.entry** %next2, align 8
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
  store i64 %conv, i64* getelementptr inbounds ([3 x %struct.entry], [3 x %struct.entry]* @main.entries, i64 0, i64 0, i32 1), align 8
  %2 = load i32, i32* %argc.addr, align 4
  %conv1 = sext i32 %2 to i64
  %call = call %struct.entry* @find(%struct.hash* noundef @main.h, i64 noundef %conv1)
  %3 = bitcast %struct.entry* %call to i8*
  store i8* %3, i8** @keep, align 8
  call void @keepother(%struct.other* noundef @main.ot)
  call void @relink(%struct.hash* noundef @main.h, %struct.entry* noundef getelementptr inbounds ([3 x %struct.entry], [3 x %struct.entry]* @main.entries, i64 0, i64 0), %struct.entry* noundef getelementptr inbounds ([3 x %struct.entry], [3 x %struct.entry]* @main.entries, i64 0, i64 2))
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
