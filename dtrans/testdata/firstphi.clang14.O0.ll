; ModuleID = 'firstphi.c'
source_filename = "firstphi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.G = type { i32, %struct.Obj* }
%struct.Obj = type { %struct.Obj*, i32 }

@g = dso_local global %struct.G zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @add(i32 noundef %mark) #0 {
entry:
  %mark.addr = alloca i32, align 4
  %o = alloca %struct.Obj*, align 8
  store i32 %mark, i32* %mark.addr, align 4
  %call = call noalias i8* @malloc(i64 noundef 16) #2
  %0 = bitcast i8* %call to %struct.Obj*
  store %struct.Obj* %0, %struct.Obj** %o, align 8
  %1 = load i32, i32* %mark.addr, align 4
  %2 = load %struct.Obj*, %struct.Obj** %o, align 8
  %mark1 = getelementptr inbounds %struct.Obj, %struct.Obj* %2, i32 0, i32 1
  store i32 %1, i32* %mark1, align 8
  %3 = load %struct.Obj*, %struct.Obj** getelementptr inbounds (%struct.G, %struct.G* @g, i32 0, i32 1), align 8
  %4 = load %struct.Obj*, %struct.Obj** %o, align 8
  %next = getelementptr inbounds %struct.Obj, %struct.Obj* %4, i32 0, i32 0
  store %struct.Obj* %3, %struct.Obj** %next, align 8
  %5 = load %struct.Obj*, %struct.Obj** %o, align 8
  store %struct.Obj* %5, %struct.Obj** getelementptr inbounds (%struct.G, %struct.G* @g, i32 0, i32 1), align 8
  %6 = load i32, i32* getelementptr inbounds (%struct.G, %struct.G* @g, i32 0, i32 0), align 8
  %inc = add nsw i32 %6, 1
  store i32 %inc, i32* getelementptr inbounds (%struct.G, %struct.G* @g, i32 0, i32 0), align 8
  ret void
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sweep(%struct.G* noundef %s) #0 {
entry:
  %s.addr = alloca %struct.G*, align 8
  %p = alloca %struct.Obj**, align 8
  %freed = alloca i32, align 4
  %o = alloca %struct.Obj*, align 8
  store %struct.G* %s, %struct.G** %s.addr, align 8
  %0 = load %struct.G*, %struct.G** %s.addr, align 8
  %all = getelementptr inbounds %struct.G, %struct.G* %0, i32 0, i32 1
  store %struct.Obj** %all, %struct.Obj*** %p, align 8
  store i32 0, i32* %freed, align 4
  br label %while.cond

while.cond:                                       ; preds = %if.end, %entry
  %1 = load %struct.Obj**, %struct.Obj*** %p, align 8
  %2 = load %struct.Obj*, %struct.Obj** %1, align 8
  %tobool = icmp ne %struct.Obj* %2, null
  br i1 %tobool, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %3 = load %struct.Obj**, %struct.Obj*** %p, align 8
  %4 = load %struct.Obj*, %struct.Obj** %3, align 8
  store %struct.Obj* %4, %struct.Obj** %o, align 8
  %5 = load %struct.Obj*, %struct.Obj** %o, align 8
  %mark = getelementptr inbounds %struct.Obj, %struct.Obj* %5, i32 0, i32 1
  %6 = load i32, i32* %mark, align 8
  %tobool1 = icmp ne i32 %6, 0
  br i1 %tobool1, label %if.then, label %if.else

if.then:                                          ; preds = %while.body
  %7 = load %struct.Obj*, %struct.Obj** %o, align 8
  %mark2 = getelementptr inbounds %struct.Obj, %struct.Obj* %7, i32 0, i32 1
  store i32 0, i32* %mark2, align 8
  %8 = load %struct.Obj*, %struct.Obj** %o, align 8
  %next = getelementptr inbounds %struct.Obj, %struct.Obj* %8, i32 0, i32 0
  store %struct.Obj** %next, %struct.Obj*** %p, align 8
  br label %if.end

if.else:                                          ; preds = %while.body
  %9 = load %struct.Obj*, %struct.Obj** %o, align 8
  %next3 = getelementptr inbounds %struct.Obj, %struct.Obj* %9, i32 0, i32 0
  %10 = load %struct.Obj*, %struct.Obj** %next3, align 8
  %11 = load %struct.Obj**, %struct.Obj*** %p, align 8
  store %struct.Obj* %10, %struct.Obj** %11, align 8
  %12 = load %struct.Obj*, %struct.Obj** %o, align 8
  %13 = bitcast %struct.Obj* %12 to i8*
  call void @free(i8* noundef %13) #2
  %14 = load i32, i32* %freed, align 4
  %inc = add nsw i32 %14, 1
  store i32 %inc, i32* %freed, align 4
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %while.cond
  %15 = load i32, i32* %freed, align 4
  %16 = load %struct.G*, %struct.G** %s.addr, align 8
  %count = getelementptr inbounds %struct.G, %struct.G* %16, i32 0, i32 0
  %17 = load i32, i32* %count, align 8
  %sub = sub nsw i32 %17, %15
  store i32 %sub, i32* %count, align 8
  %18 = load i32, i32* %freed, align 4
  ret i32 %18
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %i = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4
  %1 = load i32, i32* %argc.addr, align 4
  %add = add nsw i32 %1, 4
  %cmp = icmp slt i32 %0, %add
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load i32, i32* %i, align 4
  %and = and i32 %2, 1
  call void @add(i32 noundef %and)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %3 = load i32, i32* %i, align 4
  %inc = add nsw i32 %3, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %for.cond
  %call = call i32 @sweep(%struct.G* noundef @g)
  ret i32 %call
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
!8 = distinct !{!8, !7}
