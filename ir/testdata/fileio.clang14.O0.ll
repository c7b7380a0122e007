; ModuleID = 'fileio.c'
source_filename = "fileio.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.record = type { i32, [20 x i8], double }
%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.report = type { %struct._IO_FILE*, i32, double }

@__const.main.recs = private unnamed_addr constant [3 x %struct.record] [%struct.record { i32 1, [20 x i8] c"ada\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", double 1.050000e+01 }, %struct.record { i32 2, [20 x i8] c"brian\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", double -3.250000e+00 }, %struct.record { i32 3, [20 x i8] c"ken\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", double 9.900000e+01 }], align 16
@stderr = external global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [13 x i8] c"tmpfile: %s\0A\00", align 1
@stdout = external global %struct._IO_FILE*, align 8
@.str.1 = private unnamed_addr constant [2 x i8] c"r\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"%d bad lines\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"%d lines, total %.2f\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"%4d %-20s %10.2f\0A\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"\0D\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"%d,%19[^,],%lf\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %recs = alloca [3 x %struct.record], align 16
  %tmp = alloca %struct._IO_FILE*, align 8
  %back = alloca %struct.record*, align 8
  %n = alloca i64, align 8
  %rep = alloca %struct.report, align 8
  %i = alloca i64, align 8
  %in = alloca %struct._IO_FILE*, align 8
  %bad = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = bitcast [3 x %struct.record]* %recs to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %0, i8* align 16 bitcast ([3 x %struct.record]* @__const.main.recs to i8*), i64 96, i1 false)
  %call = call noalias %struct._IO_FILE* @tmpfile()
  store %struct._IO_FILE* %call, %struct._IO_FILE** %tmp, align 8
  %1 = load %struct._IO_FILE*, %struct._IO_FILE** %tmp, align 8
  %tobool = icmp ne %struct._IO_FILE* %1, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  %2 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8
  %call1 = call i32* @__errno_location() #7
  %3 = load i32, i32* %call1, align 4
  %call2 = call i8* @strerror(i32 noundef %3) #8
  %call3 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %2, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i8* noundef %call2)
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %4 = load %struct._IO_FILE*, %struct._IO_FILE** %tmp, align 8
  %arraydecay = getelementptr inbounds [3 x %struct.record], [3 x %struct.record]* %recs, i64 0, i64 0
  %call4 = call i32 @write_records(%struct._IO_FILE* noundef %4, %struct.record* noundef %arraydecay, i64 noundef 3)
  %cmp = icmp ne i32 %call4, 0
  br i1 %cmp, label %if.then5, label %if.end6

if.then5:                                         ; preds = %if.end
  store i32 1, i32* %retval, align 4
  br label %return

if.end6:                                          ; preds = %if.end
  %5 = load %struct._IO_FILE*, %struct._IO_FILE** %tmp, align 8
  call void @rewind(%struct._IO_FILE* noundef %5)
  store %struct.record* null, %struct.record** %back, align 8
  %6 = load %struct._IO_FILE*, %struct._IO_FILE** %tmp, align 8
  %call7 = call i64 @read_records(%struct._IO_FILE* noundef %6, %struct.record** noundef %back)
  store i64 %call7, i64* %n, align 8
  %7 = load %struct._IO_FILE*, %struct._IO_FILE** %tmp, align 8
  %call8 = call i32 @fclose(%struct._IO_FILE* noundef %7)
  %out = getelementptr inbounds %struct.report, %struct.report* %rep, i32 0, i32 0
  %8 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8
  store %struct._IO_FILE* %8, %struct._IO_FILE** %out, align 8
  %lines = getelementptr inbounds %struct.report, %struct.report* %rep, i32 0, i32 1
  store i32 0, i32* %lines, align 8
  %total = getelementptr inbounds %struct.report, %struct.report* %rep, i32 0, i32 2
  store double 0.000000e+00, double* %total, align 8
  store i64 0, i64* %i, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.end6
  %9 = load i64, i64* %i, align 8
  %10 = load i64, i64* %n, align 8
  %cmp9 = icmp ult i64 %9, %10
  br i1 %cmp9, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %11 = load %struct.record*, %struct.record** %back, align 8
  %12 = load i64, i64* %i, align 8
  %arrayidx = getelementptr inbounds %struct.record, %struct.record* %11, i64 %12
  call void @report_line(%struct.report* noundef %rep, %struct.record* noundef %arrayidx)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %13 = load i64, i64* %i, align 8
  %inc = add i64 %13, 1
  store i64 %inc, i64* %i, align 8
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %14 = load %struct.record*, %struct.record** %back, align 8
  %15 = bitcast %struct.record* %14 to i8*
  call void @free(i8* noundef %15) #8
  %16 = load i32, i32* %argc.addr, align 4
  %cmp10 = icmp sgt i32 %16, 1
  br i1 %cmp10, label %if.then11, label %if.end21

