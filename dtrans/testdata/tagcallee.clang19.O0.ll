; ModuleID = 'tagcallee.c'
source_filename = "tagcallee.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.C = type { ptr, %union.anon, i32, i64 }
%union.anon = type { [3 x i64] }
%struct.OS = type { i64, i32, ptr, ptr }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @aligned_alloc_c(i64 noundef %align, i64 noundef %size) #0 {
entry:
  %retval = alloca ptr, align 8
  %align.addr = alloca i64, align 8
  %size.addr = alloca i64, align 8
  %p = alloca ptr, align 8
  store i64 %align, ptr %align.addr, align 8
  store i64 %size, ptr %size.addr, align 8
  %0 = load i64, ptr %size.addr, align 8
  %1 = load i64, ptr %align.addr, align 8
  %add = add i64 %0, %1
  %call = call noalias ptr @malloc(i64 noundef %add) #2
  store ptr %call, ptr %p, align 8
  %2 = load ptr, ptr %p, align 8
  %tobool = icmp ne ptr %2, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store ptr null, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %3 = load ptr, ptr %p, align 8
  %4 = ptrtoint ptr %3 to i64
  %5 = load i64, ptr %align.addr, align 8
  %add1 = add i64 %4, %5
  %sub = sub i64 %add1, 1
  %6 = load i64, ptr %align.addr, align 8
  %sub2 = sub i64 %6, 1
  %not = xor i64 %sub2, -1
  %and = and i64 %sub, %not
  %7 = inttoptr i64 %and to ptr
  store ptr %7, ptr %retval, align 8
  br label %return

return:                                           ; preds = %if.end, %if.then
  %8 = load ptr, ptr %retval, align 8
  ret ptr %8
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @alloc_c(i32 noundef %level) #0 {
entry:
  %retval = alloca ptr, align 8
  %level.addr = alloca i32, align 4
  %c = alloca ptr, align 8
  store i32 %level, ptr %level.addr, align 4
  %call = call ptr @aligned_alloc_c(i64 noundef 32, i64 noundef 48)
  store ptr %call, ptr %c, align 8
  %0 = load ptr, ptr %c, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store ptr null, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %1 = load i32, ptr %level.addr, align 4
  %2 = load ptr, ptr %c, align 8
  %level1 = getelementptr inbounds %struct.C, ptr %2, i32 0, i32 2
  store i32 %1, ptr %level1, align 8
  %3 = load ptr, ptr %c, align 8
  %max = getelementptr inbounds %struct.C, ptr %3, i32 0, i32 3
  store i64 10, ptr %max, align 8
  %4 = load i32, ptr %level.addr, align 4
  %cmp = icmp sgt i32 %4, 3
  br i1 %cmp, label %if.then2, label %if.else

if.then2:                                         ; preds = %if.end
  %5 = load ptr, ptr %c, align 8
  %impl = getelementptr inbounds %struct.C, ptr %5, i32 0, i32 0
  store ptr @slow, ptr %impl, align 8
  br label %if.end4

if.else:                                          ; preds = %if.end
  %6 = load ptr, ptr %c, align 8
  %impl3 = getelementptr inbounds %struct.C, ptr %6, i32 0, i32 0
  store ptr @fast, ptr %impl3, align 8
  br label %if.end4

if.end4:                                          ; preds = %if.else, %if.then2
  %7 = load ptr, ptr %c, align 8
  store ptr %7, ptr %retval, align 8
  br label %return

return:                                           ; preds = %if.end4, %if.then
  %8 = load ptr, ptr %retval, align 8
  ret ptr %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @slow(ptr noundef %c, ptr noundef %in, i64 noundef %n, ptr noundef %os) #0 {
entry:
  %c.addr = alloca ptr, align 8
  %in.addr = alloca ptr, align 8
  %n.addr = alloca i64, align 8
  %os.addr = alloca ptr, align 8
  store ptr %c, ptr %c.addr, align 8
  store ptr %in, ptr %in.addr, align 8
  store i64 %n, ptr %n.addr, align 8
  store ptr %os, ptr %os.addr, align 8
  %0 = load i64, ptr %n.addr, align 8
  %1 = load ptr, ptr %os.addr, align 8
  %next = getelementptr inbounds %struct.OS, ptr %1, i32 0, i32 2
  %2 = load ptr, ptr %next, align 8
  %add.ptr = getelementptr inbounds i8, ptr %2, i64 %0
  store ptr %add.ptr, ptr %next, align 8
  %3 = load ptr, ptr %os.addr, align 8
  %n1 = getelementptr inbounds %struct.OS, ptr %3, i32 0, i32 1
  store i32 0, ptr %n1, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fast(ptr noundef %c, ptr noundef %in, i64 noundef %n, ptr noundef %os) #0 {
entry:
  %c.addr = alloca ptr, align 8
  %in.addr = alloca ptr, align 8
  %n.addr = alloca i64, align 8
  %os.addr = alloca ptr, align 8
  store ptr %c, ptr %c.addr, align 8
  store ptr %in, ptr %in.addr, align 8
  store i64 %n, ptr %n.addr, align 8
  store ptr %os, ptr %os.addr, align 8
  %0 = load i64, ptr %n.addr, align 8
  %1 = load ptr, ptr %os.addr, align 8
  %bits = getelementptr inbounds %struct.OS, ptr %1, i32 0, i32 0
  store i64 %0, ptr %bits, align 8
  %2 = load ptr, ptr %c.addr, align 8
  %level = getelementptr inbounds %struct.C, ptr %2, i32 0, i32 2
  %3 = load i32, ptr %level, align 8
  %4 = load ptr, ptr %os.addr, align 8
  %n1 = getelementptr inbounds %struct.OS, ptr %4, i32 0, i32 1
  store i32 %3, ptr %n1, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @compress(ptr noundef %c, ptr noundef %in, i64 noundef %n, ptr noundef %out, i64 noundef %avail) #0 {
