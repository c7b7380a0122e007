; ModuleID = 'structs.c'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.rect = type { %struct.point, %struct.point }
%struct.point = type { double, double }
%struct.employee = type { i32, [32 x i8], %struct.anon, double, %struct.employee* }
%struct.anon = type { i32, i32, i32 }

@.str = private unnamed_addr constant [10 x i8] c"worker-%d\00", align 1
@__const.main.a = private unnamed_addr constant %struct.rect { %struct.point zeroinitializer, %struct.point { double 2.000000e+00, double 3.000000e+00 } }, align 8
@__const.main.b = private unnamed_addr constant %struct.rect { %struct.point { double 1.000000e+00, double -1.000000e+00 }, %struct.point { double 4.000000e+00, double 2.000000e+00 } }, align 8
@.str.1 = private unnamed_addr constant [27 x i8] c"%s %d %.1f %.1f %.1f %.1f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %staff = alloca [4 x %struct.employee], align 16
  %i = alloca i32, align 4
  %a = alloca %struct.rect, align 8
  %b = alloca %struct.rect, align 8
  %u = alloca %struct.rect, align 8
  %p = alloca %struct.point, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %arraydecay = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %staff, i64 0, i64 0
  %0 = bitcast %struct.employee* %arraydecay to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %0, i8 0, i64 256, i1 false)
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, i32* %i, align 4
  %cmp = icmp slt i32 %1, 4
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load i32, i32* %i, align 4
  %add = add nsw i32 100, %2
  %3 = load i32, i32* %i, align 4
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %staff, i64 0, i64 %idxprom
  %id = getelementptr inbounds %struct.employee, %struct.employee* %arrayidx, i32 0, i32 0
  store i32 %add, i32* %id, align 16
  %4 = load i32, i32* %i, align 4
  %idxprom1 = sext i32 %4 to i64
  %arrayidx2 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %staff, i64 0, i64 %idxprom1
  %name = getelementptr inbounds %struct.employee, %struct.employee* %arrayidx2, i32 0, i32 1
  %arraydecay3 = getelementptr inbounds [32 x i8], [32 x i8]* %name, i64 0, i64 0
  %5 = load i32, i32* %i, align 4
  %call = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef %arraydecay3, i64 noundef 32, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %5) #5
  %6 = load i32, i32* %i, align 4
  %add4 = add nsw i32 2000, %6
  %7 = load i32, i32* %i, align 4
  %idxprom5 = sext i32 %7 to i64
  %arrayidx6 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %staff, i64 0, i64 %idxprom5
  %hired = getelementptr inbounds %struct.employee, %struct.employee* %arrayidx6, i32 0, i32 2
  %year = getelementptr inbounds %struct.anon, %struct.anon* %hired, i32 0, i32 0
  store i32 %add4, i32* %year, align 4
  %8 = load i32, i32* %i, align 4
  %add7 = add nsw i32 1, %8
  %9 = load i32, i32* %i, align 4
  %idxprom8 = sext i32 %9 to i64
  %arrayidx9 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %staff, i64 0, i64 %idxprom8
  %hired10 = getelementptr inbounds %struct.employee, %struct.employee* %arrayidx9, i32 0, i32 2
  %month = getelementptr inbounds %struct.anon, %struct.anon* %hired10, i32 0, i32 1
  store i32 %add7, i32* %month, align 4
  %10 = load i32, i32* %i, align 4
  %add11 = add nsw i32 10, %10
  %11 = load i32, i32* %i, align 4
  %idxprom12 = sext i32 %11 to i64
  %arrayidx13 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %staff, i64 0, i64 %idxprom12
  %hired14 = getelementptr inbounds %struct.employee, %struct.employee* %arrayidx13, i32 0, i32 2
  %day = getelementptr inbounds %struct.anon, %struct.anon* %hired14, i32 0, i32 2
  store i32 %add11, i32* %day, align 4
  %12 = load i32, i32* %i, align 4
  %add15 = add nsw i32 %12, 1
  %conv = sitofp i32 %add15 to double
  %mul = fmul double 1.000000e+03, %conv
  %13 = load i32, i32* %i, align 4
  %idxprom16 = sext i32 %13 to i64
  %arrayidx17 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %staff, i64 0, i64 %idxprom16
  %salary = getelementptr inbounds %struct.employee, %struct.employee* %arrayidx17, i32 0, i32 3
  store double %mul, double* %salary, align 16
  %14 = load i32, i32* %i, align 4
  %tobool = icmp ne i32 %14, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %for.body
  %15 = load i32, i32* %i, align 4
  %sub = sub nsw i32 %15, 1
  %idxprom18 = sext i32 %sub to i64
  %arrayidx19 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %staff, i64 0, i64 %idxprom18
  br label %cond.end

