; ModuleID = 'linkedlist.c'
source_filename = "linkedlist.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dlist = type { ptr, ptr, i64 }
%struct.dnode = type { ptr, ptr, ptr, i64 }
%struct.node = type { i32, ptr }

@.str = private unnamed_addr constant [8 x i8] c"len %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %list = alloca ptr, align 8
  %i = alloca i32, align 4
  %words = alloca %struct.dlist, align 8
  %i5 = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  store ptr null, ptr %list, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %cmp = icmp slt i32 %0, 10
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load ptr, ptr %list, align 8
  %2 = load i32, ptr %i, align 4
  %rem = srem i32 %2, 4
  %call = call ptr @push(ptr noundef %1, i32 noundef %rem)
  store ptr %call, ptr %list, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %3 = load i32, ptr %i, align 4
  %inc = add nsw i32 %3, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %4 = load ptr, ptr %list, align 8
  %call1 = call ptr @reverse(ptr noundef %4)
  store ptr %call1, ptr %list, align 8
  %5 = load ptr, ptr %list, align 8
  %6 = load i32, ptr %argc.addr, align 4
  %call2 = call ptr @remove_value(ptr noundef %5, i32 noundef %6)
  store ptr %call2, ptr %list, align 8
  %7 = load ptr, ptr %list, align 8
  %call3 = call i32 @length(ptr noundef %7)
  %call4 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %call3)
  %8 = load ptr, ptr %list, align 8
  call void @free_list(ptr noundef %8)
  call void @llvm.memset.p0.i64(ptr align 8 %words, i8 0, i64 24, i1 false)
  store i32 0, ptr %i5, align 4
  br label %for.cond6

for.cond6:                                        ; preds = %for.inc10, %for.end
  %9 = load i32, ptr %i5, align 4
  %10 = load i32, ptr %argc.addr, align 4
  %cmp7 = icmp slt i32 %9, %10
  br i1 %cmp7, label %for.body8, label %for.end12

for.body8:                                        ; preds = %for.cond6
  %11 = load ptr, ptr %argv.addr, align 8
  %12 = load i32, ptr %i5, align 4
  %idxprom = sext i32 %12 to i64
  %arrayidx = getelementptr inbounds ptr, ptr %11, i64 %idxprom
  %13 = load ptr, ptr %arrayidx, align 8
  %call9 = call ptr @dlist_append(ptr noundef %words, ptr noundef %13)
  br label %for.inc10

for.inc10:                                        ; preds = %for.body8
  %14 = load i32, ptr %i5, align 4
  %inc11 = add nsw i32 %14, 1
  store i32 %inc11, ptr %i5, align 4
  br label %for.cond6, !llvm.loop !8

for.end12:                                        ; preds = %for.cond6
  br label %while.cond

while.cond:                                       ; preds = %while.body, %for.end12
  %head = getelementptr inbounds %struct.dlist, ptr %words, i32 0, i32 0
  %15 = load ptr, ptr %head, align 8
  %tobool = icmp ne ptr %15, null
  br i1 %tobool, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %head13 = getelementptr inbounds %struct.dlist, ptr %words, i32 0, i32 0
  %16 = load ptr, ptr %head13, align 8
  %key = getelementptr inbounds %struct.dnode, ptr %16, i32 0, i32 2
  %17 = load ptr, ptr %key, align 8
  %call14 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %17)
  %head15 = getelementptr inbounds %struct.dlist, ptr %words, i32 0, i32 0
  %18 = load ptr, ptr %head15, align 8
  call void @dlist_unlink(ptr noundef %words, ptr noundef %18)
  br label %while.cond, !llvm.loop !9

while.end:                                        ; preds = %while.cond
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @push(ptr noundef %head, i32 noundef %value) #0 {
entry:
  %head.addr = alloca ptr, align 8
  %value.addr = alloca i32, align 4
  %n = alloca ptr, align 8
  store ptr %head, ptr %head.addr, align 8
  store i32 %value, ptr %value.addr, align 4
  %call = call noalias ptr @malloc(i64 noundef 16) #7
  store ptr %call, ptr %n, align 8
  %0 = load ptr, ptr %n, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  call void @abort() #8
  unreachable

