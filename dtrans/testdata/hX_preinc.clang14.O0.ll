; ModuleID = 'hX_preinc.c'
source_filename = "hX_preinc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Xform = type { i8, [7 x i8], float, float }

@tab = internal constant [4 x %struct.Xform] [%struct.Xform { i8 6, [7 x i8] c"second\00", float 0x42FA25E180000000, float 1.000000e+00 }, %struct.Xform { i8 6, [7 x i8] c"minute\00", float 0x429C032F00000000, float 6.000000e+01 }, %struct.Xform { i8 4, [7 x i8] c"hour\00\00\00", float 0x423E449AA0000000, float 3.600000e+03 }, %struct.Xform { i8 3, [7 x i8] c"day\00\00\00\00", float 0x41F3BE7940000000, float 8.640000e+04 }], align 16
@upper = dso_local global [256 x i8] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @find(i8* noundef %z, i32 noundef %n, double noundef %r) #0 {
entry:
  %retval = alloca i32, align 4
  %z.addr = alloca i8*, align 8
  %n.addr = alloca i32, align 4
  %r.addr = alloca double, align 8
  %i = alloca i32, align 4
  store i8* %z, i8** %z.addr, align 8
  store i32 %n, i32* %n.addr, align 4
  store double %r, double* %r.addr, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4
  %cmp = icmp slt i32 %0, 4
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load i32, i32* %i, align 4
  %idxprom = sext i32 %1 to i64
  %arrayidx = getelementptr inbounds [4 x %struct.Xform], [4 x %struct.Xform]* @tab, i64 0, i64 %idxprom
  %n1 = getelementptr inbounds %struct.Xform, %struct.Xform* %arrayidx, i32 0, i32 0
  %2 = load i8, i8* %n1, align 16
  %conv = zext i8 %2 to i32
  %3 = load i32, i32* %n.addr, align 4
  %cmp2 = icmp eq i32 %conv, %3
  br i1 %cmp2, label %land.lhs.true, label %if.end

land.lhs.true:                                    ; preds = %for.body
  %4 = load i32, i32* %i, align 4
  %idxprom4 = sext i32 %4 to i64
  %arrayidx5 = getelementptr inbounds [4 x %struct.Xform], [4 x %struct.Xform]* @tab, i64 0, i64 %idxprom4
  %name = getelementptr inbounds %struct.Xform, %struct.Xform* %arrayidx5, i32 0, i32 1
  %arraydecay = getelementptr inbounds [7 x i8], [7 x i8]* %name, i64 0, i64 0
  %5 = load i8*, i8** %z.addr, align 8
  %6 = load i32, i32* %n.addr, align 4
  %call = call i32 @strnicmp_(i8* noundef %arraydecay, i8* noundef %5, i32 noundef %6)
  %cmp6 = icmp eq i32 %call, 0
  br i1 %cmp6, label %land.lhs.true8, label %if.end

land.lhs.true8:                                   ; preds = %land.lhs.true
  %7 = load double, double* %r.addr, align 8
  %8 = load i32, i32* %i, align 4
  %idxprom9 = sext i32 %8 to i64
  %arrayidx10 = getelementptr inbounds [4 x %struct.Xform], [4 x %struct.Xform]* @tab, i64 0, i64 %idxprom9
  %limit = getelementptr inbounds %struct.Xform, %struct.Xform* %arrayidx10, i32 0, i32 2
  %9 = load float, float* %limit, align 8
  %fneg = fneg float %9
  %conv11 = fpext float %fneg to double
  %cmp12 = fcmp ogt double %7, %conv11
  br i1 %cmp12, label %land.lhs.true14, label %if.end

land.lhs.true14:                                  ; preds = %land.lhs.true8
  %10 = load double, double* %r.addr, align 8
  %11 = load i32, i32* %i, align 4
  %idxprom15 = sext i32 %11 to i64
  %arrayidx16 = getelementptr inbounds [4 x %struct.Xform], [4 x %struct.Xform]* @tab, i64 0, i64 %idxprom15
  %limit17 = getelementptr inbounds %struct.Xform, %struct.Xform* %arrayidx16, i32 0, i32 2
  %12 = load float, float* %limit17, align 8
  %conv18 = fpext float %12 to double
  %cmp19 = fcmp olt double %10, %conv18
  br i1 %cmp19, label %if.then, label %if.end

if.then:                                          ; preds = %land.lhs.true14
  %13 = load i32, i32* %i, align 4
  store i32 %13, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %land.lhs.true14, %land.lhs.true8, %land.lhs.true, %for.body
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %14 = load i32, i32* %i, align 4
  %inc = add nsw i32 %14, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  store i32 -1, i32* %retval, align 4
  br label %return

return:                                           ; preds = %for.end, %if.then
  %15 = load i32, i32* %retval, align 4
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @strnicmp_(i8* noundef %zLeft, i8* noundef %zRight, i32 noundef %N) #0 {
entry:
  %zLeft.addr = alloca i8*, align 8
  %zRight.addr = alloca i8*, align 8
  %N.addr = alloca i32, align 4
  %a = alloca i8*, align 8
  %b = alloca i8*, align 8
  store i8* %zLeft, i8** %zLeft.addr, align 8
  store i8* %zRight, i8** %zRight.addr, align 8
  store i32 %N, i32* %N.addr, align 4
  %0 = load i8*, i8** %zLeft.addr, align 8
  store i8* %0, i8** %a, align 8
  %1 = load i8*, i8** %zRight.addr, align 8
  store i8* %1, i8** %b, align 8
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %2 = load i32, i32* %N.addr, align 4
  %dec = add nsw i32 %2, -1
  store i32 %dec, i32* %N.addr, align 4
  %cmp = icmp sgt i32 %2, 0
  br i1 %cmp, label %land.lhs.true, label %land.end

