; ModuleID = 'backstr.c'
source_filename = "backstr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Lex = type { ptr, i32 }
%struct.Str = type { ptr, i8, [1 x i8] }
%struct.Val = type { %union.anon, [7 x i8], i8 }
%union.anon = type { double }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %v = alloca ptr, align 8
  %s = alloca ptr, align 8
  %L = alloca %struct.Lex, align 8
  %r = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 32) #4
  store ptr %call, ptr %v, align 8
  %call1 = call noalias ptr @malloc(i64 noundef 24) #4
  store ptr %call1, ptr %s, align 8
  %0 = load ptr, ptr %v, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %lor.lhs.false, label %if.then

lor.lhs.false:                                    ; preds = %entry
  %1 = load ptr, ptr %s, align 8
  %tobool2 = icmp ne ptr %1, null
  br i1 %tobool2, label %if.end, label %if.then

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %2 = load ptr, ptr %s, align 8
  %next = getelementptr inbounds %struct.Str, ptr %2, i32 0, i32 0
  store ptr null, ptr %next, align 8
  %3 = load ptr, ptr %s, align 8
  %mark = getelementptr inbounds %struct.Str, ptr %3, i32 0, i32 1
  store i8 0, ptr %mark, align 8
  %4 = load ptr, ptr %s, align 8
  %p = getelementptr inbounds %struct.Str, ptr %4, i32 0, i32 2
  %arrayidx = getelementptr inbounds [1 x i8], ptr %p, i64 0, i64 0
  store i8 45, ptr %arrayidx, align 1
  %5 = load ptr, ptr %s, align 8
  %p3 = getelementptr inbounds %struct.Str, ptr %5, i32 0, i32 2
  %arrayidx4 = getelementptr inbounds [1 x i8], ptr %p3, i64 0, i64 1
  store i8 51, ptr %arrayidx4, align 1
  %6 = load ptr, ptr %s, align 8
  %p5 = getelementptr inbounds %struct.Str, ptr %6, i32 0, i32 2
  %arrayidx6 = getelementptr inbounds [1 x i8], ptr %p5, i64 0, i64 2
  store i8 0, ptr %arrayidx6, align 1
  %7 = load ptr, ptr %v, align 8
  %arrayidx7 = getelementptr inbounds %struct.Val, ptr %7, i64 0
  %type = getelementptr inbounds %struct.Val, ptr %arrayidx7, i32 0, i32 2
  store i8 1, ptr %type, align 1
  %8 = load ptr, ptr %v, align 8
  %arrayidx8 = getelementptr inbounds %struct.Val, ptr %8, i64 0
  %u = getelementptr inbounds %struct.Val, ptr %arrayidx8, i32 0, i32 0
  %arrayidx9 = getelementptr inbounds [8 x i8], ptr %u, i64 0, i64 0
  store i8 49, ptr %arrayidx9, align 8
  %9 = load ptr, ptr %v, align 8
  %arrayidx10 = getelementptr inbounds %struct.Val, ptr %9, i64 0
  %u11 = getelementptr inbounds %struct.Val, ptr %arrayidx10, i32 0, i32 0
  %arrayidx12 = getelementptr inbounds [8 x i8], ptr %u11, i64 0, i64 1
  store i8 50, ptr %arrayidx12, align 1
  %10 = load ptr, ptr %v, align 8
  %arrayidx13 = getelementptr inbounds %struct.Val, ptr %10, i64 0
  %u14 = getelementptr inbounds %struct.Val, ptr %arrayidx13, i32 0, i32 0
  %arrayidx15 = getelementptr inbounds [8 x i8], ptr %u14, i64 0, i64 2
  store i8 0, ptr %arrayidx15, align 2
  %11 = load ptr, ptr %v, align 8
  %arrayidx16 = getelementptr inbounds %struct.Val, ptr %11, i64 1
  %type17 = getelementptr inbounds %struct.Val, ptr %arrayidx16, i32 0, i32 2
  store i8 3, ptr %type17, align 1
  %12 = load ptr, ptr %s, align 8
  %13 = load ptr, ptr %v, align 8
  %arrayidx18 = getelementptr inbounds %struct.Val, ptr %13, i64 1
  %u19 = getelementptr inbounds %struct.Val, ptr %arrayidx18, i32 0, i32 0
  store ptr %12, ptr %u19, align 8
  %14 = load ptr, ptr %v, align 8
  %15 = load i32, ptr %argc.addr, align 4
  %cmp = icmp sgt i32 %15, 1
  %conv = zext i1 %cmp to i32
  %idxprom = sext i32 %conv to i64
  %arrayidx20 = getelementptr inbounds %struct.Val, ptr %14, i64 %idxprom
  %call21 = call ptr @tostr(ptr noundef %arrayidx20)
  %src = getelementptr inbounds %struct.Lex, ptr %L, i32 0, i32 0
  store ptr %call21, ptr %src, align 8
  %c = getelementptr inbounds %struct.Lex, ptr %L, i32 0, i32 1
  store i32 0, ptr %c, align 8
  %call22 = call double @lexnum(ptr noundef %L)
  %conv23 = fptosi double %call22 to i32
  store i32 %conv23, ptr %r, align 4
  %16 = load ptr, ptr %s, align 8
  call void @free(ptr noundef %16) #5
  %17 = load ptr, ptr %v, align 8
  call void @free(ptr noundef %17) #5
  %18 = load i32, ptr %r, align 4
  store i32 %18, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %19 = load i32, ptr %retval, align 4
  ret i32 %19
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @tostr(ptr noundef %v) #0 {
entry:
  %retval = alloca ptr, align 8
  %v.addr = alloca ptr, align 8
  store ptr %v, ptr %v.addr, align 8
  %0 = load ptr, ptr %v.addr, align 8
  %type = getelementptr inbounds %struct.Val, ptr %0, i32 0, i32 2
  %1 = load i8, ptr %type, align 1
  %conv = sext i8 %1 to i32
  %cmp = icmp eq i32 %conv, 1
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %2 = load ptr, ptr %v.addr, align 8
  %u = getelementptr inbounds %struct.Val, ptr %2, i32 0, i32 0
  %arraydecay = getelementptr inbounds [8 x i8], ptr %u, i64 0, i64 0
  store ptr %arraydecay, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %3 = load ptr, ptr %v.addr, align 8
  %u2 = getelementptr inbounds %struct.Val, ptr %3, i32 0, i32 0
  %4 = load ptr, ptr %u2, align 8
  %p = getelementptr inbounds %struct.Str, ptr %4, i32 0, i32 2
  %arraydecay3 = getelementptr inbounds [1 x i8], ptr %p, i64 0, i64 0
  store ptr %arraydecay3, ptr %retval, align 8
  br label %return

