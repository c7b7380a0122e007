; ModuleID = 'opaque.c'
source_filename = "opaque.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Opts = type { i32, i32 }
%struct.Sub = type { i32, [9 x ptr] }
%struct.Hist = type { [4 x i16], i64 }
%struct.FP = type { i64, i32 }
%struct.Tok = type { i32, %union.Sem }
%union.Sem = type { double }
%struct.Other = type { double, double }
%struct.Str = type { i64, [8 x i8] }

@__const.run.o = private unnamed_addr constant %struct.Opts { i32 1, i32 2 }, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @api_finish(i32 noundef %x, ptr noundef %o) #0 {
entry:
  %x.addr = alloca i32, align 4
  %o.addr = alloca ptr, align 8
  store i32 %x, ptr %x.addr, align 4
  store ptr %o, ptr %o.addr, align 8
  %0 = load i32, ptr %x.addr, align 4
  %1 = load ptr, ptr %o.addr, align 8
  %call = call i32 @finish(i32 noundef %0, ptr noundef %1)
  ret i32 %call
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @finish(i32 noundef %x, ptr noundef %o) #0 {
entry:
  %x.addr = alloca i32, align 4
  %o.addr = alloca ptr, align 8
  store i32 %x, ptr %x.addr, align 4
  store ptr %o, ptr %o.addr, align 8
  %0 = load ptr, ptr %o.addr, align 8
  %cmp = icmp ne ptr %0, null
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load i32, ptr %x.addr, align 4
  %add = add nsw i32 %1, 1
  br label %cond.end

cond.false:                                       ; preds = %entry
  %2 = load i32, ptr %x.addr, align 4
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %add, %cond.true ], [ %2, %cond.false ]
  ret i32 %cond
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @try(ptr noundef %p, ptr noundef %out, i32 noundef %depth) #0 {
entry:
  %retval = alloca i32, align 4
  %p.addr = alloca ptr, align 8
  %out.addr = alloca ptr, align 8
  %depth.addr = alloca i32, align 4
  %scratch = alloca %struct.Sub, align 8
  %r = alloca i32, align 4
  store ptr %p, ptr %p.addr, align 8
  store ptr %out, ptr %out.addr, align 8
  store i32 %depth, ptr %depth.addr, align 4
  %0 = load ptr, ptr %out.addr, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %scratch, ptr align 8 %0, i64 80, i1 false)
  %1 = load i32, ptr %depth.addr, align 4
  %cmp = icmp sgt i32 %1, 0
  br i1 %cmp, label %land.lhs.true, label %if.end3

land.lhs.true:                                    ; preds = %entry
  %2 = load ptr, ptr %p.addr, align 8
  %3 = load i8, ptr %2, align 1
  %conv = sext i8 %3 to i32
  %tobool = icmp ne i32 %conv, 0
  br i1 %tobool, label %if.then, label %if.end3

if.then:                                          ; preds = %land.lhs.true
  %4 = load ptr, ptr %p.addr, align 8
  %sp = getelementptr inbounds %struct.Sub, ptr %scratch, i32 0, i32 1
  %n = getelementptr inbounds %struct.Sub, ptr %scratch, i32 0, i32 0
  %5 = load i32, ptr %n, align 8
  %inc = add nsw i32 %5, 1
  store i32 %inc, ptr %n, align 8
  %rem = srem i32 %5, 9
  %idxprom = sext i32 %rem to i64
  %arrayidx = getelementptr inbounds [9 x ptr], ptr %sp, i64 0, i64 %idxprom
  store ptr %4, ptr %arrayidx, align 8
  %6 = load ptr, ptr %p.addr, align 8
  %add.ptr = getelementptr inbounds i8, ptr %6, i64 1
  %7 = load ptr, ptr %out.addr, align 8
  %8 = load i32, ptr %depth.addr, align 4
  %sub = sub nsw i32 %8, 1
  %call = call i32 @try(ptr noundef %add.ptr, ptr noundef %7, i32 noundef %sub)
  store i32 %call, ptr %r, align 4
  %9 = load i32, ptr %r, align 4
  %tobool1 = icmp ne i32 %9, 0
  br i1 %tobool1, label %if.then2, label %if.end

