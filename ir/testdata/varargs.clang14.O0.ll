; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.__va_list_tag = type { i32, i32, i8*, i8* }

@stdout = external global %struct._IO_FILE*, align 8
@log_stream = internal global %struct._IO_FILE* null, align 8
@.str = private unnamed_addr constant [3 x i8] c", \00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.4 = private unnamed_addr constant [28 x i8] c"sum=%ld mean=%.2f joined=%s\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"?\00", align 1
@log_level = internal global i32 1, align 4
@stderr = external global %struct._IO_FILE*, align 8
@.str.6 = private unnamed_addr constant [6 x i8] c"[%d] \00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %j = alloca i8*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8
  store %struct._IO_FILE* %0, %struct._IO_FILE** @log_stream, align 8
  %1 = load i32, i32* %argc.addr, align 4
  %cmp = icmp sgt i32 %1, 1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %2 = load i8**, i8*** %argv.addr, align 8
  %arrayidx = getelementptr inbounds i8*, i8** %2, i64 1
  %3 = load i8*, i8** %arrayidx, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i8* [ %3, %cond.true ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), %cond.false ]
  %call = call i8* (i8*, ...) @join(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), i8* noundef %cond, i8* noundef null)
  store i8* %call, i8** %j, align 8
  %4 = load i32, i32* %argc.addr, align 4
  %call1 = call i64 (i32, ...) @sum(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef %4)
  %call2 = call double (i32, ...) @mean(i32 noundef 3, double noundef 1.000000e+00, double noundef 4.000000e+00, double noundef 2.500000e+00)
  %5 = load i8*, i8** %j, align 8
  %tobool = icmp ne i8* %5, null
  br i1 %tobool, label %cond.true3, label %cond.false4

cond.true3:                                       ; preds = %cond.end
  %6 = load i8*, i8** %j, align 8
  br label %cond.end5

cond.false4:                                      ; preds = %cond.end
  br label %cond.end5

cond.end5:                                        ; preds = %cond.false4, %cond.true3
  %cond6 = phi i8* [ %6, %cond.true3 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.5, i64 0, i64 0), %cond.false4 ]
  call void (i32, i8*, ...) @logf_(i32 noundef 2, i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.4, i64 0, i64 0), i64 noundef %call1, double noundef %call2, i8* noundef %cond6)
  %7 = load i8*, i8** %j, align 8
  call void @free(i8* noundef %7) #5
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @join(i8* noundef %sep, ...) #0 {
entry:
  %retval = alloca i8*, align 8
  %sep.addr = alloca i8*, align 8
  %ap = alloca [1 x %struct.__va_list_tag], align 16
  %len = alloca i64, align 8
  %seplen = alloca i64, align 8
  %s = alloca i8*, align 8
  %out = alloca i8*, align 8
  %first = alloca i32, align 4
  store i8* %sep, i8** %sep.addr, align 8
  store i64 1, i64* %len, align 8
  %0 = load i8*, i8** %sep.addr, align 8
  %call = call i64 @strlen(i8* noundef %0) #6
  store i64 %call, i64* %seplen, align 8
  %arraydecay = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0
  %arraydecay1 = bitcast %struct.__va_list_tag* %arraydecay to i8*
  call void @llvm.va_start(i8* %arraydecay1)
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %arraydecay2 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0
  %gp_offset_p = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %arraydecay2, i32 0, i32 0
  %gp_offset = load i32, i32* %gp_offset_p, align 16
  %fits_in_gp = icmp ule i32 %gp_offset, 40
  br i1 %fits_in_gp, label %vaarg.in_reg, label %vaarg.in_mem

vaarg.in_reg:                                     ; preds = %while.cond
  %1 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %arraydecay2, i32 0, i32 3
  %reg_save_area = load i8*, i8** %1, align 16
  %2 = getelementptr i8, i8* %reg_save_area, i32 %gp_offset
  %3 = bitcast i8* %2 to i8**
  %4 = add i32 %gp_offset, 8
  store i32 %4, i32* %gp_offset_p, align 16
  br label %vaarg.end

vaarg.in_mem:                                     ; preds = %while.cond
  %overflow_arg_area_p = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %arraydecay2, i32 0, i32 2
  %overflow_arg_area = load i8*, i8** %overflow_arg_area_p, align 8
  %5 = bitcast i8* %overflow_arg_area to i8**
  %overflow_arg_area.next = getelementptr i8, i8* %overflow_arg_area, i32 8
  store i8* %overflow_arg_area.next, i8** %overflow_arg_area_p, align 8
  br label %vaarg.end

