; ModuleID = 'hI_standin.c'
source_filename = "hI_standin.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Other = type { double, i64 }
%struct.Sel = type { i8, i16, i32, [2 x i32], ptr }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @alloc(i64 noundef %n) #0 {
entry:
  %n.addr = alloca i64, align 8
  store i64 %n, ptr %n.addr, align 8
  %0 = load i64, ptr %n.addr, align 8
  %call = call ptr @gen_alloc(i64 noundef %0)
  ret ptr %call
}

declare ptr @gen_alloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @newOther() #0 {
entry:
  %o = alloca ptr, align 8
  %call = call ptr @alloc(i64 noundef 16)
  store ptr %call, ptr %o, align 8
  %0 = load ptr, ptr %o, align 8
  %x = getelementptr inbounds %struct.Other, ptr %0, i32 0, i32 0
  store double 1.000000e+00, ptr %x, align 8
  %1 = load ptr, ptr %o, align 8
  %y = getelementptr inbounds %struct.Other, ptr %1, i32 0, i32 1
  store i64 2, ptr %y, align 8
  %2 = load ptr, ptr %o, align 8
  ret ptr %2
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @newSel(i32 noundef %a) #0 {
entry:
  %retval = alloca ptr, align 8
  %a.addr = alloca i32, align 4
  %standin = alloca %struct.Sel, align 8
  %p = alloca ptr, align 8
  store i32 %a, ptr %a.addr, align 4
  %call = call ptr @alloc(i64 noundef 24)
  store ptr %call, ptr %p, align 8
  %0 = load ptr, ptr %p, align 8
  %cmp = icmp eq ptr %0, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store ptr %standin, ptr %p, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %1 = load ptr, ptr %p, align 8
  %op = getelementptr inbounds %struct.Sel, ptr %1, i32 0, i32 0
  store i8 1, ptr %op, align 8
  %2 = load i32, ptr %a.addr, align 4
  %3 = load ptr, ptr %p, align 8
  %a1 = getelementptr inbounds %struct.Sel, ptr %3, i32 0, i32 2
  store i32 %2, ptr %a1, align 4
  %4 = load ptr, ptr %p, align 8
  %eph = getelementptr inbounds %struct.Sel, ptr %4, i32 0, i32 3
  %arrayidx = getelementptr inbounds [2 x i32], ptr %eph, i64 0, i64 0
  store i32 -1, ptr %arrayidx, align 8
  %5 = load ptr, ptr %p, align 8
  %eph2 = getelementptr inbounds %struct.Sel, ptr %5, i32 0, i32 3
  %arrayidx3 = getelementptr inbounds [2 x i32], ptr %eph2, i64 0, i64 1
  store i32 -1, ptr %arrayidx3, align 4
  %6 = load ptr, ptr %p, align 8
  %prior = getelementptr inbounds %struct.Sel, ptr %6, i32 0, i32 4
  store ptr null, ptr %prior, align 8
  %7 = load ptr, ptr %p, align 8
  call void @use(ptr noundef %7)
  %8 = load ptr, ptr %p, align 8
  %cmp4 = icmp eq ptr %8, %standin
  br i1 %cmp4, label %if.then5, label %if.end6

if.then5:                                         ; preds = %if.end
  store ptr null, ptr %retval, align 8
  br label %return

if.end6:                                          ; preds = %if.end
  %9 = load ptr, ptr %p, align 8
  store ptr %9, ptr %retval, align 8
  br label %return

return:                                           ; preds = %if.end6, %if.then5
  %10 = load ptr, ptr %retval, align 8
  ret ptr %10
}

declare void @use(ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
