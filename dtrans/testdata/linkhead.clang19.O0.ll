; ModuleID = 'linkhead.c'
source_filename = "linkhead.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.bucket = type { i32, ptr }
%struct.elem = type { ptr, ptr, ptr }
%struct.hash = type { i32, ptr }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @insert(ptr noundef %h, ptr noundef %b, ptr noundef %n) #0 {
entry:
  %h.addr = alloca ptr, align 8
  %b.addr = alloca ptr, align 8
  %n.addr = alloca ptr, align 8
  %head = alloca ptr, align 8
  store ptr %h, ptr %h.addr, align 8
  store ptr %b, ptr %b.addr, align 8
  store ptr %n, ptr %n.addr, align 8
  %0 = load ptr, ptr %b.addr, align 8
  %count = getelementptr inbounds %struct.bucket, ptr %0, i32 0, i32 0
  %1 = load i32, ptr %count, align 8
  %tobool = icmp ne i32 %1, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %2 = load ptr, ptr %b.addr, align 8
  %chain = getelementptr inbounds %struct.bucket, ptr %2, i32 0, i32 1
  %3 = load ptr, ptr %chain, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %3, %cond.true ], [ null, %cond.false ]
  store ptr %cond, ptr %head, align 8
  %4 = load ptr, ptr %b.addr, align 8
  %count1 = getelementptr inbounds %struct.bucket, ptr %4, i32 0, i32 0
  %5 = load i32, ptr %count1, align 8
  %inc = add nsw i32 %5, 1
  store i32 %inc, ptr %count1, align 8
  %6 = load ptr, ptr %n.addr, align 8
  %7 = load ptr, ptr %b.addr, align 8
  %chain2 = getelementptr inbounds %struct.bucket, ptr %7, i32 0, i32 1
  store ptr %6, ptr %chain2, align 8
  %8 = load ptr, ptr %head, align 8
  %tobool3 = icmp ne ptr %8, null
  br i1 %tobool3, label %if.then, label %if.else11

if.then:                                          ; preds = %cond.end
  %9 = load ptr, ptr %head, align 8
  %10 = load ptr, ptr %n.addr, align 8
  %next = getelementptr inbounds %struct.elem, ptr %10, i32 0, i32 0
  store ptr %9, ptr %next, align 8
  %11 = load ptr, ptr %head, align 8
  %prev = getelementptr inbounds %struct.elem, ptr %11, i32 0, i32 1
  %12 = load ptr, ptr %prev, align 8
  %13 = load ptr, ptr %n.addr, align 8
  %prev4 = getelementptr inbounds %struct.elem, ptr %13, i32 0, i32 1
  store ptr %12, ptr %prev4, align 8
  %14 = load ptr, ptr %head, align 8
  %prev5 = getelementptr inbounds %struct.elem, ptr %14, i32 0, i32 1
  %15 = load ptr, ptr %prev5, align 8
  %tobool6 = icmp ne ptr %15, null
  br i1 %tobool6, label %if.then7, label %if.else

if.then7:                                         ; preds = %if.then
  %16 = load ptr, ptr %n.addr, align 8
  %17 = load ptr, ptr %head, align 8
  %prev8 = getelementptr inbounds %struct.elem, ptr %17, i32 0, i32 1
  %18 = load ptr, ptr %prev8, align 8
  %next9 = getelementptr inbounds %struct.elem, ptr %18, i32 0, i32 0
  store ptr %16, ptr %next9, align 8
  br label %if.end

if.else:                                          ; preds = %if.then
  %19 = load ptr, ptr %n.addr, align 8
  %20 = load ptr, ptr %h.addr, align 8
  %first = getelementptr inbounds %struct.hash, ptr %20, i32 0, i32 1
  store ptr %19, ptr %first, align 8
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then7
  %21 = load ptr, ptr %n.addr, align 8
  %22 = load ptr, ptr %head, align 8
  %prev10 = getelementptr inbounds %struct.elem, ptr %22, i32 0, i32 1
  store ptr %21, ptr %prev10, align 8
  br label %if.end22

if.else11:                                        ; preds = %cond.end
  %23 = load ptr, ptr %h.addr, align 8
  %first12 = getelementptr inbounds %struct.hash, ptr %23, i32 0, i32 1
  %24 = load ptr, ptr %first12, align 8
  %25 = load ptr, ptr %n.addr, align 8
  %next13 = getelementptr inbounds %struct.elem, ptr %25, i32 0, i32 0
  store ptr %24, ptr %next13, align 8
  %26 = load ptr, ptr %h.addr, align 8
  %first14 = getelementptr inbounds %struct.hash, ptr %26, i32 0, i32 1
  %27 = load ptr, ptr %first14, align 8
  %tobool15 = icmp ne ptr %27, null
  br i1 %tobool15, label %if.then16, label %if.end19

if.then16:                                        ; preds = %if.else11
  %28 = load ptr, ptr %n.addr, align 8
  %29 = load ptr, ptr %h.addr, align 8
  %first17 = getelementptr inbounds %struct.hash, ptr %29, i32 0, i32 1
  %30 = load ptr, ptr %first17, align 8
  %prev18 = getelementptr inbounds %struct.elem, ptr %30, i32 0, i32 1
  store ptr %28, ptr %prev18, align 8
  br label %if.end19

