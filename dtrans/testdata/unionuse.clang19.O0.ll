; ModuleID = 'unionuse.c'
source_filename = "unionuse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.sel = type { i32, i32, i32, i32, ptr }
%struct.expr = type { i32, i32, ptr, ptr, %union.anon }
%union.anon = type { ptr }
%struct.list = type { i32, i32, [1 x %struct.item] }
%struct.item = type { ptr, ptr }

@kept = dso_local global ptr null, align 8
@main.s = internal global %struct.sel { i32 3, i32 0, i32 1, i32 0, ptr null }, align 8
@main.sub = internal global %struct.expr { i32 4, i32 0, ptr null, ptr null, %union.anon zeroinitializer }, align 8
@main.leaf = internal global %struct.expr { i32 1, i32 0, ptr null, ptr null, %union.anon zeroinitializer }, align 8
@main.l = internal global %struct.list { i32 1, i32 1, [1 x %struct.item] [%struct.item { ptr @main.leaf, ptr null }] }, align 8
@main.top = internal global %struct.expr { i32 2, i32 3, ptr null, ptr null, %union.anon { ptr @main.l } }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @count(ptr noundef %e) #0 {
entry:
  %e.addr = alloca ptr, align 8
  store ptr %e, ptr %e.addr, align 8
  %0 = load ptr, ptr %e.addr, align 8
  %flags = getelementptr inbounds %struct.expr, ptr %0, i32 0, i32 1
  %1 = load i32, ptr %flags, align 4
  %2 = load ptr, ptr %e.addr, align 8
  %x = getelementptr inbounds %struct.expr, ptr %2, i32 0, i32 4
  %3 = load ptr, ptr %x, align 8
  %n = getelementptr inbounds %struct.list, ptr %3, i32 0, i32 0
  %4 = load i32, ptr %n, align 8
  %add = add nsw i32 %1, %4
  ret i32 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @selid(ptr noundef %e) #0 {
entry:
  %e.addr = alloca ptr, align 8
  store ptr %e, ptr %e.addr, align 8
  %0 = load ptr, ptr %e.addr, align 8
  %flags = getelementptr inbounds %struct.expr, ptr %0, i32 0, i32 1
  %1 = load i32, ptr %flags, align 4
  %2 = load ptr, ptr %e.addr, align 8
  %x = getelementptr inbounds %struct.expr, ptr %2, i32 0, i32 4
  %3 = load ptr, ptr %x, align 8
  %id = getelementptr inbounds %struct.sel, ptr %3, i32 0, i32 2
  %4 = load i32, ptr %id, align 8
  %add = add nsw i32 %1, %4
  ret i32 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @skip(ptr noundef %e) #0 {
entry:
  %e.addr = alloca ptr, align 8
  store ptr %e, ptr %e.addr, align 8
  br label %while.cond

while.cond:                                       ; preds = %if.end, %entry
  %0 = load ptr, ptr %e.addr, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %while.cond
  %1 = load ptr, ptr %e.addr, align 8
  %flags = getelementptr inbounds %struct.expr, ptr %1, i32 0, i32 1
  %2 = load i32, ptr %flags, align 4
  %and = and i32 %2, 1
  %tobool1 = icmp ne i32 %and, 0
  br label %land.end

land.end:                                         ; preds = %land.rhs, %while.cond
  %3 = phi i1 [ false, %while.cond ], [ %tobool1, %land.rhs ]
  br i1 %3, label %while.body, label %while.end

while.body:                                       ; preds = %land.end
  %4 = load ptr, ptr %e.addr, align 8
  %flags2 = getelementptr inbounds %struct.expr, ptr %4, i32 0, i32 1
  %5 = load i32, ptr %flags2, align 4
  %and3 = and i32 %5, 2
  %tobool4 = icmp ne i32 %and3, 0
  br i1 %tobool4, label %if.then, label %if.else

if.then:                                          ; preds = %while.body
  %6 = load ptr, ptr %e.addr, align 8
  %x = getelementptr inbounds %struct.expr, ptr %6, i32 0, i32 4
  %7 = load ptr, ptr %x, align 8
  %a = getelementptr inbounds %struct.list, ptr %7, i32 0, i32 2
  %arrayidx = getelementptr inbounds [1 x %struct.item], ptr %a, i64 0, i64 0
  %e5 = getelementptr inbounds %struct.item, ptr %arrayidx, i32 0, i32 0
  %8 = load ptr, ptr %e5, align 8
  store ptr %8, ptr %e.addr, align 8
  br label %if.end

if.else:                                          ; preds = %while.body
  %9 = load ptr, ptr %e.addr, align 8
  %left = getelementptr inbounds %struct.expr, ptr %9, i32 0, i32 3
  %10 = load ptr, ptr %left, align 8
  store ptr %10, ptr %e.addr, align 8
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %land.end
  %11 = load ptr, ptr %e.addr, align 8
  ret ptr %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @first(ptr noundef %e) #0 {
entry:
  %e.addr = alloca ptr, align 8
  store ptr %e, ptr %e.addr, align 8
  %0 = load ptr, ptr %e.addr, align 8
  %x = getelementptr inbounds %struct.expr, ptr %0, i32 0, i32 4
  %1 = load ptr, ptr %x, align 8
  %a = getelementptr inbounds %struct.list, ptr %1, i32 0, i32 2
  %arrayidx = getelementptr inbounds [1 x %struct.item], ptr %a, i64 0, i64 0
  %e1 = getelementptr inbounds %struct.item, ptr %arrayidx, i32 0, i32 0
  %2 = load ptr, ptr %e1, align 8
  ret ptr %2
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @setsel(ptr noundef %e, ptr noundef %s) #0 {
entry:
  %e.addr = alloca ptr, align 8
  %s.addr = alloca ptr, align 8
  store ptr %e, ptr %e.addr, align 8
  store ptr %s, ptr %s.addr, align 8
  %0 = load ptr, ptr %s.addr, align 8
  %1 = load ptr, ptr %e.addr, align 8
  %x = getelementptr inbounds %struct.expr, ptr %1, i32 0, i32 4
  store ptr %0, ptr %x, align 8
  %2 = load ptr, ptr %e.addr, align 8
  %flags = getelementptr inbounds %struct.expr, ptr %2, i32 0, i32 1
  %3 = load i32, ptr %flags, align 4
  %or = or i32 %3, 4
  store i32 %or, ptr %flags, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @keep(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  store ptr %0, ptr @kept, align 8
  ret void
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
  call void @setsel(ptr noundef @main.sub, ptr noundef @main.s)
  call void @keep(ptr noundef @main.s)
  call void @keep(ptr noundef @main.l)
  call void @keep(ptr noundef @main.top)
  %call = call i32 @count(ptr noundef @main.top)
  %call1 = call i32 @selid(ptr noundef @main.sub)
  %add = add nsw i32 %call, %call1
  %call2 = call ptr @skip(ptr noundef @main.top)
  %cmp = icmp eq ptr %call2, @main.leaf
  %conv = zext i1 %cmp to i32
  %add3 = add nsw i32 %add, %conv
  %call4 = call ptr @first(ptr noundef @main.top)
  %cmp5 = icmp eq ptr %call4, @main.leaf
  %conv6 = zext i1 %cmp5 to i32
  %add7 = add nsw i32 %add3, %conv6
  %1 = load i32, ptr %argc.addr, align 4
  %add8 = add nsw i32 %add7, %1
  ret i32 %add8
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
