; ModuleID = 'backstr.c'
source_filename = "backstr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Val = type { %union.anon, [7 x i8], i8 }
%union.anon = type { double }
%struct.Str = type { %struct.Str*, i8, [1 x i8] }
%struct.Lex = type { i8*, i32 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %v = alloca %struct.Val*, align 8
  %s = alloca %struct.Str*, align 8
  %L = alloca %struct.Lex, align 8
  %r = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 32) #3
  %0 = bitcast i8* %call to %struct.Val*
  store %struct.Val* %0, %struct.Val** %v, align 8
  %call1 = call noalias i8* @malloc(i64 noundef 24) #3
  %1 = bitcast i8* %call1 to %struct.Str*
  store %struct.Str* %1, %struct.Str** %s, align 8
  %2 = load %struct.Val*, %struct.Val** %v, align 8
  %tobool = icmp ne %struct.Val* %2, null
  br i1 %tobool, label %lor.lhs.false, label %if.then

lor.lhs.false:                                    ; preds = %entry
  %3 = load %struct.Str*, %struct.Str** %s, align 8
  %tobool2 = icmp ne %struct.Str* %3, null
  br i1 %tobool2, label %if.end, label %if.then

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %4 = load %struct.Str*, %struct.Str** %s, align 8
  %next = getelementptr inbounds %struct.Str, %struct.Str* %4, i32 0, i32 0
  store %struct.Str* null, %struct.Str** %next, align 8
  %5 = load %struct.Str*, %struct.Str** %s, align 8
  %mark = getelementptr inbounds %struct.Str, %struct.Str* %5, i32 0, i32 1
  store i8 0, i8* %mark, align 8
  %6 = load %struct.Str*, %struct.Str** %s, align 8
  %p = getelementptr inbounds %struct.Str, %struct.Str* %6, i32 0, i32 2
  %arrayidx = getelementptr inbounds [1 x i8], [1 x i8]* %p, i64 0, i64 0
  store i8 45, i8* %arrayidx, align 1
  %7 = load %struct.Str*, %struct.Str** %s, align 8
  %p3 = getelementptr inbounds %struct.Str, %struct.Str* %7, i32 0, i32 2
  %arrayidx4 = getelementptr inbounds [1 x i8], [1 x i8]* %p3, i64 0, i64 1
  store i8 51, i8* %arrayidx4, align 1
  %8 = load %struct.Str*, %struct.Str** %s, align 8
  %p5 = getelementptr inbounds %struct.Str, %struct.Str* %8, i32 0, i32 2
  %arrayidx6 = getelementptr inbounds [1 x i8], [1 x i8]* %p5, i64 0, i64 2
  store i8 0, i8* %arrayidx6, align 1
  %9 = load %struct.Val*, %struct.Val** %v, align 8
  %arrayidx7 = getelementptr inbounds %struct.Val, %struct.Val* %9, i64 0
  %type = getelementptr inbounds %struct.Val, %struct.Val* %arrayidx7, i32 0, i32 2
  store i8 1, i8* %type, align 1
  %10 = load %struct.Val*, %struct.Val** %v, align 8
  %arrayidx8 = getelementptr inbounds %struct.Val, %struct.Val* %10, i64 0
  %u = getelementptr inbounds %struct.Val, %struct.Val* %arrayidx8, i32 0, i32 0
  %shr = bitcast %union.anon* %u to [8 x i8]*
  %arrayidx9 = getelementptr inbounds [8 x i8], [8 x i8]* %shr, i64 0, i64 0
  store i8 49, i8* %arrayidx9, align 8
  %11 = load %struct.Val*, %struct.Val** %v, align 8
  %arrayidx10 = getelementptr inbounds %struct.Val, %struct.Val* %11, i64 0
  %u11 = getelementptr inbounds %struct.Val, %struct.Val* %arrayidx10, i32 0, i32 0
  %shr12 = bitcast %union.anon* %u11 to [8 x i8]*
  %arrayidx13 = getelementptr inbounds [8 x i8], [8 x i8]* %shr12, i64 0, i64 1
  store i8 50, i8* %arrayidx13, align 1
  %12 = load %struct.Val*, %struct.Val** %v, align 8
  %arrayidx14 = getelementptr inbounds %struct.Val, %struct.Val* %12, i64 0
  %u15 = getelementptr inbounds %struct.Val, %struct.Val* %arrayidx14, i32 0, i32 0
  %shr16 = bitcast %union.anon* %u15 to [8 x i8]*
  %arrayidx17 = getelementptr inbounds [8 x i8], [8 x i8]* %shr16, i64 0, i64 2
  store i8 0, i8* %arrayidx17, align 2
  %13 = load %struct.Val*, %struct.Val** %v, align 8
  %arrayidx18 = getelementptr inbounds %struct.Val, %struct.Val* %13, i64 1
  %type19 = getelementptr inbounds %struct.Val, %struct.Val* %arrayidx18, i32 0, i32 2
  store i8 3, i8* %type19, align 1
  %14 = load %struct.Str*, %struct.Str** %s, align 8
  %15 = load %struct.Val*, %struct.Val** %v, align 8
  %arrayidx20 = getelementptr inbounds %struct.Val, %struct.Val* %15, i64 1
  %u21 = getelementptr inbounds %struct.Val, %struct.Val* %arrayidx20, i32 0, i32 0
  %s22 = bitcast %union.anon* %u21 to %struct.Str**
  store %struct.Str* %14, %struct.Str** %s22, align 8
  %16 = load %struct.Val*, %struct.Val** %v, align 8
  %17 = load i32, i32* %argc.addr, align 4
  %cmp = icmp sgt i32 %17, 1
  %conv = zext i1 %cmp to i32
  %idxprom = sext i32 %conv to i64
  %arrayidx23 = getelementptr inbounds %struct.Val, %struct.Val* %16, i64 %idxprom
  %call24 = call i8* @tostr(%struct.Val* noundef %arrayidx23)
  %src = getelementptr inbounds %struct.Lex, %struct.Lex* %L, i32 0, i32 0
  store i8* %call24, i8** %src, align 8
  %c = getelementptr inbounds %struct.Lex, %struct.Lex* %L, i32 0, i32 1
  store i32 0, i32* %c, align 8
  %call25 = call double @lexnum(%struct.Lex* noundef %L)
  %conv26 = fptosi double %call25 to i32
  store i32 %conv26, i32* %r, align 4
  %18 = load %struct.Str*, %struct.Str** %s, align 8
  %19 = bitcast %struct.Str* %18 to i8*
  call void @free(i8* noundef %19) #3
  %20 = load %struct.Val*, %struct.Val** %v, align 8
  %21 = bitcast %struct.Val* %20 to i8*
  call void @free(i8* noundef %21) #3
  %22 = load i32, i32* %r, align 4
  store i32 %22, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %23 = load i32, i32* %retval, align 4
  ret i32 %23
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @tostr(%struct.Val* noundef %v) #0 {
entry:
  %retval = alloca i8*, align 8
  %v.addr = alloca %struct.Val*, align 8
  store %struct.Val* %v, %struct.Val** %v.addr, align 8
  %0 = load %struct.Val*, %struct.Val** %v.addr, align 8
  %type = getelementptr inbounds %struct.Val, %struct.Val* %0, i32 0, i32 2
  %1 = load i8, i8* %type, align 1
  %conv = sext i8 %1 to i32
  %cmp = icmp eq i32 %conv, 1
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %2 = load %struct.Val*, %struct.Val** %v.addr, align 8
  %u = getelementptr inbounds %struct.Val, %struct.Val* %2, i32 0, i32 0
  %shr = bitcast %union.anon* %u to [8 x i8]*
  %arraydecay = getelementptr inbounds [8 x i8], [8 x i8]* %shr, i64 0, i64 0
  store i8* %arraydecay, i8** %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %3 = load %struct.Val*, %struct.Val** %v.addr, align 8
  %u2 = getelementptr inbounds %struct.Val, %struct.Val* %3, i32 0, i32 0
  %s = bitcast %union.anon* %u2 to %struct.Str**
  %4 = load %struct.Str*, %struct.Str** %s, align 8
  %p = getelementptr inbounds %struct.Str, %struct.Str* %4, i32 0, i32 2
  %arraydecay3 = getelementptr inbounds [1 x i8], [1 x i8]* %p, i64 0, i64 0
  store i8* %arraydecay3, i8** %retval, align 8
  br label %return