vaarg.end:                                        ; preds = %vaarg.in_mem, %vaarg.in_reg
  %vaarg.addr = phi i8** [ %3, %vaarg.in_reg ], [ %5, %vaarg.in_mem ]
  %6 = load i8*, i8** %vaarg.addr, align 8
  store i8* %6, i8** %s, align 8
  %cmp = icmp ne i8* %6, null
  br i1 %cmp, label %while.body, label %while.end

while.body:                                       ; preds = %vaarg.end
  %7 = load i8*, i8** %s, align 8
  %call3 = call i64 @strlen(i8* noundef %7) #6
  %8 = load i64, i64* %seplen, align 8
  %add = add i64 %call3, %8
  %9 = load i64, i64* %len, align 8
  %add4 = add i64 %9, %add
  store i64 %add4, i64* %len, align 8
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %vaarg.end
  %arraydecay5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0
  %arraydecay56 = bitcast %struct.__va_list_tag* %arraydecay5 to i8*
  call void @llvm.va_end(i8* %arraydecay56)
  %10 = load i64, i64* %len, align 8
  %call7 = call noalias i8* @malloc(i64 noundef %10) #5
  store i8* %call7, i8** %out, align 8
  %11 = load i8*, i8** %out, align 8
  %tobool = icmp ne i8* %11, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %while.end
  store i8* null, i8** %retval, align 8
  br label %return

if.end:                                           ; preds = %while.end
  %12 = load i8*, i8** %out, align 8
  %arrayidx = getelementptr inbounds i8, i8* %12, i64 0
  store i8 0, i8* %arrayidx, align 1
  store i32 1, i32* %first, align 4
  %arraydecay8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0
  %arraydecay89 = bitcast %struct.__va_list_tag* %arraydecay8 to i8*
  call void @llvm.va_start(i8* %arraydecay89)
  br label %while.cond10

while.cond10:                                     ; preds = %if.end28, %if.end
  %arraydecay11 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0
  %gp_offset_p12 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %arraydecay11, i32 0, i32 0
  %gp_offset13 = load i32, i32* %gp_offset_p12, align 16
  %fits_in_gp14 = icmp ule i32 %gp_offset13, 40
  br i1 %fits_in_gp14, label %vaarg.in_reg15, label %vaarg.in_mem17

vaarg.in_reg15:                                   ; preds = %while.cond10
  %13 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %arraydecay11, i32 0, i32 3
  %reg_save_area16 = load i8*, i8** %13, align 16
  %14 = getelementptr i8, i8* %reg_save_area16, i32 %gp_offset13
  %15 = bitcast i8* %14 to i8**
  %16 = add i32 %gp_offset13, 8
  store i32 %16, i32* %gp_offset_p12, align 16
  br label %vaarg.end21

vaarg.in_mem17:                                   ; preds = %while.cond10
  %overflow_arg_area_p18 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %arraydecay11, i32 0, i32 2
  %overflow_arg_area19 = load i8*, i8** %overflow_arg_area_p18, align 8
  %17 = bitcast i8* %overflow_arg_area19 to i8**
  %overflow_arg_area.next20 = getelementptr i8, i8* %overflow_arg_area19, i32 8
  store i8* %overflow_arg_area.next20, i8** %overflow_arg_area_p18, align 8
  br label %vaarg.end21

vaarg.end21:                                      ; preds = %vaarg.in_mem17, %vaarg.in_reg15
  %vaarg.addr22 = phi i8** [ %15, %vaarg.in_reg15 ], [ %17, %vaarg.in_mem17 ]
  %18 = load i8*, i8** %vaarg.addr22, align 8
  store i8* %18, i8** %s, align 8
  %cmp23 = icmp ne i8* %18, null
  br i1 %cmp23, label %while.body24, label %while.end30

while.body24:                                     ; preds = %vaarg.end21
  %19 = load i32, i32* %first, align 4
  %tobool25 = icmp ne i32 %19, 0
  br i1 %tobool25, label %if.end28, label %if.then26