if.end19:                                         ; preds = %if.then16, %if.else11
  %31 = load ptr, ptr %n.addr, align 8
  %prev20 = getelementptr inbounds %struct.elem, ptr %31, i32 0, i32 1
  store ptr null, ptr %prev20, align 8
  %32 = load ptr, ptr %n.addr, align 8
  %33 = load ptr, ptr %h.addr, align 8
  %first21 = getelementptr inbounds %struct.hash, ptr %33, i32 0, i32 1
  store ptr %32, ptr %first21, align 8
  br label %if.end22

if.end22:                                         ; preds = %if.end19, %if.end
  %34 = load ptr, ptr %h.addr, align 8
  %count23 = getelementptr inbounds %struct.hash, ptr %34, i32 0, i32 0
  %35 = load i32, ptr %count23, align 8
  %inc24 = add nsw i32 %35, 1
  store i32 %inc24, ptr %count23, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %h = alloca ptr, align 8
  %b = alloca ptr, align 8
  %i = alloca i32, align 4
  %e = alloca ptr, align 8
  %n = alloca i32, align 4
  %e8 = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @calloc(i64 noundef 1, i64 noundef 16) #2
  store ptr %call, ptr %h, align 8
  %call1 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 16) #2
  store ptr %call1, ptr %b, align 8
  %0 = load ptr, ptr %h, align 8
  %cmp = icmp eq ptr %0, null
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %1 = load ptr, ptr %b, align 8
  %cmp2 = icmp eq ptr %1, null
  br i1 %cmp2, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.end
  %2 = load i32, ptr %i, align 4
  %3 = load i32, ptr %argc.addr, align 4
  %cmp3 = icmp slt i32 %2, %3
  br i1 %cmp3, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %call4 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 24) #2
  store ptr %call4, ptr %e, align 8
  %4 = load ptr, ptr %e, align 8
  %cmp5 = icmp eq ptr %4, null
  br i1 %cmp5, label %if.then6, label %if.end7

if.then6:                                         ; preds = %for.body
  store i32 1, ptr %retval, align 4
  br label %return

if.end7:                                          ; preds = %for.body
  %5 = load ptr, ptr %argv.addr, align 8
  %6 = load i32, ptr %i, align 4
  %idxprom = sext i32 %6 to i64
  %arrayidx = getelementptr inbounds ptr, ptr %5, i64 %idxprom
  %7 = load ptr, ptr %arrayidx, align 8
  %8 = load ptr, ptr %e, align 8
  %data = getelementptr inbounds %struct.elem, ptr %8, i32 0, i32 2
  store ptr %7, ptr %data, align 8
  %9 = load ptr, ptr %h, align 8
  %10 = load ptr, ptr %b, align 8
  %11 = load ptr, ptr %e, align 8
  call void @insert(ptr noundef %9, ptr noundef %10, ptr noundef %11)
  br label %for.inc

for.inc:                                          ; preds = %if.end7
  %12 = load i32, ptr %i, align 4
  %inc = add nsw i32 %12, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  store i32 0, ptr %n, align 4
  %13 = load ptr, ptr %h, align 8
  %first = getelementptr inbounds %struct.hash, ptr %13, i32 0, i32 1
  %14 = load ptr, ptr %first, align 8
  store ptr %14, ptr %e8, align 8
  br label %for.cond9

for.cond9:                                        ; preds = %for.inc13, %for.end
  %15 = load ptr, ptr %e8, align 8
  %tobool = icmp ne ptr %15, null
  br i1 %tobool, label %for.body10, label %for.end14

for.body10:                                       ; preds = %for.cond9
  %16 = load ptr, ptr %e8, align 8
  %data11 = getelementptr inbounds %struct.elem, ptr %16, i32 0, i32 2
  %17 = load ptr, ptr %data11, align 8
  %cmp12 = icmp ne ptr %17, null
  %conv = zext i1 %cmp12 to i32
  %18 = load i32, ptr %n, align 4
  %add = add nsw i32 %18, %conv
  store i32 %add, ptr %n, align 4
  br label %for.inc13

for.inc13:                                        ; preds = %for.body10
  %19 = load ptr, ptr %e8, align 8
  %next = getelementptr inbounds %struct.elem, ptr %19, i32 0, i32 0
  %20 = load ptr, ptr %next, align 8
  store ptr %20, ptr %e8, align 8
  br label %for.cond9, !llvm.loop !8

for.end14:                                        ; preds = %for.cond9
  %21 = load i32, ptr %n, align 4
  %22 = load ptr, ptr %h, align 8
  %count = getelementptr inbounds %struct.hash, ptr %22, i32 0, i32 0
  %23 = load i32, ptr %count, align 8
  %add15 = add nsw i32 %21, %23
  store i32 %add15, ptr %retval, align 4
  br label %return

return:                                           ; preds = %for.end14, %if.then6, %if.then
  %24 = load i32, ptr %retval, align 4
  ret i32 %24
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0,1) }

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
