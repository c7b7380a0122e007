; ModuleID = 'fileio.c'
source_filename = "fileio.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.record = type { i32, [20 x i8], double }
%struct.report = type { ptr, i32, double }

@__const.main.recs = private unnamed_addr constant [3 x %struct.record] [%struct.record { i32 1, [20 x i8] c"ada\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", double 1.050000e+01 }, %struct.record { i32 2, [20 x i8] c"brian\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", double -3.250000e+00 }, %struct.record { i32 3, [20 x i8] c"ken\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", double 9.900000e+01 }], align 16
@stderr = external global ptr, align 8
@.str = private unnamed_addr constant [13 x i8] c"tmpfile: %s\0A\00", align 1
@stdout = external global ptr, align 8
@.str.1 = private unnamed_addr constant [2 x i8] c"r\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"%d bad lines\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"%d lines, total %.2f\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"%4d %-20s %10.2f\0A\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"\0D\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"%d,%19[^,],%lf\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %recs = alloca [3 x %struct.record], align 16
  %tmp = alloca ptr, align 8
  %back = alloca ptr, align 8
  %n = alloca i64, align 8
  %rep = alloca %struct.report, align 8
  %i = alloca i64, align 8
  %in = alloca ptr, align 8
  %bad = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %recs, ptr align 16 @__const.main.recs, i64 96, i1 false)
  %call = call noalias ptr @tmpfile()
  store ptr %call, ptr %tmp, align 8
  %0 = load ptr, ptr %tmp, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  %1 = load ptr, ptr @stderr, align 8
  %call1 = call ptr @__errno_location() #9
  %2 = load i32, ptr %call1, align 4
  %call2 = call ptr @strerror(i32 noundef %2) #10
  %call3 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %1, ptr noundef @.str, ptr noundef %call2) #10
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %3 = load ptr, ptr %tmp, align 8
  %arraydecay = getelementptr inbounds [3 x %struct.record], ptr %recs, i64 0, i64 0
  %call4 = call i32 @write_records(ptr noundef %3, ptr noundef %arraydecay, i64 noundef 3)
  %cmp = icmp ne i32 %call4, 0
  br i1 %cmp, label %if.then5, label %if.end6

if.then5:                                         ; preds = %if.end
  store i32 1, ptr %retval, align 4
  br label %return

if.end6:                                          ; preds = %if.end
  %4 = load ptr, ptr %tmp, align 8
  call void @rewind(ptr noundef %4)
  store ptr null, ptr %back, align 8
  %5 = load ptr, ptr %tmp, align 8
  %call7 = call i64 @read_records(ptr noundef %5, ptr noundef %back)
  store i64 %call7, ptr %n, align 8
  %6 = load ptr, ptr %tmp, align 8
  %call8 = call i32 @fclose(ptr noundef %6)
  %out = getelementptr inbounds %struct.report, ptr %rep, i32 0, i32 0
  %7 = load ptr, ptr @stdout, align 8
  store ptr %7, ptr %out, align 8
  %lines = getelementptr inbounds %struct.report, ptr %rep, i32 0, i32 1
  store i32 0, ptr %lines, align 8
  %total = getelementptr inbounds %struct.report, ptr %rep, i32 0, i32 2
  store double 0.000000e+00, ptr %total, align 8
  store i64 0, ptr %i, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.end6
  %8 = load i64, ptr %i, align 8
  %9 = load i64, ptr %n, align 8
  %cmp9 = icmp ult i64 %8, %9
  br i1 %cmp9, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %10 = load ptr, ptr %back, align 8
  %11 = load i64, ptr %i, align 8
  %arrayidx = getelementptr inbounds %struct.record, ptr %10, i64 %11
  call void @report_line(ptr noundef %rep, ptr noundef %arrayidx)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %12 = load i64, ptr %i, align 8
  %inc = add i64 %12, 1
  store i64 %inc, ptr %i, align 8
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %13 = load ptr, ptr %back, align 8
  call void @free(ptr noundef %13) #10
  %14 = load i32, ptr %argc.addr, align 4
  %cmp10 = icmp sgt i32 %14, 1
  br i1 %cmp10, label %if.then11, label %if.end21

