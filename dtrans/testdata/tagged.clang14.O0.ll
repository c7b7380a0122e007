; ModuleID = 'tagged.c'
source_filename = "tagged.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Dec = type { i64, i32, i32, i32 }
%struct.Enc = type { i64, i64, i32 }

@gd = internal global %struct.Dec zeroinitializer, align 8
@ge = internal global %struct.Enc zeroinitializer, align 8
@dcur = dso_local global %struct.Dec* null, align 8
@ecur = dso_local global %struct.Enc* null, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @state(i32 noundef %kind) #0 {
entry:
  %kind.addr = alloca i32, align 4
  store i32 %kind, i32* %kind.addr, align 4
  %0 = load i32, i32* %kind.addr, align 4
  %tobool = icmp ne i32 %0, 0
  %1 = zext i1 %tobool to i64
  %cond = select i1 %tobool, i8* bitcast (%struct.Dec* @gd to i8*), i8* bitcast (%struct.Enc* @ge to i8*)
  ret i8* %cond
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @open(i32 noundef %kind) #0 {
entry:
  %kind.addr = alloca i32, align 4
  store i32 %kind, i32* %kind.addr, align 4
  %0 = load i32, i32* %kind.addr, align 4
  %call = call i8* @state(i32 noundef %0)
  %1 = bitcast i8* %call to %struct.Dec*
  store %struct.Dec* %1, %struct.Dec** @dcur, align 8
  %2 = load i32, i32* %kind.addr, align 4
  %add = add nsw i32 %2, 1
  %call1 = call i8* @state(i32 noundef %add)
  %3 = bitcast i8* %call1 to %struct.Enc*
  store %struct.Enc* %3, %struct.Enc** @ecur, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @decode(i32 noundef %n) #0 {
entry:
  %n.addr = alloca i32, align 4
  %d = alloca %struct.Dec*, align 8
  store i32 %n, i32* %n.addr, align 4
  %0 = load %struct.Dec*, %struct.Dec** @dcur, align 8
  store %struct.Dec* %0, %struct.Dec** %d, align 8
  %1 = load i32, i32* %n.addr, align 4
  %2 = load %struct.Dec*, %struct.Dec** %d, align 8
  %mode = getelementptr inbounds %struct.Dec, %struct.Dec* %2, i32 0, i32 2
  store i32 %1, i32* %mode, align 4
  %3 = load %struct.Dec*, %struct.Dec** %d, align 8
  %mode1 = getelementptr inbounds %struct.Dec, %struct.Dec* %3, i32 0, i32 2
  %4 = load %struct.Dec*, %struct.Dec** %d, align 8
  %len = getelementptr inbounds %struct.Dec, %struct.Dec* %4, i32 0, i32 1
  %5 = load i32, i32* %len, align 8
  call void @bump(i32* noundef %mode1, i32 noundef %5)
  %6 = load %struct.Dec*, %struct.Dec** %d, align 8
  %avail = getelementptr inbounds %struct.Dec, %struct.Dec* %6, i32 0, i32 3
  %7 = load i32, i32* %n.addr, align 4
  call void @bump(i32* noundef %avail, i32 noundef %7)
  %8 = load %struct.Dec*, %struct.Dec** %d, align 8
  %mode2 = getelementptr inbounds %struct.Dec, %struct.Dec* %8, i32 0, i32 2
  %9 = load i32, i32* %mode2, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump(i32* noundef %p, i32 noundef %by) #0 {
entry:
  %p.addr = alloca i32*, align 8
  %by.addr = alloca i32, align 4
  store i32* %p, i32** %p.addr, align 8
  store i32 %by, i32* %by.addr, align 4
  %0 = load i32, i32* %by.addr, align 4
  %1 = load i32*, i32** %p.addr, align 8
  %2 = load i32, i32* %1, align 4
  %add = add nsw i32 %2, %0
  store i32 %add, i32* %1, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @encode(i32 noundef %n) #0 {
entry:
  %n.addr = alloca i32, align 4
  %e = alloca %struct.Enc*, align 8
  store i32 %n, i32* %n.addr, align 4
  %0 = load %struct.Enc*, %struct.Enc** @ecur, align 8
  store %struct.Enc* %0, %struct.Enc** %e, align 8
  %1 = load i32, i32* %n.addr, align 4
  %conv = sext i32 %1 to i64
  %2 = load %struct.Enc*, %struct.Enc** %e, align 8
  %block = getelementptr inbounds %struct.Enc, %struct.Enc* %2, i32 0, i32 1
  %3 = load i64, i64* %block, align 8
  %add = add nsw i64 %3, %conv
  store i64 %add, i64* %block, align 8
  %4 = load i32, i32* %n.addr, align 4
  %5 = load %struct.Enc*, %struct.Enc** %e, align 8
  %level = getelementptr inbounds %struct.Enc, %struct.Enc* %5, i32 0, i32 2
  store i32 %4, i32* %level, align 8
  %6 = load %struct.Enc*, %struct.Enc** %e, align 8
  %block1 = getelementptr inbounds %struct.Enc, %struct.Enc* %6, i32 0, i32 1
  %7 = load i64, i64* %block1, align 8
  %8 = load %struct.Enc*, %struct.Enc** %e, align 8
  %total = getelementptr inbounds %struct.Enc, %struct.Enc* %8, i32 0, i32 0
  %9 = load i64, i64* %total, align 8
  %add2 = add nsw i64 %7, %9
  ret i64 %add2
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i32, i32* %argc.addr, align 4
  %and = and i32 %0, 1
  call void @open(i32 noundef %and)
  %1 = load i32, i32* %argc.addr, align 4
  %call = call i32 @decode(i32 noundef %1)
  %2 = load i32, i32* %argc.addr, align 4
  %call1 = call i64 @encode(i32 noundef %2)
  %conv = trunc i64 %call1 to i32
  %add = add nsw i32 %call, %conv
  ret i32 %add
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
