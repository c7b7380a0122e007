; ModuleID = 'globals.c'
source_filename = "globals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.color = type { ptr, [3 x i8] }
%struct.command = type { ptr, ptr, ptr, i32 }
%struct.anon = type { i32, i32, ptr }

@.str = private unnamed_addr constant [4 x i8] c"red\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"green\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"blue\00", align 1
@palette = dso_local constant [3 x %struct.color] [%struct.color { ptr @.str, [3 x i8] c"\FF\00\00" }, %struct.color { ptr @.str.1, [3 x i8] c"\00\FF\00" }, %struct.color { ptr @.str.2, [3 x i8] c"\00\00\FF" }], align 16
@.str.3 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"negate\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@commands = dso_local global [4 x %struct.command] [%struct.command { ptr @.str.3, ptr @cmd_double, ptr @palette, i32 1 }, %struct.command { ptr @.str.4, ptr @cmd_negate, ptr getelementptr (i8, ptr @palette, i64 16), i32 0 }, %struct.command { ptr @.str.5, ptr @cmd_square, ptr getelementptr (i8, ptr @palette, i64 32), i32 3 }, %struct.command zeroinitializer], align 16
@matrix = dso_local global [3 x [4 x i32]] [[4 x i32] [i32 1, i32 2, i32 3, i32 4], [4 x i32] [i32 5, i32 6, i32 7, i32 8], [4 x i32] [i32 9, i32 10, i32 11, i32 12]], align 16
@row_ptrs = dso_local global [3 x ptr] [ptr @matrix, ptr getelementptr (i8, ptr @matrix, i64 16), ptr getelementptr (i8, ptr @matrix, i64 32)], align 16
@corner = dso_local global ptr getelementptr (i8, ptr @matrix, i64 44), align 8
@.str.6 = private unnamed_addr constant [13 x i8] c"hello, world\00", align 1
@greeting = dso_local global ptr @.str.6, align 8
@.str.7 = private unnamed_addr constant [9 x i8] c"bookworm\00", align 1
@version = dso_local global %struct.anon { i32 1, i32 2, ptr @.str.7 }, align 8
@weights = internal global [4 x double] [double 5.000000e-01, double 2.500000e-01, double 1.250000e-01, double 1.250000e-01], align 16
@counters = dso_local global [16 x i64] zeroinitializer, align 16
@buffer = dso_local global [256 x i8] zeroinitializer, align 16
@.str.8 = private unnamed_addr constant [26 x i8] c"%s %d %s %.3f %d.%d %s %d\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c"-\00", align 1
@next_id.id = internal global i32 1000, align 4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmd_double(i32 noundef %x) #0 {
entry:
  %x.addr = alloca i32, align 4
  store i32 %x, ptr %x.addr, align 4
  %0 = load i32, ptr %x.addr, align 4
  %mul = mul nsw i32 2, %0
  ret i32 %mul
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmd_negate(i32 noundef %x) #0 {
entry:
  %x.addr = alloca i32, align 4
  store i32 %x, ptr %x.addr, align 4
  %0 = load i32, ptr %x.addr, align 4
  %sub = sub nsw i32 0, %0
  ret i32 %sub
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmd_square(i32 noundef %x) #0 {
entry:
  %x.addr = alloca i32, align 4
  store i32 %x, ptr %x.addr, align 4
  %0 = load i32, ptr %x.addr, align 4
  %1 = load i32, ptr %x.addr, align 4
  %mul = mul nsw i32 %0, %1
  ret i32 %mul
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %c = alloca ptr, align 8
  %r = alloca i32, align 4
  %w = alloca double, align 8
  %i = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load i32, ptr %argc.addr, align 4
  %cmp = icmp sgt i32 %0, 1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load ptr, ptr %argv.addr, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %1, i64 1
  %2 = load ptr, ptr %arrayidx, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %2, %cond.true ], [ @.str.5, %cond.false ]
  %call = call ptr @find(ptr noundef %cond)
  store ptr %call, ptr %c, align 8
  %3 = load ptr, ptr %c, align 8
  %tobool = icmp ne ptr %3, null
  br i1 %tobool, label %cond.true1, label %cond.false3

cond.true1:                                       ; preds = %cond.end
  %4 = load ptr, ptr %c, align 8
  %run = getelementptr inbounds %struct.command, ptr %4, i32 0, i32 1
  %5 = load ptr, ptr %run, align 8
  %6 = load ptr, ptr @corner, align 8
  %7 = load i32, ptr %6, align 4
  %call2 = call i32 %5(i32 noundef %7)
  br label %cond.end4

cond.false3:                                      ; preds = %cond.end
  br label %cond.end4

