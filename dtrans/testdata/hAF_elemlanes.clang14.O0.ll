; ModuleID = 'hAF_elemlanes.c'
source_filename = "hAF_elemlanes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.State = type { i8*, i32, double, i32, i32, double, i32, i32, [8 x %struct.Buf] }
%struct.Buf = type { i8*, i32, i32, i32, i32, i8* }

@st = dso_local global %struct.State zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @save(%struct.State* noundef %J) #0 {
entry:
  %J.addr = alloca %struct.State*, align 8
  %n = alloca i32, align 4
  store %struct.State* %J, %struct.State** %J.addr, align 8
  %0 = load %struct.State*, %struct.State** %J.addr, align 8
  %n1 = getelementptr inbounds %struct.State, %struct.State* %0, i32 0, i32 7
  %1 = load i32, i32* %n1, align 4
  store i32 %1, i32* %n, align 4
  %2 = load %struct.State*, %struct.State** %J.addr, align 8
  %env = getelementptr inbounds %struct.State, %struct.State* %2, i32 0, i32 0
  %3 = load i8*, i8** %env, align 8
  %4 = load %struct.State*, %struct.State** %J.addr, align 8
  %tb = getelementptr inbounds %struct.State, %struct.State* %4, i32 0, i32 8
  %5 = load i32, i32* %n, align 4
  %idxprom = sext i32 %5 to i64
  %arrayidx = getelementptr inbounds [8 x %struct.Buf], [8 x %struct.Buf]* %tb, i64 0, i64 %idxprom
  %env2 = getelementptr inbounds %struct.Buf, %struct.Buf* %arrayidx, i32 0, i32 0
  store i8* %3, i8** %env2, align 8
  %6 = load %struct.State*, %struct.State** %J.addr, align 8
  %a = getelementptr inbounds %struct.State, %struct.State* %6, i32 0, i32 1
  %7 = load i32, i32* %a, align 8
  %8 = load %struct.State*, %struct.State** %J.addr, align 8
  %tb3 = getelementptr inbounds %struct.State, %struct.State* %8, i32 0, i32 8
  %9 = load i32, i32* %n, align 4
  %idxprom4 = sext i32 %9 to i64
  %arrayidx5 = getelementptr inbounds [8 x %struct.Buf], [8 x %struct.Buf]* %tb3, i64 0, i64 %idxprom4
  %a6 = getelementptr inbounds %struct.Buf, %struct.Buf* %arrayidx5, i32 0, i32 1
  store i32 %7, i32* %a6, align 8
  %10 = load %struct.State*, %struct.State** %J.addr, align 8
  %top = getelementptr inbounds %struct.State, %struct.State* %10, i32 0, i32 3
  %11 = load i32, i32* %top, align 8
  %12 = load %struct.State*, %struct.State** %J.addr, align 8
  %tb7 = getelementptr inbounds %struct.State, %struct.State* %12, i32 0, i32 8
  %13 = load i32, i32* %n, align 4
  %idxprom8 = sext i32 %13 to i64
  %arrayidx9 = getelementptr inbounds [8 x %struct.Buf], [8 x %struct.Buf]* %tb7, i64 0, i64 %idxprom8
  %top10 = getelementptr inbounds %struct.Buf, %struct.Buf* %arrayidx9, i32 0, i32 2
  store i32 %11, i32* %top10, align 4
  %14 = load %struct.State*, %struct.State** %J.addr, align 8
  %bot = getelementptr inbounds %struct.State, %struct.State* %14, i32 0, i32 4
  %15 = load i32, i32* %bot, align 4
  %16 = load %struct.State*, %struct.State** %J.addr, align 8
  %tb11 = getelementptr inbounds %struct.State, %struct.State* %16, i32 0, i32 8
  %17 = load i32, i32* %n, align 4
  %idxprom12 = sext i32 %17 to i64
  %arrayidx13 = getelementptr inbounds [8 x %struct.Buf], [8 x %struct.Buf]* %tb11, i64 0, i64 %idxprom12
  %bot14 = getelementptr inbounds %struct.Buf, %struct.Buf* %arrayidx13, i32 0, i32 3
  store i32 %15, i32* %bot14, align 8
  %18 = load %struct.State*, %struct.State** %J.addr, align 8
  %c = getelementptr inbounds %struct.State, %struct.State* %18, i32 0, i32 6
  %19 = load i32, i32* %c, align 8
  %20 = load %struct.State*, %struct.State** %J.addr, align 8
  %tb15 = getelementptr inbounds %struct.State, %struct.State* %20, i32 0, i32 8
  %21 = load i32, i32* %n, align 4
  %idxprom16 = sext i32 %21 to i64
  %arrayidx17 = getelementptr inbounds [8 x %struct.Buf], [8 x %struct.Buf]* %tb15, i64 0, i64 %idxprom16
  %c18 = getelementptr inbounds %struct.Buf, %struct.Buf* %arrayidx17, i32 0, i32 4
  store i32 %19, i32* %c18, align 4
  %22 = load %struct.State*, %struct.State** %J.addr, align 8
  %tb19 = getelementptr inbounds %struct.State, %struct.State* %22, i32 0, i32 8
  %23 = load i32, i32* %n, align 4
  %idxprom20 = sext i32 %23 to i64
  %arrayidx21 = getelementptr inbounds [8 x %struct.Buf], [8 x %struct.Buf]* %tb19, i64 0, i64 %idxprom20
  %pc = getelementptr inbounds %struct.Buf, %struct.Buf* %arrayidx21, i32 0, i32 5
  store i8* null, i8** %pc, align 8
  %24 = load i32, i32* %n, align 4
  %add = add nsw i32 %24, 1
  %25 = load %struct.State*, %struct.State** %J.addr, align 8
  %n22 = getelementptr inbounds %struct.State, %struct.State* %25, i32 0, i32 7
  store i32 %add, i32* %n22, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @restore(%struct.State* noundef %J) #0 {
