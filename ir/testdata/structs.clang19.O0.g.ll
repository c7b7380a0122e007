; ModuleID = 'structs.c'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.rect = type { %struct.point, %struct.point }
%struct.point = type { double, double }
%struct.employee = type { i32, [32 x i8], %struct.anon, double, ptr }
%struct.anon = type { i32, i32, i32 }

@.str = private unnamed_addr constant [10 x i8] c"worker-%d\00", align 1, !dbg !0
@__const.main.a = private unnamed_addr constant %struct.rect { %struct.point zeroinitializer, %struct.point { double 2.000000e+00, double 3.000000e+00 } }, align 8
@__const.main.b = private unnamed_addr constant %struct.rect { %struct.point { double 1.000000e+00, double -1.000000e+00 }, %struct.point { double 4.000000e+00, double 2.000000e+00 } }, align 8
@.str.1 = private unnamed_addr constant [27 x i8] c"%s %d %.1f %.1f %.1f %.1f\0A\00", align 1, !dbg !7

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !22 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %staff = alloca [4 x %struct.employee], align 16
  %i = alloca i32, align 4
  %a = alloca %struct.rect, align 8
  %b = alloca %struct.rect, align 8
  %u = alloca %struct.rect, align 8
  %p = alloca %struct.point, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
    #dbg_declare(ptr %argc.addr, !29, !DIExpression(), !30)
  store ptr %argv, ptr %argv.addr, align 8
    #dbg_declare(ptr %argv.addr, !31, !DIExpression(), !32)
    #dbg_declare(ptr %staff, !33, !DIExpression(), !54)
  %arraydecay = getelementptr inbounds [4 x %struct.employee], ptr %staff, i64 0, i64 0, !dbg !55
  call void @llvm.memset.p0.i64(ptr align 16 %arraydecay, i8 0, i64 256, i1 false), !dbg !55
    #dbg_declare(ptr %i, !56, !DIExpression(), !58)
  store i32 0, ptr %i, align 4, !dbg !58
  br label %for.cond, !dbg !59

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !dbg !60
  %cmp = icmp slt i32 %0, 4, !dbg !62
  br i1 %cmp, label %for.body, label %for.end, !dbg !63

for.body:                                         ; preds = %for.cond
  %1 = load i32, ptr %i, align 4, !dbg !64
  %add = add nsw i32 100, %1, !dbg !66
  %2 = load i32, ptr %i, align 4, !dbg !67
  %idxprom = sext i32 %2 to i64, !dbg !68
  %arrayidx = getelementptr inbounds [4 x %struct.employee], ptr %staff, i64 0, i64 %idxprom, !dbg !68
  %id = getelementptr inbounds %struct.employee, ptr %arrayidx, i32 0, i32 0, !dbg !69
  store i32 %add, ptr %id, align 16, !dbg !70
  %3 = load i32, ptr %i, align 4, !dbg !71
  %idxprom1 = sext i32 %3 to i64, !dbg !72
  %arrayidx2 = getelementptr inbounds [4 x %struct.employee], ptr %staff, i64 0, i64 %idxprom1, !dbg !72
  %name = getelementptr inbounds %struct.employee, ptr %arrayidx2, i32 0, i32 1, !dbg !73
  %arraydecay3 = getelementptr inbounds [32 x i8], ptr %name, i64 0, i64 0, !dbg !72
  %4 = load i32, ptr %i, align 4, !dbg !74
  %call = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %arraydecay3, i64 noundef 32, ptr noundef @.str, i32 noundef %4) #5, !dbg !75
  %5 = load i32, ptr %i, align 4, !dbg !76
  %add4 = add nsw i32 2000, %5, !dbg !77
  %6 = load i32, ptr %i, align 4, !dbg !78
  %idxprom5 = sext i32 %6 to i64, !dbg !79
  %arrayidx6 = getelementptr inbounds [4 x %struct.employee], ptr %staff, i64 0, i64 %idxprom5, !dbg !79
  %hired = getelementptr inbounds %struct.employee, ptr %arrayidx6, i32 0, i32 2, !dbg !80
  %year = getelementptr inbounds %struct.anon, ptr %hired, i32 0, i32 0, !dbg !81
  store i32 %add4, ptr %year, align 4, !dbg !82
  %7 = load i32, ptr %i, align 4, !dbg !83
  %add7 = add nsw i32 1, %7, !dbg !84
  %8 = load i32, ptr %i, align 4, !dbg !85
  %idxprom8 = sext i32 %8 to i64, !dbg !86
  %arrayidx9 = getelementptr inbounds [4 x %struct.employee], ptr %staff, i64 0, i64 %idxprom8, !dbg !86
  %hired10 = getelementptr inbounds %struct.employee, ptr %arrayidx9, i32 0, i32 2, !dbg !87
  %month = getelementptr inbounds %struct.anon, ptr %hired10, i32 0, i32 1, !dbg !88
  store i32 %add7, ptr %month, align 4, !dbg !89
  %9 = load i32, ptr %i, align 4, !dbg !90
  %add11 = add nsw i32 10, %9, !dbg !91
  %10 = load i32, ptr %i, align 4, !dbg !92
  %idxprom12 = sext i32 %10 to i64, !dbg !93
  %arrayidx13 = getelementptr inbounds [4 x %struct.employee], ptr %staff, i64 0, i64 %idxprom12, !dbg !93
  %hired14 = getelementptr inbounds %struct.employee, ptr %arrayidx13, i32 0, i32 2, !dbg !94
  %day = getelementptr inbounds %struct.anon, ptr %hired14, i32 0, i32 2, !dbg !95
  store i32 %add11, ptr %day, align 4, !dbg !96
  %11 = load i32, ptr %i, align 4, !dbg !97
  %add15 = add nsw i32 %11, 1, !dbg !98
  %conv = sitofp i32 %add15 to double, !dbg !99
  %mul = fmul double 1.000000e+03, %conv, !dbg !100
  %12 = load i32, ptr %i, align 4, !dbg !101
  %idxprom16 = sext i32 %12 to i64, !dbg !102
  %arrayidx17 = getelementptr inbounds [4 x %struct.employee], ptr %staff, i64 0, i64 %idxprom16, !dbg !102
  %salary = getelementptr inbounds %struct.employee, ptr %arrayidx17, i32 0, i32 3, !dbg !103
  store double %mul, ptr %salary, align 16, !dbg !104
  %13 = load i32, ptr %i, align 4, !dbg !105
  %tobool = icmp ne i32 %13, 0, !dbg !105
  br i1 %tobool, label %cond.true, label %cond.false, !dbg !105

