; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@stdout = external global ptr, align 8
@log_stream = internal global ptr null, align 8
@.str = private unnamed_addr constant [3 x i8] c", \00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.4 = private unnamed_addr constant [28 x i8] c"sum=%ld mean=%.2f joined=%s\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"?\00", align 1
@log_level = internal global i32 1, align 4
@stderr = external global ptr, align 8
@.str.6 = private unnamed_addr constant [6 x i8] c"[%d] \00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %j = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr @stdout, align 8
  store ptr %0, ptr @log_stream, align 8
  %1 = load i32, ptr %argc.addr, align 4
  %cmp = icmp sgt i32 %1, 1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %2 = load ptr, ptr %argv.addr, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %2, i64 1
  %3 = load ptr, ptr %arrayidx, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %3, %cond.true ], [ @.str.3, %cond.false ]
  %call = call ptr (ptr, ...) @join(ptr noundef @.str, ptr noundef @.str.1, ptr noundef @.str.2, ptr noundef %cond, ptr noundef null)
  store ptr %call, ptr %j, align 8
  %4 = load i32, ptr %argc.addr, align 4
  %call1 = call i64 (i32, ...) @sum(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef %4)
  %call2 = call double (i32, ...) @mean(i32 noundef 3, double noundef 1.000000e+00, double noundef 4.000000e+00, double noundef 2.500000e+00)
  %5 = load ptr, ptr %j, align 8
  %tobool = icmp ne ptr %5, null
  br i1 %tobool, label %cond.true3, label %cond.false4

cond.true3:                                       ; preds = %cond.end
  %6 = load ptr, ptr %j, align 8
  br label %cond.end5

cond.false4:                                      ; preds = %cond.end
  br label %cond.end5

cond.end5:                                        ; preds = %cond.false4, %cond.true3
  %cond6 = phi ptr [ %6, %cond.true3 ], [ @.str.5, %cond.false4 ]
  call void (i32, ptr, ...) @logf_(i32 noundef 2, ptr noundef @.str.4, i64 noundef %call1, double noundef %call2, ptr noundef %cond6)
  %7 = load ptr, ptr %j, align 8
  call void @free(ptr noundef %7) #6
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @join(ptr noundef %sep, ...) #0 {
entry:
  %retval = alloca ptr, align 8
  %sep.addr = alloca ptr, align 8
  %ap = alloca [1 x %struct.__va_list_tag], align 16
  %len = alloca i64, align 8
  %seplen = alloca i64, align 8
  %s = alloca ptr, align 8
  %out = alloca ptr, align 8
  %first = alloca i32, align 4
  store ptr %sep, ptr %sep.addr, align 8
  store i64 1, ptr %len, align 8
  %0 = load ptr, ptr %sep.addr, align 8
  %call = call i64 @strlen(ptr noundef %0) #7
  store i64 %call, ptr %seplen, align 8
  %arraydecay = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %ap, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %arraydecay)
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %arraydecay1 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %ap, i64 0, i64 0
  %gp_offset_p = getelementptr inbounds %struct.__va_list_tag, ptr %arraydecay1, i32 0, i32 0
  %gp_offset = load i32, ptr %gp_offset_p, align 16
  %fits_in_gp = icmp ule i32 %gp_offset, 40
  br i1 %fits_in_gp, label %vaarg.in_reg, label %vaarg.in_mem

vaarg.in_reg:                                     ; preds = %while.cond
  %1 = getelementptr inbounds %struct.__va_list_tag, ptr %arraydecay1, i32 0, i32 3
  %reg_save_area = load ptr, ptr %1, align 16
  %2 = getelementptr i8, ptr %reg_save_area, i32 %gp_offset
  %3 = add i32 %gp_offset, 8
  store i32 %3, ptr %gp_offset_p, align 16
  br label %vaarg.end

vaarg.in_mem:                                     ; preds = %while.cond
  %overflow_arg_area_p = getelementptr inbounds %struct.__va_list_tag, ptr %arraydecay1, i32 0, i32 2
  %overflow_arg_area = load ptr, ptr %overflow_arg_area_p, align 8
  %overflow_arg_area.next = getelementptr i8, ptr %overflow_arg_area, i32 8
  store ptr %overflow_arg_area.next, ptr %overflow_arg_area_p, align 8
  br label %vaarg.end

