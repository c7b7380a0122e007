; ModuleID = 'unionouter.c'
source_filename = "unionouter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Obj = type { i32, [4 x i8], ptr, %union.anon, i32 }
%union.anon = type { %struct.Num }
%struct.Num = type { [4 x double] }
%struct.Re = type { ptr, ptr, i16, i16 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %a = alloca ptr, align 8
  %b = alloca ptr, align 8
  %r = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load i32, ptr %argc.addr, align 4
  %cmp = icmp sgt i32 %0, 1
  %conv = zext i1 %cmp to i32
  %1 = load ptr, ptr %argv.addr, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %1, i64 0
  %2 = load ptr, ptr %arrayidx, align 8
  %call = call ptr @make(i32 noundef %conv, ptr noundef %2)
  store ptr %call, ptr %a, align 8
  %3 = load ptr, ptr %argv.addr, align 8
  %arrayidx1 = getelementptr inbounds ptr, ptr %3, i64 0
  %4 = load ptr, ptr %arrayidx1, align 8
  %call2 = call ptr @make(i32 noundef 0, ptr noundef %4)
  store ptr %call2, ptr %b, align 8
  %5 = load ptr, ptr %b, align 8
  %6 = load ptr, ptr %a, align 8
  %next = getelementptr inbounds %struct.Obj, ptr %6, i32 0, i32 2
  store ptr %5, ptr %next, align 8
  %7 = load ptr, ptr %a, align 8
  %call3 = call i32 @use(ptr noundef %7)
  %8 = load ptr, ptr %a, align 8
  %next4 = getelementptr inbounds %struct.Obj, ptr %8, i32 0, i32 2
  %9 = load ptr, ptr %next4, align 8
  %call5 = call i32 @use(ptr noundef %9)
  %add = add nsw i32 %call3, %call5
  store i32 %add, ptr %r, align 4
  %10 = load ptr, ptr %b, align 8
  call void @free(ptr noundef %10) #4
  %11 = load ptr, ptr %a, align 8
  call void @free(ptr noundef %11) #4
  %12 = load i32, ptr %r, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @make(i32 noundef %type, ptr noundef %s) #0 {
entry:
  %type.addr = alloca i32, align 4
  %s.addr = alloca ptr, align 8
  %o = alloca ptr, align 8
  %re = alloca ptr, align 8
  store i32 %type, ptr %type.addr, align 4
  store ptr %s, ptr %s.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 56) #5
  store ptr %call, ptr %o, align 8
  %0 = load ptr, ptr %o, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  call void @exit(i32 noundef 1) #6
  unreachable

if.end:                                           ; preds = %entry
  %1 = load i32, ptr %type.addr, align 4
  %2 = load ptr, ptr %o, align 8
  %type1 = getelementptr inbounds %struct.Obj, ptr %2, i32 0, i32 0
  store i32 %1, ptr %type1, align 8
  %3 = load ptr, ptr %o, align 8
  %tag = getelementptr inbounds %struct.Obj, ptr %3, i32 0, i32 1
  %arrayidx = getelementptr inbounds [4 x i8], ptr %tag, i64 0, i64 0
  store i8 111, ptr %arrayidx, align 4
  %4 = load ptr, ptr %o, align 8
  %next = getelementptr inbounds %struct.Obj, ptr %4, i32 0, i32 2
  store ptr null, ptr %next, align 8
  %5 = load ptr, ptr %o, align 8
  %refs = getelementptr inbounds %struct.Obj, ptr %5, i32 0, i32 4
  store i32 1, ptr %refs, align 8
  %6 = load i32, ptr %type.addr, align 4
  %tobool2 = icmp ne i32 %6, 0
  br i1 %tobool2, label %if.then3, label %if.else

if.then3:                                         ; preds = %if.end
  %7 = load ptr, ptr %o, align 8
  %u = getelementptr inbounds %struct.Obj, ptr %7, i32 0, i32 3
  store ptr %u, ptr %re, align 8
  %8 = load ptr, ptr %s.addr, align 8
  %9 = load ptr, ptr %re, align 8
  %src = getelementptr inbounds %struct.Re, ptr %9, i32 0, i32 0
  store ptr %8, ptr %src, align 8
  %10 = load ptr, ptr %s.addr, align 8
  %add.ptr = getelementptr inbounds i8, ptr %10, i64 1
  %11 = load ptr, ptr %re, align 8
  %prog = getelementptr inbounds %struct.Re, ptr %11, i32 0, i32 1
  store ptr %add.ptr, ptr %prog, align 8
  %12 = load ptr, ptr %re, align 8
  %flags = getelementptr inbounds %struct.Re, ptr %12, i32 0, i32 2
  store i16 3, ptr %flags, align 8
  %13 = load ptr, ptr %re, align 8
  %last = getelementptr inbounds %struct.Re, ptr %13, i32 0, i32 3
  store i16 0, ptr %last, align 2
  br label %if.end6

