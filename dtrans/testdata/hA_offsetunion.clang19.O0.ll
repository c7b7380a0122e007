; ModuleID = 'hA_offsetunion.c'
source_filename = "hA_offsetunion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Expr = type { i32, i32, ptr, %union.anon }
%union.anon = type { ptr }
%struct.Sel = type { i32, i32, ptr, ptr }
%struct.List = type { i32, i32, ptr }
%struct.holder = type { ptr }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @vsize(ptr noundef %e) #0 {
entry:
  %e.addr = alloca ptr, align 8
  %l = alloca ptr, align 8
  store ptr %e, ptr %e.addr, align 8
  %0 = load ptr, ptr %e.addr, align 8
  %op = getelementptr inbounds %struct.Expr, ptr %0, i32 0, i32 0
  %1 = load i32, ptr %op, align 8
  %cmp = icmp eq i32 %1, 1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %2 = load ptr, ptr %e.addr, align 8
  %x = getelementptr inbounds %struct.Expr, ptr %2, i32 0, i32 3
  %3 = load ptr, ptr %x, align 8
  %pEList = getelementptr inbounds %struct.Sel, ptr %3, i32 0, i32 3
  br label %cond.end

cond.false:                                       ; preds = %entry
  %4 = load ptr, ptr %e.addr, align 8
  %x1 = getelementptr inbounds %struct.Expr, ptr %4, i32 0, i32 3
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %pEList, %cond.true ], [ %x1, %cond.false ]
  %5 = load ptr, ptr %cond, align 8
  store ptr %5, ptr %l, align 8
  %6 = load ptr, ptr %l, align 8
  %n = getelementptr inbounds %struct.List, ptr %6, i32 0, i32 0
  %7 = load i32, ptr %n, align 8
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sflags(ptr noundef %e) #0 {
entry:
  %e.addr = alloca ptr, align 8
  store ptr %e, ptr %e.addr, align 8
  %0 = load ptr, ptr %e.addr, align 8
  %op = getelementptr inbounds %struct.Expr, ptr %0, i32 0, i32 0
  %1 = load i32, ptr %op, align 8
  %2 = load ptr, ptr %e.addr, align 8
  %x = getelementptr inbounds %struct.Expr, ptr %2, i32 0, i32 3
  %3 = load ptr, ptr %x, align 8
  %selFlags = getelementptr inbounds %struct.Sel, ptr %3, i32 0, i32 0
  %4 = load i32, ptr %selFlags, align 8
  %add = add nsw i32 %1, %4
  %5 = load ptr, ptr %e.addr, align 8
  %x1 = getelementptr inbounds %struct.Expr, ptr %5, i32 0, i32 3
  %6 = load ptr, ptr %x1, align 8
  %iLimit = getelementptr inbounds %struct.Sel, ptr %6, i32 0, i32 1
  %7 = load i32, ptr %iLimit, align 4
  %add2 = add nsw i32 %add, %7
  ret i32 %add2
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @lcount(ptr noundef %e) #0 {
entry:
  %e.addr = alloca ptr, align 8
  store ptr %e, ptr %e.addr, align 8
  %0 = load ptr, ptr %e.addr, align 8
  %flags = getelementptr inbounds %struct.Expr, ptr %0, i32 0, i32 1
  %1 = load i32, ptr %flags, align 4
  %2 = load ptr, ptr %e.addr, align 8
  %x = getelementptr inbounds %struct.Expr, ptr %2, i32 0, i32 3
  %3 = load ptr, ptr %x, align 8
  %n = getelementptr inbounds %struct.List, ptr %3, i32 0, i32 0
  %4 = load i32, ptr %n, align 8
  %add = add nsw i32 %1, %4
  ret i32 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @hold(ptr noundef %h, ptr noundef %p) #0 {
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
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %l = alloca ptr, align 8
  %e = alloca ptr, align 8
  %f = alloca ptr, align 8
  %s = alloca ptr, align 8
  %h = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @calloc(i64 noundef 1, i64 noundef 16) #2
  store ptr %call, ptr %l, align 8
  %call1 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 24) #2
  store ptr %call1, ptr %e, align 8
  %call2 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 24) #2
  store ptr %call2, ptr %f, align 8
  %call3 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 24) #2
  store ptr %call3, ptr %s, align 8
  %call4 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 8) #2
  store ptr %call4, ptr %h, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %1 = load ptr, ptr %l, align 8
  %cmp = icmp eq ptr %1, null
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %2 = load ptr, ptr %e, align 8
  %cmp5 = icmp eq ptr %2, null
  br i1 %cmp5, label %if.then, label %lor.lhs.false6