cond.true:                                        ; preds = %for.body
  %14 = load i32, ptr %i, align 4, !dbg !106
  %sub = sub nsw i32 %14, 1, !dbg !107
  %idxprom18 = sext i32 %sub to i64, !dbg !108
  %arrayidx19 = getelementptr inbounds [4 x %struct.employee], ptr %staff, i64 0, i64 %idxprom18, !dbg !108
  br label %cond.end, !dbg !105

cond.false:                                       ; preds = %for.body
  br label %cond.end, !dbg !105

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %arrayidx19, %cond.true ], [ null, %cond.false ], !dbg !105
  %15 = load i32, ptr %i, align 4, !dbg !109
  %idxprom20 = sext i32 %15 to i64, !dbg !110
  %arrayidx21 = getelementptr inbounds [4 x %struct.employee], ptr %staff, i64 0, i64 %idxprom20, !dbg !110
  %manager = getelementptr inbounds %struct.employee, ptr %arrayidx21, i32 0, i32 4, !dbg !111
  store ptr %cond, ptr %manager, align 8, !dbg !112
  br label %for.inc, !dbg !113

for.inc:                                          ; preds = %cond.end
  %16 = load i32, ptr %i, align 4, !dbg !114
  %inc = add nsw i32 %16, 1, !dbg !114
  store i32 %inc, ptr %i, align 4, !dbg !114
  br label %for.cond, !dbg !115, !llvm.loop !116

for.end:                                          ; preds = %for.cond
  %17 = load i32, ptr %argc.addr, align 4, !dbg !119
  %rem = srem i32 %17, 4, !dbg !120
  %idxprom22 = sext i32 %rem to i64, !dbg !121
  %arrayidx23 = getelementptr inbounds [4 x %struct.employee], ptr %staff, i64 0, i64 %idxprom22, !dbg !121
  call void @raise_salary(ptr noundef %arrayidx23, double noundef 1.000000e+01), !dbg !122
    #dbg_declare(ptr %a, !123, !DIExpression(), !132)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %a, ptr align 8 @__const.main.a, i64 32, i1 false), !dbg !132
    #dbg_declare(ptr %b, !133, !DIExpression(), !134)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %b, ptr align 8 @__const.main.b, i64 32, i1 false), !dbg !134
    #dbg_declare(ptr %u, !135, !DIExpression(), !136)
  call void @rect_union(ptr dead_on_unwind writable sret(%struct.rect) align 8 %u, ptr noundef byval(%struct.rect) align 8 %a, ptr noundef byval(%struct.rect) align 8 %b), !dbg !137
    #dbg_declare(ptr %p, !138, !DIExpression(), !139)
  %min = getelementptr inbounds %struct.rect, ptr %u, i32 0, i32 0, !dbg !140
  %max = getelementptr inbounds %struct.rect, ptr %u, i32 0, i32 1, !dbg !141
  %18 = getelementptr inbounds { double, double }, ptr %min, i32 0, i32 0, !dbg !142
  %19 = load double, ptr %18, align 8, !dbg !142
  %20 = getelementptr inbounds { double, double }, ptr %min, i32 0, i32 1, !dbg !142
  %21 = load double, ptr %20, align 8, !dbg !142
  %22 = getelementptr inbounds { double, double }, ptr %max, i32 0, i32 0, !dbg !142
  %23 = load double, ptr %22, align 8, !dbg !142
  %24 = getelementptr inbounds { double, double }, ptr %max, i32 0, i32 1, !dbg !142
  %25 = load double, ptr %24, align 8, !dbg !142
  %call24 = call { double, double } @point_add(double %19, double %21, double %23, double %25), !dbg !142
  %26 = getelementptr inbounds { double, double }, ptr %p, i32 0, i32 0, !dbg !142
  %27 = extractvalue { double, double } %call24, 0, !dbg !142
  store double %27, ptr %26, align 8, !dbg !142
  %28 = getelementptr inbounds { double, double }, ptr %p, i32 0, i32 1, !dbg !142
  %29 = extractvalue { double, double } %call24, 1, !dbg !142
  store double %29, ptr %28, align 8, !dbg !142
  %arrayidx25 = getelementptr inbounds [4 x %struct.employee], ptr %staff, i64 0, i64 3, !dbg !143
  %name26 = getelementptr inbounds %struct.employee, ptr %arrayidx25, i32 0, i32 1, !dbg !144
  %arraydecay27 = getelementptr inbounds [32 x i8], ptr %name26, i64 0, i64 0, !dbg !143
  %arrayidx28 = getelementptr inbounds [4 x %struct.employee], ptr %staff, i64 0, i64 3, !dbg !145
  %call29 = call i32 @seniority(ptr noundef %arrayidx28), !dbg !146
  %arraydecay30 = getelementptr inbounds [4 x %struct.employee], ptr %staff, i64 0, i64 0, !dbg !147
  %call31 = call double @payroll(ptr noundef %arraydecay30, i32 noundef 4), !dbg !148
  %call32 = call double @rect_area(ptr noundef %u), !dbg !149
  %x = getelementptr inbounds %struct.point, ptr %p, i32 0, i32 0, !dbg !150
  %30 = load double, ptr %x, align 8, !dbg !150
  %y = getelementptr inbounds %struct.point, ptr %p, i32 0, i32 1, !dbg !151
  %31 = load double, ptr %y, align 8, !dbg !151
  %call33 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %arraydecay27, i32 noundef %call29, double noundef %call31, double noundef %call32, double noundef %30, double noundef %31), !dbg !152
  %32 = load ptr, ptr %argv.addr, align 8, !dbg !153
  ret i32 0, !dbg !154
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @raise_salary(ptr noundef %e, double noundef %pct) #0 !dbg !155 {
entry:
  %e.addr = alloca ptr, align 8
  %pct.addr = alloca double, align 8
  %s = alloca ptr, align 8
  store ptr %e, ptr %e.addr, align 8
    #dbg_declare(ptr %e.addr, !158, !DIExpression(), !159)
  store double %pct, ptr %pct.addr, align 8
    #dbg_declare(ptr %pct.addr, !160, !DIExpression(), !161)
    #dbg_declare(ptr %s, !162, !DIExpression(), !164)
  %0 = load ptr, ptr %e.addr, align 8, !dbg !165
  %salary = getelementptr inbounds %struct.employee, ptr %0, i32 0, i32 3, !dbg !166
  store ptr %salary, ptr %s, align 8, !dbg !164
  %1 = load ptr, ptr %s, align 8, !dbg !167
  %2 = load double, ptr %1, align 8, !dbg !168
  %3 = load double, ptr %pct.addr, align 8, !dbg !169
  %mul = fmul double %2, %3, !dbg !170
  %div = fdiv double %mul, 1.000000e+02, !dbg !171
  %4 = load ptr, ptr %s, align 8, !dbg !172
  %5 = load double, ptr %4, align 8, !dbg !173
  %add = fadd double %5, %div, !dbg !173
  store double %add, ptr %4, align 8, !dbg !173
  ret void, !dbg !174
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rect_union(ptr dead_on_unwind noalias writable sret(%struct.rect) align 8 %agg.result, ptr noundef byval(%struct.rect) align 8 %a, ptr noundef byval(%struct.rect) align 8 %b) #0 !dbg !175 {
entry:
    #dbg_declare(ptr %a, !178, !DIExpression(), !179)
    #dbg_declare(ptr %b, !180, !DIExpression(), !181)
    #dbg_declare(ptr %agg.result, !182, !DIExpression(), !183)
  %min = getelementptr inbounds %struct.rect, ptr %a, i32 0, i32 0, !dbg !184
  %x = getelementptr inbounds %struct.point, ptr %min, i32 0, i32 0, !dbg !185
  %0 = load double, ptr %x, align 8, !dbg !185
  %min1 = getelementptr inbounds %struct.rect, ptr %b, i32 0, i32 0, !dbg !186
  %x2 = getelementptr inbounds %struct.point, ptr %min1, i32 0, i32 0, !dbg !187
  %1 = load double, ptr %x2, align 8, !dbg !187
  %cmp = fcmp olt double %0, %1, !dbg !188
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !189