vaarg.end:                                        ; preds = %vaarg.in_mem, %vaarg.in_reg
  %vaarg.addr = phi ptr [ %2, %vaarg.in_reg ], [ %overflow_arg_area, %vaarg.in_mem ]
  %4 = load ptr, ptr %vaarg.addr, align 8
  store ptr %4, ptr %s, align 8
  %cmp = icmp ne ptr %4, null
  br i1 %cmp, label %while.body, label %while.end

while.body:                                       ; preds = %vaarg.end
  %5 = load ptr, ptr %s, align 8
  %call2 = call i64 @strlen(ptr noundef %5) #7
  %6 = load i64, ptr %seplen, align 8
  %add = add i64 %call2, %6
  %7 = load i64, ptr %len, align 8
  %add3 = add i64 %7, %add
  store i64 %add3, ptr %len, align 8
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %vaarg.end
  %arraydecay4 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %ap, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %arraydecay4)
  %8 = load i64, ptr %len, align 8
  %call5 = call noalias ptr @malloc(i64 noundef %8) #8
  store ptr %call5, ptr %out, align 8
  %9 = load ptr, ptr %out, align 8
  %tobool = icmp ne ptr %9, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %while.end
  store ptr null, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %while.end
  %10 = load ptr, ptr %out, align 8
  %arrayidx = getelementptr inbounds i8, ptr %10, i64 0
  store i8 0, ptr %arrayidx, align 1
  store i32 1, ptr %first, align 4
  %arraydecay6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %ap, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %arraydecay6)
  br label %while.cond7

while.cond7:                                      ; preds = %if.end25, %if.end
  %arraydecay8 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %ap, i64 0, i64 0
  %gp_offset_p9 = getelementptr inbounds %struct.__va_list_tag, ptr %arraydecay8, i32 0, i32 0
  %gp_offset10 = load i32, ptr %gp_offset_p9, align 16
  %fits_in_gp11 = icmp ule i32 %gp_offset10, 40
  br i1 %fits_in_gp11, label %vaarg.in_reg12, label %vaarg.in_mem14

vaarg.in_reg12:                                   ; preds = %while.cond7
  %11 = getelementptr inbounds %struct.__va_list_tag, ptr %arraydecay8, i32 0, i32 3
  %reg_save_area13 = load ptr, ptr %11, align 16
  %12 = getelementptr i8, ptr %reg_save_area13, i32 %gp_offset10
  %13 = add i32 %gp_offset10, 8
  store i32 %13, ptr %gp_offset_p9, align 16
  br label %vaarg.end18

vaarg.in_mem14:                                   ; preds = %while.cond7
  %overflow_arg_area_p15 = getelementptr inbounds %struct.__va_list_tag, ptr %arraydecay8, i32 0, i32 2
  %overflow_arg_area16 = load ptr, ptr %overflow_arg_area_p15, align 8
  %overflow_arg_area.next17 = getelementptr i8, ptr %overflow_arg_area16, i32 8
  store ptr %overflow_arg_area.next17, ptr %overflow_arg_area_p15, align 8
  br label %vaarg.end18

vaarg.end18:                                      ; preds = %vaarg.in_mem14, %vaarg.in_reg12
  %vaarg.addr19 = phi ptr [ %12, %vaarg.in_reg12 ], [ %overflow_arg_area16, %vaarg.in_mem14 ]
  %14 = load ptr, ptr %vaarg.addr19, align 8
  store ptr %14, ptr %s, align 8
  %cmp20 = icmp ne ptr %14, null
  br i1 %cmp20, label %while.body21, label %while.end27

while.body21:                                     ; preds = %vaarg.end18
  %15 = load i32, ptr %first, align 4
  %tobool22 = icmp ne i32 %15, 0
  br i1 %tobool22, label %if.end25, label %if.then23

