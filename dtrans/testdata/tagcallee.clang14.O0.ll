; ModuleID = 'tagcallee.c'
source_filename = "tagcallee.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.C = type { void (%struct.C*, i8*, i64, %struct.OS*)*, %union.anon, i32, i64 }
%struct.OS = type { i64, i32, i8*, i8* }
%union.anon = type { [3 x i64] }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @aligned_alloc_c(i64 noundef %align, i64 noundef %size) #0 {
entry:
  %retval = alloca i8*, align 8
  %align.addr = alloca i64, align 8
  %size.addr = alloca i64, align 8
  %p = alloca i8*, align 8
  store i64 %align, i64* %align.addr, align 8
  store i64 %size, i64* %size.addr, align 8
  %0 = load i64, i64* %size.addr, align 8
  %1 = load i64, i64* %align.addr, align 8
  %add = add i64 %0, %1
  %call = call noalias i8* @malloc(i64 noundef %add) #2
  store i8* %call, i8** %p, align 8
  %2 = load i8*, i8** %p, align 8
  %tobool = icmp ne i8* %2, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i8* null, i8** %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %3 = load i8*, i8** %p, align 8
  %4 = ptrtoint i8* %3 to i64
  %5 = load i64, i64* %align.addr, align 8
  %add1 = add i64 %4, %5
  %sub = sub i64 %add1, 1
  %6 = load i64, i64* %align.addr, align 8
  %sub2 = sub i64 %6, 1
  %neg = xor i64 %sub2, -1
  %and = and i64 %sub, %neg
  %7 = inttoptr i64 %and to i8*
  store i8* %7, i8** %retval, align 8
  br label %return

return:                                           ; preds = %if.end, %if.then
  %8 = load i8*, i8** %retval, align 8
  ret i8* %8
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.C* @alloc_c(i32 noundef %level) #0 {
entry:
  %retval = alloca %struct.C*, align 8
  %level.addr = alloca i32, align 4
  %c = alloca %struct.C*, align 8
  store i32 %level, i32* %level.addr, align 4
  %call = call i8* @aligned_alloc_c(i64 noundef 32, i64 noundef 48)
  %0 = bitcast i8* %call to %struct.C*
  store %struct.C* %0, %struct.C** %c, align 8
  %1 = load %struct.C*, %struct.C** %c, align 8
  %tobool = icmp ne %struct.C* %1, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store %struct.C* null, %struct.C** %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %2 = load i32, i32* %level.addr, align 4
  %3 = load %struct.C*, %struct.C** %c, align 8
  %level1 = getelementptr inbounds %struct.C, %struct.C* %3, i32 0, i32 2
  store i32 %2, i32* %level1, align 8
  %4 = load %struct.C*, %struct.C** %c, align 8
  %max = getelementptr inbounds %struct.C, %struct.C* %4, i32 0, i32 3
  store i64 10, i64* %max, align 8
  %5 = load i32, i32* %level.addr, align 4
  %cmp = icmp sgt i32 %5, 3
  br i1 %cmp, label %if.then2, label %if.else

if.then2:                                         ; preds = %if.end
  %6 = load %struct.C*, %struct.C** %c, align 8
  %impl = getelementptr inbounds %struct.C, %struct.C* %6, i32 0, i32 0
  store void (%struct.C*, i8*, i64, %struct.OS*)* @slow, void (%struct.C*, i8*, i64, %struct.OS*)** %impl, align 8
  br label %if.end4

if.else:                                          ; preds = %if.end
  %7 = load %struct.C*, %struct.C** %c, align 8
  %impl3 = getelementptr inbounds %struct.C, %struct.C* %7, i32 0, i32 0
  store void (%struct.C*, i8*, i64, %struct.OS*)* @fast, void (%struct.C*, i8*, i64, %struct.OS*)** %impl3, align 8
  br label %if.end4

if.end4:                                          ; preds = %if.else, %if.then2
  %8 = load %struct.C*, %struct.C** %c, align 8
  store %struct.C* %8, %struct.C** %retval, align 8
  br label %return

return:                                           ; preds = %if.end4, %if.then
  %9 = load %struct.C*, %struct.C** %retval, align 8
  ret %struct.C* %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @slow(%struct.C* noundef %c, i8* noundef %in, i64 noundef %n, %struct.OS* noundef %os) #0 {
