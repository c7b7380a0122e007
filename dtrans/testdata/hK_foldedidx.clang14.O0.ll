; ModuleID = 'hK_foldedidx.c'
source_filename = "hK_foldedidx.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Set = type { i16, [3 x %struct.Cost] }
%struct.Cost = type { i64, i16, i16 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %set = alloca %struct.Set, align 8
  %r = alloca i32, align 4
  %k = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  %n = getelementptr inbounds %struct.Set, %struct.Set* %set, i32 0, i32 0
  store i16 0, i16* %n, align 8
  store i32 0, i32* %r, align 4
  store i32 0, i32* %k, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, i32* %k, align 4
  %2 = load i32, i32* %argc.addr, align 4
  %cmp = icmp slt i32 %1, %2
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %3 = load i32, i32* %argc.addr, align 4
  %4 = load i32, i32* %k, align 4
  %sub = sub nsw i32 %3, %4
  %conv = trunc i32 %sub to i16
  %5 = load i32, i32* %k, align 4
  %conv1 = sext i32 %5 to i64
  %call = call i32 @insert(%struct.Set* noundef %set, i16 noundef signext %conv, i64 noundef %conv1)
  %6 = load i32, i32* %r, align 4
  %add = add nsw i32 %6, %call
  store i32 %add, i32* %r, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %7 = load i32, i32* %k, align 4
  %inc = add nsw i32 %7, 1
  store i32 %inc, i32* %k, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %8 = load i32, i32* %r, align 4
  %a = getelementptr inbounds %struct.Set, %struct.Set* %set, i32 0, i32 1
  %arrayidx = getelementptr inbounds [3 x %struct.Cost], [3 x %struct.Cost]* %a, i64 0, i64 0
  %nOut = getelementptr inbounds %struct.Cost, %struct.Cost* %arrayidx, i32 0, i32 2
  %9 = load i16, i16* %nOut, align 2
  %conv2 = sext i16 %9 to i32
  %add3 = add nsw i32 %8, %conv2
  ret i32 %add3
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @insert(%struct.Set* noundef %pSet, i16 noundef signext %rRun, i64 noundef %prereq) #0 {
entry:
  %retval = alloca i32, align 4
  %pSet.addr = alloca %struct.Set*, align 8
  %rRun.addr = alloca i16, align 2
  %prereq.addr = alloca i64, align 8
  %i = alloca i16, align 2
  %p = alloca %struct.Cost*, align 8
  store %struct.Set* %pSet, %struct.Set** %pSet.addr, align 8
  store i16 %rRun, i16* %rRun.addr, align 2
  store i64 %prereq, i64* %prereq.addr, align 8
  %0 = load %struct.Set*, %struct.Set** %pSet.addr, align 8
  %n = getelementptr inbounds %struct.Set, %struct.Set* %0, i32 0, i32 0
  %1 = load i16, i16* %n, align 8
  store i16 %1, i16* %i, align 2
  %2 = load %struct.Set*, %struct.Set** %pSet.addr, align 8
  %a = getelementptr inbounds %struct.Set, %struct.Set* %2, i32 0, i32 1
  %arraydecay = getelementptr inbounds [3 x %struct.Cost], [3 x %struct.Cost]* %a, i64 0, i64 0
  store %struct.Cost* %arraydecay, %struct.Cost** %p, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %3 = load i16, i16* %i, align 2
  %conv = zext i16 %3 to i32
  %cmp = icmp sgt i32 %conv, 0
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %4 = load i16, i16* %rRun.addr, align 2
  %conv2 = sext i16 %4 to i32
  %5 = load %struct.Cost*, %struct.Cost** %p, align 8
  %rRun3 = getelementptr inbounds %struct.Cost, %struct.Cost* %5, i32 0, i32 1
  %6 = load i16, i16* %rRun3, align 8
  %conv4 = sext i16 %6 to i32
  %cmp5 = icmp sle i32 %conv2, %conv4
  br i1 %cmp5, label %land.lhs.true, label %if.end

land.lhs.true:                                    ; preds = %for.body
  %7 = load i64, i64* %prereq.addr, align 8
  %8 = load %struct.Cost*, %struct.Cost** %p, align 8
  %prereq7 = getelementptr inbounds %struct.Cost, %struct.Cost* %8, i32 0, i32 0
  %9 = load i64, i64* %prereq7, align 8
  %and = and i64 %7, %9
  %10 = load i64, i64* %prereq.addr, align 8
  %cmp8 = icmp eq i64 %and, %10
  br i1 %cmp8, label %if.then, label %if.end

if.then:                                          ; preds = %land.lhs.true
  br label %set

if.end:                                           ; preds = %land.lhs.true, %for.body
  %11 = load %struct.Cost*, %struct.Cost** %p, align 8
  %rRun10 = getelementptr inbounds %struct.Cost, %struct.Cost* %11, i32 0, i32 1
  %12 = load i16, i16* %rRun10, align 8
  %conv11 = sext i16 %12 to i32
  %13 = load i16, i16* %rRun.addr, align 2
  %conv12 = sext i16 %13 to i32
  %cmp13 = icmp sle i32 %conv11, %conv12
  br i1 %cmp13, label %land.lhs.true15, label %if.end22

land.lhs.true15:                                  ; preds = %if.end
  %14 = load %struct.Cost*, %struct.Cost** %p, align 8
  %prereq16 = getelementptr inbounds %struct.Cost, %struct.Cost* %14, i32 0, i32 0
  %15 = load i64, i64* %prereq16, align 8
  %16 = load i64, i64* %prereq.addr, align 8
  %and17 = and i64 %15, %16
  %17 = load %struct.Cost*, %struct.Cost** %p, align 8
  %prereq18 = getelementptr inbounds %struct.Cost, %struct.Cost* %17, i32 0, i32 0
  %18 = load i64, i64* %prereq18, align 8
  %cmp19 = icmp eq i64 %and17, %18
  br i1 %cmp19, label %if.then21, label %if.end22

if.then21:                                        ; preds = %land.lhs.true15
  store i32 0, i32* %retval, align 4
  br label %return

if.end22:                                         ; preds = %land.lhs.true15, %if.end
  br label %for.inc

for.inc:                                          ; preds = %if.end22
  %19 = load i16, i16* %i, align 2
  %dec = add i16 %19, -1
  store i16 %dec, i16* %i, align 2
  %20 = load %struct.Cost*, %struct.Cost** %p, align 8
  %incdec.ptr = getelementptr inbounds %struct.Cost, %struct.Cost* %20, i32 1
  store %struct.Cost* %incdec.ptr, %struct.Cost** %p, align 8
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %for.cond
  %21 = load %struct.Set*, %struct.Set** %pSet.addr, align 8
  %n23 = getelementptr inbounds %struct.Set, %struct.Set* %21, i32 0, i32 0
  %22 = load i16, i16* %n23, align 8
  %conv24 = zext i16 %22 to i32
  %cmp25 = icmp slt i32 %conv24, 3
  br i1 %cmp25, label %if.then27, label %if.else

if.then27:                                        ; preds = %for.end
  %23 = load %struct.Set*, %struct.Set** %pSet.addr, align 8
  %a28 = getelementptr inbounds %struct.Set, %struct.Set* %23, i32 0, i32 1
  %24 = load %struct.Set*, %struct.Set** %pSet.addr, align 8
  %n29 = getelementptr inbounds %struct.Set, %struct.Set* %24, i32 0, i32 0
  %25 = load i16, i16* %n29, align 8
  %inc = add i16 %25, 1
  store i16 %inc, i16* %n29, align 8
  %idxprom = zext i16 %25 to i64
  %arrayidx = getelementptr inbounds [3 x %struct.Cost], [3 x %struct.Cost]* %a28, i64 0, i64 %idxprom
  store %struct.Cost* %arrayidx, %struct.Cost** %p, align 8
  %26 = load %struct.Cost*, %struct.Cost** %p, align 8
  %nOut = getelementptr inbounds %struct.Cost, %struct.Cost* %26, i32 0, i32 2
  store i16 1, i16* %nOut, align 2
  br label %if.end63

if.else:                                          ; preds = %for.end
  %27 = load %struct.Set*, %struct.Set** %pSet.addr, align 8
  %a30 = getelementptr inbounds %struct.Set, %struct.Set* %27, i32 0, i32 1
  %arraydecay31 = getelementptr inbounds [3 x %struct.Cost], [3 x %struct.Cost]* %a30, i64 0, i64 0
  store %struct.Cost* %arraydecay31, %struct.Cost** %p, align 8
  store i16 1, i16* %i, align 2
  br label %for.cond32

for.cond32:                                       ; preds = %for.inc53, %if.else
  %28 = load i16, i16* %i, align 2
  %conv33 = zext i16 %28 to i32
  %29 = load %struct.Set*, %struct.Set** %pSet.addr, align 8
  %n34 = getelementptr inbounds %struct.Set, %struct.Set* %29, i32 0, i32 0
  %30 = load i16, i16* %n34, align 8
  %conv35 = zext i16 %30 to i32
  %cmp36 = icmp slt i32 %conv33, %conv35
  br i1 %cmp36, label %for.body38, label %for.end55

for.body38:                                       ; preds = %for.cond32
  %31 = load %struct.Cost*, %struct.Cost** %p, align 8
  %rRun39 = getelementptr inbounds %struct.Cost, %struct.Cost* %31, i32 0, i32 1
  %32 = load i16, i16* %rRun39, align 8
  %conv40 = sext i16 %32 to i32
  %33 = load %struct.Set*, %struct.Set** %pSet.addr, align 8
  %a41 = getelementptr inbounds %struct.Set, %struct.Set* %33, i32 0, i32 1
  %34 = load i16, i16* %i, align 2
  %idxprom42 = zext i16 %34 to i64
  %arrayidx43 = getelementptr inbounds [3 x %struct.Cost], [3 x %struct.Cost]* %a41, i64 0, i64 %idxprom42
  %rRun44 = getelementptr inbounds %struct.Cost, %struct.Cost* %arrayidx43, i32 0, i32 1
  %35 = load i16, i16* %rRun44, align 8
  %conv45 = sext i16 %35 to i32
  %cmp46 = icmp sgt i32 %conv40, %conv45
  br i1 %cmp46, label %if.then48, label %if.end52

if.then48:                                        ; preds = %for.body38
  %36 = load %struct.Set*, %struct.Set** %pSet.addr, align 8
  %a49 = getelementptr inbounds %struct.Set, %struct.Set* %36, i32 0, i32 1
  %arraydecay50 = getelementptr inbounds [3 x %struct.Cost], [3 x %struct.Cost]* %a49, i64 0, i64 0
  %37 = load i16, i16* %i, align 2
  %conv51 = zext i16 %37 to i32
  %idx.ext = sext i32 %conv51 to i64
  %add.ptr = getelementptr inbounds %struct.Cost, %struct.Cost* %arraydecay50, i64 %idx.ext
  store %struct.Cost* %add.ptr, %struct.Cost** %p, align 8
  br label %if.end52

if.end52:                                         ; preds = %if.then48, %for.body38
  br label %for.inc53

for.inc53:                                        ; preds = %if.end52
  %38 = load i16, i16* %i, align 2
  %inc54 = add i16 %38, 1
  store i16 %inc54, i16* %i, align 2
  br label %for.cond32, !llvm.loop !9

for.end55:                                        ; preds = %for.cond32
  %39 = load %struct.Cost*, %struct.Cost** %p, align 8
  %rRun56 = getelementptr inbounds %struct.Cost, %struct.Cost* %39, i32 0, i32 1
  %40 = load i16, i16* %rRun56, align 8
  %conv57 = sext i16 %40 to i32
  %41 = load i16, i16* %rRun.addr, align 2
  %conv58 = sext i16 %41 to i32
  %cmp59 = icmp sle i32 %conv57, %conv58
  br i1 %cmp59, label %if.then61, label %if.end62

if.then61:                                        ; preds = %for.end55
  store i32 0, i32* %retval, align 4
  br label %return

if.end62:                                         ; preds = %for.end55
  br label %if.end63

if.end63:                                         ; preds = %if.end62, %if.then27
  br label %set

set:                                              ; preds = %if.end63, %if.then
  %42 = load i64, i64* %prereq.addr, align 8
  %43 = load %struct.Cost*, %struct.Cost** %p, align 8
  %prereq64 = getelementptr inbounds %struct.Cost, %struct.Cost* %43, i32 0, i32 0
  store i64 %42, i64* %prereq64, align 8
  %44 = load %struct.Cost*, %struct.Cost** %p, align 8
  %rRun65 = getelementptr inbounds %struct.Cost, %struct.Cost* %44, i32 0, i32 1
  %45 = load i16, i16* %rRun65, align 8
  %conv66 = sext i16 %45 to i32
  %46 = load i16, i16* %rRun.addr, align 2
  %conv67 = sext i16 %46 to i32
  %cmp68 = icmp sgt i32 %conv66, %conv67
  br i1 %cmp68, label %if.then70, label %if.end72

if.then70:                                        ; preds = %set
  %47 = load i16, i16* %rRun.addr, align 2
  %48 = load %struct.Cost*, %struct.Cost** %p, align 8
  %rRun71 = getelementptr inbounds %struct.Cost, %struct.Cost* %48, i32 0, i32 1
  store i16 %47, i16* %rRun71, align 8
  br label %if.end72

if.end72:                                         ; preds = %if.then70, %set
  store i32 1, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end72, %if.then61, %if.then21
  %49 = load i32, i32* %retval, align 4
  ret i32 %49
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
!9 = distinct !{!9, !7}