if.then11:                                        ; preds = %for.end
  %15 = load ptr, ptr %argv.addr, align 8
  %arrayidx12 = getelementptr inbounds ptr, ptr %15, i64 1
  %16 = load ptr, ptr %arrayidx12, align 8
  %call13 = call noalias ptr @fopen(ptr noundef %16, ptr noundef @.str.1)
  store ptr %call13, ptr %in, align 8
  %17 = load ptr, ptr %in, align 8
  %tobool14 = icmp ne ptr %17, null
  br i1 %tobool14, label %if.end17, label %if.then15

if.then15:                                        ; preds = %if.then11
  %18 = load ptr, ptr %argv.addr, align 8
  %arrayidx16 = getelementptr inbounds ptr, ptr %18, i64 1
  %19 = load ptr, ptr %arrayidx16, align 8
  call void @perror(ptr noundef %19)
  store i32 1, ptr %retval, align 4
  br label %return

if.end17:                                         ; preds = %if.then11
  %20 = load ptr, ptr %in, align 8
  %call18 = call i32 @parse_csv(ptr noundef %20, ptr noundef %rep)
  store i32 %call18, ptr %bad, align 4
  %21 = load ptr, ptr %in, align 8
  %call19 = call i32 @fclose(ptr noundef %21)
  %22 = load ptr, ptr @stderr, align 8
  %23 = load i32, ptr %bad, align 4
  %call20 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %22, ptr noundef @.str.2, i32 noundef %23) #10
  br label %if.end21

if.end21:                                         ; preds = %if.end17, %for.end
  %lines22 = getelementptr inbounds %struct.report, ptr %rep, i32 0, i32 1
  %24 = load i32, ptr %lines22, align 8
  %total23 = getelementptr inbounds %struct.report, ptr %rep, i32 0, i32 2
  %25 = load double, ptr %total23, align 8
  %call24 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %24, double noundef %25)
  store i32 0, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end21, %if.then15, %if.then5, %if.then
  %26 = load i32, ptr %retval, align 4
  ret i32 %26
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare noalias ptr @tmpfile() #2

; Function Attrs: nounwind
declare i32 @fprintf(ptr noundef, ptr noundef, ...) #3

; Function Attrs: nounwind
declare ptr @strerror(i32 noundef) #3

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__errno_location() #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @write_records(ptr noundef %f, ptr noundef %r, i64 noundef %n) #0 {
entry:
  %retval = alloca i32, align 4
  %f.addr = alloca ptr, align 8
  %r.addr = alloca ptr, align 8
  %n.addr = alloca i64, align 8
  store ptr %f, ptr %f.addr, align 8
  store ptr %r, ptr %r.addr, align 8
  store i64 %n, ptr %n.addr, align 8
  %0 = load ptr, ptr %r.addr, align 8
  %1 = load i64, ptr %n.addr, align 8
  %2 = load ptr, ptr %f.addr, align 8
  %call = call i64 @fwrite(ptr noundef %0, i64 noundef 32, i64 noundef %1, ptr noundef %2)
  %3 = load i64, ptr %n.addr, align 8
  %cmp = icmp ne i64 %call, %3
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 -1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %4 = load ptr, ptr %f.addr, align 8
  %call1 = call i32 @fflush(ptr noundef %4)
  store i32 %call1, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %5 = load i32, ptr %retval, align 4
  ret i32 %5
}

