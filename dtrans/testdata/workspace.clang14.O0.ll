; ModuleID = 'workspace.c'
source_filename = "workspace.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.anchor = type { %struct.anchor*, i32, i32 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @work(%struct.anchor* noundef %a, i32 noundef %n) #0 {
entry:
  %a.addr = alloca %struct.anchor*, align 8
  %n.addr = alloca i32, align 4
  %used = alloca i32, align 4
  %p = alloca %struct.anchor*, align 8
  store %struct.anchor* %a, %struct.anchor** %a.addr, align 8
  store i32 %n, i32* %n.addr, align 4
  store i32 0, i32* %used, align 4
  %0 = load %struct.anchor*, %struct.anchor** %a.addr, align 8
  store %struct.anchor* %0, %struct.anchor** %p, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load %struct.anchor*, %struct.anchor** %p, align 8
  %cmp = icmp ne %struct.anchor* %1, null
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load %struct.anchor*, %struct.anchor** %p, align 8
  %size = getelementptr inbounds %struct.anchor, %struct.anchor* %2, i32 0, i32 1
  %3 = load i32, i32* %size, align 8
  %4 = load %struct.anchor*, %struct.anchor** %p, align 8
  %free = getelementptr inbounds %struct.anchor, %struct.anchor* %4, i32 0, i32 2
  %5 = load i32, i32* %free, align 4
  %sub = sub i32 %3, %5
  %6 = load i32, i32* %used, align 4
  %add = add nsw i32 %6, %sub
  store i32 %add, i32* %used, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %7 = load %struct.anchor*, %struct.anchor** %p, align 8
  %next = getelementptr inbounds %struct.anchor, %struct.anchor* %7, i32 0, i32 0
  %8 = load %struct.anchor*, %struct.anchor** %next, align 8
  store %struct.anchor* %8, %struct.anchor** %p, align 8
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %9 = load i32, i32* %used, align 4
  %10 = load i32, i32* %n.addr, align 4
  %add1 = add nsw i32 %9, %10
  ret i32 %add1
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @run(i32 noundef %n) #0 {
entry:
  %n.addr = alloca i32, align 4
  %ws = alloca [256 x i32], align 16
  %a = alloca %struct.anchor*, align 8
  store i32 %n, i32* %n.addr, align 4
  %arraydecay = getelementptr inbounds [256 x i32], [256 x i32]* %ws, i64 0, i64 0
  %0 = bitcast i32* %arraydecay to %struct.anchor*
  store %struct.anchor* %0, %struct.anchor** %a, align 8
  %1 = load %struct.anchor*, %struct.anchor** %a, align 8
  %next = getelementptr inbounds %struct.anchor, %struct.anchor* %1, i32 0, i32 0
  store %struct.anchor* null, %struct.anchor** %next, align 8
  %2 = load %struct.anchor*, %struct.anchor** %a, align 8
  %size = getelementptr inbounds %struct.anchor, %struct.anchor* %2, i32 0, i32 1
  store i32 256, i32* %size, align 8
  %3 = load %struct.anchor*, %struct.anchor** %a, align 8
  %free = getelementptr inbounds %struct.anchor, %struct.anchor* %3, i32 0, i32 2
  store i32 252, i32* %free, align 4
  %4 = load %struct.anchor*, %struct.anchor** %a, align 8
  %5 = load i32, i32* %n.addr, align 4
  %call = call i32 @work(%struct.anchor* noundef %4, i32 noundef %5)
  ret i32 %call
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
  %0 = load i8**, i8*** %argv.addr, align 8
  %1 = load i32, i32* %argc.addr, align 4
  %call = call i32 @run(i32 noundef %1)
  ret i32 %call
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
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
