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
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !10 {
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
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata [4 x %struct.employee]* %staff, metadata !22, metadata !DIExpression()), !dbg !43
  %arraydecay = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %staff, i64 0, i64 0, !dbg !44
  %0 = bitcast %struct.employee* %arraydecay to i8*, !dbg !44
  call void @llvm.memset.p0i8.i64(i8* align 16 %0, i8 0, i64 256, i1 false), !dbg !44
  call void @llvm.dbg.declare(metadata i32* %i, metadata !45, metadata !DIExpression()), !dbg !47
  store i32 0, i32* %i, align 4, !dbg !47
  br label %for.cond, !dbg !48

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, i32* %i, align 4, !dbg !49
  %cmp = icmp slt i32 %1, 4, !dbg !51
  br i1 %cmp, label %for.body, label %for.end, !dbg !52

for.body:                                         ; preds = %for.cond
  %2 = load i32, i32* %i, align 4, !dbg !53
  %add = add nsw i32 100, %2, !dbg !55
  %3 = load i32, i32* %i, align 4, !dbg !56
  %idxprom = sext i32 %3 to i64, !dbg !57
  %arrayidx = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %staff, i64 0, i64 %idxprom, !dbg !57
  %id = getelementptr inbounds %struct.employee, %struct.employee* %arrayidx, i32 0, i32 0, !dbg !58
  store i32 %add, i32* %id, align 16, !dbg !59
  %4 = load i32, i32* %i, align 4, !dbg !60
  %idxprom1 = sext i32 %4 to i64, !dbg !61
  %arrayidx2 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %staff, i64 0, i64 %idxprom1, !dbg !61
  %name = getelementptr inbounds %struct.employee, %struct.employee* %arrayidx2, i32 0, i32 1, !dbg !62
  %arraydecay3 = getelementptr inbounds [32 x i8], [32 x i8]* %name, i64 0, i64 0, !dbg !61
  %5 = load i32, i32* %i, align 4, !dbg !63
  %call = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef %arraydecay3, i64 noundef 32, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %5) #6, !dbg !64
  %6 = load i32, i32* %i, align 4, !dbg !65
  %add4 = add nsw i32 2000, %6, !dbg !66
  %7 = load i32, i32* %i, align 4, !dbg !67
  %idxprom5 = sext i32 %7 to i64, !dbg !68
  %arrayidx6 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %staff, i64 0, i64 %idxprom5, !dbg !68
  %hired = getelementptr inbounds %struct.employee, %struct.employee* %arrayidx6, i32 0, i32 2, !dbg !69
  %year = getelementptr inbounds %struct.anon, %struct.anon* %hired, i32 0, i32 0, !dbg !70
  store i32 %add4, i32* %year, align 4, !dbg !71
  %8 = load i32, i32* %i, align 4, !dbg !72
  %add7 = add nsw i32 1, %8, !dbg !73
  %9 = load i32, i32* %i, align 4, !dbg !74
  %idxprom8 = sext i32 %9 to i64, !dbg !75
  %arrayidx9 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %staff, i64 0, i64 %idxprom8, !dbg !75
  %hired10 = getelementptr inbounds %struct.employee, %struct.employee* %arrayidx9, i32 0, i32 2, !dbg !76
  %month = getelementptr inbounds %struct.anon, %struct.anon* %hired10, i32 0, i32 1, !dbg !77
  store i32 %add7, i32* %month, align 4, !dbg !78
  %10 = load i32, i32* %i, align 4, !dbg !79
  %add11 = add nsw i32 10, %10, !dbg !80
  %11 = load i32, i32* %i, align 4, !dbg !81
  %idxprom12 = sext i32 %11 to i64, !dbg !82
  %arrayidx13 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %staff, i64 0, i64 %idxprom12, !dbg !82
  %hired14 = getelementptr inbounds %struct.employee, %struct.employee* %arrayidx13, i32 0, i32 2, !dbg !83
  %day = getelementptr inbounds %struct.anon, %struct.anon* %hired14, i32 0, i32 2, !dbg !84
  store i32 %add11, i32* %day, align 4, !dbg !85
  %12 = load i32, i32* %i, align 4, !dbg !86
  %add15 = add nsw i32 %12, 1, !dbg !87
  %conv = sitofp i32 %add15 to double, !dbg !88
  %mul = fmul double 1.000000e+03, %conv, !dbg !89
  %13 = load i32, i32* %i, align 4, !dbg !90
  %idxprom16 = sext i32 %13 to i64, !dbg !91
  %arrayidx17 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %staff, i64 0, i64 %idxprom16, !dbg !91
  %salary = getelementptr inbounds %struct.employee, %struct.employee* %arrayidx17, i32 0, i32 3, !dbg !92
  store double %mul, double* %salary, align 16, !dbg !93
  %14 = load i32, i32* %i, align 4, !dbg !94
  %tobool = icmp ne i32 %14, 0, !dbg !94
  br i1 %tobool, label %cond.true, label %cond.false, !dbg !94

cond.true:                                        ; preds = %for.body
  %15 = load i32, i32* %i, align 4, !dbg !95
  %sub = sub nsw i32 %15, 1, !dbg !96
  %idxprom18 = sext i32 %sub to i64, !dbg !97
  %arrayidx19 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %staff, i64 0, i64 %idxprom18, !dbg !97
  br label %cond.end, !dbg !94

cond.false:                                       ; preds = %for.body
  br label %cond.end, !dbg !94

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi %struct.employee* [ %arrayidx19, %cond.true ], [ null, %cond.false ], !dbg !94
  %16 = load i32, i32* %i, align 4, !dbg !98
  %idxprom20 = sext i32 %16 to i64, !dbg !99
  %arrayidx21 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %staff, i64 0, i64 %idxprom20, !dbg !99
  %manager = getelementptr inbounds %struct.employee, %struct.employee* %arrayidx21, i32 0, i32 4, !dbg !100
  store %struct.employee* %cond, %struct.employee** %manager, align 8, !dbg !101
  br label %for.inc, !dbg !102

for.inc:                                          ; preds = %cond.end
  %17 = load i32, i32* %i, align 4, !dbg !103
  %inc = add nsw i32 %17, 1, !dbg !103
  store i32 %inc, i32* %i, align 4, !dbg !103
  br label %for.cond, !dbg !104, !llvm.loop !105

