; ModuleID = 'hAF_elemlanes.c'
source_filename = "hAF_elemlanes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.State = type { ptr, i32, double, i32, i32, double, i32, i32, [8 x %struct.Buf] }
%struct.Buf = type { ptr, i32, i32, i32, i32, ptr }

@st = dso_local global %struct.State zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @save(ptr noundef %J) #0 {
entry:
  %J.addr = alloca ptr, align 8
  %n = alloca i32, align 4
  store ptr %J, ptr %J.addr, align 8
  %0 = load ptr, ptr %J.addr, align 8
  %n1 = getelementptr inbounds %struct.State, ptr %0, i32 0, i32 7
  %1 = load i32, ptr %n1, align 4
  store i32 %1, ptr %n, align 4
  %2 = load ptr, ptr %J.addr, align 8
  %env = getelementptr inbounds %struct.State, ptr %2, i32 0, i32 0
  %3 = load ptr, ptr %env, align 8
  %4 = load ptr, ptr %J.addr, align 8
  %tb = getelementptr inbounds %struct.State, ptr %4, i32 0, i32 8
  %5 = load i32, ptr %n, align 4
  %idxprom = sext i32 %5 to i64
  %arrayidx = getelementptr inbounds [8 x %struct.Buf], ptr %tb, i64 0, i64 %idxprom
  %env2 = getelementptr inbounds %struct.Buf, ptr %arrayidx, i32 0, i32 0
  store ptr %3, ptr %env2, align 8
  %6 = load ptr, ptr %J.addr, align 8
  %a = getelementptr inbounds %struct.State, ptr %6, i32 0, i32 1
  %7 = load i32, ptr %a, align 8
  %8 = load ptr, ptr %J.addr, align 8
  %tb3 = getelementptr inbounds %struct.State, ptr %8, i32 0, i32 8
  %9 = load i32, ptr %n, align 4
  %idxprom4 = sext i32 %9 to i64
  %arrayidx5 = getelementptr inbounds [8 x %struct.Buf], ptr %tb3, i64 0, i64 %idxprom4
  %a6 = getelementptr inbounds %struct.Buf, ptr %arrayidx5, i32 0, i32 1
  store i32 %7, ptr %a6, align 8
  %10 = load ptr, ptr %J.addr, align 8
  %top = getelementptr inbounds %struct.State, ptr %10, i32 0, i32 3
  %11 = load i32, ptr %top, align 8
  %12 = load ptr, ptr %J.addr, align 8
  %tb7 = getelementptr inbounds %struct.State, ptr %12, i32 0, i32 8
  %13 = load i32, ptr %n, align 4
  %idxprom8 = sext i32 %13 to i64
  %arrayidx9 = getelementptr inbounds [8 x %struct.Buf], ptr %tb7, i64 0, i64 %idxprom8
  %top10 = getelementptr inbounds %struct.Buf, ptr %arrayidx9, i32 0, i32 2
  store i32 %11, ptr %top10, align 4
  %14 = load ptr, ptr %J.addr, align 8
  %bot = getelementptr inbounds %struct.State, ptr %14, i32 0, i32 4
  %15 = load i32, ptr %bot, align 4
  %16 = load ptr, ptr %J.addr, align 8
  %tb11 = getelementptr inbounds %struct.State, ptr %16, i32 0, i32 8
  %17 = load i32, ptr %n, align 4
  %idxprom12 = sext i32 %17 to i64
  %arrayidx13 = getelementptr inbounds [8 x %struct.Buf], ptr %tb11, i64 0, i64 %idxprom12
  %bot14 = getelementptr inbounds %struct.Buf, ptr %arrayidx13, i32 0, i32 3
  store i32 %15, ptr %bot14, align 8
  %18 = load ptr, ptr %J.addr, align 8
  %c = getelementptr inbounds %struct.State, ptr %18, i32 0, i32 6
  %19 = load i32, ptr %c, align 8
  %20 = load ptr, ptr %J.addr, align 8
  %tb15 = getelementptr inbounds %struct.State, ptr %20, i32 0, i32 8
  %21 = load i32, ptr %n, align 4
  %idxprom16 = sext i32 %21 to i64
  %arrayidx17 = getelementptr inbounds [8 x %struct.Buf], ptr %tb15, i64 0, i64 %idxprom16
  %c18 = getelementptr inbounds %struct.Buf, ptr %arrayidx17, i32 0, i32 4
  store i32 %19, ptr %c18, align 4
  %22 = load ptr, ptr %J.addr, align 8
  %tb19 = getelementptr inbounds %struct.State, ptr %22, i32 0, i32 8
  %23 = load i32, ptr %n, align 4
  %idxprom20 = sext i32 %23 to i64
  %arrayidx21 = getelementptr inbounds [8 x %struct.Buf], ptr %tb19, i64 0, i64 %idxprom20
  %pc = getelementptr inbounds %struct.Buf, ptr %arrayidx21, i32 0, i32 5
  store ptr null, ptr %pc, align 8
  %24 = load i32, ptr %n, align 4
  %add = add nsw i32 %24, 1
  %25 = load ptr, ptr %J.addr, align 8
  %n22 = getelementptr inbounds %struct.State, ptr %25, i32 0, i32 7
  store i32 %add, ptr %n22, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @restore(ptr noundef %J) #0 {
