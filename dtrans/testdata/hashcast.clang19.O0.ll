; ModuleID = 'hashcast.c'
source_filename = "hashcast.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { ptr, i8 }
%struct.a = type { i32, ptr }
%struct.b = type { double, i32 }

@generic = dso_local global ptr null, align 8
@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @first_row() #0 {
entry:
  %0 = load ptr, ptr @generic, align 8
  %1 = load ptr, ptr %0, align 8
  ret ptr %1
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @quantize(i32 noundef %n) #0 {
entry:
  %retval = alloca i32, align 4
  %n.addr = alloca i32, align 4
  %hash = alloca ptr, align 8
  %t = alloca ptr, align 8
  %i = alloca i32, align 4
  %sum = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
  %call = call noalias ptr @calloc(i64 noundef 16, i64 noundef 8) #3
  store ptr %call, ptr %hash, align 8
  store i32 0, ptr %sum, align 4
  %0 = load ptr, ptr %hash, align 8
  %cmp = icmp eq ptr %0, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 0, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.end
  %1 = load i32, ptr %i, align 4
  %2 = load i32, ptr %n.addr, align 4
  %cmp1 = icmp slt i32 %1, %2
  br i1 %cmp1, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %call2 = call noalias ptr @malloc(i64 noundef 16) #4
  store ptr %call2, ptr %t, align 8
  %3 = load ptr, ptr %t, align 8
  %cmp3 = icmp eq ptr %3, null
  br i1 %cmp3, label %if.then4, label %if.end5

if.then4:                                         ; preds = %for.body
  br label %for.end

if.end5:                                          ; preds = %for.body
  %4 = load i32, ptr %i, align 4
  %conv = trunc i32 %4 to i8
  %5 = load ptr, ptr %t, align 8
  %v = getelementptr inbounds %struct.node, ptr %5, i32 0, i32 1
  store i8 %conv, ptr %v, align 8
  %6 = load ptr, ptr %hash, align 8
  %7 = load i32, ptr %i, align 4
  %and = and i32 %7, 15
  %idxprom = sext i32 %and to i64
  %arrayidx = getelementptr inbounds ptr, ptr %6, i64 %idxprom
  %8 = load ptr, ptr %arrayidx, align 8
  %9 = load ptr, ptr %t, align 8
  %next = getelementptr inbounds %struct.node, ptr %9, i32 0, i32 0
  store ptr %8, ptr %next, align 8
  %10 = load ptr, ptr %t, align 8
  %11 = load ptr, ptr %hash, align 8
  %12 = load i32, ptr %i, align 4
  %and6 = and i32 %12, 15
  %idxprom7 = sext i32 %and6 to i64
  %arrayidx8 = getelementptr inbounds ptr, ptr %11, i64 %idxprom7
  store ptr %10, ptr %arrayidx8, align 8
  br label %for.inc

for.inc:                                          ; preds = %if.end5
  %13 = load i32, ptr %i, align 4
  %inc = add nsw i32 %13, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %if.then4, %for.cond
  store i32 0, ptr %i, align 4
  br label %for.cond9

for.cond9:                                        ; preds = %for.inc24, %for.end
  %14 = load i32, ptr %i, align 4
  %cmp10 = icmp slt i32 %14, 16
  br i1 %cmp10, label %for.body12, label %for.end26

for.body12:                                       ; preds = %for.cond9
  %15 = load ptr, ptr %hash, align 8
  %16 = load i32, ptr %i, align 4
  %idxprom13 = sext i32 %16 to i64
  %arrayidx14 = getelementptr inbounds ptr, ptr %15, i64 %idxprom13
  %17 = load ptr, ptr %arrayidx14, align 8
  store ptr %17, ptr %t, align 8
  br label %for.cond15

for.cond15:                                       ; preds = %for.inc21, %for.body12
  %18 = load ptr, ptr %t, align 8
  %cmp16 = icmp ne ptr %18, null
  br i1 %cmp16, label %for.body18, label %for.end23

for.body18:                                       ; preds = %for.cond15
  %19 = load ptr, ptr %t, align 8
  %v19 = getelementptr inbounds %struct.node, ptr %19, i32 0, i32 1
  %20 = load i8, ptr %v19, align 8
  %conv20 = sext i8 %20 to i32
  %21 = load i32, ptr %sum, align 4
  %add = add nsw i32 %21, %conv20
  store i32 %add, ptr %sum, align 4
  br label %for.inc21

