; ModuleID = 'globals.c'
source_filename = "globals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.color = type { i8*, [3 x i8] }
%struct.command = type { i8*, i32 (i32)*, %struct.color*, i32 }
%struct.anon = type { i32, i32, i8* }

@.str = private unnamed_addr constant [4 x i8] c"red\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"green\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"blue\00", align 1
@palette = dso_local constant [3 x %struct.color] [%struct.color { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), [3 x i8] c"\FF\00\00" }, %struct.color { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i32 0, i32 0), [3 x i8] c"\00\FF\00" }, %struct.color { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), [3 x i8] c"\00\00\FF" }], align 16
@.str.3 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"negate\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@commands = dso_local global [4 x %struct.command] [%struct.command { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i32 0, i32 0), i32 (i32)* @cmd_double, %struct.color* getelementptr inbounds ([3 x %struct.color], [3 x %struct.color]* @palette, i32 0, i32 0), i32 1 }, %struct.command { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.4, i32 0, i32 0), i32 (i32)* @cmd_negate, %struct.color* bitcast (i8* getelementptr (i8, i8* bitcast ([3 x %struct.color]* @palette to i8*), i64 16) to %struct.color*), i32 0 }, %struct.command { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0), i32 (i32)* @cmd_square, %struct.color* bitcast (i8* getelementptr (i8, i8* bitcast ([3 x %struct.color]* @palette to i8*), i64 32) to %struct.color*), i32 3 }, %struct.command zeroinitializer], align 16
@matrix = dso_local global [3 x [4 x i32]] [[4 x i32] [i32 1, i32 2, i32 3, i32 4], [4 x i32] [i32 5, i32 6, i32 7, i32 8], [4 x i32] [i32 9, i32 10, i32 11, i32 12]], align 16
@row_ptrs = dso_local global [3 x i32*] [i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @matrix, i32 0, i32 0, i32 0), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([3 x [4 x i32]]* @matrix to i8*), i64 16) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([3 x [4 x i32]]* @matrix to i8*), i64 32) to i32*)], align 16
@corner = dso_local global i32* bitcast (i8* getelementptr (i8, i8* bitcast ([3 x [4 x i32]]* @matrix to i8*), i64 44) to i32*), align 8
@.str.6 = private unnamed_addr constant [13 x i8] c"hello, world\00", align 1
@greeting = dso_local global i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), align 8
@.str.7 = private unnamed_addr constant [9 x i8] c"bookworm\00", align 1
@version = dso_local global %struct.anon { i32 1, i32 2, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i32 0, i32 0) }, align 8
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
  store i32 %x, i32* %x.addr, align 4
  %0 = load i32, i32* %x.addr, align 4
  %mul = mul nsw i32 2, %0
  ret i32 %mul
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmd_negate(i32 noundef %x) #0 {
entry:
  %x.addr = alloca i32, align 4
  store i32 %x, i32* %x.addr, align 4
  %0 = load i32, i32* %x.addr, align 4
  %sub = sub nsw i32 0, %0
  ret i32 %sub
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmd_square(i32 noundef %x) #0 {
entry:
  %x.addr = alloca i32, align 4
  store i32 %x, i32* %x.addr, align 4
  %0 = load i32, i32* %x.addr, align 4
  %1 = load i32, i32* %x.addr, align 4
  %mul = mul nsw i32 %0, %1
  ret i32 %mul
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %c = alloca %struct.command*, align 8
  %r = alloca i32, align 4
  %w = alloca double, align 8
  %i = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i32, i32* %argc.addr, align 4
  %cmp = icmp sgt i32 %0, 1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load i8**, i8*** %argv.addr, align 8
  %arrayidx = getelementptr inbounds i8*, i8** %1, i64 1
  %2 = load i8*, i8** %arrayidx, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i8* [ %2, %cond.true ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0), %cond.false ]
  %call = call %struct.command* @find(i8* noundef %cond)
  store %struct.command* %call, %struct.command** %c, align 8
  %3 = load %struct.command*, %struct.command** %c, align 8
  %tobool = icmp ne %struct.command* %3, null
  br i1 %tobool, label %cond.true1, label %cond.false3

cond.true1:                                       ; preds = %cond.end
  %4 = load %struct.command*, %struct.command** %c, align 8
  %run = getelementptr inbounds %struct.command, %struct.command* %4, i32 0, i32 1
  %5 = load i32 (i32)*, i32 (i32)** %run, align 8
  %6 = load i32*, i32** @corner, align 8
  %7 = load i32, i32* %6, align 4
  %call2 = call i32 %5(i32 noundef %7)
  br label %cond.end4

cond.false3:                                      ; preds = %cond.end
  br label %cond.end4

