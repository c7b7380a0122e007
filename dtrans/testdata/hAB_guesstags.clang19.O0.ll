; ModuleID = 'hAB_guesstags.c'
source_filename = "hAB_guesstags.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.List = type { ptr, i32, i32, [1 x %struct.Item] }
%struct.Item = type { ptr, %union.anon.0, ptr, ptr }
%union.anon.0 = type { ptr }
%struct.GC = type { ptr, i32 }
%struct.TV = type { %union.anon, i32 }
%union.anon = type { ptr }
%struct.Expr = type { ptr, i32, i32, ptr }

@allgc = dso_local global ptr null, align 8
@nolist = dso_local global %struct.List zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @newobj(i32 noundef %tt, i64 noundef %sz) #0 {
entry:
  %tt.addr = alloca i32, align 4
  %sz.addr = alloca i64, align 8
  %o = alloca ptr, align 8
  store i32 %tt, ptr %tt.addr, align 4
  store i64 %sz, ptr %sz.addr, align 8
  %0 = load i64, ptr %sz.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef %0) #3
  store ptr %call, ptr %o, align 8
  %1 = load ptr, ptr %o, align 8
  %tobool = icmp ne ptr %1, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  call void @exit(i32 noundef 1) #4
  unreachable

if.end:                                           ; preds = %entry
  %2 = load i32, ptr %tt.addr, align 4
  %3 = load ptr, ptr %o, align 8
  %tt1 = getelementptr inbounds %struct.GC, ptr %3, i32 0, i32 1
  store i32 %2, ptr %tt1, align 8
  %4 = load ptr, ptr @allgc, align 8
  %5 = load ptr, ptr %o, align 8
  %next = getelementptr inbounds %struct.GC, ptr %5, i32 0, i32 0
  store ptr %4, ptr %next, align 8
  %6 = load ptr, ptr %o, align 8
  store ptr %6, ptr @allgc, align 8
  %7 = load ptr, ptr %o, align 8
  ret ptr %7
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @setobj(ptr noundef %t, ptr noundef %o, i32 noundef %tt) #0 {
entry:
  %t.addr = alloca ptr, align 8
  %o.addr = alloca ptr, align 8
  %tt.addr = alloca i32, align 4
  store ptr %t, ptr %t.addr, align 8
  store ptr %o, ptr %o.addr, align 8
  store i32 %tt, ptr %tt.addr, align 4
  %0 = load ptr, ptr %o.addr, align 8
  %1 = load ptr, ptr %t.addr, align 8
  %v = getelementptr inbounds %struct.TV, ptr %1, i32 0, i32 0
  store ptr %0, ptr %v, align 8
  %2 = load i32, ptr %tt.addr, align 4
  %3 = load ptr, ptr %t.addr, align 8
  %tt1 = getelementptr inbounds %struct.TV, ptr %3, i32 0, i32 1
  store i32 %2, ptr %tt1, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @touch(ptr noundef %d) #0 {
entry:
  %d.addr = alloca ptr, align 8
  store ptr %d, ptr %d.addr, align 8
  %0 = load ptr, ptr %d.addr, align 8
  %n = getelementptr inbounds %struct.List, ptr %0, i32 0, i32 2
  %1 = load i32, ptr %n, align 4
  %inc = add nsw i32 %1, 1
  store i32 %inc, ptr %n, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @copyfirst(ptr noundef %o, ptr noundef %d, i32 noundef %i) #0 {
entry:
  %o.addr = alloca ptr, align 8
  %d.addr = alloca ptr, align 8
  %i.addr = alloca i32, align 4
  %l = alloca ptr, align 8
  store ptr %o, ptr %o.addr, align 8
  store ptr %d, ptr %d.addr, align 8
  store i32 %i, ptr %i.addr, align 4
  %0 = load ptr, ptr %o.addr, align 8
  %v = getelementptr inbounds %struct.TV, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %v, align 8
  %n = getelementptr inbounds %struct.List, ptr %1, i32 0, i32 2
  %2 = load i32, ptr %n, align 4
  %cmp = icmp slt i32 %2, 1
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  br label %return