entry:
  %J.addr = alloca ptr, align 8
  %n = alloca i32, align 4
  store ptr %J, ptr %J.addr, align 8
  %0 = load ptr, ptr %J.addr, align 8
  %n1 = getelementptr inbounds %struct.State, ptr %0, i32 0, i32 7
  %1 = load i32, ptr %n1, align 4
  %dec = add nsw i32 %1, -1
  store i32 %dec, ptr %n1, align 4
  store i32 %dec, ptr %n, align 4
  %2 = load ptr, ptr %J.addr, align 8
  %tb = getelementptr inbounds %struct.State, ptr %2, i32 0, i32 8
  %3 = load i32, ptr %n, align 4
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds [8 x %struct.Buf], ptr %tb, i64 0, i64 %idxprom
  %env = getelementptr inbounds %struct.Buf, ptr %arrayidx, i32 0, i32 0
  %4 = load ptr, ptr %env, align 8
  %5 = load ptr, ptr %J.addr, align 8
  %env2 = getelementptr inbounds %struct.State, ptr %5, i32 0, i32 0
  store ptr %4, ptr %env2, align 8
  %6 = load ptr, ptr %J.addr, align 8
  %tb3 = getelementptr inbounds %struct.State, ptr %6, i32 0, i32 8
  %7 = load i32, ptr %n, align 4
  %idxprom4 = sext i32 %7 to i64
  %arrayidx5 = getelementptr inbounds [8 x %struct.Buf], ptr %tb3, i64 0, i64 %idxprom4
  %a = getelementptr inbounds %struct.Buf, ptr %arrayidx5, i32 0, i32 1
  %8 = load i32, ptr %a, align 8
  %9 = load ptr, ptr %J.addr, align 8
  %a6 = getelementptr inbounds %struct.State, ptr %9, i32 0, i32 1
  store i32 %8, ptr %a6, align 8
  %10 = load ptr, ptr %J.addr, align 8
  %tb7 = getelementptr inbounds %struct.State, ptr %10, i32 0, i32 8
  %11 = load i32, ptr %n, align 4
  %idxprom8 = sext i32 %11 to i64
  %arrayidx9 = getelementptr inbounds [8 x %struct.Buf], ptr %tb7, i64 0, i64 %idxprom8
  %top = getelementptr inbounds %struct.Buf, ptr %arrayidx9, i32 0, i32 2
  %12 = load i32, ptr %top, align 4
  %13 = load ptr, ptr %J.addr, align 8
  %top10 = getelementptr inbounds %struct.State, ptr %13, i32 0, i32 3
  store i32 %12, ptr %top10, align 8
  %14 = load ptr, ptr %J.addr, align 8
  %tb11 = getelementptr inbounds %struct.State, ptr %14, i32 0, i32 8
  %15 = load i32, ptr %n, align 4
  %idxprom12 = sext i32 %15 to i64
  %arrayidx13 = getelementptr inbounds [8 x %struct.Buf], ptr %tb11, i64 0, i64 %idxprom12
  %bot = getelementptr inbounds %struct.Buf, ptr %arrayidx13, i32 0, i32 3
  %16 = load i32, ptr %bot, align 8
  %17 = load ptr, ptr %J.addr, align 8
  %bot14 = getelementptr inbounds %struct.State, ptr %17, i32 0, i32 4
  store i32 %16, ptr %bot14, align 4
  %18 = load ptr, ptr %J.addr, align 8
  %tb15 = getelementptr inbounds %struct.State, ptr %18, i32 0, i32 8
  %19 = load i32, ptr %n, align 4
  %idxprom16 = sext i32 %19 to i64
  %arrayidx17 = getelementptr inbounds [8 x %struct.Buf], ptr %tb15, i64 0, i64 %idxprom16
  %c = getelementptr inbounds %struct.Buf, ptr %arrayidx17, i32 0, i32 4
  %20 = load i32, ptr %c, align 4
  %21 = load ptr, ptr %J.addr, align 8
  %c18 = getelementptr inbounds %struct.State, ptr %21, i32 0, i32 6
  store i32 %20, ptr %c18, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  call void @save(ptr noundef @st)
  call void @restore(ptr noundef @st)
  %0 = load i32, ptr getelementptr inbounds (%struct.State, ptr @st, i32 0, i32 3), align 8
  ret i32 %0
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