if.then26:                                        ; preds = %while.body24
  %20 = load i8*, i8** %out, align 8
  %21 = load i8*, i8** %sep.addr, align 8
  %call27 = call i8* @strcat(i8* noundef %20, i8* noundef %21) #5
  br label %if.end28

if.end28:                                         ; preds = %if.then26, %while.body24
  %22 = load i8*, i8** %out, align 8
  %23 = load i8*, i8** %s, align 8
  %call29 = call i8* @strcat(i8* noundef %22, i8* noundef %23) #5
  store i32 0, i32* %first, align 4
  br label %while.cond10, !llvm.loop !8

while.end30:                                      ; preds = %vaarg.end21
  %arraydecay31 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0
  %arraydecay3132 = bitcast %struct.__va_list_tag* %arraydecay31 to i8*
  call void @llvm.va_end(i8* %arraydecay3132)
  %24 = load i8*, i8** %out, align 8
  store i8* %24, i8** %retval, align 8
  br label %return

return:                                           ; preds = %while.end30, %if.then
  %25 = load i8*, i8** %retval, align 8
  ret i8* %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @logf_(i32 noundef %level, i8* noundef %fmt, ...) #0 {
entry:
  %level.addr = alloca i32, align 4
  %fmt.addr = alloca i8*, align 8
  %ap = alloca [1 x %struct.__va_list_tag], align 16
  store i32 %level, i32* %level.addr, align 4
  store i8* %fmt, i8** %fmt.addr, align 8
  %arraydecay = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0
  %arraydecay1 = bitcast %struct.__va_list_tag* %arraydecay to i8*
  call void @llvm.va_start(i8* %arraydecay1)
  %0 = load i32, i32* %level.addr, align 4
  %1 = load i8*, i8** %fmt.addr, align 8
  %arraydecay2 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0
  call void @vlog(i32 noundef %0, i8* noundef %1, %struct.__va_list_tag* noundef %arraydecay2)
  %arraydecay3 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0
  %arraydecay34 = bitcast %struct.__va_list_tag* %arraydecay3 to i8*
  call void @llvm.va_end(i8* %arraydecay34)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum(i32 noundef %n, ...) #0 {
entry:
  %n.addr = alloca i32, align 4
  %ap = alloca [1 x %struct.__va_list_tag], align 16
  %s = alloca i64, align 8
  %i = alloca i32, align 4
  store i32 %n, i32* %n.addr, align 4
  store i64 0, i64* %s, align 8
  %arraydecay = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0
  %arraydecay1 = bitcast %struct.__va_list_tag* %arraydecay to i8*
  call void @llvm.va_start(i8* %arraydecay1)
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4
  %1 = load i32, i32* %n.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %arraydecay2 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0
  %gp_offset_p = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %arraydecay2, i32 0, i32 0
  %gp_offset = load i32, i32* %gp_offset_p, align 16
  %fits_in_gp = icmp ule i32 %gp_offset, 40
  br i1 %fits_in_gp, label %vaarg.in_reg, label %vaarg.in_mem

vaarg.in_reg:                                     ; preds = %for.body
  %2 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %arraydecay2, i32 0, i32 3
  %reg_save_area = load i8*, i8** %2, align 16
  %3 = getelementptr i8, i8* %reg_save_area, i32 %gp_offset
  %4 = bitcast i8* %3 to i32*
  %5 = add i32 %gp_offset, 8
  store i32 %5, i32* %gp_offset_p, align 16
  br label %vaarg.end

vaarg.in_mem:                                     ; preds = %for.body
  %overflow_arg_area_p = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %arraydecay2, i32 0, i32 2
  %overflow_arg_area = load i8*, i8** %overflow_arg_area_p, align 8
  %6 = bitcast i8* %overflow_arg_area to i32*
  %overflow_arg_area.next = getelementptr i8, i8* %overflow_arg_area, i32 8
  store i8* %overflow_arg_area.next, i8** %overflow_arg_area_p, align 8
  br label %vaarg.end

vaarg.end:                                        ; preds = %vaarg.in_mem, %vaarg.in_reg
  %vaarg.addr = phi i32* [ %4, %vaarg.in_reg ], [ %6, %vaarg.in_mem ]
  %7 = load i32, i32* %vaarg.addr, align 4
  %conv = sext i32 %7 to i64
  %8 = load i64, i64* %s, align 8
  %add = add nsw i64 %8, %conv
  store i64 %add, i64* %s, align 8
  br label %for.inc

