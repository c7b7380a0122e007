; ModuleID = 'hP_castbase.c'
source_filename = "hP_castbase.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Cur = type { i8, i32, i64 }
%struct.Other = type { i64, i64 }

@slots = dso_local global [4 x ptr] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @look(ptr noundef %c) #0 {
entry:
  %c.addr = alloca ptr, align 8
  store ptr %c, ptr %c.addr, align 8
  %0 = load ptr, ptr %c.addr, align 8
  %n = getelementptr inbounds %struct.Cur, ptr %0, i32 0, i32 1
  %1 = load i32, ptr %n, align 4
  %2 = load ptr, ptr %c.addr, align 8
  %pos = getelementptr inbounds %struct.Cur, ptr %2, i32 0, i32 2
  %3 = load i64, ptr %pos, align 8
  %conv = trunc i64 %3 to i32
  %add = add nsw i32 %1, %conv
  %4 = load ptr, ptr %c.addr, align 8
  %5 = load i8, ptr %4, align 1
  %conv1 = zext i8 %5 to i32
  %add2 = add nsw i32 %add, %conv1
  ret i32 %add2
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @other(ptr noundef %o) #0 {
entry:
  %o.addr = alloca ptr, align 8
  store ptr %o, ptr %o.addr, align 8
  %0 = load ptr, ptr %o.addr, align 8
  %x = getelementptr inbounds %struct.Other, ptr %0, i32 0, i32 0
  %1 = load i64, ptr %x, align 8
  %2 = load ptr, ptr %o.addr, align 8
  %y = getelementptr inbounds %struct.Other, ptr %2, i32 0, i32 1
  %3 = load i64, ptr %y, align 8
  %sub = sub nsw i64 %1, %3
  ret i64 %sub
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %c = alloca ptr, align 8
  %o = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 16) #2
  store ptr %call, ptr %c, align 8
  %call1 = call noalias ptr @malloc(i64 noundef 16) #2
  store ptr %call1, ptr %o, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %1 = load ptr, ptr %c, align 8
  %tobool = icmp ne ptr %1, null
  br i1 %tobool, label %lor.lhs.false, label %if.then

lor.lhs.false:                                    ; preds = %entry
  %2 = load ptr, ptr %o, align 8
  %tobool2 = icmp ne ptr %2, null
  br i1 %tobool2, label %if.end, label %if.then

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %3 = load ptr, ptr %c, align 8
  %state = getelementptr inbounds %struct.Cur, ptr %3, i32 0, i32 0
  store i8 1, ptr %state, align 8
  %4 = load i32, ptr %argc.addr, align 4
  %5 = load ptr, ptr %c, align 8
  %n = getelementptr inbounds %struct.Cur, ptr %5, i32 0, i32 1
  store i32 %4, ptr %n, align 4
  %6 = load ptr, ptr %c, align 8
  %pos = getelementptr inbounds %struct.Cur, ptr %6, i32 0, i32 2
  store i64 3, ptr %pos, align 8
  %7 = load i32, ptr %argc.addr, align 4
  %conv = sext i32 %7 to i64
  %8 = load ptr, ptr %o, align 8
  %x = getelementptr inbounds %struct.Other, ptr %8, i32 0, i32 0
  store i64 %conv, ptr %x, align 8
  %9 = load i32, ptr %argc.addr, align 4
  %mul = mul nsw i32 2, %9
  %add = add nsw i32 %mul, 1
  %conv3 = sext i32 %add to i64
  %10 = load ptr, ptr %o, align 8
  %y = getelementptr inbounds %struct.Other, ptr %10, i32 0, i32 1
  store i64 %conv3, ptr %y, align 8
  %11 = load ptr, ptr %c, align 8
  %12 = load i32, ptr %argc.addr, align 4
  %and = and i32 %12, 1
  %idxprom = sext i32 %and to i64
  %arrayidx = getelementptr inbounds [4 x ptr], ptr @slots, i64 0, i64 %idxprom
  store ptr %11, ptr %arrayidx, align 8
  %13 = load ptr, ptr %o, align 8
  %14 = load i32, ptr %argc.addr, align 4
  %add4 = add nsw i32 %14, 1
  %and5 = and i32 %add4, 1
  %idxprom6 = sext i32 %and5 to i64
  %arrayidx7 = getelementptr inbounds [4 x ptr], ptr @slots, i64 0, i64 %idxprom6
  store ptr %13, ptr %arrayidx7, align 8
  %15 = load i32, ptr %argc.addr, align 4
  %and8 = and i32 %15, 1
  %idxprom9 = sext i32 %and8 to i64
  %arrayidx10 = getelementptr inbounds [4 x ptr], ptr @slots, i64 0, i64 %idxprom9
  %16 = load ptr, ptr %arrayidx10, align 8
  %call11 = call i32 @look(ptr noundef %16)
  %17 = load i32, ptr %argc.addr, align 4
  %add12 = add nsw i32 %17, 1
  %and13 = and i32 %add12, 1
  %idxprom14 = sext i32 %and13 to i64
  %arrayidx15 = getelementptr inbounds [4 x ptr], ptr @slots, i64 0, i64 %idxprom14
  %18 = load ptr, ptr %arrayidx15, align 8
  %call16 = call i64 @other(ptr noundef %18)
  %conv17 = trunc i64 %call16 to i32
  %add18 = add nsw i32 %call11, %conv17
  store i32 %add18, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %19 = load i32, ptr %retval, align 4
  ret i32 %19
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