if.then23:                                        ; preds = %while.body21
  %16 = load ptr, ptr %out, align 8
  %17 = load ptr, ptr %sep.addr, align 8
  %call24 = call ptr @strcat(ptr noundef %16, ptr noundef %17) #6
  br label %if.end25

if.end25:                                         ; preds = %if.then23, %while.body21
  %18 = load ptr, ptr %out, align 8
  %19 = load ptr, ptr %s, align 8
  %call26 = call ptr @strcat(ptr noundef %18, ptr noundef %19) #6
  store i32 0, ptr %first, align 4
  br label %while.cond7, !llvm.loop !8

while.end27:                                      ; preds = %vaarg.end18
  %arraydecay28 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %ap, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %arraydecay28)
  %20 = load ptr, ptr %out, align 8
  store ptr %20, ptr %retval, align 8
  br label %return

return:                                           ; preds = %while.end27, %if.then
  %21 = load ptr, ptr %retval, align 8
  ret ptr %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @logf_(i32 noundef %level, ptr noundef %fmt, ...) #0 {
entry:
  %level.addr = alloca i32, align 4
  %fmt.addr = alloca ptr, align 8
  %ap = alloca [1 x %struct.__va_list_tag], align 16
  store i32 %level, ptr %level.addr, align 4
  store ptr %fmt, ptr %fmt.addr, align 8
  %arraydecay = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %ap, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %arraydecay)
  %0 = load i32, ptr %level.addr, align 4
  %1 = load ptr, ptr %fmt.addr, align 8
  %arraydecay1 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %ap, i64 0, i64 0
  call void @vlog(i32 noundef %0, ptr noundef %1, ptr noundef %arraydecay1)
  %arraydecay2 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %ap, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %arraydecay2)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum(i32 noundef %n, ...) #0 {
entry:
  %n.addr = alloca i32, align 4
  %ap = alloca [1 x %struct.__va_list_tag], align 16
  %s = alloca i64, align 8
  %i = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
  store i64 0, ptr %s, align 8
  %arraydecay = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %ap, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %arraydecay)
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %1 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %arraydecay1 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %ap, i64 0, i64 0
  %gp_offset_p = getelementptr inbounds %struct.__va_list_tag, ptr %arraydecay1, i32 0, i32 0
  %gp_offset = load i32, ptr %gp_offset_p, align 16
  %fits_in_gp = icmp ule i32 %gp_offset, 40
  br i1 %fits_in_gp, label %vaarg.in_reg, label %vaarg.in_mem

vaarg.in_reg:                                     ; preds = %for.body
  %2 = getelementptr inbounds %struct.__va_list_tag, ptr %arraydecay1, i32 0, i32 3
  %reg_save_area = load ptr, ptr %2, align 16
  %3 = getelementptr i8, ptr %reg_save_area, i32 %gp_offset
  %4 = add i32 %gp_offset, 8
  store i32 %4, ptr %gp_offset_p, align 16
  br label %vaarg.end

vaarg.in_mem:                                     ; preds = %for.body
  %overflow_arg_area_p = getelementptr inbounds %struct.__va_list_tag, ptr %arraydecay1, i32 0, i32 2
  %overflow_arg_area = load ptr, ptr %overflow_arg_area_p, align 8
  %overflow_arg_area.next = getelementptr i8, ptr %overflow_arg_area, i32 8
  store ptr %overflow_arg_area.next, ptr %overflow_arg_area_p, align 8
  br label %vaarg.end

vaarg.end:                                        ; preds = %vaarg.in_mem, %vaarg.in_reg
  %vaarg.addr = phi ptr [ %3, %vaarg.in_reg ], [ %overflow_arg_area, %vaarg.in_mem ]
  %5 = load i32, ptr %vaarg.addr, align 4
  %conv = sext i32 %5 to i64
  %6 = load i64, ptr %s, align 8
  %add = add nsw i64 %6, %conv
  store i64 %add, ptr %s, align 8
  br label %for.inc

for.inc:                                          ; preds = %vaarg.end
  %7 = load i32, ptr %i, align 4
  %inc = add nsw i32 %7, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !9