if.then2:                                         ; preds = %if.then
  %10 = load i32, ptr %r, align 4
  store i32 %10, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %if.then
  %11 = load ptr, ptr %out.addr, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %scratch, i64 80, i1 false)
  br label %if.end3

if.end3:                                          ; preds = %if.end, %land.lhs.true, %entry
  %12 = load ptr, ptr %p.addr, align 8
  %13 = load i8, ptr %12, align 1
  %conv4 = sext i8 %13 to i32
  %cmp5 = icmp eq i32 %conv4, 120
  %conv6 = zext i1 %cmp5 to i32
  store i32 %conv6, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end3, %if.then2
  %14 = load i32, ptr %retval, align 4
  ret i32 %14
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %h.addr.i = alloca ptr, align 8
  %i.addr.i = alloca i32, align 4
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %hh = alloca %struct.Hist, align 8
  %x = alloca %struct.FP, align 8
  %y = alloca %struct.FP, align 8
  %t = alloca ptr, align 8
  %u = alloca %struct.Tok, align 8
  %sub = alloca %struct.Sub, align 8
  %m = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %hh, i8 0, i64 16, i1 false)
  %0 = load i32, ptr %argc.addr, align 4
  %and = and i32 %0, 3
  store ptr %hh, ptr %h.addr.i, align 8
  store i32 %and, ptr %i.addr.i, align 4
  %1 = load ptr, ptr %h.addr.i, align 8
  %2 = load i32, ptr %i.addr.i, align 4
  %idxprom.i = sext i32 %2 to i64
  %arrayidx.i = getelementptr inbounds [4 x i16], ptr %1, i64 0, i64 %idxprom.i
  %3 = load i16, ptr %arrayidx.i, align 2
  %inc.i = add i16 %3, 1
  store i16 %inc.i, ptr %arrayidx.i, align 2
  %4 = load ptr, ptr %h.addr.i, align 8
  %y.i = getelementptr inbounds %struct.Other, ptr %4, i32 0, i32 1
  store double 0.000000e+00, ptr %y.i, align 8
  %call = call { i64, i32 } @mkfp(double noundef 5.000000e-01)
  %5 = getelementptr inbounds { i64, i32 }, ptr %x, i32 0, i32 0
  %6 = extractvalue { i64, i32 } %call, 0
  store i64 %6, ptr %5, align 8
  %7 = getelementptr inbounds { i64, i32 }, ptr %x, i32 0, i32 1
  %8 = extractvalue { i64, i32 } %call, 1
  store i32 %8, ptr %7, align 8
  %9 = load i32, ptr %argc.addr, align 4
  %conv = sitofp i32 %9 to double
  call void @bounds(double noundef %conv, ptr noundef %x, ptr noundef %y)
  %call1 = call noalias ptr @malloc(i64 noundef 16) #4
  store ptr %call1, ptr %t, align 8
  %10 = load ptr, ptr %t, align 8
  %sem = getelementptr inbounds %struct.Tok, ptr %10, i32 0, i32 1
  %11 = load i32, ptr %argc.addr, align 4
  %call2 = call i32 @lex(ptr noundef %sem, i32 noundef %11)
  %12 = load ptr, ptr %t, align 8
  %kind = getelementptr inbounds %struct.Tok, ptr %12, i32 0, i32 0
  store i32 %call2, ptr %kind, align 8
  %sem3 = getelementptr inbounds %struct.Tok, ptr %u, i32 0, i32 1
  %13 = load ptr, ptr %argv.addr, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %13, i64 0
  %14 = load ptr, ptr %arrayidx, align 8
  %arrayidx4 = getelementptr inbounds i8, ptr %14, i64 0
  %15 = load i8, ptr %arrayidx4, align 1
  %conv5 = sext i8 %15 to i32
  %call6 = call i32 @lex(ptr noundef %sem3, i32 noundef %conv5)
  %kind7 = getelementptr inbounds %struct.Tok, ptr %u, i32 0, i32 0
  store i32 %call6, ptr %kind7, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %sub, i8 0, i64 80, i1 false)
  %16 = load ptr, ptr %argv.addr, align 8
  %arrayidx8 = getelementptr inbounds ptr, ptr %16, i64 0
  %17 = load ptr, ptr %arrayidx8, align 8
  %18 = load i32, ptr %argc.addr, align 4
  %call9 = call i32 @try(ptr noundef %17, ptr noundef %sub, i32 noundef %18)
  store i32 %call9, ptr %m, align 4
  %19 = load ptr, ptr %t, align 8
  %kind10 = getelementptr inbounds %struct.Tok, ptr %19, i32 0, i32 0
  %20 = load i32, ptr %kind10, align 8
  %kind11 = getelementptr inbounds %struct.Tok, ptr %u, i32 0, i32 0
  %21 = load i32, ptr %kind11, align 8
  %add = add nsw i32 %20, %21
  %e = getelementptr inbounds %struct.FP, ptr %x, i32 0, i32 1
  %22 = load i32, ptr %e, align 8
  %add12 = add nsw i32 %add, %22
  %e13 = getelementptr inbounds %struct.FP, ptr %y, i32 0, i32 1
  %23 = load i32, ptr %e13, align 8
  %add14 = add nsw i32 %add12, %23
  %24 = load i32, ptr %argc.addr, align 4
  %call15 = call i32 @run(i32 noundef %24)
  %add16 = add nsw i32 %add14, %call15
  %data = getelementptr inbounds %struct.Hist, ptr %hh, i32 0, i32 0
  %arrayidx17 = getelementptr inbounds [4 x i16], ptr %data, i64 0, i64 1
  %25 = load i16, ptr %arrayidx17, align 2
  %conv18 = zext i16 %25 to i32
  %add19 = add nsw i32 %add16, %conv18
  %26 = load i32, ptr %m, align 4
  %add20 = add nsw i32 %add19, %26
  %n = getelementptr inbounds %struct.Sub, ptr %sub, i32 0, i32 0
  %27 = load i32, ptr %n, align 8
  %add21 = add nsw i32 %add20, %27
  ret i32 %add21
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i32 } @mkfp(double noundef %d) #0 {
entry:
  %retval = alloca %struct.FP, align 8
  %d.addr = alloca double, align 8
  store double %d, ptr %d.addr, align 8
  %0 = load double, ptr %d.addr, align 8
  %conv = fptoui double %0 to i64
  %f = getelementptr inbounds %struct.FP, ptr %retval, i32 0, i32 0
  store i64 %conv, ptr %f, align 8
  %e = getelementptr inbounds %struct.FP, ptr %retval, i32 0, i32 1
  store i32 1, ptr %e, align 8
  %1 = load { i64, i32 }, ptr %retval, align 8
  ret { i64, i32 } %1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bounds(double noundef %d, ptr noundef %lo, ptr noundef %hi) #0 {