lor.lhs.false6:                                   ; preds = %lor.lhs.false
  %3 = load ptr, ptr %f, align 8
  %cmp7 = icmp eq ptr %3, null
  br i1 %cmp7, label %if.then, label %lor.lhs.false8

lor.lhs.false8:                                   ; preds = %lor.lhs.false6
  %4 = load ptr, ptr %s, align 8
  %cmp9 = icmp eq ptr %4, null
  br i1 %cmp9, label %if.then, label %lor.lhs.false10

lor.lhs.false10:                                  ; preds = %lor.lhs.false8
  %5 = load ptr, ptr %h, align 8
  %cmp11 = icmp eq ptr %5, null
  br i1 %cmp11, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false10, %lor.lhs.false8, %lor.lhs.false6, %lor.lhs.false, %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false10
  %6 = load i32, ptr %argc.addr, align 4
  %7 = load ptr, ptr %l, align 8
  %n = getelementptr inbounds %struct.List, ptr %7, i32 0, i32 0
  store i32 %6, ptr %n, align 8
  %8 = load ptr, ptr %l, align 8
  %9 = load ptr, ptr %s, align 8
  %pEList = getelementptr inbounds %struct.Sel, ptr %9, i32 0, i32 3
  store ptr %8, ptr %pEList, align 8
  %10 = load ptr, ptr %e, align 8
  %op = getelementptr inbounds %struct.Expr, ptr %10, i32 0, i32 0
  store i32 1, ptr %op, align 8
  %11 = load ptr, ptr %s, align 8
  %12 = load ptr, ptr %e, align 8
  %x = getelementptr inbounds %struct.Expr, ptr %12, i32 0, i32 3
  store ptr %11, ptr %x, align 8
  %13 = load ptr, ptr %l, align 8
  %14 = load ptr, ptr %f, align 8
  %x12 = getelementptr inbounds %struct.Expr, ptr %14, i32 0, i32 3
  store ptr %13, ptr %x12, align 8
  %15 = load ptr, ptr %h, align 8
  %16 = load i32, ptr %argc.addr, align 4
  %cmp13 = icmp sgt i32 %16, 5
  br i1 %cmp13, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.end
  %17 = load ptr, ptr %e, align 8
  br label %cond.end

cond.false:                                       ; preds = %if.end
  %18 = load ptr, ptr %s, align 8
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %17, %cond.true ], [ %18, %cond.false ]
  call void @hold(ptr noundef %15, ptr noundef %cond)
  %19 = load ptr, ptr %e, align 8
  %call14 = call i32 @vsize(ptr noundef %19)
  %20 = load ptr, ptr %f, align 8
  %call15 = call i32 @vsize(ptr noundef %20)
  %add = add nsw i32 %call14, %call15
  %21 = load ptr, ptr %e, align 8
  %call16 = call i32 @sflags(ptr noundef %21)
  %add17 = add nsw i32 %add, %call16
  %22 = load ptr, ptr %f, align 8
  %call18 = call i32 @lcount(ptr noundef %22)
  %add19 = add nsw i32 %add17, %call18
  store i32 %add19, ptr %retval, align 4
  br label %return

return:                                           ; preds = %cond.end, %if.then
  %23 = load i32, ptr %retval, align 4
  ret i32 %23
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