for.end:                                          ; preds = %for.cond
  %arraydecay2 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %ap, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %arraydecay2)
  %8 = load i64, ptr %s, align 8
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @mean(i32 noundef %n, ...) #0 {
entry:
  %n.addr = alloca i32, align 4
  %ap = alloca [1 x %struct.__va_list_tag], align 16
  %again = alloca [1 x %struct.__va_list_tag], align 16
  %s = alloca double, align 8
  %i = alloca i32, align 4
  %max = alloca double, align 8
  %i16 = alloca i32, align 4
  %x = alloca double, align 8
  store i32 %n, ptr %n.addr, align 4
  store double 0.000000e+00, ptr %s, align 8
  %arraydecay = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %ap, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %arraydecay)
  %arraydecay1 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %again, i64 0, i64 0
  %arraydecay2 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %ap, i64 0, i64 0
  call void @llvm.va_copy.p0(ptr %arraydecay1, ptr %arraydecay2)
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %1 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %arraydecay3 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %ap, i64 0, i64 0
  %fp_offset_p = getelementptr inbounds %struct.__va_list_tag, ptr %arraydecay3, i32 0, i32 1
  %fp_offset = load i32, ptr %fp_offset_p, align 4
  %fits_in_fp = icmp ule i32 %fp_offset, 160
  br i1 %fits_in_fp, label %vaarg.in_reg, label %vaarg.in_mem

vaarg.in_reg:                                     ; preds = %for.body
  %2 = getelementptr inbounds %struct.__va_list_tag, ptr %arraydecay3, i32 0, i32 3
  %reg_save_area = load ptr, ptr %2, align 16
  %3 = getelementptr i8, ptr %reg_save_area, i32 %fp_offset
  %4 = add i32 %fp_offset, 16
  store i32 %4, ptr %fp_offset_p, align 4
  br label %vaarg.end

vaarg.in_mem:                                     ; preds = %for.body
  %overflow_arg_area_p = getelementptr inbounds %struct.__va_list_tag, ptr %arraydecay3, i32 0, i32 2
  %overflow_arg_area = load ptr, ptr %overflow_arg_area_p, align 8
  %overflow_arg_area.next = getelementptr i8, ptr %overflow_arg_area, i32 8
  store ptr %overflow_arg_area.next, ptr %overflow_arg_area_p, align 8
  br label %vaarg.end

vaarg.end:                                        ; preds = %vaarg.in_mem, %vaarg.in_reg
  %vaarg.addr = phi ptr [ %3, %vaarg.in_reg ], [ %overflow_arg_area, %vaarg.in_mem ]
  %5 = load double, ptr %vaarg.addr, align 8
  %6 = load double, ptr %s, align 8
  %add = fadd double %6, %5
  store double %add, ptr %s, align 8
  br label %for.inc

for.inc:                                          ; preds = %vaarg.end
  %7 = load i32, ptr %i, align 4
  %inc = add nsw i32 %7, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !10

for.end:                                          ; preds = %for.cond
  %8 = load i32, ptr %n.addr, align 4
  %tobool = icmp ne i32 %8, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %for.end
  %arraydecay4 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %again, i64 0, i64 0
  %fp_offset_p5 = getelementptr inbounds %struct.__va_list_tag, ptr %arraydecay4, i32 0, i32 1
  %fp_offset6 = load i32, ptr %fp_offset_p5, align 4
  %fits_in_fp7 = icmp ule i32 %fp_offset6, 160
  br i1 %fits_in_fp7, label %vaarg.in_reg8, label %vaarg.in_mem10

vaarg.in_reg8:                                    ; preds = %cond.true
  %9 = getelementptr inbounds %struct.__va_list_tag, ptr %arraydecay4, i32 0, i32 3
  %reg_save_area9 = load ptr, ptr %9, align 16
  %10 = getelementptr i8, ptr %reg_save_area9, i32 %fp_offset6
  %11 = add i32 %fp_offset6, 16
  store i32 %11, ptr %fp_offset_p5, align 4
  br label %vaarg.end14