entry:
  %d.addr = alloca double, align 8
  %lo.addr = alloca ptr, align 8
  %hi.addr = alloca ptr, align 8
  %a = alloca %struct.FP, align 8
  %b = alloca %struct.FP, align 8
  store double %d, ptr %d.addr, align 8
  store ptr %lo, ptr %lo.addr, align 8
  store ptr %hi, ptr %hi.addr, align 8
  %0 = load double, ptr %d.addr, align 8
  %call = call { i64, i32 } @mkfp(double noundef %0)
  %1 = getelementptr inbounds { i64, i32 }, ptr %a, i32 0, i32 0
  %2 = extractvalue { i64, i32 } %call, 0
  store i64 %2, ptr %1, align 8
  %3 = getelementptr inbounds { i64, i32 }, ptr %a, i32 0, i32 1
  %4 = extractvalue { i64, i32 } %call, 1
  store i32 %4, ptr %3, align 8
  %5 = load double, ptr %d.addr, align 8
  %mul = fmul double %5, 2.000000e+00
  %call1 = call { i64, i32 } @mkfp(double noundef %mul)
  %6 = getelementptr inbounds { i64, i32 }, ptr %b, i32 0, i32 0
  %7 = extractvalue { i64, i32 } %call1, 0
  store i64 %7, ptr %6, align 8
  %8 = getelementptr inbounds { i64, i32 }, ptr %b, i32 0, i32 1
  %9 = extractvalue { i64, i32 } %call1, 1
  store i32 %9, ptr %8, align 8
  %e = getelementptr inbounds %struct.FP, ptr %a, i32 0, i32 1
  %10 = load i32, ptr %e, align 8
  %e2 = getelementptr inbounds %struct.FP, ptr %b, i32 0, i32 1
  store i32 %10, ptr %e2, align 8
  %11 = load ptr, ptr %lo.addr, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %a, i64 16, i1 false)
  %12 = load ptr, ptr %hi.addr, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %b, i64 16, i1 false)
  ret void
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lex(ptr noundef %sem, i32 noundef %c) #0 {
entry:
  %retval = alloca i32, align 4
  %sem.addr = alloca ptr, align 8
  %c.addr = alloca i32, align 4
  %p = alloca ptr, align 8
  store ptr %sem, ptr %sem.addr, align 8
  store i32 %c, ptr %c.addr, align 4
  %0 = load i32, ptr %c.addr, align 4
  %cmp = icmp eq i32 %0, 115
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %call = call noalias ptr @malloc(i64 noundef 16) #4
  store ptr %call, ptr %p, align 8
  %1 = load ptr, ptr %p, align 8
  %len = getelementptr inbounds %struct.Str, ptr %1, i32 0, i32 0
  store i64 0, ptr %len, align 8
  %2 = load ptr, ptr %p, align 8
  %3 = load ptr, ptr %sem.addr, align 8
  store ptr %2, ptr %3, align 8
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %4 = load i32, ptr %c.addr, align 4
  %cmp1 = icmp eq i32 %4, 114
  br i1 %cmp1, label %if.then2, label %if.end3