if.end:                                           ; preds = %entry
  %3 = load ptr, ptr %d.addr, align 8
  call void @touch(ptr noundef %3)
  %4 = load ptr, ptr %o.addr, align 8
  %v1 = getelementptr inbounds %struct.TV, ptr %4, i32 0, i32 0
  %5 = load ptr, ptr %v1, align 8
  store ptr %5, ptr %l, align 8
  %6 = load ptr, ptr %l, align 8
  %a = getelementptr inbounds %struct.List, ptr %6, i32 0, i32 3
  %arrayidx = getelementptr inbounds [1 x %struct.Item], ptr %a, i64 0, i64 0
  %u = getelementptr inbounds %struct.Item, ptr %arrayidx, i32 0, i32 1
  %7 = load ptr, ptr %u, align 8
  %8 = load ptr, ptr %d.addr, align 8
  %a2 = getelementptr inbounds %struct.List, ptr %8, i32 0, i32 3
  %9 = load i32, ptr %i.addr, align 4
  %idxprom = sext i32 %9 to i64
  %arrayidx3 = getelementptr inbounds [1 x %struct.Item], ptr %a2, i64 0, i64 %idxprom
  %u4 = getelementptr inbounds %struct.Item, ptr %arrayidx3, i32 0, i32 1
  store ptr %7, ptr %u4, align 8
  %10 = load ptr, ptr %l, align 8
  %a5 = getelementptr inbounds %struct.List, ptr %10, i32 0, i32 3
  %arrayidx6 = getelementptr inbounds [1 x %struct.Item], ptr %a5, i64 0, i64 0
  %sel = getelementptr inbounds %struct.Item, ptr %arrayidx6, i32 0, i32 3
  %11 = load ptr, ptr %sel, align 8
  %12 = load ptr, ptr %d.addr, align 8
  %a7 = getelementptr inbounds %struct.List, ptr %12, i32 0, i32 3
  %13 = load i32, ptr %i.addr, align 4
  %idxprom8 = sext i32 %13 to i64
  %arrayidx9 = getelementptr inbounds [1 x %struct.Item], ptr %a7, i64 0, i64 %idxprom8
  %sel10 = getelementptr inbounds %struct.Item, ptr %arrayidx9, i32 0, i32 3
  store ptr %11, ptr %sel10, align 8
  br label %return