if.then11:                                        ; preds = %for.end
  %17 = load i8**, i8*** %argv.addr, align 8
  %arrayidx12 = getelementptr inbounds i8*, i8** %17, i64 1
  %18 = load i8*, i8** %arrayidx12, align 8
  %call13 = call noalias %struct._IO_FILE* @fopen(i8* noundef %18, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0))
  store %struct._IO_FILE* %call13, %struct._IO_FILE** %in, align 8
  %19 = load %struct._IO_FILE*, %struct._IO_FILE** %in, align 8
  %tobool14 = icmp ne %struct._IO_FILE* %19, null
  br i1 %tobool14, label %if.end17, label %if.then15

if.then15:                                        ; preds = %if.then11
  %20 = load i8**, i8*** %argv.addr, align 8
  %arrayidx16 = getelementptr inbounds i8*, i8** %20, i64 1
  %21 = load i8*, i8** %arrayidx16, align 8
  call void @perror(i8* noundef %21)
  store i32 1, i32* %retval, align 4
  br label %return

if.end17:                                         ; preds = %if.then11
  %22 = load %struct._IO_FILE*, %struct._IO_FILE** %in, align 8
  %call18 = call i32 @parse_csv(%struct._IO_FILE* noundef %22, %struct.report* noundef %rep)
  store i32 %call18, i32* %bad, align 4
  %23 = load %struct._IO_FILE*, %struct._IO_FILE** %in, align 8
  %call19 = call i32 @fclose(%struct._IO_FILE* noundef %23)
  %24 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8
  %25 = load i32, i32* %bad, align 4
  %call20 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %24, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef %25)
  br label %if.end21

if.end21:                                         ; preds = %if.end17, %for.end
  %lines22 = getelementptr inbounds %struct.report, %struct.report* %rep, i32 0, i32 1
  %26 = load i32, i32* %lines22, align 8
  %total23 = getelementptr inbounds %struct.report, %struct.report* %rep, i32 0, i32 2
  %27 = load double, double* %total23, align 8
  %call24 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.3, i64 0, i64 0), i32 noundef %26, double noundef %27)
  store i32 0, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end21, %if.then15, %if.then5, %if.then
  %28 = load i32, i32* %retval, align 4
  ret i32 %28
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

declare noalias %struct._IO_FILE* @tmpfile() #2

declare i32 @fprintf(%struct._IO_FILE* noundef, i8* noundef, ...) #2

; Function Attrs: nounwind
declare i8* @strerror(i32 noundef) #3