for.inc21:                                        ; preds = %for.body18
  %22 = load ptr, ptr %t, align 8
  %next22 = getelementptr inbounds %struct.node, ptr %22, i32 0, i32 0
  %23 = load ptr, ptr %next22, align 8
  store ptr %23, ptr %t, align 8
  br label %for.cond15, !llvm.loop !8

for.end23:                                        ; preds = %for.cond15
  br label %for.inc24

for.inc24:                                        ; preds = %for.end23
  %24 = load i32, ptr %i, align 4
  %inc25 = add nsw i32 %24, 1
  store i32 %inc25, ptr %i, align 4
  br label %for.cond9, !llvm.loop !9

for.end26:                                        ; preds = %for.cond9
  %25 = load ptr, ptr %hash, align 8
  store ptr %25, ptr @generic, align 8
  %26 = load i32, ptr %sum, align 4
  store i32 %26, ptr %retval, align 4
  br label %return

return:                                           ; preds = %for.end26, %if.then
  %27 = load i32, ptr %retval, align 4
  ret i32 %27
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %pa = alloca ptr, align 8
  %pb = alloca ptr, align 8
  %row = alloca ptr, align 8
  %sum = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 16) #4
  store ptr %call, ptr %pa, align 8
  %call1 = call noalias ptr @malloc(i64 noundef 16) #4
  store ptr %call1, ptr %pb, align 8
  store i32 0, ptr %sum, align 4
  %0 = load ptr, ptr %argv.addr, align 8
  %1 = load ptr, ptr %pa, align 8
  %cmp = icmp eq ptr %1, null
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %2 = load ptr, ptr %pb, align 8
  %cmp2 = icmp eq ptr %2, null
  br i1 %cmp2, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %3 = load i32, ptr %argc.addr, align 4
  %4 = load ptr, ptr %pa, align 8
  %x = getelementptr inbounds %struct.a, ptr %4, i32 0, i32 0
  store i32 %3, ptr %x, align 8
  %5 = load ptr, ptr %pa, align 8
  %name = getelementptr inbounds %struct.a, ptr %5, i32 0, i32 1
  store ptr null, ptr %name, align 8
  %6 = load ptr, ptr %pb, align 8
  %w = getelementptr inbounds %struct.b, ptr %6, i32 0, i32 0
  store double 1.000000e+00, ptr %w, align 8
  %7 = load i32, ptr %argc.addr, align 4
  %8 = load ptr, ptr %pb, align 8
  %k = getelementptr inbounds %struct.b, ptr %8, i32 0, i32 1
  store i32 %7, ptr %k, align 8
  %9 = load ptr, ptr %pa, align 8
  store ptr %9, ptr @generic, align 8
  %call3 = call ptr @first_row()
  %cmp4 = icmp ne ptr %call3, null
  %conv = zext i1 %cmp4 to i32
  %10 = load i32, ptr %sum, align 4
  %add = add nsw i32 %10, %conv
  store i32 %add, ptr %sum, align 4
  %11 = load ptr, ptr %pb, align 8
  store ptr %11, ptr @generic, align 8
  %call5 = call ptr @first_row()
  %cmp6 = icmp ne ptr %call5, null
  %conv7 = zext i1 %cmp6 to i32
  %12 = load i32, ptr %sum, align 4
  %add8 = add nsw i32 %12, %conv7
  store i32 %add8, ptr %sum, align 4
  store ptr @.str, ptr @generic, align 8
  %call9 = call ptr @first_row()
  store ptr %call9, ptr %row, align 8
  %13 = load i32, ptr %sum, align 4
  %14 = load i32, ptr %argc.addr, align 4
  %call10 = call i32 @quantize(i32 noundef %14)
  %add11 = add nsw i32 %13, %call10
  %15 = load ptr, ptr %pa, align 8
  %x12 = getelementptr inbounds %struct.a, ptr %15, i32 0, i32 0
  %16 = load i32, ptr %x12, align 8
  %add13 = add nsw i32 %add11, %16
  %17 = load ptr, ptr %pb, align 8
  %k14 = getelementptr inbounds %struct.b, ptr %17, i32 0, i32 1
  %18 = load i32, ptr %k14, align 8
  %add15 = add nsw i32 %add13, %18
  %19 = load ptr, ptr %row, align 8
  %cmp16 = icmp ne ptr %19, null
  %conv17 = zext i1 %cmp16 to i32
  %add18 = add nsw i32 %add15, %conv17
  store i32 %add18, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %20 = load i32, ptr %retval, align 4
  ret i32 %20
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0,1) }
attributes #4 = { nounwind allocsize(0) }

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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