cond.true:                                        ; preds = %entry
  %min3 = getelementptr inbounds %struct.rect, ptr %a, i32 0, i32 0, !dbg !190
  %x4 = getelementptr inbounds %struct.point, ptr %min3, i32 0, i32 0, !dbg !191
  %2 = load double, ptr %x4, align 8, !dbg !191
  br label %cond.end, !dbg !189

cond.false:                                       ; preds = %entry
  %min5 = getelementptr inbounds %struct.rect, ptr %b, i32 0, i32 0, !dbg !192
  %x6 = getelementptr inbounds %struct.point, ptr %min5, i32 0, i32 0, !dbg !193
  %3 = load double, ptr %x6, align 8, !dbg !193
  br label %cond.end, !dbg !189

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi double [ %2, %cond.true ], [ %3, %cond.false ], !dbg !189
  %min7 = getelementptr inbounds %struct.rect, ptr %agg.result, i32 0, i32 0, !dbg !194
  %x8 = getelementptr inbounds %struct.point, ptr %min7, i32 0, i32 0, !dbg !195
  store double %cond, ptr %x8, align 8, !dbg !196
  %min9 = getelementptr inbounds %struct.rect, ptr %a, i32 0, i32 0, !dbg !197
  %y = getelementptr inbounds %struct.point, ptr %min9, i32 0, i32 1, !dbg !198
  %4 = load double, ptr %y, align 8, !dbg !198
  %min10 = getelementptr inbounds %struct.rect, ptr %b, i32 0, i32 0, !dbg !199
  %y11 = getelementptr inbounds %struct.point, ptr %min10, i32 0, i32 1, !dbg !200
  %5 = load double, ptr %y11, align 8, !dbg !200
  %cmp12 = fcmp olt double %4, %5, !dbg !201
  br i1 %cmp12, label %cond.true13, label %cond.false16, !dbg !202

cond.true13:                                      ; preds = %cond.end
  %min14 = getelementptr inbounds %struct.rect, ptr %a, i32 0, i32 0, !dbg !203
  %y15 = getelementptr inbounds %struct.point, ptr %min14, i32 0, i32 1, !dbg !204
  %6 = load double, ptr %y15, align 8, !dbg !204
  br label %cond.end19, !dbg !202

cond.false16:                                     ; preds = %cond.end
  %min17 = getelementptr inbounds %struct.rect, ptr %b, i32 0, i32 0, !dbg !205
  %y18 = getelementptr inbounds %struct.point, ptr %min17, i32 0, i32 1, !dbg !206
  %7 = load double, ptr %y18, align 8, !dbg !206
  br label %cond.end19, !dbg !202

cond.end19:                                       ; preds = %cond.false16, %cond.true13
  %cond20 = phi double [ %6, %cond.true13 ], [ %7, %cond.false16 ], !dbg !202
  %min21 = getelementptr inbounds %struct.rect, ptr %agg.result, i32 0, i32 0, !dbg !207
  %y22 = getelementptr inbounds %struct.point, ptr %min21, i32 0, i32 1, !dbg !208
  store double %cond20, ptr %y22, align 8, !dbg !209
  %max = getelementptr inbounds %struct.rect, ptr %a, i32 0, i32 1, !dbg !210
  %x23 = getelementptr inbounds %struct.point, ptr %max, i32 0, i32 0, !dbg !211
  %8 = load double, ptr %x23, align 8, !dbg !211
  %max24 = getelementptr inbounds %struct.rect, ptr %b, i32 0, i32 1, !dbg !212
  %x25 = getelementptr inbounds %struct.point, ptr %max24, i32 0, i32 0, !dbg !213
  %9 = load double, ptr %x25, align 8, !dbg !213
  %cmp26 = fcmp ogt double %8, %9, !dbg !214
  br i1 %cmp26, label %cond.true27, label %cond.false30, !dbg !215

cond.true27:                                      ; preds = %cond.end19
  %max28 = getelementptr inbounds %struct.rect, ptr %a, i32 0, i32 1, !dbg !216
  %x29 = getelementptr inbounds %struct.point, ptr %max28, i32 0, i32 0, !dbg !217
  %10 = load double, ptr %x29, align 8, !dbg !217
  br label %cond.end33, !dbg !215

cond.false30:                                     ; preds = %cond.end19
  %max31 = getelementptr inbounds %struct.rect, ptr %b, i32 0, i32 1, !dbg !218
  %x32 = getelementptr inbounds %struct.point, ptr %max31, i32 0, i32 0, !dbg !219
  %11 = load double, ptr %x32, align 8, !dbg !219
  br label %cond.end33, !dbg !215

