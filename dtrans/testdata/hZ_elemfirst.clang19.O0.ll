; ModuleID = 'hZ_elemfirst.c'
source_filename = "hZ_elemfirst.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.expr = type { i32, i32 }
%struct.list = type { i32, i32, [4 x %struct.item] }
%struct.item = type { ptr, ptr }
%struct.holder = type { ptr }

@main.e = internal global %struct.expr { i32 1, i32 0 }, align 4
@main.l = internal global %struct.list { i32 1, i32 4, [4 x %struct.item] [%struct.item { ptr @main.e, ptr null }, %struct.item zeroinitializer, %struct.item zeroinitializer, %struct.item zeroinitializer] }, align 8
@main.h1 = internal global [2 x %struct.holder] zeroinitializer, align 16
@main.h2 = internal global %struct.holder zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @put(ptr noundef %h, ptr noundef %p) #0 {
entry:
  %h.addr = alloca ptr, align 8
  %p.addr = alloca ptr, align 8
  store ptr %h, ptr %h.addr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %1 = load ptr, ptr %h.addr, align 8
  %any = getelementptr inbounds %struct.holder, ptr %1, i32 0, i32 0
  store ptr %0, ptr %any, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum(ptr noundef %h) #0 {
entry:
  %h.addr = alloca ptr, align 8
  %l = alloca ptr, align 8
  %s = alloca i32, align 4
  %i = alloca i32, align 4
  %it = alloca ptr, align 8
  store ptr %h, ptr %h.addr, align 8
  %0 = load ptr, ptr %h.addr, align 8
  %any = getelementptr inbounds %struct.holder, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %any, align 8
  store ptr %1, ptr %l, align 8
  store i32 0, ptr %s, align 4
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %2 = load i32, ptr %i, align 4
  %3 = load ptr, ptr %l, align 8
  %n = getelementptr inbounds %struct.list, ptr %3, i32 0, i32 0
  %4 = load i32, ptr %n, align 8
  %cmp = icmp slt i32 %2, %4
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %5 = load ptr, ptr %l, align 8
  %a = getelementptr inbounds %struct.list, ptr %5, i32 0, i32 2
  %6 = load i32, ptr %i, align 4
  %idxprom = sext i32 %6 to i64
  %arrayidx = getelementptr inbounds [4 x %struct.item], ptr %a, i64 0, i64 %idxprom
  store ptr %arrayidx, ptr %it, align 8
  %7 = load ptr, ptr %h.addr, align 8
  %add.ptr = getelementptr inbounds %struct.holder, ptr %7, i64 1
  %8 = load ptr, ptr %it, align 8
  call void @put(ptr noundef %add.ptr, ptr noundef %8)
  %9 = load ptr, ptr %it, align 8
  %e = getelementptr inbounds %struct.item, ptr %9, i32 0, i32 0
  %call = call ptr @get(ptr noundef %e)
  %op = getelementptr inbounds %struct.expr, ptr %call, i32 0, i32 0
  %10 = load i32, ptr %op, align 4
  %11 = load i32, ptr %s, align 4
  %add = add nsw i32 %11, %10
  store i32 %add, ptr %s, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %12 = load i32, ptr %i, align 4
  %inc = add nsw i32 %12, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %13 = load i32, ptr %s, align 4
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @get(ptr noundef %pp) #0 {
entry:
  %pp.addr = alloca ptr, align 8
  store ptr %pp, ptr %pp.addr, align 8
  %0 = load ptr, ptr %pp.addr, align 8
  %1 = load ptr, ptr %0, align 8
  ret ptr %1
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
  call void @put(ptr noundef @main.h1, ptr noundef @main.l)
  call void @put(ptr noundef @main.h2, ptr noundef @main.e)
  %call = call i32 @sum(ptr noundef @main.h1)
  %1 = load i32, ptr %argc.addr, align 4
  %add = add nsw i32 %call, %1
  ret i32 %add
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
