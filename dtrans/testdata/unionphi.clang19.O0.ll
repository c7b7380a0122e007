; ModuleID = 'unionphi.c'
source_filename = "unionphi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.expr = type { i32, %union.anon, ptr }
%union.anon = type { ptr }
%struct.tab = type { i32, ptr }
%struct.col = type { i64, ptr }

@.str = private unnamed_addr constant [3 x i8] c"op\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"?\00", align 1
@ge = dso_local global %struct.expr zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @name_of(ptr noundef %e, ptr noundef %t, i32 noundef %i) #0 {
entry:
  %retval = alloca ptr, align 8
  %e.addr = alloca ptr, align 8
  %t.addr = alloca ptr, align 8
  %i.addr = alloca i32, align 4
  %z = alloca ptr, align 8
  store ptr %e, ptr %e.addr, align 8
  store ptr %t, ptr %t.addr, align 8
  store i32 %i, ptr %i.addr, align 4
  %0 = load ptr, ptr %e.addr, align 8
  %op = getelementptr inbounds %struct.expr, ptr %0, i32 0, i32 0
  %1 = load i32, ptr %op, align 8
  %cmp = icmp eq i32 %1, 1
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store ptr @.str, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %2 = load i32, ptr %i.addr, align 4
  %cmp1 = icmp sge i32 %2, 0
  br i1 %cmp1, label %if.then2, label %if.else

if.then2:                                         ; preds = %if.end
  %3 = load ptr, ptr %t.addr, align 8
  %cols = getelementptr inbounds %struct.tab, ptr %3, i32 0, i32 1
  %4 = load ptr, ptr %cols, align 8
  %5 = load i32, ptr %i.addr, align 4
  %idxprom = sext i32 %5 to i64
  %arrayidx = getelementptr inbounds %struct.col, ptr %4, i64 %idxprom
  %name = getelementptr inbounds %struct.col, ptr %arrayidx, i32 0, i32 1
  %6 = load ptr, ptr %name, align 8
  store ptr %6, ptr %z, align 8
  br label %if.end3

if.else:                                          ; preds = %if.end
  %7 = load ptr, ptr %e.addr, align 8
  %u = getelementptr inbounds %struct.expr, ptr %7, i32 0, i32 1
  %8 = load ptr, ptr %u, align 8
  store ptr %8, ptr %z, align 8
  br label %if.end3

if.end3:                                          ; preds = %if.else, %if.then2
  %9 = load ptr, ptr %z, align 8
  %tobool = icmp ne ptr %9, null
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.end3
  %10 = load ptr, ptr %z, align 8
  br label %cond.end

cond.false:                                       ; preds = %if.end3
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %10, %cond.true ], [ @.str.1, %cond.false ]
  store ptr %cond, ptr %retval, align 8
  br label %return

return:                                           ; preds = %cond.end, %if.then
  %11 = load ptr, ptr %retval, align 8
  ret ptr %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %t = alloca ptr, align 8
  %e = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @calloc(i64 noundef 1, i64 noundef 16) #2
  store ptr %call, ptr %t, align 8
  %0 = load ptr, ptr %t, align 8
  %cmp = icmp eq ptr %0, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %call1 = call noalias ptr @calloc(i64 noundef 2, i64 noundef 16) #2
  %1 = load ptr, ptr %t, align 8
  %cols = getelementptr inbounds %struct.tab, ptr %1, i32 0, i32 1
  store ptr %call1, ptr %cols, align 8
  %2 = load ptr, ptr %t, align 8
  %cols2 = getelementptr inbounds %struct.tab, ptr %2, i32 0, i32 1
  %3 = load ptr, ptr %cols2, align 8
  %cmp3 = icmp eq ptr %3, null
  br i1 %cmp3, label %if.then4, label %if.end5

if.then4:                                         ; preds = %if.end
  store i32 2, ptr %retval, align 4
  br label %return

