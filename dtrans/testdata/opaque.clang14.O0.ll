; ModuleID = 'opaque.c'
source_filename = "opaque.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Opts = type { i32, i32 }
%struct.Sub = type { i32, [9 x i8*] }
%struct.Hist = type { [4 x i16], i64 }
%struct.FP = type { i64, i32 }
%struct.Tok = type { i32, %union.Sem }
%union.Sem = type { double }
%struct.Other = type { double, double }
%struct.Str = type { i64, [8 x i8] }

@__const.run.o = private unnamed_addr constant %struct.Opts { i32 1, i32 2 }, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @api_finish(i32 noundef %x, %struct.Opts* noundef %o) #0 {
entry:
  %x.addr = alloca i32, align 4
  %o.addr = alloca %struct.Opts*, align 8
  store i32 %x, i32* %x.addr, align 4
  store %struct.Opts* %o, %struct.Opts** %o.addr, align 8
  %0 = load i32, i32* %x.addr, align 4
  %1 = load %struct.Opts*, %struct.Opts** %o.addr, align 8
  %call = call i32 @finish(i32 noundef %0, %struct.Opts* noundef %1)
  ret i32 %call
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @finish(i32 noundef %x, %struct.Opts* noundef %o) #0 {
entry:
  %x.addr = alloca i32, align 4
  %o.addr = alloca %struct.Opts*, align 8
  store i32 %x, i32* %x.addr, align 4
  store %struct.Opts* %o, %struct.Opts** %o.addr, align 8
  %0 = load %struct.Opts*, %struct.Opts** %o.addr, align 8
  %cmp = icmp ne %struct.Opts* %0, null
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load i32, i32* %x.addr, align 4
  %add = add nsw i32 %1, 1
  br label %cond.end

cond.false:                                       ; preds = %entry
  %2 = load i32, i32* %x.addr, align 4
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %add, %cond.true ], [ %2, %cond.false ]
  ret i32 %cond
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @try(i8* noundef %p, %struct.Sub* noundef %out, i32 noundef %depth) #0 {
entry:
  %retval = alloca i32, align 4
  %p.addr = alloca i8*, align 8
  %out.addr = alloca %struct.Sub*, align 8
  %depth.addr = alloca i32, align 4
  %scratch = alloca %struct.Sub, align 8
  %r = alloca i32, align 4
  store i8* %p, i8** %p.addr, align 8
  store %struct.Sub* %out, %struct.Sub** %out.addr, align 8
  store i32 %depth, i32* %depth.addr, align 4
  %0 = load %struct.Sub*, %struct.Sub** %out.addr, align 8
  %1 = bitcast %struct.Sub* %scratch to i8*
  %2 = bitcast %struct.Sub* %0 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %1, i8* align 8 %2, i64 80, i1 false)
  %3 = load i32, i32* %depth.addr, align 4
  %cmp = icmp sgt i32 %3, 0
  br i1 %cmp, label %land.lhs.true, label %if.end3

land.lhs.true:                                    ; preds = %entry
  %4 = load i8*, i8** %p.addr, align 8
  %5 = load i8, i8* %4, align 1
  %conv = sext i8 %5 to i32
  %tobool = icmp ne i32 %conv, 0
  br i1 %tobool, label %if.then, label %if.end3

if.then:                                          ; preds = %land.lhs.true
  %6 = load i8*, i8** %p.addr, align 8
  %sp = getelementptr inbounds %struct.Sub, %struct.Sub* %scratch, i32 0, i32 1
  %n = getelementptr inbounds %struct.Sub, %struct.Sub* %scratch, i32 0, i32 0
  %7 = load i32, i32* %n, align 8
  %inc = add nsw i32 %7, 1
  store i32 %inc, i32* %n, align 8
  %rem = srem i32 %7, 9
  %idxprom = sext i32 %rem to i64
  %arrayidx = getelementptr inbounds [9 x i8*], [9 x i8*]* %sp, i64 0, i64 %idxprom
  store i8* %6, i8** %arrayidx, align 8
  %8 = load i8*, i8** %p.addr, align 8
  %add.ptr = getelementptr inbounds i8, i8* %8, i64 1
  %9 = load %struct.Sub*, %struct.Sub** %out.addr, align 8
  %10 = load i32, i32* %depth.addr, align 4
  %sub = sub nsw i32 %10, 1
  %call = call i32 @try(i8* noundef %add.ptr, %struct.Sub* noundef %9, i32 noundef %sub)
  store i32 %call, i32* %r, align 4
  %11 = load i32, i32* %r, align 4
  %tobool1 = icmp ne i32 %11, 0
  br i1 %tobool1, label %if.then2, label %if.end