cond.end33:                                       ; preds = %cond.false30, %cond.true27
  %cond34 = phi double [ %10, %cond.true27 ], [ %11, %cond.false30 ], !dbg !215
  %max35 = getelementptr inbounds %struct.rect, ptr %agg.result, i32 0, i32 1, !dbg !220
  %x36 = getelementptr inbounds %struct.point, ptr %max35, i32 0, i32 0, !dbg !221
  store double %cond34, ptr %x36, align 8, !dbg !222
  %max37 = getelementptr inbounds %struct.rect, ptr %a, i32 0, i32 1, !dbg !223
  %y38 = getelementptr inbounds %struct.point, ptr %max37, i32 0, i32 1, !dbg !224
  %12 = load double, ptr %y38, align 8, !dbg !224
  %max39 = getelementptr inbounds %struct.rect, ptr %b, i32 0, i32 1, !dbg !225
  %y40 = getelementptr inbounds %struct.point, ptr %max39, i32 0, i32 1, !dbg !226
  %13 = load double, ptr %y40, align 8, !dbg !226
  %cmp41 = fcmp ogt double %12, %13, !dbg !227
  br i1 %cmp41, label %cond.true42, label %cond.false45, !dbg !228

cond.true42:                                      ; preds = %cond.end33
  %max43 = getelementptr inbounds %struct.rect, ptr %a, i32 0, i32 1, !dbg !229
  %y44 = getelementptr inbounds %struct.point, ptr %max43, i32 0, i32 1, !dbg !230
  %14 = load double, ptr %y44, align 8, !dbg !230
  br label %cond.end48, !dbg !228

cond.false45:                                     ; preds = %cond.end33
  %max46 = getelementptr inbounds %struct.rect, ptr %b, i32 0, i32 1, !dbg !231
  %y47 = getelementptr inbounds %struct.point, ptr %max46, i32 0, i32 1, !dbg !232
  %15 = load double, ptr %y47, align 8, !dbg !232
  br label %cond.end48, !dbg !228

cond.end48:                                       ; preds = %cond.false45, %cond.true42
  %cond49 = phi double [ %14, %cond.true42 ], [ %15, %cond.false45 ], !dbg !228
  %max50 = getelementptr inbounds %struct.rect, ptr %agg.result, i32 0, i32 1, !dbg !233
  %y51 = getelementptr inbounds %struct.point, ptr %max50, i32 0, i32 1, !dbg !234
  store double %cond49, ptr %y51, align 8, !dbg !235
  ret void, !dbg !236
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @point_add(double %a.coerce0, double %a.coerce1, double %b.coerce0, double %b.coerce1) #0 !dbg !237 {
entry:
  %retval = alloca %struct.point, align 8
  %a = alloca %struct.point, align 8
  %b = alloca %struct.point, align 8
  %0 = getelementptr inbounds { double, double }, ptr %a, i32 0, i32 0
  store double %a.coerce0, ptr %0, align 8
  %1 = getelementptr inbounds { double, double }, ptr %a, i32 0, i32 1
  store double %a.coerce1, ptr %1, align 8
  %2 = getelementptr inbounds { double, double }, ptr %b, i32 0, i32 0
  store double %b.coerce0, ptr %2, align 8
  %3 = getelementptr inbounds { double, double }, ptr %b, i32 0, i32 1
  store double %b.coerce1, ptr %3, align 8
    #dbg_declare(ptr %a, !240, !DIExpression(), !241)
    #dbg_declare(ptr %b, !242, !DIExpression(), !243)
    #dbg_declare(ptr %retval, !244, !DIExpression(), !245)
  %x = getelementptr inbounds %struct.point, ptr %retval, i32 0, i32 0, !dbg !246
  %x1 = getelementptr inbounds %struct.point, ptr %a, i32 0, i32 0, !dbg !247
  %4 = load double, ptr %x1, align 8, !dbg !247
  %x2 = getelementptr inbounds %struct.point, ptr %b, i32 0, i32 0, !dbg !248
  %5 = load double, ptr %x2, align 8, !dbg !248
  %add = fadd double %4, %5, !dbg !249
  store double %add, ptr %x, align 8, !dbg !246
  %y = getelementptr inbounds %struct.point, ptr %retval, i32 0, i32 1, !dbg !246
  %y3 = getelementptr inbounds %struct.point, ptr %a, i32 0, i32 1, !dbg !250
  %6 = load double, ptr %y3, align 8, !dbg !250
  %y4 = getelementptr inbounds %struct.point, ptr %b, i32 0, i32 1, !dbg !251
  %7 = load double, ptr %y4, align 8, !dbg !251
  %add5 = fadd double %6, %7, !dbg !252
  store double %add5, ptr %y, align 8, !dbg !246
  %8 = load { double, double }, ptr %retval, align 8, !dbg !253
  ret { double, double } %8, !dbg !253
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @seniority(ptr noundef %e) #0 !dbg !254 {
entry:
  %e.addr = alloca ptr, align 8
  %depth = alloca i32, align 4
  store ptr %e, ptr %e.addr, align 8
    #dbg_declare(ptr %e.addr, !259, !DIExpression(), !260)
    #dbg_declare(ptr %depth, !261, !DIExpression(), !262)
  store i32 0, ptr %depth, align 4, !dbg !262
  br label %while.cond, !dbg !263

while.cond:                                       ; preds = %while.body, %entry
  %0 = load ptr, ptr %e.addr, align 8, !dbg !264
  %manager = getelementptr inbounds %struct.employee, ptr %0, i32 0, i32 4, !dbg !265
  %1 = load ptr, ptr %manager, align 8, !dbg !265
  %tobool = icmp ne ptr %1, null, !dbg !263
  br i1 %tobool, label %while.body, label %while.end, !dbg !263

while.body:                                       ; preds = %while.cond
  %2 = load ptr, ptr %e.addr, align 8, !dbg !266
  %manager1 = getelementptr inbounds %struct.employee, ptr %2, i32 0, i32 4, !dbg !268
  %3 = load ptr, ptr %manager1, align 8, !dbg !268
  store ptr %3, ptr %e.addr, align 8, !dbg !269
  %4 = load i32, ptr %depth, align 4, !dbg !270
  %inc = add nsw i32 %4, 1, !dbg !270
  store i32 %inc, ptr %depth, align 4, !dbg !270
  br label %while.cond, !dbg !263, !llvm.loop !271