if.end5:                                          ; preds = %if.end
  %4 = load ptr, ptr %argv.addr, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %4, i64 0
  %5 = load ptr, ptr %arrayidx, align 8
  %6 = load ptr, ptr %t, align 8
  %cols6 = getelementptr inbounds %struct.tab, ptr %6, i32 0, i32 1
  %7 = load ptr, ptr %cols6, align 8
  %arrayidx7 = getelementptr inbounds %struct.col, ptr %7, i64 1
  %name = getelementptr inbounds %struct.col, ptr %arrayidx7, i32 0, i32 1
  store ptr %5, ptr %name, align 8
  %call8 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 24) #2
  store ptr %call8, ptr %e, align 8
  %8 = load ptr, ptr %e, align 8
  %cmp9 = icmp eq ptr %8, null
  br i1 %cmp9, label %if.then10, label %if.end11

if.then10:                                        ; preds = %if.end5
  store i32 3, ptr %retval, align 4
  br label %return

if.end11:                                         ; preds = %if.end5
  %9 = load ptr, ptr %argv.addr, align 8
  %arrayidx12 = getelementptr inbounds ptr, ptr %9, i64 0
  %10 = load ptr, ptr %arrayidx12, align 8
  %11 = load ptr, ptr %e, align 8
  %u = getelementptr inbounds %struct.expr, ptr %11, i32 0, i32 1
  store ptr %10, ptr %u, align 8
  %12 = load i32, ptr %argc.addr, align 4
  %13 = load ptr, ptr %e, align 8
  %op = getelementptr inbounds %struct.expr, ptr %13, i32 0, i32 0
  store i32 %12, ptr %op, align 8
  %14 = load ptr, ptr %argv.addr, align 8
  %arrayidx13 = getelementptr inbounds ptr, ptr %14, i64 0
  %15 = load ptr, ptr %arrayidx13, align 8
  store ptr %15, ptr getelementptr inbounds (%struct.expr, ptr @ge, i32 0, i32 1), align 8
  %16 = load ptr, ptr %e, align 8
  %17 = load ptr, ptr %t, align 8
  %18 = load i32, ptr %argc.addr, align 4
  %sub = sub nsw i32 %18, 2
  %call14 = call ptr @name_of(ptr noundef %16, ptr noundef %17, i32 noundef %sub)
  %arrayidx15 = getelementptr inbounds i8, ptr %call14, i64 0
  %19 = load i8, ptr %arrayidx15, align 1
  %conv = sext i8 %19 to i32
  %20 = load ptr, ptr %t, align 8
  %21 = load i32, ptr %argc.addr, align 4
  %call16 = call ptr @name_of(ptr noundef @ge, ptr noundef %20, i32 noundef %21)
  %arrayidx17 = getelementptr inbounds i8, ptr %call16, i64 0
  %22 = load i8, ptr %arrayidx17, align 1
  %conv18 = sext i8 %22 to i32
  %add = add nsw i32 %conv, %conv18
  %conv19 = sext i32 %add to i64
  %23 = load ptr, ptr %t, align 8
  %cols20 = getelementptr inbounds %struct.tab, ptr %23, i32 0, i32 1
  %24 = load ptr, ptr %cols20, align 8
  %arrayidx21 = getelementptr inbounds %struct.col, ptr %24, i64 0
  %aff = getelementptr inbounds %struct.col, ptr %arrayidx21, i32 0, i32 0
  %25 = load i64, ptr %aff, align 8
  %add22 = add nsw i64 %conv19, %25
  %26 = load ptr, ptr %e, align 8
  %op23 = getelementptr inbounds %struct.expr, ptr %26, i32 0, i32 0
  %27 = load i32, ptr %op23, align 8
  %conv24 = sext i32 %27 to i64
  %add25 = add nsw i64 %add22, %conv24
  %conv26 = trunc i64 %add25 to i32
  store i32 %conv26, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end11, %if.then10, %if.then4, %if.then
  %28 = load i32, ptr %retval, align 4
  ret i32 %28
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
