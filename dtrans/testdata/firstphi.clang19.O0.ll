; ModuleID = 'firstphi.c'
source_filename = "firstphi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.G = type { i32, ptr }
%struct.Obj = type { ptr, i32 }

@g = dso_local global %struct.G zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @add(i32 noundef %mark) #0 {
entry:
  %mark.addr = alloca i32, align 4
  %o = alloca ptr, align 8
  store i32 %mark, ptr %mark.addr, align 4
  %call = call noalias ptr @malloc(i64 noundef 16) #3
  store ptr %call, ptr %o, align 8
  %0 = load i32, ptr %mark.addr, align 4
  %1 = load ptr, ptr %o, align 8
  %mark1 = getelementptr inbounds %struct.Obj, ptr %1, i32 0, i32 1
  store i32 %0, ptr %mark1, align 8
  %2 = load ptr, ptr getelementptr inbounds (%struct.G, ptr @g, i32 0, i32 1), align 8
  %3 = load ptr, ptr %o, align 8
  %next = getelementptr inbounds %struct.Obj, ptr %3, i32 0, i32 0
  store ptr %2, ptr %next, align 8
  %4 = load ptr, ptr %o, align 8
  store ptr %4, ptr getelementptr inbounds (%struct.G, ptr @g, i32 0, i32 1), align 8
  %5 = load i32, ptr @g, align 8
  %inc = add nsw i32 %5, 1
  store i32 %inc, ptr @g, align 8
  ret void
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sweep(ptr noundef %s) #0 {
entry:
  %s.addr = alloca ptr, align 8
  %p = alloca ptr, align 8
  %freed = alloca i32, align 4
  %o = alloca ptr, align 8
  store ptr %s, ptr %s.addr, align 8
  %0 = load ptr, ptr %s.addr, align 8
  %all = getelementptr inbounds %struct.G, ptr %0, i32 0, i32 1
  store ptr %all, ptr %p, align 8
  store i32 0, ptr %freed, align 4
  br label %while.cond

while.cond:                                       ; preds = %if.end, %entry
  %1 = load ptr, ptr %p, align 8
  %2 = load ptr, ptr %1, align 8
  %tobool = icmp ne ptr %2, null
  br i1 %tobool, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %3 = load ptr, ptr %p, align 8
  %4 = load ptr, ptr %3, align 8
  store ptr %4, ptr %o, align 8
  %5 = load ptr, ptr %o, align 8
  %mark = getelementptr inbounds %struct.Obj, ptr %5, i32 0, i32 1
  %6 = load i32, ptr %mark, align 8
  %tobool1 = icmp ne i32 %6, 0
  br i1 %tobool1, label %if.then, label %if.else

if.then:                                          ; preds = %while.body
  %7 = load ptr, ptr %o, align 8
  %mark2 = getelementptr inbounds %struct.Obj, ptr %7, i32 0, i32 1
  store i32 0, ptr %mark2, align 8
  %8 = load ptr, ptr %o, align 8
  %next = getelementptr inbounds %struct.Obj, ptr %8, i32 0, i32 0
  store ptr %next, ptr %p, align 8
  br label %if.end

if.else:                                          ; preds = %while.body
  %9 = load ptr, ptr %o, align 8
  %next3 = getelementptr inbounds %struct.Obj, ptr %9, i32 0, i32 0
  %10 = load ptr, ptr %next3, align 8
  %11 = load ptr, ptr %p, align 8
  store ptr %10, ptr %11, align 8
  %12 = load ptr, ptr %o, align 8
  call void @free(ptr noundef %12) #4
  %13 = load i32, ptr %freed, align 4
  %inc = add nsw i32 %13, 1
  store i32 %inc, ptr %freed, align 4
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %while.cond
  %14 = load i32, ptr %freed, align 4
  %15 = load ptr, ptr %s.addr, align 8
  %count = getelementptr inbounds %struct.G, ptr %15, i32 0, i32 0
  %16 = load i32, ptr %count, align 8
  %sub = sub nsw i32 %16, %14
  store i32 %sub, ptr %count, align 8
  %17 = load i32, ptr %freed, align 4
  ret i32 %17
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %i = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %1 = load i32, ptr %argc.addr, align 4
  %add = add nsw i32 %1, 4
  %cmp = icmp slt i32 %0, %add
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load i32, ptr %i, align 4
  %and = and i32 %2, 1
  call void @add(i32 noundef %and)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %3 = load i32, ptr %i, align 4
  %inc = add nsw i32 %3, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %for.cond
  %call = call i32 @sweep(ptr noundef @g)
  ret i32 %call
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) }
attributes #4 = { nounwind }

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