for.inc:                                          ; preds = %vaarg.end
  %9 = load i32, i32* %i, align 4
  %inc = add nsw i32 %9, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !9

for.end:                                          ; preds = %for.cond
  %arraydecay3 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0
  %arraydecay34 = bitcast %struct.__va_list_tag* %arraydecay3 to i8*
  call void @llvm.va_end(i8* %arraydecay34)
  %10 = load i64, i64* %s, align 8
  ret i64 %10
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
  %i17 = alloca i32, align 4
  %x = alloca double, align 8
  store i32 %n, i32* %n.addr, align 4
  store double 0.000000e+00, double* %s, align 8
  %arraydecay = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0
  %arraydecay1 = bitcast %struct.__va_list_tag* %arraydecay to i8*
  call void @llvm.va_start(i8* %arraydecay1)
  %arraydecay2 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %again, i64 0, i64 0
  %arraydecay3 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0
  %0 = bitcast %struct.__va_list_tag* %arraydecay2 to i8*
  %1 = bitcast %struct.__va_list_tag* %arraydecay3 to i8*
  call void @llvm.va_copy(i8* %0, i8* %1)
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %2 = load i32, i32* %i, align 4
  %3 = load i32, i32* %n.addr, align 4
  %cmp = icmp slt i32 %2, %3
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %arraydecay4 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0
  %fp_offset_p = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %arraydecay4, i32 0, i32 1
  %fp_offset = load i32, i32* %fp_offset_p, align 4
  %fits_in_fp = icmp ule i32 %fp_offset, 160
  br i1 %fits_in_fp, label %vaarg.in_reg, label %vaarg.in_mem

vaarg.in_reg:                                     ; preds = %for.body
  %4 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %arraydecay4, i32 0, i32 3
  %reg_save_area = load i8*, i8** %4, align 16
  %5 = getelementptr i8, i8* %reg_save_area, i32 %fp_offset
  %6 = bitcast i8* %5 to double*
  %7 = add i32 %fp_offset, 16
  store i32 %7, i32* %fp_offset_p, align 4
  br label %vaarg.end

vaarg.in_mem:                                     ; preds = %for.body
  %overflow_arg_area_p = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %arraydecay4, i32 0, i32 2
  %overflow_arg_area = load i8*, i8** %overflow_arg_area_p, align 8
  %8 = bitcast i8* %overflow_arg_area to double*
  %overflow_arg_area.next = getelementptr i8, i8* %overflow_arg_area, i32 8
  store i8* %overflow_arg_area.next, i8** %overflow_arg_area_p, align 8
  br label %vaarg.end

vaarg.end:                                        ; preds = %vaarg.in_mem, %vaarg.in_reg
  %vaarg.addr = phi double* [ %6, %vaarg.in_reg ], [ %8, %vaarg.in_mem ]
  %9 = load double, double* %vaarg.addr, align 8
  %10 = load double, double* %s, align 8
  %add = fadd double %10, %9
  store double %add, double* %s, align 8
  br label %for.inc

for.inc:                                          ; preds = %vaarg.end
  %11 = load i32, i32* %i, align 4
  %inc = add nsw i32 %11, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !10

for.end:                                          ; preds = %for.cond
  %12 = load i32, i32* %n.addr, align 4
  %tobool = icmp ne i32 %12, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %for.end
  %arraydecay5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %again, i64 0, i64 0
  %fp_offset_p6 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %arraydecay5, i32 0, i32 1
  %fp_offset7 = load i32, i32* %fp_offset_p6, align 4
  %fits_in_fp8 = icmp ule i32 %fp_offset7, 160
  br i1 %fits_in_fp8, label %vaarg.in_reg9, label %vaarg.in_mem11

vaarg.in_reg9:                                    ; preds = %cond.true
  %13 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %arraydecay5, i32 0, i32 3
  %reg_save_area10 = load i8*, i8** %13, align 16
  %14 = getelementptr i8, i8* %reg_save_area10, i32 %fp_offset7
  %15 = bitcast i8* %14 to double*
  %16 = add i32 %fp_offset7, 16
  store i32 %16, i32* %fp_offset_p6, align 4
  br label %vaarg.end15

