; ModuleID = 'hC_unionblob.c'
source_filename = "hC_unionblob.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Obj = type { i32, %union.anon, %struct.Obj* }
%union.anon = type { %struct.Re }
%struct.Re = type { %struct.Prog*, i8* }
%struct.Prog = type { i32, %struct.Prog* }
%struct.Env = type { double, %struct.Env* }
%struct.Fn = type { %struct.Env*, i32 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.Obj* @newre(%struct.Prog* noundef %p, i8* noundef %src) #0 {
entry:
  %p.addr = alloca %struct.Prog*, align 8
  %src.addr = alloca i8*, align 8
  %o = alloca %struct.Obj*, align 8
  store %struct.Prog* %p, %struct.Prog** %p.addr, align 8
  store i8* %src, i8** %src.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 32) #2
  %0 = bitcast i8* %call to %struct.Obj*
  store %struct.Obj* %0, %struct.Obj** %o, align 8
  %1 = load %struct.Obj*, %struct.Obj** %o, align 8
  %type = getelementptr inbounds %struct.Obj, %struct.Obj* %1, i32 0, i32 0
  store i32 1, i32* %type, align 8
  %2 = load %struct.Prog*, %struct.Prog** %p.addr, align 8
  %3 = load %struct.Obj*, %struct.Obj** %o, align 8
  %u = getelementptr inbounds %struct.Obj, %struct.Obj* %3, i32 0, i32 1
  %r = bitcast %union.anon* %u to %struct.Re*
  %prog = getelementptr inbounds %struct.Re, %struct.Re* %r, i32 0, i32 0
  store %struct.Prog* %2, %struct.Prog** %prog, align 8
  %4 = load i8*, i8** %src.addr, align 8
  %5 = load %struct.Obj*, %struct.Obj** %o, align 8
  %u1 = getelementptr inbounds %struct.Obj, %struct.Obj* %5, i32 0, i32 1
  %r2 = bitcast %union.anon* %u1 to %struct.Re*
  %source = getelementptr inbounds %struct.Re, %struct.Re* %r2, i32 0, i32 1
  store i8* %4, i8** %source, align 8
  %6 = load %struct.Obj*, %struct.Obj** %o, align 8
  %link = getelementptr inbounds %struct.Obj, %struct.Obj* %6, i32 0, i32 2
  store %struct.Obj* null, %struct.Obj** %link, align 8
  %7 = load %struct.Obj*, %struct.Obj** %o, align 8
  ret %struct.Obj* %7
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.Obj* @newfn(%struct.Env* noundef %e) #0 {
entry:
  %e.addr = alloca %struct.Env*, align 8
  %o = alloca %struct.Obj*, align 8
  store %struct.Env* %e, %struct.Env** %e.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 32) #2
  %0 = bitcast i8* %call to %struct.Obj*
  store %struct.Obj* %0, %struct.Obj** %o, align 8
  %1 = load %struct.Obj*, %struct.Obj** %o, align 8
  %type = getelementptr inbounds %struct.Obj, %struct.Obj* %1, i32 0, i32 0
  store i32 2, i32* %type, align 8
  %2 = load %struct.Env*, %struct.Env** %e.addr, align 8
  %3 = load %struct.Obj*, %struct.Obj** %o, align 8
  %u = getelementptr inbounds %struct.Obj, %struct.Obj* %3, i32 0, i32 1
  %f = bitcast %union.anon* %u to %struct.Fn*
  %scope = getelementptr inbounds %struct.Fn, %struct.Fn* %f, i32 0, i32 0
  store %struct.Env* %2, %struct.Env** %scope, align 8
  %4 = load %struct.Obj*, %struct.Obj** %o, align 8
  %u1 = getelementptr inbounds %struct.Obj, %struct.Obj* %4, i32 0, i32 1
  %f2 = bitcast %union.anon* %u1 to %struct.Fn*
  %len = getelementptr inbounds %struct.Fn, %struct.Fn* %f2, i32 0, i32 1
  store i32 3, i32* %len, align 8
  %5 = load %struct.Obj*, %struct.Obj** %o, align 8
  %link = getelementptr inbounds %struct.Obj, %struct.Obj* %5, i32 0, i32 2
  store %struct.Obj* null, %struct.Obj** %link, align 8
  %6 = load %struct.Obj*, %struct.Obj** %o, align 8
  ret %struct.Obj* %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @runre(%struct.Obj* noundef %o) #0 {