if.then2:                                         ; preds = %if.end
  %5 = load ptr, ptr %sem.addr, align 8
  store double 1.500000e+00, ptr %5, align 8
  store i32 2, ptr %retval, align 4
  br label %return

if.end3:                                          ; preds = %if.end
  %6 = load i32, ptr %c.addr, align 4
  %conv = sext i32 %6 to i64
  %7 = load ptr, ptr %sem.addr, align 8
  store i64 %conv, ptr %7, align 8
  store i32 3, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end3, %if.then2, %if.then
  %8 = load i32, ptr %retval, align 4
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @run(i32 noundef %x) #0 {
entry:
  %x.addr = alloca i32, align 4
  %o = alloca %struct.Opts, align 4
  store i32 %x, ptr %x.addr, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %o, ptr align 4 @__const.run.o, i64 8, i1 false)
  %0 = load i32, ptr %x.addr, align 4
  %level = getelementptr inbounds %struct.Opts, ptr %o, i32 0, i32 0
  store i32 %0, ptr %level, align 4
  %1 = load i32, ptr %x.addr, align 4
  %call = call i32 @finish(i32 noundef %1, ptr noundef %o)
  %flags = getelementptr inbounds %struct.Opts, ptr %o, i32 0, i32 1
  %2 = load i32, ptr %flags, align 4
  %add = add nsw i32 %call, %2
  ret i32 %add
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
