; ModuleID = 'anonarray.c'
source_filename = "anonarray.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Acc = type { i32, [8 x i32], i64, i32 }
%struct.Other = type { double, double, double, double, double }
%struct.holder = type { ptr, i32 }

@g_acc = dso_local global %struct.Acc zeroinitializer, align 8
@g_other = dso_local global %struct.Other zeroinitializer, align 8
@__const.main.k = private unnamed_addr constant %struct.holder { ptr @g_other, i32 1 }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @step(ptr noundef %h, i32 noundef %i) #0 {
entry:
  %retval = alloca i64, align 8
  %h.addr = alloca ptr, align 8
  %i.addr = alloca i32, align 4
  %s = alloca ptr, align 8
  %o = alloca ptr, align 8
  store ptr %h, ptr %h.addr, align 8
  store i32 %i, ptr %i.addr, align 4
  %0 = load ptr, ptr %h.addr, align 8
  %kind = getelementptr inbounds %struct.holder, ptr %0, i32 0, i32 1
  %1 = load i32, ptr %kind, align 8
  %cmp = icmp eq i32 %1, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %2 = load ptr, ptr %h.addr, align 8
  %state = getelementptr inbounds %struct.holder, ptr %2, i32 0, i32 0
  %3 = load ptr, ptr %state, align 8
  store ptr %3, ptr %s, align 8
  %4 = load ptr, ptr %s, align 8
  %n = getelementptr inbounds %struct.Acc, ptr %4, i32 0, i32 0
  %5 = load i32, ptr %n, align 8
  %inc = add nsw i32 %5, 1
  store i32 %inc, ptr %n, align 8
  %6 = load ptr, ptr %s, align 8
  %tab = getelementptr inbounds %struct.Acc, ptr %6, i32 0, i32 1
  %7 = load i32, ptr %i.addr, align 4
  %and = and i32 %7, 7
  %idxprom = sext i32 %and to i64
  %arrayidx = getelementptr inbounds [8 x i32], ptr %tab, i64 0, i64 %idxprom
  %8 = load i32, ptr %arrayidx, align 4
  %add = add nsw i32 %8, 1
  store i32 %add, ptr %arrayidx, align 4
  %9 = load i32, ptr %i.addr, align 4
  %10 = load ptr, ptr %s, align 8
  %last = getelementptr inbounds %struct.Acc, ptr %10, i32 0, i32 3
  store i32 %9, ptr %last, align 8
  %11 = load ptr, ptr %s, align 8
  %n1 = getelementptr inbounds %struct.Acc, ptr %11, i32 0, i32 0
  %12 = load i32, ptr %n1, align 8
  %conv = sext i32 %12 to i64
  %13 = load ptr, ptr %s, align 8
  %total = getelementptr inbounds %struct.Acc, ptr %13, i32 0, i32 2
  %14 = load i64, ptr %total, align 8
  %add2 = add nsw i64 %14, %conv
  store i64 %add2, ptr %total, align 8
  %15 = load ptr, ptr %s, align 8
  %total3 = getelementptr inbounds %struct.Acc, ptr %15, i32 0, i32 2
  %16 = load i64, ptr %total3, align 8
  store i64 %16, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %17 = load ptr, ptr %h.addr, align 8
  %state4 = getelementptr inbounds %struct.holder, ptr %17, i32 0, i32 0
  %18 = load ptr, ptr %state4, align 8
  store ptr %18, ptr %o, align 8
  %19 = load ptr, ptr %o, align 8
  %c = getelementptr inbounds %struct.Other, ptr %19, i32 0, i32 2
  %20 = load double, ptr %c, align 8
  %mul = fmul double %20, 5.000000e-01
  store double %mul, ptr %c, align 8
  %21 = load ptr, ptr %o, align 8
  %c5 = getelementptr inbounds %struct.Other, ptr %21, i32 0, i32 2
  %22 = load double, ptr %c5, align 8
  %conv6 = fptosi double %22 to i64
  store i64 %conv6, ptr %retval, align 8
  br label %return

return:                                           ; preds = %if.end, %if.then
  %23 = load i64, ptr %retval, align 8
  ret i64 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %h = alloca %struct.holder, align 8
  %k = alloca %struct.holder, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %state = getelementptr inbounds %struct.holder, ptr %h, i32 0, i32 0
  store ptr @g_acc, ptr %state, align 8
  %kind = getelementptr inbounds %struct.holder, ptr %h, i32 0, i32 1
  %0 = load i32, ptr %argc.addr, align 4
  %cmp = icmp sgt i32 %0, 1
  %conv = zext i1 %cmp to i32
  store i32 %conv, ptr %kind, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %k, ptr align 8 @__const.main.k, i64 16, i1 false)
  %1 = load ptr, ptr %argv.addr, align 8
  %2 = load i32, ptr %argc.addr, align 4
  %call = call i64 @step(ptr noundef %h, i32 noundef %2)
  %3 = load i32, ptr %argc.addr, align 4
  %call1 = call i64 @step(ptr noundef %k, i32 noundef %3)
  %add = add nsw i64 %call, %call1
  %conv2 = trunc i64 %add to i32
  ret i32 %conv2
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