vaarg.in_mem11:                                   ; preds = %cond.true
  %overflow_arg_area_p12 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %arraydecay5, i32 0, i32 2
  %overflow_arg_area13 = load i8*, i8** %overflow_arg_area_p12, align 8
  %17 = bitcast i8* %overflow_arg_area13 to double*
  %overflow_arg_area.next14 = getelementptr i8, i8* %overflow_arg_area13, i32 8
  store i8* %overflow_arg_area.next14, i8** %overflow_arg_area_p12, align 8
  br label %vaarg.end15

vaarg.end15:                                      ; preds = %vaarg.in_mem11, %vaarg.in_reg9
  %vaarg.addr16 = phi double* [ %15, %vaarg.in_reg9 ], [ %17, %vaarg.in_mem11 ]
  %18 = load double, double* %vaarg.addr16, align 8
  br label %cond.end

cond.false:                                       ; preds = %for.end
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %vaarg.end15
  %cond = phi double [ %18, %vaarg.end15 ], [ 0.000000e+00, %cond.false ]
  store double %cond, double* %max, align 8
  store i32 1, i32* %i17, align 4
  br label %for.cond18

for.cond18:                                       ; preds = %for.inc34, %cond.end
  %19 = load i32, i32* %i17, align 4
  %20 = load i32, i32* %n.addr, align 4
  %cmp19 = icmp slt i32 %19, %20
  br i1 %cmp19, label %for.body20, label %for.end36

for.body20:                                       ; preds = %for.cond18
  %arraydecay21 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %again, i64 0, i64 0
  %fp_offset_p22 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %arraydecay21, i32 0, i32 1
  %fp_offset23 = load i32, i32* %fp_offset_p22, align 4
  %fits_in_fp24 = icmp ule i32 %fp_offset23, 160
  br i1 %fits_in_fp24, label %vaarg.in_reg25, label %vaarg.in_mem27

vaarg.in_reg25:                                   ; preds = %for.body20
  %21 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %arraydecay21, i32 0, i32 3
  %reg_save_area26 = load i8*, i8** %21, align 16
  %22 = getelementptr i8, i8* %reg_save_area26, i32 %fp_offset23
  %23 = bitcast i8* %22 to double*
  %24 = add i32 %fp_offset23, 16
  store i32 %24, i32* %fp_offset_p22, align 4
  br label %vaarg.end31

vaarg.in_mem27:                                   ; preds = %for.body20
  %overflow_arg_area_p28 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %arraydecay21, i32 0, i32 2
  %overflow_arg_area29 = load i8*, i8** %overflow_arg_area_p28, align 8
  %25 = bitcast i8* %overflow_arg_area29 to double*
  %overflow_arg_area.next30 = getelementptr i8, i8* %overflow_arg_area29, i32 8
  store i8* %overflow_arg_area.next30, i8** %overflow_arg_area_p28, align 8
  br label %vaarg.end31

vaarg.end31:                                      ; preds = %vaarg.in_mem27, %vaarg.in_reg25
  %vaarg.addr32 = phi double* [ %23, %vaarg.in_reg25 ], [ %25, %vaarg.in_mem27 ]
  %26 = load double, double* %vaarg.addr32, align 8
  store double %26, double* %x, align 8
  %27 = load double, double* %x, align 8
  %28 = load double, double* %max, align 8
  %cmp33 = fcmp ogt double %27, %28
  br i1 %cmp33, label %if.then, label %if.end

if.then:                                          ; preds = %vaarg.end31
  %29 = load double, double* %x, align 8
  store double %29, double* %max, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %vaarg.end31
  br label %for.inc34

for.inc34:                                        ; preds = %if.end
  %30 = load i32, i32* %i17, align 4
  %inc35 = add nsw i32 %30, 1
  store i32 %inc35, i32* %i17, align 4
  br label %for.cond18, !llvm.loop !11

for.end36:                                        ; preds = %for.cond18
  %arraydecay37 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %again, i64 0, i64 0
  %arraydecay3738 = bitcast %struct.__va_list_tag* %arraydecay37 to i8*
  call void @llvm.va_end(i8* %arraydecay3738)
  %arraydecay39 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0
  %arraydecay3940 = bitcast %struct.__va_list_tag* %arraydecay39 to i8*
  call void @llvm.va_end(i8* %arraydecay3940)
  %31 = load i32, i32* %n.addr, align 4
  %tobool41 = icmp ne i32 %31, 0
  br i1 %tobool41, label %cond.true42, label %cond.false45

