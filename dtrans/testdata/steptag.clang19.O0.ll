; ModuleID = 'steptag.c'
source_filename = "steptag.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.It = type { i32, ptr, [1 x %struct.Seg] }
%struct.Seg = type { i64, i64, i32 }
%struct.Res = type { i16, i8 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %p = alloca ptr, align 8
  %r = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %call = call ptr @make(i32 noundef 4)
  store ptr %call, ptr %p, align 8
  %1 = load ptr, ptr %p, align 8
  %tobool = icmp ne ptr %1, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %2 = load ptr, ptr %p, align 8
  %3 = load i32, ptr %argc.addr, align 4
  call void @set(ptr noundef %2, i32 noundef 1, i32 noundef %3)
  %4 = load ptr, ptr %p, align 8
  %call1 = call i32 @second(ptr noundef %4)
  %5 = load ptr, ptr %p, align 8
  %aFirst = getelementptr inbounds %struct.It, ptr %5, i32 0, i32 1
  %6 = load ptr, ptr %aFirst, align 8
  %call2 = call i64 @peek(ptr noundef %6)
  %conv = trunc i64 %call2 to i32
  %add = add nsw i32 %call1, %conv
  %7 = load ptr, ptr %p, align 8
  %aSeg = getelementptr inbounds %struct.It, ptr %7, i32 0, i32 2
  %arrayidx = getelementptr inbounds [1 x %struct.Seg], ptr %aSeg, i64 0, i64 2
  %call3 = call i64 @peek(ptr noundef %arrayidx)
  %conv4 = trunc i64 %call3 to i32
  %add5 = add nsw i32 %add, %conv4
  %8 = load ptr, ptr %p, align 8
  %9 = load ptr, ptr %p, align 8
  %aSeg6 = getelementptr inbounds %struct.It, ptr %9, i32 0, i32 2
  %arraydecay = getelementptr inbounds [1 x %struct.Seg], ptr %aSeg6, i64 0, i64 0
  %10 = load i32, ptr %argc.addr, align 4
  %call7 = call i32 @pick(ptr noundef %8, ptr noundef %arraydecay, i32 noundef %10)
  %add8 = add nsw i32 %add5, %call7
  %11 = load ptr, ptr %p, align 8
  %aSeg9 = getelementptr inbounds %struct.It, ptr %11, i32 0, i32 2
  %arrayidx10 = getelementptr inbounds [1 x %struct.Seg], ptr %aSeg9, i64 0, i64 1
  %pos = getelementptr inbounds %struct.Seg, ptr %arrayidx10, i32 0, i32 0
  %12 = load i64, ptr %pos, align 8
  %conv11 = trunc i64 %12 to i32
  %add12 = add nsw i32 %add8, %conv11
  %13 = load ptr, ptr %p, align 8
  %aFirst13 = getelementptr inbounds %struct.It, ptr %13, i32 0, i32 1
  %14 = load ptr, ptr %aFirst13, align 8
  %arrayidx14 = getelementptr inbounds %struct.Res, ptr %14, i64 0
  %first = getelementptr inbounds %struct.Res, ptr %arrayidx14, i32 0, i32 0
  %15 = load i16, ptr %first, align 2
  %conv15 = zext i16 %15 to i32
  %add16 = add nsw i32 %add12, %conv15
  store i32 %add16, ptr %r, align 4
  %16 = load ptr, ptr %p, align 8
  call void @free(ptr noundef %16) #3
  %17 = load i32, ptr %r, align 4
  store i32 %17, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %18 = load i32, ptr %retval, align 4
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @make(i32 noundef %n) #0 {
entry:
  %retval = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %p = alloca ptr, align 8
  store i32 %n, ptr %n.addr, align 4
  %0 = load i32, ptr %n.addr, align 4
  %conv = sext i32 %0 to i64
  %mul = mul i64 %conv, 24
  %add = add i64 40, %mul
  %1 = load i32, ptr %n.addr, align 4
  %conv1 = sext i32 %1 to i64
  %mul2 = mul i64 %conv1, 4
  %add3 = add i64 %add, %mul2
  %call = call noalias ptr @calloc(i64 noundef 1, i64 noundef %add3) #4
  store ptr %call, ptr %p, align 8
  %2 = load ptr, ptr %p, align 8
  %tobool = icmp ne ptr %2, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store ptr null, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %3 = load i32, ptr %n.addr, align 4
  %4 = load ptr, ptr %p, align 8
  %n4 = getelementptr inbounds %struct.It, ptr %4, i32 0, i32 0
  store i32 %3, ptr %n4, align 8
  %5 = load ptr, ptr %p, align 8
  %aSeg = getelementptr inbounds %struct.It, ptr %5, i32 0, i32 2
  %6 = load i32, ptr %n.addr, align 4
  %idxprom = sext i32 %6 to i64
  %arrayidx = getelementptr inbounds [1 x %struct.Seg], ptr %aSeg, i64 0, i64 %idxprom
  %7 = load ptr, ptr %p, align 8
  %aFirst = getelementptr inbounds %struct.It, ptr %7, i32 0, i32 1
  store ptr %arrayidx, ptr %aFirst, align 8
  %8 = load ptr, ptr %p, align 8
  store ptr %8, ptr %retval, align 8
  br label %return

return:                                           ; preds = %if.end, %if.then
  %9 = load ptr, ptr %retval, align 8
  ret ptr %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @set(ptr noundef %p, i32 noundef %i, i32 noundef %v) #0 {
entry:
  %p.addr = alloca ptr, align 8
  %i.addr = alloca i32, align 4
  %v.addr = alloca i32, align 4
  store ptr %p, ptr %p.addr, align 8
  store i32 %i, ptr %i.addr, align 4
  store i32 %v, ptr %v.addr, align 4
  %0 = load i32, ptr %v.addr, align 4
  %conv = sext i32 %0 to i64
  %1 = load ptr, ptr %p.addr, align 8
  %aSeg = getelementptr inbounds %struct.It, ptr %1, i32 0, i32 2
  %2 = load i32, ptr %i.addr, align 4
  %idxprom = sext i32 %2 to i64
  %arrayidx = getelementptr inbounds [1 x %struct.Seg], ptr %aSeg, i64 0, i64 %idxprom
  %pos = getelementptr inbounds %struct.Seg, ptr %arrayidx, i32 0, i32 0
  store i64 %conv, ptr %pos, align 8
  %3 = load i32, ptr %v.addr, align 4
  %conv1 = trunc i32 %3 to i16
  %4 = load ptr, ptr %p.addr, align 8
  %aFirst = getelementptr inbounds %struct.It, ptr %4, i32 0, i32 1
  %5 = load ptr, ptr %aFirst, align 8
  %6 = load i32, ptr %i.addr, align 4
  %idxprom2 = sext i32 %6 to i64
  %arrayidx3 = getelementptr inbounds %struct.Res, ptr %5, i64 %idxprom2
  %first = getelementptr inbounds %struct.Res, ptr %arrayidx3, i32 0, i32 0
  store i16 %conv1, ptr %first, align 2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @second(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %aFirst = getelementptr inbounds %struct.It, ptr %0, i32 0, i32 1
  %1 = load ptr, ptr %aFirst, align 8
  %arrayidx = getelementptr inbounds %struct.Res, ptr %1, i64 1
  %first = getelementptr inbounds %struct.Res, ptr %arrayidx, i32 0, i32 0
  %2 = load i16, ptr %first, align 2
  %conv = zext i16 %2 to i32
  ret i32 %conv
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @peek(ptr noundef %q) #0 {
entry:
  %q.addr = alloca ptr, align 8
  store ptr %q, ptr %q.addr, align 8
  %0 = load ptr, ptr %q.addr, align 8
  %pos = getelementptr inbounds %struct.Seg, ptr %0, i32 0, i32 0
  %1 = load i64, ptr %pos, align 8
  ret i64 %1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pick(ptr noundef %p, ptr noundef %segs, i32 noundef %c) #0 {
entry:
  %p.addr = alloca ptr, align 8
  %segs.addr = alloca ptr, align 8
  %c.addr = alloca i32, align 4
  %r = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  store ptr %segs, ptr %segs.addr, align 8
  store i32 %c, ptr %c.addr, align 4
  %0 = load i32, ptr %c.addr, align 4
  %tobool = icmp ne i32 %0, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load ptr, ptr %p.addr, align 8
  %aFirst = getelementptr inbounds %struct.It, ptr %1, i32 0, i32 1
  %2 = load ptr, ptr %aFirst, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  %3 = load ptr, ptr %segs.addr, align 8
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %2, %cond.true ], [ %3, %cond.false ]
  store ptr %cond, ptr %r, align 8
  %4 = load ptr, ptr %r, align 8
  %arrayidx = getelementptr inbounds %struct.Res, ptr %4, i64 1
  %first = getelementptr inbounds %struct.Res, ptr %arrayidx, i32 0, i32 0
  %5 = load i16, ptr %first, align 2
  %conv = zext i16 %5 to i32
  %6 = load ptr, ptr %segs.addr, align 8
  %pos = getelementptr inbounds %struct.Seg, ptr %6, i32 0, i32 0
  %7 = load i64, ptr %pos, align 8
  %conv1 = trunc i64 %7 to i32
  %add = add nsw i32 %conv, %conv1
  ret i32 %add
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #1

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
