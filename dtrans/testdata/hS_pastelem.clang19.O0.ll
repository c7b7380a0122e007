; ModuleID = 'hS_pastelem.c'
source_filename = "hS_pastelem.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Op = type { i8, i32, %union.P4 }
%union.P4 = type { ptr }
%struct.Other = type { i64, i64, i64 }

@slots = dso_local global [2 x ptr] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fill(ptr noundef %aOp, i32 noundef %i) #0 {
entry:
  %aOp.addr = alloca ptr, align 8
  %i.addr = alloca i32, align 4
  %pOp = alloca ptr, align 8
  store ptr %aOp, ptr %aOp.addr, align 8
  store i32 %i, ptr %i.addr, align 4
  %0 = load ptr, ptr %aOp.addr, align 8
  %1 = load i32, ptr %i.addr, align 4
  %idxprom = sext i32 %1 to i64
  %arrayidx = getelementptr inbounds %struct.Op, ptr %0, i64 %idxprom
  store ptr %arrayidx, ptr %pOp, align 8
  %2 = load i32, ptr %i.addr, align 4
  %cmp = icmp slt i32 %2, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %3 = load ptr, ptr %aOp.addr, align 8
  %c = getelementptr inbounds %struct.Other, ptr %3, i32 0, i32 2
  store i64 0, ptr %c, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %4 = load ptr, ptr %pOp, align 8
  %arrayidx1 = getelementptr inbounds %struct.Op, ptr %4, i64 0
  %opcode = getelementptr inbounds %struct.Op, ptr %arrayidx1, i32 0, i32 0
  store i8 1, ptr %opcode, align 8
  %5 = load ptr, ptr %pOp, align 8
  %arrayidx2 = getelementptr inbounds %struct.Op, ptr %5, i64 0
  %p4 = getelementptr inbounds %struct.Op, ptr %arrayidx2, i32 0, i32 2
  store ptr null, ptr %p4, align 8
  %6 = load ptr, ptr %pOp, align 8
  %arrayidx3 = getelementptr inbounds %struct.Op, ptr %6, i64 1
  %opcode4 = getelementptr inbounds %struct.Op, ptr %arrayidx3, i32 0, i32 0
  store i8 2, ptr %opcode4, align 8
  %7 = load ptr, ptr %pOp, align 8
  %arrayidx5 = getelementptr inbounds %struct.Op, ptr %7, i64 1
  %p46 = getelementptr inbounds %struct.Op, ptr %arrayidx5, i32 0, i32 2
  store ptr null, ptr %p46, align 8
  %8 = load ptr, ptr %pOp, align 8
  %arrayidx7 = getelementptr inbounds %struct.Op, ptr %8, i64 2
  %opcode8 = getelementptr inbounds %struct.Op, ptr %arrayidx7, i32 0, i32 0
  store i8 3, ptr %opcode8, align 8
  %9 = load ptr, ptr %pOp, align 8
  %arrayidx9 = getelementptr inbounds %struct.Op, ptr %9, i64 2
  %p410 = getelementptr inbounds %struct.Op, ptr %arrayidx9, i32 0, i32 2
  store ptr null, ptr %p410, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %o = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 128) #3
  store ptr %call, ptr @slots, align 16
  %call1 = call noalias ptr @malloc(i64 noundef 24) #3
  store ptr %call1, ptr getelementptr inbounds ([2 x ptr], ptr @slots, i64 0, i64 1), align 8
  %0 = load i32, ptr %argc.addr, align 4
  %and = and i32 %0, 1
  %idxprom = sext i32 %and to i64
  %arrayidx = getelementptr inbounds [2 x ptr], ptr @slots, i64 0, i64 %idxprom
  %1 = load ptr, ptr %arrayidx, align 8
  store ptr %1, ptr %o, align 8
  %2 = load i32, ptr %argc.addr, align 4
  %conv = sext i32 %2 to i64
  %3 = load ptr, ptr %o, align 8
  %a = getelementptr inbounds %struct.Other, ptr %3, i32 0, i32 0
  store i64 %conv, ptr %a, align 8
  %4 = load ptr, ptr %o, align 8
  %a2 = getelementptr inbounds %struct.Other, ptr %4, i32 0, i32 0
  %5 = load i64, ptr %a2, align 8
  %add = add nsw i64 %5, 1
  %6 = load ptr, ptr %o, align 8
  %b = getelementptr inbounds %struct.Other, ptr %6, i32 0, i32 1
  store i64 %add, ptr %b, align 8
  %7 = load ptr, ptr %o, align 8
  %b3 = getelementptr inbounds %struct.Other, ptr %7, i32 0, i32 1
  %8 = load i64, ptr %b3, align 8
  %add4 = add nsw i64 %8, 1
  %9 = load ptr, ptr %o, align 8
  %c = getelementptr inbounds %struct.Other, ptr %9, i32 0, i32 2
  store i64 %add4, ptr %c, align 8
  %10 = load i32, ptr %argc.addr, align 4
  %and5 = and i32 %10, 1
  %idxprom6 = sext i32 %and5 to i64
  %arrayidx7 = getelementptr inbounds [2 x ptr], ptr @slots, i64 0, i64 %idxprom6
  %11 = load ptr, ptr %arrayidx7, align 8
  %12 = load i32, ptr %argc.addr, align 4
  %and8 = and i32 %12, 3
  call void @fill(ptr noundef %11, i32 noundef %and8)
  %13 = load ptr, ptr @slots, align 16
  call void @free(ptr noundef %13) #4
  %14 = load ptr, ptr getelementptr inbounds ([2 x ptr], ptr @slots, i64 0, i64 1), align 8
  call void @free(ptr noundef %14) #4
  ret i32 0
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

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
