; ModuleID = 'hI_standin.c'
source_filename = "hI_standin.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Other = type { double, i64 }
%struct.Sel = type { i8, i16, i32, [2 x i32], %struct.Sel* }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @alloc(i64 noundef %n) #0 {
entry:
  %n.addr = alloca i64, align 8
  store i64 %n, i64* %n.addr, align 8
  %0 = load i64, i64* %n.addr, align 8
  %call = call i8* @gen_alloc(i64 noundef %0)
  ret i8* %call
}

declare i8* @gen_alloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.Other* @newOther() #0 {
entry:
  %o = alloca %struct.Other*, align 8
  %call = call i8* @alloc(i64 noundef 16)
  %0 = bitcast i8* %call to %struct.Other*
  store %struct.Other* %0, %struct.Other** %o, align 8
  %1 = load %struct.Other*, %struct.Other** %o, align 8
  %x = getelementptr inbounds %struct.Other, %struct.Other* %1, i32 0, i32 0
  store double 1.000000e+00, double* %x, align 8
  %2 = load %struct.Other*, %struct.Other** %o, align 8
  %y = getelementptr inbounds %struct.Other, %struct.Other* %2, i32 0, i32 1
  store i64 2, i64* %y, align 8
  %3 = load %struct.Other*, %struct.Other** %o, align 8
  ret %struct.Other* %3
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.Sel* @newSel(i32 noundef %a) #0 {
entry:
  %retval = alloca %struct.Sel*, align 8
  %a.addr = alloca i32, align 4
  %standin = alloca %struct.Sel, align 8
  %p = alloca %struct.Sel*, align 8
  store i32 %a, i32* %a.addr, align 4
  %call = call i8* @alloc(i64 noundef 24)
  %0 = bitcast i8* %call to %struct.Sel*
  store %struct.Sel* %0, %struct.Sel** %p, align 8
  %1 = load %struct.Sel*, %struct.Sel** %p, align 8
  %cmp = icmp eq %struct.Sel* %1, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store %struct.Sel* %standin, %struct.Sel** %p, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %2 = load %struct.Sel*, %struct.Sel** %p, align 8
  %op = getelementptr inbounds %struct.Sel, %struct.Sel* %2, i32 0, i32 0
  store i8 1, i8* %op, align 8
  %3 = load i32, i32* %a.addr, align 4
  %4 = load %struct.Sel*, %struct.Sel** %p, align 8
  %a1 = getelementptr inbounds %struct.Sel, %struct.Sel* %4, i32 0, i32 2
  store i32 %3, i32* %a1, align 4
  %5 = load %struct.Sel*, %struct.Sel** %p, align 8
  %eph = getelementptr inbounds %struct.Sel, %struct.Sel* %5, i32 0, i32 3
  %arrayidx = getelementptr inbounds [2 x i32], [2 x i32]* %eph, i64 0, i64 0
  store i32 -1, i32* %arrayidx, align 8
  %6 = load %struct.Sel*, %struct.Sel** %p, align 8
  %eph2 = getelementptr inbounds %struct.Sel, %struct.Sel* %6, i32 0, i32 3
  %arrayidx3 = getelementptr inbounds [2 x i32], [2 x i32]* %eph2, i64 0, i64 1
  store i32 -1, i32* %arrayidx3, align 4
  %7 = load %struct.Sel*, %struct.Sel** %p, align 8
  %prior = getelementptr inbounds %struct.Sel, %struct.Sel* %7, i32 0, i32 4
  store %struct.Sel* null, %struct.Sel** %prior, align 8
  %8 = load %struct.Sel*, %struct.Sel** %p, align 8
  call void @use(%struct.Sel* noundef %8)
  %9 = load %struct.Sel*, %struct.Sel** %p, align 8
  %cmp4 = icmp eq %struct.Sel* %9, %standin
  br i1 %cmp4, label %if.then5, label %if.end6

if.then5:                                         ; preds = %if.end
  store %struct.Sel* null, %struct.Sel** %retval, align 8
  br label %return

if.end6:                                          ; preds = %if.end
  %10 = load %struct.Sel*, %struct.Sel** %p, align 8
  store %struct.Sel* %10, %struct.Sel** %retval, align 8
  br label %return

return:                                           ; preds = %if.end6, %if.then5
  %11 = load %struct.Sel*, %struct.Sel** %retval, align 8
  ret %struct.Sel* %11
}

declare void @use(%struct.Sel* noundef) #1

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