; Function Attrs: nounwind readnone willreturn
declare i32* @__errno_location() #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @write_records(%struct._IO_FILE* noundef %f, %struct.record* noundef %r, i64 noundef %n) #0 {
entry:
  %retval = alloca i32, align 4
  %f.addr = alloca %struct._IO_FILE*, align 8
  %r.addr = alloca %struct.record*, align 8
  %n.addr = alloca i64, align 8
  store %struct._IO_FILE* %f, %struct._IO_FILE** %f.addr, align 8
  store %struct.record* %r, %struct.record** %r.addr, align 8
  store i64 %n, i64* %n.addr, align 8
  %0 = load %struct.record*, %struct.record** %r.addr, align 8
  %1 = bitcast %struct.record* %0 to i8*
  %2 = load i64, i64* %n.addr, align 8
  %3 = load %struct._IO_FILE*, %struct._IO_FILE** %f.addr, align 8
  %call = call i64 @fwrite(i8* noundef %1, i64 noundef 32, i64 noundef %2, %struct._IO_FILE* noundef %3)
  %4 = load i64, i64* %n.addr, align 8
  %cmp = icmp ne i64 %call, %4
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 -1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %5 = load %struct._IO_FILE*, %struct._IO_FILE** %f.addr, align 8
  %call1 = call i32 @fflush(%struct._IO_FILE* noundef %5)
  store i32 %call1, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %6 = load i32, i32* %retval, align 4
  ret i32 %6
}

declare void @rewind(%struct._IO_FILE* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @read_records(%struct._IO_FILE* noundef %f, %struct.record** noundef %out) #0 {
entry:
  %retval = alloca i64, align 8
  %f.addr = alloca %struct._IO_FILE*, align 8
  %out.addr = alloca %struct.record**, align 8
  %cap = alloca i64, align 8
  %n = alloca i64, align 8
  %r = alloca %struct.record*, align 8
  %g = alloca %struct.record*, align 8
  store %struct._IO_FILE* %f, %struct._IO_FILE** %f.addr, align 8
  store %struct.record** %out, %struct.record*** %out.addr, align 8
  store i64 2, i64* %cap, align 8
  store i64 0, i64* %n, align 8
  %0 = load i64, i64* %cap, align 8
  %mul = mul i64 %0, 32
  %call = call noalias i8* @malloc(i64 noundef %mul) #8
  %1 = bitcast i8* %call to %struct.record*
  store %struct.record* %1, %struct.record** %r, align 8
  %2 = load %struct.record*, %struct.record** %r, align 8
  %tobool = icmp ne %struct.record* %2, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i64 0, i64* %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  br label %while.cond

while.cond:                                       ; preds = %if.end11, %if.end
  %3 = load %struct.record*, %struct.record** %r, align 8
  %4 = load i64, i64* %n, align 8
  %arrayidx = getelementptr inbounds %struct.record, %struct.record* %3, i64 %4
  %5 = bitcast %struct.record* %arrayidx to i8*
  %6 = load %struct._IO_FILE*, %struct._IO_FILE** %f.addr, align 8
  %call1 = call i64 @fread(i8* noundef %5, i64 noundef 32, i64 noundef 1, %struct._IO_FILE* noundef %6)
  %cmp = icmp eq i64 %call1, 1
  br i1 %cmp, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %7 = load i64, i64* %n, align 8
  %inc = add i64 %7, 1
  store i64 %inc, i64* %n, align 8
  %8 = load i64, i64* %cap, align 8
  %cmp2 = icmp eq i64 %inc, %8
  br i1 %cmp2, label %if.then3, label %if.end11

if.then3:                                         ; preds = %while.body
  %9 = load %struct.record*, %struct.record** %r, align 8
  %10 = bitcast %struct.record* %9 to i8*
  %11 = load i64, i64* %cap, align 8
  %mul4 = mul i64 2, %11
  %mul5 = mul i64 %mul4, 32
  %call6 = call i8* @realloc(i8* noundef %10, i64 noundef %mul5) #8
  %12 = bitcast i8* %call6 to %struct.record*
  store %struct.record* %12, %struct.record** %g, align 8
  %13 = load %struct.record*, %struct.record** %g, align 8
  %tobool7 = icmp ne %struct.record* %13, null
  br i1 %tobool7, label %if.end9, label %if.then8

if.then8:                                         ; preds = %if.then3
  br label %while.end

if.end9:                                          ; preds = %if.then3
  %14 = load %struct.record*, %struct.record** %g, align 8
  store %struct.record* %14, %struct.record** %r, align 8
  %15 = load i64, i64* %cap, align 8
  %mul10 = mul i64 %15, 2
  store i64 %mul10, i64* %cap, align 8
  br label %if.end11

if.end11:                                         ; preds = %if.end9, %while.body
  br label %while.cond, !llvm.loop !8

while.end:                                        ; preds = %if.then8, %while.cond
  %16 = load %struct.record*, %struct.record** %r, align 8
  %17 = load %struct.record**, %struct.record*** %out.addr, align 8
  store %struct.record* %16, %struct.record** %17, align 8
  %18 = load i64, i64* %n, align 8
  store i64 %18, i64* %retval, align 8
  br label %return

return:                                           ; preds = %while.end, %if.then
  %19 = load i64, i64* %retval, align 8
  ret i64 %19
}