vaarg.in_mem10:                                   ; preds = %cond.true
  %overflow_arg_area_p11 = getelementptr inbounds %struct.__va_list_tag, ptr %arraydecay4, i32 0, i32 2
  %overflow_arg_area12 = load ptr, ptr %overflow_arg_area_p11, align 8
  %overflow_arg_area.next13 = getelementptr i8, ptr %overflow_arg_area12, i32 8
  store ptr %overflow_arg_area.next13, ptr %overflow_arg_area_p11, align 8
  br label %vaarg.end14

vaarg.end14:                                      ; preds = %vaarg.in_mem10, %vaarg.in_reg8
  %vaarg.addr15 = phi ptr [ %10, %vaarg.in_reg8 ], [ %overflow_arg_area12, %vaarg.in_mem10 ]
  %12 = load double, ptr %vaarg.addr15, align 8
  br label %cond.end

cond.false:                                       ; preds = %for.end
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %vaarg.end14
  %cond = phi double [ %12, %vaarg.end14 ], [ 0.000000e+00, %cond.false ]
  store double %cond, ptr %max, align 8
  store i32 1, ptr %i16, align 4
  br label %for.cond17

for.cond17:                                       ; preds = %for.inc33, %cond.end
  %13 = load i32, ptr %i16, align 4
  %14 = load i32, ptr %n.addr, align 4
  %cmp18 = icmp slt i32 %13, %14
  br i1 %cmp18, label %for.body19, label %for.end35

for.body19:                                       ; preds = %for.cond17
  %arraydecay20 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %again, i64 0, i64 0
  %fp_offset_p21 = getelementptr inbounds %struct.__va_list_tag, ptr %arraydecay20, i32 0, i32 1
  %fp_offset22 = load i32, ptr %fp_offset_p21, align 4
  %fits_in_fp23 = icmp ule i32 %fp_offset22, 160
  br i1 %fits_in_fp23, label %vaarg.in_reg24, label %vaarg.in_mem26

vaarg.in_reg24:                                   ; preds = %for.body19
  %15 = getelementptr inbounds %struct.__va_list_tag, ptr %arraydecay20, i32 0, i32 3
  %reg_save_area25 = load ptr, ptr %15, align 16
  %16 = getelementptr i8, ptr %reg_save_area25, i32 %fp_offset22
  %17 = add i32 %fp_offset22, 16
  store i32 %17, ptr %fp_offset_p21, align 4
  br label %vaarg.end30

vaarg.in_mem26:                                   ; preds = %for.body19
  %overflow_arg_area_p27 = getelementptr inbounds %struct.__va_list_tag, ptr %arraydecay20, i32 0, i32 2
  %overflow_arg_area28 = load ptr, ptr %overflow_arg_area_p27, align 8
  %overflow_arg_area.next29 = getelementptr i8, ptr %overflow_arg_area28, i32 8
  store ptr %overflow_arg_area.next29, ptr %overflow_arg_area_p27, align 8
  br label %vaarg.end30

vaarg.end30:                                      ; preds = %vaarg.in_mem26, %vaarg.in_reg24
  %vaarg.addr31 = phi ptr [ %16, %vaarg.in_reg24 ], [ %overflow_arg_area28, %vaarg.in_mem26 ]
  %18 = load double, ptr %vaarg.addr31, align 8
  store double %18, ptr %x, align 8
  %19 = load double, ptr %x, align 8
  %20 = load double, ptr %max, align 8
  %cmp32 = fcmp ogt double %19, %20
  br i1 %cmp32, label %if.then, label %if.end

if.then:                                          ; preds = %vaarg.end30
  %21 = load double, ptr %x, align 8
  store double %21, ptr %max, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %vaarg.end30
  br label %for.inc33

for.inc33:                                        ; preds = %if.end
  %22 = load i32, ptr %i16, align 4
  %inc34 = add nsw i32 %22, 1
  store i32 %inc34, ptr %i16, align 4
  br label %for.cond17, !llvm.loop !11