return:                                           ; preds = %if.end, %if.then
  %5 = load i8*, i8** %retval, align 8
  ret i8* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @lexnum(%struct.Lex* noundef %L) #0 {
entry:
  %retval = alloca double, align 8
  %L.addr = alloca %struct.Lex*, align 8
  %s = alloca i8*, align 8
  store %struct.Lex* %L, %struct.Lex** %L.addr, align 8
  %0 = load %struct.Lex*, %struct.Lex** %L.addr, align 8
  %src = getelementptr inbounds %struct.Lex, %struct.Lex* %0, i32 0, i32 0
  %1 = load i8*, i8** %src, align 8
  %add.ptr = getelementptr inbounds i8, i8* %1, i64 -1
  store i8* %add.ptr, i8** %s, align 8
  %2 = load %struct.Lex*, %struct.Lex** %L.addr, align 8
  %src1 = getelementptr inbounds %struct.Lex, %struct.Lex* %2, i32 0, i32 0
  %3 = load i8*, i8** %src1, align 8
  %arrayidx = getelementptr inbounds i8, i8* %3, i64 -1
  %4 = load i8, i8* %arrayidx, align 1
  %conv = sext i8 %4 to i32
  %cmp = icmp eq i32 %conv, 45
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %5 = load %struct.Lex*, %struct.Lex** %L.addr, align 8
  %src3 = getelementptr inbounds %struct.Lex, %struct.Lex* %5, i32 0, i32 0
  %6 = load i8*, i8** %src3, align 8
  %call = call double @num(i8* noundef %6, i8** noundef null)
  %fneg = fneg double %call
  store double %fneg, double* %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %7 = load i8*, i8** %s, align 8
  %call4 = call double @num(i8* noundef %7, i8** noundef null)
  store double %call4, double* %retval, align 8
  br label %return

