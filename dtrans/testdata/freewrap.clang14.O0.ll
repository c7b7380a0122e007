; ModuleID = 'freewrap.c'
source_filename = "freewrap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.obj = type { i32, double }
%struct.pair = type { %struct.obj*, %struct.obj* }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %o = alloca %struct.obj*, align 8
  %pr = alloca %struct.pair*, align 8
  %r = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 16) #2
  %0 = bitcast i8* %call to %struct.obj*
  store %struct.obj* %0, %struct.obj** %o, align 8
  %call1 = call noalias i8* @malloc(i64 noundef 16) #2
  %1 = bitcast i8* %call1 to %struct.pair*
  store %struct.pair* %1, %struct.pair** %pr, align 8
  %2 = load i8**, i8*** %argv.addr, align 8
  %3 = load %struct.obj*, %struct.obj** %o, align 8
  %cmp = icmp eq %struct.obj* %3, null
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %4 = load %struct.pair*, %struct.pair** %pr, align 8
  %cmp2 = icmp eq %struct.pair* %4, null
  br i1 %cmp2, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %5 = load i32, i32* %argc.addr, align 4
  %6 = load %struct.obj*, %struct.obj** %o, align 8
  %id = getelementptr inbounds %struct.obj, %struct.obj* %6, i32 0, i32 0
  store i32 %5, i32* %id, align 8
  %7 = load %struct.obj*, %struct.obj** %o, align 8
  %weight = getelementptr inbounds %struct.obj, %struct.obj* %7, i32 0, i32 1
  store double 1.500000e+00, double* %weight, align 8
  %8 = load %struct.obj*, %struct.obj** %o, align 8
  %9 = load %struct.pair*, %struct.pair** %pr, align 8
  %left = getelementptr inbounds %struct.pair, %struct.pair* %9, i32 0, i32 0
  store %struct.obj* %8, %struct.obj** %left, align 8
  %10 = load %struct.pair*, %struct.pair** %pr, align 8
  %right = getelementptr inbounds %struct.pair, %struct.pair* %10, i32 0, i32 1
  store %struct.obj* null, %struct.obj** %right, align 8
  %11 = load %struct.pair*, %struct.pair** %pr, align 8
  %left3 = getelementptr inbounds %struct.pair, %struct.pair* %11, i32 0, i32 0
  %12 = load %struct.obj*, %struct.obj** %left3, align 8
  %id4 = getelementptr inbounds %struct.obj, %struct.obj* %12, i32 0, i32 0
  %13 = load i32, i32* %id4, align 8
  store i32 %13, i32* %r, align 4
  %14 = load %struct.obj*, %struct.obj** %o, align 8
  %15 = bitcast %struct.obj* %14 to i8*
  call void @release(i8* noundef %15)
  %16 = load %struct.pair*, %struct.pair** %pr, align 8
  %17 = bitcast %struct.pair* %16 to i8*
  call void @release_via(i8* noundef %17)
  %18 = load i32, i32* %r, align 4
  store i32 %18, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %19 = load i32, i32* %retval, align 4
  ret i32 %19
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @release(i8* noundef %p) #0 {
entry:
  %p.addr = alloca i8*, align 8
  store i8* %p, i8** %p.addr, align 8
  %0 = load i8*, i8** %p.addr, align 8
  %cmp = icmp ne i8* %0, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %1 = load i8*, i8** %p.addr, align 8
  call void @free(i8* noundef %1) #2
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @release_via(i8* noundef %p) #0 {
entry:
  %p.addr = alloca i8*, align 8
  store i8* %p, i8** %p.addr, align 8
  %0 = load i8*, i8** %p.addr, align 8
  call void @release(i8* noundef %0)
  ret void
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

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