if.end:                                           ; preds = %entry
  %1 = load i32, ptr %value.addr, align 4
  %2 = load ptr, ptr %n, align 8
  %value1 = getelementptr inbounds %struct.node, ptr %2, i32 0, i32 0
  store i32 %1, ptr %value1, align 8
  %3 = load ptr, ptr %head.addr, align 8
  %4 = load ptr, ptr %n, align 8
  %next = getelementptr inbounds %struct.node, ptr %4, i32 0, i32 1
  store ptr %3, ptr %next, align 8
  %5 = load ptr, ptr %n, align 8
  ret ptr %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @reverse(ptr noundef %head) #0 {
entry:
  %head.addr = alloca ptr, align 8
  %prev = alloca ptr, align 8
  %next = alloca ptr, align 8
  store ptr %head, ptr %head.addr, align 8
  store ptr null, ptr %prev, align 8
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %0 = load ptr, ptr %head.addr, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %1 = load ptr, ptr %head.addr, align 8
  %next1 = getelementptr inbounds %struct.node, ptr %1, i32 0, i32 1
  %2 = load ptr, ptr %next1, align 8
  store ptr %2, ptr %next, align 8
  %3 = load ptr, ptr %prev, align 8
  %4 = load ptr, ptr %head.addr, align 8
  %next2 = getelementptr inbounds %struct.node, ptr %4, i32 0, i32 1
  store ptr %3, ptr %next2, align 8
  %5 = load ptr, ptr %head.addr, align 8
  store ptr %5, ptr %prev, align 8
  %6 = load ptr, ptr %next, align 8
  store ptr %6, ptr %head.addr, align 8
  br label %while.cond, !llvm.loop !10

while.end:                                        ; preds = %while.cond
  %7 = load ptr, ptr %prev, align 8
  ret ptr %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @remove_value(ptr noundef %head, i32 noundef %value) #0 {
entry:
  %head.addr = alloca ptr, align 8
  %value.addr = alloca i32, align 4
  %pp = alloca ptr, align 8
  %dead = alloca ptr, align 8
  store ptr %head, ptr %head.addr, align 8
  store i32 %value, ptr %value.addr, align 4
  store ptr %head.addr, ptr %pp, align 8
  br label %while.cond

while.cond:                                       ; preds = %if.end, %entry
  %0 = load ptr, ptr %pp, align 8
  %1 = load ptr, ptr %0, align 8
  %tobool = icmp ne ptr %1, null
  br i1 %tobool, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %2 = load ptr, ptr %pp, align 8
  %3 = load ptr, ptr %2, align 8
  %value1 = getelementptr inbounds %struct.node, ptr %3, i32 0, i32 0
  %4 = load i32, ptr %value1, align 8
  %5 = load i32, ptr %value.addr, align 4
  %cmp = icmp eq i32 %4, %5
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %while.body
  %6 = load ptr, ptr %pp, align 8
  %7 = load ptr, ptr %6, align 8
  store ptr %7, ptr %dead, align 8
  %8 = load ptr, ptr %dead, align 8
  %next = getelementptr inbounds %struct.node, ptr %8, i32 0, i32 1
  %9 = load ptr, ptr %next, align 8
  %10 = load ptr, ptr %pp, align 8
  store ptr %9, ptr %10, align 8
  %11 = load ptr, ptr %dead, align 8
  call void @free(ptr noundef %11) #9
  br label %if.end

if.else:                                          ; preds = %while.body
  %12 = load ptr, ptr %pp, align 8
  %13 = load ptr, ptr %12, align 8
  %next2 = getelementptr inbounds %struct.node, ptr %13, i32 0, i32 1
  store ptr %next2, ptr %pp, align 8
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  br label %while.cond, !llvm.loop !11

