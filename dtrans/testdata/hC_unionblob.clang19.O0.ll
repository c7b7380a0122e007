; ModuleID = 'hC_unionblob.c'
source_filename = "hC_unionblob.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Obj = type { i32, %union.anon, ptr }
%union.anon = type { %struct.Re }
%struct.Re = type { ptr, ptr }
%struct.Fn = type { ptr, i32 }
%struct.Prog = type { i32, ptr }
%struct.Env = type { double, ptr }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @newre(ptr noundef %p, ptr noundef %src) #0 {
entry:
  %p.addr = alloca ptr, align 8
  %src.addr = alloca ptr, align 8
  %o = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  store ptr %src, ptr %src.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 32) #2
  store ptr %call, ptr %o, align 8
  %0 = load ptr, ptr %o, align 8
  %type = getelementptr inbounds %struct.Obj, ptr %0, i32 0, i32 0
  store i32 1, ptr %type, align 8
  %1 = load ptr, ptr %p.addr, align 8
  %2 = load ptr, ptr %o, align 8
  %u = getelementptr inbounds %struct.Obj, ptr %2, i32 0, i32 1
  %prog = getelementptr inbounds %struct.Re, ptr %u, i32 0, i32 0
  store ptr %1, ptr %prog, align 8
  %3 = load ptr, ptr %src.addr, align 8
  %4 = load ptr, ptr %o, align 8
  %u1 = getelementptr inbounds %struct.Obj, ptr %4, i32 0, i32 1
  %source = getelementptr inbounds %struct.Re, ptr %u1, i32 0, i32 1
  store ptr %3, ptr %source, align 8
  %5 = load ptr, ptr %o, align 8
  %link = getelementptr inbounds %struct.Obj, ptr %5, i32 0, i32 2
  store ptr null, ptr %link, align 8
  %6 = load ptr, ptr %o, align 8
  ret ptr %6
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @newfn(ptr noundef %e) #0 {
entry:
  %e.addr = alloca ptr, align 8
  %o = alloca ptr, align 8
  store ptr %e, ptr %e.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 32) #2
  store ptr %call, ptr %o, align 8
  %0 = load ptr, ptr %o, align 8
  %type = getelementptr inbounds %struct.Obj, ptr %0, i32 0, i32 0
  store i32 2, ptr %type, align 8
  %1 = load ptr, ptr %e.addr, align 8
  %2 = load ptr, ptr %o, align 8
  %u = getelementptr inbounds %struct.Obj, ptr %2, i32 0, i32 1
  %scope = getelementptr inbounds %struct.Fn, ptr %u, i32 0, i32 0
  store ptr %1, ptr %scope, align 8
  %3 = load ptr, ptr %o, align 8
  %u1 = getelementptr inbounds %struct.Obj, ptr %3, i32 0, i32 1
  %len = getelementptr inbounds %struct.Fn, ptr %u1, i32 0, i32 1
  store i32 3, ptr %len, align 8
  %4 = load ptr, ptr %o, align 8
  %link = getelementptr inbounds %struct.Obj, ptr %4, i32 0, i32 2
  store ptr null, ptr %link, align 8
  %5 = load ptr, ptr %o, align 8
  ret ptr %5
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @runre(ptr noundef %o) #0 {
entry:
  %o.addr = alloca ptr, align 8
  store ptr %o, ptr %o.addr, align 8
  %0 = load ptr, ptr %o.addr, align 8
  %u = getelementptr inbounds %struct.Obj, ptr %0, i32 0, i32 1
  %prog = getelementptr inbounds %struct.Re, ptr %u, i32 0, i32 0
  %1 = load ptr, ptr %prog, align 8
  %n = getelementptr inbounds %struct.Prog, ptr %1, i32 0, i32 0
  %2 = load i32, ptr %n, align 8
  %3 = load ptr, ptr %o.addr, align 8
  %u1 = getelementptr inbounds %struct.Obj, ptr %3, i32 0, i32 1
  %source = getelementptr inbounds %struct.Re, ptr %u1, i32 0, i32 1
  %4 = load ptr, ptr %source, align 8
  %arrayidx = getelementptr inbounds i8, ptr %4, i64 0
  %5 = load i8, ptr %arrayidx, align 1
  %conv = sext i8 %5 to i32
  %add = add nsw i32 %2, %conv
  ret i32 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @runfn(ptr noundef %o) #0 {
entry:
  %o.addr = alloca ptr, align 8
  store ptr %o, ptr %o.addr, align 8
  %0 = load ptr, ptr %o.addr, align 8
  %u = getelementptr inbounds %struct.Obj, ptr %0, i32 0, i32 1
  %scope = getelementptr inbounds %struct.Fn, ptr %u, i32 0, i32 0
  %1 = load ptr, ptr %scope, align 8
  %x = getelementptr inbounds %struct.Env, ptr %1, i32 0, i32 0
  %2 = load double, ptr %x, align 8
  %conv = fptosi double %2 to i32
  %3 = load ptr, ptr %o.addr, align 8
  %u1 = getelementptr inbounds %struct.Obj, ptr %3, i32 0, i32 1
  %len = getelementptr inbounds %struct.Fn, ptr %u1, i32 0, i32 1
  %4 = load i32, ptr %len, align 8
  %add = add nsw i32 %conv, %4
  ret i32 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %p = alloca ptr, align 8
  %e = alloca ptr, align 8
  %a = alloca ptr, align 8
  %b = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 16) #2
  store ptr %call, ptr %p, align 8
  %call1 = call noalias ptr @malloc(i64 noundef 16) #2
  store ptr %call1, ptr %e, align 8
  %0 = load i32, ptr %argc.addr, align 4
  %1 = load ptr, ptr %p, align 8
  %n = getelementptr inbounds %struct.Prog, ptr %1, i32 0, i32 0
  store i32 %0, ptr %n, align 8
  %2 = load ptr, ptr %p, align 8
  %next = getelementptr inbounds %struct.Prog, ptr %2, i32 0, i32 1
  store ptr null, ptr %next, align 8
  %3 = load i32, ptr %argc.addr, align 4
  %conv = sitofp i32 %3 to double
  %4 = load ptr, ptr %e, align 8
  %x = getelementptr inbounds %struct.Env, ptr %4, i32 0, i32 0
  store double %conv, ptr %x, align 8
  %5 = load ptr, ptr %e, align 8
  %up = getelementptr inbounds %struct.Env, ptr %5, i32 0, i32 1
  store ptr null, ptr %up, align 8
  %6 = load ptr, ptr %p, align 8
  %7 = load ptr, ptr %argv.addr, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %7, i64 0
  %8 = load ptr, ptr %arrayidx, align 8
  %call2 = call ptr @newre(ptr noundef %6, ptr noundef %8)
  store ptr %call2, ptr %a, align 8
  %9 = load ptr, ptr %e, align 8
  %call3 = call ptr @newfn(ptr noundef %9)
  store ptr %call3, ptr %b, align 8
  %10 = load ptr, ptr %b, align 8
  %11 = load ptr, ptr %a, align 8
  %link = getelementptr inbounds %struct.Obj, ptr %11, i32 0, i32 2
  store ptr %10, ptr %link, align 8
  %12 = load ptr, ptr %a, align 8
  %call4 = call i32 @runre(ptr noundef %12)
  %13 = load ptr, ptr %b, align 8
  %call5 = call i32 @runfn(ptr noundef %13)
  %add = add nsw i32 %call4, %call5
  ret i32 %add
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