entry:
  %c.addr = alloca %struct.C*, align 8
  %in.addr = alloca i8*, align 8
  %n.addr = alloca i64, align 8
  %os.addr = alloca %struct.OS*, align 8
  store %struct.C* %c, %struct.C** %c.addr, align 8
  store i8* %in, i8** %in.addr, align 8
  store i64 %n, i64* %n.addr, align 8
  store %struct.OS* %os, %struct.OS** %os.addr, align 8
  %0 = load i64, i64* %n.addr, align 8
  %1 = load %struct.OS*, %struct.OS** %os.addr, align 8
  %next = getelementptr inbounds %struct.OS, %struct.OS* %1, i32 0, i32 2
  %2 = load i8*, i8** %next, align 8
  %add.ptr = getelementptr inbounds i8, i8* %2, i64 %0
  store i8* %add.ptr, i8** %next, align 8
  %3 = load %struct.OS*, %struct.OS** %os.addr, align 8
  %n1 = getelementptr inbounds %struct.OS, %struct.OS* %3, i32 0, i32 1
  store i32 0, i32* %n1, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fast(%struct.C* noundef %c, i8* noundef %in, i64 noundef %n, %struct.OS* noundef %os) #0 {
entry:
  %c.addr = alloca %struct.C*, align 8
  %in.addr = alloca i8*, align 8
  %n.addr = alloca i64, align 8
  %os.addr = alloca %struct.OS*, align 8
  store %struct.C* %c, %struct.C** %c.addr, align 8
  store i8* %in, i8** %in.addr, align 8
  store i64 %n, i64* %n.addr, align 8
  store %struct.OS* %os, %struct.OS** %os.addr, align 8
  %0 = load i64, i64* %n.addr, align 8
  %1 = load %struct.OS*, %struct.OS** %os.addr, align 8
  %bits = getelementptr inbounds %struct.OS, %struct.OS* %1, i32 0, i32 0
  store i64 %0, i64* %bits, align 8
  %2 = load %struct.C*, %struct.C** %c.addr, align 8
  %level = getelementptr inbounds %struct.C, %struct.C* %2, i32 0, i32 2
  %3 = load i32, i32* %level, align 8
  %4 = load %struct.OS*, %struct.OS** %os.addr, align 8
  %n1 = getelementptr inbounds %struct.OS, %struct.OS* %4, i32 0, i32 1
  store i32 %3, i32* %n1, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @compress(%struct.C* noundef %c, i8* noundef %in, i64 noundef %n, i8* noundef %out, i64 noundef %avail) #0 {
entry:
  %retval = alloca i64, align 8
  %c.addr = alloca %struct.C*, align 8
  %in.addr = alloca i8*, align 8
  %n.addr = alloca i64, align 8
  %out.addr = alloca i8*, align 8
  %avail.addr = alloca i64, align 8
  %os = alloca %struct.OS, align 8
  store %struct.C* %c, %struct.C** %c.addr, align 8
  store i8* %in, i8** %in.addr, align 8
  store i64 %n, i64* %n.addr, align 8
  store i8* %out, i8** %out.addr, align 8
  store i64 %avail, i64* %avail.addr, align 8
  %0 = load %struct.C*, %struct.C** %c.addr, align 8
  %max = getelementptr inbounds %struct.C, %struct.C* %0, i32 0, i32 3
  %1 = load i64, i64* %max, align 8
  %2 = load i64, i64* %n.addr, align 8
  %cmp = icmp ult i64 %1, %2
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i64 0, i64* %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %bits = getelementptr inbounds %struct.OS, %struct.OS* %os, i32 0, i32 0
  store i64 0, i64* %bits, align 8
  %n1 = getelementptr inbounds %struct.OS, %struct.OS* %os, i32 0, i32 1
  store i32 0, i32* %n1, align 8
  %3 = load i8*, i8** %out.addr, align 8
  %next = getelementptr inbounds %struct.OS, %struct.OS* %os, i32 0, i32 2
  store i8* %3, i8** %next, align 8
  %4 = load i8*, i8** %out.addr, align 8
  %5 = load i64, i64* %avail.addr, align 8
  %add.ptr = getelementptr inbounds i8, i8* %4, i64 %5
  %add.ptr2 = getelementptr inbounds i8, i8* %add.ptr, i64 -8
  %end = getelementptr inbounds %struct.OS, %struct.OS* %os, i32 0, i32 3
  store i8* %add.ptr2, i8** %end, align 8
  %6 = load %struct.C*, %struct.C** %c.addr, align 8
  %impl = getelementptr inbounds %struct.C, %struct.C* %6, i32 0, i32 0
  %7 = load void (%struct.C*, i8*, i64, %struct.OS*)*, void (%struct.C*, i8*, i64, %struct.OS*)** %impl, align 8
  %8 = load %struct.C*, %struct.C** %c.addr, align 8
  %9 = load i8*, i8** %in.addr, align 8
  %10 = load i64, i64* %n.addr, align 8
  call void %7(%struct.C* noundef %8, i8* noundef %9, i64 noundef %10, %struct.OS* noundef %os)
  %next3 = getelementptr inbounds %struct.OS, %struct.OS* %os, i32 0, i32 2
  %11 = load i8*, i8** %next3, align 8
  %end4 = getelementptr inbounds %struct.OS, %struct.OS* %os, i32 0, i32 3
  %12 = load i8*, i8** %end4, align 8
  %cmp5 = icmp uge i8* %11, %12
  br i1 %cmp5, label %if.then6, label %if.end7