land.lhs.true:                                    ; preds = %while.cond
  %3 = load i8*, i8** %a, align 8
  %4 = load i8, i8* %3, align 1
  %conv = zext i8 %4 to i32
  %cmp1 = icmp ne i32 %conv, 0
  br i1 %cmp1, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %land.lhs.true
  %5 = load i8*, i8** %a, align 8
  %6 = load i8, i8* %5, align 1
  %idxprom = zext i8 %6 to i64
  %arrayidx = getelementptr inbounds [256 x i8], [256 x i8]* @upper, i64 0, i64 %idxprom
  %7 = load i8, i8* %arrayidx, align 1
  %conv3 = zext i8 %7 to i32
  %8 = load i8*, i8** %b, align 8
  %9 = load i8, i8* %8, align 1
  %idxprom4 = zext i8 %9 to i64
  %arrayidx5 = getelementptr inbounds [256 x i8], [256 x i8]* @upper, i64 0, i64 %idxprom4
  %10 = load i8, i8* %arrayidx5, align 1
  %conv6 = zext i8 %10 to i32
  %cmp7 = icmp eq i32 %conv3, %conv6
  br label %land.end

land.end:                                         ; preds = %land.rhs, %land.lhs.true, %while.cond
  %11 = phi i1 [ false, %land.lhs.true ], [ false, %while.cond ], [ %cmp7, %land.rhs ]
  br i1 %11, label %while.body, label %while.end

while.body:                                       ; preds = %land.end
  %12 = load i8*, i8** %a, align 8
  %incdec.ptr = getelementptr inbounds i8, i8* %12, i32 1
  store i8* %incdec.ptr, i8** %a, align 8
  %13 = load i8*, i8** %b, align 8
  %incdec.ptr9 = getelementptr inbounds i8, i8* %13, i32 1
  store i8* %incdec.ptr9, i8** %b, align 8
  br label %while.cond, !llvm.loop !9

while.end:                                        ; preds = %land.end
  %14 = load i32, i32* %N.addr, align 4
  %cmp10 = icmp slt i32 %14, 0
  br i1 %cmp10, label %cond.true, label %cond.false

cond.true:                                        ; preds = %while.end
  br label %cond.end

cond.false:                                       ; preds = %while.end
  %15 = load i8*, i8** %a, align 8
  %16 = load i8, i8* %15, align 1
  %idxprom12 = zext i8 %16 to i64
  %arrayidx13 = getelementptr inbounds [256 x i8], [256 x i8]* @upper, i64 0, i64 %idxprom12
  %17 = load i8, i8* %arrayidx13, align 1
  %conv14 = zext i8 %17 to i32
  %18 = load i8*, i8** %b, align 8
  %19 = load i8, i8* %18, align 1
  %idxprom15 = zext i8 %19 to i64
  %arrayidx16 = getelementptr inbounds [256 x i8], [256 x i8]* @upper, i64 0, i64 %idxprom15
  %20 = load i8, i8* %arrayidx16, align 1
  %conv17 = zext i8 %20 to i32
  %sub = sub nsw i32 %conv14, %conv17
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ 0, %cond.true ], [ %sub, %cond.false ]
  ret i32 %cond
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %i = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4
  %cmp = icmp slt i32 %0, 256
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load i32, i32* %i, align 4
  %cmp1 = icmp sge i32 %1, 97
  br i1 %cmp1, label %land.lhs.true, label %cond.false

land.lhs.true:                                    ; preds = %for.body
  %2 = load i32, i32* %i, align 4
  %cmp2 = icmp sle i32 %2, 122
  br i1 %cmp2, label %cond.true, label %cond.false

cond.true:                                        ; preds = %land.lhs.true
  %3 = load i32, i32* %i, align 4
  %sub = sub nsw i32 %3, 32
  br label %cond.end

cond.false:                                       ; preds = %land.lhs.true, %for.body
  %4 = load i32, i32* %i, align 4
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %sub, %cond.true ], [ %4, %cond.false ]
  %conv = trunc i32 %cond to i8
  %5 = load i32, i32* %i, align 4
  %idxprom = sext i32 %5 to i64
  %arrayidx = getelementptr inbounds [256 x i8], [256 x i8]* @upper, i64 0, i64 %idxprom
  store i8 %conv, i8* %arrayidx, align 1
  br label %for.inc

for.inc:                                          ; preds = %cond.end
  %6 = load i32, i32* %i, align 4
  %inc = add nsw i32 %6, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !10

for.end:                                          ; preds = %for.cond
  %7 = load i8**, i8*** %argv.addr, align 8
  %arrayidx3 = getelementptr inbounds i8*, i8** %7, i64 0
  %8 = load i8*, i8** %arrayidx3, align 8
  %9 = load i8**, i8*** %argv.addr, align 8
  %arrayidx4 = getelementptr inbounds i8*, i8** %9, i64 0
  %10 = load i8*, i8** %arrayidx4, align 8
  %call = call i64 @strlen(i8* noundef %10) #2
  %conv5 = trunc i64 %call to i32
  %11 = load i32, i32* %argc.addr, align 4
  %conv6 = sitofp i32 %11 to double
  %call7 = call i32 @find(i8* noundef %8, i32 noundef %conv5, double noundef %conv6)
  ret i32 %call7
}

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7, !8}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"llvm.loop.unroll.disable"}
!9 = distinct !{!9, !7, !8}
!10 = distinct !{!10, !7}