for.end:                                          ; preds = %for.cond
  %18 = load i32, i32* %argc.addr, align 4, !dbg !108
  %rem = srem i32 %18, 4, !dbg !109
  %idxprom22 = sext i32 %rem to i64, !dbg !110
  %arrayidx23 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %staff, i64 0, i64 %idxprom22, !dbg !110
  call void @raise_salary(%struct.employee* noundef %arrayidx23, double noundef 1.000000e+01), !dbg !111
  call void @llvm.dbg.declare(metadata %struct.rect* %a, metadata !112, metadata !DIExpression()), !dbg !121
  %19 = bitcast %struct.rect* %a to i8*, !dbg !121
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %19, i8* align 8 bitcast (%struct.rect* @__const.main.a to i8*), i64 32, i1 false), !dbg !121
  call void @llvm.dbg.declare(metadata %struct.rect* %b, metadata !122, metadata !DIExpression()), !dbg !123
  %20 = bitcast %struct.rect* %b to i8*, !dbg !123
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %20, i8* align 8 bitcast (%struct.rect* @__const.main.b to i8*), i64 32, i1 false), !dbg !123
  call void @llvm.dbg.declare(metadata %struct.rect* %u, metadata !124, metadata !DIExpression()), !dbg !125
  call void @rect_union(%struct.rect* sret(%struct.rect) align 8 %u, %struct.rect* noundef byval(%struct.rect) align 8 %a, %struct.rect* noundef byval(%struct.rect) align 8 %b), !dbg !126
  call void @llvm.dbg.declare(metadata %struct.point* %p, metadata !127, metadata !DIExpression()), !dbg !128
  %min = getelementptr inbounds %struct.rect, %struct.rect* %u, i32 0, i32 0, !dbg !129
  %max = getelementptr inbounds %struct.rect, %struct.rect* %u, i32 0, i32 1, !dbg !130
  %21 = bitcast %struct.point* %min to { double, double }*, !dbg !131
  %22 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0, !dbg !131
  %23 = load double, double* %22, align 8, !dbg !131
  %24 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1, !dbg !131
  %25 = load double, double* %24, align 8, !dbg !131
  %26 = bitcast %struct.point* %max to { double, double }*, !dbg !131
  %27 = getelementptr inbounds { double, double }, { double, double }* %26, i32 0, i32 0, !dbg !131
  %28 = load double, double* %27, align 8, !dbg !131
  %29 = getelementptr inbounds { double, double }, { double, double }* %26, i32 0, i32 1, !dbg !131
  %30 = load double, double* %29, align 8, !dbg !131
  %call24 = call { double, double } @point_add(double %23, double %25, double %28, double %30), !dbg !131
  %31 = bitcast %struct.point* %p to { double, double }*, !dbg !131
  %32 = getelementptr inbounds { double, double }, { double, double }* %31, i32 0, i32 0, !dbg !131
  %33 = extractvalue { double, double } %call24, 0, !dbg !131
  store double %33, double* %32, align 8, !dbg !131
  %34 = getelementptr inbounds { double, double }, { double, double }* %31, i32 0, i32 1, !dbg !131
  %35 = extractvalue { double, double } %call24, 1, !dbg !131
  store double %35, double* %34, align 8, !dbg !131
  %arrayidx25 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %staff, i64 0, i64 3, !dbg !132
  %name26 = getelementptr inbounds %struct.employee, %struct.employee* %arrayidx25, i32 0, i32 1, !dbg !133
  %arraydecay27 = getelementptr inbounds [32 x i8], [32 x i8]* %name26, i64 0, i64 0, !dbg !132
  %arrayidx28 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %staff, i64 0, i64 3, !dbg !134
  %call29 = call i32 @seniority(%struct.employee* noundef %arrayidx28), !dbg !135
  %arraydecay30 = getelementptr inbounds [4 x %struct.employee], [4 x %struct.employee]* %staff, i64 0, i64 0, !dbg !136
  %call31 = call double @payroll(%struct.employee* noundef %arraydecay30, i32 noundef 4), !dbg !137
  %call32 = call double @rect_area(%struct.rect* noundef %u), !dbg !138
  %x = getelementptr inbounds %struct.point, %struct.point* %p, i32 0, i32 0, !dbg !139
  %36 = load double, double* %x, align 8, !dbg !139
  %y = getelementptr inbounds %struct.point, %struct.point* %p, i32 0, i32 1, !dbg !140
  %37 = load double, double* %y, align 8, !dbg !140
  %call33 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i64 0, i64 0), i8* noundef %arraydecay27, i32 noundef %call29, double noundef %call31, double noundef %call32, double noundef %36, double noundef %37), !dbg !141
  %38 = load i8**, i8*** %argv.addr, align 8, !dbg !142
  ret i32 0, !dbg !143
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nounwind
declare i32 @snprintf(i8* noundef, i64 noundef, i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @raise_salary(%struct.employee* noundef %e, double noundef %pct) #0 !dbg !144 {
entry:
  %e.addr = alloca %struct.employee*, align 8
  %pct.addr = alloca double, align 8
  %s = alloca double*, align 8
  store %struct.employee* %e, %struct.employee** %e.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.employee** %e.addr, metadata !147, metadata !DIExpression()), !dbg !148
  store double %pct, double* %pct.addr, align 8
  call void @llvm.dbg.declare(metadata double* %pct.addr, metadata !149, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.declare(metadata double** %s, metadata !151, metadata !DIExpression()), !dbg !153
  %0 = load %struct.employee*, %struct.employee** %e.addr, align 8, !dbg !154
  %salary = getelementptr inbounds %struct.employee, %struct.employee* %0, i32 0, i32 3, !dbg !155
  store double* %salary, double** %s, align 8, !dbg !153
  %1 = load double*, double** %s, align 8, !dbg !156
  %2 = load double, double* %1, align 8, !dbg !157
  %3 = load double, double* %pct.addr, align 8, !dbg !158
  %mul = fmul double %2, %3, !dbg !159
  %div = fdiv double %mul, 1.000000e+02, !dbg !160
  %4 = load double*, double** %s, align 8, !dbg !161
  %5 = load double, double* %4, align 8, !dbg !162
  %add = fadd double %5, %div, !dbg !162
  store double %add, double* %4, align 8, !dbg !162
  ret void, !dbg !163
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rect_union(%struct.rect* noalias sret(%struct.rect) align 8 %agg.result, %struct.rect* noundef byval(%struct.rect) align 8 %a, %struct.rect* noundef byval(%struct.rect) align 8 %b) #0 !dbg !164 {
entry:
  call void @llvm.dbg.declare(metadata %struct.rect* %a, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.declare(metadata %struct.rect* %b, metadata !169, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.declare(metadata %struct.rect* %agg.result, metadata !171, metadata !DIExpression()), !dbg !172
  %min = getelementptr inbounds %struct.rect, %struct.rect* %a, i32 0, i32 0, !dbg !173
  %x = getelementptr inbounds %struct.point, %struct.point* %min, i32 0, i32 0, !dbg !174
  %0 = load double, double* %x, align 8, !dbg !174
  %min1 = getelementptr inbounds %struct.rect, %struct.rect* %b, i32 0, i32 0, !dbg !175
  %x2 = getelementptr inbounds %struct.point, %struct.point* %min1, i32 0, i32 0, !dbg !176
  %1 = load double, double* %x2, align 8, !dbg !176
  %cmp = fcmp olt double %0, %1, !dbg !177
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !178

cond.true:                                        ; preds = %entry
  %min3 = getelementptr inbounds %struct.rect, %struct.rect* %a, i32 0, i32 0, !dbg !179
  %x4 = getelementptr inbounds %struct.point, %struct.point* %min3, i32 0, i32 0, !dbg !180
  %2 = load double, double* %x4, align 8, !dbg !180
  br label %cond.end, !dbg !178

cond.false:                                       ; preds = %entry
  %min5 = getelementptr inbounds %struct.rect, %struct.rect* %b, i32 0, i32 0, !dbg !181
  %x6 = getelementptr inbounds %struct.point, %struct.point* %min5, i32 0, i32 0, !dbg !182
  %3 = load double, double* %x6, align 8, !dbg !182
  br label %cond.end, !dbg !178

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi double [ %2, %cond.true ], [ %3, %cond.false ], !dbg !178
  %min7 = getelementptr inbounds %struct.rect, %struct.rect* %agg.result, i32 0, i32 0, !dbg !183
  %x8 = getelementptr inbounds %struct.point, %struct.point* %min7, i32 0, i32 0, !dbg !184
  store double %cond, double* %x8, align 8, !dbg !185
  %min9 = getelementptr inbounds %struct.rect, %struct.rect* %a, i32 0, i32 0, !dbg !186
  %y = getelementptr inbounds %struct.point, %struct.point* %min9, i32 0, i32 1, !dbg !187
  %4 = load double, double* %y, align 8, !dbg !187
  %min10 = getelementptr inbounds %struct.rect, %struct.rect* %b, i32 0, i32 0, !dbg !188
  %y11 = getelementptr inbounds %struct.point, %struct.point* %min10, i32 0, i32 1, !dbg !189
  %5 = load double, double* %y11, align 8, !dbg !189
  %cmp12 = fcmp olt double %4, %5, !dbg !190
  br i1 %cmp12, label %cond.true13, label %cond.false16, !dbg !191

cond.true13:                                      ; preds = %cond.end
  %min14 = getelementptr inbounds %struct.rect, %struct.rect* %a, i32 0, i32 0, !dbg !192
  %y15 = getelementptr inbounds %struct.point, %struct.point* %min14, i32 0, i32 1, !dbg !193
  %6 = load double, double* %y15, align 8, !dbg !193
  br label %cond.end19, !dbg !191

cond.false16:                                     ; preds = %cond.end
  %min17 = getelementptr inbounds %struct.rect, %struct.rect* %b, i32 0, i32 0, !dbg !194
  %y18 = getelementptr inbounds %struct.point, %struct.point* %min17, i32 0, i32 1, !dbg !195
  %7 = load double, double* %y18, align 8, !dbg !195
  br label %cond.end19, !dbg !191

cond.end19:                                       ; preds = %cond.false16, %cond.true13
  %cond20 = phi double [ %6, %cond.true13 ], [ %7, %cond.false16 ], !dbg !191
  %min21 = getelementptr inbounds %struct.rect, %struct.rect* %agg.result, i32 0, i32 0, !dbg !196
  %y22 = getelementptr inbounds %struct.point, %struct.point* %min21, i32 0, i32 1, !dbg !197
  store double %cond20, double* %y22, align 8, !dbg !198
  %max = getelementptr inbounds %struct.rect, %struct.rect* %a, i32 0, i32 1, !dbg !199
  %x23 = getelementptr inbounds %struct.point, %struct.point* %max, i32 0, i32 0, !dbg !200
  %8 = load double, double* %x23, align 8, !dbg !200
  %max24 = getelementptr inbounds %struct.rect, %struct.rect* %b, i32 0, i32 1, !dbg !201
  %x25 = getelementptr inbounds %struct.point, %struct.point* %max24, i32 0, i32 0, !dbg !202
  %9 = load double, double* %x25, align 8, !dbg !202
  %cmp26 = fcmp ogt double %8, %9, !dbg !203
  br i1 %cmp26, label %cond.true27, label %cond.false30, !dbg !204

cond.true27:                                      ; preds = %cond.end19
  %max28 = getelementptr inbounds %struct.rect, %struct.rect* %a, i32 0, i32 1, !dbg !205
  %x29 = getelementptr inbounds %struct.point, %struct.point* %max28, i32 0, i32 0, !dbg !206
  %10 = load double, double* %x29, align 8, !dbg !206
  br label %cond.end33, !dbg !204

cond.false30:                                     ; preds = %cond.end19
  %max31 = getelementptr inbounds %struct.rect, %struct.rect* %b, i32 0, i32 1, !dbg !207
  %x32 = getelementptr inbounds %struct.point, %struct.point* %max31, i32 0, i32 0, !dbg !208
  %11 = load double, double* %x32, align 8, !dbg !208
  br label %cond.end33, !dbg !204

cond.end33:                                       ; preds = %cond.false30, %cond.true27
  %cond34 = phi double [ %10, %cond.true27 ], [ %11, %cond.false30 ], !dbg !204
  %max35 = getelementptr inbounds %struct.rect, %struct.rect* %agg.result, i32 0, i32 1, !dbg !209
  %x36 = getelementptr inbounds %struct.point, %struct.point* %max35, i32 0, i32 0, !dbg !210
  store double %cond34, double* %x36, align 8, !dbg !211
  %max37 = getelementptr inbounds %struct.rect, %struct.rect* %a, i32 0, i32 1, !dbg !212
  %y38 = getelementptr inbounds %struct.point, %struct.point* %max37, i32 0, i32 1, !dbg !213
  %12 = load double, double* %y38, align 8, !dbg !213
  %max39 = getelementptr inbounds %struct.rect, %struct.rect* %b, i32 0, i32 1, !dbg !214
  %y40 = getelementptr inbounds %struct.point, %struct.point* %max39, i32 0, i32 1, !dbg !215
  %13 = load double, double* %y40, align 8, !dbg !215
  %cmp41 = fcmp ogt double %12, %13, !dbg !216
  br i1 %cmp41, label %cond.true42, label %cond.false45, !dbg !217

cond.true42:                                      ; preds = %cond.end33
  %max43 = getelementptr inbounds %struct.rect, %struct.rect* %a, i32 0, i32 1, !dbg !218
  %y44 = getelementptr inbounds %struct.point, %struct.point* %max43, i32 0, i32 1, !dbg !219
  %14 = load double, double* %y44, align 8, !dbg !219
  br label %cond.end48, !dbg !217

cond.false45:                                     ; preds = %cond.end33
  %max46 = getelementptr inbounds %struct.rect, %struct.rect* %b, i32 0, i32 1, !dbg !220
  %y47 = getelementptr inbounds %struct.point, %struct.point* %max46, i32 0, i32 1, !dbg !221
  %15 = load double, double* %y47, align 8, !dbg !221
  br label %cond.end48, !dbg !217

cond.end48:                                       ; preds = %cond.false45, %cond.true42
  %cond49 = phi double [ %14, %cond.true42 ], [ %15, %cond.false45 ], !dbg !217
  %max50 = getelementptr inbounds %struct.rect, %struct.rect* %agg.result, i32 0, i32 1, !dbg !222
  %y51 = getelementptr inbounds %struct.point, %struct.point* %max50, i32 0, i32 1, !dbg !223
  store double %cond49, double* %y51, align 8, !dbg !224
  ret void, !dbg !225
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @point_add(double %a.coerce0, double %a.coerce1, double %b.coerce0, double %b.coerce1) #0 !dbg !226 {
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
  call void @llvm.dbg.declare(metadata %struct.point* %a, metadata !229, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.declare(metadata %struct.point* %b, metadata !231, metadata !DIExpression()), !dbg !232
  call void @llvm.dbg.declare(metadata %struct.point* %retval, metadata !233, metadata !DIExpression()), !dbg !234
  %x = getelementptr inbounds %struct.point, %struct.point* %retval, i32 0, i32 0, !dbg !235
  %x1 = getelementptr inbounds %struct.point, %struct.point* %a, i32 0, i32 0, !dbg !236
  %6 = load double, double* %x1, align 8, !dbg !236
  %x2 = getelementptr inbounds %struct.point, %struct.point* %b, i32 0, i32 0, !dbg !237
  %7 = load double, double* %x2, align 8, !dbg !237
  %add = fadd double %6, %7, !dbg !238
  store double %add, double* %x, align 8, !dbg !235
  %y = getelementptr inbounds %struct.point, %struct.point* %retval, i32 0, i32 1, !dbg !235
  %y3 = getelementptr inbounds %struct.point, %struct.point* %a, i32 0, i32 1, !dbg !239
  %8 = load double, double* %y3, align 8, !dbg !239
  %y4 = getelementptr inbounds %struct.point, %struct.point* %b, i32 0, i32 1, !dbg !240
  %9 = load double, double* %y4, align 8, !dbg !240
  %add5 = fadd double %8, %9, !dbg !241
  store double %add5, double* %y, align 8, !dbg !235
  %10 = bitcast %struct.point* %retval to { double, double }*, !dbg !242
  %11 = load { double, double }, { double, double }* %10, align 8, !dbg !242
  ret { double, double } %11, !dbg !242
}

declare i32 @printf(i8* noundef, ...) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @seniority(%struct.employee* noundef %e) #0 !dbg !243 {
entry:
  %e.addr = alloca %struct.employee*, align 8
  %depth = alloca i32, align 4
  store %struct.employee* %e, %struct.employee** %e.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.employee** %e.addr, metadata !248, metadata !DIExpression()), !dbg !249
  call void @llvm.dbg.declare(metadata i32* %depth, metadata !250, metadata !DIExpression()), !dbg !251
  store i32 0, i32* %depth, align 4, !dbg !251
  br label %while.cond, !dbg !252

while.cond:                                       ; preds = %while.body, %entry
  %0 = load %struct.employee*, %struct.employee** %e.addr, align 8, !dbg !253
  %manager = getelementptr inbounds %struct.employee, %struct.employee* %0, i32 0, i32 4, !dbg !254
  %1 = load %struct.employee*, %struct.employee** %manager, align 8, !dbg !254
  %tobool = icmp ne %struct.employee* %1, null, !dbg !252
  br i1 %tobool, label %while.body, label %while.end, !dbg !252

while.body:                                       ; preds = %while.cond
  %2 = load %struct.employee*, %struct.employee** %e.addr, align 8, !dbg !255
  %manager1 = getelementptr inbounds %struct.employee, %struct.employee* %2, i32 0, i32 4, !dbg !257
  %3 = load %struct.employee*, %struct.employee** %manager1, align 8, !dbg !257
  store %struct.employee* %3, %struct.employee** %e.addr, align 8, !dbg !258
  %4 = load i32, i32* %depth, align 4, !dbg !259
  %inc = add nsw i32 %4, 1, !dbg !259
  store i32 %inc, i32* %depth, align 4, !dbg !259
  br label %while.cond, !dbg !252, !llvm.loop !260

while.end:                                        ; preds = %while.cond
  %5 = load i32, i32* %depth, align 4, !dbg !262
  ret i32 %5, !dbg !263
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @payroll(%struct.employee* noundef %staff, i32 noundef %n) #0 !dbg !264 {
entry:
  %staff.addr = alloca %struct.employee*, align 8
  %n.addr = alloca i32, align 4
  %total = alloca double, align 8
  %i = alloca i32, align 4
  store %struct.employee* %staff, %struct.employee** %staff.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.employee** %staff.addr, metadata !267, metadata !DIExpression()), !dbg !268
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !269, metadata !DIExpression()), !dbg !270
  call void @llvm.dbg.declare(metadata double* %total, metadata !271, metadata !DIExpression()), !dbg !272
  store double 0.000000e+00, double* %total, align 8, !dbg !272
  call void @llvm.dbg.declare(metadata i32* %i, metadata !273, metadata !DIExpression()), !dbg !275
  store i32 0, i32* %i, align 4, !dbg !275
  br label %for.cond, !dbg !276

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !277
  %1 = load i32, i32* %n.addr, align 4, !dbg !279
  %cmp = icmp slt i32 %0, %1, !dbg !280
  br i1 %cmp, label %for.body, label %for.end, !dbg !281

