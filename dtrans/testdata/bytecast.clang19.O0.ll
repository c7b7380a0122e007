; ModuleID = 'bytecast.c'
source_filename = "bytecast.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Slot = type { double, i64, ptr }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %s = alloca ptr, align 8
  %i = alloca i32, align 4
  %t = alloca i64, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load i32, ptr %argc.addr, align 4
  %conv = sext i32 %0 to i64
  %call = call noalias ptr @calloc(i64 noundef %conv, i64 noundef 24) #4
  store ptr %call, ptr %s, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, ptr %i, align 4
  %2 = load i32, ptr %argc.addr, align 4
  %cmp = icmp slt i32 %1, %2
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %3 = load i32, ptr %i, align 4
  %conv2 = sitofp i32 %3 to double
  %4 = load ptr, ptr %s, align 8
  %5 = load i32, ptr %i, align 4
  %idxprom = sext i32 %5 to i64
  %arrayidx = getelementptr inbounds %struct.Slot, ptr %4, i64 %idxprom
  %v = getelementptr inbounds %struct.Slot, ptr %arrayidx, i32 0, i32 0
  store double %conv2, ptr %v, align 8
  %6 = load ptr, ptr %argv.addr, align 8
  %7 = load i32, ptr %i, align 4
  %idxprom3 = sext i32 %7 to i64
  %arrayidx4 = getelementptr inbounds ptr, ptr %6, i64 %idxprom3
  %8 = load ptr, ptr %arrayidx4, align 8
  %arrayidx5 = getelementptr inbounds i8, ptr %8, i64 0
  %9 = load i8, ptr %arrayidx5, align 1
  %conv6 = sext i8 %9 to i64
  %10 = load ptr, ptr %s, align 8
  %11 = load i32, ptr %i, align 4
  %idxprom7 = sext i32 %11 to i64
  %arrayidx8 = getelementptr inbounds %struct.Slot, ptr %10, i64 %idxprom7
  %tag = getelementptr inbounds %struct.Slot, ptr %arrayidx8, i32 0, i32 1
  store i64 %conv6, ptr %tag, align 8
  %12 = load ptr, ptr %s, align 8
  %13 = load i32, ptr %argc.addr, align 4
  %sub = sub nsw i32 %13, 1
  %14 = load i32, ptr %i, align 4
  %sub9 = sub nsw i32 %sub, %14
  %idxprom10 = sext i32 %sub9 to i64
  %arrayidx11 = getelementptr inbounds %struct.Slot, ptr %12, i64 %idxprom10
  %15 = load ptr, ptr %s, align 8
  %16 = load i32, ptr %i, align 4
  %idxprom12 = sext i32 %16 to i64
  %arrayidx13 = getelementptr inbounds %struct.Slot, ptr %15, i64 %idxprom12
  %owner = getelementptr inbounds %struct.Slot, ptr %arrayidx13, i32 0, i32 2
  store ptr %arrayidx11, ptr %owner, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %17 = load i32, ptr %i, align 4
  %inc = add nsw i32 %17, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %18 = load ptr, ptr %s, align 8
  %19 = load i32, ptr %argc.addr, align 4
  %conv14 = sext i32 %19 to i64
  call void @qsort(ptr noundef %18, i64 noundef %conv14, i64 noundef 24, ptr noundef @cmp)
  %20 = load ptr, ptr %s, align 8
  %arrayidx15 = getelementptr inbounds %struct.Slot, ptr %20, i64 0
  %tag16 = getelementptr inbounds %struct.Slot, ptr %arrayidx15, i32 0, i32 1
  %21 = load i64, ptr %tag16, align 8
  store i64 %21, ptr %t, align 8
  %22 = load ptr, ptr %s, align 8
  call void @free(ptr noundef %22) #5
  %23 = load i64, ptr %t, align 8
  %conv17 = trunc i64 %23 to i32
  ret i32 %conv17
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #1

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp(ptr noundef %a, ptr noundef %b) #0 {
entry:
  %retval = alloca i32, align 4
  %a.addr = alloca ptr, align 8
  %b.addr = alloca ptr, align 8
  %x = alloca ptr, align 8
  %y = alloca ptr, align 8
  store ptr %a, ptr %a.addr, align 8
  store ptr %b, ptr %b.addr, align 8
  %0 = load ptr, ptr %a.addr, align 8
  store ptr %0, ptr %x, align 8
  %1 = load ptr, ptr %b.addr, align 8
  store ptr %1, ptr %y, align 8
  %2 = load ptr, ptr %x, align 8
  %owner = getelementptr inbounds %struct.Slot, ptr %2, i32 0, i32 2
  %3 = load ptr, ptr %owner, align 8
  %4 = load ptr, ptr %y, align 8
  %owner1 = getelementptr inbounds %struct.Slot, ptr %4, i32 0, i32 2
  %5 = load ptr, ptr %owner1, align 8
  %cmp = icmp ne ptr %3, %5
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %6 = load ptr, ptr %x, align 8
  %owner2 = getelementptr inbounds %struct.Slot, ptr %6, i32 0, i32 2
  %7 = load ptr, ptr %owner2, align 8
  %8 = load ptr, ptr %y, align 8
  %owner3 = getelementptr inbounds %struct.Slot, ptr %8, i32 0, i32 2
  %9 = load ptr, ptr %owner3, align 8
  %cmp4 = icmp ult ptr %7, %9
  %10 = zext i1 %cmp4 to i64
  %cond = select i1 %cmp4, i32 -1, i32 1
  store i32 %cond, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %11 = load ptr, ptr %x, align 8
  %tag = getelementptr inbounds %struct.Slot, ptr %11, i32 0, i32 1
  %12 = load i64, ptr %tag, align 8
  %13 = load ptr, ptr %y, align 8
  %tag5 = getelementptr inbounds %struct.Slot, ptr %13, i32 0, i32 1
  %14 = load i64, ptr %tag5, align 8
  %cmp6 = icmp sgt i64 %12, %14
  %conv = zext i1 %cmp6 to i32
  %15 = load ptr, ptr %x, align 8
  %tag7 = getelementptr inbounds %struct.Slot, ptr %15, i32 0, i32 1
  %16 = load i64, ptr %tag7, align 8
  %17 = load ptr, ptr %y, align 8
  %tag8 = getelementptr inbounds %struct.Slot, ptr %17, i32 0, i32 1
  %18 = load i64, ptr %tag8, align 8
  %cmp9 = icmp slt i64 %16, %18
  %conv10 = zext i1 %cmp9 to i32
  %sub = sub nsw i32 %conv, %conv10
  store i32 %sub, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %19 = load i32, ptr %retval, align 4
  ret i32 %19
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0,1) }
attributes #5 = { nounwind }

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
