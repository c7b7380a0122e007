; ModuleID = 'hS_anyfirst.c'
source_filename = "hS_anyfirst.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Op = type { i32, %union.P4 }
%union.P4 = type { ptr }
%struct.Mem = type { i64, ptr, i16 }
%struct.Coll = type { ptr, i32 }
%struct.Tab = type { ptr, i32 }

@.str = private unnamed_addr constant [2 x i8] c"?\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"enc\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"raw\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @display(ptr noundef %pOp) #0 {
entry:
  %pOp.addr = alloca ptr, align 8
  %zP4 = alloca ptr, align 8
  %pMem = alloca ptr, align 8
  %pColl = alloca ptr, align 8
  store ptr %pOp, ptr %pOp.addr, align 8
  %0 = load ptr, ptr %pOp.addr, align 8
  %op = getelementptr inbounds %struct.Op, ptr %0, i32 0, i32 0
  %1 = load i32, ptr %op, align 8
  switch i32 %1, label %sw.default [
    i32 1, label %sw.bb
    i32 2, label %sw.bb1
    i32 3, label %sw.bb4
  ]

sw.bb:                                            ; preds = %entry
  %2 = load ptr, ptr %pOp.addr, align 8
  %p4 = getelementptr inbounds %struct.Op, ptr %2, i32 0, i32 1
  %3 = load ptr, ptr %p4, align 8
  store ptr %3, ptr %pMem, align 8
  %4 = load ptr, ptr %pMem, align 8
  %flags = getelementptr inbounds %struct.Mem, ptr %4, i32 0, i32 2
  %5 = load i16, ptr %flags, align 8
  %conv = zext i16 %5 to i32
  %and = and i32 %conv, 2
  %tobool = icmp ne i32 %and, 0
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %sw.bb
  %6 = load ptr, ptr %pMem, align 8
  %z = getelementptr inbounds %struct.Mem, ptr %6, i32 0, i32 1
  %7 = load ptr, ptr %z, align 8
  store ptr %7, ptr %zP4, align 8
  br label %sw.epilog

if.end:                                           ; preds = %sw.bb
  call void @emit(ptr noundef @.str)
  br label %return

sw.bb1:                                           ; preds = %entry
  %8 = load ptr, ptr %pOp.addr, align 8
  %p42 = getelementptr inbounds %struct.Op, ptr %8, i32 0, i32 1
  %9 = load ptr, ptr %p42, align 8
  store ptr %9, ptr %pColl, align 8
  %10 = load ptr, ptr %pColl, align 8
  %enc = getelementptr inbounds %struct.Coll, ptr %10, i32 0, i32 1
  %11 = load i32, ptr %enc, align 8
  %tobool3 = icmp ne i32 %11, 0
  %12 = zext i1 %tobool3 to i64
  %cond = select i1 %tobool3, ptr @.str.1, ptr @.str.2
  call void @emit(ptr noundef %cond)
  br label %return

sw.bb4:                                           ; preds = %entry
  %13 = load ptr, ptr %pOp.addr, align 8
  %p45 = getelementptr inbounds %struct.Op, ptr %13, i32 0, i32 1
  %14 = load ptr, ptr %p45, align 8
  %zName = getelementptr inbounds %struct.Tab, ptr %14, i32 0, i32 0
  %15 = load ptr, ptr %zName, align 8
  store ptr %15, ptr %zP4, align 8
  br label %sw.epilog

sw.default:                                       ; preds = %entry
  %16 = load ptr, ptr %pOp.addr, align 8
  %p46 = getelementptr inbounds %struct.Op, ptr %16, i32 0, i32 1
  %17 = load ptr, ptr %p46, align 8
  store ptr %17, ptr %zP4, align 8
  br label %sw.epilog

sw.epilog:                                        ; preds = %sw.default, %sw.bb4, %if.then
  %18 = load ptr, ptr %zP4, align 8
  %cmp = icmp eq ptr %18, null
  br i1 %cmp, label %if.then8, label %if.end9

if.then8:                                         ; preds = %sw.epilog
  br label %return

if.end9:                                          ; preds = %sw.epilog
  %19 = load ptr, ptr %zP4, align 8
  call void @emit(ptr noundef %19)
  br label %return

return:                                           ; preds = %if.end9, %if.then8, %sw.bb1, %if.end
  ret void
}

