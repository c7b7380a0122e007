; ModuleID = 'backarray.c'
source_filename = "backarray.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Frame = type { ptr, i64, i64, [8 x i64] }

@.str = private unnamed_addr constant [13 x i8] c"%ld %ld %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %F = alloca ptr, align 8
  %r = alloca i64, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @calloc(i64 noundef 1, i64 noundef 88) #4
  store ptr %call, ptr %F, align 8
  %0 = load ptr, ptr %F, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %1 = load ptr, ptr %argv.addr, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %1, i64 0
  %2 = load ptr, ptr %arrayidx, align 8
  %3 = load ptr, ptr %F, align 8
  %code = getelementptr inbounds %struct.Frame, ptr %3, i32 0, i32 0
  store ptr %2, ptr %code, align 8
  %4 = load i32, ptr %argc.addr, align 4
  %conv = sext i32 %4 to i64
  %5 = load ptr, ptr %F, align 8
  %last = getelementptr inbounds %struct.Frame, ptr %5, i32 0, i32 1
  store i64 %conv, ptr %last, align 8
  %6 = load ptr, ptr %F, align 8
  %top = getelementptr inbounds %struct.Frame, ptr %6, i32 0, i32 2
  store i64 2, ptr %top, align 8
  %7 = load ptr, ptr %F, align 8
  %vec = getelementptr inbounds %struct.Frame, ptr %7, i32 0, i32 3
  %arrayidx1 = getelementptr inbounds [8 x i64], ptr %vec, i64 0, i64 0
  store i64 1, ptr %arrayidx1, align 8
  %8 = load ptr, ptr %F, align 8
  %call2 = call i64 @run(ptr noundef %8)
  store i64 %call2, ptr %r, align 8
  %9 = load i64, ptr %r, align 8
  %10 = load ptr, ptr %F, align 8
  %last3 = getelementptr inbounds %struct.Frame, ptr %10, i32 0, i32 1
  %11 = load i64, ptr %last3, align 8
  %12 = load ptr, ptr %F, align 8
  %top4 = getelementptr inbounds %struct.Frame, ptr %12, i32 0, i32 2
  %13 = load i64, ptr %top4, align 8
  %call5 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %9, i64 noundef %11, i64 noundef %13)
  %14 = load ptr, ptr %F, align 8
  call void @free(ptr noundef %14) #5
  store i32 0, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %15 = load i32, ptr %retval, align 4
  ret i32 %15
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @run(ptr noundef %F) #0 {
entry:
  %F.addr = alloca ptr, align 8
  %ov = alloca ptr, align 8
  store ptr %F, ptr %F.addr, align 8
  %0 = load ptr, ptr %F.addr, align 8
  %vec = getelementptr inbounds %struct.Frame, ptr %0, i32 0, i32 3
  %arraydecay = getelementptr inbounds [8 x i64], ptr %vec, i64 0, i64 0
  %add.ptr = getelementptr inbounds i64, ptr %arraydecay, i64 -2
  store ptr %add.ptr, ptr %ov, align 8
  %1 = load ptr, ptr %ov, align 8
  %call = call i64 @callout(ptr noundef %1, i32 noundef 6)
  ret i64 %call
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @callout(ptr noundef %ov, i32 noundef %n) #0 {
entry:
  %ov.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %s0 = alloca i64, align 8
  %s1 = alloca i64, align 8
  %sum = alloca i64, align 8
  %i = alloca i32, align 4
  store ptr %ov, ptr %ov.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  %0 = load ptr, ptr %ov.addr, align 8
  %arrayidx = getelementptr inbounds i64, ptr %0, i64 0
  %1 = load i64, ptr %arrayidx, align 8
  store i64 %1, ptr %s0, align 8
  %2 = load ptr, ptr %ov.addr, align 8
  %arrayidx1 = getelementptr inbounds i64, ptr %2, i64 1
  %3 = load i64, ptr %arrayidx1, align 8
  store i64 %3, ptr %s1, align 8
  store i64 0, ptr %sum, align 8
  %4 = load ptr, ptr %ov.addr, align 8
  %arrayidx2 = getelementptr inbounds i64, ptr %4, i64 1
  store i64 -1, ptr %arrayidx2, align 8
  %5 = load ptr, ptr %ov.addr, align 8
  %arrayidx3 = getelementptr inbounds i64, ptr %5, i64 0
  store i64 -1, ptr %arrayidx3, align 8
  store i32 2, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %6 = load i32, ptr %i, align 4
  %7 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %6, %7
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %8 = load ptr, ptr %ov.addr, align 8
  %9 = load i32, ptr %i, align 4
  %idxprom = sext i32 %9 to i64
  %arrayidx4 = getelementptr inbounds i64, ptr %8, i64 %idxprom
  %10 = load i64, ptr %arrayidx4, align 8
  %11 = load i64, ptr %sum, align 8
  %add = add nsw i64 %11, %10
  store i64 %add, ptr %sum, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %12 = load i32, ptr %i, align 4
  %inc = add nsw i32 %12, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %13 = load i64, ptr %s0, align 8
  %14 = load ptr, ptr %ov.addr, align 8
  %arrayidx5 = getelementptr inbounds i64, ptr %14, i64 0
  store i64 %13, ptr %arrayidx5, align 8
  %15 = load i64, ptr %s1, align 8
  %16 = load ptr, ptr %ov.addr, align 8
  %arrayidx6 = getelementptr inbounds i64, ptr %16, i64 1
  store i64 %15, ptr %arrayidx6, align 8
  %17 = load i64, ptr %sum, align 8
  ret i64 %17
}

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