cond.end4:                                        ; preds = %cond.false3, %cond.true1
  %cond5 = phi i32 [ %call2, %cond.true1 ], [ 0, %cond.false3 ]
  store i32 %cond5, i32* %r, align 4
  store double 0.000000e+00, double* %w, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %cond.end4
  %8 = load i32, i32* %i, align 4
  %cmp6 = icmp slt i32 %8, 4
  br i1 %cmp6, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %9 = load i32, i32* %i, align 4
  %idxprom = sext i32 %9 to i64
  %arrayidx7 = getelementptr inbounds [4 x double], [4 x double]* @weights, i64 0, i64 %idxprom
  %10 = load double, double* %arrayidx7, align 8
  %11 = load i32, i32* %i, align 4
  %rem = srem i32 %11, 3
  %idxprom8 = sext i32 %rem to i64
  %arrayidx9 = getelementptr inbounds [3 x i32*], [3 x i32*]* @row_ptrs, i64 0, i64 %idxprom8
  %12 = load i32*, i32** %arrayidx9, align 8
  %13 = load i32, i32* %i, align 4
  %idxprom10 = sext i32 %13 to i64
  %arrayidx11 = getelementptr inbounds i32, i32* %12, i64 %idxprom10
  %14 = load i32, i32* %arrayidx11, align 4
  %conv = sitofp i32 %14 to double
  %15 = load double, double* %w, align 8
  %16 = call double @llvm.fmuladd.f64(double %10, double %conv, double %15)
  store double %16, double* %w, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %17 = load i32, i32* %i, align 4
  %inc = add nsw i32 %17, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %18 = load i32, i32* %argc.addr, align 4
  %and = and i32 %18, 15
  %idxprom12 = sext i32 %and to i64
  %arrayidx13 = getelementptr inbounds [16 x i64], [16 x i64]* @counters, i64 0, i64 %idxprom12
  %19 = load i64, i64* %arrayidx13, align 8
  %inc14 = add nsw i64 %19, 1
  store i64 %inc14, i64* %arrayidx13, align 8
  %20 = load i8*, i8** @greeting, align 8
  %21 = load i32, i32* %r, align 4
  %22 = load %struct.command*, %struct.command** %c, align 8
  %tobool15 = icmp ne %struct.command* %22, null
  br i1 %tobool15, label %cond.true16, label %cond.false17

cond.true16:                                      ; preds = %for.end
  %23 = load %struct.command*, %struct.command** %c, align 8
  %color = getelementptr inbounds %struct.command, %struct.command* %23, i32 0, i32 2
  %24 = load %struct.color*, %struct.color** %color, align 8
  %name = getelementptr inbounds %struct.color, %struct.color* %24, i32 0, i32 0
  %25 = load i8*, i8** %name, align 8
  br label %cond.end18

cond.false17:                                     ; preds = %for.end
  br label %cond.end18

cond.end18:                                       ; preds = %cond.false17, %cond.true16
  %cond19 = phi i8* [ %25, %cond.true16 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i64 0, i64 0), %cond.false17 ]
  %26 = load double, double* %w, align 8
  %27 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @version, i32 0, i32 0), align 8
  %28 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @version, i32 0, i32 1), align 4
  %29 = load i8*, i8** getelementptr inbounds (%struct.anon, %struct.anon* @version, i32 0, i32 2), align 8
  %call20 = call i32 @next_id()
  %call21 = call i32 @next_id()
  %add = add nsw i32 %call20, %call21
  %call22 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @buffer, i64 0, i64 0), i64 noundef 256, i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.8, i64 0, i64 0), i8* noundef %20, i32 noundef %21, i8* noundef %cond19, double noundef %26, i32 noundef %27, i32 noundef %28, i8* noundef %29, i32 noundef %add) #5
  %call23 = call i32 @puts(i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @buffer, i64 0, i64 0))
  %30 = load i64, i64* getelementptr inbounds ([16 x i64], [16 x i64]* @counters, i64 0, i64 1), align 8
  %conv24 = trunc i64 %30 to i32
  ret i32 %conv24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.command* @find(i8* noundef %name) #0 {
entry:
  %retval = alloca %struct.command*, align 8
  %name.addr = alloca i8*, align 8
  %c = alloca %struct.command*, align 8
  store i8* %name, i8** %name.addr, align 8
  store %struct.command* getelementptr inbounds ([4 x %struct.command], [4 x %struct.command]* @commands, i64 0, i64 0), %struct.command** %c, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load %struct.command*, %struct.command** %c, align 8
  %name1 = getelementptr inbounds %struct.command, %struct.command* %0, i32 0, i32 0
  %1 = load i8*, i8** %name1, align 8
  %tobool = icmp ne i8* %1, null
  br i1 %tobool, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load %struct.command*, %struct.command** %c, align 8
  %name2 = getelementptr inbounds %struct.command, %struct.command* %2, i32 0, i32 0
  %3 = load i8*, i8** %name2, align 8
  %4 = load i8*, i8** %name.addr, align 8
  %call = call i32 @strcmp(i8* noundef %3, i8* noundef %4) #6
  %tobool3 = icmp ne i32 %call, 0
  br i1 %tobool3, label %if.end, label %if.then

if.then:                                          ; preds = %for.body
  %5 = load %struct.command*, %struct.command** %c, align 8
  store %struct.command* %5, %struct.command** %retval, align 8
  br label %return

if.end:                                           ; preds = %for.body
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %6 = load %struct.command*, %struct.command** %c, align 8
  %incdec.ptr = getelementptr inbounds %struct.command, %struct.command* %6, i32 1
  store %struct.command* %incdec.ptr, %struct.command** %c, align 8
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %for.cond
  store %struct.command* null, %struct.command** %retval, align 8
  br label %return

return:                                           ; preds = %for.end, %if.then
  %7 = load %struct.command*, %struct.command** %retval, align 8
  ret %struct.command* %7
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare i32 @snprintf(i8* noundef, i64 noundef, i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @next_id() #0 {
entry:
  %0 = load i32, i32* @next_id.id, align 4
  %inc = add nsw i32 %0, 1
  store i32 %inc, i32* @next_id.id, align 4
  ret i32 %0
}

declare i32 @puts(i8* noundef) #3

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind readonly willreturn }

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