declare void @emit(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %ops = alloca [4 x %struct.Op], align 16
  %t = alloca ptr, align 8
  %c = alloca ptr, align 8
  %m = alloca ptr, align 8
  %i = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 16) #3
  store ptr %call, ptr %t, align 8
  %call1 = call noalias ptr @malloc(i64 noundef 16) #3
  store ptr %call1, ptr %c, align 8
  %call2 = call noalias ptr @malloc(i64 noundef 24) #3
  store ptr %call2, ptr %m, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %0, i64 0
  %1 = load ptr, ptr %arrayidx, align 8
  %2 = load ptr, ptr %t, align 8
  %zName = getelementptr inbounds %struct.Tab, ptr %2, i32 0, i32 0
  store ptr %1, ptr %zName, align 8
  %3 = load i32, ptr %argc.addr, align 4
  %4 = load ptr, ptr %t, align 8
  %nCol = getelementptr inbounds %struct.Tab, ptr %4, i32 0, i32 1
  store i32 %3, ptr %nCol, align 8
  %5 = load ptr, ptr %argv.addr, align 8
  %arrayidx3 = getelementptr inbounds ptr, ptr %5, i64 0
  %6 = load ptr, ptr %arrayidx3, align 8
  %7 = load ptr, ptr %c, align 8
  %zName4 = getelementptr inbounds %struct.Coll, ptr %7, i32 0, i32 0
  store ptr %6, ptr %zName4, align 8
  %8 = load i32, ptr %argc.addr, align 4
  %9 = load ptr, ptr %c, align 8
  %enc = getelementptr inbounds %struct.Coll, ptr %9, i32 0, i32 1
  store i32 %8, ptr %enc, align 8
  %10 = load i32, ptr %argc.addr, align 4
  %conv = sext i32 %10 to i64
  %11 = load ptr, ptr %m, align 8
  %u = getelementptr inbounds %struct.Mem, ptr %11, i32 0, i32 0
  store i64 %conv, ptr %u, align 8
  %12 = load ptr, ptr %argv.addr, align 8
  %arrayidx5 = getelementptr inbounds ptr, ptr %12, i64 0
  %13 = load ptr, ptr %arrayidx5, align 8
  %14 = load ptr, ptr %m, align 8
  %z = getelementptr inbounds %struct.Mem, ptr %14, i32 0, i32 1
  store ptr %13, ptr %z, align 8
  %15 = load i32, ptr %argc.addr, align 4
  %conv6 = trunc i32 %15 to i16
  %16 = load ptr, ptr %m, align 8
  %flags = getelementptr inbounds %struct.Mem, ptr %16, i32 0, i32 2
  store i16 %conv6, ptr %flags, align 8
  %arrayidx7 = getelementptr inbounds [4 x %struct.Op], ptr %ops, i64 0, i64 0
  %op = getelementptr inbounds %struct.Op, ptr %arrayidx7, i32 0, i32 0
  store i32 1, ptr %op, align 16
  %17 = load ptr, ptr %m, align 8
  %arrayidx8 = getelementptr inbounds [4 x %struct.Op], ptr %ops, i64 0, i64 0
  %p4 = getelementptr inbounds %struct.Op, ptr %arrayidx8, i32 0, i32 1
  store ptr %17, ptr %p4, align 8
  %arrayidx9 = getelementptr inbounds [4 x %struct.Op], ptr %ops, i64 0, i64 1
  %op10 = getelementptr inbounds %struct.Op, ptr %arrayidx9, i32 0, i32 0
  store i32 2, ptr %op10, align 16
  %18 = load ptr, ptr %c, align 8
  %arrayidx11 = getelementptr inbounds [4 x %struct.Op], ptr %ops, i64 0, i64 1
  %p412 = getelementptr inbounds %struct.Op, ptr %arrayidx11, i32 0, i32 1
  store ptr %18, ptr %p412, align 8
  %arrayidx13 = getelementptr inbounds [4 x %struct.Op], ptr %ops, i64 0, i64 2
  %op14 = getelementptr inbounds %struct.Op, ptr %arrayidx13, i32 0, i32 0
  store i32 3, ptr %op14, align 16
  %19 = load ptr, ptr %t, align 8
  %arrayidx15 = getelementptr inbounds [4 x %struct.Op], ptr %ops, i64 0, i64 2
  %p416 = getelementptr inbounds %struct.Op, ptr %arrayidx15, i32 0, i32 1
  store ptr %19, ptr %p416, align 8
  %20 = load i32, ptr %argc.addr, align 4
  %arrayidx17 = getelementptr inbounds [4 x %struct.Op], ptr %ops, i64 0, i64 3
  %op18 = getelementptr inbounds %struct.Op, ptr %arrayidx17, i32 0, i32 0
  store i32 %20, ptr %op18, align 16
  %21 = load ptr, ptr %argv.addr, align 8
  %arrayidx19 = getelementptr inbounds ptr, ptr %21, i64 0
  %22 = load ptr, ptr %arrayidx19, align 8
  %arrayidx20 = getelementptr inbounds [4 x %struct.Op], ptr %ops, i64 0, i64 3
  %p421 = getelementptr inbounds %struct.Op, ptr %arrayidx20, i32 0, i32 1
  store ptr %22, ptr %p421, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %23 = load i32, ptr %i, align 4
  %cmp = icmp slt i32 %23, 4
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %24 = load i32, ptr %i, align 4
  %idxprom = sext i32 %24 to i64
  %arrayidx23 = getelementptr inbounds [4 x %struct.Op], ptr %ops, i64 0, i64 %idxprom
  call void @display(ptr noundef %arrayidx23)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %25 = load i32, ptr %i, align 4
  %inc = add nsw i32 %25, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %26 = load i32, ptr %argc.addr, align 4
  %and = and i32 %26, 3
  %idxprom24 = sext i32 %and to i64
  %arrayidx25 = getelementptr inbounds [4 x %struct.Op], ptr %ops, i64 0, i64 %idxprom24
  %p426 = getelementptr inbounds %struct.Op, ptr %arrayidx25, i32 0, i32 1
  %27 = load ptr, ptr %p426, align 8
  call void @sink(ptr noundef %27)
  ret i32 0
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

declare void @sink(ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) }

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