if.then2:                                         ; preds = %if.then
  %12 = load i32, i32* %r, align 4
  store i32 %12, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %if.then
  %13 = load %struct.Sub*, %struct.Sub** %out.addr, align 8
  %14 = bitcast %struct.Sub* %13 to i8*
  %15 = bitcast %struct.Sub* %scratch to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %14, i8* align 8 %15, i64 80, i1 false)
  br label %if.end3

if.end3:                                          ; preds = %if.end, %land.lhs.true, %entry
  %16 = load i8*, i8** %p.addr, align 8
  %17 = load i8, i8* %16, align 1
  %conv4 = sext i8 %17 to i32
  %cmp5 = icmp eq i32 %conv4, 120
  %conv6 = zext i1 %cmp5 to i32
  store i32 %conv6, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end3, %if.then2
  %18 = load i32, i32* %retval, align 4
  ret i32 %18
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %h.addr.i = alloca %struct.Hist*, align 8
  %i.addr.i = alloca i32, align 4
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %hh = alloca %struct.Hist, align 8
  %x = alloca %struct.FP, align 8
  %y = alloca %struct.FP, align 8
  %t = alloca %struct.Tok*, align 8
  %u = alloca %struct.Tok, align 8
  %sub = alloca %struct.Sub, align 8
  %m = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = bitcast %struct.Hist* %hh to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %0, i8 0, i64 16, i1 false)
  %1 = load i32, i32* %argc.addr, align 4
  %and = and i32 %1, 3
  store %struct.Hist* %hh, %struct.Hist** %h.addr.i, align 8
  store i32 %and, i32* %i.addr.i, align 4
  %2 = load %struct.Hist*, %struct.Hist** %h.addr.i, align 8
  %data.i = getelementptr inbounds %struct.Hist, %struct.Hist* %2, i32 0, i32 0
  %3 = load i32, i32* %i.addr.i, align 4
  %idxprom.i = sext i32 %3 to i64
  %arrayidx.i = getelementptr inbounds [4 x i16], [4 x i16]* %data.i, i64 0, i64 %idxprom.i
  %4 = load i16, i16* %arrayidx.i, align 2
  %inc.i = add i16 %4, 1
  store i16 %inc.i, i16* %arrayidx.i, align 2
  %5 = load %struct.Hist*, %struct.Hist** %h.addr.i, align 8
  %6 = bitcast %struct.Hist* %5 to %struct.Other*
  %y.i = getelementptr inbounds %struct.Other, %struct.Other* %6, i32 0, i32 1
  store double 0.000000e+00, double* %y.i, align 8
  %call = call { i64, i32 } @mkfp(double noundef 5.000000e-01)
  %7 = bitcast %struct.FP* %x to { i64, i32 }*
  %8 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %7, i32 0, i32 0
  %9 = extractvalue { i64, i32 } %call, 0
  store i64 %9, i64* %8, align 8
  %10 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %7, i32 0, i32 1
  %11 = extractvalue { i64, i32 } %call, 1
  store i32 %11, i32* %10, align 8
  %12 = load i32, i32* %argc.addr, align 4
  %conv = sitofp i32 %12 to double
  call void @bounds(double noundef %conv, %struct.FP* noundef %x, %struct.FP* noundef %y)
  %call1 = call noalias i8* @malloc(i64 noundef 16) #4
  %13 = bitcast i8* %call1 to %struct.Tok*
  store %struct.Tok* %13, %struct.Tok** %t, align 8
  %14 = load %struct.Tok*, %struct.Tok** %t, align 8
  %sem = getelementptr inbounds %struct.Tok, %struct.Tok* %14, i32 0, i32 1
  %15 = load i32, i32* %argc.addr, align 4
  %call2 = call i32 @lex(%union.Sem* noundef %sem, i32 noundef %15)
  %16 = load %struct.Tok*, %struct.Tok** %t, align 8
  %kind = getelementptr inbounds %struct.Tok, %struct.Tok* %16, i32 0, i32 0
  store i32 %call2, i32* %kind, align 8
  %sem3 = getelementptr inbounds %struct.Tok, %struct.Tok* %u, i32 0, i32 1
  %17 = load i8**, i8*** %argv.addr, align 8
  %arrayidx = getelementptr inbounds i8*, i8** %17, i64 0
  %18 = load i8*, i8** %arrayidx, align 8
  %arrayidx4 = getelementptr inbounds i8, i8* %18, i64 0
  %19 = load i8, i8* %arrayidx4, align 1
  %conv5 = sext i8 %19 to i32
  %call6 = call i32 @lex(%union.Sem* noundef %sem3, i32 noundef %conv5)
  %kind7 = getelementptr inbounds %struct.Tok, %struct.Tok* %u, i32 0, i32 0
  store i32 %call6, i32* %kind7, align 8
  %20 = bitcast %struct.Sub* %sub to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %20, i8 0, i64 80, i1 false)
  %21 = load i8**, i8*** %argv.addr, align 8
  %arrayidx8 = getelementptr inbounds i8*, i8** %21, i64 0
  %22 = load i8*, i8** %arrayidx8, align 8
  %23 = load i32, i32* %argc.addr, align 4
  %call9 = call i32 @try(i8* noundef %22, %struct.Sub* noundef %sub, i32 noundef %23)
  store i32 %call9, i32* %m, align 4
  %24 = load %struct.Tok*, %struct.Tok** %t, align 8
  %kind10 = getelementptr inbounds %struct.Tok, %struct.Tok* %24, i32 0, i32 0
  %25 = load i32, i32* %kind10, align 8
  %kind11 = getelementptr inbounds %struct.Tok, %struct.Tok* %u, i32 0, i32 0
  %26 = load i32, i32* %kind11, align 8
  %add = add nsw i32 %25, %26
  %e = getelementptr inbounds %struct.FP, %struct.FP* %x, i32 0, i32 1
  %27 = load i32, i32* %e, align 8
  %add12 = add nsw i32 %add, %27
  %e13 = getelementptr inbounds %struct.FP, %struct.FP* %y, i32 0, i32 1
  %28 = load i32, i32* %e13, align 8
  %add14 = add nsw i32 %add12, %28
  %29 = load i32, i32* %argc.addr, align 4
  %call15 = call i32 @run(i32 noundef %29)
  %add16 = add nsw i32 %add14, %call15
  %data = getelementptr inbounds %struct.Hist, %struct.Hist* %hh, i32 0, i32 0
  %arrayidx17 = getelementptr inbounds [4 x i16], [4 x i16]* %data, i64 0, i64 1
  %30 = load i16, i16* %arrayidx17, align 2
  %conv18 = zext i16 %30 to i32
  %add19 = add nsw i32 %add16, %conv18
  %31 = load i32, i32* %m, align 4
  %add20 = add nsw i32 %add19, %31
  %n = getelementptr inbounds %struct.Sub, %struct.Sub* %sub, i32 0, i32 0
  %32 = load i32, i32* %n, align 8
  %add21 = add nsw i32 %add20, %32
  ret i32 %add21
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i32 } @mkfp(double noundef %d) #0 {
entry:
  %retval = alloca %struct.FP, align 8
  %d.addr = alloca double, align 8
  store double %d, double* %d.addr, align 8
  %0 = load double, double* %d.addr, align 8
  %conv = fptoui double %0 to i64
  %f = getelementptr inbounds %struct.FP, %struct.FP* %retval, i32 0, i32 0
  store i64 %conv, i64* %f, align 8
  %e = getelementptr inbounds %struct.FP, %struct.FP* %retval, i32 0, i32 1
  store i32 1, i32* %e, align 8
  %1 = bitcast %struct.FP* %retval to { i64, i32 }*
  %2 = load { i64, i32 }, { i64, i32 }* %1, align 8
  ret { i64, i32 } %2
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bounds(double noundef %d, %struct.FP* noundef %lo, %struct.FP* noundef %hi) #0 {
entry:
  %d.addr = alloca double, align 8
  %lo.addr = alloca %struct.FP*, align 8
  %hi.addr = alloca %struct.FP*, align 8
  %a = alloca %struct.FP, align 8
  %b = alloca %struct.FP, align 8
  store double %d, double* %d.addr, align 8
  store %struct.FP* %lo, %struct.FP** %lo.addr, align 8
  store %struct.FP* %hi, %struct.FP** %hi.addr, align 8
  %0 = load double, double* %d.addr, align 8
  %call = call { i64, i32 } @mkfp(double noundef %0)
  %1 = bitcast %struct.FP* %a to { i64, i32 }*
  %2 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %1, i32 0, i32 0
  %3 = extractvalue { i64, i32 } %call, 0
  store i64 %3, i64* %2, align 8
  %4 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %1, i32 0, i32 1
  %5 = extractvalue { i64, i32 } %call, 1
  store i32 %5, i32* %4, align 8
  %6 = load double, double* %d.addr, align 8
  %mul = fmul double %6, 2.000000e+00
  %call1 = call { i64, i32 } @mkfp(double noundef %mul)
  %7 = bitcast %struct.FP* %b to { i64, i32 }*
  %8 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %7, i32 0, i32 0
  %9 = extractvalue { i64, i32 } %call1, 0
  store i64 %9, i64* %8, align 8
  %10 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %7, i32 0, i32 1
  %11 = extractvalue { i64, i32 } %call1, 1
  store i32 %11, i32* %10, align 8
  %e = getelementptr inbounds %struct.FP, %struct.FP* %a, i32 0, i32 1
  %12 = load i32, i32* %e, align 8
  %e2 = getelementptr inbounds %struct.FP, %struct.FP* %b, i32 0, i32 1
  store i32 %12, i32* %e2, align 8
  %13 = load %struct.FP*, %struct.FP** %lo.addr, align 8
  %14 = bitcast %struct.FP* %13 to i8*
  %15 = bitcast %struct.FP* %a to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %14, i8* align 8 %15, i64 16, i1 false)
  %16 = load %struct.FP*, %struct.FP** %hi.addr, align 8
  %17 = bitcast %struct.FP* %16 to i8*
  %18 = bitcast %struct.FP* %b to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %17, i8* align 8 %18, i64 16, i1 false)
  ret void
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lex(%union.Sem* noundef %sem, i32 noundef %c) #0 {
entry:
  %retval = alloca i32, align 4
  %sem.addr = alloca %union.Sem*, align 8
  %c.addr = alloca i32, align 4
  %p = alloca %struct.Str*, align 8
  store %union.Sem* %sem, %union.Sem** %sem.addr, align 8
  store i32 %c, i32* %c.addr, align 4
  %0 = load i32, i32* %c.addr, align 4
  %cmp = icmp eq i32 %0, 115
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %call = call noalias i8* @malloc(i64 noundef 16) #4
  %1 = bitcast i8* %call to %struct.Str*
  store %struct.Str* %1, %struct.Str** %p, align 8
  %2 = load %struct.Str*, %struct.Str** %p, align 8
  %len = getelementptr inbounds %struct.Str, %struct.Str* %2, i32 0, i32 0
  store i64 0, i64* %len, align 8
  %3 = load %struct.Str*, %struct.Str** %p, align 8
  %4 = load %union.Sem*, %union.Sem** %sem.addr, align 8
  %s = bitcast %union.Sem* %4 to %struct.Str**
  store %struct.Str* %3, %struct.Str** %s, align 8
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %5 = load i32, i32* %c.addr, align 4
  %cmp1 = icmp eq i32 %5, 114
  br i1 %cmp1, label %if.then2, label %if.end3