return:                                           ; preds = %if.end, %if.then
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %x = alloca %struct.TV, align 8
  %y = alloca %struct.TV, align 8
  %l = alloca ptr, align 8
  %d = alloca ptr, align 8
  %ex = alloca ptr, align 8
  %i = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load i32, ptr %argc.addr, align 4
  %conv = sext i32 %0 to i64
  %mul = mul i64 %conv, 32
  %add = add i64 48, %mul
  %call = call ptr @newobj(i32 noundef 1, i64 noundef %add)
  store ptr %call, ptr %l, align 8
  %1 = load i32, ptr %argc.addr, align 4
  %conv1 = sext i32 %1 to i64
  %mul2 = mul i64 %conv1, 32
  %add3 = add i64 48, %mul2
  %call4 = call ptr @newobj(i32 noundef 1, i64 noundef %add3)
  store ptr %call4, ptr %d, align 8
  %call5 = call ptr @newobj(i32 noundef 2, i64 noundef 24)
  store ptr %call5, ptr %ex, align 8
  %2 = load ptr, ptr %d, align 8
  %n = getelementptr inbounds %struct.List, ptr %2, i32 0, i32 2
  store i32 1, ptr %n, align 4
  %3 = load ptr, ptr %l, align 8
  %n6 = getelementptr inbounds %struct.List, ptr %3, i32 0, i32 2
  store i32 1, ptr %n6, align 4
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %4 = load i32, ptr %i, align 4
  %5 = load i32, ptr %argc.addr, align 4
  %cmp = icmp sle i32 %4, %5
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %6 = load ptr, ptr %argv.addr, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %6, i64 0
  %7 = load ptr, ptr %arrayidx, align 8
  %8 = load ptr, ptr %l, align 8
  %a = getelementptr inbounds %struct.List, ptr %8, i32 0, i32 3
  %9 = load i32, ptr %i, align 4
  %idxprom = sext i32 %9 to i64
  %arrayidx8 = getelementptr inbounds [1 x %struct.Item], ptr %a, i64 0, i64 %idxprom
  %name = getelementptr inbounds %struct.Item, ptr %arrayidx8, i32 0, i32 0
  store ptr %7, ptr %name, align 8
  %10 = load ptr, ptr %argv.addr, align 8
  %arrayidx9 = getelementptr inbounds ptr, ptr %10, i64 0
  %11 = load ptr, ptr %arrayidx9, align 8
  %12 = load ptr, ptr %l, align 8
  %a10 = getelementptr inbounds %struct.List, ptr %12, i32 0, i32 3
  %13 = load i32, ptr %i, align 4
  %idxprom11 = sext i32 %13 to i64
  %arrayidx12 = getelementptr inbounds [1 x %struct.Item], ptr %a10, i64 0, i64 %idxprom11
  %u = getelementptr inbounds %struct.Item, ptr %arrayidx12, i32 0, i32 1
  store ptr %11, ptr %u, align 8
  %14 = load ptr, ptr %l, align 8
  %a13 = getelementptr inbounds %struct.List, ptr %14, i32 0, i32 3
  %15 = load i32, ptr %i, align 4
  %idxprom14 = sext i32 %15 to i64
  %arrayidx15 = getelementptr inbounds [1 x %struct.Item], ptr %a13, i64 0, i64 %idxprom14
  %alias = getelementptr inbounds %struct.Item, ptr %arrayidx15, i32 0, i32 2
  store ptr null, ptr %alias, align 8
  %16 = load ptr, ptr %l, align 8
  %a16 = getelementptr inbounds %struct.List, ptr %16, i32 0, i32 3
  %17 = load i32, ptr %i, align 4
  %idxprom17 = sext i32 %17 to i64
  %arrayidx18 = getelementptr inbounds [1 x %struct.Item], ptr %a16, i64 0, i64 %idxprom17
  %sel = getelementptr inbounds %struct.Item, ptr %arrayidx18, i32 0, i32 3
  store ptr null, ptr %sel, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %18 = load i32, ptr %i, align 4
  %inc = add nsw i32 %18, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %19 = load i32, ptr %argc.addr, align 4
  %20 = load ptr, ptr %ex, align 8
  %op = getelementptr inbounds %struct.Expr, ptr %20, i32 0, i32 2
  store i32 %19, ptr %op, align 4
  %21 = load ptr, ptr %ex, align 8
  %left = getelementptr inbounds %struct.Expr, ptr %21, i32 0, i32 3
  store ptr null, ptr %left, align 8
  %22 = load ptr, ptr %l, align 8
  call void @setobj(ptr noundef %x, ptr noundef %22, i32 noundef 1)
  %23 = load ptr, ptr %ex, align 8
  call void @setobj(ptr noundef %y, ptr noundef %23, i32 noundef 2)
  %24 = load ptr, ptr %d, align 8
  call void @copyfirst(ptr noundef %x, ptr noundef %24, i32 noundef 0)
  call void @touch(ptr noundef @nolist)
  %25 = load ptr, ptr %d, align 8
  %a19 = getelementptr inbounds %struct.List, ptr %25, i32 0, i32 3
  %arrayidx20 = getelementptr inbounds [1 x %struct.Item], ptr %a19, i64 0, i64 0
  %u21 = getelementptr inbounds %struct.Item, ptr %arrayidx20, i32 0, i32 1
  %26 = load ptr, ptr %u21, align 8
  %cmp22 = icmp ne ptr %26, null
  %conv23 = zext i1 %cmp22 to i32
  ret i32 %conv23
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) }
attributes #4 = { noreturn nounwind }

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