cond.true42:                                      ; preds = %for.end36
  %32 = load double, double* %s, align 8
  %33 = load i32, i32* %n.addr, align 4
  %conv = sitofp i32 %33 to double
  %div = fdiv double %32, %conv
  %34 = load double, double* %max, align 8
  %add43 = fadd double %div, %34
  %div44 = fdiv double %add43, 2.000000e+00
  br label %cond.end46

cond.false45:                                     ; preds = %for.end36
  br label %cond.end46

cond.end46:                                       ; preds = %cond.false45, %cond.true42
  %cond47 = phi double [ %div44, %cond.true42 ], [ 0.000000e+00, %cond.false45 ]
  ret double %cond47
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #2

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #3

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #3

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: nounwind
declare i8* @strcat(i8* noundef, i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @vlog(i32 noundef %level, i8* noundef %fmt, %struct.__va_list_tag* noundef %ap) #0 {
entry:
  %level.addr = alloca i32, align 4
  %fmt.addr = alloca i8*, align 8
  %ap.addr = alloca %struct.__va_list_tag*, align 8
  store i32 %level, i32* %level.addr, align 4
  store i8* %fmt, i8** %fmt.addr, align 8
  store %struct.__va_list_tag* %ap, %struct.__va_list_tag** %ap.addr, align 8
  %0 = load i32, i32* %level.addr, align 4
  %1 = load i32, i32* @log_level, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  br label %return

if.end:                                           ; preds = %entry
  %2 = load %struct._IO_FILE*, %struct._IO_FILE** @log_stream, align 8
  %tobool = icmp ne %struct._IO_FILE* %2, null
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.end
  %3 = load %struct._IO_FILE*, %struct._IO_FILE** @log_stream, align 8
  br label %cond.end

cond.false:                                       ; preds = %if.end
  %4 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi %struct._IO_FILE* [ %3, %cond.true ], [ %4, %cond.false ]
  %5 = load i32, i32* %level.addr, align 4
  %call = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %cond, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.6, i64 0, i64 0), i32 noundef %5)
  %6 = load %struct._IO_FILE*, %struct._IO_FILE** @log_stream, align 8
  %tobool1 = icmp ne %struct._IO_FILE* %6, null
  br i1 %tobool1, label %cond.true2, label %cond.false3

cond.true2:                                       ; preds = %cond.end
  %7 = load %struct._IO_FILE*, %struct._IO_FILE** @log_stream, align 8
  br label %cond.end4

cond.false3:                                      ; preds = %cond.end
  %8 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8
  br label %cond.end4

cond.end4:                                        ; preds = %cond.false3, %cond.true2
  %cond5 = phi %struct._IO_FILE* [ %7, %cond.true2 ], [ %8, %cond.false3 ]
  %9 = load i8*, i8** %fmt.addr, align 8
  %10 = load %struct.__va_list_tag*, %struct.__va_list_tag** %ap.addr, align 8
  %call6 = call i32 @vfprintf(%struct._IO_FILE* noundef %cond5, i8* noundef %9, %struct.__va_list_tag* noundef %10)
  %11 = load %struct._IO_FILE*, %struct._IO_FILE** @log_stream, align 8
  %tobool7 = icmp ne %struct._IO_FILE* %11, null
  br i1 %tobool7, label %cond.true8, label %cond.false9

cond.true8:                                       ; preds = %cond.end4
  %12 = load %struct._IO_FILE*, %struct._IO_FILE** @log_stream, align 8
  br label %cond.end10

cond.false9:                                      ; preds = %cond.end4
  %13 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8
  br label %cond.end10

cond.end10:                                       ; preds = %cond.false9, %cond.true8
  %cond11 = phi %struct._IO_FILE* [ %12, %cond.true8 ], [ %13, %cond.false9 ]
  %call12 = call i32 @fputc(i32 noundef 10, %struct._IO_FILE* noundef %cond11)
  br label %return

return:                                           ; preds = %cond.end10, %if.then
  ret void
}

declare i32 @fprintf(%struct._IO_FILE* noundef, i8* noundef, ...) #4

declare i32 @vfprintf(%struct._IO_FILE* noundef, i8* noundef, %struct.__va_list_tag* noundef) #4

declare i32 @fputc(i32 noundef, %struct._IO_FILE* noundef) #4

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind willreturn }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
