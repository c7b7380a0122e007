; ModuleID = 'constinit.c'
source_filename = "constinit.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.enumval = type { i8*, i32 }

@.str = private unnamed_addr constant [5 x i8] c"none\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"full\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"columns\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"default\00", align 1
@fallback = dso_local global %struct.enumval { i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0), i32 3 }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @set_enum(%struct.enumval* noundef %a, i8* noundef %z, i32* noundef %out) #0 {
entry:
  %retval = alloca i32, align 4
  %a.addr = alloca %struct.enumval*, align 8
  %z.addr = alloca i8*, align 8
  %out.addr = alloca i32*, align 8
  %i = alloca i32, align 4
  store %struct.enumval* %a, %struct.enumval** %a.addr, align 8
  store i8* %z, i8** %z.addr, align 8
  store i32* %out, i32** %out.addr, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load %struct.enumval*, %struct.enumval** %a.addr, align 8
  %1 = load i32, i32* %i, align 4
  %idxprom = sext i32 %1 to i64
  %arrayidx = getelementptr inbounds %struct.enumval, %struct.enumval* %0, i64 %idxprom
  %name = getelementptr inbounds %struct.enumval, %struct.enumval* %arrayidx, i32 0, i32 0
  %2 = load i8*, i8** %name, align 8
  %cmp = icmp ne i8* %2, null
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %3 = load %struct.enumval*, %struct.enumval** %a.addr, align 8
  %4 = load i32, i32* %i, align 4
  %idxprom1 = sext i32 %4 to i64
  %arrayidx2 = getelementptr inbounds %struct.enumval, %struct.enumval* %3, i64 %idxprom1
  %name3 = getelementptr inbounds %struct.enumval, %struct.enumval* %arrayidx2, i32 0, i32 0
  %5 = load i8*, i8** %name3, align 8
  %6 = load i8*, i8** %z.addr, align 8
  %call = call i32 @strcmp(i8* noundef %5, i8* noundef %6) #3
  %cmp4 = icmp eq i32 %call, 0
  br i1 %cmp4, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %7 = load %struct.enumval*, %struct.enumval** %a.addr, align 8
  %8 = load i32, i32* %i, align 4
  %idxprom5 = sext i32 %8 to i64
  %arrayidx6 = getelementptr inbounds %struct.enumval, %struct.enumval* %7, i64 %idxprom5
  %value = getelementptr inbounds %struct.enumval, %struct.enumval* %arrayidx6, i32 0, i32 1
  %9 = load i32, i32* %value, align 8
  %10 = load i32*, i32** %out.addr, align 8
  store i32 %9, i32* %10, align 4
  store i32 0, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %for.body
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %11 = load i32, i32* %i, align 4
  %inc = add nsw i32 %11, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  store i32 1, i32* %retval, align 4
  br label %return

return:                                           ; preds = %for.end, %if.then
  %12 = load i32, i32* %retval, align 4
  ret i32 %12
}

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @parse_detail(i8* noundef %z, i32* noundef %out) #0 {
entry:
  %z.addr = alloca i8*, align 8
  %out.addr = alloca i32*, align 8
  %aDetail = alloca [4 x %struct.enumval], align 16
  store i8* %z, i8** %z.addr, align 8
  store i32* %out, i32** %out.addr, align 8
  %0 = bitcast [4 x %struct.enumval]* %aDetail to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %0, i8 0, i64 64, i1 false)
  %1 = bitcast i8* %0 to [4 x %struct.enumval]*
  %2 = getelementptr inbounds [4 x %struct.enumval], [4 x %struct.enumval]* %1, i32 0, i32 0
  %3 = getelementptr inbounds %struct.enumval, %struct.enumval* %2, i32 0, i32 0
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0), i8** %3, align 16
  %4 = getelementptr inbounds %struct.enumval, %struct.enumval* %2, i32 0, i32 1
  store i32 1, i32* %4, align 8
  %5 = getelementptr inbounds [4 x %struct.enumval], [4 x %struct.enumval]* %1, i32 0, i32 1
  %6 = getelementptr inbounds %struct.enumval, %struct.enumval* %5, i32 0, i32 0
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i8** %6, align 16
  %7 = getelementptr inbounds [4 x %struct.enumval], [4 x %struct.enumval]* %1, i32 0, i32 2
  %8 = getelementptr inbounds %struct.enumval, %struct.enumval* %7, i32 0, i32 0
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.2, i32 0, i32 0), i8** %8, align 16
  %9 = getelementptr inbounds %struct.enumval, %struct.enumval* %7, i32 0, i32 1
  store i32 2, i32* %9, align 8
  %arraydecay = getelementptr inbounds [4 x %struct.enumval], [4 x %struct.enumval]* %aDetail, i64 0, i64 0
  %10 = load i8*, i8** %z.addr, align 8
  %11 = load i32*, i32** %out.addr, align 8
  %call = call i32 @set_enum(%struct.enumval* noundef %arraydecay, i8* noundef %10, i32* noundef %11)
  ret i32 %call
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %v = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  store i32 0, i32* %v, align 4
  %0 = load i32, i32* %argc.addr, align 4
  %cmp = icmp slt i32 %0, 2
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %call = call i32 @set_enum(%struct.enumval* noundef @fallback, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i32* noundef %v)
  store i32 %call, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %1 = load i8**, i8*** %argv.addr, align 8
  %arrayidx = getelementptr inbounds i8*, i8** %1, i64 1
  %2 = load i8*, i8** %arrayidx, align 8
  %call1 = call i32 @parse_detail(i8* noundef %2, i32* noundef %v)
  %3 = load i32, i32* %v, align 4
  %add = add nsw i32 %call1, %3
  store i32 %add, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %4 = load i32, i32* %retval, align 4
  ret i32 %4
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { nounwind readonly willreturn }

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