return:                                           ; preds = %if.end, %if.then
  %5 = load ptr, ptr %retval, align 8
  ret ptr %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @lexnum(ptr noundef %L) #0 {
entry:
  %retval = alloca double, align 8
  %L.addr = alloca ptr, align 8
  %s = alloca ptr, align 8
  store ptr %L, ptr %L.addr, align 8
  %0 = load ptr, ptr %L.addr, align 8
  %src = getelementptr inbounds %struct.Lex, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %src, align 8
  %add.ptr = getelementptr inbounds i8, ptr %1, i64 -1
  store ptr %add.ptr, ptr %s, align 8
  %2 = load ptr, ptr %L.addr, align 8
  %src1 = getelementptr inbounds %struct.Lex, ptr %2, i32 0, i32 0
  %3 = load ptr, ptr %src1, align 8
  %arrayidx = getelementptr inbounds i8, ptr %3, i64 -1
  %4 = load i8, ptr %arrayidx, align 1
  %conv = sext i8 %4 to i32
  %cmp = icmp eq i32 %conv, 45
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %5 = load ptr, ptr %L.addr, align 8
  %src3 = getelementptr inbounds %struct.Lex, ptr %5, i32 0, i32 0
  %6 = load ptr, ptr %src3, align 8
  %call = call double @num(ptr noundef %6, ptr noundef null)
  %fneg = fneg double %call
  store double %fneg, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %7 = load ptr, ptr %s, align 8
  %call4 = call double @num(ptr noundef %7, ptr noundef null)
  store double %call4, ptr %retval, align 8
  br label %return

return:                                           ; preds = %if.end, %if.then
  %8 = load double, ptr %retval, align 8
  ret double %8
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @num(ptr noundef %s, ptr noundef %e) #0 {
entry:
  %s.addr = alloca ptr, align 8
  %e.addr = alloca ptr, align 8
  %d = alloca double, align 8
  store ptr %s, ptr %s.addr, align 8
  store ptr %e, ptr %e.addr, align 8
  store double 0.000000e+00, ptr %d, align 8
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %0 = load ptr, ptr %s.addr, align 8
  %1 = load i8, ptr %0, align 1
  %conv = sext i8 %1 to i32
  %cmp = icmp sge i32 %conv, 48
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %while.cond
  %2 = load ptr, ptr %s.addr, align 8
  %3 = load i8, ptr %2, align 1
  %conv2 = sext i8 %3 to i32
  %cmp3 = icmp sle i32 %conv2, 57
  br label %land.end

land.end:                                         ; preds = %land.rhs, %while.cond
  %4 = phi i1 [ false, %while.cond ], [ %cmp3, %land.rhs ]
  br i1 %4, label %while.body, label %while.end

while.body:                                       ; preds = %land.end
  %5 = load double, ptr %d, align 8
  %6 = load ptr, ptr %s.addr, align 8
  %incdec.ptr = getelementptr inbounds i8, ptr %6, i32 1
  store ptr %incdec.ptr, ptr %s.addr, align 8
  %7 = load i8, ptr %6, align 1
  %conv5 = sext i8 %7 to i32
  %sub = sub nsw i32 %conv5, 48
  %conv6 = sitofp i32 %sub to double
  %8 = call double @llvm.fmuladd.f64(double %5, double 1.000000e+01, double %conv6)
  store double %8, ptr %d, align 8
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %land.end
  %9 = load ptr, ptr %e.addr, align 8
  %tobool = icmp ne ptr %9, null
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %while.end
  %10 = load ptr, ptr %s.addr, align 8
  %11 = load ptr, ptr %e.addr, align 8
  store ptr %10, ptr %11, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %while.end
  %12 = load double, ptr %d, align 8
  ret double %12
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