declare void @rewind(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @read_records(ptr noundef %f, ptr noundef %out) #0 {
entry:
  %retval = alloca i64, align 8
  %f.addr = alloca ptr, align 8
  %out.addr = alloca ptr, align 8
  %cap = alloca i64, align 8
  %n = alloca i64, align 8
  %r = alloca ptr, align 8
  %g = alloca ptr, align 8
  store ptr %f, ptr %f.addr, align 8
  store ptr %out, ptr %out.addr, align 8
  store i64 2, ptr %cap, align 8
  store i64 0, ptr %n, align 8
  %0 = load i64, ptr %cap, align 8
  %mul = mul i64 %0, 32
  %call = call noalias ptr @malloc(i64 noundef %mul) #11
  store ptr %call, ptr %r, align 8
  %1 = load ptr, ptr %r, align 8
  %tobool = icmp ne ptr %1, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i64 0, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  br label %while.cond

while.cond:                                       ; preds = %if.end11, %if.end
  %2 = load ptr, ptr %r, align 8
  %3 = load i64, ptr %n, align 8
  %arrayidx = getelementptr inbounds %struct.record, ptr %2, i64 %3
  %4 = load ptr, ptr %f.addr, align 8
  %call1 = call i64 @fread(ptr noundef %arrayidx, i64 noundef 32, i64 noundef 1, ptr noundef %4)
  %cmp = icmp eq i64 %call1, 1
  br i1 %cmp, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %5 = load i64, ptr %n, align 8
  %inc = add i64 %5, 1
  store i64 %inc, ptr %n, align 8
  %6 = load i64, ptr %cap, align 8
  %cmp2 = icmp eq i64 %inc, %6
  br i1 %cmp2, label %if.then3, label %if.end11

if.then3:                                         ; preds = %while.body
  %7 = load ptr, ptr %r, align 8
  %8 = load i64, ptr %cap, align 8
  %mul4 = mul i64 2, %8
  %mul5 = mul i64 %mul4, 32
  %call6 = call ptr @realloc(ptr noundef %7, i64 noundef %mul5) #12
  store ptr %call6, ptr %g, align 8
  %9 = load ptr, ptr %g, align 8
  %tobool7 = icmp ne ptr %9, null
  br i1 %tobool7, label %if.end9, label %if.then8

if.then8:                                         ; preds = %if.then3
  br label %while.end

if.end9:                                          ; preds = %if.then3
  %10 = load ptr, ptr %g, align 8
  store ptr %10, ptr %r, align 8
  %11 = load i64, ptr %cap, align 8
  %mul10 = mul i64 %11, 2
  store i64 %mul10, ptr %cap, align 8
  br label %if.end11

if.end11:                                         ; preds = %if.end9, %while.body
  br label %while.cond, !llvm.loop !8

while.end:                                        ; preds = %if.then8, %while.cond
  %12 = load ptr, ptr %r, align 8
  %13 = load ptr, ptr %out.addr, align 8
  store ptr %12, ptr %13, align 8
  %14 = load i64, ptr %n, align 8
  store i64 %14, ptr %retval, align 8
  br label %return

return:                                           ; preds = %while.end, %if.then
  %15 = load i64, ptr %retval, align 8
  ret i64 %15
}

declare i32 @fclose(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @report_line(ptr noundef %rep, ptr noundef %r) #0 {
entry:
  %rep.addr = alloca ptr, align 8
  %r.addr = alloca ptr, align 8
  store ptr %rep, ptr %rep.addr, align 8
  store ptr %r, ptr %r.addr, align 8
  %0 = load ptr, ptr %rep.addr, align 8
  %out = getelementptr inbounds %struct.report, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %out, align 8
  %2 = load ptr, ptr %r.addr, align 8
  %id = getelementptr inbounds %struct.record, ptr %2, i32 0, i32 0
  %3 = load i32, ptr %id, align 8
  %4 = load ptr, ptr %r.addr, align 8
  %name = getelementptr inbounds %struct.record, ptr %4, i32 0, i32 1
  %arraydecay = getelementptr inbounds [20 x i8], ptr %name, i64 0, i64 0
  %5 = load ptr, ptr %r.addr, align 8
  %balance = getelementptr inbounds %struct.record, ptr %5, i32 0, i32 2
  %6 = load double, ptr %balance, align 8
  %call = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %1, ptr noundef @.str.4, i32 noundef %3, ptr noundef %arraydecay, double noundef %6) #10
  %7 = load ptr, ptr %rep.addr, align 8
  %lines = getelementptr inbounds %struct.report, ptr %7, i32 0, i32 1
  %8 = load i32, ptr %lines, align 8
  %inc = add nsw i32 %8, 1
  store i32 %inc, ptr %lines, align 8
  %9 = load ptr, ptr %r.addr, align 8
  %balance1 = getelementptr inbounds %struct.record, ptr %9, i32 0, i32 2
  %10 = load double, ptr %balance1, align 8
  %11 = load ptr, ptr %rep.addr, align 8
  %total = getelementptr inbounds %struct.report, ptr %11, i32 0, i32 2
  %12 = load double, ptr %total, align 8
  %add = fadd double %12, %10
  store double %add, ptr %total, align 8
  ret void
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