entry:
  %retval = alloca i64, align 8
  %c.addr = alloca ptr, align 8
  %in.addr = alloca ptr, align 8
  %n.addr = alloca i64, align 8
  %out.addr = alloca ptr, align 8
  %avail.addr = alloca i64, align 8
  %os = alloca %struct.OS, align 8
  store ptr %c, ptr %c.addr, align 8
  store ptr %in, ptr %in.addr, align 8
  store i64 %n, ptr %n.addr, align 8
  store ptr %out, ptr %out.addr, align 8
  store i64 %avail, ptr %avail.addr, align 8
  %0 = load ptr, ptr %c.addr, align 8
  %max = getelementptr inbounds %struct.C, ptr %0, i32 0, i32 3
  %1 = load i64, ptr %max, align 8
  %2 = load i64, ptr %n.addr, align 8
  %cmp = icmp ult i64 %1, %2
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i64 0, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %bits = getelementptr inbounds %struct.OS, ptr %os, i32 0, i32 0
  store i64 0, ptr %bits, align 8
  %n1 = getelementptr inbounds %struct.OS, ptr %os, i32 0, i32 1
  store i32 0, ptr %n1, align 8
  %3 = load ptr, ptr %out.addr, align 8
  %next = getelementptr inbounds %struct.OS, ptr %os, i32 0, i32 2
  store ptr %3, ptr %next, align 8
  %4 = load ptr, ptr %out.addr, align 8
  %5 = load i64, ptr %avail.addr, align 8
  %add.ptr = getelementptr inbounds i8, ptr %4, i64 %5
  %add.ptr2 = getelementptr inbounds i8, ptr %add.ptr, i64 -8
  %end = getelementptr inbounds %struct.OS, ptr %os, i32 0, i32 3
  store ptr %add.ptr2, ptr %end, align 8
  %6 = load ptr, ptr %c.addr, align 8
  %impl = getelementptr inbounds %struct.C, ptr %6, i32 0, i32 0
  %7 = load ptr, ptr %impl, align 8
  %8 = load ptr, ptr %c.addr, align 8
  %9 = load ptr, ptr %in.addr, align 8
  %10 = load i64, ptr %n.addr, align 8
  call void %7(ptr noundef %8, ptr noundef %9, i64 noundef %10, ptr noundef %os)
  %next3 = getelementptr inbounds %struct.OS, ptr %os, i32 0, i32 2
  %11 = load ptr, ptr %next3, align 8
  %end4 = getelementptr inbounds %struct.OS, ptr %os, i32 0, i32 3
  %12 = load ptr, ptr %end4, align 8
  %cmp5 = icmp uge ptr %11, %12
  br i1 %cmp5, label %if.then6, label %if.end7

if.then6:                                         ; preds = %if.end
  store i64 0, ptr %retval, align 8
  br label %return

if.end7:                                          ; preds = %if.end
  %n8 = getelementptr inbounds %struct.OS, ptr %os, i32 0, i32 1
  %13 = load i32, ptr %n8, align 8
  %tobool = icmp ne i32 %13, 0
  br i1 %tobool, label %if.then9, label %if.end12

if.then9:                                         ; preds = %if.end7
  %bits10 = getelementptr inbounds %struct.OS, ptr %os, i32 0, i32 0
  %14 = load i64, ptr %bits10, align 8
  %conv = trunc i64 %14 to i8
  %next11 = getelementptr inbounds %struct.OS, ptr %os, i32 0, i32 2
  %15 = load ptr, ptr %next11, align 8
  %incdec.ptr = getelementptr inbounds i8, ptr %15, i32 1
  store ptr %incdec.ptr, ptr %next11, align 8
  store i8 %conv, ptr %15, align 1
  br label %if.end12

if.end12:                                         ; preds = %if.then9, %if.end7
  %next13 = getelementptr inbounds %struct.OS, ptr %os, i32 0, i32 2
  %16 = load ptr, ptr %next13, align 8
  %17 = load ptr, ptr %out.addr, align 8
  %sub.ptr.lhs.cast = ptrtoint ptr %16 to i64
  %sub.ptr.rhs.cast = ptrtoint ptr %17 to i64
  %sub.ptr.sub = sub i64 %sub.ptr.lhs.cast, %sub.ptr.rhs.cast
  store i64 %sub.ptr.sub, ptr %retval, align 8
  br label %return

return:                                           ; preds = %if.end12, %if.then6, %if.then
  %18 = load i64, ptr %retval, align 8
  ret i64 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %buf = alloca [64 x i8], align 16
  %c = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load i32, ptr %argc.addr, align 4
  %call = call ptr @alloc_c(i32 noundef %0)
  store ptr %call, ptr %c, align 8
  %1 = load ptr, ptr %c, align 8
  %tobool = icmp ne ptr %1, null
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %2 = load ptr, ptr %c, align 8
  %3 = load ptr, ptr %argv.addr, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %3, i64 0
  %4 = load ptr, ptr %arrayidx, align 8
  %arraydecay = getelementptr inbounds [64 x i8], ptr %buf, i64 0, i64 0
  %call1 = call i64 @compress(ptr noundef %2, ptr noundef %4, i64 noundef 3, ptr noundef %arraydecay, i64 noundef 64)
  %conv = trunc i64 %call1 to i32
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %conv, %cond.true ], [ 1, %cond.false ]
  ret i32 %cond
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