while.end:                                        ; preds = %while.cond
  %14 = load ptr, ptr %head.addr, align 8
  ret ptr %14
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @length(ptr noundef %n) #0 {
entry:
  %n.addr = alloca ptr, align 8
  store ptr %n, ptr %n.addr, align 8
  %0 = load ptr, ptr %n.addr, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load ptr, ptr %n.addr, align 8
  %next = getelementptr inbounds %struct.node, ptr %1, i32 0, i32 1
  %2 = load ptr, ptr %next, align 8
  %call = call i32 @length(ptr noundef %2)
  %add = add nsw i32 1, %call
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %add, %cond.true ], [ 0, %cond.false ]
  ret i32 %cond
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @free_list(ptr noundef %n) #0 {
entry:
  %n.addr = alloca ptr, align 8
  store ptr %n, ptr %n.addr, align 8
  %0 = load ptr, ptr %n.addr, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  br label %return

if.end:                                           ; preds = %entry
  %1 = load ptr, ptr %n.addr, align 8
  %next = getelementptr inbounds %struct.node, ptr %1, i32 0, i32 1
  %2 = load ptr, ptr %next, align 8
  call void @free_list(ptr noundef %2)
  %3 = load ptr, ptr %n.addr, align 8
  call void @free(ptr noundef %3) #9
  br label %return

return:                                           ; preds = %if.end, %if.then
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @dlist_append(ptr noundef %l, ptr noundef %key) #0 {
entry:
  %retval = alloca ptr, align 8
  %l.addr = alloca ptr, align 8
  %key.addr = alloca ptr, align 8
  %n = alloca ptr, align 8
  store ptr %l, ptr %l.addr, align 8
  store ptr %key, ptr %key.addr, align 8
  %call = call noalias ptr @calloc(i64 noundef 1, i64 noundef 32) #10
  store ptr %call, ptr %n, align 8
  %0 = load ptr, ptr %n, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store ptr null, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %1 = load ptr, ptr %key.addr, align 8
  %2 = load ptr, ptr %n, align 8
  %key1 = getelementptr inbounds %struct.dnode, ptr %2, i32 0, i32 2
  store ptr %1, ptr %key1, align 8
  %3 = load ptr, ptr %l.addr, align 8
  %tail = getelementptr inbounds %struct.dlist, ptr %3, i32 0, i32 1
  %4 = load ptr, ptr %tail, align 8
  %5 = load ptr, ptr %n, align 8
  %prev = getelementptr inbounds %struct.dnode, ptr %5, i32 0, i32 0
  store ptr %4, ptr %prev, align 8
  %6 = load ptr, ptr %l.addr, align 8
  %tail2 = getelementptr inbounds %struct.dlist, ptr %6, i32 0, i32 1
  %7 = load ptr, ptr %tail2, align 8
  %tobool3 = icmp ne ptr %7, null
  br i1 %tobool3, label %if.then4, label %if.else

if.then4:                                         ; preds = %if.end
  %8 = load ptr, ptr %n, align 8
  %9 = load ptr, ptr %l.addr, align 8
  %tail5 = getelementptr inbounds %struct.dlist, ptr %9, i32 0, i32 1
  %10 = load ptr, ptr %tail5, align 8
  %next = getelementptr inbounds %struct.dnode, ptr %10, i32 0, i32 1
  store ptr %8, ptr %next, align 8
  br label %if.end6

if.else:                                          ; preds = %if.end
  %11 = load ptr, ptr %n, align 8
  %12 = load ptr, ptr %l.addr, align 8
  %head = getelementptr inbounds %struct.dlist, ptr %12, i32 0, i32 0
  store ptr %11, ptr %head, align 8
  br label %if.end6

if.end6:                                          ; preds = %if.else, %if.then4
  %13 = load ptr, ptr %n, align 8
  %14 = load ptr, ptr %l.addr, align 8
  %tail7 = getelementptr inbounds %struct.dlist, ptr %14, i32 0, i32 1
  store ptr %13, ptr %tail7, align 8
  %15 = load ptr, ptr %l.addr, align 8
  %len = getelementptr inbounds %struct.dlist, ptr %15, i32 0, i32 2
  %16 = load i64, ptr %len, align 8
  %inc = add i64 %16, 1
  store i64 %inc, ptr %len, align 8
  %17 = load ptr, ptr %n, align 8
  store ptr %17, ptr %retval, align 8
  br label %return