entry:
  %J.addr = alloca %struct.State*, align 8
  %n = alloca i32, align 4
  store %struct.State* %J, %struct.State** %J.addr, align 8
  %0 = load %struct.State*, %struct.State** %J.addr, align 8
  %n1 = getelementptr inbounds %struct.State, %struct.State* %0, i32 0, i32 7
  %1 = load i32, i32* %n1, align 4
  %dec = add nsw i32 %1, -1
  store i32 %dec, i32* %n1, align 4
  store i32 %dec, i32* %n, align 4
  %2 = load %struct.State*, %struct.State** %J.addr, align 8
  %tb = getelementptr inbounds %struct.State, %struct.State* %2, i32 0, i32 8
  %3 = load i32, i32* %n, align 4
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds [8 x %struct.Buf], [8 x %struct.Buf]* %tb, i64 0, i64 %idxprom
  %env = getelementptr inbounds %struct.Buf, %struct.Buf* %arrayidx, i32 0, i32 0
  %4 = load i8*, i8** %env, align 8
  %5 = load %struct.State*, %struct.State** %J.addr, align 8
  %env2 = getelementptr inbounds %struct.State, %struct.State* %5, i32 0, i32 0
  store i8* %4, i8** %env2, align 8
  %6 = load %struct.State*, %struct.State** %J.addr, align 8
  %tb3 = getelementptr inbounds %struct.State, %struct.State* %6, i32 0, i32 8
  %7 = load i32, i32* %n, align 4
  %idxprom4 = sext i32 %7 to i64
  %arrayidx5 = getelementptr inbounds [8 x %struct.Buf], [8 x %struct.Buf]* %tb3, i64 0, i64 %idxprom4
  %a = getelementptr inbounds %struct.Buf, %struct.Buf* %arrayidx5, i32 0, i32 1
  %8 = load i32, i32* %a, align 8
  %9 = load %struct.State*, %struct.State** %J.addr, align 8
  %a6 = getelementptr inbounds %struct.State, %struct.State* %9, i32 0, i32 1
  store i32 %8, i32* %a6, align 8
  %10 = load %struct.State*, %struct.State** %J.addr, align 8
  %tb7 = getelementptr inbounds %struct.State, %struct.State* %10, i32 0, i32 8
  %11 = load i32, i32* %n, align 4
  %idxprom8 = sext i32 %11 to i64
  %arrayidx9 = getelementptr inbounds [8 x %struct.Buf], [8 x %struct.Buf]* %tb7, i64 0, i64 %idxprom8
  %top = getelementptr inbounds %struct.Buf, %struct.Buf* %arrayidx9, i32 0, i32 2
  %12 = load i32, i32* %top, align 4
  %13 = load %struct.State*, %struct.State** %J.addr, align 8
  %top10 = getelementptr inbounds %struct.State, %struct.State* %13, i32 0, i32 3
  store i32 %12, i32* %top10, align 8
  %14 = load %struct.State*, %struct.State** %J.addr, align 8
  %tb11 = getelementptr inbounds %struct.State, %struct.State* %14, i32 0, i32 8
  %15 = load i32, i32* %n, align 4
  %idxprom12 = sext i32 %15 to i64
  %arrayidx13 = getelementptr inbounds [8 x %struct.Buf], [8 x %struct.Buf]* %tb11, i64 0, i64 %idxprom12
  %bot = getelementptr inbounds %struct.Buf, %struct.Buf* %arrayidx13, i32 0, i32 3
  %16 = load i32, i32* %bot, align 8
  %17 = load %struct.State*, %struct.State** %J.addr, align 8
  %bot14 = getelementptr inbounds %struct.State, %struct.State* %17, i32 0, i32 4
  store i32 %16, i32* %bot14, align 4
  %18 = load %struct.State*, %struct.State** %J.addr, align 8
  %tb15 = getelementptr inbounds %struct.State, %struct.State* %18, i32 0, i32 8
  %19 = load i32, i32* %n, align 4
  %idxprom16 = sext i32 %19 to i64
  %arrayidx17 = getelementptr inbounds [8 x %struct.Buf], [8 x %struct.Buf]* %tb15, i64 0, i64 %idxprom16
  %c = getelementptr inbounds %struct.Buf, %struct.Buf* %arrayidx17, i32 0, i32 4
  %20 = load i32, i32* %c, align 4
  %21 = load %struct.State*, %struct.State** %J.addr, align 8
  %c18 = getelementptr inbounds %struct.State, %struct.State* %21, i32 0, i32 6
  store i32 %20, i32* %c18, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  call void @save(%struct.State* noundef @st)
  call void @restore(%struct.State* noundef @st)
  %0 = load i32, i32* getelementptr inbounds (%struct.State, %struct.State* @st, i32 0, i32 3), align 8
  ret i32 %0
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