while.end:                                        ; preds = %while.cond
  %5 = load i32, ptr %depth, align 4, !dbg !273
  ret i32 %5, !dbg !274
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @payroll(ptr noundef %staff, i32 noundef %n) #0 !dbg !275 {
entry:
  %staff.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %total = alloca double, align 8
  %i = alloca i32, align 4
  store ptr %staff, ptr %staff.addr, align 8
    #dbg_declare(ptr %staff.addr, !278, !DIExpression(), !279)
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !280, !DIExpression(), !281)
    #dbg_declare(ptr %total, !282, !DIExpression(), !283)
  store double 0.000000e+00, ptr %total, align 8, !dbg !283
    #dbg_declare(ptr %i, !284, !DIExpression(), !286)
  store i32 0, ptr %i, align 4, !dbg !286
  br label %for.cond, !dbg !287

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !dbg !288
  %1 = load i32, ptr %n.addr, align 4, !dbg !290
  %cmp = icmp slt i32 %0, %1, !dbg !291
  br i1 %cmp, label %for.body, label %for.end, !dbg !292

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %staff.addr, align 8, !dbg !293
  %3 = load i32, ptr %i, align 4, !dbg !294
  %idxprom = sext i32 %3 to i64, !dbg !293
  %arrayidx = getelementptr inbounds %struct.employee, ptr %2, i64 %idxprom, !dbg !293
  %salary = getelementptr inbounds %struct.employee, ptr %arrayidx, i32 0, i32 3, !dbg !295
  %4 = load double, ptr %salary, align 8, !dbg !295
  %5 = load double, ptr %total, align 8, !dbg !296
  %add = fadd double %5, %4, !dbg !296
  store double %add, ptr %total, align 8, !dbg !296
  br label %for.inc, !dbg !297

for.inc:                                          ; preds = %for.body
  %6 = load i32, ptr %i, align 4, !dbg !298
  %inc = add nsw i32 %6, 1, !dbg !298
  store i32 %inc, ptr %i, align 4, !dbg !298
  br label %for.cond, !dbg !299, !llvm.loop !300