if.then6:                                         ; preds = %if.end
  store i64 0, i64* %retval, align 8
  br label %return

if.end7:                                          ; preds = %if.end
  %n8 = getelementptr inbounds %struct.OS, %struct.OS* %os, i32 0, i32 1
  %13 = load i32, i32* %n8, align 8
  %tobool = icmp ne i32 %13, 0
  br i1 %tobool, label %if.then9, label %if.end12

if.then9:                                         ; preds = %if.end7
  %bits10 = getelementptr inbounds %struct.OS, %struct.OS* %os, i32 0, i32 0
  %14 = load i64, i64* %bits10, align 8
  %conv = trunc i64 %14 to i8
  %next11 = getelementptr inbounds %struct.OS, %struct.OS* %os, i32 0, i32 2
  %15 = load i8*, i8** %next11, align 8
  %incdec.ptr = getelementptr inbounds i8, i8* %15, i32 1
  store i8* %incdec.ptr, i8** %next11, align 8
  store i8 %conv, i8* %15, align 1
  br label %if.end12

if.end12:                                         ; preds = %if.then9, %if.end7
  %next13 = getelementptr inbounds %struct.OS, %struct.OS* %os, i32 0, i32 2
  %16 = load i8*, i8** %next13, align 8
  %17 = load i8*, i8** %out.addr, align 8
  %sub.ptr.lhs.cast = ptrtoint i8* %16 to i64
  %sub.ptr.rhs.cast = ptrtoint i8* %17 to i64
  %sub.ptr.sub = sub i64 %sub.ptr.lhs.cast, %sub.ptr.rhs.cast
  store i64 %sub.ptr.sub, i64* %retval, align 8
  br label %return

return:                                           ; preds = %if.end12, %if.then6, %if.then
  %18 = load i64, i64* %retval, align 8
  ret i64 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %buf = alloca [64 x i8], align 16
  %c = alloca %struct.C*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i32, i32* %argc.addr, align 4
  %call = call %struct.C* @alloc_c(i32 noundef %0)
  store %struct.C* %call, %struct.C** %c, align 8
  %1 = load %struct.C*, %struct.C** %c, align 8
  %tobool = icmp ne %struct.C* %1, null
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %2 = load %struct.C*, %struct.C** %c, align 8
  %3 = load i8**, i8*** %argv.addr, align 8
  %arrayidx = getelementptr inbounds i8*, i8** %3, i64 0
  %4 = load i8*, i8** %arrayidx, align 8
  %arraydecay = getelementptr inbounds [64 x i8], [64 x i8]* %buf, i64 0, i64 0
  %call1 = call i64 @compress(%struct.C* noundef %2, i8* noundef %4, i64 noundef 3, i8* noundef %arraydecay, i64 noundef 64)
  %conv = trunc i64 %call1 to i32
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %conv, %cond.true ], [ 1, %cond.false ]
  ret i32 %cond
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