declare noalias ptr @fopen(ptr noundef, ptr noundef) #2

declare void @perror(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @parse_csv(ptr noundef %in, ptr noundef %rep) #0 {
entry:
  %in.addr = alloca ptr, align 8
  %rep.addr = alloca ptr, align 8
  %line = alloca [128 x i8], align 16
  %bad = alloca i32, align 4
  %r = alloca %struct.record, align 8
  store ptr %in, ptr %in.addr, align 8
  store ptr %rep, ptr %rep.addr, align 8
  store i32 0, ptr %bad, align 4
  br label %while.cond

while.cond:                                       ; preds = %if.end, %if.then, %entry
  %arraydecay = getelementptr inbounds [128 x i8], ptr %line, i64 0, i64 0
  %0 = load ptr, ptr %in.addr, align 8
  %call = call ptr @fgets(ptr noundef %arraydecay, i32 noundef 128, ptr noundef %0)
  %tobool = icmp ne ptr %call, null
  br i1 %tobool, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  call void @llvm.memset.p0.i64(ptr align 8 %r, i8 0, i64 32, i1 false)
  %arraydecay1 = getelementptr inbounds [128 x i8], ptr %line, i64 0, i64 0
  %call2 = call i64 @strcspn(ptr noundef %arraydecay1, ptr noundef @.str.5) #13
  %arrayidx = getelementptr inbounds [128 x i8], ptr %line, i64 0, i64 %call2
  store i8 0, ptr %arrayidx, align 1
  %arraydecay3 = getelementptr inbounds [128 x i8], ptr %line, i64 0, i64 0
  %id = getelementptr inbounds %struct.record, ptr %r, i32 0, i32 0
  %name = getelementptr inbounds %struct.record, ptr %r, i32 0, i32 1
  %arraydecay4 = getelementptr inbounds [20 x i8], ptr %name, i64 0, i64 0
  %balance = getelementptr inbounds %struct.record, ptr %r, i32 0, i32 2
  %call5 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef %arraydecay3, ptr noundef @.str.6, ptr noundef %id, ptr noundef %arraydecay4, ptr noundef %balance) #10
  %cmp = icmp ne i32 %call5, 3
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %while.body
  %1 = load i32, ptr %bad, align 4
  %inc = add nsw i32 %1, 1
  store i32 %inc, ptr %bad, align 4
  br label %while.cond, !llvm.loop !9

if.end:                                           ; preds = %while.body
  %2 = load ptr, ptr %rep.addr, align 8
  call void @report_line(ptr noundef %2, ptr noundef %r)
  br label %while.cond, !llvm.loop !9

while.end:                                        ; preds = %while.cond
  %3 = load ptr, ptr %in.addr, align 8
  %call6 = call i32 @ferror(ptr noundef %3) #10
  %tobool7 = icmp ne i32 %call6, 0
  br i1 %tobool7, label %cond.true, label %cond.false

cond.true:                                        ; preds = %while.end
  br label %cond.end

cond.false:                                       ; preds = %while.end
  %4 = load i32, ptr %bad, align 4
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ -1, %cond.true ], [ %4, %cond.false ]
  ret i32 %cond
}

declare i32 @printf(ptr noundef, ...) #2

declare i64 @fwrite(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #2

declare i32 @fflush(ptr noundef) #2

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #5

declare i64 @fread(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #2

; Function Attrs: nounwind allocsize(1)
declare ptr @realloc(ptr noundef, i64 noundef) #6

declare ptr @fgets(ptr noundef, i32 noundef, ptr noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strcspn(ptr noundef, ptr noundef) #8

; Function Attrs: nounwind
declare i32 @__isoc99_sscanf(ptr noundef, ptr noundef, ...) #3

; Function Attrs: nounwind
declare i32 @ferror(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind willreturn memory(none) }
attributes #10 = { nounwind }
attributes #11 = { nounwind allocsize(0) }
attributes #12 = { nounwind allocsize(1) }
attributes #13 = { nounwind willreturn memory(read) }

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
