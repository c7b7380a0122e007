; ModuleID = 'hA_offsetphi.c'
source_filename = "hA_offsetphi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Expr = type { i32, i32, ptr, %union.anon }
%union.anon = type { ptr }
%struct.Sel = type { i32, i32, ptr, ptr }
%struct.List = type { i32, i32, ptr }

@noted = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @vsize(ptr noundef %e, ptr noundef %s) #0 {
entry:
  %e.addr = alloca ptr, align 8
  %s.addr = alloca ptr, align 8
  %l = alloca ptr, align 8
  store ptr %e, ptr %e.addr, align 8
  store ptr %s, ptr %s.addr, align 8
  %0 = load ptr, ptr %e.addr, align 8
  %op = getelementptr inbounds %struct.Expr, ptr %0, i32 0, i32 0
  %1 = load i32, ptr %op, align 8
  %cmp = icmp eq i32 %1, 1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %2 = load ptr, ptr %s.addr, align 8
  %pEList = getelementptr inbounds %struct.Sel, ptr %2, i32 0, i32 3
  br label %cond.end

cond.false:                                       ; preds = %entry
  %3 = load ptr, ptr %e.addr, align 8
  %x = getelementptr inbounds %struct.Expr, ptr %3, i32 0, i32 3
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %pEList, %cond.true ], [ %x, %cond.false ]
  %4 = load ptr, ptr %cond, align 8
  store ptr %4, ptr %l, align 8
  %5 = load ptr, ptr %l, align 8
  %n = getelementptr inbounds %struct.List, ptr %5, i32 0, i32 0
  %6 = load i32, ptr %n, align 8
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @note(i32 noundef %k) #0 {
entry:
  %k.addr = alloca i32, align 4
  store i32 %k, ptr %k.addr, align 4
  %0 = load i32, ptr %k.addr, align 4
  %1 = load i32, ptr @noted, align 4
  %add = add nsw i32 %1, %0
  store i32 %add, ptr @noted, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @vsize2(ptr noundef %e, ptr noundef %s, i32 noundef %k) #0 {
entry:
  %e.addr = alloca ptr, align 8
  %s.addr = alloca ptr, align 8
  %k.addr = alloca i32, align 4
  %pp = alloca ptr, align 8
  store ptr %e, ptr %e.addr, align 8
  store ptr %s, ptr %s.addr, align 8
  store i32 %k, ptr %k.addr, align 4
  %0 = load i32, ptr %k.addr, align 4
  %cmp = icmp sgt i32 %0, 3
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %1 = load ptr, ptr %e.addr, align 8
  %flags = getelementptr inbounds %struct.Expr, ptr %1, i32 0, i32 1
  %2 = load i32, ptr %flags, align 4
  %3 = load i32, ptr %k.addr, align 4
  %add = add nsw i32 %2, %3
  call void @note(i32 noundef %add)
  %4 = load ptr, ptr %s.addr, align 8
  %pEList = getelementptr inbounds %struct.Sel, ptr %4, i32 0, i32 3
  store ptr %pEList, ptr %pp, align 8
  br label %if.end

if.else:                                          ; preds = %entry
  %5 = load ptr, ptr %s.addr, align 8
  %iLimit = getelementptr inbounds %struct.Sel, ptr %5, i32 0, i32 1
  %6 = load i32, ptr %iLimit, align 4
  %7 = load i32, ptr %k.addr, align 4
  %sub = sub nsw i32 %6, %7
  call void @note(i32 noundef %sub)
  %8 = load ptr, ptr %e.addr, align 8
  %x = getelementptr inbounds %struct.Expr, ptr %8, i32 0, i32 3
  store ptr %x, ptr %pp, align 8
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %9 = load ptr, ptr %pp, align 8
  %10 = load ptr, ptr %9, align 8
  %alloc = getelementptr inbounds %struct.List, ptr %10, i32 0, i32 1
  %11 = load i32, ptr %alloc, align 4
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %l = alloca ptr, align 8
  %e = alloca ptr, align 8
  %s = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @calloc(i64 noundef 1, i64 noundef 16) #2
  store ptr %call, ptr %l, align 8
  %call1 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 24) #2
  store ptr %call1, ptr %e, align 8
  %call2 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 24) #2
  store ptr %call2, ptr %s, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %1 = load ptr, ptr %l, align 8
  %cmp = icmp eq ptr %1, null
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %2 = load ptr, ptr %e, align 8
  %cmp3 = icmp eq ptr %2, null
  br i1 %cmp3, label %if.then, label %lor.lhs.false4

lor.lhs.false4:                                   ; preds = %lor.lhs.false
  %3 = load ptr, ptr %s, align 8
  %cmp5 = icmp eq ptr %3, null
  br i1 %cmp5, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false4, %lor.lhs.false, %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false4
  %4 = load i32, ptr %argc.addr, align 4
  %5 = load ptr, ptr %l, align 8
  %n = getelementptr inbounds %struct.List, ptr %5, i32 0, i32 0
  store i32 %4, ptr %n, align 8
  %6 = load i32, ptr %argc.addr, align 4
  %7 = load ptr, ptr %e, align 8
  %op = getelementptr inbounds %struct.Expr, ptr %7, i32 0, i32 0
  store i32 %6, ptr %op, align 8
  %8 = load ptr, ptr %l, align 8
  %9 = load ptr, ptr %e, align 8
  %x = getelementptr inbounds %struct.Expr, ptr %9, i32 0, i32 3
  store ptr %8, ptr %x, align 8
  %10 = load ptr, ptr %l, align 8
  %11 = load ptr, ptr %s, align 8
  %pEList = getelementptr inbounds %struct.Sel, ptr %11, i32 0, i32 3
  store ptr %10, ptr %pEList, align 8
  %12 = load ptr, ptr %s, align 8
  %pPrior = getelementptr inbounds %struct.Sel, ptr %12, i32 0, i32 2
  store ptr null, ptr %pPrior, align 8
  %13 = load ptr, ptr %e, align 8
  %left = getelementptr inbounds %struct.Expr, ptr %13, i32 0, i32 2
  store ptr null, ptr %left, align 8
  %14 = load ptr, ptr %e, align 8
  %15 = load ptr, ptr %s, align 8
  %call6 = call i32 @vsize(ptr noundef %14, ptr noundef %15)
  %16 = load ptr, ptr %e, align 8
  %17 = load ptr, ptr %s, align 8
  %18 = load i32, ptr %argc.addr, align 4
  %call7 = call i32 @vsize2(ptr noundef %16, ptr noundef %17, i32 noundef %18)
  %add = add nsw i32 %call6, %call7
  store i32 %add, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %19 = load i32, ptr %retval, align 4
  ret i32 %19
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
