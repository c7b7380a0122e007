; ModuleID = 'hE_slotwalk.c'
source_filename = "hE_slotwalk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.entry = type { ptr, i64, i32 }
%struct.hash = type { i32, ptr }
%struct.other = type { i64, i64 }

@keep = dso_local global ptr null, align 8
@main.entries = internal global [3 x %struct.entry] zeroinitializer, align 16
@main.tab = internal global [2 x ptr] [ptr @main.entries, ptr getelementptr (i8, ptr @main.entries, i64 24)], align 16
@main.h = internal global %struct.hash { i32 2, ptr @main.tab }, align 8
@main.ot = internal global %struct.other zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @find(ptr noundef %h, i64 noundef %key) #0 {
entry:
  %h.addr = alloca ptr, align 8
  %key.addr = alloca i64, align 8
  %p = alloca ptr, align 8
  store ptr %h, ptr %h.addr, align 8
  store i64 %key, ptr %key.addr, align 8
  %0 = load ptr, ptr %h.addr, align 8
  %slot = getelementptr inbounds %struct.hash, ptr %0, i32 0, i32 1
  %1 = load ptr, ptr %slot, align 8
  %2 = load i64, ptr %key.addr, align 8
  %3 = load ptr, ptr %h.addr, align 8
  %nslot = getelementptr inbounds %struct.hash, ptr %3, i32 0, i32 0
  %4 = load i32, ptr %nslot, align 8
  %conv = sext i32 %4 to i64
  %rem = srem i64 %2, %conv
  %arrayidx = getelementptr inbounds ptr, ptr %1, i64 %rem
  %5 = load ptr, ptr %arrayidx, align 8
  store ptr %5, ptr %p, align 8
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %6 = load ptr, ptr %p, align 8
  %tobool = icmp ne ptr %6, null
  br i1 %tobool, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %while.cond
  %7 = load ptr, ptr %p, align 8
  %key1 = getelementptr inbounds %struct.entry, ptr %7, i32 0, i32 1
  %8 = load i64, ptr %key1, align 8
  %9 = load i64, ptr %key.addr, align 8
  %cmp = icmp ne i64 %8, %9
  br label %land.end

land.end:                                         ; preds = %land.rhs, %while.cond
  %10 = phi i1 [ false, %while.cond ], [ %cmp, %land.rhs ]
  br i1 %10, label %while.body, label %while.end

while.body:                                       ; preds = %land.end
  %11 = load ptr, ptr %p, align 8
  %next = getelementptr inbounds %struct.entry, ptr %11, i32 0, i32 0
  %12 = load ptr, ptr %next, align 8
  store ptr %12, ptr %p, align 8
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %land.end
  %13 = load ptr, ptr %p, align 8
  ret ptr %13
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
  store ptr %1, ptr @keep, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @relink(ptr noundef %h, ptr noundef %e, ptr noundef %to) #0 {
entry:
  %h.addr = alloca ptr, align 8
  %e.addr = alloca ptr, align 8
  %to.addr = alloca ptr, align 8
  %pp = alloca ptr, align 8
  store ptr %h, ptr %h.addr, align 8
  store ptr %e, ptr %e.addr, align 8
  store ptr %to, ptr %to.addr, align 8
  %0 = load ptr, ptr %h.addr, align 8
  %slot = getelementptr inbounds %struct.hash, ptr %0, i32 0, i32 1
  %1 = load ptr, ptr %slot, align 8
  %2 = load ptr, ptr %e.addr, align 8
  %key = getelementptr inbounds %struct.entry, ptr %2, i32 0, i32 1
  %3 = load i64, ptr %key, align 8
  %4 = load ptr, ptr %h.addr, align 8
  %nslot = getelementptr inbounds %struct.hash, ptr %4, i32 0, i32 0
  %5 = load i32, ptr %nslot, align 8
  %conv = sext i32 %5 to i64
  %rem = srem i64 %3, %conv
  %arrayidx = getelementptr inbounds ptr, ptr %1, i64 %rem
  store ptr %arrayidx, ptr %pp, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %6 = load ptr, ptr %pp, align 8
  %7 = load ptr, ptr %6, align 8
  %8 = load ptr, ptr %e.addr, align 8
  %cmp = icmp ne ptr %7, %8
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %9 = load ptr, ptr %pp, align 8
  %10 = load ptr, ptr %9, align 8
  %next = getelementptr inbounds %struct.entry, ptr %10, i32 0, i32 0
  store ptr %next, ptr %pp, align 8
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %for.cond
  %11 = load ptr, ptr %to.addr, align 8
  %12 = load ptr, ptr %pp, align 8
  store ptr %11, ptr %12, align 8
  %13 = load ptr, ptr %to.addr, align 8
  %next2 = getelementptr inbounds %struct.entry, ptr %13, i32 0, i32 0
  store ptr null, ptr %next2, align 8
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
  store i64 %conv, ptr getelementptr inbounds (%struct.entry, ptr @main.entries, i32 0, i32 1), align 8
  %2 = load i32, ptr %argc.addr, align 4
  %conv1 = sext i32 %2 to i64
  %call = call ptr @find(ptr noundef @main.h, i64 noundef %conv1)
  store ptr %call, ptr @keep, align 8
  call void @keepother(ptr noundef @main.ot)
  call void @relink(ptr noundef @main.h, ptr noundef @main.entries, ptr noundef getelementptr inbounds ([3 x %struct.entry], ptr @main.entries, i64 0, i64 2))
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