cond.false:                                       ; preds = %for.body
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi %struct.employee* [ %arrayidx19, %cond.true ], [ null, %cond.false ]
  %16 = load i32, i32* %i, align 4
  %idxprom20 = sext i32 %16 to i64
  %arrayidx21 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %staff, i64 0, i64 %idxprom20
  %manager = getelementptr inbounds %struct.employee, %struct.employee* %arrayidx21, i32 0, i32 4
  store %struct.employee* %cond, %struct.employee** %manager, align 8
  br label %for.inc

for.inc:                                          ; preds = %cond.end
  %17 = load i32, i32* %i, align 4
  %inc = add nsw i32 %17, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %18 = load i32, i32* %argc.addr, align 4
  %rem = srem i32 %18, 4
  %idxprom22 = sext i32 %rem to i64
  %arrayidx23 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %staff, i64 0, i64 %idxprom22
  call void @raise_salary(%struct.employee* noundef %arrayidx23, double noundef 1.000000e+01)
  %19 = bitcast %struct.rect* %a to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %19, i8* align 8 bitcast (%struct.rect* @__const.main.a to i8*), i64 32, i1 false)
  %20 = bitcast %struct.rect* %b to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %20, i8* align 8 bitcast (%struct.rect* @__const.main.b to i8*), i64 32, i1 false)
  call void @rect_union(%struct.rect* sret(%struct.rect) align 8 %u, %struct.rect* noundef byval(%struct.rect) align 8 %a, %struct.rect* noundef byval(%struct.rect) align 8 %b)
  %min = getelementptr inbounds %struct.rect, %struct.rect* %u, i32 0, i32 0
  %max = getelementptr inbounds %struct.rect, %struct.rect* %u, i32 0, i32 1
  %21 = bitcast %struct.point* %min to { double, double }*
  %22 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0
  %23 = load double, double* %22, align 8
  %24 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1
  %25 = load double, double* %24, align 8
  %26 = bitcast %struct.point* %max to { double, double }*
  %27 = getelementptr inbounds { double, double }, { double, double }* %26, i32 0, i32 0
  %28 = load double, double* %27, align 8
  %29 = getelementptr inbounds { double, double }, { double, double }* %26, i32 0, i32 1
  %30 = load double, double* %29, align 8
  %call24 = call { double, double } @point_add(double %23, double %25, double %28, double %30)
  %31 = bitcast %struct.point* %p to { double, double }*
  %32 = getelementptr inbounds { double, double }, { double, double }* %31, i32 0, i32 0
  %33 = extractvalue { double, double } %call24, 0
  store double %33, double* %32, align 8
  %34 = getelementptr inbounds { double, double }, { double, double }* %31, i32 0, i32 1
  %35 = extractvalue { double, double } %call24, 1
  store double %35, double* %34, align 8
  %arrayidx25 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %staff, i64 0, i64 3
  %name26 = getelementptr inbounds %struct.employee, %struct.employee* %arrayidx25, i32 0, i32 1
  %arraydecay27 = getelementptr inbounds [32 x i8], [32 x i8]* %name26, i64 0, i64 0
  %arrayidx28 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %staff, i64 0, i64 3
  %call29 = call i32 @seniority(%struct.employee* noundef %arrayidx28)
  %arraydecay30 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %staff, i64 0, i64 0
  %call31 = call double @payroll(%struct.employee* noundef %arraydecay30, i32 noundef 4)
  %call32 = call double @rect_area(%struct.rect* noundef %u)
  %x = getelementptr inbounds %struct.point, %struct.point* %p, i32 0, i32 0
  %36 = load double, double* %x, align 8
  %y = getelementptr inbounds %struct.point, %struct.point* %p, i32 0, i32 1
  %37 = load double, double* %y, align 8
  %call33 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i64 0, i64 0), i8* noundef %arraydecay27, i32 noundef %call29, double noundef %call31, double noundef %call32, double noundef %36, double noundef %37)
  %38 = load i8**, i8*** %argv.addr, align 8
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nounwind
declare i32 @snprintf(i8* noundef, i64 noundef, i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @raise_salary(%struct.employee* noundef %e, double noundef %pct) #0 {
entry:
  %e.addr = alloca %struct.employee*, align 8
  %pct.addr = alloca double, align 8
  %s = alloca double*, align 8
  store %struct.employee* %e, %struct.employee** %e.addr, align 8
  store double %pct, double* %pct.addr, align 8
  %0 = load %struct.employee*, %struct.employee** %e.addr, align 8
  %salary = getelementptr inbounds %struct.employee, %struct.employee* %0, i32 0, i32 3
  store double* %salary, double** %s, align 8
  %1 = load double*, double** %s, align 8
  %2 = load double, double* %1, align 8
  %3 = load double, double* %pct.addr, align 8
  %mul = fmul double %2, %3
  %div = fdiv double %mul, 1.000000e+02
  %4 = load double*, double** %s, align 8
  %5 = load double, double* %4, align 8
  %add = fadd double %5, %div
  store double %add, double* %4, align 8
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rect_union(%struct.rect* noalias sret(%struct.rect) align 8 %agg.result, %struct.rect* noundef byval(%struct.rect) align 8 %a, %struct.rect* noundef byval(%struct.rect) align 8 %b) #0 {
entry:
  %min = getelementptr inbounds %struct.rect, %struct.rect* %a, i32 0, i32 0
  %x = getelementptr inbounds %struct.point, %struct.point* %min, i32 0, i32 0
  %0 = load double, double* %x, align 8
  %min1 = getelementptr inbounds %struct.rect, %struct.rect* %b, i32 0, i32 0
  %x2 = getelementptr inbounds %struct.point, %struct.point* %min1, i32 0, i32 0
  %1 = load double, double* %x2, align 8
  %cmp = fcmp olt double %0, %1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %min3 = getelementptr inbounds %struct.rect, %struct.rect* %a, i32 0, i32 0
  %x4 = getelementptr inbounds %struct.point, %struct.point* %min3, i32 0, i32 0
  %2 = load double, double* %x4, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  %min5 = getelementptr inbounds %struct.rect, %struct.rect* %b, i32 0, i32 0
  %x6 = getelementptr inbounds %struct.point, %struct.point* %min5, i32 0, i32 0
  %3 = load double, double* %x6, align 8
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi double [ %2, %cond.true ], [ %3, %cond.false ]
  %min7 = getelementptr inbounds %struct.rect, %struct.rect* %agg.result, i32 0, i32 0
  %x8 = getelementptr inbounds %struct.point, %struct.point* %min7, i32 0, i32 0
  store double %cond, double* %x8, align 8
  %min9 = getelementptr inbounds %struct.rect, %struct.rect* %a, i32 0, i32 0
  %y = getelementptr inbounds %struct.point, %struct.point* %min9, i32 0, i32 1
  %4 = load double, double* %y, align 8
  %min10 = getelementptr inbounds %struct.rect, %struct.rect* %b, i32 0, i32 0
  %y11 = getelementptr inbounds %struct.point, %struct.point* %min10, i32 0, i32 1
  %5 = load double, double* %y11, align 8
  %cmp12 = fcmp olt double %4, %5
  br i1 %cmp12, label %cond.true13, label %cond.false16

cond.true13:                                      ; preds = %cond.end
  %min14 = getelementptr inbounds %struct.rect, %struct.rect* %a, i32 0, i32 0
  %y15 = getelementptr inbounds %struct.point, %struct.point* %min14, i32 0, i32 1
  %6 = load double, double* %y15, align 8
  br label %cond.end19

cond.false16:                                     ; preds = %cond.end
  %min17 = getelementptr inbounds %struct.rect, %struct.rect* %b, i32 0, i32 0
  %y18 = getelementptr inbounds %struct.point, %struct.point* %min17, i32 0, i32 1
  %7 = load double, double* %y18, align 8
  br label %cond.end19

cond.end19:                                       ; preds = %cond.false16, %cond.true13
  %cond20 = phi double [ %6, %cond.true13 ], [ %7, %cond.false16 ]
  %min21 = getelementptr inbounds %struct.rect, %struct.rect* %agg.result, i32 0, i32 0
  %y22 = getelementptr inbounds %struct.point, %struct.point* %min21, i32 0, i32 1
  store double %cond20, double* %y22, align 8
  %max = getelementptr inbounds %struct.rect, %struct.rect* %a, i32 0, i32 1
  %x23 = getelementptr inbounds %struct.point, %struct.point* %max, i32 0, i32 0
  %8 = load double, double* %x23, align 8
  %max24 = getelementptr inbounds %struct.rect, %struct.rect* %b, i32 0, i32 1
  %x25 = getelementptr inbounds %struct.point, %struct.point* %max24, i32 0, i32 0
  %9 = load double, double* %x25, align 8
  %cmp26 = fcmp ogt double %8, %9
  br i1 %cmp26, label %cond.true27, label %cond.false30

cond.true27:                                      ; preds = %cond.end19
  %max28 = getelementptr inbounds %struct.rect, %struct.rect* %a, i32 0, i32 1
  %x29 = getelementptr inbounds %struct.point, %struct.point* %max28, i32 0, i32 0
  %10 = load double, double* %x29, align 8
  br label %cond.end33

cond.false30:                                     ; preds = %cond.end19
  %max31 = getelementptr inbounds %struct.rect, %struct.rect* %b, i32 0, i32 1
  %x32 = getelementptr inbounds %struct.point, %struct.point* %max31, i32 0, i32 0
  %11 = load double, double* %x32, align 8
  br label %cond.end33

cond.end33:                                       ; preds = %cond.false30, %cond.true27
  %cond34 = phi double [ %10, %cond.true27 ], [ %11, %cond.false30 ]
  %max35 = getelementptr inbounds %struct.rect, %struct.rect* %agg.result, i32 0, i32 1
  %x36 = getelementptr inbounds %struct.point, %struct.point* %max35, i32 0, i32 0
  store double %cond34, double* %x36, align 8
  %max37 = getelementptr inbounds %struct.rect, %struct.rect* %a, i32 0, i32 1
  %y38 = getelementptr inbounds %struct.point, %struct.point* %max37, i32 0, i32 1
  %12 = load double, double* %y38, align 8
  %max39 = getelementptr inbounds %struct.rect, %struct.rect* %b, i32 0, i32 1
  %y40 = getelementptr inbounds %struct.point, %struct.point* %max39, i32 0, i32 1
  %13 = load double, double* %y40, align 8
  %cmp41 = fcmp ogt double %12, %13
  br i1 %cmp41, label %cond.true42, label %cond.false45

cond.true42:                                      ; preds = %cond.end33
  %max43 = getelementptr inbounds %struct.rect, %struct.rect* %a, i32 0, i32 1
  %y44 = getelementptr inbounds %struct.point, %struct.point* %max43, i32 0, i32 1
  %14 = load double, double* %y44, align 8
  br label %cond.end48

cond.false45:                                     ; preds = %cond.end33
  %max46 = getelementptr inbounds %struct.rect, %struct.rect* %b, i32 0, i32 1
  %y47 = getelementptr inbounds %struct.point, %struct.point* %max46, i32 0, i32 1
  %15 = load double, double* %y47, align 8
  br label %cond.end48

cond.end48:                                       ; preds = %cond.false45, %cond.true42
  %cond49 = phi double [ %14, %cond.true42 ], [ %15, %cond.false45 ]
  %max50 = getelementptr inbounds %struct.rect, %struct.rect* %agg.result, i32 0, i32 1
  %y51 = getelementptr inbounds %struct.point, %struct.point* %max50, i32 0, i32 1
  store double %cond49, double* %y51, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @point_add(double %a.coerce0, double %a.coerce1, double %b.coerce0, double %b.coerce1) #0 {
entry:
  %retval = alloca %struct.point, align 8
  %a = alloca %struct.point, align 8
  %b = alloca %struct.point, align 8
  %0 = bitcast %struct.point* %a to { double, double }*
  %1 = getelementptr inbounds { double, double }, { double, double }* %0, i32 0, i32 0
  store double %a.coerce0, double* %1, align 8
  %2 = getelementptr inbounds { double, double }, { double, double }* %0, i32 0, i32 1
  store double %a.coerce1, double* %2, align 8
  %3 = bitcast %struct.point* %b to { double, double }*
  %4 = getelementptr inbounds { double, double }, { double, double }* %3, i32 0, i32 0
  store double %b.coerce0, double* %4, align 8
  %5 = getelementptr inbounds { double, double }, { double, double }* %3, i32 0, i32 1
  store double %b.coerce1, double* %5, align 8
  %x = getelementptr inbounds %struct.point, %struct.point* %retval, i32 0, i32 0
  %x1 = getelementptr inbounds %struct.point, %struct.point* %a, i32 0, i32 0
  %6 = load double, double* %x1, align 8
  %x2 = getelementptr inbounds %struct.point, %struct.point* %b, i32 0, i32 0
  %7 = load double, double* %x2, align 8
  %add = fadd double %6, %7
  store double %add, double* %x, align 8
  %y = getelementptr inbounds %struct.point, %struct.point* %retval, i32 0, i32 1
  %y3 = getelementptr inbounds %struct.point, %struct.point* %a, i32 0, i32 1
  %8 = load double, double* %y3, align 8
  %y4 = getelementptr inbounds %struct.point, %struct.point* %b, i32 0, i32 1
  %9 = load double, double* %y4, align 8
  %add5 = fadd double %8, %9
  store double %add5, double* %y, align 8
  %10 = bitcast %struct.point* %retval to { double, double }*
  %11 = load { double, double }, { double, double }* %10, align 8
  ret { double, double } %11
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @seniority(%struct.employee* noundef %e) #0 {
entry:
  %e.addr = alloca %struct.employee*, align 8
  %depth = alloca i32, align 4
  store %struct.employee* %e, %struct.employee** %e.addr, align 8
  store i32 0, i32* %depth, align 4
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %0 = load %struct.employee*, %struct.employee** %e.addr, align 8
  %manager = getelementptr inbounds %struct.employee, %struct.employee* %0, i32 0, i32 4
  %1 = load %struct.employee*, %struct.employee** %manager, align 8
  %tobool = icmp ne %struct.employee* %1, null
  br i1 %tobool, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %2 = load %struct.employee*, %struct.employee** %e.addr, align 8
  %manager1 = getelementptr inbounds %struct.employee, %struct.employee* %2, i32 0, i32 4
  %3 = load %struct.employee*, %struct.employee** %manager1, align 8
  store %struct.employee* %3, %struct.employee** %e.addr, align 8
  %4 = load i32, i32* %depth, align 4
  %inc = add nsw i32 %4, 1
  store i32 %inc, i32* %depth, align 4
  br label %while.cond, !llvm.loop !8

while.end:                                        ; preds = %while.cond
  %5 = load i32, i32* %depth, align 4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @payroll(%struct.employee* noundef %staff, i32 noundef %n) #0 {
entry:
  %staff.addr = alloca %struct.employee*, align 8
  %n.addr = alloca i32, align 4
  %total = alloca double, align 8
  %i = alloca i32, align 4
  store %struct.employee* %staff, %struct.employee** %staff.addr, align 8
  store i32 %n, i32* %n.addr, align 4
  store double 0.000000e+00, double* %total, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4
  %1 = load i32, i32* %n.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load %struct.employee*, %struct.employee** %staff.addr, align 8
  %3 = load i32, i32* %i, align 4
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds %struct.employee, %struct.employee* %2, i64 %idxprom
  %salary = getelementptr inbounds %struct.employee, %struct.employee* %arrayidx, i32 0, i32 3
  %4 = load double, double* %salary, align 8
  %5 = load double, double* %total, align 8
  %add = fadd double %5, %4
  store double %add, double* %total, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %6 = load i32, i32* %i, align 4
  %inc = add nsw i32 %6, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !9

for.end:                                          ; preds = %for.cond
  %7 = load double, double* %total, align 8
  ret double %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @rect_area(%struct.rect* noundef %r) #0 {
entry:
  %r.addr = alloca %struct.rect*, align 8
  store %struct.rect* %r, %struct.rect** %r.addr, align 8
  %0 = load %struct.rect*, %struct.rect** %r.addr, align 8
  %max = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 1
  %x = getelementptr inbounds %struct.point, %struct.point* %max, i32 0, i32 0
  %1 = load double, double* %x, align 8
  %2 = load %struct.rect*, %struct.rect** %r.addr, align 8
  %min = getelementptr inbounds %struct.rect, %struct.rect* %2, i32 0, i32 0
  %x1 = getelementptr inbounds %struct.point, %struct.point* %min, i32 0, i32 0
  %3 = load double, double* %x1, align 8
  %sub = fsub double %1, %3
  %4 = load %struct.rect*, %struct.rect** %r.addr, align 8
  %max2 = getelementptr inbounds %struct.rect, %struct.rect* %4, i32 0, i32 1
  %y = getelementptr inbounds %struct.point, %struct.point* %max2, i32 0, i32 1
  %5 = load double, double* %y, align 8
  %6 = load %struct.rect*, %struct.rect** %r.addr, align 8
  %min3 = getelementptr inbounds %struct.rect, %struct.rect* %6, i32 0, i32 0
  %y4 = getelementptr inbounds %struct.point, %struct.point* %min3, i32 0, i32 1
  %7 = load double, double* %y4, align 8
  %sub5 = fsub double %5, %7
  %mul = fmul double %sub, %sub5
  ret double %mul
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
