; ModuleID = 'walkhead.c'
source_filename = "walkhead.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.ctx = type { ptr, i32 }
%struct.tok = type { ptr, ptr }

@gctx = dso_local global ptr null, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @take_best(ptr noundef %c) #0 {
entry:
  %c.addr = alloca ptr, align 8
  %best = alloca ptr, align 8
  %t = alloca ptr, align 8
  %pp = alloca ptr, align 8
  store ptr %c, ptr %c.addr, align 8
  store ptr null, ptr %best, align 8
  %0 = load ptr, ptr %c.addr, align 8
  %list = getelementptr inbounds %struct.ctx, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %list, align 8
  store ptr %1, ptr %t, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %2 = load ptr, ptr %t, align 8
  %tobool = icmp ne ptr %2, null
  br i1 %tobool, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %3 = load ptr, ptr %best, align 8
  %cmp = icmp eq ptr %3, null
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %for.body
  %4 = load ptr, ptr %t, align 8
  %p = getelementptr inbounds %struct.tok, ptr %4, i32 0, i32 0
  %5 = load ptr, ptr %p, align 8
  %6 = load ptr, ptr %best, align 8
  %p1 = getelementptr inbounds %struct.tok, ptr %6, i32 0, i32 0
  %7 = load ptr, ptr %p1, align 8
  %cmp2 = icmp ugt ptr %5, %7
  br i1 %cmp2, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %for.body
  %8 = load ptr, ptr %t, align 8
  store ptr %8, ptr %best, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %lor.lhs.false
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %9 = load ptr, ptr %t, align 8
  %next = getelementptr inbounds %struct.tok, ptr %9, i32 0, i32 1
  %10 = load ptr, ptr %next, align 8
  store ptr %10, ptr %t, align 8
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %11 = load ptr, ptr %best, align 8
  %tobool3 = icmp ne ptr %11, null
  br i1 %tobool3, label %if.then4, label %if.end13

if.then4:                                         ; preds = %for.end
  %12 = load ptr, ptr %c.addr, align 8
  %list5 = getelementptr inbounds %struct.ctx, ptr %12, i32 0, i32 0
  store ptr %list5, ptr %pp, align 8
  br label %for.cond6

for.cond6:                                        ; preds = %for.inc9, %if.then4
  %13 = load ptr, ptr %pp, align 8
  %14 = load ptr, ptr %13, align 8
  %15 = load ptr, ptr %best, align 8
  %cmp7 = icmp ne ptr %14, %15
  br i1 %cmp7, label %for.body8, label %for.end11

for.body8:                                        ; preds = %for.cond6
  br label %for.inc9

for.inc9:                                         ; preds = %for.body8
  %16 = load ptr, ptr %pp, align 8
  %17 = load ptr, ptr %16, align 8
  %next10 = getelementptr inbounds %struct.tok, ptr %17, i32 0, i32 1
  store ptr %next10, ptr %pp, align 8
  br label %for.cond6, !llvm.loop !8

for.end11:                                        ; preds = %for.cond6
  %18 = load ptr, ptr %best, align 8
  %next12 = getelementptr inbounds %struct.tok, ptr %18, i32 0, i32 1
  %19 = load ptr, ptr %next12, align 8
  %20 = load ptr, ptr %pp, align 8
  store ptr %19, ptr %20, align 8
  %21 = load ptr, ptr %c.addr, align 8
  %n = getelementptr inbounds %struct.ctx, ptr %21, i32 0, i32 1
  %22 = load i32, ptr %n, align 8
  %dec = add nsw i32 %22, -1
  store i32 %dec, ptr %n, align 8
  br label %if.end13

if.end13:                                         ; preds = %for.end11, %for.end
  %23 = load ptr, ptr %best, align 8
  ret ptr %23
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %c = alloca ptr, align 8
  %i = alloca i32, align 4
  %t = alloca ptr, align 8
  %k = alloca i32, align 4
  %t8 = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @calloc(i64 noundef 1, i64 noundef 16) #4
  store ptr %call, ptr %c, align 8
  %0 = load ptr, ptr %c, align 8
  %cmp = icmp eq ptr %0, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %1 = load ptr, ptr %c, align 8
  store ptr %1, ptr @gctx, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.end
  %2 = load i32, ptr %i, align 4
  %3 = load i32, ptr %argc.addr, align 4
  %cmp1 = icmp slt i32 %2, %3
  br i1 %cmp1, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %call2 = call noalias ptr @malloc(i64 noundef 16) #5
  store ptr %call2, ptr %t, align 8
  %4 = load ptr, ptr %t, align 8
  %cmp3 = icmp eq ptr %4, null
  br i1 %cmp3, label %if.then4, label %if.end5

if.then4:                                         ; preds = %for.body
  store i32 1, ptr %retval, align 4
  br label %return

if.end5:                                          ; preds = %for.body
  %5 = load ptr, ptr %argv.addr, align 8
  %6 = load i32, ptr %i, align 4
  %idxprom = sext i32 %6 to i64
  %arrayidx = getelementptr inbounds ptr, ptr %5, i64 %idxprom
  %7 = load ptr, ptr %arrayidx, align 8
  %8 = load ptr, ptr %t, align 8
  %p = getelementptr inbounds %struct.tok, ptr %8, i32 0, i32 0
  store ptr %7, ptr %p, align 8
  %9 = load ptr, ptr %c, align 8
  %list = getelementptr inbounds %struct.ctx, ptr %9, i32 0, i32 0
  %10 = load ptr, ptr %list, align 8
  %11 = load ptr, ptr %t, align 8
  %next = getelementptr inbounds %struct.tok, ptr %11, i32 0, i32 1
  store ptr %10, ptr %next, align 8
  %12 = load ptr, ptr %t, align 8
  %13 = load ptr, ptr %c, align 8
  %list6 = getelementptr inbounds %struct.ctx, ptr %13, i32 0, i32 0
  store ptr %12, ptr %list6, align 8
  %14 = load ptr, ptr %c, align 8
  %n = getelementptr inbounds %struct.ctx, ptr %14, i32 0, i32 1
  %15 = load i32, ptr %n, align 8
  %inc = add nsw i32 %15, 1
  store i32 %inc, ptr %n, align 8
  br label %for.inc

for.inc:                                          ; preds = %if.end5
  %16 = load i32, ptr %i, align 4
  %inc7 = add nsw i32 %16, 1
  store i32 %inc7, ptr %i, align 4
  br label %for.cond, !llvm.loop !9

for.end:                                          ; preds = %for.cond
  store i32 0, ptr %k, align 4
  br label %while.cond

while.cond:                                       ; preds = %while.body, %for.end
  %17 = load ptr, ptr @gctx, align 8
  %call9 = call ptr @take_best(ptr noundef %17)
  store ptr %call9, ptr %t8, align 8
  %cmp10 = icmp ne ptr %call9, null
  br i1 %cmp10, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %18 = load ptr, ptr %t8, align 8
  call void @free(ptr noundef %18) #6
  %19 = load i32, ptr %k, align 4
  %inc11 = add nsw i32 %19, 1
  store i32 %inc11, ptr %k, align 4
  br label %while.cond, !llvm.loop !10

while.end:                                        ; preds = %while.cond
  %20 = load i32, ptr %k, align 4
  store i32 %20, ptr %retval, align 4
  br label %return

return:                                           ; preds = %while.end, %if.then4, %if.then
  %21 = load i32, ptr %retval, align 4
  ret i32 %21
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0,1) }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind }

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
!10 = distinct !{!10, !7}