declare i32 @fclose(%struct._IO_FILE* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @report_line(%struct.report* noundef %rep, %struct.record* noundef %r) #0 {
entry:
  %rep.addr = alloca %struct.report*, align 8
  %r.addr = alloca %struct.record*, align 8
  store %struct.report* %rep, %struct.report** %rep.addr, align 8
  store %struct.record* %r, %struct.record** %r.addr, align 8
  %0 = load %struct.report*, %struct.report** %rep.addr, align 8
  %out = getelementptr inbounds %struct.report, %struct.report* %0, i32 0, i32 0
  %1 = load %struct._IO_FILE*, %struct._IO_FILE** %out, align 8
  %2 = load %struct.record*, %struct.record** %r.addr, align 8
  %id = getelementptr inbounds %struct.record, %struct.record* %2, i32 0, i32 0
  %3 = load i32, i32* %id, align 8
  %4 = load %struct.record*, %struct.record** %r.addr, align 8
  %name = getelementptr inbounds %struct.record, %struct.record* %4, i32 0, i32 1
  %arraydecay = getelementptr inbounds [20 x i8], [20 x i8]* %name, i64 0, i64 0
  %5 = load %struct.record*, %struct.record** %r.addr, align 8
  %balance = getelementptr inbounds %struct.record, %struct.record* %5, i32 0, i32 2
  %6 = load double, double* %balance, align 8
  %call = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %1, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), i32 noundef %3, i8* noundef %arraydecay, double noundef %6)
  %7 = load %struct.report*, %struct.report** %rep.addr, align 8
  %lines = getelementptr inbounds %struct.report, %struct.report* %7, i32 0, i32 1
  %8 = load i32, i32* %lines, align 8
  %inc = add nsw i32 %8, 1
  store i32 %inc, i32* %lines, align 8
  %9 = load %struct.record*, %struct.record** %r.addr, align 8
  %balance1 = getelementptr inbounds %struct.record, %struct.record* %9, i32 0, i32 2
  %10 = load double, double* %balance1, align 8
  %11 = load %struct.report*, %struct.report** %rep.addr, align 8
  %total = getelementptr inbounds %struct.report, %struct.report* %11, i32 0, i32 2
  %12 = load double, double* %total, align 8
  %add = fadd double %12, %10
  store double %add, double* %total, align 8
  ret void
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

declare noalias %struct._IO_FILE* @fopen(i8* noundef, i8* noundef) #2