cond.end4:                                        ; preds = %cond.false3, %cond.true1
  %cond5 = phi i32 [ %call2, %cond.true1 ], [ 0, %cond.false3 ]
  store i32 %cond5, ptr %r, align 4
  store double 0.000000e+00, ptr %w, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %cond.end4
  %8 = load i32, ptr %i, align 4
  %cmp6 = icmp slt i32 %8, 4
  br i1 %cmp6, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %9 = load i32, ptr %i, align 4
  %idxprom = sext i32 %9 to i64
  %arrayidx7 = getelementptr inbounds [4 x double], ptr @weights, i64 0, i64 %idxprom
  %10 = load double, ptr %arrayidx7, align 8
  %11 = load i32, ptr %i, align 4
  %rem = srem i32 %11, 3
  %idxprom8 = sext i32 %rem to i64
  %arrayidx9 = getelementptr inbounds [3 x ptr], ptr @row_ptrs, i64 0, i64 %idxprom8
  %12 = load ptr, ptr %arrayidx9, align 8
  %13 = load i32, ptr %i, align 4
  %idxprom10 = sext i32 %13 to i64
  %arrayidx11 = getelementptr inbounds i32, ptr %12, i64 %idxprom10
  %14 = load i32, ptr %arrayidx11, align 4
  %conv = sitofp i32 %14 to double
  %15 = load double, ptr %w, align 8
  %16 = call double @llvm.fmuladd.f64(double %10, double %conv, double %15)
  store double %16, ptr %w, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %17 = load i32, ptr %i, align 4
  %inc = add nsw i32 %17, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %18 = load i32, ptr %argc.addr, align 4
  %and = and i32 %18, 15
  %idxprom12 = sext i32 %and to i64
  %arrayidx13 = getelementptr inbounds [16 x i64], ptr @counters, i64 0, i64 %idxprom12
  %19 = load i64, ptr %arrayidx13, align 8
  %inc14 = add nsw i64 %19, 1
  store i64 %inc14, ptr %arrayidx13, align 8
  %20 = load ptr, ptr @greeting, align 8
  %21 = load i32, ptr %r, align 4
  %22 = load ptr, ptr %c, align 8
  %tobool15 = icmp ne ptr %22, null
  br i1 %tobool15, label %cond.true16, label %cond.false17

cond.true16:                                      ; preds = %for.end
  %23 = load ptr, ptr %c, align 8
  %color = getelementptr inbounds %struct.command, ptr %23, i32 0, i32 2
  %24 = load ptr, ptr %color, align 8
  %name = getelementptr inbounds %struct.color, ptr %24, i32 0, i32 0
  %25 = load ptr, ptr %name, align 8
  br label %cond.end18

cond.false17:                                     ; preds = %for.end
  br label %cond.end18

cond.end18:                                       ; preds = %cond.false17, %cond.true16
  %cond19 = phi ptr [ %25, %cond.true16 ], [ @.str.9, %cond.false17 ]
  %26 = load double, ptr %w, align 8
  %27 = load i32, ptr @version, align 8
  %28 = load i32, ptr getelementptr inbounds (%struct.anon, ptr @version, i32 0, i32 1), align 4
  %29 = load ptr, ptr getelementptr inbounds (%struct.anon, ptr @version, i32 0, i32 2), align 8
  %call20 = call i32 @next_id()
  %call21 = call i32 @next_id()
  %add = add nsw i32 %call20, %call21
  %call22 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef @buffer, i64 noundef 256, ptr noundef @.str.8, ptr noundef %20, i32 noundef %21, ptr noundef %cond19, double noundef %26, i32 noundef %27, i32 noundef %28, ptr noundef %29, i32 noundef %add) #5
  %call23 = call i32 @puts(ptr noundef @buffer)
  %30 = load i64, ptr getelementptr inbounds ([16 x i64], ptr @counters, i64 0, i64 1), align 8
  %conv24 = trunc i64 %30 to i32
  ret i32 %conv24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @find(ptr noundef %name) #0 {
entry:
  %retval = alloca ptr, align 8
  %name.addr = alloca ptr, align 8
  %c = alloca ptr, align 8
  store ptr %name, ptr %name.addr, align 8
  store ptr @commands, ptr %c, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load ptr, ptr %c, align 8
  %name1 = getelementptr inbounds %struct.command, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %name1, align 8
  %tobool = icmp ne ptr %1, null
  br i1 %tobool, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %c, align 8
  %name2 = getelementptr inbounds %struct.command, ptr %2, i32 0, i32 0
  %3 = load ptr, ptr %name2, align 8
  %4 = load ptr, ptr %name.addr, align 8
  %call = call i32 @strcmp(ptr noundef %3, ptr noundef %4) #6
  %tobool3 = icmp ne i32 %call, 0
  br i1 %tobool3, label %if.end, label %if.then

if.then:                                          ; preds = %for.body
  %5 = load ptr, ptr %c, align 8
  store ptr %5, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %for.body
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %6 = load ptr, ptr %c, align 8
  %incdec.ptr = getelementptr inbounds %struct.command, ptr %6, i32 1
  store ptr %incdec.ptr, ptr %c, align 8
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %for.cond
  store ptr null, ptr %retval, align 8
  br label %return

return:                                           ; preds = %for.end, %if.then
  %7 = load ptr, ptr %retval, align 8
  ret ptr %7
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @next_id() #0 {
entry:
  %0 = load i32, ptr @next_id.id, align 4
  %inc = add nsw i32 %0, 1
  store i32 %inc, ptr @next_id.id, align 4
  ret i32 %0
}

declare i32 @puts(ptr noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(read) }

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