return:                                           ; preds = %if.end6, %if.then
  %18 = load ptr, ptr %retval, align 8
  ret ptr %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dlist_unlink(ptr noundef %l, ptr noundef %n) #0 {
entry:
  %l.addr = alloca ptr, align 8
  %n.addr = alloca ptr, align 8
  store ptr %l, ptr %l.addr, align 8
  store ptr %n, ptr %n.addr, align 8
  %0 = load ptr, ptr %n.addr, align 8
  %prev = getelementptr inbounds %struct.dnode, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %prev, align 8
  %tobool = icmp ne ptr %1, null
  br i1 %tobool, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %2 = load ptr, ptr %n.addr, align 8
  %next = getelementptr inbounds %struct.dnode, ptr %2, i32 0, i32 1
  %3 = load ptr, ptr %next, align 8
  %4 = load ptr, ptr %n.addr, align 8
  %prev1 = getelementptr inbounds %struct.dnode, ptr %4, i32 0, i32 0
  %5 = load ptr, ptr %prev1, align 8
  %next2 = getelementptr inbounds %struct.dnode, ptr %5, i32 0, i32 1
  store ptr %3, ptr %next2, align 8
  br label %if.end

if.else:                                          ; preds = %entry
  %6 = load ptr, ptr %n.addr, align 8
  %next3 = getelementptr inbounds %struct.dnode, ptr %6, i32 0, i32 1
  %7 = load ptr, ptr %next3, align 8
  %8 = load ptr, ptr %l.addr, align 8
  %head = getelementptr inbounds %struct.dlist, ptr %8, i32 0, i32 0
  store ptr %7, ptr %head, align 8
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %9 = load ptr, ptr %n.addr, align 8
  %next4 = getelementptr inbounds %struct.dnode, ptr %9, i32 0, i32 1
  %10 = load ptr, ptr %next4, align 8
  %tobool5 = icmp ne ptr %10, null
  br i1 %tobool5, label %if.then6, label %if.else10

if.then6:                                         ; preds = %if.end
  %11 = load ptr, ptr %n.addr, align 8
  %prev7 = getelementptr inbounds %struct.dnode, ptr %11, i32 0, i32 0
  %12 = load ptr, ptr %prev7, align 8
  %13 = load ptr, ptr %n.addr, align 8
  %next8 = getelementptr inbounds %struct.dnode, ptr %13, i32 0, i32 1
  %14 = load ptr, ptr %next8, align 8
  %prev9 = getelementptr inbounds %struct.dnode, ptr %14, i32 0, i32 0
  store ptr %12, ptr %prev9, align 8
  br label %if.end12

if.else10:                                        ; preds = %if.end
  %15 = load ptr, ptr %n.addr, align 8
  %prev11 = getelementptr inbounds %struct.dnode, ptr %15, i32 0, i32 0
  %16 = load ptr, ptr %prev11, align 8
  %17 = load ptr, ptr %l.addr, align 8
  %tail = getelementptr inbounds %struct.dlist, ptr %17, i32 0, i32 1
  store ptr %16, ptr %tail, align 8
  br label %if.end12

if.end12:                                         ; preds = %if.else10, %if.then6
  %18 = load ptr, ptr %l.addr, align 8
  %len = getelementptr inbounds %struct.dlist, ptr %18, i32 0, i32 2
  %19 = load i64, ptr %len, align 8
  %dec = add i64 %19, -1
  store i64 %dec, ptr %len, align 8
  %20 = load ptr, ptr %n.addr, align 8
  call void @free(ptr noundef %20) #9
  ret void
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

; Function Attrs: noreturn nounwind
declare void @abort() #4

; Function Attrs: nounwind
declare void @free(ptr noundef) #5

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { noreturn nounwind }
attributes #9 = { nounwind }
attributes #10 = { nounwind allocsize(0,1) }

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
!11 = distinct !{!11, !7}
