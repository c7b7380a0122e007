; ModuleID = 'testdata/castconst.c'
source_filename = "testdata/castconst.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.S = type { i8, i8, i32 }
%struct.Reg = type { i8*, i8* }

@.str = private unnamed_addr constant [5 x i8] c"glob\00", align 1
@g = internal global %struct.S { i8 42, i8 63, i32 1 }, align 4
@table = dso_local global [1 x %struct.Reg] [%struct.Reg { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds (%struct.S, %struct.S* @g, i32 0, i32 0) }], align 16
@h = internal global %struct.S { i8 37, i8 95, i32 2 }, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @use(%struct.S* noundef %p) #0 {
entry:
  %p.addr = alloca %struct.S*, align 8
  store %struct.S* %p, %struct.S** %p.addr, align 8
  %0 = load %struct.S*, %struct.S** %p.addr, align 8
  %n = getelementptr inbounds %struct.S, %struct.S* %0, i32 0, i32 2
  %1 = load i32, i32* %n, align 4
  ret i32 %1
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @registerH() #0 {
entry:
  call void @keep(i8* noundef getelementptr inbounds (%struct.S, %struct.S* @h, i32 0, i32 0))
  ret void
}

declare void @keep(i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @callUse() #0 {
entry:
  %call = call i32 @use(%struct.S* noundef @g)
  %call1 = call i32 @use(%struct.S* noundef @h)
  %add = add nsw i32 %call, %call1
  ret i32 %add
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