for.body:                                         ; preds = %for.cond
  %2 = load %struct.employee*, %struct.employee** %staff.addr, align 8, !dbg !282
  %3 = load i32, i32* %i, align 4, !dbg !283
  %idxprom = sext i32 %3 to i64, !dbg !282
  %arrayidx = getelementptr inbounds %struct.employee, %struct.employee* %2, i64 %idxprom, !dbg !282
  %salary = getelementptr inbounds %struct.employee, %struct.employee* %arrayidx, i32 0, i32 3, !dbg !284
  %4 = load double, double* %salary, align 8, !dbg !284
  %5 = load double, double* %total, align 8, !dbg !285
  %add = fadd double %5, %4, !dbg !285
  store double %add, double* %total, align 8, !dbg !285
  br label %for.inc, !dbg !286

for.inc:                                          ; preds = %for.body
  %6 = load i32, i32* %i, align 4, !dbg !287
  %inc = add nsw i32 %6, 1, !dbg !287
  store i32 %inc, i32* %i, align 4, !dbg !287
  br label %for.cond, !dbg !288, !llvm.loop !289

for.end:                                          ; preds = %for.cond
  %7 = load double, double* %total, align 8, !dbg !291
  ret double %7, !dbg !292
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @rect_area(%struct.rect* noundef %r) #0 !dbg !293 {
entry:
  %r.addr = alloca %struct.rect*, align 8
  store %struct.rect* %r, %struct.rect** %r.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.rect** %r.addr, metadata !298, metadata !DIExpression()), !dbg !299
  %0 = load %struct.rect*, %struct.rect** %r.addr, align 8, !dbg !300
  %max = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 1, !dbg !301
  %x = getelementptr inbounds %struct.point, %struct.point* %max, i32 0, i32 0, !dbg !302
  %1 = load double, double* %x, align 8, !dbg !302
  %2 = load %struct.rect*, %struct.rect** %r.addr, align 8, !dbg !303
  %min = getelementptr inbounds %struct.rect, %struct.rect* %2, i32 0, i32 0, !dbg !304
  %x1 = getelementptr inbounds %struct.point, %struct.point* %min, i32 0, i32 0, !dbg !305
  %3 = load double, double* %x1, align 8, !dbg !305
  %sub = fsub double %1, %3, !dbg !306
  %4 = load %struct.rect*, %struct.rect** %r.addr, align 8, !dbg !307
  %max2 = getelementptr inbounds %struct.rect, %struct.rect* %4, i32 0, i32 1, !dbg !308
  %y = getelementptr inbounds %struct.point, %struct.point* %max2, i32 0, i32 1, !dbg !309
  %5 = load double, double* %y, align 8, !dbg !309
  %6 = load %struct.rect*, %struct.rect** %r.addr, align 8, !dbg !310
  %min3 = getelementptr inbounds %struct.rect, %struct.rect* %6, i32 0, i32 0, !dbg !311
  %y4 = getelementptr inbounds %struct.point, %struct.point* %min3, i32 0, i32 1, !dbg !312
  %7 = load double, double* %y4, align 8, !dbg !312
  %sub5 = fsub double %5, %7, !dbg !313
  %mul = fmul double %sub, %sub5, !dbg !314
  ret double %mul, !dbg !315
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "structs.c", directory: ".", checksumkind: CSK_MD5, checksum: "2ee9eef20c33140decb2afeb06fbc9e7")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 69, type: !11, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 69, type: !13)
!19 = !DILocation(line: 69, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 69, type: !14)
!21 = !DILocation(line: 69, column: 27, scope: !10)
!22 = !DILocalVariable(name: "staff", scope: !10, file: !1, line: 71, type: !23)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 2048, elements: !41)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "employee", file: !1, line: 14, size: 512, elements: !25)
!25 = !{!26, !27, !31, !37, !39}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !24, file: !1, line: 15, baseType: !13, size: 32)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !24, file: !1, line: 16, baseType: !28, size: 256, offset: 32)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 256, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 32)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "hired", scope: !24, file: !1, line: 19, baseType: !32, size: 96, offset: 288)
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !24, file: !1, line: 17, size: 96, elements: !33)
!33 = !{!34, !35, !36}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "year", scope: !32, file: !1, line: 18, baseType: !13, size: 32)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "month", scope: !32, file: !1, line: 18, baseType: !13, size: 32, offset: 32)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "day", scope: !32, file: !1, line: 18, baseType: !13, size: 32, offset: 64)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "salary", scope: !24, file: !1, line: 20, baseType: !38, size: 64, offset: 384)
!38 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "manager", scope: !24, file: !1, line: 21, baseType: !40, size: 64, offset: 448)
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!41 = !{!42}
!42 = !DISubrange(count: 4)
!43 = !DILocation(line: 71, column: 18, scope: !10)
!44 = !DILocation(line: 72, column: 2, scope: !10)
!45 = !DILocalVariable(name: "i", scope: !46, file: !1, line: 73, type: !13)
!46 = distinct !DILexicalBlock(scope: !10, file: !1, line: 73, column: 2)
!47 = !DILocation(line: 73, column: 11, scope: !46)
!48 = !DILocation(line: 73, column: 7, scope: !46)
!49 = !DILocation(line: 73, column: 18, scope: !50)
!50 = distinct !DILexicalBlock(scope: !46, file: !1, line: 73, column: 2)
!51 = !DILocation(line: 73, column: 20, scope: !50)
!52 = !DILocation(line: 73, column: 2, scope: !46)
!53 = !DILocation(line: 74, column: 23, scope: !54)
!54 = distinct !DILexicalBlock(scope: !50, file: !1, line: 73, column: 30)
!55 = !DILocation(line: 74, column: 21, scope: !54)
!56 = !DILocation(line: 74, column: 9, scope: !54)
!57 = !DILocation(line: 74, column: 3, scope: !54)
!58 = !DILocation(line: 74, column: 12, scope: !54)
!59 = !DILocation(line: 74, column: 15, scope: !54)
!60 = !DILocation(line: 75, column: 18, scope: !54)
!61 = !DILocation(line: 75, column: 12, scope: !54)
!62 = !DILocation(line: 75, column: 21, scope: !54)
!63 = !DILocation(line: 75, column: 62, scope: !54)
!64 = !DILocation(line: 75, column: 3, scope: !54)
!65 = !DILocation(line: 76, column: 32, scope: !54)
!66 = !DILocation(line: 76, column: 30, scope: !54)
!67 = !DILocation(line: 76, column: 9, scope: !54)
!68 = !DILocation(line: 76, column: 3, scope: !54)
!69 = !DILocation(line: 76, column: 12, scope: !54)
!70 = !DILocation(line: 76, column: 18, scope: !54)
!71 = !DILocation(line: 76, column: 23, scope: !54)
!72 = !DILocation(line: 77, column: 30, scope: !54)
!73 = !DILocation(line: 77, column: 28, scope: !54)
!74 = !DILocation(line: 77, column: 9, scope: !54)
!75 = !DILocation(line: 77, column: 3, scope: !54)
!76 = !DILocation(line: 77, column: 12, scope: !54)
!77 = !DILocation(line: 77, column: 18, scope: !54)
!78 = !DILocation(line: 77, column: 24, scope: !54)
!79 = !DILocation(line: 78, column: 29, scope: !54)
!80 = !DILocation(line: 78, column: 27, scope: !54)
!81 = !DILocation(line: 78, column: 9, scope: !54)
!82 = !DILocation(line: 78, column: 3, scope: !54)
!83 = !DILocation(line: 78, column: 12, scope: !54)
!84 = !DILocation(line: 78, column: 18, scope: !54)
!85 = !DILocation(line: 78, column: 22, scope: !54)
!86 = !DILocation(line: 79, column: 31, scope: !54)
!87 = !DILocation(line: 79, column: 33, scope: !54)
!88 = !DILocation(line: 79, column: 30, scope: !54)
!89 = !DILocation(line: 79, column: 28, scope: !54)
!90 = !DILocation(line: 79, column: 9, scope: !54)
!91 = !DILocation(line: 79, column: 3, scope: !54)
!92 = !DILocation(line: 79, column: 12, scope: !54)
!93 = !DILocation(line: 79, column: 19, scope: !54)
!94 = !DILocation(line: 80, column: 22, scope: !54)
!95 = !DILocation(line: 80, column: 33, scope: !54)
!96 = !DILocation(line: 80, column: 35, scope: !54)
!97 = !DILocation(line: 80, column: 27, scope: !54)
!98 = !DILocation(line: 80, column: 9, scope: !54)
!99 = !DILocation(line: 80, column: 3, scope: !54)
!100 = !DILocation(line: 80, column: 12, scope: !54)
!101 = !DILocation(line: 80, column: 20, scope: !54)
!102 = !DILocation(line: 81, column: 2, scope: !54)
!103 = !DILocation(line: 73, column: 26, scope: !50)
!104 = !DILocation(line: 73, column: 2, scope: !50)
!105 = distinct !{!105, !52, !106, !107}
!106 = !DILocation(line: 81, column: 2, scope: !46)
!107 = !{!"llvm.loop.mustprogress"}
!108 = !DILocation(line: 82, column: 22, scope: !10)
!109 = !DILocation(line: 82, column: 27, scope: !10)
!110 = !DILocation(line: 82, column: 16, scope: !10)
!111 = !DILocation(line: 82, column: 2, scope: !10)
!112 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 83, type: !113)
!113 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rect", file: !1, line: 10, size: 256, elements: !114)
!114 = !{!115, !120}
!115 = !DIDerivedType(tag: DW_TAG_member, name: "min", scope: !113, file: !1, line: 11, baseType: !116, size: 128)
!116 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !1, line: 6, size: 128, elements: !117)
!117 = !{!118, !119}
!118 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !116, file: !1, line: 7, baseType: !38, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !116, file: !1, line: 7, baseType: !38, size: 64, offset: 64)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "max", scope: !113, file: !1, line: 11, baseType: !116, size: 128, offset: 128)
!121 = !DILocation(line: 83, column: 14, scope: !10)
!122 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 83, type: !113)
!123 = !DILocation(line: 83, column: 42, scope: !10)
!124 = !DILocalVariable(name: "u", scope: !10, file: !1, line: 84, type: !113)
!125 = !DILocation(line: 84, column: 14, scope: !10)
!126 = !DILocation(line: 84, column: 18, scope: !10)
!127 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 85, type: !116)
!128 = !DILocation(line: 85, column: 15, scope: !10)
!129 = !DILocation(line: 85, column: 31, scope: !10)
!130 = !DILocation(line: 85, column: 38, scope: !10)
!131 = !DILocation(line: 85, column: 19, scope: !10)
!132 = !DILocation(line: 86, column: 40, scope: !10)
!133 = !DILocation(line: 86, column: 49, scope: !10)
!134 = !DILocation(line: 86, column: 66, scope: !10)
!135 = !DILocation(line: 86, column: 55, scope: !10)
!136 = !DILocation(line: 87, column: 17, scope: !10)
!137 = !DILocation(line: 87, column: 9, scope: !10)
!138 = !DILocation(line: 87, column: 28, scope: !10)
!139 = !DILocation(line: 87, column: 45, scope: !10)
!140 = !DILocation(line: 87, column: 50, scope: !10)
!141 = !DILocation(line: 86, column: 2, scope: !10)
!142 = !DILocation(line: 88, column: 8, scope: !10)
!143 = !DILocation(line: 89, column: 2, scope: !10)
!144 = distinct !DISubprogram(name: "raise_salary", scope: !1, file: !1, line: 45, type: !145, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!145 = !DISubroutineType(types: !146)
!146 = !{null, !40, !38}
!147 = !DILocalVariable(name: "e", arg: 1, scope: !144, file: !1, line: 45, type: !40)
!148 = !DILocation(line: 45, column: 43, scope: !144)
!149 = !DILocalVariable(name: "pct", arg: 2, scope: !144, file: !1, line: 45, type: !38)
!150 = !DILocation(line: 45, column: 53, scope: !144)
!151 = !DILocalVariable(name: "s", scope: !144, file: !1, line: 47, type: !152)
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!153 = !DILocation(line: 47, column: 10, scope: !144)
!154 = !DILocation(line: 47, column: 15, scope: !144)
!155 = !DILocation(line: 47, column: 18, scope: !144)
!156 = !DILocation(line: 48, column: 9, scope: !144)
!157 = !DILocation(line: 48, column: 8, scope: !144)
!158 = !DILocation(line: 48, column: 13, scope: !144)
!159 = !DILocation(line: 48, column: 11, scope: !144)
!160 = !DILocation(line: 48, column: 17, scope: !144)
!161 = !DILocation(line: 48, column: 3, scope: !144)
!162 = !DILocation(line: 48, column: 5, scope: !144)
!163 = !DILocation(line: 49, column: 1, scope: !144)
!164 = distinct !DISubprogram(name: "rect_union", scope: !1, file: !1, line: 35, type: !165, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!165 = !DISubroutineType(types: !166)
!166 = !{!113, !113, !113}
!167 = !DILocalVariable(name: "a", arg: 1, scope: !164, file: !1, line: 35, type: !113)
!168 = !DILocation(line: 35, column: 43, scope: !164)
!169 = !DILocalVariable(name: "b", arg: 2, scope: !164, file: !1, line: 35, type: !113)
!170 = !DILocation(line: 35, column: 58, scope: !164)
!171 = !DILocalVariable(name: "r", scope: !164, file: !1, line: 37, type: !113)
!172 = !DILocation(line: 37, column: 14, scope: !164)
!173 = !DILocation(line: 38, column: 14, scope: !164)
!174 = !DILocation(line: 38, column: 18, scope: !164)
!175 = !DILocation(line: 38, column: 24, scope: !164)
!176 = !DILocation(line: 38, column: 28, scope: !164)
!177 = !DILocation(line: 38, column: 20, scope: !164)
!178 = !DILocation(line: 38, column: 12, scope: !164)
!179 = !DILocation(line: 38, column: 34, scope: !164)
!180 = !DILocation(line: 38, column: 38, scope: !164)
!181 = !DILocation(line: 38, column: 44, scope: !164)
!182 = !DILocation(line: 38, column: 48, scope: !164)
!183 = !DILocation(line: 38, column: 4, scope: !164)
!184 = !DILocation(line: 38, column: 8, scope: !164)
!185 = !DILocation(line: 38, column: 10, scope: !164)
!186 = !DILocation(line: 39, column: 14, scope: !164)
!187 = !DILocation(line: 39, column: 18, scope: !164)
!188 = !DILocation(line: 39, column: 24, scope: !164)
!189 = !DILocation(line: 39, column: 28, scope: !164)
!190 = !DILocation(line: 39, column: 20, scope: !164)
!191 = !DILocation(line: 39, column: 12, scope: !164)
!192 = !DILocation(line: 39, column: 34, scope: !164)
!193 = !DILocation(line: 39, column: 38, scope: !164)
!194 = !DILocation(line: 39, column: 44, scope: !164)
!195 = !DILocation(line: 39, column: 48, scope: !164)
!196 = !DILocation(line: 39, column: 4, scope: !164)
!197 = !DILocation(line: 39, column: 8, scope: !164)
!198 = !DILocation(line: 39, column: 10, scope: !164)
!199 = !DILocation(line: 40, column: 14, scope: !164)
!200 = !DILocation(line: 40, column: 18, scope: !164)
!201 = !DILocation(line: 40, column: 24, scope: !164)
!202 = !DILocation(line: 40, column: 28, scope: !164)
!203 = !DILocation(line: 40, column: 20, scope: !164)
!204 = !DILocation(line: 40, column: 12, scope: !164)
!205 = !DILocation(line: 40, column: 34, scope: !164)
!206 = !DILocation(line: 40, column: 38, scope: !164)
!207 = !DILocation(line: 40, column: 44, scope: !164)
!208 = !DILocation(line: 40, column: 48, scope: !164)
!209 = !DILocation(line: 40, column: 4, scope: !164)
!210 = !DILocation(line: 40, column: 8, scope: !164)
!211 = !DILocation(line: 40, column: 10, scope: !164)
!212 = !DILocation(line: 41, column: 14, scope: !164)
!213 = !DILocation(line: 41, column: 18, scope: !164)
!214 = !DILocation(line: 41, column: 24, scope: !164)
!215 = !DILocation(line: 41, column: 28, scope: !164)
!216 = !DILocation(line: 41, column: 20, scope: !164)
!217 = !DILocation(line: 41, column: 12, scope: !164)
!218 = !DILocation(line: 41, column: 34, scope: !164)
!219 = !DILocation(line: 41, column: 38, scope: !164)
!220 = !DILocation(line: 41, column: 44, scope: !164)
!221 = !DILocation(line: 41, column: 48, scope: !164)
!222 = !DILocation(line: 41, column: 4, scope: !164)
!223 = !DILocation(line: 41, column: 8, scope: !164)
!224 = !DILocation(line: 41, column: 10, scope: !164)
!225 = !DILocation(line: 42, column: 2, scope: !164)
!226 = distinct !DISubprogram(name: "point_add", scope: !1, file: !1, line: 24, type: !227, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!227 = !DISubroutineType(types: !228)
!228 = !{!116, !116, !116}
!229 = !DILocalVariable(name: "a", arg: 1, scope: !226, file: !1, line: 24, type: !116)
!230 = !DILocation(line: 24, column: 44, scope: !226)
!231 = !DILocalVariable(name: "b", arg: 2, scope: !226, file: !1, line: 24, type: !116)
!232 = !DILocation(line: 24, column: 60, scope: !226)
!233 = !DILocalVariable(name: "r", scope: !226, file: !1, line: 26, type: !116)
!234 = !DILocation(line: 26, column: 15, scope: !226)
!235 = !DILocation(line: 26, column: 19, scope: !226)
!236 = !DILocation(line: 26, column: 23, scope: !226)
!237 = !DILocation(line: 26, column: 29, scope: !226)
!238 = !DILocation(line: 26, column: 25, scope: !226)
!239 = !DILocation(line: 26, column: 34, scope: !226)
!240 = !DILocation(line: 26, column: 40, scope: !226)
!241 = !DILocation(line: 26, column: 36, scope: !226)
!242 = !DILocation(line: 27, column: 2, scope: !226)
!243 = distinct !DISubprogram(name: "seniority", scope: !1, file: !1, line: 59, type: !244, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!244 = !DISubroutineType(types: !245)
!245 = !{!13, !246}
!246 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !247, size: 64)
!247 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!248 = !DILocalVariable(name: "e", arg: 1, scope: !243, file: !1, line: 59, type: !246)
!249 = !DILocation(line: 59, column: 45, scope: !243)
!250 = !DILocalVariable(name: "depth", scope: !243, file: !1, line: 61, type: !13)
!251 = !DILocation(line: 61, column: 6, scope: !243)
!252 = !DILocation(line: 62, column: 2, scope: !243)
!253 = !DILocation(line: 62, column: 9, scope: !243)
!254 = !DILocation(line: 62, column: 12, scope: !243)
!255 = !DILocation(line: 63, column: 7, scope: !256)
!256 = distinct !DILexicalBlock(scope: !243, file: !1, line: 62, column: 21)
!257 = !DILocation(line: 63, column: 10, scope: !256)
!258 = !DILocation(line: 63, column: 5, scope: !256)
!259 = !DILocation(line: 64, column: 8, scope: !256)
!260 = distinct !{!260, !252, !261, !107}
!261 = !DILocation(line: 65, column: 2, scope: !243)
!262 = !DILocation(line: 66, column: 9, scope: !243)
!263 = !DILocation(line: 66, column: 2, scope: !243)
!264 = distinct !DISubprogram(name: "payroll", scope: !1, file: !1, line: 51, type: !265, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!265 = !DISubroutineType(types: !266)
!266 = !{!38, !40, !13}
!267 = !DILocalVariable(name: "staff", arg: 1, scope: !264, file: !1, line: 51, type: !40)
!268 = !DILocation(line: 51, column: 40, scope: !264)
!269 = !DILocalVariable(name: "n", arg: 2, scope: !264, file: !1, line: 51, type: !13)
!270 = !DILocation(line: 51, column: 51, scope: !264)
!271 = !DILocalVariable(name: "total", scope: !264, file: !1, line: 53, type: !38)
!272 = !DILocation(line: 53, column: 9, scope: !264)
!273 = !DILocalVariable(name: "i", scope: !274, file: !1, line: 54, type: !13)
!274 = distinct !DILexicalBlock(scope: !264, file: !1, line: 54, column: 2)
!275 = !DILocation(line: 54, column: 11, scope: !274)
!276 = !DILocation(line: 54, column: 7, scope: !274)
!277 = !DILocation(line: 54, column: 18, scope: !278)
!278 = distinct !DILexicalBlock(scope: !274, file: !1, line: 54, column: 2)
!279 = !DILocation(line: 54, column: 22, scope: !278)
!280 = !DILocation(line: 54, column: 20, scope: !278)
!281 = !DILocation(line: 54, column: 2, scope: !274)
!282 = !DILocation(line: 55, column: 12, scope: !278)
!283 = !DILocation(line: 55, column: 18, scope: !278)
!284 = !DILocation(line: 55, column: 21, scope: !278)
!285 = !DILocation(line: 55, column: 9, scope: !278)
!286 = !DILocation(line: 55, column: 3, scope: !278)
!287 = !DILocation(line: 54, column: 26, scope: !278)
!288 = !DILocation(line: 54, column: 2, scope: !278)
!289 = distinct !{!289, !281, !290, !107}
!290 = !DILocation(line: 55, column: 21, scope: !274)
!291 = !DILocation(line: 56, column: 9, scope: !264)
!292 = !DILocation(line: 56, column: 2, scope: !264)
!293 = distinct !DISubprogram(name: "rect_area", scope: !1, file: !1, line: 30, type: !294, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!294 = !DISubroutineType(types: !295)
!295 = !{!38, !296}
!296 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !297, size: 64)
!297 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !113)
!298 = !DILocalVariable(name: "r", arg: 1, scope: !293, file: !1, line: 30, type: !296)
!299 = !DILocation(line: 30, column: 44, scope: !293)
!300 = !DILocation(line: 32, column: 10, scope: !293)
!301 = !DILocation(line: 32, column: 13, scope: !293)
!302 = !DILocation(line: 32, column: 17, scope: !293)
!303 = !DILocation(line: 32, column: 21, scope: !293)
!304 = !DILocation(line: 32, column: 24, scope: !293)
!305 = !DILocation(line: 32, column: 28, scope: !293)
!306 = !DILocation(line: 32, column: 19, scope: !293)
!307 = !DILocation(line: 32, column: 34, scope: !293)
!308 = !DILocation(line: 32, column: 37, scope: !293)
!309 = !DILocation(line: 32, column: 41, scope: !293)
!310 = !DILocation(line: 32, column: 45, scope: !293)
!311 = !DILocation(line: 32, column: 48, scope: !293)
!312 = !DILocation(line: 32, column: 52, scope: !293)
!313 = !DILocation(line: 32, column: 43, scope: !293)
!314 = !DILocation(line: 32, column: 31, scope: !293)
!315 = !DILocation(line: 32, column: 2, scope: !293)
