; ModuleID = 'fieldwalk.c'
source_filename = "fieldwalk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Reg = type { i8*, i32 (i32)* }

@regs = internal constant [3 x %struct.Reg] [%struct.Reg { i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i32 0, i32 0), i32 (i32)* @twice }, %struct.Reg { i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i32 0, i32 0), i32 (i32)* null }, %struct.Reg zeroinitializer], align 16
@sink = internal global i64 0, align 8
@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"b\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @setfuncs(%struct.Reg* noundef %l, i32 noundef %nup) #0 {
entry:
  %l.addr = alloca %struct.Reg*, align 8
  %nup.addr = alloca i32, align 4
  %i = alloca i32, align 4
  store %struct.Reg* %l, %struct.Reg** %l.addr, align 8
  store i32 %nup, i32* %nup.addr, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc8, %entry
  %0 = load %struct.Reg*, %struct.Reg** %l.addr, align 8
  %name = getelementptr inbounds %struct.Reg, %struct.Reg* %0, i32 0, i32 0
  %1 = load i8*, i8** %name, align 8
  %cmp = icmp ne i8* %1, null
  br i1 %cmp, label %for.body, label %for.end9

for.body:                                         ; preds = %for.cond
  %2 = load %struct.Reg*, %struct.Reg** %l.addr, align 8
  %func = getelementptr inbounds %struct.Reg, %struct.Reg* %2, i32 0, i32 1
  %3 = load i32 (i32)*, i32 (i32)** %func, align 8
  %cmp1 = icmp eq i32 (i32)* %3, null
  br i1 %cmp1, label %if.then, label %if.else

if.then:                                          ; preds = %for.body
  call void @push(i32 (i32)* noundef null, i32 noundef 0)
  br label %if.end

if.else:                                          ; preds = %for.body
  store i32 0, i32* %i, align 4
  br label %for.cond2

for.cond2:                                        ; preds = %for.inc, %if.else
  %4 = load i32, i32* %i, align 4
  %5 = load i32, i32* %nup.addr, align 4
  %cmp3 = icmp slt i32 %4, %5
  br i1 %cmp3, label %for.body4, label %for.end

for.body4:                                        ; preds = %for.cond2
  %6 = load i32, i32* %nup.addr, align 4
  %sub = sub nsw i32 0, %6
  call void @push(i32 (i32)* noundef null, i32 noundef %sub)
  br label %for.inc

for.inc:                                          ; preds = %for.body4
  %7 = load i32, i32* %i, align 4
  %inc = add nsw i32 %7, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond2, !llvm.loop !6

for.end:                                          ; preds = %for.cond2
  %8 = load %struct.Reg*, %struct.Reg** %l.addr, align 8
  %func5 = getelementptr inbounds %struct.Reg, %struct.Reg* %8, i32 0, i32 1
  %9 = load i32 (i32)*, i32 (i32)** %func5, align 8
  %10 = load i32, i32* %nup.addr, align 4
  call void @push(i32 (i32)* noundef %9, i32 noundef %10)
  br label %if.end

if.end:                                           ; preds = %for.end, %if.then
  %11 = load i32, i32* %nup.addr, align 4
  %add = add nsw i32 %11, 2
  %sub6 = sub nsw i32 0, %add
  %12 = load %struct.Reg*, %struct.Reg** %l.addr, align 8
  %name7 = getelementptr inbounds %struct.Reg, %struct.Reg* %12, i32 0, i32 0
  %13 = load i8*, i8** %name7, align 8
  call void @setf(i32 noundef %sub6, i8* noundef %13)
  br label %for.inc8

for.inc8:                                         ; preds = %if.end
  %14 = load %struct.Reg*, %struct.Reg** %l.addr, align 8
  %incdec.ptr = getelementptr inbounds %struct.Reg, %struct.Reg* %14, i32 1
  store %struct.Reg* %incdec.ptr, %struct.Reg** %l.addr, align 8
  br label %for.cond, !llvm.loop !8

for.end9:                                         ; preds = %for.cond
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @push(i32 (i32)* noundef %f, i32 noundef %n) #0 {
entry:
  %f.addr = alloca i32 (i32)*, align 8
  %n.addr = alloca i32, align 4
  store i32 (i32)* %f, i32 (i32)** %f.addr, align 8
  store i32 %n, i32* %n.addr, align 4
  %0 = load i32 (i32)*, i32 (i32)** %f.addr, align 8
  %tobool = icmp ne i32 (i32)* %0, null
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load i32 (i32)*, i32 (i32)** %f.addr, align 8
  %2 = load i32, i32* %n.addr, align 4
  %call = call i32 %1(i32 noundef %2)
  br label %cond.end

cond.false:                                       ; preds = %entry
  %3 = load i32, i32* %n.addr, align 4
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %call, %cond.true ], [ %3, %cond.false ]
  %conv = sext i32 %cond to i64
  %4 = load volatile i64, i64* @sink, align 8
  %add = add nsw i64 %4, %conv
  store volatile i64 %add, i64* @sink, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @setf(i32 noundef %i, i8* noundef %name) #0 {
entry:
  %i.addr = alloca i32, align 4
  %name.addr = alloca i8*, align 8
  store i32 %i, i32* %i.addr, align 4
  store i8* %name, i8** %name.addr, align 8
  %0 = load i32, i32* %i.addr, align 4
  %1 = load i8*, i8** %name.addr, align 8
  %arrayidx = getelementptr inbounds i8, i8* %1, i64 0
  %2 = load i8, i8* %arrayidx, align 1
  %conv = sext i8 %2 to i32
  %add = add nsw i32 %0, %conv
  %conv1 = sext i32 %add to i64
  %3 = load volatile i64, i64* @sink, align 8
  %add2 = add nsw i64 %3, %conv1
  store volatile i64 %add2, i64* @sink, align 8
  ret void
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
  call void @setfuncs(%struct.Reg* noundef getelementptr inbounds ([3 x %struct.Reg], [3 x %struct.Reg]* @regs, i64 0, i64 0), i32 noundef %0)
  %1 = load volatile i64, i64* @sink, align 8
  %conv = trunc i64 %1 to i32
  ret i32 %conv
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @twice(i32 noundef %x) #0 {
entry:
  %x.addr = alloca i32, align 4
  store i32 %x, i32* %x.addr, align 4
  %0 = load i32, i32* %x.addr, align 4
  %mul = mul nsw i32 2, %0
  ret i32 %mul
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
!8 = distinct !{!8, !7}
