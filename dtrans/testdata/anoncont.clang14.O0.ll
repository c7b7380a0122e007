; ModuleID = 'anoncont.c'
source_filename = "anoncont.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.gzfile = type { i32, i8*, i64 }
%struct.gz_state = type { %struct.gzfile, i32, i32, i8*, i32 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @gzgetc(%struct.gzfile* noundef %file) #0 {
entry:
  %retval = alloca i32, align 4
  %file.addr = alloca %struct.gzfile*, align 8
  %state = alloca %struct.gz_state*, align 8
  store %struct.gzfile* %file, %struct.gzfile** %file.addr, align 8
  %0 = load %struct.gzfile*, %struct.gzfile** %file.addr, align 8
  %1 = bitcast %struct.gzfile* %0 to %struct.gz_state*
  store %struct.gz_state* %1, %struct.gz_state** %state, align 8
  %2 = load %struct.gz_state*, %struct.gz_state** %state, align 8
  %mode = getelementptr inbounds %struct.gz_state, %struct.gz_state* %2, i32 0, i32 1
  %3 = load i32, i32* %mode, align 8
  %cmp = icmp ne i32 %3, 7247
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 -1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %4 = load %struct.gz_state*, %struct.gz_state** %state, align 8
  %x = getelementptr inbounds %struct.gz_state, %struct.gz_state* %4, i32 0, i32 0
  %have = getelementptr inbounds %struct.gzfile, %struct.gzfile* %x, i32 0, i32 0
  %5 = load i32, i32* %have, align 8
  %cmp1 = icmp eq i32 %5, 0
  br i1 %cmp1, label %land.lhs.true, label %if.end4

land.lhs.true:                                    ; preds = %if.end
  %6 = load %struct.gz_state*, %struct.gz_state** %state, align 8
  %call = call i32 @gz_fetch(%struct.gz_state* noundef %6)
  %cmp2 = icmp ne i32 %call, 0
  br i1 %cmp2, label %if.then3, label %if.end4

if.then3:                                         ; preds = %land.lhs.true
  store i32 -1, i32* %retval, align 4
  br label %return

if.end4:                                          ; preds = %land.lhs.true, %if.end
  %7 = load %struct.gz_state*, %struct.gz_state** %state, align 8
  %x5 = getelementptr inbounds %struct.gz_state, %struct.gz_state* %7, i32 0, i32 0
  %have6 = getelementptr inbounds %struct.gzfile, %struct.gzfile* %x5, i32 0, i32 0
  %8 = load i32, i32* %have6, align 8
  %dec = add i32 %8, -1
  store i32 %dec, i32* %have6, align 8
  %9 = load %struct.gz_state*, %struct.gz_state** %state, align 8
  %x7 = getelementptr inbounds %struct.gz_state, %struct.gz_state* %9, i32 0, i32 0
  %pos = getelementptr inbounds %struct.gzfile, %struct.gzfile* %x7, i32 0, i32 2
  %10 = load i64, i64* %pos, align 8
  %inc = add nsw i64 %10, 1
  store i64 %inc, i64* %pos, align 8
  %11 = load %struct.gz_state*, %struct.gz_state** %state, align 8
  %x8 = getelementptr inbounds %struct.gz_state, %struct.gz_state* %11, i32 0, i32 0
  %next = getelementptr inbounds %struct.gzfile, %struct.gzfile* %x8, i32 0, i32 1
  %12 = load i8*, i8** %next, align 8
  %incdec.ptr = getelementptr inbounds i8, i8* %12, i32 1
  store i8* %incdec.ptr, i8** %next, align 8
  %13 = load i8, i8* %12, align 1
  %conv = zext i8 %13 to i32
  store i32 %conv, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end4, %if.then3, %if.then
  %14 = load i32, i32* %retval, align 4
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @gz_fetch(%struct.gz_state* noundef %state) #0 {
entry:
  %retval = alloca i32, align 4
  %state.addr = alloca %struct.gz_state*, align 8
  store %struct.gz_state* %state, %struct.gz_state** %state.addr, align 8
  %0 = load %struct.gz_state*, %struct.gz_state** %state.addr, align 8
  %1 = load %struct.gz_state*, %struct.gz_state** %state.addr, align 8
  %in = getelementptr inbounds %struct.gz_state, %struct.gz_state* %1, i32 0, i32 3
  %2 = load i8*, i8** %in, align 8
  %3 = load %struct.gz_state*, %struct.gz_state** %state.addr, align 8
  %size = getelementptr inbounds %struct.gz_state, %struct.gz_state* %3, i32 0, i32 4
  %4 = load i32, i32* %size, align 8
  %5 = load %struct.gz_state*, %struct.gz_state** %state.addr, align 8
  %x = getelementptr inbounds %struct.gz_state, %struct.gz_state* %5, i32 0, i32 0
  %have = getelementptr inbounds %struct.gzfile, %struct.gzfile* %x, i32 0, i32 0
  %call = call i32 @gz_load(%struct.gz_state* noundef %0, i8* noundef %2, i32 noundef %4, i32* noundef %have)
  %cmp = icmp ne i32 %call, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 -1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %6 = load %struct.gz_state*, %struct.gz_state** %state.addr, align 8
  %in1 = getelementptr inbounds %struct.gz_state, %struct.gz_state* %6, i32 0, i32 3
  %7 = load i8*, i8** %in1, align 8
  %8 = load %struct.gz_state*, %struct.gz_state** %state.addr, align 8
  %x2 = getelementptr inbounds %struct.gz_state, %struct.gz_state* %8, i32 0, i32 0
  %next = getelementptr inbounds %struct.gzfile, %struct.gzfile* %x2, i32 0, i32 1
  store i8* %7, i8** %next, align 8
  store i32 0, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %9 = load i32, i32* %retval, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.gzfile* @gzopen(i32 noundef %fd) #0 {
entry:
  %retval = alloca %struct.gzfile*, align 8
  %fd.addr = alloca i32, align 4
  %state = alloca %struct.gz_state*, align 8
  store i32 %fd, i32* %fd.addr, align 4
  %call = call noalias i8* @malloc(i64 noundef 48) #2
  %0 = bitcast i8* %call to %struct.gz_state*
  store %struct.gz_state* %0, %struct.gz_state** %state, align 8
  %1 = load %struct.gz_state*, %struct.gz_state** %state, align 8
  %cmp = icmp eq %struct.gz_state* %1, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store %struct.gzfile* null, %struct.gzfile** %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %2 = load %struct.gz_state*, %struct.gz_state** %state, align 8
  %mode = getelementptr inbounds %struct.gz_state, %struct.gz_state* %2, i32 0, i32 1
  store i32 7247, i32* %mode, align 8
  %3 = load i32, i32* %fd.addr, align 4
  %4 = load %struct.gz_state*, %struct.gz_state** %state, align 8
  %fd1 = getelementptr inbounds %struct.gz_state, %struct.gz_state* %4, i32 0, i32 2
  store i32 %3, i32* %fd1, align 4
  %5 = load %struct.gz_state*, %struct.gz_state** %state, align 8
  %size = getelementptr inbounds %struct.gz_state, %struct.gz_state* %5, i32 0, i32 4
  store i32 64, i32* %size, align 8
  %6 = load %struct.gz_state*, %struct.gz_state** %state, align 8
  %size2 = getelementptr inbounds %struct.gz_state, %struct.gz_state* %6, i32 0, i32 4
  %7 = load i32, i32* %size2, align 8
  %conv = zext i32 %7 to i64
  %call3 = call noalias i8* @malloc(i64 noundef %conv) #2
  %8 = load %struct.gz_state*, %struct.gz_state** %state, align 8
  %in = getelementptr inbounds %struct.gz_state, %struct.gz_state* %8, i32 0, i32 3
  store i8* %call3, i8** %in, align 8
  %9 = load %struct.gz_state*, %struct.gz_state** %state, align 8
  %x = getelementptr inbounds %struct.gz_state, %struct.gz_state* %9, i32 0, i32 0
  %have = getelementptr inbounds %struct.gzfile, %struct.gzfile* %x, i32 0, i32 0
  store i32 0, i32* %have, align 8
  %10 = load %struct.gz_state*, %struct.gz_state** %state, align 8
  %x4 = getelementptr inbounds %struct.gz_state, %struct.gz_state* %10, i32 0, i32 0
  %pos = getelementptr inbounds %struct.gzfile, %struct.gzfile* %x4, i32 0, i32 2
  store i64 0, i64* %pos, align 8
  %11 = load %struct.gz_state*, %struct.gz_state** %state, align 8
  %12 = bitcast %struct.gz_state* %11 to %struct.gzfile*
  store %struct.gzfile* %12, %struct.gzfile** %retval, align 8
  br label %return

return:                                           ; preds = %if.end, %if.then
  %13 = load %struct.gzfile*, %struct.gzfile** %retval, align 8
  ret %struct.gzfile* %13
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %f = alloca %struct.gzfile*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  %1 = load i32, i32* %argc.addr, align 4
  %call = call %struct.gzfile* @gzopen(i32 noundef %1)
  store %struct.gzfile* %call, %struct.gzfile** %f, align 8
  %2 = load %struct.gzfile*, %struct.gzfile** %f, align 8
  %cmp = icmp eq %struct.gzfile* %2, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %3 = load %struct.gzfile*, %struct.gzfile** %f, align 8
  %call1 = call i32 @gzgetc(%struct.gzfile* noundef %3)
  %4 = load %struct.gzfile*, %struct.gzfile** %f, align 8
  %call2 = call i32 @gzgetc(%struct.gzfile* noundef %4)
  %add = add nsw i32 %call1, %call2
  store i32 %add, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %5 = load i32, i32* %retval, align 4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @gz_load(%struct.gz_state* noundef %state, i8* noundef %buf, i32 noundef %len, i32* noundef %have) #0 {
entry:
  %state.addr = alloca %struct.gz_state*, align 8
  %buf.addr = alloca i8*, align 8
  %len.addr = alloca i32, align 4
  %have.addr = alloca i32*, align 8
  store %struct.gz_state* %state, %struct.gz_state** %state.addr, align 8
  store i8* %buf, i8** %buf.addr, align 8
  store i32 %len, i32* %len.addr, align 4
  store i32* %have, i32** %have.addr, align 8
  %0 = load i32*, i32** %have.addr, align 8
  store i32 0, i32* %0, align 4
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %1 = load i32*, i32** %have.addr, align 8
  %2 = load i32, i32* %1, align 4
  %3 = load i32, i32* %len.addr, align 4
  %cmp = icmp ult i32 %2, %3
  br i1 %cmp, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %4 = load %struct.gz_state*, %struct.gz_state** %state.addr, align 8
  %fd = getelementptr inbounds %struct.gz_state, %struct.gz_state* %4, i32 0, i32 2
  %5 = load i32, i32* %fd, align 4
  %6 = load i32*, i32** %have.addr, align 8
  %7 = load i32, i32* %6, align 4
  %add = add i32 %5, %7
  %conv = trunc i32 %add to i8
  %8 = load i8*, i8** %buf.addr, align 8
  %9 = load i32*, i32** %have.addr, align 8
  %10 = load i32, i32* %9, align 4
  %idxprom = zext i32 %10 to i64
  %arrayidx = getelementptr inbounds i8, i8* %8, i64 %idxprom
  store i8 %conv, i8* %arrayidx, align 1
  %11 = load i32*, i32** %have.addr, align 8
  %12 = load i32, i32* %11, align 4
  %add1 = add i32 %12, 1
  store i32 %add1, i32* %11, align 4
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %while.cond
  ret i32 0
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

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