declare void @perror(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @parse_csv(%struct._IO_FILE* noundef %in, %struct.report* noundef %rep) #0 {
entry:
  %in.addr = alloca %struct._IO_FILE*, align 8
  %rep.addr = alloca %struct.report*, align 8
  %line = alloca [128 x i8], align 16
  %bad = alloca i32, align 4
  %r = alloca %struct.record, align 8
  store %struct._IO_FILE* %in, %struct._IO_FILE** %in.addr, align 8
  store %struct.report* %rep, %struct.report** %rep.addr, align 8
  store i32 0, i32* %bad, align 4
  br label %while.cond

while.cond:                                       ; preds = %if.end, %if.then, %entry
  %arraydecay = getelementptr inbounds [128 x i8], [128 x i8]* %line, i64 0, i64 0
  %0 = load %struct._IO_FILE*, %struct._IO_FILE** %in.addr, align 8
  %call = call i8* @fgets(i8* noundef %arraydecay, i32 noundef 128, %struct._IO_FILE* noundef %0)
  %tobool = icmp ne i8* %call, null
  br i1 %tobool, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %1 = bitcast %struct.record* %r to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %1, i8 0, i64 32, i1 false)
  %arraydecay1 = getelementptr inbounds [128 x i8], [128 x i8]* %line, i64 0, i64 0
  %call2 = call i64 @strcspn(i8* noundef %arraydecay1, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.5, i64 0, i64 0)) #9
  %arrayidx = getelementptr inbounds [128 x i8], [128 x i8]* %line, i64 0, i64 %call2
  store i8 0, i8* %arrayidx, align 1
  %arraydecay3 = getelementptr inbounds [128 x i8], [128 x i8]* %line, i64 0, i64 0
  %id = getelementptr inbounds %struct.record, %struct.record* %r, i32 0, i32 0
  %name = getelementptr inbounds %struct.record, %struct.record* %r, i32 0, i32 1
  %arraydecay4 = getelementptr inbounds [20 x i8], [20 x i8]* %name, i64 0, i64 0
  %balance = getelementptr inbounds %struct.record, %struct.record* %r, i32 0, i32 2
  %call5 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef %arraydecay3, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i64 0, i64 0), i32* noundef %id, i8* noundef %arraydecay4, double* noundef %balance) #8
  %cmp = icmp ne i32 %call5, 3
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %while.body
  %2 = load i32, i32* %bad, align 4
  %inc = add nsw i32 %2, 1
  store i32 %inc, i32* %bad, align 4
  br label %while.cond, !llvm.loop !9

if.end:                                           ; preds = %while.body
  %3 = load %struct.report*, %struct.report** %rep.addr, align 8
  call void @report_line(%struct.report* noundef %3, %struct.record* noundef %r)
  br label %while.cond, !llvm.loop !9

while.end:                                        ; preds = %while.cond
  %4 = load %struct._IO_FILE*, %struct._IO_FILE** %in.addr, align 8
  %call6 = call i32 @ferror(%struct._IO_FILE* noundef %4) #8
  %tobool7 = icmp ne i32 %call6, 0
  br i1 %tobool7, label %cond.true, label %cond.false

cond.true:                                        ; preds = %while.end
  br label %cond.end

cond.false:                                       ; preds = %while.end
  %5 = load i32, i32* %bad, align 4
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ -1, %cond.true ], [ %5, %cond.false ]
  ret i32 %cond
}

declare i32 @printf(i8* noundef, ...) #2

declare i64 @fwrite(i8* noundef, i64 noundef, i64 noundef, %struct._IO_FILE* noundef) #2

declare i32 @fflush(%struct._IO_FILE* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

declare i64 @fread(i8* noundef, i64 noundef, i64 noundef, %struct._IO_FILE* noundef) #2

; Function Attrs: nounwind
declare i8* @realloc(i8* noundef, i64 noundef) #3

declare i8* @fgets(i8* noundef, i32 noundef, %struct._IO_FILE* noundef) #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nounwind readonly willreturn
declare i64 @strcspn(i8* noundef, i8* noundef) #6

; Function Attrs: nounwind
declare i32 @__isoc99_sscanf(i8* noundef, i8* noundef, ...) #3

; Function Attrs: nounwind
declare i32 @ferror(%struct._IO_FILE* noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly nofree nounwind willreturn writeonly }
attributes #6 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind readnone willreturn }
attributes #8 = { nounwind }
attributes #9 = { nounwind readonly willreturn }

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