entry:
  %o.addr = alloca %struct.Obj*, align 8
  store %struct.Obj* %o, %struct.Obj** %o.addr, align 8
  %0 = load %struct.Obj*, %struct.Obj** %o.addr, align 8
  %u = getelementptr inbounds %struct.Obj, %struct.Obj* %0, i32 0, i32 1
  %r = bitcast %union.anon* %u to %struct.Re*
  %prog = getelementptr inbounds %struct.Re, %struct.Re* %r, i32 0, i32 0
  %1 = load %struct.Prog*, %struct.Prog** %prog, align 8
  %n = getelementptr inbounds %struct.Prog, %struct.Prog* %1, i32 0, i32 0
  %2 = load i32, i32* %n, align 8
  %3 = load %struct.Obj*, %struct.Obj** %o.addr, align 8
  %u1 = getelementptr inbounds %struct.Obj, %struct.Obj* %3, i32 0, i32 1
  %r2 = bitcast %union.anon* %u1 to %struct.Re*
  %source = getelementptr inbounds %struct.Re, %struct.Re* %r2, i32 0, i32 1
  %4 = load i8*, i8** %source, align 8
  %arrayidx = getelementptr inbounds i8, i8* %4, i64 0
  %5 = load i8, i8* %arrayidx, align 1
  %conv = sext i8 %5 to i32
  %add = add nsw i32 %2, %conv
  ret i32 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @runfn(%struct.Obj* noundef %o) #0 {
entry:
  %o.addr = alloca %struct.Obj*, align 8
  store %struct.Obj* %o, %struct.Obj** %o.addr, align 8
  %0 = load %struct.Obj*, %struct.Obj** %o.addr, align 8
  %u = getelementptr inbounds %struct.Obj, %struct.Obj* %0, i32 0, i32 1
  %f = bitcast %union.anon* %u to %struct.Fn*
  %scope = getelementptr inbounds %struct.Fn, %struct.Fn* %f, i32 0, i32 0
  %1 = load %struct.Env*, %struct.Env** %scope, align 8
  %x = getelementptr inbounds %struct.Env, %struct.Env* %1, i32 0, i32 0
  %2 = load double, double* %x, align 8
  %conv = fptosi double %2 to i32
  %3 = load %struct.Obj*, %struct.Obj** %o.addr, align 8
  %u1 = getelementptr inbounds %struct.Obj, %struct.Obj* %3, i32 0, i32 1
  %f2 = bitcast %union.anon* %u1 to %struct.Fn*
  %len = getelementptr inbounds %struct.Fn, %struct.Fn* %f2, i32 0, i32 1
  %4 = load i32, i32* %len, align 8
  %add = add nsw i32 %conv, %4
  ret i32 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %p = alloca %struct.Prog*, align 8
  %e = alloca %struct.Env*, align 8
  %a = alloca %struct.Obj*, align 8
  %b = alloca %struct.Obj*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 16) #2
  %0 = bitcast i8* %call to %struct.Prog*
  store %struct.Prog* %0, %struct.Prog** %p, align 8
  %call1 = call noalias i8* @malloc(i64 noundef 16) #2
  %1 = bitcast i8* %call1 to %struct.Env*
  store %struct.Env* %1, %struct.Env** %e, align 8
  %2 = load i32, i32* %argc.addr, align 4
  %3 = load %struct.Prog*, %struct.Prog** %p, align 8
  %n = getelementptr inbounds %struct.Prog, %struct.Prog* %3, i32 0, i32 0
  store i32 %2, i32* %n, align 8
  %4 = load %struct.Prog*, %struct.Prog** %p, align 8
  %next = getelementptr inbounds %struct.Prog, %struct.Prog* %4, i32 0, i32 1
  store %struct.Prog* null, %struct.Prog** %next, align 8
  %5 = load i32, i32* %argc.addr, align 4
  %conv = sitofp i32 %5 to double
  %6 = load %struct.Env*, %struct.Env** %e, align 8
  %x = getelementptr inbounds %struct.Env, %struct.Env* %6, i32 0, i32 0
  store double %conv, double* %x, align 8
  %7 = load %struct.Env*, %struct.Env** %e, align 8
  %up = getelementptr inbounds %struct.Env, %struct.Env* %7, i32 0, i32 1
  store %struct.Env* null, %struct.Env** %up, align 8
  %8 = load %struct.Prog*, %struct.Prog** %p, align 8
  %9 = load i8**, i8*** %argv.addr, align 8
  %arrayidx = getelementptr inbounds i8*, i8** %9, i64 0
  %10 = load i8*, i8** %arrayidx, align 8
  %call2 = call %struct.Obj* @newre(%struct.Prog* noundef %8, i8* noundef %10)
  store %struct.Obj* %call2, %struct.Obj** %a, align 8
  %11 = load %struct.Env*, %struct.Env** %e, align 8
  %call3 = call %struct.Obj* @newfn(%struct.Env* noundef %11)
  store %struct.Obj* %call3, %struct.Obj** %b, align 8
  %12 = load %struct.Obj*, %struct.Obj** %b, align 8
  %13 = load %struct.Obj*, %struct.Obj** %a, align 8
  %link = getelementptr inbounds %struct.Obj, %struct.Obj* %13, i32 0, i32 2
  store %struct.Obj* %12, %struct.Obj** %link, align 8
  %14 = load %struct.Obj*, %struct.Obj** %a, align 8
  %call4 = call i32 @runre(%struct.Obj* noundef %14)
  %15 = load %struct.Obj*, %struct.Obj** %b, align 8
  %call5 = call i32 @runfn(%struct.Obj* noundef %15)
  %add = add nsw i32 %call4, %call5
  ret i32 %add
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
