; ModuleID = 'hD_header.c'
source_filename = "hD_header.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Obj = type { ptr, i8, i8 }
%struct.Str = type { ptr, i8, i8, i8, i8, i32, %union.anon, [1 x i8] }
%union.anon = type { i64 }

@allgc = internal global ptr null, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @newobj(i32 noundef %tt, i64 noundef %sz) #0 {
entry:
  %tt.addr = alloca i32, align 4
  %sz.addr = alloca i64, align 8
  %o = alloca ptr, align 8
  store i32 %tt, ptr %tt.addr, align 4
  store i64 %sz, ptr %sz.addr, align 8
  %0 = load i64, ptr %sz.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef %0) #5
  store ptr %call, ptr %o, align 8
  %1 = load ptr, ptr %o, align 8
  %cmp = icmp eq ptr %1, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  call void @abort() #6
  unreachable

if.end:                                           ; preds = %entry
  %2 = load i32, ptr %tt.addr, align 4
  %conv = trunc i32 %2 to i8
  %3 = load ptr, ptr %o, align 8
  %tt1 = getelementptr inbounds %struct.Obj, ptr %3, i32 0, i32 1
  store i8 %conv, ptr %tt1, align 8
  %4 = load ptr, ptr %o, align 8
  %marked = getelementptr inbounds %struct.Obj, ptr %4, i32 0, i32 2
  store i8 0, ptr %marked, align 1
  %5 = load ptr, ptr @allgc, align 8
  %6 = load ptr, ptr %o, align 8
  %next = getelementptr inbounds %struct.Obj, ptr %6, i32 0, i32 0
  store ptr %5, ptr %next, align 8
  %7 = load ptr, ptr %o, align 8
  store ptr %7, ptr @allgc, align 8
  %8 = load ptr, ptr %o, align 8
  ret ptr %8
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noreturn nounwind
declare void @abort() #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @newstr(ptr noundef %s, i64 noundef %l) #0 {
entry:
  %s.addr = alloca ptr, align 8
  %l.addr = alloca i64, align 8
  %o = alloca ptr, align 8
  %ts = alloca ptr, align 8
  store ptr %s, ptr %s.addr, align 8
  store i64 %l, ptr %l.addr, align 8
  %0 = load i64, ptr %l.addr, align 8
  %add = add i64 24, %0
  %add1 = add i64 %add, 1
  %call = call ptr @newobj(i32 noundef 4, i64 noundef %add1)
  store ptr %call, ptr %o, align 8
  %1 = load ptr, ptr %o, align 8
  store ptr %1, ptr %ts, align 8
  %2 = load ptr, ptr %ts, align 8
  %hash = getelementptr inbounds %struct.Str, ptr %2, i32 0, i32 5
  store i32 7, ptr %hash, align 4
  %3 = load ptr, ptr %ts, align 8
  %extra = getelementptr inbounds %struct.Str, ptr %3, i32 0, i32 3
  store i8 0, ptr %extra, align 2
  %4 = load ptr, ptr %ts, align 8
  %contents = getelementptr inbounds %struct.Str, ptr %4, i32 0, i32 7
  %arraydecay = getelementptr inbounds [1 x i8], ptr %contents, i64 0, i64 0
  %5 = load ptr, ptr %s.addr, align 8
  %6 = load i64, ptr %l.addr, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %arraydecay, ptr align 1 %5, i64 %6, i1 false)
  %7 = load ptr, ptr %ts, align 8
  %contents2 = getelementptr inbounds %struct.Str, ptr %7, i32 0, i32 7
  %8 = load i64, ptr %l.addr, align 8
  %arrayidx = getelementptr inbounds [1 x i8], ptr %contents2, i64 0, i64 %8
  store i8 0, ptr %arrayidx, align 1
  %9 = load ptr, ptr %ts, align 8
  ret ptr %9
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %ts = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %0, i64 0
  %1 = load ptr, ptr %arrayidx, align 8
  %2 = load ptr, ptr %argv.addr, align 8
  %arrayidx1 = getelementptr inbounds ptr, ptr %2, i64 0
  %3 = load ptr, ptr %arrayidx1, align 8
  %call = call i64 @strlen(ptr noundef %3) #7
  %call2 = call ptr @newstr(ptr noundef %1, i64 noundef %call)
  store ptr %call2, ptr %ts, align 8
  %4 = load ptr, ptr %ts, align 8
  %hash = getelementptr inbounds %struct.Str, ptr %4, i32 0, i32 5
  %5 = load i32, ptr %hash, align 4
  %6 = load ptr, ptr %ts, align 8
  %contents = getelementptr inbounds %struct.Str, ptr %6, i32 0, i32 7
  %arrayidx3 = getelementptr inbounds [1 x i8], ptr %contents, i64 0, i64 0
  %7 = load i8, ptr %arrayidx3, align 8
  %conv = sext i8 %7 to i32
  %add = add i32 %5, %conv
  %8 = load ptr, ptr @allgc, align 8
  %tt = getelementptr inbounds %struct.Obj, ptr %8, i32 0, i32 1
  %9 = load i8, ptr %tt, align 8
  %conv4 = zext i8 %9 to i32
  %add5 = add i32 %add, %conv4
  ret i32 %add5
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { noreturn nounwind }
attributes #7 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