if.then2:                                         ; preds = %if.end
  %6 = load %union.Sem*, %union.Sem** %sem.addr, align 8
  %r = bitcast %union.Sem* %6 to double*
  store double 1.500000e+00, double* %r, align 8
  store i32 2, i32* %retval, align 4
  br label %return

if.end3:                                          ; preds = %if.end
  %7 = load i32, i32* %c.addr, align 4
  %conv = sext i32 %7 to i64
  %8 = load %union.Sem*, %union.Sem** %sem.addr, align 8
  %i = bitcast %union.Sem* %8 to i64*
  store i64 %conv, i64* %i, align 8
  store i32 3, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end3, %if.then2, %if.then
  %9 = load i32, i32* %retval, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @run(i32 noundef %x) #0 {
entry:
  %x.addr = alloca i32, align 4
  %o = alloca %struct.Opts, align 4
  store i32 %x, i32* %x.addr, align 4
  %0 = bitcast %struct.Opts* %o to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %0, i8* align 4 bitcast (%struct.Opts* @__const.run.o to i8*), i64 8, i1 false)
  %1 = load i32, i32* %x.addr, align 4
  %level = getelementptr inbounds %struct.Opts, %struct.Opts* %o, i32 0, i32 0
  store i32 %1, i32* %level, align 4
  %2 = load i32, i32* %x.addr, align 4
  %call = call i32 @finish(i32 noundef %2, %struct.Opts* noundef %o)
  %flags = getelementptr inbounds %struct.Opts, %struct.Opts* %o, i32 0, i32 1
  %3 = load i32, i32* %flags, align 4
  %add = add nsw i32 %call, %3
  ret i32 %add
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