for.end:                                          ; preds = %for.cond
  %7 = load double, ptr %total, align 8, !dbg !302
  ret double %7, !dbg !303
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @rect_area(ptr noundef %r) #0 !dbg !304 {
entry:
  %r.addr = alloca ptr, align 8
  store ptr %r, ptr %r.addr, align 8
    #dbg_declare(ptr %r.addr, !309, !DIExpression(), !310)
  %0 = load ptr, ptr %r.addr, align 8, !dbg !311
  %max = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 1, !dbg !312
  %x = getelementptr inbounds %struct.point, ptr %max, i32 0, i32 0, !dbg !313
  %1 = load double, ptr %x, align 8, !dbg !313
  %2 = load ptr, ptr %r.addr, align 8, !dbg !314
  %min = getelementptr inbounds %struct.rect, ptr %2, i32 0, i32 0, !dbg !315
  %x1 = getelementptr inbounds %struct.point, ptr %min, i32 0, i32 0, !dbg !316
  %3 = load double, ptr %x1, align 8, !dbg !316
  %sub = fsub double %1, %3, !dbg !317
  %4 = load ptr, ptr %r.addr, align 8, !dbg !318
  %max2 = getelementptr inbounds %struct.rect, ptr %4, i32 0, i32 1, !dbg !319
  %y = getelementptr inbounds %struct.point, ptr %max2, i32 0, i32 1, !dbg !320
  %5 = load double, ptr %y, align 8, !dbg !320
  %6 = load ptr, ptr %r.addr, align 8, !dbg !321
  %min3 = getelementptr inbounds %struct.rect, ptr %6, i32 0, i32 0, !dbg !322
  %y4 = getelementptr inbounds %struct.point, ptr %min3, i32 0, i32 1, !dbg !323
  %7 = load double, ptr %y4, align 8, !dbg !323
  %sub5 = fsub double %5, %7, !dbg !324
  %mul = fmul double %sub, %sub5, !dbg !325
  ret double %mul, !dbg !326
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!12}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "structs.c", directory: ".", checksumkind: CSK_MD5, checksum: "2ee9eef20c33140decb2afeb06fbc9e7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 86, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 27)
!12 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !13, splitDebugInlining: false, nameTableKind: None)
!13 = !{!0, !7}
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 69, type: !23, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !12, retainedNodes: !28)
!23 = !DISubroutineType(types: !24)
!24 = !{!25, !25, !26}
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!28 = !{}
!29 = !DILocalVariable(name: "argc", arg: 1, scope: !22, file: !2, line: 69, type: !25)
!30 = !DILocation(line: 69, column: 14, scope: !22)
!31 = !DILocalVariable(name: "argv", arg: 2, scope: !22, file: !2, line: 69, type: !26)
!32 = !DILocation(line: 69, column: 27, scope: !22)
!33 = !DILocalVariable(name: "staff", scope: !22, file: !2, line: 71, type: !34)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 2048, elements: !52)
!35 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "employee", file: !2, line: 14, size: 512, elements: !36)
!36 = !{!37, !38, !42, !48, !50}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !35, file: !2, line: 15, baseType: !25, size: 32)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !35, file: !2, line: 16, baseType: !39, size: 256, offset: 32)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 32)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "hired", scope: !35, file: !2, line: 19, baseType: !43, size: 96, offset: 288)
!43 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !35, file: !2, line: 17, size: 96, elements: !44)
!44 = !{!45, !46, !47}
!45 = !DIDerivedType(tag: DW_TAG_member, name: "year", scope: !43, file: !2, line: 18, baseType: !25, size: 32)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "month", scope: !43, file: !2, line: 18, baseType: !25, size: 32, offset: 32)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "day", scope: !43, file: !2, line: 18, baseType: !25, size: 32, offset: 64)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "salary", scope: !35, file: !2, line: 20, baseType: !49, size: 64, offset: 384)
!49 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "manager", scope: !35, file: !2, line: 21, baseType: !51, size: 64, offset: 448)
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!52 = !{!53}
!53 = !DISubrange(count: 4)
!54 = !DILocation(line: 71, column: 18, scope: !22)
!55 = !DILocation(line: 72, column: 2, scope: !22)
!56 = !DILocalVariable(name: "i", scope: !57, file: !2, line: 73, type: !25)
!57 = distinct !DILexicalBlock(scope: !22, file: !2, line: 73, column: 2)
!58 = !DILocation(line: 73, column: 11, scope: !57)
!59 = !DILocation(line: 73, column: 7, scope: !57)
!60 = !DILocation(line: 73, column: 18, scope: !61)
!61 = distinct !DILexicalBlock(scope: !57, file: !2, line: 73, column: 2)
!62 = !DILocation(line: 73, column: 20, scope: !61)
!63 = !DILocation(line: 73, column: 2, scope: !57)
!64 = !DILocation(line: 74, column: 23, scope: !65)
!65 = distinct !DILexicalBlock(scope: !61, file: !2, line: 73, column: 30)
!66 = !DILocation(line: 74, column: 21, scope: !65)
!67 = !DILocation(line: 74, column: 9, scope: !65)
!68 = !DILocation(line: 74, column: 3, scope: !65)
!69 = !DILocation(line: 74, column: 12, scope: !65)
!70 = !DILocation(line: 74, column: 15, scope: !65)
!71 = !DILocation(line: 75, column: 18, scope: !65)
!72 = !DILocation(line: 75, column: 12, scope: !65)
!73 = !DILocation(line: 75, column: 21, scope: !65)
!74 = !DILocation(line: 75, column: 62, scope: !65)
!75 = !DILocation(line: 75, column: 3, scope: !65)
!76 = !DILocation(line: 76, column: 32, scope: !65)
!77 = !DILocation(line: 76, column: 30, scope: !65)
!78 = !DILocation(line: 76, column: 9, scope: !65)
!79 = !DILocation(line: 76, column: 3, scope: !65)
!80 = !DILocation(line: 76, column: 12, scope: !65)
!81 = !DILocation(line: 76, column: 18, scope: !65)
!82 = !DILocation(line: 76, column: 23, scope: !65)
!83 = !DILocation(line: 77, column: 30, scope: !65)
!84 = !DILocation(line: 77, column: 28, scope: !65)
!85 = !DILocation(line: 77, column: 9, scope: !65)
!86 = !DILocation(line: 77, column: 3, scope: !65)
!87 = !DILocation(line: 77, column: 12, scope: !65)
!88 = !DILocation(line: 77, column: 18, scope: !65)
!89 = !DILocation(line: 77, column: 24, scope: !65)
!90 = !DILocation(line: 78, column: 29, scope: !65)
!91 = !DILocation(line: 78, column: 27, scope: !65)
!92 = !DILocation(line: 78, column: 9, scope: !65)
!93 = !DILocation(line: 78, column: 3, scope: !65)
!94 = !DILocation(line: 78, column: 12, scope: !65)
!95 = !DILocation(line: 78, column: 18, scope: !65)
!96 = !DILocation(line: 78, column: 22, scope: !65)
!97 = !DILocation(line: 79, column: 31, scope: !65)
!98 = !DILocation(line: 79, column: 33, scope: !65)
!99 = !DILocation(line: 79, column: 30, scope: !65)
!100 = !DILocation(line: 79, column: 28, scope: !65)
!101 = !DILocation(line: 79, column: 9, scope: !65)
!102 = !DILocation(line: 79, column: 3, scope: !65)
!103 = !DILocation(line: 79, column: 12, scope: !65)
!104 = !DILocation(line: 79, column: 19, scope: !65)
!105 = !DILocation(line: 80, column: 22, scope: !65)
!106 = !DILocation(line: 80, column: 33, scope: !65)
!107 = !DILocation(line: 80, column: 35, scope: !65)
!108 = !DILocation(line: 80, column: 27, scope: !65)
!109 = !DILocation(line: 80, column: 9, scope: !65)
!110 = !DILocation(line: 80, column: 3, scope: !65)
!111 = !DILocation(line: 80, column: 12, scope: !65)
!112 = !DILocation(line: 80, column: 20, scope: !65)
!113 = !DILocation(line: 81, column: 2, scope: !65)
!114 = !DILocation(line: 73, column: 26, scope: !61)
!115 = !DILocation(line: 73, column: 2, scope: !61)
!116 = distinct !{!116, !63, !117, !118}
!117 = !DILocation(line: 81, column: 2, scope: !57)
!118 = !{!"llvm.loop.mustprogress"}
!119 = !DILocation(line: 82, column: 22, scope: !22)
!120 = !DILocation(line: 82, column: 27, scope: !22)
!121 = !DILocation(line: 82, column: 16, scope: !22)
!122 = !DILocation(line: 82, column: 2, scope: !22)
!123 = !DILocalVariable(name: "a", scope: !22, file: !2, line: 83, type: !124)
!124 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rect", file: !2, line: 10, size: 256, elements: !125)
!125 = !{!126, !131}
!126 = !DIDerivedType(tag: DW_TAG_member, name: "min", scope: !124, file: !2, line: 11, baseType: !127, size: 128)
!127 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !2, line: 6, size: 128, elements: !128)
!128 = !{!129, !130}
!129 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !127, file: !2, line: 7, baseType: !49, size: 64)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !127, file: !2, line: 7, baseType: !49, size: 64, offset: 64)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "max", scope: !124, file: !2, line: 11, baseType: !127, size: 128, offset: 128)
!132 = !DILocation(line: 83, column: 14, scope: !22)
!133 = !DILocalVariable(name: "b", scope: !22, file: !2, line: 83, type: !124)
!134 = !DILocation(line: 83, column: 42, scope: !22)
!135 = !DILocalVariable(name: "u", scope: !22, file: !2, line: 84, type: !124)
!136 = !DILocation(line: 84, column: 14, scope: !22)
!137 = !DILocation(line: 84, column: 18, scope: !22)
!138 = !DILocalVariable(name: "p", scope: !22, file: !2, line: 85, type: !127)
!139 = !DILocation(line: 85, column: 15, scope: !22)
!140 = !DILocation(line: 85, column: 31, scope: !22)
!141 = !DILocation(line: 85, column: 38, scope: !22)
!142 = !DILocation(line: 85, column: 19, scope: !22)
!143 = !DILocation(line: 86, column: 40, scope: !22)
!144 = !DILocation(line: 86, column: 49, scope: !22)
!145 = !DILocation(line: 86, column: 66, scope: !22)
!146 = !DILocation(line: 86, column: 55, scope: !22)
!147 = !DILocation(line: 87, column: 17, scope: !22)
!148 = !DILocation(line: 87, column: 9, scope: !22)
!149 = !DILocation(line: 87, column: 28, scope: !22)
!150 = !DILocation(line: 87, column: 45, scope: !22)
!151 = !DILocation(line: 87, column: 50, scope: !22)
!152 = !DILocation(line: 86, column: 2, scope: !22)
!153 = !DILocation(line: 88, column: 8, scope: !22)
!154 = !DILocation(line: 89, column: 2, scope: !22)
!155 = distinct !DISubprogram(name: "raise_salary", scope: !2, file: !2, line: 45, type: !156, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !12, retainedNodes: !28)
!156 = !DISubroutineType(types: !157)
!157 = !{null, !51, !49}
!158 = !DILocalVariable(name: "e", arg: 1, scope: !155, file: !2, line: 45, type: !51)
!159 = !DILocation(line: 45, column: 43, scope: !155)
!160 = !DILocalVariable(name: "pct", arg: 2, scope: !155, file: !2, line: 45, type: !49)
!161 = !DILocation(line: 45, column: 53, scope: !155)
!162 = !DILocalVariable(name: "s", scope: !155, file: !2, line: 47, type: !163)
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!164 = !DILocation(line: 47, column: 10, scope: !155)
!165 = !DILocation(line: 47, column: 15, scope: !155)
!166 = !DILocation(line: 47, column: 18, scope: !155)
!167 = !DILocation(line: 48, column: 9, scope: !155)
!168 = !DILocation(line: 48, column: 8, scope: !155)
!169 = !DILocation(line: 48, column: 13, scope: !155)
!170 = !DILocation(line: 48, column: 11, scope: !155)
!171 = !DILocation(line: 48, column: 17, scope: !155)
!172 = !DILocation(line: 48, column: 3, scope: !155)
!173 = !DILocation(line: 48, column: 5, scope: !155)
!174 = !DILocation(line: 49, column: 1, scope: !155)
!175 = distinct !DISubprogram(name: "rect_union", scope: !2, file: !2, line: 35, type: !176, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !12, retainedNodes: !28)
!176 = !DISubroutineType(types: !177)
!177 = !{!124, !124, !124}
!178 = !DILocalVariable(name: "a", arg: 1, scope: !175, file: !2, line: 35, type: !124)
!179 = !DILocation(line: 35, column: 43, scope: !175)
!180 = !DILocalVariable(name: "b", arg: 2, scope: !175, file: !2, line: 35, type: !124)
!181 = !DILocation(line: 35, column: 58, scope: !175)
!182 = !DILocalVariable(name: "r", scope: !175, file: !2, line: 37, type: !124)
!183 = !DILocation(line: 37, column: 14, scope: !175)
!184 = !DILocation(line: 38, column: 14, scope: !175)
!185 = !DILocation(line: 38, column: 18, scope: !175)
!186 = !DILocation(line: 38, column: 24, scope: !175)
!187 = !DILocation(line: 38, column: 28, scope: !175)
!188 = !DILocation(line: 38, column: 20, scope: !175)
!189 = !DILocation(line: 38, column: 12, scope: !175)
!190 = !DILocation(line: 38, column: 34, scope: !175)
!191 = !DILocation(line: 38, column: 38, scope: !175)
!192 = !DILocation(line: 38, column: 44, scope: !175)
!193 = !DILocation(line: 38, column: 48, scope: !175)
!194 = !DILocation(line: 38, column: 4, scope: !175)
!195 = !DILocation(line: 38, column: 8, scope: !175)
!196 = !DILocation(line: 38, column: 10, scope: !175)
!197 = !DILocation(line: 39, column: 14, scope: !175)
!198 = !DILocation(line: 39, column: 18, scope: !175)
!199 = !DILocation(line: 39, column: 24, scope: !175)
!200 = !DILocation(line: 39, column: 28, scope: !175)
!201 = !DILocation(line: 39, column: 20, scope: !175)
!202 = !DILocation(line: 39, column: 12, scope: !175)
!203 = !DILocation(line: 39, column: 34, scope: !175)
!204 = !DILocation(line: 39, column: 38, scope: !175)
!205 = !DILocation(line: 39, column: 44, scope: !175)
!206 = !DILocation(line: 39, column: 48, scope: !175)
!207 = !DILocation(line: 39, column: 4, scope: !175)
!208 = !DILocation(line: 39, column: 8, scope: !175)
!209 = !DILocation(line: 39, column: 10, scope: !175)
!210 = !DILocation(line: 40, column: 14, scope: !175)
!211 = !DILocation(line: 40, column: 18, scope: !175)
!212 = !DILocation(line: 40, column: 24, scope: !175)
!213 = !DILocation(line: 40, column: 28, scope: !175)
!214 = !DILocation(line: 40, column: 20, scope: !175)
!215 = !DILocation(line: 40, column: 12, scope: !175)
!216 = !DILocation(line: 40, column: 34, scope: !175)
!217 = !DILocation(line: 40, column: 38, scope: !175)
!218 = !DILocation(line: 40, column: 44, scope: !175)
!219 = !DILocation(line: 40, column: 48, scope: !175)
!220 = !DILocation(line: 40, column: 4, scope: !175)
!221 = !DILocation(line: 40, column: 8, scope: !175)
!222 = !DILocation(line: 40, column: 10, scope: !175)
!223 = !DILocation(line: 41, column: 14, scope: !175)
!224 = !DILocation(line: 41, column: 18, scope: !175)
!225 = !DILocation(line: 41, column: 24, scope: !175)
!226 = !DILocation(line: 41, column: 28, scope: !175)
!227 = !DILocation(line: 41, column: 20, scope: !175)
!228 = !DILocation(line: 41, column: 12, scope: !175)
!229 = !DILocation(line: 41, column: 34, scope: !175)
!230 = !DILocation(line: 41, column: 38, scope: !175)
!231 = !DILocation(line: 41, column: 44, scope: !175)
!232 = !DILocation(line: 41, column: 48, scope: !175)
!233 = !DILocation(line: 41, column: 4, scope: !175)
!234 = !DILocation(line: 41, column: 8, scope: !175)
!235 = !DILocation(line: 41, column: 10, scope: !175)
!236 = !DILocation(line: 42, column: 2, scope: !175)
!237 = distinct !DISubprogram(name: "point_add", scope: !2, file: !2, line: 24, type: !238, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !12, retainedNodes: !28)
!238 = !DISubroutineType(types: !239)
!239 = !{!127, !127, !127}
!240 = !DILocalVariable(name: "a", arg: 1, scope: !237, file: !2, line: 24, type: !127)
!241 = !DILocation(line: 24, column: 44, scope: !237)
!242 = !DILocalVariable(name: "b", arg: 2, scope: !237, file: !2, line: 24, type: !127)
!243 = !DILocation(line: 24, column: 60, scope: !237)
!244 = !DILocalVariable(name: "r", scope: !237, file: !2, line: 26, type: !127)
!245 = !DILocation(line: 26, column: 15, scope: !237)
!246 = !DILocation(line: 26, column: 19, scope: !237)
!247 = !DILocation(line: 26, column: 23, scope: !237)
!248 = !DILocation(line: 26, column: 29, scope: !237)
!249 = !DILocation(line: 26, column: 25, scope: !237)
!250 = !DILocation(line: 26, column: 34, scope: !237)
!251 = !DILocation(line: 26, column: 40, scope: !237)
!252 = !DILocation(line: 26, column: 36, scope: !237)
!253 = !DILocation(line: 27, column: 2, scope: !237)
!254 = distinct !DISubprogram(name: "seniority", scope: !2, file: !2, line: 59, type: !255, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !12, retainedNodes: !28)
!255 = !DISubroutineType(types: !256)
!256 = !{!25, !257}
!257 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !258, size: 64)
!258 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!259 = !DILocalVariable(name: "e", arg: 1, scope: !254, file: !2, line: 59, type: !257)
!260 = !DILocation(line: 59, column: 45, scope: !254)
!261 = !DILocalVariable(name: "depth", scope: !254, file: !2, line: 61, type: !25)
!262 = !DILocation(line: 61, column: 6, scope: !254)
!263 = !DILocation(line: 62, column: 2, scope: !254)
!264 = !DILocation(line: 62, column: 9, scope: !254)
!265 = !DILocation(line: 62, column: 12, scope: !254)
!266 = !DILocation(line: 63, column: 7, scope: !267)
!267 = distinct !DILexicalBlock(scope: !254, file: !2, line: 62, column: 21)
!268 = !DILocation(line: 63, column: 10, scope: !267)
!269 = !DILocation(line: 63, column: 5, scope: !267)
!270 = !DILocation(line: 64, column: 8, scope: !267)
!271 = distinct !{!271, !263, !272, !118}
!272 = !DILocation(line: 65, column: 2, scope: !254)
!273 = !DILocation(line: 66, column: 9, scope: !254)
!274 = !DILocation(line: 66, column: 2, scope: !254)
!275 = distinct !DISubprogram(name: "payroll", scope: !2, file: !2, line: 51, type: !276, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !12, retainedNodes: !28)
!276 = !DISubroutineType(types: !277)
!277 = !{!49, !51, !25}
!278 = !DILocalVariable(name: "staff", arg: 1, scope: !275, file: !2, line: 51, type: !51)
!279 = !DILocation(line: 51, column: 40, scope: !275)
!280 = !DILocalVariable(name: "n", arg: 2, scope: !275, file: !2, line: 51, type: !25)
!281 = !DILocation(line: 51, column: 51, scope: !275)
!282 = !DILocalVariable(name: "total", scope: !275, file: !2, line: 53, type: !49)
!283 = !DILocation(line: 53, column: 9, scope: !275)
!284 = !DILocalVariable(name: "i", scope: !285, file: !2, line: 54, type: !25)
!285 = distinct !DILexicalBlock(scope: !275, file: !2, line: 54, column: 2)
!286 = !DILocation(line: 54, column: 11, scope: !285)
!287 = !DILocation(line: 54, column: 7, scope: !285)
!288 = !DILocation(line: 54, column: 18, scope: !289)
!289 = distinct !DILexicalBlock(scope: !285, file: !2, line: 54, column: 2)
!290 = !DILocation(line: 54, column: 22, scope: !289)
!291 = !DILocation(line: 54, column: 20, scope: !289)
!292 = !DILocation(line: 54, column: 2, scope: !285)
!293 = !DILocation(line: 55, column: 12, scope: !289)
!294 = !DILocation(line: 55, column: 18, scope: !289)
!295 = !DILocation(line: 55, column: 21, scope: !289)
!296 = !DILocation(line: 55, column: 9, scope: !289)
!297 = !DILocation(line: 55, column: 3, scope: !289)
!298 = !DILocation(line: 54, column: 26, scope: !289)
!299 = !DILocation(line: 54, column: 2, scope: !289)
!300 = distinct !{!300, !292, !301, !118}
!301 = !DILocation(line: 55, column: 21, scope: !285)
!302 = !DILocation(line: 56, column: 9, scope: !275)
!303 = !DILocation(line: 56, column: 2, scope: !275)
!304 = distinct !DISubprogram(name: "rect_area", scope: !2, file: !2, line: 30, type: !305, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !12, retainedNodes: !28)
!305 = !DISubroutineType(types: !306)
!306 = !{!49, !307}
!307 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !308, size: 64)
!308 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !124)
!309 = !DILocalVariable(name: "r", arg: 1, scope: !304, file: !2, line: 30, type: !307)
!310 = !DILocation(line: 30, column: 44, scope: !304)
!311 = !DILocation(line: 32, column: 10, scope: !304)
!312 = !DILocation(line: 32, column: 13, scope: !304)
!313 = !DILocation(line: 32, column: 17, scope: !304)
!314 = !DILocation(line: 32, column: 21, scope: !304)
!315 = !DILocation(line: 32, column: 24, scope: !304)
!316 = !DILocation(line: 32, column: 28, scope: !304)
!317 = !DILocation(line: 32, column: 19, scope: !304)
!318 = !DILocation(line: 32, column: 34, scope: !304)
!319 = !DILocation(line: 32, column: 37, scope: !304)
!320 = !DILocation(line: 32, column: 41, scope: !304)
!321 = !DILocation(line: 32, column: 45, scope: !304)
!322 = !DILocation(line: 32, column: 48, scope: !304)
!323 = !DILocation(line: 32, column: 52, scope: !304)
!324 = !DILocation(line: 32, column: 43, scope: !304)
!325 = !DILocation(line: 32, column: 31, scope: !304)
!326 = !DILocation(line: 32, column: 2, scope: !304)