return:                                           ; preds = %if.end, %if.then
  %8 = load double, double* %retval, align 8
  ret double %8
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @num(i8* noundef %s, i8** noundef %e) #0 {
entry:
  %s.addr = alloca i8*, align 8
  %e.addr = alloca i8**, align 8
  %d = alloca double, align 8
  store i8* %s, i8** %s.addr, align 8
  store i8** %e, i8*** %e.addr, align 8
  store double 0.000000e+00, double* %d, align 8
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %0 = load i8*, i8** %s.addr, align 8
  %1 = load i8, i8* %0, align 1
  %conv = sext i8 %1 to i32
  %cmp = icmp sge i32 %conv, 48
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %while.cond
  %2 = load i8*, i8** %s.addr, align 8
  %3 = load i8, i8* %2, align 1
  %conv2 = sext i8 %3 to i32
  %cmp3 = icmp sle i32 %conv2, 57
  br label %land.end

land.end:                                         ; preds = %land.rhs, %while.cond
  %4 = phi i1 [ false, %while.cond ], [ %cmp3, %land.rhs ]
  br i1 %4, label %while.body, label %while.end

while.body:                                       ; preds = %land.end
  %5 = load double, double* %d, align 8
  %6 = load i8*, i8** %s.addr, align 8
  %incdec.ptr = getelementptr inbounds i8, i8* %6, i32 1
  store i8* %incdec.ptr, i8** %s.addr, align 8
  %7 = load i8, i8* %6, align 1
  %conv5 = sext i8 %7 to i32
  %sub = sub nsw i32 %conv5, 48
  %conv6 = sitofp i32 %sub to double
  %8 = call double @llvm.fmuladd.f64(double %5, double 1.000000e+01, double %conv6)
  store double %8, double* %d, align 8
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %land.end
  %9 = load i8**, i8*** %e.addr, align 8
  %tobool = icmp ne i8** %9, null
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %while.end
  %10 = load i8*, i8** %s.addr, align 8
  %11 = load i8**, i8*** %e.addr, align 8
  store i8* %10, i8** %11, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %while.end
  %12 = load double, double* %d, align 8
  ret double %12
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }

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