if.else:                                          ; preds = %if.end
  %14 = load ptr, ptr %o, align 8
  %u4 = getelementptr inbounds %struct.Obj, ptr %14, i32 0, i32 3
  %d = getelementptr inbounds %struct.Num, ptr %u4, i32 0, i32 0
  %arrayidx5 = getelementptr inbounds [4 x double], ptr %d, i64 0, i64 0
  store double 1.500000e+00, ptr %arrayidx5, align 8
  br label %if.end6

if.end6:                                          ; preds = %if.else, %if.then3
  %15 = load ptr, ptr %o, align 8
  ret ptr %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @use(ptr noundef %o) #0 {
entry:
  %retval = alloca i32, align 4
  %o.addr = alloca ptr, align 8
  %re = alloca ptr, align 8
  store ptr %o, ptr %o.addr, align 8
  %0 = load ptr, ptr %o.addr, align 8
  %type = getelementptr inbounds %struct.Obj, ptr %0, i32 0, i32 0
  %1 = load i32, ptr %type, align 8
  %tobool = icmp ne i32 %1, 0
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %2 = load ptr, ptr %o.addr, align 8
  %u = getelementptr inbounds %struct.Obj, ptr %2, i32 0, i32 3
  store ptr %u, ptr %re, align 8
  %3 = load ptr, ptr %re, align 8
  %flags = getelementptr inbounds %struct.Re, ptr %3, i32 0, i32 2
  %4 = load i16, ptr %flags, align 8
  %conv = sext i16 %4 to i32
  %5 = load ptr, ptr %re, align 8
  %last = getelementptr inbounds %struct.Re, ptr %5, i32 0, i32 3
  %6 = load i16, ptr %last, align 2
  %conv1 = sext i16 %6 to i32
  %add = add nsw i32 %conv, %conv1
  %7 = load ptr, ptr %re, align 8
  %src = getelementptr inbounds %struct.Re, ptr %7, i32 0, i32 0
  %8 = load ptr, ptr %src, align 8
  %arrayidx = getelementptr inbounds i8, ptr %8, i64 0
  %9 = load i8, ptr %arrayidx, align 1
  %conv2 = sext i8 %9 to i32
  %add3 = add nsw i32 %add, %conv2
  %10 = load ptr, ptr %re, align 8
  %prog = getelementptr inbounds %struct.Re, ptr %10, i32 0, i32 1
  %11 = load ptr, ptr %prog, align 8
  %arrayidx4 = getelementptr inbounds i8, ptr %11, i64 0
  %12 = load i8, ptr %arrayidx4, align 1
  %conv5 = sext i8 %12 to i32
  %add6 = add nsw i32 %add3, %conv5
  %13 = load ptr, ptr %o.addr, align 8
  %refs = getelementptr inbounds %struct.Obj, ptr %13, i32 0, i32 4
  %14 = load i32, ptr %refs, align 8
  %add7 = add nsw i32 %add6, %14
  store i32 %add7, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %15 = load ptr, ptr %o.addr, align 8
  %u8 = getelementptr inbounds %struct.Obj, ptr %15, i32 0, i32 3
  %d = getelementptr inbounds %struct.Num, ptr %u8, i32 0, i32 0
  %arrayidx9 = getelementptr inbounds [4 x double], ptr %d, i64 0, i64 0
  %16 = load double, ptr %arrayidx9, align 8
  %conv10 = fptosi double %16 to i32
  %17 = load ptr, ptr %o.addr, align 8
  %tag = getelementptr inbounds %struct.Obj, ptr %17, i32 0, i32 1
  %arrayidx11 = getelementptr inbounds [4 x i8], ptr %tag, i64 0, i64 0
  %18 = load i8, ptr %arrayidx11, align 4
  %conv12 = sext i8 %18 to i32
  %add13 = add nsw i32 %conv10, %conv12
  store i32 %add13, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %19 = load i32, ptr %retval, align 4
  ret i32 %19
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #1

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