for.end35:                                        ; preds = %for.cond17
  %arraydecay36 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %again, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %arraydecay36)
  %arraydecay37 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %ap, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %arraydecay37)
  %23 = load i32, ptr %n.addr, align 4
  %tobool38 = icmp ne i32 %23, 0
  br i1 %tobool38, label %cond.true39, label %cond.false42

cond.true39:                                      ; preds = %for.end35
  %24 = load double, ptr %s, align 8
  %25 = load i32, ptr %n.addr, align 4
  %conv = sitofp i32 %25 to double
  %div = fdiv double %24, %conv
  %26 = load double, ptr %max, align 8
  %add40 = fadd double %div, %26
  %div41 = fdiv double %add40, 2.000000e+00
  br label %cond.end43

cond.false42:                                     ; preds = %for.end35
  br label %cond.end43

cond.end43:                                       ; preds = %cond.false42, %cond.true39
  %cond44 = phi double [ %div41, %cond.true39 ], [ 0.000000e+00, %cond.false42 ]
  ret double %cond44
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #1

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #4

; Function Attrs: nounwind
declare ptr @strcat(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @vlog(i32 noundef %level, ptr noundef %fmt, ptr noundef %ap) #0 {
entry:
  %level.addr = alloca i32, align 4
  %fmt.addr = alloca ptr, align 8
  %ap.addr = alloca ptr, align 8
  store i32 %level, ptr %level.addr, align 4
  store ptr %fmt, ptr %fmt.addr, align 8
  store ptr %ap, ptr %ap.addr, align 8
  %0 = load i32, ptr %level.addr, align 4
  %1 = load i32, ptr @log_level, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  br label %return

if.end:                                           ; preds = %entry
  %2 = load ptr, ptr @log_stream, align 8
  %tobool = icmp ne ptr %2, null
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.end
  %3 = load ptr, ptr @log_stream, align 8
  br label %cond.end

cond.false:                                       ; preds = %if.end
  %4 = load ptr, ptr @stderr, align 8
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %3, %cond.true ], [ %4, %cond.false ]
  %5 = load i32, ptr %level.addr, align 4
  %call = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %cond, ptr noundef @.str.6, i32 noundef %5) #6
  %6 = load ptr, ptr @log_stream, align 8
  %tobool1 = icmp ne ptr %6, null
  br i1 %tobool1, label %cond.true2, label %cond.false3

cond.true2:                                       ; preds = %cond.end
  %7 = load ptr, ptr @log_stream, align 8
  br label %cond.end4

cond.false3:                                      ; preds = %cond.end
  %8 = load ptr, ptr @stderr, align 8
  br label %cond.end4

cond.end4:                                        ; preds = %cond.false3, %cond.true2
  %cond5 = phi ptr [ %7, %cond.true2 ], [ %8, %cond.false3 ]
  %9 = load ptr, ptr %fmt.addr, align 8
  %10 = load ptr, ptr %ap.addr, align 8
  %call6 = call i32 @vfprintf(ptr noundef %cond5, ptr noundef %9, ptr noundef %10) #6
  %11 = load ptr, ptr @log_stream, align 8
  %tobool7 = icmp ne ptr %11, null
  br i1 %tobool7, label %cond.true8, label %cond.false9

cond.true8:                                       ; preds = %cond.end4
  %12 = load ptr, ptr @log_stream, align 8
  br label %cond.end10

cond.false9:                                      ; preds = %cond.end4
  %13 = load ptr, ptr @stderr, align 8
  br label %cond.end10

cond.end10:                                       ; preds = %cond.false9, %cond.true8
  %cond11 = phi ptr [ %12, %cond.true8 ], [ %13, %cond.false9 ]
  %call12 = call i32 @fputc(i32 noundef 10, ptr noundef %cond11)
  br label %return

return:                                           ; preds = %cond.end10, %if.then
  ret void
}

; Function Attrs: nounwind
declare i32 @fprintf(ptr noundef, ptr noundef, ...) #1

; Function Attrs: nounwind
declare i32 @vfprintf(ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @fputc(i32 noundef, ptr noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(read) }
attributes #8 = { nounwind allocsize(0) }

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
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
